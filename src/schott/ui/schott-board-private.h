/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-board-private.h: SchottBoard's struct, shared by the widget
 * (schott-board.c), the route's geometry (schott-board-layout.c) and the
 * painting of the route's image (schott-board-route.c). */
#pragma once

#include <adwaita.h>

#include "schott-board.h"

G_BEGIN_DECLS

typedef struct
{
  guint  player;
  gint   from;
  gint   to;
} Move;

enum { PROBE_FG, PROBE_CARD_BG, PROBE_WINDOW_BG, PROBE_ACCENT, PROBE_SUCCESS, PROBE_ERROR, N_PROBES };

struct _SchottBoard
{
  GtkWidget        parent_instance;

  SchottGameModel *model;
  SchottContent   *content;
  char            *variant_id;
  char            *lang;
  gulong           moved_id;
  gulong           changed_id;

  gdouble          shown[SCHOTT_MAX_PLAYERS];
  GQueue           moves;          /* Move * still to animate */
  AdwAnimation    *animation;
  Move            *current;
  gboolean         animate;
  gboolean         holds_model;    /* figures move: the game waits for them */

  /* The route (path, fields, labels) changes only with the size, the
   * style or the game: kept as one node, so a moving figure redraws
   * the figure alone. It is painted once into an image at the widget's
   * scale and the node only paints that image: a node holding the
   * drawing itself would be replayed (every stroke and arc tessellated
   * again) whenever the cairo renderer repaints any part of the board,
   * e.g. under a moving figure. */
  GskRenderNode   *route_node;
  double           route_width;
  double           route_height;
  int              route_scale;
  guint            route_cols;     /* the shape last drawn, kept if nearly as good */
  guint            route_drawn_cols;
  gboolean         route_stale;    /* colours or font changed: paint again */
  guint            route_serial;   /* a painting under an older serial is thrown away */
  gboolean         route_painting; /* a worker paints the image */
  guint            route_start_id; /* the worker starts once the frame is painted */
  char            *route_style;    /* route_style_key() of the image */
  gboolean         style_check;    /* the style changed: compare the key at the next frame */

  /* Hidden children, one per theme colour the board paints with: each
   * gets the colour from style.css, read with gtk_widget_get_color(). */
  GtkWidget       *probes[N_PROBES];
};

/* The theme's colours the board is painted with. */
typedef struct
{
  GdkRGBA fg, card_bg, window_bg, accent, success, error;
} RouteColours;

/* schott-board-layout.c */
void   schott_board_layout_route   (guint   n_fields,
                                    double  width,
                                    double  height,
                                    guint   kept_cols,
                                    guint  *out_cols,
                                    double *cell_w,
                                    double *cell_h);
void   schott_board_field_centre   (guint   field,
                                    guint   cols,
                                    double  cell_w,
                                    double  cell_h,
                                    double *x,
                                    double *y);
void   schott_board_position_point (double  pos,
                                    guint   n_fields,
                                    guint   cols,
                                    double  cell_w,
                                    double  cell_h,
                                    double *x,
                                    double *y);
double schott_board_field_radius   (double  cell_w,
                                    double  cell_h);
guint  schott_board_field_at       (guint   n_fields,
                                    guint   cols,
                                    double  cell_w,
                                    double  cell_h,
                                    double  x,
                                    double  y,
                                    double *distance);

/* schott-board-route.c */
void   schott_board_draw_text      (cairo_t            *cr,
                                    PangoLayout        *layout,
                                    double              board_width,
                                    const char         *text,
                                    double              x,
                                    double              y,
                                    double              size,
                                    gboolean            bold,
                                    const GdkRGBA      *color);
void   schott_board_start_route_painting (SchottBoard        *self,
                                          const RouteColours *colours,
                                          double              width,
                                          double              height,
                                          int                 scale,
                                          guint               cols,
                                          double              cell_w,
                                          double              cell_h,
                                          double              radius);

G_END_DECLS
