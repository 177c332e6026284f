/* SPDX-License-Identifier: GPL-3.0-or-later */
/* editor-preview.c: the editor page in a window of a given size, for
 * looking at it (screenshots under Xvfb).
 *
 * Usage: editor-preview [WIDTH HEIGHT [PACK]]
 * Environment: PREVIEW_PAGE=questions|events|variant, PREVIEW_FORM=1 (the
 * form of the first question; PREVIEW_LANG=de shows its German page),
 * PREVIEW_ADD_LANGUAGE=TEXT (Add a Language, TEXT typed in its search;
 * "-" types nothing), PREVIEW_CLOSE=1 (an unsaved edit, then the
 * window's close: "Save Changes?"), PREVIEW_CSV=FILE (the CSV import
 * preview of FILE), PREVIEW_MEASURE=N (prints the widgets that need more
 * than N px). */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "schott-editor-page.h"
#include "../../common/sw-test-util.h"

/* PREVIEW_MEASURE=N: prints every widget that needs more than N px. */
static void
print_wide (GtkWidget *widget,
            int        limit,
            int        depth)
{
  int min = 0;

  if (!gtk_widget_get_visible (widget))
    return;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min > limit)
    g_print ("%*s%s %d\n", depth, "", G_OBJECT_TYPE_NAME (widget), min);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    print_wide (child, limit, depth + 1);
}

static gboolean
after_start_cb (gpointer data)
{
  GtkWindow *window = data;
  SchottEditorPage *page = SCHOTT_EDITOR_PAGE (adw_window_get_content (ADW_WINDOW (window)));
  const char *csv = g_getenv ("PREVIEW_CSV");
  const char *limit = g_getenv ("PREVIEW_MEASURE");

  if (g_getenv ("PREVIEW_FORM") != NULL)
    {
      schott_editor_page_select_question (page, 0, NULL);
      gtk_widget_activate_action (GTK_WIDGET (page), "editor.add-question", NULL);
      gtk_widget_activate_action (GTK_WIDGET (page), "editor.undo", NULL);
      if (g_getenv ("PREVIEW_LANG") != NULL)
        schott_editor_page_select_question (page, 0, g_getenv ("PREVIEW_LANG"));
    }
  if (g_getenv ("PREVIEW_ADD_LANGUAGE") != NULL)
    {
      GtkWidget *dialog;

      gtk_widget_activate_action (GTK_WIDGET (page), "editor.add-language", NULL);
      dialog = GTK_WIDGET (adw_window_get_visible_dialog (ADW_WINDOW (window)));
      if (dialog != NULL && !g_str_equal (g_getenv ("PREVIEW_ADD_LANGUAGE"), "-"))
        gtk_editable_set_text (GTK_EDITABLE (sw_test_find_widget (dialog, GTK_TYPE_SEARCH_ENTRY)),
                               g_getenv ("PREVIEW_ADD_LANGUAGE"));
    }
  if (g_getenv ("PREVIEW_CLOSE") != NULL)
    {
      gtk_widget_activate_action (GTK_WIDGET (page), "editor.add-question", NULL);
      gtk_window_close (window);
    }
  if (limit != NULL)
    print_wide (GTK_WIDGET (window), atoi (limit), 0);
  if (csv != NULL)
    schott_editor_page_preview_csv (page, csv);
  return G_SOURCE_REMOVE;
}

static void
on_loaded_cb (SchottEditorPage *page,
              GtkWindow        *window)
{
  g_timeout_add (300, after_start_cb, window);
}

static void
on_load_failed_cb (SchottEditorPage *page,
                   const char       *message,
                   GtkWindow        *window)
{
  g_timeout_add (300, after_start_cb, window);
}

int
main (int   argc,
      char *argv[])
{
  GtkWidget *window;
  GtkWidget *page;
  g_autoptr (GtkCssProvider) css = NULL;
  const char *sub_page = g_getenv ("PREVIEW_PAGE");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("SCHOTT_LOCALEDIR") ? g_getenv ("SCHOTT_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (argc >= 4)
    g_setenv ("SCHOTT_WORLD_EDITOR_NO_DEFAULT", "1", TRUE);
  gtk_init ();
  adw_init ();
  /* the app's style sheet, which AdwApplication would load */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/schottworld/SchottWorld/schott/schott-style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  window = adw_window_new ();
  page = schott_editor_page_new ();
  adw_window_set_content (ADW_WINDOW (window), page);
  /* what the app's window does for its Editor tab */
  g_signal_connect_swapped (window, "close-request", G_CALLBACK (schott_editor_page_close_request), page);
  gtk_window_set_default_size (GTK_WINDOW (window), argc >= 3 ? atoi (argv[1]) : 1280,
                               argc >= 3 ? atoi (argv[2]) : 800);
  g_signal_connect (page, "pack-loaded", G_CALLBACK (on_loaded_cb), window);
  g_signal_connect (page, "load-failed", G_CALLBACK (on_load_failed_cb), window);
  gtk_window_present (GTK_WINDOW (window));
  if (sub_page != NULL)
    {
      GtkWidget *stack = sw_test_find_widget (page, ADW_TYPE_VIEW_STACK);
      if (stack != NULL)
        adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), sub_page);
    }
  if (argc >= 4)
    schott_editor_page_open_path (SCHOTT_EDITOR_PAGE (page), argv[3]);
  while (g_list_model_get_n_items (gtk_window_get_toplevels ()) > 0)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}
