/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-languages.c: the languages of a file and the per-language texts
 * and flags of its owners (questions, answers, categories ...). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-io-private.h"

/* ----------------------------------------------------------- languages */

gboolean
schott_lang_tag_is_valid (const char *tag)
{
  gsize n = 0;

  if (tag == NULL || !g_ascii_isalpha (tag[0]))
    return FALSE;
  for (const char *p = tag; *p; p++, n++)
    if (!g_ascii_isalnum (*p) && *p != '-')
      return FALSE;
  return n <= 35 && tag[n - 1] != '-';
}

GPtrArray *
schott_languages_parse (const char *list)
{
  GPtrArray *languages = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv) parts = g_strsplit_set (list ? list : "", " \t\r\n", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    if (parts[i][0] != '\0')
      g_ptr_array_add (languages, g_strdup (parts[i]));
  return languages;
}

gint
schott_languages_find (GPtrArray *languages, const char *lang)
{
  if (lang == NULL)
    return -1;
  for (guint i = 0; i < languages->len; i++)
    if (g_ascii_strcasecmp (g_ptr_array_index (languages, i), lang) == 0)
      return (gint) i;
  return -1;
}

gboolean
schott_xml_read_languages (SchottXmlFile *f, xmlNode *root, GPtrArray *languages,
                           char **source_lang)
{
  const char *list = schott_xml_attr (root, "languages");
  const char *source = schott_xml_attr (root, "source-lang");
  g_autoptr (GPtrArray) parsed = NULL;
  gboolean ok = TRUE;

  if (list == NULL || source == NULL)
    {
      schott_xml_error (f, root, NULL, SCHOTT_IO_ERROR_SCHEMA,
                        _("<%s> needs the attributes “source-lang” and “languages”"),
                        (const char *) root->name);
      return FALSE;
    }
  parsed = schott_languages_parse (list);
  if (parsed->len == 0)
    {
      schott_xml_error (f, root, "languages", SCHOTT_IO_ERROR_SCHEMA,
                        "%s", _("“languages” lists no language"));
      return FALSE;
    }
  for (guint i = 0; i < parsed->len; i++)
    {
      const char *tag = g_ptr_array_index (parsed, i);

      if (!schott_lang_tag_is_valid (tag))
        {
          schott_xml_error (f, root, "languages", SCHOTT_IO_ERROR_SCHEMA,
                            _("“%s” is not a language tag like “en” or “zh-CN”"), tag);
          ok = FALSE;
        }
      else if (schott_xml_lang_find (f, languages, tag) >= 0)
        {
          schott_xml_error (f, root, "languages", SCHOTT_IO_ERROR_INVALID,
                            _("the language “%s” is listed twice"), tag);
          ok = FALSE;
        }
      else
        {
          g_ptr_array_add (languages, g_strdup (tag));
          if (f->lang_index != NULL && f->lang_index_of == languages)
            g_hash_table_insert (f->lang_index, g_ptr_array_index (languages, languages->len - 1),
                                 GUINT_TO_POINTER (languages->len));
        }
    }
  if (!ok)
    return FALSE;
  if (strcmp (g_ptr_array_index (languages, 0), source) != 0)
    {
      schott_xml_error (f, root, "source-lang", SCHOTT_IO_ERROR_INVALID,
                        _("the source language “%s” must come first in “languages”"), source);
      return FALSE;
    }
  *source_lang = g_strdup (source);
  return TRUE;
}

static guint
ascii_case_hash (gconstpointer key)
{
  guint h = 5381;

  for (const char *p = key; *p; p++)
    h = h * 33 + (guchar) g_ascii_tolower (*p);
  return h;
}

static gboolean
ascii_case_equal (gconstpointer a, gconstpointer b)
{
  return g_ascii_strcasecmp (a, b) == 0;
}

GHashTable *
schott_languages_index_new (GPtrArray *languages)
{
  GHashTable *index = g_hash_table_new (ascii_case_hash, ascii_case_equal);

  for (guint i = 0; languages != NULL && i < languages->len; i++)
    g_hash_table_insert (index, g_ptr_array_index (languages, i), GUINT_TO_POINTER (i + 1));
  return index;
}

gint
schott_languages_index_find (GHashTable *index, const char *lang)
{
  gpointer value = lang != NULL ? g_hash_table_lookup (index, lang) : NULL;

  return value != NULL ? (gint) GPOINTER_TO_UINT (value) - 1 : -1;
}

gint
schott_xml_lang_find (SchottXmlFile *f, GPtrArray *languages, const char *lang)
{
  gpointer value;

  if (lang == NULL)
    return -1;
  /* the usual handful: a loop is faster than hashing */
  if (languages->len <= 16)
    return schott_languages_find (languages, lang);
  if (f->lang_index == NULL || f->lang_index_of != languages
      || g_hash_table_size (f->lang_index) != languages->len)
    {
      g_clear_pointer (&f->lang_index, g_hash_table_unref);
      f->lang_index = g_hash_table_new (ascii_case_hash, ascii_case_equal);
      f->lang_index_of = languages;
      for (guint i = 0; i < languages->len; i++)
        g_hash_table_insert (f->lang_index, g_ptr_array_index (languages, i), GUINT_TO_POINTER (i + 1));
    }
  value = g_hash_table_lookup (f->lang_index, lang);
  return value != NULL ? (gint) GPOINTER_TO_UINT (value) - 1 : -1;
}

void
schott_lang_seen_init (SchottLangSeen *seen, guint n_languages)
{
  seen->owner_of = g_new0 (guint, MAX (n_languages, 1));
  seen->owner = 1;
  seen->count = 0;
  seen->n = n_languages;
}

void
schott_lang_seen_next (SchottLangSeen *seen)
{
  seen->owner++;
  seen->count = 0;
}

void
schott_lang_seen_clear (SchottLangSeen *seen)
{
  g_clear_pointer (&seen->owner_of, g_free);
  seen->n = 0;
}

void
schott_xml_read_lang_text (SchottXmlFile *f, xmlNode *node, GPtrArray *languages,
                           char **texts, SchottLangSeen *seen, const char *owner)
{
  schott_xml_read_lang_text_outdated (f, node, languages, texts, seen, owner, NULL, 0);
}

void
schott_xml_read_lang_text_outdated (SchottXmlFile *f, xmlNode *node, GPtrArray *languages,
                                    char **texts, SchottLangSeen *seen, const char *owner,
                                    guint8 **outdated, guint8 bit)
{
  static const char *const no_attrs[] = { NULL };
  static const char *const translation_attrs[] = { "outdated", NULL };
  const char *lang = schott_xml_lang (node);
  gint index;

  if (node->properties != NULL && node->properties->next != NULL)
    schott_xml_check_attrs (f, node, outdated != NULL ? translation_attrs : no_attrs);

  if (lang == NULL)
    {
      schott_xml_error (f, node, NULL, SCHOTT_IO_ERROR_SCHEMA,
                        _("<%s> of %s needs xml:lang"), (const char *) node->name, owner);
      return;
    }
  index = schott_xml_lang_find (f, languages, lang);
  if (index < 0)
    {
      schott_xml_error (f, node, "xml:lang", SCHOTT_IO_ERROR_INVALID,
                        _("%s has a text in “%s”, which is not one of the file's languages"),
                        owner, lang);
      return;
    }
  g_assert ((guint) index < seen->n);
  if (seen->owner_of[index] == seen->owner)
    {
      schott_xml_error (f, node, "xml:lang", SCHOTT_IO_ERROR_INVALID,
                        _("%s has two <%s> in “%s”"), owner, (const char *) node->name, lang);
      return;
    }
  seen->owner_of[index] = seen->owner;
  seen->count++;
  g_free (texts[index]);
  texts[index] = schott_xml_text (f, node);
  if (outdated != NULL && node->properties->next != NULL
      && schott_xml_bool_attr (f, node, "outdated", FALSE))
    {
      if (index == 0)
        schott_xml_error (f, node, "outdated", SCHOTT_IO_ERROR_INVALID,
                          _("%s: the text in the source language “%s” cannot be outdated; only a translation can"),
                          owner, lang);
      else if (!schott_lang_texts_empty (texts[index]))
        schott_lang_flags_set (outdated, languages->len, index, bit, TRUE);
    }
}

void
schott_xml_check_all_langs (SchottXmlFile *f, xmlNode *owner_node, GPtrArray *languages,
                            SchottLangSeen *seen, const char *element, const char *owner)
{
  g_assert (seen->n == languages->len);
  if (seen->count == languages->len)
    return;
  if (f->n_messages >= SCHOTT_XML_MAX_MESSAGES)
    {
      /* only counted from here on */
      f->n_messages += languages->len - seen->count;
      return;
    }
  for (guint i = 0; i < languages->len; i++)
    if (seen->owner_of[i] != seen->owner)
      schott_xml_error (f, owner_node, NULL, SCHOTT_IO_ERROR_INVALID,
                        _("%s has no <%s> in “%s”; every declared language needs one (it may be empty until translated)"),
                        owner, element, (const char *) g_ptr_array_index (languages, i));
}

char **
schott_lang_texts_new (guint n_languages)
{
  char **texts = g_new0 (char *, n_languages + 1);

  for (guint i = 0; i < n_languages; i++)
    texts[i] = g_strdup ("");
  return texts;
}

char **
schott_lang_texts_copy (char **texts, guint n_languages)
{
  char **copy = g_new0 (char *, n_languages + 1);

  for (guint i = 0; i < n_languages; i++)
    copy[i] = g_strdup (texts && texts[i] ? texts[i] : "");
  return copy;
}

char **
schott_lang_texts_grow (char **texts, guint old_n, guint new_n)
{
  texts = g_renew (char *, texts, new_n + 1);
  for (guint i = old_n; i < new_n; i++)
    texts[i] = g_strdup ("");
  texts[new_n] = NULL;
  return texts;
}

void
schott_lang_texts_free (char **texts, guint n_languages)
{
  if (texts == NULL)
    return;
  for (guint i = 0; i < n_languages; i++)
    g_free (texts[i]);
  g_free (texts);
}

gboolean
schott_unichar_is_invisible (gunichar c)
{
  /* the format characters (Cf): U+200B–U+200D, U+2060, U+FEFF, the soft
   * hyphen, the bidi controls … they take no room on screen */
  return g_unichar_type (c) == G_UNICODE_FORMAT;
}

gboolean
schott_lang_texts_empty (const char *text)
{
  if (text == NULL)
    return TRUE;
  for (const char *p = text; *p != '\0';)
    {
      gunichar c;

      if ((guchar) *p < 0x80)
        {
          if (!g_ascii_isspace (*p))
            return FALSE;
          p++;
          continue;
        }
      c = g_utf8_get_char_validated (p, -1);
      if (c == (gunichar) -1 || c == (gunichar) -2)
        return FALSE;   /* not UTF-8: something, whatever it is */
      if (!g_unichar_isspace (c) && !schott_unichar_is_invisible (c))
        return FALSE;
      p = g_utf8_next_char (p);
    }
  return TRUE;
}

char *
schott_io_normalize_lang (const char *lang)
{
  GString *out;

  if (lang == NULL)
    return NULL;
  out = g_string_new (NULL);
  for (const char *p = lang; *p && *p != '.' && *p != '@'; p++)
    g_string_append_c (out, *p == '_' ? '-' : *p);
  return g_string_free (out, FALSE);
}

static gint
lang_index_fuzzy (GPtrArray *languages, const char *lang)
{
  g_autofree char *norm = schott_io_normalize_lang (lang);
  gint index;
  const char *dash;

  if (norm == NULL)
    return -1;
  index = schott_languages_find (languages, norm);
  if (index >= 0)
    return index;
  /* "de-AT" finds "de"; "zh" does not guess a script */
  dash = strchr (norm, '-');
  if (dash != NULL)
    {
      g_autofree char *primary = g_strndup (norm, dash - norm);
      return schott_languages_find (languages, primary);
    }
  return -1;
}

const char *
schott_lang_lookup (GPtrArray *languages, char **texts, const char *lang)
{
  gint index;

  if (texts == NULL || languages->len == 0)
    return "";
  index = lang_index_fuzzy (languages, lang);
  if (index >= 0 && !schott_lang_texts_empty (texts[index]))
    return texts[index];
  return texts[0] ? texts[0] : "";
}

gint
schott_pack_language_index (const SchottPack *pack, const char *lang)
{
  g_return_val_if_fail (pack != NULL, -1);
  return lang_index_fuzzy (pack->languages, lang);
}

/* ---------------------------------------------------------- flag arrays */

guint8 *
schott_lang_flags_copy (const guint8 *flags, guint n_languages)
{
  return flags != NULL && n_languages > 0 ? g_memdup2 (flags, n_languages) : NULL;
}

guint8 *
schott_lang_flags_grow (guint8 *flags, guint old_n, guint new_n)
{
  if (flags == NULL)
    return NULL;
  flags = g_realloc (flags, MAX (new_n, 1));
  if (new_n > old_n)
    memset (flags + old_n, 0, new_n - old_n);
  return flags;
}

void
schott_lang_flags_set (guint8 **flags, guint n_languages, guint index, guint8 bit, gboolean on)
{
  g_return_if_fail (index < n_languages);
  if (*flags == NULL)
    {
      if (!on)
        return;
      *flags = g_new0 (guint8, n_languages);
    }
  if (on)
    (*flags)[index] |= bit;
  else
    {
      (*flags)[index] &= ~bit;
      for (guint i = 0; i < n_languages; i++)
        if ((*flags)[i] != 0)
          return;
      g_clear_pointer (flags, g_free);
    }
}
