/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-xmpp.c: a libstrophe connection whose socket is a GSource. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <string.h>
#include <sys/socket.h>

#include "sw-xmpp-private.h"

/* libstrophe's own loop wakes every second for its timers (keep-alives,
 * stream-management acks, time-outs); so does our source. */
#define TIMER_TICK_US   G_USEC_PER_SEC
/* A readable socket gets this many passes, so that TLS records larger
 * than libstrophe's 4 KiB read buffer are read to their end. */
#define READ_PASSES     5
#define RECONNECT_MAX_S 30

typedef struct
{
  GSource  source;
  SwXmpp  *xmpp;   /* not referenced: the source dies first */
} XmppSource;

G_DEFINE_FINAL_TYPE (SwXmpp, sw_xmpp, G_TYPE_OBJECT)
G_DEFINE_QUARK (sw-xmpp-error-quark, sw_xmpp_error)

static GParamSpec *properties[N_PROPS];
guint _sw_xmpp_signals[N_SIGNALS];

/* The connection libstrophe is working for in this thread: its
 * certificate and socket callbacks carry no user data. */
static _Thread_local SwXmpp *current;

static void start_connection (SwXmpp *self);

/* ------------------------------------------------------------ helpers */

void
sw_xmpp_occupant_free (SwXmppOccupant *occupant)
{
  if (occupant == NULL)
    return;
  g_free (occupant->room);
  g_free (occupant->nick);
  g_free (occupant->real_jid);
  g_free (occupant->affiliation);
  g_free (occupant);
}

char *
sw_xmpp_jid_bare (const char *jid)
{
  const char *slash;

  if (jid == NULL)
    return NULL;
  slash = strchr (jid, '/');
  return slash ? g_strndup (jid, (gsize) (slash - jid)) : g_strdup (jid);
}

char *
sw_xmpp_jid_resource (const char *jid)
{
  const char *slash = jid ? strchr (jid, '/') : NULL;

  return slash ? g_strdup (slash + 1) : NULL;
}

gboolean
sw_xmpp_jid_is_valid (const char *jid)
{
  const char *at, *slash;

  if (jid == NULL || !g_utf8_validate (jid, -1, NULL) || strlen (jid) > 3071)
    return FALSE;
  at = strchr (jid, '@');
  slash = strchr (jid, '/');
  if (at == NULL || at == jid || (slash != NULL && slash < at))
    return FALSE;
  if (at[1] == '\0' || at[1] == '/' || strchr (at + 1, '@') != NULL)
    return FALSE;
  for (const char *p = jid; *p; p++)
    if ((guchar) *p <= ' ' || strchr ("\"&'<>:", *p) != NULL)
      if (slash == NULL || p < slash)
        return FALSE;
  return TRUE;
}

gboolean
sw_xmpp_host_is_loopback (const char *host)
{
  g_autoptr(GInetAddress) address = NULL;

  if (host == NULL)
    return FALSE;
  if (g_ascii_strcasecmp (host, "localhost") == 0)
    return TRUE;
  address = g_inet_address_new_from_string (host);
  return address != NULL && g_inet_address_get_is_loopback (address);
}

static gboolean
parse_server (const char *server,
              char      **host,
              guint16    *port,
              GError    **error)
{
  const char *colon;
  guint64 value = 0;

  *host = NULL;
  *port = 0;
  if (server == NULL || *server == '\0')
    return TRUE;
  colon = strrchr (server, ':');
  /* "[::1]:5222" or "host:5222"; a bare IPv6 address has several colons. */
  if (server[0] == '[')
    {
      const char *close = strchr (server, ']');

      if (close == NULL || (close[1] != '\0' && close[1] != ':'))
        goto bad;
      *host = g_strndup (server + 1, (gsize) (close - server - 1));
      colon = close[1] == ':' ? close + 1 : NULL;
    }
  else if (colon != NULL && strchr (server, ':') == colon)
    *host = g_strndup (server, (gsize) (colon - server));
  else
    {
      *host = g_strdup (server);
      colon = NULL;
    }
  if (colon != NULL
      && (!g_ascii_string_to_unsigned (colon + 1, 10, 1, 65535, &value, NULL)))
    goto bad;
  *port = (guint16) value;
  if (**host == '\0')
    goto bad;
  return TRUE;

bad:
  g_clear_pointer (host, g_free);
  g_set_error (error, SW_XMPP_ERROR, SW_XMPP_ERROR_ADDRESS,
               /* TRANSLATORS: %s is what was given after --server */
               _("“%s” is not a server: give HOST or HOST:PORT."), server);
  return FALSE;
}

/* libstrophe's log: debug lines carry whole stanzas, the sign-in among
 * them, so they are dropped unless SW_XMPP_DEBUG asks for them, and then
 * every line that could hold the password is withheld. */
static void
on_strophe_log (void             *user_data,
                xmpp_log_level_t  level,
                const char       *area,
                const char       *msg)
{
  SwXmpp *self = user_data;
  static int debug = -1;

  if (debug < 0)
    debug = g_getenv ("SW_XMPP_DEBUG") != NULL;
  if (level < XMPP_LEVEL_WARN && !debug)
    return;
  if ((self->password != NULL && *self->password != '\0' && strstr (msg, self->password) != NULL)
      || strstr (msg, "<auth") != NULL || strstr (msg, "<response") != NULL
      || strstr (msg, "<password") != NULL || strstr (msg, "<success") != NULL
      || strstr (msg, "<challenge") != NULL)
    msg = "[a line of the sign-in, not logged]";
  if (level >= XMPP_LEVEL_WARN)
    g_debug ("xmpp %s: %s", area, msg);
  else
    g_printerr ("xmpp %s: %s\n", area, msg);
}

/* --------------------------------------------------------- the source */

static gboolean
xmpp_source_dispatch (GSource     *source,
                      GSourceFunc  callback,
                      gpointer     user_data)
{
  SwXmpp *self = ((XmppSource *) source)->xmpp;
  SwXmpp *previous = current;
  GIOCondition got = 0;
  guint passes = 1;

  if (self->fd_tag != NULL)
    got = g_source_query_unix_fd (source, self->fd_tag);
  if (got & G_IO_IN)
    passes = READ_PASSES;

  g_object_ref (self);
  current = self;
  for (guint i = 0; i < passes && self->ctx != NULL; i++)
    xmpp_run_once (self->ctx, 0);
  current = previous;
  _sw_xmpp_update_source (self);
  g_object_unref (self);
  return G_SOURCE_CONTINUE;
}

static GSourceFuncs xmpp_source_funcs = {
  NULL, NULL, xmpp_source_dispatch, NULL, NULL, NULL,
};

/* Watches the socket for what libstrophe waits for: reading always,
 * writing while it connects or has something queued; and the timer tick
 * while a connection exists. */
void
_sw_xmpp_update_source (SwXmpp *self)
{
  GIOCondition want = G_IO_IN | G_IO_HUP | G_IO_ERR;

  if (self->source == NULL)
    return;
  if (self->conn == NULL || self->fd < 0 || xmpp_conn_is_disconnected (self->conn))
    {
      if (self->fd_tag != NULL)
        g_source_remove_unix_fd (self->source, self->fd_tag);
      self->fd_tag = NULL;
      g_source_set_ready_time (self->source, -1);
      return;
    }
  if (xmpp_conn_is_connecting (self->conn) || xmpp_conn_send_queue_len (self->conn) > 0)
    want |= G_IO_OUT;
  if (self->fd_tag == NULL)
    self->fd_tag = g_source_add_unix_fd (self->source, self->fd, want);
  else
    g_source_modify_unix_fd (self->source, self->fd_tag, want);
  g_source_set_ready_time (self->source, g_get_monotonic_time () + TIMER_TICK_US);
}

static void
watch_fd (SwXmpp *self,
          int     fd)
{
  if (self->fd_tag != NULL && self->source != NULL)
    g_source_remove_unix_fd (self->source, self->fd_tag);
  self->fd_tag = NULL;
  self->fd = fd;
  _sw_xmpp_update_source (self);
}

static int
on_sockopt (xmpp_conn_t *conn,
            void        *sock)
{
  SwXmpp *self = current;

  if (self != NULL && self->conn == conn)
    {
      int fd = *(int *) sock;
      int on = 1;

      /* A move is one small stanza, often right after another: without
       * this, Nagle's algorithm holds the second until the server's
       * delayed ACK of the first (about 40 ms on Linux). */
      if (setsockopt (fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on) != 0)
        g_debug ("TCP_NODELAY not set: %s", g_strerror (errno));
      if (self->source != NULL && g_main_context_is_owner (self->context))
        watch_fd (self, fd);
      else
        self->fd = fd;
    }
  return xmpp_sockopt_cb_keepalive (conn, sock);
}

static int
on_certfail (const xmpp_tlscert_t *cert,
             const char *const     errormsg)
{
  SwXmpp *self = current;
  const char *name = xmpp_tlscert_get_dnsname (cert, 0);

  if (self != NULL)
    {
      g_free (self->tls_error);
      /* TRANSLATORS: %s: the server, %s: the TLS library's reason (English) */
      self->tls_error = g_strdup_printf (_("The certificate of %s is not valid (%s); the connection was refused."),
                                         name ? name : (self->host ? self->host : "?"),
                                         errormsg ? errormsg : "?");
    }
  return 0;
}

/* -------------------------------------------------------- connecting */

static void
rejoin_rooms (SwXmpp *self)
{
  GHashTableIter iter;
  Room *room;

  g_hash_table_iter_init (&iter, self->rooms);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &room))
    {
      g_autofree char *text = g_markup_printf_escaped ("<presence to='%s/%s'><x xmlns='" NS_MUC "'>"
                                                       "<history maxstanzas='0'/></x></presence>",
                                                       room->room, room->nick);
      _sw_xmpp_send_text (self, text);
    }
}

static void
fail_pending_iqs (SwXmpp *self)
{
  GHashTableIter iter;
  GTask *task;

  g_hash_table_iter_init (&iter, self->iq_tasks);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &task))
    {
      g_task_return_new_error (task, SW_XMPP_ERROR, SW_XMPP_ERROR_DISCONNECTED,
                               _("The connection to the server was lost."));
      g_object_unref (task);
      g_hash_table_iter_remove (&iter);
    }
}

static gboolean
on_reconnect_timeout_cb (gpointer user_data)
{
  SwXmpp *self = user_data;

  self->reconnect_id = 0;
  start_connection (self);
  return G_SOURCE_REMOVE;
}

static void
release_dying (SwXmpp *self)
{
  for (guint i = 0; self->dying != NULL && i < self->dying->len; i++)
    xmpp_conn_release (g_ptr_array_index (self->dying, i));
  if (self->dying != NULL)
    g_ptr_array_set_size (self->dying, 0);
}

static gboolean
on_release_idle_cb (gpointer user_data)
{
  SwXmpp *self = user_data;

  self->release_id = 0;
  release_dying (self);
  return G_SOURCE_REMOVE;
}

static void
on_conn_event (xmpp_conn_t         *conn,
               xmpp_conn_event_t    event,
               int                  error,
               xmpp_stream_error_t *stream_error,
               void                *user_data)
{
  SwXmpp *self = user_data;

  if (conn != self->conn)
    return;

  if (event == XMPP_CONN_CONNECT)
    {
      gboolean again = self->ever_connected;

      self->connected = TRUE;
      self->ever_connected = TRUE;
      self->reconnect_delay_s = 0;
      g_free (self->bound_jid);
      self->bound_jid = g_strdup (xmpp_conn_get_bound_jid (conn));
      _sw_xmpp_send_text (self, "<presence/>");
      if (again)
        {
          rejoin_rooms (self);
          g_signal_emit (self, _sw_xmpp_signals[SIGNAL_RECONNECTED], 0);
        }
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONNECTED]);
      if (self->connect_task != NULL)
        {
          GTask *task = g_steal_pointer (&self->connect_task);

          g_task_return_boolean (task, TRUE);
          g_object_unref (task);
        }
      return;
    }

  if (event != XMPP_CONN_DISCONNECT && event != XMPP_CONN_FAIL)
    return;

  /* Keep what resumption needs, then let the connection go outside
   * libstrophe's loop. */
  {
    gboolean was_connected = self->connected;
    xmpp_conn_t *old = self->conn;

    if (!self->closing && self->ever_connected)
      {
        if (self->sm_state != NULL)
          xmpp_free_sm_state (self->sm_state);
        self->sm_state = xmpp_conn_get_sm_state (old);
      }
    self->conn = NULL;
    self->connected = FALSE;
    watch_fd (self, -1);
    g_ptr_array_add (self->dying, old);
    if (self->release_id == 0)
      self->release_id = g_idle_add_full (G_PRIORITY_DEFAULT, on_release_idle_cb, self, NULL);
    fail_pending_iqs (self);

    /* libstrophe ends a sign-in the same way when the password is wrong
     * and when the server's answer to a step (features, bind, session)
     * took longer than its 15 s: on a machine too busy to answer in time,
     * one more try usually goes through. A wrong password fails twice. */
    if (self->connect_task != NULL && self->tls_error == NULL && stream_error == NULL && error == 0
        && !self->closing && self->connect_attempts++ == 0 && self->reconnect_id == 0)
      self->reconnect_id = g_timeout_add_seconds (1, on_reconnect_timeout_cb, self);
    else if (self->connect_task != NULL)
      {
        GTask *task = g_steal_pointer (&self->connect_task);

        if (self->tls_error != NULL)
          g_task_return_new_error (task, SW_XMPP_ERROR, SW_XMPP_ERROR_TLS, "%s", self->tls_error);
        else if (stream_error == NULL && error == 0)
          g_task_return_new_error (task, SW_XMPP_ERROR, SW_XMPP_ERROR_AUTH,
                                   /* TRANSLATORS: %s is an XMPP address */
                                   _("The server did not let %s sign in: check the address and the password, "
                                     "and whether the server offers an encrypted connection."), self->jid);
        else
          g_task_return_new_error (task, SW_XMPP_ERROR, SW_XMPP_ERROR_CONNECT,
                                   /* TRANSLATORS: %s: server, %s: the system's reason */
                                   _("Could not connect to %s: %s."),
                                   self->host ? self->host : self->jid,
                                   error ? g_strerror (error) : (stream_error && stream_error->text ? stream_error->text : "stream error"));
        g_object_unref (task);
      }
    if (was_connected)
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONNECTED]);
    if (!self->closing && self->ever_connected)
      {
        g_signal_emit (self, _sw_xmpp_signals[SIGNAL_CONNECTION_LOST], 0);
        if (self->reconnect_id == 0)
          {
            self->reconnect_id = g_timeout_add_seconds (self->reconnect_delay_s, on_reconnect_timeout_cb, self);
            self->reconnect_delay_s = MIN (MAX (self->reconnect_delay_s * 2, 1), RECONNECT_MAX_S);
          }
      }
  }
}

static void
connect_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  SwXmpp *self = source_object;
  xmpp_conn_t *conn = task_data;
  int status;

  current = self;
  status = xmpp_connect_client (conn, self->host, self->port, on_conn_event, self);
  current = NULL;
  g_task_return_int (task, status);
}

static void
on_connect_started_cb (GObject      *object,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  SwXmpp *self = SW_XMPP (object);
  xmpp_conn_t *conn = user_data;
  gssize status = g_task_propagate_int (G_TASK (result), NULL);

  if (conn != self->conn)
    return;
  if (status != XMPP_EOK)
    {
      self->conn = NULL;
      xmpp_conn_release (conn);
      if (self->connect_task != NULL)
        {
          GTask *task = g_steal_pointer (&self->connect_task);

          g_task_return_new_error (task, SW_XMPP_ERROR, SW_XMPP_ERROR_CONNECT,
                                   /* TRANSLATORS: %s: a server name */
                                   _("Could not find or reach the server %s."),
                                   self->host ? self->host : self->jid);
          g_object_unref (task);
        }
      else if (!self->closing && self->reconnect_id == 0)
        {
          self->reconnect_id = g_timeout_add_seconds (MAX (self->reconnect_delay_s, 1), on_reconnect_timeout_cb, self);
          self->reconnect_delay_s = MIN (MAX (self->reconnect_delay_s * 2, 1), RECONNECT_MAX_S);
        }
      return;
    }
  watch_fd (self, self->fd);
}

static void
start_connection (SwXmpp *self)
{
  g_autoptr(GTask) task = NULL;
  long flags = 0;

  g_assert (self->conn == NULL);
  self->conn = xmpp_conn_new (self->ctx);
  self->fd = -1;
  xmpp_conn_set_jid (self->conn, self->jid);
  xmpp_conn_set_pass (self->conn, self->password);
  if (!self->loopback)
    flags |= XMPP_CONN_FLAG_MANDATORY_TLS;
  xmpp_conn_set_flags (self->conn, flags);
  xmpp_conn_set_certfail_handler (self->conn, on_certfail);
  xmpp_conn_set_sockopt_callback (self->conn, on_sockopt);
  xmpp_handler_add (self->conn, _sw_xmpp_on_message, NULL, "message", NULL, self);
  xmpp_handler_add (self->conn, _sw_xmpp_on_presence, NULL, "presence", NULL, self);
  if (self->sm_state != NULL)
    {
      xmpp_conn_set_sm_state (self->conn, self->sm_state);
      self->sm_state = NULL;
    }
  g_clear_pointer (&self->tls_error, g_free);

  /* Name look-ups and connect() block: they run on a worker; from then on
   * only the main context touches the connection. */
  task = g_task_new (self, NULL, on_connect_started_cb, self->conn);
  g_task_set_task_data (task, self->conn, NULL);
  g_task_run_in_thread (task, connect_thread);
}

/* ---------------------------------------------------------- GObject */

static void
sw_xmpp_dispose (GObject *object)
{
  SwXmpp *self = SW_XMPP (object);

  self->closing = TRUE;
  g_clear_handle_id (&self->reconnect_id, g_source_remove);
  if (self->conn != NULL)
    {
      xmpp_conn_t *conn = self->conn;

      if (!xmpp_conn_is_disconnected (conn))
        {
          xmpp_disconnect (conn);
          if (self->ctx != NULL)
            xmpp_run_once (self->ctx, 0);
        }
      /* ended meanwhile, it is among the dying already */
      if (self->conn == conn)
        {
          self->conn = NULL;
          xmpp_conn_release (conn);
        }
    }
  g_clear_handle_id (&self->release_id, g_source_remove);
  release_dying (self);
  if (self->source != NULL)
    {
      g_source_destroy (self->source);
      g_clear_pointer (&self->source, g_source_unref);
    }
  self->fd_tag = NULL;
  g_clear_pointer (&self->rooms, g_hash_table_unref);
  if (self->iq_tasks != NULL)
    fail_pending_iqs (self);
  g_clear_pointer (&self->iq_tasks, g_hash_table_unref);

  G_OBJECT_CLASS (sw_xmpp_parent_class)->dispose (object);
}

static void
sw_xmpp_finalize (GObject *object)
{
  SwXmpp *self = SW_XMPP (object);

  if (self->sm_state != NULL)
    xmpp_free_sm_state (self->sm_state);
  g_clear_pointer (&self->dying, g_ptr_array_unref);
  g_clear_pointer (&self->ctx, xmpp_ctx_free);
  g_free (self->jid);
  if (self->password != NULL)
    {
      memset (self->password, 0, strlen (self->password));
      g_free (self->password);
    }
  g_free (self->host);
  g_free (self->tls_error);
  g_free (self->bound_jid);
  g_clear_pointer (&self->context, g_main_context_unref);

  G_OBJECT_CLASS (sw_xmpp_parent_class)->finalize (object);
}

static void
sw_xmpp_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  SwXmpp *self = SW_XMPP (object);

  switch (prop_id)
    {
    case PROP_JID:
      g_value_set_string (value, self->jid);
      break;
    case PROP_CONNECTED:
      g_value_set_boolean (value, self->connected);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_xmpp_class_init (SwXmppClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sw_xmpp_dispose;
  object_class->finalize = sw_xmpp_finalize;
  object_class->get_property = sw_xmpp_get_property;

  properties[PROP_JID] =
    g_param_spec_string ("jid", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CONNECTED] =
    g_param_spec_boolean ("connected", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* from, type, body (may be NULL), payload (our element as text, may be
   * NULL), delayed (a room's history or an offline message) */
  _sw_xmpp_signals[SIGNAL_MESSAGE] =
    g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 5,
                  G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_BOOLEAN);
  /* const SwXmppOccupant * */
  _sw_xmpp_signals[SIGNAL_OCCUPANT] =
    g_signal_new ("occupant", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /* room, inviter (bare), reason (may be NULL), game (our element's game
   * id, NULL when the inviter did not say: an ordinary client) */
  _sw_xmpp_signals[SIGNAL_INVITATION] =
    g_signal_new ("invitation", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 4,
                  G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);
  _sw_xmpp_signals[SIGNAL_CONNECTION_LOST] =
    g_signal_new ("connection-lost", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The stream is back (resumed, or signed in again and the rooms joined
   * again). */
  _sw_xmpp_signals[SIGNAL_RECONNECTED] =
    g_signal_new ("reconnected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sw_xmpp_init (SwXmpp *self)
{
  self->fd = -1;
  self->dying = g_ptr_array_new ();
  self->rooms = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) _sw_xmpp_room_free);
  self->iq_tasks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/* ------------------------------------------------------------ public */

SwXmpp *
sw_xmpp_new (const char  *jid,
             const char  *password,
             const char  *server,
             GError     **error)
{
  static gsize initialized;
  SwXmpp *self;
  char *host;
  guint16 port;

  g_return_val_if_fail (jid != NULL && password != NULL, NULL);

  if (!sw_xmpp_jid_is_valid (jid))
    {
      g_set_error (error, SW_XMPP_ERROR, SW_XMPP_ERROR_ADDRESS,
                   /* TRANSLATORS: %s is what was given as an XMPP address */
                   _("“%s” is not an XMPP address (name@server)."), jid);
      return NULL;
    }
  if (!parse_server (server, &host, &port, error))
    return NULL;

  if (g_once_init_enter (&initialized))
    {
      _sw_xmpp_expat_init ();
      xmpp_initialize ();
      g_once_init_leave (&initialized, 1);
    }

  self = g_object_new (SW_TYPE_XMPP, NULL);
  self->jid = g_strdup (jid);
  self->password = g_strdup (password);
  self->host = host;
  self->port = port;
  {
    g_autofree char *bare = sw_xmpp_jid_bare (jid);
    const char *domain = strchr (bare, '@') + 1;

    self->loopback = host ? sw_xmpp_host_is_loopback (host) : sw_xmpp_host_is_loopback (domain);
  }
  self->log.handler = on_strophe_log;
  self->log.userdata = self;
  self->ctx = xmpp_ctx_new (NULL, &self->log);
  return self;
}

const char *
sw_xmpp_get_jid (SwXmpp *self)
{
  g_return_val_if_fail (SW_IS_XMPP (self), NULL);
  return self->jid;
}




void
sw_xmpp_connect_async (SwXmpp              *self,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_return_if_fail (SW_IS_XMPP (self));
  g_return_if_fail (self->connect_task == NULL && self->conn == NULL);

  self->connect_task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (self->connect_task, sw_xmpp_connect_async);
  self->connect_attempts = 0;
  self->closing = FALSE;
  if (self->source == NULL)
    {
      self->context = g_main_context_ref_thread_default ();
      self->source = g_source_new (&xmpp_source_funcs, sizeof (XmppSource));
      ((XmppSource *) self->source)->xmpp = self;
      g_source_set_name (self->source, "SwXmpp socket");
      g_source_attach (self->source, self->context);
    }
  start_connection (self);
}

gboolean
sw_xmpp_connect_finish (SwXmpp        *self,
                        GAsyncResult  *result,
                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

void
sw_xmpp_disconnect (SwXmpp *self)
{
  g_return_if_fail (SW_IS_XMPP (self));

  self->closing = TRUE;
  g_clear_handle_id (&self->reconnect_id, g_source_remove);
  if (self->conn == NULL && self->connect_task != NULL)
    {
      /* between a sign-in and its second try */
      GTask *task = g_steal_pointer (&self->connect_task);

      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s",
                               _("The connection was closed before it was made."));
      g_object_unref (task);
    }
  if (self->conn != NULL && !xmpp_conn_is_disconnected (self->conn))
    {
      SwXmpp *previous = current;

      /* Flush what is queued (a last move, the seed), then close. */
      current = self;
      for (guint i = 0; i < 20 && self->conn != NULL && xmpp_conn_send_queue_len (self->conn) > 0; i++)
        xmpp_run_once (self->ctx, 50);
      if (self->conn != NULL)
        {
          xmpp_disconnect (self->conn);
          for (guint i = 0; i < 20 && self->conn != NULL && !xmpp_conn_is_disconnected (self->conn); i++)
            xmpp_run_once (self->ctx, 50);
        }
      current = previous;
    }
}

void
sw_xmpp_send_message (SwXmpp     *self,
                      const char *to,
                      const char *type,
                      const char *body,
                      const char *payload)
{
  g_autofree char *id = NULL;
  g_autofree char *head = NULL;
  g_autofree char *body_text = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (SW_IS_XMPP (self));
  g_return_if_fail (to != NULL && type != NULL);

  id = _sw_xmpp_next_id (self);
  head = g_markup_printf_escaped ("<message to='%s' type='%s' id='%s'>", to, type, id);
  body_text = body ? g_markup_printf_escaped ("<body>%s</body>", body) : g_strdup ("");
  text = g_strconcat (head, body_text, payload ? payload : "", "</message>", NULL);
  _sw_xmpp_send_text (self, text);
}
