/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-pack-model.c: the question pack editor's model, headless. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "schott-pack-model.h"
#include "schott-pack-list.h"

static SchottPackModel *
new_model_with_questions (guint n)
{
  SchottPack *pack = schott_pack_new ("quiz", "en de");
  SchottCategory *cat = schott_pack_add_category (pack, "glass");

  g_free (pack->title[0]);
  pack->title[0] = g_strdup ("Quiz");
  g_free (cat->name[0]);
  cat->name[0] = g_strdup ("Glass");
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("q%u", i);
      g_autofree char *text = g_strdup_printf ("Question %u?", i);
      SchottQuestion *q = schott_pack_add_question (pack, id, "glass");

      schott_pack_set_text (pack, q, SCHOTT_FIELD_TEXT, "en", text);
      schott_pack_set_text (pack, q, SCHOTT_FIELD_RIGHT, "en", "right");
      schott_pack_set_text (pack, q, SCHOTT_FIELD_WRONG1, "en", "wrong one");
      schott_pack_set_text (pack, q, SCHOTT_FIELD_WRONG2, "en", "wrong two");
    }
  return schott_pack_model_new_for_pack (pack, NULL);
}

/* The ids in pack order, "q0 q1 q2". */
static char *
ids_of (SchottPackModel *model)
{
  g_autoptr (GString) s = g_string_new (NULL);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (model));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (SchottPackQuestion) item = g_list_model_get_item (G_LIST_MODEL (model), i);

      g_string_append_printf (s, "%s%s", i ? " " : "", schott_pack_question_get_id (item));
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static const char *
text_of (SchottPackModel *model, guint position, SchottField field, guint lang)
{
  const SchottQuestion *q = g_ptr_array_index (schott_pack_model_get_pack (model)->questions, position);

  return q->field[field][lang];
}

static void
on_items_changed (GListModel *list, guint position, guint removed, guint added, gpointer data)
{
  guint *count = data;

  (*count)++;
}

static void
test_add_undo_redo (void)
{
  g_autoptr (SchottPackModel) model = new_model_with_questions (2);
  g_autofree char *after_add = NULL;
  guint signals_seen = 0;
  guint pos;

  g_signal_connect (model, "items-changed", G_CALLBACK (on_items_changed), &signals_seen);
  g_assert_false (schott_pack_model_get_dirty (model));
  g_assert_false (schott_pack_model_can_undo (model));

  pos = schott_pack_model_add_question (model, 1, NULL);
  g_assert_cmpuint (pos, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 3);
  g_assert_cmpuint (signals_seen, ==, 1);
  after_add = ids_of (model);
  g_assert_cmpstr (after_add, ==, "q0 quiz-001 q1");
  g_assert_true (schott_pack_model_get_dirty (model));
  g_assert_true (schott_pack_model_can_undo (model));

  g_assert_true (schott_pack_model_undo (model));
  {
    g_autofree char *ids = ids_of (model);
    g_assert_cmpstr (ids, ==, "q0 q1");
  }
  g_assert_false (schott_pack_model_get_dirty (model));
  g_assert_true (schott_pack_model_can_redo (model));

  g_assert_true (schott_pack_model_redo (model));
  {
    g_autofree char *ids = ids_of (model);
    g_assert_cmpstr (ids, ==, after_add);
  }
  g_assert_true (schott_pack_model_get_dirty (model));
  g_assert_cmpuint (signals_seen, ==, 3);
  /* The new question takes the first category and empty texts. */
  g_assert_cmpstr (text_of (model, 1, SCHOTT_FIELD_TEXT, 0), ==, "");
}

static void
test_duplicate_delete (void)
{
  g_autoptr (SchottPackModel) model = new_model_with_questions (3);
  guint pos;

  pos = schott_pack_model_duplicate_question (model, 0);
  g_assert_cmpuint (pos, ==, 1);
  {
    g_autofree char *ids = ids_of (model);
    g_assert_cmpstr (ids, ==, "q0 q0-001 q1 q2");
  }
  g_assert_cmpstr (text_of (model, 1, SCHOTT_FIELD_TEXT, 0), ==, "Question 0?");

  schott_pack_model_remove_question (model, 2);
  {
    g_autofree char *ids = ids_of (model);
    g_assert_cmpstr (ids, ==, "q0 q0-001 q2");
  }
  /* Undo brings the deleted question back, texts and place included. */
  g_assert_true (schott_pack_model_undo (model));
  {
    g_autofree char *ids = ids_of (model);
    g_assert_cmpstr (ids, ==, "q0 q0-001 q1 q2");
  }
  g_assert_cmpstr (text_of (model, 2, SCHOTT_FIELD_TEXT, 0), ==, "Question 1?");
  g_assert_true (schott_pack_model_undo (model));
  {
    g_autofree char *ids = ids_of (model);
    g_assert_cmpstr (ids, ==, "q0 q1 q2");
  }
  g_assert_false (schott_pack_model_get_dirty (model));
  g_assert_true (schott_pack_model_redo (model));
  g_assert_true (schott_pack_model_redo (model));
  {
    g_autofree char *ids = ids_of (model);
    g_assert_cmpstr (ids, ==, "q0 q0-001 q2");
  }
  /* A new edit drops the redo steps (and frees what they held). */
  g_assert_true (schott_pack_model_undo (model));
  schott_pack_model_remove_question (model, 0);
  g_assert_false (schott_pack_model_can_redo (model));
  {
    g_autofree char *ids = ids_of (model);
    g_assert_cmpstr (ids, ==, "q0-001 q1 q2");
  }
}

static void
test_reorder (void)
{
  g_autoptr (SchottPackModel) model = new_model_with_questions (4);

  g_assert_true (schott_pack_model_move_question (model, 0, 2));
  {
    g_autofree char *ids = ids_of (model);
    g_assert_cmpstr (ids, ==, "q1 q2 q0 q3");
  }
  g_assert_true (schott_pack_model_move_question (model, 3, 2));
  {
    g_autofree char *ids = ids_of (model);
    g_assert_cmpstr (ids, ==, "q1 q2 q3 q0");
  }
  g_assert_false (schott_pack_model_move_question (model, 3, 4));
  g_assert_true (schott_pack_model_undo (model));
  g_assert_true (schott_pack_model_undo (model));
  {
    g_autofree char *ids = ids_of (model);
    g_assert_cmpstr (ids, ==, "q0 q1 q2 q3");
  }
  g_assert_false (schott_pack_model_get_dirty (model));
}

static void
test_edit_text_coalesces (void)
{
  g_autoptr (SchottPackModel) model = new_model_with_questions (1);
  g_autoptr (SchottPackQuestion) item = g_list_model_get_item (G_LIST_MODEL (model), 0);

  /* Typing "Frage" letter by letter is one undo step. */
  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_TEXT, "de", "F");
  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_TEXT, "de", "Fr");
  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_TEXT, "de", "Frage");
  g_assert_cmpstr (text_of (model, 0, SCHOTT_FIELD_TEXT, 1), ==, "Frage");
  /* Another field is another step. */
  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_RIGHT, "de", "richtig");
  schott_pack_model_break_coalescing (model);
  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_RIGHT, "de", "richtig!");

  g_assert_true (schott_pack_model_undo (model));
  g_assert_cmpstr (text_of (model, 0, SCHOTT_FIELD_RIGHT, 1), ==, "richtig");
  g_assert_true (schott_pack_model_undo (model));
  g_assert_cmpstr (text_of (model, 0, SCHOTT_FIELD_RIGHT, 1), ==, "");
  g_assert_true (schott_pack_model_undo (model));
  g_assert_cmpstr (text_of (model, 0, SCHOTT_FIELD_TEXT, 1), ==, "");
  g_assert_false (schott_pack_model_can_undo (model));
  g_assert_false (schott_pack_model_get_dirty (model));

  /* The row follows the display language. */
  g_assert_true (schott_pack_model_redo (model));
  g_assert_cmpstr (schott_pack_question_get_text (item), ==, "Question 0?");
  schott_pack_model_set_display_lang (model, "de");
  g_assert_cmpstr (schott_pack_question_get_text (item), ==, "Frage");
  g_assert_cmpstr (schott_pack_question_get_search_text (item), ==, "q0 Frage");
  {
    g_autofree char *status = schott_pack_question_dup_status (item);
    g_autofree char *missing = schott_pack_question_dup_missing (item);
    g_assert_cmpstr (status, ==, "1/2");
    g_assert_cmpstr (missing, ==, "de");
  }
  schott_pack_model_set_category (model, 0, "light");
  schott_pack_model_set_difficulty (model, 0, 3);
  g_assert_cmpstr (schott_pack_question_get_category (item), ==, "light");
  g_assert_cmpuint (schott_pack_question_get_difficulty (item), ==, 3);
  g_assert_true (schott_pack_model_undo (model));
  g_assert_true (schott_pack_model_undo (model));
  g_assert_cmpstr (schott_pack_question_get_category (item), ==, "glass");
  g_assert_cmpuint (schott_pack_question_get_difficulty (item), ==, 0);
}

static void
test_dirty_after_save (void)
{
  g_autoptr (SchottPackModel) model = new_model_with_questions (2);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("schott-editor-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr (SchottPack) reloaded = NULL;

  g_assert_no_error (error);
  path = g_build_filename (dir, "quiz.schott-pack.xml", NULL);

  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_TEXT, "en", "Edited?");
  g_assert_true (schott_pack_model_get_dirty (model));
  g_assert_true (schott_pack_model_save (model, path, &error));
  g_assert_no_error (error);
  g_assert_false (schott_pack_model_get_dirty (model));
  g_assert_cmpstr (schott_pack_model_get_path (model), ==, path);

  /* Typing on after the save is a new step: undoing it is the saved state. */
  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_TEXT, "en", "Edited again?");
  g_assert_true (schott_pack_model_get_dirty (model));
  g_assert_true (schott_pack_model_undo (model));
  g_assert_cmpstr (text_of (model, 0, SCHOTT_FIELD_TEXT, 0), ==, "Edited?");
  g_assert_false (schott_pack_model_get_dirty (model));
  /* Undoing past the save is a change again; redo comes back to it. */
  g_assert_true (schott_pack_model_undo (model));
  g_assert_true (schott_pack_model_get_dirty (model));
  g_assert_true (schott_pack_model_redo (model));
  g_assert_false (schott_pack_model_get_dirty (model));
  /* After undoing past the save, a different edit can never be saved state. */
  g_assert_true (schott_pack_model_undo (model));
  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_WRONG1, "en", "other");
  g_assert_true (schott_pack_model_get_dirty (model));
  g_assert_true (schott_pack_model_undo (model));
  g_assert_true (schott_pack_model_get_dirty (model));

  reloaded = schott_pack_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (((SchottQuestion *) g_ptr_array_index (reloaded->questions, 0))->field[0][0],
                   ==, "Edited?");

  /* A restored draft counts as unsaved until it is saved. */
  schott_pack_model_mark_saved (model);
  g_assert_false (schott_pack_model_get_dirty (model));
  schott_pack_model_mark_unsaved (model);
  g_assert_true (schott_pack_model_get_dirty (model));

  g_remove (path);
  {
    g_autofree char *bak = g_strconcat (path, ".bak", NULL);
    g_remove (bak);
  }
  g_rmdir (dir);
}

static void
test_whole_pack_edits (void)
{
  g_autoptr (SchottPackModel) model = new_model_with_questions (2);
  g_autoptr (SchottPack) other = schott_pack_new ("csv", "en fr");
  g_autoptr (GPtrArray) problems = NULL;
  SchottQuestion *q;

  g_assert_true (schott_pack_model_add_language (model, "fr"));
  g_assert_false (schott_pack_model_add_language (model, "fr"));
  g_assert_cmpuint (schott_pack_model_get_pack (model)->languages->len, ==, 3);
  g_assert_true (schott_pack_model_add_category (model, "light", "Light"));
  g_assert_nonnull (schott_pack_find_category (schott_pack_model_get_pack (model), "light"));

  schott_pack_add_category (other, "sky");
  q = schott_pack_add_question (other, "imported", "sky");
  schott_pack_set_text (other, q, SCHOTT_FIELD_TEXT, "fr", "Ciel ?");
  schott_pack_model_import (model, other, TRUE);
  {
    g_autofree char *ids = ids_of (model);
    g_assert_cmpstr (ids, ==, "q0 q1 imported");
  }
  g_assert_cmpstr (text_of (model, 2, SCHOTT_FIELD_TEXT, 2), ==, "Ciel ?");
  g_assert_cmpint (schott_pack_model_find (model, "imported"), ==, 2);

  /* The imported question has no English text: a located problem. */
  problems = schott_pack_model_validate (model);
  g_assert_cmpuint (problems->len, >, 0);
  {
    gboolean found = FALSE;
    for (guint i = 0; i < problems->len; i++)
      {
        SchottProblem *p = g_ptr_array_index (problems, i);
        if (p->question == 2 && p->severity == SCHOTT_PROBLEM_ERROR)
          found = TRUE;
      }
    g_assert_true (found);
  }

  g_assert_true (schott_pack_model_undo (model));
  g_assert_true (schott_pack_model_undo (model));
  g_assert_true (schott_pack_model_undo (model));
  g_assert_cmpuint (schott_pack_model_get_pack (model)->languages->len, ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 2);
  g_assert_false (schott_pack_model_get_dirty (model));
  /* Replace instead of append. */
  schott_pack_model_import (model, other, FALSE);
  {
    g_autofree char *ids = ids_of (model);
    g_assert_cmpstr (ids, ==, "imported");
  }
}

static void
test_draft_round_trip (void)
{
  g_autoptr (SchottPackModel) model = new_model_with_questions (3);
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (SchottPack) back = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *a = NULL, *b = NULL;

  /* A question with an empty source text: the XML loader would refuse it,
   * the draft keeps it. */
  schott_pack_model_add_question (model, 0, NULL);
  schott_pack_model_set_text (model, 1, SCHOTT_FIELD_TEXT, "de", "Frage 0?");
  bytes = schott_pack_model_to_draft (model, "/somewhere/quiz.schott-pack.xml");
  back = schott_pack_draft_parse (bytes, &path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (path, ==, "/somewhere/quiz.schott-pack.xml");
  a = schott_pack_to_data (schott_pack_model_get_pack (model), NULL);
  b = schott_pack_to_data (back, NULL);
  g_assert_cmpstr (a, ==, b);

  /* Damaged bytes are refused, not trusted. */
  {
    g_autoptr (GBytes) junk = g_bytes_new_static ("\x01\x02garbage", 9);
    g_autoptr (SchottPack) none = schott_pack_draft_parse (junk, NULL, &error);
    g_assert_null (none);
    g_assert_nonnull (error);
  }
}

/* Issue 18, item 5: editing a source text marks its translations
 * outdated; editing a translation or "Mark as up to date" confirms it;
 * undo and redo bring the marks back; drafts, copies and the validation
 * counts keep them. */
static void
test_outdated_marking (void)
{
  g_autoptr (SchottPackModel) model = new_model_with_questions (2);
  const SchottPack *pack = schott_pack_model_get_pack (model);
  g_autoptr (SchottPackQuestion) item = g_list_model_get_item (G_LIST_MODEL (model), 0);
  g_autoptr (SchottPackQuestion) other = g_list_model_get_item (G_LIST_MODEL (model), 1);
  g_autoptr (SchottValidation) validation = NULL;
  g_autofree char *langs = NULL;
  SchottQuestion *q;

  /* translate question 0 fully into German: nothing is outdated */
  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_TEXT, "de", "Frage 0?");
  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_RIGHT, "de", "richtig");
  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_WRONG1, "de", "falsch eins");
  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_WRONG2, "de", "falsch zwei");
  q = g_ptr_array_index (pack->questions, 0);
  g_assert_false (schott_pack_question_is_outdated (item, NULL));
  g_assert_null (q->outdated);

  /* the English right answer changes: German's right answer is outdated,
   * German's other fields are not, and an empty translation never is */
  schott_pack_model_break_coalescing (model);
  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_RIGHT, "en", "right, really");
  pack = schott_pack_model_get_pack (model);
  q = g_ptr_array_index (pack->questions, 0);
  g_assert_true (schott_pack_is_outdated (pack, q, SCHOTT_FIELD_RIGHT, "de"));
  g_assert_false (schott_pack_is_outdated (pack, q, SCHOTT_FIELD_TEXT, "de"));
  g_assert_false (schott_pack_is_outdated (pack, q, SCHOTT_FIELD_RIGHT, "en"));
  g_assert_true (schott_pack_question_is_outdated (item, "de"));
  g_assert_true (schott_pack_question_is_outdated (item, NULL));
  g_assert_false (schott_pack_question_is_outdated (item, "en"));
  langs = schott_pack_question_dup_outdated (item);
  g_assert_cmpstr (langs, ==, "de");
  schott_pack_model_set_text (model, 1, SCHOTT_FIELD_RIGHT, "en", "changed");
  g_assert_false (schott_pack_question_is_outdated (other, NULL));

  /* the chips' counts and a warning in the problems list */
  validation = schott_pack_model_validate_full (model);
  g_assert_cmpuint (validation->outdated[0], ==, 0);
  g_assert_cmpuint (validation->outdated[1], ==, 1);
  g_assert_cmpuint (validation->complete[1], ==, 1);
  {
    gboolean warned = FALSE;

    for (guint i = 0; i < validation->problems->len; i++)
      {
        SchottProblem *p = g_ptr_array_index (validation->problems, i);

        if (p->question == 0 && g_strcmp0 (p->lang, "de") == 0 && strstr (p->message, "outdated"))
          {
            g_assert_cmpint (p->severity, ==, SCHOTT_PROBLEM_WARNING);
            warned = TRUE;
          }
      }
    g_assert_true (warned);
  }

  /* undo brings the state before the source edit, redo the mark again */
  g_assert_true (schott_pack_model_undo (model));   /* question 1's edit */
  g_assert_true (schott_pack_model_undo (model));
  q = g_ptr_array_index (schott_pack_model_get_pack (model)->questions, 0);
  g_assert_false (schott_pack_question_is_outdated (item, NULL));
  g_assert_cmpstr (q->field[SCHOTT_FIELD_RIGHT][0], ==, "right");
  g_assert_true (schott_pack_model_redo (model));
  g_assert_true (schott_pack_question_is_outdated (item, "de"));

  /* editing the translation confirms it */
  schott_pack_model_break_coalescing (model);
  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_RIGHT, "de", "wirklich richtig");
  g_assert_false (schott_pack_question_is_outdated (item, NULL));
  g_assert_true (schott_pack_model_undo (model));
  g_assert_true (schott_pack_question_is_outdated (item, "de"));

  /* "Mark as up to date" clears every field of the language, one step */
  schott_pack_model_break_coalescing (model);
  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_TEXT, "en", "Question 0, again?");
  q = g_ptr_array_index (schott_pack_model_get_pack (model)->questions, 0);
  g_assert_true (schott_pack_is_outdated (schott_pack_model_get_pack (model), q, SCHOTT_FIELD_TEXT, "de"));
  schott_pack_model_mark_up_to_date (model, 0, "de");
  g_assert_false (schott_pack_question_is_outdated (item, NULL));
  g_assert_true (schott_pack_model_undo (model));
  g_assert_true (schott_pack_is_outdated (schott_pack_model_get_pack (model), q, SCHOTT_FIELD_TEXT, "de"));
  g_assert_true (schott_pack_is_outdated (schott_pack_model_get_pack (model), q, SCHOTT_FIELD_RIGHT, "de"));
  g_assert_true (schott_pack_model_redo (model));
  g_assert_false (schott_pack_question_is_outdated (item, NULL));
  /* marking again by hand; nothing to do makes no undo step */
  schott_pack_model_set_outdated (model, 0, SCHOTT_FIELD_WRONG2, "de", TRUE);
  g_assert_true (schott_pack_question_is_outdated (item, "de"));
  {
    guint64 serial = schott_pack_model_get_change_serial (model);

    schott_pack_model_set_outdated (model, 0, SCHOTT_FIELD_WRONG2, "de", TRUE);
    schott_pack_model_set_outdated (model, 1, SCHOTT_FIELD_TEXT, "de", TRUE);  /* empty */
    schott_pack_model_set_outdated (model, 0, SCHOTT_FIELD_TEXT, "en", TRUE);  /* source */
    g_assert_cmpuint (schott_pack_model_get_change_serial (model), ==, serial);
  }

  /* a draft and a duplicate keep the mark; the saved file has it */
  {
    g_autoptr (GBytes) bytes = schott_pack_model_to_draft (model, NULL);
    g_autoptr (GError) error = NULL;
    g_autoptr (SchottPack) back = schott_pack_draft_parse (bytes, NULL, &error);
    g_autofree char *a = schott_pack_to_data (schott_pack_model_get_pack (model), NULL);
    g_autofree char *b = NULL;

    g_assert_no_error (error);
    b = schott_pack_to_data (back, NULL);
    g_assert_cmpstr (a, ==, b);
    g_assert_nonnull (strstr (a, "<text xml:lang=\"de\" outdated=\"true\">falsch zwei</text>"));
  }
  {
    guint dup = schott_pack_model_duplicate_question (model, 0);
    g_autoptr (SchottPackQuestion) copy = g_list_model_get_item (G_LIST_MODEL (model), dup);

    g_assert_true (schott_pack_question_is_outdated (copy, "de"));
  }
  /* through CSV into another editor (File → Import CSV): kept */
  {
    gsize len;
    g_autofree char *csv = schott_csv_export (schott_pack_model_get_pack (model), &len);
    g_autoptr (GError) error = NULL;
    g_autoptr (SchottCsvImport) import = schott_csv_import (csv, len, "quiz.csv", NULL, &error);
    g_autoptr (SchottPackModel) imported = schott_pack_model_new ("quiz", "en de");
    g_autoptr (SchottPackQuestion) first = NULL;

    g_assert_no_error (error);
    g_assert_nonnull (strstr (csv, ",outdated_de\r\n"));
    schott_pack_model_import (imported, import->pack, FALSE);
    first = g_list_model_get_item (G_LIST_MODEL (imported), 0);
    g_assert_true (schott_pack_question_is_outdated (first, "de"));
    g_assert_true (schott_pack_is_outdated (schott_pack_model_get_pack (imported),
                                            schott_pack_question_get_question (first),
                                            SCHOTT_FIELD_WRONG2, "de"));
    g_assert_false (schott_pack_is_outdated (schott_pack_model_get_pack (imported),
                                             schott_pack_question_get_question (first),
                                             SCHOTT_FIELD_RIGHT, "de"));
  }
  /* adding a language keeps the marks where they were */
  g_assert_true (schott_pack_model_add_language (model, "fr"));
  {
    g_autoptr (SchottPackQuestion) first = g_list_model_get_item (G_LIST_MODEL (model), 0);

    g_assert_true (schott_pack_question_is_outdated (first, "de"));
    g_assert_false (schott_pack_question_is_outdated (first, "fr"));
  }
}

/* A draft written before outdated marks existed is still read. */
static void
test_outdated_old_draft (void)
{
  g_autoptr (SchottPackModel) model = new_model_with_questions (2);
  g_autoptr (GBytes) bytes = schott_pack_model_to_draft (model, "/p.schott-pack.xml");
  g_autoptr (GBytes) old = NULL;
  g_autoptr (SchottPack) back = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GVariant) v = NULL;
  g_autoptr (GVariant) old_v = NULL;
  g_autoptr (GBytes) body = NULL;
  GVariantBuilder b;

  /* the old form: the same tuple without the flag array, no magic */
  g_assert_cmpuint (g_bytes_get_size (bytes), >, 8);
  g_assert_cmpmem (g_bytes_get_data (bytes, NULL), 8, "SWDRAFT2", 8);
  body = g_bytes_new_from_bytes (bytes, 8, g_bytes_get_size (bytes) - 8);
  v = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE ("(ssuasasasasa(sas)a(ssuasasasas)aay)"),
                                                    body, FALSE));
  g_variant_builder_init (&b, G_VARIANT_TYPE ("(ssuasasasasa(sas)a(ssuasasasas))"));
  for (guint i = 0; i < 9; i++)
    {
      g_autoptr (GVariant) child = g_variant_get_child_value (v, i);
      g_variant_builder_add_value (&b, child);
    }
  old_v = g_variant_ref_sink (g_variant_builder_end (&b));
  old = g_variant_get_data_as_bytes (old_v);
  back = schott_pack_draft_parse (old, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->questions->len, ==, 2);
}

/* ------------------------------------------------------------ the view */

static void
wait_view (SchottPackList *view)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while ((schott_pack_list_get_pending (view)
          || g_list_model_get_n_items (G_LIST_MODEL (view)) != schott_pack_list_get_n_matches (view))
         && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (schott_pack_list_get_pending (view));
}

/* The ids the rows show, "q3 q1". */
static char *
view_ids (SchottPackList *view)
{
  g_autoptr (GString) s = g_string_new (NULL);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (view));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (SchottPackRow) row = g_list_model_get_item (G_LIST_MODEL (view), i);

      g_string_append_printf (s, "%s%s", i ? " " : "", schott_pack_question_get_id (schott_pack_row_get_question (row)));
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
test_view_search_sort (void)
{
  g_autoptr (SchottPackModel) model = new_model_with_questions (12);
  g_autoptr (SchottPackList) view = schott_pack_list_new ();
  g_autoptr (SchottPackRow) first = NULL;
  g_autofree char *ids = NULL;
  guint pos;

  schott_pack_list_set_model (view, model);
  /* nothing searched: every question, in pack order, at once */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (view)), ==, 12);
  first = g_list_model_get_item (G_LIST_MODEL (view), 0);

  /* "question 1" in any case: 1, 10, 11 (ids are searched too) */
  schott_pack_list_set_search (view, "QUESTION 1");
  wait_view (view);
  ids = view_ids (view);
  g_assert_cmpstr (ids, ==, "q1 q10 q11");
  g_clear_pointer (&ids, g_free);
  /* the first row object stays and shows the first match */
  g_assert_true (schott_pack_row_get_question (first) == g_list_model_get_item (G_LIST_MODEL (model), 1));
  g_object_unref (schott_pack_row_get_question (first));

  /* sorted by id, descending (collation: q11 > q10 > q1) */
  schott_pack_list_set_sort (view, SCHOTT_PACK_SORT_ID, TRUE);
  wait_view (view);
  ids = view_ids (view);
  g_assert_cmpstr (ids, ==, "q11 q10 q1");
  g_clear_pointer (&ids, g_free);

  /* a new matching question appears at once, where the order puts it */
  pos = schott_pack_model_add_question (model, 0, "glass");
  schott_pack_model_set_question_id (model, pos, "q100");
  /* an edit does not move rows: the next search sees it */
  g_assert_cmpuint (schott_pack_list_find (view, pos), ==, SCHOTT_PACK_LIST_NONE);
  schott_pack_list_set_search (view, "q1");
  wait_view (view);
  ids = view_ids (view);
  g_assert_cmpstr (ids, ==, "q11 q100 q10 q1");
  g_clear_pointer (&ids, g_free);
  g_assert_cmpuint (schott_pack_list_find (view, pos), ==, 1);

  /* removing a question removes its row; undo brings it back in place */
  schott_pack_model_remove_question (model, (guint) schott_pack_model_find (model, "q10"));
  ids = view_ids (view);
  g_assert_cmpstr (ids, ==, "q11 q100 q1");
  g_clear_pointer (&ids, g_free);
  g_assert_true (schott_pack_model_undo (model));
  ids = view_ids (view);
  g_assert_cmpstr (ids, ==, "q11 q100 q10 q1");
  g_clear_pointer (&ids, g_free);

  /* a category that no question has, then none */
  schott_pack_list_set_category (view, "metal");
  wait_view (view);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (view)), ==, 0);
  schott_pack_list_set_category (view, NULL);
  schott_pack_list_set_search (view, NULL);
  schott_pack_list_set_sort (view, SCHOTT_PACK_SORT_NONE, FALSE);
  wait_view (view);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (view)), ==, 13);
  g_assert_cmpuint (schott_pack_list_get_position (view, 0), ==, 0);
}

/* Many searches in a row: only the last one counts. */
static void
test_view_superseded (void)
{
  g_autoptr (SchottPackModel) model = new_model_with_questions (2000);
  g_autoptr (SchottPackList) view = schott_pack_list_new ();
  const char *const searches[] = { "q", "q1", "q19", "q199", "q1999", "question 7" };

  schott_pack_list_set_model (view, model);
  for (guint i = 0; i < G_N_ELEMENTS (searches); i++)
    schott_pack_list_set_search (view, searches[i]);
  g_assert_true (schott_pack_list_get_pending (view));
  wait_view (view);
  /* 7, 70-79, 700-799: 111 */
  g_assert_cmpuint (schott_pack_list_get_n_matches (view), ==, 111);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (view)), ==, 111);
}

static void
on_validated_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  SchottValidation **out = data;

  *out = schott_pack_model_validate_finish (SCHOTT_PACK_MODEL (source), result, NULL);
}

/* The worker validates what the pack is when the copy ends. */
static void
test_validate_async (void)
{
  g_autoptr (SchottPackModel) model = new_model_with_questions (3000);
  g_autoptr (SchottValidation) validation = NULL;
  g_autoptr (SchottValidation) direct = NULL;
  gint64 end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  schott_pack_model_validate_async (model, NULL, on_validated_cb, &validation);
  /* an edit during the copy: an empty question text is an error */
  schott_pack_model_set_text (model, 5, SCHOTT_FIELD_TEXT, "en", "");
  while (validation == NULL && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (validation);
  direct = schott_pack_model_validate_full (model);
  g_assert_cmpuint (validation->serial, ==, schott_pack_model_get_change_serial (model));
  g_assert_cmpuint (validation->n_errors, ==, direct->n_errors);
  g_assert_cmpuint (validation->n_errors, >, 0);
  g_assert_cmpuint (validation->problems->len, ==, direct->problems->len);
  g_assert_cmpuint (validation->complete[0], ==, 2999);
}

static void
on_loaded_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  GAsyncResult **out = data;

  *out = g_object_ref (result);
}

static SchottPackModel *
load_and_wait (const char *path, GCancellable *cancellable, GError **error)
{
  g_autoptr (GAsyncResult) result = NULL;

  schott_pack_model_load_async (path, cancellable, on_loaded_cb, &result);
  if (cancellable != NULL)
    g_cancellable_cancel (cancellable);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return schott_pack_model_load_finish (result, error);
}

/* The model loads its pack on a worker; a broken file gives the loader's
 * located message, a cancelled load no model. */
static void
test_load_async (void)
{
  g_autoptr (SchottPackModel) source = new_model_with_questions (40);
  g_autoptr (SchottPackModel) model = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autofree char *dir = g_dir_make_tmp ("schott-pack-load-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "quiz.schott-pack.xml", NULL);
  g_autofree char *broken = g_build_filename (dir, "broken.schott-pack.xml", NULL);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autoptr (SchottPackQuestion) item = NULL;

  g_assert_true (schott_pack_model_save (source, path, &error));
  g_assert_no_error (error);
  model = load_and_wait (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (model);
  g_assert_cmpstr (schott_pack_model_get_path (model), ==, path);
  g_assert_false (schott_pack_model_get_dirty (model));
  g_assert_false (schott_pack_model_can_undo (model));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 40);
  item = g_list_model_get_item (G_LIST_MODEL (model), 39);
  g_assert_cmpstr (schott_pack_question_get_id (item), ==, "q39");
  g_assert_cmpstr (schott_pack_question_get_text (item), ==, "Question 39?");
  g_clear_object (&item);
  g_clear_object (&model);

  g_assert_true (g_file_set_contents (broken, "<pack>\n<oops", -1, NULL));
  model = load_and_wait (broken, NULL, &error);
  g_assert_null (model);
  g_assert_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_SYNTAX);
  g_assert_nonnull (strstr (error->message, "broken.schott-pack.xml:"));
  g_clear_error (&error);

  model = load_and_wait (path, cancellable, &error);
  g_assert_null (model);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);

  g_remove (broken);
  g_remove (bak);
  g_remove (path);
  g_rmdir (dir);
}

/* A file only GIO can reach, as a network share through GVfs is: no local
 * path, a URI of its own scheme; its bytes live in a local file. */
#define TEST_TYPE_REMOTE_FILE (test_remote_file_get_type ())
G_DECLARE_FINAL_TYPE (TestRemoteFile, test_remote_file, TEST, REMOTE_FILE, GObject)

struct _TestRemoteFile
{
  GObject  parent_instance;
  char    *path;   /* where its bytes live */
};

static void test_remote_file_iface_init (GFileIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestRemoteFile, test_remote_file, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_FILE, test_remote_file_iface_init))

#define REMOTE_SCHEME "sw-remote"

static GFile *
remote_file_new (const char *path)
{
  TestRemoteFile *self = g_object_new (TEST_TYPE_REMOTE_FILE, NULL);

  self->path = g_strdup (path);
  return G_FILE (self);
}

static GFile *
local_of (GFile *file)
{
  return g_file_new_for_path (TEST_REMOTE_FILE (file)->path);
}

static GFile *
remote_dup (GFile *file)
{
  return remote_file_new (TEST_REMOTE_FILE (file)->path);
}

static guint
remote_hash (GFile *file)
{
  return g_str_hash (TEST_REMOTE_FILE (file)->path);
}

static gboolean
remote_equal (GFile *a,
              GFile *b)
{
  return TEST_IS_REMOTE_FILE (b) && g_str_equal (TEST_REMOTE_FILE (a)->path, TEST_REMOTE_FILE (b)->path);
}

static gboolean
remote_is_native (GFile *file)
{
  return FALSE;
}

static gboolean
remote_has_uri_scheme (GFile      *file,
                       const char *scheme)
{
  return g_ascii_strcasecmp (scheme, REMOTE_SCHEME) == 0;
}

static char *
remote_get_uri_scheme (GFile *file)
{
  return g_strdup (REMOTE_SCHEME);
}

static char *
remote_get_basename (GFile *file)
{
  return g_path_get_basename (TEST_REMOTE_FILE (file)->path);
}

static char *
remote_get_path (GFile *file)
{
  return NULL;
}

static char *
remote_get_uri (GFile *file)
{
  return g_strconcat (REMOTE_SCHEME "://", TEST_REMOTE_FILE (file)->path, NULL);
}

static GFile *
remote_get_parent (GFile *file)
{
  g_autofree char *dir = g_path_get_dirname (TEST_REMOTE_FILE (file)->path);

  return g_str_equal (dir, TEST_REMOTE_FILE (file)->path) ? NULL : remote_file_new (dir);
}

static GFileInputStream *
remote_read (GFile         *file,
             GCancellable  *cancellable,
             GError       **error)
{
  g_autoptr (GFile) local = local_of (file);

  return g_file_read (local, cancellable, error);
}

static GFileOutputStream *
remote_replace (GFile             *file,
                const char        *etag,
                gboolean           make_backup,
                GFileCreateFlags   flags,
                GCancellable      *cancellable,
                GError           **error)
{
  g_autoptr (GFile) local = local_of (file);

  return g_file_replace (local, etag, make_backup, flags, cancellable, error);
}

static GFileInfo *
remote_query_info (GFile                *file,
                   const char           *attributes,
                   GFileQueryInfoFlags   flags,
                   GCancellable         *cancellable,
                   GError              **error)
{
  g_autoptr (GFile) local = local_of (file);

  return g_file_query_info (local, attributes, flags, cancellable, error);
}

static void
test_remote_file_finalize (GObject *object)
{
  g_free (TEST_REMOTE_FILE (object)->path);
  G_OBJECT_CLASS (test_remote_file_parent_class)->finalize (object);
}

static void
test_remote_file_class_init (TestRemoteFileClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = test_remote_file_finalize;
}

static void
test_remote_file_init (TestRemoteFile *self)
{
}

static void
test_remote_file_iface_init (GFileIface *iface)
{
  iface->dup = remote_dup;
  iface->hash = remote_hash;
  iface->equal = remote_equal;
  iface->is_native = remote_is_native;
  iface->has_uri_scheme = remote_has_uri_scheme;
  iface->get_uri_scheme = remote_get_uri_scheme;
  iface->get_basename = remote_get_basename;
  iface->get_path = remote_get_path;
  iface->get_uri = remote_get_uri;
  iface->get_parse_name = remote_get_uri;
  iface->get_parent = remote_get_parent;
  iface->read_fn = remote_read;
  iface->replace = remote_replace;
  iface->query_info = remote_query_info;
}

static GFile *
lookup_remote_uri (GVfs       *vfs,
                   const char *uri,
                   gpointer    user_data)
{
  return g_str_has_prefix (uri, REMOTE_SCHEME "://") ? remote_file_new (uri + strlen (REMOTE_SCHEME "://")) : NULL;
}

/* Issue 26: a pack on a file without a local path (a GVfs share, a
 * portal's document) loads and saves through GIO, and stays known by its
 * URI; what is saved is in the file. */
static void
test_non_local_file (void)
{
  g_autoptr (SchottPackModel) source = new_model_with_questions (12);
  g_autoptr (SchottPackModel) model = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("schott-pack-remote-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "shared.schott-pack.xml", NULL);
  g_autofree char *uri = g_strconcat (REMOTE_SCHEME "://", path, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GFile) file = NULL;
  GVfs *vfs = g_vfs_get_default ();

  g_assert_true (schott_pack_model_save (source, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_vfs_register_uri_scheme (vfs, REMOTE_SCHEME, lookup_remote_uri, NULL, NULL,
                                            NULL, NULL, NULL));
  file = g_file_new_for_uri (uri);
  g_assert_true (TEST_IS_REMOTE_FILE (file));
  g_assert_null (g_file_peek_path (file));

  /* loads, read through GIO */
  model = load_and_wait (uri, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (model);
  g_assert_cmpstr (schott_pack_model_get_path (model), ==, uri);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 12);

  /* saves, written through GIO, and is still known by its URI */
  schott_pack_model_set_title (model, "en", "Shared from afar");
  g_assert_true (schott_pack_model_get_dirty (model));
  g_assert_true (schott_pack_model_save (model, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (schott_pack_model_get_path (model), ==, uri);
  g_assert_false (schott_pack_model_get_dirty (model));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "Shared from afar"));

  /* and loads again as saved */
  g_clear_object (&model);
  model = load_and_wait (uri, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_strv_contains ((const char * const *) schott_pack_model_get_pack (model)->title,
                                  "Shared from afar"));

  g_assert_true (g_vfs_unregister_uri_scheme (vfs, REMOTE_SCHEME));
  {
    g_autofree char *backup = g_strconcat (path, "~", NULL);

    g_remove (backup);
  }
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  /* Writes only below g_dir_make_tmp(); no user folders are touched. */
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/editor/pack-model/add-undo-redo", test_add_undo_redo);
  g_test_add_func ("/editor/pack-model/duplicate-delete", test_duplicate_delete);
  g_test_add_func ("/editor/pack-model/reorder", test_reorder);
  g_test_add_func ("/editor/pack-model/edit-text", test_edit_text_coalesces);
  g_test_add_func ("/editor/pack-model/dirty-after-save", test_dirty_after_save);
  g_test_add_func ("/editor/pack-model/whole-pack", test_whole_pack_edits);
  g_test_add_func ("/editor/pack-model/draft", test_draft_round_trip);
  g_test_add_func ("/editor/pack-model/outdated/mark-confirm-undo", test_outdated_marking);
  g_test_add_func ("/editor/pack-model/outdated/old-draft", test_outdated_old_draft);
  g_test_add_func ("/editor/pack-view/search-sort", test_view_search_sort);
  g_test_add_func ("/editor/pack-view/superseded", test_view_superseded);
  g_test_add_func ("/editor/pack-model/validate-async", test_validate_async);
  g_test_add_func ("/editor/pack-model/load-async", test_load_async);
  g_test_add_func ("/editor/pack-model/issue-26/non-local-file-loads-and-saves", test_non_local_file);
  return g_test_run ();
}
