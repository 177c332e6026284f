/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-page-actions.c: the editor page's actions ("editor.*")
 * and their keyboard shortcuts. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-editor-page-private.h"
#include "schott-language-dialog.h"
#include "schott-strings.h"

void
_schott_editor_page_actions_update (SchottEditorPage *self)
{
  gint current = _schott_editor_page_current (self);
  gboolean has = current >= 0;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->model));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo", schott_pack_model_can_undo (self->model));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo", schott_pack_model_can_redo (self->model));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.duplicate-question", has);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.delete-question", has);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.move-up", has && current > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.move-down", has && (guint) current + 1 < n);
}

static void
on_text_dialog_response_cb (AdwAlertDialog *dialog, const char *response, SchottEditorPage *self)
{
  SchottEditorPageTextCallback callback = self->text_callback;
  GtkEditable *first = self->text_entries[0];
  GtkEditable *second = self->text_entries[1];

  /* the dialog and its entries go after this */
  self->text_callback = NULL;
  self->text_entries[0] = self->text_entries[1] = NULL;
  if (g_strcmp0 (response, "ok") == 0 && callback != NULL && first != NULL)
    callback (self, gtk_editable_get_text (first), second ? gtk_editable_get_text (second) : NULL);
}

static void
ask_text (SchottEditorPage *self, const char *heading, const char *body,
          const char *label1, const char *value1, const char *label2,
          const char *ok_label, SchottEditorPageTextCallback callback)
{
  AdwAlertDialog *dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (heading, body));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  const char *labels[2] = { label1, label2 };

  self->text_entries[0] = self->text_entries[1] = NULL;

  for (guint i = 0; i < 2 && labels[i] != NULL; i++)
    {
      GtkWidget *label = gtk_label_new_with_mnemonic (labels[i]);
      GtkWidget *entry = gtk_entry_new ();

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), entry);
      gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
      if (i == 0 && value1 != NULL)
        gtk_editable_set_text (GTK_EDITABLE (entry), value1);
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), entry);
      self->text_entries[i] = GTK_EDITABLE (entry);
    }
  adw_alert_dialog_set_extra_child (dialog, box);
  adw_alert_dialog_add_responses (dialog, "cancel", _("_Cancel"), "ok", ok_label, NULL);
  adw_alert_dialog_set_response_appearance (dialog, "ok", ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (dialog, "ok");
  adw_alert_dialog_set_close_response (dialog, "cancel");
  self->text_callback = callback;
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_text_dialog_response_cb), self, 0);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

/* The language goes into every question; the question being edited stays
 * selected, and its form shows the new language, ready to translate. */
static void
on_language_chosen_cb (SchottLanguageDialog *dialog, const char *tag, SchottEditorPage *self)
{
  gint position = _schott_editor_page_current (self);

  if (!schott_pack_model_add_language (self->model, tag))
    {
      _schott_editor_page_toast (self, _("The pack already has this language"));
      return;
    }
  if (position >= 0)
    schott_editor_page_select_question (self, (guint) position, tag);
}

static void
add_category_cb (SchottEditorPage *self, const char *id, const char *name)
{
  if (id == NULL || *id == '\0' || !schott_pack_model_add_category (self->model, id, name))
    {
      _schott_editor_page_toast (self, _("A category needs a new, unique id"));
      return;
    }
}

/* Undo and redo; a question they bring back is selected, scrolled to and
 * its text focused, as a new one is. */
static void
undo_redo (SchottEditorPage *self, gboolean redo)
{
  self->added_position = -1;
  self->watch_added = TRUE;
  if (redo)
    schott_pack_model_redo (self->model);
  else
    schott_pack_model_undo (self->model);
  self->watch_added = FALSE;
  if (self->added_position >= 0)
    {
      schott_editor_page_select_question (self, (guint) self->added_position, NULL);
      _schott_editor_page_focus_question_text (self);
    }
}

static void
pack_details_action (GtkWidget *widget, const char *name, GVariant *param)
{
  schott_editor_page_show_pack_details (SCHOTT_EDITOR_PAGE (widget));
}

static void
add_language_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (widget);
  const SchottPack *pack = _schott_editor_page_pack (self);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) present = NULL;
  AdwDialog *dialog;

  for (guint l = 0; l < pack->languages->len; l++)
    g_strv_builder_add (builder, g_ptr_array_index (pack->languages, l));
  present = g_strv_builder_end (builder);
  dialog = schott_language_dialog_new ((const char * const *) present);
  g_signal_connect_object (dialog, "language-chosen", G_CALLBACK (on_language_chosen_cb), self, 0);
  adw_dialog_present (dialog, widget);
}

static void
add_category_action (GtkWidget *widget, const char *name, GVariant *param)
{
  ask_text (SCHOTT_EDITOR_PAGE (widget), _("Add a Category"), NULL, _("_Id (letters, digits, “-”)"), NULL,
            _("_Name in the source language"), _("_Add"), add_category_cb);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  undo_redo (SCHOTT_EDITOR_PAGE (widget), FALSE);
}

static void
redo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  undo_redo (SCHOTT_EDITOR_PAGE (widget), TRUE);
}

static void
focus_search_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (widget);

  adw_view_stack_set_visible_child_name (self->sub_stack, "questions");
  schott_editor_table_focus_search (self->table);
}

static void
add_question_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (widget);
  gint current = _schott_editor_page_current (self);
  guint pos = schott_pack_model_add_question (self->model, current >= 0 ? (guint) current + 1
                                              : g_list_model_get_n_items (G_LIST_MODEL (self->model)), NULL);

  schott_editor_page_select_question (self, pos, NULL);
  _schott_editor_page_focus_question_text (self);
}

static void
duplicate_question_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (widget);
  gint current = _schott_editor_page_current (self);

  if (current < 0)
    return;
  schott_editor_page_select_question (self, schott_pack_model_duplicate_question (self->model, current), NULL);
  _schott_editor_page_focus_question_text (self);
}

static void
delete_question_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (widget);
  gint current = _schott_editor_page_current (self);
  g_autofree char *title = NULL;
  AdwToast *t;

  if (current < 0)
    return;
  title = g_strdup_printf (_("Question “%s” deleted"),
                           ((SchottQuestion *) g_ptr_array_index (_schott_editor_page_pack (self)->questions,
                                                                  current))->id);
  schott_pack_model_remove_question (self->model, current);
  t = adw_toast_new (title);
  adw_toast_set_use_markup (t, FALSE);
  adw_toast_set_button_label (t, _("_Undo"));
  adw_toast_set_action_name (t, "editor.undo");
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

static void
move_up_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (widget);
  gint current = _schott_editor_page_current (self);

  if (current <= 0)
    return;
  schott_pack_model_move_question (self->model, current, current - 1);
  schott_editor_page_select_question (self, current - 1, NULL);
}

static void
move_down_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (widget);
  gint current = _schott_editor_page_current (self);

  if (current < 0)
    return;
  if (schott_pack_model_move_question (self->model, current, current + 1))
    schott_editor_page_select_question (self, current + 1, NULL);
}

void
_schott_editor_page_actions_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.pack-details", NULL, pack_details_action);
  gtk_widget_class_install_action (widget_class, "editor.add-language", NULL, add_language_action);
  gtk_widget_class_install_action (widget_class, "editor.add-category", NULL, add_category_action);
  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "editor.focus-search", NULL, focus_search_action);
  gtk_widget_class_install_action (widget_class, "editor.add-question", NULL, add_question_action);
  gtk_widget_class_install_action (widget_class, "editor.duplicate-question", NULL, duplicate_question_action);
  gtk_widget_class_install_action (widget_class, "editor.delete-question", NULL, delete_question_action);
  gtk_widget_class_install_action (widget_class, "editor.move-up", NULL, move_up_action);
  gtk_widget_class_install_action (widget_class, "editor.move-down", NULL, move_down_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "editor.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "editor.focus-search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "editor.add-question", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK, "editor.duplicate-question", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, GDK_CONTROL_MASK, "editor.delete-question", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_ALT_MASK, "editor.move-up", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_ALT_MASK, "editor.move-down", NULL);
}
