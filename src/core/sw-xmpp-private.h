/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-xmpp-private.h: what the parts of SwXmpp share: the connection
 * (sw-xmpp.c: the socket as a GSource, connecting, the object), its
 * stanzas and requests (sw-xmpp-stanza.c) and what comes in, rooms and
 * service discovery (sw-xmpp-rooms.c). Not installed, not for callers. */
#pragma once

#include <strophe.h>

#include "sw-xmpp.h"

#define NS_MUC        "http://jabber.org/protocol/muc"
#define NS_MUC_USER   "http://jabber.org/protocol/muc#user"
#define NS_MUC_OWNER  "http://jabber.org/protocol/muc#owner"
#define NS_MUC_ADMIN  "http://jabber.org/protocol/muc#admin"
#define NS_DISCO_INFO "http://jabber.org/protocol/disco#info"
#define NS_DISCO_ITEMS "http://jabber.org/protocol/disco#items"
#define NS_CONFERENCE "jabber:x:conference"
#define NS_DELAY      "urn:xmpp:delay"

typedef struct
{
  char      *room;
  char      *nick;
  gboolean   create;
  char     **members;
  GTask     *task;      /* until the room answered */
  gboolean   joined;
} Room;

struct _SwXmpp
{
  GObject       parent_instance;

  char         *jid;
  char         *password;
  char         *host;      /* NULL: the domain's SRV records */
  guint16       port;
  gboolean      loopback;

  xmpp_ctx_t   *ctx;
  xmpp_log_t    log;
  xmpp_conn_t  *conn;
  int           fd;
  GSource      *source;
  gpointer      fd_tag;
  GMainContext *context;

  GTask        *connect_task;
  guint         connect_attempts;
  gboolean      connected;
  gboolean      ever_connected;
  gboolean      closing;
  char         *tls_error;
  char         *bound_jid;
  guint         reconnect_id;
  guint         reconnect_delay_s;
  /* connections that ended, released outside libstrophe's loop (and all
   * of them before the context goes: it does not free their list nodes) */
  GPtrArray    *dying;
  guint         release_id;
  xmpp_sm_state_t *sm_state;

  GHashTable   *rooms;      /* room jid -> Room */
  GHashTable   *iq_tasks;   /* id -> GTask */
  guint         next_id;
};

enum
{
  PROP_0,
  PROP_JID,
  PROP_CONNECTED,
  N_PROPS
};

enum
{
  SIGNAL_MESSAGE,
  SIGNAL_OCCUPANT,
  SIGNAL_INVITATION,
  SIGNAL_CONNECTION_LOST,
  SIGNAL_RECONNECTED,
  N_SIGNALS
};

extern guint _sw_xmpp_signals[N_SIGNALS];

/* sw-xmpp.c */
void        _sw_xmpp_update_source (SwXmpp        *self);
/* sw-xmpp-expat.c: libstrophe's parser without Expat's reparse deferral */
void        _sw_xmpp_expat_init    (void);

/* sw-xmpp-stanza.c */
char       *_sw_xmpp_next_id        (SwXmpp        *self);
/* Queues one stanza given as text (nothing while disconnected). */
void        _sw_xmpp_send_text      (SwXmpp        *self,
                                     const char    *text);
char       *_sw_xmpp_stanza_text    (xmpp_stanza_t *stanza);
gboolean    _sw_xmpp_game_id_is_valid (const char  *game);
/* The error condition of an error stanza ("item-not-found"). */
const char *_sw_xmpp_error_condition (xmpp_stanza_t *stanza);
/* An iq of type to `to` with child inside; task (may be NULL) gets the
 * answer's text or its error. */
void        _sw_xmpp_send_iq        (SwXmpp        *self,
                                     const char    *type,
                                     const char    *to,
                                     const char    *child,
                                     GTask         *task);
void        _sw_xmpp_iq_async       (SwXmpp              *self,
                                     const char          *type,
                                     const char          *to,
                                     const char          *child,
                                     GCancellable        *cancellable,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data);
char       *_sw_xmpp_iq_finish      (SwXmpp        *self,
                                     GAsyncResult  *result,
                                     GError       **error);

/* sw-xmpp-rooms.c */
void        _sw_xmpp_room_free      (Room          *room);
int         _sw_xmpp_on_presence    (xmpp_conn_t   *conn,
                                     xmpp_stanza_t *stanza,
                                     void          *user_data);
int         _sw_xmpp_on_message     (xmpp_conn_t   *conn,
                                     xmpp_stanza_t *stanza,
                                     void          *user_data);
