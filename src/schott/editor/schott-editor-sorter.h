/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-sorter.h: the sorter of one column of the question table.
 *
 * The table's rows are sorted on a worker by SchottPackList; the columns
 * carry these sorters so that the headers can be clicked and show the
 * order, and the key of the column view's primary sort column tells the
 * view what was chosen.
 */
#pragma once

#include <gtk/gtk.h>

#include "schott-pack-list.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_EDITOR_SORTER (schott_editor_sorter_get_type ())
G_DECLARE_FINAL_TYPE (SchottEditorSorter, schott_editor_sorter, SCHOTT, EDITOR_SORTER, GtkSorter)

/* key: "id", "category", "difficulty", "text" or "complete" */
GtkSorter         *schott_editor_sorter_new  (const char *key);
/* The question property the column sorts by. */
SchottPackSortKey  schott_editor_sorter_get_key (SchottEditorSorter *self);

G_END_DECLS
