/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-setup-dialog.h: who plays a new game of Best Path (1–4 seats, people
 * or computer levels, names, the daily deck for solo); remembered in
 * GSettings. Start begins the game on the model and closes the dialog. */
#pragma once

#include <adwaita.h>

#include "bp-game-model.h"

G_BEGIN_DECLS

#define BP_TYPE_SETUP_DIALOG (bp_setup_dialog_get_type ())
G_DECLARE_FINAL_TYPE (BpSetupDialog, bp_setup_dialog, BP, SETUP_DIALOG, AdwDialog)

/* settings: the app's GSettings (best-path-* keys); may be NULL. */
AdwDialog *bp_setup_dialog_new (GSettings   *settings,
                                BpGameModel *model);
/* confirm: a game is in progress. Start then only emits "start-requested";
 * whoever asked the player calls bp_setup_dialog_start() to go on. */
void       bp_setup_dialog_set_confirm_abandon (BpSetupDialog *self,
                                                gboolean       confirm);
/* Starts the game as set up, emits "started" and closes the dialog. */
void       bp_setup_dialog_start (BpSetupDialog *self);

G_END_DECLS
