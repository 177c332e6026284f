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

/* Optimal string alignment distance: Levenshtein plus one swap of two
 * neighbours, so the common typo "plya" is one edit from "play". */
static guint
edit_distance (const char *a,
               const char *b)
{
  gsize la = strlen (a), lb = strlen (b);
  g_autofree guint *d = g_new0 (guint, (la + 1) * (lb + 1));

#define D(i, j) d[(i) * (lb + 1) + (j)]
  for (gsize i = 0; i <= la; i++)
    D (i, 0) = i;
  for (gsize j = 0; j <= lb; j++)
    D (0, j) = j;
  for (gsize i = 1; i <= la; i++)
    for (gsize j = 1; j <= lb; j++)
      {
        guint cost = g_ascii_tolower (a[i - 1]) == g_ascii_tolower (b[j - 1]) ? 0 : 1;
        guint best = MIN (D (i - 1, j) + 1, D (i, j - 1) + 1);

        best = MIN (best, D (i - 1, j - 1) + cost);
        if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
          best = MIN (best, D (i - 2, j - 2) + 1);
        D (i, j) = best;
      }
  return D (la, lb);
#undef D
}

/* The command a mistyped NAME most likely meant, or NULL when none is close:
 * at most 2 edits, and fewer than half the letters of the shorter word. */
static const char *
closest_command (const char *name)
{
  const char *best = NULL;
  guint best_distance = G_MAXUINT;

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      guint distance = edit_distance (name, commands[i].name);
      gsize shorter = MIN (strlen (name), strlen (commands[i].name));

      if (distance <= 2 && distance * 2 < shorter && distance < best_distance)
        {
          best = commands[i].name;
          best_distance = distance;
        }
    }
  return best;
}

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
  if (closest_command (name) != NULL)
    {
      /* TRANSLATORS: the command is not translated: it is what to type */
      fprintf (stderr, _("Did you mean “%s”?"), closest_command (name));
      fputc ('\n', stderr);
      fputc ('\n', stderr);
    }
  print_usage (stderr);
  return SCHOTT_CLI_EXIT_USAGE;
}
