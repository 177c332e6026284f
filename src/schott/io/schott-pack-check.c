/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-check.c: the checks of a question pack (its problems). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-io-private.h"

/* ---------------------------------------------------------- validation */

gboolean
schott_id_is_valid (const char *id)
{
  /* ASCII only: no look-alike, invisible or bidi character can hide in an
   * id; no leading "." so that no id reads as "." or ".." */
  if (id == NULL || id[0] == '\0' || id[0] == '.')
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.')
      return FALSE;
  return TRUE;
}

#define id_is_valid schott_id_is_valid

/* Whether text holds a character XML 1.0 cannot carry: a control
 * character other than tab and line feed, or the noncharacters U+FFFE and
 * U+FFFF (the saver could not write the pack so that it loads again). */
static gboolean
has_control_chars (const char *text)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 highs = G_GUINT64_CONSTANT (0x8080808080808080);
  const char *p = text;
  const char *end;

  if (text == NULL)
    return FALSE;
  if (strstr (text, "\xef\xbf\xbe") != NULL || strstr (text, "\xef\xbf\xbf") != NULL)
    return TRUE;
  end = text + strlen (text);
  /* skip eight bytes at a time while none is below 0x20 */
  for (; end - p >= 8; p += 8)
    {
      guint64 w;

      memcpy (&w, p, 8);
      if (((w - 0x20 * ones) & ~w & highs) != 0)
        break;
    }
  for (; p < end; p++)
    if ((guchar) *p < 0x20 && *p != '\n' && *p != '\t')
      return TRUE;
  return FALSE;
}

/* The form in which two answers are compared: without the space around
 * them (the XML reader trims a text), without invisible characters
 * (schott_unichar_is_invisible(): U+200B, U+202E …), NFC-normalised and
 * case-folded, so that "é", "e" + U+0301, "é" + U+200B and " é" are one
 * answer. */
static char *
answer_key (const char *text)
{
  g_autoptr (GString) visible = NULL;
  g_autofree char *folded = NULL;
  const char *p;

  /* ASCII (most answers): folding is lower-casing, nothing to normalise */
  for (p = text; *p && (guchar) *p < 0x80; p++)
    ;
  if (*p == '\0')
    return g_strstrip (g_ascii_strdown (text, -1));

  visible = g_string_sized_new (strlen (text));
  for (p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      /* leading space, invisible characters */
      if (schott_unichar_is_invisible (c) || (visible->len == 0 && g_unichar_isspace (c)))
        continue;
      g_string_append_unichar (visible, c);
    }
  /* trailing space */
  while (visible->len > 0)
    {
      const char *last = g_utf8_find_prev_char (visible->str, visible->str + visible->len);

      if (last == NULL || !g_unichar_isspace (g_utf8_get_char (last)))
        break;
      g_string_truncate (visible, (gsize) (last - visible->str));
    }
  /* NFC after folding: folding may decompose, NFC composes again */
  folded = g_utf8_casefold (visible->str, (gssize) visible->len);
  return g_utf8_normalize (folded, -1, G_NORMALIZE_NFC);
}

/* The first bidi embedding, override or isolate control in text (they
 * make a text read otherwise than it is stored), or 0. */
static gunichar
find_bidi_control (const char *text)
{
  if (text == NULL)
    return 0;
  for (const char *p = text; *p; p++)
    {
      /* every such character starts with 0xE2 in UTF-8 */
      if ((guchar) *p == 0xE2)
        {
          gunichar c = g_utf8_get_char_validated (p, -1);

          if ((c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069))
            return c;
        }
    }
  return 0;
}

static const char *
field_label (SchottField field)
{
  switch (field)
    {
    case SCHOTT_FIELD_TEXT: return _("the question");
    case SCHOTT_FIELD_RIGHT: return _("the right answer");
    case SCHOTT_FIELD_WRONG1: return _("the first wrong answer");
    case SCHOTT_FIELD_WRONG2: return _("the second wrong answer");
    default: return "";
    }
}

static void
add (GPtrArray *problems, SchottProblem *problem, gboolean *ok)
{
  if (problem->severity == SCHOTT_PROBLEM_ERROR)
    *ok = FALSE;
  if (problems)
    g_ptr_array_add (problems, problem);
  else
    schott_problem_free (problem);
}

gboolean
schott_pack_check_question (const SchottPack *pack, GHashTable *categories,
                            const SchottQuestion *q, gint i, GPtrArray *problems)
{
  const char *qid = q->id ? q->id : "";
  gboolean ok = TRUE;
  guint n = pack->languages->len;

  if (!id_is_valid (qid))
    add (problems, schott_problem_new (SCHOTT_PROBLEM_ERROR, i, NULL,
                                       _("question %d: the id “%s” must be letters, digits, “-”, “_” or “.”, not starting with “.”"),
                                       i + 1, qid), &ok);
  if (categories != NULL
      ? !g_hash_table_contains (categories, q->category ? q->category : "")
      : schott_pack_find_category (pack, q->category) == NULL)
    add (problems, schott_problem_new (SCHOTT_PROBLEM_ERROR, i, NULL,
                                       _("question “%s” has the category “%s”, which is not declared in <categories>"),
                                       qid, q->category ? q->category : ""), &ok);
  if (q->difficulty > 3)
    add (problems, schott_problem_new (SCHOTT_PROBLEM_ERROR, i, NULL,
                                       _("question “%s”: the difficulty must be 1, 2 or 3"), qid), &ok);

  for (guint l = 0; l < n; l++)
    {
      const char *lang = g_ptr_array_index (pack->languages, l);
      guint filled = 0;

      for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
        {
          if (!schott_lang_texts_empty (q->field[f][l]))
            filled++;
          if (has_control_chars (q->field[f][l]))
            add (problems, schott_problem_new (SCHOTT_PROBLEM_ERROR, i, lang,
                                               _("question “%s”: %s in “%s” contains a control character"),
                                               qid, field_label (f), lang), &ok);
          {
            gunichar bidi = find_bidi_control (q->field[f][l]);

            if (bidi != 0)
              add (problems, schott_problem_new (SCHOTT_PROBLEM_WARNING, i, lang,
                                                 _("question “%s”: %s in “%s” contains the bidirectional control character U+%04X, which can make the text read otherwise than it is stored"),
                                                 qid, field_label (f), lang, bidi), &ok);
          }
        }
      if (filled == 0 && l > 0)
        continue;   /* not translated yet: falls back (R-Q-2) */
      if (l > 0 && schott_question_has_outdated (q, n, (gint) l))
        add (problems, schott_problem_new (SCHOTT_PROBLEM_WARNING, i, lang,
                                           _("question “%s”: the translation to “%s” is outdated: the source text changed since it was translated"),
                                           qid, lang), &ok);
      if (filled < SCHOTT_N_FIELDS)
        {
          for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
            if (schott_lang_texts_empty (q->field[f][l]))
              add (problems, schott_problem_new (l == 0 ? SCHOTT_PROBLEM_ERROR : SCHOTT_PROBLEM_WARNING,
                                                 i, lang,
                                                 l == 0
                                                 ? _("question “%s”: %s is empty in the source language “%s”")
                                                 : _("question “%s”: %s is not translated to “%s” yet"),
                                                 qid, field_label (f), lang), &ok);
          continue;
        }
      {
        g_autofree char *right = answer_key (q->field[SCHOTT_FIELD_RIGHT][l]);
        g_autofree char *wrong1 = answer_key (q->field[SCHOTT_FIELD_WRONG1][l]);
        g_autofree char *wrong2 = answer_key (q->field[SCHOTT_FIELD_WRONG2][l]);

        if (strcmp (right, wrong1) == 0 || strcmp (right, wrong2) == 0 || strcmp (wrong1, wrong2) == 0)
          add (problems, schott_problem_new (SCHOTT_PROBLEM_ERROR, i, lang,
                                             _("question “%s”: two answers are the same in “%s”; the three answers must differ"),
                                             qid, lang), &ok);
      }
    }
  return ok;
}

gboolean
schott_pack_validate (const SchottPack *pack, GPtrArray *problems)
{
  g_autoptr (GHashTable) ids = NULL;
  g_autoptr (GHashTable) cats = NULL;
  g_autoptr (GHashTable) declared = NULL;
  gboolean ok = TRUE;
  guint n;

  g_return_val_if_fail (pack != NULL, FALSE);
  n = pack->languages->len;

  if (!id_is_valid (pack->id))
    add (problems, schott_problem_new (SCHOTT_PROBLEM_ERROR, -1, NULL,
                                       _("the pack id “%s” must be letters, digits, “-”, “_” or “.”, not starting with “.”"),
                                       pack->id ? pack->id : ""), &ok);
  if (n == 0 || pack->source_lang == NULL
      || strcmp (pack->source_lang, g_ptr_array_index (pack->languages, 0)) != 0)
    {
      add (problems, schott_problem_new (SCHOTT_PROBLEM_ERROR, -1, NULL,
                                         "%s", _("the source language must be the first language")), &ok);
      return FALSE;
    }
  if (schott_lang_texts_empty (pack->title[0]))
    add (problems, schott_problem_new (SCHOTT_PROBLEM_ERROR, -1, pack->source_lang,
                                       _("the pack has no title in its source language “%s”"),
                                       pack->source_lang), &ok);

  cats = g_hash_table_new (g_str_hash, g_str_equal);
  declared = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < pack->categories->len; i++)
    {
      SchottCategory *cat = g_ptr_array_index (pack->categories, i);

      g_hash_table_add (declared, cat->id);
      if (!id_is_valid (cat->id))
        add (problems, schott_problem_new (SCHOTT_PROBLEM_ERROR, -1, NULL,
                                           _("the category id “%s” must be letters, digits, “-”, “_” or “.”, not starting with “.”"),
                                           cat->id), &ok);
      else if (!g_hash_table_add (cats, cat->id))
        add (problems, schott_problem_new (SCHOTT_PROBLEM_ERROR, -1, NULL,
                                           _("the category “%s” is declared twice"), cat->id), &ok);
      if (schott_lang_texts_empty (cat->name[0]))
        add (problems, schott_problem_new (SCHOTT_PROBLEM_ERROR, -1, pack->source_lang,
                                           _("the category “%s” has no name in the source language “%s”"),
                                           cat->id, pack->source_lang), &ok);
    }

  ids = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < pack->questions->len; i++)
    {
      SchottQuestion *q = g_ptr_array_index (pack->questions, i);
      const char *qid = q->id ? q->id : "";

      if (!schott_pack_check_question (pack, declared, q, (gint) i, problems))
        ok = FALSE;
      if (id_is_valid (qid) && !g_hash_table_add (ids, (gpointer) qid))
        add (problems, schott_problem_new (SCHOTT_PROBLEM_ERROR, (gint) i, NULL,
                                           _("the question id “%s” is used twice"), qid), &ok);
    }
  return ok;
}
