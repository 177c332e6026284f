/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-own-row.h: the row of the person to act, large, under the
 * table: one row a person, built when first shown. A child of
 * SchottGameView, which says whose row is shown and what it may do. */
#pragma once

#include <adwaita.h>

#include "schott-game-model.h"
#include "schott-row-view.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_OWN_ROW (schott_own_row_get_type ())
G_DECLARE_FINAL_TYPE (SchottOwnRow, schott_own_row, SCHOTT, OWN_ROW, GtkWidget)

/* Properties:
 *   "model"  SchottGameModel*  RW  the game whose players' rows are shown
 * Signals (the rows' own, passed up with the row):
 *   "position-activated" (SchottRowView *row, guint pos)
 *   "card-dropped"       (SchottRowView *row, guint pos, gint source)
 *                        -> gboolean: TRUE when the drop was taken
 */
SchottGameModel *schott_own_row_get_model (SchottOwnRow    *self);
void             schott_own_row_set_model (SchottOwnRow    *self,
                                           SchottGameModel *model);
/* Shows player's row (built now if it was not), and returns it. */
SchottRowView   *schott_own_row_show      (SchottOwnRow    *self,
                                           gint             player);
/* player's row, built now if it was not; NULL for no player. */
SchottRowView   *schott_own_row_get_row   (SchottOwnRow    *self,
                                           gint             player);
/* player's row if it is built, else NULL (nothing is built). */
SchottRowView   *schott_own_row_peek_row  (SchottOwnRow    *self,
                                           gint             player);
/* player's row if it is the one shown, else NULL. */
SchottRowView   *schott_own_row_peek_shown (SchottOwnRow   *self,
                                            gint            player);
/* A phone's row stacks its name over its status; the cards' size (0:
 * the style sheet's). For the rows built and to come. */
void             schott_own_row_set_fit   (SchottOwnRow    *self,
                                           gboolean         stacked,
                                           int              card_width,
                                           int              card_height);

G_END_DECLS
