/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-rules-dialog.h: the rules, step by step and illustrated, inside the
 * app: a SwStepsDialog (the name stays from when it was a window of its
 * own). Its steps are read and turned through the SwStepsDialog API. */
#pragma once

#include "sw-steps-dialog.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_RULES_DIALOG (schott_rules_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SchottRulesDialog, schott_rules_dialog, SCHOTT, RULES_DIALOG, SwStepsDialog)

/* Shows the Rules over parent's window (a window of their own when parent
 * is NULL or not in an AdwWindow) and returns the dialog. Step ids: "goal",
 * "setup", "turn", …; each page's drawings are SchottRulesDrawing children. */
SchottRulesDialog *schott_rules_dialog_present (GtkWidget *parent);

G_END_DECLS
