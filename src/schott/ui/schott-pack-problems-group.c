/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-problems-group.c: New Game's list of the user's pack files
 * that are not offered, so that none vanishes without a word. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-pack-problems-group.h"

struct _SchottPackProblemsGroup
{
  AdwBin               parent_instance;

  AdwPreferencesGroup *group;
  GPtrArray           *rows;    /* AdwActionRow * */
};

G_DEFINE_FINAL_TYPE (SchottPackProblemsGroup, schott_pack_problems_group, ADW_TYPE_BIN)

/* The located message with the folder left out: the file's name says
 * where on a phone's width; the tooltip has the whole path. */
static char *
shorten_message (const SchottPackFileProblem *problem)
{
  g_autofree char *dir = g_path_get_dirname (problem->path);
  g_autofree char *prefix = g_strconcat (dir, G_DIR_SEPARATOR_S, NULL);
  g_auto(GStrv) parts = g_strsplit (problem->message, prefix, -1);

  return g_strjoinv ("", parts);
}

static GtkWidget *
problem_row_new (const SchottPackFileProblem *problem)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  /* an icon: on a phone's width a labelled button left the message a
   * word per line; the whole row opens the file too */
  GtkWidget *button = gtk_button_new_from_icon_name ("document-edit-symbolic");
  g_autofree char *name = g_path_get_basename (problem->path);
  g_autofree char *message = shorten_message (problem);
  g_autofree char *title = NULL;

  /* TRANSLATORS: a pack file New Game does not offer; %s is its file name */
  title = g_strdup_printf (problem->duplicate ? _("%s: its id is already used")
                                              : _("%s: cannot be loaded"),
                           name);
  /* file names and messages are not markup */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), message);
  /* a file with many mistakes: the first few here, all of them in the editor */
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 6);
  gtk_widget_set_tooltip_text (row, problem->path);
  gtk_widget_add_css_class (icon, "warning");
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Problem"), -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Open in Editor"));
  gtk_widget_add_css_class (button, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.open-pack");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", problem->path);
  /* TRANSLATORS: the button's name for screen readers; %s is a file name */
  {
    g_autofree char *a11y = g_strdup_printf (_("Open %s in the editor"), name);
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    a11y, -1);
  }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}

static void
schott_pack_problems_group_dispose (GObject *object)
{
  SchottPackProblemsGroup *self = SCHOTT_PACK_PROBLEMS_GROUP (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  G_OBJECT_CLASS (schott_pack_problems_group_parent_class)->dispose (object);
}

static void
schott_pack_problems_group_class_init (SchottPackProblemsGroupClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = schott_pack_problems_group_dispose;
}

static void
schott_pack_problems_group_init (SchottPackProblemsGroup *self)
{
  self->rows = g_ptr_array_new ();
  self->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->group, _("Packs Not Offered"));
  adw_preferences_group_set_description (self->group,
                                         _("These files in your packs folder cannot be played. Open them in the editor to fix them."));
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->group));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

void
schott_pack_problems_group_set_content (SchottPackProblemsGroup *self,
                                        SchottContent           *content)
{
  g_return_if_fail (SCHOTT_IS_PACK_PROBLEMS_GROUP (self));
  g_return_if_fail (SCHOTT_IS_CONTENT (content));

  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (self->group, g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);
  for (guint i = 0; i < schott_content_get_n_pack_problems (content); i++)
    {
      GtkWidget *row = problem_row_new (schott_content_get_pack_problem (content, i));

      adw_preferences_group_add (self->group, row);
      g_ptr_array_add (self->rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), self->rows->len > 0);
}

guint
schott_pack_problems_group_get_n_rows (SchottPackProblemsGroup *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_PROBLEMS_GROUP (self), 0);
  return self->rows->len;
}

GtkWidget *
schott_pack_problems_group_get_row (SchottPackProblemsGroup *self,
                                    guint                    index)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_PROBLEMS_GROUP (self), NULL);
  g_return_val_if_fail (index < self->rows->len, NULL);
  return g_ptr_array_index (self->rows, index);
}

GtkButton *
schott_pack_problems_row_get_open_button (GtkWidget *row)
{
  g_return_val_if_fail (ADW_IS_ACTION_ROW (row), NULL);
  /* the row's suffix button, which activating the row presses */
  return GTK_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)));
}

const char *
schott_pack_problems_row_get_path (GtkWidget *row)
{
  GVariant *target;

  g_return_val_if_fail (ADW_IS_ACTION_ROW (row), NULL);
  /* the file its button opens in the editor */
  target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (schott_pack_problems_row_get_open_button (row)));
  return target != NULL ? g_variant_get_string (target, NULL) : NULL;
}
