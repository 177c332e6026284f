/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-key-guard.h: keys pressed on a sheet (a question, a stage
 * summary) stay the sheet's: held down while the sheet closes, their
 * repeats and releases never reach the table below, nor anything else
 * of the window (issue 27, item 7). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_KEY_GUARD (schott_key_guard_get_type ())
G_DECLARE_FINAL_TYPE (SchottKeyGuard, schott_key_guard, SCHOTT, KEY_GUARD, GObject)

SchottKeyGuard *schott_key_guard_new         (void);
/* Notes the keys pressed on sheet from now on. */
void            schott_key_guard_watch_sheet (SchottKeyGuard *self,
                                              GtkWidget      *sheet);
/* For the table's key events: TRUE when event is the repeat or the
 * release of a key pressed on a sheet (swallow it). A press after a
 * pause longer than a key's repeat is a new press: FALSE. */
gboolean        schott_key_guard_swallows    (SchottKeyGuard *self,
                                              GdkEvent       *event);
/* Guards the whole window (root, or NULL to stop): a sheet gives the
 * focus back wherever it was before, perhaps the header bar's New Game,
 * and a held key's repeats must not act there either. */
void            schott_key_guard_watch_root  (SchottKeyGuard *self,
                                              GtkWidget      *root);

G_END_DECLS
