/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-style.h: a game's style sheet, from its resource, for the display. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Adds the style sheet at resource_path to the default display, once per
 * display and path (application priority, as AdwApplication's style.css). */
void sw_style_load (const char *resource_path);

G_END_DECLS
