/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-sorter.c: the sorter of one column of the question table. */
#include "config.h"

#include "schott-editor-sorter.h"

struct _SchottEditorSorter
{
  GtkSorter         parent_instance;
  SchottPackSortKey key;
};

enum
{
  PROP_0,
  PROP_KEY,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (SchottEditorSorter, schott_editor_sorter, GTK_TYPE_SORTER)

static const char *const key_names[] = {
  [SCHOTT_PACK_SORT_NONE] = "none",
  [SCHOTT_PACK_SORT_ID] = "id",
  [SCHOTT_PACK_SORT_CATEGORY] = "category",
  [SCHOTT_PACK_SORT_DIFFICULTY] = "difficulty",
  [SCHOTT_PACK_SORT_TEXT] = "text",
  [SCHOTT_PACK_SORT_COMPLETE] = "complete",
};

static GtkOrdering
ordering (int result)
{
  return result < 0 ? GTK_ORDERING_SMALLER : result > 0 ? GTK_ORDERING_LARGER : GTK_ORDERING_EQUAL;
}

static GtkOrdering
schott_editor_sorter_compare (GtkSorter *sorter, gpointer item1, gpointer item2)
{
  SchottEditorSorter *self = SCHOTT_EDITOR_SORTER (sorter);
  SchottPackQuestion *a, *b;

  if (!SCHOTT_IS_PACK_QUESTION (item1) || !SCHOTT_IS_PACK_QUESTION (item2))
    return GTK_ORDERING_EQUAL;
  a = item1;
  b = item2;
  switch (self->key)
    {
    case SCHOTT_PACK_SORT_ID:
      return ordering (g_utf8_collate (schott_pack_question_get_id (a), schott_pack_question_get_id (b)));
    case SCHOTT_PACK_SORT_CATEGORY:
      return ordering (g_utf8_collate (schott_pack_question_get_category (a), schott_pack_question_get_category (b)));
    case SCHOTT_PACK_SORT_TEXT:
      return ordering (g_utf8_collate (schott_pack_question_get_text (a), schott_pack_question_get_text (b)));
    case SCHOTT_PACK_SORT_DIFFICULTY:
      return ordering ((int) schott_pack_question_get_difficulty (a) - (int) schott_pack_question_get_difficulty (b));
    case SCHOTT_PACK_SORT_COMPLETE:
      return ordering ((int) schott_pack_question_get_n_complete (a) - (int) schott_pack_question_get_n_complete (b));
    case SCHOTT_PACK_SORT_NONE:
    default:
      return GTK_ORDERING_EQUAL;
    }
}

static GtkSorterOrder
schott_editor_sorter_get_order (GtkSorter *sorter)
{
  return SCHOTT_EDITOR_SORTER (sorter)->key == SCHOTT_PACK_SORT_NONE ? GTK_SORTER_ORDER_NONE
                                                                      : GTK_SORTER_ORDER_PARTIAL;
}

static void
schott_editor_sorter_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SchottEditorSorter *self = SCHOTT_EDITOR_SORTER (object);

  switch (prop_id)
    {
    case PROP_KEY:
      g_value_set_string (value, key_names[self->key]);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_editor_sorter_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SchottEditorSorter *self = SCHOTT_EDITOR_SORTER (object);
  const char *name = g_value_get_string (value);
  SchottPackSortKey key = SCHOTT_PACK_SORT_NONE;

  switch (prop_id)
    {
    case PROP_KEY:
      for (guint i = 0; i < G_N_ELEMENTS (key_names); i++)
        if (g_strcmp0 (name, key_names[i]) == 0)
          key = i;
      if (key != self->key)
        {
          self->key = key;
          g_object_notify_by_pspec (object, pspec);
          gtk_sorter_changed (GTK_SORTER (self), GTK_SORTER_CHANGE_DIFFERENT);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_editor_sorter_class_init (SchottEditorSorterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkSorterClass *sorter_class = GTK_SORTER_CLASS (klass);

  object_class->get_property = schott_editor_sorter_get_property;
  object_class->set_property = schott_editor_sorter_set_property;
  sorter_class->compare = schott_editor_sorter_compare;
  sorter_class->get_order = schott_editor_sorter_get_order;

  properties[PROP_KEY] = g_param_spec_string ("key", NULL, NULL, "none",
                                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
schott_editor_sorter_init (SchottEditorSorter *self)
{
}

GtkSorter *
schott_editor_sorter_new (const char *key)
{
  return g_object_new (SCHOTT_TYPE_EDITOR_SORTER, "key", key, NULL);
}

SchottPackSortKey
schott_editor_sorter_get_key (SchottEditorSorter *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_SORTER (self), SCHOTT_PACK_SORT_NONE);
  return self->key;
}
