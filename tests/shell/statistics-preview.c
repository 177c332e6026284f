/* SPDX-License-Identifier: GPL-3.0-or-later */
/* statistics-preview.c: the Statistics dialog over a window of a given
 * size, for looking at it (screenshots under Xvfb).
 *
 * Usage: statistics-preview WIDTH HEIGHT STATISTICS-FILE [RENAME [NAME]]
 * RENAME: the title of a row whose rename dialog opens over it; NAME is
 * typed into it. */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "schott-statistics-dialog.h"
#include "../common/sw-test-util.h"

static gboolean
open_rename_cb (gpointer data)
{
  SchottStatisticsDialog *dialog = data;
  const char *title = g_object_get_data (G_OBJECT (dialog), "rename");
  AdwActionRow *row = schott_statistics_dialog_get_player_row (dialog, title);
  GtkWidget *pencil = row != NULL ? sw_test_find_widget (GTK_WIDGET (row), GTK_TYPE_BUTTON) : NULL;

  const char *name = g_object_get_data (G_OBJECT (dialog), "name");

  if (pencil != NULL)
    g_signal_emit_by_name (pencil, "clicked");
  if (pencil != NULL && name != NULL)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (dialog));
      AdwDialog *alert = adw_window_get_visible_dialog (ADW_WINDOW (root));
      GtkWidget *text = alert != NULL ? sw_test_find_widget (GTK_WIDGET (alert), GTK_TYPE_TEXT) : NULL;

      if (text != NULL)
        gtk_editable_set_text (GTK_EDITABLE (text), name);
    }
  return G_SOURCE_REMOVE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SchottStatistics) statistics = NULL;
  GtkWidget *host;
  SchottStatisticsDialog *dialog;

  if (argc < 4)
    {
      g_printerr ("Usage: statistics-preview WIDTH HEIGHT STATISTICS-FILE [RENAME]\n");
      return 2;
    }
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("SCHOTT_LOCALEDIR") ? g_getenv ("SCHOTT_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  gtk_init ();
  adw_init ();
  statistics = schott_statistics_new (argv[3]);
  host = sw_test_present_host (atoi (argv[1]), atoi (argv[2]));
  dialog = schott_statistics_dialog_new (statistics);
  adw_dialog_present (ADW_DIALOG (dialog), host);
  if (argc >= 5)
    {
      g_object_set_data_full (G_OBJECT (dialog), "rename", g_strdup (argv[4]), g_free);
      g_object_set_data_full (G_OBJECT (dialog), "name", g_strdup (argv[5]), g_free);
      g_timeout_add (800, open_rename_cb, dialog);
    }
  while (g_list_model_get_n_items (gtk_window_get_toplevels ()) > 0)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}
