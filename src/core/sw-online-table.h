/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-table.h: what every game's online table shares: the room, who
 * is in it (real addresses: the rooms are non-anonymous), who holds which
 * seat, the one parser every incoming game message goes through, and the
 * table's log where refused messages are named with their sender.
 *
 * The game layer (src/<game>/online) says what the messages mean; this
 * layer only lets through messages from occupants of the room, parsed
 * within the limits, with the sender's real address, its seat (or -1)
 * and whether it is the host (the room's owner). GIO only. */
#pragma once

#include <gio/gio.h>

#include "sw-online-message.h"
#include "sw-xmpp.h"

G_BEGIN_DECLS

#define SW_ONLINE_MAX_SEATS 4

typedef enum
{
  SW_SEAT_OPEN,       /* for whoever joins next */
  SW_SEAT_PERSON,     /* a person (or their bot) at jid */
  SW_SEAT_COMPUTER,   /* a computer player on the host's machine */
} SwSeatKind;

typedef struct
{
  SwSeatKind kind;
  char      *jid;     /* bare; PERSON only */
  char      *level;   /* COMPUTER only: "expert" … */
} SwSeat;

#define SW_TYPE_ONLINE_TABLE (sw_online_table_get_type ())
G_DECLARE_FINAL_TYPE (SwOnlineTable, sw_online_table, SW, ONLINE_TABLE, GObject)

/* The nick in the room is the account's bare address, so a seat's
 * private messages go to ROOM/BARE-JID. */
SwOnlineTable *sw_online_table_new        (SwXmpp        *xmpp,
                                           const char    *room,
                                           gboolean       is_host);
const char    *sw_online_table_get_room   (SwOnlineTable *self);
const char    *sw_online_table_get_own_jid (SwOnlineTable *self);

void           sw_online_table_set_seats  (SwOnlineTable *self,
                                           guint          n_seats,
                                           const SwSeat  *seats);
guint          sw_online_table_get_n_seats (SwOnlineTable *self);
const SwSeat  *sw_online_table_get_seat   (SwOnlineTable *self,
                                           guint          seat);
/* Host: gives the next open seat to jid; returns the seat or -1. */
int            sw_online_table_take_open_seat (SwOnlineTable *self,
                                               const char    *jid);
gboolean       sw_online_table_is_full    (SwOnlineTable *self);
/* The seat a person's bare address holds, or -1. */
int            sw_online_table_seat_of    (SwOnlineTable *self,
                                           const char    *jid);

/* body: the readable line for people in the room with an ordinary client. */
void           sw_online_table_send       (SwOnlineTable      *self,
                                           const SwOnlineNode *message,
                                           const char         *body);
/* To one person at the table (a private message inside the room). */
void           sw_online_table_send_to    (SwOnlineTable      *self,
                                           const char         *jid,
                                           const SwOnlineNode *message,
                                           const char         *body);

/* Adds a line to the table's log (and emits "log"). */
void           sw_online_table_log        (SwOnlineTable *self,
                                           const char    *format,
                                           ...) G_GNUC_PRINTF (2, 3);
/* "refused a message from JID: reason" in the log. */
void           sw_online_table_refuse     (SwOnlineTable *self,
                                           const char    *jid,
                                           const char    *reason);

void           sw_seat_clear              (SwSeat        *seat);

G_END_DECLS
