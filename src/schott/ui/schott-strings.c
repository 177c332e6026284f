/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-strings.c: shared translatable names and small app helpers. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-strings.h"
#include "sw-id-label.h"

static const SwIdLabel seat_kinds[] = {
  { "human",  N_("Person") },
  /* Translators: who plays a seat; the levels are named as in Preferences */
  { "easy",   N_("Computer (Easy)") },
  { "normal", N_("Computer (Normal)") },
  { "hard",   N_("Computer (Hard)") },
  { "expert", N_("Computer (Expert)") },
};

static const struct { const char *id; const char *label; const char *spec; } palette[] = {
  { "blue",   N_("Blue"),   "#3584e4" },
  { "red",    N_("Red"),    "#e01b24" },
  { "green",  N_("Green"),  "#33d17a" },
  { "yellow", N_("Yellow"), "#f6d32d" },
  { "purple", N_("Purple"), "#9141ac" },
  { "orange", N_("Orange"), "#ff7800" },
};

/* The delays themselves are the model's (schott_ai_speed_delay_ms()). */
static const SwIdLabel speeds[] = {
  { "slow",    N_("Slow") },
  { "normal",  N_("Normal") },
  { "fast",    N_("Fast") },
  { "instant", N_("Instant") },
};

const char *
schott_seat_kind_id (guint index)
{
  return sw_id_label_id (seat_kinds, SCHOTT_N_SEAT_KINDS, index, "human");
}

const char *
schott_seat_kind_label (guint index)
{
  return sw_id_label_label (seat_kinds, SCHOTT_N_SEAT_KINDS, index);
}

gint
schott_seat_kind_from_id (const char *id)
{
  return sw_id_label_index (seat_kinds, SCHOTT_N_SEAT_KINDS, id, FALSE);
}

const char *
schott_palette_spec (guint index)
{
  return palette[index % SCHOTT_N_PALETTE].spec;
}

const char *
schott_palette_label (guint index)
{
  return _(palette[index % SCHOTT_N_PALETTE].label);
}

gint
schott_palette_index (const char *id_or_spec)
{
  for (guint i = 0; id_or_spec != NULL && i < SCHOTT_N_PALETTE; i++)
    if (g_ascii_strcasecmp (id_or_spec, palette[i].id) == 0
        || g_ascii_strcasecmp (id_or_spec, palette[i].spec) == 0)
      return i;
  return -1;
}

void
schott_color_parse (const char *id_or_spec,
                    GdkRGBA    *rgba)
{
  gint index = schott_palette_index (id_or_spec);

  if (index >= 0)
    gdk_rgba_parse (rgba, palette[index].spec);
  else if (id_or_spec == NULL || !gdk_rgba_parse (rgba, id_or_spec))
    gdk_rgba_parse (rgba, "#77767b");
}

const char *
schott_level_label (SchottAiLevel level)
{
  switch (level)
    {
    case SCHOTT_AI_EASY:   return _("Easy");
    case SCHOTT_AI_NORMAL: return _("Normal");
    case SCHOTT_AI_HARD:   return _("Hard");
    case SCHOTT_AI_EXPERT: return _("Expert");
    case SCHOTT_N_AI_LEVELS:
    default:               return "";
    }
}

char *
schott_player_display_name (SchottPlayer *player)
{
  const char *name = schott_player_get_name (player);
  const char *level;

  if (!schott_player_get_is_computer (player))
    return g_strdup (name);
  level = schott_level_label (schott_player_get_level (player));
  /* "Computer 2" says it is a computer already */
  if (schott_player_get_has_default_name (player))
    /* Translators: a computer player's default name and level, e.g. "Computer 2 (Normal)" */
    return g_strdup_printf (C_("computer player", "%s (%s)"), name, level);
  /* Translators: the name given to a computer player and its level, e.g. "Ben (Computer, Hard)" */
  return g_strdup_printf (_("%s (Computer, %s)"), name, level);
}

char *
schott_format_date_time (GDateTime *when)
{
  g_return_val_if_fail (when != NULL, NULL);
  /* Translators: a date and time as your language writes it, for
   * g_date_time_format(): e.g. "%-d. %B %Y, %H:%M" (German), "%Y年%-m月%-d日 %H:%M"
   * (Chinese). Month names come from the system's regional format, which
   * may be another language: numbers alone avoid mixing languages. */
  return g_date_time_format (when, C_("date and time", "%-d %B %Y, %H:%M"));
}

const char *
schott_speed_id (guint index)
{
  return sw_id_label_id (speeds, SCHOTT_N_SPEEDS, index, "normal");
}

const char *
schott_speed_label (guint index)
{
  return sw_id_label_label (speeds, SCHOTT_N_SPEEDS, index);
}

gint
schott_speed_index (const char *id)
{
  return sw_id_label_index (speeds, SCHOTT_N_SPEEDS, id, FALSE);
}

void
schott_widget_set_tooltip (GtkWidget  *widget,
                           const char *text)
{
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) != 0)
    gtk_widget_set_tooltip_text (widget, text);
}
