/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-steps-dialog.c: a dialog of steps over the window. The sidebar and
 * the carousel of pages follow each other; Left/Right (in the reading
 * direction), Page Up/Down, Home and End turn the pages from anywhere in
 * the dialog. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sw-style.h"
#include "sw-steps-dialog.h"

typedef struct
{
  AdwNavigationSplitView *split_view;
  AdwNavigationPage      *content_page;
  GtkListBox             *step_list;
  AdwCarousel            *carousel;
  AdwWindowTitle         *window_title;

  GPtrArray              *pages;          /* GtkWidget *, one per step, named by its id */
  guint                   step;
  guint                   scroll_tick;    /* waits for the carousel's first allocation */
  gboolean                syncing;
  int                     page_maximum;
  int                     page_tightening;
} SwStepsDialogPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (SwStepsDialog, sw_steps_dialog, ADW_TYPE_DIALOG)

/* ------------------------------------------------------------- helpers */

static GtkWidget *
page_new (SwStepsDialog *self,
          const char    *id,
          const char    *title,
          GtkWidget     *box)
{
  SwStepsDialogPrivate *priv = sw_steps_dialog_get_instance_private (self);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *heading = g_object_new (GTK_TYPE_LABEL,
                                     "label", title,
                                     "wrap", TRUE,
                                     "xalign", 0.0f,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                     NULL);

  gtk_widget_add_css_class (heading, "title-1");
  gtk_box_append (GTK_BOX (box), heading);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 24);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), priv->page_maximum);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), priv->page_tightening);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_hexpand (scroller, TRUE);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_widget_set_name (scroller, id);
  return scroller;
}

/* "3  Jokers": the number is for the eye, the row's name is the title. */
static GtkWidget *
sidebar_row_new (guint       index,
                 const char *title)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  g_autofree char *number = g_strdup_printf ("%u", index + 1);
  GtkWidget *number_label = gtk_label_new (number);
  GtkWidget *title_label = gtk_label_new (title);

  gtk_widget_add_css_class (number_label, "dim-label");
  gtk_widget_add_css_class (number_label, "numeric");
  gtk_label_set_width_chars (GTK_LABEL (number_label), 2);
  gtk_label_set_xalign (GTK_LABEL (number_label), 1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (number_label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_label_set_wrap (GTK_LABEL (title_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (title_label), 0);
  gtk_widget_set_hexpand (title_label, TRUE);
  gtk_box_append (GTK_BOX (box), number_label);
  gtk_box_append (GTK_BOX (box), title_label);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  return row;
}

/* ----------------------------------------------------------- navigation */

static void
update_navigation (SwStepsDialog *self)
{
  SwStepsDialogPrivate *priv = sw_steps_dialog_get_instance_private (self);
  guint n = priv->pages->len;
  g_autofree char *subtitle = NULL;

  /* Translators: shown under the title of the Rules, "Step 3 of 10" */
  subtitle = g_strdup_printf (_("Step %u of %u"), priv->step + 1, n);
  adw_window_title_set_subtitle (priv->window_title, subtitle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "steps.previous", priv->step > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "steps.next", priv->step + 1 < n);

  priv->syncing = TRUE;
  gtk_list_box_select_row (priv->step_list, gtk_list_box_get_row_at_index (priv->step_list, (int) priv->step));
  priv->syncing = FALSE;
}

static gboolean
scroll_when_allocated_cb (GtkWidget     *widget,
                          GdkFrameClock *clock,
                          gpointer       user_data)
{
  SwStepsDialogPrivate *priv = sw_steps_dialog_get_instance_private (user_data);

  if (gtk_widget_get_width (widget) == 0)
    return G_SOURCE_CONTINUE;
  priv->scroll_tick = 0;
  adw_carousel_scroll_to (priv->carousel, g_ptr_array_index (priv->pages, priv->step), FALSE);
  return G_SOURCE_REMOVE;
}

static void
go_to_step (SwStepsDialog *self,
            guint          step,
            gboolean       animate)
{
  SwStepsDialogPrivate *priv = sw_steps_dialog_get_instance_private (self);

  if (step >= priv->pages->len)
    return;
  priv->step = step;
  update_navigation (self);
  /* The carousel knows where its pages are only once it has been
   * allocated; until then, scrolling would end on the first page. */
  if (gtk_widget_get_width (GTK_WIDGET (priv->carousel)) == 0)
    {
      if (priv->scroll_tick == 0)
        priv->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (priv->carousel),
                                                          scroll_when_allocated_cb, self, NULL);
      return;
    }
  adw_carousel_scroll_to (priv->carousel, g_ptr_array_index (priv->pages, step), animate);
}

/* One step back (delta < 0) or on; when the dialog is narrow, a step key
 * leaves the list for the page. */
static void
turn (SwStepsDialog *self,
      int            delta)
{
  SwStepsDialogPrivate *priv = sw_steps_dialog_get_instance_private (self);

  if (delta < 0 && priv->step > 0)
    go_to_step (self, priv->step - 1, TRUE);
  else if (delta > 0 && priv->step + 1 < priv->pages->len)
    go_to_step (self, priv->step + 1, TRUE);
}

/* ------------------------------------------------------------ callbacks */

static void
on_carousel_page_changed_cb (SwStepsDialog *self,
                             guint          index)
{
  SwStepsDialogPrivate *priv = sw_steps_dialog_get_instance_private (self);

  /* A swipe changed the page: follow it. */
  if (priv->scroll_tick == 0 && index != priv->step && index < priv->pages->len)
    {
      priv->step = index;
      update_navigation (self);
    }
}

static void
on_step_list_row_selected_cb (GtkListBox    *list,
                              GtkListBoxRow *row,
                              SwStepsDialog *self)
{
  SwStepsDialogPrivate *priv = sw_steps_dialog_get_instance_private (self);

  if (priv->syncing || row == NULL)
    return;
  go_to_step (self, (guint) gtk_list_box_row_get_index (row), TRUE);
}

static void
on_step_list_row_activated_cb (GtkListBox    *list,
                               GtkListBoxRow *row,
                               SwStepsDialog *self)
{
  SwStepsDialogPrivate *priv = sw_steps_dialog_get_instance_private (self);

  go_to_step (self, (guint) gtk_list_box_row_get_index (row), TRUE);
  adw_navigation_split_view_set_show_content (priv->split_view, TRUE);
}

/* args: -1 / +1 for Page Up / Page Down, -2 / +2 for Left / Right. */
static gboolean
step_shortcut_cb (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  SwStepsDialogPrivate *priv = sw_steps_dialog_get_instance_private (SW_STEPS_DIALOG (widget));
  int delta = g_variant_get_int32 (args);

  if (ABS (delta) == 2)
    {
      /* Left and Right follow the reading direction. */
      delta /= 2;
      if (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
        delta = -delta;
    }
  adw_navigation_split_view_set_show_content (priv->split_view, TRUE);
  turn (SW_STEPS_DIALOG (widget), delta);
  return TRUE;
}

static gboolean
first_last_shortcut_cb (GtkWidget *widget,
                        GVariant  *args,
                        gpointer   user_data)
{
  SwStepsDialogPrivate *priv = sw_steps_dialog_get_instance_private (SW_STEPS_DIALOG (widget));

  adw_navigation_split_view_set_show_content (priv->split_view, TRUE);
  go_to_step (SW_STEPS_DIALOG (widget), g_variant_get_boolean (args) ? priv->pages->len - 1 : 0, TRUE);
  return TRUE;
}

static void
previous_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  turn (SW_STEPS_DIALOG (widget), -1);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  turn (SW_STEPS_DIALOG (widget), 1);
}

/* ------------------------------------------------------------ overrides */

static void
sw_steps_dialog_dispose (GObject *object)
{
  SwStepsDialog *self = SW_STEPS_DIALOG (object);
  SwStepsDialogPrivate *priv = sw_steps_dialog_get_instance_private (self);

  if (priv->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (priv->carousel), priv->scroll_tick);
  priv->scroll_tick = 0;
  g_clear_pointer (&priv->pages, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), SW_TYPE_STEPS_DIALOG);
  G_OBJECT_CLASS (sw_steps_dialog_parent_class)->dispose (object);
}

static void
sw_steps_dialog_class_init (SwStepsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sw_steps_dialog_dispose;

  sw_widgets_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/widgets/sw-steps-dialog.ui");
  gtk_widget_class_bind_template_child_private (widget_class, SwStepsDialog, split_view);
  gtk_widget_class_bind_template_child_private (widget_class, SwStepsDialog, content_page);
  gtk_widget_class_bind_template_child_private (widget_class, SwStepsDialog, step_list);
  gtk_widget_class_bind_template_child_private (widget_class, SwStepsDialog, carousel);
  gtk_widget_class_bind_template_child_private (widget_class, SwStepsDialog, window_title);
  gtk_widget_class_bind_template_callback (widget_class, on_carousel_page_changed_cb);

  gtk_widget_class_install_action (widget_class, "steps.previous", NULL, previous_action);
  gtk_widget_class_install_action (widget_class, "steps.next", NULL, next_action);
}

static void
add_shortcut (GtkShortcutController *controller,
              guint                  keyval,
              GtkShortcutFunc        func,
              GVariant              *args)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0),
                                            gtk_callback_action_new (func, NULL, NULL));

  gtk_shortcut_set_arguments (shortcut, args);
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

static void
sw_steps_dialog_init (SwStepsDialog *self)
{
  SwStepsDialogPrivate *priv = sw_steps_dialog_get_instance_private (self);
  GtkEventController *controller;

  gtk_widget_init_template (GTK_WIDGET (self));
  priv->pages = g_ptr_array_new ();
  priv->page_maximum = 640;
  priv->page_tightening = 480;
  /* The dialog's title heads the pages too. */
  g_object_bind_property (self, "title", priv->content_page, "title", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "title", priv->window_title, "title", G_BINDING_SYNC_CREATE);
  g_signal_connect (priv->step_list, "row-selected", G_CALLBACK (on_step_list_row_selected_cb), self);
  g_signal_connect (priv->step_list, "row-activated", G_CALLBACK (on_step_list_row_activated_cb), self);

  /* The arrow-key focus movement would swallow Left and Right, so the
   * step keys are caught on the way down. Nothing in this dialog needs
   * Left/Right or Page Up/Down itself. */
  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_LOCAL);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_Left, step_shortcut_cb, g_variant_new_int32 (-2));
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_Right, step_shortcut_cb, g_variant_new_int32 (2));
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_Page_Up, step_shortcut_cb, g_variant_new_int32 (-1));
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_Page_Down, step_shortcut_cb, g_variant_new_int32 (1));
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_Home, first_last_shortcut_cb, g_variant_new_boolean (FALSE));
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_End, first_last_shortcut_cb, g_variant_new_boolean (TRUE));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  /* Narrow dialogs open on the first page, not on the list of steps. */
  adw_navigation_split_view_set_show_content (priv->split_view, TRUE);
  priv->step = 0;
  update_navigation (self);
}

/* --------------------------------------------------------------- public */

void
sw_steps_dialog_set_steps_label (SwStepsDialog *self,
                                 const char    *label)
{
  SwStepsDialogPrivate *priv;

  g_return_if_fail (SW_IS_STEPS_DIALOG (self));
  g_return_if_fail (label != NULL);

  priv = sw_steps_dialog_get_instance_private (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (priv->step_list), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void
sw_steps_dialog_set_page_width (SwStepsDialog *self,
                                int            maximum,
                                int            tightening_threshold)
{
  SwStepsDialogPrivate *priv;

  g_return_if_fail (SW_IS_STEPS_DIALOG (self));
  g_return_if_fail (maximum > 0 && tightening_threshold > 0);

  priv = sw_steps_dialog_get_instance_private (self);
  priv->page_maximum = maximum;
  priv->page_tightening = tightening_threshold;
}

GtkBox *
sw_steps_dialog_add_step (SwStepsDialog *self,
                          const char    *id,
                          const char    *title)
{
  SwStepsDialogPrivate *priv;
  GtkWidget *box;
  GtkWidget *page;

  g_return_val_if_fail (SW_IS_STEPS_DIALOG (self), NULL);
  g_return_val_if_fail (id != NULL && title != NULL, NULL);

  priv = sw_steps_dialog_get_instance_private (self);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  page = page_new (self, id, title, box);
  adw_carousel_append (priv->carousel, page);
  g_ptr_array_add (priv->pages, page);
  gtk_list_box_append (priv->step_list, sidebar_row_new (priv->pages->len - 1, title));
  update_navigation (self);
  return GTK_BOX (box);
}

guint
sw_steps_dialog_get_n_steps (SwStepsDialog *self)
{
  SwStepsDialogPrivate *priv;

  g_return_val_if_fail (SW_IS_STEPS_DIALOG (self), 0);

  priv = sw_steps_dialog_get_instance_private (self);
  return priv->pages->len;
}

guint
sw_steps_dialog_get_step (SwStepsDialog *self)
{
  SwStepsDialogPrivate *priv;

  g_return_val_if_fail (SW_IS_STEPS_DIALOG (self), 0);

  priv = sw_steps_dialog_get_instance_private (self);
  return priv->step;
}

void
sw_steps_dialog_set_step (SwStepsDialog *self,
                          guint          step)
{
  SwStepsDialogPrivate *priv;

  g_return_if_fail (SW_IS_STEPS_DIALOG (self));
  priv = sw_steps_dialog_get_instance_private (self);
  g_return_if_fail (step < priv->pages->len);

  go_to_step (self, step, gtk_widget_get_mapped (GTK_WIDGET (self)));
}

GtkWidget *
sw_steps_dialog_get_step_page (SwStepsDialog *self,
                               guint          step)
{
  SwStepsDialogPrivate *priv;

  g_return_val_if_fail (SW_IS_STEPS_DIALOG (self), NULL);

  priv = sw_steps_dialog_get_instance_private (self);
  return step < priv->pages->len ? g_ptr_array_index (priv->pages, step) : NULL;
}

const char *
sw_steps_dialog_get_step_id (SwStepsDialog *self,
                             guint          step)
{
  GtkWidget *page = sw_steps_dialog_get_step_page (self, step);

  return page != NULL ? gtk_widget_get_name (page) : NULL;
}

gboolean
sw_steps_dialog_show_step_id (SwStepsDialog *self,
                              const char    *id)
{
  g_return_val_if_fail (SW_IS_STEPS_DIALOG (self), FALSE);

  for (guint i = 0; i < sw_steps_dialog_get_n_steps (self); i++)
    if (g_strcmp0 (sw_steps_dialog_get_step_id (self, i), id) == 0)
      {
        sw_steps_dialog_set_step (self, i);
        return TRUE;
      }
  return FALSE;
}

/* ------------------------------------------------------- page contents */

static void
wrap_label (GtkWidget *label)
{
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
}

GtkWidget *
sw_steps_page_add_text (GtkBox     *page,
                        const char *text)
{
  GtkWidget *label;

  g_return_val_if_fail (GTK_IS_BOX (page), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  label = gtk_label_new (text);
  wrap_label (label);
  gtk_widget_set_halign (label, GTK_ALIGN_FILL);
  gtk_box_append (page, label);
  return label;
}

void
sw_steps_page_add_textf (GtkBox     *page,
                         const char *format,
                         ...)
{
  va_list args;
  g_autofree char *text = NULL;

  g_return_if_fail (format != NULL);

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  sw_steps_page_add_text (page, text);
}

void
sw_steps_page_add_heading (GtkBox     *page,
                           const char *text)
{
  GtkWidget *label;

  g_return_if_fail (GTK_IS_BOX (page));
  g_return_if_fail (text != NULL);

  label = g_object_new (GTK_TYPE_LABEL,
                        "label", text,
                        "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                        NULL);
  wrap_label (label);
  gtk_widget_add_css_class (label, "title-4");
  gtk_widget_set_margin_top (label, 6);
  gtk_box_append (page, label);
}

GtkWidget *
sw_steps_page_add_picture (GtkBox     *page,
                           GtkWidget  *top,
                           GtkWidget  *picture,
                           const char *caption)
{
  GtkWidget *frame;
  GtkWidget *caption_label;

  g_return_val_if_fail (GTK_IS_BOX (page), NULL);
  g_return_val_if_fail (top == NULL || GTK_IS_WIDGET (top), NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (picture), NULL);
  g_return_val_if_fail (caption != NULL, NULL);

  frame = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  caption_label = gtk_label_new (caption);
  gtk_widget_add_css_class (frame, "card");
  wrap_label (caption_label);
  gtk_widget_add_css_class (caption_label, "dim-label");
  gtk_widget_add_css_class (caption_label, "caption");
  /* The picture already carries the text as its description. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (caption_label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_set_margin_start (caption_label, 12);
  gtk_widget_set_margin_end (caption_label, 12);
  gtk_widget_set_margin_bottom (caption_label, 10);
  gtk_widget_set_margin_top (picture, 6);
  gtk_widget_set_margin_start (picture, 4);
  gtk_widget_set_margin_end (picture, 4);
  if (top != NULL)
    {
      gtk_widget_set_halign (top, GTK_ALIGN_CENTER);
      gtk_widget_set_margin_top (top, 10);
      gtk_box_append (GTK_BOX (frame), top);
    }
  gtk_box_append (GTK_BOX (frame), picture);
  gtk_box_append (GTK_BOX (frame), caption_label);
  gtk_box_append (page, frame);
  return frame;
}
