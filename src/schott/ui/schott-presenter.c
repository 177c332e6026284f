/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-presenter.c: one thing shown at a time. The model's questions and
 * stage summaries wait in a queue for their sheet, the move log keeps pace
 * with them, and the presenter holds the game (its computer players wait)
 * while something is shown, so that their turns play out at a readable
 * pace. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-presenter.h"
#include "schott-model-enums.h"
#include "schott-question-dialog.h"
#include "schott-summary-dialog.h"
#include "sw-settings.h"

typedef enum
{
  PRESENT_QUESTION,
  PRESENT_SUMMARY,
} PresentKind;

typedef struct
{
  PresentKind          kind;
  gint                 player;
  SchottQuestionReason reason;
  gint                 amount;
  char                *question;
  char                *answers[3];
  gboolean             interactive;
  gboolean             has_result;
  gint                 chosen;
  gint                 right_position;
  gboolean             right;
  guint                stage;
  SchottStageSummary   summary;
  SchottStageExtras    extras[SCHOTT_MAX_PLAYERS];
  guint                log_index;   /* the move log's length when it came */
} Presentation;

struct _SchottPresenter
{
  GObject           parent_instance;

  GtkWidget        *parent;          /* not owned: it owns the presenter */
  SchottGameModel  *model;
  SchottAiSpeed     speed;
  GQueue            presentations;
  Presentation     *shown;
  AdwDialog        *dialog;          /* the one shown, or NULL */
  GtkWidget        *dialog_focus;    /* where its keyboard starts (weak) */
  AdwDialog        *question_dialog; /* kept between uses */
  AdwDialog        *summary_dialog;
  gboolean          dialog_allows_ai;
  gboolean          holds_model;     /* sync_hold() holds the model */
  gboolean          summary_seen;    /* "Continue" in the summary starts the next stage */
  guint             reading_id;
  guint             present_id;      /* a filled sheet waits to be shown */
  guint             focus_id;
  guint             next_stage_id;
};

enum { PROP_0, PROP_SPEED, PROP_LOG_LIMIT, PROP_HOLDING, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { DIALOG_MADE, ANSWERED, CLOSED, NEXT_STAGE, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SchottPresenter, schott_presenter, G_TYPE_OBJECT)

static void
presentation_free (gpointer data)
{
  Presentation *item = data;

  if (item == NULL)
    return;
  g_free (item->question);
  for (guint i = 0; i < 3; i++)
    g_free (item->answers[i]);
  g_free (item);
}

static const char *
player_name (SchottPresenter *self,
             gint             player)
{
  SchottPlayer *p = player >= 0 ? schott_game_model_get_player (self->model, player) : NULL;
  return p != NULL ? schott_player_get_name (p) : "";
}

static gboolean
has_human (SchottPresenter *self)
{
  guint n = schott_game_model_get_n_players (self->model);

  for (guint p = 0; p < n; p++)
    if (!schott_game_model_is_computer (self->model, p))
      return TRUE;
  return FALSE;
}

static gboolean
human_decides (SchottPresenter *self)
{
  return self->model != NULL
         && !schott_game_model_get_is_over (self->model)
         && schott_game_model_get_human_decides (self->model);
}

/* The pace is the game's (its "speed", bound to the setting). */
static void
follow_speed (SchottPresenter *self)
{
  SchottAiSpeed speed = schott_game_model_get_speed (self->model);

  if (speed == self->speed)
    return;
  self->speed = speed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
}

static guint
reading_ms (SchottPresenter *self)
{
  return MAX (schott_ai_speed_delay_ms (self->speed) * 2, 400);
}

/* How long a computer's answer stays up (the preference; at least the
 * speed's reading time). 0: until "Continue", when someone can click it. */
static guint
answer_shown_ms (SchottPresenter *self)
{
  GSettings *settings = sw_settings_get_default ();
  guint seconds = settings != NULL ? g_settings_get_uint (settings, "computer-answer-seconds") : 5;

  if (seconds == 0)
    return has_human (self) ? 0 : reading_ms (self);
  return MAX (seconds * 1000, reading_ms (self));
}

/* ---------------------------------------------------------- the hold */

/* The presenter holds its game (schott_game_model_hold()) while the next
 * computer move must wait for what it shows: a question or summary
 * queued, or on screen and not yet read. */
static void
sync_hold (SchottPresenter *self)
{
  gboolean hold;

  if (self->model == NULL)
    return;
  hold = schott_presenter_get_holding (self);
  if (hold == self->holds_model)
    return;
  self->holds_model = hold;
  if (hold)
    schott_game_model_hold (self->model);
  else
    schott_game_model_release (self->model);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOLDING]);
}

/* The log keeps pace with the sheets: while a question or a stage summary
 * waits to be shown, the lines from its coming on are held back (the game
 * itself has often gone further, e.g. to the next question). */
static void
notify_log_limit (SchottPresenter *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOG_LIMIT]);
}

/* The person read the stage summary and pressed Continue: once the game
 * waits for a person to start the next stage (after a reward question,
 * perhaps), it starts, without a second click on the board. */
static gboolean
on_next_stage_idle_cb (gpointer user_data)
{
  SchottPresenter *self = user_data;

  self->next_stage_id = 0;
  if (self->summary_seen && human_decides (self)
      && schott_game_model_get_decision (self->model) == SCHOTT_DECISION_NEXT_STAGE
      && schott_presenter_is_idle (self))
    {
      self->summary_seen = FALSE;
      g_signal_emit (self, signals[NEXT_STAGE], 0);
    }
  return G_SOURCE_REMOVE;
}

static void
schedule_next_stage (SchottPresenter *self)
{
  if (self->summary_seen && self->next_stage_id == 0)
    self->next_stage_id = g_idle_add (on_next_stage_idle_cb, self);
}

/* ------------------------------------------------------------ sheets */

static char *
question_heading (SchottPresenter *self,
                  Presentation    *item)
{
  const char *name = player_name (self, item->player);

  switch (item->reason)
    {
    case SCHOTT_QUESTION_LOCATION:
      if (item->amount > 0)
        return g_strdup_printf (ngettext ("%s is on a location field: a right answer moves %d field forward.",
                                          "%s is on a location field: a right answer moves %d fields forward.",
                                          item->amount), name, item->amount);
      return g_strdup_printf (_("%s is on a −1 field: a wrong answer moves 1 field back."), name);
    case SCHOTT_QUESTION_REWARD:
      return g_strdup_printf (ngettext ("Bonus question for %s, who completed the row: a right answer moves %d field forward.",
                                        "Bonus question for %s, who completed the row: a right answer moves %d fields forward.",
                                        item->amount), name, item->amount);
    case SCHOTT_QUESTION_EVENT:
      return g_strdup_printf (ngettext ("Event question for %s: a right answer moves %d field forward.",
                                        "Event question for %s: a right answer moves %d fields forward.",
                                        item->amount), name, item->amount);
    case SCHOTT_QUESTION_NONE:
    default:
      return g_strdup_printf (_("A question for %s"), name);
    }
}

static char *
question_outcome (SchottPresenter *self,
                  Presentation    *item)
{
  const char *name = player_name (self, item->player);

  if (item->right)
    {
      if (item->amount > 0)
        return g_strdup_printf (ngettext ("Right! %s moves %d field forward.",
                                          "Right! %s moves %d fields forward.", item->amount),
                                name, item->amount);
      return g_strdup_printf (_("Right! %s stays."), name);
    }
  if (item->amount < 0)
    return g_strdup_printf (_("Wrong. %s moves 1 field back."), name);
  return g_strdup_printf (_("Wrong. %s stays."), name);
}

static void
show_question_result (SchottPresenter *self)
{
  g_autofree char *outcome = question_outcome (self, self->shown);

  schott_question_dialog_show_result (SCHOTT_QUESTION_DIALOG (self->dialog),
                                      self->shown->chosen, self->shown->right_position,
                                      self->shown->right, outcome,
                                      self->shown->interactive ? 0 : answer_shown_ms (self));
}

static void
on_dialog_closed_cb (AdwDialog       *dialog,
                     SchottPresenter *self)
{
  /* Closed from here (a new game, the view going away): nothing follows. */
  if (dialog != self->dialog)
    return;
  /* The question sheet cannot be closed before a person answered (its
   * can-close), so this is the end of what it showed. */
  if (self->shown != NULL && self->shown->kind == PRESENT_SUMMARY && has_human (self))
    self->summary_seen = TRUE;
  g_clear_handle_id (&self->reading_id, g_source_remove);
  /* Kept, not destroyed: schott_presenter_present_next() may show it again at once. */
  self->dialog = NULL;
  g_clear_pointer (&self->shown, presentation_free);
  self->dialog_allows_ai = FALSE;
  schedule_next_stage (self);
  schott_presenter_present_next (self);
  g_signal_emit (self, signals[CLOSED], 0);
}

static void
on_question_answered_in_dialog_cb (SchottQuestionDialog *dialog,
                                   gint                  position,
                                   SchottPresenter      *self)
{
  g_signal_emit (self, signals[ANSWERED], 0, position);
}

static gboolean
on_reading_done_cb (gpointer user_data)
{
  SchottPresenter *self = user_data;

  /* The computer has "read" the question: let it answer. */
  self->reading_id = 0;
  self->dialog_allows_ai = TRUE;
  sync_hold (self);
  return G_SOURCE_REMOVE;
}

static gboolean
on_summary_read_cb (gpointer user_data)
{
  SchottPresenter *self = user_data;

  self->reading_id = 0;
  if (self->dialog != NULL)
    adw_dialog_close (self->dialog);
  return G_SOURCE_REMOVE;
}

/* Closes a sheet now, whatever it shows (a question not yet answered). */
static void
close_dialog (AdwDialog *dialog)
{
  if (gtk_widget_get_parent (GTK_WIDGET (dialog)) != NULL)
    adw_dialog_force_close (dialog);
}

static gboolean
focus_dialog_start_cb (gpointer user_data)
{
  SchottPresenter *self = user_data;

  self->focus_id = 0;
  if (self->dialog != NULL && self->dialog_focus != NULL
      && gtk_widget_is_ancestor (self->dialog_focus, GTK_WIDGET (self->dialog))
      && gtk_widget_get_mapped (self->dialog_focus))
    gtk_widget_grab_focus (self->dialog_focus);
  return G_SOURCE_REMOVE;
}

/* Once the sheet is on screen (libadwaita has then given the focus to its
 * first control). */
static void
on_dialog_mapped_cb (GtkWidget       *dialog,
                     SchottPresenter *self)
{
  g_clear_handle_id (&self->focus_id, g_source_remove);
  self->focus_id = g_idle_add (focus_dialog_start_cb, self);
}

static AdwDialog *
make_dialog (SchottPresenter *self,
             AdwDialog       *dialog)
{
  g_object_ref_sink (dialog);
  g_signal_connect (dialog, "closed", G_CALLBACK (on_dialog_closed_cb), self);
  g_signal_connect_after (dialog, "map", G_CALLBACK (on_dialog_mapped_cb), self);
  g_signal_emit (self, signals[DIALOG_MADE], 0, dialog);
  return dialog;
}

/* The question and the summary sheet, kept between uses. */
static void
ensure_dialogs (SchottPresenter *self)
{
  if (self->question_dialog == NULL)
    {
      AdwDialog *dialog = ADW_DIALOG (schott_question_dialog_new ());

      g_signal_connect (dialog, "answered", G_CALLBACK (on_question_answered_in_dialog_cb), self);
      self->question_dialog = make_dialog (self, dialog);
    }
  if (self->summary_dialog == NULL)
    self->summary_dialog = make_dialog (self, ADW_DIALOG (schott_summary_dialog_new ()));
}

static void
drop_kept_dialog (SchottPresenter  *self,
                  AdwDialog       **dialog)
{
  if (*dialog == NULL)
    return;
  g_signal_handlers_disconnect_by_data (*dialog, self);
  close_dialog (*dialog);
  g_clear_object (dialog);
}

static gboolean
present_dialog_cb (gpointer user_data)
{
  SchottPresenter *self = user_data;

  self->present_id = 0;
  if (self->dialog != NULL && self->parent != NULL && gtk_widget_get_root (self->parent) != NULL)
    {
      /* The sheets are kept between uses, and their reset replaces the
       * buttons; presented again, a sheet would start on its close
       * button, where Return does nothing. The keyboard starts where the
       * reset put it (Continue, the first answer): see on_dialog_mapped_cb(). */
      g_set_weak_pointer (&self->dialog_focus, adw_dialog_get_focus (self->dialog));
      adw_dialog_present (self->dialog, self->parent);
    }
  return G_SOURCE_REMOVE;
}

/* ----------------------------------------------------- model signals */

/* Waits its turn; the log holds back what came from then on. */
static void
queue_presentation (SchottPresenter *self,
                    Presentation    *item)
{
  item->log_index = g_list_model_get_n_items (schott_game_model_get_move_log (self->model));
  g_queue_push_tail (&self->presentations, item);
  notify_log_limit (self);
  sync_hold (self);
}

static void
on_question_asked_cb (SchottGameModel      *model,
                      gint                  player,
                      SchottQuestionReason  reason,
                      gint                  amount,
                      const char           *question,
                      SchottPresenter      *self)
{
  gboolean computer = schott_game_model_is_computer (model, player);
  Presentation *item;

  if (computer && !schott_presenter_shows_computer_steps (self))
    return;
  item = g_new0 (Presentation, 1);
  item->kind = PRESENT_QUESTION;
  item->player = player;
  item->reason = reason;
  item->amount = amount;
  item->question = g_strdup (question);
  for (guint i = 0; i < 3; i++)
    {
      const char *answer = schott_game_model_get_question_answer (model, i);

      item->answers[i] = g_strdup (answer != NULL ? answer : "");
    }
  item->interactive = !computer;
  queue_presentation (self, item);
}

static void
on_question_answered_cb (SchottGameModel *model,
                         gint             player,
                         gboolean         right,
                         gint             chosen,
                         gint             right_position,
                         SchottPresenter *self)
{
  Presentation *item = NULL;

  if (self->shown != NULL && self->shown->kind == PRESENT_QUESTION && !self->shown->has_result)
    item = self->shown;
  for (GList *l = self->presentations.head; item == NULL && l != NULL; l = l->next)
    {
      Presentation *p = l->data;
      if (p->kind == PRESENT_QUESTION && !p->has_result)
        item = p;
    }
  if (item == NULL)
    return;
  item->has_result = TRUE;
  item->right = right;
  item->chosen = chosen;
  item->right_position = right_position;
  if (item == self->shown)
    {
      self->dialog_allows_ai = FALSE;
      show_question_result (self);
    }
  sync_hold (self);
}

static void
on_stage_scored_cb (SchottGameModel *model,
                    gint             winner,
                    gpointer         summary,
                    SchottPresenter *self)
{
  Presentation *item;

  if (!has_human (self) && !schott_presenter_shows_computer_steps (self))
    return;
  item = g_new0 (Presentation, 1);
  item->kind = PRESENT_SUMMARY;
  item->stage = schott_game_model_get_stage (model);
  item->summary = *(const SchottStageSummary *) summary;
  for (guint p = 0; p < schott_game_model_get_n_players (model); p++)
    schott_game_model_get_stage_extras (model, p, &item->extras[p]);
  queue_presentation (self, item);
}

/* ------------------------------------------------------------ object */

static void
schott_presenter_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  SchottPresenter *self = SCHOTT_PRESENTER (object);

  switch (prop_id)
    {
    case PROP_SPEED:
      g_value_set_enum (value, self->speed);
      break;
    case PROP_LOG_LIMIT:
      g_value_set_uint (value, schott_presenter_get_log_limit (self));
      break;
    case PROP_HOLDING:
      g_value_set_boolean (value, schott_presenter_get_holding (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_presenter_dispose (GObject *object)
{
  SchottPresenter *self = SCHOTT_PRESENTER (object);

  schott_presenter_set_model (self, NULL);
  g_clear_handle_id (&self->focus_id, g_source_remove);
  g_clear_weak_pointer (&self->dialog_focus);
  drop_kept_dialog (self, &self->question_dialog);
  drop_kept_dialog (self, &self->summary_dialog);
  self->parent = NULL;
  G_OBJECT_CLASS (schott_presenter_parent_class)->dispose (object);
}

static void
schott_presenter_class_init (SchottPresenterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = schott_presenter_dispose;
  object_class->get_property = schott_presenter_get_property;

  properties[PROP_SPEED] =
    g_param_spec_enum ("speed", NULL, NULL, SCHOTT_TYPE_AI_SPEED, SCHOTT_AI_SPEED_NORMAL,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOG_LIMIT] =
    g_param_spec_uint ("log-limit", NULL, NULL, 0, G_MAXUINT, G_MAXUINT,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HOLDING] =
    g_param_spec_boolean ("holding", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[DIALOG_MADE] = g_signal_new ("dialog-made", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, ADW_TYPE_DIALOG);
  signals[ANSWERED] = g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[CLOSED] = g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[NEXT_STAGE] = g_signal_new ("next-stage", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
schott_presenter_init (SchottPresenter *self)
{
  self->speed = SCHOTT_AI_SPEED_NORMAL;
  g_queue_init (&self->presentations);
}

/* ------------------------------------------------------------ public */

SchottPresenter *
schott_presenter_new (GtkWidget *parent)
{
  SchottPresenter *self;

  g_return_val_if_fail (GTK_IS_WIDGET (parent), NULL);

  self = g_object_new (SCHOTT_TYPE_PRESENTER, NULL);
  self->parent = parent;
  return self;
}

void
schott_presenter_set_model (SchottPresenter *self,
                            SchottGameModel *model)
{
  g_return_if_fail (SCHOTT_IS_PRESENTER (self));
  g_return_if_fail (model == NULL || SCHOTT_IS_GAME_MODEL (model));

  if (self->model != NULL)
    {
      /* the presenter's hold leaves with the model */
      if (self->holds_model)
        schott_game_model_release (self->model);
      self->holds_model = FALSE;
      g_signal_handlers_disconnect_by_data (self->model, self);
    }
  g_clear_handle_id (&self->reading_id, g_source_remove);
  g_clear_handle_id (&self->present_id, g_source_remove);
  g_clear_handle_id (&self->focus_id, g_source_remove);
  g_clear_handle_id (&self->next_stage_id, g_source_remove);
  self->summary_seen = FALSE;
  self->dialog_allows_ai = FALSE;
  if (self->dialog != NULL)
    close_dialog (g_steal_pointer (&self->dialog));
  g_clear_pointer (&self->shown, presentation_free);
  g_queue_clear_full (&self->presentations, presentation_free);
  notify_log_limit (self);
  g_clear_object (&self->model);
  if (model == NULL)
    return;

  self->model = g_object_ref (model);
  follow_speed (self);
  g_signal_connect (model, "question-asked", G_CALLBACK (on_question_asked_cb), self);
  g_signal_connect (model, "question-answered", G_CALLBACK (on_question_answered_cb), self);
  g_signal_connect (model, "stage-scored", G_CALLBACK (on_stage_scored_cb), self);
  g_signal_connect_swapped (model, "notify::speed", G_CALLBACK (follow_speed), self);

  /* A restored game may wait on an open question. */
  if (schott_game_model_get_phase (model) == SCHOTT_PHASE_QUESTION
      && schott_game_model_get_question_text (model) != NULL)
    on_question_asked_cb (model, schott_game_model_get_question_player (model),
                          schott_game_model_get_question_reason (model),
                          schott_game_model_get_question_amount (model),
                          schott_game_model_get_question_text (model), self);
}

SchottAiSpeed
schott_presenter_get_speed (SchottPresenter *self)
{
  g_return_val_if_fail (SCHOTT_IS_PRESENTER (self), SCHOTT_AI_SPEED_NORMAL);
  return self->speed;
}

/* Show a computer's doings? Not at instant speed: then it is just a result. */
gboolean
schott_presenter_shows_computer_steps (SchottPresenter *self)
{
  g_return_val_if_fail (SCHOTT_IS_PRESENTER (self), TRUE);
  return self->speed != SCHOTT_AI_SPEED_INSTANT;
}

guint
schott_presenter_get_log_limit (SchottPresenter *self)
{
  Presentation *next;

  g_return_val_if_fail (SCHOTT_IS_PRESENTER (self), G_MAXUINT);
  next = g_queue_peek_head (&self->presentations);
  return next != NULL ? next->log_index : G_MAXUINT;
}

gboolean
schott_presenter_get_holding (SchottPresenter *self)
{
  g_return_val_if_fail (SCHOTT_IS_PRESENTER (self), FALSE);
  return !g_queue_is_empty (&self->presentations)
         || (self->dialog != NULL && !self->dialog_allows_ai);
}

AdwDialog *
schott_presenter_get_dialog (SchottPresenter *self)
{
  g_return_val_if_fail (SCHOTT_IS_PRESENTER (self), NULL);
  return self->dialog;
}

gboolean
schott_presenter_is_idle (SchottPresenter *self)
{
  g_return_val_if_fail (SCHOTT_IS_PRESENTER (self), TRUE);
  return self->dialog == NULL && g_queue_is_empty (&self->presentations);
}

guint
schott_presenter_get_n_waiting (SchottPresenter *self)
{
  g_return_val_if_fail (SCHOTT_IS_PRESENTER (self), 0);
  return g_queue_get_length (&self->presentations);
}

void
schott_presenter_present_next (SchottPresenter *self)
{
  Presentation *item;

  g_return_if_fail (SCHOTT_IS_PRESENTER (self));

  if (self->dialog != NULL || g_queue_is_empty (&self->presentations))
    {
      notify_log_limit (self);
      sync_hold (self);
      return;
    }
  item = g_queue_pop_head (&self->presentations);
  self->shown = item;
  notify_log_limit (self);
  self->dialog_allows_ai = FALSE;

  if (item->kind == PRESENT_SUMMARY)
    {
      ensure_dialogs (self);
      schott_summary_dialog_reset (SCHOTT_SUMMARY_DIALOG (self->summary_dialog), self->model,
                                   item->stage, &item->summary, item->extras,
                                   _("Continue"));
      self->dialog = self->summary_dialog;
      /* Nobody to click when only computers play: read, then go on. */
      if (!has_human (self))
        self->reading_id = g_timeout_add (reading_ms (self) * 3, on_summary_read_cb, self);
    }
  else
    {
      g_autofree char *heading = question_heading (self, item);
      const char *answers[3] = { item->answers[0], item->answers[1], item->answers[2] };

      ensure_dialogs (self);
      schott_question_dialog_reset (SCHOTT_QUESTION_DIALOG (self->question_dialog), heading,
                                    item->question, answers, item->interactive);
      self->dialog = self->question_dialog;
      if (item->has_result)
        show_question_result (self);
      else if (item->interactive)
        self->dialog_allows_ai = TRUE;   /* nothing to wait for but the person */
      else
        self->reading_id = g_timeout_add (reading_ms (self), on_reading_done_cb, self);
    }
  /* Shown once the window has painted what filled it (often a computer's
   * move, with the whole table refreshed): at a priority below GTK's
   * redraw, so the table's frame and the sheet's first frame each get a
   * turn of the main loop of their own. */
  g_clear_handle_id (&self->present_id, g_source_remove);
  self->present_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, present_dialog_cb, self, NULL);
  sync_hold (self);
}

void
schott_presenter_decision_changed (SchottPresenter *self)
{
  SchottDecisionKind decision;

  g_return_if_fail (SCHOTT_IS_PRESENTER (self));
  if (self->model == NULL)
    return;
  decision = schott_game_model_get_decision (self->model);
  if (decision != SCHOTT_DECISION_NEXT_STAGE && decision != SCHOTT_DECISION_ANSWER)
    self->summary_seen = FALSE;   /* the next stage has begun */
  schott_presenter_present_next (self);
  schedule_next_stage (self);
}

void
schott_presenter_prepare (SchottPresenter *self)
{
  g_return_if_fail (SCHOTT_IS_PRESENTER (self));
  ensure_dialogs (self);
}
