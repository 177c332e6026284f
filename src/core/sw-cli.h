/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-cli.h: what every game's schott-cli commands share: the table of
 * commands, option parsing, the checks and messages of a usage error, seeds
 * and the number formats of the JSON output. GLib only. */
#pragma once

#include <glib.h>
#include <stdio.h>

G_BEGIN_DECLS

typedef enum
{
  SW_CLI_EXIT_OK = 0,
  SW_CLI_EXIT_FAILURE = 1,
  SW_CLI_EXIT_USAGE = 2,
} SwCliExit;

/* One command of a table; argv[0] is "PROGRAM NAME" when it runs. */
typedef struct
{
  const char *name;
  int       (*main) (int argc, char **argv);
  const char *help;   /* one line, N_() */
} SwCliCommand;

typedef struct
{
  const char         *program;      /* "schott-cli", "schott-cli best-path" */
  const SwCliCommand *commands;
  guint               n_commands;
  const char         *help_hint;    /* N_(): the line under the commands */
} SwCliTable;

void         sw_cli_print_usage     (const SwCliTable *table,
                                     FILE             *out);
/* Runs the command argv[1] names, or prints the usage for no command (exit
 * 2) and for --help, -h and help (exit 0). FALSE: argv[1] names no command,
 * and the caller says so in its own words. */
gboolean     sw_cli_dispatch        (const SwCliTable *table,
                                     int               argc,
                                     char            **argv,
                                     int              *status);
/* The command a mistyped name most likely meant, or NULL. */
const char  *sw_cli_closest_command (const SwCliTable *table,
                                     const char       *name);
guint        sw_cli_edit_distance   (const char       *a,
                                     const char       *b);

/* Parses the options (translated in GETTEXT_PACKAGE); refuses an argument
 * left over unless takes_arguments. On a usage error prints it with a hint
 * and returns FALSE. */
gboolean     sw_cli_parse_options   (GOptionContext   *context,
                                     gboolean          takes_arguments,
                                     int              *argc,
                                     char           ***argv);
/* Prints "PROGRAM: message" and a --help hint; returns SW_CLI_EXIT_USAGE. */
int          sw_cli_usage_error     (const char       *format,
                                     ...) G_GNUC_PRINTF (1, 2);
/* Prints "PROGRAM: message"; returns SW_CLI_EXIT_FAILURE. */
int          sw_cli_failure         (const char       *format,
                                     ...) G_GNUC_PRINTF (1, 2);

/* The checks of the options every game has; each prints its usage error
 * and returns FALSE. A NULL text keeps *seed. */
gboolean     sw_cli_check_seed      (const char       *text,
                                     guint64          *seed);
gboolean     sw_cli_check_games     (gint64            n_games);
gboolean     sw_cli_check_players   (int               n_players,
                                     int               min,
                                     int               max);

gboolean     sw_cli_parse_seed      (const char       *text,
                                     guint64          *seed,
                                     GError          **error);
/* The seed of the index-th game of a series started from seed. */
guint64      sw_cli_game_seed       (guint64           seed,
                                     guint64           index);

/* value with decimals places and a '.', whatever the locale. */
char        *sw_cli_format_double   (double            value,
                                     int               decimals);
/* A JSON string literal: quotes, backslashes and control characters
 * escaped, UTF-8 kept (invalid bytes replaced). */
char        *sw_cli_json_string     (const char       *text);
/* len bytes from a program or a file, safe to print on a terminal: at most
 * max_chars characters (then "…"); control characters, NUL, bytes that
 * are not UTF-8 escaped as \xNN, other invisible characters (C1
 * controls, format characters such as U+202E) as \uNNNN, a backslash
 * doubled. */
char        *sw_cli_printable       (const char       *bytes,
                                     gsize             len,
                                     guint             max_chars);

G_END_DECLS
