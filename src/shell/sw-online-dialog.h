/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-dialog.h: Play Online: the XMPP account (asked once, its
 * password kept in the Secret service), then hosting a table or joining
 * one by its address. */
#pragma once

#include <adwaita.h>

#include "sw-game.h"

G_BEGIN_DECLS

#define SW_TYPE_ONLINE_DIALOG (sw_online_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SwOnlineDialog, sw_online_dialog, SW, ONLINE_DIALOG, AdwDialog)

/* games: the window's SwGame objects; those with online tables get a
 * row to host one, and a table joined by its address opens in the first. */
AdwDialog *sw_online_dialog_new (GPtrArray *games);
/* The same, already signed in on connection (an SwXmpp someone else keeps,
 * sw-online-invitations.c): it opens on what to play. */
AdwDialog *sw_online_dialog_new_signed_in (GPtrArray *games,
                                           GObject   *connection);
/* Opens game's table in room (an invitation's): its page joins it and
 * shows the lobby. game must have online tables. */
void       sw_online_dialog_join          (SwOnlineDialog *self,
                                           SwGame         *game,
                                           const char     *room);

G_END_DECLS
