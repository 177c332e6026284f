/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-route-painter.h: the route painted with plain cairo, the same
 * way for the board (on a worker thread), the Rules' pictures and the
 * editor's route preview: a way through the fields' centres, then each
 * field as a plain field, a location field with its value, or an end
 * (Start, finish). Each picture keeps its own look through a style. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  /* The table: a winding road, stepping stones with their numbers, location
   * fields as plaques with an emblem and a value badge and the place's name
   * under them, the furnace at the Start and the flag at the finish. */
  SCHOTT_ROUTE_STYLE_BOARD,
  /* The Rules: the road, stones, location fields ringed in their colour
   * with their value, every field's number under it. */
  SCHOTT_ROUTE_STYLE_DIAGRAM,
  /* The editor's preview: a thin line, dots coloured by value, the ends and
   * every tenth field numbered. */
  SCHOTT_ROUTE_STYLE_PREVIEW,
} SchottRouteStyle;

/* The colours: the caller's, from the theme (or its own for PREVIEW). */
typedef struct
{
  GdkRGBA fg;         /* text, the road, edges */
  GdkRGBA card_bg;    /* stones and plaques */
  GdkRGBA window_bg;  /* under translucent plaques; text on badges */
  GdkRGBA success;    /* a location field that moves forward */
  GdkRGBA error;      /* … and back */
} SchottRouteColours;

typedef struct
{
  SchottRouteStyle   style;
  guint              first;        /* the number of the first field painted */
  guint              n_fields;     /* fields painted: xs, ys and values hold as many */
  guint              finish;       /* the number of the route's last field */
  const double      *xs;           /* the fields' centres */
  const double      *ys;
  const gint        *values;       /* each field's value: 0, or forward (+) or back (−) */
  const char *const *places;       /* BOARD: the place under each field, or NULL; may be NULL */
  const char        *start_label;  /* BOARD: under the Start and the finish */
  const char        *finish_label;
  double             radius;       /* a field's */
  double             width;        /* texts stay inside [0, width) */
  /* BOARD: the fields a line holds and a line's cell (the room for names) */
  guint              cols;
  double             cell_w;
  double             cell_h;
  /* DIAGRAM: the road goes on this far past both ends; the values' size,
   * times the layout's font */
  double             overhang;
  double             text_scale;
  SchottRouteColours colours;
} SchottRouteOptions;

/* Paints the route; layout: any layout of the font to write in (its
 * context's font is the base size), it is changed while painting. */
void schott_route_painter_paint     (cairo_t                  *cr,
                                     PangoLayout              *layout,
                                     const SchottRouteOptions *options);
/* Text centred on (x, y), size px tall, kept inside [0, width) (the
 * board's pawns' initials use it too). */
void schott_route_painter_draw_text (cairo_t                  *cr,
                                     PangoLayout              *layout,
                                     double                    width,
                                     const char               *text,
                                     double                    x,
                                     double                    y,
                                     double                    size,
                                     gboolean                  bold,
                                     const GdkRGBA            *colour);

G_END_DECLS
