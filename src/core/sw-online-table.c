/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-table.c: the room, its occupants and seats, one entry point
 * for incoming game messages. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sw-online-table.h"

typedef struct
{
  char     *jid;           /* real, bare */
  char     *affiliation;
} Occupant;

struct _SwOnlineTable
{
  GObject     parent_instance;

  SwXmpp     *xmpp;
  char       *room;
  char       *own_jid;
  char       *host_jid;
  gboolean    is_host;
  GHashTable *occupants;   /* nick -> Occupant */
  SwSeat      seats[SW_ONLINE_MAX_SEATS];
  guint       n_seats;
  GPtrArray  *log;
  guint       n_refused;
  gulong      message_id;
  gulong      occupant_id;
};

enum
{
  SIGNAL_GAME_MESSAGE,
  SIGNAL_PRESENCE,
  SIGNAL_LOG,
  N_SIGNALS
};

G_DEFINE_FINAL_TYPE (SwOnlineTable, sw_online_table, G_TYPE_OBJECT)

static guint signals[N_SIGNALS];

static void
occupant_free (Occupant *occupant)
{
  g_free (occupant->jid);
  g_free (occupant->affiliation);
  g_free (occupant);
}

void
sw_seat_clear (SwSeat *seat)
{
  g_clear_pointer (&seat->jid, g_free);
  g_clear_pointer (&seat->level, g_free);
  seat->kind = SW_SEAT_OPEN;
}

static const Occupant *
find_by_jid (SwOnlineTable *self,
             const char    *jid)
{
  GHashTableIter iter;
  Occupant *occupant;

  g_hash_table_iter_init (&iter, self->occupants);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &occupant))
    if (g_strcmp0 (occupant->jid, jid) == 0)
      return occupant;
  return NULL;
}

static void
on_occupant_cb (SwXmpp               *xmpp,
                const SwXmppOccupant *event,
                gpointer              user_data)
{
  SwOnlineTable *self = user_data;
  gboolean was_present;

  if (g_strcmp0 (event->room, self->room) != 0 || event->nick == NULL)
    return;
  if (event->real_jid == NULL)
    return;   /* an anonymous room is not a table */

  was_present = find_by_jid (self, event->real_jid) != NULL;
  if (event->available)
    {
      Occupant *occupant = g_new0 (Occupant, 1);

      occupant->jid = g_strdup (event->real_jid);
      occupant->affiliation = g_strdup (event->affiliation);
      g_hash_table_replace (self->occupants, g_strdup (event->nick), occupant);
      if (g_strcmp0 (event->affiliation, "owner") == 0 && self->host_jid == NULL)
        self->host_jid = g_strdup (event->real_jid);
    }
  else
    g_hash_table_remove (self->occupants, event->nick);

  if (was_present != (find_by_jid (self, event->real_jid) != NULL))
    g_signal_emit (self, signals[SIGNAL_PRESENCE], 0, event->real_jid, !was_present);
}

static void
on_message_cb (SwXmpp     *xmpp,
               const char *from,
               const char *type,
               const char *body,
               const char *payload,
               gboolean    delayed,
               gpointer    user_data)
{
  SwOnlineTable *self = user_data;
  g_autofree char *bare = sw_xmpp_jid_bare (from);
  g_autofree char *nick = NULL;
  g_autoptr(SwOnlineNode) message = NULL;
  g_autoptr(GError) error = NULL;
  const Occupant *occupant;
  gboolean from_host;

  if (payload == NULL)
    return;   /* chat: the room's own, not ours to judge */

  if (g_strcmp0 (bare, self->room) != 0)
    {
      /* Outside the room: a member would speak in it. Log each sender a
       * few times only, so a flood cannot fill the log. */
      if (self->n_refused < 10000)
        sw_online_table_refuse (self, bare, _("not a member of the table (the message came from outside the room)"));
      return;
    }
  if (delayed)
    return;   /* history: the state comes again from the host */

  nick = sw_xmpp_jid_resource (from);
  occupant = nick ? g_hash_table_lookup (self->occupants, nick) : NULL;
  if (occupant == NULL)
    {
      sw_online_table_refuse (self, from, _("not an occupant of the table"));
      return;
    }
  if (g_strcmp0 (occupant->jid, self->own_jid) == 0)
    return;   /* our own messages come back from the room */

  message = sw_online_message_parse (payload, strlen (payload), &error);
  if (message == NULL)
    {
      sw_online_table_refuse (self, occupant->jid, error->message);
      return;
    }
  from_host = g_strcmp0 (occupant->affiliation, "owner") == 0
              && g_strcmp0 (occupant->jid, self->host_jid) == 0;
  g_signal_emit (self, signals[SIGNAL_GAME_MESSAGE], 0, message, occupant->jid,
                 sw_online_table_seat_of (self, occupant->jid), from_host,
                 g_strcmp0 (type, "groupchat") != 0);
}

static void
sw_online_table_dispose (GObject *object)
{
  SwOnlineTable *self = SW_ONLINE_TABLE (object);

  if (self->xmpp != NULL)
    {
      g_clear_signal_handler (&self->message_id, self->xmpp);
      g_clear_signal_handler (&self->occupant_id, self->xmpp);
    }
  g_clear_object (&self->xmpp);
  G_OBJECT_CLASS (sw_online_table_parent_class)->dispose (object);
}

static void
sw_online_table_finalize (GObject *object)
{
  SwOnlineTable *self = SW_ONLINE_TABLE (object);

  g_free (self->room);
  g_free (self->own_jid);
  g_free (self->host_jid);
  g_hash_table_unref (self->occupants);
  for (guint i = 0; i < SW_ONLINE_MAX_SEATS; i++)
    sw_seat_clear (&self->seats[i]);
  g_ptr_array_unref (self->log);
  G_OBJECT_CLASS (sw_online_table_parent_class)->finalize (object);
}

static void
sw_online_table_class_init (SwOnlineTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sw_online_table_dispose;
  object_class->finalize = sw_online_table_finalize;

  /* message (const SwOnlineNode *), sender (bare), seat (-1: none),
   * from the host, private */
  signals[SIGNAL_GAME_MESSAGE] =
    g_signal_new ("game-message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 5,
                  G_TYPE_POINTER, G_TYPE_STRING, G_TYPE_INT, G_TYPE_BOOLEAN, G_TYPE_BOOLEAN);
  /* jid (bare), present */
  signals[SIGNAL_PRESENCE] =
    g_signal_new ("presence", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);
  signals[SIGNAL_LOG] =
    g_signal_new ("log", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
sw_online_table_init (SwOnlineTable *self)
{
  self->occupants = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) occupant_free);
  self->log = g_ptr_array_new_with_free_func (g_free);
}

SwOnlineTable *
sw_online_table_new (SwXmpp     *xmpp,
                     const char *room,
                     gboolean    is_host)
{
  SwOnlineTable *self;

  g_return_val_if_fail (SW_IS_XMPP (xmpp) && room != NULL, NULL);

  self = g_object_new (SW_TYPE_ONLINE_TABLE, NULL);
  self->xmpp = g_object_ref (xmpp);
  self->room = g_strdup (room);
  self->is_host = is_host;
  self->own_jid = sw_xmpp_jid_bare (sw_xmpp_get_jid (xmpp));
  if (is_host)
    self->host_jid = g_strdup (self->own_jid);
  self->message_id = g_signal_connect (xmpp, "message", G_CALLBACK (on_message_cb), self);
  self->occupant_id = g_signal_connect (xmpp, "occupant", G_CALLBACK (on_occupant_cb), self);
  return self;
}


const char *
sw_online_table_get_room (SwOnlineTable *self)
{
  return self->room;
}


const char *
sw_online_table_get_own_jid (SwOnlineTable *self)
{
  return self->own_jid;
}


void
sw_online_table_set_seats (SwOnlineTable *self,
                           guint          n_seats,
                           const SwSeat  *seats)
{
  g_return_if_fail (n_seats <= SW_ONLINE_MAX_SEATS);

  for (guint i = 0; i < SW_ONLINE_MAX_SEATS; i++)
    sw_seat_clear (&self->seats[i]);
  self->n_seats = n_seats;
  for (guint i = 0; i < n_seats; i++)
    {
      self->seats[i].kind = seats[i].kind;
      self->seats[i].jid = g_strdup (seats[i].jid);
      self->seats[i].level = g_strdup (seats[i].level);
    }
}

guint
sw_online_table_get_n_seats (SwOnlineTable *self)
{
  return self->n_seats;
}

const SwSeat *
sw_online_table_get_seat (SwOnlineTable *self,
                          guint          seat)
{
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return &self->seats[seat];
}

int
sw_online_table_take_open_seat (SwOnlineTable *self,
                                const char    *jid)
{
  int held = sw_online_table_seat_of (self, jid);

  if (held >= 0)
    return held;
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].kind == SW_SEAT_OPEN)
      {
        self->seats[i].kind = SW_SEAT_PERSON;
        self->seats[i].jid = g_strdup (jid);
        return (int) i;
      }
  return -1;
}

gboolean
sw_online_table_is_full (SwOnlineTable *self)
{
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].kind == SW_SEAT_OPEN)
      return FALSE;
  return self->n_seats > 0;
}

int
sw_online_table_seat_of (SwOnlineTable *self,
                         const char    *jid)
{
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].kind == SW_SEAT_PERSON && g_strcmp0 (self->seats[i].jid, jid) == 0)
      return (int) i;
  return -1;
}


void
sw_online_table_send (SwOnlineTable      *self,
                      const SwOnlineNode *message,
                      const char         *body)
{
  g_autofree char *text = sw_online_message_to_string (message);

  sw_xmpp_send_message (self->xmpp, self->room, "groupchat", body, text);
}

void
sw_online_table_send_to (SwOnlineTable      *self,
                         const char         *jid,
                         const SwOnlineNode *message,
                         const char         *body)
{
  g_autofree char *text = sw_online_message_to_string (message);
  g_autofree char *to = g_strdup_printf ("%s/%s", self->room, jid);

  sw_xmpp_send_message (self->xmpp, to, "chat", body, text);
}

void
sw_online_table_log (SwOnlineTable *self,
                     const char    *format,
                     ...)
{
  va_list args;
  char *line;

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  /* The log is bounded: a flood keeps only its newest lines. */
  if (self->log->len >= 2000)
    g_ptr_array_remove_range (self->log, 0, 1000);
  g_ptr_array_add (self->log, line);
  g_signal_emit (self, signals[SIGNAL_LOG], 0, line);
}

void
sw_online_table_refuse (SwOnlineTable *self,
                        const char    *jid,
                        const char    *reason)
{
  self->n_refused++;
  /* TRANSLATORS: %s: an XMPP address, %s: why */
  sw_online_table_log (self, _("Refused a message from %s: %s"), jid, reason);
}


