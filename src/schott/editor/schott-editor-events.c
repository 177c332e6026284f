/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-events.c: the event-card texts editor. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "schott-editor-events.h"
#include "schott-editor-page.h"
#include "schott-event-texts-model.h"
#include "schott-strings.h"

#define EVENTS_FILE "default.schott-events.xml"

struct _SchottEditorEvents
{
  AdwBin            parent_instance;
  GtkLabel         *path_label;
  GtkLabel         *problems_label;
  GtkButton        *save_button;
  GtkBox           *groups_box;
  SchottEventTextsModel *texts;
  char             *path;      /* where it was read from */
  gboolean          dirty;
  gboolean          filling;
  GArray           *rows;      /* EventRow: what each editing row edits */
};

typedef struct
{
  GtkWidget *row;
  guint      kind;
  guint      lang;     /* of a text row */
  gboolean   amount;   /* a spin row: the amount, not the copies */
} EventRow;

G_DEFINE_FINAL_TYPE (SchottEditorEvents, schott_editor_events, ADW_TYPE_BIN)

static void
add_row (SchottEditorEvents *self, GtkWidget *row, guint kind, guint lang, gboolean amount)
{
  EventRow r = { row, kind, lang, amount };

  g_array_append_val (self->rows, r);
}

static const EventRow *
find_row (SchottEditorEvents *self, gpointer widget)
{
  const EventRow *r = schott_editor_rows_find (self->rows, widget);

  g_assert (r != NULL);
  return r;
}

static char *
user_events_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "schott-world", "events", EVENTS_FILE, NULL);
}

static void
validate (SchottEditorEvents *self)
{
  g_autofree char *text = self->texts != NULL ? schott_event_texts_model_problems_text (self->texts) : NULL;

  gtk_label_set_text (self->problems_label, text != NULL ? text : _("No problems."));
}

static void
set_dirty (SchottEditorEvents *self, gboolean dirty)
{
  self->dirty = dirty;
  gtk_widget_set_sensitive (GTK_WIDGET (self->save_button), dirty);
  validate (self);
}

static void
on_text_changed_cb (GtkEditable *editable, SchottEditorEvents *self)
{
  const EventRow *r = find_row (self, editable);
  guint kind = r->kind;
  guint l = r->lang;

  if (self->filling)
    return;
  schott_event_texts_model_set_text (self->texts, kind, l, gtk_editable_get_text (editable));
  set_dirty (self, TRUE);
}

static void
on_spin_changed_cb (AdwSpinRow *row, GParamSpec *pspec, SchottEditorEvents *self)
{
  const EventRow *r = find_row (self, row);
  guint kind = r->kind;
  gboolean amount = r->amount;
  guint value = (guint) adw_spin_row_get_value (row);

  if (self->filling)
    return;
  if (amount)
    schott_event_texts_model_set_amount (self->texts, kind, value);
  else
    schott_event_texts_model_set_copies (self->texts, kind, value);
  set_dirty (self, TRUE);
}

static GtkWidget *
spin_row (SchottEditorEvents *self, const char *title, guint kind, gboolean amount,
          guint value, guint max)
{
  GtkWidget *row = adw_spin_row_new_with_range (amount ? 1 : 0, max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_spin_row_set_value (ADW_SPIN_ROW (row), value);
  add_row (self, row, kind, 0, amount);
  g_signal_connect (row, "notify::value", G_CALLBACK (on_spin_changed_cb), self);
  {
    /* every card has these rows: the name says which card */
    g_autofree char *plain = g_strdup_printf ("%s (E%u)", title, kind);
    char *u = strchr (plain, '_');
    if (u != NULL)
      memmove (u, u + 1, strlen (u));
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, plain, -1);
  }
  return row;
}

static void
rebuild (SchottEditorEvents *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box))) != NULL)
    gtk_box_remove (self->groups_box, child);
  g_array_set_size (self->rows, 0);
  if (self->texts == NULL)
    return;
  self->filling = TRUE;
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    {
      GtkWidget *group = adw_preferences_group_new ();
      g_autofree char *title = g_strdup_printf ("E%u · %s", k, schott_event_title (k));

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 spin_row (self, _("_Copies in the deck"), k, FALSE,
                                           schott_event_texts_model_get_copies (self->texts, k), 8));
      if (schott_event_kind_has_amount (k))
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                   spin_row (self, _("Fields _moved"), k, TRUE,
                                             MAX (schott_event_texts_model_get_amount (self->texts, k), 1), 9));
      for (guint l = 0; l < schott_event_texts_model_get_n_languages (self->texts); l++)
        {
          GtkWidget *row = adw_entry_row_new ();
          const char *lang = schott_event_texts_model_get_language (self->texts, l);
          const char *text = schott_event_texts_model_get_text (self->texts, k, l);
          /* TRANSLATORS: the title of a card text entry: "Text (de)" */
          g_autofree char *row_title = g_strdup_printf (_("Text (%s)"), lang);

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), row_title);
          gtk_editable_set_text (GTK_EDITABLE (row), text ? text : "");
          add_row (self, row, k, l, FALSE);
          g_signal_connect (row, "changed", G_CALLBACK (on_text_changed_cb), self);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        }
      gtk_box_append (self->groups_box, group);
    }
  self->filling = FALSE;
}

static void
load (SchottEditorEvents *self)
{
  g_autofree char *user = user_events_path ();
  const char *env = g_getenv ("SCHOTT_WORLD_DATADIR");
  g_autofree char *shipped = g_build_filename (env && *env ? env : PKGDATADIR, "events", EVENTS_FILE, NULL);
  g_autoptr (GError) error = NULL;
  const char *path = g_file_test (user, G_FILE_TEST_EXISTS) ? user : shipped;

  g_clear_object (&self->texts);
  g_free (self->path);
  self->path = g_strdup (path);
  /* a broken file is never overwritten silently: the model starts from
   * defaults only in memory and the label says why */
  self->texts = schott_event_texts_model_load (path, &error);
  if (error != NULL)
    gtk_label_set_text (self->path_label, error->message);
  else
    gtk_label_set_text (self->path_label, path);
  rebuild (self);
  set_dirty (self, FALSE);
}

static void
on_save_clicked_cb (GtkButton *button, SchottEditorEvents *self)
{
  g_autoptr (GError) error = NULL;
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  if (!schott_editor_events_save (self, &error))
    gtk_label_set_text (self->problems_label, error->message);
  else if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new (_("Event cards saved")));
}

static void
on_revert_clicked_cb (GtkButton *button, SchottEditorEvents *self)
{
  schott_editor_events_discard (self);
}

static void
schott_editor_events_finalize (GObject *object)
{
  SchottEditorEvents *self = SCHOTT_EDITOR_EVENTS (object);

  g_clear_object (&self->texts);
  g_free (self->path);
  g_array_unref (self->rows);
  G_OBJECT_CLASS (schott_editor_events_parent_class)->finalize (object);
}

static void
schott_editor_events_class_init (SchottEditorEventsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = schott_editor_events_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-editor-events.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottEditorEvents, path_label);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorEvents, problems_label);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorEvents, save_button);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorEvents, groups_box);
  gtk_widget_class_bind_template_callback (widget_class, on_save_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_revert_clicked_cb);
}

static void
schott_editor_events_init (SchottEditorEvents *self)
{
  self->rows = g_array_new (FALSE, FALSE, sizeof (EventRow));
  gtk_widget_init_template (GTK_WIDGET (self));
  load (self);
}

gboolean
schott_editor_events_get_dirty (SchottEditorEvents *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_EVENTS (self), FALSE);
  return self->dirty;
}

gboolean
schott_editor_events_save (SchottEditorEvents *self, GError **error)
{
  g_autofree char *path = user_events_path ();

  g_return_val_if_fail (SCHOTT_IS_EDITOR_EVENTS (self), FALSE);
  if (!schott_event_texts_model_save (self->texts, path, error))
    return FALSE;
  g_free (self->path);
  self->path = g_steal_pointer (&path);
  gtk_label_set_text (self->path_label, self->path);
  set_dirty (self, FALSE);
  return TRUE;
}

void
schott_editor_events_discard (SchottEditorEvents *self)
{
  g_return_if_fail (SCHOTT_IS_EDITOR_EVENTS (self));
  load (self);
}
