/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bp-ai.c: the computer players: legal, deterministic, blind to what
 * a player cannot see, ordered in strength; expert's hint. */
#include "config.h"

#include "bp-test-util.h"
#include "sw-rng.h"

#ifdef SCHOTT_SANITIZED
# define SCALE 4
#else
# define SCALE 1
#endif

static void
play_round_robin (BpGame          *game,
                  const BpAiLevel *levels,
                  guint            stop_round)
{
  while (game->phase == BP_PHASE_CHOOSING && game->round < stop_round)
    for (guint p = 0; p < game->n_players; p++)
      {
        BpExtension ext;

        bp_ai_choose_in_game (game, p, levels[p], &ext);
        g_assert_null (bp_game_commit (game, p, &ext, NULL));
      }
}

static void
test_ai_deterministic (void)
{
  for (guint level = BP_AI_EASY; level <= BP_AI_EXPERT; level++)
    for (guint64 seed = 0; seed < (level == BP_AI_EXPERT ? 2u : 6u); seed++)
      {
        BpGame a, b;
        const BpAiLevel levels[3] = { level, BP_AI_EASY, BP_AI_NORMAL };

        bp_game_init (&a, 3, NULL, seed);
        bp_game_init (&b, 3, NULL, seed);
        play_round_robin (&a, levels, 16);
        play_round_robin (&b, levels, 16);
        g_assert_cmpmem (&a.players[0].history, sizeof a.players[0].history,
                         &b.players[0].history, sizeof b.players[0].history);
        g_assert_cmpint (bp_game_score (&a, 0), ==, bp_game_score (&b, 0));
      }
}

/* R-ROUND-5: the order of the cards to come and the others' choices of
 * the round change nothing in a computer player's choice. */
static void
test_ai_blind (void)
{
  for (guint level = BP_AI_EASY; level <= BP_AI_EXPERT; level++)
    for (guint64 seed = 0; seed < 6 / SCALE + 1; seed++)
      {
        BpGame game, shuffled;
        const BpAiLevel levels[2] = { BP_AI_NORMAL, BP_AI_NORMAL };
        BpExtension mine, theirs, other;
        SwRng rng;

        bp_game_init (&game, 2, NULL, seed);
        play_round_robin (&game, levels, 2 + (guint) seed % 10);

        /* Another order of the unturned cards. */
        shuffled = game;
        sw_rng_seed (&rng, seed, 5);
        for (guint i = BP_N_CARDS; i > game.round; i--)
          {
            guint j = game.round + sw_rng_below (&rng, i - game.round);
            guint8 tmp = shuffled.deck[i - 1];

            shuffled.deck[i - 1] = shuffled.deck[j];
            shuffled.deck[j] = tmp;
          }
        bp_ai_choose_in_game (&game, 1, level, &mine);
        bp_ai_choose_in_game (&shuffled, 1, level, &other);
        g_assert_cmpmem (&mine, sizeof mine, &other, sizeof other);

        /* The other player commits first, one way or another. */
        {
          g_autoptr(GArray) all = bp_game_legal_extensions (&game, 0);
          BpGame first = game, last = game;

          g_assert_null (bp_game_commit (&first, 0, &g_array_index (all, BpExtension, 0), NULL));
          g_assert_null (bp_game_commit (&last, 0, &g_array_index (all, BpExtension, all->len - 1), NULL));
          bp_ai_choose_in_game (&first, 1, level, &theirs);
          bp_ai_choose_in_game (&last, 1, level, &other);
          g_assert_cmpmem (&mine, sizeof mine, &theirs, sizeof theirs);
          g_assert_cmpmem (&mine, sizeof mine, &other, sizeof other);
        }
      }
}

static double
mean_solo (BpAiLevel level,
           guint     n_games)
{
  double total = 0;

  for (guint g = 0; g < n_games; g++)
    {
      BpGame game;
      const BpAiLevel levels[1] = { level };

      bp_game_init (&game, 1, NULL, 500 + g);
      play_round_robin (&game, levels, 16);
      g_assert_cmpuint (game.phase, ==, BP_PHASE_OVER);
      total += bp_game_score (&game, 0);
    }
  return total / n_games;
}

static void
test_ai_strength (void)
{
  double easy = mean_solo (BP_AI_EASY, 400 / SCALE);
  double normal = mean_solo (BP_AI_NORMAL, 200 / SCALE);
  double expert = mean_solo (BP_AI_EXPERT, 12 / SCALE);

  g_test_message ("solo means: easy %.2f, normal %.2f, expert %.2f", easy, normal, expert);
  g_assert_cmpfloat (normal, >, easy + 8);
  g_assert_cmpfloat (expert, >, normal + 4);
}

/* Two-player games of a against b on deals 900, 901, …, each deal played
 * twice with the seats swapped; ties share the win. */
static double
duel (BpAiLevel a,
      BpAiLevel b,
      guint     n_deals)
{
  double wins = 0.0;

  for (guint d = 0; d < n_deals; d++)
    for (guint a_seat = 0; a_seat < 2; a_seat++)
      {
        BpGame game;
        BpAiLevel levels[2];
        int sa, sb;

        levels[a_seat] = a;
        levels[1 - a_seat] = b;
        bp_game_init (&game, 2, NULL, 900 + d);
        play_round_robin (&game, levels, 16);
        g_assert_cmpuint (game.phase, ==, BP_PHASE_OVER);
        sa = bp_game_score (&game, a_seat);
        sb = bp_game_score (&game, 1 - a_seat);
        wins += sa > sb ? 1.0 : sa == sb ? 0.5 : 0.0;
      }
  return wins / (2.0 * n_deals);
}

/* The ladder: each level beats the one below in two-player games. The
 * deals and the computers' dice are fixed, so the figures are exact, not
 * samples that may flake; the thresholds sit well below the 2,000-game
 * figures of the README (schott-cli best-path tournament) so that only a
 * real loss of strength fails. */
static void
test_ai_ladder (void)
{
  double normal_easy = duel (BP_AI_NORMAL, BP_AI_EASY, 100 / SCALE);
  double hard_normal = duel (BP_AI_HARD, BP_AI_NORMAL, 100 / SCALE);
  double expert_hard = duel (BP_AI_EXPERT, BP_AI_HARD, 40 / SCALE);

  g_test_message ("normal beats easy %.1f%%, hard beats normal %.1f%%, expert beats hard %.1f%%",
                  100 * normal_easy, 100 * hard_normal, 100 * expert_hard);
  /* under the sanitizers a quarter of the games: a wider margin */
  g_assert_cmpfloat (normal_easy, >, SCALE == 1 ? 0.62 : 0.55);
  g_assert_cmpfloat (hard_normal, >, SCALE == 1 ? 0.55 : 0.50);
  g_assert_cmpfloat (expert_hard, >, SCALE == 1 ? 0.55 : 0.50);
}

/* The expert takes a number an opponent would take first, at full value. */
static void
test_ai_race (void)
{
  BpGame game;
  BpExtension ext;
  gboolean reaches_3 = FALSE;

  /* Boards 1 and 4 both touch the 3 with C02 (G K R P) in round 1. */

  {
    guint8 deck[BP_N_CARDS];

    deck_from ("C02", deck);
    g_assert_null (bp_game_init_with_deck (&game, 2, (const guint8[]) { 1, 4 }, deck, 1));
  }
  bp_ai_choose_in_game (&game, 0, BP_AI_EXPERT, &ext);
  for (guint i = 0; i < ext.n_cells; i++)
    reaches_3 |= bp_field_number (ext.cells[i]) == 3;
  g_assert_true (reaches_3);
}

static void
test_ai_hint (void)
{
  for (guint64 seed = 0; seed < 4; seed++)
    {
      BpGame game;
      const BpAiLevel levels[2] = { BP_AI_NORMAL, BP_AI_NORMAL };

      bp_game_init (&game, 2, NULL, seed);
      play_round_robin (&game, levels, 1 + (guint) seed * 3);
      {
        BpExtension hint, expert;
        BpView view;
        g_autofree char *why = NULL;

        bp_view_init (&view, &game, 0);
        why = bp_ai_hint (&view, &hint);
        bp_ai_choose (&view, BP_AI_EXPERT, 0, &expert);
        g_assert_cmpmem (&hint, sizeof hint, &expert, sizeof expert);
        g_assert_null (bp_game_check (&game, 0, &hint, NULL));
        g_assert_nonnull (why);
        g_assert_cmpuint (strlen (why), >, 10);
        g_assert_null (strchr (why, '\n'));
        {
          guint highest = 0;

          /* The line names the highest number the extension reaches. */
          for (guint i = 0; i < hint.n_cells; i++)
            highest = MAX (highest, bp_field_number (hint.cells[i]));
          if (highest)
            {
              g_autofree char *number = g_strdup_printf ("the %u ", highest);

              g_assert_nonnull (strstr (why, number));
            }
        }
      }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/best-path/ai/deterministic", test_ai_deterministic);
  g_test_add_func ("/best-path/ai/R-ROUND-5/blind", test_ai_blind);
  g_test_add_func ("/best-path/ai/strength", test_ai_strength);
  g_test_add_func ("/best-path/ai/ladder", test_ai_ladder);
  g_test_add_func ("/best-path/ai/R-NUM-2/race", test_ai_race);
  g_test_add_func ("/best-path/ai/hint", test_ai_hint);
  return g_test_run ();
}
