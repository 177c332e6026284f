/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-message.h: the one parser (and writer) of the games' messages
 * at an online table (doc/online-protocol.md). A message is one element
 * in the namespace SW_XMPP_PAYLOAD_NS with a protocol version, simple
 * attributes and a few levels of child elements. The parser stops at its
 * limits while reading and refuses a newer major version by naming both.
 * GLib only. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SW_ONLINE_NS                "urn:x-schott-world:online"
#define SW_ONLINE_PROTOCOL_MAJOR    1
#define SW_ONLINE_PROTOCOL_MINOR    1

/* Limits of one incoming message. */
#define SW_ONLINE_MAX_BYTES         32768
#define SW_ONLINE_MAX_DEPTH         4
#define SW_ONLINE_MAX_ELEMENTS      512
#define SW_ONLINE_MAX_ATTRIBUTES    16
#define SW_ONLINE_MAX_VALUE         2048
#define SW_ONLINE_MAX_TEXT          4096
#define SW_ONLINE_MAX_NAME          32

#define SW_ONLINE_ERROR (sw_online_error_quark ())
typedef enum
{
  SW_ONLINE_ERROR_MALFORMED,   /* not XML, or not our element */
  SW_ONLINE_ERROR_TOO_LARGE,   /* over a limit above */
  SW_ONLINE_ERROR_VERSION,     /* a newer major version */
  SW_ONLINE_ERROR_INVALID,     /* well-formed, but wrong for the game */
} SwOnlineError;
GQuark sw_online_error_quark (void);

typedef struct _SwOnlineNode SwOnlineNode;

SwOnlineNode *sw_online_node_new       (const char   *name);
void          sw_online_node_free      (SwOnlineNode *node);
const char   *sw_online_node_name      (const SwOnlineNode *node);

void          sw_online_node_set       (SwOnlineNode *node,
                                        const char   *attribute,
                                        const char   *value);
void          sw_online_node_set_uint  (SwOnlineNode *node,
                                        const char   *attribute,
                                        guint64       value);
/* NULL if absent. */
const char   *sw_online_node_get       (const SwOnlineNode *node,
                                        const char         *attribute);
/* A decimal number from 0 to max, without sign, spaces or leading zeros;
 * FALSE (and an error naming the attribute) otherwise. */
gboolean      sw_online_node_get_uint  (const SwOnlineNode *node,
                                        const char         *attribute,
                                        guint64             max,
                                        guint64            *value,
                                        GError            **error);
/* A required attribute; FALSE with an error naming it when absent. */
gboolean      sw_online_node_require   (const SwOnlineNode *node,
                                        const char         *attribute,
                                        const char        **value,
                                        GError            **error);


/* The new child is owned by node. */
SwOnlineNode *sw_online_node_add       (SwOnlineNode *node,
                                        const char   *name);
guint         sw_online_node_n_children (const SwOnlineNode *node);
const SwOnlineNode *sw_online_node_child (const SwOnlineNode *node,
                                          guint               index);

/* The root as a message: namespace and version added. */
char         *sw_online_message_to_string (const SwOnlineNode *message);
/* Parses one message (text need not be NUL-terminated). */
SwOnlineNode *sw_online_message_parse     (const char         *text,
                                           gsize               length,
                                           GError            **error);

/* "1.0" → 1, 0. */
gboolean      sw_online_parse_version     (const char         *text,
                                           guint              *major,
                                           guint              *minor);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwOnlineNode, sw_online_node_free)

G_END_DECLS
