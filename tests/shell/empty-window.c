/* SPDX-License-Identifier: GPL-3.0-or-later */
/* empty-window.c: the floor bench-ui measures start-up against: an empty
 * libadwaita window the size of SCHOTT World's (an application window, a
 * toolbar view, a header bar and a status page), started the way the app
 * starts (AdwApplication, GApplication's activate). */
#include "config.h"

#include <adwaita.h>

static void
on_activate_cb (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *toolbar = adw_toolbar_view_new ();
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (status), "Empty");
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (status), "applications-games-symbolic");
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (toolbar), adw_header_bar_new ());
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (toolbar), status);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), toolbar);
  gtk_window_set_title (GTK_WINDOW (window), "Empty");
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 720);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.schottworld.EmptyWindow",
                                                       G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (on_activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
