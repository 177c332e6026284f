/* schott-statistics-dialog.c: the statistics of finished games, and a
 * Reset that asks first. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-statistics-dialog.h"
#include "schott-strings.h"

struct _SchottStatisticsDialog
{
  AdwDialog         parent_instance;

  GtkWidget        *problem_group;
  GtkLabel         *problem_label;
  AdwActionRow     *games_row;
  AdwActionRow     *longest_row;
  AdwPreferencesGroup *wins_group;
  AdwActionRow     *best_row;
  GtkButton        *reset_button;

  GtkLabel         *games_value;
  GtkLabel         *longest_value;
  GtkLabel         *best_value;
  GtkLabel         *wins_values[SCHOTT_STATISTICS_N_KINDS];

  SchottStatistics *statistics;
};

G_DEFINE_FINAL_TYPE (SchottStatisticsDialog, schott_statistics_dialog, ADW_TYPE_DIALOG)

/* A row's figure at its end; screen readers get it as the description. */
static GtkLabel *
add_value (AdwActionRow *row)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, "numeric");
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  adw_action_row_add_suffix (row, label);
  return GTK_LABEL (label);
}

static void
set_value (AdwActionRow *row,
           GtkLabel     *label,
           const char   *text)
{
  gtk_label_set_text (label, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static void
refresh (SchottStatisticsDialog *self)
{
  SchottStatistics *s = self->statistics;
  const char *problem = schott_statistics_get_problem (s);
  guint games = schott_statistics_get_games (s);
  guint longest = schott_statistics_get_longest_game (s);
  guint best = schott_statistics_get_best_stage (s);
  g_autofree char *games_text = g_strdup_printf ("%u", games);
  g_autofree char *longest_text = NULL;
  g_autofree char *best_text = NULL;

  gtk_widget_set_visible (self->problem_group, problem != NULL);
  gtk_label_set_text (self->problem_label, problem != NULL ? problem : "");

  set_value (self->games_row, self->games_value, games_text);
  longest_text = longest == 0 ? g_strdup (_("None yet"))
                              : g_strdup_printf (ngettext ("%u stage", "%u stages", longest), longest);
  set_value (self->longest_row, self->longest_value, longest_text);
  for (guint k = 0; k < SCHOTT_STATISTICS_N_KINDS; k++)
    {
      guint wins = schott_statistics_get_wins (s, k);
      g_autofree char *text = g_strdup_printf ("%u", wins);
      GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (self->wins_values[k]), ADW_TYPE_ACTION_ROW);

      set_value (ADW_ACTION_ROW (row), self->wins_values[k], text);
    }

  if (best == 0)
    {
      best_text = g_strdup (_("None yet"));
      adw_action_row_set_subtitle (self->best_row, "");
    }
  else
    {
      GDateTime *date = schott_statistics_get_best_stage_date (s);
      const char *who = schott_statistics_get_best_stage_player (s);
      g_autofree char *when = date != NULL ? schott_format_date_time (date) : NULL;
      g_autofree char *subtitle = NULL;

      best_text = g_strdup_printf (ngettext ("%u field", "%u fields", best), best);
      /* Translators: who set the best stage and when, e.g. "Anna, 26 November 2026, 20:40" */
      subtitle = g_strdup_printf (_("%s, %s"), who != NULL ? who : "", when != NULL ? when : "");
      adw_action_row_set_subtitle (self->best_row, subtitle);
    }
  set_value (self->best_row, self->best_value, best_text);
}

static void
on_reset_response_cb (AdwAlertDialog         *alert,
                      const char             *response,
                      SchottStatisticsDialog *self)
{
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "reset") != 0)
    return;
  if (!schott_statistics_reset (self->statistics, &error))
    {
      gtk_label_set_text (self->problem_label, error->message);
      gtk_widget_set_visible (self->problem_group, TRUE);
    }
}

static void
on_reset_clicked_cb (GtkButton              *button,
                     SchottStatisticsDialog *self)
{
  AdwDialog *alert = adw_alert_dialog_new (_("Reset Statistics?"),
                                           _("Every count goes back to zero. This cannot be undone."));

  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (alert),
                                  "cancel", _("_Cancel"),
                                  "reset", _("_Reset"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (alert), "reset", ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (alert), "cancel");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (alert), "cancel");
  g_signal_connect_object (alert, "response", G_CALLBACK (on_reset_response_cb), self, 0);
  adw_dialog_present (alert, GTK_WIDGET (self));
}

static void
schott_statistics_dialog_dispose (GObject *object)
{
  SchottStatisticsDialog *self = SCHOTT_STATISTICS_DIALOG (object);

  if (self->statistics != NULL)
    g_signal_handlers_disconnect_by_data (self->statistics, self);
  g_clear_object (&self->statistics);
  gtk_widget_dispose_template (GTK_WIDGET (self), SCHOTT_TYPE_STATISTICS_DIALOG);
  G_OBJECT_CLASS (schott_statistics_dialog_parent_class)->dispose (object);
}

static void
schott_statistics_dialog_class_init (SchottStatisticsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_statistics_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-statistics-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottStatisticsDialog, problem_group);
  gtk_widget_class_bind_template_child (widget_class, SchottStatisticsDialog, problem_label);
  gtk_widget_class_bind_template_child (widget_class, SchottStatisticsDialog, games_row);
  gtk_widget_class_bind_template_child (widget_class, SchottStatisticsDialog, longest_row);
  gtk_widget_class_bind_template_child (widget_class, SchottStatisticsDialog, wins_group);
  gtk_widget_class_bind_template_child (widget_class, SchottStatisticsDialog, best_row);
  gtk_widget_class_bind_template_child (widget_class, SchottStatisticsDialog, reset_button);
  gtk_widget_class_bind_template_callback (widget_class, on_reset_clicked_cb);
}

static void
schott_statistics_dialog_init (SchottStatisticsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->games_value = add_value (self->games_row);
  self->longest_value = add_value (self->longest_row);
  self->best_value = add_value (self->best_row);
  for (guint k = 0; k < SCHOTT_STATISTICS_N_KINDS; k++)
    {
      AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());

      /* "Person", "Computer (Easy)" …: as in New Game */
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), schott_seat_kind_label (k));
      self->wins_values[k] = add_value (row);
      adw_preferences_group_add (self->wins_group, GTK_WIDGET (row));
    }
}

SchottStatisticsDialog *
schott_statistics_dialog_new (SchottStatistics *statistics)
{
  SchottStatisticsDialog *self;

  g_return_val_if_fail (SCHOTT_IS_STATISTICS (statistics), NULL);
  self = g_object_new (SCHOTT_TYPE_STATISTICS_DIALOG, NULL);
  self->statistics = g_object_ref (statistics);
  g_signal_connect_object (statistics, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  refresh (self);
  return self;
}

const char *
schott_statistics_dialog_get_value (SchottStatisticsDialog *self,
                                    const char             *row)
{
  g_return_val_if_fail (SCHOTT_IS_STATISTICS_DIALOG (self), NULL);
  g_return_val_if_fail (row != NULL, NULL);

  if (g_str_equal (row, "games"))
    return gtk_label_get_text (self->games_value);
  if (g_str_equal (row, "longest"))
    return gtk_label_get_text (self->longest_value);
  if (g_str_equal (row, "best"))
    return gtk_label_get_text (self->best_value);
  if (g_str_equal (row, "problem"))
    return gtk_widget_get_visible (self->problem_group) ? gtk_label_get_text (self->problem_label) : NULL;
  if (g_str_has_prefix (row, "wins-") && row[5] >= '0' && row[5] < '0' + SCHOTT_STATISTICS_N_KINDS && row[6] == '\0')
    return gtk_label_get_text (self->wins_values[row[5] - '0']);
  return NULL;
}

GtkButton *
schott_statistics_dialog_get_reset_button (SchottStatisticsDialog *self)
{
  g_return_val_if_fail (SCHOTT_IS_STATISTICS_DIALOG (self), NULL);
  return self->reset_button;
}
