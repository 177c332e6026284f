/* schott-pack.c: question packs (*.schott-pack.xml). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-io-private.h"

static const char *const field_element[SCHOTT_N_FIELDS] = { "text", "right", "wrong", "wrong" };

/* ----------------------------------------------------------- lifecycle */

static void
category_free (SchottCategory *cat, guint n_languages)
{
  g_free (cat->id);
  schott_lang_texts_free (cat->name, n_languages);
  g_free (cat);
}

void
schott_question_free (SchottQuestion *q, guint n_languages)
{
  if (q == NULL)
    return;
  g_free (q->id);
  g_free (q->category);
  for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
    schott_lang_texts_free (q->field[f], n_languages);
  g_free (q->outdated);
  g_free (q);
}

SchottQuestion *
schott_question_new (const char *id, const char *category, guint n_languages)
{
  SchottQuestion *q = g_new0 (SchottQuestion, 1);

  q->id = g_strdup (id ? id : "");
  q->category = g_strdup (category ? category : "");
  for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
    q->field[f] = schott_lang_texts_new (n_languages);
  return q;
}

SchottQuestion *
schott_question_copy (const SchottQuestion *q, const char *id, guint n_languages)
{
  SchottQuestion *c;

  g_return_val_if_fail (q != NULL, NULL);
  c = g_new0 (SchottQuestion, 1);
  c->id = g_strdup (id != NULL ? id : q->id);
  c->category = g_strdup (q->category);
  c->difficulty = q->difficulty;
  for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
    c->field[f] = schott_lang_texts_copy (q->field[f], n_languages);
  c->outdated = schott_lang_flags_copy (q->outdated, n_languages);
  return c;
}

static SchottPack *
pack_new_empty (void)
{
  SchottPack *pack = g_new0 (SchottPack, 1);

  pack->version = 1;
  pack->languages = g_ptr_array_new_with_free_func (g_free);
  pack->authors = g_ptr_array_new_with_free_func (g_free);
  pack->categories = g_ptr_array_new ();
  pack->questions = g_ptr_array_new ();
  return pack;
}

SchottPack *
schott_pack_new (const char *id, const char *languages)
{
  SchottPack *pack = pack_new_empty ();
  g_autoptr (GPtrArray) langs = schott_languages_parse (languages ? languages : "en");
  g_autoptr (GHashTable) index = schott_languages_index_new (NULL);

  pack->id = g_strdup (id ? id : "");
  for (guint i = 0; i < langs->len; i++)
    if (schott_languages_index_find (index, g_ptr_array_index (langs, i)) < 0)
      {
        g_ptr_array_add (pack->languages, g_strdup (g_ptr_array_index (langs, i)));
        schott_languages_index_add (index, pack->languages);
      }
  if (pack->languages->len == 0)
    g_ptr_array_add (pack->languages, g_strdup ("en"));
  pack->source_lang = g_strdup (g_ptr_array_index (pack->languages, 0));
  pack->title = schott_lang_texts_new (pack->languages->len);
  pack->description = schott_lang_texts_new (pack->languages->len);
  return pack;
}

void
schott_pack_free (SchottPack *pack)
{
  guint n;

  if (pack == NULL)
    return;
  n = pack->languages->len;
  for (guint i = 0; i < pack->categories->len; i++)
    category_free (g_ptr_array_index (pack->categories, i), n);
  for (guint i = 0; i < pack->questions->len; i++)
    schott_question_free (g_ptr_array_index (pack->questions, i), n);
  g_ptr_array_unref (pack->categories);
  g_ptr_array_unref (pack->questions);
  schott_lang_texts_free (pack->title, n);
  schott_lang_texts_free (pack->description, n);
  g_ptr_array_unref (pack->languages);
  g_ptr_array_unref (pack->authors);
  g_free (pack->id);
  g_free (pack->source_lang);
  g_free (pack->license);
  g_free (pack);
}

SchottPack *
schott_pack_copy (const SchottPack *pack)
{
  SchottPack *copy;
  guint n;

  g_return_val_if_fail (pack != NULL, NULL);
  copy = pack_new_empty ();
  n = pack->languages->len;
  copy->id = g_strdup (pack->id);
  copy->version = pack->version;
  copy->source_lang = g_strdup (pack->source_lang);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (copy->languages, g_strdup (g_ptr_array_index (pack->languages, i)));
  copy->title = schott_lang_texts_copy (pack->title, n);
  copy->description = schott_lang_texts_copy (pack->description, n);
  for (guint i = 0; i < pack->authors->len; i++)
    g_ptr_array_add (copy->authors, g_strdup (g_ptr_array_index (pack->authors, i)));
  copy->license = g_strdup (pack->license);
  for (guint i = 0; i < pack->categories->len; i++)
    {
      const SchottCategory *cat = g_ptr_array_index (pack->categories, i);
      SchottCategory *c = g_new0 (SchottCategory, 1);

      c->id = g_strdup (cat->id);
      c->name = schott_lang_texts_copy (cat->name, n);
      g_ptr_array_add (copy->categories, c);
    }
  for (guint i = 0; i < pack->questions->len; i++)
    g_ptr_array_add (copy->questions, schott_question_copy (g_ptr_array_index (pack->questions, i), NULL, n));
  return copy;
}

/* ------------------------------------------------------------- editing */

gboolean
schott_pack_add_language (SchottPack *pack, const char *lang)
{
  guint n;

  g_return_val_if_fail (pack != NULL && lang != NULL, FALSE);
  if (schott_languages_find (pack->languages, lang) >= 0)
    return FALSE;
  n = pack->languages->len;
  g_ptr_array_add (pack->languages, g_strdup (lang));
  pack->title = schott_lang_texts_grow (pack->title, n, n + 1);
  pack->description = schott_lang_texts_grow (pack->description, n, n + 1);
  for (guint i = 0; i < pack->categories->len; i++)
    {
      SchottCategory *cat = g_ptr_array_index (pack->categories, i);
      cat->name = schott_lang_texts_grow (cat->name, n, n + 1);
    }
  for (guint i = 0; i < pack->questions->len; i++)
    {
      SchottQuestion *q = g_ptr_array_index (pack->questions, i);
      for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
        q->field[f] = schott_lang_texts_grow (q->field[f], n, n + 1);
      q->outdated = schott_lang_flags_grow (q->outdated, n, n + 1);
    }
  return TRUE;
}

/* The item of items (SchottCategory or SchottQuestion: both start with
 * their id) whose id is id, or -1. */
static gint
find_id (GPtrArray *items, const char *id)
{
  G_STATIC_ASSERT (G_STRUCT_OFFSET (SchottCategory, id) == 0);
  G_STATIC_ASSERT (G_STRUCT_OFFSET (SchottQuestion, id) == 0);

  for (guint i = 0; id && i < items->len; i++)
    if (g_strcmp0 (*(const char **) g_ptr_array_index (items, i), id) == 0)
      return (gint) i;
  return -1;
}

SchottCategory *
schott_pack_find_category (const SchottPack *pack, const char *id)
{
  gint i;

  g_return_val_if_fail (pack != NULL, NULL);
  i = find_id (pack->categories, id);
  return i >= 0 ? g_ptr_array_index (pack->categories, i) : NULL;
}

SchottCategory *
schott_pack_add_category (SchottPack *pack, const char *id)
{
  SchottCategory *cat;

  g_return_val_if_fail (pack != NULL && id != NULL, NULL);
  cat = g_new0 (SchottCategory, 1);
  cat->id = g_strdup (id);
  cat->name = schott_lang_texts_new (pack->languages->len);
  g_ptr_array_add (pack->categories, cat);
  return cat;
}

SchottQuestion *
schott_pack_add_question (SchottPack *pack, const char *id, const char *category)
{
  SchottQuestion *q;

  g_return_val_if_fail (pack != NULL, NULL);
  q = schott_question_new (id, category, pack->languages->len);
  g_ptr_array_add (pack->questions, q);
  return q;
}

void
schott_pack_remove_question (SchottPack *pack, guint index)
{
  g_return_if_fail (pack != NULL && index < pack->questions->len);
  schott_question_free (g_ptr_array_steal_index (pack->questions, index), pack->languages->len);
}

gint
schott_pack_find_question_index (const SchottPack *pack, const char *id)
{
  g_return_val_if_fail (pack != NULL, -1);
  return find_id (pack->questions, id);
}

SchottQuestion *
schott_pack_find_question (const SchottPack *pack, const char *id)
{
  gint i;

  g_return_val_if_fail (pack != NULL, NULL);
  i = find_id (pack->questions, id);
  return i >= 0 ? g_ptr_array_index (pack->questions, i) : NULL;
}

void
schott_pack_set_text (SchottPack *pack, SchottQuestion *q, SchottField field,
                      const char *lang, const char *text)
{
  gint index;

  g_return_if_fail (pack != NULL && q != NULL && field < SCHOTT_N_FIELDS);
  index = schott_languages_find (pack->languages, lang);
  g_return_if_fail (index >= 0);
  g_free (q->field[field][index]);
  q->field[field][index] = g_strdup (text ? text : "");
  if (schott_lang_texts_empty (text))
    schott_lang_flags_set (&q->outdated, pack->languages->len, index, 1u << field, FALSE);
}

/* ---------------------------------------------------- outdated translations */

gboolean
schott_pack_is_outdated (const SchottPack *pack, const SchottQuestion *q,
                         SchottField field, const char *lang)
{
  gint index;

  g_return_val_if_fail (pack != NULL && q != NULL && field < SCHOTT_N_FIELDS, FALSE);
  index = schott_languages_find (pack->languages, lang);
  return index > 0 && q->outdated != NULL && (q->outdated[index] & (1u << field)) != 0
         && !schott_lang_texts_empty (q->field[field][index]);
}

void
schott_pack_set_outdated (SchottPack *pack, SchottQuestion *q, SchottField field,
                          const char *lang, gboolean outdated)
{
  gint index;

  g_return_if_fail (pack != NULL && q != NULL && field < SCHOTT_N_FIELDS);
  index = schott_languages_find (pack->languages, lang);
  g_return_if_fail (index >= 0);
  if (outdated && (index == 0 || schott_lang_texts_empty (q->field[field][index])))
    return;
  schott_lang_flags_set (&q->outdated, pack->languages->len, index, 1u << field, outdated);
}

gboolean
schott_question_has_outdated (const SchottQuestion *q, guint n_languages, gint lang_index)
{
  g_return_val_if_fail (q != NULL, FALSE);
  if (q->outdated == NULL)
    return FALSE;
  for (guint l = lang_index >= 0 ? (guint) lang_index : 1;
       l < n_languages && (lang_index < 0 || l == (guint) lang_index); l++)
    for (guint f = 0; l > 0 && f < SCHOTT_N_FIELDS; f++)
      if ((q->outdated[l] & (1u << f)) != 0 && !schott_lang_texts_empty (q->field[f][l]))
        return TRUE;
  return FALSE;
}

guint
schott_pack_count_outdated (const SchottPack *pack, const char *lang)
{
  gint index;
  guint n = 0;

  g_return_val_if_fail (pack != NULL, 0);
  index = schott_languages_find (pack->languages, lang);
  if (index <= 0)
    return 0;
  for (guint i = 0; i < pack->questions->len; i++)
    n += schott_question_has_outdated (g_ptr_array_index (pack->questions, i),
                                       pack->languages->len, index);
  return n;
}

/* --------------------------------------------------------- translation */

static gboolean
complete_at (const SchottQuestion *q, gint index)
{
  if (index < 0)
    return FALSE;
  for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
    if (schott_lang_texts_empty (q->field[f][index]))
      return FALSE;
  return TRUE;
}

gboolean
schott_question_complete (const SchottPack *pack, const SchottQuestion *q,
                          const char *lang)
{
  g_return_val_if_fail (pack != NULL && q != NULL, FALSE);
  return complete_at (q, schott_languages_find (pack->languages, lang));
}

guint
schott_pack_count_complete (const SchottPack *pack, const char *lang)
{
  gint index;
  guint n = 0;

  g_return_val_if_fail (pack != NULL, 0);
  index = schott_languages_find (pack->languages, lang);
  if (index < 0)
    return 0;
  for (guint i = 0; i < pack->questions->len; i++)
    if (complete_at (g_ptr_array_index (pack->questions, i), index))
      n++;
  return n;
}

static gint
question_lang_index (const SchottPack *pack, const SchottQuestion *q, const char *lang)
{
  gint index = schott_pack_language_index (pack, lang);

  return complete_at (q, index) ? index : 0;
}

const char *
schott_question_lang (const SchottPack *pack, const SchottQuestion *q, const char *lang)
{
  g_return_val_if_fail (pack != NULL && q != NULL, NULL);
  return g_ptr_array_index (pack->languages, question_lang_index (pack, q, lang));
}

const char *
schott_question_field (const SchottPack *pack, const SchottQuestion *q,
                       SchottField field, const char *lang)
{
  const char *text;

  g_return_val_if_fail (pack != NULL && q != NULL && field < SCHOTT_N_FIELDS, "");
  text = q->field[field][question_lang_index (pack, q, lang)];
  return text ? text : "";
}

const char *
schott_question_text (const SchottPack *pack, const SchottQuestion *q, const char *lang)
{
  return schott_question_field (pack, q, SCHOTT_FIELD_TEXT, lang);
}

void
schott_pack_answers_in_play_order (const SchottPack *pack, const SchottQuestion *q,
                                   const char *lang, guint question_right,
                                   const char *out[3])
{
  guint w = 0;

  g_return_if_fail (pack != NULL && q != NULL && out != NULL);
  if (question_right > 2)
    question_right = 0;
  for (guint pos = 0; pos < 3; pos++)
    {
      if (pos == question_right)
        out[pos] = schott_question_field (pack, q, SCHOTT_FIELD_RIGHT, lang);
      else
        out[pos] = schott_question_field (pack, q, SCHOTT_FIELD_WRONG1 + w++, lang);
    }
}

const char *
schott_pack_localized (const SchottPack *pack, char **texts, const char *lang)
{
  g_return_val_if_fail (pack != NULL, "");
  return schott_lang_lookup (pack->languages, texts, lang);
}

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

/* The form in which two answers are compared: without invisible (format,
 * Cf) characters such as U+200B or U+202E, NFC-normalised and case-folded,
 * so that "é", "e" + U+0301 and "é" + U+200B are one answer. */
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
    return g_ascii_strdown (text, -1);

  visible = g_string_sized_new (strlen (text));
  for (p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_type (c) != G_UNICODE_FORMAT)
        g_string_append_unichar (visible, c);
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

/* -------------------------------------------------------------- loading */

typedef struct
{
  SchottXmlFile *f;            /* the walk's problems */
  SchottPack    *pack;
  GArray        *question_lines; /* long: where each question starts */
  char          *question_tag;   /* "<question", with the prefix if any */
  gboolean       root_ok;        /* the root is a <pack> with usable languages */
  gboolean       has_categories, has_questions;
  /* one per kind of owner: a question's text and its answers interleave */
  SchottLangSeen seen_title, seen_desc, seen_name, seen_text, seen_answer;
  gboolean       skipped;        /* owners left unread after too many problems */
} PackLoad;

static char *
owner_question (xmlNode *node, const char *id)
{
  if (id != NULL)
    return g_strdup_printf (_("question “%s”"), id);
  return g_strdup_printf (_("the question on line %ld"), xmlGetLineNo (node));
}

/* Once a file has more problems than a message shows, its questions and
 * categories are no longer built: a hostile file that declares 100,000
 * languages would otherwise cost 100,000 texts per question. */
static gboolean
skip_owner (PackLoad *pl)
{
  if (!schott_xml_too_many_problems (pl->f))
    return FALSE;
  pl->skipped = TRUE;
  pl->f->uncounted = TRUE;
  return TRUE;
}

static void
read_answer (PackLoad *pl, xmlNode *node, char **texts, const char *owner,
             guint8 **outdated, guint8 bit)
{
  SchottXmlFile *f = pl->f;
  SchottLangSeen *seen = &pl->seen_answer;
  static const char *const no_attrs[] = { NULL };

  schott_lang_seen_next (seen);
  schott_xml_check_attrs (f, node, no_attrs);
  for (xmlNode *child = schott_xml_first_child (node); child; child = schott_xml_next (child))
    {
      if (schott_xml_is (f, child, "text"))
        schott_xml_read_lang_text_outdated (f, child, pl->pack->languages, texts, seen, owner,
                                            outdated, bit);
      else
        schott_xml_error (f, child, NULL, SCHOTT_IO_ERROR_SCHEMA,
                          _("unexpected <%s> inside <%s> of %s"),
                          (const char *) child->name, (const char *) node->name, owner);
    }
  schott_xml_check_all_langs (f, node, pl->pack->languages, seen, "text", owner);
}

static void
read_question (PackLoad *pl, xmlNode *node)
{
  static const char *const attrs[] = { "id", "category", "difficulty", NULL };
  SchottXmlFile *f = pl->f;
  guint n = pl->pack->languages->len;
  const char *id = schott_xml_attr (node, "id");
  const char *category = schott_xml_attr (node, "category");
  g_autofree char *owner = NULL;
  SchottLangSeen *seen = &pl->seen_text;
  SchottQuestion *q;
  guint n_right = 0, n_wrong = 0;

  if (skip_owner (pl))
    return;
  owner = owner_question (node, id);
  schott_lang_seen_next (seen);
  schott_xml_check_attrs (f, node, attrs);
  if (id == NULL)
    schott_xml_error (f, node, NULL, SCHOTT_IO_ERROR_SCHEMA,
                      "%s", _("a <question> needs an id attribute"));
  if (category == NULL)
    schott_xml_error (f, node, NULL, SCHOTT_IO_ERROR_SCHEMA,
                      _("%s needs a category attribute"), owner);
  /* the texts stay NULL until read: most are, and "" is filled in after */
  q = g_new0 (SchottQuestion, 1);
  q->id = g_strdup (id ? id : "");
  q->category = g_strdup (category ? category : "");
  for (guint fi = 0; fi < SCHOTT_N_FIELDS; fi++)
    q->field[fi] = g_new0 (char *, n + 1);
  q->difficulty = schott_xml_uint_attr (f, node, "difficulty", 1, 3, FALSE, 0);
  g_ptr_array_add (pl->pack->questions, q);
  {
    long line = xmlGetLineNo (node);

    g_array_append_val (pl->question_lines, line);
    if (pl->question_tag == NULL)
      pl->question_tag = node->ns && node->ns->prefix
                         ? g_strdup_printf ("<%s:question", (const char *) node->ns->prefix)
                         : g_strdup ("<question");
  }

  for (xmlNode *child = schott_xml_first_child (node); child; child = schott_xml_next (child))
    {
      if (schott_xml_is (f, child, "text"))
        schott_xml_read_lang_text_outdated (f, child, pl->pack->languages, q->field[SCHOTT_FIELD_TEXT],
                                            seen, owner, &q->outdated, 1u << SCHOTT_FIELD_TEXT);
      else if (schott_xml_is (f, child, "right"))
        {
          if (n_right++ == 0)
            read_answer (pl, child, q->field[SCHOTT_FIELD_RIGHT], owner,
                         &q->outdated, 1u << SCHOTT_FIELD_RIGHT);
        }
      else if (schott_xml_is (f, child, "wrong"))
        {
          if (n_wrong < 2)
            read_answer (pl, child, q->field[SCHOTT_FIELD_WRONG1 + n_wrong], owner,
                         &q->outdated, 1u << (SCHOTT_FIELD_WRONG1 + n_wrong));
          n_wrong++;
        }
      else
        schott_xml_error (f, child, NULL, SCHOTT_IO_ERROR_SCHEMA,
                          _("unexpected <%s> inside %s"), (const char *) child->name, owner);
    }
  for (guint fi = 0; fi < SCHOTT_N_FIELDS; fi++)
    for (guint l = 0; l < n; l++)
      if (q->field[fi][l] == NULL)
        q->field[fi][l] = g_strdup ("");
  schott_xml_check_all_langs (f, node, pl->pack->languages, seen, "text", owner);
  if (n_right != 1)
    schott_xml_error (f, node, NULL, SCHOTT_IO_ERROR_SCHEMA,
                      ngettext ("%s has %u right answer, it needs exactly 1",
                                "%s has %u right answers, it needs exactly 1", n_right),
                      owner, n_right);
  if (n_wrong != 2)
    schott_xml_error (f, node, NULL, SCHOTT_IO_ERROR_SCHEMA,
                      ngettext ("%s has %u wrong answer, it needs 2",
                                "%s has %u wrong answers, it needs 2", n_wrong),
                      owner, n_wrong);
}

static void
read_category (PackLoad *pl, xmlNode *node)
{
  static const char *const attrs[] = { "id", NULL };
  SchottXmlFile *f = pl->f;
  const char *id = schott_xml_attr (node, "id");
  g_autofree char *owner = NULL;
  SchottLangSeen *seen = &pl->seen_name;
  SchottCategory *cat;

  if (skip_owner (pl))
    return;
  schott_lang_seen_next (seen);
  schott_xml_check_attrs (f, node, attrs);
  if (id == NULL)
    {
      schott_xml_error (f, node, NULL, SCHOTT_IO_ERROR_SCHEMA, "%s",
                        _("a <category> needs an id attribute"));
      return;
    }
  owner = g_strdup_printf (_("the category “%s”"), id);
  cat = schott_pack_add_category (pl->pack, id);
  for (xmlNode *child = schott_xml_first_child (node); child; child = schott_xml_next (child))
    {
      if (schott_xml_is (f, child, "name"))
        schott_xml_read_lang_text (f, child, pl->pack->languages, cat->name, seen, owner);
      else
        schott_xml_error (f, child, NULL, SCHOTT_IO_ERROR_SCHEMA,
                          _("unexpected <%s> inside %s"), (const char *) child->name, owner);
    }
  schott_xml_check_all_langs (f, node, pl->pack->languages, seen, "name", owner);
}

/* The root's attributes, when the parser has just read its start tag. */
static void
on_pack_root_start (xmlNode *root, gpointer data)
{
  static const char *const attrs[] = { "id", "version", "source-lang", "languages", NULL };
  PackLoad *pl = data;
  SchottXmlFile *f = pl->f;
  SchottPack *pack = pl->pack;
  const char *id;
  guint n;

  /* another root element: the parser reports it */
  if (!schott_xml_is (f, root, "pack"))
    return;
  id = schott_xml_attr (root, "id");
  schott_xml_check_attrs (f, root, attrs);
  if (id == NULL)
    schott_xml_error (f, root, NULL, SCHOTT_IO_ERROR_SCHEMA, "%s",
                      _("<pack> needs an id attribute"));
  pack->id = g_strdup (id ? id : "");
  pack->version = schott_xml_uint_attr (f, root, "version", 1, G_MAXINT, TRUE, 1);
  if (!schott_xml_read_languages (f, root, pack->languages, &pack->source_lang))
    return;
  n = pack->languages->len;
  pack->title = schott_lang_texts_new (n);
  pack->description = schott_lang_texts_new (n);
  schott_lang_seen_init (&pl->seen_title, n);
  schott_lang_seen_init (&pl->seen_desc, n);
  schott_lang_seen_init (&pl->seen_name, n);
  schott_lang_seen_init (&pl->seen_text, n);
  schott_lang_seen_init (&pl->seen_answer, n);
  pl->root_ok = TRUE;
}

/* A child of <pack> (depth 2) or of <questions> (depth 3) has ended. The
 * questions are done with once read; the rest stays in the tree. */
static gboolean
on_pack_element_end (xmlNode *node, guint depth, gpointer data)
{
  PackLoad *pl = data;
  SchottXmlFile *f = pl->f;
  SchottPack *pack = pl->pack;
  xmlNode *parent = node->parent;

  if (!pl->root_ok || node->type != XML_ELEMENT_NODE)
    return FALSE;
  if (depth == 3 && schott_xml_is (f, parent, "questions"))
    {
      if (schott_xml_is (f, node, "question"))
        read_question (pl, node);
      else
        schott_xml_error (f, node, NULL, SCHOTT_IO_ERROR_SCHEMA,
                          _("unexpected <%s> inside <questions>"), (const char *) node->name);
      return TRUE;
    }
  if (depth != 2)
    return FALSE;

  if (schott_xml_is (f, node, "title"))
    schott_xml_read_lang_text (f, node, pack->languages, pack->title, &pl->seen_title, _("the pack"));
  else if (schott_xml_is (f, node, "description"))
    schott_xml_read_lang_text (f, node, pack->languages, pack->description, &pl->seen_desc, _("the pack"));
  else if (schott_xml_is (f, node, "authors"))
    {
      for (xmlNode *a = schott_xml_first_child (node); a; a = schott_xml_next (a))
        if (schott_xml_is (f, a, "author"))
          g_ptr_array_add (pack->authors, schott_xml_text (f, a));
        else
          schott_xml_error (f, a, NULL, SCHOTT_IO_ERROR_SCHEMA,
                            _("unexpected <%s> inside <authors>"), (const char *) a->name);
    }
  else if (schott_xml_is (f, node, "license"))
    {
      g_free (pack->license);
      pack->license = schott_xml_text (f, node);
    }
  else if (schott_xml_is (f, node, "categories"))
    {
      pl->has_categories = TRUE;
      for (xmlNode *c = schott_xml_first_child (node); c; c = schott_xml_next (c))
        if (schott_xml_is (f, c, "category"))
          read_category (pl, c);
        else
          schott_xml_error (f, c, NULL, SCHOTT_IO_ERROR_SCHEMA,
                            _("unexpected <%s> inside <categories>"), (const char *) c->name);
    }
  else if (schott_xml_is (f, node, "questions"))
    pl->has_questions = TRUE;   /* its children were read as they ended */
  else
    schott_xml_error (f, node, NULL, SCHOTT_IO_ERROR_SCHEMA,
                      _("unexpected <%s> inside <pack>"), (const char *) node->name);
  return FALSE;
}

/* The checks that need the whole file. */
static void
read_pack_end (PackLoad *pl, xmlNode *root)
{
  SchottXmlFile *f = pl->f;

  if (!pl->root_ok)
    return;
  schott_xml_check_all_langs (f, root, pl->pack->languages, &pl->seen_title, "title", _("the pack"));
  if (!pl->has_categories)
    schott_xml_error (f, root, NULL, SCHOTT_IO_ERROR_SCHEMA, "%s",
                      _("the pack has no <categories>"));
  if (!pl->has_questions)
    schott_xml_error (f, root, NULL, SCHOTT_IO_ERROR_SCHEMA, "%s",
                      _("the pack has no <questions>"));
}

/* A file sharing f's bytes, with its own problems. */
static void
side_file_init (SchottXmlFile *side, const char *data, gsize len, const char *filename)
{
  memset (side, 0, sizeof *side);
  side->filename = filename ? filename : "(data)";
  side->data = data;
  side->len = len;
  side->ns = SCHOTT_PACK_NS;
  side->messages = g_string_new (NULL);
}

/* Moves from's problems into f. */
static void
side_file_take (SchottXmlFile *f, SchottXmlFile *from)
{
  g_string_append (f->messages, from->messages->str);
  f->n_messages = from->n_messages;
  f->first_code = from->first_code;
  f->uncounted = from->uncounted;
}

SchottPack *
schott_pack_load_from_data (const char *data, gsize len, const char *filename,
                            GError **error)
{
  SchottXmlFile f, walk, schema;
  PackLoad pl = { .f = &walk };
  SchottXmlStream stream = { 0 };
  g_autoptr (GPtrArray) problems = NULL;
  xmlNode *root;
  SchottPack *result = NULL;

  g_return_val_if_fail (data != NULL || len == 0, NULL);

  side_file_init (&walk, data, len, filename);
  side_file_init (&schema, data, len, filename);
  pl.pack = pack_new_empty ();
  pl.question_lines = g_array_new (FALSE, FALSE, sizeof (long));
  stream.schema = SCHOTT_SCHEMA_PACK;
  stream.schema_out = &schema;
  stream.data = &pl;
  stream.root_start = on_pack_root_start;
  stream.element_end = on_pack_element_end;

  /* a syntax error anywhere wins over what the walk found before it */
  if (!schott_xml_file_parse_stream (&f, data, len, filename, "pack", SCHOTT_PACK_NS,
                                     _("question pack"), &stream))
    goto fail;
  root = xmlDocGetRootElement (f.doc);
  walk.doc = f.doc;
  read_pack_end (&pl, root);
  walk.doc = NULL;

  /* order of messages: the walk's, else the schema's, else the checks' */
  if (schott_xml_has_errors (&walk))
    {
      side_file_take (&f, &walk);
      goto fail;
    }
  if (!stream.schema_ok)
    {
      if (!schott_xml_has_errors (&schema))
        schott_xml_error (&schema, root, NULL, SCHOTT_IO_ERROR_SCHEMA,
                          "%s", _("the file does not follow the schema"));
      side_file_take (&f, &schema);
      goto fail;
    }
  problems = schott_problems_new ();
  if (!schott_pack_validate (pl.pack, problems))
    {
      schott_xml_report_problems_at (&f, problems, root,
                                     (const long *) (void *) pl.question_lines->data,
                                     pl.question_lines->len,
                                     pl.question_tag ? pl.question_tag : "<question");
      if (schott_xml_has_errors (&f))
        goto fail;
    }
  result = g_steal_pointer (&pl.pack);

fail:
  if (result == NULL)
    schott_xml_fail (&f, error);
  g_clear_pointer (&pl.pack, schott_pack_free);
  g_array_unref (pl.question_lines);
  g_free (pl.question_tag);
  schott_lang_seen_clear (&pl.seen_title);
  schott_lang_seen_clear (&pl.seen_desc);
  schott_lang_seen_clear (&pl.seen_name);
  schott_lang_seen_clear (&pl.seen_text);
  schott_lang_seen_clear (&pl.seen_answer);
  schott_xml_file_clear (&walk);
  schott_xml_file_clear (&schema);
  schott_xml_file_clear (&f);
  return result;
}

SchottPack *
schott_pack_load (const char *path, GError **error)
{
  g_auto (SwFileBytes) bytes = { NULL, 0, 0 };

  g_return_val_if_fail (path != NULL, NULL);
  if (!schott_file_bytes_read (path, SCHOTT_IO_MAX_FILE_SIZE, &bytes, error))
    return NULL;
  return schott_pack_load_from_data (bytes.data, bytes.len, path, error);
}

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

/* -------------------------------------------------------------- folders */

void
schott_pack_file_problem_free (SchottPackFileProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->path);
  g_free (problem->message);
  g_free (problem);
}

static void
add_file_problem (GPtrArray *problems, const char *path, char *message, gboolean duplicate)
{
  SchottPackFileProblem *problem;

  if (problems == NULL)
    {
      g_free (message);
      return;
    }
  problem = g_new0 (SchottPackFileProblem, 1);
  problem->path = g_strdup (path);
  problem->message = message;
  problem->duplicate = duplicate;
  g_ptr_array_add (problems, problem);
}

void
schott_pack_load_folders (const char * const *dirs, GPtrArray *packs, GPtrArray *problems)
{
  g_autoptr (GHashTable) first_path = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  g_return_if_fail (dirs != NULL && packs != NULL);
  for (guint d = 0; dirs[d] != NULL; d++)
    {
      g_autoptr (GDir) dir = g_dir_open (dirs[d], 0, NULL);
      g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, ".schott-pack.xml"))
          g_ptr_array_add (files, g_build_filename (dirs[d], name, NULL));
      g_ptr_array_sort_values (files, (GCompareFunc) g_strcmp0);
      for (guint i = 0; i < files->len; i++)
        {
          const char *path = g_ptr_array_index (files, i);
          g_autoptr (GError) error = NULL;
          SchottPack *pack = schott_pack_load (path, &error);
          const char *earlier;

          if (pack == NULL)
            {
              add_file_problem (problems, path, g_strdup (error->message), FALSE);
              continue;
            }
          earlier = g_hash_table_lookup (first_path, pack->id);
          if (earlier != NULL)
            {
              /* TRANSLATORS: file, pack id, the other file */
              add_file_problem (problems, path,
                                g_strdup_printf (_("%s:1:1: the pack id “%s” is already used by %s; this pack is not offered"),
                                                 path, pack->id, earlier),
                                TRUE);
              schott_pack_free (pack);
              continue;
            }
          g_hash_table_insert (first_path, g_strdup (pack->id), g_strdup (path));
          g_ptr_array_add (packs, pack);
        }
    }
}
