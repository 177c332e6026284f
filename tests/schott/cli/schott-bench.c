/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-bench.c: engine throughput and computer-player decision times.
 * Run with `meson compile -C build bench`. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "schott-engine.h"

static double
now_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

static void
play (SchottGame *game,
      SchottAi   *ais)
{
  while (!schott_game_is_over (game))
    {
      SchottChoice choice = schott_ai_choose_in_game (&ais[schott_game_decider (game)], game);

      if (!schott_game_decide (game, &choice, NULL, NULL, NULL))
        g_error ("illegal choice in game %" G_GUINT64_FORMAT, game->seed);
    }
}

static void
throughput (const char   *variant_name,
            SchottAiLevel level,
            guint         n_games)
{
  SchottVariant variant;
  guint64 turns = 0;
  double start, seconds;

  g_assert_true (schott_variant_init_named (&variant, variant_name));
  start = now_seconds ();
  for (guint g = 0; g < n_games; g++)
    {
      SchottGame game;
      SchottAi ais[2];

      schott_game_init (&game, &variant, 2, g + 1, NULL);
      schott_ai_init (&ais[0], level, g + 1, 0);
      schott_ai_init (&ais[1], level, g + 1, 1);
      play (&game, ais);
      turns += game.turn;
    }
  seconds = now_seconds () - start;
  printf ("%-8s %-6s self-play, 2 players: %9.0f games/s  %11.0f turns/s  (%u games)\n",
          variant_name, schott_ai_level_name (level), n_games / seconds, turns / seconds, n_games);
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* Times every decision of one level in games against the other level. */
static void
decision_times (SchottAiLevel level,
                SchottAiLevel opponent,
                guint         n_games)
{
  SchottVariant variant;
  GArray *all = g_array_new (FALSE, FALSE, sizeof (double));
  GArray *turns = g_array_new (FALSE, FALSE, sizeof (double));

  schott_variant_init_default (&variant);
  for (guint g = 0; g < n_games; g++)
    {
      SchottGame game;
      SchottAi ais[2];

      schott_game_init (&game, &variant, 2, 1000 + g, NULL);
      schott_ai_init (&ais[0], level, 1000 + g, 0);
      schott_ai_init (&ais[1], opponent, 1000 + g, 1);
      while (!schott_game_is_over (&game))
        {
          gint who = schott_game_decider (&game);
          gboolean timed = who == 0;
          gboolean is_turn = game.decision == SCHOTT_DECISION_TURN;
          double start = now_seconds ();
          SchottChoice choice = schott_ai_choose_in_game (&ais[who], &game);
          double micro = (now_seconds () - start) * 1e6;

          if (timed)
            {
              g_array_append_val (all, micro);
              if (is_turn)
                g_array_append_val (turns, micro);
            }
          if (!schott_game_decide (&game, &choice, NULL, NULL, NULL))
            g_error ("illegal choice");
        }
    }

  g_array_sort (all, compare_doubles);
  g_array_sort (turns, compare_doubles);
  printf ("%-6s decision time vs %-6s: median %7.2f µs, p90 %7.2f µs, max %8.1f µs"
          " (all %u decisions); turn decisions: median %7.2f µs\n",
          schott_ai_level_name (level), schott_ai_level_name (opponent),
          g_array_index (all, double, all->len / 2),
          g_array_index (all, double, all->len * 9 / 10),
          g_array_index (all, double, all->len - 1), all->len,
          g_array_index (turns, double, turns->len / 2));
  g_array_unref (all);
  g_array_unref (turns);
}

int
main (int    argc,
      char **argv)
{
  /* a quick run for CI smoke tests: schott-bench --quick */
  guint scale = argc > 1 && strcmp (argv[1], "--quick") == 0 ? 100 : 1;

  printf ("SCHOTT World engine benchmark (one core)\n");
  throughput ("classic", SCHOTT_AI_EASY, 200000 / scale);
  throughput ("schott", SCHOTT_AI_EASY, 50000 / scale);
  throughput ("schott", SCHOTT_AI_NORMAL, 1000 / scale);
  decision_times (SCHOTT_AI_EASY, SCHOTT_AI_NORMAL, 500 / scale);
  decision_times (SCHOTT_AI_NORMAL, SCHOTT_AI_EASY, 500 / scale);
  return 0;
}
