/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-variant.c: the rule variant editor. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "schott-editor-page.h"
#include "schott-editor-route.h"
#include "schott-editor-variant.h"
#include "schott-event-texts-model.h"
#include "schott-variant-file.h"
#include "schott-strings.h"

struct _SchottEditorVariant
{
  AdwBin             parent_instance;
  GtkDropDown       *file_dropdown;
  GtkButton         *save_button;
  GtkLabel          *problems_label;
  GtkBox            *groups_box;
  SchottEditorRoute *route;

  GPtrArray         *paths;       /* char *, the files offered */
  char              *path;
  SchottVariantFile *file;
  gboolean           dirty;
  gboolean           filling;
  GArray            *rows;        /* VariantRow: what each editing widget edits */
};

typedef struct
{
  GtkWidget *widget;
  guint      kind;     /* NumberKind or OptionKind; a name row: 0 (the variant's), or 1 + its location */
  guint      index;    /* of the deck, event kind, location or language */
} VariantRow;

G_DEFINE_FINAL_TYPE (SchottEditorVariant, schott_editor_variant, ADW_TYPE_BIN)

static void rebuild (SchottEditorVariant *self);

static void
changed (SchottEditorVariant *self)
{
  g_autoptr (GError) error = NULL;
  const SchottVariant *v = schott_variant_file_get_variant (self->file);

  if (self->filling)
    return;
  self->dirty = TRUE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->save_button), TRUE);
  schott_editor_route_set_fields (self->route, MIN (v->route_length, SCHOTT_MAX_ROUTE), v->field_value);
  gtk_label_set_text (self->problems_label,
                      schott_variant_file_check (self->file, &error) ? _("No problems.") : error->message);
}

/* ------------------------------------------------------------ rows */

typedef enum
{
  NUM_DECK_MAX,
  NUM_DECK_JOKERS,
  NUM_ROW_LENGTH,
  NUM_ROUTE_LENGTH,
  NUM_EVENTS_PER_PLAYER,
  NUM_QUESTION_REWARD,
  NUM_EVENT_COPIES,
  NUM_EVENT_AMOUNT,
  NUM_LOCATION_FIELD,
} NumberKind;

static void
add_row (SchottEditorVariant *self, GtkWidget *widget, guint kind, guint index)
{
  VariantRow r = { widget, kind, index };

  g_array_append_val (self->rows, r);
}

static const VariantRow *
find_row (SchottEditorVariant *self, gpointer widget)
{
  const VariantRow *r = schott_editor_rows_find (self->rows, widget);

  g_assert (r != NULL);
  return r;
}

static void
on_number_changed_cb (AdwSpinRow *spin, GParamSpec *pspec, SchottEditorVariant *self)
{
  const VariantRow *r = find_row (self, spin);
  NumberKind kind = r->kind;
  guint index = r->index;
  gint value = (gint) adw_spin_row_get_value (spin);
  SchottVariant *v = schott_variant_file_get_variant (self->file);

  if (self->filling)
    return;
  switch (kind)
    {
    case NUM_DECK_MAX: v->deck[index].max_value = value; break;
    case NUM_DECK_JOKERS: v->deck[index].n_jokers = value; break;
    case NUM_ROW_LENGTH: v->row_length = value; break;
    case NUM_ROUTE_LENGTH: v->route_length = value; break;
    case NUM_EVENTS_PER_PLAYER: v->events_per_player = value; break;
    case NUM_QUESTION_REWARD: v->question_reward = value; break;
    case NUM_EVENT_COPIES: v->event_copies[index] = value; break;
    case NUM_EVENT_AMOUNT: v->event_amount[index] = value; break;
    case NUM_LOCATION_FIELD:
      {
        guint field = schott_variant_file_get_location_field (self->file, index);

        if ((guint) value == field)
          return;
        if (!schott_variant_file_move_location (self->file, index, value))
          {
            /* another location is there: keep the old field */
            self->filling = TRUE;
            adw_spin_row_set_value (spin, field);
            self->filling = FALSE;
            gtk_label_set_text (self->problems_label, _("That field is already a location field."));
            return;
          }
      }
      break;
    default:
      g_assert_not_reached ();
    }
  changed (self);
}

static GtkWidget *
number_row (SchottEditorVariant *self, const char *title, const char *subtitle,
            NumberKind kind, guint index, gint value, gint min, gint max)
{
  GtkWidget *row = adw_spin_row_new_with_range (min, max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_spin_row_set_value (ADW_SPIN_ROW (row), value);
  if (subtitle != NULL)
    {
      /* several rows share a title (the event's): the subtitle tells them apart */
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, subtitle, -1);
    }
  add_row (self, row, kind, index);
  g_signal_connect (row, "notify::value", G_CALLBACK (on_number_changed_cb), self);
  return row;
}

typedef enum { OPT_FAST_TRACK, OPT_QUESTIONS, OPT_DISCARD, OPT_SINGLE } OptionKind;

static gboolean *
option_slot (SchottEditorVariant *self, OptionKind kind)
{
  SchottVariant *v = schott_variant_file_get_variant (self->file);

  switch (kind)
    {
    case OPT_FAST_TRACK: return &v->fast_track;
    case OPT_QUESTIONS: return &v->questions;
    case OPT_DISCARD: return &v->may_discard_drawn;
    case OPT_SINGLE: default: return &v->single_stage;
    }
}

static void
on_option_active_cb (AdwSwitchRow *row, GParamSpec *pspec, SchottEditorVariant *self)
{
  OptionKind kind = find_row (self, row)->kind;

  if (self->filling)
    return;
  *option_slot (self, kind) = adw_switch_row_get_active (row);
  changed (self);
}

static GtkWidget *
option_row (SchottEditorVariant *self, const char *title, OptionKind kind)
{
  GtkWidget *row = adw_switch_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_switch_row_set_active (ADW_SWITCH_ROW (row), *option_slot (self, kind));
  add_row (self, row, kind, 0);
  g_signal_connect (row, "notify::active", G_CALLBACK (on_option_active_cb), self);
  return row;
}

static void
on_name_changed_cb (GtkEditable *editable, SchottEditorVariant *self)
{
  const VariantRow *r = find_row (self, editable);
  guint l = r->index;

  if (self->filling)
    return;
  /* kind 0: the variant's name; else the place name of location kind - 1 */
  if (r->kind == 0)
    schott_variant_file_set_name (self->file, l, gtk_editable_get_text (editable));
  else
    schott_variant_file_set_place_name (self->file, r->kind - 1, l, gtk_editable_get_text (editable));
  changed (self);
}

static GtkWidget *
name_row (SchottEditorVariant *self, gboolean place, guint location, guint l)
{
  GtkWidget *row = adw_entry_row_new ();
  const char *lang = schott_variant_file_get_language (self->file, l);
  const char *text = place ? schott_variant_file_get_place_name (self->file, location, l)
                           : schott_variant_file_get_name (self->file, l);
  /* TRANSLATORS: entry titles: "Name (de)", "Place name (de)" */
  g_autofree char *title = place ? g_strdup_printf (_("Place name (%s)"), lang)
                                 : g_strdup_printf (_("Name (%s)"), lang);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), text ? text : "");
  add_row (self, row, place ? location + 1 : 0, l);
  g_signal_connect (row, "changed", G_CALLBACK (on_name_changed_cb), self);
  return row;
}

static void
on_value_selected_cb (GtkDropDown *dropdown, GParamSpec *pspec, SchottEditorVariant *self)
{
  static const gint8 values[] = { -1, 1, 2, 3 };
  guint index = find_row (self, dropdown)->index;
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (self->filling || selected >= G_N_ELEMENTS (values))
    return;
  schott_variant_file_get_variant (self->file)->field_value[schott_variant_file_get_location_field (self->file, index)]
    = values[selected];
  changed (self);
}

static void
on_remove_location_clicked_cb (GtkButton *button, SchottEditorVariant *self)
{
  guint index = find_row (self, button)->index;

  schott_variant_file_remove_location (self->file, index);
  rebuild (self);
  changed (self);
}

static void
on_add_location_clicked_cb (GtkButton *button, SchottEditorVariant *self)
{
  if (!schott_variant_file_add_location (self->file))
    {
      gtk_label_set_text (self->problems_label, _("Every field of the route is a location already."));
      return;
    }
  rebuild (self);
  changed (self);
}

static void
rebuild (SchottEditorVariant *self)
{
  SchottVariant *v = schott_variant_file_get_variant (self->file);
  GtkWidget *child, *group;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box))) != NULL)
    gtk_box_remove (self->groups_box, child);
  g_array_set_size (self->rows, 0);
  if (!schott_variant_file_is_open (self->file))
    return;
  self->filling = TRUE;
  schott_variant_file_sort_locations (self->file);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Name"));
  for (guint l = 0; l < schott_variant_file_get_n_languages (self->file); l++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), name_row (self, FALSE, 0, l));
  gtk_box_append (self->groups_box, group);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Decks"));
  for (guint n = SCHOTT_MIN_PLAYERS; n <= SCHOTT_MAX_PLAYERS; n++)
    {
      g_autofree char *title = g_strdup_printf (_("%u players: highest card"), n);
      g_autofree char *jokers = g_strdup_printf (_("%u players: jokers"), n);

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 number_row (self, title, NULL, NUM_DECK_MAX, n, v->deck[n].max_value, 10, SCHOTT_MAX_VALUE));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 number_row (self, jokers, NULL, NUM_DECK_JOKERS, n, v->deck[n].n_jokers, 0, SCHOTT_MAX_JOKERS));
    }
  gtk_box_append (self->groups_box, group);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Rows and Options"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             number_row (self, _("_Row length"), NULL, NUM_ROW_LENGTH, 0, v->row_length, 3, SCHOTT_MAX_ROW));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             number_row (self, _("_Event cards per player and stage"), NULL, NUM_EVENTS_PER_PLAYER, 0,
                                         v->events_per_player, 0, SCHOTT_MAX_EVENTS_PER_PLAYER));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             number_row (self, _("_Fields for a right answer"), NULL, NUM_QUESTION_REWARD, 0,
                                         v->question_reward, 0, 9));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), option_row (self, _("Fast _Track card"), OPT_FAST_TRACK));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), option_row (self, _("_Questions"), OPT_QUESTIONS));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), option_row (self, _("A drawn card may be _discarded"), OPT_DISCARD));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), option_row (self, _("_Single stage (first full row wins)"), OPT_SINGLE));
  gtk_box_append (self->groups_box, group);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Event Mix"));
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    {
      g_autofree char *title = g_strdup_printf ("E%u · %s", k, schott_event_title (k));
      /* TRANSLATORS: accessible name of a spin button: "Copies of E3" */
      g_autofree char *copies = g_strdup_printf (_("Copies of E%u"), k);
      g_autofree char *amount = g_strdup_printf (_("Fields moved by E%u"), k);

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 number_row (self, title, copies, NUM_EVENT_COPIES, k, v->event_copies[k], 0, 8));
      if (schott_event_kind_has_amount (k))
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                   number_row (self, title, amount, NUM_EVENT_AMOUNT, k, v->event_amount[k], 1, 9));
    }
  gtk_box_append (self->groups_box, group);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Route"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Location fields move a figure on (+1 to +3) or back (−1) after a question."));
  {
    GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add Location"));

    gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
    g_signal_connect (add, "clicked", G_CALLBACK (on_add_location_clicked_cb), self);
    adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), add);
  }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             number_row (self, _("Route _length (0: no route)"), NULL, NUM_ROUTE_LENGTH, 0,
                                         v->route_length, 0, SCHOTT_MAX_ROUTE));
  for (guint i = 0; i < schott_variant_file_get_n_locations (self->file); i++)
    {
      static const char *const value_names[] = { "−1", "+1", "+2", "+3", NULL };
      guint field = schott_variant_file_get_location_field (self->file, i);
      const char *name = schott_variant_file_get_place_name (self->file, i, 0);
      GtkWidget *expander = adw_expander_row_new ();
      GtkWidget *dropdown = gtk_drop_down_new_from_strings (value_names);
      GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
      gint8 value = v->field_value[field];
      g_autofree char *title = g_strdup_printf (_("Location on field %u"), field);
      g_autofree char *remove_name = g_strdup_printf (_("Remove the location on field %u"), field);
      const char *place = name && *name ? name : "";

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), place);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), value < 0 ? 0 : (guint) MIN (value, 3));
      gtk_widget_set_valign (dropdown, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (dropdown, _("Fields moved after a right answer"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Value of the location field"), -1);
      add_row (self, dropdown, 0, i);
      g_signal_connect (dropdown, "notify::selected", G_CALLBACK (on_value_selected_cb), self);
      adw_expander_row_add_suffix (ADW_EXPANDER_ROW (expander), dropdown);
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_tooltip_text (remove, remove_name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, remove_name, -1);
      add_row (self, remove, 0, i);
      g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_location_clicked_cb), self);
      adw_expander_row_add_suffix (ADW_EXPANDER_ROW (expander), remove);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                number_row (self, _("_Field"), NULL, NUM_LOCATION_FIELD, i, field, 1,
                                            MAX (v->route_length, 2) - 1));
      for (guint l = 0; l < schott_variant_file_get_n_languages (self->file); l++)
        adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), name_row (self, TRUE, i, l));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
    }
  gtk_box_append (self->groups_box, group);
  schott_editor_route_set_fields (self->route, MIN (v->route_length, SCHOTT_MAX_ROUTE), v->field_value);
  self->filling = FALSE;
}

/* ------------------------------------------------------------ files */

static void
list_variant_files (SchottEditorVariant *self)
{
  const char *env = g_getenv ("SCHOTT_WORLD_DATADIR");
  g_autofree char *user = g_build_filename (g_get_user_data_dir (), "schott-world", "variants", NULL);
  g_autofree char *shipped = g_build_filename (env && *env ? env : PKGDATADIR, "variants", NULL);
  const char *dirs[] = { user, shipped };
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);

  g_ptr_array_set_size (self->paths, 0);
  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      g_autoptr (GDir) d = g_dir_open (dirs[i], 0, NULL);
      g_autoptr (GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      while (d != NULL && (name = g_dir_read_name (d)) != NULL)
        if (g_str_has_suffix (name, ".schott-variant.xml"))
          g_ptr_array_add (found, g_strdup (name));
      g_ptr_array_sort (found, (GCompareFunc) g_strcmp0);
      for (guint j = 0; j < found->len; j++)
        {
          const char *n = g_ptr_array_index (found, j);
          /* TRANSLATORS: a variant file in the chooser: "schott.schott-variant.xml (mine)" */
          g_autofree char *label = i == 0 ? g_strdup_printf (_("%s (mine)"), n) : g_strdup (n);

          g_ptr_array_add (self->paths, g_build_filename (dirs[i], n, NULL));
          gtk_string_list_append (names, label);
        }
    }
  self->filling = TRUE;
  gtk_drop_down_set_model (self->file_dropdown, G_LIST_MODEL (names));
  self->filling = FALSE;
}

static void
load (SchottEditorVariant *self, const char *path)
{
  g_autoptr (GError) error = NULL;

  if (!schott_variant_file_load (self->file, path, &error))
    {
      rebuild (self);
      gtk_label_set_text (self->problems_label, error ? error->message : _("No variant file was found."));
      return;
    }
  g_free (self->path);
  self->path = g_strdup (path);
  self->dirty = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->save_button), FALSE);
  rebuild (self);
  gtk_label_set_text (self->problems_label, _("No problems."));
}

static void
on_file_selected_cb (GtkDropDown *dropdown, GParamSpec *pspec, SchottEditorVariant *self)
{
  guint i = gtk_drop_down_get_selected (dropdown);

  if (self->filling || i >= self->paths->len)
    return;
  if (self->dirty)
    {
      /* keep the edits: go back to the edited file in the chooser */
      gtk_label_set_text (self->problems_label, _("Save or revert the changes before choosing another variant."));
      self->filling = TRUE;
      for (guint j = 0; j < self->paths->len; j++)
        if (g_strcmp0 (g_ptr_array_index (self->paths, j), self->path) == 0)
          gtk_drop_down_set_selected (dropdown, j);
      self->filling = FALSE;
      return;
    }
  load (self, g_ptr_array_index (self->paths, i));
}

static void
on_save_clicked_cb (GtkButton *button, SchottEditorVariant *self)
{
  g_autoptr (GError) error = NULL;
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  if (!schott_editor_variant_save (self, &error))
    gtk_label_set_text (self->problems_label, error->message);
  else if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new (_("Variant saved")));
}

static void
on_revert_clicked_cb (GtkButton *button, SchottEditorVariant *self)
{
  schott_editor_variant_discard (self);
}

static void
schott_editor_variant_finalize (GObject *object)
{
  SchottEditorVariant *self = SCHOTT_EDITOR_VARIANT (object);

  g_clear_object (&self->file);
  g_ptr_array_unref (self->paths);
  g_free (self->path);
  g_array_unref (self->rows);
  G_OBJECT_CLASS (schott_editor_variant_parent_class)->finalize (object);
}

static void
schott_editor_variant_class_init (SchottEditorVariantClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = schott_editor_variant_finalize;
  g_type_ensure (SCHOTT_TYPE_EDITOR_ROUTE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-editor-variant.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottEditorVariant, file_dropdown);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorVariant, save_button);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorVariant, problems_label);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorVariant, groups_box);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorVariant, route);
  gtk_widget_class_bind_template_callback (widget_class, on_save_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_revert_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_file_selected_cb);
}

static void
schott_editor_variant_init (SchottEditorVariant *self)
{
  self->paths = g_ptr_array_new_with_free_func (g_free);
  self->file = schott_variant_file_new ();
  self->rows = g_array_new (FALSE, FALSE, sizeof (VariantRow));
  gtk_widget_init_template (GTK_WIDGET (self));
  schott_editor_drop_down_ellipsize (self->file_dropdown);
  list_variant_files (self);
  /* the full SCHOTT variant first when it is there */
  for (guint i = 0; i < self->paths->len; i++)
    if (g_str_has_suffix (g_ptr_array_index (self->paths, i), "/schott.schott-variant.xml"))
      {
        self->filling = TRUE;
        gtk_drop_down_set_selected (self->file_dropdown, i);
        self->filling = FALSE;
        load (self, g_ptr_array_index (self->paths, i));
        return;
      }
  load (self, self->paths->len > 0 ? g_ptr_array_index (self->paths, 0) : NULL);
}

gboolean
schott_editor_variant_get_dirty (SchottEditorVariant *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_VARIANT (self), FALSE);
  return self->dirty;
}

gboolean
schott_editor_variant_save (SchottEditorVariant *self, GError **error)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "schott-world", "variants", NULL);
  g_autofree char *path = NULL;

  g_return_val_if_fail (SCHOTT_IS_EDITOR_VARIANT (self), FALSE);
  path = schott_variant_file_save (self->file, dir, error);
  if (path == NULL)
    return FALSE;
  self->dirty = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->save_button), FALSE);
  list_variant_files (self);
  self->filling = TRUE;
  for (guint j = 0; j < self->paths->len; j++)
    if (g_strcmp0 (g_ptr_array_index (self->paths, j), path) == 0)
      gtk_drop_down_set_selected (self->file_dropdown, j);
  self->filling = FALSE;
  g_free (self->path);
  self->path = g_steal_pointer (&path);
  return TRUE;
}

void
schott_editor_variant_discard (SchottEditorVariant *self)
{
  g_autofree char *path = NULL;

  g_return_if_fail (SCHOTT_IS_EDITOR_VARIANT (self));
  path = g_strdup (self->path);
  self->dirty = FALSE;
  load (self, path);
}
