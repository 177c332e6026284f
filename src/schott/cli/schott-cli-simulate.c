/* schott-cli-simulate.c: `schott-cli simulate`: many computer games, statistics. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "schott-bot.h"
#include "schott-cli-private.h"

typedef struct
{
  double  wins[SCHOTT_MAX_PLAYERS];
  guint64 stages;
  guint64 turns;
  guint64 capped_stages;
} SimulationTotals;

static char *
format_double (double value,
               int    decimals)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  char format[8];

  g_snprintf (format, sizeof format, "%%.%df", decimals);
  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, format, value));
}

static void
print_json (const SchottVariant    *variant,
            guint                   n_players,
            const SchottSeatSpec  **specs,
            guint64                 n_games,
            guint64                 seed,
            const SimulationTotals *totals,
            double                  seconds)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *variant_name = g_strescape (variant->name, NULL);
  double stages = (double) totals->stages;

  g_string_append_printf (out, "{\"games\": %" G_GUINT64_FORMAT ", \"seed\": %" G_GUINT64_FORMAT
                          ", \"variant\": \"%s\", \"players\": %u, \"seats\": [",
                          n_games, seed, variant_name, n_players);
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *wins = format_double (totals->wins[p], 1);
      g_autofree char *rate = format_double (totals->wins[p] / (double) n_games, 4);
      g_autofree char *label = g_strescape (specs[p]->label, NULL);

      g_string_append_printf (out, "%s{\"seat\": %u, \"ai\": \"%s\", \"wins\": %s, \"win_rate\": %s}",
                              p > 0 ? ", " : "", p + 1, label, wins, rate);
    }
  {
    g_autofree char *stages_per_game = format_double (stages / (double) n_games, 3);
    g_autofree char *turns_per_stage = format_double ((double) totals->turns / MAX (stages, 1.0), 3);
    g_autofree char *turns_per_player = format_double ((double) totals->turns / MAX (stages, 1.0)
                                                       / n_players, 3);
    g_autofree char *games_per_second = format_double ((double) n_games / seconds, 1);
    g_autofree char *turns_per_second = format_double ((double) totals->turns / seconds, 1);

    g_string_append_printf (out, "], \"stages_per_game\": %s, \"turns_per_stage\": %s"
                            ", \"turns_per_player\": %s, \"capped_stages\": %" G_GUINT64_FORMAT
                            ", \"games_per_second\": %s, \"turns_per_second\": %s}\n",
                            stages_per_game, turns_per_stage, turns_per_player,
                            totals->capped_stages, games_per_second, turns_per_second);
  }

  fputs (out->str, stdout);
}

static void
print_text (const SchottVariant    *variant,
            guint                   n_players,
            const SchottSeatSpec  **specs,
            guint64                 n_games,
            guint64                 seed,
            const SimulationTotals *totals,
            double                  seconds)
{
  double stages = MAX ((double) totals->stages, 1.0);

  g_autofree char *games_text = g_strdup_printf ("%" G_GUINT64_FORMAT, n_games);
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

  /* TRANSLATORS: games, players, variant name, seed */
  printf (_("SCHOTT World simulation: %s games, %u players, variant %s, seed %s"),
          games_text, n_players, variant->name, seed_text);
  printf ("\n\n");
  printf ("  %-6s %-8s %12s %10s\n", _("seat"), _("player"), _("wins"), _("win rate"));
  for (guint p = 0; p < n_players; p++)
    printf ("  %-6u %-8s %12.1f %9.1f%%\n", p + 1, specs[p]->label,
            totals->wins[p], 100.0 * totals->wins[p] / (double) n_games);
  printf ("\n");
  printf ("  %-32s %10.2f\n", _("stages per game"), (double) totals->stages / (double) n_games);
  printf ("  %-32s %10.2f\n", _("turns per stage"), (double) totals->turns / stages);
  printf ("  %-32s %10.2f\n", _("turns per player per stage"),
          (double) totals->turns / stages / n_players);
  printf ("  %-32s %10" G_GUINT64_FORMAT "\n", _("stages stopped by the safety cap"),
          totals->capped_stages);
  printf ("  %-32s %10.0f\n", _("games per second"), (double) n_games / seconds);
  printf ("  %-32s %10.0f\n", _("turns per second"), (double) totals->turns / seconds);
}

int
schott_cli_simulate_main (int    argc,
                          char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *ai_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *variant_text = NULL;
  int n_players = 2;
  gint64 n_games = 1000;
  gboolean json = FALSE;
  guint64 seed = 1;
  SchottSeatSpec given[SCHOTT_MAX_PLAYERS] = { { 0, }, };
  const SchottSeatSpec *specs[SCHOTT_MAX_PLAYERS];
  SchottBot *bots[SCHOTT_MAX_PLAYERS] = { NULL, };
  guint n_given = 0;
  int status = SCHOTT_CLI_EXIT_OK;
  double bot_timeout = SCHOTT_BOT_DEFAULT_TIMEOUT_MS / 1000.0;
  SchottVariant variant;
  SimulationTotals totals = { { 0, }, 0, 0, 0 };
  gint64 start;
  double seconds;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &n_players,
      N_("Number of players, 2 to 4 (default 2)"), "N" },
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &ai_text,
      N_("Players by seat, cycled if fewer than the players: a level or ext:COMMAND (default normal,easy)"),
      "LEVEL,…" },
    { "games", 'g', 0, G_OPTION_ARG_INT64, &n_games,
      N_("Number of games (default 1000)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the series (default 1)"), "S" },
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant_text,
      N_("schott, classic or a rules file (default schott)"), "VARIANT" },
    { "bot-timeout", 't', 0, G_OPTION_ARG_DOUBLE, &bot_timeout,
      N_("Seconds an external program may take per answer (default 5)"), "SECONDS" },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &json,
      N_("Print one JSON object"), NULL },
    { NULL }
  };

  context = g_option_context_new (_("— play computer games and print statistics"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!schott_cli_parse_options (context, &argc, &argv))
    return SCHOTT_CLI_EXIT_USAGE;

  if (argc > 1)
    return schott_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (!(bot_timeout > 0.0 && bot_timeout <= 3600.0))
    return schott_cli_usage_error (_("--bot-timeout must be between 0 and 3600 seconds"));
  if (n_players < SCHOTT_MIN_PLAYERS || n_players > SCHOTT_MAX_PLAYERS)
    return schott_cli_usage_error (_("--players must be between %d and %d"),
                                   SCHOTT_MIN_PLAYERS, SCHOTT_MAX_PLAYERS);
  if (n_games < 1)
    return schott_cli_usage_error (_("--games must be at least 1"));
  if (seed_text && !schott_cli_parse_seed (seed_text, &seed, &error))
    return schott_cli_usage_error ("%s", error->message);
  if (!schott_cli_load_variant (variant_text ? variant_text : "schott", &variant, &error))
    {
      if (g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE))
        return schott_cli_usage_error ("%s", error->message);
      fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
      return SCHOTT_CLI_EXIT_FAILURE;
    }
  if (!schott_variant_check (&variant, (guint) n_players, &error))
    {
      fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
      return SCHOTT_CLI_EXIT_FAILURE;
    }

  if (!schott_cli_parse_seats (ai_text ? ai_text : "normal,easy", given, SCHOTT_MAX_PLAYERS,
                               &n_given, &error))
    return schott_cli_usage_error ("%s", error->message);

  /* every external seat runs its own program for the whole series */
  for (int p = 0; p < n_players; p++)
    {
      specs[p] = &given[(guint) p % n_given];
      if (specs[p]->external)
        bots[p] = schott_bot_new (specs[p]->command, (guint) (bot_timeout * 1000.0 + 0.5));
    }

  start = g_get_monotonic_time ();
  for (gint64 i = 0; i < n_games && status == SCHOTT_CLI_EXIT_OK; i++)
    {
      guint64 game_seed = schott_cli_game_seed (seed, (guint64) i);
      SchottGame game;
      SchottSeat seats[SCHOTT_MAX_PLAYERS];
      guint n_winners = 0;
      gint failed = -1;

      if (!schott_game_init (&game, &variant, (guint) n_players, game_seed, &error))
        {
          fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
          status = SCHOTT_CLI_EXIT_FAILURE;
          break;
        }
      for (int p = 0; p < n_players && failed < 0; p++)
        {
          seats[p].spec = specs[p];
          seats[p].bot = bots[p];
          if (!schott_seat_start (&seats[p], &game, (guint) p, (guint64) i, &error))
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

          /* TRANSLATORS: program name, game number, seed, seat, the problem */
          fprintf (stderr, _("%s: game %s (seed %s), seat %d: %s\n"),
                   g_get_prgname (), game_text, game_seed_text, failed + 1, error->message);
          status = SCHOTT_CLI_EXIT_FAILURE;
          break;
        }

      for (int p = 0; p < n_players; p++)
        n_winners += game.winners[p] ? 1 : 0;
      /* ties share the win */
      for (int p = 0; p < n_players; p++)
        if (game.winners[p])
          totals.wins[p] += 1.0 / n_winners;
      totals.stages += game.stage;
      totals.turns += game.turn;
      totals.capped_stages += game.capped_stages;
    }
  for (int p = 0; p < n_players; p++)
    g_clear_pointer (&bots[p], schott_bot_free);
  if (status != SCHOTT_CLI_EXIT_OK)
    {
      for (guint i = 0; i < n_given; i++)
        schott_seat_spec_clear (&given[i]);
      return status;
    }
  seconds = MAX ((double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC, 1e-6);

  if (json)
    print_json (&variant, (guint) n_players, specs, (guint64) n_games, seed, &totals, seconds);
  else
    print_text (&variant, (guint) n_players, specs, (guint64) n_games, seed, &totals, seconds);
  for (guint i = 0; i < n_given; i++)
    schott_seat_spec_clear (&given[i]);

  return SCHOTT_CLI_EXIT_OK;
}
