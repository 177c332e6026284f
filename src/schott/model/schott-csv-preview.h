/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-csv-preview.h: a CSV file parsed into questions without writing
 * anything (the editor's import preview): the rows it accepted, those it
 * rejected and why, and the import of the accepted rows into a pack. */
#pragma once

#include <glib-object.h>

#include "schott-pack-model.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_CSV_PREVIEW (schott_csv_preview_get_type ())
G_DECLARE_FINAL_TYPE (SchottCsvPreview, schott_csv_preview, SCHOTT, CSV_PREVIEW, GObject)

/* Reads path (size-limited) and parses it; template_model (may be NULL)
 * gives the pack's id, titles, categories ... NULL with error when the
 * file cannot be read or its header is unusable. */
SchottCsvPreview *schott_csv_preview_new_from_file (const char      *path,
                                                    SchottPackModel *template_model,
                                                    GError         **error);
/* Data rows read (accepted + rejected). */
guint       schott_csv_preview_get_n_rows     (SchottCsvPreview *self);
guint       schott_csv_preview_get_n_accepted (SchottCsvPreview *self);
/* The fields of accepted row i the preview shows (source language). */
void        schott_csv_preview_get_row        (SchottCsvPreview *self,
                                               guint             i,
                                               const char      **id,
                                               const char      **category,
                                               const char      **question,
                                               const char      **right_answer);
guint       schott_csv_preview_get_n_rejected (SchottCsvPreview *self);
/* The 1-based line where rejected row i starts, and why it was rejected. */
guint       schott_csv_preview_get_rejected_line   (SchottCsvPreview *self, guint i);
const char *schott_csv_preview_get_rejected_reason (SchottCsvPreview *self, guint i);
/* Replaces (append FALSE) or extends model's questions with the accepted rows. */
void        schott_csv_preview_import_into    (SchottCsvPreview *self,
                                               SchottPackModel  *model,
                                               gboolean          append);

G_END_DECLS
