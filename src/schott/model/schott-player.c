/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-player.c: one seat of a game */
#include "config.h"

#include "schott-player.h"

struct _SchottPlayer
{
  GObject         parent_instance;

  guint           index;
  char           *name;
  gboolean        default_name;  /* the seat's default name, in the UI language */
  char           *colour;
  SchottSeatKind  kind;
  SchottAiLevel   level;
  SchottRowModel *row;

  gint            figure;
  guint           events_left;
  guint           score;
  guint           prefix;
  gboolean        fast_track_available;
  gboolean        fast_track_active;
  gboolean        is_active;
  gboolean        is_decider;
  gboolean        is_winner;
};

G_DEFINE_FINAL_TYPE (SchottPlayer, schott_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_NAME,
  PROP_COLOUR,
  PROP_KIND,
  PROP_LEVEL,
  PROP_IS_COMPUTER,
  PROP_FIGURE,
  PROP_EVENTS_LEFT,
  PROP_FAST_TRACK_AVAILABLE,
  PROP_FAST_TRACK_ACTIVE,
  PROP_IS_ACTIVE,
  PROP_IS_DECIDER,
  PROP_IS_WINNER,
  PROP_ROW,
  PROP_SCORE,
  PROP_PREFIX,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define SET_AND_NOTIFY(self, field, value, prop)                          \
  G_STMT_START {                                                          \
    if ((self)->field != (value))                                         \
      {                                                                   \
        (self)->field = (value);                                          \
        g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);     \
      }                                                                   \
  } G_STMT_END

static void
schott_player_dispose (GObject *object)
{
  SchottPlayer *self = SCHOTT_PLAYER (object);

  g_clear_object (&self->row);

  G_OBJECT_CLASS (schott_player_parent_class)->dispose (object);
}

static void
schott_player_finalize (GObject *object)
{
  SchottPlayer *self = SCHOTT_PLAYER (object);

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->colour, g_free);

  G_OBJECT_CLASS (schott_player_parent_class)->finalize (object);
}

static void
schott_player_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SchottPlayer *self = SCHOTT_PLAYER (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_COLOUR:
      g_value_set_string (value, self->colour);
      break;
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_LEVEL:
      g_value_set_enum (value, self->level);
      break;
    case PROP_IS_COMPUTER:
      g_value_set_boolean (value, self->kind == SCHOTT_SEAT_COMPUTER);
      break;
    case PROP_FIGURE:
      g_value_set_int (value, self->figure);
      break;
    case PROP_EVENTS_LEFT:
      g_value_set_uint (value, self->events_left);
      break;
    case PROP_FAST_TRACK_AVAILABLE:
      g_value_set_boolean (value, self->fast_track_available);
      break;
    case PROP_FAST_TRACK_ACTIVE:
      g_value_set_boolean (value, self->fast_track_active);
      break;
    case PROP_IS_ACTIVE:
      g_value_set_boolean (value, self->is_active);
      break;
    case PROP_IS_DECIDER:
      g_value_set_boolean (value, self->is_decider);
      break;
    case PROP_IS_WINNER:
      g_value_set_boolean (value, self->is_winner);
      break;
    case PROP_ROW:
      g_value_set_object (value, self->row);
      break;
    case PROP_SCORE:
      g_value_set_uint (value, self->score);
      break;
    case PROP_PREFIX:
      g_value_set_uint (value, self->prefix);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_player_class_init (SchottPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = schott_player_dispose;
  object_class->finalize = schott_player_finalize;
  object_class->get_property = schott_player_get_property;

  properties[PROP_INDEX] = g_param_spec_uint ("index", NULL, NULL, 0, SCHOTT_MAX_PLAYERS, 0, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_COLOUR] = g_param_spec_string ("colour", NULL, NULL, NULL, flags);
  properties[PROP_KIND] = g_param_spec_enum ("kind", NULL, NULL, SCHOTT_TYPE_SEAT_KIND,
                                             SCHOTT_SEAT_HUMAN, flags);
  properties[PROP_LEVEL] = g_param_spec_enum ("level", NULL, NULL, SCHOTT_TYPE_AI_LEVEL,
                                              SCHOTT_AI_NORMAL, flags);
  properties[PROP_IS_COMPUTER] = g_param_spec_boolean ("is-computer", NULL, NULL, FALSE, flags);
  properties[PROP_FIGURE] = g_param_spec_int ("figure", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_EVENTS_LEFT] = g_param_spec_uint ("events-left", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_FAST_TRACK_AVAILABLE] = g_param_spec_boolean ("fast-track-available", NULL, NULL, FALSE, flags);
  properties[PROP_FAST_TRACK_ACTIVE] = g_param_spec_boolean ("fast-track-active", NULL, NULL, FALSE, flags);
  properties[PROP_IS_ACTIVE] = g_param_spec_boolean ("is-active", NULL, NULL, FALSE, flags);
  properties[PROP_IS_DECIDER] = g_param_spec_boolean ("is-decider", NULL, NULL, FALSE, flags);
  properties[PROP_IS_WINNER] = g_param_spec_boolean ("is-winner", NULL, NULL, FALSE, flags);
  properties[PROP_ROW] = g_param_spec_object ("row", NULL, NULL, SCHOTT_TYPE_ROW_MODEL, flags);
  properties[PROP_SCORE] = g_param_spec_uint ("score", NULL, NULL, 0, SCHOTT_MAX_ROW, 0, flags);
  properties[PROP_PREFIX] = g_param_spec_uint ("prefix", NULL, NULL, 0, SCHOTT_MAX_ROW, 0, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
schott_player_init (SchottPlayer *self)
{
}

SchottPlayer *
_schott_player_new (guint          index,
                    const char    *name,
                    const char    *colour,
                    SchottSeatKind kind,
                    SchottAiLevel  level,
                    guint          max_value)
{
  SchottPlayer *self = g_object_new (SCHOTT_TYPE_PLAYER, NULL);

  self->index = index;
  self->name = g_strdup (name);
  self->colour = g_strdup (colour);
  self->kind = kind;
  self->level = level;
  self->row = schott_row_model_new (max_value);
  return self;
}

void
_schott_player_sync (SchottPlayer     *self,
                     const SchottGame *game)
{
  gboolean over = schott_game_is_over (game);
  guint events_left = 0;
  guint i = self->index;

  g_return_if_fail (SCHOTT_IS_PLAYER (self));
  g_return_if_fail (i < game->n_players);

  for (guint s = 0; s < game->variant.events_per_player && s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
    if (!game->events[i][s].played && game->events[i][s].kind != SCHOTT_EVENT_NONE)
      events_left++;

  schott_row_model_set_cards (self->row, game->rows[i], game->row_length);

  g_object_freeze_notify (G_OBJECT (self));
  SET_AND_NOTIFY (self, figure, game->figure[i], PROP_FIGURE);
  SET_AND_NOTIFY (self, events_left, events_left, PROP_EVENTS_LEFT);
  SET_AND_NOTIFY (self, fast_track_available, !!game->fast_track_available[i], PROP_FAST_TRACK_AVAILABLE);
  SET_AND_NOTIFY (self, fast_track_active, !!game->fast_track_active[i], PROP_FAST_TRACK_ACTIVE);
  SET_AND_NOTIFY (self, is_active, !over && game->active == (gint) i, PROP_IS_ACTIVE);
  SET_AND_NOTIFY (self, is_decider, !over && schott_game_decider (game) == (gint) i, PROP_IS_DECIDER);
  SET_AND_NOTIFY (self, is_winner, over && game->winners[i], PROP_IS_WINNER);
  SET_AND_NOTIFY (self, score, schott_row_model_get_score (self->row), PROP_SCORE);
  SET_AND_NOTIFY (self, prefix, schott_row_model_get_prefix (self->row), PROP_PREFIX);
  g_object_thaw_notify (G_OBJECT (self));
}

const char *
schott_player_get_name (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), NULL);
  return self->name;
}

gboolean
schott_player_get_has_default_name (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), FALSE);
  return self->default_name;
}

void
_schott_player_set_has_default_name (SchottPlayer *self,
                                     gboolean      default_name)
{
  g_return_if_fail (SCHOTT_IS_PLAYER (self));
  self->default_name = !!default_name;
}

const char *
schott_player_get_colour (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), NULL);
  return self->colour;
}

guint
schott_player_get_index (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), 0);
  return self->index;
}

SchottSeatKind
schott_player_get_kind (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), SCHOTT_SEAT_HUMAN);
  return self->kind;
}

SchottAiLevel
schott_player_get_level (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), SCHOTT_AI_NORMAL);
  return self->level;
}

gboolean
schott_player_get_is_computer (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), FALSE);
  return self->kind == SCHOTT_SEAT_COMPUTER;
}

gint
schott_player_get_figure (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), 0);
  return self->figure;
}

guint
schott_player_get_events_left (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), 0);
  return self->events_left;
}

gboolean
schott_player_get_fast_track_available (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), FALSE);
  return self->fast_track_available;
}

gboolean
schott_player_get_fast_track_active (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), FALSE);
  return self->fast_track_active;
}

gboolean
schott_player_get_is_active (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), FALSE);
  return self->is_active;
}

gboolean
schott_player_get_is_decider (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), FALSE);
  return self->is_decider;
}

gboolean
schott_player_get_is_winner (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), FALSE);
  return self->is_winner;
}

SchottRowModel *
schott_player_get_row (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), NULL);
  return self->row;
}

guint
schott_player_get_score (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), 0);
  return self->score;
}

guint
schott_player_get_prefix (SchottPlayer *self)
{
  g_return_val_if_fail (SCHOTT_IS_PLAYER (self), 0);
  return self->prefix;
}
