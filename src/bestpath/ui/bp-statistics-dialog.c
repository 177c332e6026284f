/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-statistics-dialog.c: Best Path's statistics are its best solo
 * scores (bp-game-model-save.c keeps them); games of several players are
 * not kept, and the dialog says so. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bp-statistics-dialog.h"

/* What the scores file says when there is no score yet. */
#define NO_SCORE (-1000)

struct _BpStatisticsDialog
{
  AdwDialog   parent_instance;

  GHashTable *values;   /* key → the text shown */
};

G_DEFINE_FINAL_TYPE (BpStatisticsDialog, bp_statistics_dialog, ADW_TYPE_DIALOG)

static void
add_row (BpStatisticsDialog  *self,
         AdwPreferencesGroup *group,
         const char          *key,
         const char          *title,
         int                  score)
{
  GtkWidget *row = adw_action_row_new ();
  /* Translators: a best score not set yet, in Best Path's statistics */
  g_autofree char *text = score > NO_SCORE ? bp_format_score (score) : g_strdup (_("None yet"));
  GtkWidget *value = gtk_label_new (text);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (value, score > NO_SCORE ? "numeric" : "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
  /* read as one: "Overall, 37" */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, value, NULL, -1);
  adw_preferences_group_add (group, row);
  g_hash_table_insert (self->values, g_strdup (key), g_steal_pointer (&text));
}

static void
bp_statistics_dialog_finalize (GObject *object)
{
  g_clear_pointer (&BP_STATISTICS_DIALOG (object)->values, g_hash_table_unref);
  G_OBJECT_CLASS (bp_statistics_dialog_parent_class)->finalize (object);
}

static void
bp_statistics_dialog_class_init (BpStatisticsDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bp_statistics_dialog_finalize;
}

static void
bp_statistics_dialog_init (BpStatisticsDialog *self)
{
  self->values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

AdwDialog *
bp_statistics_dialog_new (BpGameModel *model)
{
  BpStatisticsDialog *self;
  GtkWidget *toolbar, *page, *solo, *daily;
  g_autofree char *today = NULL;

  g_return_val_if_fail (BP_IS_GAME_MODEL (model), NULL);
  self = g_object_new (BP_TYPE_STATISTICS_DIALOG,
                       "title", _("Best Path Statistics"),
                       "content-width", 420,
                       "width-request", 320,
                       "height-request", 294,
                       NULL);
  toolbar = adw_toolbar_view_new ();
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (toolbar), adw_header_bar_new ());
  page = adw_preferences_page_new ();

  solo = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (solo), _("Best Solo Scores"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (solo),
                                         _("Best Path keeps the best score of your games alone; games of several players are not kept."));
  add_row (self, ADW_PREFERENCES_GROUP (solo), "overall", _("Overall"), bp_game_model_best_overall (model));
  for (guint board = 1; board <= BP_N_BOARDS; board++)
    {
      g_autofree char *key = g_strdup_printf ("board-%u", board);
      /* Translators: a row of Best Path's statistics: the best score on board %u */
      g_autofree char *title = g_strdup_printf (_("Board %u"), board);

      add_row (self, ADW_PREFERENCES_GROUP (solo), key, title, bp_game_model_best_for_board (model, board));
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (solo));

  today = bp_daily_date_today ();
  daily = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (daily), _("Daily Deck"));
  add_row (self, ADW_PREFERENCES_GROUP (daily), "daily", _("Today"), bp_game_model_best_daily (model, today));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (daily));

  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (toolbar), page);
  adw_dialog_set_child (ADW_DIALOG (self), toolbar);
  return ADW_DIALOG (self);
}

const char *
bp_statistics_dialog_get_value (BpStatisticsDialog *self,
                                const char         *key)
{
  g_return_val_if_fail (BP_IS_STATISTICS_DIALOG (self), NULL);
  g_return_val_if_fail (key != NULL, NULL);
  return g_hash_table_lookup (self->values, key);
}
