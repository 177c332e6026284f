/* schott-board.c: the route as a serpentine of fields, drawn with cairo in
 * the theme's colours; figure moves are animated field by field with an
 * AdwTimedAnimation, which already honours gtk-enable-animations. */
#include "config.h"

#include <math.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "schott-board.h"
#include "schott-strings.h"

typedef struct
{
  guint  player;
  gint   from;
  gint   to;
} Move;

enum { PROBE_FG, PROBE_CARD_BG, PROBE_WINDOW_BG, PROBE_ACCENT, PROBE_SUCCESS, PROBE_ERROR, N_PROBES };

struct _SchottBoard
{
  GtkWidget        parent_instance;

  SchottGameModel *model;
  SchottContent   *content;
  char            *variant_id;
  char            *lang;
  gulong           moved_id;
  gulong           changed_id;

  gdouble          shown[SCHOTT_MAX_PLAYERS];
  GQueue           moves;          /* Move * still to animate */
  AdwAnimation    *animation;
  Move            *current;
  gboolean         animate;

  /* The route (path, fields, labels) changes only with the size, the
   * style or the game: kept as one node, so a moving figure redraws
   * the figure alone. It is painted once into an image at the widget's
   * scale and the node only paints that image: a node holding the
   * drawing itself would be replayed (every stroke and arc tessellated
   * again) whenever the cairo renderer repaints any part of the board,
   * e.g. under a moving figure. */
  GskRenderNode   *route_node;
  double           route_width;
  double           route_height;
  int              route_scale;
  guint            route_cols;     /* the shape last drawn, kept if nearly as good */
  guint            route_drawn_cols;
  gboolean         route_stale;    /* colours or font changed: paint again */
  guint            route_serial;   /* a painting under an older serial is thrown away */
  gboolean         route_painting; /* a worker paints the image */
  guint            route_start_id; /* the worker starts once the frame is painted */
  char            *route_style;    /* route_style_key() of the image */
  gboolean         style_check;    /* the style changed: compare the key at the next frame */

  /* Hidden children, one per theme colour the board paints with: each
   * gets the colour from style.css, read with gtk_widget_get_color(). */
  GtkWidget       *probes[N_PROBES];
};

G_DEFINE_FINAL_TYPE (SchottBoard, schott_board, GTK_TYPE_WIDGET)

static void check_route_style (SchottBoard *self);

/* The CSS classes of the colour probes, in RouteColours order. */
static const char *probe_classes[N_PROBES] = {
  "route-fg", "route-card-bg", "route-window-bg", "route-accent", "route-success", "route-error",
};

static void start_next_move (SchottBoard *self);

static void
drop_route_node (SchottBoard *self)
{
  /* the old image stays on screen until the new one is painted */
  self->route_stale = TRUE;
  self->route_serial++;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
update_accessible (SchottBoard *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint n;

  if (self->model == NULL)
    return;
  n = schott_game_model_get_n_players (self->model);
  g_string_append_printf (text, _("Route of %u fields."),
                          schott_game_model_get_route_length (self->model));
  for (guint p = 0; p < n; p++)
    {
      SchottPlayer *player = schott_game_model_get_player (self->model, p);
      g_string_append_c (text, ' ');
      /* Translators: a player's figure position on the route */
      g_string_append_printf (text, _("%s on field %d."),
                              schott_player_get_name (player),
                              schott_game_model_get_figure (self->model, p));
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                  -1);
}

static void
sync_positions (SchottBoard *self)
{
  guint n;

  if (self->model == NULL || self->current != NULL || !g_queue_is_empty (&self->moves))
    return;
  n = schott_game_model_get_n_players (self->model);
  for (guint p = 0; p < n && p < SCHOTT_MAX_PLAYERS; p++)
    self->shown[p] = schott_game_model_get_figure (self->model, p);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_animation_value_cb (gdouble  value,
                       gpointer user_data)
{
  SchottBoard *self = user_data;

  if (self->current != NULL)
    {
      self->shown[self->current->player] = value;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_animation_done_cb (AdwAnimation *animation,
                      SchottBoard  *self)
{
  if (self->current != NULL)
    self->shown[self->current->player] = self->current->to;
  g_clear_pointer (&self->current, g_free);
  start_next_move (self);
}

static void
start_next_move (SchottBoard *self)
{
  Move *move;
  guint distance;

  if (self->current != NULL)
    return;
  move = g_queue_pop_head (&self->moves);
  if (move == NULL)
    {
      sync_positions (self);
      return;
    }
  self->current = move;
  distance = ABS (move->to - move->from);
  if (!self->animate || distance == 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->shown[move->player] = move->to;
      g_clear_pointer (&self->current, g_free);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      start_next_move (self);
      return;
    }
  adw_timed_animation_set_value_from (ADW_TIMED_ANIMATION (self->animation), move->from);
  adw_timed_animation_set_value_to (ADW_TIMED_ANIMATION (self->animation), move->to);
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->animation),
                                    CLAMP (distance * 140, 280, 1400));
  adw_animation_play (self->animation);
}

static void
on_figure_moved_cb (SchottGameModel  *model,
                    gint              player,
                    gint              from,
                    gint              to,
                    SchottMoveReason  reason,
                    SchottBoard      *self)
{
  Move *move;

  if (player < 0 || player >= SCHOTT_MAX_PLAYERS)
    return;
  move = g_new0 (Move, 1);
  move->player = player;
  move->from = from;
  move->to = to;
  g_queue_push_tail (&self->moves, move);
  start_next_move (self);
}

static void
on_decision_changed_cb (SchottGameModel *model,
                        SchottBoard     *self)
{
  sync_positions (self);
}

/* Field centres on a serpentine: as many columns as give the largest
 * fields, odd lines running right to left. */
static void
layout_route (guint   n_fields,
              double  width,
              double  height,
              guint   kept_cols,
              guint  *out_cols,
              double *cell_w,
              double *cell_h)
{
  guint best_cols = n_fields;
  double best = 0, kept = 0;

  for (guint cols = 4; cols <= n_fields; cols++)
    {
      guint rows = (n_fields + cols - 1) / cols;
      double w = width / cols;
      double h = height / rows;
      /* Room for a place name under the field wants cells taller than wide. */
      double size = MIN (w, h / 1.25);
      if (size > best)
        {
          best = size;
          best_cols = cols;
        }
      if (cols == kept_cols)
        kept = size;
    }
  /* The route keeps its shape while its fields stay nearly as large as
   * they could be: a line of text appearing above it (a hint) must not
   * make every field jump to another row. */
  if (kept > 0 && kept >= 0.85 * best)
    best_cols = kept_cols;
  *out_cols = best_cols;
  *cell_w = width / best_cols;
  *cell_h = height / ((n_fields + best_cols - 1) / best_cols);
}

static void
field_centre (guint   field,
              guint   cols,
              double  cell_w,
              double  cell_h,
              double *x,
              double *y)
{
  guint row = field / cols;
  guint col = field % cols;

  if (row % 2 == 1)
    col = cols - 1 - col;
  *x = (col + 0.5) * cell_w;
  *y = row * cell_h + cell_h * 0.42;
}

static void
position_point (double  pos,
                guint   n_fields,
                guint   cols,
                double  cell_w,
                double  cell_h,
                double *x,
                double *y)
{
  guint a = (guint) CLAMP (floor (pos), 0, n_fields - 1);
  guint b = MIN (a + 1, n_fields - 1);
  double t = pos - floor (pos);
  double ax, ay, bx, by;

  field_centre (a, cols, cell_w, cell_h, &ax, &ay);
  field_centre (b, cols, cell_w, cell_h, &bx, &by);
  *x = ax + (bx - ax) * t;
  *y = ay + (by - ay) * t;
}

/* layout: one for all the texts of a painting, its font set per text */
static void
draw_text (cairo_t     *cr,
           PangoLayout *layout,
           double       board_width,
           const char  *text,
           double       x,
           double       y,
           double       size,
           gboolean     bold,
           GdkRGBA     *color)
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

/* The theme's colours the board is painted with. */
typedef struct
{
  GdkRGBA fg, card_bg, window_bg, accent, success, error;
} RouteColours;

static void
route_colours (GtkWidget    *widget,
               RouteColours *colours)
{
  SchottBoard *self = SCHOTT_BOARD (widget);
  GdkRGBA *each[N_PROBES] = {
    &colours->fg, &colours->card_bg, &colours->window_bg, &colours->accent, &colours->success,
    &colours->error,
  };

  for (guint i = 0; i < N_PROBES; i++)
    gtk_widget_get_color (self->probes[i], each[i]);
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

/* The path, the fields, their values and names. */
static void
paint_route (cairo_t        *cr,
             PangoLayout    *layout,
             const RouteJob *job)
{
  guint n_fields = job->n_fields, cols = job->cols;
  double cell_w = job->cell_w, cell_h = job->cell_h, radius = job->radius;
  GdkRGBA line = job->colours.fg;

  line.alpha = 0.18;

  cairo_set_line_width (cr, radius * 0.7);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  gdk_cairo_set_source_rgba (cr, &line);
  for (guint f = 0; f < n_fields; f++)
    {
      double x, y;
      field_centre (f, cols, cell_w, cell_h, &x, &y);
      if (f == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);

  for (guint f = 0; f < n_fields; f++)
    {
      gint value = job->values[f];
      gboolean ends = f == 0 || f + 1 == n_fields;
      double x, y, r = radius;
      GdkRGBA ring = job->colours.fg;
      char label[16];

      field_centre (f, cols, cell_w, cell_h, &x, &y);
      ring.alpha = 0.35;
      cairo_new_path (cr);
      if (ends)
        cairo_rectangle (cr, x - r, y - r, 2 * r, 2 * r);
      else
        cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      /* card_bg_color is translucent in the dark style: lay it over the
       * window colour, or the path shows through every field. */
      gdk_cairo_set_source_rgba (cr, &job->colours.window_bg);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, &job->colours.card_bg);
      cairo_fill_preserve (cr);
      if (value > 0)
        ring = job->colours.success;
      else if (value < 0)
        ring = job->colours.error;
      else if (ends)
        ring = job->colours.accent;
      cairo_set_line_width (cr, value != 0 || ends ? MAX (2, r * 0.22) : 1);
      gdk_cairo_set_source_rgba (cr, &ring);
      cairo_stroke (cr);

      /* Start and Finish are named under their square, where the figures
       * waiting there do not cover the word. */
      if (ends && cell_h - (y - floor (f / cols) * cell_h) > r + 6)
        {
          GdkRGBA name = job->colours.fg;
          double size = MIN (cell_h * 0.15, 11);

          name.alpha = 0.85;
          draw_text (cr, layout, job->width, f == 0 ? job->start : job->finish,
                     x, y + radius + size * 0.8, size, TRUE, &name);
          continue;
        }
      if (ends)
        g_strlcpy (label, f == 0 ? job->start : job->finish, sizeof label);
      else if (value > 0)
        g_snprintf (label, sizeof label, "+%d", value);
      else if (value < 0)
        g_snprintf (label, sizeof label, "\u2212%d", -value);   /* a minus sign, not a hyphen */
      else
        g_snprintf (label, sizeof label, "%u", f);
      {
        GdkRGBA text = value > 0 ? job->colours.success : value < 0 ? job->colours.error : job->colours.fg;
        if (value == 0 && !ends)
          text.alpha = 0.55;
        draw_text (cr, layout, job->width, label, x, y,
                   ends ? r * 0.55 : r * (value != 0 ? 0.95 : 0.75),
                   value != 0 || ends, &text);
      }

      if (job->places[f] != NULL && cell_h - (y - floor (f / cols) * cell_h) > r + 6)
        {
          GdkRGBA dim = job->colours.fg;

          dim.alpha = 0.75;
          draw_text (cr, layout, job->width, job->places[f], x, y + r + MIN (cell_h * 0.16, 9),
                     MIN (cell_h * 0.15, 11), FALSE, &dim);
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
static void
start_route_painting (SchottBoard        *self,
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
  g_task_set_source_tag (task, start_route_painting);
  g_task_set_task_data (task, job, route_job_free);
  g_task_run_in_thread (task, paint_route_thread);
}

/* A field's radius in a cell of the route's grid. */
static inline double
field_radius (double cell_w,
              double cell_h)
{
  return MIN (cell_w, cell_h) * 0.34;
}

/* Whether the route's image is missing or of another size, shape or
 * style than the board shown now. */
static gboolean
route_needs_painting (SchottBoard *self,
                      double       width,
                      double       height,
                      int          scale,
                      guint        cols)
{
  return self->route_node == NULL || self->route_stale || self->route_width != width
         || self->route_height != height || self->route_scale != scale
         || self->route_drawn_cols != cols;
}

/* Starts the worker after the frame that asked for it: painting the route
 * takes a CPU, and in that frame GTK (and, under X11 without GL, the X
 * server) needs every one there is. */
static gboolean
start_route_painting_cb (gpointer user_data)
{
  SchottBoard *self = SCHOTT_BOARD (user_data);
  GtkWidget *widget = GTK_WIDGET (self);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  RouteColours colours;
  guint cols;
  double cell_w, cell_h;

  self->route_start_id = 0;
  if (self->model == NULL || self->route_painting || width < 50 || height < 30
      || schott_game_model_get_route_length (self->model) == 0)
    return G_SOURCE_REMOVE;
  route_colours (widget, &colours);
  layout_route (schott_game_model_get_route_length (self->model) + 1, width, height,
                self->route_cols, &cols, &cell_w, &cell_h);
  if (route_needs_painting (self, width, height, scale, cols))
    start_route_painting (self, &colours, width, height, scale, cols, cell_w, cell_h,
                          field_radius (cell_w, cell_h));
  return G_SOURCE_REMOVE;
}

static void
schott_board_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  SchottBoard *self = SCHOTT_BOARD (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  RouteColours colours;
  guint route_length, n_fields, cols, n_players;
  double cell_w, cell_h, radius;
  gint active;
  int scale;
  cairo_t *cr;

  check_route_style (self);
  if (self->model == NULL || width < 50 || height < 30)
    return;
  route_length = schott_game_model_get_route_length (self->model);
  if (route_length == 0)
    return;
  n_fields = route_length + 1;
  n_players = schott_game_model_get_n_players (self->model);
  active = schott_game_model_get_active_player (self->model);

  route_colours (widget, &colours);

  layout_route (n_fields, width, height, self->route_cols, &cols, &cell_w, &cell_h);
  self->route_cols = cols;
  radius = field_radius (cell_w, cell_h);

  scale = gtk_widget_get_scale_factor (widget);
  if (route_needs_painting (self, width, height, scale, cols)
      && !self->route_painting && self->route_start_id == 0)
    self->route_start_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, start_route_painting_cb,
                                            self, NULL);
  if (self->route_node != NULL)
    {
      /* an image of another size (the window is being resized): stretched
       * until the new one is painted */
      gtk_snapshot_save (snapshot);
      if (self->route_width != width || self->route_height != height)
        gtk_snapshot_scale (snapshot, width / self->route_width, height / self->route_height);
      gtk_snapshot_append_node (snapshot, self->route_node);
      gtk_snapshot_restore (snapshot);
    }

  /* The figures: players sharing a field (start and finish) sit side by side. */
  for (guint p = 0; p < n_players && p < SCHOTT_MAX_PLAYERS; p++)
    {
      SchottPlayer *player = schott_game_model_get_player (self->model, p);
      GdkRGBA colour;
      double x, y, fr = radius * 0.62;
      guint same = 0, index = 0;

      for (guint q = 0; q < n_players; q++)
        if (fabs (self->shown[q] - self->shown[p]) < 0.5)
          {
            if (q < p)
              index++;
            same++;
          }
      position_point (self->shown[p], n_fields, cols, cell_w, cell_h, &x, &y);
      if (same > 1)
        {
          double angle = 2 * G_PI * index / same + (same == 2 ? G_PI : -G_PI / 2);
          /* Side by side inside the start (or finish) square. */
          x += cos (angle) * radius * 0.55;
          y += sin (angle) * radius * 0.55;
          fr = radius * 0.45;
        }
      schott_color_parse (schott_player_get_colour (player), &colour);
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x - fr - 3, y - fr * 1.25 - 3,
                                                                     2 * fr + 6, 2 * fr + 6));
      cairo_new_path (cr);
      cairo_arc (cr, x, y - fr * 0.25, fr, 0, 2 * G_PI);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, (gint) p == active ? 3 : 1.5);
      gdk_cairo_set_source_rgba (cr, (gint) p == active ? &colours.fg : &colours.card_bg);
      cairo_stroke (cr);
      {
        char initial[8] = { 0 };
        const char *name = schott_player_get_name (player);
        const char *next = g_utf8_next_char (name);
        GdkRGBA white = { 1, 1, 1, 1 };
        GdkRGBA black = { 0, 0, 0, 1 };
        double lum = 0.3 * colour.red + 0.59 * colour.green + 0.11 * colour.blue;
        gboolean shared = FALSE;

        /* The name's initial, or the seat number when initials repeat
         * ("Player 1", "Player 2"). */
        for (guint q = 0; q < n_players; q++)
          if (q != p && g_utf8_get_char (schott_player_get_name (schott_game_model_get_player (self->model, q)))
                        == g_utf8_get_char (name))
            shared = TRUE;
        if (shared)
          g_snprintf (initial, sizeof initial, "%u", p + 1);
        else
          memcpy (initial, name, MIN ((gsize) (next - name), sizeof initial - 1));
        g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, NULL);

        draw_text (cr, layout, width, initial, x, y - fr * 0.25, fr * 1.1, TRUE,
                   lum > 0.6 ? &black : &white);
      }
      cairo_destroy (cr);
    }
}

/* What the route's image is painted from: the named colours and the font. */
static char *
route_style_key (GtkWidget *widget)
{
  RouteColours colours;
  const GdkRGBA *each[] = {
    &colours.fg, &colours.card_bg, &colours.window_bg, &colours.accent, &colours.success,
    &colours.error,
  };
  GString *key = g_string_new (NULL);
  const PangoFontDescription *font =
    pango_context_get_font_description (gtk_widget_get_pango_context (widget));
  g_autofree char *font_text = font != NULL ? pango_font_description_to_string (font) : NULL;

  route_colours (widget, &colours);
  for (guint i = 0; i < G_N_ELEMENTS (each); i++)
    {
      g_autofree char *text = gdk_rgba_to_string (each[i]);

      g_string_append (key, text);
      g_string_append_c (key, ';');
    }
  g_string_append (key, font_text != NULL ? font_text : "");
  return g_string_free (key, FALSE);
}

/* Most style changes are states (hover, the window's focus): the route is
 * painted again, 5-10 ms, only when its colours or font change. */
static void
check_route_style (SchottBoard *self)
{
  g_autofree char *key = NULL;

  if (!self->style_check)
    return;
  self->style_check = FALSE;
  key = route_style_key (GTK_WIDGET (self));
  if (g_strcmp0 (key, self->route_style) != 0)
    {
      g_free (self->route_style);
      self->route_style = g_steal_pointer (&key);
      drop_route_node (self);
    }
}

static void
schott_board_css_changed (GtkWidget         *widget,
                          GtkCssStyleChange *change)
{
  SchottBoard *self = SCHOTT_BOARD (widget);

  GTK_WIDGET_CLASS (schott_board_parent_class)->css_changed (widget, change);
  /* The probes are styled after their parent: their colours are compared
   * in the next frame (check_route_style()). */
  self->style_check = TRUE;
  gtk_widget_queue_draw (widget);
}

static void
schott_board_system_setting_changed (GtkWidget        *widget,
                                     GtkSystemSetting  setting)
{
  GTK_WIDGET_CLASS (schott_board_parent_class)->system_setting_changed (widget, setting);
  drop_route_node (SCHOTT_BOARD (widget));
}

static void
schott_board_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  /* A phone's width takes the route in more, shorter lines: taller. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 240;
      *natural = 900;
    }
  else
    {
      *minimum = 150;
      *natural = for_size > 0 && for_size < 560 ? 300 : 220;
    }
}

static void
schott_board_dispose (GObject *object)
{
  SchottBoard *self = SCHOTT_BOARD (object);

  schott_board_set_model (self, NULL, NULL, NULL, NULL);
  g_clear_handle_id (&self->route_start_id, g_source_remove);
  g_clear_object (&self->animation);
  g_clear_object (&self->content);
  g_clear_pointer (&self->route_node, gsk_render_node_unref);
  for (guint i = 0; i < N_PROBES; i++)
    g_clear_pointer (&self->probes[i], gtk_widget_unparent);
  G_OBJECT_CLASS (schott_board_parent_class)->dispose (object);
}

static void
schott_board_finalize (GObject *object)
{
  SchottBoard *self = SCHOTT_BOARD (object);

  g_queue_clear_full (&self->moves, g_free);
  g_free (self->current);
  g_free (self->variant_id);
  g_free (self->lang);
  g_free (self->route_style);
  G_OBJECT_CLASS (schott_board_parent_class)->finalize (object);
}

static void
schott_board_class_init (SchottBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_board_dispose;
  object_class->finalize = schott_board_finalize;
  widget_class->snapshot = schott_board_snapshot;
  widget_class->css_changed = schott_board_css_changed;
  widget_class->system_setting_changed = schott_board_system_setting_changed;
  widget_class->measure = schott_board_measure;
  gtk_widget_class_set_css_name (widget_class, "schottboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
schott_board_init (SchottBoard *self)
{
  AdwAnimationTarget *target = adw_callback_animation_target_new (on_animation_value_cb,
                                                                  self, NULL);

  for (guint i = 0; i < N_PROBES; i++)
    {
      self->probes[i] = adw_bin_new ();
      gtk_widget_add_css_class (self->probes[i], probe_classes[i]);
      gtk_widget_set_visible (self->probes[i], FALSE);
      gtk_widget_set_parent (self->probes[i], GTK_WIDGET (self));
    }
  self->style_check = TRUE;
  self->animate = TRUE;
  g_queue_init (&self->moves);
  self->animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, 300, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_IN_OUT_CUBIC);
  g_signal_connect (self->animation, "done", G_CALLBACK (on_animation_done_cb), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Route"),
                                  -1);
}

GtkWidget *
schott_board_new (void)
{
  return g_object_new (SCHOTT_TYPE_BOARD, NULL);
}

void
schott_board_set_model (SchottBoard     *self,
                        SchottGameModel *model,
                        SchottContent   *content,
                        const char      *variant_id,
                        const char      *lang)
{
  g_return_if_fail (SCHOTT_IS_BOARD (self));

  if (self->model != NULL)
    {
      g_clear_signal_handler (&self->moved_id, self->model);
      g_clear_signal_handler (&self->changed_id, self->model);
      g_clear_object (&self->model);
    }
  if (self->animation != NULL)
    adw_animation_reset (self->animation);
  g_clear_pointer (&self->current, g_free);
  g_queue_clear_full (&self->moves, g_free);
  g_set_object (&self->content, content);
  g_free (self->variant_id);
  self->variant_id = g_strdup (variant_id);
  g_free (self->lang);
  self->lang = g_strdup (lang);
  self->route_cols = 0;   /* a new route takes the best shape afresh */
  g_clear_pointer (&self->route_node, gsk_render_node_unref);   /* not the last game's */
  drop_route_node (self);

  if (model != NULL)
    {
      self->model = g_object_ref (model);
      self->moved_id = g_signal_connect (model, "figure-moved",
                                         G_CALLBACK (on_figure_moved_cb), self);
      self->changed_id = g_signal_connect (model, "decision-changed",
                                           G_CALLBACK (on_decision_changed_cb), self);
      sync_positions (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
schott_board_set_animate (SchottBoard *self,
                          gboolean     animate)
{
  g_return_if_fail (SCHOTT_IS_BOARD (self));
  self->animate = !!animate;
  if (!self->animate && self->current != NULL)
    adw_animation_skip (self->animation);
}

gboolean
schott_board_is_busy (SchottBoard *self)
{
  g_return_val_if_fail (SCHOTT_IS_BOARD (self), FALSE);
  return self->current != NULL || !g_queue_is_empty (&self->moves);
}

gdouble
schott_board_get_shown_position (SchottBoard *self,
                                 guint        player)
{
  g_return_val_if_fail (SCHOTT_IS_BOARD (self), 0);
  g_return_val_if_fail (player < SCHOTT_MAX_PLAYERS, 0);
  return self->shown[player];
}
