/* schott-cli-play.c: `schott-cli play`: one computer game, told move by move. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "schott-bot.h"
#include "schott-cli-private.h"
#ifdef SCHOTT_CLI_HAVE_IO
# include "schott-io.h"
#endif

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

int
schott_cli_play_main (int    argc,
                      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *ai_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *variant_text = NULL;
  g_autofree char *from = NULL;
  int n_players = 0;
  guint64 seed;
  SchottSeatSpec given[SCHOTT_MAX_PLAYERS] = { { 0, }, };
  guint n_given = 0;
  SchottVariant variant;
  SchottGame game;
  SchottSeat seats[SCHOTT_MAX_PLAYERS];
  SchottBot *bots[SCHOTT_MAX_PLAYERS] = { NULL, };
  int status = SCHOTT_CLI_EXIT_OK;
  double bot_timeout = SCHOTT_BOT_DEFAULT_TIMEOUT_MS / 1000.0;
  PlayPrinter printer;
  guint16 header_stage = 0;
  guint16 header_turn = G_MAXUINT16;
  const GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the game (default: from the clock)"), "S" },
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &ai_text,
      N_("Players by seat, cycled if fewer than the players: a level or ext:COMMAND (default normal,easy)"),
      "LEVEL,…" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &n_players,
      N_("Number of players, 2 to 4 (default: one per --ai item, at least 2)"), "N" },
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant_text,
      N_("schott, classic or a rules file (default schott)"), "VARIANT" },
    { "bot-timeout", 't', 0, G_OPTION_ARG_DOUBLE, &bot_timeout,
      N_("Seconds an external program may take per answer (default 5)"), "SECONDS" },
    { "from", 'f', 0, G_OPTION_ARG_FILENAME, &from,
      N_("Resume this saved game (or the app's autosave) and play it to the end; every seat is a computer player (--ai, default normal)"),
      N_("SAVE") },
    { NULL }
  };

  context = g_option_context_new (_("— play one computer game and print it move by move"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!schott_cli_parse_options (context, &argc, &argv))
    return SCHOTT_CLI_EXIT_USAGE;

  if (argc > 1)
    return schott_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (!(bot_timeout > 0.0 && bot_timeout <= 3600.0))
    return schott_cli_usage_error (_("--bot-timeout must be between 0 and 3600 seconds"));
  seed = (guint64) g_get_real_time ();
  if (seed_text && !schott_cli_parse_seed (seed_text, &seed, &error))
    return schott_cli_usage_error ("%s", error->message);
  if (from != NULL && (seed_text != NULL || variant_text != NULL || n_players != 0))
    return schott_cli_usage_error ("%s", _("--from takes the seed, the variant and the players from the saved game"));
  if (!schott_cli_parse_seats (ai_text ? ai_text : from != NULL ? "normal" : "normal,easy",
                               given, SCHOTT_MAX_PLAYERS, &n_given, &error))
    return schott_cli_usage_error ("%s", error->message);
  if (from != NULL)
    {
#ifdef SCHOTT_CLI_HAVE_IO
      if (!schott_save_game_read (from, &game, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          status = SCHOTT_CLI_EXIT_FAILURE;
        }
      n_players = game.n_players;
      variant = game.variant;
      seed = game.seed;
#else
      status = schott_cli_usage_error ("%s", _("this schott-cli was built without the file layer: --from is not available"));
#endif
    }
  else if (n_players == 0)
    n_players = (int) MAX (n_given, (guint) SCHOTT_MIN_PLAYERS);
  if (status != SCHOTT_CLI_EXIT_OK)
    ;
  else if (n_players < SCHOTT_MIN_PLAYERS || n_players > SCHOTT_MAX_PLAYERS)
    status = schott_cli_usage_error (_("--players must be between %d and %d"),
                                     SCHOTT_MIN_PLAYERS, SCHOTT_MAX_PLAYERS);
  else if (from == NULL
           && !schott_cli_load_variant (variant_text ? variant_text : "schott", &variant, &error))
    {
      if (g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE))
        status = schott_cli_usage_error ("%s", error->message);
      else
        {
          fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
          status = SCHOTT_CLI_EXIT_FAILURE;
        }
    }
  if (status != SCHOTT_CLI_EXIT_OK)
    {
      for (guint i = 0; i < n_given; i++)
        schott_seat_spec_clear (&given[i]);
      return status;
    }

  memset (&printer, 0, sizeof printer);
  printer.game = &game;
  for (int p = 0; p < n_players; p++)
    {
      seats[p].spec = &given[(guint) p % n_given];
      seats[p].bot = NULL;
      printer.labels[p] = seats[p].spec->label;
    }

  if (from == NULL && !schott_game_init (&game, &variant, (guint) n_players, seed, &error))
    {
      fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
      for (guint i = 0; i < n_given; i++)
        schott_seat_spec_clear (&given[i]);
      return SCHOTT_CLI_EXIT_FAILURE;
    }
  for (int p = 0; p < n_players; p++)
    {
      if (seats[p].spec->external)
        seats[p].bot = bots[p] = schott_bot_new (seats[p].spec->command,
                                                 (guint) (bot_timeout * 1000.0 + 0.5));
      if (!schott_seat_start (&seats[p], &game, (guint) p, 0, &error))
        {
          fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
          status = SCHOTT_CLI_EXIT_FAILURE;
          goto out;
        }
    }

  {
    g_autofree char *seed_str = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

    /* TRANSLATORS: players, variant name, seed */
    printf (_("SCHOTT World · %d players · variant %s · seed %s\n"), n_players, variant.name, seed_str);
  }
  for (int p = 0; p < n_players; p++)
    {
      g_autofree char *name = player_name ((guint) p);

      printf (_("  %s: %s computer player\n"), name, printer.labels[p]);
    }
  if (variant.route_length > 0)
    printf (_("  The route runs from field 0 to field %u; a row's score moves its figure.\n"),
            variant.route_length);

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
          fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
          status = SCHOTT_CLI_EXIT_FAILURE;
          goto out;
        }
    }

  print_result (&printer);

out:
  for (int p = 0; p < n_players; p++)
    if (bots[p] != NULL)
      schott_bot_end_game (bots[p], &game, status == SCHOTT_CLI_EXIT_OK ? -1 : schott_game_decider (&game));
  for (int p = 0; p < SCHOTT_MAX_PLAYERS; p++)
    g_clear_pointer (&bots[p], schott_bot_free);
  for (guint i = 0; i < n_given; i++)
    schott_seat_spec_clear (&given[i]);
  return status;
}
