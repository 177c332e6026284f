/* schott-game-entry.h: SCHOTT in the window's table of games (sw-game-info.h):
 * its New Game page, its table, its autosave. */
#pragma once

#include "schott-game-view.h"
#include "schott-setup-page.h"
#include "sw-game-info.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_GAME_ENTRY (schott_game_entry_get_type ())
G_DECLARE_FINAL_TYPE (SchottGameEntry, schott_game_entry, SCHOTT, GAME_ENTRY, GObject)

const SwGameInfo  *schott_game_entry_info        (void);

/* For tests, and the window's game-over sheet. */
SchottSetupPage   *schott_game_entry_get_setup_page (SchottGameEntry *self);
SchottGameView    *schott_game_entry_get_view    (SchottGameEntry *self);
SchottGameModel   *schott_game_entry_get_model   (SchottGameEntry *self);
/* The setup of the last game started from New Game (NULL: none). */
const SchottSetupConfig *schott_game_entry_get_last_config (SchottGameEntry *self);
void               schott_game_entry_start       (SchottGameEntry         *self,
                                                  const SchottSetupConfig *config,
                                                  guint64                  seed);
/* SCHOTT_WORLD_SEED if set, else a random one. */
guint64            schott_game_entry_new_seed    (void);
/* The packs changed on disk (the editor saved one): New Game reloads them. */
void               schott_game_entry_reload_content (SchottGameEntry *self);

G_END_DECLS
