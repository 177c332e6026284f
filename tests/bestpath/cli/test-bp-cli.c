/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bp-cli.c: `schott-cli best-path`: check on hand-written game
 * records (tests/bestpath/records), one per legality case of the rules
 * file (the answer's JSON and the exit status); simulate, play and
 * tournament replay a seed and refuse bad options. */
#include "config.h"

#include <string.h>

#include "bp-json.h"
#include "../../common/sw-hostile-files.h"

typedef struct
{
  const char *player;   /* NULL: the record as a whole */
  guint       round;
  const char *rule;
} Expected;

static char *
run_check (const char *record,
           int        *exit_status,
           char      **err_out)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", record, NULL);
  const char *argv[] = { SCHOTT_CLI_PATH, "best-path", "check", path, NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, err_out, &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  *exit_status = WEXITSTATUS (status);
  return out;
}

static BpJson *
answer (const char *record,
        int         expected_status)
{
  int status;
  g_autofree char *out = run_check (record, &status, NULL);
  g_autoptr(GError) error = NULL;
  BpJson *json;

  g_assert_cmpint (status, ==, expected_status);
  /* One JSON object, one line. */
  g_assert_true (g_str_has_suffix (out, "}\n"));
  g_assert_true (strchr (out, '\n') == out + strlen (out) - 1);
  json = bp_json_parse (out, strlen (out), &error);
  g_assert_no_error (error);
  g_assert_cmpint (json->type, ==, BP_JSON_OBJECT);
  return json;
}

static void
assert_illegal (const char     *record,
                const char     *mode,
                const Expected *expected,
                guint           n_expected)
{
  g_autoptr(BpJson) json = answer (record, 1);
  const BpJson *errors = bp_json_member (json, "errors");

  g_assert_cmpstr (bp_json_member (json, "mode")->string, ==, mode);
  g_assert_false (bp_json_member (json, "legal")->boolean);
  g_assert_cmpuint (errors->items->len, ==, n_expected);
  for (guint i = 0; i < n_expected; i++)
    {
      const BpJson *e = g_ptr_array_index (errors->items, i);
      const BpJson *player = bp_json_member (e, "player");

      if (expected[i].player)
        g_assert_cmpstr (player->string, ==, expected[i].player);
      else
        g_assert_cmpint (player->type, ==, BP_JSON_NULL);
      g_assert_cmpint ((int) bp_json_member (e, "round")->number, ==, expected[i].round);
      g_assert_cmpstr (bp_json_member (e, "rule")->string, ==, expected[i].rule);
      g_assert_cmpuint (strlen (bp_json_member (e, "message")->string), >, 0);
    }
  g_assert_null (bp_json_member (json, "players"));
  g_assert_null (bp_json_member (json, "winners"));
}

static void
assert_player (const BpJson *json,
               guint         index,
               const char   *name,
               int           score,
               int           number_points,
               int           unreached)
{
  const BpJson *players = bp_json_member (json, "players");
  const BpJson *p = g_ptr_array_index (players->items, index);

  g_assert_cmpstr (bp_json_member (p, "name")->string, ==, name);
  g_assert_cmpint ((int) bp_json_member (p, "score")->number, ==, score);
  g_assert_cmpint ((int) bp_json_member (p, "number_points")->number, ==, number_points);
  g_assert_cmpint ((int) bp_json_member (p, "unreached")->number, ==, unreached);
}

static void
assert_winners (const BpJson *json,
                const char   *winners)
{
  const BpJson *list = bp_json_member (json, "winners");
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < list->items->len; i++)
    g_string_append_printf (names, "%s%s", i ? "," : "",
                            ((const BpJson *) g_ptr_array_index (list->items, i))->string);
  g_assert_cmpstr (names->str, ==, winners);
}

static void
test_check_ex2 (void)
{
  g_autoptr(BpJson) json = answer ("ex2.json", 0);

  g_assert_cmpstr (bp_json_member (json, "mode")->string, ==, "multi");
  g_assert_true (bp_json_member (json, "legal")->boolean);
  g_assert_cmpuint (bp_json_member (json, "errors")->items->len, ==, 0);
  assert_player (json, 0, "Lino", 29, 39, 10);
  /* Maria: 4 + 5 + 2 + 7 + 10 full, the 8 half (4); 31 fields. */
  assert_player (json, 1, "Maria", 2, 32, 30);
  assert_winners (json, "Lino");
}

static void
test_check_ex4 (void)
{
  g_autoptr(BpJson) json = answer ("ex4-solo.json", 0);

  g_assert_cmpstr (bp_json_member (json, "mode")->string, ==, "solo");
  /* 4 + 7 + 3 + 9 = 23; 23 fields of 61. */
  assert_player (json, 0, "Tim", 23 - 38, 23, 38);
}

static void
test_check_ex5 (void)
{
  g_autoptr(BpJson) json = answer ("ex5.json", 0);

  assert_player (json, 0, "One", 3 - 59, 3, 59);
  assert_player (json, 1, "Four", 3 - 58, 3, 58);
  assert_player (json, 2, "Three", 2 - 56, 2, 56);
  assert_winners (json, "Three");
}

static void
test_check_pass (void)
{
  int status;
  g_autofree char *out = run_check ("pass.json", &status, NULL);

  /* The exact answer, to pin the format of doc/formats.md. */
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (out, ==,
                   "{\"mode\": \"solo\", \"legal\": true, \"errors\": [], \"players\": "
                   "[{\"name\": \"Ana\", \"score\": -60, \"number_points\": 0, \"unreached\": 60}], "
                   "\"winners\": [\"Ana\"]}\n");
}

static void
test_check_beside (void)
{
  g_autoptr(BpJson) json = answer ("beside.json", 0);

  /* No "from" in round 1: the start is the only end. */
  assert_player (json, 0, "Lino", -55, 0, 55);
}

static void
test_check_gap (void)
{
  const Expected e[] = { { "Lino", 1, "R-LINE-1" } };

  assert_illegal ("gap.json", "solo", e, 1);
}

static void
test_check_touch (void)
{
  const Expected touch[] = { { "Lino", 2, "R-LINE-2" } };

  assert_illegal ("touch.json", "solo", touch, 1);
  assert_illegal ("reenter-start.json", "solo", touch, 1);
}

static void
test_check_colours (void)
{
  const Expected lacking[] = { { "Lino", 1, "R-ROUND-2" } };
  const Expected twice[] = { { "Lino", 2, "R-ROUND-2" } };
  g_autoptr(BpJson) allowed = NULL;

  assert_illegal ("colour-lacking.json", "solo", lacking, 1);
  assert_illegal ("colour-twice-refused.json", "solo", twice, 1);
  assert_illegal ("colour-shown-twice-three.json", "solo", lacking, 1);
  allowed = answer ("colour-twice-allowed.json", 0);
  /* C4 B4 (the 6, first) A4 A5 */
  assert_player (allowed, 0, "Lino", 6 - 52, 6, 52);
}

static void
test_check_ends (void)
{
  const Expected e[] = { { "Lino", 2, "R-ROUND-3" } };

  assert_illegal ("not-an-end.json", "solo", e, 1);
  assert_illegal ("other-end.json", "solo", e, 1);
}

static void
test_check_setup (void)
{
  const Expected board[] = { { "Maria", 0, "R-SETUP-1" } };

  assert_illegal ("same-board.json", "multi", board, 1);
}

static void
test_check_deck (void)
{
  const Expected foreign[] = { { NULL, 4, "R-COMP-8" } };
  const Expected twice[] = { { NULL, 15, "R-ROUND-1" } };
  const Expected missing[] = { { "Lino", 15, "R-ROUND-1" } };

  assert_illegal ("card-not-in-deck.json", "solo", foreign, 1);
  assert_illegal ("card-twice.json", "solo", twice, 1);
  assert_illegal ("missing-move.json", "solo", missing, 1);
}

static void
test_check_first_each (void)
{
  /* Lino's round 3 is illegal too, but only the first is judged. */
  const Expected e[] = { { "Lino", 2, "R-LINE-2" }, { "Maria", 1, "R-LINE-1" } };

  assert_illegal ("first-illegal-each.json", "multi", e, 2);
}

static void
test_check_malformed (void)
{
  int status;
  g_autofree char *err = NULL;
  g_autofree char *out = run_check ("malformed-syntax.json", &status, &err);
  g_autofree char *err2 = NULL;
  g_autofree char *out2 = NULL;

  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err, "malformed-syntax.json:2:2: "));
  g_assert_nonnull (strstr (out, "\"malformed\": true"));
  g_assert_nonnull (strstr (out, "\"line\": 2, \"column\": 2"));

  out2 = run_check ("malformed-type.json", &status, &err2);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err2, "malformed-type.json:1:53: "));
  g_assert_nonnull (strstr (err2, "“board”"));
  g_free (out);
  g_free (err);
  out = run_check ("no-such-file.json", &status, &err);
  g_assert_cmpint (status, ==, 2);
}

static void
test_json_reader (void)
{
  static const struct { const char *text; const char *where; } bad[] = {
    { "", "1:1:" }, { "{", "1:2:" }, { "[1,]", "1:4:" }, { "{\"a\" 1}", "1:6:" },
    { "\"abc", "1:5:" }, { "[01]", "1:3:" }, { "tru", "1:1:" }, { "{} {}", "1:4:" },
    { "\"\\ud800\"", "1:8:" }, { "[\n  \"a\"\n  \"b\"]", "3:3:" },
  };
  g_autoptr(GString) deep = g_string_new (NULL);
  g_autoptr(BpJson) ok = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BpJson) json = bp_json_parse (bad[i].text, strlen (bad[i].text), &error);

      g_assert_null (json);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, bad[i].where))
        g_error ("%s: %s, expected %s", bad[i].text, error->message, bad[i].where);
    }
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  {
    g_autoptr(GError) error = NULL;

    g_assert_null (bp_json_parse (deep->str, deep->len, &error));
    g_assert_nonnull (strstr (error->message, "deeply"));
  }
  {
    const char *text = "{\"a\": [1, -2.5e1, true, null, \"\\u00e9\\n\"]}";

    ok = bp_json_parse (text, strlen (text), NULL);
  }
  g_assert_nonnull (ok);
  {
    const BpJson *a = bp_json_member (ok, "a");

    g_assert_cmpuint (a->items->len, ==, 5);
    g_assert_cmpfloat (((BpJson *) g_ptr_array_index (a->items, 1))->number, ==, -25.0);
    g_assert_cmpstr (((BpJson *) g_ptr_array_index (a->items, 4))->string, ==, "é\n");
  }
}

static char *
run_cli (const char * const *args,
         int                *exit_status)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status;

  g_ptr_array_add (argv, (gpointer) SCHOTT_CLI_PATH);
  g_ptr_array_add (argv, (gpointer) "best-path");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  *exit_status = WEXITSTATUS (status);
  return out;
}

static void
test_cli_simulate (void)
{
  const char *args[] = { "simulate", "--players", "2", "--ai", "normal,easy", "--games", "40",
                         "--seed", "3", "--json", NULL };
  int status;
  g_autofree char *first = run_cli (args, &status);
  g_autofree char *again = run_cli (args, &status);
  g_autoptr(BpJson) json = bp_json_parse (first, strlen (first), NULL);
  const BpJson *seats;
  double wins = 0;

  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (json);
  seats = bp_json_member (json, "seats");
  g_assert_cmpuint (seats->items->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    wins += bp_json_member (g_ptr_array_index (seats->items, i), "win_rate")->number;
  /* Ties are shared: the win rates add up to one. */
  g_assert_cmpfloat_with_epsilon (wins, 1.0, 1e-3);
  g_assert_cmpstr (bp_json_member (json, "mode")->string, ==, "multi");
  g_assert_nonnull (bp_json_member (json, "games_per_second"));
  /* The same seed, the same games (the speed may differ). */
  *strstr (first, "\"games_per_second\"") = '\0';
  *strstr (again, "\"games_per_second\"") = '\0';
  g_assert_cmpstr (first, ==, again);

  {
    const char *solo[] = { "simulate", "--ai", "easy", "--games", "50", "--json", NULL };
    g_autofree char *out = run_cli (solo, &status);
    g_autoptr(BpJson) s = bp_json_parse (out, strlen (out), NULL);

    g_assert_cmpint (status, ==, 0);
    g_assert_cmpstr (bp_json_member (s, "mode")->string, ==, "solo");
    g_assert_nonnull (bp_json_member (s, "over_40_share"));
  }
}

static void
test_cli_play (void)
{
  const char *args[] = { "play", "--seed", "11", "--ai", "expert,easy", NULL };
  int status;
  g_autofree char *first = run_cli (args, &status);
  g_autofree char *again = run_cli (args, &status);

  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (first, ==, again);
  g_assert_nonnull (strstr (first, "Round 15: card C"));
  g_assert_null (strstr (first, "Round 16"));
}

static void
test_cli_tournament (void)
{
  const char *args[] = { "tournament", "--players", "3", "--ai", "normal,easy", "--games", "4",
                         "--json", NULL };
  int status;
  g_autofree char *out = run_cli (args, &status);
  g_autoptr(BpJson) json = bp_json_parse (out, strlen (out), NULL);
  const BpJson *entrants;

  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (json);
  /* 4 deals, each once per seat rotation. */
  g_assert_cmpint ((int) bp_json_member (json, "games")->number, ==, 12);
  entrants = bp_json_member (json, "entrants");
  g_assert_cmpuint (entrants->items->len, ==, 2);
  g_assert_cmpint ((int) bp_json_member (g_ptr_array_index (entrants->items, 1), "seats")->number, ==, 2);
  g_assert_cmpint ((int) bp_json_member (g_ptr_array_index (entrants->items, 0), "decisions")->number, ==, 12 * 15);
}

static void
test_cli_usage (void)
{
  const char *const bad[][6] = {
    { "simulate", "--players", "5", NULL },
    { "simulate", "--ai", "grandmaster", NULL },
    { "tournament", "--players", "1", "--ai", "easy" },
    { "play", "--seed", "-3", NULL },
    { "nonsense", NULL },
    { "check", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      const char *args[7] = { NULL, };
      int status;
      g_autofree char *out = NULL;

      for (guint k = 0; k < 6 && bad[i][k]; k++)
        args[k] = bad[i][k];
      out = run_cli (args, &status);
      g_assert_cmpint (status, ==, 2);
    }
}

/* ------------------------------------------- issue 27: hostile classes */

/* `check PATH` on any path: the exit status, stdout, stderr. */
static char *
check_path (const char *path,
            int        *exit_status,
            char      **err_out,
            double     *seconds)
{
  const char *argv[] = { SCHOTT_CLI_PATH, "best-path", "check", path, NULL };
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  char *out = NULL;
  int status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, err_out, &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  *exit_status = WEXITSTATUS (status);
  *seconds = (g_get_monotonic_time () - start) / 1e6;
  return out;
}

/* Item 12: `check` reads a record as far as its 16 MiB limit, never
 * further: /dev/zero, a FIFO fed without end and a sparse file over the
 * limit are refused quickly as malformed, naming the file and the limit. */
static void
test_hostile_reader_limit (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bp-hostile-XXXXXX", NULL);
  g_autofree char *sparse = sw_hostile_sparse_file (dir, "big.json", BP_JSON_MAX_LENGTH + 1);

  for (guint i = 0; i < 3; i++)
    {
      SwHostileFifo *fifo = i == 2 ? sw_hostile_fifo_new (dir, "endless.json") : NULL;
      const char *path = i == 0 ? "/dev/zero" : i == 1 ? sparse : fifo->path;
      g_autofree char *err = NULL;
      g_autofree char *out = NULL;
      g_autofree char *prefix = g_strdup_printf ("%s:1:1: ", path);
      double seconds;
      int status;

      out = check_path (path, &status, &err, &seconds);
      g_test_message ("%s: %s", path, err);
      g_assert_cmpint (status, ==, 2);
      g_assert_true (g_str_has_prefix (err, prefix));
      g_assert_nonnull (strstr (err, "too large"));
      g_assert_nonnull (strstr (err, "16 MiB"));
      g_assert_nonnull (strstr (out, "\"malformed\": true"));
      g_assert_nonnull (strstr (out, "\"line\": 1, \"column\": 1"));
      g_assert_cmpfloat (seconds, <, 10.0);
      if (fifo != NULL)
        g_assert_cmpuint (sw_hostile_fifo_free (fifo), <, BP_JSON_MAX_LENGTH + 2 * 1024 * 1024);
    }
  g_unlink (sparse);
  g_rmdir (dir);
}

/* Item 13: a record that lacks a required member is refused with the
 * line and column of the object that lacks it, for every member. */
static void
test_hostile_json_missing_member_located (void)
{
  static const struct { const char *text; const char *where; const char *member; } cases[] = {
    { "{\n  \"players\": []\n}\n", "1:1:", "“cards”" },
    { "{\"cards\": []}", "1:1:", "“players”" },
    { "{\"cards\": [],\n \"players\": [\n  {\"board\": 1, \"moves\": []}]}", "3:3:", "“name”" },
    { "{\"cards\": [],\n \"players\": [\n  {\"name\": \"A\", \"moves\": []}]}", "3:3:", "“board”" },
    { "{\"cards\": [],\n \"players\": [\n  {\"name\": \"A\", \"board\": 1}]}", "3:3:", "“moves”" },
    { "{\"cards\": [],\n \"players\": [\n  {\"name\": \"A\", \"board\": 1, \"moves\": [\n    {\"cells\": []},\n    {\"from\": \"A1\"}]}]}",
      "5:5:", "“cells”" },
  };
  g_autofree char *dir = g_dir_make_tmp ("bp-hostile-XXXXXX", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, "record.json", NULL);
      g_autofree char *err = NULL;
      g_autofree char *out = NULL;
      g_autofree char *expected = g_strdup_printf ("%s:%s ", path, cases[i].where);
      guint line, column;
      double seconds;
      int status;

      g_assert_true (g_file_set_contents (path, cases[i].text, -1, NULL));
      out = check_path (path, &status, &err, &seconds);
      g_test_message ("%s", err);
      g_assert_cmpint (status, ==, 2);
      if (!g_str_has_prefix (err, expected) || strstr (err, cases[i].member) == NULL
          || strstr (err, "missing") == NULL)
        g_error ("expected %s… %s missing, got: %s", expected, cases[i].member, err);
      g_assert_cmpint (sscanf (cases[i].where, "%u:%u:", &line, &column), ==, 2);
      {
        g_autofree char *located = g_strdup_printf ("\"line\": %u, \"column\": %u", line, column);

        g_assert_nonnull (strstr (out, located));
      }
      g_unlink (path);
    }
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/best-path/check/EX-2", test_check_ex2);
  g_test_add_func ("/best-path/check/EX-4", test_check_ex4);
  g_test_add_func ("/best-path/check/EX-5", test_check_ex5);
  g_test_add_func ("/best-path/check/R-ROUND-4/pass", test_check_pass);
  g_test_add_func ("/best-path/check/R-LINE-2/beside", test_check_beside);
  g_test_add_func ("/best-path/check/R-LINE-1/gap", test_check_gap);
  g_test_add_func ("/best-path/check/R-LINE-2/touch", test_check_touch);
  g_test_add_func ("/best-path/check/R-ROUND-2/colours", test_check_colours);
  g_test_add_func ("/best-path/check/R-ROUND-3/ends", test_check_ends);
  g_test_add_func ("/best-path/check/R-SETUP-1/same-board", test_check_setup);
  g_test_add_func ("/best-path/check/R-ROUND-1/deck", test_check_deck);
  g_test_add_func ("/best-path/check/first-illegal-each", test_check_first_each);
  g_test_add_func ("/best-path/check/malformed", test_check_malformed);
  g_test_add_func ("/best-path/check/json-reader", test_json_reader);
  g_test_add_func ("/best-path/cli/simulate", test_cli_simulate);
  g_test_add_func ("/best-path/cli/play", test_cli_play);
  g_test_add_func ("/best-path/cli/tournament", test_cli_tournament);
  g_test_add_func ("/best-path/cli/usage", test_cli_usage);
  g_test_add_func ("/hostile/reader/best-path-record-size-limit", test_hostile_reader_limit);
  g_test_add_func ("/hostile/json/missing-member-located", test_hostile_json_missing_member_located);
  return g_test_run ();
}
