/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-preferences-dialog.h: the style, then each game's own groups. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_PREFERENCES_DIALOG (sw_preferences_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SwPreferencesDialog, sw_preferences_dialog, SW, PREFERENCES_DIALOG, AdwPreferencesDialog)

/* settings: the application's, or NULL; games: the window's SwGame
 * objects, each adding its own groups (sw_game_add_preferences). */
AdwDialog *sw_preferences_dialog_new (GSettings *settings,
                                      GPtrArray *games);

G_END_DECLS
