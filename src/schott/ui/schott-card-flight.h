/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-card-flight.h: a card flying from one widget to another, drawn
 * over a canvas widget (the game view) in that widget's snapshot: a
 * computer's exchanged card goes from its pile to its place in the row. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_CARD_FLIGHT (schott_card_flight_get_type ())
G_DECLARE_FINAL_TYPE (SchottCardFlight, schott_card_flight, SCHOTT, CARD_FLIGHT, GObject)

/*
 * Signals:
 *   "landed" ()   a flight that schott_card_flight_start() began has ended
 *                 (played out, skipped or cancelled): once per flight
 */

/* canvas draws the card (schott_card_flight_snapshot() from its snapshot)
 * and gives the animation its frame clock; it must outlive the flight. */
SchottCardFlight *schott_card_flight_new      (GtkWidget        *canvas);
/* Flies a picture of source to target in duration_ms; target is hidden
 * until the card lands. A flight under way lands first. FALSE (and no
 * "landed") when nothing can fly: canvas, source or target not on screen. */
gboolean          schott_card_flight_start    (SchottCardFlight *self,
                                               GtkWidget        *source,
                                               GtkWidget        *target,
                                               guint             duration_ms);
/* The card under way lands at once. */
void              schott_card_flight_skip     (SchottCardFlight *self);
gboolean          schott_card_flight_is_flying (SchottCardFlight *self);
/* Draws the flying card, if one flies, over what canvas drew. */
void              schott_card_flight_snapshot (SchottCardFlight *self,
                                               GtkSnapshot      *snapshot);

G_END_DECLS
