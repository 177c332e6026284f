/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-cli.c: the command-line helpers both games' commands share. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sw-cli.h"

void
sw_cli_print_usage (const SwCliTable *table,
                    FILE             *out)
{
  fprintf (out, "%s\n  %s %s\n\n", _("Usage:"), table->program, _("COMMAND [OPTION…]"));
  fprintf (out, "%s\n", _("Commands:"));
  for (guint i = 0; i < table->n_commands; i++)
    fprintf (out, "  %-10s %s\n", table->commands[i].name, _(table->commands[i].help));
  fprintf (out, "\n%s\n", _(table->help_hint));
}

gboolean
sw_cli_dispatch (const SwCliTable *table,
                 int               argc,
                 char            **argv,
                 int              *status)
{
  const char *name;

  if (argc < 2)
    {
      sw_cli_print_usage (table, stderr);
      *status = SW_CLI_EXIT_USAGE;
      return TRUE;
    }

  name = argv[1];
  if (strcmp (name, "--help") == 0 || strcmp (name, "-h") == 0 || strcmp (name, "help") == 0)
    {
      sw_cli_print_usage (table, stdout);
      *status = SW_CLI_EXIT_OK;
      return TRUE;
    }

  for (guint i = 0; i < table->n_commands; i++)
    if (strcmp (name, table->commands[i].name) == 0)
      {
        g_autofree char *prgname = g_strdup_printf ("%s %s", table->program, name);

        /* The command's --help and errors then say "PROGRAM NAME". */
        g_set_prgname (prgname);
        argv[1] = prgname;
        *status = table->commands[i].main (argc - 1, argv + 1);
        argv[1] = (char *) name;
        return TRUE;
      }

  return FALSE;
}

/* Optimal string alignment distance: Levenshtein plus one swap of two
 * neighbours, so the common typo "plya" is one edit from "play". */
guint
sw_cli_edit_distance (const char *a,
                      const char *b)
{
  gsize la = strlen (a), lb = strlen (b);
  g_autofree guint *d = g_new0 (guint, (la + 1) * (lb + 1));

#define D(i, j) d[(i) * (lb + 1) + (j)]
  for (gsize i = 0; i <= la; i++)
    D (i, 0) = i;
  for (gsize j = 0; j <= lb; j++)
    D (0, j) = j;
  for (gsize i = 1; i <= la; i++)
    for (gsize j = 1; j <= lb; j++)
      {
        guint cost = g_ascii_tolower (a[i - 1]) == g_ascii_tolower (b[j - 1]) ? 0 : 1;
        guint best = MIN (D (i - 1, j) + 1, D (i, j - 1) + 1);

        best = MIN (best, D (i - 1, j - 1) + cost);
        if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
          best = MIN (best, D (i - 2, j - 2) + 1);
        D (i, j) = best;
      }
  return D (la, lb);
#undef D
}

/* At most 2 edits, and fewer than half the letters of the shorter word. */
const char *
sw_cli_closest_command (const SwCliTable *table,
                        const char       *name)
{
  const char *best = NULL;
  guint best_distance = G_MAXUINT;

  for (guint i = 0; i < table->n_commands; i++)
    {
      const char *candidate = table->commands[i].name;
      guint distance = sw_cli_edit_distance (name, candidate);
      gsize shorter = MIN (strlen (name), strlen (candidate));

      if (distance <= 2 && distance * 2 < shorter && distance < best_distance)
        {
          best = candidate;
          best_distance = distance;
        }
    }
  return best;
}

gboolean
sw_cli_parse_options (GOptionContext   *context,
                      gboolean          takes_arguments,
                      int              *argc,
                      char           ***argv)
{
  g_autoptr(GError) error = NULL;

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      sw_cli_usage_error ("%s", error->message);
      return FALSE;
    }
  if (!takes_arguments && *argc > 1)
    {
      sw_cli_usage_error (_("Unexpected argument “%s”"), (*argv)[1]);
      return FALSE;
    }

  return TRUE;
}

static void print_message (const char *format,
                           va_list     args) G_GNUC_PRINTF (1, 0);

static void
print_message (const char *format,
               va_list     args)
{
  g_autofree char *message = g_strdup_vprintf (format, args);

  fprintf (stderr, "%s: %s\n", g_get_prgname (), message);
}

int
sw_cli_usage_error (const char *format,
                    ...)
{
  va_list args;

  va_start (args, format);
  print_message (format, args);
  va_end (args);
  /* TRANSLATORS: %s is a command like "schott-cli simulate" */
  fprintf (stderr, _("Try “%s --help” for more information."), g_get_prgname ());
  fputc ('\n', stderr);

  return SW_CLI_EXIT_USAGE;
}

int
sw_cli_failure (const char *format,
                ...)
{
  va_list args;

  va_start (args, format);
  print_message (format, args);
  va_end (args);

  return SW_CLI_EXIT_FAILURE;
}

gboolean
sw_cli_check_seed (const char *text,
                   guint64    *seed)
{
  g_autoptr(GError) error = NULL;

  if (text != NULL && !sw_cli_parse_seed (text, seed, &error))
    {
      sw_cli_usage_error ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
sw_cli_check_games (gint64 n_games)
{
  if (n_games < 1)
    {
      sw_cli_usage_error (_("--games must be at least 1"));
      return FALSE;
    }
  return TRUE;
}

gboolean
sw_cli_check_players (int n_players,
                      int min,
                      int max)
{
  if (n_players < min || n_players > max)
    {
      sw_cli_usage_error (_("--players must be between %d and %d"), min, max);
      return FALSE;
    }
  return TRUE;
}

gboolean
sw_cli_parse_seed (const char *text,
                   guint64    *seed,
                   GError    **error)
{
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seed, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Invalid seed “%s”: expected a whole number ≥ 0"), text);
      return FALSE;
    }

  return TRUE;
}

guint64
sw_cli_game_seed (guint64 seed,
                  guint64 index)
{
  /* SplitMix64 of (seed, index): neighbouring seeds give unrelated games. */
  guint64 z = seed * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + index + 1;

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

char *
sw_cli_format_double (double value,
                      int    decimals)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  char format[8];

  g_snprintf (format, sizeof format, "%%.%df", decimals);
  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, format, value));
}

char *
sw_cli_json_string (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *out = g_string_new ("\"");

  for (const char *p = valid; *p; p++)
    {
      guchar c = (guchar) *p;

      /* (g_string_append_c) in brackets is GLib's function, not the inline
       * macro in which GCC 14 reports -Wnull-dereference. */
      if (c == '"' || c == '\\')
        g_string_append_printf (out, "\\%c", c);
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\u%04x", c);
      else
        (g_string_append_c) (out, (char) c);
    }
  (g_string_append_c) (out, '"');
  return g_string_free (out, FALSE);
}

char *
sw_cli_printable (const char *bytes,
                  gsize       len,
                  guint       max_chars)
{
  GString *out = g_string_new (NULL);
  const char *p = bytes;
  const char *end = bytes + len;
  guint n = 0;

  for (; p < end && n < max_chars; n++)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2 || c < 0x20 || c == 0x7f)
        {
          /* a control character, a NUL or a byte that is not UTF-8 */
          g_string_append_printf (out, "\\x%02x", (guchar) *p);
          p++;
          continue;
        }
      if (c == '\\')
        (g_string_append) (out, "\\\\");
      else if (g_unichar_type (c) == G_UNICODE_CONTROL || g_unichar_type (c) == G_UNICODE_FORMAT)
        g_string_append_printf (out, "\\u%04X", c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
  if (p < end)
    (g_string_append) (out, "…");
  return g_string_free (out, FALSE);
}
