/* schott-statistics-dialog.h: the statistics of finished games (games,
 * wins by kind of seat, the best stage, the longest game) and their reset. */
#pragma once

#include <adwaita.h>

#include "schott-statistics.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_STATISTICS_DIALOG (schott_statistics_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SchottStatisticsDialog, schott_statistics_dialog, SCHOTT, STATISTICS_DIALOG, AdwDialog)

/* Shows statistics, and follows their changes. */
SchottStatisticsDialog *schott_statistics_dialog_new (SchottStatistics *statistics);

/* What a row shows, for tests: "games", "longest", "best", "wins-0" …
 * "wins-4" (the kinds of SCHOTT_STATISTICS_N_KINDS), "problem". */
const char *schott_statistics_dialog_get_value (SchottStatisticsDialog *self,
                                                const char             *row);
/* The Reset button (it asks first). */
GtkButton  *schott_statistics_dialog_get_reset_button (SchottStatisticsDialog *self);

G_END_DECLS
