/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-cli-check.c: `schott-cli best-path check FILE.json`: judges a game
 * record (doc/formats.md, "Best Path game record") and prints one JSON
 * object. Exit 0: legal; 1: illegal; 2: malformed or unreadable. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bp-cli.h"
#include "bp-cli-private.h"
#include "bp-json.h"
#include "sw-cli.h"
#include "sw-file.h"

#define MAX_RECORD_PLAYERS 64   /* more is judged illegal, not read */

typedef struct
{
  const char *name;
  int         board;
  const BpJson *moves;
} RecordPlayer;

typedef struct
{
  GString *errors;
  guint    n_errors;
} Judgement;

static void
add_error (Judgement  *j,
           const char *player,   /* NULL: the record as a whole */
           guint       round,
           const char *rule,
           const char *message)
{
  g_autofree char *name = player ? sw_cli_json_string (player) : g_strdup ("null");
  g_autofree char *text = sw_cli_json_string (message);

  g_string_append_printf (j->errors, "%s{\"player\": %s, \"round\": %u, \"rule\": \"%s\", \"message\": %s}",
                          j->n_errors ? ", " : "", name, round, rule, text);
  j->n_errors++;
}

/* Structure errors make the file malformed: located, exit 2. A value
 * that is there is located where it starts; a missing member where the
 * object that lacks it starts. */
static gboolean
expect (const BpJson *value,
        BpJsonType    type,
        const char   *what,
        GError      **error)
{
  if (value->type != type)
    {
      g_set_error (error, BP_JSON_ERROR, 0, "%u:%u: %s must be %s, not %s", value->line,
                   value->column, what, bp_json_type_name (type), bp_json_type_name (value->type));
      return FALSE;
    }
  return TRUE;
}

/* The member key of object, which must be there and of type; *member
 * receives it. */
static gboolean
expect_member (const BpJson  *object,
               const char    *key,
               BpJsonType     type,
               const char    *what,
               const BpJson **member,
               GError       **error)
{
  const BpJson *value = bp_json_member (object, key);

  if (member != NULL)
    *member = value;
  if (value == NULL)
    {
      g_set_error (error, BP_JSON_ERROR, 0, "%u:%u: %s is missing (this object has no “%s”)",
                   object->line, object->column, what, key);
      return FALSE;
    }
  return expect (value, type, what, error);
}

static gboolean
check_structure (const BpJson *root,
                 GError      **error)
{
  const BpJson *cards, *players;

  if (!expect (root, BP_JSON_OBJECT, "the record", error)
      || !expect_member (root, "cards", BP_JSON_ARRAY, "“cards”", &cards, error)
      || !expect_member (root, "players", BP_JSON_ARRAY, "“players”", &players, error))
    return FALSE;
  for (guint i = 0; i < cards->items->len; i++)
    if (!expect (g_ptr_array_index (cards->items, i), BP_JSON_STRING, "a card", error))
      return FALSE;
  for (guint p = 0; p < players->items->len; p++)
    {
      const BpJson *player = g_ptr_array_index (players->items, p);
      const BpJson *board, *moves;

      if (!expect (player, BP_JSON_OBJECT, "a player", error)
          || !expect_member (player, "name", BP_JSON_STRING, "a player's “name”", NULL, error)
          || !expect_member (player, "board", BP_JSON_NUMBER, "a player's “board”", &board, error)
          || !expect_member (player, "moves", BP_JSON_ARRAY, "a player's “moves”", &moves, error))
        return FALSE;
      if (board->number != floor (board->number) || fabs (board->number) > 1e6)
        {
          g_set_error (error, BP_JSON_ERROR, 0, "%u:%u: “board” must be a whole number",
                       board->line, board->column);
          return FALSE;
        }
      for (guint m = 0; m < moves->items->len; m++)
        {
          const BpJson *move = g_ptr_array_index (moves->items, m);
          const BpJson *from, *cells;

          if (!expect (move, BP_JSON_OBJECT, "a move", error)
              || !expect_member (move, "cells", BP_JSON_ARRAY, "a move's “cells”", &cells, error))
            return FALSE;
          from = bp_json_member (move, "from");
          if (from != NULL && from->type != BP_JSON_NULL
              && !expect (from, BP_JSON_STRING, "a move's “from”", error))
            return FALSE;
          for (guint c = 0; c < cells->items->len; c++)
            if (!expect (g_ptr_array_index (cells->items, c), BP_JSON_STRING, "a cell", error))
              return FALSE;
        }
    }
  return TRUE;
}

/* Turns a record move into an extension of line, or reports why not. */
static const char *
read_move (const BpJson  *move,
           const BpLine  *line,
           BpExtension   *ext,
           char         **message)
{
  const BpJson *from = bp_json_member (move, "from");
  const BpJson *cells = bp_json_member (move, "cells");

  memset (ext, 0, sizeof *ext);
  if (cells->items->len == 0)
    return NULL;   /* a pass; "from" does not matter */
  if (cells->items->len > BP_MAX_CARD_FIELDS)
    {
      *message = g_strdup_printf ("%u fields: no card shows more than %d", cells->items->len,
                                  BP_MAX_CARD_FIELDS);
      return "R-ROUND-2";
    }
  for (guint c = 0; c < cells->items->len; c++)
    {
      const char *name = ((const BpJson *) g_ptr_array_index (cells->items, c))->string;
      guint field;

      if (!bp_field_from_name (name, &field))
        {
          *message = g_strdup_printf ("“%s” is not a field of the board", name);
          return "R-COMP-2";
        }
      ext->cells[ext->n_cells++] = (guint8) field;
    }
  if (from != NULL && from->type == BP_JSON_STRING)
    {
      guint field;

      if (!bp_field_from_name (from->string, &field))
        {
          *message = g_strdup_printf ("“%s” is not a field of the board", from->string);
          return "R-COMP-2";
        }
      ext->from = (guint8) field;
      return NULL;
    }

  /* No "from": the end is the one the first cell touches, if only one
   * does (see doc/best-path-rules.md). */
  {
    guint a = line->fields[0], b = line->fields[line->length - 1];
    gboolean touches_a = bp_fields_adjacent (a, ext->cells[0]);
    gboolean touches_b = bp_fields_adjacent (b, ext->cells[0]);

    if (a == b || (touches_a && !touches_b))
      ext->from = (guint8) a;
    else if (touches_b && !touches_a)
      ext->from = (guint8) b;
    else
      {
        *message = g_strdup_printf ("no “from”, and %s does not tell the end: %s",
                                    bp_field_name (ext->cells[0]),
                                    touches_a ? "it touches both ends" : "it touches neither end");
        return touches_a ? "R-ROUND-3" : "R-LINE-1";
      }
  }
  return NULL;
}

static int
print_malformed (const char *path,
                 const char *message)
{
  g_autofree char *text = NULL;
  g_autofree char *file = sw_cli_json_string (path);
  gsize path_len = strlen (path);
  guint line = 0, column = 0;

  /* The reader's messages name the file already: say it once. */
  if (g_str_has_prefix (message, path) && message[path_len] == ':')
    {
      message += path_len + 1;
      while (*message == ' ')
        message++;
    }
  text = sw_cli_json_string (message);
  /* Messages start "LINE:COLUMN: " when located. */
  if (sscanf (message, "%u:%u:", &line, &column) == 2)
    fprintf (stderr, "%s:%s\n", path, message);
  else
    fprintf (stderr, "%s: %s\n", path, message);
  printf ("{\"malformed\": true, \"file\": %s, \"line\": %u, \"column\": %u, \"message\": %s}\n",
          file, line, column, text);
  return SW_CLI_EXIT_USAGE;
}

int
bp_cli_check_main (int    argc,
                   char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(BpJson) root = NULL;
  gsize length;
  const BpJson *cards, *players;
  guint n_players;
  guint8 deck[BP_N_CARDS];
  gboolean deck_ok = TRUE;
  RecordPlayer record[MAX_RECORD_PLAYERS];
  gboolean player_ok[MAX_RECORD_PLAYERS];
  g_autoptr(GString) errors = g_string_new (NULL);
  Judgement j = { errors, 0 };
  g_autoptr(GString) out = g_string_new (NULL);
  const char *path;
  guint card_seen = 0;

  context = g_option_context_new (_("FILE.json"));
  g_option_context_set_summary (context, _("Judge a Best Path game record and print one JSON object.\n"
                                           "Exit status: 0 legal, 1 illegal, 2 malformed."));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!sw_cli_parse_options (context, TRUE, &argc, &argv))
    return SW_CLI_EXIT_USAGE;
  if (argc != 2)
    return sw_cli_usage_error (_("Expected one FILE.json"));
  path = argv[1];

  /* read as far as the reader's limit, never further (a device or a pipe
   * may never end) */
  if (!sw_file_read_limited (path, BP_JSON_MAX_LENGTH, &contents, &length, &error))
    return print_malformed (path, error->message);
  root = bp_json_parse (contents, length, &error);
  if (root == NULL || !check_structure (root, &error))
    {
      return print_malformed (path, error->message);
    }

  cards = bp_json_member (root, "cards");
  players = bp_json_member (root, "players");
  n_players = players->items->len;

  /* The deck: the 15 cards, each once (R-COMP-8, R-ROUND-1). */
  for (guint i = 0; i < cards->items->len && i < BP_N_CARDS + 1; i++)
    {
      const char *letters = ((const BpJson *) g_ptr_array_index (cards->items, i))->string;
      guint card;

      if (i >= BP_N_CARDS)
        {
          add_error (&j, NULL, i + 1, "R-ROUND-1", "more than 15 cards: a game has 15 rounds");
          deck_ok = FALSE;
          break;
        }
      if (!bp_card_from_letters (letters, &card))
        {
          g_autofree char *m = g_strdup_printf ("“%s” is not one of the 15 cards", letters);

          add_error (&j, NULL, i + 1, "R-COMP-8", m);
          deck_ok = FALSE;
          continue;
        }
      if (card_seen & (1u << card))
        {
          g_autofree char *m = g_strdup_printf ("card %s (%s) is turned a second time",
                                                bp_card_name (card), bp_card_letters (card));

          add_error (&j, NULL, i + 1, "R-ROUND-1", m);
          deck_ok = FALSE;
          continue;
        }
      card_seen |= 1u << card;
      deck[i] = (guint8) card;
    }
  if (deck_ok && cards->items->len < BP_N_CARDS)
    {
      g_autofree char *m = g_strdup_printf ("%u cards: a game has 15 rounds", cards->items->len);

      add_error (&j, NULL, cards->items->len + 1, "R-ROUND-1", m);
      deck_ok = FALSE;
    }

  /* The players (R-SETUP-1). */
  if (n_players < 1 || n_players > BP_MAX_PLAYERS)
    {
      g_autofree char *m = g_strdup_printf ("%u players: a game has 1 to 4", n_players);

      add_error (&j, NULL, 0, "R-SETUP-1", m);
    }
  for (guint p = 0; p < MIN (n_players, (guint) MAX_RECORD_PLAYERS); p++)
    {
      const BpJson *player = g_ptr_array_index (players->items, p);

      record[p].name = bp_json_member (player, "name")->string;
      record[p].board = (int) bp_json_member (player, "board")->number;
      record[p].moves = bp_json_member (player, "moves");
      player_ok[p] = n_players <= BP_MAX_PLAYERS;
      if (record[p].board < 1 || record[p].board > BP_N_BOARDS)
        {
          g_autofree char *m = g_strdup_printf ("board %d: the boards are 1 to 4", record[p].board);

          add_error (&j, record[p].name, 0, "R-COMP-1", m);
          player_ok[p] = FALSE;
          continue;
        }
      for (guint q = 0; q < p; q++)
        if (record[q].board == record[p].board)
          {
            g_autofree char *m = g_strdup_printf ("board %d is %s's already: every player gets another board",
                                                  record[p].board, record[q].name);

            add_error (&j, record[p].name, 0, "R-SETUP-1", m);
            player_ok[p] = FALSE;
            break;
          }
    }

  /* Each player's moves: the first illegal one (R-LINE, R-ROUND). A
   * player's line does not depend on the others', so each is judged
   * alone. */
  if (deck_ok)
    for (guint p = 0; p < MIN (n_players, (guint) BP_MAX_PLAYERS); p++)
      {
        BpLine line;
        guint n_moves = record[p].moves->items->len;

        if (!player_ok[p])
          continue;
        bp_line_init (&line, bp_board_start ((guint) record[p].board));
        for (guint r = 0; r < BP_N_ROUNDS; r++)
          {
            g_autofree char *message = NULL;
            BpExtension ext;
            guint8 counts[BP_N_COLOURS];
            const char *rule;

            if (r >= n_moves)
              {
                g_autofree char *m = g_strdup_printf ("no move for round %u (one move per card; a pass is "
                                                      "{\"cells\": []})", r + 1);

                add_error (&j, record[p].name, r + 1, "R-ROUND-1", m);
                player_ok[p] = FALSE;
                break;
              }
            rule = read_move (g_ptr_array_index (record[p].moves->items, r), &line, &ext, &message);
            if (rule == NULL)
              {
                bp_card_counts (deck[r], counts);
                rule = bp_line_check_extension (&line, counts, &ext, &message);
              }
            if (rule != NULL)
              {
                add_error (&j, record[p].name, r + 1, rule, message);
                player_ok[p] = FALSE;
                break;
              }
            bp_line_apply (&line, &ext);
          }
        if (player_ok[p] && n_moves > BP_N_ROUNDS)
          {
            add_error (&j, record[p].name, BP_N_ROUNDS + 1, "R-END-1", "a move after the 15th round");
            player_ok[p] = FALSE;
          }
      }

  g_string_append_printf (out, "{\"mode\": \"%s\", \"legal\": %s, \"errors\": [%s]",
                          n_players == 1 ? "solo" : "multi", j.n_errors ? "false" : "true",
                          j.errors->str);

  if (j.n_errors == 0)
    {
      BpGame game;
      guint8 boards[BP_MAX_PLAYERS];
      guint winners;
      gboolean first = TRUE;

      for (guint p = 0; p < n_players; p++)
        boards[p] = (guint8) record[p].board;
      g_assert (bp_game_init_with_deck (&game, n_players, boards, deck, 0) == NULL);
      for (guint r = 0; r < BP_N_ROUNDS; r++)
        for (guint p = 0; p < n_players; p++)
          {
            BpExtension ext;
            g_autofree char *message = NULL;

            read_move (g_ptr_array_index (record[p].moves->items, r),
                       &game.players[p].line, &ext, &message);
            g_assert (bp_game_commit (&game, p, &ext, NULL) == NULL);
          }
      (g_string_append) (out, ", \"players\": [");
      for (guint p = 0; p < n_players; p++)
        {
          g_autofree char *name = sw_cli_json_string (record[p].name);

          g_string_append_printf (out, "%s{\"name\": %s, \"score\": %d, \"number_points\": %d"
                                  ", \"unreached\": %u}", p ? ", " : "", name,
                                  bp_game_score (&game, p), game.players[p].number_points,
                                  bp_game_unreached (&game, p));
        }
      (g_string_append) (out, "], \"winners\": [");
      winners = bp_game_winners (&game);
      for (guint p = 0; p < n_players; p++)
        if (winners & (1u << p))
          {
            g_autofree char *name = sw_cli_json_string (record[p].name);

            g_string_append_printf (out, "%s%s", first ? "" : ", ", name);
            first = FALSE;
          }
      (g_string_append) (out, "]");
    }
  (g_string_append) (out, "}\n");
  fputs (out->str, stdout);
  return j.n_errors ? SW_CLI_EXIT_FAILURE : SW_CLI_EXIT_OK;
}
