/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-list.c: the questions that match a search, in a chosen order,
 * computed on a worker thread.
 *
 * Why not GtkFilterListModel and GtkSortListModel (incremental)? Measured
 * on 2026-11-26, GTK 4.18.6 under Xvfb (cairo), 10,000 questions, typing
 * "number 12" a key every 80 ms, then clearing the search and sorting by
 * text, descending (`meson test --benchmark editor editor-gtk-list-models`,
 * tests/schott/editor/bench-editor.c and bench-pack-lists.c), the longest
 * main-thread CPU burst between two turns of the main loop:
 *   GTK's models, five label columns:  18-26 ms for every key (one to three
 *     turns over a frame each; two runs), 15.7 ms clearing, 11-14 ms sorting (with
 *     about 400 ms of main-thread CPU spread over the frames of the sort), 22-25 ms
 *     for a search while sorted;
 *   this worker, in the editor page:   1.0-1.7 ms a key (10.7 ms for the
 *     first), 12.3 ms clearing, 4.5 ms sorting.
 * A frame is 16.7 ms: every key press would drop frames, so the worker
 * stays. (GTK's models would also put GTK into this headless layer.) */
#include "config.h"

#include <string.h>

#include "schott-pack-list-keys.h"

/* More added questions than this are keyed on the worker, not at once. */
#define SYNC_KEY_LIMIT 256
/* The list widget builds row widgets for new rows and destroys those of
 * rows that go (GTK 4.8 keeps up to 200 of them, building one costs about
 * half a millisecond): rows are added in steps of this many, one step per
 * frame and not in the turn that points rows at other questions, and
 * removed a turn after the others changed, so that no turn costs more than
 * a frame. Beyond the built rows, the rest is added at once. */
#define GROW_STEP 16
#define GROW_AT_ONCE_FROM 256
#define GROW_INTERVAL_MS 16
/* Rows the list widget has built (GTK 4.8: up to 200, and rebinding one
 * re-measures its cells) are pointed at their new questions this many per
 * frame, those nearest the visible ones first; a row the list asks for is
 * pointed at once. */
#define REPOINT_STEP 24
/* How often a worker looks whether it has been superseded. */
#define CANCEL_CHECK_MASK 1023

/* ------------------------------------------------------------ the view */

struct _SchottPackList
{
  GObject          parent_instance;
  SchottPackModel *model;
  GPtrArray       *keys;        /* SchottPackKey *, parallel to the model */
  gboolean         keys_raw;    /* some keys are not prepared yet */
  gboolean         keys_shared; /* a worker may hold keys: copy before writing */
  GArray          *rows;        /* guint pack positions, in display order */
  GPtrArray       *slots;       /* SchottPackRow * or NULL (not asked for yet), per shown row */
  guint            n_shown;     /* the rows the list widget knows: converges to rows->len */
  guint            step_id;
  GArray          *repoint;     /* guint shown rows still to point at their questions, last first */
  gboolean         updating;
  char            *needle;      /* the search, case-folded; NULL: none */
  char            *category;
  SchottPackFilter filter;
  SchottPackSortKey sort_key;
  gboolean         descending;
  guint            serial;      /* a worker's result counts only for this */
  GCancellable    *cancellable; /* of the worker in flight, NULL: none */
  gboolean         job_wants_rows;
  gboolean         pending;
};

enum
{
  PROP_0,
  PROP_N_ITEMS,
  PROP_PENDING,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_ROWS_CHANGED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void schott_pack_list_list_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SchottPackList, schott_pack_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      schott_pack_list_list_iface_init))

static gint
compare_rows_cb (gconstpointer a, gconstpointer b, gpointer data)
{
  return schott_pack_key_compare (*(const guint *) a, *(const guint *) b, data);
}
/* ------------------------------------------------------------- the worker */

typedef struct
{
  GPtrArray        *keys;
  char             *needle;
  char             *category;
  SchottPackFilter  filter;
  SchottPackSortKey sort_key;
  gboolean          descending;
  gboolean          want_rows;
  guint             serial;
} Job;

typedef struct
{
  GPtrArray *prepared;   /* all keys prepared; NULL when they were already */
  GArray    *rows;       /* NULL when not wanted */
  guint      serial;
} JobResult;

static void
job_free (Job *job)
{
  g_ptr_array_unref (job->keys);
  g_free (job->needle);
  g_free (job->category);
  g_free (job);
}

static void
job_result_free (JobResult *result)
{
  g_clear_pointer (&result->prepared, g_ptr_array_unref);
  g_clear_pointer (&result->rows, g_array_unref);
  g_free (result);
}

static void
job_run (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  g_autoptr (GPtrArray) prepared = NULL;
  g_autoptr (GArray) rows = NULL;
  GPtrArray *keys = job->keys;
  JobResult *result;

  for (guint i = 0; i < keys->len; i++)
    {
      SchottPackKey *key = g_ptr_array_index (keys, i);

      if ((i & CANCEL_CHECK_MASK) == 0 && g_cancellable_is_cancelled (cancellable))
        break;
      if (!key->prepared && prepared == NULL)
        {
          prepared = g_ptr_array_new_full (keys->len, (GDestroyNotify) schott_pack_key_unref);
          for (guint j = 0; j < i; j++)
            g_ptr_array_add (prepared, schott_pack_key_ref (g_ptr_array_index (keys, j)));
        }
      if (prepared != NULL)
        g_ptr_array_add (prepared, key->prepared ? schott_pack_key_ref (key) : schott_pack_key_prepare (key));
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  if (prepared != NULL)
    keys = prepared;

  if (job->want_rows)
    {
      rows = g_array_sized_new (FALSE, FALSE, sizeof (guint), keys->len);
      for (guint i = 0; i < keys->len; i++)
        if (schott_pack_key_matches (g_ptr_array_index (keys, i), job->needle, job->category, job->filter))
          g_array_append_val (rows, i);
      if (job->sort_key != SCHOTT_PACK_SORT_NONE && !g_cancellable_is_cancelled (cancellable))
        {
          SchottPackKeyOrder ctx = { (SchottPackKey **) keys->pdata, job->sort_key, job->descending };

          g_array_sort_with_data (rows, compare_rows_cb, &ctx);
        }
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  result = g_new0 (JobResult, 1);
  result->prepared = g_steal_pointer (&prepared);
  result->rows = g_steal_pointer (&rows);
  result->serial = job->serial;
  g_task_return_pointer (task, result, (GDestroyNotify) job_result_free);
}

/* ----------------------------------------------------------- main thread */

static gboolean
query_is_identity (SchottPackList *self)
{
  return (self->needle == NULL || *self->needle == '\0')
         && self->category == NULL
         && self->filter == SCHOTT_PACK_FILTER_ALL
         && self->sort_key == SCHOTT_PACK_SORT_NONE;
}

static guint
n_keys (SchottPackList *self)
{
  return self->keys->len;
}

static void
set_pending (SchottPackList *self, gboolean pending)
{
  if (self->pending == pending)
    return;
  self->pending = pending;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENDING]);
}

static void
slot_free (gpointer data)
{
  SchottPackRow *row = data;

  /* not pointed at nothing first: the list widget unbinds it right after */
  if (row != NULL)
    g_object_unref (row);
}

static void
set_n_shown (SchottPackList *self, guint n)
{
  guint old = self->n_shown;

  if (n == old)
    return;
  self->updating = TRUE;
  self->n_shown = n;
  g_ptr_array_set_size (self->slots, n);
  g_list_model_items_changed (G_LIST_MODEL (self), MIN (old, n), old > n ? old - n : 0, n > old ? n - old : 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
  self->updating = FALSE;
  g_signal_emit (self, signals[SIGNAL_ROWS_CHANGED], 0);
}

static guint
next_shown (SchottPackList *self)
{
  guint n = self->rows->len;

  if (n <= self->n_shown || self->n_shown >= GROW_AT_ONCE_FROM)
    return n;
  return MIN (n, self->n_shown + GROW_STEP);
}

static void repoint_some (SchottPackList *self, guint n);

/* One step a frame: the built rows still showing their questions of
 * before first, then more rows. */
static gboolean
on_step_cb (gpointer data)
{
  SchottPackList *self = data;

  if (self->repoint->len > 0)
    repoint_some (self, REPOINT_STEP);
  else
    set_n_shown (self, next_shown (self));
  if (self->n_shown != self->rows->len || self->repoint->len > 0)
    return G_SOURCE_CONTINUE;
  self->step_id = 0;
  return G_SOURCE_REMOVE;
}

/* Points a row object at the question it shows now (no-op if it does). */
static void
slot_sync (SchottPackList *self, guint i)
{
  SchottPackRow *slot;
  g_autoptr (SchottPackQuestion) question = NULL;

  /* a row about to go keeps what it shows */
  if (i >= self->slots->len || i >= self->rows->len || self->model == NULL)
    return;
  slot = g_ptr_array_index (self->slots, i);
  if (slot == NULL)
    return;
  question = g_list_model_get_item (G_LIST_MODEL (self->model), g_array_index (self->rows, guint, i));
  if (question != NULL)
    schott_pack_row_set_question (slot, question);
}

static void
repoint_some (SchottPackList *self, guint n)
{
  gboolean was_updating = self->updating;

  self->updating = TRUE;
  while (n > 0 && self->repoint->len > 0)
    {
      guint i = g_array_index (self->repoint, guint, self->repoint->len - 1);

      g_array_set_size (self->repoint, self->repoint->len - 1);
      slot_sync (self, i);
      n--;
    }
  self->updating = was_updating;
}

static guint
distance (guint a, guint b)
{
  return a > b ? a - b : b - a;
}

static gint
compare_repoint_cb (gconstpointer a, gconstpointer b, gpointer data)
{
  guint center = GPOINTER_TO_UINT (data);
  guint da = distance (*(const guint *) a, center);
  guint db = distance (*(const guint *) b, center);

  /* descending: the nearest is taken from the end */
  return da < db ? 1 : da > db ? -1 : 0;
}

/* The built rows (bound to a row widget: referenced by more than this
 * view) are pointed at their new questions, REPOINT_STEP at once and the
 * rest a frame later each; the others when the list asks for them. The
 * visible rows are about the middle of the built ones, or the first when
 * the first row is built. */
static gboolean
repoint_rows (SchottPackList *self)
{
  guint n = MIN (self->n_shown, self->rows->len);
  guint lo = G_MAXUINT, hi = 0, center;

  g_array_set_size (self->repoint, 0);
  for (guint i = 0; i < n; i++)
    {
      SchottPackRow *slot = g_ptr_array_index (self->slots, i);

      if (slot != NULL && G_OBJECT (slot)->ref_count > 1)
        {
          g_array_append_val (self->repoint, i);
          lo = MIN (lo, i);
          hi = MAX (hi, i);
        }
    }
  if (self->repoint->len == 0)
    return FALSE;
  center = lo == 0 ? 0 : lo + (hi - lo) / 2;
  g_array_sort_with_data (self->repoint, compare_repoint_cb, GUINT_TO_POINTER (center));
  repoint_some (self, REPOINT_STEP);
  return TRUE;
}

/* New rows: the row objects that stay show their new questions; rows are
 * added or removed at the end only, in steps (see GROW_STEP). at_once: an
 * edit of the pack; every built row shows its new question at once and
 * rows are added in this turn. */
static void
apply_rows (SchottPackList *self, GArray *rows, gboolean at_once)
{
  guint new_n = rows->len;
  gboolean repointed;

  self->updating = TRUE;
  g_array_unref (self->rows);
  self->rows = rows;
  repointed = repoint_rows (self);
  if (at_once)
    repoint_some (self, G_MAXUINT);
  self->updating = FALSE;
  if (new_n > self->n_shown && (at_once || !repointed))
    set_n_shown (self, next_shown (self));
  else if (new_n > self->n_shown)
    g_signal_emit (self, signals[SIGNAL_ROWS_CHANGED], 0);   /* more in the next frames */
  else if (self->n_shown - new_n <= GROW_STEP)
    set_n_shown (self, new_n);
  else
    g_signal_emit (self, signals[SIGNAL_ROWS_CHANGED], 0);   /* the rest a turn later */
  if ((self->n_shown != new_n || self->repoint->len > 0) && self->step_id == 0)
    self->step_id = g_timeout_add_full (G_PRIORITY_DEFAULT_IDLE, GROW_INTERVAL_MS, on_step_cb, self, NULL);
}

/* Drops every row object (another model): the list widget starts anew. */
static void
reset_rows (SchottPackList *self, GArray *rows)
{
  g_clear_handle_id (&self->step_id, g_source_remove);
  g_array_set_size (self->repoint, 0);
  set_n_shown (self, 0);
  g_array_unref (self->rows);
  self->rows = rows;
  set_n_shown (self, next_shown (self));
  if (self->n_shown != rows->len)
    self->step_id = g_timeout_add_full (G_PRIORITY_DEFAULT_IDLE, GROW_INTERVAL_MS, on_step_cb, self, NULL);
}

static GArray *
identity_rows (guint n)
{
  GArray *rows = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);

  g_array_set_size (rows, n);
  for (guint i = 0; i < n; i++)
    g_array_index (rows, guint, i) = i;
  return rows;
}

/* The keys may be changed in place only while no worker reads them. */
static void
keys_make_writable (SchottPackList *self)
{
  GPtrArray *copy;

  /* A worker holds the array until it returns, cancelled or not: after a
   * cancel, self->cancellable is gone but the worker may still read it. */
  if (!self->keys_shared)
    return;
  self->keys_shared = FALSE;
  copy = g_ptr_array_new_full (self->keys->len, (GDestroyNotify) schott_pack_key_unref);
  for (guint i = 0; i < self->keys->len; i++)
    g_ptr_array_add (copy, schott_pack_key_ref (g_ptr_array_index (self->keys, i)));
  g_ptr_array_unref (self->keys);
  self->keys = copy;
}

static void
on_job_done_cb (GObject *source, GAsyncResult *res, gpointer data)
{
  SchottPackList *self = SCHOTT_PACK_LIST (source);
  JobResult *result = g_task_propagate_pointer (G_TASK (res), NULL);

  /* NULL: cancelled, a newer worker runs (or the view went away) */
  if (result == NULL)
    return;
  if (result->serial != self->serial)
    {
      job_result_free (result);
      return;
    }
  g_clear_object (&self->cancellable);
  self->job_wants_rows = FALSE;
  if (result->prepared != NULL)
    {
      /* same serial: the same questions in the same places; keys edited
       * meanwhile were prepared by the edit and stay */
      g_assert (result->prepared->len == self->keys->len);
      keys_make_writable (self);
      for (guint i = 0; i < self->keys->len; i++)
        if (!((SchottPackKey *) g_ptr_array_index (self->keys, i))->prepared)
          {
            schott_pack_key_unref (g_ptr_array_index (self->keys, i));
            self->keys->pdata[i] = schott_pack_key_ref (g_ptr_array_index (result->prepared, i));
          }
      self->keys_raw = FALSE;
    }
  if (result->rows != NULL)
    apply_rows (self, g_steal_pointer (&result->rows), FALSE);
  job_result_free (result);
  set_pending (self, FALSE);
}

static void
cancel_job (SchottPackList *self)
{
  self->serial++;
  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
  self->job_wants_rows = FALSE;
}

/* Starts a worker (cancelling the one in flight): it prepares the keys that
 * are not yet and, if want_rows, searches and sorts. */
static void
start_job (SchottPackList *self, gboolean want_rows)
{
  g_autoptr (GTask) task = NULL;
  Job *job;

  want_rows = want_rows || self->job_wants_rows;
  cancel_job (self);
  if (!want_rows && !self->keys_raw)
    {
      set_pending (self, FALSE);
      return;
    }
  job = g_new0 (Job, 1);
  job->keys = g_ptr_array_ref (self->keys);
  self->keys_shared = TRUE;
  job->needle = g_strdup (self->needle);
  job->category = g_strdup (self->category);
  job->filter = self->filter;
  job->sort_key = self->sort_key;
  job->descending = self->descending;
  job->want_rows = want_rows;
  job->serial = self->serial;
  self->cancellable = g_cancellable_new ();
  self->job_wants_rows = want_rows;
  task = g_task_new (self, self->cancellable, on_job_done_cb, NULL);
  g_task_set_source_tag (task, start_job);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, job_run);
  set_pending (self, TRUE);
}

/* After the search, the category or the order changed. */
static void
refresh (SchottPackList *self)
{
  if (query_is_identity (self))
    {
      /* everything in pack order: no worker needed for the rows */
      start_job (self, FALSE);
      apply_rows (self, identity_rows (n_keys (self)), FALSE);
    }
  else
    start_job (self, TRUE);
}

static void
rebuild_keys (SchottPackList *self)
{
  guint n = self->model != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->model)) : 0;

  g_ptr_array_unref (self->keys);
  self->keys = g_ptr_array_new_full (n, (GDestroyNotify) schott_pack_key_unref);
  self->keys_shared = FALSE;
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->keys, schott_pack_key_new_raw (self->model, i));
  self->keys_raw = n > 0;
}

/* Binary search: where the row for position goes among rows. */
static guint
insertion_point (SchottPackList *self, GArray *rows, guint position)
{
  SchottPackKeyOrder ctx = { (SchottPackKey **) self->keys->pdata, self->sort_key, self->descending };
  guint lo = 0, hi = rows->len;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (schott_pack_key_compare (g_array_index (rows, guint, mid), position, &ctx) < 0)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

/* Questions were added, removed or moved: the rows follow at once. */
static void
on_model_items_changed_cb (GListModel *model, guint position, guint removed, guint added,
                           SchottPackList                                         *self)
{
  gboolean had_job = self->cancellable != NULL;
  gboolean wanted_rows = self->job_wants_rows;
  gboolean need_rows = FALSE;
  guint old_n = self->rows->len;
  GArray *rows;

  /* the keys first */
  keys_make_writable (self);
  g_ptr_array_remove_range (self->keys, position, removed);
  for (guint i = 0; i < added; i++)
    {
      SchottPackKey *key = added <= SYNC_KEY_LIMIT ? schott_pack_key_new_prepared (self->model, position + i)
                                             : schott_pack_key_new_raw (self->model, position + i);
      g_ptr_array_insert (self->keys, (gint) (position + i), key);
    }
  if (added > SYNC_KEY_LIMIT)
    self->keys_raw = TRUE;
  /* a worker in flight computed with the old positions */
  cancel_job (self);

  /* the old rows at their new positions (G_MAXUINT: the question went);
   * the row objects compare against these */
  for (guint i = 0; i < old_n; i++)
    {
      guint p = g_array_index (self->rows, guint, i);

      if (p >= position + removed)
        g_array_index (self->rows, guint, i) = p + added - removed;
      else if (p >= position)
        g_array_index (self->rows, guint, i) = G_MAXUINT;
    }

  if (query_is_identity (self))
    {
      apply_rows (self, identity_rows (n_keys (self)), TRUE);
      start_job (self, FALSE);
      return;
    }

  rows = g_array_sized_new (FALSE, FALSE, sizeof (guint), old_n + added);
  for (guint i = 0; i < old_n; i++)
    if (g_array_index (self->rows, guint, i) != G_MAXUINT)
      g_array_append_val (rows, g_array_index (self->rows, guint, i));
  /* the added questions where they belong, if they match */
  if (had_job && wanted_rows)
    need_rows = TRUE;   /* the rows were about to change anyway */
  else if (self->keys_raw)
    need_rows = added > 0;
  else
    for (guint i = 0; i < added; i++)
      {
        guint p = position + i;

        if (schott_pack_key_matches (g_ptr_array_index (self->keys, p), self->needle, self->category, self->filter))
          g_array_insert_val (rows, insertion_point (self, rows, p), p);
      }
  apply_rows (self, rows, TRUE);
  start_job (self, need_rows);
}

/* An edit: the next search sees it; the row stays where it is. */
static void
on_question_changed_cb (SchottPackModel *model, guint position, SchottPackList *self)
{
  if (position >= n_keys (self))
    return;
  keys_make_writable (self);
  schott_pack_key_unref (g_ptr_array_index (self->keys, position));
  self->keys->pdata[position] = schott_pack_key_new_prepared (self->model, position);
}

static void
on_display_lang_cb (SchottPackModel *model, GParamSpec *pspec, SchottPackList *self)
{
  /* every text changed: key them again, search and sort them again */
  cancel_job (self);
  rebuild_keys (self);
  start_job (self, !query_is_identity (self));
}

/* ------------------------------------------------------------ GListModel */

static GType
schott_pack_list_get_item_type (GListModel *list)
{
  return SCHOTT_TYPE_PACK_ROW;
}

static guint
schott_pack_list_get_n_items (GListModel *list)
{
  return SCHOTT_PACK_LIST (list)->n_shown;
}

static gpointer
schott_pack_list_get_item (GListModel *list, guint position)
{
  SchottPackList *self = SCHOTT_PACK_LIST (list);

  SchottPackRow *slot;

  if (position >= self->n_shown || self->model == NULL)
    return NULL;
  slot = g_ptr_array_index (self->slots, position);
  if (slot != NULL)
    slot_sync (self, position);   /* may still show the question of before */
  else
    {
      /* a row about to go (see apply_rows) shows nothing */
      g_autoptr (SchottPackQuestion) question =
        position < self->rows->len ? g_list_model_get_item (G_LIST_MODEL (self->model),
                                                            g_array_index (self->rows, guint, position))
                                   : NULL;

      slot = g_object_new (SCHOTT_TYPE_PACK_ROW, NULL);
      schott_pack_row_set_question (slot, question);
      self->slots->pdata[position] = slot;
    }
  return g_object_ref (slot);
}

static void
schott_pack_list_list_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = schott_pack_list_get_item_type;
  iface->get_n_items = schott_pack_list_get_n_items;
  iface->get_item = schott_pack_list_get_item;
}

/* -------------------------------------------------------------- GObject */

static void
disconnect_model (SchottPackList *self)
{
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
}

static void
schott_pack_list_dispose (GObject *object)
{
  SchottPackList *self = SCHOTT_PACK_LIST (object);

  cancel_job (self);
  g_clear_handle_id (&self->step_id, g_source_remove);
  disconnect_model (self);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (schott_pack_list_parent_class)->dispose (object);
}

static void
schott_pack_list_finalize (GObject *object)
{
  SchottPackList *self = SCHOTT_PACK_LIST (object);

  g_ptr_array_unref (self->keys);
  g_array_unref (self->rows);
  g_ptr_array_unref (self->slots);
  g_array_unref (self->repoint);
  g_free (self->needle);
  g_free (self->category);
  G_OBJECT_CLASS (schott_pack_list_parent_class)->finalize (object);
}

static void
schott_pack_list_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  SchottPackList *self = SCHOTT_PACK_LIST (object);

  switch (prop_id)
    {
    case PROP_N_ITEMS:
      g_value_set_uint (value, self->n_shown);
      break;
    case PROP_PENDING:
      g_value_set_boolean (value, self->pending);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_pack_list_class_init (SchottPackListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = schott_pack_list_dispose;
  object_class->finalize = schott_pack_list_finalize;
  object_class->get_property = schott_pack_list_get_property;

  properties[PROP_N_ITEMS] = g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_PENDING] = g_param_spec_boolean ("pending", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* After every change of the rows, whether or not items-changed told it. */
  signals[SIGNAL_ROWS_CHANGED] =
    g_signal_new ("rows-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
schott_pack_list_init (SchottPackList *self)
{
  self->keys = g_ptr_array_new_with_free_func ((GDestroyNotify) schott_pack_key_unref);
  self->rows = g_array_new (FALSE, FALSE, sizeof (guint));
  self->slots = g_ptr_array_new_with_free_func (slot_free);
  self->repoint = g_array_new (FALSE, FALSE, sizeof (guint));
}

/* ------------------------------------------------------------ public API */

SchottPackList *
schott_pack_list_new (void)
{
  return g_object_new (SCHOTT_TYPE_PACK_LIST, NULL);
}

void
schott_pack_list_set_model (SchottPackList *self, SchottPackModel *model)
{
  g_return_if_fail (SCHOTT_IS_PACK_LIST (self));
  g_return_if_fail (model == NULL || SCHOTT_IS_PACK_MODEL (model));

  cancel_job (self);
  disconnect_model (self);
  /* no row may point into the old model once it is gone */
  reset_rows (self, g_array_new (FALSE, FALSE, sizeof (guint)));
  g_set_object (&self->model, model);
  if (model != NULL)
    {
      g_signal_connect (model, "items-changed", G_CALLBACK (on_model_items_changed_cb), self);
      g_signal_connect (model, "question-changed", G_CALLBACK (on_question_changed_cb), self);
      g_signal_connect (model, "notify::display-lang", G_CALLBACK (on_display_lang_cb), self);
    }
  rebuild_keys (self);
  refresh (self);
}

void
schott_pack_list_set_search (SchottPackList *self, const char *text)
{
  g_autofree char *needle = NULL;

  g_return_if_fail (SCHOTT_IS_PACK_LIST (self));
  needle = text != NULL && *text != '\0' ? schott_pack_model_fold_search (text) : NULL;
  if (g_strcmp0 (needle, self->needle) == 0)
    return;
  g_free (self->needle);
  self->needle = g_steal_pointer (&needle);
  refresh (self);
}

void
schott_pack_list_set_category (SchottPackList *self, const char *category)
{
  g_return_if_fail (SCHOTT_IS_PACK_LIST (self));
  if (g_strcmp0 (category, self->category) == 0)
    return;
  g_free (self->category);
  self->category = g_strdup (category);
  refresh (self);
}

void
schott_pack_list_set_filter (SchottPackList *self, SchottPackFilter filter)
{
  g_return_if_fail (SCHOTT_IS_PACK_LIST (self));
  if (filter == self->filter)
    return;
  self->filter = filter;
  refresh (self);
}

void
schott_pack_list_set_sort (SchottPackList *self, SchottPackSortKey key, gboolean descending)
{
  g_return_if_fail (SCHOTT_IS_PACK_LIST (self));
  if (key == SCHOTT_PACK_SORT_NONE)
    descending = FALSE;
  if (key == self->sort_key && descending == self->descending)
    return;
  self->sort_key = key;
  self->descending = descending;
  refresh (self);
}

gboolean
schott_pack_list_get_updating (SchottPackList *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_LIST (self), FALSE);
  return self->updating;
}

gboolean
schott_pack_list_get_pending (SchottPackList *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_LIST (self), FALSE);
  return self->pending;
}

guint
schott_pack_list_find (SchottPackList *self, guint position)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_LIST (self), SCHOTT_PACK_LIST_NONE);
  for (guint i = 0; i < self->rows->len; i++)
    if (g_array_index (self->rows, guint, i) == position)
      return i;
  return SCHOTT_PACK_LIST_NONE;
}

guint
schott_pack_list_get_n_matches (SchottPackList *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_LIST (self), 0);
  return self->rows->len;
}

guint
schott_pack_list_get_position (SchottPackList *self, guint row)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_LIST (self), SCHOTT_PACK_LIST_NONE);
  return row < self->rows->len ? g_array_index (self->rows, guint, row) : SCHOTT_PACK_LIST_NONE;
}
