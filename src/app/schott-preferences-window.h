/* schott-preferences-window.h: speed, move log, style, computer levels. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_PREFERENCES_WINDOW (schott_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (SchottPreferencesWindow, schott_preferences_window, SCHOTT, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget *schott_preferences_window_new (GtkWindow *parent);

G_END_DECLS
