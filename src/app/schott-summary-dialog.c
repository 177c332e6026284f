/* schott-summary-dialog.c: each row's prefix and score, Fast Track doubling
 * and the resulting move, in scoring order. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-summary-dialog.h"

struct _SchottSummaryDialog
{
  AdwWindow parent_instance;
};

G_DEFINE_FINAL_TYPE (SchottSummaryDialog, schott_summary_dialog, ADW_TYPE_WINDOW)

static void
schott_summary_dialog_class_init (SchottSummaryDialogClass *klass)
{
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0,
                                       "window.close", NULL);
}

static void
schott_summary_dialog_init (SchottSummaryDialog *self)
{
}

static GtkWidget *
cell (const char *text,
      gboolean    heading)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, heading ? "heading" : "numeric");
  return label;
}

SchottSummaryDialog *
schott_summary_dialog_new (GtkWindow *parent)
{
  /* Not resizable: each stage sizes the window anew (a resizable window
   * shown again keeps the size it had). */
  return g_object_new (SCHOTT_TYPE_SUMMARY_DIALOG,
                       "modal", TRUE,
                       "resizable", FALSE,
                       "transient-for", parent,
                       "title", _("Stage Scoring"),
                       NULL);
}

/* Refills the window: see schott_question_dialog_reset() for why the game
 * reuses it. */
void
schott_summary_dialog_reset (SchottSummaryDialog      *self,
                             SchottGameModel          *model,
                             guint                     stage,
                             const SchottStageSummary *summary,
                             const char               *button_label)
{
  GtkWidget *outer, *header, *box, *grid;
  GtkWidget *title, *button;
  g_autofree char *title_text = NULL;
  guint n, row = 1;

  g_return_if_fail (SCHOTT_IS_SUMMARY_DIALOG (self));
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (model));

  outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  grid = gtk_grid_new ();
  n = schott_game_model_get_n_players (model);

  gtk_widget_add_css_class (header, "flat");
  gtk_box_append (GTK_BOX (outer), header);
  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_end (box, 24);
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
  gtk_widget_add_css_class (title, "title-3");
  gtk_box_append (GTK_BOX (box), title);

  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_attach (GTK_GRID (grid), cell (_("Player"), TRUE), 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), cell (_("Ascending"), TRUE), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), cell (_("Score"), TRUE), 2, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), cell (_("Fast Track"), TRUE), 3, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), cell (_("Move"), TRUE), 4, 0, 1, 1);

  /* Scoring order: the winner first, then clockwise (R-END-2). */
  for (guint k = 0; k < n; k++)
    {
      guint p = summary->winner >= 0 ? (summary->winner + k) % n : k;
      SchottPlayer *player = schott_game_model_get_player (model, p);
      g_autofree char *prefix = g_strdup_printf (ngettext ("%u card", "%u cards",
                                                           summary->prefix[p]),
                                                 summary->prefix[p]);
      g_autofree char *score = g_strdup_printf ("%u", summary->score[p]);
      g_autofree char *move = NULL;
      gint fields = summary->moved_to[p] - summary->moved_from[p];

      if (fields == 0)
        move = g_strdup (_("stays"));
      else
        /* Translators: "+5 (field 12 → 17)" */
        move = g_strdup_printf (_("%+d (field %d → %d)"), fields,
                                summary->moved_from[p], summary->moved_to[p]);
      gtk_grid_attach (GTK_GRID (grid), cell (schott_player_get_name (player), FALSE), 0, row, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell (prefix, FALSE), 1, row, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell (score, FALSE), 2, row, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell (summary->fast_track[p] ? _("×2") : "—", FALSE),
                       3, row, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell (move, FALSE), 4, row, 1, 1);
      row++;
    }
  gtk_box_append (GTK_BOX (box), grid);

  /* No mnemonic: GTK 4.8 names such buttons "_Label Label" for screen readers. */
  button = gtk_button_new_with_label (button_label);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (gtk_window_close), self);
  gtk_box_append (GTK_BOX (box), button);

  gtk_box_append (GTK_BOX (outer), box);
  adw_window_set_content (ADW_WINDOW (self), outer);
  gtk_window_set_default_widget (GTK_WINDOW (self), button);
  gtk_widget_grab_focus (button);
}
