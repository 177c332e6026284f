/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-dialog.h: Play Online: the XMPP account (asked once, its
 * password kept in the Secret service), then hosting a table or joining
 * one by its address. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_ONLINE_DIALOG (sw_online_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SwOnlineDialog, sw_online_dialog, SW, ONLINE_DIALOG, AdwDialog)

/* games: the window's SwGame objects; those with online tables get a
 * row to host one, and a table joined by its address opens in the first. */
AdwDialog *sw_online_dialog_new (GPtrArray *games);

G_END_DECLS
