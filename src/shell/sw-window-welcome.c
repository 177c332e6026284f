/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-window-welcome.c: the window's welcome page (shown over whatever the
 * Game tab shows; Back returns there) and what choosing a game on it or
 * in the game chooser does: its New Game, its unfinished game, its guided
 * first game or its Rules. Calls only sw-window.c. */
#include "config.h"

#include <string.h>

#include "sw-game-chooser.h"
#include "sw-window-private.h"

SwGame *
_sw_window_game_of_id (SwWindow   *self,
                       const char *id)
{
  for (guint i = 0; i < self->games->len; i++)
    if (g_strcmp0 (sw_game_get_id (_sw_window_game_at (self, i)), id) == 0)
      return _sw_window_game_at (self, i);
  return NULL;
}

/* A game chosen: its New Game, or ("continue:" and its id) its unfinished
 * game back on its table. */
static void
choose_game (SwWindow *self,
             SwGame   *game,
             gboolean  resume)
{
  if (self->settings != NULL)
    {
      g_settings_set_string (self->settings, "last-game", sw_game_get_id (game));
      g_settings_set_boolean (self->settings, "welcome-shown", TRUE);
    }
  if (resume && sw_game_restore (game))
    return;
  if (sw_game_describe (game)->setup_page != NULL)
    _sw_window_show_setup_page (self, game);
  sw_game_new_game (game);
}

void
_sw_window_on_game_chosen_cb (AdwAlertDialog *dialog,
                              const char     *response,
                              SwWindow       *self)
{
  gboolean resume = g_str_has_prefix (response, SW_GAME_CHOOSER_CONTINUE);
  SwGame *game = _sw_window_game_of_id (self, resume ? response + strlen (SW_GAME_CHOOSER_CONTINUE) : response);

  if (game != NULL)
    choose_game (self, game, resume);
}

void
_sw_window_on_welcome_play_cb (SwWelcomePage *page,
                               SwGame        *game,
                               SwWindow      *self)
{
  choose_game (self, game, FALSE);
}

void
_sw_window_on_welcome_resume_cb (SwWelcomePage *page,
                                 SwGame        *game,
                                 SwWindow      *self)
{
  choose_game (self, game, TRUE);
}

/* "Learn by Playing": the game starts its guided first game, which
 * shows its table through "started" like any new game. */
void
_sw_window_on_welcome_guided_cb (SwWelcomePage *page,
                                 SwGame        *game,
                                 SwWindow      *self)
{
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "last-game", sw_game_get_id (game));
  sw_game_start_guided (game);
}

void
_sw_window_on_welcome_rules_cb (SwWelcomePage *page,
                                SwGame        *game,
                                SwWindow      *self)
{
  sw_game_show_rules (game, GTK_WIDGET (self));
}

/* The welcome, over whatever the Game tab shows: Back and Escape return
 * to a game it was shown over. */
static void
show_welcome (SwWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->game_stack);
  g_autofree char *last = self->settings != NULL ? g_settings_get_string (self->settings, "last-game") : NULL;
  AdwDialog *result = _sw_window_shown_result (self);

  if (result != NULL)
    adw_dialog_force_close (result);
  if (_sw_window_is_game_page (self, page) || g_strcmp0 (page, "resume") == 0)
    {
      g_free (self->back_page);
      self->back_page = g_strdup (page);
      g_clear_weak_pointer (&self->back_focus);
    }
  else if (g_strcmp0 (page, "welcome") != 0)
    g_clear_pointer (&self->back_page, g_free);
  sw_welcome_page_update (self->welcome_page, last);
  adw_view_stack_set_visible_child_name (self->view_stack, "game");
  gtk_stack_set_visible_child_name (self->game_stack, "welcome");
  _sw_window_update_header_buttons (self);
  sw_welcome_page_focus (self->welcome_page);
}

void
_sw_window_welcome_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  show_welcome (SW_WINDOW (widget));
}
