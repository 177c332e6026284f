/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-table.h: what lies on the table between the route and the
 * rows: the draw pile, the discard pile, the drawn (or chosen) card, the
 * event cards of the player in focus and the Fast Track button. A child of
 * SchottGameView, which says whose cards are shown and what the person
 * has half chosen. */
#pragma once

#include <adwaita.h>

#include "schott-content.h"
#include "schott-game-model.h"
#include "schott-row-view.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_GAME_TABLE (schott_game_table_get_type ())
G_DECLARE_FINAL_TYPE (SchottGameTable, schott_game_table, SCHOTT, GAME_TABLE, GtkWidget)

/* Properties:
 *   "model"        SchottGameModel*  RW  the game shown
 *   "orientation"  GtkOrientation    RW  (GtkOrientable) piles beside the
 *                                        event cards, or above them
 *   "compact"      gboolean          RW  a phone's table: closer together
 * Signals (the view decides what they mean now):
 *   "pile-activated" (SchottPileSource pile): the draw or discard pile
 *                    was clicked
 *   "event-activated" (guint slot): an event card was clicked
 *   "fast-track-activated": the Fast Track button was clicked
 */
SchottGameModel *schott_game_table_get_model    (SchottGameTable *self);
void             schott_game_table_set_model    (SchottGameTable *self,
                                                 SchottGameModel *model);
/* Where the event cards' texts come from (their tooltips). */
void             schott_game_table_set_content  (SchottGameTable *self,
                                                 SchottContent   *content);
gboolean         schott_game_table_get_compact  (SchottGameTable *self);
void             schott_game_table_set_compact  (SchottGameTable *self,
                                                 gboolean         compact);
/* The piles' and event cards' sizes; -1 for the style sheet's. */
void             schott_game_table_set_card_sizes (SchottGameTable *self,
                                                   int              pile_width,
                                                   int              pile_height,
                                                   int              event_width);
/* Shows the game as it is: the event cards of focus (a seat), what a
 * person may do if human decides, the discard pile taken (selected) and,
 * for E8, the discard chosen (0 the top, 1 the second, -1 none yet). */
void             schott_game_table_update       (SchottGameTable *self,
                                                 gint             focus,
                                                 gboolean         human,
                                                 gboolean         discard_taken,
                                                 gint             e8_which);
/* The draw pile's or the discard pile's card widget. */
GtkWidget       *schott_game_table_get_pile     (SchottGameTable  *self,
                                                 SchottPileSource  pile);
/* Where a computer's exchanged card comes from: the discard pile, or the
 * drawn card while it shows, else the draw pile. */
GtkWidget       *schott_game_table_get_card_source (SchottGameTable *self,
                                                    gboolean         from_discard);
/* Focuses the discard pile if it can be taken, else the draw pile. */
void             schott_game_table_focus_piles  (SchottGameTable *self);
/* Focuses the control that plays this choice (a pile, an event card,
 * Fast Track), for a hint that Return then follows; FALSE when the
 * choice is not made on the table. */
gboolean         schott_game_table_focus_choice (SchottGameTable    *self,
                                                 const SchottChoice *choice);

G_END_DECLS
