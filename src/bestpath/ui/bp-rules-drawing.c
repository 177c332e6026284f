/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-rules-drawing.c: a picture of the Rules, drawn from the engine's
 * board with GtkSnapshot: nothing in it is an image, so it follows the
 * style (light, dark, accent) and stays crisp at every size. */
#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "bp-drawing.h"
#include "bp-rules-drawing.h"
#include "sw-style.h"

#define PAD 6.0f
#define MIN_WIDTH 200
#define NAT_WIDTH 440

struct _BpRulesDrawing
{
  GtkWidget       parent_instance;

  BpRulesPicture  picture;
  char           *summary;
  GtkWidget      *accent_probe;   /* hidden labels styled .accent and .error */
  GtkWidget      *error_probe;
};

G_DEFINE_FINAL_TYPE (BpRulesDrawing, bp_rules_drawing, GTK_TYPE_WIDGET)

static gboolean
mask_has (guint64 mask,
          guint   field)
{
  return (mask & (G_GUINT64_CONSTANT (1) << field)) != 0;
}

/* The fields on the finished line: the line and the extension. */
static guint64
reached_mask (const BpRulesPicture *p)
{
  guint64 mask = p->line.length > 0 ? p->line.mask : 0;

  for (guint i = 0; i < p->extension.n_cells; i++)
    mask |= G_GUINT64_CONSTANT (1) << p->extension.cells[i];
  return mask;
}

static void
bp_rules_drawing_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  BpRulesDrawing *self = BP_RULES_DRAWING (widget);
  const BpRulesPicture *p = &self->picture;
  gboolean dark = sw_style_is_dark ();
  guint64 reached = reached_mask (p);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GdkRGBA fg, accent, error, edge;
  BpBoardGeometry g;
  float r;

  bp_board_geometry_fit (&g, width, height, PAD);
  r = g.r;
  if (r <= 0)
    return;

  gtk_widget_get_color (widget, &fg);
  gtk_widget_get_color (self->accent_probe, &accent);
  gtk_widget_get_color (self->error_probe, &error);
  bp_edge_rgba (dark, &edge);

  for (guint f = 0; f < BP_N_FIELDS; f++)
    {
      gboolean faint = p->unreached && !mask_has (reached, f);
      float cx, cy;

      bp_field_centre (&g, f, &cx, &cy);
      bp_draw_field (snapshot, &g, f, dark, &edge, faint ? 0.35f : 1.0f, faint ? 0.5f : 1.0f);

      if (f == p->start)
        {
          g_autoptr(GskPath) ring = bp_circle_path (cx, cy, r * 0.62f);

          bp_stroke_path (snapshot, ring, &fg, MAX (1.5f, r * 0.08f));
        }
      if (mask_has (p->legal, f))
        {
          g_autoptr(GskPath) inner = bp_hex_path (cx, cy, r * 0.8f);

          bp_stroke_path (snapshot, inner, &edge, MAX (3.0f, r * 0.24f));
          bp_stroke_path (snapshot, inner, &accent, MAX (2.0f, r * 0.14f));
        }
    }

  if (p->line.length > 1)
    bp_draw_line (snapshot, &g, p->line.fields, p->line.length, BP_NO_FIELD, &fg, 0.15f, &edge, 0.26f);
  if (p->extension.n_cells > 0)
    bp_draw_line (snapshot, &g, p->extension.cells, p->extension.n_cells, p->extension.from, &accent, 0.2f, &edge, 0.32f);

  /* The lines under the symbols, as on the board (bp-board.c). */
  for (guint i = 0; i < p->line.length; i++)
    bp_draw_field_symbol (snapshot, &g, p->line.fields[i], dark, 1.0f);
  for (guint i = 0; i < p->extension.n_cells; i++)
    bp_draw_field_symbol (snapshot, &g, p->extension.cells[i], dark, 1.0f);

  /* Numbers on a disc of their field's colour, above the line. */
  for (guint v = 2; v <= BP_MAX_NUMBER; v++)
    bp_draw_number (widget, snapshot, &g, v, dark, mask_has (reached, bp_number_field (v)) ? &fg : NULL);

  /* Fields not reached cost a point each (R-END-2). */
  if (p->unreached)
    for (guint f = 0; f < BP_N_FIELDS; f++)
      if (!mask_has (reached, f))
        {
          float cx, cy;

          bp_field_centre (&g, f, &cx, &cy);
          bp_draw_text (widget, snapshot, "−1", cx,
                        bp_field_number (f) != 0 ? cy + r * 0.66f : cy + r * 0.05f,
                        r * (bp_field_number (f) != 0 ? 0.34f : 0.5f), &fg);
        }

  /* The ends of the line as it stands after the extension: dots. */
  if (p->line.length > 0)
    {
      guint ends[2] = { p->line.fields[0], p->line.fields[p->line.length - 1] };

      if (p->extension.n_cells > 0)
        {
          guint last = p->extension.cells[p->extension.n_cells - 1];

          if (p->line.length == 1)
            ends[1] = last;
          else if (p->extension.from == ends[0])
            ends[0] = last;
          else
            ends[1] = last;
        }
      for (guint i = 0; i < 2; i++)
        bp_draw_line_end (snapshot, &g, ends[i], &fg, &edge);
    }

  for (guint f = 0; f < BP_N_FIELDS; f++)
    if (mask_has (p->refused, f))
      {
        g_autoptr(GskPath) x = NULL;
        float cx, cy;

        bp_field_centre (&g, f, &cx, &cy);
        x = bp_cross_path (cx, cy, r * 0.42f);
        bp_stroke_path (snapshot, x, &edge, MAX (3.0f, r * 0.3f));
        bp_stroke_path (snapshot, x, &error, MAX (2.0f, r * 0.17f));
      }
}

static GtkSizeRequestMode
bp_rules_drawing_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* The board is 9 fields wide and 14 radii high: its height follows its
 * width, between a small phone and a comfortable size. */
static void
bp_rules_drawing_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_WIDTH;
      *natural = NAT_WIDTH;
    }
  else
    {
      /* Without a width, the least height is the narrowest board's. */
      *minimum = bp_board_height_for_width (for_size < 0 ? MIN_WIDTH : MIN (for_size, NAT_WIDTH), PAD);
      *natural = bp_board_height_for_width (for_size < 0 ? NAT_WIDTH : MIN (for_size, NAT_WIDTH), PAD);
    }
}

static void
bp_rules_drawing_dispose (GObject *object)
{
  BpRulesDrawing *self = BP_RULES_DRAWING (object);

  g_clear_pointer (&self->accent_probe, gtk_widget_unparent);
  g_clear_pointer (&self->error_probe, gtk_widget_unparent);
  G_OBJECT_CLASS (bp_rules_drawing_parent_class)->dispose (object);
}

static void
bp_rules_drawing_finalize (GObject *object)
{
  BpRulesDrawing *self = BP_RULES_DRAWING (object);

  g_free (self->summary);
  G_OBJECT_CLASS (bp_rules_drawing_parent_class)->finalize (object);
}

static void
bp_rules_drawing_class_init (BpRulesDrawingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bp_rules_drawing_dispose;
  object_class->finalize = bp_rules_drawing_finalize;
  widget_class->snapshot = bp_rules_drawing_snapshot;
  widget_class->measure = bp_rules_drawing_measure;
  widget_class->get_request_mode = bp_rules_drawing_get_request_mode;

  gtk_widget_class_set_css_name (widget_class, "bp-rules-drawing");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bp_rules_drawing_init (BpRulesDrawing *self)
{
  self->accent_probe = sw_style_probe_new (GTK_WIDGET (self), "label", "accent");
  self->error_probe = sw_style_probe_new (GTK_WIDGET (self), "label", "error");
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
}

GtkWidget *
bp_rules_drawing_new (const BpRulesPicture *picture,
                      const char           *summary)
{
  BpRulesDrawing *self;

  g_return_val_if_fail (picture != NULL, NULL);
  g_return_val_if_fail (summary != NULL, NULL);

  self = g_object_new (BP_TYPE_RULES_DRAWING, NULL);
  self->picture = *picture;
  self->summary = g_strdup (summary);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  /* Translators: accessible name of a picture in the Rules */
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Picture of the board"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->summary,
                                  -1);
  return GTK_WIDGET (self);
}

const BpRulesPicture *
bp_rules_drawing_get_picture (BpRulesDrawing *self)
{
  g_return_val_if_fail (BP_IS_RULES_DRAWING (self), NULL);
  return &self->picture;
}

const char *
bp_rules_drawing_get_summary (BpRulesDrawing *self)
{
  g_return_val_if_fail (BP_IS_RULES_DRAWING (self), NULL);
  return self->summary;
}
