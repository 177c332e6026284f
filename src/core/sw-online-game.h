/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-game.h: what any game needs at an online table, below the
 * game's own protocol (doc/online-protocol.md): the seats and who plays
 * which here, the joining order, the dealer's commitment to its seed and
 * the check of the seed after the game, the `table`, `seed`, `hello` and
 * `done` messages, and the refusals every game makes the same way (only
 * the host sends …, a forged seat). Each game's online object embeds one
 * SwOnlineGame and adds its moves (src/<game>/online). GIO only. */
#pragma once

#include <gio/gio.h>

#include "sw-online-table.h"

G_BEGIN_DECLS

#define SW_ONLINE_HASH_LEN  64   /* SHA-256, hex */
#define SW_ONLINE_SALT_LEN  32   /* 128 random bits, hex */

typedef struct
{
  SwOnlineTable *table;
  const char    *game_id;    /* "best-path", "schott": static */
  gboolean       host;
  char          *autosave;
  guint          n_players;
  guint          max_players;
  gboolean       local[SW_ONLINE_MAX_SEATS];   /* seats played here */
  int            own_seat;                     /* a guest's, -1 before the host gave one */

  /* the dealer's secret (host only until published) and everyone's copy
   * of its commitment */
  guint64        seed;
  char           nonce[SW_ONLINE_SALT_LEN + 1];
  char           deal_commit[SW_ONLINE_HASH_LEN + 1];
  gboolean       started;
  gboolean       over;
  gboolean       verified;
  gboolean       checked;                      /* the seed came and was compared */
  gboolean       confirmed[SW_ONLINE_MAX_SEATS]; /* guests that checked the seed */
  guint          pace_ms;    /* the least wait before a move of ours (--pace) */
} SwOnlineGame;

/* Helpers of commitments. */
char       *sw_online_sha256_hex       (const char   *text);
/* n_chars random lowercase hex digits (a multiple of 8) and a NUL. */
void        sw_online_random_hex       (char         *out,
                                        guint         n_chars);
/* Exactly length lowercase hex digits. */
gboolean    sw_online_is_hex           (const char   *text,
                                        gsize         length);

void        sw_online_game_init        (SwOnlineGame  *game,
                                        SwOnlineTable *table,
                                        const char    *game_id,
                                        guint          max_players,
                                        gboolean       host,
                                        const char    *autosave);
void        sw_online_game_clear       (SwOnlineGame  *game);

/* Host: the seed and a fresh nonce; sets deal_commit, the SHA-256 of
 * "schott-world GAME deal|ROOM|SEED|NONCE". */
void        sw_online_game_deal        (SwOnlineGame  *game,
                                        guint64        seed);
/* Whether seed and nonce are the ones committed to (logs a mismatch);
 * sets checked, and clears verified (the game sets it once its own
 * replay agrees too). */
gboolean    sw_online_game_seed_matches (SwOnlineGame *game,
                                         guint64       seed,
                                         const char   *nonce);
/* Sets verified and says so in the log: why is the translated sentence
 * of a mismatch ("The deal does NOT match: …"). */
void        sw_online_game_set_verified (SwOnlineGame *game,
                                         gboolean      verified,
                                         const char   *why);

/* "ana@example.org", "computer (expert)", "open seat 3". */
const char *sw_online_game_seat_name   (const SwOnlineGame *game,
                                        guint               seat,
                                        char               *buffer,
                                        gsize               size);
/* "Refused a message from JID: …" in the table's log. */
void        sw_online_game_refuse      (SwOnlineGame  *game,
                                        const char    *jid,
                                        const char    *format,
                                        ...) G_GNUC_PRINTF (3, 4);

/* The `table` attributes (game, players, deal, state) and <seat>
 * children. */
void        sw_online_game_fill_table  (const SwOnlineGame *game,
                                        SwOnlineNode       *message);
/* Checks the attributes and seats fill_table () writes, for game_id
 * with 2..max_players players. */
gboolean    sw_online_game_check_table (const SwOnlineNode *message,
                                        const char         *game_id,
                                        guint               max_players,
                                        guint              *n_players,
                                        GError            **error);
/* Guest: the seats of a checked `table` or `sync` into the table; sets
 * own_seat and local. */
void        sw_online_game_read_seats  (SwOnlineGame       *game,
                                        const SwOnlineNode *message);
/* `seed`, `hello` and `done`: well-formed? (FALSE for other kinds.) */
gboolean    sw_online_game_check_common (const SwOnlineNode *message,
                                         gboolean           *known,
                                         GError            **error);

/* Host: a person entered. Gives them the next open seat while the game
 * has not started (joining order); returns that seat, or -1. */
int         sw_online_game_take_seat   (SwOnlineGame  *game,
                                        const char    *jid);
/* Whether a message of this kind may come from this sender: the kinds
 * only the host sends (refused from anyone else, and at the host).
 * Refuses and returns FALSE otherwise. */
gboolean    sw_online_game_check_host_only (SwOnlineGame *game,
                                            const char   *kind,
                                            const char   *jid,
                                            gboolean      from_host);
/* Whether the sender may move for seat: a person's seat only from its
 * holder, a computer's only from the host, never a seat played here.
 * Refuses (a forged seat) and returns FALSE otherwise. */
gboolean    sw_online_game_check_seat  (SwOnlineGame  *game,
                                        guint          seat,
                                        const char    *jid,
                                        int            sender_seat,
                                        gboolean       from_host);

/* Host: publishes the seed (after the game) to the room, or to one jid. */
void        sw_online_game_send_seed   (SwOnlineGame  *game,
                                        const char    *jid);
/* Guest: tells the host it checked the seed. */
void        sw_online_game_send_done   (SwOnlineGame  *game);
/* Host: a guest's `done`. */
void        sw_online_game_on_done     (SwOnlineGame       *game,
                                        const SwOnlineNode *message,
                                        int                 sender_seat);
/* Host: every person's seat played elsewhere confirmed the seed. */
gboolean    sw_online_game_all_confirmed (const SwOnlineGame *game);

/* The host's table in its autosave (group "table") and back: room,
 * players, seed, nonce, started, seats. load sets up the table's seats
 * and local; FALSE with an error naming the file if it is not this
 * table's. */
void        sw_online_game_save_table  (const SwOnlineGame *game,
                                        GKeyFile           *file);
gboolean    sw_online_game_load_table  (SwOnlineGame       *game,
                                        GKeyFile           *file,
                                        GError            **error);
/* Writes file to the game's autosave (if any); a failure goes to the log. */
void        sw_online_game_write       (SwOnlineGame       *game,
                                        GKeyFile           *file);

G_END_DECLS
