/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-online-page.h: a Best Path table online, as a page of the Play
 * Online dialog: the host's seats (this person, friends by XMPP address,
 * computer levels), then the lobby (the table's address and join link,
 * the seats and who is present), then the person's turns, to the end. */
#pragma once

#include <adwaita.h>

#include "bp-online.h"
#include "sw-xmpp.h"

G_BEGIN_DECLS

#define BP_TYPE_ONLINE_PAGE (bp_online_page_get_type ())
G_DECLARE_FINAL_TYPE (BpOnlinePage, bp_online_page, BP, ONLINE_PAGE, AdwNavigationPage)

/* xmpp: a connected account. */
AdwNavigationPage *bp_online_page_new_host (SwXmpp     *xmpp);
/* room: the table's address (room@service). */
AdwNavigationPage *bp_online_page_new_join (SwXmpp     *xmpp,
                                           const char *room);
/* "setup", "lobby", "over" or "error": what the page shows (tests). */
const char        *bp_online_page_get_state (BpOnlinePage *self);
/* The table as this client plays it, once it exists (tests). */
BpOnline          *bp_online_page_get_online (BpOnlinePage *self);
/* The table's address once it exists, else NULL. */
const char        *bp_online_page_get_room  (BpOnlinePage *self);

G_END_DECLS
