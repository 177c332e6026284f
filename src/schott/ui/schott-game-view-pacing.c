/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-view-pacing.c: one thing shown at a time. The model's
 * questions and stage summaries wait in a queue for their dialog, the move
 * log keeps pace with them, and the view holds the game (its computer
 * players wait) while something is shown, so that their turns play out
 * at a readable pace. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-game-view-private.h"
#include "sw-settings.h"

void
_schott_game_view_presentation_free (gpointer data)
{
  Presentation *item = data;

  if (item == NULL)
    return;
  g_free (item->question);
  for (guint i = 0; i < 3; i++)
    g_free (item->answers[i]);
  g_free (item);
}

/* The pace is the game's (its "speed", bound to the setting): the view
 * reads with it and the board animates unless it is instant. */
void
_schott_game_view_follow_speed (SchottGameView *self)
{
  if (self->model != NULL)
    self->speed = schott_game_model_get_speed (self->model);
  schott_board_set_animate (self->board, self->speed != SCHOTT_AI_SPEED_INSTANT);
}

/* Show a computer's doings? Not at instant speed: then it is just a result. */
gboolean
_schott_game_view_show_computer_steps (SchottGameView *self)
{
  return self->speed != SCHOTT_AI_SPEED_INSTANT;
}

static guint
reading_ms (SchottGameView *self)
{
  return MAX (schott_ai_speed_delay_ms (self->speed) * 2, 400);
}

/* How long a computer's answer stays up (the preference; at least the
 * speed's reading time). 0: until "Continue", when someone can click it. */
static guint
answer_shown_ms (SchottGameView *self)
{
  GSettings *settings = sw_settings_get_default ();
  guint seconds = settings != NULL ? g_settings_get_uint (settings, "computer-answer-seconds") : 5;

  if (seconds == 0)
    return _schott_game_view_has_human (self) ? 0 : reading_ms (self);
  return MAX (seconds * 1000, reading_ms (self));
}

/* ----------------------------------------------------------- AI pacing */

/* The view holds its game (schott_game_model_hold()) while the next
 * computer move must wait for what it shows: a question or summary
 * queued or on screen, a computer's card in flight. The board holds the
 * game itself while its figures move (schott-board.c). */
void
_schott_game_view_update_ai (SchottGameView *self)
{
  gboolean hold;

  if (self->model == NULL)
    return;
  hold = !g_queue_is_empty (&self->presentations)
         || (self->dialog != NULL && !self->dialog_allows_ai)
         || (self->flight_card != NULL && _schott_game_view_show_computer_steps (self));
  if (hold == self->holds_model)
    return;
  self->holds_model = hold;
  if (hold)
    schott_game_model_hold (self->model);
  else
    schott_game_model_release (self->model);
}

/* The model is about to leave the view: the view's hold leaves with it. */
void
_schott_game_view_release_model (SchottGameView *self)
{
  if (self->model != NULL && self->holds_model)
    schott_game_model_release (self->model);
  self->holds_model = FALSE;
}

/* The person read the stage summary and pressed Continue: once the game
 * waits for a person to start the next stage (after a reward question,
 * perhaps), it starts, without a second click on the board. */
static gboolean
on_next_stage_idle_cb (gpointer user_data)
{
  SchottGameView *self = user_data;

  self->next_stage_id = 0;
  if (self->summary_seen && _schott_game_view_human_decides (self)
      && schott_game_model_get_decision (self->model) == SCHOTT_DECISION_NEXT_STAGE
      && self->dialog == NULL && g_queue_is_empty (&self->presentations))
    {
      self->summary_seen = FALSE;
      _schott_game_view_decide (self, SCHOTT_ACT_NEXT_STAGE, 0, 0, 0);
    }
  return G_SOURCE_REMOVE;
}

static void
schedule_next_stage (SchottGameView *self)
{
  if (self->summary_seen && self->next_stage_id == 0)
    self->next_stage_id = g_idle_add (on_next_stage_idle_cb, self);
}

/* ------------------------------------------------------------ dialogs */

static char *
question_heading (SchottGameView *self,
                  Presentation   *item)
{
  const char *name = _schott_game_view_player_name (self, item->player);

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
question_outcome (SchottGameView *self,
                  Presentation   *item)
{
  const char *name = _schott_game_view_player_name (self, item->player);

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
show_question_result (SchottGameView *self)
{
  g_autofree char *outcome = question_outcome (self, self->shown);

  schott_question_dialog_show_result (SCHOTT_QUESTION_DIALOG (self->dialog),
                                      self->shown->chosen, self->shown->right_position,
                                      self->shown->right, outcome,
                                      self->shown->interactive ? 0 : answer_shown_ms (self));
}

static void
on_dialog_closed_cb (AdwDialog      *dialog,
                     SchottGameView *self)
{
  /* Closed from here (a new game, the view going away): nothing follows. */
  if (dialog != self->dialog)
    return;
  /* The question dialog cannot be closed before a person answered (its
   * can-close), so this is the end of what it showed. */
  if (self->shown != NULL && self->shown->kind == PRESENT_SUMMARY && _schott_game_view_has_human (self))
    self->summary_seen = TRUE;
  g_clear_handle_id (&self->reading_id, g_source_remove);
  /* Kept, not destroyed: _schott_game_view_present_next() may show it again at once. */
  self->dialog = NULL;
  g_clear_pointer (&self->shown, _schott_game_view_presentation_free);
  self->dialog_allows_ai = FALSE;
  schedule_next_stage (self);
  _schott_game_view_present_next (self);
  _schott_game_view_update_ai (self);
  _schott_game_view_refresh (self);
  _schott_game_view_maybe_finish (self);
}

static void
on_question_answered_in_dialog_cb (SchottQuestionDialog *dialog,
                                   gint                  position,
                                   SchottGameView       *self)
{
  _schott_game_view_decide (self, SCHOTT_ACT_ANSWER, position, 0, 0);
}

static gboolean
on_reading_done_cb (gpointer user_data)
{
  SchottGameView *self = user_data;

  /* The computer has "read" the question: let it answer. */
  self->reading_id = 0;
  self->dialog_allows_ai = TRUE;
  _schott_game_view_update_ai (self);
  return G_SOURCE_REMOVE;
}

static gboolean
on_summary_read_cb (gpointer user_data)
{
  SchottGameView *self = user_data;

  self->reading_id = 0;
  if (self->dialog != NULL)
    adw_dialog_close (self->dialog);
  return G_SOURCE_REMOVE;
}

/* The log keeps pace with the dialogs: while a question or a stage
 * summary waits to be shown, the lines from its coming on are held back
 * (the game itself has often gone further, e.g. to the next question). */
void
_schott_game_view_update_log_hold (SchottGameView *self)
{
  Presentation *next = g_queue_peek_head (&self->presentations);

  if (self->log_shown != NULL)   /* NULL once the template is disposed */
    gtk_slice_list_model_set_size (self->log_shown, next != NULL ? next->log_index : G_MAXUINT);
}

/* Closes a dialog now, whatever it shows (a question not yet answered). */
void
_schott_game_view_close_dialog (AdwDialog *dialog)
{
  if (gtk_widget_get_parent (GTK_WIDGET (dialog)) != NULL)
    adw_dialog_force_close (dialog);
}

static gboolean
focus_dialog_start_cb (gpointer user_data)
{
  SchottGameView *self = user_data;

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
on_dialog_mapped_cb (GtkWidget      *dialog,
                     SchottGameView *self)
{
  g_clear_handle_id (&self->focus_id, g_source_remove);
  self->focus_id = g_idle_add (focus_dialog_start_cb, self);
}

/* The question and the summary dialog, kept between uses. */
static void
ensure_dialogs (SchottGameView *self)
{
  if (self->question_dialog == NULL)
    {
      self->question_dialog = g_object_ref_sink (ADW_DIALOG (schott_question_dialog_new ()));
      g_signal_connect (self->question_dialog, "answered",
                        G_CALLBACK (on_question_answered_in_dialog_cb), self);
      g_signal_connect (self->question_dialog, "closed",
                        G_CALLBACK (on_dialog_closed_cb), self);
      g_signal_connect_after (self->question_dialog, "map",
                              G_CALLBACK (on_dialog_mapped_cb), self);
      _schott_game_view_guard_sheet_keys (self, self->question_dialog);
    }
  if (self->summary_dialog == NULL)
    {
      self->summary_dialog = g_object_ref_sink (ADW_DIALOG (schott_summary_dialog_new ()));
      g_signal_connect (self->summary_dialog, "closed",
                        G_CALLBACK (on_dialog_closed_cb), self);
      g_signal_connect_after (self->summary_dialog, "map",
                              G_CALLBACK (on_dialog_mapped_cb), self);
      _schott_game_view_guard_sheet_keys (self, self->summary_dialog);
    }
}

/* Work done ahead, while New Game is shown, one step every 150 ms, so
 * that a game's first frame costs no more than the later ones: the cards'
 * digits drawn once (the renderer keeps the glyphs), then the two dialogs
 * made. Not realized here: see present_dialog_cb(). */
gboolean
_schott_game_view_prepare_ahead_cb (gpointer user_data)
{
  SchottGameView *self = user_data;

  if (gtk_widget_get_root (GTK_WIDGET (self)) == NULL)
    return G_SOURCE_CONTINUE;
  /* cards of each size, styled by one frame, then drawn off screen */
  if (self->model == NULL && !self->warmed_up)
    {
      GtkWidget *child = gtk_widget_get_first_child (self->others_box);

      if (child == NULL)
        {
          static const char *sizes[] = { "large", "compact", "event" };

          for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
            {
              GtkWidget *card = schott_card_widget_new ();

              schott_card_widget_set_size (SCHOTT_CARD_WIDGET (card), sizes[i]);
              gtk_box_append (GTK_BOX (self->others_box), card);
            }
          return G_SOURCE_CONTINUE;
        }
      while ((child = gtk_widget_get_first_child (self->others_box)) != NULL)
        {
          if (SCHOTT_IS_CARD_WIDGET (child))
            schott_card_widget_warm_up (SCHOTT_CARD_WIDGET (child));
          gtk_box_remove (GTK_BOX (self->others_box), child);
        }
      self->warmed_up = TRUE;
      return G_SOURCE_CONTINUE;
    }
  ensure_dialogs (self);
  self->prepare_id = 0;
  return G_SOURCE_REMOVE;
}

static gboolean
present_dialog_cb (gpointer user_data)
{
  SchottGameView *self = user_data;

  self->present_id = 0;
  if (self->dialog != NULL && gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
    {
      /* The sheets are kept between uses, and their reset replaces the
       * buttons; presented again, a sheet would start on its close
       * button, where Return does nothing. The keyboard starts where the
       * reset put it (Continue, the first answer): see on_dialog_mapped_cb(). */
      g_set_weak_pointer (&self->dialog_focus, adw_dialog_get_focus (self->dialog));
      adw_dialog_present (self->dialog, GTK_WIDGET (self));
    }
  return G_SOURCE_REMOVE;
}

void
_schott_game_view_present_next (SchottGameView *self)
{
  Presentation *item;

  if (self->dialog != NULL || g_queue_is_empty (&self->presentations))
    {
      _schott_game_view_update_log_hold (self);
      return;
    }
  item = g_queue_pop_head (&self->presentations);
  self->shown = item;
  _schott_game_view_update_log_hold (self);
  self->dialog_allows_ai = FALSE;

  if (item->kind == PRESENT_SUMMARY)
    {
      ensure_dialogs (self);
      schott_summary_dialog_reset (SCHOTT_SUMMARY_DIALOG (self->summary_dialog), self->model,
                                   item->stage, &item->summary, item->extras,
                                   _("Continue"));
      self->dialog = self->summary_dialog;
      /* Nobody to click when only computers play: read, then go on. */
      if (!_schott_game_view_has_human (self))
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
   * redraw, so the table's frame and the dialog's first frame each get a
   * turn of the main loop of their own. */
  g_clear_handle_id (&self->present_id, g_source_remove);
  self->present_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, present_dialog_cb, self, NULL);
}

/* ------------------------------------------------------ model signals */

/* Waits its turn; the log holds back what came from then on. */
static void
queue_presentation (SchottGameView  *self,
                    SchottGameModel *model,
                    Presentation    *item)
{
  item->log_index = g_list_model_get_n_items (schott_game_model_get_move_log (model));
  g_queue_push_tail (&self->presentations, item);
  _schott_game_view_update_log_hold (self);
  _schott_game_view_update_ai (self);
}

void
_schott_game_view_on_question_asked_cb (SchottGameModel      *model,
                                        gint                  player,
                                        SchottQuestionReason  reason,
                                        gint                  amount,
                                        const char           *question,
                                        SchottGameView       *self)
{
  gboolean computer = schott_game_model_is_computer (model, player);
  Presentation *item;

  if (computer && !_schott_game_view_show_computer_steps (self))
    return;
  item = g_new0 (Presentation, 1);
  item->kind = PRESENT_QUESTION;
  item->player = player;
  item->reason = reason;
  item->amount = amount;
  item->question = g_strdup (question);
  for (guint i = 0; i < 3; i++)
    item->answers[i] = g_strdup (schott_game_model_get_question_answer (model, i));
  item->interactive = !computer;
  queue_presentation (self, model, item);
}

void
_schott_game_view_on_question_answered_cb (SchottGameModel *model,
                                           gint             player,
                                           gboolean         right,
                                           gint             chosen,
                                           gint             right_position,
                                           SchottGameView  *self)
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
  _schott_game_view_update_ai (self);
}

void
_schott_game_view_on_stage_scored_cb (SchottGameModel *model,
                                      gint             winner,
                                      gpointer         summary,
                                      SchottGameView  *self)
{
  Presentation *item;

  if (!_schott_game_view_has_human (self) && !_schott_game_view_show_computer_steps (self))
    return;
  item = g_new0 (Presentation, 1);
  item->kind = PRESENT_SUMMARY;
  item->stage = schott_game_model_get_stage (model);
  item->summary = *(const SchottStageSummary *) summary;
  for (guint p = 0; p < schott_game_model_get_n_players (model); p++)
    schott_game_model_get_stage_extras (model, p, &item->extras[p]);
  queue_presentation (self, model, item);
}

void
_schott_game_view_on_decision_changed_cb (SchottGameModel *model,
                                          SchottGameView  *self)
{
  _schott_game_view_reset_selection (self);
  gtk_widget_set_visible (self->hint_label, FALSE);
  if (schott_game_model_get_decision (model) != SCHOTT_DECISION_NEXT_STAGE
      && schott_game_model_get_decision (model) != SCHOTT_DECISION_ANSWER)
    self->summary_seen = FALSE;   /* the next stage has begun */
  _schott_game_view_refresh (self);
  _schott_game_view_present_next (self);
  _schott_game_view_update_ai (self);
  _schott_game_view_maybe_finish (self);
  schedule_next_stage (self);
}
