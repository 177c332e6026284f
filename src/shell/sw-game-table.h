/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-game-table.h: the games of the application, the one place of the
 * shell that names them. */
#pragma once

#include "sw-window.h"

G_BEGIN_DECLS

/* What the games load once for every window of the application (SCHOTT's
 * packs and variants), opaque to the shell. */
GObject   *sw_game_table_new_content (void);
/* The games of one window (SwGame), in the order New Game offers them. */
GPtrArray *sw_game_table_new_games   (GSettings      *settings,
                                      GObject        *content);
/* A window holding every game: what the application opens, and tests. */
SwWindow  *sw_game_table_new_window  (GtkApplication *app,
                                      GSettings      *settings,
                                      GObject        *content);

G_END_DECLS
