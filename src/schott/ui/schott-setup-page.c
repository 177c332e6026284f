/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-setup-page.c: the new game page. The last setup is kept in the
 * settings and shown again, so starting the usual game is one click. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-pack-import.h"
#include "schott-pack-problems-group.h"
#include "schott-setup-page.h"
#include "schott-strings.h"
#include "sw-settings.h"

struct _SchottSetupPage
{
  AdwBin          parent_instance;

  GtkScrolledWindow *scroller;
  AdwComboRow    *seat_count_row;
  GtkWidget      *seats_box;
  AdwComboRow    *language_row;
  AdwComboRow    *variant_row;
  AdwPreferencesGroup *packs_group;
  GtkButton      *add_pack_button;
  GtkWidget      *no_questions_label;
  SchottPackProblemsGroup *pack_problems_group;
  GtkButton      *start_button;

  /* Seats are built when first shown (the default is two of four):
   * n_built of them, in order; the others keep what the settings said. */
  guint           n_built;
  GtkWidget      *seat_groups[SCHOTT_MAX_PLAYERS];
  AdwEntryRow    *name_rows[SCHOTT_MAX_PLAYERS];
  AdwComboRow    *kind_rows[SCHOTT_MAX_PLAYERS];
  AdwComboRow    *colour_rows[SCHOTT_MAX_PLAYERS];
  char          **saved_kinds;
  char          **saved_names;
  char          **saved_colours;
  GPtrArray      *pack_rows;     /* AdwSwitchRow * */
  GPtrArray      *pack_ids;      /* char *, the pack of the row at the same index */
  GPtrArray      *variant_ids;   /* char * */
  SchottContent  *content;
};

static void update_seat_visibility (SchottSetupPage *self);

enum { START, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (SchottSetupPage, schott_setup_page, ADW_TYPE_BIN)

SchottSetupConfig *
schott_setup_config_copy (const SchottSetupConfig *config)
{
  SchottSetupConfig *copy = g_memdup2 (config, sizeof *config);

  for (guint i = 0; i < SCHOTT_MAX_PLAYERS; i++)
    {
      copy->names[i] = g_strdup (config->names[i]);
      copy->colours[i] = g_strdup (config->colours[i]);
    }
  copy->language = g_strdup (config->language);
  copy->packs = g_strdupv (config->packs);
  copy->variant = g_strdup (config->variant);
  return copy;
}

void
schott_setup_config_free (SchottSetupConfig *config)
{
  if (config == NULL)
    return;
  for (guint i = 0; i < SCHOTT_MAX_PLAYERS; i++)
    {
      g_free (config->names[i]);
      g_free (config->colours[i]);
    }
  g_free (config->language);
  g_strfreev (config->packs);
  g_free (config->variant);
  g_free (config);
}

void
schott_setup_config_to_seats (const SchottSetupConfig *config,
                              SchottSeatSetup         *seats)
{
  for (guint i = 0; i < config->n_seats; i++)
    {
      seats[i].name = config->names[i];
      seats[i].colour = config->colours[i];
      seats[i].kind = config->kinds[i];
      seats[i].level = config->levels[i];
    }
}

static void
on_seat_count_changed_cb (GObject         *object,
                          GParamSpec      *pspec,
                          SchottSetupPage *self)
{
  update_seat_visibility (self);
}

static void
on_start_clicked_cb (GtkButton       *button,
                     SchottSetupPage *self)
{
  g_signal_emit (self, signals[START], 0);
}

/* The id of the rules chosen. */
static const char *
chosen_variant (SchottSetupPage *self)
{
  guint variant = adw_combo_row_get_selected (self->variant_row);

  return variant < self->variant_ids->len ? g_ptr_array_index (self->variant_ids, variant) : "schott";
}

/* Questions the packs switched on give. */
static guint
chosen_questions (SchottSetupPage *self)
{
  guint n = 0;

  for (guint i = 0; self->content != NULL && i < self->pack_rows->len; i++)
    {
      GObject *row = g_ptr_array_index (self->pack_rows, i);
      const SchottPack *pack = schott_content_find_pack (self->content,
                                                         g_ptr_array_index (self->pack_ids, i));

      if (pack != NULL && adw_switch_row_get_active (ADW_SWITCH_ROW (row)))
        n += pack->questions->len;
    }
  return n;
}

/* With every pack off the game is not quietly played with one anyway
 * (nor with placeholder questions, a blind guess worth 2 fields): it is
 * played without questions (rule D-Q-1), and the page says so. */
static gboolean
plays_without_questions (SchottSetupPage *self)
{
  SchottVariant variant;

  if (self->content == NULL
      || !schott_content_get_variant (self->content, chosen_variant (self), &variant)
      || !variant.questions)
    return FALSE;
  return chosen_questions (self) == 0;
}

static void
update_questions_note (SchottSetupPage *self)
{
  gtk_widget_set_visible (self->no_questions_label, plays_without_questions (self));
}

static void
on_questions_changed_cb (GObject         *object,
                         GParamSpec      *pspec,
                         SchottSetupPage *self)
{
  update_questions_note (self);
}

static GtkStringList *
string_list_of (const char *(*label) (guint), guint n)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  for (guint i = 0; i < n; i++)
    gtk_string_list_append (list, label (i));
  return list;
}

/* What seat i shows until somebody changes it: the settings' value, else
 * the default (the first seat a person, the others Normal computers, each
 * its own colour). */
static guint
saved_kind (SchottSetupPage *self,
            guint            i)
{
  gint k = self->saved_kinds != NULL && i < g_strv_length (self->saved_kinds)
           ? schott_seat_kind_from_id (self->saved_kinds[i]) : -1;

  return k >= 0 ? (guint) k : (i == 0 ? 0 : 2);
}

static guint
saved_colour (SchottSetupPage *self,
              guint            i)
{
  gint c = self->saved_colours != NULL && i < g_strv_length (self->saved_colours)
           ? schott_palette_index (self->saved_colours[i]) : -1;

  return c >= 0 ? (guint) c : i;
}

static const char *
saved_name (SchottSetupPage *self,
            guint            i)
{
  return self->saved_names != NULL && i < g_strv_length (self->saved_names)
         ? self->saved_names[i] : NULL;
}

/* The level's sentence under "Played by" (nothing for a person). */
static void
on_kind_row_selected_cb (AdwComboRow *row,
                         GParamSpec  *pspec,
                         gpointer     user_data)
{
  guint kind = adw_combo_row_get_selected (row);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               kind >= 1 && kind <= SCHOTT_N_AI_LEVELS
                                 ? schott_ai_level_description ((SchottAiLevel) (kind - 1)) : "");
}

static void
build_seat (SchottSetupPage *self,
            guint            i)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *title = g_strdup_printf (_("Seat %u"), i + 1);
  g_autofree char *name_a11y = g_strdup_printf (_("Name of seat %u"), i + 1);
  g_autofree char *kind_a11y = g_strdup_printf (_("Player of seat %u"), i + 1);
  g_autofree char *colour_a11y = g_strdup_printf (_("Figure colour of seat %u"), i + 1);
  g_autoptr(GtkStringList) kinds = string_list_of (schott_seat_kind_label, SCHOTT_N_SEAT_KINDS);
  g_autoptr(GtkStringList) colours = string_list_of (schott_palette_label, SCHOTT_N_PALETTE);
  GtkWidget *name_row = adw_entry_row_new ();
  GtkWidget *kind_row = adw_combo_row_new ();
  GtkWidget *colour_row = adw_combo_row_new ();
  const char *name = saved_name (self, i);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (name_row), _("Name"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (name_row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name_a11y, -1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (kind_row), _("Played by"));
  adw_combo_row_set_model (ADW_COMBO_ROW (kind_row), G_LIST_MODEL (kinds));
  gtk_accessible_update_property (GTK_ACCESSIBLE (kind_row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, kind_a11y, -1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (colour_row), _("Figure colour"));
  adw_combo_row_set_model (ADW_COMBO_ROW (colour_row), G_LIST_MODEL (colours));
  gtk_accessible_update_property (GTK_ACCESSIBLE (colour_row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, colour_a11y, -1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (colour_row), saved_colour (self, i));
  g_signal_connect (kind_row, "notify::selected", G_CALLBACK (on_kind_row_selected_cb), NULL);
  adw_combo_row_set_selected (ADW_COMBO_ROW (kind_row), saved_kind (self, i));
  on_kind_row_selected_cb (ADW_COMBO_ROW (kind_row), NULL, NULL);
  if (name != NULL)
    gtk_editable_set_text (GTK_EDITABLE (name_row), name);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), name_row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), kind_row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), colour_row);
  gtk_box_append (GTK_BOX (self->seats_box), group);
  self->seat_groups[i] = group;
  self->name_rows[i] = ADW_ENTRY_ROW (name_row);
  self->kind_rows[i] = ADW_COMBO_ROW (kind_row);
  self->colour_rows[i] = ADW_COMBO_ROW (colour_row);
}

/* Seats 0 .. n-1 exist afterwards (the rows of four seats took 34 ms and
 * 1.6 MiB of the window's start where two are shown). */
static void
ensure_seats (SchottSetupPage *self,
              guint            n)
{
  for (; self->n_built < MIN (n, SCHOTT_MAX_PLAYERS); self->n_built++)
    build_seat (self, self->n_built);
}

static void
update_seat_visibility (SchottSetupPage *self)
{
  guint n = adw_combo_row_get_selected (self->seat_count_row) + 2;

  ensure_seats (self, n);
  for (guint i = 0; i < self->n_built; i++)
    gtk_widget_set_visible (self->seat_groups[i], i < n);
}

static void
load_settings (SchottSetupPage *self)
{
  GSettings *settings = sw_settings_get_default ();
  g_autofree char *language = NULL;
  gint count, lang_index;

  if (settings == NULL)
    {
      adw_combo_row_set_selected (self->seat_count_row, 0);
      adw_combo_row_set_selected (self->language_row,
                                  MAX (sw_language_index (sw_ui_language ()), 0));
      return;
    }
  count = g_settings_get_int (settings, "seat-count");
  adw_combo_row_set_selected (self->seat_count_row, CLAMP (count, 2, 4) - 2);
  /* read by build_seat() */
  self->saved_kinds = g_settings_get_strv (settings, "seat-kinds");
  self->saved_names = g_settings_get_strv (settings, "seat-names");
  self->saved_colours = g_settings_get_strv (settings, "seat-colors");
  language = g_settings_get_string (settings, "question-language");
  lang_index = sw_language_index (language);
  if (lang_index < 0)
    lang_index = MAX (sw_language_index (sw_ui_language ()), 0);
  adw_combo_row_set_selected (self->language_row, lang_index);
}

static void
save_settings (SchottSetupPage         *self,
               const SchottSetupConfig *config)
{
  GSettings *settings = sw_settings_get_default ();
  const char *kinds[SCHOTT_MAX_PLAYERS + 1] = { NULL };
  const char *names[SCHOTT_MAX_PLAYERS + 1] = { NULL };
  const char *colours[SCHOTT_MAX_PLAYERS + 1] = { NULL };

  if (settings == NULL)
    return;
  for (guint i = 0; i < SCHOTT_MAX_PLAYERS; i++)
    {
      const char *name = saved_name (self, i);
      gboolean built = i < self->n_built;

      kinds[i] = schott_seat_kind_id (built ? adw_combo_row_get_selected (self->kind_rows[i])
                                            : saved_kind (self, i));
      names[i] = built ? gtk_editable_get_text (GTK_EDITABLE (self->name_rows[i]))
                       : name != NULL ? name : "";
      colours[i] = schott_palette_spec (built ? adw_combo_row_get_selected (self->colour_rows[i])
                                              : saved_colour (self, i));
    }
  g_settings_delay (settings);
  g_settings_set_int (settings, "seat-count", config->n_seats);
  g_settings_set_strv (settings, "seat-kinds", kinds);
  g_settings_set_strv (settings, "seat-names", names);
  g_settings_set_strv (settings, "seat-colors", colours);
  g_settings_set_string (settings, "question-language", config->language);
  /* Before the packs are listed (a game started while they load) nobody
   * chose them: an empty choice would switch them all off next time. */
  if (self->pack_rows->len > 0)
    g_settings_set_strv (settings, "enabled-packs", (const char * const *) config->packs);
  g_settings_set_string (settings, "variant", config->variant);
  g_settings_apply (settings);
}

static void
schott_setup_page_dispose (GObject *object)
{
  SchottSetupPage *self = SCHOTT_SETUP_PAGE (object);

  if (self->content != NULL)
    g_signal_handlers_disconnect_by_data (self->content, self);
  g_clear_object (&self->content);
  gtk_widget_dispose_template (GTK_WIDGET (self), SCHOTT_TYPE_SETUP_PAGE);
  G_OBJECT_CLASS (schott_setup_page_parent_class)->dispose (object);
}

static void
schott_setup_page_finalize (GObject *object)
{
  SchottSetupPage *self = SCHOTT_SETUP_PAGE (object);

  g_ptr_array_unref (self->pack_rows);
  g_ptr_array_unref (self->pack_ids);
  g_ptr_array_unref (self->variant_ids);
  g_strfreev (self->saved_kinds);
  g_strfreev (self->saved_names);
  g_strfreev (self->saved_colours);
  G_OBJECT_CLASS (schott_setup_page_parent_class)->finalize (object);
}

static void
schott_setup_page_class_init (SchottSetupPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_setup_page_dispose;
  object_class->finalize = schott_setup_page_finalize;

  g_type_ensure (SCHOTT_TYPE_PACK_PROBLEMS_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-setup-page.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottSetupPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, SchottSetupPage, seat_count_row);
  gtk_widget_class_bind_template_child (widget_class, SchottSetupPage, seats_box);
  gtk_widget_class_bind_template_child (widget_class, SchottSetupPage, language_row);
  gtk_widget_class_bind_template_child (widget_class, SchottSetupPage, variant_row);
  gtk_widget_class_bind_template_child (widget_class, SchottSetupPage, packs_group);
  gtk_widget_class_bind_template_child (widget_class, SchottSetupPage, add_pack_button);
  gtk_widget_class_bind_template_child (widget_class, SchottSetupPage, no_questions_label);
  gtk_widget_class_bind_template_child (widget_class, SchottSetupPage, pack_problems_group);
  gtk_widget_class_bind_template_child (widget_class, SchottSetupPage, start_button);

  signals[START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
on_add_pack_clicked_cb (GtkButton       *button,
                        SchottSetupPage *self)
{
  if (self->content != NULL)
    schott_pack_import_choose (GTK_WIDGET (self), self->content);
}

/* A pack file came, went or changed (the editor saved, a file was put
 * into My Packs, "Add a Pack…"): the lists again. */
static void
on_content_changed_cb (SchottContent   *content,
                       SchottSetupPage *self)
{
  schott_setup_page_set_content (self, content);
}

/* A keyboard user lands on Start Game (Enter plays with last time's
 * seats) instead of at the top of the window's tab chain. */
static void
on_map_cb (GtkWidget       *widget,
           SchottSetupPage *self)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || !gtk_widget_is_ancestor (focus, widget))
    gtk_widget_grab_focus (GTK_WIDGET (self->start_button));
}

static void
schott_setup_page_init (SchottSetupPage *self)
{
  g_autoptr(GtkStringList) languages = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->pack_rows = g_ptr_array_new ();
  self->pack_ids = g_ptr_array_new_with_free_func (g_free);
  self->variant_ids = g_ptr_array_new_with_free_func (g_free);

  languages = string_list_of (sw_language_label, SW_N_LANGUAGES);
  adw_combo_row_set_model (self->language_row, G_LIST_MODEL (languages));
  load_settings (self);
  update_seat_visibility (self);
  g_signal_connect (self->seat_count_row, "notify::selected",
                    G_CALLBACK (on_seat_count_changed_cb), self);
  g_signal_connect (self->variant_row, "notify::selected",
                    G_CALLBACK (on_questions_changed_cb), self);
  g_signal_connect (self->start_button, "clicked", G_CALLBACK (on_start_clicked_cb), self);
  g_signal_connect (self->add_pack_button, "clicked", G_CALLBACK (on_add_pack_clicked_cb), self);
  g_signal_connect (self, "map", G_CALLBACK (on_map_cb), self);
}

GtkWidget *
schott_setup_page_new (void)
{
  return g_object_new (SCHOTT_TYPE_SETUP_PAGE, NULL);
}

void
schott_setup_page_set_content (SchottSetupPage *self,
                               SchottContent   *content)
{
  GSettings *settings = sw_settings_get_default ();
  g_autoptr(GtkStringList) variants = gtk_string_list_new (NULL);
  g_auto(GStrv) enabled = NULL;
  g_autofree char *variant = NULL;
  const char *lang = sw_ui_language ();

  g_return_if_fail (SCHOTT_IS_SETUP_PAGE (self));
  g_return_if_fail (SCHOTT_IS_CONTENT (content));

  if (self->content != content)
    {
      if (self->content != NULL)
        g_signal_handlers_disconnect_by_data (self->content, self);
      g_set_object (&self->content, content);
      g_signal_connect (content, "changed", G_CALLBACK (on_content_changed_cb), self);
      schott_content_watch_user_packs (content);
    }
  /* listed again: the switches stay as the player set them */
  if (self->pack_rows->len > 0)
    {
      g_autoptr(GStrvBuilder) on = g_strv_builder_new ();

      for (guint i = 0; i < self->pack_rows->len; i++)
        if (adw_switch_row_get_active (ADW_SWITCH_ROW (g_ptr_array_index (self->pack_rows, i))))
          g_strv_builder_add (on, g_ptr_array_index (self->pack_ids, i));
      enabled = g_strv_builder_end (on);
    }
  else
    enabled = settings != NULL ? g_settings_get_strv (settings, "enabled-packs") : NULL;
  variant = settings != NULL ? g_settings_get_string (settings, "variant") : g_strdup ("schott");

  for (guint i = 0; i < self->pack_rows->len; i++)
    adw_preferences_group_remove (self->packs_group, g_ptr_array_index (self->pack_rows, i));
  g_ptr_array_set_size (self->pack_rows, 0);
  g_ptr_array_set_size (self->pack_ids, 0);
  for (guint i = 0; i < schott_content_get_n_packs (content); i++)
    {
      const SchottPack *pack = schott_content_get_pack (content, i);
      GtkWidget *row = adw_switch_row_new ();
      g_autofree char *subtitle = g_strdup_printf (ngettext ("%u question", "%u questions",
                                                             pack->questions->len),
                                                   pack->questions->len);
      const char *title = schott_pack_localized (pack, pack->title, lang);
      gboolean on = enabled != NULL ? g_strv_contains ((const char * const *) enabled, pack->id)
                                    : g_str_equal (pack->id, SCHOTT_DEFAULT_PACK);

      /* a pack just added is played next */
      if (schott_content_take_just_added (content, pack->id))
        on = TRUE;

      /* a pack's title is the author's text, not markup */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_switch_row_set_active (ADW_SWITCH_ROW (row), on);
      g_signal_connect (row, "notify::active", G_CALLBACK (on_questions_changed_cb), self);
      adw_preferences_group_add (self->packs_group, row);
      g_ptr_array_add (self->pack_rows, row);
      g_ptr_array_add (self->pack_ids, g_strdup (pack->id));
    }
  /* always there: "Add a Pack…" is its button */
  gtk_widget_set_visible (GTK_WIDGET (self->packs_group), TRUE);
  schott_pack_problems_group_set_content (self->pack_problems_group, content);

  g_ptr_array_set_size (self->variant_ids, 0);
  for (guint i = 0; i < schott_content_get_n_variants (content); i++)
    {
      gtk_string_list_append (variants, schott_content_get_variant_label (content, i));
      g_ptr_array_add (self->variant_ids, g_strdup (schott_content_get_variant_id (content, i)));
    }
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (variants));
  for (guint i = 0; i < self->variant_ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->variant_ids, i), variant) == 0)
      adw_combo_row_set_selected (self->variant_row, i);
  update_questions_note (self);
}

SchottSetupConfig *
schott_setup_page_get_config (SchottSetupPage *self)
{
  SchottSetupConfig *config;
  g_autoptr(GStrvBuilder) packs = g_strv_builder_new ();

  g_return_val_if_fail (SCHOTT_IS_SETUP_PAGE (self), NULL);

  config = g_new0 (SchottSetupConfig, 1);
  config->n_seats = adw_combo_row_get_selected (self->seat_count_row) + 2;
  for (guint i = 0; i < config->n_seats; i++)
    {
      guint kind = adw_combo_row_get_selected (self->kind_rows[i]);
      g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_rows[i]))));

      /* An empty name stays NULL: the game gives the seat its default
       * name, which then follows the interface's language. */
      config->names[i] = *name != '\0' ? g_steal_pointer (&name) : NULL;
      config->colours[i] = g_strdup (schott_palette_spec (adw_combo_row_get_selected (self->colour_rows[i])));
      config->kinds[i] = kind == 0 ? SCHOTT_SEAT_HUMAN : SCHOTT_SEAT_COMPUTER;
      config->levels[i] = kind == 0 ? SCHOTT_AI_NORMAL : (SchottAiLevel) (kind - 1);
    }
  config->language = g_strdup (sw_language_id (adw_combo_row_get_selected (self->language_row)));
  for (guint i = 0; i < self->pack_rows->len; i++)
    {
      GObject *row = g_ptr_array_index (self->pack_rows, i);
      if (adw_switch_row_get_active (ADW_SWITCH_ROW (row)))
        g_strv_builder_add (packs, g_ptr_array_index (self->pack_ids, i));
    }
  config->packs = g_strv_builder_end (packs);
  config->variant = g_strdup (chosen_variant (self));
  config->no_questions = plays_without_questions (self);
  save_settings (self, config);
  return config;
}

AdwComboRow *
schott_setup_page_get_seat_count_row (SchottSetupPage *self)
{
  return self->seat_count_row;
}

AdwComboRow *
schott_setup_page_get_kind_row (SchottSetupPage *self,
                                guint            index)
{
  g_return_val_if_fail (index < SCHOTT_MAX_PLAYERS, NULL);
  ensure_seats (self, index + 1);
  return self->kind_rows[index];
}

AdwEntryRow *
schott_setup_page_get_name_row (SchottSetupPage *self,
                                guint            index)
{
  g_return_val_if_fail (index < SCHOTT_MAX_PLAYERS, NULL);
  ensure_seats (self, index + 1);
  return self->name_rows[index];
}

SchottPackProblemsGroup *
schott_setup_page_get_pack_problems_group (SchottSetupPage *self)
{
  g_return_val_if_fail (SCHOTT_IS_SETUP_PAGE (self), NULL);
  return self->pack_problems_group;
}

void
schott_setup_page_scroll_to_top (SchottSetupPage *self)
{
  g_return_if_fail (SCHOTT_IS_SETUP_PAGE (self));
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
}

GtkScrolledWindow *
schott_setup_page_get_scroller (SchottSetupPage *self)
{
  g_return_val_if_fail (SCHOTT_IS_SETUP_PAGE (self), NULL);
  return self->scroller;
}

GtkButton *
schott_setup_page_get_start_button (SchottSetupPage *self)
{
  return self->start_button;
}

GtkWidget *
schott_setup_page_get_pack_row (SchottSetupPage *self,
                                const char      *pack_id)
{
  g_return_val_if_fail (SCHOTT_IS_SETUP_PAGE (self), NULL);
  for (guint i = 0; i < self->pack_ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->pack_ids, i), pack_id) == 0)
      return g_ptr_array_index (self->pack_rows, i);
  return NULL;
}

GtkButton *
schott_setup_page_get_add_pack_button (SchottSetupPage *self)
{
  g_return_val_if_fail (SCHOTT_IS_SETUP_PAGE (self), NULL);
  return self->add_pack_button;
}
