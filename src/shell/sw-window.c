/* sw-window.c: the main window. It holds the games of the table
 * (sw-game-info.h) side by side in its Game tab, and a game's workshop
 * (SCHOTT's editor) in the other: asks which game New Game starts, offers
 * an unfinished game at start-up, keeps the way back to a game New Game
 * was shown over, and says when a game is not being saved. */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-application.h"
#include "sw-autosave-banner.h"
#include "sw-game-chooser.h"
#include "sw-renderer.h"
#include "sw-resume-page.h"
#include "sw-shortcuts.h"
#include "schott-strings.h"
#include "sw-window.h"
#include "sw-game-info.h"

enum
{
  GAME_SHOWN,
  N_WINDOW_SIGNALS
};

static guint window_signals[N_WINDOW_SIGNALS];

#define MAX_GAMES 4

struct _SwWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  SwAutosaveBanner *autosave_banner;
  AdwViewStack    *view_stack;
  GtkStack        *game_stack;
  SwResumePage *resume_page;
  AdwBin          *editor_bin;    /* a game's workshop (get_workshop) */
  GtkToggleButton *log_button;
  GtkButton       *back_button;
  GtkButton       *new_game_button;

  GObject         *content;       /* handed to each game's create() */
  SwGameHost       host;
  /* one per entry of sw_game_table(), in its order */
  gpointer         games[MAX_GAMES];
  guint            n_games;
  guint            n_ready;
  const SwGameInfo *resume_game;  /* the game the Resume page offers */
  /* New Game shown over a game: the game stack's page it came from
   * (a game's table, or "resume"), where Back and Escape return. */
  char            *back_page;
  GtkWidget       *back_focus;    /* weak: where the focus was in that game */
};

G_DEFINE_FINAL_TYPE (SwWindow, sw_window, ADW_TYPE_APPLICATION_WINDOW)

static void update_header_buttons (SwWindow *self);

static const SwGameInfo *
game_info (guint index)
{
  return sw_game_table ()[index];
}

/* The index of the game whose table, or New Game page, is page; -1. */
static gint
game_of_page (const char *page)
{
  for (guint i = 0; page != NULL && game_info (i) != NULL; i++)
    if (g_strcmp0 (game_info (i)->page, page) == 0 || g_strcmp0 (game_info (i)->setup_page, page) == 0)
      return (gint) i;
  return -1;
}

static gint
game_index (SwWindow         *self,
            const SwGameInfo *info)
{
  for (guint i = 0; i < self->n_games; i++)
    if (game_info (i) == info)
      return (gint) i;
  g_return_val_if_reached (-1);
}

static gpointer
game_of (SwWindow         *self,
         const SwGameInfo *info)
{
  gint index = game_index (self, info);

  return index >= 0 ? self->games[index] : NULL;
}

static gboolean
is_game_page (const char *page)
{
  gint index = game_of_page (page);

  return index >= 0 && g_strcmp0 (game_info (index)->page, page) == 0;
}

/* The result sheet of a game shown over its table, or NULL. */
static AdwDialog *
shown_result (SwWindow *self)
{
  for (guint i = 0; i < self->n_games; i++)
    if (game_info (i)->get_result != NULL)
      {
        AdwDialog *result = game_info (i)->get_result (self->games[i]);

        if (result != NULL && gtk_widget_get_parent (GTK_WIDGET (result)) != NULL)
          return result;
      }
  return NULL;
}

/* The game of the table that has a workshop (the Editor tab), or -1. */
static gint
workshop_game (SwWindow *self)
{
  for (guint i = 0; i < self->n_games; i++)
    if (game_info (i)->get_workshop != NULL)
      return (gint) i;
  return -1;
}

/* The page of the game the Game tab plays: the one New Game would go
 * back to while it is shown. */
static const char *
current_game_page (SwWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->game_stack);

  return game_of_page (page) >= 0 && !is_game_page (page) ? self->back_page : page;
}

/* The game on show (its table, its New Game page or its offer), or the
 * first. */
static guint
current_game (SwWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->game_stack);

  if (g_strcmp0 (page, "resume") == 0 && self->resume_game != NULL)
    return game_index (self, self->resume_game);
  return MAX (game_of_page (page), 0);
}

/* A game a new one would replace: one being played (not over), or the
 * saved one the Resume page offers. */
static gboolean
game_in_progress (SwWindow *self)
{
  const char *page = current_game_page (self);

  if (is_game_page (page))
    return game_info (game_of_page (page))->in_progress (self->games[game_of_page (page)]);
  if (g_strcmp0 (page, "resume") == 0)
    return self->resume_game != NULL;
  return FALSE;
}

/* What the games ask of the window (SwGameHost) */

static SwWindow *
host_window (SwGameHost *host)
{
  return SW_WINDOW (host->window);
}

static void
host_game_started (SwGameHost       *host,
                   const SwGameInfo *game)
{
  SwWindow *self = host_window (host);

  /* One unfinished game at a time: the one it replaced has ended (the
   * player was asked if it was in progress), its autosave with it. */
  for (guint i = 0; i < self->n_games; i++)
    if (game_info (i) != game)
      game_info (i)->discard (self->games[i]);
  self->resume_game = NULL;
  g_clear_pointer (&self->back_page, g_free);
  /* No crossfade into a game: it would draw both full pages for every
   * frame of the transition while the game view's first frames are the
   * dearest anyway. */
  gtk_stack_set_visible_child_full (self->game_stack, game->page, GTK_STACK_TRANSITION_TYPE_NONE);
  adw_view_stack_set_visible_child_name (self->view_stack, "game");
  update_header_buttons (self);
}

static void
host_game_shown (SwGameHost *host)
{
  g_signal_emit (host->window, window_signals[GAME_SHOWN], 0);
}

static gboolean
host_game_in_progress (SwGameHost *host)
{
  return game_in_progress (host_window (host));
}

static AdwDialog *
host_abandon_dialog_new (SwGameHost *host)
{
  return sw_abandon_dialog_new ();
}

static void
host_show_setup (SwGameHost       *host,
                 const SwGameInfo *game)
{
  SwWindow *self = host_window (host);

  g_clear_pointer (&self->back_page, g_free);
  gtk_stack_set_visible_child_name (self->game_stack, game->setup_page);
}

static void
host_offer_resume (SwGameHost       *host,
                   const SwGameInfo *game,
                   const char       *description)
{
  SwWindow *self = host_window (host);

  self->resume_game = game;
  sw_resume_page_set_offer (self->resume_page, game->icon_name, description);
  gtk_stack_set_visible_child_name (self->game_stack, "resume");
  gtk_widget_grab_focus (GTK_WIDGET (sw_resume_page_get_resume_button (self->resume_page)));
}

static void
host_autosave_state (SwGameHost *host,
                     const char *failure,
                     const char *folder,
                     gboolean    locked)
{
  sw_autosave_banner_set_state (host_window (host)->autosave_banner, failure, folder, locked);
}

static void
host_log_shown (SwGameHost *host,
                gboolean    shown)
{
  gtk_toggle_button_set_active (host_window (host)->log_button, shown);
}

static void
host_toast (SwGameHost *host,
            const char *text)
{
  sw_window_add_toast (host_window (host), text);
}

/* Once every game has loaded what it needs: a game started meanwhile
 * (autostart) is the game to play; else the last game chosen brings its
 * unfinished game back first, then the others. */
static void
host_game_ready (SwGameHost *host)
{
  SwWindow *self = host_window (host);
  GSettings *settings = schott_settings_get ();
  g_autofree char *last = settings != NULL ? g_settings_get_string (settings, "last-game") : NULL;
  guint first = 0;

  if (++self->n_ready < self->n_games)
    return;
  for (guint i = 0; i < self->n_games; i++)
    {
      if (game_info (i)->autostart != NULL && game_info (i)->autostart (self->games[i]))
        return;
      if (g_strcmp0 (game_info (i)->id, last) == 0)
        first = i;
    }
  if (game_info (first)->restore (self->games[first]))
    return;
  for (guint i = 0; i < self->n_games; i++)
    if (i != first && game_info (i)->restore (self->games[i]))
      return;
}

static void
on_resume_page_resume_cb (SwResumePage *page,
                          SwWindow     *self)
{
  const SwGameInfo *game = self->resume_game;

  if (game != NULL)
    game->resume (game_of (self, game));
}

/* "Start New Game": the game offered stays on disk until a new game
 * replaces it. */
static void
on_resume_page_discard_cb (SwResumePage *page,
                           SwWindow     *self)
{
  const SwGameInfo *game = self->resume_game != NULL && self->resume_game->setup_page != NULL
                           ? self->resume_game : game_info (0);

  self->resume_game = NULL;
  g_clear_pointer (&self->back_page, g_free);
  gtk_stack_set_visible_child_name (self->game_stack, game->setup_page);
}

/* New Game over the game on show: that game goes on being what it is
 * (and stays autosaved) until the new one starts; Back or Escape return
 * to it. */
static void
show_setup_page (SwWindow         *self,
                 const SwGameInfo *game)
{
  const char *page = gtk_stack_get_visible_child_name (self->game_stack);
  AdwDialog *result = shown_result (self);

  if (result != NULL)
    adw_dialog_force_close (result);
  if (is_game_page (page) || g_strcmp0 (page, "resume") == 0)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

      g_free (self->back_page);
      self->back_page = g_strdup (page);
      g_set_weak_pointer (&self->back_focus,
                          focus != NULL && gtk_widget_is_ancestor (focus, gtk_stack_get_visible_child (self->game_stack))
                          ? focus : NULL);
    }
  adw_view_stack_set_visible_child_name (self->view_stack, "game");
  gtk_stack_set_visible_child_name (self->game_stack, game->setup_page);
  update_header_buttons (self);
}

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  guint index = current_game (self);

  if (game_info (index)->show_statistics != NULL)
    {
      game_info (index)->show_statistics (self->games[index]);
      return;
    }
  for (guint i = 0; i < self->n_games; i++)
    if (game_info (i)->show_statistics != NULL)
      {
        game_info (i)->show_statistics (self->games[i]);
        return;
      }
}

/* The move log's toggle only where there is a game to log: on a phone's
 * header bar every button takes room from the title. "+" is New Game on
 * the Game tab only; Back while New Game is shown over a game. */
static void
update_header_buttons (SwWindow *self)
{
  gboolean game_tab = g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "game") == 0;
  const char *page = gtk_stack_get_visible_child_name (self->game_stack);
  gboolean can_go_back = game_tab && game_of_page (page) >= 0 && !is_game_page (page)
                         && self->back_page != NULL;
  gboolean has_log = game_tab && is_game_page (page) && game_info (game_of_page (page))->toggle_log != NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->log_button), has_log);
  gtk_widget_set_visible (GTK_WIDGET (self->new_game_button), game_tab);
  gtk_widget_set_visible (GTK_WIDGET (self->back_button), can_go_back);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.back-to-game", can_go_back);
  /* the computers wait while their game is out of sight (New Game, the
   * editor or another game over it): nothing happens that nobody sees */
  for (guint i = 0; i < self->n_games; i++)
    if (game_info (i)->set_paused != NULL)
      game_info (i)->set_paused (self->games[i], !game_tab || g_strcmp0 (page, game_info (i)->page) != 0);
}

/* The workshop is built when the Editor tab is first shown: a player may
 * never open it. */
static void
ensure_workshop (SwWindow *self)
{
  gint index = workshop_game (self);

  if (adw_bin_get_child (self->editor_bin) == NULL && index >= 0)
    adw_bin_set_child (self->editor_bin, game_info (index)->get_workshop (self->games[index]));
}

static void
host_show_workshop (SwGameHost *host)
{
  SwWindow *self = host_window (host);

  ensure_workshop (self);
  adw_view_stack_set_visible_child_name (self->view_stack, "editor");
}

static void
on_view_stack_visible_child_cb (AdwViewStack *stack,
                                GParamSpec   *pspec,
                                SwWindow     *self)
{
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (stack), "editor") == 0)
    ensure_workshop (self);
  update_header_buttons (self);
}

static void
on_game_stack_visible_child_cb (GtkStack   *stack,
                                GParamSpec *pspec,
                                SwWindow   *self)
{
  update_header_buttons (self);
}

static void
back_to_game_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_autofree char *page = g_steal_pointer (&self->back_page);
  gint index;

  if (page == NULL)
    return;
  adw_view_stack_set_visible_child_name (self->view_stack, "game");
  gtk_stack_set_visible_child_name (self->game_stack, page);
  update_header_buttons (self);
  /* the focus where it was, if it can still be there */
  if (self->back_focus != NULL && gtk_widget_get_focusable (self->back_focus)
      && gtk_widget_grab_focus (self->back_focus))
    return;
  index = game_of_page (page);
  if (is_game_page (page) && game_info (index)->focus != NULL)
    game_info (index)->focus (self->games[index]);
  else if (g_str_equal (page, "resume"))
    gtk_widget_grab_focus (GTK_WIDGET (sw_resume_page_get_resume_button (self->resume_page)));
}

static void
on_game_chosen_cb (AdwAlertDialog *dialog,
                   const char     *response,
                   SwWindow       *self)
{
  GSettings *settings = schott_settings_get ();
  gint index = -1;

  for (guint i = 0; i < self->n_games; i++)
    if (g_str_equal (response, game_info (i)->id))
      index = (gint) i;
  if (index < 0)
    return;
  if (settings != NULL)
    g_settings_set_string (settings, "last-game", response);
  if (game_info (index)->setup_page != NULL)
    show_setup_page (self, game_info (index));
  game_info (index)->new_game (self->games[index]);
}

/* New Game first asks which game; the last choice is the default. */
static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  GSettings *settings = schott_settings_get ();
  g_autofree char *last = settings != NULL ? g_settings_get_string (settings, "last-game") : NULL;
  AdwDialog *dialog = sw_game_chooser_new (last);

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_game_chosen_cb), widget, 0);
  adw_dialog_present (dialog, widget);
}

/* "Open in Editor" of a pack New Game could not offer. */
static void
open_pack_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  gint index = workshop_game (self);

  adw_view_stack_set_visible_child_name (self->view_stack, "editor");
  ensure_workshop (self);
  if (index >= 0)
    game_info (index)->workshop_open (self->games[index], g_variant_get_string (parameter, NULL));
}

void
sw_window_open_file (SwWindow *self,
                     GFile    *file)
{
  gint index;
  g_autofree char *location = NULL;

  g_return_if_fail (SW_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  index = workshop_game (self);
  if (index < 0)
    return;
  /* a file without a local path (GVfs, a portal's document) by its URI */
  location = g_file_peek_path (file) != NULL ? g_strdup (g_file_peek_path (file)) : g_file_get_uri (file);
  adw_view_stack_set_visible_child_name (self->view_stack, "editor");
  ensure_workshop (self);
  game_info (index)->workshop_open (self->games[index], location);
}

/* Ctrl+O on the Editor tab wherever the focus is: the editor's own key
 * works only from inside the editor, not from the header bar. */
static void
editor_open_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  gint index = workshop_game (self);

  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "editor") == 0
      && adw_bin_get_child (self->editor_bin) != NULL && index >= 0)
    game_info (index)->workshop_open (self->games[index], NULL);
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

  if (is_game_page (page) && game_info (game_of_page (page))->hint != NULL)
    game_info (game_of_page (page))->hint (self->games[game_of_page (page)]);
}

static void
toggle_log_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  guint index = current_game (self);
  gboolean shown = gtk_toggle_button_get_active (self->log_button);

  if (game_info (index)->toggle_log != NULL)
    shown = game_info (index)->toggle_log (self->games[index], shown);
  gtk_toggle_button_set_active (self->log_button, shown);
}

static gboolean
on_close_request_cb (GtkWindow *window,
                     SwWindow  *self)
{
  GSettings *settings = schott_settings_get ();
  int width, height;

  /* a game with unsaved work asks first, and closes the window itself */
  for (guint i = 0; i < self->n_games; i++)
    if (game_info (i)->close_request != NULL && game_info (i)->close_request (self->games[i]))
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

  for (guint i = 0; i < self->n_games; i++)
    g_clear_pointer (&self->games[i], game_info (i)->destroy);
  self->n_games = 0;
  g_clear_object (&self->content);
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
  g_type_ensure (SW_TYPE_RESUME_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/sw-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SwWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, autosave_banner);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, game_stack);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, resume_page);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, editor_bin);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, log_button);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, new_game_button);
  gtk_widget_class_bind_template_callback (widget_class, on_view_stack_visible_child_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_game_stack_visible_child_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_close_request_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_resume_page_resume_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_resume_page_discard_cb);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.back-to-game", NULL, back_to_game_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "win.editor-open", NULL, editor_open_action);
  gtk_widget_class_install_action (widget_class, "win.open-pack", "s", open_pack_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.show-shortcuts", NULL, show_shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.show-move-log", NULL, toggle_log_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.show-move-log", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.editor-open", NULL);
  /* enabled only while there is a game to go back to: else Escape is left
   * to whoever else wants it */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.back-to-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK,
                                       "win.show-shortcuts", NULL);
}

static void
sw_window_init (SwWindow *self)
{
  GSettings *settings = schott_settings_get ();

  gtk_widget_init_template (GTK_WIDGET (self));
  if (sw_renderer_gl_left_out ())
    gtk_widget_add_css_class (GTK_WIDGET (self), "no-gl");

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
  self->host = (SwGameHost) {
    .window = GTK_WIDGET (self),
    .settings = settings,
    .game_started = host_game_started,
    .game_shown = host_game_shown,
    .game_ready = host_game_ready,
    .game_in_progress = host_game_in_progress,
    .abandon_dialog_new = host_abandon_dialog_new,
    .show_setup = host_show_setup,
    .offer_resume = host_offer_resume,
    .autosave_state = host_autosave_state,
    .log_shown = host_log_shown,
    .toast = host_toast,
    .show_workshop = host_show_workshop,
  };
  update_header_buttons (self);
}

/* Each game of the table: its New Game page first (the first shown),
 * then a page for its table, where it puts its view. */
static void
add_games (SwWindow *self)
{
  for (guint i = 0; game_info (i) != NULL && i < MAX_GAMES; i++)
    {
      const SwGameInfo *game = game_info (i);
      GtkWidget *page = adw_bin_new ();

      gtk_stack_add_named (self->game_stack, page, game->page);
      self->games[i] = game->create (&self->host, ADW_BIN (page), self->content);
      self->n_games = i + 1;
      if (game->setup_page != NULL)
        {
          GtkStackPage *setup = gtk_stack_add_named (self->game_stack, game->get_setup (self->games[i]),
                                                     game->setup_page);

          if (i == 0)
            gtk_stack_set_visible_child (self->game_stack, gtk_stack_page_get_child (setup));
        }
    }
  update_header_buttons (self);
}

static gboolean
start_loading (gpointer user_data)
{
  SwWindow *self = user_data;

  for (guint i = 0; i < self->n_games; i++)
    game_info (i)->load (self->games[i]);
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
               gpointer        content)
{
  SwWindow *self;

  g_return_val_if_fail (G_IS_OBJECT (content), NULL);
  self = g_object_new (SW_TYPE_WINDOW, "application", app, NULL);
  self->content = g_object_ref (content);
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
  g_return_if_fail (SW_IS_WINDOW (self));
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
}

void
sw_window_show_rules (SwWindow *self)
{
  guint index;

  g_return_if_fail (SW_IS_WINDOW (self));
  /* The Rules of the game on show */
  index = current_game (self);
  game_info (index)->show_rules (self->games[index]);
}

const char *
sw_window_get_page (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);
  /* "over" while the result is shown over the board */
  if (shown_result (self) != NULL)
    return "over";
  return gtk_stack_get_visible_child_name (self->game_stack);
}

gpointer
sw_window_get_game (SwWindow   *self,
                    const char *id)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);
  for (guint i = 0; i < self->n_games; i++)
    if (g_strcmp0 (game_info (i)->id, id) == 0)
      return self->games[i];
  return NULL;
}

GtkButton *
sw_window_get_resume_button (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);
  return sw_resume_page_get_resume_button (self->resume_page);
}

/* The title of the result sheet shown, else of the first game's that
 * has one (its last result). */
const char *
sw_window_get_result_title (SwWindow *self)
{
  AdwDialog *result;
  const char *title;

  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);
  result = shown_result (self);
  for (guint i = 0; result == NULL && i < self->n_games; i++)
    if (game_info (i)->get_result != NULL)
      result = game_info (i)->get_result (self->games[i]);
  title = result != NULL ? adw_dialog_get_title (result) : NULL;
  return title != NULL ? title : "";
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
