/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-setup-page.h: Best Path's New Game page: who plays (1–4 seats, each a
 * person or a computer level, with a name) and, alone, the daily deck;
 * remembered in GSettings. A page in the window, as SCHOTT's New Game:
 * the game on the table stays behind it until Start begins the new one. */
#pragma once

#include <adwaita.h>

#include "bp-game-model.h"

G_BEGIN_DECLS

#define BP_TYPE_SETUP_PAGE (bp_setup_page_get_type ())
G_DECLARE_FINAL_TYPE (BpSetupPage, bp_setup_page, BP, SETUP_PAGE, AdwBin)

/*
 * Signals:
 *   "start" ()   Start Game was pressed: whoever shows the page asks
 *                about a game in progress, then calls bp_setup_page_start().
 */

/* settings: the app's GSettings (best-path-* keys); may be NULL. */
GtkWidget   *bp_setup_page_new              (GSettings   *settings);
/* Starts the game as set up on model (and stores the setup). */
void         bp_setup_page_start            (BpSetupPage *self,
                                             BpGameModel *model);
/* New Game opens at its top, the focus on Start Game. */
void         bp_setup_page_reset_view       (BpSetupPage *self);

/* For tests: the widgets a person uses. seat: 0..3. */
AdwComboRow *bp_setup_page_get_kind_row     (BpSetupPage *self,
                                             guint        seat);
AdwEntryRow *bp_setup_page_get_name_row     (BpSetupPage *self,
                                             guint        seat);
GtkButton   *bp_setup_page_get_start_button (BpSetupPage *self);

G_END_DECLS
