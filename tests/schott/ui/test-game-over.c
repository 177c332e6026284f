/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-over.c: SCHOTT's end screen through the real window (issue
 * 24): Show Board leaves the final board in sight with a way back to the
 * results, its banner's "Back to Results" and Escape. */
#include "config.h"

#include <adwaita.h>

#include "schott-content.h"
#include "schott-game-entry.h"
#include "schott-game-over.h"
#include "schott-game-view.h"
#include "schott-setup-page.h"
#include "sw-game-table.h"
#include "sw-settings.h"
#include "sw-window.h"
#include "../../common/sw-test-util.h"

/* a macro: a failure names the line that waited */
#define iterate_until(done, data, timeout_s) \
  g_assert_true (sw_test_iterate_until ((done), (data), (timeout_s) * 1000))

static gboolean
content_loaded (gpointer data)
{
  return schott_content_get_n_packs (SCHOTT_CONTENT (data)) > 0;
}

static AdwDialog *
visible_dialog (SwWindow *window)
{
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
}

static gboolean
result_shown (gpointer data)
{
  AdwDialog *dialog = visible_dialog (SW_WINDOW (data));

  return dialog != NULL && SCHOTT_IS_GAME_OVER (dialog) && gtk_widget_get_mapped (GTK_WIDGET (dialog));
}

static gboolean
board_shown (gpointer data)
{
  return visible_dialog (SW_WINDOW (data)) == NULL
         && g_strcmp0 (sw_window_get_page (SW_WINDOW (data)), "play") == 0;
}

static gboolean
banner_button_ready (gpointer data)
{
  GtkWidget *button = data;

  return gtk_widget_get_mapped (button) && gtk_widget_is_sensitive (button);
}

static gboolean
play_again_focused (gpointer data)
{
  AdwDialog *over = visible_dialog (SW_WINDOW (data));

  return over != NULL
         && adw_dialog_get_focus (over) == sw_test_find_button (GTK_WIDGET (over), "Play Again");
}

/* Show Board on the sheet; returns the banner's button, in sight. */
static GtkWidget *
show_board (SwWindow       *window,
            SchottGameView *view)
{
  AdwDialog *over = visible_dialog (window);
  GtkWidget *banner = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (view), SCHOTT_TYPE_GAME_VIEW,
                                                                 "result_banner"));
  GtkWidget *button;

  g_assert_true (SCHOTT_IS_GAME_OVER (over));
  sw_test_dialog_settle ();
  g_signal_emit_by_name (sw_test_find_button (GTK_WIDGET (over), "Show Board"), "clicked");
  iterate_until (board_shown, window, 30);
  g_assert_true (adw_banner_get_revealed (ADW_BANNER (banner)));
  button = sw_test_find_button (banner, "Back to Results");
  g_assert_nonnull (button);
  iterate_until (banner_button_ready, button, 10);
  return button;
}

/* Two computers play a seeded game at instant speed to its end; Show
 * Board, then back to the results by the banner, and again by Escape
 * (a real key press, where X11 and xdotool are there). */
static void
test_back_to_results (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SchottSetupPage *setup;
  SchottGameView *view;
  SchottGameModel *model;
  SwWindow *window;
  AdwDialog *over;
  GtkWidget *back;

  g_setenv ("SCHOTT_WORLD_SEED", "2024", TRUE);
  g_setenv ("SCHOTT_WORLD_SPEED", "instant", TRUE);
  window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  iterate_until (content_loaded, content, 10);
  setup = schott_game_entry_get_setup_page (SCHOTT_GAME_ENTRY (sw_window_get_game (window, "schott")));
  adw_combo_row_set_selected (schott_setup_page_get_seat_count_row (setup), 0);
  for (guint i = 0; i < 2; i++)
    adw_combo_row_set_selected (schott_setup_page_get_kind_row (setup, i), 1 + SCHOTT_AI_EASY);
  g_signal_emit_by_name (schott_setup_page_get_start_button (setup), "clicked");
  view = schott_game_entry_get_view (SCHOTT_GAME_ENTRY (sw_window_get_game (window, "schott")));
  model = schott_game_view_get_model (view);
  g_assert_nonnull (model);
  g_assert_cmpuint (schott_game_model_get_n_players (model), ==, 2);
  /* the banner belongs to the end only */
  g_assert_false (adw_banner_get_revealed (ADW_BANNER (gtk_widget_get_template_child (GTK_WIDGET (view),
                                                                                       SCHOTT_TYPE_GAME_VIEW,
                                                                                       "result_banner"))));

  iterate_until (result_shown, window, 300);
  g_assert_true (schott_game_model_get_is_over (model));
  over = visible_dialog (window);

  /* the banner's button: the same sheet again, the focus on Play Again */
  back = show_board (window, view);
  g_assert_true (gtk_widget_get_visible (back));
  g_assert_cmpstr (sw_window_get_page (window), ==, "play");
  g_signal_emit_by_name (back, "clicked");
  iterate_until (result_shown, window, 10);
  g_assert_true (visible_dialog (window) == over);
  g_assert_cmpstr (sw_window_get_page (window), ==, "over");
  /* nothing to go back to while the sheet is up */
  g_assert_false (gtk_widget_is_sensitive (back));
  g_assert_nonnull (sw_test_find_button (GTK_WIDGET (over), "Play Again"));
  iterate_until (play_again_focused, window, 10);

  /* Escape, wherever the focus was left on the board */
  back = show_board (window, view);
  if (sw_test_xdo_window (GTK_WINDOW (window), "key", "Escape"))
    {
      iterate_until (result_shown, window, 10);
      g_assert_true (visible_dialog (window) == over);
      g_assert_cmpstr (sw_window_get_page (window), ==, "over");
    }
  else
    g_test_message ("no X11 or no xdotool: Escape not pressed");

  /* Play Again: a new game, no banner */
  if (!result_shown (window))
    {
      iterate_until (banner_button_ready, back, 10);
      g_signal_emit_by_name (back, "clicked");
      iterate_until (result_shown, window, 10);
    }
  sw_test_dialog_settle ();
  g_signal_emit_by_name (sw_test_find_button (GTK_WIDGET (over), "Play Again"), "clicked");
  g_assert_true (schott_game_view_get_model (view) != model);
  g_assert_false (adw_banner_get_revealed (ADW_BANNER (gtk_widget_get_template_child (GTK_WIDGET (view),
                                                                                       SCHOTT_TYPE_GAME_VIEW,
                                                                                       "result_banner"))));
  /* the new game's computers wait while the window goes */
  sw_game_hold (sw_window_get_game (window, "schott"));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unsetenv ("SCHOTT_WORLD_SEED");
  g_unsetenv ("SCHOTT_WORLD_SPEED");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_init ();
  adw_init ();
  g_test_log_set_fatal_handler (sw_test_ignore_icon_warnings, NULL);
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  g_settings_set_boolean (sw_settings_get_default (), "welcome-shown", TRUE);
  if (g_getenv ("SCHOTT_WORLD_AI_SEED") == NULL)
    g_setenv ("SCHOTT_WORLD_AI_SEED", "1", TRUE);

  g_test_add_func ("/ui/game-over/issue-24/back-to-results", test_back_to_results);
  return g_test_run ();
}
