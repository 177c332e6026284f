/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-content.c: packs, event texts and variants for the app. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "schott-content-private.h"
#include "sw-language.h"

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SchottContent, schott_content, G_TYPE_OBJECT)

static void
variant_entry_free (gpointer data)
{
  VariantEntry *entry = data;

  g_free (entry->id);
  g_clear_pointer (&entry->info, schott_variant_info_free);
  g_free (entry);
}

static void
loaded_free (Loaded *loaded)
{
  if (loaded == NULL)
    return;
  g_ptr_array_unref (loaded->packs);
  g_ptr_array_unref (loaded->pack_paths);
  g_ptr_array_unref (loaded->variants);
  g_ptr_array_unref (loaded->problems);
  g_clear_pointer (&loaded->events, schott_event_texts_free);
  g_free (loaded);
}

static GPtrArray *
data_dirs (void)
{
  GPtrArray *dirs = g_ptr_array_new_with_free_func (g_free);
  const char *env = g_getenv ("SCHOTT_WORLD_DATADIR");

  if (env != NULL && *env != '\0')
    g_ptr_array_add (dirs, g_strdup (env));
  g_ptr_array_add (dirs, g_build_filename (g_get_user_data_dir (), "schott-world", NULL));
  g_ptr_array_add (dirs, g_strdup (PKGDATADIR));
  return dirs;
}

static GPtrArray *
list_files (const char *dir, const char *suffix)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, suffix))
      g_ptr_array_add (files, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (files, (GCompareFunc) g_strcmp0);
  return files;
}

static VariantEntry *
find_variant_entry (GPtrArray *variants, const char *id)
{
  for (guint i = 0; i < variants->len; i++)
    {
      VariantEntry *entry = g_ptr_array_index (variants, i);
      if (g_str_equal (entry->id, id))
        return entry;
    }
  return NULL;
}

/* The first folder wins: the packs that come with the game (the
 * uninstalled tree, then the installed one), then the user's, so a copy
 * of a built-in pack that kept its id never takes the built-in's place.
 * Broken packs and packs whose id an earlier one has are listed on New
 * Game when they are the user's, who can fix them; the shipped folders'
 * only go to the log (two installed copies are no concern of a player's). */
static void
load_packs (Loaded    *loaded,
            GPtrArray *dirs)
{
  g_autoptr(GPtrArray) packs_dirs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) problems = g_ptr_array_new ();
  g_autofree char *user_dir = schott_content_dup_user_packs_dir ();
  g_autofree char *user_packs = g_build_filename (user_dir, G_DIR_SEPARATOR_S, NULL);

  for (guint d = 0; d < dirs->len; d++)
    {
      g_autofree char *packs = g_build_filename (g_ptr_array_index (dirs, d), "packs", NULL);

      if (!g_str_equal (packs, user_dir))
        g_ptr_array_add (packs_dirs, g_steal_pointer (&packs));
    }
  g_ptr_array_add (packs_dirs, g_strdup (user_dir));
  g_ptr_array_add (packs_dirs, NULL);
  schott_pack_load_folders ((const char * const *) packs_dirs->pdata, loaded->packs,
                            loaded->pack_paths, problems);
  for (guint i = 0; i < problems->len; i++)
    {
      SchottPackFileProblem *problem = g_ptr_array_index (problems, i);

      if (g_str_has_prefix (problem->path, user_packs))
        g_ptr_array_add (loaded->problems, problem);
      else
        {
          g_warning ("%s", problem->message);
          schott_pack_file_problem_free (problem);
        }
    }
}

static Loaded *
load_everything (void)
{
  Loaded *loaded = g_new0 (Loaded, 1);
  g_autoptr(GPtrArray) dirs = data_dirs ();
  VariantEntry *entry;

  loaded->packs = g_ptr_array_new_with_free_func ((GDestroyNotify) schott_pack_free);
  loaded->pack_paths = g_ptr_array_new_with_free_func (g_free);
  loaded->variants = g_ptr_array_new_with_free_func (variant_entry_free);
  loaded->problems = g_ptr_array_new_with_free_func ((GDestroyNotify) schott_pack_file_problem_free);

  entry = g_new0 (VariantEntry, 1);
  entry->id = g_strdup ("schott");
  schott_variant_init_default (&entry->variant);
  g_ptr_array_add (loaded->variants, entry);
  entry = g_new0 (VariantEntry, 1);
  entry->id = g_strdup ("classic");
  schott_variant_init_classic (&entry->variant);
  g_ptr_array_add (loaded->variants, entry);

  load_packs (loaded, dirs);

  for (guint d = 0; d < dirs->len; d++)
    {
      const char *dir = g_ptr_array_index (dirs, d);
      g_autofree char *variants_dir = g_build_filename (dir, "variants", NULL);
      g_autofree char *events_file = g_build_filename (dir, "events",
                                                       "default.schott-events.xml", NULL);
      g_autoptr(GPtrArray) variant_files = list_files (variants_dir, ".schott-variant.xml");

      for (guint i = 0; i < variant_files->len; i++)
        {
          g_autoptr(GError) error = NULL;
          SchottVariant variant;
          SchottVariantInfo *info = NULL;

          if (!schott_variant_load (g_ptr_array_index (variant_files, i), &variant, &info, &error))
            {
              g_warning ("%s", error->message);
              continue;
            }
          entry = find_variant_entry (loaded->variants, info->id);
          if (entry != NULL && entry->info != NULL)
            {
              schott_variant_info_free (info);
              continue;
            }
          if (entry == NULL)
            {
              entry = g_new0 (VariantEntry, 1);
              entry->id = g_strdup (info->id);
              g_ptr_array_add (loaded->variants, entry);
            }
          entry->variant = variant;
          entry->info = info;
        }

      if (loaded->events == NULL && g_file_test (events_file, G_FILE_TEST_EXISTS))
        {
          g_autoptr(GError) error = NULL;
          loaded->events = schott_event_texts_load (events_file, &error);
          if (loaded->events == NULL)
            g_warning ("%s", error->message);
        }
    }

  /* The event file sets copies and amounts of the SCHOTT variant. */
  entry = find_variant_entry (loaded->variants, "schott");
  if (loaded->events != NULL && entry != NULL && entry->info == NULL)
    schott_event_texts_apply (loaded->events, &entry->variant);

  return loaded;
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  g_task_return_pointer (task, load_everything (), (GDestroyNotify) loaded_free);
}

static void
schott_content_dispose (GObject *object)
{
  SchottContent *self = SCHOTT_CONTENT (object);

  g_clear_handle_id (&self->reload_id, g_source_remove);
  g_clear_handle_id (&self->asked_write_id, g_source_remove);
  if (self->monitor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->monitor, self);
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }
  G_OBJECT_CLASS (schott_content_parent_class)->dispose (object);
}

static void
schott_content_finalize (GObject *object)
{
  SchottContent *self = SCHOTT_CONTENT (object);

  loaded_free (self->loaded);
  g_clear_pointer (&self->retired, g_ptr_array_unref);
  g_clear_pointer (&self->just_added, g_ptr_array_unref);
  g_clear_pointer (&self->asked, g_key_file_unref);
  g_free (self->ui_lang);
  g_mutex_clear (&self->lock);
  G_OBJECT_CLASS (schott_content_parent_class)->finalize (object);
}

static void
schott_content_class_init (SchottContentClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = schott_content_dispose;
  G_OBJECT_CLASS (klass)->finalize = schott_content_finalize;

  /* What is loaded was replaced (a reload finished). */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
}

static void
schott_content_init (SchottContent *self)
{
  g_mutex_init (&self->lock);
  self->retired = g_ptr_array_new_with_free_func ((GDestroyNotify) loaded_free);
  self->just_added = g_ptr_array_new_with_free_func (g_free);
  self->ui_lang = g_strdup (sw_ui_language ());
}

SchottContent *
schott_content_new (void)
{
  return g_object_new (SCHOTT_TYPE_CONTENT, NULL);
}

/* Loads everything on a worker; replace: the result takes the place of
 * what is loaded already (else the first load wins). */
static void
start_load (SchottContent       *self,
            gboolean             replace,
            GCancellable        *cancellable,
            GAsyncReadyCallback  callback,
            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (SCHOTT_IS_CONTENT (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, schott_content_load_async);
  if (replace)
    g_task_set_task_data (task, GINT_TO_POINTER (1), NULL);
  g_task_run_in_thread (task, load_thread);
}

void
schott_content_load_async (SchottContent       *self,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  start_load (self, FALSE, cancellable, callback, user_data);
}

gboolean
schott_content_load_finish (SchottContent  *self,
                            GAsyncResult   *result,
                            GError        **error)
{
  Loaded *loaded;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  loaded = g_task_propagate_pointer (G_TASK (result), error);
  if (loaded == NULL)
    return FALSE;
  if (self->loaded == NULL)
    self->loaded = loaded;
  else if (g_task_get_task_data (G_TASK (result)) != NULL)
    {
      g_ptr_array_add (self->retired, self->loaded);
      self->loaded = loaded;
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
    }
  else
    loaded_free (loaded);
  return TRUE;
}

/* Like schott_content_load_async(), but the new load replaces the current
 * one, e.g. after the editor saved a pack. */
void
schott_content_reload_async (SchottContent       *self,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  start_load (self, TRUE, cancellable, callback, user_data);
}

void
schott_content_ensure_loaded (SchottContent *self)
{
  g_return_if_fail (SCHOTT_IS_CONTENT (self));
  if (self->loaded == NULL)
    self->loaded = load_everything ();
}

guint
schott_content_get_n_packs (SchottContent *self)
{
  schott_content_ensure_loaded (self);
  return self->loaded->packs->len;
}

const SchottPack *
schott_content_get_pack (SchottContent *self,
                         guint          index)
{
  schott_content_ensure_loaded (self);
  g_return_val_if_fail (index < self->loaded->packs->len, NULL);
  return g_ptr_array_index (self->loaded->packs, index);
}

const SchottPack *
schott_content_find_pack (SchottContent *self,
                          const char    *id)
{
  schott_content_ensure_loaded (self);
  for (guint i = 0; id != NULL && i < self->loaded->packs->len; i++)
    {
      const SchottPack *pack = g_ptr_array_index (self->loaded->packs, i);
      if (g_str_equal (pack->id, id))
        return pack;
    }
  return NULL;
}

const char *
schott_content_find_pack_path (SchottContent *self,
                               const char    *id)
{
  schott_content_ensure_loaded (self);
  for (guint i = 0; id != NULL && i < self->loaded->packs->len; i++)
    {
      const SchottPack *pack = g_ptr_array_index (self->loaded->packs, i);
      if (g_str_equal (pack->id, id))
        return g_ptr_array_index (self->loaded->pack_paths, i);
    }
  return NULL;
}

/* Taken: by a pack offered, or by a file of the user's not offered
 * (a broken file's id is not known: its name stands in for it). */
static gboolean
pack_id_taken (SchottContent *self,
               const char    *id)
{
  if (schott_content_find_pack (self, id) != NULL)
    return TRUE;
  for (guint i = 0; i < self->loaded->problems->len; i++)
    {
      const SchottPackFileProblem *problem = g_ptr_array_index (self->loaded->problems, i);
      g_autofree char *name = g_path_get_basename (problem->path);
      g_autofree char *mine = g_strconcat (id, ".schott-pack.xml", NULL);

      if (g_str_equal (name, mine))
        return TRUE;
    }
  return FALSE;
}

char *
schott_content_dup_free_pack_id (SchottContent *self,
                                 const char    *id)
{
  g_autofree char *stem = NULL;
  const char *end;

  g_return_val_if_fail (SCHOTT_IS_CONTENT (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  schott_content_ensure_loaded (self);
  /* "glass-and-light-2" goes on as "glass-and-light-3", not "-2-2" */
  end = id + strlen (id);
  while (end > id && g_ascii_isdigit (end[-1]))
    end--;
  if (end > id + 1 && end < id + strlen (id) && end[-1] == '-')
    stem = g_strndup (id, end - 1 - id);
  else
    stem = g_strdup (*id != '\0' ? id : "my-questions");
  if (!pack_id_taken (self, stem))
    return g_steal_pointer (&stem);
  for (guint n = 2; ; n++)
    {
      g_autofree char *next = g_strdup_printf ("%s-%u", stem, n);

      if (!pack_id_taken (self, next))
        return g_steal_pointer (&next);
    }
}

char *
schott_content_dup_user_packs_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "schott-world", "packs", NULL);
}

static void
on_reloaded_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!schott_content_load_finish (SCHOTT_CONTENT (source), result, &error))
    g_warning ("Reloading the packs: %s", error->message);
}

static gboolean
reload_soon_cb (gpointer data)
{
  SchottContent *self = data;

  self->reload_id = 0;
  schott_content_reload_async (self, NULL, on_reloaded_cb, NULL);
  return G_SOURCE_REMOVE;
}

static void
on_packs_folder_changed_cb (GFileMonitor      *monitor,
                            GFile             *file,
                            GFile             *other,
                            GFileMonitorEvent  event,
                            SchottContent     *self)
{
  if (event == G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED)
    return;
  /* a file being copied in changes many times: once it has settled */
  g_clear_handle_id (&self->reload_id, g_source_remove);
  self->reload_id = g_timeout_add (300, reload_soon_cb, self);
}

void
schott_content_watch_user_packs (SchottContent *self)
{
  g_autofree char *dir = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (SCHOTT_IS_CONTENT (self));
  if (self->monitor != NULL)
    return;
  dir = schott_content_dup_user_packs_dir ();
  g_mkdir_with_parents (dir, 0755);
  folder = g_file_new_for_path (dir);
  self->monitor = g_file_monitor_directory (folder, G_FILE_MONITOR_WATCH_MOVES, NULL, &error);
  if (self->monitor == NULL)
    {
      g_debug ("Not watching %s: %s", dir, error->message);
      return;
    }
  g_signal_connect (self->monitor, "changed", G_CALLBACK (on_packs_folder_changed_cb), self);
}

typedef struct
{
  GFile *file;
  char  *dir;          /* My Packs */
  GPtrArray *taken;    /* char *: ids of the packs offered, and their titles */
} AddJob;

static void
add_job_free (AddJob *job)
{
  g_object_unref (job->file);
  g_free (job->dir);
  g_ptr_array_unref (job->taken);
  g_free (job);
}

static void
add_pack_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  AddJob *job = task_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(SchottPack) pack = NULL;
  g_autofree char *name = g_file_get_parse_name (job->file);
  g_autofree char *base = g_file_get_basename (job->file);
  g_autofree char *stem = NULL;
  const char *suffix = ".schott-pack.xml";
  gsize len = 0;
  const char *data;

  /* the size first where the file says it, then while reading */
  {
    g_autoptr(GFileInfo) info = g_file_query_info (job->file, G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                                   G_FILE_QUERY_INFO_NONE, cancellable, NULL);
    if (info != NULL && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_SIZE)
        && g_file_info_get_size (info) > SCHOTT_IO_MAX_FILE_SIZE)
      {
        g_task_return_new_error (task, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_TOO_LARGE,
                                 _("%s: the file is larger than %d bytes"), name, SCHOTT_IO_MAX_FILE_SIZE);
        return;
      }
  }
  {
    g_autoptr(GFileInputStream) in = g_file_read (job->file, cancellable, &error);
    g_autoptr(GByteArray) array = g_byte_array_new ();
    guint8 buffer[65536];
    gssize n = 0;

    while (in != NULL
           && (n = g_input_stream_read (G_INPUT_STREAM (in), buffer, sizeof buffer, cancellable, &error)) > 0)
      {
        if (array->len + (gsize) n > SCHOTT_IO_MAX_FILE_SIZE)
          {
            g_task_return_new_error (task, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_TOO_LARGE,
                                     _("%s: the file is larger than %d bytes"), name, SCHOTT_IO_MAX_FILE_SIZE);
            return;
          }
        g_byte_array_append (array, buffer, (guint) n);
      }
    if (in == NULL || n < 0)
      {
        g_task_return_new_error (task, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_FILE, "%s: %s", name, error->message);
        return;
      }
    bytes = g_byte_array_free_to_bytes (g_steal_pointer (&array));
  }
  data = g_bytes_get_data (bytes, &len);
  pack = schott_pack_load_from_data (data != NULL ? data : "", len, name, &error);
  if (pack == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  for (guint i = 0; i + 1 < job->taken->len; i += 2)
    if (g_str_equal (g_ptr_array_index (job->taken, i), pack->id))
      {
        /* TRANSLATORS: %s: the file, the id, the title of the pack that has it */
        g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_EXISTS,
                                 _("%s: the pack id “%s” is already used by “%s”; open the file in the editor to give it an id of its own"),
                                 name, pack->id, (const char *) g_ptr_array_index (job->taken, i + 1));
        return;
      }
  /* a name of its own in My Packs: the file's, numbered if taken */
  stem = g_str_has_suffix (base, suffix) ? g_strndup (base, strlen (base) - strlen (suffix))
                                         : g_strdup (pack->id);
  g_mkdir_with_parents (job->dir, 0755);
  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *file_name = n == 1 ? g_strconcat (stem, suffix, NULL)
                                          : g_strdup_printf ("%s-%u%s", stem, n, suffix);
      g_autofree char *path = g_build_filename (job->dir, file_name, NULL);

      if (g_file_test (path, G_FILE_TEST_EXISTS))
        continue;
      if (!schott_file_write_atomic (path, data, len, &error))
        g_task_return_error (task, g_steal_pointer (&error));
      else
        g_task_return_pointer (task, g_steal_pointer (&path), g_free);
      return;
    }
  g_task_return_new_error (task, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_FILE,
                           _("%s: My Packs has no free file name for it"), name);
}

void
schott_content_add_pack_file_async (SchottContent       *self,
                                    GFile               *file,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  AddJob *job;
  const char *lang = sw_ui_language ();

  g_return_if_fail (SCHOTT_IS_CONTENT (self));
  g_return_if_fail (G_IS_FILE (file));
  schott_content_ensure_loaded (self);
  job = g_new0 (AddJob, 1);
  job->file = g_object_ref (file);
  job->dir = schott_content_dup_user_packs_dir ();
  job->taken = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < self->loaded->packs->len; i++)
    {
      const SchottPack *pack = g_ptr_array_index (self->loaded->packs, i);

      g_ptr_array_add (job->taken, g_strdup (pack->id));
      g_ptr_array_add (job->taken, g_strdup (schott_pack_localized (pack, pack->title, lang)));
    }
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, schott_content_add_pack_file_async);
  g_task_set_task_data (task, job, (GDestroyNotify) add_job_free);
  g_task_run_in_thread (task, add_pack_thread);
}

char *
schott_content_add_pack_file_finish (SchottContent  *self,
                                     GAsyncResult   *result,
                                     GError        **error)
{
  char *path;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  path = g_task_propagate_pointer (G_TASK (result), error);
  if (path != NULL)
    g_ptr_array_add (self->just_added, g_strdup (path));
  return path;
}

gboolean
schott_content_take_just_added (SchottContent *self,
                                const char    *id)
{
  const char *path;
  guint index;

  g_return_val_if_fail (SCHOTT_IS_CONTENT (self), FALSE);
  path = schott_content_find_pack_path (self, id);
  if (path == NULL || !g_ptr_array_find_with_equal_func (self->just_added, path, g_str_equal, &index))
    return FALSE;
  g_ptr_array_remove_index (self->just_added, index);
  return TRUE;
}

/* The user's pack files that are not offered (broken, or an id taken). */
guint
schott_content_get_n_pack_problems (SchottContent *self)
{
  schott_content_ensure_loaded (self);
  return self->loaded->problems->len;
}

const SchottPackFileProblem *
schott_content_get_pack_problem (SchottContent *self,
                                 guint          index)
{
  schott_content_ensure_loaded (self);
  g_return_val_if_fail (index < self->loaded->problems->len, NULL);
  return g_ptr_array_index (self->loaded->problems, index);
}

guint
schott_content_get_n_variants (SchottContent *self)
{
  schott_content_ensure_loaded (self);
  return self->loaded->variants->len;
}

const char *
schott_content_get_variant_id (SchottContent *self,
                               guint          index)
{
  VariantEntry *entry;

  schott_content_ensure_loaded (self);
  g_return_val_if_fail (index < self->loaded->variants->len, NULL);
  entry = g_ptr_array_index (self->loaded->variants, index);
  return entry->id;
}

const char *
schott_content_get_variant_label (SchottContent *self,
                                  guint          index)
{
  VariantEntry *entry;

  schott_content_ensure_loaded (self);
  g_return_val_if_fail (index < self->loaded->variants->len, NULL);
  entry = g_ptr_array_index (self->loaded->variants, index);
  if (g_str_equal (entry->id, "schott"))
    return _("SCHOTT World (stages, events, questions)");
  if (g_str_equal (entry->id, "classic"))
    return _("Classic (one row of ten, no events)");
  if (entry->info != NULL)
    return schott_variant_info_name (entry->info, self->ui_lang);
  return entry->id;
}

gboolean
schott_content_get_variant (SchottContent *self,
                            const char    *id,
                            SchottVariant *out)
{
  VariantEntry *entry;

  schott_content_ensure_loaded (self);
  entry = find_variant_entry (self->loaded->variants, id != NULL ? id : "schott");
  if (entry == NULL)
    return FALSE;
  *out = entry->variant;
  return TRUE;
}

const char *
schott_content_place_name (SchottContent *self,
                           const char    *variant_id,
                           guint          field,
                           const char    *lang)
{
  VariantEntry *entry;

  schott_content_ensure_loaded (self);
  entry = find_variant_entry (self->loaded->variants, variant_id != NULL ? variant_id : "schott");
  if (entry == NULL || entry->info == NULL)
    return NULL;
  return schott_variant_info_place_name (entry->info, field, lang);
}

const char *
schott_content_event_text (SchottContent   *self,
                           SchottEventKind  kind,
                           const char      *lang)
{
  const char *text = NULL;

  schott_content_ensure_loaded (self);
  if (self->loaded->events != NULL && kind >= 1 && kind <= SCHOTT_N_EVENT_KINDS)
    text = schott_event_texts_text (self->loaded->events, kind, lang);
  if (text == NULL || *text == '\0')
    text = schott_event_default_text (kind);
  return text;
}
