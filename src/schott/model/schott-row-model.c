/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-row-model.c: a player's row as a GListModel of SchottCardObject */
#include "config.h"

#include "schott-row-model.h"

struct _SchottRowModel
{
  GObject    parent_instance;

  GPtrArray *items;      /* SchottCardObject, one per position */
  SchottCard cards[SCHOTT_MAX_ROW];
  guint      max_value;
  guint      prefix;
  guint      score;
  gboolean   complete;
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SchottRowModel, schott_row_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

enum {
  PROP_0,
  PROP_N_ITEMS,
  PROP_PREFIX,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
schott_row_model_get_item_type (GListModel *model)
{
  return SCHOTT_TYPE_CARD_OBJECT;
}

static guint
schott_row_model_get_n_items (GListModel *model)
{
  return SCHOTT_ROW_MODEL (model)->items->len;
}

static gpointer
schott_row_model_get_item (GListModel *model,
                           guint       position)
{
  SchottRowModel *self = SCHOTT_ROW_MODEL (model);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = schott_row_model_get_item_type;
  iface->get_n_items = schott_row_model_get_n_items;
  iface->get_item = schott_row_model_get_item;
}

static void
schott_row_model_dispose (GObject *object)
{
  SchottRowModel *self = SCHOTT_ROW_MODEL (object);

  g_clear_pointer (&self->items, g_ptr_array_unref);

  G_OBJECT_CLASS (schott_row_model_parent_class)->dispose (object);
}

static void
schott_row_model_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  SchottRowModel *self = SCHOTT_ROW_MODEL (object);

  switch (prop_id)
    {
    case PROP_N_ITEMS:
      g_value_set_uint (value, self->items->len);
      break;
    case PROP_PREFIX:
      g_value_set_uint (value, self->prefix);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_row_model_class_init (SchottRowModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = schott_row_model_dispose;
  object_class->get_property = schott_row_model_get_property;

  properties[PROP_N_ITEMS] = g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_PREFIX] = g_param_spec_uint ("prefix", NULL, NULL, 0, SCHOTT_MAX_ROW, 0, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
schott_row_model_init (SchottRowModel *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
}

SchottRowModel *
schott_row_model_new (guint max_value)
{
  SchottRowModel *self = g_object_new (SCHOTT_TYPE_ROW_MODEL, NULL);

  self->max_value = max_value;
  return self;
}

void
schott_row_model_set_cards (SchottRowModel   *self,
                            const SchottCard *cards,
                            guint             len)
{
  gboolean changed[SCHOTT_MAX_ROW] = { FALSE, };
  guint old_len, prefix, score, old_prefix;
  gboolean complete;

  g_return_if_fail (SCHOTT_IS_ROW_MODEL (self));
  g_return_if_fail (len <= SCHOTT_MAX_ROW);
  g_return_if_fail (cards != NULL || len == 0);

  old_len = self->items->len;
  prefix = len > 0 ? schott_row_prefix (cards, len, self->max_value) : 0;
  score = len > 0 ? schott_row_score (cards, len, self->max_value) : 0;
  complete = len > 0 && schott_row_is_ascending (cards, len, self->max_value);

  if (old_len != len)
    {
      g_ptr_array_set_size (self->items, 0);
      for (guint i = 0; i < len; i++)
        {
          self->cards[i] = cards[i];
          g_ptr_array_add (self->items, schott_card_object_new (cards[i], i));
        }
    }
  else
    {
      for (guint i = 0; i < len; i++)
        {
          if (self->cards[i] != cards[i])
            {
              self->cards[i] = cards[i];
              changed[i] = TRUE;
              g_object_unref (g_ptr_array_index (self->items, i));
              g_ptr_array_index (self->items, i) = schott_card_object_new (cards[i], i);
            }
        }
    }

  /* The state is complete before anyone hears of it. */
  old_prefix = self->prefix;
  self->prefix = prefix;
  self->score = score;

  if (old_len != len)
    {
      g_list_model_items_changed (G_LIST_MODEL (self), 0, old_len, len);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
    }
  else
    {
      guint i = 0;

      while (i < len)
        {
          guint start;

          if (!changed[i])
            {
              i++;
              continue;
            }
          start = i;
          while (i < len && changed[i])
            i++;
          g_list_model_items_changed (G_LIST_MODEL (self), start, i - start, i - start);
        }
    }

  self->complete = complete;
  if (old_prefix != prefix)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PREFIX]);
}

SchottCard
schott_row_model_get_card (SchottRowModel *self,
                           guint           position)
{
  g_return_val_if_fail (SCHOTT_IS_ROW_MODEL (self), 0);
  g_return_val_if_fail (position < self->items->len, 0);
  return self->cards[position];
}

guint
schott_row_model_get_length (SchottRowModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_ROW_MODEL (self), 0);
  return self->items->len;
}

guint
schott_row_model_get_prefix (SchottRowModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_ROW_MODEL (self), 0);
  return self->prefix;
}

guint
schott_row_model_get_score (SchottRowModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_ROW_MODEL (self), 0);
  return self->score;
}

gboolean
schott_row_model_get_complete (SchottRowModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_ROW_MODEL (self), FALSE);
  return self->complete;
}
