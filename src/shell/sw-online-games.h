/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-games.h: the games' online table pages, the one place the
 * Play Online dialog meets a game (as sw-game-table.c for the window). */
#pragma once

#include <adwaita.h>

#include "sw-xmpp.h"

G_BEGIN_DECLS

AdwNavigationPage *sw_online_games_host_page (SwXmpp     *xmpp);
AdwNavigationPage *sw_online_games_join_page (SwXmpp     *xmpp,
                                              const char *room);

G_END_DECLS
