/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-board.c: the route as a road winding in lines through the
 * glassmaking places, from the Start's furnace over stepping stones and
 * location fields to the finish flag, with the figures as pawns; drawn with
 * schott-paint in the theme's colours. Figure moves are animated field by
 * field with an AdwTimedAnimation, which already honours
 * gtk-enable-animations. */
#include "config.h"

#include <math.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "schott-board-private.h"
#include "schott-paint.h"
#include "schott-strings.h"
#include "sw-style.h"

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

/* A location field in words: "Jena +2: field 5" (NULL for a plain field). */
static char *
field_text (SchottBoard *self,
            guint        field)
{
  gint value = schott_game_model_get_field_value (self->model, field);
  const char *place = NULL;
  g_autofree char *what = NULL;

  if (value == 0)
    return NULL;
  if (self->content != NULL)
    place = schott_content_place_name (self->content, self->variant_id, field, self->lang);
  what = g_strdup_printf ("%s%s%s%d", place != NULL ? place : "", place != NULL ? " " : "",
                          value > 0 ? "+" : "\u2212", ABS (value));
  /* the place, its value and its field number */
  return g_strdup_printf (_("%s: field %d"), what, (gint) field);
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
  /* the places, whose names the board may have had no room to write */
  for (guint f = 1; f < schott_game_model_get_route_length (self->model); f++)
    {
      g_autofree char *place = field_text (self, f);

      if (place != NULL)
        {
          g_string_append_c (text, ' ');
          g_string_append (text, place);
          g_string_append_c (text, '.');
        }
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
      /* the last figure stands: the next computer may move */
      if (self->holds_model)
        {
          self->holds_model = FALSE;
          schott_game_model_release (self->model);
        }
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
  /* the computers wait until the figure has arrived (released above) */
  if (!self->holds_model)
    {
      self->holds_model = TRUE;
      schott_game_model_hold (self->model);
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
  schott_board_layout_route (schott_game_model_get_route_length (self->model) + 1, width, height,
                             self->route_cols, &cols, &cell_w, &cell_h);
  if (route_needs_painting (self, width, height, scale, cols))
    schott_board_start_route_painting (self, &colours, width, height, scale, cols, cell_w, cell_h,
                                       schott_board_field_radius (cell_w, cell_h));
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

  schott_board_layout_route (n_fields, width, height, self->route_cols, &cols, &cell_w, &cell_h);
  self->route_cols = cols;
  radius = schott_board_field_radius (cell_w, cell_h);

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

  /* The figures, as pawns: players sharing a field (start and finish)
   * stand fanned out, the back row first so that every head shows. */
  {
    guint order[SCHOTT_MAX_PLAYERS];
    double px[SCHOTT_MAX_PLAYERS], py[SCHOTT_MAX_PLAYERS], ph[SCHOTT_MAX_PLAYERS];
    guint shown_players = MIN (n_players, SCHOTT_MAX_PLAYERS);
    g_autoptr(PangoLayout) layout = NULL;

    for (guint p = 0; p < shown_players; p++)
      {
        guint same = 0, index = 0;
        double dx, dy;

        for (guint q = 0; q < shown_players; q++)
          if (fabs (self->shown[q] - self->shown[p]) < 0.5)
            {
              if (q < p)
                index++;
              same++;
            }
        schott_board_position_point (self->shown[p], n_fields, cols, cell_w, cell_h, &px[p], &py[p]);
        /* never smaller than a fingertip's worth, even on a phone's route */
        ph[p] = MAX (radius * (same > 2 ? 1.65 : same > 1 ? 1.9 : 2.3), same > 2 ? 15.0 : 17.0);
        if (self->shown[p] < 0.5)
          {
            /* in front of the Start's furnace */
            px[p] += radius * 0.35;
            py[p] += radius * 0.2;
          }
        schott_paint_pawn_fan (index, same, &dx, &dy);
        px[p] += dx * ph[p];
        py[p] += radius * 0.55 + dy * ph[p];
        order[p] = p;
      }
    /* back (higher) pawns first */
    for (guint i = 1; i < shown_players; i++)
      for (guint j = i; j > 0 && py[order[j - 1]] > py[order[j]]; j--)
        {
          guint t = order[j];
          order[j] = order[j - 1];
          order[j - 1] = t;
        }

    for (guint i = 0; i < shown_players; i++)
      {
        guint p = order[i];
        SchottPlayer *player = schott_game_model_get_player (self->model, p);
        GdkRGBA colour;
        double h = ph[p];

        schott_color_parse (schott_player_get_colour (player), &colour);
        cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (px[p] - h * 0.5, py[p] - h * 1.05,
                                                                       h, h * 1.2));
        if ((gint) p == active)
          {
            /* the player to move stands in a ring of the accent colour */
            cairo_save (cr);
            cairo_translate (cr, px[p], py[p]);
            cairo_scale (cr, h * 0.46, h * 0.13);
            cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
            cairo_restore (cr);
            gdk_cairo_set_source_rgba (cr, &colours.accent);
            cairo_set_line_width (cr, 2.5);
            cairo_stroke (cr);
          }
        schott_paint_pawn (cr, &colour, &colours.fg, px[p], py[p], h, FALSE);
        if (h >= 40)
          {
            /* the name's initial, or the seat number when initials repeat
             * ("Player 1", "Player 2"), on the pawn's body */
            char initial[8] = { 0 };
            const char *name = schott_player_get_name (player);
            const char *next = g_utf8_next_char (name);
            GdkRGBA white = { 1, 1, 1, 1 };
            GdkRGBA black = { 0, 0, 0, 1 };
            double lum = 0.3 * colour.red + 0.59 * colour.green + 0.11 * colour.blue;
            gboolean shared = FALSE;

            for (guint q = 0; q < n_players; q++)
              if (q != p && g_utf8_get_char (schott_player_get_name (schott_game_model_get_player (self->model, q)))
                            == g_utf8_get_char (name))
                shared = TRUE;
            if (shared)
              g_snprintf (initial, sizeof initial, "%u", p + 1);
            else
              memcpy (initial, name, MIN ((gsize) (next - name), sizeof initial - 1));
            if (layout == NULL)
              layout = gtk_widget_create_pango_layout (widget, NULL);
            schott_board_draw_text (cr, layout, width, initial, px[p], py[p] - h * 0.27, h * 0.22, TRUE,
                                    lum > 0.6 ? &black : &white);
          }
        cairo_destroy (cr);
      }
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

/* The field under the pointer in words, above all the place names the
 * board had no room for. */
static gboolean
schott_board_query_tooltip (GtkWidget  *widget,
                            int         x,
                            int         y,
                            gboolean    keyboard,
                            GtkTooltip *tooltip)
{
  SchottBoard *self = SCHOTT_BOARD (widget);
  guint n_fields, cols, best;
  double cell_w, cell_h, radius, best_d;
  g_autofree char *text = NULL;

  if (self->model == NULL || keyboard || schott_game_model_get_route_length (self->model) == 0)
    return FALSE;
  n_fields = schott_game_model_get_route_length (self->model) + 1;
  schott_board_layout_route (n_fields, gtk_widget_get_width (widget), gtk_widget_get_height (widget),
                             self->route_cols, &cols, &cell_w, &cell_h);
  radius = schott_board_field_radius (cell_w, cell_h);
  best = schott_board_field_at (n_fields, cols, cell_w, cell_h, x, y, &best_d);
  if (best_d > radius * 1.6)
    return FALSE;
  if (best == 0)
    text = g_strdup (C_("route", "Start"));
  else if (best + 1 == n_fields)
    text = g_strdup (C_("route", "Finish"));
  else if ((text = field_text (self, best)) == NULL)
    text = g_strdup_printf (_("Field %d"), (gint) best);
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
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
  widget_class->query_tooltip = schott_board_query_tooltip;
  gtk_widget_class_set_css_name (widget_class, "schottboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
schott_board_init (SchottBoard *self)
{
  AdwAnimationTarget *target = adw_callback_animation_target_new (on_animation_value_cb,
                                                                  self, NULL);

  for (guint i = 0; i < N_PROBES; i++)
    self->probes[i] = sw_style_probe_new (GTK_WIDGET (self), "widget", probe_classes[i]);
  self->style_check = TRUE;
  self->animate = TRUE;
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_queue_init (&self->moves);
  self->animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, 300, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_IN_OUT_CUBIC);
  g_signal_connect (self->animation, "done", G_CALLBACK (on_animation_done_cb), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Route"),
                                  -1);
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
      if (self->holds_model)
        schott_game_model_release (self->model);
      self->holds_model = FALSE;
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

