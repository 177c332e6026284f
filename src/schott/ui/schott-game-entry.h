/* schott-game-entry.h: SCHOTT in the window's table of games (sw-game-info.h):
 * its New Game page, its table, its autosave, its result sheet and
 * statistics, and the pack editor as its workshop. */
#pragma once

#include "schott-game-view.h"
#include "schott-setup-page.h"
#include "sw-game-info.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_GAME_ENTRY (schott_game_entry_get_type ())
G_DECLARE_FINAL_TYPE (SchottGameEntry, schott_game_entry, SCHOTT, GAME_ENTRY, GObject)

const SwGameInfo  *schott_game_entry_info        (void);

/* For tests. */
SchottSetupPage   *schott_game_entry_get_setup_page (SchottGameEntry *self);
SchottGameView    *schott_game_entry_get_view    (SchottGameEntry *self);

G_END_DECLS
