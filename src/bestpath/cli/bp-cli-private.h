/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-cli-private.h: shared by the best-path subcommands. */
#pragma once

#include <glib.h>

#include "bp-engine.h"
#include "sw-cli.h"
#include "sw-stats.h"

G_BEGIN_DECLS

/* These files call (g_string_append) and (g_string_append_c) in brackets:
 * that is GLib's real function, not the inline macro inside which GCC 14
 * reports -Wnull-dereference (HACKING.md, testing note 6). */

/* The options of the commands that play games; the command sets the
 * defaults. */
typedef struct
{
  char      *ai_text;
  char      *seed_text;
  char      *ai_seed_text;
  int        n_players;
  gint64     n_games;     /* tournament: deals */
  gboolean   json;
  guint64    seed;
  guint64    ai_seed;     /* the computer players' own dice (default 1) */
  BpAiLevel  levels[BP_MAX_PLAYERS];
  guint      n_given;     /* levels --ai named */
} BpCliOptions;

void     bp_cli_options_clear (BpCliOptions       *options);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BpCliOptions, bp_cli_options_clear)

/* Parses the options of a command that takes no argument; on a usage
 * error prints it and returns FALSE. */
gboolean bp_cli_parse_options (const char         *summary,
                               const GOptionEntry *entries,
                               int                *argc,
                               char             ***argv);
/* The checks of a series (simulate, tournament), in this order: --players
 * from min_players to BP_MAX_PLAYERS, --games, --seed, --ai-seed, then --ai as
 * bp_cli_parse_levels() reads it. Prints the usage error. */
gboolean bp_cli_check_series  (BpCliOptions       *options,
                               int                 min_players,
                               const char         *default_ai);
/* --ai ("expert,normal", or default_text when not given) -> levels; the
 * last fills the remaining seats. No --ai and no default: --ai was
 * required. Prints the usage error. */
gboolean bp_cli_parse_levels  (BpCliOptions       *options,
                               const char         *default_text);
/* Plays a whole game with computer players; decision CPU times (ns) are
 * appended per seat to times (may be NULL). */
void     bp_cli_play_game     (BpGame             *game,
                               const BpAiLevel    *levels,
                               GArray            **times);

G_END_DECLS
