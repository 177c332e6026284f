/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-question.c: one question of a SchottPackModel, as a row. */
#include "config.h"

#include <string.h>

#include "schott-pack-model-private.h"

struct _SchottPackQuestion
{
  GObject          parent_instance;
  SchottPackModel *model;     /* unowned: the model outlives its items' use */
  SchottQuestion  *q;         /* owned by the pack or by an undo command */
  char            *search_text;
  char            *search_key;  /* search_text case-folded, for the filter */
};

enum
{
  QPROP_0,
  QPROP_ID,
  QPROP_CATEGORY,
  QPROP_DIFFICULTY,
  QPROP_TEXT,
  QPROP_SEARCH_TEXT,
  QPROP_N_COMPLETE,
  QPROP_STATUS,
  QPROP_MISSING,
  QPROP_OUTDATED,
  N_QPROPS
};
static GParamSpec *qproperties[N_QPROPS];

G_DEFINE_FINAL_TYPE (SchottPackQuestion, schott_pack_question, G_TYPE_OBJECT)

static void
update_search_text (SchottPackQuestion *self)
{
  const char *text = schott_pack_question_get_text (self);

  g_free (self->search_text);
  self->search_text = g_strconcat (self->q->id ? self->q->id : "", " ", text, NULL);
  g_clear_pointer (&self->search_key, g_free);
}

SchottPackQuestion *
schott_pack_question_new (SchottPackModel *model, SchottQuestion *q)
{
  SchottPackQuestion *self = g_object_new (SCHOTT_TYPE_PACK_QUESTION, NULL);

  self->model = model;
  self->q = q;
  update_search_text (self);
  return self;
}

void
schott_pack_question_notify_all (SchottPackQuestion *self)
{
  update_search_text (self);
  g_object_freeze_notify (G_OBJECT (self));
  for (guint i = QPROP_ID; i < N_QPROPS; i++)
    g_object_notify_by_pspec (G_OBJECT (self), qproperties[i]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
schott_pack_question_finalize (GObject *object)
{
  SchottPackQuestion *self = SCHOTT_PACK_QUESTION (object);

  g_free (self->search_text);
  g_free (self->search_key);
  G_OBJECT_CLASS (schott_pack_question_parent_class)->finalize (object);
}

static void
schott_pack_question_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  SchottPackQuestion *self = SCHOTT_PACK_QUESTION (object);

  switch (prop_id)
    {
    case QPROP_ID:
      g_value_set_string (value, schott_pack_question_get_id (self));
      break;
    case QPROP_CATEGORY:
      g_value_set_string (value, schott_pack_question_get_category (self));
      break;
    case QPROP_DIFFICULTY:
      g_value_set_uint (value, schott_pack_question_get_difficulty (self));
      break;
    case QPROP_TEXT:
      g_value_set_string (value, schott_pack_question_get_text (self));
      break;
    case QPROP_SEARCH_TEXT:
      g_value_set_string (value, schott_pack_question_get_search_text (self));
      break;
    case QPROP_N_COMPLETE:
      g_value_set_uint (value, schott_pack_question_get_n_complete (self));
      break;
    case QPROP_STATUS:
      g_value_take_string (value, schott_pack_question_dup_status (self));
      break;
    case QPROP_MISSING:
      g_value_take_string (value, schott_pack_question_dup_missing (self));
      break;
    case QPROP_OUTDATED:
      g_value_take_string (value, schott_pack_question_dup_outdated (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_pack_question_class_init (SchottPackQuestionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = schott_pack_question_finalize;
  object_class->get_property = schott_pack_question_get_property;

  qproperties[QPROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  qproperties[QPROP_CATEGORY] = g_param_spec_string ("category", NULL, NULL, NULL, flags);
  qproperties[QPROP_DIFFICULTY] = g_param_spec_uint ("difficulty", NULL, NULL, 0, 3, 0, flags);
  qproperties[QPROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, flags);
  qproperties[QPROP_SEARCH_TEXT] = g_param_spec_string ("search-text", NULL, NULL, NULL, flags);
  qproperties[QPROP_N_COMPLETE] = g_param_spec_uint ("n-complete", NULL, NULL, 0, G_MAXUINT, 0, flags);
  qproperties[QPROP_STATUS] = g_param_spec_string ("status", NULL, NULL, NULL, flags);
  qproperties[QPROP_MISSING] = g_param_spec_string ("missing", NULL, NULL, NULL, flags);
  qproperties[QPROP_OUTDATED] = g_param_spec_string ("outdated", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_QPROPS, qproperties);
}

static void
schott_pack_question_init (SchottPackQuestion *self)
{
}

const char *
schott_pack_question_get_id (SchottPackQuestion *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  return self->q->id ? self->q->id : "";
}

const char *
schott_pack_question_get_category (SchottPackQuestion *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  return self->q->category ? self->q->category : "";
}

guint
schott_pack_question_get_difficulty (SchottPackQuestion *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), 0);
  return self->q->difficulty;
}

const char *
schott_pack_question_get_text (SchottPackQuestion *self)
{
  const char *text;

  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  if (self->model == NULL)
    return "";
  text = self->q->field[SCHOTT_FIELD_TEXT][MAX (self->model->display_index, 0)];
  return text ? text : "";
}

const char *
schott_pack_question_get_search_text (SchottPackQuestion *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  return self->search_text;
}


gboolean
schott_pack_question_matches (SchottPackQuestion *self, const char *folded)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), FALSE);
  if (folded == NULL || *folded == '\0')
    return TRUE;
  /* folded once per row and cached: typing a search only compares bytes */
  if (self->search_key == NULL)
    self->search_key = schott_pack_model_fold_search (self->search_text);
  return strstr (self->search_key, folded) != NULL;
}

/* Complete in language l: the question and its three answers are there,
 * with the loader's notion of empty (invisible characters are nothing). */
static gboolean
question_complete_at (SchottPackQuestion *self, guint l)
{
  const SchottPack *pack = self->model->pack;

  return schott_question_complete (pack, self->q, g_ptr_array_index (pack->languages, l));
}

/* Translated in language l: complete and not outdated (the source
 * language is never outdated). */
static gboolean
question_translated_at (SchottPackQuestion *self, guint l)
{
  return question_complete_at (self, l)
         && (l == 0 || !schott_question_has_outdated (self->q, self->model->pack->languages->len, (gint) l));
}

guint
schott_pack_question_get_n_complete (SchottPackQuestion *self)
{
  guint n = 0;

  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), 0);
  if (self->model == NULL)
    return 0;
  for (guint l = 0; l < self->model->pack->languages->len; l++)
    n += question_complete_at (self, l);
  return n;
}

guint
schott_pack_question_get_n_translated (SchottPackQuestion *self)
{
  guint n = 0;

  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), 0);
  if (self->model == NULL)
    return 0;
  for (guint l = 0; l < self->model->pack->languages->len; l++)
    n += question_translated_at (self, l);
  return n;
}

char *
schott_pack_question_dup_status (SchottPackQuestion *self)
{
  guint n;

  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  if (self->model == NULL)
    return g_strdup ("");
  n = self->model->pack->languages->len;
  return g_strdup_printf ("%u/%u", schott_pack_question_get_n_translated (self), n);
}

char *
schott_pack_question_dup_missing (SchottPackQuestion *self)
{
  g_autoptr (GString) missing = g_string_new (NULL);
  const SchottPack *pack;

  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  if (self->model == NULL)
    return g_strdup ("");
  pack = self->model->pack;
  for (guint l = 0; l < pack->languages->len; l++)
    if (!question_complete_at (self, l))
      {
        if (missing->len > 0)
          g_string_append (missing, ", ");
        g_string_append (missing, g_ptr_array_index (pack->languages, l));
      }
  return g_string_free (g_steal_pointer (&missing), FALSE);
}

gboolean
schott_pack_question_is_outdated (SchottPackQuestion *self, const char *lang)
{
  const SchottPack *pack;
  gint l = -1;

  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), FALSE);
  if (self->model == NULL)
    return FALSE;
  pack = self->model->pack;
  if (lang != NULL && (l = schott_pack_language_index (pack, lang)) < 0)
    return FALSE;
  return schott_question_has_outdated (self->q, pack->languages->len, l);
}

char *
schott_pack_question_dup_outdated (SchottPackQuestion *self)
{
  g_autoptr (GString) langs = g_string_new (NULL);
  const SchottPack *pack;

  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  if (self->model == NULL || self->q->outdated == NULL)
    return g_strdup ("");
  pack = self->model->pack;
  for (guint l = 1; l < pack->languages->len; l++)
    if (schott_question_has_outdated (self->q, pack->languages->len, (gint) l))
      {
        if (langs->len > 0)
          g_string_append (langs, ", ");
        g_string_append (langs, g_ptr_array_index (pack->languages, l));
      }
  return g_string_free (g_steal_pointer (&langs), FALSE);
}

const SchottQuestion *
schott_pack_question_get_question (SchottPackQuestion *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  return self->q;
}

void
schott_pack_question_notify_text (SchottPackQuestion *self)
{
  update_search_text (self);
  g_object_notify_by_pspec (G_OBJECT (self), qproperties[QPROP_TEXT]);
  g_object_notify_by_pspec (G_OBJECT (self), qproperties[QPROP_SEARCH_TEXT]);
}

void
schott_pack_question_detach (SchottPackQuestion *self)
{
  self->model = NULL;
}
