/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-table.h: the editor page's table of questions: search,
 * filters, the table language, the sorted rows and the selection that
 * chooses the question the form edits. */
#pragma once

#include <adwaita.h>

#include "schott-pack-list.h"
#include "schott-pack-model.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_EDITOR_TABLE (schott_editor_table_get_type ())
G_DECLARE_FINAL_TYPE (SchottEditorTable, schott_editor_table, SCHOTT, EDITOR_TABLE, AdwBin)

/* Properties: "model" (the pack model), "position" (read-only: the pack
 * position of the selected question, -1; notified also when another
 * question took the selected row's place), "collapsed" (a click opens a
 * row, the table stands alone), "narrow" (only the id and the question).
 * Signals: "question-activated" when a row is opened (Enter, a double
 * click, or one click when collapsed); "language-selected" (index) when
 * the table's language was chosen. */

SchottPackModel *schott_editor_table_get_model        (SchottEditorTable *self);
void             schott_editor_table_set_model        (SchottEditorTable *self,
                                                       SchottPackModel   *model);
gint             schott_editor_table_get_position     (SchottEditorTable *self);
/* Selects the question at a pack position, clearing the search and the
 * filters if they hide it; once sorted if the rows are not there yet. */
void             schott_editor_table_select_question  (SchottEditorTable *self,
                                                       guint              position);
/* Selects the table's first row, if any. */
void             schott_editor_table_select_first_row (SchottEditorTable *self);
void             schott_editor_table_focus_search     (SchottEditorTable *self);
GtkSearchEntry  *schott_editor_table_get_search_entry (SchottEditorTable *self);
/* The rows behind the table: pending while a search runs. */
SchottPackList  *schott_editor_table_get_view         (SchottEditorTable *self);

G_END_DECLS
