/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-game-model-private.h: BpGameModel's struct, shared by the model
 * (bp-game-model.c), the person's draft (bp-game-model-draft.c) and what
 * it keeps on disk (bp-game-model-save.c). The side files call only the
 * model's file, never each other. */
#pragma once

#include "bp-game-model.h"
#include "sw-seat-runner.h"

G_BEGIN_DECLS

struct _BpGameModel
{
  GObject       parent_instance;

  gboolean      has_game;
  BpGame        game;
  char         *names[BP_MAX_PLAYERS];
  char         *seats[BP_MAX_PLAYERS];
  char         *daily;          /* "YYYY-MM-DD" for a daily deck game */

  int           current;        /* the person drawing, or -1 */
  BpExtension   draft;
  guint         draft_end;

  /* Thinks for every computer seat that must decide; invalidated
   * whenever the game or round changes, so a computer player's or a
   * hint's result for an older generation is dropped. */
  SwSeatRunner *seat_runner;
  gboolean      thinking;       /* a computer seat thinks */
  guint         n_hinting;

  gboolean      has_hint;
  BpExtension   hint;
  char         *hint_why;

  /* BpUndoPoint: the game before each of the last commits of a person,
   * while they can still be taken back (bp_game_model_undo()) */
  GArray       *undo_points;
  gboolean      can_undo;

  gboolean      new_best;
  char         *autosave_path;
  char         *scores_path;
  GKeyFile     *scores;
};

/* bp-game-model.c */
void _bp_game_model_emit_changed     (BpGameModel *self);

/* bp-game-model-save.c */
/* text NULL: remove the file (and its backup); takes text */
void bp_game_model_queue_save        (const char  *path,
                                      char        *text);
void bp_game_model_autosave          (BpGameModel *self);
void bp_game_model_record_solo_score (BpGameModel *self);

G_END_DECLS
