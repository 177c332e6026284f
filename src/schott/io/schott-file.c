/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-file.c: SCHOTT's files: saved games, telling the three XML
 * formats apart, and the io API's face of src/core's crash-safe files
 * (sw-file.c), which speaks SCHOTT_IO_ERROR. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-io-private.h"

/* Gives a file error from src/core the io API's domain: its message stays,
 * its code becomes SCHOTT_IO_ERROR_READ_ONLY, _TOO_LARGE or _FILE. */
static gboolean
io_error_from_file (GError *file_error, GError **error)
{
  SchottIoError code = SCHOTT_IO_ERROR_FILE;

  if (file_error == NULL)
    return FALSE;
  if (file_error->domain != SW_FILE_ERROR)
    {
      g_propagate_error (error, file_error);
      return FALSE;
    }
  if (file_error->code == SW_FILE_ERROR_READ_ONLY)
    code = SCHOTT_IO_ERROR_READ_ONLY;
  else if (file_error->code == SW_FILE_ERROR_TOO_LARGE)
    code = SCHOTT_IO_ERROR_TOO_LARGE;
  g_set_error_literal (error, SCHOTT_IO_ERROR, code, file_error->message);
  g_error_free (file_error);
  return FALSE;
}

gboolean
schott_file_write_atomic (const char *path, const char *data, gsize len, GError **error)
{
  return schott_file_write_atomic_full (path, data, len, 0644, error);
}

gboolean
schott_file_write_atomic_full (const char *path, const char *data, gsize len,
                               guint new_file_mode, GError **error)
{
  GError *file_error = NULL;

  if (sw_file_write_atomic_full (path, data, len, new_file_mode, &file_error))
    return TRUE;
  return io_error_from_file (file_error, error);
}

guint
schott_file_clean_temps (const char *path)
{
  return sw_file_clean_temps (path);
}

gboolean
schott_file_read_limited (const char *path, gsize max_size, char **data, gsize *len,
                          GError **error)
{
  GError *file_error = NULL;

  if (sw_file_read_limited (path, max_size, data, len, &file_error))
    return TRUE;
  return io_error_from_file (file_error, error);
}

gboolean
schott_file_bytes_read (const char *path, gsize max_size, SchottFileBytes *bytes,
                        GError **error)
{
  GError *file_error = NULL;

  if (sw_file_bytes_read (path, max_size, bytes, &file_error))
    return TRUE;
  return io_error_from_file (file_error, error);
}

/* -------------------------------------------------------- saved games */

/* A saved game is small: a few kilobytes of text. */
#define MAX_SAVE_SIZE (1024 * 1024)

gboolean
schott_save_game_write (const char *path, const SchottGame *game, GError **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (path != NULL && game != NULL, FALSE);
  text = schott_game_serialize (game);
  return schott_file_write_atomic (path, text, strlen (text), error);
}

gboolean
schott_save_game_read_data (const char *data, gsize len, const char *path,
                            SchottGame *game, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (GKeyFile) kf = NULL;
  g_autofree char *state = NULL;
  const char *text = data;
  guint state_line = 1;
  SchottGame loaded;

  g_return_val_if_fail (data != NULL && path != NULL && game != NULL, FALSE);
  if (len > MAX_SAVE_SIZE)
    {
      g_autofree char *size_text = g_strdup_printf ("%" G_GSIZE_FORMAT, len);

      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_TOO_LARGE,
                   _("%s:1:1: the file is too large (%s bytes); the limit is %s MiB"),
                   path, size_text, "1");
      return FALSE;
    }
  if (memchr (data, '\0', len) != NULL || !g_utf8_validate_len (data, len, NULL))
    {
      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_ENCODING,
                   _("%s:1:1: this is not a SCHOTT World saved game (not UTF-8 text)"), path);
      return FALSE;
    }
  /* the app's autosave: the engine's text is its "state" key */
  if (len > 0 && data[0] == '[')
    {
      const char *at;

      kf = g_key_file_new ();
      if (!g_key_file_load_from_data (kf, data, len, G_KEY_FILE_NONE, &local)
          || (state = g_key_file_get_string (kf, SCHOTT_AUTOSAVE_GROUP, "state", &local)) == NULL)
        {
          g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_INVALID,
                       _("%s:1:1: cannot continue this saved game: %s"), path, local->message);
          return FALSE;
        }
      at = strstr (data, "\nstate=");
      for (const char *p = data; at != NULL && p <= at; p++)
        if (*p == '\n')
          state_line++;
      text = state;
    }
  /* the engine fills a copy: game stays untouched on failure */
  if (!schott_game_deserialize (&loaded, text, &local))
    {
      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_INVALID,
                   _("%s:%u:1: cannot continue this saved game: %s"), path, state_line, local->message);
      return FALSE;
    }
  *game = loaded;
  return TRUE;
}

gboolean
schott_save_game_read (const char *path, SchottGame *game, GError **error)
{
  g_autofree char *text = NULL;
  gsize len;

  g_return_val_if_fail (path != NULL && game != NULL, FALSE);
  if (!schott_file_read_limited (path, MAX_SAVE_SIZE, &text, &len, error))
    return FALSE;
  return schott_save_game_read_data (text, len, path, game, error);
}

gboolean
schott_save_game_sniff (const char *data, gsize len)
{
  return (len >= 12 && memcmp (data, "schott-save ", 12) == 0)
         || (len >= 20 && memcmp (data, "[" SCHOTT_AUTOSAVE_GROUP "]", 19) == 0);
}

/* ------------------------------------------------------------ sniffing */

const char *
schott_io_sniff_kind (const char *data, gsize len)
{
  gsize i = 0;

  /* skip the declaration, comments, processing instructions, doctype */
  while (i < len)
    {
      const char *lt = memchr (data + i, '<', len - i);

      if (lt == NULL)
        return NULL;
      i = lt - data + 1;
      if (i < len && (data[i] == '?' || data[i] == '!'))
        continue;
      break;
    }
  if (i >= len)
    return NULL;
  {
    static const char *const kinds[] = { "pack", "events", "variant" };

    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        gsize n = strlen (kinds[k]);

        if (len - i > n && memcmp (data + i, kinds[k], n) == 0
            && strchr (" \t\r\n>/", data[i + n]) != NULL)
          return kinds[k];
      }
  }
  return NULL;
}

gboolean
schott_io_validate_file (const char *path, GError **error)
{
  g_auto (SwFileBytes) bytes = { NULL, 0, 0 };
  const char *data;
  gsize len;
  const char *kind;

  if (!schott_file_bytes_read (path, SCHOTT_IO_MAX_FILE_SIZE, &bytes, error))
    return FALSE;
  data = bytes.data;
  len = bytes.len;
  if (schott_save_game_sniff (data, len) || g_str_has_suffix (path, ".schott-save"))
    {
      SchottGame game;

      return schott_save_game_read (path, &game, error);
    }
  kind = schott_io_sniff_kind (data, len);
  if (kind == NULL)
    {
      if (g_str_has_suffix (path, ".schott-events.xml"))
        kind = "events";
      else if (g_str_has_suffix (path, ".schott-variant.xml"))
        kind = "variant";
      else
        kind = "pack";
    }
  if (strcmp (kind, "events") == 0)
    {
      g_autoptr (SchottEventTexts) texts = schott_event_texts_load_from_data (data, len, path, error);
      return texts != NULL;
    }
  if (strcmp (kind, "variant") == 0)
    {
      SchottVariant variant;
      return schott_variant_load_from_data (data, len, path, &variant, NULL, error);
    }
  {
    g_autoptr (SchottPack) pack = schott_pack_load_from_data (data, len, path, error);
    return pack != NULL;
  }
}
