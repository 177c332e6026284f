/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-game-entry.h: Best Path as a game of the window (sw-game.h): its New
 * Game dialog, its table, its autosave. */
#pragma once

#include "sw-game.h"

G_BEGIN_DECLS

#define BP_TYPE_GAME_ENTRY (bp_game_entry_get_type ())
G_DECLARE_FINAL_TYPE (BpGameEntry, bp_game_entry, BP, GAME_ENTRY, GObject)

/* settings: the application's (best-path-* keys), or NULL (tests). */
SwGame *bp_game_entry_new (GSettings *settings);

G_END_DECLS
