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
};

G_DEFINE_FINAL_TYPE (SchottCardObject, schott_card_object, G_TYPE_OBJECT)

char *
schott_card_label (SchottCard card)
{
  if (card == SCHOTT_JOKER)
    /* Translators: the short label of a joker card */
    return g_strdup (C_("card", "J"));
  return g_strdup_printf ("%u", (guint) card);
}

static void
schott_card_object_class_init (SchottCardObjectClass *klass)
{
}

static void
schott_card_object_init (SchottCardObject *self)
{
}

SchottCardObject *
schott_card_object_new (SchottCard card,
                        guint      position)
{
  SchottCardObject *self = g_object_new (SCHOTT_TYPE_CARD_OBJECT, NULL);

  self->value = card;
  self->position = position;

  return self;
}

SchottCard
schott_card_object_get_value (SchottCardObject *self)
{
  g_return_val_if_fail (SCHOTT_IS_CARD_OBJECT (self), 0);
  return self->value;
}

guint
schott_card_object_get_position (SchottCardObject *self)
{
  g_return_val_if_fail (SCHOTT_IS_CARD_OBJECT (self), 0);
  return self->position;
}
