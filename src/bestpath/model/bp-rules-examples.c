/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-rules-examples.c: the Rules' examples played through the engine, so
 * that the pictures and the figures under them are what the game itself
 * does. An example the engine judges otherwise than the Rules say is a
 * bug in one of them: it stops the program. */
#include "config.h"

#include "bp-rules-examples.h"

/* EX-1: board 1, card C15, F4 → E4 D4 D5 C5. */
static const char *const ex1_cells[] = { "E4", "D4", "D5", "C5", NULL };

/* A field or a card by its name ("E4", "C15"): the examples name real ones. */
static guint
named (gboolean   (*from_name) (const char *, guint *),
       const char  *name)
{
  guint id = 0;

  if (!from_name (name, &id))
    g_assert_not_reached ();
  return id;
}

static guint
field (const char *name)
{
  return named (bp_field_from_name, name);
}

static guint
card (const char *name)
{
  return named (bp_card_from_name, name);
}

static guint64
bit (guint f)
{
  return G_GUINT64_CONSTANT (1) << f;
}

/* "E4", "D4", … → an extension from `from`. */
static BpExtension
extension (const char        *from,
           const char *const *cells)
{
  BpExtension e = { .from = (guint8) field (from), .n_cells = 0 };

  for (guint i = 0; cells[i] != NULL; i++)
    {
      g_assert (i < BP_MAX_CARD_FIELDS);
      e.cells[e.n_cells++] = (guint8) field (cells[i]);
    }
  return e;
}

static void
ex1_line (BpLine *line)
{
  BpExtension e = extension ("F4", ex1_cells);

  bp_line_init (line, bp_board_start (1));
  bp_line_apply (line, &e);
}

/* Plays the rounds of a game through the engine: moves[r][p] is player p's
 * extension in round r + 1 (no cells: a pass). */
static void
play_rounds (BpGame            *game,
             guint              n_rounds,
             guint              n_players,
             const BpExtension  moves[][BP_MAX_PLAYERS])
{
  for (guint r = 0; r < n_rounds; r++)
    for (guint p = 0; p < n_players; p++)
      {
        const char *refused = bp_game_commit (game, p, &moves[r][p], NULL);

        if (refused != NULL)
          g_error ("A rules example is refused under %s: the engine and the Rules disagree", refused);
      }
}

/* A whole deck that starts with the given cards, the others after them. */
static void
deck_starting_with (const char *const *first,
                    guint8             deck[BP_N_CARDS])
{
  guint used = 0, n = 0;

  for (; first[n] != NULL; n++)
    {
      deck[n] = (guint8) card (first[n]);
      used |= 1u << deck[n];
    }
  for (guint c = 0; c < BP_N_CARDS; c++)
    if (!(used & (1u << c)))
      deck[n++] = (guint8) c;
  g_assert (n == BP_N_CARDS);
}

/* A game of players on boards, the deck starting with `first`. */
static void
start_game (BpGame            *game,
            guint              n_players,
            const guint8      *boards,
            const char *const *first)
{
  guint8 deck[BP_N_CARDS];

  deck_starting_with (first, deck);
  if (bp_game_init_with_deck (game, n_players, boards, deck, 0) != NULL)
    g_error ("The Rules' example game cannot start");
}

void
bp_rules_example_first_round (BpRulesFirstRound *out)
{
  guint8 counts[BP_N_COLOURS];

  g_return_if_fail (out != NULL);

  *out = (BpRulesFirstRound) { .picture = { .start = bp_board_start (1) }, .card = card ("C15") };
  bp_card_counts (out->card, counts);
  bp_line_init (&out->picture.line, bp_board_start (1));
  out->picture.extension = extension ("F4", ex1_cells);
  if (bp_line_check_extension (&out->picture.line, counts, &out->picture.extension, NULL) != NULL)
    g_error ("EX-1 is refused by the engine");
}

void
bp_rules_example_ends (BpRulesEnds *out)
{
  guint8 counts[BP_N_COLOURS];

  g_return_if_fail (out != NULL);

  *out = (BpRulesEnds) { .picture = { .start = bp_board_start (1) }, .card = card ("C13") };
  ex1_line (&out->picture.line);
  bp_card_counts (out->card, counts);
  out->ends[0] = field ("F4");
  out->ends[1] = field ("C5");
  for (guint i = 0; i < 2; i++)
    {
      BpExtension from_end = { .from = (guint8) out->ends[i] };

      out->next[i] = bp_line_next_fields (&out->picture.line, counts, &from_end);
      out->picture.legal |= out->next[i];
    }
}

void
bp_rules_example_refused (BpRulesRefused *out)
{
  static const char *const e3[] = { "E3", NULL };
  static const char *const d5[] = { "D5", NULL };
  static const char *const d3[] = { "D3", NULL };
  BpExtension gap = extension ("F4", e3);
  BpExtension touch = extension ("C5", d5);
  BpExtension middle = extension ("E4", d3);
  guint8 counts[BP_N_COLOURS];

  g_return_if_fail (out != NULL);

  *out = (BpRulesRefused) { .picture = { .start = bp_board_start (1) } };
  ex1_line (&out->picture.line);
  bp_card_counts (card ("C13"), counts);
  if (g_strcmp0 (bp_line_check_extension (&out->picture.line, counts, &gap, NULL), "R-LINE-1") != 0
      || g_strcmp0 (bp_line_check_extension (&out->picture.line, counts, &touch, NULL), "R-LINE-2") != 0
      || g_strcmp0 (bp_line_check_extension (&out->picture.line, counts, &middle, NULL), "R-ROUND-3") != 0)
    g_error ("The engine does not refuse the Rules' examples as they say");
  out->picture.refused = bit (gap.cells[0]) | bit (touch.cells[0]) | bit (middle.from);
  out->gap = gap.cells[0];
  out->gap_end = gap.from;
  out->on_line = touch.cells[0];
  out->middle = middle.from;
}

void
bp_rules_example_beside (BpRulesBeside *out)
{
  static const char *const beside_cells[] = { "C4", "B4", "A4", "A5", NULL };
  guint8 counts11[BP_N_COLOURS], counts12[BP_N_COLOURS];

  g_return_if_fail (out != NULL);

  *out = (BpRulesBeside) { .picture = { .start = bp_board_start (1) }, .allows = card ("C12"), .refuses = card ("C11") };
  ex1_line (&out->picture.line);
  out->picture.extension = extension ("C5", beside_cells);
  bp_card_counts (out->refuses, counts11);
  bp_card_counts (out->allows, counts12);
  if (bp_line_check_extension (&out->picture.line, counts12, &out->picture.extension, NULL) != NULL
      || g_strcmp0 (bp_line_check_extension (&out->picture.line, counts11, &out->picture.extension, NULL), "R-ROUND-2") != 0)
    g_error ("The engine does not judge the Rules' colour example as they say");
}

/* EX-5: boards 1, 4 and 3; C02 then C15. */
void
bp_rules_example_race (BpRulesRace *out)
{
  static const char *const first[] = { "C02", "C15", NULL };
  static const char *const g3[] = { "G3", NULL };
  static const char *const g4_g3[] = { "G4", "G3", NULL };
  static const char *const e5_f5_g4[] = { "E5", "F5", "G4", NULL };
  static const guint8 boards[3] = { 1, 4, 3 };
  const BpExtension moves[2][BP_MAX_PLAYERS] = {
    { extension ("F4", g3), extension ("F5", g4_g3), extension ("E6", e5_f5_g4) },
    { { .n_cells = 0 }, { .n_cells = 0 }, extension ("G4", g3) },
  };
  BpGame game;

  g_return_if_fail (out != NULL);

  *out = (BpRulesRace) { .picture = { .start = bp_board_start (3) }, .number = 3 };
  start_game (&game, 3, boards, first);
  play_rounds (&game, 1, 3, moves);
  out->picture.line = game.players[2].line;
  play_rounds (&game, 1, 3, moves + 1);
  out->picture.extension = moves[1][2];
  for (guint p = 0; p < 3; p++)
    {
      out->boards[p] = game.players[p].board;
      out->points[p] = game.players[p].points_of[out->number];
      out->rounds[p] = game.players[p].reached_round[out->number];
    }
}

/* EX-2's line (Lino, board 1), replayed alone for its fields. */
void
bp_rules_example_whole_game (BpRulesWholeGame *out)
{
  static const char *const first[] = { "C15", "C13", "C04", "C08", "C14", "C11", "C07", "C05",
                                       "C02", "C06", "C01", "C09", "C03", "C12", "C10", NULL };
  static const struct { const char *from; const char *cells[6]; } lino[BP_N_ROUNDS] = {
    { "F4", { "E4", "D4", "D5", "C5" } }, { "F4", { "G3", "G4", "H3", "I3" } },
    { "C5", { "B5", "B6", "C7", "D7", "D8" } }, { "D8", { "E9", "E8", "F7", "G7" } },
    { "I3", { "I2" } }, { "G7", { "H6", "G6", "H5", "I4" } },
    { "I2", { "I1", "H1", "G2", "F2" } }, { "F2", { "F1", "E1", "D1", "D2" } },
    { "D2", { "E2", "E3" } }, { "E3", { "D3", "C2", "C1", "B1" } },
    { "I4", { "H4", "G5" } }, { "B1", { "A1", "A2", "A3", "B4" } },
    { "B4", { "B3", "B2", "C3" } }, { "G5", { "F6", "F5", "E5" } },
    { "E5", { "E6", "E7" } },
  };
  static const guint8 board1[1] = { 1 };
  BpExtension moves[BP_N_ROUNDS][BP_MAX_PLAYERS];
  BpGame game;

  g_return_if_fail (out != NULL);

  *out = (BpRulesWholeGame) { .picture = { .start = bp_board_start (1), .unreached = TRUE } };
  for (guint r = 0; r < BP_N_ROUNDS; r++)
    moves[r][0] = extension (lino[r].from, lino[r].cells);
  start_game (&game, 1, board1, first);
  play_rounds (&game, BP_N_ROUNDS - 1, 1, moves);
  out->picture.line = game.players[0].line;
  play_rounds (&game, 1, 1, moves + BP_N_ROUNDS - 1);
  out->picture.extension = moves[BP_N_ROUNDS - 1][0];
  out->line_length = game.players[0].line.length;
  out->unreached = bp_game_unreached (&game, 0);
  for (guint v = 2; v <= BP_MAX_NUMBER; v++)
    if (game.players[0].reached_round[v] == 0)
      out->missed[out->n_missed++] = v;
}

/* EX-4: Tim alone on board 2. */
void
bp_rules_example_solo (BpRulesSolo *out)
{
  static const char *const first[] = { "C15", "C11", "C05", "C01", "C08", "C06", NULL };
  static const struct { const char *from; const char *cells[5]; } tim[6] = {
    { "D4", { "D5", "C5", "D6", "D7" } }, { "D4", { "E4", "E3", "E2", "D1" } },
    { "D7", { "E8", "F7", "F6", "E7" } }, { "E7", { "E6", "E5", "F4", "F5" } },
    { "F5", { "G5", "G6", "G7" } }, { "G7", { "F8", "E9", "D8" } },
  };
  static const guint8 board2[1] = { 2 };
  BpExtension moves[6][BP_MAX_PLAYERS];
  BpGame game;

  g_return_if_fail (out != NULL);

  *out = (BpRulesSolo) { .picture = { .start = bp_board_start (2) } };
  for (guint r = 0; r < G_N_ELEMENTS (tim); r++)
    moves[r][0] = extension (tim[r].from, tim[r].cells);
  start_game (&game, 1, board2, first);
  play_rounds (&game, 5, 1, moves);
  out->picture.line = game.players[0].line;
  play_rounds (&game, 1, 1, moves + 5);
  out->picture.extension = moves[5][0];

  /* The numbers in the order they were reached: by round, then along the
   * extension (R-SOLO-3). */
  for (guint r = 1; r <= G_N_ELEMENTS (tim); r++)
    for (guint i = 0; i < game.players[0].history[r - 1].n_cells; i++)
      {
        guint v = bp_field_number (game.players[0].history[r - 1].cells[i]);

        if (v == 0)
          continue;
        g_assert (out->n_numbers < BP_MAX_NUMBER);
        out->numbers[out->n_numbers] = v;
        out->points[out->n_numbers++] = game.players[0].points_of[v];
      }
}
