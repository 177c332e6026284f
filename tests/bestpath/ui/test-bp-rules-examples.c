/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bp-rules-examples.c: the Rules' examples as the model hands them to
 * the widgets, without widgets: the figures the Rules put into words are
 * the rules file's (EX-1, EX-2, EX-4, EX-5 and its legality cases). */
#include "config.h"

#include "bp-rules-examples.h"

static guint
field (const char *name)
{
  guint f = BP_NO_FIELD;

  g_assert_true (bp_field_from_name (name, &f));
  return f;
}

static guint
card (const char *name)
{
  guint c = BP_NO_CARD;

  g_assert_true (bp_card_from_name (name, &c));
  return c;
}

/* EX-1 and what follows from its line (R-LINE-1, R-LINE-2, R-LINE-3,
 * R-ROUND-2, R-ROUND-3). */
static void
test_extensions (void)
{
  BpRulesFirstRound ex1;
  BpRulesEnds ends;
  BpRulesRefused refused;
  BpRulesBeside beside;

  bp_rules_example_first_round (&ex1);
  g_assert_cmpuint (ex1.card, ==, card ("C15"));
  g_assert_cmpuint (ex1.picture.start, ==, bp_board_start (1));
  g_assert_cmpuint (ex1.picture.extension.n_cells, ==, 4);
  g_assert_cmpuint (ex1.picture.extension.cells[3], ==, field ("C5"));

  bp_rules_example_ends (&ends);
  g_assert_cmpuint (ends.card, ==, card ("C13"));
  g_assert_cmpuint (ends.picture.line.length, ==, 5);
  g_assert_true (bp_line_is_end (&ends.picture.line, ends.ends[0]));
  g_assert_true (bp_line_is_end (&ends.picture.line, ends.ends[1]));
  g_assert_cmphex (ends.next[0], !=, 0);
  g_assert_cmphex (ends.next[1], !=, 0);
  g_assert_cmphex (ends.picture.legal, ==, ends.next[0] | ends.next[1]);

  bp_rules_example_refused (&refused);
  g_assert_cmpuint (refused.gap, ==, field ("E3"));
  g_assert_cmpuint (refused.gap_end, ==, field ("F4"));
  g_assert_cmpuint (refused.on_line, ==, field ("D5"));
  g_assert_cmpuint (refused.middle, ==, field ("E4"));
  g_assert_false (bp_line_is_end (&refused.picture.line, refused.middle));

  bp_rules_example_beside (&beside);
  g_assert_cmpuint (beside.allows, ==, card ("C12"));
  g_assert_cmpuint (beside.refuses, ==, card ("C11"));
  g_assert_cmpuint (beside.picture.extension.from, ==, field ("C5"));
}

/* EX-5: the 3 first for boards 1 and 4, in round 2 half for board 3;
 * EX-2: 51 fields, 10 not reached, only the 4 missed; EX-4 (R-SOLO-3). */
static void
test_scoring (void)
{
  BpRulesRace race;
  BpRulesWholeGame whole;
  BpRulesSolo solo;
  static const guint tim_numbers[] = { 4, 7, 5, 9 };
  static const int tim_points[] = { 4, 7, 3, 9 };

  bp_rules_example_race (&race);
  g_assert_cmpuint (race.number, ==, 3);
  g_assert_cmpuint (race.boards[0], ==, 1);
  g_assert_cmpuint (race.boards[1], ==, 4);
  g_assert_cmpuint (race.boards[2], ==, 3);
  g_assert_cmpint (race.points[0], ==, 3);
  g_assert_cmpint (race.points[1], ==, 3);
  g_assert_cmpint (race.points[2], ==, 2);
  g_assert_cmpuint (race.rounds[2], ==, 2);

  bp_rules_example_whole_game (&whole);
  g_assert_true (whole.picture.unreached);
  g_assert_cmpuint (whole.line_length, ==, 51);
  g_assert_cmpuint (whole.unreached, ==, 10);
  g_assert_cmpuint (whole.n_missed, ==, 1);
  g_assert_cmpuint (whole.missed[0], ==, 4);

  bp_rules_example_solo (&solo);
  g_assert_cmpuint (solo.picture.start, ==, bp_board_start (2));
  g_assert_cmpuint (solo.n_numbers, ==, G_N_ELEMENTS (tim_numbers));
  for (guint i = 0; i < solo.n_numbers; i++)
    {
      g_assert_cmpuint (solo.numbers[i], ==, tim_numbers[i]);
      g_assert_cmpint (solo.points[i], ==, tim_points[i]);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bestpath-model/rules-examples/EX-1-R-LINE-2-R-ROUND-3/extensions", test_extensions);
  g_test_add_func ("/bestpath-model/rules-examples/EX-2-EX-4-EX-5/scoring", test_scoring);
  return g_test_run ();
}
