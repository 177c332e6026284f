/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-undo.c: the undo and redo stacks of a SchottPackModel.
 *
 * Every edit is a SchottPackCmd that runs forwards (do, redo) and backwards
 * (undo); the model counts as saved while the command on top of the undo
 * stack is the one that was on top when it was saved. */
#include "config.h"

#include "schott-pack-model-private.h"

/* Undoes (forwards FALSE) or redoes the top command of from and puts it on to. */
static gboolean
step (SchottPackModel *self, GPtrArray *from, GPtrArray *to, gboolean forwards)
{
  SchottPackCmd *cmd;

  if (from->len == 0)
    return FALSE;
  cmd = g_ptr_array_steal_index (from, from->len - 1);
  schott_pack_cmd_run (self, cmd, forwards);
  g_ptr_array_add (to, cmd);
  self->coalesce_broken = TRUE;
  schott_pack_model_update_state (self);
  schott_pack_model_emit_changed (self);
  return TRUE;
}

void
schott_pack_cmd_free (SchottPackCmd *cmd)
{
  if (cmd->outside)
    schott_question_free (cmd->q, cmd->n_languages);
  g_clear_object (&cmd->item);
  g_free (cmd->lang);
  g_free (cmd->old_text);
  g_free (cmd->new_text);
  g_free (cmd->old_flags);
  g_free (cmd->new_flags);
  g_clear_pointer (&cmd->other, schott_pack_free);
  g_free (cmd);
}

void
schott_pack_cmd_run (SchottPackModel *self, SchottPackCmd *cmd, gboolean forwards)
{
  SchottPack *pack = self->pack;
  gboolean insert;

  self->change_serial++;
  switch (cmd->kind)
    {
    case SCHOTT_PACK_CMD_INSERT:
    case SCHOTT_PACK_CMD_REMOVE:
      insert = (cmd->kind == SCHOTT_PACK_CMD_INSERT) == forwards;
      if (insert)
        {
          g_ptr_array_insert (pack->questions, (gint) cmd->position, cmd->q);
          g_ptr_array_insert (self->items, (gint) cmd->position, g_object_ref (cmd->item));
          cmd->outside = FALSE;
          g_list_model_items_changed (G_LIST_MODEL (self), cmd->position, 0, 1);
        }
      else
        {
          g_assert (g_ptr_array_index (pack->questions, cmd->position) == cmd->q);
          g_ptr_array_steal_index (pack->questions, cmd->position);
          g_ptr_array_remove_index (self->items, cmd->position);
          cmd->outside = TRUE;
          g_list_model_items_changed (G_LIST_MODEL (self), cmd->position, 1, 0);
        }
      break;

    case SCHOTT_PACK_CMD_MOVE:
      {
        guint from = forwards ? cmd->position : cmd->to;
        guint to = forwards ? cmd->to : cmd->position;
        gpointer q = g_ptr_array_steal_index (pack->questions, from);
        gpointer item = g_ptr_array_steal_index (self->items, from);

        g_ptr_array_insert (pack->questions, (gint) to, q);
        g_ptr_array_insert (self->items, (gint) to, item);
        g_list_model_items_changed (G_LIST_MODEL (self), MIN (from, to),
                                    ABS ((gint) from - (gint) to) + 1,
                                    ABS ((gint) from - (gint) to) + 1);
      }
      break;

    case SCHOTT_PACK_CMD_TEXT:
      {
        SchottQuestion *q = g_ptr_array_index (pack->questions, cmd->position);
        gint l = schott_pack_language_index (pack, cmd->lang);

        g_assert (l >= 0);
        schott_pack_set_string (&q->field[cmd->field][l], forwards ? cmd->new_text : cmd->old_text);
        g_free (q->outdated);
        q->outdated = schott_pack_flags_copy (forwards ? cmd->new_flags : cmd->old_flags, cmd->n_languages);
        schott_pack_model_question_changed (self, cmd->position);
      }
      break;

    case SCHOTT_PACK_CMD_OUTDATED:
      {
        SchottQuestion *q = g_ptr_array_index (pack->questions, cmd->position);

        g_free (q->outdated);
        q->outdated = schott_pack_flags_copy (forwards ? cmd->new_flags : cmd->old_flags, cmd->n_languages);
        schott_pack_model_question_changed (self, cmd->position);
      }
      break;

    case SCHOTT_PACK_CMD_CATEGORY:
      {
        SchottQuestion *q = g_ptr_array_index (pack->questions, cmd->position);

        schott_pack_set_string (&q->category, forwards ? cmd->new_text : cmd->old_text);
        schott_pack_model_question_changed (self, cmd->position);
      }
      break;

    case SCHOTT_PACK_CMD_ID:
      {
        SchottQuestion *q = g_ptr_array_index (pack->questions, cmd->position);

        schott_pack_set_string (&q->id, forwards ? cmd->new_text : cmd->old_text);
        schott_pack_model_question_changed (self, cmd->position);
      }
      break;

    case SCHOTT_PACK_CMD_DIFFICULTY:
      {
        SchottQuestion *q = g_ptr_array_index (pack->questions, cmd->position);

        q->difficulty = forwards ? cmd->new_value : cmd->old_value;
        schott_pack_model_question_changed (self, cmd->position);
      }
      break;

    case SCHOTT_PACK_CMD_SNAPSHOT:
      {
        SchottPack *current = self->pack;

        self->pack = cmd->other;
        cmd->other = current;
        schott_pack_model_rebuild_items (self);
      }
      break;

    default:
      g_assert_not_reached ();
    }
}

SchottPackCmd *
schott_pack_cmd_new (SchottPackModel *self, SchottPackCmdKind kind, guint position)
{
  SchottPackCmd *cmd = g_new0 (SchottPackCmd, 1);

  cmd->kind = kind;
  cmd->position = position;
  cmd->n_languages = self->pack->languages->len;
  return cmd;
}

/* Runs a new command and pushes it on the undo stack. */
void
schott_pack_model_push (SchottPackModel *self, SchottPackCmd *cmd)
{
  cmd->serial = ++self->next_serial;
  g_ptr_array_set_size (self->redo, 0);
  schott_pack_cmd_run (self, cmd, TRUE);
  g_ptr_array_add (self->undo, cmd);
  self->coalesce_broken = FALSE;
  schott_pack_model_update_state (self);
  schott_pack_model_emit_changed (self);
}

void
schott_pack_model_push_snapshot (SchottPackModel *self, SchottPack *next)
{
  SchottPackCmd *cmd = schott_pack_cmd_new (self, SCHOTT_PACK_CMD_SNAPSHOT, 0);

  cmd->other = next;
  schott_pack_model_push (self, cmd);
}

void
schott_pack_model_push_insert (SchottPackModel *self, guint position, SchottQuestion *q)
{
  SchottPackCmd *cmd = schott_pack_cmd_new (self, SCHOTT_PACK_CMD_INSERT, position);

  cmd->q = q;
  cmd->outside = TRUE;
  cmd->item = schott_pack_question_new (self, q);
  schott_pack_model_push (self, cmd);
}

SchottPackCmd *
schott_pack_model_undo_top (SchottPackModel *self)
{
  return self->undo->len > 0 ? g_ptr_array_index (self->undo, self->undo->len - 1) : NULL;
}

void
schott_pack_model_mark_unsaved (SchottPackModel *self)
{
  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  self->saved_unknown = TRUE;
  schott_pack_model_update_state (self);
}

void
schott_pack_model_mark_saved (SchottPackModel *self)
{
  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  self->saved_unknown = FALSE;
  self->saved_serial = self->undo->len > 0 ? schott_pack_model_undo_top (self)->serial : 0;
  /* Typing on after a save starts a new undo step, so that undoing it comes
   * back exactly to the saved state. */
  self->coalesce_broken = TRUE;
  schott_pack_model_update_state (self);
}


gboolean
schott_pack_model_can_undo (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  return self->undo->len > 0;
}

gboolean
schott_pack_model_can_redo (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  return self->redo->len > 0;
}

gboolean
schott_pack_model_undo (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  return step (self, self->undo, self->redo, FALSE);
}

gboolean
schott_pack_model_redo (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  return step (self, self->redo, self->undo, TRUE);
}

void
schott_pack_model_break_coalescing (SchottPackModel *self)
{
  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  self->coalesce_broken = TRUE;
}
