/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-presenter.h: one thing shown at a time over the game view. The
 * model's questions and stage summaries wait in a queue for their sheet;
 * the presenter shows them one by one at the pace of the game's speed,
 * holds the game (its computers wait) while something must be read or
 * answered, and says how much of the move log may be shown meanwhile. */
#pragma once

#include <adwaita.h>

#include "schott-game-model.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_PRESENTER (schott_presenter_get_type ())
G_DECLARE_FINAL_TYPE (SchottPresenter, schott_presenter, SCHOTT, PRESENTER, GObject)

/*
 * Properties:
 *   "speed"      SchottAiSpeed  R  the game's speed (followed from the model)
 *   "log-limit"  guint          R  the move log's lines that may be shown:
 *                                  G_MAXUINT when nothing waits to be shown
 *   "holding"    gboolean       R  the presenter holds the game
 *
 * Signals:
 *   "dialog-made" (AdwDialog *)  a sheet was made (made once, kept)
 *   "answered" (gint position)    the person answered in the question sheet
 *   "closed" ()                   a sheet closed: the next may be shown
 *   "next-stage" ()               the person read the stage summary and the
 *                                 game waits for them to start the next stage
 */

/* Sheets are presented over parent (not owned: it owns the presenter). */
SchottPresenter *schott_presenter_new             (GtkWidget       *parent);
/* Follows a game; NULL stops. Whatever was queued or shown goes. */
void             schott_presenter_set_model       (SchottPresenter *self,
                                                   SchottGameModel *model);
SchottAiSpeed    schott_presenter_get_speed       (SchottPresenter *self);
/* A computer's doings are shown (not at instant speed). */
gboolean         schott_presenter_shows_computer_steps (SchottPresenter *self);
guint            schott_presenter_get_log_limit   (SchottPresenter *self);
/* Something is queued or shown that the computers wait for. */
gboolean         schott_presenter_get_holding     (SchottPresenter *self);
/* A sheet is shown (or about to be), else NULL. */
AdwDialog       *schott_presenter_get_dialog      (SchottPresenter *self);
/* Nothing shown, nothing waiting. */
gboolean         schott_presenter_is_idle         (SchottPresenter *self);
guint            schott_presenter_get_n_waiting   (SchottPresenter *self);
/* Shows the next thing waiting, if no sheet is up. */
void             schott_presenter_present_next    (SchottPresenter *self);
/* The game's decision changed: the next thing is shown, and a stage
 * summary read by a person starts the next stage. */
void             schott_presenter_decision_changed (SchottPresenter *self);
/* Makes the sheets ahead of need (while New Game is shown). */
void             schott_presenter_prepare         (SchottPresenter *self);

G_END_DECLS
