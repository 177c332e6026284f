/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-account.h: the XMPP account "Play Online" signs in with. Its
 * password lives in the Secret service (libsecret; in Flatpak through
 * the Secret portal), never in a file, a setting or a log. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Keeps jid's password (replacing what was kept for it). */
void      sw_online_account_store_async  (const char          *jid,
                                          const char          *server,
                                          const char          *password,
                                          GCancellable        *cancellable,
                                          GAsyncReadyCallback  callback,
                                          gpointer             user_data);
gboolean  sw_online_account_store_finish (GAsyncResult        *result,
                                          GError             **error);

/* The account kept last: its address, server (may be NULL) and password;
 * FALSE with no error when none is kept. */
void      sw_online_account_lookup_async  (GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
gboolean  sw_online_account_lookup_finish (GAsyncResult        *result,
                                           char               **jid,
                                           char               **server,
                                           char               **password,
                                           GError             **error);

/* Forgets the password kept for jid (signing out); a keyring that
 * refuses is logged. */
void      sw_online_account_forget (const char *jid);

G_END_DECLS
