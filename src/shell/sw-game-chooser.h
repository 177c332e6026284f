/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-game-chooser.h: the question before a new game: which game. */
#pragma once

#include "sw-game.h"

G_BEGIN_DECLS

/* Responses that bring a game's unfinished game back start with this,
 * followed by the game's id. */
#define SW_GAME_CHOOSER_CONTINUE "continue:"

/* "Which game would you like to play?": one response per game (its id),
 * one more ("continue:" and its id) for each game other than on_show that
 * has an unfinished game, and "cancel". last: the id chosen last time,
 * the default. */
AdwDialog *sw_game_chooser_new (GPtrArray  *games,
                                SwGame     *on_show,
                                const char *last);

G_END_DECLS
