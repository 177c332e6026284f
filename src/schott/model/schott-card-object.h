/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-card-object.h: one card of a row, an item of SchottRowModel. */
#pragma once

#include <glib-object.h>

#include "schott-engine.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_CARD_OBJECT (schott_card_object_get_type ())
G_DECLARE_FINAL_TYPE (SchottCardObject, schott_card_object, SCHOTT, CARD_OBJECT, GObject)

/*
 * Properties (all read-only from outside, notify only on change):
 *   "value"     guint     the card value 1..N, 0 for a joker (SCHOTT_JOKER)
 *   "is-joker"  gboolean  TRUE for a joker
 *   "label"     gchar*    "17", or "J" (translatable) for a joker
 *   "position"  guint     0-based position in the row (position 1 of the
 *                         book is 0)
 *   "in-prefix" gboolean  the card lies inside the row's scoring prefix
 *                         (R-STAGE-5); updated in place when the prefix
 *                         changes
 *
 * A card object is immutable in value: when a row position gets another
 * card, the row model replaces the item (items-changed (pos, 1, 1)).
 */
SchottCardObject *schott_card_object_new          (SchottCard card,
                                                   guint      position,
                                                   gboolean   in_prefix);
SchottCard        schott_card_object_get_value     (SchottCardObject *self);
gboolean          schott_card_object_get_is_joker  (SchottCardObject *self);
const char       *schott_card_object_get_label     (SchottCardObject *self);
guint             schott_card_object_get_position  (SchottCardObject *self);
gboolean          schott_card_object_get_in_prefix (SchottCardObject *self);
/* Used by the row model only. */
void              schott_card_object_set_in_prefix (SchottCardObject *self,
                                                    gboolean          in_prefix);

/* "17", or a translated "J" for a joker; free with g_free(). */
char             *schott_card_label                (SchottCard card);

G_END_DECLS
