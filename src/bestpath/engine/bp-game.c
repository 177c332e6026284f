/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-game.c: lines, legality, rounds and scoring (R-LINE, R-ROUND, R-NUM,
 * R-END, R-SOLO). */
#include "config.h"

#include <string.h>

#include "bp-engine.h"
#include "sw-rng.h"

#define BIT(f) (G_GUINT64_CONSTANT (1) << (f))

/* ------------------------------------------------------------ Lines */

void
bp_line_init (BpLine *line,
              guint   start)
{
  g_return_if_fail (start < BP_N_FIELDS);

  memset (line, 0, sizeof *line);
  line->length = 1;
  line->fields[0] = (guint8) start;
  line->mask = BIT (start);
}

gboolean
bp_line_is_end (const BpLine *line,
                guint         field)
{
  return line->length > 0
         && (line->fields[0] == field || line->fields[line->length - 1] == field);
}

guint
bp_line_other_end (const BpLine *line,
                   guint         end)
{
  if (line->fields[0] == end)
    return line->fields[line->length - 1];
  return line->fields[0];
}

void
bp_line_apply (BpLine            *line,
               const BpExtension *extension)
{
  guint n = extension->n_cells;

  if (n == 0)
    return;
  g_assert (bp_line_is_end (line, extension->from));
  g_assert (line->length + n <= BP_N_FIELDS);

  if (line->fields[line->length - 1] == extension->from)
    {
      for (guint i = 0; i < n; i++)
        line->fields[line->length + i] = extension->cells[i];
    }
  else
    {
      /* Growing at the first end: the new first field is the last cell. */
      memmove (line->fields + n, line->fields, line->length);
      for (guint i = 0; i < n; i++)
        line->fields[n - 1 - i] = extension->cells[i];
    }
  line->length = (guint8) (line->length + n);
  for (guint i = 0; i < n; i++)
    line->mask |= BIT (extension->cells[i]);
}

static const char *const colour_names[BP_N_COLOURS] = {
  "blue", "green", "yellow", "grey", "red", "purple",
};

static void
set_message (char      **message,
             const char *format,
             ...) G_GNUC_PRINTF (2, 3);

static void
set_message (char      **message,
             const char *format,
             ...)
{
  va_list args;

  if (message == NULL)
    return;
  va_start (args, format);
  *message = g_strdup_vprintf (format, args);
  va_end (args);
}

const char *
bp_line_check_extension (const BpLine      *line,
                         const guint8       counts[BP_N_COLOURS],
                         const BpExtension *extension,
                         char             **message)
{
  guint8 used[BP_N_COLOURS] = { 0, };
  guint64 seen;
  guint prev, other;

  g_return_val_if_fail (line != NULL && extension != NULL, "R-ROUND-2");

  if (extension->n_cells == 0)
    return NULL;
  if (extension->n_cells > BP_MAX_CARD_FIELDS)
    {
      set_message (message, "%u fields: no card shows more than %u",
                   extension->n_cells, BP_MAX_CARD_FIELDS);
      return "R-ROUND-2";
    }
  if (extension->from >= BP_N_FIELDS || !(line->mask & BIT (extension->from)))
    {
      set_message (message, "%s is not on the line",
                   extension->from < BP_N_FIELDS ? bp_field_name (extension->from) : "?");
      return "R-ROUND-3";
    }
  if (!bp_line_is_end (line, extension->from))
    {
      set_message (message, "%s is on the line but not one of its ends",
                   bp_field_name (extension->from));
      return "R-ROUND-3";
    }

  other = bp_line_other_end (line, extension->from);
  prev = extension->from;
  seen = line->mask;
  for (guint i = 0; i < extension->n_cells; i++)
    {
      guint cell = extension->cells[i];
      BpColour colour;

      if (cell >= BP_N_FIELDS)
        {
          set_message (message, "field %u does not exist", cell);
          return "R-LINE-1";
        }
      if (!bp_fields_adjacent (prev, cell))
        {
          if (other != extension->from && bp_fields_adjacent (other, cell))
            {
              set_message (message, "%s continues from the other end %s: one end per round",
                           bp_field_name (cell), bp_field_name (other));
              return "R-ROUND-3";
            }
          set_message (message, "%s does not touch %s: the line has a gap",
                       bp_field_name (cell), bp_field_name (prev));
          return "R-LINE-1";
        }
      if (seen & BIT (cell))
        {
          set_message (message, "%s is already on the line", bp_field_name (cell));
          return "R-LINE-2";
        }
      colour = bp_field_colour (cell);
      used[colour]++;
      if (used[colour] > counts[colour])
        {
          if (counts[colour] == 0)
            set_message (message, "%s is %s (%c), a colour the card does not show",
                         bp_field_name (cell), colour_names[colour], bp_colour_letter (colour));
          else
            set_message (message, "%s is the %s %s field, the card shows %u",
                         bp_field_name (cell), used[colour] == 2 ? "second" : "third",
                         colour_names[colour], counts[colour]);
          return "R-ROUND-2";
        }
      seen |= BIT (cell);
      prev = cell;
    }
  return NULL;
}

static guint64
available_colours_mask (const guint8 counts[BP_N_COLOURS],
                        const guint8 used[BP_N_COLOURS])
{
  guint64 mask = 0;

  for (guint c = 0; c < BP_N_COLOURS; c++)
    if (used[c] < counts[c])
      mask |= bp_colour_mask ((BpColour) c);
  return mask;
}

guint64
bp_line_next_fields (const BpLine      *line,
                     const guint8       counts[BP_N_COLOURS],
                     const BpExtension *partial)
{
  guint8 used[BP_N_COLOURS] = { 0, };
  guint64 seen = line->mask;
  guint64 allowed;

  if (partial->n_cells == 0)
    {
      guint64 near = 0;

      allowed = available_colours_mask (counts, used);
      if (partial->from == BP_NO_FIELD)
        near = bp_field_neighbour_mask (line->fields[0])
               | bp_field_neighbour_mask (line->fields[line->length - 1]);
      else if (bp_line_is_end (line, partial->from))
        near = bp_field_neighbour_mask (partial->from);
      return near & allowed & ~seen;
    }
  if (partial->n_cells >= BP_MAX_CARD_FIELDS
      || bp_line_check_extension (line, counts, partial, NULL) != NULL)
    return 0;
  for (guint i = 0; i < partial->n_cells; i++)
    {
      used[bp_field_colour (partial->cells[i])]++;
      seen |= BIT (partial->cells[i]);
    }
  allowed = available_colours_mask (counts, used);
  return bp_field_neighbour_mask (partial->cells[partial->n_cells - 1]) & allowed & ~seen;
}

/* ------------------------------------------------------------- Game */

static gboolean
boards_valid (guint         n_players,
              const guint8 *boards)
{
  guint seen = 0;

  for (guint p = 0; p < n_players; p++)
    {
      if (boards[p] < 1 || boards[p] > BP_N_BOARDS || (seen & (1u << boards[p])))
        return FALSE;
      seen |= 1u << boards[p];
    }
  return TRUE;
}

const char *
bp_game_init_with_deck (BpGame       *game,
                        guint         n_players,
                        const guint8 *boards,
                        const guint8 *deck,
                        guint64       ai_salt)
{
  guint seen = 0;

  g_return_val_if_fail (game != NULL && boards != NULL && deck != NULL, "R-SETUP-1");

  if (n_players < 1 || n_players > BP_MAX_PLAYERS || !boards_valid (n_players, boards))
    return "R-SETUP-1";
  for (guint r = 0; r < BP_N_CARDS; r++)
    {
      if (deck[r] >= BP_N_CARDS || (seen & (1u << deck[r])))
        return "R-ROUND-1";
      seen |= 1u << deck[r];
    }

  memset (game, 0, sizeof *game);
  game->phase = BP_PHASE_CHOOSING;
  game->n_players = (guint8) n_players;
  game->round = 1;
  memcpy (game->deck, deck, BP_N_CARDS);
  game->ai_salt = ai_salt;
  for (guint p = 0; p < n_players; p++)
    {
      BpPlayer *player = &game->players[p];

      player->board = boards[p];
      bp_line_init (&player->line, bp_board_start (boards[p]));
    }
  return NULL;
}

void
bp_game_init (BpGame       *game,
              guint         n_players,
              const guint8 *boards,
              guint64       seed)
{
  SwRng rng;
  guint8 deck[BP_N_CARDS];
  guint8 random_boards[BP_N_BOARDS] = { 1, 2, 3, 4 };
  const char *refusal;

  g_return_if_fail (game != NULL);
  g_return_if_fail (n_players >= 1 && n_players <= BP_MAX_PLAYERS);

  /* Stream 0x42 keeps Best Path's dice apart from SCHOTT's. */
  sw_rng_seed (&rng, seed, 0x42);
  for (guint c = 0; c < BP_N_CARDS; c++)
    deck[c] = (guint8) c;
  sw_rng_shuffle_bytes (&rng, deck, BP_N_CARDS);
  sw_rng_shuffle_bytes (&rng, random_boards, BP_N_BOARDS);

  /* No salt from this generator: two of its outputs gave the seed away. */
  refusal = bp_game_init_with_deck (game, n_players, boards ? boards : random_boards, deck, 0);
  g_return_if_fail (refusal == NULL);
}

gboolean
bp_game_is_solo (const BpGame *game)
{
  return game->n_players == 1;
}

guint
bp_game_card (const BpGame *game)
{
  if (game->phase != BP_PHASE_CHOOSING)
    return BP_NO_CARD;
  return game->deck[game->round - 1];
}

gboolean
bp_game_must_decide (const BpGame *game,
                     guint         player)
{
  return game->phase == BP_PHASE_CHOOSING && player < game->n_players
         && !game->players[player].committed;
}

const char *
bp_game_check (const BpGame      *game,
               guint              player,
               const BpExtension *extension,
               char             **message)
{
  guint8 counts[BP_N_COLOURS];

  g_return_val_if_fail (game != NULL && extension != NULL, "R-ROUND-2");

  if (game->phase != BP_PHASE_CHOOSING)
    {
      set_message (message, "the game is over");
      return "R-END-1";
    }
  if (player >= game->n_players)
    {
      set_message (message, "there is no player %u", player + 1);
      return "R-SETUP-1";
    }
  if (game->players[player].committed)
    {
      set_message (message, "this round's extension is already committed");
      return "R-ROUND-6";
    }
  bp_card_counts (bp_game_card (game), counts);
  return bp_line_check_extension (&game->players[player].line, counts, extension, message);
}

static void
resolve_round (BpGame *game)
{
  guint r = game->round;
  gboolean reached_now[BP_MAX_NUMBER + 1] = { FALSE, };

  for (guint p = 0; p < game->n_players; p++)
    {
      BpPlayer *player = &game->players[p];
      const BpExtension *ext = &player->pending;

      player->history[r - 1] = *ext;
      bp_line_apply (&player->line, ext);
      for (guint i = 0; i < ext->n_cells; i++)
        {
          guint v = bp_field_number (ext->cells[i]);

          if (v == 0)
            continue;
          g_assert (player->reached_round[v] == 0);

          if (bp_game_is_solo (game))
            {
              /* R-SOLO-2/3: half if a higher number came earlier, in
               * drawing order. */
              gboolean higher_before = FALSE;

              for (guint u = v + 1; u <= BP_MAX_NUMBER; u++)
                if (player->reached_round[u] != 0)
                  higher_before = TRUE;
              player->points_of[v] = (gint8) (higher_before ? bp_half ((int) v) : (int) v);
              player->number_points += player->points_of[v];
            }
          player->reached_round[v] = (guint8) r;
          reached_now[v] = TRUE;
        }
    }

  for (guint v = 2; v <= BP_MAX_NUMBER; v++)
    if (reached_now[v] && game->first_round[v] == 0)
      game->first_round[v] = (guint8) r;

  if (!bp_game_is_solo (game))
    for (guint p = 0; p < game->n_players; p++)
      {
        BpPlayer *player = &game->players[p];

        /* R-NUM-2: full in round r(v), half later. */
        for (guint v = 2; v <= BP_MAX_NUMBER; v++)
          if (player->reached_round[v] == r)
            {
              player->points_of[v] = (gint8) (game->first_round[v] == r ? (int) v : bp_half ((int) v));
              player->number_points += player->points_of[v];
            }
      }

  for (guint p = 0; p < game->n_players; p++)
    {
      game->players[p].committed = FALSE;
      memset (&game->players[p].pending, 0, sizeof game->players[p].pending);
    }
  game->round++;
  if (game->round > BP_N_ROUNDS)
    game->phase = BP_PHASE_OVER;
}

const char *
bp_game_commit (BpGame            *game,
                guint              player,
                const BpExtension *extension,
                char             **message)
{
  const char *refusal = bp_game_check (game, player, extension, message);

  if (refusal != NULL)
    return refusal;

  /* Stored normalized (unused cells zero, a pass "from" the first end),
   * so equal games compare equal byte for byte. */
  {
    BpExtension *pending = &game->players[player].pending;

    memset (pending, 0, sizeof *pending);
    pending->n_cells = extension->n_cells;
    pending->from = extension->n_cells ? extension->from : game->players[player].line.fields[0];
    memcpy (pending->cells, extension->cells, extension->n_cells);
  }
  game->players[player].committed = TRUE;

  for (guint p = 0; p < game->n_players; p++)
    if (!game->players[p].committed)
      return NULL;
  resolve_round (game);
  return NULL;
}

static void
enumerate_from (const guint8  counts[BP_N_COLOURS],
                guint8        used[BP_N_COLOURS],
                guint64       seen,
                BpExtension  *ext,
                GArray       *out)
{
  guint prev = ext->n_cells > 0 ? ext->cells[ext->n_cells - 1] : ext->from;
  guint n;
  const guint8 *next = bp_field_neighbours (prev, &n);

  if (ext->n_cells == BP_MAX_CARD_FIELDS)
    return;
  for (guint i = 0; i < n; i++)
    {
      guint cell = next[i];
      BpColour colour = bp_field_colour (cell);

      if ((seen & BIT (cell)) || used[colour] >= counts[colour])
        continue;
      used[colour]++;
      ext->cells[ext->n_cells++] = (guint8) cell;
      g_array_append_val (out, *ext);
      enumerate_from (counts, used, seen | BIT (cell), ext, out);
      ext->n_cells--;
      used[colour]--;
    }
}

GArray *
bp_game_legal_extensions (const BpGame *game,
                          guint         player)
{
  GArray *out = g_array_new (FALSE, TRUE, sizeof (BpExtension));
  const BpLine *line;
  guint8 counts[BP_N_COLOURS];
  BpExtension ext = { 0, };
  guint ends[2];

  g_return_val_if_fail (game != NULL && player < game->n_players, out);
  if (!bp_game_must_decide (game, player))
    return out;

  line = &game->players[player].line;
  bp_card_counts (bp_game_card (game), counts);
  ext.from = line->fields[0];
  g_array_append_val (out, ext);    /* the pass */

  ends[0] = line->fields[0];
  ends[1] = line->fields[line->length - 1];
  for (guint e = 0; e < (line->length > 1 ? 2u : 1u); e++)
    {
      guint8 used[BP_N_COLOURS] = { 0, };

      ext.from = (guint8) ends[e];
      ext.n_cells = 0;
      enumerate_from (counts, used, line->mask, &ext, out);
    }
  return out;
}

int
bp_game_score (const BpGame *game,
               guint         player)
{
  g_return_val_if_fail (player < game->n_players, 0);
  return game->players[player].number_points - (int) bp_game_unreached (game, player);
}

guint
bp_game_unreached (const BpGame *game,
                   guint         player)
{
  g_return_val_if_fail (player < game->n_players, 0);
  return BP_N_FIELDS - game->players[player].line.length;
}

int
bp_game_recompute_score (const BpGame *game,
                         guint         player,
                         int          *number_points)
{
  BpLine lines[BP_MAX_PLAYERS];
  guint reach[BP_MAX_PLAYERS][BP_MAX_NUMBER + 1];
  guint order[BP_MAX_NUMBER + 1];   /* solo: position in drawing order */
  guint n_order = 0;
  guint rounds = game->round - 1;
  int points = 0;

  g_return_val_if_fail (player < game->n_players, -1000);

  memset (reach, 0, sizeof reach);
  for (guint p = 0; p < game->n_players; p++)
    bp_line_init (&lines[p], bp_board_start (game->players[p].board));

  for (guint r = 1; r <= rounds; r++)
    for (guint p = 0; p < game->n_players; p++)
      {
        const BpExtension *ext = &game->players[p].history[r - 1];
        guint8 counts[BP_N_COLOURS];

        if (game->deck[r - 1] >= BP_N_CARDS)
          return -1000;
        bp_card_counts (game->deck[r - 1], counts);
        if (bp_line_check_extension (&lines[p], counts, ext, NULL) != NULL)
          return -1000;
        bp_line_apply (&lines[p], ext);
        for (guint i = 0; i < ext->n_cells; i++)
          {
            guint v = bp_field_number (ext->cells[i]);

            if (v != 0)
              {
                reach[p][v] = r;
                if (p == player)
                  order[n_order++] = v;
              }
          }
      }

  if (game->n_players == 1)
    {
      guint highest = 0;

      for (guint i = 0; i < n_order; i++)
        {
          points += order[i] < highest ? bp_half ((int) order[i]) : (int) order[i];
          highest = MAX (highest, order[i]);
        }
    }
  else
    for (guint v = 2; v <= BP_MAX_NUMBER; v++)
      {
        guint first = G_MAXUINT;

        if (reach[player][v] == 0)
          continue;
        for (guint p = 0; p < game->n_players; p++)
          if (reach[p][v] != 0)
            first = MIN (first, reach[p][v]);
        points += reach[player][v] == first ? (int) v : bp_half ((int) v);
      }

  if (number_points)
    *number_points = points;
  return points - (BP_N_FIELDS - lines[player].length);
}

guint
bp_game_winners (const BpGame *game)
{
  int best = G_MININT;
  guint winners = 0;

  for (guint p = 0; p < game->n_players; p++)
    {
      int score = bp_game_score (game, p);

      if (score > best)
        {
          best = score;
          winners = 0;
        }
      if (score == best)
        winners |= 1u << p;
    }
  return winners;
}

void
bp_game_public_view (const BpGame *game,
                     guint         viewer,
                     BpGame       *view)
{
  g_return_if_fail (game != NULL && view != NULL);

  *view = *game;
  for (guint r = game->round; r < BP_N_CARDS; r++)
    view->deck[r] = BP_NO_CARD;
  for (guint p = 0; p < game->n_players; p++)
    if (p != viewer)
      memset (&view->players[p].pending, 0, sizeof view->players[p].pending);
  view->ai_salt = 0;
}

void
bp_view_init (BpView       *view,
              const BpGame *game,
              guint         player)
{
  g_return_if_fail (view != NULL && game != NULL);
  g_return_if_fail (player < BP_MAX_PLAYERS);

  memset (view, 0, sizeof *view);
  bp_game_public_view (game, player, &view->game);
  view->player = (guint8) player;
}

guint
bp_game_unseen_cards (const BpGame *game)
{
  guint unseen = (1u << BP_N_CARDS) - 1;
  guint turned = MIN ((guint) game->round, (guint) BP_N_CARDS);

  for (guint r = 0; r < turned; r++)
    if (game->deck[r] < BP_N_CARDS)
      unseen &= ~(1u << game->deck[r]);
  return unseen;
}

gboolean
bp_score_is_excellent (int score)
{
  return score > 40;
}
