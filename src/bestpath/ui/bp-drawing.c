/* bp-drawing.c: colours, symbols and hexagons of Best Path. */
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

GskPath *
bp_hex_path (float cx,
             float cy,
             float r)
{
  GskPathBuilder *builder = gsk_path_builder_new ();

  for (int i = 0; i < 6; i++)
    {
      double a = G_PI / 180.0 * (60 * i - 90);
      float x = cx + r * (float) cos (a);
      float y = cy + r * (float) sin (a);

      if (i == 0)
        gsk_path_builder_move_to (builder, x, y);
      else
        gsk_path_builder_line_to (builder, x, y);
    }
  gsk_path_builder_close (builder);
  return gsk_path_builder_free_to_path (builder);
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

gboolean
bp_widget_is_dark (GtkWidget *widget)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}
