/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-page.h: the editor page of the main window: question packs,
 * event-card texts and rule variants. */
#pragma once

#include <adwaita.h>

#include "schott-content.h"
#include "schott-pack-model.h"
#include "schott-pack-list.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_EDITOR_PAGE (schott_editor_page_get_type ())
G_DECLARE_FINAL_TYPE (SchottEditorPage, schott_editor_page, SCHOTT, EDITOR_PAGE, AdwBin)

/* Signals: "pack-loaded", "load-failed" (message), and "saved" after every
 * pack written to a file (the new-game page should list the user's packs
 * again then). */
GtkWidget       *schott_editor_page_new            (void);
SchottPackModel *schott_editor_page_get_model      (SchottEditorPage *self);
/* Unsaved changes in the pack, the event texts or the variant. */
gboolean         schott_editor_page_has_unsaved_changes (SchottEditorPage *self);
/* The window that holds the page is asked to close (its close_request):
 * FALSE when nothing is unsaved (the drafts go; the window may close);
 * TRUE when the page asks Save, Discard or Cancel first, and closes the
 * window itself after Save or Discard. */
gboolean         schott_editor_page_close_request  (SchottEditorPage *self);
/* Loads path (a local path or a URI) in a worker thread (after asking
 * about unsaved changes); "pack-loaded" or "load-failed" tell the outcome. */
void             schott_editor_page_open_path      (SchottEditorPage *self,
                                                    const char       *path);
/* The same for any GFile, local or not (GVfs, a portal's document). */
void             schott_editor_page_open_file      (SchottEditorPage *self,
                                                    GFile            *file);
/* The packs New Game offers, so that the problems list can tell when
 * another pack has this pack's id, and a copy gets an id no pack has.
 * Without it the page loads them itself when first needed. */
void             schott_editor_page_set_content    (SchottEditorPage *self,
                                                    SchottContent    *content);
/* Shows the pack's id, titles, descriptions, authors and licence. */
void             schott_editor_page_show_pack_details (SchottEditorPage *self);
/* Saves to the pack's path, or to path when given (no dialog). */
gboolean         schott_editor_page_save_to        (SchottEditorPage *self,
                                                    const char       *path,
                                                    GError          **error);
/* Writes the draft now (normally every few seconds while dirty). */
void             schott_editor_page_write_draft    (SchottEditorPage *self);
/* The text shown in the error banner, NULL when hidden. */
const char      *schott_editor_page_get_error_text (SchottEditorPage *self);

/* For tests and benchmarks. */
GtkSearchEntry  *schott_editor_page_get_search_entry (SchottEditorPage *self);
GListModel      *schott_editor_page_get_rows       (SchottEditorPage *self);
/* The rows behind the table: pending while a search runs. */
SchottPackList  *schott_editor_page_get_view       (SchottEditorPage *self);
/* Opens the import preview of a CSV file (what Import CSV… does once the
 * file is chosen). */
void             schott_editor_page_preview_csv    (SchottEditorPage *self,
                                                    const char       *path);
/* The text field (a GtkTextView) of one field in one language of the form. */
GtkWidget       *schott_editor_page_get_field      (SchottEditorPage *self,
                                                    SchottField       field,
                                                    const char       *lang);
/* Selects the question at a pack position (clears the filter if needed). */
void             schott_editor_page_select_question (SchottEditorPage *self,
                                                     guint             position,
                                                     const char       *lang);
/* A drop-down of strings whose button ellipsizes the chosen one, so that
 * long names do not widen the window; the popup shows them whole. */
void             schott_editor_drop_down_ellipsize (GtkDropDown *drop_down);
/* The entry for widget in an array of structs that each begin with a
 * widget pointer (what an editor's row edits), or NULL. */
gpointer         schott_editor_rows_find           (GArray      *rows,
                                                    gpointer     widget);

/* Languages offered by "Add Language" and the new-pack dialog. */
#define SCHOTT_EDITOR_DEFAULT_LANGUAGES "en de fr id zh-CN"

G_END_DECLS
