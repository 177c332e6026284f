/* schott-cli-private.h: shared by the schott-cli subcommands. */
#pragma once

#include <glib.h>

#include "schott-engine.h"

G_BEGIN_DECLS

enum
{
  SCHOTT_CLI_EXIT_OK = 0,
  SCHOTT_CLI_EXIT_FAILURE = 1,
  SCHOTT_CLI_EXIT_USAGE = 2,
};

/* Each subcommand gets argv[0] = "schott-cli NAME" and its own options. */
int      schott_cli_simulate_main (int argc, char **argv);
int      schott_cli_play_main     (int argc, char **argv);
int      schott_cli_score_main    (int argc, char **argv);
/* In schott-cli-pack.c (the io work). */
int      schott_cli_pack_main     (int argc, char **argv);
/* In schott-cli-tournament.c (the ai work). */
int      schott_cli_tournament_main (int argc, char **argv);

/* Parses options; on a usage error prints it with a hint and returns FALSE. */
gboolean schott_cli_parse_options (GOptionContext *context,
                                   int            *argc,
                                   char         ***argv);
/* Prints "schott-cli CMD: message" and a --help hint; returns the usage exit code. */
int      schott_cli_usage_error   (const char *format,
                                   ...) G_GNUC_PRINTF (1, 2);

gboolean schott_cli_parse_seed    (const char *text,
                                   guint64    *seed,
                                   GError    **error);
/* "easy,normal" -> levels; at most SCHOTT_MAX_PLAYERS items. */
gboolean schott_cli_parse_ai_list (const char    *text,
                                   SchottAiLevel *levels,
                                   guint         *n_levels,
                                   GError       **error);
/* "schott", "classic", or a rules file (with the io library). */
gboolean schott_cli_load_variant  (const char    *name_or_path,
                                   SchottVariant *variant,
                                   GError       **error);
/* The seed of the index-th game of a series started from seed. */
guint64  schott_cli_game_seed     (guint64 seed,
                                   guint64 index);
/* Plays every decision with the seats' computer players; returns FALSE if
 * the engine refused a choice (a bug) or the game ran away. */
gboolean schott_cli_play_game     (SchottGame    *game,
                                   SchottAi      *ais,
                                   SchottLogFunc  log_func,
                                   gpointer       user_data,
                                   GError       **error);

G_END_DECLS
