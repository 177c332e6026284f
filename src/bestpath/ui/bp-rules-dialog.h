/* bp-rules-dialog.h: the rules of Best Path, step by step, with pictures
 * drawn from the engine's board: an AdwDialog over the window. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BP_TYPE_RULES_DIALOG (bp_rules_dialog_get_type ())
G_DECLARE_FINAL_TYPE (BpRulesDialog, bp_rules_dialog, BP, RULES_DIALOG, AdwDialog)

/* Shows the Rules over parent's window and returns the dialog. */
BpRulesDialog *bp_rules_dialog_present       (GtkWidget     *parent);

guint          bp_rules_dialog_get_n_steps   (BpRulesDialog *self);
/* The step shown, 0-based. */
guint          bp_rules_dialog_get_step      (BpRulesDialog *self);
void           bp_rules_dialog_set_step      (BpRulesDialog *self,
                                              guint          step);
/* A stable id per step ("board", "round", …), or NULL. */
const char    *bp_rules_dialog_get_step_id   (BpRulesDialog *self,
                                              guint          step);
/* The page of a step (its pictures are BpRulesDrawing children). */
GtkWidget     *bp_rules_dialog_get_step_page (BpRulesDialog *self,
                                              guint          step);

G_END_DECLS
