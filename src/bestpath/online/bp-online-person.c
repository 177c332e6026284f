/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-online-person.c: what the program at a Best Path table asks of it
 * and tells it: the game as this client holds it, the deal's checks, and
 * the app's person deciding its own seat (set_person, "decide",
 * commit_own) or a bot's pace. bp-online.c plays the table. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bp-online-private.h"

const BpGame *
bp_online_get_game (BpOnline *self)
{
  g_return_val_if_fail (BP_IS_ONLINE (self), NULL);
  return self->have_game ? &self->game : NULL;
}

gboolean
bp_online_is_over (BpOnline *self)
{
  return self->g.over;
}

gboolean
bp_online_get_deal_verified (BpOnline *self)
{
  return self->g.verified;
}

int
bp_online_get_own_seat (BpOnline *self)
{
  return self->g.own_seat;
}

guint
bp_online_get_n_moves (BpOnline *self)
{
  return self->n_moves;
}

gboolean
bp_online_get_all_confirmed (BpOnline *self)
{
  return sw_online_game_all_confirmed (&self->g);
}

gboolean
bp_online_get_deal_checked (BpOnline *self)
{
  return self->g.checked;
}

void
bp_online_set_person (BpOnline *self,
                      gboolean  person)
{
  g_return_if_fail (BP_IS_ONLINE (self));

  self->own_person = person;
}

gboolean
bp_online_is_deciding (BpOnline *self)
{
  int seat;

  g_return_val_if_fail (BP_IS_ONLINE (self), FALSE);

  seat = self->g.own_seat;
  return self->own_person && self->have_game && self->g.started && seat >= 0
         && self->game.phase == BP_PHASE_CHOOSING && bp_game_card (&self->game) != BP_NO_CARD
         && !self->chosen[seat] && !self->committed[seat];
}

gboolean
bp_online_commit_own (BpOnline           *self,
                      const BpExtension  *extension,
                      GError            **error)
{
  g_autofree char *why = NULL;
  const char *rule;
  int seat;

  g_return_val_if_fail (BP_IS_ONLINE (self), FALSE);
  g_return_val_if_fail (extension != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!bp_online_is_deciding (self))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("It is not your turn to choose at this table."));
      return FALSE;
    }
  seat = self->g.own_seat;
  if (extension->n_cells > BP_MAX_CARD_FIELDS || extension->from >= BP_N_FIELDS)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("Not allowed: that is not a line on the board."));
      return FALSE;
    }
  for (guint i = 0; i < extension->n_cells; i++)
    if (extension->cells[i] >= BP_N_FIELDS)
      {
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                             _("Not allowed: that is not a line on the board."));
        return FALSE;
      }
  rule = bp_game_check (&self->game, (guint) seat, extension, &why);
  if (rule != NULL)
    {
      /* TRANSLATORS: %s: rule id, %s: the engine's explanation */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("Not allowed (%s): %s"),
                   rule, why ? why : "");
      return FALSE;
    }
  self->mine[seat] = *extension;
  sw_online_random_hex (self->salts[seat], SALT_LEN);
  self->chosen[seat] = TRUE;
  /* Commits (saving first), and reveals once every seat has committed. */
  _bp_online_play_local_seats (self);
  return TRUE;
}

void
bp_online_set_pace (BpOnline *self,
                    guint     pace_ms)
{
  g_return_if_fail (BP_IS_ONLINE (self));
  self->g.pace_ms = pace_ms;
}
