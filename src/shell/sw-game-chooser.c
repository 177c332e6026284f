/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-game-chooser.c: the question before a new game. */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-game-chooser.h"

/* A name shown with its mnemonic ("_Best Path", "最佳路径(_B)"), as read:
 * "Best Path", "最佳路径". */
static char *
without_mnemonic (const char *label)
{
  GString *name = g_string_new (NULL);

  for (const char *p = label; *p != '\0'; p++)
    {
      if (p[0] == '(' && p[1] == '_' && p[2] != '\0' && p[3] == ')')
        p += 3;
      else if (*p != '_')
        g_string_append_c (name, *p);
    }
  return g_strstrip (g_string_free (name, FALSE));
}

AdwDialog *
sw_game_chooser_new (GPtrArray  *games,
                     SwGame     *on_show,
                     const char *last)
{
  AdwAlertDialog *dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (_("New Game"),
                                                                    _("Which game would you like to play?")));
  g_autoptr(GString) waiting = g_string_new (NULL);

  g_return_val_if_fail (games != NULL && games->len > 0, NULL);
  adw_alert_dialog_add_response (dialog, "cancel", _("_Cancel"));
  for (guint i = 0; i < games->len; i++)
    {
      SwGame *game = g_ptr_array_index (games, i);
      const SwGameDescription *d = sw_game_describe (game);

      adw_alert_dialog_add_response (dialog, d->id, _(d->mnemonic));
    }
  /* each game keeps its own unfinished game: the way back to the others' */
  for (guint i = 0; i < games->len; i++)
    {
      SwGame *game = g_ptr_array_index (games, i);
      const SwGameDescription *d = sw_game_describe (game);
      g_autofree char *response = NULL;
      g_autofree char *name = NULL;
      g_autofree char *label = NULL;

      if (game == on_show || !sw_game_has_unfinished (game))
        continue;
      response = g_strconcat (SW_GAME_CHOOSER_CONTINUE, d->id, NULL);
      name = without_mnemonic (_(d->mnemonic));
      /* Translators: a button of the New Game question; %s is a game's
       * name ("SCHOTT", "Best Path") */
      label = g_strdup_printf (_("Continue %s"), name);
      adw_alert_dialog_add_response (dialog, response, label);
      if (waiting->len > 0)
        g_string_append (waiting, "\n");
      /* Translators: said on the New Game question; %s is a game's name */
      g_string_append_printf (waiting, _("An unfinished game of %s is waiting."), name);
    }
  if (waiting->len > 0)
    adw_alert_dialog_format_body (dialog, "%s\n%s", _("Which game would you like to play?"), waiting->str);
  if (last == NULL || !adw_alert_dialog_has_response (dialog, last))
    last = sw_game_describe (g_ptr_array_index (games, 0))->id;
  adw_alert_dialog_set_response_appearance (dialog, last, ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (dialog, last);
  adw_alert_dialog_set_close_response (dialog, "cancel");
  return ADW_DIALOG (dialog);
}
