/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-entry.h: SCHOTT as a game of the window (sw-game.h):
 * its New Game page, its table, its autosave, its result sheet and
 * statistics, and the pack editor as its workshop. */
#pragma once

#include "schott-game-view.h"
#include "schott-setup-page.h"
#include "schott-content.h"
#include "sw-game.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_GAME_ENTRY (schott_game_entry_get_type ())
G_DECLARE_FINAL_TYPE (SchottGameEntry, schott_game_entry, SCHOTT, GAME_ENTRY, GObject)

SwGame            *schott_game_entry_new         (GSettings       *settings,
                                                  SchottContent   *content);

/* For tests. */
SchottSetupPage   *schott_game_entry_get_setup_page (SchottGameEntry *self);
SchottGameView    *schott_game_entry_get_view    (SchottGameEntry *self);

G_END_DECLS
