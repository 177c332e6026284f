/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-row.c: a row of SchottPackList. */
#include "config.h"

#include "schott-pack-row.h"

struct _SchottPackRow
{
  GObject             parent_instance;
  SchottPackQuestion *question;
  gulong              question_handler;
};

enum
{
  PROP_0,
  PROP_QUESTION,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (SchottPackRow, schott_pack_row, G_TYPE_OBJECT)

static void
schott_pack_row_finalize (GObject *object)
{
  SchottPackRow *self = SCHOTT_PACK_ROW (object);

  if (self->question != NULL)
    g_clear_signal_handler (&self->question_handler, self->question);
  g_clear_object (&self->question);
  G_OBJECT_CLASS (schott_pack_row_parent_class)->finalize (object);
}

static void
schott_pack_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_QUESTION:
      g_value_set_object (value, SCHOTT_PACK_ROW (object)->question);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_pack_row_class_init (SchottPackRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = schott_pack_row_finalize;
  object_class->get_property = schott_pack_row_get_property;
  properties[PROP_QUESTION] =
    g_param_spec_object ("question", NULL, NULL, SCHOTT_TYPE_PACK_QUESTION,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
schott_pack_row_init (SchottPackRow *self)
{
}

static void
on_question_notify_cb (SchottPackQuestion *question, GParamSpec *pspec, SchottPackRow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_QUESTION]);
}

/* One handler per row, not one binding per cell: a search points a few
 * hundred rows at other questions. */
void
schott_pack_row_set_question (SchottPackRow *self, SchottPackQuestion *question)
{
  g_return_if_fail (SCHOTT_IS_PACK_ROW (self));
  if (self->question == question)
    return;
  if (self->question != NULL)
    g_clear_signal_handler (&self->question_handler, self->question);
  g_set_object (&self->question, question);
  if (question != NULL)
    self->question_handler = g_signal_connect (question, "notify", G_CALLBACK (on_question_notify_cb), self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_QUESTION]);
}

SchottPackQuestion *
schott_pack_row_get_question (SchottPackRow *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_ROW (self), NULL);
  return self->question;
}
