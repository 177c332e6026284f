/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-draft.c: a SchottPackModel's pack as an editor draft, for
 * crash recovery, and back. */
#include "config.h"

#include <string.h>

#include "schott-pack-model-private.h"

/* A draft keeps a pack exactly as it is, problems included (the XML loader
 * refuses packs with errors, and a draft must come back anyway). Drafts
 * with outdated translations start with DRAFT_MAGIC and add the flags
 * (per question, an empty array when none is outdated);
 * the drafts written before them are still read. */
#define DRAFT_TYPE_1 "(ssuasasasasa(sas)a(ssuasasasas))"
#define DRAFT_TYPE "(ssuasasasasa(sas)a(ssuasasasas)aay)"
#define DRAFT_MAGIC "SWDRAFT2"
#define DRAFT_MAGIC_LEN 8

static GVariant *
flags_variant (const guint8 *flags, guint n)
{
  return g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, flags, flags != NULL ? n : 0, 1);
}

static void
copy_flags (guint8 **dest, GVariant *src, guint n)
{
  gsize len = 0;
  const guint8 *flags = g_variant_get_fixed_array (src, &len, 1);

  g_clear_pointer (dest, g_free);
  if (len == n && n > 0)
    {
      *dest = schott_pack_flags_copy (flags, n);
      if (*dest != NULL)
        (*dest)[0] = 0;   /* the source language is never outdated */
    }
}

static GVariant *
texts_variant (char **texts, guint n)
{
  GVariantBuilder b;

  g_variant_builder_init (&b, G_VARIANT_TYPE_STRING_ARRAY);
  for (guint i = 0; i < n; i++)
    g_variant_builder_add (&b, "s", texts[i] ? texts[i] : "");
  return g_variant_builder_end (&b);
}

GBytes *
schott_pack_model_to_draft (SchottPackModel *self, const char *path)
{
  const SchottPack *pack;
  GVariantBuilder cats, questions, authors, question_flags;
  g_autoptr (GVariant) v = NULL;
  GBytes *body;
  GByteArray *out;
  guint n;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), NULL);
  pack = schott_pack_model_get_pack (self);
  n = pack->languages->len;
  g_variant_builder_init (&authors, G_VARIANT_TYPE_STRING_ARRAY);
  for (guint i = 0; i < pack->authors->len; i++)
    g_variant_builder_add (&authors, "s", g_ptr_array_index (pack->authors, i));
  g_variant_builder_init (&cats, G_VARIANT_TYPE ("a(sas)"));
  for (guint i = 0; i < pack->categories->len; i++)
    {
      const SchottCategory *cat = g_ptr_array_index (pack->categories, i);
      g_variant_builder_add (&cats, "(s@as)", cat->id, texts_variant (cat->name, n));
    }
  g_variant_builder_init (&question_flags, G_VARIANT_TYPE ("aay"));
  for (guint i = 0; i < pack->questions->len; i++)
    g_variant_builder_add_value (&question_flags,
                                 flags_variant (((SchottQuestion *) g_ptr_array_index (pack->questions, i))->outdated, n));
  g_variant_builder_init (&questions, G_VARIANT_TYPE ("a(ssuasasasas)"));
  for (guint i = 0; i < pack->questions->len; i++)
    {
      const SchottQuestion *q = g_ptr_array_index (pack->questions, i);
      g_variant_builder_add (&questions, "(ssu@as@as@as@as)",
                             q->id ? q->id : "", q->category ? q->category : "", q->difficulty,
                             texts_variant (q->field[0], n), texts_variant (q->field[1], n),
                             texts_variant (q->field[2], n), texts_variant (q->field[3], n));
    }
  {
    g_auto (GStrv) langs = g_new0 (char *, n + 1);

    for (guint i = 0; i < n; i++)
      langs[i] = g_strdup (g_ptr_array_index (pack->languages, i));
    v = g_variant_ref_sink (g_variant_new ("(ssu^as@as@as@as@a(sas)@a(ssuasasasas)@aay)",
                                           path ? path : "", pack->id ? pack->id : "",
                                           pack->version, langs,
                                           texts_variant (pack->title, n),
                                           texts_variant (pack->description, n),
                                           g_variant_builder_end (&authors),
                                           g_variant_builder_end (&cats),
                                           g_variant_builder_end (&questions),
                                           g_variant_builder_end (&question_flags)));
  }
  body = g_variant_get_data_as_bytes (v);
  out = g_byte_array_sized_new (DRAFT_MAGIC_LEN + g_bytes_get_size (body));
  g_byte_array_append (out, (const guint8 *) DRAFT_MAGIC, DRAFT_MAGIC_LEN);
  g_byte_array_append (out, g_bytes_get_data (body, NULL), g_bytes_get_size (body));
  g_bytes_unref (body);
  return g_byte_array_free_to_bytes (out);
}

static void
copy_texts (char **dest, GVariant *src, guint n)
{
  gsize len = 0;
  g_autofree const char **texts = g_variant_get_strv (src, &len);

  for (guint i = 0; i < n && i < len; i++)
    {
      g_free (dest[i]);
      dest[i] = g_strdup (texts[i]);
    }
}

SchottPack *
schott_pack_draft_parse (GBytes *bytes, char **path, GError **error)
{
  g_autoptr (GVariant) v = NULL;
  g_autoptr (GVariant) langs = NULL, title = NULL, desc = NULL, authors = NULL;
  g_autoptr (GVariant) cats = NULL, questions = NULL;
  g_autoptr (GVariant) question_flags = NULL;
  g_autoptr (GBytes) body = NULL;
  g_autoptr (SchottPack) pack = NULL;
  g_autofree char *langs_joined = NULL;
  const char *p, *id;
  guint version, n;
  gboolean with_flags;

  g_return_val_if_fail (bytes != NULL, NULL);
  with_flags = g_bytes_get_size (bytes) >= DRAFT_MAGIC_LEN
               && memcmp (g_bytes_get_data (bytes, NULL), DRAFT_MAGIC, DRAFT_MAGIC_LEN) == 0;
  body = with_flags ? g_bytes_new_from_bytes (bytes, DRAFT_MAGIC_LEN,
                                              g_bytes_get_size (bytes) - DRAFT_MAGIC_LEN)
                    : g_bytes_ref (bytes);
  v = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (with_flags ? DRAFT_TYPE : DRAFT_TYPE_1),
                                                    body, FALSE));
  if (!g_variant_is_normal_form (v))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "damaged draft");
      return NULL;
    }
  if (with_flags)
    g_variant_get (v, "(&s&su@as@as@as@as@a(sas)@a(ssuasasasas)@aay)", &p, &id, &version,
                   &langs, &title, &desc, &authors, &cats, &questions, &question_flags);
  else
    g_variant_get (v, "(&s&su@as@as@as@as@a(sas)@a(ssuasasasas))", &p, &id, &version,
                   &langs, &title, &desc, &authors, &cats, &questions);
  {
    g_autofree const char **l = g_variant_get_strv (langs, NULL);
    langs_joined = g_strjoinv (" ", (char **) l);
  }
  if (*langs_joined == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "damaged draft");
      return NULL;
    }
  pack = schott_pack_new (id, langs_joined);
  pack->version = version;
  n = pack->languages->len;
  copy_texts (pack->title, title, n);
  copy_texts (pack->description, desc, n);
  for (gsize i = 0; i < g_variant_n_children (authors); i++)
    {
      const char *a;
      g_variant_get_child (authors, i, "&s", &a);
      g_ptr_array_add (pack->authors, g_strdup (a));
    }
  for (gsize i = 0; i < g_variant_n_children (cats); i++)
    {
      g_autoptr (GVariant) names = NULL;
      const char *cid;
      SchottCategory *cat;

      g_variant_get_child (cats, i, "(&s@as)", &cid, &names);
      cat = schott_pack_add_category (pack, cid);
      copy_texts (cat->name, names, n);
    }
  for (gsize i = 0; i < g_variant_n_children (questions); i++)
    {
      g_autoptr (GVariant) f0 = NULL, f1 = NULL, f2 = NULL, f3 = NULL;
      const char *qid, *cat;
      guint difficulty;
      SchottQuestion *q;

      g_variant_get_child (questions, i, "(&s&su@as@as@as@as)", &qid, &cat, &difficulty,
                           &f0, &f1, &f2, &f3);
      q = schott_pack_add_question (pack, qid, cat);
      q->difficulty = MIN (difficulty, 3);
      copy_texts (q->field[0], f0, n);
      copy_texts (q->field[1], f1, n);
      copy_texts (q->field[2], f2, n);
      copy_texts (q->field[3], f3, n);
      if (question_flags != NULL && i < g_variant_n_children (question_flags))
        {
          g_autoptr (GVariant) flags = g_variant_get_child_value (question_flags, i);
          copy_flags (&q->outdated, flags, n);
        }
    }
  if (path != NULL)
    *path = *p ? g_strdup (p) : NULL;
  return g_steal_pointer (&pack);
}
