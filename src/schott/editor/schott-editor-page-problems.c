/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-page-problems.c: the editor page's problems list and the
 * per-language completeness, from a validation on a worker. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-editor-page-private.h"

#define MAX_PROBLEM_ROWS 200
#define VALIDATE_DELAY_MS 300

/* The fix of an id clash: an id no pack has, and the title numbered as
 * a copy's, so both packs can be told apart on New Game. */
static void
on_use_free_id_clicked_cb (GtkButton *button, SchottEditorPage *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "free-id");
  g_autofree char *text = NULL;

  if (id == NULL)
    return;
  schott_pack_model_make_copy (self->model, id);
  /* TRANSLATORS: %s: the pack's new title, then its new id */
  text = g_strdup_printf (_("The pack is now “%s” (id %s); save it to play it"),
                          schott_pack_localized (schott_editor_page_pack (self),
                                                 schott_editor_page_pack (self)->title,
                                                 schott_pack_model_get_display_lang (self->model)),
                          schott_editor_page_pack (self)->id);
  schott_editor_page_toast (self, text);
}

/* Another pack file has this pack's id: the first row, with its fix. */
static void
add_clash_row (SchottEditorPage *self, const char *clash)
{
  AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  g_autofree char *free_id = schott_content_dup_free_pack_id (schott_editor_page_content (self),
                                                              schott_editor_page_pack (self)->id);
  /* TRANSLATORS: the button that fixes an id clash; %s: the new id */
  g_autofree char *label = g_strdup_printf (_("Use “%s”"), free_id);
  GtkWidget *button = gtk_button_new_with_label (label);
  gint none = -1;

  gtk_widget_add_css_class (icon, "warning");
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Warning"), -1);
  adw_action_row_add_prefix (row, icon);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), clash);
  adw_action_row_set_subtitle (row, _("The pack · or change the id in Pack Details"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "suggested-action");
  g_object_set_data_full (G_OBJECT (button), "free-id", g_steal_pointer (&free_id), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_use_free_id_clicked_cb), self);
  adw_action_row_add_suffix (row, button);
  gtk_widget_set_name (GTK_WIDGET (row), "id-clash");
  /* the row itself opens Pack Details, with the id to change */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_array_append_val (self->problem_questions, none);
  g_ptr_array_add (self->problem_langs, g_strdup ("id-clash"));
  gtk_list_box_append (self->problems_list, GTK_WIDGET (row));
}

static void
on_problem_activated_cb (GtkListBox *box, GtkListBoxRow *row, SchottEditorPage *self)
{
  guint i = (guint) gtk_list_box_row_get_index (row);

  if (i < self->problem_langs->len && g_strcmp0 (g_ptr_array_index (self->problem_langs, i), "id-clash") == 0)
    {
      schott_editor_page_show_pack_details (self);
      return;
    }

  gint question = i < self->problem_questions->len ? g_array_index (self->problem_questions, gint, i) : -1;

  if (question >= 0)
    {
      schott_editor_page_select_question (self, question, g_ptr_array_index (self->problem_langs, i));
      schott_editor_page_form_show (self);
    }
}

/* Shows a validation's problems and per-language completeness. */
static void
show_validation (SchottEditorPage *self, SchottValidation *validation)
{
  GPtrArray *problems = validation->problems;
  const SchottPack *p = schott_editor_page_pack (self);
  GtkWidget *child;
  g_autofree char *heading = NULL;
  g_autofree char *clash = schott_editor_page_dup_id_clash (self);
  guint n_shown;

  self->validated = TRUE;
  self->validated_serial = validation->serial;
  self->validated_errors = validation->n_errors;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems_list))) != NULL)
    gtk_list_box_remove (self->problems_list, child);
  g_array_set_size (self->problem_questions, 0);
  g_ptr_array_set_size (self->problem_langs, 0);
  if (clash != NULL)
    add_clash_row (self, clash);
  for (guint i = 0; i < problems->len && i < MAX_PROBLEM_ROWS; i++)
    {
      SchottProblem *problem = g_ptr_array_index (problems, i);
      AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
      GtkWidget *icon = gtk_image_new_from_icon_name (problem->severity == SCHOTT_PROBLEM_ERROR
                                                      ? "dialog-error-symbolic"
                                                      : "dialog-warning-symbolic");
      g_autofree char *subtitle = NULL;

      gtk_widget_add_css_class (icon, problem->severity == SCHOTT_PROBLEM_ERROR ? "error" : "warning");
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      problem->severity == SCHOTT_PROBLEM_ERROR ? _("Error") : _("Warning"), -1);
      adw_action_row_add_prefix (row, icon);
      /* plain text before the message goes in: it quotes the file's
       * markup ("<categories>") */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), problem->message);
      if (problem->question >= 0 && (guint) problem->question < p->questions->len)
        {
          const SchottQuestion *q = g_ptr_array_index (p->questions, problem->question);

          /* TRANSLATORS: where a problem is: "question 12 (glass-012)" */
          subtitle = g_strdup_printf (_("Question %d (%s)%s%s"), problem->question + 1, q->id,
                                      problem->lang ? " · " : "", problem->lang ? problem->lang : "");
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
          adw_action_row_add_suffix (row, gtk_image_new_from_icon_name ("go-next-symbolic"));
        }
      else
        subtitle = g_strdup (_("The pack"));
      adw_action_row_set_subtitle (row, subtitle);
      g_array_append_val (self->problem_questions, problem->question);
      g_ptr_array_add (self->problem_langs, g_strdup (problem->lang));
      gtk_list_box_append (self->problems_list, GTK_WIDGET (row));
    }
  n_shown = problems->len + (clash != NULL);
  if (n_shown == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No problems: the pack can be saved and played."));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("object-select-symbolic"));
      gtk_list_box_append (self->problems_list, row);
    }
  else if (problems->len > MAX_PROBLEM_ROWS)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *more = g_strdup_printf (ngettext ("and %u more problem", "and %u more problems",
                                                         problems->len - MAX_PROBLEM_ROWS),
                                               problems->len - MAX_PROBLEM_ROWS);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), more);
      gtk_list_box_append (self->problems_list, row);
    }
  /* TRANSLATORS: heading of the problems list: "Problems (3 errors, 5 in all)" */
  heading = n_shown == 0 ? g_strdup (_("Problems"))
            : g_strdup_printf (ngettext ("Problems (%u error, %u in all)", "Problems (%u errors, %u in all)",
                                         validation->n_errors),
                               validation->n_errors, n_shown);
  gtk_label_set_text (self->problems_heading, heading);

  /* per-language completeness: "zh-CN 48 of 60" */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->completeness_box))) != NULL)
    gtk_flow_box_remove (self->completeness_box, child);
  for (guint l = 0; l < validation->n_languages && l < p->languages->len; l++)
    {
      guint done = validation->complete[l];
      guint outdated = validation->outdated != NULL ? validation->outdated[l] : 0;
      /* TRANSLATORS: translation progress of one language: "zh-CN 48 of 60" */
      g_autofree char *text = outdated == 0
        ? g_strdup_printf (_("%s %u of %u"), schott_editor_page_lang_at (self, l), done, validation->n_questions)
        /* TRANSLATORS: translation progress with questions whose source
         * text changed since: "de 85 of 87, 2 outdated" */
        : g_strdup_printf (_("%s %u of %u, %u outdated"), schott_editor_page_lang_at (self, l), done,
                           validation->n_questions, outdated);
      GtkWidget *label = gtk_label_new (text);

      gtk_widget_add_css_class (label, "editor-chip");
      if (done < validation->n_questions || outdated > 0)
        gtk_widget_add_css_class (label, "editor-chip-incomplete");
      gtk_flow_box_append (self->completeness_box, label);
    }
}

static void
on_validated_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (SchottValidation) validation = NULL;
  SchottEditorPage *self;

  validation = schott_pack_model_validate_finish (SCHOTT_PACK_MODEL (source), result, NULL);
  /* NULL: cancelled, by a newer state or because the page went away */
  if (validation == NULL)
    return;
  self = data;
  if (SCHOTT_PACK_MODEL (source) != self->model
      || validation->serial != schott_pack_model_get_change_serial (self->model))
    return;
  g_clear_object (&self->validate_cancellable);
  show_validation (self, validation);
}

/* Validation of a large pack takes a while: it runs on a worker; the
 * result is shown unless a newer state superseded it. */
void
schott_editor_page_problems_validate_later (SchottEditorPage *self)
{
  g_cancellable_cancel (self->validate_cancellable);
  g_clear_object (&self->validate_cancellable);
  self->validate_cancellable = g_cancellable_new ();
  schott_pack_model_validate_async (self->model, self->validate_cancellable, on_validated_cb, self);
}

/* Saving must know now: the shown problems if they are current. */
guint
schott_editor_page_problems_count_errors (SchottEditorPage *self)
{
  g_autoptr (SchottValidation) validation = NULL;

  if (self->validated && self->validated_serial == schott_pack_model_get_change_serial (self->model)
      && self->validate_cancellable == NULL && self->validate_id == 0)
    return self->validated_errors;
  g_clear_handle_id (&self->validate_id, g_source_remove);
  g_cancellable_cancel (self->validate_cancellable);
  g_clear_object (&self->validate_cancellable);
  validation = schott_pack_model_validate_full (self->model);
  show_validation (self, validation);
  return validation->n_errors;
}

static gboolean
on_validate_timeout_cb (gpointer data)
{
  SchottEditorPage *self = data;

  self->validate_id = 0;
  schott_editor_page_problems_validate_later (self);
  return G_SOURCE_REMOVE;
}

void
schott_editor_page_problems_schedule (SchottEditorPage *self)
{
  g_clear_handle_id (&self->validate_id, g_source_remove);
  /* the result in flight is already out of date */
  g_cancellable_cancel (self->validate_cancellable);
  g_clear_object (&self->validate_cancellable);
  self->validate_id = g_timeout_add (VALIDATE_DELAY_MS, on_validate_timeout_cb, self);
}

void
schott_editor_page_problems_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_problem_activated_cb);
}
