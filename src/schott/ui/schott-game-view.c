/* schott-game-view.c: the play area. It turns the model's signals into
 * animations, toasts and dialogs, shows who must decide what, and turns
 * clicks, drops and keys into schott_game_model_decide(). While something
 * is being shown (a dialog, a moving figure, a question a computer reads)
 * the computer players are paused, so their turns play out at a readable
 * pace. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-board.h"
#include "schott-card-widget.h"
#include "schott-game-view.h"
#include "schott-question-dialog.h"
#include "schott-row-view.h"
#include "schott-strings.h"
#include "schott-summary-dialog.h"

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

struct _SchottGameView
{
  GtkWidget         parent_instance;

  AdwToastOverlay  *toast_overlay;
  AdwBreakpointBin *breakpoint_bin;  /* the template's child: unparented in dispose */
  AdwOverlaySplitView *split_view;
  gboolean          log_wanted;     /* the log is shown whenever the window is wide */
  GtkWidget        *prompt_label;
  GtkWidget        *hint_label;
  GtkWidget        *choice_box;
  GtkWidget        *hint_button;
  GtkWidget        *prompt_box;
  SchottBoard      *board;
  GtkWidget        *others_box;
  GtkWidget        *table_box;
  GtkWidget        *events_box;
  GtkWidget        *event_cards_box;
  SchottCardWidget *draw_card;
  SchottCardWidget *discard_card;
  SchottCardWidget *drawn_card;
  GtkWidget        *drawn_box;
  GtkLabel         *drawn_label;
  GtkWidget        *fast_track_button;
  GtkLabel         *fast_track_label;
  GtkStack         *large_rows;
  GtkListView      *log_view;
  GtkSliceListModel *log_shown;    /* the move log up to what the dialogs have shown */
  GtkWidget        *log_scroller;
  GtkWidget        *log_empty_label;

  SchottGameModel  *model;
  SchottContent    *content;
  GPtrArray        *compact_rows;   /* SchottRowView *, per player */
  GPtrArray        *large_row_views;
  GtkWidget        *event_cards[SCHOTT_MAX_EVENTS_PER_PLAYER];

  gint              pending_source; /* -1, or SCHOTT_PILE_DISCARD chosen by click */
  gint              first_pos;      /* first card of a swap */
  gint              e5_player;
  gint              e5_pos;
  gint              e8_which;

  GQueue            presentations;
  AdwDialog        *dialog;         /* the one shown, or NULL */
  AdwDialog        *question_dialog; /* kept between uses */
  AdwDialog        *summary_dialog;
  Presentation     *shown;
  gboolean          dialog_allows_ai;
  guint             reading_id;
  guint             present_id;       /* a filled dialog waits to be shown */
  guint             board_wait_id;
  guint             log_scroll_id;
  SchottAiSpeed     speed;
  gboolean          finished_emitted;
  gint              shown_player;   /* whose row is shown large */
  gboolean          summary_seen;   /* "Continue" in the summary starts the next stage */
  guint             next_stage_id;
  guint             prepare_id;     /* prepare_ahead_cb() */
  gboolean          warmed_up;
  guint             focused_turn;   /* the person's turn the focus was last put for */

  /* a computer's exchange: the card flies from its pile to its place */
  AdwAnimation     *flight;
  GdkPaintable     *flight_card;    /* the card as the pile showed it */
  GtkWidget        *flight_target;  /* its place in the row, hidden meanwhile */
  graphene_rect_t   flight_from;    /* in the view's coordinates */
  double            flight_progress;
};

enum { GAME_FINISHED, N_SIGNALS };
static guint signals[N_SIGNALS];

enum { PROP_0, PROP_LOG_VISIBLE, N_PROPS };
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (SchottGameView, schott_game_view, GTK_TYPE_WIDGET)

static void refresh (SchottGameView *self);
static void keep_focus (SchottGameView *self,
                        gboolean        force);
static void present_next (SchottGameView *self);
static void update_ai (SchottGameView *self);

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
player_name (SchottGameView *self,
             gint            player)
{
  SchottPlayer *p = player >= 0 ? schott_game_model_get_player (self->model, player) : NULL;
  return p != NULL ? schott_player_get_name (p) : "";
}

static gboolean
has_human (SchottGameView *self)
{
  guint n = schott_game_model_get_n_players (self->model);

  for (guint p = 0; p < n; p++)
    if (!schott_game_model_is_computer (self->model, p))
      return TRUE;
  return FALSE;
}

/* Show a computer's doings? Not at instant speed: then it is just a result. */
static gboolean
show_computer_steps (SchottGameView *self)
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
  GSettings *settings = schott_settings_get ();
  guint seconds = settings != NULL ? g_settings_get_uint (settings, "computer-answer-seconds") : 5;

  if (seconds == 0)
    return has_human (self) ? 0 : reading_ms (self);
  return MAX (seconds * 1000, reading_ms (self));
}

static void
toast (SchottGameView *self,
       const char     *text)
{
  AdwToast *t = adw_toast_new (text);

  adw_toast_set_timeout (t, 3);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

static gboolean
find_legal (SchottGameView *self,
            SchottAction    action,
            gint            a,
            gint            b,
            gint            c)
{
  const SchottChoice *choices;
  guint n = 0;

  if (self->model == NULL)
    return FALSE;
  choices = schott_game_model_get_legal_choices (self->model, &n);
  for (guint i = 0; i < n; i++)
    if (choices[i].action == action
        && (a == G_MININT || choices[i].a == a)
        && (b == G_MININT || choices[i].b == b)
        && (c == G_MININT || choices[i].c == c))
      return TRUE;
  return FALSE;
}

#define ANY G_MININT

static void
reset_selection (SchottGameView *self)
{
  self->pending_source = -1;
  self->first_pos = -1;
  self->e5_player = -1;
  self->e5_pos = -1;
  self->e8_which = -1;
}

static gboolean
decide (SchottGameView *self,
        SchottAction    action,
        gint            a,
        gint            b,
        gint            c)
{
  SchottChoice choice = { action, a, b, c };
  g_autoptr(GError) error = NULL;

  reset_selection (self);
  gtk_widget_set_visible (self->hint_label, FALSE);
  if (!schott_game_model_decide (self->model, &choice, &error))
    {
      toast (self, error->message);
      refresh (self);
      return FALSE;
    }
  return TRUE;
}

static gboolean
human_decides (SchottGameView *self)
{
  return self->model != NULL
         && !schott_game_model_get_is_over (self->model)
         && schott_game_model_get_human_decides (self->model);
}

/* The player whose row is shown large: the person deciding now, else the
 * person whose turn it is. During a computer's turn the last person's row
 * stays where it was (the computer's row changes in the list above), so a
 * family never sees its own row jump away; only in a game of computers the
 * large row follows the turn. */
static gint
focus_player (SchottGameView *self)
{
  gint decider = schott_game_model_get_decider (self->model);
  gint active = schott_game_model_get_active_player (self->model);

  if (decider >= 0 && !schott_game_model_is_computer (self->model, decider))
    self->shown_player = decider;
  else if (active >= 0 && !schott_game_model_is_computer (self->model, active))
    self->shown_player = active;
  else if (self->shown_player < 0
           || (guint) self->shown_player >= schott_game_model_get_n_players (self->model)
           || schott_game_model_is_computer (self->model, self->shown_player))
    {
      self->shown_player = MAX (active, 0);
      for (guint p = 0; p < schott_game_model_get_n_players (self->model); p++)
        if (!schott_game_model_is_computer (self->model, p))
          {
            self->shown_player = p;
            break;
          }
    }
  return self->shown_player;
}

static void on_large_position_cb (SchottRowView  *row,
                                  guint           pos,
                                  SchottGameView *self);
static gboolean on_large_dropped_cb (SchottRowView  *row,
                                     guint           pos,
                                     gint            source,
                                     SchottGameView *self);

/* A player's large row is built when it is first shown: at the start of a
 * game only one of them is needed (the person's), and in a game of
 * computers the others come one per turn instead of all in the first
 * frame. */
static SchottRowView *
large_row (SchottGameView *self,
           gint            player)
{
  GtkWidget *big;
  g_autofree char *page = NULL;

  if (self->model == NULL || player < 0 || (guint) player >= self->large_row_views->len)
    return NULL;
  if (g_ptr_array_index (self->large_row_views, player) != NULL)
    return g_ptr_array_index (self->large_row_views, player);

  big = schott_row_view_new (schott_game_model_get_player (self->model, player), TRUE);
  page = g_strdup_printf ("p%d", player);
  g_signal_connect (big, "position-activated", G_CALLBACK (on_large_position_cb), self);
  g_signal_connect (big, "card-dropped", G_CALLBACK (on_large_dropped_cb), self);
  gtk_stack_add_named (self->large_rows, big, page);
  g_ptr_array_index (self->large_row_views, player) = big;
  return SCHOTT_ROW_VIEW (big);
}

/* ----------------------------------------------------------- AI pacing */

static gboolean
on_board_wait_cb (gpointer user_data)
{
  SchottGameView *self = user_data;

  if (self->board != NULL && schott_board_is_busy (self->board))
    return G_SOURCE_CONTINUE;
  self->board_wait_id = 0;
  update_ai (self);
  return G_SOURCE_REMOVE;
}

static void
update_ai (SchottGameView *self)
{
  gboolean enable;

  if (self->model == NULL)
    return;
  enable = !schott_game_model_get_is_over (self->model)
           && g_queue_is_empty (&self->presentations)
           && (self->dialog == NULL || self->dialog_allows_ai);
  if (enable && (schott_board_is_busy (self->board) || self->flight_card != NULL)
      && show_computer_steps (self))
    {
      enable = FALSE;
      if (self->board_wait_id == 0)
        self->board_wait_id = g_timeout_add (40, on_board_wait_cb, self);
    }
  if (schott_game_model_get_ai_enabled (self->model) != enable)
    schott_game_model_set_ai_enabled (self->model, enable);
}

static void
maybe_finish (SchottGameView *self)
{
  if (self->model == NULL || self->finished_emitted
      || !schott_game_model_get_is_over (self->model)
      || self->dialog != NULL || !g_queue_is_empty (&self->presentations))
    return;
  self->finished_emitted = TRUE;
  g_signal_emit (self, signals[GAME_FINISHED], 0);
}

/* The person read the stage summary and pressed Continue: once the game
 * waits for a person to start the next stage (after a reward question,
 * perhaps), it starts, without a second click on the board. */
static gboolean
on_next_stage_idle_cb (gpointer user_data)
{
  SchottGameView *self = user_data;

  self->next_stage_id = 0;
  if (self->summary_seen && human_decides (self)
      && schott_game_model_get_decision (self->model) == SCHOTT_DECISION_NEXT_STAGE
      && self->dialog == NULL && g_queue_is_empty (&self->presentations))
    {
      self->summary_seen = FALSE;
      decide (self, SCHOTT_ACT_NEXT_STAGE, 0, 0, 0);
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
question_outcome (SchottGameView *self,
                  Presentation   *item)
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
  if (self->shown != NULL && self->shown->kind == PRESENT_SUMMARY && has_human (self))
    self->summary_seen = TRUE;
  g_clear_handle_id (&self->reading_id, g_source_remove);
  /* Kept, not destroyed: present_next() may show it again at once. */
  self->dialog = NULL;
  g_clear_pointer (&self->shown, presentation_free);
  self->dialog_allows_ai = FALSE;
  schedule_next_stage (self);
  present_next (self);
  update_ai (self);
  refresh (self);
  maybe_finish (self);
}

static void
on_question_answered_in_dialog_cb (SchottQuestionDialog *dialog,
                                   gint                  position,
                                   SchottGameView       *self)
{
  decide (self, SCHOTT_ACT_ANSWER, position, 0, 0);
}

static gboolean
on_reading_done_cb (gpointer user_data)
{
  SchottGameView *self = user_data;

  /* The computer has "read" the question: let it answer. */
  self->reading_id = 0;
  self->dialog_allows_ai = TRUE;
  update_ai (self);
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
static void
update_log_hold (SchottGameView *self)
{
  Presentation *next = g_queue_peek_head (&self->presentations);

  gtk_slice_list_model_set_size (self->log_shown, next != NULL ? next->log_index : G_MAXUINT);
}

/* Closes a dialog now, whatever it shows (a question not yet answered). */
static void
close_dialog (AdwDialog *dialog)
{
  if (gtk_widget_get_parent (GTK_WIDGET (dialog)) != NULL)
    adw_dialog_force_close (dialog);
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
    }
  if (self->summary_dialog == NULL)
    {
      self->summary_dialog = g_object_ref_sink (ADW_DIALOG (schott_summary_dialog_new ()));
      g_signal_connect (self->summary_dialog, "closed",
                        G_CALLBACK (on_dialog_closed_cb), self);
    }
}

/* Work done ahead, while New Game is shown, one step every 150 ms, so
 * that a game's first frame costs no more than the later ones: the cards'
 * digits drawn once (the renderer keeps the glyphs), then the two dialogs
 * made. Not realized here: see present_dialog_cb(). */
static gboolean
prepare_ahead_cb (gpointer user_data)
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
    adw_dialog_present (self->dialog, GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

static void
present_next (SchottGameView *self)
{
  Presentation *item;

  if (self->dialog != NULL || g_queue_is_empty (&self->presentations))
    {
      update_log_hold (self);
      return;
    }
  item = g_queue_pop_head (&self->presentations);
  self->shown = item;
  update_log_hold (self);
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
   * redraw, so the table's frame and the dialog's first frame each get a
   * turn of the main loop of their own. */
  g_clear_handle_id (&self->present_id, g_source_remove);
  self->present_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, present_dialog_cb, self, NULL);
}

/* SCHOTT_WORLD_DEBUG_EVENTS=9,2,5,8 (manual testing only): the people's
 * face-down event cards of the current stage become these kinds, in seat
 * order, two per person. */
static void
apply_debug_events (SchottGameModel *model)
{
  const char *env = g_getenv ("SCHOTT_WORLD_DEBUG_EVENTS");
  g_auto(GStrv) words = NULL;
  g_autofree guint *kinds = NULL;
  guint n_kinds;

  if (env == NULL || *env == '\0')
    return;
  words = g_strsplit (env, ",", -1);
  n_kinds = g_strv_length (words);
  kinds = g_new0 (guint, n_kinds);
  for (guint i = 0; i < n_kinds; i++)
    kinds[i] = (guint) CLAMP (g_ascii_strtoll (words[i], NULL, 10), 0, G_MAXINT);
  schott_game_model_set_people_events_for_testing (model, kinds, n_kinds);
}

/* ------------------------------------------------------ model signals */

static void
on_question_asked_cb (SchottGameModel      *model,
                      gint                  player,
                      SchottQuestionReason  reason,
                      gint                  amount,
                      const char           *question,
                      SchottGameView       *self)
{
  gboolean computer = schott_game_model_is_computer (model, player);
  Presentation *item;

  if (computer && !show_computer_steps (self))
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
  item->log_index = g_list_model_get_n_items (schott_game_model_get_move_log (model));
  g_queue_push_tail (&self->presentations, item);
  update_log_hold (self);
  update_ai (self);
}

static void
on_question_answered_cb (SchottGameModel *model,
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
  update_ai (self);
}

static void
on_stage_scored_cb (SchottGameModel *model,
                    gint             winner,
                    gpointer         summary,
                    SchottGameView  *self)
{
  Presentation *item;

  if (!has_human (self) && !show_computer_steps (self))
    return;
  item = g_new0 (Presentation, 1);
  item->kind = PRESENT_SUMMARY;
  item->stage = schott_game_model_get_stage (model);
  item->summary = *(const SchottStageSummary *) summary;
  for (guint p = 0; p < schott_game_model_get_n_players (model); p++)
    schott_game_model_get_stage_extras (model, p, &item->extras[p]);
  item->log_index = g_list_model_get_n_items (schott_game_model_get_move_log (model));
  g_queue_push_tail (&self->presentations, item);
  update_log_hold (self);
  update_ai (self);
}

static void
on_event_revealed_cb (SchottGameModel *model,
                      gint             player,
                      SchottEventKind  kind,
                      gint             slot,
                      SchottGameView  *self)
{
  g_autofree char *text = NULL;

  if (!show_computer_steps (self) && schott_game_model_is_computer (model, player))
    return;
  /* Translators: "Ben plays “Take a card”." The card's text is in the log
   * and on the card (a toast has one line). */
  text = g_strdup_printf (_("%s plays “%s”."), player_name (self, player),
                          schott_event_title (kind));
  toast (self, text);
}

static void
on_fast_track_played_cb (SchottGameModel *model,
                         gint             player,
                         SchottGameView  *self)
{
  g_autofree char *text = NULL;

  if (!show_computer_steps (self) && schott_game_model_is_computer (model, player))
    return;
  text = g_strdup_printf (_("%s plays the Fast Track card: this stage the row scores double."),
                          player_name (self, player));
  toast (self, text);
}

static void
on_bonus_earned_cb (SchottGameModel *model,
                    gint             player,
                    guint            run_length,
                    guint            fields,
                    SchottGameView  *self)
{
  g_autofree char *text = NULL;

  if (!show_computer_steps (self) && schott_game_model_is_computer (model, player))
    return;
  text = g_strdup_printf (ngettext ("%s: %u consecutive cards, %u field forward!",
                                    "%s: %u consecutive cards, %u fields forward!", fields),
                          player_name (self, player), run_length, fields);
  toast (self, text);
}

static void
on_decision_changed_cb (SchottGameModel *model,
                        SchottGameView  *self)
{
  reset_selection (self);
  gtk_widget_set_visible (self->hint_label, FALSE);
  if (schott_game_model_get_decision (model) != SCHOTT_DECISION_NEXT_STAGE
      && schott_game_model_get_decision (model) != SCHOTT_DECISION_ANSWER)
    self->summary_seen = FALSE;   /* the next stage has begun */
  refresh (self);
  present_next (self);
  update_ai (self);
  maybe_finish (self);
  schedule_next_stage (self);
}

static gboolean
scroll_log_cb (gpointer user_data)
{
  SchottGameView *self = user_data;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->log_scroller));

  self->log_scroll_id = 0;
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
  return G_SOURCE_REMOVE;
}

static void
on_log_items_changed_cb (GListModel     *list,
                         guint           position,
                         guint           removed,
                         guint           added,
                         SchottGameView *self)
{
  if (self->log_scroll_id == 0 && adw_overlay_split_view_get_show_sidebar (self->split_view))
    self->log_scroll_id = g_timeout_add (50, scroll_log_cb, self);
}

/* ------------------------------------------------------- interaction */

static void
on_large_position_cb (SchottRowView  *row,
                      guint           pos,
                      SchottGameView *self)
{
  SchottDecisionKind decision;

  if (!human_decides (self))
    return;
  decision = schott_game_model_get_decision (self->model);
  switch (decision)
    {
    case SCHOTT_DECISION_TURN:
      if (self->pending_source == SCHOTT_PILE_DISCARD)
        decide (self, SCHOTT_ACT_TAKE_DISCARD, pos, 0, 0);
      break;
    case SCHOTT_DECISION_PLACE_DRAWN:
      decide (self, SCHOTT_ACT_PLACE, pos, 0, 0);
      break;
    case SCHOTT_DECISION_SWAP_OWN:
      if (self->first_pos < 0)
        self->first_pos = pos;
      else if (self->first_pos == (gint) pos)
        self->first_pos = -1;
      else
        {
          gint a = MIN (self->first_pos, (gint) pos), b = MAX (self->first_pos, (gint) pos);
          decide (self, SCHOTT_ACT_SWAP, a, b, 0);
          return;
        }
      refresh (self);
      break;
    case SCHOTT_DECISION_E5_EXCHANGE:
      if (self->e5_player >= 0)
        decide (self, SCHOTT_ACT_E5, self->e5_player, self->e5_pos, pos);
      break;
    case SCHOTT_DECISION_E8_BUILD:
      if (self->e8_which >= 0)
        decide (self, SCHOTT_ACT_E8, self->e8_which, pos, 0);
      break;
    case SCHOTT_DECISION_NONE:
    case SCHOTT_DECISION_NAME_PLAYER:
    case SCHOTT_DECISION_ANSWER:
    case SCHOTT_DECISION_NEXT_STAGE:
    default:
      break;
    }
}

static gboolean
on_large_dropped_cb (SchottRowView  *row,
                     guint           pos,
                     gint            source,
                     SchottGameView *self)
{
  SchottDecisionKind decision;

  if (!human_decides (self))
    return FALSE;
  decision = schott_game_model_get_decision (self->model);
  if (decision == SCHOTT_DECISION_TURN && source == SCHOTT_PILE_DISCARD
      && find_legal (self, SCHOTT_ACT_TAKE_DISCARD, pos, ANY, ANY))
    return decide (self, SCHOTT_ACT_TAKE_DISCARD, pos, 0, 0);
  if (decision == SCHOTT_DECISION_TURN && source == SCHOTT_PILE_DRAW
      && find_legal (self, SCHOTT_ACT_DRAW, ANY, ANY, ANY))
    {
      /* Dragging the draw pile: the card is drawn (and shown), then placed. */
      if (!decide (self, SCHOTT_ACT_DRAW, 0, 0, 0))
        return FALSE;
      if (schott_game_model_get_decision (self->model) == SCHOTT_DECISION_PLACE_DRAWN
          && human_decides (self))
        return decide (self, SCHOTT_ACT_PLACE, pos, 0, 0);
      return TRUE;
    }
  if (decision == SCHOTT_DECISION_PLACE_DRAWN && source == SCHOTT_PILE_DRAW)
    return decide (self, SCHOTT_ACT_PLACE, pos, 0, 0);
  if (decision == SCHOTT_DECISION_E8_BUILD && source == SCHOTT_PILE_DISCARD && self->e8_which < 0
      && find_legal (self, SCHOTT_ACT_E8, 0, pos, ANY))
    return decide (self, SCHOTT_ACT_E8, 0, pos, 0);
  /* the chosen discard, dragged from where it waits */
  if (decision == SCHOTT_DECISION_E8_BUILD && source == SCHOTT_PILE_DRAW && self->e8_which >= 0
      && find_legal (self, SCHOTT_ACT_E8, self->e8_which, pos, ANY))
    return decide (self, SCHOTT_ACT_E8, self->e8_which, pos, 0);
  return FALSE;
}

static void
on_compact_position_cb (SchottRowView  *row,
                        guint           pos,
                        SchottGameView *self)
{
  gint owner = schott_player_get_index (schott_row_view_get_player (row));

  if (!human_decides (self)
      || schott_game_model_get_decision (self->model) != SCHOTT_DECISION_E5_EXCHANGE)
    return;
  self->e5_player = owner;
  self->e5_pos = pos;
  refresh (self);
  schott_row_view_focus_position (large_row (self, focus_player (self)), 0);
}

static void
on_draw_clicked_cb (GtkButton      *button,
                    SchottGameView *self)
{
  if (human_decides (self) && find_legal (self, SCHOTT_ACT_DRAW, ANY, ANY, ANY))
    if (decide (self, SCHOTT_ACT_DRAW, 0, 0, 0) && human_decides (self))
      schott_row_view_focus_position (large_row (self, focus_player (self)), 0);
}

static void
on_discard_clicked_cb (GtkButton      *button,
                       SchottGameView *self)
{
  if (!human_decides (self))
    return;
  if (schott_game_model_get_decision (self->model) == SCHOTT_DECISION_TURN
      && find_legal (self, SCHOTT_ACT_TAKE_DISCARD, ANY, ANY, ANY))
    {
      self->pending_source = self->pending_source == SCHOTT_PILE_DISCARD ? -1 : SCHOTT_PILE_DISCARD;
      refresh (self);
      if (self->pending_source == SCHOTT_PILE_DISCARD)
        schott_row_view_focus_position (large_row (self, focus_player (self)), 0);
    }
  else if (schott_game_model_get_decision (self->model) == SCHOTT_DECISION_PLACE_DRAWN
           && find_legal (self, SCHOTT_ACT_DISCARD_DRAWN, ANY, ANY, ANY))
    decide (self, SCHOTT_ACT_DISCARD_DRAWN, 0, 0, 0);
}

static void
on_event_card_clicked_cb (GtkButton      *button,
                          SchottGameView *self)
{
  gint slot = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "slot"));

  if (human_decides (self) && find_legal (self, SCHOTT_ACT_EVENT, slot, ANY, ANY))
    decide (self, SCHOTT_ACT_EVENT, slot, 0, 0);
}

static void
on_fast_track_clicked_cb (GtkButton      *button,
                          SchottGameView *self)
{
  if (human_decides (self) && find_legal (self, SCHOTT_ACT_FAST_TRACK, ANY, ANY, ANY))
    decide (self, SCHOTT_ACT_FAST_TRACK, 0, 0, 0);
}

static void
on_choice_button_clicked_cb (GtkButton      *button,
                             SchottGameView *self)
{
  SchottAction action = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "action"));
  gint a = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "a"));

  switch (action)
    {
    case SCHOTT_ACT_PLAYER:
    case SCHOTT_ACT_NEXT_STAGE:
    case SCHOTT_ACT_DISCARD_DRAWN:
      decide (self, action, a, 0, 0);
      break;
    case SCHOTT_ACT_E8:
      self->e8_which = a;
      refresh (self);
      schott_row_view_focus_position (large_row (self, focus_player (self)), 0);
      break;
    case SCHOTT_ACT_SWAP:   /* "Cancel": forget a half-made choice */
    default:
      reset_selection (self);
      refresh (self);
      break;
    }
}

static GdkContentProvider *
on_drag_prepare_cb (GtkDragSource  *source,
                    double          x,
                    double          y,
                    SchottGameView *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  gint pile = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), "pile"));
  SchottDecisionKind decision;

  if (!human_decides (self))
    return NULL;
  decision = schott_game_model_get_decision (self->model);
  if (pile == SCHOTT_PILE_DISCARD
      && !(decision == SCHOTT_DECISION_TURN && find_legal (self, SCHOTT_ACT_TAKE_DISCARD, ANY, ANY, ANY))
      && !(decision == SCHOTT_DECISION_E8_BUILD && self->e8_which < 0
           && find_legal (self, SCHOTT_ACT_E8, 0, ANY, ANY)))
    return NULL;
  if (pile == SCHOTT_PILE_DRAW
      && !(decision == SCHOTT_DECISION_TURN && find_legal (self, SCHOTT_ACT_DRAW, ANY, ANY, ANY))
      && decision != SCHOTT_DECISION_PLACE_DRAWN
      && !(decision == SCHOTT_DECISION_E8_BUILD && self->e8_which >= 0))
    return NULL;
  {
    g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
    gtk_drag_source_set_icon (source, paintable, x, y);
  }
  return gdk_content_provider_new_typed (G_TYPE_INT, pile);
}

static void
add_drag_source (SchottGameView *self,
                 GtkWidget      *widget,
                 SchottPileSource pile)
{
  GtkDragSource *source = gtk_drag_source_new ();

  g_object_set_data (G_OBJECT (widget), "pile", GINT_TO_POINTER (pile));
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (source));
}

/* ------------------------------------------------------------ refresh */

static void
add_choice_button (SchottGameView *self,
                   const char     *label,
                   SchottAction    action,
                   gint            a,
                   gboolean        suggested)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  g_object_set_data (G_OBJECT (button), "action", GINT_TO_POINTER (action));
  g_object_set_data (G_OBJECT (button), "a", GINT_TO_POINTER (a));
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect (button, "clicked", G_CALLBACK (on_choice_button_clicked_cb), self);
  gtk_box_append (GTK_BOX (self->choice_box), button);
}

static char *
card_text (gint card)
{
  if (card == SCHOTT_JOKER)
    return g_strdup (_("joker"));
  return g_strdup_printf ("%d", card);
}

/* The drawn card's place stays reserved while no card is drawn: were it
 * to come and go, the play area's minimum width would change every turn,
 * and everything beside it would move every turn. */
static void
show_drawn_box (SchottGameView *self,
                gboolean        shown)
{
  gtk_widget_set_opacity (self->drawn_box, shown ? 1.0 : 0.0);
  gtk_widget_set_can_target (self->drawn_box, shown);
  gtk_widget_set_focusable (GTK_WIDGET (self->drawn_card), shown);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->drawn_box),
                               GTK_ACCESSIBLE_STATE_HIDDEN, !shown, -1);
}

static void
refresh_table (SchottGameView *self,
               gint            focus,
               gboolean        human)
{
  SchottDecisionKind decision = schott_game_model_get_decision (self->model);
  guint draw_count = schott_game_model_get_draw_count (self->model);
  gint top = schott_game_model_get_discard_top (self->model);
  gint drawn = schott_game_model_get_drawn_card (self->model);
  gint chosen = -1;
  SchottPlayer *player = schott_game_model_get_player (self->model, focus);
  guint n_slots = schott_game_model_get_n_event_slots (self->model);
  g_autofree char *count = g_strdup_printf (ngettext ("%u card", "%u cards", draw_count), draw_count);
  g_autofree char *draw_a11y = g_strdup_printf (ngettext ("Draw pile, %u card", "Draw pile, %u cards",
                                                          draw_count), draw_count);
  g_autofree char *discard_a11y = NULL;
  gboolean turn = human && decision == SCHOTT_DECISION_TURN;

  schott_card_widget_set_face_down (self->draw_card, TRUE);
  schott_card_widget_set_text (self->draw_card, count);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->draw_card),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, draw_a11y, -1);
  gtk_widget_set_sensitive (GTK_WIDGET (self->draw_card),
                            turn && find_legal (self, SCHOTT_ACT_DRAW, ANY, ANY, ANY));

  /* E8: the discard a person chose waits in the same place as a drawn
   * card, to be put into the row by a click or a drag; the pile shows
   * what lies open without it. */
  if (drawn < 0 && human && decision == SCHOTT_DECISION_E8_BUILD && self->e8_which >= 0)
    {
      gint second = schott_game_model_get_discard_second (self->model);

      chosen = self->e8_which == 0 ? top : second;
      if (self->e8_which == 0)
        top = second;
    }

  schott_card_widget_set_value (self->discard_card, top);
  schott_card_widget_set_selected (self->discard_card, self->pending_source == SCHOTT_PILE_DISCARD);
  if (top < 0)
    discard_a11y = g_strdup (_("Discard pile, empty"));
  else
    {
      g_autofree char *value = card_text (top);
      discard_a11y = g_strdup_printf (_("Discard pile, top card %s"), value);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->discard_card),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, discard_a11y, -1);
  gtk_widget_set_sensitive (GTK_WIDGET (self->discard_card),
                            (turn && find_legal (self, SCHOTT_ACT_TAKE_DISCARD, ANY, ANY, ANY))
                            || (human && decision == SCHOTT_DECISION_PLACE_DRAWN
                                && find_legal (self, SCHOTT_ACT_DISCARD_DRAWN, ANY, ANY, ANY)));

  show_drawn_box (self, drawn >= 0 || chosen >= 0);
  gtk_label_set_text (self->drawn_label, chosen >= 0 ? _("Chosen") : _("Drawn"));
  if (drawn >= 0 || chosen >= 0)
    {
      g_autofree char *value = card_text (drawn >= 0 ? drawn : chosen);
      g_autofree char *a11y = g_strdup_printf (drawn >= 0 ? _("Drawn card %s") : _("Chosen card %s"),
                                               value);
      schott_card_widget_set_value (self->drawn_card, drawn >= 0 ? drawn : chosen);
      schott_card_widget_set_selected (self->drawn_card, TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->drawn_card),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }

  /* Event cards of the player in focus: face down until played. */
  gtk_widget_set_visible (self->events_box, n_slots > 0);
  for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
    {
      SchottCardWidget *card = SCHOTT_CARD_WIDGET (self->event_cards[s]);
      gboolean played = FALSE;
      SchottEventKind kind = SCHOTT_EVENT_NONE;
      g_autofree char *a11y = NULL;

      gtk_widget_set_visible (self->event_cards[s], s < n_slots);
      if (s >= n_slots)
        continue;
      schott_game_model_get_event_slot (self->model, focus, s, &played, &kind);
      schott_card_widget_set_face_down (card, !played);
      if (played)
        {
          schott_card_widget_set_text (card, schott_event_title (kind));
          schott_widget_set_tooltip (self->event_cards[s],
                                     schott_content_event_text (self->content, kind,
                                                                sw_ui_language ()));
          a11y = g_strdup_printf (_("Event card %u, played: %s"), s + 1, schott_event_title (kind));
        }
      else
        {
          schott_card_widget_set_text (card, _("Event"));
          schott_widget_set_tooltip (self->event_cards[s], _("Play this event card (it is revealed when played)"));
          a11y = g_strdup_printf (_("Event card %u, face down"), s + 1);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (card),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      gtk_widget_set_sensitive (self->event_cards[s],
                                turn && find_legal (self, SCHOTT_ACT_EVENT, s, ANY, ANY));
    }

  gtk_widget_set_visible (self->fast_track_button,
                          schott_player_get_fast_track_available (player)
                          || schott_player_get_fast_track_active (player));
  if (schott_player_get_fast_track_active (player))
    gtk_label_set_text (self->fast_track_label, _("Fast Track: ×2 this stage"));
  else
    gtk_label_set_text (self->fast_track_label, _("Fast Track"));
  gtk_widget_set_sensitive (self->fast_track_button,
                            turn && find_legal (self, SCHOTT_ACT_FAST_TRACK, ANY, ANY, ANY));
}

static void
refresh (SchottGameView *self)
{
  SchottDecisionKind decision;
  gint decider, focus;
  gboolean human;
  g_autofree char *prompt = NULL;
  g_autofree char *page = NULL;
  GtkWidget *child;
  SchottRowView *large;
  const char *name;
  gboolean people_play;

  if (self->model == NULL || self->large_row_views->len == 0)
    return;

  decision = schott_game_model_get_decision (self->model);
  decider = schott_game_model_get_decider (self->model);
  human = human_decides (self);
  focus = focus_player (self);
  name = player_name (self, decider);

  while ((child = gtk_widget_get_first_child (self->choice_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->choice_box), child);

  people_play = has_human (self);
  large = large_row (self, focus);
  page = g_strdup_printf ("p%d", focus);
  gtk_stack_set_visible_child_name (self->large_rows, page);
  for (guint p = 0; p < self->compact_rows->len; p++)
    {
      SchottRowView *row = g_ptr_array_index (self->compact_rows, p);
      SchottRowView *big = g_ptr_array_index (self->large_row_views, p);
      gboolean e5_target = human && decision == SCHOTT_DECISION_E5_EXCHANGE
                           && (gint) p != decider && self->e5_player < 0;

      /* A person's row is shown large only. In a game of computers the
       * large row follows the turn while the list keeps every player in
       * place: hiding the row on turn would reorder the list each turn,
       * and relaying out and repainting it cost a frame and more. */
      gtk_widget_set_visible (GTK_WIDGET (row), (gint) p != focus || !people_play);
      schott_row_view_set_interactive (row, e5_target);
      schott_row_view_clear_selection (row);
      if ((gint) p == self->e5_player)
        schott_row_view_set_selected (row, self->e5_pos, TRUE);
      if (big == NULL)
        continue;
      schott_row_view_clear_selection (big);
      schott_row_view_set_interactive (big, FALSE);
      schott_row_view_set_drop_enabled (big, FALSE);
    }

  /* E8 with one discard to take (or one that fits): it is chosen at once */
  if (human && decision == SCHOTT_DECISION_E8_BUILD && self->e8_which < 0)
    {
      gboolean can_top = find_legal (self, SCHOTT_ACT_E8, 0, ANY, ANY);
      gboolean can_second = find_legal (self, SCHOTT_ACT_E8, 1, ANY, ANY);

      if (can_top != can_second)
        self->e8_which = can_top ? 0 : 1;
    }

  refresh_table (self, focus, human);

  if (schott_game_model_get_is_over (self->model))
    prompt = g_strdup (_("The game is over."));
  else if (!human)
    {
      if (decision == SCHOTT_DECISION_NEXT_STAGE)
        prompt = g_strdup_printf (_("Stage %u is over."), schott_game_model_get_stage (self->model));
      else
        /* Translators: a computer player's turn */
        prompt = g_strdup_printf (_("%s is playing…"), name);
    }
  else
    switch (decision)
      {
      case SCHOTT_DECISION_TURN:
        schott_row_view_set_drop_enabled (large, TRUE);
        if (self->pending_source == SCHOTT_PILE_DISCARD)
          {
            g_autofree char *value = card_text (schott_game_model_get_discard_top (self->model));
            schott_row_view_set_interactive (large, TRUE);
            prompt = g_strdup_printf (_("%s: choose the position for the %s from the discard pile."),
                                      name, value);
            add_choice_button (self, _("Cancel"), SCHOTT_ACT_SWAP, 0, FALSE);
          }
        else
          prompt = g_strdup_printf (_("%s: take a card from the draw pile or the discard pile, or play an event card."),
                                    name);
        break;
      case SCHOTT_DECISION_PLACE_DRAWN:
        {
          g_autofree char *value = card_text (schott_game_model_get_drawn_card (self->model));
          schott_row_view_set_interactive (large, TRUE);
          schott_row_view_set_drop_enabled (large, TRUE);
          prompt = g_strdup_printf (_("%s: you drew the %s. Choose the position to put it in."),
                                    name, value);
          if (find_legal (self, SCHOTT_ACT_DISCARD_DRAWN, ANY, ANY, ANY))
            add_choice_button (self, _("Discard It"), SCHOTT_ACT_DISCARD_DRAWN, 0, FALSE);
        }
        break;
      case SCHOTT_DECISION_SWAP_OWN:
        schott_row_view_set_interactive (large, TRUE);
        if (self->first_pos < 0)
          {
            gint active = schott_game_model_get_active_player (self->model);
            SchottEventKind event = schott_game_model_get_current_event (self->model);

            /* Someone else's event makes this person swap: say whose and why. */
            if (active != decider && event == SCHOTT_EVENT_E9_NAME_PLAYER)
              /* Translators: "Ben: Anna named you. Choose two of your cards to swap." */
              prompt = g_strdup_printf (_("%s: %s named you. Choose two of your cards to swap."),
                                        name, player_name (self, active));
            else if (active != decider)
              /* Translators: "Ben: Anna played “Everyone swaps”. Choose two of …" */
              prompt = g_strdup_printf (_("%s: %s played “%s”. Choose two of your cards to swap."),
                                        name, player_name (self, active), schott_event_title (event));
            else
              prompt = g_strdup_printf (_("%s: choose two of your cards to swap."), name);
          }
        else
          {
            schott_row_view_set_selected (large, self->first_pos, TRUE);
            prompt = g_strdup_printf (_("%s: choose the card to swap with position %d."),
                                      name, self->first_pos + 1);
            add_choice_button (self, _("Cancel"), SCHOTT_ACT_SWAP, 0, FALSE);
          }
        break;
      case SCHOTT_DECISION_NAME_PLAYER:
        prompt = g_strdup_printf (_("%s: name a player who must swap two cards of their row."), name);
        for (guint p = 0; p < schott_game_model_get_n_players (self->model); p++)
          if (find_legal (self, SCHOTT_ACT_PLAYER, p, ANY, ANY))
            add_choice_button (self, player_name (self, p), SCHOTT_ACT_PLAYER, p, FALSE);
        break;
      case SCHOTT_DECISION_E5_EXCHANGE:
        if (self->e5_player < 0)
          prompt = g_strdup_printf (_("%s: choose a card in another player's row to take."), name);
        else
          {
            g_autofree char *value =
              card_text (schott_row_model_get_card (schott_player_get_row (
                schott_game_model_get_player (self->model, self->e5_player)), self->e5_pos));
            schott_row_view_set_interactive (large, TRUE);
            prompt = g_strdup_printf (_("%s: choose the card of yours that %s gets for the %s."),
                                      name, player_name (self, self->e5_player), value);
            add_choice_button (self, _("Cancel"), SCHOTT_ACT_SWAP, 0, FALSE);
          }
        break;
      case SCHOTT_DECISION_E8_BUILD:
        {
          gint top = schott_game_model_get_discard_top (self->model);
          gint second = schott_game_model_get_discard_second (self->model);

          /* the top discard, or the chosen one, may be dragged into the row */
          schott_row_view_set_drop_enabled (large, TRUE);
          if (self->e8_which < 0)
            {
              g_autofree char *a = card_text (top);
              g_autofree char *b = card_text (second);
              g_autofree char *la = g_strdup_printf (_("Take the %s"), a);
              g_autofree char *lb = g_strdup_printf (_("Take the %s"), b);
              prompt = g_strdup_printf (_("%s: choose one of the top two discards."), name);
              add_choice_button (self, la, SCHOTT_ACT_E8, 0, FALSE);
              add_choice_button (self, lb, SCHOTT_ACT_E8, 1, FALSE);
            }
          else
            {
              g_autofree char *value = card_text (self->e8_which == 0 ? top : second);
              schott_row_view_set_interactive (large, TRUE);
              prompt = g_strdup_printf (_("%s: choose the position for the %s from the discard pile."),
                                        name, value);
            }
        }
        break;
      case SCHOTT_DECISION_ANSWER:
        prompt = g_strdup_printf (_("%s: answer the question."), name);
        break;
      case SCHOTT_DECISION_NEXT_STAGE:
        {
          g_autofree char *label = g_strdup_printf (_("Start Stage %u"),
                                                    schott_game_model_get_stage (self->model) + 1);
          prompt = g_strdup_printf (_("Stage %u is over."), schott_game_model_get_stage (self->model));
          add_choice_button (self, label, SCHOTT_ACT_NEXT_STAGE, 0, TRUE);
        }
        break;
      case SCHOTT_DECISION_NONE:
      default:
        prompt = g_strdup ("");
        break;
      }

  gtk_label_set_text (GTK_LABEL (self->prompt_label), prompt);
  gtk_widget_set_sensitive (self->hint_button, human && decision != SCHOTT_DECISION_NEXT_STAGE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.hint",
                                 human && decision != SCHOTT_DECISION_NEXT_STAGE);

  keep_focus (self, FALSE);
}

/* Keeps keyboard users where they can act: when the focus is lost, on
 * something else than the game or cannot be used (or always, with
 * force), it goes to the first thing the person can do. */
static void
keep_focus (SchottGameView *self,
            gboolean        force)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus_widget = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *first_choice;

  /* A dialog over the table keeps the focus (it is inside the same window
   * now, not a window of its own). */
  if (self->model == NULL || self->large_row_views->len == 0 || self->dialog != NULL
      || !human_decides (self) || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  /* A new turn of a person starts on its first useful control, with the
   * focus ring shown, wherever the focus was left. */
  if (schott_game_model_get_decision (self->model) == SCHOTT_DECISION_TURN
      && schott_game_model_get_turn (self->model) != self->focused_turn)
    {
      self->focused_turn = schott_game_model_get_turn (self->model);
      force = TRUE;
      gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
    }
  if (!force && focus_widget != NULL && gtk_widget_is_sensitive (focus_widget)
      && gtk_widget_get_mapped (focus_widget)
      && gtk_widget_get_focusable (focus_widget)
      && gtk_widget_is_ancestor (focus_widget, GTK_WIDGET (self)))
    return;

  first_choice = gtk_widget_get_first_child (self->choice_box);
  if (first_choice != NULL)
    gtk_widget_grab_focus (first_choice);
  else if (schott_game_model_get_decision (self->model) == SCHOTT_DECISION_TURN
           && self->pending_source < 0)
    gtk_widget_grab_focus (gtk_widget_get_sensitive (GTK_WIDGET (self->discard_card))
                           ? GTK_WIDGET (self->discard_card) : GTK_WIDGET (self->draw_card));
  else
    {
      SchottRowView *large = large_row (self, focus_player (self));

      if (large != NULL)
        schott_row_view_focus_position (large, 0);
    }
}

/* ------------------------------------------------- the flying card */

static void
end_flight (SchottGameView *self)
{
  if (self->flight_target != NULL)
    {
      gtk_widget_set_opacity (self->flight_target, 1.0);
      g_object_remove_weak_pointer (G_OBJECT (self->flight_target), (gpointer *) &self->flight_target);
      self->flight_target = NULL;
    }
  g_clear_object (&self->flight_card);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_flight_value_cb (double          value,
                    SchottGameView *self)
{
  self->flight_progress = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_flight_done_cb (AdwAnimation   *animation,
                   SchottGameView *self)
{
  end_flight (self);
  update_ai (self);
}

/* The card widget showing position pos of player's row, as seen now. */
static GtkWidget *
visible_row_card (SchottGameView *self,
                  gint            player,
                  gint            pos)
{
  GtkWidget *large = player >= 0 && (guint) player < self->large_row_views->len
                     ? g_ptr_array_index (self->large_row_views, player) : NULL;
  GtkWidget *card = NULL;

  if (large != NULL && gtk_stack_get_visible_child (self->large_rows) == large)
    card = schott_row_view_get_card (SCHOTT_ROW_VIEW (large), pos);
  if ((card == NULL || !gtk_widget_get_mapped (card))
      && player >= 0 && (guint) player < self->compact_rows->len)
    card = schott_row_view_get_card (g_ptr_array_index (self->compact_rows, player), pos);
  return card != NULL && gtk_widget_get_mapped (card) ? card : NULL;
}

/* A computer exchanged: its card flies from the pile it took it from to
 * its place in the row (the place is hidden until it lands). Only a
 * picture of the card moves, redrawn in this widget's snapshot: no layout
 * work per frame. Reduced motion (gtk-enable-animations off) makes
 * AdwAnimation skip to the end at once. */
static void
on_card_exchanged_cb (SchottGameModel *model,
                      gint             player,
                      gint             pos,
                      gint             card,
                      gint             old_card,
                      gboolean         from_discard,
                      SchottGameView  *self)
{
  GtkWidget *source, *target;
  g_autoptr(GdkPaintable) live = NULL;

  if (self->flight != NULL)
    adw_animation_skip (self->flight);
  if (!schott_game_model_is_computer (model, player) || !show_computer_steps (self)
      || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (from_discard)
    source = GTK_WIDGET (self->discard_card);
  else if (gtk_widget_get_mapped (self->drawn_box) && gtk_widget_get_opacity (self->drawn_box) > 0)
    source = GTK_WIDGET (self->drawn_card);
  else
    source = GTK_WIDGET (self->draw_card);
  target = visible_row_card (self, player, pos);
  if (target == NULL || !gtk_widget_get_mapped (source)
      || !gtk_widget_compute_bounds (source, GTK_WIDGET (self), &self->flight_from))
    return;

  live = gtk_widget_paintable_new (source);
  self->flight_card = gdk_paintable_get_current_image (live);
  self->flight_target = target;
  g_object_add_weak_pointer (G_OBJECT (target), (gpointer *) &self->flight_target);
  gtk_widget_set_opacity (target, 0.0);
  self->flight_progress = 0;
  if (self->flight == NULL)
    {
      AdwAnimationTarget *value = adw_callback_animation_target_new ((AdwAnimationTargetFunc) on_flight_value_cb,
                                                                     self, NULL);

      self->flight = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, 300, value);
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->flight), ADW_EASE_OUT_CUBIC);
      g_signal_connect (self->flight, "done", G_CALLBACK (on_flight_done_cb), self);
    }
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->flight),
                                    CLAMP (schott_ai_speed_delay_ms (self->speed), 150, 450));
  adw_animation_reset (self->flight);
  adw_animation_play (self->flight);
}

static void
schott_game_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (widget);
  graphene_rect_t to;
  double t = self->flight_progress;

  GTK_WIDGET_CLASS (schott_game_view_parent_class)->snapshot (widget, snapshot);
  if (self->flight_card == NULL || self->flight_target == NULL
      || !gtk_widget_compute_bounds (self->flight_target, widget, &to))
    return;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (self->flight_from.origin.x + (to.origin.x - self->flight_from.origin.x) * t,
                                                          self->flight_from.origin.y + (to.origin.y - self->flight_from.origin.y) * t));
  gdk_paintable_snapshot (self->flight_card, snapshot,
                          self->flight_from.size.width + (to.size.width - self->flight_from.size.width) * t,
                          self->flight_from.size.height + (to.size.height - self->flight_from.size.height) * t);
  gtk_snapshot_restore (snapshot);
}

/* Up from the table never leaves for the prompt's buttons above it (the
 * Hint button was one key press away from the cards). */
static gboolean
on_key_pressed_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   SchottGameView        *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *before = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *after;

  if ((keyval != GDK_KEY_Up && keyval != GDK_KEY_KP_Up)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0
      || before == NULL || gtk_widget_is_ancestor (before, self->prompt_box))
    return FALSE;
  if (!gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_UP))
    return TRUE;
  after = gtk_root_get_focus (root);
  if (after != NULL && gtk_widget_is_ancestor (after, self->prompt_box))
    {
      gtk_widget_grab_focus (before);
      gtk_widget_error_bell (GTK_WIDGET (self));
    }
  return TRUE;
}

/* ---------------------------------------------------------- actions */

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  schott_game_view_show_hint (SCHOTT_GAME_VIEW (widget));
}

/* Keys for keyboard play: 1-9 pick a position of the own row, D draws,
 * T takes the discard pile; each does what a click there would do. */
static void
position_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (widget);
  gint pos = g_variant_get_int32 (parameter);
  SchottRowView *large;
  GtkWidget *card;

  if (!human_decides (self))
    return;
  large = large_row (self, focus_player (self));
  card = large != NULL ? schott_row_view_get_card (large, pos) : NULL;
  if (card == NULL || !gtk_widget_get_focusable (card))
    return;
  gtk_widget_grab_focus (card);
  on_large_position_cb (large, pos, self);
}

static void
pile_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (widget);
  GtkWidget *pile = g_str_equal (action_name, "game.draw") ? GTK_WIDGET (self->draw_card)
                                                           : GTK_WIDGET (self->discard_card);

  if (gtk_widget_is_sensitive (pile))
    gtk_widget_activate (pile);
}

static void
on_show_sidebar_changed_cb (AdwOverlaySplitView *split_view,
                            GParamSpec          *pspec,
                            SchottGameView      *self)
{
  /* The log also closes by itself (Escape or a click beside it while it
   * lies over the play area): the header's toggle follows. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOG_VISIBLE]);
}

/* A narrow window lays the log over the play area: it is hidden then until
 * asked for, and shown again as the player wants it when the window
 * widens. */
static void
on_collapsed_changed_cb (AdwOverlaySplitView *split_view,
                         GParamSpec          *pspec,
                         SchottGameView      *self)
{
  adw_overlay_split_view_set_show_sidebar (split_view,
                                           !adw_overlay_split_view_get_collapsed (split_view)
                                           && self->log_wanted);
}

static void
schott_game_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (object);

  switch (prop_id)
    {
    case PROP_LOG_VISIBLE:
      g_value_set_boolean (value, schott_game_view_get_log_visible (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_game_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (object);

  switch (prop_id)
    {
    case PROP_LOG_VISIBLE:
      schott_game_view_set_log_visible (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drop_kept_dialog (SchottGameView  *self,
                  AdwDialog      **dialog)
{
  if (*dialog == NULL)
    return;
  g_signal_handlers_disconnect_by_data (*dialog, self);
  close_dialog (*dialog);
  g_clear_object (dialog);
}

static void
schott_game_view_dispose (GObject *object)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (object);

  schott_game_view_set_model (self, NULL, NULL);
  g_clear_handle_id (&self->prepare_id, g_source_remove);
  drop_kept_dialog (self, &self->question_dialog);
  drop_kept_dialog (self, &self->summary_dialog);
  if (self->flight != NULL)
    adw_animation_skip (self->flight);
  g_clear_object (&self->flight);
  end_flight (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), SCHOTT_TYPE_GAME_VIEW);
  G_OBJECT_CLASS (schott_game_view_parent_class)->dispose (object);
}

static void
schott_game_view_finalize (GObject *object)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (object);

  g_ptr_array_unref (self->compact_rows);
  g_ptr_array_unref (self->large_row_views);
  g_object_unref (self->log_shown);
  G_OBJECT_CLASS (schott_game_view_parent_class)->finalize (object);
}

static void
schott_game_view_class_init (SchottGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_game_view_dispose;
  object_class->finalize = schott_game_view_finalize;
  object_class->get_property = schott_game_view_get_property;
  object_class->set_property = schott_game_view_set_property;
  widget_class->snapshot = schott_game_view_snapshot;

  properties[PROP_LOG_VISIBLE] =
    g_param_spec_boolean ("log-visible", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (SCHOTT_TYPE_BOARD);
  g_type_ensure (SCHOTT_TYPE_CARD_WIDGET);
  g_type_ensure (SCHOTT_TYPE_LOG_LINE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott-game-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, breakpoint_bin);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, split_view);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, choice_box);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, hint_button);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, prompt_box);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, board);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, others_box);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, table_box);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, events_box);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, event_cards_box);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, draw_card);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, discard_card);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, drawn_card);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, drawn_box);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, drawn_label);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, fast_track_button);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, fast_track_label);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, large_rows);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, log_view);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, log_scroller);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, log_empty_label);

  gtk_widget_class_install_action (widget_class, "game.hint", NULL, hint_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "game.hint", NULL);
  gtk_widget_class_install_action (widget_class, "game.position", "i", position_action);
  for (gint i = 0; i < 9; i++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + i, 0, "game.position", "i", i);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_1 + i, 0, "game.position", "i", i);
    }
  gtk_widget_class_install_action (widget_class, "game.draw", NULL, pile_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, 0, "game.draw", NULL);
  gtk_widget_class_install_action (widget_class, "game.take-discard", NULL, pile_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, 0, "game.take-discard", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "schottgameview");

  signals[GAME_FINISHED] =
    g_signal_new ("game-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static gboolean
n_items_is_zero (GBinding     *binding,
                 const GValue *from,
                 GValue       *to,
                 gpointer      user_data)
{
  g_value_set_boolean (to, g_value_get_uint (from) == 0);
  return TRUE;
}

static void
schott_game_view_init (SchottGameView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->log_shown = gtk_slice_list_model_new (NULL, 0, G_MAXUINT);
  g_signal_connect (self->log_shown, "items-changed", G_CALLBACK (on_log_items_changed_cb), self);
  /* issue 18, item 13: an empty log says so */
  g_object_bind_property_full (self->log_shown, "n-items", self->log_empty_label, "visible",
                               G_BINDING_SYNC_CREATE, n_items_is_zero, NULL, NULL, NULL);
  self->compact_rows = g_ptr_array_new ();
  self->large_row_views = g_ptr_array_new ();
  self->speed = SCHOTT_AI_SPEED_NORMAL;
  self->shown_player = -1;
  self->focused_turn = G_MAXUINT;
  g_queue_init (&self->presentations);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed_cb), self);
    gtk_widget_add_controller (GTK_WIDGET (self), keys);
  }
  reset_selection (self);
  g_signal_connect (self->split_view, "notify::show-sidebar", G_CALLBACK (on_show_sidebar_changed_cb), self);
  g_signal_connect (self->split_view, "notify::collapsed", G_CALLBACK (on_collapsed_changed_cb), self);

  schott_card_widget_set_size (self->draw_card, "large");
  schott_card_widget_set_face_down (self->draw_card, TRUE);
  schott_card_widget_set_size (self->discard_card, "large");
  schott_card_widget_set_size (self->drawn_card, "large");
  g_signal_connect (self->draw_card, "clicked", G_CALLBACK (on_draw_clicked_cb), self);
  g_signal_connect (self->discard_card, "clicked", G_CALLBACK (on_discard_clicked_cb), self);
  add_drag_source (self, GTK_WIDGET (self->draw_card), SCHOTT_PILE_DRAW);
  add_drag_source (self, GTK_WIDGET (self->drawn_card), SCHOTT_PILE_DRAW);
  add_drag_source (self, GTK_WIDGET (self->discard_card), SCHOTT_PILE_DISCARD);
  g_signal_connect (self->fast_track_button, "clicked", G_CALLBACK (on_fast_track_clicked_cb), self);

  for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
    {
      GtkWidget *card = schott_card_widget_new ();

      schott_card_widget_set_size (SCHOTT_CARD_WIDGET (card), "event");
      schott_card_widget_set_face_down (SCHOTT_CARD_WIDGET (card), TRUE);
      g_object_set_data (G_OBJECT (card), "slot", GINT_TO_POINTER (s));
      g_signal_connect (card, "clicked", G_CALLBACK (on_event_card_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->event_cards_box), card);
      self->event_cards[s] = card;
    }
  self->prepare_id = g_timeout_add_full (G_PRIORITY_LOW, 150, prepare_ahead_cb, self, NULL);
}

GtkWidget *
schott_game_view_new (void)
{
  return g_object_new (SCHOTT_TYPE_GAME_VIEW, NULL);
}

void
schott_game_view_set_model (SchottGameView  *self,
                            SchottGameModel *model,
                            SchottContent   *content)
{
  GtkWidget *child;

  g_return_if_fail (SCHOTT_IS_GAME_VIEW (self));

  if (self->model != NULL)
    {
      schott_game_model_set_ai_enabled (self->model, FALSE);
      g_signal_handlers_disconnect_by_data (self->model, self);
    }
  g_clear_handle_id (&self->reading_id, g_source_remove);
  g_clear_handle_id (&self->present_id, g_source_remove);
  g_clear_handle_id (&self->board_wait_id, g_source_remove);
  g_clear_handle_id (&self->log_scroll_id, g_source_remove);
  g_clear_handle_id (&self->next_stage_id, g_source_remove);
  self->summary_seen = FALSE;
  if (self->dialog != NULL)
    close_dialog (g_steal_pointer (&self->dialog));
  g_clear_pointer (&self->shown, presentation_free);
  g_queue_clear_full (&self->presentations, presentation_free);
  update_log_hold (self);
  if (self->board != NULL)
    schott_board_set_model (self->board, NULL, NULL, NULL, NULL);
  if (self->log_view != NULL)
    gtk_list_view_set_model (self->log_view, NULL);
  gtk_slice_list_model_set_model (self->log_shown, NULL);
  g_clear_object (&self->model);
  g_clear_object (&self->content);
  self->finished_emitted = FALSE;
  self->shown_player = -1;
  self->focused_turn = G_MAXUINT;
  if (self->flight != NULL)
    adw_animation_skip (self->flight);
  end_flight (self);
  reset_selection (self);

  if (self->others_box != NULL)
    while ((child = gtk_widget_get_first_child (self->others_box)) != NULL)
      gtk_box_remove (GTK_BOX (self->others_box), child);
  if (self->large_rows != NULL)
    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->large_rows))) != NULL)
      gtk_stack_remove (self->large_rows, child);
  g_ptr_array_set_size (self->compact_rows, 0);
  g_ptr_array_set_size (self->large_row_views, 0);

  if (model == NULL)
    return;

  self->model = g_object_ref (model);
  self->content = content != NULL ? g_object_ref (content) : schott_content_new ();

  for (guint p = 0; p < schott_game_model_get_n_players (model); p++)
    {
      SchottPlayer *player = schott_game_model_get_player (model, p);
      GtkWidget *compact = schott_row_view_new (player, FALSE);

      g_signal_connect (compact, "position-activated", G_CALLBACK (on_compact_position_cb), self);
      gtk_box_append (GTK_BOX (self->others_box), compact);
      g_ptr_array_add (self->compact_rows, compact);
      g_ptr_array_add (self->large_row_views, NULL);   /* see large_row() */
    }

  schott_board_set_model (self->board, model, self->content,
                          schott_game_model_get_variant_name (model), sw_ui_language ());
  gtk_widget_set_visible (GTK_WIDGET (self->board), schott_game_model_get_route_length (model) > 0);
  schott_board_set_animate (self->board, self->speed != SCHOTT_AI_SPEED_INSTANT);

  {
    g_autoptr(GtkNoSelection) selection = NULL;

    gtk_slice_list_model_set_model (self->log_shown, schott_game_model_get_move_log (model));
    selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->log_shown)));
    gtk_list_view_set_model (self->log_view, GTK_SELECTION_MODEL (selection));
  }

  g_signal_connect (model, "question-asked", G_CALLBACK (on_question_asked_cb), self);
  g_signal_connect (model, "question-answered", G_CALLBACK (on_question_answered_cb), self);
  g_signal_connect (model, "stage-scored", G_CALLBACK (on_stage_scored_cb), self);
  g_signal_connect (model, "event-revealed", G_CALLBACK (on_event_revealed_cb), self);
  g_signal_connect (model, "fast-track-played", G_CALLBACK (on_fast_track_played_cb), self);
  g_signal_connect (model, "bonus-earned", G_CALLBACK (on_bonus_earned_cb), self);
  g_signal_connect (model, "decision-changed", G_CALLBACK (on_decision_changed_cb), self);
  g_signal_connect (model, "card-exchanged", G_CALLBACK (on_card_exchanged_cb), self);

  schott_game_model_set_speed (model, self->speed);
  apply_debug_events (model);

  /* A restored game may wait on an open question. */
  if (schott_game_model_get_phase (model) == SCHOTT_PHASE_QUESTION
      && schott_game_model_get_question_text (model) != NULL)
    on_question_asked_cb (model, schott_game_model_get_question_player (model),
                          schott_game_model_get_question_reason (model),
                          schott_game_model_get_question_amount (model),
                          schott_game_model_get_question_text (model), self);
  refresh (self);
  present_next (self);
  update_ai (self);
  maybe_finish (self);
}

SchottGameModel *
schott_game_view_get_model (SchottGameView *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_VIEW (self), NULL);
  return self->model;
}

void
schott_game_view_set_speed (SchottGameView *self,
                            SchottAiSpeed   speed)
{
  g_return_if_fail (SCHOTT_IS_GAME_VIEW (self));
  self->speed = speed;
  schott_board_set_animate (self->board, speed != SCHOTT_AI_SPEED_INSTANT);
  if (self->model != NULL)
    schott_game_model_set_speed (self->model, speed);
}

void
schott_game_view_set_log_visible (SchottGameView *self,
                                  gboolean        visible)
{
  g_return_if_fail (SCHOTT_IS_GAME_VIEW (self));
  /* Opened over a narrow window's play area, it stays a passing look. */
  if (!adw_overlay_split_view_get_collapsed (self->split_view))
    self->log_wanted = !!visible;
  adw_overlay_split_view_set_show_sidebar (self->split_view, visible);
}

gboolean
schott_game_view_get_log_visible (SchottGameView *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_VIEW (self), FALSE);
  return adw_overlay_split_view_get_show_sidebar (self->split_view);
}

void
schott_game_view_show_hint (SchottGameView *self)
{
  SchottChoice choice;
  g_autofree char *explanation = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (SCHOTT_IS_GAME_VIEW (self));

  if (!human_decides (self) || !schott_game_model_hint (self->model, &choice, &explanation))
    return;
  /* Translators: the hint, e.g. "Hint: take the 17 from the discard pile …" */
  text = g_strdup_printf (_("Hint: %s"), explanation);
  gtk_label_set_text (GTK_LABEL (self->hint_label), text);
  gtk_widget_set_visible (self->hint_label, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hint_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  if (choice.action == SCHOTT_ACT_TAKE_DISCARD || choice.action == SCHOTT_ACT_PLACE)
    schott_row_view_set_selected (large_row (self, focus_player (self)), choice.a, TRUE);
}

gboolean
schott_game_view_is_presenting (SchottGameView *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_VIEW (self), FALSE);
  return self->dialog != NULL || !g_queue_is_empty (&self->presentations)
         || schott_board_is_busy (self->board);
}

void
schott_game_view_focus_action (SchottGameView *self)
{
  g_return_if_fail (SCHOTT_IS_GAME_VIEW (self));
  keep_focus (self, TRUE);
}
