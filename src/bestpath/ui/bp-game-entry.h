/* bp-game-entry.h: Best Path in the window's table of games (sw-game-info.h):
 * its New Game dialog, its table, its autosave. */
#pragma once

#include "sw-game-info.h"

G_BEGIN_DECLS

const SwGameInfo *bp_game_entry_info (void);

G_END_DECLS
