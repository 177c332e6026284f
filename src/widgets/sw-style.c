/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-style.c: each game keeps its style sheet in its own resource and adds
 * it when it is first shown; its drawings read the theme's colours from
 * hidden children the style sheet colours. */
#include "config.h"

#include <adwaita.h>

#include "sw-style.h"
#include "widgets-resources.h"

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

gboolean
sw_style_is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

GtkWidget *
sw_style_probe_new (GtkWidget  *parent,
                    const char *css_name,
                    const char *css_class)
{
  const char *classes[] = { css_class, NULL };
  GtkWidget *probe;

  g_return_val_if_fail (GTK_IS_WIDGET (parent), NULL);
  g_return_val_if_fail (css_name != NULL && css_class != NULL, NULL);
  probe = g_object_new (GTK_TYPE_BOX,
                        "css-name", css_name,
                        "css-classes", classes,
                        "visible", FALSE,
                        NULL);
  gtk_widget_set_parent (probe, parent);
  return probe;
}

void
sw_style_probe_color (GtkWidget  *probe,
                      const char *light_fallback,
                      const char *dark_fallback,
                      GdkRGBA    *color)
{
  GtkWidget *parent;
  GdkRGBA inherited;

  g_return_if_fail (GTK_IS_WIDGET (probe));
  g_return_if_fail (color != NULL);
  gtk_widget_get_color (probe, color);
  parent = gtk_widget_get_parent (probe);
  if (parent == NULL || light_fallback == NULL || dark_fallback == NULL)
    return;
  gtk_widget_get_color (parent, &inherited);
  if (gdk_rgba_equal (color, &inherited))
    gdk_rgba_parse (color, sw_style_is_dark () ? dark_fallback : light_fallback);
}

void
sw_widgets_ensure_resources (void)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      sw_widgets_register_resource ();
      g_once_init_leave (&registered, 1);
    }
}
