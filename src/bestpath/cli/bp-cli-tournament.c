/* bp-cli-tournament.c: `schott-cli best-path tournament`: computer levels
 * against each other with rotating seats, win rates and mean scores with
 * 95 % confidence intervals, and the CPU time of every decision.
 *
 * SCHOTT's tournament (src/schott/cli/schott-cli-tournament.c) is built around
 * SchottGame seats and external bots; only its statistics would carry over,
 * and those are private to that file, so the few lines are repeated here.
 *
 * Seating: the --ai items are the entrants; with fewer items than players
 * the last fills the remaining seats. Each deal (deck and boards from one
 * seed) is played once per seat rotation, so every entrant sits on every
 * board with the same cards. Ties share the win. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>

#include "bp-cli.h"
#include "bp-cli-private.h"
#include "schott-cli-private.h"

typedef struct
{
  BpAiLevel level;
  guint     n_seats;
  double    wins;
  double    score_sum;
  double    score_sq;
  guint64   n_scores;
  GArray   *times;     /* guint32 ns per decision */
} Entrant;

/* Wilson score interval, 95 %. */
static void
wilson (double  wins,
        double  n,
        double *lo,
        double *hi)
{
  const double z = 1.959963984540054;
  double p = wins / n, denom = 1.0 + z * z / n;
  double centre = (p + z * z / (2.0 * n)) / denom;
  double half = z * sqrt (p * (1.0 - p) / n + z * z / (4.0 * n * n)) / denom;

  *lo = MAX (0.0, centre - half);
  *hi = MIN (1.0, centre + half);
}

int
bp_cli_tournament_main (int    argc,
                        char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *ai_text = NULL;
  g_autofree char *seed_text = NULL;
  int n_players = 2;
  gint64 n_deals = 500;
  gboolean json = FALSE;
  guint64 seed = 1;
  BpAiLevel given[BP_MAX_PLAYERS];
  guint n_entrants;
  Entrant entrants[BP_MAX_PLAYERS] = { { 0, }, };
  guint64 n_games = 0;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &n_players, N_("Players per game, 2 to 4 (default 2)"), "N" },
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &ai_text,
      N_("The entrants (easy, normal, expert); the last fills the remaining seats"), "A,B,…" },
    { "games", 'n', 0, G_OPTION_ARG_INT64, &n_deals,
      N_("Number of deals, each played once per seat rotation (default 500)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the first deal (default 1)"), "S" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context, _("Let Best Path computer levels play each other."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!schott_cli_parse_options (context, &argc, &argv))
    return SCHOTT_CLI_EXIT_USAGE;
  if (argc > 1)
    return schott_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (n_players < 2 || n_players > BP_MAX_PLAYERS)
    return schott_cli_usage_error (_("--players must be 2 to 4"));
  if (n_deals < 1)
    return schott_cli_usage_error (_("--games must be at least 1"));
  if (seed_text && !schott_cli_parse_seed (seed_text, &seed, &error))
    return schott_cli_usage_error ("%s", error->message);
  if (ai_text == NULL)
    return schott_cli_usage_error (_("--ai is required, e.g. --ai expert,normal"));
  if (!bp_cli_parse_levels (ai_text, (guint) n_players, given, &n_entrants, &error))
    return schott_cli_usage_error ("%s", error->message);
  if (n_entrants > (guint) n_players)
    return schott_cli_usage_error (_("More entrants than seats"));

  for (guint e = 0; e < n_entrants; e++)
    {
      entrants[e].level = given[e];
      entrants[e].times = g_array_new (FALSE, FALSE, sizeof (guint32));
    }
  for (int s = 0; s < n_players; s++)
    entrants[MIN ((guint) s, n_entrants - 1)].n_seats++;

  for (gint64 d = 0; d < n_deals; d++)
    for (int k = 0; k < n_players; k++)
      {
        BpGame game;
        BpAiLevel levels[BP_MAX_PLAYERS];
        guint owner[BP_MAX_PLAYERS];
        GArray *times[BP_MAX_PLAYERS];
        guint winners, n_winners;

        for (int s = 0; s < n_players; s++)
          {
            guint slot = (guint) ((s + k) % n_players);

            owner[s] = MIN (slot, n_entrants - 1);
            levels[s] = entrants[owner[s]].level;
            times[s] = entrants[owner[s]].times;
          }
        bp_game_init (&game, (guint) n_players, NULL, schott_cli_game_seed (seed, (guint64) d));
        bp_cli_play_game (&game, levels, times);
        winners = bp_game_winners (&game);
        n_winners = (guint) __builtin_popcount (winners);
        for (int s = 0; s < n_players; s++)
          {
            Entrant *en = &entrants[owner[s]];
            int score = bp_game_score (&game, (guint) s);

            if (winners & (1u << s))
              en->wins += 1.0 / n_winners;
            en->score_sum += score;
            en->score_sq += (double) score * score;
            en->n_scores++;
          }
        n_games++;
      }

  {
    g_autoptr(GString) out = g_string_new (NULL);
    g_autofree char *seed_str = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

    if (json)
      g_string_append_printf (out, "{\"games\": %" G_GUINT64_FORMAT ", \"players\": %d, \"seed\": %s"
                              ", \"entrants\": [", n_games, n_players, seed_str);
    else
      {
        g_autofree char *games_str = g_strdup_printf ("%" G_GUINT64_FORMAT, n_games);
        /* xgettext:no-c-format */
        const char *interval_heading = _("95% interval");

        /* TRANSLATORS: games, players, seed */
        g_string_append_printf (out, _("Best Path tournament: %s games, %d players, seed %s"),
                                games_str, n_players, seed_str);
        g_string_append_printf (out, "\n\n  %-8s %5s %7s %15s %8s %13s %10s %9s %9s\n",
                                _("entrant"), _("seats"), _("win"), interval_heading,
                                _("score"), interval_heading, _("median ms"), _("p99 ms"),
                                _("max ms"));
      }
    for (guint e = 0; e < n_entrants; e++)
      {
        Entrant *en = &entrants[e];
        double lo, hi, mean, sd, half, median, p99, max;
        guint n = en->times->len;

        wilson (en->wins, (double) n_games, &lo, &hi);
        mean = en->score_sum / (double) en->n_scores;
        sd = sqrt (MAX (en->score_sq / (double) en->n_scores - mean * mean, 0.0));
        half = 1.959963984540054 * sd / sqrt ((double) en->n_scores);
        bp_cli_time_stats (en->times, &median, &p99, &max);
        if (json)
          {
            g_autofree char *wn = bp_cli_format (en->wins, 2);
            g_autofree char *w = bp_cli_format (en->wins / (double) n_games, 4);
            g_autofree char *wl = bp_cli_format (lo, 4);
            g_autofree char *wh = bp_cli_format (hi, 4);
            g_autofree char *m = bp_cli_format (mean, 3);
            g_autofree char *ml = bp_cli_format (mean - half, 3);
            g_autofree char *mh = bp_cli_format (mean + half, 3);
            g_autofree char *tm = bp_cli_format (median, 3);
            g_autofree char *tp = bp_cli_format (p99, 3);
            g_autofree char *tx = bp_cli_format (max, 3);

            g_string_append_printf (out, "%s{\"ai\": \"%s\", \"seats\": %u, \"wins\": %s"
                                    ", \"win_rate\": %s, \"win_rate_ci\": [%s, %s]"
                                    ", \"mean_score\": %s, \"mean_score_ci\": [%s, %s]"
                                    ", \"decisions\": %u, \"decision_ms\": {\"median\": %s"
                                    ", \"p99\": %s, \"max\": %s}}",
                                    e ? ", " : "", bp_ai_level_name (en->level), en->n_seats,
                                    wn, w, wl, wh, m, ml, mh, n,
                                    tm, tp, tx);
          }
        else
          g_string_append_printf (out, "  %-8s %5u %6.1f%% %6.1f–%5.1f%% %8.2f %6.2f–%6.2f %10.3f %9.3f %9.3f\n",
                                  bp_ai_level_name (en->level), en->n_seats,
                                  100.0 * en->wins / (double) n_games, 100.0 * lo, 100.0 * hi,
                                  mean, mean - half, mean + half, median, p99, max);
        g_array_unref (en->times);
      }
    if (json)
      (g_string_append) (out, "]}\n");
    fputs (out->str, stdout);
  }
  return SCHOTT_CLI_EXIT_OK;
}
