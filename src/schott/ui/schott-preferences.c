/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-preferences.c: SCHOTT's groups of the Preferences dialog, bound
 * to the application's settings (the shell adds them through
 * sw_game_add_preferences and knows nothing of their rows). */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-model-enums.h"
#include "schott-preferences.h"
#include "schott-strings.h"

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

static GtkWidget *
game_group_new (GSettings *settings)
{
  GtkWidget *game = adw_preferences_group_new ();
  GtkWidget *speed_row = adw_combo_row_new ();
  GtkWidget *log_row = adw_switch_row_new ();
  GtkWidget *answer_row = adw_spin_row_new_with_range (0, 30, 1);
  g_autoptr(GtkStringList) speeds = gtk_string_list_new (NULL);

  /* Titled with the game's name: the dialog holds every game's groups. */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (game), _("SCHOTT"));
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

  if (settings != NULL)
    {
      g_settings_bind_with_mapping (settings, "speed", speed_row, "selected",
                                    G_SETTINGS_BIND_DEFAULT, speed_get_mapping,
                                    speed_set_mapping, NULL, NULL);
      g_settings_bind (settings, "show-move-log", log_row, "active", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (settings, "computer-answer-seconds", answer_row, "value", G_SETTINGS_BIND_DEFAULT);
    }
  return game;
}

static GtkWidget *
levels_group_new (void)
{
  GtkWidget *levels = adw_preferences_group_new ();

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
  return levels;
}

void
schott_preferences_add_groups (AdwPreferencesPage *page,
                               GSettings          *settings)
{
  g_return_if_fail (ADW_IS_PREFERENCES_PAGE (page));
  g_return_if_fail (settings == NULL || G_IS_SETTINGS (settings));

  adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (game_group_new (settings)));
  adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (levels_group_new ()));
}
