/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-question-dialog.c: the question card. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-picture-bin.h"
#include "schott-question-dialog.h"

struct _SchottQuestionDialog
{
  AdwDialog  parent_instance;

  GtkWidget *heading_label;
  GtkWidget *question_label;
  GtkWidget *answer_buttons[3];
  GtkWidget *answer_labels[3];
  GtkWidget *result_label;
  GtkWidget *continue_button;
  gboolean   interactive;
  gboolean   answered;
  guint      close_id;
};

enum { ANSWERED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SchottQuestionDialog, schott_question_dialog, ADW_TYPE_DIALOG)

static void
on_answer_clicked_cb (GtkButton            *button,
                      SchottQuestionDialog *self)
{
  gint position = -1;

  for (guint i = 0; i < 3; i++)
    if (self->answer_buttons[i] == GTK_WIDGET (button))
      position = i;
  if (position < 0 || !self->interactive || self->answered)
    return;
  self->answered = TRUE;
  for (guint i = 0; i < 3; i++)
    gtk_widget_set_sensitive (self->answer_buttons[i], FALSE);
  g_signal_emit (self, signals[ANSWERED], 0, position);
}

static gboolean
on_close_timeout_cb (gpointer user_data)
{
  SchottQuestionDialog *self = user_data;

  self->close_id = 0;
  adw_dialog_close (ADW_DIALOG (self));
  return G_SOURCE_REMOVE;
}

/* Closed by "Continue" or Escape before its time: the timer goes too. */
static void
schott_question_dialog_closed (AdwDialog *dialog)
{
  SchottQuestionDialog *self = SCHOTT_QUESTION_DIALOG (dialog);

  g_clear_handle_id (&self->close_id, g_source_remove);
  if (ADW_DIALOG_CLASS (schott_question_dialog_parent_class)->closed != NULL)
    ADW_DIALOG_CLASS (schott_question_dialog_parent_class)->closed (dialog);
}

static void
schott_question_dialog_dispose (GObject *object)
{
  SchottQuestionDialog *self = SCHOTT_QUESTION_DIALOG (object);

  g_clear_handle_id (&self->close_id, g_source_remove);
  G_OBJECT_CLASS (schott_question_dialog_parent_class)->dispose (object);
}

static void
schott_question_dialog_init (SchottQuestionDialog *self)
{
}

static void
schott_question_dialog_class_init (SchottQuestionDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = schott_question_dialog_dispose;
  ADW_DIALOG_CLASS (klass)->closed = schott_question_dialog_closed;
  signals[ANSWERED] =
    g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

/* The card is built for the first question and refilled for the later
 * ones: new widgets would be styled and measured anew each time the
 * dialog is shown. Its height follows each question; on a narrow window
 * it is a bottom sheet as wide as the window. */
static void
build_card (SchottQuestionDialog *self)
{
  GtkWidget *outer = adw_toolbar_view_new ();
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  /* No close button: a person answers first, then "Continue" closes. */
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (outer), header);
  /* No scrolled window: a bottom sheet gives one its natural height for
   * the widest layout, so the wrapped answers and "Continue" ended below
   * the sheet's edge on a phone. Without it the sheet takes the height the
   * wrapped text needs (about 450 px of a 640 px phone in German). */

  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_bottom (box, 24);

  self->heading_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->heading_label, "dim-label");
  gtk_label_set_wrap (GTK_LABEL (self->heading_label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->heading_label), 50);
  gtk_box_append (GTK_BOX (box), self->heading_label);

  self->question_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->question_label, "title-3");
  gtk_label_set_wrap (GTK_LABEL (self->question_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->question_label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (self->question_label), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->question_label), 40);
  gtk_box_append (GTK_BOX (box), self->question_label);

  for (guint i = 0; i < 3; i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      /* An answer of two lines stays centred like one of one line. */
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_button_set_child (GTK_BUTTON (button), label);
      gtk_widget_add_css_class (button, "answer");
      g_signal_connect (button, "clicked", G_CALLBACK (on_answer_clicked_cb), self);
      self->answer_buttons[i] = button;
      self->answer_labels[i] = label;
      gtk_box_append (GTK_BOX (list), button);
    }
  gtk_box_append (GTK_BOX (box), list);

  self->result_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->result_label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->result_label), 50);
  gtk_widget_add_css_class (self->result_label, "heading");
  gtk_widget_set_visible (self->result_label, FALSE);
  gtk_box_append (GTK_BOX (box), self->result_label);

  self->continue_button = gtk_button_new_with_label (_("Continue"));
  gtk_widget_add_css_class (self->continue_button, "suggested-action");
  gtk_widget_add_css_class (self->continue_button, "pill");
  gtk_widget_set_halign (self->continue_button, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->continue_button, FALSE);
  g_signal_connect_swapped (self->continue_button, "clicked",
                            G_CALLBACK (adw_dialog_close), self);
  gtk_box_append (GTK_BOX (box), self->continue_button);

  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (outer), box);
  /* drawn from a picture: the sheet scales in and out (schott-picture-bin.c) */
  adw_dialog_set_child (ADW_DIALOG (self), schott_picture_bin_new (outer));
}

SchottQuestionDialog *
schott_question_dialog_new (void)
{
  return g_object_new (SCHOTT_TYPE_QUESTION_DIALOG,
                       "title", _("Question"),
                       "content-width", 520,
                       NULL);
}

/* The game keeps one dialog and refills it for each question. */
void
schott_question_dialog_reset (SchottQuestionDialog *self,
                              const char           *heading,
                              const char           *question,
                              const char * const   *answers,
                              gboolean              interactive)
{
  g_return_if_fail (SCHOTT_IS_QUESTION_DIALOG (self));

  if (self->question_label == NULL)
    build_card (self);
  g_clear_handle_id (&self->close_id, g_source_remove);
  self->interactive = interactive;
  self->answered = FALSE;
  /* A person must answer first: closing is the same as not deciding. */
  adw_dialog_set_can_close (ADW_DIALOG (self), !interactive);
  gtk_label_set_text (GTK_LABEL (self->heading_label), heading);
  gtk_label_set_text (GTK_LABEL (self->question_label), question);
  for (guint i = 0; i < 3; i++)
    {
      GtkWidget *button = self->answer_buttons[i];
      g_autofree char *a11y = g_strdup_printf (_("Answer %c: %s"), 'A' + i, answers[i]);

      gtk_label_set_text (GTK_LABEL (self->answer_labels[i]), answers[i]);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      gtk_widget_remove_css_class (button, "right-answer");
      gtk_widget_remove_css_class (button, "wrong-answer");
      gtk_widget_set_sensitive (button, TRUE);
      gtk_widget_set_can_target (button, interactive);
    }
  gtk_widget_remove_css_class (self->result_label, "success");
  gtk_widget_remove_css_class (self->result_label, "error");
  gtk_widget_set_visible (self->result_label, FALSE);
  gtk_widget_set_visible (self->continue_button, FALSE);
  if (interactive)
    adw_dialog_set_focus (ADW_DIALOG (self), self->answer_buttons[0]);
}

void
schott_question_dialog_show_result (SchottQuestionDialog *self,
                                    gint                  chosen,
                                    gint                  right_position,
                                    gboolean              right,
                                    const char           *outcome,
                                    guint                 close_after_ms)
{
  g_return_if_fail (SCHOTT_IS_QUESTION_DIALOG (self));

  self->answered = TRUE;
  adw_dialog_set_can_close (ADW_DIALOG (self), TRUE);
  for (gint i = 0; i < 3; i++)
    {
      gtk_widget_set_sensitive (self->answer_buttons[i], TRUE);
      gtk_widget_set_can_target (self->answer_buttons[i], FALSE);
      if (i == right_position)
        gtk_widget_add_css_class (self->answer_buttons[i], "right-answer");
      else if (i == chosen)
        gtk_widget_add_css_class (self->answer_buttons[i], "wrong-answer");
    }
  gtk_label_set_text (GTK_LABEL (self->result_label), outcome);
  gtk_widget_add_css_class (self->result_label, right ? "success" : "error");
  gtk_widget_set_visible (self->result_label, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->result_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, outcome, -1);
  /* A computer's answer stays up to be read: "Continue" (or Escape)
   * takes it away earlier, and with no time it waits for them. */
  gtk_widget_set_visible (self->continue_button, TRUE);
  adw_dialog_set_focus (ADW_DIALOG (self), self->continue_button);
  if (!self->interactive && close_after_ms > 0)
    self->close_id = g_timeout_add (close_after_ms, on_close_timeout_cb, self);
}
