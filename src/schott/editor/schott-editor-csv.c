/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-csv.c: the CSV import preview. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-editor-csv.h"

#define PREVIEW_ROWS 20

struct _SchottEditorCsvDialog
{
  AdwDialog        parent_instance;
  SchottCsvPreview *preview;
  GtkGrid         *rows_grid;
  GtkListBox      *rejected_list;
  GtkLabel        *summary_label;
  GtkWidget       *replace_button;
  GtkWidget       *append_button;
};

G_DEFINE_FINAL_TYPE (SchottEditorCsvDialog, schott_editor_csv_dialog, ADW_TYPE_DIALOG)

enum { SIGNAL_IMPORT, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
emit_import (SchottEditorCsvDialog *self, gboolean append)
{
  g_signal_emit (self, signals[SIGNAL_IMPORT], 0, self->preview, append);
  adw_dialog_close (ADW_DIALOG (self));
}

static void
on_replace_clicked_cb (GtkButton *button, SchottEditorCsvDialog *self)
{
  emit_import (self, FALSE);
}

static void
on_append_clicked_cb (GtkButton *button, SchottEditorCsvDialog *self)
{
  emit_import (self, TRUE);
}

static void
schott_editor_csv_dialog_finalize (GObject *object)
{
  SchottEditorCsvDialog *self = SCHOTT_EDITOR_CSV_DIALOG (object);

  g_clear_object (&self->preview);
  G_OBJECT_CLASS (schott_editor_csv_dialog_parent_class)->finalize (object);
}

static void
schott_editor_csv_dialog_class_init (SchottEditorCsvDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = schott_editor_csv_dialog_finalize;
  signals[SIGNAL_IMPORT] = g_signal_new ("import", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                         SCHOTT_TYPE_CSV_PREVIEW, G_TYPE_BOOLEAN);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-editor-csv.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottEditorCsvDialog, rows_grid);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorCsvDialog, rejected_list);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorCsvDialog, summary_label);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorCsvDialog, replace_button);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorCsvDialog, append_button);
  gtk_widget_class_bind_template_callback (widget_class, on_replace_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_append_clicked_cb);
}

static void
schott_editor_csv_dialog_init (SchottEditorCsvDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static GtkWidget *
cell (const char *text, gboolean heading)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  /* not selectable: a selectable label takes the focus (the first one
   * opened the dialog with its text selected) and every cell would be a
   * stop on the Tab key's way to the buttons */
  if (heading)
    gtk_widget_add_css_class (label, "heading");
  else
    gtk_widget_set_tooltip_text (label, text);
  return label;
}

SchottEditorCsvDialog *
schott_editor_csv_dialog_new (SchottCsvPreview *preview, const char *path)
{
  SchottEditorCsvDialog *self = g_object_new (SCHOTT_TYPE_EDITOR_CSV_DIALOG, NULL);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *summary = NULL;
  GtkWidget *rows_grid, *rejected_list, *summary_label, *replace_button, *append_button;
  guint n_accepted = schott_csv_preview_get_n_accepted (preview);
  guint n_rejected = schott_csv_preview_get_n_rejected (preview);

  self->preview = preview;
  rows_grid = GTK_WIDGET (self->rows_grid);
  rejected_list = GTK_WIDGET (self->rejected_list);
  summary_label = GTK_WIDGET (self->summary_label);
  replace_button = self->replace_button;
  append_button = self->append_button;

  /* TRANSLATORS: %s is a file name, then counts of rows */
  summary = g_strdup_printf (_("%s: %u rows read, %u accepted, %u rejected."), base,
                             schott_csv_preview_get_n_rows (preview), n_accepted, n_rejected);
  gtk_label_set_text (GTK_LABEL (summary_label), summary);

  gtk_grid_attach (GTK_GRID (rows_grid), cell (_("Id"), TRUE), 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (rows_grid), cell (_("Category"), TRUE), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (rows_grid), cell (_("Question"), TRUE), 2, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (rows_grid), cell (_("Right answer"), TRUE), 3, 0, 1, 1);
  for (guint i = 0; i < MIN (n_accepted, PREVIEW_ROWS); i++)
    {
      const char *id, *category, *question, *right;

      schott_csv_preview_get_row (preview, i, &id, &category, &question, &right);
      gtk_grid_attach (GTK_GRID (rows_grid), cell (id, FALSE), 0, i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (rows_grid), cell (category, FALSE), 1, i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (rows_grid), cell (question, FALSE), 2, i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (rows_grid), cell (right, FALSE), 3, i + 1, 1, 1);
    }
  if (n_accepted > PREVIEW_ROWS)
    {
      g_autofree char *more = g_strdup_printf (ngettext ("… and %u more row", "… and %u more rows",
                                                         n_accepted - PREVIEW_ROWS),
                                               n_accepted - PREVIEW_ROWS);
      gtk_grid_attach (GTK_GRID (rows_grid), cell (more, FALSE), 0, PREVIEW_ROWS + 1, 4, 1);
    }

  for (guint i = 0; i < n_rejected; i++)
    gtk_list_box_append (GTK_LIST_BOX (rejected_list),
                         schott_editor_csv_rejected_row_new (schott_csv_preview_get_rejected_line (preview, i),
                                                             schott_csv_preview_get_rejected_reason (preview, i)));
  if (n_rejected == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No row was rejected."));
      gtk_list_box_append (GTK_LIST_BOX (rejected_list), row);
    }
  gtk_widget_set_sensitive (replace_button, n_accepted > 0);
  gtk_widget_set_sensitive (append_button, n_accepted > 0);
  return self;
}

GtkWidget *
schott_editor_csv_rejected_row_new (guint line, const char *reason)
{
  GtkWidget *row;
  g_autofree char *title = NULL;

  g_return_val_if_fail (reason != NULL, NULL);
  row = adw_action_row_new ();
  /* TRANSLATORS: a rejected CSV row: "Line 12" */
  title = g_strdup_printf (_("Line %u"), line);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), reason);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
  return row;
}
