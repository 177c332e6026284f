/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-window.h: the main window: its games side by side (sw-game.h), the
 * editor beside them. */
#pragma once

#include "sw-game.h"
#include "sw-welcome-page.h"

G_BEGIN_DECLS

#define SW_TYPE_WINDOW (sw_window_get_type ())
G_DECLARE_FINAL_TYPE (SwWindow, sw_window, SW, WINDOW, AdwApplicationWindow)

/* settings: the application's, or NULL (tests); games: the SwGame
 * objects the window holds, in the order New Game offers them. */
SwWindow        *sw_window_new             (GtkApplication *app,
                                            GSettings      *settings,
                                            GPtrArray      *games);
void             sw_window_add_toast       (SwWindow   *self,
                                            const char *text);
void             sw_window_show_rules      (SwWindow   *self);
/* "welcome", "resume", "over" (a game's result sheet is shown), or a page
 * of one of its games (the pages its description names). */
const char      *sw_window_get_page        (SwWindow   *self);
/* The window's game with this id (e.g. a SchottGameEntry for "schott");
 * NULL if none. */
SwGame          *sw_window_get_game        (SwWindow   *self,
                                            const char *id);
/* Its games, in the order New Game offers them (transfer none). */
GPtrArray       *sw_window_get_games       (SwWindow   *self);
GtkButton       *sw_window_get_resume_button (SwWindow *self);
/* The headline of a game's result sheet, e.g. "Anna wins!". */
const char      *sw_window_get_result_title (SwWindow  *self);
/* For tests: the welcome page (the game stack's page "welcome"), the
 * header bar's Undo. */
SwWelcomePage   *sw_window_get_welcome_page (SwWindow  *self);
GtkButton       *sw_window_get_undo_button (SwWindow   *self);
/* For tests: the banner that says the game is not being saved. */
AdwBanner       *sw_window_get_autosave_banner (SwWindow *self);
/* "game" or "editor": the view switcher's page. */
const char      *sw_window_get_view        (SwWindow   *self);
/* The Editor tab's page, a game's workshop: built here if the tab has
 * not been shown yet (NULL when no game has one). */
GtkWidget       *sw_window_get_editor_page (SwWindow   *self);
/* Opens a file in the workshop (the Editor tab): double-click, Open With. */
void             sw_window_open_file       (SwWindow   *self,
                                            GFile      *file);

G_END_DECLS
