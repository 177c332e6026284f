/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-statistics-dialog.c: the statistics of finished games, a record
 * per person and computer level (a person can be renamed, or merged with
 * another name), and a Reset that asks first. */
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
  AdwPreferencesGroup *players_group;
  AdwActionRow     *best_row;
  GtkButton        *reset_button;

  GtkLabel         *games_value;
  GtkLabel         *longest_value;
  GtkLabel         *best_value;
  GPtrArray        *player_rows;   /* AdwActionRow *, one per record */

  SchottStatistics *statistics;
  char             *renaming;      /* the name being changed; NULL: the unnamed */
  GtkEditable      *rename_entry;  /* of the open rename dialog */
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

/* "5 games, 3 won · best stage 17 fields" */
static char *
record_summary (const SchottPlayerRecord *record)
{
  g_autoptr (GString) text = g_string_new (NULL);

  if (record->games > 0)
    /* Translators: a player's record in Statistics, "5 games, 3 won" */
    g_string_append_printf (text, ngettext ("%u game, %u won", "%u games, %u won", record->games),
                            record->games, record->wins);
  if (record->earlier_wins > 0)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      /* Translators: wins counted by an older version, which kept no
       * players' names and no games per player */
      g_string_append_printf (text, ngettext ("%u win before players were counted",
                                              "%u wins before players were counted",
                                              record->earlier_wins),
                              record->earlier_wins);
    }
  if (record->best_stage > 0)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      g_string_append_printf (text, ngettext ("best stage %u field", "best stage %u fields", record->best_stage),
                              record->best_stage);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static const char *
record_title (const SchottPlayerRecord *record)
{
  if (record->level >= 0)
    return schott_seat_kind_label (1 + (guint) record->level);
  return record->name != NULL ? record->name : _("Earlier games (names not kept)");
}

static void on_rename_clicked_cb (GtkButton *button, SchottStatisticsDialog *self);

static void
fill_players (SchottStatisticsDialog *self)
{
  guint n = schott_statistics_get_n_records (self->statistics);

  for (guint i = 0; i < self->player_rows->len; i++)
    adw_preferences_group_remove (self->players_group, g_ptr_array_index (self->player_rows, i));
  g_ptr_array_set_size (self->player_rows, 0);
  for (guint i = 0; i < n; i++)
    {
      const SchottPlayerRecord *record = schott_statistics_get_record (self->statistics, i);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *summary = record_summary (record);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), record_title (record));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), summary);
      if (record->level < 0)
        {
          GtkWidget *button = gtk_button_new_from_icon_name ("document-edit-symbolic");
          g_autofree char *label = g_strdup_printf (_("Rename or merge “%s”"), record_title (record));

          gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (button, "flat");
          gtk_widget_set_tooltip_text (button, _("Rename, or merge with another name"));
          gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
          g_object_set_data_full (G_OBJECT (button), "name", g_strdup (record->name), g_free);
          g_signal_connect (button, "clicked", G_CALLBACK (on_rename_clicked_cb), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
        }
      adw_preferences_group_add (self->players_group, row);
      g_ptr_array_add (self->player_rows, row);
    }
  if (n == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No games counted yet"));
      adw_preferences_group_add (self->players_group, row);
      g_ptr_array_add (self->player_rows, row);
    }
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
  fill_players (self);

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

/* The record being renamed, found again by its name (the indices change
 * when a game is counted); -1 when it went. */
static gint
renaming_index (SchottStatisticsDialog *self)
{
  guint n = schott_statistics_get_n_records (self->statistics);

  if (self->renaming != NULL)
    return schott_statistics_find_person (self->statistics, self->renaming);
  for (guint i = 0; i < n; i++)
    {
      const SchottPlayerRecord *record = schott_statistics_get_record (self->statistics, i);

      if (record->level < 0 && record->name == NULL)
        return (gint) i;
    }
  return -1;
}

/* "Rename" becomes "Merge" when the name typed is another person's. */
static void
on_rename_text_changed_cb (GtkEditable            *entry,
                           GParamSpec             *pspec,
                           AdwAlertDialog         *alert)
{
  SchottStatisticsDialog *self = g_object_get_data (G_OBJECT (alert), "statistics-dialog");
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  gint other = schott_statistics_find_person (self->statistics, text);
  gboolean merge = other >= 0 && other != renaming_index (self);
  GtkLabel *hint = g_object_get_data (G_OBJECT (alert), "hint");
  g_autofree char *hint_text = NULL;

  adw_alert_dialog_set_response_enabled (alert, "rename",
                                         *text != '\0' && g_strcmp0 (text, self->renaming) != 0);
  adw_alert_dialog_set_response_label (alert, "rename", merge ? _("_Merge") : _("_Rename"));
  adw_alert_dialog_set_response_appearance (alert, "rename", merge ? ADW_RESPONSE_DESTRUCTIVE : ADW_RESPONSE_SUGGESTED);
  if (merge)
    /* Translators: %s is a player's name that already has statistics */
    hint_text = g_strdup_printf (_("“%s” already has statistics: the two records become one. This cannot be undone."), text);
  gtk_label_set_text (hint, hint_text != NULL ? hint_text : "");
  gtk_widget_set_visible (GTK_WIDGET (hint), hint_text != NULL);
}

static void
on_rename_response_cb (AdwAlertDialog         *alert,
                       const char             *response,
                       SchottStatisticsDialog *self)
{
  g_autoptr(GError) error = NULL;
  gint index = renaming_index (self);
  g_autofree char *text = self->rename_entry != NULL ? g_strdup (gtk_editable_get_text (self->rename_entry)) : NULL;

  self->rename_entry = NULL;
  g_clear_pointer (&self->renaming, g_free);
  if (g_strcmp0 (response, "rename") != 0 || index < 0 || text == NULL)
    return;
  if (!schott_statistics_rename_person (self->statistics, (guint) index, text, &error))
    {
      gtk_label_set_text (self->problem_label, error->message);
      gtk_widget_set_visible (self->problem_group, TRUE);
    }
}

static void
on_rename_clicked_cb (GtkButton              *button,
                      SchottStatisticsDialog *self)
{
  const char *name = g_object_get_data (G_OBJECT (button), "name");
  g_autofree char *heading = name != NULL ? g_strdup_printf (_("Rename “%s”"), name)
                                          : g_strdup (_("Whose Games Were These?"));
  AdwDialog *alert = adw_alert_dialog_new (heading,
                                           _("Type another player’s name to merge the two records into one."));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *hint = gtk_label_new (NULL);

  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_entry_set_max_length (GTK_ENTRY (entry), SCHOTT_STATISTICS_MAX_NAME);
  gtk_editable_set_text (GTK_EDITABLE (entry), name != NULL ? name : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Name"), -1);
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_widget_add_css_class (hint, "warning");
  gtk_widget_set_visible (hint, FALSE);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), hint);
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (alert), box);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (alert),
                                  "cancel", _("_Cancel"),
                                  "rename", _("_Rename"),
                                  NULL);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (alert), "rename");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (alert), "cancel");
  g_object_set_data (G_OBJECT (alert), "statistics-dialog", self);
  g_object_set_data (G_OBJECT (alert), "hint", hint);

  g_free (self->renaming);
  self->renaming = g_strdup (name);
  self->rename_entry = GTK_EDITABLE (entry);
  g_signal_connect_object (entry, "notify::text", G_CALLBACK (on_rename_text_changed_cb), alert, 0);
  on_rename_text_changed_cb (GTK_EDITABLE (entry), NULL, ADW_ALERT_DIALOG (alert));
  g_signal_connect_object (alert, "response", G_CALLBACK (on_rename_response_cb), self, 0);
  adw_dialog_present (alert, GTK_WIDGET (self));
  gtk_widget_grab_focus (entry);
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
  g_clear_pointer (&self->renaming, g_free);
  self->rename_entry = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), SCHOTT_TYPE_STATISTICS_DIALOG);
  G_OBJECT_CLASS (schott_statistics_dialog_parent_class)->dispose (object);
}

static void
schott_statistics_dialog_finalize (GObject *object)
{
  SchottStatisticsDialog *self = SCHOTT_STATISTICS_DIALOG (object);

  g_ptr_array_unref (self->player_rows);
  G_OBJECT_CLASS (schott_statistics_dialog_parent_class)->finalize (object);
}

static void
schott_statistics_dialog_class_init (SchottStatisticsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_statistics_dialog_dispose;
  object_class->finalize = schott_statistics_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-statistics-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottStatisticsDialog, problem_group);
  gtk_widget_class_bind_template_child (widget_class, SchottStatisticsDialog, problem_label);
  gtk_widget_class_bind_template_child (widget_class, SchottStatisticsDialog, games_row);
  gtk_widget_class_bind_template_child (widget_class, SchottStatisticsDialog, longest_row);
  gtk_widget_class_bind_template_child (widget_class, SchottStatisticsDialog, players_group);
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
  self->player_rows = g_ptr_array_new ();
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
  return NULL;
}

AdwActionRow *
schott_statistics_dialog_get_player_row (SchottStatisticsDialog *self,
                                         const char             *title)
{
  g_return_val_if_fail (SCHOTT_IS_STATISTICS_DIALOG (self), NULL);
  g_return_val_if_fail (title != NULL, NULL);
  for (guint i = 0; i < self->player_rows->len; i++)
    {
      AdwPreferencesRow *row = g_ptr_array_index (self->player_rows, i);

      if (g_strcmp0 (adw_preferences_row_get_title (row), title) == 0)
        return ADW_ACTION_ROW (row);
    }
  return NULL;
}

GtkButton *
schott_statistics_dialog_get_reset_button (SchottStatisticsDialog *self)
{
  g_return_val_if_fail (SCHOTT_IS_STATISTICS_DIALOG (self), NULL);
  return self->reset_button;
}
