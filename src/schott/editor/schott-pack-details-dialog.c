/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-details-dialog.c: the pack's id, titles, descriptions,
 * authors and licence. A row's text goes into the model when its apply
 * button is pressed, Enter is pressed in it, or the dialog closes. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-pack-details-dialog.h"
#include "sw-language.h"

struct _SchottPackDetailsDialog
{
  AdwDialog        parent_instance;

  SchottPackModel *model;
  AdwEntryRow     *id_row;
  AdwEntryRow     *authors_row;
  AdwEntryRow     *license_row;
  GPtrArray       *title_rows;        /* AdwEntryRow *, one per language */
  GPtrArray       *description_rows;  /* AdwEntryRow *, one per language */
  AdwPreferencesGroup *pack_group;
};

G_DEFINE_FINAL_TYPE (SchottPackDetailsDialog, schott_pack_details_dialog, ADW_TYPE_DIALOG)

/* "German (de)" for a language the app knows, else the tag. */
static char *
language_name (const char *tag)
{
  gint index = sw_language_index (tag);

  if (index < 0)
    return g_strdup (tag);
  return g_strdup_printf ("%s (%s)", sw_language_label ((guint) index), tag);
}

static void
apply_id (SchottPackDetailsDialog *self)
{
  const char *id = gtk_editable_get_text (GTK_EDITABLE (self->id_row));

  if (schott_pack_model_set_id (self->model, id))
    gtk_widget_remove_css_class (GTK_WIDGET (self->id_row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->id_row), "error");
}

static void
apply_row (SchottPackDetailsDialog *self,
           AdwEntryRow             *row)
{
  const SchottPack *pack = schott_pack_model_get_pack (self->model);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));

  if (row == self->id_row)
    apply_id (self);
  else if (row == self->authors_row)
    schott_pack_model_set_authors (self->model, text);
  else if (row == self->license_row)
    schott_pack_model_set_license (self->model, text);
  for (guint l = 0; l < self->title_rows->len && l < pack->languages->len; l++)
    {
      const char *lang = g_ptr_array_index (pack->languages, l);

      if (row == g_ptr_array_index (self->title_rows, l))
        schott_pack_model_set_title (self->model, lang, text);
      else if (row == g_ptr_array_index (self->description_rows, l))
        schott_pack_model_set_description (self->model, lang, text);
    }
}

static void
on_row_apply_cb (AdwEntryRow             *row,
                 SchottPackDetailsDialog *self)
{
  apply_row (self, row);
}

static AdwEntryRow *
entry_row_new (SchottPackDetailsDialog *self,
               const char              *title,
               const char              *text)
{
  AdwEntryRow *row = ADW_ENTRY_ROW (adw_entry_row_new ());

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (row), text != NULL ? text : "");
  adw_entry_row_set_show_apply_button (row, TRUE);
  g_signal_connect (row, "apply", G_CALLBACK (on_row_apply_cb), self);
  g_signal_connect (row, "entry-activated", G_CALLBACK (on_row_apply_cb), self);
  return row;
}

static void
on_closed_cb (AdwDialog *dialog)
{
  schott_pack_details_dialog_apply (SCHOTT_PACK_DETAILS_DIALOG (dialog));
}

static void
schott_pack_details_dialog_dispose (GObject *object)
{
  SchottPackDetailsDialog *self = SCHOTT_PACK_DETAILS_DIALOG (object);

  g_clear_object (&self->model);
  g_clear_pointer (&self->title_rows, g_ptr_array_unref);
  g_clear_pointer (&self->description_rows, g_ptr_array_unref);
  G_OBJECT_CLASS (schott_pack_details_dialog_parent_class)->dispose (object);
}

static void
schott_pack_details_dialog_class_init (SchottPackDetailsDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = schott_pack_details_dialog_dispose;
}

static void
schott_pack_details_dialog_init (SchottPackDetailsDialog *self)
{
  self->title_rows = g_ptr_array_new ();
  self->description_rows = g_ptr_array_new ();
  adw_dialog_set_title (ADW_DIALOG (self), _("Pack Details"));
  adw_dialog_set_content_width (ADW_DIALOG (self), 560);
  adw_dialog_set_content_height (ADW_DIALOG (self), 640);
  g_signal_connect (self, "closed", G_CALLBACK (on_closed_cb), NULL);
}

AdwDialog *
schott_pack_details_dialog_new (SchottPackModel *model,
                                const char      *clash)
{
  SchottPackDetailsDialog *self;
  const SchottPack *pack;
  GtkWidget *view = adw_toolbar_view_new ();
  GtkWidget *page = adw_preferences_page_new ();
  AdwPreferencesGroup *titles, *descriptions;
  g_autofree char *authors = NULL;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (model), NULL);
  self = g_object_new (SCHOTT_TYPE_PACK_DETAILS_DIALOG, NULL);
  self->model = g_object_ref (model);
  pack = schott_pack_model_get_pack (model);

  self->pack_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->pack_group, _("Pack"));
  adw_preferences_group_set_description (self->pack_group,
                                         clash != NULL ? clash
                                         : _("New Game tells packs apart by their id: letters, digits, “.”, “_” and “-”."));
  self->id_row = entry_row_new (self, _("_Id"), pack->id);
  adw_preferences_group_add (self->pack_group, GTK_WIDGET (self->id_row));
  authors = schott_pack_model_dup_authors (model);
  self->authors_row = entry_row_new (self, _("_Authors (separated by commas)"), authors);
  adw_preferences_group_add (self->pack_group, GTK_WIDGET (self->authors_row));
  self->license_row = entry_row_new (self, _("_Licence (an SPDX id such as CC-BY-SA-4.0)"), pack->license);
  adw_preferences_group_add (self->pack_group, GTK_WIDGET (self->license_row));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->pack_group);

  titles = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (titles, _("Title"));
  descriptions = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (descriptions, _("Description"));
  for (guint l = 0; l < pack->languages->len; l++)
    {
      g_autofree char *name = language_name (g_ptr_array_index (pack->languages, l));
      AdwEntryRow *row = entry_row_new (self, name, pack->title[l]);

      /* a language's name is no mnemonic */
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_group_add (titles, GTK_WIDGET (row));
      g_ptr_array_add (self->title_rows, row);
      row = entry_row_new (self, name, pack->description[l]);
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_group_add (descriptions, GTK_WIDGET (row));
      g_ptr_array_add (self->description_rows, row);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), titles);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), descriptions);

  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), adw_header_bar_new ());
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (view), page);
  adw_dialog_set_child (ADW_DIALOG (self), view);
  adw_dialog_set_focus (ADW_DIALOG (self), GTK_WIDGET (clash != NULL ? self->id_row
                                                       : g_ptr_array_index (self->title_rows, 0)));
  return ADW_DIALOG (self);
}

AdwEntryRow *
schott_pack_details_dialog_get_id_row (SchottPackDetailsDialog *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_DETAILS_DIALOG (self), NULL);
  return self->id_row;
}

AdwEntryRow *
schott_pack_details_dialog_get_title_row (SchottPackDetailsDialog *self,
                                          const char              *lang)
{
  gint l;

  g_return_val_if_fail (SCHOTT_IS_PACK_DETAILS_DIALOG (self), NULL);
  l = schott_pack_language_index (schott_pack_model_get_pack (self->model), lang);
  return l >= 0 && (guint) l < self->title_rows->len ? g_ptr_array_index (self->title_rows, l) : NULL;
}

void
schott_pack_details_dialog_apply (SchottPackDetailsDialog *self)
{
  g_return_if_fail (SCHOTT_IS_PACK_DETAILS_DIALOG (self));
  if (self->model == NULL)
    return;
  apply_row (self, self->id_row);
  apply_row (self, self->authors_row);
  apply_row (self, self->license_row);
  for (guint l = 0; l < self->title_rows->len; l++)
    {
      apply_row (self, g_ptr_array_index (self->title_rows, l));
      apply_row (self, g_ptr_array_index (self->description_rows, l));
    }
}
