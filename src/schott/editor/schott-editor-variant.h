/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-variant.h: the rule variant editor: decks per player
 * count, row and route length, location fields with their place names, the
 * event mix and the options, with a route preview. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_EDITOR_VARIANT (schott_editor_variant_get_type ())
G_DECLARE_FINAL_TYPE (SchottEditorVariant, schott_editor_variant, SCHOTT, EDITOR_VARIANT, AdwBin)

gboolean schott_editor_variant_get_dirty (SchottEditorVariant *self);
/* Checks like the loader, then saves to the user's variants folder. */
gboolean schott_editor_variant_save      (SchottEditorVariant *self, GError **error);
void     schott_editor_variant_discard   (SchottEditorVariant *self);

G_END_DECLS
