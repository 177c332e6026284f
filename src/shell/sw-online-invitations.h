/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-invitations.h: the window's online account once it signed
 * in (the connection is kept for the rest of the run), and the strip
 * under the header bar that shows the invitations to tables it receives:
 * who invites and to which game, with Join (Play Online opens the
 * game's table and shows its lobby) and Dismiss. When the window is not
 * focused a notification says it too. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_ONLINE_INVITATIONS (sw_online_invitations_get_type ())
G_DECLARE_FINAL_TYPE (SwOnlineInvitations, sw_online_invitations, SW, ONLINE_INVITATIONS, AdwBin)

/* games: the window's SwGame objects (sw-game.h); kept. */
void       sw_online_invitations_set_games  (SwOnlineInvitations *self,
                                             GPtrArray           *games);
/* Play Online: the account page, or what to play if signed in already. */
AdwDialog *sw_online_invitations_new_dialog (SwOnlineInvitations *self);
/* The kept connection (an SwXmpp), or NULL before signing in. */
GObject   *sw_online_invitations_get_connection (SwOnlineInvitations *self);
/* How many invitations the strip shows. */
guint      sw_online_invitations_get_n_shown (SwOnlineInvitations *self);

G_END_DECLS
