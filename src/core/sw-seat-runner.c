/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-seat-runner.c: the computer seats' runner: think on a worker, keep
 * the pace, apply on the main thread, drop stale results. */
#include "config.h"

#include "sw-seat-runner.h"

/* One seat's thinking. Shared (atomically counted) by the runner's list
 * and, while a worker thinks, by its GTask, whose last reference may go
 * on the worker. Only data is touched off the main thread. */
typedef struct
{
  SwSeatRunner    *runner;      /* NULL once the runner is freed */
  guint64          generation;
  guint            seat;
  gint64           started;     /* monotonic µs: the pace counts from here */
  gboolean         on_worker;   /* the worker has not reported yet */
  guint            source_id;   /* waiting for the pace */
  GCancellable    *cancellable; /* on a worker only */
  SwSeatThinkFunc  think;
  SwSeatApplyFunc  apply;
  gpointer         data;
  GDestroyNotify   data_free;
} SwSeatJob;

struct _SwSeatRunner
{
  GObject   *owner;
  guint      pace_ms;
  guint64    generation;
  guint      n_thinking;
  GPtrArray *jobs;   /* every job not ended, a stale one on a worker too */
};

static void
job_clear (gpointer data)
{
  SwSeatJob *job = data;

  g_assert (job->source_id == 0);
  g_clear_object (&job->cancellable);
  if (job->data_free != NULL)
    job->data_free (job->data);
}

static SwSeatJob *
job_ref (SwSeatJob *job)
{
  return g_atomic_rc_box_acquire (job);
}

static void
job_unref (gpointer job)
{
  g_atomic_rc_box_release_full (job, job_clear);
}

static gboolean
job_is_current (SwSeatJob *job)
{
  return job->runner != NULL && job->generation == job->runner->generation;
}

/* The job ends: the runner lets go of it (job stays valid for the
 * caller, who holds its own reference). */
static void
job_end (SwSeatJob *job)
{
  SwSeatRunner *runner = job->runner;

  g_assert (runner != NULL);
  g_assert (!job->on_worker && job->source_id == 0);
  g_ptr_array_remove_fast (runner->jobs, job);
}

static gboolean
on_job_due_cb (gpointer user_data)
{
  SwSeatJob *job = job_ref (user_data);
  SwSeatRunner *runner = job->runner;
  g_autoptr(GObject) owner = NULL;

  job->source_id = 0;
  g_assert (job_is_current (job));
  job_end (job);
  g_assert (runner->n_thinking > 0);
  runner->n_thinking--;

  /* Last: apply may invalidate, think again, or free the runner. */
  owner = g_object_ref (runner->owner);
  job->apply (owner, job->seat, job->data);
  job_unref (job);
  return G_SOURCE_REMOVE;
}

/* The thinking is done: apply once the pace has passed since it began. */
static void
job_thought (SwSeatJob *job)
{
  gint64 elapsed_ms = (g_get_monotonic_time () - job->started) / 1000;
  gint64 delay = (gint64) job->runner->pace_ms - elapsed_ms;

  if (delay <= 0)
    job->source_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, on_job_due_cb,
                                      job_ref (job), job_unref);
  else
    job->source_id = g_timeout_add_full (G_PRIORITY_DEFAULT, (guint) delay, on_job_due_cb,
                                         job_ref (job), job_unref);
}

static void
think_in_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  SwSeatJob *job = task_data;

  /* job->data is this thread's alone until the task returns */
  job->think (job->data, cancellable);
  g_task_return_boolean (task, TRUE);
}

static void
on_worker_done_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  SwSeatJob *job = g_task_get_task_data (G_TASK (result));

  job->on_worker = FALSE;
  if (job->runner == NULL)
    return;   /* the runner, and its owner, are gone */
  if (!job_is_current (job))
    {
      /* a stale result: the game changed while the seat thought */
      job_end (job);
      return;
    }
  job_thought (job);
}

SwSeatRunner *
sw_seat_runner_new (GObject *owner)
{
  SwSeatRunner *self;

  g_return_val_if_fail (G_IS_OBJECT (owner), NULL);

  self = g_new0 (SwSeatRunner, 1);
  self->owner = owner;
  self->jobs = g_ptr_array_new_with_free_func (job_unref);
  return self;
}

void
sw_seat_runner_free (SwSeatRunner *self)
{
  g_return_if_fail (self != NULL);

  sw_seat_runner_invalidate (self);
  /* what is left runs on a worker: its result finds no runner */
  for (guint i = 0; i < self->jobs->len; i++)
    ((SwSeatJob *) g_ptr_array_index (self->jobs, i))->runner = NULL;
  g_ptr_array_unref (self->jobs);
  g_free (self);
}

void
sw_seat_runner_set_pace (SwSeatRunner *self,
                         guint         pace_ms)
{
  g_return_if_fail (self != NULL);
  self->pace_ms = pace_ms;
}

void
sw_seat_runner_think (SwSeatRunner     *self,
                      guint             seat,
                      SwSeatThinkWhere  where,
                      SwSeatThinkFunc   think,
                      SwSeatApplyFunc   apply,
                      gpointer          data,
                      GDestroyNotify    data_free)
{
  SwSeatJob *job;

  g_return_if_fail (self != NULL);
  g_return_if_fail (think != NULL && apply != NULL);

  job = g_atomic_rc_box_new0 (SwSeatJob);
  *job = (SwSeatJob) {
    .runner = self, .generation = self->generation, .seat = seat,
    .started = g_get_monotonic_time (),
    .think = think, .apply = apply, .data = data, .data_free = data_free,
  };
  g_ptr_array_add (self->jobs, job);
  self->n_thinking++;

  if (where == SW_SEAT_THINK_ON_WORKER)
    {
      g_autoptr(GTask) task = NULL;

      job->on_worker = TRUE;
      job->cancellable = g_cancellable_new ();
      task = g_task_new (NULL, job->cancellable, on_worker_done_cb, NULL);
      g_task_set_source_tag (task, sw_seat_runner_think);
      /* a cancelled job still reports, so the runner lets go of it */
      g_task_set_check_cancellable (task, FALSE);
      g_task_set_task_data (task, job_ref (job), job_unref);
      g_task_run_in_thread (task, think_in_thread);
    }
  else
    {
      think (data, NULL);
      job_thought (job);
    }
}

void
sw_seat_runner_invalidate (SwSeatRunner *self)
{
  g_return_if_fail (self != NULL);

  self->generation++;
  self->n_thinking = 0;
  for (guint i = self->jobs->len; i > 0; i--)
    {
      SwSeatJob *job = g_ptr_array_index (self->jobs, i - 1);

      if (job->cancellable != NULL)
        g_cancellable_cancel (job->cancellable);
      g_clear_handle_id (&job->source_id, g_source_remove);
      if (!job->on_worker)
        g_ptr_array_remove_index_fast (self->jobs, i - 1);
    }
}

guint64
sw_seat_runner_get_generation (SwSeatRunner *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->generation;
}

guint
sw_seat_runner_get_n_thinking (SwSeatRunner *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_thinking;
}
