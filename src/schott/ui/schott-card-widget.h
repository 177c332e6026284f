/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-card-widget.h: one card (number, joker, face-down, event) as a button. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_CARD_WIDGET (schott_card_widget_get_type ())
G_DECLARE_FINAL_TYPE (SchottCardWidget, schott_card_widget, SCHOTT, CARD_WIDGET, GtkButton)

/* Values: 1..99 a number card, 0 a joker (SCHOTT_JOKER), -1 no card. */
#define SCHOTT_CARD_NONE (-1)

GtkWidget *schott_card_widget_new          (void);
void       schott_card_widget_set_value    (SchottCardWidget *self, gint value);
void       schott_card_widget_set_face_down(SchottCardWidget *self, gboolean face_down);
/* Text on a face-down or event card (e.g. "12 cards", an event's title). */
void       schott_card_widget_set_text     (SchottCardWidget *self, const char *text);
void       schott_card_widget_set_caption  (SchottCardWidget *self, const char *caption);
void       schott_card_widget_set_highlight(SchottCardWidget *self, gboolean in_prefix);
void       schott_card_widget_set_selected (SchottCardWidget *self, gboolean selected);
void       schott_card_widget_set_size     (SchottCardWidget *self, const char *size_class);
/* Draws the card's digits once off screen (see the .c file). */
void       schott_card_widget_warm_up      (SchottCardWidget *self);

G_END_DECLS
