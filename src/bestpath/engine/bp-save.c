/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-save.c: the Best Path save (doc/formats.md, "Best Path save"): a
 * GKeyFile text of the deck, the seats and every committed extension. A
 * load replays the moves through the rules, so a save can't smuggle in a
 * line the rules would refuse. Pure functions over strings. */
#include "config.h"

#include <string.h>

#include "bp-engine.h"

#define GROUP_GAME      "Best Path"

/* (g_string_append_c) in brackets is GLib's real function, not the inline
 * macro inside which GCC 14 reports -Wnull-dereference. */

G_DEFINE_QUARK (bp-save-error-quark, bp_save_error)

static void
append_extension (GString           *out,
                  const BpExtension *ext)
{
  if (ext->n_cells == 0)
    {
      (g_string_append_c) (out, '-');
      return;
    }
  g_string_append_printf (out, "%s:", bp_field_name (ext->from));
  for (guint i = 0; i < ext->n_cells; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? " " : "", bp_field_name (ext->cells[i]));
}

char *
bp_save_to_string (const BpGame       *game,
                   const char * const *names,
                   const char * const *seats)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GString) deck = g_string_new (NULL);
  g_autofree char *salt = NULL;
  g_autofree char *version = g_strdup_printf ("%d.%d", BP_SAVE_MAJOR, BP_SAVE_MINOR);

  g_return_val_if_fail (game != NULL, NULL);

  for (guint r = 0; r < BP_N_CARDS; r++)
    g_string_append_printf (deck, "%s%s", r > 0 ? ";" : "", bp_card_name (game->deck[r]));
  salt = g_strdup_printf ("%" G_GUINT64_FORMAT, game->ai_salt);

  g_key_file_set_string (file, GROUP_GAME, "version", version);
  g_key_file_set_integer (file, GROUP_GAME, "players", game->n_players);
  g_key_file_set_string (file, GROUP_GAME, "deck", deck->str);
  g_key_file_set_string (file, GROUP_GAME, "salt", salt);
  g_key_file_set_integer (file, GROUP_GAME, "round", game->round);

  for (guint p = 0; p < game->n_players; p++)
    {
      const BpPlayer *player = &game->players[p];
      g_autofree char *group = g_strdup_printf ("Player %u", p + 1);
      g_autoptr(GString) moves = g_string_new (NULL);

      if (names != NULL && names[p] != NULL)
        g_key_file_set_string (file, group, "name", names[p]);
      if (seats != NULL && seats[p] != NULL)
        g_key_file_set_string (file, group, "seat", seats[p]);
      g_key_file_set_integer (file, group, "board", player->board);
      for (guint r = 0; r + 1 < game->round; r++)
        {
          if (r > 0)
            (g_string_append_c) (moves, ';');
          append_extension (moves, &player->history[r]);
        }
      g_key_file_set_string (file, group, "moves", moves->str);
      if (player->committed)
        {
          g_autoptr(GString) pending = g_string_new (NULL);

          append_extension (pending, &player->pending);
          g_key_file_set_string (file, group, "committed", pending->str);
        }
    }

  return g_key_file_to_data (file, NULL, NULL);
}

static gboolean
parse_extension (char         *text,
                 BpExtension  *ext,
                 GError      **error)
{
  g_auto(GStrv) parts = NULL;
  g_auto(GStrv) cells = NULL;
  guint field;

  memset (ext, 0, sizeof *ext);
  text = g_strstrip (text);
  if (strcmp (text, "-") == 0)
    return TRUE;

  parts = g_strsplit (text, ":", 2);
  if (g_strv_length (parts) != 2 || !bp_field_from_name (g_strstrip (parts[0]), &field))
    {
      g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_PARSE,
                   "“%s” is not a move (END:FIELD FIELD … or -)", text);
      return FALSE;
    }
  ext->from = (guint8) field;
  cells = g_strsplit (g_strstrip (parts[1]), " ", -1);
  for (guint i = 0; cells[i] != NULL; i++)
    {
      if (cells[i][0] == '\0')
        continue;
      if (ext->n_cells >= BP_MAX_CARD_FIELDS || !bp_field_from_name (cells[i], &field))
        {
          g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_PARSE,
                       "“%s” is not a move of at most %d fields", text, BP_MAX_CARD_FIELDS);
          return FALSE;
        }
      ext->cells[ext->n_cells++] = (guint8) field;
    }
  if (ext->n_cells == 0)
    {
      g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_PARSE,
                   "“%s” names an end but no field (a pass is -)", text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
get_int (GKeyFile    *file,
         const char  *group,
         const char  *key,
         int          min,
         int          max,
         int         *value,
         GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *text = g_key_file_get_string (file, group, key, &local_error);
  gint64 number;

  if (text == NULL
      || !g_ascii_string_to_signed (g_strstrip (text), 10, min, max, &number, NULL))
    {
      g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_PARSE,
                   "[%s] %s: expected a whole number from %d to %d", group, key, min, max);
      return FALSE;
    }
  *value = (int) number;
  return TRUE;
}

gboolean
bp_save_from_string (const char *text,
                     gsize       length,
                     BpGame     *game,
                     char     ***names_out,
                     char     ***seats_out,
                     GError    **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) local_error = NULL;
  g_autofree char *version = NULL;
  g_autofree char *deck_text = NULL;
  g_autofree char *salt_text = NULL;
  g_auto(GStrv) version_parts = NULL;
  g_auto(GStrv) deck_names = NULL;
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) seats = NULL;
  guint8 deck[BP_N_CARDS];
  guint8 boards[BP_MAX_PLAYERS];
  BpExtension moves[BP_MAX_PLAYERS][BP_N_ROUNDS];
  BpExtension committed[BP_MAX_PLAYERS];
  gboolean has_committed[BP_MAX_PLAYERS] = { FALSE, };
  guint n_committed = 0;
  guint64 major, minor, salt;
  int n_players, round;
  BpGame loaded;
  const char *refusal;

  g_return_val_if_fail (text != NULL && game != NULL, FALSE);

  if (length > BP_SAVE_MAX_LENGTH || memchr (text, '\0', length) != NULL)
    {
      g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_PARSE,
                   "not a Best Path save (too long or binary)");
      return FALSE;
    }
  if (!g_key_file_load_from_data (file, text, length, G_KEY_FILE_NONE, &local_error))
    {
      g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_PARSE,
                   "not a Best Path save: %s", local_error->message);
      return FALSE;
    }

  version = g_key_file_get_string (file, GROUP_GAME, "version", NULL);
  if (version == NULL)
    {
      g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_PARSE,
                   "not a Best Path save: no [%s] version", GROUP_GAME);
      return FALSE;
    }
  version_parts = g_strsplit (g_strstrip (version), ".", -1);
  if (g_strv_length (version_parts) != 2
      || !g_ascii_string_to_unsigned (version_parts[0], 10, 0, 9999, &major, NULL)
      || !g_ascii_string_to_unsigned (version_parts[1], 10, 0, 9999, &minor, NULL)
      || major == 0)
    {
      g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_PARSE,
                   "version “%s” is not MAJOR.MINOR", version);
      return FALSE;
    }
  if (major > BP_SAVE_MAJOR)
    {
      g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_VERSION,
                   "saved by a newer version (format %s; this one reads %d.x)",
                   version, BP_SAVE_MAJOR);
      return FALSE;
    }

  if (!get_int (file, GROUP_GAME, "players", 1, BP_MAX_PLAYERS, &n_players, error)
      || !get_int (file, GROUP_GAME, "round", 1, BP_N_ROUNDS + 1, &round, error))
    return FALSE;

  deck_text = g_key_file_get_string (file, GROUP_GAME, "deck", NULL);
  deck_names = deck_text ? g_strsplit (deck_text, ";", -1) : g_new0 (char *, 1);
  if (g_strv_length (deck_names) != BP_N_CARDS)
    {
      g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_PARSE,
                   "[%s] deck: expected %d cards", GROUP_GAME, BP_N_CARDS);
      return FALSE;
    }
  for (guint r = 0; r < BP_N_CARDS; r++)
    {
      guint card;

      if (!bp_card_from_name (g_strstrip (deck_names[r]), &card))
        {
          g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_PARSE,
                       "[%s] deck: “%s” is not a card", GROUP_GAME, deck_names[r]);
          return FALSE;
        }
      deck[r] = (guint8) card;
    }
  salt_text = g_key_file_get_string (file, GROUP_GAME, "salt", NULL);
  if (salt_text == NULL
      || !g_ascii_string_to_unsigned (g_strstrip (salt_text), 10, 0, G_MAXUINT64, &salt, NULL))
    {
      g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_PARSE,
                   "[%s] salt: expected a whole number", GROUP_GAME);
      return FALSE;
    }

  names = g_new0 (char *, n_players + 1);
  seats = g_new0 (char *, n_players + 1);
  for (int p = 0; p < n_players; p++)
    {
      g_autofree char *group = g_strdup_printf ("Player %d", p + 1);
      g_autofree char *moves_text = NULL;
      g_autofree char *committed_text = NULL;
      g_auto(GStrv) items = NULL;
      int board;

      if (!get_int (file, group, "board", 1, BP_N_BOARDS, &board, error))
        return FALSE;
      boards[p] = (guint8) board;
      names[p] = g_key_file_get_string (file, group, "name", NULL);
      seats[p] = g_key_file_get_string (file, group, "seat", NULL);
      if (names[p] == NULL)
        names[p] = g_strdup ("");
      if (seats[p] == NULL)
        seats[p] = g_strdup ("");

      moves_text = g_key_file_get_string (file, group, "moves", NULL);
      if (moves_text == NULL)
        moves_text = g_strdup ("");
      items = round > 1 ? g_strsplit (moves_text, ";", -1) : g_new0 (char *, 1);
      if (g_strv_length (items) != (guint) round - 1)
        {
          g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_INCONSISTENT,
                       "[%s] moves: %u moves for %d played rounds",
                       group, g_strv_length (items), round - 1);
          return FALSE;
        }
      for (int r = 0; r < round - 1; r++)
        if (!parse_extension (items[r], &moves[p][r], error))
          {
            g_prefix_error (error, "[%s] moves, round %d: ", group, r + 1);
            return FALSE;
          }

      committed_text = g_key_file_get_string (file, group, "committed", NULL);
      if (committed_text != NULL)
        {
          if (!parse_extension (committed_text, &committed[p], error))
            {
              g_prefix_error (error, "[%s] committed: ", group);
              return FALSE;
            }
          has_committed[p] = TRUE;
          n_committed++;
        }
    }

  refusal = bp_game_init_with_deck (&loaded, (guint) n_players, boards, deck, salt);
  if (refusal != NULL)
    {
      g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_INCONSISTENT,
                   "the players' boards or the deck break %s", refusal);
      return FALSE;
    }
  for (int r = 0; r < round - 1; r++)
    for (int p = 0; p < n_players; p++)
      {
        g_autofree char *message = NULL;

        refusal = bp_game_commit (&loaded, (guint) p, &moves[p][r], &message);
        if (refusal != NULL)
          {
            g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_INCONSISTENT,
                         "player %d, round %d: %s (%s)", p + 1, r + 1, message, refusal);
            return FALSE;
          }
      }
  if (round > BP_N_ROUNDS ? n_committed > 0 : n_committed >= (guint) n_players)
    {
      g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_INCONSISTENT,
                   "committed moves in a round that should have ended");
      return FALSE;
    }
  for (int p = 0; p < n_players; p++)
    if (has_committed[p])
      {
        g_autofree char *message = NULL;

        refusal = bp_game_commit (&loaded, (guint) p, &committed[p], &message);
        if (refusal != NULL)
          {
            g_set_error (error, BP_SAVE_ERROR, BP_SAVE_ERROR_INCONSISTENT,
                         "player %d, committed move of round %d: %s (%s)",
                         p + 1, round, message, refusal);
            return FALSE;
          }
      }

  *game = loaded;
  if (names_out)
    *names_out = g_steal_pointer (&names);
  if (seats_out)
    *seats_out = g_steal_pointer (&seats);
  return TRUE;
}
