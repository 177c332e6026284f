/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-preferences.h: SCHOTT's groups of the Preferences dialog. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Adds "Game" (the computers' speed, how long their answers stay up, the
 * move log) and "Computer Players" (how often each level answers right)
 * to page; the rows are bound to settings when it is not NULL. */
void schott_preferences_add_groups (AdwPreferencesPage *page,
                                    GSettings          *settings);

G_END_DECLS
