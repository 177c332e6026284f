/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-paint.c: SCHOTT's art as cairo paths (see the header). Every
 * shape is drawn relative to its size, so a card reads at 28 px as at
 * 120 px, and every colour comes from the caller. */
#include "config.h"

#include <math.h>

#include "schott-paint.h"

void
schott_paint_set_source (cairo_t       *cr,
                         const GdkRGBA *colour,
                         double         alpha)
{
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, colour->alpha * alpha);
}

void
schott_paint_rounded_rect (cairo_t *cr,
                           double   x,
                           double   y,
                           double   w,
                           double   h,
                           double   r)
{
  r = MIN (r, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
schott_paint_star (cairo_t *cr,
                   double   cx,
                   double   cy,
                   double   r)
{
  for (guint i = 0; i < 10; i++)
    {
      double angle = -G_PI / 2 + i * G_PI / 5;
      double radius = (i % 2 == 0) ? r : r * 0.45;
      double x = cx + radius * cos (angle), y = cy + radius * sin (angle);

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

double
schott_paint_card_radius (double w)
{
  return MAX (3.0, w / 7);
}

void
schott_paint_card_body (cairo_t       *cr,
                        const GdkRGBA *colour,
                        double         x,
                        double         y,
                        double         w,
                        double         h)
{
  double r = schott_paint_card_radius (w);

  schott_paint_rounded_rect (cr, x, y + 1, w, h, r);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.15);
  cairo_fill (cr);
  schott_paint_rounded_rect (cr, x, y, w, h, r);
  schott_paint_set_source (cr, colour, 1);
  cairo_fill_preserve (cr);
}

/* A lightning bolt: the event cards' mark. */
static void
bolt (cairo_t *cr,
      double   cx,
      double   cy,
      double   s)
{
  cairo_move_to (cr, cx + 0.10 * s, cy - 0.50 * s);
  cairo_line_to (cr, cx - 0.28 * s, cy + 0.06 * s);
  cairo_line_to (cr, cx - 0.02 * s, cy + 0.06 * s);
  cairo_line_to (cr, cx - 0.12 * s, cy + 0.50 * s);
  cairo_line_to (cr, cx + 0.28 * s, cy - 0.10 * s);
  cairo_line_to (cr, cx + 0.02 * s, cy - 0.10 * s);
  cairo_close_path (cr);
}

void
schott_paint_card_face (cairo_t             *cr,
                        SchottPaintCardKind  kind,
                        double               x,
                        double               y,
                        double               w,
                        double               h,
                        const GdkRGBA       *ink,
                        const GdkRGBA       *mark)
{
  double inset = MAX (2.0, w * 0.07);
  double r = schott_paint_card_radius (w);
  double fx = x + inset, fy = y + inset, fw = w - 2 * inset, fh = h - 2 * inset;

  if (fw < 6 || fh < 6)
    return;
  cairo_save (cr);
  cairo_new_path (cr);

  /* A faint guilloché: two families of arcs from the corners, clipped to
   * the inner frame, the glassmaker's etching on the card. */
  schott_paint_rounded_rect (cr, fx, fy, fw, fh, MAX (1.5, r - inset));
  cairo_clip_preserve (cr);
  cairo_new_path (cr);
  {
    double step = MAX (4.0, w / 7);
    double reach = hypot (fw, fh);

    cairo_set_line_width (cr, MAX (0.6, w / 90));
    for (double d = step; d < reach; d += step)
      {
        cairo_new_sub_path (cr);
        cairo_arc (cr, fx, fy + fh, d, -G_PI / 2, 0);
        cairo_new_sub_path (cr);
        cairo_arc (cr, fx + fw, fy, d, G_PI / 2, G_PI);
      }
    schott_paint_set_source (cr, kind == SCHOTT_PAINT_CARD_NUMBER ? ink : mark,
                             kind == SCHOTT_PAINT_CARD_NUMBER ? 0.05 : 0.10);
    cairo_stroke (cr);
  }
  if (kind == SCHOTT_PAINT_CARD_JOKER)
    {
      /* a big star behind the J, and small ones in two corners */
      schott_paint_star (cr, x + w / 2, y + h / 2, MIN (w, h) * 0.36);
      schott_paint_set_source (cr, mark, 0.22);
      cairo_fill (cr);
      schott_paint_star (cr, fx + fw * 0.16, fy + fw * 0.16, fw * 0.11);
      schott_paint_star (cr, fx + fw * 0.84, fy + fh - fw * 0.16, fw * 0.11);
      schott_paint_set_source (cr, mark, 0.8);
      cairo_fill (cr);
    }
  else if (kind == SCHOTT_PAINT_CARD_EVENT)
    {
      /* a band over the top with a bolt in it */
      double band = MIN (fh * 0.22, fw * 0.34);

      cairo_rectangle (cr, fx, fy, fw, band);
      schott_paint_set_source (cr, mark, 0.22);
      cairo_fill (cr);
      bolt (cr, x + w / 2, fy + band / 2, band * 0.8);
      schott_paint_set_source (cr, mark, 0.9);
      cairo_fill (cr);
    }
  cairo_restore (cr);

  /* the inner frame */
  cairo_save (cr);
  schott_paint_rounded_rect (cr, fx, fy, fw, fh, MAX (1.5, r - inset));
  cairo_set_line_width (cr, kind == SCHOTT_PAINT_CARD_NUMBER ? MAX (0.8, w / 70) : MAX (1.2, w / 45));
  schott_paint_set_source (cr, kind == SCHOTT_PAINT_CARD_NUMBER ? ink : mark,
                           kind == SCHOTT_PAINT_CARD_NUMBER ? 0.22 : 0.7);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The game's mark: a drop of molten glass inside a ring. */
static void
glass_drop (cairo_t *cr,
            double   cx,
            double   cy,
            double   s)
{
  cairo_move_to (cr, cx, cy - 0.5 * s);
  cairo_curve_to (cr, cx + 0.12 * s, cy - 0.22 * s, cx + 0.34 * s, cy - 0.02 * s,
                  cx + 0.34 * s, cy + 0.18 * s);
  cairo_curve_to (cr, cx + 0.34 * s, cy + 0.38 * s, cx + 0.18 * s, cy + 0.5 * s,
                  cx, cy + 0.5 * s);
  cairo_curve_to (cr, cx - 0.18 * s, cy + 0.5 * s, cx - 0.34 * s, cy + 0.38 * s,
                  cx - 0.34 * s, cy + 0.18 * s);
  cairo_curve_to (cr, cx - 0.34 * s, cy - 0.02 * s, cx - 0.12 * s, cy - 0.22 * s,
                  cx, cy - 0.5 * s);
  cairo_close_path (cr);
}

void
schott_paint_card_back (cairo_t       *cr,
                        double         x,
                        double         y,
                        double         w,
                        double         h,
                        gboolean       small_mark,
                        const GdkRGBA *base)
{
  double r = schott_paint_card_radius (w);
  double inset = MAX (2.0, w * 0.08);
  double s = MIN (w, h), cy = y + h / 2;
  double step = MAX (5.0, w / 6);

  cairo_save (cr);
  cairo_new_path (cr);
  schott_paint_rounded_rect (cr, x, y, w, h, r);
  if (base != NULL)
    {
      schott_paint_set_source (cr, base, 1);
      cairo_fill_preserve (cr);
    }
  cairo_clip (cr);

  /* a woven lattice of two diagonals */
  cairo_set_line_width (cr, MAX (1.0, step * 0.28));
  for (double d = -h; d < w + h; d += step)
    {
      cairo_move_to (cr, x + d, y);
      cairo_line_to (cr, x + d - h, y + h);
      cairo_move_to (cr, x + d, y);
      cairo_line_to (cr, x + d + h, y + h);
    }
  cairo_set_source_rgba (cr, 1, 1, 1, 0.10);
  cairo_stroke (cr);

  /* a light frame */
  schott_paint_rounded_rect (cr, x + inset, y + inset, w - 2 * inset, h - 2 * inset,
                             MAX (1.5, r - inset));
  cairo_set_line_width (cr, MAX (1.0, w / 40));
  cairo_set_source_rgba (cr, 1, 1, 1, 0.45);
  cairo_stroke (cr);

  /* the mark in the middle (or, over a text, small at the top): a ring on
   * the base colour, a glass drop in it */
  if (small_mark)
    {
      s *= 0.45;
      cy = y + inset + s * 0.45;
    }
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w / 2, cy, s * 0.3, 0, 2 * G_PI);
  if (base != NULL)
    schott_paint_set_source (cr, base, 1);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (1.0, s / 28));
  cairo_set_source_rgba (cr, 1, 1, 1, 0.7);
  cairo_stroke (cr);
  glass_drop (cr, x + w / 2, cy, s * 0.36);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* One path for the whole pawn, so that its outline goes round it once. */
static void
pawn_path (cairo_t *cr,
           double   cx,
           double   b,
           double   h)
{
  double base_w = h * 0.34, base_h = h * 0.13;
  double neck_w = h * 0.09, neck_y = b - h * 0.60;
  double collar_w = h * 0.17, collar_h = h * 0.05;
  double head_r = h * 0.17;

  cairo_new_path (cr);
  /* the base: a rounded plinth */
  cairo_move_to (cr, cx - base_w, b);
  cairo_line_to (cr, cx + base_w, b);
  cairo_curve_to (cr, cx + base_w, b - base_h * 0.8, cx + base_w * 0.8, b - base_h,
                  cx + base_w * 0.65, b - base_h);
  /* the body sweeps in to the neck */
  cairo_curve_to (cr, cx + base_w * 0.3, b - base_h - h * 0.12, cx + neck_w, neck_y + h * 0.2,
                  cx + neck_w, neck_y + collar_h);
  /* the collar */
  cairo_line_to (cr, cx + collar_w, neck_y + collar_h);
  cairo_curve_to (cr, cx + collar_w * 1.1, neck_y, cx + collar_w * 1.1, neck_y - collar_h * 0.3,
                  cx + collar_w * 0.6, neck_y - collar_h * 0.6);
  /* the head, round over the top */
  cairo_arc_negative (cr, cx, neck_y - head_r * 1.05, head_r,
                      G_PI / 2 - 0.75, G_PI / 2 + 0.75 - 2 * G_PI);
  cairo_line_to (cr, cx - collar_w * 0.6, neck_y - collar_h * 0.6);
  cairo_curve_to (cr, cx - collar_w * 1.1, neck_y - collar_h * 0.3, cx - collar_w * 1.1, neck_y,
                  cx - collar_w, neck_y + collar_h);
  cairo_line_to (cr, cx - neck_w, neck_y + collar_h);
  cairo_curve_to (cr, cx - neck_w, neck_y + h * 0.2, cx - base_w * 0.3, b - base_h - h * 0.12,
                  cx - base_w * 0.65, b - base_h);
  cairo_curve_to (cr, cx - base_w * 0.8, b - base_h, cx - base_w, b - base_h * 0.8,
                  cx - base_w, b);
  cairo_close_path (cr);
}

void
schott_paint_pawn (cairo_t       *cr,
                   const GdkRGBA *colour,
                   const GdkRGBA *outline,
                   double         cx,
                   double         bottom,
                   double         height,
                   gboolean       ghost)
{
  double lw = CLAMP (height / 16, 1.0, 2.5);

  cairo_save (cr);
  if (ghost)
    {
      pawn_path (cr, cx, bottom, height);
      schott_paint_set_source (cr, colour, 0.8);
      cairo_set_line_width (cr, lw);
      cairo_set_dash (cr, (double[]) { 3, 2 }, 2, 0);
      cairo_stroke (cr);
      cairo_restore (cr);
      return;
    }
  /* a soft shadow on the ground */
  cairo_save (cr);
  cairo_translate (cr, cx, bottom);
  cairo_scale (cr, height * 0.42, height * 0.09);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
  cairo_fill (cr);

  pawn_path (cr, cx, bottom, height);
  schott_paint_set_source (cr, colour, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, lw);
  schott_paint_set_source (cr, outline, 1);
  cairo_stroke (cr);

  /* a highlight on the head, the glaze of a turned wooden pawn */
  cairo_new_path (cr);
  cairo_arc (cr, cx - height * 0.06, bottom - height * 0.60 - height * 0.17 * 1.05 - height * 0.06,
             height * 0.05, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.55);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
schott_paint_pawn_fan (guint   i,
                       guint   n,
                       double *dx,
                       double *dy)
{
  /* side by side, the back row a little higher, so that a pawn in front
   * never hides the head of one behind it */
  static const double two[][2] = { { -0.26, 0 }, { 0.26, 0 } };
  static const double three[][2] = { { -0.34, 0 }, { 0.34, 0 }, { 0, 0.14 } };
  static const double four[][2] = { { -0.54, -0.10 }, { -0.18, 0.10 }, { 0.18, -0.10 }, { 0.54, 0.10 } };

  *dx = *dy = 0;
  if (n == 2 && i < 2)
    *dx = two[i][0], *dy = two[i][1];
  else if (n == 3 && i < 3)
    *dx = three[i][0], *dy = three[i][1];
  else if (n >= 4)
    {
      guint k = i % 4;
      *dx = four[k][0] * (n > 4 ? 1.2 : 1), *dy = four[k][1] + (i / 4) * 0.2;
    }
}

void
schott_paint_stone (cairo_t       *cr,
                    guint          seed,
                    double         cx,
                    double         cy,
                    double         r,
                    const GdkRGBA *fill,
                    const GdkRGBA *edge)
{
  /* eight bumps around an ellipse, the same for a seed */
  guint32 h = seed * 2654435761u + 12345;

  cairo_new_path (cr);
  for (guint k = 0; k <= 8; k++)
    {
      double a = 2 * G_PI * (k % 8) / 8;
      double j = 0.9 + ((h >> ((k % 8) * 3)) & 7) / 40.0;
      double x = cx + cos (a) * r * 1.12 * j, y = cy + sin (a) * r * 0.86 * j;

      if (k == 0)
        cairo_move_to (cr, x, y);
      else
        {
          double pa = 2 * G_PI * ((k - 1) % 8) / 8, ma = (pa + a) / 2 + (k == 8 ? G_PI : 0);
          double mx = cx + cos (ma) * r * 1.18 * j, my = cy + sin (ma) * r * 0.92 * j;
          cairo_curve_to (cr, mx, my, mx, my, x, y);
        }
    }
  cairo_close_path (cr);
  /* a translucent fill (the dark style's card colour) must not show the
   * road under the stone: clear it first, down to what lies under the
   * picture */
  cairo_save (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_fill_preserve (cr);
  cairo_restore (cr);
  schott_paint_set_source (cr, fill, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (1.0, r * 0.1));
  schott_paint_set_source (cr, edge, 1);
  cairo_stroke (cr);
}

void
schott_paint_furnace (cairo_t       *cr,
                      double         cx,
                      double         bottom,
                      double         size,
                      const GdkRGBA *stone,
                      const GdkRGBA *edge)
{
  double w = size * 0.9, body_h = size * 0.62;
  double top = bottom - body_h;
  double lw = MAX (1.0, size / 30);
  cairo_pattern_t *glow;

  cairo_save (cr);
  /* the chimney */
  cairo_rectangle (cr, cx + w * 0.12, bottom - size, w * 0.2, size * 0.45);
  schott_paint_set_source (cr, stone, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, lw);
  schott_paint_set_source (cr, edge, 0.8);
  cairo_stroke (cr);
  /* the dome of brick */
  cairo_new_path (cr);
  cairo_move_to (cr, cx - w / 2, bottom);
  cairo_line_to (cr, cx - w / 2, top + body_h * 0.35);
  cairo_curve_to (cr, cx - w / 2, top - body_h * 0.15, cx + w / 2, top - body_h * 0.15,
                  cx + w / 2, top + body_h * 0.35);
  cairo_line_to (cr, cx + w / 2, bottom);
  cairo_close_path (cr);
  schott_paint_set_source (cr, stone, 1);
  cairo_fill_preserve (cr);
  schott_paint_set_source (cr, edge, 0.8);
  cairo_stroke (cr);
  /* brick courses */
  cairo_set_line_width (cr, MAX (0.6, lw * 0.6));
  for (guint k = 1; k < 3; k++)
    {
      double y = bottom - body_h * 0.22 * k;
      cairo_move_to (cr, cx - w / 2, y);
      cairo_line_to (cr, cx + w / 2, y);
    }
  schott_paint_set_source (cr, edge, 0.3);
  cairo_stroke (cr);
  /* the glowing mouth */
  cairo_new_path (cr);
  cairo_move_to (cr, cx - w * 0.22, bottom);
  cairo_line_to (cr, cx - w * 0.22, bottom - body_h * 0.4);
  cairo_arc (cr, cx, bottom - body_h * 0.4, w * 0.22, G_PI, 2 * G_PI);
  cairo_line_to (cr, cx + w * 0.22, bottom);
  cairo_close_path (cr);
  glow = cairo_pattern_create_radial (cx, bottom - body_h * 0.2, 0, cx, bottom - body_h * 0.2, w * 0.4);
  cairo_pattern_add_color_stop_rgb (glow, 0, 1.0, 0.95, 0.55);
  cairo_pattern_add_color_stop_rgb (glow, 0.5, 1.0, 0.62, 0.12);
  cairo_pattern_add_color_stop_rgb (glow, 1, 0.85, 0.22, 0.05);
  cairo_set_source (cr, glow);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (glow);
  cairo_set_line_width (cr, lw);
  schott_paint_set_source (cr, edge, 0.8);
  cairo_stroke (cr);
  /* a gather of glass on a pipe, glowing at the mouth */
  cairo_new_path (cr);
  cairo_arc (cr, cx + w * 0.02, bottom - body_h * 0.32, w * 0.07, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 0.85, 0.95);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
schott_paint_finish (cairo_t       *cr,
                     double         cx,
                     double         bottom,
                     double         size,
                     const GdkRGBA *ink,
                     const GdkRGBA *paper)
{
  double pole_x = cx - size * 0.32;
  double fw = size * 0.68, fh = size * 0.42, top = bottom - size;
  guint cols = 4, rows = 3;
  double lw = MAX (1.0, size / 24);

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, lw * 1.4);
  schott_paint_set_source (cr, ink, 1);
  cairo_move_to (cr, pole_x, bottom);
  cairo_line_to (cr, pole_x, top);
  cairo_stroke (cr);
  /* the flag, squares alternating */
  for (guint r = 0; r < rows; r++)
    for (guint c = 0; c < cols; c++)
      {
        double x = pole_x + c * fw / cols, y = top + r * fh / rows;
        double wave = sin ((double) c / cols * G_PI) * fh * 0.08;

        cairo_rectangle (cr, x, y + wave, fw / cols + 0.3, fh / rows + 0.3);
        schott_paint_set_source (cr, (r + c) % 2 == 0 ? ink : paper, 1);
        cairo_fill (cr);
      }
  cairo_rectangle (cr, pole_x, top, fw, fh);
  cairo_set_line_width (cr, lw * 0.7);
  schott_paint_set_source (cr, ink, 1);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
schott_paint_emblem (cairo_t           *cr,
                     SchottPaintEmblem  emblem,
                     double             cx,
                     double             cy,
                     double             size,
                     const GdkRGBA     *colour)
{
  double s = size / 2;

  cairo_save (cr);
  cairo_new_path (cr);
  switch (emblem)
    {
    case SCHOTT_PAINT_EMBLEM_VASE:
      cairo_move_to (cr, cx - s * 0.3, cy - s);
      cairo_line_to (cr, cx + s * 0.3, cy - s);
      cairo_curve_to (cr, cx + s * 0.2, cy - s * 0.5, cx + s * 0.8, cy - s * 0.2, cx + s * 0.6, cy + s * 0.5);
      cairo_curve_to (cr, cx + s * 0.5, cy + s * 0.9, cx + s * 0.3, cy + s, cx, cy + s);
      cairo_curve_to (cr, cx - s * 0.3, cy + s, cx - s * 0.5, cy + s * 0.9, cx - s * 0.6, cy + s * 0.5);
      cairo_curve_to (cr, cx - s * 0.8, cy - s * 0.2, cx - s * 0.2, cy - s * 0.5, cx - s * 0.3, cy - s);
      break;
    case SCHOTT_PAINT_EMBLEM_GOBLET:
      cairo_move_to (cr, cx - s * 0.65, cy - s);
      cairo_line_to (cr, cx + s * 0.65, cy - s);
      cairo_curve_to (cr, cx + s * 0.65, cy - s * 0.1, cx + s * 0.2, cy + s * 0.05, cx + s * 0.08, cy + s * 0.1);
      cairo_line_to (cr, cx + s * 0.08, cy + s * 0.75);
      cairo_line_to (cr, cx + s * 0.5, cy + s);
      cairo_line_to (cr, cx - s * 0.5, cy + s);
      cairo_line_to (cr, cx - s * 0.08, cy + s * 0.75);
      cairo_line_to (cr, cx - s * 0.08, cy + s * 0.1);
      cairo_curve_to (cr, cx - s * 0.2, cy + s * 0.05, cx - s * 0.65, cy - s * 0.1, cx - s * 0.65, cy - s);
      break;
    case SCHOTT_PAINT_EMBLEM_BOTTLE:
      cairo_move_to (cr, cx - s * 0.15, cy - s);
      cairo_line_to (cr, cx + s * 0.15, cy - s);
      cairo_line_to (cr, cx + s * 0.15, cy - s * 0.5);
      cairo_curve_to (cr, cx + s * 0.5, cy - s * 0.35, cx + s * 0.5, cy - s * 0.2, cx + s * 0.5, cy - s * 0.05);
      cairo_line_to (cr, cx + s * 0.5, cy + s);
      cairo_line_to (cr, cx - s * 0.5, cy + s);
      cairo_line_to (cr, cx - s * 0.5, cy - s * 0.05);
      cairo_curve_to (cr, cx - s * 0.5, cy - s * 0.2, cx - s * 0.5, cy - s * 0.35, cx - s * 0.15, cy - s * 0.5);
      break;
    case SCHOTT_PAINT_EMBLEM_LENS:
    case SCHOTT_PAINT_N_EMBLEMS:
    default:
      cairo_save (cr);
      cairo_translate (cr, cx, cy);
      cairo_scale (cr, s * 0.45, s * 0.95);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      break;
    }
  cairo_close_path (cr);
  schott_paint_set_source (cr, colour, 0.3);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (1.0, size / 14));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  schott_paint_set_source (cr, colour, 1);
  cairo_stroke (cr);
  /* a glint */
  cairo_move_to (cr, cx - s * 0.28, cy - s * 0.2);
  cairo_line_to (cr, cx - s * 0.28, cy + s * 0.35);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
  cairo_stroke (cr);
  cairo_restore (cr);
}

SchottPaintEmblem
schott_paint_emblem_for_field (guint field)
{
  return (SchottPaintEmblem) ((field * 7 + 3) % SCHOTT_PAINT_N_EMBLEMS);
}

void
schott_paint_road (cairo_t      *cr,
                   const double *xs,
                   const double *ys,
                   guint         n)
{
  /* Catmull-Rom through every point, as Bézier segments */
  cairo_new_path (cr);
  if (n == 0)
    return;
  cairo_move_to (cr, xs[0], ys[0]);
  for (guint i = 0; i + 1 < n; i++)
    {
      guint a = i > 0 ? i - 1 : 0, d = MIN (i + 2, n - 1);
      double c1x = xs[i] + (xs[i + 1] - xs[a]) / 6, c1y = ys[i] + (ys[i + 1] - ys[a]) / 6;
      double c2x = xs[i + 1] - (xs[d] - xs[i]) / 6, c2y = ys[i + 1] - (ys[d] - ys[i]) / 6;

      cairo_curve_to (cr, c1x, c1y, c2x, c2y, xs[i + 1], ys[i + 1]);
    }
}

void
schott_paint_road_stroke (cairo_t       *cr,
                          const GdkRGBA *fg,
                          double         radius)
{
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  schott_paint_set_source (cr, fg, 0.08);
  cairo_set_line_width (cr, radius * 1.7);
  cairo_stroke_preserve (cr);
  schott_paint_set_source (cr, fg, 0.22);
  cairo_set_line_width (cr, MAX (1.0, radius * 0.12));
  cairo_set_dash (cr, (double[]) { radius * 0.35, radius * 0.45 }, 2, 0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* An arrow's head at (x, y) pointing along angle. */
void
schott_paint_arrow_head (cairo_t *cr,
                         double   x,
                         double   y,
                         double   angle)
{
  cairo_move_to (cr, x + 7 * cos (angle + 2.6), y + 7 * sin (angle + 2.6));
  cairo_line_to (cr, x, y);
  cairo_line_to (cr, x + 7 * cos (angle - 2.6), y + 7 * sin (angle - 2.6));
  cairo_stroke (cr);
}

void
schott_paint_hop (cairo_t       *cr,
                  const GdkRGBA *colour,
                  double         x1,
                  double         x2,
                  double         base_y,
                  double         height,
                  gboolean       dashed)
{
  schott_paint_set_source (cr, colour, 1);
  cairo_set_line_width (cr, 2);
  if (dashed)
    cairo_set_dash (cr, (double[]) { 5, 3 }, 2, 0);
  cairo_move_to (cr, x1, base_y);
  cairo_curve_to (cr, x1, base_y - height, x2, base_y - height, x2, base_y);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  /* the head pointing down at x2 */
  cairo_move_to (cr, x2 - 5, base_y - 7);
  cairo_line_to (cr, x2, base_y);
  cairo_line_to (cr, x2 + 5, base_y - 7);
  cairo_stroke (cr);
}

/* Text in the widget's font, scaled: the Rules' pictures. */
PangoLayout *
schott_paint_layout_new (GtkWidget  *widget,
                         const char *text,
                         double      scale,
                         gboolean    bold,
                         int         wrap_width)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  const PangoFontDescription *base = pango_context_get_font_description (gtk_widget_get_pango_context (widget));
  g_autoptr(PangoFontDescription) desc = base ? pango_font_description_copy (base) : pango_font_description_new ();
  int size = pango_font_description_get_size (desc);

  if (size <= 0)
    size = 11 * PANGO_SCALE;
  if (pango_font_description_get_size_is_absolute (desc))
    pango_font_description_set_absolute_size (desc, size * scale);
  else
    pango_font_description_set_size (desc, (int) (size * scale));
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  if (wrap_width > 0)
    {
      pango_layout_set_width (layout, wrap_width * PANGO_SCALE);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
    }
  return layout;
}

int
schott_paint_text_height (GtkWidget  *widget,
                          const char *text,
                          double      scale,
                          int         wrap_width)
{
  g_autoptr(PangoLayout) layout = schott_paint_layout_new (widget, text, scale, FALSE, wrap_width);
  int h;

  pango_layout_get_pixel_size (layout, NULL, &h);
  return h;
}

/* Draws text centred on cx with its top at y. */
void
schott_paint_text (cairo_t       *cr,
                   GtkWidget     *widget,
                   const char    *text,
                   double         cx,
                   double         y,
                   double         scale,
                   gboolean       bold,
                   const GdkRGBA *colour,
                   double         alpha)
{
  g_autoptr(PangoLayout) layout = schott_paint_layout_new (widget, text, scale, bold, -1);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  schott_paint_set_source (cr, colour, alpha);
  cairo_move_to (cr, cx - w / 2.0, y);
  pango_cairo_show_layout (cr, layout);
}

/* Like schott_paint_text, wrapped to width and centred in [0, width). */
int
schott_paint_wrapped (cairo_t       *cr,
                      GtkWidget     *widget,
                      const char    *text,
                      double         y,
                      int            width,
                      double         scale,
                      const GdkRGBA *colour,
                      double         alpha)
{
  g_autoptr(PangoLayout) layout = schott_paint_layout_new (widget, text, scale, FALSE, width);
  int h;

  pango_layout_get_pixel_size (layout, NULL, &h);
  schott_paint_set_source (cr, colour, alpha);
  cairo_move_to (cr, 0, y);
  pango_cairo_show_layout (cr, layout);
  return h;
}
