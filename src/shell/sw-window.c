/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-window.c: the main window. It holds its games (SwGame, sw-game.h)
 * side by side in its Game tab, and a game's workshop (the editor) in the
 * other: asks which game New Game starts, offers an unfinished game at
 * start-up, keeps the way back to a game New Game was shown over, and
 * says when a game is not being saved. Each game keeps its own unfinished
 * game: starting one game leaves the others' as they are. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sw-application.h"
#include "sw-autosave-banner.h"
#include "sw-game.h"
#include "sw-game-chooser.h"
#include "sw-online-dialog.h"
#include "sw-renderer.h"
#include "sw-resume-page.h"
#include "sw-shortcuts.h"
#include "sw-welcome-page.h"
#include "sw-window-private.h"

enum
{
  GAME_SHOWN,
  N_WINDOW_SIGNALS
};

static guint window_signals[N_WINDOW_SIGNALS];

G_DEFINE_FINAL_TYPE (SwWindow, sw_window, ADW_TYPE_APPLICATION_WINDOW)

SwGame *
_sw_window_game_at (SwWindow *self,
                    guint     index)
{
  return g_ptr_array_index (self->games, index);
}

/* The window holds a game while its table is out of sight (at most one
 * hold a game), so that its computers move only where they are seen. */
static void
hold_game (SwWindow *self,
           guint     index,
           gboolean  hold)
{
  guint32 bit = (guint32) 1 << index;

  if (hold == ((self->held_games & bit) != 0))
    return;
  self->held_games ^= bit;
  if (hold)
    sw_game_hold (_sw_window_game_at (self, index));
  else
    sw_game_release (_sw_window_game_at (self, index));
}

/* The game whose table, or New Game page, is page; NULL. */
static SwGame *
game_of_page (SwWindow   *self,
              const char *page)
{
  for (guint i = 0; page != NULL && i < self->games->len; i++)
    {
      const SwGameDescription *d = sw_game_describe (_sw_window_game_at (self, i));

      if (g_strcmp0 (d->page, page) == 0 || g_strcmp0 (d->setup_page, page) == 0)
        return _sw_window_game_at (self, i);
    }
  return NULL;
}

gboolean
_sw_window_is_game_page (SwWindow   *self,
                         const char *page)
{
  SwGame *game = game_of_page (self, page);

  return game != NULL && g_strcmp0 (sw_game_describe (game)->page, page) == 0;
}

/* The result sheet of a game shown over its table, or NULL. */
AdwDialog *
_sw_window_shown_result (SwWindow *self)
{
  for (guint i = 0; i < self->games->len; i++)
    {
      AdwDialog *result = sw_game_get_result (_sw_window_game_at (self, i));

      if (result != NULL && gtk_widget_get_parent (GTK_WIDGET (result)) != NULL)
        return result;
    }
  return NULL;
}

/* The game of the window that has a workshop (the Editor tab), or NULL;
 * asking builds it, so only when the tab is wanted. */
static GtkWidget *
workshop (SwWindow  *self,
          SwGame   **owner)
{
  for (guint i = 0; i < self->games->len; i++)
    {
      GtkWidget *widget = sw_game_get_workshop (_sw_window_game_at (self, i));

      if (widget != NULL)
        {
          if (owner != NULL)
            *owner = _sw_window_game_at (self, i);
          return widget;
        }
    }
  return NULL;
}

/* The game on show (its table, its New Game page or its offer), or the
 * first. */
static SwGame *
current_game (SwWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->game_stack);
  SwGame *game;

  if (g_strcmp0 (page, "resume") == 0 && self->resume_game != NULL)
    return self->resume_game;
  game = game_of_page (self, page);
  return game != NULL ? game : _sw_window_game_at (self, 0);
}

/* What the games ask of the window (their signals) */

static void
on_game_started_cb (SwGame   *game,
                    SwWindow *self)
{
  self->started = TRUE;
  if (self->settings != NULL)
    g_settings_set_boolean (self->settings, "welcome-shown", TRUE);
  if (self->resume_game == game)
    self->resume_game = NULL;
  g_clear_pointer (&self->back_page, g_free);
  /* No crossfade into a game: it would draw both full pages for every
   * frame of the transition while the game view's first frames are the
   * dearest anyway. */
  gtk_stack_set_visible_child_full (self->game_stack, sw_game_describe (game)->page,
                                    GTK_STACK_TRANSITION_TYPE_NONE);
  adw_view_stack_set_visible_child_name (self->view_stack, "game");
  _sw_window_update_header_buttons (self);
}

static void
on_game_shown_cb (SwGame   *game,
                  SwWindow *self)
{
  g_signal_emit (self, window_signals[GAME_SHOWN], 0);
}

static void
on_game_show_setup_cb (SwGame   *game,
                       SwWindow *self)
{
  g_clear_pointer (&self->back_page, g_free);
  gtk_stack_set_visible_child_name (self->game_stack, sw_game_describe (game)->setup_page);
}

static void on_resume_page_resume_cb (SwResumePage *page, SwWindow *self);
static void on_resume_page_discard_cb (SwResumePage *page, SwWindow *self);

/* The Resume page, built when a game first offers its unfinished game:
 * most starts never show it. */
static SwResumePage *
ensure_resume_page (SwWindow *self)
{
  if (self->resume_page == NULL)
    {
      self->resume_page = g_object_new (SW_TYPE_RESUME_PAGE, NULL);
      g_signal_connect (self->resume_page, "resume", G_CALLBACK (on_resume_page_resume_cb), self);
      g_signal_connect (self->resume_page, "discard", G_CALLBACK (on_resume_page_discard_cb), self);
      gtk_stack_add_named (self->game_stack, GTK_WIDGET (self->resume_page), "resume");
    }
  return self->resume_page;
}

static void
on_game_offer_resume_cb (SwGame     *game,
                         const char *description,
                         SwWindow   *self)
{
  self->resume_game = game;
  sw_resume_page_set_offer (ensure_resume_page (self), sw_game_describe (game)->icon_name, description);
  gtk_stack_set_visible_child_name (self->game_stack, "resume");
  gtk_widget_grab_focus (GTK_WIDGET (sw_resume_page_get_resume_button (self->resume_page)));
}

static void
on_game_autosave_state_cb (SwGame     *game,
                           const char *failure,
                           const char *folder,
                           gboolean    locked,
                           SwWindow   *self)
{
  sw_autosave_banner_set_state (self->autosave_banner, failure, folder, locked);
}

static void
on_game_log_shown_cb (SwGame   *game,
                      gboolean  shown,
                      SwWindow *self)
{
  gtk_toggle_button_set_active (self->log_button, shown);
}

static void
on_game_toast_cb (SwGame     *game,
                  const char *text,
                  SwWindow   *self)
{
  sw_window_add_toast (self, text);
}

/* Undo is the game's on show, if it can take a move back now. */
static void
update_undo (SwWindow *self)
{
  gboolean game_tab, on_table;
  const char *page;

  if (self->games == NULL)
    return;
  game_tab = g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "game") == 0;
  page = gtk_stack_get_visible_child_name (self->game_stack);
  on_table = game_tab && _sw_window_is_game_page (self, page) && _sw_window_shown_result (self) == NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->undo_button), on_table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 on_table && sw_game_can_undo (game_of_page (self, page)));
}

static void
on_game_undo_changed_cb (SwGame   *game,
                         SwWindow *self)
{
  update_undo (self);
}

static void
on_game_show_workshop_cb (SwGame   *game,
                          SwWindow *self)
{
  if (adw_bin_get_child (self->editor_bin) == NULL)
    adw_bin_set_child (self->editor_bin, sw_game_get_workshop (game));
  adw_view_stack_set_visible_child_name (self->view_stack, "editor");
}

/* Once every game has loaded what it needs: a game started meanwhile
 * (autostart, or the player was quicker) is the game to play; else the
 * last game chosen brings its unfinished game back first, then the
 * others. */
static void
on_game_ready_cb (SwGame   *game,
                  SwWindow *self)
{
  g_autofree char *last = self->settings != NULL ? g_settings_get_string (self->settings, "last-game") : NULL;
  SwGame *first = _sw_window_game_at (self, 0);

  if (++self->n_ready < self->games->len)
    return;
  for (guint i = 0; i < self->games->len; i++)
    {
      if (sw_game_autostart (_sw_window_game_at (self, i)))
        return;
      if (g_strcmp0 (sw_game_get_id (_sw_window_game_at (self, i)), last) == 0)
        first = _sw_window_game_at (self, i);
    }
  if (self->started || sw_game_restore (first))
    return;
  for (guint i = 0; i < self->games->len; i++)
    if (_sw_window_game_at (self, i) != first && sw_game_restore (_sw_window_game_at (self, i)))
      return;
}

static void
on_resume_page_resume_cb (SwResumePage *page,
                          SwWindow     *self)
{
  if (self->resume_game != NULL)
    sw_game_resume (self->resume_game);
}

/* "Start New Game": the game offered stays on disk until a new game
 * replaces it. */
static void
on_resume_page_discard_cb (SwResumePage *page,
                           SwWindow     *self)
{
  SwGame *game = self->resume_game != NULL && sw_game_describe (self->resume_game)->setup_page != NULL
                 ? self->resume_game : _sw_window_game_at (self, 0);

  if (self->resume_game != NULL)
    sw_game_decline_resume (self->resume_game);
  self->resume_game = NULL;
  g_clear_pointer (&self->back_page, g_free);
  gtk_stack_set_visible_child_name (self->game_stack, sw_game_describe (game)->setup_page);
}

/* New Game over the game on show: that game goes on being what it is
 * (and stays autosaved) until the new one starts; Back or Escape return
 * to it. */
void
_sw_window_show_setup_page (SwWindow *self,
                            SwGame   *game)
{
  const char *page = gtk_stack_get_visible_child_name (self->game_stack);
  AdwDialog *result = _sw_window_shown_result (self);

  if (result != NULL)
    adw_dialog_force_close (result);
  if (_sw_window_is_game_page (self, page) || g_strcmp0 (page, "resume") == 0)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

      g_free (self->back_page);
      self->back_page = g_strdup (page);
      g_set_weak_pointer (&self->back_focus,
                          focus != NULL && gtk_widget_is_ancestor (focus, gtk_stack_get_visible_child (self->game_stack))
                          ? focus : NULL);
    }
  else if (g_strcmp0 (page, "welcome") != 0)
    /* from the welcome the way back is the welcome's (to the game it was
     * shown over, if any) */
    g_clear_pointer (&self->back_page, g_free);
  adw_view_stack_set_visible_child_name (self->view_stack, "game");
  gtk_stack_set_visible_child_name (self->game_stack, sw_game_describe (game)->setup_page);
  _sw_window_update_header_buttons (self);
}

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);

  /* the game on show's, else the first that keeps them */
  if (sw_game_show_statistics (current_game (self), widget))
    return;
  for (guint i = 0; i < self->games->len; i++)
    if (sw_game_show_statistics (_sw_window_game_at (self, i), widget))
      return;
}

/* The move log's toggle only where there is a game to log: on a phone's
 * header bar every button takes room from the title. "+" is New Game on
 * the Game tab only; Back while New Game is shown over a game. */
void
_sw_window_update_header_buttons (SwWindow *self)
{
  gboolean game_tab = g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "game") == 0;
  const char *page = gtk_stack_get_visible_child_name (self->game_stack);
  gboolean over_game = g_strcmp0 (page, "welcome") == 0
                       || (game_of_page (self, page) != NULL && !_sw_window_is_game_page (self, page));
  gboolean can_go_back = game_tab && over_game && self->back_page != NULL;
  gboolean has_log = game_tab && _sw_window_is_game_page (self, page) && sw_game_has_move_log (game_of_page (self, page));

  gtk_widget_set_visible (GTK_WIDGET (self->log_button), has_log);
  gtk_widget_set_visible (GTK_WIDGET (self->new_game_button), game_tab);
  gtk_widget_set_visible (GTK_WIDGET (self->back_button), can_go_back);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.back-to-game", can_go_back);
  update_undo (self);
  /* the computers wait while their game is out of sight (New Game, the
   * editor or another game over it): nothing happens that nobody sees */
  for (guint i = 0; self->games != NULL && i < self->games->len; i++)
    hold_game (self, i, !game_tab || g_strcmp0 (page, sw_game_describe (_sw_window_game_at (self, i))->page) != 0);
}

/* The workshop is built when the Editor tab is first shown: a player may
 * never open it. */
static void
ensure_workshop (SwWindow *self)
{
  if (adw_bin_get_child (self->editor_bin) == NULL)
    adw_bin_set_child (self->editor_bin, workshop (self, NULL));
}

static void
on_view_stack_visible_child_cb (AdwViewStack *stack,
                                GParamSpec   *pspec,
                                SwWindow     *self)
{
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (stack), "editor") == 0)
    ensure_workshop (self);
  _sw_window_update_header_buttons (self);
}

static void
on_game_stack_visible_child_cb (GtkStack   *stack,
                                GParamSpec *pspec,
                                SwWindow   *self)
{
  _sw_window_update_header_buttons (self);
}

static void
back_to_game_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_autofree char *page = g_steal_pointer (&self->back_page);

  if (page == NULL)
    return;
  adw_view_stack_set_visible_child_name (self->view_stack, "game");
  gtk_stack_set_visible_child_name (self->game_stack, page);
  _sw_window_update_header_buttons (self);
  /* the focus where it was, if it can still be there */
  if (self->back_focus != NULL && gtk_widget_get_focusable (self->back_focus)
      && gtk_widget_grab_focus (self->back_focus))
    return;
  if (_sw_window_is_game_page (self, page))
    sw_game_focus (game_of_page (self, page));
  else if (g_str_equal (page, "resume"))
    gtk_widget_grab_focus (GTK_WIDGET (sw_resume_page_get_resume_button (self->resume_page)));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  const char *page = sw_window_get_page (self);

  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "game") == 0
      && _sw_window_is_game_page (self, page))
    sw_game_undo (game_of_page (self, page));
  update_undo (self);
}

/* New Game first asks which game (the last choice is the default), and
 * offers the way back to another game's unfinished game. */
static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_autofree char *last = self->settings != NULL ? g_settings_get_string (self->settings, "last-game") : NULL;
  const char *page = gtk_stack_get_visible_child_name (self->game_stack);
  SwGame *on_show = _sw_window_is_game_page (self, page) ? game_of_page (self, page) : NULL;
  AdwDialog *dialog = sw_game_chooser_new (self->games, on_show, last);

  g_signal_connect_object (dialog, "response", G_CALLBACK (_sw_window_on_game_chosen_cb), widget, 0);
  adw_dialog_present (dialog, widget);
}

/* "Open in Editor" of a pack New Game could not offer. */
static void
open_pack_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (parameter, NULL));
  SwGame *owner = NULL;

  adw_view_stack_set_visible_child_name (self->view_stack, "editor");
  ensure_workshop (self);
  if (workshop (self, &owner) != NULL)
    sw_game_workshop_open (owner, file);
}

/* A file from outside (Files' Open With, a double-click): the game that
 * has a workshop opens it there. */
void
sw_window_open_file (SwWindow *self,
                     GFile    *file)
{
  SwGame *owner = NULL;

  g_return_if_fail (SW_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  if (workshop (self, &owner) == NULL)
    return;
  adw_view_stack_set_visible_child_name (self->view_stack, "editor");
  ensure_workshop (self);
  sw_game_workshop_open (owner, file);
}

/* Ctrl+O on the Editor tab wherever the focus is: the editor's own key
 * works only from inside the editor, not from the header bar. */
static void
editor_open_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  SwGame *owner = NULL;

  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "editor") == 0
      && adw_bin_get_child (self->editor_bin) != NULL && workshop (self, &owner) != NULL)
    sw_game_workshop_open (owner, NULL);
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  sw_window_show_rules (SW_WINDOW (widget));
}

/* libadwaita 1.8 and newer show src/shell/shortcuts-dialog.ui as app.shortcuts
 * (an AdwShortcutsDialog); before, sw-shortcuts.c's dialog. Decided at
 * run time: a build against the 1.5 floor runs on newer libraries too
 * (the Flatpak runtime). */
/* Play Online: the account, then a table of a game that has them */
static void
play_online_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);

  adw_dialog_present (sw_online_invitations_new_dialog (self->online_invitations), widget);
}

static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (widget)));

  if (app != NULL && g_action_group_has_action (G_ACTION_GROUP (app), "shortcuts"))
    g_action_group_activate_action (G_ACTION_GROUP (app), "shortcuts", NULL);
  else
    adw_dialog_present (sw_shortcuts_dialog_new (), widget);
}

/* The hint of the game whose table is shown, if it gives them. */
static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  const char *page = sw_window_get_page (self);

  if (_sw_window_is_game_page (self, page))
    sw_game_hint (game_of_page (self, page));
}

static void
toggle_log_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  gboolean shown = gtk_toggle_button_get_active (self->log_button);

  gtk_toggle_button_set_active (self->log_button, sw_game_toggle_log (current_game (self), shown));
}

/* The main menu's popover is built when it is first opened (a click or
 * F10), not before the first frame. */
static void
on_menu_button_create_popup_cb (GtkMenuButton *button,
                                gpointer       user_data)
{
  SwWindow *self = user_data;

  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

static gboolean
on_close_request_cb (GtkWindow *window,
                     SwWindow  *self)
{
  GSettings *settings = self->settings;
  int width, height;

  /* a game with unsaved work asks first, and closes the window itself */
  for (guint i = 0; i < self->games->len; i++)
    if (sw_game_close_request (_sw_window_game_at (self, i)))
      return TRUE;
  if (settings == NULL)
    return FALSE;
  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (settings);
  g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (window));
  if (!gtk_window_is_maximized (window))
    {
      g_settings_set_int (settings, "window-width", width);
      g_settings_set_int (settings, "window-height", height);
    }
  g_settings_apply (settings);
  return FALSE;
}

static void
sw_window_dispose (GObject *object)
{
  SwWindow *self = SW_WINDOW (object);

  /* the games are this window's: they let go of their widgets and work
   * still pending now, even if something else holds a reference */
  for (guint i = 0; self->games != NULL && i < self->games->len; i++)
    {
      g_signal_handlers_disconnect_by_data (_sw_window_game_at (self, i), self);
      g_object_run_dispose (G_OBJECT (_sw_window_game_at (self, i)));
    }
  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->back_page, g_free);
  g_clear_weak_pointer (&self->back_focus);
  gtk_widget_dispose_template (GTK_WIDGET (self), SW_TYPE_WINDOW);
  G_OBJECT_CLASS (sw_window_parent_class)->dispose (object);
}

static void
sw_window_class_init (SwWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sw_window_dispose;

  /* A game's table is shown (a new or resumed game): the benchmark's
   * stall probe starts counting here (sw-application.c). */
  window_signals[GAME_SHOWN] = g_signal_new ("game-shown", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 0);

  g_type_ensure (SW_TYPE_AUTOSAVE_BANNER);
  g_type_ensure (SW_TYPE_ONLINE_INVITATIONS);
  g_type_ensure (SW_TYPE_WELCOME_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/sw-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SwWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, autosave_banner);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, online_invitations);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, game_stack);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, welcome_page);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, editor_bin);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, log_button);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, new_game_button);
  gtk_widget_class_bind_template_callback (widget_class, on_view_stack_visible_child_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_game_stack_visible_child_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_close_request_cb);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_welcome_play_cb", G_CALLBACK (_sw_window_on_welcome_play_cb));
  gtk_widget_class_bind_template_callback_full (widget_class, "on_welcome_resume_cb", G_CALLBACK (_sw_window_on_welcome_resume_cb));
  gtk_widget_class_bind_template_callback_full (widget_class, "on_welcome_rules_cb", G_CALLBACK (_sw_window_on_welcome_rules_cb));
  gtk_widget_class_bind_template_callback_full (widget_class, "on_welcome_guided_cb", G_CALLBACK (_sw_window_on_welcome_guided_cb));

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.back-to-game", NULL, back_to_game_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "win.editor-open", NULL, editor_open_action);
  gtk_widget_class_install_action (widget_class, "win.open-pack", "s", open_pack_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.show-shortcuts", NULL, show_shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.show-move-log", NULL, toggle_log_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
  gtk_widget_class_install_action (widget_class, "win.welcome", NULL, _sw_window_welcome_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.play-online", NULL, play_online_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.show-move-log", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.editor-open", NULL);
  /* the editor's own Ctrl+Z comes first while the focus is in it */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  /* enabled only while there is a game to go back to: else Escape is left
   * to whoever else wants it */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.back-to-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK,
                                       "win.show-shortcuts", NULL);
}

static void
sw_window_init (SwWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->menu_button, on_menu_button_create_popup_cb, self, NULL);
  if (sw_renderer_gl_left_out ())
    gtk_widget_add_css_class (GTK_WIDGET (self), "no-gl");
}

/* Each game: its New Game page first (the first shown), then a page for
 * its table, where it puts its view; and what it asks of the window. */
static void
add_games (SwWindow *self)
{
  g_autofree char *last = self->settings != NULL ? g_settings_get_string (self->settings, "last-game") : NULL;
  SwGame *last_game = _sw_window_game_of_id (self, last);
  /* a newcomer sees every game first; so does a player whose last game
   * has no New Game page to start on */
  gboolean welcome_first = self->settings != NULL
                           && (!g_settings_get_boolean (self->settings, "welcome-shown")
                               || (last_game != NULL && sw_game_describe (last_game)->setup_page == NULL));

  sw_welcome_page_set_games (self->welcome_page, self->games);
  for (guint i = 0; i < self->games->len; i++)
    {
      SwGame *game = _sw_window_game_at (self, i);
      const SwGameDescription *d = sw_game_describe (game);

      gtk_stack_add_named (self->game_stack, sw_game_get_page (game), d->page);
      if (d->setup_page != NULL)
        {
          GtkStackPage *setup = gtk_stack_add_named (self->game_stack, sw_game_get_setup (game),
                                                     d->setup_page);

          /* the New Game of the game chosen last, else the first's */
          if (i == 0 || game == last_game)
            gtk_stack_set_visible_child (self->game_stack, gtk_stack_page_get_child (setup));
        }
      g_signal_connect (game, "started", G_CALLBACK (on_game_started_cb), self);
      g_signal_connect (game, "shown", G_CALLBACK (on_game_shown_cb), self);
      g_signal_connect (game, "ready", G_CALLBACK (on_game_ready_cb), self);
      g_signal_connect (game, "show-setup", G_CALLBACK (on_game_show_setup_cb), self);
      g_signal_connect (game, "offer-resume", G_CALLBACK (on_game_offer_resume_cb), self);
      g_signal_connect (game, "autosave-state", G_CALLBACK (on_game_autosave_state_cb), self);
      g_signal_connect (game, "log-shown", G_CALLBACK (on_game_log_shown_cb), self);
      g_signal_connect (game, "toast", G_CALLBACK (on_game_toast_cb), self);
      g_signal_connect (game, "show-workshop", G_CALLBACK (on_game_show_workshop_cb), self);
      g_signal_connect (game, "undo-changed", G_CALLBACK (on_game_undo_changed_cb), self);
    }
  if (welcome_first)
    {
      sw_welcome_page_update (self->welcome_page, last);
      gtk_stack_set_visible_child_name (self->game_stack, "welcome");
      sw_welcome_page_focus (self->welcome_page);
    }
  _sw_window_update_header_buttons (self);
}

static gboolean
start_loading (gpointer user_data)
{
  SwWindow *self = user_data;

  for (guint i = 0; self->games != NULL && i < self->games->len; i++)
    sw_game_load (_sw_window_game_at (self, i));
  return G_SOURCE_REMOVE;
}

static void
on_first_map_cb (GtkWidget *widget,
                 gpointer   user_data)
{
  g_signal_handlers_disconnect_by_func (widget, on_first_map_cb, user_data);
  /* After the first frame (idles run after the redraw). */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, start_loading, g_object_ref (widget), g_object_unref);
}

SwWindow *
sw_window_new (GtkApplication *app,
               GSettings      *settings,
               GPtrArray      *games)
{
  SwWindow *self;

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (games != NULL && games->len > 0, NULL);
  g_return_val_if_fail (games->len <= 32, NULL);   /* held_games */
  self = g_object_new (SW_TYPE_WINDOW, "application", app, NULL);
  g_set_object (&self->settings, settings);
  self->games = g_ptr_array_ref (games);
  sw_online_invitations_set_games (self->online_invitations, games);
  if (settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   MAX (g_settings_get_int (settings, "window-width"), 360),
                                   MAX (g_settings_get_int (settings, "window-height"), 294));
      if (g_settings_get_boolean (settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
      gtk_toggle_button_set_active (self->log_button,
                                    g_settings_get_boolean (settings, "show-move-log"));
    }
  else
    gtk_window_set_default_size (GTK_WINDOW (self), 1024, 720);
  add_games (self);
  /* The files are read once the window is on screen: on two cores the
   * loader would otherwise compete with the window's own start. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    start_loading (self);
  else
    g_signal_connect (self, "map", G_CALLBACK (on_first_map_cb), NULL);
  return self;
}

void
sw_window_add_toast (SwWindow   *self,
                     const char *text)
{
  AdwToast *toast;

  g_return_if_fail (SW_IS_WINDOW (self));
  toast = adw_toast_new (text);
  /* a game's messages may quote files and their markup: plain text */
  adw_toast_set_use_markup (toast, FALSE);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
sw_window_show_rules (SwWindow *self)
{
  g_return_if_fail (SW_IS_WINDOW (self));
  /* The Rules of the game on show */
  sw_game_show_rules (current_game (self), GTK_WIDGET (self));
}

const char *
sw_window_get_page (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);
  /* "over" while the result is shown over the board */
  if (_sw_window_shown_result (self) != NULL)
    return "over";
  return gtk_stack_get_visible_child_name (self->game_stack);
}

GPtrArray *
sw_window_get_games (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);
  return self->games;
}

SwGame *
sw_window_get_game (SwWindow   *self,
                    const char *id)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);
  return _sw_window_game_of_id (self, id);
}

GtkButton *
sw_window_get_resume_button (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);
  return sw_resume_page_get_resume_button (ensure_resume_page (self));
}

/* The title of the result sheet shown, else of the first game's that
 * has one (its last result). */
const char *
sw_window_get_result_title (SwWindow *self)
{
  AdwDialog *result;
  const char *title;

  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);
  result = _sw_window_shown_result (self);
  for (guint i = 0; result == NULL && i < self->games->len; i++)
    result = sw_game_get_result (_sw_window_game_at (self, i));
  title = result != NULL ? adw_dialog_get_title (result) : NULL;
  return title != NULL ? title : "";
}

SwWelcomePage *
sw_window_get_welcome_page (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);
  return self->welcome_page;
}

GtkButton *
sw_window_get_undo_button (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);
  return self->undo_button;
}

AdwBanner *
sw_window_get_autosave_banner (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);
  return sw_autosave_banner_get_banner (self->autosave_banner);
}

/* "game" or "editor". */
const char *
sw_window_get_view (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);
  return adw_view_stack_get_visible_child_name (self->view_stack);
}

GtkWidget *
sw_window_get_editor_page (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);
  ensure_workshop (self);
  return adw_bin_get_child (self->editor_bin);
}
