/* schott-cli-common.c: option helpers shared by the subcommands. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "schott-cli-private.h"

#ifdef SCHOTT_CLI_HAVE_IO
# include "schott-io.h"
#endif

/* No game of the built-in variants needs near this many decisions; the
 * engine's own caps (turns per stage, stages per game) stop a game long
 * before. */
#define MAX_DECISIONS_PER_GAME 4000000

gboolean
schott_cli_parse_options (GOptionContext *context,
                          int            *argc,
                          char         ***argv)
{
  g_autoptr(GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      schott_cli_usage_error ("%s", error->message);
      return FALSE;
    }

  return TRUE;
}

int
schott_cli_usage_error (const char *format,
                        ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  fprintf (stderr, "%s: %s\n", g_get_prgname (), message);
  /* TRANSLATORS: %s is a command like "schott-cli simulate" */
  fprintf (stderr, _("Try “%s --help” for more information."), g_get_prgname ());
  fputc ('\n', stderr);

  return SCHOTT_CLI_EXIT_USAGE;
}

gboolean
schott_cli_parse_seed (const char *text,
                       guint64    *seed,
                       GError    **error)
{
  g_autoptr(GError) local_error = NULL;

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seed, &local_error))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Invalid seed “%s”: expected a whole number ≥ 0"), text);
      return FALSE;
    }

  return TRUE;
}

gboolean
schott_cli_parse_ai_list (const char    *text,
                          SchottAiLevel *levels,
                          guint         *n_levels,
                          GError       **error)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);
  guint n = 0;

  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *item = g_strstrip (items[i]);

      if (n == SCHOTT_MAX_PLAYERS)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("Too many computer players in “%s”: at most %d"),
                       text, SCHOTT_MAX_PLAYERS);
          return FALSE;
        }
      if (!schott_ai_level_parse (item, &levels[n]))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("Unknown computer player “%s”: use easy, normal, hard or expert"),
                       item);
          return FALSE;
        }
      n++;
    }

  if (n == 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("No computer player given"));
      return FALSE;
    }

  *n_levels = n;
  return TRUE;
}

gboolean
schott_cli_load_variant (const char    *name_or_path,
                         SchottVariant *variant,
                         GError       **error)
{
  if (schott_variant_init_named (variant, name_or_path))
    return TRUE;

  if (!g_file_test (name_or_path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Unknown variant “%s”: use schott, classic or a rules file"),
                   name_or_path);
      return FALSE;
    }

#ifdef SCHOTT_CLI_HAVE_IO
  /* HOOK (io): rules files load through the io library (src/schott/io/schott-io.h). */
  return schott_variant_load (name_or_path, variant, NULL, error);
#else
  g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_INVALID_VARIANT,
               _("Cannot read the rules file “%s”: this schott-cli was built without the io library"),
               name_or_path);
  return FALSE;
#endif
}

guint64
schott_cli_game_seed (guint64 seed,
                      guint64 index)
{
  /* SplitMix64 of (seed, index): neighbouring seeds give unrelated games. */
  guint64 z = seed * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + index + 1;

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

gboolean
schott_cli_play_game (SchottGame    *game,
                      SchottAi      *ais,
                      SchottLogFunc  log_func,
                      gpointer       user_data,
                      GError       **error)
{
  for (guint n = 0; !schott_game_is_over (game); n++)
    {
      gint decider = schott_game_decider (game);
      SchottChoice choice;

      if (n >= MAX_DECISIONS_PER_GAME || decider < 0 || decider >= game->n_players)
        {
          g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_ILLEGAL_CHOICE,
                       "game %" G_GUINT64_FORMAT " did not end (decision %u, decider %d)",
                       game->seed, n, decider);
          return FALSE;
        }

      choice = schott_ai_choose (&ais[decider], game);
      if (!schott_game_decide (game, &choice, log_func, user_data, error))
        return FALSE;
    }

  return TRUE;
}
