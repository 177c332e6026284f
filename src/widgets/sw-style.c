/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-style.c: each game keeps its style sheet in its own resource and adds
 * it when it is first shown. */
#include "config.h"

#include "sw-style.h"

void
sw_style_load (const char *resource_path)
{
  static GHashTable *loaded;   /* "display-pointer path" */
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr(GtkCssProvider) provider = NULL;
  char *key;

  g_return_if_fail (resource_path != NULL);
  if (display == NULL)
    return;
  if (loaded == NULL)
    loaded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  key = g_strdup_printf ("%p %s", (gpointer) display, resource_path);
  if (!g_hash_table_add (loaded, key))
    return;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, resource_path);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}
