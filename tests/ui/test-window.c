/* test-window.c: the real window, driven through its widgets. */
#include "config.h"

#include <signal.h>
#include <sys/wait.h>
#include <adwaita.h>
#include <glib/gstdio.h>

#include "schott-content.h"
#include "schott-game-view.h"
#include "schott-setup-page.h"
#include "schott-window.h"

static const char *app_binary;

static void
iterate_until (gboolean (*done) (gpointer), gpointer data, guint timeout_s)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_s * G_USEC_PER_SEC;

  while (!done (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (done (data));
}

static gboolean
window_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

static gboolean
content_loaded (gpointer data)
{
  /* The pack list is filled once the async load finished. */
  return schott_content_get_n_packs (SCHOTT_CONTENT (data)) > 0;
}

static gboolean
game_over_shown (gpointer data)
{
  return g_strcmp0 (schott_window_get_page (SCHOTT_WINDOW (data)), "over") == 0;
}

/* The same game played directly on the engine: same seed, same variant,
 * same computer levels. Returns the winner mask. */
static guint
engine_winners (const SchottVariant *variant,
                const SchottAiLevel *levels,
                guint                n,
                guint64              seed)
{
  SchottGame game;
  SchottAi ai[SCHOTT_MAX_PLAYERS];
  guint mask = 0;

  g_assert_true (schott_game_init (&game, variant, n, seed, NULL));
  for (guint p = 0; p < n; p++)
    schott_ai_init (&ai[p], levels[p], seed, p);
  for (guint steps = 0; !schott_game_is_over (&game) && steps < 2000000; steps++)
    {
      gint decider = schott_game_decider (&game);
      SchottChoice choice = schott_ai_choose (&ai[decider], &game);
      g_assert_true (schott_game_decide (&game, &choice, NULL, NULL, NULL));
    }
  g_assert_true (schott_game_is_over (&game));
  for (guint p = 0; p < n; p++)
    if (game.winners[p])
      mask |= 1u << p;
  return mask;
}

static void
test_computer_game_to_the_end (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SchottWindow *window;
  SchottSetupPage *setup;
  SchottGameModel *model;
  SchottVariant variant;
  const SchottAiLevel levels[] = { SCHOTT_AI_EASY, SCHOTT_AI_NORMAL, SCHOTT_AI_HARD, SCHOTT_AI_EXPERT };
  const guint64 seed = 20240611;
  guint expected;
  const char *title;

  g_setenv ("SCHOTT_WORLD_SEED", "20240611", TRUE);
  g_setenv ("SCHOTT_WORLD_SPEED", "instant", TRUE);
  window = schott_window_new (NULL, content);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (window_mapped, window, 10);
  iterate_until (content_loaded, content, 10);
  g_assert_cmpstr (schott_window_get_page (window), ==, "setup");

  /* Four computer seats, set up through the rows a person would use. */
  setup = schott_window_get_setup_page (window);
  adw_combo_row_set_selected (schott_setup_page_get_seat_count_row (setup), 2);
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("Bot %u", i + 1);
      adw_combo_row_set_selected (schott_setup_page_get_kind_row (setup, i), 1 + levels[i]);
      gtk_editable_set_text (GTK_EDITABLE (schott_setup_page_get_name_row (setup, i)), name);
    }
  g_signal_emit_by_name (schott_setup_page_get_start_button (setup), "clicked");
  g_assert_cmpstr (schott_window_get_page (window), ==, "play");

  model = schott_game_view_get_model (schott_window_get_game_view (window));
  g_assert_nonnull (model);
  g_assert_cmpuint (schott_game_model_get_n_players (model), ==, 4);
  g_assert_cmpuint (schott_game_model_get_seed (model), ==, seed);
  g_assert_true (schott_game_model_get_ai_enabled (model));

  iterate_until (game_over_shown, window, 300);

  g_assert_true (schott_content_get_variant (content, "schott", &variant));
  expected = engine_winners (&variant, levels, 4, seed);
  g_assert_cmpuint (expected, !=, 0);
  g_assert_cmpuint (schott_game_model_get_winner_mask (model), ==, expected);

  /* The page names exactly the engine's winners. */
  title = schott_window_get_result_title (window);
  for (guint p = 0; p < 4; p++)
    {
      g_autofree char *name = g_strdup_printf ("Bot %u", p + 1);
      if (expected & (1u << p))
        g_assert_nonnull (strstr (title, name));
      else
        g_assert_null (strstr (title, name));
    }
  gtk_window_destroy (GTK_WINDOW (window));
  g_unsetenv ("SCHOTT_WORLD_SEED");
  g_unsetenv ("SCHOTT_WORLD_SPEED");
}

static gboolean
resume_offered (gpointer data)
{
  return g_strcmp0 (schott_window_get_page (SCHOTT_WINDOW (data)), "resume") == 0;
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
  SchottWindow *window;
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
          && (probe = schott_game_model_new_from_autosave (path, NULL)) != NULL)
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
  window = schott_window_new (NULL, content);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (window_mapped, window, 10);
  iterate_until (resume_offered, window, 10);
  g_signal_emit_by_name (schott_window_get_resume_button (window), "clicked");
  g_assert_cmpstr (schott_window_get_page (window), ==, "play");
  model = schott_game_view_get_model (schott_window_get_game_view (window));
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

/* Icons the test machine cannot render are no failure of the app. */
static gboolean
ignore_icon_warnings (const char     *log_domain,
                      GLogLevelFlags  log_level,
                      const char     *message,
                      gpointer        user_data)
{
  return !(g_strcmp0 (log_domain, "Gtk") == 0 && strstr (message, "Failed to load icon") != NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_init ();
  adw_init ();
  app_binary = g_getenv ("SCHOTT_WORLD_BINARY");
  g_test_log_set_fatal_handler (ignore_icon_warnings, NULL);
  /* GTK logs structured, which bypasses the handler above: keep criticals
   * fatal, report warnings. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add_func ("/ui/window/computer-game-to-the-end", test_computer_game_to_the_end);
  g_test_add_func ("/ui/window/resume-after-kill", test_resume_after_kill);
  return g_test_run ();
}
