/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-io.c: the file layer: packs, event texts, variants, saved games,
 * CSV, hostile files and `schott-cli pack`. */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/file.h>
#include <unistd.h>

#include "schott-io.h"
#include "schott-io-private.h"
#include "../../common/sw-hostile-files.h"

#define NS_PACK "xmlns=\"" SCHOTT_PACK_NS "\""

static char *tmpdir;

static char *
data_path (const char *rel)
{
  return g_build_filename (SOURCE_DATADIR, rel, NULL);
}

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmpdir, name, NULL);
}

static char *
write_tmp (const char *name, const char *text)
{
  char *path = tmp_path (name);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static char *
read_text (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* The message must start with FILE:LINE:COLUMN: and contain needle. */
static void
assert_located (const GError *error, const char *file, long line, const char *needle)
{
  g_autofree char *prefix = NULL;
  long got_line = 0, got_col = 0;
  const char *rest;

  g_assert_nonnull (error);
  g_assert_true (error->domain == SCHOTT_IO_ERROR);
  prefix = g_strdup_printf ("%s:", file);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("message without FILE: prefix: %s", error->message);
  rest = error->message + strlen (prefix);
  if (sscanf (rest, "%ld:%ld:", &got_line, &got_col) != 2 || got_col < 1)
    g_error ("message without LINE:COLUMN: %s", error->message);
  if (line > 0 && got_line != line)
    g_error ("expected line %ld in: %s", line, error->message);
  if (needle && strstr (error->message, needle) == NULL)
    g_error ("expected “%s” in: %s", needle, error->message);
}

/* A small valid pack in two languages; variations replace parts. */
static const char *small_pack =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"                      /* 1 */
  "<pack " NS_PACK " id=\"t\" version=\"1\" source-lang=\"en\" languages=\"en de\">\n"
  "  <title xml:lang=\"en\">Test</title>\n"
  "  <title xml:lang=\"de\">Test</title>\n"
  "  <categories>\n"                                                  /* 5 */
  "    <category id=\"c\">\n"
  "      <name xml:lang=\"en\">Cat</name>\n"
  "      <name xml:lang=\"de\">Kat</name>\n"
  "    </category>\n"
  "  </categories>\n"                                                 /* 10 */
  "  <questions>\n"
  "    <question id=\"q1\" category=\"c\" difficulty=\"2\">\n"
  "      <text xml:lang=\"en\">One?</text>\n"
  "      <text xml:lang=\"de\">Eins?</text>\n"
  "      <right><text xml:lang=\"en\">A</text><text xml:lang=\"de\">A</text></right>\n" /* 15 */
  "      <wrong><text xml:lang=\"en\">B</text><text xml:lang=\"de\">B</text></wrong>\n"
  "      <wrong><text xml:lang=\"en\">C</text><text xml:lang=\"de\">C</text></wrong>\n"
  "    </question>\n"
  "    <question id=\"q2\" category=\"c\">\n"
  "      <text xml:lang=\"en\">Two?</text>\n"                         /* 20 */
  "      <text xml:lang=\"de\"></text>\n"
  "      <right><text xml:lang=\"en\">D</text><text xml:lang=\"de\"/></right>\n"
  "      <wrong><text xml:lang=\"en\">E</text><text xml:lang=\"de\"/></wrong>\n"
  "      <wrong><text xml:lang=\"en\">F</text><text xml:lang=\"de\"/></wrong>\n"
  "    </question>\n"                                                 /* 25 */
  "  </questions>\n"
  "</pack>\n";

static char *
pack_with (const char *from, const char *to)
{
  GString *s = g_string_new (small_pack);

  g_assert_nonnull (strstr (small_pack, from));
  g_string_replace (s, from, to, 1);
  return g_string_free (s, FALSE);
}

static void
expect_pack_error (const char *text, long line, const char *needle)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = NULL;

  pack = schott_pack_load_from_data (text, strlen (text), "t.xml", &error);
  g_assert_null (pack);
  assert_located (error, "t.xml", line, needle);
}

/* A text that holds characters XML 1.0 cannot carry (a control character,
 * U+FFFE, U+FFFF) does not validate, but if such a pack is saved all the
 * same (an author's draft), the file must load again: the writer drops
 * them. U+FFFD and U+EFBF (a neighbour in UTF-8) are kept. */
static void
test_writer_drops_unwritable (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = NULL;
  g_autoptr (SchottPack) again = NULL;
  g_autofree char *xml = NULL;
  SchottQuestion *q;

  /* the loader refuses them, so put them into a loaded pack by hand */
  pack = schott_pack_load_from_data (small_pack, strlen (small_pack), "t.xml", &error);
  g_assert_no_error (error);
  q = g_ptr_array_index (pack->questions, 0);
  g_free (q->field[SCHOTT_FIELD_WRONG1][0]);
  q->field[SCHOTT_FIELD_WRONG1][0] = g_strdup ("B\xef\xbf\xbe" "b\xef\xbf\xbf" "c\x01" "d\xef\xbf\xbd" "e\xee\xbe\xbf" "f");
  g_assert_false (schott_pack_validate (pack, NULL));

  xml = schott_pack_to_data (pack, NULL);
  again = schott_pack_load_from_data (xml, strlen (xml), "t.xml", &error);
  g_assert_no_error (error);
  q = g_ptr_array_index (again->questions, 0);
  g_assert_cmpstr (q->field[SCHOTT_FIELD_WRONG1][0], ==, "Bbcd\xef\xbf\xbd" "e\xee\xbe\xbf" "f");
}

/* ------------------------------------------------- outdated translations */

/* Issue 18, item 5: a translation made before its source text changed is
 * kept as outdated="true" on the translated text and comes back from XML
 * and CSV; a file without the mark loads as before. */
static void
test_outdated_round_trip (void)
{
  g_autofree char *text = pack_with ("<wrong><text xml:lang=\"en\">B</text><text xml:lang=\"de\">B</text></wrong>",
                                     "<wrong><text xml:lang=\"en\">B</text><text xml:lang=\"de\" outdated=\"true\">B</text></wrong>");
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = NULL;
  g_autoptr (SchottPack) plain = NULL;
  g_autoptr (SchottPack) again = NULL;
  g_autoptr (SchottCsvImport) import = NULL;
  g_autoptr (SchottCsvImport) import_plain = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *xml_again = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *csv_plain = NULL;
  SchottQuestion *q1, *q2;
  gsize len;

  pack = schott_pack_load_from_data (text, strlen (text), "t.xml", &error);
  g_assert_no_error (error);
  q1 = g_ptr_array_index (pack->questions, 0);
  q2 = g_ptr_array_index (pack->questions, 1);
  g_assert_true (schott_pack_is_outdated (pack, q1, SCHOTT_FIELD_WRONG1, "de"));
  g_assert_false (schott_pack_is_outdated (pack, q1, SCHOTT_FIELD_WRONG2, "de"));
  g_assert_false (schott_pack_is_outdated (pack, q1, SCHOTT_FIELD_WRONG1, "en"));
  g_assert_false (schott_pack_is_outdated (pack, q1, SCHOTT_FIELD_TEXT, "de"));
  g_assert_true (schott_question_has_outdated (q1, 2, -1));
  g_assert_true (schott_question_has_outdated (q1, 2, 1));
  g_assert_false (schott_question_has_outdated (q1, 2, 0));
  g_assert_false (schott_question_has_outdated (q2, 2, -1));
  g_assert_cmpuint (schott_pack_count_outdated (pack, "de"), ==, 1);
  g_assert_cmpuint (schott_pack_count_outdated (pack, "en"), ==, 0);
  /* still complete: the game shows an outdated translation (R-Q-2) */
  g_assert_cmpuint (schott_pack_count_complete (pack, "de"), ==, 1);

  /* XML: saved with the mark, and loaded again the same */
  xml = schott_pack_to_data (pack, NULL);
  g_assert_nonnull (strstr (xml, "<text xml:lang=\"de\" outdated=\"true\">B</text>"));
  g_assert_null (strstr (xml, "<text xml:lang=\"en\" outdated"));
  again = schott_pack_load_from_data (xml, strlen (xml), "t.xml", &error);
  g_assert_no_error (error);
  xml_again = schott_pack_to_data (again, NULL);
  g_assert_cmpstr (xml, ==, xml_again);
  g_clear_pointer (&xml_again, g_free);

  /* a copy keeps it; clearing it gives the file without the mark */
  {
    g_autoptr (SchottPack) copy = schott_pack_copy (pack);
    g_autofree char *xml_copy = schott_pack_to_data (copy, NULL);

    g_assert_cmpstr (xml_copy, ==, xml);
    schott_pack_set_outdated (copy, g_ptr_array_index (copy->questions, 0), SCHOTT_FIELD_WRONG1, "de", FALSE);
    g_assert_null (((SchottQuestion *) g_ptr_array_index (copy->questions, 0))->outdated);
    /* the source and empty texts cannot be outdated */
    schott_pack_set_outdated (copy, g_ptr_array_index (copy->questions, 0), SCHOTT_FIELD_TEXT, "en", TRUE);
    schott_pack_set_outdated (copy, g_ptr_array_index (copy->questions, 1), SCHOTT_FIELD_TEXT, "de", TRUE);
    g_assert_cmpuint (schott_pack_count_outdated (copy, "de"), ==, 0);
  }

  /* old files without the mark load unchanged: byte for byte */
  plain = schott_pack_load_from_data (small_pack, strlen (small_pack), "t.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (schott_pack_count_outdated (plain, "de"), ==, 0);
  {
    g_autofree char *plain_xml = schott_pack_to_data (plain, NULL);
    g_assert_null (strstr (plain_xml, "outdated"));
  }

  /* CSV: an outdated_de column naming the fields */
  csv = schott_csv_export (pack, &len);
  g_assert_nonnull (strstr (csv, ",wrong2_de,outdated_de\r\n"));
  g_assert_nonnull (strstr (csv, ",C,wrong1\r\n"));
  import = schott_csv_import (csv, len, "t.csv", pack, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (import->rejected->len, ==, 0);
  g_assert_true (schott_pack_is_outdated (import->pack, g_ptr_array_index (import->pack->questions, 0),
                                          SCHOTT_FIELD_WRONG1, "de"));
  g_assert_cmpuint (schott_pack_count_outdated (import->pack, "de"), ==, 1);
  /* a pack without outdated texts exports without the column */
  csv_plain = schott_csv_export (plain, &len);
  g_assert_null (strstr (csv_plain, "outdated"));
  import_plain = schott_csv_import (csv_plain, len, "t.csv", plain, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (schott_pack_count_outdated (import_plain->pack, "de"), ==, 0);
}

/* Bad outdated marks are reported in plain words with their place. */
static void
test_outdated_errors (void)
{
  g_autofree char *source = pack_with ("<text xml:lang=\"en\">One?</text>",
                                       "<text xml:lang=\"en\" outdated=\"true\">One?</text>");
  g_autofree char *bad_value = pack_with ("<text xml:lang=\"de\">Eins?</text>",
                                          "<text xml:lang=\"de\" outdated=\"yes\">Eins?</text>");
  g_autofree char *on_title = pack_with ("<title xml:lang=\"de\">Test</title>",
                                         "<title xml:lang=\"de\" outdated=\"true\">Test</title>");
  g_autofree char *on_name = pack_with ("<name xml:lang=\"de\">Kat</name>",
                                        "<name xml:lang=\"de\" outdated=\"true\">Kat</name>");
  g_autofree char *empty = pack_with ("<text xml:lang=\"de\"></text>",
                                      "<text xml:lang=\"de\" outdated=\"true\"></text>");
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = NULL;
  g_autoptr (SchottCsvImport) import = NULL;
  const char *csv_bad_word =
    "id,category,difficulty,question_en,right_en,wrong1_en,wrong2_en,question_de,right_de,wrong1_de,wrong2_de,outdated_de\n"
    "a,c,,Q?,A,B,C,F?,A,B,C,question\n"
    "b,c,,Q2?,A,B,C,F?,A,B,C,answer\n";
  const char *csv_source =
    "id,category,difficulty,question_en,right_en,wrong1_en,wrong2_en,outdated_en\n"
    "a,c,,Q?,A,B,C,question\n";

  expect_pack_error (source, 13, "cannot be outdated");
  expect_pack_error (bad_value, 14, "“outdated” must be true or false, not “yes”");
  expect_pack_error (on_title, 4, "<title> has no attribute “outdated”");
  expect_pack_error (on_name, 8, "<name> has no attribute “outdated”");
  /* an outdated mark on an empty translation means nothing: dropped */
  pack = schott_pack_load_from_data (empty, strlen (empty), "t.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (schott_pack_count_outdated (pack, "de"), ==, 0);

  import = schott_csv_import (csv_bad_word, strlen (csv_bad_word), "t.csv", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (import->pack->questions->len, ==, 1);
  g_assert_cmpuint (import->rejected->len, ==, 1);
  g_assert_cmpuint (((SchottCsvRejected *) g_ptr_array_index (import->rejected, 0))->line, ==, 3);
  g_assert_nonnull (strstr (((SchottCsvRejected *) g_ptr_array_index (import->rejected, 0))->reason, "“answer”"));
  g_assert_true (schott_pack_is_outdated (import->pack, g_ptr_array_index (import->pack->questions, 0),
                                          SCHOTT_FIELD_TEXT, "de"));
  g_clear_pointer (&import, schott_csv_import_free);
  import = schott_csv_import (csv_source, strlen (csv_source), "t.csv", NULL, &error);
  g_assert_null (import);
  g_assert_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_CSV);
  g_assert_nonnull (strstr (error->message, "outdated_en"));
}

/* The event texts carry the same mark. */
static void
test_outdated_events (void)
{
  g_autofree char *path = data_path ("events/default.schott-events.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottEventTexts) texts = schott_event_texts_load (path, &error);
  g_autoptr (SchottEventTexts) again = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *xml_again = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (texts->languages->len, >, 1);
  g_assert_null (texts->kind[3].outdated);
  texts->kind[3].outdated = g_new0 (guint8, texts->languages->len);
  texts->kind[3].outdated[1] = 1;
  xml = schott_event_texts_to_data (texts, NULL);
  g_assert_nonnull (strstr (xml, "\" outdated=\"true\">"));
  again = schott_event_texts_load_from_data (xml, strlen (xml), "e.xml", &error);
  g_assert_no_error (error);
  g_assert_nonnull (again->kind[3].outdated);
  g_assert_cmpuint (again->kind[3].outdated[1], ==, 1);
  g_assert_null (again->kind[4].outdated);
  xml_again = schott_event_texts_to_data (again, NULL);
  g_assert_cmpstr (xml, ==, xml_again);
}

/* ------------------------------------------------ broken XML, plain words */

/* Issue 18, item 7: a broken file is reported in plain words at the place
 * of the problem (the start tag of an element that is never closed, not
 * the end of the file), once, on every libxml2 version. */
static void
expect_plain_syntax_error (const char *text, long line, const char *needle)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = schott_pack_load_from_data (text, strlen (text), "t.xml", &error);

  g_assert_null (pack);
  g_test_message ("%s", error->message);
  assert_located (error, "t.xml", line, needle);
  g_assert_true (error->domain == SCHOTT_IO_ERROR && error->code == SCHOTT_IO_ERROR_SYNTAX);
  /* libxml2's own English is not shown, and nothing follows from it */
  g_assert_null (strstr (error->message, "well-formed"));
  g_assert_null (strchr (error->message, '\n'));
}

static void
test_broken_xml_plain_words (void)
{
  g_autofree char *unclosed = pack_with ("      <wrong><text xml:lang=\"en\">C</text><text xml:lang=\"de\">C</text></wrong>\n"
                                         "    </question>\n",
                                         "      <wrong><text xml:lang=\"en\">C</text><text xml:lang=\"de\">C</text></wrong>\n");
  g_autofree char *mismatch = pack_with ("<text xml:lang=\"de\">A</text></right>",
                                         "<text xml:lang=\"de\">A</text></wrong>");
  g_autofree char *truncated = NULL;
  g_autofree char *amp = pack_with ("One?", "One & two?");
  g_autofree char *lt = pack_with ("One?", "1 < 2?");
  g_autofree char *twice = pack_with ("<question id=\"q1\"", "<question id=\"q1\" id=\"q9\"");
  g_autofree char *unquoted = pack_with ("difficulty=\"2\"", "difficulty=2");
  g_autofree char *unclosed_value = pack_with ("difficulty=\"2\">", "difficulty=\"2>");
  g_autofree char *multiline = NULL;
  g_autofree char *comment = pack_with ("  <questions>\n", "  <!-- to do\n  <questions>\n");

  /* the <question> of line 12 lacks its </question>: said at line 12 */
  expect_plain_syntax_error (unclosed, 12, "the <question> opened at line 12 is never closed (</questions> on line 25 comes first)");
  /* the end tag names another element: said where the end tag is */
  expect_plain_syntax_error (mismatch, 15, "the <right> opened at line 15 is closed with </wrong>; write </right>");
  /* the file ends inside the second question (line 19) */
  {
    const char *cut = strstr (small_pack, "      <text xml:lang=\"en\">Two?</text>\n");

    g_assert_nonnull (cut);
    truncated = g_strndup (small_pack, cut - small_pack + strlen ("      <text xml:lang=\"en\">Two?</text>\n"));
    expect_plain_syntax_error (truncated, 19, "the <question> opened at line 19 is never closed; the file ends first");
  }
  expect_plain_syntax_error (amp, 13, "a “&” must be written as &amp;");
  expect_plain_syntax_error (lt, 13, "a “<” must be written as &lt;");
  expect_plain_syntax_error (twice, 12, "the attribute “id” appears twice in one tag");
  expect_plain_syntax_error (unquoted, 12, "an attribute value must be in quotes");
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (SchottPack) pack = schott_pack_load_from_data (unclosed_value, strlen (unclosed_value), "t.xml", &error);

    /* libxml2 versions differ in where they notice it; the words are ours */
    g_assert_null (pack);
    g_test_message ("%s", error->message);
    g_assert_null (strstr (error->message, "well-formed"));
  }
  /* a start tag over two lines is found at its "<" (line 19, not 20) */
  {
    GString *m = g_string_new (small_pack);
    g_autoptr (GError) error = NULL;
    g_autoptr (SchottPack) pack = NULL;

    g_string_replace (m, "    <question id=\"q2\" category=\"c\">\n", "    <question\n        id=\"q2\" category=\"c\">\n", 1);
    g_string_replace (m, "    </question>\n  </questions>", "  </questions>", 1);
    multiline = g_string_free (m, FALSE);
    expect_plain_syntax_error (multiline, 19, "the <question> opened at line 19 is never closed (</questions> on line 26 comes first)");
    pack = schott_pack_load_from_data (multiline, strlen (multiline), "t.xml", &error);
    g_assert_true (g_str_has_prefix (error->message, "t.xml:19:5: "));
  }
  /* an unclosed comment is shown where it opens (line 11) */
  expect_plain_syntax_error (comment, 11, "a comment “<!--” is never closed with “-->”");
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (SchottPack) pack = schott_pack_load_from_data (comment, strlen (comment), "t.xml", &error);

    g_assert_true (g_str_has_prefix (error->message, "t.xml:11:3: "));
  }
}

/* What only the schema finds is said in plain words too, once, at the
 * element or attribute concerned. */
static void
test_broken_xml_schema_words (void)
{
  static const struct { const char *from, *to; long line, col; const char *needle; } cases[] = {
    { "  <categories>\n", "  <categories sort=\"yes\">\n", 5, 15, "<categories> has no attribute “sort”" },
    { "  </categories>\n", "  </categories>\n  <license>L</license>\n", 11, 3,
      "<license> is not expected here inside <pack>" },
    { "  <questions>\n", "  <questions>stray words\n", 11, 3, "<questions> may only contain elements, not text" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = pack_with (cases[i].from, cases[i].to);
      g_autofree char *prefix = g_strdup_printf ("t.xml:%ld:%ld: ", cases[i].line, cases[i].col);
      g_autoptr (GError) error = NULL;
      g_autoptr (SchottPack) pack = schott_pack_load_from_data (text, strlen (text), "t.xml", &error);

      g_assert_null (pack);
      g_test_message ("%s", error->message);
      assert_located (error, "t.xml", cases[i].line, cases[i].needle);
      g_assert_true (g_str_has_prefix (error->message, prefix));
      g_assert_null (strchr (error->message, '\n'));
    }
}

/* The same words for event texts and variants, through the same reader. */
static void
test_broken_xml_other_files (void)
{
  g_autofree char *path = data_path ("events/default.schott-events.xml");
  g_autofree char *text = read_text (path);
  g_autoptr (GString) broken = g_string_new (text);
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottEventTexts) texts = NULL;
  const char *first_end = strstr (text, "</event>");
  long line = 1;

  g_assert_nonnull (first_end);
  for (const char *p = text; p < first_end; p++)
    line += *p == '\n';
  /* the first </event> is gone: its <event> is two lines up, for
   * every language another line (one <text> per line) */
  g_string_replace (broken, "</event>", "", 1);
  texts = schott_event_texts_load_from_data (broken->str, broken->len, "e.xml", &error);
  g_assert_null (texts);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "the <event> opened at line "));
  g_assert_nonnull (strstr (error->message, "is never closed (</events> on line "));
  {
    long got = 0;

    g_assert_cmpint (sscanf (error->message, "e.xml:%ld:", &got), ==, 1);
    g_assert_cmpint (got, <, line);
    g_assert_cmpint (got, >, 1);
  }
}

/* ------------------------------------------------------------ shipped */

static const char *const shipped[][2] = {
  { "events/default.schott-events.xml", "schemas/events.rng" },
  { "variants/schott.schott-variant.xml", "schemas/variant.rng" },
  { "variants/classic.schott-variant.xml", "schemas/variant.rng" },
  { "packs/glass-and-light.schott-pack.xml", "schemas/pack.rng" },
  { "packs/world-geography.schott-pack.xml", "schemas/pack.rng" },
  { "packs/living-world.schott-pack.xml", "schemas/pack.rng" },
};

static void
test_shipped_xmllint (void)
{
  const char *xmllint = g_getenv ("XMLLINT");

  if (xmllint == NULL || xmllint[0] == '\0')
    {
      g_test_skip ("xmllint not found");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      g_autofree char *file = data_path (shipped[i][0]);
      g_autofree char *schema = data_path (shipped[i][1]);
      g_autofree char *err = NULL;
      const char *argv[] = { xmllint, "--noout", "--nonet", "--relaxng", schema, file, NULL };
      int status = -1;

      if (!g_file_test (file, G_FILE_TEST_EXISTS))
        continue;
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL,
                                   NULL, NULL, NULL, &err, &status, NULL));
      if (!g_spawn_check_wait_status (status, NULL))
        g_error ("xmllint rejects %s: %s", file, err);
    }
}

static void
test_shipped_load (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      g_autofree char *file = data_path (shipped[i][0]);
      g_autoptr (GError) error = NULL;

      if (!g_file_test (file, G_FILE_TEST_EXISTS))
        continue;
      if (!schott_io_validate_file (file, &error))
        g_error ("the loader rejects %s:\n%s", file, error->message);
    }
}

/* R-COMP-2, R-COMP-6, R-COMP-7: the shipped default equals the engine's. */
static void
test_variant_default_file (void)
{
  g_autofree char *file = data_path ("variants/schott.schott-variant.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottVariantInfo) info = NULL;
  SchottVariant loaded, def;

  g_assert_true (schott_variant_load (file, &loaded, &info, &error));
  g_assert_no_error (error);
  schott_variant_init_default (&def);
  g_assert_cmpstr (loaded.name, ==, def.name);
  for (guint p = SCHOTT_MIN_PLAYERS; p <= SCHOTT_MAX_PLAYERS; p++)
    {
      g_assert_cmpuint (loaded.deck[p].max_value, ==, def.deck[p].max_value);
      g_assert_cmpuint (loaded.deck[p].n_jokers, ==, def.deck[p].n_jokers);
    }
  g_assert_cmpuint (loaded.row_length, ==, def.row_length);
  g_assert_cmpuint (loaded.route_length, ==, def.route_length);
  for (guint f = 0; f <= SCHOTT_MAX_ROUTE; f++)
    g_assert_cmpint (loaded.field_value[f], ==, def.field_value[f]);
  for (guint k = 0; k <= SCHOTT_N_EVENT_KINDS; k++)
    {
      g_assert_cmpuint (loaded.event_copies[k], ==, def.event_copies[k]);
      g_assert_cmpuint (loaded.event_amount[k], ==, def.event_amount[k]);
    }
  g_assert_cmpuint (loaded.events_per_player, ==, def.events_per_player);
  g_assert_cmpuint (loaded.question_reward, ==, def.question_reward);
  g_assert_cmpint (loaded.fast_track, ==, def.fast_track);
  g_assert_cmpint (loaded.questions, ==, def.questions);
  g_assert_cmpint (loaded.may_discard_drawn, ==, def.may_discard_drawn);
  g_assert_cmpint (loaded.single_stage, ==, def.single_stage);
  g_assert_cmpuint (loaded.turn_cap, ==, def.turn_cap);
  g_assert_cmpuint (loaded.stage_cap, ==, def.stage_cap);
  g_assert_true (memcmp (&loaded, &def, sizeof def) == 0);

  /* every location field has a place name in every language */
  g_assert_cmpuint (info->locations->len, ==, 11);
  for (guint l = 0; l < info->languages->len; l++)
    for (guint i = 0; i < info->locations->len; i++)
      {
        SchottLocationInfo *loc = g_ptr_array_index (info->locations, i);
        g_assert_cmpstr (loc->name[l], !=, "");
      }
  g_assert_cmpstr (schott_variant_info_place_name (info, 5, "de"), ==, "Jena");
  g_assert_cmpstr (schott_variant_info_place_name (info, 46, "fr"), ==, "Mayence");
  g_assert_cmpstr (schott_variant_info_place_name (info, 46, "zh_CN.UTF-8"), ==, "美因茨");
  g_assert_null (schott_variant_info_place_name (info, 6, "en"));
}

static void
test_variant_classic_file (void)
{
  g_autofree char *file = data_path ("variants/classic.schott-variant.xml");
  g_autoptr (GError) error = NULL;
  SchottVariant loaded, classic;

  g_assert_true (schott_variant_load (file, &loaded, NULL, &error));
  g_assert_no_error (error);
  schott_variant_init_classic (&classic);
  g_assert_true (memcmp (&loaded, &classic, sizeof classic) == 0);
}

/* Shipped events and variants are canonical: load + save = same bytes. */
static void
test_shipped_canonical (void)
{
  g_autofree char *events_path = data_path ("events/default.schott-events.xml");
  g_autofree char *events_text = read_text (events_path);
  g_autoptr (SchottEventTexts) texts = schott_event_texts_load (events_path, NULL);
  g_autofree char *events_out = NULL;
  const char *variants[] = { "variants/schott.schott-variant.xml", "variants/classic.schott-variant.xml" };

  g_assert_nonnull (texts);
  events_out = schott_event_texts_to_data (texts, NULL);
  g_assert_cmpstr (events_out, ==, events_text);
  {
    g_autofree char *copy = tmp_path ("copy.schott-events.xml");
    g_autofree char *copy_text = NULL;

    g_assert_true (schott_event_texts_save (texts, copy, NULL));
    copy_text = read_text (copy);
    g_assert_cmpstr (copy_text, ==, events_text);
  }

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      g_autofree char *path = data_path (variants[i]);
      g_autofree char *text = read_text (path);
      g_autofree char *out = NULL;
      g_autoptr (SchottVariantInfo) info = NULL;
      SchottVariant v;

      g_assert_true (schott_variant_load (path, &v, &info, NULL));
      out = schott_variant_to_data (&v, info, NULL);
      g_assert_cmpstr (out, ==, text);
      {
        g_autofree char *copy = tmp_path ("copy.schott-variant.xml");
        g_autofree char *copy_text = NULL;
        SchottVariant again;

        g_assert_true (schott_variant_save (&v, info, copy, NULL));
        copy_text = read_text (copy);
        g_assert_cmpstr (copy_text, ==, text);
        /* without names: English only, still loadable and equal */
        g_free (out);
        out = schott_variant_to_data (&v, NULL, NULL);
        g_assert_true (schott_variant_load_from_data (out, strlen (out), "plain", &again, NULL, NULL));
        g_assert_true (memcmp (&again, &v, sizeof v) == 0);
      }
    }
}

/* Found by fuzz-variant: a kind with no cards kept its amount only until
 * the variant was saved. */
static void
test_variant_round_trip_amount (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  SchottVariant v, again;

  schott_variant_init_default (&v);
  v.event_copies[SCHOTT_EVENT_E10_QUESTION] = 0;
  text = schott_variant_to_data (&v, NULL, NULL);
  g_assert_true (schott_variant_load_from_data (text, strlen (text), "v", &again, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (again.event_amount[SCHOTT_EVENT_E10_QUESTION], ==, 2);
  g_assert_true (memcmp (&v, &again, sizeof v) == 0);
}

static void
test_events_default (void)
{
  g_autofree char *path = data_path ("events/default.schott-events.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottEventTexts) texts = schott_event_texts_load (path, &error);
  SchottVariant v, def;
  const char *langs[] = { "en", "de", "fr", "id", "zh-CN" };

  g_assert_no_error (error);
  g_assert_nonnull (texts);
  schott_variant_init_default (&def);
  memset (&v, 0, sizeof v);
  schott_event_texts_apply (texts, &v);
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    {
      g_assert_cmpuint (v.event_copies[k], ==, def.event_copies[k]);
      g_assert_cmpuint (v.event_amount[k], ==, def.event_amount[k]);
      for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
        g_assert_cmpstr (schott_event_texts_text (texts, k, langs[l]), !=, "");
    }
  /* the printed Chinese cards say "back" for E3/E4: ours say forward */
  g_assert_null (strstr (schott_event_texts_text (texts, 3, "zh-CN"), "退"));
  g_assert_nonnull (strstr (schott_event_texts_text (texts, 3, "zh-CN"), "向前"));
  g_assert_nonnull (strstr (schott_event_texts_text (texts, 4, "zh-CN"), "向前"));
  /* gettext names and unknown languages */
  g_assert_cmpstr (schott_event_texts_text (texts, 1, "de_DE.UTF-8"), ==,
                   "Vertausche zwei Karten deiner eigenen Kartenreihe.");
  g_assert_cmpstr (schott_event_texts_text (texts, 1, "xx"), ==, "Swap two of your own cards.");
}

/* --------------------------------------------------------------- packs */

static void
test_pack_round_trip (void)
{
  g_autofree char *path = data_path ("packs/glass-and-light.schott-pack.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = NULL;
  g_autoptr (SchottPack) again = NULL;
  g_autoptr (SchottPack) copy = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *third = NULL;
  g_autofree char *saved = tmp_path ("rt.schott-pack.xml");
  g_autofree char *saved_text = NULL;
  gsize len;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      pack = schott_pack_load_from_data (small_pack, strlen (small_pack), "small", &error);
    }
  else
    pack = schott_pack_load (path, &error);
  g_assert_no_error (error);
  first = schott_pack_to_data (pack, &len);
  g_assert_cmpuint (len, ==, strlen (first));
  again = schott_pack_load_from_data (first, len, "canonical", &error);
  g_assert_no_error (error);
  second = schott_pack_to_data (again, NULL);
  g_assert_cmpstr (first, ==, second);
  copy = schott_pack_copy (again);
  third = schott_pack_to_data (copy, NULL);
  g_assert_cmpstr (first, ==, third);

  /* saving a canonical file gives the same bytes */
  g_assert_true (schott_pack_save (again, saved, &error));
  saved_text = read_text (saved);
  g_assert_cmpstr (saved_text, ==, first);
  /* 2-space indentation */
  g_assert_nonnull (strstr (first, "\n  <questions>\n    <question id="));
}

static void
test_pack_api (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = schott_pack_load_from_data (small_pack, strlen (small_pack), "s", &error);
  g_autoptr (GPtrArray) problems = schott_problems_new ();
  SchottQuestion *q1, *q2, *q3;
  const char *answers[3];
  gboolean saw_warning = FALSE;

  g_assert_no_error (error);
  g_assert_cmpuint (pack->questions->len, ==, 2);
  g_assert_cmpstr (pack->source_lang, ==, "en");
  q1 = g_ptr_array_index (pack->questions, 0);
  q2 = g_ptr_array_index (pack->questions, 1);
  g_assert_cmpuint (q1->difficulty, ==, 2);
  g_assert_cmpuint (q2->difficulty, ==, 0);

  /* completeness: q2 is not translated to German */
  g_assert_true (schott_question_complete (pack, q1, "de"));
  g_assert_false (schott_question_complete (pack, q2, "de"));
  g_assert_cmpuint (schott_pack_count_complete (pack, "en"), ==, 2);
  g_assert_cmpuint (schott_pack_count_complete (pack, "de"), ==, 1);

  /* R-Q-2: fallback to the source language */
  g_assert_cmpstr (schott_question_text (pack, q1, "de"), ==, "Eins?");
  g_assert_cmpstr (schott_question_text (pack, q1, "de_AT.UTF-8"), ==, "Eins?");
  g_assert_cmpstr (schott_question_text (pack, q2, "de"), ==, "Two?");
  g_assert_cmpstr (schott_question_lang (pack, q2, "de"), ==, "en");
  g_assert_cmpstr (schott_question_text (pack, q1, "fr"), ==, "One?");

  /* answers in play order */
  schott_pack_answers_in_play_order (pack, q2, "en", 0, answers);
  g_assert_cmpstr (answers[0], ==, "D");
  g_assert_cmpstr (answers[1], ==, "E");
  g_assert_cmpstr (answers[2], ==, "F");
  schott_pack_answers_in_play_order (pack, q2, "en", 1, answers);
  g_assert_cmpstr (answers[0], ==, "E");
  g_assert_cmpstr (answers[1], ==, "D");
  g_assert_cmpstr (answers[2], ==, "F");
  schott_pack_answers_in_play_order (pack, q2, "de", 2, answers);
  g_assert_cmpstr (answers[0], ==, "E");
  g_assert_cmpstr (answers[1], ==, "F");
  g_assert_cmpstr (answers[2], ==, "D");

  /* editing and the problems list */
  q3 = schott_pack_add_question (pack, "q3", "c");
  schott_pack_set_text (pack, q3, SCHOTT_FIELD_TEXT, "en", "Three?");
  schott_pack_set_text (pack, q3, SCHOTT_FIELD_RIGHT, "en", "G");
  schott_pack_set_text (pack, q3, SCHOTT_FIELD_WRONG1, "en", "G");
  schott_pack_set_text (pack, q3, SCHOTT_FIELD_TEXT, "de", "Drei?");
  g_assert_false (schott_pack_validate (pack, problems));
  for (guint i = 0; i < problems->len; i++)
    {
      SchottProblem *p = g_ptr_array_index (problems, i);

      g_assert_cmpint (p->question, ==, 2);
      if (p->severity == SCHOTT_PROBLEM_WARNING)
        {
          saw_warning = TRUE;
          g_assert_cmpstr (p->lang, ==, "de");
        }
    }
  g_assert_true (saw_warning);
  g_assert_cmpuint (problems->len, >=, 2);
  schott_pack_set_text (pack, q3, SCHOTT_FIELD_WRONG1, "en", "H");
  schott_pack_set_text (pack, q3, SCHOTT_FIELD_WRONG2, "en", "I");
  g_assert_true (schott_pack_validate (pack, NULL));
  g_assert_true (schott_pack_add_language (pack, "fr"));
  g_assert_false (schott_pack_add_language (pack, "fr"));
  g_assert_cmpint (schott_pack_language_index (pack, "fr_FR.UTF-8"), ==, 2);
  g_assert_true (schott_pack_validate (pack, NULL));
  /* a control character is found wherever it is in a long text; newlines
   * and tabs are allowed */
  for (guint at = 0; at < 24; at++)
    {
      char text[] = "A long answer, longer than a few words";

      text[at] = '\t';
      schott_pack_set_text (pack, q3, SCHOTT_FIELD_WRONG2, "en", text);
      g_assert_true (schott_pack_validate (pack, NULL));
      text[at] = '\n';
      schott_pack_set_text (pack, q3, SCHOTT_FIELD_WRONG2, "en", text);
      g_assert_true (schott_pack_validate (pack, NULL));
      text[at] = '\x1b';
      schott_pack_set_text (pack, q3, SCHOTT_FIELD_WRONG2, "en", text);
      g_assert_false (schott_pack_validate (pack, NULL));
    }
  /* the noncharacters U+FFFE and U+FFFF cannot be written to XML either
   * (found by the CSV fuzzer: such a pack validated but did not load) */
  schott_pack_set_text (pack, q3, SCHOTT_FIELD_WRONG2, "en", "I\xef\xbf\xbf");
  g_assert_false (schott_pack_validate (pack, NULL));
  schott_pack_set_text (pack, q3, SCHOTT_FIELD_WRONG2, "en", "long enough to skip ahead \xef\xbf\xbe");
  g_assert_false (schott_pack_validate (pack, NULL));
  schott_pack_set_text (pack, q3, SCHOTT_FIELD_WRONG2, "en", "I \xef\xbf\xbd");   /* U+FFFD is fine */
  g_assert_true (schott_pack_validate (pack, NULL));
  schott_pack_set_text (pack, q3, SCHOTT_FIELD_WRONG2, "en", "I");
  schott_pack_remove_question (pack, 0);
  g_assert_cmpuint (pack->questions->len, ==, 2);
  g_assert_null (schott_pack_find_question (pack, "q1"));
  g_assert_nonnull (schott_pack_find_question (pack, "q3"));
}

static void
test_pack_checks (void)
{
  struct { const char *from, *to; long line; const char *needle; } cases[] = {
    /* a missing answer */
    { "      <wrong><text xml:lang=\"en\">C</text><text xml:lang=\"de\">C</text></wrong>\n", "",
      12, "question “q1” has 1 wrong answer, it needs 2" },
    { "      <right><text xml:lang=\"en\">A</text><text xml:lang=\"de\">A</text></right>\n", "",
      12, "0 right answers" },
    /* duplicate id */
    { "question id=\"q2\"", "question id=\"q1\"", 19, "“q1” is used twice" },
    /* undeclared category */
    { "id=\"q2\" category=\"c\"", "id=\"q2\" category=\"nope\"", 19, "“nope”" },
    /* a declared language missing */
    { "      <text xml:lang=\"de\">Eins?</text>\n", "", 12, "has no <text> in “de”" },
    /* an undeclared language */
    { "<text xml:lang=\"de\">Eins?</text>", "<text xml:lang=\"fr\">Un ?</text>", 14, "“fr”" },
    /* the same answer twice */
    { "<text xml:lang=\"de\">B</text>", "<text xml:lang=\"de\">A</text>", 12, "two answers are the same in “de”" },
    /* empty source text */
    { "<text xml:lang=\"en\">Two?</text>", "<text xml:lang=\"en\"> </text>", 19, "empty in the source language" },
    /* bad difficulty */
    { "difficulty=\"2\"", "difficulty=\"7\"", 12, "difficulty" },
    /* unknown element and attribute */
    { "    </question>\n    <question id=\"q2\"", "      <hint/>\n    </question>\n    <question id=\"q2\"",
      18, "unexpected <hint>" },
    { "<category id=\"c\">", "<category id=\"c\" colour=\"red\">", 6, "“colour”" },
    /* source language not first */
    { "source-lang=\"en\"", "source-lang=\"de\"", 2, "must come first" },
    /* what only the schema finds (checked while the file is parsed):
     * order, repetition, stray text, attributes the walk lets pass */
    { "  </categories>\n", "  </categories>\n  <license>L</license>\n", 0, "does not follow the schema" },
    { "  </categories>\n", "  </categories>\n  <categories/>\n", 0, "does not follow the schema" },
    { "  <questions>\n", "  stray words\n  <questions>\n", 0, "does not follow the schema" },
    { "    </question>\n    <question id=\"q2\"", "    </question>\n    stray\n    <question id=\"q2\"",
      0, "does not follow the schema" },
    { "    </question>\n    <question id=\"q2\"", "      stray\n    </question>\n    <question id=\"q2\"",
      0, "does not follow the schema" },
    { "question id=\"q2\"", "question xml:lang=\"en\" id=\"q2\"", 0, "does not follow the schema" },
    { "      <right><text xml:lang=\"en\">A</text><text xml:lang=\"de\">A</text></right>\n"
      "      <wrong><text xml:lang=\"en\">B</text><text xml:lang=\"de\">B</text></wrong>\n",
      "      <wrong><text xml:lang=\"en\">B</text><text xml:lang=\"de\">B</text></wrong>\n"
      "      <right><text xml:lang=\"en\">A</text><text xml:lang=\"de\">A</text></right>\n",
      0, "does not follow the schema" },
    /* wrong namespace, wrong root */
    { NS_PACK, "xmlns=\"urn:x\"", 2, "xmlns" },
    { "<pack " NS_PACK, "<quiz " NS_PACK, 0, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = pack_with (cases[i].from, cases[i].to);

      if (g_str_has_prefix (cases[i].to, "<quiz"))
        {
          GString *s = g_string_new (text);

          g_string_replace (s, "</pack>", "</quiz>", 1);
          g_free (text);
          text = g_string_free (s, FALSE);
          expect_pack_error (text, 2, "the root element is <quiz>, it must be <pack>");
          continue;
        }
      g_test_message ("case %u: %s", i, cases[i].needle);
      expect_pack_error (text, cases[i].line, cases[i].needle);
    }
}

/* ----------------------------------------------------- hostile files */

typedef struct
{
  const char *name;
  char       *text;
  gsize       len;
  long        line;
  const char *needle;
} Hostile;

static void
check_hostile (const char *path, long line, const char *needle)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = NULL;
  g_autofree char *before = NULL;
  gsize before_len = 0;
  gint64 start = g_get_monotonic_time ();
  struct stat st;
  gboolean small = stat (path, &st) == 0 && st.st_size < 1024 * 1024;

  if (small)
    g_assert_true (g_file_get_contents (path, &before, &before_len, NULL));
  pack = schott_pack_load (path, &error);
  g_assert_null (pack);
  assert_located (error, path, line, needle);
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  /* the file it could not read is unchanged */
  if (small)
    {
      g_autofree char *after = NULL;
      gsize after_len;

      g_assert_true (g_file_get_contents (path, &after, &after_len, NULL));
      g_assert_cmpmem (before, before_len, after, after_len);
    }
  {
    g_autofree char *bak = g_strconcat (path, ".bak", NULL);
    g_assert_false (g_file_test (bak, G_FILE_TEST_EXISTS));
  }

  /* and through the command line */
  {
    const char *cli = g_getenv ("SCHOTT_CLI");
    g_autofree char *out = NULL;
    g_autofree char *err = NULL;
    int status;

    if (cli == NULL)
      return;
    {
      const char *argv[] = { cli, "pack", "validate", path, NULL };

      start = g_get_monotonic_time ();
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                   &out, &err, &status, NULL));
    }
    g_assert_true (WIFEXITED (status));
    g_assert_cmpint (WEXITSTATUS (status), ==, 1);
    if (!g_str_has_prefix (err, path) || (needle && strstr (err, needle) == NULL))
      g_error ("schott-cli pack validate %s printed: %s", path, err);
    g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
  }
}

static void
test_hostile (void)
{
  g_autofree char *trunc = g_strndup (small_pack, strlen (small_pack) / 2);
  g_autofree char *deep = NULL;
  g_autofree char *bad_utf8 = pack_with ("One?", "On\xe9?");
  g_autofree char *missing = pack_with ("      <wrong><text xml:lang=\"en\">C</text><text xml:lang=\"de\">C</text></wrong>\n", "");
  g_autofree char *dup = pack_with ("question id=\"q2\"", "question id=\"q1\"");
  g_autofree char *latin1 = pack_with ("encoding=\"UTF-8\"", "encoding=\"ISO-8859-1\"");
  Hostile cases[] = {
    { "xxe.xml",
      g_strdup ("<?xml version=\"1.0\"?>\n<!DOCTYPE pack [\n  <!ENTITY x SYSTEM \"file:///etc/passwd\">\n]>\n"
                "<pack " NS_PACK ">&x;</pack>\n"), 0, 3, "entity “x”" },
    { "xxe-dtd.xml",
      g_strdup ("<?xml version=\"1.0\"?>\n<!DOCTYPE pack SYSTEM \"http://example.invalid/x.dtd\">\n"
                "<pack " NS_PACK "/>\n"), 0, 2, "external" },
    { "laughs.xml",
      g_strdup ("<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
                " <!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n"
                " <!ENTITY lol3 \"&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;\">\n"
                "]>\n<pack " NS_PACK ">&lol3;</pack>\n"), 0, 3, "entity “lol”" },
    { "utf8.xml", g_strdup (bad_utf8), 0, 13, "not valid UTF-8" },
    { "latin1.xml", g_strdup (latin1), 0, 1, "ISO-8859-1" },
    { "utf16.xml", g_memdup2 ("\xff\xfe<\0?\0x\0", 8), 8, 1, "UTF-16" },
    { "root.xml", g_strdup ("<?xml version=\"1.0\"?>\n<html><body/></html>\n"), 0, 2, "<html>" },
    { "missing.xml", g_strdup (missing), 0, 12, "1 wrong answer, it needs 2" },
    { "dup.xml", g_strdup (dup), 0, 19, "used twice" },
    { "trunc.xml", g_strdup (trunc), 0, 0, "truncated" },
    { "empty.xml", g_strdup (""), 0, 1, "empty" },
    { "deep.xml", NULL, 0, 0, "nested" },
    { "garbage.xml", g_strdup ("\x01\x02 not xml at all"), 0, 1, NULL },
  };
  {
    GString *s = g_string_new ("<pack " NS_PACK ">\n");

    for (guint i = 0; i < 200; i++)
      g_string_append (s, "<a>");
    deep = g_string_free (s, FALSE);
    cases[11].text = g_strdup (deep);
  }

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = tmp_path (cases[i].name);
      gsize len = cases[i].len ? cases[i].len : strlen (cases[i].text);

      g_test_message ("hostile file %s", cases[i].name);
      g_assert_true (g_file_set_contents (path, cases[i].text, len, NULL));
      check_hostile (path, cases[i].line, cases[i].needle);
      g_free (cases[i].text);
    }
}

/* The loader's fast UTF-8 check gives GLib's verdict on every lead byte
 * with every second byte, behind ASCII runs that do and do not fill its
 * eight-byte steps, also cut short at the end of the buffer. */
static void
test_hostile_utf8_check (void)
{
  static const guchar tails[] = { 0x41, 0x80, 0xBF, 0xC0 };
  static const gsize prefixes[] = { 0, 7, 9 };
  char buf[32];
  guint mismatches = 0;

  for (guint p = 0; p < G_N_ELEMENTS (prefixes); p++)
    for (guint lead = 0; lead < 256; lead++)
      for (guint b1 = 0; b1 < 256; b1++)
        for (guint t2 = 0; t2 < G_N_ELEMENTS (tails); t2++)
          for (guint t3 = 0; t3 < G_N_ELEMENTS (tails); t3++)
            {
              gsize n = prefixes[p];

              memset (buf, 'a', sizeof buf);
              buf[n] = (char) lead;
              buf[n + 1] = (char) b1;
              buf[n + 2] = (char) tails[t2];
              buf[n + 3] = (char) tails[t3];
              for (gsize cut = 1; cut <= 5; cut++)
                {
                  gsize len = n + (cut == 5 ? 12 : cut);

                  if (schott_utf8_is_valid (buf, len) != g_utf8_validate_len (buf, len, NULL)
                      && mismatches++ < 10)
                    g_test_message ("differs on %02x %02x %02x %02x after %zu, length %zu",
                                    lead, b1, tails[t2], tails[t3], n, len);
                }
            }
  g_assert_cmpuint (mismatches, ==, 0);
  /* a NUL inside an eight-byte step */
  g_assert_false (schott_utf8_is_valid ("abcd\0fghijk", 11));
  g_assert_true (schott_utf8_is_valid ("abcdefghijk", 11));
}

/* A 100 MB file is refused by its size, without reading it. */
static void
test_hostile_huge (void)
{
  g_autofree char *path = tmp_path ("huge.schott-pack.xml");
  int fd = open (path, O_CREAT | O_WRONLY | O_TRUNC, 0644);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) 100 * 1024 * 1024), ==, 0);
  close (fd);
  check_hostile (path, 1, "too large");
  {
    g_autoptr (GError) error = NULL;
    g_assert_false (schott_io_validate_file (path, &error));
    g_assert_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_TOO_LARGE);
  }
  g_unlink (path);
}

/* ------------------------------------------------- events and variants */

static char *
read_shipped_with (const char *rel, const char *from, const char *to)
{
  g_autofree char *path = data_path (rel);
  g_autofree char *text = read_text (path);
  GString *s = g_string_new (text);

  g_assert_nonnull (strstr (text, from));
  g_string_replace (s, from, to, 1);
  return g_string_free (s, FALSE);
}

static void
test_events_checks (void)
{
  struct { const char *from, *to; const char *needle; } cases[] = {
    { "kind=\"E2\"", "kind=\"E1\"", "E1 appears twice" },
    { "kind=\"E2\"", "kind=\"E11\"", "E10" },
    { "<event kind=\"E1\" copies=\"2\">", "<event kind=\"E1\" copies=\"2\" amount=\"3\">", "no amount" },
    { "<event kind=\"E3\" copies=\"2\" amount=\"2\">", "<event kind=\"E3\" copies=\"2\">", "amount" },
    { "<text xml:lang=\"fr\">Avance ta figurine de 2 cases.</text>", "", "no <text> in “fr”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = read_shipped_with ("events/default.schott-events.xml",
                                                 cases[i].from, cases[i].to);
      g_autoptr (GError) error = NULL;
      g_autoptr (SchottEventTexts) texts =
        schott_event_texts_load_from_data (text, strlen (text), "e.xml", &error);

      g_assert_null (texts);
      assert_located (error, "e.xml", 0, cases[i].needle);
    }
}

static void
test_variant_checks (void)
{
  struct { const char *from, *to; const char *needle; } cases[] = {
    /* location fields inside the route and unique */
    { "field=\"46\"", "field=\"50\"", "outside the route" },
    { "field=\"46\"", "field=\"43\"", "location twice" },
    { "field=\"9\" value=\"-1\"", "field=\"9\" value=\"5\"", "value" },
    /* deck large enough to deal (the engine's check) */
    { "players=\"4\" max-value=\"60\"", "players=\"4\" max-value=\"20\"", "4 players" },
    { "<deck players=\"3\" max-value=\"55\" jokers=\"3\"/>", "", "players=\"3\"" },
    { "<row length=\"9\"/>", "<row length=\"40\"/>", "length" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = read_shipped_with ("variants/schott.schott-variant.xml",
                                                 cases[i].from, cases[i].to);
      g_autoptr (GError) error = NULL;
      SchottVariant v;

      g_test_message ("variant case %u", i);
      g_assert_false (schott_variant_load_from_data (text, strlen (text), "v.xml", &v, NULL, &error));
      assert_located (error, "v.xml", 0, cases[i].needle);
    }
}

/* ----------------------------------------------------------------- CSV */

static void
test_csv_round_trip (void)
{
  g_autofree char *path = data_path ("packs/glass-and-light.schott-pack.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = NULL;
  g_autoptr (SchottCsvImport) import = NULL;
  g_autoptr (SchottCsvImport) plain = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *xml_again = NULL;
  gsize len;

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    pack = schott_pack_load (path, &error);
  else
    pack = schott_pack_load_from_data (small_pack, strlen (small_pack), "small", &error);
  g_assert_no_error (error);
  /* make the CSV quoting work: commas, quotes, line breaks */
  {
    SchottQuestion *q = g_ptr_array_index (pack->questions, 0);
    g_free (q->field[SCHOTT_FIELD_TEXT][0]);
    q->field[SCHOTT_FIELD_TEXT][0] = g_strdup ("Say \"hi\",\nthen go?");
  }
  csv = schott_csv_export (pack, &len);
  g_assert_true (g_str_has_prefix (csv, "id,category,difficulty,question_"));
  import = schott_csv_import (csv, len, "glass.csv", pack, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (import->rejected->len, ==, 0);
  xml = schott_pack_to_data (pack, NULL);
  xml_again = schott_pack_to_data (import->pack, NULL);
  g_assert_cmpstr (xml, ==, xml_again);

  /* without a template: the same questions */
  plain = schott_csv_import (csv, len, "glass.csv", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (plain->pack->questions->len, ==, pack->questions->len);
  for (guint i = 0; i < pack->questions->len; i++)
    {
      SchottQuestion *a = g_ptr_array_index (pack->questions, i);
      SchottQuestion *b = g_ptr_array_index (plain->pack->questions, i);

      g_assert_cmpstr (a->id, ==, b->id);
      g_assert_cmpuint (a->difficulty, ==, b->difficulty);
      for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
        for (guint l = 0; l < pack->languages->len; l++)
          g_assert_cmpstr (a->field[f][l], ==, b->field[f][l]);
    }
  g_assert_true (schott_pack_validate (plain->pack, NULL));
}

static void
test_csv_rejects (void)
{
  const char *csv =
    "id,category,difficulty,question_en,right_en,wrong1_en,wrong2_en\r\n" /* 1 */
    "a,c,1,Q?,R,W,X\r\n"                                                  /* 2 */
    "b,c,9,Q?,R,W,X\r\n"                                                  /* 3 bad difficulty */
    "a,c,,Q?,R,W,X\r\n"                                                   /* 4 duplicate */
    "c,c,,\"multi\nline\",R,W,X\r\n"                                      /* 5-6 */
    "d,c,,Q?,R,R,X\r\n"                                                   /* 7 same answers */
    "e,c,Q?,R\r\n"                                                        /* 8 columns */
    "f,c,,,R,W,X\r\n"                                                     /* 9 empty question */
    "g,c,,\"open quote,R,W,X\r\n";                                        /* 10 never closed */
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottCsvImport) import = schott_csv_import (csv, strlen (csv), "q.csv", NULL, &error);
  guint expected_lines[] = { 3, 4, 7, 8, 9, 10 };

  g_assert_no_error (error);
  g_assert_cmpuint (import->pack->questions->len, ==, 2);
  g_assert_cmpuint (import->rejected->len, ==, G_N_ELEMENTS (expected_lines));
  for (guint i = 0; i < G_N_ELEMENTS (expected_lines); i++)
    {
      SchottCsvRejected *r = g_ptr_array_index (import->rejected, i);
      g_test_message ("rejected line %u: %s", r->line, r->reason);
      g_assert_cmpuint (r->line, ==, expected_lines[i]);
      g_assert_cmpstr (r->reason, !=, "");
    }
  g_assert_cmpstr (((SchottQuestion *) g_ptr_array_index (import->pack->questions, 1))->field[0][0],
                   ==, "multi\nline");

  /* an unusable header */
  g_clear_pointer (&import, schott_csv_import_free);
  import = schott_csv_import ("id,colour\n", 10, "bad.csv", NULL, &error);
  g_assert_null (import);
  g_assert_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_CSV);
  g_assert_true (g_str_has_prefix (error->message, "bad.csv:1:2:"));
}


/* ------------------------------------------------- linear checks (#16) */

static GString *
many_languages_pack (guint n_languages, guint n_categories, guint n_questions)
{
  GString *xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<pack " NS_PACK
                               " id=\"many\" version=\"1\" source-lang=\"en\" languages=\"en");

  for (guint l = 1; l < n_languages; l++)
    g_string_append_printf (xml, " x%u", l);
  g_string_append (xml, "\">\n<title xml:lang=\"en\">T</title>\n<categories>\n");
  for (guint c = 0; c < n_categories; c++)
    g_string_append_printf (xml, "<category id=\"c%u\"><name xml:lang=\"en\">C</name></category>\n", c);
  g_string_append (xml, "</categories>\n<questions>\n");
  for (guint i = 0; i < n_questions; i++)
    g_string_append_printf (xml, "<question id=\"q%u\" category=\"c%u\"><text xml:lang=\"en\">Q</text>"
                            "<right><text xml:lang=\"en\">a</text></right>"
                            "<wrong><text xml:lang=\"en\">b</text></wrong>"
                            "<wrong><text xml:lang=\"en\">c</text></wrong></question>\n",
                            i, n_categories - 1 - i % n_categories);
  g_string_append (xml, "</questions>\n</pack>\n");
  return xml;
}

/* Issue 16, item 2: every loader check is linear. 100,000 languages (with
 * 20,000 questions lacking their translations), 100,000 categories and a
 * CSV with 100,000 new categories took minutes; they take well under a
 * second each now. The limit here only catches a quadratic check (it is
 * far above the figures bench-validate prints, sanitizers included). */
#ifdef SCHOTT_SANITIZED
/* full malloc stacks under the sanitizers: a fifth of the sizes, and a
 * wider limit (the outdated marks of issue 18 brought the slowest case to
 * 26-27 s of a 30 s limit under ASan's slow unwinding; a quadratic check
 * still takes minutes) */
# define LINEAR_N(n) ((n) / 5)
# define LINEAR_LIMIT_S 90
#else
# define LINEAR_N(n) (n)
# define LINEAR_LIMIT_S 30
#endif

static void
test_linear_checks (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GString) langs = many_languages_pack (LINEAR_N (100000), 1, LINEAR_N (20000));
      g_autoptr (GString) cats = many_languages_pack (1, LINEAR_N (100000), LINEAR_N (20000));
      g_autoptr (GString) csv = g_string_new ("id,category,question_en,right_en,wrong1_en,wrong2_en\n");
      g_autoptr (SchottPack) pack = NULL;
      g_autoptr (SchottCsvImport) import = NULL;

      pack = schott_pack_load_from_data (langs->str, langs->len, "langs.xml", &error);
      g_assert_null (pack);
      assert_located (error, "langs.xml", 0, "has no <");
      g_clear_error (&error);

      pack = schott_pack_load_from_data (cats->str, cats->len, "cats.xml", &error);
      g_assert_no_error (error);
      g_assert_cmpuint (pack->categories->len, ==, LINEAR_N (100000));

      for (guint i = 0; i < LINEAR_N (100000); i++)
        g_string_append_printf (csv, "q%u,c%u,Q,a,b,c\n", i, i);
      import = schott_csv_import (csv->str, csv->len, "many.csv", NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (import->pack->categories->len, ==, LINEAR_N (100000));

      /* a header of 30,000 languages (120,000 columns) and one row */
      {
        g_autoptr (GString) wide = g_string_new ("id,category");
        g_autoptr (SchottCsvImport) wide_import = NULL;

        for (guint l = 0; l < LINEAR_N (30000); l++)
          g_string_append_printf (wide, ",question_x%u,right_x%u,wrong1_x%u,wrong2_x%u", l, l, l, l);
        g_string_append (wide, "\nq,c");
        for (guint l = 0; l < LINEAR_N (30000); l++)
          g_string_append (wide, ",Q,a,b,c");
        g_string_append_c (wide, '\n');
        wide_import = schott_csv_import (wide->str, wide->len, "wide.csv", NULL, &error);
        g_assert_no_error (error);
        g_assert_cmpuint (wide_import->pack->languages->len, ==, LINEAR_N (30000));
        g_assert_cmpuint (wide_import->pack->questions->len, ==, 1);
      }
      return;
    }
  g_test_trap_subprocess (NULL, LINEAR_LIMIT_S * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* A header with an outdated_<lang> column for each of 20,000 languages is
 * read in linear time (each column is looked up once, not compared with
 * the columns before it). */
static void
test_csv_outdated_linear (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GString) wide = g_string_new ("id,category,question_en,right_en,wrong1_en,wrong2_en");
      g_autoptr (SchottCsvImport) import = NULL;
      guint n = LINEAR_N (20000);

      for (guint l = 0; l < n; l++)
        g_string_append_printf (wide, ",question_x%u,right_x%u,wrong1_x%u,wrong2_x%u,outdated_x%u", l, l, l, l, l);
      g_string_append (wide, "\nq,c,Q,a,b,c");
      for (guint l = 0; l < n; l++)
        g_string_append (wide, ",Q,a,b,c,right");
      g_string_append_c (wide, '\n');
      import = schott_csv_import (wide->str, wide->len, "wide.csv", NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (import->pack->languages->len, ==, n + 1);
      g_assert_cmpuint (schott_pack_count_outdated (import->pack, "x7"), ==, 1);
      return;
    }
  g_test_trap_subprocess (NULL, LINEAR_LIMIT_S * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* Issue 16, items 3, 4, 9 and 11: the id pattern holds wherever ids
 * enter: XML and CSV. */
static void
test_id_pattern (void)
{
  static const char *const bad[] = { "..", ".hidden", "bad/cat", "a b", "x\u200by", "r\u202egnp", "", "a\\b" };
  static const char *const good[] = { "a", "a.b", "q-1_2", "Z9", "a..b" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *attr = g_strdup_printf ("<category id=\"%s\">", bad[i]);
      g_autofree char *text = pack_with ("<category id=\"c\">", attr);
      g_autofree char *qattr = g_strdup_printf ("<question id=\"%s\" category=\"c\">", bad[i]);
      g_autofree char *qtext = pack_with ("<question id=\"q2\" category=\"c\">", qattr);
      g_autofree char *pattr = g_strdup_printf ("id=\"%s\" version", bad[i]);
      g_autofree char *ptext = pack_with ("id=\"t\" version", pattr);

      g_assert_false (schott_id_is_valid (bad[i]));
      expect_pack_error (text, 0, bad[i]);
      expect_pack_error (qtext, 0, bad[i]);
      expect_pack_error (ptext, 0, bad[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    g_assert_true (schott_id_is_valid (good[i]));

  /* CSV: a row whose category id breaks the pattern is rejected */
  {
    const char *csv =
      "id,category,question_en,right_en,wrong1_en,wrong2_en\n"
      "q1,bad/cat,Q,a,b,c\n"
      "q2,a b,Q,a,b,c\n"
      "q3,x\xe2\x80\x8by,Q,a,b,c\n"
      "q4,..,Q,a,b,c\n"
      "q5,good,Q,a,b,c\n"
      "..,good,Q,a,b,c\n";
    g_autoptr (GError) error = NULL;
    g_autoptr (SchottCsvImport) import = schott_csv_import (csv, strlen (csv), "ids.csv", NULL, &error);
    g_autofree char *xml = NULL;
    g_autoptr (SchottPack) again = NULL;
    gsize len;

    g_assert_no_error (error);
    g_assert_cmpuint (import->rejected->len, ==, 5);
    g_assert_cmpuint (import->pack->questions->len, ==, 1);
    g_assert_cmpuint (import->pack->categories->len, ==, 1);
    /* what was accepted loads */
    xml = schott_pack_to_data (import->pack, &len);
    again = schott_pack_load_from_data (xml, len, "ids.xml", &error);
    g_assert_no_error (error);
  }
}

/* Issue 16, item 7: a pack over the size limit is never written */
static void
test_save_refuses_oversize (void)
{
  g_autofree char *path = tmp_path ("huge.schott-pack.xml");
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = schott_pack_load_from_data (small_pack, strlen (small_pack), "s", &error);
  SchottQuestion *q = g_ptr_array_index (pack->questions, 0);

  g_free (q->field[SCHOTT_FIELD_TEXT][0]);
  /* 5 MB of "<" is 20 MB of "&lt;" */
  q->field[SCHOTT_FIELD_TEXT][0] = g_strnfill (5 * 1000 * 1000, '<');
  g_unlink (path);
  g_assert_false (schott_pack_save (pack, path, &error));
  g_assert_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_TOO_LARGE);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}


/* Issue 16, item 7: a pack keeps its file mode; a read-only pack is never
 * replaced (SCHOTT_IO_ERROR_READ_ONLY, for the editor's Save As); the
 * temporary files of killed saves are cleaned up, those being written
 * are not. */
static void
test_file_mode_and_read_only (void)
{
  g_autofree char *path = tmp_path ("mode.schott-pack.xml");
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autofree char *dead = g_strconcat (path, ".Ab3dE9", NULL);
  g_autofree char *alive = g_strconcat (path, ".zZ9yY8", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = schott_pack_load_from_data (small_pack, strlen (small_pack), "s", &error);
  struct stat st;
  int held;

  g_unlink (path);
  g_unlink (bak);
  g_assert_true (schott_pack_save (pack, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (chmod (path, 0600), ==, 0);
  g_assert_true (schott_pack_save (pack, path, &error));
  g_assert_cmpint (stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  g_assert_cmpint (chmod (path, 0444), ==, 0);
  before = read_text (path);
  g_free (((SchottQuestion *) g_ptr_array_index (pack->questions, 0))->id);
  ((SchottQuestion *) g_ptr_array_index (pack->questions, 0))->id = g_strdup ("changed");
  g_assert_false (schott_pack_save (pack, path, &error));
  g_assert_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_READ_ONLY);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_clear_error (&error);
  after = read_text (path);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0444);
  g_assert_cmpint (chmod (path, 0644), ==, 0);

  /* a killed save's temporary file goes, a locked one stays */
  g_assert_true (g_file_set_contents (dead, "half", -1, NULL));
  g_assert_true (g_file_set_contents (alive, "being written", -1, NULL));
  held = open (alive, O_RDONLY);
  g_assert_cmpint (flock (held, LOCK_EX), ==, 0);
  g_assert_cmpuint (schott_file_clean_temps (path), ==, 1);
  g_assert_false (g_file_test (dead, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (alive, G_FILE_TEST_EXISTS));
  close (held);
  /* and the next save cleans up too */
  g_assert_true (schott_pack_save (pack, path, &error));
  g_assert_false (g_file_test (alive, G_FILE_TEST_EXISTS));
}


/* Issue 16, item 10: CSV export neutralises formulas (OWASP: a "'" before
 * a cell that starts with =, +, -, @, tab or CR) and import restores the
 * text: the round trip is byte-identical. */
static void
test_csv_formula_injection (void)
{
  static const char *const hostile[] = {
    "=HYPERLINK(\"http://evil.example/\",\"click\")",
    "+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "\t=1+1",
    "'quoted already",
    "'=half guarded",
    "''",
    "plain, with a comma",
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = schott_pack_load_from_data (small_pack, strlen (small_pack), "s", &error);
  g_autoptr (SchottCsvImport) import = NULL;
  g_autoptr (GPtrArray) records = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *xml_again = NULL;
  gsize len;

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      g_autofree char *id = g_strdup_printf ("-f%u", i);
      SchottQuestion *q = schott_pack_add_question (pack, id, "c");

      schott_pack_set_text (pack, q, SCHOTT_FIELD_TEXT, "en", hostile[i]);
      schott_pack_set_text (pack, q, SCHOTT_FIELD_RIGHT, "en", "=1");
      schott_pack_set_text (pack, q, SCHOTT_FIELD_WRONG1, "en", "+2");
      schott_pack_set_text (pack, q, SCHOTT_FIELD_WRONG2, "en", "@3");
    }
  csv = schott_csv_export (pack, &len);

  /* no cell a spreadsheet would read as a formula */
  {
    g_auto (GStrv) lines = g_strsplit (csv, "\r\n", -1);

    for (guint l = 0; lines[l] != NULL; l++)
      {
        const char *p = lines[l];

        while (*p)
          {
            const char *cell = *p == '"' ? p + 1 : p;

            if (strchr ("=+-@\t\r", *cell) != NULL && *cell != '\0')
              g_error ("line %u: a cell starts with a formula: %s", l + 1, lines[l]);
            /* the next cell: skip to the next comma outside quotes */
            if (*p == '"')
              {
                for (p++; *p && !(*p == '"' && p[1] != '"'); p += *p == '"' ? 2 : 1)
                  ;
                if (*p)
                  p++;
              }
            while (*p && *p != ',')
              p++;
            if (*p == ',')
              p++;
            else
              break;
          }
      }
  }
  /* import gives the same pack, byte for byte */
  import = schott_csv_import (csv, len, "f.csv", pack, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (import->rejected->len, ==, 0);
  xml = schott_pack_to_data (pack, NULL);
  xml_again = schott_pack_to_data (import->pack, NULL);
  g_assert_cmpstr (xml_again, ==, xml);
}


/* Issue 16, item 11: answers are compared after NFC normalisation, case
 * folding and removal of invisible characters and of the space around
 * them; bidi controls in a text
 * are a warning (in ids they are refused, see the id pattern). */
static void
test_answers_compared_normalised (void)
{
  static const char *const same[][3] = {
    { "\xc3\xa9", "e\xcc\x81", "\xc3\xa9\xe2\x80\x8b" },   /* é, e + U+0301, é + U+200B */
    { "Paris", "paris", "Rome" },
    { "Stra\xc3\x9f" "e", "STRASSE", "Weg" },              /* ß folds to ss */
    { "a\xc2\xad" "b", "ab", "c" },                         /* soft hyphen */
    /* the XML reader trims a text, so space around an answer is nothing
     * (found by fuzz-csv: CSV keeps the tabs after a formula guard) */
    { "';cmd|' /C'calc'!A0", "x", "\t\t';cmd|' /c'calc'!a0" },
    { " Rome\xe2\x80\x83", "rome", "Paris" },               /* U+2003 em space */
  };
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (same); i++)
    {
      g_autoptr (SchottPack) pack = schott_pack_load_from_data (small_pack, strlen (small_pack), "s", &error);
      SchottQuestion *q = g_ptr_array_index (pack->questions, 0);
      g_autoptr (GPtrArray) problems = schott_problems_new ();
      gboolean found = FALSE;

      schott_pack_set_text (pack, q, SCHOTT_FIELD_RIGHT, "en", same[i][0]);
      schott_pack_set_text (pack, q, SCHOTT_FIELD_WRONG1, "en", same[i][1]);
      schott_pack_set_text (pack, q, SCHOTT_FIELD_WRONG2, "en", same[i][2]);
      g_assert_false (schott_pack_validate (pack, problems));
      for (guint p = 0; p < problems->len; p++)
        found |= strstr (((SchottProblem *) g_ptr_array_index (problems, p))->message,
                         "two answers are the same") != NULL;
      if (!found)
        g_error ("answers %u were taken as different", i);
    }

  /* U+202E in a question: loads, with a warning for the editor */
  {
    g_autofree char *text = pack_with ("One?", "One \xe2\x80\xae?enO");
    g_autoptr (SchottPack) pack = schott_pack_load_from_data (text, strlen (text), "bidi.xml", &error);
    g_autoptr (GPtrArray) problems = schott_problems_new ();
    gboolean warned = FALSE;

    g_assert_no_error (error);
    g_assert_true (schott_pack_validate (pack, problems));
    for (guint p = 0; p < problems->len; p++)
      {
        SchottProblem *problem = g_ptr_array_index (problems, p);

        if (problem->severity == SCHOTT_PROBLEM_WARNING && strstr (problem->message, "U+202E"))
          warned = TRUE;
      }
    g_assert_true (warned);
  }
}


/* Issue 16, item 8: broken and duplicate packs of a folder are reported
 * with their located problems, not dropped in silence. */
static void
test_pack_folders (void)
{
  g_autofree char *user = tmp_path ("user-packs");
  g_autofree char *system = tmp_path ("system-packs");
  g_autofree char *good = g_build_filename (user, "a-good.schott-pack.xml", NULL);
  g_autofree char *broken = g_build_filename (user, "b-broken.schott-pack.xml", NULL);
  g_autofree char *twin = g_build_filename (system, "twin.schott-pack.xml", NULL);
  g_autoptr (GPtrArray) packs = g_ptr_array_new_with_free_func ((GDestroyNotify) schott_pack_free);
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func ((GDestroyNotify) schott_pack_file_problem_free);
  const char *dirs[] = { user, system, NULL };
  SchottPackFileProblem *problem;

  g_mkdir_with_parents (user, 0755);
  g_mkdir_with_parents (system, 0755);
  g_assert_true (g_file_set_contents (good, small_pack, -1, NULL));
  g_assert_true (g_file_set_contents (broken, "<pack>not a pack", -1, NULL));
  g_assert_true (g_file_set_contents (twin, small_pack, -1, NULL));
  schott_pack_load_folders (dirs, packs, NULL, problems);
  g_assert_cmpuint (packs->len, ==, 1);
  g_assert_cmpuint (problems->len, ==, 2);
  problem = g_ptr_array_index (problems, 0);
  g_assert_cmpstr (problem->path, ==, broken);
  g_assert_false (problem->duplicate);
  g_assert_true (g_str_has_prefix (problem->message, broken));
  problem = g_ptr_array_index (problems, 1);
  g_assert_cmpstr (problem->path, ==, twin);
  g_assert_true (problem->duplicate);
  g_assert_nonnull (strstr (problem->message, good));
}


/* Found by fuzz-csv: a record with text after a closing quote and then a
 * quote that is never closed lost the first message (a leak that
 * LeakSanitizer reports in the sanitizer build). */
static void
test_csv_two_errors_in_one_record (void)
{
  const char *csv = "id,category,question_en,right_en,wrong1_en,wrong2_en\n"
                    "q,c,\"a\"b,\"never closed\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottCsvImport) import = schott_csv_import (csv, strlen (csv), "two.csv", NULL, &error);
  SchottCsvRejected *r;

  g_assert_no_error (error);
  g_assert_cmpuint (import->rejected->len, ==, 1);
  r = g_ptr_array_index (import->rejected, 0);
  g_assert_cmpuint (r->line, ==, 2);
  g_assert_nonnull (strstr (r->reason, "never closed"));
}

/* ------------------------------------------------------ atomic saving */

static void
test_atomic_save (void)
{
  g_autofree char *path = tmp_path ("atomic.schott-pack.xml");
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = schott_pack_load_from_data (small_pack, strlen (small_pack), "s", &error);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *bak_text = NULL;
  g_autoptr (GDir) dir = NULL;
  const char *name;

  g_assert_no_error (error);
  g_unlink (path);
  g_unlink (bak);
  g_assert_true (schott_pack_save (pack, path, &error));
  g_assert_false (g_file_test (bak, G_FILE_TEST_EXISTS));
  first = read_text (path);

  g_free (((SchottQuestion *) g_ptr_array_index (pack->questions, 0))->id);
  ((SchottQuestion *) g_ptr_array_index (pack->questions, 0))->id = g_strdup ("renamed");
  g_assert_true (schott_pack_save (pack, path, &error));
  second = read_text (path);
  bak_text = read_text (bak);
  g_assert_cmpstr (bak_text, ==, first);
  g_assert_cmpstr (second, !=, first);
  g_assert_nonnull (strstr (second, "renamed"));

  /* no temporary files are left behind */
  dir = g_dir_open (tmpdir, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_assert_false (g_str_has_prefix (name, "atomic.schott-pack.xml.") && !g_str_has_suffix (name, ".bak"));

  /* a save that cannot happen changes nothing */
  {
    g_autofree char *nowhere = tmp_path ("no-such-dir/x.xml");
    g_assert_false (schott_pack_save (pack, nowhere, &error));
    g_assert_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_FILE);
    g_clear_error (&error);
  }
  /* refuses to replace a folder */
  {
    g_autofree char *folder = tmp_path ("a-folder");
    g_mkdir (folder, 0755);
    g_assert_false (schott_file_write_atomic (folder, "x", 1, &error));
    g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
    g_clear_error (&error);
  }
}

static void
test_save_game (void)
{
  g_autofree char *path = tmp_path ("game.schott-save");
  g_autofree char *bad = write_tmp ("bad.schott-save", "schott-save 999\nnonsense\n");
  g_autoptr (GError) error = NULL;
  SchottVariant v;
  SchottGame game, loaded, untouched;

  schott_variant_init_default (&v);
  g_assert_true (schott_game_init (&game, &v, 3, 42, &error));
  g_assert_true (schott_save_game_write (path, &game, &error));
  g_assert_no_error (error);
  g_assert_true (schott_save_game_read (path, &loaded, &error));
  g_assert_no_error (error);
  {
    g_autofree char *a = schott_game_serialize (&game);
    g_autofree char *b = schott_game_serialize (&loaded);
    g_assert_cmpstr (a, ==, b);
  }
  /* a second save keeps the first as .bak */
  g_assert_true (schott_save_game_write (path, &game, &error));
  {
    g_autofree char *bak = g_strconcat (path, ".bak", NULL);
    g_assert_true (g_file_test (bak, G_FILE_TEST_EXISTS));
  }
  /* a broken save leaves the game untouched */
  memset (&untouched, 0x5a, sizeof untouched);
  loaded = untouched;
  g_assert_false (schott_save_game_read (bad, &loaded, &error));
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, bad));
  g_assert_true (memcmp (&loaded, &untouched, sizeof loaded) == 0);
}

/* ----------------------------------------------------------- the CLI */

static int
run_cli (const char *const *args, char **out, char **err)
{
  const char *cli = g_getenv ("SCHOTT_CLI");
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  int status = -1;

  g_ptr_array_add (argv, (char *) cli);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &status, NULL));
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

static void
test_cli (void)
{
  g_autofree char *pack = write_tmp ("cli.schott-pack.xml", small_pack);
  g_autofree char *csv = tmp_path ("cli.csv");
  g_autofree char *back = tmp_path ("cli-back.schott-pack.xml");
  g_autofree char *events = data_path ("events/default.schott-events.xml");
  g_autofree char *variant = data_path ("variants/schott.schott-variant.xml");
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  if (g_getenv ("SCHOTT_CLI") == NULL)
    {
      g_test_skip ("SCHOTT_CLI not set");
      return;
    }
  {
    const char *args[] = { "pack", "validate", pack, events, variant, NULL };
    g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
    g_clear_pointer (&out, g_free);
    g_clear_pointer (&err, g_free);
  }
  {
    const char *args[] = { "pack", "stats", pack, "--json", NULL };
    g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
    g_assert_cmpstr (out, ==, "{\"questions\": 2, \"categories\": 1, \"languages\": {\"en\": 2, \"de\": 1}}\n");
    g_clear_pointer (&out, g_free);
    g_clear_pointer (&err, g_free);
  }
  {
    const char *args[] = { "pack", "export-csv", pack, "-o", csv, NULL };
    g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
    g_clear_pointer (&out, g_free);
    g_clear_pointer (&err, g_free);
  }
  {
    const char *args[] = { "pack", "import-csv", csv, "-o", back, "--into", pack, NULL };
    g_autoptr (SchottPack) a = schott_pack_load (pack, NULL);
    g_autofree char *a_text = NULL;
    g_autofree char *b_text = NULL;

    g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
    a_text = schott_pack_to_data (a, NULL);
    b_text = read_text (back);
    g_assert_cmpstr (a_text, ==, b_text);
    g_clear_pointer (&out, g_free);
    g_clear_pointer (&err, g_free);
  }
  {
    g_autofree char *bad_csv = write_tmp ("bad.csv",
                                          "id,category,difficulty,question_en,right_en,wrong1_en,wrong2_en\n"
                                          "x,c,,Q,A,B,C\n"
                                          "y,c,5,Q,A,B,C\n");
    g_autofree char *dest = tmp_path ("bad-out.schott-pack.xml");
    const char *args[] = { "pack", "import-csv", bad_csv, "-o", dest, NULL };

    g_assert_cmpint (run_cli (args, &out, &err), ==, 1);
    g_assert_nonnull (strstr (err, "bad.csv:3:"));
    g_clear_pointer (&out, g_free);
    g_clear_pointer (&err, g_free);
  }
  {
    const char *args[] = { "pack", "frobnicate", NULL };
    g_assert_cmpint (run_cli (args, &out, &err), ==, 2);
  }
}


/* Issue 16, items 3 and 4: import-csv writes only a pack that loads, never
 * when every row was rejected, and --into P -o P keeps P and its backup
 * on any failure. */
static void
test_cli_import_never_loses (void)
{
  g_autofree char *pack = write_tmp ("keep.schott-pack.xml", small_pack);
  g_autofree char *bak = write_tmp ("keep.schott-pack.xml.bak", "the user's own backup\n");
  g_autofree char *rejected = write_tmp ("rejected.csv",
                                         "id,category,question_en,right_en,wrong1_en,wrong2_en\n"
                                         "x,nope,Q,A,B,C\n"
                                         "y,c,Q,A,A,C\n");
  g_autoptr (GString) big = g_string_new ("id,category,question_en,right_en,wrong1_en,wrong2_en\nbig,c,");
  g_autoptr (GString) many = g_string_new ("id,category,question_en,right_en,wrong1_en,wrong2_en\n");
  g_autofree char *big_csv = NULL;
  g_autofree char *many_csv = NULL;
  g_autofree char *out_path = tmp_path ("never.schott-pack.xml");

  if (g_getenv ("SCHOTT_CLI") == NULL)
    {
      g_test_skip ("SCHOTT_CLI not set");
      return;
    }
  {
    g_autofree char *lts = g_strnfill (5 * 1000 * 1000, '<');

    g_string_append (big, lts);
  }
  g_string_append (big, ",A,B,C\n");
  big_csv = write_tmp ("big.csv", big->str);
  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (many, "q%u,category-number-%u,Question number %u?,Right answer %u,"
                            "Wrong answer %u,Another wrong answer %u\n", i, i, i, i, i, i);
  many_csv = write_tmp ("many.csv", many->str);

  for (guint round = 0; round < 2; round++)
    {
      const char *args[] = { "pack", "import-csv", rejected, "--into", pack, "-o", pack, NULL };
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      g_autofree char *now = NULL;
      g_autofree char *now_bak = NULL;

      g_assert_cmpint (run_cli (args, &out, &err), ==, 1);
      g_assert_nonnull (strstr (err, "rejected.csv:2:"));
      g_assert_nonnull (strstr (err, "rejected.csv:3:"));
      now = read_text (pack);
      now_bak = read_text (bak);
      g_assert_cmpstr (now, ==, small_pack);
      g_assert_cmpstr (now_bak, ==, "the user's own backup\n");
    }
  {
    const char *args[] = { "pack", "import-csv", big_csv, "-o", out_path, NULL };
    g_autofree char *out = NULL;
    g_autofree char *err = NULL;

    g_unlink (out_path);
    g_assert_cmpint (run_cli (args, &out, &err), ==, 1);
    g_assert_nonnull (strstr (err, "limit"));
    g_assert_false (g_file_test (out_path, G_FILE_TEST_EXISTS));
  }
  {
    const char *args[] = { "pack", "import-csv", many_csv, "-o", out_path, NULL };
    g_autofree char *out = NULL;
    g_autofree char *err = NULL;

    g_assert_cmpint (run_cli (args, &out, &err), ==, 1);
    g_assert_nonnull (strstr (err, "limit"));
    g_assert_false (g_file_test (out_path, G_FILE_TEST_EXISTS));
  }
}


/* Issue 16 (what to build): `play --from SAVE` resumes a saved game (the
 * engine's text or the app's autosave) and plays it to the end; `pack
 * validate` accepts saved games, with the same located messages. */
static void
test_cli_play_from_save (void)
{
  g_autofree char *save = tmp_path ("mid.schott-save");
  g_autofree char *autosave = tmp_path ("autosave-form.schott-save");
  g_autofree char *broken = tmp_path ("broken.schott-save");
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autofree char *kf_text = NULL;
  SchottVariant v;
  SchottGame game;
  SchottAi ais[3];

  if (g_getenv ("SCHOTT_CLI") == NULL)
    {
      g_test_skip ("SCHOTT_CLI not set");
      return;
    }
  schott_variant_init_default (&v);
  g_assert_true (schott_game_init (&game, &v, 3, 1616, &error));
  for (guint p = 0; p < 3; p++)
    schott_ai_init (&ais[p], SCHOTT_AI_EASY, 1616, p);
  for (guint i = 0; i < 40; i++)
    {
      SchottChoice c = schott_ai_choose_in_game (&ais[schott_game_decider (&game)], &game);
      g_assert_true (schott_game_decide (&game, &c, NULL, NULL, NULL));
    }
  g_assert_true (schott_save_game_write (save, &game, &error));
  text = schott_game_serialize (&game);
  g_key_file_set_integer (kf, "SCHOTT World game", "version", 1);
  g_key_file_set_string (kf, "SCHOTT World game", "state", text);
  kf_text = g_key_file_to_data (kf, NULL, NULL);
  g_assert_true (g_file_set_contents (autosave, kf_text, -1, NULL));

  for (guint k = 0; k < 2; k++)
    {
      const char *path = k == 0 ? save : autosave;
      const char *args[] = { "play", "--from", path, "--ai", "easy,normal", NULL };
      const char *vargs[] = { "pack", "validate", path, NULL };
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;

      g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
      g_assert_nonnull (strstr (out, "Game over"));
      g_clear_pointer (&out, g_free);
      g_clear_pointer (&err, g_free);
      g_assert_cmpint (run_cli (vargs, &out, &err), ==, 0);
    }

  /* a broken one: the same located message from both commands */
  {
    g_autoptr (GRegex) inc = g_regex_new ("^rng\\.inc = .*$", G_REGEX_MULTILINE, 0, NULL);
    g_autofree char *bad_text = g_regex_replace_literal (inc, text, -1, 0, "rng.inc = 2", 0, NULL);
    g_autofree char *out = NULL;
    g_autofree char *err_play = NULL;
    g_autofree char *err_validate = NULL;
    const char *args[] = { "play", "--from", broken, NULL };
    const char *vargs[] = { "pack", "validate", broken, NULL };
    g_autofree char *prefix = g_strdup_printf ("%s:1:1: cannot continue this saved game: line ", broken);

    g_assert_nonnull (strstr (bad_text, "rng.inc = 2\n"));
    g_assert_true (g_file_set_contents (broken, bad_text, -1, NULL));
    g_assert_cmpint (run_cli (args, &out, &err_play), ==, 1);
    g_clear_pointer (&out, g_free);
    g_assert_cmpint (run_cli (vargs, &out, &err_validate), ==, 1);
    g_assert_true (g_str_has_prefix (err_play, prefix));
    g_assert_cmpstr (err_play, ==, err_validate);
  }
}

static void
remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

/* A question on its own: new, copy (deep, with a new id or its own) and
 * free; and a question found by its id. */
static void
test_question_lifecycle (void)
{
  g_autoptr (SchottPack) pack = schott_pack_new ("quiz", "en de");
  SchottQuestion *q = schott_question_new ("q1", "glass", 2);
  SchottQuestion *same, *renamed;

  g_assert_cmpstr (q->id, ==, "q1");
  g_assert_cmpstr (q->category, ==, "glass");
  for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
    {
      g_assert_cmpstr (q->field[f][0], ==, "");
      g_assert_cmpstr (q->field[f][1], ==, "");
      g_assert_null (q->field[f][2]);
    }
  g_assert_null (q->outdated);
  g_ptr_array_add (pack->questions, q);
  schott_pack_set_text (pack, q, SCHOTT_FIELD_TEXT, "en", "One?");
  schott_pack_set_text (pack, q, SCHOTT_FIELD_TEXT, "de", "Eins?");
  schott_pack_set_outdated (pack, q, SCHOTT_FIELD_TEXT, "de", TRUE);
  q->difficulty = 2;

  same = schott_question_copy (q, NULL, 2);
  renamed = schott_question_copy (q, "q2", 2);
  g_assert_cmpstr (same->id, ==, "q1");
  g_assert_cmpstr (renamed->id, ==, "q2");
  g_assert_true (renamed->field[SCHOTT_FIELD_TEXT] != q->field[SCHOTT_FIELD_TEXT]);
  g_assert_cmpstr (renamed->field[SCHOTT_FIELD_TEXT][1], ==, "Eins?");
  g_assert_cmpstr (renamed->category, ==, "glass");
  g_assert_cmpuint (renamed->difficulty, ==, 2);
  g_assert_true (schott_question_has_outdated (renamed, 2, 1));
  /* the copy is its own: changing the original leaves it */
  schott_pack_set_text (pack, q, SCHOTT_FIELD_TEXT, "de", "");
  g_assert_cmpstr (renamed->field[SCHOTT_FIELD_TEXT][1], ==, "Eins?");
  g_assert_true (schott_question_has_outdated (renamed, 2, 1));

  g_ptr_array_add (pack->questions, renamed);
  g_assert_cmpint (schott_pack_find_question_index (pack, "q2"), ==, 1);
  g_assert_cmpint (schott_pack_find_question_index (pack, "q1"), ==, 0);
  g_assert_cmpint (schott_pack_find_question_index (pack, "q3"), ==, -1);
  g_assert_cmpint (schott_pack_find_question_index (pack, NULL), ==, -1);
  g_assert_true (schott_pack_find_question (pack, "q2") == renamed);
  g_assert_null (schott_pack_find_question (pack, "glass"));
  schott_question_free (same, 2);
  schott_question_free (NULL, 2);
}

/* ------------------------------------------- issue 27: hostile classes */

/* Item 12: every reader of every SCHOTT format stops at its limit while
 * reading: a device without end, a FIFO fed without end and a regular file
 * over the limit are refused quickly, as too large, naming the file. */
static void
expect_too_large (const char *path, const char *format, const GError *error, gint64 start)
{
  g_test_message ("%s: %s", format, error ? error->message : "(no error)");
  g_assert_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_TOO_LARGE);
  assert_located (error, path, 1, "too large");
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
}

static void
read_each_format (const char *path, gboolean fifo_each_time, SwHostileFifo **fifo)
{
  static const char *const formats[] = { "pack", "events", "variant", "save", "validate", "csv" };

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autoptr (GError) error = NULL;
      gint64 start = g_get_monotonic_time ();

      if (fifo_each_time)
        {
          *fifo = sw_hostile_fifo_new (tmpdir, "endless.fifo");
          path = (*fifo)->path;
        }
      if (i == 0)
        g_assert_null (schott_pack_load (path, &error));
      else if (i == 1)
        g_assert_null (schott_event_texts_load (path, &error));
      else if (i == 2)
        {
          SchottVariant v;

          g_assert_false (schott_variant_load (path, &v, NULL, &error));
        }
      else if (i == 3)
        {
          SchottGame game;

          g_assert_false (schott_save_game_read (path, &game, &error));
        }
      else if (i == 4)
        g_assert_false (schott_io_validate_file (path, &error));
      else
        {
          g_autofree char *data = NULL;
          gsize len;

          /* what `pack import-csv` and the editor's CSV preview read with */
          g_assert_false (schott_file_read_limited (path, SCHOTT_IO_MAX_FILE_SIZE, &data, &len, &error));
        }
      expect_too_large (path, formats[i], error, start);
      if (fifo_each_time)
        g_assert_cmpuint (sw_hostile_fifo_free (*fifo), <, SCHOTT_IO_MAX_FILE_SIZE + 2 * 1024 * 1024);
    }
}

static void
test_reader_size_limit_while_reading (void)
{
  g_autofree char *sparse = sw_hostile_sparse_file (tmpdir, "sparse.schott-pack.xml",
                                                     SCHOTT_IO_MAX_FILE_SIZE + 1);
  SwHostileFifo *fifo = NULL;
  const char *cli = g_getenv ("SCHOTT_CLI");

  read_each_format ("/dev/zero", FALSE, NULL);
  read_each_format (sparse, FALSE, NULL);
  read_each_format (NULL, TRUE, &fifo);

  /* and through the command line */
  if (cli != NULL && cli[0] != '\0')
    {
      const char *argv[] = { cli, "pack", "validate", "/dev/zero", NULL };
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      gint64 start = g_get_monotonic_time ();
      int status;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                   &out, &err, &status, NULL));
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 1);
      g_assert_true (g_str_has_prefix (err, "/dev/zero:1:1: "));
      g_assert_nonnull (strstr (err, "16 MiB"));
      g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
    }
  g_unlink (sparse);
}

/* A pack with these texts (NULL: a visible one). */
static char *
pack_with_texts (const char *title, const char *category, const char *question,
                 const char *right, const char *wrong, const char *translated)
{
  return g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<pack " NS_PACK " id=\"p\" version=\"1\" source-lang=\"en\" languages=\"en de\">\n"
                          "  <title xml:lang=\"en\">%s</title>\n"
                          "  <title xml:lang=\"de\"/>\n"
                          "  <categories>\n"
                          "    <category id=\"c\">\n"
                          "      <name xml:lang=\"en\">%s</name>\n"
                          "      <name xml:lang=\"de\"/>\n"
                          "    </category>\n"
                          "  </categories>\n"
                          "  <questions>\n"
                          "    <question id=\"q\" category=\"c\" difficulty=\"1\">\n"
                          "      <text xml:lang=\"en\">%s</text>\n"
                          "      <text xml:lang=\"de\">%s</text>\n"
                          "      <right><text xml:lang=\"en\">%s</text><text xml:lang=\"de\"/></right>\n"
                          "      <wrong><text xml:lang=\"en\">%s</text><text xml:lang=\"de\"/></wrong>\n"
                          "      <wrong><text xml:lang=\"en\">C</text><text xml:lang=\"de\"/></wrong>\n"
                          "    </question>\n"
                          "  </questions>\n"
                          "</pack>\n",
                          title ? title : "Title", category ? category : "Category",
                          question ? question : "Question?", translated ? translated : "",
                          right ? right : "A", wrong ? wrong : "B");
}

/* Item 14: a text made of nothing but invisible characters (U+200B,
 * U+200C, U+200D, U+2060, U+FEFF) and whitespace is empty, with the same
 * notion of "nothing" that compares answers; the problem is located. */
static void
test_text_invisible_only_is_empty (void)
{
  static const char *const nothings[] = {
    "\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF",
    "\u200B \u200C\t\u200D\u2060\uFEFF", "\u00A0\u3000\u200B",
  };
  static const struct { guint field; long line; const char *needle; } where[] = {
    { 0, 2, "has no title" },
    { 1, 2, "has no name" },
    { 2, 12, "the question is empty" },
    { 3, 12, "the right answer is empty" },
    { 4, 12, "the first wrong answer is empty" },
  };

  for (guint n = 0; n < G_N_ELEMENTS (nothings); n++)
    for (guint w = 0; w < G_N_ELEMENTS (where); w++)
      {
        const char *t[5] = { NULL, };
        g_autofree char *text = NULL;
        g_autoptr (GError) error = NULL;
        g_autoptr (SchottPack) pack = NULL;

        g_assert_true (schott_lang_texts_empty (nothings[n]));
        t[where[w].field] = nothings[n];
        text = pack_with_texts (t[0], t[1], t[2], t[3], t[4], NULL);
        pack = schott_pack_load_from_data (text, strlen (text), "t.xml", &error);
        g_assert_null (pack);
        assert_located (error, "t.xml", where[w].line, where[w].needle);
      }

  /* one notion of nothing: an answer that differs from another only by
   * invisible characters is the same answer */
  {
    g_autofree char *text = pack_with_texts (NULL, NULL, NULL, "A\u200B", "\u2060A", NULL);
    g_autoptr (GError) error = NULL;
    g_autoptr (SchottPack) pack = schott_pack_load_from_data (text, strlen (text), "t.xml", &error);

    g_assert_null (pack);
    assert_located (error, "t.xml", 12, "two answers are the same");
  }

  /* a translation of nothing is not a translation: the source shows */
  {
    g_autofree char *text = pack_with_texts (NULL, NULL, NULL, NULL, NULL, "\u200B\uFEFF");
    g_autoptr (GError) error = NULL;
    g_autoptr (SchottPack) pack = schott_pack_load_from_data (text, strlen (text), "t.xml", &error);
    SchottQuestion *q;

    g_assert_no_error (error);
    q = g_ptr_array_index (pack->questions, 0);
    g_assert_cmpstr (schott_lang_lookup (pack->languages, q->field[SCHOTT_FIELD_TEXT], "de"),
                     ==, "Question?");
  }

  /* visible text around invisible characters is text */
  g_assert_false (schott_lang_texts_empty ("\u200Ba"));
  g_assert_false (schott_lang_texts_empty ("\u200B\xe9"));

  /* event texts and a variant's name */
  {
    g_autofree char *text = read_shipped_with ("events/default.schott-events.xml",
                                               "<text xml:lang=\"en\">Swap two of your own cards.</text>",
                                               "<text xml:lang=\"en\">\u200B\u2060</text>");
    g_autoptr (GError) error = NULL;
    g_autoptr (SchottEventTexts) texts = schott_event_texts_load_from_data (text, strlen (text), "e.xml", &error);

    g_assert_null (texts);
    assert_located (error, "e.xml", 0, "E1 has no text in the source language");
  }
  {
    g_autofree char *text = read_shipped_with ("variants/classic.schott-variant.xml",
                                               "<name xml:lang=\"en\">Classic</name>",
                                               "<name xml:lang=\"en\">\uFEFF \u200D</name>");
    g_autoptr (GError) error = NULL;
    SchottVariant v;

    g_assert_false (schott_variant_load_from_data (text, strlen (text), "v.xml", &v, NULL, &error));
    assert_located (error, "v.xml", 2, "has no name in the source language");
  }
  {
    g_autofree char *text = read_shipped_with ("variants/schott.schott-variant.xml",
                                               "<name xml:lang=\"en\">Jena</name>",
                                               "<name xml:lang=\"en\">\u200C</name>");
    g_autoptr (GError) error = NULL;
    SchottVariant v;

    g_assert_false (schott_variant_load_from_data (text, strlen (text), "v.xml", &v, NULL, &error));
    assert_located (error, "v.xml", 0, "has no name in the source language");
  }
}

int
main (int argc, char **argv)
{
  int rc;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  tmpdir = g_dir_make_tmp ("schott-io-XXXXXX", NULL);
  g_assert_nonnull (tmpdir);

  g_test_add_func ("/io/writer/drops-unwritable", test_writer_drops_unwritable);
  g_test_add_func ("/io/shipped/xmllint", test_shipped_xmllint);
  g_test_add_func ("/io/shipped/load", test_shipped_load);
  g_test_add_func ("/io/shipped/canonical", test_shipped_canonical);
  g_test_add_func ("/io/variant/R-COMP-6/default-file-equals-engine", test_variant_default_file);
  g_test_add_func ("/io/variant/classic-file-equals-engine", test_variant_classic_file);
  g_test_add_func ("/io/variant/checks", test_variant_checks);
  g_test_add_func ("/io/variant/round-trip-amount", test_variant_round_trip_amount);
  g_test_add_func ("/io/events/R-COMP-7/default", test_events_default);
  g_test_add_func ("/io/events/checks", test_events_checks);
  g_test_add_func ("/io/pack/round-trip", test_pack_round_trip);
  g_test_add_func ("/io/pack/R-Q-2/api", test_pack_api);
  g_test_add_func ("/io/pack/question-new-copy-free", test_question_lifecycle);
  g_test_add_func ("/io/pack/checks", test_pack_checks);
  g_test_add_func ("/io/pack/folders-report-broken-and-duplicate-packs", test_pack_folders);
  g_test_add_func ("/io/pack/answers-compared-nfc-casefold-visible", test_answers_compared_normalised);
  g_test_add_func ("/io/hostile/files", test_hostile);
  g_test_add_func ("/io/broken-xml/plain-words-where-it-is", test_broken_xml_plain_words);
  g_test_add_func ("/io/broken-xml/events", test_broken_xml_other_files);
  g_test_add_func ("/io/broken-xml/schema-in-plain-words", test_broken_xml_schema_words);
  g_test_add_func ("/io/hostile/100-mb", test_hostile_huge);
  g_test_add_func ("/hostile/reader/size-limit-while-reading", test_reader_size_limit_while_reading);
  g_test_add_func ("/hostile/text/invisible-only-is-empty", test_text_invisible_only_is_empty);
  g_test_add_func ("/io/hostile/utf8-check", test_hostile_utf8_check);
  g_test_add_func ("/io/csv/round-trip", test_csv_round_trip);
  g_test_add_func ("/io/pack/outdated/round-trip-xml-csv", test_outdated_round_trip);
  g_test_add_func ("/io/pack/outdated/errors", test_outdated_errors);
  g_test_add_func ("/io/events/outdated/round-trip", test_outdated_events);
  g_test_add_func ("/io/csv/two-errors-in-one-record", test_csv_two_errors_in_one_record);
  g_test_add_func ("/io/csv/formula-cells-neutralised-and-restored", test_csv_formula_injection);
  g_test_add_func ("/io/ids/one-pattern-in-xml-and-csv", test_id_pattern);
  g_test_add_func ("/io/file/oversize-pack-never-written", test_save_refuses_oversize);
  g_test_add_func ("/io/pack/linear-checks/100000-languages-categories-rows", test_linear_checks);
  g_test_add_func ("/io/csv/outdated-columns-linear", test_csv_outdated_linear);
  g_test_add_func ("/io/csv/rejects", test_csv_rejects);
  g_test_add_func ("/io/file/atomic-save", test_atomic_save);
  g_test_add_func ("/io/file/keeps-mode-never-replaces-read-only", test_file_mode_and_read_only);
  g_test_add_func ("/io/file/saved-game", test_save_game);
  g_test_add_func ("/io/cli/pack", test_cli);
  g_test_add_func ("/io/cli/play-from-save-to-the-end", test_cli_play_from_save);
  g_test_add_func ("/io/cli/import-csv/writes-only-a-pack-that-loads", test_cli_import_never_loses);

  rc = g_test_run ();
  remove_tree (tmpdir);
  g_free (tmpdir);
  return rc;
}
