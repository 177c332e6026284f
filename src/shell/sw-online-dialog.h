/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-dialog.h: Play Online: the XMPP account (asked once, its
 * password kept in the Secret service), then hosting a table or joining
 * one by its address. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_ONLINE_DIALOG (sw_online_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SwOnlineDialog, sw_online_dialog, SW, ONLINE_DIALOG, AdwDialog)

AdwDialog *sw_online_dialog_new (void);

/* The window's "win.play-online" action. */
void       _sw_online_dialog_action (GtkWidget  *widget,
                                     const char *action_name,
                                     GVariant   *parameter);

G_END_DECLS
