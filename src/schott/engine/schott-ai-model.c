/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-ai-model.c: the hard and expert players' model of a position.
 *
 * Both levels value a position in fields of the route (classic: in turns
 * to complete the row) and look one ply ahead: every choice is applied to a
 * copy of the rows, a blind draw is averaged over the cards still unseen.
 *
 * The heart is a model of how long a row still needs. A row keeps a chain
 * of cards (an ascending subsequence with room between its cards); the
 * positions between two kept cards form a gap with k holes and u values
 * that can still come into it. A gap costs about k(k+1)/2 * T/u draws (T:
 * all cards that can come): the first card may be any of the u, later ones
 * must fit beside it. The chain with the least total cost is the plan; the
 * row's time is that total. A Poisson model of each gap (gap_table_build:
 * mean and variance of the time to fill it, E[max] by Clark's
 * approximation) gives the spread used for the race between rows; its
 * means played worse than the simple cost in self-play (TRIANGLE blends
 * them, 1.0 = the simple cost only).
 *
 * From every row's time the value of the stage follows: the chance that a
 * player completes first (normal approximation of the race), the row score
 * then or else the expected scoring prefix (R-STAGE-5), doubled under Fast
 * Track, the reward question, capped by the distance to the finish. The
 * score of a choice is my value minus the mean of the others' values, plus
 * the consecutive bonus moved at once (R-TURN-4) and the location field it
 * ends on (R-MOVE-3).
 *
 * Both wait with Fast Track for a promising stage, weigh landing fields
 * and the finish, value runs that could still grow, count the leader
 * (figure plus expected stage) for half of "the others" when more than two
 * play, and charge a card put on the discard pile with what the next
 * player gains from it against the blind draw they would make otherwise
 * (deny_cost; expert only since issue 28). Expert thinks further: the next player is assumed to put my
 * discard where it hurts me most, its run bonus counted; when a figure can
 * reach the finish this stage the score becomes the chance to win the game
 * (endgame_chance); and in the classic variant the best few places are
 * compared by my next turn as well (place_looking_ahead).
 *
 * Neither level reads the draw pile's order or an unrevealed event kind:
 * the unseen cards are the complement of what lies open (rows, discards,
 * the own drawn card), unseen events the complement of the revealed ones.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "schott-ai-strong-private.h"


#define MAX_GAP_HOLES  SCHOTT_MAX_ROW
#define MAX_GAP_VALUES (SCHOTT_MAX_VALUE + 1)
#define HUGE_TURNS     1000.0
#ifndef SUM_SHARE
#define SUM_SHARE      1.0
#endif
#ifndef TRIANGLE
#define TRIANGLE       1.0
#endif

/* Classic (Rack-O) row model, tuned by self-play (turns per player, 10,000
 * games: 8.4 with the SCHOTT settings, 8.0 with these): the row time
 * leans a little towards its slowest gap. Since issue 28 the other rows
 * are read as their owners' plans (the chain of strong_row_info, with a
 * card in another row first counted as surely to come as an unseen one):
 * a card the plan keeps stays where it is (KEPT), one it does not keep is
 * thrown onto the discard pile soon, where it is the top at my turn, so it
 * comes several times as surely as a blind draw (LEFT); a discarded card
 * under the top is buried (DISCARD). Self-play, 4,000 games (seed 11):
 * 7.94 turns per player before, 7.88 with every card in another row at
 * 2.5 and discards at 0, 7.70 with the plans (0.5 / 4). */
#define CLASSIC_OPP_WEIGHT     1.0
#define CLASSIC_KEPT_WEIGHT    0.5
#define CLASSIC_LEFT_WEIGHT    4.0
#define CLASSIC_DISCARD_WEIGHT 0.0
#define CLASSIC_SUM_SHARE      0.8

/* SCHOTT: a discarded card is out of reach while the draw pile lasts. The
 * top one is buried by the next discard (mine, after any move I weigh),
 * the others come back only when an empty pile is refilled (R-TURN-3), and
 * a stage seldom gets that far. Counting them as still to come, as before,
 * made every gap look easier to fill than it is: weight 0 won 0.6-0.9 %
 * more games for hard against normal (two seeds of 10,000 games each). */
#define SCHOTT_DISCARD_WEIGHT  0.0



/* Tuned in 2,000- to 10,000-game tournaments (schott-cli tournament).
 * Against normal, hard gains most from the board (about 2 %), growing runs
 * (about 1 %) and the discard it leaves (deny_weight: about 3 %; at 0.5
 * and more it keeps good cards back too long). Expert adds what
 * costs more thought: the next player's best use of my discard, run bonus
 * included (deny_bonus); the race for the finish when a figure can reach
 * it this stage (endgame); and in the classic variant a second look one
 * draw ahead for the best few places (lookahead). Playing events more or
 * less eagerly (event_margin), the Fast Track margin, the leader's weight
 * and the prefix growth changed nothing beyond the noise. Rollouts of the
 * rest of the stage with normal as the policy (8-16 per candidate, for
 * close turn choices) lost 2-3 % against hard and cost 20-40 ms: left out.
 *
 * Issue 28 wants every level to beat the one below in 60 % of two-player
 * games; expert beat hard in only 53.4 % (51.2-55.6, 2,000 games) while
 * beating normal in 68.7 %. Hard gives up the discard's cost (expert
 * 53.4 -> 57.4 % against it, 1,000 games) and answers fewer questions
 * right (schott-ai-answer.c): a step in between the two. */
static const StrongParams hard_params = {
  .opp_row_weight = 0.3,
  .deny_weight = 0.0,
  .run_weight = 0.5,
  .prefix_growth = 0.5,
  .ft_margin = 1.0,
  .event_margin = 0.0,
  .leader_weight = 0.5,
  .board = TRUE,
  .endgame = 0.0,
  .lookahead = 0.0,
  .deny_bonus = FALSE,
};

static const StrongParams expert_params = {
  .opp_row_weight = 0.3,
  .deny_weight = 0.4,
  .run_weight = 0.5,
  .prefix_growth = 0.5,
  .ft_margin = 1.0,
  .event_margin = 0.0,
  .leader_weight = 0.5,
  .board = TRUE,
  .endgame = 40.0,
  .lookahead = 1.0,
  .deny_bonus = TRUE,
};


/* ------------------------------------------------------- the gap table */

/* Time is counted in units of T draws: hits into a gap of u values arrive
 * as a Poisson stream of rate u. gap_mean[k][u], gap_var[k][u]: mean and
 * variance of the time until a gap of k holes and u values is full, when
 * every hit is placed at the hole that makes the rest quickest (or thrown
 * away). The two parts left by a placement fill independently: the gap is
 * full when the slower one is, E[max] by Clark's approximation. */
static float gap_mean[MAX_GAP_HOLES + 1][MAX_GAP_VALUES + 1];
static float gap_var[MAX_GAP_HOLES + 1][MAX_GAP_VALUES + 1];

#define PHI_STEPS 1601   /* alpha in [-8, 8] by 0.01 */
static float phi_cdf[PHI_STEPS];
static float phi_pdf[PHI_STEPS];

static inline void
phi_lookup (double  alpha,
            double *cdf,
            double *pdf)
{
  double t = (alpha + 8.0) * 100.0;
  guint i;
  double f;

  if (t <= 0.0)
    {
      *cdf = 0.0;
      *pdf = 0.0;
      return;
    }
  if (t >= PHI_STEPS - 1)
    {
      *cdf = 1.0;
      *pdf = 0.0;
      return;
    }
  i = (guint) t;
  f = t - i;
  *cdf = phi_cdf[i] + (phi_cdf[i + 1] - phi_cdf[i]) * f;
  *pdf = phi_pdf[i] + (phi_pdf[i + 1] - phi_pdf[i]) * f;
}

/* Clark: mean and variance of max(X, Y) for independent normal X, Y. */
static inline void
clark_max (double  m1,
           double  v1,
           double  m2,
           double  v2,
           double *m_out,
           double *v_out)
{
  double a2 = v1 + v2;
  double a, al, c1, d, e1, e2;

  if (a2 < 1e-12)
    {
      *m_out = MAX (m1, m2);
      *v_out = 0.0;
      return;
    }
  a = sqrt (a2);
  al = (m1 - m2) / a;
  phi_lookup (al, &c1, &d);
  e1 = m1 * c1 + m2 * (1.0 - c1) + a * d;
  e2 = (m1 * m1 + v1) * c1 + (m2 * m2 + v2) * (1.0 - c1) + (m1 + m2) * a * d;
  *m_out = e1;
  *v_out = MAX (0.0, e2 - e1 * e1);
}

static void
gap_table_build (void)
{
  for (guint i = 0; i < PHI_STEPS; i++)
    {
      double x = -8.0 + i / 100.0;

      phi_cdf[i] = (float) (0.5 * erfc (-x * M_SQRT1_2));
      phi_pdf[i] = (float) (0.3989422804014327 * exp (-0.5 * x * x));
    }

  for (guint u = 0; u <= MAX_GAP_VALUES; u++)
    {
      gap_mean[0][u] = 0.0f;
      gap_var[0][u] = 0.0f;
    }

  for (guint k = 1; k <= MAX_GAP_HOLES; k++)
    for (guint u = 0; u <= MAX_GAP_VALUES; u++)
      {
        double cont_mean[MAX_GAP_VALUES];
        double cont_var[MAX_GAP_VALUES];
        double tau, var;

        if (u < k)
          {
            gap_mean[k][u] = G_MAXFLOAT;
            gap_var[k][u] = 0.0f;
            continue;
          }

        /* the hit of rank x goes to the best hole */
        for (guint x = 0; x < u; x++)
          {
            cont_mean[x] = HUGE_VAL;
            cont_var[x] = 0.0;
            for (guint hole = 0; hole < k; hole++)
              {
                double m, v;

                if (x < hole || u - 1 - x < k - 1 - hole)
                  continue;
                clark_max (gap_mean[hole][x], gap_var[hole][x],
                           gap_mean[k - 1 - hole][u - 1 - x], gap_var[k - 1 - hole][u - 1 - x],
                           &m, &v);
                if (m < cont_mean[x])
                  {
                    cont_mean[x] = m;
                    cont_var[x] = v;
                  }
              }
          }

        /* tau = 1/u + mean over x of min (tau, cont[x]) */
        tau = 1.0 / u;
        for (guint x = 0; x < u; x++)
          tau += cont_mean[x] / u;
        for (guint iter = 0; iter < 40; iter++)
          {
            double placed = 0.0;
            guint thrown = 0;
            double next;

            for (guint x = 0; x < u; x++)
              {
                if (cont_mean[x] < tau)
                  placed += cont_mean[x];
                else
                  thrown++;
              }
            next = (1.0 / u + placed / u) / (1.0 - (double) thrown / u);
            if (fabs (next - tau) < 1e-9)
              break;
            tau = next;
          }

        /* variance: the wait, then a mixture of the continuations */
        {
          double m2 = 0.0;
          double waits = 1.0 / (1.0 - 0.0);

          for (guint x = 0; x < u; x++)
            {
              double m = MIN (cont_mean[x], tau);
              double v = cont_mean[x] < tau ? cont_var[x] : 0.0;

              m2 += (v + m * m) / u;
            }
          var = waits / ((double) u * u) + MAX (0.0, m2 - (tau - 1.0 / u) * (tau - 1.0 / u));
        }

        gap_mean[k][u] = (float) tau;
        gap_var[k][u] = (float) var;
      }
}

static void
gap_table_ensure (void)
{
  static gsize built = 0;

  if (g_once_init_enter (&built))
    {
      gap_table_build ();
      g_once_init_leave (&built, 1);
    }
}

/* Mean and variance (in units of T draws) for a weighted count u. */
static inline void
gap_time (guint   k,
          double  u,
          double *mean,
          double *var)
{
  if (k == 0)
    {
      *mean = 0.0;
      *var = 0.0;
      return;
    }
  if (u < k)
    {
      /* not enough values can come: a very long wait */
      *mean = HUGE_TURNS;
      *var = 0.0;
      return;
    }
  *mean = TRIANGLE * k * (k + 1) / 2.0 / u
          + (1.0 - TRIANGLE) * gap_mean[k][MIN ((guint) u, MAX_GAP_VALUES)];
  *var = gap_var[k][MIN ((guint) u, MAX_GAP_VALUES)];
}


static inline double
norm_cdf (double x)
{
  double c, d;

  phi_lookup (x, &c, &d);
  return c;
}

/* Row time model: see the comment at the top. */
StrongRowInfo
strong_row_info (const StrongCtx  *ctx,
                 guint             owner,
                 const SchottCard *row)
{
  StrongRowInfo info = { 0, };
  guint len = ctx->len;
  guint n = ctx->max_value;
  double w[SCHOTT_MAX_VALUE + 2];
  double cum[SCHOTT_MAX_VALUE + 2];
  double total;
  gint node_pos[SCHOTT_MAX_ROW + 2];
  guint node_val[SCHOTT_MAX_ROW + 2];
  guint holes_before[SCHOTT_MAX_ROW + 2];  /* non-joker positions before pos */
  guint n_nodes = 0;
  guint jokers = 0;

  memcpy (w, ctx->weight, sizeof w);
  for (guint v = 1; v <= n; v++)
    if (ctx->in_row_of[v] == owner + 1)
      w[v] = 1.0;      /* my own cards come back when I let them go */
  for (guint i = 0; i < len; i++)
    if (row[i] != SCHOTT_JOKER)
      w[row[i]] = 0.0;
    else
      jokers++;

  cum[0] = 0.0;
  for (guint v = 1; v <= n; v++)
    cum[v] = cum[v - 1] + w[v];
  cum[n + 1] = cum[n];
  total = MAX (1.0, cum[n] + ctx->live_jokers);

  info.score = schott_row_score (row, len, n);
  info.full = len - jokers;

  holes_before[0] = 0;
  for (guint i = 0; i < len; i++)
    holes_before[i + 1] = holes_before[i] + (row[i] != SCHOTT_JOKER);

  /* nodes: the start (position -1, value 0), number cards, the end */
  node_pos[n_nodes] = -1;
  node_val[n_nodes++] = 0;
  for (guint i = 0; i < len; i++)
    if (row[i] != SCHOTT_JOKER)
      {
        node_pos[n_nodes] = (gint) i;
        node_val[n_nodes++] = row[i];
      }
  node_pos[n_nodes] = (gint) len;
  node_val[n_nodes++] = n + 1;

  /* the chain with the least total gap time; its gaps fill in parallel but
   * each draw serves one of them, so the row needs somewhere between the
   * slowest gap and the sum: a blend of the two */
  {
    double dsum[SCHOTT_MAX_ROW + 2];
    double dmax[SCHOTT_MAX_ROW + 2];
    double dvar[SCHOTT_MAX_ROW + 2];
    gint prev[SCHOTT_MAX_ROW + 2];

    dsum[0] = dmax[0] = dvar[0] = 0.0;
    prev[0] = -1;
    for (guint j = 1; j < n_nodes; j++)
      {
        dsum[j] = HUGE_VAL;
        dmax[j] = dvar[j] = 0.0;
        prev[j] = -1;
        for (guint i = 0; i < j; i++)
          {
            gint dpos = node_pos[j] - node_pos[i] - 1;
            guint k;
            double u, gm = 0.0, gv = 0.0;

            if (dsum[i] == HUGE_VAL || node_val[i] >= node_val[j]
                || (gint) (node_val[j] - node_val[i] - 1) < dpos)
              continue;
            k = holes_before[node_pos[j]] - holes_before[node_pos[i] + 1];
            if (k > 0)
              {
                u = cum[node_val[j] - 1] - cum[node_val[i]] + ctx->live_jokers;
                gap_time (k, u, &gm, &gv);
                gm *= total;
                gv *= total * total;
              }
            if (dsum[i] + gm < dsum[j])
              {
                dsum[j] = dsum[i] + gm;
                prev[j] = (gint) i;
                clark_max (dmax[i], dvar[i], gm, gv, &dmax[j], &dvar[j]);
              }
          }
      }
    info.mean = MIN (HUGE_TURNS, ctx->sum_share * dsum[n_nodes - 1]
                                 + (1.0 - ctx->sum_share) * dmax[n_nodes - 1]);
    info.var = MIN (HUGE_TURNS * HUGE_TURNS, dvar[n_nodes - 1]);
    if (dsum[n_nodes - 1] < HUGE_VAL)
      for (gint j = prev[n_nodes - 1]; j > 0; j = prev[j])
        info.kept |= 1u << node_pos[j];
  }

  return info;
}

/* Runs that can still grow, for the consecutive bonus: a run end beside a
 * position that does not belong to the prefix, with the next value still
 * to come. */
double
strong_row_runs (const StrongCtx  *ctx,
                 guint             owner,
                 const SchottCard *row)
{
  guint len = ctx->len;
  guint prefix = schott_row_prefix (row, len, ctx->max_value);
  double total = 0.0;
  double all = 1.0;

  for (guint v = 1; v <= ctx->max_value; v++)
    all += ctx->weight[v];

  for (guint i = 0; i < len; i++)
    {
      guint run, start;
      SchottCard v = row[i];

      if (v == SCHOTT_JOKER)
        continue;
      run = schott_row_run_at (row, len, i, &start);
      if (start + run - 1 != i)
        continue;   /* look at run ends only */
      if (i + 1 < len && i + 1 >= prefix && v < ctx->max_value
          && (i + 2 >= len || row[i + 2] == SCHOTT_JOKER || row[i + 2] > v + 1)
          && ctx->in_row_of[v + 1] == 0)
        total += (double) run * ctx->weight[v + 1] / all;
      if (start > 0 && start - 1 >= prefix && row[start] > 1
          && ctx->in_row_of[row[start] - 1] == 0)
        total += (double) run * ctx->weight[row[start] - 1] / all;
    }

  (void) owner;
  return total;
}

double
strong_route_room (const StrongCtx *ctx,
                   guint            p)
{
  const SchottGame *game = ctx->game;

  return (double) game->variant.route_length - game->figure[p];
}

/* Expected fields a move of delta (>= 0) brings p, the location field it
 * ends on included (R-MOVE-1, R-MOVE-2, R-MOVE-3). */
double
strong_move_value (const StrongCtx *ctx,
                   guint            p,
                   gint             delta)
{
  const SchottGame *game = ctx->game;
  gint finish = game->variant.route_length;
  gint from = game->figure[p];
  gint to;
  double value;
  gint fv;

  if (finish == 0 || delta <= 0)
    return 0.0;
  to = MIN (from + delta, finish);
  if (!ctx->params->board)
    return to - from;

  for (;;)
    {
      gboolean taken = FALSE;

      if (to == finish)
        break;
      for (guint q = 0; q < game->n_players; q++)
        taken |= q != p && game->figure[q] == to;
      if (!taken)
        break;
      to++;
    }
  value = to - from;
  if (to == finish)
    return value + 20.0;   /* the game is won */
  fv = game->variant.questions ? game->variant.field_value[to] : 0;
  if (fv > 0)
    value += fv * ctx->answer_percent / 100.0;
  else if (fv < 0)
    value -= (100.0 - ctx->answer_percent) / 100.0;
  return value;
}

/* Near the finish fields no longer add up: what counts is who gets there
 * first. My chance to win the game, over who completes the stage (first[]):
 * in each case every figure moves its expected stage (the completer its
 * full row, the others their expected prefix, doubled under Fast Track; the
 * completer's reward question by its chance), a figure gets there with a
 * normal spread around that, and when nobody does the game goes on with a
 * chance that grows with my lead. shift: fields I move at once. */
static double
endgame_chance (const StrongCtx     *ctx,
                const StrongRowInfo *info,
                const double        *first,
                const double        *prefix_end,
                double               shift)
{
  const SchottGame *game = ctx->game;
  guint np = ctx->n_players;
  double finish = game->variant.route_length;
  double answer = ctx->answer_percent / 100.0;
  double reward = game->variant.questions ? game->variant.question_reward : 0.0;
  double chance = 0.0;

  for (guint s = 0; s < np; s++)
    {
      double reach[SCHOTT_MAX_PLAYERS];
      double pos[SCHOTT_MAX_PLAYERS];
      double nobody_else = 1.0, sum_exp = 0.0, mine_exp = 0.0;

      if (first[s] < 1e-4)
        continue;
      for (guint p = 0; p < np; p++)
        {
          double mult = game->fast_track_active[p] ? 2.0 : 1.0;
          double from = game->figure[p] + (p == ctx->me ? shift : 0.0);
          double room = finish - from;
          double moves = mult * (p == s ? info[p].full : prefix_end[p]);
          double spread = p == s ? 0.4 : 1.0 + 0.5 * mult;
          double r = norm_cdf ((moves - room + 0.5) / spread);

          if (p == s && reward > 0.0)
            {
              r += (1.0 - r) * answer * norm_cdf ((moves + reward - room + 0.5) / spread);
              moves += reward * answer;
            }
          if (room <= 0.0)
            r = 1.0;
          reach[p] = r;
          pos[p] = MIN (from + moves, finish);
        }
      for (guint p = 0; p < np; p++)
        {
          double e = exp (0.15 * (pos[p] - pos[ctx->me]));

          sum_exp += e;
          if (p == ctx->me)
            mine_exp = e;
          else
            nobody_else *= 1.0 - reach[p];
        }
      chance += first[s] * (reach[ctx->me]
                            + (1.0 - reach[ctx->me]) * nobody_else * mine_exp / sum_exp);
    }
  return chance;
}

/* Stage values of all players from their rows. */
double
strong_objective_of (const StrongCtx     *ctx,
                     const StrongRowInfo *info,
                     double              *values_out)
{
  const SchottGame *game = ctx->game;
  guint np = ctx->n_players;
  double adj[SCHOTT_MAX_PLAYERS];
  double first[SCHOTT_MAX_PLAYERS];
  double prefix_end[SCHOTT_MAX_PLAYERS];
  double sum_first = 0.0, tau = 0.0;
  double values[SCHOTT_MAX_PLAYERS];
  double others = 0.0;
  guint active = (guint) MAX (game->active, 0);

  if (ctx->classic)
    {
      /* classic: the first complete row wins; turns are what counts */
      return -info[ctx->me].mean;
    }

  /* a player who moves later in the round needs a little longer */
  for (guint p = 0; p < np; p++)
    adj[p] = info[p].mean + ((p + np - active) % np) / (double) np;

  for (guint p = 0; p < np; p++)
    {
      double pr = 1.0;

      for (guint q = 0; q < np; q++)
        {
          double s;

          if (q == p)
            continue;
          s = sqrt (info[p].var + info[q].var + 1.0);
          pr *= norm_cdf ((adj[q] - adj[p]) / s);
        }
      first[p] = pr;
      sum_first += pr;
    }
  for (guint p = 0; p < np; p++)
    {
      first[p] /= MAX (sum_first, 1e-9);
      tau += first[p] * adj[p];
    }

  for (guint p = 0; p < np; p++)
    {
      double grow = MIN (1.0, tau / MAX (adj[p], 0.5)) * ctx->params->prefix_growth;
      double mult = game->fast_track_active[p] ? 2.0 : 1.0;
      double reward = game->variant.questions
                      ? game->variant.question_reward * ctx->answer_percent / 100.0 : 0.0;
      double v;

      prefix_end[p] = info[p].score + (info[p].full - (double) info[p].score) * grow;
      v = mult * (first[p] * info[p].full + (1.0 - first[p]) * prefix_end[p])
                 + first[p] * reward;

      if (ctx->params->board)
        {
          double room = strong_route_room (ctx, p);

          /* fields beyond the finish are lost; reaching it wins */
          if (v >= room)
            v = room + 8.0 + (v - room) * 0.1;
          v += ctx->params->run_weight * info[p].runs;
        }
      values[p] = v;
    }

  {
    double top = -HUGE_VAL;

    for (guint p = 0; p < np; p++)
      if (p != ctx->me)
        {
          others += values[p];
          top = MAX (top, values[p] + game->figure[p] - game->figure[ctx->me]);
        }
    if (values_out)
      memcpy (values_out, values, sizeof values);
    if (ctx->endgame)
      return ctx->params->endgame * endgame_chance (ctx, info, first, prefix_end, 0.0);
    return values[ctx->me] - (1.0 - ctx->params->leader_weight) * others / (np - 1)
           - ctx->params->leader_weight * top;
  }
}

void
strong_ctx_init (StrongCtx        *ctx,
                 const SchottGame *game,
                 SchottAiLevel     level)
{
  guint n;
  guint jokers_seen = 0;
  guint n_jokers;

  gap_table_ensure ();
  memset (ctx, 0, sizeof *ctx);
  ctx->game = game;
  ctx->level = level;
  ctx->params = level >= SCHOTT_AI_EXPERT ? &expert_params : &hard_params;
  ctx->me = (guint) MAX (schott_game_decider (game), 0);
  ctx->n_players = game->n_players;
  ctx->len = game->row_length;
  ctx->max_value = n = game->max_value;
  ctx->classic = game->variant.single_stage || game->variant.route_length == 0;
  ctx->sum_share = ctx->classic ? CLASSIC_SUM_SHARE : SUM_SHARE;
  ctx->own_turn = game->active == (gint) ctx->me && game->variant.route_length > 0;
  ctx->answer_percent = schott_ai_answer_percent_of (MIN (level, SCHOTT_N_AI_LEVELS - 1));
  ctx->next = schott_game_left_of (game, ctx->me);
  n_jokers = game->variant.deck[game->n_players].n_jokers;

  for (guint v = 1; v <= n; v++)
    {
      ctx->drawable[v] = 1;
      ctx->weight[v] = 1.0;
    }
  for (guint p = 0; p < game->n_players; p++)
    for (guint i = 0; i < ctx->len; i++)
      {
        SchottCard c = game->rows[p][i];

        if (c == SCHOTT_JOKER)
          jokers_seen++;
        else if (c <= n)
          {
            ctx->drawable[c] = 0;
            ctx->weight[c] = ctx->classic ? CLASSIC_OPP_WEIGHT : ctx->params->opp_row_weight;
            ctx->in_row_of[c] = (guint8) (p + 1);
          }
      }
  for (guint i = 0; i < game->n_discard; i++)
    {
      SchottCard c = game->discard[i];

      if (c == SCHOTT_JOKER)
        jokers_seen++;
      else if (c <= n)
        {
          ctx->drawable[c] = 0;
          if (ctx->classic)
            ctx->weight[c] = CLASSIC_DISCARD_WEIGHT;
          else if (game->n_draw > 0)
            ctx->weight[c] = SCHOTT_DISCARD_WEIGHT;
        }
    }
  if (game->has_drawn && game->decider == game->active)
    {
      if (game->drawn == SCHOTT_JOKER)
        jokers_seen++;
      else if (game->drawn <= n)
        ctx->drawable[game->drawn] = 0;
    }
  ctx->drawable[0] = (guint8) (n_jokers > jokers_seen ? n_jokers - jokers_seen : 0);
  ctx->live_jokers = ctx->drawable[0];

  /* R-TURN-3: an empty pile is refilled from the discards under the top */
  if (game->n_draw == 0 && game->n_discard > 1)
    {
      memset (ctx->drawable, 0, sizeof ctx->drawable);
      for (guint i = 0; i + 1 < game->n_discard; i++)
        if (game->discard[i] <= n)
          ctx->drawable[game->discard[i]]++;
    }
  for (guint v = 0; v <= n; v++)
    ctx->n_drawable += ctx->drawable[v];

  if (ctx->params->endgame > 0.0 && !ctx->classic)
    for (guint p = 0; p < game->n_players; p++)
      {
        guint reach = (game->fast_track_active[p] || game->fast_track_available[p] ? 2 : 1)
                      * ctx->len + 4;

        ctx->endgame |= game->figure[p] + (gint) reach >= (gint) game->variant.route_length;
      }

  /* classic: another player's card that its plan keeps stays there; one
   * it does not keep comes onto the discard pile, mine to take */
  if (ctx->classic)
    {
      for (guint p = 0; p < game->n_players; p++)
        {
          StrongRowInfo plan;

          if (p == ctx->me)
            continue;
          plan = strong_row_info (ctx, p, game->rows[p]);
          for (guint i = 0; i < ctx->len; i++)
            {
              SchottCard c = game->rows[p][i];

              if (c != SCHOTT_JOKER && c <= n)
                ctx->weight[c] = (plan.kept >> i) & 1 ? CLASSIC_KEPT_WEIGHT : CLASSIC_LEFT_WEIGHT;
            }
        }
    }
  for (guint p = 0; p < game->n_players; p++)
    {
      ctx->info[p] = strong_row_info (ctx, p, game->rows[p]);
      if (ctx->params->run_weight > 0.0 && !ctx->classic)
        ctx->info[p].runs = strong_row_runs (ctx, p, game->rows[p]);
    }
  ctx->objective = strong_objective_of (ctx, ctx->info, ctx->value);
}

