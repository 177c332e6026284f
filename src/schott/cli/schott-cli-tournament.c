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
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "schott-bot.h"
#include "schott-cli-private.h"

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

static gint64
now_ns (gboolean external)
{
  struct timespec ts;

  clock_gettime (external ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_GINT64_CONSTANT (1000000000) + ts.tv_nsec;
}

static int
compare_guint32 (const void *a,
                 const void *b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return x < y ? -1 : x > y;
}

/* Wilson score interval, 95 %. */
static void
wilson (double  wins,
        double  n,
        double *lo,
        double *hi)
{
  const double z = 1.959963984540054;
  double p, denom, centre, half;

  if (n <= 0)
    {
      *lo = 0.0;
      *hi = 1.0;
      return;
    }
  p = wins / n;
  denom = 1.0 + z * z / n;
  centre = (p + z * z / (2.0 * n)) / denom;
  half = z * sqrt (p * (1.0 - p) / n + z * z / (4.0 * n * n)) / denom;
  *lo = MAX (0.0, centre - half);
  *hi = MIN (1.0, centre + half);
}

static void
time_stats (GArray *times,
            double *median,
            double *p99,
            double *max)
{
  guint n = times->len;
  guint32 *t = (guint32 *) (gpointer) times->data;

  if (n == 0)
    {
      *median = *p99 = *max = 0.0;
      return;
    }
  qsort (t, n, sizeof *t, compare_guint32);
  *median = t[n / 2] / 1e6;
  *p99 = t[MIN (n - 1, (guint) ceil (0.99 * n) - 1)] / 1e6;
  *max = t[n - 1] / 1e6;
}

static char *
fmt (double value,
     int    decimals)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  char format[8];

  g_snprintf (format, sizeof format, "%%.%df", decimals);
  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, format, value));
}

/* A JSON string: quotes, backslashes and control characters escaped,
 * UTF-8 kept (invalid bytes replaced). */
static char *
json_string (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *out = g_string_new ("\"");

  for (const char *p = valid; *p; p++)
    {
      guchar c = (guchar) *p;

      if (c == '"' || c == '\\')
        g_string_append_printf (out, "\\%c", c);
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_c (out, (char) c);
    }
  g_string_append_c (out, '"');
  return g_string_free (out, FALSE);
}

int
schott_cli_tournament_main (int    argc,
                            char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *ai_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *variant_text = NULL;
  int n_players = 0;
  gint64 n_games = 1000;
  double bot_timeout = SCHOTT_BOT_DEFAULT_TIMEOUT_MS / 1000.0;
  gboolean json = FALSE;
  guint64 seed = 1;
  SchottSeatSpec specs[SCHOTT_MAX_PLAYERS];
  guint n_specs = 0;
  Entrant entrants[SCHOTT_MAX_PLAYERS];
  guint slot_entrant[SCHOTT_MAX_PLAYERS];
  SchottBot *bots[SCHOTT_MAX_PLAYERS] = { NULL, };
  SchottVariant variant;
  g_autoptr(GArray) forfeits = g_array_new (FALSE, TRUE, sizeof (Forfeit));
  guint64 total_turns = 0, total_stages = 0, capped = 0, n_forfeit_games = 0;
  int status = SCHOTT_CLI_EXIT_OK;
  const GOptionEntry entries[] = {
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &ai_text,
      N_("Entrants: easy, normal, hard, expert or ext:COMMAND, comma-separated; "
         "the last fills the remaining seats"), "A,B,…" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &n_players,
      N_("Number of players, 2 to 4 (default: one per entrant, at least 2)"), "N" },
    { "games", 'g', 0, G_OPTION_ARG_INT64, &n_games,
      N_("Number of games (default 1000)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the series (default 1)"), "S" },
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant_text,
      N_("schott, classic or a rules file (default schott)"), "VARIANT" },
    { "bot-timeout", 't', 0, G_OPTION_ARG_DOUBLE, &bot_timeout,
      N_("Seconds an external program may take per answer (default 5)"), "SECONDS" },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &json,
      N_("Print one JSON object"), NULL },
    { NULL }
  };

  context = g_option_context_new (_("— let computer players and programs play each other"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!schott_cli_parse_options (context, &argc, &argv))
    return SCHOTT_CLI_EXIT_USAGE;

  if (argc > 1)
    return schott_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (ai_text == NULL)
    return schott_cli_usage_error (_("--ai is required, e.g. --ai hard,normal"));
  if (!schott_cli_parse_seats (ai_text, specs, SCHOTT_MAX_PLAYERS, &n_specs, &error))
    return schott_cli_usage_error ("%s", error->message);
  if (n_players == 0)
    n_players = (int) MAX (n_specs, (guint) SCHOTT_MIN_PLAYERS);
  if (n_players < SCHOTT_MIN_PLAYERS || n_players > SCHOTT_MAX_PLAYERS)
    status = schott_cli_usage_error (_("--players must be between %d and %d"),
                                     SCHOTT_MIN_PLAYERS, SCHOTT_MAX_PLAYERS);
  else if (n_specs > (guint) n_players)
    status = schott_cli_usage_error (_("More entrants (%u) than players (%d)"),
                                     n_specs, n_players);
  else if (n_games < 1)
    status = schott_cli_usage_error (_("--games must be at least 1"));
  else if (!(bot_timeout > 0.0 && bot_timeout <= 3600.0))
    status = schott_cli_usage_error (_("--bot-timeout must be between 0 and 3600 seconds"));
  else if (seed_text && !schott_cli_parse_seed (seed_text, &seed, &error))
    status = schott_cli_usage_error ("%s", error->message);
  else if (!schott_cli_load_variant (variant_text ? variant_text : "schott", &variant, &error))
    {
      if (g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE))
        status = schott_cli_usage_error ("%s", error->message);
      else
        {
          fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
          status = SCHOTT_CLI_EXIT_FAILURE;
        }
    }
  else if (!schott_variant_check (&variant, (guint) n_players, &error))
    {
      fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
      status = SCHOTT_CLI_EXIT_FAILURE;
    }
  if (status != SCHOTT_CLI_EXIT_OK)
    {
      for (guint i = 0; i < n_specs; i++)
        schott_seat_spec_clear (&specs[i]);
      return status;
    }

  memset (entrants, 0, sizeof entrants);
  for (guint e = 0; e < n_specs; e++)
    {
      entrants[e].spec = specs[e];
      entrants[e].times_ns = g_array_new (FALSE, FALSE, sizeof (guint32));
    }
  /* seating slots: the entrants, then the last one repeated */
  for (guint s = 0; s < (guint) n_players; s++)
    {
      slot_entrant[s] = MIN (s, n_specs - 1);
      entrants[slot_entrant[s]].n_seats++;
      if (entrants[slot_entrant[s]].spec.external)
        bots[s] = schott_bot_new (entrants[slot_entrant[s]].spec.command,
                                  (guint) (bot_timeout * 1000.0 + 0.5));
    }

  for (gint64 g = 0; g < n_games && status == SCHOTT_CLI_EXIT_OK; g++)
    {
      guint64 deal = (guint64) g / (guint64) n_players;
      guint rotation = (guint) ((guint64) g % (guint64) n_players);
      guint64 game_seed = schott_cli_game_seed (seed, deal);
      SchottGame game;
      SchottSeat seats[SCHOTT_MAX_PLAYERS];
      guint seat_slot[SCHOTT_MAX_PLAYERS];
      gint forfeit = -1;
      g_autofree char *forfeit_reason = NULL;
      guint n_winners = 0;

      if (!schott_game_init (&game, &variant, (guint) n_players, game_seed, &error))
        {
          fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
          status = SCHOTT_CLI_EXIT_FAILURE;
          break;
        }

      for (guint s = 0; s < (guint) n_players; s++)
        {
          guint slot = (s + rotation) % (guint) n_players;

          seat_slot[s] = slot;
          seats[s].spec = &entrants[slot_entrant[slot]].spec;
          seats[s].bot = bots[slot];
          if (forfeit < 0 && !schott_seat_start (&seats[s], &game, s, (guint64) g, &error))
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
              status = SCHOTT_CLI_EXIT_FAILURE;
              break;
            }

          external = seats[decider].spec->external;
          t0 = now_ns (external);
          ok = schott_seat_choose (&seats[decider], &game, &choice, &error);
          t1 = now_ns (external);
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
      if (status != SCHOTT_CLI_EXIT_OK)
        break;

      if (forfeit >= 0)
        {
          Entrant *e = &entrants[slot_entrant[seat_slot[forfeit]]];
          Forfeit f = { (guint64) g, (guint) forfeit, slot_entrant[seat_slot[forfeit]],
                        g_strdup (forfeit_reason) };

          fprintf (stderr, "%s: game %" G_GINT64_FORMAT ": seat %d (%s) forfeits: %s\n",
                   g_get_prgname (), g, forfeit, e->spec.label, forfeit_reason);
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

  if (status == SCHOTT_CLI_EXIT_OK)
    {
      double finished = (double) MAX ((gint64) n_games - (gint64) n_forfeit_games, 1);
      double tpp = (double) total_turns / finished / n_players;
      double spg = (double) total_stages / finished;
      g_autoptr(GString) out = g_string_new (NULL);

      if (json)
        {
          g_autofree char *vname = json_string (variant.name);
          g_autofree char *tpp_s = fmt (tpp, 3);
          g_autofree char *spg_s = fmt (spg, 3);

          g_string_append_printf (out, "{\"games\": %" G_GINT64_FORMAT ", \"seed\": %"
                                  G_GUINT64_FORMAT ", \"variant\": %s, \"players\": %d"
                                  ", \"turns_per_player\": %s, \"stages_per_game\": %s"
                                  ", \"capped_stages\": %" G_GUINT64_FORMAT
                                  ", \"forfeited_games\": %" G_GUINT64_FORMAT
                                  ", \"entrants\": [",
                                  n_games, seed, vname, n_players, tpp_s, spg_s,
                                  capped, n_forfeit_games);
          for (guint e = 0; e < n_specs; e++)
            {
              Entrant *en = &entrants[e];
              double lo, hi, med, p99, mx;
              g_autofree char *label = json_string (en->spec.label);
              g_autofree char *wins = fmt (en->wins, 2);
              g_autofree char *rate = fmt (en->wins / (double) n_games, 4);
              g_autofree char *lo_s = NULL, *hi_s = NULL;
              g_autofree char *med_s = NULL, *p99_s = NULL, *mx_s = NULL;

              wilson (en->wins, (double) n_games, &lo, &hi);
              time_stats (en->times_ns, &med, &p99, &mx);
              lo_s = fmt (lo, 4);
              hi_s = fmt (hi, 4);
              med_s = fmt (med, 4);
              p99_s = fmt (p99, 4);
              mx_s = fmt (mx, 4);
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
              g_autofree char *reason = json_string (f->reason);
              g_autofree char *label = json_string (entrants[f->entrant].spec.label);

              g_string_append_printf (out, "%s{\"game\": %" G_GUINT64_FORMAT
                                      ", \"seat\": %u, \"ai\": %s, \"reason\": %s}",
                                      i > 0 ? ", " : "", f->game, f->seat, label, reason);
            }
          g_string_append (out, "]}\n");
        }
      else
        {
          g_autofree char *games_text = g_strdup_printf ("%" G_GINT64_FORMAT, n_games);
          g_autofree char *seed_s = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

          /* TRANSLATORS: games, players, variant, seed */
          g_string_append_printf (out, _("SCHOTT World tournament: %s games, %d players, variant %s, seed %s"),
                                  games_text, n_players, variant.name, seed_s);
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

              wilson (en->wins, (double) n_games, &lo, &hi);
              time_stats (en->times_ns, &med, &p99, &mx);
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
