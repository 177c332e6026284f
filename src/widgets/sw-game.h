/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-game.h: a game as the window sees it, the contract every game of the
 * application implements (SCHOTT's SchottGameEntry, Best Path's
 * BpGameEntry). The window keeps a list of SwGame objects and knows
 * nothing else of them: it calls the interface's functions, and listens
 * to its signals for what a game asks of the window. Every optional part
 * has a default, so a game implements only what it has. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* What never changes about a game. */
typedef struct
{
  const char *id;          /* "schott": the last-game setting, the chooser's response */
  const char *mnemonic;    /* N_("_SCHOTT"): its name on the chooser's button */
  const char *icon_name;
  const char *page;        /* its table's page in the window's game stack */
  const char *setup_page;  /* its New Game page there, or NULL: a dialog */
  /* The welcome page's (sw-welcome-page.c); NULL: not on it. */
  const char *name;        /* N_("Best Path"): its name as read */
  const char *summary;     /* N_(…): what it is, in one line */
  const char *picture;     /* a resource path: its picture (an SVG) */
} SwGameDescription;

#define SW_TYPE_GAME (sw_game_get_type ())
G_DECLARE_INTERFACE (SwGame, sw_game, SW, GAME, GObject)

struct _SwGameInterface
{
  GTypeInterface parent_iface;

  /* Required. */
  const SwGameDescription *(*describe) (SwGame *self);
  /* Its table's page (the game puts its view in it when first needed). */
  GtkWidget  *(*get_page)        (SwGame     *self);
  /* The window is on screen: load what the game needs, then emit
   * "ready" (the window brings an unfinished game back once all are). */
  void        (*load)            (SwGame     *self);
  /* The player chose it in New Game: its setup (the window shows the
   * setup page first, or the game presents its own dialog). */
  void        (*new_game)        (SwGame     *self);
  void        (*show_rules)      (SwGame     *self,
                                  GtkWidget  *parent);

  /* Optional: the defaults say "none" or do nothing. */
  /* Its New Game page (only if describe()->setup_page is set). */
  GtkWidget  *(*get_setup)       (SwGame     *self);
  /* Tests and the benchmark start a game without a click; TRUE: started. */
  gboolean    (*autostart)       (SwGame     *self);
  /* At start-up: brings its unfinished game back (or offers it with
   * "offer-resume"); TRUE if it did. */
  gboolean    (*restore)         (SwGame     *self);
  /* "Resume" on the offer it made with "offer-resume". */
  void        (*resume)          (SwGame     *self);
  /* "Start New Game" on that offer: the player has chosen; the saved game
   * ends when a new one starts, without asking again. */
  void        (*decline_resume)  (SwGame     *self);
  /* Whether it has an unfinished game, on its table or saved. */
  gboolean    (*has_unfinished)  (SwGame     *self);
  /* Holds its game: its computers wait until every hold is released
   * (the window holds a game while its table is out of sight: New Game,
   * the editor, another game). Holds count; they carry over to the next
   * game it starts. */
  void        (*hold)            (SwGame     *self);
  void        (*release)         (SwGame     *self);
  /* The focus onto its table (back from New Game). */
  void        (*focus)           (SwGame     *self);
  /* Whether it keeps a move log the header's toggle shows. */
  gboolean    (*has_move_log)    (SwGame     *self);
  /* Shows or hides the log; returns whether it is shown now. */
  gboolean    (*toggle_log)      (SwGame     *self,
                                  gboolean    shown);
  void        (*hint)            (SwGame     *self);
  /* Its result sheet, presented over the window when its game ends. While
   * it is shown the window's page is "over"; New Game closes it. */
  AdwDialog  *(*get_result)      (SwGame     *self);
  /* Its statistics over parent; FALSE if it keeps none. */
  gboolean    (*show_statistics) (SwGame     *self,
                                  GtkWidget  *parent);
  /* Its workshop, the page of the window's Editor tab (one game of the
   * window has one), built on the first call. */
  GtkWidget  *(*get_workshop)    (SwGame     *self);
  /* Opens file in its workshop, or with NULL asks which file. */
  void        (*workshop_open)   (SwGame     *self,
                                  GFile      *file);
  /* The window is asked to close: FALSE lets it; TRUE keeps it open while
   * the game asks the player first, and closes the window once answered. */
  gboolean    (*close_request)   (SwGame     *self);
  /* Whether the move shown last can be taken back now (the window's Undo,
   * Ctrl+Z); the game emits "undo-changed" when that changes. */
  gboolean    (*can_undo)        (SwGame     *self);
  /* Takes it back (and the computers' moves after it). */
  void        (*undo)            (SwGame     *self);
  /* Adds its own groups to the Preferences page (rows bound to its
   * settings); the application's own rows come first. */
  void        (*add_preferences) (SwGame             *self,
                                  AdwPreferencesPage *page);

  /* The guided first game (the welcome's "Learn by Playing"): whether the
   * game has one, starts it (over its own unfinished game, which ends:
   * the game emits "started" as for any new game), and whether the
   * player has left or finished it once (then the welcome no longer
   * suggests it). */
  gboolean    (*has_guide)       (SwGame     *self);
  void        (*start_guided)    (SwGame     *self);
  gboolean    (*guide_done)      (SwGame     *self);

  /* Online tables (the window's Play Online): whether the game has them,
   * and the page that hosts one (room NULL) or joins the table at room,
   * on connection (the signed-in SwXmpp; a GObject here so that this
   * contract stays below the network code). */
  gboolean    (*has_online)      (SwGame     *self);
  AdwNavigationPage *(*online_page) (SwGame  *self,
                                  GObject    *connection,
                                  const char *room);
};

const SwGameDescription *sw_game_describe (SwGame *self);
const char *sw_game_get_id          (SwGame     *self);
GtkWidget  *sw_game_get_page        (SwGame     *self);
void        sw_game_load            (SwGame     *self);
void        sw_game_new_game        (SwGame     *self);
void        sw_game_show_rules      (SwGame     *self,
                                     GtkWidget  *parent);
GtkWidget  *sw_game_get_setup       (SwGame     *self);
gboolean    sw_game_autostart       (SwGame     *self);
gboolean    sw_game_restore         (SwGame     *self);
void        sw_game_resume          (SwGame     *self);
void        sw_game_decline_resume  (SwGame     *self);
gboolean    sw_game_has_unfinished  (SwGame     *self);
void        sw_game_hold            (SwGame     *self);
void        sw_game_release         (SwGame     *self);
void        sw_game_focus           (SwGame     *self);
gboolean    sw_game_has_move_log    (SwGame     *self);
gboolean    sw_game_toggle_log      (SwGame     *self,
                                     gboolean    shown);
void        sw_game_hint            (SwGame     *self);
AdwDialog  *sw_game_get_result      (SwGame     *self);
gboolean    sw_game_show_statistics (SwGame     *self,
                                     GtkWidget  *parent);
GtkWidget  *sw_game_get_workshop    (SwGame     *self);
void        sw_game_workshop_open   (SwGame     *self,
                                     GFile      *file);
gboolean    sw_game_close_request   (SwGame     *self);
gboolean    sw_game_can_undo        (SwGame     *self);
gboolean    sw_game_has_online      (SwGame     *self);
AdwNavigationPage *sw_game_online_page (SwGame     *self,
                                     GObject    *connection,
                                     const char *room);
void        sw_game_add_preferences (SwGame             *self,
                                     AdwPreferencesPage *page);
void        sw_game_undo            (SwGame     *self);
gboolean    sw_game_has_guide       (SwGame     *self);
void        sw_game_start_guided    (SwGame     *self);
gboolean    sw_game_guide_done      (SwGame     *self);

/* What a game asks of the window: each emits the signal of that name.
 *   "started"        its table is about to be shown, a new or resumed game;
 *   "shown"          its table is shown with its game on it;
 *   "ready"          it has loaded what load() started;
 *   "show-setup"     show its New Game page again (a damaged autosave);
 *   "offer-resume"   offer its saved game (description: who, where);
 *   "autosave-state" why its game is not being saved: failure (NULL when
 *                    saving works), folder, locked (another window holds it);
 *   "log-shown"      its move log was shown or hidden;
 *   "toast"          a short message;
 *   "show-workshop"  show the Editor tab (unsaved work to ask about);
 *   "undo-changed"   what can_undo() says may have changed. */
void        sw_game_emit_started        (SwGame     *self);
void        sw_game_emit_shown          (SwGame     *self);
void        sw_game_emit_ready          (SwGame     *self);
void        sw_game_emit_show_setup     (SwGame     *self);
void        sw_game_emit_offer_resume   (SwGame     *self,
                                         const char *description);
void        sw_game_emit_autosave_state (SwGame     *self,
                                         const char *failure,
                                         const char *folder,
                                         gboolean    locked);
void        sw_game_emit_log_shown      (SwGame     *self,
                                         gboolean    shown);
void        sw_game_emit_toast          (SwGame     *self,
                                         const char *text);
void        sw_game_emit_show_workshop  (SwGame     *self);
void        sw_game_emit_undo_changed   (SwGame     *self);

/* "Abandon the Current Game?": "abandon" or "cancel" in "response". */
AdwDialog  *sw_abandon_dialog_new       (void);

G_END_DECLS
