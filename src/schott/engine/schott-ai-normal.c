/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-ai-normal.c: the normal computer player.
 *
 * It sees only what a person at the table sees (schott-ai.c) and plans the
 * row as a chain of kept cards with gaps to fill, counting only the cards
 * that can still come.
 */
#include "config.h"

#include <string.h>

#include "schott-ai-private.h"

/* After this many turns in a stage a player sometimes draws instead of taking
 * the discard it wants, so two players cannot pass cards back and forth
 * for ever. */
#define NORMAL_CYCLE_BREAK_TURNS 240

#define NO_WAY 1000.0f

/* Normal values a row by the turns it still needs to be complete: it keeps
 * the chain of cards that can stay (an ascending subsequence with room for
 * the positions between them), and estimates the draws needed to fill each
 * gap from the number of cards that can still come into that gap (cards in
 * no row). Cards all held in rows do not count, so it never waits for a card
 * that cannot come. On top: the scoring prefix (R-STAGE-5), weighted by how
 * near the end of the stage is, and the consecutive bonus (R-TURN-4). */
typedef struct
{
  const SchottGame *game;
  guint    me;
  guint    len;
  guint    max_value;
  guint16  live_below[SCHOTT_MAX_VALUE + 2]; /* live values in 1..v */
  guint    live_jokers;
  float    unseen;          /* cards in no row */
  float    draws_per_hit[SCHOTT_MAX_DECK + 1];  /* unseen / candidates */
  float    score_weight;    /* value of one prefix point, in turns */
  float    bonus_weight;    /* value of one field moved now, in turns */
  gboolean own_turn;        /* placements earn the consecutive bonus */
} NormalCtx;

/* One field is worth about this many turns of a stage. */
#define FIELD_IN_TURNS 1.5f

static inline guint
live_between (const NormalCtx *ctx,
              guint            low,
              guint            high)
{
  /* live values strictly between low and high */
  if (high <= low + 1)
    return 0;
  return ctx->live_below[high - 1] - ctx->live_below[low];
}

static inline float
gap_turns (const NormalCtx *ctx,
           guint            missing,
           guint            candidates)
{
  if (missing == 0)
    return 0.0f;
  candidates += ctx->live_jokers;
  if (candidates < missing)
    return NO_WAY;
  /* The first card of a gap may be any candidate, later ones must fit
   * beside it: about m(m+1)/2 draws' worth of luck per gap. */
  return (float) (missing * (missing + 1) / 2) * ctx->draws_per_hit[candidates];
}

/* The chain model of one row: fwd[i] is the cheapest chain of kept cards
 * ending with position i kept (the gaps up to i), bwd[i] the cheapest from
 * i to the end, skip[i] the cheapest chain that does not keep i. With them
 * the turns of the row with one card replaced cost O(len), not O(len²). */
typedef struct
{
  const SchottCard *row;
  guint numbers_before[SCHOTT_MAX_ROW + 1];
  float fwd[SCHOTT_MAX_ROW];
  float bwd[SCHOTT_MAX_ROW];
  float none;              /* no card kept */
  float total;
} RowChain;

static inline float
chain_start (const NormalCtx *ctx,
             const RowChain  *chain,
             guint            i,
             guint            v)
{
  if (v - 1 < i)
    return NO_WAY;
  return gap_turns (ctx, chain->numbers_before[i], live_between (ctx, 0, v));
}

static inline float
chain_end (const NormalCtx *ctx,
           const RowChain  *chain,
           guint            i,
           guint            v)
{
  if (ctx->max_value - v < ctx->len - 1 - i)
    return NO_WAY;
  return gap_turns (ctx, chain->numbers_before[ctx->len] - chain->numbers_before[i + 1],
                    live_between (ctx, v, ctx->max_value + 1));
}

static inline float
chain_step (const NormalCtx *ctx,
            const RowChain  *chain,
            guint            j,
            guint            u,
            guint            i,
            guint            v)
{
  /* room for the positions between j and i */
  if (u >= v || v - u < i - j)
    return NO_WAY;
  return gap_turns (ctx, chain->numbers_before[i] - chain->numbers_before[j + 1],
                    live_between (ctx, u, v));
}

static void
chain_build (const NormalCtx  *ctx,
             const SchottCard *row,
             RowChain         *chain)
{
  guint len = ctx->len;

  chain->row = row;
  chain->numbers_before[0] = 0;
  for (guint i = 0; i < len; i++)
    chain->numbers_before[i + 1] = chain->numbers_before[i] + (row[i] != SCHOTT_JOKER);

  chain->none = gap_turns (ctx, chain->numbers_before[len],
                           live_between (ctx, 0, ctx->max_value + 1));
  chain->total = chain->none;

  for (guint i = 0; i < len; i++)
    {
      float b;

      chain->fwd[i] = NO_WAY;
      if (row[i] == SCHOTT_JOKER)
        continue;
      b = chain_start (ctx, chain, i, row[i]);
      for (guint j = 0; j < i; j++)
        if (row[j] != SCHOTT_JOKER && chain->fwd[j] < NO_WAY)
          b = MIN (b, chain->fwd[j] + chain_step (ctx, chain, j, row[j], i, row[i]));
      chain->fwd[i] = b;
    }

  for (guint i = len; i-- > 0;)
    {
      float b;

      chain->bwd[i] = NO_WAY;
      if (row[i] == SCHOTT_JOKER)
        continue;
      b = chain_end (ctx, chain, i, row[i]);
      for (guint k = i + 1; k < len; k++)
        if (row[k] != SCHOTT_JOKER && chain->bwd[k] < NO_WAY)
          b = MIN (b, chain_step (ctx, chain, i, row[i], k, row[k]) + chain->bwd[k]);
      chain->bwd[i] = b;
      chain->total = MIN (chain->total, chain->fwd[i] + b);
    }

  chain->total = MIN (chain->total, NO_WAY);
}

/* Turns of the row without keeping position i (a number card there). */
static float
chain_skip (const NormalCtx *ctx,
            const RowChain  *chain,
            guint            i)
{
  const SchottCard *row = chain->row;
  float best = chain->none;

  for (guint k = i + 1; k < ctx->len; k++)
    if (row[k] != SCHOTT_JOKER && chain->bwd[k] < NO_WAY)
      best = MIN (best, chain_start (ctx, chain, k, row[k]) + chain->bwd[k]);
  for (guint j = 0; j < i; j++)
    {
      if (row[j] == SCHOTT_JOKER || chain->fwd[j] >= NO_WAY)
        continue;
      best = MIN (best, chain->fwd[j] + chain_end (ctx, chain, j, row[j]));
      for (guint k = i + 1; k < ctx->len; k++)
        if (row[k] != SCHOTT_JOKER && chain->bwd[k] < NO_WAY)
          best = MIN (best, chain->fwd[j] + chain_step (ctx, chain, j, row[j], k, row[k])
                            + chain->bwd[k]);
    }

  return MIN (best, NO_WAY);
}

/* Turns of the row with number card v kept at position i (a number card
 * there before). */
static float
chain_keep (const NormalCtx *ctx,
            const RowChain  *chain,
            guint            i,
            guint            v)
{
  const SchottCard *row = chain->row;
  float left = chain_start (ctx, chain, i, v);
  float right = chain_end (ctx, chain, i, v);

  for (guint j = 0; j < i; j++)
    if (row[j] != SCHOTT_JOKER && chain->fwd[j] < NO_WAY)
      left = MIN (left, chain->fwd[j] + chain_step (ctx, chain, j, row[j], i, v));
  if (left >= NO_WAY)
    return NO_WAY;
  for (guint k = i + 1; k < ctx->len; k++)
    if (row[k] != SCHOTT_JOKER && chain->bwd[k] < NO_WAY)
      right = MIN (right, chain_step (ctx, chain, i, v, k, row[k]) + chain->bwd[k]);

  return MIN (left + right, NO_WAY);
}

/* The forward half of chain_build(), when only the total is needed. */
static float
row_turns (const NormalCtx  *ctx,
           const SchottCard *row)
{
  RowChain chain;
  guint len = ctx->len;
  float total;

  chain.row = row;
  chain.numbers_before[0] = 0;
  for (guint i = 0; i < len; i++)
    chain.numbers_before[i + 1] = chain.numbers_before[i] + (row[i] != SCHOTT_JOKER);

  total = gap_turns (ctx, chain.numbers_before[len], live_between (ctx, 0, ctx->max_value + 1));
  for (guint i = 0; i < len; i++)
    {
      float b;

      chain.fwd[i] = NO_WAY;
      if (row[i] == SCHOTT_JOKER)
        continue;
      b = chain_start (ctx, &chain, i, row[i]);
      for (guint j = 0; j < i; j++)
        if (row[j] != SCHOTT_JOKER && chain.fwd[j] < NO_WAY)
          b = MIN (b, chain.fwd[j] + chain_step (ctx, &chain, j, row[j], i, row[i]));
      chain.fwd[i] = b;
      if (b < NO_WAY)
        total = MIN (total, b + chain_end (ctx, &chain, i, row[i]));
    }

  return MIN (total, NO_WAY);
}

/* Higher is better, in turns. */
static inline float
row_value_with_turns (const NormalCtx  *ctx,
                      const SchottCard *row,
                      float             turns)
{
  float value = -turns;

  if (ctx->score_weight > 0.0f)
    value += ctx->score_weight * (float) schott_row_score (row, ctx->len, ctx->max_value);

  return value;
}

static inline float
row_value (const NormalCtx  *ctx,
           const SchottCard *row)
{
  return row_value_with_turns (ctx, row, row_turns (ctx, row));
}

static inline float
bonus_value (const NormalCtx  *ctx,
             const SchottCard *row,
             guint             pos)
{
  guint run;

  if (!ctx->own_turn || ctx->bonus_weight <= 0.0f || row[pos] == SCHOTT_JOKER)
    return 0.0f;
  run = schott_row_run_at (row, ctx->len, pos, NULL);
  return run >= 2 ? ctx->bonus_weight * (float) (run - 1) : 0.0f;
}

/* Best position for card in the row described by chain (skip[] filled);
 * returns the value there. */
static float
best_placement_chain (const NormalCtx *ctx,
                      const RowChain  *chain,
                      const float     *skip,
                      SchottCard       card,
                      gint            *pos_out)
{
  SchottCard tmp[SCHOTT_MAX_ROW];
  float best = -2.0f * NO_WAY;
  gint best_pos = 0;

  memcpy (tmp, chain->row, ctx->len * sizeof tmp[0]);
  for (guint i = 0; i < ctx->len; i++)
    {
      SchottCard old = tmp[i];
      float turns;
      float v;

      if (old == card)
        continue;
      tmp[i] = card;
      if (card == SCHOTT_JOKER || old == SCHOTT_JOKER)
        turns = row_turns (ctx, tmp);
      else
        turns = MIN (skip[i], chain_keep (ctx, chain, i, card));
      v = row_value_with_turns (ctx, tmp, turns) + bonus_value (ctx, tmp, i);
      tmp[i] = old;
      if (v > best)
        {
          best = v;
          best_pos = (gint) i;
        }
    }

  if (pos_out)
    *pos_out = best_pos;
  return best;
}

static void
chain_skips (const NormalCtx *ctx,
             const RowChain  *chain,
             float           *skip)
{
  for (guint i = 0; i < ctx->len; i++)
    skip[i] = chain->row[i] == SCHOTT_JOKER ? NO_WAY : chain_skip (ctx, chain, i);
}

static float
best_placement (const NormalCtx  *ctx,
                const SchottCard *row,
                SchottCard        card,
                gint             *pos_out)
{
  RowChain chain;
  float skip[SCHOTT_MAX_ROW];

  chain_build (ctx, row, &chain);
  chain_skips (ctx, &chain, skip);
  return best_placement_chain (ctx, &chain, skip, card, pos_out);
}

static void
normal_ctx_init (NormalCtx        *ctx,
                 const SchottGame *game,
                 guint             me)
{
  gboolean in_row[SCHOTT_MAX_VALUE + 2] = { FALSE, };
  guint jokers_in_rows = 0;
  guint live = 0;
  guint n_cards = 0;
  float nearest_end = NO_WAY;

  ctx->game = game;
  ctx->me = me;
  ctx->len = game->row_length;
  ctx->max_value = game->max_value;
  ctx->own_turn = game->active == (gint8) me;

  for (guint p = 0; p < game->n_players; p++)
    for (guint i = 0; i < ctx->len; i++)
      {
        SchottCard card = game->rows[p][i];

        if (card == SCHOTT_JOKER)
          jokers_in_rows++;
        else
          in_row[card] = TRUE;
      }

  ctx->live_below[0] = 0;
  for (guint v = 1; v <= ctx->max_value; v++)
    {
      live += !in_row[v];
      ctx->live_below[v] = (guint16) live;
    }
  ctx->live_below[ctx->max_value + 1] = (guint16) live;

  n_cards = schott_variant_deck_size (&game->variant, game->n_players);
  ctx->live_jokers = game->variant.deck[game->n_players].n_jokers > jokers_in_rows
                     ? game->variant.deck[game->n_players].n_jokers - jokers_in_rows : 0;
  ctx->unseen = (float) MAX (1u, n_cards > game->n_players * ctx->len
                                  ? n_cards - game->n_players * ctx->len : 1u);

  ctx->draws_per_hit[0] = NO_WAY;
  for (guint c = 1; c <= SCHOTT_MAX_DECK; c++)
    ctx->draws_per_hit[c] = ctx->unseen / (float) c;

  /* The prefix counts only when the stage ends: the nearer another row is
   * to complete, the more it is worth. */
  ctx->score_weight = 0.0f;
  ctx->bonus_weight = 0.0f;
  if (game->variant.route_length > 0)
    {
      for (guint p = 0; p < game->n_players; p++)
        {
          float t;

          if (p == me)
            continue;
          t = row_turns (ctx, game->rows[p]);
          nearest_end = MIN (nearest_end, t);
        }
      ctx->score_weight = FIELD_IN_TURNS * (0.1f + 1.2f / (1.0f + 0.25f * nearest_end));
      if (game->fast_track_active[me])
        ctx->score_weight *= 2.0f;
      ctx->bonus_weight = FIELD_IN_TURNS;
    }
}

/* Mean value of the best use of a card drawn blind. */
static float
normal_draw_value (const NormalCtx *ctx,
                   float            keep_value)
{
  const SchottGame *game = ctx->game;
  const SchottCard *row = game->rows[ctx->me];
  gboolean seen[SCHOTT_MAX_VALUE + 2] = { FALSE, };
  guint jokers_seen = 0;
  guint n_jokers = game->variant.deck[game->n_players].n_jokers;
  float sum = 0.0f;
  guint count = 0;
  RowChain chain;
  float skip[SCHOTT_MAX_ROW];

  for (guint p = 0; p < game->n_players; p++)
    for (guint i = 0; i < ctx->len; i++)
      {
        if (game->rows[p][i] == SCHOTT_JOKER)
          jokers_seen++;
        else
          seen[game->rows[p][i]] = TRUE;
      }
  for (guint i = 0; i < game->n_discard; i++)
    {
      if (game->discard[i] == SCHOTT_JOKER)
        jokers_seen++;
      else
        seen[game->discard[i]] = TRUE;
    }

  chain_build (ctx, row, &chain);
  chain_skips (ctx, &chain, skip);
  for (guint v = 1; v <= ctx->max_value; v++)
    {
      float best;

      if (seen[v])
        continue;
      best = best_placement_chain (ctx, &chain, skip, (SchottCard) v, NULL);
      if (game->variant.may_discard_drawn)
        best = MAX (best, keep_value);
      sum += best;
      count++;
    }

  if (n_jokers > jokers_seen)
    {
      float best = best_placement_chain (ctx, &chain, skip, SCHOTT_JOKER, NULL);

      if (game->variant.may_discard_drawn)
        best = MAX (best, keep_value);
      sum += best * (float) (n_jokers - jokers_seen);
      count += n_jokers - jokers_seen;
    }

  /* Only discards under the top are left: they come back reshuffled. */
  if (count == 0)
    return keep_value;

  return sum / (float) count;
}

static gboolean
same_run (const NormalCtx  *ctx,
          const SchottCard *row,
          guint             a,
          guint             b)
{
  guint start_a = 0, start_b = 0;
  guint run_a = schott_row_run_at (row, ctx->len, a, &start_a);
  guint run_b = schott_row_run_at (row, ctx->len, b, &start_b);

  return run_a >= 2 && run_b >= 2 && start_a == start_b;
}

static float
best_swap (const NormalCtx  *ctx,
           const SchottCard *row_in,
           gint             *a_out,
           gint             *b_out)
{
  SchottCard row[SCHOTT_MAX_ROW];
  float best = -2.0f * NO_WAY;

  memcpy (row, row_in, sizeof row);
  *a_out = 0;
  *b_out = 1;
  for (guint a = 0; a + 1 < ctx->len; a++)
    for (guint b = a + 1; b < ctx->len; b++)
      {
        SchottCard t = row[a];
        float v;

        if (row[a] == row[b])
          continue;
        row[a] = row[b];
        row[b] = t;
        v = row_value (ctx, row) + bonus_value (ctx, row, a);
        /* R-TURN-4: a run through both placed cards pays once */
        if (!same_run (ctx, row, a, b))
          v += bonus_value (ctx, row, b);
        row[b] = row[a];
        row[a] = t;
        if (v > best)
          {
            best = v;
            *a_out = (gint) a;
            *b_out = (gint) b;
          }
      }

  return best;
}

/* Turns of chain's row with card at position i. */
static inline float
chain_turns_with (const NormalCtx *ctx,
                  const RowChain  *chain,
                  const float     *skip,
                  SchottCard      *tmp,
                  guint            i,
                  SchottCard       card)
{
  SchottCard old = chain->row[i];

  if (card == SCHOTT_JOKER || old == SCHOTT_JOKER)
    return row_turns (ctx, tmp);
  if (card == old)
    return chain->total;
  return MIN (skip[i], chain_keep (ctx, chain, i, card));
}

/* My gain from an E5 exchange, less part of what the other player gains. */
static float
best_e5 (const NormalCtx *ctx,
         gint            *player_out,
         gint            *their_out,
         gint            *mine_out)
{
  const SchottGame *game = ctx->game;
  SchottCard mine[SCHOTT_MAX_ROW];
  SchottCard theirs[SCHOTT_MAX_ROW];
  RowChain my_chain, their_chain;
  float my_skip[SCHOTT_MAX_ROW], their_skip[SCHOTT_MAX_ROW];
  float best = -2.0f * NO_WAY;

  *player_out = (gint) ((ctx->me + 1) % game->n_players);
  *their_out = 0;
  *mine_out = 0;

  memcpy (mine, game->rows[ctx->me], sizeof mine);
  chain_build (ctx, game->rows[ctx->me], &my_chain);
  chain_skips (ctx, &my_chain, my_skip);
  for (guint p = 0; p < game->n_players; p++)
    {
      if (p == ctx->me)
        continue;
      memcpy (theirs, game->rows[p], sizeof theirs);
      chain_build (ctx, game->rows[p], &their_chain);
      chain_skips (ctx, &their_chain, their_skip);
      for (guint j = 0; j < ctx->len; j++)
        for (guint i = 0; i < ctx->len; i++)
          {
            SchottCard give = mine[i];
            SchottCard take = theirs[j];
            float v;

            mine[i] = take;
            theirs[j] = give;
            v = row_value_with_turns (ctx, mine,
                                      chain_turns_with (ctx, &my_chain, my_skip, mine, i, take))
                + bonus_value (ctx, mine, i)
                - 0.5f * (their_chain.total
                          - chain_turns_with (ctx, &their_chain, their_skip, theirs, j, give));
            mine[i] = give;
            theirs[j] = take;
            if (v > best)
              {
                best = v;
                *player_out = (gint) p;
                *their_out = (gint) j;
                *mine_out = (gint) i;
              }
          }
    }

  return best;
}

static float
best_e8 (const NormalCtx *ctx,
         gint            *which_out,
         gint            *pos_out)
{
  const SchottGame *game = ctx->game;
  float best = -2.0f * NO_WAY;

  *which_out = 0;
  *pos_out = 0;
  for (guint which = 0; which < MIN (2u, game->n_discard); which++)
    {
      gint pos;
      float v = best_placement (ctx, game->rows[ctx->me],
                                game->discard[game->n_discard - 1 - which], &pos);

      if (v > best)
        {
          best = v;
          *which_out = (gint) which;
          *pos_out = pos;
        }
    }

  return best;
}

/* The mean gain of revealing an unknown event card now, from the kinds not
 * yet revealed this stage. */
static float
event_value (const NormalCtx *ctx,
             float            current)
{
  const SchottGame *game = ctx->game;
  const SchottVariant *variant = &game->variant;
  guint remaining[SCHOTT_N_EVENT_KINDS + 1];
  float sum = 0.0f;
  guint count = 0;
  guint me = ctx->me;
  guint left = schott_game_left_of (game, me);
  guint right = schott_game_right_of (game, me);
  float swap_gain = 0.0f;

  unseen_events (game, remaining);

  if (remaining[SCHOTT_EVENT_E1_SWAP_OWN] + remaining[SCHOTT_EVENT_E2_EVERYONE_SWAPS] > 0)
    {
      gint a, b;

      swap_gain = best_swap (ctx, game->rows[me], &a, &b) - current;
    }

  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    {
      float v = 0.0f;
      gint a, b, c;

      if (remaining[k] == 0)
        continue;

      switch ((SchottEventKind) k)
        {
        case SCHOTT_EVENT_E1_SWAP_OWN:
          v = swap_gain;
          break;
        case SCHOTT_EVENT_E2_EVERYONE_SWAPS:
          v = swap_gain - 1.0f;
          break;
        case SCHOTT_EVENT_E3_MOVE_FORWARD:
          v = FIELD_IN_TURNS * variant->event_amount[k];
          break;
        case SCHOTT_EVENT_E4_EVERYONE_MOVES:
          v = FIELD_IN_TURNS * variant->event_amount[k] / (float) game->n_players;
          break;
        case SCHOTT_EVENT_E5_TAKE_FROM_PLAYER:
          v = best_e5 (ctx, &a, &b, &c) - current;
          break;
        case SCHOTT_EVENT_E6_PASS_LEFTMOST:
          {
            SchottCard row[SCHOTT_MAX_ROW];

            memcpy (row, game->rows[me], sizeof row);
            row[0] = game->rows[right][0];
            v = row_value (ctx, row) - current;
          }
          break;
        case SCHOTT_EVENT_E7_ROTATE_ROWS:
          v = row_value (ctx, game->rows[left]) - current;
          break;
        case SCHOTT_EVENT_E8_TWO_DISCARDS:
          v = game->n_discard > 0 ? best_e8 (ctx, &a, &b) - current : 0.0f;
          break;
        case SCHOTT_EVENT_E9_NAME_PLAYER:
          v = 1.0f;
          break;
        case SCHOTT_EVENT_E10_QUESTION:
          v = FIELD_IN_TURNS * variant->event_amount[k]
              * (float) schott_ai_answer_percent_of (SCHOTT_AI_NORMAL) / 100.0f;
          break;
        case SCHOTT_EVENT_NONE:
        default:
          break;
        }

      sum += v * (float) remaining[k];
      count += remaining[k];
    }

  return count > 0 ? sum / (float) count : 0.0f;
}

static gboolean
normal_wants_fast_track (const NormalCtx *ctx)
{
  const SchottGame *game = ctx->game;
  float mine = row_turns (ctx, game->rows[ctx->me]);
  float others = NO_WAY;
  gint leader = 0;

  for (guint p = 0; p < game->n_players; p++)
    {
      leader = MAX (leader, game->figure[p]);
      if (p != ctx->me)
        others = MIN (others, row_turns (ctx, game->rows[p]));
    }

  /* last chance: the game may end with this stage */
  if (leader * 5 >= game->variant.route_length * 3)
    return TRUE;

  /* a row that is nearly ascending and ahead of the others */
  return mine <= others && mine <= 6.0f + 3.0f * (float) (game->stage - 1);
}

static SchottChoice
normal_turn (SchottAi         *ai,
             const SchottGame *game,
             guint             me)
{
  NormalCtx ctx;
  const SchottCard *row = game->rows[me];
  float current;
  float take_value = -2.0f * NO_WAY;
  float draw_value = -2.0f * NO_WAY;
  gint take_pos = 0;
  gint top = schott_game_discard_top (game);
  gint slot = unplayed_event_slot (game, me);
  gboolean drawable = can_draw (game);

  normal_ctx_init (&ctx, game, me);

  if (fast_track_possible (game, me) && normal_wants_fast_track (&ctx))
    return choice_make (SCHOTT_ACT_FAST_TRACK, 0, 0, 0);

  current = row_value (&ctx, row);
  if (top >= 0)
    take_value = best_placement (&ctx, row, (SchottCard) top, &take_pos);
  if (drawable)
    draw_value = normal_draw_value (&ctx, current);

  if (slot >= 0)
    {
      float exchange_gain = MAX (take_value, draw_value) - current;

      if ((top < 0 && !drawable) || event_value (&ctx, current) > exchange_gain)
        return choice_make (SCHOTT_ACT_EVENT, slot, 0, 0);
    }

  if (top >= 0 && (!drawable || take_value >= draw_value))
    {
      /* two players passing the same cards back and forth */
      if (drawable && game->stage_turns > NORMAL_CYCLE_BREAK_TURNS
          && sw_rng_chance (&ai->rng, 30))
        return choice_make (SCHOTT_ACT_DRAW, 0, 0, 0);
      return choice_make (SCHOTT_ACT_TAKE_DISCARD, take_pos, 0, 0);
    }

  return choice_make (SCHOTT_ACT_DRAW, 0, 0, 0);
}

SchottChoice
schott_ai_normal_choose (SchottAi         *ai,
                         const SchottGame *game)
{
  guint me = (guint) schott_game_decider (game);
  NormalCtx ctx;

  switch (game->decision)
    {
    case SCHOTT_DECISION_TURN:
      return normal_turn (ai, game, me);

    case SCHOTT_DECISION_PLACE_DRAWN:
      {
        gint pos;
        float place;

        normal_ctx_init (&ctx, game, me);
        place = best_placement (&ctx, game->rows[me], game->drawn, &pos);
        if (game->variant.may_discard_drawn && row_value (&ctx, game->rows[me]) >= place)
          return choice_make (SCHOTT_ACT_DISCARD_DRAWN, 0, 0, 0);
        return choice_make (SCHOTT_ACT_PLACE, pos, 0, 0);
      }

    case SCHOTT_DECISION_SWAP_OWN:
      {
        gint a, b;

        normal_ctx_init (&ctx, game, me);
        best_swap (&ctx, game->rows[me], &a, &b);
        return choice_make (SCHOTT_ACT_SWAP, a, b, 0);
      }

    case SCHOTT_DECISION_NAME_PLAYER:
      {
        /* E9: the row nearest to complete, then the figure furthest ahead */
        gint target = -1;
        float target_turns = 0.0f;

        normal_ctx_init (&ctx, game, me);
        for (guint p = 0; p < game->n_players; p++)
          {
            float t;

            if (p == me)
              continue;
            t = row_turns (&ctx, game->rows[p]);
            if (target < 0 || t < target_turns - 0.01f
                || (t < target_turns + 0.01f && game->figure[p] > game->figure[target]))
              {
                target = (gint) p;
                target_turns = t;
              }
          }
        return choice_make (SCHOTT_ACT_PLAYER, target, 0, 0);
      }

    case SCHOTT_DECISION_E5_EXCHANGE:
      {
        gint p, j, i;

        normal_ctx_init (&ctx, game, me);
        best_e5 (&ctx, &p, &j, &i);
        return choice_make (SCHOTT_ACT_E5, p, j, i);
      }

    case SCHOTT_DECISION_E8_BUILD:
      {
        gint which, pos;

        normal_ctx_init (&ctx, game, me);
        best_e8 (&ctx, &which, &pos);
        return choice_make (SCHOTT_ACT_E8, which, pos, 0);
      }

    default:
      /* ANSWER and NEXT_STAGE: schott_ai_choose() answers those itself */
      return choice_make (SCHOTT_ACT_NEXT_STAGE, 0, 0, 0);
    }
}

