/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-model-undo.c: the game model's Undo. Before a person starts
 * a turn's action the model keeps a snapshot of everything it knows (the
 * engine is a plain struct with its generator inside, so a copy is the
 * whole game); Undo puts the last one back, which takes back that
 * person's move and every computer's move after it.
 *
 * What may not be taken back: a move once a question was asked (its
 * right answer has been seen), a person's move once another person has
 * decided something (hot-seat: until the next player has acted), and
 * anything once the game is over (it has been counted). */
#include "config.h"

#include <string.h>

#include "schott-game-model-private.h"

/* At most this many moves back: a snapshot is a few kilobytes. */
#define MAX_UNDO_POINTS 64

struct _SchottUndoPoint
{
  gint              seat;       /* the person whose move starts here */
  SchottGame        game;
  SchottAi          ai[SCHOTT_MAX_PLAYERS];
  SchottStageExtras extras[SCHOTT_MAX_PLAYERS];
  gboolean          reward_open;
  GArray           *stage_marks;
  gint              tracked_figure[SCHOTT_MAX_PLAYERS];
  guint             n_log_lines;
};

void
_schott_undo_point_free (SchottUndoPoint *point)
{
  g_clear_pointer (&point->stage_marks, g_array_unref);
  g_free (point);
}

/* "can-undo" follows the snapshots kept and the game's end */
void
_schott_game_model_update_can_undo (SchottGameModel *self)
{
  SET_AND_NOTIFY (self, can_undo, self->undo_points->len > 0 && !schott_game_is_over (&self->game),
                  PROP_CAN_UNDO);
}

void
_schott_game_model_forget_undo (SchottGameModel *self)
{
  g_ptr_array_set_size (self->undo_points, 0);
  _schott_game_model_update_can_undo (self);
}

/* A person (seat) is about to decide choice: keep where their move
 * starts, and end the last person's chance to take theirs back. */
void
_schott_game_model_before_person_decides (SchottGameModel    *self,
                                          gint                seat,
                                          const SchottChoice *choice)
{
  SchottUndoPoint *point;

  /* "Continue" after a stage's summary is no move of anybody's */
  if (choice->action == SCHOTT_ACT_NEXT_STAGE)
    return;
  if (self->undo_points->len > 0)
    {
      SchottUndoPoint *last = g_ptr_array_index (self->undo_points, self->undo_points->len - 1);

      if (last->seat != seat)
        g_ptr_array_set_size (self->undo_points, 0);
    }
  /* the further choices of an action (where the drawn card goes, an
   * event's swaps) belong to the move its first choice started */
  if (self->game.decision != SCHOTT_DECISION_TURN || seat != self->game.active)
    {
      _schott_game_model_update_can_undo (self);
      return;
    }
  if (self->undo_points->len == MAX_UNDO_POINTS)
    g_ptr_array_remove_index (self->undo_points, 0);
  point = g_new0 (SchottUndoPoint, 1);
  point->seat = seat;
  point->game = self->game;
  memcpy (point->ai, self->ai, sizeof point->ai);
  memcpy (point->extras, self->extras, sizeof point->extras);
  point->reward_open = self->reward_open;
  point->stage_marks = g_array_copy (self->stage_marks);
  memcpy (point->tracked_figure, self->tracked_figure, sizeof point->tracked_figure);
  point->n_log_lines = g_list_model_get_n_items (G_LIST_MODEL (self->move_log));
  g_ptr_array_add (self->undo_points, point);
  _schott_game_model_update_can_undo (self);
}

gboolean
schott_game_model_can_undo (SchottGameModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  return self->can_undo;
}

gboolean
schott_game_model_undo (SchottGameModel *self)
{
  g_autoptr(GArray) marks = NULL;
  SchottUndoPoint *point;
  guint n_lines;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);

  if (!self->can_undo || self->emitting)
    return FALSE;
  point = g_ptr_array_steal_index (self->undo_points, self->undo_points->len - 1);
  /* a computer's thought about the position undone is stale: the runner
   * drops it by its generation */
  _schott_game_model_cancel_ai (self);
  self->game = point->game;
  memcpy (self->ai, point->ai, sizeof self->ai);
  memcpy (self->extras, point->extras, sizeof self->extras);
  self->reward_open = point->reward_open;
  marks = g_steal_pointer (&self->stage_marks);
  self->stage_marks = g_steal_pointer (&point->stage_marks);
  memcpy (self->tracked_figure, point->tracked_figure, sizeof self->tracked_figure);
  n_lines = g_list_model_get_n_items (G_LIST_MODEL (self->move_log));
  if (n_lines > point->n_log_lines)
    g_list_store_splice (self->move_log, point->n_log_lines, n_lines - point->n_log_lines, NULL, 0);
  _schott_undo_point_free (point);
  self->question_loaded = FALSE;
  /* signals, properties, the autosave and the next computer, as after a move */
  _schott_game_model_after_change (self, NULL);
  return TRUE;
}
