/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bp-ui.c: Best Path through its real widgets under Xvfb: a solo game
 * and a 2-person hot-seat game to the score sheet, and resuming a game
 * killed mid-round. */
#include "config.h"

#include <math.h>
#include <signal.h>
#include <adwaita.h>
#include <glib/gstdio.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

#include "bp-ui-util.h"
#include "../../common/sw-test-util.h"

typedef struct
{
  char        *dir;
  GtkWindow   *window;
  BpGameView  *view;
  BpGameModel *model;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *autosave = NULL;
  g_autofree char *scores = NULL;

  fixture->dir = g_dir_make_tmp ("bp-ui-XXXXXX", NULL);
  g_assert_nonnull (fixture->dir);
  autosave = g_build_filename (fixture->dir, "autosave.best-path", NULL);
  scores = g_build_filename (fixture->dir, "scores.ini", NULL);

  fixture->model = bp_game_model_new ();
  bp_game_model_set_autosave_path (fixture->model, autosave);
  bp_game_model_set_scores_path (fixture->model, scores);
  fixture->view = BP_GAME_VIEW (bp_game_view_new ());
  bp_game_view_set_model (fixture->view, fixture->model);
  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 1000, 700);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->view));
  gtk_window_present (fixture->window);
  while (!gtk_widget_get_mapped (GTK_WIDGET (fixture->view)))
    g_main_context_iteration (NULL, TRUE);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  bp_game_model_wait_idle (fixture->model);
  gtk_window_destroy (fixture->window);
  g_clear_object (&fixture->model);
  bp_ui_iterate (10);
  g_autofree char *autosave = g_build_filename (fixture->dir, "autosave.best-path", NULL);
  g_autofree char *scores = g_build_filename (fixture->dir, "scores.ini", NULL);
  g_remove (autosave);
  g_remove (scores);
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
}

/* The same game on the engine alone, every seat choosing as level does
 * with the computer players' seed the model drew (ai_seed). */
static void
engine_game (guint            n_players,
             const BpAiLevel *levels,
             guint64          seed,
             guint64          ai_seed,
             BpGame          *game)
{
  bp_game_init (game, n_players, NULL, seed);
  game->ai_salt = ai_seed;
  while (game->phase != BP_PHASE_OVER)
    for (guint p = 0; p < n_players; p++)
      if (bp_game_must_decide (game, p))
        {
          BpGame before = *game;
          BpExtension extension;

          bp_ai_choose_in_game (&before, p, levels[p], &extension);
          g_assert_null (bp_game_commit (game, p, &extension, NULL));
        }
}

static void
check_score_sheet (Fixture      *fixture,
                   const BpGame *expected)
{
  const BpGame *game = bp_game_model_get_game (fixture->model);

  g_assert_true (bp_ui_wait_page (fixture->view, "over", 10));
  for (guint p = 0; p < expected->n_players; p++)
    {
      int score = bp_game_score (expected, p);
      /* a negative total is written with U+2212 MINUS SIGN, as on paper */
      g_autofree char *want = score < 0 ? g_strdup_printf ("\u2212%d", -score)
                                        : g_strdup_printf ("%d", score);

      g_assert_cmpint (bp_game_score (game, p), ==, bp_game_score (expected, p));
      g_assert_cmpstr (bp_game_view_get_sheet_total (fixture->view, p), ==, want);
      g_assert_cmpint (bp_game_recompute_score (game, p, NULL), ==, bp_game_score (game, p));
    }
}

static void
test_solo (Fixture       *fixture,
           gconstpointer  data)
{
  const char *names[] = { "Ana", NULL };
  const char *seats[] = { BP_SEAT_PERSON, NULL };
  BpAiLevel levels[] = { BP_AI_NORMAL };
  BpGame expected;

  bp_game_model_start (fixture->model, 1, names, seats, 4242);
  engine_game (1, levels, 4242, bp_game_model_get_game (fixture->model)->ai_salt, &expected);
  g_assert_cmpstr (bp_game_view_get_page (fixture->view), ==, "play");

  for (guint round = 1; round <= BP_N_ROUNDS; round++)
    {
      g_assert_cmpuint (bp_game_model_get_round (fixture->model), ==, round);
      bp_ui_play_turn (fixture->view, BP_AI_NORMAL);
      bp_ui_iterate (5);
    }
  g_assert_true (bp_game_model_is_over (fixture->model));
  check_score_sheet (fixture, &expected);
  g_assert_cmpint (bp_game_model_best_overall (fixture->model), ==, bp_game_score (&expected, 0));
}

static void
test_hot_seat (Fixture       *fixture,
               gconstpointer  data)
{
  const char *names[] = { "Ana", "Lino", NULL };
  const char *seats[] = { BP_SEAT_PERSON, BP_SEAT_PERSON, NULL };
  BpAiLevel levels[] = { BP_AI_NORMAL, BP_AI_EASY };
  BpGame expected;

  bp_game_model_start (fixture->model, 2, names, seats, 99);
  engine_game (2, levels, 99, bp_game_model_get_game (fixture->model)->ai_salt, &expected);

  for (guint round = 1; round <= BP_N_ROUNDS; round++)
    {
      /* R-ROUND-5: every person's turn begins behind the privacy screen. */
      g_assert_cmpstr (bp_game_view_get_page (fixture->view), ==, "privacy");
      g_assert_cmpint (bp_game_model_get_current (fixture->model), ==, 0);
      bp_ui_play_turn (fixture->view, levels[0]);
      g_assert_cmpstr (bp_game_view_get_page (fixture->view), ==, "privacy");
      g_assert_cmpint (bp_game_model_get_current (fixture->model), ==, 1);
      bp_ui_play_turn (fixture->view, levels[1]);
      /* R-NUM-4: the round is announced before anybody goes on. */
      g_assert_cmpstr (bp_game_view_get_page (fixture->view), ==, "round");
      gtk_widget_activate_action (GTK_WIDGET (fixture->view), "bp.continue", NULL);
    }
  check_score_sheet (fixture, &expected);
}

/* Plays rounds 1..3 and Ana's part of round 4 of a hot-seat game, then
 * dies without cleaning up. */
static void
play_until_killed (const char *autosave)
{
  const char *names[] = { "Ana", "Lino", NULL };
  const char *seats[] = { BP_SEAT_PERSON, BP_SEAT_PERSON, NULL };
  g_autoptr(BpGameModel) model = bp_game_model_new ();
  GtkWidget *window = gtk_window_new ();
  BpGameView *view = BP_GAME_VIEW (bp_game_view_new ());

  bp_game_model_set_autosave_path (model, autosave);
  bp_game_view_set_model (view, model);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_present (GTK_WINDOW (window));
  bp_game_model_start (model, 2, names, seats, 31337);

  while (bp_game_model_get_round (model) < 4)
    {
      if (g_strcmp0 (bp_game_view_get_page (view), "round") == 0)
        gtk_widget_activate_action (GTK_WIDGET (view), "bp.continue", NULL);
      bp_ui_play_turn (view, BP_AI_NORMAL);
    }
  gtk_widget_activate_action (GTK_WIDGET (view), "bp.continue", NULL);
  bp_ui_play_turn (view, BP_AI_NORMAL);
  g_assert_cmpint (bp_game_model_get_current (model), ==, 1);
  bp_game_model_wait_idle (model);
  raise (SIGKILL);
}

static void
test_kill_and_resume (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *autosave = g_strdup (bp_game_model_get_autosave_path (fixture->model));
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) child = NULL;
  const BpGame *game;

  if (g_test_subprocess ())
    {
      play_until_killed (g_getenv ("BP_TEST_AUTOSAVE"));
      return;
    }

  {
    g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "BP_TEST_AUTOSAVE", autosave, TRUE);

    g_test_trap_subprocess_with_envp (NULL, (const char * const *) envp, 60 * G_USEC_PER_SEC,
                                      G_TEST_SUBPROCESS_INHERIT_STDERR);
  }
  g_test_trap_assert_failed ();
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));

  g_assert_true (bp_game_model_resume (fixture->model, &error));
  g_assert_no_error (error);
  game = bp_game_model_get_game (fixture->model);

  /* Mid-round 4: Ana has committed, her extension still secret. */
  g_assert_cmpuint (bp_game_model_get_round (fixture->model), ==, 4);
  g_assert_true (game->players[0].committed);
  g_assert_false (game->players[1].committed);
  g_assert_cmpstr (bp_game_model_get_name (fixture->model, 1), ==, "Lino");
  g_assert_cmpuint (game->players[0].line.length, >, 1);

  /* Lino's turn, behind the privacy screen; then the game goes on. */
  g_assert_cmpint (bp_game_model_get_current (fixture->model), ==, 1);
  g_assert_cmpstr (bp_game_view_get_page (fixture->view), ==, "privacy");
  bp_ui_play_turn (fixture->view, BP_AI_EASY);
  g_assert_cmpuint (bp_game_model_get_round (fixture->model), ==, 5);
  g_assert_cmpstr (bp_game_view_get_page (fixture->view), ==, "round");
  gtk_widget_activate_action (GTK_WIDGET (fixture->view), "bp.continue", NULL);
  g_assert_cmpstr (bp_game_view_get_page (fixture->view), ==, "privacy");
  g_assert_cmpint (bp_game_model_get_current (fixture->model), ==, 0);
}

/* R-ROUND-6: nothing is final until commit; taking back and clearing work
 * through the keyboard the board offers. */
static void
collect_boards (GtkWidget *widget,
                GPtrArray *out)
{
  if (BP_IS_BOARD (widget))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_boards (child, out);
}

/* A new game in the middle of one: nothing of the old game lingers. The
 * first person gets the privacy screen again (R-ROUND-5) with the keyboard
 * focus on its button; the announcement's boards are pictures, without
 * field buttons for Tab or screen readers to walk through. */
static void
test_new_game_and_focus (Fixture       *fixture,
                         gconstpointer  data)
{
  const char *names[] = { "Ana", "Lino", NULL };
  const char *seats[] = { BP_SEAT_PERSON, BP_SEAT_PERSON, NULL };
  GtkWidget *focus;
  g_autoptr(GPtrArray) boards = g_ptr_array_new ();

  bp_game_model_start (fixture->model, 2, names, seats, 7);
  g_assert_cmpstr (bp_game_view_get_page (fixture->view), ==, "privacy");
  gtk_widget_activate_action (GTK_WIDGET (fixture->view), "bp.show-board", NULL);
  g_assert_cmpstr (bp_game_view_get_page (fixture->view), ==, "play");

  /* Ana has taken the device; a new game begins. */
  bp_game_model_start (fixture->model, 2, names, seats, 8);
  bp_ui_iterate (50);
  g_assert_cmpstr (bp_game_view_get_page (fixture->view), ==, "privacy");
  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (fixture->view)));
  g_assert_false (BP_IS_BOARD (gtk_widget_get_parent (focus)));
  g_assert_nonnull (gtk_button_get_label (GTK_BUTTON (focus)));
  g_assert_nonnull (strstr (gtk_button_get_label (GTK_BUTTON (focus)), "Ana"));

  bp_ui_play_turn (fixture->view, BP_AI_NORMAL);
  bp_ui_play_turn (fixture->view, BP_AI_NORMAL);
  g_assert_cmpstr (bp_game_view_get_page (fixture->view), ==, "round");
  focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "bp.continue");
  collect_boards (GTK_WIDGET (fixture->view), boards);
  g_assert_cmpuint (boards->len, ==, 3);   /* the player's board and the two announced */
  for (guint b = 0; b < boards->len; b++)
    if (boards->pdata[b] != bp_game_view_get_board (fixture->view))
      for (guint f = 0; f < BP_N_FIELDS; f++)
        g_assert_false (gtk_widget_get_visible (bp_board_get_field_button (boards->pdata[b], f)));
}

/* A button's activation by key ends after a blink of 250 ms; a loaded
 * machine needs longer. */
#define WAIT_FOR(cond) G_STMT_START { \
    gint64 wait_end_ = g_get_monotonic_time () + 5 * G_USEC_PER_SEC; \
    while (!(cond) && g_get_monotonic_time () < wait_end_) \
      g_main_context_iteration (NULL, FALSE); \
  } G_STMT_END

/* Real key presses through the X server (XTEST via xdotool). */
static void
press (const char *key)
{
  sw_test_press (key);
  bp_ui_iterate (250);
}

static guint
focused_field (Fixture *fixture)
{
  BpBoard *board = BP_BOARD (bp_game_view_get_board (fixture->view));
  GtkWidget *focus = gtk_window_get_focus (fixture->window);

  for (guint f = 0; f < BP_N_FIELDS; f++)
    if (focus == bp_board_get_field_button (board, f))
      return f;
  return BP_NO_FIELD;
}

/* The name of the field drow rows down (−1 up) and dx half-steps across
 * (±1 on another row, ±1 whole field on the same row when drow is 0). */
static const char *
neighbour_name (guint field,
                int   drow,
                int   dx)
{
  static const int lengths[9] = { 5, 6, 7, 8, 9, 8, 7, 6, 5 };
  static char name[4];
  const char *own = bp_field_name (field);
  int row = own[0] - 'A', pos = atoi (own + 1), to = row + drow, p;

  if (drow == 0)
    p = pos + dx;
  else if (lengths[to] > lengths[row])
    p = dx < 0 ? pos : pos + 1;
  else
    p = dx < 0 ? pos - 1 : pos;
  g_snprintf (name, sizeof name, "%c%d", 'A' + to, p);
  return name;
}

static GtkWidget *
find_action_button (GtkWidget  *widget,
                    const char *action)
{
  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Every key of help/C/bestpath-keys.page and of the Shortcuts window does
 * what they say, pressed for real; and both list every one of them. */
static void
test_keys_documented (Fixture       *fixture,
                      gconstpointer  data)
{
  const char *names[] = { "Ana", NULL };
  const char *seats[] = { BP_SEAT_PERSON, NULL };
  static const struct { const char *accelerator; const char *help; } keys[] = {
    { "Left Right", "<key>←</key>" },
    { "Up Down", "<key>↑</key>" },
    { "&lt;Shift&gt;Up &lt;Shift&gt;Down", "<key>Shift</key><key>↑</key>" },
    { "Return space", "<key>Space</key>" },
    { "BackSpace", "<key>Backspace</key>" },
    { "Delete", "<key>Delete</key>" },
    { "e", "<key>E</key>" },
    { "&lt;Control&gt;h", "<key>Ctrl</key><key>H</key>" },
    { "&lt;Control&gt;Return", "<key>Ctrl</key><key>Enter</key>" },
    { "&lt;Alt&gt;p", "<key>Alt</key><key>P</key>" },
  };
  g_autofree char *ui_path = g_test_build_filename (G_TEST_DIST, "..", "..", "..", "src", "shell", "shortcuts-dialog.ui", NULL);
  g_autofree char *c_path = g_test_build_filename (G_TEST_DIST, "..", "..", "..", "src", "shell", "sw-shortcuts.c", NULL);
  g_autofree char *help_path = g_test_build_filename (G_TEST_DIST, "..", "..", "..", "help", "C", "bestpath-keys.page", NULL);
  g_autofree char *ui = NULL, *c_source = NULL, *help = NULL;
  const char *section;
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  const char *argv[] = { "xdotool", "search", "--sync", "--name", "^bp-keys$", "windowfocus", "--sync", NULL };
  const BpExtension *draft = bp_game_model_get_draft (fixture->model);

  g_assert_true (g_file_get_contents (ui_path, &ui, NULL, NULL));
  g_assert_true (g_file_get_contents (c_path, &c_source, NULL, NULL));
  g_assert_true (g_file_get_contents (help_path, &help, NULL, NULL));
  section = strstr (ui, ">Best Path</property>");
  g_assert_nonnull (section);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *tag = g_strdup_printf ("<property name=\"accelerator\">%s</property>", keys[i].accelerator);
      g_autofree char *plain = g_strdup (keys[i].accelerator);
      g_autofree char *quoted = NULL;

      g_assert_nonnull (strstr (section, tag));
      /* the same accelerators in the fallback list, unescaped */
      while (strstr (plain, "&lt;") != NULL || strstr (plain, "&gt;") != NULL)
        {
          char *p = strstr (plain, "&lt;") ? strstr (plain, "&lt;") : strstr (plain, "&gt;");
          *p = p[1] == 'l' ? '<' : '>';
          memmove (p + 1, p + 4, strlen (p + 4) + 1);
        }
      quoted = g_strdup_printf ("\"%s\" }", plain);
      g_assert_nonnull (strstr (c_source, quoted));
      g_assert_nonnull (strstr (help, keys[i].help));
    }
  /* the buttons named as the view labels them */
  g_assert_nonnull (strstr (help, "<gui>Commit</gui>"));
  g_assert_nonnull (strstr (help, "<gui>Pass</gui>"));

#ifdef GDK_WINDOWING_X11
  if (!GDK_IS_X11_DISPLAY (gdk_display_get_default ()) || xdotool == NULL)
#endif
    {
      g_test_skip ("needs X11 and xdotool to press the keys");
      return;
    }
  gtk_window_set_title (fixture->window, "bp-keys");
  bp_game_model_start (fixture->model, 1, names, seats, 11);
  bp_ui_iterate (200);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, NULL, NULL));
  bp_ui_iterate (300);
  {
    BpBoard *board = BP_BOARD (bp_game_view_get_board (fixture->view));
    guint start = bp_game_model_get_draft_end (fixture->model);
    guint64 next = bp_game_model_get_next_fields (fixture->model);
    guint legal = BP_NO_FIELD, end_before;

    /* the cursor starts on the end being drawn from */
    g_assert_cmpuint (focused_field (fixture), ==, start);

    /* ←/→ along the row; ↑/↓ to the left, Shift to the right: each move
     * and its opposite come back to the start (a ring-1 field has all six
     * neighbours). */
    press ("Right");
    g_assert_cmpstr (bp_field_name (focused_field (fixture)), ==, neighbour_name (start, 0, +1));
    press ("Left");
    g_assert_cmpuint (focused_field (fixture), ==, start);
    press ("Up");
    g_assert_cmpstr (bp_field_name (focused_field (fixture)), ==, neighbour_name (start, -1, -1));
    press ("shift+Down");
    g_assert_cmpuint (focused_field (fixture), ==, start);
    press ("shift+Up");
    g_assert_cmpstr (bp_field_name (focused_field (fixture)), ==, neighbour_name (start, -1, +1));
    press ("Down");
    g_assert_cmpuint (focused_field (fixture), ==, start);
    press ("Down");
    g_assert_cmpstr (bp_field_name (focused_field (fixture)), ==, neighbour_name (start, +1, -1));
    press ("shift+Up");
    g_assert_cmpuint (focused_field (fixture), ==, start);

    for (guint f = 0; f < BP_N_FIELDS && legal == BP_NO_FIELD; f++)
      if (next & (G_GUINT64_CONSTANT (1) << f))
        legal = f;
    g_assert_cmpuint (legal, !=, BP_NO_FIELD);
    bp_board_focus_field (board, legal);

    press ("Return");                   /* adds the field */
    WAIT_FOR (draft->n_cells == 1);
    g_assert_cmpuint (draft->n_cells, ==, 1);
    press ("Return");                   /* on the last field: takes it back */
    WAIT_FOR (draft->n_cells == 0);
    g_assert_cmpuint (draft->n_cells, ==, 0);
    press ("space");
    WAIT_FOR (draft->n_cells == 1);
    g_assert_cmpuint (draft->n_cells, ==, 1);
    press ("BackSpace");
    g_assert_cmpuint (draft->n_cells, ==, 0);
    press ("space");
    WAIT_FOR (draft->n_cells == 1);
    press ("Delete");
    g_assert_cmpuint (draft->n_cells, ==, 0);

    press ("ctrl+h");
    {
      gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

      while (bp_game_model_get_hint (fixture->model, NULL) == NULL && g_get_monotonic_time () < end)
        g_main_context_iteration (NULL, FALSE);
      g_assert_nonnull (bp_game_model_get_hint (fixture->model, NULL));
    }

    bp_board_focus_field (board, legal);
    press ("space");
    WAIT_FOR (draft->n_cells == 1);
    press ("ctrl+Return");              /* commits */
    g_assert_cmpuint (bp_game_model_get_round (fixture->model), ==, 2);
    g_assert_cmpuint (bp_game_model_get_game (fixture->model)->players[0].line.length, ==, 2);

    end_before = bp_game_model_get_draft_end (fixture->model);
    g_assert_cmpuint (focused_field (fixture), ==, end_before);
    press ("e");                        /* the other end */
    g_assert_cmpuint (bp_game_model_get_draft_end (fixture->model), !=, end_before);
    g_assert_cmpuint (focused_field (fixture), ==, bp_game_model_get_draft_end (fixture->model));

    /* Alt+P: Pass's mnemonic */
    {
      GtkWidget *pass = find_action_button (GTK_WIDGET (fixture->view), "bp.pass");

      g_assert_nonnull (pass);
      g_assert_true (gtk_button_get_use_underline (GTK_BUTTON (pass)));
      g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (pass)), ==, "_Pass");
    }
    press ("alt+p");
    WAIT_FOR (bp_game_model_get_round (fixture->model) == 3);
    g_assert_cmpuint (bp_game_model_get_round (fixture->model), ==, 3);
    g_assert_cmpuint (bp_game_model_get_game (fixture->model)->players[0].line.length, ==, 2);

    /* Alt+P also where the translation puts Pass's mnemonic on another
     * letter (Indonesian "_Lewat"): the documented key does not depend on
     * the language. */
    {
      GtkWidget *pass = find_action_button (GTK_WIDGET (fixture->view), "bp.pass");

      gtk_button_set_label (GTK_BUTTON (pass), "_Lewat");
    }
    press ("alt+p");
    WAIT_FOR (bp_game_model_get_round (fixture->model) == 4);
    g_assert_cmpuint (bp_game_model_get_round (fixture->model), ==, 4);
  }
}

static void
test_keyboard (Fixture       *fixture,
               gconstpointer  data)
{
  const char *names[] = { "Ana", NULL };
  const char *seats[] = { BP_SEAT_PERSON, NULL };
  BpBoard *board = BP_BOARD (bp_game_view_get_board (fixture->view));
  guint64 next;
  guint field = BP_NO_FIELD;
  const BpLine *line;

  bp_game_model_start (fixture->model, 1, names, seats, 5);
  next = bp_game_model_get_next_fields (fixture->model);
  for (guint f = 0; f < BP_N_FIELDS; f++)
    if (next & (G_GUINT64_CONSTANT (1) << f))
      {
        field = f;
        break;
      }
  if (field == BP_NO_FIELD)
    {
      g_test_skip ("no legal field from the first end");
      return;
    }

  bp_board_focus_field (board, field);
  g_assert_true (gtk_window_get_focus (fixture->window) == bp_board_get_field_button (board, field));
  /* Enter on the focused field: a button's activation ends after a blink. */
  gtk_widget_activate (bp_board_get_field_button (board, field));
  bp_ui_iterate (400);
  g_assert_cmpuint (bp_game_model_get_draft (fixture->model)->n_cells, ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.take-back", NULL);
  g_assert_cmpuint (bp_game_model_get_draft (fixture->model)->n_cells, ==, 0);

  gtk_widget_activate (bp_board_get_field_button (board, field));
  bp_ui_iterate (400);
  line = &bp_game_model_get_game (fixture->model)->players[0].line;
  g_assert_cmpuint (line->length, ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (fixture->view), "bp.commit", NULL);
  g_assert_cmpuint (line->length, ==, 2);
  g_assert_cmpuint (bp_game_model_get_round (fixture->model), ==, 2);
}

static gboolean
label_contains (GtkWidget     *widget,
                gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL;
}

static guint
mapped_boards (GtkWidget *widget)
{
  guint n = BP_IS_BOARD (widget) && gtk_widget_get_mapped (widget) ? 1 : 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += mapped_boards (c);
  return n;
}

/* The boards shown as pictures (the round's, the end's): all but the
 * board drawn on, which may stay mapped while the pages cross-fade. */
static guint
mapped_boards_shown (BpGameView *view)
{
  GtkWidget *main_board = bp_game_view_get_board (view);

  return mapped_boards (GTK_WIDGET (view)) - (gtk_widget_get_mapped (main_board) ? 1 : 0);
}

/* A solo game to its end: passing throughout (level < 0), else drawn as
 * the computer player of that level would. */
static void
play_solo (Fixture *fixture,
           int      level)
{
  while (!bp_game_model_is_over (fixture->model))
    if (level < 0)
      g_assert_null (bp_game_model_pass (fixture->model));
    else
      bp_ui_play_turn (fixture->view, (BpAiLevel) level);
  g_assert_true (bp_ui_wait_page (fixture->view, "over", 10));
  bp_ui_iterate (50);
}

/* Issue 27, item 8: the end screen shows the final board, and says "A new
 * best score!" only when an earlier best exists and is beaten: not on a
 * player's first game, nor for a score below the best. */
static void
test_new_best_said_when_beaten (Fixture       *fixture,
                                gconstpointer  data)
{
  const char *names[] = { "Ana", NULL };
  const char *seats[] = { BP_SEAT_PERSON, NULL };
  int first;

  bp_game_model_start (fixture->model, 1, names, seats, 11);
  play_solo (fixture, -1);
  first = bp_game_score (bp_game_model_get_game (fixture->model), 0);
  g_assert_false (bp_game_model_is_new_best (fixture->model));
  g_assert_null (sw_test_find (GTK_WIDGET (fixture->view), label_contains, "A new best score!"));
  g_assert_nonnull (sw_test_find (GTK_WIDGET (fixture->view), label_contains, "Best overall:"));
  /* the final board, beside the sheet */
  g_assert_cmpuint (mapped_boards_shown (fixture->view), ==, 1);

  /* drawn well this time: beaten */
  gtk_widget_activate_action (GTK_WIDGET (fixture->view), "bp.play-again", NULL);
  g_assert_cmpstr (bp_game_view_get_page (fixture->view), ==, "play");
  play_solo (fixture, BP_AI_NORMAL);
  g_assert_cmpint (bp_game_score (bp_game_model_get_game (fixture->model), 0), >, first);
  g_assert_true (bp_game_model_is_new_best (fixture->model));
  g_assert_nonnull (sw_test_find (GTK_WIDGET (fixture->view), label_contains, "A new best score!"));

  /* passing again: below the best, not said */
  gtk_widget_activate_action (GTK_WIDGET (fixture->view), "bp.play-again", NULL);
  play_solo (fixture, -1);
  g_assert_false (bp_game_model_is_new_best (fixture->model));
  g_assert_null (sw_test_find (GTK_WIDGET (fixture->view), label_contains, "A new best score!"));

  /* Show Board: the final board large, with its coordinates */
  gtk_widget_activate_action (GTK_WIDGET (fixture->view), "bp.show-final-board", NULL);
  g_assert_cmpstr (bp_game_view_get_page (fixture->view), ==, "final");
  /* the stack's transition maps both pages for a while: wait for its end
   * (a loaded machine takes longer than any fixed number of frames) */
  for (gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
       mapped_boards_shown (fixture->view) != 1 && g_get_monotonic_time () < end;)
    bp_ui_iterate (10);
  g_assert_cmpuint (mapped_boards_shown (fixture->view), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (fixture->view), "bp.show-score-sheet", NULL);
  g_assert_cmpstr (bp_game_view_get_page (fixture->view), ==, "over");
}

static float
distance (float x0, float y0, float x1, float y1)
{
  return hypotf (x1 - x0, y1 - y0);
}

/* Issue 27, item 8: the prompt names fields ("Drawing from H2"), so the
 * board shows how they are named: each row's letter left of the row, and
 * each place in a row (counted from the left) as a number beyond the end
 * of the slanting line of that place. Every label lies outside every
 * field and inside the board's widget; the names the prompt uses are made
 * of labels shown. */
static void
test_coordinates (Fixture       *fixture,
                  gconstpointer  data)
{
  const char *names[] = { "Ana", NULL };
  const char *seats[] = { BP_SEAT_PERSON, NULL };
  BpBoard *board = BP_BOARD (bp_game_view_get_board (fixture->view));
  BpBoardLabel labels[BP_N_BOARD_LABELS];
  BpBoardGeometry g;
  guint n, letters = 0, numbers = 0;
  float w, h;

  bp_game_model_start (fixture->model, 1, names, seats, 5);
  bp_ui_iterate (100);
  g_assert_true (bp_board_get_show_coordinates (board));
  bp_board_get_geometry (board, &g);
  w = gtk_widget_get_width (GTK_WIDGET (board));
  h = gtk_widget_get_height (GTK_WIDGET (board));
  g_assert_cmpfloat (g.r, >, 10);
  n = bp_board_labels (&g, labels);
  g_assert_cmpuint (n, ==, BP_N_BOARD_LABELS);

  for (guint i = 0; i < n; i++)
    {
      const BpBoardLabel *l = &labels[i];
      float half = g.r * BP_LABEL_SIZE * 0.6f;
      guint nearest = 0;

      /* inside the widget, outside every field */
      g_assert_cmpfloat (l->x - half, >=, 0);
      g_assert_cmpfloat (l->x + half, <=, w);
      g_assert_cmpfloat (l->y - half, >=, 0);
      g_assert_cmpfloat (l->y + half, <=, h);
      for (guint f = 0; f < BP_N_FIELDS; f++)
        {
          float x, y, nx, ny;

          bp_field_centre (&g, f, &x, &y);
          bp_field_centre (&g, nearest, &nx, &ny);
          g_assert_cmpfloat (distance (l->x, l->y, x, y), >=, g.r * 1.2f);
          if (distance (l->x, l->y, x, y) < distance (l->x, l->y, nx, ny))
            nearest = f;
        }

      if (g_ascii_isupper (l->text[0]))
        {
          /* a letter: on its row's level, left of all its fields, nearest
           * to the row's first */
          letters++;
          g_assert_cmpstr (bp_field_name (nearest) + 1, ==, "1");
          g_assert_cmpint (bp_field_name (nearest)[0], ==, l->text[0]);
          for (guint f = 0; f < BP_N_FIELDS; f++)
            if (bp_field_name (f)[0] == l->text[0])
              {
                float x, y;

                bp_field_centre (&g, f, &x, &y);
                g_assert_cmpfloat (fabsf (y - l->y), <, 0.5f);
                g_assert_cmpfloat (x, >, l->x);
              }
        }
      else
        {
          /* a number: next to a field of that place, on the line the
           * places of that number follow from row to row */
          const char *own = bp_field_name (nearest);
          char next_name[4];
          gboolean lined = FALSE;

          numbers++;
          g_assert_cmpstr (own + 1, ==, l->text);
          for (int drow = -1; drow <= 1; drow += 2)
            {
              g_snprintf (next_name, sizeof next_name, "%c%s", own[0] + drow, l->text);
              for (guint f = 0; f < BP_N_FIELDS; f++)
                if (g_str_equal (bp_field_name (f), next_name))
                  {
                    float ax, ay, bx, by, cross;

                    bp_field_centre (&g, nearest, &ax, &ay);
                    bp_field_centre (&g, f, &bx, &by);
                    cross = (bx - ax) * (l->y - ay) - (by - ay) * (l->x - ax);
                    if (fabsf (cross) / distance (ax, ay, bx, by) < 0.05f * g.r)
                      lined = TRUE;
                  }
            }
          /* E9 stands alone on its line */
          g_assert_true (lined || g_str_equal (own, "E9"));
        }
    }
  g_assert_cmpuint (letters, ==, 9);
  g_assert_cmpuint (numbers, ==, BP_N_BOARD_LABELS - 9);

  /* the field the prompt names: its letter and number are labels shown */
  {
    const char *end = bp_field_name (bp_game_model_get_draft_end (fixture->model));
    gboolean letter = FALSE, number = FALSE;

    g_assert_nonnull (sw_test_find (GTK_WIDGET (fixture->view), label_contains, end));
    for (guint i = 0; i < n; i++)
      {
        letter |= labels[i].text[0] == end[0];
        number |= g_str_equal (labels[i].text, end + 1);
      }
    g_assert_true (letter && number);
  }

  /* the round's small pictures leave them out */
  {
    GtkWidget *small = bp_board_new ();

    g_object_ref_sink (small);
    bp_board_set_show_coordinates (BP_BOARD (small), FALSE);
    g_assert_false (bp_board_get_show_coordinates (BP_BOARD (small)));
    g_object_unref (small);
  }
}

/* The board as drawn, in a Cairo image (ARGB32, premultiplied). */
static cairo_surface_t *
render_board (GtkWidget *board)
{
  int w = gtk_widget_get_width (board), h = gtk_widget_get_height (board);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (board);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);

  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
pixel_at (cairo_surface_t *surface,
          float            x,
          float            y,
          GdkRGBA         *rgba)
{
  const guint8 *row = cairo_image_surface_get_data (surface)
                      + (int) y * cairo_image_surface_get_stride (surface);
  guint32 argb = ((const guint32 *) row)[(int) x];
  float a = ((argb >> 24) & 0xff) / 255.0f;

  rgba->alpha = a;
  rgba->red = a > 0 ? ((argb >> 16) & 0xff) / 255.0f / a : 0;
  rgba->green = a > 0 ? ((argb >> 8) & 0xff) / 255.0f / a : 0;
  rgba->blue = a > 0 ? (argb & 0xff) / 255.0f / a : 0;
}

/* Issue 27, item 8: colour-blind players tell a field's colour by its
 * symbol, so the line passes under the symbols: around the symbol of
 * every field the line crosses, where the line runs on to the next
 * field, the field's own colour shows, not the line's. */
static void
test_line_under_symbols (Fixture       *fixture,
                         gconstpointer  data)
{
  const char *names[] = { "Ana", NULL };
  const char *seats[] = { BP_SEAT_PERSON, NULL };
  GtkWidget *board = bp_game_view_get_board (fixture->view);
  const BpLine *line;
  cairo_surface_t *surface;
  BpBoardGeometry g;
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  guint checked = 0;

  bp_game_model_start (fixture->model, 1, names, seats, 5);
  for (guint round = 1; round <= 4; round++)
    bp_ui_play_turn (fixture->view, BP_AI_NORMAL);
  bp_ui_iterate (100);
  line = &bp_game_model_get_game (fixture->model)->players[0].line;
  g_assert_cmpuint (line->length, >, 3);
  bp_board_get_geometry (BP_BOARD (board), &g);
  surface = render_board (board);

  for (guint i = 0; i + 1 < line->length; i++)
    for (int side = 0; side < 2; side++)
      {
        guint field = line->fields[i + side], other = line->fields[i + 1 - side];
        float ax, ay, bx, by, d, x, y;
        GdkRGBA want, got;

        if (bp_field_number (field) != 0)
          continue;   /* its number's disc covers the line there already */
        bp_field_centre (&g, field, &ax, &ay);
        bp_field_centre (&g, other, &bx, &by);
        d = hypotf (bx - ax, by - ay);
        /* just outside the symbol (0.3 r), on the line's way out */
        x = ax + (bx - ax) / d * 0.37f * g.r;
        y = ay + (by - ay) / d * 0.37f * g.r;
        bp_colour_rgba (bp_field_colour (field), dark, &want);
        pixel_at (surface, x, y, &got);
        g_assert_cmpfloat_with_epsilon (got.red, want.red, 0.1);
        g_assert_cmpfloat_with_epsilon (got.green, want.green, 0.1);
        g_assert_cmpfloat_with_epsilon (got.blue, want.blue, 0.1);
        checked++;
      }
  g_assert_cmpuint (checked, >, 2);
  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  sw_test_report_crashes ();
  adw_init ();

  g_test_add ("/bestpath-ui/solo-to-score-sheet", Fixture, NULL, fixture_set_up, test_solo, fixture_tear_down);
  g_test_add ("/bestpath-ui/hot-seat-to-score-sheet/R-ROUND-5", Fixture, NULL, fixture_set_up, test_hot_seat, fixture_tear_down);
  g_test_add ("/bestpath-ui/keys-documented", Fixture, NULL, fixture_set_up, test_keys_documented, fixture_tear_down);
  g_test_add ("/bestpath-ui/kill-and-resume", Fixture, NULL, fixture_set_up, test_kill_and_resume, fixture_tear_down);
  g_test_add ("/bestpath-ui/new-game-and-focus/R-ROUND-5", Fixture, NULL, fixture_set_up, test_new_game_and_focus, fixture_tear_down);
  g_test_add ("/bestpath-ui/keyboard/R-ROUND-6", Fixture, NULL, fixture_set_up, test_keyboard, fixture_tear_down);
  g_test_add ("/bestpath-ui/issue-27/new-best-only-when-beaten/R-SOLO-4", Fixture, NULL, fixture_set_up,
              test_new_best_said_when_beaten, fixture_tear_down);
  g_test_add ("/bestpath-ui/issue-27/coordinates/R-COMP-2", Fixture, NULL, fixture_set_up, test_coordinates,
              fixture_tear_down);
  g_test_add ("/bestpath-ui/issue-27/line-under-symbols/R-COMP-4", Fixture, NULL, fixture_set_up,
              test_line_under_symbols, fixture_tear_down);
  return g_test_run ();
}
