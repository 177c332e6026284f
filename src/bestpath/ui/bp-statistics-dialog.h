/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-statistics-dialog.h: what Best Path keeps of past games: the best
 * solo score overall, on each board and with today's daily deck. */
#pragma once

#include <adwaita.h>

#include "bp-game-model.h"

G_BEGIN_DECLS

#define BP_TYPE_STATISTICS_DIALOG (bp_statistics_dialog_get_type ())
G_DECLARE_FINAL_TYPE (BpStatisticsDialog, bp_statistics_dialog, BP, STATISTICS_DIALOG, AdwDialog)

/* The scores are read from model's scores file once, now. */
AdwDialog  *bp_statistics_dialog_new       (BpGameModel        *model);
/* For tests: the value shown on a row ("overall", "board-1" … "board-4",
 * "daily"), or NULL. */
const char *bp_statistics_dialog_get_value (BpStatisticsDialog *self,
                                            const char         *key);

G_END_DECLS
