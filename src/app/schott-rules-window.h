/* schott-rules-window.h: the rules in short, inside the app. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_RULES_WINDOW (schott_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (SchottRulesWindow, schott_rules_window, SCHOTT, RULES_WINDOW, AdwWindow)

GtkWidget *schott_rules_window_new (GtkWindow *parent);

G_END_DECLS
