/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-online.h: a SCHOTT table over XMPP (doc/online-protocol.md).
 *
 * The host's client is the dealer: only it holds the whole game and its
 * seed. It publishes a commitment to the seed before the first card and
 * the seed after the game. Every decision is applied by the host's engine
 * and published as a move; each guest gets, privately, its player's view
 * (the engine's SchottView: rows, discard pile, the drawn card to its
 * drawer, revealed events, the question once asked) after every move, and
 * its computer player decides on that view alone. A guest's model is that
 * view: never the seed, the draw pile's order or an unrevealed event.
 * After the game every guest deals the game itself from the published
 * seed, replays every move with its own engine and compares each view it
 * was shown with the replay's: the deal is verified only if all agree. */
#pragma once

#include <gio/gio.h>

#include "schott-engine.h"
#include "sw-online-table.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_ONLINE (schott_online_get_type ())
G_DECLARE_FINAL_TYPE (SchottOnline, schott_online, SCHOTT, ONLINE, GObject)

/* seats[0] is the host (a PERSON); levels[s] plays each seat this client
 * plays (seat 0 and the COMPUTER seats). ai_seed: the computer players'
 * own dice, independent of seed. NULL (error) if the variant does not
 * fit n_players. autosave (may be NULL): the file the host keeps the table
 * in after every move. */
SchottOnline     *schott_online_new_host  (SwOnlineTable       *table,
                                           const SchottVariant *variant,
                                           guint                n_players,
                                           const SwSeat        *seats,
                                           const SchottAiLevel *levels,
                                           guint64              seed,
                                           guint64              ai_seed,
                                           const char          *autosave,
                                           GError             **error);
/* The host's table from its autosave (the seed, the seats, the game and
 * its record, replayed to check it); NULL (error) if it is not this
 * table's. level plays seat 1. */
SchottOnline     *schott_online_resume_host (SwOnlineTable     *table,
                                             const char        *autosave,
                                             SchottAiLevel      level,
                                             GError           **error);
SchottOnline     *schott_online_new_guest (SwOnlineTable       *table,
                                           SchottAiLevel        level,
                                           guint64              ai_seed);

/* Host: announces the table and starts when it is full. */
void              schott_online_start     (SchottOnline        *self);
/* Each step of ours (a move of our seats, the host's turn of the game)
 * waits at least pace_ms (--pace). */
void              schott_online_set_pace  (SchottOnline        *self,
                                           guint                pace_ms);

/* What this client knows of the game as its player's view (the host's:
 * seat 1's); NULL before a guest got its first view. */
const SchottView *schott_online_get_view  (SchottOnline        *self);
gboolean          schott_online_is_over   (SchottOnline        *self);
/* TRUE once the seed came (verified or not). */
gboolean          schott_online_get_deal_checked  (SchottOnline *self);
/* TRUE once the seed matched its commitment and the replay every view. */
gboolean          schott_online_get_deal_verified (SchottOnline *self);
/* Host: every guest confirmed it checked the seed. */
gboolean          schott_online_get_all_confirmed (SchottOnline *self);
guint             schott_online_get_n_moves (SchottOnline     *self);
int               schott_online_get_own_seat (SchottOnline    *self);

/* The one place a SCHOTT message's attributes and ranges are judged,
 * without a table (for the fuzzer too). */
gboolean          schott_online_message_check (const SwOnlineNode *message,
                                               GError            **error);

G_END_DECLS
