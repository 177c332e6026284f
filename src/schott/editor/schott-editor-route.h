/* schott-editor-route.h: a small drawing of a variant's route with its
 * location fields marked (the variant editor's preview). */
#pragma once

#include <gtk/gtk.h>

#include "schott-engine.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_EDITOR_ROUTE (schott_editor_route_get_type ())
G_DECLARE_FINAL_TYPE (SchottEditorRoute, schott_editor_route, SCHOTT, EDITOR_ROUTE, GtkWidget)

GtkWidget *schott_editor_route_new (void);
/* Copies what it draws: the route length and the field values. */
void       schott_editor_route_set_variant (SchottEditorRoute   *self,
                                            const SchottVariant *variant);

G_END_DECLS
