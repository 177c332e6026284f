/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-cli-online.c: SCHOTT's part of `schott-cli online`. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "schott-cli-online.h"
#include "schott-cli-private.h"
#include "schott-online.h"

static gboolean
check_ai (const char  *ai,
          GError     **error)
{
  if (ai != NULL && schott_ai_level_parse (ai, NULL))
    return TRUE;
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               /* TRANSLATORS: %s: what was given after --ai */
               _("At an online table SCHOTT plays with a computer level (easy, normal, hard, expert), not “%s”."),
               ai ? ai : "");
  return FALSE;
}

static void
print_move (SchottOnline *online,
            guint         n,
            guint         seat,
            const char   *choice,
            gpointer      user_data)
{
  /* TRANSLATORS: one move of an online game: its number, the seat, the choice ("place@5") */
  printf (_("Move %4u: seat %u %s\n"), n + 1, seat + 1, choice);
  fflush (stdout);
}

/* SCHOTT_CLI_ONLINE_DUMP=FILE: after every message, this client's model
 * (its player's view) as one line: seat, seed, generator, the draw pile
 * as it holds it, and every unplayed event card (for the test that a
 * guest knows no more than its player may). */
static void
dump_model (SwOnlineTable      *table,
            const SwOnlineNode *message,
            const char         *jid,
            int                 seat,
            gboolean            from_host,
            gboolean            is_private,
            gpointer            user_data)
{
  SchottOnline *online = user_data;
  const SchottView *view = schott_online_get_view (online);
  const char *path = g_getenv ("SCHOTT_CLI_ONLINE_DUMP");
  g_autoptr(GString) line = g_string_new (NULL);
  const SchottGame *game;
  FILE *out;

  if (path == NULL || view == NULL)
    return;
  game = &view->game;
  g_string_append_printf (line, "own %d seed %" G_GUINT64_FORMAT " rng %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT
                          " right %u draw", schott_online_get_own_seat (online), game->seed,
                          game->rng.state, game->rng.inc, game->question_right);
  for (guint i = 0; i < game->n_draw; i++)
    g_string_append_printf (line, " %u", game->draw[i]);
  g_string_append (line, " events");
  for (guint p = 0; p < game->n_players; p++)
    for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
      if (game->events[p][s].kind != SCHOTT_EVENT_NONE && !game->events[p][s].played)
        g_string_append_printf (line, " %u", game->events[p][s].kind);
  out = fopen (path, "a");
  if (out != NULL)
    {
      fprintf (out, "%s\n", line->str);
      fclose (out);
    }
}

/* What this client prints, and --pace. */
static void
connect_printer (SchottOnline             *online,
                 SwOnlineTable            *table,
                 const SwOnlineCliOptions *options)
{
  schott_online_set_pace (online, (guint) options->pace_ms);
  g_signal_connect (online, "moved", G_CALLBACK (print_move), NULL);
  g_signal_connect_object (table, "game-message", G_CALLBACK (dump_model), online, G_CONNECT_AFTER);
}

static guint64
random_seed (void)
{
  return ((guint64) g_random_int () << 32) | g_random_int ();
}

static GObject *
host (SwOnlineTable            *table,
      const SwOnlineCliOptions *options,
      const SwSeat             *seats,
      const char               *autosave,
      GError                  **error)
{
  SchottAiLevel levels[SCHOTT_MAX_PLAYERS];
  SchottVariant variant;
  SchottOnline *online;

  if (!schott_cli_load_variant (options->variant ? options->variant : "schott", &variant, error))
    return NULL;
  for (guint s = 0; s < (guint) options->n_players; s++)
    {
      levels[s] = SCHOTT_AI_NORMAL;
      if (s == 0)
        schott_ai_level_parse (options->ai, &levels[s]);
      else if (seats[s].kind == SW_SEAT_COMPUTER)
        schott_ai_level_parse (seats[s].level, &levels[s]);
    }
  online = schott_online_new_host (table, &variant, (guint) options->n_players, seats, levels,
                                   options->seed, random_seed (), autosave, error);
  if (online != NULL)
    connect_printer (online, table, options);
  return (GObject *) online;
}

static GObject *
resume (SwOnlineTable            *table,
        const SwOnlineCliOptions *options,
        const char               *autosave,
        GError                  **error)
{
  SchottAiLevel level = SCHOTT_AI_NORMAL;
  SchottOnline *online;

  schott_ai_level_parse (options->ai, &level);
  online = schott_online_resume_host (table, autosave, level, error);
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
  SchottAiLevel level = SCHOTT_AI_NORMAL;
  SchottOnline *online;

  schott_ai_level_parse (options->ai, &level);
  online = schott_online_new_guest (table, level, random_seed ());
  connect_printer (online, table, options);
  return G_OBJECT (online);
}

static void
start (GObject *game)
{
  schott_online_start (SCHOTT_ONLINE (game));
}

static gboolean
is_over (GObject *game)
{
  SchottOnline *online = SCHOTT_ONLINE (game);

  return schott_online_is_over (online) && schott_online_get_deal_checked (online);
}

static gboolean
may_leave (GObject *game)
{
  return schott_online_get_all_confirmed (SCHOTT_ONLINE (game));
}

static int
report (GObject                  *game,
        SwOnlineTable            *table,
        const SwOnlineCliOptions *options)
{
  SchottOnline *online = SCHOTT_ONLINE (game);
  const SchottView *view = schott_online_get_view (online);
  int scores[SCHOTT_MAX_PLAYERS];
  guint winners = 0;

  if (view == NULL || !schott_game_is_over (&view->game))
    {
      sw_cli_failure ("%s", _("the game ended before its last round"));
      return SW_CLI_EXIT_FAILURE;
    }
  for (guint p = 0; p < view->game.n_players; p++)
    {
      /* the figure's field on the route */
      scores[p] = view->game.figure[p];
      if (view->game.winners[p])
        winners |= 1u << p;
    }
  return sw_online_cli_report (table, options, "schott", view->game.n_players, scores, winners,
                               schott_online_get_n_moves (online), schott_online_get_deal_verified (online));
}

const SwOnlineCliGame schott_cli_online_game = {
  "schott", host, resume, join, start, is_over, may_leave, report, check_ai,
};
