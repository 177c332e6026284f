/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-csv.c: questions as CSV (RFC 4180, UTF-8) for spreadsheets.
 *
 * Columns: id, category, difficulty, then for each language
 * question_<lang>, right_<lang>, wrong1_<lang>, wrong2_<lang> and, for a
 * translation, an optional outdated_<lang> naming its outdated fields. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-io-private.h"

static const char *const field_prefix[SCHOTT_N_FIELDS] = { "question_", "right_", "wrong1_", "wrong2_" };
#define OUTDATED_PREFIX "outdated_"
#define OUTDATED_SEEN (1u << SCHOTT_N_FIELDS)

/* The field names of an outdated_<lang> cell, as the prefixes say them. */
static const char *const field_word[SCHOTT_N_FIELDS] = { "question", "right", "wrong1", "wrong2" };

/* "question wrong1" -> the bits 1 << field; FALSE (and the word in bad)
 * on an unknown word. */
static gboolean
parse_outdated_cell (const char *cell, guint8 *bits, char **bad)
{
  g_auto (GStrv) words = g_strsplit_set (cell, " ,;\t", -1);

  *bits = 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      gboolean known = FALSE;

      if (words[i][0] == '\0')
        continue;
      for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
        if (g_ascii_strcasecmp (words[i], field_word[f]) == 0)
          {
            *bits |= 1u << f;
            known = TRUE;
          }
      if (!known)
        {
          *bad = g_strdup (words[i]);
          return FALSE;
        }
    }
  return TRUE;
}

typedef struct
{
  guint      line;
  GPtrArray *fields;   /* char * */
  char      *error;    /* a broken record (unterminated quote) */
} CsvRecord;

static void
record_free (CsvRecord *r)
{
  g_ptr_array_unref (r->fields);
  g_free (r->error);
  g_free (r);
}

/* Splits the text into records; a quoted field may span lines. */
static GPtrArray *
parse_records (const char *data, gsize len)
{
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) record_free);
  gsize i = 0;
  guint line = 1;

  if (len >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    i = 3;
  while (i < len)
    {
      CsvRecord *r = g_new0 (CsvRecord, 1);
      GString *field = g_string_new (NULL);
      gboolean end_of_record = FALSE;

      r->line = line;
      r->fields = g_ptr_array_new_with_free_func (g_free);
      while (!end_of_record)
        {
          g_string_truncate (field, 0);
          if (i < len && data[i] == '"')
            {
              guint quote_line = line;

              i++;
              for (;;)
                {
                  if (i >= len)
                    {
                      /* this one wins over "text after a closing quote" */
                      g_free (r->error);
                      r->error = g_strdup_printf (_("the quote opened on line %u is never closed"), quote_line);
                      break;
                    }
                  if (data[i] == '"')
                    {
                      if (i + 1 < len && data[i + 1] == '"')
                        {
                          g_string_append_c (field, '"');
                          i += 2;
                          continue;
                        }
                      i++;
                      break;
                    }
                  if (data[i] == '\n')
                    line++;
                  if (data[i] == '\r' && i + 1 < len && data[i + 1] == '\n')
                    {
                      i++;   /* CRLF inside a field is one line break */
                      continue;
                    }
                  g_string_append_c (field, data[i++]);
                }
              if (r->error)
                {
                  i = len;
                  end_of_record = TRUE;
                  break;
                }
              /* text after the closing quote up to the separator */
              while (i < len && data[i] != ',' && data[i] != '\n' && data[i] != '\r')
                {
                  if (r->error == NULL)
                    r->error = g_strdup (_("text after a closing quote; write a quote inside a quoted field as \"\""));
                  i++;
                }
            }
          else
            {
              while (i < len && data[i] != ',' && data[i] != '\n' && data[i] != '\r')
                g_string_append_c (field, data[i++]);
            }
          g_ptr_array_add (r->fields, g_strdup (field->str));
          if (i >= len)
            end_of_record = TRUE;
          else if (data[i] == ',')
            i++;
          else
            {
              if (data[i] == '\r')
                i++;
              if (i < len && data[i] == '\n')
                i++;
              line++;
              end_of_record = TRUE;
            }
        }
      g_string_free (field, TRUE);
      /* a blank line is no record */
      if (r->error == NULL && r->fields->len == 1
          && ((char *) g_ptr_array_index (r->fields, 0))[0] == '\0')
        record_free (r);
      else
        g_ptr_array_add (records, r);
    }
  return records;
}

void
schott_csv_import_free (SchottCsvImport *import)
{
  if (import == NULL)
    return;
  g_clear_pointer (&import->pack, schott_pack_free);
  for (guint i = 0; import->rejected && i < import->rejected->len; i++)
    {
      SchottCsvRejected *r = g_ptr_array_index (import->rejected, i);
      g_free (r->reason);
      g_free (r);
    }
  g_clear_pointer (&import->rejected, g_ptr_array_unref);
  g_free (import);
}

static void
reject (SchottCsvImport *import, guint line, char *reason)
{
  SchottCsvRejected *r = g_new0 (SchottCsvRejected, 1);

  r->line = line;
  r->reason = reason;
  g_ptr_array_add (import->rejected, r);
}

/* CSV injection (OWASP): a spreadsheet runs a cell that starts with one of
 * these as a formula. Export puts a "'" before such a cell (and before a
 * cell that starts with "'", so that import can tell the two apart);
 * import removes that one "'" again: a round trip gives the same text. */
static gboolean
is_formula_start (char c)
{
  return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r';
}

static gboolean
needs_formula_guard (const char *text)
{
  return is_formula_start (text[0]) || text[0] == '\'';
}

/* Import's side: "'=x" -> "=x", "''a" -> "'a"; "'a" stays (not ours). */
static void
remove_formula_guard (char *text)
{
  if (text[0] == '\'' && needs_formula_guard (text + 1))
    memmove (text, text + 1, strlen (text));
}

static char *
id_from_filename (const char *filename)
{
  g_autofree char *base = g_path_get_basename (filename ? filename : "imported");
  char *dot = strchr (base, '.');
  GString *id = g_string_new (NULL);

  if (dot != NULL && dot != base)
    *dot = '\0';
  for (const char *p = base; *p; p++)
    g_string_append_c (id, g_ascii_isalnum (*p) || *p == '-' || *p == '_' ? *p : '-');
  if (id->len == 0)
    g_string_append (id, "imported");
  return g_string_free (id, FALSE);
}

SchottCsvImport *
schott_csv_import (const char *data, gsize len, const char *filename,
                   const SchottPack *template_pack, GError **error)
{
  g_autoptr (GPtrArray) records = NULL;
  g_autoptr (GPtrArray) csv_langs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) categories = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) csv_index = schott_languages_index_new (NULL);
  g_autoptr (GHashTable) pack_index = NULL;
  g_autoptr (GArray) present = g_array_new (FALSE, TRUE, sizeof (guint8)); /* per language: fields seen */
  g_autofree gint *col_lang = NULL;     /* column -> pack language index */
  g_autofree gint *col_field = NULL;    /* column -> SchottField, -1 */
  g_autofree gint *col_outdated = NULL; /* column -> csv (then pack) language of outdated_<lang>, -1 */
  gboolean any_outdated = FALSE;
  gint col_id = -1, col_cat = -1, col_diff = -1;
  SchottCsvImport *import;
  CsvRecord *header;
  SchottPack *pack;
  guint n_cols;
  const char *name = filename ? filename : "(csv)";

  g_return_val_if_fail (data != NULL || len == 0, NULL);

  if (len > SCHOTT_IO_MAX_FILE_SIZE)
    {
      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_TOO_LARGE,
                   _("%s:1:1: the file is too large; the limit is %d MiB"), name,
                   SCHOTT_IO_MAX_FILE_SIZE / (1024 * 1024));
      return NULL;
    }
  {
    const char *bad = NULL;

    if (!g_utf8_validate_len (data, len, &bad))
      {
        guint line = 1;

        for (const char *p = data; p < bad; p++)
          if (*p == '\n')
            line++;
        g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_ENCODING,
                     _("%s:%u:1: the file is not valid UTF-8; save it as UTF-8 CSV"), name, line);
        return NULL;
      }
  }

  records = parse_records (data, len);
  if (records->len == 0)
    {
      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_CSV,
                   _("%s:1:1: the file is empty; the first line must name the columns"), name);
      return NULL;
    }
  header = g_ptr_array_index (records, 0);
  n_cols = header->fields->len;
  col_lang = g_new (gint, n_cols);
  col_field = g_new (gint, n_cols);
  col_outdated = g_new (gint, n_cols);

  /* the header: which column holds what */
  for (guint c = 0; c < n_cols; c++)
    {
      const char *col = g_ptr_array_index (header->fields, c);
      gboolean known = FALSE;

      col_lang[c] = -1;
      col_field[c] = -1;
      col_outdated[c] = -1;
      if (g_str_has_prefix (col, OUTDATED_PREFIX)
          && schott_lang_tag_is_valid (col + strlen (OUTDATED_PREFIX)))
        {
          const char *lang = col + strlen (OUTDATED_PREFIX);
          gint l = schott_languages_index_find (csv_index, lang);

          /* its language's text columns come first (export's order); once
           * per language (a bit beside the fields' in present) */
          known = l > 0 && (g_array_index (present, guint8, l) & OUTDATED_SEEN) == 0;
          if (known)
            {
              g_array_index (present, guint8, l) |= OUTDATED_SEEN;
              col_outdated[c] = l;
              any_outdated = TRUE;
            }
        }
      else if (strcmp (col, "id") == 0 && col_id < 0)
        col_id = c, known = TRUE;
      else if (strcmp (col, "category") == 0 && col_cat < 0)
        col_cat = c, known = TRUE;
      else if (strcmp (col, "difficulty") == 0 && col_diff < 0)
        col_diff = c, known = TRUE;
      else
        for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
          if (g_str_has_prefix (col, field_prefix[f])
              && schott_lang_tag_is_valid (col + strlen (field_prefix[f])))
            {
              const char *lang = col + strlen (field_prefix[f]);
              gint l = schott_languages_index_find (csv_index, lang);
              guint8 bit = 1u << f;

              if (l < 0)
                {
                  l = csv_langs->len;
                  g_ptr_array_add (csv_langs, g_strdup (lang));
                  schott_languages_index_add (csv_index, csv_langs);
                  g_array_set_size (present, csv_langs->len);
                }
              if (g_array_index (present, guint8, l) & bit)
                break;   /* twice: not known */
              g_array_index (present, guint8, l) |= bit;
              col_lang[c] = l;
              col_field[c] = f;
              known = TRUE;
            }
      if (!known)
        {
          g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_CSV,
                       _("%s:1:%u: the column “%s” is not known (or appears twice, or outdated_LANG comes before the texts of its language or names the source language); the columns are id, category, difficulty, question_LANG, right_LANG, wrong1_LANG, wrong2_LANG, outdated_LANG"),
                       name, c + 1, col);
          return NULL;
        }
    }
  if (col_id < 0 || col_cat < 0 || csv_langs->len == 0)
    {
      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_CSV,
                   _("%s:1:1: the first line must name the columns id, category and at least question_LANG, right_LANG, wrong1_LANG, wrong2_LANG for one language"),
                   name);
      return NULL;
    }
  for (guint l = 0; l < csv_langs->len; l++)
    for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
      {
        gboolean found = (g_array_index (present, guint8, l) & (1u << f)) != 0;

        if (!found)
          {
            g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_CSV,
                         _("%s:1:1: the column %s%s is missing"), name, field_prefix[f],
                         (const char *) g_ptr_array_index (csv_langs, l));
            return NULL;
          }
      }

  /* the pack the rows go into */
  if (template_pack != NULL)
    {
      pack = schott_pack_copy (template_pack);
      while (pack->questions->len > 0)
        schott_pack_remove_question (pack, pack->questions->len - 1);
      if (schott_languages_index_find (csv_index, pack->source_lang) < 0)
        {
          schott_pack_free (pack);
          g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_CSV,
                       _("%s:1:1: there are no columns for the pack's source language “%s”"),
                       name, template_pack->source_lang);
          return NULL;
        }
    }
  else
    {
      g_autofree char *id = id_from_filename (filename);
      g_autoptr (GString) list = g_string_new (NULL);

      for (guint l = 0; l < csv_langs->len; l++)
        g_string_append_printf (list, "%s%s", l ? " " : "", (char *) g_ptr_array_index (csv_langs, l));
      pack = schott_pack_new (id, list->str);
      g_free (pack->title[0]);
      pack->title[0] = g_strdup (id);
    }
  pack_index = schott_languages_index_new (pack->languages);
  for (guint l = 0; l < csv_langs->len; l++)
    if (schott_languages_index_find (pack_index, g_ptr_array_index (csv_langs, l)) < 0)
      {
        schott_pack_add_language (pack, g_ptr_array_index (csv_langs, l));
        schott_languages_index_add (pack_index, pack->languages);
      }
  /* columns now index the pack's languages */
  for (guint c = 0; c < n_cols; c++)
    {
      if (col_lang[c] >= 0)
        col_lang[c] = schott_languages_index_find (pack_index, g_ptr_array_index (csv_langs, col_lang[c]));
      if (col_outdated[c] >= 0)
        col_outdated[c] = schott_languages_index_find (pack_index, g_ptr_array_index (csv_langs, col_outdated[c]));
    }
  /* with --into, the pack's source may not be the CSV's first language */
  for (guint c = 0; any_outdated && c < n_cols; c++)
    if (col_outdated[c] == 0)
      {
        g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_CSV,
                     _("%s:1:%u: the source language “%s” cannot have outdated texts; remove the column “%s”"),
                     name, c + 1, pack->source_lang, (const char *) g_ptr_array_index (header->fields, c));
        schott_pack_free (pack);
        return NULL;
      }

  for (guint c = 0; c < pack->categories->len; c++)
    g_hash_table_add (categories, ((SchottCategory *) g_ptr_array_index (pack->categories, c))->id);

  import = g_new0 (SchottCsvImport, 1);
  import->pack = pack;
  import->rejected = g_ptr_array_new ();

  for (guint r = 1; r < records->len; r++)
    {
      CsvRecord *rec = g_ptr_array_index (records, r);
      const char *id, *category, *difficulty;
      guint64 diff = 0;
      SchottQuestion *q;
      g_autoptr (GPtrArray) problems = NULL;

      import->n_rows++;
      if (rec->error != NULL)
        {
          reject (import, rec->line, g_strdup (rec->error));
          continue;
        }
      if (rec->fields->len != n_cols)
        {
          reject (import, rec->line,
                  g_strdup_printf (_("the row has %u columns, the header %u"), rec->fields->len, n_cols));
          continue;
        }
      {
        g_autofree char *bad = NULL;
        guint c;

        for (c = 0; any_outdated && c < n_cols; c++)
          {
            guint8 bits;

            if (col_outdated[c] >= 0
                && !parse_outdated_cell (g_ptr_array_index (rec->fields, c), &bits, &bad))
              break;
          }
        if (bad != NULL)
          {
            reject (import, rec->line,
                    g_strdup_printf (_("the column “%s” may only name question, right, wrong1 and wrong2, not “%s”"),
                                     (const char *) g_ptr_array_index (header->fields, c), bad));
            continue;
          }
      }
      remove_formula_guard (g_ptr_array_index (rec->fields, col_id));
      remove_formula_guard (g_ptr_array_index (rec->fields, col_cat));
      id = g_ptr_array_index (rec->fields, col_id);
      category = g_ptr_array_index (rec->fields, col_cat);
      difficulty = col_diff >= 0 ? g_ptr_array_index (rec->fields, col_diff) : "";
      if (difficulty[0] != '\0'
          && !g_ascii_string_to_unsigned (difficulty, 10, 0, 3, &diff, NULL))
        {
          reject (import, rec->line,
                  g_strdup_printf (_("the difficulty must be 1, 2 or 3, or left empty, not “%s”"), difficulty));
          continue;
        }
      if (!schott_id_is_valid (category))
        {
          reject (import, rec->line,
                  g_strdup_printf (_("the category id “%s” must be letters, digits, “-”, “_” or “.”, not starting with “.”"),
                                   category));
          continue;
        }
      if (g_hash_table_contains (ids, id))
        {
          reject (import, rec->line, g_strdup_printf (_("the id “%s” was already used"), id));
          continue;
        }
      if (!g_hash_table_contains (categories, category))
        {
          if (template_pack != NULL || category[0] == '\0')
            {
              reject (import, rec->line,
                      g_strdup_printf (_("the category “%s” is not declared in the pack"), category));
              continue;
            }
          {
            SchottCategory *cat = schott_pack_add_category (pack, category);
            g_free (cat->name[0]);
            cat->name[0] = g_strdup (category);
            g_hash_table_add (categories, cat->id);
          }
        }
      q = schott_pack_add_question (pack, id, category);
      q->difficulty = (guint) diff;
      for (guint c = 0; c < n_cols; c++)
        if (col_lang[c] >= 0)
          {
            g_free (q->field[col_field[c]][col_lang[c]]);
            q->field[col_field[c]][col_lang[c]] =
              g_strstrip (g_strdup (g_ptr_array_index (rec->fields, c)));
            /* after the stripping: the guard keeps a leading tab */
            remove_formula_guard (q->field[col_field[c]][col_lang[c]]);
          }
      for (guint c = 0; any_outdated && c < n_cols; c++)
        if (col_outdated[c] > 0)
          {
            guint8 bits = 0;
            g_autofree char *bad = NULL;

            parse_outdated_cell (g_ptr_array_index (rec->fields, c), &bits, &bad);
            /* by index: looking the language up by name is linear */
            for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
              if ((bits & (1u << f)) != 0 && !schott_lang_texts_empty (q->field[f][col_outdated[c]]))
                schott_lang_flags_set (&q->outdated, pack->languages->len, col_outdated[c], 1u << f, TRUE);
          }
      problems = schott_problems_new ();
      if (!schott_pack_check_question (pack, categories, q, (gint) pack->questions->len - 1, problems))
        {
          for (guint p = 0; p < problems->len; p++)
            {
              SchottProblem *problem = g_ptr_array_index (problems, p);

              if (problem->severity == SCHOTT_PROBLEM_ERROR)
                {
                  reject (import, rec->line, g_strdup (problem->message));
                  break;
                }
            }
          schott_pack_remove_question (pack, pack->questions->len - 1);
          continue;
        }
      g_hash_table_add (ids, g_strdup (id));
    }
  return import;
}

static void
append_field (GString *out, const char *text)
{
  gboolean guard = needs_formula_guard (text);
  gboolean quote = text[0] == ' ' || (text[0] != '\0' && text[strlen (text) - 1] == ' ')
                   || strpbrk (text, ",\"\r\n") != NULL;

  if (!quote)
    {
      if (guard)
        g_string_append_c (out, '\'');
      g_string_append (out, text);
      return;
    }
  g_string_append_c (out, '"');
  if (guard)
    g_string_append_c (out, '\'');
  for (const char *p = text; *p; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

char *
schott_csv_export (const SchottPack *pack, gsize *len)
{
  GString *out;

  g_autofree gboolean *has_outdated = NULL;

  g_return_val_if_fail (pack != NULL, NULL);
  /* an outdated_<lang> column only where there is something to say: packs
   * without outdated texts export as before */
  has_outdated = g_new0 (gboolean, pack->languages->len + 1);
  for (guint i = 0; i < pack->questions->len; i++)
    {
      const SchottQuestion *q = g_ptr_array_index (pack->questions, i);

      for (guint l = 1; q->outdated != NULL && l < pack->languages->len; l++)
        if (!has_outdated[l] && schott_question_has_outdated (q, pack->languages->len, (gint) l))
          has_outdated[l] = TRUE;
    }
  out = g_string_new ("id,category,difficulty");
  for (guint l = 0; l < pack->languages->len; l++)
    {
      for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
        g_string_append_printf (out, ",%s%s", field_prefix[f],
                                (const char *) g_ptr_array_index (pack->languages, l));
      if (has_outdated[l])
        g_string_append_printf (out, "," OUTDATED_PREFIX "%s",
                                (const char *) g_ptr_array_index (pack->languages, l));
    }
  g_string_append (out, "\r\n");
  for (guint i = 0; i < pack->questions->len; i++)
    {
      const SchottQuestion *q = g_ptr_array_index (pack->questions, i);

      append_field (out, q->id);
      g_string_append_c (out, ',');
      append_field (out, q->category);
      g_string_append_c (out, ',');
      if (q->difficulty > 0)
        g_string_append_printf (out, "%u", q->difficulty);
      for (guint l = 0; l < pack->languages->len; l++)
        {
          for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
            {
              g_string_append_c (out, ',');
              append_field (out, q->field[f][l] ? q->field[f][l] : "");
            }
          if (has_outdated[l])
            {
              gboolean first = TRUE;

              g_string_append_c (out, ',');
              for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
                if (q->outdated != NULL && (q->outdated[l] & (1u << f)) != 0
                    && !schott_lang_texts_empty (q->field[f][l]))
                  {
                    g_string_append_printf (out, "%s%s", first ? "" : " ", field_word[f]);
                    first = FALSE;
                  }
            }
        }
      g_string_append (out, "\r\n");
    }
  if (len)
    *len = out->len;
  return g_string_free (out, FALSE);
}
