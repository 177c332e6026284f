/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-settings.c: the application's settings, looked up once. */
#include "config.h"

#include "sw-settings.h"

GSettings *
sw_settings_get_default (void)
{
  static GSettings *settings;
  static gboolean looked_up;

  if (!looked_up)
    {
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
      g_autoptr(GSettingsSchema) schema = NULL;

      looked_up = TRUE;
      if (source != NULL)
        schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
      if (schema != NULL)
        settings = g_settings_new_full (schema, NULL, NULL);
      else
        g_warning ("Settings schema %s not found: settings are not kept", APP_ID);
    }
  return settings;
}
