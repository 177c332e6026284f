/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-row-view.c: a row of cards bound to a SchottPlayer; the cards in
 * the scoring prefix are highlighted, the header shows score and jokers. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-card-widget.h"
#include "schott-row-view.h"
#include "schott-strings.h"

struct _SchottRowView
{
  GtkWidget     parent_instance;

  SchottPlayer *player;
  SchottRowModel *row;
  gboolean      large;
  gboolean      interactive;
  gboolean      drop_enabled;
  gboolean      stacked;
  int           card_width;   /* the cards' size request, see set_card_size() */
  int           card_height;

  GtkWidget    *box;
  GtkWidget    *header;
  GtkWidget    *colour_dot;   /* a drawing area: the border is style.css's */
  GdkRGBA       dot_colour;
  GtkWidget    *name_label;
  GtkWidget    *status_label;
  GtkWidget    *cards_box;
  GPtrArray    *cards;      /* SchottCardWidget *, owned by cards_box */
  gulong        items_id;
  gulong        notify_id;
  gulong        row_notify_id;
};

enum {
  POSITION_ACTIVATED,
  CARD_DROPPED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SchottRowView, schott_row_view, GTK_TYPE_WIDGET)

static void add_card_controllers (SchottRowView *self, GtkWidget *card);

static void
refresh_header (SchottRowView *self)
{
  g_autoptr(GString) status = g_string_new (NULL);
  g_autofree char *name = NULL;
  guint jokers = 0, len = schott_row_model_get_length (self->row);
  GdkRGBA colour;

  for (guint i = 0; i < len; i++)
    if (schott_row_model_get_card (self->row, i) == SCHOTT_JOKER)
      jokers++;

  name = schott_player_display_name (self->player);
  gtk_label_set_text (GTK_LABEL (self->name_label), name);

  /* The figure's field right after the score: when a narrow small row
   * cuts the line short, the jokers and Fast Track go, not the field. */
  g_string_append_printf (status, _("Score %u"), schott_player_get_score (self->player));
  g_string_append (status, " · ");
  g_string_append_printf (status, _("Field %d"), schott_player_get_figure (self->player));
  if (jokers > 0)
    {
      g_string_append (status, " · ");
      g_string_append_printf (status, ngettext ("%u joker", "%u jokers", jokers), jokers);
    }
  if (schott_player_get_fast_track_active (self->player))
    {
      g_string_append (status, " · ");
      g_string_append (status, _("Fast Track ×2"));
    }
  gtk_label_set_text (GTK_LABEL (self->status_label), status->str);
  if (!self->large)
    {
      schott_widget_set_tooltip (self->status_label, status->str);
      schott_widget_set_tooltip (self->name_label, name);
    }
  schott_color_parse (schott_player_get_colour (self->player), &colour);
  if (!gdk_rgba_equal (&colour, &self->dot_colour))
    {
      self->dot_colour = colour;
      gtk_widget_queue_draw (self->colour_dot);
    }

  if (schott_player_get_is_active (self->player))
    gtk_widget_add_css_class (GTK_WIDGET (self), "active-row");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "active-row");
}

static void
apply_card_size (SchottRowView *self,
                 GtkWidget     *card)
{
  gtk_widget_set_size_request (card, self->card_width > 0 ? self->card_width : -1,
                               self->card_height > 0 ? self->card_height : -1);
}

static void
refresh_cards (SchottRowView *self)
{
  guint len = schott_row_model_get_length (self->row);
  guint prefix = schott_row_model_get_prefix (self->row);
  const char *owner = schott_player_get_name (self->player);

  while (self->cards->len > len)
    {
      GtkWidget *card = g_ptr_array_index (self->cards, self->cards->len - 1);
      gtk_box_remove (GTK_BOX (self->cards_box), card);
      g_ptr_array_remove_index (self->cards, self->cards->len - 1);
    }
  while (self->cards->len < len)
    {
      GtkWidget *card = schott_card_widget_new ();

      schott_card_widget_set_size (SCHOTT_CARD_WIDGET (card), self->large ? "large" : "compact");
      apply_card_size (self, card);
      add_card_controllers (self, card);
      gtk_box_append (GTK_BOX (self->cards_box), card);
      g_ptr_array_add (self->cards, card);
    }

  for (guint i = 0; i < len; i++)
    {
      SchottCardWidget *card = g_ptr_array_index (self->cards, i);
      SchottCard value = schott_row_model_get_card (self->row, i);
      g_autofree char *caption = g_strdup_printf ("%u", i + 1);
      g_autofree char *a11y = NULL;

      schott_card_widget_set_value (card, value);
      schott_card_widget_set_highlight (card, i < prefix);
      if (self->large)
        schott_card_widget_set_caption (card, caption);
      if (value == SCHOTT_JOKER)
        /* Translators: accessible name of a card: owner, position, value */
        a11y = g_strdup_printf (_("%s, position %u: joker%s"), owner, i + 1,
                                i < prefix ? _(", ascending") : "");
      else
        a11y = g_strdup_printf (_("%s, position %u: %u%s"), owner, i + 1, value,
                                i < prefix ? _(", ascending") : "");
      gtk_accessible_update_property (GTK_ACCESSIBLE (card),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                      -1);
      gtk_widget_set_can_target (GTK_WIDGET (card), self->interactive || self->drop_enabled);
      gtk_widget_set_focusable (GTK_WIDGET (card), self->interactive);
      if (self->interactive)
        gtk_widget_remove_css_class (GTK_WIDGET (card), "inert");
      else
        gtk_widget_add_css_class (GTK_WIDGET (card), "inert");
    }
  refresh_header (self);
}

static void
on_items_changed_cb (GListModel    *model,
                     guint          position,
                     guint          removed,
                     guint          added,
                     SchottRowView *self)
{
  refresh_cards (self);
}

static void
on_player_notify_cb (GObject       *object,
                     GParamSpec    *pspec,
                     SchottRowView *self)
{
  refresh_header (self);
}

static void
on_row_notify_cb (GObject       *object,
                  GParamSpec    *pspec,
                  SchottRowView *self)
{
  refresh_cards (self);
}

static void
on_card_clicked_cb (GtkButton     *button,
                    SchottRowView *self)
{
  guint pos;

  if (self->interactive && g_ptr_array_find (self->cards, button, &pos))
    g_signal_emit (self, signals[POSITION_ACTIVATED], 0, pos);
}

static gboolean
on_drop_cb (GtkDropTarget *target,
            const GValue  *value,
            double         x,
            double         y,
            SchottRowView *self)
{
  GtkWidget *card;
  gboolean handled = FALSE;
  guint pos;

  if (!self->drop_enabled || !G_VALUE_HOLDS_INT (value))
    return FALSE;
  card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  gtk_widget_remove_css_class (card, "drop-hover");
  if (!g_ptr_array_find (self->cards, card, &pos))
    return FALSE;
  /* A refused drop returns FALSE: GTK then springs the card back. */
  g_signal_emit (self, signals[CARD_DROPPED], 0, pos, g_value_get_int (value), &handled);
  return handled;
}

static GdkDragAction
on_drop_enter_cb (GtkDropTarget *target,
                  double         x,
                  double         y,
                  SchottRowView *self)
{
  GtkWidget *card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));

  if (!self->drop_enabled)
    return 0;
  gtk_widget_add_css_class (card, "drop-hover");
  return GDK_ACTION_MOVE;
}

static void
on_drop_leave_cb (GtkDropTarget *target,
                  SchottRowView *self)
{
  GtkWidget *card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  gtk_widget_remove_css_class (card, "drop-hover");
}

static void
add_card_controllers (SchottRowView *self,
                      GtkWidget     *card)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INT, GDK_ACTION_MOVE);

  g_signal_connect (target, "drop", G_CALLBACK (on_drop_cb), self);
  g_signal_connect (target, "enter", G_CALLBACK (on_drop_enter_cb), self);
  g_signal_connect (target, "leave", G_CALLBACK (on_drop_leave_cb), self);
  gtk_widget_add_controller (card, GTK_EVENT_CONTROLLER (target));
  g_signal_connect (card, "clicked", G_CALLBACK (on_card_clicked_cb), self);
}

static void
schott_row_view_dispose (GObject *object)
{
  SchottRowView *self = SCHOTT_ROW_VIEW (object);

  if (self->row != NULL)
    {
      g_clear_signal_handler (&self->items_id, self->row);
      g_clear_signal_handler (&self->row_notify_id, self->row);
    }
  if (self->player != NULL)
    g_clear_signal_handler (&self->notify_id, self->player);
  g_clear_object (&self->row);
  g_clear_object (&self->player);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  G_OBJECT_CLASS (schott_row_view_parent_class)->dispose (object);
}

static void
schott_row_view_class_init (SchottRowViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_row_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "schottrow");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  signals[POSITION_ACTIVATED] =
    g_signal_new ("position-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[CARD_DROPPED] =
    g_signal_new ("card-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 2, G_TYPE_UINT, G_TYPE_INT);
}

/* The player's colour inside the dot's border. */
static void
draw_colour_dot (GtkDrawingArea *area,
                 cairo_t        *cr,
                 int             width,
                 int             height,
                 gpointer        user_data)
{
  SchottRowView *self = user_data;

  gdk_cairo_set_source_rgba (cr, &self->dot_colour);
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
schott_row_view_init (SchottRowView *self)
{
  self->cards = g_ptr_array_new ();
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  self->colour_dot = gtk_drawing_area_new ();
  gtk_widget_add_css_class (self->colour_dot, "colour-dot");
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->colour_dot), draw_colour_dot, self, NULL);
  gtk_widget_set_valign (self->colour_dot, GTK_ALIGN_CENTER);
  self->name_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->name_label, "heading");
  gtk_label_set_ellipsize (GTK_LABEL (self->name_label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (self->name_label), 0);
  self->status_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->status_label, "dim-label");
  gtk_widget_add_css_class (self->status_label, "numeric");
  gtk_label_set_xalign (GTK_LABEL (self->status_label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->status_label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (self->header), self->colour_dot);
  gtk_box_append (GTK_BOX (self->header), self->name_label);
  gtk_box_append (GTK_BOX (self->header), self->status_label);
  gtk_box_append (GTK_BOX (self->box), self->header);

  self->cards_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_box_append (GTK_BOX (self->box), self->cards_box);
}

GtkWidget *
schott_row_view_new (SchottPlayer *player,
                     gboolean      large)
{
  SchottRowView *self;
  g_autofree char *label = NULL;

  g_return_val_if_fail (SCHOTT_IS_PLAYER (player), NULL);

  self = g_object_new (SCHOTT_TYPE_ROW_VIEW, NULL);
  self->player = g_object_ref (player);
  self->row = g_object_ref (schott_player_get_row (player));
  self->large = large;
  gtk_widget_add_css_class (GTK_WIDGET (self), large ? "large" : "compact");
  gtk_box_set_spacing (GTK_BOX (self->cards_box), large ? 4 : 3);
  if (large)
    gtk_widget_set_halign (self->cards_box, GTK_ALIGN_CENTER);
  else
    /* A small row beside the piles is narrow: the name and the status
     * each get a line of their own. Neither wraps: a wrapping label is
     * measured anew for every width its box tries, and four rows of
     * them made each turn's relayout cost more than a frame. */
    schott_row_view_set_stacked (self, TRUE);

  self->items_id = g_signal_connect (self->row, "items-changed",
                                     G_CALLBACK (on_items_changed_cb), self);
  self->row_notify_id = g_signal_connect (self->row, "notify::prefix",
                                          G_CALLBACK (on_row_notify_cb), self);
  self->notify_id = g_signal_connect (player, "notify",
                                      G_CALLBACK (on_player_notify_cb), self);
  refresh_cards (self);

  /* Translators: accessible name of a player's row */
  label = g_strdup_printf (_("Row of %s"), schott_player_get_name (player));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  return GTK_WIDGET (self);
}

SchottPlayer *
schott_row_view_get_player (SchottRowView *self)
{
  g_return_val_if_fail (SCHOTT_IS_ROW_VIEW (self), NULL);
  return self->player;
}

void
schott_row_view_set_interactive (SchottRowView *self,
                                 gboolean       interactive)
{
  g_return_if_fail (SCHOTT_IS_ROW_VIEW (self));
  if (self->interactive == !!interactive)
    return;
  self->interactive = !!interactive;
  refresh_cards (self);
}

void
schott_row_view_set_drop_enabled (SchottRowView *self,
                                  gboolean       enabled)
{
  g_return_if_fail (SCHOTT_IS_ROW_VIEW (self));
  if (self->drop_enabled == !!enabled)
    return;
  self->drop_enabled = !!enabled;
  refresh_cards (self);
}

void
schott_row_view_set_selected (SchottRowView *self,
                              gint           position,
                              gboolean       selected)
{
  g_return_if_fail (SCHOTT_IS_ROW_VIEW (self));
  if (position >= 0 && (guint) position < self->cards->len)
    schott_card_widget_set_selected (g_ptr_array_index (self->cards, position), selected);
}

void
schott_row_view_clear_selection (SchottRowView *self)
{
  g_return_if_fail (SCHOTT_IS_ROW_VIEW (self));
  for (guint i = 0; i < self->cards->len; i++)
    schott_card_widget_set_selected (g_ptr_array_index (self->cards, i), FALSE);
}

GtkWidget *
schott_row_view_get_card (SchottRowView *self,
                          guint          position)
{
  g_return_val_if_fail (SCHOTT_IS_ROW_VIEW (self), NULL);
  return position < self->cards->len ? g_ptr_array_index (self->cards, position) : NULL;
}

void
schott_row_view_focus_position (SchottRowView *self,
                                guint          position)
{
  g_return_if_fail (SCHOTT_IS_ROW_VIEW (self));
  if (position < self->cards->len)
    gtk_widget_grab_focus (g_ptr_array_index (self->cards, position));
}

void
schott_row_view_set_stacked (SchottRowView *self,
                             gboolean       stacked)
{
  g_return_if_fail (SCHOTT_IS_ROW_VIEW (self));
  if (self->stacked == !!stacked)
    return;
  self->stacked = !!stacked;
  g_object_ref (self->status_label);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (self->status_label)), self->status_label);
  if (stacked)
    gtk_box_insert_child_after (GTK_BOX (self->box), self->status_label, self->header);
  else
    gtk_box_append (GTK_BOX (self->header), self->status_label);
  g_object_unref (self->status_label);
}

void
schott_row_view_set_card_size (SchottRowView *self,
                               int            width,
                               int            height)
{
  g_return_if_fail (SCHOTT_IS_ROW_VIEW (self));
  if (self->card_width == width && self->card_height == height)
    return;
  self->card_width = width;
  self->card_height = height;
  for (guint i = 0; i < self->cards->len; i++)
    apply_card_size (self, g_ptr_array_index (self->cards, i));
}
