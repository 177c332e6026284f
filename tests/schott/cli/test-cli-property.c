/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli-property.c: invariants checked after every action of many
 * seeded computer games (all easy/normal mixes, 2-4 players, the schott and
 * the classic variant). */
#include "config.h"

#include <string.h>

#include "schott-engine.h"

#ifdef SCHOTT_SANITIZED
# define SCALE 10
#else
# define SCALE 1
#endif

typedef struct
{
  guint events_this_stage[SCHOTT_MAX_PLAYERS];
  guint fast_tracks[SCHOTT_MAX_PLAYERS];
  guint total_events;
  guint total_fast_tracks;
  guint total_questions;
  guint total_bonuses;
  guint total_reshuffles;
  guint64 total_actions;
  guint64 total_stages;
  guint games;
} Watch;

static void
on_log_cb (const SchottLogEntry *entry,
           gpointer              user_data)
{
  Watch *watch = user_data;

  switch (entry->kind)
    {
    case SCHOTT_LOG_STAGE_STARTED:
      memset (watch->events_this_stage, 0, sizeof watch->events_this_stage);
      watch->total_stages++;
      break;
    case SCHOTT_LOG_EVENT_REVEALED:
      g_assert_cmpint (entry->player, >=, 0);
      watch->events_this_stage[entry->player]++;
      watch->total_events++;
      break;
    case SCHOTT_LOG_FAST_TRACK:
      watch->fast_tracks[entry->player]++;
      watch->total_fast_tracks++;
      break;
    case SCHOTT_LOG_QUESTION_ANSWERED:
      watch->total_questions++;
      break;
    case SCHOTT_LOG_BONUS:
      watch->total_bonuses++;
      break;
    case SCHOTT_LOG_PILE_RESHUFFLED:
      watch->total_reshuffles++;
      break;
    default:
      break;
    }
}

static void
check_invariants (const SchottGame *game,
                  const Watch      *watch)
{
  guint count[SCHOTT_MAX_VALUE + 1] = { 0, };
  const SchottDeckSpec *spec = &game->variant.deck[game->n_players];
  gint finish = game->variant.route_length;

  /* R-COMP-1, R-COMP-2: every card in exactly one place */
  for (guint p = 0; p < game->n_players; p++)
    for (guint i = 0; i < game->row_length; i++)
      count[game->rows[p][i]]++;
  for (guint i = 0; i < game->n_draw; i++)
    count[game->draw[i]]++;
  for (guint i = 0; i < game->n_discard; i++)
    count[game->discard[i]]++;
  if (game->has_drawn)
    count[game->drawn]++;
  for (guint v = 1; v <= SCHOTT_MAX_VALUE; v++)
    if (count[v] != (v <= spec->max_value ? 1u : 0u))
      g_error ("R-COMP-1: card %u is in %u places (seed %" G_GUINT64_FORMAT ", turn %u)",
               v, count[v], game->seed, game->turn);
  if (count[SCHOTT_JOKER] != spec->n_jokers)
    g_error ("R-COMP-2: %u jokers instead of %u (seed %" G_GUINT64_FORMAT ")",
             count[SCHOTT_JOKER], spec->n_jokers, game->seed);

  /* R-SETUP-1, R-MOVE-2: figures on the route, one per field but start and finish */
  for (guint p = 0; p < game->n_players; p++)
    {
      g_assert_cmpint (game->figure[p], >=, 0);
      g_assert_cmpint (game->figure[p], <=, finish);
      for (guint q = p + 1; q < game->n_players; q++)
        if (game->figure[p] == game->figure[q] && game->figure[p] != 0
            && game->figure[p] != finish)
          g_error ("R-SETUP-1: figures %u and %u share field %d (seed %" G_GUINT64_FORMAT ")",
                   p, q, game->figure[p], game->seed);
    }

  /* R-TURN-1: at most events_per_player events per stage; R-FAST-1: one
   * Fast Track per game */
  for (guint p = 0; p < game->n_players; p++)
    {
      if (watch->events_this_stage[p] > game->variant.events_per_player
          || game->events_played[p] > game->variant.events_per_player)
        g_error ("R-TURN-1: player %u played %u events this stage (seed %" G_GUINT64_FORMAT ")",
                 p, watch->events_this_stage[p], game->seed);
      if (watch->fast_tracks[p] > (game->variant.fast_track ? 1u : 0u))
        g_error ("R-FAST-1: player %u played Fast Track %u times (seed %" G_GUINT64_FORMAT ")",
                 p, watch->fast_tracks[p], game->seed);
    }
}

static void
play_checked_game (const SchottVariant *variant,
                   guint                n_players,
                   const SchottAiLevel *levels,
                   guint64              seed,
                   Watch               *watch)
{
  g_autoptr(GError) error = NULL;
  SchottGame game;
  SchottAi ais[SCHOTT_MAX_PLAYERS];
  guint winners = 0;

  memset (watch->fast_tracks, 0, sizeof watch->fast_tracks);
  memset (watch->events_this_stage, 0, sizeof watch->events_this_stage);
  watch->total_stages++;

  g_assert_true (schott_game_init (&game, variant, n_players, seed, &error));
  g_assert_no_error (error);
  for (guint p = 0; p < n_players; p++)
    schott_ai_init (&ais[p], levels[p], seed, p);
  check_invariants (&game, watch);

  while (!schott_game_is_over (&game))
    {
      gint decider = schott_game_decider (&game);
      SchottChoice choice;

      g_assert_cmpint (decider, >=, 0);
      g_assert_cmpint (decider, <, (gint) n_players);
      choice = schott_ai_choose_in_game (&ais[decider], &game);
      if (!schott_game_is_legal (&game, &choice))
        {
          g_autofree char *text = schott_choice_to_string (&choice);
          g_error ("%s chose the illegal %s at %s (seed %" G_GUINT64_FORMAT ")",
                   schott_ai_level_name (levels[decider]), text,
                   schott_decision_name (game.decision), seed);
        }
      g_assert_true (schott_game_decide (&game, &choice, on_log_cb, watch, &error));
      g_assert_no_error (error);
      watch->total_actions++;
      check_invariants (&game, watch);
    }

  /* D-CAP-1 never needed by the computer players; R-WIN-1 somebody wins */
  if (game.capped_stages != 0)
    g_error ("D-CAP-1: %u capped stages (seed %" G_GUINT64_FORMAT ")", game.capped_stages, seed);
  for (guint p = 0; p < n_players; p++)
    winners += game.winners[p] ? 1 : 0;
  g_assert_cmpuint (winners, >=, 1);
  if (variant->route_length > 0)
    for (guint p = 0; p < n_players; p++)
      g_assert_true (game.winners[p] == (game.figure[p] == variant->route_length));
  watch->games++;
}

/* Plays n_games spread over every easy/normal assignment to the seats. */
static void
run_mixes (const char *variant_name,
           guint       n_players,
           guint       n_games,
           guint64     seed_base,
           Watch      *watch)
{
  SchottVariant variant;
  guint n_mixes = 1u << n_players;

  g_assert_true (schott_variant_init_named (&variant, variant_name));
  for (guint g = 0; g < n_games; g++)
    {
      SchottAiLevel levels[SCHOTT_MAX_PLAYERS];
      guint mix = g % n_mixes;

      for (guint p = 0; p < n_players; p++)
        levels[p] = (mix >> p) & 1 ? SCHOTT_AI_NORMAL : SCHOTT_AI_EASY;
      play_checked_game (&variant, n_players, levels, seed_base + g, watch);
    }
}

static void
report (const char  *what,
        const Watch *watch)
{
  g_test_message ("%s: %u games, %" G_GUINT64_FORMAT " actions, %" G_GUINT64_FORMAT
                  " stages, %u events, %u Fast Tracks, %u questions, %u bonuses, %u reshuffles",
                  what, watch->games, watch->total_actions, watch->total_stages,
                  watch->total_events, watch->total_fast_tracks, watch->total_questions,
                  watch->total_bonuses, watch->total_reshuffles);
}

static void
test_schott (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  /* 10,000 schott games in all: 3,000 with 2 players, 3,500 with 3 and 4 */
  guint n_games = (n_players == 2 ? 3000 : 3500) / SCALE;
  Watch watch = { { 0, }, };

  run_mixes ("schott", n_players, n_games, 1000000u * n_players, &watch);
  report ("schott", &watch);
  g_assert_cmpuint (watch.games, ==, n_games);
  /* the run really exercised the rules it checks */
  g_assert_cmpuint (watch.total_events, >, 0);
  g_assert_cmpuint (watch.total_fast_tracks, >, 0);
  g_assert_cmpuint (watch.total_questions, >, 0);
  g_assert_cmpuint (watch.total_bonuses, >, 0);
}

static void
test_classic (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  guint n_games = 500 / SCALE;
  Watch watch = { { 0, }, };

  run_mixes ("classic", n_players, n_games, 7000000u * n_players, &watch);
  report ("classic", &watch);
  g_assert_cmpuint (watch.games, ==, n_games);
  g_assert_cmpuint (watch.total_events, ==, 0);
  g_assert_cmpuint (watch.total_fast_tracks, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  if (SCALE > 1)
    g_test_message ("sanitized build: games scaled down by %d", SCALE);

  for (guint n = 2; n <= 4; n++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/property/schott-%u-players/R-COMP-1,R-SETUP-1,R-TURN-1,R-FAST-1,D-CAP-1", n);
      g_test_add_data_func (path, GUINT_TO_POINTER (n), test_schott);
    }
  for (guint n = 2; n <= 4; n++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/property/classic-%u-players/R-COMP-1,D-CAP-1", n);
      g_test_add_data_func (path, GUINT_TO_POINTER (n), test_classic);
    }

  return g_test_run ();
}
