/* sw-game-info.h: a game as the window sees it. Each game describes itself
 * in its own folder (src/schott/ui/schott-game-entry.c,
 * src/bestpath/ui/bp-game-entry.c); sw-game-table.c lists them, and the
 * window knows games only through this table and the host it hands them.
 *
 * One game of the table, held by one window, is a "game" below: what
 * create() returned, passed back to every other function. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

typedef struct _SwGameInfo SwGameInfo;
typedef struct _SwGameHost SwGameHost;

/* What a game asks of the window that holds it (filled by the window). */
struct _SwGameHost
{
  GtkWidget *window;
  GSettings *settings;       /* the app's, or NULL (some tests) */
  /* The game's table is about to be shown, new or resumed: the window
   * shows the game's page and the other games drop theirs. */
  void       (*game_started)     (SwGameHost       *host,
                                  const SwGameInfo *game);
  /* The game's table is shown with its game on it ("game-shown"). */
  void       (*game_shown)       (SwGameHost       *host);
  /* The game is ready to be resumed or started (after load()). */
  void       (*game_ready)       (SwGameHost       *host);
  /* Whether a new game would replace one in progress (any game's). */
  gboolean   (*game_in_progress) (SwGameHost       *host);
  /* "Abandon the Current Game?": "abandon" or "cancel" in "response". */
  AdwDialog *(*abandon_dialog_new) (SwGameHost     *host);
  /* Shows the game's setup page again (a damaged autosave was set aside). */
  void       (*show_setup)       (SwGameHost       *host,
                                  const SwGameInfo *game);
  /* Offers the game's autosave ("Continue the Unfinished Game?"). */
  void       (*offer_resume)     (SwGameHost       *host,
                                  const SwGameInfo *game,
                                  const char       *description);
  /* Why the game is not being saved: failure (a message, or NULL when
   * saving works), folder (where it saves), locked (another window holds
   * the folder). */
  void       (*autosave_state)   (SwGameHost       *host,
                                  const char       *failure,
                                  const char       *folder,
                                  gboolean          locked);
  /* The move log is shown or hidden (the header's toggle follows). */
  void       (*log_shown)        (SwGameHost       *host,
                                  gboolean          shown);
  void       (*toast)            (SwGameHost       *host,
                                  const char       *text);
  /* Shows the Editor tab, the game's workshop (get_workshop), e.g. behind
   * a question about its unsaved work. */
  void       (*show_workshop)    (SwGameHost       *host);
};

struct _SwGameInfo
{
  const char *id;            /* "schott": the last-game setting, the chooser's response */
  const char *mnemonic;      /* N_("_SCHOTT"): its name on the chooser's button */
  const char *icon_name;
  const char *page;          /* its table's page in the window's game stack */
  const char *setup_page;    /* its New Game page there, or NULL: a dialog */

  /* page: the bin of its table's page, where it puts its view (built when
   * first needed). content: what the application loads once for all its
   * windows (SCHOTT's packs and variants), which the window only hands on. */
  gpointer   (*create)        (SwGameHost  *host,
                               AdwBin      *page,
                               GObject     *content);
  void       (*destroy)       (gpointer     game);
  /* Its New Game page, built by create() (only if setup_page is set). */
  GtkWidget *(*get_setup)     (gpointer     game);
  /* The window is on screen: load what the game needs, then call
   * host->game_ready (the window resumes a game once all are ready). */
  void       (*load)          (gpointer     game);
  /* Optional. Tests and the benchmark start a game without a click;
   * TRUE: started. */
  gboolean   (*autostart)     (gpointer     game);
  /* At start-up: brings an unfinished game back (or offers it through
   * host->offer_resume); TRUE if it did. */
  gboolean   (*restore)       (gpointer     game);
  /* The player chose it in New Game: its setup (the page is shown by the
   * window first, or the game presents its own dialog). */
  void       (*new_game)      (gpointer     game);
  /* "Resume" on the offer made through host->offer_resume (only the
   * games that make one). */
  void       (*resume)        (gpointer     game);
  /* Another game took its place (the player confirmed): its game ends
   * and its autosave goes: one unfinished game at a time. */
  void       (*discard)       (gpointer     game);
  gboolean   (*in_progress)   (gpointer     game);
  /* Optional. Its table is out of sight (New Game, the editor, another
   * game): its computers wait. */
  void       (*set_paused)    (gpointer     game,
                               gboolean     paused);
  /* Optional. The focus onto its table (back from New Game). */
  void       (*focus)         (gpointer     game);
  void       (*show_rules)    (gpointer     game);
  /* Optional (NULL): the move log toggle (returns whether it is shown
   * now) and a hint. */
  gboolean   (*toggle_log)    (gpointer     game,
                               gboolean     shown);
  void       (*hint)          (gpointer     game);
  /* Optional. Its result sheet: the end of its game, which it presents
   * over the window when its game ends (built by create()). While it is
   * shown the window's page is "over"; its title is the headline
   * (sw_window_get_result_title); New Game closes it. */
  AdwDialog *(*get_result)    (gpointer     game);
  /* Optional. Its statistics, a dialog over the window (the main menu's
   * Statistics: the game on show's, else the first game's that keeps
   * them). */
  void       (*show_statistics) (gpointer   game);
  /* Optional, one game of the table: its workshop, the page of the
   * window's Editor tab (SCHOTT's pack editor), built on the first call,
   * when the tab is first shown. */
  GtkWidget *(*get_workshop)  (gpointer     game);
  /* Opens path in its workshop ("Open in Editor"), or with NULL asks
   * which file (Ctrl+O on the Editor tab). Required with get_workshop. */
  void       (*workshop_open) (gpointer     game,
                               const char  *path);
  /* Optional. The window is asked to close: FALSE lets it close; TRUE
   * keeps it open while the game asks the player first (unsaved work in
   * its workshop), and the game closes the window itself once answered. */
  gboolean   (*close_request) (gpointer     game);
};

/* The games, in the order New Game offers them; NULL-terminated. */
const SwGameInfo * const *sw_game_table (void);

G_END_DECLS
