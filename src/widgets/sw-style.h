/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-style.h: a game's style sheet, from its resource, for the display;
 * and the theme's colours for drawings made with cairo. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Registers the shared widgets' resource (their .ui files), once; each
 * widget of src/widgets with a template calls it in its class_init, so
 * a start that shows none of them does not register it. */
void       sw_widgets_ensure_resources (void);

/* Adds the style sheet at resource_path to the default display, once per
 * display and path (application priority, as AdwApplication's style.css). */
void       sw_style_load        (const char *resource_path);

/* Whether the dark style is in use (libadwaita's style manager). */
gboolean   sw_style_is_dark     (void);
/* A hidden child of parent that carries one theme colour: a game's style
 * sheet colours it ("parent > css_name.css_class { color: @…; }"), and
 * sw_style_probe_color() reads it. The caller unparents it in dispose. */
GtkWidget *sw_style_probe_new   (GtkWidget  *parent,
                                 const char *css_name,
                                 const char *css_class);
/* The probe's colour. Without the style sheet (tests, previews) the probe
 * only inherits its parent's text colour: then the fallback of the light
 * or the dark style stands in, when the caller gives them (NULL: the
 * inherited colour stays). */
void       sw_style_probe_color (GtkWidget  *probe,
                                 const char *light_fallback,
                                 const char *dark_fallback,
                                 GdkRGBA    *color);

G_END_DECLS
