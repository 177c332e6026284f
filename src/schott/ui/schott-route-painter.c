/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-route-painter.c: one painter for the route: the board's image
 * (painted by a worker thread, schott-board-route.c), the Rules' route
 * pictures (schott-rules-drawing.c) and the editor's route preview
 * (schott-editor-route.c). Plain cairo and Pango, no widget: the shapes
 * come from schott-paint. */
#include "config.h"

#include <math.h>

#include "schott-paint.h"
#include "schott-route-painter.h"

/* The layout's font at an absolute size (px), or at scale times the
 * context's size (scale > 0, size ignored). */
static void
set_font (PangoLayout *layout,
          double       size,
          double       scale,
          gboolean     bold)
{
  const PangoFontDescription *base = pango_context_get_font_description (pango_layout_get_context (layout));
  PangoFontDescription *desc = base != NULL ? pango_font_description_copy (base) : pango_font_description_new ();

  if (scale > 0)
    {
      int base_size = pango_font_description_get_size (desc);

      if (base_size <= 0)
        base_size = 11 * PANGO_SCALE;
      if (pango_font_description_get_size_is_absolute (desc))
        pango_font_description_set_absolute_size (desc, base_size * scale);
      else
        pango_font_description_set_size (desc, (int) (base_size * scale));
      if (bold)
        pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
    }
  else
    {
      pango_font_description_set_absolute_size (desc, MAX (size, 6) * PANGO_SCALE);
      pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    }
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
}

void
schott_route_painter_draw_text (cairo_t       *cr,
                                PangoLayout   *layout,
                                double         width,
                                const char    *text,
                                double         x,
                                double         y,
                                double         size,
                                gboolean       bold,
                                const GdkRGBA *colour)
{
  int w, h;

  g_return_if_fail (cr != NULL && PANGO_IS_LAYOUT (layout) && text != NULL && colour != NULL);
  set_font (layout, size, 0, bold);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  gdk_cairo_set_source_rgba (cr, colour);
  /* Centred under its field, but never past the edges (long place names
   * on the first and last column). */
  x = CLAMP (x - w / 2.0, 0.0, MAX (0.0, width - w));
  cairo_move_to (cr, x, y - h / 2.0);
  pango_cairo_show_layout (cr, layout);
}

/* Text at scale times the layout's font, centred on cx, its top at top
 * (centred on top too with middle). */
static void
draw_scaled_text (cairo_t       *cr,
                  PangoLayout   *layout,
                  const char    *text,
                  double         cx,
                  double         top,
                  gboolean       middle,
                  double         scale,
                  gboolean       bold,
                  const GdkRGBA *colour,
                  double         alpha)
{
  int w, h;

  set_font (layout, 0, scale, bold);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  schott_paint_set_source (cr, colour, alpha);
  cairo_move_to (cr, cx - w / 2.0, middle ? top - h / 2.0 : top);
  pango_cairo_show_layout (cr, layout);
}

/* A field's value, "+2" or "−1" (a minus sign, not a hyphen). */
static void
format_value (char *buffer, gsize size, gint value)
{
  if (value > 0)
    g_snprintf (buffer, size, "+%d", value);
  else
    g_snprintf (buffer, size, "\u2212%d", -value);
}

/* ------------------------------------------------------------ board */

/* A place name under its field: at least 9 px, shortened with an
 * ellipsis to the room between its neighbours, left out when even that
 * does not fit (the name stays in the tooltip and the description). */
static void
draw_label (cairo_t                  *cr,
            PangoLayout              *layout,
            const SchottRouteOptions *o,
            const char               *text,
            double                    x,
            double                    top,
            double                    room_h,
            gboolean                  bold,
            const GdkRGBA            *colour)
{
  double size = CLAMP (o->cell_h * 0.17, 9, 12);
  PangoRectangle logical;
  int w;

  if (room_h < size * 1.15)
    return;
  /* The stones beside a location field carry no name: a name may reach
   * over them, three fields wide (issue 27, item 5). */
  pango_layout_set_width (layout, (int) (o->cell_w * 2.9 * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  /* A long place name takes a second line where the room below allows
   * ("Jablonec nad Nisou" was cut even at 1280 px; issue 27, item 5). */
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_height (layout, room_h >= size * 2.5 ? -2 : -1);
  set_font (layout, size, 0, bold);
  pango_layout_set_text (layout, text, -1);
  /* an ellipsis and one letter is no name */
  if (pango_layout_is_ellipsized (layout) && g_utf8_strlen (text, -1) > 2
      && o->cell_w * 2.9 < size * 2.4)
    {
      pango_layout_set_width (layout, -1);
      pango_layout_set_height (layout, -1);
      return;
    }
  /* Centred in the layout's width, the lines start logical.x in: the
   * name is placed by its own extents, so the window's edge never cuts
   * it ("Nový Bor" at the end of a line). */
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  w = logical.width;
  x = CLAMP (x - w / 2.0, 0.0, MAX (0.0, o->width - w)) - logical.x;
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_move_to (cr, x, top);
  pango_cairo_show_layout (cr, layout);
  pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);
  pango_layout_set_width (layout, -1);
  pango_layout_set_height (layout, -1);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
}

static void
paint_board_field (cairo_t                  *cr,
                   PangoLayout              *layout,
                   const SchottRouteOptions *o,
                   guint                     i)
{
  guint f = o->first + i, cols = MAX (o->cols, 1);
  guint n_fields = o->finish + 1;
  gint value = o->values[i];
  double x = o->xs[i], y = o->ys[i], r = o->radius, cell_h = o->cell_h;
  GdkRGBA stone = o->colours.card_bg, edge = o->colours.fg, text = o->colours.fg;
  /* room under the field: to the next line's stones, whose tops stand a
   * little below the line's top */
  double below = floor (f / cols) * cell_h + cell_h - (y + r)
                 + (f / cols + 1 < (n_fields + cols - 1) / cols ? cell_h * 0.08 : 0);

  edge.alpha = 0.35;
  if (f == 0 || f == o->finish)
    {
      /* a broad paving stone, the furnace or the flag standing on it */
      schott_paint_stone (cr, f, x, y + r * 0.45, r * 1.05, &stone, &edge);
      if (f == 0)
        /* up and to the left: the figures waiting at the Start stand in
         * front of it, to its right (schott_board_snapshot()) */
        schott_paint_furnace (cr, MAX (x - r * 0.45, r * 1.0), y + r * 0.25,
                              MIN (r * 2.1, y + r * 0.25 - 2), &stone, &o->colours.fg);
      else
        schott_paint_finish (cr, x + r * 0.1, y + r * 0.5, r * 1.8, &o->colours.fg, &stone);
      text.alpha = 0.85;
      if ((f == 0 ? o->start_label : o->finish_label) != NULL)
        draw_label (cr, layout, o, f == 0 ? o->start_label : o->finish_label, x, y + r * 1.35,
                    below - r * 0.35, TRUE, &text);
      return;
    }

  if (value == 0)
    {
      schott_paint_stone (cr, f, x, y, r * 0.82, &stone, &edge);
      /* numbers down to a phone's stones (issue 27, item 3): 7 px at least */
      if (r >= 8)
        {
          char number[16];

          g_snprintf (number, sizeof number, "%u", f);
          text.alpha = r * 0.7 >= 7 ? 0.55 : 0.75;
          schott_route_painter_draw_text (cr, layout, o->width, number, x, y, MAX (r * 0.7, 7), FALSE, &text);
        }
      return;
    }

  /* a location field: a round plaque ringed in its colour, the place's
   * emblem on it and its value in a badge; the sign and the value say
   * forward or back without the colour */
  {
    const GdkRGBA *ring = value > 0 ? &o->colours.success : &o->colours.error;
    char label[16];

    cairo_new_path (cr);
    cairo_arc (cr, x, y, r * 1.08, 0, 2 * G_PI);
    /* card_bg_color is translucent in the dark style: lay it over the
     * window colour, or the road shows through */
    gdk_cairo_set_source_rgba (cr, &o->colours.window_bg);
    cairo_fill_preserve (cr);
    gdk_cairo_set_source_rgba (cr, &stone);
    cairo_fill_preserve (cr);
    cairo_set_line_width (cr, MAX (2, r * 0.2));
    gdk_cairo_set_source_rgba (cr, ring);
    cairo_stroke (cr);
    format_value (label, sizeof label, value);
    if (r >= 13)
      {
        double bx = x + r * 0.8, by = y - r * 0.8, br = r * 0.5;

        schott_paint_emblem (cr, schott_paint_emblem_for_field (f), x, y, r * 1.2, ring);
        cairo_new_path (cr);
        cairo_arc (cr, bx, by, br, 0, 2 * G_PI);
        gdk_cairo_set_source_rgba (cr, ring);
        cairo_fill (cr);
        schott_route_painter_draw_text (cr, layout, o->width, label, bx, by, br * 1.2, TRUE,
                                        &o->colours.window_bg);
      }
    else
      schott_route_painter_draw_text (cr, layout, o->width, label, x, y, r * 1.0, TRUE, ring);
  }
  if (o->places != NULL && o->places[i] != NULL)
    {
      text.alpha = 0.8;
      draw_label (cr, layout, o, o->places[i], x, y + r * 1.15, below - r * 0.15, FALSE, &text);
    }
}

/* ---------------------------------------------------------- diagram */

static void
paint_diagram_field (cairo_t                  *cr,
                     PangoLayout              *layout,
                     const SchottRouteOptions *o,
                     guint                     i)
{
  guint f = o->first + i;
  gint value = o->values[i];
  double cx = o->xs[i], cy = o->ys[i], radius = o->radius;
  char number[16];

  if (value == 0)
    {
      GdkRGBA edge = o->colours.fg;

      edge.alpha *= 0.35;
      schott_paint_stone (cr, f, cx, cy, radius * 0.85, &o->colours.card_bg, &edge);
    }
  else
    {
      const GdkRGBA *c = value > 0 ? &o->colours.success : &o->colours.error;
      char text[16];

      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
      schott_paint_set_source (cr, &o->colours.card_bg, 1);
      cairo_fill_preserve (cr);
      schott_paint_set_source (cr, c, 0.22);
      cairo_fill_preserve (cr);
      schott_paint_set_source (cr, c, 1);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      format_value (text, sizeof text, value);
      draw_scaled_text (cr, layout, text, cx, cy, TRUE, o->text_scale, TRUE, c, 1);
    }
  g_snprintf (number, sizeof number, "%u", f);
  draw_scaled_text (cr, layout, number, cx, cy + radius + 4, FALSE, 0.75, FALSE, &o->colours.fg, 0.6);
}

/* ---------------------------------------------------------- preview */

static void
paint_preview_field (cairo_t                  *cr,
                     PangoLayout              *layout,
                     const SchottRouteOptions *o,
                     guint                     i)
{
  guint f = o->first + i;
  gint value = o->values[i];
  gboolean end = f == 0 || f == o->finish;
  double x = o->xs[i], y = o->ys[i];
  const GdkRGBA *fg = &o->colours.fg;
  char text[16] = "";
  int tw, th;

  cairo_new_path (cr);
  cairo_arc (cr, x, y, value != 0 || end ? o->radius : o->radius * 9 / 14, 0, 2 * G_PI);
  if (value > 0)
    gdk_cairo_set_source_rgba (cr, &o->colours.success);
  else if (value < 0)
    gdk_cairo_set_source_rgba (cr, &o->colours.error);
  else
    cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, end ? 0.55 : 0.18);
  cairo_fill (cr);
  if (value != 0)
    format_value (text, sizeof text, value);
  else if (end || f % 10 == 0)
    g_snprintf (text, sizeof text, "%u", f);
  if (*text == '\0')
    return;
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &tw, &th);
  if (value != 0)
    cairo_set_source_rgb (cr, 1, 1, 1);
  else if (end)
    /* on the filled start and finish: the background colour */
    cairo_set_source_rgb (cr, 1 - fg->red, 1 - fg->green, 1 - fg->blue);
  else
    gdk_cairo_set_source_rgba (cr, fg);
  cairo_move_to (cr, x - tw / 2.0, y - th / 2.0);
  pango_cairo_show_layout (cr, layout);
}

/* ------------------------------------------------------------ paint */

/* The way through the fields: the board's road winds through them, the
 * Rules' runs straight on past both ends, the preview's is a thin line. */
static void
paint_way (cairo_t                  *cr,
           const SchottRouteOptions *o)
{
  guint n = o->n_fields;

  switch (o->style)
    {
    case SCHOTT_ROUTE_STYLE_BOARD:
      schott_paint_road (cr, o->xs, o->ys, n);
      schott_paint_road_stroke (cr, &o->colours.fg, o->radius);
      break;
    case SCHOTT_ROUTE_STYLE_DIAGRAM:
      cairo_new_path (cr);
      cairo_move_to (cr, o->xs[0] - o->overhang, o->ys[0]);
      cairo_line_to (cr, o->xs[n - 1] + o->overhang, o->ys[n - 1]);
      schott_paint_road_stroke (cr, &o->colours.fg, o->radius);
      break;
    case SCHOTT_ROUTE_STYLE_PREVIEW:
    default:
      cairo_new_path (cr);
      cairo_set_line_width (cr, 3);
      cairo_set_source_rgba (cr, o->colours.fg.red, o->colours.fg.green, o->colours.fg.blue, 0.25);
      for (guint i = 0; i < n; i++)
        {
          if (i == 0)
            cairo_move_to (cr, o->xs[i], o->ys[i]);
          else
            cairo_line_to (cr, o->xs[i], o->ys[i]);
        }
      cairo_stroke (cr);
      break;
    }
}

void
schott_route_painter_paint (cairo_t                  *cr,
                            PangoLayout              *layout,
                            const SchottRouteOptions *options)
{
  g_return_if_fail (cr != NULL && PANGO_IS_LAYOUT (layout) && options != NULL);
  g_return_if_fail (options->n_fields == 0 || (options->xs != NULL && options->ys != NULL
                                               && options->values != NULL));
  if (options->n_fields == 0)
    return;
  paint_way (cr, options);
  if (options->style == SCHOTT_ROUTE_STYLE_PREVIEW)
    pango_layout_set_font_description (layout, NULL);
  for (guint i = 0; i < options->n_fields; i++)
    switch (options->style)
      {
      case SCHOTT_ROUTE_STYLE_BOARD:
        paint_board_field (cr, layout, options, i);
        break;
      case SCHOTT_ROUTE_STYLE_DIAGRAM:
        paint_diagram_field (cr, layout, options, i);
        break;
      case SCHOTT_ROUTE_STYLE_PREVIEW:
      default:
        paint_preview_field (cr, layout, options, i);
        break;
      }
}
