/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-preferences-dialog.h: speed, move log, style; the computer levels. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_PREFERENCES_DIALOG (sw_preferences_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SwPreferencesDialog, sw_preferences_dialog, SW, PREFERENCES_DIALOG, AdwPreferencesDialog)

AdwDialog *sw_preferences_dialog_new (GSettings *settings);

G_END_DECLS
