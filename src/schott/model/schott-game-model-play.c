/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-model-play.c: the game model's moves: the engine's log
 * becomes signals, log lines and properties */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-game-model-private.h"

void
_schott_game_model_clear_question (SchottGameModel *self)
{
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
      _schott_game_model_clear_question (self);
      return;
    }
  if (self->question_loaded && self->question_loaded_serial == game->question_serial)
    return;

  _schott_game_model_clear_question (self);
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

/* Brings players, rows and the model's state in line with the engine. */
void
_schott_game_model_sync_all (SchottGameModel *self)
{
  const SchottGame *game = &self->game;
  gboolean over = schott_game_is_over (game);
  gint decider = schott_game_decider (game);
  gint drawn = game->has_drawn ? (gint) game->drawn : -1;
  gint second = game->n_discard >= 2 ? (gint) game->discard[game->n_discard - 2] : -1;
  gboolean question_open = game->phase == SCHOTT_PHASE_QUESTION;

  for (guint p = 0; p < game->n_players; p++)
    _schott_player_sync (_schott_game_model_peek_player (self, p), game);

  load_question (self);

  self->phase = schott_game_phase (game);
  self->decision = schott_game_decision (game);
  self->decider = decider;
  self->active = over ? -1 : game->active;
  self->human_decides = !over && decider >= 0 && !_schott_game_model_seat_is_computer (self, decider);
  self->stage = game->stage;
  self->turn = game->turn;
  self->draw_count = game->n_draw;
  self->discard_count = game->n_discard;
  self->discard_top = schott_game_discard_top (game);
  self->discard_second = second;
  self->drawn_card = drawn;
  self->current_event = game->current_event;
  self->is_over = over;
  self->question_player = question_open ? decider : -1;
  self->question_reason = question_open ? game->question_reason : SCHOTT_QUESTION_NONE;
  self->question_amount = question_open ? game->question_amount : 0;
}

void
_schott_game_model_add_log_line (SchottGameModel *self,
                                 const char      *text)
{
  g_autoptr(SchottLogLine) line = schott_log_line_new (text);

  g_list_store_append (self->move_log, line);
}

guint
_schott_game_model_winner_mask (const SchottGame *game)
{
  guint mask = 0;

  if (!schott_game_is_over (game))
    return 0;
  for (guint p = 0; p < game->n_players; p++)
    if (game->winners[p])
      mask |= 1u << p;
  return mask;
}

static void
emit_entry (SchottGameModel      *self,
            const SchottLogEntry *e)
{
  char *text;
  guint *signals = _schott_game_model_signals;

  if (e->kind == SCHOTT_LOG_QUESTION_ASKED)
    {
      load_question (self);
      /* its right answer will have been seen: no move before it comes back */
      _schott_game_model_forget_undo (self);
    }
  _schott_game_model_track_stage_extras (self, e);
  _schott_game_model_track_stage_marks (self, e);

  switch (e->kind)
    {
    case SCHOTT_LOG_CARD_EXCHANGED:
      g_signal_emit (self, signals[CARD_EXCHANGED], 0, (gint) e->player, (gint) e->pos,
                     (gint) e->card, (gint) e->card2, (gboolean) !!e->flag);
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
    case SCHOTT_LOG_STAGE_SCORED:
      g_signal_emit (self, signals[STAGE_SCORED], 0, (gint) e->player,
                     (gpointer) &self->game.last_summary);
      break;
    default:
      break;
    }

  text = _schott_game_model_log_text (self, e);
  if (text != NULL)
    _schott_game_model_add_log_line (self, text);
  g_free (text);
}

static void
collect_entry_cb (const SchottLogEntry *entry,
                  gpointer              user_data)
{
  g_array_append_vals (user_data, entry, 1);
}

/* Everything after the engine changed: signals, sync, decision-changed,
 * autosave, the next computer decision. */
void
_schott_game_model_after_change (SchottGameModel *self,
                                 GArray          *entries)
{
  g_object_ref (self);

  sw_seat_runner_invalidate (self->seat_runner);
  invalidate_choices (self);

  if (entries != NULL)
    {
      self->emitting = TRUE;
      for (guint i = 0; i < entries->len; i++)
        emit_entry (self, &g_array_index (entries, SchottLogEntry, i));
      self->emitting = FALSE;
    }

  _schott_game_model_sync_all (self);
  _schott_game_model_update_can_undo (self);
  g_signal_emit (self, _schott_game_model_signals[DECISION_CHANGED], 0);
  _schott_game_model_write_autosave (self);
  _schott_game_model_schedule_ai (self);

  g_object_unref (self);
}

gboolean
_schott_game_model_apply_choice (SchottGameModel    *self,
                                 const SchottChoice *choice,
                                 GError            **error)
{
  g_autoptr(GArray) entries = g_array_new (FALSE, TRUE, sizeof (SchottLogEntry));

  if (!schott_game_decide (&self->game, choice, collect_entry_cb, entries, error))
    return FALSE;
  _schott_game_model_after_change (self, entries);
  return TRUE;
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
  _schott_game_model_cancel_ai (self);
  if (!_schott_game_model_seat_is_computer (self, schott_game_decider (&self->game)))
    _schott_game_model_before_person_decides (self, schott_game_decider (&self->game), choice);
  return _schott_game_model_apply_choice (self, choice, error);
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

  _schott_game_model_cancel_ai (self);
  self->question_loaded = FALSE;
  /* a position set up by hand: its figures did not move through the log */
  for (guint p = 0; p < self->game.n_players; p++)
    self->tracked_figure[p] = self->game.figure[p];
  _schott_game_model_after_change (self, NULL);
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
