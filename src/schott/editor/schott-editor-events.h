/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-events.h: the event-card texts editor (copies, amounts and
 * the text of each of the ten kinds in every language). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_EDITOR_EVENTS (schott_editor_events_get_type ())
G_DECLARE_FINAL_TYPE (SchottEditorEvents, schott_editor_events, SCHOTT, EDITOR_EVENTS, AdwBin)

gboolean schott_editor_events_get_dirty (SchottEditorEvents *self);
/* Validates, then saves to the user's folder (the game reads it there). */
gboolean schott_editor_events_save      (SchottEditorEvents *self, GError **error);
/* Forgets the changes (reloads the file). */
void     schott_editor_events_discard   (SchottEditorEvents *self);

G_END_DECLS
