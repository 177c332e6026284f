/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-online-message.c: Best Path's online messages: extensions as text,
 * commitments, and the check of every message's attributes and ranges. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bp-online-private.h"

/* ------------------------------------------------------------ helpers */

char *
_bp_online_move_commitment (const char        *room,
                 guint              round,
                 guint              seat,
                 const BpExtension *extension,
                 const char        *salt)
{
  g_autofree char *ext = bp_online_extension_to_string (extension);
  g_autofree char *text = g_strdup_printf ("schott-world best-path move|%s|%u|%u|%s|%s",
                                           room, round, seat, ext, salt);
  return sw_online_sha256_hex (text);
}

char *
bp_online_extension_to_string (const BpExtension *extension)
{
  GString *out;

  if (extension->n_cells == 0)
    return g_strdup ("-");
  out = g_string_new (bp_field_name (extension->from));
  g_string_append_c (out, ':');
  for (guint i = 0; i < extension->n_cells; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      (g_string_append) (out, bp_field_name (extension->cells[i]));
    }
  return g_string_free (out, FALSE);
}

gboolean
bp_online_extension_parse (const char  *text,
                           BpExtension *extension)
{
  g_auto(GStrv) cells = NULL;
  const char *colon;
  g_autofree char *from = NULL;
  guint field;

  memset (extension, 0, sizeof *extension);
  if (text == NULL || strlen (text) > 64)
    return FALSE;
  if (strcmp (text, "-") == 0)
    return TRUE;
  colon = strchr (text, ':');
  if (colon == NULL)
    return FALSE;
  from = g_strndup (text, (gsize) (colon - text));
  if (!bp_field_from_name (from, &field))
    return FALSE;
  extension->from = (guint8) field;
  cells = g_strsplit (colon + 1, ",", -1);
  if (g_strv_length (cells) < 1 || g_strv_length (cells) > BP_MAX_CARD_FIELDS)
    return FALSE;
  for (guint i = 0; cells[i] != NULL; i++)
    {
      if (!bp_field_from_name (cells[i], &field))
        return FALSE;
      extension->cells[extension->n_cells++] = (guint8) field;
    }
  return TRUE;
}

/* --------------------------------------------------- checking messages */

gboolean
_bp_online_get_seat (const SwOnlineNode *message,
          guint               n_players,
          guint              *seat,
          GError            **error)
{
  guint64 value;

  if (!sw_online_node_get_uint (message, "seat", BP_MAX_PLAYERS - 1, &value, error))
    return FALSE;
  if (n_players > 0 && value >= n_players)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "no seat %u at this table", (guint) value + 1);
      return FALSE;
    }
  *seat = (guint) value;
  return TRUE;
}

gboolean
_bp_online_get_round (const SwOnlineNode *message,
           guint              *round,
           GError            **error)
{
  guint64 value;

  if (!sw_online_node_get_uint (message, "r", BP_N_ROUNDS + 1, &value, error))
    return FALSE;
  if (value < 1)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "round 0 does not exist");
      return FALSE;
    }
  *round = (guint) value;
  return TRUE;
}

gboolean
_bp_online_check_table (const SwOnlineNode *message,
             guint              *n_players,
             guint8             *boards,
             GError            **error)
{
  const char *text;
  guint players;
  g_auto(GStrv) parts = NULL;
  guint seen = 0;

  if (!sw_online_game_check_table (message, "best-path", BP_MAX_PLAYERS, &players, error)
      || !sw_online_node_require (message, "boards", &text, error))
    return FALSE;
  parts = g_strsplit (text, ",", -1);
  if (g_strv_length (parts) != players)
    goto bad_boards;
  for (guint s = 0; s < players; s++)
    {
      guint64 board;

      if (!g_ascii_string_to_unsigned (parts[s], 10, 1, BP_N_BOARDS, &board, NULL) || (seen & (1u << board)))
        goto bad_boards;
      seen |= 1u << board;
      if (boards != NULL)
        boards[s] = (guint8) board;
    }
  if (n_players != NULL)
    *n_players = players;
  return TRUE;

bad_boards:
  g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "boards “%s” do not fit %u players", text, players);
  return FALSE;
}

gboolean
bp_online_message_check (const SwOnlineNode *message,
                         GError            **error)
{
  const char *kind = sw_online_node_name (message);
  const char *text;
  guint round, seat, card;
  BpExtension ext;

  if (strcmp (kind, "table") == 0)
    return _bp_online_check_table (message, NULL, NULL, error);
  if (strcmp (kind, "sync") == 0)
    {
      if (!_bp_online_check_table (message, NULL, NULL, error) || !_bp_online_get_round (message, &round, error))
        return FALSE;
      for (guint i = 0; i < sw_online_node_n_children (message); i++)
        {
          const SwOnlineNode *child = sw_online_node_child (message, i);

          if (strcmp (sw_online_node_name (child), "card") == 0)
            {
              if (!_bp_online_get_round (child, &round, error) || round > BP_N_ROUNDS
                  || !sw_online_node_require (child, "card", &text, error))
                return FALSE;
              if (!bp_card_from_name (text, &card))
                goto bad;
              for (guint j = 0; j < sw_online_node_n_children (child); j++)
                {
                  const SwOnlineNode *move = sw_online_node_child (child, j);

                  if (!_bp_online_get_seat (move, 0, &seat, error) || !sw_online_node_require (move, "ext", &text, error))
                    return FALSE;
                  if (!bp_online_extension_parse (text, &ext))
                    goto bad;
                }
            }
          else if (strcmp (sw_online_node_name (child), "reveal") == 0)
            {
              if (!_bp_online_get_seat (child, 0, &seat, error) || !sw_online_node_require (child, "ext", &text, error))
                return FALSE;
              if (!bp_online_extension_parse (text, &ext))
                goto bad;
            }
          else if (strcmp (sw_online_node_name (child), "commit") == 0)
            {
              if (!_bp_online_get_seat (child, 0, &seat, error) || !sw_online_node_require (child, "hash", &text, error))
                return FALSE;
              if (!sw_online_is_hex (text, HASH_LEN))
                goto bad;
            }
        }
      return TRUE;
    }
  if (strcmp (kind, "round") == 0)
    {
      if (!_bp_online_get_round (message, &round, error) || !sw_online_node_require (message, "card", &text, error))
        return FALSE;
      if (round > BP_N_ROUNDS || !bp_card_from_name (text, &card))
        goto bad;
      return TRUE;
    }
  if (strcmp (kind, "commit") == 0)
    {
      if (!_bp_online_get_round (message, &round, error) || !_bp_online_get_seat (message, 0, &seat, error)
          || !sw_online_node_require (message, "hash", &text, error))
        return FALSE;
      if (!sw_online_is_hex (text, HASH_LEN))
        goto bad;
      return TRUE;
    }
  if (strcmp (kind, "reveal") == 0)
    {
      if (!_bp_online_get_round (message, &round, error) || !_bp_online_get_seat (message, 0, &seat, error)
          || !sw_online_node_require (message, "ext", &text, error))
        return FALSE;
      if (!bp_online_extension_parse (text, &ext))
        goto bad;
      if (!sw_online_node_require (message, "salt", &text, error))
        return FALSE;
      if (!sw_online_is_hex (text, SALT_LEN))
        goto bad;
      return TRUE;
    }
  {
    gboolean known;
    gboolean ok = sw_online_game_check_common (message, &known, error);

    if (known)
      return ok;
  }
  g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "an unknown message <%s>", kind);
  return FALSE;

bad:
  g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "<%s> has a value out of range", kind);
  return FALSE;
}
