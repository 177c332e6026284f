/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-sw-cli.c: the helpers of the schott-cli commands (src/core/sw-cli.c):
 * seeds, the checks and their messages, the table of commands, the "did
 * you mean" guess and the JSON number and string formats. */
#include "config.h"

#include <glib.h>
#include <locale.h>
#include <string.h>

#include "sw-cli.h"

static void
test_parse_seed (void)
{
  g_autoptr(GError) error = NULL;
  guint64 seed = 7;

  g_assert_true (sw_cli_parse_seed ("42", &seed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (seed, ==, 42);
  g_assert_true (sw_cli_parse_seed ("18446744073709551615", &seed, NULL));
  g_assert_cmpuint (seed, ==, G_MAXUINT64);

  g_assert_false (sw_cli_parse_seed ("-1", &seed, &error));
  g_assert_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE);
  g_assert_nonnull (strstr (error->message, "“-1”"));
  g_clear_error (&error);
  g_assert_false (sw_cli_parse_seed ("18446744073709551616", &seed, NULL));
  g_assert_false (sw_cli_parse_seed ("", &seed, NULL));
  g_assert_false (sw_cli_parse_seed ("12x", &seed, NULL));
}

/* The series seeds are SplitMix64 of (seed, index): the values schott-cli
 * has always printed (game 0 of seed 1 is 10451216379200822465). */
static void
test_game_seed (void)
{
  g_assert_cmpuint (sw_cli_game_seed (1, 0), ==, G_GUINT64_CONSTANT (10451216379200822465));
  g_assert_cmpuint (sw_cli_game_seed (0, 0), ==, G_GUINT64_CONSTANT (6238072747940578789));
  g_assert_cmpuint (sw_cli_game_seed (1, 1), !=, sw_cli_game_seed (1, 0));
  g_assert_cmpuint (sw_cli_game_seed (2, 0), !=, sw_cli_game_seed (1, 0));
}

static void
test_edit_distance (void)
{
  g_assert_cmpuint (sw_cli_edit_distance ("play", "play"), ==, 0);
  g_assert_cmpuint (sw_cli_edit_distance ("plya", "play"), ==, 1);   /* one swap */
  g_assert_cmpuint (sw_cli_edit_distance ("PLAY", "play"), ==, 0);
  g_assert_cmpuint (sw_cli_edit_distance ("kitten", "sitting"), ==, 3);
  g_assert_cmpuint (sw_cli_edit_distance ("", "abc"), ==, 3);
}

static int
fake_main (int    argc,
           char **argv)
{
  /* what the command saw: its name, and its own arguments */
  g_assert_cmpstr (argv[0], ==, "tool run");
  g_assert_cmpstr (g_get_prgname (), ==, "tool run");
  return argc == 2 && g_str_equal (argv[1], "x") ? 7 : 8;
}

static const SwCliCommand commands[] = {
  { "run",      fake_main, "Run it" },
  { "simulate", fake_main, "Simulate it" },
  { "play",     fake_main, "Play it" },
};

static const SwCliTable table = {
  "tool", commands, G_N_ELEMENTS (commands), "Run “tool COMMAND --help” for more.",
};

static void
test_closest_command (void)
{
  g_assert_cmpstr (sw_cli_closest_command (&table, "plya"), ==, "play");
  g_assert_cmpstr (sw_cli_closest_command (&table, "simulat"), ==, "simulate");
  g_assert_cmpstr (sw_cli_closest_command (&table, "rnu"), ==, "run");
  /* too far, or too short to guess */
  g_assert_null (sw_cli_closest_command (&table, "xyzzy"));
  g_assert_null (sw_cli_closest_command (&table, "pa"));
}

static void
test_dispatch_runs_command (void)
{
  char *argv[] = { (char *) "tool", (char *) "run", (char *) "x", NULL };
  int status = -1;

  g_assert_true (sw_cli_dispatch (&table, 3, argv, &status));
  g_assert_cmpint (status, ==, 7);
  /* argv is the caller's again */
  g_assert_cmpstr (argv[1], ==, "run");

  argv[1] = (char *) "frobnicate";
  status = -1;
  g_assert_false (sw_cli_dispatch (&table, 3, argv, &status));
  g_assert_cmpint (status, ==, -1);
}

static void
test_dispatch_usage (void)
{
  if (g_test_subprocess ())
    {
      char *argv[] = { (char *) "tool", (char *) "--help", NULL };
      int status = -1;

      if (g_str_equal (g_test_get_path (), "/core/cli/dispatch/usage"))
        {
          g_assert_true (sw_cli_dispatch (&table, 2, argv, &status));
          g_assert_cmpint (status, ==, SW_CLI_EXIT_OK);
        }
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("Usage:\n  tool COMMAND [OPTION…]\n\nCommands:\n"
                             "  run        Run it\n  simulate   Simulate it\n  play       Play it\n"
                             "\nRun “tool COMMAND --help” for more.\n");
  g_test_trap_assert_stderr ("");
}

static void
test_dispatch_no_command (void)
{
  if (g_test_subprocess ())
    {
      char *argv[] = { (char *) "tool", NULL };
      int status = -1;

      g_assert_true (sw_cli_dispatch (&table, 1, argv, &status));
      g_assert_cmpint (status, ==, SW_CLI_EXIT_USAGE);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("");
  g_test_trap_assert_stderr ("Usage:*Commands:*play*");
}

static gboolean
parse (gboolean     takes_arguments,
       const char  *arg1,
       const char  *arg2,
       int         *count,
       int         *argc_left)
{
  char *args[] = { (char *) "tool run", (char *) arg1, (char *) arg2, NULL };
  char **argv = args;
  int argc = arg1 == NULL ? 1 : arg2 == NULL ? 2 : 3;
  const GOptionEntry entries[] = {
    { "count", 'c', 0, G_OPTION_ARG_INT, count, "How many", "N" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  gboolean ok;

  g_option_context_add_main_entries (context, entries, NULL);
  ok = sw_cli_parse_options (context, takes_arguments, &argc, &argv);
  *argc_left = argc;
  return ok;
}

static void
test_parse_options_ok (void)
{
  int count = 0, left = 0;

  g_assert_true (parse (FALSE, "--count", "3", &count, &left));
  g_assert_cmpint (count, ==, 3);
  g_assert_cmpint (left, ==, 1);
  g_assert_true (parse (TRUE, "FILE", NULL, &count, &left));
  g_assert_cmpint (count, ==, 3);
  g_assert_cmpint (left, ==, 2);
}

/* Each usage error: FALSE, "PROGRAM: message" and the --help hint. */
static void
test_usage_errors (void)
{
  static const struct { const char *name; const char *stderr_pattern; } cases[] = {
    { "bad-value", "tool run: Cannot parse integer value “x” for --count\nTry “tool run --help” for more information.\n" },
    { "unexpected", "tool run: Unexpected argument “extra”\nTry “tool run --help” for more information.\n" },
    { "seed", "tool run: Invalid seed “-5”: expected a whole number ≥ 0\nTry “tool run --help”*" },
    { "games", "tool run: --games must be at least 1\nTry “tool run --help”*" },
    { "players", "tool run: --players must be between 2 and 4\nTry “tool run --help”*" },
    { "failure", "tool run: it broke\n" },
  };

  if (g_test_subprocess ())
    {
      const char *which = g_getenv ("SW_TEST_CASE");
      int count = 0, left = 0;
      guint64 seed = 9;

      g_set_prgname ("tool run");
      if (g_str_equal (which, "bad-value"))
        g_assert_false (parse (FALSE, "--count", "x", &count, &left));
      else if (g_str_equal (which, "unexpected"))
        g_assert_false (parse (FALSE, "extra", NULL, &count, &left));
      else if (g_str_equal (which, "seed"))
        {
          g_assert_false (sw_cli_check_seed ("-5", &seed));
          g_assert_cmpuint (seed, ==, 9);
        }
      else if (g_str_equal (which, "games"))
        g_assert_false (sw_cli_check_games (0));
      else if (g_str_equal (which, "players"))
        g_assert_false (sw_cli_check_players (5, 2, 4));
      else if (g_str_equal (which, "failure"))
        g_assert_cmpint (sw_cli_failure ("it %s", "broke"), ==, SW_CLI_EXIT_FAILURE);
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *env = g_strdup_printf ("SW_TEST_CASE=%s", cases[i].name);
      char *envp[] = { env, (char *) "LANG=C.UTF-8", (char *) "LANGUAGE=", NULL };

      g_test_message ("case %s", cases[i].name);
      g_test_trap_subprocess_with_envp (NULL, (const char * const *) envp, 0, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      g_test_trap_assert_stderr (cases[i].stderr_pattern);
    }
}

static void
test_checks_pass (void)
{
  guint64 seed = 9;

  g_assert_true (sw_cli_check_seed (NULL, &seed));
  g_assert_cmpuint (seed, ==, 9);
  g_assert_true (sw_cli_check_seed ("12", &seed));
  g_assert_cmpuint (seed, ==, 12);
  g_assert_true (sw_cli_check_games (1));
  g_assert_true (sw_cli_check_players (2, 2, 4));
  g_assert_true (sw_cli_check_players (4, 2, 4));
}

static void
test_format_double (void)
{
  g_autofree char *a = sw_cli_format_double (1.5, 3);
  g_autofree char *b = sw_cli_format_double (2.0 / 3.0, 4);
  g_autofree char *c = sw_cli_format_double (12.25, 0);

  g_assert_cmpstr (a, ==, "1.500");
  g_assert_cmpstr (b, ==, "0.6667");
  g_assert_cmpstr (c, ==, "12");
  /* a decimal comma locale does not reach the JSON */
  if (setlocale (LC_NUMERIC, "de_DE.UTF-8") != NULL)
    {
      g_autofree char *d = sw_cli_format_double (0.25, 2);

      g_assert_cmpstr (d, ==, "0.25");
      setlocale (LC_NUMERIC, "C");
    }
}

static void
test_json_string (void)
{
  g_autofree char *plain = sw_cli_json_string ("ext:python3 bot.py");
  g_autofree char *escaped = sw_cli_json_string ("a\"b\\c\nd\x7f");
  g_autofree char *utf8 = sw_cli_json_string ("Spieler “Ä”");
  g_autofree char *invalid = sw_cli_json_string ("x\xffy");

  g_assert_cmpstr (plain, ==, "\"ext:python3 bot.py\"");
  g_assert_cmpstr (escaped, ==, "\"a\\\"b\\\\c\\u000ad\\u007f\"");
  g_assert_cmpstr (utf8, ==, "\"Spieler “Ä”\"");
  g_assert_cmpstr (invalid, ==, "\"x\xef\xbf\xbdy\"");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/cli/seed/parse", test_parse_seed);
  g_test_add_func ("/core/cli/seed/series", test_game_seed);
  g_test_add_func ("/core/cli/edit-distance", test_edit_distance);
  g_test_add_func ("/core/cli/closest-command", test_closest_command);
  g_test_add_func ("/core/cli/dispatch/runs-command", test_dispatch_runs_command);
  g_test_add_func ("/core/cli/dispatch/usage", test_dispatch_usage);
  g_test_add_func ("/core/cli/dispatch/no-command", test_dispatch_no_command);
  g_test_add_func ("/core/cli/options/ok", test_parse_options_ok);
  g_test_add_func ("/core/cli/options/usage-errors", test_usage_errors);
  g_test_add_func ("/core/cli/options/checks-pass", test_checks_pass);
  g_test_add_func ("/core/cli/format-double", test_format_double);
  g_test_add_func ("/core/cli/json-string", test_json_string);

  return g_test_run ();
}
