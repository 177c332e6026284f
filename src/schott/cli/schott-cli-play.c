/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-cli-play.c: `schott-cli play`: one computer game, told move by move. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "schott-bot.h"
#include "schott-cli-private.h"

typedef struct
{
  const SchottGame *game;
  const char       *labels[SCHOTT_MAX_PLAYERS];   /* "hard", "ext:…" */
  SchottCard        shown[SCHOTT_MAX_PLAYERS][SCHOTT_MAX_ROW];
  gint16            shown_figure[SCHOTT_MAX_PLAYERS];
  SchottLogEntry    pending_move;     /* first half of a two-entry swap */
  gboolean          has_pending_move;
  gboolean          has_drawn;
  SchottCard        drawn;
  SchottEventKind   event;
} PlayPrinter;

/* Short names of the event cards (R-COMP-5). */
static const char * const event_texts[SCHOTT_N_EVENT_KINDS + 1] = {
  NULL,
  N_("Swap two of your own cards."),
  N_("Everyone swaps two cards of their own row."),
  N_("Move your figure forward."),
  N_("Everyone moves their figure forward."),
  N_("Exchange a card with another player's row."),
  N_("Everyone passes the leftmost card to the left neighbour."),
  N_("Everyone takes the left neighbour's row."),
  N_("Build one of the top two discards into your row."),
  N_("Name a player, who must swap two own cards."),
  N_("Answer a question; a right answer moves you forward."),
};

static char *
player_name (guint player)
{
  /* TRANSLATORS: a seat at the table, counted from 1 */
  return g_strdup_printf (_("Player %u"), player + 1);
}

static char *
card_text (SchottCard card)
{
  /* TRANSLATORS: the one-letter symbol of a joker card */
  return card == SCHOTT_JOKER ? g_strdup (C_("card", "J")) : g_strdup_printf ("%u", card);
}

static void
print_row (PlayPrinter *printer,
           guint        player)
{
  const SchottGame *game = printer->game;
  const SchottCard *row = game->rows[player];
  guint prefix = schott_game_row_prefix (game, player);
  guint score = schott_game_row_score (game, player);
  g_autoptr(GString) line = g_string_new ("[");
  g_autofree char *name = player_name (player);

  for (guint i = 0; i < game->row_length; i++)
    {
      g_autofree char *text = card_text (row[i]);

      if (i == prefix)
        g_string_append (line, " ]");
      g_string_append_printf (line, " %2s", text);
    }
  if (prefix >= game->row_length)
    g_string_append (line, " ]");

  if (game->variant.route_length > 0)
    /* TRANSLATORS: row line: player, cards, score, field of the figure */
    printf (_("  %-9s %s   score %u%s · field %d\n"), name, line->str, score,
            game->fast_track_active[player] ? _(" (×2)") : "", game->figure[player]);
  else
    printf (_("  %-9s %s   score %u\n"), name, line->str, score);

  memcpy (printer->shown[player], row, sizeof printer->shown[player]);
  printer->shown_figure[player] = game->figure[player];
}

static void
print_changed_rows (PlayPrinter *printer)
{
  for (guint p = 0; p < printer->game->n_players; p++)
    if (memcmp (printer->shown[p], printer->game->rows[p], sizeof printer->shown[p]) != 0)
      print_row (printer, p);
}

static const char *
move_reason_text (guint reason)
{
  switch ((SchottMoveReason) reason)
    {
    case SCHOTT_MOVE_SCORE:    return _("row score");
    case SCHOTT_MOVE_BONUS:    return _("consecutive bonus");
    case SCHOTT_MOVE_EVENT:    return _("event");
    case SCHOTT_MOVE_QUESTION: return _("right answer");
    case SCHOTT_MOVE_PENALTY:  return _("wrong answer");
    default:                   return "";
    }
}

static void
print_summary (PlayPrinter *printer)
{
  const SchottGame *game = printer->game;
  const SchottStageSummary *summary = &game->last_summary;

  printf ("\n%s\n", _("  Stage result:"));
  for (guint p = 0; p < game->n_players; p++)
    {
      g_autofree char *name = player_name (p);

      /* TRANSLATORS: player, prefix length, score, fast track mark, fields from, to */
      printf (_("    %-9s prefix %u, score %u%s: field %d → %d\n"), name,
              summary->prefix[p], summary->score[p],
              summary->fast_track[p] ? _(" ×2 (Fast Track)") : "",
              summary->moved_from[p], summary->moved_to[p]);
    }
}

static void
on_log_entry_cb (const SchottLogEntry *entry,
                 gpointer              user_data)
{
  PlayPrinter *printer = user_data;
  const SchottGame *game = printer->game;
  g_autofree char *who = entry->player >= 0 ? player_name ((guint) entry->player) : NULL;
  g_autofree char *whom = entry->player2 >= 0 ? player_name ((guint) entry->player2) : NULL;
  g_autofree char *card = card_text (entry->card);
  g_autofree char *card2 = card_text (entry->card2);

  switch (entry->kind)
    {
    case SCHOTT_LOG_STAGE_STARTED:
      printf ("\n");
      if (game->variant.single_stage)
        printf (_("═══ The game begins: %s starts ═══"), who);
      else
        /* TRANSLATORS: stage number, first player */
        printf (_("═══ Stage %d: %s starts ═══"), entry->amount, who);
      printf ("\n");
      for (guint p = 0; p < game->n_players; p++)
        print_row (printer, p);
      {
        g_autofree char *top = card_text (game->discard[game->n_discard - 1]);

        printf (_("  Discard pile: %s · draw pile: %u cards\n"), top, game->n_draw);
      }
      printer->event = SCHOTT_EVENT_NONE;
      break;

    case SCHOTT_LOG_TURN_STARTED:
      print_changed_rows (printer);
      printer->event = SCHOTT_EVENT_NONE;
      break;

    case SCHOTT_LOG_CARD_DRAWN:
      printer->has_drawn = TRUE;
      printer->drawn = entry->card;
      break;

    case SCHOTT_LOG_CARD_EXCHANGED:
      if (entry->event == SCHOTT_EVENT_E8_TWO_DISCARDS)
        printf (_("    takes %s from the %s discard and puts it at position %d; %s goes on the discard pile\n"),
                card, entry->pos2 == 0 ? _("top") : _("second"), entry->pos + 1, card2);
      else if (entry->flag)
        printf (_("    takes %s from the discard pile, puts it at position %d and discards %s\n"),
                card, entry->pos + 1, card2);
      else
        printf (_("    draws %s, puts it at position %d and discards %s\n"),
                card, entry->pos + 1, card2);
      printer->has_drawn = FALSE;
      break;

    case SCHOTT_LOG_CARD_DISCARDED:
      printf (_("    draws %s and discards it\n"), card);
      printer->has_drawn = FALSE;
      break;

    case SCHOTT_LOG_CARD_MOVED:
      if (printer->event == SCHOTT_EVENT_E6_PASS_LEFTMOST)
        {
          printf (_("    %s passes %s to %s\n"), who, card, whom);
          break;
        }
      if (!printer->has_pending_move)
        {
          printer->pending_move = *entry;
          printer->has_pending_move = TRUE;
          break;
        }
      printer->has_pending_move = FALSE;
      {
        const SchottLogEntry *first = &printer->pending_move;
        g_autofree char *first_card = card_text (first->card);

        if (first->player == first->player2)
          printf (_("    %s swaps positions %d and %d (%s ↔ %s)\n"), who,
                  MIN (first->pos, first->pos2) + 1, MAX (first->pos, first->pos2) + 1,
                  first_card, card);
        else
          {
            g_autofree char *taker = player_name ((guint) first->player2);
            g_autofree char *giver = player_name ((guint) first->player);

            printf (_("    %s takes %s from %s (position %d) and gives %s for it\n"),
                    taker, first_card, giver, first->pos + 1, card);
          }
      }
      break;

    case SCHOTT_LOG_ROWS_ROTATED:
      printf ("    %s\n", _("everyone takes the left neighbour's row"));
      break;

    case SCHOTT_LOG_PILE_RESHUFFLED:
      printf (ngettext ("    the discard pile is shuffled into a new draw pile of %d card\n",
                        "    the discard pile is shuffled into a new draw pile of %d cards\n",
                        entry->amount), entry->amount);
      break;

    case SCHOTT_LOG_EVENT_REVEALED:
      printer->event = (SchottEventKind) entry->event;
      if (entry->event >= 1 && entry->event <= SCHOTT_N_EVENT_KINDS)
        /* TRANSLATORS: event id (E1…E10) and its text */
        printf (_("    plays event E%u: %s\n"), entry->event, _(event_texts[entry->event]));
      break;

    case SCHOTT_LOG_FAST_TRACK:
      printf (_("    %s plays the Fast Track card: this stage's score counts double\n"), who);
      break;

    case SCHOTT_LOG_BONUS:
      printf (ngettext ("    consecutive run of %d cards: %d field forward\n",
                        "    consecutive run of %d cards: %d fields forward\n",
                        entry->amount), entry->pos2, entry->amount);
      break;

    case SCHOTT_LOG_FIGURE_MOVED:
      /* TRANSLATORS: player, field from, field to, reason */
      printf (_("    %s's figure: field %d → %d (%s)\n"), who, entry->from, entry->to,
              move_reason_text (entry->reason));
      break;

    case SCHOTT_LOG_QUESTION_ASKED:
      switch ((SchottQuestionReason) entry->reason)
        {
        case SCHOTT_QUESTION_LOCATION:
          printf (_("    %s is on a location field (%+d) and answers a question\n"),
                  who, entry->amount);
          break;
        case SCHOTT_QUESTION_REWARD:
          printf (_("    %s answers the reward question (+%d)\n"), who, entry->amount);
          break;
        case SCHOTT_QUESTION_EVENT:
        case SCHOTT_QUESTION_NONE:
        default:
          printf (_("    %s answers a question (+%d)\n"), who, entry->amount);
          break;
        }
      break;

    case SCHOTT_LOG_QUESTION_ANSWERED:
      if (entry->flag)
        printf (_("    answer %c: right\n"), 'A' + entry->pos);
      else
        printf (_("    answer %c: wrong (right: %c)\n"), 'A' + entry->pos, 'A' + entry->pos2);
      break;

    case SCHOTT_LOG_ROW_COMPLETED:
      print_changed_rows (printer);
      printf (_("  ★ %s's row is complete!\n"), who);
      break;

    case SCHOTT_LOG_STAGE_CAPPED:
      print_changed_rows (printer);
      printf (_("  The stage reached the safety cap of %u turns.\n"), game->variant.turn_cap);
      break;

    case SCHOTT_LOG_STAGE_SCORED:
      print_summary (printer);
      break;

    case SCHOTT_LOG_GAME_OVER:
      print_changed_rows (printer);
      break;

    default:
      break;
    }
}

static void
print_result (PlayPrinter *printer)
{
  const SchottGame *game = printer->game;

  printf ("\n%s\n", _("═══ Game over ═══"));
  for (guint p = 0; p < game->n_players; p++)
    {
      g_autofree char *name = player_name (p);

      if (game->variant.route_length > 0)
        printf (_("  %-9s (%s)  field %d%s\n"), name, printer->labels[p],
                game->figure[p], game->winners[p] ? _("  — winner") : "");
      else
        printf (_("  %-9s (%s)  score %u%s\n"), name, printer->labels[p],
                schott_game_row_score (game, p), game->winners[p] ? _("  — winner") : "");
    }
  printf (ngettext ("%u stage, %u turns\n", "%u stages, %u turns\n", game->stage),
          (guint) game->stage, (guint) game->turn);
}

static void
print_intro (const PlayPrinter   *printer,
             const SchottVariant *variant,
             guint64              seed)
{
  g_autofree char *seed_str = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  int n_players = printer->game->n_players;

  /* TRANSLATORS: players, variant name, seed */
  printf (_("SCHOTT World · %d players · variant %s · seed %s\n"), n_players, variant->name, seed_str);
  for (int p = 0; p < n_players; p++)
    {
      g_autofree char *name = player_name ((guint) p);

      printf (_("  %s: %s computer player\n"), name, printer->labels[p]);
    }
  if (variant->route_length > 0)
    printf (_("  The route runs from field 0 to field %u; a row's score moves its figure.\n"),
            variant->route_length);
}

/* A seat that cannot go on ends the game: which seat (counted from 1, as
 * everywhere people read), which player or program, and why. */
static int
seat_failure (guint                 seat,
              const SchottSeatSpec *spec,
              const GError         *error)
{
  if (error->domain == SCHOTT_BOT_ERROR)
    /* TRANSLATORS: seat number, the program ("ext:python3 bot.py"), the reason */
    return sw_cli_failure (_("seat %u (%s) forfeits: %s"), seat + 1, spec->label, error->message);
  /* TRANSLATORS: seat number, the player ("hard"), the problem */
  return sw_cli_failure (_("seat %u (%s): %s"), seat + 1, spec->label, error->message);
}

int
schott_cli_play_main (int    argc,
                      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_auto(SchottCliOptions) options = {
    .seed = (guint64) g_get_real_time (), .bot_timeout = SCHOTT_BOT_DEFAULT_TIMEOUT_MS / 1000.0,
  };
  int n_players;
  const char *from;
  SchottVariant variant;
  SchottGame game;
  SchottSeat seats[SCHOTT_MAX_PLAYERS];
  SchottBot *bots[SCHOTT_MAX_PLAYERS] = { NULL, };
  int status;
  PlayPrinter printer;
  guint16 header_stage = 0;
  guint16 header_turn = G_MAXUINT16;

  if (!schott_cli_options_parse (&options, _("— play one computer game and print it move by move"),
                                 "seed:game ai-seed ai players:ai variant bot-timeout from", &game,
                                 &argc, &argv, &status))
    return status;
  n_players = options.n_players;
  variant = options.variant;
  from = options.from;

  memset (&printer, 0, sizeof printer);
  printer.game = &game;
  for (int p = 0; p < n_players; p++)
    {
      seats[p].spec = &options.specs[(guint) p % options.n_specs];
      seats[p].bot = NULL;
      printer.labels[p] = seats[p].spec->label;
    }

  if (from == NULL && !schott_game_init (&game, &variant, (guint) n_players, options.seed, &error))
    return sw_cli_failure ("%s", error->message);
  for (int p = 0; p < n_players; p++)
    {
      if (seats[p].spec->external)
        seats[p].bot = bots[p] = schott_bot_new (seats[p].spec->command, options.bot_timeout_ms);
      if (!schott_seat_start (&seats[p], &game, (guint) p, 0, options.ai_seed, &error))
        {
          status = seat_failure ((guint) p, seats[p].spec, error);
          goto out;
        }
    }

  print_intro (&printer, &variant, options.seed);

  /* The game was dealt inside schott_game_init(), before any log function. */
  printer.event = SCHOTT_EVENT_NONE;
  if (from != NULL)
    {
      g_autofree char *turn = g_strdup_printf ("%u", (guint) game.stage_turns);

      printf ("\n");
      /* TRANSLATORS: file name, stage number, turns played in the stage */
      printf (_("═══ Resumed from %s: stage %u, %s turns played ═══\n"), from, (guint) game.stage, turn);
      for (guint p = 0; p < game.n_players; p++)
        print_row (&printer, p);
    }
  else
  {
    SchottLogEntry start = { .kind = SCHOTT_LOG_STAGE_STARTED, .player = game.stage_first,
                             .player2 = -1, .amount = (gint16) game.stage };
    on_log_entry_cb (&start, &printer);
  }

  while (!schott_game_is_over (&game))
    {
      gint decider = schott_game_decider (&game);
      SchottChoice choice;

      if (game.decision == SCHOTT_DECISION_TURN
          && (game.stage != header_stage || game.stage_turns != header_turn))
        {
          g_autofree char *name = player_name ((guint) game.active);

          header_stage = game.stage;
          header_turn = game.stage_turns;
          /* TRANSLATORS: turn number in the stage, player, computer level */
          printf (_("\nTurn %u · %s (%s)\n"), game.stage_turns + 1u, name,
                  printer.labels[game.active]);
        }
      else if (game.decision == SCHOTT_DECISION_SWAP_OWN && decider != game.active)
        {
          g_autofree char *name = player_name ((guint) decider);

          printf (_("    %s must swap two cards\n"), name);
        }

      if (!schott_seat_choose (&seats[decider], &game, &choice, &error)
          || !schott_game_decide (&game, &choice, on_log_entry_cb, &printer, &error))
        {
          status = seat_failure ((guint) decider, seats[decider].spec, error);
          goto out;
        }
    }

  print_result (&printer);

out:
  for (int p = 0; p < n_players; p++)
    if (bots[p] != NULL)
      schott_bot_end_game (bots[p], &game, status == SW_CLI_EXIT_OK ? -1 : schott_game_decider (&game));
  for (int p = 0; p < SCHOTT_MAX_PLAYERS; p++)
    g_clear_pointer (&bots[p], schott_bot_free);
  return status;
}
