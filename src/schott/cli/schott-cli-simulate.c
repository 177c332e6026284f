/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-cli-simulate.c: `schott-cli simulate`: many computer games, statistics. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "schott-bot.h"
#include "schott-cli-private.h"

/* A finished series, as both reports read it. */
typedef struct
{
  const SchottCliOptions *options;
  const SchottSeatSpec   *specs[SCHOTT_MAX_PLAYERS];
  double                  wins[SCHOTT_MAX_PLAYERS];
  guint64                 stages;
  guint64                 turns;
  guint64                 capped_stages;
  double                  seconds;
} Simulation;

static void
print_json (const Simulation *sim)
{
  const SchottCliOptions *o = sim->options;
  guint n_players = (guint) o->n_players;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *variant_name = g_strescape (o->variant.name, NULL);
  double stages = (double) sim->stages;
  double games = (double) o->n_games;

  g_string_append_printf (out, "{\"games\": %" G_GINT64_FORMAT ", \"seed\": %" G_GUINT64_FORMAT
                          ", \"variant\": \"%s\", \"players\": %u, \"seats\": [",
                          o->n_games, o->seed, variant_name, n_players);
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *wins = sw_cli_format_double (sim->wins[p], 1);
      g_autofree char *rate = sw_cli_format_double (sim->wins[p] / games, 4);
      g_autofree char *label = g_strescape (sim->specs[p]->label, NULL);

      g_string_append_printf (out, "%s{\"seat\": %u, \"ai\": \"%s\", \"wins\": %s, \"win_rate\": %s}",
                              p > 0 ? ", " : "", p + 1, label, wins, rate);
    }
  {
    g_autofree char *stages_per_game = sw_cli_format_double (stages / games, 3);
    g_autofree char *turns_per_stage = sw_cli_format_double ((double) sim->turns / MAX (stages, 1.0), 3);
    g_autofree char *turns_per_player = sw_cli_format_double ((double) sim->turns / MAX (stages, 1.0)
                                                              / n_players, 3);
    g_autofree char *games_per_second = sw_cli_format_double (games / sim->seconds, 1);
    g_autofree char *turns_per_second = sw_cli_format_double ((double) sim->turns / sim->seconds, 1);

    g_string_append_printf (out, "], \"stages_per_game\": %s, \"turns_per_stage\": %s"
                            ", \"turns_per_player\": %s, \"capped_stages\": %" G_GUINT64_FORMAT
                            ", \"games_per_second\": %s, \"turns_per_second\": %s}\n",
                            stages_per_game, turns_per_stage, turns_per_player,
                            sim->capped_stages, games_per_second, turns_per_second);
  }

  fputs (out->str, stdout);
}

static void
print_text (const Simulation *sim)
{
  const SchottCliOptions *o = sim->options;
  guint n_players = (guint) o->n_players;
  double stages = MAX ((double) sim->stages, 1.0);
  double games = (double) o->n_games;
  g_autofree char *games_text = g_strdup_printf ("%" G_GINT64_FORMAT, o->n_games);
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, o->seed);

  /* TRANSLATORS: games, players, variant name, seed */
  printf (_("SCHOTT World simulation: %s games, %u players, variant %s, seed %s"),
          games_text, n_players, o->variant.name, seed_text);
  printf ("\n\n");
  printf ("  %-6s %-8s %12s %10s\n", _("seat"), _("player"), _("wins"), _("win rate"));
  for (guint p = 0; p < n_players; p++)
    printf ("  %-6u %-8s %12.1f %9.1f%%\n", p + 1, sim->specs[p]->label,
            sim->wins[p], 100.0 * sim->wins[p] / games);
  printf ("\n");
  printf ("  %-32s %10.2f\n", _("stages per game"), (double) sim->stages / games);
  printf ("  %-32s %10.2f\n", _("turns per stage"), (double) sim->turns / stages);
  printf ("  %-32s %10.2f\n", _("turns per player per stage"),
          (double) sim->turns / stages / n_players);
  printf ("  %-32s %10" G_GUINT64_FORMAT "\n", _("stages stopped by the safety cap"),
          sim->capped_stages);
  printf ("  %-32s %10.0f\n", _("games per second"), games / sim->seconds);
  printf ("  %-32s %10.0f\n", _("turns per second"), (double) sim->turns / sim->seconds);
}

int
schott_cli_simulate_main (int    argc,
                          char **argv)
{
  g_autoptr(GError) error = NULL;
  g_auto(SchottCliOptions) options = {
    .n_players = 2, .n_games = 1000, .seed = 1,
    .bot_timeout = SCHOTT_BOT_DEFAULT_TIMEOUT_MS / 1000.0,
  };
  SchottBot *bots[SCHOTT_MAX_PLAYERS] = { NULL, };
  int n_players;
  int status;
  Simulation sim = { &options, };
  gint64 start;

  if (!schott_cli_options_parse (&options, _("— play computer games and print statistics"),
                                 "players ai games seed ai-seed variant bot-timeout json", NULL,
                                 &argc, &argv, &status))
    return status;
  n_players = options.n_players;

  /* every external seat runs its own program for the whole series */
  for (int p = 0; p < n_players; p++)
    {
      sim.specs[p] = &options.specs[(guint) p % options.n_specs];
      if (sim.specs[p]->external)
        bots[p] = schott_bot_new (sim.specs[p]->command, options.bot_timeout_ms);
    }

  start = g_get_monotonic_time ();
  for (gint64 i = 0; i < options.n_games && status == SW_CLI_EXIT_OK; i++)
    {
      guint64 game_seed = sw_cli_game_seed (options.seed, (guint64) i);
      SchottGame game;
      SchottSeat seats[SCHOTT_MAX_PLAYERS];
      guint n_winners = 0;
      gint failed = -1;

      if (!schott_game_init (&game, &options.variant, (guint) n_players, game_seed, &error))
        {
          status = sw_cli_failure ("%s", error->message);
          break;
        }
      for (int p = 0; p < n_players && failed < 0; p++)
        {
          seats[p].spec = sim.specs[p];
          seats[p].bot = bots[p];
          if (!schott_seat_start (&seats[p], &game, (guint) p, (guint64) i,
                                  sw_cli_game_seed (options.ai_seed, (guint64) i), &error))
            failed = p;
        }

      for (guint n = 0; failed < 0 && !schott_game_is_over (&game); n++)
        {
          gint decider = schott_game_decider (&game);
          SchottChoice choice;

          if (n >= 4000000 || decider < 0 || decider >= n_players)
            {
              g_set_error (&error, SCHOTT_ERROR, SCHOTT_ERROR_ILLEGAL_CHOICE, "the game did not end");
              failed = MAX (decider, 0);
              break;
            }
          if (!schott_seat_choose (&seats[decider], &game, &choice, &error)
              || !schott_game_decide (&game, &choice, NULL, NULL, &error))
            failed = decider;
        }

      for (int p = 0; p < n_players; p++)
        if (bots[p] != NULL)
          schott_bot_end_game (bots[p], &game, failed);
      if (failed >= 0)
        {
          g_autofree char *game_text = g_strdup_printf ("%" G_GINT64_FORMAT, i);
          g_autofree char *game_seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, game_seed);

          /* TRANSLATORS: program name, game number, seed, seat (from 1), the
           * player or program ("ext:python3 bot.py"), the problem */
          fprintf (stderr, _("%s: game %s (seed %s), seat %d (%s): %s\n"),
                   g_get_prgname (), game_text, game_seed_text, failed + 1,
                   sim.specs[failed]->label, error->message);
          status = SW_CLI_EXIT_FAILURE;
          break;
        }

      for (int p = 0; p < n_players; p++)
        n_winners += game.winners[p] ? 1 : 0;
      /* ties share the win */
      for (int p = 0; p < n_players; p++)
        if (game.winners[p])
          sim.wins[p] += 1.0 / n_winners;
      sim.stages += game.stage;
      sim.turns += game.turn;
      sim.capped_stages += game.capped_stages;
    }
  for (int p = 0; p < n_players; p++)
    g_clear_pointer (&bots[p], schott_bot_free);
  if (status != SW_CLI_EXIT_OK)
    return status;
  sim.seconds = MAX ((double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC, 1e-6);

  if (options.json)
    print_json (&sim);
  else
    print_text (&sim);

  return SW_CLI_EXIT_OK;
}
