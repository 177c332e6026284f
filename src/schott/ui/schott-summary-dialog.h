/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-summary-dialog.h: the scoring of a finished stage. */
#pragma once

#include <adwaita.h>

#include "schott-game-model.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_SUMMARY_DIALOG (schott_summary_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SchottSummaryDialog, schott_summary_dialog, SCHOTT, SUMMARY_DIALOG, AdwDialog)

/* An empty dialog, filled by schott_summary_dialog_reset(). */
SchottSummaryDialog *schott_summary_dialog_new (void);
/* Shows a stage's scoring in the dialog (summary is copied); extras: one
 * per player, from schott_game_model_get_stage_extras(). */
void                 schott_summary_dialog_reset (SchottSummaryDialog      *self,
                                                  SchottGameModel          *model,
                                                  guint                     stage,
                                                  const SchottStageSummary *summary,
                                                  const SchottStageExtras  *extras,
                                                  const char               *button_label);

G_END_DECLS
