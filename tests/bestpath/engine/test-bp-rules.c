/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bp-rules.c: every rule of the Best Path rules file (R-COMP … R-SOLO)
 * and the worked examples EX-1 … EX-5, with their exact figures. */
#include "config.h"

#include <math.h>

#include "bp-test-util.h"

static const char *const lino_moves[BP_N_ROUNDS] = {
  "F4: E4 D4 D5 C5", "F4: G3 G4 H3 I3", "C5: B5 B6 C7 D7 D8", "D8: E9 E8 F7 G7",
  "I3: I2", "G7: H6 G6 H5 I4", "I2: I1 H1 G2 F2", "F2: F1 E1 D1 D2", "D2: E2 E3",
  "E3: D3 C2 C1 B1", "I4: H4 G5", "B1: A1 A2 A3 B4", "B4: B3 B2 C3", "G5: F6 F5 E5",
  "E5: E6 E7",
};

/* A legal line for Maria (board 2) that reaches 5 in round 2, 2 and 7 in
 * round 3, 10 in round 5 and 8 in round 11, as EX-2 tells. */
static const char *const maria_moves[BP_N_ROUNDS] = {
  "D4: D5 C5 D6", "D6: E6 F6 F7 G6", "D4: C3 D3 E3 E2 D1", "G6: H6 I5 I4 I3 H3",
  "H3: I2 I1", "I1: H1 G1 F2 F1", "D1: C1 D2 C2", "C2: B2 A1", "F1: E1", "-",
  "A1: B1", "-", "-", "-", "-",
};

#define EX2_DECK "C15 C13 C04 C08 C14 C11 C07 C05 C02 C06 C01 C09 C03 C12 C10"

static void
ex2_game (BpGame *game,
          guint   rounds)
{
  guint8 deck[BP_N_CARDS];
  const guint8 boards[2] = { 1, 2 };

  deck_from (EX2_DECK, deck);
  g_assert_null (bp_game_init_with_deck (game, 2, boards, deck, 0));
  for (guint r = 0; r < rounds; r++)
    {
      commit_ok (game, 0, lino_moves[r]);
      commit_ok (game, 1, maria_moves[r]);
    }
}

/* A game on the given boards whose deck starts with first_cards. */
static void
game_with (BpGame       *game,
           guint         n_players,
           const guint8 *boards,
           const char   *first_cards)
{
  guint8 deck[BP_N_CARDS];

  deck_from (first_cards, deck);
  g_assert_null (bp_game_init_with_deck (game, n_players, boards, deck, 7));
}

static const char *
refusal_of (const BpGame *game,
            guint         player,
            const char   *text)
{
  BpExtension ext = X (text);

  return bp_game_check (game, player, &ext, NULL);
}

/* --------------------------------------------------------- R-COMP */

static void
test_comp_1 (void)
{
  guint64 starts = 0;

  /* Four boards, each with its own start, 15 cards. */
  for (guint b = 1; b <= BP_N_BOARDS; b++)
    starts |= G_GUINT64_CONSTANT (1) << bp_board_start (b);
  g_assert_cmpuint (__builtin_popcountll (starts), ==, 4);
  for (guint c = 0; c < BP_N_CARDS; c++)
    g_assert_cmpuint (bp_card_n_fields (c), >=, 4);
  g_assert_false (bp_card_from_name ("C16", &(guint){ 0 }));
}

static void
test_comp_2 (void)
{
  static const guint lengths[9] = { 5, 6, 7, 8, 9, 8, 7, 6, 5 };
  guint ring_size[5] = { 0, };
  guint f = 0;

  for (guint row = 0; row < 9; row++)
    for (guint p = 1; p <= lengths[row]; p++, f++)
      {
        g_autofree char *name = g_strdup_printf ("%c%u", 'A' + row, p);

        g_assert_cmpstr (bp_field_name (f), ==, name);
        g_assert_cmpuint (F (name), ==, f);
      }
  g_assert_cmpuint (f, ==, BP_N_FIELDS);
  g_assert_false (bp_field_from_name ("A6", &f));
  g_assert_false (bp_field_from_name ("J1", &f));
  g_assert_cmpuint (bp_field_ring (F ("E5")), ==, 0);
  for (f = 0; f < BP_N_FIELDS; f++)
    ring_size[bp_field_ring (f)]++;
  g_assert_cmpuint (ring_size[1], ==, 6);
  g_assert_cmpuint (ring_size[2], ==, 12);
  g_assert_cmpuint (ring_size[3], ==, 18);
  g_assert_cmpuint (ring_size[4], ==, 24);
}

static void
test_comp_3 (void)
{
  static const guint lengths[9] = { 5, 6, 7, 8, 9, 8, 7, 6, 5 };
  guint n;

  /* The rule's own words, row by row, against the engine's table. */
  for (guint a = 0; a < BP_N_FIELDS; a++)
    for (guint b = 0; b < BP_N_FIELDS; b++)
      {
        const char *na = bp_field_name (a), *nb = bp_field_name (b);
        int ra = na[0] - 'A', rb = nb[0] - 'A', pa = na[1] - '0', pb = nb[1] - '0';
        gboolean expected = FALSE;

        if (ra == rb)
          expected = ABS (pa - pb) == 1;
        else if (ABS (ra - rb) == 1 && lengths[rb] > lengths[ra])
          expected = pb == pa || pb == pa + 1;
        else if (ABS (ra - rb) == 1)
          expected = pb == pa - 1 || pb == pa;
        g_assert_cmpint (bp_fields_adjacent (a, b), ==, expected);
      }
  bp_field_neighbours (F ("E5"), &n);
  g_assert_cmpuint (n, ==, 6);
  bp_field_neighbours (F ("A1"), &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_true (bp_fields_adjacent (F ("A1"), F ("A2")));
  g_assert_true (bp_fields_adjacent (F ("A1"), F ("B1")));
  g_assert_true (bp_fields_adjacent (F ("A1"), F ("B2")));
  g_assert_false (bp_fields_adjacent (F ("A1"), F ("B3")));
}

static void
test_comp_4 (void)
{
  const char letters[] = "BGYKRP";

  for (guint c = 0; c < BP_N_COLOURS; c++)
    {
      BpColour colour;

      g_assert_cmpint (bp_colour_letter ((BpColour) c), ==, letters[c]);
      g_assert_true (bp_colour_from_letter (letters[c], &colour));
      g_assert_cmpuint (colour, ==, c);
    }
  g_assert_false (bp_colour_from_letter ('W', &(BpColour){ 0 }));
}

static void
test_comp_5 (void)
{
  const char *rows = "YBRGB" "KGPKPK" "BRYBYRY" "GYPGKBGP" "RPKBKPRKB"
                     "KBRYRGYR" "GYGPKBP" "PKBRGK" "RGYPY";

  for (guint f = 0; f < BP_N_FIELDS; f++)
    g_assert_cmpint (bp_colour_letter (bp_field_colour (f)), ==, rows[f]);
}

static void
test_comp_6 (void)
{
  static const struct { const char *field; guint value; char colour; } numbers[] = {
    { "C3", 2, 'Y' }, { "G3", 3, 'G' }, { "D6", 4, 'B' }, { "G6", 5, 'B' }, { "B4", 6, 'K' },
    { "E2", 7, 'P' }, { "B1", 8, 'K' }, { "D8", 9, 'P' }, { "I1", 10, 'R' },
  };
  guint n_numbers = 0;

  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      guint f = F (numbers[i].field);

      g_assert_cmpuint (bp_field_number (f), ==, numbers[i].value);
      g_assert_cmpuint (bp_number_field (numbers[i].value), ==, f);
      g_assert_cmpint (bp_colour_letter (bp_field_colour (f)), ==, numbers[i].colour);
    }
  for (guint f = 0; f < BP_N_FIELDS; f++)
    n_numbers += bp_field_number (f) != 0;
  g_assert_cmpuint (n_numbers, ==, 9);
}

static void
test_comp_7 (void)
{
  static const char *const starts[4] = { "F4", "D4", "E6", "F5" };
  static const char colours[4] = { 'Y', 'G', 'P', 'R' };

  for (guint b = 1; b <= 4; b++)
    {
      guint start = bp_board_start (b);

      g_assert_cmpuint (start, ==, F (starts[b - 1]));
      g_assert_cmpint (bp_colour_letter (bp_field_colour (start)), ==, colours[b - 1]);
      g_assert_cmpuint (bp_field_number (start), ==, 0);
    }
}

static void
test_comp_8 (void)
{
  static const char *const cards[BP_N_CARDS] = {
    "YKRP", "GKRP", "GGYRP", "GYKPP", "GYKR", "BKRP", "BYRP", "BYYKP",
    "BYKKR", "BGRRP", "BGKP", "BBGKR", "BGYP", "BGYR", "BGYK",
  };
  guint64 left_out_pairs = 0;
  guint repeated_colours = 0, n_five = 0;

  for (guint c = 0; c < BP_N_CARDS; c++)
    {
      g_autofree char *name = g_strdup_printf ("C%02u", c + 1);
      guint8 counts[BP_N_COLOURS];
      guint shown = 0, pair = 0, card;

      g_assert_cmpstr (bp_card_name (c), ==, name);
      g_assert_cmpstr (bp_card_letters (c), ==, cards[c]);
      g_assert_true (bp_card_from_letters (cards[c], &card));
      g_assert_cmpuint (card, ==, c);
      bp_card_counts (c, counts);
      for (guint k = 0; k < BP_N_COLOURS; k++)
        {
          shown += counts[k] > 0;
          if (counts[k] == 0)
            pair |= 1u << k;
          if (counts[k] == 2)
            repeated_colours |= 1u << k;
        }
      g_assert_cmpuint (shown, ==, 4);
      g_assert_cmpuint (__builtin_popcount (pair), ==, 2);
      left_out_pairs |= G_GUINT64_CONSTANT (1) << pair;
      n_five += bp_card_n_fields (c) == 5;
    }
  g_assert_cmpuint (__builtin_popcountll (left_out_pairs), ==, 15);
  g_assert_cmpuint (n_five, ==, 6);
  g_assert_cmpuint (repeated_colours, ==, 0x3f);
  /* Order irrelevant; C15 is the book's card. */
  g_assert_true (bp_card_from_letters ("KYGB", &(guint){ 0 }));
  g_assert_false (bp_card_from_letters ("BGYKR", &(guint){ 0 }));
  g_assert_false (bp_card_from_letters ("BBB", &(guint){ 0 }));
}

static double
field_angle (guint f)
{
  /* Cartesian centre from the name: rows 0.866 apart, row centred. */
  static const guint lengths[9] = { 5, 6, 7, 8, 9, 8, 7, 6, 5 };
  const char *name = bp_field_name (f);
  int row = name[0] - 'A', p = name[1] - '1';
  double x = p - (lengths[row] - 1) / 2.0;
  double y = (row - 4) * 0.8660254;

  return atan2 (y, x);
}

static void
test_comp_9 (void)
{
  guint per_colour[BP_N_COLOURS] = { 0, };
  guint per_ring_colour[5][BP_N_COLOURS] = { { 0, }, };
  guint numbers_per_colour[BP_N_COLOURS] = { 0, };
  guint same_pairs = 0;
  guint deck_fields[BP_N_COLOURS] = { 0, };
  guint cards_with[BP_N_COLOURS] = { 0, };

  for (guint f = 0; f < BP_N_FIELDS; f++)
    {
      per_colour[bp_field_colour (f)]++;
      per_ring_colour[bp_field_ring (f)][bp_field_colour (f)]++;
      if (bp_field_number (f))
        numbers_per_colour[bp_field_colour (f)]++;
      for (guint g = f + 1; g < BP_N_FIELDS; g++)
        if (bp_fields_adjacent (f, g) && bp_field_colour (f) == bp_field_colour (g))
          {
            same_pairs++;
            g_assert_cmpuint (f, ==, F ("D5"));
            g_assert_cmpuint (g, ==, F ("E5"));
          }
    }
  g_assert_cmpuint (same_pairs, ==, 1);
  for (guint c = 0; c < BP_N_COLOURS; c++)
    {
      g_assert_cmpuint (per_colour[c], ==, c == BP_GREY ? 11 : 10);
      g_assert_cmpuint (numbers_per_colour[c], <=, 2);
      for (guint k = 1; k <= 4; k++)
        g_assert_cmpuint (per_ring_colour[k][c], ==, k);
    }
  for (guint v = 2; v <= 10; v++)
    g_assert_cmpuint (bp_field_ring (bp_number_field (v)), ==, 2 + (v - 2) / 3);
  for (guint group = 0; group < 3; group++)
    for (guint i = 0; i < 3; i++)
      for (guint j = i + 1; j < 3; j++)
        {
          double a = field_angle (bp_number_field (2 + 3 * group + i));
          double b = field_angle (bp_number_field (2 + 3 * group + j));
          double d = fabs (a - b);

          d = MIN (d, 2 * G_PI - d);
          g_assert_cmpfloat (d, >=, G_PI / 2 - 1e-6);
        }
  for (guint b = 1; b <= 4; b++)
    g_assert_cmpuint (bp_field_ring (bp_board_start (b)), ==, 1);

  for (guint c = 0; c < BP_N_CARDS; c++)
    {
      guint8 counts[BP_N_COLOURS];

      bp_card_counts (c, counts);
      for (guint k = 0; k < BP_N_COLOURS; k++)
        {
          deck_fields[k] += counts[k];
          cards_with[k] += counts[k] > 0;
        }
    }
  for (guint k = 0; k < BP_N_COLOURS; k++)
    {
      g_assert_cmpuint (deck_fields[k], ==, 11);
      g_assert_cmpuint (cards_with[k], ==, 10);
      for (guint l = k + 1; l < BP_N_COLOURS; l++)
        {
          guint together = 0;

          for (guint c = 0; c < BP_N_CARDS; c++)
            {
              guint8 counts[BP_N_COLOURS];

              bp_card_counts (c, counts);
              together += counts[k] && counts[l];
            }
          g_assert_cmpuint (together, ==, 6);
        }
    }
}

/* -------------------------------------------------------- R-SETUP */

static void
test_setup_1 (void)
{
  BpGame game;
  guint8 deck[BP_N_CARDS];
  const guint8 twice[2] = { 2, 2 };
  const guint8 five[5] = { 1, 2, 3, 4, 1 };
  const guint8 bad_board[1] = { 5 };

  deck_from ("", deck);
  g_assert_cmpstr (bp_game_init_with_deck (&game, 2, twice, deck, 0), ==, "R-SETUP-1");
  g_assert_cmpstr (bp_game_init_with_deck (&game, 5, five, deck, 0), ==, "R-SETUP-1");
  g_assert_cmpstr (bp_game_init_with_deck (&game, 0, five, deck, 0), ==, "R-SETUP-1");
  g_assert_cmpstr (bp_game_init_with_deck (&game, 1, bad_board, deck, 0), ==, "R-SETUP-1");
  for (guint n = 1; n <= 4; n++)
    g_assert_null (bp_game_init_with_deck (&game, n, five, deck, 0));

  /* Random boards are distinct, and each board comes up. */
  {
    guint seen = 0;

    for (guint64 seed = 0; seed < 200; seed++)
      {
        guint used = 0;

        bp_game_init (&game, 4, NULL, seed);
        for (guint p = 0; p < 4; p++)
          used |= 1u << game.players[p].board;
        g_assert_cmpuint (used, ==, 0x1e);
        bp_game_init (&game, 1, NULL, seed);
        seen |= 1u << game.players[0].board;
      }
    g_assert_cmpuint (seen, ==, 0x1e);
  }
  /* A solo player may choose the board. */
  bp_game_init (&game, 1, (const guint8[]) { 3 }, 5);
  g_assert_cmpuint (game.players[0].board, ==, 3);
}

static void
test_setup_2 (void)
{
  BpGame a, b, c;
  guint differ = 0;

  bp_game_init (&a, 2, NULL, 99);
  bp_game_init (&b, 2, NULL, 99);
  g_assert_cmpmem (a.deck, BP_N_CARDS, b.deck, BP_N_CARDS);
  g_assert_cmpuint (bp_game_unseen_cards (&a) | (1u << a.deck[0]), ==, (1u << BP_N_CARDS) - 1);
  for (guint64 seed = 0; seed < 50; seed++)
    {
      guint all = 0;

      bp_game_init (&c, 2, NULL, seed);
      for (guint r = 0; r < BP_N_CARDS; r++)
        all |= 1u << c.deck[r];
      g_assert_cmpuint (all, ==, (1u << BP_N_CARDS) - 1);
      differ += memcmp (c.deck, a.deck, BP_N_CARDS) != 0;
    }
  g_assert_cmpuint (differ, >=, 49);
}

static void
test_setup_3 (void)
{
  BpGame game;

  bp_game_init (&game, 4, (const guint8[]) { 1, 2, 3, 4 }, 1);
  for (guint p = 0; p < 4; p++)
    {
      const BpLine *line = &game.players[p].line;

      g_assert_cmpuint (line->length, ==, 1);
      g_assert_cmpuint (line->fields[0], ==, bp_board_start (p + 1));
      g_assert_true (bp_line_is_end (line, bp_board_start (p + 1)));
      g_assert_cmpint (bp_game_score (&game, p), ==, -60);
      g_assert_cmpuint (bp_game_unreached (&game, p), ==, 60);
    }
}

/* --------------------------------------------------------- R-LINE */

static void
test_line_1 (void)
{
  BpGame game;
  g_autofree char *message = NULL;
  BpExtension gap = X ("F4: E3");

  game_with (&game, 1, (const guint8[]) { 1 }, "C15");
  g_assert_cmpstr (bp_game_check (&game, 0, &gap, &message), ==, "R-LINE-1");
  g_assert_nonnull (strstr (message, "E3"));
  /* A gap in the middle of an extension. */
  g_assert_cmpstr (refusal_of (&game, 0, "F4: E4 D4 C5"), ==, "R-LINE-1");
  g_assert_null (refusal_of (&game, 0, "F4: E4 D4"));
}

static void
test_line_2 (void)
{
  BpGame game;

  game_with (&game, 1, (const guint8[]) { 1 }, "C15 C13 C11");
  commit_ok (&game, 0, "F4: E4 D4 D5 C5");
  /* Touching: back into D5, into the own start. C13 is B G Y P. */
  g_assert_cmpstr (refusal_of (&game, 0, "C5: D5"), ==, "R-LINE-2");
  g_assert_cmpstr (refusal_of (&game, 0, "F4: E4"), ==, "R-LINE-2");
  g_assert_cmpstr (refusal_of (&game, 0, "C5: C4 D4"), ==, "R-LINE-2");
  /* Running beside the line is allowed. */
  g_assert_null (refusal_of (&game, 0, "C5: C4"));
  commit_ok (&game, 0, "F4: G3 G4");
  /* Re-entering the start through a loop: G4 -> F5? (C11 B G K P) F4 is on
   * the line. */
  g_assert_cmpstr (refusal_of (&game, 0, "G4: F4"), ==, "R-LINE-2");
  /* A field twice within one extension. */
  {
    BpLine line;
    guint8 counts[BP_N_COLOURS] = { 2, 2, 2, 2, 2, 2 };
    BpExtension twice = X ("E5: E4 E5");

    bp_line_init (&line, F ("D5"));
    twice.from = (guint8) F ("D5");
    twice.cells[0] = (guint8) F ("E5");
    twice.cells[1] = (guint8) F ("E4");
    twice.cells[2] = (guint8) F ("E5");
    twice.n_cells = 3;
    g_assert_cmpstr (bp_line_check_extension (&line, counts, &twice, NULL), ==, "R-LINE-2");
  }
}

static void
test_line_3 (void)
{
  BpGame game;
  const BpLine *line = &game.players[0].line;

  game_with (&game, 1, (const guint8[]) { 1 }, "C15 C13");
  g_assert_cmpuint (bp_line_other_end (line, F ("F4")), ==, F ("F4"));
  commit_ok (&game, 0, "F4: E4 D4 D5 C5");
  g_assert_true (bp_line_is_end (line, F ("F4")));
  g_assert_true (bp_line_is_end (line, F ("C5")));
  g_assert_false (bp_line_is_end (line, F ("D5")));
  g_assert_cmpuint (bp_line_other_end (line, F ("C5")), ==, F ("F4"));
}

/* -------------------------------------------------------- R-ROUND */

static void
test_round_1 (void)
{
  BpGame game;
  guint cards = 0;

  bp_game_init (&game, 2, NULL, 5);
  for (guint r = 1; r <= BP_N_ROUNDS; r++)
    {
      g_assert_cmpuint (game.phase, ==, BP_PHASE_CHOOSING);
      g_assert_cmpuint (game.round, ==, r);
      cards |= 1u << bp_game_card (&game);
      commit_ok (&game, 0, "-");
      commit_ok (&game, 1, "-");
    }
  g_assert_cmpuint (cards, ==, (1u << BP_N_CARDS) - 1);
  g_assert_cmpuint (game.phase, ==, BP_PHASE_OVER);
  g_assert_cmpuint (bp_game_card (&game), ==, BP_NO_CARD);
  /* A deck with a card twice is refused. */
  {
    guint8 deck[BP_N_CARDS];

    deck_from ("", deck);
    deck[3] = deck[4];
    g_assert_cmpstr (bp_game_init_with_deck (&game, 1, (const guint8[]) { 1 }, deck, 0), ==,
                     "R-ROUND-1");
  }
}

static void
find_three_blues (BpLine      *line,
                  BpExtension *ext)
{
  /* A path with three blue fields and otherwise only G, K, R, at most one
   * each, from some start: C12 (B B G K R) allows all but one blue. */
  for (guint s = 0; s < BP_N_FIELDS; s++)
    {
      g_autoptr(GArray) all = NULL;
      BpGame game;
      guint8 deck[BP_N_CARDS];

      /* Enumerate through a game whose card is C12, then add a blue. */
      deck_from ("C12", deck);
      bp_game_init_with_deck (&game, 1, (const guint8[]) { 1 }, deck, 0);
      bp_line_init (&game.players[0].line, s);
      all = bp_game_legal_extensions (&game, 0);
      for (guint i = 0; i < all->len; i++)
        {
          BpExtension e = g_array_index (all, BpExtension, i);
          guint last = e.n_cells ? e.cells[e.n_cells - 1] : s;
          guint n, blues = 0;
          const guint8 *next = bp_field_neighbours (last, &n);

          for (guint k = 0; k < e.n_cells; k++)
            blues += bp_field_colour (e.cells[k]) == BP_BLUE;
          if (blues != 2 || e.n_cells >= BP_MAX_CARD_FIELDS)
            continue;
          for (guint k = 0; k < n; k++)
            if (bp_field_colour (next[k]) == BP_BLUE && next[k] != s)
              {
                gboolean on = FALSE;

                for (guint m = 0; m < e.n_cells; m++)
                  on |= e.cells[m] == next[k];
                if (on)
                  continue;
                *line = game.players[0].line;
                *ext = e;
                ext->cells[ext->n_cells++] = next[k];
                return;
              }
        }
    }
  g_assert_not_reached ();
}

static void
test_round_2 (void)
{
  BpGame game;
  g_autofree char *message = NULL;

  /* EX-1's order of colours differs from the card's: any order. */
  game_with (&game, 1, (const guint8[]) { 1 }, "C15 C11");
  g_assert_null (refusal_of (&game, 0, "F4: E4 D4 D5 C5"));
  /* A colour the card lacks: F5 is red. */
  g_assert_cmpstr (refusal_of (&game, 0, "F4: F5"), ==, "R-ROUND-2");
  commit_ok (&game, 0, "F4: E4 D4 D5 C5");
  /* C5 C4 B4 A4 A5 needs two blues: refused with B G K P (C11) ... */
  {
    BpExtension ext = X ("C5: C4 B4 A4 A5");

    g_assert_cmpstr (bp_game_check (&game, 0, &ext, &message), ==, "R-ROUND-2");
    g_assert_nonnull (strstr (message, "A5"));
  }
  /* ... allowed with B B G K R (C12). */
  {
    guint8 c12[BP_N_COLOURS];
    BpExtension ext = X ("C5: C4 B4 A4 A5");

    bp_card_counts (card_named ("C12"), c12);
    g_assert_null (bp_line_check_extension (&game.players[0].line, c12, &ext, NULL));
  }
  /* A colour shown twice allows two fields, not three. */
  {
    BpLine line;
    BpExtension ext;
    guint8 c12[BP_N_COLOURS];

    bp_card_counts (card_named ("C12"), c12);
    find_three_blues (&line, &ext);
    g_assert_cmpstr (bp_line_check_extension (&line, c12, &ext, NULL), ==, "R-ROUND-2");
    ext.n_cells--;
    g_assert_null (bp_line_check_extension (&line, c12, &ext, NULL));
  }
  /* Any number of the card's fields, zero to all: every prefix of a legal
   * extension is legal, and enumeration lists them. */
  {
    g_autoptr(GArray) all = bp_game_legal_extensions (&game, 0);
    guint by_length[BP_MAX_CARD_FIELDS + 1] = { 0, };

    for (guint i = 0; i < all->len; i++)
      {
        BpExtension e = g_array_index (all, BpExtension, i);

        g_assert_null (bp_game_check (&game, 0, &e, NULL));
        by_length[e.n_cells]++;
      }
    g_assert_cmpuint (by_length[0], ==, 1);
    for (guint k = 1; k <= 4; k++)
      g_assert_cmpuint (by_length[k], >, 0);
  }
}

/* The fields offered while drawing (highlighting) are exactly those whose
 * addition keeps the extension legal. */
static void
test_round_2_next_fields (void)
{
  for (guint64 seed = 0; seed < 40; seed++)
    {
      BpGame game;
      guint8 counts[BP_N_COLOURS];

      bp_game_init (&game, 1, NULL, seed);
      for (guint r = 0; r < seed % 12; r++)
        {
          BpExtension ext;

          bp_ai_choose_in_game (&game, 0, BP_AI_EASY, &ext);
          g_assert_null (bp_game_commit (&game, 0, &ext, NULL));
        }
      bp_card_counts (bp_game_card (&game), counts);
      {
        g_autoptr(GArray) all = bp_game_legal_extensions (&game, 0);

        for (guint i = 0; i < all->len; i++)
          {
            BpExtension partial = g_array_index (all, BpExtension, i);
            guint64 next = bp_line_next_fields (&game.players[0].line, counts, &partial);

            if (partial.n_cells == 0)
              continue;
            for (guint f = 0; f < BP_N_FIELDS; f++)
              {
                BpExtension longer = partial;
                gboolean legal;

                if (longer.n_cells == BP_MAX_CARD_FIELDS)
                  legal = FALSE;
                else
                  {
                    longer.cells[longer.n_cells++] = (guint8) f;
                    legal = bp_line_check_extension (&game.players[0].line, counts, &longer, NULL) == NULL;
                  }
                g_assert_cmpint ((next >> f) & 1, ==, legal);
              }
          }
        /* Before the first field: the neighbours of both ends. */
        {
          BpExtension start = { BP_NO_FIELD, 0, { 0, } };
          guint64 next = bp_line_next_fields (&game.players[0].line, counts, &start);
          guint64 expected = 0;

          for (guint i = 0; i < all->len; i++)
            if (g_array_index (all, BpExtension, i).n_cells >= 1)
              expected |= G_GUINT64_CONSTANT (1) << g_array_index (all, BpExtension, i).cells[0];
          g_assert_cmpuint (next, ==, expected);
        }
      }
    }
}

static void
test_round_3 (void)
{
  BpGame game;

  game_with (&game, 1, (const guint8[]) { 1 }, "C15 C13");
  commit_ok (&game, 0, "F4: E4 D4 D5 C5");
  g_assert_cmpstr (refusal_of (&game, 0, "E4: E3"), ==, "R-ROUND-3");
  g_assert_cmpstr (refusal_of (&game, 0, "A1: A2"), ==, "R-ROUND-3");
  /* Both ends, one per round: from F4 (G3 green), then jumping to C5's side. */
  g_assert_null (refusal_of (&game, 0, "F4: G3"));
  g_assert_null (refusal_of (&game, 0, "C5: C4"));
  g_assert_cmpstr (refusal_of (&game, 0, "F4: G3 C4"), ==, "R-ROUND-3");
  g_assert_cmpstr (refusal_of (&game, 0, "F4: B5"), ==, "R-ROUND-3");
  /* Next fields offered while drawing come from one end only. */
  {
    guint8 counts[BP_N_COLOURS];
    BpExtension partial = X ("F4: G3");
    guint64 next;

    bp_card_counts (bp_game_card (&game), counts);
    next = bp_line_next_fields (&game.players[0].line, counts, &partial);
    g_assert_cmpuint (next, !=, 0);
    g_assert_cmpuint (next & bp_field_neighbour_mask (F ("C5")), ==, 0);
  }
}

static void
test_round_4 (void)
{
  BpGame game;
  g_autoptr(GArray) all = NULL;

  game_with (&game, 2, (const guint8[]) { 1, 2 }, "C15 C13");
  all = bp_game_legal_extensions (&game, 0);
  g_assert_cmpuint (all->len, >, 1);   /* could extend ... */
  commit_ok (&game, 0, "-");          /* ... and passes all the same */
  commit_ok (&game, 1, "D4: E4");
  g_assert_cmpuint (game.players[0].line.length, ==, 1);
  g_assert_cmpuint (game.players[0].history[0].n_cells, ==, 0);
  g_assert_cmpuint (game.round, ==, 2);
}

static void
test_round_5 (void)
{
  BpGame game, view;

  game_with (&game, 2, (const guint8[]) { 1, 2 }, "C15 C13");
  commit_ok (&game, 0, "F4: E4 D4 D5 C5");
  /* Nothing of player 1's choice shows before everyone committed. */
  g_assert_cmpuint (game.players[0].line.length, ==, 1);
  bp_game_public_view (&game, 1, &view);
  g_assert_cmpuint (view.players[0].pending.n_cells, ==, 0);
  g_assert_true (view.players[0].committed);
  /* Nor the order of the cards to come. */
  g_assert_cmpuint (view.deck[0], ==, game.deck[0]);
  for (guint r = 1; r < BP_N_CARDS; r++)
    g_assert_cmpuint (view.deck[r], ==, BP_NO_CARD);
  /* The player's own pending choice is in the own view. */
  bp_game_public_view (&game, 0, &view);
  g_assert_cmpuint (view.players[0].pending.n_cells, ==, 4);
  commit_ok (&game, 1, "-");
  g_assert_cmpuint (game.players[0].line.length, ==, 5);
}

static void
test_round_6 (void)
{
  BpGame game, before;
  BpExtension ext = X ("F4: E4");

  game_with (&game, 2, (const guint8[]) { 1, 2 }, "C15 C13");
  /* Checking changes nothing: a player may try freely until committing. */
  before = game;
  g_assert_null (bp_game_check (&game, 0, &ext, NULL));
  g_assert_cmpmem (&before, sizeof before, &game, sizeof game);
  commit_ok (&game, 0, "F4: E4 D4");
  g_assert_false (bp_game_must_decide (&game, 0));
  g_assert_true (bp_game_must_decide (&game, 1));
  g_assert_cmpstr (bp_game_commit (&game, 0, &ext, NULL), ==, "R-ROUND-6");
  g_assert_cmpuint (game.players[0].pending.n_cells, ==, 2);
}

static void
test_round_7 (void)
{
  BpGame game;
  const BpLine *line = &game.players[0].line;

  game_with (&game, 1, (const guint8[]) { 1 }, "C15 C04 C13");
  commit_ok (&game, 0, "F4: E4 D4 D5 C5");
  commit_ok (&game, 0, "F4: G3 G4");    /* C04 G Y K P P */
  g_assert_cmpuint (line->fields[0], ==, F ("G4"));
  g_assert_cmpuint (line->fields[line->length - 1], ==, F ("C5"));
  commit_ok (&game, 0, "C5: C4");
  g_assert_cmpuint (line->fields[0], ==, F ("G4"));
  g_assert_cmpuint (line->fields[line->length - 1], ==, F ("C4"));
  /* The line reads as a path with no gap from end to end. */
  for (guint i = 1; i < line->length; i++)
    g_assert_true (bp_fields_adjacent (line->fields[i - 1], line->fields[i]));
}

/* ---------------------------------------------------------- R-NUM */

static void
test_num_1 (void)
{
  BpGame game;

  /* Reached in round 1, through an extension; counted once. */
  game_with (&game, 2, (const guint8[]) { 1, 2 }, "C02 C15");
  commit_ok (&game, 0, "F4: G3");
  commit_ok (&game, 1, "-");
  g_assert_cmpuint (game.players[0].reached_round[3], ==, 1);
  g_assert_cmpuint (game.players[1].reached_round[3], ==, 0);
  g_assert_cmpint (game.players[0].number_points, ==, 3);
  /* The start field is reached without a card and scores nothing. */
  g_assert_cmpint (game.players[1].number_points, ==, 0);
}

static void
test_num_2 (void)
{
  static const int half[11] = { 0, 0, 1, 2, 2, 3, 3, 4, 4, 5, 5 };
  BpGame game;

  for (int v = 2; v <= 10; v++)
    g_assert_cmpint (bp_half (v), ==, half[v]);
  /* First in the same round: both full. */
  game_with (&game, 2, (const guint8[]) { 1, 4 }, "C02 C15");
  commit_ok (&game, 0, "F4: G3");
  commit_ok (&game, 1, "F5: G4 G3");
  g_assert_cmpint (game.players[0].points_of[3], ==, 3);
  g_assert_cmpint (game.players[1].points_of[3], ==, 3);
}

static void
test_num_2_later_half (void)
{
  BpGame game;

  /* Lino in round 1, board 4 a round later: 3 and 2. */
  game_with (&game, 2, (const guint8[]) { 1, 3 }, "C02 C15");
  commit_ok (&game, 0, "F4: G3");
  commit_ok (&game, 1, "E6: E5 F5 G4");
  commit_ok (&game, 0, "-");
  commit_ok (&game, 1, "G4: G3");
  g_assert_cmpint (game.players[0].points_of[3], ==, 3);
  g_assert_cmpint (game.players[1].points_of[3], ==, 2);
  g_assert_cmpuint (game.first_round[3], ==, 1);
}

static void
test_num_3 (void)
{
  BpGame game;

  /* C11 B G K P: F4 G3 G4 G5 G6 reaches 3 and 5 in one extension. */
  game_with (&game, 2, (const guint8[]) { 1, 2 }, "C11");
  commit_ok (&game, 0, "F4: G3 G4 G5 G6");
  commit_ok (&game, 1, "-");
  g_assert_cmpint (game.players[0].points_of[3], ==, 3);
  g_assert_cmpint (game.players[0].points_of[5], ==, 5);
  g_assert_cmpint (game.players[0].number_points, ==, 8);
}

static void
test_num_4 (void)
{
  BpGame game;

  /* After each round the game tells who reached which number in it and
   * for how much; from then on it is half for newcomers. */
  game_with (&game, 2, (const guint8[]) { 1, 2 }, "C11 C15");
  commit_ok (&game, 0, "F4: G3 G4 G5 G6");
  g_assert_cmpuint (game.first_round[3], ==, 0);   /* not before the round ends */
  commit_ok (&game, 1, "-");
  for (guint v = 2; v <= 10; v++)
    {
      gboolean announced = v == 3 || v == 5;

      g_assert_cmpuint (game.players[0].reached_round[v] == game.round - 1, ==, announced);
      g_assert_cmpuint (game.first_round[v] != 0, ==, announced);
    }
}

/* ---------------------------------------------------------- R-END */

static void
test_end_1 (void)
{
  BpGame game;
  BpExtension pass = { 0, };

  bp_game_init (&game, 1, NULL, 3);
  for (guint r = 0; r < BP_N_ROUNDS; r++)
    commit_ok (&game, 0, "-");
  g_assert_cmpuint (game.phase, ==, BP_PHASE_OVER);
  g_assert_false (bp_game_must_decide (&game, 0));
  g_assert_cmpstr (bp_game_commit (&game, 0, &pass, NULL), ==, "R-END-1");
  {
    g_autoptr(GArray) all = bp_game_legal_extensions (&game, 0);

    g_assert_cmpuint (all->len, ==, 0);
  }
}

static void
test_end_2 (void)
{
  BpGame game;

  /* Never moving: -60, the lowest possible score. */
  bp_game_init (&game, 1, NULL, 3);
  for (guint r = 0; r < BP_N_ROUNDS; r++)
    commit_ok (&game, 0, "-");
  g_assert_cmpint (bp_game_score (&game, 0), ==, -60);
  g_assert_cmpint (bp_game_recompute_score (&game, 0, NULL), ==, -60);
  /* Numbered fields count as unreached like plain ones. */
  game_with (&game, 1, (const guint8[]) { 1 }, "C11");
  commit_ok (&game, 0, "F4: G3 G4 G5 G6");
  g_assert_cmpuint (bp_game_unreached (&game, 0), ==, 56);
  g_assert_cmpint (bp_game_score (&game, 0), ==, 8 - 56);
}

static void
test_end_3 (void)
{
  BpGame game;

  game_with (&game, 3, (const guint8[]) { 1, 4, 2 }, "C02");
  commit_ok (&game, 0, "F4: G3");
  commit_ok (&game, 1, "F5: G4 G3");
  commit_ok (&game, 2, "D4: D3 E3");
  for (guint r = 1; r < BP_N_ROUNDS; r++)
    for (guint p = 0; p < 3; p++)
      commit_ok (&game, p, "-");
  /* 3 - 59 = -56 and 3 - 58 = -55: board 4 alone wins. */
  g_assert_cmpuint (bp_game_winners (&game), ==, 0x2);

  /* 3 - 59 against 0 - 56: a tie shares the win. */
  game_with (&game, 2, (const guint8[]) { 1, 4 }, "C02");
  commit_ok (&game, 0, "F4: G3");
  commit_ok (&game, 1, "F5: F6 E7 E6 E5");
  for (guint r = 1; r < BP_N_ROUNDS; r++)
    for (guint p = 0; p < 2; p++)
      commit_ok (&game, p, "-");
  g_assert_cmpint (bp_game_score (&game, 0), ==, bp_game_score (&game, 1));
  g_assert_cmpuint (bp_game_winners (&game), ==, 0x3);
}

/* --------------------------------------------------------- R-SOLO */

static const char *const tim_solo[] = {
  "D4: D5 C5 D6 D7", "D4: E4 E3 E2 D1", "D7: E8 F7 F6 E7", "E7: E6 E5 F4 F5",
  "F5: G5 G6 G7", "G7: F8 E9 D8",
};
#define TIM_DECK "C15 C11 C05 C01 C08 C06"

static void
test_solo_1 (void)
{
  BpGame solo, duo;

  /* The same moves alone and beside a person who passes: solo halves the
   * 5 after the 7, two players score it full as nobody had it first. */
  game_with (&solo, 1, (const guint8[]) { 2 }, TIM_DECK);
  game_with (&duo, 2, (const guint8[]) { 2, 1 }, TIM_DECK);
  g_assert_true (bp_game_is_solo (&solo));
  g_assert_false (bp_game_is_solo (&duo));
  for (guint r = 0; r < G_N_ELEMENTS (tim_solo); r++)
    {
      commit_ok (&solo, 0, tim_solo[r]);
      commit_ok (&duo, 0, tim_solo[r]);
      commit_ok (&duo, 1, "-");
    }
  g_assert_cmpint (solo.players[0].points_of[5], ==, 3);
  g_assert_cmpint (duo.players[0].points_of[5], ==, 5);
}

static void
test_solo_2 (void)
{
  BpGame game;

  /* Half when a higher number came earlier, full otherwise. */
  game_with (&game, 1, (const guint8[]) { 2 }, TIM_DECK);
  for (guint r = 0; r < G_N_ELEMENTS (tim_solo); r++)
    commit_ok (&game, 0, tim_solo[r]);
  g_assert_cmpint (game.players[0].points_of[4], ==, 4);
  g_assert_cmpint (game.players[0].points_of[7], ==, 7);
  g_assert_cmpint (game.players[0].points_of[5], ==, 3);
  g_assert_cmpint (game.players[0].points_of[9], ==, 9);
}

static void
test_solo_3 (void)
{
  BpGame game;

  /* Inside one extension the drawing order counts: 3 then 5 = 3 + 5 ... */
  game_with (&game, 1, (const guint8[]) { 1 }, "C11");
  commit_ok (&game, 0, "F4: G3 G4 G5 G6");
  g_assert_cmpint (game.players[0].number_points, ==, 8);
  g_assert_cmpint (bp_game_recompute_score (&game, 0, NULL), ==, 8 - 56);
  /* ... 5 then 3 = 5 + 2. */
  game_with (&game, 1, (const guint8[]) { 4 }, "C15 C11");
  commit_ok (&game, 0, "F5: F6");
  commit_ok (&game, 0, "F6: G6 G5 G4 G3");
  g_assert_cmpint (game.players[0].points_of[5], ==, 5);
  g_assert_cmpint (game.players[0].points_of[3], ==, 2);
  g_assert_cmpint (game.players[0].number_points, ==, 7);
  {
    int points;

    bp_game_recompute_score (&game, 0, &points);
    g_assert_cmpint (points, ==, 7);
  }
}

static void
test_solo_4 (void)
{
  g_assert_false (bp_score_is_excellent (40));
  g_assert_true (bp_score_is_excellent (41));
  g_assert_true (bp_score_is_excellent (54));
}

/* ------------------------------------------------------- Examples */

static void
test_ex_1 (void)
{
  BpGame game;
  const BpLine *line = &game.players[0].line;

  game_with (&game, 1, (const guint8[]) { 1 }, "C15 C13");
  commit_ok (&game, 0, "F4: E4 D4 D5 C5");
  g_assert_cmpuint (line->length, ==, 5);
  g_assert_true (bp_line_is_end (line, F ("F4")));
  g_assert_true (bp_line_is_end (line, F ("C5")));
  g_assert_true (bp_fields_adjacent (F ("F4"), F ("G3")));
  g_assert_cmpuint (bp_field_number (F ("G3")), ==, 3);
  g_assert_cmpint (bp_field_colour (F ("C5")), ==, BP_YELLOW);
  g_assert_true (bp_fields_adjacent (F ("C5"), F ("B4")));
  g_assert_cmpuint (bp_field_number (F ("B4")), ==, 6);
  g_assert_cmpstr (refusal_of (&game, 0, "E4: E3"), ==, "R-ROUND-3");
  g_assert_null (refusal_of (&game, 0, "F4: G3"));
  g_assert_null (refusal_of (&game, 0, "C5: C4"));
}

static void
test_ex_2 (void)
{
  BpGame game;
  static const guint lino_reached[11] = { 0, 0, 13, 2, 0, 6, 12, 9, 10, 3, 7 };
  int points;

  ex2_game (&game, BP_N_ROUNDS);
  g_assert_cmpuint (game.phase, ==, BP_PHASE_OVER);
  for (guint v = 2; v <= 10; v++)
    g_assert_cmpuint (game.players[0].reached_round[v], ==, lino_reached[v]);
  g_assert_cmpuint (game.players[1].reached_round[5], ==, 2);
  g_assert_cmpuint (game.players[1].reached_round[2], ==, 3);
  g_assert_cmpuint (game.players[1].reached_round[7], ==, 3);
  g_assert_cmpuint (game.players[1].reached_round[10], ==, 5);
  g_assert_cmpuint (game.players[1].reached_round[8], ==, 11);
  /* Full 3 + 6 + 8 + 9 = 26, half 1 + 3 + 4 + 5 = 13. */
  g_assert_cmpint (game.players[0].points_of[3] + game.players[0].points_of[6]
                   + game.players[0].points_of[8] + game.players[0].points_of[9], ==, 26);
  g_assert_cmpint (game.players[0].points_of[2] + game.players[0].points_of[5]
                   + game.players[0].points_of[7] + game.players[0].points_of[10], ==, 13);
  g_assert_cmpint (game.players[0].points_of[4], ==, 0);
  g_assert_cmpint (game.players[0].number_points, ==, 39);
  g_assert_cmpuint (game.players[0].line.length, ==, 51);
  g_assert_cmpuint (bp_game_unreached (&game, 0), ==, 10);
  g_assert_cmpint (bp_game_score (&game, 0), ==, 29);
  g_assert_cmpint (bp_game_recompute_score (&game, 0, &points), ==, 29);
  g_assert_cmpint (points, ==, 39);
  g_assert_cmpint (game.players[1].points_of[8], ==, 4);
}

static void
test_ex_3 (void)
{
  BpGame game;

  ex2_game (&game, 9);
  g_assert_cmpuint (game.players[1].reached_round[7], ==, 3);
  g_assert_cmpuint (game.players[0].reached_round[7], ==, 9);
  g_assert_cmpint (game.players[0].points_of[7], ==, 4);
}

static void
test_ex_4 (void)
{
  BpGame game;
  const BpPlayer *tim = &game.players[0];

  game_with (&game, 1, (const guint8[]) { 2 }, TIM_DECK);
  for (guint r = 0; r < G_N_ELEMENTS (tim_solo); r++)
    commit_ok (&game, 0, tim_solo[r]);
  g_assert_cmpuint (tim->reached_round[4], ==, 1);
  g_assert_cmpuint (tim->reached_round[7], ==, 2);
  g_assert_cmpuint (tim->reached_round[5], ==, 5);
  g_assert_cmpuint (tim->reached_round[9], ==, 6);
  g_assert_cmpint (tim->points_of[4], ==, 4);
  g_assert_cmpint (tim->points_of[7], ==, 7);
  g_assert_cmpint (tim->points_of[5], ==, 3);
  g_assert_cmpint (tim->points_of[9], ==, 9);
  g_assert_cmpint (tim->number_points, ==, 23);
}

static void
test_ex_5 (void)
{
  BpGame game;

  /* Players on boards 1, 4 and 3; C02 G K R P, then C15. */
  game_with (&game, 3, (const guint8[]) { 1, 4, 3 }, "C02 C15");
  commit_ok (&game, 0, "F4: G3");
  commit_ok (&game, 1, "F5: G4 G3");
  commit_ok (&game, 2, "E6: E5 F5 G4");
  commit_ok (&game, 0, "-");
  commit_ok (&game, 1, "-");
  commit_ok (&game, 2, "G4: G3");
  g_assert_cmpint (game.players[0].points_of[3], ==, 3);
  g_assert_cmpint (game.players[1].points_of[3], ==, 3);
  g_assert_cmpint (game.players[2].points_of[3], ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/best-path/board/R-COMP-1", test_comp_1);
  g_test_add_func ("/best-path/board/R-COMP-2", test_comp_2);
  g_test_add_func ("/best-path/board/R-COMP-3", test_comp_3);
  g_test_add_func ("/best-path/board/R-COMP-4", test_comp_4);
  g_test_add_func ("/best-path/board/R-COMP-5", test_comp_5);
  g_test_add_func ("/best-path/board/R-COMP-6", test_comp_6);
  g_test_add_func ("/best-path/board/R-COMP-7", test_comp_7);
  g_test_add_func ("/best-path/deck/R-COMP-8", test_comp_8);
  g_test_add_func ("/best-path/board/R-COMP-9", test_comp_9);
  g_test_add_func ("/best-path/setup/R-SETUP-1", test_setup_1);
  g_test_add_func ("/best-path/setup/R-SETUP-2", test_setup_2);
  g_test_add_func ("/best-path/setup/R-SETUP-3", test_setup_3);
  g_test_add_func ("/best-path/line/R-LINE-1", test_line_1);
  g_test_add_func ("/best-path/line/R-LINE-2", test_line_2);
  g_test_add_func ("/best-path/line/R-LINE-3", test_line_3);
  g_test_add_func ("/best-path/round/R-ROUND-1", test_round_1);
  g_test_add_func ("/best-path/round/R-ROUND-2", test_round_2);
  g_test_add_func ("/best-path/round/R-ROUND-2/next-fields", test_round_2_next_fields);
  g_test_add_func ("/best-path/round/R-ROUND-3", test_round_3);
  g_test_add_func ("/best-path/round/R-ROUND-4", test_round_4);
  g_test_add_func ("/best-path/round/R-ROUND-5", test_round_5);
  g_test_add_func ("/best-path/round/R-ROUND-6", test_round_6);
  g_test_add_func ("/best-path/round/R-ROUND-7", test_round_7);
  g_test_add_func ("/best-path/num/R-NUM-1", test_num_1);
  g_test_add_func ("/best-path/num/R-NUM-2", test_num_2);
  g_test_add_func ("/best-path/num/R-NUM-2/later-half", test_num_2_later_half);
  g_test_add_func ("/best-path/num/R-NUM-3", test_num_3);
  g_test_add_func ("/best-path/num/R-NUM-4", test_num_4);
  g_test_add_func ("/best-path/end/R-END-1", test_end_1);
  g_test_add_func ("/best-path/end/R-END-2", test_end_2);
  g_test_add_func ("/best-path/end/R-END-3", test_end_3);
  g_test_add_func ("/best-path/solo/R-SOLO-1", test_solo_1);
  g_test_add_func ("/best-path/solo/R-SOLO-2", test_solo_2);
  g_test_add_func ("/best-path/solo/R-SOLO-3", test_solo_3);
  g_test_add_func ("/best-path/solo/R-SOLO-4", test_solo_4);
  g_test_add_func ("/best-path/examples/EX-1", test_ex_1);
  g_test_add_func ("/best-path/examples/EX-2", test_ex_2);
  g_test_add_func ("/best-path/examples/EX-3", test_ex_3);
  g_test_add_func ("/best-path/examples/EX-4", test_ex_4);
  g_test_add_func ("/best-path/examples/EX-5", test_ex_5);

  return g_test_run ();
}
