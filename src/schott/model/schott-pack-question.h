/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-question.h: one question of a SchottPackModel, as a row of
 * the editor's question table.
 *
 * A SchottPackQuestion shows a SchottQuestion (src/schott/io) of the pack
 * its SchottPackModel edits: the texts in the model's display language,
 * how complete and how up to date its translations are. It is read-only:
 * every edit goes through the model. It notifies when the question changes.
 */
#pragma once

#include <glib-object.h>

#include "schott-io.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_PACK_QUESTION (schott_pack_question_get_type ())
G_DECLARE_FINAL_TYPE (SchottPackQuestion, schott_pack_question, SCHOTT, PACK_QUESTION, GObject)

/* One row of the editor's question table. The texts are read from the pack
 * in the model's display language; the item notifies when they change. */
const char           *schott_pack_question_get_id          (SchottPackQuestion *self);
const char           *schott_pack_question_get_category    (SchottPackQuestion *self);
guint                 schott_pack_question_get_difficulty  (SchottPackQuestion *self);
/* The question text in the display language ("" when not translated). */
const char           *schott_pack_question_get_text        (SchottPackQuestion *self);
/* "id text" in one string: what the editor's search looks at. */
const char           *schott_pack_question_get_search_text (SchottPackQuestion *self);
/* folded: a search string passed through schott_pack_model_fold_search();
 * TRUE when the id or the display-language text contains it (any case). */
gboolean              schott_pack_question_matches         (SchottPackQuestion *self,
                                                            const char         *folded);
/* Languages in which the question and its three answers are complete
 * (texts of only invisible characters are empty, as for the loader). */
guint                 schott_pack_question_get_n_complete  (SchottPackQuestion *self);
/* Languages in which the question is translated: complete and none of
 * its texts outdated. */
guint                 schott_pack_question_get_n_translated (SchottPackQuestion *self);
/* "4/5": translated languages of all (the table's "Translated"). */
char                 *schott_pack_question_dup_status      (SchottPackQuestion *self);
/* The incomplete languages, "de, zh-CN"; "" when none. */
char                 *schott_pack_question_dup_missing     (SchottPackQuestion *self);
/* Whether a translation of the question in lang (NULL: in any language)
 * is outdated: its source text changed after it was made. The predicate
 * for an "Outdated" filter of the question list (worker threads can use
 * schott_question_has_outdated() on their copy). */
gboolean              schott_pack_question_is_outdated     (SchottPackQuestion *self,
                                                            const char         *lang);
/* The languages with an outdated translation, "de, fr"; "" when none
 * (also the "outdated" property). */
char                 *schott_pack_question_dup_outdated    (SchottPackQuestion *self);
const SchottQuestion *schott_pack_question_get_question    (SchottPackQuestion *self);

G_END_DECLS
