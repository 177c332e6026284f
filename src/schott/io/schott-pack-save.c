/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-save.c: writing question packs. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-io-private.h"

static const char *const field_element[SCHOTT_N_FIELDS] = { "text", "right", "wrong", "wrong" };

/* -------------------------------------------------------------- saving */

char *
schott_pack_to_data (const SchottPack *pack, gsize *len)
{
  GString *out;
  GPtrArray *langs;
  g_autofree char *lang_list = NULL;

  g_return_val_if_fail (pack != NULL, NULL);
  langs = pack->languages;
  out = g_string_sized_new (4096 + pack->questions->len * 600);
  {
    g_autoptr (GString) list = g_string_new (NULL);

    for (guint i = 0; i < langs->len; i++)
      {
        if (i > 0)
          g_string_append_c (list, ' ');
        g_string_append (list, g_ptr_array_index (langs, i));
      }
    lang_list = g_strdup (list->str);
  }

  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append (out, "<pack xmlns=\"" SCHOTT_PACK_NS "\" id=\"");
  schott_xml_append_escaped (out, pack->id, TRUE);
  g_string_append_printf (out, "\" version=\"%u\" source-lang=\"", pack->version);
  schott_xml_append_escaped (out, pack->source_lang, TRUE);
  g_string_append (out, "\" languages=\"");
  schott_xml_append_escaped (out, lang_list, TRUE);
  g_string_append (out, "\">\n");

  schott_xml_append_lang_texts (out, 1, "title", langs, pack->title);
  {
    gboolean any = FALSE;

    for (guint i = 0; i < langs->len; i++)
      if (!schott_lang_texts_empty (pack->description[i]))
        any = TRUE;
    if (any)
      schott_xml_append_lang_texts (out, 1, "description", langs, pack->description);
  }
  if (pack->authors->len > 0)
    {
      g_string_append (out, "  <authors>\n");
      for (guint i = 0; i < pack->authors->len; i++)
        {
          g_string_append (out, "    <author>");
          schott_xml_append_escaped (out, g_ptr_array_index (pack->authors, i), FALSE);
          g_string_append (out, "</author>\n");
        }
      g_string_append (out, "  </authors>\n");
    }
  if (!schott_lang_texts_empty (pack->license))
    {
      g_string_append (out, "  <license>");
      schott_xml_append_escaped (out, pack->license, FALSE);
      g_string_append (out, "</license>\n");
    }

  g_string_append (out, "  <categories>\n");
  for (guint i = 0; i < pack->categories->len; i++)
    {
      SchottCategory *cat = g_ptr_array_index (pack->categories, i);

      g_string_append (out, "    <category id=\"");
      schott_xml_append_escaped (out, cat->id, TRUE);
      g_string_append (out, "\">\n");
      schott_xml_append_lang_texts (out, 3, "name", langs, cat->name);
      g_string_append (out, "    </category>\n");
    }
  g_string_append (out, "  </categories>\n");

  g_string_append (out, "  <questions>\n");
  for (guint i = 0; i < pack->questions->len; i++)
    {
      SchottQuestion *q = g_ptr_array_index (pack->questions, i);

      g_string_append (out, "    <question id=\"");
      schott_xml_append_escaped (out, q->id, TRUE);
      g_string_append (out, "\" category=\"");
      schott_xml_append_escaped (out, q->category, TRUE);
      g_string_append_c (out, '"');
      if (q->difficulty >= 1 && q->difficulty <= 3)
        g_string_append_printf (out, " difficulty=\"%u\"", q->difficulty);
      g_string_append (out, ">\n");
      schott_xml_append_lang_texts_outdated (out, 3, "text", langs, q->field[SCHOTT_FIELD_TEXT],
                                             q->outdated, 1u << SCHOTT_FIELD_TEXT);
      for (guint f = SCHOTT_FIELD_RIGHT; f < SCHOTT_N_FIELDS; f++)
        {
          g_string_append_printf (out, "      <%s>\n", field_element[f]);
          schott_xml_append_lang_texts_outdated (out, 4, "text", langs, q->field[f],
                                                 q->outdated, 1u << f);
          g_string_append_printf (out, "      </%s>\n", field_element[f]);
        }
      g_string_append (out, "    </question>\n");
    }
  g_string_append (out, "  </questions>\n");
  g_string_append (out, "</pack>\n");

  if (len)
    *len = out->len;
  return g_string_free (out, FALSE);
}

gboolean
schott_pack_save (const SchottPack *pack, const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize len;

  g_return_val_if_fail (pack != NULL && path != NULL, FALSE);
  data = schott_pack_to_data (pack, &len);
  if (len > SCHOTT_IO_MAX_FILE_SIZE)
    {
      g_autofree char *size_text = g_strdup_printf ("%" G_GSIZE_FORMAT, len);

      /* TRANSLATORS: file name, the size in bytes, the limit in MiB */
      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_TOO_LARGE,
                   _("%s: not saved: the pack would be %s bytes, over the limit of %d MiB that every loader applies"),
                   path, size_text, SCHOTT_IO_MAX_FILE_SIZE / (1024 * 1024));
      return FALSE;
    }
  return schott_file_write_atomic (path, data, len, error);
}
