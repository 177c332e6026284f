/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bp-property.c: many seeded games of every size and level mix; after
 * every round the invariants of the issue hold. */
#include "config.h"

#include "bp-test-util.h"
#include "sw-rng.h"

#ifdef SCHOTT_SANITIZED
# define N_GAMES 1000
#else
# define N_GAMES 10000
#endif

/* Seat kinds: the three levels plus a player that picks any legal
 * extension at random (passes included), which reaches corners the
 * computer players avoid. */
enum { KIND_RANDOM, KIND_EASY, KIND_NORMAL, KIND_EXPERT, N_KINDS };

static void
choose (const BpGame *game,
        guint         player,
        guint         kind,
        SwRng        *rng,
        BpExtension  *ext)
{
  if (kind == KIND_RANDOM)
    {
      g_autoptr(GArray) all = bp_game_legal_extensions (game, player);

      g_assert_cmpuint (all->len, >=, 1);
      *ext = g_array_index (all, BpExtension, sw_rng_below (rng, all->len));
      return;
    }
  bp_ai_choose_in_game (game, player, (BpAiLevel) (kind - KIND_EASY), ext);
}

typedef struct
{
  guint a, b;   /* the ends the test expects */
} Ends;

static void
check_round (const BpGame *game,
             Ends         *ends,
             guint         round)
{
  guint8 counts[BP_N_COLOURS];

  bp_card_counts (game->deck[round - 1], counts);
  for (guint p = 0; p < game->n_players; p++)
    {
      const BpPlayer *player = &game->players[p];
      const BpLine *line = &player->line;
      const BpExtension *ext = &player->history[round - 1];
      guint8 used[BP_N_COLOURS] = { 0, };
      guint64 mask = 0;
      int points;

      /* No gap, no repeated field. */
      for (guint i = 0; i < line->length; i++)
        {
          g_assert_cmpuint (line->fields[i], <, BP_N_FIELDS);
          g_assert_false (mask & (G_GUINT64_CONSTANT (1) << line->fields[i]));
          mask |= G_GUINT64_CONSTANT (1) << line->fields[i];
          if (i > 0)
            g_assert_true (bp_fields_adjacent (line->fields[i - 1], line->fields[i]));
        }
      g_assert_cmpuint (mask, ==, line->mask);
      g_assert_cmpuint (line->fields[0] == bp_board_start (player->board)
                        || line->fields[line->length - 1] == bp_board_start (player->board)
                        || line->length > 1, ==, TRUE);

      /* Only the round's card, each card field once. */
      for (guint i = 0; i < ext->n_cells; i++)
        used[bp_field_colour (ext->cells[i])]++;
      for (guint c = 0; c < BP_N_COLOURS; c++)
        g_assert_cmpuint (used[c], <=, counts[c]);

      /* The ends are where the last extension left them. */
      if (ext->n_cells > 0)
        {
          guint last = ext->cells[ext->n_cells - 1];

          if (ext->from == ends[p].b)
            ends[p].b = last;
          else
            {
              g_assert_cmpuint (ext->from, ==, ends[p].a);
              ends[p].a = last;
            }
        }
      g_assert_true ((line->fields[0] == ends[p].a && line->fields[line->length - 1] == ends[p].b)
                     || (line->fields[0] == ends[p].b && line->fields[line->length - 1] == ends[p].a));

      /* The running score equals the score recomputed from scratch. */
      g_assert_cmpint (bp_game_recompute_score (game, p, &points), ==, bp_game_score (game, p));
      g_assert_cmpint (points, ==, player->number_points);
    }
}

static void
test_property_games (void)
{
  guint64 rounds = 0, games_with[N_KINDS] = { 0, };
  guint mixes_seen[BP_MAX_PLAYERS + 1][256] = { { 0, }, };
  const guint n_mixes[BP_MAX_PLAYERS + 1] = { 0, 3, 9, 27, 81 };
  guint expert_games[BP_MAX_PLAYERS + 1] = { 0, };

  for (guint g = 0; g < N_GAMES; g++)
    {
      guint n_players = 1 + g % 4;
      guint index = g / 4;
      guint kinds[BP_MAX_PLAYERS];
      guint mix = 0;
      gboolean has_expert = FALSE;
      BpGame game;
      Ends ends[BP_MAX_PLAYERS];
      SwRng rng;

      /* Every mix of random, easy and normal seats for every size, over
       * and over (below: normal less often); the expert (slow by design: it plays sampled games to
       * the end for every decision) replaces one seat in one game of 250
       * (after the first round of mixes),
       * which still puts it in every size and beside every other kind. */
      for (guint p = 0, i = index; p < n_players; p++, i /= 3)
        kinds[p] = i % 3;
      /* After the first round of mixes, normal (0.5 ms a decision) sits
       * in one game of ten; random and easy fill the rest. */
      for (guint p = 0; p < n_players; p++)
        if (index >= n_mixes[n_players] && index % 10 != 0 && kinds[p] == KIND_NORMAL)
          kinds[p] = KIND_EASY;
      if (index % 250 == 100)
        kinds[(index / 250) % n_players] = KIND_EXPERT;
      for (guint p = 0; p < n_players; p++)
        {
          has_expert |= kinds[p] == KIND_EXPERT;
          mix = mix * N_KINDS + kinds[p];
        }
      mixes_seen[n_players][mix]++;

      bp_game_init (&game, n_players, NULL, g);
      sw_rng_seed (&rng, g, 77);
      for (guint p = 0; p < n_players; p++)
        {
          ends[p].a = ends[p].b = bp_board_start (game.players[p].board);
          for (guint k = 0; k < N_KINDS; k++)
            games_with[k] += kinds[p] == k;
        }
      expert_games[n_players] += has_expert;

      for (guint r = 1; r <= BP_N_ROUNDS; r++)
        {
          g_assert_cmpuint (game.phase, ==, BP_PHASE_CHOOSING);
          g_assert_cmpuint (game.round, ==, r);
          for (guint p = 0; p < n_players; p++)
            {
              BpExtension ext;
              g_autofree char *message = NULL;
              const char *refusal;

              choose (&game, p, kinds[p], &rng, &ext);
              refusal = bp_game_commit (&game, p, &ext, &message);
              if (refusal != NULL)
                g_error ("game %u round %u seat %u: %s %s", g, r, p, refusal, message);
            }
          check_round (&game, ends, r);
          rounds++;
        }
      g_assert_cmpuint (game.phase, ==, BP_PHASE_OVER);
      g_assert_cmpuint (game.round, ==, BP_N_ROUNDS + 1);
    }

  g_assert_cmpuint (rounds, ==, (guint64) N_GAMES * BP_N_ROUNDS);
  for (guint n = 1; n <= BP_MAX_PLAYERS; n++)
    {
      for (guint m = 0; m < n_mixes[n]; m++)
        {
          guint code = 0;

          /* Mix m of {random, easy, normal} in base N_KINDS. */
          for (guint p = 0, i = m; p < n; p++, i /= 3)
            code = code * N_KINDS + i % 3;
          g_assert_cmpuint (mixes_seen[n][code], >=, 1);
        }
#ifndef SCHOTT_SANITIZED
      g_assert_cmpuint (expert_games[n], >=, 2);
#endif
    }
  g_test_message ("%u games; seats: random %" G_GUINT64_FORMAT ", easy %" G_GUINT64_FORMAT
                  ", normal %" G_GUINT64_FORMAT ", expert %" G_GUINT64_FORMAT,
                  N_GAMES, games_with[0], games_with[1], games_with[2], games_with[3]);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/best-path/property/games",
                   test_property_games);
  return g_test_run ();
}
