/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-card-object.c: one card of a row */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-card-object.h"

struct _SchottCardObject
{
  GObject    parent_instance;

  SchottCard value;
  guint      position;
  gboolean   in_prefix;
  char      *label;
};

G_DEFINE_FINAL_TYPE (SchottCardObject, schott_card_object, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_VALUE,
  PROP_IS_JOKER,
  PROP_LABEL,
  PROP_POSITION,
  PROP_IN_PREFIX,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

char *
schott_card_label (SchottCard card)
{
  if (card == SCHOTT_JOKER)
    /* Translators: the short label of a joker card */
    return g_strdup (C_("card", "J"));
  return g_strdup_printf ("%u", (guint) card);
}

static void
schott_card_object_finalize (GObject *object)
{
  SchottCardObject *self = SCHOTT_CARD_OBJECT (object);

  g_clear_pointer (&self->label, g_free);

  G_OBJECT_CLASS (schott_card_object_parent_class)->finalize (object);
}

static void
schott_card_object_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  SchottCardObject *self = SCHOTT_CARD_OBJECT (object);

  switch (prop_id)
    {
    case PROP_VALUE:
      g_value_set_uint (value, self->value);
      break;
    case PROP_IS_JOKER:
      g_value_set_boolean (value, self->value == SCHOTT_JOKER);
      break;
    case PROP_LABEL:
      g_value_set_string (value, self->label);
      break;
    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    case PROP_IN_PREFIX:
      g_value_set_boolean (value, self->in_prefix);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_card_object_class_init (SchottCardObjectClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = schott_card_object_finalize;
  object_class->get_property = schott_card_object_get_property;

  properties[PROP_VALUE] = g_param_spec_uint ("value", NULL, NULL, 0, 255, 0, flags);
  properties[PROP_IS_JOKER] = g_param_spec_boolean ("is-joker", NULL, NULL, FALSE, flags);
  properties[PROP_LABEL] = g_param_spec_string ("label", NULL, NULL, NULL, flags);
  properties[PROP_POSITION] = g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_IN_PREFIX] = g_param_spec_boolean ("in-prefix", NULL, NULL, FALSE, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
schott_card_object_init (SchottCardObject *self)
{
}

SchottCardObject *
schott_card_object_new (SchottCard card,
                        guint      position,
                        gboolean   in_prefix)
{
  SchottCardObject *self = g_object_new (SCHOTT_TYPE_CARD_OBJECT, NULL);

  self->value = card;
  self->position = position;
  self->in_prefix = !!in_prefix;
  self->label = schott_card_label (card);

  return self;
}

SchottCard
schott_card_object_get_value (SchottCardObject *self)
{
  g_return_val_if_fail (SCHOTT_IS_CARD_OBJECT (self), 0);
  return self->value;
}

gboolean
schott_card_object_get_is_joker (SchottCardObject *self)
{
  g_return_val_if_fail (SCHOTT_IS_CARD_OBJECT (self), FALSE);
  return self->value == SCHOTT_JOKER;
}

const char *
schott_card_object_get_label (SchottCardObject *self)
{
  g_return_val_if_fail (SCHOTT_IS_CARD_OBJECT (self), NULL);
  return self->label;
}

guint
schott_card_object_get_position (SchottCardObject *self)
{
  g_return_val_if_fail (SCHOTT_IS_CARD_OBJECT (self), 0);
  return self->position;
}

gboolean
schott_card_object_get_in_prefix (SchottCardObject *self)
{
  g_return_val_if_fail (SCHOTT_IS_CARD_OBJECT (self), FALSE);
  return self->in_prefix;
}

void
schott_card_object_set_in_prefix (SchottCardObject *self,
                                  gboolean          in_prefix)
{
  g_return_if_fail (SCHOTT_IS_CARD_OBJECT (self));

  in_prefix = !!in_prefix;
  if (self->in_prefix == in_prefix)
    return;
  self->in_prefix = in_prefix;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IN_PREFIX]);
}
