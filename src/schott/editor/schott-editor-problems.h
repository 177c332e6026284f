/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-problems.h: the editor page's problems pane: what keeps
 * the pack from being saved or played, and how far each language is
 * translated, from a validation on a worker. */
#pragma once

#include <adwaita.h>

#include "schott-content.h"
#include "schott-pack-model.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_EDITOR_PROBLEMS (schott_editor_problems_get_type ())
G_DECLARE_FINAL_TYPE (SchottEditorProblems, schott_editor_problems, SCHOTT, EDITOR_PROBLEMS, GtkBox)

/* Properties: "model" (the pack model, validated again after each change)
 * and "content" (the packs New Game offers, for id clashes).
 * Signals: "question-activated" (position, language or NULL) when a
 * problem of a question is activated; "details-requested" when the id
 * clash is; "message" (text) for a toast after the clash was fixed. */

SchottPackModel *schott_editor_problems_get_model    (SchottEditorProblems *self);
void             schott_editor_problems_set_model    (SchottEditorProblems *self,
                                                      SchottPackModel      *model);
/* The packs New Game offers: those set, or loaded here when first needed. */
SchottContent   *schott_editor_problems_get_content  (SchottEditorProblems *self);
void             schott_editor_problems_set_content  (SchottEditorProblems *self,
                                                      SchottContent        *content);
/* Validates again in a moment (the pack keeps changing while typed in). */
void             schott_editor_problems_schedule     (SchottEditorProblems *self);
/* The errors of the pack as it is now (validates at once if the shown
 * problems are out of date): saving must know now. */
guint            schott_editor_problems_count_errors (SchottEditorProblems *self);
/* Why the pack's id is a problem: another pack file has it (a sentence
 * naming it), or NULL. */
char            *schott_editor_problems_dup_id_clash (SchottEditorProblems *self);

G_END_DECLS
