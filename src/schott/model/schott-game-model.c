/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-model.c: the GObject model of one SCHOTT World game */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-game-model-private.h"

G_DEFINE_FINAL_TYPE (SchottGameModel, schott_game_model, G_TYPE_OBJECT)

GParamSpec *_schott_game_model_properties[N_PROPS];
guint _schott_game_model_signals[N_SIGNALS];

static const char * const default_colours[SCHOTT_MAX_PLAYERS] = {
  "#3584e4", "#e01b24", "#33d17a", "#f6d32d",
};

/* ------------------------------------------------------------ helpers */

SchottPlayer *
_schott_game_model_peek_player (SchottGameModel *self,
                                guint            index)
{
  g_autoptr(SchottPlayer) player = g_list_model_get_item (G_LIST_MODEL (self->players), index);

  /* the list store keeps its own reference */
  return player;
}

/* ------------------------------------------------------------ overrides */

static void
schott_game_model_dispose (GObject *object)
{
  SchottGameModel *self = SCHOTT_GAME_MODEL (object);

  _schott_game_model_cancel_ai (self);
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
  _schott_game_model_clear_question (self);
  g_clear_pointer (&self->choices, g_free);
  g_clear_pointer (&self->language, g_free);
  g_clear_pointer (&self->pack_ids, g_strfreev);
  g_clear_pointer (&self->autosave_path, g_free);
  g_clear_pointer (&self->stage_marks, g_array_unref);
  g_clear_pointer (&self->seat_runner, sw_seat_runner_free);
  g_clear_pointer (&self->undo_points, g_ptr_array_unref);
  g_clear_object (&self->hint_cancellable);

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
    case PROP_SPEED:
      g_value_set_enum (value, self->speed);
      break;
    case PROP_AUTOSAVE_PATH:
      g_value_set_string (value, self->autosave_path);
      break;
    case PROP_AUTOSAVE_LOCKED:
      g_value_set_boolean (value, self->autosave_locked);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
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
            _schott_game_model_update_autosave_locked (self);
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
  GParamSpec **properties = _schott_game_model_properties;
  guint *signals = _schott_game_model_signals;

  object_class->dispose = schott_game_model_dispose;
  object_class->finalize = schott_game_model_finalize;
  object_class->get_property = schott_game_model_get_property;
  object_class->set_property = schott_game_model_set_property;

  properties[PROP_SPEED] = g_param_spec_enum ("speed", NULL, NULL, SCHOTT_TYPE_AI_SPEED,
                                              SCHOTT_AI_SPEED_NORMAL, rw);
  properties[PROP_AUTOSAVE_PATH] = g_param_spec_string ("autosave-path", NULL, NULL, NULL, rw);
  properties[PROP_AUTOSAVE_LOCKED] = g_param_spec_boolean ("autosave-locked", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CARD_EXCHANGED] = g_signal_new ("card-exchanged", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 5, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT,
                                          G_TYPE_INT, G_TYPE_BOOLEAN);
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
  signals[STAGE_SCORED] = g_signal_new ("stage-scored", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_POINTER);
  /* its class handler runs first: a hint under way for the old position
   * is dropped before anybody asks for the new one */
  signals[DECISION_CHANGED] = g_signal_new_class_handler ("decision-changed", type, G_SIGNAL_RUN_FIRST,
                                                          G_CALLBACK (_schott_game_model_hint_moved_on),
                                                          NULL, NULL, NULL, G_TYPE_NONE, 0);
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
  self->seat_runner = sw_seat_runner_new (G_OBJECT (self));
  self->undo_points = g_ptr_array_new_with_free_func ((GDestroyNotify) _schott_undo_point_free);
  sw_seat_runner_set_pace (self->seat_runner, schott_ai_speed_delay_ms (self->speed));
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
void
_schott_game_model_setup_players (SchottGameModel       *self,
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
                       guint64                ai_seed,
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
    schott_ai_init (&self->ai[p], seats[p].level, ai_seed, p);
  _schott_game_model_setup_players (self, seats);
  _schott_game_model_reset_stage_marks (self);
  _schott_game_model_sync_all (self);
  /* nothing holds a new game yet: a computer that opens it starts thinking */
  _schott_game_model_schedule_ai (self);

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
GETTER (guint64, seed, game.seed, 0)
GETTER (const char *, variant_name, game.variant.name, NULL)
GETTER (guint, draw_count, draw_count, 0)
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
GETTER (SchottAiSpeed, speed, speed, SCHOTT_AI_SPEED_NORMAL)

#undef GETTER

guint
schott_game_model_get_winner_mask (SchottGameModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), 0);
  return _schott_game_model_winner_mask (&self->game);
}

const SchottStageSummary *
schott_game_model_get_last_summary (SchottGameModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), NULL);
  return &self->game.last_summary;
}


SchottPlayer *
schott_game_model_get_player (SchottGameModel *self,
                              guint            index)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), NULL);
  if (index >= self->game.n_players)
    return NULL;
  return _schott_game_model_peek_player (self, index);
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
      _schott_game_model_sync_all (self);
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

  if (self->question_loaded)
    {
      self->question_loaded = FALSE;
      _schott_game_model_sync_all (self);
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
