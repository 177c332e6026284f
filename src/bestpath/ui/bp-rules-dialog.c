/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-rules-dialog.c: the rules of Best Path in illustrated steps, a
 * dialog over the window. The full text is in the help; this view teaches
 * by example. Every example is played through the engine (the rules file's
 * EX-1, EX-2, EX-4, EX-5 and legality cases, bp-rules-examples.c), so the
 * pictures and the figures under them are what the game itself does; this
 * file puts them into words. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "bp-card.h"
#include "bp-drawing.h"
#include "bp-rules-dialog.h"
#include "bp-rules-drawing.h"
#include "bp-rules-examples.h"

struct _BpRulesDialog
{
  SwStepsDialog parent_instance;
};

G_DEFINE_FINAL_TYPE (BpRulesDialog, bp_rules_dialog, SW_TYPE_STEPS_DIALOG)

typedef void (*BuildStepFunc) (GtkBox *box);

typedef struct
{
  const char   *id;
  const char   *title;
  BuildStepFunc build;
} Step;

static void build_board   (GtkBox *box);
static void build_round   (GtkBox *box);
static void build_extend  (GtkBox *box);
static void build_scoring (GtkBox *box);
static void build_solo    (GtkBox *box);

static const Step steps[] = {
  /* Translators: titles of the steps of the Best Path Rules */
  { "board",   N_("The Board"),               build_board },
  { "round",   N_("A Round"),                 build_round },
  { "extend",  N_("Extending the Line"),      build_extend },
  { "scoring", N_("Numbers and the Score"),   build_scoring },
  { "solo",    N_("Playing Alone"),           build_solo },
};

/* ------------------------------------------------------------- helpers */

static guint64
bit (guint f)
{
  return G_GUINT64_CONSTANT (1) << f;
}

/* "E4 (blue), D4 (green)" */
static char *
describe_cells (const guint8 *cells,
                guint         n)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (text, ", ");
      /* Translators: a field and its colour in a list, "E4 (blue)" */
      g_string_append_printf (text, _("%1$s (%2$s)"), bp_field_name (cells[i]),
                              bp_colour_label (bp_field_colour (cells[i])));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* "D3, E3 and F3" is not needed: fields in a mask as "D3, E3, F3". */
static char *
describe_mask (guint64 mask)
{
  guint8 cells[BP_N_FIELDS];
  guint n = 0;

  for (guint f = 0; f < BP_N_FIELDS; f++)
    if (mask & bit (f))
      cells[n++] = (guint8) f;
  return describe_cells (cells, n);
}

/* "blue, green, yellow, grey" */
static char *
describe_card (guint c)
{
  const char *letters = bp_card_letters (c);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; letters[i] != '\0'; i++)
    {
      BpColour colour;

      if (!bp_colour_from_letter (letters[i], &colour))
        g_assert_not_reached ();
      if (i > 0)
        g_string_append (text, ", ");
      g_string_append (text, bp_colour_label (colour));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The label of a button as it shows, without its mnemonic underscore, so
 * that the text names the button exactly as the game view does. */
static char *
button_label (const char *mnemonic)
{
  g_autoptr(GString) text = g_string_new (NULL);
  gsize n;

  for (const char *p = mnemonic; *p != '\0'; p++)
    if (*p != '_' || p[1] == '_')
      g_string_append_c (text, *p == '_' ? *++p : *p);
  /* languages that write the mnemonic after the label, "确认(_C)",
   * leave "确认(C)": the key in brackets goes too */
  n = text->len;
  if (n >= 3 && text->str[n - 1] == ')' && text->str[n - 3] == '('
      && g_ascii_isalnum (text->str[n - 2]) && strchr (mnemonic, '_') != NULL)
    g_string_truncate (text, n - 3);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A picture in a card with its summary under it; `top` (may be NULL), such
 * as the round's card, goes above the board. */
static void
add_picture (GtkBox               *box,
             GtkWidget            *top,
             const BpRulesPicture *picture,
             const char           *summary)
{
  sw_steps_page_add_picture (box, top, bp_rules_drawing_new (picture, summary), summary);
}

/* ---------------------------------------------------------------- steps */

static void
build_board (GtkBox *box)
{
  BpRulesPicture picture = { .start = bp_board_start (1) };
  g_autoptr(GString) numbers = g_string_new (NULL);
  g_autoptr(GString) starts = g_string_new (NULL);
  g_autofree char *summary = NULL;

  for (guint v = 2; v <= BP_MAX_NUMBER; v++)
    {
      guint f = bp_number_field (v);

      if (numbers->len > 0)
        g_string_append (numbers, ", ");
      /* Translators: a number field in a list, "7 on E2 (purple)" */
      g_string_append_printf (numbers, _("%1$u on %2$s (%3$s)"), v, bp_field_name (f),
                              bp_colour_label (bp_field_colour (f)));
    }
  for (guint b = 1; b <= BP_N_BOARDS; b++)
    {
      if (starts->len > 0)
        g_string_append (starts, ", ");
      /* Translators: a board and its start field in a list, "board 2: D4" */
      g_string_append_printf (starts, _("board %1$u: %2$s"), b, bp_field_name (bp_board_start (b)));
    }

  /* Translators: %u is the number of fields (61) */
  sw_steps_page_add_textf (box, g_dngettext (GETTEXT_PACKAGE, "Everybody plays on a board of their own: %u hexagonal field in six colours. You draw one line across it, a few fields every round, and try to reach the numbered fields and as many fields as you can.",
                                          "Everybody plays on a board of their own: %u hexagonal fields in six colours. You draw one line across it, a few fields every round, and try to reach the numbered fields and as many fields as you can.",
                                          BP_N_FIELDS), BP_N_FIELDS);
  sw_steps_page_add_text (box, _("Each colour also has a symbol, so you can tell the fields apart without seeing colours: blue has a circle, green a triangle, yellow a star, grey a square, red a diamond and purple a cross."));
  sw_steps_page_add_text (box, _("Nine fields carry the numbers 2 to 10: the small numbers lie near the middle, the big ones towards the border. A number field is entered with its colour like any other field."));

  /* Translators: %1$s lists the number fields, %2$s the start fields of the boards */
  summary = g_strdup_printf (_("The board, as board 1 shows it. The numbers lie on these fields: %1$s. The ringed field is the start. Starts: %2$s."),
                             numbers->str, starts->str);
  add_picture (box, NULL, &picture, summary);

  sw_steps_page_add_text (box, _("All boards have the same colours and numbers; only the start field, marked with a ring, differs. Your line begins there: the start is part of it from the first round, and it scores nothing."));
  sw_steps_page_add_text (box, _("Two fields are neighbours when they share an edge, so a field has at most six neighbours."));
}

static void
build_round (GtkBox *box)
{
  BpRulesFirstRound ex1;
  g_autofree char *cells = NULL;
  g_autofree char *colours = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *commit = button_label (_("_Commit"));
  g_autofree char *pass = button_label (_("_Pass"));

  bp_rules_example_first_round (&ex1);
  colours = describe_card (ex1.card);

  /* Translators: %u is the number of cards and rounds (15) */
  sw_steps_page_add_textf (box, g_dngettext (GETTEXT_PACKAGE, "The game has %u card and lasts as many rounds. Each round the top card of the pile is turned over. It shows four or five coloured fields.",
                                          "The game has %u cards and lasts as many rounds. Each round the top card of the pile is turned over. It shows four or five coloured fields.",
                                          BP_N_CARDS), BP_N_CARDS);
  sw_steps_page_add_text (box, _("Then everybody extends their own line at the same time: field by field, each new field a neighbour of the one before, through fields of the card’s colours. Each field of the card can be used once, in any order; you may use all of them, some or none."));

  cells = describe_cells (ex1.picture.extension.cells, ex1.picture.extension.n_cells);
  /* Translators: %1$s the card's colours, %2$s the start field, %3$s a list of fields */
  summary = g_strdup_printf (_("First round on board 1 with the card %1$s: from the start %2$s the line runs through %3$s. The card’s colours are used in another order than the card shows them."),
                             colours, bp_field_name (bp_board_start (1)), cells);
  add_picture (box, bp_card_new (ex1.card, 30), &ex1.picture, summary);

  /* Translators: %1$s and %2$s are the labels of the game's buttons */
  sw_steps_page_add_textf (box, _("Until you press %1$s you may change your drawing as you like: take fields back, clear it, or start from the other end. %2$s ends your round without drawing; you may pass whenever you want, even when you could draw."),
                           commit, pass);
  sw_steps_page_add_text (box, _("Nobody sees the others’ drawings before everybody has committed. When several people play on one device, the game hides the board between turns and asks you to pass the device on. Computer players choose at the same time and never see what you draw."));
  sw_steps_page_add_text (box, _("When everybody has committed, all new lines are shown, with the numbers reached, and the next card is turned."));
}

static void
build_extend (GtkBox *box)
{
  /* Which ends: both, one per round. */
  {
    BpRulesEnds ends;
    g_autofree char *colours = NULL;
    g_autofree char *at_start = NULL;
    g_autofree char *at_end = NULL;
    g_autofree char *summary = NULL;

    bp_rules_example_ends (&ends);
    colours = describe_card (ends.card);
    at_start = describe_mask (ends.next[0]);
    at_end = describe_mask (ends.next[1]);

    sw_steps_page_add_text (box, _("A line has two ends: the field it started from and the last field drawn. In the first round the start is its only end; from then on you can extend either end, but only one of them in a round, even when fields of the card are left over."));
    /* Translators: %1$s the card's colours; %2$s and %4$s the ends; %3$s and %5$s lists of fields */
    summary = g_strdup_printf (_("The line of the first round, and the next card: %1$s. The ringed fields can come first. From the end %2$s: %3$s. From the end %4$s: %5$s."),
                               colours, bp_field_name (ends.ends[0]), at_start, bp_field_name (ends.ends[1]), at_end);
    add_picture (box, bp_card_new (ends.card, 30), &ends.picture, summary);
  }

  /* What is refused, each case checked by the engine. */
  {
    BpRulesRefused refused;
    g_autofree char *summary = NULL;

    bp_rules_example_refused (&refused);
    sw_steps_page_add_heading (box, _("What is not allowed"));
    sw_steps_page_add_text (box, _("A line never has gaps, and it never touches or crosses itself: a field can be on your line only once."));
    /* Translators: %1$s … %5$s are field names */
    summary = g_strdup_printf (_("Crossed out: %1$s, because it does not touch the end %2$s; %3$s, because it is on the line already; %4$s, because the line cannot grow from the middle: %5$s is not an end."),
                               bp_field_name (refused.gap), bp_field_name (refused.gap_end), bp_field_name (refused.on_line),
                               bp_field_name (refused.middle), bp_field_name (refused.middle));
    add_picture (box, NULL, &refused.picture, summary);
  }

  /* Beside the line is allowed; a colour shown twice allows two fields. */
  {
    BpRulesBeside beside;
    g_autofree char *cells = NULL;
    g_autofree char *with12 = NULL;
    g_autofree char *with11 = NULL;
    g_autofree char *summary = NULL;

    bp_rules_example_beside (&beside);
    cells = describe_cells (beside.picture.extension.cells, beside.picture.extension.n_cells);
    with12 = describe_card (beside.allows);
    with11 = describe_card (beside.refuses);

    sw_steps_page_add_text (box, _("Running beside your own line is fine: a new field may border fields that are already on it."));
    sw_steps_page_add_text (box, _("A card that shows a colour twice lets you enter two fields of that colour; a colour shown once, only one."));
    /* Translators: %1$s the end, %2$s a list of fields, %3$s and %4$s two cards' colours */
    summary = g_strdup_printf (_("From %1$s through %2$s: the line runs beside itself, which is allowed. It needs two blue fields: the card %3$s allows it, the card %4$s does not."),
                               bp_field_name (beside.picture.extension.from), cells, with12, with11);
    add_picture (box, NULL, &beside.picture, summary);
  }
}

static void
build_scoring (GtkBox *box)
{
  g_autoptr(GString) halves = g_string_new (NULL);

  /* EX-5: the 3 reached first by two boards, later by a third. */
  {
    BpRulesRace race;
    g_autofree char *summary = NULL;

    bp_rules_example_race (&race);
    sw_steps_page_add_text (box, _("You reach a number when its field becomes part of your line. The first to reach a number scores it in full. Whoever reaches it in a later round scores half of it, rounded up. Several players who reach a number in the same round are all first."));
    /* Translators: %1$u the number; %2$u, %3$u, %5$u boards; %4$d, %6$d points; %7$u the round */
    summary = g_strdup_printf (_("Boards %2$u and %3$u reach the %1$u in round 1 and both score %4$d. Board %5$u, shown here, reaches it in round %7$u and scores %6$d."),
                               race.number, race.boards[0], race.boards[1], race.points[0],
                               race.boards[2], race.points[2], race.rounds[2]);
    add_picture (box, NULL, &race.picture, summary);
  }

  for (guint v = 2; v <= BP_MAX_NUMBER; v++)
    {
      if (halves->len > 0)
        g_string_append (halves, ", ");
      /* Translators: a number and its half, "7 → 4" */
      g_string_append_printf (halves, _("%1$u → %2$d"), v, bp_half ((int) v));
    }
  /* Translators: %s lists each number with its half, "2 → 1 · 3 → 2 · …" */
  sw_steps_page_add_textf (box, _("Half of each number: %s."), halves->str);
  sw_steps_page_add_text (box, _("After a round the game announces who reached which numbers. On your score track, numbers somebody has reached look faint: they are worth only half to you now."));

  sw_steps_page_add_heading (box, _("End of the game"));
  /* Line of EX-2 (Lino, board 1), replayed alone for its fields. */
  {
    BpRulesWholeGame whole;
    g_autoptr(GString) missed = g_string_new (NULL);
    g_autofree char *summary = NULL;

    bp_rules_example_whole_game (&whole);
    for (guint i = 0; i < whole.n_missed; i++)
      g_string_append_printf (missed, "%s%u", missed->len > 0 ? ", " : "", whole.missed[i]);

    /* Translators: %u is the number of rounds (15) */
    sw_steps_page_add_textf (box, _("The game ends after round %u, when every card has been turned. Every field of your board that your line never reached costs you one point."),
                             BP_N_ROUNDS);
    /* Translators: %1$u fields on the line, %2$u fields not reached, %3$s the numbers never reached */
    summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "A whole game on board 1: the line has %1$u fields. The %2$u field it never reached, marked −1, costs %2$u point. Numbers never reached: %3$s.",
                                         "A whole game on board 1: the line has %1$u fields. The %2$u fields it never reached, marked −1, cost %2$u points. Numbers never reached: %3$s.",
                                         whole.unreached),
                               whole.line_length, whole.unreached, missed->str);
    add_picture (box, NULL, &whole.picture, summary);
  }
  sw_steps_page_add_text (box, _("Your score is the points of your numbers minus the fields not reached. The highest score wins; equal highest scores share the win."));
}

static void
build_solo (GtkBox *box)
{
  BpRulesSolo tim;
  g_autoptr(GString) order = g_string_new (NULL);
  g_autofree char *summary = NULL;

  /* EX-4: Tim alone on board 2. */
  bp_rules_example_solo (&tim);
  for (guint i = 0; i < tim.n_numbers; i++)
    {
      if (order->len > 0)
        g_string_append (order, ", ");
      /* Translators: a number reached alone and its points, "5: 3 points" */
      g_string_append_printf (order, g_dngettext (GETTEXT_PACKAGE, "%1$u: %2$d point", "%1$u: %2$d points",
                                                  (gulong) ABS (tim.points[i])),
                              tim.numbers[i], tim.points[i]);
    }

  sw_steps_page_add_text (box, _("Alone, you play against the numbers themselves. A number scores in full if you have not reached a higher number before it; otherwise it scores half, rounded up. Inside one round, the fields count in the order you draw them."));
  /* Translators: %s lists the numbers in the order reached with their points */
  summary = g_strdup_printf (_("Six rounds alone on board 2. In the order reached: %s. A lower number after a higher one scores half; a number higher than all before it scores in full."),
                             order->str);
  add_picture (box, NULL, &tim.picture, summary);
  sw_steps_page_add_text (box, _("At the end the fields not reached cost a point each, as in a game with others. More than 40 points is an excellent result."));
  sw_steps_page_add_text (box, _("The game keeps your best scores, for each board and overall. The daily deck turns the cards in an order that is the same for everybody on the same day, with its own best score, so you can compare with friends."));
  sw_steps_page_add_text (box, _("Playing against computer players is not playing alone: then the numbers score as in any game with others."));
}

/* ------------------------------------------------------------ overrides */

static void
bp_rules_dialog_class_init (BpRulesDialogClass *klass)
{
  g_type_ensure (BP_TYPE_RULES_DRAWING);
}

static void
bp_rules_dialog_init (BpRulesDialog *self)
{
  SwStepsDialog *dialog = SW_STEPS_DIALOG (self);

  /* Translators: title of the dialog that explains Best Path */
  adw_dialog_set_title (ADW_DIALOG (self), _("Best Path Rules"));
  adw_dialog_set_content_height (ADW_DIALOG (self), 680);
  sw_steps_dialog_set_steps_label (dialog, _("Steps of the Best Path rules"));
  sw_steps_dialog_set_page_width (dialog, 640, 480);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    steps[i].build (sw_steps_dialog_add_step (dialog, steps[i].id, _(steps[i].title)));
}

/* --------------------------------------------------------------- public */

BpRulesDialog *
bp_rules_dialog_present (GtkWidget *parent)
{
  BpRulesDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WIDGET (parent), NULL);

  self = g_object_new (BP_TYPE_RULES_DIALOG, NULL);
  adw_dialog_present (ADW_DIALOG (self), parent);
  return self;
}
