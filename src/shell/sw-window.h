/* sw-window.h: the main window: the games of the table side by side
 * (sw-game-info.h), the editor beside them. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_WINDOW (schott_window_get_type ())
G_DECLARE_FINAL_TYPE (SchottWindow, schott_window, SCHOTT, WINDOW, AdwApplicationWindow)

/* content: what the application loads once for the games of all its
 * windows (a SchottContent), handed to each game of the table. */
SchottWindow    *schott_window_new             (GtkApplication *app,
                                                gpointer        content);
void             schott_window_add_toast       (SchottWindow   *self,
                                                const char     *text);
void             schott_window_show_rules      (SchottWindow   *self);
/* "resume", "over" (a game's result sheet is shown), or a page of a
 * game of the table: SCHOTT's "setup" and "play", Best Path's "bestpath". */
const char      *schott_window_get_page        (SchottWindow   *self);
/* The window's instance of the game of the table with this id (e.g. a
 * SchottGameEntry for "schott"); NULL if none. */
gpointer         schott_window_get_game        (SchottWindow   *self,
                                                const char     *id);
GtkButton       *schott_window_get_resume_button (SchottWindow *self);
/* The headline of a game's result sheet, e.g. "Anna wins!". */
const char      *schott_window_get_result_title (SchottWindow  *self);
/* For tests: the banner that says the game is not being saved. */
AdwBanner       *schott_window_get_autosave_banner (SchottWindow *self);
/* "game" or "editor": the view switcher's page. */
const char      *schott_window_get_view        (SchottWindow   *self);
/* The Editor tab's page, a game's workshop: built here if the tab has
 * not been shown yet (NULL when no game has one). */
GtkWidget       *schott_window_get_editor_page (SchottWindow   *self);

G_END_DECLS
