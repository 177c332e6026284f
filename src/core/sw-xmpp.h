/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-xmpp.h: one XMPP account's connection (libstrophe) driven by the GLib
 * main loop: its socket is a GSource of the thread-default main context
 * that connected it, so every signal and callback runs there (HACKING.md,
 * "Online tables", says why not a thread).
 *
 * TLS is required unless the server is a loopback address, and an invalid
 * certificate is refused. The password is handed to libstrophe and never
 * logged. Stream management (XEP-0198) is used where the server offers
 * it: a dropped connection is reconnected and resumed; when resumption
 * fails the rooms are joined again. Multi-user chat (XEP-0045) rooms are
 * found through service discovery, created members-only and
 * non-anonymous, and joined. GIO only, no GTK. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The namespace of the games' elements in messages (doc/online-protocol.md);
 * the "message" signal hands such an element over as text. */
#define SW_XMPP_PAYLOAD_NS "urn:x-schott-world:online"

#define SW_XMPP_ERROR (sw_xmpp_error_quark ())
typedef enum
{
  SW_XMPP_ERROR_ADDRESS,      /* not an XMPP address, or a bad HOST:PORT */
  SW_XMPP_ERROR_CONNECT,      /* no connection to the server */
  SW_XMPP_ERROR_TLS,          /* no TLS offered, or an invalid certificate */
  SW_XMPP_ERROR_AUTH,         /* the server refused the account */
  SW_XMPP_ERROR_DISCONNECTED, /* the connection went away */
  SW_XMPP_ERROR_NO_MUC,       /* the server has no chat room service */
  SW_XMPP_ERROR_ROOM,         /* the room refused us, or does not exist */
  SW_XMPP_ERROR_IQ,           /* a request was answered with an error */
} SwXmppError;
GQuark sw_xmpp_error_quark (void);

/* One occupant of a room, as its presence says. */
typedef struct
{
  char     *room;         /* room@service */
  char     *nick;
  char     *real_jid;     /* bare, NULL if the room hides it */
  char     *affiliation;  /* "owner", "member", "none", … */
  gboolean  available;    /* FALSE: the occupant left */
  gboolean  self;
} SwXmppOccupant;

#define SW_TYPE_XMPP (sw_xmpp_get_type ())
G_DECLARE_FINAL_TYPE (SwXmpp, sw_xmpp, SW, XMPP, GObject)

/* server: "HOST" or "HOST:PORT" or NULL (the address's domain, found by
 * DNS). The password is copied; it is not a property. */
SwXmpp     *sw_xmpp_new              (const char          *jid,
                                      const char          *password,
                                      const char          *server,
                                      GError             **error);
const char *sw_xmpp_get_jid          (SwXmpp              *self);

void        sw_xmpp_connect_async    (SwXmpp              *self,
                                      GCancellable        *cancellable,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data);
gboolean    sw_xmpp_connect_finish   (SwXmpp              *self,
                                      GAsyncResult        *result,
                                      GError             **error);
/* Sends what is queued, then closes the stream. */
void        sw_xmpp_disconnect       (SwXmpp              *self);

/* type: "groupchat" or "chat". body may be NULL; payload (may be NULL) is
 * one XML element, already serialized (the caller escapes). */
void        sw_xmpp_send_message     (SwXmpp              *self,
                                      const char          *to,
                                      const char          *type,
                                      const char          *body,
                                      const char          *payload);

/* The first item of the server's disco#items whose disco#info says
 * conference/text. */
void        sw_xmpp_find_muc_service_async  (SwXmpp              *self,
                                             GCancellable        *cancellable,
                                             GAsyncReadyCallback  callback,
                                             gpointer             user_data);
char       *sw_xmpp_find_muc_service_finish (SwXmpp              *self,
                                             GAsyncResult        *result,
                                             GError             **error);

/* Joins room as nick (no history). With create, a room that did not
 * exist is configured members-only, non-anonymous, persistent and not
 * listed, and members (bare JIDs, may be NULL) get the member
 * affiliation; without create, joining a room that does not exist
 * fails (the room we made by joining is destroyed again). */
void        sw_xmpp_join_room_async  (SwXmpp              *self,
                                      const char          *room,
                                      const char          *nick,
                                      gboolean             create,
                                      const char * const  *members,
                                      GCancellable        *cancellable,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data);
gboolean    sw_xmpp_join_room_finish (SwXmpp              *self,
                                      GAsyncResult        *result,
                                      GError             **error);
/* Gives bare_jid the member affiliation of room (we must own it). */
void        sw_xmpp_add_member       (SwXmpp              *self,
                                      const char          *room,
                                      const char          *bare_jid);
/* A direct invitation (XEP-0249). */
void        sw_xmpp_invite           (SwXmpp              *self,
                                      const char          *room,
                                      const char          *bare_jid,
                                      const char          *reason);
/* The same, saying which game the table plays (game: a game's id,
 * "best-path"; NULL: none said). */
void        sw_xmpp_invite_to_game   (SwXmpp              *self,
                                      const char          *room,
                                      const char          *bare_jid,
                                      const char          *reason,
                                      const char          *game);
void        sw_xmpp_leave_room       (SwXmpp              *self,
                                      const char          *room,
                                      const char          *nick);
/* Destroys a room we own (the end of a table). */
void        sw_xmpp_destroy_room     (SwXmpp              *self,
                                      const char          *room);


/* Bare JID helpers (no libstrophe needed). */
char       *sw_xmpp_jid_bare         (const char          *jid);
char       *sw_xmpp_jid_resource     (const char          *jid);
gboolean    sw_xmpp_jid_is_valid     (const char          *jid);
/* Whether host is a loopback address or "localhost". */
gboolean    sw_xmpp_host_is_loopback (const char          *host);

void        sw_xmpp_occupant_free    (SwXmppOccupant      *occupant);

G_END_DECLS
