/* schott-editor-page-actions.c: the editor page's actions ("editor.*")
 * and their keyboard shortcuts. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-editor-page-private.h"
#include "schott-strings.h"

void
schott_editor_page_actions_update (SchottEditorPage *self)
{
  gboolean has = self->current >= 0;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->model));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo", schott_pack_model_can_undo (self->model));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo", schott_pack_model_can_redo (self->model));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.duplicate-question", has);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.delete-question", has);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.move-up", has && self->current > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.move-down", has && (guint) self->current + 1 < n);
}

typedef void (*TextCallback) (SchottEditorPage *self, const char *first, const char *second);

static void
on_text_dialog_response_cb (AdwAlertDialog *dialog, const char *response, SchottEditorPage *self)
{
  TextCallback callback = g_object_get_data (G_OBJECT (dialog), "callback");
  GtkEditable *first = g_object_get_data (G_OBJECT (dialog), "first");
  GtkEditable *second = g_object_get_data (G_OBJECT (dialog), "second");

  if (g_strcmp0 (response, "ok") == 0)
    callback (self, gtk_editable_get_text (first), second ? gtk_editable_get_text (second) : NULL);
}

static void
ask_text (SchottEditorPage *self, const char *heading, const char *body,
          const char *label1, const char *value1, const char *label2,
          const char *ok_label, TextCallback callback)
{
  AdwAlertDialog *dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (heading, body));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  const char *labels[2] = { label1, label2 };

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
      g_object_set_data (G_OBJECT (dialog), i == 0 ? "first" : "second", entry);
    }
  adw_alert_dialog_set_extra_child (dialog, box);
  adw_alert_dialog_add_responses (dialog, "cancel", _("_Cancel"), "ok", ok_label, NULL);
  adw_alert_dialog_set_response_appearance (dialog, "ok", ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (dialog, "ok");
  adw_alert_dialog_set_close_response (dialog, "cancel");
  g_object_set_data (G_OBJECT (dialog), "callback", callback);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_text_dialog_response_cb), self, 0);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

static void
add_language_cb (SchottEditorPage *self, const char *lang, const char *unused)
{
  g_autofree char *tag = schott_io_normalize_lang (g_strstrip (g_strdup (lang)));

  if (tag == NULL || *tag == '\0')
    return;
  if (!schott_pack_model_add_language (self->model, tag))
    {
      schott_editor_page_toast (self, _("The pack already has this language"));
      return;
    }
  schott_editor_page_set_model (self, self->model);
}

static void
add_category_cb (SchottEditorPage *self, const char *id, const char *name)
{
  if (id == NULL || *id == '\0' || !schott_pack_model_add_category (self->model, id, name))
    {
      schott_editor_page_toast (self, _("A category needs a new, unique id"));
      return;
    }
  schott_editor_page_form_build_categories (self);
  schott_editor_page_form_fill (self);
}

/* The question's text in the language shown, ready to type in. */
static void
focus_question_text (SchottEditorPage *self)
{
  GtkWidget *text = schott_editor_page_form_entry_at (self, MAX (gtk_notebook_get_current_page (self->lang_notebook), 0),
                              SCHOTT_FIELD_TEXT);

  schott_editor_page_form_show (self);
  if (text != NULL)
    gtk_widget_grab_focus (text);
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
      focus_question_text (self);
    }
}

static void
action_cb (GtkWidget *widget, const char *name, GVariant *param)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (widget);
  gint current = self->current;

  if (g_str_equal (name, "editor.new"))
    schott_editor_page_files_confirm_then (self, PENDING_NEW, NULL);
  else if (g_str_equal (name, "editor.open"))
    schott_editor_page_files_confirm_then (self, PENDING_OPEN_DIALOG, NULL);
  else if (g_str_equal (name, "editor.open-path"))
    schott_editor_page_files_confirm_then (self, PENDING_OPEN_PATH, g_variant_get_string (param, NULL));
  else if (g_str_equal (name, "editor.save"))
    schott_editor_page_files_save_action (self);
  else if (g_str_equal (name, "editor.save-as"))
    schott_editor_page_files_save_as (self, FALSE);
  else if (g_str_equal (name, "editor.import-csv"))
    schott_editor_page_csv_import (self);
  else if (g_str_equal (name, "editor.export-csv"))
    schott_editor_page_csv_export (self);
  else if (g_str_equal (name, "editor.add-language"))
    ask_text (self, _("Add a Language"), _("A language tag such as “es”, “pt-BR” or “ja”. Every question gets empty texts to translate."),
              _("_Language tag"), NULL, NULL, _("_Add"), add_language_cb);
  else if (g_str_equal (name, "editor.add-category"))
    ask_text (self, _("Add a Category"), NULL, _("_Id (letters, digits, “-”)"), NULL,
              _("_Name in the source language"), _("_Add"), add_category_cb);
  else if (g_str_equal (name, "editor.undo"))
    undo_redo (self, FALSE);
  else if (g_str_equal (name, "editor.redo"))
    undo_redo (self, TRUE);
  else if (g_str_equal (name, "editor.focus-search"))
    {
      adw_view_stack_set_visible_child_name (self->sub_stack, "questions");
      gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
    }
  else if (g_str_equal (name, "editor.add-question"))
    {
      guint pos = schott_pack_model_add_question (self->model, current >= 0 ? (guint) current + 1
                                                  : g_list_model_get_n_items (G_LIST_MODEL (self->model)), NULL);
      schott_editor_page_select_question (self, pos, NULL);
      focus_question_text (self);
    }
  else if (g_str_equal (name, "editor.duplicate-question") && current >= 0)
    {
      schott_editor_page_select_question (self, schott_pack_model_duplicate_question (self->model, current), NULL);
      focus_question_text (self);
    }
  else if (g_str_equal (name, "editor.delete-question") && current >= 0)
    {
      AdwToast *t;
      g_autofree char *title = g_strdup_printf (_("Question “%s” deleted"),
                                                ((SchottQuestion *) g_ptr_array_index (schott_editor_page_pack (self)->questions, current))->id);

      schott_pack_model_remove_question (self->model, current);
      t = adw_toast_new (title);
      adw_toast_set_button_label (t, _("_Undo"));
      adw_toast_set_action_name (t, "editor.undo");
      adw_toast_overlay_add_toast (self->toast_overlay, t);
    }
  else if (g_str_equal (name, "editor.move-up") && current > 0)
    {
      schott_pack_model_move_question (self->model, current, current - 1);
      schott_editor_page_select_question (self, current - 1, NULL);
    }
  else if (g_str_equal (name, "editor.move-down") && current >= 0)
    {
      if (schott_pack_model_move_question (self->model, current, current + 1))
        schott_editor_page_select_question (self, current + 1, NULL);
    }
}

void
schott_editor_page_actions_class_init (GtkWidgetClass *widget_class)
{
  static const char *const actions[] = {
    "editor.new", "editor.open", "editor.save", "editor.save-as", "editor.import-csv",
    "editor.export-csv", "editor.add-language", "editor.add-category", "editor.undo",
    "editor.redo", "editor.focus-search", "editor.add-question", "editor.duplicate-question",
    "editor.delete-question", "editor.move-up", "editor.move-down",
  };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    gtk_widget_class_install_action (widget_class, actions[i], NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "editor.open-path", "s", action_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "editor.open", NULL);
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
