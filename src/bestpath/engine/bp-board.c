/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-board.c: the board (R-COMP-2..7) and the deck (R-COMP-8) as data. */
#include "config.h"

#include <string.h>

#include "bp-engine.h"

#define N_ROWS 9

static const guint8 row_length[N_ROWS] = { 5, 6, 7, 8, 9, 8, 7, 6, 5 };

/* R-COMP-5, row by row. */
static const char *const row_colours[N_ROWS] = {
  "YBRGB", "KGPKPK", "BRYBYRY", "GYPGKBGP", "RPKBKPRKB",
  "KBRYRGYR", "GYGPKBP", "PKBRGK", "RGYPY",
};

/* R-COMP-6: value -> field name. */
static const char *const number_names[BP_MAX_NUMBER + 1] = {
  NULL, NULL, "C3", "G3", "D6", "G6", "B4", "E2", "B1", "D8", "I1",
};

/* R-COMP-7 */
static const char *const start_names[BP_N_BOARDS] = { "F4", "D4", "E6", "F5" };

/* R-COMP-8 */
static const char *const card_letters[BP_N_CARDS] = {
  "YKRP", "GKRP", "GGYRP", "GYKPP", "GYKR",
  "BKRP", "BYRP", "BYYKP", "BYKKR", "BGRRP",
  "BGKP", "BBGKR", "BGYP", "BGYR", "BGYK",
};

static const char colour_letters[BP_N_COLOURS] = { 'B', 'G', 'Y', 'K', 'R', 'P' };

typedef struct
{
  char     name[BP_N_FIELDS][3];
  guint8   colour[BP_N_FIELDS];
  guint8   number[BP_N_FIELDS];
  guint8   ring[BP_N_FIELDS];
  guint8   n_neighbours[BP_N_FIELDS];
  guint8   neighbours[BP_N_FIELDS][6];
  guint64  neighbour_mask[BP_N_FIELDS];
  guint64  colour_mask[BP_N_COLOURS];
  guint8   number_field[BP_MAX_NUMBER + 1];
  guint8   start[BP_N_BOARDS];
  guint8   card_counts[BP_N_CARDS][BP_N_COLOURS];
} Board;

static Board board;

/* Axial coordinates: row r = -4..4 from the top, q from the left. */
static int field_q[BP_N_FIELDS];
static int field_r[BP_N_FIELDS];

static int
field_at (int q,
          int r)
{
  for (guint f = 0; f < BP_N_FIELDS; f++)
    if (field_q[f] == q && field_r[f] == r)
      return (int) f;
  return -1;
}

static guint
find_name (const char *name)
{
  for (guint f = 0; f < BP_N_FIELDS; f++)
    if (strcmp (board.name[f], name) == 0)
      return f;
  g_assert_not_reached ();
}

static void
board_build (void)
{
  static const int dq[6] = { 1, -1, 0, 0, 1, -1 };
  static const int dr[6] = { 0, 0, 1, -1, -1, 1 };
  guint f = 0;

  for (int row = 0; row < N_ROWS; row++)
    {
      int r = row - 4;
      int qmin = MAX (-4, -r - 4);

      for (int p = 0; p < row_length[row]; p++, f++)
        {
          int q = qmin + p;
          int s = -q - r;

          field_q[f] = q;
          field_r[f] = r;
          board.name[f][0] = (char) ('A' + row);
          board.name[f][1] = (char) ('1' + p);
          board.name[f][2] = '\0';
          for (guint c = 0; c < BP_N_COLOURS; c++)
            if (colour_letters[c] == row_colours[row][p])
              board.colour[f] = (guint8) c;
          board.colour_mask[board.colour[f]] |= G_GUINT64_CONSTANT (1) << f;
          board.ring[f] = (guint8) ((ABS (q) + ABS (r) + ABS (s)) / 2);
        }
    }
  g_assert (f == BP_N_FIELDS);

  for (f = 0; f < BP_N_FIELDS; f++)
    for (guint d = 0; d < 6; d++)
      {
        int n = field_at (field_q[f] + dq[d], field_r[f] + dr[d]);

        if (n >= 0)
          {
            board.neighbours[f][board.n_neighbours[f]++] = (guint8) n;
            board.neighbour_mask[f] |= G_GUINT64_CONSTANT (1) << n;
          }
      }

  memset (board.number_field, BP_NO_FIELD, sizeof board.number_field);
  for (guint v = 2; v <= BP_MAX_NUMBER; v++)
    {
      guint nf = find_name (number_names[v]);

      board.number[nf] = (guint8) v;
      board.number_field[v] = (guint8) nf;
    }
  for (guint b = 0; b < BP_N_BOARDS; b++)
    board.start[b] = (guint8) find_name (start_names[b]);

  for (guint c = 0; c < BP_N_CARDS; c++)
    for (const char *p = card_letters[c]; *p; p++)
      {
        BpColour colour;

        bp_colour_from_letter (*p, &colour);
        board.card_counts[c][colour]++;
      }
}

static const Board *
get_board (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      board_build ();
      g_once_init_leave (&done, 1);
    }
  return &board;
}

BpColour
bp_field_colour (guint field)
{
  g_return_val_if_fail (field < BP_N_FIELDS, BP_BLUE);
  return (BpColour) get_board ()->colour[field];
}

guint
bp_field_number (guint field)
{
  g_return_val_if_fail (field < BP_N_FIELDS, 0);
  return get_board ()->number[field];
}

guint
bp_field_ring (guint field)
{
  g_return_val_if_fail (field < BP_N_FIELDS, 0);
  return get_board ()->ring[field];
}

const char *
bp_field_name (guint field)
{
  g_return_val_if_fail (field < BP_N_FIELDS, "?");
  return get_board ()->name[field];
}

gboolean
bp_field_from_name (const char *name,
                    guint      *field)
{
  const Board *b = get_board ();

  g_return_val_if_fail (name != NULL, FALSE);

  for (guint f = 0; f < BP_N_FIELDS; f++)
    if (g_ascii_strcasecmp (b->name[f], name) == 0)
      {
        *field = f;
        return TRUE;
      }
  return FALSE;
}

const guint8 *
bp_field_neighbours (guint  field,
                     guint *n_neighbours)
{
  const Board *b = get_board ();

  g_return_val_if_fail (field < BP_N_FIELDS, NULL);
  *n_neighbours = b->n_neighbours[field];
  return b->neighbours[field];
}

guint64
bp_field_neighbour_mask (guint field)
{
  g_return_val_if_fail (field < BP_N_FIELDS, 0);
  return get_board ()->neighbour_mask[field];
}

guint64
bp_colour_mask (BpColour colour)
{
  g_return_val_if_fail ((guint) colour < BP_N_COLOURS, 0);
  return get_board ()->colour_mask[colour];
}

gboolean
bp_fields_adjacent (guint a,
                    guint b)
{
  if (a >= BP_N_FIELDS || b >= BP_N_FIELDS)
    return FALSE;
  return (get_board ()->neighbour_mask[a] >> b) & 1;
}

guint
bp_number_field (guint value)
{
  if (value > BP_MAX_NUMBER)
    return BP_NO_FIELD;
  return get_board ()->number_field[value];
}

guint
bp_board_start (guint board_number)
{
  g_return_val_if_fail (board_number >= 1 && board_number <= BP_N_BOARDS, 0);
  return get_board ()->start[board_number - 1];
}

char
bp_colour_letter (BpColour colour)
{
  g_return_val_if_fail ((guint) colour < BP_N_COLOURS, '?');
  return colour_letters[colour];
}

gboolean
bp_colour_from_letter (char      letter,
                       BpColour *colour)
{
  for (guint c = 0; c < BP_N_COLOURS; c++)
    if (colour_letters[c] == g_ascii_toupper (letter))
      {
        *colour = (BpColour) c;
        return TRUE;
      }
  return FALSE;
}

const char *
bp_card_name (guint card)
{
  static const char *const names[BP_N_CARDS] = {
    "C01", "C02", "C03", "C04", "C05", "C06", "C07", "C08",
    "C09", "C10", "C11", "C12", "C13", "C14", "C15",
  };

  g_return_val_if_fail (card < BP_N_CARDS, "C??");
  return names[card];
}

gboolean
bp_card_from_name (const char *name,
                   guint      *card)
{
  for (guint c = 0; c < BP_N_CARDS; c++)
    if (g_ascii_strcasecmp (bp_card_name (c), name) == 0)
      {
        *card = c;
        return TRUE;
      }
  return FALSE;
}

gboolean
bp_card_from_letters (const char *letters,
                      guint      *card)
{
  guint8 counts[BP_N_COLOURS] = { 0, };
  const Board *b = get_board ();

  for (const char *p = letters; *p; p++)
    {
      BpColour colour;

      if (!bp_colour_from_letter (*p, &colour) || counts[colour] >= 2)
        return FALSE;
      counts[colour]++;
    }
  for (guint c = 0; c < BP_N_CARDS; c++)
    if (memcmp (b->card_counts[c], counts, sizeof counts) == 0)
      {
        *card = c;
        return TRUE;
      }
  return FALSE;
}

const char *
bp_card_letters (guint card)
{
  g_return_val_if_fail (card < BP_N_CARDS, "");
  return card_letters[card];
}

guint
bp_card_n_fields (guint card)
{
  g_return_val_if_fail (card < BP_N_CARDS, 0);
  return (guint) strlen (card_letters[card]);
}

void
bp_card_counts (guint  card,
                guint8 counts[BP_N_COLOURS])
{
  g_return_if_fail (card < BP_N_CARDS);
  memcpy (counts, get_board ()->card_counts[card], BP_N_COLOURS);
}
