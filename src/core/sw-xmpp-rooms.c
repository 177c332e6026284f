/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-xmpp-rooms.c: what comes in (presence of room occupants, messages,
 * invitations), chat rooms (XEP-0045) and finding the server's room
 * service (service discovery). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sw-xmpp-private.h"

void
_sw_xmpp_room_free (Room *room)
{
  g_free (room->room);
  g_free (room->nick);
  g_strfreev (room->members);
  g_clear_object (&room->task);
  g_free (room);
}

/* --------------------------------------------------------- presence */

static void
finish_room (SwXmpp     *self,
             Room       *room,
             GError     *error)
{
  GTask *task = g_steal_pointer (&room->task);

  if (task == NULL)
    {
      g_clear_error (&error);
      return;
    }
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
  g_object_unref (task);
}

/* The join completes once the room is configured: until then the server
 * keeps a new room locked, and a guest who came at once would find no
 * table. */
static void
on_room_configured_cb (GObject      *object,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = _sw_xmpp_iq_finish (SW_XMPP (object), result, &error);

  if (text == NULL)
    g_task_return_new_error (task, SW_XMPP_ERROR, SW_XMPP_ERROR_ROOM,
                             /* TRANSLATORS: %s: the server's reason (an XMPP condition) */
                             _("The server did not set up the table: %s."),
                             error ? error->message : "");
  else
    g_task_return_boolean (task, TRUE);
}

static void
configure_room (SwXmpp *self,
                Room   *room)
{
  g_autoptr(GString) form = g_string_new (NULL);
  g_autofree char *name = g_markup_printf_escaped ("%s", room->room);

  (g_string_append) (form, "<query xmlns='" NS_MUC_OWNER "'><x xmlns='jabber:x:data' type='submit'>"
                     "<field var='FORM_TYPE'><value>http://jabber.org/protocol/muc#roomconfig</value></field>"
                     "<field var='muc#roomconfig_membersonly'><value>1</value></field>"
                     "<field var='muc#roomconfig_whois'><value>anyone</value></field>"
                     "<field var='muc#roomconfig_persistentroom'><value>1</value></field>"
                     "<field var='muc#roomconfig_publicroom'><value>0</value></field>"
                     "<field var='muc#roomconfig_allowinvites'><value>0</value></field>"
                     "<field var='muc#roomconfig_historylength'><value>0</value></field>"
                     "</x></query>");
  if (room->task != NULL)
    _sw_xmpp_iq_async (self, "set", room->room, form->str, NULL, on_room_configured_cb,
                       g_steal_pointer (&room->task));
  else
    _sw_xmpp_send_iq (self, "set", room->room, form->str, NULL);
}

static void
add_members (SwXmpp *self,
             Room   *room)
{
  for (guint i = 0; room->members != NULL && room->members[i] != NULL; i++)
    sw_xmpp_add_member (self, room->room, room->members[i]);
}

static gboolean
has_status (xmpp_stanza_t *x,
            const char    *code)
{
  for (xmpp_stanza_t *c = xmpp_stanza_get_children (x); c; c = xmpp_stanza_get_next (c))
    if (xmpp_stanza_is_tag (c) && g_strcmp0 (xmpp_stanza_get_name (c), "status") == 0
        && g_strcmp0 (xmpp_stanza_get_attribute (c, "code"), code) == 0)
      return TRUE;
  return FALSE;
}

int
_sw_xmpp_on_presence (xmpp_conn_t   *conn,
             xmpp_stanza_t *stanza,
             void          *user_data)
{
  SwXmpp *self = user_data;
  const char *from = xmpp_stanza_get_from (stanza);
  const char *type = xmpp_stanza_get_type (stanza);
  g_autofree char *bare = sw_xmpp_jid_bare (from);
  Room *room = bare ? g_hash_table_lookup (self->rooms, bare) : NULL;
  xmpp_stanza_t *x, *item;
  SwXmppOccupant *occupant;

  if (room == NULL)
    return 1;

  if (g_strcmp0 (type, "error") == 0)
    {
      const char *condition = _sw_xmpp_error_condition (stanza);

      if (room->task != NULL)
        {
          GError *error = NULL;

          if (g_strcmp0 (condition, "registration-required") == 0)
            g_set_error (&error, SW_XMPP_ERROR, SW_XMPP_ERROR_ROOM,
                         /* TRANSLATORS: %s is a chat room's address */
                         _("The table %s admits only its invited players."), room->room);
          else
            g_set_error (&error, SW_XMPP_ERROR, SW_XMPP_ERROR_ROOM,
                         /* TRANSLATORS: %s: room address, %s: the server's reason (XMPP condition) */
                         _("Could not enter the table %s: %s."), room->room, condition);
          g_hash_table_steal (self->rooms, bare);
          finish_room (self, room, error);
          _sw_xmpp_room_free (room);
        }
      return 1;
    }

  x = xmpp_stanza_get_child_by_name_and_ns (stanza, "x", NS_MUC_USER);
  if (x == NULL)
    return 1;
  item = xmpp_stanza_get_child_by_name (x, "item");

  occupant = g_new0 (SwXmppOccupant, 1);
  occupant->room = g_strdup (bare);
  occupant->nick = sw_xmpp_jid_resource (from);
  occupant->real_jid = item ? sw_xmpp_jid_bare (xmpp_stanza_get_attribute (item, "jid")) : NULL;
  occupant->affiliation = g_strdup (item && xmpp_stanza_get_attribute (item, "affiliation")
                                    ? xmpp_stanza_get_attribute (item, "affiliation") : "none");
  occupant->available = g_strcmp0 (type, "unavailable") != 0;
  occupant->self = has_status (x, "110");

  if (occupant->self && occupant->available && !room->joined)
    {
      room->joined = TRUE;
      if (has_status (x, "201"))
        {
          if (room->create)
            {
              /* members first: the server answers the configuration
               * after it, so an invited guest may enter once we return */
              add_members (self, room);
              configure_room (self, room);
            }
          else
            {
              GError *error = g_error_new (SW_XMPP_ERROR, SW_XMPP_ERROR_ROOM,
                                           /* TRANSLATORS: %s is a chat room's address */
                                           _("There is no table %s."), room->room);

              sw_xmpp_destroy_room (self, room->room);
              g_hash_table_steal (self->rooms, bare);
              finish_room (self, room, error);
              _sw_xmpp_room_free (room);
              sw_xmpp_occupant_free (occupant);
              return 1;
            }
        }
      else if (room->create)
        add_members (self, room);
      finish_room (self, room, NULL);
    }

  g_signal_emit (self, _sw_xmpp_signals[SIGNAL_OCCUPANT], 0, occupant);
  sw_xmpp_occupant_free (occupant);
  return 1;
}

int
_sw_xmpp_on_message (xmpp_conn_t   *conn,
            xmpp_stanza_t *stanza,
            void          *user_data)
{
  SwXmpp *self = user_data;
  const char *from = xmpp_stanza_get_from (stanza);
  const char *type = xmpp_stanza_get_type (stanza);
  xmpp_stanza_t *body_stanza, *payload = NULL, *invite;
  g_autofree char *body = NULL;
  g_autofree char *payload_text = NULL;
  gboolean delayed;

  if (from == NULL || g_strcmp0 (type, "error") == 0)
    return 1;

  invite = xmpp_stanza_get_child_by_name_and_ns (stanza, "x", NS_CONFERENCE);
  if (invite != NULL && xmpp_stanza_get_attribute (invite, "jid") != NULL)
    {
      g_autofree char *inviter = sw_xmpp_jid_bare (from);
      xmpp_stanza_t *ours = xmpp_stanza_get_child_by_name_and_ns (stanza, "invitation", SW_XMPP_PAYLOAD_NS);
      const char *game = ours != NULL ? xmpp_stanza_get_attribute (ours, "game") : NULL;
      const char *reason = xmpp_stanza_get_attribute (invite, "reason");

      /* a game id that is not one is dropped: the invitation is shown as
       * one to a table of an unknown game */
      if (!_sw_xmpp_game_id_is_valid (game))
        game = NULL;
      g_signal_emit (self, _sw_xmpp_signals[SIGNAL_INVITATION], 0,
                     xmpp_stanza_get_attribute (invite, "jid"), inviter,
                     reason != NULL && *reason != '\0' ? reason : NULL, game);
      return 1;
    }

  body_stanza = xmpp_stanza_get_child_by_name (stanza, "body");
  if (body_stanza != NULL)
    {
      char *text = xmpp_stanza_get_text (body_stanza);

      body = g_strdup (text);
      xmpp_free (self->ctx, text);
    }
  for (xmpp_stanza_t *c = xmpp_stanza_get_children (stanza); c; c = xmpp_stanza_get_next (c))
    if (xmpp_stanza_is_tag (c) && g_strcmp0 (xmpp_stanza_get_ns (c), SW_XMPP_PAYLOAD_NS) == 0)
      {
        payload = c;
        break;
      }
  if (payload != NULL)
    payload_text = _sw_xmpp_stanza_text (payload);
  delayed = xmpp_stanza_get_child_by_name_and_ns (stanza, "delay", NS_DELAY) != NULL;

  g_signal_emit (self, _sw_xmpp_signals[SIGNAL_MESSAGE], 0, from, type ? type : "normal",
                 body, payload_text, delayed);
  return 1;
}


/* ----------------------------------------------- service discovery */

typedef struct
{
  char   **items;
  guint    next;
} Discovery;

static void
discovery_free (Discovery *discovery)
{
  g_strfreev (discovery->items);
  g_free (discovery);
}

static void disco_next_item (GTask *task);

static gboolean
info_is_muc (const char *text,
             xmpp_ctx_t *ctx)
{
  xmpp_stanza_t *stanza = xmpp_stanza_new_from_string (ctx, text);
  xmpp_stanza_t *query;
  gboolean found = FALSE;

  if (stanza == NULL)
    return FALSE;
  query = xmpp_stanza_get_child_by_ns (stanza, NS_DISCO_INFO);
  for (xmpp_stanza_t *c = query ? xmpp_stanza_get_children (query) : NULL; c; c = xmpp_stanza_get_next (c))
    if (xmpp_stanza_is_tag (c) && g_strcmp0 (xmpp_stanza_get_name (c), "identity") == 0
        && g_strcmp0 (xmpp_stanza_get_attribute (c, "category"), "conference") == 0
        && g_strcmp0 (xmpp_stanza_get_attribute (c, "type"), "text") == 0)
      found = TRUE;
  xmpp_stanza_release (stanza);
  return found;
}

static void
on_disco_info_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SwXmpp *self = SW_XMPP (object);
  Discovery *discovery = g_task_get_task_data (task);
  g_autofree char *text = _sw_xmpp_iq_finish (self, result, NULL);

  if (text != NULL && info_is_muc (text, self->ctx))
    {
      g_task_return_pointer (task, g_strdup (discovery->items[discovery->next - 1]), g_free);
      return;
    }
  disco_next_item (g_steal_pointer (&task));
}

static void
disco_next_item (GTask *task)
{
  SwXmpp *self = g_task_get_source_object (task);
  Discovery *discovery = g_task_get_task_data (task);

  if (discovery->items[discovery->next] == NULL)
    {
      g_task_return_new_error (task, SW_XMPP_ERROR, SW_XMPP_ERROR_NO_MUC,
                               /* TRANSLATORS: %s is an XMPP address */
                               _("The server of %s offers no chat rooms (multi-user chat), "
                                 "so it cannot hold a table."), self->jid);
      g_object_unref (task);
      return;
    }
  _sw_xmpp_iq_async (self, "get", discovery->items[discovery->next++],
            "<query xmlns='" NS_DISCO_INFO "'/>", g_task_get_cancellable (task), on_disco_info_cb, task);
}

static void
on_disco_items_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  GTask *task = user_data;
  SwXmpp *self = SW_XMPP (object);
  GError *error = NULL;
  g_autofree char *text = _sw_xmpp_iq_finish (self, result, &error);
  g_autoptr(GPtrArray) items = g_ptr_array_new ();
  Discovery *discovery;
  xmpp_stanza_t *stanza, *query;

  if (text == NULL)
    {
      g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  stanza = xmpp_stanza_new_from_string (self->ctx, text);
  query = stanza ? xmpp_stanza_get_child_by_ns (stanza, NS_DISCO_ITEMS) : NULL;
  for (xmpp_stanza_t *c = query ? xmpp_stanza_get_children (query) : NULL; c; c = xmpp_stanza_get_next (c))
    if (xmpp_stanza_is_tag (c) && xmpp_stanza_get_attribute (c, "jid") != NULL && items->len < 64)
      g_ptr_array_add (items, g_strdup (xmpp_stanza_get_attribute (c, "jid")));
  g_ptr_array_add (items, NULL);
  if (stanza != NULL)
    xmpp_stanza_release (stanza);

  discovery = g_new0 (Discovery, 1);
  discovery->items = (char **) g_ptr_array_free (g_steal_pointer (&items), FALSE);
  g_task_set_task_data (task, discovery, (GDestroyNotify) discovery_free);
  disco_next_item (task);
}

void
sw_xmpp_find_muc_service_async (SwXmpp              *self,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  GTask *task;
  g_autofree char *bare = NULL;

  g_return_if_fail (SW_IS_XMPP (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sw_xmpp_find_muc_service_async);
  bare = sw_xmpp_jid_bare (self->jid);
  _sw_xmpp_iq_async (self, "get", strchr (bare, '@') + 1, "<query xmlns='" NS_DISCO_ITEMS "'/>",
            cancellable, on_disco_items_cb, task);
}

char *
sw_xmpp_find_muc_service_finish (SwXmpp        *self,
                                 GAsyncResult  *result,
                                 GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ------------------------------------------------------------- rooms */

void
sw_xmpp_join_room_async (SwXmpp              *self,
                         const char          *room_jid,
                         const char          *nick,
                         gboolean             create,
                         const char * const  *members,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  Room *room;
  g_autofree char *text = NULL;

  g_return_if_fail (SW_IS_XMPP (self));
  g_return_if_fail (room_jid != NULL && nick != NULL);

  room = g_new0 (Room, 1);
  room->room = g_strdup (room_jid);
  room->nick = g_strdup (nick);
  room->create = create;
  room->members = g_strdupv ((char **) members);
  room->task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (room->task, sw_xmpp_join_room_async);
  g_hash_table_replace (self->rooms, g_strdup (room_jid), room);

  text = g_markup_printf_escaped ("<presence to='%s/%s'><x xmlns='" NS_MUC "'>"
                                  "<history maxstanzas='0'/></x></presence>", room_jid, nick);
  if (!self->connected)
    {
      GTask *task = g_steal_pointer (&room->task);

      g_hash_table_remove (self->rooms, room_jid);
      g_task_return_new_error (task, SW_XMPP_ERROR, SW_XMPP_ERROR_DISCONNECTED,
                               _("Not connected to the server."));
      g_object_unref (task);
      return;
    }
  _sw_xmpp_send_text (self, text);
}

gboolean
sw_xmpp_join_room_finish (SwXmpp        *self,
                          GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

void
sw_xmpp_add_member (SwXmpp     *self,
                    const char *room,
                    const char *bare_jid)
{
  g_autofree char *child = NULL;

  g_return_if_fail (SW_IS_XMPP (self));
  child = g_markup_printf_escaped ("<query xmlns='" NS_MUC_ADMIN "'><item affiliation='member' jid='%s'/></query>",
                                   bare_jid);
  _sw_xmpp_send_iq (self, "set", room, child, NULL);
}

void
sw_xmpp_invite (SwXmpp     *self,
                const char *room,
                const char *bare_jid,
                const char *reason)
{
  sw_xmpp_invite_to_game (self, room, bare_jid, reason, NULL);
}

void
sw_xmpp_invite_to_game (SwXmpp     *self,
                        const char *room,
                        const char *bare_jid,
                        const char *reason,
                        const char *game)
{
  g_autofree char *head = NULL;
  g_autofree char *text = NULL;
  g_autofree char *game_element = NULL;

  g_return_if_fail (SW_IS_XMPP (self));
  g_return_if_fail (game == NULL || _sw_xmpp_game_id_is_valid (game));
  /* the game travels as our own element beside XEP-0249's (an ordinary
   * client ignores it): doc/online-protocol.md, "Invitations" */
  if (game != NULL)
    game_element = g_markup_printf_escaped ("<invitation xmlns='" SW_XMPP_PAYLOAD_NS "' game='%s'/>", game);
  head = g_markup_printf_escaped ("<message to='%s'><x xmlns='" NS_CONFERENCE "' jid='%s' reason='%s'/>",
                                  bare_jid, room, reason ? reason : "");
  text = g_strconcat (head, game_element ? game_element : "", "</message>", NULL);
  _sw_xmpp_send_text (self, text);
}

/* A game's id as an invitation may carry it: 1 to 32 of a-z, 0-9, '-'. */
gboolean
_sw_xmpp_game_id_is_valid (const char *game)
{
  size_t n = 0;

  if (game == NULL || *game == '\0')
    return FALSE;
  for (const char *c = game; *c; c++, n++)
    if (n >= 32 || !((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-'))
      return FALSE;
  return TRUE;
}

void
sw_xmpp_leave_room (SwXmpp     *self,
                    const char *room,
                    const char *nick)
{
  g_autofree char *text = NULL;

  g_return_if_fail (SW_IS_XMPP (self));
  text = g_markup_printf_escaped ("<presence type='unavailable' to='%s/%s'/>", room, nick);
  _sw_xmpp_send_text (self, text);
  g_hash_table_remove (self->rooms, room);
}

void
sw_xmpp_destroy_room (SwXmpp     *self,
                      const char *room)
{
  g_return_if_fail (SW_IS_XMPP (self));
  _sw_xmpp_send_iq (self, "set", room, "<query xmlns='" NS_MUC_OWNER "'><destroy/></query>", NULL);
}
