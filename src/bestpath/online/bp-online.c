/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-online.c: Best Path's online table: deal, commitments, reveals. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bp-online.h"

#define HASH_LEN  64   /* SHA-256, hex */
#define SALT_LEN  32   /* 128 random bits, hex */

struct _BpOnline
{
  GObject        parent_instance;

  SwOnlineTable *table;
  gboolean       host;
  char          *autosave;
  guint          n_players;
  guint8         boards[BP_MAX_PLAYERS];
  BpGame         game;
  gboolean       have_game;
  gboolean       local[BP_MAX_PLAYERS];
  BpAiLevel      levels[BP_MAX_PLAYERS];
  BpAiLevel      own_level;
  int            own_seat;

  /* the dealer's secret (host only) and everyone's copy of its commitment */
  guint64        seed;
  char           nonce[SALT_LEN + 1];
  char           deal_commit[HASH_LEN + 1];
  gboolean       started;
  gboolean       over;
  gboolean       verified;
  gboolean       checked;    /* the seed came and was compared */

  /* the round under way */
  gboolean       committed[BP_MAX_PLAYERS];
  char           hashes[BP_MAX_PLAYERS][HASH_LEN + 1];
  char           last_hashes[BP_MAX_PLAYERS][HASH_LEN + 1];   /* the round before */
  gboolean       revealed[BP_MAX_PLAYERS];
  BpExtension    reveals[BP_MAX_PLAYERS];
  char           salts[BP_MAX_PLAYERS][SALT_LEN + 1];   /* our seats' */
  BpExtension    mine[BP_MAX_PLAYERS];                  /* our seats' */
  gboolean       chosen[BP_MAX_PLAYERS];
  guint          n_moves;
  gboolean       confirmed[BP_MAX_PLAYERS];   /* guests that checked the seed */

  gulong         message_id;
  gulong         presence_id;
};

enum
{
  SIGNAL_ROUND_RESOLVED,
  SIGNAL_GAME_OVER,
  N_SIGNALS
};

G_DEFINE_FINAL_TYPE (BpOnline, bp_online, G_TYPE_OBJECT)

static guint signals[N_SIGNALS];

static void play_local_seats (BpOnline *self);
static void maybe_reveal     (BpOnline *self);

/* ------------------------------------------------------------ helpers */

static char *
sha256_hex (const char *text)
{
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
}

static void
random_hex (char *out,
            guint n_chars)
{
  for (guint i = 0; i < n_chars; i += 8)
    g_snprintf (out + i, 9, "%08x", g_random_int ());
  out[n_chars] = '\0';
}

static gboolean
is_hex (const char *text,
        gsize       length)
{
  if (text == NULL || strlen (text) != length)
    return FALSE;
  for (const char *p = text; *p; p++)
    if (!g_ascii_isxdigit (*p) || g_ascii_isupper (*p))
      return FALSE;
  return TRUE;
}

static char *
deal_commitment (const char *room,
                 guint64     seed,
                 const char *nonce)
{
  g_autofree char *text = g_strdup_printf ("schott-world best-path deal|%s|%" G_GUINT64_FORMAT "|%s",
                                           room, seed, nonce);
  return sha256_hex (text);
}

static char *
move_commitment (const char        *room,
                 guint              round,
                 guint              seat,
                 const BpExtension *extension,
                 const char        *salt)
{
  g_autofree char *ext = bp_online_extension_to_string (extension);
  g_autofree char *text = g_strdup_printf ("schott-world best-path move|%s|%u|%u|%s|%s",
                                           room, round, seat, ext, salt);
  return sha256_hex (text);
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

static const char *
seat_name (BpOnline *self,
           guint     seat,
           char     *buffer,
           gsize     size)
{
  const SwSeat *s;

  if (seat >= sw_online_table_get_n_seats (self->table))
    {
      g_snprintf (buffer, size, "%u", seat + 1);
      return buffer;
    }
  s = sw_online_table_get_seat (self->table, seat);
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

/* -------------------------------------------------------- the autosave */

static void
save (BpOnline *self)
{
  g_autoptr(GKeyFile) file = NULL;
  g_autofree char *data = NULL;
  g_autofree char *game = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  if (self->autosave == NULL)
    return;
  file = g_key_file_new ();
  g_key_file_set_string (file, "table", "room", sw_online_table_get_room (self->table));
  g_key_file_set_boolean (file, "table", "host", self->host);
  g_key_file_set_integer (file, "table", "seat", self->own_seat);
  if (self->host)
    {
      g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, self->seed);

      g_key_file_set_integer (file, "table", "players", (int) self->n_players);
      g_key_file_set_string (file, "table", "seed", seed);
      g_key_file_set_string (file, "table", "nonce", self->nonce);
      g_key_file_set_boolean (file, "table", "started", self->started);
      for (guint s = 0; s < sw_online_table_get_n_seats (self->table); s++)
        {
          const SwSeat *seat = sw_online_table_get_seat (self->table, s);
          g_autofree char *key = g_strdup_printf ("seat%u", s);
          g_autofree char *value = g_strdup_printf ("%d|%s", seat->kind,
                                                    seat->kind == SW_SEAT_PERSON ? seat->jid
                                                    : seat->kind == SW_SEAT_COMPUTER ? seat->level : "");
          g_key_file_set_string (file, "table", key, value);
        }
      game = bp_save_to_string (&self->game, NULL, NULL);
      g_key_file_set_string (file, "table", "game", game);
    }
  for (guint s = 0; s < self->n_players; s++)
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
  data = g_key_file_to_data (file, &length, NULL);
  if (!g_file_set_contents_full (self->autosave, data, (gssize) length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE, 0600, &error))
    sw_online_table_log (self->table, "autosave: %s", error->message);
}

/* Our own seats' choices of the round under way, from the autosave. */
static void
load_own_choices (BpOnline *self,
                  GKeyFile *file)
{
  for (guint s = 0; s < self->n_players; s++)
    {
      g_autofree char *group = g_strdup_printf ("seat%u", s);
      g_autofree char *mine = g_key_file_get_string (file, group, "mine", NULL);
      g_autofree char *salt = g_key_file_get_string (file, group, "salt", NULL);
      int round = g_key_file_get_integer (file, group, "round", NULL);

      if (round == self->game.round && mine != NULL && is_hex (salt, SALT_LEN)
          && bp_online_extension_parse (mine, &self->mine[s]))
        {
          memcpy (self->salts[s], salt, SALT_LEN + 1);
          self->chosen[s] = TRUE;
        }
    }
}

/* ----------------------------------------------------------- sending */

static void
fill_table (BpOnline     *self,
            SwOnlineNode *message)
{
  g_autoptr(GString) boards = g_string_new (NULL);

  sw_online_node_set (message, "game", "best-path");
  sw_online_node_set_uint (message, "players", self->n_players);
  for (guint s = 0; s < self->n_players; s++)
    g_string_append_printf (boards, "%s%u", s ? "," : "", self->boards[s]);
  sw_online_node_set (message, "boards", boards->str);
  sw_online_node_set (message, "deal", self->deal_commit);
  sw_online_node_set (message, "state", self->over ? "over" : self->started ? "playing" : "waiting");
  for (guint s = 0; s < sw_online_table_get_n_seats (self->table); s++)
    {
      const SwSeat *seat = sw_online_table_get_seat (self->table, s);
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

static void
announce_table (BpOnline *self)
{
  g_autoptr(SwOnlineNode) message = sw_online_node_new ("table");
  g_autofree char *body = NULL;
  guint open = 0;

  fill_table (self, message);
  for (guint s = 0; s < sw_online_table_get_n_seats (self->table); s++)
    if (sw_online_table_get_seat (self->table, s)->kind == SW_SEAT_OPEN)
      open++;
  /* TRANSLATORS: a readable line in the table's chat room */
  body = g_strdup_printf (_("Best Path for %u players; %u seats open. Deal commitment %s."),
                          self->n_players, open, self->deal_commit);
  sw_online_table_send (self->table, message, body);
}

static void
send_round (BpOnline *self)
{
  g_autoptr(SwOnlineNode) message = sw_online_node_new ("round");
  g_autofree char *body = NULL;
  guint card = bp_game_card (&self->game);

  sw_online_node_set_uint (message, "r", self->game.round);
  sw_online_node_set (message, "card", bp_card_name (card));
  /* TRANSLATORS: %u: round, %s: card name, %s: its colour letters */
  body = g_strdup_printf (_("Round %u: the card is %s (%s)."), self->game.round,
                          bp_card_name (card), bp_card_letters (card));
  sw_online_table_send (self->table, message, body);
}

/* The table and the game so far, for a client that (re)joins: the cards
 * turned, every resolved extension and the commitments of the round under
 * way (never an unrevealed extension). */
static void
send_sync (BpOnline   *self,
           const char *jid)
{
  g_autoptr(SwOnlineNode) message = sw_online_node_new ("sync");
  guint turned = self->over ? BP_N_ROUNDS : self->game.round;

  fill_table (self, message);
  sw_online_node_set_uint (message, "r", self->game.round);
  for (guint r = 1; self->started && r <= turned; r++)
    {
      SwOnlineNode *card = sw_online_node_add (message, "card");

      sw_online_node_set_uint (card, "r", r);
      sw_online_node_set (card, "card", bp_card_name (self->game.deck[r - 1]));
      for (guint s = 0; r < self->game.round && s < self->n_players; s++)
        {
          SwOnlineNode *move = sw_online_node_add (card, "move");
          g_autofree char *ext = bp_online_extension_to_string (&self->game.players[s].history[r - 1]);

          sw_online_node_set_uint (move, "seat", s);
          sw_online_node_set (move, "ext", ext);
        }
    }
  for (guint s = 0; s < self->n_players && !self->over; s++)
    if (self->committed[s])
      {
        SwOnlineNode *commit = sw_online_node_add (message, "commit");

        sw_online_node_set_uint (commit, "seat", s);
        sw_online_node_set (commit, "hash", self->hashes[s]);
      }
  for (guint s = 0; s < self->n_players && !self->over; s++)
    if (self->revealed[s])
      {
        SwOnlineNode *reveal = sw_online_node_add (message, "reveal");
        g_autofree char *ext = bp_online_extension_to_string (&self->reveals[s]);

        sw_online_node_set_uint (reveal, "seat", s);
        sw_online_node_set (reveal, "ext", ext);
      }
  sw_online_table_send_to (self->table, jid, message, NULL);
  if (self->over)
    {
      g_autoptr(SwOnlineNode) seed = sw_online_node_new ("seed");

      sw_online_node_set_uint (seed, "seed", self->seed);
      sw_online_node_set (seed, "nonce", self->nonce);
      sw_online_table_send_to (self->table, jid, seed, NULL);
    }
}

static void
send_commit (BpOnline *self,
             guint     seat)
{
  g_autoptr(SwOnlineNode) message = sw_online_node_new ("commit");
  g_autofree char *body = NULL;
  char name[128];

  sw_online_node_set_uint (message, "r", self->game.round);
  sw_online_node_set_uint (message, "seat", seat);
  sw_online_node_set (message, "hash", self->hashes[seat]);
  /* TRANSLATORS: %s: a player, %u: round */
  body = g_strdup_printf (_("%s has chosen in round %u (hidden until everyone has)."),
                          seat_name (self, seat, name, sizeof name), self->game.round);
  sw_online_table_send (self->table, message, body);
}

static void
send_reveal (BpOnline *self,
             guint     seat)
{
  g_autoptr(SwOnlineNode) message = sw_online_node_new ("reveal");
  g_autofree char *ext = bp_online_extension_to_string (&self->mine[seat]);
  g_autofree char *body = NULL;
  char name[128];

  sw_online_node_set_uint (message, "r", self->game.round);
  sw_online_node_set_uint (message, "seat", seat);
  sw_online_node_set (message, "ext", ext);
  sw_online_node_set (message, "salt", self->salts[seat]);
  seat_name (self, seat, name, sizeof name);
  if (self->mine[seat].n_cells == 0)
    /* TRANSLATORS: %s: a player, %u: round */
    body = g_strdup_printf (_("%s passes in round %u."), name, self->game.round);
  else
    /* TRANSLATORS: %s: a player, %u: round, %s: fields ("E5:E6,D6") */
    body = g_strdup_printf (_("%s extends the line in round %u: %s."), name, self->game.round, ext);
  sw_online_table_send (self->table, message, body);
}

static void
publish_seed (BpOnline *self)
{
  g_autoptr(SwOnlineNode) message = sw_online_node_new ("seed");
  g_autofree char *body = NULL;
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, self->seed);

  sw_online_node_set_uint (message, "seed", self->seed);
  sw_online_node_set (message, "nonce", self->nonce);
  /* TRANSLATORS: %s: the deal's seed (a number) */
  body = g_strdup_printf (_("The game is over. The deal's seed was %s: check it against the commitment."), seed);
  sw_online_table_send (self->table, message, body);
}

/* ------------------------------------------------------------ the game */

static void
start_game_view (BpOnline *self,
                 guint     first_card)
{
  guint8 deck[BP_N_CARDS];

  /* A guest's game: only the cards turned so far are known; the rest are
   * BP_NO_CARD. Its computer player's dice come from our own random
   * salt, never from the dealer's generator. */
  for (guint c = 0; c < BP_N_CARDS; c++)
    deck[c] = (guint8) c;
  if (bp_game_init_with_deck (&self->game, self->n_players, self->boards, deck,
                              ((guint64) g_random_int () << 32) | g_random_int ()) != NULL)
    return;
  for (guint r = 0; r < BP_N_CARDS; r++)
    self->game.deck[r] = BP_NO_CARD;
  self->game.deck[0] = (guint8) first_card;
  self->have_game = TRUE;
}

static void
clear_round (BpOnline *self)
{
  memcpy (self->last_hashes, self->hashes, sizeof self->hashes);
  memset (self->committed, 0, sizeof self->committed);
  memset (self->hashes, 0, sizeof self->hashes);
  memset (self->revealed, 0, sizeof self->revealed);
  memset (self->reveals, 0, sizeof self->reveals);
  memset (self->salts, 0, sizeof self->salts);
  memset (self->mine, 0, sizeof self->mine);
  memset (self->chosen, 0, sizeof self->chosen);
}

static void
verify_deal (BpOnline   *self,
             guint64     seed,
             const char *nonce)
{
  g_autofree char *commit = deal_commitment (sw_online_table_get_room (self->table), seed, nonce);
  BpGame dealt;

  self->verified = FALSE;
  self->checked = TRUE;
  if (strcmp (commit, self->deal_commit) != 0)
    {
      sw_online_table_log (self->table, _("The deal does NOT match: the published seed is not the one the host committed to."));
      return;
    }
  bp_game_init (&dealt, self->n_players, self->boards, seed);
  if (memcmp (dealt.deck, self->game.deck, BP_N_CARDS) != 0)
    {
      sw_online_table_log (self->table, _("The deal does NOT match: the cards turned are not the seed's."));
      return;
    }
  self->verified = TRUE;
  sw_online_table_log (self->table, _("The deal is verified: every card came from the seed the host committed to."));
}

static void
resolve_round (BpOnline *self)
{
  guint round = self->game.round;

  for (guint s = 0; s < self->n_players; s++)
    {
      g_autofree char *why = NULL;
      const char *refusal = bp_game_commit (&self->game, s, &self->reveals[s], &why);

      /* Every reveal was checked when it came. */
      g_assert (refusal == NULL);
      self->n_moves++;
    }
  clear_round (self);
  g_signal_emit (self, signals[SIGNAL_ROUND_RESOLVED], 0, round);

  if (self->game.phase == BP_PHASE_OVER)
    {
      self->over = TRUE;
      if (self->host)
        {
          publish_seed (self);
          verify_deal (self, self->seed, self->nonce);
          save (self);
        }
      if (self->host || self->verified)
        g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0);
      return;
    }
  if (self->host)
    {
      save (self);
      send_round (self);
      play_local_seats (self);
    }
  else
    save (self);
}

static void
maybe_reveal (BpOnline *self)
{
  for (guint s = 0; s < self->n_players; s++)
    if (!self->committed[s])
      return;
  for (guint s = 0; s < self->n_players; s++)
    if (self->local[s] && self->chosen[s] && !self->revealed[s])
      {
        self->reveals[s] = self->mine[s];
        self->revealed[s] = TRUE;
        send_reveal (self, s);
      }
  for (guint s = 0; s < self->n_players; s++)
    if (!self->revealed[s])
      {
        save (self);
        return;
      }
  resolve_round (self);
}

static void
play_local_seats (BpOnline *self)
{
  if (!self->have_game || self->game.phase != BP_PHASE_CHOOSING
      || bp_game_card (&self->game) == BP_NO_CARD)
    return;
  for (guint s = 0; s < self->n_players; s++)
    {
      g_autofree char *hash = NULL;

      if (!self->local[s] || self->committed[s])
        continue;
      if (!self->chosen[s])
        {
          bp_ai_choose_in_game (&self->game, s, self->levels[s], &self->mine[s]);
          random_hex (self->salts[s], SALT_LEN);
          self->chosen[s] = TRUE;
        }
      hash = move_commitment (sw_online_table_get_room (self->table), self->game.round, s,
                              &self->mine[s], self->salts[s]);
      memcpy (self->hashes[s], hash, HASH_LEN + 1);
      self->committed[s] = TRUE;
      /* Saved before it is sent: a restarted client can still reveal. */
      save (self);
      send_commit (self, s);
    }
  maybe_reveal (self);
}

/* --------------------------------------------------- checking messages */

static gboolean
get_seat (const SwOnlineNode *message,
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

static gboolean
get_round (const SwOnlineNode *message,
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

static gboolean
check_table (const SwOnlineNode *message,
             guint              *n_players,
             guint8             *boards,
             GError            **error)
{
  const char *game, *text, *deal, *state;
  guint64 players;
  g_auto(GStrv) parts = NULL;
  guint seen = 0;

  if (!sw_online_node_require (message, "game", &game, error)
      || !sw_online_node_get_uint (message, "players", BP_MAX_PLAYERS, &players, error)
      || !sw_online_node_require (message, "boards", &text, error)
      || !sw_online_node_require (message, "deal", &deal, error)
      || !sw_online_node_require (message, "state", &state, error))
    return FALSE;
  if (strcmp (game, "best-path") != 0)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "a table of another game (%s)", game);
      return FALSE;
    }
  if (players < 2 || !is_hex (deal, HASH_LEN)
      || (strcmp (state, "waiting") != 0 && strcmp (state, "playing") != 0 && strcmp (state, "over") != 0))
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "a table with bad players, deal or state");
      return FALSE;
    }
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

bad_boards:
  g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "boards “%s” do not fit %u players", text, (guint) players);
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
  guint64 seed;

  if (strcmp (kind, "table") == 0)
    return check_table (message, NULL, NULL, error);
  if (strcmp (kind, "sync") == 0)
    {
      if (!check_table (message, NULL, NULL, error) || !get_round (message, &round, error))
        return FALSE;
      for (guint i = 0; i < sw_online_node_n_children (message); i++)
        {
          const SwOnlineNode *child = sw_online_node_child (message, i);

          if (strcmp (sw_online_node_name (child), "card") == 0)
            {
              if (!get_round (child, &round, error) || round > BP_N_ROUNDS
                  || !sw_online_node_require (child, "card", &text, error))
                return FALSE;
              if (!bp_card_from_name (text, &card))
                goto bad;
              for (guint j = 0; j < sw_online_node_n_children (child); j++)
                {
                  const SwOnlineNode *move = sw_online_node_child (child, j);

                  if (!get_seat (move, 0, &seat, error) || !sw_online_node_require (move, "ext", &text, error))
                    return FALSE;
                  if (!bp_online_extension_parse (text, &ext))
                    goto bad;
                }
            }
          else if (strcmp (sw_online_node_name (child), "reveal") == 0)
            {
              if (!get_seat (child, 0, &seat, error) || !sw_online_node_require (child, "ext", &text, error))
                return FALSE;
              if (!bp_online_extension_parse (text, &ext))
                goto bad;
            }
          else if (strcmp (sw_online_node_name (child), "commit") == 0)
            {
              if (!get_seat (child, 0, &seat, error) || !sw_online_node_require (child, "hash", &text, error))
                return FALSE;
              if (!is_hex (text, HASH_LEN))
                goto bad;
            }
        }
      return TRUE;
    }
  if (strcmp (kind, "round") == 0)
    {
      if (!get_round (message, &round, error) || !sw_online_node_require (message, "card", &text, error))
        return FALSE;
      if (round > BP_N_ROUNDS || !bp_card_from_name (text, &card))
        goto bad;
      return TRUE;
    }
  if (strcmp (kind, "commit") == 0)
    {
      if (!get_round (message, &round, error) || !get_seat (message, 0, &seat, error)
          || !sw_online_node_require (message, "hash", &text, error))
        return FALSE;
      if (!is_hex (text, HASH_LEN))
        goto bad;
      return TRUE;
    }
  if (strcmp (kind, "reveal") == 0)
    {
      if (!get_round (message, &round, error) || !get_seat (message, 0, &seat, error)
          || !sw_online_node_require (message, "ext", &text, error))
        return FALSE;
      if (!bp_online_extension_parse (text, &ext))
        goto bad;
      if (!sw_online_node_require (message, "salt", &text, error))
        return FALSE;
      if (!is_hex (text, SALT_LEN))
        goto bad;
      return TRUE;
    }
  if (strcmp (kind, "seed") == 0)
    {
      if (!sw_online_node_get_uint (message, "seed", G_MAXUINT64, &seed, error)
          || !sw_online_node_require (message, "nonce", &text, error))
        return FALSE;
      if (!is_hex (text, SALT_LEN))
        goto bad;
      return TRUE;
    }
  if (strcmp (kind, "hello") == 0)
    return TRUE;
  if (strcmp (kind, "done") == 0)
    return get_seat (message, 0, &seat, error);
  g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "an unknown message <%s>", kind);
  return FALSE;

bad:
  g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID, "<%s> has a value out of range", kind);
  return FALSE;
}

/* ------------------------------------------------- incoming messages */

static void
refuse (BpOnline   *self,
        const char *jid,
        const char *format,
        ...) G_GNUC_PRINTF (3, 4);

static void
refuse (BpOnline   *self,
        const char *jid,
        const char *format,
        ...)
{
  va_list args;
  g_autofree char *reason = NULL;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);
  sw_online_table_refuse (self->table, jid, reason);
}

static void
take_seats (BpOnline           *self,
            const SwOnlineNode *message)
{
  SwSeat seats[SW_ONLINE_MAX_SEATS] = { { 0 } };

  for (guint i = 0; i < sw_online_node_n_children (message); i++)
    {
      const SwOnlineNode *child = sw_online_node_child (message, i);
      const char *kind;
      guint64 n;

      if (strcmp (sw_online_node_name (child), "seat") != 0
          || !sw_online_node_get_uint (child, "n", self->n_players - 1, &n, NULL))
        continue;
      kind = sw_online_node_get (child, "kind");
      seats[n].kind = g_strcmp0 (kind, "person") == 0 ? SW_SEAT_PERSON
                      : g_strcmp0 (kind, "computer") == 0 ? SW_SEAT_COMPUTER : SW_SEAT_OPEN;
      seats[n].jid = (char *) sw_online_node_get (child, "jid");
      seats[n].level = (char *) sw_online_node_get (child, "level");
    }
  sw_online_table_set_seats (self->table, self->n_players, seats);
  self->own_seat = sw_online_table_seat_of (self->table, sw_online_table_get_own_jid (self->table));
  memset (self->local, 0, sizeof self->local);
  if (self->own_seat >= 0)
    {
      self->local[self->own_seat] = TRUE;
      self->levels[self->own_seat] = self->own_level;
    }
}

/* The table's settings, from the host; FALSE if they contradict what we
 * know (a host does not change the deal under way). */
static gboolean
guest_read_table (BpOnline           *self,
                  const SwOnlineNode *message,
                  const char         *jid)
{
  guint n_players;
  guint8 boards[BP_MAX_PLAYERS];
  const char *deal = sw_online_node_get (message, "deal");

  if (!check_table (message, &n_players, boards, NULL))
    return FALSE;
  if (self->deal_commit[0] != '\0'
      && (strcmp (deal, self->deal_commit) != 0 || n_players != self->n_players
          || memcmp (boards, self->boards, n_players) != 0))
    {
      refuse (self, jid, "%s", _("the host changed the table's deal or players during the game"));
      return FALSE;
    }
  self->n_players = n_players;
  memcpy (self->boards, boards, n_players);
  g_strlcpy (self->deal_commit, deal, sizeof self->deal_commit);
  take_seats (self, message);
  return TRUE;
}

static gboolean
card_already_turned (BpOnline *self,
                     guint     card,
                     guint     before_round)
{
  for (guint r = 1; r < before_round; r++)
    if (self->game.deck[r - 1] == card)
      return TRUE;
  return FALSE;
}

static void
guest_sync (BpOnline           *self,
            const SwOnlineNode *message,
            const char         *jid)
{
  guint64 round;
  BpOnline saved = *self;
  gboolean same_round;

  if (!guest_read_table (self, message, jid))
    return;
  sw_online_node_get_uint (message, "r", BP_N_ROUNDS + 1, &round, NULL);
  self->started = g_strcmp0 (sw_online_node_get (message, "state"), "waiting") != 0;
  if (!self->started)
    return;

  /* Rebuild the game from the turned cards and resolved extensions,
   * checking every one with our own engine. */
  self->have_game = FALSE;
  self->n_moves = 0;
  for (guint i = 0; i < sw_online_node_n_children (message); i++)
    {
      const SwOnlineNode *card_node = sw_online_node_child (message, i);
      guint64 r;
      guint card;

      if (strcmp (sw_online_node_name (card_node), "card") != 0)
        continue;
      sw_online_node_get_uint (card_node, "r", BP_N_ROUNDS, &r, NULL);
      bp_card_from_name (sw_online_node_get (card_node, "card"), &card);
      if (!self->have_game)
        {
          if (r != 1)
            goto bad;
          start_game_view (self, card);
          if (!self->have_game)
            goto bad;
        }
      else
        {
          if (r != self->game.round || card_already_turned (self, card, (guint) r))
            goto bad;
          self->game.deck[r - 1] = (guint8) card;
        }
      if (sw_online_node_n_children (card_node) == 0)
        continue;
      if (sw_online_node_n_children (card_node) != self->n_players)
        goto bad;
      for (guint s = 0; s < self->n_players; s++)
        {
          const SwOnlineNode *move = sw_online_node_child (card_node, s);
          guint64 seat;
          BpExtension ext;

          if (!sw_online_node_get_uint (move, "seat", self->n_players - 1, &seat, NULL) || seat != s
              || !bp_online_extension_parse (sw_online_node_get (move, "ext"), &ext)
              || bp_game_commit (&self->game, s, &ext, NULL) != NULL)
            goto bad;
          self->n_moves++;
        }
    }
  if (!self->have_game || self->game.round != round)
    goto bad;

  same_round = saved.game.round == self->game.round;
  clear_round (self);
  if (same_round)
    for (guint s = 0; s < self->n_players; s++)
      if (self->local[s] && saved.chosen[s])
        {
          self->mine[s] = saved.mine[s];
          memcpy (self->salts[s], saved.salts[s], sizeof self->salts[s]);
          self->chosen[s] = TRUE;
        }
  for (guint i = 0; i < sw_online_node_n_children (message); i++)
    {
      const SwOnlineNode *child = sw_online_node_child (message, i);
      guint64 seat;

      if (strcmp (sw_online_node_name (child), "commit") == 0
          && sw_online_node_get_uint (child, "seat", self->n_players - 1, &seat, NULL))
        {
          g_strlcpy (self->hashes[seat], sw_online_node_get (child, "hash"), HASH_LEN + 1);
          self->committed[seat] = TRUE;
        }
      else if (strcmp (sw_online_node_name (child), "reveal") == 0
               && sw_online_node_get_uint (child, "seat", self->n_players - 1, &seat, NULL)
               && bp_online_extension_parse (sw_online_node_get (child, "ext"), &self->reveals[seat])
               && bp_game_check (&self->game, (guint) seat, &self->reveals[seat], NULL) == NULL)
        self->revealed[seat] = TRUE;
    }

  /* Our own seat: what we committed to before a restart is in our own
   * autosave; tell the table again what it may have missed. */
  for (guint s = 0; s < self->n_players; s++)
    {
      if (!self->local[s])
        continue;
      if (self->committed[s] && self->chosen[s])
        {
          g_autofree char *hash = move_commitment (sw_online_table_get_room (self->table), self->game.round, s,
                                                   &self->mine[s], self->salts[s]);

          if (strcmp (hash, self->hashes[s]) != 0)
            {
              sw_online_table_log (self->table, "%s", _("Our saved choice does not match our commitment; it cannot be revealed."));
              self->chosen[s] = FALSE;
            }
        }
      if (self->committed[s] && !self->chosen[s])
        continue;
      if (self->revealed[s])
        continue;
      if (self->committed[s])
        continue;   /* maybe_reveal () reveals it */
      self->committed[s] = FALSE;
    }
  {
    gboolean known[BP_MAX_PLAYERS];

    memcpy (known, self->committed, sizeof known);
    /* Our commitment the host lacks (it was away) is sent again;
     * play_local_seats() sends a new one. */
    for (guint s = 0; s < self->n_players; s++)
      if (self->local[s] && !known[s] && self->chosen[s] && bp_game_card (&self->game) != BP_NO_CARD)
        {
          g_autofree char *hash = move_commitment (sw_online_table_get_room (self->table), self->game.round, s,
                                                   &self->mine[s], self->salts[s]);

          memcpy (self->hashes[s], hash, HASH_LEN + 1);
          self->committed[s] = TRUE;
          send_commit (self, s);
        }
    if (bp_game_card (&self->game) != BP_NO_CARD)
      play_local_seats (self);
  }
  return;

bad:
  refuse (self, jid, "%s", _("the game it sent to rejoin does not follow the rules"));
  self->have_game = saved.have_game;
  self->game = saved.game;
  self->n_moves = saved.n_moves;
}

static void
on_game_message_cb (SwOnlineTable      *table,
                    const SwOnlineNode *message,
                    const char         *jid,
                    int                 sender_seat,
                    gboolean            from_host,
                    gboolean            is_private,
                    gpointer            user_data)
{
  BpOnline *self = user_data;
  g_autoptr(GError) error = NULL;
  const char *kind = sw_online_node_name (message);
  guint round = 0, seat = 0;

  if (!bp_online_message_check (message, &error))
    {
      sw_online_table_refuse (self->table, jid, error->message);
      return;
    }

  if (strcmp (kind, "table") == 0 || strcmp (kind, "sync") == 0
      || strcmp (kind, "round") == 0 || strcmp (kind, "seed") == 0)
    {
      if (!from_host || self->host)
        {
          /* TRANSLATORS: %s: a message kind ("round") */
          refuse (self, jid, _("only the host sends <%s>"), kind);
          return;
        }
      if (strcmp (kind, "table") == 0)
        {
          guest_read_table (self, message, jid);
          if (self->have_game)
            play_local_seats (self);
        }
      else if (strcmp (kind, "sync") == 0)
        guest_sync (self, message, jid);
      else if (strcmp (kind, "round") == 0)
        {
          guint card;

          get_round (message, &round, NULL);
          bp_card_from_name (sw_online_node_get (message, "card"), &card);
          if (self->n_players == 0)
            return;   /* a sync follows */
          if (!self->have_game)
            {
              if (round != 1)
                return;   /* we came late: a sync follows */
              start_game_view (self, card);
              self->started = TRUE;
            }
          else if (round != self->game.round || self->game.phase == BP_PHASE_OVER)
            {
              refuse (self, jid, _("out of turn: round %u, but the game is in round %u"), round, self->game.round);
              return;
            }
          else if (self->game.deck[round - 1] != BP_NO_CARD)
            {
              if (self->game.deck[round - 1] != card)
                refuse (self, jid, "%s", _("the host turned a different card for the same round"));
              return;
            }
          else if (card_already_turned (self, card, round))
            {
              refuse (self, jid, "%s", _("the host turned a card that was already turned"));
              return;
            }
          else
            self->game.deck[round - 1] = (guint8) card;
          play_local_seats (self);
        }
      else
        {
          guint64 seed;

          if (!self->over)
            {
              refuse (self, jid, "%s", _("out of turn: the seed comes after the last round"));
              return;
            }
          sw_online_node_get_uint (message, "seed", G_MAXUINT64, &seed, NULL);
          verify_deal (self, seed, sw_online_node_get (message, "nonce"));
          if (self->own_seat >= 0)
            {
              g_autoptr(SwOnlineNode) done = sw_online_node_new ("done");

              sw_online_node_set_uint (done, "seat", (guint) self->own_seat);
              sw_online_table_send (self->table, done, NULL);
            }
          g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0);
        }
      return;
    }

  if (strcmp (kind, "hello") == 0)
    {
      if (self->host)
        send_sync (self, jid);
      return;
    }
  if (strcmp (kind, "done") == 0)
    {
      get_seat (message, 0, &seat, NULL);
      if (self->host && sender_seat >= 0 && (guint) sender_seat == seat && self->over)
        self->confirmed[seat] = TRUE;
      return;
    }

  /* commit and reveal: one seat's move */
  get_round (message, &round, NULL);
  get_seat (message, 0, &seat, NULL);
  if (seat >= self->n_players || seat >= sw_online_table_get_n_seats (self->table))
    {
      refuse (self, jid, _("there is no seat %u at this table"), seat + 1);
      return;
    }
  {
    const SwSeat *held = sw_online_table_get_seat (self->table, seat);
    gboolean allowed = held->kind == SW_SEAT_PERSON ? (int) seat == sender_seat
                       : held->kind == SW_SEAT_COMPUTER && from_host;

    if (!allowed)
      {
        /* TRANSLATORS: %u: a seat number */
        refuse (self, jid, _("a forged seat: the sender does not hold seat %u"), seat + 1);
        return;
      }
  }
  if (self->local[seat])
    {
      refuse (self, jid, _("a forged seat: seat %u is played here"), seat + 1);
      return;
    }
  /* A rejoined client may repeat its commitment of the round that just
   * ended: the same hash from the seat's holder is no offence. */
  if (self->have_game && round + 1 == self->game.round)
    {
      const char *hash = sw_online_node_get (message, "hash");
      g_autofree char *revealed = NULL;

      if (strcmp (kind, "reveal") == 0)
        {
          BpExtension ext;

          bp_online_extension_parse (sw_online_node_get (message, "ext"), &ext);
          revealed = move_commitment (sw_online_table_get_room (self->table), round, seat, &ext,
                                      sw_online_node_get (message, "salt"));
          hash = revealed;
        }
      if (strcmp (hash, self->last_hashes[seat]) == 0)
        return;
    }
  if (!self->have_game || self->game.phase == BP_PHASE_OVER || round != self->game.round
      || bp_game_card (&self->game) == BP_NO_CARD)
    {
      refuse (self, jid, _("out of turn: a move for round %u, but the game is in round %u"),
              round, self->have_game ? self->game.round : 0);
      return;
    }

  if (strcmp (kind, "commit") == 0)
    {
      const char *hash = sw_online_node_get (message, "hash");

      if (self->committed[seat])
        {
          /* A rejoined client tells us again: not an offence. */
          if (strcmp (hash, self->hashes[seat]) == 0)
            return;
          refuse (self, jid, _("a second, different commitment for seat %u in round %u"), seat + 1, round);
          return;
        }
      memcpy (self->hashes[seat], hash, HASH_LEN + 1);
      self->committed[seat] = TRUE;
      save (self);
      maybe_reveal (self);
      return;
    }

  /* reveal */
  {
    BpExtension ext;
    g_autofree char *hash = NULL;
    g_autofree char *why = NULL;
    const char *rule;

    for (guint s = 0; s < self->n_players; s++)
      if (!self->committed[s])
        {
          refuse (self, jid, "%s", _("out of turn: a reveal before every seat has committed"));
          return;
        }
    if (self->revealed[seat])
      {
        refuse (self, jid, _("a replayed reveal for seat %u"), seat + 1);
        return;
      }
    bp_online_extension_parse (sw_online_node_get (message, "ext"), &ext);
    hash = move_commitment (sw_online_table_get_room (self->table), round, seat, &ext,
                            sw_online_node_get (message, "salt"));
    if (strcmp (hash, self->hashes[seat]) != 0)
      {
        refuse (self, jid, _("the reveal of seat %u does not match its commitment"), seat + 1);
        return;
      }
    rule = bp_game_check (&self->game, seat, &ext, &why);
    if (rule != NULL)
      {
        /* TRANSLATORS: %u: seat, %s: rule id, %s: the engine's explanation */
        refuse (self, jid, _("an illegal move for seat %u (%s): %s"), seat + 1, rule, why ? why : "");
        return;
      }
    self->reveals[seat] = ext;
    self->revealed[seat] = TRUE;
    maybe_reveal (self);
  }
}

static void
host_start_if_full (BpOnline *self)
{
  if (self->started || !sw_online_table_is_full (self->table))
    return;
  self->started = TRUE;
  save (self);
  announce_table (self);
  send_round (self);
  play_local_seats (self);
}

static void
on_presence_cb (SwOnlineTable *table,
                const char    *jid,
                gboolean       present,
                gpointer       user_data)
{
  BpOnline *self = user_data;
  int seat;

  if (!self->host || !present || g_strcmp0 (jid, sw_online_table_get_own_jid (table)) == 0)
    return;
  seat = sw_online_table_seat_of (table, jid);
  if (!self->started && seat < 0)
    {
      seat = sw_online_table_take_open_seat (table, jid);
      if (seat >= 0)
        {
          /* TRANSLATORS: %s: an XMPP address, %d: a seat number */
          sw_online_table_log (table, _("%s takes seat %d."), jid, seat + 1);
          save (self);
          announce_table (self);
          host_start_if_full (self);
          return;
        }
    }
  if (self->started)
    send_sync (self, jid);
  else
    announce_table (self);
}

/* ------------------------------------------------------------ GObject */

static void
bp_online_dispose (GObject *object)
{
  BpOnline *self = BP_ONLINE (object);

  if (self->table != NULL)
    {
      g_clear_signal_handler (&self->message_id, self->table);
      g_clear_signal_handler (&self->presence_id, self->table);
    }
  g_clear_object (&self->table);
  G_OBJECT_CLASS (bp_online_parent_class)->dispose (object);
}

static void
bp_online_finalize (GObject *object)
{
  BpOnline *self = BP_ONLINE (object);

  g_free (self->autosave);
  G_OBJECT_CLASS (bp_online_parent_class)->finalize (object);
}

static void
bp_online_class_init (BpOnlineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bp_online_dispose;
  object_class->finalize = bp_online_finalize;

  /* the round that was resolved */
  signals[SIGNAL_ROUND_RESOLVED] =
    g_signal_new ("round-resolved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* the game is over and, for a guest, the seed has come */
  signals[SIGNAL_GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bp_online_init (BpOnline *self)
{
  self->own_seat = -1;
}

static BpOnline *
new_online (SwOnlineTable *table,
            gboolean       host,
            const char    *autosave)
{
  BpOnline *self = g_object_new (BP_TYPE_ONLINE, NULL);

  self->table = g_object_ref (table);
  self->host = host;
  self->autosave = g_strdup (autosave);
  self->message_id = g_signal_connect (table, "game-message", G_CALLBACK (on_game_message_cb), self);
  self->presence_id = g_signal_connect (table, "presence", G_CALLBACK (on_presence_cb), self);
  return self;
}

BpOnline *
bp_online_new_host (SwOnlineTable   *table,
                    guint            n_players,
                    const SwSeat    *seats,
                    const BpAiLevel *levels,
                    guint64          seed,
                    const char      *autosave)
{
  BpOnline *self;
  g_autofree char *commit = NULL;

  g_return_val_if_fail (SW_IS_ONLINE_TABLE (table), NULL);
  g_return_val_if_fail (n_players >= 2 && n_players <= BP_MAX_PLAYERS, NULL);

  self = new_online (table, TRUE, autosave);
  self->n_players = n_players;
  self->seed = seed;
  random_hex (self->nonce, SALT_LEN);
  commit = deal_commitment (sw_online_table_get_room (table), seed, self->nonce);
  memcpy (self->deal_commit, commit, HASH_LEN + 1);
  bp_game_init (&self->game, n_players, NULL, seed);
  self->have_game = TRUE;
  for (guint s = 0; s < n_players; s++)
    {
      self->boards[s] = self->game.players[s].board;
      self->local[s] = s == 0 || seats[s].kind == SW_SEAT_COMPUTER;
      self->levels[s] = levels[s];
    }
  self->own_seat = 0;
  sw_online_table_set_seats (table, n_players, seats);
  save (self);
  return self;
}

BpOnline *
bp_online_resume_host (SwOnlineTable   *table,
                       const char      *autosave,
                       const BpAiLevel *levels,
                       GError         **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(BpOnline) self = NULL;
  g_autofree char *room = NULL;
  g_autofree char *seed = NULL;
  g_autofree char *nonce = NULL;
  g_autofree char *game = NULL;
  g_autofree char *commit = NULL;
  SwSeat seats[SW_ONLINE_MAX_SEATS] = { { 0 } };
  g_auto(GStrv) texts = NULL;
  guint64 value;
  int players;

  if (!g_key_file_load_from_file (file, autosave, G_KEY_FILE_NONE, error))
    return NULL;
  room = g_key_file_get_string (file, "table", "room", NULL);
  seed = g_key_file_get_string (file, "table", "seed", NULL);
  nonce = g_key_file_get_string (file, "table", "nonce", NULL);
  game = g_key_file_get_string (file, "table", "game", NULL);
  players = g_key_file_get_integer (file, "table", "players", NULL);
  if (g_strcmp0 (room, sw_online_table_get_room (table)) != 0 || seed == NULL || !is_hex (nonce, SALT_LEN)
      || game == NULL || players < 2 || players > BP_MAX_PLAYERS
      || !g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT64, &value, NULL))
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID,
                   /* TRANSLATORS: %s: a file */
                   _("%s is not the autosave of this table."), autosave);
      return NULL;
    }

  self = new_online (table, TRUE, autosave);
  self->n_players = (guint) players;
  self->seed = value;
  memcpy (self->nonce, nonce, SALT_LEN + 1);
  commit = deal_commitment (room, value, nonce);
  memcpy (self->deal_commit, commit, HASH_LEN + 1);
  if (!bp_save_from_string (game, strlen (game), &self->game, NULL, NULL, error))
    return NULL;
  self->have_game = TRUE;
  self->started = g_key_file_get_boolean (file, "table", "started", NULL);
  self->over = self->game.phase == BP_PHASE_OVER;
  self->own_seat = 0;
  texts = g_new0 (char *, self->n_players + 1);
  for (guint s = 0; s < self->n_players; s++)
    {
      g_autofree char *key = g_strdup_printf ("seat%u", s);
      char *text = g_key_file_get_string (file, "table", key, NULL);
      char *bar = text ? strchr (text, '|') : NULL;

      texts[s] = text;
      self->boards[s] = self->game.players[s].board;
      if (bar == NULL)
        continue;
      *bar = '\0';
      seats[s].kind = (SwSeatKind) CLAMP (atoi (text), SW_SEAT_OPEN, SW_SEAT_COMPUTER);
      if (seats[s].kind == SW_SEAT_PERSON)
        seats[s].jid = bar + 1;
      else if (seats[s].kind == SW_SEAT_COMPUTER)
        seats[s].level = bar + 1;
      self->local[s] = s == 0 || seats[s].kind == SW_SEAT_COMPUTER;
      self->levels[s] = levels[s];
      if (seats[s].kind == SW_SEAT_COMPUTER)
        bp_ai_level_from_name (seats[s].level, &self->levels[s]);
    }
  sw_online_table_set_seats (table, self->n_players, seats);

  for (guint s = 0; s < self->n_players; s++)
    {
      g_autofree char *group = g_strdup_printf ("seat%u", s);
      g_autofree char *hash = g_key_file_get_string (file, group, "hash", NULL);
      g_autofree char *reveal = g_key_file_get_string (file, group, "reveal", NULL);

      if (g_key_file_get_integer (file, group, "round", NULL) != self->game.round)
        continue;
      if (is_hex (hash, HASH_LEN))
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

BpOnline *
bp_online_new_guest (SwOnlineTable *table,
                     BpAiLevel      level,
                     const char    *autosave)
{
  BpOnline *self;
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(SwOnlineNode) hello = sw_online_node_new ("hello");

  g_return_val_if_fail (SW_IS_ONLINE_TABLE (table), NULL);

  self = new_online (table, FALSE, autosave);
  self->own_level = level;
  /* Our own choice of the round under way, if we were stopped after
   * committing to it: kept until the sync says which round it is. */
  if (autosave != NULL && g_key_file_load_from_file (file, autosave, G_KEY_FILE_NONE, NULL))
    {
      g_autofree char *room = g_key_file_get_string (file, "table", "room", NULL);

      if (g_strcmp0 (room, sw_online_table_get_room (table)) == 0)
        for (guint s = 0; s < BP_MAX_PLAYERS; s++)
          {
            g_autofree char *group = g_strdup_printf ("seat%u", s);
            g_autofree char *mine = g_key_file_get_string (file, group, "mine", NULL);
            g_autofree char *salt = g_key_file_get_string (file, group, "salt", NULL);
            int round = g_key_file_get_integer (file, group, "round", NULL);

            if (mine != NULL && is_hex (salt, SALT_LEN) && bp_online_extension_parse (mine, &self->mine[s]))
              {
                memcpy (self->salts[s], salt, SALT_LEN + 1);
                self->chosen[s] = TRUE;
                self->have_game = FALSE;
                self->game.round = (guint8) round;
              }
          }
    }
  sw_online_table_send (table, hello, NULL);
  return self;
}

void
bp_online_start (BpOnline *self)
{
  g_return_if_fail (BP_IS_ONLINE (self));

  if (!self->host)
    return;
  announce_table (self);
  if (self->started && !self->over)
    {
      send_round (self);
      play_local_seats (self);
    }
  else if (self->over)
    publish_seed (self);
  else
    host_start_if_full (self);
}

const BpGame *
bp_online_get_game (BpOnline *self)
{
  g_return_val_if_fail (BP_IS_ONLINE (self), NULL);
  return self->have_game ? &self->game : NULL;
}

gboolean
bp_online_is_over (BpOnline *self)
{
  return self->over;
}

gboolean
bp_online_get_deal_verified (BpOnline *self)
{
  return self->verified;
}

int
bp_online_get_own_seat (BpOnline *self)
{
  return self->own_seat;
}

guint
bp_online_get_n_moves (BpOnline *self)
{
  return self->n_moves;
}

gboolean
bp_online_get_all_confirmed (BpOnline *self)
{
  for (guint s = 0; s < self->n_players; s++)
    if (sw_online_table_get_seat (self->table, s)->kind == SW_SEAT_PERSON && !self->local[s] && !self->confirmed[s])
      return FALSE;
  return TRUE;
}

gboolean
bp_online_get_deal_checked (BpOnline *self)
{
  return self->checked;
}
