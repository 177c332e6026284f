/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-a11y-compat.c: bugs of the floor's libraries that a screen reader
 * user hears, worked around where the widgets are mapped.
 *
 * GTK before 4.16 names a label that has a mnemonic (use-underline) after
 * its raw text, underscore and all, and a button takes the name of its
 * label: Orca reads "underscore Commit". GTK 4.16 names the label after the
 * text it shows, which is gtk_label_get_text(): "Commit", "确认(C)" for
 * "确认(_C)", "a_b" for "a__b".
 *
 * libadwaita before 1.6 gives the close button of a toast no accessible
 * name: a screen reader says just "button". libadwaita 1.6 names it.
 *
 * libadwaita names the tab panel of an AdwViewStackPage after its raw
 * title even with use-underline ("_Questions"): seen with 1.5 and 1.7,
 * 1.10 names it as shown ("Questions", the way adw_strip_mnemonic() and
 * GtkLabel read a mnemonic).
 *
 * Toasts come and go and pages and dialogs are built late, so rather than
 * a call at every place that adds a toast or builds a button, one emission
 * hook on GtkWidget::map sees each widget as it appears. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "sw-a11y-compat.h"

/* What the hook has to do on this stack, decided once. */
static gboolean fix_mnemonic_labels;
static gboolean fix_toast_close_buttons;
static gboolean fix_view_stack_pages;

static void
name_label_as_shown (GtkLabel *label)
{
  if (gtk_label_get_use_underline (label))
    gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, gtk_label_get_text (label),
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/* GtkLabel notifies once its text is parsed, after GTK set its own name. */
static void
on_label_notify_cb (GtkLabel   *label,
                    GParamSpec *pspec,
                    gpointer    data)
{
  name_label_as_shown (label);
}

static void
fix_mnemonic_label (GtkLabel *label)
{
  if (!gtk_label_get_use_underline (label))
    return;
  name_label_as_shown (label);
  /* Keep the name when the text changes while the label is on screen. */
  if (g_signal_handler_find (label, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, on_label_notify_cb, NULL) == 0)
    {
      g_signal_connect (label, "notify::label", G_CALLBACK (on_label_notify_cb), NULL);
      g_signal_connect (label, "notify::use-underline", G_CALLBACK (on_label_notify_cb), NULL);
    }
}

/* AdwToastWidget is private: its close button is recognised by its parent's
 * type name and its icon, so a different inside simply goes unnamed. */
static void
fix_toast_close_button (GtkButton *button)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (button));

  if (parent != NULL
      && g_strcmp0 (G_OBJECT_TYPE_NAME (parent), "AdwToastWidget") == 0
      && g_strcmp0 (gtk_button_get_icon_name (button), "window-close-symbolic") == 0)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    /* TRANSLATORS: accessible name of the button that closes a message (toast) */
                                    _("Dismiss"),
                                    -1);
}

static void
name_page_as_shown (AdwViewStackPage *page)
{
  const char *title = adw_view_stack_page_get_title (page);
  g_autofree char *escaped = NULL;
  g_autofree char *shown = NULL;

  if (title == NULL || !adw_view_stack_page_get_use_underline (page) || !GTK_IS_ACCESSIBLE (page))
    return;
  escaped = g_markup_escape_text (title, -1);
  if (pango_parse_markup (escaped, -1, '_', NULL, &shown, NULL, NULL))
    gtk_accessible_update_property (GTK_ACCESSIBLE (page),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, shown,
                                    -1);
}

static gboolean
rename_page_cb (gpointer data)
{
  name_page_as_shown (ADW_VIEW_STACK_PAGE (data));
  return G_SOURCE_REMOVE;
}

/* libadwaita names the page after it notifies the new title. */
static void
on_page_title_notify_cb (AdwViewStackPage *page,
                         GParamSpec       *pspec,
                         gpointer          data)
{
  g_idle_add_full (G_PRIORITY_DEFAULT, rename_page_cb, g_object_ref (page), g_object_unref);
}

/* Every page, the hidden ones too: their panels are in the tree. */
static void
fix_view_stack_pages_of (AdwViewStack *stack)
{
  g_autoptr (GListModel) pages = G_LIST_MODEL (adw_view_stack_get_pages (stack));
  guint n = g_list_model_get_n_items (pages);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (AdwViewStackPage) page = g_list_model_get_item (pages, i);

      name_page_as_shown (page);
      if (g_signal_handler_find (page, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, on_page_title_notify_cb, NULL) == 0)
        {
          g_signal_connect (page, "notify::title", G_CALLBACK (on_page_title_notify_cb), NULL);
          g_signal_connect (page, "notify::use-underline", G_CALLBACK (on_page_title_notify_cb), NULL);
        }
    }
}

static gboolean
on_widget_map_hook (GSignalInvocationHint *hint,
                    guint                  n_params,
                    const GValue          *params,
                    gpointer               data)
{
  GObject *widget = g_value_get_object (&params[0]);

  if (fix_mnemonic_labels && GTK_IS_LABEL (widget))
    fix_mnemonic_label (GTK_LABEL (widget));
  else if (fix_toast_close_buttons && GTK_IS_BUTTON (widget))
    fix_toast_close_button (GTK_BUTTON (widget));
  if (fix_view_stack_pages)
    {
      GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (widget));

      if (ADW_IS_VIEW_STACK (widget))
        fix_view_stack_pages_of (ADW_VIEW_STACK (widget));
      else if (ADW_IS_VIEW_STACK (parent))   /* one of its pages shown */
        fix_view_stack_pages_of (ADW_VIEW_STACK (parent));
    }
  return TRUE;   /* stay installed */
}

void
sw_a11y_compat_init (void)
{
  static gsize done;

  if (!g_once_init_enter (&done))
    return;
  fix_mnemonic_labels = gtk_get_major_version () == 4 && gtk_get_minor_version () < 16;
  fix_toast_close_buttons = adw_get_major_version () == 1 && adw_get_minor_version () < 6;
  fix_view_stack_pages = adw_get_major_version () == 1 && adw_get_minor_version () < 10;
  if (fix_mnemonic_labels || fix_toast_close_buttons || fix_view_stack_pages)
    {
      /* GtkWidget's signals exist once its class does: before the first
       * widget, they have to be asked for. */
      gpointer widget_class = g_type_class_ref (GTK_TYPE_WIDGET);

      g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0,
                                  on_widget_map_hook, NULL, NULL);
      g_type_class_unref (widget_class);
    }
  g_once_init_leave (&done, 1);
}
