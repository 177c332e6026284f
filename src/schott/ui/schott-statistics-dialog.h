/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-statistics-dialog.h: the statistics of finished games (games,
 * each person's and computer level's record, the best stage, the longest
 * game), renaming a person or merging two names, and a reset. */
#pragma once

#include <adwaita.h>

#include "schott-statistics.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_STATISTICS_DIALOG (schott_statistics_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SchottStatisticsDialog, schott_statistics_dialog, SCHOTT, STATISTICS_DIALOG, AdwDialog)

/* Shows statistics, and follows their changes. */
SchottStatisticsDialog *schott_statistics_dialog_new (SchottStatistics *statistics);

/* What a row shows, for tests: "games", "longest", "best", "problem". */
const char *schott_statistics_dialog_get_value (SchottStatisticsDialog *self,
                                                const char             *row);
/* The row of a player's record by its title (a person's name, "Computer
 * (Normal)", "Earlier games (names not kept)"), or NULL; a person's row
 * ends with its Rename button. */
AdwActionRow *schott_statistics_dialog_get_player_row (SchottStatisticsDialog *self,
                                                       const char             *title);
/* The Reset button (it asks first). */
GtkButton  *schott_statistics_dialog_get_reset_button (SchottStatisticsDialog *self);

G_END_DECLS
