/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-online-message.c: SCHOTT's online messages: views as text and
 * back, moves, and the check of every message's attributes and ranges. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-online-private.h"
#include "sw-online-game.h"

/* ---------------------------------------------------------------- views */

/* A view as text: the engine's saved-game format of the scrubbed game. */
char *
_schott_online_view_text (const SchottView *view)
{
  return schott_game_serialize (&view->game);
}

char *
_schott_online_view_hash (const SchottView *view)
{
  g_autofree char *text = _schott_online_view_text (view);

  return sw_online_sha256_hex (text);
}

/* Reads a view the host sent (lines of the saved-game format) with the
 * engine's own reader, then scrubs it again for seat: whatever the host
 * sent, this client keeps no more than its player may know. The reader
 * knows no hidden event and no zero generator: a hidden event is read as
 * E1 and scrubbed again, the generator as a valid one and cleared. */
gboolean
_schott_online_view_from_node (const SwOnlineNode *message,
                guint               seat,
                SchottView         *view,
                GError            **error)
{
  g_autoptr(GString) text = g_string_new (NULL);
  SchottGame game;

  for (guint i = 0; i < sw_online_node_n_children (message); i++)
    {
      const char *line = sw_online_node_get (sw_online_node_child (message, i), "t");

      if (g_str_has_prefix (line, "events."))
        {
          g_auto(GStrv) words = g_strsplit (line, " ", -1);

          for (guint w = 0; words[w] != NULL; w++)
            if (strcmp (words[w], "127:0") == 0)
              {
                g_free (words[w]);
                words[w] = g_strdup ("1:0");
              }
          g_autofree char *joined = g_strjoinv (" ", words);
          g_string_append (text, joined);
        }
      else if (strcmp (line, "rng.inc = 0") == 0)
        g_string_append (text, "rng.inc = 1");
      else
        g_string_append (text, line);
      g_string_append_c (text, '\n');
    }
  if (!schott_game_deserialize (&game, text->str, error))
    return FALSE;
  if (seat >= game.n_players)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "a view for seat %u of %u", seat + 1, game.n_players);
      return FALSE;
    }
  schott_view_init (view, &game, seat);
  return TRUE;
}

/* --------------------------------------------------------------- checks */

gboolean
_schott_online_get_move (const SwOnlineNode *node,
          guint              *seat,
          SchottChoice       *choice,
          GError            **error)
{
  guint64 value;
  const char *text;

  if (!sw_online_node_get_uint (node, "seat", SCHOTT_MAX_PLAYERS - 1, &value, error)
      || !sw_online_node_require (node, "choice", &text, error))
    return FALSE;
  if (strlen (text) > MAX_CHOICE_TEXT || !schott_choice_parse (text, choice))
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "“%.32s” is not a choice", text);
      return FALSE;
    }
  *seat = (guint) value;
  return TRUE;
}

gboolean
schott_online_message_check (const SwOnlineNode *message,
                             GError            **error)
{
  const char *kind = sw_online_node_name (message);
  guint64 n;
  guint seat;
  SchottChoice choice;
  gboolean known;
  gboolean ok;

  if (strcmp (kind, "table") == 0)
    return sw_online_game_check_table (message, "schott", SCHOTT_MAX_PLAYERS, NULL, error);
  if (strcmp (kind, "move") == 0 || strcmp (kind, "choose") == 0)
    return sw_online_node_get_uint (message, "n", MAX_MOVES - 1, &n, error)
           && _schott_online_get_move (message, &seat, &choice, error);
  if (strcmp (kind, "moves") == 0)
    {
      if (!sw_online_node_get_uint (message, "from", MAX_MOVES - 1, &n, error))
        return FALSE;
      if (sw_online_node_n_children (message) > MOVES_PER_SYNC)
        {
          g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_TOO_LARGE, "more than %d moves in <moves>", MOVES_PER_SYNC);
          return FALSE;
        }
      for (guint i = 0; i < sw_online_node_n_children (message); i++)
        if (!_schott_online_get_move (sw_online_node_child (message, i), &seat, &choice, error))
          return FALSE;
      return TRUE;
    }
  if (strcmp (kind, "view") == 0)
    {
      if (!sw_online_node_get_uint (message, "n", MAX_MOVES, &n, error)
          || !sw_online_node_get_uint (message, "seat", SCHOTT_MAX_PLAYERS - 1, &n, error))
        return FALSE;
      if (sw_online_node_n_children (message) > MAX_VIEW_LINES)
        {
          g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_TOO_LARGE, "more than %d lines in <view>", MAX_VIEW_LINES);
          return FALSE;
        }
      for (guint i = 0; i < sw_online_node_n_children (message); i++)
        {
          const SwOnlineNode *line = sw_online_node_child (message, i);
          const char *text;

          if (strcmp (sw_online_node_name (line), "l") != 0)
            {
              g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "<view> holds a <%s>", sw_online_node_name (line));
              return FALSE;
            }
          if (!sw_online_node_require (line, "t", &text, error))
            return FALSE;
          if (strchr (text, '\n') != NULL || strchr (text, '\r') != NULL)
            {
              g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "a line of <view> breaks");
              return FALSE;
            }
        }
      /* the engine's own reader judges the game it describes */
      {
        SchottView view;

        return _schott_online_view_from_node (message, (guint) n, &view, error);
      }
    }
  ok = sw_online_game_check_common (message, &known, error);
  if (known)
    return ok;
  g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "an unknown message <%s>", kind);
  return FALSE;
}
