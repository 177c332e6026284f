/* rules-preview.c: the Rules window on one step, for looking at it
 * (screenshots under Xvfb). Usage: rules-preview STEP-ID [WIDTH HEIGHT] */
#include "config.h"

#include <locale.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "schott-rules-window.h"

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
  gboolean done = FALSE;

  /* SCHOTT_LOCALEDIR: look at a translation that is not installed. */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("SCHOTT_LOCALEDIR") ? g_getenv ("SCHOTT_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  gtk_init ();
  adw_init ();
  window = schott_rules_window_new (NULL);
  if (argc >= 4)
    gtk_window_set_default_size (GTK_WINDOW (window), atoi (argv[2]), atoi (argv[3]));
  g_signal_connect (window, "destroy", G_CALLBACK (on_destroy_cb), &done);
  gtk_window_present (GTK_WINDOW (window));
  if (argc >= 2 && !schott_rules_window_show_step_id (SCHOTT_RULES_WINDOW (window), argv[1]))
    g_printerr ("no step %s\n", argv[1]);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}
