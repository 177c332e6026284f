/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-log-line.c: one line of the move log */
#include "config.h"

#include "schott-log-line.h"

struct _SchottLogLine
{
  GObject  parent_instance;

  char    *text;
};

G_DEFINE_FINAL_TYPE (SchottLogLine, schott_log_line, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TEXT,
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
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_log_line_class_init (SchottLogLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = schott_log_line_finalize;
  object_class->get_property = schott_log_line_get_property;
  object_class->set_property = schott_log_line_set_property;

  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL,
                                               G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                                               G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
schott_log_line_init (SchottLogLine *self)
{
}

SchottLogLine *
schott_log_line_new (const char *text)
{
  return g_object_new (SCHOTT_TYPE_LOG_LINE, "text", text, NULL);
}
