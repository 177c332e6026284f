/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-variant-file.c: a rule variant file the editor edits. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "schott-io.h"
#include "schott-variant-file.h"

struct _SchottVariantFile
{
  GObject            parent_instance;
  SchottVariant      variant;
  SchottVariantInfo *info;   /* NULL: nothing open */
};

G_DEFINE_FINAL_TYPE (SchottVariantFile, schott_variant_file, G_TYPE_OBJECT)

static void
schott_variant_file_finalize (GObject *object)
{
  SchottVariantFile *self = SCHOTT_VARIANT_FILE (object);

  g_clear_pointer (&self->info, schott_variant_info_free);
  G_OBJECT_CLASS (schott_variant_file_parent_class)->finalize (object);
}

static void
schott_variant_file_class_init (SchottVariantFileClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = schott_variant_file_finalize;
}

static void
schott_variant_file_init (SchottVariantFile *self)
{
  schott_variant_init_default (&self->variant);
}

SchottVariantFile *
schott_variant_file_new (void)
{
  return g_object_new (SCHOTT_TYPE_VARIANT_FILE, NULL);
}

gboolean
schott_variant_file_load (SchottVariantFile *self, const char *path, GError **error)
{
  SchottVariantInfo *info = NULL;
  SchottVariant v;

  g_return_val_if_fail (SCHOTT_IS_VARIANT_FILE (self), FALSE);
  if (path == NULL || !schott_variant_load (path, &v, &info, error))
    {
      schott_variant_init_default (&self->variant);
      g_clear_pointer (&self->info, schott_variant_info_free);
      return FALSE;
    }
  g_clear_pointer (&self->info, schott_variant_info_free);
  self->info = info;
  self->variant = v;
  return TRUE;
}

gboolean
schott_variant_file_is_open (SchottVariantFile *self)
{
  g_return_val_if_fail (SCHOTT_IS_VARIANT_FILE (self), FALSE);
  return self->info != NULL;
}

SchottVariant *
schott_variant_file_get_variant (SchottVariantFile *self)
{
  g_return_val_if_fail (SCHOTT_IS_VARIANT_FILE (self), NULL);
  return &self->variant;
}

gboolean
schott_variant_file_check (SchottVariantFile *self, GError **error)
{
  gsize len = 0;
  g_autofree char *data = NULL;
  g_autofree char *name = NULL;
  SchottVariant back;
  g_autoptr (SchottVariantInfo) info = NULL;

  g_return_val_if_fail (SCHOTT_IS_VARIANT_FILE (self), FALSE);
  data = schott_variant_to_data (&self->variant, self->info, &len);
  name = g_strdup_printf ("%s.schott-variant.xml", self->info ? self->info->id : "variant");
  if (!schott_variant_load_from_data (data, len, name, &back, &info, error))
    return FALSE;
  for (guint n = SCHOTT_MIN_PLAYERS; n <= SCHOTT_MAX_PLAYERS; n++)
    if (!schott_variant_check (&self->variant, n, error))
      return FALSE;
  return TRUE;
}

char *
schott_variant_file_save (SchottVariantFile *self, const char *dir, GError **error)
{
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (SCHOTT_IS_VARIANT_FILE (self), NULL);
  g_return_val_if_fail (dir != NULL, NULL);
  if (self->info == NULL)
    {
      g_set_error_literal (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_FILE, _("No variant is open."));
      return NULL;
    }
  if (!schott_variant_file_check (self, error))
    return NULL;
  name = g_strdup_printf ("%s.schott-variant.xml", self->info->id);
  path = g_build_filename (dir, name, NULL);
  g_mkdir_with_parents (dir, 0755);
  if (!schott_variant_save (&self->variant, self->info, path, error))
    return NULL;
  return g_steal_pointer (&path);
}

guint
schott_variant_file_get_n_languages (SchottVariantFile *self)
{
  g_return_val_if_fail (SCHOTT_IS_VARIANT_FILE (self), 0);
  return self->info != NULL ? self->info->languages->len : 0;
}

const char *
schott_variant_file_get_language (SchottVariantFile *self, guint l)
{
  g_return_val_if_fail (l < schott_variant_file_get_n_languages (self), NULL);
  return g_ptr_array_index (self->info->languages, l);
}

const char *
schott_variant_file_get_name (SchottVariantFile *self, guint l)
{
  g_return_val_if_fail (l < schott_variant_file_get_n_languages (self), NULL);
  return self->info->name[l];
}

void
schott_variant_file_set_name (SchottVariantFile *self, guint l, const char *name)
{
  g_return_if_fail (l < schott_variant_file_get_n_languages (self));
  g_free (self->info->name[l]);
  self->info->name[l] = g_strdup (name);
}

guint
schott_variant_file_get_n_locations (SchottVariantFile *self)
{
  g_return_val_if_fail (SCHOTT_IS_VARIANT_FILE (self), 0);
  return self->info != NULL ? self->info->locations->len : 0;
}

static SchottLocationInfo *
location_at (SchottVariantFile *self, guint i)
{
  g_assert (i < schott_variant_file_get_n_locations (self));
  return g_ptr_array_index (self->info->locations, i);
}

guint
schott_variant_file_get_location_field (SchottVariantFile *self, guint i)
{
  g_return_val_if_fail (SCHOTT_IS_VARIANT_FILE (self), 0);
  return location_at (self, i)->field;
}

const char *
schott_variant_file_get_place_name (SchottVariantFile *self, guint i, guint l)
{
  g_return_val_if_fail (l < schott_variant_file_get_n_languages (self), NULL);
  return location_at (self, i)->name[l];
}

void
schott_variant_file_set_place_name (SchottVariantFile *self, guint i, guint l, const char *name)
{
  SchottLocationInfo *loc;

  g_return_if_fail (l < schott_variant_file_get_n_languages (self));
  loc = location_at (self, i);
  g_free (loc->name[l]);
  loc->name[l] = g_strdup (name);
}

gboolean
schott_variant_file_move_location (SchottVariantFile *self, guint i, guint field)
{
  SchottLocationInfo *loc;
  SchottVariant *v;

  g_return_val_if_fail (SCHOTT_IS_VARIANT_FILE (self), FALSE);
  loc = location_at (self, i);
  v = &self->variant;
  g_return_val_if_fail (field < G_N_ELEMENTS (v->field_value), FALSE);
  if (field == loc->field)
    return TRUE;
  if (v->field_value[field] != 0)
    return FALSE;
  v->field_value[field] = v->field_value[loc->field];
  v->field_value[loc->field] = 0;
  loc->field = field;
  return TRUE;
}

void
schott_variant_file_remove_location (SchottVariantFile *self, guint i)
{
  SchottLocationInfo *loc;

  g_return_if_fail (SCHOTT_IS_VARIANT_FILE (self));
  loc = location_at (self, i);
  self->variant.field_value[loc->field] = 0;
  for (guint l = 0; l < self->info->languages->len; l++)
    g_free (loc->name[l]);
  g_free (loc->name);
  g_free (loc);
  g_ptr_array_remove_index (self->info->locations, i);
}

gboolean
schott_variant_file_add_location (SchottVariantFile *self)
{
  SchottLocationInfo *loc;
  guint field = 0;

  g_return_val_if_fail (SCHOTT_IS_VARIANT_FILE (self), FALSE);
  g_return_val_if_fail (self->info != NULL, FALSE);
  for (guint f = 1; f < self->variant.route_length; f++)
    if (self->variant.field_value[f] == 0)
      {
        field = f;
        break;
      }
  if (field == 0)
    return FALSE;
  loc = g_new0 (SchottLocationInfo, 1);
  loc->field = field;
  loc->name = g_new0 (char *, self->info->languages->len + 1);
  for (guint l = 0; l < self->info->languages->len; l++)
    loc->name[l] = g_strdup ("");
  self->variant.field_value[field] = 1;
  g_ptr_array_add (self->info->locations, loc);
  return TRUE;
}

static gint
compare_locations (gconstpointer a, gconstpointer b)
{
  const SchottLocationInfo *la = *(SchottLocationInfo **) a, *lb = *(SchottLocationInfo **) b;

  return (gint) la->field - (gint) lb->field;
}

void
schott_variant_file_sort_locations (SchottVariantFile *self)
{
  g_return_if_fail (SCHOTT_IS_VARIANT_FILE (self));
  if (self->info != NULL)
    g_ptr_array_sort (self->info->locations, compare_locations);
}
