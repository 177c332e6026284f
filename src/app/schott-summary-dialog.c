/* schott-summary-dialog.c: each row's prefix and score, Fast Track doubling
 * and the resulting move, in scoring order. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-summary-dialog.h"

struct _SchottSummaryDialog
{
  AdwDialog parent_instance;
};

G_DEFINE_FINAL_TYPE (SchottSummaryDialog, schott_summary_dialog, ADW_TYPE_DIALOG)

static void
schott_summary_dialog_class_init (SchottSummaryDialogClass *klass)
{
}

static void
schott_summary_dialog_init (SchottSummaryDialog *self)
{
}

SchottSummaryDialog *
schott_summary_dialog_new (void)
{
  return g_object_new (SCHOTT_TYPE_SUMMARY_DIALOG,
                       "title", _("Stage Scoring"),
                       "content-width", 480,
                       NULL);
}

/* Refills the dialog: see schott_question_dialog_reset() for why the game
 * reuses it. One row per player, so that the scoring fits a phone's width
 * in every language (a table of five columns did not). */
void
schott_summary_dialog_reset (SchottSummaryDialog      *self,
                             SchottGameModel          *model,
                             guint                     stage,
                             const SchottStageSummary *summary,
                             const char               *button_label)
{
  GtkWidget *outer, *header, *box, *list;
  GtkWidget *title, *button;
  g_autofree char *title_text = NULL;
  guint n;

  g_return_if_fail (SCHOTT_IS_SUMMARY_DIALOG (self));
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (model));

  outer = adw_toolbar_view_new ();
  header = adw_header_bar_new ();
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  list = gtk_list_box_new ();
  n = schott_game_model_get_n_players (model);

  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (outer), header);
  /* No scrolled window: see the question dialog's build_card(). */
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_bottom (box, 24);

  if (summary->winner >= 0)
    {
      SchottPlayer *winner = schott_game_model_get_player (model, summary->winner);
      title_text = g_strdup_printf (_("Stage %u: %s completed the row"), stage,
                                    schott_player_get_name (winner));
    }
  else
    title_text = g_strdup_printf (_("Stage %u ended by the turn limit"), stage);
  title = gtk_label_new (title_text);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_justify (GTK_LABEL (title), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (title, "title-3");
  gtk_box_append (GTK_BOX (box), title);

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");

  /* Scoring order: the winner first, then clockwise (R-END-2). */
  for (guint k = 0; k < n; k++)
    {
      guint p = summary->winner >= 0 ? (summary->winner + k) % n : k;
      SchottPlayer *player = schott_game_model_get_player (model, p);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *move_label;
      g_autoptr(GString) details = g_string_new (NULL);
      g_autofree char *move = NULL;
      gint fields = summary->moved_to[p] - summary->moved_from[p];

      g_string_append_printf (details, ngettext ("%u ascending card", "%u ascending cards",
                                                 summary->prefix[p]),
                              summary->prefix[p]);
      g_string_append (details, " · ");
      g_string_append_printf (details, _("Score %u"), summary->score[p]);
      if (summary->fast_track[p])
        {
          g_string_append (details, " · ");
          g_string_append (details, _("Fast Track ×2"));
        }
      if (fields == 0)
        move = g_strdup (_("stays"));
      else
        /* Translators: "+5 (field 12 → 17)" */
        move = g_strdup_printf (_("%+d (field %d → %d)"), fields,
                                summary->moved_from[p], summary->moved_to[p]);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), schott_player_get_name (player));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), details->str);
      move_label = gtk_label_new (move);
      gtk_label_set_wrap (GTK_LABEL (move_label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (move_label), 12);
      gtk_label_set_justify (GTK_LABEL (move_label), GTK_JUSTIFY_RIGHT);
      gtk_label_set_xalign (GTK_LABEL (move_label), 1);
      gtk_widget_add_css_class (move_label, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), move_label);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  gtk_box_append (GTK_BOX (box), list);

  /* No mnemonic: GTK 4.8 names such buttons "_Label Label" for screen readers. */
  button = gtk_button_new_with_label (button_label);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (adw_dialog_close), self);
  gtk_box_append (GTK_BOX (box), button);

  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (outer), box);
  adw_dialog_set_child (ADW_DIALOG (self), outer);
  adw_dialog_set_default_widget (ADW_DIALOG (self), button);
  adw_dialog_set_focus (ADW_DIALOG (self), button);
}
