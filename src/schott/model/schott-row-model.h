/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-row-model.h: the row of one player as a GListModel of
 * SchottCardObject (one item per position, row-length items).
 */
#pragma once

#include <gio/gio.h>

#include "schott-engine.h"
#include "schott-card-object.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_ROW_MODEL (schott_row_model_get_type ())
G_DECLARE_FINAL_TYPE (SchottRowModel, schott_row_model, SCHOTT, ROW_MODEL, GObject)

/*
 * GListModel of SchottCardObject. When the card at a position changes, the
 * item there is replaced and "items-changed" is emitted for exactly the
 * changed positions (a run of adjacent changed positions as one signal:
 * items-changed (first, k, k)). The length only changes when the model is
 * first filled (0 -> row length); then "notify::n-items" is emitted too.
 *
 * Properties (read-only, notify only on change):
 *   "n-items"   guint     number of positions (the row length; a list
 *                         model's own)
 *   "prefix"    guint     length of the scoring prefix (R-STAGE-5), jokers
 *                         included
 */
SchottRowModel *schott_row_model_new           (guint max_value);
/* The card at a position (0-based); SCHOTT_JOKER is 0. */
SchottCard      schott_row_model_get_card      (SchottRowModel *self,
                                                guint           position);
guint           schott_row_model_get_length    (SchottRowModel *self);
guint           schott_row_model_get_prefix    (SchottRowModel *self);
/* Number of cards inside the prefix (R-STAGE-5). */
guint           schott_row_model_get_score     (SchottRowModel *self);
/* The whole row is ascending (R-STAGE-4, R-END-1). */
gboolean        schott_row_model_get_complete  (SchottRowModel *self);

/* Used by SchottGameModel: makes the model show cards[0..len), emitting
 * items-changed only for positions whose card changed. */
void            schott_row_model_set_cards     (SchottRowModel   *self,
                                                const SchottCard *cards,
                                                guint             len);

G_END_DECLS
