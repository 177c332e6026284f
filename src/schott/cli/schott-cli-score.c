/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-cli-score.c: `schott-cli score [--max N] CARD...` (R-STAGE-4, R-STAGE-5). */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "schott-cli-private.h"

int
schott_cli_score_main (int    argc,
                       char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  int max_value = 50;
  SchottCard row[SCHOTT_MAX_ROW];
  guint len = 0;
  const GOptionEntry entries[] = {
    { "max", 'm', 0, G_OPTION_ARG_INT, &max_value,
      N_("Highest card value N (default 50)"), "N" },
    { NULL }
  };

  context = g_option_context_new (_("CARD… — score a row; a CARD is a number or J for a joker"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!sw_cli_parse_options (context, TRUE, &argc, &argv))
    return SW_CLI_EXIT_USAGE;

  if (max_value < 1 || max_value > SCHOTT_MAX_VALUE)
    return sw_cli_usage_error (_("--max must be between 1 and %d"), SCHOTT_MAX_VALUE);
  if (argc < 2)
    return sw_cli_usage_error (_("No cards given"));
  if (argc - 1 > SCHOTT_MAX_ROW)
    return sw_cli_usage_error (_("Too many cards: a row has at most %d"), SCHOTT_MAX_ROW);

  for (int i = 1; i < argc; i++)
    {
      guint64 value;

      if (g_ascii_strcasecmp (argv[i], "J") == 0)
        row[len++] = SCHOTT_JOKER;
      else if (g_ascii_string_to_unsigned (argv[i], 10, 1, (guint64) max_value, &value, NULL))
        row[len++] = (SchottCard) value;
      else
        return sw_cli_usage_error (_("Invalid card “%s”: expected J or a number from 1 to %d"),
                                       argv[i], max_value);
    }

  printf ("{\"prefix\": %u, \"score\": %u, \"complete\": %s}\n",
          schott_row_prefix (row, len, (guint) max_value),
          schott_row_score (row, len, (guint) max_value),
          schott_row_is_ascending (row, len, (guint) max_value) ? "true" : "false");

  return SW_CLI_EXIT_OK;
}
