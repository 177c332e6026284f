/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-packs.c: packs that travel, through the real window and the real
 * application: a copy of the built-in pack is offered, every pack New
 * Game cannot offer is listed with its problem and leads to its fix in
 * the editor, files open from Files (g_application_open), from a drop on
 * the window and from "Add a Pack…", and from a non-local GFile. */
#include "config.h"

#include <string.h>
#include <adwaita.h>
#include <glib/gstdio.h>

#include "schott-content.h"
#include "schott-editor-page.h"
#include "schott-game-entry.h"
#include "schott-pack-details-dialog.h"
#include "schott-pack-import.h"
#include "schott-pack-problems-group.h"
#include "schott-setup-page.h"
#include "sw-application.h"
#include "sw-game-table.h"
#include "sw-settings.h"
#include "sw-window.h"
#include "../common/sw-test-util.h"

#define NS "xmlns=\"https://schottworld.github.io/ns/pack/1\""

static const char good_pack[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<pack " NS " id=\"ID\" version=\"1\" source-lang=\"en\" languages=\"en\">\n"
  "  <title xml:lang=\"en\">TITLE</title>\n"
  "  <categories>\n"
  "    <category id=\"c\"><name xml:lang=\"en\">Cat</name></category>\n"
  "  </categories>\n"
  "  <questions>\n"
  "    <question id=\"q1\" category=\"CATEGORY\">\n"
  "      <text xml:lang=\"en\">One?</text>\n"
  "      <right><text xml:lang=\"en\">A</text></right>\n"
  "      <wrong><text xml:lang=\"en\">B</text></wrong>\n"
  "      <wrong><text xml:lang=\"en\">C</text></wrong>\n"
  "    </question>\n"
  "  </questions>\n"
  "</pack>\n";

/* A pack text with its id, title and the category of its question. */
static char *
pack_text (const char *id, const char *title, const char *category)
{
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  GString *s = g_string_new (good_pack);

  g_string_replace (s, "\"ID\"", id, 1);
  g_string_replace (s, "TITLE", title, 1);
  g_string_replace (s, "CATEGORY", category, 1);
  a = g_string_free (s, FALSE);
  return g_steal_pointer (&a);
}

static SchottSetupPage *
setup_page (SwWindow *window)
{
  return schott_game_entry_get_setup_page (SCHOTT_GAME_ENTRY (sw_window_get_game (window, "schott")));
}

static SchottEditorPage *
editor_page (SwWindow *window)
{
  return SCHOTT_EDITOR_PAGE (sw_window_get_editor_page (window));
}

static char *
user_packs (void)
{
  return g_build_filename (g_get_user_data_dir (), "schott-world", "packs", NULL);
}

static void
iterate_until (gboolean (*done) (gpointer), gpointer data, guint timeout_s)
{
  g_assert_true (sw_test_iterate_until (done, data, timeout_s * 1000));
}

static SwWindow *
window_new (SchottContent *content)
{
  SwWindow *window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));

  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  return window;
}

typedef struct
{
  SwWindow   *window;
  const char *path;
  const char *text;
} Wait;

static gboolean
editor_has_path (gpointer data)
{
  Wait *wait = data;
  SchottPackModel *model = schott_editor_page_get_model (editor_page (wait->window));

  return model != NULL && g_strcmp0 (schott_pack_model_get_path (model), wait->path) == 0;
}

static gboolean
editor_error_has (gpointer data)
{
  Wait *wait = data;
  const char *text = schott_editor_page_get_error_text (editor_page (wait->window));

  return text != NULL && strstr (text, wait->text) != NULL;
}

static gboolean
row_title_has (GtkWidget *widget, gconstpointer text)
{
  return ADW_IS_PREFERENCES_ROW (widget) && gtk_widget_get_mapped (widget)
         && strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), text) != NULL;
}

/* A mapped row of the editor (its problems list) whose title says text. */
static GtkWidget *
editor_row (SwWindow *window, const char *text)
{
  return sw_test_find (GTK_WIDGET (editor_page (window)), row_title_has, text);
}

static gboolean
editor_row_shown (gpointer data)
{
  Wait *wait = data;

  return editor_row (wait->window, wait->text) != NULL;
}

static GtkWidget *
problem_row (SwWindow *window, const char *path)
{
  SchottPackProblemsGroup *group = schott_setup_page_get_pack_problems_group (setup_page (window));

  for (guint i = 0; i < schott_pack_problems_group_get_n_rows (group); i++)
    {
      GtkWidget *row = schott_pack_problems_group_get_row (group, i);

      if (g_strcmp0 (schott_pack_problems_row_get_path (row), path) == 0)
        return row;
    }
  return NULL;
}

static gboolean
problem_listed (gpointer data)
{
  Wait *wait = data;

  return problem_row (wait->window, wait->path) != NULL;
}

static gboolean
problem_gone (gpointer data)
{
  return !problem_listed (data);
}

static gboolean
pack_offered (gpointer data)
{
  Wait *wait = data;

  return schott_setup_page_get_pack_row (setup_page (wait->window), wait->text) != NULL;
}

static void
show_game_tab (SwWindow *window)
{
  GtkWidget *stack = gtk_widget_get_ancestor (GTK_WIDGET (editor_page (window)), ADW_TYPE_VIEW_STACK);

  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "game");
}

/* ------------------------------------------------ Save As of the built-in */

/* Issue 26: Save As of the built-in pack gives the copy an id and a title
 * of its own, which the author sees in Pack Details, and New Game offers
 * the copy beside the built-in pack. */
static void
test_save_as_builtin_offered (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  g_autofree char *dir = user_packs ();
  g_autofree char *target = g_build_filename (dir, "my-glass.schott-pack.xml", NULL);
  g_autofree char *shipped = g_build_filename (g_getenv ("SCHOTT_WORLD_DATADIR"), "packs",
                                               "glass-and-light.schott-pack.xml", NULL);
  g_autoptr(GError) error = NULL;
  SwWindow *window = window_new (content);
  SchottEditorPage *editor = editor_page (window);
  SchottPackModel *model;
  const SchottPack *pack;
  Wait wait = { window, shipped, NULL };
  AdwDialog *details;

  schott_editor_page_open_path (editor, shipped);
  iterate_until (editor_has_path, &wait, 20);
  model = schott_editor_page_get_model (editor);
  schott_pack_model_set_text (model, 0, SCHOTT_FIELD_TEXT, "en", "A question of my own?");
  g_assert_true (schott_editor_page_save_to (editor, target, &error));
  g_assert_no_error (error);
  pack = schott_pack_model_get_pack (model);
  g_assert_cmpstr (pack->id, ==, "glass-and-light-2");
  g_assert_true (g_str_has_suffix (pack->title[0], " 2"));
  g_assert_cmpstr (schott_pack_model_get_path (model), ==, target);

  /* the author sees both, and may change them */
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.pack-details", NULL);
  details = ADW_DIALOG (sw_test_find_widget (GTK_WIDGET (window), SCHOTT_TYPE_PACK_DETAILS_DIALOG));
  g_assert_nonnull (details);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (schott_pack_details_dialog_get_id_row (SCHOTT_PACK_DETAILS_DIALOG (details)))),
                   ==, "glass-and-light-2");
  gtk_editable_set_text (GTK_EDITABLE (schott_pack_details_dialog_get_id_row (SCHOTT_PACK_DETAILS_DIALOG (details))),
                         "my-glass");
  gtk_editable_set_text (GTK_EDITABLE (schott_pack_details_dialog_get_title_row (SCHOTT_PACK_DETAILS_DIALOG (details), "en")),
                         "My Glass");
  sw_test_dialog_settle ();
  adw_dialog_close (details);
  sw_test_iterate_for (300);
  pack = schott_pack_model_get_pack (model);
  g_assert_cmpstr (pack->id, ==, "my-glass");
  g_assert_cmpstr (pack->title[0], ==, "My Glass");
  g_assert_true (schott_editor_page_save_to (editor, NULL, &error));

  /* New Game offers it, beside the built-in pack, and lists no problem */
  wait.text = "my-glass";
  iterate_until (pack_offered, &wait, 10);
  g_assert_nonnull (schott_setup_page_get_pack_row (setup_page (window), "glass-and-light"));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (schott_setup_page_get_pack_row (setup_page (window), "my-glass"))),
                   ==, "My Glass");
  g_assert_cmpuint (schott_pack_problems_group_get_n_rows (schott_setup_page_get_pack_problems_group (setup_page (window))), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (target);
}

/* ------------------------------------------------- packs not offered */

typedef struct
{
  const char *name;        /* the file's name */
  const char *listed;      /* in the New Game row's message */
  const char *in_editor;   /* in the editor's banner, or in a problems row */
  gboolean    loads;       /* the editor opens it (problems at their rows) */
} Reason;

static char *
reason_text (const Reason *reason, gsize *len)
{
  if (g_str_equal (reason->name, "syntax.schott-pack.xml"))
    return g_strdup ("<?xml version=\"1.0\"?>\n<pack " NS " id=\"s\" version=\"1\">\n  <title>\n</pack>\n");
  if (g_str_equal (reason->name, "schema.schott-pack.xml"))
    return g_strdup ("<?xml version=\"1.0\"?>\n<pack " NS " id=\"s\" version=\"1\" source-lang=\"en\" languages=\"en\">\n"
                     "  <bogus/>\n</pack>\n");
  if (g_str_equal (reason->name, "encoding.schott-pack.xml"))
    return g_strdup ("<?xml version=\"1.0\"?>\n<pack " NS " id=\"e\">\xff\xfe</pack>\n");
  if (g_str_equal (reason->name, "forbidden.schott-pack.xml"))
    return g_strdup ("<?xml version=\"1.0\"?>\n<!DOCTYPE pack [<!ENTITY x \"y\">]>\n<pack " NS " id=\"f\">&x;</pack>\n");
  if (g_str_equal (reason->name, "too-large.schott-pack.xml"))
    {
      char *text = g_malloc (SCHOTT_IO_MAX_FILE_SIZE + 2);

      memset (text, ' ', SCHOTT_IO_MAX_FILE_SIZE + 1);
      text[SCHOTT_IO_MAX_FILE_SIZE + 1] = '\0';
      *len = SCHOTT_IO_MAX_FILE_SIZE + 1;
      return text;
    }
  if (g_str_equal (reason->name, "inconsistent.schott-pack.xml"))
    return pack_text ("\"inconsistent\"", "Inconsistent", "nowhere");
  return pack_text ("\"glass-and-light\"", "Glass Again", "c");
}

static const Reason reasons[] = {
  { "syntax.schott-pack.xml", "syntax.schott-pack.xml:", "syntax.schott-pack.xml:", FALSE },
  { "schema.schott-pack.xml", "schema.schott-pack.xml:", "schema.schott-pack.xml:", FALSE },
  { "encoding.schott-pack.xml", "UTF-8", "UTF-8", FALSE },
  { "forbidden.schott-pack.xml", "forbidden.schott-pack.xml:", "forbidden.schott-pack.xml:", FALSE },
  { "too-large.schott-pack.xml", "too-large.schott-pack.xml", "too-large.schott-pack.xml", FALSE },
  { "inconsistent.schott-pack.xml", "nowhere", "nowhere", TRUE },
  { "duplicate.schott-pack.xml", "already used", "Another pack has the id", TRUE },
};

/* Issue 26: a file put into the packs folder by hand while the app runs
 * is listed on New Game with its problem; "Open in Editor" shows the
 * problem in the editor: located in the banner when the file cannot be
 * read as a pack, at its row in the problems list when it can, and an id
 * clash with its fix, which makes the pack playable. */
static void
test_not_offered (gconstpointer data)
{
  const Reason *reason = data;
  g_autoptr(SchottContent) content = schott_content_new ();
  g_autofree char *dir = user_packs ();
  g_autofree char *path = g_build_filename (dir, reason->name, NULL);
  gsize len = 0;
  g_autofree char *text = reason_text (reason, &len);
  SwWindow *window = window_new (content);
  Wait wait = { window, path, NULL };
  GtkWidget *row;

  /* New Game is on show and the packs folder is watched */
  iterate_until (sw_test_is_mapped, setup_page (window), 10);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, text, len > 0 ? (gssize) len : -1, NULL));
  iterate_until (problem_listed, &wait, 15);
  row = problem_row (window, path);
  g_test_message ("%s — %.200s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                  adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), reason->listed));
  iterate_until (sw_test_is_mapped, schott_pack_problems_row_get_open_button (row), 10);
  g_assert_true (gtk_widget_activate (GTK_WIDGET (schott_pack_problems_row_get_open_button (row))));

  wait.text = reason->in_editor;
  if (!reason->loads)
    {
      iterate_until (editor_error_has, &wait, 15);
      g_test_message ("editor: %.200s", schott_editor_page_get_error_text (editor_page (window)));
    }
  else
    {
      iterate_until (editor_has_path, &wait, 15);
      iterate_until (editor_row_shown, &wait, 10);
    }
  g_assert_cmpstr (sw_window_get_view (window), ==, "editor");

  if (g_str_equal (reason->name, "duplicate.schott-pack.xml"))
    {
      /* the fix at hand: an id of its own, then saved: offered */
      GtkWidget *fix = sw_test_find_button (editor_row (window, reason->in_editor),
                                            "Use “glass-and-light-2”");
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (fix);
      g_signal_emit_by_name (fix, "clicked");
      g_assert_cmpstr (schott_pack_model_get_pack (schott_editor_page_get_model (editor_page (window)))->id,
                       ==, "glass-and-light-2");
      g_assert_true (schott_editor_page_save_to (editor_page (window), NULL, &error));
      g_assert_no_error (error);
      show_game_tab (window);
      iterate_until (problem_gone, &wait, 10);
      wait.text = "glass-and-light-2";
      iterate_until (pack_offered, &wait, 10);
    }
  else if (g_str_equal (reason->name, "inconsistent.schott-pack.xml"))
    {
      /* the problem leads to its question, where the category is chosen */
      g_autoptr(GError) error = NULL;
      SchottPackModel *model = schott_editor_page_get_model (editor_page (window));

      schott_pack_model_set_category (model, 0, "c");
      g_assert_true (schott_editor_page_save_to (editor_page (window), NULL, &error));
      g_assert_no_error (error);
      show_game_tab (window);
      iterate_until (problem_gone, &wait, 10);
      wait.text = "inconsistent";
      iterate_until (pack_offered, &wait, 10);
    }
  else
    {
      /* the file is left as it was */
      g_autofree char *after = NULL;
      gsize after_len = 0;

      g_assert_true (g_file_get_contents (path, &after, &after_len, NULL));
      g_assert_cmpmem (after, after_len, text, len > 0 ? len : strlen (text));
    }
  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (path);
}

/* ----------------------------------------------------- drop, Add a Pack */

static gboolean
find_alert (GtkWidget *widget, gconstpointer heading)
{
  return ADW_IS_ALERT_DIALOG (widget)
         && g_strcmp0 (adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (widget)), heading) == 0;
}

typedef struct
{
  SwWindow   *window;
  const char *heading;
} AlertWait;

static gboolean
alert_shown (gpointer data)
{
  AlertWait *wait = data;

  return sw_test_find (GTK_WIDGET (wait->window), find_alert, wait->heading) != NULL;
}

/* Answers the alert with this heading as a click on response would;
 * returns its body. */
static char *
answer_alert (SwWindow *window, const char *heading, const char *response)
{
  AlertWait wait = { window, heading };
  AdwAlertDialog *alert;
  char *body;

  iterate_until (alert_shown, &wait, 10);
  alert = ADW_ALERT_DIALOG (sw_test_find (GTK_WIDGET (window), find_alert, heading));
  body = g_strdup (adw_alert_dialog_get_body (alert));
  sw_test_dialog_settle ();
  g_signal_emit_by_name (alert, "response", response);
  adw_dialog_close (ADW_DIALOG (alert));
  return body;
}

/* A drop of files on the window, through its drop target's "drop". */
static void
drop_files (SwWindow *window, GFile *file)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  GSList *files = g_slist_prepend (NULL, file);
  g_auto(GValue) value = G_VALUE_INIT;
  gboolean dropped = FALSE;
  GtkDropTarget *target = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && target == NULL; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller)
          && gtk_drop_target_get_gtypes (GTK_DROP_TARGET (controller), NULL) != NULL
          && gtk_drop_target_get_gtypes (GTK_DROP_TARGET (controller), NULL)[0] == GDK_TYPE_FILE_LIST)
        target = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (target);
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, gdk_file_list_new_from_list (files));
  g_slist_free (files);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &dropped);
  g_assert_true (dropped);
}

/* Issue 26: a pack dropped on the window: the player is asked, and it
 * opens in the editor or is added to My Packs and offered, switched on. */
static void
test_drop_on_window (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  g_autofree char *src_dir = g_build_filename (g_get_tmp_dir (), "mail", NULL);
  g_autofree char *src = g_build_filename (src_dir, "sent-to-me.schott-pack.xml", NULL);
  g_autofree char *text = pack_text ("\"sent-to-me\"", "Sent to Me", "c");
  g_autofree char *dir = user_packs ();
  g_autofree char *copied = g_build_filename (dir, "sent-to-me.schott-pack.xml", NULL);
  g_autoptr(GFile) file = NULL;
  SwWindow *window = window_new (content);
  Wait wait = { window, src, "sent-to-me" };

  g_mkdir_with_parents (src_dir, 0755);
  g_assert_true (g_file_set_contents (src, text, -1, NULL));
  file = g_file_new_for_path (src);

  drop_files (window, file);
  g_free (answer_alert (window, "Open or Add the Pack?", "open"));
  iterate_until (editor_has_path, &wait, 15);
  g_assert_cmpstr (sw_window_get_view (window), ==, "editor");

  show_game_tab (window);
  drop_files (window, file);
  g_free (answer_alert (window, "Open or Add the Pack?", "add"));
  iterate_until (pack_offered, &wait, 15);
  g_assert_true (g_file_test (copied, G_FILE_TEST_IS_REGULAR));
  g_assert_true (adw_switch_row_get_active (ADW_SWITCH_ROW (schott_setup_page_get_pack_row (setup_page (window), "sent-to-me"))));
  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (copied);
}

/* Issue 26: "Add a Pack…" checks the chosen file and copies it into My
 * Packs; a file with a problem is refused with its located message and
 * leads to the editor. (The file dialog itself is the desktop's: the
 * test gives the file it would return.) */
static void
test_add_a_pack (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  g_autofree char *src_dir = g_build_filename (g_get_tmp_dir (), "downloads", NULL);
  g_autofree char *good = g_build_filename (src_dir, "friends.schott-pack.xml", NULL);
  g_autofree char *bad = g_build_filename (src_dir, "bad.schott-pack.xml", NULL);
  g_autofree char *twin = g_build_filename (src_dir, "twin.schott-pack.xml", NULL);
  g_autofree char *text = pack_text ("\"friends\"", "Friends", "c");
  g_autofree char *twin_text = pack_text ("\"glass-and-light\"", "Twin", "c");
  g_autofree char *dir = user_packs ();
  g_autofree char *copied = g_build_filename (dir, "friends.schott-pack.xml", NULL);
  g_autofree char *bad_copy = g_build_filename (dir, "bad.schott-pack.xml", NULL);
  g_autoptr(GFile) good_file = NULL;
  g_autoptr(GFile) bad_file = NULL;
  g_autoptr(GFile) twin_file = NULL;
  SwWindow *window = window_new (content);
  Wait wait = { window, bad, "friends" };
  g_autofree char *refused = NULL;
  g_autofree char *broken = NULL;

  g_mkdir_with_parents (src_dir, 0755);
  g_assert_true (g_file_set_contents (good, text, -1, NULL));
  g_assert_true (g_file_set_contents (bad, "<pack>never closed", -1, NULL));
  g_assert_true (g_file_set_contents (twin, twin_text, -1, NULL));
  good_file = g_file_new_for_path (good);
  bad_file = g_file_new_for_path (bad);
  twin_file = g_file_new_for_path (twin);

  iterate_until (sw_test_is_mapped, schott_setup_page_get_add_pack_button (setup_page (window)), 10);
  schott_pack_import_add (GTK_WIDGET (setup_page (window)), content, good_file);
  iterate_until (pack_offered, &wait, 15);
  g_assert_true (g_file_test (copied, G_FILE_TEST_IS_REGULAR));
  g_assert_true (adw_switch_row_get_active (ADW_SWITCH_ROW (schott_setup_page_get_pack_row (setup_page (window), "friends"))));

  /* taken id: refused, said why */
  schott_pack_import_add (GTK_WIDGET (setup_page (window)), content, twin_file);
  refused = answer_alert (window, "The Pack Was Not Added", "close");
  g_assert_nonnull (strstr (refused, "already used"));

  /* broken: refused with where it breaks, and Open in Editor shows it */
  schott_pack_import_add (GTK_WIDGET (setup_page (window)), content, bad_file);
  broken = answer_alert (window, "The Pack Was Not Added", "open");
  g_assert_nonnull (strstr (broken, "bad.schott-pack.xml:1:"));
  wait.text = "bad.schott-pack.xml:1:";
  iterate_until (editor_error_has, &wait, 15);
  g_assert_false (g_file_test (bad_copy, G_FILE_TEST_EXISTS));
  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (copied);
}

/* ------------------------------------------------ the real application */

static gboolean
app_window_ready (gpointer data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (data));

  return window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window));
}

/* Issue 26: Files opens a pack with the app (double-click, Open With):
 * g_application_open() on the real application shows it in the editor,
 * a local file and a file without a local path (resource://) alike. */
static void
test_application_open (void)
{
  g_autoptr(SwApplication) app = sw_application_new ();
  g_autofree char *dir = g_build_filename (g_get_tmp_dir (), "files", NULL);
  g_autofree char *path = g_build_filename (dir, "double-clicked.schott-pack.xml", NULL);
  g_autofree char *text = pack_text ("\"double-clicked\"", "Double-Clicked", "c");
  g_autoptr(GFile) local = NULL;
  g_autoptr(GFile) remote = g_file_new_for_uri ("resource:///io/github/schottworld/SchottWorld/tests/remote.schott-pack.xml");
  g_autoptr(GError) error = NULL;
  GFile *files[1];
  Wait wait = { NULL, path, NULL };
  SchottPackModel *model;

  g_assert_true (g_application_get_flags (G_APPLICATION (app)) & G_APPLICATION_HANDLES_OPEN);
  /* beside other test runs on the same bus */
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_mkdir_with_parents (dir, 0755);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  local = g_file_new_for_path (path);
  files[0] = local;
  g_application_open (G_APPLICATION (app), files, 1, "");
  iterate_until (app_window_ready, app, 10);
  wait.window = SW_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  iterate_until (editor_has_path, &wait, 15);
  g_assert_cmpstr (sw_window_get_view (wait.window), ==, "editor");

  /* no local path: read through GIO, known by its URI */
  g_assert_null (g_file_peek_path (remote));
  files[0] = remote;
  g_application_open (G_APPLICATION (app), files, 1, "");
  wait.path = "resource:///io/github/schottworld/SchottWorld/tests/remote.schott-pack.xml";
  iterate_until (editor_has_path, &wait, 15);
  model = schott_editor_page_get_model (editor_page (wait.window));
  g_assert_cmpstr (schott_pack_model_get_pack (model)->id, ==, "remote");
  g_assert_null (schott_editor_page_get_error_text (editor_page (wait.window)));
  /* a resource cannot be written: said so, never "saved" */
  g_assert_false (schott_pack_model_save (model, NULL, &error));
  g_assert_nonnull (error);
  g_test_message ("saving the resource: %s", error->message);

  gtk_window_destroy (GTK_WINDOW (wait.window));
  sw_test_iterate_for (200);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  sw_test_report_crashes ();
  gtk_init ();
  adw_init ();
  g_test_log_set_fatal_handler (sw_test_ignore_icon_warnings, NULL);
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  /* the editor's first pack is the one the test opens */
  g_setenv ("SCHOTT_WORLD_EDITOR_NO_DEFAULT", "1", TRUE);
  /* a returning player's window: New Game first, not the welcome */
  g_settings_set_boolean (sw_settings_get_default (), "welcome-shown", TRUE);

  g_test_add_func ("/packs/issue-26/save-as-builtin-offered", test_save_as_builtin_offered);
  for (guint i = 0; i < G_N_ELEMENTS (reasons); i++)
    {
      g_autofree char *name = g_strndup (reasons[i].name, strcspn (reasons[i].name, "."));
      g_autofree char *test = g_strdup_printf ("/packs/issue-26/not-offered/%s", name);

      g_test_add_data_func (test, &reasons[i], test_not_offered);
    }
  g_test_add_func ("/packs/issue-26/drop-on-window", test_drop_on_window);
  g_test_add_func ("/packs/issue-26/add-a-pack", test_add_a_pack);
  g_test_add_func ("/packs/issue-26/application-open", test_application_open);
  return g_test_run ();
}
