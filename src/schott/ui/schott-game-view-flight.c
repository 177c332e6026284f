/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-view-flight.c: a computer's exchanged card flies from its
 * pile to its place in the row, drawn in the view's own snapshot. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-game-view-private.h"

void
_schott_game_view_end_flight (SchottGameView *self)
{
  if (self->flight_target != NULL)
    {
      gtk_widget_set_opacity (self->flight_target, 1.0);
      g_object_remove_weak_pointer (G_OBJECT (self->flight_target), (gpointer *) &self->flight_target);
      self->flight_target = NULL;
    }
  g_clear_object (&self->flight_card);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_flight_value_cb (double          value,
                    SchottGameView *self)
{
  self->flight_progress = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_flight_done_cb (AdwAnimation   *animation,
                   SchottGameView *self)
{
  _schott_game_view_end_flight (self);
  _schott_game_view_flight_landed (self);
}

/* The card widget showing position pos of player's row, as seen now. */
static GtkWidget *
visible_row_card (SchottGameView *self,
                  gint            player,
                  gint            pos)
{
  SchottRowView *large = schott_own_row_peek_shown (self->own_row, player);
  GtkWidget *card = NULL;

  if (large != NULL)
    card = schott_row_view_get_card (large, pos);
  if ((card == NULL || !gtk_widget_get_mapped (card))
      && player >= 0 && (guint) player < self->compact_rows->len)
    card = schott_row_view_get_card (g_ptr_array_index (self->compact_rows, player), pos);
  return card != NULL && gtk_widget_get_mapped (card) ? card : NULL;
}

/* A computer exchanged: its card flies from the pile it took it from to
 * its place in the row (the place is hidden until it lands). Only a
 * picture of the card moves, redrawn in this widget's snapshot: no layout
 * work per frame. Reduced motion (gtk-enable-animations off) makes
 * AdwAnimation skip to the end at once. */
void
_schott_game_view_fly_card (SchottGameView *self,
                            gint            player,
                            gint            pos,
                            gboolean        from_discard)
{
  GtkWidget *source, *target;
  g_autoptr(GdkPaintable) live = NULL;

  if (self->flight != NULL)
    adw_animation_skip (self->flight);
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  source = schott_game_table_get_card_source (self->table, from_discard);
  target = visible_row_card (self, player, pos);
  if (target == NULL || !gtk_widget_get_mapped (source)
      || !gtk_widget_compute_bounds (source, GTK_WIDGET (self), &self->flight_from))
    return;

  live = gtk_widget_paintable_new (source);
  self->flight_card = gdk_paintable_get_current_image (live);
  self->flight_target = target;
  g_object_add_weak_pointer (G_OBJECT (target), (gpointer *) &self->flight_target);
  gtk_widget_set_opacity (target, 0.0);
  self->flight_progress = 0;
  if (self->flight == NULL)
    {
      AdwAnimationTarget *value = adw_callback_animation_target_new ((AdwAnimationTargetFunc) on_flight_value_cb,
                                                                     self, NULL);

      self->flight = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, 300, value);
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->flight), ADW_EASE_OUT_CUBIC);
      g_signal_connect (self->flight, "done", G_CALLBACK (on_flight_done_cb), self);
    }
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->flight),
                                    CLAMP (schott_ai_speed_delay_ms (self->speed), 150, 450));
  adw_animation_reset (self->flight);
  adw_animation_play (self->flight);
}

/* Over the view's children: the flying card, if one flies. */
void
_schott_game_view_snapshot_flight (SchottGameView *self,
                                   GtkSnapshot    *snapshot)
{
  GtkWidget *widget = GTK_WIDGET (self);
  graphene_rect_t to;
  double t = self->flight_progress;

  if (self->flight_card == NULL || self->flight_target == NULL
      || !gtk_widget_compute_bounds (self->flight_target, widget, &to))
    return;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (self->flight_from.origin.x + (to.origin.x - self->flight_from.origin.x) * t,
                                                          self->flight_from.origin.y + (to.origin.y - self->flight_from.origin.y) * t));
  gdk_paintable_snapshot (self->flight_card, snapshot,
                          self->flight_from.size.width + (to.size.width - self->flight_from.size.width) * t,
                          self->flight_from.size.height + (to.size.height - self->flight_from.size.height) * t);
  gtk_snapshot_restore (snapshot);
}
