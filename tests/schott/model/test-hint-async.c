/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-hint-async.c: the hint on a worker (schott_game_model_hint_async()):
 * the main loop runs while it is computed, a hint for a position that is
 * gone is never delivered, and it is the engine's hint for the player's
 * view. */
#include "config.h"

#include <string.h>

#include "schott-game-model.h"

typedef struct
{
  gboolean   done;
  gboolean   ok;
  SchottHint hint;
  char      *explanation;
  GError    *error;
  GThread   *thread;      /* where the callback ran */
  gboolean   ticked;      /* the test's timeout fired before the hint came */
} HintWait;

static void
hint_wait_clear (HintWait *w)
{
  g_clear_pointer (&w->explanation, g_free);
  g_clear_error (&w->error);
  memset (w, 0, sizeof *w);
}

static void
on_hint_ready_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  HintWait *w = user_data;

  w->ok = schott_game_model_hint_finish (SCHOTT_GAME_MODEL (source), result,
                                         &w->hint, &w->explanation, &w->error);
  w->thread = g_thread_self ();
  w->done = TRUE;
}

static gboolean
on_tick_cb (gpointer user_data)
{
  HintWait *w = user_data;

  if (!w->done)
    w->ticked = TRUE;
  return G_SOURCE_REMOVE;
}

static void
wait_for (HintWait *w)
{
  while (!w->done)
    g_main_context_iteration (NULL, TRUE);
}

static SchottGameModel *
new_people_model (guint   n_players,
                  guint64 seed)
{
  static const char * const names[] = { "Anna", "Ben", "Chen", "Dewi" };
  SchottSeatSetup seats[SCHOTT_MAX_PLAYERS];
  SchottVariant variant;
  g_autoptr(GError) error = NULL;
  SchottGameModel *model;

  schott_variant_init_default (&variant);
  for (guint p = 0; p < n_players; p++)
    {
      seats[p].name = names[p];
      seats[p].colour = NULL;
      seats[p].kind = SCHOTT_SEAT_HUMAN;
      seats[p].level = SCHOTT_AI_EXPERT;
    }
  model = schott_game_model_new (&variant, seats, n_players, seed, seed, &error);
  g_assert_no_error (error);
  g_assert_nonnull (model);
  return model;
}

static void
decide_first_legal (SchottGameModel *model)
{
  guint n = 0;
  const SchottChoice *c = schott_game_model_get_legal_choices (model, &n);

  g_assert_cmpuint (n, >, 0);
  g_assert_true (schott_game_model_decide (model, &c[0], NULL));
}

/* The main loop goes on while the worker thinks: a timeout fires before
 * the hint comes, and the hint is delivered on the main thread. */
static void
test_main_loop_runs (void)
{
  g_autoptr(SchottGameModel) model = new_people_model (2, 7);
  HintWait w = { 0, };
  guint tick;

  schott_game_model_set_hint_delay_for_testing (model, 300);
  schott_game_model_hint_async (model, SCHOTT_HINT_STEP_DECISION, NULL, on_hint_ready_cb, &w);
  g_assert_false (w.done);
  tick = g_timeout_add (20, on_tick_cb, &w);
  wait_for (&w);
  if (!w.ticked)
    g_source_remove (tick);
  g_assert_true (w.ticked);
  g_assert_no_error (w.error);
  g_assert_true (w.ok);
  g_assert_true (w.thread == g_thread_self ());
  g_assert_nonnull (w.explanation);
  hint_wait_clear (&w);
}

/* A move while the worker thinks: the hint is dropped (cancelled), never
 * delivered for the position that is gone. */
static void
test_stale_while_thinking (void)
{
  g_autoptr(SchottGameModel) model = new_people_model (2, 11);
  HintWait w = { 0, };

  schott_game_model_set_hint_delay_for_testing (model, 100);
  schott_game_model_hint_async (model, SCHOTT_HINT_STEP_DECISION, NULL, on_hint_ready_cb, &w);
  decide_first_legal (model);
  wait_for (&w);
  g_assert_false (w.ok);
  g_assert_error (w.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (w.explanation);
  hint_wait_clear (&w);

  /* a new request for the new position is answered */
  schott_game_model_set_hint_delay_for_testing (model, 0);
  schott_game_model_hint_async (model, SCHOTT_HINT_STEP_DECISION, NULL, on_hint_ready_cb, &w);
  wait_for (&w);
  g_assert_no_error (w.error);
  g_assert_true (w.ok);
  hint_wait_clear (&w);
}

/* The worker finished, its answer waits in the main context's queue, and
 * then the game moves on (here: an undo): the answer is still dropped. */
static void
test_stale_when_done (void)
{
  g_autoptr(SchottGameModel) model = new_people_model (2, 13);
  HintWait w = { 0, };

  decide_first_legal (model);
  g_assert_true (schott_game_model_can_undo (model));
  schott_game_model_hint_async (model, SCHOTT_HINT_STEP_DECISION, NULL, on_hint_ready_cb, &w);
  /* give the worker ample time without running the main loop */
  g_usleep (200 * 1000);
  g_assert_false (w.done);
  g_assert_true (schott_game_model_undo (model));
  wait_for (&w);
  g_assert_false (w.ok);
  g_assert_error (w.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  hint_wait_clear (&w);
}

/* The caller's cancellable cancels too. */
static void
test_caller_cancels (void)
{
  g_autoptr(SchottGameModel) model = new_people_model (3, 17);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  HintWait w = { 0, };

  schott_game_model_set_hint_delay_for_testing (model, 100);
  schott_game_model_hint_async (model, SCHOTT_HINT_STEP_DECISION, cancellable, on_hint_ready_cb, &w);
  g_cancellable_cancel (cancellable);
  wait_for (&w);
  g_assert_false (w.ok);
  g_assert_error (w.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  hint_wait_clear (&w);
}

static void
check_one (SchottGameModel *model,
           SchottHintStep   step,
           guint           *n_hints)
{
  SchottGame *game = schott_game_model_get_game_for_testing (model);
  HintWait w = { 0, };
  SchottView view;
  SchottHint expected;
  gboolean has;
  gint you = schott_game_decider (game);

  schott_game_model_hint_async (model, step, NULL, on_hint_ready_cb, &w);
  wait_for (&w);
  has = you >= 0;
  if (has)
    {
      schott_view_init (&view, game, (guint) you);
      has = schott_hint_compute (&view, step, &expected);
    }
  if (!has)
    {
      g_assert_false (w.ok);
      g_assert_error (w.error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    }
  else
    {
      g_autofree char *json_async = NULL;
      g_autofree char *json_engine = NULL;
      g_autofree char *sync_text = NULL;
      SchottHint sync_hint;

      g_assert_no_error (w.error);
      g_assert_true (w.ok);
      json_async = schott_hint_to_json (&w.hint);
      json_engine = schott_hint_to_json (&expected);
      g_assert_cmpstr (json_async, ==, json_engine);
      g_assert_true (w.hint.choice.action == expected.choice.action
                     && w.hint.choice.a == expected.choice.a
                     && w.hint.choice.b == expected.choice.b
                     && w.hint.choice.c == expected.choice.c);
      g_assert_true (schott_game_model_hint_for_step (model, step, &sync_hint, &sync_text));
      g_assert_cmpstr (w.explanation, ==, sync_text);
      (*n_hints)++;
    }
  hint_wait_clear (&w);
}

/* Over many positions of people's games: the worker's hint is the
 * engine's hint on the decider's view, for both sub-steps, and "nothing to
 * hint" exactly where the engine has none. */
static void
test_equals_engine (void)
{
  guint n_hints = 0;
  guint n_positions = 0;

  for (guint64 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(SchottGameModel) model = new_people_model (2 + (guint) (seed % 3), seed);
      GRand *rand = g_rand_new_with_seed ((guint32) seed);

      for (guint i = 0; i < 120 && !schott_game_model_get_is_over (model); i++)
        {
          guint n = 0;
          const SchottChoice *c;

          check_one (model, SCHOTT_HINT_STEP_DECISION, &n_hints);
          check_one (model, SCHOTT_HINT_STEP_DISCARD_TAKEN, &n_hints);
          n_positions++;
          c = schott_game_model_get_legal_choices (model, &n);
          g_assert_cmpuint (n, >, 0);
          g_assert_true (schott_game_model_decide (model, &c[g_rand_int_range (rand, 0, (gint32) n)], NULL));
        }
      g_rand_free (rand);
    }
  g_test_message ("%u positions, %u hints compared", n_positions, n_hints);
  g_assert_cmpuint (n_positions, >=, 1000);
  g_assert_cmpuint (n_hints, >=, n_positions);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/model/hint-async/main-loop-runs", test_main_loop_runs);
  g_test_add_func ("/model/hint-async/stale-while-thinking", test_stale_while_thinking);
  g_test_add_func ("/model/hint-async/stale-when-done", test_stale_when_done);
  g_test_add_func ("/model/hint-async/caller-cancels", test_caller_cancels);
  g_test_add_func ("/model/hint-async/equals-engine", test_equals_engine);
  return g_test_run ();
}
