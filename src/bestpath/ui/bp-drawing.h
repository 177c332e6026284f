/* bp-drawing.h: what the board and the cards share: the six colours with
 * their symbols (R-COMP-4), hexagons, names for screen readers. */
#pragma once

#include <gtk/gtk.h>

#include "bp-engine.h"

G_BEGIN_DECLS

void          bp_colour_rgba      (BpColour  colour,
                                   gboolean  dark,
                                   GdkRGBA  *rgba);
/* "grey", translated. */
const char   *bp_colour_label     (BpColour colour);
/* A pointy-top hexagon of circumradius r. */
GskPath      *bp_hex_path         (float cx,
                                   float cy,
                                   float r);
/* The colour's symbol (circle, triangle, star, square, diamond, cross)
 * inside a circle of radius r. */
GskPath      *bp_symbol_path      (BpColour colour,
                                   float    cx,
                                   float    cy,
                                   float    r);
void          bp_fill_path        (GtkSnapshot   *snapshot,
                                   GskPath       *path,
                                   const GdkRGBA *rgba);
void          bp_stroke_path      (GtkSnapshot   *snapshot,
                                   GskPath       *path,
                                   const GdkRGBA *rgba,
                                   float          width);
/* Whether the widget is drawn on a dark style. */
gboolean      bp_widget_is_dark   (GtkWidget *widget);
/* The symbols' ink on a field of this colour: dark on light fields. */
void          bp_symbol_ink       (BpColour  colour,
                                   gboolean  dark,
                                   GdkRGBA  *rgba);

G_END_DECLS
