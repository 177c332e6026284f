/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game.c: the rules engine's state machine (doc/rules.md).
 *
 * Every choice goes through schott_game_decide(). An action does its
 * immediate part at once and queues the rest as steps in game->pending
 * (E2 swaps, E4 moves, the bonus move, scoring, the end of the turn);
 * the queue runs until a step needs somebody's choice (a swap, an answer)
 * and resumes with the next decide() call. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "schott-engine.h"
#include "schott-game-private.h"

typedef struct
{
  SchottLogFunc func;
  gpointer      data;
} LogCtx;

/* Builds the entry only when somebody listens: decide() stays cheap for
 * simulations that pass no log function. */
#define EMIT(ctx, ...)                                          \
  G_STMT_START {                                                \
    if ((ctx)->func != NULL)                                    \
      {                                                         \
        SchottLogEntry entry_ = { __VA_ARGS__ };                \
        (ctx)->func (&entry_, (ctx)->data);                     \
      }                                                         \
  } G_STMT_END

#define QUESTION_STREAM 0x9e3779b97f4a7c15ULL

/* ------------------------------------------------------------ helpers */

static void
copy_variant (SchottVariant       *dst,
              const SchottVariant *src)
{
  /* Field by field over a zeroed struct: no stray padding bytes, so two
   * equal games compare equal with memcmp (saved games rely on it). */
  memset (dst, 0, sizeof *dst);
  g_strlcpy (dst->name, src->name, sizeof dst->name);
  for (guint i = 0; i <= SCHOTT_MAX_PLAYERS; i++)
    {
      dst->deck[i].max_value = src->deck[i].max_value;
      dst->deck[i].n_jokers = src->deck[i].n_jokers;
    }
  dst->row_length = src->row_length;
  dst->route_length = src->route_length;
  memcpy (dst->field_value, src->field_value, sizeof dst->field_value);
  memcpy (dst->event_copies, src->event_copies, sizeof dst->event_copies);
  memcpy (dst->event_amount, src->event_amount, sizeof dst->event_amount);
  dst->events_per_player = src->events_per_player;
  dst->question_reward = src->question_reward;
  dst->fast_track = src->fast_track;
  dst->questions = src->questions;
  dst->may_discard_drawn = src->may_discard_drawn;
  dst->single_stage = src->single_stage;
  dst->turn_cap = src->turn_cap;
  dst->stage_cap = src->stage_cap;
}

static void
await (SchottGame         *game,
       SchottPhase         phase,
       SchottDecisionKind  decision,
       gint                decider)
{
  game->phase = phase;
  game->decision = decision;
  game->decider = (gint8) decider;
}

static void
push_back (SchottGame     *game,
           SchottStepKind  kind,
           gint            player,
           gint            amount)
{
  SchottPendingStep *step;

  g_assert (game->n_pending < SCHOTT_MAX_PENDING);
  step = &game->pending[game->n_pending++];
  step->kind = (guint8) kind;
  step->player = (gint8) player;
  step->amount = (gint16) amount;
}

static void
push_front (SchottGame     *game,
            SchottStepKind  kind,
            gint            player,
            gint            amount)
{
  g_assert (game->n_pending < SCHOTT_MAX_PENDING);
  memmove (&game->pending[1], &game->pending[0],
           game->n_pending * sizeof game->pending[0]);
  game->n_pending++;
  game->pending[0].kind = (guint8) kind;
  game->pending[0].player = (gint8) player;
  game->pending[0].amount = (gint16) amount;
}

static void
game_over (SchottGame *game,
           LogCtx     *ctx)
{
  game->n_pending = 0;
  memset (game->pending, 0, sizeof game->pending);
  game->current_event = SCHOTT_EVENT_NONE;
  await (game, SCHOTT_PHASE_GAME_OVER, SCHOTT_DECISION_NONE, -1);
  EMIT (ctx, .kind = SCHOTT_LOG_GAME_OVER, .player = -1, .player2 = -1);
}

static gboolean
finish_reached (SchottGame *game)
{
  gboolean any = FALSE;

  if (game->variant.route_length == 0)
    return FALSE;
  for (guint p = 0; p < game->n_players; p++)
    if (game->figure[p] == game->variant.route_length)
      any = TRUE;
  if (any)
    for (guint p = 0; p < game->n_players; p++)
      game->winners[p] = game->figure[p] == game->variant.route_length;
  return any;
}

/* ---------------------------------------------------------- the stage */

static void
setup_stage (SchottGame *game,
             LogCtx     *ctx)
{
  SchottCard deck[SCHOTT_MAX_DECK];
  SchottCard events[SCHOTT_MAX_EVENT_DECK];
  guint n = 0;
  guint n_events = 0;
  const SchottDeckSpec *spec = &game->variant.deck[game->n_players];

  game->phase = SCHOTT_PHASE_STAGE_SETUP;

  /* R-STAGE-1 */
  for (guint v = 1; v <= spec->max_value; v++)
    deck[n++] = (SchottCard) v;
  for (guint j = 0; j < spec->n_jokers; j++)
    deck[n++] = SCHOTT_JOKER;
  sw_rng_shuffle_bytes (&game->rng, deck, n);

  memset (game->discard, 0, sizeof game->discard);
  memset (game->draw, 0, sizeof game->draw);
  memset (game->rows, 0, sizeof game->rows);
  game->n_discard = 0;
  game->discard[game->n_discard++] = deck[--n];
  for (guint pos = 0; pos < game->row_length; pos++)
    for (guint k = 0; k < game->n_players; k++)
      game->rows[(game->stage_first + k) % game->n_players][pos] = deck[--n];
  memcpy (game->draw, deck, n);
  game->n_draw = (guint8) n;
  game->drawn = 0;
  game->has_drawn = FALSE;

  /* R-STAGE-2 */
  for (guint kind = 1; kind <= SCHOTT_N_EVENT_KINDS; kind++)
    for (guint c = 0; c < game->variant.event_copies[kind]; c++)
      events[n_events++] = (SchottCard) kind;
  sw_rng_shuffle_bytes (&game->rng, events, n_events);
  memset (game->events, 0, sizeof game->events);
  for (guint k = 0; k < game->n_players; k++)
    {
      guint p = (game->stage_first + k) % game->n_players;
      for (guint s = 0; s < game->variant.events_per_player; s++)
        game->events[p][s].kind = (SchottEventKind) events[--n_events];
    }

  for (guint p = 0; p < SCHOTT_MAX_PLAYERS; p++)
    {
      game->events_played[p] = 0;
      game->fast_track_active[p] = FALSE;
      game->exchanged_this_stage[p] = FALSE;
      game->row_complete[p] = FALSE;
    }
  game->current_event = SCHOTT_EVENT_NONE;
  game->e2_next = -1;
  game->e9_target = -1;
  game->question_reason = SCHOTT_QUESTION_NONE;
  game->question_amount = 0;
  game->n_pending = 0;
  memset (game->pending, 0, sizeof game->pending);
  game->stage_winner = -1;
  game->stage_turns = 0;
  game->active = game->stage_first;

  await (game, SCHOTT_PHASE_TURN, SCHOTT_DECISION_TURN, game->active);
  EMIT (ctx, .kind = SCHOTT_LOG_STAGE_STARTED, .player = game->stage_first,
        .player2 = -1, .amount = (gint16) game->stage);
}

/* --------------------------------------------------- figures, questions */

static gboolean
field_taken (const SchottGame *game,
             gint              field,
             guint             mover)
{
  for (guint q = 0; q < game->n_players; q++)
    if (q != mover && game->figure[q] == field)
      return TRUE;
  return FALSE;
}

static void
ask_question (SchottGame           *game,
              LogCtx               *ctx,
              guint                 player,
              SchottQuestionReason  reason,
              gint                  amount)
{
  game->question_reason = reason;
  game->question_amount = (gint16) amount;
  game->question_serial = game->questions_asked++;
  game->question_right = (guint8) sw_rng_below (&game->rng, 3);
  await (game, SCHOTT_PHASE_QUESTION, SCHOTT_DECISION_ANSWER, player);
  EMIT (ctx, .kind = SCHOTT_LOG_QUESTION_ASKED, .player = (gint8) player,
        .player2 = -1, .reason = (guint8) reason, .amount = (gint16) amount,
        .serial = game->question_serial);
}

/* Moves a figure by delta fields (R-MOVE-1, R-MOVE-2). With trigger, a
 * location field at the end asks a question (R-MOVE-3, R-MOVE-4); returns
 * TRUE when the game now waits for that answer. */
static gboolean
move_figure (SchottGame       *game,
             LogCtx           *ctx,
             guint             player,
             gint              delta,
             SchottMoveReason  reason,
             gboolean          trigger)
{
  gint finish = game->variant.route_length;
  gint from = game->figure[player];
  gint to;

  if (finish == 0 || delta == 0)
    return FALSE;

  if (delta > 0)
    {
      to = MIN (from + delta, finish);
      while (to != finish && field_taken (game, to, player))
        to++;
    }
  else
    {
      to = MAX (from + delta, 0);
      while (to != 0 && field_taken (game, to, player))
        to--;
    }
  if (to == from)
    return FALSE;

  game->figure[player] = (gint16) to;
  EMIT (ctx, .kind = SCHOTT_LOG_FIGURE_MOVED, .player = (gint8) player,
        .player2 = -1, .from = (gint16) from, .to = (gint16) to,
        .amount = (gint16) delta, .reason = (guint8) reason);

  if (trigger && game->variant.questions && game->variant.field_value[to] != 0)
    {
      ask_question (game, ctx, player, SCHOTT_QUESTION_LOCATION,
                    game->variant.field_value[to]);
      return TRUE;
    }
  return FALSE;
}

/* R-TURN-4: the active player placed cards at positions[] of the own row
 * on the own turn. Each distinct run through a placed card pays once; the
 * sum is one move, queued before the rest of the action. */
static void
consecutive_bonus (SchottGame  *game,
                   LogCtx      *ctx,
                   const guint *positions,
                   guint        n_positions)
{
  guint seen[2];
  guint n_seen = 0;
  gint total = 0;
  guint player = (guint) game->active;

  if (game->variant.route_length == 0)
    return;

  for (guint i = 0; i < n_positions; i++)
    {
      guint start;
      guint k = schott_row_run_at (game->rows[player], game->row_length,
                                   positions[i], &start);
      gboolean again = FALSE;

      if (k < 2)
        continue;
      for (guint s = 0; s < n_seen; s++)
        again |= seen[s] == start;
      if (again)
        continue;
      seen[n_seen++] = start;
      total += (gint) k - 1;
      EMIT (ctx, .kind = SCHOTT_LOG_BONUS, .player = (gint8) player,
            .player2 = -1, .pos = (gint8) start, .pos2 = (gint8) k,
            .amount = (gint16) (k - 1));
    }
  if (total > 0)
    push_front (game, SCHOTT_STEP_MOVE, (gint) player, total);
}

/* ------------------------------------------------------ end of actions */

static void
start_scoring (SchottGame *game,
               gint        first,
               gint        winner,
               gboolean    reward)
{
  SchottStageSummary *summary = &game->last_summary;

  summary->winner = (gint8) winner;
  for (guint p = 0; p < SCHOTT_MAX_PLAYERS; p++)
    {
      gboolean here = p < game->n_players;
      summary->prefix[p] = here ? (guint8) schott_game_row_prefix (game, p) : 0;
      summary->score[p] = here ? (guint8) schott_game_row_score (game, p) : 0;
      summary->fast_track[p] = here && game->fast_track_active[p];
      summary->moved_from[p] = here ? game->figure[p] : 0;
      summary->moved_to[p] = here ? game->figure[p] : 0;
    }

  for (guint k = 0; k < game->n_players; k++)
    push_back (game, SCHOTT_STEP_SCORE, (gint) ((first + k) % game->n_players), 0);
  if (reward && winner >= 0 && game->variant.questions && game->variant.question_reward > 0)
    push_back (game, SCHOTT_STEP_REWARD, winner, game->variant.question_reward);
  push_back (game, SCHOTT_STEP_END_SCORING, -1, 0);
  game->phase = SCHOTT_PHASE_STAGE_SCORING;
}

static void
end_action (SchottGame *game,
            LogCtx     *ctx)
{
  gint winner = -1;

  game->turn++;
  game->stage_turns++;
  game->current_event = SCHOTT_EVENT_NONE;
  game->e2_next = -1;
  game->e9_target = -1;

  /* R-WIN-1, D-WIN-1: the finish beats a completed row. */
  if (finish_reached (game))
    {
      game_over (game, ctx);
      return;
    }

  /* R-END-1 */
  for (guint k = 0; k < game->n_players; k++)
    {
      guint p = (game->active + k) % game->n_players;
      if (schott_row_is_ascending (game->rows[p], game->row_length, game->max_value))
        {
          game->row_complete[p] = TRUE;
          EMIT (ctx, .kind = SCHOTT_LOG_ROW_COMPLETED, .player = (gint8) p, .player2 = -1);
          if (winner < 0)
            winner = (gint) p;
        }
    }
  if (winner >= 0)
    {
      game->stage_winner = (gint8) winner;
      if (game->variant.single_stage)
        {
          game->winners[winner] = TRUE;
          game->last_summary.winner = (gint8) winner;
          game_over (game, ctx);
          return;
        }
      start_scoring (game, winner, winner, TRUE);   /* R-END-2 */
      return;
    }

  /* D-CAP-1 */
  if (game->stage_turns >= game->variant.turn_cap)
    {
      game->capped_stages++;
      EMIT (ctx, .kind = SCHOTT_LOG_STAGE_CAPPED, .player = game->active, .player2 = -1);
      if (game->variant.single_stage)
        {
          guint best = 0;
          for (guint p = 0; p < game->n_players; p++)
            best = MAX (best, schott_game_row_score (game, p));
          for (guint p = 0; p < game->n_players; p++)
            game->winners[p] = schott_game_row_score (game, p) == best;
          game->last_summary.winner = -1;
          game_over (game, ctx);
          return;
        }
      start_scoring (game, game->active, -1, FALSE);
      return;
    }

  /* R-TURN-5 */
  game->active = (gint8) left_of (game, (guint) game->active);
  await (game, SCHOTT_PHASE_TURN, SCHOTT_DECISION_TURN, game->active);
  EMIT (ctx, .kind = SCHOTT_LOG_TURN_STARTED, .player = game->active, .player2 = -1,
        .amount = (gint16) MIN (game->stage_turns, G_MAXINT16));
}

static void
end_scoring (SchottGame *game,
             LogCtx     *ctx)
{
  for (guint p = 0; p < game->n_players; p++)
    game->last_summary.moved_to[p] = game->figure[p];
  EMIT (ctx, .kind = SCHOTT_LOG_STAGE_SCORED, .player = game->stage_winner, .player2 = -1);

  if (finish_reached (game))
    {
      game_over (game, ctx);
      return;
    }
  if (game->stage >= game->variant.stage_cap)
    {
      /* D-CAP-1: the figures furthest ahead win. */
      gint best = 0;
      for (guint p = 0; p < game->n_players; p++)
        best = MAX (best, game->figure[p]);
      for (guint p = 0; p < game->n_players; p++)
        game->winners[p] = game->figure[p] == best;
      game_over (game, ctx);
      return;
    }
  await (game, SCHOTT_PHASE_STAGE_SCORING, SCHOTT_DECISION_NEXT_STAGE,
         left_of (game, (guint) game->stage_first));
}

/* Returns TRUE when the step waits for a choice. */
static gboolean
run_step (SchottGame              *game,
          LogCtx                  *ctx,
          const SchottPendingStep *step)
{
  switch ((SchottStepKind) step->kind)
    {
    case SCHOTT_STEP_ASK_SWAP:
      game->e2_next = (gint8) ((step->player - game->active + game->n_players) % game->n_players);
      await (game, SCHOTT_PHASE_DECISION, SCHOTT_DECISION_SWAP_OWN, step->player);
      return TRUE;

    case SCHOTT_STEP_MOVE:
      return move_figure (game, ctx, (guint) step->player, step->amount, SCHOTT_MOVE_BONUS, TRUE);

    case SCHOTT_STEP_MOVE_EVENT:
      return move_figure (game, ctx, (guint) step->player, step->amount, SCHOTT_MOVE_EVENT, TRUE);

    case SCHOTT_STEP_SCORE:
      {
        guint p = (guint) step->player;
        gint fields = game->last_summary.score[p] * (game->last_summary.fast_track[p] ? 2 : 1);
        gboolean waits;

        /* D-MOVE-1: a score of 0 moves nobody. */
        waits = move_figure (game, ctx, p, fields, SCHOTT_MOVE_SCORE, TRUE);
        game->last_summary.moved_to[p] = game->figure[p];
        return waits;
      }

    case SCHOTT_STEP_REWARD:
      /* D-END-2: a stage winner already on the finish is not asked: no
       * answer could move it (R-MOVE-2) or change who wins */
      if (game->figure[step->player] >= (gint) game->variant.route_length)
        return FALSE;
      ask_question (game, ctx, (guint) step->player, SCHOTT_QUESTION_REWARD, step->amount);
      return TRUE;

    case SCHOTT_STEP_END_ACTION:
      end_action (game, ctx);
      return FALSE;

    case SCHOTT_STEP_END_SCORING:
      end_scoring (game, ctx);
      return FALSE;

    case SCHOTT_STEP_NONE:
    case SCHOTT_N_STEPS:
    default:
      g_assert_not_reached ();
    }
  return FALSE;
}

static void
run_pending (SchottGame *game,
             LogCtx     *ctx)
{
  while (game->n_pending > 0)
    {
      SchottPendingStep step = game->pending[0];

      game->n_pending--;
      memmove (&game->pending[0], &game->pending[1],
               game->n_pending * sizeof game->pending[0]);
      memset (&game->pending[game->n_pending], 0, sizeof game->pending[0]);
      if (run_step (game, ctx, &step))
        return;
    }
}

/* ------------------------------------------------------------- actions */

static void
push_discard (SchottGame *game,
              SchottCard  card)
{
  g_assert (game->n_discard < SCHOTT_MAX_DECK);
  game->discard[game->n_discard++] = card;
}

/* The drawn card leaves the hand (placed or discarded). */
static SchottCard
take_drawn (SchottGame *game)
{
  SchottCard card = game->drawn;

  game->drawn = 0;
  game->has_drawn = FALSE;
  return card;
}

/* R-TURN-3 */
static void
reshuffle (SchottGame *game,
           LogCtx     *ctx)
{
  SchottCard top = game->discard[game->n_discard - 1];
  guint n = game->n_discard - 1u;

  memcpy (game->draw, game->discard, n);
  game->n_draw = (guint8) n;
  sw_rng_shuffle_bytes (&game->rng, game->draw, n);
  memset (game->discard, 0, sizeof game->discard);
  game->discard[0] = top;
  game->n_discard = 1;
  EMIT (ctx, .kind = SCHOTT_LOG_PILE_RESHUFFLED, .player = game->active,
        .player2 = -1, .amount = (gint16) n);
}

static void
exchange (SchottGame *game,
          LogCtx     *ctx,
          guint       pos,
          SchottCard  card,
          gboolean    from_discard)
{
  guint player = (guint) game->active;
  SchottCard old = game->rows[player][pos];
  guint placed = pos;

  game->rows[player][pos] = card;
  push_discard (game, old);
  game->exchanged_this_stage[player] = TRUE;
  EMIT (ctx, .kind = SCHOTT_LOG_CARD_EXCHANGED, .player = (gint8) player,
        .player2 = -1, .pos = (gint8) pos, .card = card, .card2 = old,
        .flag = from_discard);

  push_back (game, SCHOTT_STEP_END_ACTION, -1, 0);
  consecutive_bonus (game, ctx, &placed, 1);
  run_pending (game, ctx);
}

static void
swap_cards (SchottGame *game,
            LogCtx     *ctx,
            guint       p,
            guint       i,
            guint       q,
            guint       j)
{
  SchottCard a = game->rows[p][i];
  SchottCard b = game->rows[q][j];

  game->rows[p][i] = b;
  game->rows[q][j] = a;
  EMIT (ctx, .kind = SCHOTT_LOG_CARD_MOVED, .player = (gint8) p, .pos = (gint8) i,
        .player2 = (gint8) q, .pos2 = (gint8) j, .card = a);
  EMIT (ctx, .kind = SCHOTT_LOG_CARD_MOVED, .player = (gint8) q, .pos = (gint8) j,
        .player2 = (gint8) p, .pos2 = (gint8) i, .card = b);
}

static void
play_event (SchottGame *game,
            LogCtx     *ctx,
            guint       slot)
{
  guint you = (guint) game->active;
  guint n = game->n_players;
  SchottEventKind kind = game->events[you][slot].kind;
  gint amount = game->variant.event_amount[kind];

  game->events[you][slot].played = TRUE;
  game->events_played[you]++;
  game->current_event = kind;
  EMIT (ctx, .kind = SCHOTT_LOG_EVENT_REVEALED, .player = (gint8) you,
        .player2 = -1, .pos = (gint8) slot, .event = (guint8) kind);

  push_back (game, SCHOTT_STEP_END_ACTION, -1, 0);

  switch (kind)
    {
    case SCHOTT_EVENT_E1_SWAP_OWN:
      await (game, SCHOTT_PHASE_DECISION, SCHOTT_DECISION_SWAP_OWN, (gint) you);
      return;

    case SCHOTT_EVENT_E2_EVERYONE_SWAPS:
      for (guint k = n; k > 0; k--)
        push_front (game, SCHOTT_STEP_ASK_SWAP, (gint) ((you + k - 1) % n), 0);
      break;

    case SCHOTT_EVENT_E3_MOVE_FORWARD:
      push_front (game, SCHOTT_STEP_MOVE_EVENT, (gint) you, amount);
      break;

    case SCHOTT_EVENT_E4_EVERYONE_MOVES:
      for (guint k = n; k > 0; k--)
        push_front (game, SCHOTT_STEP_MOVE_EVENT, (gint) ((you + k - 1) % n), amount);
      break;

    case SCHOTT_EVENT_E5_TAKE_FROM_PLAYER:
      await (game, SCHOTT_PHASE_DECISION, SCHOTT_DECISION_E5_EXCHANGE, (gint) you);
      return;

    case SCHOTT_EVENT_E6_PASS_LEFTMOST:
      {
        SchottCard first[SCHOTT_MAX_PLAYERS];
        for (guint p = 0; p < n; p++)
          first[p] = game->rows[p][0];
        for (guint p = 0; p < n; p++)
          game->rows[left_of (game, p)][0] = first[p];
        for (guint p = 0; p < n; p++)
          EMIT (ctx, .kind = SCHOTT_LOG_CARD_MOVED, .player = (gint8) p, .pos = 0,
                .player2 = (gint8) left_of (game, p), .pos2 = 0, .card = first[p]);
      }
      break;

    case SCHOTT_EVENT_E7_ROTATE_ROWS:
      {
        SchottCard first[SCHOTT_MAX_ROW];
        /* Each player takes the left neighbour's row. */
        memcpy (first, game->rows[0], sizeof first);
        for (guint p = 0; p + 1 < n; p++)
          memcpy (game->rows[p], game->rows[p + 1], sizeof game->rows[p]);
        memcpy (game->rows[n - 1], first, sizeof first);
        EMIT (ctx, .kind = SCHOTT_LOG_ROWS_ROTATED, .player = (gint8) you, .player2 = -1);
      }
      break;

    case SCHOTT_EVENT_E8_TWO_DISCARDS:
      if (game->n_discard > 0)
        {
          await (game, SCHOTT_PHASE_DECISION, SCHOTT_DECISION_E8_BUILD, (gint) you);
          return;
        }
      break;

    case SCHOTT_EVENT_E9_NAME_PLAYER:
      await (game, SCHOTT_PHASE_DECISION, SCHOTT_DECISION_NAME_PLAYER, (gint) you);
      return;

    case SCHOTT_EVENT_E10_QUESTION:
      if (game->variant.questions)
        {
          ask_question (game, ctx, you, SCHOTT_QUESTION_EVENT, amount);
          return;
        }
      break;   /* D-Q-1: without questions E10 does nothing */

    case SCHOTT_EVENT_NONE:
    default:
      g_assert_not_reached ();
    }
  run_pending (game, ctx);
}

static void
answer (SchottGame *game,
        LogCtx     *ctx,
        guint       given)
{
  guint player = (guint) game->decider;
  gboolean right = given == game->question_right;
  SchottQuestionReason reason = game->question_reason;
  gint amount = game->question_amount;

  EMIT (ctx, .kind = SCHOTT_LOG_QUESTION_ANSWERED, .player = (gint8) player,
        .player2 = -1, .flag = right, .pos = (gint8) given,
        .pos2 = (gint8) game->question_right, .reason = (guint8) reason,
        .amount = (gint16) amount, .serial = game->question_serial);
  game->question_reason = SCHOTT_QUESTION_NONE;
  game->question_amount = 0;

  /* R-MOVE-4: these moves never trigger a location field. */
  if (reason == SCHOTT_QUESTION_LOCATION && amount < 0)
    {
      if (!right)
        move_figure (game, ctx, player, amount, SCHOTT_MOVE_PENALTY, FALSE);
    }
  else if (right)
    move_figure (game, ctx, player, amount, SCHOTT_MOVE_QUESTION, FALSE);

  run_pending (game, ctx);
}

/* ---------------------------------------------------------- public API */

gboolean
schott_game_init (SchottGame          *game,
                  const SchottVariant *variant,
                  guint                n_players,
                  guint64              seed,
                  GError             **error)
{
  LogCtx ctx = { NULL, NULL };

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (variant != NULL, FALSE);

  if (!schott_variant_check (variant, n_players, error))
    return FALSE;

  memset (game, 0, sizeof *game);
  copy_variant (&game->variant, variant);
  game->seed = seed;
  sw_rng_seed (&game->rng, seed, SCHOTT_GAME_STREAM);
  game->n_players = (guint8) n_players;
  game->row_length = variant->row_length;
  game->max_value = variant->deck[n_players].max_value;
  game->stage = 1;
  game->stage_first = 0;   /* R-SETUP-3 */
  game->last_summary.winner = -1;
  for (guint p = 0; p < n_players; p++)
    game->fast_track_available[p] = variant->fast_track;   /* R-SETUP-2 */

  setup_stage (game, &ctx);
  return TRUE;
}

SchottPhase
schott_game_phase (const SchottGame *game)
{
  return game->phase;
}

SchottDecisionKind
schott_game_decision (const SchottGame *game)
{
  return game->decision;
}

gint
schott_game_decider (const SchottGame *game)
{
  return game->decider;
}

gboolean
schott_game_is_over (const SchottGame *game)
{
  return game->phase == SCHOTT_PHASE_GAME_OVER;
}

gboolean
schott_game_decide (SchottGame         *game,
                    const SchottChoice *choice,
                    SchottLogFunc       log_func,
                    gpointer            user_data,
                    GError            **error)
{
  LogCtx ctx = { log_func, user_data };
  guint you;

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (choice != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!schott_game_is_legal (game, choice))
    {
      if (error != NULL)
        {
          g_autofree char *text = schott_choice_to_string (choice);
          g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_ILLEGAL_CHOICE,
                       _("“%s” is not a legal choice now (%s, player %d decides)"),
                       text, schott_decision_name (game->decision), game->decider);
        }
      return FALSE;
    }

  you = (guint) game->active;
  switch ((SchottAction) choice->action)
    {
    case SCHOTT_ACT_DRAW:
      if (game->n_draw == 0)
        reshuffle (game, &ctx);
      game->drawn = game->draw[--game->n_draw];
      game->draw[game->n_draw] = 0;
      game->has_drawn = TRUE;
      await (game, SCHOTT_PHASE_DECISION, SCHOTT_DECISION_PLACE_DRAWN, (gint) you);
      EMIT (&ctx, .kind = SCHOTT_LOG_CARD_DRAWN, .player = (gint8) you,
            .player2 = -1, .card = game->drawn);
      break;

    case SCHOTT_ACT_TAKE_DISCARD:
      {
        SchottCard card = game->discard[--game->n_discard];
        game->discard[game->n_discard] = 0;
        exchange (game, &ctx, (guint) choice->a, card, TRUE);
      }
      break;

    case SCHOTT_ACT_PLACE:
      exchange (game, &ctx, (guint) choice->a, take_drawn (game), FALSE);
      break;

    case SCHOTT_ACT_DISCARD_DRAWN:
      {
        SchottCard card = take_drawn (game);
        push_discard (game, card);
        game->exchanged_this_stage[you] = TRUE;
        EMIT (&ctx, .kind = SCHOTT_LOG_CARD_DISCARDED, .player = (gint8) you,
              .player2 = -1, .card = card);
        push_back (game, SCHOTT_STEP_END_ACTION, -1, 0);
        run_pending (game, &ctx);
      }
      break;

    case SCHOTT_ACT_EVENT:
      play_event (game, &ctx, (guint) choice->a);
      break;

    case SCHOTT_ACT_FAST_TRACK:
      /* R-FAST-1: not a turn; the same player decides again. */
      game->fast_track_available[you] = FALSE;
      game->fast_track_active[you] = TRUE;
      EMIT (&ctx, .kind = SCHOTT_LOG_FAST_TRACK, .player = (gint8) you, .player2 = -1);
      break;

    case SCHOTT_ACT_SWAP:
      {
        guint who = (guint) game->decider;
        guint placed[2] = { (guint) choice->a, (guint) choice->b };

        swap_cards (game, &ctx, who, placed[0], who, placed[1]);
        /* R-TURN-4: only the active player's own swap (E1, E2) pays. */
        if (who == you)
          consecutive_bonus (game, &ctx, placed, 2);
        run_pending (game, &ctx);
      }
      break;

    case SCHOTT_ACT_PLAYER:
      game->e9_target = choice->a;
      await (game, SCHOTT_PHASE_DECISION, SCHOTT_DECISION_SWAP_OWN, choice->a);
      break;

    case SCHOTT_ACT_E5:
      {
        guint own = (guint) choice->c;
        swap_cards (game, &ctx, (guint) choice->a, (guint) choice->b, you, own);
        consecutive_bonus (game, &ctx, &own, 1);
        run_pending (game, &ctx);
      }
      break;

    case SCHOTT_ACT_E8:
      {
        guint own = (guint) choice->b;
        SchottCard taken;
        SchottCard old = game->rows[you][own];

        if (choice->a == 0)
          taken = game->discard[game->n_discard - 1];
        else
          {
            /* the unused top discard goes back first */
            taken = game->discard[game->n_discard - 2];
            game->discard[game->n_discard - 2] = game->discard[game->n_discard - 1];
          }
        game->discard[game->n_discard - 1] = old;
        game->rows[you][own] = taken;
        EMIT (&ctx, .kind = SCHOTT_LOG_CARD_EXCHANGED, .player = (gint8) you,
              .player2 = -1, .pos = (gint8) own, .pos2 = choice->a,
              .card = taken, .card2 = old, .flag = TRUE,
              .event = SCHOTT_EVENT_E8_TWO_DISCARDS);
        consecutive_bonus (game, &ctx, &own, 1);
        run_pending (game, &ctx);
      }
      break;

    case SCHOTT_ACT_ANSWER:
      answer (game, &ctx, (guint) choice->a);
      break;

    case SCHOTT_ACT_NEXT_STAGE:
      game->stage++;
      game->stage_first = (gint8) left_of (game, (guint) game->stage_first);   /* R-STAGE-3 */
      setup_stage (game, &ctx);
      break;

    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

guint
schott_question_deck_nth (guint64 seed,
                          guint   n_questions,
                          guint32 serial)
{
  SwRng rng;
  guint32 round;
  guint32 index;
  guint *order;
  guint result;

  if (n_questions == 0)
    return 0;

  /* Round r is the r-th shuffle of the whole deck (R-Q-1): every question
   * comes once per round, so none repeats while unused ones remain. */
  round = serial / n_questions;
  index = serial % n_questions;
  sw_rng_seed (&rng, seed, QUESTION_STREAM + round);
  order = g_new (guint, n_questions);
  for (guint i = 0; i < n_questions; i++)
    order[i] = i;
  sw_rng_shuffle_indices (&rng, order, n_questions);
  result = order[index];
  g_free (order);
  return result;
}
