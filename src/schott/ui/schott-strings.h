/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-strings.h: shared translatable names and small app helpers. */
#pragma once

#include <gtk/gtk.h>
#include "schott-model-enums.h"
#include "schott-player.h"
#include "sw-language.h"

G_BEGIN_DECLS

#define SCHOTT_N_PALETTE 6

/* Seat kinds as stored in the settings: "human", "easy" ... "expert". */
#define SCHOTT_N_SEAT_KINDS 5
const char *schott_seat_kind_id          (guint index);
const char *schott_seat_kind_label       (guint index);
gint        schott_seat_kind_from_id     (const char *id);

const char *schott_palette_spec           (guint index);
const char *schott_palette_label         (guint index);
void        schott_color_parse           (const char *id_or_spec,
                                          GdkRGBA    *rgba);
gint        schott_palette_index         (const char *id_or_spec);

const char *schott_level_label           (SchottAiLevel level);
/* A row's title: the name, and for a computer its level ("Computer 2
 * (Normal)", "Ben (Computer, Hard)"). Free with g_free(). */
char       *schott_player_display_name   (SchottPlayer *player);
/* A date and time in the interface language's way ("26 November 2026,
 * 20:40"), never a bare "11/26/26". Free with g_free(). */
char       *schott_format_date_time      (GDateTime *when);
const char *schott_speed_label           (guint index);
const char *schott_speed_id              (guint index);
gint        schott_speed_index           (const char *id);
#define SCHOTT_N_SPEEDS 4

/* Sets a tooltip only when it differs: GTK 4.8 asks the display server
 * where the pointer is on every gtk_widget_set_tooltip_text(). */
void        schott_widget_set_tooltip    (GtkWidget  *widget,
                                          const char *text);

G_END_DECLS
