/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-rules-drawing.c: the pictures of the Rules window, drawn with cairo
 * in the theme's colours. Every number shown comes from the engine (row
 * scores, runs) or from the variant (route), never from the caller's text. */
#include "config.h"

#include <math.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "schott-rules-drawing-private.h"
#include "schott-paint.h"
#include "schott-route-painter.h"
#include "sw-style.h"

/* CSS classes of the hidden nodes that carry the theme's colours (style.css) */
static const char *const swatch_classes[N_SWATCHES] = {
  "card-bg", "card-fg", "accent", "accent-bg", "success", "error",
};

G_DEFINE_FINAL_TYPE (SchottRulesDrawing, schott_rules_drawing, GTK_TYPE_WIDGET)

typedef struct
{
  GdkRGBA fg, card_bg, card_fg, accent, accent_bg, success, error, joker, mine, other;
} Palette;

#define PAD 8.0
#define CARD_GAP 6.0
#define CARD_MIN 20.0
#define CARD_MAX 54.0

/* ------------------------------------------------------------- helpers */

/* A theme colour, read from a hidden child node that style.css colours
 * (sw-style); without the app's style sheet (tests, previews) the
 * fallback stands in. */
static void
lookup (SchottRulesDrawing *self,
        Swatch              swatch,
        const char         *light_fallback,
        const char         *dark_fallback,
        GdkRGBA            *out)
{
  sw_style_probe_color (self->swatches[swatch], light_fallback, dark_fallback, out);
}

/* The named palette colours are the same in every theme. */
static void
get_palette (SchottRulesDrawing *self,
             Palette            *p)
{
  gboolean dark = sw_style_is_dark ();

  gtk_widget_get_color (GTK_WIDGET (self), &p->fg);
  lookup (self, SWATCH_CARD_BG, "#ffffff", "#3a3a3a", &p->card_bg);
  lookup (self, SWATCH_CARD_FG, "#000000cc", "#ffffff", &p->card_fg);
  lookup (self, SWATCH_ACCENT, "#1c71d8", "#78aeed", &p->accent);
  lookup (self, SWATCH_ACCENT_BG, "#3584e4", "#3584e4", &p->accent_bg);
  lookup (self, SWATCH_SUCCESS, "#1b8553", "#8ff0a4", &p->success);
  lookup (self, SWATCH_ERROR, "#c01c28", "#ff7b63", &p->error);
  gdk_rgba_parse (&p->joker, dark ? "#dc8add" : "#813d9c");   /* purple 1, purple 4 */
  gdk_rgba_parse (&p->mine, dark ? "#ffa348" : "#e66100");    /* orange 2, orange 4 */
  gdk_rgba_parse (&p->other, dark ? "#62a0ea" : "#1c71d8");   /* blue 2, blue 4 */
}

/* ------------------------------------------------------------ geometry */

static double
card_width_for (SchottRulesDrawing *self,
                int                 width)
{
  double w = (width - 2 * PAD - (self->len - 1) * CARD_GAP) / (double) self->len;

  return CLAMP (floor (w), CARD_MIN, CARD_MAX);
}

static double
row_x0 (SchottRulesDrawing *self,
        int                 width,
        double              card_w)
{
  double total = self->len * card_w + (self->len - 1) * CARD_GAP;

  return MAX (0.0, floor ((width - total) / 2));
}

static double
route_cell_for (SchottRulesDrawing *self,
                int                 width)
{
  guint n = self->last - self->first + 1;

  return CLAMP (floor ((width - 2 * PAD) / (double) n), 24.0, 60.0);
}

/* The text written under a row or over a bar. */
static char *
row_caption (SchottRulesDrawing *self)
{
  switch (self->kind)
    {
    case SCHOTT_RULES_DRAWING_ROW:
    case SCHOTT_RULES_DRAWING_FAST_TRACK:
      if (self->kind == SCHOTT_RULES_DRAWING_ROW && !self->show_prefix)
        return NULL;
      /* Translators: written under the scoring part of a row in a picture */
      return g_strdup_printf (ngettext ("scores %u", "scores %u", self->score), self->score);
    case SCHOTT_RULES_DRAWING_RUN:
      /* Translators: written under a run of consecutive cards in a picture:
       * the fields the figure moves at once */
      return g_strdup_printf (ngettext ("+%u field", "+%u fields", self->run_length - 1),
                              self->run_length - 1);
    case SCHOTT_RULES_DRAWING_ROUTE:
    default:
      return NULL;
    }
}

static char *
bar_caption (guint    fields,
             gboolean doubled)
{
  if (doubled)
    /* Translators: over a bar of fields in the Fast Track picture */
    return g_strdup_printf (ngettext ("With Fast Track: %u field", "With Fast Track: %u fields", fields), fields);
  /* Translators: over a bar of fields in the Fast Track picture */
  return g_strdup_printf (ngettext ("Without Fast Track: %u field", "Without Fast Track: %u fields", fields), fields);
}

static int
row_block_height (SchottRulesDrawing *self,
                  int                 width)
{
  double card_w = card_width_for (self, width);
  double card_h = round (card_w * 1.36);
  g_autofree char *caption = row_caption (self);
  int h = PAD + card_h;

  if (self->kind == SCHOTT_RULES_DRAWING_RUN)
    h += 16;   /* the arrow over the placed card */
  if (caption != NULL)
    h += 12 + schott_paint_text_height (GTK_WIDGET (self), caption, 0.9, -1);
  if (self->kind != SCHOTT_RULES_DRAWING_RUN)
    h += 4 + schott_paint_text_height (GTK_WIDGET (self), "9", 0.75, -1);   /* positions or counts */
  return h + (int) PAD;
}

static int
height_for_width (SchottRulesDrawing *self,
                  int                 width)
{
  GtkWidget *widget = GTK_WIDGET (self);

  switch (self->kind)
    {
    case SCHOTT_RULES_DRAWING_ROW:
    case SCHOTT_RULES_DRAWING_RUN:
      return row_block_height (self, width);
    case SCHOTT_RULES_DRAWING_EXCHANGE:
      {
        double card_w = card_width_for (self, width);
        return (int) (PAD + 2 * round (card_w * 1.36) + 36 + 4 + schott_paint_text_height (widget, "9", 0.75, -1) + PAD);
      }
    case SCHOTT_RULES_DRAWING_ROUTE:
      {
        double cell = route_cell_for (self, width);
        return (int) (PAD + cell * 0.9 + 14 + cell * 0.75 + cell * 0.8 + 4
                      + schott_paint_text_height (widget, "50", 0.75, -1) + PAD);
      }
    case SCHOTT_RULES_DRAWING_FAST_TRACK:
      {
        g_autofree char *plain = bar_caption (self->score, FALSE);
        g_autofree char *doubled = bar_caption (2 * self->score, TRUE);
        int bar = (int) MAX (12.0, floor ((width - 2 * PAD) / (2.0 * self->len)));
        return row_block_height (self, width) + 2 * (bar + 14)
               + schott_paint_text_height (widget, plain, 0.9, width) + schott_paint_text_height (widget, doubled, 0.9, width)
               + (int) PAD;
      }
    default:
      return 0;
    }
}

/* --------------------------------------------------------------- paint */

static void
draw_card (cairo_t       *cr,
           GtkWidget     *widget,
           const Palette *p,
           SchottCard     card,
           double         x,
           double         y,
           double         w,
           double         h,
           gboolean       in_prefix,
           gboolean       breaks)
{
  schott_paint_card_body (cr, &p->card_bg, x, y, w, h);
  if (in_prefix)
    {
      schott_paint_set_source (cr, &p->success, 0.16);
      cairo_fill_preserve (cr);
      schott_paint_set_source (cr, &p->success, 1);
      cairo_set_line_width (cr, 2);
    }
  else if (breaks)
    {
      schott_paint_set_source (cr, &p->error, 1);
      cairo_set_line_width (cr, 2);
    }
  else
    {
      schott_paint_set_source (cr, &p->fg, 0.25);
      cairo_set_line_width (cr, 1);
    }
  cairo_stroke (cr);

  /* the same face as the table's cards (schott-card-widget.c) */
  schott_paint_card_face (cr, card == SCHOTT_JOKER ? SCHOTT_PAINT_CARD_JOKER : SCHOTT_PAINT_CARD_NUMBER,
                          x, y, w, h, &p->card_fg, &p->joker);
  {
    /* Translators: the joker card, as short as possible */
    g_autofree char *text = card == SCHOTT_JOKER ? g_strdup (C_("card", "J")) : g_strdup_printf ("%u", card);
    g_autoptr(PangoLayout) layout = schott_paint_layout_new (widget, text, w / 34.0, TRUE, -1);
    int tw, th;

    pango_layout_get_pixel_size (layout, &tw, &th);
    schott_paint_set_source (cr, card == SCHOTT_JOKER ? &p->joker : &p->card_fg, 1);
    cairo_move_to (cr, x + (w - tw) / 2, y + (h - th) / 2);
    pango_cairo_show_layout (cr, layout);
  }
}

/* A bracket under cards [from, to) with a caption under it. */
static void
draw_bracket (cairo_t       *cr,
              GtkWidget     *widget,
              const GdkRGBA *colour,
              double         x1,
              double         x2,
              double         y,
              const char    *caption)
{
  schott_paint_set_source (cr, colour, 1);
  cairo_set_line_width (cr, 2);
  cairo_move_to (cr, x1, y);
  cairo_line_to (cr, x1, y + 5);
  cairo_line_to (cr, x2, y + 5);
  cairo_line_to (cr, x2, y);
  cairo_stroke (cr);
  if (caption != NULL)
    schott_paint_text (cr, widget, caption, (x1 + x2) / 2, y + 9, 0.9, TRUE, colour, 1);
}

static double
paint_row (SchottRulesDrawing *self,
           cairo_t            *cr,
           const Palette      *p,
           int                 width)
{
  GtkWidget *widget = GTK_WIDGET (self);
  double card_w = card_width_for (self, width);
  double card_h = round (card_w * 1.36);
  double x0 = row_x0 (self, width, card_w);
  double y = PAD;
  g_autofree char *caption = row_caption (self);
  guint counted = 0;
  gboolean prefix_shown = self->kind == SCHOTT_RULES_DRAWING_FAST_TRACK
                          || (self->kind == SCHOTT_RULES_DRAWING_ROW && self->show_prefix);

  if (self->kind == SCHOTT_RULES_DRAWING_RUN)
    {
      double cx = x0 + self->placed * (card_w + CARD_GAP) + card_w / 2;
      schott_paint_set_source (cr, &p->accent, 1);
      cairo_set_line_width (cr, 2);
      cairo_move_to (cr, cx, y);
      cairo_line_to (cr, cx, y + 11);
      cairo_stroke (cr);
      cairo_move_to (cr, cx - 5, y + 7);
      cairo_line_to (cr, cx, y + 13);
      cairo_line_to (cr, cx + 5, y + 7);
      cairo_stroke (cr);
      y += 16;

      /* The glow: soft layers around the run. */
      for (guint layer = 0; layer < 4; layer++)
        {
          double grow = 9 - layer * 2;
          double rx = x0 + self->run_start * (card_w + CARD_GAP) - grow;
          double rw = self->run_length * card_w + (self->run_length - 1) * CARD_GAP + 2 * grow;
          schott_paint_rounded_rect (cr, rx, y - grow, rw, card_h + 2 * grow, card_w / 7 + grow);
          schott_paint_set_source (cr, &p->accent, 0.14);
          cairo_fill (cr);
        }
    }

  for (guint i = 0; i < self->len; i++)
    {
      double x = x0 + i * (card_w + CARD_GAP);
      gboolean in_prefix = prefix_shown && i < self->prefix;
      gboolean breaks = prefix_shown && i == self->prefix;
      gboolean in_run = self->kind == SCHOTT_RULES_DRAWING_RUN
                        && i >= self->run_start && i < self->run_start + self->run_length;

      draw_card (cr, widget, p, self->cards[i], x, y, card_w, card_h, in_prefix, breaks);
      if (in_run)
        {
          schott_paint_rounded_rect (cr, x, y, card_w, card_h, MAX (3.0, card_w / 7));
          schott_paint_set_source (cr, &p->accent, 1);
          cairo_set_line_width (cr, 2.5);
          cairo_stroke (cr);
        }
      if (self->kind == SCHOTT_RULES_DRAWING_ROW && !self->show_prefix)
        {
          g_autofree char *pos = g_strdup_printf ("%u", i + 1);
          schott_paint_text (cr, widget, pos, x + card_w / 2, y + card_h + 4, 0.75, FALSE, &p->fg, 0.6);
        }
      else if (in_prefix && self->cards[i] != SCHOTT_JOKER)
        {
          /* Count the number cards of the prefix: jokers get no number. */
          g_autofree char *count = g_strdup_printf ("%u", ++counted);
          schott_paint_text (cr, widget, count, x + card_w / 2, y + card_h + 4, 0.75, TRUE, &p->success, 1);
        }
    }
  y += card_h;
  if (self->kind != SCHOTT_RULES_DRAWING_RUN)
    y += 4 + schott_paint_text_height (widget, "9", 0.75, -1);

  if (prefix_shown && self->prefix > 0)
    draw_bracket (cr, widget, &p->success, x0 + 1,
                  x0 + self->prefix * card_w + (self->prefix - 1) * CARD_GAP - 1, y + 1, caption);
  if (self->kind == SCHOTT_RULES_DRAWING_RUN)
    draw_bracket (cr, widget, &p->accent, x0 + self->run_start * (card_w + CARD_GAP) + 1,
                  x0 + (self->run_start + self->run_length) * (card_w + CARD_GAP) - CARD_GAP - 1,
                  y + 5, caption);

  return row_block_height (self, width);
}

static void
paint_exchange (SchottRulesDrawing *self,
                cairo_t            *cr,
                const Palette      *p,
                int                 width)
{
  GtkWidget *widget = GTK_WIDGET (self);
  double card_w = card_width_for (self, width);
  double card_h = round (card_w * 1.36);
  double x0 = row_x0 (self, width, card_w);
  double row_y = PAD + card_h + 36;
  double slot_x = x0 + self->placed * (card_w + CARD_GAP);
  double discard_x = floor (width / 2.0 + CARD_GAP);
  double draw_x = discard_x - card_w - 2 * CARD_GAP;

  /* Draw pile (a small stack) and discard pile with the card to take. */
  schott_paint_card_back (cr, draw_x + 3, PAD + 3, card_w, card_h, FALSE, &p->accent_bg);
  schott_paint_card_back (cr, draw_x, PAD, card_w, card_h, FALSE, &p->accent_bg);
  draw_card (cr, widget, p, self->taken, discard_x, PAD, card_w, card_h, FALSE, FALSE);
  schott_paint_rounded_rect (cr, discard_x, PAD, card_w, card_h, MAX (3.0, card_w / 7));
  schott_paint_set_source (cr, &p->accent, 1);
  cairo_set_line_width (cr, 2.5);
  cairo_stroke (cr);

  for (guint i = 0; i < self->len; i++)
    {
      double x = x0 + i * (card_w + CARD_GAP);
      g_autofree char *pos = g_strdup_printf ("%u", i + 1);

      draw_card (cr, widget, p, self->cards[i], x, row_y, card_w, card_h, FALSE, FALSE);
      if (i == self->placed)
        {
          schott_paint_rounded_rect (cr, x, row_y, card_w, card_h, MAX (3.0, card_w / 7));
          schott_paint_set_source (cr, &p->fg, 0.6);
          cairo_set_line_width (cr, 2);
          cairo_set_dash (cr, (double[]) { 4, 3 }, 2, 0);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
      schott_paint_text (cr, widget, pos, x + card_w / 2, row_y + card_h + 4, 0.75, FALSE, &p->fg, 0.6);
    }

  /* The taken card goes in (solid), the old one goes out (dashed). */
  {
    double sx = discard_x + card_w * 0.35, sy = PAD + card_h + 2;
    double tx = slot_x + card_w * 0.35, ty = row_y - 3;
    double ox = slot_x + card_w * 0.65, oy = row_y - 3;
    double ex = discard_x + card_w * 0.65, ey = PAD + card_h + 2;

    schott_paint_set_source (cr, &p->accent, 1);
    cairo_set_line_width (cr, 2.5);
    cairo_move_to (cr, sx, sy);
    cairo_curve_to (cr, sx, sy + 18, tx, ty - 18, tx, ty);
    cairo_stroke (cr);
    schott_paint_arrow_head (cr, tx, ty, G_PI / 2);

    schott_paint_set_source (cr, &p->fg, 0.6);
    cairo_set_line_width (cr, 1.5);
    cairo_set_dash (cr, (double[]) { 4, 3 }, 2, 0);
    cairo_move_to (cr, ox, oy);
    cairo_curve_to (cr, ox, oy - 18, ex, ey + 18, ex, ey);
    cairo_stroke (cr);
    cairo_set_dash (cr, NULL, 0, 0);
    schott_paint_arrow_head (cr, ex, ey, -G_PI / 2);
  }
}

static void
paint_route (SchottRulesDrawing *self,
             cairo_t            *cr,
             const Palette      *p,
             int                 width)
{
  GtkWidget *widget = GTK_WIDGET (self);
  guint n = self->last - self->first + 1;
  double cell = route_cell_for (self, width);
  double x0 = MAX (0.0, floor ((width - n * cell) / 2));
  double arc_h = cell * 0.9;
  double pawn_bottom = PAD + arc_h + 14 + cell * 0.75;
  double radius = cell * 0.36;
  double cy = pawn_bottom + cell * 0.4;
#define FIELD_X(f) (x0 + ((f) - self->first) * cell + cell / 2)

  /* the road and its stepping stones, as on the table's board */
  {
    double xs[SCHOTT_MAX_ROUTE + 1], ys[SCHOTT_MAX_ROUTE + 1];
    gint values[SCHOTT_MAX_ROUTE + 1];
    g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, NULL);
    SchottRouteOptions options = {
      .style = SCHOTT_ROUTE_STYLE_DIAGRAM,
      .first = self->first,
      .n_fields = n,
      .finish = self->route_length,
      .xs = xs,
      .ys = ys,
      .values = values,
      .radius = radius,
      .width = width,
      .overhang = cell / 2,
      .text_scale = cell / 48.0,
      .colours = { .fg = p->fg, .card_bg = p->card_bg, .window_bg = p->card_bg,
                   .success = p->success, .error = p->error },
    };

    for (guint f = self->first; f <= self->last; f++)
      {
        xs[f - self->first] = FIELD_X (f);
        ys[f - self->first] = cy;
        values[f - self->first] = f <= self->route_length ? self->field_value[f] : 0;
      }
    schott_route_painter_paint (cr, layout, &options);
  }

  /* Figures: the other one on its field, ours where it started (ghost)
   * and where it ends. */
  if (self->occupied != 0)
    schott_paint_pawn (cr, &p->other, &p->fg, FIELD_X (self->occupied), pawn_bottom, cell * 0.75, FALSE);
  schott_paint_pawn (cr, &p->mine, &p->fg, FIELD_X (self->from), pawn_bottom, cell * 0.75, TRUE);
  schott_paint_pawn (cr, &p->mine, &p->fg, FIELD_X (self->final_field), pawn_bottom, cell * 0.75, FALSE);
  if (self->final_field != self->landing)
    schott_paint_pawn (cr, &p->mine, &p->fg, FIELD_X (self->landing), pawn_bottom, cell * 0.75, TRUE);

  /* The moves, as arcs over the figures. */
  {
    double base = pawn_bottom - cell * 0.75 - 4;
    g_autofree char *steps = g_strdup_printf ("%u", self->steps);

    if (self->landing != self->intended)
      {
        schott_paint_hop (cr, &p->mine, FIELD_X (self->from), FIELD_X (self->intended), base, arc_h, TRUE);
        schott_paint_hop (cr, &p->mine, FIELD_X (self->intended), FIELD_X (self->landing), base, arc_h * 0.5, FALSE);
      }
    else
      schott_paint_hop (cr, &p->mine, FIELD_X (self->from), FIELD_X (self->landing), base, arc_h, FALSE);
    schott_paint_text (cr, widget, steps, (FIELD_X (self->from) + FIELD_X (self->intended)) / 2,
               base - arc_h * 0.75 - schott_paint_text_height (widget, steps, 0.85, -1) - 2, 0.85, TRUE, &p->mine, 1);
    if (self->final_field != self->landing)
      {
        const GdkRGBA *c = self->answer == SCHOTT_RULES_ANSWER_RIGHT ? &p->success : &p->error;
        schott_paint_hop (cr, c, FIELD_X (self->landing), FIELD_X (self->final_field), base, arc_h * 0.55, FALSE);
      }
  }
#undef FIELD_X
}

static void
paint_fast_track (SchottRulesDrawing *self,
                  cairo_t            *cr,
                  const Palette      *p,
                  int                 width)
{
  GtkWidget *widget = GTK_WIDGET (self);
  double y = paint_row (self, cr, p, width);
  guint cells = 2 * self->len;
  double cell = MAX (12.0, floor ((width - 2 * PAD) / (double) cells));
  double x0 = MAX (0.0, floor ((width - cells * cell) / 2));

  for (guint bar = 0; bar < 2; bar++)
    {
      guint fields = bar == 0 ? self->score : 2 * self->score;
      const GdkRGBA *colour = bar == 0 ? &p->success : &p->accent;
      g_autofree char *caption = bar_caption (fields, bar == 1);

      y += schott_paint_wrapped (cr, widget, caption, y, width, 0.9, &p->fg, 0.9) + 4;
      for (guint i = 0; i < cells; i++)
        {
          schott_paint_rounded_rect (cr, x0 + i * cell + 1, y, cell - 2, cell - 2, 3);
          if (i < fields)
            {
              schott_paint_set_source (cr, colour, 0.85);
              cairo_fill (cr);
            }
          else
            {
              schott_paint_set_source (cr, &p->fg, 0.2);
              cairo_set_line_width (cr, 1);
              cairo_stroke (cr);
            }
        }
      y += cell + 10;
    }
}

/* Where a figure on `from` ends after moving `delta` (R-MOVE-1, R-MOVE-2):
 * occupied fields are skipped in the direction of the move. */
static guint
move_figure (SchottRulesDrawing *self,
             guint               from,
             gint                delta,
             guint              *intended)
{
  gint target = CLAMP ((gint) from + delta, 0, (gint) self->route_length);
  gint step = delta >= 0 ? 1 : -1;

  if (intended != NULL)
    *intended = target;
  while (target > 0 && target < (gint) self->route_length && (guint) target == self->occupied)
    target += step;
  return target;
}

/* ------------------------------------------------------------ overrides */

static GtkSizeRequestMode
schott_rules_drawing_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
schott_rules_drawing_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  SchottRulesDrawing *self = SCHOTT_RULES_DRAWING (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      if (self->kind == SCHOTT_RULES_DRAWING_ROUTE)
        {
          guint n = self->last - self->first + 1;
          *minimum = (int) (n * 24 + 2 * PAD);
          *natural = (int) (n * 52 + 2 * PAD);
        }
      else
        {
          *minimum = (int) (self->len * CARD_MIN + (self->len - 1) * CARD_GAP + 2 * PAD);
          *natural = (int) (self->len * 48 + (self->len - 1) * CARD_GAP + 2 * PAD);
        }
    }
  else
    {
      int width = for_size >= 0 ? for_size : 480;
      *minimum = *natural = height_for_width (self, width);
    }
}

static void
schott_rules_drawing_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  SchottRulesDrawing *self = SCHOTT_RULES_DRAWING (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  Palette palette;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  get_palette (self, &palette);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  switch (self->kind)
    {
    case SCHOTT_RULES_DRAWING_ROW:
    case SCHOTT_RULES_DRAWING_RUN:
      paint_row (self, cr, &palette, width);
      break;
    case SCHOTT_RULES_DRAWING_ROUTE:
      paint_route (self, cr, &palette, width);
      break;
    case SCHOTT_RULES_DRAWING_FAST_TRACK:
      paint_fast_track (self, cr, &palette, width);
      break;
    case SCHOTT_RULES_DRAWING_EXCHANGE:
      paint_exchange (self, cr, &palette, width);
      break;
    default:
      break;
    }
  cairo_destroy (cr);
}

static void
schott_rules_drawing_css_changed (GtkWidget         *widget,
                                  GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (schott_rules_drawing_parent_class)->css_changed (widget, change);
  /* Colours come from the theme: a dark or high-contrast switch repaints. */
  gtk_widget_queue_draw (widget);
}

static void
schott_rules_drawing_dispose (GObject *object)
{
  SchottRulesDrawing *self = SCHOTT_RULES_DRAWING (object);

  for (guint i = 0; i < N_SWATCHES; i++)
    g_clear_pointer (&self->swatches[i], gtk_widget_unparent);
  G_OBJECT_CLASS (schott_rules_drawing_parent_class)->dispose (object);
}

static void
schott_rules_drawing_finalize (GObject *object)
{
  SchottRulesDrawing *self = SCHOTT_RULES_DRAWING (object);

  g_free (self->summary);
  G_OBJECT_CLASS (schott_rules_drawing_parent_class)->finalize (object);
}

static void
schott_rules_drawing_class_init (SchottRulesDrawingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_rules_drawing_dispose;
  object_class->finalize = schott_rules_drawing_finalize;
  widget_class->get_request_mode = schott_rules_drawing_get_request_mode;
  widget_class->measure = schott_rules_drawing_measure;
  widget_class->snapshot = schott_rules_drawing_snapshot;
  widget_class->css_changed = schott_rules_drawing_css_changed;
  gtk_widget_class_set_css_name (widget_class, "schottrulesdrawing");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
schott_rules_drawing_init (SchottRulesDrawing *self)
{
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_FILL);
  for (guint i = 0; i < N_SWATCHES; i++)
    self->swatches[i] = sw_style_probe_new (GTK_WIDGET (self), "swatch", swatch_classes[i]);
}

static SchottRulesDrawing *
new_with_cards (SchottRulesDrawingKind  kind,
                const SchottCard       *cards,
                guint                   len,
                guint                   max_value)
{
  SchottRulesDrawing *self = g_object_new (SCHOTT_TYPE_RULES_DRAWING, NULL);

  self->kind = kind;
  self->len = MIN (len, SCHOTT_MAX_ROW);
  self->max_value = max_value;
  memcpy (self->cards, cards, self->len * sizeof (SchottCard));
  /* The engine, not the picture, decides what scores (R-STAGE-5). */
  self->prefix = schott_row_rules_prefix (self->cards, self->len, max_value);
  self->score = schott_row_rules_score (self->cards, self->len, max_value);
  return self;
}

/* -------------------------------------------------------------- public */

GtkWidget *
schott_rules_drawing_new_row (const SchottCard *cards,
                              guint             len,
                              guint             max_value,
                              gboolean          show_prefix)
{
  SchottRulesDrawing *self;

  g_return_val_if_fail (cards != NULL && len > 0, NULL);

  self = new_with_cards (SCHOTT_RULES_DRAWING_ROW, cards, len, max_value);
  self->show_prefix = show_prefix;
  schott_rules_drawing_update_accessible (self);
  return GTK_WIDGET (self);
}

GtkWidget *
schott_rules_drawing_new_run (const SchottCard *cards,
                              guint             len,
                              guint             placed)
{
  SchottRulesDrawing *self;

  g_return_val_if_fail (cards != NULL && len > 0 && placed < len, NULL);

  self = new_with_cards (SCHOTT_RULES_DRAWING_RUN, cards, len, SCHOTT_MAX_VALUE);
  self->placed = placed;
  /* R-TURN-4: the engine finds the run through the placed card. */
  self->run_length = schott_row_rules_run_at (self->cards, self->len, placed, &self->run_start);
  if (self->run_length < 1)
    {
      self->run_length = 1;
      self->run_start = placed;
    }
  schott_rules_drawing_update_accessible (self);
  return GTK_WIDGET (self);
}

GtkWidget *
schott_rules_drawing_new_route (const SchottVariant *variant,
                                guint                first,
                                guint                last,
                                guint                from,
                                guint                steps,
                                guint                occupied,
                                SchottRulesAnswer    answer)
{
  SchottRulesDrawing *self;
  gint value;

  g_return_val_if_fail (variant != NULL, NULL);
  g_return_val_if_fail (first < last && last <= variant->route_length, NULL);
  g_return_val_if_fail (from >= first && from <= last, NULL);

  self = g_object_new (SCHOTT_TYPE_RULES_DRAWING, NULL);
  self->kind = SCHOTT_RULES_DRAWING_ROUTE;
  memcpy (self->field_value, variant->field_value, sizeof self->field_value);
  self->route_length = variant->route_length;
  self->first = first;
  self->last = last;
  self->from = from;
  self->steps = steps;
  self->occupied = occupied;
  self->answer = answer;
  self->landing = move_figure (self, from, (gint) steps, &self->intended);
  self->final_field = self->landing;
  value = self->field_value[self->landing];
  /* R-MOVE-3 */
  if (value > 0 && answer == SCHOTT_RULES_ANSWER_RIGHT)
    self->final_field = move_figure (self, self->landing, value, NULL);
  else if (value < 0 && answer == SCHOTT_RULES_ANSWER_WRONG)
    self->final_field = move_figure (self, self->landing, value, NULL);
  g_return_val_if_fail (self->final_field >= first && self->final_field <= last, GTK_WIDGET (self));
  schott_rules_drawing_update_accessible (self);
  return GTK_WIDGET (self);
}

GtkWidget *
schott_rules_drawing_new_fast_track (const SchottCard *cards,
                                     guint             len,
                                     guint             max_value)
{
  SchottRulesDrawing *self;

  g_return_val_if_fail (cards != NULL && len > 0, NULL);

  self = new_with_cards (SCHOTT_RULES_DRAWING_FAST_TRACK, cards, len, max_value);
  schott_rules_drawing_update_accessible (self);
  return GTK_WIDGET (self);
}

GtkWidget *
schott_rules_drawing_new_exchange (const SchottCard *cards,
                                   guint             len,
                                   guint             max_value,
                                   guint             pos,
                                   SchottCard        taken)
{
  SchottRulesDrawing *self;
  SchottCard after[SCHOTT_MAX_ROW];

  g_return_val_if_fail (cards != NULL && len > 0 && len <= SCHOTT_MAX_ROW && pos < len, NULL);

  self = new_with_cards (SCHOTT_RULES_DRAWING_EXCHANGE, cards, len, max_value);
  self->placed = pos;
  self->taken = taken;
  self->score_before = self->score;
  memcpy (after, self->cards, len * sizeof (SchottCard));
  after[pos] = taken;
  self->prefix = schott_row_rules_prefix (after, len, max_value);
  self->score = schott_row_rules_score (after, len, max_value);
  schott_rules_drawing_update_accessible (self);
  return GTK_WIDGET (self);
}

SchottRulesDrawingKind
schott_rules_drawing_get_kind (SchottRulesDrawing *self)
{
  g_return_val_if_fail (SCHOTT_IS_RULES_DRAWING (self), SCHOTT_RULES_DRAWING_ROW);
  return self->kind;
}

guint
schott_rules_drawing_get_score (SchottRulesDrawing *self)
{
  g_return_val_if_fail (SCHOTT_IS_RULES_DRAWING (self), 0);

  switch (self->kind)
    {
    case SCHOTT_RULES_DRAWING_RUN:
      return self->run_length;
    case SCHOTT_RULES_DRAWING_ROUTE:
      return self->landing;
    case SCHOTT_RULES_DRAWING_ROW:
    case SCHOTT_RULES_DRAWING_FAST_TRACK:
    case SCHOTT_RULES_DRAWING_EXCHANGE:
    default:
      return self->score;
    }
}

guint
schott_rules_drawing_get_fields (SchottRulesDrawing *self)
{
  g_return_val_if_fail (SCHOTT_IS_RULES_DRAWING (self), 0);

  switch (self->kind)
    {
    case SCHOTT_RULES_DRAWING_RUN:
      return self->run_length - 1;
    case SCHOTT_RULES_DRAWING_ROUTE:
      return self->final_field;
    case SCHOTT_RULES_DRAWING_FAST_TRACK:
      /* R-FAST-2: two fields per counted card, at most twice the row length */
      return MIN (2 * self->score, 2 * self->len);
    case SCHOTT_RULES_DRAWING_ROW:
    case SCHOTT_RULES_DRAWING_EXCHANGE:
    default:
      return self->score;
    }
}

const char *
schott_rules_drawing_get_summary (SchottRulesDrawing *self)
{
  g_return_val_if_fail (SCHOTT_IS_RULES_DRAWING (self), NULL);
  return self->summary;
}
