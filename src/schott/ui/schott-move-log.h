/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-move-log.h: the move log beside (or over) the play area: every
 * line of the game so far, up to what the dialogs have shown. A child of
 * SchottGameView, which holds back the lines of a question or a stage
 * summary not yet shown. */
#pragma once

#include <adwaita.h>

#include "schott-game-model.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_MOVE_LOG (schott_move_log_get_type ())
G_DECLARE_FINAL_TYPE (SchottMoveLog, schott_move_log, SCHOTT, MOVE_LOG, GtkWidget)

/* Properties:
 *   "model"  SchottGameModel*  RW  the game whose log is shown
 */
SchottGameModel   *schott_move_log_get_model (SchottMoveLog   *self);
void               schott_move_log_set_model (SchottMoveLog   *self,
                                              SchottGameModel *model);
/* The lines shown: its size holds back those not yet to be seen
 * (G_MAXUINT: all). */
GtkSliceListModel *schott_move_log_get_shown (SchottMoveLog   *self);

G_END_DECLS
