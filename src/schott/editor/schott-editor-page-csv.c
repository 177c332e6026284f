/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-page-csv.c: the editor page's CSV import (a preview
 * dialog, then a banner for the rows it skipped) and export. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-editor-page-private.h"

static void
on_csv_import_cb (SchottEditorCsvDialog *dialog, SchottCsvPreview *preview, gboolean append,
                  SchottEditorPage *self)
{
  g_autofree char *text = NULL;
  guint n_accepted = schott_csv_preview_get_n_accepted (preview);
  guint n_rejected = schott_csv_preview_get_n_rejected (preview);

  schott_csv_preview_import_into (preview, self->model, append);
  schott_editor_banners_show_rejected (self->banners, preview);
  text = g_strdup_printf (ngettext ("Imported %u question", "Imported %u questions", n_accepted),
                          n_accepted);
  if (n_rejected > 0)
    {
      g_autofree char *both = g_strdup_printf (ngettext ("%s; %u row was rejected", "%s; %u rows were rejected",
                                                         n_rejected),
                                               text, n_rejected);
      _schott_editor_page_toast (self, both);
    }
  else
    _schott_editor_page_toast (self, text);
}

static void
on_csv_chosen_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (SchottEditorPage) self = data;
  g_autofree char *path = _schott_editor_page_chosen_path (self, source, result, FALSE);

  if (path != NULL)
    schott_editor_page_preview_csv (self, path);
}

/* The preview of a CSV file; its "import" adds the questions. */
void
schott_editor_page_preview_csv (SchottEditorPage *self, const char *path)
{
  g_autoptr (GError) error = NULL;
  SchottCsvPreview *preview;
  SchottEditorCsvDialog *dialog;

  g_return_if_fail (SCHOTT_IS_EDITOR_PAGE (self));
  g_return_if_fail (path != NULL);
  preview = schott_csv_preview_new_from_file (path, self->model, &error);
  if (preview == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The CSV file could not be imported: %s"),
                                               error ? error->message : "");
      _schott_editor_page_show_error (self, text);
      return;
    }
  dialog = schott_editor_csv_dialog_new (preview, path);
  g_signal_connect_object (dialog, "import", G_CALLBACK (on_csv_import_cb), self, 0);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

static void
csv_import (SchottEditorPage *self)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr (GtkFileDialog) dialog = NULL;

  gtk_file_filter_set_name (filter, _("CSV files"));
  gtk_file_filter_add_pattern (filter, "*.csv");
  gtk_file_filter_add_mime_type (filter, "text/csv");
  dialog = _schott_editor_page_file_dialog_new (_("Import Questions from CSV"), _("_Preview"), filter);
  gtk_file_dialog_open (dialog, _schott_editor_page_parent_window (self), self->file_cancellable,
                        on_csv_chosen_cb, g_object_ref (self));
}

static void
on_csv_export_chosen_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (SchottEditorPage) self = data;
  g_autofree char *path = _schott_editor_page_chosen_path (self, source, result, TRUE);
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize len = 0;

  if (path == NULL)
    return;
  contents = schott_csv_export (_schott_editor_page_pack (self), &len);
  if (schott_file_write_atomic (path, contents, len, &error))
    _schott_editor_page_toast (self, _("Questions exported as CSV"));
  else
    {
      g_autofree char *text = g_strdup_printf (_("The CSV file could not be written: %s"),
                                               error ? error->message : "");
      _schott_editor_page_show_error (self, text);
    }
}

static void
csv_export (SchottEditorPage *self)
{
  g_autofree char *name = g_strdup_printf ("%s.csv", _schott_editor_page_pack (self)->id);
  g_autoptr (GtkFileDialog) dialog = _schott_editor_page_file_dialog_new (_("Export Questions as CSV"), _("_Export"), NULL);

  gtk_file_dialog_set_initial_name (dialog, name);
  gtk_file_dialog_save (dialog, _schott_editor_page_parent_window (self), self->file_cancellable,
                        on_csv_export_chosen_cb, g_object_ref (self));
}

static void
import_csv_action (GtkWidget *widget, const char *name, GVariant *param)
{
  csv_import (SCHOTT_EDITOR_PAGE (widget));
}

static void
export_csv_action (GtkWidget *widget, const char *name, GVariant *param)
{
  csv_export (SCHOTT_EDITOR_PAGE (widget));
}

void
_schott_editor_page_csv_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.import-csv", NULL, import_csv_action);
  gtk_widget_class_install_action (widget_class, "editor.export-csv", NULL, export_csv_action);
}
