/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-csv-preview.c: a CSV file parsed for the import preview. */
#include "config.h"

#include "schott-csv-preview.h"
#include "schott-io.h"

struct _SchottCsvPreview
{
  GObject          parent_instance;
  SchottCsvImport *import;
};

G_DEFINE_FINAL_TYPE (SchottCsvPreview, schott_csv_preview, G_TYPE_OBJECT)

static void
schott_csv_preview_finalize (GObject *object)
{
  SchottCsvPreview *self = SCHOTT_CSV_PREVIEW (object);

  g_clear_pointer (&self->import, schott_csv_import_free);
  G_OBJECT_CLASS (schott_csv_preview_parent_class)->finalize (object);
}

static void
schott_csv_preview_class_init (SchottCsvPreviewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = schott_csv_preview_finalize;
}

static void
schott_csv_preview_init (SchottCsvPreview *self)
{
}

SchottCsvPreview *
schott_csv_preview_new_from_file (const char *path, SchottPackModel *template_model, GError **error)
{
  g_autofree char *contents = NULL;
  gsize len = 0;
  SchottCsvImport *import;
  SchottCsvPreview *self;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (template_model == NULL || SCHOTT_IS_PACK_MODEL (template_model), NULL);
  if (!schott_file_read_limited (path, SCHOTT_IO_MAX_FILE_SIZE, &contents, &len, error))
    return NULL;
  import = schott_csv_import (contents, len, path,
                              template_model != NULL ? schott_pack_model_get_pack (template_model) : NULL,
                              error);
  if (import == NULL)
    return NULL;
  self = g_object_new (SCHOTT_TYPE_CSV_PREVIEW, NULL);
  self->import = import;
  return self;
}

guint
schott_csv_preview_get_n_rows (SchottCsvPreview *self)
{
  g_return_val_if_fail (SCHOTT_IS_CSV_PREVIEW (self), 0);
  return self->import->n_rows;
}

guint
schott_csv_preview_get_n_accepted (SchottCsvPreview *self)
{
  g_return_val_if_fail (SCHOTT_IS_CSV_PREVIEW (self), 0);
  return self->import->pack->questions->len;
}

void
schott_csv_preview_get_row (SchottCsvPreview *self, guint i, const char **id, const char **category,
                            const char **question, const char **right_answer)
{
  const SchottQuestion *q;

  g_return_if_fail (SCHOTT_IS_CSV_PREVIEW (self));
  g_return_if_fail (i < self->import->pack->questions->len);
  q = g_ptr_array_index (self->import->pack->questions, i);
  if (id != NULL)
    *id = q->id;
  if (category != NULL)
    *category = q->category;
  if (question != NULL)
    *question = q->field[SCHOTT_FIELD_TEXT][0];
  if (right_answer != NULL)
    *right_answer = q->field[SCHOTT_FIELD_RIGHT][0];
}

guint
schott_csv_preview_get_n_rejected (SchottCsvPreview *self)
{
  g_return_val_if_fail (SCHOTT_IS_CSV_PREVIEW (self), 0);
  return self->import->rejected->len;
}

static const SchottCsvRejected *
rejected_at (SchottCsvPreview *self, guint i)
{
  g_assert (i < self->import->rejected->len);
  return g_ptr_array_index (self->import->rejected, i);
}

guint
schott_csv_preview_get_rejected_line (SchottCsvPreview *self, guint i)
{
  g_return_val_if_fail (SCHOTT_IS_CSV_PREVIEW (self), 0);
  return rejected_at (self, i)->line;
}

const char *
schott_csv_preview_get_rejected_reason (SchottCsvPreview *self, guint i)
{
  g_return_val_if_fail (SCHOTT_IS_CSV_PREVIEW (self), NULL);
  return rejected_at (self, i)->reason;
}

void
schott_csv_preview_import_into (SchottCsvPreview *self, SchottPackModel *model, gboolean append)
{
  g_return_if_fail (SCHOTT_IS_CSV_PREVIEW (self));
  g_return_if_fail (SCHOTT_IS_PACK_MODEL (model));
  schott_pack_model_import (model, self->import->pack, append);
}
