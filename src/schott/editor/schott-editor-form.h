/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-form.h: the editor page's form: the chosen question's id,
 * category, difficulty and texts, one notebook page per language. */
#pragma once

#include <adwaita.h>

#include "schott-pack-model.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_EDITOR_FORM (schott_editor_form_get_type ())
G_DECLARE_FINAL_TYPE (SchottEditorForm, schott_editor_form, SCHOTT, EDITOR_FORM, AdwBin)

/* Properties: "model" (the pack model, edited through its calls) and
 * "position" (the pack position of the question edited, -1 for none; set
 * again when another question took its place, the form is filled anew). */

SchottPackModel *schott_editor_form_get_model     (SchottEditorForm *self);
void             schott_editor_form_set_model     (SchottEditorForm *self,
                                                   SchottPackModel  *model);
gint             schott_editor_form_get_position  (SchottEditorForm *self);
void             schott_editor_form_set_position  (SchottEditorForm *self,
                                                   gint              position);
/* The text field (a GtkTextView) of a field in the language at index l. */
GtkWidget       *schott_editor_form_get_field     (SchottEditorForm *self,
                                                   guint             l,
                                                   SchottField       field);
/* The language shown (its index in the pack), and showing another. */
guint            schott_editor_form_get_language  (SchottEditorForm *self);
void             schott_editor_form_show_language (SchottEditorForm *self,
                                                   guint             l);
/* The question's text in the language shown takes the keyboard. */
void             schott_editor_form_focus_text    (SchottEditorForm *self);

G_END_DECLS
