/* sw-preferences-dialog.h: speed, move log, style; the computer levels. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_PREFERENCES_DIALOG (schott_preferences_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SchottPreferencesDialog, schott_preferences_dialog, SCHOTT, PREFERENCES_DIALOG, AdwPreferencesDialog)

AdwDialog *schott_preferences_dialog_new (void);

G_END_DECLS
