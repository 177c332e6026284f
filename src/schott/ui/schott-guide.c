/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-guide.c: the guided first stage of SCHOTT, told in the coach. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-guide.h"

struct _SchottGuide
{
  GObject          parent_instance;

  SwCoach         *coach;
  SchottGameModel *model;
  SchottGameView  *view;         /* weak */
  guint            refresh_id;
  gboolean         held;         /* the view held the discard when last told */
  gint             person;       /* the seat the guide talks to */
  gboolean         row_told;     /* the row was explained once */
  gboolean         finished;     /* the first stage is over */
  guint            finish_turn;  /* the game's turn when it was */

  /* The step waiting for its advice (computed on a worker): the coach
   * keeps what it says until the advice comes, or until ADVICE_WAIT_MS
   * have passed (then the step without it, the advice added on arrival). */
  GCancellable    *advice_cancellable;
  guint            advice_serial; /* bumped by every step told */
  guint            advice_wait_id;
  char            *waiting_title;
  char            *waiting_text;
};

G_DEFINE_FINAL_TYPE (SchottGuide, schott_guide, G_TYPE_OBJECT)

enum
{
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* How long the coach keeps its last words while the advice is computed:
 * the hint takes a few milliseconds, so a person sees the step change
 * once, with its advice; on a slow machine the step comes first, its
 * advice after. */
#define ADVICE_WAIT_MS 400

/* "the 17", "a joker" */
static char *
card_phrase (gint card)
{
  if (card == SCHOTT_JOKER)
    return g_strdup (_("a joker"));
  /* Translators: a card by its value, as in "You drew the 17" */
  return g_strdup_printf (_("the %d"), card);
}

static gboolean
has_legal (SchottGameModel *model,
           SchottAction     action)
{
  guint n = 0;
  const SchottChoice *choices = schott_game_model_get_legal_choices (model, &n);

  for (guint i = 0; i < n; i++)
    if (choices[i].action == action)
      return TRUE;
  return FALSE;
}

/* What the hint engine recommends and why, from the hint's claims: the
 * engine's own line (made from the claims alone), and, while the row was
 * not yet told (row_told when the advice was asked), what the score it
 * speaks of is. */
static char *
advice_text (const SchottHint *hint,
             const char       *explanation,
             gboolean          row_told)
{
  if (hint->outcome_known && hint->completes)
    /* Translators: after a hint that completes the row */
    return g_strdup_printf (_("%s. A complete row ends the stage at once."), explanation);
  if (hint->outcome_known && hint->bonus > 0)
    return g_strdup_printf (_("%s. Cards in a row that follow each other (like 7, 8, 9) move your figure at once."),
                            explanation);
  if (hint->choice.action == SCHOTT_ACT_FAST_TRACK)
    return g_strdup_printf (_("%s. Fast Track is played once a game and is not a turn: at this stage’s end your figure moves twice as far."),
                            explanation);
  if (!row_told)
    return g_strdup_printf (_("%s. Your row’s score is how many number cards rise from its left end without a break."),
                            explanation);
  return g_strdup_printf ("%s.", explanation);
}

/* Whatever advice is under way belongs to a step that is gone (a move,
 * the discard picked up or put back, leaving the guide). */
static void
drop_advice (SchottGuide *self)
{
  self->advice_serial++;
  if (self->advice_cancellable != NULL)
    {
      g_cancellable_cancel (self->advice_cancellable);
      g_clear_object (&self->advice_cancellable);
    }
  g_clear_handle_id (&self->advice_wait_id, g_source_remove);
  g_clear_pointer (&self->waiting_title, g_free);
  g_clear_pointer (&self->waiting_text, g_free);
}

/* A step without advice (a computer's turn, a question, the end): at once. */
static void
set_step (SchottGuide *self,
          const char  *title,
          const char  *text)
{
  drop_advice (self);
  sw_coach_set_step (self->coach, title, text, NULL);
}

typedef struct
{
  SchottGuide *guide;
  guint        serial;
  gboolean     row_told;
} AdviceAsked;

static void
on_advice_ready_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  AdviceAsked *asked = user_data;
  g_autoptr(SchottGuide) self = asked->guide;
  guint serial = asked->serial;
  gboolean row_told = asked->row_told;
  g_autofree char *explanation = NULL;
  g_autofree char *advice = NULL;
  g_autofree char *title = NULL;
  g_autofree char *text = NULL;
  SchottHint hint;
  gboolean found;

  g_free (asked);
  /* the model drops a hint for a decision that is gone; the guide one
   * for a step it left (the discard picked up or put back) or itself */
  found = schott_game_model_hint_finish (SCHOTT_GAME_MODEL (source), result, &hint, &explanation, NULL);
  if (serial != self->advice_serial || self->model == NULL || (GObject *) self->model != source)
    return;
  title = g_steal_pointer (&self->waiting_title);
  text = g_steal_pointer (&self->waiting_text);
  g_clear_object (&self->advice_cancellable);
  g_clear_handle_id (&self->advice_wait_id, g_source_remove);
  if (found)
    advice = advice_text (&hint, explanation, row_told);
  if (title != NULL)
    sw_coach_set_step (self->coach, title, text, advice);
  else if (advice != NULL)
    {
      /* the step is shown already (a new coach, or the advice was late):
       * its advice now, under the same words */
      title = g_strdup (sw_coach_get_title (self->coach));
      text = g_strdup (sw_coach_get_text (self->coach));
      sw_coach_set_step (self->coach, title, text, advice);
    }
}

/* The advice is late: the step without it, so the person is not left
 * reading the last one; the advice follows when it comes. */
static gboolean
on_advice_wait_cb (gpointer user_data)
{
  SchottGuide *self = user_data;
  g_autofree char *title = g_steal_pointer (&self->waiting_title);
  g_autofree char *text = g_steal_pointer (&self->waiting_text);

  self->advice_wait_id = 0;
  if (self->coach != NULL && title != NULL)
    sw_coach_set_step (self->coach, title, text, NULL);
  return G_SOURCE_REMOVE;
}

/* A step with advice: asked on a worker; the coach changes once it comes. */
static void
set_step_with_advice (SchottGuide    *self,
                      const char     *title,
                      const char     *text,
                      SchottHintStep  step)
{
  AdviceAsked *asked;

  const char *shown = sw_coach_get_title (self->coach);

  drop_advice (self);
  if (shown == NULL || *shown == '\0')
    /* a new coach has nothing to keep: the step at once */
    sw_coach_set_step (self->coach, title, text, NULL);
  else
    {
      self->waiting_title = g_strdup (title);
      self->waiting_text = g_strdup (text);
      self->advice_wait_id = g_timeout_add (ADVICE_WAIT_MS, on_advice_wait_cb, self);
    }
  self->advice_cancellable = g_cancellable_new ();
  asked = g_new0 (AdviceAsked, 1);
  asked->guide = g_object_ref (self);
  asked->serial = self->advice_serial;
  asked->row_told = self->row_told;
  schott_game_model_hint_async (self->model, step, self->advice_cancellable, on_advice_ready_cb, asked);
}

static void
finish (SchottGuide *self)
{
  if (self->finished)
    return;
  self->finished = TRUE;
  self->finish_turn = schott_game_model_get_turn (self->model);
  sw_coach_set_finished (self->coach, TRUE);
  set_step (self, _("The First Stage Is Over"),
            _("Each figure moved forward by its row’s score. The guide ends here: the game goes on as a normal game, stage after stage, until a figure reaches the finish. Use the hint button whenever you want advice."));
  g_signal_emit (self, signals[FINISHED], 0);
}

static void tell_step (SchottGuide *self);

static void
tell_step (SchottGuide *self)
{
  SchottGameModel *model = self->model;
  SchottDecisionKind decision = schott_game_model_get_decision (model);
  gint decider = schott_game_model_get_decider (model);
  g_autofree char *title = NULL;
  g_autofree char *text = NULL;
  SchottHintStep step = SCHOTT_HINT_STEP_DECISION;
  gboolean advised = TRUE;

  self->held = self->view != NULL && schott_game_view_holds_discard (self->view);
  /* a step is told anew: what was asked for the last one is stale */
  drop_advice (self);
  if (self->finished)
    {
      /* the final word stays through the second stage's first turns */
      if (schott_game_model_get_turn (model) >= self->finish_turn + 3 || schott_game_model_get_is_over (model))
        g_signal_emit_by_name (self->coach, "leave");
      return;
    }
  if (schott_game_model_get_stage (model) > 1 || schott_game_model_get_phase (model) == SCHOTT_PHASE_STAGE_SCORING
      || schott_game_model_get_is_over (model))
    {
      finish (self);
      return;
    }
  if (decider < 0)
    return;
  if (decider != self->person || !schott_game_model_get_human_decides (model))
    {
      const char *name = schott_player_get_name (schott_game_model_get_player (model, decider));

      /* Translators: the coach's title while a computer plays; %s: its name */
      title = g_strdup_printf (_("%s’s Turn"), name);
      if (decision == SCHOTT_DECISION_ANSWER)
        text = g_strdup_printf (_("%s answers a question. A right answer moves its figure forward."), name);
      else
        text = g_strdup_printf (_("%s plays now: watch which card it takes and where it goes."),
                                name);
      set_step (self, title, text);
      return;
    }

  switch (decision)
    {
    case SCHOTT_DECISION_TURN:
      if (self->held)
        {
          g_autofree char *card = card_phrase (schott_game_model_get_discard_top (model));

          title = g_strdup (_("Your Turn: Place the Card"));
          text = g_strdup_printf (_("You picked up %s. Click its place in your row: the card there goes onto the discard pile. Click the pile to put it back."),
                                  card);
          step = SCHOTT_HINT_STEP_DISCARD_TAKEN;
          break;
        }
      title = g_strdup (_("Your Turn: Take a Card"));
      {
        gint top = schott_game_model_get_discard_top (model);
        g_autofree char *card = top >= 0 ? card_phrase (top) : NULL;
        g_autofree char *choice = card != NULL && has_legal (model, SCHOTT_ACT_TAKE_DISCARD)
                                  ? g_strdup_printf (_("Take %s from the discard pile, or draw an unknown card."),
                                                     card)
                                  : g_strdup (_("Draw a card from the draw pile."));
        const char *events = has_legal (model, SCHOTT_ACT_EVENT)
                             ? _(" Or play an event card.") : "";

        if (!self->row_told)
          /* Translators: the first step of the guided game; the first %s
           * says which card to take, the second one is about event cards
           * or empty */
          text = g_strdup_printf (_("Make your row at the bottom rise from left to right. %s%s"),
                                  choice, events);
        else
          text = g_strdup_printf ("%s%s", choice, events);
      }
      set_step_with_advice (self, title, text, SCHOTT_HINT_STEP_DECISION);
      self->row_told = TRUE;
      return;
    case SCHOTT_DECISION_PLACE_DRAWN:
      {
        g_autofree char *card = card_phrase (schott_game_model_get_drawn_card (model));

        title = g_strdup (_("Your Turn: Place the Card"));
        text = g_strdup_printf (_("You drew %s. Click its place in your row: the card there goes onto the discard pile.%s"),
                                card,
                                has_legal (model, SCHOTT_ACT_DISCARD_DRAWN)
                                ? _(" Or click the discard pile to throw it away.") : "");
      }
      break;
    case SCHOTT_DECISION_SWAP_OWN:
      title = g_strdup (_("An Event Card"));
      text = g_strdup (_("The event lets you swap two cards of your own row: click one card, then the other."));
      break;
    case SCHOTT_DECISION_NAME_PLAYER:
      title = g_strdup (_("An Event Card"));
      text = g_strdup (_("Name the player who must swap two cards of their row."));
      break;
    case SCHOTT_DECISION_E5_EXCHANGE:
      title = g_strdup (_("An Event Card"));
      text = g_strdup (_("Exchange a card: click a card in another player’s row, then the place in your row it should go to."));
      break;
    case SCHOTT_DECISION_E8_BUILD:
      title = g_strdup (_("An Event Card"));
      text = g_strdup (_("Build one of the top two cards of the discard pile into your row: choose the card, then its place."));
      break;
    case SCHOTT_DECISION_ANSWER:
      title = g_strdup (_("A Question"));
      text = g_strdup (_("Choose the answer you think is right: a right answer moves your figure forward. There is no hint here, it would give the answer away."));
      advised = FALSE;
      break;
    case SCHOTT_DECISION_NEXT_STAGE:
      finish (self);
      return;
    case SCHOTT_DECISION_NONE:
    default:
      return;
    }
  if (advised)
    set_step_with_advice (self, title, text, step);
  else
    set_step (self, title, text);
}

static gboolean
refresh_cb (gpointer user_data)
{
  SchottGuide *self = user_data;

  self->refresh_id = 0;
  if (self->model != NULL)
    tell_step (self);
  return G_SOURCE_REMOVE;
}

/* The view picked the discard pile up or put it back: told once the
 * view has handled the click or key that did it. */
static void
queue_refresh (SchottGuide *self)
{
  if (self->refresh_id == 0 && self->model != NULL)
    self->refresh_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, refresh_cb, g_object_ref (self), g_object_unref);
}

static void
on_decision_changed_cb (SchottGameModel *model,
                        SchottGuide     *self)
{
  tell_step (self);
}

static void
on_stage_scored_cb (SchottGameModel *model,
                    gint             winner,
                    gpointer         summary,
                    SchottGuide     *self)
{
  finish (self);
}

static void
schott_guide_dispose (GObject *object)
{
  schott_guide_stop (SCHOTT_GUIDE (object));
  G_OBJECT_CLASS (schott_guide_parent_class)->dispose (object);
}

static void
schott_guide_class_init (SchottGuideClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = schott_guide_dispose;

  /* The first stage is over: the guide has said all it says. */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
schott_guide_init (SchottGuide *self)
{
  self->person = 0;
}

SchottGuide *
schott_guide_new (SwCoach         *coach,
                  SchottGameModel *model,
                  SchottGameView  *view)
{
  SchottGuide *self;

  g_return_val_if_fail (SW_IS_COACH (coach), NULL);
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (model), NULL);
  g_return_val_if_fail (SCHOTT_IS_GAME_VIEW (view), NULL);

  self = g_object_new (SCHOTT_TYPE_GUIDE, NULL);
  self->coach = g_object_ref (coach);
  self->model = g_object_ref (model);
  g_set_weak_pointer (&self->view, view);
  for (guint p = 0; p < schott_game_model_get_n_players (model); p++)
    if (!schott_game_model_is_computer (model, p))
      {
        self->person = (gint) p;
        break;
      }
  g_signal_connect (model, "decision-changed", G_CALLBACK (on_decision_changed_cb), self);
  g_signal_connect (model, "stage-scored", G_CALLBACK (on_stage_scored_cb), self);
  /* the discard pile picked up or put back: by a click, a key, a drop
   * or a screen reader's action alike */
  g_signal_connect_swapped (view, "notify::holds-discard", G_CALLBACK (queue_refresh), self);
  sw_coach_set_finished (coach, FALSE);
  tell_step (self);
  return self;
}

/* Whether seed deals a first step a newcomer sees pay (see the header).
 * Only seat 0's first decision is looked at: the computers' levels do not
 * change it. */
static gboolean
seed_suits (const SchottVariant   *variant,
            const SchottSeatSetup *seats,
            guint                  n_seats,
            guint64                seed)
{
  g_autoptr(SchottGameModel) model = schott_game_model_new (variant, seats, n_seats, seed, seed, NULL);
  g_autofree char *explanation = NULL;
  SchottHint hint;

  if (model == NULL || schott_game_model_get_decider (model) != 0
      || schott_game_model_get_decision (model) != SCHOTT_DECISION_TURN
      || !schott_game_model_hint_for_step (model, SCHOTT_HINT_STEP_DECISION, &hint, &explanation))
    return FALSE;
  return hint.choice.action == SCHOTT_ACT_TAKE_DISCARD && hint.outcome_known
         && hint.score_after > hint.score_now;
}

static guint64
pick_seed (const SchottVariant   *variant,
           const SchottSeatSetup *seats,
           guint                  n_seats,
           GCancellable          *cancellable)
{
  for (guint64 seed = SCHOTT_GUIDE_SEED; seed < SCHOTT_GUIDE_SEED + 400; seed++)
    {
      if (g_cancellable_is_cancelled (cancellable))
        break;
      if (seed_suits (variant, seats, n_seats, seed))
        return seed;
    }
  return SCHOTT_GUIDE_SEED;
}

guint64
schott_guide_pick_seed (const SchottVariant   *variant,
                        const SchottSeatSetup *seats,
                        guint                  n_seats)
{
  g_return_val_if_fail (variant != NULL && seats != NULL, SCHOTT_GUIDE_SEED);

  return pick_seed (variant, seats, n_seats, NULL);
}

/* What the worker needs, its own copies. The seats are all people: a
 * model whose computer opens the game would start that computer
 * thinking, which reports to the main thread; a person's seat deals the
 * same cards and gives seat 0 the same first hint. */
typedef struct
{
  SchottVariant   variant;
  SchottSeatSetup seats[SCHOTT_MAX_PLAYERS];
  guint           n_seats;
} PickJob;

static void
pick_seed_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  PickJob *job = task_data;
  guint64 seed = pick_seed (&job->variant, job->seats, job->n_seats, cancellable);
  guint64 *result;

  if (g_task_return_error_if_cancelled (task))
    return;
  result = g_new (guint64, 1);
  *result = seed;
  g_task_return_pointer (task, result, g_free);
}

void
schott_guide_pick_seed_async (const SchottVariant   *variant,
                              const SchottSeatSetup *seats,
                              guint                  n_seats,
                              GCancellable          *cancellable,
                              GAsyncReadyCallback    callback,
                              gpointer               user_data)
{
  g_autoptr(GTask) task = NULL;
  PickJob *job;

  g_return_if_fail (variant != NULL && seats != NULL);
  g_return_if_fail (n_seats <= SCHOTT_MAX_PLAYERS);

  job = g_new0 (PickJob, 1);
  job->variant = *variant;
  job->n_seats = n_seats;
  for (guint p = 0; p < n_seats; p++)
    {
      job->seats[p].kind = SCHOTT_SEAT_HUMAN;
      job->seats[p].level = seats[p].level;
    }
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, schott_guide_pick_seed_async);
  g_task_set_task_data (task, job, g_free);
  g_task_run_in_thread (task, pick_seed_thread);
}

guint64
schott_guide_pick_seed_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_autofree guint64 *seed = NULL;

  g_return_val_if_fail (g_task_is_valid (result, NULL), SCHOTT_GUIDE_SEED);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == schott_guide_pick_seed_async, SCHOTT_GUIDE_SEED);

  seed = g_task_propagate_pointer (G_TASK (result), error);
  return seed != NULL ? *seed : SCHOTT_GUIDE_SEED;
}

void
schott_guide_stop (SchottGuide *self)
{
  g_return_if_fail (SCHOTT_IS_GUIDE (self));

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  drop_advice (self);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  g_clear_weak_pointer (&self->view);
  g_clear_object (&self->coach);
}

