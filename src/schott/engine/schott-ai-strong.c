/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-ai-strong.c: the hard and expert computer players' choices.
 *
 * Every legal choice is applied to a copy of the rows and scored with the
 * model of schott-ai-model.c (which explains the model and the levels'
 * parameters); a blind draw is averaged over the cards still unseen.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "schott-ai-private.h"
#include "schott-ai-strong-private.h"

/* My objective after the next player q puts card c into its row (row and
 * info: q's row and everybody's row info, both left as they came). q
 * takes the place that makes its row quickest; with deny_bonus, the place
 * that hurts me most, its run bonus counted. */
static double
after_next_player (const StrongCtx *ctx,
                   guint            q,
                   SchottCard      *row,
                   StrongRowInfo   *info,
                   SchottCard       c)
{
  StrongRowInfo best = ctx->info[q];
  double worst = ctx->objective;
  double result;

  for (guint i = 0; i < ctx->len; i++)
    {
      SchottCard old = row[i];
      StrongRowInfo ri;

      if (old == c)
        continue;
      row[i] = c;
      ri = strong_row_info (ctx, q, row);
      ri.runs = ctx->info[q].runs;
      if (ctx->params->deny_bonus)
        {
          guint run = c != SCHOTT_JOKER ? schott_row_run_at (row, ctx->len, i, NULL) : 0;
          double o;

          info[q] = ri;
          o = strong_objective_of (ctx, info, NULL);
          if (run >= 2)
            o -= (run - 1.0) / (ctx->n_players - 1);
          worst = MIN (worst, o);
        }
      else if (ri.mean < best.mean)
        best = ri;
      row[i] = old;
    }
  if (ctx->params->deny_bonus)
    result = worst;
  else
    {
      info[q] = best;
      result = strong_objective_of (ctx, info, NULL);
    }
  info[q] = ctx->info[q];
  return result;
}

/* What the next player gains from finding card on the discard pile. */
static double
deny_cost (StrongCtx  *ctx,
           SchottCard  card)
{
  const SchottGame *game = ctx->game;

  /* classic: one player's discard is the other's supply either way;
   * withholding cards only lengthens the race for both */
  if (ctx->params->deny_weight <= 0.0 || ctx->classic || card > ctx->max_value)
    return 0.0;

  if (!ctx->deny_ready)
    {
      /* the next player takes the card when it serves better than a blind
       * draw would; what that costs me is the fall of my objective against
       * the draw they would make otherwise */
      SchottCard row[SCHOTT_MAX_ROW];
      StrongRowInfo info[SCHOTT_MAX_PLAYERS];
      double after[SCHOTT_MAX_VALUE + 1];
      double draw = 0.0;
      guint n_draw = 0;

      memcpy (row, game->rows[ctx->next], sizeof row);
      memcpy (info, ctx->info, sizeof info);
      for (guint c = 0; c <= ctx->max_value; c++)
        {
          after[c] = after_next_player (ctx, ctx->next, row, info, (SchottCard) c);
          draw += ctx->drawable[c] * after[c];
          n_draw += ctx->drawable[c];
        }
      draw = n_draw > 0 ? draw / n_draw : ctx->objective;
      for (guint c = 0; c <= ctx->max_value; c++)
        ctx->deny[c] = MAX (0.0, draw - after[c]);
      ctx->deny_ready = TRUE;
    }

  return ctx->params->deny_weight * ctx->deny[card];
}

/* Consecutive bonus for a card placed at pos on my own turn. */
double
strong_bonus_at (const StrongCtx  *ctx,
                 const SchottCard *row,
                 guint             pos,
                 guint            *run_out)
{
  guint run;

  if (run_out)
    *run_out = 0;
  if (!ctx->own_turn || row[pos] == SCHOTT_JOKER)
    return 0.0;
  run = schott_row_run_at (row, ctx->len, pos, NULL);
  if (run_out)
    *run_out = run;
  return run >= 2 ? (double) (run - 1) : 0.0;
}

/* My objective with my row replaced, plus fields moved at once. */
double
strong_score_my_row (const StrongCtx  *ctx,
                     const SchottCard *row,
                     double            fields_now)
{
  StrongRowInfo info[SCHOTT_MAX_PLAYERS];
  double value;

  memcpy (info, ctx->info, sizeof info);
  info[ctx->me] = strong_row_info (ctx, ctx->me, row);
  if (ctx->params->run_weight > 0.0 && !ctx->classic)
    info[ctx->me].runs = strong_row_runs (ctx, ctx->me, row);
  value = strong_objective_of (ctx, info, NULL);
  if (fields_now > 0.0)
    {
      double moved = strong_move_value (ctx, ctx->me, (gint) fields_now);

      if (!ctx->params->board)
        moved = MIN (moved, strong_route_room (ctx, ctx->me));
      value += moved;
    }
  /* a complete row ends the stage now: nobody grows their prefix further */
  return value;
}

/* Best place for card in my row; returns the score there (deny included). */
double
strong_best_place (StrongCtx  *ctx,
                   SchottCard  card,
                   gint       *pos_out)
{
  SchottCard row[SCHOTT_MAX_ROW];
  double best = -HUGE_VAL;
  gint best_pos = 0;

  memcpy (row, ctx->game->rows[ctx->me], sizeof row);
  for (guint i = 0; i < ctx->len; i++)
    {
      SchottCard old = row[i];
      double s;

      if (old == card && i + 1 < ctx->len)
        continue;
      row[i] = card;
      s = strong_score_my_row (ctx, row, strong_bonus_at (ctx, row, i, NULL)) - deny_cost (ctx, old);
      row[i] = old;
      if (s > best)
        {
          best = s;
          best_pos = (gint) i;
        }
    }
  if (pos_out)
    *pos_out = best_pos;
  return best;
}

/* My score after one more turn of mine with row: the mean over the cards a
 * draw can bring of the best use of each (kept, or thrown away where the
 * variant allows). A look one draw deeper than the row model alone. */
static double
next_turn_score (const StrongCtx  *ctx,
                 const SchottCard *row_in)
{
  SchottCard row[SCHOTT_MAX_ROW];
  double keep, sum = 0.0;
  guint count = 0;
  gboolean may_discard = ctx->game->variant.may_discard_drawn;

  memcpy (row, row_in, sizeof row);
  keep = strong_score_my_row (ctx, row, 0.0);
  if (schott_row_is_ascending (row, ctx->len, ctx->max_value))
    return keep;
  for (guint v = 0; v <= ctx->max_value; v++)
    {
      double best = may_discard ? keep : -HUGE_VAL;

      if (ctx->drawable[v] == 0)
        continue;
      for (guint i = 0; i < ctx->len; i++)
        {
          SchottCard old = row[i];
          double s;

          if (old == v)
            continue;
          row[i] = (SchottCard) v;
          s = strong_score_my_row (ctx, row, strong_bonus_at (ctx, row, i, NULL));
          row[i] = old;
          best = MAX (best, s);
        }
      sum += best * ctx->drawable[v];
      count += ctx->drawable[v];
    }
  return count > 0 ? sum / count : keep;
}

#define LOOKAHEAD_WIDTH 5

/* Where card goes, by the row model and then, for the best few places and
 * (where allowed) throwing it away, by my next turn. Returns the position,
 * -1 for throwing it away. */
static gint
place_looking_ahead (StrongCtx  *ctx,
                     SchottCard  card,
                     gboolean    may_throw)
{
  SchottCard row[SCHOTT_MAX_ROW];
  double first[SCHOTT_MAX_ROW];
  gint order[SCHOTT_MAX_ROW];
  guint n = 0;
  double best = -HUGE_VAL;
  gint best_pos = 0;

  memcpy (row, ctx->game->rows[ctx->me], sizeof row);
  for (guint i = 0; i < ctx->len; i++)
    {
      SchottCard old = row[i];

      if (old == card && i + 1 < ctx->len)
        continue;
      row[i] = card;
      first[n] = strong_score_my_row (ctx, row, strong_bonus_at (ctx, row, i, NULL)) - deny_cost (ctx, old);
      order[n++] = (gint) i;
      row[i] = old;
    }
  /* the best few by the row model first */
  for (guint a = 0; a < n; a++)
    for (guint b = a + 1; b < n; b++)
      if (first[b] > first[a])
        {
          double t = first[a];
          gint o = order[a];

          first[a] = first[b];
          first[b] = t;
          order[a] = order[b];
          order[b] = o;
        }
  for (guint a = 0; a < MIN (n, LOOKAHEAD_WIDTH); a++)
    {
      gint i = order[a];
      SchottCard old = row[i];
      double now, s;

      row[i] = card;
      now = strong_bonus_at (ctx, row, (guint) i, NULL);
      s = next_turn_score (ctx, row) - deny_cost (ctx, old);
      if (now > 0.0)
        s += strong_move_value (ctx, ctx->me, (gint) now);
      row[i] = old;
      if (s > best)
        {
          best = s;
          best_pos = i;
        }
    }
  if (may_throw && next_turn_score (ctx, row) - deny_cost (ctx, card) > best)
    return -1;
  return best_pos;
}

/* Mean score of a blind draw, best use of each possible card. */
double
strong_draw_score (StrongCtx *ctx)
{
  double sum = 0.0;
  guint count = 0;
  gboolean may_discard = ctx->game->variant.may_discard_drawn;

  for (guint v = 0; v <= ctx->max_value; v++)
    {
      double s;

      if (ctx->drawable[v] == 0)
        continue;
      s = strong_best_place (ctx, (SchottCard) v, NULL);
      if (may_discard)
        s = MAX (s, ctx->objective - deny_cost (ctx, (SchottCard) v));
      sum += s * ctx->drawable[v];
      count += ctx->drawable[v];
    }

  return count > 0 ? sum / count : -HUGE_VAL;
}

/* ------------------------------------------------------------ Fast Track */

static gboolean
wants_fast_track (StrongCtx *ctx)
{
  const SchottGame *game = ctx->game;
  guint me = ctx->me;
  gint leader = 0;
  double mine;
  double mean_stage;

  for (guint p = 0; p < ctx->n_players; p++)
    leader = MAX (leader, game->figure[p]);

  /* the game may end with this stage: now or never */
  if (leader * 5 >= game->variant.route_length * 3)
    return TRUE;

  /* my expected stage fields without the card, against a typical stage */
  {
    double values[SCHOTT_MAX_PLAYERS];

    strong_objective_of (ctx, ctx->info, values);
    mine = values[me];
  }
  mean_stage = (double) (ctx->len + 2) / ctx->n_players + 2.0;
  /* the later in the game, the less choosy */
  return mine >= mean_stage + ctx->params->ft_margin - 1.5 * (game->stage - 1);
}

/* ---------------------------------------------------------------- turns */

static SchottChoice
strong_turn (StrongCtx *ctx)
{
  const SchottGame *game = ctx->game;
  SchottChoice legal[SCHOTT_MAX_CHOICES];
  guint n_legal = schott_game_legal_choices (game, legal, G_N_ELEMENTS (legal));
  gboolean can_draw = FALSE, can_ft = FALSE;
  gint event_slot = -1;
  gint take_pos = -1;
  double take = -HUGE_VAL, draw = -HUGE_VAL, event = -HUGE_VAL;
  gint top = schott_game_discard_top (game);

  for (guint i = 0; i < n_legal; i++)
    switch (legal[i].action)
      {
      case SCHOTT_ACT_DRAW:
        can_draw = TRUE;
        break;
      case SCHOTT_ACT_FAST_TRACK:
        can_ft = TRUE;
        break;
      case SCHOTT_ACT_EVENT:
        if (event_slot < 0)
          event_slot = legal[i].a;
        break;
      case SCHOTT_ACT_TAKE_DISCARD:
        take_pos = 0;
        break;
      default:
        break;
      }

  if (can_ft && wants_fast_track (ctx))
    return choice_make (SCHOTT_ACT_FAST_TRACK, 0, 0, 0);

  if (take_pos >= 0 && top >= 0)
    take = strong_best_place (ctx, (SchottCard) top, &take_pos);
  if (can_draw)
    draw = strong_draw_score (ctx);
  if (event_slot >= 0)
    event = strong_event_score (ctx);

  /* Expert: never an unknown event that could give an opponent the win
   * while an exchange can be made instead. */
  if (event_slot >= 0 && ctx->level >= SCHOTT_AI_EXPERT && (take_pos >= 0 || can_draw)
      && strong_event_win_risk (ctx, NULL) > 0.0)
    event_slot = -1;

  if (event_slot >= 0 && event > MAX (take, draw) + ctx->params->event_margin)
    return choice_make (SCHOTT_ACT_EVENT, event_slot, 0, 0);

  /* two rows passing the same cards back and forth for ever: break it */
  if (take_pos >= 0 && take >= draw)
    {
      if (can_draw && game->stage_turns > 200 && ctx->rng != NULL
          && sw_rng_chance (ctx->rng, 30))
        return choice_make (SCHOTT_ACT_DRAW, 0, 0, 0);
      if (ctx->params->lookahead > 0.0 && ctx->classic)
        take_pos = place_looking_ahead (ctx, (SchottCard) top, FALSE);
      return choice_make (SCHOTT_ACT_TAKE_DISCARD, take_pos, 0, 0);
    }
  if (can_draw)
    return choice_make (SCHOTT_ACT_DRAW, 0, 0, 0);
  if (event_slot >= 0)
    return choice_make (SCHOTT_ACT_EVENT, event_slot, 0, 0);
  return n_legal > 0 ? legal[0] : choice_make (SCHOTT_ACT_DRAW, 0, 0, 0);
}

SchottChoice
schott_ai_strong_choose (SchottAi         *ai,
                         const SchottGame *game)
{
  StrongCtx ctx;

  strong_ctx_init (&ctx, game, ai->level);
  ctx.rng = &ai->rng;

  switch (game->decision)
    {
    case SCHOTT_DECISION_TURN:
      return strong_turn (&ctx);

    case SCHOTT_DECISION_PLACE_DRAWN:
      {
        gint pos;
        double place;

        if (ctx.params->lookahead > 0.0 && ctx.classic)
          {
            pos = place_looking_ahead (&ctx, game->drawn, game->variant.may_discard_drawn);
            if (pos < 0)
              return choice_make (SCHOTT_ACT_DISCARD_DRAWN, 0, 0, 0);
            return choice_make (SCHOTT_ACT_PLACE, pos, 0, 0);
          }
        place = strong_best_place (&ctx, game->drawn, &pos);

        if (game->variant.may_discard_drawn
            && ctx.objective - deny_cost (&ctx, game->drawn) >= place)
          return choice_make (SCHOTT_ACT_DISCARD_DRAWN, 0, 0, 0);
        return choice_make (SCHOTT_ACT_PLACE, pos, 0, 0);
      }

    case SCHOTT_DECISION_SWAP_OWN:
      {
        gint a, b;

        strong_best_swap_for (&ctx, ctx.me, &a, &b);
        return choice_make (SCHOTT_ACT_SWAP, a, b, 0);
      }

    case SCHOTT_DECISION_NAME_PLAYER:
      {
        gint target;

        strong_best_e9_target (&ctx, &target);
        return choice_make (SCHOTT_ACT_PLAYER, target, 0, 0);
      }

    case SCHOTT_DECISION_E5_EXCHANGE:
      {
        gint p, j, i;

        strong_best_e5 (&ctx, &p, &j, &i);
        return choice_make (SCHOTT_ACT_E5, p, j, i);
      }

    case SCHOTT_DECISION_E8_BUILD:
      {
        gint which, pos;

        strong_best_e8 (&ctx, &which, &pos);
        return choice_make (SCHOTT_ACT_E8, which, pos, 0);
      }

    default:
      /* ANSWER and NEXT_STAGE: schott_ai_choose() answers those itself */
      return choice_make (SCHOTT_ACT_NEXT_STAGE, 0, 0, 0);
    }
}

