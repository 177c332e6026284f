/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-csv.h: the preview of a CSV import: the first rows as they
 * were parsed and every rejected row with its reason. */
#pragma once

#include <adwaita.h>

#include "schott-csv-preview.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_EDITOR_CSV_DIALOG (schott_editor_csv_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SchottEditorCsvDialog, schott_editor_csv_dialog, SCHOTT, EDITOR_CSV_DIALOG, AdwDialog)

/* Takes ownership of preview. Emits "import" (SchottCsvPreview *, gboolean
 * append) when the user accepts, then closes; present it with
 * adw_dialog_present(). */
SchottEditorCsvDialog *schott_editor_csv_dialog_new (SchottCsvPreview *preview,
                                                     const char       *path);
/* A row that says which line of a CSV file was rejected and why (the
 * preview and the editor's list of skipped rows). */
GtkWidget             *schott_editor_csv_rejected_row_new (guint       line,
                                                           const char *reason);

G_END_DECLS
