/* schott-game-model.c: the GObject model of one SCHOTT World game */
#include "config.h"

#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/file.h>
#include <unistd.h>

#include "schott-io.h"
#include "sw-file.h"

#include "schott-game-model-private.h"
#include "sw-autosave.h"

G_DEFINE_FINAL_TYPE (SchottGameModel, schott_game_model, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PHASE,
  PROP_DECISION,
  PROP_DECIDER,
  PROP_ACTIVE_PLAYER,
  PROP_HUMAN_DECIDES,
  PROP_STAGE,
  PROP_TURN,
  PROP_N_PLAYERS,
  PROP_ROW_LENGTH,
  PROP_MAX_VALUE,
  PROP_ROUTE_LENGTH,
  PROP_SEED,
  PROP_VARIANT_NAME,
  PROP_DRAW_COUNT,
  PROP_DISCARD_COUNT,
  PROP_DISCARD_TOP,
  PROP_DISCARD_SECOND,
  PROP_DRAWN_CARD,
  PROP_CURRENT_EVENT,
  PROP_IS_OVER,
  PROP_QUESTION_LANGUAGE,
  PROP_QUESTION_TEXT,
  PROP_QUESTION_PLAYER,
  PROP_QUESTION_REASON,
  PROP_QUESTION_AMOUNT,
  PROP_AI_ENABLED,
  PROP_AI_THINKING,
  PROP_SPEED,
  PROP_AUTOSAVE_PATH,
  PROP_AUTOSAVE_LOCKED,
  PROP_PLAYERS,
  PROP_MOVE_LOG,
  N_PROPS
};

enum {
  STAGE_STARTED,
  TURN_STARTED,
  CARD_DRAWN,
  CARD_EXCHANGED,
  CARD_DISCARDED,
  CARD_MOVED,
  ROWS_ROTATED,
  PILE_RESHUFFLED,
  EVENT_REVEALED,
  FAST_TRACK_PLAYED,
  BONUS_EARNED,
  FIGURE_MOVED,
  QUESTION_ASKED,
  QUESTION_ANSWERED,
  ROW_COMPLETED,
  STAGE_SCORED,
  STAGE_CAPPED,
  GAME_OVER,
  DECISION_CHANGED,
  LOG_LINE_ADDED,
  AUTOSAVE_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char * const default_colours[SCHOTT_MAX_PLAYERS] = {
  "#3584e4", "#e01b24", "#33d17a", "#f6d32d",
};

#define AUTOSAVE_GROUP "SCHOTT World game"

typedef struct
{
  SchottGame game;
  SchottAi   ai;
  guint64    generation;
  GWeakRef   model;
} AiTaskData;

static void schedule_ai (SchottGameModel *self);
static void cancel_ai   (SchottGameModel *self);
static char *build_save_data (SchottGameModel *self,
                              gsize           *len);
static void     update_autosave_locked (SchottGameModel *self);

#define SET_AND_NOTIFY(self, field, value, prop)                          \
  G_STMT_START {                                                          \
    if ((self)->field != (value))                                         \
      {                                                                   \
        (self)->field = (value);                                          \
        g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);     \
      }                                                                   \
  } G_STMT_END

/* ------------------------------------------------------------ helpers */

static SchottPlayer *
peek_player (SchottGameModel *self,
             guint            index)
{
  g_autoptr(SchottPlayer) player = g_list_model_get_item (G_LIST_MODEL (self->players), index);

  /* the list store keeps its own reference */
  return player;
}

static gboolean
seat_is_computer (SchottGameModel *self,
                  gint             seat)
{
  return seat >= 0 && seat < self->game.n_players && self->kinds[seat] == SCHOTT_SEAT_COMPUTER;
}

static void
clear_question (SchottGameModel *self)
{
  if (self->question_text != NULL)
    self->question_dirty = TRUE;
  g_clear_pointer (&self->question_text, g_free);
  for (guint i = 0; i < 3; i++)
    g_clear_pointer (&self->question_answers[i], g_free);
  self->question_loaded = FALSE;
}

/* Loads the open question's texts from the provider (or placeholders). */
static void
load_question (SchottGameModel *self)
{
  const SchottGame *game = &self->game;
  char *text = NULL;
  char *answers[3] = { NULL, NULL, NULL };

  if (game->phase != SCHOTT_PHASE_QUESTION)
    {
      clear_question (self);
      return;
    }
  if (self->question_loaded && self->question_loaded_serial == game->question_serial)
    return;

  clear_question (self);
  if (self->provider == NULL ||
      !self->provider (game->seed, game->question_serial, game->question_right,
                       self->language, &text, answers, self->provider_data))
    {
      g_free (text);
      for (guint i = 0; i < 3; i++)
        g_clear_pointer (&answers[i], g_free);
      /* Translators: placeholder when no question pack is loaded */
      text = g_strdup_printf (_("Question %u"), game->question_serial + 1);
      for (guint i = 0; i < 3; i++)
        {
          if (i == game->question_right)
            /* Translators: placeholder for the right answer */
            answers[i] = g_strdup (_("The right answer"));
          else
            /* Translators: placeholder for a wrong answer */
            answers[i] = g_strdup (_("A wrong answer"));
        }
    }
  self->question_text = text;
  for (guint i = 0; i < 3; i++)
    self->question_answers[i] = answers[i] ? answers[i] : g_strdup ("");
  self->question_loaded = TRUE;
  self->question_dirty = TRUE;
  self->question_loaded_serial = game->question_serial;
}

static void
invalidate_choices (SchottGameModel *self)
{
  self->choices_valid = FALSE;
}

static void
ensure_choices (SchottGameModel *self)
{
  if (self->choices_valid)
    return;
  if (self->choices == NULL)
    self->choices = g_new0 (SchottChoice, SCHOTT_MAX_CHOICES);
  self->n_choices = schott_game_legal_choices (&self->game, self->choices, SCHOTT_MAX_CHOICES);
  self->choices_valid = TRUE;
}

/* Brings players, rows and the model's properties in line with the engine. */
static void
sync_all (SchottGameModel *self)
{
  const SchottGame *game = &self->game;
  gboolean over = schott_game_is_over (game);
  gint decider = schott_game_decider (game);
  gint drawn = game->has_drawn ? (gint) game->drawn : -1;
  gint second = game->n_discard >= 2 ? (gint) game->discard[game->n_discard - 2] : -1;
  gboolean question_open = game->phase == SCHOTT_PHASE_QUESTION;

  for (guint p = 0; p < game->n_players; p++)
    _schott_player_sync (peek_player (self, p), game);

  load_question (self);

  g_object_freeze_notify (G_OBJECT (self));
  SET_AND_NOTIFY (self, phase, schott_game_phase (game), PROP_PHASE);
  SET_AND_NOTIFY (self, decision, schott_game_decision (game), PROP_DECISION);
  SET_AND_NOTIFY (self, decider, decider, PROP_DECIDER);
  SET_AND_NOTIFY (self, active, over ? -1 : game->active, PROP_ACTIVE_PLAYER);
  SET_AND_NOTIFY (self, human_decides, !over && decider >= 0 && !seat_is_computer (self, decider),
                  PROP_HUMAN_DECIDES);
  SET_AND_NOTIFY (self, stage, game->stage, PROP_STAGE);
  SET_AND_NOTIFY (self, turn, game->turn, PROP_TURN);
  SET_AND_NOTIFY (self, draw_count, game->n_draw, PROP_DRAW_COUNT);
  SET_AND_NOTIFY (self, discard_count, game->n_discard, PROP_DISCARD_COUNT);
  SET_AND_NOTIFY (self, discard_top, schott_game_discard_top (game), PROP_DISCARD_TOP);
  SET_AND_NOTIFY (self, discard_second, second, PROP_DISCARD_SECOND);
  SET_AND_NOTIFY (self, drawn_card, drawn, PROP_DRAWN_CARD);
  SET_AND_NOTIFY (self, current_event, game->current_event, PROP_CURRENT_EVENT);
  SET_AND_NOTIFY (self, is_over, over, PROP_IS_OVER);
  SET_AND_NOTIFY (self, question_player, question_open ? decider : -1, PROP_QUESTION_PLAYER);
  SET_AND_NOTIFY (self, question_reason, question_open ? game->question_reason : SCHOTT_QUESTION_NONE,
                  PROP_QUESTION_REASON);
  SET_AND_NOTIFY (self, question_amount, question_open ? game->question_amount : 0,
                  PROP_QUESTION_AMOUNT);
  if (self->question_dirty)
    {
      self->question_dirty = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_QUESTION_TEXT]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

static void
set_ai_thinking (SchottGameModel *self,
                 gboolean         thinking)
{
  SET_AND_NOTIFY (self, ai_thinking, !!thinking, PROP_AI_THINKING);
}

static void
add_log_line (SchottGameModel   *self,
              const char        *text,
              gint               player,
              SchottLogLineKind  kind)
{
  g_autoptr(SchottLogLine) line = schott_log_line_new (text, player, self->game.stage, kind);

  g_list_store_append (self->move_log, line);
  g_signal_emit (self, signals[LOG_LINE_ADDED], 0, line);
}

static guint
winner_mask (const SchottGame *game)
{
  guint mask = 0;

  if (!schott_game_is_over (game))
    return 0;
  for (guint p = 0; p < game->n_players; p++)
    if (game->winners[p])
      mask |= 1u << p;
  return mask;
}

/* Remembers what the stage summary itemises and SchottStageSummary lacks:
 * the bonus moves of the stage and the reward question's outcome. */
static void
track_stage_extras (SchottGameModel      *self,
                    const SchottLogEntry *e)
{
  SchottStageExtras *x = e->player >= 0 && e->player < SCHOTT_MAX_PLAYERS ? &self->extras[e->player] : NULL;

  switch (e->kind)
    {
    case SCHOTT_LOG_STAGE_STARTED:
      memset (self->extras, 0, sizeof self->extras);
      self->reward_open = FALSE;
      break;
    case SCHOTT_LOG_FIGURE_MOVED:
      if (x != NULL && e->reason == SCHOTT_MOVE_BONUS)
        x->bonus_fields += e->to - e->from;
      else if (x != NULL && e->reason == SCHOTT_MOVE_QUESTION && self->reward_open)
        x->reward_fields += e->to - e->from;
      break;
    case SCHOTT_LOG_QUESTION_ASKED:
      self->reward_open = e->reason == SCHOTT_QUESTION_REWARD;
      if (x != NULL && self->reward_open)
        x->reward_asked = TRUE;
      break;
    case SCHOTT_LOG_QUESTION_ANSWERED:
      if (x != NULL && self->reward_open)
        x->reward_right = !!e->flag;
      break;
    case SCHOTT_LOG_STAGE_SCORED:
      self->reward_open = FALSE;
      break;
    default:
      break;
    }
}

/* The start of a stage: stage and where every figure stood. */
typedef struct
{
  guint stage;
  gint  figure[SCHOTT_MAX_PLAYERS];
} StageMark;

static void
mark_stage_start (SchottGameModel *self,
                  guint            stage,
                  const gint      *figure)
{
  StageMark mark = { stage, { 0, } };

  memcpy (mark.figure, figure, sizeof mark.figure);
  g_array_append_val (self->stage_marks, mark);
}

/* Starts the stage record afresh from the engine's state: a new game, or
 * a saved game without one (its moves so far become one row, "before"). */
static void
reset_stage_marks (SchottGameModel *self)
{
  for (guint p = 0; p < SCHOTT_MAX_PLAYERS; p++)
    self->tracked_figure[p] = p < self->game.n_players ? self->game.figure[p] : 0;
  g_array_set_size (self->stage_marks, 0);
  mark_stage_start (self, self->game.stage, self->tracked_figure);
}

static void
track_stage_marks (SchottGameModel      *self,
                   const SchottLogEntry *e)
{
  if (e->kind == SCHOTT_LOG_FIGURE_MOVED && e->player >= 0 && e->player < SCHOTT_MAX_PLAYERS)
    self->tracked_figure[e->player] = e->to;
  else if (e->kind == SCHOTT_LOG_STAGE_STARTED)
    mark_stage_start (self, (guint) MAX (e->amount, 0), self->tracked_figure);
}

/* The autosave's optional "stage-starts": one "STAGE:F1,F2,…" a stage.
 * Older versions ignore it; without it a game resumes with one row for
 * everything before (reset_stage_marks()). */
static void
save_stage_marks (SchottGameModel *self,
                  GKeyFile        *kf,
                  const char      *group)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < self->stage_marks->len; i++)
    {
      const StageMark *mark = &g_array_index (self->stage_marks, StageMark, i);
      GString *item = g_string_new (NULL);

      g_string_printf (item, "%u:", mark->stage);
      for (guint p = 0; p < self->game.n_players; p++)
        g_string_append_printf (item, p > 0 ? ",%d" : "%d", mark->figure[p]);
      g_ptr_array_add (items, g_string_free (item, FALSE));
    }
  g_key_file_set_string_list (kf, group, "stage-starts",
                              (const char * const *) items->pdata, items->len);
}

/* Takes the saved record if it fits the game (stages rising up to the
 * current one, figures on the route); anything else is left out, not an
 * error: the game itself is whole. */
static void
load_stage_marks (SchottGameModel *self,
                  GKeyFile        *kf,
                  const char      *group)
{
  g_auto(GStrv) items = g_key_file_get_string_list (kf, group, "stage-starts", NULL, NULL);
  guint last_stage = 0;

  reset_stage_marks (self);
  if (items == NULL || items[0] == NULL)
    return;
  g_array_set_size (self->stage_marks, 0);
  for (guint i = 0; items[i] != NULL; i++)
    {
      StageMark mark = { 0, { 0, } };
      g_auto(GStrv) figures = NULL;
      g_autofree char *stage_text = NULL;
      const char *colon = strchr (items[i], ':');
      guint64 stage;
      guint p = 0;

      if (colon == NULL)
        goto invalid;
      stage_text = g_strndup (items[i], colon - items[i]);
      if (!g_ascii_string_to_unsigned (stage_text, 10, last_stage + 1, self->game.stage, &stage, NULL))
        goto invalid;
      figures = g_strsplit (colon + 1, ",", -1);
      for (; figures[p] != NULL; p++)
        {
          gint64 field;

          if (p >= self->game.n_players
              || !g_ascii_string_to_signed (figures[p], 10, 0,
                                            MAX ((gint) self->game.variant.route_length, 0),
                                            &field, NULL))
            goto invalid;
          mark.figure[p] = (gint) field;
        }
      if (p != self->game.n_players)
        goto invalid;
      mark.stage = (guint) stage;
      last_stage = mark.stage;
      g_array_append_val (self->stage_marks, mark);
    }
  return;

invalid:
  reset_stage_marks (self);
}

static void
emit_entry (SchottGameModel      *self,
            const SchottLogEntry *e)
{
  SchottLogLineKind line_kind = SCHOTT_LOG_LINE_INFO;
  char *text;

  if (e->kind == SCHOTT_LOG_QUESTION_ASKED)
    load_question (self);
  track_stage_extras (self, e);
  track_stage_marks (self, e);

  switch (e->kind)
    {
    case SCHOTT_LOG_STAGE_STARTED:
      g_signal_emit (self, signals[STAGE_STARTED], 0, (guint) e->amount, (gint) e->player);
      break;
    case SCHOTT_LOG_TURN_STARTED:
      g_signal_emit (self, signals[TURN_STARTED], 0, (gint) e->player, (guint) MAX (e->amount, 0));
      break;
    case SCHOTT_LOG_CARD_DRAWN:
      g_signal_emit (self, signals[CARD_DRAWN], 0, (gint) e->player, (gint) e->card);
      break;
    case SCHOTT_LOG_CARD_EXCHANGED:
      g_signal_emit (self, signals[CARD_EXCHANGED], 0, (gint) e->player, (gint) e->pos,
                     (gint) e->card, (gint) e->card2, (gboolean) !!e->flag);
      break;
    case SCHOTT_LOG_CARD_DISCARDED:
      g_signal_emit (self, signals[CARD_DISCARDED], 0, (gint) e->player, (gint) e->card);
      break;
    case SCHOTT_LOG_CARD_MOVED:
      g_signal_emit (self, signals[CARD_MOVED], 0, (gint) e->player, (gint) e->pos,
                     (gint) e->player2, (gint) e->pos2, (gint) e->card);
      break;
    case SCHOTT_LOG_ROWS_ROTATED:
      g_signal_emit (self, signals[ROWS_ROTATED], 0);
      break;
    case SCHOTT_LOG_PILE_RESHUFFLED:
      g_signal_emit (self, signals[PILE_RESHUFFLED], 0);
      break;
    case SCHOTT_LOG_EVENT_REVEALED:
      g_signal_emit (self, signals[EVENT_REVEALED], 0, (gint) e->player,
                     (SchottEventKind) e->event, (gint) e->pos);
      break;
    case SCHOTT_LOG_FAST_TRACK:
      g_signal_emit (self, signals[FAST_TRACK_PLAYED], 0, (gint) e->player);
      break;
    case SCHOTT_LOG_BONUS:
      g_signal_emit (self, signals[BONUS_EARNED], 0, (gint) e->player, (guint) e->pos2,
                     (guint) MAX (e->amount, 0));
      break;
    case SCHOTT_LOG_FIGURE_MOVED:
      g_signal_emit (self, signals[FIGURE_MOVED], 0, (gint) e->player, (gint) e->from,
                     (gint) e->to, (SchottMoveReason) e->reason);
      break;
    case SCHOTT_LOG_QUESTION_ASKED:
      g_signal_emit (self, signals[QUESTION_ASKED], 0, (gint) e->player,
                     (SchottQuestionReason) e->reason, (gint) e->amount, self->question_text);
      break;
    case SCHOTT_LOG_QUESTION_ANSWERED:
      g_signal_emit (self, signals[QUESTION_ANSWERED], 0, (gint) e->player,
                     (gboolean) !!e->flag, (gint) e->pos, (gint) e->pos2);
      break;
    case SCHOTT_LOG_ROW_COMPLETED:
      g_signal_emit (self, signals[ROW_COMPLETED], 0, (gint) e->player);
      break;
    case SCHOTT_LOG_STAGE_SCORED:
      g_signal_emit (self, signals[STAGE_SCORED], 0, (gint) e->player,
                     (gpointer) &self->game.last_summary);
      break;
    case SCHOTT_LOG_STAGE_CAPPED:
      g_signal_emit (self, signals[STAGE_CAPPED], 0);
      break;
    case SCHOTT_LOG_GAME_OVER:
      g_signal_emit (self, signals[GAME_OVER], 0, winner_mask (&self->game));
      break;
    default:
      break;
    }

  text = _schott_game_model_log_text (self, e, &line_kind);
  if (text != NULL)
    add_log_line (self, text, e->player, line_kind);
  g_free (text);
}

static void
collect_entry_cb (const SchottLogEntry *entry,
                  gpointer              user_data)
{
  g_array_append_vals (user_data, entry, 1);
}

/* Autosaves are written by src/core's writer thread, in order: the main
 * thread only serialises (a fraction of a millisecond); the disk may take
 * longer (ext4 flushes on rename over an existing file). */
typedef struct
{
  GWeakRef model;
  GError  *error;
} AutosaveFailure;

G_DEFINE_QUARK (schott-autosave-error-quark, schott_autosave_error)

/* The data folders this process holds (folder -> its open, flock'ed fd).
 * flock() locks belong to an open file description: a second open() of
 * the same folder in this process would conflict with the first, so each
 * folder is opened once. The locks go with the process. */
static GMutex folder_lock_mutex;
static GHashTable *folder_locks;

static gboolean
lock_folder (const char  *dir,
             gboolean    *newly,
             GError     **error)
{
  gboolean ok = TRUE;
  int fd;

  *newly = FALSE;
  g_mutex_lock (&folder_lock_mutex);
  if (folder_locks == NULL)
    folder_locks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if (g_hash_table_contains (folder_locks, dir))
    goto out;
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), dir, g_strerror (saved_errno));
      ok = FALSE;
      goto out;
    }
  fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0 || flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved_errno = errno;

      if (fd >= 0)
        close (fd);
      if (saved_errno == EWOULDBLOCK)
        g_set_error (error, SCHOTT_AUTOSAVE_ERROR, SCHOTT_AUTOSAVE_ERROR_LOCKED,
                     _("Another SCHOTT World window holds the game in “%s”; this window does not save its game there."),
                     dir);
      else
        g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                     _("Could not lock the folder “%s”: %s"), dir, g_strerror (saved_errno));
      ok = FALSE;
      goto out;
    }
  g_hash_table_insert (folder_locks, g_strdup (dir), GINT_TO_POINTER (fd));
  *newly = TRUE;
out:
  g_mutex_unlock (&folder_lock_mutex);
  return ok;
}

gboolean
schott_game_model_lock_autosave (const char  *path,
                                 GError     **error)
{
  g_autofree char *dir = NULL;
  gboolean newly;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  dir = g_path_get_dirname (path);
  if (!lock_folder (dir, &newly, error))
    return FALSE;
  /* the temporary files of autosaves killed in the middle; once the folder
   * is ours nobody else writes there, and each write cleans up after
   * itself */
  if (newly)
    schott_file_clean_temps (path);
  return TRUE;
}

static void
update_autosave_locked (SchottGameModel *self)
{
  gboolean locked = FALSE;

  if (self->autosave_path != NULL)
    {
      g_autoptr(GError) error = NULL;

      locked = !schott_game_model_lock_autosave (self->autosave_path, &error)
               && g_error_matches (error, SCHOTT_AUTOSAVE_ERROR, SCHOTT_AUTOSAVE_ERROR_LOCKED);
    }
  if (locked != self->autosave_locked)
    {
      self->autosave_locked = locked;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE_LOCKED]);
    }
}

static gboolean
autosave_failed_cb (gpointer user_data)
{
  AutosaveFailure *failure = user_data;
  g_autoptr(SchottGameModel) self = g_weak_ref_get (&failure->model);

  /* once per run of failures: again only after a write that worked */
  if (self != NULL && g_atomic_int_compare_and_exchange (&self->autosave_failing, 0, 1))
    g_signal_emit (self, signals[AUTOSAVE_FAILED], 0, failure->error);
  g_weak_ref_clear (&failure->model);
  g_error_free (failure->error);
  g_free (failure);
  return G_SOURCE_REMOVE;
}

static void
autosave_model_free (gpointer data)
{
  GWeakRef *model = data;

  g_weak_ref_clear (model);
  g_free (model);
}

/* On the writer thread: a failure goes to the main thread as
 * "autosave-failed"; a write that worked ends a run of failures. */
static void
autosave_done (GError   *error,
               gpointer  user_data)
{
  g_autoptr(SchottGameModel) model = g_weak_ref_get (user_data);

  if (error == NULL)
    {
      if (model != NULL)
        g_atomic_int_set (&model->autosave_failing, 0);
    }
  else
    {
      AutosaveFailure *failure = g_new0 (AutosaveFailure, 1);

      g_weak_ref_init (&failure->model, model);
      failure->error = error;
      g_idle_add (autosave_failed_cb, failure);
    }
}

void
schott_game_model_flush_autosave (void)
{
  sw_autosave_flush ();
}

static void
write_autosave (SchottGameModel *self)
{
  char *data = NULL;
  gsize len = 0;
  GWeakRef *model;

  if (self->autosave_path == NULL)
    return;
  /* a second instance never writes (nor removes) the first one's game */
  update_autosave_locked (self);
  if (self->autosave_locked)
    return;

  if (!schott_game_is_over (&self->game))
    data = build_save_data (self, &len);
  model = g_new0 (GWeakRef, 1);
  g_weak_ref_init (model, self);
  sw_autosave_queue (self->autosave_path, data, len, FALSE, autosave_done, model,
                     autosave_model_free);
}

/* Everything after the engine changed: signals, sync, decision-changed,
 * autosave, the next computer decision. */
static void
after_change (SchottGameModel *self,
              GArray          *entries)
{
  g_object_ref (self);

  self->generation++;
  invalidate_choices (self);

  if (entries != NULL)
    {
      self->emitting = TRUE;
      for (guint i = 0; i < entries->len; i++)
        emit_entry (self, &g_array_index (entries, SchottLogEntry, i));
      self->emitting = FALSE;
    }

  sync_all (self);
  g_signal_emit (self, signals[DECISION_CHANGED], 0);
  write_autosave (self);
  schedule_ai (self);

  g_object_unref (self);
}

static gboolean
apply_choice (SchottGameModel    *self,
              const SchottChoice *choice,
              GError            **error)
{
  g_autoptr(GArray) entries = g_array_new (FALSE, TRUE, sizeof (SchottLogEntry));

  if (!schott_game_decide (&self->game, choice, collect_entry_cb, entries, error))
    return FALSE;
  after_change (self, entries);
  return TRUE;
}

/* --------------------------------------------------- computer players */

static void
cancel_ai (SchottGameModel *self)
{
  if (self->ai_cancellable != NULL)
    {
      g_cancellable_cancel (self->ai_cancellable);
      g_clear_object (&self->ai_cancellable);
    }
  g_clear_handle_id (&self->ai_source, g_source_remove);
  set_ai_thinking (self, FALSE);
}

static gboolean
apply_ai_choice_cb (gpointer user_data)
{
  SchottGameModel *self = user_data;
  g_autoptr(GError) error = NULL;
  SchottChoice choice = self->ai_choice;
  gint seat = schott_game_decider (&self->game);

  self->ai_source = 0;
  set_ai_thinking (self, FALSE);

  g_assert (seat >= 0);
  self->ai[seat] = self->ai_after;
  if (!apply_choice (self, &choice, &error))
    g_critical ("A computer player chose an illegal move: %s", error->message);

  return G_SOURCE_REMOVE;
}

/* The choice for the current generation is known: show it after the
 * speed's delay (less the time the thinking took). */
static void
ai_choice_ready (SchottGameModel    *self,
                 const SchottChoice *choice,
                 const SchottAi     *ai_after)
{
  gint64 elapsed_ms = (g_get_monotonic_time () - self->ai_started) / 1000;
  gint64 delay = (gint64) schott_ai_speed_delay_ms (self->speed) - elapsed_ms;

  self->ai_choice = *choice;
  self->ai_after = *ai_after;
  if (delay <= 0)
    self->ai_source = g_idle_add (apply_ai_choice_cb, self);
  else
    self->ai_source = g_timeout_add ((guint) delay, apply_ai_choice_cb, self);
}

static void
ai_task_data_free (gpointer data)
{
  AiTaskData *td = data;

  g_weak_ref_clear (&td->model);
  g_free (td);
}

static void
ai_thread_func (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  AiTaskData *td = task_data;
  SchottChoice *choice = g_new (SchottChoice, 1);

  /* td->game is this thread's own copy: the main thread may go on. */
  *choice = schott_ai_choose (&td->ai, &td->game);
  g_task_return_pointer (task, choice, g_free);
}

static void
ai_thread_done_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  GTask *task = G_TASK (result);
  AiTaskData *td = g_task_get_task_data (task);
  g_autoptr(SchottGameModel) self = g_weak_ref_get (&td->model);
  g_autofree SchottChoice *choice = g_task_propagate_pointer (task, NULL);

  if (self == NULL || choice == NULL)
    return;   /* disposed or cancelled */
  if (td->generation != self->generation)
    {
      /* a stale result: the game changed while we thought */
      if (self->ai_cancellable == g_task_get_cancellable (task))
        {
          g_clear_object (&self->ai_cancellable);
          set_ai_thinking (self, FALSE);
          schedule_ai (self);
        }
      return;
    }

  g_clear_object (&self->ai_cancellable);
  ai_choice_ready (self, choice, &td->ai);
}

static void
schedule_ai (SchottGameModel *self)
{
  gint seat;

  if (!self->ai_enabled || self->paused || self->ai_source != 0 || self->ai_cancellable != NULL)
    return;
  if (schott_game_is_over (&self->game))
    return;
  seat = schott_game_decider (&self->game);
  if (!seat_is_computer (self, seat))
    return;

  self->ai_started = g_get_monotonic_time ();
  set_ai_thinking (self, TRUE);

  if (self->ai[seat].level >= SCHOTT_AI_HARD)
    {
      g_autoptr(GTask) task = NULL;
      AiTaskData *td = g_new0 (AiTaskData, 1);

      td->game = self->game;
      td->ai = self->ai[seat];
      td->generation = self->generation;
      g_weak_ref_init (&td->model, self);

      self->ai_cancellable = g_cancellable_new ();
      task = g_task_new (NULL, self->ai_cancellable, ai_thread_done_cb, NULL);
      g_task_set_source_tag (task, schedule_ai);
      g_task_set_task_data (task, td, ai_task_data_free);
      g_task_run_in_thread (task, ai_thread_func);
    }
  else
    {
      SchottAi ai = self->ai[seat];
      SchottChoice choice = schott_ai_choose (&ai, &self->game);

      ai_choice_ready (self, &choice, &ai);
    }
}

/* ------------------------------------------------------------ overrides */

static void
schott_game_model_dispose (GObject *object)
{
  SchottGameModel *self = SCHOTT_GAME_MODEL (object);

  cancel_ai (self);
  g_clear_object (&self->players);
  g_clear_object (&self->move_log);

  G_OBJECT_CLASS (schott_game_model_parent_class)->dispose (object);
}

static void
schott_game_model_finalize (GObject *object)
{
  SchottGameModel *self = SCHOTT_GAME_MODEL (object);

  if (self->provider_destroy != NULL)
    self->provider_destroy (self->provider_data);
  clear_question (self);
  g_clear_pointer (&self->choices, g_free);
  g_clear_pointer (&self->language, g_free);
  g_clear_pointer (&self->pack_ids, g_strfreev);
  g_clear_pointer (&self->autosave_path, g_free);
  g_clear_pointer (&self->stage_marks, g_array_unref);

  G_OBJECT_CLASS (schott_game_model_parent_class)->finalize (object);
}

static void
schott_game_model_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SchottGameModel *self = SCHOTT_GAME_MODEL (object);

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_enum (value, self->phase);
      break;
    case PROP_DECISION:
      g_value_set_enum (value, self->decision);
      break;
    case PROP_DECIDER:
      g_value_set_int (value, self->decider);
      break;
    case PROP_ACTIVE_PLAYER:
      g_value_set_int (value, self->active);
      break;
    case PROP_HUMAN_DECIDES:
      g_value_set_boolean (value, self->human_decides);
      break;
    case PROP_STAGE:
      g_value_set_uint (value, self->stage);
      break;
    case PROP_TURN:
      g_value_set_uint (value, self->turn);
      break;
    case PROP_N_PLAYERS:
      g_value_set_uint (value, self->game.n_players);
      break;
    case PROP_ROW_LENGTH:
      g_value_set_uint (value, self->game.row_length);
      break;
    case PROP_MAX_VALUE:
      g_value_set_uint (value, self->game.max_value);
      break;
    case PROP_ROUTE_LENGTH:
      g_value_set_uint (value, self->game.variant.route_length);
      break;
    case PROP_SEED:
      g_value_set_uint64 (value, self->game.seed);
      break;
    case PROP_VARIANT_NAME:
      g_value_set_string (value, self->game.variant.name);
      break;
    case PROP_DRAW_COUNT:
      g_value_set_uint (value, self->draw_count);
      break;
    case PROP_DISCARD_COUNT:
      g_value_set_uint (value, self->discard_count);
      break;
    case PROP_DISCARD_TOP:
      g_value_set_int (value, self->discard_top);
      break;
    case PROP_DISCARD_SECOND:
      g_value_set_int (value, self->discard_second);
      break;
    case PROP_DRAWN_CARD:
      g_value_set_int (value, self->drawn_card);
      break;
    case PROP_CURRENT_EVENT:
      g_value_set_enum (value, self->current_event);
      break;
    case PROP_IS_OVER:
      g_value_set_boolean (value, self->is_over);
      break;
    case PROP_QUESTION_LANGUAGE:
      g_value_set_string (value, self->language);
      break;
    case PROP_QUESTION_TEXT:
      g_value_set_string (value, self->question_text);
      break;
    case PROP_QUESTION_PLAYER:
      g_value_set_int (value, self->question_player);
      break;
    case PROP_QUESTION_REASON:
      g_value_set_enum (value, self->question_reason);
      break;
    case PROP_QUESTION_AMOUNT:
      g_value_set_int (value, self->question_amount);
      break;
    case PROP_AI_ENABLED:
      g_value_set_boolean (value, self->ai_enabled);
      break;
    case PROP_AI_THINKING:
      g_value_set_boolean (value, self->ai_thinking);
      break;
    case PROP_SPEED:
      g_value_set_enum (value, self->speed);
      break;
    case PROP_AUTOSAVE_PATH:
      g_value_set_string (value, self->autosave_path);
      break;
    case PROP_AUTOSAVE_LOCKED:
      g_value_set_boolean (value, self->autosave_locked);
      break;
    case PROP_PLAYERS:
      g_value_set_object (value, self->players);
      break;
    case PROP_MOVE_LOG:
      g_value_set_object (value, self->move_log);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_game_model_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  SchottGameModel *self = SCHOTT_GAME_MODEL (object);

  switch (prop_id)
    {
    case PROP_QUESTION_LANGUAGE:
      schott_game_model_set_question_language (self, g_value_get_string (value));
      break;
    case PROP_AI_ENABLED:
      schott_game_model_set_ai_enabled (self, g_value_get_boolean (value));
      break;
    case PROP_SPEED:
      schott_game_model_set_speed (self, g_value_get_enum (value));
      break;
    case PROP_AUTOSAVE_PATH:
      {
        const char *path = g_value_get_string (value);

        if (g_strcmp0 (path, self->autosave_path) != 0)
          {
            g_free (self->autosave_path);
            self->autosave_path = g_strdup (path);
            g_object_notify_by_pspec (object, pspec);
            update_autosave_locked (self);
          }
      }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_game_model_class_init (SchottGameModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->dispose = schott_game_model_dispose;
  object_class->finalize = schott_game_model_finalize;
  object_class->get_property = schott_game_model_get_property;
  object_class->set_property = schott_game_model_set_property;

  properties[PROP_PHASE] = g_param_spec_enum ("phase", NULL, NULL, SCHOTT_TYPE_PHASE,
                                              SCHOTT_PHASE_STAGE_SETUP, ro);
  properties[PROP_DECISION] = g_param_spec_enum ("decision", NULL, NULL, SCHOTT_TYPE_DECISION_KIND,
                                                 SCHOTT_DECISION_NONE, ro);
  properties[PROP_DECIDER] = g_param_spec_int ("decider", NULL, NULL, -1, SCHOTT_MAX_PLAYERS, -1, ro);
  properties[PROP_ACTIVE_PLAYER] = g_param_spec_int ("active-player", NULL, NULL, -1, SCHOTT_MAX_PLAYERS, -1, ro);
  properties[PROP_HUMAN_DECIDES] = g_param_spec_boolean ("human-decides", NULL, NULL, FALSE, ro);
  properties[PROP_STAGE] = g_param_spec_uint ("stage", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_TURN] = g_param_spec_uint ("turn", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_N_PLAYERS] = g_param_spec_uint ("n-players", NULL, NULL, 0, SCHOTT_MAX_PLAYERS, 0, ro);
  properties[PROP_ROW_LENGTH] = g_param_spec_uint ("row-length", NULL, NULL, 0, SCHOTT_MAX_ROW, 0, ro);
  properties[PROP_MAX_VALUE] = g_param_spec_uint ("max-value", NULL, NULL, 0, 255, 0, ro);
  properties[PROP_ROUTE_LENGTH] = g_param_spec_uint ("route-length", NULL, NULL, 0, SCHOTT_MAX_ROUTE, 0, ro);
  properties[PROP_SEED] = g_param_spec_uint64 ("seed", NULL, NULL, 0, G_MAXUINT64, 0, ro);
  properties[PROP_VARIANT_NAME] = g_param_spec_string ("variant-name", NULL, NULL, NULL, ro);
  properties[PROP_DRAW_COUNT] = g_param_spec_uint ("draw-count", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_DISCARD_COUNT] = g_param_spec_uint ("discard-count", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_DISCARD_TOP] = g_param_spec_int ("discard-top", NULL, NULL, -1, 255, -1, ro);
  properties[PROP_DISCARD_SECOND] = g_param_spec_int ("discard-second", NULL, NULL, -1, 255, -1, ro);
  properties[PROP_DRAWN_CARD] = g_param_spec_int ("drawn-card", NULL, NULL, -1, 255, -1, ro);
  properties[PROP_CURRENT_EVENT] = g_param_spec_enum ("current-event", NULL, NULL, SCHOTT_TYPE_EVENT_KIND,
                                                      SCHOTT_EVENT_NONE, ro);
  properties[PROP_IS_OVER] = g_param_spec_boolean ("is-over", NULL, NULL, FALSE, ro);
  properties[PROP_QUESTION_LANGUAGE] = g_param_spec_string ("question-language", NULL, NULL, "en", rw);
  properties[PROP_QUESTION_TEXT] = g_param_spec_string ("question-text", NULL, NULL, NULL, ro);
  properties[PROP_QUESTION_PLAYER] = g_param_spec_int ("question-player", NULL, NULL, -1, SCHOTT_MAX_PLAYERS, -1, ro);
  properties[PROP_QUESTION_REASON] = g_param_spec_enum ("question-reason", NULL, NULL, SCHOTT_TYPE_QUESTION_REASON,
                                                        SCHOTT_QUESTION_NONE, ro);
  properties[PROP_QUESTION_AMOUNT] = g_param_spec_int ("question-amount", NULL, NULL, G_MININT, G_MAXINT, 0, ro);
  properties[PROP_AI_ENABLED] = g_param_spec_boolean ("ai-enabled", NULL, NULL, FALSE, rw);
  properties[PROP_AI_THINKING] = g_param_spec_boolean ("ai-thinking", NULL, NULL, FALSE, ro);
  properties[PROP_SPEED] = g_param_spec_enum ("speed", NULL, NULL, SCHOTT_TYPE_AI_SPEED,
                                              SCHOTT_AI_SPEED_NORMAL, rw);
  properties[PROP_AUTOSAVE_PATH] = g_param_spec_string ("autosave-path", NULL, NULL, NULL, rw);
  properties[PROP_AUTOSAVE_LOCKED] = g_param_spec_boolean ("autosave-locked", NULL, NULL, FALSE, ro);
  properties[PROP_PLAYERS] = g_param_spec_object ("players", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  properties[PROP_MOVE_LOG] = g_param_spec_object ("move-log", NULL, NULL, G_TYPE_LIST_MODEL, ro);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[STAGE_STARTED] = g_signal_new ("stage-started", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_INT);
  signals[TURN_STARTED] = g_signal_new ("turn-started", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT);
  signals[CARD_DRAWN] = g_signal_new ("card-drawn", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                      G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[CARD_EXCHANGED] = g_signal_new ("card-exchanged", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 5, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT,
                                          G_TYPE_INT, G_TYPE_BOOLEAN);
  signals[CARD_DISCARDED] = g_signal_new ("card-discarded", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[CARD_MOVED] = g_signal_new ("card-moved", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                      G_TYPE_NONE, 5, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT,
                                      G_TYPE_INT, G_TYPE_INT);
  signals[ROWS_ROTATED] = g_signal_new ("rows-rotated", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 0);
  signals[PILE_RESHUFFLED] = g_signal_new ("pile-reshuffled", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 0);
  signals[EVENT_REVEALED] = g_signal_new ("event-revealed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 3, G_TYPE_INT, SCHOTT_TYPE_EVENT_KIND, G_TYPE_INT);
  signals[FAST_TRACK_PLAYED] = g_signal_new ("fast-track-played", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 1, G_TYPE_INT);
  signals[BONUS_EARNED] = g_signal_new ("bonus-earned", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_UINT, G_TYPE_UINT);
  signals[FIGURE_MOVED] = g_signal_new ("figure-moved", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT,
                                        SCHOTT_TYPE_MOVE_REASON);
  signals[QUESTION_ASKED] = g_signal_new ("question-asked", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 4, G_TYPE_INT, SCHOTT_TYPE_QUESTION_REASON,
                                          G_TYPE_INT, G_TYPE_STRING);
  signals[QUESTION_ANSWERED] = g_signal_new ("question-answered", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_BOOLEAN, G_TYPE_INT, G_TYPE_INT);
  signals[ROW_COMPLETED] = g_signal_new ("row-completed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_INT);
  signals[STAGE_SCORED] = g_signal_new ("stage-scored", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_POINTER);
  signals[STAGE_CAPPED] = g_signal_new ("stage-capped", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 0);
  signals[GAME_OVER] = g_signal_new ("game-over", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                     G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[DECISION_CHANGED] = g_signal_new ("decision-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 0);
  signals[LOG_LINE_ADDED] = g_signal_new ("log-line-added", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, SCHOTT_TYPE_LOG_LINE);
  signals[AUTOSAVE_FAILED] = g_signal_new ("autosave-failed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
schott_game_model_init (SchottGameModel *self)
{
  self->players = g_list_store_new (SCHOTT_TYPE_PLAYER);
  self->move_log = g_list_store_new (SCHOTT_TYPE_LOG_LINE);
  self->stage_marks = g_array_new (FALSE, TRUE, sizeof (StageMark));
  self->language = g_strdup ("en");
  self->speed = SCHOTT_AI_SPEED_NORMAL;
  self->decider = -1;
  self->active = -1;
  self->discard_top = -1;
  self->discard_second = -1;
  self->drawn_card = -1;
  self->question_player = -1;
  self->phase = SCHOTT_PHASE_STAGE_SETUP;
  self->decision = SCHOTT_DECISION_NONE;
}

/* ---------------------------------------------------------- public API */

/* Creates the players around an initialised self->game. */
static void
setup_players (SchottGameModel       *self,
               const SchottSeatSetup *seats)
{
  for (guint p = 0; p < self->game.n_players; p++)
    {
      g_autoptr(SchottPlayer) player = NULL;
      const char *name = seats[p].name;
      g_autofree char *fallback = NULL;
      gboolean default_name = name == NULL || *name == '\0';

      if (default_name)
        name = fallback = schott_seat_default_name (seats[p].kind, p);
      self->kinds[p] = seats[p].kind;
      player = _schott_player_new (p, name,
                                   seats[p].colour ? seats[p].colour : default_colours[p],
                                   seats[p].kind, seats[p].level, self->game.max_value);
      _schott_player_set_has_default_name (player, default_name);
      g_list_store_append (self->players, player);
    }
}

SchottGameModel *
schott_game_model_new (const SchottVariant   *variant,
                       const SchottSeatSetup *seats,
                       guint                  n_seats,
                       guint64                seed,
                       GError               **error)
{
  g_autoptr(SchottGameModel) self = NULL;

  g_return_val_if_fail (variant != NULL, NULL);
  g_return_val_if_fail (seats != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (n_seats < SCHOTT_MIN_PLAYERS || n_seats > SCHOTT_MAX_PLAYERS)
    {
      g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_INVALID_VARIANT,
                   _("A game needs %d to %d players."), SCHOTT_MIN_PLAYERS, SCHOTT_MAX_PLAYERS);
      return NULL;
    }

  self = g_object_new (SCHOTT_TYPE_GAME_MODEL, NULL);
  if (!schott_game_init (&self->game, variant, n_seats, seed, error))
    return NULL;

  for (guint p = 0; p < n_seats; p++)
    schott_ai_init (&self->ai[p], seats[p].level, seed, p);
  setup_players (self, seats);
  reset_stage_marks (self);
  sync_all (self);

  return g_steal_pointer (&self);
}

char *
schott_seat_default_name (SchottSeatKind kind,
                          guint          seat)
{
  if (kind == SCHOTT_SEAT_COMPUTER)
    /* Translators: default name of a computer player in seat %u */
    return g_strdup_printf (_("Computer %u"), seat + 1);
  /* Translators: default name of seat %u */
  return g_strdup_printf (_("Player %u"), seat + 1);
}

/* A save without the "default-names" key (before it was written): a name
 * is taken for the seat's default when it is the default in the language
 * of the interface or in English, the languages a default could have come
 * from most often. */
static gboolean
looks_like_default_name (const char     *name,
                         SchottSeatKind  kind,
                         guint           seat)
{
  g_autofree char *localized = schott_seat_default_name (kind, seat);
  g_autofree char *english = g_strdup_printf (kind == SCHOTT_SEAT_COMPUTER ? "Computer %u" : "Player %u",
                                              seat + 1);

  return g_strcmp0 (name, localized) == 0 || g_strcmp0 (name, english) == 0;
}

char *
schott_game_model_default_autosave_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "schott-world", "autosave.schott-save", NULL);
}

static char *
build_save_data (SchottGameModel *self,
                 gsize           *len)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *state = NULL;
  const char *names[SCHOTT_MAX_PLAYERS + 1] = { NULL, };
  const char *colours[SCHOTT_MAX_PLAYERS + 1] = { NULL, };
  const char *kinds[SCHOTT_MAX_PLAYERS + 1] = { NULL, };
  const char *levels[SCHOTT_MAX_PLAYERS + 1] = { NULL, };
  char *ai_rng[SCHOTT_MAX_PLAYERS + 1] = { NULL, };
  gboolean default_names[SCHOTT_MAX_PLAYERS] = { FALSE, };
  guint n = self->game.n_players;

  for (guint p = 0; p < n; p++)
    {
      SchottPlayer *player = peek_player (self, p);

      names[p] = schott_player_get_name (player);
      default_names[p] = schott_player_get_has_default_name (player);
      colours[p] = schott_player_get_colour (player);
      kinds[p] = self->kinds[p] == SCHOTT_SEAT_COMPUTER ? "computer" : "human";
      levels[p] = schott_ai_level_name (schott_player_get_level (player));
      ai_rng[p] = g_strdup_printf ("%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT,
                                   self->ai[p].rng.state, self->ai[p].rng.inc);
    }

  g_key_file_set_integer (kf, AUTOSAVE_GROUP, "version", 1);
  g_key_file_set_string_list (kf, AUTOSAVE_GROUP, "names", names, n);
  /* Untouched default names follow the language of whoever resumes. */
  g_key_file_set_boolean_list (kf, AUTOSAVE_GROUP, "default-names", default_names, n);
  g_key_file_set_string_list (kf, AUTOSAVE_GROUP, "colours", colours, n);
  g_key_file_set_string_list (kf, AUTOSAVE_GROUP, "kinds", kinds, n);
  g_key_file_set_string_list (kf, AUTOSAVE_GROUP, "levels", levels, n);
  g_key_file_set_string_list (kf, AUTOSAVE_GROUP, "ai-rng", (const char * const *) ai_rng, n);
  g_key_file_set_string (kf, AUTOSAVE_GROUP, "language", self->language);
  if (self->pack_ids != NULL)
    g_key_file_set_string_list (kf, AUTOSAVE_GROUP, "packs", (const char * const *) self->pack_ids,
                                g_strv_length (self->pack_ids));
  g_key_file_set_string (kf, AUTOSAVE_GROUP, "speed",
                         g_enum_get_value (g_type_class_peek (SCHOTT_TYPE_AI_SPEED), self->speed)->value_nick);
  for (guint p = 0; p < n; p++)
    g_free (ai_rng[p]);

  save_stage_marks (self, kf, AUTOSAVE_GROUP);

  state = schott_game_serialize (&self->game);
  g_key_file_set_string (kf, AUTOSAVE_GROUP, "state", state);
  return g_key_file_to_data (kf, len, NULL);
}

gboolean
schott_game_model_save (SchottGameModel *self,
                        const char      *path,
                        GError         **error)
{
  g_autofree char *data = NULL;
  gsize len;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = build_save_data (self, &len);
  return schott_file_write_atomic_full (path, data, len, 0600, error);
}

/* A saved game is a few kilobytes: the limit is checked before reading. */
#define MAX_AUTOSAVE_SIZE (1024 * 1024)

static SchottGameModel *load_autosave (const char  *path,
                                       GError     **error);

SchottGameModel *
schott_game_model_new_from_autosave (const char  *path,
                                     GError     **error)
{
  return schott_game_model_restore_autosave (path, NULL, error);
}

SchottGameModel *
schott_game_model_peek_autosave (const char  *path,
                                 GError     **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_autosave (path, error);
}

SchottGameModel *
schott_game_model_restore_autosave (const char  *path,
                                    char       **moved_to,
                                    GError     **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autofree char *aside = NULL;
  SchottGameModel *self;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (moved_to != NULL)
    *moved_to = NULL;
  /* never resume the game another window is playing */
  if (!schott_game_model_lock_autosave (path, error))
    return NULL;
  self = load_autosave (path, &local);
  if (self != NULL)
    return self;

  /* Missing, unreadable (permissions, I/O) or from a newer version: the
   * file stays where it is. Anything else is damage: the file is moved
   * aside, so that the next autosave does not overwrite it. */
  if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
      g_error_matches (local, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_FILE) ||
      g_error_matches (local, SCHOTT_ERROR, SCHOTT_ERROR_VERSION))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  aside = sw_file_move_aside (path, &move_error);
  if (aside == NULL)
    {
      g_set_error (error, SCHOTT_AUTOSAVE_ERROR, SCHOTT_AUTOSAVE_ERROR_CORRUPT,
                   _("The saved game “%s” is damaged (%s) and could not be moved aside: %s"),
                   path, local->message, move_error->message);
      return NULL;
    }
  g_set_error (error, SCHOTT_AUTOSAVE_ERROR, SCHOTT_AUTOSAVE_ERROR_CORRUPT,
               _("The saved game “%s” is damaged (%s). It was kept as “%s”; a new game can start."),
               path, local->message, aside);
  if (moved_to != NULL)
    *moved_to = g_steal_pointer (&aside);
  return NULL;
}

static SchottGameModel *
load_autosave (const char  *path,
               GError     **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *contents = NULL;
  g_autoptr(GError) read_error = NULL;
  gsize contents_len = 0;
  g_autoptr(SchottGameModel) self = NULL;
  g_autofree char *state = NULL;
  g_autofree char *language = NULL;
  g_autofree char *speed = NULL;
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colours = NULL;
  g_auto(GStrv) kinds = NULL;
  g_auto(GStrv) levels = NULL;
  g_auto(GStrv) ai_rng = NULL;
  g_autofree gboolean *default_names = NULL;
  SchottSeatSetup seats[SCHOTT_MAX_PLAYERS];
  gsize n_names = 0, n_colours = 0, n_kinds = 0, n_levels = 0, n_rng = 0, n_defaults = 0;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                   _("There is no saved game “%s”."), path);
      return NULL;
    }
  if (!schott_file_read_limited (path, MAX_AUTOSAVE_SIZE, &contents, &contents_len, &read_error))
    {
      /* too large is damage; the rest (permissions, I/O) is not */
      if (g_error_matches (read_error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_TOO_LARGE))
        g_set_error_literal (error, SCHOTT_ERROR, SCHOTT_ERROR_PARSE, read_error->message);
      else
        g_propagate_error (error, g_steal_pointer (&read_error));
      return NULL;
    }
  if (!g_key_file_load_from_data (kf, contents, contents_len, G_KEY_FILE_NONE, error))
    return NULL;

  if (g_key_file_get_integer (kf, AUTOSAVE_GROUP, "version", NULL) != 1)
    {
      g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_VERSION,
                   _("“%s” was saved by another version of SCHOTT World."), path);
      return NULL;
    }

  state = g_key_file_get_string (kf, AUTOSAVE_GROUP, "state", error);
  if (state == NULL)
    return NULL;
  names = g_key_file_get_string_list (kf, AUTOSAVE_GROUP, "names", &n_names, NULL);
  colours = g_key_file_get_string_list (kf, AUTOSAVE_GROUP, "colours", &n_colours, NULL);
  kinds = g_key_file_get_string_list (kf, AUTOSAVE_GROUP, "kinds", &n_kinds, NULL);
  levels = g_key_file_get_string_list (kf, AUTOSAVE_GROUP, "levels", &n_levels, NULL);
  ai_rng = g_key_file_get_string_list (kf, AUTOSAVE_GROUP, "ai-rng", &n_rng, NULL);
  default_names = g_key_file_get_boolean_list (kf, AUTOSAVE_GROUP, "default-names", &n_defaults, NULL);

  self = g_object_new (SCHOTT_TYPE_GAME_MODEL, NULL);
  /* the io layer's reader: the same located messages as
   * `schott-cli pack validate` and `play --from` */
  if (!schott_save_game_read_data (contents, contents_len, path, &self->game, error))
    return NULL;

  if (n_names != self->game.n_players || n_colours != n_names || n_kinds != n_names ||
      n_levels != n_names)
    {
      g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_PARSE,
                   _("The players saved in “%s” do not match the game."), path);
      return NULL;
    }

  for (guint p = 0; p < n_names; p++)
    {
      SchottAiLevel level = SCHOTT_AI_NORMAL;

      schott_ai_level_parse (levels[p], &level);
      seats[p].name = names[p];
      seats[p].colour = colours[p];
      seats[p].kind = g_strcmp0 (kinds[p], "computer") == 0 ? SCHOTT_SEAT_COMPUTER : SCHOTT_SEAT_HUMAN;
      seats[p].level = level;
      /* NULL: setup_players() makes the default name in today's language */
      if (default_names != NULL ? (p < n_defaults && default_names[p])
                                : looks_like_default_name (names[p], seats[p].kind, p))
        seats[p].name = NULL;
      schott_ai_init (&self->ai[p], level, self->game.seed, p);
      if (p < n_rng)
        {
          guint64 st, inc;

          if (sscanf (ai_rng[p], "%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT, &st, &inc) == 2)
            {
              self->ai[p].rng.state = st;
              self->ai[p].rng.inc = inc;
            }
          if (!schott_rng_is_valid (&self->ai[p].rng))
            {
              g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_PARSE,
                           _("%s: “ai-rng” of player %u is a random generator state that cannot occur (its increment must be odd)."),
                           path, p + 1);
              return NULL;
            }
        }
    }

  language = g_key_file_get_string (kf, AUTOSAVE_GROUP, "language", NULL);
  if (language != NULL)
    schott_game_model_set_question_language (self, language);
  self->pack_ids = g_key_file_get_string_list (kf, AUTOSAVE_GROUP, "packs", NULL, NULL);
  speed = g_key_file_get_string (kf, AUTOSAVE_GROUP, "speed", NULL);
  if (speed != NULL)
    {
      GEnumValue *ev = g_enum_get_value_by_nick (g_type_class_peek (SCHOTT_TYPE_AI_SPEED), speed);
      if (ev != NULL)
        self->speed = ev->value;
    }

  setup_players (self, seats);
  load_stage_marks (self, kf, AUTOSAVE_GROUP);
  sync_all (self);
  add_log_line (self, _("The saved game was restored."), -1, SCHOTT_LOG_LINE_INFO);

  return g_steal_pointer (&self);
}

#define GETTER(type, name, field, fallback)                          \
  type                                                               \
  schott_game_model_get_##name (SchottGameModel *self)               \
  {                                                                  \
    g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), fallback);    \
    return self->field;                                              \
  }

GETTER (SchottPhase, phase, phase, SCHOTT_PHASE_GAME_OVER)
GETTER (SchottDecisionKind, decision, decision, SCHOTT_DECISION_NONE)
GETTER (gint, decider, decider, -1)
GETTER (gint, active_player, active, -1)
GETTER (gboolean, human_decides, human_decides, FALSE)
GETTER (guint, stage, stage, 0)
GETTER (guint, turn, turn, 0)
GETTER (guint, n_players, game.n_players, 0)
GETTER (guint, row_length, game.row_length, 0)
GETTER (guint, max_value, game.max_value, 0)
GETTER (guint64, seed, game.seed, 0)
GETTER (const char *, variant_name, game.variant.name, NULL)
GETTER (guint, draw_count, draw_count, 0)
GETTER (guint, discard_count, discard_count, 0)
GETTER (gint, discard_top, discard_top, -1)
GETTER (gint, discard_second, discard_second, -1)
GETTER (gint, drawn_card, drawn_card, -1)
GETTER (SchottEventKind, current_event, current_event, SCHOTT_EVENT_NONE)
GETTER (gboolean, is_over, is_over, FALSE)
GETTER (guint, route_length, game.variant.route_length, 0)
GETTER (const char *, question_language, language, NULL)
GETTER (const char *, question_text, question_text, NULL)
GETTER (gint, question_player, question_player, -1)
GETTER (SchottQuestionReason, question_reason, question_reason, SCHOTT_QUESTION_NONE)
GETTER (gint, question_amount, question_amount, 0)
GETTER (gboolean, ai_enabled, ai_enabled, FALSE)
GETTER (gboolean, ai_thinking, ai_thinking, FALSE)
GETTER (SchottAiSpeed, speed, speed, SCHOTT_AI_SPEED_NORMAL)

#undef GETTER

guint
schott_game_model_get_winner_mask (SchottGameModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), 0);
  return winner_mask (&self->game);
}

const SchottStageSummary *
schott_game_model_get_last_summary (SchottGameModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), NULL);
  return &self->game.last_summary;
}

GListModel *
schott_game_model_get_players (SchottGameModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), NULL);
  return G_LIST_MODEL (self->players);
}

SchottPlayer *
schott_game_model_get_player (SchottGameModel *self,
                              guint            index)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), NULL);
  if (index >= self->game.n_players)
    return NULL;
  return peek_player (self, index);
}

GListModel *
schott_game_model_get_move_log (SchottGameModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), NULL);
  return G_LIST_MODEL (self->move_log);
}

gint
schott_game_model_get_field_value (SchottGameModel *self,
                                   guint            field)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), 0);
  if (field > self->game.variant.route_length || field > SCHOTT_MAX_ROUTE)
    return 0;
  return self->game.variant.field_value[field];
}

gint
schott_game_model_get_figure (SchottGameModel *self,
                              guint            player)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), 0);
  g_return_val_if_fail (player < self->game.n_players, 0);
  return self->game.figure[player];
}

guint
schott_game_model_get_n_event_slots (SchottGameModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), 0);
  return MIN (self->game.variant.events_per_player, SCHOTT_MAX_EVENTS_PER_PLAYER);
}

gboolean
schott_game_model_get_event_slot (SchottGameModel *self,
                                  guint            player,
                                  guint            slot,
                                  gboolean        *played,
                                  SchottEventKind *kind)
{
  const SchottEventSlot *s;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  if (player >= self->game.n_players || slot >= schott_game_model_get_n_event_slots (self))
    return FALSE;

  s = &self->game.events[player][slot];
  if (played != NULL)
    *played = s->played;
  if (kind != NULL)
    *kind = s->played ? s->kind : SCHOTT_EVENT_NONE;
  return TRUE;
}

void
schott_game_model_set_question_provider (SchottGameModel       *self,
                                         SchottQuestionProvider provider,
                                         gpointer               user_data,
                                         GDestroyNotify         destroy)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));

  if (self->provider_destroy != NULL)
    self->provider_destroy (self->provider_data);
  self->provider = provider;
  self->provider_data = user_data;
  self->provider_destroy = destroy;

  /* an open question is shown again from the new provider */
  if (self->question_loaded)
    {
      self->question_loaded = FALSE;
      sync_all (self);
    }
}

void
schott_game_model_set_question_language (SchottGameModel *self,
                                         const char      *language)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));

  if (language == NULL || *language == '\0')
    language = "en";
  if (g_strcmp0 (self->language, language) == 0)
    return;
  g_free (self->language);
  self->language = g_strdup (language);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_QUESTION_LANGUAGE]);

  if (self->question_loaded)
    {
      self->question_loaded = FALSE;
      sync_all (self);
    }
}

const char *
schott_game_model_get_question_answer (SchottGameModel *self,
                                       guint            position)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), NULL);
  if (position >= 3 || !self->question_loaded)
    return NULL;
  return self->question_answers[position];
}

void
schott_game_model_set_pack_ids (SchottGameModel    *self,
                                const char * const *pack_ids)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));

  g_clear_pointer (&self->pack_ids, g_strfreev);
  self->pack_ids = g_strdupv ((char **) pack_ids);
}

const char * const *
schott_game_model_get_pack_ids (SchottGameModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), NULL);
  return (const char * const *) self->pack_ids;
}

const SchottChoice *
schott_game_model_get_legal_choices (SchottGameModel *self,
                                     guint           *n_choices)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), NULL);

  ensure_choices (self);
  if (n_choices != NULL)
    *n_choices = self->n_choices;
  return self->choices;
}

gboolean
schott_game_model_is_legal (SchottGameModel    *self,
                            const SchottChoice *choice)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (choice != NULL, FALSE);
  return schott_game_is_legal (&self->game, choice);
}

gboolean
schott_game_model_decide (SchottGameModel    *self,
                          const SchottChoice *choice,
                          GError            **error)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (choice != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  g_return_val_if_fail (!self->emitting, FALSE);

  if (!schott_game_is_legal (&self->game, choice))
    {
      g_autofree char *text = schott_choice_to_string (choice);
      g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_ILLEGAL_CHOICE,
                   _("That move is not allowed now (%s)."), text);
      return FALSE;
    }
  cancel_ai (self);
  return apply_choice (self, choice, error);
}

void
schott_game_model_set_ai_enabled (SchottGameModel *self,
                                  gboolean         enabled)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));

  enabled = !!enabled;
  if (self->ai_enabled == enabled)
    return;
  self->ai_enabled = enabled;
  if (!enabled)
    {
      /* a result that arrives later belongs to an old generation */
      self->generation++;
      cancel_ai (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AI_ENABLED]);
  schedule_ai (self);
}

void
schott_game_model_set_paused (SchottGameModel *self,
                              gboolean         paused)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  if (paused)
    {
      /* a move being thought about is thought about again afterwards */
      self->generation++;
      cancel_ai (self);
    }
  else
    schedule_ai (self);
}

gboolean
schott_game_model_get_paused (SchottGameModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  return self->paused;
}

void
schott_game_model_set_speed (SchottGameModel *self,
                             SchottAiSpeed    speed)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));

  if (self->speed == speed)
    return;
  self->speed = speed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
}

gboolean
schott_game_model_is_computer (SchottGameModel *self,
                               guint            player)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  return seat_is_computer (self, (gint) player);
}

gboolean
schott_game_model_step_ai (SchottGameModel *self)
{
  g_autoptr(GError) error = NULL;
  SchottChoice choice;
  gint seat;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (!self->emitting, FALSE);

  if (schott_game_is_over (&self->game))
    return FALSE;
  seat = schott_game_decider (&self->game);
  if (!seat_is_computer (self, seat))
    return FALSE;

  self->generation++;
  cancel_ai (self);
  choice = schott_ai_choose (&self->ai[seat], &self->game);
  if (!apply_choice (self, &choice, &error))
    {
      g_critical ("A computer player chose an illegal move: %s", error->message);
      return FALSE;
    }
  return TRUE;
}

guint
schott_game_model_run_ai_until_human_or_over (SchottGameModel *self,
                                              guint            max_steps)
{
  guint steps = 0;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), 0);

  while ((max_steps == 0 || steps < max_steps) && schott_game_model_step_ai (self))
    steps++;
  return steps;
}

SchottGame *
schott_game_model_get_game_for_testing (SchottGameModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), NULL);
  return &self->game;
}

void
schott_game_model_sync_for_testing (SchottGameModel *self)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));

  cancel_ai (self);
  self->question_loaded = FALSE;
  /* a position set up by hand: its figures did not move through the log */
  for (guint p = 0; p < self->game.n_players; p++)
    self->tracked_figure[p] = self->game.figure[p];
  after_change (self, NULL);
}

void
schott_game_model_set_people_events_for_testing (SchottGameModel *self,
                                                 const guint     *kinds,
                                                 guint            n_kinds)
{
  guint next = 0;

  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));
  g_return_if_fail (kinds != NULL || n_kinds == 0);

  for (guint p = 0; p < self->game.n_players && next < n_kinds; p++)
    {
      if (schott_game_model_is_computer (self, p))
        continue;
      for (guint s = 0; s < schott_game_model_get_n_event_slots (self) && next < n_kinds; s++)
        {
          guint kind = kinds[next++];

          if (kind >= 1 && kind <= SCHOTT_N_EVENT_KINDS && !self->game.events[p][s].played)
            self->game.events[p][s].kind = (SchottEventKind) kind;
        }
    }
  schott_game_model_sync_for_testing (self);
}

void
schott_game_model_get_stage_extras (SchottGameModel   *self,
                                    guint              player,
                                    SchottStageExtras *extras)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));
  g_return_if_fail (extras != NULL);

  memset (extras, 0, sizeof *extras);
  g_return_if_fail (player < SCHOTT_MAX_PLAYERS);
  *extras = self->extras[player];
}

/* ------------------------------------------------------ stage record */

guint
schott_game_model_get_n_stage_rows (SchottGameModel *self)
{
  const StageMark *first;
  gboolean before = FALSE;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), 0);
  if (self->stage_marks->len == 0)
    return 0;
  first = &g_array_index (self->stage_marks, StageMark, 0);
  for (guint p = 0; p < self->game.n_players; p++)
    before |= first->figure[p] != 0;
  return self->stage_marks->len + (before || first->stage > 1 ? 1 : 0);
}

guint
schott_game_model_get_stage_row (SchottGameModel *self,
                                 guint            row,
                                 gint            *moves)
{
  guint n_rows;
  gint zero[SCHOTT_MAX_PLAYERS] = { 0, };
  const gint *from, *to;
  guint stage;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), 0);
  n_rows = schott_game_model_get_n_stage_rows (self);
  g_return_val_if_fail (row < n_rows, 0);

  /* a record that began late: its first row is everything before it */
  if (n_rows > self->stage_marks->len)
    {
      if (row == 0)
        {
          from = zero;
          to = g_array_index (self->stage_marks, StageMark, 0).figure;
          stage = 0;
          goto out;
        }
      row--;
    }
  from = g_array_index (self->stage_marks, StageMark, row).figure;
  stage = g_array_index (self->stage_marks, StageMark, row).stage;
  if (row + 1 < self->stage_marks->len)
    to = g_array_index (self->stage_marks, StageMark, row + 1).figure;
  else
    to = self->tracked_figure;
out:
  for (guint p = 0; moves != NULL && p < self->game.n_players; p++)
    moves[p] = to[p] - from[p];
  return stage;
}
