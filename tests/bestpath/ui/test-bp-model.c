/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bp-model.c: the Best Path model without widgets: computer players
 * off the main thread, stale results dropped, the daily deck, high scores
 * and the autosave. */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "bp-game-model.h"
#include "sw-file.h"
#include "../../common/sw-hostile-files.h"

static char *
temp_path (const char *name)
{
  return g_build_filename (g_get_tmp_dir (), name, NULL);
}

/* A computer's choice for a game that was replaced meanwhile is dropped:
 * the new game's first round is untouched by it. */
static void
test_stale_result_dropped (void)
{
  const char *names[] = { "Ana", "Bot", NULL };
  const char *seats[] = { BP_SEAT_PERSON, "expert", NULL };
  g_autoptr(BpGameModel) model = bp_game_model_new ();
  const BpGame *game;

  bp_game_model_start (model, 2, names, seats, 1);
  g_assert_true (bp_game_model_get_thinking (model));
  /* A new game before the expert has answered. */
  bp_game_model_start (model, 2, names, seats, 2);
  bp_game_model_wait_idle (model);
  game = bp_game_model_get_game (model);
  g_assert_cmpuint (bp_game_model_get_round (model), ==, 1);
  g_assert_true (game->players[1].committed);
  g_assert_false (game->players[0].committed);
  g_assert_cmpint (bp_game_model_get_current (model), ==, 0);
  g_assert_false (bp_game_model_get_thinking (model));
}

static void
test_daily_deck (void)
{
  g_autoptr(BpGameModel) a = bp_game_model_new ();
  g_autoptr(BpGameModel) b = bp_game_model_new ();
  g_autoptr(BpGameModel) c = bp_game_model_new ();

  bp_game_model_start_daily (a, "Ana", "2026-11-26");
  bp_game_model_start_daily (b, "Lino", "2026-11-26");
  bp_game_model_start_daily (c, "Ana", "2026-11-27");
  g_assert_cmpmem (bp_game_model_get_game (a)->deck, BP_N_CARDS, bp_game_model_get_game (b)->deck, BP_N_CARDS);
  g_assert_cmpuint (bp_game_model_get_game (a)->players[0].board, ==, bp_game_model_get_game (b)->players[0].board);
  g_assert_true (memcmp (bp_game_model_get_game (a)->deck, bp_game_model_get_game (c)->deck, BP_N_CARDS) != 0);
  g_assert_cmpstr (bp_game_model_get_daily (a), ==, "2026-11-26");
}

/* R-SOLO-4: high scores per board, overall and per day, across runs. */
static void
test_high_scores (void)
{
  g_autofree char *scores = temp_path ("bp-model-scores.ini");
  g_autoptr(BpGameModel) model = bp_game_model_new ();
  g_autoptr(BpGameModel) later = bp_game_model_new ();
  int score;
  guint board;

  g_remove (scores);
  bp_game_model_set_scores_path (model, scores);
  bp_game_model_start_daily (model, "Ana", "2026-11-26");
  while (!bp_game_model_is_over (model))
    g_assert_null (bp_game_model_pass (model));
  score = bp_game_score (bp_game_model_get_game (model), 0);
  board = bp_game_model_get_game (model)->players[0].board;
  g_assert_cmpint (score, ==, -60);
  /* issue 27, item 8: a first score is kept, but it is no "new best" */
  g_assert_false (bp_game_model_is_new_best (model));
  bp_game_model_wait_idle (model);

  bp_game_model_set_scores_path (later, scores);
  g_assert_cmpint (bp_game_model_best_overall (later), ==, score);
  g_assert_cmpint (bp_game_model_best_for_board (later, board), ==, score);
  g_assert_cmpint (bp_game_model_best_daily (later, "2026-11-26"), ==, score);
  g_assert_cmpint (bp_game_model_best_daily (later, "2026-11-27"), ==, -1000);
  g_remove (scores);

  /* a score that beats an earlier one is */
  {
    g_autoptr(BpGameModel) again = bp_game_model_new ();
    g_autoptr(GKeyFile) kf = g_key_file_new ();

    g_key_file_set_integer (kf, "solo", "overall", score - 10);
    g_assert_true (g_key_file_save_to_file (kf, scores, NULL));
    bp_game_model_set_scores_path (again, scores);
    bp_game_model_start_daily (again, "Ana", "2026-11-26");
    while (!bp_game_model_is_over (again))
      g_assert_null (bp_game_model_pass (again));
    g_assert_true (bp_game_model_is_new_best (again));
    bp_game_model_wait_idle (again);
    g_remove (scores);
  }
}

/* R-ROUND-6: the draft changes freely; the autosave holds commits only,
 * and a daily game resumes as a daily game. */
static void
test_autosave_resume (void)
{
  g_autofree char *path = temp_path ("bp-model-autosave.best-path");
  g_autoptr(BpGameModel) model = bp_game_model_new ();
  g_autoptr(BpGameModel) resumed = bp_game_model_new ();
  g_autoptr(GError) error = NULL;
  GArray *legal;

  g_remove (path);
  bp_game_model_set_autosave_path (model, path);
  bp_game_model_start_daily (model, "Ana", "2026-11-26");
  legal = bp_game_legal_extensions (bp_game_model_get_game (model), 0);
  for (guint i = 0; i < legal->len; i++)
    {
      const BpExtension *e = &g_array_index (legal, BpExtension, i);

      if (e->n_cells == 0)
        continue;
      bp_game_model_set_draft_end (model, e->from);
      for (guint c = 0; c < e->n_cells; c++)
        g_assert_true (bp_game_model_draft_add (model, e->cells[c]));
      break;
    }
  g_array_unref (legal);
  g_assert_null (bp_game_model_commit (model));
  bp_game_model_wait_idle (model);

  bp_game_model_set_autosave_path (resumed, path);
  g_assert_true (bp_game_model_resume (resumed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bp_game_model_get_round (resumed), ==, 2);
  g_assert_cmpstr (bp_game_model_get_daily (resumed), ==, "2026-11-26");
  g_assert_cmpmem (&bp_game_model_get_game (resumed)->players[0].line, sizeof (BpLine),
                   &bp_game_model_get_game (model)->players[0].line, sizeof (BpLine));
  g_remove (path);
}

/* A seat without a name reads like SCHOTT's: a computer is "Computer N",
 * a person "Player N"; a given name stays. */
static void
test_default_names (void)
{
  const char *names[] = { NULL, "", "Bo", NULL };
  const char *seats[] = { BP_SEAT_PERSON, "normal", "easy", NULL };
  g_autoptr(BpGameModel) model = bp_game_model_new ();

  bp_game_model_start (model, 3, names, seats, 1);
  g_assert_cmpstr (bp_game_model_get_name (model, 0), ==, "Player 1");
  g_assert_cmpstr (bp_game_model_get_name (model, 1), ==, "Computer 2");
  g_assert_cmpstr (bp_game_model_get_name (model, 2), ==, "Bo");
  bp_game_model_wait_idle (model);
}

/* Scores print with the real minus sign, never a hyphen. */
static void
test_format_score (void)
{
  g_autofree char *positive = bp_format_score (12);
  g_autofree char *zero = bp_format_score (0);
  g_autofree char *negative = bp_format_score (-7);

  g_assert_cmpstr (positive, ==, "12");
  g_assert_cmpstr (zero, ==, "0");
  g_assert_cmpstr (negative, ==, "\u22127");
}

/* Issue 27, item 12: the autosave and the high scores are read as far as
 * their limit, never further: a device or a FIFO that never ends is
 * refused (the autosave, naming the file) or ignored (the scores) quickly. */
static void
test_hostile_reader_save_limit (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bp-hostile-XXXXXX", NULL);

  for (guint i = 0; i < 2; i++)
    {
      SwHostileFifo *fifo = i == 1 ? sw_hostile_fifo_new (dir, "endless.best-path") : NULL;
      const char *path = fifo != NULL ? fifo->path : "/dev/zero";
      g_autoptr(BpGameModel) model = bp_game_model_new ();
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();

      bp_game_model_set_autosave_path (model, path);
      g_assert_false (bp_game_model_resume (model, &error));
      g_assert_error (error, SW_FILE_ERROR, SW_FILE_ERROR_TOO_LARGE);
      g_assert_true (g_str_has_prefix (error->message, path));
      g_assert_nonnull (strstr (error->message, "1 MiB"));
      g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
      if (fifo != NULL)
        g_assert_cmpuint (sw_hostile_fifo_free (fifo), <, 3 * 1024 * 1024);
    }
  {
    SwHostileFifo *fifo = sw_hostile_fifo_new (dir, "endless.scores");
    g_autoptr(BpGameModel) model = bp_game_model_new ();
    gint64 start = g_get_monotonic_time ();

    bp_game_model_set_scores_path (model, fifo->path);
    g_assert_cmpint (bp_game_model_best_overall (model), ==, -1000);
    g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
    g_assert_cmpuint (sw_hostile_fifo_free (fifo), <, 3 * 1024 * 1024);
  }
  g_rmdir (dir);
}

/* Undo (issue 27, item 2) */

/* The person's first legal field of this round, drawn into the draft. */
static void
draw_one_field (BpGameModel *model)
{
  guint64 next = bp_game_model_get_next_fields (model);

  g_assert_cmpuint (next, !=, 0);
  g_assert_true (bp_game_model_draft_add (model, (guint) g_bit_nth_lsf (next, -1)));
}

/* Against a computer: a commit that resolved the round is taken back
 * with the computer's commit, the card is the round's again, the line
 * drawn comes back as the draft; the computer's thought about the next
 * round, still under way, is dropped; the autosave follows. */
static void
test_undo_against_computer (void)
{
  const char *names[] = { "Ana", "Bot", NULL };
  const char *seats[] = { BP_SEAT_PERSON, "expert", NULL };
  g_autofree char *autosave = temp_path ("bp-model-undo.save");
  g_autoptr(BpGameModel) model = bp_game_model_new ();
  g_autoptr(BpGameModel) resumed = bp_game_model_new ();
  g_autoptr(GError) error = NULL;
  BpGame before;
  BpExtension drawn;

  g_remove (autosave);
  bp_game_model_set_autosave_path (model, autosave);
  bp_game_model_start (model, 2, names, seats, 27);
  bp_game_model_wait_idle (model);
  g_assert_false (bp_game_model_can_undo (model));
  g_assert_false (bp_game_model_undo (model));
  before = *bp_game_model_get_game (model);
  g_assert_true (before.players[1].committed);
  draw_one_field (model);
  drawn = *bp_game_model_get_draft (model);
  g_assert_null (bp_game_model_commit (model));
  g_assert_cmpuint (bp_game_model_get_round (model), ==, 2);
  /* the expert thinks about round 2 on a worker */
  g_assert_true (bp_game_model_get_thinking (model));
  g_assert_true (bp_game_model_can_undo (model));

  g_assert_true (bp_game_model_undo (model));
  bp_game_model_wait_idle (model);
  g_assert_cmpuint (bp_game_model_get_round (model), ==, 1);
  g_assert_cmpint (bp_game_model_get_current (model), ==, 0);
  g_assert_false (bp_game_model_get_game (model)->players[0].committed);
  g_assert_cmpuint (bp_game_model_get_game (model)->players[0].line.length, ==, before.players[0].line.length);
  g_assert_true (bp_game_model_get_game (model)->players[1].committed);
  g_assert_cmpmem (bp_game_model_get_draft (model)->cells, drawn.n_cells, drawn.cells, drawn.n_cells);
  g_assert_false (bp_game_model_can_undo (model));

  bp_game_model_wait_idle (model);
  bp_game_model_set_autosave_path (resumed, autosave);
  g_assert_true (bp_game_model_resume (resumed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bp_game_model_get_round (resumed), ==, 1);
  g_assert_false (bp_game_model_get_game (resumed)->players[0].committed);
  g_remove (autosave);
}

/* Hot-seat: a pass is undone like any move, until the next person has
 * committed. */
static void
test_undo_hot_seat_pass (void)
{
  const char *names[] = { "Ana", "Lino", NULL };
  const char *seats[] = { BP_SEAT_PERSON, BP_SEAT_PERSON, NULL };
  g_autoptr(BpGameModel) model = bp_game_model_new ();

  bp_game_model_start (model, 2, names, seats, 31);
  g_assert_cmpint (bp_game_model_get_current (model), ==, 0);
  g_assert_null (bp_game_model_pass (model));
  g_assert_cmpint (bp_game_model_get_current (model), ==, 1);
  g_assert_true (bp_game_model_can_undo (model));
  g_assert_true (bp_game_model_undo (model));
  g_assert_cmpint (bp_game_model_get_current (model), ==, 0);
  g_assert_false (bp_game_model_get_game (model)->players[0].committed);

  /* Ana passes again, Lino commits: Lino's commit can go, Ana's is final */
  g_assert_null (bp_game_model_pass (model));
  draw_one_field (model);
  g_assert_null (bp_game_model_commit (model));
  g_assert_cmpuint (bp_game_model_get_round (model), ==, 2);
  g_assert_true (bp_game_model_undo (model));
  g_assert_cmpuint (bp_game_model_get_round (model), ==, 1);
  g_assert_cmpint (bp_game_model_get_current (model), ==, 1);
  g_assert_true (bp_game_model_get_game (model)->players[0].committed);
  g_assert_false (bp_game_model_can_undo (model));

  /* in round 2, Ana's commit ends Lino's chance */
  draw_one_field (model);
  g_assert_null (bp_game_model_commit (model));
  g_assert_null (bp_game_model_pass (model));
  g_assert_true (bp_game_model_undo (model));
  g_assert_cmpuint (bp_game_model_get_round (model), ==, 2);
  g_assert_cmpint (bp_game_model_get_current (model), ==, 0);
  g_assert_false (bp_game_model_can_undo (model));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/bestpath-model/stale-computer-result-dropped", test_stale_result_dropped);
  g_test_add_func ("/bestpath-model/daily-deck", test_daily_deck);
  g_test_add_func ("/bestpath-model/high-scores/R-SOLO-4", test_high_scores);
  g_test_add_func ("/bestpath-model/autosave-resume/R-ROUND-6", test_autosave_resume);
  g_test_add_func ("/bestpath-model/default-names", test_default_names);
  g_test_add_func ("/bestpath-model/undo/issue-27/against-a-computer", test_undo_against_computer);
  g_test_add_func ("/bestpath-model/undo/issue-27/hot-seat-pass", test_undo_hot_seat_pass);
  g_test_add_func ("/bestpath-model/format-score", test_format_score);
  g_test_add_func ("/hostile/reader/best-path-save-size-limit", test_hostile_reader_save_limit);
  return g_test_run ();
}
