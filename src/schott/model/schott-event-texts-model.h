/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-event-texts-model.h: the event-card texts the editor edits (a
 * schott-events file): loading, the texts per card and language, checking
 * and saving. */
#pragma once

#include <glib-object.h>

#include "schott-model-enums.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_EVENT_TEXTS_MODEL (schott_event_texts_model_get_type ())
G_DECLARE_FINAL_TYPE (SchottEventTextsModel, schott_event_texts_model, SCHOTT, EVENT_TEXTS_MODEL, GObject)

/* Never NULL: a file that cannot be read gives the default English texts
 * (only in memory; the file is never overwritten silently) and sets error. */
SchottEventTextsModel *schott_event_texts_model_load (const char *path, GError **error);
/* Refuses (with the first problem) when the texts are not valid; creates
 * the folder of path. */
gboolean    schott_event_texts_model_save          (SchottEventTextsModel *self,
                                                    const char            *path,
                                                    GError               **error);
/* One line per problem ("⛔"/"⚠" first), or NULL when there is none. */
char       *schott_event_texts_model_problems_text (SchottEventTextsModel *self);

/* Whether an event card of kind moves by an amount of fields. */
gboolean    schott_event_kind_has_amount           (guint kind);

guint       schott_event_texts_model_get_n_languages (SchottEventTextsModel *self);
/* l 0 is the source language. */
const char *schott_event_texts_model_get_language  (SchottEventTextsModel *self, guint l);
const char *schott_event_texts_model_get_text      (SchottEventTextsModel *self, guint kind, guint l);
/* A changed source text makes the card's translations outdated; a
 * translator's edit confirms one. */
void        schott_event_texts_model_set_text      (SchottEventTextsModel *self, guint kind, guint l,
                                                    const char *text);
guint       schott_event_texts_model_get_copies    (SchottEventTextsModel *self, guint kind);
void        schott_event_texts_model_set_copies    (SchottEventTextsModel *self, guint kind, guint copies);
guint       schott_event_texts_model_get_amount    (SchottEventTextsModel *self, guint kind);
void        schott_event_texts_model_set_amount    (SchottEventTextsModel *self, guint kind, guint amount);

G_END_DECLS
