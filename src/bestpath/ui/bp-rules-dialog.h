/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-rules-dialog.h: the rules of Best Path, step by step, with pictures
 * drawn from the engine's board: a SwStepsDialog over the window. Its steps
 * are read and turned through the SwStepsDialog API. */
#pragma once

#include "sw-steps-dialog.h"

G_BEGIN_DECLS

#define BP_TYPE_RULES_DIALOG (bp_rules_dialog_get_type ())
G_DECLARE_FINAL_TYPE (BpRulesDialog, bp_rules_dialog, BP, RULES_DIALOG, SwStepsDialog)

/* Shows the Rules over parent's window and returns the dialog. Step ids:
 * "board", "round", …; each page's pictures are BpRulesDrawing children. */
BpRulesDialog *bp_rules_dialog_present (GtkWidget *parent);

G_END_DECLS
