/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-account.c: the account's password in the Secret service. */
#include "config.h"

#include <glib/gi18n.h>
#include <libsecret/secret.h>

#include "sw-online-account.h"

typedef struct
{
  char *jid;
  char *server;
  char *password;
} Account;

static const SecretSchema *
account_schema (void)
{
  static const SecretSchema schema = {
    "io.github.schottworld.SchottWorld.XmppAccount", SECRET_SCHEMA_NONE,
    {
      { "app", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { "jid", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { "server", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { NULL, 0 },
    },
  };

  return &schema;
}

static void
account_free (gpointer data)
{
  Account *account = data;

  g_free (account->jid);
  g_free (account->server);
  /* the password leaves no copy behind in freed memory */
  if (account->password != NULL)
    secret_password_free (account->password);
  g_free (account);
}

static void
on_stored_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  if (secret_password_store_finish (result, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
sw_online_account_store_async (const char          *jid,
                               const char          *server,
                               const char          *password,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);
  /* TRANSLATORS: the label of the password in the keyring (Passwords and Keys); %s: an XMPP address */
  g_autofree char *label = g_strdup_printf (_("SCHOTT World online account %s"), jid);

  g_task_set_source_tag (task, sw_online_account_store_async);
  secret_password_store (account_schema (), SECRET_COLLECTION_DEFAULT, label, password,
                         cancellable, on_stored_cb, task,
                         "app", "schott-world", "jid", jid, "server", server ? server : "", NULL);
}

gboolean
sw_online_account_store_finish (GAsyncResult  *result,
                                GError       **error)
{
  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
on_looked_up_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  Account *account = g_task_get_task_data (task);
  GError *error = NULL;

  account->password = secret_password_lookup_finish (result, &error);
  if (error != NULL)
    g_task_return_error (task, error);
  else if (account->password == NULL)
    g_task_return_pointer (task, NULL, NULL);
  else
    {
      Account *found = g_new0 (Account, 1);

      found->jid = g_strdup (account->jid);
      found->server = g_strdup (account->server);
      found->password = g_steal_pointer (&account->password);
      g_task_return_pointer (task, found, account_free);
    }
}

static void
on_searched_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;
  GList *items = secret_password_search_finish (result, &error);
  g_autoptr(GHashTable) attributes = NULL;
  Account *account;

  if (error != NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (items == NULL)
    {
      g_task_return_pointer (task, NULL, NULL);
      return;
    }
  attributes = secret_retrievable_get_attributes (items->data);
  g_list_free_full (items, g_object_unref);
  account = g_new0 (Account, 1);
  account->jid = g_strdup (g_hash_table_lookup (attributes, "jid"));
  account->server = g_strdup (g_hash_table_lookup (attributes, "server"));
  if (account->jid == NULL)
    {
      account_free (account);
      g_task_return_pointer (task, NULL, NULL);
      return;
    }
  g_task_set_task_data (task, account, account_free);
  secret_password_lookup (account_schema (), g_task_get_cancellable (task), on_looked_up_cb,
                          g_object_ref (task), "app", "schott-world", "jid", account->jid,
                          "server", account->server ? account->server : "", NULL);
}

void
sw_online_account_lookup_async (GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, sw_online_account_lookup_async);
  secret_password_search (account_schema (), SECRET_SEARCH_UNLOCK, cancellable, on_searched_cb, task,
                          "app", "schott-world", NULL);
}

gboolean
sw_online_account_lookup_finish (GAsyncResult  *result,
                                 char         **jid,
                                 char         **server,
                                 char         **password,
                                 GError       **error)
{
  Account *account = g_task_propagate_pointer (G_TASK (result), error);

  if (account == NULL)
    return FALSE;
  *jid = g_steal_pointer (&account->jid);
  *server = account->server && *account->server ? g_steal_pointer (&account->server) : NULL;
  *password = g_strdup (account->password);
  account_free (account);
  return TRUE;
}

static void
on_cleared_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!secret_password_clear_finish (result, &error))
    g_warning ("The online account’s password could not be removed from the keyring: %s", error->message);
}

void
sw_online_account_forget (const char *jid)
{
  g_return_if_fail (jid != NULL);
  secret_password_clear (account_schema (), NULL, on_cleared_cb, NULL,
                         "app", "schott-world", "jid", jid, NULL);
}
