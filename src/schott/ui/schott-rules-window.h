/* schott-rules-window.h: the rules, step by step and illustrated, inside the
 * app: an AdwDialog (the name stays from when it was a window of its own). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_RULES_WINDOW (schott_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (SchottRulesWindow, schott_rules_window, SCHOTT, RULES_WINDOW, AdwDialog)

/* Shows the Rules over parent's window (a window of their own when parent
 * is NULL or not in an AdwWindow) and returns the dialog. */
SchottRulesWindow *schott_rules_window_present (GtkWidget *parent);

guint       schott_rules_window_get_n_steps   (SchottRulesWindow *self);
/* The step shown, 0-based. */
guint       schott_rules_window_get_step      (SchottRulesWindow *self);
void        schott_rules_window_set_step      (SchottRulesWindow *self,
                                               guint              step);
/* A stable id per step ("goal", "setup", "turn", ...), or NULL. */
const char *schott_rules_window_get_step_id   (SchottRulesWindow *self,
                                               guint              step);
/* Shows the step with that id; FALSE if there is none. */
gboolean    schott_rules_window_show_step_id  (SchottRulesWindow *self,
                                               const char        *id);
/* The page widget of a step (its drawings are SchottRulesDrawing children). */
GtkWidget  *schott_rules_window_get_step_page (SchottRulesWindow *self,
                                               guint              step);

G_END_DECLS
