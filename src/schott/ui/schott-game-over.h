/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-over.h: the end of a SCHOTT game: who won, the standings
 * with each figure's place on the route, the fields moved stage by stage,
 * and the way on (Play Again, New Game, Statistics, Show Board). A sheet
 * over the board, which stays to be looked at once it is closed, with a
 * way back to the sheet ("result.show"). */
#pragma once

#include <adwaita.h>

#include "schott-game-model.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_GAME_OVER (schott_game_over_get_type ())
G_DECLARE_FINAL_TYPE (SchottGameOver, schott_game_over, SCHOTT, GAME_OVER, AdwDialog)

/*
 * Signals:
 *   "play-again" ()   Play Again was pressed (the sheet closes itself)
 *
 * New Game and Statistics activate win.new-game and win.statistics.
 */

SchottGameOver *schott_game_over_new        (void);
/* Fills the sheet from a finished game (the model is not kept). */
void            schott_game_over_set_model  (SchottGameOver  *self,
                                             SchottGameModel *model);
/* Presents the sheet over parent, the focus on Play Again. Once it is
 * closed (Show Board, Escape), the action "result.show" of parent's
 * window shows it again over parent (the game view's "Back to Results"). */
void            schott_game_over_present    (SchottGameOver  *self,
                                             GtkWidget       *parent);
/* The headline: "Anna wins!", "Anna and Ben win!" or "Game Over". */
const char     *schott_game_over_get_title  (SchottGameOver  *self);
/* Place p (0-based) of the standings: the seat index, or -1. */
gint            schott_game_over_get_standing (SchottGameOver *self,
                                               guint           place);
/* The stage table's cell (rows: stages then the total; columns: seats),
 * as shown; NULL outside it. */
const char     *schott_game_over_get_stage_cell (SchottGameOver *self,
                                                 guint           row,
                                                 guint           seat);
guint           schott_game_over_get_n_stage_rows (SchottGameOver *self);

G_END_DECLS
