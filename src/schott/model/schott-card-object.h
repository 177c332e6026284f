/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-card-object.h: one card of a row, an item of SchottRowModel. */
#pragma once

#include <glib-object.h>

#include "schott-engine.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_CARD_OBJECT (schott_card_object_get_type ())
G_DECLARE_FINAL_TYPE (SchottCardObject, schott_card_object, SCHOTT, CARD_OBJECT, GObject)

/* A card object is immutable: when a row position gets another card, the
 * row model replaces the item (items-changed (pos, 1, 1)). It has no
 * properties: nothing binds to them (doc/model-signals.md); the row view
 * reads the row through schott_row_model_get_card(). */
SchottCardObject *schott_card_object_new          (SchottCard card,
                                                   guint      position);
/* The card value 1..N, 0 for a joker (SCHOTT_JOKER). */
SchottCard        schott_card_object_get_value     (SchottCardObject *self);
/* 0-based position in the row (position 1 of the book is 0). */
guint             schott_card_object_get_position  (SchottCardObject *self);

/* "17", or a translated "J" for a joker; free with g_free(). */
char             *schott_card_label                (SchottCard card);

G_END_DECLS
