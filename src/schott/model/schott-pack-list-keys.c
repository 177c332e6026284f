/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-list-keys.c: what SchottPackList searches and sorts a
 * question by, prepared once so that a search only compares bytes. */
#include "config.h"

#include <string.h>

#include "schott-pack-list-keys.h"

SchottPackKey *
schott_pack_key_ref (SchottPackKey *key)
{
  g_atomic_int_inc (&key->ref);
  return key;
}

void
schott_pack_key_unref (SchottPackKey *key)
{
  if (!g_atomic_int_dec_and_test (&key->ref))
    return;
  g_free (key->id);
  g_free (key->category);
  g_free (key->text);
  g_free (key->haystack);
  g_free (key->id_key);
  g_free (key->category_key);
  g_free (key->text_key);
  g_free (key);
}

static char *
collate_key (const char *text)
{
  g_autofree char *folded = g_utf8_casefold (text ? text : "", -1);

  return g_utf8_collate_key (folded, -1);
}

/* Any thread: the expensive part, done once per key. */
SchottPackKey *
schott_pack_key_prepare (const SchottPackKey *raw)
{
  SchottPackKey *key = g_new0 (SchottPackKey, 1);
  g_autofree char *search = g_strconcat (raw->id, " ", raw->text, NULL);

  key->ref = 1;
  key->prepared = TRUE;
  key->id = g_strdup (raw->id);
  key->category = g_strdup (raw->category);
  key->text = g_strdup (raw->text);
  key->difficulty = raw->difficulty;
  key->n_translated = raw->n_translated;
  key->untranslated = raw->untranslated;
  key->outdated = raw->outdated;
  key->haystack = schott_pack_model_fold_search (search);
  key->id_key = collate_key (raw->id);
  key->category_key = collate_key (raw->category);
  key->text_key = collate_key (raw->text);
  return key;
}

/* Main thread: a plain copy of what the row shows. */
SchottPackKey *
schott_pack_key_new_raw (SchottPackModel *model, guint position)
{
  g_autoptr (SchottPackQuestion) item = g_list_model_get_item (G_LIST_MODEL (model), position);
  SchottPackKey *key = g_new0 (SchottPackKey, 1);

  key->ref = 1;
  key->id = g_strdup (schott_pack_question_get_id (item));
  key->category = g_strdup (schott_pack_question_get_category (item));
  key->text = g_strdup (schott_pack_question_get_text (item));
  key->difficulty = schott_pack_question_get_difficulty (item);
  key->n_translated = schott_pack_question_get_n_translated (item);
  key->untranslated = schott_pack_question_get_n_complete (item) < schott_pack_model_get_pack (model)->languages->len;
  key->outdated = schott_pack_question_is_outdated (item, NULL);
  return key;
}

SchottPackKey *
schott_pack_key_new_prepared (SchottPackModel *model, guint position)
{
  SchottPackKey *raw = schott_pack_key_new_raw (model, position);
  SchottPackKey *key = schott_pack_key_prepare (raw);

  schott_pack_key_unref (raw);
  return key;
}

gboolean
schott_pack_key_matches (const SchottPackKey *key, const char *needle, const char *category, SchottPackFilter filter)
{
  g_assert (key->prepared);
  if (category != NULL && strcmp (key->category, category) != 0)
    return FALSE;
  if (filter == SCHOTT_PACK_FILTER_UNTRANSLATED && !key->untranslated)
    return FALSE;
  if (filter == SCHOTT_PACK_FILTER_OUTDATED && !key->outdated)
    return FALSE;
  return needle == NULL || *needle == '\0' || strstr (key->haystack, needle) != NULL;
}

static int
compare_uint (guint a, guint b)
{
  return (a > b) - (a < b);
}

int
schott_pack_key_compare (guint a, guint b, const SchottPackKeyOrder *ctx)
{
  const SchottPackKey *x = ctx->keys[a];
  const SchottPackKey *y = ctx->keys[b];
  int result = 0;

  switch (ctx->sort_key)
    {
    case SCHOTT_PACK_SORT_ID:
      result = strcmp (x->id_key, y->id_key);
      break;
    case SCHOTT_PACK_SORT_CATEGORY:
      result = strcmp (x->category_key, y->category_key);
      break;
    case SCHOTT_PACK_SORT_DIFFICULTY:
      result = compare_uint (x->difficulty, y->difficulty);
      break;
    case SCHOTT_PACK_SORT_TEXT:
      result = strcmp (x->text_key, y->text_key);
      break;
    case SCHOTT_PACK_SORT_COMPLETE:
      result = compare_uint (x->n_translated, y->n_translated);
      break;
    case SCHOTT_PACK_SORT_NONE:
    default:
      break;
    }
  if (ctx->descending)
    result = -result;
  /* equal keys keep the pack order, in both directions */
  return result != 0 ? result : compare_uint (a, b);
}
