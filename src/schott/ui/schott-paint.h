/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-paint.h: SCHOTT's own art, drawn with cairo paths in colours the
 * caller takes from the theme: cards (face and back), pawns, the route's
 * stepping stones, place emblems, the Start's furnace and the finish mark.
 * The table (board, card widget) and the Rules' pictures paint with these,
 * so both show the same cards and figures. The shapes are plain cairo
 * (the board paints its route with them on a worker thread); only the
 * text helpers at the end take a widget's font. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What a card face shows; the number is the caller's text (a label in the
 * card widget, a layout in the Rules' pictures). */
typedef enum
{
  SCHOTT_PAINT_CARD_NUMBER,
  SCHOTT_PAINT_CARD_JOKER,
  SCHOTT_PAINT_CARD_EVENT,
} SchottPaintCardKind;

/* A place emblem on a location field: a glass object, chosen by the field. */
typedef enum
{
  SCHOTT_PAINT_EMBLEM_VASE,
  SCHOTT_PAINT_EMBLEM_GOBLET,
  SCHOTT_PAINT_EMBLEM_BOTTLE,
  SCHOTT_PAINT_EMBLEM_LENS,
  SCHOTT_PAINT_N_EMBLEMS
} SchottPaintEmblem;

void schott_paint_set_source   (cairo_t *cr, const GdkRGBA *colour, double alpha);
void schott_paint_rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r);
void schott_paint_star         (cairo_t *cr, double cx, double cy, double r);
/* A card's corner radius at a width. */
double schott_paint_card_radius (double w);

/* The face's decoration inside a card already filled by the caller (CSS or
 * schott_paint_card_body()): an inner frame, a faint pattern, and for a
 * joker or an event card their own marks. `ink` is the card's text colour. */
void schott_paint_card_face    (cairo_t *cr, SchottPaintCardKind kind,
                                double x, double y, double w, double h,
                                const GdkRGBA *ink, const GdkRGBA *mark);
/* The back: the game's mark (a glass drop in a ring) on a woven pattern,
 * over `base` (filled here; NULL: the caller filled the card); with
 * small_mark the mark is small at the top, leaving the middle to a text. */
void schott_paint_card_back    (cairo_t *cr, double x, double y, double w, double h,
                                gboolean small_mark, const GdkRGBA *base);
/* A card's shadow and body filled with colour; the outline stays the
 * current path. */
void schott_paint_card_body    (cairo_t *cr, const GdkRGBA *colour,
                                double x, double y, double w, double h);

/* A pawn standing on (cx, bottom), `height` tall: base, body, collar, head,
 * outlined in `outline`. A ghost is its dashed outline only. */
void schott_paint_pawn         (cairo_t *cr, const GdkRGBA *colour, const GdkRGBA *outline,
                                double cx, double bottom, double height, gboolean ghost);
/* Where the n pawns sharing one field stand: offsets (in pawn heights) of
 * pawn i of n, fanned so that each stays visible. */
void schott_paint_pawn_fan     (guint i, guint n, double *dx, double *dy);

/* A stepping stone of the route: a slightly irregular flat stone. */
void schott_paint_stone        (cairo_t *cr, guint seed, double cx, double cy, double r,
                                const GdkRGBA *fill, const GdkRGBA *edge);
/* The Start: a glass furnace with a glowing mouth, `size` tall, on bottom. */
void schott_paint_furnace      (cairo_t *cr, double cx, double bottom, double size,
                                const GdkRGBA *stone, const GdkRGBA *edge);
/* The finish: a chequered flag on a pole, `size` tall, standing on bottom. */
void schott_paint_finish       (cairo_t *cr, double cx, double bottom, double size,
                                const GdkRGBA *ink, const GdkRGBA *paper);
/* A place emblem centred on (cx, cy), `size` across. */
void schott_paint_emblem       (cairo_t *cr, SchottPaintEmblem emblem,
                                double cx, double cy, double size, const GdkRGBA *colour);
SchottPaintEmblem schott_paint_emblem_for_field (guint field);
/* The winding road through points (a smooth curve through each). */
void schott_paint_road         (cairo_t *cr, const double *xs, const double *ys, guint n);
/* Strokes the road's path: a broad soft band, a dashed middle; `radius`
 * is a field's. */
void schott_paint_road_stroke  (cairo_t *cr, const GdkRGBA *fg, double radius);

/* A move over the route: an arc from x1 to x2 above base_y, its head at
 * x2; dashed for a move that is not the last. */
void schott_paint_hop          (cairo_t *cr, const GdkRGBA *colour, double x1, double x2,
                                double base_y, double height, gboolean dashed);
void schott_paint_arrow_head   (cairo_t *cr, double x, double y, double angle);

/* Text in a widget's font at `scale` times its size (the Rules' pictures):
 * a layout (wrapped and centred to wrap_width if > 0), its height, text
 * centred on cx with its top at y, text wrapped and centred in [0, width)
 * (returns its height). */
PangoLayout *schott_paint_layout_new  (GtkWidget *widget, const char *text, double scale,
                                       gboolean bold, int wrap_width);
int          schott_paint_text_height (GtkWidget *widget, const char *text, double scale,
                                       int wrap_width);
void         schott_paint_text        (cairo_t *cr, GtkWidget *widget, const char *text,
                                       double cx, double y, double scale, gboolean bold,
                                       const GdkRGBA *colour, double alpha);
int          schott_paint_wrapped     (cairo_t *cr, GtkWidget *widget, const char *text,
                                       double y, int width, double scale,
                                       const GdkRGBA *colour, double alpha);

G_END_DECLS
