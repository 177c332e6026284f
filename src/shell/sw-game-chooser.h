/* sw-game-chooser.h: the questions before a new game: which game,
 * and whether to abandon the one in progress. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* "Which game would you like to play?": one response per game of the
 * table (its id), and "cancel". last: the id chosen last time, the default. */
AdwDialog *sw_game_chooser_new    (const char *last);
/* "Abandon the Current Game?": "abandon" or "cancel" (the default). */
AdwDialog *sw_abandon_dialog_new  (void);

G_END_DECLS
