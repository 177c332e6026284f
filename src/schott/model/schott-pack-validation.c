/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-validation.c: validating a SchottPackModel's pack, on the
 * calling thread or on a worker over a copy made in slices. */
#include "config.h"

#include "schott-pack-model-private.h"

/* The pack is copied for the worker in slices of about this much main-loop
 * time: a copy of 10,000 questions costs as much as validating them. */
#define SNAPSHOT_SLICE_US 3000

typedef struct
{
  SchottPackModel *model;     /* owned by the task */
  SchottPack      *snapshot;
  guint            copied;    /* questions copied so far */
  guint64          serial;    /* the model's change serial the copy follows */
  guint            idle_id;
} ValidateJob;

static void
validate_job_free (ValidateJob *job)
{
  g_clear_handle_id (&job->idle_id, g_source_remove);
  g_clear_pointer (&job->snapshot, schott_pack_free);
  g_free (job);
}

void
schott_validation_free (SchottValidation *validation)
{
  if (validation == NULL)
    return;
  g_clear_pointer (&validation->problems, g_ptr_array_unref);
  g_free (validation->complete);
  g_free (validation->outdated);
  g_free (validation);
}

static SchottValidation *
validation_run (const SchottPack *pack, guint64 serial)
{
  SchottValidation *v = g_new0 (SchottValidation, 1);

  v->serial = serial;
  v->problems = schott_problems_new ();
  schott_pack_validate (pack, v->problems);
  for (guint i = 0; i < v->problems->len; i++)
    v->n_errors += ((SchottProblem *) g_ptr_array_index (v->problems, i))->severity == SCHOTT_PROBLEM_ERROR;
  v->n_questions = pack->questions->len;
  v->n_languages = pack->languages->len;
  v->complete = g_new0 (guint, v->n_languages + 1);
  v->outdated = g_new0 (guint, v->n_languages + 1);
  for (guint l = 0; l < v->n_languages; l++)
    {
      v->complete[l] = schott_pack_count_complete (pack, g_ptr_array_index (pack->languages, l));
      v->outdated[l] = schott_pack_count_outdated (pack, g_ptr_array_index (pack->languages, l));
    }
  return v;
}

static void
validate_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  ValidateJob *job = data;

  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_pointer (task, validation_run (job->snapshot, job->serial),
                         (GDestroyNotify) schott_validation_free);
}

static void
snapshot_restart (ValidateJob *job)
{
  SchottPack *pack = job->model->pack;
  GPtrArray *questions = pack->questions;
  GPtrArray *none = g_ptr_array_new ();

  /* everything but the questions at once: they follow in slices */
  g_clear_pointer (&job->snapshot, schott_pack_free);
  pack->questions = none;
  job->snapshot = schott_pack_copy (pack);
  pack->questions = questions;
  g_ptr_array_unref (none);
  job->copied = 0;
  job->serial = job->model->change_serial;
}

static gboolean
on_snapshot_slice_cb (gpointer data)
{
  GTask *task = data;
  ValidateJob *job = g_task_get_task_data (task);
  SchottPack *pack = job->model->pack;
  gint64 end = g_get_monotonic_time () + SNAPSHOT_SLICE_US;
  guint n_languages;

  if (g_task_return_error_if_cancelled (task))
    {
      job->idle_id = 0;
      return G_SOURCE_REMOVE;
    }
  /* an edit in between: the copy must follow the pack as it is now */
  if (job->serial != job->model->change_serial)
    snapshot_restart (job);
  n_languages = pack->languages->len;
  while (job->copied < pack->questions->len)
    {
      const SchottQuestion *q = g_ptr_array_index (pack->questions, job->copied);

      g_ptr_array_add (job->snapshot->questions, schott_question_copy (q, NULL, n_languages));
      job->copied++;
      if ((job->copied & 63) == 0 && g_get_monotonic_time () >= end)
        return G_SOURCE_CONTINUE;
    }
  job->idle_id = 0;
  g_task_run_in_thread (task, validate_in_thread);
  return G_SOURCE_REMOVE;
}

void
schott_pack_model_validate_async (SchottPackModel     *self,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  ValidateJob *job;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, schott_pack_model_validate_async);
  g_task_set_check_cancellable (task, TRUE);
  job = g_new0 (ValidateJob, 1);
  job->model = self;
  g_task_set_task_data (task, job, (GDestroyNotify) validate_job_free);
  snapshot_restart (job);
  job->idle_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, on_snapshot_slice_cb,
                                  g_object_ref (task), g_object_unref);
}

SchottValidation *
schott_pack_model_validate_finish (SchottPackModel  *self,
                                   GAsyncResult     *result,
                                   GError          **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

SchottValidation *
schott_pack_model_validate_full (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), NULL);
  return validation_run (self->pack, self->change_serial);
}

GPtrArray *
schott_pack_model_validate (SchottPackModel *self)
{
  GPtrArray *problems = schott_problems_new ();

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), problems);
  schott_pack_validate (self->pack, problems);
  return problems;
}
