/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-model.h: the GObject model of one SCHOTT World game.
 *
 * Wraps a SchottGame (the engine state machine). Views bind to its
 * properties and list models and animate its signals; they never touch
 * engine structs. Every decision, from a person (schott_game_model_decide())
 * or from a computer seat (the AI driver), goes through the engine's
 * schott_game_decide().
 *
 * Order of notifications for one applied decision:
 *   1. the "visible change" signals (card-exchanged ... stage-scored), one
 *      per engine log entry of those kinds, in engine order, and a line in
 *      "move-log" for every entry but a turn's start (the model's getters
 *      already return the state after the decision; the SchottPlayer /
 *      SchottRowModel objects still show the state before it, so a view
 *      can animate from old to new);
 *   2. the player and row objects are brought up to date (notify::*,
 *      items-changed); the model's own state is read with its getters;
 *   3. "decision-changed" (and notify::can-undo where it changed);
 *   4. the autosave is queued (if "autosave-path" is set); see
 *      schott_game_model_flush_autosave().
 */
#pragma once

#include <gio/gio.h>

#include "schott-engine.h"
#include "schott-model-enums.h"
#include "schott-player.h"
#include "schott-row-model.h"
#include "schott-log-line.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_GAME_MODEL (schott_game_model_get_type ())
G_DECLARE_FINAL_TYPE (SchottGameModel, schott_game_model, SCHOTT, GAME_MODEL, GObject)

/* One seat of the setup; the model copies the strings. */
typedef struct
{
  const char    *name;     /* display name, e.g. "Anna"; NULL or "": the
                            * seat's default name (schott_seat_default_name()),
                            * remade in the interface's language on resume */
  const char    *colour;   /* e.g. "#3584e4"; NULL: a default colour */
  SchottSeatKind kind;
  SchottAiLevel  level;    /* for SCHOTT_SEAT_COMPUTER */
} SchottSeatSetup;

/* "Player 2", "Computer 3": the default name of a seat (0-based), in the
 * language of the interface. */
char *schott_seat_default_name (SchottSeatKind kind,
                                guint          seat);

/* Gives the text of a question for the game's question language.
 *   seed:           the game's seed (for schott_question_deck_nth())
 *   serial:         the n-th question of this game (0-based)
 *   right_position: where (0..2) the right answer must be shown
 *   language:       BCP 47 tag, e.g. "de", "zh-CN"
 * Fills out_question (newly allocated) and out_answers[0..2] (newly
 * allocated each, in display order: out_answers[right_position] is the
 * right answer). Returns FALSE if it has no question; the model then shows
 * translated placeholder texts ("Question 4", "Answer A" ...). */
typedef gboolean (*SchottQuestionProvider) (guint64     seed,
                                            guint32     serial,
                                            guint       right_position,
                                            const char *language,
                                            char      **out_question,
                                            char      **out_answers,
                                            gpointer    user_data);

/*
 * Properties (only those something subscribes to, doc/model-signals.md;
 * notify only on change; R = read-only, RW = read-write):
 *   "speed"              SchottAiSpeed      RW delay before a computer
 *                                              decision is applied (bound to
 *                                              the "speed" setting)
 *   "autosave-path"      gchar*             RW file written after every
 *                                              applied decision (NULL: none);
 *                                              removed when the game is over;
 *                                              setting it takes the lock on
 *                                              its folder (see below)
 *   "autosave-locked"    gboolean           R  another instance holds the
 *                                              autosave folder: this game is
 *                                              not autosaved (the UI says
 *                                              "another window holds the
 *                                              game"); retried at each move
 *   "can-undo"           gboolean           R  schott_game_model_can_undo()
 *
 * Signals (player arguments are seat indices; cards are values, 0 = joker):
 *   "card-exchanged"    (gint player, gint pos, gint card_in, gint card_out,
 *                        gboolean from_discard)   card_out went to the discard
 *   "event-revealed"    (gint player, SchottEventKind kind, gint slot)
 *   "fast-track-played" (gint player)
 *   "bonus-earned"      (gint player, guint run_length, guint fields)
 *   "figure-moved"      (gint player, gint from, gint to,
 *                        SchottMoveReason reason)
 *   "question-asked"    (gint player, SchottQuestionReason reason,
 *                        gint amount, const gchar *question)
 *                        answers: schott_game_model_get_question_answer()
 *   "question-answered" (gint player, gboolean right, gint chosen,
 *                        gint right_position)
 *   "stage-scored"      (gint winner, gpointer summary)   winner -1: capped;
 *                        summary: const SchottStageSummary*, valid during
 *                        the emission (same as get_last_summary())
 *   "decision-changed"  ()                        after every applied decision
 *                        (and after restore/sync): refresh choices
 *   "autosave-failed"   (const GError *error)     an autosave could not be
 *                        written (or removed); the message names what and
 *                        where. Emitted once per run of failures: again only
 *                        after an autosave that worked.
 */

SchottGameModel *schott_game_model_new            (const SchottVariant   *variant,
                                                   const SchottSeatSetup *seats,
                                                   guint                  n_seats,
                                                   guint64                seed,
                                                   guint64                ai_seed,
                                                   GError               **error);
/* Autosave errors. */
#define SCHOTT_AUTOSAVE_ERROR (schott_autosave_error_quark ())
typedef enum
{
  SCHOTT_AUTOSAVE_ERROR_CORRUPT, /* the file was damaged and has been moved aside */
  SCHOTT_AUTOSAVE_ERROR_LOCKED,  /* another instance holds the autosave folder */
} SchottAutosaveError;
GQuark           schott_autosave_error_quark        (void);

/* Restores a game written by the autosave / schott_game_model_save().
 * First takes the lock on the file's folder (schott_game_model_lock_autosave():
 * SCHOTT_AUTOSAVE_ERROR_LOCKED when another instance holds it, and the
 * game is not resumed twice). Files over 1 MiB are refused before they are
 * read. A damaged file (too large, not a key file, a state the engine
 * refuses ...) is renamed to "PATH.corrupt-YYYYMMDD-HHMMSS" so that no
 * autosave overwrites it: SCHOTT_AUTOSAVE_ERROR_CORRUPT, whose message
 * says what was wrong and where the file went; *moved_to (may be NULL)
 * receives that path. A missing file (G_FILE_ERROR_NOENT), an unreadable
 * one (SCHOTT_IO_ERROR_FILE) or one from a newer version
 * (SCHOTT_ERROR_VERSION) stays where it is. */
SchottGameModel *schott_game_model_restore_autosave (const char  *path,
                                                     char       **moved_to,
                                                     GError     **error);
/* schott_game_model_restore_autosave (path, NULL, error). */
SchottGameModel *schott_game_model_new_from_autosave (const char  *path,
                                                      GError     **error);
/* Reads the game in an autosave without taking the folder's lock and
 * without moving a damaged file aside: a look at what another process is
 * writing (tests, previews). Never resume from it: it comes held
 * (schott_game_model_hold()), its computers never move. */
SchottGameModel *schott_game_model_peek_autosave     (const char  *path,
                                                      GError     **error);
/* Takes an flock on the folder of path for this process (GApplication's
 * uniqueness does not reach across two D-Bus sessions), once; the lock
 * goes with the process. Then removes the temporary files of autosaves
 * that were killed while writing. SCHOTT_AUTOSAVE_ERROR_LOCKED when
 * another process holds the folder. Call it at start-up, before offering
 * to resume; setting "autosave-path" calls it too. */
gboolean         schott_game_model_lock_autosave    (const char  *path,
                                                     GError     **error);
/* Writes the game plus seat setup atomically to path (unique temporary
 * file, fsync, rename, the previous file kept as PATH.bak; the same
 * writer as packs, schott_file_write_atomic()). Autosaves use it too. */
gboolean         schott_game_model_save           (SchottGameModel *self,
                                                   const char      *path,
                                                   GError         **error);
/* Autosaves are written by a background thread, in order (the main thread
 * only serialises the game). Blocks until every autosave asked for so far
 * is on disk: call before reading the file or quitting. */
void             schott_game_model_flush_autosave (void);
/* $XDG_DATA_HOME/schott-world/autosave.schott-save; free with g_free(). */
char            *schott_game_model_default_autosave_path (void);

/* --- state ------------------------------------------------------------ */
SchottPhase        schott_game_model_get_phase         (SchottGameModel *self);
SchottDecisionKind schott_game_model_get_decision      (SchottGameModel *self);
gint               schott_game_model_get_decider       (SchottGameModel *self);
gint               schott_game_model_get_active_player (SchottGameModel *self);
gboolean           schott_game_model_get_human_decides (SchottGameModel *self);
guint              schott_game_model_get_stage         (SchottGameModel *self);
guint              schott_game_model_get_turn          (SchottGameModel *self);
guint              schott_game_model_get_n_players     (SchottGameModel *self);
guint64            schott_game_model_get_seed          (SchottGameModel *self);
const char        *schott_game_model_get_variant_name  (SchottGameModel *self);
guint              schott_game_model_get_draw_count    (SchottGameModel *self);
gint               schott_game_model_get_discard_top   (SchottGameModel *self);
gint               schott_game_model_get_discard_second (SchottGameModel *self);
gint               schott_game_model_get_drawn_card    (SchottGameModel *self);
SchottEventKind    schott_game_model_get_current_event (SchottGameModel *self);
gboolean           schott_game_model_get_is_over       (SchottGameModel *self);
/* Bit p set: seat p won (0 while the game runs). */
guint              schott_game_model_get_winner_mask   (SchottGameModel *self);
/* The scoring of the last finished stage (winner -1 before any). */
const SchottStageSummary *schott_game_model_get_last_summary (SchottGameModel *self);

/* What the stage summary itemises beyond SchottStageSummary, per player,
 * as this model saw it happen (a game resumed mid-stage counts from the
 * resume on). */
typedef struct
{
  gint     bonus_fields;   /* consecutive-bonus fields moved this stage (R-TURN-4),
                            * before the scoring: not part of its move */
  gboolean reward_asked;   /* the stage winner's question (R-END-3) */
  gboolean reward_right;
  gint     reward_fields;  /* fields the right answer moved (0 when wrong) */
} SchottStageExtras;

/* Fills extras for player for the stage being scored or last scored:
 * valid from "stage-scored" until the next stage starts. */
void schott_game_model_get_stage_extras (SchottGameModel   *self,
                                         guint              player,
                                         SchottStageExtras *extras);

/* The fields each figure moved stage by stage (by any cause: rows,
 * bonuses, events, questions), one row a stage from the first to the
 * current one; the rows of a column add up to the figure's field. A game
 * resumed from a save without this record (an older version's) has a
 * first row for everything before the resume. */
guint schott_game_model_get_n_stage_rows (SchottGameModel *self);
/* Fills moves[0 .. n_players - 1] (may be NULL) for row (0-based) and
 * returns the stage it stands for; 0: the moves before the record began. */
guint schott_game_model_get_stage_row    (SchottGameModel *self,
                                          guint            row,
                                          gint            *moves);

/* --- players, rows, log --------------------------------------------- */
/* Transfer none; NULL if out of range. */
SchottPlayer    *schott_game_model_get_player     (SchottGameModel *self,
                                                   guint            index);
/* GListModel of SchottLogLine, transfer none; lines are only appended. */
GListModel      *schott_game_model_get_move_log   (SchottGameModel *self);

/* --- route and events ------------------------------------------------ */
guint            schott_game_model_get_route_length (SchottGameModel *self);
/* Location field value of a field (+1, +2, +3, -1; 0 = plain field). */
gint             schott_game_model_get_field_value  (SchottGameModel *self,
                                                     guint            field);
/* Field of a player's figure. */
gint             schott_game_model_get_figure       (SchottGameModel *self,
                                                     guint            player);
/* Event slots per player this stage (2 by default). */
guint            schott_game_model_get_n_event_slots (SchottGameModel *self);
/* Whether the slot was played; *kind is the revealed kind, or
 * SCHOTT_EVENT_NONE while the card is still face down (kinds stay hidden
 * until revealed, even from their owner, R-STAGE-2). FALSE if out of range. */
gboolean         schott_game_model_get_event_slot   (SchottGameModel *self,
                                                     guint            player,
                                                     guint            slot,
                                                     gboolean        *played,
                                                     SchottEventKind *kind);

/* --- questions ------------------------------------------------------- */
void             schott_game_model_set_question_provider (SchottGameModel       *self,
                                                          SchottQuestionProvider provider,
                                                          gpointer               user_data,
                                                          GDestroyNotify         destroy);
const char      *schott_game_model_get_question_language (SchottGameModel *self);
void             schott_game_model_set_question_language (SchottGameModel *self,
                                                          const char      *language);
/* The open question (phase SCHOTT_PHASE_QUESTION), else NULL. */
const char      *schott_game_model_get_question_text     (SchottGameModel *self);
/* Answer shown at position 0..2 of the open question, else NULL. */
const char      *schott_game_model_get_question_answer   (SchottGameModel *self,
                                                          guint            position);
gint             schott_game_model_get_question_player   (SchottGameModel *self);
SchottQuestionReason schott_game_model_get_question_reason (SchottGameModel *self);
gint             schott_game_model_get_question_amount   (SchottGameModel *self);
/* Pack ids in use; only stored with the autosave for the app to reload. */
void             schott_game_model_set_pack_ids     (SchottGameModel    *self,
                                                     const char * const *pack_ids);
const char * const *schott_game_model_get_pack_ids  (SchottGameModel    *self);

/* --- deciding -------------------------------------------------------- */
/* The legal choices for the current decider, transfer none; valid until
 * the next "decision-changed". */
const SchottChoice *schott_game_model_get_legal_choices (SchottGameModel *self,
                                                         guint           *n_choices);
gboolean         schott_game_model_is_legal       (SchottGameModel    *self,
                                                   const SchottChoice *choice);
/* Applies a choice for whoever decides now (a person; computers are driven
 * by the AI API below). Illegal choices: SCHOTT_ERROR_ILLEGAL_CHOICE, no
 * change. Cancels any pending computer decision. */
gboolean         schott_game_model_decide         (SchottGameModel    *self,
                                                   const SchottChoice *choice,
                                                   GError            **error);
/* A translated one-line description of a choice for the current decider,
 * e.g. "Take the 17 from the discard pile into position 5". */
char            *schott_game_model_describe_choice (SchottGameModel    *self,
                                                    const SchottChoice *choice);
/* The choice the strongest computer (SCHOTT_AI_EXPERT) would make for the
 * current decider, and a translated one-line explanation, e.g. "Take the 17
 * from the discard pile into position 5: your row would score 5 instead of
 * 4" (schott_hint_compute() on the decider's view). Runs synchronously
 * (the expert's one decision: about a millisecond): the app asks with
 * schott_game_model_hint_async() instead, to keep the main thread free. FALSE if the game is over or the
 * decision is an answer (a hint would give the answer away). */
gboolean         schott_game_model_hint           (SchottGameModel *self,
                                                   SchottChoice    *out_choice,
                                                   char           **out_explanation);
/* The same for a sub-step (SCHOTT_HINT_STEP_DISCARD_TAKEN: the person has
 * picked up the discard), with the hint's claims. */
gboolean         schott_game_model_hint_for_step  (SchottGameModel *self,
                                                   SchottHintStep   step,
                                                   SchottHint      *out_hint,
                                                   char           **out_explanation);

/* The hint of schott_game_model_hint_for_step(), computed on a worker
 * thread (GTask) from a copy of the decider's view, never from the game;
 * callback runs in the thread-default main context of the call. When the
 * game moves on first (any "decision-changed": a move, an undo) or
 * cancellable is cancelled, the hint is dropped: finish then fails with
 * G_IO_ERROR_CANCELLED, so a hint is only ever delivered for the position
 * it was asked on. Nothing to hint (the game is over, the decision is an
 * answer, step does not fit): G_IO_ERROR_NOT_FOUND. */
void             schott_game_model_hint_async     (SchottGameModel     *self,
                                                   SchottHintStep       step,
                                                   GCancellable        *cancellable,
                                                   GAsyncReadyCallback  callback,
                                                   gpointer             user_data);
gboolean         schott_game_model_hint_finish    (SchottGameModel     *self,
                                                   GAsyncResult        *result,
                                                   SchottHint          *out_hint,
                                                   char               **out_explanation,
                                                   GError             **error);
/* Tests: the worker waits this long before it computes a hint (0: none),
 * so a test can act while a hint is under way. */
void             schott_game_model_set_hint_delay_for_testing (SchottGameModel *self,
                                                               guint            delay_ms);

/* --- undo ------------------------------------------------------------ */
/* Whether a person's move can be taken back now ("can-undo"): the last
 * move a person started, with the computers' moves after it, until a
 * question is asked, another person decides or the game ends. */
gboolean         schott_game_model_can_undo       (SchottGameModel *self);
/* Takes that move back (the game as it was before it, the move log
 * too); drops what a computer was thinking. FALSE if there is none. */
gboolean         schott_game_model_undo           (SchottGameModel *self);

/* --- computer players ---------------------------------------------- */
/* The computers move only while nothing holds the game. Whatever must be
 * seen or answered before the next computer move takes a hold and
 * releases it when done: a sheet (a question, a stage summary), the board
 * while its figures move, the window while the game is out of sight.
 * Holds count: the game goes on once the last is released. Taking the
 * first drops what a computer was thinking (it thinks again on release).
 * A new or restored game starts unheld: a computer that opens it starts
 * thinking at once. */
void             schott_game_model_hold           (SchottGameModel *self);
void             schott_game_model_release        (SchottGameModel *self);
/* "held": at least one hold is taken. */
gboolean         schott_game_model_get_held       (SchottGameModel *self);
gboolean         schott_game_model_get_ai_thinking (SchottGameModel *self);
void             schott_game_model_set_speed      (SchottGameModel *self,
                                                   SchottAiSpeed    speed);
SchottAiSpeed    schott_game_model_get_speed      (SchottGameModel *self);
/* Whether seat p is a computer seat. */
gboolean         schott_game_model_is_computer    (SchottGameModel *self,
                                                   guint            player);
/* If the decider is a computer: computes and applies one decision now
 * (synchronously, ignoring speed). Returns FALSE if a human decides or the
 * game is over. Cancels pending async work first. */
gboolean         schott_game_model_step_ai        (SchottGameModel *self);
/* Plays computer decisions synchronously until a human must decide or the
 * game is over, at most max_steps (0 = no limit). Returns the number of
 * decisions applied. For tests and headless use. */
guint            schott_game_model_run_ai_until_human_or_over (SchottGameModel *self,
                                                               guint            max_steps);

/* --- tests only ------------------------------------------------------ */
/* The engine state, for tests to set up positions. After changing it call
 * schott_game_model_sync_for_testing(). */
SchottGame      *schott_game_model_get_game_for_testing  (SchottGameModel *self);
/* Re-reads everything from the engine state (drops pending AI work,
 * emits notify/items-changed for what changed, then "decision-changed"). */
void             schott_game_model_sync_for_testing      (SchottGameModel *self);
/* Manual testing: the people's face-down event cards of this stage become
 * these kinds (1 … 10), in seat order, slot by slot; 0 or out of range
 * skips a card. */
void             schott_game_model_set_people_events_for_testing (SchottGameModel *self,
                                                                  const guint     *kinds,
                                                                  guint            n_kinds);

G_END_DECLS
