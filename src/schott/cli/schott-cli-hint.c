/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-cli-hint.c: `schott-cli hint --from SAVE [--discard-taken]
 * [--json]`: the hint the app would show for a saved game (the app's
 * autosave included), with its claims. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "schott-cli-private.h"
#include "schott-io.h"

/* The players' names of an app autosave (NULL for a plain save or a
 * default name, which the hint then calls "Player N"). */
static char **
saved_names (const char *path,
             guint       n_players)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_auto(GStrv) names = NULL;
  g_autofree gboolean *defaults = NULL;
  gsize n_names = 0, n_defaults = 0;
  char **out;

  if (!g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, NULL))
    return NULL;
  names = g_key_file_get_string_list (kf, SCHOTT_AUTOSAVE_GROUP, "names", &n_names, NULL);
  if (names == NULL || n_names != n_players)
    return NULL;
  defaults = g_key_file_get_boolean_list (kf, SCHOTT_AUTOSAVE_GROUP, "default-names", &n_defaults, NULL);
  out = g_new0 (char *, n_players + 1);
  for (guint p = 0; p < n_players; p++)
    out[p] = defaults != NULL && p < n_defaults && defaults[p]
             ? g_strdup_printf (_("Player %d"), (int) p + 1) : g_strdup (names[p]);
  return out;
}

int
schott_cli_hint_main (int    argc,
                      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *from = NULL;
  g_auto(GStrv) names = NULL;
  gboolean json = FALSE, discard_taken = FALSE;
  SchottGame game;
  SchottView view;
  SchottHint hint;
  g_autofree char *text = NULL;
  gint you;
  const GOptionEntry entries[] = {
    { "from", 'f', 0, G_OPTION_ARG_FILENAME, &from,
      N_("The saved game (or the app's autosave)"), N_("SAVE") },
    { "discard-taken", 0, 0, G_OPTION_ARG_NONE, &discard_taken,
      N_("The player has picked up the discard: where to put it"), NULL },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { NULL }
  };

  context = g_option_context_new (_("— the hint the app would show for a saved game"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!sw_cli_parse_options (context, FALSE, &argc, &argv))
    return SW_CLI_EXIT_USAGE;
  if (from == NULL)
    return sw_cli_usage_error (_("--from is required"));
  if (!schott_save_game_read (from, &game, &error))
    return sw_cli_failure ("%s", error->message);

  you = schott_game_decider (&game);
  if (you < 0)
    return sw_cli_failure (_("%s: the game is over; there is nothing to hint"), from);
  schott_view_init (&view, &game, (guint) you);
  if (!schott_hint_compute (&view, discard_taken ? SCHOTT_HINT_STEP_DISCARD_TAKEN : SCHOTT_HINT_STEP_DECISION,
                            &hint))
    return sw_cli_failure (_("%s: no hint for this decision (%s)"), from,
                           schott_decision_name (schott_game_decision (&game)));

  names = saved_names (from, game.n_players);
  text = schott_hint_to_text (&hint, (const char * const *) names);
  if (json)
    {
      g_autofree char *claims = schott_hint_to_json (&hint);
      g_autofree char *quoted = sw_cli_json_string (text);

      printf ("{\"text\": %s, \"claims\": %s}\n", quoted, claims);
    }
  else
    /* Translators: the hint, e.g. "Hint: take the 17 from the discard pile …" */
    {
      printf (_("Hint: %s"), text);
      printf ("\n");
    }
  return SW_CLI_EXIT_OK;
}
