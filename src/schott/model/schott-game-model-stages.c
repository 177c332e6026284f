/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-model-stages.c: the game model's stage extras and stage record */
#include "config.h"

#include <string.h>

#include "schott-game-model-private.h"

/* Remembers what the stage summary itemises and SchottStageSummary lacks:
 * the bonus moves of the stage and the reward question's outcome. */
void
_schott_game_model_track_stage_extras (SchottGameModel      *self,
                                       const SchottLogEntry *e)
{
  SchottStageExtras *x = e->player >= 0 && e->player < SCHOTT_MAX_PLAYERS ? &self->extras[e->player] : NULL;

  switch (e->kind)
    {
    case SCHOTT_LOG_STAGE_STARTED:
      memset (self->extras, 0, sizeof self->extras);
      self->reward_open = FALSE;
      break;
    case SCHOTT_LOG_FIGURE_MOVED:
      /* The fields earned, as the log and the question said: a taken
       * field skipped (R-MOVE-1) is no part of them (issue 27, item 6) */
      if (x != NULL && e->reason == SCHOTT_MOVE_BONUS)
        x->bonus_fields += MIN (e->amount, e->to - e->from);
      else if (x != NULL && e->reason == SCHOTT_MOVE_QUESTION && self->reward_open)
        x->reward_fields += MIN (e->amount, e->to - e->from);
      break;
    case SCHOTT_LOG_QUESTION_ASKED:
      self->reward_open = e->reason == SCHOTT_QUESTION_REWARD;
      if (x != NULL && self->reward_open)
        x->reward_asked = TRUE;
      break;
    case SCHOTT_LOG_QUESTION_ANSWERED:
      if (x != NULL && self->reward_open)
        x->reward_right = !!e->flag;
      break;
    case SCHOTT_LOG_STAGE_SCORED:
      self->reward_open = FALSE;
      break;
    default:
      break;
    }
}

static void
mark_stage_start (SchottGameModel *self,
                  guint            stage,
                  const gint      *figure)
{
  StageMark mark = { stage, { 0, } };

  memcpy (mark.figure, figure, sizeof mark.figure);
  g_array_append_val (self->stage_marks, mark);
}

/* Starts the stage record afresh from the engine's state: a new game, or
 * a saved game without one (its moves so far become one row, "before"). */
void
_schott_game_model_reset_stage_marks (SchottGameModel *self)
{
  for (guint p = 0; p < SCHOTT_MAX_PLAYERS; p++)
    self->tracked_figure[p] = p < self->game.n_players ? self->game.figure[p] : 0;
  g_array_set_size (self->stage_marks, 0);
  mark_stage_start (self, self->game.stage, self->tracked_figure);
}

void
_schott_game_model_track_stage_marks (SchottGameModel      *self,
                                      const SchottLogEntry *e)
{
  if (e->kind == SCHOTT_LOG_FIGURE_MOVED && e->player >= 0 && e->player < SCHOTT_MAX_PLAYERS)
    self->tracked_figure[e->player] = e->to;
  else if (e->kind == SCHOTT_LOG_STAGE_STARTED)
    mark_stage_start (self, (guint) MAX (e->amount, 0), self->tracked_figure);
}

/* The autosave's optional "stage-starts": one "STAGE:F1,F2,…" a stage.
 * Older versions ignore it; without it a game resumes with one row for
 * everything before (_schott_game_model_reset_stage_marks()). */
void
_schott_game_model_save_stage_marks (SchottGameModel *self,
                                     GKeyFile        *kf,
                                     const char      *group)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < self->stage_marks->len; i++)
    {
      const StageMark *mark = &g_array_index (self->stage_marks, StageMark, i);
      GString *item = g_string_new (NULL);

      g_string_printf (item, "%u:", mark->stage);
      for (guint p = 0; p < self->game.n_players; p++)
        g_string_append_printf (item, p > 0 ? ",%d" : "%d", mark->figure[p]);
      g_ptr_array_add (items, g_string_free (item, FALSE));
    }
  g_key_file_set_string_list (kf, group, "stage-starts",
                              (const char * const *) items->pdata, items->len);
}

/* Takes the saved record if it fits the game (stages rising up to the
 * current one, figures on the route); anything else is left out, not an
 * error: the game itself is whole. */
void
_schott_game_model_load_stage_marks (SchottGameModel *self,
                                     GKeyFile        *kf,
                                     const char      *group)
{
  g_auto(GStrv) items = g_key_file_get_string_list (kf, group, "stage-starts", NULL, NULL);
  guint last_stage = 0;

  _schott_game_model_reset_stage_marks (self);
  if (items == NULL || items[0] == NULL)
    return;
  g_array_set_size (self->stage_marks, 0);
  for (guint i = 0; items[i] != NULL; i++)
    {
      StageMark mark = { 0, { 0, } };
      g_auto(GStrv) figures = NULL;
      g_autofree char *stage_text = NULL;
      const char *colon = strchr (items[i], ':');
      guint64 stage;
      guint p = 0;

      if (colon == NULL)
        goto invalid;
      stage_text = g_strndup (items[i], colon - items[i]);
      if (!g_ascii_string_to_unsigned (stage_text, 10, last_stage + 1, self->game.stage, &stage, NULL))
        goto invalid;
      figures = g_strsplit (colon + 1, ",", -1);
      for (; figures[p] != NULL; p++)
        {
          gint64 field;

          if (p >= self->game.n_players
              || !g_ascii_string_to_signed (figures[p], 10, 0,
                                            MAX ((gint) self->game.variant.route_length, 0),
                                            &field, NULL))
            goto invalid;
          mark.figure[p] = (gint) field;
        }
      if (p != self->game.n_players)
        goto invalid;
      mark.stage = (guint) stage;
      last_stage = mark.stage;
      g_array_append_val (self->stage_marks, mark);
    }
  return;

invalid:
  _schott_game_model_reset_stage_marks (self);
}

void
schott_game_model_get_stage_extras (SchottGameModel   *self,
                                    guint              player,
                                    SchottStageExtras *extras)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));
  g_return_if_fail (extras != NULL);

  memset (extras, 0, sizeof *extras);
  g_return_if_fail (player < SCHOTT_MAX_PLAYERS);
  *extras = self->extras[player];
}

/* ------------------------------------------------------ stage record */

guint
schott_game_model_get_n_stage_rows (SchottGameModel *self)
{
  const StageMark *first;
  gboolean before = FALSE;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), 0);
  if (self->stage_marks->len == 0)
    return 0;
  first = &g_array_index (self->stage_marks, StageMark, 0);
  for (guint p = 0; p < self->game.n_players; p++)
    before |= first->figure[p] != 0;
  return self->stage_marks->len + (before || first->stage > 1 ? 1 : 0);
}

guint
schott_game_model_get_stage_row (SchottGameModel *self,
                                 guint            row,
                                 gint            *moves)
{
  guint n_rows;
  gint zero[SCHOTT_MAX_PLAYERS] = { 0, };
  const gint *from, *to;
  guint stage;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), 0);
  n_rows = schott_game_model_get_n_stage_rows (self);
  g_return_val_if_fail (row < n_rows, 0);

  /* a record that began late: its first row is everything before it */
  if (n_rows > self->stage_marks->len)
    {
      if (row == 0)
        {
          from = zero;
          to = g_array_index (self->stage_marks, StageMark, 0).figure;
          stage = 0;
          goto out;
        }
      row--;
    }
  from = g_array_index (self->stage_marks, StageMark, row).figure;
  stage = g_array_index (self->stage_marks, StageMark, row).stage;
  if (row + 1 < self->stage_marks->len)
    to = g_array_index (self->stage_marks, StageMark, row + 1).figure;
  else
    to = self->tracked_figure;
out:
  for (guint p = 0; moves != NULL && p < self->game.n_players; p++)
    moves[p] = to[p] - from[p];
  return stage;
}
