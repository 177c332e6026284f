/* schott-game-model-ai.c: the game model's computer seats: think on a
 * worker, show the choice at the speed's pace, drop stale results */
#include "config.h"

#include "schott-game-model-private.h"

typedef struct
{
  SchottGame game;
  SchottAi   ai;
  guint64    generation;
  GWeakRef   model;
} AiTaskData;

gboolean
_schott_game_model_seat_is_computer (SchottGameModel *self,
                                     gint             seat)
{
  return seat >= 0 && seat < self->game.n_players && self->kinds[seat] == SCHOTT_SEAT_COMPUTER;
}

static void
set_ai_thinking (SchottGameModel *self,
                 gboolean         thinking)
{
  SET_AND_NOTIFY (self, ai_thinking, !!thinking, PROP_AI_THINKING);
}

/* --------------------------------------------------- computer players */

void
_schott_game_model_cancel_ai (SchottGameModel *self)
{
  if (self->ai_cancellable != NULL)
    {
      g_cancellable_cancel (self->ai_cancellable);
      g_clear_object (&self->ai_cancellable);
    }
  g_clear_handle_id (&self->ai_source, g_source_remove);
  set_ai_thinking (self, FALSE);
}

static gboolean
apply_ai_choice_cb (gpointer user_data)
{
  SchottGameModel *self = user_data;
  g_autoptr(GError) error = NULL;
  SchottChoice choice = self->ai_choice;
  gint seat = schott_game_decider (&self->game);

  self->ai_source = 0;
  set_ai_thinking (self, FALSE);

  g_assert (seat >= 0);
  self->ai[seat] = self->ai_after;
  if (!_schott_game_model_apply_choice (self, &choice, &error))
    g_critical ("A computer player chose an illegal move: %s", error->message);

  return G_SOURCE_REMOVE;
}

/* The choice for the current generation is known: show it after the
 * speed's delay (less the time the thinking took). */
static void
ai_choice_ready (SchottGameModel    *self,
                 const SchottChoice *choice,
                 const SchottAi     *ai_after)
{
  gint64 elapsed_ms = (g_get_monotonic_time () - self->ai_started) / 1000;
  gint64 delay = (gint64) schott_ai_speed_delay_ms (self->speed) - elapsed_ms;

  self->ai_choice = *choice;
  self->ai_after = *ai_after;
  if (delay <= 0)
    self->ai_source = g_idle_add (apply_ai_choice_cb, self);
  else
    self->ai_source = g_timeout_add ((guint) delay, apply_ai_choice_cb, self);
}

static void
ai_task_data_free (gpointer data)
{
  AiTaskData *td = data;

  g_weak_ref_clear (&td->model);
  g_free (td);
}

static void
ai_thread_func (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  AiTaskData *td = task_data;
  SchottChoice *choice = g_new (SchottChoice, 1);

  /* td->game is this thread's own copy: the main thread may go on. */
  *choice = schott_ai_choose (&td->ai, &td->game);
  g_task_return_pointer (task, choice, g_free);
}

static void
ai_thread_done_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  GTask *task = G_TASK (result);
  AiTaskData *td = g_task_get_task_data (task);
  g_autoptr(SchottGameModel) self = g_weak_ref_get (&td->model);
  g_autofree SchottChoice *choice = g_task_propagate_pointer (task, NULL);

  if (self == NULL || choice == NULL)
    return;   /* disposed or cancelled */
  if (td->generation != self->generation)
    {
      /* a stale result: the game changed while we thought */
      if (self->ai_cancellable == g_task_get_cancellable (task))
        {
          g_clear_object (&self->ai_cancellable);
          set_ai_thinking (self, FALSE);
          _schott_game_model_schedule_ai (self);
        }
      return;
    }

  g_clear_object (&self->ai_cancellable);
  ai_choice_ready (self, choice, &td->ai);
}

void
_schott_game_model_schedule_ai (SchottGameModel *self)
{
  gint seat;

  if (!self->ai_enabled || self->paused || self->ai_source != 0 || self->ai_cancellable != NULL)
    return;
  if (schott_game_is_over (&self->game))
    return;
  seat = schott_game_decider (&self->game);
  if (!_schott_game_model_seat_is_computer (self, seat))
    return;

  self->ai_started = g_get_monotonic_time ();
  set_ai_thinking (self, TRUE);

  if (self->ai[seat].level >= SCHOTT_AI_HARD)
    {
      g_autoptr(GTask) task = NULL;
      AiTaskData *td = g_new0 (AiTaskData, 1);

      td->game = self->game;
      td->ai = self->ai[seat];
      td->generation = self->generation;
      g_weak_ref_init (&td->model, self);

      self->ai_cancellable = g_cancellable_new ();
      task = g_task_new (NULL, self->ai_cancellable, ai_thread_done_cb, NULL);
      g_task_set_source_tag (task, _schott_game_model_schedule_ai);
      g_task_set_task_data (task, td, ai_task_data_free);
      g_task_run_in_thread (task, ai_thread_func);
    }
  else
    {
      SchottAi ai = self->ai[seat];
      SchottChoice choice = schott_ai_choose (&ai, &self->game);

      ai_choice_ready (self, &choice, &ai);
    }
}

void
schott_game_model_set_ai_enabled (SchottGameModel *self,
                                  gboolean         enabled)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));

  enabled = !!enabled;
  if (self->ai_enabled == enabled)
    return;
  self->ai_enabled = enabled;
  if (!enabled)
    {
      /* a result that arrives later belongs to an old generation */
      self->generation++;
      _schott_game_model_cancel_ai (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), _schott_game_model_properties[PROP_AI_ENABLED]);
  _schott_game_model_schedule_ai (self);
}

void
schott_game_model_set_paused (SchottGameModel *self,
                              gboolean         paused)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  if (paused)
    {
      /* a move being thought about is thought about again afterwards */
      self->generation++;
      _schott_game_model_cancel_ai (self);
    }
  else
    _schott_game_model_schedule_ai (self);
}

gboolean
schott_game_model_get_paused (SchottGameModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  return self->paused;
}

void
schott_game_model_set_speed (SchottGameModel *self,
                             SchottAiSpeed    speed)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));

  if (self->speed == speed)
    return;
  self->speed = speed;
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
  SchottChoice choice;
  gint seat;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (!self->emitting, FALSE);

  if (schott_game_is_over (&self->game))
    return FALSE;
  seat = schott_game_decider (&self->game);
  if (!_schott_game_model_seat_is_computer (self, seat))
    return FALSE;

  self->generation++;
  _schott_game_model_cancel_ai (self);
  choice = schott_ai_choose (&self->ai[seat], &self->game);
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

  while ((max_steps == 0 || steps < max_steps) && schott_game_model_step_ai (self))
    steps++;
  return steps;
}
