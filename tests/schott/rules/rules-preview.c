/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules-preview.c: the Rules dialog on one step over a window of the given
 * size, for looking at it (screenshots under Xvfb).
 * Usage: rules-preview STEP-ID [WIDTH HEIGHT] */
#include "config.h"

#include <locale.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "schott-rules-dialog.h"

static void
on_destroy_cb (GtkWidget *widget,
               gpointer   data)
{
  *(gboolean *) data = TRUE;
}

int
main (int   argc,
      char *argv[])
{
  GtkWidget *window;
  SchottRulesDialog *rules;
  g_autoptr(GtkCssProvider) css = NULL;
  gboolean done = FALSE;

  /* SCHOTT_LOCALEDIR: look at a translation that is not installed. */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("SCHOTT_LOCALEDIR") ? g_getenv ("SCHOTT_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  gtk_init ();
  adw_init ();
  /* the app's style sheet, which AdwApplication would load */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/schottworld/SchottWorld/schott/schott-style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  window = adw_window_new ();
  adw_window_set_content (ADW_WINDOW (window), adw_status_page_new ());
  gtk_window_set_default_size (GTK_WINDOW (window), argc >= 4 ? atoi (argv[2]) : 1280,
                               argc >= 4 ? atoi (argv[3]) : 800);
  g_signal_connect (window, "destroy", G_CALLBACK (on_destroy_cb), &done);
  gtk_window_present (GTK_WINDOW (window));
  rules = schott_rules_dialog_present (window);
  if (argc >= 2 && !sw_steps_dialog_show_step_id (SW_STEPS_DIALOG (rules), argv[1]))
    g_printerr ("no step %s\n", argv[1]);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}
