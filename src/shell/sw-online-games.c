/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-games.c: Best Path's table pages (SCHOTT's are not in the
 * window yet). */
#include "config.h"

#include "bp-online-page.h"
#include "sw-online-games.h"

AdwNavigationPage *
sw_online_games_host_page (SwXmpp *xmpp)
{
  return bp_online_page_new_host (xmpp);
}

AdwNavigationPage *
sw_online_games_join_page (SwXmpp     *xmpp,
                           const char *room)
{
  return bp_online_page_new_join (xmpp, room);
}
