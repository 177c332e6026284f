/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-rules-dialog.c: the rules in plain, illustrated steps, a dialog
 * over the main window. The full text is in the help; this view teaches the
 * game by example, and every number in it comes from the engine's default
 * variant or its row scoring. The dialog itself (steps, pages, keys) is
 * SwStepsDialog; this file is the content. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-model-enums.h"
#include "schott-rules-drawing.h"
#include "schott-rules-dialog.h"
#include "schott-strings.h"

struct _SchottRulesDialog
{
  SwStepsDialog  parent_instance;

  SchottVariant  variant;
};

G_DEFINE_FINAL_TYPE (SchottRulesDialog, schott_rules_dialog, SW_TYPE_STEPS_DIALOG)

typedef void (*BuildStepFunc) (SchottRulesDialog *self,
              GtkBox                             *box);

typedef struct
{
  const char   *id;
  const char   *title;
  BuildStepFunc build;
} Step;

static void build_goal       (SchottRulesDialog *self, GtkBox *box);
static void build_setup      (SchottRulesDialog *self, GtkBox *box);
static void build_turn       (SchottRulesDialog *self, GtkBox *box);
static void build_jokers     (SchottRulesDialog *self, GtkBox *box);
static void build_bonus      (SchottRulesDialog *self, GtkBox *box);
static void build_events     (SchottRulesDialog *self, GtkBox *box);
static void build_fast_track (SchottRulesDialog *self, GtkBox *box);
static void build_scoring    (SchottRulesDialog *self, GtkBox *box);
static void build_route      (SchottRulesDialog *self, GtkBox *box);
static void build_winning    (SchottRulesDialog *self, GtkBox *box);

static const Step steps[] = {
  /* Translators: titles of the steps of the Rules window */
  { "goal",       N_("The Goal"),               build_goal },
  { "setup",      N_("Setting Up"),             build_setup },
  { "turn",       N_("Your Turn"),              build_turn },
  { "jokers",     N_("Jokers"),                 build_jokers },
  { "bonus",      N_("Consecutive Cards"),      build_bonus },
  { "events",     N_("Event Cards"),            build_events },
  { "fast-track", N_("Fast Track"),             build_fast_track },
  { "scoring",    N_("End of a Stage"),         build_scoring },
  { "route",      N_("The Route"),              build_route },
  { "winning",    N_("Winning"),                build_winning },
};

/* The three rows the rule book uses to explain scoring (R-STAGE-5). */
static const SchottCard book_examples[3][9] = {
  { 4, 8, 11, 23, 25, 30, 34, 37, 46 },
  { 5, SCHOTT_JOKER, 12, 18, 22, 39, SCHOTT_JOKER, 41, 43 },
  { 8, 15, 24, 26, 3, 34, 36, 2, 49 },
};

/* ------------------------------------------------------------- helpers */

static guint
max_value (SchottRulesDialog *self)
{
  /* The examples come from a two-player game: cards 1 to 50. */
  return self->variant.deck[2].max_value;
}

/* A picture in a card, with its summary (from the engine) under it. */
static void
add_picture (GtkBox    *box,
             GtkWidget *drawing)
{
  GtkWidget *frame = sw_steps_page_add_picture (box, NULL, drawing,
                                                schott_rules_drawing_get_summary (SCHOTT_RULES_DRAWING (drawing)));

  gtk_widget_add_css_class (frame, "rules-picture");
}

/* A line "label: text" with a bold label, for lists like the events. */
static void
add_item (GtkBox     *box,
          const char *label,
          const char *title,
          const char *text)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *badge = gtk_label_new (label);
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  gtk_widget_add_css_class (badge, "heading");
  gtk_widget_add_css_class (badge, "accent");
  gtk_label_set_width_chars (GTK_LABEL (badge), 3);
  gtk_label_set_xalign (GTK_LABEL (badge), 0);
  gtk_widget_set_valign (badge, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (row), badge);
  if (title != NULL)
    {
      GtkWidget *heading = sw_steps_page_add_text (GTK_BOX (column), title);
      gtk_widget_add_css_class (heading, "heading");
    }
  sw_steps_page_add_text (GTK_BOX (column), text);
  gtk_widget_set_hexpand (column, TRUE);
  gtk_box_append (GTK_BOX (row), column);
  gtk_box_append (box, row);
}

/* ---------------------------------------------------------------- steps */

static void
build_goal (SchottRulesDialog *self,
            GtkBox            *box)
{
  const SchottVariant *v = &self->variant;

  /* Translators: %u is the number of fields of the route */
  sw_steps_page_add_textf (box, ngettext ("SCHOTT World is a race. Every player has a figure at the start of a route of %u field. The first figure to reach the finish wins.",
                                          "SCHOTT World is a race. Every player has a figure at the start of a route of %u fields. The first figure to reach the finish wins.",
                                          v->route_length), v->route_length);
  /* Translators: %u is the number of cards in a row (9) */
  sw_steps_page_add_textf (box, ngettext ("You move mostly by sorting. Everybody has a row of %u card in front of them, and you try to put your row in ascending order: small numbers on the left, big numbers on the right.",
                                          "You move mostly by sorting. Everybody has a row of %u cards in front of them, and you try to put your row in ascending order: small numbers on the left, big numbers on the right.",
                                          v->row_length), v->row_length);
  sw_steps_page_add_text (box, _("The game is played in stages. A stage ends when somebody's row is in order from the first card to the last. Then every figure moves one field for each card at the beginning of its row that is already in order, so a nearly sorted row is worth a lot too."));
  add_picture (box, schott_rules_drawing_new_row (book_examples[0], 9, max_value (self), TRUE));
  sw_steps_page_add_text (box, _("On the way, runs of consecutive cards, event cards, the Fast Track card and questions on location fields move the figures as well."));
}

static void
build_setup (SchottRulesDialog *self,
             GtkBox            *box)
{
  const SchottVariant *v = &self->variant;
  static const SchottCard dealt[9] = { 23, 7, 41, SCHOTT_JOKER, 15, 30, 2, 48, 19 };
  GtkWidget *list = gtk_list_box_new ();

  sw_steps_page_add_text (box, _("The cards you play with depend on how many play. Each number card exists once; a joker can stand for any number."));

  /* A list, not a table: it wraps on a narrow screen in every language. */
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint n = SCHOTT_MIN_PLAYERS; n <= SCHOTT_MAX_PLAYERS; n++)
    {
      GtkWidget *row = adw_action_row_new ();
      guint jokers = v->deck[n].n_jokers;
      /* Translators: title of a row of the table of cards per player count */
      g_autofree char *players = g_strdup_printf (ngettext ("%u player", "%u players", n), n);
      /* Translators: the cards for one player count: the highest number card,
       * the jokers and the cards in all, "Number cards 1–50 and 3 jokers: 53 cards in all" */
      g_autofree char *cards = g_strdup_printf (ngettext ("Number cards 1–%u and %u joker: %u cards in all",
                                                          "Number cards 1–%u and %u jokers: %u cards in all",
                                                          jokers),
                                                v->deck[n].max_value, jokers, schott_variant_deck_size (v, n));

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), players);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), cards);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Cards per number of players"), -1);
  gtk_box_append (box, list);

  /* Translators: %u is the number of cards in a row (9) */
  sw_steps_page_add_textf (box, ngettext ("Before every stage, all number cards and jokers are shuffled into a face-down draw pile. The top card is turned over to start the discard pile. Then everybody is dealt %u card, one at a time, into a row: position 1 on the left. The cards stay in the order they were dealt.",
                                          "Before every stage, all number cards and jokers are shuffled into a face-down draw pile. The top card is turned over to start the discard pile. Then everybody is dealt %u cards, one at a time, into a row: position 1 on the left. The cards stay in the order they were dealt.",
                                          v->row_length), v->row_length);
  add_picture (box, schott_rules_drawing_new_row (dealt, 9, max_value (self), FALSE));
  sw_steps_page_add_text (box, _("The rows lie face up: everybody sees every row, all the time."));
  /* Translators: %u is the number of event cards per player and stage (2) */
  sw_steps_page_add_textf (box, ngettext ("Everybody also gets %u event card face down. Not even its owner looks at it: an event card shows what it does only when it is played.",
                                          "Everybody also gets %u event cards face down. Not even their owner looks at them: an event card shows what it does only when it is played.",
                                          v->events_per_player), v->events_per_player);
  sw_steps_page_add_text (box, _("Each player has one Fast Track card for the whole game, and a figure on the start field."));
  sw_steps_page_add_text (box, _("The youngest player starts the first stage (in the app: the first seat), and play goes clockwise. Each later stage is started by the left neighbour of the player who started the one before."));
}

static void
build_turn (SchottRulesDialog *self,
            GtkBox            *box)
{
  static const SchottCard exchange_row[9] = { 3, 9, 14, 41, 30, 35, 22, 47, 50 };

  /* Translators: the two kinds of turn are called A and B in the rules */
  sw_steps_page_add_text (box, _("On your turn you do exactly one of two things, A or B."));
  /* Translators: heading; "A" names the first kind of turn */
  sw_steps_page_add_heading (box, _("A: Exchange a card"));
  sw_steps_page_add_text (box, _("Take the top card of the face-down draw pile, or the top card of the face-up discard pile. Put it into your row in place of any card you choose. The card you took out goes face up onto the discard pile."));
  add_picture (box, schott_rules_drawing_new_exchange (exchange_row, 9, max_value (self), 3, 27));
  sw_steps_page_add_text (box, _("A card you took must go into your row: you may not throw it away unused."));
  /* Translators: heading; "B" names the second kind of turn */
  sw_steps_page_add_heading (box, _("B: Play an event card"));
  /* Translators: %u is the number of event cards per player and stage (2) */
  sw_steps_page_add_textf (box, ngettext ("Turn over one of your face-down event cards and do what it says, at once. The card is then out of the stage. As you get %u event card per stage, you can do this at most once in a stage.",
                                          "Turn over one of your face-down event cards and do what it says, at once. The card is then out of the stage. As you get %u event cards per stage, you can do this at most %u times in a stage.",
                                          self->variant.events_per_player),
                           self->variant.events_per_player, self->variant.events_per_player);
  sw_steps_page_add_heading (box, _("And then"));
  sw_steps_page_add_text (box, _("Your left neighbour plays next."));
  sw_steps_page_add_text (box, _("When the draw pile runs out, all cards of the discard pile except the top one are shuffled into a new draw pile."));
}

static void
build_jokers (SchottRulesDialog *self,
              GtkBox            *box)
{
  static const SchottCard no_room[9] = { 4, 9, SCHOTT_JOKER, 10, 20, 25, 31, 40, 47 };

  sw_steps_page_add_text (box, _("A joker stands for any whole number. You exchange it like any other card, taking it into your row or putting it onto the discard pile."));
  sw_steps_page_add_text (box, _("In an ascending row, a joker needs room for a number of its own. Between 12 and 18 a joker can be 13, 14, 15, 16 or 17. Between 9 and 10 no whole number fits: with a joker there, the row ascends only up to the joker, and the 10 is out of order. The same holds at the ends: two jokers before a 2 do not fit, because only the 1 is smaller."));
  add_picture (box, schott_rules_drawing_new_row (no_room, 9, max_value (self), TRUE));
  sw_steps_page_add_text (box, _("When a stage is scored, a joker counts nothing by itself, but it does not stop the count either: the cards after it still count."));
  add_picture (box, schott_rules_drawing_new_row (book_examples[1], 9, max_value (self), TRUE));
  sw_steps_page_add_text (box, _("A joker never belongs to a run of consecutive cards."));
}

static void
build_bonus (SchottRulesDialog *self,
             GtkBox            *box)
{
  static const SchottCard row[9] = { 3, 9, 10, 11, SCHOTT_JOKER, 20, 22, 23, 40 };

  sw_steps_page_add_text (box, _("When you put a number card into your own row on your turn, look at its neighbours. If it now belongs to a run of consecutive numbers, going up by one from left to right like 9, 10, 11, your figure moves at once: one field less than the run has cards."));
  for (guint k = 2; k <= 5; k++)
    {
      /* Translators: %u is a number of cards in a run; the next string completes the sentence */
      g_autofree char *cards = g_strdup_printf (ngettext ("A run of %u card", "A run of %u cards", k), k);
      /* Translators: the first %s is "A run of 3 cards", %u the fields moved */
      g_autofree char *line = g_strdup_printf (ngettext ("%s moves your figure %u field.",
                                                         "%s moves your figure %u fields.", k - 1),
                                               cards, k - 1);
      sw_steps_page_add_text (box, line);
    }
  add_picture (box, schott_rules_drawing_new_run (row, 9, 2));
  sw_steps_page_add_text (box, _("Jokers never belong to a run. The move is yours to keep, even if the run is broken later."));
  sw_steps_page_add_text (box, _("Only your own cards count: cards that another player's action puts into your row pay nothing. If one action places two of your cards and both make runs, each run pays."));
}

static const char *
event_text (SchottRulesDialog *self,
            SchottEventKind    kind,
            char             **owned)
{
  guint amount = self->variant.event_amount[kind];

  *owned = NULL;
  switch (kind)
    {
    case SCHOTT_EVENT_E1_SWAP_OWN:
      return _("Choose two cards of your row and let them change places.");
    case SCHOTT_EVENT_E2_EVERYONE_SWAPS:
      return _("Starting with you and going clockwise, every player swaps two cards of their own row, chosen by that player.");
    case SCHOTT_EVENT_E3_MOVE_FORWARD:
      /* Translators: event card E3 */
      *owned = g_strdup_printf (ngettext ("Your figure moves %u field forward.",
                                          "Your figure moves %u fields forward.", amount), amount);
      return *owned;
    case SCHOTT_EVENT_E4_EVERYONE_MOVES:
      /* Translators: event card E4 */
      *owned = g_strdup_printf (ngettext ("Starting with you and going clockwise, every figure moves %u field forward.",
                                          "Starting with you and going clockwise, every figure moves %u fields forward.", amount), amount);
      return *owned;
    case SCHOTT_EVENT_E5_TAKE_FROM_PLAYER:
      return _("Pick another player, one card of their row and one card of yours. The two cards change places: you take their card, and they get yours in its place.");
    case SCHOTT_EVENT_E6_PASS_LEFTMOST:
      return _("All at once, every player hands the first card of their row to the left neighbour, who puts it into the place that has just become free.");
    case SCHOTT_EVENT_E7_ROTATE_ROWS:
      return _("The rows stay on the table and everybody moves one seat on: from now on you play the row of your left neighbour. Figures, event cards and Fast Track cards stay with their players.");
    case SCHOTT_EVENT_E8_TWO_DISCARDS:
      return _("Look at the top two cards of the discard pile and put one of them into your row. The other one goes back onto the discard pile, and the card you took out of your row goes on top of it.");
    case SCHOTT_EVENT_E9_NAME_PLAYER:
      return _("Name another player. That player must swap two cards of their own row; which two is up to them.");
    case SCHOTT_EVENT_E10_QUESTION:
      /* Translators: event card E10 */
      *owned = g_strdup_printf (ngettext ("Answer a question. If your answer is right, your figure moves %u field forward.",
                                          "Answer a question. If your answer is right, your figure moves %u fields forward.", amount), amount);
      return *owned;
    case SCHOTT_EVENT_NONE:
    default:
      return "";
    }
}

static void
build_events (SchottRulesDialog *self,
              GtkBox            *box)
{
  /* Translators: %u is the number of kinds of event cards (10) */
  sw_steps_page_add_textf (box, ngettext ("Event cards turn a stage around. There is %u kind; you learn which one you hold only when you play it.",
                                          "Event cards turn a stage around. There are %u kinds; you learn which one you hold only when you play it.",
                                          SCHOTT_N_EVENT_KINDS), SCHOTT_N_EVENT_KINDS);
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    {
      g_autofree char *owned = NULL;
      const char *text = event_text (self, (SchottEventKind) k, &owned);
      /* Translators: the short id of an event card kind, "E1" ... "E10" */
      g_autofree char *id = g_strdup_printf (_("E%u"), k);

      add_item (box, id, schott_event_title ((SchottEventKind) k), text);
    }
  sw_steps_page_add_text (box, _("When an event puts a card into your own row (E1, your own swap in E2, E5 and E8), runs of consecutive cards pay as usual. An event can also complete a row and so end the stage."));
}

static void
build_fast_track (SchottRulesDialog *self,
                  GtkBox            *box)
{
  guint row = self->variant.row_length;

  sw_steps_page_add_text (box, _("Each player has one Fast Track card for the whole game."));
  sw_steps_page_add_text (box, _("You may play it in a stage of your choice, but only before your first exchange in that stage: at the start of one of your turns, before you take a card. Playing it does not use up your turn, and several players may play theirs in the same stage."));
  /* Translators: %u is the most fields a Fast Track scoring can give (18) */
  sw_steps_page_add_textf (box, ngettext ("When that stage is scored, your figure moves two fields for every counted card instead of one, up to %u field for a complete row.",
                                          "When that stage is scored, your figure moves two fields for every counted card instead of one, up to %u fields for a complete row.",
                                          2 * row), 2 * row);
  add_picture (box, schott_rules_drawing_new_fast_track (book_examples[1], 9, max_value (self)));
  sw_steps_page_add_text (box, _("The consecutive bonus is not doubled. After the stage the card is out of the game."));
}

static void
build_scoring (SchottRulesDialog *self,
               GtkBox            *box)
{
  guint reward = self->variant.question_reward;

  sw_steps_page_add_text (box, _("A stage ends as soon as, after a turn, a row is in ascending order from its first card to its last. Its owner wins the stage."));
  sw_steps_page_add_text (box, _("Now every row scores, starting with the stage winner and going clockwise. Read the row from the left and stop before the first card that is out of order: every number card up to there counts one field. Jokers count nothing, but they do not stop the count."));
  /* Translators: heading over the three scoring examples */
  sw_steps_page_add_heading (box, _("The rule book's examples"));
  for (guint i = 0; i < G_N_ELEMENTS (book_examples); i++)
    add_picture (box, schott_rules_drawing_new_row (book_examples[i], 9, max_value (self), TRUE));
  /* Translators: %u is the number of fields a right answer is worth (2) */
  sw_steps_page_add_textf (box, ngettext ("Last, the stage winner answers a question, read out by the right neighbour. A right answer moves the figure %u more field.",
                                          "Last, the stage winner answers a question, read out by the right neighbour. A right answer moves the figure %u more fields.",
                                          reward), reward);
  sw_steps_page_add_text (box, _("Then all cards are gathered and shuffled, and the next stage begins."));
}

static void
build_route (SchottRulesDialog *self,
             GtkBox            *box)
{
  const SchottVariant *v = &self->variant;

  sw_steps_page_add_text (box, _("Only one figure fits on a field; the start and the finish hold any number. A figure that would end its move on a taken field goes on to the next free field ahead, or, when it moves back, to the next free field behind."));
  add_picture (box, schott_rules_drawing_new_route (v, 1, 10, 4, 2, 6, SCHOTT_RULES_ANSWER_NONE));
  /* Translators: heading */
  sw_steps_page_add_heading (box, _("Location fields"));
  sw_steps_page_add_text (box, _("Some fields are location fields. A figure that ends a move on one answers a question:"));
  add_item (box, "+n", NULL, _("On a plus field, a right answer moves the figure that many fields further. After a wrong answer it stays."));
  add_picture (box, schott_rules_drawing_new_route (v, 1, 10, 2, 3, 0, SCHOTT_RULES_ANSWER_RIGHT));
  /* Translators: the minus field; the sign is a minus (U+2212) */
  add_item (box, C_("location field", "−1"), NULL, _("On a minus field, a wrong answer moves the figure one field back. After a right answer it stays."));
  add_picture (box, schott_rules_drawing_new_route (v, 1, 10, 6, 3, 0, SCHOTT_RULES_ANSWER_WRONG));
  sw_steps_page_add_text (box, _("A move that comes from answering a question never asks another one, even if it ends on a location field."));
}

static void
build_winning (SchottRulesDialog *self,
               GtkBox            *box)
{
  sw_steps_page_add_text (box, _("The game ends as soon as a figure reaches the finish. No figure goes past it: fields left over are simply lost."));
  sw_steps_page_add_text (box, _("Every figure on the finish when the turn, or the scoring of the stage, is over wins. So several players can win together."));
  sw_steps_page_add_text (box, _("If a turn completes a row and also brings a figure to the finish, the game ends right there: that stage is not scored."));
  sw_steps_page_add_text (box, _("Good luck, and have fun!"));
}

static void
schott_rules_dialog_class_init (SchottRulesDialogClass *klass)
{
  g_type_ensure (SCHOTT_TYPE_RULES_DRAWING);
}

static void
schott_rules_dialog_init (SchottRulesDialog *self)
{
  SwStepsDialog *dialog = SW_STEPS_DIALOG (self);

  schott_variant_init_default (&self->variant);
  /* Translators: title of the window that explains the game */
  adw_dialog_set_title (ADW_DIALOG (self), _("Rules"));
  adw_dialog_set_content_height (ADW_DIALOG (self), 640);
  sw_steps_dialog_set_steps_label (dialog, _("Steps of the rules"));
  sw_steps_dialog_set_page_width (dialog, 680, 520);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    steps[i].build (self, sw_steps_dialog_add_step (dialog, steps[i].id, _(steps[i].title)));
}

/* --------------------------------------------------------------- public */

SchottRulesDialog *
schott_rules_dialog_present (GtkWidget *parent)
{
  SchottRulesDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WIDGET (parent), NULL);

  self = g_object_new (SCHOTT_TYPE_RULES_DIALOG, NULL);
  adw_dialog_present (ADW_DIALOG (self), parent);
  return self;
}
