/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-model-private.h: the model's struct, shared by its files */
#pragma once

#include "schott-game-model.h"
#include "sw-seat-runner.h"

G_BEGIN_DECLS

/* Only what something in src/ subscribes to (doc/model-signals.md); the
 * rest of the state is read through the getters. */
enum {
  PROP_0,
  PROP_SPEED,
  PROP_AUTOSAVE_PATH,
  PROP_AUTOSAVE_LOCKED,
  PROP_CAN_UNDO,
  N_PROPS
};

enum {
  CARD_EXCHANGED,
  EVENT_REVEALED,
  FAST_TRACK_PLAYED,
  BONUS_EARNED,
  FIGURE_MOVED,
  QUESTION_ASKED,
  QUESTION_ANSWERED,
  STAGE_SCORED,
  DECISION_CHANGED,
  AUTOSAVE_FAILED,
  N_SIGNALS
};

typedef struct _SchottUndoPoint SchottUndoPoint;

/* The start of a stage: stage and where every figure stood. */
typedef struct
{
  guint stage;
  gint  figure[SCHOTT_MAX_PLAYERS];
} StageMark;

#define SET_AND_NOTIFY(self, field, value, prop)                          \
  G_STMT_START {                                                          \
    if ((self)->field != (value))                                         \
      {                                                                   \
        (self)->field = (value);                                          \
        g_object_notify_by_pspec (G_OBJECT (self),                        \
                                  _schott_game_model_properties[prop]);   \
      }                                                                   \
  } G_STMT_END

struct _SchottGameModel
{
  GObject        parent_instance;

  SchottGame     game;
  SchottAi       ai[SCHOTT_MAX_PLAYERS];
  SchottSeatKind kinds[SCHOTT_MAX_PLAYERS];
  GListStore    *players;
  GListStore    *move_log;

  SchottChoice  *choices;
  guint          n_choices;
  gboolean       choices_valid;

  /* the state as of the last sync (the getters' answers) */
  SchottPhase        phase;
  SchottDecisionKind decision;
  gint               decider;
  gint               active;
  gboolean           human_decides;
  guint              stage;
  guint              turn;
  guint              draw_count;
  guint              discard_count;
  gint               discard_top;
  gint               discard_second;
  gint               drawn_card;
  SchottEventKind    current_event;
  gboolean           is_over;

  /* the open question */
  char              *question_text;
  char              *question_answers[3];
  gint               question_player;
  SchottQuestionReason question_reason;
  gint               question_amount;
  gboolean           question_loaded;
  guint32            question_loaded_serial;

  /* per stage, for schott_game_model_get_stage_extras() */
  SchottStageExtras  extras[SCHOTT_MAX_PLAYERS];
  gboolean           reward_open;      /* the reward question is being answered */

  /* where each figure stood when a stage began (StageMark), for
   * schott_game_model_get_stage_row(); figures as the log moved them */
  GArray            *stage_marks;
  gint               tracked_figure[SCHOTT_MAX_PLAYERS];

  char              *language;
  char             **pack_ids;
  SchottQuestionProvider provider;
  gpointer           provider_data;
  GDestroyNotify     provider_destroy;

  /* computer players */
  /* schott_game_model_hold(): the computers move only while it is 0 (a
   * sheet, an animation, the game out of sight each hold it) */
  guint              hold_count;
  SchottAiSpeed      speed;
  /* thinks for the deciding computer seat at the speed's pace; every
   * change of the game invalidates what it has under way */
  SwSeatRunner      *seat_runner;

  /* hints on a worker (schott-game-model-text.c): "decision-changed"
   * bumps the serial and cancels the hints under way */
  guint64            hint_serial;
  GCancellable      *hint_cancellable;
  guint              hint_delay_ms;    /* tests */

  char              *autosave_path;
  gboolean           autosave_locked;  /* another instance holds the folder */
  gint               autosave_failing; /* atomic: a failure was reported, no success since */
  gboolean           emitting;

  /* SchottUndoPoint: where each of the last moves of a person began */
  GPtrArray         *undo_points;
  gboolean           can_undo;
};

/* schott-game-model-text.c */
char *_schott_game_model_log_text       (SchottGameModel      *self,
                                         const SchottLogEntry *entry);
const char *_schott_game_model_player_name (SchottGameModel *self,
                                            gint             player);
const char *_schott_event_kind_title    (SchottEventKind kind);
void        _schott_game_model_hint_moved_on (SchottGameModel *self);

/* schott-game-model.c */
/* the class's pspecs and signal ids, for every file of the model */
extern GParamSpec *_schott_game_model_properties[N_PROPS];
extern guint       _schott_game_model_signals[N_SIGNALS];

SchottPlayer *_schott_game_model_peek_player   (SchottGameModel       *self,
                                                guint                  index);
void          _schott_game_model_setup_players (SchottGameModel       *self,
                                                const SchottSeatSetup *seats);

/* schott-game-model-play.c */
void     _schott_game_model_clear_question      (SchottGameModel    *self);
void     _schott_game_model_sync_all            (SchottGameModel    *self);
void     _schott_game_model_add_log_line        (SchottGameModel    *self,
                                                 const char         *text);
guint    _schott_game_model_winner_mask         (const SchottGame   *game);
gboolean _schott_game_model_apply_choice        (SchottGameModel    *self,
                                                 const SchottChoice *choice,
                                                 GError            **error);
void     _schott_game_model_after_change        (SchottGameModel    *self,
                                                 GArray             *entries);

/* schott-game-model-undo.c */
void     _schott_undo_point_free                (SchottUndoPoint    *point);
void     _schott_game_model_update_can_undo     (SchottGameModel    *self);
void     _schott_game_model_forget_undo         (SchottGameModel    *self);
void     _schott_game_model_before_person_decides (SchottGameModel    *self,
                                                   gint                seat,
                                                   const SchottChoice *choice);

/* schott-game-model-ai.c */
gboolean _schott_game_model_seat_is_computer    (SchottGameModel *self,
                                                 gint             seat);
void     _schott_game_model_cancel_ai           (SchottGameModel *self);
void     _schott_game_model_schedule_ai         (SchottGameModel *self);

/* schott-game-model-autosave.c */
void     _schott_game_model_update_autosave_locked (SchottGameModel *self);
void     _schott_game_model_write_autosave      (SchottGameModel *self);

/* schott-game-model-stages.c */
void     _schott_game_model_track_stage_extras  (SchottGameModel      *self,
                                                 const SchottLogEntry *e);
void     _schott_game_model_track_stage_marks   (SchottGameModel      *self,
                                                 const SchottLogEntry *e);
void     _schott_game_model_reset_stage_marks   (SchottGameModel      *self);
void     _schott_game_model_save_stage_marks    (SchottGameModel      *self,
                                                 GKeyFile             *kf,
                                                 const char           *group);
void     _schott_game_model_load_stage_marks    (SchottGameModel      *self,
                                                 GKeyFile             *kf,
                                                 const char           *group);

G_END_DECLS
