/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-autosave.c: one writer thread for both games' autosaves (and Best
 * Path's high scores), in the order they were queued. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "sw-autosave.h"
#include "sw-file.h"

typedef struct
{
  char           *path;
  char           *data;   /* NULL: remove the file */
  gsize           len;
  gboolean        remove_backup;
  SwAutosaveDone  done;
  gpointer        user_data;
  GDestroyNotify  destroy;
} Job;

static GThreadPool *pool;
static GMutex lock;
static GCond cond;
static guint pending;

static GError *
run_job (Job *job)
{
  GError *error = NULL;

  if (job->data != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (job->path);

      if (g_mkdir_with_parents (dir, 0700) != 0)
        {
          int saved_errno = errno;

          return g_error_new (G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                              _("Could not create the folder “%s”: %s"), dir,
                              g_strerror (saved_errno));
        }
      sw_file_write_atomic_full (job->path, job->data, job->len, 0600, &error);
      return error;
    }
  if (job->remove_backup)
    {
      g_autofree char *bak = g_strconcat (job->path, ".bak", NULL);

      g_remove (bak);
    }
  if (g_unlink (job->path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      return g_error_new (G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                          _("Could not remove the autosave “%s”: %s"), job->path,
                          g_strerror (saved_errno));
    }
  return NULL;
}

static void
job_thread_func (gpointer data,
                 gpointer user_data)
{
  Job *job = data;
  GError *error = run_job (job);

  if (job->done != NULL)
    job->done (error, job->user_data);
  else
    g_clear_error (&error);
  if (job->destroy != NULL)
    job->destroy (job->user_data);
  g_free (job->path);
  g_free (job->data);
  g_free (job);

  g_mutex_lock (&lock);
  pending--;
  g_cond_broadcast (&cond);
  g_mutex_unlock (&lock);
}

void
sw_autosave_queue (const char     *path,
                   char           *data,
                   gsize           len,
                   gboolean        remove_backup,
                   SwAutosaveDone  done,
                   gpointer        user_data,
                   GDestroyNotify  destroy)
{
  Job *job;

  g_return_if_fail (path != NULL);

  job = g_new (Job, 1);
  *job = (Job) { g_strdup (path), data, len, remove_backup, done, user_data, destroy };

  g_mutex_lock (&lock);
  if (pool == NULL)
    pool = g_thread_pool_new (job_thread_func, NULL, 1, FALSE, NULL);
  pending++;
  g_mutex_unlock (&lock);
  g_thread_pool_push (pool, job, NULL);
}

void
sw_autosave_flush (void)
{
  g_mutex_lock (&lock);
  while (pending > 0)
    g_cond_wait (&cond, &lock);
  g_mutex_unlock (&lock);
}
