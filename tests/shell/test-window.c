/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window.c: the real window, driven through its widgets. */
#include "config.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/wait.h>
#include <adwaita.h>
#ifdef GDK_WINDOWING_X11
# include <gdk/x11/gdkx.h>
# define ON_X11() GDK_IS_X11_DISPLAY (gdk_display_get_default ())
#else
# define ON_X11() FALSE
#endif
#include <glib/gstdio.h>

#include "bp-game-model.h"
#include "bp-board.h"
#include "bp-game-view.h"
#include "bp-setup-page.h"
#include "bp-statistics-dialog.h"
#include "schott-content.h"
#include "schott-editor-page.h"
#include "schott-game-entry.h"
#include "schott-pack-problems-group.h"
#include "schott-picture-bin.h"
#include "schott-game-over.h"
#include "schott-game-table.h"
#include "schott-game-view.h"
#include "schott-game-view-private.h"
#include "schott-move-log.h"
#include "schott-own-row.h"
#include "schott-prompt-bar.h"
#include "sw-renderer.h"
#include "schott-row-view.h"
#include "schott-setup-page.h"
#include "schott-question-dialog.h"
#include "schott-summary-dialog.h"
#include "sw-settings.h"
#include "sw-preferences-dialog.h"
#include "sw-shortcuts.h"
#include "schott-statistics-dialog.h"
#include "schott-strings.h"
#include "sw-game-table.h"
#include "sw-window.h"
#include "../common/sw-test-util.h"

/* SCHOTT's New Game page and table, through the window's table of games. */
static SchottSetupPage *
window_setup_page (SwWindow *window)
{
  return schott_game_entry_get_setup_page (SCHOTT_GAME_ENTRY (sw_window_get_game (window, "schott")));
}

/* Best Path's New Game page, shown or not. */
static BpSetupPage *
window_bp_setup_page (SwWindow *window)
{
  GtkWidget *bin = sw_game_get_setup (sw_window_get_game (window, "best-path"));

  if (adw_bin_get_child (ADW_BIN (bin)) == NULL)
    sw_game_new_game (sw_window_get_game (window, "best-path"));
  return BP_SETUP_PAGE (adw_bin_get_child (ADW_BIN (bin)));
}

static SchottGameView *
window_game_view (SwWindow *window)
{
  return schott_game_entry_get_view (SCHOTT_GAME_ENTRY (sw_window_get_game (window, "schott")));
}

static const char *app_binary;

/* Set and not empty: an empty WAYLAND_DISPLAY connects to nothing. */
static gboolean
env_set (const char *name)
{
  const char *value = g_getenv (name);

  return value != NULL && *value != '\0';
}

/* Runs the main loop until done (data) holds; fails naming the condition
 * and the line that waited for it (a rare timeout in CI said neither). */
static void
iterate_until_at (gboolean  (*done) (gpointer),
                  const char *what,
                  gpointer    data,
                  guint       timeout_s,
                  int         line)
{
  if (!sw_test_iterate_until (done, data, timeout_s * 1000))
    g_error ("%s did not hold within %u s (line %d)", what, timeout_s, line);
}
#define iterate_until(done, data, timeout_s) iterate_until_at ((done), #done, (data), (timeout_s), __LINE__)

static gboolean
content_loaded (gpointer data)
{
  /* The pack list is filled once the async load finished. */
  return schott_content_get_n_packs (SCHOTT_CONTENT (data)) > 0;
}

static gboolean
game_over_shown (gpointer data)
{
  return g_strcmp0 (sw_window_get_page (SW_WINDOW (data)), "over") == 0;
}

/* The same game played directly on the engine: same seed, same variant,
 * same computer levels. Returns the winner mask. */
static guint
engine_winners (const SchottVariant *variant,
                const SchottAiLevel *levels,
                guint                n,
                guint64              seed,
                guint64              ai_seed)
{
  SchottGame game;
  SchottAi ai[SCHOTT_MAX_PLAYERS];
  guint mask = 0;

  g_assert_true (schott_game_init (&game, variant, n, seed, NULL));
  for (guint p = 0; p < n; p++)
    schott_ai_init (&ai[p], levels[p], ai_seed, p);
  for (guint steps = 0; !schott_game_is_over (&game) && steps < 2000000; steps++)
    {
      gint decider = schott_game_decider (&game);
      SchottChoice choice = schott_ai_choose_in_game (&ai[decider], &game);
      g_assert_true (schott_game_decide (&game, &choice, NULL, NULL, NULL));
    }
  g_assert_true (schott_game_is_over (&game));
  for (guint p = 0; p < n; p++)
    if (game.winners[p])
      mask |= 1u << p;
  return mask;
}

static gboolean
widget_allocated (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) > 0;
}

static void
on_log_folded_cb (GObject    *split_view,
                  GParamSpec *pspec,
                  guint      *changes)
{
  (*changes)++;
}

/* A cell of the stage table: "+5", "−2" (a true minus) or "0". */
static gint
parse_moves (const char *text)
{
  g_assert_nonnull (text);
  if (g_str_has_prefix (text, "−"))
    return -atoi (text + strlen ("−"));
  return atoi (text[0] == '+' ? text + 1 : text);
}

/* Issue 18, item 12: the standings in order, a stage table whose columns
 * add up to the figures' fields, and the game counted once. */
static void
assert_game_over_screen (SwWindow        *window,
                         SchottGameModel *model,
                         guint            games_before)
{
  AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  SchottGameOver *over;
  guint n = schott_game_model_get_n_players (model);
  guint mask = schott_game_model_get_winner_mask (model);
  guint stages = schott_game_model_get_stage (model);
  g_autofree char *path = schott_statistics_default_path ();
  g_autoptr(SchottStatistics) reread = NULL;
  g_autofree char *games_text = NULL;

  g_assert_true (SCHOTT_IS_GAME_OVER (dialog));
  over = SCHOTT_GAME_OVER (dialog);
  g_assert_cmpstr (schott_game_over_get_title (over), ==, sw_window_get_result_title (window));
  /* the keyboard starts on Play Again */
  {
    GtkWidget *focus = adw_dialog_get_focus (ADW_DIALOG (over));

    g_assert_nonnull (focus);
    g_assert_true (GTK_IS_BUTTON (focus));
    g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (over)));
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "Play Again");
  }

  /* winners first, then the furthest on the route */
  g_assert_true (mask & (1u << schott_game_over_get_standing (over, 0)));
  for (guint i = 1; i < n; i++)
    {
      gint ahead = schott_game_over_get_standing (over, i - 1);
      gint here = schott_game_over_get_standing (over, i);

      g_assert_cmpint (here, >=, 0);
      g_assert_cmpint (schott_game_model_get_figure (model, ahead), >=, schott_game_model_get_figure (model, here));
      if (!(mask & (1u << ahead)))
        g_assert_false (mask & (1u << here));
    }
  g_assert_cmpint (schott_game_over_get_standing (over, n), ==, -1);

  /* a row a stage, and the total */
  g_assert_cmpuint (schott_game_over_get_n_stage_rows (over), ==, stages + 1);
  for (guint p = 0; p < n; p++)
    {
      gint sum = 0;

      for (guint r = 0; r < stages; r++)
        sum += parse_moves (schott_game_over_get_stage_cell (over, r, p));
      g_assert_cmpint (sum, ==, schott_game_model_get_figure (model, p));
      g_assert_cmpint (atoi (schott_game_over_get_stage_cell (over, stages, p)), ==,
                       schott_game_model_get_figure (model, p));
    }
  g_assert_null (schott_game_over_get_stage_cell (over, stages + 1, 0));

  /* counted once, in the file a restart reads */
  reread = schott_statistics_new (path);
  g_assert_cmpuint (schott_statistics_get_games (reread), ==, games_before + 1);
  g_assert_cmpuint (schott_statistics_get_games (schott_statistics_get_default ()), ==, games_before + 1);
  g_assert_cmpuint (schott_statistics_get_longest_game (reread), >=, stages);

  /* Statistics, from the game-over screen: a sheet over it */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (over), "win.statistics", NULL));
  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (SCHOTT_IS_STATISTICS_DIALOG (dialog));
  games_text = g_strdup_printf ("%u", games_before + 1);
  g_assert_cmpstr (schott_statistics_dialog_get_value (SCHOTT_STATISTICS_DIALOG (dialog), "games"), ==, games_text);
  g_assert_null (schott_statistics_dialog_get_value (SCHOTT_STATISTICS_DIALOG (dialog), "problem"));
  sw_test_dialog_settle ();
  adw_dialog_force_close (dialog);
  g_assert_true (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window)) == ADW_DIALOG (over));
}

static void assert_schott_end_actions (SwWindow        *window,
                                       SchottGameModel *model);

static void
test_computer_game_to_the_end (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SwWindow *window;
  SchottSetupPage *setup;
  SchottGameModel *model;
  SchottVariant variant;
  const SchottAiLevel levels[] = { SCHOTT_AI_EASY, SCHOTT_AI_NORMAL, SCHOTT_AI_HARD, SCHOTT_AI_EXPERT };
  const guint64 seed = 20240611;
  guint expected;
  const char *title;
  GObject *split_view;
  guint fold_changes = 0;
  guint games_before;

  games_before = schott_statistics_get_games (schott_statistics_get_default ());
  g_setenv ("SCHOTT_WORLD_SEED", "20240611", TRUE);
  /* the computer players' own seed, apart from the game's */
  g_setenv ("SCHOTT_WORLD_AI_SEED", "31", TRUE);
  g_setenv ("SCHOTT_WORLD_SPEED", "instant", TRUE);
  window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  iterate_until (content_loaded, content, 10);
  g_assert_cmpstr (sw_window_get_page (window), ==, "setup");

  /* Four computer seats, set up through the rows a person would use. */
  setup = window_setup_page (window);
  adw_combo_row_set_selected (schott_setup_page_get_seat_count_row (setup), 2);
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("Bot %u", i + 1);
      adw_combo_row_set_selected (schott_setup_page_get_kind_row (setup, i), 1 + levels[i]);
      gtk_editable_set_text (GTK_EDITABLE (schott_setup_page_get_name_row (setup, i)), name);
    }
  g_signal_emit_by_name (schott_setup_page_get_start_button (setup), "clicked");
  g_assert_cmpstr (sw_window_get_page (window), ==, "play");

  model = schott_game_view_get_model (window_game_view (window));
  g_assert_nonnull (model);
  g_assert_cmpuint (schott_game_model_get_n_players (model), ==, 4);
  g_assert_cmpuint (schott_game_model_get_seed (model), ==, seed);
  /* nothing holds it: its computers play */
  g_assert_false (schott_game_model_get_held (model));

  /* At the default 1024 px the move log stays beside the play area all
   * game: a drawn card, a Fast Track label or any other change of the
   * play area's width must not fold it away and back (a relayout and
   * repaint of the whole window each time). */
  split_view = gtk_widget_get_template_child (GTK_WIDGET (window_game_view (window)),
                                              SCHOTT_TYPE_GAME_VIEW, "split_view");
  iterate_until (widget_allocated, split_view, 10);
  g_assert_true (adw_overlay_split_view_get_show_sidebar (ADW_OVERLAY_SPLIT_VIEW (split_view)));
  g_assert_false (adw_overlay_split_view_get_collapsed (ADW_OVERLAY_SPLIT_VIEW (split_view)));
  g_assert_true (schott_game_view_get_log_visible (window_game_view (window)));
  g_signal_connect (split_view, "notify::collapsed", G_CALLBACK (on_log_folded_cb), &fold_changes);

  iterate_until (game_over_shown, window, 300);
  g_assert_cmpuint (fold_changes, ==, 0);
  g_signal_handlers_disconnect_by_data (split_view, &fold_changes);

  g_assert_true (schott_content_get_variant (content, "schott", &variant));
  expected = engine_winners (&variant, levels, 4, seed, 31);
  g_assert_cmpuint (expected, !=, 0);
  g_assert_cmpuint (schott_game_model_get_winner_mask (model), ==, expected);

  /* The page names exactly the engine's winners. */
  title = sw_window_get_result_title (window);
  for (guint p = 0; p < 4; p++)
    {
      g_autofree char *name = g_strdup_printf ("Bot %u", p + 1);
      if (expected & (1u << p))
        g_assert_nonnull (strstr (title, name));
      else
        g_assert_null (strstr (title, name));
    }
  assert_game_over_screen (window, model, games_before);
  assert_schott_end_actions (window, model);
  gtk_window_destroy (GTK_WINDOW (window));
  schott_game_model_flush_autosave ();
  g_unsetenv ("SCHOTT_WORLD_AI_SEED");
  g_unsetenv ("SCHOTT_WORLD_SEED");
  g_unsetenv ("SCHOTT_WORLD_SPEED");
}

static gboolean
resume_offered (gpointer data)
{
  return g_strcmp0 (sw_window_get_page (SW_WINDOW (data)), "resume") == 0;
}

/* Kills the real program with SIGKILL in the middle of a computer game,
 * starts the window again and checks Resume restores exactly the state
 * the autosave holds. */
static void
test_resume_after_kill (void)
{
  g_autofree char *path = schott_game_model_default_autosave_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) envp = g_get_environ ();
  g_autofree char *saved_text = NULL;
  g_autofree char *restored_text = NULL;
  g_autofree char *restored_path = NULL;
  g_autoptr(SchottContent) content = schott_content_new ();
  SwWindow *window;
  SchottGameModel *model;
  GPid pid;
  guint turn = 0;
  gint64 end;
  int status;

  if (app_binary == NULL)
    {
      g_test_skip ("SCHOTT_WORLD_BINARY is not set");
      return;
    }
  g_remove (path);
  envp = g_environ_setenv (envp, "SCHOTT_WORLD_AUTOSTART", "easy,normal,hard", TRUE);
  envp = g_environ_setenv (envp, "SCHOTT_WORLD_SPEED", "fast", TRUE);
  envp = g_environ_setenv (envp, "SCHOTT_WORLD_SEED", "99", TRUE);
  envp = g_environ_setenv (envp, "GTK_A11Y", "none", TRUE);
  /* The isolated folders of this test (the environment still holds the
   * ones g_test_init() set). */
  envp = g_environ_setenv (envp, "XDG_DATA_HOME", g_get_user_data_dir (), TRUE);
  envp = g_environ_setenv (envp, "XDG_CONFIG_HOME", g_get_user_config_dir (), TRUE);
  envp = g_environ_setenv (envp, "XDG_CACHE_HOME", g_get_user_cache_dir (), TRUE);
  envp = g_environ_setenv (envp, "HOME", g_get_home_dir (), TRUE);
  g_ptr_array_add (argv, (char *) app_binary);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_async (NULL, (char **) argv->pdata, envp, G_SPAWN_DO_NOT_REAP_CHILD,
                                NULL, NULL, &pid, &error));
  g_assert_no_error (error);

  /* Wait until the autosave shows a game some turns in, then kill -9. */
  end = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  while (turn < 6 && g_get_monotonic_time () < end)
    {
      g_autoptr(SchottGameModel) probe = NULL;

      g_usleep (2000);
      if (g_file_test (path, G_FILE_TEST_EXISTS)
          && (probe = schott_game_model_peek_autosave (path, NULL)) != NULL)
        turn = schott_game_model_get_turn (probe);
    }
  g_test_message ("killing the program at turn %u", turn);
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  g_assert_true (WIFSIGNALED (status));
  g_assert_cmpuint (turn, >=, 6);
  g_assert_true (g_file_get_contents (path, &saved_text, NULL, &error));
  g_assert_no_error (error);

  /* Start again (in this process): the window offers to resume. */
  g_setenv ("SCHOTT_WORLD_SPEED", "fast", TRUE);
  window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  iterate_until (resume_offered, window, 10);
  g_signal_emit_by_name (sw_window_get_resume_button (window), "clicked");
  g_assert_cmpstr (sw_window_get_page (window), ==, "play");
  model = schott_game_view_get_model (window_game_view (window));
  g_assert_nonnull (model);

  restored_path = g_build_filename (g_get_user_cache_dir (), "restored.schott-save", NULL);
  g_mkdir_with_parents (g_get_user_cache_dir (), 0700);
  g_assert_true (schott_game_model_save (model, restored_path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (restored_path, &restored_text, NULL, &error));
  g_assert_cmpstr (restored_text, ==, saved_text);
  g_assert_cmpuint (schott_game_model_get_turn (model), ==, turn);

  gtk_window_destroy (GTK_WINDOW (window));
  g_unsetenv ("SCHOTT_WORLD_SPEED");
}

/* ---------------------------------------------- a person's turn, by widget */

typedef struct
{
  SwWindow    *window;
  SchottGameView  *view;
  SchottGameModel *model;
} PersonGame;

static GtkWidget *
view_child (PersonGame *game,
            const char *name)
{
  GtkWidget *view = GTK_WIDGET (game->view);
  GObject *child = gtk_widget_get_template_child (view, SCHOTT_TYPE_GAME_VIEW, name);

  /* the view's child widgets own the rest */
  if (child == NULL)
    child = gtk_widget_get_template_child (GTK_WIDGET (gtk_widget_get_template_child (view, SCHOTT_TYPE_GAME_VIEW,
                                                                                      "prompt_bar")),
                                           SCHOTT_TYPE_PROMPT_BAR, name);
  if (child == NULL)
    child = gtk_widget_get_template_child (GTK_WIDGET (gtk_widget_get_template_child (view, SCHOTT_TYPE_GAME_VIEW,
                                                                                      "table")),
                                           SCHOTT_TYPE_GAME_TABLE, name);
  if (child == NULL)
    child = gtk_widget_get_template_child (GTK_WIDGET (gtk_widget_get_template_child (view, SCHOTT_TYPE_GAME_VIEW,
                                                                                      "move_log")),
                                           SCHOTT_TYPE_MOVE_LOG, name);
  if (child == NULL)
    child = gtk_widget_get_template_child (GTK_WIDGET (gtk_widget_get_template_child (view, SCHOTT_TYPE_GAME_VIEW,
                                                                                      "own_row")),
                                           SCHOTT_TYPE_OWN_ROW, name);
  if (child == NULL)
    g_error ("the game view has no widget named %s", name);
  return GTK_WIDGET (child);
}

/* The row a person plays on: the large one shown under the table. */
static SchottRowView *
own_row (PersonGame *game)
{
  GtkWidget *row = gtk_stack_get_visible_child (GTK_STACK (view_child (game, "large_rows")));

  g_assert_true (SCHOTT_IS_ROW_VIEW (row));
  return SCHOTT_ROW_VIEW (row);
}

static SchottRowView *
compact_row_of (PersonGame *game,
                gint        player)
{
  for (GtkWidget *w = gtk_widget_get_first_child (view_child (game, "others_box"));
       w != NULL; w = gtk_widget_get_next_sibling (w))
    if ((gint) schott_player_get_index (schott_row_view_get_player (SCHOTT_ROW_VIEW (w))) == player)
      return SCHOTT_ROW_VIEW (w);
  g_assert_not_reached ();
  return NULL;
}

static gint
row_card (PersonGame *game,
          gint        player,
          guint       pos)
{
  SchottPlayer *p = schott_game_model_get_player (game->model, player);
  return schott_row_model_get_card (schott_player_get_row (p), pos);
}

static const char *
prompt_text (PersonGame *game)
{
  return gtk_label_get_text (GTK_LABEL (view_child (game, "prompt_label")));
}

/* A click on a button a person can see and use (an insensitive or hidden
 * one would take no click). gtk_widget_activate() would emit "clicked"
 * only after a 250 ms flash. */
static void
click (GtkWidget *widget)
{
  g_assert_true (gtk_widget_is_sensitive (widget));
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_get_can_target (widget));
  g_signal_emit_by_name (widget, "clicked");
}

static gboolean
person_turn_ready (gpointer data)
{
  PersonGame *game = data;
  AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (game->window));

  /* A bonus can put the person on a location field: answer and go on (the
   * question refuses to close until then). */
  if (dialog != NULL)
    adw_dialog_close (dialog);
  if (schott_game_model_get_human_decides (game->model)
      && schott_game_model_get_decision (game->model) == SCHOTT_DECISION_ANSWER)
    {
      SchottChoice answer = { SCHOTT_ACT_ANSWER, 0, 0, 0 };
      g_assert_true (schott_game_model_decide (game->model, &answer, NULL));
    }
  return schott_game_model_get_human_decides (game->model)
         && schott_game_model_get_decider (game->model) == 0
         && schott_game_model_get_decision (game->model) == SCHOTT_DECISION_TURN
         && !schott_game_view_is_presenting (game->view);
}

static void
test_person_turns (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SchottSetupPage *setup;
  PersonGame game = { 0 };
  SchottRowView *row;
  SchottGame *engine;
  gint taken, replaced, drawn, mine, theirs;

  g_setenv ("SCHOTT_WORLD_SEED", "4711", TRUE);
  g_setenv ("SCHOTT_WORLD_SPEED", "instant", TRUE);
  game.window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  gtk_window_present (GTK_WINDOW (game.window));
  iterate_until (sw_test_is_mapped, game.window, 10);
  iterate_until (content_loaded, content, 10);

  setup = window_setup_page (game.window);
  adw_combo_row_set_selected (schott_setup_page_get_seat_count_row (setup), 0);
  adw_combo_row_set_selected (schott_setup_page_get_kind_row (setup, 0), 0);
  adw_combo_row_set_selected (schott_setup_page_get_kind_row (setup, 1), 1 + SCHOTT_AI_NORMAL);
  gtk_editable_set_text (GTK_EDITABLE (schott_setup_page_get_name_row (setup, 0)), "Anna");
  gtk_editable_set_text (GTK_EDITABLE (schott_setup_page_get_name_row (setup, 1)), "Robot");
  click (GTK_WIDGET (schott_setup_page_get_start_button (setup)));
  game.view = window_game_view (game.window);
  game.model = schott_game_view_get_model (game.view);
  g_assert_nonnull (game.model);
  g_assert_false (schott_game_model_is_computer (game.model, 0));

  /* 1. Exchange via the discard pile: click the pile, then position 5. */
  iterate_until (person_turn_ready, &game, 60);
  g_assert_nonnull (strstr (prompt_text (&game), "Anna"));
  row = own_row (&game);
  g_assert_true (schott_row_view_get_player (row) == schott_game_model_get_player (game.model, 0));
  taken = schott_game_model_get_discard_top (game.model);
  replaced = row_card (&game, 0, 4);
  click (view_child (&game, "discard_card"));
  g_assert_nonnull (strstr (prompt_text (&game), "from the discard pile"));
  click (schott_row_view_get_card (row, 4));
  g_assert_cmpint (row_card (&game, 0, 4), ==, taken);
  g_assert_cmpint (schott_game_model_get_discard_top (game.model), ==, replaced);
  g_assert_false (schott_game_model_get_decider (game.model) == 0
                  && schott_game_model_get_decision (game.model) == SCHOTT_DECISION_TURN);

  /* 2. Draw and place: the drawn card goes to position 3, the old one on
   * the discard pile. The own row stays shown during the computer's turn. */
  iterate_until (person_turn_ready, &game, 60);
  /* Started before the load finished, the game is not swapped for the
   * Resume page when the load ends. */
  g_assert_cmpstr (sw_window_get_page (game.window), ==, "play");
  g_assert_true (own_row (&game) == row);
  click (view_child (&game, "draw_card"));
  g_assert_cmpint (schott_game_model_get_decision (game.model), ==, SCHOTT_DECISION_PLACE_DRAWN);
  drawn = schott_game_model_get_drawn_card (game.model);
  g_assert_cmpint (drawn, >=, 0);
  /* The drawn card shows; its place is kept, empty, when none is drawn. */
  g_assert_true (gtk_widget_get_visible (view_child (&game, "drawn_box")));
  g_assert_cmpfloat (gtk_widget_get_opacity (view_child (&game, "drawn_box")), ==, 1.0);
  g_assert_true (gtk_widget_get_focusable (view_child (&game, "drawn_card")));
  replaced = row_card (&game, 0, 2);
  /* Focus went to the row, so the keyboard can go on from there. */
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (game.window)), GTK_WIDGET (row)));
  click (schott_row_view_get_card (row, 2));
  g_assert_cmpint (row_card (&game, 0, 2), ==, drawn);
  g_assert_cmpint (schott_game_model_get_discard_top (game.model), ==, replaced);
  g_assert_cmpint (schott_game_model_get_drawn_card (game.model), <, 0);
  g_assert_cmpfloat (gtk_widget_get_opacity (view_child (&game, "drawn_box")), ==, 0.0);
  g_assert_false (gtk_widget_get_focusable (view_child (&game, "drawn_card")));

  /* 3. An event choice (E5): the person's first event card is made E5;
   * click it, then Robot's card at position 4, then the own position 7. */
  iterate_until (person_turn_ready, &game, 60);
  engine = schott_game_model_get_game_for_testing (game.model);
  engine->events[0][0].kind = SCHOTT_EVENT_E5_TAKE_FROM_PLAYER;
  engine->events[0][0].played = FALSE;
  schott_game_model_sync_for_testing (game.model);
  iterate_until (person_turn_ready, &game, 10);
  theirs = row_card (&game, 1, 3);
  mine = row_card (&game, 0, 6);
  click (gtk_widget_get_first_child (view_child (&game, "event_cards_box")));
  g_assert_cmpint (schott_game_model_get_decision (game.model), ==, SCHOTT_DECISION_E5_EXCHANGE);
  g_assert_nonnull (strstr (prompt_text (&game), "Anna"));
  /* The own row waits until a card of another row is chosen. */
  g_assert_false (gtk_widget_get_focusable (schott_row_view_get_card (row, 6)));
  click (schott_row_view_get_card (compact_row_of (&game, 1), 3));
  g_assert_nonnull (strstr (prompt_text (&game), "Robot"));
  click (schott_row_view_get_card (row, 6));
  g_assert_cmpint (row_card (&game, 0, 6), ==, theirs);
  g_assert_cmpint (row_card (&game, 1, 3), ==, mine);
  {
    gboolean played = FALSE;
    SchottEventKind kind = SCHOTT_EVENT_NONE;
    schott_game_model_get_event_slot (game.model, 0, 0, &played, &kind);
    g_assert_true (played);
    g_assert_cmpint (kind, ==, SCHOTT_EVENT_E5_TAKE_FROM_PLAYER);
  }

  gtk_window_destroy (GTK_WINDOW (game.window));
  g_unsetenv ("SCHOTT_WORLD_SEED");
  g_unsetenv ("SCHOTT_WORLD_SPEED");
}


/* ------------------------------------------- issue 18: readable, by keys */

/* The first visible, mapped GtkButton under widget whose label is label. */
static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget)
      && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_button (c, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
start_person_game (PersonGame      *game,
                   SchottContent   *content,
                   const char      *speed,
                   guint            n_seats)
{
  SchottSetupPage *setup;

  g_setenv ("SCHOTT_WORLD_SEED", "4711", TRUE);
  g_setenv ("SCHOTT_WORLD_SPEED", speed, TRUE);
  game->window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  gtk_window_present (GTK_WINDOW (game->window));
  iterate_until (sw_test_is_mapped, game->window, 10);
  iterate_until (content_loaded, content, 10);
  setup = window_setup_page (game->window);
  adw_combo_row_set_selected (schott_setup_page_get_seat_count_row (setup), n_seats - 2);
  adw_combo_row_set_selected (schott_setup_page_get_kind_row (setup, 0), 0);
  gtk_editable_set_text (GTK_EDITABLE (schott_setup_page_get_name_row (setup, 0)), "Anna");
  for (guint i = 1; i < n_seats; i++)
    {
      g_autofree char *name = g_strdup_printf ("Robot %u", i);
      adw_combo_row_set_selected (schott_setup_page_get_kind_row (setup, i), 1 + SCHOTT_AI_NORMAL);
      gtk_editable_set_text (GTK_EDITABLE (schott_setup_page_get_name_row (setup, i)), name);
    }
  click (GTK_WIDGET (schott_setup_page_get_start_button (setup)));
  game->view = window_game_view (game->window);
  game->model = schott_game_view_get_model (game->view);
  g_assert_nonnull (game->model);
}

static void
end_person_game (PersonGame *game)
{
  gtk_window_destroy (GTK_WINDOW (game->window));
  g_unsetenv ("SCHOTT_WORLD_SEED");
  g_unsetenv ("SCHOTT_WORLD_SPEED");
}

typedef struct
{
  PersonGame *game;
  guint       flights;        /* computer exchanges whose place was hidden for the flight */
  guint       still;          /* ... shown at once (reduced motion) */
  GtkWidget  *landing;        /* the place of the last one */
} Flights;

static void
on_test_card_exchanged_cb (SchottGameModel *model,
                           gint             player,
                           gint             pos,
                           gint             card,
                           gint             old_card,
                           gboolean         from_discard,
                           Flights         *flights)
{
  GtkWidget *place;

  if (!schott_game_model_is_computer (model, player))
    return;
  /* Connected after the view: its flight has started (or, without
   * animations, already ended). */
  place = schott_row_view_get_card (compact_row_of (flights->game, player), pos);
  if (gtk_widget_get_opacity (place) == 0.0)
    flights->flights++;
  else
    flights->still++;
  flights->landing = place;
}

static gboolean
landed (gpointer data)
{
  Flights *flights = data;
  return flights->landing == NULL || gtk_widget_get_opacity (flights->landing) == 1.0;
}

/* Plays the person's turns (discard pile to position 5) and answers the
 * person's questions, until the computer's question card shows its
 * result (summaries 0) or the summaries-th stage summary is up, or
 * timeout_s passes; returns that dialog. */
static AdwDialog *
play_until (PersonGame *game,
            guint       timeout_s,
            guint       summaries)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_s * G_USEC_PER_SEC;
  AdwDialog *summary_seen = NULL;

  while (g_get_monotonic_time () < end)
    {
      AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (game->window));

      g_main_context_iteration (NULL, FALSE);
      /* with summaries > 0: the summaries-th stage summary (one sheet,
       * shown again each stage), once it is up */
      if (dialog == NULL)
        summary_seen = NULL;
      else if (summaries > 0 && SCHOTT_IS_SUMMARY_DIALOG (dialog) && dialog != summary_seen)
        {
          summary_seen = dialog;
          if (--summaries == 0)
            return dialog;
        }
      if (dialog != NULL && SCHOTT_IS_QUESTION_DIALOG (dialog))
        {
          GtkWidget *cont = find_button (GTK_WIDGET (dialog), "Continue");
          gboolean person = schott_game_model_get_human_decides (game->model)
                            && schott_game_model_get_decision (game->model) == SCHOTT_DECISION_ANSWER;

          if (person)
            {
              SchottChoice answer = { SCHOTT_ACT_ANSWER, 0, 0, 0 };
              g_assert_true (schott_game_model_decide (game->model, &answer, NULL));
            }
          else if (cont != NULL && summaries == 0 && !schott_game_model_get_human_decides (game->model)
                   && schott_game_model_is_computer (game->model, schott_game_model_get_question_player (game->model)))
            return dialog;
          else if (cont != NULL)
            click (cont);
          continue;
        }
      if (dialog != NULL)
        {
          GtkWidget *cont = find_button (GTK_WIDGET (dialog), "Continue");
          if (cont != NULL)
            click (cont);
          continue;
        }
      if (schott_game_model_get_human_decides (game->model)
          && schott_game_model_get_decider (game->model) == 0
          && schott_game_model_get_decision (game->model) == SCHOTT_DECISION_TURN
          && !schott_game_view_is_presenting (game->view)
          && gtk_widget_get_sensitive (view_child (game, "discard_card")))
        {
          click (view_child (game, "discard_card"));
          click (schott_row_view_get_card (own_row (game), 4));
        }
      else if (schott_game_model_get_human_decides (game->model)
               && schott_game_model_get_decision (game->model) != SCHOTT_DECISION_TURN
               && !schott_game_view_is_presenting (game->view))
        {
          /* the next stage, a swap a computer's event asks for, ... */
          guint n = 0;
          const SchottChoice *legal = schott_game_model_get_legal_choices (game->model, &n);
          SchottChoice any;

          g_assert_cmpuint (n, >, 0);
          any = legal[0];
          g_assert_true (schott_game_model_decide (game->model, &any, NULL));
        }
      if (schott_game_model_get_is_over (game->model))
        break;
    }
  return NULL;
}

static gboolean
dialog_gone (gpointer data)
{
  PersonGame *game = data;
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (game->window)) == NULL;
}

/* Issue 18, item 8: a computer's answer stays up (the preference, or until
 * "Continue"), and each computer exchange is seen as a card flying from
 * its pile to its place; with reduced motion it is simply there. */
static void
test_computer_turns_readable (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  GSettings *settings = sw_settings_get_default ();
  GtkSettings *gtk_settings = gtk_settings_get_default ();
  PersonGame game = { 0 };
  Flights flights = { &game, 0, 0, NULL };
  AdwDialog *dialog;
  gint64 shown_at;

  g_assert_nonnull (settings);
  g_settings_set_uint (settings, "computer-answer-seconds", 2);
  g_object_set (gtk_settings, "gtk-enable-animations", TRUE, NULL);
  /* four seats: three computers answer questions often enough */
  start_person_game (&game, content, "fast", 4);
  g_signal_connect_after (game.model, "card-exchanged", G_CALLBACK (on_test_card_exchanged_cb), &flights);

  dialog = play_until (&game, 240, 0);
  g_assert_nonnull (dialog);
  /* The card flew for the computer's exchanges so far, and landed. */
  g_assert_cmpuint (flights.flights, >, 0);
  g_assert_cmpuint (flights.still, ==, 0);
  iterate_until (landed, &flights, 20);

  /* The card shows the chosen and the right answer and stays up: well past
   * the old reading time of fast speed, less than the 2 s asked for. */
  shown_at = g_get_monotonic_time ();
  while (g_get_monotonic_time () - shown_at < 1500 * 1000)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (game.window)) == dialog);
  /* It goes by itself after the time asked for (the bound is generous:
   * a loaded machine's frames come late, never early)... */
  iterate_until (dialog_gone, &game, 20);

  /* ...or with 0, only when clicked away. */
  g_settings_set_uint (settings, "computer-answer-seconds", 0);
  dialog = play_until (&game, 240, 0);
  g_assert_nonnull (dialog);
  shown_at = g_get_monotonic_time ();
  while (g_get_monotonic_time () - shown_at < 3000 * 1000)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (game.window)) == dialog);
  click (find_button (GTK_WIDGET (dialog), "Continue"));
  iterate_until (dialog_gone, &game, 20);

  /* Reduced motion: the exchanged card is at its place at once. */
  g_object_set (gtk_settings, "gtk-enable-animations", FALSE, NULL);
  flights.flights = flights.still = 0;
  {
    gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
    g_settings_set_uint (settings, "computer-answer-seconds", 1);
    while (flights.still == 0 && g_get_monotonic_time () < end)
      if (play_until (&game, 1, 0) != NULL)
        iterate_until (dialog_gone, &game, 20);
  }
  g_assert_cmpuint (flights.still, >, 0);
  g_assert_cmpuint (flights.flights, ==, 0);

  g_object_set (gtk_settings, "gtk-enable-animations", TRUE, NULL);
  g_settings_reset (settings, "computer-answer-seconds");
  end_person_game (&game);
}

/* Issue 18, item 10: the stage summary is one sheet shown again each
 * stage; the second time as the first, the keyboard starts on Continue
 * (it started on the close button, where Return does nothing, and a
 * keyboard-only game stopped there). */
static void
test_second_summary_focus (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  PersonGame game = { 0 };

  start_person_game (&game, content, "fast", 2);
  for (guint nth = 1; nth <= 2; nth++)
    {
      AdwDialog *dialog = play_until (&game, 300, 1);
      GtkWidget *button, *focus;

      g_assert_nonnull (dialog);
      g_assert_true (SCHOTT_IS_SUMMARY_DIALOG (dialog));
      sw_test_iterate_for (800);   /* opened, and the focus settled */
      button = find_button (GTK_WIDGET (dialog), "Continue");
      focus = gtk_root_get_focus (GTK_ROOT (game.window));
      g_test_message ("summary %u: focus on %s", nth, focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
      g_assert_nonnull (button);
      g_assert_true (focus == button);
      click (button);
      iterate_until (dialog_gone, &game, 5);
    }
  end_person_game (&game);
}

static gboolean
in_log (PersonGame *game,
        GtkWidget  *widget)
{
  return widget != NULL && gtk_widget_is_ancestor (widget, view_child (game, "log_view"));
}

/* Issue 18, item 10: a person's turn starts with a visible focus ring on
 * the first useful control; Up from the table does not reach the Hint
 * button; the move log is one Tab stop however long it grows. */
static void
test_keyboard_turn (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  PersonGame game = { 0 };
  GtkWidget *focus;
  g_autoptr(GHashTable) log_stops = g_hash_table_new (NULL, NULL);

  start_person_game (&game, content, "instant", 2);
  for (guint turn = 0; turn < 6; turn++)
    {
      iterate_until (person_turn_ready, &game, 60);
      click (view_child (&game, "discard_card"));
      click (schott_row_view_get_card (own_row (&game), 4));
    }
  iterate_until (person_turn_ready, &game, 60);
  /* an iteration for the focus to settle */
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  focus = gtk_root_get_focus (GTK_ROOT (game.window));
  g_assert_true (focus == view_child (&game, "discard_card") || focus == view_child (&game, "draw_card"));
  g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (game.window)));

  /* Up, as a real key press through the X server. */
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  if (ON_X11 () && xdotool != NULL)
    {
      /* found by its title (GDK's X11 window ids are deprecated API);
       * the only window with it on this test's X server */
      g_autofree char *title = g_strdup_printf ("^%s$", gtk_window_get_title (GTK_WINDOW (game.window)));
      const char *argv[] = { "xdotool", "search", "--sync", "--name", title,
                             "windowfocus", "--sync", "%1", "key", "--clearmodifiers", "Up", NULL };
      int status = 0;
      gint64 end;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL,
                                   NULL, NULL, NULL, NULL, &status, NULL));
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      end = g_get_monotonic_time () + 500 * 1000;
      while (g_get_monotonic_time () < end)
        g_main_context_iteration (NULL, FALSE);
      focus = gtk_root_get_focus (GTK_ROOT (game.window));
      g_assert_true (focus != view_child (&game, "hint_button"));
      g_assert_false (gtk_widget_is_ancestor (focus, view_child (&game, "prompt_box")));
    }
  else
    g_test_message ("no X11 or xdotool: Up not pressed");

  /* Tab through the whole window, twice round: the log is one stop (GTK
   * may pause on it twice), not one per line. */
  g_assert_cmpuint (g_list_model_get_n_items (schott_game_model_get_move_log (game.model)), >, 10);
  for (guint i = 0; i < 200; i++)
    {
      gtk_widget_child_focus (GTK_WIDGET (game.window), GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (game.window));
      if (in_log (&game, focus))
        g_hash_table_add (log_stops, focus);
    }
  g_assert_cmpuint (g_hash_table_size (log_stops), ==, 1);
  end_person_game (&game);
}

/* Issue 24: the shell's Preferences hold its own rows (the style) and
 * those each game adds through the SwGame contract, bound to the
 * application's settings. */
static GtkWidget *
find_row (GtkWidget  *widget,
          const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *row = find_row (c, title);

      if (row != NULL)
        return row;
    }
  return NULL;
}

static void
test_preferences_from_games (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  GSettings *settings = sw_settings_get_default ();
  SwWindow *window = sw_game_table_new_window (NULL, settings, G_OBJECT (content));
  AdwDialog *none = g_object_ref_sink (sw_preferences_dialog_new (settings, NULL));
  AdwDialog *dialog = g_object_ref_sink (sw_preferences_dialog_new (settings, sw_window_get_games (window)));
  g_autofree char *speed_id = NULL;
  GtkWidget *speed;
  GtkWidget *style;

  /* a dialog has its rows once presented */
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  adw_dialog_present (none, GTK_WIDGET (window));
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  /* without games: the application's rows only */
  g_assert_nonnull (find_row (GTK_WIDGET (none), "_Style"));
  g_assert_null (find_row (GTK_WIDGET (none), "Computer _speed"));

  adw_dialog_force_close (none);
  adw_dialog_present (dialog, GTK_WIDGET (window));
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  style = find_row (GTK_WIDGET (dialog), "_Style");
  speed = find_row (GTK_WIDGET (dialog), "Computer _speed");
  g_assert_nonnull (style);
  g_assert_nonnull (speed);
  g_assert_nonnull (find_row (GTK_WIDGET (dialog), "Show the _move log"));
  g_assert_nonnull (find_row (GTK_WIDGET (dialog), "Computer _answers stay up"));

  /* bound both ways */
  adw_combo_row_set_selected (ADW_COMBO_ROW (speed), 0);
  speed_id = g_settings_get_string (settings, "speed");
  g_assert_cmpstr (speed_id, ==, schott_speed_id (0));
  g_settings_set_string (settings, "speed", schott_speed_id (2));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (speed)), ==, 2);
  g_settings_set_string (settings, "color-scheme", "dark");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (style)), ==, 2);
  g_settings_reset (settings, "speed");
  g_settings_reset (settings, "color-scheme");

  adw_dialog_force_close (dialog);
  g_object_unref (dialog);
  g_object_unref (none);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 18, item 10: the D, T and 1-9 keys and the editor's keys are
 * listed in the Shortcuts dialog (both versions) and in the help. */
static gboolean
has_row (GtkWidget  *widget,
         const char *title)
{
  if (ADW_IS_ACTION_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (has_row (c, title))
      return TRUE;
  return FALSE;
}

static gboolean
has_label (GtkWidget  *widget,
           const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (has_label (c, text))
      return TRUE;
  return FALSE;
}

static void
test_shortcuts_listed (void)
{
  AdwDialog *dialog = g_object_ref_sink (sw_shortcuts_dialog_new ());
  g_autofree char *ui_path = g_test_build_filename (G_TEST_DIST, "..", "..", "src", "shell", "shortcuts-dialog.ui", NULL);
  g_autofree char *help_path = g_test_build_filename (G_TEST_DIST, "..", "..", "help", "C", "shortcuts.page", NULL);
  g_autofree char *ui = NULL;
  g_autofree char *help = NULL;
  static const char *titles[] = { "Draw from the draw pile", "Take the top of the discard pile",
                                  "Choose a place in your row", "Open a pack", "Save", "Undo",
                                  "Add a question", "Move the question up",
                                  "Back to the game from New Game" };

  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    g_assert_true (has_row (adw_dialog_get_child (dialog), titles[i]));
  g_assert_true (has_label (adw_dialog_get_child (dialog), "D"));
  g_assert_true (has_label (adw_dialog_get_child (dialog), "T"));
  g_assert_true (has_label (adw_dialog_get_child (dialog), "1 – 9"));
  g_assert_true (has_label (adw_dialog_get_child (dialog), "Ctrl+O"));
  {
    g_autofree char *escape = gtk_accelerator_get_label (GDK_KEY_Escape, 0);

    g_assert_true (has_label (adw_dialog_get_child (dialog), escape));
  }

  g_assert_true (g_file_get_contents (ui_path, &ui, NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    {
      g_autofree char *tag = g_strdup_printf (">%s</property>", titles[i]);
      g_assert_nonnull (strstr (ui, tag));
    }
  g_assert_nonnull (strstr (ui, "<property name=\"accelerator\">d</property>"));
  g_assert_nonnull (strstr (ui, "<property name=\"accelerator\">t</property>"));
  g_assert_nonnull (strstr (ui, "<property name=\"accelerator\">1...9</property>"));

  g_assert_true (g_file_get_contents (help_path, &help, NULL, NULL));
  g_assert_nonnull (strstr (help, "<key>D</key>"));
  g_assert_nonnull (strstr (help, "<key>T</key>"));
  g_assert_nonnull (strstr (help, "<key>1</key>"));
  g_object_unref (dialog);
}

/* GL is left out only when nothing but software GL is possible, and never
 * against the user's own GSK_RENDERER, GDK_DEBUG or GDK_DISABLE. */
static void
test_renderer_choice (void)
{
  SwGraphicsFacts facts = { .gpu_path = FALSE, .gtk_minor = 8 };

  g_assert_true (sw_renderer_software_gl_only (&facts));
  facts.gpu_path = TRUE;
  g_assert_false (sw_renderer_software_gl_only (&facts));

  /* Mesa told to render in software, whatever the display offers. */
  facts.libgl_always_software = "1";
  g_assert_true (sw_renderer_software_gl_only (&facts));
  facts.libgl_always_software = "0";
  g_assert_false (sw_renderer_software_gl_only (&facts));
  facts.libgl_always_software = NULL;
  facts.gallium_driver = "llvmpipe";
  g_assert_true (sw_renderer_software_gl_only (&facts));
  facts.gallium_driver = "iris";
  g_assert_false (sw_renderer_software_gl_only (&facts));
  facts.gallium_driver = NULL;

  /* The user's choice wins, even on a display without a GPU. */
  facts.gpu_path = FALSE;
  facts.gsk_renderer = "gl";
  g_assert_false (sw_renderer_software_gl_only (&facts));
  facts.gsk_renderer = "";
  g_assert_true (sw_renderer_software_gl_only (&facts));
  facts.gdk_debug = "interactive,gl-disable";
  g_assert_false (sw_renderer_software_gl_only (&facts));
  facts.gdk_debug = "interactive";
  g_assert_true (sw_renderer_software_gl_only (&facts));

  facts.gdk_debug = NULL;
  /* GTK 4.16 and newer: GDK_DISABLE=gl is the user's choice too. */
  facts.gtk_minor = 18;
  g_assert_true (sw_renderer_software_gl_only (&facts));
  facts.gdk_disable = "gl";
  g_assert_false (sw_renderer_software_gl_only (&facts));
  facts.gdk_disable = "vulkan";
  g_assert_true (sw_renderer_software_gl_only (&facts));
  facts.gdk_disable = NULL;

  /* These tests run under Xvfb, which offers no DRI3, DRI2 or NV-GLX. */
  if (!env_set ("WAYLAND_DISPLAY") && !env_set ("GDK_BACKEND") && ON_X11 ())
    g_assert_false (sw_renderer_display_has_gpu_path ());
}

/* Starts the real program with a computer game and returns the renderer
 * its window uses (it prints it in benchmark mode when the game starts),
 * or NULL if it said nothing within two minutes. */
static char *
renderer_of_program (const char *gsk_renderer)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) output = g_string_new (NULL);
  GPollableInputStream *stdout_pipe;
  gint64 end = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  const char *line = NULL;

  g_subprocess_launcher_setenv (launcher, "SCHOTT_WORLD_BENCHMARK", "1", TRUE);
  g_subprocess_launcher_setenv (launcher, "SCHOTT_WORLD_AUTOSTART", "easy,easy", TRUE);
  g_subprocess_launcher_setenv (launcher, "SCHOTT_WORLD_SPEED", "instant", TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", g_get_user_data_dir (), TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", g_get_user_config_dir (), TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CACHE_HOME", g_get_user_cache_dir (), TRUE);
  g_subprocess_launcher_setenv (launcher, "HOME", g_get_home_dir (), TRUE);
  g_subprocess_launcher_setenv (launcher, "GTK_A11Y", "none", TRUE);
  /* meson's random MALLOC_PERTURB_ can hang Mesa's GL (the second case). */
  g_subprocess_launcher_setenv (launcher, "MALLOC_PERTURB_", "0", TRUE);
  /* Killed below, so no leak check, and the fast unwinder: Mesa's LLVM
   * with the slow one takes minutes to start under AddressSanitizer. */
  g_subprocess_launcher_setenv (launcher, "ASAN_OPTIONS", "detect_leaks=0", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "GDK_DEBUG");
  g_subprocess_launcher_unsetenv (launcher, "GDK_DISABLE");
  if (gsk_renderer != NULL)
    g_subprocess_launcher_setenv (launcher, "GSK_RENDERER", gsk_renderer, TRUE);
  else
    g_subprocess_launcher_unsetenv (launcher, "GSK_RENDERER");
  process = g_subprocess_launcher_spawn (launcher, &error, app_binary, NULL);
  g_assert_no_error (error);
  stdout_pipe = G_POLLABLE_INPUT_STREAM (g_subprocess_get_stdout_pipe (process));

  for (;;)
    {
      char buffer[256];
      gssize n;

      line = strstr (output->str, "renderer: ");
      if ((line != NULL && strchr (line, '\n') != NULL) || g_get_monotonic_time () >= end)
        break;
      n = g_pollable_input_stream_read_nonblocking (stdout_pipe, buffer, sizeof buffer, NULL, NULL);
      if (n > 0)
        g_string_append_len (output, buffer, n);
      else if (n == 0)
        break;   /* the program ended */
      else
        g_usleep (10000);
    }
  g_subprocess_force_exit (process);
  g_subprocess_wait (process, NULL, NULL);
  line = strstr (output->str, "renderer: ");
  return line != NULL ? g_strndup (line, strcspn (line, "\n")) : NULL;
}

static void
test_renderer_of_program (void)
{
  g_autofree char *chosen = NULL;
  g_autofree char *user = NULL;

  if (app_binary == NULL)
    {
      g_test_skip ("SCHOTT_WORLD_BINARY is not set");
      return;
    }
  if (env_set ("WAYLAND_DISPLAY") || !ON_X11 ())
    {
      g_test_skip ("needs Xvfb");
      return;
    }
  /* Xvfb: software GL only, so the app leaves GL out (on every GTK: see
   * sw-renderer.c for the figures)... */
  chosen = renderer_of_program (NULL);
  g_assert_cmpstr (chosen, ==, "renderer: GskCairoRenderer");
  /* ...but a user's GSK_RENDERER stands (the new GL renderer is "ngl" up
   * to GTK 4.18, GskGLRenderer from 4.18 on, and "gl" from 4.20, when the
   * old one was gone). */
  user = renderer_of_program (gtk_get_minor_version () >= 20 ? "gl" : "ngl");
  g_assert_true (g_strcmp0 (user, "renderer: GskNglRenderer") == 0
                 || g_strcmp0 (user, "renderer: GskGLRenderer") == 0);
}

static gboolean
game_view_laid_out (gpointer data)
{
  SwWindow *window = data;
  SchottGameView *view = window_game_view (window);

  return gtk_widget_get_mapped (GTK_WIDGET (view)) && gtk_widget_get_width (GTK_WIDGET (view)) > 0
         && schott_game_view_get_model (view) != NULL;
}

/* Whether widget holds an overlay split view's hidden sidebar, and what
 * it holds is not shown. */
static gboolean
hidden_sidebar_holder (GtkWidget *widget)
{
  AdwOverlaySplitView *split;
  GtkWidget *sidebar;

  if (!ADW_IS_OVERLAY_SPLIT_VIEW (gtk_widget_get_parent (widget)))
    return FALSE;
  split = ADW_OVERLAY_SPLIT_VIEW (gtk_widget_get_parent (widget));
  sidebar = adw_overlay_split_view_get_sidebar (split);
  return sidebar != NULL && gtk_widget_is_ancestor (sidebar, widget)
         && !adw_overlay_split_view_get_show_sidebar (split)
         && !gtk_widget_get_mapped (sidebar);
}

/* Every shown widget lies inside the window's width. */
static void
assert_inside (GtkWidget *widget,
               GtkWidget *window,
               double     width)
{
  graphene_rect_t bounds;

  /* an overlay scrollbar's slider may reach past its trough by design */
  if (!gtk_widget_get_mapped (widget) || GTK_IS_SCROLLBAR (widget))
    return;
  if (gtk_widget_compute_bounds (widget, window, &bounds)
      && gtk_widget_get_width (widget) > 0 && !GTK_IS_POPOVER (widget))
    {
      /* 1 px: a bottom sheet's header bar reaches under its outline */
      /* libadwaita 1.5 keeps a hidden overlay sidebar's own holder mapped
       * beside the window; the view hides what it holds there (the move
       * log), so nothing is cut off or reachable */
      if ((bounds.origin.x < -1.5 || bounds.origin.x + bounds.size.width > width + 1.5)
          && hidden_sidebar_holder (widget))
        return;
      if (bounds.origin.x < -1.5 || bounds.origin.x + bounds.size.width > width + 1.5)
        g_error ("%s (%s%s%s) spans x %.0f to %.0f in a window %.0f px wide",
                 G_OBJECT_TYPE_NAME (widget), gtk_widget_get_css_name (widget),
                 GTK_IS_LABEL (widget) ? " " : "", GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : "",
                 bounds.origin.x, bounds.origin.x + bounds.size.width, width);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_inside (child, window, width);
}

/* The first widget of type under widget (itself included), depth first. */
static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A 360 x 640 phone (GNOME's smallest adaptive size): four players' game
 * with the move log folded away, nothing wider than the window, the log
 * laid over the table when asked for, and the stage summary and the
 * result as sheets that fit. */
static void
test_narrow_window (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SwWindow *window;
  SchottSetupPage *setup;
  SchottGameView *view;
  GtkWidget *toolbar;
  GObject *split_view;
  int minimum;

  g_setenv ("SCHOTT_WORLD_SEED", "20240611", TRUE);
  g_setenv ("SCHOTT_WORLD_SPEED", "instant", TRUE);
  window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  iterate_until (content_loaded, content, 10);
  toolbar = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  assert_inside (toolbar, toolbar, gtk_widget_get_width (toolbar));

  setup = window_setup_page (window);
  adw_combo_row_set_selected (schott_setup_page_get_seat_count_row (setup), 2);
  for (guint i = 0; i < 4; i++)
    adw_combo_row_set_selected (schott_setup_page_get_kind_row (setup, i), 1 + SCHOTT_AI_EXPERT);
  g_signal_emit_by_name (schott_setup_page_get_start_button (setup), "clicked");
  iterate_until (game_view_laid_out, window, 10);
  /* a few frames, for the breakpoints to apply */
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);

  g_assert_cmpint (gtk_widget_get_width (toolbar), ==, 360);
  gtk_widget_measure (toolbar, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);
  /* the bottom view switcher is shown, and only now given its stack (a
   * wide window does not build its buttons) */
  {
    AdwViewSwitcherBar *bar = ADW_VIEW_SWITCHER_BAR (find_descendant (toolbar, ADW_TYPE_VIEW_SWITCHER_BAR));

    g_assert_true (adw_view_switcher_bar_get_reveal (bar));
    g_assert_nonnull (adw_view_switcher_bar_get_stack (bar));
  }
  view = window_game_view (window);
  split_view = gtk_widget_get_template_child (GTK_WIDGET (view), SCHOTT_TYPE_GAME_VIEW, "split_view");
  g_assert_true (adw_overlay_split_view_get_collapsed (ADW_OVERLAY_SPLIT_VIEW (split_view)));
  g_assert_false (schott_game_view_get_log_visible (view));
  assert_inside (toolbar, toolbar, 360);

  /* The log opens over the table on request, and goes again. */
  schott_game_view_set_log_visible (view, TRUE);
  g_assert_true (adw_overlay_split_view_get_show_sidebar (ADW_OVERLAY_SPLIT_VIEW (split_view)));
  schott_game_view_set_log_visible (view, FALSE);

  /* To the end: the summaries and the result come as sheets of the
   * window's width. */
  iterate_until (game_over_shown, window, 300);
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  assert_inside (toolbar, toolbar, 360);
  {
    AdwDialog *over = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));

    g_assert_nonnull (over);
    assert_inside (GTK_WIDGET (over), toolbar, 360);
    gtk_widget_measure (GTK_WIDGET (over), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    g_assert_cmpint (minimum, <=, 360);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  g_unsetenv ("SCHOTT_WORLD_SEED");
  g_unsetenv ("SCHOTT_WORLD_SPEED");
}

/* ------------------------------------------- issue 16: nothing lost */

static gboolean
dialog_shown (gpointer data)
{
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (data)) != NULL;
}

static gboolean
no_dialog_shown (gpointer data)
{
  return !dialog_shown (data);
}

static gboolean
banner_revealed (gpointer data)
{
  return adw_banner_get_revealed (sw_window_get_autosave_banner (SW_WINDOW (data)));
}

static gboolean
banner_hidden (gpointer data)
{
  return !banner_revealed (data);
}

static void
on_banner_revealed_cb (AdwBanner  *banner,
                       GParamSpec *pspec,
                       guint      *shown)
{
  if (adw_banner_get_revealed (banner))
    (*shown)++;
}

/* Three computer seats from New Game, as a person sets them. */
static SchottGameModel *
start_computer_game (SwWindow *window)
{
  SchottSetupPage *setup = window_setup_page (window);

  adw_combo_row_set_selected (schott_setup_page_get_seat_count_row (setup), 1);
  for (guint i = 0; i < 3; i++)
    adw_combo_row_set_selected (schott_setup_page_get_kind_row (setup, i), 1 + SCHOTT_AI_EASY);
  g_signal_emit_by_name (schott_setup_page_get_start_button (setup), "clicked");
  g_assert_cmpstr (sw_window_get_page (window), ==, "play");
  return schott_game_view_get_model (window_game_view (window));
}

static char *
find_corrupt_copy (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *prefix = g_strconcat (base, ".corrupt-", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  char *found = NULL;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_prefix (name, prefix))
      {
        g_assert_null (found);
        found = g_build_filename (dir, name, NULL);
      }
  return found;
}

/* Issue 16, item 6: a damaged autosave is moved aside, the player is told
 * what was wrong and where the file went, and a new game is offered; the
 * next autosave does not overwrite the damaged file. */
static void
test_corrupt_autosave (void)
{
  static const char damaged[] = "[game]\nversion=1\nrng.state=what\n\x01\x02 not a save\n";
  g_autofree char *path = schott_game_model_default_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *aside = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(SchottContent) content = schott_content_new ();
  SwWindow *window;
  AdwDialog *dialog;
  const char *body;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, damaged, -1, NULL));
  g_setenv ("SCHOTT_WORLD_SPEED", "fast", TRUE);
  window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  iterate_until (dialog_shown, window, 10);

  dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  aside = find_corrupt_copy (path);
  g_assert_nonnull (aside);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, damaged);
  body = gtk_label_get_text (GTK_LABEL (adw_alert_dialog_get_extra_child (ADW_ALERT_DIALOG (dialog))));
  g_test_message ("told: %s", body);
  /* where the file went */
  g_assert_nonnull (strstr (body, aside));
  g_assert_cmpstr (sw_window_get_page (window), ==, "setup");

  /* the offered fresh game */
  {
    GtkWidget *button = sw_test_find_button (GTK_WIDGET (dialog), "_New Game");

    g_assert_nonnull (button);
    iterate_until (sw_test_is_mapped, button, 10);
    g_assert_true (gtk_widget_activate (button));
  }
  iterate_until (no_dialog_shown, window, 10);
  g_assert_cmpstr (sw_window_get_page (window), ==, "setup");
  start_computer_game (window);
  sw_test_iterate_for (500);
  schott_game_model_flush_autosave ();
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_pointer (&kept, g_free);
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, damaged);

  gtk_window_destroy (GTK_WINDOW (window));
  g_unsetenv ("SCHOTT_WORLD_SPEED");
}

/* Issue 16, item 6: saving into a read-only data folder (and over a
 * read-only autosave, which stops root too) shows one banner that names
 * the place, for as long as saving fails, and it goes once a save works. */
static void
test_autosave_read_only_banner (void)
{
  g_autofree char *path = schott_game_model_default_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(SchottContent) content = schott_content_new ();
  g_autoptr(GError) error = NULL;
  SwWindow *window;
  AdwBanner *banner;
  guint shown = 0;

  /* a game to discard, in a file nobody may replace */
  {
    SchottSeatSetup seats[2] = { { "A", "#c01c28", SCHOTT_SEAT_COMPUTER, SCHOTT_AI_EASY },
                                 { "B", "#1c71d8", SCHOTT_SEAT_COMPUTER, SCHOTT_AI_EASY } };
    SchottVariant variant;
    g_autoptr(SchottGameModel) old = NULL;

    schott_variant_init_default (&variant);
    old = schott_game_model_new (&variant, seats, 2, 5, 5, &error);
    g_assert_no_error (error);
    g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
    g_assert_true (schott_game_model_save (old, path, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);

  g_setenv ("SCHOTT_WORLD_SPEED", "fast", TRUE);
  window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  banner = sw_window_get_autosave_banner (window);
  g_signal_connect (banner, "notify::revealed", G_CALLBACK (on_banner_revealed_cb), &shown);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  iterate_until (resume_offered, window, 10);
  g_assert_false (adw_banner_get_revealed (banner));
  {
    GtkWidget *discard = sw_test_find_button (GTK_WIDGET (window), "Start New Game");

    g_assert_nonnull (discard);
    g_signal_emit_by_name (discard, "clicked");
  }
  start_computer_game (window);

  iterate_until (banner_revealed, window, 20);
  g_test_message ("banner: %s", adw_banner_get_title (banner));
  g_assert_nonnull (strstr (adw_banner_get_title (banner), dir));
  /* what failed, in full, behind the banner's button */
  {
    GtkWidget *details = sw_test_find_button (GTK_WIDGET (banner), "_Details");
    AdwDialog *dialog;
    const char *text;

    g_assert_nonnull (details);
    g_signal_emit_by_name (details, "clicked");
    iterate_until (dialog_shown, window, 10);
    dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
    g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
    text = gtk_label_get_text (GTK_LABEL (adw_alert_dialog_get_extra_child (ADW_ALERT_DIALOG (dialog))));
    g_test_message ("details: %s", text);
    g_assert_nonnull (strstr (text, dir));
    sw_test_dialog_settle ();
    adw_dialog_force_close (dialog);
    iterate_until (no_dialog_shown, window, 10);
  }
  /* more moves fail to save: still the one banner */
  sw_test_iterate_for (1500);
  g_assert_true (adw_banner_get_revealed (banner));
  g_assert_cmpuint (shown, ==, 1);

  /* writable again: the next save works and the banner goes */
  g_assert_cmpint (g_chmod (dir, 0700), ==, 0);
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  iterate_until (banner_hidden, window, 20);
  g_assert_cmpuint (shown, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  g_unsetenv ("SCHOTT_WORLD_SPEED");
}

/* Issue 16, item 6: a second instance (another D-Bus session, so
 * GApplication does not see the first) finds the data folder locked: it
 * says its game is not saved, does not offer the first's game, and never
 * writes the first's autosave. The first instance is flock(1) holding the
 * folder as the app does. */
static void
test_second_instance_not_autosaved (void)
{
  g_autofree char *path = schott_game_model_default_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(SchottContent) content = schott_content_new ();
  g_autoptr(GError) error = NULL;
  /* --no-fork: the lock's holder is the process killed at the end, and no
   * orphaned sleep keeps the test's output open after it */
  const char *argv[] = { "flock", "-x", "--no-fork", NULL, "sleep", "300", NULL };
  SwWindow *window;
  SchottGameModel *model;
  AdwBanner *banner;
  gboolean locked = FALSE;
  guint shown = 0;
  GPid holder;

  {
    SchottSeatSetup seats[2] = { { "A", "#c01c28", SCHOTT_SEAT_HUMAN, SCHOTT_AI_EASY },
                                 { "B", "#1c71d8", SCHOTT_SEAT_COMPUTER, SCHOTT_AI_EASY } };
    SchottVariant variant;
    g_autoptr(SchottGameModel) first = NULL;

    schott_variant_init_default (&variant);
    first = schott_game_model_new (&variant, seats, 2, 7, 7, &error);
    g_assert_no_error (error);
    g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
    g_assert_true (schott_game_model_save (first, path, &error));
    g_assert_no_error (error);
  }
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

  argv[3] = dir;
  g_assert_true (g_spawn_async (NULL, (char **) argv, NULL,
                                G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD
                                | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                                NULL, NULL, &holder, &error));
  g_assert_no_error (error);
  /* until the first instance holds the folder */
  for (guint i = 0; i < 500 && !locked; i++)
    {
      int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

      g_assert_cmpint (fd, >=, 0);
      locked = flock (fd, LOCK_EX | LOCK_NB) != 0;
      close (fd);
      if (!locked)
        g_usleep (10000);
    }
  g_assert_true (locked);

  g_setenv ("SCHOTT_WORLD_SPEED", "fast", TRUE);
  window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  banner = sw_window_get_autosave_banner (window);
  g_signal_connect (banner, "notify::revealed", G_CALLBACK (on_banner_revealed_cb), &shown);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  iterate_until (banner_revealed, window, 10);
  g_test_message ("banner: %s", adw_banner_get_title (banner));
  g_assert_nonnull (strstr (adw_banner_get_title (banner), "not saved"));
  /* the first's game is not offered here */
  g_assert_cmpstr (sw_window_get_page (window), ==, "setup");

  model = start_computer_game (window);
  sw_test_iterate_for (1500);
  schott_game_model_flush_autosave ();
  g_object_get (model, "autosave-locked", &locked, NULL);
  g_assert_true (locked);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  /* told once, calmly: dismissed, it stays away */
  g_assert_cmpuint (shown, ==, 1);
  {
    GtkWidget *dismiss = sw_test_find_button (GTK_WIDGET (banner), "_Dismiss");

    g_assert_nonnull (dismiss);
    g_signal_emit_by_name (dismiss, "clicked");
  }
  g_assert_false (adw_banner_get_revealed (banner));
  sw_test_iterate_for (500);
  g_assert_false (adw_banner_get_revealed (banner));

  gtk_window_destroy (GTK_WINDOW (window));
  kill (holder, SIGTERM);
  waitpid (holder, NULL, 0);
  g_spawn_close_pid (holder);
  g_unsetenv ("SCHOTT_WORLD_SPEED");
}

static gboolean
pack_problems_listed (gpointer data)
{
  SchottSetupPage *setup = window_setup_page (SW_WINDOW (data));

  return schott_pack_problems_group_get_n_rows (schott_setup_page_get_pack_problems_group (setup)) == 2;
}

typedef struct
{
  SwWindow *window;
  const char   *path;
} EditorWait;

static gboolean
editor_has_pack (gpointer data)
{
  EditorWait *wait = data;
  GtkWidget *editor = sw_window_get_editor_page (wait->window);

  return SCHOTT_IS_EDITOR_PAGE (editor)
         && g_strcmp0 (schott_pack_model_get_path (schott_editor_page_get_model (SCHOTT_EDITOR_PAGE (editor))),
                       wait->path) == 0;
}

static gboolean
editor_tells_problem (gpointer data)
{
  EditorWait *wait = data;
  GtkWidget *editor = sw_window_get_editor_page (wait->window);
  const char *text = SCHOTT_IS_EDITOR_PAGE (editor)
                     ? schott_editor_page_get_error_text (SCHOTT_EDITOR_PAGE (editor)) : NULL;

  /* issue 18, item 7: located at the element left open, in plain words */
  return text != NULL && strstr (text, "broken.schott-pack.xml:7:7: the <text> opened at line 7 is never closed") != NULL;
}

/* Issue 16, item 8: a broken pack and one whose id the shipped pack has,
 * in the user's packs folder, are listed on New Game with their located
 * problems; "Open in Editor" opens each in the editor. */
static void
test_pack_problems_listed (void)
{
  static const char broken[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<pack xmlns=\"https://schottworld.github.io/ns/pack/1\" id=\"broken\" version=\"1\"\n"
    "      source-lang=\"en\" languages=\"en\">\n"
    "  <title xml:lang=\"en\">Broken</title>\n"
    "  <questions>\n"
    "    <question id=\"q1\" category=\"none\">\n"
    "      <text xml:lang=\"en\">Unclosed?\n"
    "  </questions>\n"
    "</pack>\n";
  g_autofree char *packs = g_build_filename (g_get_user_data_dir (), "schott-world", "packs", NULL);
  g_autofree char *broken_path = g_build_filename (packs, "broken.schott-pack.xml", NULL);
  g_autofree char *copy_path = g_build_filename (packs, "my-copy.schott-pack.xml", NULL);
  g_autofree char *shipped = g_build_filename (g_getenv ("SCHOTT_WORLD_DATADIR"), "packs",
                                               "glass-and-light.schott-pack.xml", NULL);
  g_autofree char *copy = NULL;
  g_autoptr(SchottContent) content = schott_content_new ();
  SchottPackProblemsGroup *group;
  SwWindow *window;
  EditorWait wait;
  GtkWidget *broken_row = NULL, *copy_row = NULL;

  g_assert_cmpint (g_mkdir_with_parents (packs, 0700), ==, 0);
  g_assert_true (g_file_set_contents (broken_path, broken, -1, NULL));
  g_assert_true (g_file_get_contents (shipped, &copy, NULL, NULL));
  g_assert_true (g_file_set_contents (copy_path, copy, -1, NULL));

  window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  iterate_until (pack_problems_listed, window, 10);
  group = schott_setup_page_get_pack_problems_group (window_setup_page (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (group)));
  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *row = schott_pack_problems_group_get_row (group, i);
      const char *row_path = schott_pack_problems_row_get_path (row);

      g_test_message ("%s — %s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                      adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
      g_assert_true (gtk_widget_get_visible (row));
      if (g_strcmp0 (row_path, broken_path) == 0)
        broken_row = row;
      else if (g_strcmp0 (row_path, copy_path) == 0)
        copy_row = row;
    }
  g_assert_nonnull (broken_row);
  g_assert_nonnull (copy_row);
  /* located: FILE:LINE:COLUMN, the line of the unclosed element */
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (broken_row)),
                            "broken.schott-pack.xml:"));
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (broken_row)),
                            "broken.schott-pack.xml"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (copy_row)),
                            "glass-and-light"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (copy_row)),
                            "my-copy.schott-pack.xml:1:1:"));

  /* Open in Editor: the Editor view, with that file */
  wait.window = window;
  wait.path = copy_path;
  iterate_until (sw_test_is_mapped, schott_pack_problems_row_get_open_button (copy_row), 10);
  g_assert_true (gtk_widget_activate (GTK_WIDGET (schott_pack_problems_row_get_open_button (copy_row))));
  iterate_until (editor_has_pack, &wait, 10);
  g_assert_cmpstr (sw_window_get_view (window), ==, "editor");

  /* the broken one cannot be loaded: the editor says where it breaks */
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (gtk_widget_get_ancestor (sw_window_get_editor_page (window),
                                                                                   ADW_TYPE_VIEW_STACK)),
                                         "game");
  wait.path = broken_path;
  g_assert_true (gtk_widget_activate (GTK_WIDGET (schott_pack_problems_row_get_open_button (broken_row))));
  iterate_until (editor_tells_problem, &wait, 10);
  g_assert_cmpstr (sw_window_get_view (window), ==, "editor");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* ------------------------------------- issue 18: New Game, labels, keys */

/* The mapped button under widget that activates action_name. */
static GtkWidget *
find_action_button (GtkWidget  *widget,
                    const char *action_name)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_action_button (c, action_name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static AdwDialog *
visible_dialog (SwWindow *window)
{
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
}

/* Presses a button of the dialog shown, once it is on screen. */
static void
press_dialog_button (SwWindow   *window,
                     const char *label)
{
  GtkWidget *button;

  iterate_until (dialog_shown, window, 30);
  button = sw_test_find_button (GTK_WIDGET (visible_dialog (window)), label);
  g_assert_nonnull (button);
  iterate_until (sw_test_is_mapped, button, 30);
  click (button);
  sw_test_iterate_for (100);
}

/* A real key press through the X server, into the window; FALSE when
 * there is no X11 or no xdotool here. */
static gboolean
press_key (SwWindow   *window,
           const char *keys)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  g_autofree char *title = NULL;
  int status = 0;

  if (!ON_X11 () || xdotool == NULL)
    return FALSE;
  title = g_strdup_printf ("^%s$", gtk_window_get_title (GTK_WINDOW (window)));
  {
    const char *argv[] = { "xdotool", "search", "--sync", "--name", title,
                           "windowfocus", "--sync", "%1", "key", "--clearmodifiers", keys, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL,
                                 NULL, NULL, NULL, NULL, &status, NULL));
  }
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  sw_test_iterate_for (500);
  return TRUE;
}

/* The header's "+", then SCHOTT in the question which game. */
static void
press_new_game (SwWindow   *window,
                const char *game)
{
  GtkWidget *plus = find_action_button (GTK_WIDGET (window), "win.new-game");

  g_assert_nonnull (plus);
  click (plus);
  press_dialog_button (window, game);
}

static gboolean
page_is_play (gpointer data)
{
  return g_strcmp0 (sw_window_get_page (SW_WINDOW (data)), "play") == 0;
}

/* Issue 18, item 1: New Game over a running game keeps it: Escape or
 * Back return to the same game at the same turn; starting anew asks
 * first, and Cancel keeps the game. "+" is not on the Editor tab. */
static void
test_new_game_way_back (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  PersonGame game = { 0 };
  SchottGameModel *running;
  AdwDialog *dialog;
  guint turn, stage;
  g_autofree char *autosave = schott_game_model_default_autosave_path ();

  start_person_game (&game, content, "instant", 2);
  iterate_until (person_turn_ready, &game, 60);
  click (view_child (&game, "discard_card"));
  click (schott_row_view_get_card (own_row (&game), 4));
  iterate_until (person_turn_ready, &game, 60);
  running = game.model;
  turn = schott_game_model_get_turn (running);
  stage = schott_game_model_get_stage (running);
  g_assert_cmpuint (turn, >, 1);

  /* New Game, then Escape: the same game, the same turn */
  press_new_game (game.window, "_SCHOTT");
  g_assert_cmpstr (sw_window_get_page (game.window), ==, "setup");
  g_assert_nonnull (find_action_button (GTK_WIDGET (game.window), "win.back-to-game"));
  if (!press_key (game.window, "Escape"))
    {
      g_test_message ("no X11 or xdotool: Back by its action");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game.window), "win.back-to-game", NULL));
    }
  g_assert_cmpstr (sw_window_get_page (game.window), ==, "play");
  g_assert_true (schott_game_view_get_model (game.view) == running);
  g_assert_cmpuint (schott_game_model_get_turn (running), ==, turn);
  g_assert_cmpuint (schott_game_model_get_stage (running), ==, stage);
  g_assert_null (find_action_button (GTK_WIDGET (game.window), "win.back-to-game"));

  /* New Game, Start Game: asked first; Cancel keeps the game */
  press_new_game (game.window, "_SCHOTT");
  click (GTK_WIDGET (schott_setup_page_get_start_button (window_setup_page (game.window))));
  iterate_until (dialog_shown, game.window, 30);
  dialog = visible_dialog (game.window);
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  g_assert_true (adw_alert_dialog_has_response (ADW_ALERT_DIALOG (dialog), "abandon"));
  g_assert_cmpstr (adw_alert_dialog_get_default_response (ADW_ALERT_DIALOG (dialog)), ==, "cancel");
  press_dialog_button (game.window, "_Cancel");
  iterate_until (no_dialog_shown, game.window, 30);
  g_assert_cmpstr (sw_window_get_page (game.window), ==, "setup");
  click (find_action_button (GTK_WIDGET (game.window), "win.back-to-game"));
  g_assert_cmpstr (sw_window_get_page (game.window), ==, "play");
  g_assert_true (schott_game_view_get_model (game.view) == running);
  g_assert_cmpuint (schott_game_model_get_turn (running), ==, turn);

  /* Best Path's New Game (a page too) leaves this game alone: Back, and
   * this game is on show again as it was */
  press_new_game (game.window, "_Best Path");
  g_assert_cmpstr (sw_window_get_page (game.window), ==, "bestpath-setup");
  g_assert_null (visible_dialog (game.window));
  click (find_action_button (GTK_WIDGET (game.window), "win.back-to-game"));
  g_assert_cmpstr (sw_window_get_page (game.window), ==, "play");
  g_assert_true (schott_game_view_get_model (game.view) == running);
  g_assert_cmpuint (schott_game_model_get_turn (running), ==, turn);

  /* the Editor tab has no "+" */
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (gtk_widget_get_ancestor (GTK_WIDGET (game.view),
                                                                                   ADW_TYPE_VIEW_STACK)),
                                         "editor");
  sw_test_iterate_for (200);
  g_assert_null (find_action_button (GTK_WIDGET (game.window), "win.new-game"));

  /* confirmed, the new game starts (Ctrl+N from the Editor tab) */
  if (!press_key (game.window, "ctrl+n"))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game.window), "win.new-game", NULL));
  press_dialog_button (game.window, "_SCHOTT");
  g_assert_cmpstr (sw_window_get_view (game.window), ==, "game");
  g_assert_cmpstr (sw_window_get_page (game.window), ==, "setup");
  click (GTK_WIDGET (schott_setup_page_get_start_button (window_setup_page (game.window))));
  press_dialog_button (game.window, "_Start New Game");
  iterate_until (page_is_play, game.window, 30);
  g_assert_true (schott_game_view_get_model (game.view) != running);
  g_assert_nonnull (schott_game_view_get_model (game.view));

  end_person_game (&game);
}

static gboolean
file_exists (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

static gboolean
alert_has_response (SwWindow   *window,
                    const char *response)
{
  AdwDialog *dialog = visible_dialog (window);

  return ADW_IS_ALERT_DIALOG (dialog) && adw_alert_dialog_has_response (ADW_ALERT_DIALOG (dialog), response);
}

/* Issue 24: one unfinished game per game. Best Path started over a SCHOTT
 * game leaves SCHOTT's game and its autosave as they are; New Game offers
 * the way back to it ("Continue SCHOTT"), which brings it back at the
 * same turn, and the same way back to Best Path's. */
static void
test_one_unfinished_game_each (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  PersonGame game = { 0 };
  SchottGameModel *running;
  guint turn;
  g_autofree char *autosave = schott_game_model_default_autosave_path ();
  g_autofree char *bp_autosave = bp_game_model_default_autosave_path ();

  start_person_game (&game, content, "instant", 2);
  iterate_until (person_turn_ready, &game, 60);
  click (view_child (&game, "discard_card"));
  click (schott_row_view_get_card (own_row (&game), 4));
  iterate_until (person_turn_ready, &game, 60);
  running = game.model;
  turn = schott_game_model_get_turn (running);
  schott_game_model_flush_autosave ();
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));

  /* no SCHOTT game of Best Path's own to ask about: it starts at once */
  press_new_game (game.window, "_Best Path");
  g_assert_cmpstr (sw_window_get_page (game.window), ==, "bestpath-setup");
  {
    GtkWidget *start = GTK_WIDGET (bp_setup_page_get_start_button (window_bp_setup_page (game.window)));

    iterate_until (sw_test_is_mapped, start, 30);
    click (start);
  }
  g_assert_null (visible_dialog (game.window));
  g_assert_cmpstr (sw_window_get_page (game.window), ==, "bestpath");
  g_assert_true (schott_game_view_get_model (game.view) == running);
  g_assert_cmpuint (schott_game_model_get_turn (running), ==, turn);
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));
  /* Best Path's writer runs behind its moves */
  iterate_until (file_exists, bp_autosave, 10);

  /* New Game offers SCHOTT's unfinished game, not Best Path's (on show) */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game.window), "win.new-game", NULL));
  iterate_until (dialog_shown, game.window, 30);
  g_assert_true (alert_has_response (game.window, "continue:schott"));
  g_assert_false (alert_has_response (game.window, "continue:best-path"));
  press_dialog_button (game.window, "Continue SCHOTT");
  iterate_until (page_is_play, game.window, 30);
  g_assert_cmpstr (sw_window_get_page (game.window), ==, "play");
  g_assert_true (schott_game_view_get_model (game.view) == running);
  g_assert_cmpuint (schott_game_model_get_turn (running), ==, turn);

  /* and back to Best Path's, which SCHOTT's table left alone */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game.window), "win.new-game", NULL));
  iterate_until (dialog_shown, game.window, 30);
  g_assert_true (alert_has_response (game.window, "continue:best-path"));
  g_assert_false (alert_has_response (game.window, "continue:schott"));
  press_dialog_button (game.window, "Continue Best Path");
  iterate_until (no_dialog_shown, game.window, 30);
  g_assert_cmpstr (sw_window_get_page (game.window), ==, "bestpath");
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));
  end_person_game (&game);
  g_remove (bp_autosave);
}

typedef struct
{
  SchottGameModel *model;
  guint            moves;
} Progress;

static gboolean
game_moved_on (gpointer data)
{
  Progress *p = data;

  return g_list_model_get_n_items (schott_game_model_get_move_log (p->model)) > p->moves;
}

/* Issue 18, item 1: while New Game (or the editor) is shown over a game
 * of computers, they wait; back at the table they play on. */
static void
test_computers_wait_behind_new_game (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SwWindow *window;
  Progress progress;

  g_setenv ("SCHOTT_WORLD_SPEED", "instant", TRUE);
  g_setenv ("SCHOTT_WORLD_SEED", "8", TRUE);
  window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 30);
  iterate_until (content_loaded, content, 30);
  progress.model = start_computer_game (window);
  progress.moves = 0;
  iterate_until (game_moved_on, &progress, 30);

  press_new_game (window, "_SCHOTT");
  g_assert_cmpstr (sw_window_get_page (window), ==, "setup");
  progress.moves = g_list_model_get_n_items (schott_game_model_get_move_log (progress.model));
  sw_test_iterate_for (1500);
  g_assert_false (game_moved_on (&progress));
  g_assert_false (schott_game_model_get_is_over (progress.model));

  click (find_action_button (GTK_WIDGET (window), "win.back-to-game"));
  g_assert_cmpstr (sw_window_get_page (window), ==, "play");
  iterate_until (game_moved_on, &progress, 30);

  gtk_window_destroy (GTK_WINDOW (window));
  g_unsetenv ("SCHOTT_WORLD_SPEED");
  g_unsetenv ("SCHOTT_WORLD_SEED");
}

static GtkWidget *
find_visible_label_prefix (GtkWidget  *widget,
                           const char *prefix)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
      && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_visible_label_prefix (c, prefix);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
collect_switch_rows (GtkWidget *widget,
                     GPtrArray *rows)
{
  if (ADW_IS_SWITCH_ROW (widget))
    g_ptr_array_add (rows, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_switch_rows (c, rows);
}

static gboolean
widget_hidden (gpointer data)
{
  return !gtk_widget_get_visible (GTK_WIDGET (data));
}

static gboolean
pack_rows_listed (gpointer data)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_switch_rows (GTK_WIDGET (data), rows);
  return rows->len > 0;
}

/* Issue 18, item 13: capitalised, unrepeated computer labels; a seat
 * left unnamed gets its default name; every pack off says "without
 * questions" and plays so; New Game opens at its top; dates are not
 * written the US way. */
static void
test_labels_and_setup (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  g_autoptr(GPtrArray) pack_rows = g_ptr_array_new ();
  g_autoptr(GDateTime) when = g_date_time_new_local (2026, 11, 26, 20, 40, 0);
  g_autofree char *date = schott_format_date_time (when);
  GSettings *settings = sw_settings_get_default ();
  SwWindow *window;
  SchottSetupPage *setup;
  SchottGameModel *model;
  GtkAdjustment *scroll;
  GListModel *kinds;
  GtkWidget *empty_log;

  g_setenv ("SCHOTT_WORLD_SPEED", "slow", TRUE);
  if (settings != NULL)
    g_settings_reset (settings, "enabled-packs");
  window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 30);
  iterate_until (content_loaded, content, 30);
  setup = window_setup_page (window);
  /* the packs are listed once the window has the loaded content */
  iterate_until (pack_rows_listed, setup, 30);

  kinds = adw_combo_row_get_model (schott_setup_page_get_kind_row (setup, 1));
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (kinds), 1 + SCHOTT_AI_NORMAL), ==,
                   "Computer (Normal)");
  adw_combo_row_set_selected (schott_setup_page_get_seat_count_row (setup), 1);
  adw_combo_row_set_selected (schott_setup_page_get_kind_row (setup, 0), 0);
  gtk_editable_set_text (GTK_EDITABLE (schott_setup_page_get_name_row (setup, 0)), "Anna");
  adw_combo_row_set_selected (schott_setup_page_get_kind_row (setup, 1), 1 + SCHOTT_AI_NORMAL);
  gtk_editable_set_text (GTK_EDITABLE (schott_setup_page_get_name_row (setup, 1)), "  ");
  adw_combo_row_set_selected (schott_setup_page_get_kind_row (setup, 2), 1 + SCHOTT_AI_HARD);
  gtk_editable_set_text (GTK_EDITABLE (schott_setup_page_get_name_row (setup, 2)), "Ben");

  /* every pack off: said, not ignored */
  g_assert_null (find_visible_label_prefix (GTK_WIDGET (setup), "No question pack is on"));
  collect_switch_rows (GTK_WIDGET (setup), pack_rows);
  g_assert_cmpuint (pack_rows->len, >, 0);
  for (guint i = 0; i < pack_rows->len; i++)
    adw_switch_row_set_active (g_ptr_array_index (pack_rows, i), FALSE);
  sw_test_iterate_for (100);
  g_assert_nonnull (find_visible_label_prefix (GTK_WIDGET (setup), "No question pack is on"));

  scroll = gtk_scrolled_window_get_vadjustment (schott_setup_page_get_scroller (setup));
  gtk_adjustment_set_value (scroll, gtk_adjustment_get_upper (scroll));
  g_assert_cmpfloat (gtk_adjustment_get_value (scroll), >, 0);
  click (GTK_WIDGET (schott_setup_page_get_start_button (setup)));
  g_assert_cmpstr (sw_window_get_page (window), ==, "play");
  model = schott_game_view_get_model (window_game_view (window));
  g_assert_false (schott_game_model_get_game_for_testing (model)->variant.questions);
  sw_test_iterate_for (200);
  g_assert_true (has_label (GTK_WIDGET (window), "Computer 2 (Normal)"));
  g_assert_true (has_label (GTK_WIDGET (window), "Ben (Computer, Hard)"));
  g_assert_false (has_label (GTK_WIDGET (window), "Computer 2 (computer, Normal)"));

  /* the empty move log says so, until the first move */
  empty_log = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window_game_view (window)),
                                                                                                    SCHOTT_TYPE_GAME_VIEW,
                                                                                                    "move_log")),
                                                         SCHOTT_TYPE_MOVE_LOG, "log_empty_label"));
  g_assert_true (gtk_widget_get_visible (empty_log));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (empty_log)), ==, "No moves yet");
  g_assert_true (schott_game_model_get_human_decides (model));
  {
    guint n;
    const SchottChoice *c = schott_game_model_get_legal_choices (model, &n);

    g_assert_cmpuint (n, >, 0);
    g_assert_true (schott_game_model_decide (model, &c[0], NULL));
  }
  iterate_until (widget_hidden, empty_log, 20);

  /* New Game again: from the top */
  press_new_game (window, "_SCHOTT");
  g_assert_cmpstr (sw_window_get_page (window), ==, "setup");
  g_assert_cmpfloat (gtk_adjustment_get_value (scroll), ==, 0);

  /* "26 November 2026, 20:40", not "11/26/26" */
  g_test_message ("date: %s", date);
  g_assert_nonnull (strstr (date, "2026"));
  g_assert_nonnull (strstr (date, "20:40"));
  g_assert_null (strstr (date, "11/26"));

  gtk_window_destroy (GTK_WINDOW (window));
  g_unsetenv ("SCHOTT_WORLD_SPEED");
  /* the next tests start from the default setup */
  if (settings != NULL)
    {
      static const char *keys[] = { "seat-count", "seat-kinds", "seat-names", "enabled-packs" };

      for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
        g_settings_reset (settings, keys[i]);
    }
}

static GtkWidget *
find_menu_button (GtkWidget *widget)
{
  /* the main menu, in the header bar */
  if (GTK_IS_MENU_BUTTON (widget) && gtk_widget_get_mapped (widget)
      && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_menu_button (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Issue 18, item 10: Ctrl+O opens a pack on the Editor tab even while
 * the focus is in the header bar (not only inside the editor). With an
 * unsaved change the editor's Open first asks to save: that question is
 * what shows here (GTK's file chooser needs system settings schemas,
 * which the isolated test folders do not have). */
static void
test_ctrl_o_from_header (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SwWindow *window;
  GtkWidget *menu_button;
  GtkWidget *editor;

  window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 30);
  iterate_until (content_loaded, content, 30);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (gtk_widget_get_ancestor (GTK_WIDGET (window_setup_page (window)),
                                                                                   ADW_TYPE_VIEW_STACK)),
                                         "editor");
  sw_test_iterate_for (500);
  editor = sw_window_get_editor_page (window);
  g_assert_true (SCHOTT_IS_EDITOR_PAGE (editor));
  /* the editor opens its pack in the background: a question is added
   * once there is one to add it to */
  {
    gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (!schott_editor_page_has_unsaved_changes (SCHOTT_EDITOR_PAGE (editor))
           && g_get_monotonic_time () < end)
      {
        g_assert_true (gtk_widget_activate_action (editor, "editor.add-question", NULL));
        sw_test_iterate_for (200);
      }
  }
  g_assert_true (schott_editor_page_has_unsaved_changes (SCHOTT_EDITOR_PAGE (editor)));

  menu_button = find_menu_button (GTK_WIDGET (window));
  g_assert_nonnull (menu_button);
  /* the main menu, built when first opened, has its items */
  gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
  g_assert_nonnull (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button)));
  g_assert_cmpint (g_menu_model_get_n_items (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button))), >, 0);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)))));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (menu_button));
  sw_test_iterate_for (100);
  g_assert_true (gtk_widget_grab_focus (menu_button));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                         gtk_widget_get_ancestor (menu_button, ADW_TYPE_HEADER_BAR)));
  g_assert_null (visible_dialog (window));
  if (!press_key (window, "ctrl+o"))
    {
      g_test_skip ("no X11 or xdotool: no key to press");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  iterate_until (dialog_shown, window, 30);
  g_assert_true (ADW_IS_ALERT_DIALOG (visible_dialog (window)));
  g_assert_true (adw_alert_dialog_has_response (ADW_ALERT_DIALOG (visible_dialog (window)), "discard"));
  press_dialog_button (window, "_Cancel");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The texture node a picture bin drew itself with, or NULL. */
static GdkTexture *
picture_of (GtkWidget *bin)
{
  g_autoptr(GdkPaintable) live = gtk_widget_paintable_new (bin);
  g_autoptr(GdkPaintable) image = gdk_paintable_get_current_image (live);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  GskRenderNode *texture_node;

  gdk_paintable_snapshot (image, snapshot, gtk_widget_get_width (bin), gtk_widget_get_height (bin));
  node = gtk_snapshot_free_to_node (snapshot);
  texture_node = node;
  while (texture_node != NULL && gsk_render_node_get_node_type (texture_node) == GSK_CONTAINER_NODE
         && gsk_container_node_get_n_children (texture_node) == 1)
    texture_node = gsk_container_node_get_child (texture_node, 0);
  if (texture_node == NULL || gsk_render_node_get_node_type (texture_node) != GSK_TEXTURE_NODE)
    return NULL;
  return g_object_ref (gsk_texture_node_get_texture (texture_node));
}

/* The dialogs draw their content from a picture under the cairo renderer
 * (the sheet's open and close spring then scales one texture): the picture
 * is made once at the content's size, reused while the content stays the
 * same, and made again when it changes. */
static void
test_picture_bin (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label = gtk_label_new ("Which planet is known as the Red Planet?");
  GtkWidget *bin = schott_picture_bin_new (label);
  g_autoptr(GdkTexture) first = NULL;
  g_autoptr(GdkTexture) again = NULL;
  g_autoptr(GdkTexture) changed = NULL;

  gtk_window_set_child (GTK_WINDOW (window), bin);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, bin, 10);
  sw_test_iterate_for (200);
  if (!GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (GTK_NATIVE (window))))
    {
      g_test_skip ("the picture is made under the cairo renderer only");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  first = picture_of (bin);
  g_assert_nonnull (first);
  g_assert_cmpint (gdk_texture_get_width (first), ==, gtk_widget_get_width (bin));
  g_assert_cmpint (gdk_texture_get_height (first), ==, gtk_widget_get_height (bin));
  /* drawn again with nothing changed inside: the same picture */
  gtk_widget_queue_draw (bin);
  sw_test_iterate_for (100);
  again = picture_of (bin);
  g_assert_true (again == first);
  /* the content changes: a new picture */
  gtk_label_set_text (GTK_LABEL (label), "Mars");
  sw_test_iterate_for (200);
  changed = picture_of (bin);
  g_assert_nonnull (changed);
  g_assert_true (changed != first);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The New Game page builds a seat's rows only when it is first shown: a
 * hidden seat still keeps, and saves back, what the settings held for it,
 * and shows it once the seat count grows. */
static void
test_setup_hidden_seats_kept (void)
{
  GSettings *settings = sw_settings_get_default ();
  const char *kinds[] = { schott_seat_kind_id (0), schott_seat_kind_id (1),
                          schott_seat_kind_id (4), schott_seat_kind_id (3), NULL };
  const char *names[] = { "Ann", "Bo", "Cora", "Dan", NULL };
  const char *colours[] = { schott_palette_spec (5), schott_palette_spec (4),
                            schott_palette_spec (3), schott_palette_spec (2), NULL };
  GtkWidget *page;
  SchottSetupConfig *config;
  g_auto(GStrv) saved_kinds = NULL;
  g_auto(GStrv) saved_names = NULL;
  g_auto(GStrv) saved_colours = NULL;

  g_assert_nonnull (settings);
  g_settings_set_int (settings, "seat-count", 2);
  g_settings_set_strv (settings, "seat-kinds", kinds);
  g_settings_set_strv (settings, "seat-names", names);
  g_settings_set_strv (settings, "seat-colors", colours);

  page = g_object_ref_sink (schott_setup_page_new ());
  gtk_editable_set_text (GTK_EDITABLE (schott_setup_page_get_name_row (SCHOTT_SETUP_PAGE (page), 0)),
                         "Anna");
  config = schott_setup_page_get_config (SCHOTT_SETUP_PAGE (page));
  g_assert_cmpuint (config->n_seats, ==, 2);
  g_assert_cmpstr (config->names[1], ==, "Bo");
  g_assert_cmpstr (config->colours[1], ==, schott_palette_spec (4));
  schott_setup_config_free (config);
  saved_kinds = g_settings_get_strv (settings, "seat-kinds");
  saved_names = g_settings_get_strv (settings, "seat-names");
  saved_colours = g_settings_get_strv (settings, "seat-colors");
  g_assert_cmpuint (g_strv_length (saved_names), ==, 4);
  g_assert_cmpstr (saved_names[0], ==, "Anna");
  for (guint i = 1; i < 4; i++)
    {
      g_assert_cmpstr (saved_names[i], ==, names[i]);
      g_assert_cmpstr (saved_kinds[i], ==, kinds[i]);
      g_assert_cmpstr (saved_colours[i], ==, colours[i]);
    }

  adw_combo_row_set_selected (schott_setup_page_get_seat_count_row (SCHOTT_SETUP_PAGE (page)), 2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (schott_setup_page_get_name_row (SCHOTT_SETUP_PAGE (page), 3))),
                   ==, "Dan");
  g_assert_cmpuint (adw_combo_row_get_selected (schott_setup_page_get_kind_row (SCHOTT_SETUP_PAGE (page), 2)),
                    ==, 4);
  config = schott_setup_page_get_config (SCHOTT_SETUP_PAGE (page));
  g_assert_cmpuint (config->n_seats, ==, 4);
  g_assert_cmpstr (config->names[2], ==, "Cora");
  g_assert_cmpstr (config->colours[3], ==, schott_palette_spec (2));
  g_assert_cmpint (config->kinds[3], ==, SCHOTT_SEAT_COMPUTER);
  schott_setup_config_free (config);

  g_object_unref (page);
  g_settings_reset (settings, "seat-count");
  g_settings_reset (settings, "seat-kinds");
  g_settings_reset (settings, "seat-names");
  g_settings_reset (settings, "seat-colors");
}

/* Issue 18, item 12: a damaged statistics file is said so in the dialog,
 * kept aside, and Reset (after its question) starts afresh. */
static void
test_statistics_damaged (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  g_autofree char *path = schott_statistics_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *kept = NULL;
  const char *garbage = "\x01 not statistics [[[\n";
  SwWindow *window;
  SchottStatisticsDialog *dialog;
  AdwDialog *shown;
  const char *problem;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, garbage, -1, NULL));
  /* SCHOTT's New Game on show: the main menu's Statistics are SCHOTT's */
  g_settings_set_string (sw_settings_get_default (), "last-game", "schott");
  window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);

  /* from the main menu's action */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.statistics", NULL));
  shown = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (SCHOTT_IS_STATISTICS_DIALOG (shown));
  dialog = SCHOTT_STATISTICS_DIALOG (shown);
  problem = schott_statistics_dialog_get_value (dialog, "problem");
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (problem, "damaged"));
  g_assert_nonnull (strstr (problem, ".corrupt-"));
  g_assert_cmpstr (schott_statistics_dialog_get_value (dialog, "games"), ==, "0");
  g_assert_cmpstr (schott_statistics_dialog_get_value (dialog, "best"), ==, "None yet");
  {
    g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
    g_autofree char *aside = NULL;
    const char *name;

    while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
      if (g_str_has_prefix (name, "statistics.ini.corrupt-"))
        aside = g_build_filename (dir, name, NULL);
    g_assert_nonnull (aside);
    g_assert_nonnull (strstr (problem, aside));
    g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
    g_assert_cmpstr (kept, ==, garbage);
  }

  /* Reset asks first, then starts afresh */
  g_signal_emit_by_name (schott_statistics_dialog_get_reset_button (dialog), "clicked");
  shown = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (ADW_IS_ALERT_DIALOG (shown));
  g_signal_emit_by_name (shown, "response", "reset");
  sw_test_dialog_settle ();
  adw_dialog_force_close (shown);
  g_assert_null (schott_statistics_dialog_get_value (dialog, "problem"));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (schott_statistics_get_games (schott_statistics_get_default ()), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

static SwWindow   *dialog_window;

static gboolean
dialog_on_top (gpointer data)
{
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (dialog_window)) == ADW_DIALOG (data);
}

/* Until dialog is on top again (the one over it has closed). */
static void
iterate_until_dialog (SwWindow  *window,
                      AdwDialog *dialog)
{
  dialog_window = window;
  iterate_until (dialog_on_top, dialog, 10);
}

/* The subtitle of the Statistics row titled title, NULL without one. */
static const char *
player_row_summary (SchottStatisticsDialog *dialog,
                    const char             *title)
{
  AdwActionRow *row = schott_statistics_dialog_get_player_row (dialog, title);

  return row != NULL ? adw_action_row_get_subtitle (row) : NULL;
}

/* Presses the rename button of the row titled title, types name into
 * the dialog that opens and presses its button labelled press. */
static void
rename_through_dialog (SwWindow               *window,
                       SchottStatisticsDialog *dialog,
                       const char             *title,
                       const char             *name,
                       const char             *press)
{
  AdwActionRow *row = schott_statistics_dialog_get_player_row (dialog, title);
  GtkWidget *pencil;
  GtkWidget *entry;
  AdwDialog *alert;

  g_assert_nonnull (row);
  pencil = sw_test_find_widget (GTK_WIDGET (row), GTK_TYPE_BUTTON);
  g_assert_nonnull (pencil);
  click (pencil);
  alert = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (ADW_IS_ALERT_DIALOG (alert));
  sw_test_iterate_for (300);
  entry = sw_test_find_widget (GTK_WIDGET (alert), GTK_TYPE_TEXT);
  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  click (find_button (GTK_WIDGET (alert), press));
  sw_test_dialog_settle ();
  iterate_until_dialog (window, ADW_DIALOG (dialog));
}

/* Issue 27, item 9: Statistics list a record per person and per computer
 * level; the pencil renames a person, and a name already listed merges
 * the two records, in the dialog and in the file a restart reads. */
static void
test_statistics_per_person (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  g_autofree char *path = schott_statistics_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(SchottStatistics) reread = NULL;
  const char *file = "[SCHOTT statistics]\nversion=2\ngames=9\nbest-stage=11\nbest-stage-player=anna\n"
                     "[Person 1]\nname=Anna\ngames=4\nwins=2\nbest-stage=9\n"
                     "[Person 2]\nname=anna\ngames=1\nwins=1\nbest-stage=11\n"
                     "[Person 3]\nname=\ngames=0\nwins=0\nearlier-wins=3\n"
                     "[Computer normal]\ngames=5\nwins=2\n";
  SwWindow *window;
  SchottStatisticsDialog *dialog;
  AdwDialog *shown;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, file, -1, NULL));
  window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.statistics", NULL));
  shown = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  g_assert_true (SCHOTT_IS_STATISTICS_DIALOG (shown));
  dialog = SCHOTT_STATISTICS_DIALOG (shown);
  sw_test_iterate_for (300);
  g_assert_null (schott_statistics_dialog_get_value (dialog, "problem"));

  /* a row per person, the earlier unnamed games, a row per level */
  g_assert_cmpstr (player_row_summary (dialog, "Anna"), ==, "4 games, 2 won · best stage 9 fields");
  g_assert_cmpstr (player_row_summary (dialog, "anna"), ==, "1 game, 1 won · best stage 11 fields");
  g_assert_cmpstr (player_row_summary (dialog, "Earlier games (names not kept)"), ==,
                   "3 wins before players were counted");
  g_assert_cmpstr (player_row_summary (dialog, "Computer (Normal)"), ==, "5 games, 2 won");
  /* a computer level has no name to change */
  g_assert_null (sw_test_find_widget (GTK_WIDGET (schott_statistics_dialog_get_player_row (dialog, "Computer (Normal)")),
                                      GTK_TYPE_BUTTON));

  /* "anna" merged into "Anna" */
  rename_through_dialog (window, dialog, "anna", "Anna", "_Merge");
  g_assert_null (schott_statistics_dialog_get_player_row (dialog, "anna"));
  g_assert_cmpstr (player_row_summary (dialog, "Anna"), ==, "5 games, 3 won · best stage 11 fields");
  g_assert_cmpstr (schott_statistics_dialog_get_value (dialog, "best"), ==, "11 fields");

  /* the earlier games given a name, then a person renamed */
  rename_through_dialog (window, dialog, "Earlier games (names not kept)", "Ben", "_Rename");
  g_assert_null (schott_statistics_dialog_get_player_row (dialog, "Earlier games (names not kept)"));
  g_assert_cmpstr (player_row_summary (dialog, "Ben"), ==, "3 wins before players were counted");
  rename_through_dialog (window, dialog, "Anna", "Anna K.", "_Rename");
  g_assert_null (schott_statistics_dialog_get_player_row (dialog, "Anna"));
  g_assert_cmpstr (player_row_summary (dialog, "Anna K."), ==, "5 games, 3 won · best stage 11 fields");

  /* as a restart reads it */
  reread = schott_statistics_new (path);
  g_assert_null (schott_statistics_get_problem (reread));
  g_assert_cmpuint (schott_statistics_get_n_records (reread), ==, 3);
  g_assert_cmpint (schott_statistics_find_person (reread, "anna"), ==, -1);
  g_assert_cmpint (schott_statistics_find_person (reread, "Anna"), ==, -1);
  g_assert_cmpint (schott_statistics_find_person (reread, "Anna K."), >=, 0);
  g_assert_cmpuint (schott_statistics_get_record (reread, (guint) schott_statistics_find_person (reread, "Anna K."))->games,
                    ==, 5);
  g_assert_cmpstr (schott_statistics_get_best_stage_player (reread), ==, "Anna K.");
  adw_dialog_force_close (ADW_DIALOG (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_label_text (GtkWidget     *widget,
               gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* Issue 27, item 1: a newcomer's first page shows both games with their
 * pictures and a line each; the last choice is the one a Return plays;
 * each game's Rules open from it; Play starts that game's New Game; the
 * main menu's Welcome brings it back; at 360×640 both games fit. */
static void
test_welcome (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  GSettings *settings = sw_settings_get_default ();
  g_autofree char *last = NULL;
  SwWindow *window;
  SwWelcomePage *welcome;
  const char *ids[] = { "schott", "best-path" };

  g_settings_set_boolean (settings, "welcome-shown", FALSE);
  g_settings_set_string (settings, "last-game", "best-path");
  window = sw_game_table_new_window (NULL, settings, G_OBJECT (content));
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  iterate_until (content_loaded, content, 10);
  g_assert_cmpstr (sw_window_get_page (window), ==, "welcome");
  welcome = sw_window_get_welcome_page (window);

  /* both games, each with its picture, name and line */
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      SwGame *game = sw_window_get_game (window, ids[i]);
      const SwGameDescription *d = sw_game_describe (game);
      g_autoptr(GBytes) picture = NULL;

      g_assert_nonnull (d->name);
      g_assert_nonnull (d->summary);
      /* an SVG of its own (drawn if the SVG loader is installed) */
      picture = g_resources_lookup_data (d->picture, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      g_assert_nonnull (picture);
      g_assert_nonnull (g_strstr_len (g_bytes_get_data (picture, NULL), g_bytes_get_size (picture), "<svg"));
      /* rendered on a worker a moment after the window (not here: the
       * isolated test folders hide the MIME database SVGs are sniffed by) */
      g_assert_nonnull (sw_welcome_page_get_picture (welcome, ids[i]));
      g_assert_nonnull (sw_test_find (GTK_WIDGET (welcome), is_label_text, d->name));
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (sw_welcome_page_get_button (welcome, ids[i], "play"))));
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (sw_welcome_page_get_button (welcome, ids[i], "rules"))));
    }
  /* the game chosen last takes the keyboard's focus and Return */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window))
                 == GTK_WIDGET (sw_welcome_page_get_button (welcome, "best-path", "play")));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sw_welcome_page_get_button (welcome, "best-path", "play")),
                                           "suggested-action"));

  /* each game's Rules */
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      click (GTK_WIDGET (sw_welcome_page_get_button (welcome, ids[i], "rules")));
      iterate_until (dialog_shown, window, 30);
      sw_test_dialog_settle ();
      adw_dialog_force_close (visible_dialog (window));
      iterate_until (no_dialog_shown, window, 30);
      g_assert_cmpstr (sw_window_get_page (window), ==, "welcome");
    }

  /* Play SCHOTT: its New Game page; the choice is remembered */
  click (GTK_WIDGET (sw_welcome_page_get_button (welcome, "schott", "play")));
  g_assert_cmpstr (sw_window_get_page (window), ==, "setup");
  last = g_settings_get_string (settings, "last-game");
  g_assert_cmpstr (last, ==, "schott");
  g_assert_true (g_settings_get_boolean (settings, "welcome-shown"));

  /* back through the main menu's Welcome; Play Best Path: its New Game */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.welcome", NULL));
  g_assert_cmpstr (sw_window_get_page (window), ==, "welcome");
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window))
                 == GTK_WIDGET (sw_welcome_page_get_button (welcome, "schott", "play")));
  click (GTK_WIDGET (sw_welcome_page_get_button (welcome, "best-path", "play")));
  g_assert_cmpstr (sw_window_get_page (window), ==, "bestpath-setup");
  g_assert_null (visible_dialog (window));
  g_clear_pointer (&last, g_free);
  last = g_settings_get_string (settings, "last-game");
  g_assert_cmpstr (last, ==, "best-path");

  /* a phone: both games and their buttons inside the window */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.welcome", NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  sw_test_iterate_for (500);
  if (gtk_widget_get_width (GTK_WIDGET (window)) <= 400)
    {
      g_assert_true (sw_welcome_page_get_narrow (welcome));
      for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
        {
          graphene_rect_t bounds;
          GtkWidget *play = GTK_WIDGET (sw_welcome_page_get_button (welcome, ids[i], "play"));

          g_assert_true (gtk_widget_compute_bounds (play, GTK_WIDGET (window), &bounds));
          g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
          g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (window)));
        }
    }
  else
    g_test_message ("the window kept %d px: the narrow layout is not checked",
                    gtk_widget_get_width (GTK_WIDGET (window)));

  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_set_boolean (settings, "welcome-shown", TRUE);
  g_settings_reset (settings, "last-game");
}

static char *
serialized_game (SchottGameModel *model)
{
  return schott_game_serialize (schott_game_model_get_game_for_testing (model));
}

static gboolean
is_shown_toast (GtkWidget     *widget,
                gconstpointer  data)
{
  return strcmp (G_OBJECT_TYPE_NAME (widget), "AdwToastWidget") == 0 && gtk_widget_get_mapped (widget);
}

static gboolean
toast_shown (gpointer view)
{
  return sw_test_find (view, is_shown_toast, NULL) != NULL;
}

/* Issue 27, item 2: against a computer, Ctrl+Z (or the header's Undo)
 * takes back the person's move and the computer's after it; the table
 * shows the game as it was (no toast of the moves taken back), and the
 * person moves again. */
static void
test_undo_schott_against_computer (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  PersonGame game = { 0 };
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  GtkWidget *undo;
  guint log_before;
  gint card_before;

  start_person_game (&game, content, "instant", 2);
  iterate_until (person_turn_ready, &game, 60);
  undo = GTK_WIDGET (sw_window_get_undo_button (game.window));
  g_assert_true (gtk_widget_get_mapped (undo));
  g_assert_false (gtk_widget_is_sensitive (undo));
  before = serialized_game (game.model);
  log_before = g_list_model_get_n_items (schott_game_model_get_move_log (game.model));
  card_before = row_card (&game, 0, 2);

  /* draw, place at position 3; the computer moves */
  click (view_child (&game, "draw_card"));
  click (schott_row_view_get_card (own_row (&game), 2));
  iterate_until (person_turn_ready, &game, 60);
  after = serialized_game (game.model);
  g_assert_cmpstr (after, !=, before);
  g_assert_true (schott_game_model_can_undo (game.model));
  g_assert_true (gtk_widget_is_sensitive (undo));
  /* a toast of those moves on show (as the computer's bonus would have) */
  _schott_game_view_toast (game.view, "Computer 2: 2 consecutive cards, 1 field forward!");
  iterate_until (toast_shown, game.view, 10);

  if (!press_key (game.window, "ctrl+z"))
    {
      g_test_message ("no X11 or xdotool: Undo by its button");
      click (undo);
    }
  sw_test_iterate_for (200);
  g_clear_pointer (&after, g_free);
  after = serialized_game (game.model);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (g_list_model_get_n_items (schott_game_model_get_move_log (game.model)), ==, log_before);
  g_assert_cmpint (row_card (&game, 0, 2), ==, card_before);
  g_assert_cmpstr (sw_window_get_page (game.window), ==, "play");
  g_assert_true (schott_game_view_get_model (game.view) == game.model);
  g_assert_false (gtk_widget_is_sensitive (undo));
  g_assert_null (sw_test_find (GTK_WIDGET (game.view), is_shown_toast, NULL));
  /* and the person plays on from there */
  iterate_until (person_turn_ready, &game, 60);
  g_assert_nonnull (strstr (prompt_text (&game), "Anna"));
  click (view_child (&game, "draw_card"));
  g_assert_cmpint (schott_game_model_get_decision (game.model), ==, SCHOTT_DECISION_PLACE_DRAWN);
  end_person_game (&game);
}

static gboolean
usable (gpointer widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_is_sensitive (widget);
}

/* Clicks the view's Pass once a person can use it (in hot-seat after
 * "I Am …" on the page that asks the others to look away). */
static void
click_pass (BpGameView *view)
{
  BpGameModel *model = bp_game_view_get_model (view);
  g_autofree char *me = g_strdup_printf ("_I Am %s",
                                         bp_game_model_get_name (model, (guint) bp_game_model_get_current (model)));
  GtkWidget *reveal = sw_test_find_button (GTK_WIDGET (view), me);
  GtkWidget *pass = sw_test_find_button (GTK_WIDGET (view), "_Pass");

  if (reveal != NULL && gtk_widget_get_mapped (reveal))
    {
      click (reveal);
      sw_test_iterate_for (100);
    }
  g_assert_nonnull (pass);
  iterate_until (usable, pass, 30);
  click (pass);
  sw_test_iterate_for (100);
}

static gboolean
bp_current_is (BpGameModel *model,
               int          person)
{
  return bp_game_model_get_current (model) == person;
}

static gboolean
bp_first_person (gpointer data)
{
  return bp_current_is (data, 0);
}

/* Issue 27, item 2: Best Path in hot-seat: a pass is taken back like any
 * move (the header's Undo) until the next person has committed. */
static void
test_undo_best_path_hot_seat (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  GSettings *settings = sw_settings_get_default ();
  const char *seats[] = { "person", "person", "normal", "normal", NULL };
  const char *names[] = { "Ana", "Lino", "", "", NULL };
  g_autofree char *bp_autosave = bp_game_model_default_autosave_path ();
  SwWindow *window;
  BpGameView *view;
  BpGameModel *model;
  GtkWidget *undo, *start;

  g_settings_set_int (settings, "best-path-players", 2);
  g_settings_set_strv (settings, "best-path-seats", seats);
  g_settings_set_strv (settings, "best-path-names", names);
  window = sw_game_table_new_window (NULL, settings, G_OBJECT (content));
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  iterate_until (content_loaded, content, 10);
  press_new_game (window, "_Best Path");
  start = GTK_WIDGET (bp_setup_page_get_start_button (window_bp_setup_page (window)));
  iterate_until (sw_test_is_mapped, start, 30);
  click (start);
  g_assert_cmpstr (sw_window_get_page (window), ==, "bestpath");
  view = BP_GAME_VIEW (sw_test_find_widget (sw_game_get_page (sw_window_get_game (window, "best-path")), BP_TYPE_GAME_VIEW));
  model = bp_game_view_get_model (view);
  g_assert_cmpuint (bp_game_model_get_n_persons (model), ==, 2);
  iterate_until (bp_first_person, model, 30);
  undo = GTK_WIDGET (sw_window_get_undo_button (window));
  g_assert_true (gtk_widget_get_mapped (undo));
  g_assert_false (gtk_widget_is_sensitive (undo));

  /* Ana passes: Lino's turn; Undo gives Ana her turn back */
  click_pass (view);
  g_assert_cmpint (bp_game_model_get_current (model), ==, 1);
  g_assert_true (gtk_widget_is_sensitive (undo));
  click (undo);
  sw_test_iterate_for (100);
  g_assert_cmpint (bp_game_model_get_current (model), ==, 0);
  g_assert_false (bp_game_model_get_game (model)->players[0].committed);
  g_assert_false (gtk_widget_is_sensitive (undo));

  /* Ana passes, Lino passes: the round is over; Lino's pass can go,
   * Ana's not (Lino has acted since) */
  click_pass (view);
  click_pass (view);
  g_assert_cmpuint (bp_game_model_get_round (model), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  sw_test_iterate_for (100);
  g_assert_cmpuint (bp_game_model_get_round (model), ==, 1);
  g_assert_cmpint (bp_game_model_get_current (model), ==, 1);
  g_assert_true (bp_game_model_get_game (model)->players[0].committed);
  g_assert_false (gtk_widget_is_sensitive (undo));

  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "best-path-players");
  g_settings_reset (settings, "best-path-seats");
  g_settings_reset (settings, "best-path-names");
  g_remove (bp_autosave);
}

static gboolean
bp_view_over (gpointer data)
{
  BpGameView *view = data;

  if (g_strcmp0 (bp_game_view_get_page (view), "round") == 0)
    gtk_widget_activate_action (GTK_WIDGET (view), "bp.continue", NULL);
  return g_strcmp0 (bp_game_view_get_page (view), "over") == 0;
}

/* The Best Path boards mapped under widget. */
static guint
count_mapped_boards (GtkWidget *widget)
{
  guint n = BP_IS_BOARD (widget) && gtk_widget_get_mapped (widget) ? 1 : 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += count_mapped_boards (c);
  return n;
}

/* The boards shown as pictures (the round's, the end's): all but the
 * board drawn on, which may stay mapped while the pages cross-fade. */
static guint
count_mapped_boards_shown (BpGameView *view)
{
  GtkWidget *main_board = bp_game_view_get_board (view);

  return count_mapped_boards (GTK_WIDGET (view)) - (gtk_widget_get_mapped (main_board) ? 1 : 0);
}

static const char *
group_title_of (gpointer row)
{
  GtkWidget *group = gtk_widget_get_ancestor (GTK_WIDGET (row), ADW_TYPE_PREFERENCES_GROUP);

  g_assert_nonnull (group);
  return adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group));
}

/* Inside the window, whole: seen without scrolling sideways or down. */
static void
assert_inside_window (SwWindow  *window,
                      GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (window)));
}

/* Issue 24: both games alike where players expect the same. Best Path's
 * New Game is a page as SCHOTT's (at 360×640, with the way back to the
 * game on its table), its seats read as SCHOTT's, and its end screen
 * offers what SCHOTT's does: Play Again (the same seats, a new deal), New
 * Game, Statistics and Show Board (the final boards). */
static void
test_same_new_game_and_end_screen (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  GSettings *settings = sw_settings_get_default ();
  const char *seats[] = { "person", "person", "normal", "normal", NULL };
  const char *names[] = { "Ana", "Lino", "", "", NULL };
  g_autofree char *bp_autosave = bp_game_model_default_autosave_path ();
  guint8 deck[BP_N_CARDS];
  SwWindow *window;
  SchottSetupPage *schott_setup;
  BpSetupPage *bp_setup;
  BpGameView *view;
  BpGameModel *model;
  GtkWidget *button;
  AdwDialog *dialog;

  g_settings_set_int (settings, "best-path-players", 2);
  g_settings_set_strv (settings, "best-path-seats", seats);
  g_settings_set_strv (settings, "best-path-names", names);
  g_settings_set_boolean (settings, "best-path-daily", FALSE);
  window = sw_game_table_new_window (NULL, settings, G_OBJECT (content));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  iterate_until (content_loaded, content, 10);

  /* both New Games are pages of the window, with the same seat words */
  press_new_game (window, "_SCHOTT");
  g_assert_cmpstr (sw_window_get_page (window), ==, "setup");
  schott_setup = window_setup_page (window);
  press_new_game (window, "_Best Path");
  g_assert_cmpstr (sw_window_get_page (window), ==, "bestpath-setup");
  g_assert_null (visible_dialog (window));
  bp_setup = window_bp_setup_page (window);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (bp_setup)));
  for (guint i = 0; i < 2; i++)
    {
      AdwComboRow *bp_kind = bp_setup_page_get_kind_row (bp_setup, i);
      AdwComboRow *schott_kind = schott_setup_page_get_kind_row (schott_setup, i);

      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bp_kind)), ==, "Played by");
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bp_kind)), ==,
                       adw_preferences_row_get_title (ADW_PREFERENCES_ROW (schott_kind)));
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bp_setup_page_get_name_row (bp_setup, i))), ==,
                       adw_preferences_row_get_title (ADW_PREFERENCES_ROW (schott_setup_page_get_name_row (schott_setup, i))));
      g_assert_cmpstr (group_title_of (bp_kind), ==, group_title_of (schott_kind));
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (bp_kind)));
    }
  g_assert_null (sw_test_find (GTK_WIDGET (bp_setup), is_label_text, "Player 1 Plays As"));
  /* a phone: Start Game is seen without scrolling, nothing is wider */
  if (gtk_widget_get_width (GTK_WIDGET (window)) <= 400)
    {
      assert_inside_window (window, GTK_WIDGET (bp_setup_page_get_start_button (bp_setup)));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (bp_setup)), <=, gtk_widget_get_width (GTK_WIDGET (window)));
    }
  else
    g_test_message ("the window kept %d px: the phone size is not checked",
                    gtk_widget_get_width (GTK_WIDGET (window)));

  /* Start: Ana and Lino at one device */
  click (GTK_WIDGET (bp_setup_page_get_start_button (bp_setup)));
  g_assert_cmpstr (sw_window_get_page (window), ==, "bestpath");
  view = BP_GAME_VIEW (sw_test_find_widget (sw_game_get_page (sw_window_get_game (window, "best-path")), BP_TYPE_GAME_VIEW));
  model = bp_game_view_get_model (view);
  g_assert_cmpuint (bp_game_model_get_n_persons (model), ==, 2);
  g_assert_null (bp_game_model_pass (model));

  /* New Game over it, then Back: the same game, Lino's turn */
  press_new_game (window, "_Best Path");
  g_assert_cmpstr (sw_window_get_page (window), ==, "bestpath-setup");
  click (find_action_button (GTK_WIDGET (window), "win.back-to-game"));
  g_assert_cmpstr (sw_window_get_page (window), ==, "bestpath");
  g_assert_true (bp_game_view_get_model (view) == model);
  g_assert_cmpint (bp_game_model_get_current (model), ==, 1);
  g_assert_cmpuint (bp_game_model_get_round (model), ==, 1);

  /* Start over it asks first, as SCHOTT's page does; Cancel keeps it */
  press_new_game (window, "_Best Path");
  click (GTK_WIDGET (bp_setup_page_get_start_button (bp_setup)));
  iterate_until (dialog_shown, window, 30);
  g_assert_true (alert_has_response (window, "abandon"));
  press_dialog_button (window, "_Cancel");
  iterate_until (no_dialog_shown, window, 30);
  g_assert_cmpstr (sw_window_get_page (window), ==, "bestpath-setup");
  click (find_action_button (GTK_WIDGET (window), "win.back-to-game"));
  g_assert_cmpstr (sw_window_get_page (window), ==, "bestpath");
  g_assert_true (bp_game_view_get_model (view) == model);
  g_assert_cmpint (bp_game_model_get_current (model), ==, 1);
  g_assert_cmpuint (bp_game_model_get_round (model), ==, 1);

  /* to the end */
  while (!bp_game_model_is_over (model))
    g_assert_null (bp_game_model_pass (model));
  iterate_until (bp_view_over, view, 30);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  sw_test_iterate_for (300);

  /* the end screen shows the final boards, and the four ways on */
  g_assert_cmpuint (count_mapped_boards_shown (view), ==, 2);
  g_assert_nonnull (find_action_button (GTK_WIDGET (view), "bp.play-again"));
  g_assert_nonnull (find_action_button (GTK_WIDGET (view), "win.new-game"));
  g_assert_nonnull (find_action_button (GTK_WIDGET (view), "win.statistics"));
  g_assert_nonnull (find_action_button (GTK_WIDGET (view), "bp.show-final-board"));

  /* Show Board: the final boards, large, with coordinates; back to the sheet */
  click (find_action_button (GTK_WIDGET (view), "bp.show-final-board"));
  g_assert_cmpstr (bp_game_view_get_page (view), ==, "final");
  sw_test_iterate_for (400);
  g_assert_cmpuint (count_mapped_boards_shown (view), ==, 2);
  click (find_action_button (GTK_WIDGET (view), "bp.show-score-sheet"));
  g_assert_cmpstr (bp_game_view_get_page (view), ==, "over");

  /* Statistics: Best Path's own (its best solo scores: none yet) */
  click (find_action_button (GTK_WIDGET (view), "win.statistics"));
  iterate_until (dialog_shown, window, 30);
  dialog = visible_dialog (window);
  g_assert_true (BP_IS_STATISTICS_DIALOG (dialog));
  g_assert_cmpstr (bp_statistics_dialog_get_value (BP_STATISTICS_DIALOG (dialog), "overall"), ==, "None yet");
  sw_test_dialog_settle ();
  adw_dialog_force_close (dialog);
  iterate_until (no_dialog_shown, window, 30);

  /* New Game: Best Path's page; Back: the end screen again */
  click (find_action_button (GTK_WIDGET (view), "win.new-game"));
  press_dialog_button (window, "_Best Path");
  g_assert_cmpstr (sw_window_get_page (window), ==, "bestpath-setup");
  click (find_action_button (GTK_WIDGET (window), "win.back-to-game"));
  g_assert_cmpstr (sw_window_get_page (window), ==, "bestpath");
  g_assert_cmpstr (bp_game_view_get_page (view), ==, "over");

  /* Play Again: the same seats, a new deal, from the first round */
  memcpy (deck, bp_game_model_get_game (model)->deck, sizeof deck);
  button = find_action_button (GTK_WIDGET (view), "bp.play-again");
  click (button);
  sw_test_iterate_for (100);
  g_assert_false (bp_game_model_is_over (model));
  g_assert_cmpuint (bp_game_model_get_round (model), ==, 1);
  g_assert_cmpuint (bp_game_model_get_n_players (model), ==, 2);
  g_assert_cmpuint (bp_game_model_get_n_persons (model), ==, 2);
  g_assert_cmpstr (bp_game_model_get_name (model, 0), ==, "Ana");
  g_assert_cmpstr (bp_game_model_get_name (model, 1), ==, "Lino");
  g_assert_true (memcmp (deck, bp_game_model_get_game (model)->deck, sizeof deck) != 0);
  g_assert_cmpstr (bp_game_view_get_page (view), ==, "privacy");

  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (bp_autosave);
  g_settings_reset (settings, "best-path-players");
  g_settings_reset (settings, "best-path-seats");
  g_settings_reset (settings, "best-path-names");
  g_settings_reset (settings, "last-game");
}

static gboolean
page_is_setup (gpointer data)
{
  return g_strcmp0 (sw_window_get_page (SW_WINDOW (data)), "setup") == 0;
}

/* Issue 24: SCHOTT's end screen has the ways on Best Path's has: Show
 * Board leaves the final board to look at; Play Again starts the same
 * seats anew with a new seed. */
static void
assert_schott_end_actions (SwWindow        *window,
                           SchottGameModel *model)
{
  AdwDialog *over = visible_dialog (window);
  guint64 seed = schott_game_model_get_seed (model);
  guint n = schott_game_model_get_n_players (model);
  g_auto(GStrv) names = g_new0 (char *, n + 1);
  SchottGameModel *again;

  g_assert_true (SCHOTT_IS_GAME_OVER (over));
  /* shown again once the Statistics over it have gone */
  iterate_until (sw_test_is_mapped, sw_test_find_button (GTK_WIDGET (over), "New Game"), 10);
  for (guint p = 0; p < n; p++)
    names[p] = g_strdup (schott_player_get_name (schott_game_model_get_player (model, p)));
  g_assert_nonnull (sw_test_find_button (GTK_WIDGET (over), "Play Again"));
  g_assert_nonnull (find_action_button (GTK_WIDGET (over), "win.new-game"));
  g_assert_nonnull (find_action_button (GTK_WIDGET (over), "win.statistics"));
  g_assert_nonnull (find_action_button (GTK_WIDGET (over), "game-over.show-board"));

  /* New Game: SCHOTT's page over the finished game; Back returns to it */
  sw_test_dialog_settle ();
  click (find_action_button (GTK_WIDGET (over), "win.new-game"));
  press_dialog_button (window, "_SCHOTT");
  iterate_until (page_is_setup, window, 10);
  click (find_action_button (GTK_WIDGET (window), "win.back-to-game"));
  g_assert_cmpstr (sw_window_get_page (window), ==, "play");
  g_assert_true (schott_game_view_get_model (window_game_view (window)) == model);
  adw_dialog_present (over, GTK_WIDGET (window));
  iterate_until (sw_test_is_mapped, sw_test_find_button (GTK_WIDGET (over), "Show Board"), 10);

  sw_test_dialog_settle ();
  click (find_action_button (GTK_WIDGET (over), "game-over.show-board"));
  iterate_until (no_dialog_shown, window, 30);
  iterate_until (page_is_play, window, 10);
  g_assert_cmpstr (sw_window_get_page (window), ==, "play");
  g_assert_true (schott_game_view_get_model (window_game_view (window)) == model);
  g_assert_true (schott_game_model_get_is_over (model));

  /* the result again (as the game keeps it), then Play Again */
  g_unsetenv ("SCHOTT_WORLD_SEED");
  adw_dialog_present (sw_game_get_result (sw_window_get_game (window, "schott")), GTK_WIDGET (window));
  iterate_until (dialog_shown, window, 30);
  sw_test_dialog_settle ();
  click (sw_test_find_button (GTK_WIDGET (visible_dialog (window)), "Play Again"));
  again = schott_game_view_get_model (window_game_view (window));
  g_assert_nonnull (again);
  g_assert_cmpuint (schott_game_model_get_n_players (again), ==, n);
  for (guint p = 0; p < n; p++)
    g_assert_cmpstr (schott_player_get_name (schott_game_model_get_player (again, p)), ==, names[p]);
  g_assert_cmpuint (schott_game_model_get_seed (again), !=, seed);
  /* the computers of the new game wait, and its autosave is written
   * before the test's folders go */
  sw_game_hold (sw_window_get_game (window, "schott"));
  schott_game_model_flush_autosave ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  sw_test_report_crashes ();
  gtk_init ();
  adw_init ();
  app_binary = g_getenv ("SCHOTT_WORLD_BINARY");
  /* The application's style sheet, as AdwApplication loads it: card sizes
   * and so the layout are the program's. */
  {
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
    gtk_css_provider_load_from_resource (css, "/io/github/schottworld/SchottWorld/schott/schott-style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }
  g_test_log_set_fatal_handler (sw_test_ignore_icon_warnings, NULL);
  /* GTK logs structured, which bypasses the handler above: keep criticals
   * fatal, report warnings. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  /* the welcome is a newcomer's first page: the tests before issue 27
   * start where a returning player does */
  g_settings_set_boolean (sw_settings_get_default (), "welcome-shown", TRUE);
  /* the computers' own dice too, so that a seeded game is the same game
   * every run (the app draws them anew for every game) */
  if (g_getenv ("SCHOTT_WORLD_AI_SEED") == NULL)
    g_setenv ("SCHOTT_WORLD_AI_SEED", "1", TRUE);

  g_test_add_func ("/ui/renderer/software-gl-only", test_renderer_choice);
  g_test_add_func ("/ui/renderer/program", test_renderer_of_program);
  g_test_add_func ("/ui/setup/hidden-seats-kept", test_setup_hidden_seats_kept);
  g_test_add_func ("/ui/dialogs/picture-bin", test_picture_bin);
  g_test_add_func ("/ui/window/computer-game-to-the-end", test_computer_game_to_the_end);
  g_test_add_func ("/ui/window/resume-after-kill", test_resume_after_kill);
  g_test_add_func ("/ui/statistics/issue-18/damaged-file-said-and-kept", test_statistics_damaged);
  g_test_add_func ("/ui/statistics/issue-27/per-person-rename-merge", test_statistics_per_person);
  g_test_add_func ("/ui/window/person-turn/R-TURN-1/exchange-draw-event", test_person_turns);
  g_test_add_func ("/ui/window/narrow-360x640", test_narrow_window);
  g_test_add_func ("/ui/window/issue-18/computer-turns-readable", test_computer_turns_readable);
  g_test_add_func ("/ui/window/issue-18/keyboard-turn", test_keyboard_turn);
  g_test_add_func ("/ui/window/issue-18/second-summary-starts-on-continue", test_second_summary_focus);
  g_test_add_func ("/ui/shortcuts/issue-18/keys-listed", test_shortcuts_listed);
  g_test_add_func ("/ui/preferences/issue-24/games-add-their-groups", test_preferences_from_games);
  g_test_add_func ("/ui/window/autosave/corrupt-moved-aside-new-game", test_corrupt_autosave);
  g_test_add_func ("/ui/window/autosave/read-only-one-banner", test_autosave_read_only_banner);
  g_test_add_func ("/ui/window/autosave/second-instance-not-saved", test_second_instance_not_autosaved);
  g_test_add_func ("/ui/window/packs/broken-and-duplicate-listed-open-in-editor", test_pack_problems_listed);
  g_test_add_func ("/ui/window/issue-18/new-game-way-back-and-confirm", test_new_game_way_back);
  g_test_add_func ("/ui/window/issue-24/one-unfinished-game-each", test_one_unfinished_game_each);
  g_test_add_func ("/ui/window/issue-18/computers-wait-behind-new-game", test_computers_wait_behind_new_game);
  g_test_add_func ("/ui/window/issue-18/ctrl-o-from-the-header-bar", test_ctrl_o_from_header);
  g_test_add_func ("/ui/window/issue-18/labels-default-names-no-packs", test_labels_and_setup);
  g_test_add_func ("/ui/window/issue-27/welcome-both-games-rules-play", test_welcome);
  g_test_add_func ("/ui/window/issue-27/undo-schott-against-a-computer", test_undo_schott_against_computer);
  g_test_add_func ("/ui/window/issue-27/undo-best-path-hot-seat-pass", test_undo_best_path_hot_seat);
  g_test_add_func ("/ui/window/issue-24/same-new-game-seats-and-end-screen", test_same_new_game_and_end_screen);
  return g_test_run ();
}
