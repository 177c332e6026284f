/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-game-model-draft.c: the person's draft, private and changeable until
 * committed (R-ROUND-6): which end it grows from and the fields added,
 * checked against the card turned. The model (bp-game-model.c) commits
 * it and starts it afresh. */
#include "config.h"

#include <string.h>

#include "bp-game-model-private.h"

guint
bp_game_model_get_draft_end (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), BP_NO_FIELD);
  return self->draft_end;
}

const BpExtension *
bp_game_model_get_draft (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), NULL);
  return &self->draft;
}

guint64
bp_game_model_get_next_fields (BpGameModel *self)
{
  guint8 counts[BP_N_COLOURS];

  g_return_val_if_fail (BP_IS_GAME_MODEL (self), 0);
  if (self->current < 0)
    return 0;
  bp_card_counts (bp_game_card (&self->game), counts);
  return bp_line_next_fields (&self->game.players[self->current].line, counts, &self->draft);
}

void
bp_game_model_get_draft_used (BpGameModel *self,
                              guint8       used[BP_N_COLOURS])
{
  g_return_if_fail (BP_IS_GAME_MODEL (self));
  memset (used, 0, BP_N_COLOURS);
  for (guint i = 0; i < self->draft.n_cells; i++)
    used[bp_field_colour (self->draft.cells[i])]++;
}

gboolean
bp_game_model_set_draft_end (BpGameModel *self,
                             guint        end)
{
  const BpLine *line;

  g_return_val_if_fail (BP_IS_GAME_MODEL (self), FALSE);
  if (self->current < 0 || self->draft.n_cells > 0)
    return FALSE;
  line = &self->game.players[self->current].line;
  if (!bp_line_is_end (line, end) || end == self->draft_end)
    return FALSE;
  self->draft_end = end;
  self->draft.from = (guint8) end;
  _bp_game_model_emit_changed (self);
  return TRUE;
}

void
bp_game_model_switch_end (BpGameModel *self)
{
  const BpLine *line;
  guint64 before;

  g_return_if_fail (BP_IS_GAME_MODEL (self));
  if (self->current < 0)
    return;
  line = &self->game.players[self->current].line;
  before = self->draft.n_cells;
  /* Switching ends starts the drawing afresh at the other end. */
  self->draft.n_cells = 0;
  if (!bp_game_model_set_draft_end (self, bp_line_other_end (line, self->draft_end)) && before > 0)
    _bp_game_model_emit_changed (self);
}

gboolean
bp_game_model_draft_add (BpGameModel *self,
                         guint        field)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), FALSE);

  if (field >= BP_N_FIELDS || !(bp_game_model_get_next_fields (self) & (G_GUINT64_CONSTANT (1) << field)))
    {
      const BpLine *line;

      /* A field next to the other end with nothing drawn yet: that end. */
      if (self->current < 0 || self->draft.n_cells > 0 || field >= BP_N_FIELDS)
        return FALSE;
      line = &self->game.players[self->current].line;
      {
        guint other = bp_line_other_end (line, self->draft_end);
        BpExtension probe = { (guint8) other, 0, { 0, } };
        guint8 counts[BP_N_COLOURS];

        bp_card_counts (bp_game_card (&self->game), counts);
        if (!(bp_line_next_fields (line, counts, &probe) & (G_GUINT64_CONSTANT (1) << field)))
          return FALSE;
        self->draft_end = other;
        self->draft.from = (guint8) other;
      }
    }
  self->draft.cells[self->draft.n_cells++] = (guint8) field;
  self->has_hint = FALSE;
  _bp_game_model_emit_changed (self);
  return TRUE;
}

gboolean
bp_game_model_take_back (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), FALSE);
  if (self->current < 0 || self->draft.n_cells == 0)
    return FALSE;
  self->draft.n_cells--;
  _bp_game_model_emit_changed (self);
  return TRUE;
}

void
bp_game_model_clear_draft (BpGameModel *self)
{
  g_return_if_fail (BP_IS_GAME_MODEL (self));
  if (self->current < 0 || self->draft.n_cells == 0)
    return;
  self->draft.n_cells = 0;
  _bp_game_model_emit_changed (self);
}

gboolean
bp_game_model_activate_field (BpGameModel *self,
                              guint        field)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), FALSE);
  if (self->current < 0)
    return FALSE;
  if (self->draft.n_cells > 0 && self->draft.cells[self->draft.n_cells - 1] == field)
    return bp_game_model_take_back (self);
  if (self->draft.n_cells == 0 && bp_line_is_end (&self->game.players[self->current].line, field))
    return bp_game_model_set_draft_end (self, field);
  return bp_game_model_draft_add (self, field);
}
