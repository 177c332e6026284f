/* schott-content.c: packs, event texts and variants for the app. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-content.h"
#include "sw-language.h"

typedef struct
{
  char              *id;
  SchottVariant      variant;
  SchottVariantInfo *info;    /* NULL for a built-in without a file */
} VariantEntry;

typedef struct
{
  GPtrArray        *packs;     /* SchottPack * */
  GPtrArray        *variants;  /* VariantEntry * */
  GPtrArray        *problems;  /* SchottPackFileProblem *, the user's folder */
  SchottEventTexts *events;
} Loaded;

struct _SchottContent
{
  GObject  parent_instance;

  GMutex   lock;
  Loaded  *loaded;
  /* Replaced loads stay alive: a running game still reads their packs. */
  GPtrArray *retired;
  char    *ui_lang;
};

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

/* The first folder wins: the uninstalled tree, then the user's. Broken
 * packs and packs whose id an earlier one has are listed on New Game when
 * they are the user's, who can fix them; the shipped folders' only go to
 * the log (two installed copies are no concern of a player's). */
static void
load_packs (Loaded    *loaded,
            GPtrArray *dirs)
{
  g_autoptr(GPtrArray) packs_dirs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) problems = g_ptr_array_new ();
  g_autofree char *user_packs = g_build_filename (g_get_user_data_dir (), "schott-world",
                                                  "packs", G_DIR_SEPARATOR_S, NULL);

  for (guint d = 0; d < dirs->len; d++)
    g_ptr_array_add (packs_dirs, g_build_filename (g_ptr_array_index (dirs, d), "packs", NULL));
  g_ptr_array_add (packs_dirs, NULL);
  schott_pack_load_folders ((const char * const *) packs_dirs->pdata, loaded->packs, problems);
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
schott_content_finalize (GObject *object)
{
  SchottContent *self = SCHOTT_CONTENT (object);

  loaded_free (self->loaded);
  g_clear_pointer (&self->retired, g_ptr_array_unref);
  g_free (self->ui_lang);
  g_mutex_clear (&self->lock);
  G_OBJECT_CLASS (schott_content_parent_class)->finalize (object);
}

static void
schott_content_class_init (SchottContentClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = schott_content_finalize;
}

static void
schott_content_init (SchottContent *self)
{
  g_mutex_init (&self->lock);
  self->retired = g_ptr_array_new_with_free_func ((GDestroyNotify) loaded_free);
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

typedef struct
{
  SchottContent *content;
  GPtrArray     *pool;    /* QuestionRef * */
} Provider;

typedef struct
{
  const SchottPack     *pack;
  const SchottQuestion *question;
} QuestionRef;

static void
provider_free (gpointer data)
{
  Provider *provider = data;

  g_ptr_array_unref (provider->pool);
  g_object_unref (provider->content);
  g_free (provider);
}

static gboolean
provide_question (guint64     seed,
                  guint32     serial,
                  guint       right_position,
                  const char *language,
                  char      **out_question,
                  char      **out_answers,
                  gpointer    user_data)
{
  Provider *provider = user_data;
  const QuestionRef *ref;
  const char *answers[3];
  guint index;

  if (provider->pool->len == 0)
    return FALSE;
  index = schott_question_deck_nth (seed, provider->pool->len, serial);
  ref = g_ptr_array_index (provider->pool, index);
  *out_question = g_strdup (schott_question_text (ref->pack, ref->question, language));
  schott_pack_answers_in_play_order (ref->pack, ref->question, language,
                                     right_position, answers);
  for (guint i = 0; i < 3; i++)
    out_answers[i] = g_strdup (answers[i]);
  return TRUE;
}

void
schott_content_attach_questions (SchottContent      *self,
                                 SchottGameModel    *model,
                                 const char * const *pack_ids)
{
  static const char * const default_ids[] = { SCHOTT_DEFAULT_PACK, NULL };
  g_auto(GStrv) ids = NULL;
  Provider *provider;

  g_return_if_fail (SCHOTT_IS_CONTENT (self));
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (model));

  schott_content_ensure_loaded (self);
  if (pack_ids == NULL || pack_ids[0] == NULL)
    pack_ids = default_ids;
  /* pack_ids may be the model's own list, which set_pack_ids() replaces. */
  ids = g_strdupv ((char **) pack_ids);
  pack_ids = (const char * const *) ids;

  provider = g_new0 (Provider, 1);
  provider->content = g_object_ref (self);
  provider->pool = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; pack_ids[i] != NULL; i++)
    {
      const SchottPack *pack = schott_content_find_pack (self, pack_ids[i]);

      for (guint q = 0; pack != NULL && q < pack->questions->len; q++)
        {
          QuestionRef *ref = g_new0 (QuestionRef, 1);
          ref->pack = pack;
          ref->question = g_ptr_array_index (pack->questions, q);
          g_ptr_array_add (provider->pool, ref);
        }
    }
  schott_game_model_set_pack_ids (model, pack_ids);
  schott_game_model_set_question_provider (model, provide_question, provider, provider_free);
}
