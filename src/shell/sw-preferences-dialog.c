/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-preferences-dialog.c: preferences bound to the settings. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-model-enums.h"
#include "sw-preferences-dialog.h"
#include "schott-strings.h"

struct _SwPreferencesDialog
{
  AdwPreferencesDialog parent_instance;
};

G_DEFINE_FINAL_TYPE (SwPreferencesDialog, sw_preferences_dialog, ADW_TYPE_PREFERENCES_DIALOG)

static const char *scheme_ids[] = { "default", "light", "dark" };

static gboolean
speed_get_mapping (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  g_value_set_uint (value, MAX (schott_speed_index (g_variant_get_string (variant, NULL)), 0));
  return TRUE;
}

static GVariant *
speed_set_mapping (const GValue       *value,
                   const GVariantType *expected_type,
                   gpointer            user_data)
{
  return g_variant_new_string (schott_speed_id (MIN (g_value_get_uint (value), SCHOTT_N_SPEEDS - 1)));
}

static gboolean
scheme_get_mapping (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const char *id = g_variant_get_string (variant, NULL);

  g_value_set_uint (value, 0);
  for (guint i = 0; i < G_N_ELEMENTS (scheme_ids); i++)
    if (g_str_equal (id, scheme_ids[i]))
      g_value_set_uint (value, i);
  return TRUE;
}

static GVariant *
scheme_set_mapping (const GValue       *value,
                    const GVariantType *expected_type,
                    gpointer            user_data)
{
  return g_variant_new_string (scheme_ids[MIN (g_value_get_uint (value), G_N_ELEMENTS (scheme_ids) - 1)]);
}

static void
sw_preferences_dialog_class_init (SwPreferencesDialogClass *klass)
{
}

static void
sw_preferences_dialog_init (SwPreferencesDialog *self)
{
}

/* settings: the application's, or NULL (nothing is bound then). */
AdwDialog *
sw_preferences_dialog_new (GSettings *settings)
{
  AdwDialog *self = g_object_new (SW_TYPE_PREFERENCES_DIALOG, NULL);
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *game = adw_preferences_group_new ();
  GtkWidget *look = adw_preferences_group_new ();
  GtkWidget *levels = adw_preferences_group_new ();
  GtkWidget *speed_row = adw_combo_row_new ();
  GtkWidget *log_row = adw_switch_row_new ();
  GtkWidget *answer_row = adw_spin_row_new_with_range (0, 30, 1);
  GtkWidget *scheme_row = adw_combo_row_new ();
  g_autoptr(GtkStringList) speeds = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) schemes = gtk_string_list_new (NULL);

  adw_dialog_set_title (ADW_DIALOG (self), _("Preferences"));
  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("General"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "preferences-system-symbolic");

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (game), _("Game"));
  for (guint i = 0; i < SCHOTT_N_SPEEDS; i++)
    gtk_string_list_append (speeds, schott_speed_label (i));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (speed_row), _("Computer _speed"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (speed_row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (speed_row),
                               _("How long the computer players' moves stay on screen"));
  adw_combo_row_set_model (ADW_COMBO_ROW (speed_row), G_LIST_MODEL (speeds));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (game), speed_row);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (answer_row), _("Computer _answers stay up"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (answer_row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (answer_row),
                               _("Seconds a computer’s question card shows its answer and the right one; 0 keeps it until you click"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (game), answer_row);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (log_row), _("Show the _move log"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (log_row), TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (game), log_row);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (look), _("Appearance"));
  gtk_string_list_append (schemes, _("Follow the system"));
  gtk_string_list_append (schemes, _("Light"));
  gtk_string_list_append (schemes, _("Dark"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (scheme_row), _("_Style"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (scheme_row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (scheme_row), G_LIST_MODEL (schemes));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (look), scheme_row);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (levels), _("Computer Players"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (levels),
                                         _("How often each level answers a question right"));
  for (guint level = 0; level < SCHOTT_N_AI_LEVELS; level++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *value = gtk_label_new (NULL);
      g_autofree char *percent = g_strdup_printf (_("%u %%"), schott_ai_level_answer_percent (level));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), schott_level_label (level));
      gtk_label_set_text (GTK_LABEL (value), percent);
      gtk_widget_add_css_class (value, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (levels), row);
    }

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (game));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (look));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (levels));
  adw_preferences_dialog_add (ADW_PREFERENCES_DIALOG (self), ADW_PREFERENCES_PAGE (page));
  adw_preferences_dialog_set_search_enabled (ADW_PREFERENCES_DIALOG (self), FALSE);

  if (settings != NULL)
    {
      g_settings_bind_with_mapping (settings, "speed", speed_row, "selected",
                                    G_SETTINGS_BIND_DEFAULT, speed_get_mapping,
                                    speed_set_mapping, NULL, NULL);
      g_settings_bind_with_mapping (settings, "color-scheme", scheme_row, "selected",
                                    G_SETTINGS_BIND_DEFAULT, scheme_get_mapping,
                                    scheme_set_mapping, NULL, NULL);
      g_settings_bind (settings, "show-move-log", log_row, "active", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (settings, "computer-answer-seconds", answer_row, "value", G_SETTINGS_BIND_DEFAULT);
    }
  return self;
}
