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

/* What the runner applied, in order. */
typedef struct
{
  GObject *owner;
  GArray  *seats;
  GArray  *answers;
} Applied;

/* One seat's copy of the game: the question and the answer it found. */
typedef struct
{
  Gate         *gate;        /* NULL: answer at once */
  guint         sleep_ms;
  guint         question;
  guint         answer;
  gboolean      saw_cancel;  /* the cancellable was cancelled when the gate opened */
  gboolean     *saw_cancel_out;   /* saw_cancel, kept when freed */
  gint         *running;     /* atomic: workers inside think now */
  gint         *freed;       /* atomic: thoughts freed */
  Applied      *applied;
  SwSeatRunner *runner;      /* to think again from apply, or NULL */
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

static void
applied_init (Applied *applied,
              GObject *owner)
{
  applied->owner = owner;
  applied->seats = g_array_new (FALSE, FALSE, sizeof (guint));
  applied->answers = g_array_new (FALSE, FALSE, sizeof (guint));
}

static void
applied_clear (Applied *applied)
{
  g_array_unref (applied->seats);
  g_array_unref (applied->answers);
}

static Thought *
thought_new (Applied *applied,
             guint    question,
             Gate    *gate,
             gint    *running,
             gint    *freed)
{
  Thought *thought = g_new0 (Thought, 1);

  thought->applied = applied;
  thought->question = question;
  thought->gate = gate;
  thought->running = running;
  thought->freed = freed;
  return thought;
}

static void
thought_free (gpointer data)
{
  Thought *thought = data;

  if (thought->saw_cancel_out != NULL)
    *thought->saw_cancel_out = thought->saw_cancel;
  /* last: the test reads what was kept once the count is up */
  if (thought->freed != NULL)
    g_atomic_int_inc (thought->freed);
  g_free (thought);
}

static void
think_cb (gpointer      data,
          GCancellable *cancellable)
{
  Thought *thought = data;

  if (thought->running != NULL)
    g_atomic_int_inc (thought->running);
  if (thought->gate != NULL)
    {
      gate_wait (thought->gate);
      thought->saw_cancel = g_cancellable_is_cancelled (cancellable);
    }
  if (thought->sleep_ms > 0)
    g_usleep (thought->sleep_ms * G_TIME_SPAN_MILLISECOND);
  thought->answer = thought->question * 10;
  if (thought->running != NULL)
    g_atomic_int_add (thought->running, -1);
}

static void
apply_cb (GObject  *owner,
          guint     seat,
          gpointer  data)
{
  Thought *thought = data;
  Applied *applied = thought->applied;

  g_assert_true (owner == applied->owner);
  g_array_append_val (applied->seats, seat);
  g_array_append_val (applied->answers, thought->answer);

  /* as a game does: the next seat thinks from inside apply */
  if (thought->runner != NULL && seat < 3)
    {
      Thought *next = thought_new (applied, thought->question + 1, NULL, NULL, thought->freed);

      next->runner = thought->runner;
      sw_seat_runner_think (thought->runner, seat + 1, SW_SEAT_THINK_INLINE, think_cb, apply_cb,
                            next, thought_free);
    }
}

/* Runs the main loop until n results are applied. */
static void
iterate_until_applied (Applied *applied,
                       guint    n)
{
  while (applied->seats->len < n)
    g_main_context_iteration (NULL, TRUE);
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

static guint
applied_seat (Applied *applied,
              guint    i)
{
  return g_array_index (applied->seats, guint, i);
}

static guint
applied_answer (Applied *applied,
                guint    i)
{
  return g_array_index (applied->answers, guint, i);
}

/* A worker's result that comes in after sw_seat_runner_invalidate() is
 * dropped, its worker saw the cancellable cancelled, and later jobs still
 * go through; a result waiting for the pace is dropped as well. */
static void
test_stale_dropped (void)
{
  g_autoptr(GObject) owner = g_object_new (G_TYPE_OBJECT, NULL);
  SwSeatRunner *runner = sw_seat_runner_new (owner);
  Applied applied;
  Gate gate;
  gint freed = 0;
  Thought *stale;
  guint64 generation;
  gboolean saw_cancel = FALSE;

  applied_init (&applied, owner);
  gate_init (&gate);
  generation = sw_seat_runner_get_generation (runner);

  stale = thought_new (&applied, 1, &gate, NULL, &freed);
  stale->saw_cancel_out = &saw_cancel;
  sw_seat_runner_think (runner, 0, SW_SEAT_THINK_ON_WORKER, think_cb, apply_cb, stale, thought_free);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (runner), ==, 1);

  sw_seat_runner_invalidate (runner);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (runner), ==, 0);
  g_assert_cmpuint (sw_seat_runner_get_generation (runner), >, generation);

  /* the worker answers only now, for a game that has moved on */
  gate_open (&gate);
  iterate_until_count (&freed, 1);
  g_assert_true (saw_cancel);
  g_assert_cmpuint (applied.seats->len, ==, 0);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (runner), ==, 0);

  /* a choice made but still waiting for the pace */
  sw_seat_runner_set_pace (runner, 60000);
  sw_seat_runner_think (runner, 2, SW_SEAT_THINK_INLINE, think_cb, apply_cb,
                        thought_new (&applied, 2, NULL, NULL, &freed), thought_free);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (runner), ==, 1);
  sw_seat_runner_invalidate (runner);
  iterate_until_count (&freed, 2);
  g_assert_cmpuint (applied.seats->len, ==, 0);

  /* the next position's thinking goes through */
  sw_seat_runner_set_pace (runner, 0);
  sw_seat_runner_think (runner, 1, SW_SEAT_THINK_ON_WORKER, think_cb, apply_cb,
                        thought_new (&applied, 3, NULL, NULL, &freed), thought_free);
  iterate_until_applied (&applied, 1);
  g_assert_cmpuint (applied_seat (&applied, 0), ==, 1);
  g_assert_cmpuint (applied_answer (&applied, 0), ==, 30);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (runner), ==, 0);

  sw_seat_runner_free (runner);
  iterate_until_count (&freed, 3);
  g_assert_cmpuint (applied.seats->len, ==, 1);
  gate_clear (&gate);
  applied_clear (&applied);
}

/* A choice is applied no sooner than the pace after its thinking began,
 * inline or on a worker, and never inside sw_seat_runner_think(). */
static void
test_pace (void)
{
  g_autoptr(GObject) owner = g_object_new (G_TYPE_OBJECT, NULL);
  SwSeatRunner *runner = sw_seat_runner_new (owner);
  const guint pace_ms = 150;
  Applied applied;
  gint freed = 0;
  gint64 start;
  Thought *thought;

  applied_init (&applied, owner);

  sw_seat_runner_set_pace (runner, 0);
  sw_seat_runner_think (runner, 0, SW_SEAT_THINK_INLINE, think_cb, apply_cb,
                        thought_new (&applied, 1, NULL, NULL, &freed), thought_free);
  g_assert_cmpuint (applied.seats->len, ==, 0);   /* not from inside think */
  iterate_until_applied (&applied, 1);

  sw_seat_runner_set_pace (runner, pace_ms);
  start = g_get_monotonic_time ();
  sw_seat_runner_think (runner, 1, SW_SEAT_THINK_INLINE, think_cb, apply_cb,
                        thought_new (&applied, 2, NULL, NULL, &freed), thought_free);
  iterate_until_applied (&applied, 2);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, pace_ms * G_TIME_SPAN_MILLISECOND);

  start = g_get_monotonic_time ();
  thought = thought_new (&applied, 3, NULL, NULL, &freed);
  thought->sleep_ms = 40;
  sw_seat_runner_think (runner, 2, SW_SEAT_THINK_ON_WORKER, think_cb, apply_cb, thought, thought_free);
  iterate_until_applied (&applied, 3);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, pace_ms * G_TIME_SPAN_MILLISECOND);

  g_assert_cmpuint (applied_answer (&applied, 0), ==, 10);
  g_assert_cmpuint (applied_answer (&applied, 1), ==, 20);
  g_assert_cmpuint (applied_answer (&applied, 2), ==, 30);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (runner), ==, 0);
  iterate_until_count (&freed, 3);
  sw_seat_runner_free (runner);
  applied_clear (&applied);
}

/* A result that arrives after the owner freed the runner and went away
 * does nothing; a choice waiting for the pace neither. */
static void
test_owner_gone (void)
{
  GObject *owner = g_object_new (G_TYPE_OBJECT, NULL);
  SwSeatRunner *runner = sw_seat_runner_new (owner);
  Applied applied;
  Gate gate;
  gint freed = 0;

  applied_init (&applied, owner);
  gate_init (&gate);
  g_object_add_weak_pointer (owner, (gpointer *) &owner);

  sw_seat_runner_think (runner, 0, SW_SEAT_THINK_ON_WORKER, think_cb, apply_cb,
                        thought_new (&applied, 1, &gate, NULL, &freed), thought_free);
  sw_seat_runner_think (runner, 1, SW_SEAT_THINK_INLINE, think_cb, apply_cb,
                        thought_new (&applied, 2, NULL, NULL, &freed), thought_free);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (runner), ==, 2);

  /* what a model's finalize does */
  sw_seat_runner_free (runner);
  g_object_unref (owner);
  g_assert_null (owner);

  gate_open (&gate);
  iterate_until_count (&freed, 2);
  g_assert_cmpuint (applied.seats->len, ==, 0);
  gate_clear (&gate);
  applied_clear (&applied);
}

/* Every computer seat that must decide thinks at the same time, each on
 * its own worker: all are counted, each result comes back for its seat,
 * and the count goes down as they are applied. */
static void
test_parallel (void)
{
  g_autoptr(GObject) owner = g_object_new (G_TYPE_OBJECT, NULL);
  SwSeatRunner *runner = sw_seat_runner_new (owner);
  Applied applied;
  Gate gate[3];
  gint running = 0;
  gint freed = 0;
  gboolean seen[3] = { FALSE, };

  applied_init (&applied, owner);
  for (guint s = 0; s < 3; s++)
    {
      gate_init (&gate[s]);
      sw_seat_runner_think (runner, s, SW_SEAT_THINK_ON_WORKER, think_cb, apply_cb,
                            thought_new (&applied, s + 1, &gate[s], &running, &freed), thought_free);
    }
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (runner), ==, 3);

  /* all three are inside think at once: they run in parallel */
  while (g_atomic_int_get (&running) < 3)
    g_usleep (G_TIME_SPAN_MILLISECOND);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (runner), ==, 3);

  gate_open (&gate[1]);
  iterate_until_applied (&applied, 1);
  g_assert_cmpuint (applied_seat (&applied, 0), ==, 1);
  g_assert_cmpuint (applied_answer (&applied, 0), ==, 20);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (runner), ==, 2);

  gate_open (&gate[0]);
  gate_open (&gate[2]);
  iterate_until_applied (&applied, 3);
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (runner), ==, 0);
  for (guint i = 0; i < 3; i++)
    {
      guint seat = applied_seat (&applied, i);

      g_assert_cmpuint (seat, <, 3);
      g_assert_false (seen[seat]);
      seen[seat] = TRUE;
      g_assert_cmpuint (applied_answer (&applied, i), ==, (seat + 1) * 10);
    }

  iterate_until_count (&freed, 3);
  sw_seat_runner_free (runner);
  for (guint s = 0; s < 3; s++)
    gate_clear (&gate[s]);
  applied_clear (&applied);
}

/* As in a game: each applied choice lets the next seat think from inside
 * apply, until four seats have played in order. */
static void
test_apply_thinks_again (void)
{
  g_autoptr(GObject) owner = g_object_new (G_TYPE_OBJECT, NULL);
  SwSeatRunner *runner = sw_seat_runner_new (owner);
  Applied applied;
  gint freed = 0;
  Thought *first;

  applied_init (&applied, owner);
  first = thought_new (&applied, 1, NULL, NULL, &freed);
  first->runner = runner;
  sw_seat_runner_think (runner, 0, SW_SEAT_THINK_ON_WORKER, think_cb, apply_cb, first, thought_free);
  iterate_until_applied (&applied, 4);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpuint (applied_seat (&applied, i), ==, i);
      g_assert_cmpuint (applied_answer (&applied, i), ==, (i + 1) * 10);
    }
  g_assert_cmpuint (sw_seat_runner_get_n_thinking (runner), ==, 0);
  iterate_until_count (&freed, 4);
  sw_seat_runner_free (runner);
  applied_clear (&applied);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/seat-runner/stale-dropped", test_stale_dropped);
  g_test_add_func ("/core/seat-runner/pace", test_pace);
  g_test_add_func ("/core/seat-runner/owner-gone", test_owner_gone);
  g_test_add_func ("/core/seat-runner/parallel", test_parallel);
  g_test_add_func ("/core/seat-runner/apply-thinks-again", test_apply_thinks_again);
  return g_test_run ();
}
