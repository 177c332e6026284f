/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-game-model.c: the GObject model of one Best Path game. */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "bp-game-model-private.h"
#include "sw-autosave.h"
#include "sw-file.h"

G_DEFINE_FINAL_TYPE (BpGameModel, bp_game_model, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ROUND,
  PROP_CURRENT,
  PROP_THINKING,
  PROP_CAN_UNDO,
  N_PROPS
};

enum {
  CHANGED,
  ROUND_RESOLVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* What a computer seat thinks about: the game as that seat sees it, and,
 * once it has thought, its extension. */
typedef struct
{
  BpView      view;
  guint64     ai_seed;
  BpAiLevel   level;
  BpExtension extension;
} SeatThought;

/* Where a person's commit began: the game before it, and what they drew. */
typedef struct
{
  BpGame      game;
  guint       person;
  BpExtension extension;
} BpUndoPoint;

/* At most this many commits back. */
#define MAX_UNDO_POINTS 64

/* A hint for the person drawing, worked out on a worker. */
typedef struct
{
  BpGameModel *self;
  BpView       view;
  guint64      generation;
} HintJob;

typedef struct
{
  BpExtension extension;
  char       *why;
} HintResult;


static gboolean
seat_is_person (const char *seat)
{
  return seat == NULL || g_str_has_prefix (seat, BP_SEAT_PERSON);
}


static void
reset_draft (BpGameModel *self)
{
  memset (&self->draft, 0, sizeof self->draft);
  self->draft.from = BP_NO_FIELD;
  self->draft_end = BP_NO_FIELD;
  if (self->current >= 0)
    {
      const BpLine *line = &self->game.players[self->current].line;

      self->draft_end = line->fields[line->length - 1];
    }
  self->draft.from = (guint8) self->draft_end;
  self->has_hint = FALSE;
  g_clear_pointer (&self->hint_why, g_free);
}

static void
set_current (BpGameModel *self,
             int          current)
{
  if (self->current == current)
    {
      reset_draft (self);
      return;
    }
  self->current = current;
  reset_draft (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
}

static int
first_undecided_person (BpGameModel *self)
{
  if (self->game.phase == BP_PHASE_OVER)
    return -1;
  for (guint p = 0; p < self->game.n_players; p++)
    if (seat_is_person (self->seats[p]) && bp_game_must_decide (&self->game, p))
      return (int) p;
  return -1;
}

/* "thinking" follows the seats the runner counts */
static void
sync_thinking (BpGameModel *self)
{
  gboolean thinking = sw_seat_runner_get_n_thinking (self->seat_runner) > 0;

  if (self->thinking == thinking)
    return;
  self->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

/* "can-undo" follows the commits kept and the game's end */
static void
update_can_undo (BpGameModel *self)
{
  gboolean can_undo = self->has_game && self->undo_points->len > 0 && self->game.phase != BP_PHASE_OVER;

  if (self->can_undo == can_undo)
    return;
  self->can_undo = can_undo;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
}

static void
forget_undo (BpGameModel *self)
{
  g_array_set_size (self->undo_points, 0);
  update_can_undo (self);
}

static void after_commit (BpGameModel *self,
                          guint        round_before);
static void schedule_computers (BpGameModel *self);

static void
hint_job_free (gpointer data)
{
  HintJob *job = data;

  g_object_unref (job->self);
  g_free (job);
}

static void
think_cb (gpointer      data,
          GCancellable *cancellable)
{
  SeatThought *thought = data;

  bp_ai_choose (&thought->view, thought->level, thought->ai_seed, &thought->extension);
}

/* A computer seat's extension for the current round. */
static void
apply_thought_cb (GObject  *owner,
                  guint     seat,
                  gpointer  data)
{
  BpGameModel *self = BP_GAME_MODEL (owner);
  SeatThought *thought = data;
  guint round_before = self->game.round;

  sync_thinking (self);
  if (bp_game_commit (&self->game, seat, &thought->extension, NULL) != NULL)
    {
      BpExtension pass = { 0, };

      g_warning ("Best Path: the computer player's extension was refused");
      bp_game_commit (&self->game, seat, &pass, NULL);
    }
  after_commit (self, round_before);
}

/* Every computer seat that must decide thinks at once, each on a worker. */
static void
schedule_computers (BpGameModel *self)
{
  if (self->game.phase == BP_PHASE_OVER)
    return;

  for (guint p = 0; p < self->game.n_players; p++)
    {
      SeatThought *thought;

      if (seat_is_person (self->seats[p]) || !bp_game_must_decide (&self->game, p))
        continue;

      thought = g_new0 (SeatThought, 1);
      thought->level = BP_AI_NORMAL;
      bp_ai_level_from_name (self->seats[p], &thought->level);
      /* The computer sees what a player sees, nothing more; its dice come
       * from the game's own ai seed, which no view holds. */
      bp_view_init (&thought->view, &self->game, p);
      thought->ai_seed = self->game.ai_salt;
      sw_seat_runner_think (self->seat_runner, p, SW_SEAT_THINK_ON_WORKER,
                            think_cb, apply_thought_cb, thought, g_free);
    }
  sync_thinking (self);
}

static void
after_commit (BpGameModel *self,
              guint        round_before)
{
  gboolean resolved = self->game.round != round_before || self->game.phase == BP_PHASE_OVER;

  if (resolved)
    {
      sw_seat_runner_invalidate (self->seat_runner);
      if (self->game.phase == BP_PHASE_OVER)
        bp_game_model_record_solo_score (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND]);
      if (self->game.phase != BP_PHASE_OVER)
        schedule_computers (self);
    }

  bp_game_model_autosave (self);
  set_current (self, first_undecided_person (self));
  update_can_undo (self);
  if (resolved)
    g_signal_emit (self, signals[ROUND_RESOLVED], 0, round_before);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
begin (BpGameModel *self)
{
  self->has_game = TRUE;
  sw_seat_runner_invalidate (self->seat_runner);
  forget_undo (self);
  self->new_best = FALSE;
  sync_thinking (self);
  self->current = -2;
  schedule_computers (self);
  set_current (self, first_undecided_person (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND]);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
set_seats (BpGameModel        *self,
           guint               n_players,
           const char * const *names,
           const char * const *seats)
{
  for (guint p = 0; p < BP_MAX_PLAYERS; p++)
    {
      g_clear_pointer (&self->names[p], g_free);
      g_clear_pointer (&self->seats[p], g_free);
      if (p < n_players)
        {
          self->seats[p] = g_strdup (seats != NULL && seats[p] != NULL ? seats[p] : BP_SEAT_PERSON);
          if (names != NULL && names[p] != NULL && names[p][0] != '\0')
            self->names[p] = g_strdup (names[p]);
          else if (!seat_is_person (self->seats[p]))
            /* Translators: default name of a computer player in seat %u */
            self->names[p] = g_strdup_printf (_("Computer %u"), p + 1);
          else
            /* Translators: the default name of seat %u */
            self->names[p] = g_strdup_printf (_("Player %u"), p + 1);
        }
    }
}

static void
hint_result_free (gpointer data)
{
  HintResult *result = data;

  g_free (result->why);
  g_free (result);
}

static void
hint_thread_func (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  HintJob *job = task_data;
  HintResult *result = g_new0 (HintResult, 1);

  result->why = bp_ai_hint (&job->view, &result->extension);
  g_task_return_pointer (task, result, hint_result_free);
}

static void
hint_done_cb (GObject      *source,
              GAsyncResult *res,
              gpointer      user_data)
{
  GTask *task = G_TASK (res);
  HintJob *job = g_task_get_task_data (task);
  BpGameModel *self = job->self;
  HintResult *result = g_task_propagate_pointer (task, NULL);

  self->n_hinting--;
  if (result == NULL)
    return;
  if (job->generation == sw_seat_runner_get_generation (self->seat_runner) &&
      (int) job->view.player == self->current)
    {
      self->has_hint = TRUE;
      self->hint = result->extension;
      g_free (self->hint_why);
      self->hint_why = g_steal_pointer (&result->why);
      g_signal_emit (self, signals[CHANGED], 0);
    }
  hint_result_free (result);
}

/* Anything in the draft or the game changed ("changed"). */
void
_bp_game_model_emit_changed (BpGameModel *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
bp_game_model_finalize (GObject *object)
{
  BpGameModel *self = BP_GAME_MODEL (object);

  for (guint p = 0; p < BP_MAX_PLAYERS; p++)
    {
      g_free (self->names[p]);
      g_free (self->seats[p]);
    }
  g_free (self->daily);
  g_free (self->hint_why);
  g_free (self->autosave_path);
  g_free (self->scores_path);
  g_clear_pointer (&self->scores, g_key_file_unref);
  g_clear_pointer (&self->seat_runner, sw_seat_runner_free);
  g_clear_pointer (&self->undo_points, g_array_unref);

  G_OBJECT_CLASS (bp_game_model_parent_class)->finalize (object);
}

static void
bp_game_model_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  BpGameModel *self = BP_GAME_MODEL (object);

  switch (prop_id)
    {
    case PROP_ROUND:
      g_value_set_uint (value, bp_game_model_get_round (self));
      break;
    case PROP_CURRENT:
      g_value_set_int (value, self->current);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bp_game_model_class_init (BpGameModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bp_game_model_finalize;
  object_class->get_property = bp_game_model_get_property;

  properties[PROP_ROUND] =
    g_param_spec_uint ("round", NULL, NULL, 0, BP_N_ROUNDS + 1, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT] =
    g_param_spec_int ("current", NULL, NULL, -2, BP_MAX_PLAYERS, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The round (1..15) that has just been resolved. */
  signals[ROUND_RESOLVED] =
    g_signal_new ("round-resolved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
bp_game_model_init (BpGameModel *self)
{
  self->current = -1;
  self->draft_end = BP_NO_FIELD;
  self->seat_runner = sw_seat_runner_new (G_OBJECT (self));
  self->undo_points = g_array_new (FALSE, FALSE, sizeof (BpUndoPoint));
}

BpGameModel *
bp_game_model_new (void)
{
  return g_object_new (BP_TYPE_GAME_MODEL, NULL);
}


void
bp_game_model_wait_idle (BpGameModel *self)
{
  g_return_if_fail (BP_IS_GAME_MODEL (self));

  while (sw_seat_runner_get_n_thinking (self->seat_runner) > 0 || self->n_hinting > 0)
    g_main_context_iteration (NULL, TRUE);
  sw_autosave_flush ();
}

/* The computer players' own seed, drawn apart from the deal's seed. */
static guint64
new_ai_seed (void)
{
  return ((guint64) g_random_int () << 32) | g_random_int ();
}

void
bp_game_model_start (BpGameModel        *self,
                     guint               n_players,
                     const char * const *names,
                     const char * const *seats,
                     guint64             seed)
{
  g_return_if_fail (BP_IS_GAME_MODEL (self));
  g_return_if_fail (n_players >= 1 && n_players <= BP_MAX_PLAYERS);

  set_seats (self, n_players, names, seats);
  g_clear_pointer (&self->daily, g_free);
  bp_game_init (&self->game, n_players, NULL, seed);
  self->game.ai_salt = new_ai_seed ();
  begin (self);
  bp_game_model_autosave (self);
}

/* The card order of a day: the same for everybody on that date. */
static guint64
daily_seed (const char *date)
{
  int y = 0, m = 0, d = 0;

  if (sscanf (date, "%d-%d-%d", &y, &m, &d) != 3)
    return 1;
  return (guint64) y * 10000 + (guint64) m * 100 + (guint64) d;
}

void
bp_game_model_start_daily (BpGameModel *self,
                           const char  *name,
                           const char  *date)
{
  const char *names[] = { name, NULL };
  const char *seats[] = { BP_SEAT_PERSON, NULL };
  guint64 seed;
  guint8 board;

  g_return_if_fail (BP_IS_GAME_MODEL (self));
  g_return_if_fail (date != NULL);

  seed = daily_seed (date);
  board = (guint8) (1 + seed % BP_N_BOARDS);
  set_seats (self, 1, names, seats);
  g_free (self->daily);
  self->daily = g_strdup (date);
  bp_game_init (&self->game, 1, &board, seed * 2654435761u);
  begin (self);
  bp_game_model_autosave (self);
}

void
bp_game_model_play_again (BpGameModel *self,
                          guint64      seed)
{
  g_autofree char *daily = NULL;
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) seats = NULL;
  guint n;

  g_return_if_fail (BP_IS_GAME_MODEL (self));
  g_return_if_fail (self->has_game);

  daily = g_strdup (self->daily);
  if (daily != NULL)
    {
      g_autofree char *name = g_strdup (self->names[0]);

      bp_game_model_start_daily (self, name, daily);
      return;
    }

  n = self->game.n_players;
  names = g_new0 (char *, n + 1);
  seats = g_new0 (char *, n + 1);
  for (guint p = 0; p < n; p++)
    {
      names[p] = g_strdup (self->names[p]);
      seats[p] = g_strdup (self->seats[p]);
    }
  bp_game_model_start (self, n, (const char * const *) names, (const char * const *) seats, seed);
}

gboolean
bp_game_model_resume (BpGameModel *self,
                      GError     **error)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) seats = NULL;
  gsize length;
  BpGame game;

  g_return_val_if_fail (BP_IS_GAME_MODEL (self), FALSE);

  if (self->autosave_path == NULL)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_NOENT, "no autosave path");
      return FALSE;
    }
  if (!sw_file_read_limited (self->autosave_path, BP_SAVE_MAX_LENGTH, &text, &length, error))
    return FALSE;
  if (!bp_save_from_string (text, length, &game, &names, &seats, error))
    return FALSE;
  if (game.phase == BP_PHASE_OVER)
    {
      g_set_error_literal (error, BP_SAVE_ERROR, BP_SAVE_ERROR_INCONSISTENT, "the saved game is over");
      return FALSE;
    }

  set_seats (self, game.n_players, (const char * const *) names, (const char * const *) seats);
  g_clear_pointer (&self->daily, g_free);
  if (seats != NULL && seats[0] != NULL && g_str_has_prefix (seats[0], BP_SEAT_PERSON "@daily-"))
    {
      self->daily = g_strdup (seats[0] + strlen (BP_SEAT_PERSON "@daily-"));
      g_free (self->seats[0]);
      self->seats[0] = g_strdup (BP_SEAT_PERSON);
    }
  self->game = game;
  begin (self);
  return TRUE;
}

gboolean
bp_game_model_has_game (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), FALSE);
  return self->has_game;
}

const BpGame *
bp_game_model_get_game (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), NULL);
  return &self->game;
}

guint
bp_game_model_get_n_players (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), 0);
  return self->has_game ? self->game.n_players : 0;
}

const char *
bp_game_model_get_name (BpGameModel *self,
                        guint        player)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), NULL);
  g_return_val_if_fail (player < BP_MAX_PLAYERS, NULL);
  return self->names[player];
}

gboolean
bp_game_model_is_person (BpGameModel *self,
                         guint        player)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (player < BP_MAX_PLAYERS, FALSE);
  return seat_is_person (self->seats[player]);
}

guint
bp_game_model_get_n_persons (BpGameModel *self)
{
  guint n = 0;

  g_return_val_if_fail (BP_IS_GAME_MODEL (self), 0);
  for (guint p = 0; p < bp_game_model_get_n_players (self); p++)
    n += seat_is_person (self->seats[p]);
  return n;
}

gboolean
bp_game_model_is_solo (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), FALSE);
  return self->has_game && bp_game_is_solo (&self->game);
}

const char *
bp_game_model_get_daily (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), NULL);
  return self->daily;
}

gboolean
bp_game_model_is_over (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), FALSE);
  return self->has_game && self->game.phase == BP_PHASE_OVER;
}

guint
bp_game_model_get_round (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), 0);
  return self->has_game ? MIN (self->game.round, BP_N_ROUNDS) : 0;
}

int
bp_game_model_get_current (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), -1);
  return self->current;
}

gboolean
bp_game_model_get_thinking (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), FALSE);
  return self->thinking;
}

const char *
bp_game_model_commit (BpGameModel *self)
{
  BpUndoPoint point;
  guint round_before;
  const char *refused;

  g_return_val_if_fail (BP_IS_GAME_MODEL (self), "R-END-1");
  if (self->current < 0)
    return "R-ROUND-6";

  round_before = self->game.round;
  point.game = self->game;
  point.person = (guint) self->current;
  point.extension = self->draft;
  refused = bp_game_commit (&self->game, (guint) self->current, &self->draft, NULL);
  if (refused != NULL)
    return refused;
  /* hot-seat: a person's commit is theirs to take back until the next
   * person has committed */
  if (self->undo_points->len > 0
      && g_array_index (self->undo_points, BpUndoPoint, self->undo_points->len - 1).person != point.person)
    g_array_set_size (self->undo_points, 0);
  if (self->undo_points->len == MAX_UNDO_POINTS)
    g_array_remove_index (self->undo_points, 0);
  g_array_append_val (self->undo_points, point);
  after_commit (self, round_before);
  return NULL;
}

const char *
bp_game_model_pass (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), "R-END-1");
  self->draft.n_cells = 0;
  return bp_game_model_commit (self);
}

gboolean
bp_game_model_can_undo (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), FALSE);
  return self->can_undo;
}

gboolean
bp_game_model_undo (BpGameModel *self)
{
  BpUndoPoint point;
  guint round_before;

  g_return_val_if_fail (BP_IS_GAME_MODEL (self), FALSE);

  if (!self->can_undo)
    return FALSE;
  point = g_array_index (self->undo_points, BpUndoPoint, self->undo_points->len - 1);
  g_array_set_size (self->undo_points, self->undo_points->len - 1);
  round_before = self->game.round;
  /* what the computers were thinking belongs to the game undone: the
   * runner drops it by its generation, and they think again */
  sw_seat_runner_invalidate (self->seat_runner);
  self->game = point.game;
  schedule_computers (self);
  bp_game_model_autosave (self);
  set_current (self, first_undecided_person (self));
  /* the line they drew, to change or to commit again */
  if (self->current == (int) point.person)
    {
      self->draft = point.extension;
      self->draft_end = point.extension.from;
    }
  update_can_undo (self);
  if (self->game.round != round_before)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND]);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

void
bp_game_model_request_hint (BpGameModel *self)
{
  g_autoptr(GTask) task = NULL;
  HintJob *job;

  g_return_if_fail (BP_IS_GAME_MODEL (self));
  if (self->current < 0)
    return;

  job = g_new0 (HintJob, 1);
  job->self = g_object_ref (self);
  bp_view_init (&job->view, &self->game, (guint) self->current);
  job->generation = sw_seat_runner_get_generation (self->seat_runner);
  self->n_hinting++;
  task = g_task_new (NULL, NULL, hint_done_cb, NULL);
  g_task_set_source_tag (task, bp_game_model_request_hint);
  g_task_set_task_data (task, job, hint_job_free);
  g_task_run_in_thread (task, hint_thread_func);
}

const BpExtension *
bp_game_model_get_hint (BpGameModel *self,
                        const char **why)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), NULL);
  if (why != NULL)
    *why = self->has_hint ? self->hint_why : NULL;
  return self->has_hint ? &self->hint : NULL;
}

char *
bp_game_model_describe_round (BpGameModel *self,
                              guint        round)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (BP_IS_GAME_MODEL (self), NULL);
  g_return_val_if_fail (round >= 1 && round <= BP_N_ROUNDS, NULL);

  for (guint p = 0; p < self->game.n_players; p++)
    {
      const BpPlayer *player = &self->game.players[p];
      const BpExtension *ext = &player->history[round - 1];
      gboolean any = FALSE;

      if (text->len > 0)
        g_string_append_c (text, '\n');

      if (ext->n_cells == 0)
        /* Translators: %s is a player's name */
        g_string_append_printf (text, _("%s passed."), self->names[p]);
      else
        g_string_append_printf (text,
                                /* Translators: %1$s is a player's name, %2$u how many fields */
                                g_dngettext (GETTEXT_PACKAGE, "%1$s drew %2$u field", "%1$s drew %2$u fields", ext->n_cells),
                                self->names[p], (guint) ext->n_cells);

      for (guint v = 2; v <= BP_MAX_NUMBER; v++)
        {
          int points;

          if (player->reached_round[v] != round)
            continue;
          points = player->points_of[v];
          g_string_append (text, any
                                 /* Translators: between two numbers reached in a round's summary */
                                 ? C_("round summary", ", ")
                                 /* Translators: after "Anna drew 5 fields", before the numbers reached */
                                 : C_("round summary", ": "));
          any = TRUE;
          if (points == (int) v)
            /* Translators: a number reached in full; %1$u the number, %2$d the points */
            g_string_append_printf (text, _("reached the %1$u for %2$d points"), v, points);
          else
            /* Translators: a number reached for half its value */
            g_string_append_printf (text, _("reached the %1$u for %2$d points (half)"), v, points);
        }
      if (ext->n_cells > 0 || any)
        /* Translators: the end of a player's line in a round's summary */
        g_string_append (text, C_("round summary", "."));
    }
  return g_string_free (text, FALSE);
}

int
bp_game_model_number_worth (BpGameModel *self,
                            guint        player,
                            guint        value)
{
  const BpPlayer *p;

  g_return_val_if_fail (BP_IS_GAME_MODEL (self), 0);
  g_return_val_if_fail (player < self->game.n_players, 0);
  g_return_val_if_fail (value >= 2 && value <= BP_MAX_NUMBER, 0);

  p = &self->game.players[player];
  if (p->reached_round[value] != 0)
    return 0;
  if (bp_game_is_solo (&self->game))
    {
      for (guint w = value + 1; w <= BP_MAX_NUMBER; w++)
        if (p->reached_round[w] != 0)
          return bp_half ((int) value);
      return (int) value;
    }
  return self->game.first_round[value] != 0 ? bp_half ((int) value) : (int) value;
}


char *
bp_daily_date_today (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  return g_date_time_format (now, "%Y-%m-%d");
}

char *
bp_format_score (int score)
{
  /* U+2212 MINUS SIGN: the hyphen-minus is a hyphen in running text */
  if (score < 0)
    return g_strdup_printf ("\u2212%u", 0u - (guint) score);
  return g_strdup_printf ("%d", score);
}
