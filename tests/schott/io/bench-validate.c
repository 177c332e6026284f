/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-validate.c: how long `pack validate` takes on files with very many
 * languages, categories or questions (issue 16, item 2: every check must be
 * linear). Generates each file in a temporary folder, validates it the way
 * `schott-cli pack validate` does (schott_io_validate_file) and prints the
 * wall time; a few cases run on packs in memory (schott_pack_validate)
 * where the file would be over the 16 MiB limit, and one imports a CSV.
 *   bench-validate [--n N] [--only CASE]     N defaults to 100000
 * It is a benchmark, not a timed test: it prints figures and fails only
 * when a file that should load does not. */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "schott-io.h"

static guint n_items = 100000;
static const char *only;
static char *dir;

static gboolean
wanted (const char *name)
{
  return only == NULL || strcmp (only, name) == 0;
}

static void
report (const char *name, const char *what, gsize bytes, gint64 t0, const char *result)
{
  double ms = (g_get_monotonic_time () - t0) / 1000.0;

  printf ("%-18s %-44s %9.1f MB %9.1f ms  %s\n", name, what, bytes / 1e6, ms, result);
  fflush (stdout);
}

/* Validates the file as `pack validate` does; the first line of any error. */
static void
validate_file (const char *name, const char *what, GString *xml, gboolean expect_ok)
{
  g_autofree char *path = g_build_filename (dir, "bench.schott-pack.xml", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *result = NULL;
  gboolean ok;
  gint64 t0;

  if (!g_file_set_contents (path, xml->str, (gssize) xml->len, &error))
    g_error ("%s", error->message);
  t0 = g_get_monotonic_time ();
  ok = schott_io_validate_file (path, &error);
  if (ok)
    result = g_strdup ("valid");
  else
    {
      const char *nl = strchr (error->message, '\n');

      result = g_strdup_printf ("refused: %.*s%s", nl ? (int) MIN (nl - error->message, 100) : 100,
                                error->message, nl ? " …" : "");
    }
  report (name, what, xml->len, t0, result);
  if (expect_ok && !ok)
    g_error ("%s should load: %s", name, error->message);
  g_unlink (path);
}

static void
pack_head (GString *xml, const char *languages)
{
  g_string_append_printf (xml, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<pack xmlns=\"" SCHOTT_PACK_NS "\" id=\"bench\" version=\"1\" "
                          "source-lang=\"en\" languages=\"%s\">\n", languages);
}

static void
question (GString *xml, guint i, const char *category)
{
  g_string_append_printf (xml,
                          "<question id=\"q%u\" category=\"%s\"><text xml:lang=\"en\">Q%u</text>"
                          "<right><text xml:lang=\"en\">a</text></right>"
                          "<wrong><text xml:lang=\"en\">b</text></wrong>"
                          "<wrong><text xml:lang=\"en\">c</text></wrong></question>\n",
                          i, category, i);
}

/* N languages declared on the root, a title in the source only (the
 * issue's file: 80,000 took 101 s). */
static void
case_languages (void)
{
  g_autoptr (GString) langs = g_string_new ("en");
  g_autoptr (GString) xml = g_string_new (NULL);
  g_autofree char *what = g_strdup_printf ("%u languages declared, title in one", n_items);

  for (guint l = 1; l < n_items; l++)
    g_string_append_printf (langs, " x%u", l);
  pack_head (xml, langs->str);
  g_string_append (xml, "<title xml:lang=\"en\">T</title>\n<categories><category id=\"c\">"
                   "<name xml:lang=\"en\">C</name></category></categories>\n<questions>\n");
  question (xml, 1, "c");
  g_string_append (xml, "</questions>\n</pack>\n");
  validate_file ("languages", what, xml, FALSE);
}

/* N languages, each with a title and a category name (a text per language
 * and element: the look-up of xml:lang). */
static void
case_languages_titled (void)
{
  g_autoptr (GString) langs = g_string_new ("en");
  g_autoptr (GString) xml = g_string_new (NULL);
  g_autofree char *what = g_strdup_printf ("%u languages, titles and names in each", n_items);

  for (guint l = 1; l < n_items; l++)
    g_string_append_printf (langs, " x%u", l);
  pack_head (xml, langs->str);
  g_string_append (xml, "<title xml:lang=\"en\">T</title>\n");
  for (guint l = 1; l < n_items; l++)
    g_string_append_printf (xml, "<title xml:lang=\"x%u\"/>\n", l);
  g_string_append (xml, "<categories><category id=\"c\"><name xml:lang=\"en\">C</name>\n");
  for (guint l = 1; l < n_items; l++)
    g_string_append_printf (xml, "<name xml:lang=\"x%u\"/>\n", l);
  g_string_append (xml, "</category></categories>\n<questions>\n");
  question (xml, 1, "c");
  g_string_append (xml, "</questions>\n</pack>\n");
  /* the question lacks its translations' elements: refused, but in time */
  validate_file ("languages-titled", what, xml, FALSE);
}

/* N languages declared and as many source-only questions as fit: each
 * question lacks N - 1 texts of each of its four elements. */
static void
case_languages_questions (void)
{
  g_autoptr (GString) langs = g_string_new ("en");
  g_autoptr (GString) xml = g_string_new (NULL);
  g_autofree char *what = NULL;
  guint n = 0;

  for (guint l = 1; l < n_items; l++)
    g_string_append_printf (langs, " x%u", l);
  pack_head (xml, langs->str);
  g_string_append (xml, "<title xml:lang=\"en\">T</title>\n<categories><category id=\"c\">"
                   "<name xml:lang=\"en\">C</name></category></categories>\n<questions>\n");
  while (xml->len < SCHOTT_IO_MAX_FILE_SIZE - 1000)
    question (xml, n++, "c");
  g_string_append (xml, "</questions>\n</pack>\n");
  what = g_strdup_printf ("%u languages, %u questions in one", n_items, n);
  validate_file ("languages-questions", what, xml, FALSE);
}

/* N categories, 20,000 questions (the issue's: 19 s). */
static void
case_categories (void)
{
  g_autoptr (GString) xml = g_string_new (NULL);
  guint n_questions = MIN (n_items, 20000);
  g_autofree char *what = g_strdup_printf ("%u categories, %u questions", n_items, n_questions);

  pack_head (xml, "en");
  g_string_append (xml, "<title xml:lang=\"en\">T</title>\n<categories>\n");
  for (guint c = 0; c < n_items; c++)
    g_string_append_printf (xml, "<category id=\"c%u\"><name xml:lang=\"en\">C</name></category>\n", c);
  g_string_append (xml, "</categories>\n<questions>\n");
  for (guint i = 0; i < n_questions; i++)
    {
      g_autofree char *cat = g_strdup_printf ("c%u", n_items - 1 - i % n_items);

      question (xml, i, cat);
    }
  g_string_append (xml, "</questions>\n</pack>\n");
  validate_file ("categories", what, xml, TRUE);
}

/* As many questions as fit under the 16 MiB limit (a question takes at
 * least about 190 bytes, so 100,000 never fit in a file). */
static void
case_questions_file (void)
{
  g_autoptr (GString) xml = g_string_new (NULL);
  g_autofree char *what = NULL;
  guint n = 0;

  pack_head (xml, "en");
  g_string_append (xml, "<title xml:lang=\"en\">T</title>\n<categories>"
                   "<category id=\"c\"><name xml:lang=\"en\">C</name></category></categories>\n"
                   "<questions>\n");
  while (n < n_items && xml->len < SCHOTT_IO_MAX_FILE_SIZE - 1000)
    question (xml, n++, "c");
  g_string_append (xml, "</questions>\n</pack>\n");
  what = g_strdup_printf ("%u questions (all that fit in 16 MiB)", n);
  validate_file ("questions-file", what, xml, TRUE);
}

static SchottPack *
memory_pack (guint n_languages, guint n_categories, guint n_questions)
{
  g_autoptr (GString) langs = g_string_new ("en");
  SchottPack *pack;

  for (guint l = 1; l < n_languages; l++)
    g_string_append_printf (langs, " x%u", l);
  pack = schott_pack_new ("bench", langs->str);
  g_free (pack->title[0]);
  pack->title[0] = g_strdup ("T");
  for (guint c = 0; c < n_categories; c++)
    {
      g_autofree char *id = g_strdup_printf ("c%u", c);
      SchottCategory *cat = schott_pack_add_category (pack, id);

      g_free (cat->name[0]);
      cat->name[0] = g_strdup ("C");
    }
  for (guint i = 0; i < n_questions; i++)
    {
      g_autofree char *id = g_strdup_printf ("q%u", i);
      g_autofree char *cat = g_strdup_printf ("c%u", n_categories - 1 - i % n_categories);
      SchottQuestion *q = schott_pack_add_question (pack, id, cat);

      for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
        {
          g_free (q->field[f][0]);
          q->field[f][0] = g_strdup_printf ("%c%u", "Qabc"[f], i);
        }
    }
  return pack;
}

static void
validate_memory (const char *name, guint n_languages, guint n_categories, guint n_questions)
{
  g_autoptr (SchottPack) pack = memory_pack (n_languages, n_categories, n_questions);
  g_autoptr (GPtrArray) problems = schott_problems_new ();
  g_autofree char *what = g_strdup_printf ("in memory: %u lang, %u cat, %u q",
                                           n_languages, n_categories, n_questions);
  gint64 t0 = g_get_monotonic_time ();
  gboolean ok = schott_pack_validate (pack, problems);

  report (name, what, 0, t0, ok ? "valid" : "refused");
  if (!ok)
    g_error ("%s should be valid", name);
}

/* A CSV with N rows in N new categories (the issue's: 400 s). */
static void
case_csv (void)
{
  g_autoptr (GString) csv = g_string_new ("id,category,question_en,right_en,wrong1_en,wrong2_en\r\n");
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottCsvImport) import = NULL;
  g_autofree char *what = g_strdup_printf ("import-csv: %u rows, %u new categories", n_items, n_items);
  gint64 t0;

  for (guint i = 0; i < n_items; i++)
    g_string_append_printf (csv, "q%u,c%u,Q%u,a,b,c\r\n", i, i, i);
  t0 = g_get_monotonic_time ();
  import = schott_csv_import (csv->str, csv->len, "bench.csv", NULL, &error);
  report ("csv", what, csv->len, t0, import ? "parsed" : error->message);
}

int
main (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--n") == 0 && i + 1 < argc)
        n_items = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--only") == 0 && i + 1 < argc)
        only = argv[++i];
    }
  if (n_items < 2)
    n_items = 2;
  dir = g_dir_make_tmp ("schott-bench-validate-XXXXXX", NULL);

  if (wanted ("languages"))
    case_languages ();
  if (wanted ("languages-titled"))
    case_languages_titled ();
  if (wanted ("languages-questions"))
    case_languages_questions ();
  if (wanted ("categories"))
    case_categories ();
  if (wanted ("questions-file"))
    case_questions_file ();
  if (wanted ("memory-languages"))
    validate_memory ("memory-languages", n_items, 1, 1);
  if (wanted ("memory-categories"))
    validate_memory ("memory-categories", 1, n_items, n_items);
  if (wanted ("csv"))
    case_csv ();

  g_rmdir (dir);
  g_free (dir);
  return 0;
}
