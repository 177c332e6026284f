/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-preferences-dialog.c: the application's preferences (the style),
 * then the groups each game adds; all bound to the settings. */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-game.h"
#include "sw-preferences-dialog.h"

struct _SwPreferencesDialog
{
  AdwPreferencesDialog parent_instance;
};

G_DEFINE_FINAL_TYPE (SwPreferencesDialog, sw_preferences_dialog, ADW_TYPE_PREFERENCES_DIALOG)

static const char *scheme_ids[] = { "default", "light", "dark" };

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

/* settings: the application's, or NULL (nothing is bound then); games:
 * the window's SwGame objects, each adding its own groups after the
 * application's (NULL: none). */
AdwDialog *
sw_preferences_dialog_new (GSettings *settings,
                           GPtrArray *games)
{
  AdwDialog *self = g_object_new (SW_TYPE_PREFERENCES_DIALOG, NULL);
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *look = adw_preferences_group_new ();
  GtkWidget *scheme_row = adw_combo_row_new ();
  g_autoptr(GtkStringList) schemes = gtk_string_list_new (NULL);

  adw_dialog_set_title (ADW_DIALOG (self), _("Preferences"));
  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("General"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "preferences-system-symbolic");

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (look), _("Appearance"));
  gtk_string_list_append (schemes, _("Follow the system"));
  gtk_string_list_append (schemes, _("Light"));
  gtk_string_list_append (schemes, _("Dark"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (scheme_row), _("_Style"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (scheme_row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (scheme_row), G_LIST_MODEL (schemes));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (look), scheme_row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (look));

  for (guint i = 0; games != NULL && i < games->len; i++)
    sw_game_add_preferences (g_ptr_array_index (games, i), ADW_PREFERENCES_PAGE (page));

  adw_preferences_dialog_add (ADW_PREFERENCES_DIALOG (self), ADW_PREFERENCES_PAGE (page));
  adw_preferences_dialog_set_search_enabled (ADW_PREFERENCES_DIALOG (self), FALSE);

  if (settings != NULL)
    g_settings_bind_with_mapping (settings, "color-scheme", scheme_row, "selected",
                                  G_SETTINGS_BIND_DEFAULT, scheme_get_mapping,
                                  scheme_set_mapping, NULL, NULL);
  return self;
}
