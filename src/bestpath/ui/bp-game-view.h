/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-game-view.h: the Best Path game view: the board of the person
 * drawing, the card, pile and played cards, the privacy screen between
 * people, the round's announcement and the score sheet. */
#pragma once

#include <adwaita.h>

#include "bp-game-model.h"

G_BEGIN_DECLS

#define BP_TYPE_GAME_VIEW (bp_game_view_get_type ())
G_DECLARE_FINAL_TYPE (BpGameView, bp_game_view, BP, GAME_VIEW, AdwBin)

GtkWidget   *bp_game_view_new            (void);
void         bp_game_view_set_model      (BpGameView  *self,
                                          BpGameModel *model);
BpGameModel *bp_game_view_get_model      (BpGameView  *self);
GtkWidget   *bp_game_view_get_board      (BpGameView  *self);
/* "play", "privacy", "round", "over" (the score sheet) or "final" (Show
 * Board: the final boards). */
const char  *bp_game_view_get_page      (BpGameView  *self);
/* The score sheet's total shown for a player (after the game). */
const char  *bp_game_view_get_sheet_total (BpGameView *self,
                                           guint       player);
/* The keyboard focus where the page shown expects it. */
void         bp_game_view_focus          (BpGameView  *self);
/* Loads the style sheet of Best Path once per display. */
void         bp_game_view_ensure_style   (void);

G_END_DECLS
