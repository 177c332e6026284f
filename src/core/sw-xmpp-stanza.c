/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-xmpp-stanza.c: SwXmpp's stanzas: sending text, requests (iq) and
 * their answers. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sw-xmpp-private.h"

/* ------------------------------------------------------------ stanzas */

char *
_sw_xmpp_next_id (SwXmpp *self)
{
  return g_strdup_printf ("sw%u", ++self->next_id);
}

void
_sw_xmpp_send_text (SwXmpp     *self,
           const char *text)
{
  xmpp_stanza_t *stanza;

  if (self->conn == NULL || !self->connected)
    return;
  stanza = xmpp_stanza_new_from_string (self->ctx, text);
  if (stanza == NULL)
    {
      g_warning ("sw-xmpp: could not build a stanza");
      return;
    }
  xmpp_send (self->conn, stanza);
  xmpp_stanza_release (stanza);
  _sw_xmpp_update_source (self);
}

char *
_sw_xmpp_stanza_text (xmpp_stanza_t *stanza)
{
  char *buf = NULL;
  size_t len = 0;
  char *copy;

  if (xmpp_stanza_to_text (stanza, &buf, &len) != XMPP_EOK)
    return NULL;
  copy = g_strndup (buf, len);
  xmpp_free (xmpp_stanza_get_context (stanza), buf);
  return copy;
}

const char *
_sw_xmpp_error_condition (xmpp_stanza_t *stanza)
{
  xmpp_stanza_t *error = xmpp_stanza_get_child_by_name (stanza, "error");
  xmpp_stanza_t *child;

  if (error == NULL)
    return "unknown";
  for (child = xmpp_stanza_get_children (error); child; child = xmpp_stanza_get_next (child))
    if (xmpp_stanza_is_tag (child) && g_strcmp0 (xmpp_stanza_get_name (child), "text") != 0)
      return xmpp_stanza_get_name (child);
  return "unknown";
}

/* Sends an iq (text with %s for the id) and completes task with the
 * answer's stanza text. */
static int
on_iq_result (xmpp_conn_t   *conn,
              xmpp_stanza_t *stanza,
              void          *user_data)
{
  SwXmpp *self = user_data;
  const char *id = xmpp_stanza_get_id (stanza);
  g_autofree char *key = NULL;
  GTask *task;

  if (id == NULL
      || !g_hash_table_steal_extended (self->iq_tasks, id, (gpointer *) &key, (gpointer *) &task))
    return 0;
  if (g_strcmp0 (xmpp_stanza_get_type (stanza), "error") == 0)
    g_task_return_new_error (task, SW_XMPP_ERROR, SW_XMPP_ERROR_IQ, "%s", _sw_xmpp_error_condition (stanza));
  else
    g_task_return_pointer (task, _sw_xmpp_stanza_text (stanza), g_free);
  g_object_unref (task);
  return 0;
}

void
_sw_xmpp_send_iq (SwXmpp     *self,
         const char *type,
         const char *to,
         const char *child,
         GTask      *task)
{
  g_autofree char *id = _sw_xmpp_next_id (self);
  g_autofree char *head = NULL;
  g_autofree char *text = NULL;

  if (!self->connected)
    {
      if (task != NULL)
        {
          g_task_return_new_error (task, SW_XMPP_ERROR, SW_XMPP_ERROR_DISCONNECTED,
                                   _("Not connected to the server."));
          g_object_unref (task);
        }
      return;
    }
  head = g_markup_printf_escaped ("<iq type='%s' to='%s' id='%s'>", type, to, id);
  text = g_strconcat (head, child, "</iq>", NULL);
  if (task != NULL)
    {
      g_hash_table_insert (self->iq_tasks, g_strdup (id), task);
      xmpp_id_handler_add (self->conn, on_iq_result, id, self);
    }
  _sw_xmpp_send_text (self, text);
}

void
_sw_xmpp_iq_async (SwXmpp              *self,
          const char          *type,
          const char          *to,
          const char          *child,
          GCancellable        *cancellable,
          GAsyncReadyCallback  callback,
          gpointer             user_data)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);

  _sw_xmpp_send_iq (self, type, to, child, task);
}

char *
_sw_xmpp_iq_finish (SwXmpp        *self,
           GAsyncResult  *result,
           GError       **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}
