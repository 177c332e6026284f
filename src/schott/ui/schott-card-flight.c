/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-card-flight.c: a picture of a card moves from its source to its
 * target, redrawn in the canvas's snapshot: no layout work per frame.
 * Reduced motion (gtk-enable-animations off) makes AdwAnimation skip to
 * the end at once. */
#include "config.h"

#include "schott-card-flight.h"

struct _SchottCardFlight
{
  GObject          parent_instance;

  GtkWidget       *canvas;     /* not owned: it owns the flight */
  AdwAnimation    *animation;
  GdkPaintable    *card;       /* the card as its source showed it */
  GtkWidget       *target;     /* hidden until the card lands (weak) */
  graphene_rect_t  from;       /* in the canvas's coordinates */
  double           progress;
  gboolean         taking_off; /* in schott_card_flight_start() */
};

enum { LANDED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SchottCardFlight, schott_card_flight, G_TYPE_OBJECT)

static void
end_flight (SchottCardFlight *self)
{
  if (self->target != NULL)
    {
      gtk_widget_set_opacity (self->target, 1.0);
      g_object_remove_weak_pointer (G_OBJECT (self->target), (gpointer *) &self->target);
      self->target = NULL;
    }
  g_clear_object (&self->card);
  if (self->canvas != NULL)
    gtk_widget_queue_draw (self->canvas);
}

static void
on_value_cb (double            value,
             SchottCardFlight *self)
{
  self->progress = value;
  gtk_widget_queue_draw (self->canvas);
}

/* A flight that ends while it takes off (reduced motion) never flew:
 * start() says so, and nobody waits for its landing. */
static void
on_done_cb (AdwAnimation     *animation,
            SchottCardFlight *self)
{
  end_flight (self);
  if (!self->taking_off)
    g_signal_emit (self, signals[LANDED], 0);
}

static void
schott_card_flight_dispose (GObject *object)
{
  SchottCardFlight *self = SCHOTT_CARD_FLIGHT (object);

  if (self->animation != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->animation, self);
      adw_animation_skip (self->animation);
    }
  g_clear_object (&self->animation);
  end_flight (self);
  self->canvas = NULL;
  G_OBJECT_CLASS (schott_card_flight_parent_class)->dispose (object);
}

static void
schott_card_flight_class_init (SchottCardFlightClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = schott_card_flight_dispose;

  signals[LANDED] = g_signal_new ("landed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
schott_card_flight_init (SchottCardFlight *self)
{
}

SchottCardFlight *
schott_card_flight_new (GtkWidget *canvas)
{
  SchottCardFlight *self;

  g_return_val_if_fail (GTK_IS_WIDGET (canvas), NULL);

  self = g_object_new (SCHOTT_TYPE_CARD_FLIGHT, NULL);
  self->canvas = canvas;
  return self;
}

gboolean
schott_card_flight_start (SchottCardFlight *self,
                          GtkWidget        *source,
                          GtkWidget        *target,
                          guint             duration_ms)
{
  g_autoptr(GdkPaintable) live = NULL;

  g_return_val_if_fail (SCHOTT_IS_CARD_FLIGHT (self), FALSE);

  schott_card_flight_skip (self);
  if (self->canvas == NULL || !gtk_widget_get_mapped (self->canvas)
      || source == NULL || target == NULL || !gtk_widget_get_mapped (source)
      || !gtk_widget_compute_bounds (source, self->canvas, &self->from))
    return FALSE;

  live = gtk_widget_paintable_new (source);
  self->card = gdk_paintable_get_current_image (live);
  self->target = target;
  g_object_add_weak_pointer (G_OBJECT (target), (gpointer *) &self->target);
  gtk_widget_set_opacity (target, 0.0);
  self->progress = 0;
  if (self->animation == NULL)
    {
      AdwAnimationTarget *value = adw_callback_animation_target_new ((AdwAnimationTargetFunc) on_value_cb,
                                                                     self, NULL);

      self->animation = adw_timed_animation_new (self->canvas, 0, 1, duration_ms, value);
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_OUT_CUBIC);
      g_signal_connect (self->animation, "done", G_CALLBACK (on_done_cb), self);
    }
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->animation), duration_ms);
  adw_animation_reset (self->animation);
  self->taking_off = TRUE;
  adw_animation_play (self->animation);
  self->taking_off = FALSE;
  return schott_card_flight_is_flying (self);
}

void
schott_card_flight_skip (SchottCardFlight *self)
{
  g_return_if_fail (SCHOTT_IS_CARD_FLIGHT (self));
  if (self->animation != NULL)
    adw_animation_skip (self->animation);
}

gboolean
schott_card_flight_is_flying (SchottCardFlight *self)
{
  g_return_val_if_fail (SCHOTT_IS_CARD_FLIGHT (self), FALSE);
  return self->card != NULL;
}

void
schott_card_flight_snapshot (SchottCardFlight *self,
                             GtkSnapshot      *snapshot)
{
  graphene_rect_t to;
  double t;

  g_return_if_fail (SCHOTT_IS_CARD_FLIGHT (self));

  t = self->progress;
  if (self->card == NULL || self->target == NULL || self->canvas == NULL
      || !gtk_widget_compute_bounds (self->target, self->canvas, &to))
    return;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (self->from.origin.x + (to.origin.x - self->from.origin.x) * t,
                                                          self->from.origin.y + (to.origin.y - self->from.origin.y) * t));
  gdk_paintable_snapshot (self->card, snapshot,
                          self->from.size.width + (to.size.width - self->from.size.width) * t,
                          self->from.size.height + (to.size.height - self->from.size.height) * t);
  gtk_snapshot_restore (snapshot);
}
