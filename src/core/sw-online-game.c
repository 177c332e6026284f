/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-game.c: seats, the joining order, the deal's commitment and
 * the messages and refusals every game's online table shares. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "sw-online-game.h"

/* ------------------------------------------------------------ helpers */

char *
sw_online_sha256_hex (const char *text)
{
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
}

void
sw_online_random_hex (char *out,
                      guint n_chars)
{
  for (guint i = 0; i < n_chars; i += 8)
    g_snprintf (out + i, 9, "%08x", g_random_int ());
  out[n_chars] = '\0';
}

gboolean
sw_online_is_hex (const char *text,
                  gsize       length)
{
  if (text == NULL || strlen (text) != length)
    return FALSE;
  for (const char *p = text; *p; p++)
    if (!g_ascii_isxdigit (*p) || g_ascii_isupper (*p))
      return FALSE;
  return TRUE;
}

void
sw_online_game_init (SwOnlineGame  *game,
                     SwOnlineTable *table,
                     const char    *game_id,
                     guint          max_players,
                     gboolean       host,
                     const char    *autosave)
{
  memset (game, 0, sizeof *game);
  game->table = g_object_ref (table);
  game->game_id = game_id;
  game->max_players = MIN (max_players, SW_ONLINE_MAX_SEATS);
  game->host = host;
  game->autosave = g_strdup (autosave);
  game->own_seat = host ? 0 : -1;
}

void
sw_online_game_clear (SwOnlineGame *game)
{
  g_clear_object (&game->table);
  g_clear_pointer (&game->autosave, g_free);
}

/* ------------------------------------------------------------ the deal */

static char *
deal_commitment (const SwOnlineGame *game,
                                guint64             seed,
                                const char         *nonce)
{
  g_autofree char *text = g_strdup_printf ("schott-world %s deal|%s|%" G_GUINT64_FORMAT "|%s",
                                           game->game_id, sw_online_table_get_room (game->table),
                                           seed, nonce);
  return sw_online_sha256_hex (text);
}

void
sw_online_game_deal (SwOnlineGame *game,
                     guint64       seed)
{
  g_autofree char *commit = NULL;

  game->seed = seed;
  sw_online_random_hex (game->nonce, SW_ONLINE_SALT_LEN);
  commit = deal_commitment (game, seed, game->nonce);
  g_strlcpy (game->deal_commit, commit, sizeof game->deal_commit);
}

gboolean
sw_online_game_seed_matches (SwOnlineGame *game,
                             guint64       seed,
                             const char   *nonce)
{
  g_autofree char *commit = deal_commitment (game, seed, nonce);

  game->verified = FALSE;
  game->checked = TRUE;
  if (strcmp (commit, game->deal_commit) != 0)
    {
      sw_online_table_log (game->table, "%s", _("The deal does NOT match: the published seed is not the one the host committed to."));
      return FALSE;
    }
  return TRUE;
}

void
sw_online_game_set_verified (SwOnlineGame *game,
                             gboolean      verified,
                             const char   *why)
{
  game->verified = verified;
  if (verified)
    sw_online_table_log (game->table, "%s", _("The deal is verified: every card came from the seed the host committed to."));
  else
    sw_online_table_log (game->table, "%s", why);
}

/* --------------------------------------------------------------- seats */

const char *
sw_online_game_seat_name (const SwOnlineGame *game,
                          guint               seat,
                          char               *buffer,
                          gsize               size)
{
  const SwSeat *s;

  if (seat >= sw_online_table_get_n_seats (game->table))
    {
      g_snprintf (buffer, size, "%u", seat + 1);
      return buffer;
    }
  s = sw_online_table_get_seat (game->table, seat);
  if (s->kind == SW_SEAT_PERSON)
    g_snprintf (buffer, size, "%s", s->jid);
  else if (s->kind == SW_SEAT_COMPUTER)
    /* TRANSLATORS: a computer player at an online table; %s is its level */
    g_snprintf (buffer, size, _("computer (%s)"), s->level ? s->level : "?");
  else
    /* TRANSLATORS: a seat nobody has taken yet, counted from 1 */
    g_snprintf (buffer, size, _("open seat %u"), seat + 1);
  return buffer;
}

void
sw_online_game_refuse (SwOnlineGame *game,
                       const char   *jid,
                       const char   *format,
                       ...)
{
  va_list args;
  g_autofree char *reason = NULL;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);
  sw_online_table_refuse (game->table, jid, reason);
}

int
sw_online_game_take_seat (SwOnlineGame *game,
                          const char   *jid)
{
  int seat;

  if (!game->host || game->started || g_strcmp0 (jid, sw_online_table_get_own_jid (game->table)) == 0
      || sw_online_table_seat_of (game->table, jid) >= 0)
    return -1;
  seat = sw_online_table_take_open_seat (game->table, jid);
  if (seat >= 0)
    /* TRANSLATORS: %s: an XMPP address, %d: a seat number */
    sw_online_table_log (game->table, _("%s takes seat %d."), jid, seat + 1);
  return seat;
}

gboolean
sw_online_game_check_host_only (SwOnlineGame *game,
                                const char   *kind,
                                const char   *jid,
                                gboolean      from_host)
{
  if (!from_host || game->host)
    {
      /* TRANSLATORS: %s: a message kind ("round") */
      sw_online_game_refuse (game, jid, _("only the host sends <%s>"), kind);
      return FALSE;
    }
  return TRUE;
}

gboolean
sw_online_game_check_seat (SwOnlineGame *game,
                           guint         seat,
                           const char   *jid,
                           int           sender_seat,
                           gboolean      from_host)
{
  const SwSeat *held;
  gboolean allowed;

  if (seat >= game->n_players || seat >= sw_online_table_get_n_seats (game->table))
    {
      sw_online_game_refuse (game, jid, _("there is no seat %u at this table"), seat + 1);
      return FALSE;
    }
  held = sw_online_table_get_seat (game->table, seat);
  allowed = held->kind == SW_SEAT_PERSON ? (int) seat == sender_seat
            : held->kind == SW_SEAT_COMPUTER && from_host;
  if (!allowed)
    {
      /* TRANSLATORS: %u: a seat number */
      sw_online_game_refuse (game, jid, _("a forged seat: the sender does not hold seat %u"), seat + 1);
      return FALSE;
    }
  if (game->local[seat])
    {
      sw_online_game_refuse (game, jid, _("a forged seat: seat %u is played here"), seat + 1);
      return FALSE;
    }
  return TRUE;
}

/* ---------------------------------------------------- the table message */

void
sw_online_game_fill_table (const SwOnlineGame *game,
                           SwOnlineNode       *message)
{
  sw_online_node_set (message, "game", game->game_id);
  sw_online_node_set_uint (message, "players", game->n_players);
  sw_online_node_set (message, "deal", game->deal_commit);
  sw_online_node_set (message, "state", game->over ? "over" : game->started ? "playing" : "waiting");
  for (guint s = 0; s < sw_online_table_get_n_seats (game->table); s++)
    {
      const SwSeat *seat = sw_online_table_get_seat (game->table, s);
      SwOnlineNode *child = sw_online_node_add (message, "seat");

      sw_online_node_set_uint (child, "n", s);
      sw_online_node_set (child, "kind", seat->kind == SW_SEAT_PERSON ? "person"
                          : seat->kind == SW_SEAT_COMPUTER ? "computer" : "open");
      if (seat->jid != NULL)
        sw_online_node_set (child, "jid", seat->jid);
      if (seat->level != NULL)
        sw_online_node_set (child, "level", seat->level);
    }
}

gboolean
sw_online_game_check_table (const SwOnlineNode *message,
                            const char         *game_id,
                            guint               max_players,
                            guint              *n_players,
                            GError            **error)
{
  const char *game, *deal, *state;
  guint64 players;

  if (!sw_online_node_require (message, "game", &game, error)
      || !sw_online_node_get_uint (message, "players", max_players, &players, error)
      || !sw_online_node_require (message, "deal", &deal, error)
      || !sw_online_node_require (message, "state", &state, error))
    return FALSE;
  if (strcmp (game, game_id) != 0)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "a table of another game (%s)", game);
      return FALSE;
    }
  if (players < 2 || !sw_online_is_hex (deal, SW_ONLINE_HASH_LEN)
      || (strcmp (state, "waiting") != 0 && strcmp (state, "playing") != 0 && strcmp (state, "over") != 0))
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "a table with bad players, deal or state");
      return FALSE;
    }
  for (guint i = 0; i < sw_online_node_n_children (message); i++)
    {
      const SwOnlineNode *child = sw_online_node_child (message, i);
      const char *kind;
      guint64 n;

      if (strcmp (sw_online_node_name (child), "seat") != 0)
        continue;
      if (!sw_online_node_get_uint (child, "n", players - 1, &n, error)
          || !sw_online_node_require (child, "kind", &kind, error))
        return FALSE;
      if (strcmp (kind, "person") == 0 ? !sw_xmpp_jid_is_valid (sw_online_node_get (child, "jid"))
          : strcmp (kind, "computer") != 0 && strcmp (kind, "open") != 0)
        {
          g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "a seat of unknown kind or address");
          return FALSE;
        }
    }
  if (n_players != NULL)
    *n_players = (guint) players;
  return TRUE;
}

void
sw_online_game_read_seats (SwOnlineGame       *game,
                           const SwOnlineNode *message)
{
  SwSeat seats[SW_ONLINE_MAX_SEATS] = { { 0 } };

  for (guint i = 0; i < sw_online_node_n_children (message); i++)
    {
      const SwOnlineNode *child = sw_online_node_child (message, i);
      const char *kind;
      guint64 n;

      if (strcmp (sw_online_node_name (child), "seat") != 0
          || !sw_online_node_get_uint (child, "n", game->n_players - 1, &n, NULL))
        continue;
      kind = sw_online_node_get (child, "kind");
      seats[n].kind = g_strcmp0 (kind, "person") == 0 ? SW_SEAT_PERSON
                      : g_strcmp0 (kind, "computer") == 0 ? SW_SEAT_COMPUTER : SW_SEAT_OPEN;
      seats[n].jid = (char *) sw_online_node_get (child, "jid");
      seats[n].level = (char *) sw_online_node_get (child, "level");
    }
  sw_online_table_set_seats (game->table, game->n_players, seats);
  game->own_seat = sw_online_table_seat_of (game->table, sw_online_table_get_own_jid (game->table));
  memset (game->local, 0, sizeof game->local);
  if (game->own_seat >= 0)
    game->local[game->own_seat] = TRUE;
}

gboolean
sw_online_game_check_common (const SwOnlineNode *message,
                             gboolean           *known,
                             GError            **error)
{
  const char *kind = sw_online_node_name (message);
  const char *text;
  guint64 value;

  *known = TRUE;
  if (strcmp (kind, "hello") == 0)
    return TRUE;
  if (strcmp (kind, "done") == 0)
    return sw_online_node_get_uint (message, "seat", SW_ONLINE_MAX_SEATS - 1, &value, error);
  if (strcmp (kind, "seed") == 0)
    {
      if (!sw_online_node_get_uint (message, "seed", G_MAXUINT64, &value, error)
          || !sw_online_node_require (message, "nonce", &text, error))
        return FALSE;
      if (!sw_online_is_hex (text, SW_ONLINE_SALT_LEN))
        {
          g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "<%s> has a value out of range", kind);
          return FALSE;
        }
      return TRUE;
    }
  *known = FALSE;
  return FALSE;
}

/* ------------------------------------------------------ seed and done */

void
sw_online_game_send_seed (SwOnlineGame *game,
                          const char   *jid)
{
  g_autoptr(SwOnlineNode) message = sw_online_node_new ("seed");
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, game->seed);
  g_autofree char *body = NULL;

  sw_online_node_set_uint (message, "seed", game->seed);
  sw_online_node_set (message, "nonce", game->nonce);
  if (jid != NULL)
    {
      sw_online_table_send_to (game->table, jid, message, NULL);
      return;
    }
  /* TRANSLATORS: %s: the deal's seed (a number) */
  body = g_strdup_printf (_("The game is over. The deal's seed was %s: check it against the commitment."), seed);
  sw_online_table_send (game->table, message, body);
}

void
sw_online_game_send_done (SwOnlineGame *game)
{
  g_autoptr(SwOnlineNode) done = NULL;

  if (game->own_seat < 0)
    return;
  done = sw_online_node_new ("done");
  sw_online_node_set_uint (done, "seat", (guint) game->own_seat);
  sw_online_table_send (game->table, done, NULL);
}

void
sw_online_game_on_done (SwOnlineGame       *game,
                        const SwOnlineNode *message,
                        int                 sender_seat)
{
  guint64 seat;

  if (!sw_online_node_get_uint (message, "seat", SW_ONLINE_MAX_SEATS - 1, &seat, NULL))
    return;
  if (game->host && sender_seat >= 0 && (guint64) sender_seat == seat && game->over)
    game->confirmed[seat] = TRUE;
}

gboolean
sw_online_game_all_confirmed (const SwOnlineGame *game)
{
  for (guint s = 0; s < game->n_players; s++)
    if (sw_online_table_get_seat (game->table, s)->kind == SW_SEAT_PERSON && !game->local[s] && !game->confirmed[s])
      return FALSE;
  return TRUE;
}

/* -------------------------------------------------------- the autosave */

void
sw_online_game_save_table (const SwOnlineGame *game,
                           GKeyFile           *file)
{
  g_key_file_set_string (file, "table", "room", sw_online_table_get_room (game->table));
  g_key_file_set_boolean (file, "table", "host", game->host);
  g_key_file_set_integer (file, "table", "seat", game->own_seat);
  if (game->host)
    {
      g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, game->seed);

      g_key_file_set_integer (file, "table", "players", (int) game->n_players);
      g_key_file_set_string (file, "table", "seed", seed);
      g_key_file_set_string (file, "table", "nonce", game->nonce);
      g_key_file_set_boolean (file, "table", "started", game->started);
      for (guint s = 0; s < sw_online_table_get_n_seats (game->table); s++)
        {
          const SwSeat *seat = sw_online_table_get_seat (game->table, s);
          g_autofree char *key = g_strdup_printf ("seat%u", s);
          g_autofree char *value = g_strdup_printf ("%d|%s", seat->kind,
                                                    seat->kind == SW_SEAT_PERSON ? seat->jid
                                                    : seat->kind == SW_SEAT_COMPUTER ? seat->level : "");
          g_key_file_set_string (file, "table", key, value);
        }
    }
}

gboolean
sw_online_game_load_table (SwOnlineGame *game,
                           GKeyFile     *file,
                           GError      **error)
{
  g_autofree char *room = g_key_file_get_string (file, "table", "room", NULL);
  g_autofree char *seed = g_key_file_get_string (file, "table", "seed", NULL);
  g_autofree char *nonce = g_key_file_get_string (file, "table", "nonce", NULL);
  g_autofree char *commit = NULL;
  SwSeat seats[SW_ONLINE_MAX_SEATS] = { { 0 } };
  g_auto(GStrv) texts = NULL;
  int players = g_key_file_get_integer (file, "table", "players", NULL);
  guint64 value;

  if (g_strcmp0 (room, sw_online_table_get_room (game->table)) != 0 || seed == NULL
      || !sw_online_is_hex (nonce, SW_ONLINE_SALT_LEN)
      || players < 2 || players > (int) game->max_players
      || !g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT64, &value, NULL))
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID,
                   /* TRANSLATORS: %s: a file */
                   _("%s is not the autosave of this table."), game->autosave);
      return FALSE;
    }
  game->n_players = (guint) players;
  game->seed = value;
  memcpy (game->nonce, nonce, SW_ONLINE_SALT_LEN + 1);
  commit = deal_commitment (game, value, nonce);
  memcpy (game->deal_commit, commit, SW_ONLINE_HASH_LEN + 1);
  game->started = g_key_file_get_boolean (file, "table", "started", NULL);
  game->own_seat = 0;
  texts = g_new0 (char *, game->n_players + 1);
  for (guint s = 0; s < game->n_players; s++)
    {
      g_autofree char *key = g_strdup_printf ("seat%u", s);
      char *text = g_key_file_get_string (file, "table", key, NULL);
      char *bar = text ? strchr (text, '|') : NULL;

      texts[s] = text;
      if (bar == NULL)
        continue;
      *bar = '\0';
      seats[s].kind = (SwSeatKind) CLAMP (atoi (text), SW_SEAT_OPEN, SW_SEAT_COMPUTER);
      if (seats[s].kind == SW_SEAT_PERSON)
        seats[s].jid = bar + 1;
      else if (seats[s].kind == SW_SEAT_COMPUTER)
        seats[s].level = bar + 1;
      game->local[s] = s == 0 || seats[s].kind == SW_SEAT_COMPUTER;
    }
  sw_online_table_set_seats (game->table, game->n_players, seats);
  return TRUE;
}

void
sw_online_game_write (SwOnlineGame *game,
                      GKeyFile     *file)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  if (game->autosave == NULL)
    return;
  data = g_key_file_to_data (file, &length, NULL);
  if (!g_file_set_contents_full (game->autosave, data, (gssize) length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE, 0600, &error))
    sw_online_table_log (game->table, "autosave: %s", error->message);
}
