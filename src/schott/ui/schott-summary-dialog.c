/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-summary-dialog.c: itemised per player in scoring order: the
 * ascending cards, jokers not counting, Fast Track doubling, the bonus
 * already taken, the bonus question and the resulting move. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-picture-bin.h"
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

/* Return anywhere but on a button goes on: the rows only tell, and a
 * row that held the focus (the guided game's coach changing as the stage
 * ended sent it there) took Return and did nothing, so a keyboard player
 * was stuck on the sheet. */
static gboolean
on_key_pressed_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   SchottSummaryDialog   *self)
{
  GtkWidget *focus, *go_on;

  if ((keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
      || (state & gtk_accelerator_get_default_mod_mask ()) != 0)
    return FALSE;
  focus = adw_dialog_get_focus (ADW_DIALOG (self));
  go_on = adw_dialog_get_default_widget (ADW_DIALOG (self));
  if ((focus != NULL && GTK_IS_BUTTON (focus)) || go_on == NULL || !gtk_widget_is_sensitive (go_on))
    return FALSE;
  return gtk_widget_activate (go_on);
}

static void
schott_summary_dialog_init (SchottSummaryDialog *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
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
                             const SchottStageExtras  *extras,
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
      GtkWidget *move_label, *move_box, *where_label;
      g_autofree char *where = NULL;
      g_autoptr(GString) details = g_string_new (NULL);
      g_autofree char *move = NULL;
      gint fields = summary->moved_to[p] - summary->moved_from[p];

      guint jokers = summary->prefix[p] - MIN (summary->score[p], summary->prefix[p]);
      gint scored = summary->score[p] * (summary->fast_track[p] ? 2 : 1);
      gint other;

      other = fields - scored - extras[p].reward_fields;

      /* One line per item, so each can be read (and said) on its own. */
      g_string_append_printf (details, ngettext ("%u ascending card", "%u ascending cards",
                                                 summary->prefix[p]),
                              summary->prefix[p]);
      if (jokers > 0)
        {
          g_string_append (details, ": ");
          /* Translators: follows "9 ascending cards: " */
          g_string_append_printf (details, ngettext ("%u joker does not count", "%u jokers do not count",
                                                     jokers), jokers);
        }
      g_string_append_c (details, '\n');
      if (summary->fast_track[p])
        /* Translators: Fast Track doubles the score: "Score 7, Fast Track ×2: 14 fields" */
        g_string_append_printf (details, ngettext ("Score %u, Fast Track ×2: %d field",
                                                   "Score %u, Fast Track ×2: %d fields", scored),
                                summary->score[p], scored);
      else
        g_string_append_printf (details, ngettext ("Score %u: %d field", "Score %u: %d fields", scored),
                                summary->score[p], scored);
      if (extras[p].bonus_fields > 0)
        {
          g_string_append_c (details, '\n');
          g_string_append_printf (details,
                                  ngettext ("Consecutive bonus: %d field, already moved during the stage",
                                            "Consecutive bonus: %d fields, already moved during the stage",
                                            extras[p].bonus_fields),
                                  extras[p].bonus_fields);
        }
      if (extras[p].reward_asked)
        {
          g_string_append_c (details, '\n');
          if (extras[p].reward_right)
            g_string_append_printf (details, ngettext ("Bonus question right: +%d field",
                                                       "Bonus question right: +%d fields",
                                                       extras[p].reward_fields),
                                    extras[p].reward_fields);
          else
            g_string_append (details, _("Bonus question wrong: no extra fields"));
        }
      if (other != 0)
        {
          g_string_append_c (details, '\n');
          /* Translators: the rest of the move: location field questions,
           * jumping over other figures, or fields lost at the finish */
          g_string_append_printf (details, _("Location fields, other figures or the finish: %+d"), other);
        }
      /* The move, large, and where it led, small: one short line each,
       * so a phone's narrow row does not break "+10 (field 2 → 12)"
       * into four lines. */
      if (fields == 0)
        move = g_strdup (_("stays"));
      else
        move = g_strdup_printf ("%+d", fields);
      /* Translators: where the stage's move led: "field 2 → 12" */
      where = g_strdup_printf (_("field %d → %d"), summary->moved_from[p], summary->moved_to[p]);
      /* a player's name is their own text, never markup */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), schott_player_get_name (player));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), details->str);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      move_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      gtk_widget_set_valign (move_box, GTK_ALIGN_CENTER);
      move_label = gtk_label_new (move);
      gtk_label_set_xalign (GTK_LABEL (move_label), 1);
      gtk_widget_add_css_class (move_label, "title-3");
      gtk_widget_add_css_class (move_label, "numeric");
      gtk_box_append (GTK_BOX (move_box), move_label);
      where_label = gtk_label_new (where);
      gtk_label_set_xalign (GTK_LABEL (where_label), 1);
      gtk_widget_add_css_class (where_label, "caption");
      gtk_widget_add_css_class (where_label, "dim-label");
      gtk_widget_add_css_class (where_label, "numeric");
      gtk_box_append (GTK_BOX (move_box), where_label);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), move_box);
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
  /* drawn from a picture: the sheet scales in and out (schott-picture-bin.c) */
  adw_dialog_set_child (ADW_DIALOG (self), schott_picture_bin_new (outer));
  adw_dialog_set_default_widget (ADW_DIALOG (self), button);
  adw_dialog_set_focus (ADW_DIALOG (self), button);
}
