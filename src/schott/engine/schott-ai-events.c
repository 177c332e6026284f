/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-ai-events.c: what the event cards do for the hard and expert
 * players: the best use of E5, E8 and E9, the value of playing a face-down
 * event (averaged over the kinds still unseen), and whether it could hand
 * an opponent the win. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "schott-ai-strong-private.h"

static double
score_rows (const StrongCtx   *ctx,
            SchottCard (*rows)[SCHOTT_MAX_ROW],
            double       my_fields)
{
  StrongRowInfo info[SCHOTT_MAX_PLAYERS];

  for (guint p = 0; p < ctx->n_players; p++)
    {
      if (memcmp (rows[p], ctx->game->rows[p], ctx->len) == 0)
        info[p] = ctx->info[p];
      else
        {
          info[p] = strong_row_info (ctx, p, rows[p]);
          if (ctx->params->run_weight > 0.0 && !ctx->classic)
            info[p].runs = strong_row_runs (ctx, p, rows[p]);
        }
    }
  return strong_objective_of (ctx, info, NULL) + strong_move_value (ctx, ctx->me, (gint) my_fields);
}

/* The best swap for player p of its own row, by p's own gain. When p is me
 * the bonus counts (R-TURN-4). Returns my objective after it. */
double
strong_best_swap_for (const StrongCtx *ctx,
                      guint            p,
                      gint            *a_out,
                      gint            *b_out)
{
  SchottCard rows[SCHOTT_MAX_PLAYERS][SCHOTT_MAX_ROW];
  double best_own = -HUGE_VAL;
  double mine = ctx->objective;
  guint len = ctx->len;

  memcpy (rows, ctx->game->rows, sizeof rows);
  *a_out = 0;
  *b_out = 1;
  for (guint a = 0; a + 1 < len; a++)
    for (guint b = a + 1; b < len; b++)
      {
        SchottCard t = rows[p][a];
        double own, fields = 0.0;
        StrongRowInfo info[SCHOTT_MAX_PLAYERS];
        double values[SCHOTT_MAX_PLAYERS];
        double obj;

        if (rows[p][a] == rows[p][b])
          continue;
        rows[p][a] = rows[p][b];
        rows[p][b] = t;

        memcpy (info, ctx->info, sizeof info);
        info[p] = strong_row_info (ctx, p, rows[p]);
        obj = strong_objective_of (ctx, info, values);
        if (p == ctx->me)
          {
            guint sa = 0, sb = 0;
            guint ra = schott_row_run_at (rows[p], len, a, &sa);
            guint rb = schott_row_run_at (rows[p], len, b, &sb);

            if (ctx->own_turn)
              {
                if (ra >= 2)
                  fields += ra - 1;
                if (rb >= 2 && !(ra >= 2 && sa == sb))
                  fields += rb - 1;
              }
            own = obj + strong_move_value (ctx, p, (gint) fields);
          }
        else
          own = values[p];

        rows[p][b] = rows[p][a];
        rows[p][a] = t;
        if (own > best_own)
          {
            best_own = own;
            mine = p == ctx->me ? own : obj;
            *a_out = (gint) a;
            *b_out = (gint) b;
          }
      }

  return mine;
}

/* E5: every (player, their position, my position) costs two row models;
 * rank them first by what my own row gains (one model each, the same card
 * at the same position scored once) and look at both rows only for the
 * best E5_DEEP of them, so the decision time stays bounded. */
#define E5_DEEP 8

double
strong_best_e5 (const StrongCtx *ctx,
                gint            *p_out,
                gint            *j_out,
                gint            *i_out)
{
  SchottCard rows[SCHOTT_MAX_PLAYERS][SCHOTT_MAX_ROW];
  double cheap[SCHOTT_MAX_VALUE + 1][SCHOTT_MAX_ROW];
  gboolean done[SCHOTT_MAX_VALUE + 1][SCHOTT_MAX_ROW];
  double top_score[E5_DEEP];
  guint8 top_p[E5_DEEP], top_j[E5_DEEP], top_i[E5_DEEP];
  guint n_top = 0;
  double best = -HUGE_VAL;
  guint me = ctx->me;

  memcpy (rows, ctx->game->rows, sizeof rows);
  memset (done, 0, sizeof done);
  *p_out = (gint) ctx->next;
  *j_out = 0;
  *i_out = 0;
  for (guint p = 0; p < ctx->n_players; p++)
    {
      if (p == me)
        continue;
      for (guint j = 0; j < ctx->len; j++)
        for (guint i = 0; i < ctx->len; i++)
          {
            SchottCard give = rows[me][i], take = rows[p][j];
            guint slot;
            double s;

            if (take > ctx->max_value)
              continue;
            if (!done[take][i])
              {
                rows[me][i] = take;
                cheap[take][i] = strong_score_my_row (ctx, rows[me], strong_bonus_at (ctx, rows[me], i, NULL));
                rows[me][i] = give;
                done[take][i] = TRUE;
              }
            s = cheap[take][i];
            /* keep the E5_DEEP best, sorted, first come first kept */
            if (n_top == E5_DEEP && s <= top_score[E5_DEEP - 1])
              continue;
            slot = MIN (n_top, E5_DEEP - 1);
            while (slot > 0 && top_score[slot - 1] < s)
              {
                top_score[slot] = top_score[slot - 1];
                top_p[slot] = top_p[slot - 1];
                top_j[slot] = top_j[slot - 1];
                top_i[slot] = top_i[slot - 1];
                slot--;
              }
            top_score[slot] = s;
            top_p[slot] = (guint8) p;
            top_j[slot] = (guint8) j;
            top_i[slot] = (guint8) i;
            n_top = MIN (n_top + 1, E5_DEEP);
          }
    }

  for (guint t = 0; t < n_top; t++)
    {
      guint p = top_p[t], j = top_j[t], i = top_i[t];
      SchottCard give = rows[me][i], take = rows[p][j];
      double s;

      rows[me][i] = take;
      rows[p][j] = give;
      s = score_rows (ctx, rows, strong_bonus_at (ctx, rows[me], i, NULL));
      rows[me][i] = give;
      rows[p][j] = take;
      if (s > best)
        {
          best = s;
          *p_out = (gint) p;
          *j_out = (gint) j;
          *i_out = (gint) i;
        }
    }
  return best;
}

double
strong_best_e8 (StrongCtx *ctx,
                gint      *which_out,
                gint      *pos_out)
{
  const SchottGame *game = ctx->game;
  double best = -HUGE_VAL;

  *which_out = 0;
  *pos_out = 0;
  for (guint which = 0; which < MIN (2u, game->n_discard); which++)
    {
      gint pos;
      double s = strong_best_place (ctx, game->discard[game->n_discard - 1 - which], &pos);

      if (s > best)
        {
          best = s;
          *which_out = (gint) which;
          *pos_out = pos;
        }
    }
  return best;
}

/* E9: the player whose forced swap helps them least (hurts me least). */
double
strong_best_e9_target (const StrongCtx *ctx,
                       gint            *target_out)
{
  double best = -HUGE_VAL;

  *target_out = (gint) ctx->next;
  for (guint p = 0; p < ctx->n_players; p++)
    {
      gint a, b;
      double s;

      if (p == ctx->me)
        continue;
      s = strong_best_swap_for (ctx, p, &a, &b);
      if (s > best)
        {
          best = s;
          *target_out = (gint) p;
        }
    }
  return best;
}

/* My objective after the event of kind k, played now by me. */
static double
event_kind_score (StrongCtx       *ctx,
                  SchottEventKind  kind)
{
  const SchottGame *game = ctx->game;
  SchottCard rows[SCHOTT_MAX_PLAYERS][SCHOTT_MAX_ROW];
  guint np = ctx->n_players;
  guint amount = game->variant.event_amount[kind];
  gint a, b, c;

  memcpy (rows, game->rows, sizeof rows);
  switch (kind)
    {
    case SCHOTT_EVENT_E1_SWAP_OWN:
      return strong_best_swap_for (ctx, ctx->me, &a, &b);

    case SCHOTT_EVENT_E2_EVERYONE_SWAPS:
      {
        double s = strong_best_swap_for (ctx, ctx->me, &a, &b) - ctx->objective;

        for (guint p = 0; p < np; p++)
          if (p != ctx->me)
            s += strong_best_swap_for (ctx, p, &a, &b) - ctx->objective;
        return ctx->objective + s;
      }

    case SCHOTT_EVENT_E3_MOVE_FORWARD:
      return ctx->objective + strong_move_value (ctx, ctx->me, (gint) amount);

    case SCHOTT_EVENT_E4_EVERYONE_MOVES:
      {
        double others = 0.0;

        for (guint p = 0; p < np; p++)
          if (p != ctx->me)
            others += MIN ((double) amount, strong_route_room (ctx, p));
        return ctx->objective + strong_move_value (ctx, ctx->me, (gint) amount) - others / (np - 1);
      }

    case SCHOTT_EVENT_E5_TAKE_FROM_PLAYER:
      return strong_best_e5 (ctx, &a, &b, &c);

    case SCHOTT_EVENT_E6_PASS_LEFTMOST:
      for (guint p = 0; p < np; p++)
        rows[schott_game_left_of (game, p)][0] = game->rows[p][0];
      return score_rows (ctx, rows, 0.0);

    case SCHOTT_EVENT_E7_ROTATE_ROWS:
      for (guint p = 0; p < np; p++)
        memcpy (rows[p], game->rows[schott_game_left_of (game, p)], SCHOTT_MAX_ROW);
      return score_rows (ctx, rows, 0.0);

    case SCHOTT_EVENT_E8_TWO_DISCARDS:
      if (game->n_discard == 0)
        return ctx->objective;
      return strong_best_e8 (ctx, &a, &b);

    case SCHOTT_EVENT_E9_NAME_PLAYER:
      return strong_best_e9_target (ctx, &a);

    case SCHOTT_EVENT_E10_QUESTION:
      if (!game->variant.questions)
        return ctx->objective;
      return ctx->objective + strong_move_value (ctx, ctx->me, (gint) amount) * ctx->answer_percent / 100.0;

    case SCHOTT_EVENT_NONE:
    default:
      return ctx->objective;
    }
}

/* ------------------------------------------------- events near the finish */

/* Where a figure moving forward from from by delta ends, others at their
 * fields (R-MOVE-1, R-MOVE-2). */
static gint
forward_to (const SchottGame *game,
            const gint       *figures,
            guint             p,
            gint              from,
            gint              delta)
{
  gint finish = game->variant.route_length;
  gint to = MIN (from + delta, finish);

  while (to < finish)
    {
      gboolean taken = FALSE;

      for (guint q = 0; q < game->n_players; q++)
        taken |= q != p && figures[q] == to && to > 0;
      if (!taken)
        break;
      to++;
    }
  return to;
}

/* Could p, moving delta fields (then, perhaps, a right answer on the
 * location field it lands on), reach the finish? */
static gboolean
move_can_finish (const SchottGame *game,
                 const gint       *figures,
                 guint             p,
                 gint              delta)
{
  gint finish = game->variant.route_length;
  gint to;
  gint fv;

  if (finish == 0 || delta <= 0)
    return FALSE;
  to = forward_to (game, figures, p, figures[p], delta);
  if (to >= finish)
    return TRUE;
  fv = game->variant.questions ? game->variant.field_value[to] : 0;
  return fv > 0 && forward_to (game, figures, p, to, fv) >= finish;
}

/* With these rows, does a stage end (a complete row) whose scoring can put
 * an opponent of mine on the finish (R-END-1..3)? Returns it, or -1. */
static gint
scoring_hands_win (const StrongCtx  *ctx,
                   const SchottCard  rows[SCHOTT_MAX_PLAYERS][SCHOTT_MAX_ROW])
{
  const SchottGame *game = ctx->game;
  gint figures[SCHOTT_MAX_PLAYERS];
  gint winner = -1;

  for (guint k = 0; k < ctx->n_players && winner < 0; k++)
    {
      guint p = (ctx->me + k) % ctx->n_players;
      if (schott_row_is_ascending (rows[p], ctx->len, ctx->max_value))
        winner = (gint) p;
    }
  if (winner < 0 || game->variant.single_stage)
    return -1;
  for (guint p = 0; p < ctx->n_players; p++)
    figures[p] = game->figure[p];
  for (guint p = 0; p < ctx->n_players; p++)
    {
      gint fields;

      if (p == ctx->me)
        continue;
      fields = (gint) schott_row_score (rows[p], ctx->len, ctx->max_value)
               * (game->fast_track_active[p] ? 2 : 1);
      if ((gint) p == winner && game->variant.questions)
        fields += game->variant.question_reward;
      if (move_can_finish (game, figures, p, fields))
        return (gint) p;
    }
  return -1;
}

/* Can an event of kind, played now by me, give an opponent the win? An
 * unknown event is any of the unseen kinds, and E2 and E4 act for every
 * player: E4 moves them all, E2 lets each swap, and a row completed ends
 * the stage and moves them all by their scores. The choices of events I
 * make myself (E1, E5, E8, E9) stay mine to make safely. Returns the
 * opponent, or -1. */
static gint
event_kind_hands_win (const StrongCtx *ctx,
                      SchottEventKind  kind)
{
  const SchottGame *game = ctx->game;
  SchottCard rows[SCHOTT_MAX_PLAYERS][SCHOTT_MAX_ROW];
  guint np = ctx->n_players;

  if (game->variant.route_length == 0)
    return -1;
  memcpy (rows, game->rows, sizeof rows);
  switch (kind)
    {
    case SCHOTT_EVENT_E4_EVERYONE_MOVES:
      {
        gint figures[SCHOTT_MAX_PLAYERS];
        gint amount = game->variant.event_amount[kind];

        for (guint p = 0; p < np; p++)
          figures[p] = game->figure[p];
        /* starting with me, clockwise, one after another (R-MOVE-5) */
        for (guint k = 0; k < np; k++)
          {
            guint p = (ctx->me + k) % np;

            if (p != ctx->me && move_can_finish (game, figures, p, amount))
              return (gint) p;
            figures[p] = forward_to (game, figures, p, figures[p], amount);
          }
        return -1;
      }

    case SCHOTT_EVENT_E2_EVERYONE_SWAPS:
      for (guint p = 0; p < np; p++)
        {
          if (p == ctx->me)
            continue;
          for (guint i = 0; i < ctx->len; i++)
            for (guint j = i + 1; j < ctx->len; j++)
              {
                gint who;

                rows[p][i] = game->rows[p][j];
                rows[p][j] = game->rows[p][i];
                who = scoring_hands_win (ctx, rows);
                rows[p][i] = game->rows[p][i];
                rows[p][j] = game->rows[p][j];
                if (who >= 0)
                  return who;
              }
        }
      return -1;

    case SCHOTT_EVENT_E6_PASS_LEFTMOST:
      for (guint p = 0; p < np; p++)
        rows[schott_game_left_of (game, p)][0] = game->rows[p][0];
      return scoring_hands_win (ctx, rows);

    case SCHOTT_EVENT_E7_ROTATE_ROWS:
      for (guint p = 0; p < np; p++)
        memcpy (rows[p], game->rows[schott_game_left_of (game, p)], SCHOTT_MAX_ROW);
      return scoring_hands_win (ctx, rows);

    default:
      return -1;
    }
}

/* The chance (0..1) that my unknown event gives an opponent the win, and
 * who (the first such opponent, or -1). */
double
strong_event_win_risk (const StrongCtx *ctx,
                       gint            *who)
{
  guint remaining[SCHOTT_N_EVENT_KINDS + 1];
  guint total = unseen_events (ctx->game, remaining);
  guint risky = 0;

  if (who != NULL)
    *who = -1;
  if (total == 0)
    return 0.0;
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    {
      gint p;

      if (remaining[k] == 0 || (p = event_kind_hands_win (ctx, (SchottEventKind) k)) < 0)
        continue;
      risky += remaining[k];
      if (who != NULL && *who < 0)
        *who = p;
    }
  return (double) risky / total;
}

double
strong_event_score (StrongCtx *ctx)
{
  guint remaining[SCHOTT_N_EVENT_KINDS + 1];
  guint total = unseen_events (ctx->game, remaining);
  double sum = 0.0;

  if (total == 0)
    return ctx->objective;
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    if (remaining[k] > 0)
      sum += remaining[k] * event_kind_score (ctx, (SchottEventKind) k);
  return sum / total;
}

