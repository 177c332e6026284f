/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-model-file.c: the file behind a SchottPackModel: loading a
 * pack on a worker (a local path through schott_pack_load_full(), any
 * other location through GIO, stopping at the size limit while reading)
 * and writing it back. The model (schott-pack-model.c) keeps its path and
 * whether it is saved. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "schott-pack-model-private.h"

/* A file without a local path (a network share through GVfs, a
 * resource): read through GIO, stopping at the size limit while reading. */
static gboolean
read_file_limited (GFile         *file,
                   gsize          max_size,
                   GByteArray   **out,
                   GCancellable  *cancellable,
                   GError       **error)
{
  g_autoptr (GFileInputStream) stream = NULL;
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  g_autofree char *name = g_file_get_parse_name (file);
  GError *read_error = NULL;
  guint8 buffer[65536];

  stream = g_file_read (file, cancellable, &read_error);
  if (stream == NULL)
    {
      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_FILE, "%s: %s", name, read_error->message);
      g_error_free (read_error);
      return FALSE;
    }
  for (;;)
    {
      gssize n = g_input_stream_read (G_INPUT_STREAM (stream), buffer, sizeof buffer,
                                      cancellable, &read_error);

      if (n < 0)
        {
          g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_FILE, "%s: %s", name, read_error->message);
          g_error_free (read_error);
          return FALSE;
        }
      if (n == 0)
        break;
      if (bytes->len + (gsize) n > max_size)
        {
          g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_TOO_LARGE,
                       _("%s: the file is larger than %d bytes"), name, (int) max_size);
          return FALSE;
        }
      g_byte_array_append (bytes, buffer, (guint) n);
    }
  *out = g_steal_pointer (&bytes);
  return TRUE;
}

GFile *
schott_pack_model_file_for_location (const char *location)
{
  g_return_val_if_fail (location != NULL, NULL);
  if (!g_path_is_absolute (location) && g_uri_peek_scheme (location) != NULL)
    return g_file_new_for_uri (location);
  return g_file_new_for_path (location);
}

char *
schott_pack_model_location_for_file (GFile *file)
{
  const char *path;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  path = g_file_peek_path (file);
  return path != NULL ? g_strdup (path) : g_file_get_uri (file);
}

static void
load_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GFile *file = data;
  GError *error = NULL;
  const char *path = g_file_peek_path (file);
  g_autofree char *location = schott_pack_model_location_for_file (file);
  SchottPack *pack = NULL;

  /* inconsistent packs load too: the editor lists and fixes their problems */
  if (path != NULL)
    pack = schott_pack_load_full (path, TRUE, &error);
  else
    {
      g_autoptr (GByteArray) bytes = NULL;

      if (read_file_limited (file, SCHOTT_IO_MAX_FILE_SIZE, &bytes, cancellable, &error))
        pack = schott_pack_load_from_data_full ((const char *) bytes->data, bytes->len,
                                                location, TRUE, &error);
    }
  if (pack == NULL)
    g_task_return_error (task, error);
  else
    /* the rows too are made here: nobody else sees the model yet */
    g_task_return_pointer (task, schott_pack_model_new_for_pack (pack, location), g_object_unref);
}

void
schott_pack_model_load_async (const char          *path,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr (GFile) file = NULL;

  g_return_if_fail (path != NULL);
  file = schott_pack_model_file_for_location (path);
  schott_pack_model_load_file_async (file, cancellable, callback, user_data);
}

void
schott_pack_model_load_file_async (GFile               *file,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, schott_pack_model_load_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_in_thread);
}

SchottPackModel *
schott_pack_model_load_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == schott_pack_model_load_async, NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* A file without a local path: replaced through GIO (the backend keeps
 * it whole or fails), a backup kept where the backend can. */
static gboolean
save_through_gio (const SchottPack *pack, GFile *file, GError **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *data = NULL;
  GError *write_error = NULL;
  gsize len = 0;

  data = schott_pack_to_data (pack, &len);
  if (len > SCHOTT_IO_MAX_FILE_SIZE)
    {
      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_TOO_LARGE,
                   _("%s: the pack would be larger than %d bytes"), name, SCHOTT_IO_MAX_FILE_SIZE);
      return FALSE;
    }
  if (!g_file_replace_contents (file, data, len, NULL, TRUE, G_FILE_CREATE_NONE, NULL, NULL, &write_error)
      && g_error_matches (write_error, G_IO_ERROR, G_IO_ERROR_CANT_CREATE_BACKUP))
    {
      g_clear_error (&write_error);
      g_file_replace_contents (file, data, len, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL, &write_error);
    }
  if (write_error == NULL)
    return TRUE;
  g_set_error (error, SCHOTT_IO_ERROR,
               g_error_matches (write_error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED)
               || g_error_matches (write_error, G_IO_ERROR, G_IO_ERROR_READ_ONLY)
               ? SCHOTT_IO_ERROR_READ_ONLY : SCHOTT_IO_ERROR_FILE,
               "%s: %s", name, write_error->message);
  g_error_free (write_error);
  return FALSE;
}

gboolean
_schott_pack_model_write_file (const SchottPack  *pack,
                               GFile             *file,
                               GError           **error)
{
  if (g_file_peek_path (file) != NULL)
    return schott_pack_save (pack, g_file_peek_path (file), error);
  return save_through_gio (pack, file, error);
}
