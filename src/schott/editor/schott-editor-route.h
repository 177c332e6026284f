/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-route.h: a small drawing of a variant's route with its
 * location fields marked (the variant editor's preview). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_EDITOR_ROUTE (schott_editor_route_get_type ())
G_DECLARE_FINAL_TYPE (SchottEditorRoute, schott_editor_route, SCHOTT, EDITOR_ROUTE, GtkWidget)

GtkWidget *schott_editor_route_new (void);
/* Copies what it draws: the route length and the value of each field,
 * values[0] to values[length] (0: a plain field, +n forward, -n back). */
void       schott_editor_route_set_fields (SchottEditorRoute *self,
                                           guint              length,
                                           const gint8       *values);

G_END_DECLS
