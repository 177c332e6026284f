/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-ai-strong-private.h: shared by the files of the hard and expert
 * computer players: the row-time model (schott-ai-model.c), the choices
 * (schott-ai-strong.c), the event cards (schott-ai-events.c) and the hints
 * (schott-ai-explain.c). */
#pragma once

#include "schott-ai-private.h"

G_BEGIN_DECLS

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

/* ------------------------------------------------------------- context */

typedef struct
{
  double mean;       /* expected own turns to complete the row */
  double var;
  guint  score;      /* R-STAGE-5 now */
  guint  full;       /* number cards in the row: its score when complete */
  double runs;       /* value of runs that can still grow (expert) */
  guint32 kept;      /* positions of the plan's chain (bit i: position i) */
} StrongRowInfo;

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
  StrongRowInfo  info[SCHOTT_MAX_PLAYERS];
  double   value[SCHOTT_MAX_PLAYERS];
  double   objective;      /* of the current position */
  gboolean endgame;        /* a figure may reach the finish this stage */
  guint    next;           /* who moves after me */
  double   deny[SCHOTT_MAX_VALUE + 1];
  gboolean deny_ready;
  SwRng *rng;          /* the player's own, never the game's */
} StrongCtx;


/* The row-time model and the value of a position (schott-ai-model.c). */

/* Row time model: see the comment at the top. */
StrongRowInfo
strong_row_info (const StrongCtx  *ctx,
                 guint             owner,
                 const SchottCard *row);

/* Runs that can still grow, for the consecutive bonus: a run end beside a
 * position that does not belong to the prefix, with the next value still
 * to come. */
double
strong_row_runs (const StrongCtx  *ctx,
                 guint             owner,
                 const SchottCard *row);

double
strong_route_room (const StrongCtx *ctx,
                   guint            p);

/* Expected fields a move of delta (>= 0) brings p, the location field it
 * ends on included (R-MOVE-1, R-MOVE-2, R-MOVE-3). */
double
strong_move_value (const StrongCtx *ctx,
                   guint            p,
                   gint             delta);

/* Stage values of all players from their rows. */
double
strong_objective_of (const StrongCtx     *ctx,
                     const StrongRowInfo *info,
                     double              *values_out);

void
strong_ctx_init (StrongCtx        *ctx,
                 const SchottGame *game,
                 SchottAiLevel     level);

/* Scoring my own row and card choices (schott-ai-strong.c). */

/* Consecutive bonus for a card placed at pos on my own turn. */
double
strong_bonus_at (const StrongCtx  *ctx,
                 const SchottCard *row,
                 guint             pos,
                 guint            *run_out);

/* My objective with my row replaced, plus fields moved at once. */
double
strong_score_my_row (const StrongCtx  *ctx,
                     const SchottCard *row,
                     double            fields_now);

/* Best place for card in my row; returns the score there (deny included). */
double
strong_best_place (StrongCtx  *ctx,
                   SchottCard  card,
                   gint       *pos_out);

/* Mean score of a blind draw, best use of each possible card. */
double
strong_draw_score (StrongCtx *ctx);

/* The event cards (schott-ai-events.c). */

/* The best swap for player p of its own row, by p's own gain. When p is me
 * the bonus counts (R-TURN-4). Returns my objective after it. */
double
strong_best_swap_for (const StrongCtx *ctx,
                      guint            p,
                      gint            *a_out,
                      gint            *b_out);

double
strong_best_e5 (const StrongCtx *ctx,
                gint            *p_out,
                gint            *j_out,
                gint            *i_out);

double
strong_best_e8 (StrongCtx *ctx,
                gint      *which_out,
                gint      *pos_out);

/* E9: the player whose forced swap helps them least (hurts me least). */
double
strong_best_e9_target (const StrongCtx *ctx,
                       gint            *target_out);

/* The chance (0..1) that my unknown event gives an opponent the win, and
 * who (the first such opponent, or -1). */
double
strong_event_win_risk (const StrongCtx *ctx,
                       gint            *who);

double
strong_event_score (StrongCtx *ctx);

G_END_DECLS
