/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-guide.c: the guided first rounds of Best Path, told in the coach. */
#include "config.h"

#include <glib/gi18n.h>

#include "bp-drawing.h"
#include "bp-guide.h"

struct _BpGuide
{
  GObject      parent_instance;

  SwCoach     *coach;
  BpGameModel *model;
  guint        hint_round;   /* the round whose hint was asked for, 0 none */
  gboolean     has_hint;     /* the round's hint, kept while the person draws */
  BpExtension  hint;
  char        *hint_why;
  gboolean     finished;
  guint        finish_round;
};

G_DEFINE_FINAL_TYPE (BpGuide, bp_guide, G_TYPE_OBJECT)

enum
{
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* "blue, red and grey": the colours of fields, in the order drawn. */
static char *
colour_list (const guint8 *fields,
             guint         n)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      const char *colour = bp_colour_label (bp_field_colour (fields[i]));

      if (i == 0)
        g_string_append (out, colour);
      else if (i + 1 == n)
        /* Translators: joins the last of a list of colours: "blue, red and grey" */
        g_string_append_printf (out, _(" and %s"), colour);
      else
        /* Translators: joins two colours in a list: "blue, red" */
        g_string_append_printf (out, _(", %s"), colour);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The card's colours, a colour it shows twice said so: "blue, red twice,
 * grey and purple". */
static char *
card_list (guint card)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) out = g_string_new (NULL);
  guint8 counts[BP_N_COLOURS];

  bp_card_counts (card, counts);
  for (guint c = 0; c < BP_N_COLOURS; c++)
    if (counts[c] == 1)
      g_ptr_array_add (items, g_strdup (bp_colour_label ((BpColour) c)));
    else if (counts[c] > 1)
      /* Translators: a colour a card shows twice: "red twice" */
      g_ptr_array_add (items, g_strdup_printf (_("%s twice"), bp_colour_label ((BpColour) c)));
  for (guint i = 0; i < items->len; i++)
    {
      const char *item = g_ptr_array_index (items, i);

      if (i == 0)
        g_string_append (out, item);
      else if (i + 1 == items->len)
        g_string_append_printf (out, _(" and %s"), item);
      else
        g_string_append_printf (out, _(", %s"), item);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* What the hint recommends and why, from its claims: the fields' colours
 * in order (the board has no names on its fields) and the engine's line. */
static char *
advice_text (BpGuide *self)
{
  const BpExtension *draft;
  g_autofree char *colours = NULL;
  guint n = self->hint.n_cells, k = 0;

  if (!self->has_hint)
    return NULL;
  if (n == 0)
    return g_strdup_printf (_("Pass this round. %s."), self->hint_why);
  /* how far the person's drawing follows it */
  draft = bp_game_model_get_draft (self->model);
  while (k < draft->n_cells && k < n && draft->cells[k] == self->hint.cells[k])
    k++;
  colours = colour_list (self->hint.cells, n);
  if (draft->n_cells == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Draw %u field: %s. %s.",
                                         "Draw %u fields: %s. %s.", n),
                            n, colours, self->hint_why);
  if (k == draft->n_cells && k < n)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You follow the hint (%s): %u field more. %s.",
                                         "You follow the hint (%s): %u fields more. %s.", n - k),
                            colours, n - k, self->hint_why);
  if (k == draft->n_cells && k == n)
    return g_strdup_printf (_("Your drawing is the hint’s: %s. %s."), colours, self->hint_why);
  return g_strdup_printf (_("The hint drew another way (%s), which is fine: the choice is yours. %s."),
                          colours, self->hint_why);
}

static void
finish (BpGuide *self)
{
  if (self->finished)
    return;
  self->finished = TRUE;
  self->finish_round = bp_game_model_get_round (self->model);
  sw_coach_set_finished (self->coach, TRUE);
  sw_coach_set_step (self->coach, _("You Know How a Round Goes"),
                     _("A card, your fields, Commit: every round is the same. The guide ends here: the game goes on as a normal game until the fifteenth card. Numbers count when your line reaches them, and every field left off the line costs a point at the end. Use the hint button whenever you want advice."),
                     NULL);
  g_signal_emit (self, signals[FINISHED], 0);
}

static void
tell_step (BpGuide *self)
{
  BpGameModel *model = self->model;
  guint round = bp_game_model_get_round (model);
  const BpGame *game = bp_game_model_get_game (model);
  const BpExtension *draft;
  g_autofree char *title = NULL;
  g_autofree char *text = NULL;
  g_autofree char *advice = NULL;
  g_autofree char *card = NULL;

  if (self->finished)
    {
      /* the final word stays through the next round */
      if (round > self->finish_round + 1 || bp_game_model_is_over (model))
        g_signal_emit_by_name (self->coach, "leave");
      return;
    }
  if (round > BP_GUIDE_ROUNDS || bp_game_model_is_over (model))
    {
      finish (self);
      return;
    }
  if (bp_game_model_get_current (model) < 0)
    return;
  /* the hint of the round, asked once, kept while the person draws */
  if (self->hint_round != round)
    {
      self->hint_round = round;
      self->has_hint = FALSE;
      bp_game_model_request_hint (model);
    }
  else if (!self->has_hint)
    {
      const char *why = NULL;
      const BpExtension *hint = bp_game_model_get_hint (model, &why);

      if (hint != NULL && why != NULL)
        {
          self->hint = *hint;
          g_free (self->hint_why);
          self->hint_why = g_strdup (why);
          self->has_hint = TRUE;
        }
    }

  card = card_list (bp_game_card (game));
  draft = bp_game_model_get_draft (model);
  /* Translators: the coach's title: "Round 1 of 15" */
  title = g_strdup_printf (_("Round %u of %u"), round, (guint) BP_N_ROUNDS);
  if (draft->n_cells == 0 && round == 1)
    text = g_strdup_printf (_("Your line starts on the start field. The card shows %s: click free fields of these colours one by one, each beside the last."),
                            card);
  else if (draft->n_cells == 0)
    text = g_strdup_printf (_("New card: %s. Add fields of these colours at one end of your line, or pass."),
                            card);
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Your line grows by %u field. Add more, or press Commit.",
                                         "Your line grows by %u fields. Add more, or press Commit.",
                                         draft->n_cells),
                            (guint) draft->n_cells);
  advice = advice_text (self);
  sw_coach_set_step (self->coach, title, text, advice);
}

static void
on_changed_cb (BpGameModel *model,
               BpGuide     *self)
{
  tell_step (self);
}

static void
bp_guide_dispose (GObject *object)
{
  bp_guide_stop (BP_GUIDE (object));
  G_OBJECT_CLASS (bp_guide_parent_class)->dispose (object);
}

static void
bp_guide_finalize (GObject *object)
{
  g_free (BP_GUIDE (object)->hint_why);
  G_OBJECT_CLASS (bp_guide_parent_class)->finalize (object);
}

static void
bp_guide_class_init (BpGuideClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bp_guide_dispose;
  object_class->finalize = bp_guide_finalize;

  /* The guided rounds are over: the guide has said all it says. */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bp_guide_init (BpGuide *self)
{
}

BpGuide *
bp_guide_new (SwCoach     *coach,
              BpGameModel *model)
{
  BpGuide *self;

  g_return_val_if_fail (SW_IS_COACH (coach), NULL);
  g_return_val_if_fail (BP_IS_GAME_MODEL (model), NULL);

  self = g_object_new (BP_TYPE_GUIDE, NULL);
  self->coach = g_object_ref (coach);
  self->model = g_object_ref (model);
  g_signal_connect (model, "changed", G_CALLBACK (on_changed_cb), self);
  g_signal_connect_swapped (model, "notify::round", G_CALLBACK (tell_step), self);
  sw_coach_set_finished (coach, FALSE);
  tell_step (self);
  return self;
}

void
bp_guide_stop (BpGuide *self)
{
  g_return_if_fail (BP_IS_GUIDE (self));

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  g_clear_object (&self->coach);
}
