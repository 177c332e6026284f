/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-load.c: reading question packs and folders of packs. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-io-private.h"

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
  return schott_pack_load_from_data_full (data, len, filename, FALSE, error);
}

SchottPack *
schott_pack_load_from_data_full (const char *data, gsize len, const char *filename,
                                 gboolean keep_inconsistent, GError **error)
{
  SchottXmlFile f, walk, schema;
  PackLoad pl = { .f = &walk };
  SchottXmlStream stream = { 0 };
  g_autoptr (GPtrArray) problems = NULL;
  xmlNode *root;
  SchottPack *result = NULL;

  g_return_val_if_fail (data != NULL || len == 0, NULL);

  /* files sharing f's bytes, each with its own problems */
  schott_xml_file_init (&walk, data, len, filename, SCHOTT_PACK_NS);
  schott_xml_file_init (&schema, data, len, filename, SCHOTT_PACK_NS);
  pl.pack = schott_pack_new_empty ();
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
      /* the editor lists these problems at their questions itself */
      if (schott_xml_has_errors (&f) && !keep_inconsistent)
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
  return schott_pack_load_full (path, FALSE, error);
}

SchottPack *
schott_pack_load_full (const char *path, gboolean keep_inconsistent, GError **error)
{
  g_auto (SwFileBytes) bytes = { NULL, 0, 0 };

  g_return_val_if_fail (path != NULL, NULL);
  if (!schott_file_bytes_read (path, SCHOTT_IO_MAX_FILE_SIZE, &bytes, error))
    return NULL;
  return schott_pack_load_from_data_full (bytes.data, bytes.len, path, keep_inconsistent, error);
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
schott_pack_load_folders (const char * const *dirs, GPtrArray *packs, GPtrArray *paths,
                          GPtrArray *problems)
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
          if (paths != NULL)
            g_ptr_array_add (paths, g_strdup (path));
        }
    }
}
