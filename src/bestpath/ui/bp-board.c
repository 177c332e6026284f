/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-board.c: a player's Best Path board, drawn with GtkSnapshot. */
#include "config.h"

#include <math.h>
#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "bp-board.h"
#include "bp-drawing.h"
#include "sw-style.h"

/* A field: a transparent button shaped as its hexagon. Drawing is the
 * board's; the button gives clicks, focus and an accessible object. */
#define BP_TYPE_FIELD_BUTTON (bp_field_button_get_type ())
G_DECLARE_FINAL_TYPE (BpFieldButton, bp_field_button, BP, FIELD_BUTTON, GtkButton)

struct _BpFieldButton
{
  GtkButton parent_instance;
  guint     field;
};

G_DEFINE_FINAL_TYPE (BpFieldButton, bp_field_button, GTK_TYPE_BUTTON)

struct _BpBoard
{
  GtkWidget    parent_instance;

  BpGameModel *model;
  gulong       changed_id;
  int          player;         /* -1: the person drawing */
  int          shown;          /* the player drawn now */

  GtkWidget   *buttons[BP_N_FIELDS];
  GtkWidget   *accent_probe;
  BpBoardGeometry geometry;

  int          drag_last;      /* field under the pointer while dragging */
  int          natural_size;
  gboolean     coordinates;    /* row letters and place numbers around it */
};

G_DEFINE_FINAL_TYPE (BpBoard, bp_board, GTK_TYPE_WIDGET)

/* Six directions for the keyboard cursor, in unit steps. */
typedef enum { DIR_E, DIR_W, DIR_NW, DIR_NE, DIR_SW, DIR_SE } Direction;

static gboolean
point_in_hex (double dx,
              double dy,
              double r)
{
  dx = fabs (dx);
  dy = fabs (dy);
  return dx <= r * BP_SQRT3 / 2 && dy + dx / BP_SQRT3 <= r;
}

static gboolean
bp_field_button_contains (GtkWidget *widget,
                          double     x,
                          double     y)
{
  int w = gtk_widget_get_width (widget);
  int h = gtk_widget_get_height (widget);

  return point_in_hex (x - w / 2.0, y - h / 2.0, h / 2.0);
}

static void
bp_field_button_class_init (BpFieldButtonClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->contains = bp_field_button_contains;
}

static void
bp_field_button_init (BpFieldButton *self)
{
  gtk_widget_add_css_class (GTK_WIDGET (self), "bp-field");
}

static gboolean
mask_has (guint64 mask,
          guint   field)
{
  return (mask & (G_GUINT64_CONSTANT (1) << field)) != 0;
}

static const BpGame *
game_of (BpBoard *self)
{
  return self->model != NULL && bp_game_model_has_game (self->model)
         ? bp_game_model_get_game (self->model) : NULL;
}

/* Whether the board shows the person drawing now (then the draft and the
 * legal fields are drawn). */
static gboolean
shows_drawing (BpBoard *self)
{
  return self->model != NULL && self->player < 0 && self->shown >= 0
         && self->shown == bp_game_model_get_current (self->model);
}

static void
centre (BpBoard *self,
        guint    field,
        float   *x,
        float   *y)
{
  bp_field_centre (&self->geometry, field, x, y);
}

static int
field_at (BpBoard *self,
          double   x,
          double   y)
{
  for (guint f = 0; f < BP_N_FIELDS; f++)
    {
      float cx, cy;

      centre (self, f, &cx, &cy);
      if (point_in_hex (x - cx, y - cy, self->geometry.r))
        return (int) f;
    }
  return -1;
}

static int
neighbour_in (guint     field,
              Direction dir)
{
  static const float dx[6] = { BP_SQRT3, -BP_SQRT3, -BP_SQRT3 / 2, BP_SQRT3 / 2, -BP_SQRT3 / 2, BP_SQRT3 / 2 };
  static const float dy[6] = { 0, 0, -1.5f, -1.5f, 1.5f, 1.5f };
  float tx, ty;

  bp_field_centre (NULL, field, &tx, &ty);
  tx += dx[dir];
  ty += dy[dir];
  for (guint f = 0; f < BP_N_FIELDS; f++)
    {
      float x, y;

      bp_field_centre (NULL, f, &x, &y);
      if (fabsf (x - tx) < 0.1f && fabsf (y - ty) < 0.1f)
        return (int) f;
    }
  return -1;
}

static int
focused_field (BpBoard *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* The window's focus, even while the window itself is not active. */
  for (guint f = 0; f < BP_N_FIELDS; f++)
    if (focus == self->buttons[f])
      return (int) f;
  return -1;
}

static void
update_accessible (BpBoard *self)
{
  const BpGame *game = game_of (self);
  guint64 next = 0, draft_mask = 0, hint_mask = 0;
  const BpLine *line = NULL;
  guint start = BP_NO_FIELD;
  guint draft_end = BP_NO_FIELD;

  if (game == NULL || self->shown < 0)
    return;

  line = &game->players[self->shown].line;
  start = bp_board_start (game->players[self->shown].board);
  if (shows_drawing (self))
    {
      const BpExtension *draft = bp_game_model_get_draft (self->model);
      const BpExtension *hint = bp_game_model_get_hint (self->model, NULL);

      next = bp_game_model_get_next_fields (self->model);
      for (guint i = 0; i < draft->n_cells; i++)
        draft_mask |= G_GUINT64_CONSTANT (1) << draft->cells[i];
      if (hint != NULL)
        for (guint i = 0; i < hint->n_cells; i++)
          hint_mask |= G_GUINT64_CONSTANT (1) << hint->cells[i];
      draft_end = bp_game_model_get_draft_end (self->model);
    }

  for (guint f = 0; f < BP_N_FIELDS; f++)
    {
      const char *parts[12];
      g_autofree char *number_text = NULL;
      g_autofree char *label = NULL;
      guint number = bp_field_number (f);
      guint n = 0;

      parts[n++] = bp_field_name (f);
      parts[n++] = bp_colour_label (bp_field_colour (f));
      if (number != 0)
        /* Translators: part of a field's accessible name: "D5, grey, number 7" */
        parts[n++] = number_text = g_strdup_printf (_("number %u"), number);
      if (f == start)
        parts[n++] = _("start");
      if (mask_has (line->mask, f))
        parts[n++] = _("on your line");
      if (bp_line_is_end (line, f))
        parts[n++] = f == draft_end ? _("end, drawing from here") : _("end");
      if (mask_has (draft_mask, f))
        parts[n++] = _("in your drawing");
      if (mask_has (next, f))
        parts[n++] = _("can be added");
      if (mask_has (hint_mask, f))
        parts[n++] = _("hinted");
      parts[n] = NULL;
      label = g_strjoinv (", ", (char **) parts);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->buttons[f]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }
}

static void
refresh (BpBoard *self)
{
  int shown = self->player;

  if (shown < 0 && self->model != NULL)
    {
      int current = bp_game_model_get_current (self->model);

      shown = current >= 0 ? current : self->shown;
      if (shown < 0 || (guint) shown >= bp_game_model_get_n_players (self->model))
        shown = 0;
    }
  self->shown = shown;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_model_changed_cb (BpGameModel *model,
                     BpBoard     *self)
{
  refresh (self);
}

static void
on_field_clicked_cb (GtkButton *button,
                     BpBoard   *self)
{
  BpFieldButton *field = BP_FIELD_BUTTON (button);

  /* A field that cannot be added: say so, as a bell (the field is not
   * ringed, and its accessible state says "can be added" only if it can). */
  if (self->model != NULL && shows_drawing (self)
      && !bp_game_model_activate_field (self->model, field->field))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
on_field_focus_cb (GtkWidget  *button,
                   GParamSpec *pspec,
                   BpBoard    *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_begin_cb (GtkGestureDrag *gesture,
                  double          x,
                  double          y,
                  BpBoard        *self)
{
  self->drag_last = field_at (self, x, y);
}

static void
on_drag_update_cb (GtkGestureDrag *gesture,
                   double          dx,
                   double          dy,
                   BpBoard        *self)
{
  double sx, sy;
  int field;

  if (!shows_drawing (self))
    return;
  gtk_gesture_drag_get_start_point (gesture, &sx, &sy);
  field = field_at (self, sx + dx, sy + dy);
  if (field < 0 || field == self->drag_last)
    return;

  /* The field where the drag began counts too: an end picks that end, a
   * legal field is the first one drawn. */
  if (gtk_gesture_get_sequence_state (GTK_GESTURE (gesture),
                                      gtk_gesture_single_get_current_sequence (GTK_GESTURE_SINGLE (gesture)))
      != GTK_EVENT_SEQUENCE_CLAIMED)
    {
      if (self->drag_last >= 0)
        {
          const BpExtension *draft = bp_game_model_get_draft (self->model);
          gboolean is_last = draft->n_cells > 0 && draft->cells[draft->n_cells - 1] == self->drag_last;

          if (!is_last)
            bp_game_model_activate_field (self->model, (guint) self->drag_last);
        }
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
    }
  self->drag_last = field;
  if (mask_has (bp_game_model_get_next_fields (self->model), (guint) field))
    bp_game_model_draft_add (self->model, (guint) field);
}

static void
move_cursor (BpBoard   *self,
             Direction  dir,
             Direction  fallback)
{
  int field = focused_field (self);
  int next;

  if (field < 0)
    {
      const BpGame *game = game_of (self);

      field = game != NULL && self->shown >= 0 ? (int) bp_game_model_get_draft_end (self->model) : 30;
      if (field < 0 || field >= BP_N_FIELDS)
        field = 30;
      gtk_widget_grab_focus (self->buttons[field]);
      return;
    }
  next = neighbour_in ((guint) field, dir);
  if (next < 0)
    next = neighbour_in ((guint) field, fallback);
  if (next >= 0)
    gtk_widget_grab_focus (self->buttons[next]);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static gboolean
cursor_cb (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  int dir, fallback;

  g_variant_get (args, "(ii)", &dir, &fallback);
  move_cursor (BP_BOARD (widget), (Direction) dir, (Direction) fallback);
  return TRUE;
}

static void
take_back_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BpBoard *self = BP_BOARD (widget);

  if (self->model != NULL && shows_drawing (self) && !bp_game_model_take_back (self->model))
    gtk_widget_error_bell (widget);
}

static void
switch_end_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BpBoard *self = BP_BOARD (widget);

  if (self->model != NULL && shows_drawing (self))
    {
      bp_game_model_switch_end (self->model);
      gtk_widget_grab_focus (self->buttons[bp_game_model_get_draft_end (self->model)]);
    }
}

/* The theme's accent (the user's choice where libadwaita offers one), read
 * from a hidden child styled ".accent". */
static void
accent_colour (BpBoard *self,
               GdkRGBA *rgba)
{
  gtk_widget_get_color (self->accent_probe, rgba);
}

static void
bp_board_snapshot (GtkWidget   *widget,
                   GtkSnapshot *snapshot)
{
  BpBoard *self = BP_BOARD (widget);
  const BpGame *game = game_of (self);
  gboolean dark = sw_style_is_dark ();
  gboolean drawing = shows_drawing (self);
  guint64 next = 0, draft_mask = 0;
  const BpExtension *draft = NULL;
  const BpExtension *hint = NULL;
  const BpLine *line = NULL;
  guint start = BP_NO_FIELD;
  int cursor = focused_field (self);
  GdkRGBA fg, accent, edge;
  float r = self->geometry.r;

  if (r <= 0)
    return;

  gtk_widget_get_color (widget, &fg);
  accent_colour (self, &accent);
  bp_edge_rgba (dark, &edge);

  if (game != NULL && self->shown >= 0)
    {
      line = &game->players[self->shown].line;
      start = bp_board_start (game->players[self->shown].board);
      if (drawing)
        {
          draft = bp_game_model_get_draft (self->model);
          hint = bp_game_model_get_hint (self->model, NULL);
          next = bp_game_model_get_next_fields (self->model);
          for (guint i = 0; i < draft->n_cells; i++)
            draft_mask |= G_GUINT64_CONSTANT (1) << draft->cells[i];
        }
    }

  for (guint f = 0; f < BP_N_FIELDS; f++)
    {
      /* While drawing, fields that cannot be added step back. */
      gboolean back = drawing && next != 0 && !mask_has (next, f) && !mask_has (draft_mask, f)
                      && !(line != NULL && mask_has (line->mask, f));
      float cx, cy;

      centre (self, f, &cx, &cy);
      bp_draw_field (snapshot, &self->geometry, f, dark, &edge, back ? 0.45f : 1.0f, 1.0f);

      if (f == start)
        {
          g_autoptr(GskPath) ring = bp_circle_path (cx, cy, r * 0.62f);

          bp_stroke_path (snapshot, ring, &fg, MAX (1.5f, r * 0.08f));
        }

      if (mask_has (next, f))
        {
          g_autoptr(GskPath) inner = bp_hex_path (cx, cy, r * 0.82f);

          bp_stroke_path (snapshot, inner, &accent, MAX (2.0f, r * 0.14f));
        }
    }

  if (line != NULL && line->length > 1)
    bp_draw_line (snapshot, &self->geometry, line->fields, line->length, BP_NO_FIELD, &fg, 0.15f, &edge, 0.26f);

  if (hint != NULL && hint->n_cells > 0)
    {
      g_autoptr(GskPath) path = bp_fields_path (&self->geometry, hint->cells, hint->n_cells, hint->from);
      GskStroke *stroke = gsk_stroke_new (r * 0.14f);
      float dash[2] = { r * 0.2f, r * 0.25f };
      GdkRGBA hint_ink = fg;

      hint_ink.alpha = 0.75f;
      gsk_stroke_set_line_cap (stroke, GSK_LINE_CAP_ROUND);
      gsk_stroke_set_dash (stroke, dash, 2);
      gtk_snapshot_append_stroke (snapshot, path, stroke, &hint_ink);
      gsk_stroke_free (stroke);
    }

  if (draft != NULL && draft->n_cells > 0)
    bp_draw_line (snapshot, &self->geometry, draft->cells, draft->n_cells, draft->from, &accent, 0.2f, &edge, 0.32f);

  /* The lines go under the symbols of the fields they pass: a symbol is
   * how a colour-blind player tells the field's colour. */
  if (line != NULL)
    {
      guint64 crossed = line->mask | draft_mask;

      if (hint != NULL)
        for (guint i = 0; i < hint->n_cells; i++)
          crossed |= G_GUINT64_CONSTANT (1) << hint->cells[i];
      if (draft != NULL && draft->n_cells > 0 && draft->from != BP_NO_FIELD)
        crossed |= G_GUINT64_CONSTANT (1) << draft->from;
      for (guint f = 0; f < BP_N_FIELDS; f++)
        if (mask_has (crossed, f))
          bp_draw_field_symbol (snapshot, &self->geometry, f, dark, 1.0f);
    }

  if (self->coordinates)
    {
      BpBoardLabel labels[BP_N_BOARD_LABELS];
      guint n = bp_board_labels (&self->geometry, labels);
      GdkRGBA ink = fg;

      /* the theme's text colour, a little dimmed: readable in light and
       * dark, quieter than the board */
      ink.alpha *= 0.75f;
      for (guint i = 0; i < n; i++)
        bp_draw_text (widget, snapshot, labels[i].text, labels[i].x, labels[i].y,
                      MIN (r * BP_LABEL_SIZE, BP_LABEL_MAX_PX), &ink);
    }

  /* Numbers above the line, on a disc of their field's colour, so the line
   * never hides them; "½" under a number now worth half. */
  for (guint v = 2; v <= BP_MAX_NUMBER; v++)
    {
      guint f = bp_number_field (v);

      bp_draw_number (widget, snapshot, &self->geometry, v, dark,
                      line != NULL && mask_has (line->mask, f) ? &fg : NULL);
      if (game != NULL && self->shown >= 0 && v > 2
          && bp_game_model_number_worth (self->model, (guint) self->shown, v) == bp_half ((int) v))
        {
          GdkRGBA ink;
          float cx, cy;

          centre (self, f, &cx, &cy);
          bp_symbol_ink (bp_field_colour (f), dark, &ink);
          bp_draw_text (widget, snapshot, "½", cx, cy + r * 0.66f, r * 0.3f, &ink);
        }
    }

  /* Both ends: a dot; the end being drawn from: a ring in the accent. */
  if (line != NULL)
    {
      guint ends[2] = { line->fields[0], line->fields[line->length - 1] };
      guint draw_end = drawing ? bp_game_model_get_draft_end (self->model) : BP_NO_FIELD;

      for (guint i = 0; i < 2; i++)
        {
          bp_draw_line_end (snapshot, &self->geometry, ends[i], &fg, &edge);
          if (ends[i] == draw_end)
            {
              g_autoptr(GskPath) ring = NULL;
              float cx, cy;

              centre (self, ends[i], &cx, &cy);
              ring = bp_circle_path (cx, cy, r * 0.7f);

              bp_stroke_path (snapshot, ring, &accent, MAX (2.0f, r * 0.12f));
            }
        }
    }

  if (cursor >= 0 && GTK_IS_WINDOW (gtk_widget_get_root (widget))
      && gtk_window_get_focus_visible (GTK_WINDOW (gtk_widget_get_root (widget))))
    {
      g_autoptr(GskPath) hex = NULL;
      float cx, cy;

      centre (self, (guint) cursor, &cx, &cy);
      hex = bp_hex_path (cx, cy, r * 1.0f);
      bp_stroke_path (snapshot, hex, &edge, MAX (4.0f, r * 0.2f));
      bp_stroke_path (snapshot, hex, &fg, MAX (2.0f, r * 0.1f));
    }
}

static void
bp_board_measure (GtkWidget      *widget,
                  GtkOrientation  orientation,
                  int             for_size,
                  int            *minimum,
                  int            *natural,
                  int            *minimum_baseline,
                  int            *natural_baseline)
{
  for (guint f = 0; f < BP_N_FIELDS; f++)
    {
      int m, n;

      gtk_widget_measure (BP_BOARD (widget)->buttons[f], orientation, -1, &m, &n, NULL, NULL);
    }
  *minimum = MIN (260, BP_BOARD (widget)->natural_size);
  *natural = BP_BOARD (widget)->natural_size;
}

static void
bp_board_size_allocate (GtkWidget *widget,
                        int        width,
                        int        height,
                        int        baseline)
{
  BpBoard *self = BP_BOARD (widget);
  float pad = 4;

  if (self->coordinates)
    bp_board_geometry_fit_labelled (&self->geometry, width, height, pad);
  else
    bp_board_geometry_fit (&self->geometry, width, height, pad);

  for (guint f = 0; f < BP_N_FIELDS; f++)
    {
      float cx, cy;
      int w = (int) floorf (self->geometry.r * BP_SQRT3);
      int h = (int) floorf (self->geometry.r * 2);

      centre (self, f, &cx, &cy);
      gtk_widget_size_allocate (self->buttons[f],
                                &(GtkAllocation) { (int) roundf (cx - w / 2.0f), (int) roundf (cy - h / 2.0f), w, h },
                                -1);
    }
}

static void
on_root_focus_cb (GtkRoot    *root,
                  GParamSpec *pspec,
                  BpBoard    *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
bp_board_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (bp_board_parent_class)->root (widget);
  g_signal_connect_object (gtk_widget_get_root (widget), "notify::focus-widget",
                           G_CALLBACK (on_root_focus_cb), widget, 0);
  g_signal_connect_object (gtk_widget_get_root (widget), "notify::focus-visible",
                           G_CALLBACK (on_root_focus_cb), widget, 0);
}

static void
bp_board_unroot (GtkWidget *widget)
{
  g_signal_handlers_disconnect_by_func (gtk_widget_get_root (widget), on_root_focus_cb, widget);
  GTK_WIDGET_CLASS (bp_board_parent_class)->unroot (widget);
}

static void
bp_board_dispose (GObject *object)
{
  BpBoard *self = BP_BOARD (object);

  bp_board_set_model (self, NULL);
  for (guint f = 0; f < BP_N_FIELDS; f++)
    g_clear_pointer (&self->buttons[f], gtk_widget_unparent);
  g_clear_pointer (&self->accent_probe, gtk_widget_unparent);

  G_OBJECT_CLASS (bp_board_parent_class)->dispose (object);
}

static void
add_cursor_binding (GtkWidgetClass  *widget_class,
                    guint            keyval,
                    GdkModifierType  mods,
                    Direction        dir,
                    Direction        fallback)
{
  gtk_widget_class_add_binding (widget_class, keyval, mods, cursor_cb, "(ii)", dir, fallback);
}

static void
bp_board_class_init (BpBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bp_board_dispose;
  widget_class->snapshot = bp_board_snapshot;
  widget_class->measure = bp_board_measure;
  widget_class->size_allocate = bp_board_size_allocate;
  widget_class->root = bp_board_root;
  widget_class->unroot = bp_board_unroot;

  gtk_widget_class_install_action (widget_class, "board.take-back", NULL, take_back_action);
  gtk_widget_class_install_action (widget_class, "board.switch-end", NULL, switch_end_action);

  /* Six directions on a hex grid: ←/→ along the row; ↑/↓ up or down to the
   * left, with Shift to the right. */
  add_cursor_binding (widget_class, GDK_KEY_Left, 0, DIR_W, DIR_W);
  add_cursor_binding (widget_class, GDK_KEY_Right, 0, DIR_E, DIR_E);
  add_cursor_binding (widget_class, GDK_KEY_Up, 0, DIR_NW, DIR_NE);
  add_cursor_binding (widget_class, GDK_KEY_Up, GDK_SHIFT_MASK, DIR_NE, DIR_NW);
  add_cursor_binding (widget_class, GDK_KEY_Down, 0, DIR_SW, DIR_SE);
  add_cursor_binding (widget_class, GDK_KEY_Down, GDK_SHIFT_MASK, DIR_SE, DIR_SW);
  add_cursor_binding (widget_class, GDK_KEY_KP_Left, 0, DIR_W, DIR_W);
  add_cursor_binding (widget_class, GDK_KEY_KP_Right, 0, DIR_E, DIR_E);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "board.take-back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, 0, "board.switch-end", NULL);

  gtk_widget_class_set_css_name (widget_class, "bp-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bp_board_init (BpBoard *self)
{
  GtkGesture *drag;

  self->player = -1;
  self->shown = -1;
  self->drag_last = -1;
  self->natural_size = 560;
  self->coordinates = TRUE;

  for (guint f = 0; f < BP_N_FIELDS; f++)
    {
      BpFieldButton *button = g_object_new (BP_TYPE_FIELD_BUTTON, NULL);

      button->field = f;
      self->buttons[f] = GTK_WIDGET (button);
      gtk_widget_set_parent (self->buttons[f], GTK_WIDGET (self));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, bp_field_name (f),
                                      -1);
      g_signal_connect (button, "clicked", G_CALLBACK (on_field_clicked_cb), self);
      g_signal_connect (button, "notify::has-focus", G_CALLBACK (on_field_focus_cb), self);
    }

  self->accent_probe = sw_style_probe_new (GTK_WIDGET (self), "label", "accent");

  drag = gtk_gesture_drag_new ();
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (drag), GTK_PHASE_CAPTURE);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  /* Board name for screen readers. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);
}

GtkWidget *
bp_board_new (void)
{
  return g_object_new (BP_TYPE_BOARD, NULL);
}

void
bp_board_set_model (BpBoard     *self,
                    BpGameModel *model)
{
  g_return_if_fail (BP_IS_BOARD (self));
  g_return_if_fail (model == NULL || BP_IS_GAME_MODEL (model));

  if (self->model == model)
    return;
  if (self->model != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->model);
      g_clear_object (&self->model);
    }
  if (model != NULL)
    {
      self->model = g_object_ref (model);
      self->changed_id = g_signal_connect (model, "changed", G_CALLBACK (on_model_changed_cb), self);
    }
  refresh (self);
}

void
bp_board_set_player (BpBoard *self,
                     int      player)
{
  g_return_if_fail (BP_IS_BOARD (self));
  self->player = player;
  refresh (self);
}

GtkWidget *
bp_board_get_field_button (BpBoard *self,
                           guint    field)
{
  g_return_val_if_fail (BP_IS_BOARD (self), NULL);
  g_return_val_if_fail (field < BP_N_FIELDS, NULL);
  return self->buttons[field];
}

void
bp_board_focus_field (BpBoard *self,
                      guint    field)
{
  g_return_if_fail (BP_IS_BOARD (self));
  g_return_if_fail (field < BP_N_FIELDS);
  gtk_widget_grab_focus (self->buttons[field]);
}

/* Small boards (the round's announcement) ask for less room. */
void
bp_board_set_natural_size (BpBoard *self,
                           int      size)
{
  g_return_if_fail (BP_IS_BOARD (self));
  self->natural_size = size;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

gboolean
bp_board_has_cursor (BpBoard *self)
{
  g_return_val_if_fail (BP_IS_BOARD (self), FALSE);
  return focused_field (self) >= 0;
}

/* The round's and the end's small boards leave them out: too small to
 * read, and nothing there names a field. */
void
bp_board_set_show_coordinates (BpBoard  *self,
                               gboolean  show)
{
  g_return_if_fail (BP_IS_BOARD (self));
  if (self->coordinates == !!show)
    return;
  self->coordinates = !!show;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

gboolean
bp_board_get_show_coordinates (BpBoard *self)
{
  g_return_val_if_fail (BP_IS_BOARD (self), FALSE);
  return self->coordinates;
}

void
bp_board_get_geometry (BpBoard         *self,
                       BpBoardGeometry *geometry)
{
  g_return_if_fail (BP_IS_BOARD (self));
  g_return_if_fail (geometry != NULL);
  *geometry = self->geometry;
}
