/* schott-question-dialog.c: the question card. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-question-dialog.h"

struct _SchottQuestionDialog
{
  AdwWindow  parent_instance;

  GtkWidget *answer_buttons[3];
  GtkWidget *result_label;
  GtkWidget *continue_button;
  gboolean   interactive;
  gboolean   answered;
  guint      close_id;
};

enum { ANSWERED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SchottQuestionDialog, schott_question_dialog, ADW_TYPE_WINDOW)

static void
on_answer_clicked_cb (GtkButton            *button,
                      SchottQuestionDialog *self)
{
  gint position = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "position"));

  if (!self->interactive || self->answered)
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
  gtk_window_close (GTK_WINDOW (self));
  return G_SOURCE_REMOVE;
}

static gboolean
on_close_request_cb (GtkWindow            *window,
                     SchottQuestionDialog *self)
{
  /* A person must answer first: closing is the same as not deciding. */
  return self->interactive && !self->answered;
}

static void
schott_question_dialog_dispose (GObject *object)
{
  SchottQuestionDialog *self = SCHOTT_QUESTION_DIALOG (object);

  g_clear_handle_id (&self->close_id, g_source_remove);
  G_OBJECT_CLASS (schott_question_dialog_parent_class)->dispose (object);
}

static void
schott_question_dialog_class_init (SchottQuestionDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = schott_question_dialog_dispose;
  /* Escape closes once answered (close-request refuses before that). */
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0,
                                       "window.close", NULL);
  signals[ANSWERED] =
    g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
schott_question_dialog_init (SchottQuestionDialog *self)
{
}

SchottQuestionDialog *
schott_question_dialog_new (GtkWindow *parent)
{
  SchottQuestionDialog *self = g_object_new (SCHOTT_TYPE_QUESTION_DIALOG,
                                             "modal", TRUE,
                                             "transient-for", parent,
                                             "default-width", 520,
                                             "title", _("Question"),
                                             NULL);

  g_signal_connect (self, "close-request", G_CALLBACK (on_close_request_cb), self);
  return self;
}

/* A shown window costs a new GL context, and with a software renderer the
 * shaders are compiled again for it (tens of ms): the game reuses one
 * dialog, hidden between questions, and refills it here. */
void
schott_question_dialog_reset (SchottQuestionDialog *self,
                              const char           *heading,
                              const char           *question,
                              const char * const   *answers,
                              gboolean              interactive)
{
  GtkWidget *box, *outer, *header, *heading_label, *question_label, *list;

  g_return_if_fail (SCHOTT_IS_QUESTION_DIALOG (self));

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  heading_label = gtk_label_new (heading);
  question_label = gtk_label_new (question);
  list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_clear_handle_id (&self->close_id, g_source_remove);
  self->interactive = interactive;
  self->answered = FALSE;
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  gtk_widget_add_css_class (header, "flat");
  gtk_box_append (GTK_BOX (outer), header);

  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_end (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_add_css_class (heading_label, "dim-label");
  gtk_label_set_wrap (GTK_LABEL (heading_label), TRUE);
  gtk_box_append (GTK_BOX (box), heading_label);
  gtk_widget_add_css_class (question_label, "title-3");
  gtk_label_set_wrap (GTK_LABEL (question_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (question_label), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (question_label), 40);
  gtk_box_append (GTK_BOX (box), question_label);

  for (guint i = 0; i < 3; i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *label = gtk_label_new (answers[i]);
      g_autofree char *a11y = g_strdup_printf (_("Answer %c: %s"), 'A' + i, answers[i]);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_button_set_child (GTK_BUTTON (button), label);
      gtk_widget_add_css_class (button, "answer");
      g_object_set_data (G_OBJECT (button), "position", GINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (on_answer_clicked_cb), self);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      if (!interactive)
        gtk_widget_set_can_target (button, FALSE);
      self->answer_buttons[i] = button;
      gtk_box_append (GTK_BOX (list), button);
    }
  gtk_box_append (GTK_BOX (box), list);

  self->result_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->result_label), TRUE);
  gtk_widget_add_css_class (self->result_label, "heading");
  gtk_widget_set_visible (self->result_label, FALSE);
  gtk_box_append (GTK_BOX (box), self->result_label);

  self->continue_button = gtk_button_new_with_label (_("Continue"));
  gtk_widget_add_css_class (self->continue_button, "suggested-action");
  gtk_widget_add_css_class (self->continue_button, "pill");
  gtk_widget_set_halign (self->continue_button, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->continue_button, FALSE);
  g_signal_connect_swapped (self->continue_button, "clicked",
                            G_CALLBACK (gtk_window_close), self);
  gtk_box_append (GTK_BOX (box), self->continue_button);

  gtk_box_append (GTK_BOX (outer), box);
  adw_window_set_content (ADW_WINDOW (self), outer);
  if (interactive)
    gtk_widget_grab_focus (self->answer_buttons[0]);
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
  if (self->interactive || close_after_ms == 0)
    {
      gtk_widget_set_visible (self->continue_button, TRUE);
      gtk_widget_grab_focus (self->continue_button);
    }
  if (!self->interactive)
    self->close_id = g_timeout_add (MAX (close_after_ms, 1), on_close_timeout_cb, self);
}
