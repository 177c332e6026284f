/* schott-cli.c: the headless SCHOTT World tool, a table of subcommands. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "schott-cli-private.h"
#ifdef SCHOTT_CLI_HAVE_BESTPATH
# include "bp-cli.h"
#endif

typedef struct
{
  const char *name;
  int       (*main) (int argc, char **argv);
  const char *help;   /* one line, translatable */
} SchottCliCommand;

/* New subcommands (tournament, …) add one line here. */
static const SchottCliCommand commands[] = {
  { "simulate", schott_cli_simulate_main, N_("Play many computer games and print statistics") },
  { "play",     schott_cli_play_main,     N_("Play one computer game and print it move by move") },
  { "score",    schott_cli_score_main,    N_("Print the scoring prefix and score of a row") },
  { "pack",     schott_cli_pack_main,     N_("Check and convert question packs") },
  { "tournament", schott_cli_tournament_main, N_("Let players play each other: win rates and decision times") },
#ifdef SCHOTT_CLI_HAVE_BESTPATH
  { "best-path", bp_cli_main, N_("Best Path: simulate, play, check a game record, tournament") },
#endif
};

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n  schott-cli %s\n\n", _("Usage:"), _("COMMAND [OPTION…]"));
  fprintf (out, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, _(commands[i].help));
  fprintf (out, "\n%s\n", _("Run “schott-cli COMMAND --help” for the options of a command."));
}

int
main (int    argc,
      char **argv)
{
  const char *name;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_usage (stderr);
      return SCHOTT_CLI_EXIT_USAGE;
    }

  name = argv[1];
  if (strcmp (name, "--help") == 0 || strcmp (name, "-h") == 0 || strcmp (name, "help") == 0)
    {
      print_usage (stdout);
      return SCHOTT_CLI_EXIT_OK;
    }
  if (strcmp (name, "--version") == 0)
    {
      printf ("schott-cli %s\n", PACKAGE_VERSION);
      return SCHOTT_CLI_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (name, commands[i].name) == 0)
      {
        g_autofree char *prgname = g_strdup_printf ("schott-cli %s", name);
        int status;

        /* The subcommand's --help and errors then say "schott-cli NAME". */
        g_set_prgname (prgname);
        argv[1] = prgname;
        status = commands[i].main (argc - 1, argv + 1);
        argv[1] = (char *) name;
        return status;
      }

  fprintf (stderr, _("schott-cli: unknown command “%s”"), name);
  fputc ('\n', stderr);
  print_usage (stderr);
  return SCHOTT_CLI_EXIT_USAGE;
}
