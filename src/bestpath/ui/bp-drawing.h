/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-drawing.h: what the board, the cards and the Rules' pictures share:
 * the six colours with their symbols (R-COMP-4), the board's geometry,
 * hexagons and other shapes, names for screen readers. */
#pragma once

#include <gtk/gtk.h>

#include "bp-game-model.h"

G_BEGIN_DECLS

#define BP_SQRT3 1.7320508f

/* Where a board lies in a widget: its centre and the circumradius of a
 * field, in pixels. */
typedef struct
{
  float ox, oy, r;
} BpBoardGeometry;

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
/* The largest board that fits width × height with pad on each side: 9
 * fields wide and 14 radii high. */
void          bp_board_geometry_fit      (BpBoardGeometry *geometry,
                                          int              width,
                                          int              height,
                                          float            pad);
/* The height a board as wide as width needs, pad included. */
int           bp_board_height_for_width  (int              width,
                                          float            pad);
/* The centre of a field (R-COMP-2: rows A–I of 5 … 9 … 5 fields); with a
 * NULL geometry, for a circumradius of 1 and the board's centre at 0,0. */
void          bp_field_centre            (const BpBoardGeometry *geometry,
                                          guint                  field,
                                          float                 *x,
                                          float                 *y);
/* A line through the centres of n fields, from the field `from` unless it
 * is BP_NO_FIELD. */
GskPath      *bp_fields_path      (const BpBoardGeometry *geometry,
                                   const guint8          *fields,
                                   guint                  n,
                                   guint                  from);
GskPath      *bp_circle_path      (float cx,
                                   float cy,
                                   float r);
/* An X of half-width size. */
GskPath      *bp_cross_path       (float cx,
                                   float cy,
                                   float size);
/* The edge drawn between fields and around lines: the window's background. */
void          bp_edge_rgba        (gboolean  dark,
                                   GdkRGBA  *rgba);
/* A field: its hexagon in its colour, edged, with its symbol (smaller and
 * higher on a number field, above the number). fill_alpha is the
 * hexagon's opacity; ink_scale scales the symbol's. */
void          bp_draw_field       (GtkSnapshot           *snapshot,
                                   const BpBoardGeometry *geometry,
                                   guint                  field,
                                   gboolean               dark,
                                   const GdkRGBA         *edge,
                                   float                  fill_alpha,
                                   float                  ink_scale);
/* How far the disc under a field's symbol reaches, in symbol sizes. */
#define BP_SYMBOL_CLEAR 1.45f
/* A field's symbol on a disc of the field's colour, drawn over the lines
 * that pass through the field so that they never hide it (colour-blind
 * players tell the colours by their symbols). */
void          bp_draw_field_symbol (GtkSnapshot           *snapshot,
                                    const BpBoardGeometry *geometry,
                                    guint                  field,
                                    gboolean               dark,
                                    float                  fill_alpha);
/* The board's coordinates: the row letters A–I left of their rows, and
 * the numbers 1–9 of the places in a row beyond the ends of the slanting
 * lines they follow (top and upper right for rows A–E, bottom and lower
 * right for rows E–I). */
#define BP_N_BOARD_LABELS 26
/* The labels' text size, in field radii, and at most in pixels: on a big
 * board they stay the size of the text around. */
#define BP_LABEL_SIZE 0.6f
#define BP_LABEL_MAX_PX 17.0f
typedef struct
{
  char  text[4];
  float x, y;     /* the label's centre */
} BpBoardLabel;
guint         bp_board_labels     (const BpBoardGeometry *geometry,
                                   BpBoardLabel          *labels);
/* As bp_board_geometry_fit(), with room for the labels around. */
void          bp_board_geometry_fit_labelled (BpBoardGeometry *geometry,
                                              int              width,
                                              int              height,
                                              float            pad);
/* A line through fields (see bp_fields_path()) in ink over a wider edge,
 * widths in field radii. */
void          bp_draw_line        (GtkSnapshot           *snapshot,
                                   const BpBoardGeometry *geometry,
                                   const guint8          *fields,
                                   guint                  n,
                                   guint                  from,
                                   const GdkRGBA         *ink,
                                   float                  width,
                                   const GdkRGBA         *edge,
                                   float                  edge_width);
/* The number v on a disc of its field's colour, drawn above the line so
 * that it never hides it; ring (may be NULL) circles the disc. */
void          bp_draw_number      (GtkWidget             *widget,
                                   GtkSnapshot           *snapshot,
                                   const BpBoardGeometry *geometry,
                                   guint                  v,
                                   gboolean               dark,
                                   const GdkRGBA         *ring);
/* An end of a line: a ring, so the symbol or number inside stays
 * readable. */
void          bp_draw_line_end    (GtkSnapshot           *snapshot,
                                   const BpBoardGeometry *geometry,
                                   guint                  field,
                                   const GdkRGBA         *ink,
                                   const GdkRGBA         *edge);
/* Bold text of the given pixel size centred on cx, cy. */
void          bp_draw_text        (GtkWidget     *widget,
                                   GtkSnapshot   *snapshot,
                                   const char    *text,
                                   float          cx,
                                   float          cy,
                                   float          size,
                                   const GdkRGBA *ink);
/* The symbols' ink on a field of this colour: dark on light fields. */
void          bp_symbol_ink       (BpColour  colour,
                                   gboolean  dark,
                                   GdkRGBA  *rgba);

G_END_DECLS
