/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-cli-common.c: the options SCHOTT's game-playing subcommands share. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "schott-cli-private.h"
#include "schott-io.h"

typedef struct
{
  const char  *key;
  GOptionEntry entry;   /* arg_data: the offset of the field in SchottCliOptions */
} OptionTemplate;

#define FIELD(name) GSIZE_TO_POINTER (G_STRUCT_OFFSET (SchottCliOptions, name))

/* Every option once, with each way --help explains it. */
static const OptionTemplate templates[] = {
  { "players", { "players", 'p', 0, G_OPTION_ARG_INT, FIELD (n_players),
      N_("Number of players, 2 to 4 (default 2)"), "N" } },
  { "players:ai", { "players", 'p', 0, G_OPTION_ARG_INT, FIELD (n_players),
      N_("Number of players, 2 to 4 (default: one per --ai item, at least 2)"), "N" } },
  { "players:entrants", { "players", 'p', 0, G_OPTION_ARG_INT, FIELD (n_players),
      N_("Number of players, 2 to 4 (default: one per entrant, at least 2)"), "N" } },
  { "ai", { "ai", 'a', 0, G_OPTION_ARG_STRING, FIELD (ai_text),
      N_("Players by seat, cycled if fewer than the players: a level or ext:COMMAND (default normal,easy)"),
      "LEVEL,…" } },
  { "ai:entrants", { "ai", 'a', 0, G_OPTION_ARG_STRING, FIELD (ai_text),
      N_("Entrants: easy, normal, hard, expert or ext:COMMAND, comma-separated; "
         "the last fills the remaining seats"), "A,B,…" } },
  { "games", { "games", 'g', 0, G_OPTION_ARG_INT64, FIELD (n_games),
      N_("Number of games (default 1000)"), "N" } },
  { "seed", { "seed", 's', 0, G_OPTION_ARG_STRING, FIELD (seed_text),
      N_("Seed of the series (default 1)"), "S" } },
  { "seed:game", { "seed", 's', 0, G_OPTION_ARG_STRING, FIELD (seed_text),
      N_("Seed of the game (default: from the clock)"), "S" } },
  { "ai-seed", { "ai-seed", 0, 0, G_OPTION_ARG_STRING, FIELD (ai_seed_text),
      N_("Seed of the computer players' own dice, apart from the game's seed so that they cannot tell the deal (default 1)"), "S" } },
  { "variant", { "variant", 'v', 0, G_OPTION_ARG_STRING, FIELD (variant_text),
      N_("schott, classic or a rules file (default schott)"), "VARIANT" } },
  { "bot-timeout", { "bot-timeout", 't', 0, G_OPTION_ARG_DOUBLE, FIELD (bot_timeout),
      N_("Seconds an external program may take per answer (default 5)"), "SECONDS" } },
  { "json", { "json", 'j', 0, G_OPTION_ARG_NONE, FIELD (json),
      N_("Print one JSON object"), NULL } },
  { "from", { "from", 'f', 0, G_OPTION_ARG_FILENAME, FIELD (from),
      N_("Resume this saved game (or the app's autosave) and play it to the end; every seat is a computer player (--ai, default normal)"),
      N_("SAVE") } },
};

static GArray *
option_entries (SchottCliOptions *options,
                const char       *names)
{
  g_auto(GStrv) keys = g_strsplit (names, " ", -1);
  GArray *entries = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));

  for (guint k = 0; keys[k] != NULL; k++)
    {
      guint i = 0;
      GOptionEntry entry;

      while (i < G_N_ELEMENTS (templates) && g_strcmp0 (templates[i].key, keys[k]) != 0)
        i++;
      g_assert (i < G_N_ELEMENTS (templates));
      entry = templates[i].entry;
      entry.arg_data = (char *) options + GPOINTER_TO_SIZE (entry.arg_data);
      g_array_append_val (entries, entry);
    }
  return entries;
}

static gboolean
usage_error (int        *status,
             const char *message)
{
  *status = sw_cli_usage_error ("%s", message);
  return FALSE;
}

static gboolean
failure (int        *status,
         const char *message)
{
  *status = sw_cli_failure ("%s", message);
  return FALSE;
}

gboolean
schott_cli_options_parse (SchottCliOptions *options,
                          const char       *summary,
                          const char       *names,
                          SchottGame       *resumed,
                          int              *argc,
                          char           ***argv,
                          int              *status)
{
  g_autoptr(GOptionContext) context = g_option_context_new (summary);
  g_autoptr(GArray) entries = option_entries (options, names);
  g_autoptr(GError) error = NULL;
  gboolean entrants = strstr (names, "ai:entrants") != NULL;
  gboolean series = strstr (names, "games") != NULL;
  SchottCliOptions *o = options;

  *status = SW_CLI_EXIT_USAGE;
  g_option_context_add_main_entries (context, (GOptionEntry *) (gpointer) entries->data,
                                     GETTEXT_PACKAGE);
  if (!sw_cli_parse_options (context, FALSE, argc, argv))
    return FALSE;

  if (entrants && o->ai_text == NULL)
    return usage_error (status, _("--ai is required, e.g. --ai hard,normal"));
  /* whole milliseconds: a value that rounds to 0 ms would leave no time
   * at all, so it is refused rather than taken for anything else */
  if (!(o->bot_timeout * 1000.0 + 0.5 >= 1.0 && o->bot_timeout <= 3600.0))
    return usage_error (status, _("--bot-timeout must be at least 0.001 seconds (1 ms) and at most 3600"));
  if (!sw_cli_check_seed (o->seed_text, &o->seed))
    return FALSE;
  o->ai_seed = 1;
  if (!sw_cli_check_seed (o->ai_seed_text, &o->ai_seed))
    return FALSE;
  if (o->from != NULL && (o->seed_text != NULL || o->variant_text != NULL || o->n_players != 0))
    return usage_error (status, _("--from takes the seed, the variant and the players from the saved game"));
  if (!schott_cli_parse_seats (o->ai_text ? o->ai_text : o->from != NULL ? "normal" : "normal,easy",
                               o->specs, SCHOTT_MAX_PLAYERS, &o->n_specs, &error))
    return usage_error (status, error->message);

  if (o->from != NULL)
    {
      if (!schott_save_game_read (o->from, resumed, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          *status = SW_CLI_EXIT_FAILURE;
          return FALSE;
        }
      o->n_players = resumed->n_players;
      o->variant = resumed->variant;
      o->seed = resumed->seed;
    }
  else if (o->n_players == 0)
    o->n_players = (int) MAX (o->n_specs, (guint) SCHOTT_MIN_PLAYERS);

  if (!sw_cli_check_players (o->n_players, SCHOTT_MIN_PLAYERS, SCHOTT_MAX_PLAYERS))
    return FALSE;
  if (entrants && o->n_specs > (guint) o->n_players)
    {
      *status = sw_cli_usage_error (_("More entrants (%u) than players (%d)"), o->n_specs, o->n_players);
      return FALSE;
    }
  if (series && !sw_cli_check_games (o->n_games))
    return FALSE;
  if (o->from == NULL
      && !schott_cli_load_variant (o->variant_text ? o->variant_text : "schott", &o->variant, &error))
    {
      if (g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE))
        return usage_error (status, error->message);
      return failure (status, error->message);
    }
  if (series && !schott_variant_check (&o->variant, (guint) o->n_players, &error))
    return failure (status, error->message);

  o->bot_timeout_ms = (guint) (o->bot_timeout * 1000.0 + 0.5);
  *status = SW_CLI_EXIT_OK;
  return TRUE;
}

void
schott_cli_options_clear (SchottCliOptions *options)
{
  g_clear_pointer (&options->ai_text, g_free);
  g_clear_pointer (&options->seed_text, g_free);
  g_clear_pointer (&options->ai_seed_text, g_free);
  g_clear_pointer (&options->variant_text, g_free);
  g_clear_pointer (&options->from, g_free);
  for (guint i = 0; i < options->n_specs; i++)
    schott_seat_spec_clear (&options->specs[i]);
  options->n_specs = 0;
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

  return schott_variant_load (name_or_path, variant, NULL, error);
}
