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

G_END_DECLS
