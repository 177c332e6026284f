/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-online.h: a Best Path table over XMPP (doc/online-protocol.md).
 *
 * The host deals: it commits to the deck's seed before the first card,
 * turns each round's card and publishes the seed after the last round.
 * Each round every seat commits to its extension with a hash, and reveals
 * it only once every seat has committed; every client checks each reveal
 * against its commitment and the rules with its own engine, and applies
 * the round itself. A guest's game never holds a card before it is
 * turned, the seed, or another seat's extension before the reveals.
 *
 * The client plays its own seats (the host: seat 1 and the computers;
 * a guest: the seat it was given) with the engine's computer players,
 * unless a person plays its own seat (bp_online_set_person): then
 * "decide" (guint round) is emitted once the round's card is turned, and
 * the app answers with bp_online_commit_own(), which commits with a hash
 * like every other seat and reveals only when every seat has committed. */
#pragma once

#include <gio/gio.h>

#include "bp-engine.h"
#include "sw-online-table.h"

G_BEGIN_DECLS

#define BP_TYPE_ONLINE (bp_online_get_type ())
G_DECLARE_FINAL_TYPE (BpOnline, bp_online, BP, ONLINE, GObject)

/* seats[0] is the host (a PERSON); levels[s] plays each seat this client
 * plays (seat 0 and the COMPUTER seats). autosave (may be NULL): the file
 * the host keeps the table in, to resume it after a crash. */
BpOnline     *bp_online_new_host    (SwOnlineTable   *table,
                                     guint            n_players,
                                     const SwSeat    *seats,
                                     const BpAiLevel *levels,
                                     guint64          seed,
                                     const char      *autosave);
/* The host's table from its autosave; NULL (error) if it cannot be read. */
BpOnline     *bp_online_resume_host (SwOnlineTable   *table,
                                     const char      *autosave,
                                     const BpAiLevel *levels,
                                     GError         **error);
/* autosave (may be NULL): the guest's own commitment, so a restarted
 * guest can reveal what it committed to. */
BpOnline     *bp_online_new_guest   (SwOnlineTable   *table,
                                     BpAiLevel        level,
                                     const char      *autosave);

/* Host: announces the table (again) and starts when it is full. */
void          bp_online_start       (BpOnline        *self);

/* The game as this client knows it (a guest's: no unturned card). */
const BpGame *bp_online_get_game    (BpOnline        *self);
gboolean      bp_online_is_over     (BpOnline        *self);
/* TRUE once the published seed matched the commitment and the cards. */
gboolean      bp_online_get_deal_verified (BpOnline  *self);
/* TRUE once the seed came (verified or not). */
gboolean      bp_online_get_deal_checked (BpOnline   *self);
/* Our seat (guest), or -1 before the host gave one. */
int           bp_online_get_own_seat (BpOnline       *self);
guint         bp_online_get_n_moves (BpOnline        *self);
/* Host: every guest confirmed it checked the seed. */
gboolean      bp_online_get_all_confirmed (BpOnline  *self);
/* Text of a reveal ("E5:E6,D6" or "-" for a pass) and back. */
char         *bp_online_extension_to_string (const BpExtension *extension);
gboolean      bp_online_extension_parse     (const char        *text,
                                             BpExtension       *extension);
/* The one place a Best Path message is judged, for the fuzzer: whether
 * message is well-formed for the protocol (attributes, ranges), without
 * a table. */
/* Whether a person decides our own seat (before bp_online_start or the
 * first message; default: the computer level given). */
/* Our computers wait at least pace_ms before each round's choice (a bot
 * left at a table with people; the hostile test's table). */
void          bp_online_set_pace    (BpOnline          *self,
                                     guint              pace_ms);
void          bp_online_set_person  (BpOnline          *self,
                                     gboolean           person);
/* TRUE while our person's extension of this round is awaited. */
gboolean      bp_online_is_deciding (BpOnline          *self);
/* Our person's extension for the round under way: checked with the
 * engine, committed (a hash), revealed once all have committed. FALSE
 * (error) if it is not our turn or the rules refuse it. */
gboolean      bp_online_commit_own  (BpOnline          *self,
                                     const BpExtension *extension,
                                     GError           **error);
gboolean      bp_online_message_check (const SwOnlineNode *message,
                                       GError            **error);

G_END_DECLS
