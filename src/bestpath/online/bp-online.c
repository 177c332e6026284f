/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-online.c: Best Path's online table: deal, commitments, reveals. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bp-online-private.h"

enum
{
  SIGNAL_ROUND_RESOLVED,
  SIGNAL_GAME_OVER,
  SIGNAL_DECIDE,
  N_SIGNALS
};

G_DEFINE_FINAL_TYPE (BpOnline, bp_online, G_TYPE_OBJECT)

static guint signals[N_SIGNALS];

static void maybe_reveal     (BpOnline *self);

/* ----------------------------------------------------------- sending */

static void
fill_table (BpOnline     *self,
            SwOnlineNode *message)
{
  g_autoptr(GString) boards = g_string_new (NULL);

  sw_online_game_fill_table (&self->g, message);
  for (guint s = 0; s < self->g.n_players; s++)
    g_string_append_printf (boards, "%s%u", s ? "," : "", self->boards[s]);
  sw_online_node_set (message, "boards", boards->str);
}

static void
announce_table (BpOnline *self)
{
  g_autoptr(SwOnlineNode) message = sw_online_node_new ("table");
  g_autofree char *body = NULL;
  guint open = 0;

  fill_table (self, message);
  for (guint s = 0; s < sw_online_table_get_n_seats (self->g.table); s++)
    if (sw_online_table_get_seat (self->g.table, s)->kind == SW_SEAT_OPEN)
      open++;
  /* TRANSLATORS: a readable line in the table's chat room */
  body = g_strdup_printf (_("Best Path for %u players; %u seats open. Deal commitment %s."),
                          self->g.n_players, open, self->g.deal_commit);
  sw_online_table_send (self->g.table, message, body);
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
  sw_online_table_send (self->g.table, message, body);
}

/* The table and the game so far, for a client that (re)joins: the cards
 * turned, every resolved extension and the commitments of the round under
 * way (never an unrevealed extension). */
static void
send_sync (BpOnline   *self,
           const char *jid)
{
  g_autoptr(SwOnlineNode) message = sw_online_node_new ("sync");
  guint turned = self->g.over ? BP_N_ROUNDS : self->game.round;

  fill_table (self, message);
  sw_online_node_set_uint (message, "r", self->game.round);
  for (guint r = 1; self->g.started && r <= turned; r++)
    {
      SwOnlineNode *card = sw_online_node_add (message, "card");

      sw_online_node_set_uint (card, "r", r);
      sw_online_node_set (card, "card", bp_card_name (self->game.deck[r - 1]));
      for (guint s = 0; r < self->game.round && s < self->g.n_players; s++)
        {
          SwOnlineNode *move = sw_online_node_add (card, "move");
          g_autofree char *ext = bp_online_extension_to_string (&self->game.players[s].history[r - 1]);

          sw_online_node_set_uint (move, "seat", s);
          sw_online_node_set (move, "ext", ext);
        }
    }
  for (guint s = 0; s < self->g.n_players && !self->g.over; s++)
    if (self->committed[s])
      {
        SwOnlineNode *commit = sw_online_node_add (message, "commit");

        sw_online_node_set_uint (commit, "seat", s);
        sw_online_node_set (commit, "hash", self->hashes[s]);
      }
  for (guint s = 0; s < self->g.n_players && !self->g.over; s++)
    if (self->revealed[s])
      {
        SwOnlineNode *reveal = sw_online_node_add (message, "reveal");
        g_autofree char *ext = bp_online_extension_to_string (&self->reveals[s]);

        sw_online_node_set_uint (reveal, "seat", s);
        sw_online_node_set (reveal, "ext", ext);
      }
  sw_online_table_send_to (self->g.table, jid, message, NULL);
  if (self->g.over)
    sw_online_game_send_seed (&self->g, jid);
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
                          sw_online_game_seat_name (&self->g, seat, name, sizeof name), self->game.round);
  sw_online_table_send (self->g.table, message, body);
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
  sw_online_game_seat_name (&self->g, seat, name, sizeof name);
  if (self->mine[seat].n_cells == 0)
    /* TRANSLATORS: %s: a player, %u: round */
    body = g_strdup_printf (_("%s passes in round %u."), name, self->game.round);
  else
    /* TRANSLATORS: %s: a player, %u: round, %s: fields ("E5:E6,D6") */
    body = g_strdup_printf (_("%s extends the line in round %u: %s."), name, self->game.round, ext);
  sw_online_table_send (self->g.table, message, body);
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
  if (bp_game_init_with_deck (&self->game, self->g.n_players, self->boards, deck,
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
  memcpy (self->last_salts, self->salts, sizeof self->salts);
  memcpy (self->last_mine, self->mine, sizeof self->mine);
  memcpy (self->last_chosen, self->chosen, sizeof self->chosen);
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
  BpGame dealt;

  if (!sw_online_game_seed_matches (&self->g, seed, nonce))
    return;
  bp_game_init (&dealt, self->g.n_players, self->boards, seed);
  sw_online_game_set_verified (&self->g, memcmp (dealt.deck, self->game.deck, BP_N_CARDS) == 0,
                               _("The deal does NOT match: the cards turned are not the seed's."));
}

static void
resolve_round (BpOnline *self)
{
  guint round = self->game.round;

  for (guint s = 0; s < self->g.n_players; s++)
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
      self->g.over = TRUE;
      if (self->g.host)
        {
          sw_online_game_send_seed (&self->g, NULL);
          verify_deal (self, self->g.seed, self->g.nonce);
          _bp_online_save (self);
        }
      if (self->g.host || self->g.verified)
        g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0);
      return;
    }
  if (self->g.host)
    {
      _bp_online_save (self);
      send_round (self);
      _bp_online_play_local_seats (self);
    }
  else
    _bp_online_save (self);
}

static void
maybe_reveal (BpOnline *self)
{
  for (guint s = 0; s < self->g.n_players; s++)
    if (!self->committed[s])
      return;
  for (guint s = 0; s < self->g.n_players; s++)
    if (self->g.local[s] && self->chosen[s] && !self->revealed[s])
      {
        self->reveals[s] = self->mine[s];
        self->revealed[s] = TRUE;
        send_reveal (self, s);
      }
  for (guint s = 0; s < self->g.n_players; s++)
    if (!self->revealed[s])
      {
        _bp_online_save (self);
        return;
      }
  resolve_round (self);
}

static gboolean
is_person_seat (BpOnline *self,
                guint     seat)
{
  return self->own_person && self->g.own_seat >= 0 && seat == (guint) self->g.own_seat;
}


static gboolean
on_pace_cb (gpointer user_data)
{
  BpOnline *self = user_data;

  self->pace_id = 0;
  _bp_online_play_local_seats (self);
  return G_SOURCE_REMOVE;
}

/* A computer seat's choice, made on a worker from that seat's view (the
 * expert with others takes up to a few hundred milliseconds: never on the
 * main thread, where the app's table page runs). */
typedef struct
{
  BpView      view;
  BpAiLevel   level;
  guint64     ai_salt;
  guint       seat;
  guint       round;
  BpExtension extension;
} Thought;

static void
think_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Thought *thought = task_data;

  bp_ai_choose (&thought->view, thought->level, thought->ai_salt, &thought->extension);
  g_task_return_boolean (task, TRUE);
}

static void
on_thought_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  BpOnline *self = BP_ONLINE (source);
  Thought *thought = g_task_get_task_data (G_TASK (result));

  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return;   /* disposed */
  self->thinking = FALSE;
  if (self->have_game && thought->round == self->game.round && !self->chosen[thought->seat])
    {
      self->mine[thought->seat] = thought->extension;
      sw_online_random_hex (self->salts[thought->seat], SALT_LEN);
      self->chosen[thought->seat] = TRUE;
    }
  _bp_online_play_local_seats (self);
}

static void
think (BpOnline *self,
       guint     seat)
{
  Thought *thought = g_new0 (Thought, 1);
  g_autoptr(GTask) task = NULL;

  if (self->cancellable == NULL)
    self->cancellable = g_cancellable_new ();
  bp_view_init (&thought->view, &self->game, seat);
  thought->level = self->levels[seat];
  thought->ai_salt = self->game.ai_salt;
  thought->seat = seat;
  thought->round = self->game.round;
  self->thinking = TRUE;
  task = g_task_new (self, self->cancellable, on_thought_cb, NULL);
  g_task_set_source_tag (task, think);
  g_task_set_task_data (task, thought, g_free);
  g_task_run_in_thread (task, think_thread);
}

void
_bp_online_play_local_seats (BpOnline *self)
{
  if (!self->have_game || self->game.phase != BP_PHASE_CHOOSING
      || bp_game_card (&self->game) == BP_NO_CARD)
    return;
  /* --pace: our computers wait before each round's choice */
  if (self->g.pace_ms > 0 && self->paced_round != self->game.round)
    {
      if (self->pace_id == 0)
        self->pace_id = g_timeout_add (self->g.pace_ms, on_pace_cb, self);
      self->paced_round = self->game.round;
      return;
    }
  if (self->pace_id != 0)
    return;
  for (guint s = 0; s < self->g.n_players; s++)
    {
      g_autofree char *hash = NULL;

      if (!self->g.local[s] || self->committed[s])
        continue;
      if (!self->chosen[s] && is_person_seat (self, s))
        {
          /* The person decides in the app (bp_online_commit_own); asked
           * once per round, even when messages come again. */
          if (self->decide_asked != self->game.round)
            {
              self->decide_asked = self->game.round;
              g_signal_emit (self, signals[SIGNAL_DECIDE], 0, self->game.round);
            }
          continue;
        }
      if (!self->chosen[s])
        {
          /* one seat at a time; its answer comes back here */
          if (!self->thinking)
            think (self, s);
          continue;
        }
      hash = _bp_online_move_commitment (sw_online_table_get_room (self->g.table), self->game.round, s,
                              &self->mine[s], self->salts[s]);
      memcpy (self->hashes[s], hash, HASH_LEN + 1);
      self->committed[s] = TRUE;
      /* Saved before it is sent: a restarted client can still reveal. */
      _bp_online_save (self);
      send_commit (self, s);
    }
  maybe_reveal (self);
}

/* ------------------------------------------------- incoming messages */

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

  if (!_bp_online_check_table (message, &n_players, boards, NULL))
    return FALSE;
  if (self->g.deal_commit[0] != '\0'
      && (strcmp (deal, self->g.deal_commit) != 0 || n_players != self->g.n_players
          || memcmp (boards, self->boards, n_players) != 0))
    {
      sw_online_game_refuse (&self->g, jid, "%s", _("the host changed the table's deal or players during the game"));
      return FALSE;
    }
  self->g.n_players = n_players;
  memcpy (self->boards, boards, n_players);
  g_strlcpy (self->g.deal_commit, deal, sizeof self->g.deal_commit);
  sw_online_game_read_seats (&self->g, message);
  if (self->g.own_seat >= 0)
    self->levels[self->g.own_seat] = self->own_level;
  return TRUE;
}

/* Guest: a message shows we missed part of the game (a later round, a
 * reveal before we saw every commitment): ask the host for the game so
 * far, once per round. */
static void
ask_sync (BpOnline *self,
          guint     round)
{
  g_autoptr(SwOnlineNode) hello = NULL;

  if (self->g.host || round <= self->sync_asked)
    return;
  self->sync_asked = round;
  hello = sw_online_node_new ("hello");
  sw_online_table_send (self->g.table, hello, NULL);
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
  self->g.started = g_strcmp0 (sw_online_node_get (message, "state"), "waiting") != 0;
  if (!self->g.started)
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
      if (sw_online_node_n_children (card_node) != self->g.n_players)
        goto bad;
      for (guint s = 0; s < self->g.n_players; s++)
        {
          const SwOnlineNode *move = sw_online_node_child (card_node, s);
          guint64 seat;
          BpExtension ext;

          if (!sw_online_node_get_uint (move, "seat", self->g.n_players - 1, &seat, NULL) || seat != s
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
    for (guint s = 0; s < self->g.n_players; s++)
      if (self->g.local[s] && saved.chosen[s])
        {
          self->mine[s] = saved.mine[s];
          memcpy (self->salts[s], saved.salts[s], sizeof self->salts[s]);
          self->chosen[s] = TRUE;
        }
  /* The host came back one round behind us: it stopped before it read
   * our reveal of that round. We reveal it again (the same extension and
   * salt; it is public already). */
  if (saved.have_game && saved.game.round == self->game.round + 1)
    for (guint s = 0; s < self->g.n_players; s++)
      if (self->g.local[s] && saved.last_chosen[s])
        {
          self->mine[s] = saved.last_mine[s];
          memcpy (self->salts[s], saved.last_salts[s], sizeof self->salts[s]);
          self->chosen[s] = TRUE;
        }
  for (guint i = 0; i < sw_online_node_n_children (message); i++)
    {
      const SwOnlineNode *child = sw_online_node_child (message, i);
      guint64 seat;

      if (strcmp (sw_online_node_name (child), "commit") == 0
          && sw_online_node_get_uint (child, "seat", self->g.n_players - 1, &seat, NULL))
        {
          g_strlcpy (self->hashes[seat], sw_online_node_get (child, "hash"), HASH_LEN + 1);
          self->committed[seat] = TRUE;
        }
      else if (strcmp (sw_online_node_name (child), "reveal") == 0
               && sw_online_node_get_uint (child, "seat", self->g.n_players - 1, &seat, NULL)
               && bp_online_extension_parse (sw_online_node_get (child, "ext"), &self->reveals[seat])
               && bp_game_check (&self->game, (guint) seat, &self->reveals[seat], NULL) == NULL)
        self->revealed[seat] = TRUE;
    }

  /* Our own seat: what we committed to before a restart is in our own
   * autosave; tell the table again what it may have missed. */
  for (guint s = 0; s < self->g.n_players; s++)
    {
      if (!self->g.local[s])
        continue;
      if (self->committed[s] && self->chosen[s])
        {
          g_autofree char *hash = _bp_online_move_commitment (sw_online_table_get_room (self->g.table), self->game.round, s,
                                                   &self->mine[s], self->salts[s]);

          if (strcmp (hash, self->hashes[s]) != 0)
            {
              sw_online_table_log (self->g.table, "%s", _("Our saved choice does not match our commitment; it cannot be revealed."));
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
    for (guint s = 0; s < self->g.n_players; s++)
      if (self->g.local[s] && !known[s] && self->chosen[s] && bp_game_card (&self->game) != BP_NO_CARD)
        {
          g_autofree char *hash = _bp_online_move_commitment (sw_online_table_get_room (self->g.table), self->game.round, s,
                                                   &self->mine[s], self->salts[s]);

          memcpy (self->hashes[s], hash, HASH_LEN + 1);
          self->committed[s] = TRUE;
          send_commit (self, s);
        }
    if (bp_game_card (&self->game) != BP_NO_CARD)
      _bp_online_play_local_seats (self);
  }
  return;

bad:
  sw_online_game_refuse (&self->g, jid, "%s", _("the game it sent to rejoin does not follow the rules"));
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
      sw_online_table_refuse (self->g.table, jid, error->message);
      return;
    }

  if (strcmp (kind, "table") == 0 || strcmp (kind, "sync") == 0
      || strcmp (kind, "round") == 0 || strcmp (kind, "seed") == 0)
    {
      if (!sw_online_game_check_host_only (&self->g, kind, jid, from_host))
        return;
      if (strcmp (kind, "table") == 0)
        {
          guest_read_table (self, message, jid);
          if (self->have_game)
            _bp_online_play_local_seats (self);
        }
      else if (strcmp (kind, "sync") == 0)
        guest_sync (self, message, jid);
      else if (strcmp (kind, "round") == 0)
        {
          guint card;

          _bp_online_get_round (message, &round, NULL);
          bp_card_from_name (sw_online_node_get (message, "card"), &card);
          if (self->g.n_players == 0)
            return;   /* a sync follows */
          if (!self->have_game)
            {
              if (round != 1)
                return;   /* we came late: a sync follows */
              start_game_view (self, card);
              self->g.started = TRUE;
            }
          else if (round < self->game.round && self->game.deck[round - 1] == card)
            return;   /* a host that came back says again what we know */
          else if (round != self->game.round || self->game.phase == BP_PHASE_OVER)
            {
              if (round > self->game.round)
                ask_sync (self, round);
              sw_online_game_refuse (&self->g, jid, _("out of turn: round %u, but the game is in round %u"), round, self->game.round);
              return;
            }
          else if (self->game.deck[round - 1] != BP_NO_CARD)
            {
              if (self->game.deck[round - 1] != card)
                sw_online_game_refuse (&self->g, jid, "%s", _("the host turned a different card for the same round"));
              return;
            }
          else if (card_already_turned (self, card, round))
            {
              sw_online_game_refuse (&self->g, jid, "%s", _("the host turned a card that was already turned"));
              return;
            }
          else
            self->game.deck[round - 1] = (guint8) card;
          _bp_online_play_local_seats (self);
        }
      else
        {
          guint64 seed;

          if (!self->g.over)
            {
              sw_online_game_refuse (&self->g, jid, "%s", _("out of turn: the seed comes after the last round"));
              return;
            }
          sw_online_node_get_uint (message, "seed", G_MAXUINT64, &seed, NULL);
          verify_deal (self, seed, sw_online_node_get (message, "nonce"));
          sw_online_game_send_done (&self->g);
          g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0);
        }
      return;
    }

  if (strcmp (kind, "hello") == 0)
    {
      if (self->g.host)
        send_sync (self, jid);
      return;
    }
  if (strcmp (kind, "done") == 0)
    {
      sw_online_game_on_done (&self->g, message, sender_seat);
      return;
    }

  /* commit and reveal: one seat's move */
  _bp_online_get_round (message, &round, NULL);
  _bp_online_get_seat (message, 0, &seat, NULL);
  if (!sw_online_game_check_seat (&self->g, seat, jid, sender_seat, from_host))
    return;
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
          revealed = _bp_online_move_commitment (sw_online_table_get_room (self->g.table), round, seat, &ext,
                                      sw_online_node_get (message, "salt"));
          hash = revealed;
        }
      if (strcmp (hash, self->last_hashes[seat]) == 0)
        return;
    }
  if (!self->have_game || self->game.phase == BP_PHASE_OVER || round != self->game.round
      || bp_game_card (&self->game) == BP_NO_CARD)
    {
      if (self->have_game && round > self->game.round)
        ask_sync (self, round);
      sw_online_game_refuse (&self->g, jid, _("out of turn: a move for round %u, but the game is in round %u"),
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
          sw_online_game_refuse (&self->g, jid, _("a second, different commitment for seat %u in round %u"), seat + 1, round);
          return;
        }
      memcpy (self->hashes[seat], hash, HASH_LEN + 1);
      self->committed[seat] = TRUE;
      _bp_online_save (self);
      maybe_reveal (self);
      return;
    }

  /* reveal */
  {
    BpExtension ext;
    g_autofree char *hash = NULL;
    g_autofree char *why = NULL;
    const char *rule;

    for (guint s = 0; s < self->g.n_players; s++)
      if (!self->committed[s])
        {
          ask_sync (self, round);
          sw_online_game_refuse (&self->g, jid, "%s", _("out of turn: a reveal before every seat has committed"));
          return;
        }
    if (self->revealed[seat])
      {
        sw_online_game_refuse (&self->g, jid, _("a replayed reveal for seat %u"), seat + 1);
        return;
      }
    bp_online_extension_parse (sw_online_node_get (message, "ext"), &ext);
    hash = _bp_online_move_commitment (sw_online_table_get_room (self->g.table), round, seat, &ext,
                            sw_online_node_get (message, "salt"));
    if (strcmp (hash, self->hashes[seat]) != 0)
      {
        sw_online_game_refuse (&self->g, jid, _("the reveal of seat %u does not match its commitment"), seat + 1);
        return;
      }
    rule = bp_game_check (&self->game, seat, &ext, &why);
    if (rule != NULL)
      {
        /* TRANSLATORS: %u: seat, %s: rule id, %s: the engine's explanation */
        sw_online_game_refuse (&self->g, jid, _("an illegal move for seat %u (%s): %s"), seat + 1, rule, why ? why : "");
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
  if (self->g.started || !sw_online_table_is_full (self->g.table))
    return;
  self->g.started = TRUE;
  _bp_online_save (self);
  announce_table (self);
  send_round (self);
  _bp_online_play_local_seats (self);
}

static void
on_presence_cb (SwOnlineTable *table,
                const char    *jid,
                gboolean       present,
                gpointer       user_data)
{
  BpOnline *self = user_data;

  if (!self->g.host || !present || g_strcmp0 (jid, sw_online_table_get_own_jid (table)) == 0)
    return;
  if (sw_online_game_take_seat (&self->g, jid) >= 0)
    {
      _bp_online_save (self);
      announce_table (self);
      host_start_if_full (self);
      return;
    }
  if (self->g.started)
    send_sync (self, jid);
  else
    announce_table (self);
}

/* ------------------------------------------------------------ GObject */

static void
bp_online_dispose (GObject *object)
{
  BpOnline *self = BP_ONLINE (object);

  g_clear_handle_id (&self->pace_id, g_source_remove);
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->g.table != NULL)
    {
      g_clear_signal_handler (&self->message_id, self->g.table);
      g_clear_signal_handler (&self->presence_id, self->g.table);
    }
  sw_online_game_clear (&self->g);
  G_OBJECT_CLASS (bp_online_parent_class)->dispose (object);
}

static void
bp_online_finalize (GObject *object)
{
  BpOnline *self = BP_ONLINE (object);

  sw_online_game_clear (&self->g);
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
  /* our person's seat must decide in this round (bp_online_set_person) */
  signals[SIGNAL_DECIDE] =
    g_signal_new ("decide", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* the game is over and, for a guest, the seed has come */
  signals[SIGNAL_GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bp_online_init (BpOnline *self)
{
}

BpOnline *
_bp_online_new (SwOnlineTable *table,
            gboolean       host,
            const char    *autosave)
{
  BpOnline *self = g_object_new (BP_TYPE_ONLINE, NULL);

  sw_online_game_init (&self->g, table, "best-path", BP_MAX_PLAYERS, host, autosave);
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

  g_return_val_if_fail (SW_IS_ONLINE_TABLE (table), NULL);
  g_return_val_if_fail (n_players >= 2 && n_players <= BP_MAX_PLAYERS, NULL);

  self = _bp_online_new (table, TRUE, autosave);
  self->g.n_players = n_players;
  sw_online_game_deal (&self->g, seed);
  bp_game_init (&self->game, n_players, NULL, seed);
  self->have_game = TRUE;
  for (guint s = 0; s < n_players; s++)
    {
      self->boards[s] = self->game.players[s].board;
      self->g.local[s] = s == 0 || seats[s].kind == SW_SEAT_COMPUTER;
      self->levels[s] = levels[s];
    }
  self->g.own_seat = 0;
  sw_online_table_set_seats (table, n_players, seats);
  _bp_online_save (self);
  return self;
}

BpOnline *
bp_online_new_guest (SwOnlineTable *table,
                     BpAiLevel      level,
                     const char    *autosave)
{
  BpOnline *self;
  g_autoptr(SwOnlineNode) hello = sw_online_node_new ("hello");

  g_return_val_if_fail (SW_IS_ONLINE_TABLE (table), NULL);

  self = _bp_online_new (table, FALSE, autosave);
  self->own_level = level;
  _bp_online_load_guest_choices (self, autosave);
  sw_online_table_send (table, hello, NULL);
  return self;
}

void
bp_online_start (BpOnline *self)
{
  g_return_if_fail (BP_IS_ONLINE (self));

  if (!self->g.host)
    return;
  announce_table (self);
  if (self->g.started && !self->g.over)
    {
      /* A resumed table: the guests may have missed what we sent last
       * before we stopped; each gets the game so far. */
      for (guint s = 0; s < self->g.n_players; s++)
        {
          const SwSeat *seat = sw_online_table_get_seat (self->g.table, s);

          if (seat->kind == SW_SEAT_PERSON && !self->g.local[s])
            send_sync (self, seat->jid);
        }
      send_round (self);
      _bp_online_play_local_seats (self);
    }
  else if (self->g.over)
    sw_online_game_send_seed (&self->g, NULL);
  else
    host_start_if_full (self);
}
