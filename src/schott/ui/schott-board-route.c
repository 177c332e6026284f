/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-board-route.c: the route's image (the road, its stepping stones,
 * the location fields with their places and values, the furnace and the
 * flag), painted with schott-paint by a worker thread into an image the
 * board (schott-board.c) shows as one node. */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "schott-board-private.h"
#include "schott-paint.h"

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
  PangoFontDescription *desc = pango_font_description_copy (pango_context_get_font_description (
                                                              pango_layout_get_context (layout)));
  int w, h;

  pango_font_description_set_absolute_size (desc, MAX (size, 6) * PANGO_SCALE);
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  gdk_cairo_set_source_rgba (cr, color);
  /* Centred under its field, but never past the board's edges (long place
   * names on the first and last column). */
  x = CLAMP (x - w / 2.0, 0.0, MAX (0.0, board_width - w));
  cairo_move_to (cr, x, y - h / 2.0);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (desc);
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

/* A place name under its field: at least 9 px, shortened with an
 * ellipsis to the room between its neighbours, left out when even that
 * does not fit (the name stays in the tooltip and the description). */
static void
draw_label (cairo_t        *cr,
            PangoLayout    *layout,
            const RouteJob *job,
            const char     *text,
            double          x,
            double          top,
            double          room_h,
            gboolean        bold,
            const GdkRGBA  *colour)
{
  double size = CLAMP (job->cell_h * 0.17, 9, 12);
  PangoRectangle logical;
  int w;

  if (room_h < size * 1.15)
    return;
  /* The stones beside a location field carry no name: a name may reach
   * over them, three fields wide (issue 27, item 5). */
  pango_layout_set_width (layout, (int) (job->cell_w * 2.9 * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  /* A long place name takes a second line where the room below allows
   * ("Jablonec nad Nisou" was cut even at 1280 px; issue 27, item 5). */
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_height (layout, room_h >= size * 2.5 ? -2 : -1);
  {
    PangoFontDescription *desc = pango_font_description_copy (pango_context_get_font_description (
                                                                pango_layout_get_context (layout)));

    pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
    pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    pango_layout_set_font_description (layout, desc);
    pango_font_description_free (desc);
  }
  pango_layout_set_text (layout, text, -1);
  /* an ellipsis and one letter is no name */
  if (pango_layout_is_ellipsized (layout) && g_utf8_strlen (text, -1) > 2
      && job->cell_w * 2.9 < size * 2.4)
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
  x = CLAMP (x - w / 2.0, 0.0, MAX (0.0, job->width - w)) - logical.x;
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_move_to (cr, x, top);
  pango_cairo_show_layout (cr, layout);
  pango_layout_set_alignment (layout, PANGO_ALIGN_LEFT);
  pango_layout_set_width (layout, -1);
  pango_layout_set_height (layout, -1);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
}

/* The road, its stepping stones, the location fields with their place
 * emblems and values, the furnace at the Start and the flag at the finish. */
static void
paint_route (cairo_t        *cr,
             PangoLayout    *layout,
             const RouteJob *job)
{
  guint n_fields = job->n_fields, cols = job->cols;
  double cell_w = job->cell_w, cell_h = job->cell_h, radius = job->radius;
  g_autofree double *xs = g_new (double, n_fields);
  g_autofree double *ys = g_new (double, n_fields);
  GdkRGBA stone = job->colours.card_bg, edge = job->colours.fg;

  for (guint f = 0; f < n_fields; f++)
    schott_board_field_centre (f, cols, cell_w, cell_h, &xs[f], &ys[f]);

  schott_paint_road (cr, xs, ys, n_fields);
  schott_paint_road_stroke (cr, &job->colours.fg, radius);

  edge.alpha = 0.35;
  for (guint f = 0; f < n_fields; f++)
    {
      gint value = job->values[f];
      gboolean ends = f == 0 || f + 1 == n_fields;
      double x = xs[f], y = ys[f], r = radius;
      /* room under the field: to the next line's stones, whose tops stand
       * a little below the line's top */
      double below = floor (f / cols) * cell_h + cell_h - (y + r)
                     + (f / cols + 1 < (n_fields + cols - 1) / cols ? cell_h * 0.08 : 0);
      GdkRGBA text = job->colours.fg;

      if (ends)
        {
          /* a broad paving stone, the furnace or the flag standing on it */
          schott_paint_stone (cr, f, x, y + r * 0.45, r * 1.05, &stone, &edge);
          if (f == 0)
            /* up and to the left: the figures waiting at the Start stand
             * in front of it, to its right (schott_board_snapshot()) */
            schott_paint_furnace (cr, MAX (x - r * 0.45, r * 1.0), y + r * 0.25,
                                  MIN (r * 2.1, y + r * 0.25 - 2), &stone, &job->colours.fg);
          else
            schott_paint_finish (cr, x + r * 0.1, y + r * 0.5, r * 1.8, &job->colours.fg, &stone);
          text.alpha = 0.85;
          draw_label (cr, layout, job, f == 0 ? job->start : job->finish, x, y + r * 1.35,
                      below - r * 0.35, TRUE, &text);
          continue;
        }

      if (value == 0)
        {
          schott_paint_stone (cr, f, x, y, r * 0.82, &stone, &edge);
          /* numbers down to a phone's stones (issue 27, item 3): 7 px at least */
          if (r >= 8)
            {
              char number[8];

              g_snprintf (number, sizeof number, "%u", f);
              text.alpha = r * 0.7 >= 7 ? 0.55 : 0.75;
              schott_board_draw_text (cr, layout, job->width, number, x, y, MAX (r * 0.7, 7), FALSE, &text);
            }
          continue;
        }

      /* a location field: a round plaque ringed in its colour, the place's
       * emblem on it and its value in a badge; the sign and the value say
       * forward or back without the colour */
      {
        const GdkRGBA *ring = value > 0 ? &job->colours.success : &job->colours.error;
        char label[16];

        cairo_new_path (cr);
        cairo_arc (cr, x, y, r * 1.08, 0, 2 * G_PI);
        /* card_bg_color is translucent in the dark style: lay it over the
         * window colour, or the road shows through */
        gdk_cairo_set_source_rgba (cr, &job->colours.window_bg);
        cairo_fill_preserve (cr);
        gdk_cairo_set_source_rgba (cr, &stone);
        cairo_fill_preserve (cr);
        cairo_set_line_width (cr, MAX (2, r * 0.2));
        gdk_cairo_set_source_rgba (cr, ring);
        cairo_stroke (cr);
        if (value > 0)
          g_snprintf (label, sizeof label, "+%d", value);
        else
          g_snprintf (label, sizeof label, "\u2212%d", -value);   /* a minus sign, not a hyphen */
        if (r >= 13)
          {
            double bx = x + r * 0.8, by = y - r * 0.8, br = r * 0.5;

            schott_paint_emblem (cr, schott_paint_emblem_for_field (f), x, y, r * 1.2, ring);
            cairo_new_path (cr);
            cairo_arc (cr, bx, by, br, 0, 2 * G_PI);
            gdk_cairo_set_source_rgba (cr, ring);
            cairo_fill (cr);
            schott_board_draw_text (cr, layout, job->width, label, bx, by, br * 1.2, TRUE, &job->colours.window_bg);
          }
        else
          schott_board_draw_text (cr, layout, job->width, label, x, y, r * 1.0, TRUE, ring);
      }
      if (job->places[f] != NULL)
        {
          text.alpha = 0.8;
          draw_label (cr, layout, job, job->places[f], x, y + r * 1.15, below - r * 0.15,
                      FALSE, &text);
        }
    }
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
