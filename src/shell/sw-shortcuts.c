/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-shortcuts.c: the keyboard shortcuts as an AdwDialog of rows, for
 * libadwaita before 1.8. Newer ones show src/shell/shortcuts-dialog.ui (an
 * AdwShortcutsDialog, app.shortcuts); both list the same keys under the
 * same translated titles. GtkShortcutsWindow is not used: it is deprecated
 * and two columns wide, wider than a phone. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sw-shortcuts.h"

typedef struct
{
  const char *title;         /* context "shortcut window" */
  const char *accelerators;  /* alternatives, separated by spaces */
} Shortcut;

static const Shortcut general[] = {
  { NC_("shortcut window", "New game"), "<Control>n" },
  { NC_("shortcut window", "Back to the game from New Game"), "Escape" },
  { NC_("shortcut window", "Undo your last move"), "<Control>z" },
  { NC_("shortcut window", "Preferences"), "<Control>comma" },
  { NC_("shortcut window", "Keyboard shortcuts"), "<Control>question" },
  { NC_("shortcut window", "Help"), "F1" },
  { NC_("shortcut window", "Quit"), "<Control>q" },
};

static const Shortcut playing[] = {
  { NC_("shortcut window", "Move between cards and piles"), "Left Right Up Down Tab" },
  { NC_("shortcut window", "Take a pile / place the card"), "Return space" },
  { NC_("shortcut window", "Draw from the draw pile"), "d" },
  { NC_("shortcut window", "Take the top of the discard pile"), "t" },
  { NC_("shortcut window", "Choose a place in your row"), "1...9" },
  { NC_("shortcut window", "Hint"), "h" },
  { NC_("shortcut window", "Show or hide the move log"), "F9" },
};

static const Shortcut editing[] = {
  { NC_("shortcut window", "Open a pack"), "<Control>o" },
  { NC_("shortcut window", "Save"), "<Control>s" },
  { NC_("shortcut window", "Save as"), "<Shift><Control>s" },
  { NC_("shortcut window", "Undo"), "<Control>z" },
  { NC_("shortcut window", "Redo"), "<Shift><Control>z" },
  { NC_("shortcut window", "Search the questions"), "<Control>f" },
  { NC_("shortcut window", "Add a question"), "<Control>Return" },
  { NC_("shortcut window", "Duplicate the question"), "<Control>d" },
  { NC_("shortcut window", "Delete the question"), "<Control>Delete" },
  { NC_("shortcut window", "Move the question up"), "<Alt>Up" },
  { NC_("shortcut window", "Move the question down"), "<Alt>Down" },
};

/* The label of one accelerator, or of a range of keys "1...9" ("1 – 9"),
 * the range syntax of GtkShortcutLabel and AdwShortcutLabel. */
static char *
accelerator_label (const char *accelerator)
{
  const char *dots = strstr (accelerator, "...");
  guint key;
  GdkModifierType mods;

  if (dots != NULL)
    {
      g_autofree char *first = g_strndup (accelerator, dots - accelerator);
      g_autofree char *first_label = accelerator_label (first);
      g_autofree char *last_label = accelerator_label (dots + 3);

      if (first_label == NULL || last_label == NULL)
        return NULL;
      /* Translators: a range of keys, "1 – 9" */
      return g_strdup_printf (C_("shortcut window", "%s – %s"), first_label, last_label);
    }
  if (!gtk_accelerator_parse (accelerator, &key, &mods))
    return NULL;
  return gtk_accelerator_get_label (key, mods);
}

static const Shortcut best_path[] = {
  { NC_("shortcut window", "Move the cursor along the row"), "Left Right" },
  { NC_("shortcut window", "Move up or down to the left"), "Up Down" },
  { NC_("shortcut window", "Move up or down to the right"), "<Shift>Up <Shift>Down" },
  { NC_("shortcut window", "Add the field, take it back, or draw from this end"), "Return space" },
  { NC_("shortcut window", "Take back the last field"), "BackSpace" },
  { NC_("shortcut window", "Clear the drawing"), "Delete" },
  { NC_("shortcut window", "Draw from the other end"), "e" },
  { NC_("shortcut window", "Hint"), "<Control>h" },
  { NC_("shortcut window", "Commit the drawing"), "<Control>Return" },
  { NC_("shortcut window", "Pass the round"), "<Alt>p" },
};

/* "Ctrl+N", in the user's language, alternatives joined by " / ". */
static char *
accelerators_label (const char *accelerators)
{
  g_auto(GStrv) each = g_strsplit (accelerators, " ", -1);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; each[i] != NULL; i++)
    {
      g_autofree char *label = accelerator_label (each[i]);

      if (label == NULL)
        continue;
      if (text->len > 0)
        g_string_append (text, " / ");
      g_string_append (text, label);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static GtkWidget *
group_new (const char     *title,
           const Shortcut *shortcuts,
           guint           n)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group),
                                   g_dpgettext2 (GETTEXT_PACKAGE, "shortcut window", title));
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *keys = accelerators_label (shortcuts[i].accelerators);
      GtkWidget *label = gtk_label_new (keys);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     g_dpgettext2 (GETTEXT_PACKAGE, "shortcut window", shortcuts[i].title));
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 1);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 14);
      gtk_widget_add_css_class (label, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  return group;
}

AdwDialog *
sw_shortcuts_dialog_new (void)
{
  AdwDialog *dialog = adw_dialog_new ();
  GtkWidget *view = adw_toolbar_view_new ();
  GtkWidget *page = adw_preferences_page_new ();

  adw_dialog_set_title (dialog, C_("shortcut window", "Keyboard shortcuts"));
  adw_dialog_set_content_width (dialog, 440);
  adw_dialog_set_content_height (dialog, 560);
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), adw_header_bar_new ());
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page),
                            ADW_PREFERENCES_GROUP (group_new (NC_("shortcut window", "General"), general,
                                                              G_N_ELEMENTS (general))));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page),
                            ADW_PREFERENCES_GROUP (group_new (NC_("shortcut window", "Playing"), playing,
                                                              G_N_ELEMENTS (playing))));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page),
                            ADW_PREFERENCES_GROUP (group_new (NC_("shortcut window", "Editor"), editing,
                                                              G_N_ELEMENTS (editing))));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page),
                            ADW_PREFERENCES_GROUP (group_new (NC_("shortcut window", "Best Path"), best_path,
                                                              G_N_ELEMENTS (best_path))));
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (view), page);
  adw_dialog_set_child (dialog, view);
  return dialog;
}
