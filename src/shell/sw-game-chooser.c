/* sw-game-chooser.c: the questions before a new game. */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-game-chooser.h"
#include "sw-game-info.h"

AdwDialog *
sw_game_chooser_new (const char *last)
{
  AdwAlertDialog *dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (_("New Game"),
                                                                    _("Which game would you like to play?")));
  const SwGameInfo * const *games = sw_game_table ();

  adw_alert_dialog_add_response (dialog, "cancel", _("_Cancel"));
  for (guint i = 0; games[i] != NULL; i++)
    adw_alert_dialog_add_response (dialog, games[i]->id, _(games[i]->mnemonic));
  if (last == NULL || !adw_alert_dialog_has_response (dialog, last))
    last = games[0]->id;
  adw_alert_dialog_set_response_appearance (dialog, last, ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (dialog, last);
  adw_alert_dialog_set_close_response (dialog, "cancel");
  return ADW_DIALOG (dialog);
}

AdwDialog *
sw_abandon_dialog_new (void)
{
  AdwDialog *dialog = adw_alert_dialog_new (_("Abandon the Current Game?"),
                                            _("The game in progress ends when the new game starts."));

  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "abandon", _("_Start New Game"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "abandon",
                                            ADW_RESPONSE_DESTRUCTIVE);
  /* Enter does not throw a game away */
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "cancel");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  return dialog;
}
