/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-statistics.h: what the finished games of SCHOTT add up to, kept
 * across runs in the user's data folder.
 *
 * The file is a key file, $XDG_DATA_HOME/schott-world/statistics.ini
 * (doc/formats.md, "Statistics"): the totals, and a record per person (by
 * name) and per computer level. A file of version 1 (totals only) is
 * read into the new form: its wins by people become the record of the
 * people "before names were kept", which can be given a name later. It is
 * written atomically with the previous
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

/* A player's record: a person's by name, or a computer level's. */
typedef struct
{
  char  *name;          /* a person's name; NULL: the people of the games
                         * counted before names were kept (version 1), or
                         * a computer */
  gint   level;         /* a computer's SchottAiLevel; -1: a person */
  guint  games;         /* games played (a seat or more in the game) */
  guint  wins;          /* of them won (a tie counts for each winner) */
  guint  earlier_wins;  /* won before players were counted one by one
                         * (version 1: games unknown) */
  guint  best_stage;    /* a person's most fields in one stage (0: none) */
} SchottPlayerRecord;

/* The longest a name is kept, in characters. */
#define SCHOTT_STATISTICS_MAX_NAME 80

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

/* The players' records: the named people in the order of their names,
 * then the people before names were kept, then the computers by level.
 * Indices change when a game is counted or a name changes. */
guint             schott_statistics_get_n_records    (SchottStatistics *self);
const SchottPlayerRecord *schott_statistics_get_record (SchottStatistics *self,
                                                      guint             index);
/* The index of the person called name (as it would be counted: without
 * surrounding spaces), or -1. */
gint              schott_statistics_find_person      (SchottStatistics *self,
                                                      const char       *name);
/* Gives the person's record at index (a person's, or the people's of
 * before names were kept) the name new_name; when another person already
 * has that name, the two records become one (games and wins add up, the
 * best stage is the better). The best stage's holder follows. Writes the
 * file; FALSE with error for an empty name, a computer's record, or a
 * file that cannot be written. */
gboolean          schott_statistics_rename_person    (SchottStatistics *self,
                                                      guint             index,
                                                      const char       *new_name,
                                                      GError          **error);

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
