/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-banners.c: the editor page's banners: each one a revealer
 * with its text and buttons; what the buttons mean is the page's, told
 * through signals. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-editor-banners.h"

struct _SchottEditorBanners
{
  GtkBox            parent_instance;

  GtkRevealer      *draft_revealer;
  GtkBox           *draft_box;
  GtkLabel         *draft_label;
  GtkRevealer      *csv_revealer;
  GtkLabel         *csv_label;
  GtkRevealer      *error_revealer;
  GtkLabel         *error_label;

  char             *error_text;
  SchottCsvPreview *csv_rejected;   /* the last import, when it rejected rows */
  gboolean          narrow;
};

G_DEFINE_FINAL_TYPE (SchottEditorBanners, schott_editor_banners, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_NARROW,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_DRAFT_RESTORE,
  SIGNAL_DRAFT_DISCARD,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void
set_narrow (SchottEditorBanners *self, gboolean narrow)
{
  narrow = !!narrow;
  if (self->narrow == narrow)
    return;
  self->narrow = narrow;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->draft_box),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
}

static void
on_draft_restore_clicked_cb (GtkButton *button, SchottEditorBanners *self)
{
  gtk_revealer_set_reveal_child (self->draft_revealer, FALSE);
  g_signal_emit (self, signals[SIGNAL_DRAFT_RESTORE], 0);
}

static void
on_draft_discard_clicked_cb (GtkButton *button, SchottEditorBanners *self)
{
  gtk_revealer_set_reveal_child (self->draft_revealer, FALSE);
  g_signal_emit (self, signals[SIGNAL_DRAFT_DISCARD], 0);
}

static void
on_csv_show_clicked_cb (GtkButton *button, SchottEditorBanners *self)
{
  AdwDialog *dialog;
  GtkWidget *view, *header, *scrolled, *list;

  if (self->csv_rejected == NULL)
    return;
  dialog = adw_dialog_new ();
  adw_dialog_set_title (dialog, _("Skipped CSV Rows"));
  adw_dialog_set_content_width (dialog, 520);
  view = adw_toolbar_view_new ();
  header = adw_header_bar_new ();
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), header);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_set_valign (list, GTK_ALIGN_START);
  gtk_widget_set_margin_start (list, 12);
  gtk_widget_set_margin_end (list, 12);
  gtk_widget_set_margin_top (list, 12);
  gtk_widget_set_margin_bottom (list, 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Skipped CSV rows"), -1);
  for (guint i = 0; i < schott_csv_preview_get_n_rejected (self->csv_rejected); i++)
    gtk_list_box_append (GTK_LIST_BOX (list),
                         schott_editor_csv_rejected_row_new (schott_csv_preview_get_rejected_line (self->csv_rejected, i),
                                                             schott_csv_preview_get_rejected_reason (self->csv_rejected, i)));
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (view), scrolled);
  adw_dialog_set_child (dialog, view);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static void
on_csv_close_clicked_cb (GtkButton *button, SchottEditorBanners *self)
{
  schott_editor_banners_show_rejected (self, NULL);
}

static void
on_error_close_clicked_cb (GtkButton *button, SchottEditorBanners *self)
{
  schott_editor_banners_show_error (self, NULL);
}

static void
schott_editor_banners_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SchottEditorBanners *self = SCHOTT_EDITOR_BANNERS (object);

  switch (prop_id)
    {
    case PROP_NARROW:
      g_value_set_boolean (value, self->narrow);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_editor_banners_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SchottEditorBanners *self = SCHOTT_EDITOR_BANNERS (object);

  switch (prop_id)
    {
    case PROP_NARROW:
      set_narrow (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_editor_banners_finalize (GObject *object)
{
  SchottEditorBanners *self = SCHOTT_EDITOR_BANNERS (object);

  g_free (self->error_text);
  g_clear_object (&self->csv_rejected);
  G_OBJECT_CLASS (schott_editor_banners_parent_class)->finalize (object);
}

static void
schott_editor_banners_class_init (SchottEditorBannersClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = schott_editor_banners_get_property;
  object_class->set_property = schott_editor_banners_set_property;
  object_class->finalize = schott_editor_banners_finalize;

  properties[PROP_NARROW] = g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_DRAFT_RESTORE] = g_signal_new ("draft-restore", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_DRAFT_DISCARD] = g_signal_new ("draft-discard", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-editor-banners.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottEditorBanners, draft_revealer);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorBanners, draft_box);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorBanners, draft_label);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorBanners, csv_revealer);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorBanners, csv_label);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorBanners, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorBanners, error_label);
  gtk_widget_class_bind_template_callback (widget_class, on_draft_restore_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_draft_discard_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_csv_show_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_csv_close_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_error_close_clicked_cb);
}

static void
schott_editor_banners_init (SchottEditorBanners *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

void
schott_editor_banners_show_draft (SchottEditorBanners *self, const char *text)
{
  g_return_if_fail (SCHOTT_IS_EDITOR_BANNERS (self));
  if (text != NULL)
    gtk_label_set_text (self->draft_label, text);
  gtk_revealer_set_reveal_child (self->draft_revealer, text != NULL);
}

void
schott_editor_banners_show_error (SchottEditorBanners *self, const char *text)
{
  g_return_if_fail (SCHOTT_IS_EDITOR_BANNERS (self));
  g_free (self->error_text);
  self->error_text = g_strdup (text);
  gtk_label_set_text (self->error_label, text ? text : "");
  gtk_revealer_set_reveal_child (self->error_revealer, text != NULL);
}

const char *
schott_editor_banners_get_error_text (SchottEditorBanners *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_BANNERS (self), NULL);
  return self->error_text;
}

void
schott_editor_banners_show_rejected (SchottEditorBanners *self, SchottCsvPreview *preview)
{
  g_autofree char *text = NULL;
  guint n_rejected = preview != NULL ? schott_csv_preview_get_n_rejected (preview) : 0;

  g_return_if_fail (SCHOTT_IS_EDITOR_BANNERS (self));
  g_clear_object (&self->csv_rejected);
  if (n_rejected == 0)
    {
      gtk_revealer_set_reveal_child (self->csv_revealer, FALSE);
      return;
    }
  self->csv_rejected = g_object_ref (preview);
  text = g_strdup_printf (ngettext ("%u row of the CSV file was skipped.",
                                    "%u rows of the CSV file were skipped.", n_rejected),
                          n_rejected);
  gtk_label_set_text (self->csv_label, text);
  gtk_revealer_set_reveal_child (self->csv_revealer, TRUE);
}
