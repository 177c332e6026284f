/* sw-a11y-compat.c: two bugs of the floor's libraries that a screen reader
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
  if (fix_mnemonic_labels || fix_toast_close_buttons)
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
