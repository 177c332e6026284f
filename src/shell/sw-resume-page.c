/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-resume-page.c: "Continue the Unfinished Game?". */
#include "config.h"

#include "sw-resume-page.h"

struct _SwResumePage
{
  AdwBin         parent_instance;

  AdwStatusPage *status_page;
  GtkButton     *resume_button;
};

G_DEFINE_FINAL_TYPE (SwResumePage, sw_resume_page, ADW_TYPE_BIN)

enum
{
  RESUME,
  DISCARD,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_resume_clicked_cb (SwResumePage *self)
{
  g_signal_emit (self, signals[RESUME], 0);
}

static void
on_discard_clicked_cb (SwResumePage *self)
{
  g_signal_emit (self, signals[DISCARD], 0);
}

static void
sw_resume_page_class_init (SwResumePageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* No dispose_template: the status page is the bin's child, which AdwBin
   * lets go of itself. */
  signals[RESUME] = g_signal_new ("resume", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[DISCARD] = g_signal_new ("discard", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/sw-resume-page.ui");
  gtk_widget_class_bind_template_child (widget_class, SwResumePage, status_page);
  gtk_widget_class_bind_template_child (widget_class, SwResumePage, resume_button);
  gtk_widget_class_bind_template_callback (widget_class, on_resume_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_discard_clicked_cb);
}

static void
sw_resume_page_init (SwResumePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

void
sw_resume_page_set_offer (SwResumePage *self,
                          const char   *icon_name,
                          const char   *description)
{
  g_return_if_fail (SW_IS_RESUME_PAGE (self));
  adw_status_page_set_icon_name (self->status_page, icon_name);
  adw_status_page_set_description (self->status_page, description);
}

GtkButton *
sw_resume_page_get_resume_button (SwResumePage *self)
{
  g_return_val_if_fail (SW_IS_RESUME_PAGE (self), NULL);
  return self->resume_button;
}
