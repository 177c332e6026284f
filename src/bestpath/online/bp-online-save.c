/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-online-save.c: Best Path's online autosave: the host's whole table
 * and every client's own commitments, to come back after a crash. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bp-online-private.h"

/* -------------------------------------------------------- the autosave */

void
_bp_online_save (BpOnline *self)
{
  g_autoptr(GKeyFile) file = NULL;
  g_autofree char *game = NULL;

  if (self->g.autosave == NULL)
    return;
  file = g_key_file_new ();
  sw_online_game_save_table (&self->g, file);
  if (self->g.host)
    {
      game = bp_save_to_string (&self->game, NULL, NULL);
      g_key_file_set_string (file, "table", "game", game);
    }
  for (guint s = 0; s < self->g.n_players; s++)
    {
      g_autofree char *group = g_strdup_printf ("seat%u", s);

      g_key_file_set_integer (file, group, "round", self->game.round);
      if (self->committed[s])
        g_key_file_set_string (file, group, "hash", self->hashes[s]);
      if (self->revealed[s])
        {
          g_autofree char *ext = bp_online_extension_to_string (&self->reveals[s]);

          g_key_file_set_string (file, group, "reveal", ext);
        }
      if (self->chosen[s])
        {
          g_autofree char *ext = bp_online_extension_to_string (&self->mine[s]);

          g_key_file_set_string (file, group, "mine", ext);
          g_key_file_set_string (file, group, "salt", self->salts[s]);
        }
    }
  sw_online_game_write (&self->g, file);
}

/* Our own seats' choices of the round under way, from the autosave. */
static void
load_own_choices (BpOnline *self,
                  GKeyFile *file)
{
  for (guint s = 0; s < self->g.n_players; s++)
    {
      g_autofree char *group = g_strdup_printf ("seat%u", s);
      g_autofree char *mine = g_key_file_get_string (file, group, "mine", NULL);
      g_autofree char *salt = g_key_file_get_string (file, group, "salt", NULL);
      int round = g_key_file_get_integer (file, group, "round", NULL);

      if (round == self->game.round && mine != NULL && sw_online_is_hex (salt, SALT_LEN)
          && bp_online_extension_parse (mine, &self->mine[s]))
        {
          memcpy (self->salts[s], salt, SALT_LEN + 1);
          self->chosen[s] = TRUE;
        }
    }
}

BpOnline *
bp_online_resume_host (SwOnlineTable   *table,
                       const char      *autosave,
                       const BpAiLevel *levels,
                       GError         **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(BpOnline) self = NULL;
  g_autofree char *game = NULL;

  if (!g_key_file_load_from_file (file, autosave, G_KEY_FILE_NONE, error))
    return NULL;
  self = _bp_online_new (table, TRUE, autosave);
  if (!sw_online_game_load_table (&self->g, file, error))
    return NULL;
  game = g_key_file_get_string (file, "table", "game", NULL);
  if (game == NULL)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID,
                   /* TRANSLATORS: %s: a file */
                   _("%s is not the autosave of this table."), autosave);
      return NULL;
    }
  if (!bp_save_from_string (game, strlen (game), &self->game, NULL, NULL, error))
    return NULL;
  if (self->game.n_players != self->g.n_players)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID,
                   _("%s is not the autosave of this table."), autosave);
      return NULL;
    }
  self->have_game = TRUE;
  self->g.over = self->game.phase == BP_PHASE_OVER;
  /* every seat made one move in each resolved round */
  self->n_moves = (guint) (self->game.round - 1) * self->g.n_players;
  for (guint s = 0; s < self->g.n_players; s++)
    {
      const SwSeat *seat = sw_online_table_get_seat (table, s);

      self->boards[s] = self->game.players[s].board;
      self->levels[s] = levels[s];
      if (seat->kind == SW_SEAT_COMPUTER)
        bp_ai_level_from_name (seat->level, &self->levels[s]);
    }

  for (guint s = 0; s < self->g.n_players; s++)
    {
      g_autofree char *group = g_strdup_printf ("seat%u", s);
      g_autofree char *hash = g_key_file_get_string (file, group, "hash", NULL);
      g_autofree char *reveal = g_key_file_get_string (file, group, "reveal", NULL);

      if (g_key_file_get_integer (file, group, "round", NULL) != self->game.round)
        continue;
      if (sw_online_is_hex (hash, HASH_LEN))
        {
          memcpy (self->hashes[s], hash, HASH_LEN + 1);
          self->committed[s] = TRUE;
        }
      if (reveal != NULL && self->committed[s] && bp_online_extension_parse (reveal, &self->reveals[s])
          && bp_game_check (&self->game, s, &self->reveals[s], NULL) == NULL)
        self->revealed[s] = TRUE;
    }
  load_own_choices (self, file);
  return g_steal_pointer (&self);
}

void
_bp_online_load_guest_choices (BpOnline   *self,
                               const char *autosave)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();

  /* Our own choice of the round under way, if we were stopped after
   * committing to it: kept until the sync says which round it is. */
  if (autosave != NULL && g_key_file_load_from_file (file, autosave, G_KEY_FILE_NONE, NULL))
    {
      g_autofree char *room = g_key_file_get_string (file, "table", "room", NULL);

      if (g_strcmp0 (room, sw_online_table_get_room (self->g.table)) == 0)
        for (guint s = 0; s < BP_MAX_PLAYERS; s++)
          {
            g_autofree char *group = g_strdup_printf ("seat%u", s);
            g_autofree char *mine = g_key_file_get_string (file, group, "mine", NULL);
            g_autofree char *salt = g_key_file_get_string (file, group, "salt", NULL);
            int round = g_key_file_get_integer (file, group, "round", NULL);

            if (mine != NULL && sw_online_is_hex (salt, SALT_LEN) && bp_online_extension_parse (mine, &self->mine[s]))
              {
                memcpy (self->salts[s], salt, SALT_LEN + 1);
                self->chosen[s] = TRUE;
                self->have_game = FALSE;
                self->game.round = (guint8) round;
              }
          }
    }
}
