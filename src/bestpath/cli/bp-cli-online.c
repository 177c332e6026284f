/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-cli-online.c: Best Path's part of `schott-cli online`. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "bp-cli.h"
#include "bp-online.h"
#include "sw-cli.h"
#include "sw-online-cli.h"

static gboolean
check_ai (const char  *ai,
          GError     **error)
{
  BpAiLevel level;

  if (ai != NULL && bp_ai_level_from_name (ai, &level))
    return TRUE;
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               /* TRANSLATORS: %s: what was given after --ai */
               _("Best Path plays with a computer level (easy, normal, expert), not “%s”: it has no bot protocol."),
               ai ? ai : "");
  return FALSE;
}

static void
print_round (BpOnline *online,
             guint     round,
             gpointer  user_data)
{
  const BpGame *game = bp_online_get_game (online);
  g_autoptr(GString) line = g_string_new (NULL);

  g_string_append_printf (line, _("Round %2u, %s:"), round, bp_card_name (game->deck[round - 1]));
  for (guint p = 0; p < game->n_players; p++)
    {
      g_autofree char *ext = bp_online_extension_to_string (&game->players[p].history[round - 1]);

      g_string_append_printf (line, "  %u: %s (%d)", p + 1, ext, bp_game_score (game, p));
    }
  printf ("%s\n", line->str);
  fflush (stdout);
}

/* SCHOTT_CLI_ONLINE_DUMP=FILE: after every message, one line of what this
 * client's game holds (for the test that a guest knows no more than its
 * player may). */
static void
dump_model (SwOnlineTable      *table,
            const SwOnlineNode *message,
            const char         *jid,
            int                 seat,
            gboolean            from_host,
            gboolean            is_private,
            gpointer            user_data)
{
  BpOnline *online = user_data;
  const BpGame *game = bp_online_get_game (online);
  const char *path = g_getenv ("SCHOTT_CLI_ONLINE_DUMP");
  g_autoptr(GString) line = g_string_new (NULL);
  FILE *out;

  if (path == NULL || game == NULL)
    return;
  g_string_append_printf (line, "round %u own %d deck", game->round, bp_online_get_own_seat (online));
  for (guint r = 0; r < BP_N_CARDS; r++)
    g_string_append_printf (line, " %u", game->deck[r]);
  for (guint p = 0; p < game->n_players; p++)
    {
      g_autofree char *ext = bp_online_extension_to_string (&game->players[p].pending);

      g_string_append_printf (line, " pending%u %s%s", p, game->players[p].committed ? "" : "!", ext);
    }
  out = fopen (path, "a");
  if (out != NULL)
    {
      fprintf (out, "%s\n", line->str);
      fclose (out);
    }
}

/* What this client prints, and --pace. */
static void
connect_printer (BpOnline                 *online,
                 SwOnlineTable            *table,
                 const SwOnlineCliOptions *options)
{
  bp_online_set_pace (online, (guint) options->pace_ms);
  g_signal_connect (online, "round-resolved", G_CALLBACK (print_round), NULL);
  g_signal_connect_object (table, "game-message", G_CALLBACK (dump_model), online, G_CONNECT_AFTER);
}

static void
levels_of (const SwOnlineCliOptions *options,
           const SwSeat             *seats,
           guint                     n,
           BpAiLevel                *levels)
{
  for (guint s = 0; s < n; s++)
    {
      levels[s] = BP_AI_NORMAL;
      if (s == 0)
        bp_ai_level_from_name (options->ai, &levels[s]);
      else if (seats != NULL && seats[s].kind == SW_SEAT_COMPUTER)
        bp_ai_level_from_name (seats[s].level, &levels[s]);
    }
}

static GObject *
host (SwOnlineTable            *table,
      const SwOnlineCliOptions *options,
      const SwSeat             *seats,
      const char               *autosave,
      GError                  **error)
{
  BpAiLevel levels[BP_MAX_PLAYERS];
  BpOnline *online;

  levels_of (options, seats, (guint) options->n_players, levels);
  online = bp_online_new_host (table, (guint) options->n_players, seats, levels, options->seed, autosave);
  connect_printer (online, table, options);
  return G_OBJECT (online);
}

static GObject *
resume (SwOnlineTable            *table,
        const SwOnlineCliOptions *options,
        const char               *autosave,
        GError                  **error)
{
  BpAiLevel levels[BP_MAX_PLAYERS];
  BpOnline *online;

  levels_of (options, NULL, BP_MAX_PLAYERS, levels);
  online = bp_online_resume_host (table, autosave, levels, error);
  if (online != NULL)
    connect_printer (online, table, options);
  return (GObject *) online;
}

static GObject *
join (SwOnlineTable            *table,
      const SwOnlineCliOptions *options,
      const char               *autosave,
      GError                  **error)
{
  BpAiLevel level = BP_AI_NORMAL;
  BpOnline *online;

  bp_ai_level_from_name (options->ai, &level);
  online = bp_online_new_guest (table, level, autosave);
  connect_printer (online, table, options);
  return G_OBJECT (online);
}

static void
start (GObject *game)
{
  bp_online_start (BP_ONLINE (game));
}

static gboolean
is_over (GObject *game)
{
  BpOnline *online = BP_ONLINE (game);

  /* A guest is done once it has checked the seed. */
  return bp_online_is_over (online) && bp_online_get_deal_checked (online);
}

static gboolean
may_leave (GObject *game)
{
  return bp_online_get_all_confirmed (BP_ONLINE (game));
}

static int
report (GObject                  *game,
        SwOnlineTable            *table,
        const SwOnlineCliOptions *options)
{
  BpOnline *online = BP_ONLINE (game);
  const BpGame *state = bp_online_get_game (online);
  int scores[BP_MAX_PLAYERS];

  if (state == NULL || !bp_online_is_over (online))
    {
      sw_cli_failure ("%s", _("the game ended before its last round"));
      return SW_CLI_EXIT_FAILURE;
    }
  for (guint p = 0; p < state->n_players; p++)
    scores[p] = bp_game_score (state, p);
  return sw_online_cli_report (table, options, "best-path", state->n_players, scores,
                               bp_game_winners (state), bp_online_get_n_moves (online),
                               bp_online_get_deal_verified (online));
}

const SwOnlineCliGame bp_cli_online_game = {
  "best-path", host, resume, join, start, is_over, may_leave, report, check_ai,
};
