/* schott-ai-strong.c: the hard and expert computer players, and hints.
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
 * (deny_cost). Expert thinks further: the next player is assumed to put my
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

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "schott-ai-private.h"
#include "schott-ai-explain.h"

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
 * games: 8.4 with the SCHOTT settings, 8.0 with these): a card in the
 * other row comes back as surely as an unseen one (the other player throws
 * it away sooner or later), a discarded card (the top one included: taking
 * it costs the turn) less surely, and the row time leans a little towards
 * its slowest gap. */
#define CLASSIC_OPP_WEIGHT     1.0
#define CLASSIC_DISCARD_WEIGHT 0.3
#define CLASSIC_SUM_SHARE      0.8

/* SCHOTT: a discarded card is out of reach while the draw pile lasts. The
 * top one is buried by the next discard (mine, after any move I weigh),
 * the others come back only when an empty pile is refilled (R-TURN-3), and
 * a stage seldom gets that far. Counting them as still to come, as before,
 * made every gap look easier to fill than it is: weight 0 won 0.6-0.9 %
 * more games for hard against normal (two seeds of 10,000 games each). */
#define SCHOTT_DISCARD_WEIGHT  0.0

typedef struct
{
  double opp_row_weight;  /* a card in another row comes back this much */
  double deny_weight;     /* share of the next player's gain from my discard */
  double run_weight;      /* value of runs that can still grow */
  double prefix_growth;   /* share of the missing prefix made by the stage end */
  double ft_margin;       /* Fast Track: expected fields above the mean stage */
  double event_margin;    /* an event must beat the exchange by this */
  double leader_weight;   /* share of the leader (figure + stage) among the others */
  gboolean board;         /* weigh location fields and the finish */
  double endgame;         /* near the finish: fields per unit of win chance, 0: off */
  double lookahead;       /* classic: re-rank the best few places by my next turn */
  gboolean deny_bonus;    /* the next player places my discard where it hurts me
                           * most, its run bonus counted */
} StrongParams;

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
 * close turn choices) lost 2-3 % against hard and cost 20-40 ms: left out. */
static const StrongParams hard_params = {
  .opp_row_weight = 0.3,
  .deny_weight = 0.2,
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

/* ------------------------------------------------------------- context */

typedef struct
{
  double mean;       /* expected own turns to complete the row */
  double var;
  guint  score;      /* R-STAGE-5 now */
  guint  full;       /* number cards in the row: its score when complete */
  double runs;       /* value of runs that can still grow (expert) */
} RowInfo;

typedef struct
{
  const SchottGame   *game;
  const StrongParams *params;
  SchottAiLevel level;
  guint    me;
  guint    n_players;
  guint    len;
  guint    max_value;
  gboolean classic;
  double   sum_share;      /* row time: share of the sum of gap times */
  gboolean own_turn;       /* my placements earn the consecutive bonus */
  guint    answer_percent;
  /* the cards that can come out of the draw pile, and how many */
  guint8   drawable[SCHOTT_MAX_VALUE + 1];   /* [0]: jokers */
  guint    n_drawable;
  /* availability of every value as seen by nobody's row in particular */
  double   weight[SCHOTT_MAX_VALUE + 2];
  guint8   in_row_of[SCHOTT_MAX_VALUE + 2];  /* owner + 1, 0: in no row */
  double   live_jokers;
  RowInfo  info[SCHOTT_MAX_PLAYERS];
  double   value[SCHOTT_MAX_PLAYERS];
  double   objective;      /* of the current position */
  gboolean endgame;        /* a figure may reach the finish this stage */
  guint    next;           /* who moves after me */
  double   deny[SCHOTT_MAX_VALUE + 1];
  gboolean deny_ready;
  SchottRng *rng;          /* the player's own, never the game's */
} Ctx;

static inline SchottChoice
choice_make (SchottAction action,
             gint         a,
             gint         b,
             gint         c)
{
  SchottChoice choice = { (guint8) action, (gint8) a, (gint8) b, (gint8) c };
  return choice;
}

static inline double
norm_cdf (double x)
{
  double c, d;

  phi_lookup (x, &c, &d);
  return c;
}

/* Row time model: see the comment at the top. */
static RowInfo
row_info (const Ctx        *ctx,
          guint             owner,
          const SchottCard *row)
{
  RowInfo info = { 0, };
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

    dsum[0] = dmax[0] = dvar[0] = 0.0;
    for (guint j = 1; j < n_nodes; j++)
      {
        dsum[j] = HUGE_VAL;
        dmax[j] = dvar[j] = 0.0;
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
                clark_max (dmax[i], dvar[i], gm, gv, &dmax[j], &dvar[j]);
              }
          }
      }
    info.mean = MIN (HUGE_TURNS, ctx->sum_share * dsum[n_nodes - 1]
                                 + (1.0 - ctx->sum_share) * dmax[n_nodes - 1]);
    info.var = MIN (HUGE_TURNS * HUGE_TURNS, dvar[n_nodes - 1]);
  }

  return info;
}

/* Runs that can still grow, for the consecutive bonus: a run end beside a
 * position that does not belong to the prefix, with the next value still
 * to come. */
static double
row_runs (const Ctx        *ctx,
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

static double
route_room (const Ctx *ctx,
            guint      p)
{
  const SchottGame *game = ctx->game;

  return (double) game->variant.route_length - game->figure[p];
}

/* Expected fields a move of delta (>= 0) brings p, the location field it
 * ends on included (R-MOVE-1, R-MOVE-2, R-MOVE-3). */
static double
move_value (const Ctx *ctx,
            guint      p,
            gint       delta)
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
endgame_chance (const Ctx     *ctx,
                const RowInfo *info,
                const double  *first,
                const double  *prefix_end,
                double         shift)
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
static double
objective_of (const Ctx     *ctx,
              const RowInfo *info,
              double        *values_out)
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
          double room = route_room (ctx, p);

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

static void
ctx_init (Ctx              *ctx,
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
  ctx->answer_percent = schott_ai_answer_percent (MIN (level, SCHOTT_N_AI_LEVELS - 1));
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

  for (guint p = 0; p < game->n_players; p++)
    {
      ctx->info[p] = row_info (ctx, p, game->rows[p]);
      if (ctx->params->run_weight > 0.0 && !ctx->classic)
        ctx->info[p].runs = row_runs (ctx, p, game->rows[p]);
    }
  ctx->objective = objective_of (ctx, ctx->info, ctx->value);
}

/* My objective after the next player q puts card c into its row (row and
 * info: q's row and everybody's row info, both left as they came). q
 * takes the place that makes its row quickest; with deny_bonus, the place
 * that hurts me most, its run bonus counted. */
static double
after_next_player (const Ctx  *ctx,
                   guint       q,
                   SchottCard *row,
                   RowInfo    *info,
                   SchottCard  c)
{
  RowInfo best = ctx->info[q];
  double worst = ctx->objective;
  double result;

  for (guint i = 0; i < ctx->len; i++)
    {
      SchottCard old = row[i];
      RowInfo ri;

      if (old == c)
        continue;
      row[i] = c;
      ri = row_info (ctx, q, row);
      ri.runs = ctx->info[q].runs;
      if (ctx->params->deny_bonus)
        {
          guint run = c != SCHOTT_JOKER ? schott_row_run_at (row, ctx->len, i, NULL) : 0;
          double o;

          info[q] = ri;
          o = objective_of (ctx, info, NULL);
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
      result = objective_of (ctx, info, NULL);
    }
  info[q] = ctx->info[q];
  return result;
}

/* What the next player gains from finding card on the discard pile. */
static double
deny_cost (Ctx        *ctx,
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
      RowInfo info[SCHOTT_MAX_PLAYERS];
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
static double
bonus_at (const Ctx        *ctx,
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
static double
score_my_row (const Ctx        *ctx,
              const SchottCard *row,
              double            fields_now)
{
  RowInfo info[SCHOTT_MAX_PLAYERS];
  double value;

  memcpy (info, ctx->info, sizeof info);
  info[ctx->me] = row_info (ctx, ctx->me, row);
  if (ctx->params->run_weight > 0.0 && !ctx->classic)
    info[ctx->me].runs = row_runs (ctx, ctx->me, row);
  value = objective_of (ctx, info, NULL);
  if (fields_now > 0.0)
    {
      double moved = move_value (ctx, ctx->me, (gint) fields_now);

      if (!ctx->params->board)
        moved = MIN (moved, route_room (ctx, ctx->me));
      value += moved;
    }
  /* a complete row ends the stage now: nobody grows their prefix further */
  return value;
}

/* Best place for card in my row; returns the score there (deny included). */
static double
best_place (Ctx             *ctx,
            SchottCard       card,
            gint            *pos_out)
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
      s = score_my_row (ctx, row, bonus_at (ctx, row, i, NULL)) - deny_cost (ctx, old);
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
next_turn_score (const Ctx        *ctx,
                 const SchottCard *row_in)
{
  SchottCard row[SCHOTT_MAX_ROW];
  double keep, sum = 0.0;
  guint count = 0;
  gboolean may_discard = ctx->game->variant.may_discard_drawn;

  memcpy (row, row_in, sizeof row);
  keep = score_my_row (ctx, row, 0.0);
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
          s = score_my_row (ctx, row, bonus_at (ctx, row, i, NULL));
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
place_looking_ahead (Ctx        *ctx,
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
      first[n] = score_my_row (ctx, row, bonus_at (ctx, row, i, NULL)) - deny_cost (ctx, old);
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
      now = bonus_at (ctx, row, (guint) i, NULL);
      s = next_turn_score (ctx, row) - deny_cost (ctx, old);
      if (now > 0.0)
        s += move_value (ctx, ctx->me, (gint) now);
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
static double
draw_score (Ctx *ctx)
{
  double sum = 0.0;
  guint count = 0;
  gboolean may_discard = ctx->game->variant.may_discard_drawn;

  for (guint v = 0; v <= ctx->max_value; v++)
    {
      double s;

      if (ctx->drawable[v] == 0)
        continue;
      s = best_place (ctx, (SchottCard) v, NULL);
      if (may_discard)
        s = MAX (s, ctx->objective - deny_cost (ctx, (SchottCard) v));
      sum += s * ctx->drawable[v];
      count += ctx->drawable[v];
    }

  return count > 0 ? sum / count : -HUGE_VAL;
}

/* ---------------------------------------------------------------- events */

static double
score_rows (const Ctx   *ctx,
            SchottCard (*rows)[SCHOTT_MAX_ROW],
            double       my_fields)
{
  RowInfo info[SCHOTT_MAX_PLAYERS];

  for (guint p = 0; p < ctx->n_players; p++)
    {
      if (memcmp (rows[p], ctx->game->rows[p], ctx->len) == 0)
        info[p] = ctx->info[p];
      else
        {
          info[p] = row_info (ctx, p, rows[p]);
          if (ctx->params->run_weight > 0.0 && !ctx->classic)
            info[p].runs = row_runs (ctx, p, rows[p]);
        }
    }
  return objective_of (ctx, info, NULL) + move_value (ctx, ctx->me, (gint) my_fields);
}

/* The best swap for player p of its own row, by p's own gain. When p is me
 * the bonus counts (R-TURN-4). Returns my objective after it. */
static double
best_swap_for (const Ctx *ctx,
               guint      p,
               gint      *a_out,
               gint      *b_out)
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
        RowInfo info[SCHOTT_MAX_PLAYERS];
        double values[SCHOTT_MAX_PLAYERS];
        double obj;

        if (rows[p][a] == rows[p][b])
          continue;
        rows[p][a] = rows[p][b];
        rows[p][b] = t;

        memcpy (info, ctx->info, sizeof info);
        info[p] = row_info (ctx, p, rows[p]);
        obj = objective_of (ctx, info, values);
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
            own = obj + move_value (ctx, p, (gint) fields);
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

static double
best_e5 (const Ctx *ctx,
         gint      *p_out,
         gint      *j_out,
         gint      *i_out)
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
                cheap[take][i] = score_my_row (ctx, rows[me], bonus_at (ctx, rows[me], i, NULL));
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
      s = score_rows (ctx, rows, bonus_at (ctx, rows[me], i, NULL));
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

static double
best_e8 (Ctx  *ctx,
         gint *which_out,
         gint *pos_out)
{
  const SchottGame *game = ctx->game;
  double best = -HUGE_VAL;

  *which_out = 0;
  *pos_out = 0;
  for (guint which = 0; which < MIN (2u, game->n_discard); which++)
    {
      gint pos;
      double s = best_place (ctx, game->discard[game->n_discard - 1 - which], &pos);

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
static double
best_e9_target (const Ctx *ctx,
                gint      *target_out)
{
  double best = -HUGE_VAL;

  *target_out = (gint) ctx->next;
  for (guint p = 0; p < ctx->n_players; p++)
    {
      gint a, b;
      double s;

      if (p == ctx->me)
        continue;
      s = best_swap_for (ctx, p, &a, &b);
      if (s > best)
        {
          best = s;
          *target_out = (gint) p;
        }
    }
  return best;
}

/* The unrevealed event kinds of this stage (R-STAGE-2): all cards of the
 * variant less the ones played. */
static guint
unseen_events (const SchottGame *game,
               guint             remaining[SCHOTT_N_EVENT_KINDS + 1])
{
  guint total = 0;

  for (guint k = 0; k <= SCHOTT_N_EVENT_KINDS; k++)
    remaining[k] = k == 0 ? 0 : game->variant.event_copies[k];
  for (guint p = 0; p < game->n_players; p++)
    for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
      {
        const SchottEventSlot *slot = &game->events[p][s];

        if (slot->played && slot->kind >= 1 && slot->kind <= SCHOTT_N_EVENT_KINDS
            && remaining[slot->kind] > 0)
          remaining[slot->kind]--;
      }
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    total += remaining[k];
  return total;
}

/* My objective after the event of kind k, played now by me. */
static double
event_kind_score (Ctx             *ctx,
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
      return best_swap_for (ctx, ctx->me, &a, &b);

    case SCHOTT_EVENT_E2_EVERYONE_SWAPS:
      {
        double s = best_swap_for (ctx, ctx->me, &a, &b) - ctx->objective;

        for (guint p = 0; p < np; p++)
          if (p != ctx->me)
            s += best_swap_for (ctx, p, &a, &b) - ctx->objective;
        return ctx->objective + s;
      }

    case SCHOTT_EVENT_E3_MOVE_FORWARD:
      return ctx->objective + move_value (ctx, ctx->me, (gint) amount);

    case SCHOTT_EVENT_E4_EVERYONE_MOVES:
      {
        double others = 0.0;

        for (guint p = 0; p < np; p++)
          if (p != ctx->me)
            others += MIN ((double) amount, route_room (ctx, p));
        return ctx->objective + move_value (ctx, ctx->me, (gint) amount) - others / (np - 1);
      }

    case SCHOTT_EVENT_E5_TAKE_FROM_PLAYER:
      return best_e5 (ctx, &a, &b, &c);

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
      return best_e8 (ctx, &a, &b);

    case SCHOTT_EVENT_E9_NAME_PLAYER:
      return best_e9_target (ctx, &a);

    case SCHOTT_EVENT_E10_QUESTION:
      if (!game->variant.questions)
        return ctx->objective;
      return ctx->objective + move_value (ctx, ctx->me, (gint) amount) * ctx->answer_percent / 100.0;

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
scoring_hands_win (const Ctx        *ctx,
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
event_kind_hands_win (const Ctx       *ctx,
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
static double
event_win_risk (const Ctx *ctx,
                gint      *who)
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

static double
event_score (Ctx *ctx)
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

/* ------------------------------------------------------------ Fast Track */

static gboolean
wants_fast_track (Ctx *ctx)
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

    objective_of (ctx, ctx->info, values);
    mine = values[me];
  }
  mean_stage = (double) (ctx->len + 2) / ctx->n_players + 2.0;
  /* the later in the game, the less choosy */
  return mine >= mean_stage + ctx->params->ft_margin - 1.5 * (game->stage - 1);
}

/* ---------------------------------------------------------------- turns */

static SchottChoice
strong_turn (Ctx *ctx)
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
    take = best_place (ctx, (SchottCard) top, &take_pos);
  if (can_draw)
    draw = draw_score (ctx);
  if (event_slot >= 0)
    event = event_score (ctx);

  /* Expert: never an unknown event that could give an opponent the win
   * while an exchange can be made instead. */
  if (event_slot >= 0 && ctx->level >= SCHOTT_AI_EXPERT && (take_pos >= 0 || can_draw)
      && event_win_risk (ctx, NULL) > 0.0)
    event_slot = -1;

  if (event_slot >= 0 && event > MAX (take, draw) + ctx->params->event_margin)
    return choice_make (SCHOTT_ACT_EVENT, event_slot, 0, 0);

  /* two rows passing the same cards back and forth for ever: break it */
  if (take_pos >= 0 && take >= draw)
    {
      if (can_draw && game->stage_turns > 200 && ctx->rng != NULL
          && schott_rng_chance (ctx->rng, 30))
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
  Ctx ctx;

  ctx_init (&ctx, game, ai->level);
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
        place = best_place (&ctx, game->drawn, &pos);

        if (game->variant.may_discard_drawn
            && ctx.objective - deny_cost (&ctx, game->drawn) >= place)
          return choice_make (SCHOTT_ACT_DISCARD_DRAWN, 0, 0, 0);
        return choice_make (SCHOTT_ACT_PLACE, pos, 0, 0);
      }

    case SCHOTT_DECISION_SWAP_OWN:
      {
        gint a, b;

        best_swap_for (&ctx, ctx.me, &a, &b);
        return choice_make (SCHOTT_ACT_SWAP, a, b, 0);
      }

    case SCHOTT_DECISION_NAME_PLAYER:
      {
        gint target;

        best_e9_target (&ctx, &target);
        return choice_make (SCHOTT_ACT_PLAYER, target, 0, 0);
      }

    case SCHOTT_DECISION_E5_EXCHANGE:
      {
        gint p, j, i;

        best_e5 (&ctx, &p, &j, &i);
        return choice_make (SCHOTT_ACT_E5, p, j, i);
      }

    case SCHOTT_DECISION_E8_BUILD:
      {
        gint which, pos;

        best_e8 (&ctx, &which, &pos);
        return choice_make (SCHOTT_ACT_E8, which, pos, 0);
      }

    case SCHOTT_DECISION_ANSWER:
      return schott_ai_answer (ai, game);

    case SCHOTT_DECISION_NEXT_STAGE:
    case SCHOTT_DECISION_NONE:
    default:
      return choice_make (SCHOTT_ACT_NEXT_STAGE, 0, 0, 0);
    }
}

/* ----------------------------------------------------------------- hints */

/* "17-18" or "17-18-19": the run through pos. */
static char *
run_text (const SchottCard *row,
          guint             len,
          guint             pos)
{
  GString *text = g_string_new (NULL);
  guint start = 0;
  guint run = schott_row_run_at (row, len, pos, &start);

  for (guint i = start; i < start + run && i < len; i++)
    g_string_append_printf (text, i == start ? "%u" : "-%u", row[i]);
  return g_string_free (text, FALSE);
}

static char *
explain_placement (Ctx        *ctx,
                   SchottCard  card,
                   guint       pos)
{
  const SchottGame *game = ctx->game;
  SchottCard row[SCHOTT_MAX_ROW];
  guint before = schott_row_score (game->rows[ctx->me], ctx->len, ctx->max_value);
  guint after, run = 0;
  RowInfo info;
  char *prefix_part;
  char *line;

  memcpy (row, game->rows[ctx->me], sizeof row);
  row[pos] = card;
  after = schott_row_score (row, ctx->len, ctx->max_value);
  info = row_info (ctx, ctx->me, row);
  bonus_at (ctx, row, pos, &run);

  if (schott_row_is_ascending (row, ctx->len, ctx->max_value))
    return g_strdup (_("completes the row and ends the stage"));

  if (after > before)
    prefix_part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "makes a %u-card prefix",
                                                "makes a %u-card prefix", after), after);
  else if (after == before)
    prefix_part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "keeps a %u-card prefix",
                                                "keeps a %u-card prefix", after), after);
  else
    prefix_part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "shortens the prefix to %u card",
                                                "shortens the prefix to %u cards", after), after);

  if (run >= 2)
    {
      g_autofree char *runs = run_text (row, ctx->len, pos);

      /* TRANSLATORS: first %s: "keeps a 5-card prefix", second %s: the run,
       * e.g. "17-18", %u: fields moved */
      line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s and makes %s: +%u field",
                                           "%s and makes %s: +%u fields", run - 1),
                              prefix_part, runs, run - 1);
    }
  else
    {
      guint turns = (guint) (info.mean + 0.5);

      /* TRANSLATORS: %s: "keeps a 5-card prefix", %u: estimated turns */
      line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s; the row needs about %u more turn",
                                           "%s; the row needs about %u more turns", turns),
                              prefix_part, turns);
    }
  g_free (prefix_part);
  return line;
}

char *
schott_ai_explain (const SchottGame   *game,
                   const SchottChoice *choice)
{
  Ctx ctx;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (choice != NULL, NULL);

  if (schott_game_decider (game) < 0)
    return g_strdup (_("the game is over"));

  ctx_init (&ctx, game, SCHOTT_AI_EXPERT);

  switch ((SchottAction) choice->action)
    {
    case SCHOTT_ACT_TAKE_DISCARD:
      {
        gint top = schott_game_discard_top (game);

        if (top < 0 || choice->a < 0 || (guint) choice->a >= ctx.len)
          break;
        return explain_placement (&ctx, (SchottCard) top, (guint) choice->a);
      }

    case SCHOTT_ACT_PLACE:
      if (choice->a < 0 || (guint) choice->a >= ctx.len || !game->has_drawn)
        break;
      return explain_placement (&ctx, game->drawn, (guint) choice->a);

    case SCHOTT_ACT_DRAW:
      {
        gint top = schott_game_discard_top (game);
        double take = top >= 0 ? best_place (&ctx, (SchottCard) top, NULL) : -HUGE_VAL;
        double draw = draw_score (&ctx);

        if (top < 0)
          return g_strdup (_("there is no discard to take"));
        if (draw >= take)
          return g_strdup_printf (_("the discard %d helps less than a blind draw on average"),
                                  top);
        return g_strdup_printf (_("a blind draw is a gamble: the discard %d is the surer card"),
                                top);
      }

    case SCHOTT_ACT_DISCARD_DRAWN:
      return g_strdup_printf (_("%u fits nowhere without breaking the row"),
                              (guint) game->drawn);

    case SCHOTT_ACT_EVENT:
      {
        double gain = event_score (&ctx) - ctx.objective;

        return g_strdup_printf (_("an unknown event is worth about %+.1f fields on average"),
                                gain);
      }

    case SCHOTT_ACT_FAST_TRACK:
      return g_strdup (_("doubles this stage's score: play it on a stage that looks good"));

    case SCHOTT_ACT_SWAP:
      {
        SchottCard row[SCHOTT_MAX_ROW];
        guint after;

        if (choice->a < 0 || choice->b < 0
            || (guint) choice->a >= ctx.len || (guint) choice->b >= ctx.len)
          break;
        memcpy (row, game->rows[ctx.me], sizeof row);
        row[choice->a] = game->rows[ctx.me][choice->b];
        row[choice->b] = game->rows[ctx.me][choice->a];
        after = schott_row_score (row, ctx.len, ctx.max_value);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "the swap leaves a %u-card prefix",
                                             "the swap leaves a %u-card prefix", after),
                                after);
      }

    case SCHOTT_ACT_PLAYER:
      return g_strdup (_("a forced swap helps that player least"));

    case SCHOTT_ACT_E5:
      if (choice->a < 0 || (guint) choice->a >= ctx.n_players
          || choice->b < 0 || (guint) choice->b >= ctx.len
          || choice->c < 0 || (guint) choice->c >= ctx.len)
        break;
      return explain_placement (&ctx, game->rows[choice->a][choice->b], (guint) choice->c);

    case SCHOTT_ACT_E8:
      if (choice->a < 0 || (guint) choice->a >= MIN (2u, game->n_discard)
          || choice->b < 0 || (guint) choice->b >= ctx.len)
        break;
      return explain_placement (&ctx, game->discard[game->n_discard - 1 - choice->a],
                                (guint) choice->b);

    case SCHOTT_ACT_ANSWER:
      return g_strdup (_("pick the answer you believe is right"));

    case SCHOTT_ACT_NEXT_STAGE:
      return g_strdup (_("on to the next stage"));

    default:
      break;
    }

  return g_strdup (_("no hint for this choice"));
}

gint
schott_ai_event_risk (const SchottGame *game,
                      double           *chance)
{
  Ctx ctx;
  gint who = -1;
  double risk;

  g_return_val_if_fail (game != NULL, -1);

  if (chance != NULL)
    *chance = 0.0;
  if (schott_game_decider (game) < 0 || game->variant.route_length == 0)
    return -1;
  ctx_init (&ctx, game, SCHOTT_AI_EXPERT);
  risk = event_win_risk (&ctx, &who);
  if (chance != NULL)
    *chance = risk;
  return who;
}
