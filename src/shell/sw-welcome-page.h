/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-welcome-page.h: the window's welcome: every game with its picture,
 * what it is in one line, Play, its Rules and, if it has one waiting, the
 * way back to its unfinished game. */
#pragma once

#include "sw-game.h"

G_BEGIN_DECLS

#define SW_TYPE_WELCOME_PAGE (sw_welcome_page_get_type ())
G_DECLARE_FINAL_TYPE (SwWelcomePage, sw_welcome_page, SW, WELCOME_PAGE, AdwBin)

/* games: the window's SwGame objects, in its order. Signals, each with
 * the game: "play", "rules", "resume", "guided" (its guided first game). */
void       sw_welcome_page_set_games      (SwWelcomePage *self,
                                           GPtrArray     *games);
/* Before it is shown: which game was chosen last (its Play is the
 * suggested one and takes the focus), which have a game waiting. */
void       sw_welcome_page_update         (SwWelcomePage *self,
                                           const char    *last);
/* The focus on the last game's Play. */
void       sw_welcome_page_focus          (SwWelcomePage *self);
/* Narrow: the games one below the other, each picture beside its text. */
void       sw_welcome_page_set_narrow     (SwWelcomePage *self,
                                           gboolean       narrow);
gboolean   sw_welcome_page_get_narrow     (SwWelcomePage *self);
/* For tests: the buttons of the game with this id ("play", "rules",
 * "resume", "guide"), or NULL. */
GtkButton *sw_welcome_page_get_button     (SwWelcomePage *self,
                                           const char    *id,
                                           const char    *which);
/* For tests: the picture of the game with this id, or NULL. */
GtkPicture *sw_welcome_page_get_picture   (SwWelcomePage *self,
                                           const char    *id);

G_END_DECLS
