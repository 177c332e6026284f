/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-drawing.c: colours, symbols, the board's geometry and the shapes of
 * Best Path, for the board, the cards and the Rules' pictures. */
#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "bp-drawing.h"

/* The GNOME palette: 3 in light, 4 in dark, so that the board keeps its
 * contrast against either background. */
static const char *const light_colours[BP_N_COLOURS] = {
  "#62a0ea", "#57e389", "#f8e45c", "#c0bfbc", "#ed333b", "#c061cb",
};
static const char *const dark_colours[BP_N_COLOURS] = {
  "#1c71d8", "#26a269", "#e5a50a", "#77767b", "#c01c28", "#813d9c",
};

void
bp_colour_rgba (BpColour  colour,
                gboolean  dark,
                GdkRGBA  *rgba)
{
  g_assert (colour < BP_N_COLOURS);
  gdk_rgba_parse (rgba, dark ? dark_colours[colour] : light_colours[colour]);
}

const char *
bp_colour_label (BpColour colour)
{
  switch (colour)
    {
    case BP_BLUE: return _("blue");
    case BP_GREEN: return _("green");
    case BP_YELLOW: return _("yellow");
    case BP_GREY: return _("grey");
    case BP_RED: return _("red");
    case BP_PURPLE: return _("purple");
    default: g_assert_not_reached ();
    }
}

void
bp_symbol_ink (BpColour  colour,
               gboolean  dark,
               GdkRGBA  *rgba)
{
  if (dark && colour != BP_YELLOW)
    *rgba = (GdkRGBA) { 1, 1, 1, 0.85f };
  else
    *rgba = (GdkRGBA) { 0, 0, 0, 0.7f };
}

static void
polygon (GskPathBuilder *builder,
         float           cx,
         float           cy,
         float           r,
         int             n,
         double          start,
         float           inner)
{
  int points = inner > 0 ? 2 * n : n;

  for (int i = 0; i < points; i++)
    {
      double a = start + 2 * G_PI * i / points;
      float rr = (inner > 0 && i % 2 == 1) ? inner : r;
      float x = cx + rr * (float) cos (a);
      float y = cy + rr * (float) sin (a);

      if (i == 0)
        gsk_path_builder_move_to (builder, x, y);
      else
        gsk_path_builder_line_to (builder, x, y);
    }
  gsk_path_builder_close (builder);
}

GskPath *
bp_hex_path (float cx,
             float cy,
             float r)
{
  GskPathBuilder *builder = gsk_path_builder_new ();

  polygon (builder, cx, cy, r, 6, -G_PI / 2, 0);
  return gsk_path_builder_free_to_path (builder);
}

GskPath *
bp_symbol_path (BpColour colour,
                float    cx,
                float    cy,
                float    r)
{
  GskPathBuilder *builder = gsk_path_builder_new ();
  float t = r * 0.34f;

  switch (colour)
    {
    case BP_BLUE:
      gsk_path_builder_add_circle (builder, &GRAPHENE_POINT_INIT (cx, cy), r * 0.8f);
      break;
    case BP_GREEN:
      polygon (builder, cx, cy + r * 0.12f, r, 3, -G_PI / 2, 0);
      break;
    case BP_YELLOW:
      polygon (builder, cx, cy + r * 0.08f, r, 5, -G_PI / 2, r * 0.45f);
      break;
    case BP_GREY:
      gsk_path_builder_add_rect (builder, &GRAPHENE_RECT_INIT (cx - r * 0.7f, cy - r * 0.7f, r * 1.4f, r * 1.4f));
      break;
    case BP_RED:
      polygon (builder, cx, cy, r, 4, -G_PI / 2, 0);
      break;
    case BP_PURPLE:
      gsk_path_builder_add_rect (builder, &GRAPHENE_RECT_INIT (cx - r, cy - t / 2, 2 * r, t));
      gsk_path_builder_add_rect (builder, &GRAPHENE_RECT_INIT (cx - t / 2, cy - r, t, 2 * r));
      break;
    default:
      g_assert_not_reached ();
    }
  return gsk_path_builder_free_to_path (builder);
}

void
bp_fill_path (GtkSnapshot   *snapshot,
              GskPath       *path,
              const GdkRGBA *rgba)
{
  gtk_snapshot_append_fill (snapshot, path, GSK_FILL_RULE_WINDING, rgba);
}

void
bp_stroke_path (GtkSnapshot   *snapshot,
                GskPath       *path,
                const GdkRGBA *rgba,
                float          width)
{
  GskStroke *stroke = gsk_stroke_new (width);

  gsk_stroke_set_line_join (stroke, GSK_LINE_JOIN_ROUND);
  gsk_stroke_set_line_cap (stroke, GSK_LINE_CAP_ROUND);
  gtk_snapshot_append_stroke (snapshot, path, stroke, rgba);
  gsk_stroke_free (stroke);
}

static const guint8 row_length[9] = { 5, 6, 7, 8, 9, 8, 7, 6, 5 };

void
bp_board_geometry_fit (BpBoardGeometry *geometry,
                       int              width,
                       int              height,
                       float            pad)
{
  geometry->r = MIN ((width - 2 * pad) / (9 * BP_SQRT3), (height - 2 * pad) / 14.0f);
  geometry->ox = width / 2.0f;
  geometry->oy = height / 2.0f;
}

int
bp_board_height_for_width (int   width,
                           float pad)
{
  float r = (width - 2 * pad) / (9 * BP_SQRT3);

  return (int) ceilf (14 * r + 2 * pad);
}

void
bp_field_centre (const BpBoardGeometry *geometry,
                 guint                  field,
                 float                 *x,
                 float                 *y)
{
  guint first = 0;

  g_assert (field < BP_N_FIELDS);
  for (int row = 0; row < 9; first += row_length[row], row++)
    if (field < first + row_length[row])
      {
        *x = ((float) (field - first) - (row_length[row] - 1) / 2.0f) * BP_SQRT3;
        *y = (row - 4) * 1.5f;
        break;
      }
  if (geometry != NULL)
    {
      *x = geometry->ox + *x * geometry->r;
      *y = geometry->oy + *y * geometry->r;
    }
}

GskPath *
bp_fields_path (const BpBoardGeometry *geometry,
                const guint8          *fields,
                guint                  n,
                guint                  from)
{
  GskPathBuilder *builder = gsk_path_builder_new ();
  float x, y;

  if (from != BP_NO_FIELD)
    {
      bp_field_centre (geometry, from, &x, &y);
      gsk_path_builder_move_to (builder, x, y);
    }
  for (guint i = 0; i < n; i++)
    {
      bp_field_centre (geometry, fields[i], &x, &y);
      if (i == 0 && from == BP_NO_FIELD)
        gsk_path_builder_move_to (builder, x, y);
      else
        gsk_path_builder_line_to (builder, x, y);
    }
  return gsk_path_builder_free_to_path (builder);
}

GskPath *
bp_circle_path (float cx,
                float cy,
                float r)
{
  GskPathBuilder *builder = gsk_path_builder_new ();

  gsk_path_builder_add_circle (builder, &GRAPHENE_POINT_INIT (cx, cy), r);
  return gsk_path_builder_free_to_path (builder);
}

GskPath *
bp_cross_path (float cx,
               float cy,
               float size)
{
  GskPathBuilder *builder = gsk_path_builder_new ();

  /* \ then / */
  for (int slope = 1; slope >= -1; slope -= 2)
    {
      gsk_path_builder_move_to (builder, cx - size, cy - slope * size);
      gsk_path_builder_line_to (builder, cx + size, cy + slope * size);
    }
  return gsk_path_builder_free_to_path (builder);
}

void
bp_draw_text (GtkWidget     *widget,
              GtkSnapshot   *snapshot,
              const char    *text,
              float          cx,
              float          cy,
              float          size,
              const GdkRGBA *ink)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *desc = pango_font_description_new ();
  int w, h;

  pango_font_description_set_absolute_size (desc, MAX (1.0f, size) * PANGO_SCALE);
  pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_layout_get_pixel_size (layout, &w, &h);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cx - w / 2.0f, cy - h / 2.0f));
  gtk_snapshot_append_layout (snapshot, layout, ink);
  gtk_snapshot_restore (snapshot);
  pango_font_description_free (desc);
  g_object_unref (layout);
}

void
bp_edge_rgba (gboolean  dark,
              GdkRGBA  *rgba)
{
  *rgba = dark ? (GdkRGBA) { 0.12f, 0.12f, 0.12f, 1 } : (GdkRGBA) { 1, 1, 1, 1 };
}

/* Where a field's symbol sits and its size: smaller and higher on a
 * number field, above the number. */
static void
symbol_place (const BpBoardGeometry *geometry,
              guint                  field,
              float                 *cx,
              float                 *cy,
              float                 *size)
{
  bp_field_centre (geometry, field, cx, cy);
  if (bp_field_number (field) != 0)
    {
      *cy -= geometry->r * 0.6f;
      *size = geometry->r * 0.14f;
    }
  else
    *size = geometry->r * 0.3f;
}

void
bp_draw_field (GtkSnapshot           *snapshot,
               const BpBoardGeometry *geometry,
               guint                  field,
               gboolean               dark,
               const GdkRGBA         *edge,
               float                  fill_alpha,
               float                  ink_scale)
{
  BpColour colour = bp_field_colour (field);
  float r = geometry->r;
  g_autoptr(GskPath) hex = NULL;
  g_autoptr(GskPath) symbol = NULL;
  GdkRGBA fill, ink;
  float cx, cy;

  bp_field_centre (geometry, field, &cx, &cy);
  bp_colour_rgba (colour, dark, &fill);
  bp_symbol_ink (colour, dark, &ink);
  fill.alpha = fill_alpha;
  ink.alpha *= ink_scale;
  hex = bp_hex_path (cx, cy, r * 0.95f);
  bp_fill_path (snapshot, hex, &fill);
  bp_stroke_path (snapshot, hex, edge, MAX (1.0f, r * 0.05f));
  symbol_place (geometry, field, &cx, &cy, &r);
  symbol = bp_symbol_path (colour, cx, cy, r);
  bp_fill_path (snapshot, symbol, &ink);
}

void
bp_draw_field_symbol (GtkSnapshot           *snapshot,
                      const BpBoardGeometry *geometry,
                      guint                  field,
                      gboolean               dark,
                      float                  fill_alpha)
{
  BpColour colour = bp_field_colour (field);
  g_autoptr(GskPath) disc = NULL;
  g_autoptr(GskPath) symbol = NULL;
  GdkRGBA fill, ink;
  float cx, cy, r;

  bp_colour_rgba (colour, dark, &fill);
  bp_symbol_ink (colour, dark, &ink);
  fill.alpha = fill_alpha;
  symbol_place (geometry, field, &cx, &cy, &r);
  disc = bp_circle_path (cx, cy, r * BP_SYMBOL_CLEAR);
  bp_fill_path (snapshot, disc, &fill);
  symbol = bp_symbol_path (colour, cx, cy, r);
  bp_fill_path (snapshot, symbol, &ink);
}

void
bp_draw_line (GtkSnapshot           *snapshot,
              const BpBoardGeometry *geometry,
              const guint8          *fields,
              guint                  n,
              guint                  from,
              const GdkRGBA         *ink,
              float                  width,
              const GdkRGBA         *edge,
              float                  edge_width)
{
  g_autoptr(GskPath) path = bp_fields_path (geometry, fields, n, from);

  bp_stroke_path (snapshot, path, edge, geometry->r * edge_width);
  bp_stroke_path (snapshot, path, ink, geometry->r * width);
}

void
bp_draw_number (GtkWidget             *widget,
                GtkSnapshot           *snapshot,
                const BpBoardGeometry *geometry,
                guint                  v,
                gboolean               dark,
                const GdkRGBA         *ring)
{
  guint field = bp_number_field (v);
  BpColour colour = bp_field_colour (field);
  float r = geometry->r;
  g_autofree char *text = g_strdup_printf ("%u", v);
  g_autoptr(GskPath) disc = NULL;
  GdkRGBA fill, ink;
  float cx, cy;

  bp_field_centre (geometry, field, &cx, &cy);
  bp_colour_rgba (colour, dark, &fill);
  bp_symbol_ink (colour, dark, &ink);
  disc = bp_circle_path (cx, cy + r * 0.05f, r * 0.46f);
  if (ring != NULL)
    bp_stroke_path (snapshot, disc, ring, MAX (1.5f, r * 0.08f));
  bp_fill_path (snapshot, disc, &fill);
  bp_draw_text (widget, snapshot, text, cx, cy + r * 0.02f, r * (v == 10 ? 0.58f : 0.7f), &ink);
}

void
bp_draw_line_end (GtkSnapshot           *snapshot,
                  const BpBoardGeometry *geometry,
                  guint                  field,
                  const GdkRGBA         *ink,
                  const GdkRGBA         *edge)
{
  float r = geometry->r;
  g_autoptr(GskPath) dot = NULL;
  float cx, cy;

  bp_field_centre (geometry, field, &cx, &cy);
  /* a ring, edged on both sides: the symbol or number inside stays
   * readable */
  dot = bp_circle_path (cx, cy + (bp_field_number (field) != 0 ? r * 0.05f : 0), r * 0.5f);
  bp_stroke_path (snapshot, dot, edge, MAX (3.0f, r * 0.2f));
  bp_stroke_path (snapshot, dot, ink, MAX (2.0f, r * 0.12f));
}

/* Coordinates (R-COMP-2 names a field by its row, A–I from the top, and
 * its place in the row counted from the left). The places of a row lie on
 * slanting lines: down to the left in rows A–E, down to the right in rows
 * E–I; each number sits beyond the end of its line, where the eye
 * following it leaves the board. Distances in field radii. */
#define LABEL_GAP 1.45f

static void
add_label (BpBoardLabel          *label,
           const BpBoardGeometry *geometry,
           const char            *text,
           guint                  field,
           float                  dx,
           float                  dy)
{
  float x, y;

  bp_field_centre (geometry, field, &x, &y);
  g_strlcpy (label->text, text, sizeof label->text);
  label->x = x + dx * LABEL_GAP * geometry->r;
  label->y = y + dy * LABEL_GAP * geometry->r;
}

guint
bp_board_labels (const BpBoardGeometry *geometry,
                 BpBoardLabel          *labels)
{
  guint n = 0, first = 0;

  for (guint row = 0; row < 9; first += row_length[row], row++)
    {
      char letter[2] = { (char) ('A' + row), '\0' };

      add_label (&labels[n++], geometry, letter, first, -1, 0);
    }
  for (guint k = 1; k <= 9; k++)
    {
      g_autofree char *text = g_strdup_printf ("%u", k);
      guint top = k > 5 ? k - 5 : 0, bottom = MIN (8, 13 - k);
      guint top_field = 0, bottom_field = 0;

      for (guint row = 0; row < top; row++)
        top_field += row_length[row];
      for (guint row = 0; row < bottom; row++)
        bottom_field += row_length[row];
      top_field += k - 1;
      bottom_field += k - 1;
      if (k == 9)
        {
          /* both lines of 9 are the one field E9 */
          add_label (&labels[n++], geometry, text, top_field, 1, 0);
          continue;
        }
      add_label (&labels[n++], geometry, text, top_field, 0.5f, -BP_SQRT3 / 2);
      add_label (&labels[n++], geometry, text, bottom_field, 0.5f, BP_SQRT3 / 2);
    }
  g_assert (n == BP_N_BOARD_LABELS);
  return n;
}

void
bp_board_geometry_fit_labelled (BpBoardGeometry *geometry,
                                int              width,
                                int              height,
                                float            pad)
{
  /* the labels reach LABEL_GAP + BP_LABEL_SIZE / 2 beyond the outermost
   * centres: E1 and E9 at ±4√3, A and I at ±6 (their numbers slanted) */
  float half_w = 4 * BP_SQRT3 + LABEL_GAP + BP_LABEL_SIZE * 0.6f;
  float half_h = 6 + LABEL_GAP * BP_SQRT3 / 2 + BP_LABEL_SIZE * 0.6f;

  geometry->r = MIN ((width - 2 * pad) / (2 * half_w), (height - 2 * pad) / (2 * half_h));
  geometry->ox = width / 2.0f;
  geometry->oy = height / 2.0f;
}

