/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-window-private.h: SwWindow's fields, shared by its files
 * (sw-window.c; the welcome page and the game chooser's choice in
 * sw-window-welcome.c, which calls only sw-window.c). */
#pragma once

#include "sw-autosave-banner.h"
#include "sw-game.h"
#include "sw-online-invitations.h"
#include "sw-resume-page.h"
#include "sw-welcome-page.h"
#include "sw-window.h"

G_BEGIN_DECLS

struct _SwWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay  *toast_overlay;
  SwAutosaveBanner *autosave_banner;
  SwOnlineInvitations *online_invitations; /* keeps the signed-in account */
  AdwViewStack     *view_stack;
  GtkStack         *game_stack;
  SwResumePage     *resume_page;   /* built at the first offer */
  SwWelcomePage    *welcome_page;
  AdwBin           *editor_bin;    /* a game's workshop */
  GtkToggleButton  *log_button;
  GtkButton        *back_button;
  GtkButton        *new_game_button;
  GtkButton        *undo_button;
  GtkMenuButton    *menu_button;
  GMenuModel       *primary_menu;  /* the main menu's, given when first opened */

  GSettings        *settings;      /* the application's, or NULL (tests) */
  GPtrArray        *games;         /* SwGame, in the order New Game offers them */
  guint32           held_games;    /* bit i: the window holds game i (out of sight) */
  guint             n_ready;
  gboolean          started;       /* a game was started or resumed here */
  SwGame           *resume_game;   /* the game the Resume page offers */
  /* New Game or the welcome shown over a game: the game stack's page it
   * came from (a game's table, or "resume"), where Back and Escape
   * return. */
  char             *back_page;
  GtkWidget        *back_focus;    /* weak: where the focus was in that game */
};

/* sw-window.c */
SwGame    *_sw_window_game_at               (SwWindow   *self,
                                             guint       index);
gboolean   _sw_window_is_game_page          (SwWindow   *self,
                                             const char *page);
AdwDialog *_sw_window_shown_result          (SwWindow   *self);
void       _sw_window_show_setup_page       (SwWindow   *self,
                                             SwGame     *game);
void       _sw_window_update_header_buttons (SwWindow   *self);

/* sw-window-welcome.c */
SwGame    *_sw_window_game_of_id            (SwWindow   *self,
                                             const char *id);
void       _sw_window_on_game_chosen_cb     (AdwAlertDialog *dialog,
                                             const char     *response,
                                             SwWindow       *self);
void       _sw_window_on_welcome_play_cb    (SwWelcomePage *page,
                                             SwGame        *game,
                                             SwWindow      *self);
void       _sw_window_on_welcome_resume_cb  (SwWelcomePage *page,
                                             SwGame        *game,
                                             SwWindow      *self);
void       _sw_window_on_welcome_guided_cb  (SwWelcomePage *page,
                                             SwGame        *game,
                                             SwWindow      *self);
void       _sw_window_on_welcome_rules_cb   (SwWelcomePage *page,
                                             SwGame        *game,
                                             SwWindow      *self);
void       _sw_window_welcome_action        (GtkWidget  *widget,
                                             const char *action_name,
                                             GVariant   *parameter);

G_END_DECLS
