/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-cli-tournament.c: `schott-cli tournament`: entrants against each
 * other with rotating seats, win rates with confidence intervals and the
 * time every decision took.
 *
 * Seating: the --ai items are the entrants, in order; with fewer items than
 * players the last item fills the remaining seats (those seats belong to
 * the last entrant: it wins a game when any of them wins). Each deal is
 * played players times, the seating rotated by one seat each time, so every
 * entrant sits in every seat equally often with the same cards.
 *
 * Decision times: a computer player's is the CPU time this thread spent
 * in it (CLOCK_THREAD_CPUTIME_ID), so a busy machine that preempts the
 * process does not count against the player; an external program's is the
 * wall time of the round trip.
 *
 * A win is shared by tied winners. A seat that forfeits (an external
 * program that timed out, answered garbage or an illegal choice, or exited)
 * loses the game at once and the other seats share the win.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "schott-bot.h"
#include "schott-cli-private.h"
#include "sw-stats.h"

#define MAX_DECISIONS_PER_GAME 4000000
#define MAX_FORFEITS_LISTED    100

typedef struct
{
  SchottSeatSpec spec;
  double   wins;
  guint64  forfeits;
  guint    n_seats;      /* seats it fills */
  GArray  *times_ns;     /* guint32 per decision */
} Entrant;

typedef struct
{
  guint64 game;
  guint   seat;
  guint   entrant;
  char   *reason;
} Forfeit;

int
schott_cli_tournament_main (int    argc,
                            char **argv)
{
  g_autoptr(GError) error = NULL;
  g_auto(SchottCliOptions) options = {
    .n_games = 1000, .seed = 1, .bot_timeout = SCHOTT_BOT_DEFAULT_TIMEOUT_MS / 1000.0,
  };
  int n_players;
  gint64 n_games;
  guint n_specs;
  Entrant entrants[SCHOTT_MAX_PLAYERS];
  guint slot_entrant[SCHOTT_MAX_PLAYERS];
  SchottBot *bots[SCHOTT_MAX_PLAYERS] = { NULL, };
  g_autoptr(GArray) forfeits = g_array_new (FALSE, TRUE, sizeof (Forfeit));
  guint64 total_turns = 0, total_stages = 0, capped = 0, n_forfeit_games = 0;
  int status;

  if (!schott_cli_options_parse (&options, _("— let computer players and programs play each other"),
                                 "ai:entrants players:entrants games seed ai-seed variant bot-timeout json",
                                 NULL, &argc, &argv, &status))
    return status;
  n_players = options.n_players;
  n_games = options.n_games;
  n_specs = options.n_specs;

  memset (entrants, 0, sizeof entrants);
  for (guint e = 0; e < n_specs; e++)
    {
      entrants[e].spec = options.specs[e];
      entrants[e].times_ns = g_array_new (FALSE, FALSE, sizeof (guint32));
    }
  /* the entrants own the specs from here on */
  options.n_specs = 0;
  /* seating slots: the entrants, then the last one repeated */
  for (guint s = 0; s < (guint) n_players; s++)
    {
      slot_entrant[s] = MIN (s, n_specs - 1);
      entrants[slot_entrant[s]].n_seats++;
      if (entrants[slot_entrant[s]].spec.external)
        bots[s] = schott_bot_new (entrants[slot_entrant[s]].spec.command, options.bot_timeout_ms);
    }

  for (gint64 g = 0; g < n_games && status == SW_CLI_EXIT_OK; g++)
    {
      guint64 deal = (guint64) g / (guint64) n_players;
      guint rotation = (guint) ((guint64) g % (guint64) n_players);
      guint64 game_seed = sw_cli_game_seed (options.seed, deal);
      SchottGame game;
      SchottSeat seats[SCHOTT_MAX_PLAYERS];
      guint seat_slot[SCHOTT_MAX_PLAYERS];
      gint forfeit = -1;
      g_autofree char *forfeit_reason = NULL;
      guint n_winners = 0;

      if (!schott_game_init (&game, &options.variant, (guint) n_players, game_seed, &error))
        {
          status = sw_cli_failure ("%s", error->message);
          break;
        }

      for (guint s = 0; s < (guint) n_players; s++)
        {
          guint slot = (s + rotation) % (guint) n_players;

          seat_slot[s] = slot;
          seats[s].spec = &entrants[slot_entrant[slot]].spec;
          seats[s].bot = bots[slot];
          if (forfeit < 0 && !schott_seat_start (&seats[s], &game, s, (guint64) g,
                                                sw_cli_game_seed (options.ai_seed, (guint64) g), &error))
            {
              forfeit = (gint) s;
              forfeit_reason = g_strdup (error->message);
              g_clear_error (&error);
            }
        }

      for (guint n = 0; forfeit < 0 && !schott_game_is_over (&game); n++)
        {
          gint decider = schott_game_decider (&game);
          SchottChoice choice;
          gint64 t0, t1;
          gboolean ok, external;

          if (n >= MAX_DECISIONS_PER_GAME || decider < 0 || decider >= n_players)
            {
              fprintf (stderr, "%s: game %" G_GINT64_FORMAT " did not end\n",
                       g_get_prgname (), g);
              status = SW_CLI_EXIT_FAILURE;
              break;
            }

          external = seats[decider].spec->external;
          t0 = sw_stats_now_ns (external);
          ok = schott_seat_choose (&seats[decider], &game, &choice, &error);
          t1 = sw_stats_now_ns (external);
          if (game.decision != SCHOTT_DECISION_ANSWER
              && game.decision != SCHOTT_DECISION_NEXT_STAGE)
            {
              guint32 dt = (guint32) MIN (t1 - t0, (gint64) G_MAXUINT32);
              Entrant *e = &entrants[slot_entrant[seat_slot[decider]]];

              g_array_append_val (e->times_ns, dt);
            }
          if (ok)
            ok = schott_game_decide (&game, &choice, NULL, NULL, &error);
          if (!ok)
            {
              forfeit = decider;
              forfeit_reason = g_strdup (error->message);
              g_clear_error (&error);
            }
        }
      if (status != SW_CLI_EXIT_OK)
        break;

      if (forfeit >= 0)
        {
          Entrant *e = &entrants[slot_entrant[seat_slot[forfeit]]];
          Forfeit f = { (guint64) g, (guint) forfeit, slot_entrant[seat_slot[forfeit]],
                        g_strdup (forfeit_reason) };

          g_autofree char *game_text = g_strdup_printf ("%" G_GINT64_FORMAT, g);

          /* seats count from 1 here as in simulate and play; the protocol
           * alone counts from 0 */
          /* TRANSLATORS: program name, game number, seat number, the
           * program ("ext:python3 bot.py"), the reason */
          fprintf (stderr, _("%s: game %s: seat %d (%s) forfeits: %s\n"),
                   g_get_prgname (), game_text, forfeit + 1, e->spec.label, forfeit_reason);
          e->forfeits++;
          n_forfeit_games++;
          if (forfeits->len < MAX_FORFEITS_LISTED)
            g_array_append_val (forfeits, f);
          else
            g_free (f.reason);
          for (guint s = 0; s < (guint) n_players; s++)
            if ((gint) s != forfeit)
              entrants[slot_entrant[seat_slot[s]]].wins += 1.0 / (n_players - 1);
        }
      else
        {
          for (guint s = 0; s < (guint) n_players; s++)
            n_winners += game.winners[s] ? 1 : 0;
          for (guint s = 0; s < (guint) n_players; s++)
            if (game.winners[s])
              entrants[slot_entrant[seat_slot[s]]].wins += 1.0 / n_winners;
          total_turns += game.turn;
          total_stages += game.stage;
          capped += game.capped_stages;
        }

      for (guint s = 0; s < (guint) n_players; s++)
        if (seats[s].bot != NULL)
          schott_bot_end_game (seats[s].bot, &game, forfeit);
    }

  for (guint s = 0; s < (guint) n_players; s++)
    g_clear_pointer (&bots[s], schott_bot_free);

  if (status == SW_CLI_EXIT_OK)
    {
      double finished = (double) MAX ((gint64) n_games - (gint64) n_forfeit_games, 1);
      double tpp = (double) total_turns / finished / n_players;
      double spg = (double) total_stages / finished;
      g_autoptr(GString) out = g_string_new (NULL);

      if (options.json)
        {
          g_autofree char *vname = sw_cli_json_string (options.variant.name);
          g_autofree char *tpp_s = sw_cli_format_double (tpp, 3);
          g_autofree char *spg_s = sw_cli_format_double (spg, 3);

          g_string_append_printf (out, "{\"games\": %" G_GINT64_FORMAT ", \"seed\": %"
                                  G_GUINT64_FORMAT ", \"variant\": %s, \"players\": %d"
                                  ", \"turns_per_player\": %s, \"stages_per_game\": %s"
                                  ", \"capped_stages\": %" G_GUINT64_FORMAT
                                  ", \"forfeited_games\": %" G_GUINT64_FORMAT
                                  ", \"entrants\": [",
                                  n_games, options.seed, vname, n_players, tpp_s, spg_s,
                                  capped, n_forfeit_games);
          for (guint e = 0; e < n_specs; e++)
            {
              Entrant *en = &entrants[e];
              double lo, hi, med, p99, mx;
              g_autofree char *label = sw_cli_json_string (en->spec.label);
              g_autofree char *wins = sw_cli_format_double (en->wins, 2);
              g_autofree char *rate = sw_cli_format_double (en->wins / (double) n_games, 4);
              g_autofree char *lo_s = NULL, *hi_s = NULL;
              g_autofree char *med_s = NULL, *p99_s = NULL, *mx_s = NULL;

              sw_stats_wilson (en->wins, (double) n_games, &lo, &hi);
              sw_stats_times_ms (en->times_ns, &med, &p99, &mx);
              lo_s = sw_cli_format_double (lo, 4);
              hi_s = sw_cli_format_double (hi, 4);
              med_s = sw_cli_format_double (med, 4);
              p99_s = sw_cli_format_double (p99, 4);
              mx_s = sw_cli_format_double (mx, 4);
              g_string_append_printf (out, "%s{\"ai\": %s, \"seats\": %u, \"wins\": %s"
                                      ", \"win_rate\": %s, \"ci95\": [%s, %s]"
                                      ", \"forfeits\": %" G_GUINT64_FORMAT
                                      ", \"decisions\": %u"
                                      ", \"decision_ms\": {\"median\": %s, \"p99\": %s, \"max\": %s}}",
                                      e > 0 ? ", " : "", label, en->n_seats, wins, rate,
                                      lo_s, hi_s, en->forfeits, en->times_ns->len,
                                      med_s, p99_s, mx_s);
            }
          g_string_append (out, "], \"forfeits\": [");
          for (guint i = 0; i < forfeits->len; i++)
            {
              Forfeit *f = &g_array_index (forfeits, Forfeit, i);
              g_autofree char *reason = sw_cli_json_string (f->reason);
              g_autofree char *label = sw_cli_json_string (entrants[f->entrant].spec.label);

              g_string_append_printf (out, "%s{\"game\": %" G_GUINT64_FORMAT
                                      ", \"seat\": %u, \"ai\": %s, \"reason\": %s}",
                                      i > 0 ? ", " : "", f->game, f->seat + 1, label, reason);
            }
          g_string_append (out, "]}\n");
        }
      else
        {
          g_autofree char *games_text = g_strdup_printf ("%" G_GINT64_FORMAT, n_games);
          g_autofree char *seed_s = g_strdup_printf ("%" G_GUINT64_FORMAT, options.seed);

          /* TRANSLATORS: games, players, variant, seed */
          g_string_append_printf (out, _("SCHOTT World tournament: %s games, %d players, variant %s, seed %s"),
                                  games_text, n_players, options.variant.name, seed_s);
          /* xgettext:no-c-format */
          const char *interval_heading = _("95% interval");

          g_string_append (out, "\n\n");
          g_string_append_printf (out, "  %-24s %5s %10s %8s %17s %9s %9s %9s\n",
                                  _("entrant"), _("seats"), _("wins"), _("win"), interval_heading,
                                  _("median"), _("p99"), _("max"));
          for (guint e = 0; e < n_specs; e++)
            {
              Entrant *en = &entrants[e];
              double lo, hi, med, p99, mx;

              sw_stats_wilson (en->wins, (double) n_games, &lo, &hi);
              sw_stats_times_ms (en->times_ns, &med, &p99, &mx);
              g_string_append_printf (out, "  %-24.24s %5u %10.1f %7.1f%% [%5.1f%%, %5.1f%%] "
                                      "%6.3fms %6.3fms %6.2fms\n",
                                      en->spec.label, en->n_seats, en->wins,
                                      100.0 * en->wins / (double) n_games,
                                      100.0 * lo, 100.0 * hi, med, p99, mx);
            }
          g_string_append_c (out, '\n');
          g_string_append_printf (out, "  %-32s %10.3f\n", _("turns per player"), tpp);
          g_string_append_printf (out, "  %-32s %10.3f\n", _("stages per game"), spg);
          g_string_append_printf (out, "  %-32s %10" G_GUINT64_FORMAT "\n",
                                  _("stages stopped by the safety cap"), capped);
          g_string_append_printf (out, "  %-32s %10" G_GUINT64_FORMAT "\n",
                                  _("games forfeited"), n_forfeit_games);
        }
      fputs (out->str, stdout);
      fflush (stdout);
    }

  for (guint i = 0; i < forfeits->len; i++)
    g_free (g_array_index (forfeits, Forfeit, i).reason);
  for (guint e = 0; e < n_specs; e++)
    {
      g_array_unref (entrants[e].times_ns);
      schott_seat_spec_clear (&entrants[e].spec);
    }
  return status;
}
