/* SPDX-License-Identifier: GPL-3.0-or-later */
/* a11y-compat-preview.c: a window of what the floor's GTK and libadwaita
 * name wrongly (sw-a11y-compat.h): buttons, a label, a row and views
 * with mnemonics, a button relabelled while it is on screen, a toast with
 * an action. test-a11y-compat.py reads their accessible names. */
#include "config.h"

#include <adwaita.h>

#include "sw-a11y-compat.h"

static gboolean
relabel_cb (gpointer data)
{
  gtk_button_set_label (GTK_BUTTON (data), "_Second Label");
  return G_SOURCE_REMOVE;
}

/* Relabels once the button is mapped, so the new label finds it on screen. */
static void
on_relabelled_map_cb (GtkWidget *button,
                      gpointer   data)
{
  g_signal_handlers_disconnect_by_func (button, on_relabelled_map_cb, data);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, relabel_cb, g_object_ref (button), g_object_unref);
}

static void
on_activate (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *overlay = adw_toast_overlay_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *row = adw_switch_row_new ();
  GtkWidget *relabelled = gtk_button_new_with_mnemonic ("_First Label");
  GtkWidget *stack = adw_view_stack_new ();
  GtkWidget *switcher = adw_view_switcher_new ();
  AdwToast *toast = adw_toast_new ("A message");

  sw_a11y_compat_init ();
  gtk_box_append (GTK_BOX (box), gtk_button_new_with_mnemonic ("_Commit"));
  gtk_box_append (GTK_BOX (box), gtk_button_new_with_mnemonic ("确认(_C)"));
  gtk_box_append (GTK_BOX (box), gtk_label_new_with_mnemonic ("Snake__case _label"));
  g_signal_connect (relabelled, "map", G_CALLBACK (on_relabelled_map_cb), NULL);
  gtk_box_append (GTK_BOX (box), relabelled);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "_Daily Deck");
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  gtk_box_append (GTK_BOX (box), list);
  adw_view_stack_page_set_use_underline (adw_view_stack_add_titled (ADW_VIEW_STACK (stack), gtk_label_new ("First view"),
                                                                    "questions", "_Questions"), TRUE);
  adw_view_stack_page_set_use_underline (adw_view_stack_add_titled (ADW_VIEW_STACK (stack), gtk_label_new ("Second view"),
                                                                    "events", "_Event Cards"), TRUE);
  adw_view_switcher_set_stack (ADW_VIEW_SWITCHER (switcher), ADW_VIEW_STACK (stack));
  gtk_box_append (GTK_BOX (box), switcher);
  gtk_box_append (GTK_BOX (box), stack);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), box);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), overlay);
  gtk_window_set_title (GTK_WINDOW (window), "Accessible names");
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 400);
  gtk_window_present (GTK_WINDOW (window));

  adw_toast_set_button_label (toast, "_Undo");
  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.schottworld.A11yCompatPreview",
                                                       G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
