/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-setup-dialog.c: who plays a new game of Best Path. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bp-setup-dialog.h"

/* Seat kinds in the drop-downs, in this order. */
static const char *const seat_ids[] = { BP_SEAT_PERSON, "easy", "normal", "hard", "expert" };

struct _BpSetupDialog
{
  AdwDialog    parent_instance;

  GSettings   *settings;
  BpGameModel *model;

  AdwSpinRow  *players_row;
  AdwPreferencesGroup *seats_group;
  AdwPreferencesGroup *solo_group;
  AdwSwitchRow *daily_row;
  GtkWidget   *name_rows[BP_MAX_PLAYERS];
  GtkWidget   *kind_rows[BP_MAX_PLAYERS];
  gboolean     confirm;   /* a game in progress: ask before starting */
};

G_DEFINE_FINAL_TYPE (BpSetupDialog, bp_setup_dialog, ADW_TYPE_DIALOG)

enum {
  STARTED,
  START_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
n_players (BpSetupDialog *self)
{
  return (guint) adw_spin_row_get_value (self->players_row);
}

static void
update_rows (BpSetupDialog *self)
{
  guint n = n_players (self);

  for (guint p = 0; p < BP_MAX_PLAYERS; p++)
    {
      gtk_widget_set_visible (self->name_rows[p], p < n);
      gtk_widget_set_visible (self->kind_rows[p], p < n);
    }
  /* Alone, the one player is a person (R-SOLO-1). */
  if (n == 1)
    adw_combo_row_set_selected (ADW_COMBO_ROW (self->kind_rows[0]), 0);
  gtk_widget_set_sensitive (self->kind_rows[0], n > 1);
  gtk_widget_set_visible (GTK_WIDGET (self->solo_group), n == 1);
}

static void
on_players_changed_cb (BpSetupDialog *self)
{
  update_rows (self);
}

static void
on_start_clicked_cb (BpSetupDialog *self)
{
  if (self->confirm)
    g_signal_emit (self, signals[START_REQUESTED], 0);
  else
    bp_setup_dialog_start (self);
}

void
bp_setup_dialog_start (BpSetupDialog *self)
{
  guint n;
  const char *names[BP_MAX_PLAYERS + 1] = { NULL, };
  const char *seats[BP_MAX_PLAYERS + 1] = { NULL, };
  gboolean has_person = FALSE;

  g_return_if_fail (BP_IS_SETUP_DIALOG (self));
  n = n_players (self);
  for (guint p = 0; p < BP_MAX_PLAYERS; p++)
    {
      guint kind = adw_combo_row_get_selected (ADW_COMBO_ROW (self->kind_rows[p]));

      names[p] = gtk_editable_get_text (GTK_EDITABLE (self->name_rows[p]));
      seats[p] = seat_ids[MIN (kind, G_N_ELEMENTS (seat_ids) - 1)];
      if (p < n && kind == 0)
        has_person = TRUE;
    }
  /* Somebody has to play at this computer. */
  if (!has_person)
    seats[0] = BP_SEAT_PERSON;

  if (self->settings != NULL)
    {
      g_settings_set_int (self->settings, "best-path-players", (int) n);
      g_settings_set_strv (self->settings, "best-path-seats", seats);
      g_settings_set_strv (self->settings, "best-path-names", names);
      g_settings_set_boolean (self->settings, "best-path-daily", adw_switch_row_get_active (self->daily_row));
    }

  if (n == 1 && adw_switch_row_get_active (self->daily_row))
    {
      g_autofree char *today = bp_daily_date_today ();

      bp_game_model_start_daily (self->model, names[0], today);
    }
  else
    bp_game_model_start (self->model, n, names, seats,
                         g_random_int () | ((guint64) g_random_int () << 32));
  g_signal_emit (self, signals[STARTED], 0);
  adw_dialog_close (ADW_DIALOG (self));
}

static void
bp_setup_dialog_dispose (GObject *object)
{
  BpSetupDialog *self = BP_SETUP_DIALOG (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->model);
  gtk_widget_dispose_template (GTK_WIDGET (self), BP_TYPE_SETUP_DIALOG);

  G_OBJECT_CLASS (bp_setup_dialog_parent_class)->dispose (object);
}

static void
bp_setup_dialog_class_init (BpSetupDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bp_setup_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/bestpath/bp-setup-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BpSetupDialog, players_row);
  gtk_widget_class_bind_template_child (widget_class, BpSetupDialog, seats_group);
  gtk_widget_class_bind_template_child (widget_class, BpSetupDialog, solo_group);
  gtk_widget_class_bind_template_child (widget_class, BpSetupDialog, daily_row);
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked_cb);

  /* A new game has begun on the model. */
  /* Start was pressed while a game is in progress (see
   * bp_setup_dialog_set_confirm_abandon()). */
  signals[START_REQUESTED] =
    g_signal_new ("start-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[STARTED] =
    g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

/* The level's sentence under the seat's row (nothing for a person). */
static void
on_kind_row_selected_cb (AdwComboRow *row,
                         GParamSpec  *pspec,
                         gpointer     user_data)
{
  guint kind = adw_combo_row_get_selected (row);
  BpAiLevel level;

  if (kind >= 1 && kind < G_N_ELEMENTS (seat_ids) && bp_ai_level_from_name (seat_ids[kind], &level))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), bp_ai_level_description (level));
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), "");
}

static void
bp_setup_dialog_init (BpSetupDialog *self)
{
  const char *kinds[] = { N_("Person"), N_("Computer (Easy)"), N_("Computer (Normal)"), N_("Computer (Hard)"),
                          N_("Computer (Expert)"), NULL };
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; kinds[i] != NULL; i++)
    gtk_string_list_append (list, _(kinds[i]));

  for (guint p = 0; p < BP_MAX_PLAYERS; p++)
    {
      /* Translators: the title of a seat's name row */
      g_autofree char *name_title = g_strdup_printf (_("Name of Player %u"), p + 1);
      /* Translators: the title of a seat's kind row */
      g_autofree char *kind_title = g_strdup_printf (_("Player %u Plays As"), p + 1);

      self->name_rows[p] = adw_entry_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_rows[p]), name_title);
      self->kind_rows[p] = adw_combo_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->kind_rows[p]), kind_title);
      adw_combo_row_set_model (ADW_COMBO_ROW (self->kind_rows[p]), G_LIST_MODEL (list));
      g_signal_connect (self->kind_rows[p], "notify::selected", G_CALLBACK (on_kind_row_selected_cb), NULL);
      adw_combo_row_set_selected (ADW_COMBO_ROW (self->kind_rows[p]), p == 0 ? 0 : 2);
      on_kind_row_selected_cb (ADW_COMBO_ROW (self->kind_rows[p]), NULL, NULL);
      adw_preferences_group_add (self->seats_group, self->name_rows[p]);
      adw_preferences_group_add (self->seats_group, self->kind_rows[p]);
    }
  g_signal_connect_swapped (self->players_row, "notify::value", G_CALLBACK (on_players_changed_cb), self);
}

AdwDialog *
bp_setup_dialog_new (GSettings   *settings,
                     BpGameModel *model)
{
  BpSetupDialog *self;

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (BP_IS_GAME_MODEL (model), NULL);

  self = g_object_new (BP_TYPE_SETUP_DIALOG, NULL);
  self->model = g_object_ref (model);
  if (settings != NULL)
    {
      g_auto(GStrv) seats = NULL;
      g_auto(GStrv) names = NULL;

      self->settings = g_object_ref (settings);
      seats = g_settings_get_strv (settings, "best-path-seats");
      names = g_settings_get_strv (settings, "best-path-names");
      for (guint p = 0; p < BP_MAX_PLAYERS; p++)
        {
          if (names[0] != NULL && p < g_strv_length (names))
            gtk_editable_set_text (GTK_EDITABLE (self->name_rows[p]), names[p]);
          if (p < g_strv_length (seats))
            for (guint k = 0; k < G_N_ELEMENTS (seat_ids); k++)
              if (g_strcmp0 (seats[p], seat_ids[k]) == 0)
                adw_combo_row_set_selected (ADW_COMBO_ROW (self->kind_rows[p]), k);
        }
      adw_spin_row_set_value (self->players_row, g_settings_get_int (settings, "best-path-players"));
      adw_switch_row_set_active (self->daily_row, g_settings_get_boolean (settings, "best-path-daily"));
    }
  update_rows (self);
  return ADW_DIALOG (self);
}

void
bp_setup_dialog_set_confirm_abandon (BpSetupDialog *self,
                                     gboolean       confirm)
{
  g_return_if_fail (BP_IS_SETUP_DIALOG (self));
  self->confirm = !!confirm;
}
