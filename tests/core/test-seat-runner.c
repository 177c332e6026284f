/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-seat-runner.c: src/core's computer-seat runner: stale results
 * dropped, the pace kept, nothing after the owner is gone, seats in
 * parallel counted. */
#include "config.h"

#include "sw-seat-runner.h"

/* A worker's thinking waits behind a gate until the test opens it. */
typedef struct
{
  GMutex   lock;
  GCond    cond;
  gboolean open;
} Gate;

/* A runner, its owner, and what it applied, in order. */
typedef struct
{
  GObject      *owner;
  SwSeatRunner *runner;
  GArray       *seats;
  GArray       *answers;
  gint          made;      /* thoughts handed to the runner */
  gint          freed;     /* atomic: thoughts the runner let go of */
  gint          running;   /* atomic: workers inside think now */
  Gate          gate[3];
} Fixture;

/* One seat's copy of the game: the question and the answer it found. */
typedef struct
{
  Fixture  *fixture;
  Gate     *gate;            /* NULL: answer at once */
  guint     sleep_ms;
  guint     question;
  guint     answer;
  gboolean  saw_cancel;      /* cancelled by the time the gate opened */
  gboolean *saw_cancel_out;  /* where saw_cancel is kept when freed */
  gboolean  chain;           /* apply lets the next seat think */
} Thought;

static void
gate_init (Gate *gate)
{
  g_mutex_init (&gate->lock);
  g_cond_init (&gate->cond);
  gate->open = FALSE;
}

static void
gate_clear (Gate *gate)
{
  g_mutex_clear (&gate->lock);
  g_cond_clear (&gate->cond);
}

static void
gate_open (Gate *gate)
{
  g_mutex_lock (&gate->lock);
  gate->open = TRUE;
  g_cond_broadcast (&gate->cond);
  g_mutex_unlock (&gate->lock);
}

static void
gate_wait (Gate *gate)
{
  g_mutex_lock (&gate->lock);
  while (!gate->open)
    g_cond_wait (&gate->cond, &gate->lock);
  g_mutex_unlock (&gate->lock);
}

/* Runs the main loop until *counter reaches n (bumped on a worker, so
 * polled), then everything that is pending. */
static void
iterate_until_count (gint *counter,
                     gint  n)
{
  while (g_atomic_int_get (counter) < n)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (G_TIME_SPAN_MILLISECOND);
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
think_cb (gpointer      data,
          GCancellable *cancellable)
{
  Thought *thought = data;

  g_atomic_int_inc (&thought->fixture->running);
  if (thought->gate != NULL)
    {
      gate_wait (thought->gate);
      thought->saw_cancel = g_cancellable_is_cancelled (cancellable);
    }
  g_usleep (thought->sleep_ms * G_TIME_SPAN_MILLISECOND);
  thought->answer = thought->question * 10;
  g_atomic_int_add (&thought->fixture->running, -1);
}

static void
thought_free (gpointer data)
{
  Thought *thought = data;
  gint *freed = &thought->fixture->freed;

  if (thought->saw_cancel_out != NULL)
    *thought->saw_cancel_out = thought->saw_cancel;
  g_free (thought);
  /* last: the test reads what was kept once the count is up */
  g_atomic_int_inc (freed);
}

static Thought *
thought_new (Fixture *fixture,
             guint    question,
             Gate    *gate)
{
  Thought *thought = g_new (Thought, 1);

  *thought = (Thought) { .fixture = fixture, .question = question, .gate = gate };
  fixture->made++;
  return thought;
}

static void apply_cb (GObject  *owner,
                      guint     seat,
                      gpointer  data);

static void
think (Fixture          *fixture,
       guint             seat,
       SwSeatThinkWhere  where,
       Thought          *thought)
{
  sw_seat_runner_think (fixture->runner, seat, where, think_cb, apply_cb, thought, thought_free);
}

static void
apply_cb (GObject  *owner,
          guint     seat,
          gpointer  data)
{
  Thought *thought = data;
  Fixture *fixture = thought->fixture;

  g_assert_true (owner == fixture->owner);
  g_array_append_val (fixture->seats, seat);
  g_array_append_val (fixture->answers, thought->answer);

  /* as a game does: the next seat thinks from inside apply */
  if (thought->chain && seat < 3)
    {
      Thought *next = thought_new (fixture, thought->question + 1, NULL);

      next->chain = TRUE;
      think (fixture, seat + 1, SW_SEAT_THINK_INLINE, next);
    }
}

/* Runs the main loop until n results are applied. */
static void
iterate_until_applied (Fixture *fixture,
                       guint    n)
{
  while (fixture->seats->len < n)
    g_main_context_iteration (NULL, TRUE);
}

static guint
applied_seat (Fixture *fixture,
              guint    i)
{
  return g_array_index (fixture->seats, guint, i);
}

static guint
applied_answer (Fixture *fixture,
                guint    i)
{
  return g_array_index (fixture->answers, guint, i);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  fixture->owner = g_object_new (G_TYPE_OBJECT, NULL);
  fixture->runner = sw_seat_runner_new (fixture->owner);
  fixture->seats = g_array_new (FALSE, FALSE, sizeof (guint));
  fixture->answers = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < G_N_ELEMENTS (fixture->gate); i++)
    gate_init (&fixture->gate[i]);
}

/* Every thought handed to the runner is freed in the end. */
static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_clear_pointer (&fixture->runner, sw_seat_runner_free);
  iterate_until_count (&fixture->freed, fixture->made);
  g_assert_cmpint (g_atomic_int_get (&fixture->freed), ==, fixture->made);
  g_clear_object (&fixture->owner);
  g_array_unref (fixture->seats);
  g_array_unref (fixture->answers);
  for (guint i = 0; i < G_N_ELEMENTS (fixture->gate); i++)
    gate_clear (&fixture->gate[i]);
}

/* A worker's result that comes in after sw_seat_runner_invalidate() is
 * dropped, its worker saw the cancellable cancelled, and later jobs still
 * go through; a result waiting for the pace is dropped as well. */
static void
test_stale_dropped (Fixture       *fixture,
                    gconstpointer  user_data)
{
  guint64 generation = sw_seat_runner_get_generation (fixture->runner);
  gboolean saw_cancel = FALSE;
  Thought *stale = thought_new (fixture, 1, &fixture->gate[0]);

  stale->saw_cancel_out = &saw_cancel;
  think (fixture, 0, SW_SEAT_THINK_ON_WORKER, stale);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (fixture->runner), ==, 1);

  sw_seat_runner_invalidate (fixture->runner);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (fixture->runner), ==, 0);
  g_assert_cmpuint (sw_seat_runner_get_generation (fixture->runner), >, generation);

  /* the worker answers only now, for a game that has moved on */
  gate_open (&fixture->gate[0]);
  iterate_until_count (&fixture->freed, 1);
  g_assert_true (saw_cancel);
  g_assert_cmpuint (fixture->seats->len, ==, 0);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (fixture->runner), ==, 0);

  /* a choice made but still waiting for the pace */
  sw_seat_runner_set_pace (fixture->runner, 60000);
  think (fixture, 2, SW_SEAT_THINK_INLINE, thought_new (fixture, 2, NULL));
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (fixture->runner), ==, 1);
  sw_seat_runner_invalidate (fixture->runner);
  iterate_until_count (&fixture->freed, 2);
  g_assert_cmpuint (fixture->seats->len, ==, 0);

  /* the next position's thinking goes through */
  sw_seat_runner_set_pace (fixture->runner, 0);
  think (fixture, 1, SW_SEAT_THINK_ON_WORKER, thought_new (fixture, 3, NULL));
  iterate_until_applied (fixture, 1);
  g_assert_cmpuint (applied_seat (fixture, 0), ==, 1);
  g_assert_cmpuint (applied_answer (fixture, 0), ==, 30);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (fixture->runner), ==, 0);
  iterate_until_count (&fixture->freed, 3);
  g_assert_cmpuint (fixture->seats->len, ==, 1);
}

/* A choice is applied no sooner than the pace after its thinking began,
 * inline or on a worker, and never inside sw_seat_runner_think(). */
static void
test_pace (Fixture       *fixture,
           gconstpointer  user_data)
{
  const guint pace_ms = 150;
  gint64 start;
  Thought *slow;

  think (fixture, 0, SW_SEAT_THINK_INLINE, thought_new (fixture, 1, NULL));
  g_assert_cmpuint (fixture->seats->len, ==, 0);   /* not from inside think */
  iterate_until_applied (fixture, 1);

  sw_seat_runner_set_pace (fixture->runner, pace_ms);
  start = g_get_monotonic_time ();
  think (fixture, 1, SW_SEAT_THINK_INLINE, thought_new (fixture, 2, NULL));
  iterate_until_applied (fixture, 2);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, pace_ms * G_TIME_SPAN_MILLISECOND);

  start = g_get_monotonic_time ();
  slow = thought_new (fixture, 3, NULL);
  slow->sleep_ms = 40;
  think (fixture, 2, SW_SEAT_THINK_ON_WORKER, slow);
  iterate_until_applied (fixture, 3);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, pace_ms * G_TIME_SPAN_MILLISECOND);

  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (applied_answer (fixture, i), ==, (i + 1) * 10);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (fixture->runner), ==, 0);
}

/* A result that arrives after the owner freed the runner and went away
 * does nothing; a choice waiting for the pace neither. */
static void
test_owner_gone (Fixture       *fixture,
                 gconstpointer  user_data)
{
  GObject *owner = fixture->owner;

  g_object_add_weak_pointer (owner, (gpointer *) &owner);
  think (fixture, 0, SW_SEAT_THINK_ON_WORKER, thought_new (fixture, 1, &fixture->gate[0]));
  think (fixture, 1, SW_SEAT_THINK_INLINE, thought_new (fixture, 2, NULL));
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (fixture->runner), ==, 2);

  /* what a model's finalize does */
  g_clear_pointer (&fixture->runner, sw_seat_runner_free);
  g_clear_object (&fixture->owner);
  g_assert_null (owner);

  gate_open (&fixture->gate[0]);
  iterate_until_count (&fixture->freed, 2);
  g_assert_cmpuint (fixture->seats->len, ==, 0);
}

/* Every computer seat that must decide thinks at the same time, each on
 * its own worker: all are counted, each result comes back for its seat,
 * and the count goes down as they are applied. */
static void
test_parallel (Fixture       *fixture,
               gconstpointer  user_data)
{
  gboolean seen[3] = { FALSE, };

  for (guint s = 0; s < 3; s++)
    think (fixture, s, SW_SEAT_THINK_ON_WORKER, thought_new (fixture, s + 1, &fixture->gate[s]));
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (fixture->runner), ==, 3);

  /* all three are inside think at once: they run in parallel */
  while (g_atomic_int_get (&fixture->running) < 3)
    g_usleep (G_TIME_SPAN_MILLISECOND);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (fixture->runner), ==, 3);

  gate_open (&fixture->gate[1]);
  iterate_until_applied (fixture, 1);
  g_assert_cmpuint (applied_seat (fixture, 0), ==, 1);
  g_assert_cmpuint (applied_answer (fixture, 0), ==, 20);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (fixture->runner), ==, 2);

  gate_open (&fixture->gate[0]);
  gate_open (&fixture->gate[2]);
  iterate_until_applied (fixture, 3);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (fixture->runner), ==, 0);
  for (guint i = 0; i < 3; i++)
    {
      guint seat = applied_seat (fixture, i);

      g_assert_cmpuint (seat, <, 3);
      g_assert_false (seen[seat]);
      seen[seat] = TRUE;
      g_assert_cmpuint (applied_answer (fixture, i), ==, (seat + 1) * 10);
    }
}

/* As in a game: each applied choice lets the next seat think from inside
 * apply, until four seats have played in order. */
static void
test_apply_thinks_again (Fixture       *fixture,
                         gconstpointer  user_data)
{
  Thought *first = thought_new (fixture, 1, NULL);

  first->chain = TRUE;
  think (fixture, 0, SW_SEAT_THINK_ON_WORKER, first);
  iterate_until_applied (fixture, 4);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpuint (applied_seat (fixture, i), ==, i);
      g_assert_cmpuint (applied_answer (fixture, i), ==, (i + 1) * 10);
    }
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (fixture->runner), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/core/seat-runner/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("stale-dropped", test_stale_dropped);
  ADD ("pace", test_pace);
  ADD ("owner-gone", test_owner_gone);
  ADD ("parallel", test_parallel);
  ADD ("apply-thinks-again", test_apply_thinks_again);
#undef ADD
  return g_test_run ();
}
