/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-cli-private.h: shared by SCHOTT's schott-cli subcommands. */
#pragma once

#include <glib.h>

#include "schott-bot.h"
#include "schott-engine.h"
#include "sw-cli.h"

G_BEGIN_DECLS

/* Each subcommand gets argv[0] = "schott-cli NAME" and its own options. */
int      schott_cli_simulate_main (int argc, char **argv);
int      schott_cli_play_main     (int argc, char **argv);
int      schott_cli_score_main    (int argc, char **argv);
/* In schott-cli-hint.c: the app's hint for a saved game. */
int      schott_cli_hint_main     (int argc, char **argv);
/* In schott-cli-pack.c (the io work). */
int      schott_cli_pack_main     (int argc, char **argv);
/* In schott-cli-tournament.c (the ai work). */
int      schott_cli_tournament_main (int argc, char **argv);

/* The options of the commands that play games (simulate, tournament,
 * play). The command sets the defaults, then schott_cli_options_parse()
 * fills in the rest. */
typedef struct
{
  /* as given */
  char          *ai_text;
  char          *seed_text;
  char          *ai_seed_text;
  char          *variant_text;
  char          *from;
  int            n_players;
  gint64         n_games;
  double         bot_timeout;
  gboolean       json;
  /* what they mean */
  guint64        seed;
  guint64        ai_seed;      /* the computer players' own dice (default 1) */
  SchottVariant  variant;
  SchottSeatSpec specs[SCHOTT_MAX_PLAYERS];
  guint          n_specs;
  guint          bot_timeout_ms;
} SchottCliOptions;

/* Parses argv with the options named in `names` (in the order --help lists
 * them) and checks them: "players ai games seed ai-seed variant bot-timeout
 * json from"; "seed:game", "ai:entrants", "players:entrants" and "players:ai"
 * are the same options explained for play and tournament. With "from" a
 * saved game is read into resumed. On an error prints it and returns FALSE
 * with *status the exit code. */
gboolean schott_cli_options_parse (SchottCliOptions *options,
                                   const char       *summary,
                                   const char       *names,
                                   SchottGame       *resumed,
                                   int              *argc,
                                   char           ***argv,
                                   int              *status);
void     schott_cli_options_clear (SchottCliOptions *options);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SchottCliOptions, schott_cli_options_clear)

/* "schott", "classic", or a rules file. */
gboolean schott_cli_load_variant  (const char    *name_or_path,
                                   SchottVariant *variant,
                                   GError       **error);

G_END_DECLS
