/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-model.c: an editable question pack with undo and redo. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "schott-pack-model-private.h"

enum
{
  PROP_0,
  PROP_DISPLAY_LANG,
  PROP_DIRTY,
  PROP_CAN_UNDO,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_CHANGED,
  SIGNAL_QUESTION_CHANGED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void schott_pack_model_list_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SchottPackModel, schott_pack_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      schott_pack_model_list_iface_init))

void
schott_pack_model_update_state (SchottPackModel *self)
{
  SchottPackCmd *last = schott_pack_model_undo_top (self);
  guint64 top = last != NULL ? last->serial : 0;
  gboolean dirty = self->saved_unknown || top != self->saved_serial;
  gboolean can_undo = self->undo->len > 0;
  gboolean can_redo = self->redo->len > 0;

  if (dirty != self->dirty)
    {
      self->dirty = dirty;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
    }
  if (can_undo != self->can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  self->can_redo = can_redo;
}

static void
update_display_index (SchottPackModel *self)
{
  gint index = self->display_lang ? schott_pack_language_index (self->pack, self->display_lang) : 0;

  self->display_index = MAX (index, 0);
}

void
schott_pack_model_rebuild_items (SchottPackModel *self)
{
  guint old_n = self->items->len;

  g_ptr_array_set_size (self->items, 0);
  for (guint i = 0; i < self->pack->questions->len; i++)
    g_ptr_array_add (self->items, schott_pack_question_new (self, g_ptr_array_index (self->pack->questions, i)));
  update_display_index (self);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, old_n, self->items->len);
}

void
schott_pack_model_question_changed (SchottPackModel *self, guint position)
{
  schott_pack_question_notify_all (g_ptr_array_index (self->items, position));
  g_signal_emit (self, signals[SIGNAL_QUESTION_CHANGED], 0, position);
}

void
schott_pack_model_emit_changed (SchottPackModel *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static char *
unique_id (SchottPackModel *self, const char *base)
{
  for (guint n = 1; ; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%03u", base, n);

      if (schott_pack_find_question (self->pack, id) == NULL)
        return g_steal_pointer (&id);
    }
}

/* ------------------------------------------------------- GListModel */

static GType
schott_pack_model_get_item_type (GListModel *list)
{
  return SCHOTT_TYPE_PACK_QUESTION;
}

static guint
schott_pack_model_get_n_items (GListModel *list)
{
  return SCHOTT_PACK_MODEL (list)->items->len;
}

static gpointer
schott_pack_model_get_item (GListModel *list, guint position)
{
  SchottPackModel *self = SCHOTT_PACK_MODEL (list);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
schott_pack_model_list_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = schott_pack_model_get_item_type;
  iface->get_n_items = schott_pack_model_get_n_items;
  iface->get_item = schott_pack_model_get_item;
}

/* ----------------------------------------------------------- GObject */

static void
detach_item (gpointer item, gpointer unused)
{
  schott_pack_question_detach (item);
}

static void
detach_cmd_item (gpointer cmd, gpointer unused)
{
  SchottPackQuestion *item = ((SchottPackCmd *) cmd)->item;

  if (item != NULL)
    schott_pack_question_detach (item);
}

static void
schott_pack_model_finalize (GObject *object)
{
  SchottPackModel *self = SCHOTT_PACK_MODEL (object);

  /* Rows still held elsewhere (a list widget) must not reach a freed pack. */
  g_ptr_array_foreach (self->items, detach_item, NULL);
  g_ptr_array_foreach (self->undo, detach_cmd_item, NULL);
  g_ptr_array_foreach (self->redo, detach_cmd_item, NULL);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  g_ptr_array_unref (self->items);
  g_clear_pointer (&self->pack, schott_pack_free);
  g_free (self->path);
  g_free (self->display_lang);
  G_OBJECT_CLASS (schott_pack_model_parent_class)->finalize (object);
}

static void
schott_pack_model_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SchottPackModel *self = SCHOTT_PACK_MODEL (object);

  switch (prop_id)
    {
    case PROP_DISPLAY_LANG:
      g_value_set_string (value, schott_pack_model_get_display_lang (self));
      break;
    case PROP_DIRTY:
      g_value_set_boolean (value, self->dirty);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_pack_model_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  SchottPackModel *self = SCHOTT_PACK_MODEL (object);

  switch (prop_id)
    {
    case PROP_DISPLAY_LANG:
      schott_pack_model_set_display_lang (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_pack_model_class_init (SchottPackModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = schott_pack_model_finalize;
  object_class->get_property = schott_pack_model_get_property;
  object_class->set_property = schott_pack_model_set_property;

  properties[PROP_DISPLAY_LANG] = g_param_spec_string ("display-lang", NULL, NULL, NULL, rw);
  properties[PROP_DIRTY] = g_param_spec_boolean ("dirty", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Any change of the pack, undo and redo included. */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The texts, category, difficulty or id of one question changed. */
  signals[SIGNAL_QUESTION_CHANGED] =
    g_signal_new ("question-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
schott_pack_model_init (SchottPackModel *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) schott_pack_cmd_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) schott_pack_cmd_free);
}

/* --------------------------------------------------------- public API */

SchottPackModel *
schott_pack_model_new (const char *id, const char *languages)
{
  return schott_pack_model_new_for_pack (schott_pack_new (id ? id : "untitled",
                                                          languages ? languages : "en"),
                                         NULL);
}

SchottPackModel *
schott_pack_model_new_for_pack (SchottPack *pack, const char *path)
{
  SchottPackModel *self;

  g_return_val_if_fail (pack != NULL, NULL);
  self = g_object_new (SCHOTT_TYPE_PACK_MODEL, NULL);
  self->pack = pack;
  self->path = g_strdup (path);
  schott_pack_model_rebuild_items (self);
  return self;
}

const SchottPack *
schott_pack_model_get_pack (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), NULL);
  return self->pack;
}

const char *
schott_pack_model_get_path (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), NULL);
  return self->path;
}

void
schott_pack_model_set_path (SchottPackModel *self, const char *path)
{
  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  if (g_strcmp0 (self->path, path) == 0)
    return;
  g_free (self->path);
  self->path = g_strdup (path);
}

const char *
schott_pack_model_get_display_lang (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), NULL);
  return g_ptr_array_index (self->pack->languages, self->display_index);
}

void
schott_pack_model_set_display_lang (SchottPackModel *self, const char *lang)
{
  gint old;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  old = self->display_index;
  g_free (self->display_lang);
  self->display_lang = g_strdup (lang);
  update_display_index (self);
  if (old == self->display_index)
    return;
  for (guint i = 0; i < self->items->len; i++)
    {
    schott_pack_question_notify_text (g_ptr_array_index (self->items, i));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DISPLAY_LANG]);
}

gboolean
schott_pack_model_get_dirty (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  return self->dirty;
}


char *
schott_pack_model_dup_draft_name (SchottPackModel *self)
{
  g_autofree char *key = NULL;
  g_autofree char *sum = NULL;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), NULL);
  key = self->path != NULL ? g_strdup (self->path)
                           : g_strconcat ("new:", self->pack->id ? self->pack->id : "", NULL);
  sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, key, -1);
  return g_strdup_printf ("pack-%.16s.schott-draft", sum);
}

gboolean
schott_pack_model_save (SchottPackModel *self, const char *path, GError **error)
{
  g_autofree char *target = NULL;
  g_autoptr (GFile) file = NULL;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  target = g_strdup (path ? path : self->path);
  g_return_val_if_fail (target != NULL, FALSE);
  file = schott_pack_model_file_for_location (target);
  if (!_schott_pack_model_write_file (self->pack, file, error))
    return FALSE;
  if (g_file_peek_path (file) != NULL)
    {
      g_free (target);
      target = g_strdup (g_file_peek_path (file));
    }
  schott_pack_model_set_path (self, target);
  schott_pack_model_mark_saved (self);
  return TRUE;
}

guint
schott_pack_model_add_question (SchottPackModel *self, guint position, const char *category)
{
  g_autofree char *id = NULL;
  const char *cat = category;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), 0);
  position = MIN (position, self->items->len);
  if (cat == NULL && self->pack->categories->len > 0)
    cat = ((SchottCategory *) g_ptr_array_index (self->pack->categories, 0))->id;
  id = unique_id (self, self->pack->id && *self->pack->id ? self->pack->id : "question");
  schott_pack_model_push_insert (self, position, schott_question_new (id, cat, self->pack->languages->len));
  return position;
}

guint
schott_pack_model_duplicate_question (SchottPackModel *self, guint position)
{
  const SchottQuestion *q;
  g_autofree char *id = NULL;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), 0);
  g_return_val_if_fail (position < self->items->len, 0);
  q = g_ptr_array_index (self->pack->questions, position);
  id = unique_id (self, q->id && *q->id ? q->id : "question");
  schott_pack_model_push_insert (self, position + 1, schott_question_copy (q, id, self->pack->languages->len));
  return position + 1;
}

void
schott_pack_model_remove_question (SchottPackModel *self, guint position)
{
  SchottPackCmd *cmd;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  g_return_if_fail (position < self->items->len);
  cmd = schott_pack_cmd_new (self, SCHOTT_PACK_CMD_REMOVE, position);
  cmd->q = g_ptr_array_index (self->pack->questions, position);
  cmd->item = g_object_ref (g_ptr_array_index (self->items, position));
  schott_pack_model_push (self, cmd);
}

gboolean
schott_pack_model_move_question (SchottPackModel *self, guint from, guint to)
{
  SchottPackCmd *cmd;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  if (from >= self->items->len || to >= self->items->len || from == to)
    return FALSE;
  cmd = schott_pack_cmd_new (self, SCHOTT_PACK_CMD_MOVE, from);
  cmd->to = to;
  schott_pack_model_push (self, cmd);
  return TRUE;
}

/* The question's outdated flags after field in language l becomes text:
 * a changed source text makes every non-empty translation of the field
 * outdated; a translator's edit confirms the translation (clears it). */
static guint8 *
flags_after_edit (SchottPackModel *self, const SchottQuestion *q, SchottField field,
                  guint l, const char *text)
{
  guint n = self->pack->languages->len;
  g_autofree guint8 *flags = g_new0 (guint8, n);
  guint8 bit = 1u << field;

  if (q->outdated != NULL)
    memcpy (flags, q->outdated, n);
  if (l == 0)
    {
      for (guint t = 1; t < n; t++)
        if (q->field[field][t] != NULL && q->field[field][t][0] != '\0')
          flags[t] |= bit;
    }
  else
    flags[l] &= ~bit;
  if (text == NULL || *text == '\0')
    flags[l] &= ~bit;
  return schott_pack_flags_copy (flags, n);
}

void
schott_pack_model_set_text (SchottPackModel *self,
                            guint            position,
                            SchottField      field,
                            const char      *lang,
                            const char      *text)
{
  SchottQuestion *q;
  SchottPackCmd *top;
  gint l;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  g_return_if_fail (position < self->items->len && field < SCHOTT_N_FIELDS);
  l = schott_pack_language_index (self->pack, lang);
  g_return_if_fail (l >= 0);
  q = g_ptr_array_index (self->pack->questions, position);
  text = text ? text : "";
  if (g_strcmp0 (q->field[field][l], text) == 0)
    return;

  top = schott_pack_model_undo_top (self);
  if (top != NULL && !self->coalesce_broken && top->kind == SCHOTT_PACK_CMD_TEXT
      && top->position == position && top->field == field
      && g_strcmp0 (top->lang, g_ptr_array_index (self->pack->languages, l)) == 0
      && (self->saved_unknown || top->serial != self->saved_serial))
    {
      /* Typing on in the same field: extend the last step. */
      schott_pack_set_string (&top->new_text, text);
      g_free (top->new_flags);
      top->new_flags = flags_after_edit (self, q, field, (guint) l, text);
      g_ptr_array_set_size (self->redo, 0);
      schott_pack_cmd_run (self, top, TRUE);
      schott_pack_model_update_state (self);
      schott_pack_model_emit_changed (self);
      return;
    }

  top = schott_pack_cmd_new (self, SCHOTT_PACK_CMD_TEXT, position);
  top->field = field;
  top->lang = g_strdup (g_ptr_array_index (self->pack->languages, l));
  top->old_text = g_strdup (q->field[field][l] ? q->field[field][l] : "");
  top->new_text = g_strdup (text);
  top->old_flags = schott_pack_flags_copy (q->outdated, top->n_languages);
  top->new_flags = flags_after_edit (self, q, field, (guint) l, text);
  schott_pack_model_push (self, top);
}

void
schott_pack_model_set_outdated (SchottPackModel *self,
                                guint            position,
                                SchottField      field,
                                const char      *lang,
                                gboolean         outdated)
{
  SchottQuestion *q;
  SchottPackCmd *cmd;
  guint n;
  gint l;
  guint8 bits;
  g_autofree guint8 *next = NULL;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  g_return_if_fail (position < self->items->len);
  g_return_if_fail (field < SCHOTT_N_FIELDS || field == (SchottField) -1);
  l = schott_pack_language_index (self->pack, lang);
  g_return_if_fail (l >= 0);
  q = g_ptr_array_index (self->pack->questions, position);
  n = self->pack->languages->len;
  bits = field == (SchottField) -1 ? (1u << SCHOTT_N_FIELDS) - 1 : 1u << field;
  next = g_new0 (guint8, n);
  if (q->outdated != NULL)
    memcpy (next, q->outdated, n);
  if (outdated)
    {
      /* only a non-empty translation can be outdated */
      for (guint f = 0; l > 0 && f < SCHOTT_N_FIELDS; f++)
        if ((bits & (1u << f)) != 0 && q->field[f][l] != NULL && q->field[f][l][0] != '\0')
          next[l] |= 1u << f;
    }
  else
    next[l] &= ~bits;
  if (q->outdated != NULL ? memcmp (next, q->outdated, n) == 0 : schott_pack_flags_empty (next, n))
    return;   /* nothing changes: no undo step */
  cmd = schott_pack_cmd_new (self, SCHOTT_PACK_CMD_OUTDATED, position);
  cmd->old_flags = schott_pack_flags_copy (q->outdated, n);
  cmd->new_flags = schott_pack_flags_copy (next, n);
  schott_pack_model_push (self, cmd);
}

void
schott_pack_model_mark_up_to_date (SchottPackModel *self, guint position, const char *lang)
{
  schott_pack_model_set_outdated (self, position, (SchottField) -1, lang, FALSE);
}

void
schott_pack_model_set_category (SchottPackModel *self, guint position, const char *category)
{
  SchottQuestion *q;
  SchottPackCmd *cmd;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  g_return_if_fail (position < self->items->len);
  q = g_ptr_array_index (self->pack->questions, position);
  if (g_strcmp0 (q->category, category ? category : "") == 0)
    return;
  cmd = schott_pack_cmd_new (self, SCHOTT_PACK_CMD_CATEGORY, position);
  cmd->old_text = g_strdup (q->category ? q->category : "");
  cmd->new_text = g_strdup (category ? category : "");
  schott_pack_model_push (self, cmd);
}

void
schott_pack_model_set_difficulty (SchottPackModel *self, guint position, guint difficulty)
{
  SchottQuestion *q;
  SchottPackCmd *cmd;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  g_return_if_fail (position < self->items->len && difficulty <= 3);
  q = g_ptr_array_index (self->pack->questions, position);
  if (q->difficulty == difficulty)
    return;
  cmd = schott_pack_cmd_new (self, SCHOTT_PACK_CMD_DIFFICULTY, position);
  cmd->old_value = q->difficulty;
  cmd->new_value = difficulty;
  schott_pack_model_push (self, cmd);
}

gboolean
schott_pack_model_set_question_id (SchottPackModel *self, guint position, const char *id)
{
  SchottQuestion *q;
  SchottPackCmd *cmd;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  g_return_val_if_fail (position < self->items->len && id != NULL, FALSE);
  q = g_ptr_array_index (self->pack->questions, position);
  if (g_strcmp0 (q->id, id) == 0)
    return TRUE;
  cmd = schott_pack_cmd_new (self, SCHOTT_PACK_CMD_ID, position);
  cmd->old_text = g_strdup (q->id ? q->id : "");
  cmd->new_text = g_strdup (id);
  schott_pack_model_push (self, cmd);
  return TRUE;
}

void
schott_pack_model_set_title (SchottPackModel *self, const char *lang, const char *title)
{
  g_autoptr (SchottPack) next = NULL;
  gint l;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  l = schott_pack_language_index (self->pack, lang);
  g_return_if_fail (l >= 0);
  if (g_strcmp0 (self->pack->title[l], title ? title : "") == 0)
    return;
  next = schott_pack_copy (self->pack);
  schott_pack_set_string (&next->title[l], title);
  schott_pack_model_push_snapshot (self, g_steal_pointer (&next));
}

void
schott_pack_model_set_description (SchottPackModel *self, const char *lang, const char *text)
{
  g_autoptr (SchottPack) next = NULL;
  gint l;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  l = schott_pack_language_index (self->pack, lang);
  g_return_if_fail (l >= 0);
  if (g_strcmp0 (self->pack->description[l], text ? text : "") == 0)
    return;
  next = schott_pack_copy (self->pack);
  schott_pack_set_string (&next->description[l], text);
  schott_pack_model_push_snapshot (self, g_steal_pointer (&next));
}

gboolean
schott_pack_model_set_id (SchottPackModel *self, const char *id)
{
  g_autoptr (SchottPack) next = NULL;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  if (id == NULL || !schott_id_is_valid (id))
    return FALSE;
  if (g_strcmp0 (self->pack->id, id) == 0)
    return TRUE;
  next = schott_pack_copy (self->pack);
  schott_pack_set_string (&next->id, id);
  schott_pack_model_push_snapshot (self, g_steal_pointer (&next));
  return TRUE;
}

void
schott_pack_model_set_authors (SchottPackModel *self, const char *authors)
{
  g_autoptr (SchottPack) next = NULL;
  g_auto (GStrv) parts = NULL;
  g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func (g_free);
  gboolean same;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  parts = g_strsplit (authors != NULL ? authors : "", ",", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *name = g_strstrip (parts[i]);

      if (*name != '\0')
        g_ptr_array_add (list, g_strdup (name));
    }
  same = list->len == self->pack->authors->len;
  for (guint i = 0; same && i < list->len; i++)
    same = g_str_equal (g_ptr_array_index (list, i), g_ptr_array_index (self->pack->authors, i));
  if (same)
    return;
  next = schott_pack_copy (self->pack);
  g_ptr_array_set_size (next->authors, 0);
  for (guint i = 0; i < list->len; i++)
    g_ptr_array_add (next->authors, g_strdup (g_ptr_array_index (list, i)));
  schott_pack_model_push_snapshot (self, g_steal_pointer (&next));
}

char *
schott_pack_model_dup_authors (SchottPackModel *self)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) names = NULL;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), NULL);
  for (guint i = 0; i < self->pack->authors->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (self->pack->authors, i));
  names = g_strv_builder_end (builder);
  return g_strjoinv (", ", names);
}

void
schott_pack_model_set_license (SchottPackModel *self, const char *license)
{
  g_autoptr (SchottPack) next = NULL;
  g_autofree char *value = g_strstrip (g_strdup (license != NULL ? license : ""));

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  if (g_strcmp0 (self->pack->license != NULL ? self->pack->license : "", value) == 0)
    return;
  next = schott_pack_copy (self->pack);
  g_free (next->license);
  next->license = *value != '\0' ? g_steal_pointer (&value) : NULL;
  schott_pack_model_push_snapshot (self, g_steal_pointer (&next));
}

/* A title for a copy: the number after the title ("Glass and Light 2"),
 * in a way every language reads; a number already there is replaced. */
static char *
numbered_title (const char *title, guint number)
{
  const char *end = title + strlen (title);
  const char *digits = end;

  while (digits > title && g_ascii_isdigit (digits[-1]))
    digits--;
  if (digits < end && digits > title && digits[-1] == ' ')
    end = digits - 1;
  return g_strdup_printf ("%.*s %u", (int) (end - title), title, number);
}

void
schott_pack_model_make_copy (SchottPackModel *self, const char *id)
{
  g_autoptr (SchottPack) next = NULL;
  const char *digits;
  guint number = 2;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  g_return_if_fail (id != NULL && schott_id_is_valid (id));
  digits = strrchr (id, '-');
  if (digits != NULL && digits[1] != '\0' && strspn (digits + 1, "0123456789") == strlen (digits + 1))
    number = (guint) g_ascii_strtoull (digits + 1, NULL, 10);
  next = schott_pack_copy (self->pack);
  schott_pack_set_string (&next->id, id);
  for (guint l = 0; l < next->languages->len; l++)
    if (next->title[l] != NULL && *next->title[l] != '\0')
      {
        char *title = numbered_title (next->title[l], number);

        g_free (next->title[l]);
        next->title[l] = title;
      }
  schott_pack_model_push_snapshot (self, g_steal_pointer (&next));
}

gboolean
schott_pack_model_add_language (SchottPackModel *self, const char *lang)
{
  g_autoptr (SchottPack) next = NULL;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  g_return_val_if_fail (lang != NULL, FALSE);
  next = schott_pack_copy (self->pack);
  if (!schott_pack_add_language (next, lang))
    return FALSE;
  schott_pack_model_push_snapshot (self, g_steal_pointer (&next));
  return TRUE;
}

gboolean
schott_pack_model_add_category (SchottPackModel *self, const char *id, const char *name)
{
  g_autoptr (SchottPack) next = NULL;
  SchottCategory *cat;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  g_return_val_if_fail (id != NULL && *id != '\0', FALSE);
  if (!schott_id_is_valid (id) || schott_pack_find_category (self->pack, id) != NULL)
    return FALSE;
  next = schott_pack_copy (self->pack);
  cat = schott_pack_add_category (next, id);
  schott_pack_set_string (&cat->name[0], name && *name ? name : id);
  schott_pack_model_push_snapshot (self, g_steal_pointer (&next));
  return TRUE;
}

void
schott_pack_model_import (SchottPackModel *self, const SchottPack *other, gboolean append)
{
  g_autoptr (SchottPack) next = NULL;
  guint n;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  g_return_if_fail (other != NULL);
  next = schott_pack_copy (self->pack);
  for (guint l = 0; l < other->languages->len; l++)
    schott_pack_add_language (next, g_ptr_array_index (other->languages, l));
  n = next->languages->len;
  if (!append)
    {
      for (guint i = 0; i < next->questions->len; i++)
        schott_question_free (g_ptr_array_index (next->questions, i), n);
      g_ptr_array_set_size (next->questions, 0);
    }
  for (guint c = 0; c < other->categories->len; c++)
    {
      const SchottCategory *cat = g_ptr_array_index (other->categories, c);

      if (schott_pack_find_category (next, cat->id) == NULL)
        {
          SchottCategory *added = schott_pack_add_category (next, cat->id);
          gint l = schott_pack_language_index (next, other->source_lang);

          schott_pack_set_string (&added->name[MAX (l, 0)], cat->name[0] && *cat->name[0] ? cat->name[0] : cat->id);
        }
    }
  for (guint i = 0; i < other->questions->len; i++)
    {
      const SchottQuestion *oq = g_ptr_array_index (other->questions, i);
      SchottQuestion *q = schott_question_new (oq->id, oq->category, n);

      q->difficulty = oq->difficulty;
      for (guint l = 0; l < other->languages->len; l++)
        {
          gint nl = schott_pack_language_index (next, g_ptr_array_index (other->languages, l));

          if (nl < 0)
            continue;
          for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
            schott_pack_set_string (&q->field[f][nl], oq->field[f][l]);
          if (nl > 0 && oq->outdated != NULL && oq->outdated[l] != 0)
            {
              if (q->outdated == NULL)
                q->outdated = g_new0 (guint8, n);
              q->outdated[nl] = oq->outdated[l];
            }
        }
      g_ptr_array_add (next->questions, q);
    }
  schott_pack_model_push_snapshot (self, g_steal_pointer (&next));
}

gint
schott_pack_model_find (SchottPackModel *self, const char *id)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), -1);
  return schott_pack_find_question_index (self->pack, id);
}

gint
schott_pack_model_index_of (SchottPackModel *self, SchottPackQuestion *item)
{
  guint index;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), -1);
  if (item == NULL || !g_ptr_array_find (self->items, item, &index))
    return -1;
  return (gint) index;
}

char *
schott_pack_model_fold_search (const char *text)
{
  g_autofree char *normalized = g_utf8_normalize (text ? text : "", -1, G_NORMALIZE_ALL);

  return g_utf8_casefold (normalized ? normalized : "", -1);
}

guint64
schott_pack_model_get_change_serial (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), 0);
  return self->change_serial;
}
