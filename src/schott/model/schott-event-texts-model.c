/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-event-texts-model.c: the event-card texts the editor edits. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "schott-event-texts-model.h"
#include "schott-io.h"

struct _SchottEventTextsModel
{
  GObject           parent_instance;
  SchottEventTexts *texts;
};

G_DEFINE_FINAL_TYPE (SchottEventTextsModel, schott_event_texts_model, G_TYPE_OBJECT)

static const gboolean has_amount[SCHOTT_N_EVENT_KINDS + 1] = {
  [SCHOTT_EVENT_E3_MOVE_FORWARD] = TRUE,
  [SCHOTT_EVENT_E4_EVERYONE_MOVES] = TRUE,
  [SCHOTT_EVENT_E10_QUESTION] = TRUE,
};

gboolean
schott_event_kind_has_amount (guint kind)
{
  return kind <= SCHOTT_N_EVENT_KINDS && has_amount[kind];
}

static void
schott_event_texts_model_finalize (GObject *object)
{
  SchottEventTextsModel *self = SCHOTT_EVENT_TEXTS_MODEL (object);

  g_clear_pointer (&self->texts, schott_event_texts_free);
  G_OBJECT_CLASS (schott_event_texts_model_parent_class)->finalize (object);
}

static void
schott_event_texts_model_class_init (SchottEventTextsModelClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = schott_event_texts_model_finalize;
}

static void
schott_event_texts_model_init (SchottEventTextsModel *self)
{
}

SchottEventTextsModel *
schott_event_texts_model_load (const char *path, GError **error)
{
  SchottEventTextsModel *self = g_object_new (SCHOTT_TYPE_EVENT_TEXTS_MODEL, NULL);

  self->texts = schott_event_texts_load (path, error);
  if (self->texts == NULL)
    {
      self->texts = schott_event_texts_new ("en");
      for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
        {
          g_free (self->texts->kind[k].text[0]);
          self->texts->kind[k].text[0] = g_strdup (schott_event_default_text (k));
          self->texts->kind[k].copies = 2;
          self->texts->kind[k].amount = has_amount[k] ? 2 : 0;
        }
    }
  return self;
}

gboolean
schott_event_texts_model_save (SchottEventTextsModel *self, const char *path, GError **error)
{
  g_autoptr (GPtrArray) problems = schott_problems_new ();
  g_autofree char *dir = NULL;

  g_return_val_if_fail (SCHOTT_IS_EVENT_TEXTS_MODEL (self), FALSE);
  if (!schott_event_texts_validate (self->texts, problems))
    {
      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_INVALID,
                   _("The event cards were not saved: %s"),
                   ((SchottProblem *) g_ptr_array_index (problems, 0))->message);
      return FALSE;
    }
  dir = g_path_get_dirname (path);
  g_mkdir_with_parents (dir, 0755);
  return schott_event_texts_save (self->texts, path, error);
}

char *
schott_event_texts_model_problems_text (SchottEventTextsModel *self)
{
  g_autoptr (GPtrArray) problems = schott_problems_new ();
  g_autoptr (GString) text = g_string_new (NULL);

  g_return_val_if_fail (SCHOTT_IS_EVENT_TEXTS_MODEL (self), NULL);
  schott_event_texts_validate (self->texts, problems);
  if (problems->len == 0)
    return NULL;
  for (guint i = 0; i < problems->len; i++)
    {
      SchottProblem *p = g_ptr_array_index (problems, i);
      g_string_append_printf (text, "%s%s %s", i ? "\n" : "",
                              p->severity == SCHOTT_PROBLEM_ERROR ? "⛔" : "⚠", p->message);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

guint
schott_event_texts_model_get_n_languages (SchottEventTextsModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_EVENT_TEXTS_MODEL (self), 0);
  return self->texts->languages->len;
}

const char *
schott_event_texts_model_get_language (SchottEventTextsModel *self, guint l)
{
  g_return_val_if_fail (SCHOTT_IS_EVENT_TEXTS_MODEL (self), NULL);
  g_return_val_if_fail (l < self->texts->languages->len, NULL);
  return g_ptr_array_index (self->texts->languages, l);
}

static SchottEventText *
card (SchottEventTextsModel *self, guint kind)
{
  g_assert (kind >= 1 && kind <= SCHOTT_N_EVENT_KINDS);
  return &self->texts->kind[kind];
}

const char *
schott_event_texts_model_get_text (SchottEventTextsModel *self, guint kind, guint l)
{
  g_return_val_if_fail (SCHOTT_IS_EVENT_TEXTS_MODEL (self), NULL);
  g_return_val_if_fail (l < self->texts->languages->len, NULL);
  return card (self, kind)->text[l];
}

/* doc/formats.md, "Outdated translations" */
void
schott_event_texts_model_set_text (SchottEventTextsModel *self, guint kind, guint l, const char *text)
{
  SchottEventText *e;
  guint n;

  g_return_if_fail (SCHOTT_IS_EVENT_TEXTS_MODEL (self));
  g_return_if_fail (l < self->texts->languages->len);
  e = card (self, kind);
  n = self->texts->languages->len;
  g_free (e->text[l]);
  e->text[l] = g_strdup (text);
  if (l == 0)
    {
      for (guint t = 1; t < n; t++)
        if (e->text[t] != NULL && e->text[t][0] != '\0')
          {
            if (e->outdated == NULL)
              e->outdated = g_new0 (guint8, n);
            e->outdated[t] = 1;
          }
    }
  else if (e->outdated != NULL)
    e->outdated[l] = 0;
}

guint
schott_event_texts_model_get_copies (SchottEventTextsModel *self, guint kind)
{
  g_return_val_if_fail (SCHOTT_IS_EVENT_TEXTS_MODEL (self), 0);
  return card (self, kind)->copies;
}

void
schott_event_texts_model_set_copies (SchottEventTextsModel *self, guint kind, guint copies)
{
  g_return_if_fail (SCHOTT_IS_EVENT_TEXTS_MODEL (self));
  card (self, kind)->copies = copies;
}

guint
schott_event_texts_model_get_amount (SchottEventTextsModel *self, guint kind)
{
  g_return_val_if_fail (SCHOTT_IS_EVENT_TEXTS_MODEL (self), 0);
  return card (self, kind)->amount;
}

void
schott_event_texts_model_set_amount (SchottEventTextsModel *self, guint kind, guint amount)
{
  g_return_if_fail (SCHOTT_IS_EVENT_TEXTS_MODEL (self));
  card (self, kind)->amount = amount;
}
