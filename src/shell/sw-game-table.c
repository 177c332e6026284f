/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-game-table.c: the games of the application, in the order New Game
 * offers them. A game joins here with its entry point. */
#include "config.h"

#include "bp-game-entry.h"
#include "schott-game-entry.h"
#include "sw-game-table.h"

GObject *
sw_game_table_new_content (void)
{
  return G_OBJECT (schott_content_new ());
}

GPtrArray *
sw_game_table_new_games (GSettings *settings,
                         GObject   *content)
{
  GPtrArray *games = g_ptr_array_new_with_free_func (g_object_unref);

  g_ptr_array_add (games, schott_game_entry_new (settings, SCHOTT_CONTENT (content)));
  g_ptr_array_add (games, bp_game_entry_new (settings));
  return games;
}

SwWindow *
sw_game_table_new_window (GtkApplication *app,
                          GSettings      *settings,
                          GObject        *content)
{
  g_autoptr(GPtrArray) games = sw_game_table_new_games (settings, content);

  return sw_window_new (app, settings, games);
}
