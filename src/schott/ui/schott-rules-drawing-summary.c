/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-rules-drawing-summary.c: the Rules' pictures in words, their
 * summaries and accessible descriptions (the pictures themselves are in
 * schott-rules-drawing.c). */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-rules-drawing-private.h"

static char *
card_name (SchottCard card)
{
  if (card == SCHOTT_JOKER)
    /* Translators: a joker card, in a list of cards read aloud */
    return g_strdup (C_("card", "joker"));
  return g_strdup_printf ("%u", card);
}

static char *
cards_text (const SchottCard *cards,
            guint             len)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < len; i++)
    {
      g_autofree char *name = card_name (cards[i]);
      if (i > 0)
        /* Translators: the separator between cards read aloud, "5, 12, joker" */
        g_string_append (text, C_("card list", ", "));
      g_string_append (text, name);
    }
  return g_string_free (text, FALSE);
}

char *
schott_rules_drawing_field_value_text (gint value)
{
  if (value > 0)
    /* Translators: the value of a location field, like "+2" */
    return g_strdup_printf (C_("location field", "+%d"), value);
  /* Translators: the value of a -1 location field; the sign is a minus (U+2212) */
  return g_strdup_printf (C_("location field", "−%d"), -value);
}

static char *
build_summary (SchottRulesDrawing *self)
{
  g_autofree char *list = self->len > 0 ? cards_text (self->cards, self->len) : NULL;

  switch (self->kind)
    {
    case SCHOTT_RULES_DRAWING_ROW:
      if (!self->show_prefix)
        /* Translators: description of a picture; %s is the list of cards */
        return g_strdup_printf (_("A row of cards, position 1 on the left: %s."), list);
      if (self->prefix == self->len)
        /* Translators: description of a picture; %s is the list of cards */
        return g_strdup_printf (ngettext ("Row %s. The whole row ascends. It holds %u number card, so it scores %u.",
                                          "Row %s. The whole row ascends. It holds %u number cards, so it scores %u.",
                                          self->score),
                                list, self->score, self->score);
      {
        g_autofree char *breaker = card_name (self->cards[self->prefix]);
        /* Translators: description of a picture; the first %s is the list of cards,
         * then how many cards ascend, the card that breaks the row, and the score */
        return g_strdup_printf (ngettext ("Row %s. The first %u card ascends; %s breaks the row. The row scores %u.",
                                          "Row %s. The first %u cards ascend; %s breaks the row. The row scores %u.",
                                          self->prefix),
                                list, self->prefix, breaker, self->score);
      }
    case SCHOTT_RULES_DRAWING_RUN:
      {
        g_autofree char *placed = card_name (self->cards[self->placed]);
        g_autofree char *run = cards_text (self->cards + self->run_start, self->run_length);
        /* Translators: description of a picture; %s: the row, the card put in,
         * the run; then the run's length and the fields moved */
        return g_strdup_printf (ngettext ("Row %s. The %s was just put in and makes the run %s: %u cards in a row, so the figure moves %u field at once.",
                                          "Row %s. The %s was just put in and makes the run %s: %u cards in a row, so the figure moves %u fields at once.",
                                          self->run_length - 1),
                                list, placed, run, self->run_length, self->run_length - 1);
      }
    case SCHOTT_RULES_DRAWING_ROUTE:
      {
        GString *text = g_string_new (NULL);
        gint value = self->field_value[self->landing];

        /* Translators: description of a picture of the route */
        g_string_append_printf (text, ngettext ("The orange figure stands on field %u and moves %u field.",
                                                "The orange figure stands on field %u and moves %u fields.",
                                                self->steps),
                                self->from, self->steps);
        if (self->landing != self->intended)
          {
            g_string_append_c (text, ' ');
            /* Translators: description of a picture of the route */
            g_string_append_printf (text, _("Field %u is taken by the blue figure, so it goes on to the next free field, %u."),
                                    self->intended, self->landing);
          }
        else
          {
            g_string_append_c (text, ' ');
            /* Translators: description of a picture of the route */
            g_string_append_printf (text, _("It lands on field %u."), self->landing);
          }
        if (value != 0 && self->answer != SCHOTT_RULES_ANSWER_NONE)
          {
            g_autofree char *value_text = schott_rules_drawing_field_value_text (value);
            g_string_append_c (text, ' ');
            if (value > 0 && self->answer == SCHOTT_RULES_ANSWER_RIGHT)
              /* Translators: description of a picture; %s is a field value like "+2" */
              g_string_append_printf (text, _("That is a %s location field: the answer is right, so the figure moves on to field %u."),
                                      value_text, self->final_field);
            else if (value < 0 && self->answer == SCHOTT_RULES_ANSWER_WRONG)
              /* Translators: description of a picture; %s is a field value like "−1" */
              g_string_append_printf (text, _("That is a %s location field: the answer is wrong, so the figure goes back to field %u."),
                                      value_text, self->final_field);
            else
              /* Translators: description of a picture; %s is a field value like "+2" */
              g_string_append_printf (text, _("That is a %s location field: after this answer the figure stays."),
                                      value_text);
          }
        return g_string_free (text, FALSE);
      }
    case SCHOTT_RULES_DRAWING_EXCHANGE:
      {
        g_autofree char *taken = card_name (self->taken);
        g_autofree char *old = card_name (self->cards[self->placed]);
        /* Translators: description of a picture of turn A: the card taken from
         * the discard pile, the position, the card taken out, the row, then
         * the row's score before and after */
        return g_strdup_printf (_("The %s from the discard pile goes into position %u; the %s that was there goes onto the discard pile. Row before: %s. It scored %u before and scores %u now."),
                                taken, self->placed + 1, old, list, self->score_before, self->score);
      }
    case SCHOTT_RULES_DRAWING_FAST_TRACK:
      /* Translators: description of a picture; %s is the list of cards */
      return g_strdup_printf (ngettext ("Row %s scores %u. Without Fast Track the figure moves %u field; with Fast Track it moves twice as far, %u fields.",
                                        "Row %s scores %u. Without Fast Track the figure moves %u fields; with Fast Track it moves twice as far, %u fields.",
                                        self->score),
                              list, self->score, self->score, 2 * self->score);
    default:
      return g_strdup ("");
    }
}

void
schott_rules_drawing_update_accessible (SchottRulesDrawing *self)
{
  g_free (self->summary);
  self->summary = build_summary (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Picture"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->summary,
                                  -1);
}
