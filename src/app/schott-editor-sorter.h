/* schott-editor-sorter.h: the sorter of one column of the question table.
 *
 * The table's rows are sorted on a worker by SchottPackView; the columns
 * carry these sorters so that the headers can be clicked and show the
 * order, and schott_editor_sorter_read() tells the view what was chosen.
 */
#pragma once

#include <gtk/gtk.h>

#include "schott-pack-view.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_EDITOR_SORTER (schott_editor_sorter_get_type ())
G_DECLARE_FINAL_TYPE (SchottEditorSorter, schott_editor_sorter, SCHOTT, EDITOR_SORTER, GtkSorter)

/* key: "id", "category", "difficulty", "text" or "complete" */
GtkSorter         *schott_editor_sorter_new  (const char *key);
/* The primary sort column of a GtkColumnView's sorter whose columns carry
 * SchottEditorSorters: its key and direction (NONE when unsorted). */
SchottPackSortKey  schott_editor_sorter_read (GtkSorter *column_view_sorter,
                                              gboolean  *descending);

G_END_DECLS
