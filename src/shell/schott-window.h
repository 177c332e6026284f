/* schott-window.h: the main window: new game, play, game over, editor. */
#pragma once

#include <adwaita.h>

#include "schott-content.h"
#include "schott-game-view.h"
#include "schott-setup-page.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_WINDOW (schott_window_get_type ())
G_DECLARE_FINAL_TYPE (SchottWindow, schott_window, SCHOTT, WINDOW, AdwApplicationWindow)

SchottWindow    *schott_window_new             (GtkApplication *app,
                                                SchottContent  *content);
void             schott_window_add_toast       (SchottWindow   *self,
                                                const char     *text);
void             schott_window_show_rules      (SchottWindow   *self);
/* "setup", "resume", "play" or "over". */
const char      *schott_window_get_page        (SchottWindow   *self);
SchottSetupPage *schott_window_get_setup_page  (SchottWindow   *self);
SchottGameView  *schott_window_get_game_view   (SchottWindow   *self);
GtkButton       *schott_window_get_resume_button (SchottWindow *self);
/* The game over page's headline, e.g. "Anna wins!". */
const char      *schott_window_get_result_title (SchottWindow  *self);
/* For tests: the banner that says the game is not being saved. */
AdwBanner       *schott_window_get_autosave_banner (SchottWindow *self);
/* "game" or "editor": the view switcher's page. */
const char      *schott_window_get_view        (SchottWindow   *self);
GtkWidget       *schott_window_get_editor_page (SchottWindow   *self);
/* Replaces the editor placeholder. */
void             schott_window_set_editor_page (SchottWindow   *self,
                                                GtkWidget      *page);

G_END_DECLS
