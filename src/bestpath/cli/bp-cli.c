/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-cli.c: `schott-cli best-path`: simulate, play, check, tournament. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "bp-cli.h"
#include "bp-cli-private.h"

/* `best-path hint --from SAVE [--player N] [--json]`: the hint the app
 * would show for a saved game (its autosave included): for the first
 * person who has still to choose, as the app asks them first. */
static int
bp_cli_hint_main (int    argc,
                  char **argv)
{
  g_autofree char *from = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) seats = NULL;
  gsize length = 0;
  gboolean json = FALSE;
  int player = 0;
  int chosen = -1;
  BpGame game;
  BpView view;
  BpHint hint;
  const GOptionEntry entries[] = {
    { "from", 'f', 0, G_OPTION_ARG_FILENAME, &from, N_("The saved game (or the app's autosave)"), N_("SAVE") },
    { "player", 'p', 0, G_OPTION_ARG_INT, &player,
      N_("The seat to hint for, 1 to 4 (default: the first person still to choose)"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { NULL }
  };
  g_autofree char *contents = NULL;

  if (!bp_cli_parse_options (_("Print the hint the app would show for a saved game."), entries, &argc, &argv))
    return SW_CLI_EXIT_USAGE;
  if (from == NULL)
    return sw_cli_usage_error (_("--from is required"));
  if (!g_file_get_contents (from, &contents, &length, &error)
      || !bp_save_from_string (contents, length, &game, &names, &seats, &error))
    return sw_cli_failure ("%s: %s", from, error->message);
  if (game.phase == BP_PHASE_OVER)
    return sw_cli_failure (_("%s: the game is over; there is nothing to hint"), from);
  if (player != 0)
    {
      if (player < 1 || player > game.n_players)
        return sw_cli_usage_error (_("--player must be a seat of the game"));
      chosen = player - 1;
    }
  else
    for (guint p = 0; p < game.n_players && chosen < 0; p++)
      if ((seats == NULL || seats[p] == NULL || g_str_has_prefix (seats[p], "person"))
          && bp_game_must_decide (&game, p))
        chosen = (int) p;
  if (chosen < 0 || !bp_game_must_decide (&game, (guint) chosen))
    return sw_cli_failure (_("%s: nobody has to choose who could be given a hint"), from);

  bp_view_init (&view, &game, (guint) chosen);
  bp_hint_compute (&view, &hint);
  text = bp_hint_to_text (&hint);
  if (json)
    {
      g_autofree char *claims = bp_hint_to_json (&hint);
      g_autofree char *quoted = sw_cli_json_string (text);

      printf ("{\"text\": %s, \"claims\": %s}\n", quoted, claims);
    }
  else
    printf ("%s\n", text);
  return SW_CLI_EXIT_OK;
}

static const SwCliCommand commands[] = {
  { "simulate",   bp_cli_simulate_main,   N_("Play many computer games and print statistics") },
  { "play",       bp_cli_play_main,       N_("Play one computer game and print it round by round") },
  { "check",      bp_cli_check_main,      N_("Judge a game record (JSON) and print its scores") },
  { "tournament", bp_cli_tournament_main, N_("Let computer levels play each other: win rates and decision times") },
  { "hint",       bp_cli_hint_main,       N_("Print the hint the app would show for a saved game") },
};

static const SwCliTable table = {
  "schott-cli best-path", commands, G_N_ELEMENTS (commands),
  N_("Run “schott-cli best-path COMMAND --help” for the options of a command."),
};

int
bp_cli_main (int    argc,
             char **argv)
{
  int status;

  if (sw_cli_dispatch (&table, argc, argv, &status))
    return status;

  fprintf (stderr, _("schott-cli best-path: unknown command “%s”"), argv[1]);
  fputc ('\n', stderr);
  sw_cli_print_usage (&table, stderr);
  return SW_CLI_EXIT_USAGE;
}

/* ------------------------------------------------------------ helpers */

gboolean
bp_cli_parse_options (const char         *summary,
                      const GOptionEntry *entries,
                      int                *argc,
                      char             ***argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);

  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  return sw_cli_parse_options (context, FALSE, argc, argv);
}

void
bp_cli_options_clear (BpCliOptions *options)
{
  g_clear_pointer (&options->ai_text, g_free);
  g_clear_pointer (&options->seed_text, g_free);
  g_clear_pointer (&options->ai_seed_text, g_free);
}

gboolean
bp_cli_parse_levels (BpCliOptions *options,
                     const char   *default_text)
{
  const char *text = options->ai_text ? options->ai_text : default_text;
  /* play checks --players after the levels: never fill past the seats */
  guint n_players = (guint) CLAMP (options->n_players, 1, BP_MAX_PLAYERS);
  BpAiLevel *levels = options->levels;
  g_auto(GStrv) items = NULL;
  guint n = 0;

  if (text == NULL)
    {
      sw_cli_usage_error (_("--ai is required, e.g. --ai expert,normal"));
      return FALSE;
    }
  items = g_strsplit (text, ",", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      if (n == BP_MAX_PLAYERS)
        {
          sw_cli_usage_error (_("Too many computer players in “%s”: at most %d"), text, BP_MAX_PLAYERS);
          return FALSE;
        }
      if (!bp_ai_level_from_name (g_strstrip (items[i]), &levels[n]))
        {
          sw_cli_usage_error (_("Unknown computer player “%s”: use easy, normal or expert"), items[i]);
          return FALSE;
        }
      n++;
    }
  if (n == 0)
    {
      sw_cli_usage_error (_("No computer player given"));
      return FALSE;
    }
  for (guint p = n; p < n_players; p++)
    levels[p] = levels[n - 1];
  options->n_given = n;
  return TRUE;
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
        BpView view;
        const char *refusal;
        gint64 start = times ? sw_stats_now_ns (FALSE) : 0;

        bp_view_init (&view, game, p);
        bp_ai_choose (&view, levels[p], game->ai_salt, &ext);
        if (times)
          {
            guint32 ns = (guint32) MIN (sw_stats_now_ns (FALSE) - start, (gint64) G_MAXUINT32);

            g_array_append_val (times[p], ns);
          }
        refusal = bp_game_commit (game, p, &ext, NULL);
        /* The computer players only make legal choices. */
        g_assert (refusal == NULL);
      }
}

gboolean
bp_cli_check_series (BpCliOptions *options,
                     int           min_players,
                     const char   *default_ai)
{
  if (options->n_players < min_players || options->n_players > BP_MAX_PLAYERS)
    {
      /* the two ranges the commands take, each its own message */
      if (min_players == 1)
        sw_cli_usage_error (_("--players must be 1 to 4"));
      else
        sw_cli_usage_error (_("--players must be 2 to 4"));
      return FALSE;
    }
  return sw_cli_check_games (options->n_games)
         && sw_cli_check_seed (options->seed_text, &options->seed)
         && sw_cli_check_seed (options->ai_seed_text, &options->ai_seed)
         && bp_cli_parse_levels (options, default_ai);
}

/* ----------------------------------------------------------- simulate */

int
bp_cli_simulate_main (int    argc,
                      char **argv)
{
  g_auto(BpCliOptions) options = { .n_players = 1, .n_games = 1000, .seed = 1, .ai_seed = 1 };
  gboolean with_times = FALSE;
  GArray *times[BP_MAX_PLAYERS] = { NULL, };
  SwStatsMoments scores[BP_MAX_PLAYERS] = { { 0, }, };
  double wins[BP_MAX_PLAYERS] = { 0, };
  guint64 excellent = 0;
  int best = G_MININT, worst = G_MAXINT;
  gint64 start;
  double seconds;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &options.n_players, N_("Number of players, 1 to 4 (default 1)"), "N" },
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &options.ai_text,
      N_("Computer levels per seat (easy, normal, hard, expert); the last fills the remaining seats"), "A,B,…" },
    { "games", 'n', 0, G_OPTION_ARG_INT64, &options.n_games, N_("Number of games (default 1000)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &options.seed_text, N_("Seed of the first game (default 1)"), "S" },
    { "ai-seed", 0, 0, G_OPTION_ARG_STRING, &options.ai_seed_text,
      N_("Seed of the computer players' own dice, apart from the game's seed so that they cannot tell the deal (default 1)"), "S" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &options.json, N_("Print one JSON object"), NULL },
    { "times", 0, 0, G_OPTION_ARG_NONE, &with_times,
      N_("Also measure every decision's CPU time (median, 99th percentile, maximum)"), NULL },
    { NULL }
  };

  if (!bp_cli_parse_options (_("Play many Best Path games between computer players."),
                             entries, &argc, &argv)
      || !bp_cli_check_series (&options, 1, "normal"))
    return SW_CLI_EXIT_USAGE;

  if (with_times)
    for (int p = 0; p < options.n_players; p++)
      times[p] = g_array_new (FALSE, FALSE, sizeof (guint32));
  start = g_get_monotonic_time ();
  for (gint64 g = 0; g < options.n_games; g++)
    {
      BpGame game;
      guint winners;

      bp_game_init (&game, (guint) options.n_players, NULL, sw_cli_game_seed (options.seed, (guint64) g));
      game.ai_salt = sw_cli_game_seed (options.ai_seed, (guint64) g);
      bp_cli_play_game (&game, options.levels, with_times ? times : NULL);
      winners = bp_game_winners (&game);
      for (int p = 0; p < options.n_players; p++)
        {
          int score = bp_game_score (&game, (guint) p);

          sw_stats_moments_add (&scores[p], score);
          if (winners & (1u << p))
            wins[p] += 1.0 / __builtin_popcount (winners);
          if (options.n_players == 1)
            {
              excellent += bp_score_is_excellent (score);
              best = MAX (best, score);
              worst = MIN (worst, score);
            }
        }
    }
  seconds = MAX ((g_get_monotonic_time () - start) / 1e6, 1e-6);

  if (options.json)
    {
      g_autoptr(GString) out = g_string_new (NULL);
      g_autofree char *gps = sw_cli_format_double ((double) options.n_games / seconds, 1);

      g_string_append_printf (out, "{\"games\": %" G_GINT64_FORMAT ", \"seed\": %" G_GUINT64_FORMAT
                              ", \"players\": %d, \"mode\": \"%s\", \"seats\": [",
                              options.n_games, options.seed, options.n_players, options.n_players == 1 ? "solo" : "multi");
      for (int p = 0; p < options.n_players; p++)
        {
          g_autofree char *m = sw_cli_format_double (sw_stats_mean (&scores[p]), 3);
          g_autofree char *sd = sw_cli_format_double (sw_stats_sd (&scores[p]), 3);
          g_autofree char *w = sw_cli_format_double (wins[p] / (double) options.n_games, 4);

          g_string_append_printf (out, "%s{\"seat\": %d, \"ai\": \"%s\", \"mean_score\": %s"
                                  ", \"sd_score\": %s, \"win_rate\": %s}",
                                  p ? ", " : "", p + 1, bp_ai_level_name (options.levels[p]), m, sd, w);
        }
      (g_string_append) (out, "]");
      if (options.n_players == 1)
        {
          g_autofree char *share = sw_cli_format_double ((double) excellent / (double) options.n_games, 4);

          g_string_append_printf (out, ", \"over_40_share\": %s, \"best\": %d, \"worst\": %d",
                                  share, best, worst);
        }
      if (with_times)
        {
          (g_string_append) (out, ", \"decision_ms\": [");
          for (int p = 0; p < options.n_players; p++)
            {
              double median, p99, max;
              g_autofree char *a = NULL;
              g_autofree char *b = NULL;
              g_autofree char *c = NULL;

              sw_stats_times_ms (times[p], &median, &p99, &max);
              a = sw_cli_format_double (median, 3);
              b = sw_cli_format_double (p99, 3);
              c = sw_cli_format_double (max, 3);
              g_string_append_printf (out, "%s{\"median\": %s, \"p99\": %s, \"max\": %s}",
                                      p ? ", " : "", a, b, c);
            }
          (g_string_append) (out, "]");
        }
      g_string_append_printf (out, ", \"games_per_second\": %s}\n", gps);
      fputs (out->str, stdout);
    }
  else
    {
      g_autofree char *games_text = g_strdup_printf ("%" G_GINT64_FORMAT, options.n_games);
      g_autofree char *seed_str = g_strdup_printf ("%" G_GUINT64_FORMAT, options.seed);

      /* TRANSLATORS: games, players, seed */
      printf (ngettext ("Best Path simulation: %s games, %d player, seed %s",
                        "Best Path simulation: %s games, %d players, seed %s", options.n_players),
              games_text, options.n_players, seed_str);
      printf ("\n\n  %-6s %-8s %12s %10s\n", _("seat"), _("player"), _("mean score"), _("win rate"));
      for (int p = 0; p < options.n_players; p++)
        printf ("  %-6d %-8s %12.2f %9.1f%%\n", p + 1, bp_ai_level_name (options.levels[p]),
                sw_stats_mean (&scores[p]), 100.0 * wins[p] / (double) options.n_games);
      printf ("\n");
      if (options.n_players == 1)
        {
          printf ("  %-32s %9.1f%%\n", _("games over 40 points"), 100.0 * (double) excellent / (double) options.n_games);
          printf ("  %-32s %10d\n", _("best score"), best);
          printf ("  %-32s %10d\n", _("worst score"), worst);
        }
      printf ("  %-32s %10.0f\n", _("games per second"), (double) options.n_games / seconds);
      if (with_times)
        for (int p = 0; p < options.n_players; p++)
          {
            double median, p99, max;

            sw_stats_times_ms (times[p], &median, &p99, &max);
            /* TRANSLATORS: seat, then decision times in milliseconds */
            printf (_("  seat %d decisions (CPU ms): median %.3f, 99th percentile %.3f, maximum %.3f\n"),
                    p + 1, median, p99, max);
          }
    }
  for (int p = 0; p < options.n_players; p++)
    if (times[p])
      g_array_unref (times[p]);
  return SW_CLI_EXIT_OK;
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
  g_auto(BpCliOptions) options = { .seed = 1, .ai_seed = 1 };
  BpGame game;
  const GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_STRING, &options.seed_text, N_("Seed of the game (default 1)"), "S" },
    { "ai-seed", 0, 0, G_OPTION_ARG_STRING, &options.ai_seed_text,
      N_("Seed of the computer players' own dice, apart from the game's seed so that they cannot tell the deal (default 1)"), "S" },
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &options.ai_text,
      N_("Computer levels per seat (easy, normal, hard, expert)"), "A,B,…" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &options.n_players,
      N_("Number of players, 1 to 4 (default: one per level given)"), "N" },
    { NULL }
  };

  if (!bp_cli_parse_options (_("Play one Best Path game and print it round by round."),
                             entries, &argc, &argv)
      || !sw_cli_check_seed (options.seed_text, &options.seed)
      || !sw_cli_check_seed (options.ai_seed_text, &options.ai_seed)
      || !bp_cli_parse_levels (&options, "normal"))
    return SW_CLI_EXIT_USAGE;
  if (options.n_players == 0)
    options.n_players = (int) options.n_given;
  if (options.n_players < 1 || options.n_players > BP_MAX_PLAYERS
      || (guint) options.n_players < options.n_given)
    return sw_cli_usage_error (_("--players must be 1 to 4 and at least the number of levels"));
  /* the last level fills the seats --players added */
  for (guint p = options.n_given; p < (guint) options.n_players; p++)
    options.levels[p] = options.levels[options.n_given - 1];

  bp_game_init (&game, (guint) options.n_players, NULL, options.seed);
  game.ai_salt = options.ai_seed;
  {
    g_autofree char *seed_str = g_strdup_printf ("%" G_GUINT64_FORMAT, options.seed);
    g_autofree char *players_str = g_strdup_printf (_("%d players"), options.n_players);

    /* TRANSLATORS: seed, then "solo" or "2 players" … */
    printf (_("Best Path, seed %s, %s"), seed_str,
            options.n_players == 1 ? _("solo") : players_str);
    printf ("\n");
    for (int p = 0; p < options.n_players; p++)
      printf (_("  Seat %d: %s on board %u (start %s)\n"), p + 1, bp_ai_level_name (options.levels[p]),
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
      for (int p = 0; p < options.n_players; p++)
        {
          BpExtension ext;
          BpView view;

          bp_view_init (&view, &game, (guint) p);
          bp_ai_choose (&view, options.levels[p], game.ai_salt, &ext);
          g_assert (bp_game_commit (&game, (guint) p, &ext, NULL) == NULL);
        }
      for (int p = 0; p < options.n_players; p++)
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

    for (int p = 0; p < options.n_players; p++)
      {
        printf (_("  Seat %d (%s): numbers %d, fields not reached %u, score %d%s"), p + 1,
                bp_ai_level_name (options.levels[p]), game.players[p].number_points,
                bp_game_unreached (&game, (guint) p), bp_game_score (&game, (guint) p),
                options.n_players > 1 && (winners & (1u << p)) ? _(" — wins") : "");
        if (options.n_players == 1 && bp_score_is_excellent (bp_game_score (&game, 0)))
          printf (" %s", _("— excellent!"));
        printf ("\n");
      }
  }
  return SW_CLI_EXIT_OK;
}
