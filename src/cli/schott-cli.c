/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-cli.c: the headless SCHOTT World tool, a table of subcommands
 * (each game's commands; the Best Path ones under "best-path"). */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "bp-cli.h"
#include "schott-cli-online.h"
#include "schott-cli-private.h"
#include "sw-cli.h"
#include "sw-online-cli.h"

static int
online_main (int    argc,
             char **argv)
{
  /* Each game's part of `schott-cli online` lives in its src/<game>/cli. */
  const SwOnlineCliGame games[] = { schott_cli_online_game, bp_cli_online_game };

  return sw_online_cli_main (argc, argv, games, G_N_ELEMENTS (games));
}

/* New subcommands (tournament, …) add one line here. */
static const SwCliCommand commands[] = {
  { "simulate", schott_cli_simulate_main, N_("Play many computer games and print statistics") },
  { "play",     schott_cli_play_main,     N_("Play one computer game and print it move by move") },
  { "score",    schott_cli_score_main,    N_("Print the scoring prefix and score of a row") },
  { "hint",     schott_cli_hint_main,     N_("Print the hint the app would show for a saved game") },
  { "pack",     schott_cli_pack_main,     N_("Check and convert question packs") },
  { "tournament", schott_cli_tournament_main, N_("Let players play each other: win rates and decision times") },
  { "best-path", bp_cli_main, N_("Best Path: simulate, play, check a game record, tournament") },
  { "online",   online_main, N_("Host or join a table over XMPP and play at it") },
};

static const SwCliTable table = {
  "schott-cli", commands, G_N_ELEMENTS (commands),
  N_("Run “schott-cli COMMAND --help” for the options of a command."),
};

int
main (int    argc,
      char **argv)
{
  const char *meant;
  int status;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc >= 2 && strcmp (argv[1], "--version") == 0)
    {
      printf ("schott-cli %s\n", PACKAGE_VERSION);
      return SW_CLI_EXIT_OK;
    }
  if (sw_cli_dispatch (&table, argc, argv, &status))
    return status;

  fprintf (stderr, _("schott-cli: unknown command “%s”"), argv[1]);
  fputc ('\n', stderr);
  meant = sw_cli_closest_command (&table, argv[1]);
  if (meant != NULL)
    {
      /* TRANSLATORS: the command is not translated: it is what to type */
      fprintf (stderr, _("Did you mean “%s”?"), meant);
      fputc ('\n', stderr);
      fputc ('\n', stderr);
    }
  sw_cli_print_usage (&table, stderr);
  return SW_CLI_EXIT_USAGE;
}
