/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-log-line.c: one line of the move log */
#include "config.h"

#include "schott-log-line.h"

struct _SchottLogLine
{
  GObject           parent_instance;

  char             *text;
  gint              player;
  guint             stage;
  SchottLogLineKind kind;
};

G_DEFINE_FINAL_TYPE (SchottLogLine, schott_log_line, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TEXT,
  PROP_PLAYER,
  PROP_STAGE,
  PROP_KIND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
schott_log_line_finalize (GObject *object)
{
  SchottLogLine *self = SCHOTT_LOG_LINE (object);

  g_clear_pointer (&self->text, g_free);

  G_OBJECT_CLASS (schott_log_line_parent_class)->finalize (object);
}

static void
schott_log_line_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SchottLogLine *self = SCHOTT_LOG_LINE (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    case PROP_PLAYER:
      g_value_set_int (value, self->player);
      break;
    case PROP_STAGE:
      g_value_set_uint (value, self->stage);
      break;
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_log_line_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  SchottLogLine *self = SCHOTT_LOG_LINE (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      g_free (self->text);
      self->text = g_value_dup_string (value);
      break;
    case PROP_PLAYER:
      self->player = g_value_get_int (value);
      break;
    case PROP_STAGE:
      self->stage = g_value_get_uint (value);
      break;
    case PROP_KIND:
      self->kind = g_value_get_enum (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_log_line_class_init (SchottLogLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = schott_log_line_finalize;
  object_class->get_property = schott_log_line_get_property;
  object_class->set_property = schott_log_line_set_property;

  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, flags);
  properties[PROP_PLAYER] = g_param_spec_int ("player", NULL, NULL, -1, SCHOTT_MAX_PLAYERS - 1, -1, flags);
  properties[PROP_STAGE] = g_param_spec_uint ("stage", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_KIND] = g_param_spec_enum ("kind", NULL, NULL, SCHOTT_TYPE_LOG_LINE_KIND,
                                             SCHOTT_LOG_LINE_INFO, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
schott_log_line_init (SchottLogLine *self)
{
  self->player = -1;
}

SchottLogLine *
schott_log_line_new (const char        *text,
                     gint               player,
                     guint              stage,
                     SchottLogLineKind  kind)
{
  return g_object_new (SCHOTT_TYPE_LOG_LINE,
                       "text", text,
                       "player", player,
                       "stage", stage,
                       "kind", kind,
                       NULL);
}

const char *
schott_log_line_get_text (SchottLogLine *self)
{
  g_return_val_if_fail (SCHOTT_IS_LOG_LINE (self), NULL);
  return self->text;
}

gint
schott_log_line_get_player (SchottLogLine *self)
{
  g_return_val_if_fail (SCHOTT_IS_LOG_LINE (self), -1);
  return self->player;
}

guint
schott_log_line_get_stage (SchottLogLine *self)
{
  g_return_val_if_fail (SCHOTT_IS_LOG_LINE (self), 0);
  return self->stage;
}

SchottLogLineKind
schott_log_line_get_kind (SchottLogLine *self)
{
  g_return_val_if_fail (SCHOTT_IS_LOG_LINE (self), SCHOTT_LOG_LINE_INFO);
  return self->kind;
}
