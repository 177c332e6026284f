/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-card.c: a Best Path card drawn with GtkSnapshot. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "bp-card.h"
#include "bp-drawing.h"
#include "sw-style.h"

struct _BpCard
{
  GtkWidget parent_instance;

  guint     card;
  int       field_size;
  guint8    used[BP_N_COLOURS];
};

G_DEFINE_FINAL_TYPE (BpCard, bp_card, GTK_TYPE_WIDGET)

/* The card's fields in the rules file's order, as colours. */
static guint
card_colours (guint     card,
              BpColour *colours)
{
  const char *letters = bp_card_letters (card);
  guint n = 0;

  for (; letters[n] != '\0'; n++)
    bp_colour_from_letter (letters[n], &colours[n]);
  return n;
}

static void
update_accessible (BpCard *self)
{
  g_autoptr(GString) label = g_string_new (NULL);
  BpColour colours[BP_MAX_CARD_FIELDS];
  guint8 used[BP_N_COLOURS];
  guint n;

  if (self->card == BP_NO_CARD)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
      return;
    }
  memcpy (used, self->used, sizeof used);
  n = card_colours (self->card, colours);
  g_string_append (label, _("Card:"));
  for (guint i = 0; i < n; i++)
    {
      g_string_append (label, i == 0 ? " " : ", ");
      g_string_append (label, bp_colour_label (colours[i]));
      if (used[colours[i]] > 0)
        {
          used[colours[i]]--;
          /* Translators: a card field the drawing has used */
          g_string_append (label, _(" (used)"));
        }
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label->str, -1);
}

static void
bp_card_snapshot (GtkWidget   *widget,
                  GtkSnapshot *snapshot)
{
  BpCard *self = BP_CARD (widget);
  BpColour colours[BP_MAX_CARD_FIELDS];
  guint8 used[BP_N_COLOURS];
  gboolean dark = sw_style_is_dark ();
  GdkRGBA fg;
  float w = gtk_widget_get_width (widget);
  float h = gtk_widget_get_height (widget);
  float r, step;
  guint n;

  if (self->card == BP_NO_CARD)
    return;

  gtk_widget_get_color (widget, &fg);
  memcpy (used, self->used, sizeof used);
  n = card_colours (self->card, colours);
  r = MIN (h / 2.0f - 1, w / (n * 1.75f + 0.2f));
  step = r * 1.75f;

  for (guint i = 0; i < n; i++)
    {
      float cx = w / 2.0f + (i - (n - 1) / 2.0f) * step;
      float cy = h / 2.0f;
      g_autoptr(GskPath) hex = bp_hex_path (cx, cy, r * 0.95f);
      g_autoptr(GskPath) symbol = bp_symbol_path (colours[i], cx, cy, r * 0.38f);
      GdkRGBA fill, ink;
      gboolean is_used = used[colours[i]] > 0;

      if (is_used)
        used[colours[i]]--;
      bp_colour_rgba (colours[i], dark, &fill);
      bp_symbol_ink (colours[i], dark, &ink);
      if (is_used)
        {
          /* Used up: only an outline and the symbol remain, crossed out. */
          GskPathBuilder *builder = gsk_path_builder_new ();
          g_autoptr(GskPath) cross = NULL;
          GdkRGBA faint = fg;

          faint.alpha = 0.5f;
          bp_stroke_path (snapshot, hex, &fill, MAX (1.5f, r * 0.12f));
          bp_fill_path (snapshot, symbol, &faint);
          gsk_path_builder_move_to (builder, cx - r * 0.6f, cy + r * 0.6f);
          gsk_path_builder_line_to (builder, cx + r * 0.6f, cy - r * 0.6f);
          cross = gsk_path_builder_free_to_path (builder);
          bp_stroke_path (snapshot, cross, &fg, MAX (1.5f, r * 0.1f));
        }
      else
        {
          bp_fill_path (snapshot, hex, &fill);
          bp_fill_path (snapshot, symbol, &ink);
        }
    }
}

static void
bp_card_measure (GtkWidget      *widget,
                 GtkOrientation  orientation,
                 int             for_size,
                 int            *minimum,
                 int            *natural,
                 int            *minimum_baseline,
                 int            *natural_baseline)
{
  BpCard *self = BP_CARD (widget);
  guint n = self->card == BP_NO_CARD ? 0 : bp_card_n_fields (self->card);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = (int) (n * self->field_size * 0.9f + 4);
  else
    *minimum = *natural = self->field_size + 2;
}

static void
bp_card_class_init (BpCardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = bp_card_snapshot;
  widget_class->measure = bp_card_measure;
  gtk_widget_class_set_css_name (widget_class, "bp-card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bp_card_init (BpCard *self)
{
  self->card = BP_NO_CARD;
  self->field_size = 40;
}

GtkWidget *
bp_card_new (guint card,
             int   field_size)
{
  BpCard *self = g_object_new (BP_TYPE_CARD, NULL);

  self->field_size = field_size;
  bp_card_set_card (self, card);
  return GTK_WIDGET (self);
}

void
bp_card_set_card (BpCard *self,
                  guint   card)
{
  g_return_if_fail (BP_IS_CARD (self));
  g_return_if_fail (card < BP_N_CARDS || card == BP_NO_CARD);

  if (self->card == card)
    return;
  self->card = card;
  memset (self->used, 0, sizeof self->used);
  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
bp_card_set_used (BpCard       *self,
                  const guint8 *used)
{
  g_return_if_fail (BP_IS_CARD (self));

  if (used == NULL)
    memset (self->used, 0, sizeof self->used);
  else
    memcpy (self->used, used, sizeof self->used);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
