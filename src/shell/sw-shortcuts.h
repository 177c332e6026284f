/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-shortcuts.h: the keyboard shortcuts, where libadwaita has no
 * AdwShortcutsDialog (before 1.8). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

AdwDialog *sw_shortcuts_dialog_new (void);

G_END_DECLS
