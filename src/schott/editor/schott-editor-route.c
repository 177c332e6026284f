/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-route.c: the route preview: fields on a winding path,
 * location fields coloured by their value (+ forward, − back), painted by
 * the route painter in its preview style. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "schott-editor-route.h"
#include "schott-route-painter.h"

#define PER_ROW_MIN 6
#define PER_ROW_MAX 13
#define CELL 34

struct _SchottEditorRoute
{
  GtkWidget parent_instance;
  guint     length;
  gint8    *value;      /* length + 1 fields, or NULL */
};

G_DEFINE_FINAL_TYPE (SchottEditorRoute, schott_editor_route, GTK_TYPE_WIDGET)

/* As many fields in a row as the width holds: a narrow window gets more,
 * shorter rows. */
static guint
per_row_for_width (int width)
{
  return CLAMP (width / CELL, PER_ROW_MIN, PER_ROW_MAX);
}

static void
field_center (guint field, guint per_row, float *x, float *y)
{
  guint row = field / per_row;
  guint col = field % per_row;

  if (row % 2 == 1)
    col = per_row - 1 - col;   /* the path winds back and forth */
  *x = CELL / 2.0f + col * CELL;
  *y = CELL / 2.0f + row * CELL;
}

static GtkSizeRequestMode
schott_editor_route_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
schott_editor_route_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                             int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  SchottEditorRoute *self = SCHOTT_EDITOR_ROUTE (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = PER_ROW_MIN * CELL;
      *natural = PER_ROW_MAX * CELL;
    }
  else
    {
      guint per_row = per_row_for_width (for_size >= 0 ? for_size : PER_ROW_MAX * CELL);

      *minimum = *natural = self->length == 0 ? CELL : (int) (self->length / per_row + 1) * CELL;
    }
}

static void
schott_editor_route_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  SchottEditorRoute *self = SCHOTT_EDITOR_ROUTE (widget);
  GdkRGBA fg, forward = { 0.15f, 0.64f, 0.41f, 1 }, back = { 0.88f, 0.11f, 0.14f, 1 };
  guint per_row = per_row_for_width (gtk_widget_get_width (widget));
  cairo_t *cr;
  PangoLayout *layout;

  gtk_widget_get_color (widget, &fg);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                                 gtk_widget_get_height (widget)));
  layout = gtk_widget_create_pango_layout (widget, NULL);
  if (self->length == 0)
    {
      pango_layout_set_text (layout, _("This variant has no route."), -1);
      gdk_cairo_set_source_rgba (cr, &fg);
      cairo_move_to (cr, 4, 4);
      pango_cairo_show_layout (cr, layout);
    }
  else
    {
      g_autofree double *xs = g_new (double, self->length + 1);
      g_autofree double *ys = g_new (double, self->length + 1);
      g_autofree gint *values = g_new (gint, self->length + 1);
      SchottRouteOptions options = {
        .style = SCHOTT_ROUTE_STYLE_PREVIEW,
        .first = 0,
        .n_fields = self->length + 1,
        .finish = self->length,
        .xs = xs,
        .ys = ys,
        .values = values,
        .radius = 14,
        .width = gtk_widget_get_width (widget),
        .colours = { .fg = fg, .success = forward, .error = back },
      };

      for (guint f = 0; f <= self->length; f++)
        {
          float x, y;

          field_center (f, per_row, &x, &y);
          xs[f] = x;
          ys[f] = y;
          values[f] = self->value[f];
        }
      schott_route_painter_paint (cr, layout, &options);
    }
  g_object_unref (layout);
  cairo_destroy (cr);
}

static void
schott_editor_route_finalize (GObject *object)
{
  SchottEditorRoute *self = SCHOTT_EDITOR_ROUTE (object);

  g_free (self->value);
  G_OBJECT_CLASS (schott_editor_route_parent_class)->finalize (object);
}

static void
schott_editor_route_class_init (SchottEditorRouteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = schott_editor_route_finalize;
  widget_class->get_request_mode = schott_editor_route_get_request_mode;
  widget_class->measure = schott_editor_route_measure;
  widget_class->snapshot = schott_editor_route_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
schott_editor_route_init (SchottEditorRoute *self)
{
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
}

GtkWidget *
schott_editor_route_new (void)
{
  return g_object_new (SCHOTT_TYPE_EDITOR_ROUTE, NULL);
}

void
schott_editor_route_set_fields (SchottEditorRoute *self, guint length, const gint8 *values)
{
  g_autoptr (GString) desc = g_string_new (NULL);
  guint n = 0;

  g_return_if_fail (SCHOTT_IS_EDITOR_ROUTE (self));
  g_return_if_fail (values != NULL);
  self->length = length;
  g_free (self->value);
  self->value = g_memdup2 (values, (length + 1) * sizeof *values);
  for (guint f = 1; f < self->length; f++)
    if (self->value[f] != 0)
      g_string_append_printf (desc, "%s%u (%+d)", n++ ? ", " : "", f, self->value[f]);
  {
    /* TRANSLATORS: the accessible description of the route preview */
    g_autofree char *label = g_strdup_printf (ngettext ("Route of %u fields with %u location field: %s",
                                                        "Route of %u fields with %u location fields: %s", n),
                                              self->length, n, desc->str);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
