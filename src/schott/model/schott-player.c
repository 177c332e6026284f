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
  guint           score;
  guint           prefix;
  gboolean        fast_track_available;
  gboolean        fast_track_active;
  gboolean        is_active;
  gboolean        is_winner;
};

G_DEFINE_FINAL_TYPE (SchottPlayer, schott_player, G_TYPE_OBJECT)

/* Only what the row view's header follows (schott-row-view.c, through
 * "notify"); the rest is read through the getters. */
enum {
  PROP_0,
  PROP_FIGURE,
  PROP_FAST_TRACK_ACTIVE,
  PROP_SCORE,
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
    case PROP_FIGURE:
      g_value_set_int (value, self->figure);
      break;
    case PROP_FAST_TRACK_ACTIVE:
      g_value_set_boolean (value, self->fast_track_active);
      break;
    case PROP_SCORE:
      g_value_set_uint (value, self->score);
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

  properties[PROP_FIGURE] = g_param_spec_int ("figure", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_FAST_TRACK_ACTIVE] = g_param_spec_boolean ("fast-track-active", NULL, NULL, FALSE, flags);
  properties[PROP_SCORE] = g_param_spec_uint ("score", NULL, NULL, 0, SCHOTT_MAX_ROW, 0, flags);

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
  guint i = self->index;

  g_return_if_fail (SCHOTT_IS_PLAYER (self));
  g_return_if_fail (i < game->n_players);

  schott_row_model_set_cards (self->row, game->rows[i], game->row_length);

  g_object_freeze_notify (G_OBJECT (self));
  SET_AND_NOTIFY (self, figure, game->figure[i], PROP_FIGURE);
  self->fast_track_available = !!game->fast_track_available[i];
  SET_AND_NOTIFY (self, fast_track_active, !!game->fast_track_active[i], PROP_FAST_TRACK_ACTIVE);
  self->is_active = !over && game->active == (gint) i;
  self->is_winner = over && game->winners[i];
  SET_AND_NOTIFY (self, score, schott_row_model_get_score (self->row), PROP_SCORE);
  self->prefix = schott_row_model_get_prefix (self->row);
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
