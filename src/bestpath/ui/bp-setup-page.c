/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-setup-page.c: Best Path's New Game page. Each seat is a group with
 * the same rows and words as SCHOTT's New Game ("Seat 2": Name, Played
 * by), so that setting up either game reads the same. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bp-setup-page.h"

/* Seat kinds in the drop-downs, in this order. */
static const char *const seat_ids[] = { BP_SEAT_PERSON, "easy", "normal", "hard", "expert" };

struct _BpSetupPage
{
  AdwBin       parent_instance;

  GSettings   *settings;

  GtkScrolledWindow *scroller;
  AdwComboRow *players_row;
  GtkBox      *seats_box;
  AdwPreferencesGroup *solo_group;
  AdwSwitchRow *daily_row;
  GtkButton   *start_button;
  GtkWidget   *seat_groups[BP_MAX_PLAYERS];
  GtkWidget   *name_rows[BP_MAX_PLAYERS];
  GtkWidget   *kind_rows[BP_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (BpSetupPage, bp_setup_page, ADW_TYPE_BIN)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
n_players (BpSetupPage *self)
{
  return adw_combo_row_get_selected (self->players_row) + 1;
}

static void
update_rows (BpSetupPage *self)
{
  guint n = n_players (self);

  for (guint p = 0; p < BP_MAX_PLAYERS; p++)
    gtk_widget_set_visible (self->seat_groups[p], p < n);
  /* Alone, the one player is a person (R-SOLO-1). */
  if (n == 1)
    adw_combo_row_set_selected (ADW_COMBO_ROW (self->kind_rows[0]), 0);
  gtk_widget_set_sensitive (self->kind_rows[0], n > 1);
  gtk_widget_set_visible (GTK_WIDGET (self->solo_group), n == 1);
}

static void
on_players_changed_cb (BpSetupPage *self)
{
  update_rows (self);
}

static void
on_start_clicked_cb (BpSetupPage *self)
{
  g_signal_emit (self, signals[START], 0);
}

/* The level's sentence under "Played by" (nothing for a person). */
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
bp_setup_page_dispose (GObject *object)
{
  BpSetupPage *self = BP_SETUP_PAGE (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), BP_TYPE_SETUP_PAGE);

  G_OBJECT_CLASS (bp_setup_page_parent_class)->dispose (object);
}

static void
bp_setup_page_class_init (BpSetupPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bp_setup_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/bestpath/bp-setup-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BpSetupPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, BpSetupPage, players_row);
  gtk_widget_class_bind_template_child (widget_class, BpSetupPage, seats_box);
  gtk_widget_class_bind_template_child (widget_class, BpSetupPage, solo_group);
  gtk_widget_class_bind_template_child (widget_class, BpSetupPage, daily_row);
  gtk_widget_class_bind_template_child (widget_class, BpSetupPage, start_button);
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked_cb);

  signals[START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

/* "Seat 2": Name, Played by; the words of SCHOTT's New Game. */
static void
build_seat (BpSetupPage   *self,
            guint          p,
            GtkStringList *kinds)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *title = g_strdup_printf (_("Seat %u"), p + 1);
  g_autofree char *name_a11y = g_strdup_printf (_("Name of seat %u"), p + 1);
  g_autofree char *kind_a11y = g_strdup_printf (_("Player of seat %u"), p + 1);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  self->name_rows[p] = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_rows[p]), _("Name"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->name_rows[p]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name_a11y, -1);
  self->kind_rows[p] = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->kind_rows[p]), _("Played by"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->kind_rows[p]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, kind_a11y, -1);
  adw_combo_row_set_model (ADW_COMBO_ROW (self->kind_rows[p]), G_LIST_MODEL (kinds));
  g_signal_connect (self->kind_rows[p], "notify::selected", G_CALLBACK (on_kind_row_selected_cb), NULL);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->kind_rows[p]), p == 0 ? 0 : 2);
  on_kind_row_selected_cb (ADW_COMBO_ROW (self->kind_rows[p]), NULL, NULL);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->name_rows[p]);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->kind_rows[p]);
  gtk_box_append (self->seats_box, group);
  self->seat_groups[p] = group;
}

static void
bp_setup_page_init (BpSetupPage *self)
{
  const char *kinds[] = { N_("Person"), N_("Computer (Easy)"), N_("Computer (Normal)"), N_("Computer (Hard)"),
                          N_("Computer (Expert)"), NULL };
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; kinds[i] != NULL; i++)
    gtk_string_list_append (list, _(kinds[i]));
  for (guint p = 0; p < BP_MAX_PLAYERS; p++)
    build_seat (self, p, list);
  g_signal_connect_swapped (self->players_row, "notify::selected", G_CALLBACK (on_players_changed_cb), self);
  /* shown: the usual game is one key away (Return), as SCHOTT's */
  g_signal_connect_swapped (self, "map", G_CALLBACK (gtk_widget_grab_focus), self->start_button);
}

GtkWidget *
bp_setup_page_new (GSettings *settings)
{
  BpSetupPage *self;

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (BP_TYPE_SETUP_PAGE, NULL);
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
      adw_combo_row_set_selected (self->players_row,
                                  (guint) CLAMP (g_settings_get_int (settings, "best-path-players"), 1, BP_MAX_PLAYERS) - 1);
      adw_switch_row_set_active (self->daily_row, g_settings_get_boolean (settings, "best-path-daily"));
    }
  update_rows (self);
  return GTK_WIDGET (self);
}

void
bp_setup_page_start (BpSetupPage *self,
                     BpGameModel *model)
{
  guint n;
  const char *names[BP_MAX_PLAYERS + 1] = { NULL, };
  const char *seats[BP_MAX_PLAYERS + 1] = { NULL, };
  gboolean has_person = FALSE;

  g_return_if_fail (BP_IS_SETUP_PAGE (self));
  g_return_if_fail (BP_IS_GAME_MODEL (model));
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

      bp_game_model_start_daily (model, names[0], today);
    }
  else
    bp_game_model_start (model, n, names, seats,
                         g_random_int () | ((guint64) g_random_int () << 32));
}

void
bp_setup_page_reset_view (BpSetupPage *self)
{
  GtkAdjustment *adjustment;

  g_return_if_fail (BP_IS_SETUP_PAGE (self));
  adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
  gtk_widget_grab_focus (GTK_WIDGET (self->start_button));
}

AdwComboRow *
bp_setup_page_get_kind_row (BpSetupPage *self,
                            guint        seat)
{
  g_return_val_if_fail (BP_IS_SETUP_PAGE (self), NULL);
  g_return_val_if_fail (seat < BP_MAX_PLAYERS, NULL);
  return ADW_COMBO_ROW (self->kind_rows[seat]);
}

AdwEntryRow *
bp_setup_page_get_name_row (BpSetupPage *self,
                            guint        seat)
{
  g_return_val_if_fail (BP_IS_SETUP_PAGE (self), NULL);
  g_return_val_if_fail (seat < BP_MAX_PLAYERS, NULL);
  return ADW_ENTRY_ROW (self->name_rows[seat]);
}

GtkButton *
bp_setup_page_get_start_button (BpSetupPage *self)
{
  g_return_val_if_fail (BP_IS_SETUP_PAGE (self), NULL);
  return self->start_button;
}
