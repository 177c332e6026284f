/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-model-text.c: the move log's sentences, choice descriptions
 * and hints of SchottGameModel. Positions are shown 1-based, as in the
 * rule book. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-game-model-private.h"
#include "schott-ai-explain.h"

const char *
_schott_game_model_player_name (SchottGameModel *self,
                                gint             player)
{
  SchottPlayer *p;

  if (player < 0 || (p = schott_game_model_get_player (self, (guint) player)) == NULL)
    /* Translators: a player that does not exist */
    return _("nobody");
  return schott_player_get_name (p);
}

const char *
_schott_event_kind_title (SchottEventKind kind)
{
  switch (kind)
    {
    case SCHOTT_EVENT_E1_SWAP_OWN:
      return _("Swap two of your own cards");
    case SCHOTT_EVENT_E2_EVERYONE_SWAPS:
      return _("Everyone swaps two cards of their own row");
    case SCHOTT_EVENT_E3_MOVE_FORWARD:
      return _("Move your figure forward");
    case SCHOTT_EVENT_E4_EVERYONE_MOVES:
      return _("Everyone moves their figure forward");
    case SCHOTT_EVENT_E5_TAKE_FROM_PLAYER:
      return _("Exchange a card with another player's row");
    case SCHOTT_EVENT_E6_PASS_LEFTMOST:
      return _("Everyone passes the leftmost card to the left");
    case SCHOTT_EVENT_E7_ROTATE_ROWS:
      return _("Everyone takes the row of the left neighbour");
    case SCHOTT_EVENT_E8_TWO_DISCARDS:
      return _("Build one of the top two discards into your row");
    case SCHOTT_EVENT_E9_NAME_PLAYER:
      return _("Name a player who must swap two cards");
    case SCHOTT_EVENT_E10_QUESTION:
      return _("Answer a question");
    case SCHOTT_EVENT_NONE:
    default:
      return _("Unknown event");
    }
}

const char *
schott_event_title (SchottEventKind kind)
{
  switch (kind)
    {
    case SCHOTT_EVENT_E1_SWAP_OWN:         return _("Swap two own cards");
    case SCHOTT_EVENT_E2_EVERYONE_SWAPS:   return _("Everyone swaps");
    case SCHOTT_EVENT_E3_MOVE_FORWARD:     return _("Move forward");
    case SCHOTT_EVENT_E4_EVERYONE_MOVES:   return _("Everyone moves");
    case SCHOTT_EVENT_E5_TAKE_FROM_PLAYER: return _("Take a card");
    case SCHOTT_EVENT_E6_PASS_LEFTMOST:    return _("Pass the leftmost card");
    case SCHOTT_EVENT_E7_ROTATE_ROWS:      return _("Change seats");
    case SCHOTT_EVENT_E8_TWO_DISCARDS:     return _("Two discards");
    case SCHOTT_EVENT_E9_NAME_PLAYER:      return _("Name a player");
    case SCHOTT_EVENT_E10_QUESTION:        return _("Question");
    case SCHOTT_EVENT_NONE:
    default:                               return _("Event");
    }
}

const char *
schott_event_default_text (SchottEventKind kind)
{
  switch (kind)
    {
    case SCHOTT_EVENT_E1_SWAP_OWN:
      return _("Swap two of your own cards.");
    case SCHOTT_EVENT_E2_EVERYONE_SWAPS:
      return _("Everyone swaps two cards of their own row.");
    case SCHOTT_EVENT_E3_MOVE_FORWARD:
      return _("Move your figure 2 fields forward.");
    case SCHOTT_EVENT_E4_EVERYONE_MOVES:
      return _("Everyone moves their figure 1 field forward.");
    case SCHOTT_EVENT_E5_TAKE_FROM_PLAYER:
      return _("Take a card from another player's row, exchange it for one of your cards and give that player your card.");
    case SCHOTT_EVENT_E6_PASS_LEFTMOST:
      return _("Everyone passes the leftmost card to the left neighbour, who puts it into the freed place.");
    case SCHOTT_EVENT_E7_ROTATE_ROWS:
      return _("Everyone leaves the row on the table, takes the left neighbour's seat and plays on with those cards.");
    case SCHOTT_EVENT_E8_TWO_DISCARDS:
      return _("Take the top two cards of the discard pile and build one into your row; the two left over go back onto the discard pile.");
    case SCHOTT_EVENT_E9_NAME_PLAYER:
      return _("Name another player, who must swap two cards of their own row of their choice.");
    case SCHOTT_EVENT_E10_QUESTION:
      return _("Answer a question; on a right answer move 2 fields forward.");
    case SCHOTT_EVENT_NONE:
    default:
      return "";
    }
}

static const char *
move_reason_text (SchottMoveReason reason)
{
  switch (reason)
    {
    case SCHOTT_MOVE_SCORE:
      return _("row score");
    case SCHOTT_MOVE_BONUS:
      return _("consecutive bonus");
    case SCHOTT_MOVE_EVENT:
      return _("event card");
    case SCHOTT_MOVE_QUESTION:
      return _("right answer");
    case SCHOTT_MOVE_PENALTY:
      return _("wrong answer");
    default:
      return "";
    }
}

char *
_schott_game_model_log_text (SchottGameModel      *self,
                             const SchottLogEntry *e)
{
  const char *who = _schott_game_model_player_name (self, e->player);
  g_autofree char *card = schott_card_label (e->card);
  g_autofree char *card2 = schott_card_label (e->card2);

  switch (e->kind)
    {
    case SCHOTT_LOG_STAGE_STARTED:
      return g_strdup_printf (_("Stage %d begins; %s starts."), e->amount, who);

    case SCHOTT_LOG_TURN_STARTED:
      return NULL;   /* the list would drown in these */

    case SCHOTT_LOG_CARD_DRAWN:
      return g_strdup_printf (_("%s draws a card."), who);

    case SCHOTT_LOG_CARD_EXCHANGED:
      if (e->flag)
        return g_strdup_printf (_("%s takes the %s from the discard pile and puts it in position %d "
                                  "(the %s goes to the discard pile)."),
                                who, card, e->pos + 1, card2);
      return g_strdup_printf (_("%s puts the drawn %s in position %d (the %s goes to the discard pile)."),
                              who, card, e->pos + 1, card2);

    case SCHOTT_LOG_CARD_DISCARDED:
      return g_strdup_printf (_("%s discards the drawn %s."), who, card);

    case SCHOTT_LOG_CARD_MOVED:
      if (e->player == e->player2)
        return g_strdup_printf (_("%s moves the %s from position %d to position %d."),
                                who, card, e->pos + 1, e->pos2 + 1);
      return g_strdup_printf (_("The %s moves from position %d of %s's row to position %d of %s's row."),
                              card, e->pos + 1, who, e->pos2 + 1,
                              _schott_game_model_player_name (self, e->player2));

    case SCHOTT_LOG_ROWS_ROTATED:
      return g_strdup (_("Everyone takes the row of their left neighbour."));

    case SCHOTT_LOG_PILE_RESHUFFLED:
      return g_strdup_printf (ngettext ("The discard pile is shuffled into a new draw pile of %d card.",
                                        "The discard pile is shuffled into a new draw pile of %d cards.",
                                        (gulong) MAX (e->amount, 0)),
                              e->amount);

    case SCHOTT_LOG_EVENT_REVEALED:
      /* Translators: "Anna plays an event card: Swap two of your own cards." */
      return g_strdup_printf (_("%s plays an event card: %s."), who,
                              _schott_event_kind_title ((SchottEventKind) e->event));

    case SCHOTT_LOG_FAST_TRACK:
      return g_strdup_printf (_("%s plays the Fast Track card: the row scores double this stage."), who);

    case SCHOTT_LOG_BONUS:
      return g_strdup_printf (ngettext ("%s has a run of %d consecutive cards: a bonus of %d field.",
                                        "%s has a run of %d consecutive cards: a bonus of %d fields.",
                                        (gulong) MAX (e->amount, 0)),
                              who, e->pos2, e->amount);

    case SCHOTT_LOG_FIGURE_MOVED:
      {
        g_autofree char *note = schott_log_entry_skip_note (e);
        /* Translators: "Ben's figure moves from 12 to 15: consecutive bonus." */
        g_autofree char *line = g_strdup_printf (_("%s's figure moves from %d to %d: %s."), who, e->from,
                                                 e->to, move_reason_text ((SchottMoveReason) e->reason));

        return note != NULL ? g_strconcat (line, " ", note, NULL) : g_steal_pointer (&line);
      }

    case SCHOTT_LOG_QUESTION_ASKED:
      switch ((SchottQuestionReason) e->reason)
        {
        case SCHOTT_QUESTION_LOCATION:
          if (e->amount < 0)
            return g_strdup_printf (_("%s lands on a location field and must answer a question "
                                      "(wrong: one field back)."), who);
          return g_strdup_printf (ngettext ("%s lands on a location field and answers a question "
                                            "(right: %d field forward).",
                                            "%s lands on a location field and answers a question "
                                            "(right: %d fields forward).",
                                            (gulong) e->amount),
                                  who, e->amount);
        case SCHOTT_QUESTION_REWARD:
          return g_strdup_printf (ngettext ("%s won the stage and answers the reward question "
                                            "(right: %d field forward).",
                                            "%s won the stage and answers the reward question "
                                            "(right: %d fields forward).",
                                            (gulong) MAX (e->amount, 0)),
                                  who, e->amount);
        case SCHOTT_QUESTION_EVENT:
        case SCHOTT_QUESTION_NONE:
        default:
          return g_strdup_printf (ngettext ("%s answers a question (right: %d field forward).",
                                            "%s answers a question (right: %d fields forward).",
                                            (gulong) MAX (e->amount, 0)),
                                  who, e->amount);
        }

    case SCHOTT_LOG_QUESTION_ANSWERED:
      if (e->flag)
        return g_strdup_printf (_("%s answers right."), who);
      if (e->pos2 >= 0 && e->pos2 < 3 && self->question_answers[e->pos2] != NULL &&
          self->question_loaded_serial == e->serial)
        return g_strdup_printf (_("%s answers wrong; the right answer was “%s”."),
                                who, self->question_answers[e->pos2]);
      return g_strdup_printf (_("%s answers wrong."), who);

    case SCHOTT_LOG_ROW_COMPLETED:
      return g_strdup_printf (_("%s's row is complete!"), who);

    case SCHOTT_LOG_STAGE_SCORED:
      if (e->player < 0)
        return g_strdup_printf (_("Stage %u ends without a winner."), self->game.stage);
      return g_strdup_printf (_("Stage %u is scored; %s won it."), self->game.stage, who);

    case SCHOTT_LOG_STAGE_CAPPED:
      return g_strdup (_("The stage reached the turn limit and ends."));

    case SCHOTT_LOG_GAME_OVER:
      {
        g_autoptr(GPtrArray) names = g_ptr_array_new_null_terminated (4, NULL, TRUE);
        g_autofree char *list = NULL;

        for (guint p = 0; p < self->game.n_players; p++)
          if (self->game.winners[p])
            g_ptr_array_add (names, (gpointer) _schott_game_model_player_name (self, (gint) p));
        /* Translators: separator between winner names */
        list = g_strjoinv (_(", "), (char **) names->pdata);
        return g_strdup_printf (ngettext ("The game is over. Winner: %s.",
                                          "The game is over. Winners: %s.",
                                          names->len),
                                list);
      }

    default:
      return NULL;
    }
}

char *
schott_game_model_describe_choice (SchottGameModel    *self,
                                   const SchottChoice *c)
{
  const SchottGame *game;
  gint you;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), NULL);
  g_return_val_if_fail (c != NULL, NULL);

  game = &self->game;
  you = schott_game_decider (game);

  switch ((SchottAction) c->action)
    {
    case SCHOTT_ACT_DRAW:
      return g_strdup (_("Draw the top card of the draw pile"));
    case SCHOTT_ACT_TAKE_DISCARD:
      {
        g_autofree char *card = schott_card_label ((SchottCard) MAX (schott_game_discard_top (game), 0));
        return g_strdup_printf (_("Take the %s from the discard pile into position %d"), card, c->a + 1);
      }
    case SCHOTT_ACT_EVENT:
      return g_strdup_printf (_("Play face-down event card %d"), c->a + 1);
    case SCHOTT_ACT_FAST_TRACK:
      return g_strdup (_("Play the Fast Track card"));
    case SCHOTT_ACT_PLACE:
      {
        g_autofree char *card = schott_card_label (game->drawn);
        return g_strdup_printf (_("Put the drawn %s into position %d"), card, c->a + 1);
      }
    case SCHOTT_ACT_DISCARD_DRAWN:
      {
        g_autofree char *card = schott_card_label (game->drawn);
        return g_strdup_printf (_("Discard the drawn %s"), card);
      }
    case SCHOTT_ACT_SWAP:
      return g_strdup_printf (_("Swap the cards in positions %d and %d"), c->a + 1, c->b + 1);
    case SCHOTT_ACT_PLAYER:
      return g_strdup_printf (_("Name %s"), _schott_game_model_player_name (self, c->a));
    case SCHOTT_ACT_E5:
      {
        g_autofree char *theirs = NULL;
        g_autofree char *mine = NULL;

        if (c->a < 0 || c->a >= game->n_players || you < 0 ||
            c->b < 0 || c->b >= game->row_length || c->c < 0 || c->c >= game->row_length)
          return g_strdup (_("Exchange a card with another player"));
        theirs = schott_card_label (game->rows[c->a][c->b]);
        mine = schott_card_label (game->rows[you][c->c]);
        return g_strdup_printf (_("Give your %s (position %d) for %s's %s (position %d)"),
                                mine, c->c + 1, _schott_game_model_player_name (self, c->a),
                                theirs, c->b + 1);
      }
    case SCHOTT_ACT_E8:
      {
        gint idx = (gint) game->n_discard - 1 - c->a;
        g_autofree char *card = schott_card_label (idx >= 0 ? game->discard[idx] : 0);

        if (c->a == 0)
          return g_strdup_printf (_("Build the top discard, the %s, into position %d"), card, c->b + 1);
        return g_strdup_printf (_("Build the second discard, the %s, into position %d"), card, c->b + 1);
      }
    case SCHOTT_ACT_ANSWER:
      {
        const char *text = schott_game_model_get_question_answer (self, (guint) CLAMP (c->a, 0, 2));
        /* Translators: %c is the answer's letter A, B or C */
        return g_strdup_printf (_("Answer %c: %s"), 'A' + CLAMP (c->a, 0, 2), text ? text : "");
      }
    case SCHOTT_ACT_NEXT_STAGE:
      return g_strdup (_("Start the next stage"));
    default:
      return g_strdup (_("Unknown move"));
    }
}

gboolean
schott_game_model_hint_for_step (SchottGameModel *self,
                                 SchottHintStep   step,
                                 SchottHint      *out_hint,
                                 char           **out_explanation)
{
  const char *names[SCHOTT_MAX_PLAYERS + 1] = { NULL, };
  SchottView view;
  SchottHint hint;
  gint you;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);

  you = schott_game_decider (&self->game);
  if (you < 0)
    return FALSE;
  /* The engine's hint, on the player's view only: the words come from its
   * claims (schott-hint.c). */
  schott_view_init (&view, &self->game, (guint) you);
  if (!schott_hint_compute (&view, step, &hint))
    return FALSE;
  g_assert (schott_game_is_legal (&self->game, &hint.choice));

  for (guint p = 0; p < self->game.n_players; p++)
    names[p] = _schott_game_model_player_name (self, (gint) p);
  if (out_hint != NULL)
    *out_hint = hint;
  if (out_explanation != NULL)
    *out_explanation = schott_hint_to_text (&hint, names);
  return TRUE;
}

gboolean
schott_game_model_hint (SchottGameModel *self,
                        SchottChoice    *out_choice,
                        char           **out_explanation)
{
  SchottHint hint;

  if (!schott_game_model_hint_for_step (self, SCHOTT_HINT_STEP_DECISION, &hint, out_explanation))
    return FALSE;
  if (out_choice != NULL)
    *out_choice = hint.choice;
  return TRUE;
}

/* ---------------------------------------------------- hints on a worker */

/* What the worker gets: a copy of the decider's view (never the game), the
 * seats' names for the words, and what says the game moved on. */
typedef struct
{
  SchottView     view;
  SchottHintStep step;
  char          *names[SCHOTT_MAX_PLAYERS];
  guint64        serial;
  GCancellable  *moved_on;
  guint          delay_ms;
  /* the worker's answer, read once the task returned TRUE */
  SchottHint     hint;
  char          *explanation;
} HintJob;

static void
hint_job_free (gpointer data)
{
  HintJob *job = data;

  for (guint p = 0; p < SCHOTT_MAX_PLAYERS; p++)
    g_free (job->names[p]);
  g_clear_object (&job->moved_on);
  g_free (job->explanation);
  g_free (job);
}

static gboolean
hint_job_cancelled (HintJob      *job,
                    GCancellable *cancellable,
                    GError      **error)
{
  if (g_cancellable_is_cancelled (job->moved_on))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           "The game moved on before the hint was ready");
      return TRUE;
    }
  return g_cancellable_set_error_if_cancelled (cancellable, error);
}

static void
hint_thread_func (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  HintJob *job = task_data;
  const char *names[SCHOTT_MAX_PLAYERS + 1] = { NULL, };
  GError *error = NULL;

  if (job->delay_ms > 0)
    g_usleep ((gulong) job->delay_ms * 1000);
  if (hint_job_cancelled (job, cancellable, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  if (!schott_hint_compute (&job->view, job->step, &job->hint))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                               "There is nothing to hint at this decision");
      return;
    }
  for (guint p = 0; p < SCHOTT_MAX_PLAYERS; p++)
    names[p] = job->names[p];
  job->explanation = schott_hint_to_text (&job->hint, names);
  g_task_return_boolean (task, TRUE);
}

/* The class handler of "decision-changed": whatever hint is under way
 * belongs to a position that is gone. */
void
_schott_game_model_hint_moved_on (SchottGameModel *self)
{
  self->hint_serial++;
  if (self->hint_cancellable != NULL)
    {
      g_cancellable_cancel (self->hint_cancellable);
      g_clear_object (&self->hint_cancellable);
    }
}

void
schott_game_model_hint_async (SchottGameModel     *self,
                              SchottHintStep       step,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  HintJob *job;
  gint you;

  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, schott_game_model_hint_async);
  g_task_set_name (task, "[schott] hint");

  you = schott_game_decider (&self->game);
  if (you < 0)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                               "There is nothing to hint at this decision");
      return;
    }
  if (self->hint_cancellable == NULL)
    self->hint_cancellable = g_cancellable_new ();

  job = g_new0 (HintJob, 1);
  /* the worker's own copy of what the player may know */
  schott_view_init (&job->view, &self->game, (guint) you);
  job->step = step;
  for (guint p = 0; p < self->game.n_players; p++)
    job->names[p] = g_strdup (_schott_game_model_player_name (self, (gint) p));
  job->serial = self->hint_serial;
  job->moved_on = g_object_ref (self->hint_cancellable);
  job->delay_ms = self->hint_delay_ms;
  g_task_set_task_data (task, job, hint_job_free);
  g_task_run_in_thread (task, hint_thread_func);
}

gboolean
schott_game_model_hint_finish (SchottGameModel *self,
                               GAsyncResult    *result,
                               SchottHint      *out_hint,
                               char           **out_explanation,
                               GError         **error)
{
  HintJob *job;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == schott_game_model_hint_async, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  job = g_task_get_task_data (G_TASK (result));
  /* the worker may have finished just before the game moved on: the
   * answer is for a position that is gone */
  if (job->serial != self->hint_serial)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           "The game moved on before the hint was ready");
      return FALSE;
    }
  g_assert (schott_game_is_legal (&self->game, &job->hint.choice));
  if (out_hint != NULL)
    *out_hint = job->hint;
  if (out_explanation != NULL)
    *out_explanation = g_strdup (job->explanation);
  return TRUE;
}

void
schott_game_model_set_hint_delay_for_testing (SchottGameModel *self,
                                              guint            delay_ms)
{
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (self));
  self->hint_delay_ms = delay_ms;
}
