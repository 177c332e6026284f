/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-game-model.h: the GObject model of one Best Path game.
 *
 * Wraps a BpGame (the engine state machine). People draw their extension
 * into a draft that stays private and changeable until they commit
 * (R-ROUND-6); computer players choose on a worker thread (GTask) as soon
 * as the card is turned, and a result that arrives for a game or round that
 * is no longer current is dropped. After every commit the game is saved to
 * "autosave-path" (if set), so a crash loses at most one draft.
 *
 * Views listen to "changed" (anything in the draft or the game), to
 * "round-resolved" (show every new line and who scored what) and to the
 * properties (read-only, notify on change): "round" (guint, 1..15, 16
 * once over), "current" (gint, bp_game_model_get_current()), "thinking"
 * (gboolean, a computer seat thinks) and "can-undo" (gboolean).
 */
#pragma once

#include <gio/gio.h>

#include "bp-engine.h"

G_BEGIN_DECLS

#define BP_TYPE_GAME_MODEL (bp_game_model_get_type ())
G_DECLARE_FINAL_TYPE (BpGameModel, bp_game_model, BP, GAME_MODEL, GObject)

/* Seat labels as stored in saves: "person" or a level name ("easy", …). */
#define BP_SEAT_PERSON "person"

BpGameModel  *bp_game_model_new              (void);

void          bp_game_model_set_autosave_path (BpGameModel *self,
                                               const char  *path);
const char   *bp_game_model_get_autosave_path (BpGameModel *self);
void          bp_game_model_set_scores_path  (BpGameModel *self,
                                              const char  *path);
char         *bp_game_model_default_autosave_path (void);
char         *bp_game_model_default_scores_path   (void);
/* Waits until no computer player or hint is thinking (tests, quitting). */
void          bp_game_model_wait_idle        (BpGameModel *self);

/* names and seats hold n_players entries; seats are BP_SEAT_PERSON or
 * level names. */
void          bp_game_model_start            (BpGameModel        *self,
                                              guint               n_players,
                                              const char * const *names,
                                              const char * const *seats,
                                              guint64             seed);
/* Solo with the card order of the day (date "YYYY-MM-DD"). */
void          bp_game_model_start_daily      (BpGameModel *self,
                                              const char  *name,
                                              const char  *date);
/* Plays again with the same seats (and, for the daily deck, the same day). */
void          bp_game_model_play_again       (BpGameModel *self,
                                              guint64      seed);
gboolean      bp_game_model_resume           (BpGameModel *self,
                                              GError     **error);
gboolean      bp_game_model_has_game         (BpGameModel *self);

const BpGame *bp_game_model_get_game         (BpGameModel *self);
guint         bp_game_model_get_n_players    (BpGameModel *self);
const char   *bp_game_model_get_name         (BpGameModel *self,
                                              guint        player);
gboolean      bp_game_model_is_person        (BpGameModel *self,
                                              guint        player);
guint         bp_game_model_get_n_persons    (BpGameModel *self);
gboolean      bp_game_model_is_solo          (BpGameModel *self);
/* The date of a daily deck game, else NULL. */
const char   *bp_game_model_get_daily        (BpGameModel *self);
gboolean      bp_game_model_is_over          (BpGameModel *self);
guint         bp_game_model_get_round        (BpGameModel *self);
/* The person drawing now, or -1 (waiting for computer players, over). */
int           bp_game_model_get_current      (BpGameModel *self);
gboolean      bp_game_model_get_thinking     (BpGameModel *self);

/* The draft of the current person. */
guint         bp_game_model_get_draft_end    (BpGameModel *self);
const BpExtension *bp_game_model_get_draft   (BpGameModel *self);
/* Fields that may be added to the draft now (a bit per field). */
guint64       bp_game_model_get_next_fields  (BpGameModel *self);
/* How many card fields of each colour the draft has used. */
void          bp_game_model_get_draft_used   (BpGameModel *self,
                                              guint8       used[BP_N_COLOURS]);
void          bp_game_model_switch_end       (BpGameModel *self);
gboolean      bp_game_model_set_draft_end    (BpGameModel *self,
                                              guint        end);
/* Adds a legal field; a click on the draft's last field takes it back, on
 * an end of the line (with an empty draft) picks that end. Returns TRUE if
 * anything changed. */
gboolean      bp_game_model_activate_field   (BpGameModel *self,
                                              guint        field);
gboolean      bp_game_model_draft_add        (BpGameModel *self,
                                              guint        field);
gboolean      bp_game_model_take_back        (BpGameModel *self);
void          bp_game_model_clear_draft      (BpGameModel *self);
/* Commits the draft (an empty draft passes). NULL on success, else the
 * refusing rule id. */
const char   *bp_game_model_commit           (BpGameModel *self);
const char   *bp_game_model_pass             (BpGameModel *self);

/* Whether a person's commit (a pass too) can be taken back now
 * ("can-undo"): the last one, with the computers' commits after it, until
 * another person commits or the game ends. */
gboolean      bp_game_model_can_undo         (BpGameModel *self);
/* Takes it back: the game as it was before it, that person's extension
 * in their draft again; what a computer was thinking is dropped. FALSE if
 * there is none. */
gboolean      bp_game_model_undo             (BpGameModel *self);

/* Expert's advice for the current person, computed off the main thread;
 * "changed" is emitted when it is ready. */
void          bp_game_model_request_hint     (BpGameModel *self);
const BpExtension *bp_game_model_get_hint    (BpGameModel *self,
                                              const char **why);

/* The announcement of a resolved round (1..15): one line per player. */
char         *bp_game_model_describe_round   (BpGameModel *self,
                                              guint        round);
/* Points of each number for a player right now: v if still worth full for
 * them, bp_half (v) if only half, 0 if they reached it already. */
int           bp_game_model_number_worth     (BpGameModel *self,
                                              guint        player,
                                              guint        value);

/* Solo high scores, -1000 when none. */
int           bp_game_model_best_for_board   (BpGameModel *self,
                                              guint        board);
int           bp_game_model_best_overall     (BpGameModel *self);
int           bp_game_model_best_daily       (BpGameModel *self,
                                              const char  *date);
/* TRUE if the finished solo game set a new best (board, overall or day). */
gboolean      bp_game_model_is_new_best      (BpGameModel *self);

char         *bp_daily_date_today            (void);
/* A score as text, a negative one with the real minus sign (U+2212):
 * "12", "−3". */
char         *bp_format_score                (int          score);

G_END_DECLS
