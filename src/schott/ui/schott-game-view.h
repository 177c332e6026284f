/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-view.h: the play area of one game: board, rows, piles,
 * events, prompts, dialogs and the move log. */
#pragma once

#include <adwaita.h>

#include "schott-content.h"
#include "schott-game-model.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_GAME_VIEW (schott_game_view_get_type ())
G_DECLARE_FINAL_TYPE (SchottGameView, schott_game_view, SCHOTT, GAME_VIEW, GtkWidget)

GtkWidget       *schott_game_view_new           (void);
/* Shows a game; NULL clears. The view holds the game (its computers wait)
 * while it shows something they must wait for. */
void             schott_game_view_set_model     (SchottGameView  *self,
                                                 SchottGameModel *model,
                                                 SchottContent   *content);
SchottGameModel *schott_game_view_get_model     (SchottGameView  *self);
void             schott_game_view_set_log_visible (SchottGameView *self,
                                                   gboolean        visible);
gboolean         schott_game_view_get_log_visible (SchottGameView *self);
/* Shows what the strongest computer would do now. */
void             schott_game_view_show_hint     (SchottGameView  *self);
/* Whether the person has picked up the discard and must still place it
 * (the guided game's coach follows this sub-step). */
gboolean         schott_game_view_holds_discard (SchottGameView  *self);
/* TRUE while a dialog, animation or reading pause holds the game. */
gboolean         schott_game_view_is_presenting (SchottGameView  *self);
/* Puts the focus on the first thing the person to act can do (a new game's
 * first turn), if a person acts. */
void             schott_game_view_focus_action  (SchottGameView  *self);

G_END_DECLS
