/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-board-route.c: the route's image (the road, its stepping stones,
 * the location fields with their places and values, the furnace and the
 * flag), painted with the route painter by a worker thread into an image
 * the board (schott-board.c) shows as one node. */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "schott-board-private.h"
#include "schott-route-painter.h"

/* layout: one for all the texts of a painting, its font set per text */
void
schott_board_draw_text (cairo_t     *cr,
                        PangoLayout *layout,
                        double       board_width,
                        const char  *text,
                        double       x,
                        double       y,
                        double       size,
                        gboolean     bold,
                        const GdkRGBA *color)
{
  schott_route_painter_draw_text (cr, layout, board_width, text, x, y, size, bold, color);
}

/* Everything the route's image is painted from, copied on the main thread.
 * The image (about a hundred texts and arcs: 10-15 ms, the largest part of
 * a new game's first frame and of every step of a resize) is painted by a
 * worker thread while the window goes on; until it is ready the board
 * shows the last image, stretched, or only the figures. */
typedef struct
{
  double   width;
  double   height;
  int      scale;
  guint    cols;
  double   cell_w;
  double   cell_h;
  double   radius;
  guint    n_fields;
  RouteColours colours;
  gint    *values;        /* n_fields */
  char   **places;        /* n_fields, NULL where a field has no name */
  char    *start;
  char    *finish;
  PangoFontDescription *font;
  cairo_font_options_t *font_options;
  double   resolution;
  guint    serial;
} RouteJob;

static void
route_job_free (gpointer data)
{
  RouteJob *job = data;

  g_free (job->values);
  if (job->places != NULL)
    for (guint f = 0; f < job->n_fields; f++)
      g_free (job->places[f]);
  g_free (job->places);
  g_free (job->start);
  g_free (job->finish);
  if (job->font != NULL)
    pango_font_description_free (job->font);
  if (job->font_options != NULL)
    cairo_font_options_destroy (job->font_options);
  g_free (job);
}

/* The road, its stepping stones, the location fields with their place
 * emblems and values, the furnace at the Start and the flag at the finish:
 * the route painter's board style. */
static void
paint_route (cairo_t        *cr,
             PangoLayout    *layout,
             const RouteJob *job)
{
  g_autofree double *xs = g_new (double, job->n_fields);
  g_autofree double *ys = g_new (double, job->n_fields);
  SchottRouteOptions options = {
    .style = SCHOTT_ROUTE_STYLE_BOARD,
    .first = 0,
    .n_fields = job->n_fields,
    .finish = job->n_fields - 1,
    .xs = xs,
    .ys = ys,
    .values = job->values,
    .places = (const char *const *) job->places,
    .start_label = job->start,
    .finish_label = job->finish,
    .radius = job->radius,
    .width = job->width,
    .cols = job->cols,
    .cell_w = job->cell_w,
    .cell_h = job->cell_h,
    .colours = {
      .fg = job->colours.fg,
      .card_bg = job->colours.card_bg,
      .window_bg = job->colours.window_bg,
      .success = job->colours.success,
      .error = job->colours.error,
    },
  };

  for (guint f = 0; f < job->n_fields; f++)
    schott_board_field_centre (f, job->cols, job->cell_w, job->cell_h, &xs[f], &ys[f]);
  schott_route_painter_paint (cr, layout, &options);
}

/* Pango's font maps are not thread-safe: the worker has one of its own,
 * used by one painting at a time. */
static GMutex route_font_lock;
static PangoFontMap *route_font_map;

static void
paint_route_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  RouteJob *job = task_data;
  int px_w = (int) ceil (job->width * job->scale), px_h = (int) ceil (job->height * job->scale);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px_w, px_h);
  cairo_t *cr = cairo_create (surface);
  PangoContext *context;
  PangoLayout *layout;

  cairo_scale (cr, job->scale, job->scale);
  g_mutex_lock (&route_font_lock);
  if (route_font_map == NULL)
    route_font_map = pango_cairo_font_map_new ();
  context = pango_font_map_create_context (route_font_map);
  pango_context_set_font_description (context, job->font);
  pango_cairo_context_set_font_options (context, job->font_options);
  pango_cairo_context_set_resolution (context, job->resolution);
  layout = pango_layout_new (context);
  paint_route (cr, layout, job);
  g_object_unref (layout);
  g_object_unref (context);
  g_mutex_unlock (&route_font_lock);
  cairo_destroy (cr);
  cairo_surface_set_device_scale (surface, job->scale, job->scale);
  g_task_return_pointer (task, surface, (GDestroyNotify) cairo_surface_destroy);
}

static void
on_route_painted_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  SchottBoard *self = SCHOTT_BOARD (source);
  RouteJob *job = g_task_get_task_data (G_TASK (result));
  cairo_surface_t *surface = g_task_propagate_pointer (G_TASK (result), NULL);

  self->route_painting = FALSE;
  if (surface != NULL && job->serial == self->route_serial)
    {
      GtkSnapshot *route = gtk_snapshot_new ();
      cairo_t *cr = gtk_snapshot_append_cairo (route, &GRAPHENE_RECT_INIT (0, 0, job->width,
                                                                           job->height));

      cairo_set_source_surface (cr, surface, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      g_clear_pointer (&self->route_node, gsk_render_node_unref);
      self->route_node = gtk_snapshot_free_to_node (route);
      self->route_width = job->width;
      self->route_height = job->height;
      self->route_scale = job->scale;
      self->route_drawn_cols = job->cols;
      self->route_stale = FALSE;
    }
  g_clear_pointer (&surface, cairo_surface_destroy);
  /* the new image, or the next painting if the board changed meanwhile */
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Copies what the route is painted from and hands it to a worker. */
void
schott_board_start_route_painting (SchottBoard        *self,
                                   const RouteColours *colours,
                                   double              width,
                                   double              height,
                                   int                 scale,
                                   guint               cols,
                                   double              cell_w,
                                   double              cell_h,
                                   double              radius)
{
  RouteJob *job = g_new0 (RouteJob, 1);
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  const cairo_font_options_t *options = pango_cairo_context_get_font_options (context);
  g_autoptr(GTask) task = NULL;

  job->width = width;
  job->height = height;
  job->scale = scale;
  job->cols = cols;
  job->cell_w = cell_w;
  job->cell_h = cell_h;
  job->radius = radius;
  job->n_fields = schott_game_model_get_route_length (self->model) + 1;
  job->colours = *colours;
  job->values = g_new0 (gint, job->n_fields);
  job->places = g_new0 (char *, job->n_fields);
  for (guint f = 0; f < job->n_fields; f++)
    {
      job->values[f] = schott_game_model_get_field_value (self->model, f);
      if (job->values[f] != 0 && self->content != NULL)
        job->places[f] = g_strdup (schott_content_place_name (self->content, self->variant_id,
                                                              f, self->lang));
    }
  job->start = g_strdup (C_("route", "Start"));
  job->finish = g_strdup (C_("route", "Finish"));
  job->font = pango_font_description_copy (pango_context_get_font_description (context));
  job->font_options = options != NULL ? cairo_font_options_copy (options) : cairo_font_options_create ();
  job->resolution = pango_cairo_context_get_resolution (context);
  job->serial = self->route_serial;

  self->route_painting = TRUE;
  task = g_task_new (self, NULL, on_route_painted_cb, NULL);
  g_task_set_source_tag (task, schott_board_start_route_painting);
  g_task_set_task_data (task, job, route_job_free);
  g_task_run_in_thread (task, paint_route_thread);
}
