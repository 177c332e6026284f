/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-ai.c: the computer players.
 *
 * Every level sees only a BpView (bp_game_public_view()): the turned cards, the lines
 * and the scores; never the order of the unturned cards nor the other
 * players' choices of the round.
 *
 * The quick judgement of an extension: its fields and number points now,
 * minus a cost for an end left with few free neighbours (a closed end never
 * grows again), plus half a point for every free field the two ends can
 * still reach, up to four per round left.
 *
 * easy:   the most fields and points now, ties broken by dice.
 * normal: the quick judgement alone.
 * hard:   the gain now plus, averaged over every card that may come next
 *         (the whole distribution, not samples), the best the quick
 *         judgement could then do (among its best candidates).
 * expert: the quick judgement's best candidates (32, alone 48), each played to the end of
 *         the game over the same sampled orders of the cards still to come
 *         (the 15 known cards minus those turned), every player moving by
 *         the quick judgement (alone, with a cost for numbers skipped over:
 *         see SKIP_COST); opponents race for the same numbers in
 *         those games, so a number an opponent would reach first is worth
 *         only half. Alone, the candidate with the best mean final score
 *         wins; against others, the best mean lead over the strongest
 *         other player.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "bp-engine.h"
#include "sw-rng.h"

#define BIT(f) (G_GUINT64_CONSTANT (1) << (f))

/* With others, twice the candidates on twice the sampled orders per seat
 * (issue 28): against hard on the 300 games of `best-path tournament
 * --players 2 --ai expert,hard --games 150 --seed 11 --ai-seed 3` 70.0 %
 * became 76.0 %; decision median 4.8 -> 11.8 ms, max 60 -> 227 ms. */
#define EXPERT_CANDIDATES 32
/* Alone, a decision plays only its own seat in the sampled games: three
 * times the candidates cost about what 16 cost with two players. On the
 * same 300 deals (best-path simulate --games 300 --seed 11 --ai-seed 3) the
 * solo mean went from 36.72 to 37.49 and the games over 40 from 14.0 to
 * 19.3 %; decision median 7.8 ms, max 173 ms. */
#define EXPERT_SOLO_CANDIDATES 48
#define EXPERT_SAMPLES    96
/* shared among the seats with others, at most EXPERT_SAMPLES per seat */
#define EXPERT_SAMPLES_OTHERS 192
#define HARD_CANDIDATES   24
#ifndef EXPERT_MARGIN
# define EXPERT_MARGIN 1
#endif
#ifndef REGION_WEIGHT
# define REGION_WEIGHT 0.5
#endif
/* Alone, a number scores in full only above every number reached before
 * (R-SOLO-2): an extension whose highest number jumps over numbers that
 * the line can still reach leaves each of them worth half from then on.
 * The expert's sampled games charge that half once, per skipped number its
 * line's ends can still reach (issue 28). On the 300 deals of
 * `best-path simulate --players 1 --games 300 --seed 11 --ai-seed 3` the
 * solo mean went from 37.49 to 38.15 (cost 0.5), 38.44 (1.0), 37.88 (2.0);
 * the games over 40 from 19.3 % to 28.3, 34.0 and 24.7 %. */
#ifndef SKIP_COST
# define SKIP_COST 1.0
#endif

typedef struct
{
  guint8  colour[BP_N_FIELDS];
  guint8  number[BP_N_FIELDS];
  guint8  n_neighbours[BP_N_FIELDS];
  guint8  neighbours[BP_N_FIELDS][6];
  guint64 neighbour_mask[BP_N_FIELDS];
  guint8  counts[BP_N_CARDS][BP_N_COLOURS];
} Tables;

/* A player's line as the search needs it. */
typedef struct
{
  guint64 line;
  guint8  a, b;        /* the ends; a == b while the line is the start */
  guint8  length;
  guint8  highest;     /* solo: the highest number reached so far */
  gint16  points;
} Seat;

typedef struct
{
  guint8   n_players;
  gboolean solo;
  guint16  taken;      /* numbers reached by anybody in an earlier round */
  Seat     seats[BP_MAX_PLAYERS];
} State;

typedef struct
{
  BpExtension ext;
  double      value;    /* the policy's value: gain plus the ends' freedom */
  int         gain;     /* fields plus number points */
} Scored;

/* The quick judgement every level builds on: immediate gain, plus (for
 * POLICY) the freedom both ends keep. */
#define LEVEL_GREEDY BP_AI_EASY
#define LEVEL_POLICY BP_AI_NORMAL
/* The expert's sampled games: the quick judgement, alone with SKIP_COST. */
#define LEVEL_PLAYOUT ((BpAiLevel) (BP_AI_EXPERT + 1))

typedef struct
{
  const Tables *t;
  const State  *state;
  const Seat   *seat;
  const guint8 *counts;
  BpAiLevel     level;
  gboolean      last_round;
  int           rounds_left;  /* after this one */
  SwRng    *rng;          /* easy's tie-breaks */
  guint8        used[BP_N_COLOURS];
  BpExtension   ext;
  BpExtension   best;
  double        best_value;
  guint         n_ties;
  guint         highest;      /* the highest number with ext */
  GArray       *all;          /* of Scored, when collecting */
} Search;

static Tables tables;

static const Tables *
get_tables (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (guint f = 0; f < BP_N_FIELDS; f++)
        {
          guint n;
          const guint8 *nb = bp_field_neighbours (f, &n);

          tables.colour[f] = (guint8) bp_field_colour (f);
          tables.number[f] = (guint8) bp_field_number (f);
          tables.n_neighbours[f] = (guint8) n;
          memcpy (tables.neighbours[f], nb, n);
          tables.neighbour_mask[f] = bp_field_neighbour_mask (f);
        }
      for (guint c = 0; c < BP_N_CARDS; c++)
        bp_card_counts (c, tables.counts[c]);
      g_once_init_leave (&done, 1);
    }
  return &tables;
}

static int
number_points (const State *state,
               guint        highest,
               guint        value)
{
  if (state->solo)
    return value > highest ? (int) value : bp_half ((int) value);
  return (state->taken & (1u << value)) ? bp_half ((int) value) : (int) value;
}

static double
end_freedom (int free_neighbours)
{
  /* A closed end can never grow again; one way out is easily closed. */
  static const double cost[4] = { -3.0, -1.0, -0.3, 0.0 };

  return cost[MIN (free_neighbours, 3)];
}

/* Free fields an end can still reach: everything else is lost for good. */
static guint64
reachable (const Tables *t,
           guint64       free_fields,
           guint         a,
           guint         b)
{
  guint64 region = 0;
  guint64 frontier = (t->neighbour_mask[a] | t->neighbour_mask[b]) & free_fields;

  while (frontier)
    {
      guint64 next = 0;

      region |= frontier;
      for (guint64 f = frontier; f; f &= f - 1)
        next |= t->neighbour_mask[__builtin_ctzll (f)];
      frontier = next & free_fields & ~region;
    }
  return region;
}

static double
leaf_value (Search  *s,
            guint64  occupied,
            int      points)
{
  double value = s->ext.n_cells + points;
  guint new_end, other;

  if (s->level == LEVEL_GREEDY || s->last_round)
    return value;

  if (s->ext.n_cells == 0)
    {
      new_end = s->seat->a;
      other = s->seat->b;
    }
  else
    {
      new_end = s->ext.cells[s->ext.n_cells - 1];
      other = s->ext.from == s->seat->a ? s->seat->b : s->seat->a;
    }
  value += end_freedom (__builtin_popcountll (s->t->neighbour_mask[new_end] & ~occupied));
  if (other != new_end)
    value += end_freedom (__builtin_popcountll (s->t->neighbour_mask[other] & ~occupied));
  if (REGION_WEIGHT > 0)
    {
      guint64 all = (G_GUINT64_CONSTANT (1) << BP_N_FIELDS) - 1;
      guint64 region = reachable (s->t, all & ~occupied, new_end, other);
      int cap = 4 * s->rounds_left;

      value += REGION_WEIGHT * MIN (__builtin_popcountll (region), cap);
      if (s->level == LEVEL_PLAYOUT && s->state->solo && s->highest > s->seat->highest + 1u)
        {
          int lost = 0;

          for (guint u = MAX ((guint) s->seat->highest + 1, 2u); u < s->highest; u++)
            if (region & BIT (bp_number_field (u)))
              lost += (int) u - bp_half ((int) u);
          value -= SKIP_COST * lost;
        }
    }
  return value;
}

static void
consider (Search  *s,
          guint64  occupied,
          int      points)
{
  double value = leaf_value (s, occupied, points);

  if (s->all != NULL)
    {
      Scored scored = { s->ext, value, s->ext.n_cells + points };

      g_array_append_val (s->all, scored);
    }
  if (value > s->best_value + 1e-9)
    {
      s->best_value = value;
      s->best = s->ext;
      s->n_ties = 1;
    }
  else if (value > s->best_value - 1e-9 && s->rng != NULL)
    {
      /* Reservoir sampling among equal values. */
      s->n_ties++;
      if (sw_rng_below (s->rng, s->n_ties) == 0)
        s->best = s->ext;
    }
}

static void
search_from (Search  *s,
             guint    prev,
             guint64  occupied,
             int      points,
             guint    highest)
{
  const Tables *t = s->t;

  if (s->ext.n_cells == BP_MAX_CARD_FIELDS)
    return;
  for (guint i = 0; i < t->n_neighbours[prev]; i++)
    {
      guint cell = t->neighbours[prev][i];
      guint colour = t->colour[cell];
      guint v = t->number[cell];
      int gained = 0;

      if ((occupied & BIT (cell)) || s->used[colour] >= s->counts[colour])
        continue;
      if (v != 0)
        gained = number_points (s->state, highest, v);
      s->used[colour]++;
      s->ext.cells[s->ext.n_cells++] = (guint8) cell;
      s->highest = MAX (highest, v);
      consider (s, occupied | BIT (cell), points + gained);
      search_from (s, cell, occupied | BIT (cell), points + gained, MAX (highest, v));
      s->ext.n_cells--;
      s->used[colour]--;
    }
}

/* The level's best extension for seat with the card; with all set, every
 * legal extension with its value is appended to it. */
static void
search_seat (const State *state,
             guint        player,
             guint        card,
             BpAiLevel    level,
             gboolean     last_round,
             int          rounds_left,
             SwRng       *rng,
             GArray      *all,
             BpExtension *best,
             double      *best_value)
{
  Search s = { 0, };
  const Seat *seat = &state->seats[player];

  s.t = get_tables ();
  s.state = state;
  s.seat = seat;
  s.counts = s.t->counts[card];
  s.level = level;
  s.last_round = last_round;
  s.rounds_left = rounds_left;
  s.rng = rng;
  s.all = all;
  s.best_value = -1e9;

  s.ext.from = seat->a;
  consider (&s, seat->line, 0);   /* the pass */

  s.ext.from = seat->a;
  search_from (&s, seat->a, seat->line, 0, seat->highest);
  if (seat->b != seat->a)
    {
      s.ext.from = seat->b;
      search_from (&s, seat->b, seat->line, 0, seat->highest);
    }
  *best = s.best;
  if (best_value)
    *best_value = s.best_value;
}

static void
state_from_game (const BpGame *game,
                 State        *state)
{
  memset (state, 0, sizeof *state);
  state->n_players = game->n_players;
  state->solo = bp_game_is_solo (game);
  for (guint v = 2; v <= BP_MAX_NUMBER; v++)
    if (game->first_round[v] != 0)
      state->taken |= (guint16) (1u << v);
  for (guint p = 0; p < game->n_players; p++)
    {
      const BpPlayer *player = &game->players[p];
      Seat *seat = &state->seats[p];

      seat->line = player->line.mask;
      seat->a = player->line.fields[0];
      seat->b = player->line.fields[player->line.length - 1];
      seat->length = player->line.length;
      seat->points = player->number_points;
      for (guint v = 2; v <= BP_MAX_NUMBER; v++)
        if (player->reached_round[v] != 0)
          seat->highest = (guint8) MAX (seat->highest, v);
    }
}

static guint16
seat_apply (const State       *state,
            Seat              *seat,
            const BpExtension *ext)
{
  const Tables *t = get_tables ();
  guint16 reached = 0;

  if (ext->n_cells == 0)
    return 0;
  for (guint i = 0; i < ext->n_cells; i++)
    {
      guint cell = ext->cells[i];
      guint v = t->number[cell];

      seat->line |= BIT (cell);
      if (v != 0)
        {
          seat->points = (gint16) (seat->points + number_points (state, seat->highest, v));
          seat->highest = (guint8) MAX (seat->highest, v);
          reached |= (guint16) (1u << v);
        }
    }
  seat->length = (guint8) (seat->length + ext->n_cells);
  if (ext->from == seat->b)
    seat->b = ext->cells[ext->n_cells - 1];
  else
    seat->a = ext->cells[ext->n_cells - 1];
  return reached;
}

/* Applies one extension per seat; numbers taken this round count for
 * everybody only from the next round on (R-NUM-2). */
static void
state_apply_round (State             *state,
                   const BpExtension *exts)
{
  guint16 reached = 0;

  for (guint p = 0; p < state->n_players; p++)
    reached |= seat_apply (state, &state->seats[p], &exts[p]);
  state->taken |= reached;
}

/* The computer's dice for a round: a mix (SplitMix64's finaliser) of its
 * own seed, which the view does not hold, the round and the seat. */
static guint64
dice_seed (guint64       ai_seed,
           const BpGame *game,
           guint         player)
{
  guint64 z = ai_seed ^ ((guint64) game->round << 40) ^ ((guint64) player << 56);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static int
compare_scored (const void *a,
                const void *b)
{
  const Scored *x = a, *y = b;

  return (x->value < y->value) - (x->value > y->value);
}

static void
expert_choose (const BpGame *view,
               const State  *state,
               guint         player,
               guint64       ai_seed,
               guint         max_candidates,
               guint         max_samples,
               BpExtension  *choice)
{
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (Scored));
  BpExtension current[BP_MAX_PLAYERS];
  guint8 unseen[BP_N_CARDS];
  guint8 orders[EXPERT_SAMPLES][BP_N_CARDS];
  /* Every seat moves in the sampled games: fewer samples per seat keep a
   * decision's time about the same for 1 to 4 players. */
  guint n_samples = MIN (MAX (max_samples / state->n_players, max_samples / 4u), (guint) EXPERT_SAMPLES);
  guint n_unseen = 0, n_candidates;
  guint unseen_mask = bp_game_unseen_cards (view);
  guint card = bp_game_card (view);
  guint rounds_left = BP_N_ROUNDS - view->round;   /* after this one */
  double best_mean = -1e9;
  SwRng rng;
  BpExtension dummy;

  search_seat (state, player, card, LEVEL_POLICY, rounds_left == 0, (int) rounds_left, NULL, all,
               &dummy, NULL);
  qsort (all->data, all->len, sizeof (Scored), compare_scored);
  n_candidates = MIN (all->len, max_candidates);
  *choice = g_array_index (all, Scored, 0).ext;
  if (rounds_left == 0 || n_candidates == 1)
    return;

  /* The others' choices of this round, as normal would make them: the
   * expert does not see them (R-ROUND-5). */
  for (guint p = 0; p < state->n_players; p++)
    if (p != player)
      search_seat (state, p, card, LEVEL_POLICY, FALSE, (int) rounds_left, NULL, NULL,
                   &current[p], NULL);

  for (guint c = 0; c < BP_N_CARDS; c++)
    if (unseen_mask & (1u << c))
      unseen[n_unseen++] = (guint8) c;
  g_assert (n_unseen == rounds_left);

  sw_rng_seed (&rng, dice_seed (ai_seed, view, player), 0x45);
  for (guint s = 0; s < n_samples; s++)
    {
      memcpy (orders[s], unseen, n_unseen);
      for (guint i = n_unseen; i > 1; i--)
        {
          guint j = sw_rng_below (&rng, i);
          guint8 tmp = orders[s][i - 1];

          orders[s][i - 1] = orders[s][j];
          orders[s][j] = tmp;
        }
    }

  for (guint k = 0; k < n_candidates; k++)
    {
      const Scored *candidate = &g_array_index (all, Scored, k);
      double total = 0.0;

      for (guint s = 0; s < n_samples; s++)
        {
          State sim = *state;
          const Seat *me;

          current[player] = candidate->ext;
          state_apply_round (&sim, current);
          for (guint r = 0; r < rounds_left; r++)
            {
              BpExtension exts[BP_MAX_PLAYERS];

              for (guint p = 0; p < sim.n_players; p++)
                search_seat (&sim, p, orders[s][r], LEVEL_PLAYOUT, r + 1 == rounds_left,
                             (int) (rounds_left - r - 1),
                             NULL, NULL, &exts[p], NULL);
              state_apply_round (&sim, exts);
            }
          me = &sim.seats[player];
          total += me->points - (BP_N_FIELDS - me->length);
#if EXPERT_MARGIN
          /* Against others the aim is to win: the lead over the best of
           * them counts, so taking a number first also halves it for them. */
          if (sim.n_players > 1)
            {
              int best_other = G_MININT;

              for (guint p = 0; p < sim.n_players; p++)
                if (p != player)
                  best_other = MAX (best_other, sim.seats[p].points - (BP_N_FIELDS - sim.seats[p].length));
              total -= EXPERT_MARGIN * best_other;
            }
#endif
        }
      /* Candidates come best-first by normal's value: ties keep that order. */
      if (total / n_samples > best_mean + 1e-9)
        {
          best_mean = total / n_samples;
          *choice = candidate->ext;
        }
    }
}

/* hard: every candidate's gain now plus, averaged over each card that
 * may come next, the best the policy could then do. (Until issue 28 this
 * was normal; hard was the expert's search on 4 candidates and 16 sampled
 * orders, which played no better: 52.1 % against it.) */
static void
hard_choose (const BpGame *view,
               const State  *state,
               guint         player,
               BpExtension  *choice)
{
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (Scored));
  guint unseen_mask = bp_game_unseen_cards (view);
  guint rounds_left = BP_N_ROUNDS - view->round;
  guint n_candidates;
  double best = -1e9;
  BpExtension dummy;

  search_seat (state, player, bp_game_card (view), LEVEL_POLICY, rounds_left == 0,
               (int) rounds_left, NULL, all, &dummy, NULL);
  qsort (all->data, all->len, sizeof (Scored), compare_scored);
  *choice = g_array_index (all, Scored, 0).ext;
  if (rounds_left == 0)
    return;
  n_candidates = MIN (all->len, HARD_CANDIDATES);
  for (guint k = 0; k < n_candidates; k++)
    {
      const Scored *candidate = &g_array_index (all, Scored, k);
      State after = *state;
      double sum = 0.0;
      guint n = 0;

      seat_apply (&after, &after.seats[player], &candidate->ext);
      for (guint c = 0; c < BP_N_CARDS; c++)
        if (unseen_mask & (1u << c))
          {
            BpExtension next;
            double value;

            search_seat (&after, player, c, LEVEL_POLICY, rounds_left == 1, (int) rounds_left - 1,
                         NULL, NULL,
                         &next, &value);
            sum += value;
            n++;
          }
      if (candidate->gain + sum / n > best + 1e-9)
        {
          best = candidate->gain + sum / n;
          *choice = candidate->ext;
        }
    }
}

const char *
bp_ai_level_name (BpAiLevel level)
{
  switch (level)
    {
    case BP_AI_EASY:
      return "easy";
    case BP_AI_NORMAL:
      return "normal";
    case BP_AI_HARD:
      return "hard";
    case BP_AI_EXPERT:
      return "expert";
    default:
      return "?";
    }
}

const char *
bp_ai_level_description (BpAiLevel level)
{
  switch (level)
    {
    case BP_AI_EASY:
      return _("Takes what scores most this round, with a little chance thrown in.");
    case BP_AI_NORMAL:
      return _("Takes what scores most this round while keeping its line’s ends free and room to grow.");
    case BP_AI_HARD:
      return _("Weighs each move together with what the next card could bring.");
    case BP_AI_EXPERT:
    default:
      return _("Plays the remaining rounds out on many guessed card orders for its best moves, racing the others for numbers.");
    }
}

gboolean
bp_ai_level_from_name (const char *name,
                       BpAiLevel  *level)
{
  for (guint l = BP_AI_EASY; l <= BP_AI_EXPERT; l++)
    if (g_strcmp0 (name, bp_ai_level_name ((BpAiLevel) l)) == 0)
      {
        *level = (BpAiLevel) l;
        return TRUE;
      }
  return FALSE;
}

void
bp_ai_choose (const BpView *bp_view,
              BpAiLevel     level,
              guint64       ai_seed,
              BpExtension  *extension)
{
  const BpGame *view;
  guint player;
  State state;

  g_return_if_fail (bp_view != NULL && extension != NULL);
  view = &bp_view->game;
  player = bp_view->player;
  g_return_if_fail (bp_game_must_decide (view, player));

  state_from_game (view, &state);

  if (level == BP_AI_EXPERT)
    expert_choose (view, &state, player, ai_seed,
                   state.n_players == 1 ? EXPERT_SOLO_CANDIDATES : EXPERT_CANDIDATES,
                   state.n_players == 1 ? EXPERT_SAMPLES : EXPERT_SAMPLES_OTHERS, extension);
  else if (level == BP_AI_HARD)
    hard_choose (view, &state, player, extension);
  else
    {
      SwRng rng;

      sw_rng_seed (&rng, dice_seed (ai_seed, view, player), 0x44);
      search_seat (&state, player, bp_game_card (view), level,
                   view->round == BP_N_ROUNDS, BP_N_ROUNDS - view->round,
                   level == BP_AI_EASY ? &rng : NULL,
                   NULL, extension, NULL);
    }
}

void
bp_ai_choose_in_game (const BpGame *game,
                      guint         player,
                      BpAiLevel     level,
                      BpExtension  *extension)
{
  BpView view;

  g_return_if_fail (game != NULL && extension != NULL);

  bp_view_init (&view, game, player);
  bp_ai_choose (&view, level, game->ai_salt, extension);
}

/* The player's score after the round with ext, others passing (numbers
 * taken this round count for others only from the next round, R-NUM-2,
 * so their moves cannot change it). */
static int
score_after_round (const BpGame      *game,
                   guint              player,
                   const BpExtension *ext)
{
  BpGame after = *game;
  BpExtension pass = { 0, };

  if (bp_game_commit (&after, player, ext, NULL) != NULL)
    g_assert_not_reached ();
  for (guint p = 0; p < after.n_players && after.round == game->round; p++)
    if (p != player && !after.players[p].committed)
      bp_game_commit (&after, p, &pass, NULL);
  return bp_game_score (&after, player);
}

void
bp_hint_compute (const BpView *view,
                 BpHint       *hint)
{
  const BpGame *game;
  const BpPlayer *me;
  guint player, highest = 0;

  g_return_if_fail (view != NULL && hint != NULL);
  game = &view->game;
  player = view->player;
  g_return_if_fail (bp_game_must_decide (game, player));

  memset (hint, 0, sizeof *hint);
  hint->player = (guint8) player;
  hint->round = game->round;
  hint->card = (guint8) bp_game_card (game);
  hint->solo = bp_game_is_solo (game);
  /* a hint's dice are its own: the same view, the same hint */
  bp_ai_choose (view, BP_AI_EXPERT, 0, &hint->extension);
  me = &game->players[player];
  hint->score_now = (gint16) bp_game_score (game, player);
  hint->score_after = (gint16) score_after_round (game, player, &hint->extension);

  for (guint v = 2; v <= BP_MAX_NUMBER; v++)
    if (me->reached_round[v] != 0)
      highest = v;
  for (guint i = 0; i < hint->extension.n_cells; i++)
    {
      guint v = bp_field_number (hint->extension.cells[i]);
      gboolean v_full;

      if (v == 0)
        continue;
      v_full = bp_game_is_solo (game) ? v > highest : game->first_round[v] == 0;
      highest = MAX (highest, v);
      if (v > hint->best_number)
        {
          hint->best_number = (guint8) v;
          hint->full_value = v_full;
        }
    }

  {
    BpLine after = me->line;
    int free_a, free_b;

    if (hint->extension.n_cells > 0)
      bp_line_apply (&after, &hint->extension);
    free_a = __builtin_popcountll (bp_field_neighbour_mask (after.fields[0]) & ~after.mask);
    free_b = __builtin_popcountll (bp_field_neighbour_mask (after.fields[after.length - 1]) & ~after.mask);
    hint->both_ends_open = free_a > 0 && free_b > 0;
  }
}

char *
bp_hint_to_text (const BpHint *hint)
{
  g_autofree char *what = NULL;
  gboolean open = hint->both_ends_open;
  guint n = hint->extension.n_cells, best = hint->best_number;
  gboolean solo;

  g_return_val_if_fail (hint != NULL, NULL);

  if (n == 0)
    return g_strdup (_("Passing keeps the line free for the cards still to come"));
  /* solo: full value means above every number so far; with others, first */
  solo = hint->solo;
  if (best != 0 && hint->full_value && !solo)
    what = open ? g_strdup_printf (_("Reaches the %u first and keeps both ends open"), best)
                : g_strdup_printf (_("Reaches the %u first, though one end is now closed"), best);
  else if (best != 0 && hint->full_value)
    what = open ? g_strdup_printf (_("Reaches the %u at full value and keeps both ends open"), best)
                : g_strdup_printf (_("Reaches the %u at full value, though one end is now closed"), best);
  else if (best != 0)
    what = open ? g_strdup_printf (_("Takes the %u for half its value and keeps both ends open"), best)
                : g_strdup_printf (_("Takes the %u for half its value, though one end is now closed"), best);
  else
    what = open ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Adds %u field and keeps both ends open",
                                                "Adds %u fields and keeps both ends open", n), n)
                : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Adds %u field, though one end is now closed",
                                                "Adds %u fields, though one end is now closed", n), n);
  /* Translators: a hint and the score before and after the round, e.g.
   * "Reaches the 9 at full value and keeps both ends open (score −31 → −18)" */
  return g_strdup_printf (_("%s (score %d → %d)"), what, (int) hint->score_now, (int) hint->score_after);
}

char *
bp_hint_to_json (const BpHint *hint)
{
  GString *out;

  g_return_val_if_fail (hint != NULL, NULL);

  out = g_string_new (NULL);
  g_string_append_printf (out, "{\"player\": %u, \"round\": %u, \"card\": \"%s\", \"extension\": {\"from\": \"%s\", \"cells\": [",
                          (guint) hint->player, (guint) hint->round, bp_card_name (hint->card),
                          hint->extension.n_cells > 0 ? bp_field_name (hint->extension.from) : "");
  for (guint i = 0; i < hint->extension.n_cells; i++)
    g_string_append_printf (out, "%s\"%s\"", i > 0 ? ", " : "", bp_field_name (hint->extension.cells[i]));
  g_string_append_printf (out, "]}, \"score_now\": %d, \"score_after\": %d, \"best_number\": %u, "
                          "\"full_value\": %s, \"both_ends_open\": %s, \"solo\": %s}",
                          (int) hint->score_now, (int) hint->score_after, (guint) hint->best_number,
                          hint->full_value ? "true" : "false", hint->both_ends_open ? "true" : "false",
                          hint->solo ? "true" : "false");
  return g_string_free (out, FALSE);
}

char *
bp_ai_hint (const BpView *view,
            BpExtension  *extension)
{
  BpHint hint;

  g_return_val_if_fail (view != NULL && extension != NULL, NULL);

  bp_hint_compute (view, &hint);
  *extension = hint.extension;
  return bp_hint_to_text (&hint);
}
