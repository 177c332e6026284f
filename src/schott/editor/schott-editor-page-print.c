/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-page-print.c: Print Cards: the language to print in, then
 * GTK's print dialog (printer or PDF); the cards themselves are drawn by
 * schott-pack-print.c. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-editor-page-private.h"
#include "schott-pack-print-operation.h"
#include "sw-language.h"

/* Kept on the page, so the next print starts from the last choices
 * (printer, paper, two-sided). */
#define SETTINGS_KEY "schott-print-settings"

static void
on_print_done_cb (GtkPrintOperation *operation, GtkPrintOperationResult result, SchottEditorPage *self)
{
  SchottPackPrint *print = g_object_get_data (G_OBJECT (operation), "schott-pack-print");
  GtkPrintSettings *settings = gtk_print_operation_get_print_settings (operation);
  guint skipped = print != NULL ? schott_pack_print_get_n_skipped (print) : 0;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;

      gtk_print_operation_get_error (operation, &error);
      text = g_strdup_printf (_("The cards could not be printed: %s"),
                              error != NULL ? error->message : _("unknown error"));
      _schott_editor_page_show_error (self, text);
      return;
    }
  if (result != GTK_PRINT_OPERATION_RESULT_APPLY)
    return;
  if (settings != NULL)
    g_object_set_data_full (G_OBJECT (self), SETTINGS_KEY, g_object_ref (settings), g_object_unref);
  if (skipped > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%u incomplete question was left out",
                                                         "%u incomplete questions were left out", skipped),
                                               skipped);
      _schott_editor_page_toast (self, text);
    }
}

GtkPrintOperationResult
_schott_editor_page_print_run (SchottEditorPage *self, const char *lang, GtkPrintOperationAction action,
                              const char *export_path)
{
  const SchottPack *pack = _schott_editor_page_pack (self);
  SchottPackPrint *print = schott_pack_print_new (pack, lang);
  g_autoptr (GtkPrintOperation) operation = NULL;
  GtkPrintSettings *settings = g_object_get_data (G_OBJECT (self), SETTINGS_KEY);
  const char *title = schott_pack_localized (pack, pack->title, schott_pack_print_get_lang (print));
  g_autofree char *job = NULL;
  g_autoptr (GError) error = NULL;

  if (schott_pack_print_get_n_cards (print) == 0)
    {
      schott_pack_print_free (print);
      _schott_editor_page_toast (self, _("No question is complete: there are no cards to print"));
      return GTK_PRINT_OPERATION_RESULT_CANCEL;
    }

  /* takes print */
  operation = schott_pack_print_operation_new (print);
  /* TRANSLATORS: the print job's name; %s is the pack's title */
  job = g_strdup_printf (_("%s – Cards"), title != NULL && *title != '\0' ? title : pack->id);
  gtk_print_operation_set_job_name (operation, job);
  if (settings != NULL)
    gtk_print_operation_set_print_settings (operation, settings);
  if (export_path != NULL)
    gtk_print_operation_set_export_filename (operation, export_path);
  gtk_print_operation_set_allow_async (operation, action != GTK_PRINT_OPERATION_ACTION_EXPORT);
  g_signal_connect_object (operation, "done", G_CALLBACK (on_print_done_cb), self, 0);

  /* "done" reports the outcome, errors included */
  return gtk_print_operation_run (operation, action, _schott_editor_page_parent_window (self), &error);
}

static void
on_language_response_cb (AdwAlertDialog *dialog, const char *response, SchottEditorPage *self)
{
  GtkDropDown *dropdown = GTK_DROP_DOWN (adw_alert_dialog_get_extra_child (dialog));
  guint l = gtk_drop_down_get_selected (dropdown);
  const SchottPack *pack = _schott_editor_page_pack (self);

  if (g_strcmp0 (response, "print") != 0 || l >= pack->languages->len)
    return;
  _schott_editor_page_print_run (self, _schott_editor_page_lang_at (self, l),
                                GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL);
}

static void
print_cards (SchottEditorPage *self)
{
  const SchottPack *pack = _schott_editor_page_pack (self);
  GtkStringList *names;
  AdwAlertDialog *dialog;
  GtkWidget *dropdown;
  gint current;

  if (pack->questions->len == 0)
    {
      _schott_editor_page_toast (self, _("The pack has no questions to print"));
      return;
    }
  current = schott_pack_language_index (pack, schott_pack_model_get_display_lang (self->model));
  if (pack->languages->len == 1)
    {
      _schott_editor_page_print_run (self, pack->source_lang, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL);
      return;
    }

  names = gtk_string_list_new (NULL);
  for (guint l = 0; l < pack->languages->len; l++)
    {
      const char *tag = _schott_editor_page_lang_at (self, l);
      gint known = sw_language_index (tag);
      g_autofree char *name = known >= 0 ? g_strdup_printf ("%s (%s)", sw_language_label ((guint) known), tag)
                                         : g_strdup (tag);

      gtk_string_list_append (names, name);
    }
  /* takes names */
  dropdown = gtk_drop_down_new (G_LIST_MODEL (names), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), (guint) MAX (current, 0));
  gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Language of the cards"), -1);

  dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (_("Print Cards"),
                                                   _("Each question becomes a card: the question and its three "
                                                     "answers on the front, the right answer and the category "
                                                     "on the back. Print on both sides, turning over on the "
                                                     "long edge, and cut along the marks. A question not yet "
                                                     "translated prints in the pack’s source language.")));
  adw_alert_dialog_set_extra_child (dialog, dropdown);
  adw_alert_dialog_add_responses (dialog, "cancel", _("_Cancel"), "print", _("_Print…"), NULL);
  adw_alert_dialog_set_response_appearance (dialog, "print", ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (dialog, "print");
  adw_alert_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_language_response_cb), self, 0);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

static void
print_action (GtkWidget *widget, const char *name, GVariant *param)
{
  print_cards (SCHOTT_EDITOR_PAGE (widget));
}

void
_schott_editor_page_print_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.print", NULL, print_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "editor.print", NULL);
}
