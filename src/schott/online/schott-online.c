/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-online.c: SCHOTT's online table: the host deals and applies,
 * guests see their player's view, everyone replays the deal at the end. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-online-private.h"
#include "sw-online-game.h"

typedef struct
{
  guint8       seat;
  SchottChoice choice;
} Move;

struct _SchottOnline
{
  GObject        parent_instance;

  SwOnlineGame   g;         /* seats, the deal, what every game shares */
  SchottGame     game;      /* the host's whole game; a guest has none */
  SchottView     view;      /* this client's player's view: a guest's model */
  gboolean       have_view;
  guint          view_n;    /* the move the view was taken after */
  SchottAi       ai[SCHOTT_MAX_PLAYERS];   /* the seats played here */
  SchottAiLevel  own_level;
  guint64        ai_seed;
  GArray        *moves;     /* Move, in order */
  GPtrArray     *view_hashes;   /* guest: hash of the view shown after move n, or NULL */
  gboolean       seed_came; /* guest: the seed came before the record's end */
  int            sync_asked;   /* guest: the record's length when it last asked for a sync */
  guint64        seed_sent;
  char           nonce_sent[SW_ONLINE_SALT_LEN + 1];
  guint          step_id;

  gulong         message_id;
  gulong         presence_id;
};

enum
{
  SIGNAL_MOVED,
  SIGNAL_GAME_OVER,
  N_SIGNALS
};

G_DEFINE_FINAL_TYPE (SchottOnline, schott_online, G_TYPE_OBJECT)

static guint signals[N_SIGNALS];

static void
send_view (SchottOnline *self,
           guint         seat)
{
  const SwSeat *held = sw_online_table_get_seat (self->g.table, seat);
  g_autoptr(SwOnlineNode) message = sw_online_node_new ("view");
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  SchottView view;

  if (held->kind != SW_SEAT_PERSON || self->g.local[seat])
    return;
  schott_view_init (&view, &self->game, seat);
  text = _schott_online_view_text (&view);
  lines = g_strsplit (text, "\n", -1);
  sw_online_node_set_uint (message, "n", self->moves->len);
  sw_online_node_set_uint (message, "seat", seat);
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0')
      sw_online_node_set (sw_online_node_add (message, "l"), "t", lines[i]);
  sw_online_table_send_to (self->g.table, held->jid, message, NULL);
}

static void
send_views (SchottOnline *self)
{
  for (guint s = 0; s < self->g.n_players; s++)
    send_view (self, s);
  schott_view_init (&self->view, &self->game, 0);
  self->have_view = TRUE;
  self->view_n = self->moves->len;
}

/* ----------------------------------------------------------- autosave */

static char *
record_text (SchottOnline *self)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < self->moves->len; i++)
    {
      const Move *move = &g_array_index (self->moves, Move, i);
      g_autofree char *choice = schott_choice_to_string (&move->choice);

      g_string_append_printf (out, "%s%u:%s", i ? " " : "", move->seat, choice);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* Host: the whole table (seed, seats, the game, the record) after every
 * change, to resume it after a crash. */
static void
save (SchottOnline *self)
{
  g_autoptr(GKeyFile) file = NULL;
  g_autofree char *game = NULL;
  g_autofree char *record = NULL;
  g_autofree char *ai_seed = NULL;

  if (!self->g.host || self->g.autosave == NULL)
    return;
  file = g_key_file_new ();
  sw_online_game_save_table (&self->g, file);
  game = schott_game_serialize (&self->game);
  record = record_text (self);
  ai_seed = g_strdup_printf ("%" G_GUINT64_FORMAT, self->ai_seed);
  g_key_file_set_string (file, "schott", "game", game);
  g_key_file_set_string (file, "schott", "moves", record);
  g_key_file_set_string (file, "schott", "ai-seed", ai_seed);
  sw_online_game_write (&self->g, file);
}

/* ------------------------------------------------------------ messages */

static void
announce_table (SchottOnline *self,
                const char   *jid)
{
  g_autoptr(SwOnlineNode) message = sw_online_node_new ("table");
  g_autofree char *body = NULL;
  guint open = 0;

  sw_online_game_fill_table (&self->g, message);
  if (jid != NULL)
    {
      sw_online_table_send_to (self->g.table, jid, message, NULL);
      return;
    }
  for (guint s = 0; s < sw_online_table_get_n_seats (self->g.table); s++)
    if (sw_online_table_get_seat (self->g.table, s)->kind == SW_SEAT_OPEN)
      open++;
  /* TRANSLATORS: a readable line in the table's chat room */
  body = g_strdup_printf (_("SCHOTT for %u players; %u seats open. Deal commitment %s."),
                          self->g.n_players, open, self->g.deal_commit);
  sw_online_table_send (self->g.table, message, body);
}

static void
fill_move (SwOnlineNode *node,
           guint         seat,
           const SchottChoice *choice)
{
  g_autofree char *text = schott_choice_to_string (choice);

  sw_online_node_set_uint (node, "seat", seat);
  sw_online_node_set (node, "choice", text);
}

/* The game so far, for a client that (re)joins: the table, every move,
 * its view and, after the game, the seed. */
static void
send_sync (SchottOnline *self,
           const char   *jid)
{
  announce_table (self, jid);
  for (guint from = 0; from < self->moves->len; from += MOVES_PER_SYNC)
    {
      g_autoptr(SwOnlineNode) message = sw_online_node_new ("moves");

      sw_online_node_set_uint (message, "from", from);
      for (guint i = from; i < self->moves->len && i < from + MOVES_PER_SYNC; i++)
        {
          const Move *move = &g_array_index (self->moves, Move, i);

          fill_move (sw_online_node_add (message, "m"), move->seat, &move->choice);
        }
      sw_online_table_send_to (self->g.table, jid, message, NULL);
    }
  for (guint s = 0; s < self->g.n_players; s++)
    {
      const SwSeat *held = sw_online_table_get_seat (self->g.table, s);

      if (held->kind == SW_SEAT_PERSON && g_strcmp0 (held->jid, jid) == 0)
        send_view (self, s);
    }
  if (self->g.over)
    sw_online_game_send_seed (&self->g, jid);
}

/* --------------------------------------------------------------- the game */

static void host_step (SchottOnline *self);

static gboolean
on_step_cb (gpointer user_data)
{
  SchottOnline *self = user_data;

  self->step_id = 0;
  host_step (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_step (SchottOnline *self)
{
  if (self->step_id == 0)
    self->step_id = self->g.pace_ms > 0 ? g_timeout_add (self->g.pace_ms, on_step_cb, self)
                                        : g_idle_add (on_step_cb, self);
}

/* Replays the whole game from seed and the record with our own engine
 * and compares every view we were shown; NULL if all agree, else why. */
static const char *
replay (SchottOnline *self,
        guint64       seed)
{
  SchottGame game;
  SchottView view;
  guint seat = self->g.host ? 0 : (guint) MAX (self->g.own_seat, 0);

  if (!schott_game_init (&game, &self->view.game.variant, self->g.n_players, seed, NULL))
    return _("The deal does NOT match: the seed does not deal this game.");
  for (guint i = 0; i <= self->moves->len; i++)
    {
      const char *shown = i < self->view_hashes->len ? g_ptr_array_index (self->view_hashes, i) : NULL;

      if (shown != NULL)
        {
          g_autofree char *hash = NULL;

          schott_view_init (&view, &game, seat);
          hash = _schott_online_view_hash (&view);
          if (strcmp (hash, shown) != 0)
            return _("The deal does NOT match: a view the host showed is not the seed's game.");
        }
      if (i == self->moves->len)
        break;
      {
        const Move *move = &g_array_index (self->moves, Move, i);

        if (schott_game_decider (&game) != move->seat
            || !schott_game_decide (&game, &move->choice, NULL, NULL, NULL))
          return _("The deal does NOT match: the moves are not legal in the seed's game.");
      }
    }
  if (!schott_game_is_over (&game))
    return _("The deal does NOT match: the seed's game is not over after the moves.");
  if (self->g.host)
    {
      g_autofree char *replayed = schott_game_serialize (&game);
      g_autofree char *played = schott_game_serialize (&self->game);

      if (strcmp (replayed, played) != 0)
        return _("The deal does NOT match: the moves are not legal in the seed's game.");
    }
  return NULL;
}

static void
check_deal (SchottOnline *self,
            guint64       seed,
            const char   *nonce)
{
  const char *why;

  if (!sw_online_game_seed_matches (&self->g, seed, nonce))
    return;
  why = replay (self, seed);
  sw_online_game_set_verified (&self->g, why == NULL, why);
}

static void
apply_move (SchottOnline       *self,
            guint               seat,
            const SchottChoice *choice)
{
  g_autoptr(SwOnlineNode) message = sw_online_node_new ("move");
  g_autofree char *text = schott_choice_to_string (choice);
  g_autofree char *body = NULL;
  Move move = { (guint8) seat, *choice };
  char name[128];

  if (!schott_game_decide (&self->game, choice, NULL, NULL, NULL))
    return;
  sw_online_node_set_uint (message, "n", self->moves->len);
  fill_move (message, seat, choice);
  g_array_append_val (self->moves, move);
  save (self);
  /* TRANSLATORS: %s: a player, %s: a choice ("place@5", "draw") */
  body = g_strdup_printf (_("%s chooses %s."), sw_online_game_seat_name (&self->g, seat, name, sizeof name), text);
  sw_online_table_send (self->g.table, message, body);
  send_views (self);
  g_signal_emit (self, signals[SIGNAL_MOVED], 0, self->moves->len - 1, seat, text);

  if (schott_game_is_over (&self->game) || self->moves->len >= MAX_MOVES)
    {
      self->g.over = TRUE;
      sw_online_game_send_seed (&self->g, NULL);
      check_deal (self, self->g.seed, self->g.nonce);
      g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0);
      return;
    }
  schedule_step (self);
}

/* Host: the seats played here decide, one decision per turn of the main
 * loop, so the network is served in between. */
static void
host_step (SchottOnline *self)
{
  int decider;
  SchottChoice choice;

  if (!self->g.host || !self->g.started || self->g.over)
    return;
  decider = schott_game_decider (&self->game);
  if (decider < 0 || !self->g.local[decider])
    return;
  choice = schott_ai_choose_in_game (&self->ai[decider], &self->game);
  apply_move (self, (guint) decider, &choice);
}

static void
host_start_if_full (SchottOnline *self)
{
  if (self->g.started || !sw_online_table_is_full (self->g.table))
    return;
  self->g.started = TRUE;
  save (self);
  announce_table (self, NULL);
  send_views (self);
  schedule_step (self);
}

/* Guest: the seed is checked once the record and the last view are in. */
static void
guest_check_seed (SchottOnline *self)
{
  /* A member without a seat gets no view: it sees the end, but cannot
   * check the deal (the views are what it would compare). */
  if (self->seed_came && !self->g.over && self->g.own_seat < 0 && self->g.n_players > 0)
    {
      self->g.over = TRUE;
      self->g.checked = TRUE;
      sw_online_table_log (self->g.table, "%s", _("The deal could NOT be verified."));
      g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0);
      return;
    }
  if (!self->seed_came || self->g.over || !self->have_view || self->view_n != self->moves->len
      || !schott_game_is_over (&self->view.game))
    return;
  self->g.over = TRUE;
  check_deal (self, self->seed_sent, self->nonce_sent);
  sw_online_game_send_done (&self->g);
  g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0);
}

/* Guest: our seat decides on our view alone. */
static void
guest_play (SchottOnline *self)
{
  g_autoptr(SwOnlineNode) message = NULL;
  const SwSeat *host;
  SchottChoice choice;

  /* Every view that says we decide is answered, a view sent again too
   * (the host may have missed our answer: a restart). */
  if (!self->have_view || self->g.own_seat < 0 || self->g.over
      || schott_game_decider (&self->view.game) != self->g.own_seat)
    return;
  host = sw_online_table_get_seat (self->g.table, 0);
  if (host->kind != SW_SEAT_PERSON)
    return;
  choice = schott_ai_choose (&self->ai[self->g.own_seat], &self->view);
  message = sw_online_node_new ("choose");
  sw_online_node_set_uint (message, "n", self->view_n);
  fill_move (message, (guint) self->g.own_seat, &choice);
  sw_online_table_send_to (self->g.table, host->jid, message, NULL);
}

/* ------------------------------------------------------ incoming messages */

/* Guest: a message shows we missed part of the game (before we knew the
 * table, or a gap in the record): ask the host for it, once for each
 * length of our record. */
static void
ask_sync (SchottOnline *self)
{
  g_autoptr(SwOnlineNode) hello = NULL;

  if (self->g.host || self->sync_asked == (int) self->moves->len)
    return;
  self->sync_asked = (int) self->moves->len;
  hello = sw_online_node_new ("hello");
  sw_online_table_send (self->g.table, hello, NULL);
}

/* Guest: move n of the record; FALSE if it contradicts what we have. */
static gboolean
record_move (SchottOnline       *self,
             guint64             n,
             guint               seat,
             const SchottChoice *choice,
             const char         *jid)
{
  Move move = { (guint8) seat, *choice };

  if (seat >= self->g.n_players)
    {
      sw_online_game_refuse (&self->g, jid, _("there is no seat %u at this table"), seat + 1);
      return FALSE;
    }
  if (n < self->moves->len)
    {
      const Move *had = &g_array_index (self->moves, Move, n);

      if (had->seat == seat && memcmp (&had->choice, choice, sizeof *choice) == 0)
        return TRUE;   /* again, after a rejoin: no offence */
      /* TRANSLATORS: %u: a move's number */
      sw_online_game_refuse (&self->g, jid, _("move %u differs from the one the host made before"), (guint) n + 1);
      return FALSE;
    }
  if (n > self->moves->len)
    {
      ask_sync (self);
      /* TRANSLATORS: %u, %u: moves' numbers */
      sw_online_game_refuse (&self->g, jid, _("out of turn: move %u, but the game is at move %u"),
                             (guint) n + 1, self->moves->len + 1);
      return FALSE;
    }
  g_array_append_val (self->moves, move);
  {
    g_autofree char *text = schott_choice_to_string (choice);

    g_signal_emit (self, signals[SIGNAL_MOVED], 0, (guint) n, seat, text);
  }
  return TRUE;
}

static void
guest_read_table (SchottOnline       *self,
                  const SwOnlineNode *message,
                  const char         *jid)
{
  guint n_players;
  const char *deal = sw_online_node_get (message, "deal");

  sw_online_game_check_table (message, "schott", SCHOTT_MAX_PLAYERS, &n_players, NULL);
  if (self->g.deal_commit[0] != '\0'
      && (strcmp (deal, self->g.deal_commit) != 0 || n_players != self->g.n_players))
    {
      sw_online_game_refuse (&self->g, jid, "%s", _("the host changed the table's deal or players during the game"));
      return;
    }
  self->g.n_players = n_players;
  g_strlcpy (self->g.deal_commit, deal, sizeof self->g.deal_commit);
  self->g.started = g_strcmp0 (sw_online_node_get (message, "state"), "waiting") != 0;
  sw_online_game_read_seats (&self->g, message);
  if (self->g.own_seat >= 0 && self->ai[self->g.own_seat].rng.inc == 0)
    schott_ai_init (&self->ai[self->g.own_seat], self->own_level, self->ai_seed, (guint) self->g.own_seat);
}

static void
guest_read_view (SchottOnline       *self,
                 const SwOnlineNode *message,
                 const char         *jid)
{
  g_autoptr(GError) error = NULL;
  guint64 n, seat;
  SchottView view;

  sw_online_node_get_uint (message, "n", MAX_MOVES, &n, NULL);
  sw_online_node_get_uint (message, "seat", SCHOTT_MAX_PLAYERS - 1, &seat, NULL);
  if (self->g.own_seat < 0 || seat != (guint64) self->g.own_seat)
    {
      sw_online_game_refuse (&self->g, jid, _("a view for seat %u, which is not ours"), (guint) seat + 1);
      return;
    }
  if (self->have_view && n < self->view_n)
    return;   /* an older one, overtaken */
  if (!_schott_online_view_from_node (message, (guint) seat, &view, &error))
    {
      /* TRANSLATORS: %s: the engine's reason */
      sw_online_game_refuse (&self->g, jid, _("the view it sent is not a SCHOTT game: %s"), error->message);
      return;
    }
  if (view.game.n_players != self->g.n_players
      || (self->have_view && memcmp (&view.game.variant, &self->view.game.variant, sizeof view.game.variant) != 0))
    {
      sw_online_game_refuse (&self->g, jid, "%s", _("the host changed the table's deal or players during the game"));
      return;
    }
  self->view = view;
  self->have_view = TRUE;
  self->view_n = (guint) n;
  while (self->view_hashes->len <= n)
    g_ptr_array_add (self->view_hashes, NULL);
  g_free (g_ptr_array_index (self->view_hashes, n));
  g_ptr_array_index (self->view_hashes, n) = _schott_online_view_hash (&self->view);
  guest_play (self);
}

/* Host: a guest's decision for its seat. */
static void
host_read_choice (SchottOnline       *self,
                  const SwOnlineNode *message,
                  const char         *jid,
                  int                 sender_seat)
{
  g_autoptr(GError) error = NULL;
  guint64 n;
  guint seat;
  SchottChoice choice;

  sw_online_node_get_uint (message, "n", MAX_MOVES - 1, &n, NULL);
  _schott_online_get_move (message, &seat, &choice, NULL);
  if (!sw_online_game_check_seat (&self->g, seat, jid, sender_seat, FALSE))
    return;
  if (!self->g.started || self->g.over || n > self->moves->len)
    {
      sw_online_game_refuse (&self->g, jid, _("out of turn: move %u, but the game is at move %u"),
                             (guint) n + 1, self->moves->len + 1);
      return;
    }
  if (n < self->moves->len)
    {
      /* TRANSLATORS: %u: a move's number */
      sw_online_game_refuse (&self->g, jid, _("a replayed move %u"), (guint) n + 1);
      return;
    }
  if (schott_game_decider (&self->game) != (int) seat)
    {
      /* TRANSLATORS: %u: a seat number */
      sw_online_game_refuse (&self->g, jid, _("out of turn: seat %u does not decide now"), seat + 1);
      return;
    }
  if (!schott_game_is_legal (&self->game, &choice))
    {
      g_autofree char *text = schott_choice_to_string (&choice);

      /* TRANSLATORS: %u: seat, %s: the choice ("place@5") */
      sw_online_game_refuse (&self->g, jid, _("an illegal move for seat %u: %s"), seat + 1, text);
      return;
    }
  apply_move (self, seat, &choice);
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
  SchottOnline *self = user_data;
  g_autoptr(GError) error = NULL;
  const char *kind = sw_online_node_name (message);

  if (!schott_online_message_check (message, &error))
    {
      sw_online_table_refuse (self->g.table, jid, error->message);
      return;
    }
  if (strcmp (kind, "hello") == 0)
    {
      /* the game so far to a seat's holder; the table to anyone else */
      if (self->g.host && self->g.started && sender_seat >= 0)
        send_sync (self, jid);
      else if (self->g.host)
        announce_table (self, jid);
      return;
    }
  if (strcmp (kind, "done") == 0)
    {
      sw_online_game_on_done (&self->g, message, sender_seat);
      return;
    }
  if (strcmp (kind, "choose") == 0)
    {
      if (!self->g.host)
        sw_online_game_refuse (&self->g, jid, "%s", _("a decision sent to a guest, not to the host"));
      else
        host_read_choice (self, message, jid, sender_seat);
      return;
    }

  /* table, moves, move, view, seed: the host's */
  if (!sw_online_game_check_host_only (&self->g, kind, jid, from_host))
    return;
  if (strcmp (kind, "table") == 0)
    guest_read_table (self, message, jid);
  else if (self->g.n_players == 0)
    ask_sync (self);   /* the table comes first */
  else if (strcmp (kind, "move") == 0 || strcmp (kind, "moves") == 0)
    {
      gboolean one = strcmp (kind, "move") == 0;
      guint64 n;

      sw_online_node_get_uint (message, one ? "n" : "from", MAX_MOVES - 1, &n, NULL);
      for (guint i = 0; i < (one ? 1 : sw_online_node_n_children (message)); i++)
        {
          const SwOnlineNode *node = one ? message : sw_online_node_child (message, i);
          guint seat;
          SchottChoice choice;

          _schott_online_get_move (node, &seat, &choice, NULL);
          if (!record_move (self, n + i, seat, &choice, jid))
            break;
        }
    }
  else if (strcmp (kind, "view") == 0)
    guest_read_view (self, message, jid);
  else if (strcmp (kind, "seed") == 0)
    {
      /* An honest host sends it after the last move; it is checked once
       * our record and our last view are in (the view may come after:
       * private and room messages are not ordered with each other). */
      if (self->seed_came)
        return;
      sw_online_node_get_uint (message, "seed", G_MAXUINT64, &self->seed_sent, NULL);
      g_strlcpy (self->nonce_sent, sw_online_node_get (message, "nonce"), sizeof self->nonce_sent);
      self->seed_came = TRUE;
    }
  guest_check_seed (self);
}

static void
on_presence_cb (SwOnlineTable *table,
                const char    *jid,
                gboolean       present,
                gpointer       user_data)
{
  SchottOnline *self = user_data;

  if (!self->g.host || !present || g_strcmp0 (jid, sw_online_table_get_own_jid (table)) == 0)
    return;
  if (sw_online_game_take_seat (&self->g, jid) >= 0)
    {
      save (self);
      announce_table (self, NULL);
      host_start_if_full (self);
      return;
    }
  if (self->g.started)
    send_sync (self, jid);
  else
    announce_table (self, NULL);
}

/* --------------------------------------------------------------- GObject */

static void
schott_online_dispose (GObject *object)
{
  SchottOnline *self = SCHOTT_ONLINE (object);

  g_clear_handle_id (&self->step_id, g_source_remove);
  if (self->g.table != NULL)
    {
      g_clear_signal_handler (&self->message_id, self->g.table);
      g_clear_signal_handler (&self->presence_id, self->g.table);
    }
  sw_online_game_clear (&self->g);
  G_OBJECT_CLASS (schott_online_parent_class)->dispose (object);
}

static void
schott_online_finalize (GObject *object)
{
  SchottOnline *self = SCHOTT_ONLINE (object);

  g_array_unref (self->moves);
  g_ptr_array_unref (self->view_hashes);
  G_OBJECT_CLASS (schott_online_parent_class)->finalize (object);
}

static void
schott_online_class_init (SchottOnlineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = schott_online_dispose;
  object_class->finalize = schott_online_finalize;

  /* a move of the record: its number (from 0), the seat, the choice */
  signals[SIGNAL_MOVED] =
    g_signal_new ("moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_STRING);
  /* the game is over and the seed has come */
  signals[SIGNAL_GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
schott_online_init (SchottOnline *self)
{
  self->moves = g_array_new (FALSE, TRUE, sizeof (Move));
  self->sync_asked = -1;
  self->view_hashes = g_ptr_array_new_with_free_func (g_free);
}

static SchottOnline *
new_online (SwOnlineTable *table,
            gboolean       host,
            guint64        ai_seed,
            const char    *autosave)
{
  SchottOnline *self = g_object_new (SCHOTT_TYPE_ONLINE, NULL);

  sw_online_game_init (&self->g, table, "schott", SCHOTT_MAX_PLAYERS, host, autosave);
  self->ai_seed = ai_seed;
  self->message_id = g_signal_connect (table, "game-message", G_CALLBACK (on_game_message_cb), self);
  self->presence_id = g_signal_connect (table, "presence", G_CALLBACK (on_presence_cb), self);
  return self;
}

SchottOnline *
schott_online_new_host (SwOnlineTable       *table,
                        const SchottVariant *variant,
                        guint                n_players,
                        const SwSeat        *seats,
                        const SchottAiLevel *levels,
                        guint64              seed,
                        guint64              ai_seed,
                        const char          *autosave,
                        GError             **error)
{
  g_autoptr(SchottOnline) self = NULL;

  g_return_val_if_fail (SW_IS_ONLINE_TABLE (table), NULL);
  g_return_val_if_fail (n_players >= SCHOTT_MIN_PLAYERS && n_players <= SCHOTT_MAX_PLAYERS, NULL);

  self = new_online (table, TRUE, ai_seed, autosave);
  if (!schott_game_init (&self->game, variant, n_players, seed, error))
    return NULL;
  self->g.n_players = n_players;
  sw_online_game_deal (&self->g, seed);
  for (guint s = 0; s < n_players; s++)
    {
      self->g.local[s] = s == 0 || seats[s].kind == SW_SEAT_COMPUTER;
      if (self->g.local[s])
        schott_ai_init (&self->ai[s], levels[s], ai_seed + s, s);
    }
  sw_online_table_set_seats (table, n_players, seats);
  schott_view_init (&self->view, &self->game, 0);
  self->have_view = TRUE;
  save (self);
  return g_steal_pointer (&self);
}

static gboolean
not_this_table (GError    **error,
                const char *autosave)
{
  g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID,
               /* TRANSLATORS: %s: a file */
               _("%s is not the autosave of this table."), autosave);
  return FALSE;
}

/* The record of the autosave, replayed from the seed: it must lead to the
 * saved game exactly. */
static gboolean
load_record (SchottOnline *self,
             const char   *text,
             const char   *saved)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  g_autofree char *replayed = NULL;
  SchottGame game;

  if (!schott_game_init (&game, &self->game.variant, self->g.n_players, self->g.seed, NULL))
    return FALSE;
  for (guint i = 0; text[0] != '\0' && words[i] != NULL; i++)
    {
      char *colon = strchr (words[i], ':');
      Move move;

      if (colon == NULL || colon - words[i] != 1 || !g_ascii_isdigit (words[i][0])
          || !schott_choice_parse (colon + 1, &move.choice) || i >= MAX_MOVES)
        return FALSE;
      move.seat = (guint8) (words[i][0] - '0');
      if (schott_game_decider (&game) != move.seat || !schott_game_decide (&game, &move.choice, NULL, NULL, NULL))
        return FALSE;
      g_array_append_val (self->moves, move);
    }
  replayed = schott_game_serialize (&game);
  return strcmp (replayed, saved) == 0;
}

SchottOnline *
schott_online_resume_host (SwOnlineTable *table,
                           const char    *autosave,
                           SchottAiLevel  level,
                           GError       **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(SchottOnline) self = NULL;
  g_autofree char *game = NULL;
  g_autofree char *record = NULL;
  g_autofree char *ai_seed = NULL;
  guint64 value = 1;

  g_return_val_if_fail (SW_IS_ONLINE_TABLE (table), NULL);

  if (!g_key_file_load_from_file (file, autosave, G_KEY_FILE_NONE, error))
    return NULL;
  ai_seed = g_key_file_get_string (file, "schott", "ai-seed", NULL);
  if (ai_seed != NULL)
    g_ascii_string_to_unsigned (ai_seed, 10, 0, G_MAXUINT64, &value, NULL);
  self = new_online (table, TRUE, value, autosave);
  if (!sw_online_game_load_table (&self->g, file, error))
    return NULL;
  game = g_key_file_get_string (file, "schott", "game", NULL);
  record = g_key_file_get_string (file, "schott", "moves", NULL);
  if (game == NULL || record == NULL)
    {
      not_this_table (error, autosave);
      return NULL;
    }
  if (!schott_game_deserialize (&self->game, game, error))
    return NULL;
  if (self->game.n_players != self->g.n_players || !load_record (self, record, game))
    {
      not_this_table (error, autosave);
      return NULL;
    }
  self->g.over = schott_game_is_over (&self->game);
  for (guint s = 0; s < self->g.n_players; s++)
    {
      const SwSeat *seat = sw_online_table_get_seat (table, s);
      SchottAiLevel seat_level = level;

      if (s > 0 && seat->kind == SW_SEAT_COMPUTER && !schott_ai_level_parse (seat->level, &seat_level))
        seat_level = SCHOTT_AI_NORMAL;
      if (self->g.local[s])
        schott_ai_init (&self->ai[s], seat_level, self->ai_seed + s, s);
    }
  schott_view_init (&self->view, &self->game, 0);
  self->have_view = TRUE;
  self->view_n = self->moves->len;
  return g_steal_pointer (&self);
}

SchottOnline *
schott_online_new_guest (SwOnlineTable *table,
                         SchottAiLevel  level,
                         guint64        ai_seed)
{
  SchottOnline *self;
  g_autoptr(SwOnlineNode) hello = sw_online_node_new ("hello");

  g_return_val_if_fail (SW_IS_ONLINE_TABLE (table), NULL);

  self = new_online (table, FALSE, ai_seed, NULL);
  self->own_level = level;
  sw_online_table_send (table, hello, NULL);
  return self;
}

void
schott_online_start (SchottOnline *self)
{
  g_return_if_fail (SCHOTT_IS_ONLINE (self));

  if (!self->g.host)
    return;
  announce_table (self, NULL);
  if (self->g.started && !self->g.over)
    {
      /* A resumed table: every guest gets the game so far (it may have
       * missed our last messages), and the game goes on. */
      for (guint s = 0; s < self->g.n_players; s++)
        {
          const SwSeat *seat = sw_online_table_get_seat (self->g.table, s);

          if (seat->kind == SW_SEAT_PERSON && !self->g.local[s])
            send_sync (self, seat->jid);
        }
      schedule_step (self);
    }
  else if (self->g.over)
    sw_online_game_send_seed (&self->g, NULL);
  else
    host_start_if_full (self);
}

const SchottView *
schott_online_get_view (SchottOnline *self)
{
  g_return_val_if_fail (SCHOTT_IS_ONLINE (self), NULL);
  return self->have_view ? &self->view : NULL;
}

gboolean
schott_online_is_over (SchottOnline *self)
{
  return self->g.over;
}

gboolean
schott_online_get_deal_checked (SchottOnline *self)
{
  return self->g.checked;
}

gboolean
schott_online_get_deal_verified (SchottOnline *self)
{
  return self->g.verified;
}

gboolean
schott_online_get_all_confirmed (SchottOnline *self)
{
  return sw_online_game_all_confirmed (&self->g);
}

guint
schott_online_get_n_moves (SchottOnline *self)
{
  return self->moves->len;
}

int
schott_online_get_own_seat (SchottOnline *self)
{
  return self->g.own_seat;
}

void
schott_online_set_pace (SchottOnline *self,
                        guint         pace_ms)
{
  g_return_if_fail (SCHOTT_IS_ONLINE (self));
  self->g.pace_ms = pace_ms;
}
