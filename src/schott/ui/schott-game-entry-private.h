/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-entry-private.h: SchottGameEntry's fields, shared by its
 * files (schott-game-entry.c; the guided game and the autosave's news in
 * their own files, which call only schott-game-entry.c). */
#pragma once

#include "schott-game-entry.h"
#include "schott-game-over.h"
#include "schott-game-view.h"
#include "schott-guide.h"
#include "schott-setup-page.h"
#include "sw-coach.h"
#include "sw-game.h"

G_BEGIN_DECLS

struct _SchottGameEntry
{
  GObject            parent_instance;

  GSettings         *settings;      /* the application's, or NULL (tests) */
  gboolean           disposed;      /* its window is gone */
  AdwBin            *bin;
  SchottContent     *content;
  AdwBin            *setup_bin;     /* New Game's page in the window */
  SchottSetupPage   *setup_page;    /* in it, built when first needed */
  SchottGameView    *view;          /* built when first needed, see ensure_view() */
  SchottGameModel   *model;
  SchottGameModel   *saved;         /* the autosaved game offered for resuming */
  gboolean           offer_declined; /* "Start New Game" on that offer */
  gboolean           content_loaded;
  SchottSetupConfig *last_config;
  SchottGameOver    *over;          /* the result sheet, built when a game ends */
  SchottSetupConfig *again_config;  /* what Play Again starts */
  GtkWidget         *workshop;      /* weak: the editor, once built */
  guint              prebuild_id;
  gboolean           log_visible;   /* without settings: the toggle's state */
  /* what keeps the game from being saved (the window's banner) */
  char              *autosave_failure;
  gint64             autosave_mtime; /* the file's when it failed, ns; -1 none */
  gboolean           autosave_locked;
  guint              n_holds;       /* sw_game_hold() less sw_game_release() */
  /* the guided first game */
  GtkWidget         *table_box;     /* the bin's child: the coach above the view */
  SwCoach           *coach;         /* shown while a guide talks */
  SchottGuide       *guide;         /* NULL: no guided game going on */
  gboolean           guide_left;    /* without settings (tests): left or finished */
  GCancellable      *guide_pick;    /* a guided game's deal being looked for
                                     * (its GuidePick's), or NULL */
};

/* schott-game-entry.c */
void             _schott_game_entry_start_game       (SchottGameEntry         *self,
                                                      const SchottSetupConfig *config,
                                                      guint64                  seed);
SchottSetupPage *_schott_game_entry_ensure_setup     (SchottGameEntry *self);
gboolean         _schott_game_entry_has_unfinished   (SwGame *game);

/* schott-game-entry-guide.c */
void             _schott_game_entry_end_guide        (SchottGameEntry *self,
                                                      gboolean         left);
void             _schott_game_entry_on_coach_leave_cb (SwCoach         *coach,
                                                       SchottGameEntry *self);
gboolean         _schott_game_entry_has_guide        (SwGame *game);
void             _schott_game_entry_start_guided     (SwGame *game);
gboolean         _schott_game_entry_guide_done       (SwGame *game);
void             _schott_game_entry_resume_guide     (SchottGameEntry *self);

/* schott-game-entry-autosave.c */
void             _schott_game_entry_tell_autosave_state   (SchottGameEntry *self);
void             _schott_game_entry_watch_autosave        (SchottGameEntry *self,
                                                           SchottGameModel *model);
void             _schott_game_entry_tell_autosave_damaged (SchottGameEntry *self,
                                                           const GError    *error);
void             _schott_game_entry_on_autosave_locked_cb (SchottGameModel *model,
                                                           GParamSpec      *pspec,
                                                           SchottGameEntry *self);

G_END_DECLS
