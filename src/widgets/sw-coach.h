/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-coach.h: the strip above a game's table that talks a newcomer
 * through a guided first game: what the player can do now and what the
 * hint recommends, and a way to leave the guide at any time. The game's
 * guide (schott-guide.c, bp-guide.c) writes the words; the coach shows
 * them and says when the player wants to leave ("leave"). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_COACH (sw_coach_get_type ())
G_DECLARE_FINAL_TYPE (SwCoach, sw_coach, SW, COACH, AdwBin)

GtkWidget  *sw_coach_new             (void);
/* title: the step ("Your turn"); text: what the player can do now;
 * advice: what the hint recommends and why, or NULL. A screen reader
 * hears the text when it changes. */
void        sw_coach_set_step        (SwCoach    *self,
                                      const char *title,
                                      const char *text,
                                      const char *advice);
/* The guide has said all it says: its button closes it ("Close the
 * Guide") instead of leaving it. */
void        sw_coach_set_finished    (SwCoach    *self,
                                      gboolean    finished);
gboolean    sw_coach_get_finished    (SwCoach    *self);
const char *sw_coach_get_title       (SwCoach    *self);
const char *sw_coach_get_text        (SwCoach    *self);
const char *sw_coach_get_advice      (SwCoach    *self);
GtkButton  *sw_coach_get_leave_button (SwCoach   *self);
/* Narrow windows: the coach keeps one line; this button opens the whole
 * step and the hint over the table (hidden when wide, where all shows).
 * The popover's text without markup: */
GtkMenuButton *sw_coach_get_more_button (SwCoach *self);
const char *sw_coach_get_more_text   (SwCoach    *self);
gboolean    sw_coach_get_compact     (SwCoach    *self);

/* Whether the guided game of game_id was left or finished once (the
 * welcome no longer suggests it), kept in settings' "guides-done";
 * settings may be NULL (tests): then nothing is kept. */
gboolean    sw_coach_guide_done      (GSettings  *settings,
                                      const char *game_id);
void        sw_coach_set_guide_done  (GSettings  *settings,
                                      const char *game_id);

/* A guided game comes back with its game: a mark beside the game's
 * autosave ("AUTOSAVE.guide") names the game the guide talks about
 * (key: its seed or its deck, one short line). A mark naming another
 * game, a damaged or an oversized one, is no mark. */
gboolean    sw_coach_save_guide_mark  (const char  *autosave_path,
                                       const char  *key,
                                       GError     **error);
gboolean    sw_coach_has_guide_mark   (const char  *autosave_path,
                                       const char  *key);
void        sw_coach_clear_guide_mark (const char  *autosave_path);

G_END_DECLS
