/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-model-ai.c: the game model's computer seats: what the
 * deciding seat sees and what its choice does; the seat runner
 * (sw-seat-runner.c) thinks, keeps the speed's pace and drops stale
 * results */
#include "config.h"

#include "schott-game-model-private.h"

/* What a computer seat thinks about: its player's view of the game and its
 * own copy of its AI, and, once it has thought, its choice (ai is then its state after
 * choosing). */
typedef struct
{
  SchottView   view;
  SchottAi     ai;
  SchottChoice choice;
} SeatThought;

gboolean
_schott_game_model_seat_is_computer (SchottGameModel *self,
                                     gint             seat)
{
  return seat >= 0 && seat < self->game.n_players && self->kinds[seat] == SCHOTT_SEAT_COMPUTER;
}

/* --------------------------------------------------- computer players */

void
_schott_game_model_cancel_ai (SchottGameModel *self)
{
  sw_seat_runner_invalidate (self->seat_runner);
}

static void
think_cb (gpointer      data,
          GCancellable *cancellable)
{
  SeatThought *thought = data;

  thought->choice = schott_ai_choose (&thought->ai, &thought->view);
}

/* The runner kept the speed's pace: the choice is still the current
 * decider's. */
static void
apply_thought_cb (GObject  *owner,
                  guint     seat,
                  gpointer  data)
{
  g_autoptr(GError) error = NULL;
  SchottGameModel *self = SCHOTT_GAME_MODEL (owner);
  SeatThought *thought = data;

  g_assert ((gint) seat == schott_game_decider (&self->game));
  self->ai[seat] = thought->ai;
  if (!_schott_game_model_apply_choice (self, &thought->choice, &error))
    g_critical ("A computer player chose an illegal move: %s", error->message);
}

void
_schott_game_model_schedule_ai (SchottGameModel *self)
{
  SeatThought *thought;
  gint seat;

  if (self->hold_count > 0 || sw_seat_runner_get_n_thinking (self->seat_runner) > 0)
    return;
  if (schott_game_is_over (&self->game))
    return;
  seat = schott_game_decider (&self->game);
  if (!_schott_game_model_seat_is_computer (self, seat))
    return;


  /* the seat's own copies: on a worker, the main thread may go on; the
   * seat sees its player's view, never the whole game */
  thought = g_new (SeatThought, 1);
  schott_ai_view (&self->game, &thought->view);
  thought->ai = self->ai[seat];
  /* every level thinks on a worker: nothing of a computer player runs on
   * the main thread */
  sw_seat_runner_think (self->seat_runner, (guint) seat, SW_SEAT_THINK_ON_WORKER,
                        think_cb, apply_thought_cb, thought, g_free);
}

void
schott_game_model_hold (SchottGameModel *self)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));
  g_return_if_fail (self->hold_count < G_MAXUINT);

  if (self->hold_count++ > 0)
    return;
  /* a move being thought about is thought about again once released: a
   * result that arrives meanwhile belongs to an old generation */
  _schott_game_model_cancel_ai (self);
}

void
schott_game_model_release (SchottGameModel *self)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));
  g_return_if_fail (self->hold_count > 0);

  if (--self->hold_count > 0)
    return;
  _schott_game_model_schedule_ai (self);
}

gboolean
schott_game_model_get_ai_thinking (SchottGameModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  return sw_seat_runner_get_n_thinking (self->seat_runner) > 0;
}

gboolean
schott_game_model_get_held (SchottGameModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  return self->hold_count > 0;
}

void
schott_game_model_set_speed (SchottGameModel *self,
                             SchottAiSpeed    speed)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));

  if (self->speed == speed)
    return;
  self->speed = speed;
  sw_seat_runner_set_pace (self->seat_runner, schott_ai_speed_delay_ms (speed));
  g_object_notify_by_pspec (G_OBJECT (self), _schott_game_model_properties[PROP_SPEED]);
}

gboolean
schott_game_model_is_computer (SchottGameModel *self,
                               guint            player)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  return _schott_game_model_seat_is_computer (self, (gint) player);
}

gboolean
schott_game_model_step_ai (SchottGameModel *self)
{
  g_autoptr(GError) error = NULL;
  SchottView view;
  SchottChoice choice;
  gint seat;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (!self->emitting, FALSE);

  if (schott_game_is_over (&self->game))
    return FALSE;
  seat = schott_game_decider (&self->game);
  if (!_schott_game_model_seat_is_computer (self, seat))
    return FALSE;

  _schott_game_model_cancel_ai (self);
  schott_ai_view (&self->game, &view);
  choice = schott_ai_choose (&self->ai[seat], &view);
  if (!_schott_game_model_apply_choice (self, &choice, &error))
    {
      g_critical ("A computer player chose an illegal move: %s", error->message);
      return FALSE;
    }
  return TRUE;
}

guint
schott_game_model_run_ai_until_human_or_over (SchottGameModel *self,
                                              guint            max_steps)
{
  guint steps = 0;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), 0);

  /* held meanwhile, so that no step starts the next seat's thinking on a
   * worker only for the following step to drop it */
  schott_game_model_hold (self);
  while ((max_steps == 0 || steps < max_steps) && schott_game_model_step_ai (self))
    steps++;
  schott_game_model_release (self);
  return steps;
}
