/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-variant-file.h: a rule variant file the editor edits: the
 * engine's variant, its names per language and its location fields;
 * loading, checking and saving. */
#pragma once

#include <glib-object.h>

#include "schott-engine.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_VARIANT_FILE (schott_variant_file_get_type ())
G_DECLARE_FINAL_TYPE (SchottVariantFile, schott_variant_file, SCHOTT, VARIANT_FILE, GObject)

/* Nothing open: the default variant. */
SchottVariantFile *schott_variant_file_new     (void);
/* On failure (or with path NULL, then without error) nothing is open. */
gboolean       schott_variant_file_load        (SchottVariantFile *self,
                                                const char        *path,
                                                GError           **error);
gboolean       schott_variant_file_is_open     (SchottVariantFile *self);
/* The variant being edited; the editor changes its fields in place. */
SchottVariant *schott_variant_file_get_variant (SchottVariantFile *self);
/* Serialises and loads again (the loader's own checks, with locations),
 * then checks the variant for every number of players. */
gboolean       schott_variant_file_check       (SchottVariantFile *self,
                                                GError           **error);
/* Checks, then saves as ID.schott-variant.xml in dir (created if need
 * be); returns the path written, or NULL with error. */
char          *schott_variant_file_save        (SchottVariantFile *self,
                                                const char        *dir,
                                                GError           **error);

/* Languages, the source first (none when nothing is open). */
guint          schott_variant_file_get_n_languages (SchottVariantFile *self);
const char    *schott_variant_file_get_language    (SchottVariantFile *self, guint l);
const char    *schott_variant_file_get_name        (SchottVariantFile *self, guint l);
void           schott_variant_file_set_name        (SchottVariantFile *self, guint l, const char *name);

/* Location fields, by index. */
guint          schott_variant_file_get_n_locations    (SchottVariantFile *self);
guint          schott_variant_file_get_location_field (SchottVariantFile *self, guint i);
const char    *schott_variant_file_get_place_name     (SchottVariantFile *self, guint i, guint l);
void           schott_variant_file_set_place_name     (SchottVariantFile *self, guint i, guint l,
                                                       const char *name);
/* Moves location i, with its value, to field; FALSE (nothing moved) when
 * another location is there. */
gboolean       schott_variant_file_move_location      (SchottVariantFile *self, guint i, guint field);
void           schott_variant_file_remove_location    (SchottVariantFile *self, guint i);
/* A location (+1, no names) on the first plain field of the route; FALSE
 * when every field of the route is a location already. */
gboolean       schott_variant_file_add_location       (SchottVariantFile *self);
/* In ascending field order (indexes change). */
void           schott_variant_file_sort_locations     (SchottVariantFile *self);

G_END_DECLS
