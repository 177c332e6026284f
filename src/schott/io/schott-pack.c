/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack.c: question packs (*.schott-pack.xml). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-io-private.h"

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

SchottPack *
schott_pack_new_empty (void)
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
  SchottPack *pack = schott_pack_new_empty ();
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
  copy = schott_pack_new_empty ();
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

/* The item itself, or NULL. */
static gpointer
find_item (GPtrArray *items, const char *id)
{
  gint i = find_id (items, id);

  return i >= 0 ? g_ptr_array_index (items, i) : NULL;
}

SchottCategory *
schott_pack_find_category (const SchottPack *pack, const char *id)
{
  g_return_val_if_fail (pack != NULL, NULL);
  return find_item (pack->categories, id);
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
  g_return_val_if_fail (pack != NULL, NULL);
  return find_item (pack->questions, id);
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

/* The number of pack's questions for which holds (q, n_languages, index)
 * is TRUE, index being lang's; 0 when the pack does not have lang. */
static guint
count_questions (const SchottPack *pack, const char *lang,
                 gboolean (*holds) (const SchottQuestion *q, guint n_languages, gint index))
{
  gint index = schott_languages_find (pack->languages, lang);
  guint n = 0;

  for (guint i = 0; index >= 0 && i < pack->questions->len; i++)
    if (holds (g_ptr_array_index (pack->questions, i), pack->languages->len, index))
      n++;
  return n;
}

guint
schott_pack_count_outdated (const SchottPack *pack, const char *lang)
{
  g_return_val_if_fail (pack != NULL, 0);
  /* the source language (index 0) has nothing outdated */
  return count_questions (pack, lang, schott_question_has_outdated);
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

static gboolean
complete_in (const SchottQuestion *q, guint n_languages, gint index)
{
  return complete_at (q, index);
}

guint
schott_pack_count_complete (const SchottPack *pack, const char *lang)
{
  g_return_val_if_fail (pack != NULL, 0);
  return count_questions (pack, lang, complete_in);
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
