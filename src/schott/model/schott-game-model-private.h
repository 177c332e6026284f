/* schott-game-model-private.h: the model's struct, shared by its files */
#pragma once

#include "schott-game-model.h"

G_BEGIN_DECLS

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

  /* cached values, so notify is emitted only on change */
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
  gboolean           question_dirty;   /* "question-text" must be notified */
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
  gboolean           ai_enabled;
  gboolean           paused;       /* the game is out of sight: no computer moves */
  gboolean           ai_thinking;
  SchottAiSpeed      speed;
  guint64            generation;
  GCancellable      *ai_cancellable;
  guint              ai_source;
  SchottChoice       ai_choice;
  SchottAi           ai_after;     /* the seat's AI state after choosing */
  gint64             ai_started;

  char              *autosave_path;
  gboolean           autosave_locked;  /* another instance holds the folder */
  gint               autosave_failing; /* atomic: a failure was reported, no success since */
  gboolean           emitting;
};

/* schott-game-model-text.c */
char *_schott_game_model_log_text       (SchottGameModel      *self,
                                         const SchottLogEntry *entry,
                                         SchottLogLineKind    *kind);
const char *_schott_game_model_player_name (SchottGameModel *self,
                                            gint             player);
const char *_schott_event_kind_title    (SchottEventKind kind);

G_END_DECLS
