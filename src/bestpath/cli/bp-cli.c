/* bp-cli.c: `schott-cli best-path`: simulate, play, check, tournament. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bp-cli.h"
#include "bp-cli-private.h"
#include "schott-cli-private.h"

typedef struct
{
  const char *name;
  int       (*main) (int argc, char **argv);
  const char *help;
} BpCliCommand;

static const BpCliCommand commands[] = {
  { "simulate",   bp_cli_simulate_main,   N_("Play many computer games and print statistics") },
  { "play",       bp_cli_play_main,       N_("Play one computer game and print it round by round") },
  { "check",      bp_cli_check_main,      N_("Judge a game record (JSON) and print its scores") },
  { "tournament", bp_cli_tournament_main, N_("Let computer levels play each other: win rates and decision times") },
};

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n  schott-cli best-path %s\n\n", _("Usage:"), _("COMMAND [OPTION…]"));
  fprintf (out, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, _(commands[i].help));
  fprintf (out, "\n%s\n", _("Run “schott-cli best-path COMMAND --help” for the options of a command."));
}

int
bp_cli_main (int    argc,
             char **argv)
{
  const char *name;

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
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (name, commands[i].name) == 0)
      {
        g_autofree char *prgname = g_strdup_printf ("schott-cli best-path %s", name);
        int status;

        g_set_prgname (prgname);
        argv[1] = prgname;
        status = commands[i].main (argc - 1, argv + 1);
        argv[1] = (char *) name;
        return status;
      }

  fprintf (stderr, _("schott-cli best-path: unknown command “%s”"), name);
  fputc ('\n', stderr);
  print_usage (stderr);
  return SCHOTT_CLI_EXIT_USAGE;
}

/* ------------------------------------------------------------ helpers */

gboolean
bp_cli_parse_levels (const char *text,
                     guint       n_players,
                     BpAiLevel  *levels,
                     guint      *n_given,
                     GError    **error)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);
  guint n = 0;

  for (guint i = 0; items[i] != NULL; i++)
    {
      if (n == BP_MAX_PLAYERS)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("Too many computer players in “%s”: at most %d"), text, BP_MAX_PLAYERS);
          return FALSE;
        }
      if (!bp_ai_level_from_name (g_strstrip (items[i]), &levels[n]))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("Unknown computer player “%s”: use easy, normal or expert"), items[i]);
          return FALSE;
        }
      n++;
    }
  if (n == 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("No computer player given"));
      return FALSE;
    }
  for (guint p = n; p < n_players; p++)
    levels[p] = levels[n - 1];
  *n_given = n;
  return TRUE;
}

gint64
bp_cli_thread_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_GINT64_CONSTANT (1000000000) + ts.tv_nsec;
}

void
bp_cli_play_game (BpGame          *game,
                  const BpAiLevel *levels,
                  GArray         **times)
{
  while (game->phase == BP_PHASE_CHOOSING)
    for (guint p = 0; p < game->n_players; p++)
      {
        BpExtension ext;
        const char *refusal;
        gint64 start = times ? bp_cli_thread_ns () : 0;

        bp_ai_choose (game, p, levels[p], &ext);
        if (times)
          {
            guint32 ns = (guint32) MIN (bp_cli_thread_ns () - start, (gint64) G_MAXUINT32);

            g_array_append_val (times[p], ns);
          }
        refusal = bp_game_commit (game, p, &ext, NULL);
        /* The computer players only make legal choices. */
        g_assert (refusal == NULL);
      }
}

static int
compare_guint32 (const void *a,
                 const void *b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return x < y ? -1 : x > y;
}

void
bp_cli_time_stats (GArray *times,
                   double *median,
                   double *p99,
                   double *max)
{
  guint n = times->len;
  guint32 *t = (guint32 *) (gpointer) times->data;

  if (n == 0)
    {
      *median = *p99 = *max = 0.0;
      return;
    }
  qsort (t, n, sizeof *t, compare_guint32);
  *median = t[n / 2] / 1e6;
  *p99 = t[MIN (n - 1, (guint) ceil (0.99 * n) - 1)] / 1e6;
  *max = t[n - 1] / 1e6;
}

char *
bp_cli_format (double value,
               int    decimals)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  char format[8];

  g_snprintf (format, sizeof format, "%%.%df", decimals);
  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, format, value));
}

char *
bp_cli_json_string (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *out = g_string_new ("\"");

  for (const char *p = valid; *p; p++)
    {
      guchar c = (guchar) *p;

      if (c == '"' || c == '\\')
        g_string_append_printf (out, "\\%c", c);
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\u%04x", c);
      else
        (g_string_append_c) (out, (char) c);
    }
  (g_string_append_c) (out, '"');
  return g_string_free (out, FALSE);
}

/* ----------------------------------------------------------- simulate */

int
bp_cli_simulate_main (int    argc,
                      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *ai_text = NULL;
  g_autofree char *seed_text = NULL;
  int n_players = 1;
  gint64 n_games = 1000;
  gboolean json = FALSE;
  gboolean with_times = FALSE;
  guint64 seed = 1;
  BpAiLevel levels[BP_MAX_PLAYERS];
  GArray *times[BP_MAX_PLAYERS] = { NULL, };
  guint n_given;
  double total[BP_MAX_PLAYERS] = { 0, }, total_sq[BP_MAX_PLAYERS] = { 0, };
  double wins[BP_MAX_PLAYERS] = { 0, };
  guint64 excellent = 0;
  int best = G_MININT, worst = G_MAXINT;
  gint64 start;
  double seconds;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &n_players, N_("Number of players, 1 to 4 (default 1)"), "N" },
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &ai_text,
      N_("Computer levels per seat (easy, normal, expert); the last fills the remaining seats"), "A,B,…" },
    { "games", 'n', 0, G_OPTION_ARG_INT64, &n_games, N_("Number of games (default 1000)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the first game (default 1)"), "S" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { "times", 0, 0, G_OPTION_ARG_NONE, &with_times,
      N_("Also measure every decision's CPU time (median, 99th percentile, maximum)"), NULL },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context, _("Play many Best Path games between computer players."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!schott_cli_parse_options (context, &argc, &argv))
    return SCHOTT_CLI_EXIT_USAGE;
  if (argc > 1)
    return schott_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (n_players < 1 || n_players > BP_MAX_PLAYERS)
    return schott_cli_usage_error (_("--players must be 1 to 4"));
  if (n_games < 1)
    return schott_cli_usage_error (_("--games must be at least 1"));
  if (seed_text && !schott_cli_parse_seed (seed_text, &seed, &error))
    return schott_cli_usage_error ("%s", error->message);
  if (!bp_cli_parse_levels (ai_text ? ai_text : "normal", (guint) n_players, levels, &n_given, &error))
    return schott_cli_usage_error ("%s", error->message);

  if (with_times)
    for (int p = 0; p < n_players; p++)
      times[p] = g_array_new (FALSE, FALSE, sizeof (guint32));
  start = g_get_monotonic_time ();
  for (gint64 g = 0; g < n_games; g++)
    {
      BpGame game;
      guint winners;

      bp_game_init (&game, (guint) n_players, NULL, schott_cli_game_seed (seed, (guint64) g));
      bp_cli_play_game (&game, levels, with_times ? times : NULL);
      winners = bp_game_winners (&game);
      for (int p = 0; p < n_players; p++)
        {
          int score = bp_game_score (&game, (guint) p);

          total[p] += score;
          total_sq[p] += (double) score * score;
          if (winners & (1u << p))
            wins[p] += 1.0 / __builtin_popcount (winners);
          if (n_players == 1)
            {
              excellent += bp_score_is_excellent (score);
              best = MAX (best, score);
              worst = MIN (worst, score);
            }
        }
    }
  seconds = MAX ((g_get_monotonic_time () - start) / 1e6, 1e-6);

  if (json)
    {
      g_autoptr(GString) out = g_string_new (NULL);
      g_autofree char *gps = bp_cli_format ((double) n_games / seconds, 1);

      g_string_append_printf (out, "{\"games\": %" G_GINT64_FORMAT ", \"seed\": %" G_GUINT64_FORMAT
                              ", \"players\": %d, \"mode\": \"%s\", \"seats\": [",
                              n_games, seed, n_players, n_players == 1 ? "solo" : "multi");
      for (int p = 0; p < n_players; p++)
        {
          double mean = total[p] / (double) n_games;
          double var = MAX (total_sq[p] / (double) n_games - mean * mean, 0.0);
          g_autofree char *m = bp_cli_format (mean, 3);
          g_autofree char *sd = bp_cli_format (sqrt (var), 3);
          g_autofree char *w = bp_cli_format (wins[p] / (double) n_games, 4);

          g_string_append_printf (out, "%s{\"seat\": %d, \"ai\": \"%s\", \"mean_score\": %s"
                                  ", \"sd_score\": %s, \"win_rate\": %s}",
                                  p ? ", " : "", p + 1, bp_ai_level_name (levels[p]), m, sd, w);
        }
      (g_string_append) (out, "]");
      if (n_players == 1)
        {
          g_autofree char *share = bp_cli_format ((double) excellent / (double) n_games, 4);

          g_string_append_printf (out, ", \"over_40_share\": %s, \"best\": %d, \"worst\": %d",
                                  share, best, worst);
        }
      if (with_times)
        {
          (g_string_append) (out, ", \"decision_ms\": [");
          for (int p = 0; p < n_players; p++)
            {
              double median, p99, max;
              g_autofree char *a = NULL;
              g_autofree char *b = NULL;
              g_autofree char *c = NULL;

              bp_cli_time_stats (times[p], &median, &p99, &max);
              a = bp_cli_format (median, 3);
              b = bp_cli_format (p99, 3);
              c = bp_cli_format (max, 3);
              g_string_append_printf (out, "%s{\"median\": %s, \"p99\": %s, \"max\": %s}",
                                      p ? ", " : "", a, b, c);
            }
          (g_string_append) (out, "]");
        }
      g_string_append_printf (out, ", \"games_per_second\": %s}\n", gps);
      fputs (out->str, stdout);
      return SCHOTT_CLI_EXIT_OK;
    }

  {
    g_autofree char *games_text = g_strdup_printf ("%" G_GINT64_FORMAT, n_games);
    g_autofree char *seed_str = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

    /* TRANSLATORS: games, players, seed */
    printf (ngettext ("Best Path simulation: %s games, %d player, seed %s",
                      "Best Path simulation: %s games, %d players, seed %s", n_players),
            games_text, n_players, seed_str);
    printf ("\n\n  %-6s %-8s %12s %10s\n", _("seat"), _("player"), _("mean score"), _("win rate"));
    for (int p = 0; p < n_players; p++)
      printf ("  %-6d %-8s %12.2f %9.1f%%\n", p + 1, bp_ai_level_name (levels[p]),
              total[p] / (double) n_games, 100.0 * wins[p] / (double) n_games);
    printf ("\n");
    if (n_players == 1)
      {
        printf ("  %-32s %9.1f%%\n", _("games over 40 points"), 100.0 * (double) excellent / (double) n_games);
        printf ("  %-32s %10d\n", _("best score"), best);
        printf ("  %-32s %10d\n", _("worst score"), worst);
      }
    printf ("  %-32s %10.0f\n", _("games per second"), (double) n_games / seconds);
    if (with_times)
      for (int p = 0; p < n_players; p++)
        {
          double median, p99, max;

          bp_cli_time_stats (times[p], &median, &p99, &max);
          /* TRANSLATORS: seat, then decision times in milliseconds */
          printf (_("  seat %d decisions (CPU ms): median %.3f, 99th percentile %.3f, maximum %.3f\n"),
                  p + 1, median, p99, max);
        }
  }
  for (int p = 0; p < n_players; p++)
    if (times[p])
      g_array_unref (times[p]);
  return SCHOTT_CLI_EXIT_OK;
}

/* --------------------------------------------------------------- play */

static void
print_extension (GString           *out,
                 const BpExtension *ext)
{
  if (ext->n_cells == 0)
    {
      (g_string_append) (out, _("passes"));
      return;
    }
  g_string_append_printf (out, "%s →", bp_field_name (ext->from));
  for (guint i = 0; i < ext->n_cells; i++)
    g_string_append_printf (out, " %s", bp_field_name (ext->cells[i]));
}

int
bp_cli_play_main (int    argc,
                  char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *ai_text = NULL;
  g_autofree char *seed_text = NULL;
  int n_players = 0;
  guint64 seed = 1;
  BpAiLevel levels[BP_MAX_PLAYERS];
  guint n_given;
  BpGame game;
  const GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the game (default 1)"), "S" },
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &ai_text,
      N_("Computer levels per seat (easy, normal, expert)"), "A,B,…" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &n_players,
      N_("Number of players, 1 to 4 (default: one per level given)"), "N" },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context, _("Play one Best Path game and print it round by round."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!schott_cli_parse_options (context, &argc, &argv))
    return SCHOTT_CLI_EXIT_USAGE;
  if (argc > 1)
    return schott_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (seed_text && !schott_cli_parse_seed (seed_text, &seed, &error))
    return schott_cli_usage_error ("%s", error->message);
  if (!bp_cli_parse_levels (ai_text ? ai_text : "normal", n_players > 0 ? (guint) n_players : 1,
                            levels, &n_given, &error))
    return schott_cli_usage_error ("%s", error->message);
  if (n_players == 0)
    n_players = (int) n_given;
  if (n_players < 1 || n_players > BP_MAX_PLAYERS || (guint) n_players < n_given)
    return schott_cli_usage_error (_("--players must be 1 to 4 and at least the number of levels"));
  bp_cli_parse_levels (ai_text ? ai_text : "normal", (guint) n_players, levels, &n_given, NULL);

  bp_game_init (&game, (guint) n_players, NULL, seed);
  {
    g_autofree char *seed_str = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
    g_autofree char *players_str = g_strdup_printf (_("%d players"), n_players);

    /* TRANSLATORS: seed, then "solo" or "2 players" … */
    printf (_("Best Path, seed %s, %s"), seed_str,
            n_players == 1 ? _("solo") : players_str);
    printf ("\n");
    for (int p = 0; p < n_players; p++)
      printf (_("  Seat %d: %s on board %u (start %s)\n"), p + 1, bp_ai_level_name (levels[p]),
              game.players[p].board, bp_field_name (bp_board_start (game.players[p].board)));
  }

  while (game.phase == BP_PHASE_CHOOSING)
    {
      guint round = game.round;
      guint card = bp_game_card (&game);

      printf ("\n");
      /* TRANSLATORS: round, card id, card colour letters */
      printf (_("Round %u: card %s (%s)"), round, bp_card_name (card), bp_card_letters (card));
      printf ("\n");
      for (int p = 0; p < n_players; p++)
        {
          BpExtension ext;

          bp_ai_choose (&game, (guint) p, levels[p], &ext);
          g_assert (bp_game_commit (&game, (guint) p, &ext, NULL) == NULL);
        }
      for (int p = 0; p < n_players; p++)
        {
          const BpPlayer *player = &game.players[p];
          g_autoptr(GString) line = g_string_new (NULL);

          print_extension (line, &player->history[round - 1]);
          for (guint v = 2; v <= BP_MAX_NUMBER; v++)
            if (player->reached_round[v] == round)
              g_string_append_printf (line, _(" · reaches %u: %d points"), v, player->points_of[v]);
          /* TRANSLATORS: seat, running score, the extension and numbers reached */
          printf (_("  Seat %d: score %4d   %s\n"), p + 1, bp_game_score (&game, (guint) p), line->str);
        }
    }

  printf ("\n%s\n", _("Final scores:"));
  {
    guint winners = bp_game_winners (&game);

    for (int p = 0; p < n_players; p++)
      {
        printf (_("  Seat %d (%s): numbers %d, fields not reached %u, score %d%s"), p + 1,
                bp_ai_level_name (levels[p]), game.players[p].number_points,
                bp_game_unreached (&game, (guint) p), bp_game_score (&game, (guint) p),
                n_players > 1 && (winners & (1u << p)) ? _(" — wins") : "");
        if (n_players == 1 && bp_score_is_excellent (bp_game_score (&game, 0)))
          printf (" %s", _("— excellent!"));
        printf ("\n");
      }
  }
  return SCHOTT_CLI_EXIT_OK;
}
