/* schott-statistics.h: what the finished games of SCHOTT add up to, kept
 * across runs in the user's data folder.
 *
 * The file is a key file, $XDG_DATA_HOME/schott-world/statistics.ini
 * (doc/formats.md, "Statistics"), written atomically with the previous
 * one kept as .bak (sw_file_write_atomic()). A damaged file is renamed to
 * PATH.corrupt-YYYYMMDD-HHMMSS, never overwritten, and the counting starts
 * again; one from a newer version is left alone and nothing is counted
 * into it. Either way schott_statistics_get_problem() says so. */
#pragma once

#include <gio/gio.h>

#include "schott-game-model.h"

G_BEGIN_DECLS

/* Who won: 0 a person, 1 + SchottAiLevel a computer of that level (the
 * order of the seat kinds in the settings, "human", "easy" … "expert"). */
#define SCHOTT_STATISTICS_N_KINDS (1 + SCHOTT_N_AI_LEVELS)

#define SCHOTT_TYPE_STATISTICS (schott_statistics_get_type ())
G_DECLARE_FINAL_TYPE (SchottStatistics, schott_statistics, SCHOTT, STATISTICS, GObject)

/*
 * Signals:
 *   "changed" ()   a game was counted or the statistics were reset
 */

/* $XDG_DATA_HOME/schott-world/statistics.ini; free with g_free(). */
char             *schott_statistics_default_path     (void);
/* Reads path (a missing file: nothing counted yet). */
SchottStatistics *schott_statistics_new              (const char *path);
/* The process's statistics at the default path, read when first asked
 * for (again when that path changed); transfer none. */
SchottStatistics *schott_statistics_get_default      (void);

const char       *schott_statistics_get_path         (SchottStatistics *self);
/* What was wrong with the file when it was read (NULL: nothing). */
const char       *schott_statistics_get_problem      (SchottStatistics *self);
guint             schott_statistics_get_games        (SchottStatistics *self);
/* Games won by a seat of this kind (a tie counts for each kind in it). */
guint             schott_statistics_get_wins         (SchottStatistics *self,
                                                      guint             kind);
/* The most fields a person's figure moved in one stage (0: none yet), who
 * and when (NULL: none yet). */
guint             schott_statistics_get_best_stage   (SchottStatistics *self);
const char       *schott_statistics_get_best_stage_player (SchottStatistics *self);
GDateTime        *schott_statistics_get_best_stage_date   (SchottStatistics *self);
/* The most stages a game lasted. */
guint             schott_statistics_get_longest_game (SchottStatistics *self);

/* Counts a finished game once: the model this SchottStatistics counted
 * last is skipped and TRUE returned (a game's result sheet may be shown
 * again; each new game is a new model). Writes
 * the file; FALSE with error when it cannot (the counts stay in memory). */
gboolean          schott_statistics_record_game      (SchottStatistics *self,
                                                      SchottGameModel  *model,
                                                      GError          **error);
/* Everything back to zero; the file is rewritten (the old one kept as .bak). */
gboolean          schott_statistics_reset            (SchottStatistics *self,
                                                      GError          **error);

G_END_DECLS
