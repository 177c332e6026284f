/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli.c: runs the schott-cli program as a user would. */
#include "config.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <glib/gstdio.h>

#ifndef SCHOTT_CLI_PATH
# error "SCHOTT_CLI_PATH must name the built schott-cli"
#endif

typedef struct
{
  char *out;
  char *err;
  int   status;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs schott-cli with the NULL-terminated arguments, in the C locale. */
static void
run_cli (Run        *run,
         const char *first,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) env = g_get_environ ();
  const char *arg;
  va_list ap;
  int wait_status = 0;

  env = g_environ_setenv (env, "LC_ALL", "C", TRUE);
  env = g_environ_unsetenv (env, "LANGUAGE");

  g_ptr_array_add (args, (gpointer) SCHOTT_CLI_PATH);
  va_start (ap, first);
  for (arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  memset (run, 0, sizeof *run);
  g_assert_true (g_spawn_sync (NULL, (char **) args->pdata, env, G_SPAWN_DEFAULT, NULL, NULL,
                               &run->out, &run->err, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

static void
test_score_book_examples (void)
{
  /* R-STAGE-5: the three examples of the book */
  g_auto(Run) a = { 0, };
  g_auto(Run) b = { 0, };
  g_auto(Run) c = { 0, };

  run_cli (&a, "score", "4", "8", "11", "23", "25", "30", "34", "37", "46", NULL);
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.out, ==, "{\"prefix\": 9, \"score\": 9, \"complete\": true}\n");

  run_cli (&b, "score", "5", "J", "12", "18", "22", "39", "J", "41", "43", NULL);
  g_assert_cmpint (b.status, ==, 0);
  g_assert_cmpstr (b.out, ==, "{\"prefix\": 9, \"score\": 7, \"complete\": true}\n");

  run_cli (&c, "score", "8", "15", "24", "26", "3", "34", "36", "2", "49", NULL);
  g_assert_cmpint (c.status, ==, 0);
  g_assert_cmpstr (c.out, ==, "{\"prefix\": 4, \"score\": 4, \"complete\": false}\n");
}

static void
test_score_max (void)
{
  /* R-STAGE-4: trailing jokers need room up to N */
  g_auto(Run) a = { 0, };
  g_auto(Run) b = { 0, };

  run_cli (&a, "score", "--max", "10", "8", "J", "J", NULL);
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.out, ==, "{\"prefix\": 3, \"score\": 1, \"complete\": true}\n");
  run_cli (&b, "score", "--max", "9", "8", "J", "J", NULL);
  g_assert_cmpint (b.status, ==, 0);
  g_assert_cmpstr (b.out, ==, "{\"prefix\": 2, \"score\": 1, \"complete\": false}\n");
}

static const char * const simulate_keys[] = {
  "games", "seed", "variant", "seats", "seat", "ai", "wins", "win_rate",
  "stages_per_game", "turns_per_stage", "turns_per_player", "capped_stages",
  "games_per_second", "turns_per_second",
};

static double
json_number (const char *json,
             const char *key)
{
  g_autofree char *pattern = g_strdup_printf ("\"%s\": ([0-9.eE+-]+)", key);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *text = NULL;

  if (!g_regex_match_simple (pattern, json, 0, 0))
    g_error ("no number for key %s in %s", key, json);
  {
    g_autoptr(GRegex) regex = g_regex_new (pattern, 0, 0, NULL);

    g_assert_true (g_regex_match (regex, json, 0, &match));
    text = g_match_info_fetch (match, 1);
  }
  return g_ascii_strtod (text, NULL);
}

static char *
without_throughput (const char *json)
{
  g_autoptr(GRegex) regex = g_regex_new ("\"(games|turns)_per_second\": [0-9.eE+-]+", 0, 0, NULL);

  return g_regex_replace_literal (regex, json, -1, 0, "THROUGHPUT", 0, NULL);
}

static void
test_simulate_json (void)
{
  g_auto(Run) run = { 0, };
  g_autoptr(GRegex) seat = g_regex_new ("\\{\"seat\": ([0-9]+), \"ai\": \"([a-z]+)\", \"wins\": ([0-9.]+), \"win_rate\": ([0-9.]+)\\}", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  double rate_sum = 0.0;
  guint seats = 0;

  run_cli (&run, "simulate", "--players", "3", "--ai", "normal,easy", "--games", "60",
           "--seed", "11", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  /* exactly one object on one line */
  g_assert_true (g_str_has_prefix (run.out, "{"));
  g_assert_true (g_str_has_suffix (run.out, "}\n"));
  g_assert_null (strchr (run.out, '\n') == run.out + strlen (run.out) - 1 ? NULL : "more lines");
  for (guint i = 0; i < G_N_ELEMENTS (simulate_keys); i++)
    {
      g_autofree char *key = g_strdup_printf ("\"%s\":", simulate_keys[i]);

      if (strstr (run.out, key) == NULL)
        g_error ("key %s missing in %s", simulate_keys[i], run.out);
    }
  g_assert_cmpfloat (json_number (run.out, "games"), ==, 60);
  g_assert_cmpfloat (json_number (run.out, "seed"), ==, 11);
  g_assert_nonnull (strstr (run.out, "\"variant\": \"schott\""));
  g_assert_cmpfloat (json_number (run.out, "capped_stages"), ==, 0);
  g_assert_cmpfloat (json_number (run.out, "stages_per_game"), >=, 1);
  g_assert_cmpfloat (json_number (run.out, "games_per_second"), >, 0);

  /* --ai cycles: normal, easy, normal */
  g_assert_true (g_regex_match (seat, run.out, 0, &match));
  while (g_match_info_matches (match))
    {
      g_autofree char *number = g_match_info_fetch (match, 1);
      g_autofree char *ai = g_match_info_fetch (match, 2);
      g_autofree char *rate = g_match_info_fetch (match, 4);

      g_assert_cmpint (atoi (number), ==, (int) seats + 1);
      g_assert_cmpstr (ai, ==, seats % 2 == 0 ? "normal" : "easy");
      rate_sum += g_ascii_strtod (rate, NULL);
      seats++;
      g_match_info_next (match, NULL);
    }
  g_assert_cmpuint (seats, ==, 3);
  /* ties are shared, so the rates add up to one */
  g_assert_cmpfloat_with_epsilon (rate_sum, 1.0, 0.001);
}

static void
test_simulate_deterministic (void)
{
  g_auto(Run) a = { 0, };
  g_auto(Run) b = { 0, };
  g_auto(Run) c = { 0, };
  g_autofree char *sa = NULL;
  g_autofree char *sb = NULL;
  g_autofree char *sc = NULL;

  run_cli (&a, "simulate", "--ai", "easy,normal", "--games", "80", "--seed", "5", "--json", NULL);
  run_cli (&b, "simulate", "--ai", "easy,normal", "--games", "80", "--seed", "5", "--json", NULL);
  run_cli (&c, "simulate", "--ai", "easy,normal", "--games", "80", "--seed", "6", "--json", NULL);
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpint (b.status, ==, 0);
  g_assert_cmpint (c.status, ==, 0);
  sa = without_throughput (a.out);
  sb = without_throughput (b.out);
  sc = without_throughput (c.out);
  g_assert_nonnull (strstr (sa, "THROUGHPUT"));
  g_assert_cmpstr (sa, ==, sb);
  g_assert_cmpstr (sa, !=, sc);
}

#ifdef SCHOTT_CLI_HAVE_IO
static void
test_simulate_variant_file (void)
{
  /* the rules file of the classic variant plays exactly like the built-in one */
  g_autofree char *path = g_build_filename (SOURCE_DATADIR, "variants",
                                            "classic.schott-variant.xml", NULL);
  g_auto(Run) a = { 0, };
  g_auto(Run) b = { 0, };
  g_autofree char *sa = NULL;
  g_autofree char *sb = NULL;

  run_cli (&a, "simulate", "--variant", path, "--games", "100", "--seed", "9", "--json", NULL);
  run_cli (&b, "simulate", "--variant", "classic", "--games", "100", "--seed", "9", "--json", NULL);
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpint (b.status, ==, 0);
  sa = without_throughput (a.out);
  sb = without_throughput (b.out);
  g_assert_cmpstr (sa, ==, sb);
}
#endif

static void
test_simulate_classic_text (void)
{
  g_auto(Run) run = { 0, };

  run_cli (&run, "simulate", "--variant", "classic", "--ai", "easy", "--games", "200",
           "--seed", "3", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "variant classic"));
  g_assert_nonnull (strstr (run.out, "win rate"));
  g_assert_nonnull (strstr (run.out, "stages stopped by the safety cap"));
}

static void
test_play (void)
{
  g_auto(Run) a = { 0, };
  g_auto(Run) b = { 0, };

  run_cli (&a, "play", "--seed", "3", "--ai", "normal,easy,easy", NULL);
  g_assert_cmpint (a.status, ==, 0);
  g_assert_nonnull (strstr (a.out, "3 players"));
  g_assert_nonnull (strstr (a.out, "Stage 1"));
  g_assert_nonnull (strstr (a.out, "Turn 1 "));
  g_assert_nonnull (strstr (a.out, "Game over"));
  g_assert_nonnull (strstr (a.out, "winner"));

  /* same seed, same game */
  run_cli (&b, "play", "--seed", "3", "--ai", "normal,easy,easy", NULL);
  g_assert_cmpstr (a.out, ==, b.out);
}

typedef struct
{
  const char *args[10];
  int         status;
} UsageCase;

static const UsageCase usage_cases[] = {
  { { NULL }, 2 },
  { { "frobnicate", NULL }, 2 },
  { { "--help", NULL }, 0 },
  { { "simulate", "--help", NULL }, 0 },
  { { "play", "--help", NULL }, 0 },
  { { "score", "--help", NULL }, 0 },
  { { "simulate", "--players", "5", NULL }, 2 },
  { { "simulate", "--players", "1", NULL }, 2 },
  { { "simulate", "--ai", "grandmaster", NULL }, 2 },
  { { "simulate", "--ai", "easy,easy,easy,easy,easy", NULL }, 2 },
  { { "simulate", "--games", "0", NULL }, 2 },
  { { "simulate", "--seed", "minus-one", NULL }, 2 },
  { { "simulate", "--variant", "no-such-variant", NULL }, 2 },
  { { "simulate", "--bogus", NULL }, 2 },
  { { "simulate", "extra", NULL }, 2 },
  { { "play", "--players", "9", NULL }, 2 },
  { { "score", NULL }, 2 },
  { { "score", "0", NULL }, 2 },
  { { "score", "51", NULL }, 2 },
  { { "score", "--max", "0", "3", NULL }, 2 },
  { { "score", "1", "2", "3", "4", "5", "6", "x", NULL }, 2 },
};

static void
test_usage_errors (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (usage_cases); i++)
    {
      const UsageCase *c = &usage_cases[i];
      g_auto(Run) run = { 0, };
      g_autofree char *line = g_strjoinv (" ", (char **) c->args);

      run_cli (&run, c->args[0], c->args[1], c->args[2], c->args[3], c->args[4],
               c->args[5], c->args[6], c->args[7], c->args[8], NULL);
      if (run.status != c->status)
        g_error ("schott-cli %s: exit %d, expected %d\n%s", line, run.status, c->status, run.err);
      if (c->status == 2)
        g_assert_cmpstr (run.err, !=, "");
      else
        g_assert_nonnull (strstr (run.out, "Usage"));
    }
}

/* Issue 18: a mistyped command is answered with the one meant; a word
 * close to nothing gets no guess. */
static void
test_usage_did_you_mean (void)
{
  static const struct { const char *typed; const char *meant; } cases[] = {
    { "plya", "play" },
    { "simulat", "simulate" },
    { "tournamnet", "tournament" },
    { "scroe", "score" },
    { "xyzzy", NULL },
    { "pa", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0, };
      g_autofree char *hint = cases[i].meant ? g_strdup_printf ("Did you mean “%s”?", cases[i].meant) : NULL;

      run_cli (&run, cases[i].typed, NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, "unknown command"));
      if (hint != NULL)
        g_assert_nonnull (strstr (run.err, hint));
      else
        g_assert_null (strstr (run.err, "Did you mean"));
    }
}

#ifdef SCHOTT_CLI_HAVE_IO
/* Issue 18: a bad difficulty in a CSV row is explained in plain words. */
static void
test_pack_import_bad_difficulty (void)
{
  g_auto(Run) run = { 0, };
  g_autofree char *dir = g_dir_make_tmp ("schott-cli-XXXXXX", NULL);
  g_autofree char *csv = g_build_filename (dir, "in.csv", NULL);
  g_autofree char *out = g_build_filename (dir, "out.schott-pack.xml", NULL);

  g_assert_true (g_file_set_contents (csv,
                                      "id,category,difficulty,question_en,right_en,wrong1_en,wrong2_en\n"
                                      "a,c,1,Q?,R,W,X\n"
                                      "b,c,5,Q?,R,W,X\n", -1, NULL));
  run_cli (&run, "pack", "import-csv", csv, "-o", out, NULL);
  g_assert_nonnull (strstr (run.err, "the difficulty must be 1, 2 or 3, or left empty, not “5”"));
  g_assert_null (strstr (run.err, "is not empty"));
  g_remove (out);
  g_remove (csv);
  g_rmdir (dir);
}
#endif

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/cli/score/R-STAGE-5/book-examples", test_score_book_examples);
  g_test_add_func ("/cli/score/R-STAGE-4/max", test_score_max);
  g_test_add_func ("/cli/simulate/json", test_simulate_json);
  g_test_add_func ("/cli/simulate/deterministic", test_simulate_deterministic);
  g_test_add_func ("/cli/simulate/classic-text", test_simulate_classic_text);
#ifdef SCHOTT_CLI_HAVE_IO
  g_test_add_func ("/cli/simulate/variant-file", test_simulate_variant_file);
#endif
  g_test_add_func ("/cli/play/deterministic", test_play);
  g_test_add_func ("/cli/usage/errors", test_usage_errors);
  g_test_add_func ("/cli/usage/did-you-mean", test_usage_did_you_mean);
#ifdef SCHOTT_CLI_HAVE_IO
  g_test_add_func ("/cli/pack/import-csv/bad-difficulty", test_pack_import_bad_difficulty);
#endif

  return g_test_run ();
}
