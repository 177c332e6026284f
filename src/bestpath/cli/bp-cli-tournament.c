/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-cli-tournament.c: `schott-cli best-path tournament`: computer levels
 * against each other with rotating seats, win rates and mean scores with
 * 95 % confidence intervals, and the CPU time of every decision.
 *
 * SCHOTT's tournament (src/schott/cli/schott-cli-tournament.c) is built around
 * SchottGame seats and external bots; what both share, the statistics, is
 * in src/core/sw-stats.c.
 *
 * Seating: the --ai items are the entrants; with fewer items than players
 * the last fills the remaining seats. Each deal (deck and boards from one
 * seed) is played once per seat rotation, so every entrant sits on every
 * board with the same cards. Ties share the win. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "bp-cli.h"
#include "bp-cli-private.h"

typedef struct
{
  BpAiLevel level;
  guint     n_seats;
  double    wins;
  SwStatsMoments scores;
  GArray   *times;     /* guint32 ns per decision */
} Entrant;

int
bp_cli_tournament_main (int    argc,
                        char **argv)
{
  g_auto(BpCliOptions) options = { .n_players = 2, .n_games = 500, .seed = 1, .ai_seed = 1 };
  Entrant entrants[BP_MAX_PLAYERS] = { { 0, }, };
  guint64 n_games = 0;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &options.n_players, N_("Players per game, 2 to 4 (default 2)"), "N" },
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &options.ai_text,
      N_("The entrants (easy, normal, hard, expert); the last fills the remaining seats"), "A,B,…" },
    { "games", 'n', 0, G_OPTION_ARG_INT64, &options.n_games,
      N_("Number of deals, each played once per seat rotation (default 500)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &options.seed_text, N_("Seed of the first deal (default 1)"), "S" },
    { "ai-seed", 0, 0, G_OPTION_ARG_STRING, &options.ai_seed_text,
      N_("Seed of the computer players' own dice, apart from the game's seed so that they cannot tell the deal (default 1)"), "S" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &options.json, N_("Print one JSON object"), NULL },
    { NULL }
  };

  if (!bp_cli_parse_options (_("Let Best Path computer levels play each other."),
                             entries, &argc, &argv)
      || !bp_cli_check_series (&options, 2, NULL))
    return SW_CLI_EXIT_USAGE;
  if (options.n_given > (guint) options.n_players)
    return sw_cli_usage_error (_("More entrants than seats"));

  for (guint e = 0; e < options.n_given; e++)
    {
      entrants[e].level = options.levels[e];
      entrants[e].times = g_array_new (FALSE, FALSE, sizeof (guint32));
    }
  for (int s = 0; s < options.n_players; s++)
    entrants[MIN ((guint) s, options.n_given - 1)].n_seats++;

  for (gint64 d = 0; d < options.n_games; d++)
    for (int k = 0; k < options.n_players; k++)
      {
        BpGame game;
        BpAiLevel levels[BP_MAX_PLAYERS];
        guint owner[BP_MAX_PLAYERS];
        GArray *times[BP_MAX_PLAYERS];
        guint winners, n_winners;

        for (int s = 0; s < options.n_players; s++)
          {
            guint slot = (guint) ((s + k) % options.n_players);

            owner[s] = MIN (slot, options.n_given - 1);
            levels[s] = entrants[owner[s]].level;
            times[s] = entrants[owner[s]].times;
          }
        bp_game_init (&game, (guint) options.n_players, NULL, sw_cli_game_seed (options.seed, (guint64) d));
        game.ai_salt = sw_cli_game_seed (options.ai_seed, (guint64) d * (guint64) options.n_players + (guint64) k);
        bp_cli_play_game (&game, levels, times);
        winners = bp_game_winners (&game);
        n_winners = (guint) __builtin_popcount (winners);
        for (int s = 0; s < options.n_players; s++)
          {
            Entrant *en = &entrants[owner[s]];
            int score = bp_game_score (&game, (guint) s);

            if (winners & (1u << s))
              en->wins += 1.0 / n_winners;
            sw_stats_moments_add (&en->scores, score);
          }
        n_games++;
      }

  {
    g_autoptr(GString) out = g_string_new (NULL);
    g_autofree char *seed_str = g_strdup_printf ("%" G_GUINT64_FORMAT, options.seed);

    if (options.json)
      g_string_append_printf (out, "{\"games\": %" G_GUINT64_FORMAT ", \"players\": %d, \"seed\": %s"
                              ", \"entrants\": [", n_games, options.n_players, seed_str);
    else
      {
        g_autofree char *games_str = g_strdup_printf ("%" G_GUINT64_FORMAT, n_games);
        /* xgettext:no-c-format */
        const char *interval_heading = _("95% interval");

        /* TRANSLATORS: games, players, seed */
        g_string_append_printf (out, _("Best Path tournament: %s games, %d players, seed %s"),
                                games_str, options.n_players, seed_str);
        g_string_append_printf (out, "\n\n  %-8s %5s %7s %15s %8s %13s %10s %9s %9s\n",
                                _("entrant"), _("seats"), _("win"), interval_heading,
                                _("score"), interval_heading, _("median ms"), _("p99 ms"),
                                _("max ms"));
      }
    for (guint e = 0; e < options.n_given; e++)
      {
        Entrant *en = &entrants[e];
        double lo, hi, mean, half, median, p99, max;
        guint n = en->times->len;

        sw_stats_wilson (en->wins, (double) n_games, &lo, &hi);
        mean = sw_stats_mean (&en->scores);
        half = sw_stats_mean_half_95 (&en->scores);
        sw_stats_times_ms (en->times, &median, &p99, &max);
        if (options.json)
          {
            g_autofree char *wn = sw_cli_format_double (en->wins, 2);
            g_autofree char *w = sw_cli_format_double (en->wins / (double) n_games, 4);
            g_autofree char *wl = sw_cli_format_double (lo, 4);
            g_autofree char *wh = sw_cli_format_double (hi, 4);
            g_autofree char *m = sw_cli_format_double (mean, 3);
            g_autofree char *ml = sw_cli_format_double (mean - half, 3);
            g_autofree char *mh = sw_cli_format_double (mean + half, 3);
            g_autofree char *tm = sw_cli_format_double (median, 3);
            g_autofree char *tp = sw_cli_format_double (p99, 3);
            g_autofree char *tx = sw_cli_format_double (max, 3);

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
    if (options.json)
      (g_string_append) (out, "]}\n");
    fputs (out->str, stdout);
  }
  return SW_CLI_EXIT_OK;
}
