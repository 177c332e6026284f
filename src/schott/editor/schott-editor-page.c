/* schott-editor-page.c: the editor page: a question pack in a table and a
 * form, with its problems, drafts, files and CSV; event-card texts and rule
 * variants on sub-pages. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "schott-editor-csv.h"
#include "schott-editor-events.h"
#include "schott-editor-page.h"
#include "schott-editor-sorter.h"
#include "schott-editor-variant.h"
#include "schott-pack-view.h"
#include "schott-strings.h"

#define MAX_PROBLEM_ROWS 200
#define DRAFT_INTERVAL_S 5
#define VALIDATE_DELAY_MS 300
#define DRAFT_SUFFIX ".schott-draft"

typedef enum
{
  PENDING_NONE,
  PENDING_NEW,
  PENDING_OPEN_DIALOG,
  PENDING_OPEN_PATH,
  PENDING_CLOSE_WINDOW,
} PendingAction;

struct _SchottEditorPage
{
  AdwBin parent_instance;

  /* template children */
  AdwToastOverlay *toast_overlay;
  GtkRevealer     *draft_revealer;
  GtkLabel        *draft_label;
  GtkButton       *draft_restore_button;
  GtkButton       *draft_discard_button;
  GtkRevealer     *csv_revealer;
  GtkLabel        *csv_label;
  GtkButton       *csv_show_button;
  GtkButton       *csv_close_button;
  GtkRevealer     *error_revealer;
  GtkLabel        *error_label;
  GtkButton       *error_close_button;
  GtkMenuButton   *file_button;
  GtkLabel        *title_label;
  AdwViewStack    *sub_stack;
  AdwNavigationSplitView *split_view;
  GtkSearchEntry  *search_entry;
  GtkDropDown     *category_filter;
  GtkDropDown     *state_filter;
  GtkDropDown     *lang_dropdown;
  GtkColumnView   *column_view;
  GtkColumnViewColumn *id_column;
  GtkColumnViewColumn *category_column;
  GtkColumnViewColumn *difficulty_column;
  GtkColumnViewColumn *text_column;
  GtkColumnViewColumn *status_column;
  GtkLabel        *count_label;
  GtkStack        *form_stack;
  AdwEntryRow     *id_row;
  AdwComboRow     *category_row;
  AdwComboRow     *difficulty_row;
  GtkNotebook     *lang_notebook;
  GtkFlowBox      *completeness_box;
  GtkLabel        *problems_heading;
  GtkListBox      *problems_list;
  GMenu           *recent_section;
  GMenu           *user_section;
  SchottEditorEvents  *events_editor;
  SchottEditorVariant *variant_editor;

  /* the list chain: model -> view (search, category, order: on a worker)
   * -> selection */
  SchottPackModel    *model;
  SchottPackView     *view;
  GtkSingleSelection *selection;
  guint               selected_row;   /* the row selected before the rows changed */
  SchottPackQuestion *select_when_ready; /* to select once the view is sorted */
  SchottPackQuestion *current_item;      /* the form's question */

  gint        current;          /* pack position of the form's question, -1 */
  GPtrArray  *entries;          /* GtkTextView *, [lang * SCHOTT_N_FIELDS + field] */
  GPtrArray  *source_labels;    /* GtkLabel *, same index (NULL for the source) */
  GPtrArray  *outdated_markers; /* GtkWidget *, same index (NULL for the source) */
  gboolean    updating;         /* the form is being filled: ignore "changed" */
  guint       validate_id;
  guint       resize_tick;
  gint        resize_frames;
  GdkSurface *surface;          /* the window's, while mapped: its size changes */
  gulong      surface_handler;
  int         surface_width;
  int         surface_height;
  GCancellable *validate_cancellable;
  guint64     validated_serial;  /* change serial of the problems shown */
  guint       validated_errors;
  gboolean    validated;
  guint       draft_id;
  gboolean    draft_needed;
  char       *draft_path;       /* draft of the current pack */
  char       *recovered_draft;  /* draft offered by the banner */
  char       *error_text;
  GCancellable *load_cancellable;
  GCancellable *file_cancellable;  /* the open file dialogs */

  gint        added_position;   /* a question an undo or redo brought back, -1 */
  gboolean    watch_added;
  GPtrArray  *csv_rejected;     /* SchottCsvRejected * of the last import, or NULL */

  PendingAction pending;
  char       *pending_path;
  GtkWindow  *window;           /* the root, for close-request */
  gulong      close_handler;
  gboolean    close_confirmed;
};

G_DEFINE_FINAL_TYPE (SchottEditorPage, schott_editor_page, ADW_TYPE_BIN)

enum
{
  SIGNAL_PACK_LOADED,
  SIGNAL_LOAD_FAILED,
  SIGNAL_SAVED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static const char *const field_labels[SCHOTT_N_FIELDS] = {
  N_("_Question"), N_("_Right answer"), N_("Wrong answer _1"), N_("Wrong answer _2"),
};

static void set_model (SchottEditorPage *self, SchottPackModel *model);
static void run_pending (SchottEditorPage *self);
static gboolean save_pack (SchottEditorPage *self, const char *path, gboolean show_errors);
static void save_as_dialog (SchottEditorPage *self, gboolean then_pending);
static void offer_save_as_read_only (SchottEditorPage *self, gboolean then_pending);
static void offer_copy_of_builtin (SchottEditorPage *self, gboolean then_pending);
static gboolean path_is_read_only_file (const char *path);
static gboolean path_is_builtin (const char *path);
static void show_csv_rejected (SchottEditorPage *self, GPtrArray *rejected);

/* ------------------------------------------------------------- helpers */

static char *
user_dir (const char *what)
{
  return g_build_filename (g_get_user_data_dir (), "schott-world", what, NULL);
}

static void
toast (SchottEditorPage *self, const char *text)
{
  AdwToast *t = adw_toast_new (text);

  adw_toast_set_timeout (t, 4);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

static void
show_error (SchottEditorPage *self, const char *text)
{
  g_free (self->error_text);
  self->error_text = g_strdup (text);
  gtk_label_set_text (self->error_label, text ? text : "");
  gtk_revealer_set_reveal_child (self->error_revealer, text != NULL);
}

static const SchottPack *
pack (SchottEditorPage *self)
{
  return schott_pack_model_get_pack (self->model);
}

static const char *
lang_at (SchottEditorPage *self, guint l)
{
  return g_ptr_array_index (pack (self)->languages, l);
}

static void
update_title (SchottEditorPage *self)
{
  const char *path = schott_pack_model_get_path (self->model);
  g_autofree char *name = path ? g_path_get_basename (path) : g_strdup (_("New pack"));
  g_autofree char *text = g_strdup_printf ("%s%s", schott_pack_model_get_dirty (self->model) ? "• " : "", name);

  gtk_label_set_text (self->title_label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->title_label), path);
}

static void
update_actions (SchottEditorPage *self)
{
  gboolean has = self->current >= 0;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->model));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo", schott_pack_model_can_undo (self->model));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo", schott_pack_model_can_redo (self->model));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.duplicate-question", has);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.delete-question", has);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.move-up", has && self->current > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.move-down", has && (guint) self->current + 1 < n);
}

static void
update_count (SchottEditorPage *self)
{
  guint shown = schott_pack_view_get_n_matches (self->view);
  guint total = g_list_model_get_n_items (G_LIST_MODEL (self->model));
  g_autofree char *text = NULL;

  if (shown == total)
    text = g_strdup_printf (ngettext ("%u question", "%u questions", total), total);
  else
    /* TRANSLATORS: shown while searching: "12 of 60" */
    text = g_strdup_printf (_("%u of %u"), shown, total);
  gtk_label_set_text (self->count_label, text);
}

/* --------------------------------------------------------------- drafts */

/* The name comes from the model (a checksum), never from the pack id,
 * which could hold "/" or "..". */
static char *
draft_path_for (SchottPackModel *model)
{
  g_autofree char *dir = user_dir ("drafts");
  g_autofree char *name = schott_pack_model_dup_draft_name (model);

  return g_build_filename (dir, name, NULL);
}

static void
remove_draft (SchottEditorPage *self)
{
  if (self->draft_path != NULL)
    g_remove (self->draft_path);
  g_clear_pointer (&self->draft_path, g_free);
  self->draft_needed = FALSE;
}

void
schott_editor_page_write_draft (SchottEditorPage *self)
{
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = user_dir ("drafts");
  g_autofree char *path = NULL;

  g_return_if_fail (SCHOTT_IS_EDITOR_PAGE (self));
  self->draft_needed = FALSE;
  if (!schott_pack_model_get_dirty (self->model))
    {
      remove_draft (self);
      return;
    }
  path = draft_path_for (self->model);
  if (self->draft_path != NULL && g_strcmp0 (path, self->draft_path) != 0)
    g_remove (self->draft_path);
  g_mkdir_with_parents (dir, 0700);
  bytes = schott_pack_model_to_draft (self->model, schott_pack_model_get_path (self->model));
  if (!g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error))
    g_warning ("Could not write the draft %s: %s", path, error->message);
  g_free (self->draft_path);
  self->draft_path = g_steal_pointer (&path);
}

static gboolean
on_draft_timeout_cb (gpointer data)
{
  SchottEditorPage *self = data;

  if (self->draft_needed)
    schott_editor_page_write_draft (self);
  return G_SOURCE_CONTINUE;
}

/* The newest draft left behind by a session that did not end cleanly. */
static void
offer_recovered_draft (SchottEditorPage *self)
{
  g_autofree char *dir = user_dir ("drafts");
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  gint64 newest = 0;
  g_autofree char *best = NULL;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf st;

      if (!g_str_has_suffix (name, DRAFT_SUFFIX))
        continue;
      path = g_build_filename (dir, name, NULL);
      if (g_stat (path, &st) == 0 && (gint64) st.st_mtime >= newest)
        {
          newest = st.st_mtime;
          g_free (best);
          best = g_steal_pointer (&path);
        }
    }
  if (best == NULL)
    return;
  {
    g_autoptr (GMappedFile) file = g_mapped_file_new (best, FALSE, NULL);
    g_autoptr (GBytes) bytes = file ? g_mapped_file_get_bytes (file) : NULL;
    g_autoptr (SchottPack) p = bytes ? schott_pack_draft_parse (bytes, NULL, NULL) : NULL;
    g_autoptr (GDateTime) when = g_date_time_new_from_unix_local (newest);
    g_autofree char *time = schott_format_date_time (when);
    g_autofree char *text = NULL;
    const char *title;

    if (p == NULL)
      {
        g_remove (best);
        return;
      }
    title = p->title[0] && *p->title[0] ? p->title[0] : p->id;
    /* TRANSLATORS: a banner at the top of the editor; the first %s is a pack title */
    text = g_strdup_printf (_("A draft of “%s” from %s was recovered."), title, time);
    gtk_label_set_text (self->draft_label, text);
    g_free (self->recovered_draft);
    self->recovered_draft = g_steal_pointer (&best);
    gtk_revealer_set_reveal_child (self->draft_revealer, TRUE);
  }
}

static void
on_draft_restore_clicked_cb (GtkButton *button, SchottEditorPage *self)
{
  g_autoptr (GMappedFile) file = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  SchottPack *p;
  g_autoptr (SchottPackModel) model = NULL;

  gtk_revealer_set_reveal_child (self->draft_revealer, FALSE);
  if (self->recovered_draft == NULL)
    return;
  file = g_mapped_file_new (self->recovered_draft, FALSE, &error);
  bytes = file ? g_mapped_file_get_bytes (file) : NULL;
  p = bytes ? schott_pack_draft_parse (bytes, &path, &error) : NULL;
  if (p == NULL)
    {
      show_error (self, error ? error->message : _("The draft could not be read."));
      return;
    }
  model = schott_pack_model_new_for_pack (p, path);
  schott_pack_model_mark_unsaved (model);
  set_model (self, model);
  /* The restored work is now the current draft. */
  g_free (self->draft_path);
  self->draft_path = g_steal_pointer (&self->recovered_draft);
  toast (self, _("Draft restored: save it to keep it"));
}

static void
on_draft_discard_clicked_cb (GtkButton *button, SchottEditorPage *self)
{
  gtk_revealer_set_reveal_child (self->draft_revealer, FALSE);
  if (self->recovered_draft != NULL)
    g_remove (self->recovered_draft);
  g_clear_pointer (&self->recovered_draft, g_free);
}

/* ------------------------------------------------------------ the form */

static GtkWidget *
entry_at (SchottEditorPage *self, guint l, SchottField f)
{
  guint i = l * SCHOTT_N_FIELDS + f;

  return i < self->entries->len ? g_ptr_array_index (self->entries, i) : NULL;
}

static char *
text_field_dup_text (GtkWidget *field)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (field));
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static void
set_entry_text (GtkWidget *field, const char *text)
{
  g_autofree char *old = text_field_dup_text (field);

  if (g_strcmp0 (old, text) != 0)
    gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (field)), text, -1);
}

/* An answer as the validation compares answers: without invisible
 * format characters, normalised, case-folded. */
static char *
answer_compare_key (const char *text)
{
  g_autoptr (GString) visible = g_string_new (NULL);
  g_autofree char *normal = NULL;

  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_type (c) != G_UNICODE_FORMAT)
        g_string_append_unichar (visible, c);
    }
  normal = g_utf8_normalize (g_strstrip (visible->str), -1, G_NORMALIZE_NFC);
  return g_utf8_casefold (normal != NULL ? normal : "", -1);
}

/* A text field's description for screen readers says both of what its
 * marks say: a duplicate answer and an outdated translation. */
static void
describe_field (SchottEditorPage *self, guint l, SchottField f)
{
  GtkWidget *field = entry_at (self, l, f);
  GtkWidget *frame = field != NULL ? gtk_widget_get_parent (field) : NULL;
  guint i = l * SCHOTT_N_FIELDS + f;
  GtkWidget *marker = i < self->outdated_markers->len ? g_ptr_array_index (self->outdated_markers, i) : NULL;
  gboolean duplicate = frame != NULL && gtk_widget_has_css_class (frame, "error");
  gboolean outdated = marker != NULL && gtk_widget_get_visible (marker);
  const char *same = _("The same as another answer: the three answers must differ");
  const char *old = _("Outdated: the source text changed after this was translated");

  if (field == NULL)
    return;
  if (duplicate && outdated)
    {
      g_autofree char *both = g_strconcat (same, "\n", old, NULL);

      gtk_accessible_update_property (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, both, -1);
    }
  else if (duplicate || outdated)
    gtk_accessible_update_property (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    duplicate ? same : old, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* The fields of two equal answers are marked themselves, for the eye and
 * for screen readers, not only in the problems list. */
static void
mark_duplicate_answers (SchottEditorPage *self, const SchottQuestion *q)
{
  const SchottPack *p = pack (self);
  static const SchottField answers[] = { SCHOTT_FIELD_RIGHT, SCHOTT_FIELD_WRONG1, SCHOTT_FIELD_WRONG2 };

  for (guint l = 0; l < p->languages->len; l++)
    {
      char *keys[G_N_ELEMENTS (answers)];

      for (guint a = 0; a < G_N_ELEMENTS (answers); a++)
        keys[a] = q != NULL ? answer_compare_key (q->field[answers[a]][l]) : g_strdup ("");
      for (guint a = 0; a < G_N_ELEMENTS (answers); a++)
        {
          GtkWidget *field = entry_at (self, l, answers[a]);
          GtkWidget *frame = field != NULL ? gtk_widget_get_parent (field) : NULL;
          gboolean same = FALSE;

          for (guint b = 0; b < G_N_ELEMENTS (answers); b++)
            same |= b != a && *keys[a] != '\0' && strcmp (keys[a], keys[b]) == 0;
          if (frame == NULL || same == gtk_widget_has_css_class (frame, "error"))
            continue;
          if (same)
            {
              gtk_widget_add_css_class (frame, "error");
              gtk_accessible_update_state (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_STATE_INVALID,
                                           GTK_ACCESSIBLE_INVALID_TRUE, -1);
              gtk_widget_set_tooltip_text (frame, _("The same as another answer: the three answers must differ"));
            }
          else
            {
              gtk_widget_remove_css_class (frame, "error");
              gtk_accessible_reset_state (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_STATE_INVALID);
              gtk_widget_set_tooltip_text (frame, NULL);
            }
          describe_field (self, l, answers[a]);
        }
      for (guint a = 0; a < G_N_ELEMENTS (answers); a++)
        g_free (keys[a]);
    }
}

/* A text view reports the height of its text as laid out at the width it
 * had before: after new texts or a new width the fields are measured again
 * in the next two frames, once the text is laid out at the new width (or a
 * wrapped question would show only its first line). */
static gboolean
on_fields_resize_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (widget);

  for (guint i = 0; i < self->entries->len; i++)
    gtk_widget_queue_resize (g_ptr_array_index (self->entries, i));
  if (--self->resize_frames > 0)
    return G_SOURCE_CONTINUE;
  self->resize_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
resize_fields_later (SchottEditorPage *self)
{
  self->resize_frames = 2;
  if (self->resize_tick == 0)
    self->resize_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_fields_resize_tick_cb, NULL, NULL);
}

/* "layout" comes with every frame that lays out: only a new size counts
 * (measuring again lays out again). */
static void
on_surface_layout_cb (GdkSurface *surface, int width, int height, SchottEditorPage *self)
{
  if (width == self->surface_width && height == self->surface_height)
    return;
  self->surface_width = width;
  self->surface_height = height;
  resize_fields_later (self);
}

static void
on_mark_up_to_date_clicked_cb (GtkButton *button, SchottEditorPage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "field-index"));

  if (self->current < 0)
    return;
  schott_pack_model_set_outdated (self->model, self->current, index % SCHOTT_N_FIELDS,
                                  lang_at (self, index / SCHOTT_N_FIELDS), FALSE);
}

/* A translation's heading: the field's label and, while the source text
 * has changed since it was translated, "Outdated" and a button that
 * confirms the translation (issue 18, item 5). */
static GtkWidget *
field_heading (SchottEditorPage *self, GtkWidget *label, guint l, SchottField f)
{
  GtkWidget *box, *marker, *tag, *button;
  g_autofree char *plain = NULL;
  g_autofree char *name = NULL;

  g_ptr_array_add (self->outdated_markers, NULL);
  if (l == 0)
    return label;
  /* four such buttons per language: the name says which field */
  plain = g_strdup (_(field_labels[f]));
  {
    char *src = plain, *dst = plain;
    for (; *src; src++)
      if (*src != '_')
        *dst++ = *src;
    *dst = '\0';
  }
  /* TRANSLATORS: accessible name of a button: "Mark Right answer (de) as up to date" */
  name = g_strdup_printf (_("Mark %s (%s) as up to date"), plain, lang_at (self, l));
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  marker = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  tag = gtk_label_new (_("Outdated"));
  /* a child of our own: a button made with a label is named by it
   * (labelled-by), and its name here must say which field it is about */
  button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (button), gtk_label_new (_("Mark as Up to Date")));
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (tag, "editor-outdated");
  gtk_widget_set_tooltip_text (tag, _("The source text changed after this was translated"));
  gtk_widget_add_css_class (button, "flat");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_set_tooltip_text (button, _("The translation still says what the source text says"));
  g_object_set_data (G_OBJECT (button), "field-index", GUINT_TO_POINTER (l * SCHOTT_N_FIELDS + f));
  g_signal_connect (button, "clicked", G_CALLBACK (on_mark_up_to_date_clicked_cb), self);
  gtk_box_append (GTK_BOX (marker), tag);
  gtk_box_append (GTK_BOX (marker), button);
  gtk_widget_set_visible (marker, FALSE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), marker);
  g_ptr_array_index (self->outdated_markers, self->outdated_markers->len - 1) = marker;
  return box;
}

static void
show_outdated_marker (SchottEditorPage *self, const SchottQuestion *q, guint l, SchottField f)
{
  guint i = l * SCHOTT_N_FIELDS + f;
  GtkWidget *marker = i < self->outdated_markers->len ? g_ptr_array_index (self->outdated_markers, i) : NULL;
  gboolean outdated = schott_pack_is_outdated (pack (self), q, f, lang_at (self, l));

  if (marker == NULL)
    return;
  gtk_widget_set_visible (marker, outdated);
  /* a screen reader says it with the field */
  describe_field (self, l, f);
}

static void
fill_form (SchottEditorPage *self)
{
  const SchottQuestion *q;
  const SchottPack *p = pack (self);

  if (self->current < 0 || (guint) self->current >= p->questions->len)
    {
      self->current = -1;
      mark_duplicate_answers (self, NULL);
      gtk_stack_set_visible_child_name (self->form_stack, "empty");
      update_actions (self);
      return;
    }
  q = g_ptr_array_index (p->questions, self->current);
  self->updating = TRUE;
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->id_row)), q->id) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->id_row), q->id);
  for (guint c = 0; c < p->categories->len; c++)
    if (g_strcmp0 (((SchottCategory *) g_ptr_array_index (p->categories, c))->id, q->category) == 0)
      adw_combo_row_set_selected (self->category_row, c);
  adw_combo_row_set_selected (self->difficulty_row, MIN (q->difficulty, 3));
  for (guint l = 0; l < p->languages->len; l++)
    for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
      {
        GtkLabel *source = g_ptr_array_index (self->source_labels, l * SCHOTT_N_FIELDS + f);

        set_entry_text (entry_at (self, l, f), q->field[f][l]);
        show_outdated_marker (self, q, l, f);
        if (source != NULL)
          gtk_label_set_text (source, *q->field[f][0] ? q->field[f][0] : _("(empty in the source language)"));
      }
  self->updating = FALSE;
  resize_fields_later (self);
  mark_duplicate_answers (self, q);
  gtk_stack_set_visible_child_name (self->form_stack, "form");
  update_actions (self);
}

static void
on_field_changed_cb (GtkTextBuffer *buffer, SchottEditorPage *self)
{
  GtkWidget *field = g_object_get_data (G_OBJECT (buffer), "field");
  g_autofree char *text = NULL;
  guint index;

  if (self->updating || self->current < 0)
    return;
  if (field == NULL || !g_ptr_array_find (self->entries, field, &index))
    return;
  text = text_field_dup_text (field);
  schott_pack_model_set_text (self->model, self->current, index % SCHOTT_N_FIELDS,
                              lang_at (self, index / SCHOTT_N_FIELDS), text);
}

/* A card's text is one paragraph: a line break typed or pasted becomes a
 * space (the field wraps long texts by itself). */
static void
on_field_insert_text_cb (GtkTextBuffer *buffer, GtkTextIter *location, const char *text, int len,
                         SchottEditorPage *self)
{
  g_autofree char *flat = NULL;

  if (len < 0)
    len = strlen (text);
  if (memchr (text, '\n', len) == NULL && memchr (text, '\r', len) == NULL)
    return;
  flat = g_strndup (text, len);
  g_strdelimit (flat, "\r\n", ' ');
  g_signal_stop_emission_by_name (buffer, "insert-text");
  g_signal_handlers_block_by_func (buffer, on_field_insert_text_cb, self);
  gtk_text_buffer_insert (buffer, location, flat, len);
  g_signal_handlers_unblock_by_func (buffer, on_field_insert_text_cb, self);
}

/* Enter in a text field goes on to the next field, as in a form (a card's
 * text is one paragraph); Ctrl+Enter still adds a question. */
static gboolean
on_field_key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                         GdkModifierType state, SchottEditorPage *self)
{
  GtkWidget *field = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkRoot *root = gtk_widget_get_root (field);

  if ((keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0 || root == NULL)
    return FALSE;
  gtk_widget_child_focus (GTK_WIDGET (root), GTK_DIR_TAB_FORWARD);
  return TRUE;
}

/* A wrapping text field in a frame, named for screen readers. */
static GtkWidget *
text_field_new (SchottEditorPage *self, const char *accessible_name, GtkWidget **frame)
{
  GtkWidget *view = gtk_text_view_new ();
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_field_key_pressed_cb), self);
  gtk_widget_add_controller (view, keys);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 7);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 7);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 9);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 9);
  gtk_widget_set_hexpand (view, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible_name,
                                  GTK_ACCESSIBLE_PROPERTY_MULTI_LINE, FALSE, -1);
  g_object_set_data (G_OBJECT (buffer), "field", view);
  g_signal_connect (buffer, "insert-text", G_CALLBACK (on_field_insert_text_cb), self);
  g_signal_connect (buffer, "changed", G_CALLBACK (on_field_changed_cb), self);
  *frame = gtk_frame_new (NULL);
  gtk_widget_add_css_class (*frame, "editor-text-field");
  gtk_frame_set_child (GTK_FRAME (*frame), view);
  return view;
}

static void
on_id_changed_cb (GtkEditable *editable, SchottEditorPage *self)
{
  if (self->updating || self->current < 0)
    return;
  schott_pack_model_set_question_id (self->model, self->current, gtk_editable_get_text (editable));
}

static void
on_category_selected_cb (AdwComboRow *row, GParamSpec *pspec, SchottEditorPage *self)
{
  guint c = adw_combo_row_get_selected (row);

  if (self->updating || self->current < 0 || c >= pack (self)->categories->len)
    return;
  schott_pack_model_set_category (self->model, self->current,
                                  ((SchottCategory *) g_ptr_array_index (pack (self)->categories, c))->id);
}

static void
on_difficulty_selected_cb (AdwComboRow *row, GParamSpec *pspec, SchottEditorPage *self)
{
  if (self->updating || self->current < 0)
    return;
  schott_pack_model_set_difficulty (self->model, self->current, adw_combo_row_get_selected (row));
}

static gboolean
on_entry_focus_leave (GtkEventControllerFocus *controller, SchottEditorPage *self)
{
  schott_pack_model_break_coalescing (self->model);
  return FALSE;
}

/* One notebook page per language: the source text beside each entry. */
static void
build_form (SchottEditorPage *self)
{
  const SchottPack *p = pack (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focused = root ? gtk_root_get_focus (root) : NULL;

  /* an entry must not go away while it has the focus */
  if (focused != NULL && gtk_widget_is_ancestor (focused, GTK_WIDGET (self->lang_notebook)))
    gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  while (gtk_notebook_get_n_pages (self->lang_notebook) > 0)
    gtk_notebook_remove_page (self->lang_notebook, -1);
  g_ptr_array_set_size (self->entries, 0);
  g_ptr_array_set_size (self->source_labels, 0);
  g_ptr_array_set_size (self->outdated_markers, 0);

  for (guint l = 0; l < p->languages->len; l++)
    {
      GtkWidget *grid = gtk_grid_new ();
      GtkWidget *tab = gtk_label_new (lang_at (self, l));

      gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
      gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
      gtk_widget_set_margin_start (grid, 12);
      gtk_widget_set_margin_end (grid, 12);
      gtk_widget_set_margin_top (grid, 12);
      gtk_widget_set_margin_bottom (grid, 12);
      for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
        {
          GtkWidget *label = gtk_label_new_with_mnemonic (_(field_labels[f]));
          GtkWidget *entry;
          GtkWidget *frame;
          GtkWidget *source = NULL;
          GtkEventController *focus = gtk_event_controller_focus_new ();
          g_autofree char *name = NULL;
          g_autofree char *plain = NULL;

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_add_css_class (label, "heading");
          plain = g_strdup (_(field_labels[f]));
          {
            /* the accessible name without the mnemonic underscore */
            char *src = plain, *dst = plain;
            for (; *src; src++)
              if (*src != '_')
                *dst++ = *src;
            *dst = '\0';
          }
          /* TRANSLATORS: accessible name of an entry: "Question (de)" */
          name = g_strdup_printf (_("%s (%s)"), plain, lang_at (self, l));
          entry = text_field_new (self, name, &frame);
          gtk_label_set_mnemonic_widget (GTK_LABEL (label), entry);
          /* the label names the field without its language: the name
           * with it ("Question (de)") is the one to read */
          gtk_accessible_reset_relation (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
          g_signal_connect (focus, "leave", G_CALLBACK (on_entry_focus_leave), self);
          gtk_widget_add_controller (entry, focus);

          gtk_grid_attach (GTK_GRID (grid), field_heading (self, label, l, f), 0, f * 3, 1, 1);
          if (l > 0)
            {
              source = gtk_label_new (NULL);
              gtk_label_set_xalign (GTK_LABEL (source), 0);
              gtk_label_set_wrap (GTK_LABEL (source), TRUE);
              gtk_label_set_wrap_mode (GTK_LABEL (source), PANGO_WRAP_WORD_CHAR);
              gtk_label_set_selectable (GTK_LABEL (source), TRUE);
              gtk_widget_add_css_class (source, "dim-label");
              gtk_widget_set_tooltip_text (source, _("The source language text (read-only)"));
              gtk_grid_attach (GTK_GRID (grid), source, 0, f * 3 + 1, 1, 1);
            }
          gtk_grid_attach (GTK_GRID (grid), frame, 0, f * 3 + 2, 1, 1);
          if (f + 1 < SCHOTT_N_FIELDS)
            gtk_widget_set_margin_bottom (frame, 8);
          g_ptr_array_add (self->entries, entry);
          g_ptr_array_add (self->source_labels, source);
        }
      gtk_notebook_append_page (self->lang_notebook, grid, tab);
    }
}

static void
build_categories (SchottEditorPage *self)
{
  const SchottPack *p = pack (self);
  const char *lang = schott_pack_model_get_display_lang (self->model);
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) filter = gtk_string_list_new (NULL);

  gtk_string_list_append (filter, _("All categories"));
  for (guint c = 0; c < p->categories->len; c++)
    {
      SchottCategory *cat = g_ptr_array_index (p->categories, c);
      const char *name = schott_pack_localized (p, cat->name, lang);
      g_autofree char *label = g_strdup_printf ("%s (%s)", name && *name ? name : cat->id, cat->id);

      gtk_string_list_append (names, label);
      gtk_string_list_append (filter, label);
    }
  self->updating = TRUE;
  adw_combo_row_set_model (self->category_row, G_LIST_MODEL (names));
  gtk_drop_down_set_model (self->category_filter, G_LIST_MODEL (filter));
  gtk_drop_down_set_selected (self->category_filter, 0);
  self->updating = FALSE;
}

static void
build_languages (SchottEditorPage *self)
{
  const SchottPack *p = pack (self);
  g_autoptr (GtkStringList) langs = gtk_string_list_new (NULL);

  for (guint l = 0; l < p->languages->len; l++)
    gtk_string_list_append (langs, lang_at (self, l));
  self->updating = TRUE;
  gtk_drop_down_set_model (self->lang_dropdown, G_LIST_MODEL (langs));
  gtk_drop_down_set_selected (self->lang_dropdown,
                              MAX (schott_pack_language_index (p, schott_pack_model_get_display_lang (self->model)), 0));
  self->updating = FALSE;
}

/* On a narrow window the table and the form take turns: a chosen
 * question shows its form. */
static void
show_form (SchottEditorPage *self)
{
  adw_navigation_split_view_set_show_content (self->split_view, TRUE);
}

/* ---------------------------------------------------- problems and counts */

static void
on_problem_activated_cb (GtkListBox *box, GtkListBoxRow *row, SchottEditorPage *self)
{
  gint question = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "question")) - 1;
  const char *lang = g_object_get_data (G_OBJECT (row), "lang");

  if (question >= 0)
    {
      schott_editor_page_select_question (self, question, lang);
      show_form (self);
    }
}

/* Shows a validation's problems and per-language completeness. */
static void
show_validation (SchottEditorPage *self, SchottValidation *validation)
{
  GPtrArray *problems = validation->problems;
  const SchottPack *p = pack (self);
  GtkWidget *child;
  g_autofree char *heading = NULL;

  self->validated = TRUE;
  self->validated_serial = validation->serial;
  self->validated_errors = validation->n_errors;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems_list))) != NULL)
    gtk_list_box_remove (self->problems_list, child);
  for (guint i = 0; i < problems->len && i < MAX_PROBLEM_ROWS; i++)
    {
      SchottProblem *problem = g_ptr_array_index (problems, i);
      AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
      GtkWidget *icon = gtk_image_new_from_icon_name (problem->severity == SCHOTT_PROBLEM_ERROR
                                                      ? "dialog-error-symbolic"
                                                      : "dialog-warning-symbolic");
      g_autofree char *subtitle = NULL;

      gtk_widget_add_css_class (icon, problem->severity == SCHOTT_PROBLEM_ERROR ? "error" : "warning");
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      problem->severity == SCHOTT_PROBLEM_ERROR ? _("Error") : _("Warning"), -1);
      adw_action_row_add_prefix (row, icon);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), problem->message);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      if (problem->question >= 0 && (guint) problem->question < p->questions->len)
        {
          const SchottQuestion *q = g_ptr_array_index (p->questions, problem->question);

          /* TRANSLATORS: where a problem is: "question 12 (glass-012)" */
          subtitle = g_strdup_printf (_("Question %d (%s)%s%s"), problem->question + 1, q->id,
                                      problem->lang ? " · " : "", problem->lang ? problem->lang : "");
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
          adw_action_row_add_suffix (row, gtk_image_new_from_icon_name ("go-next-symbolic"));
        }
      else
        subtitle = g_strdup (_("The pack"));
      adw_action_row_set_subtitle (row, subtitle);
      g_object_set_data (G_OBJECT (row), "question", GINT_TO_POINTER (problem->question + 1));
      g_object_set_data_full (G_OBJECT (row), "lang", g_strdup (problem->lang), g_free);
      gtk_list_box_append (self->problems_list, GTK_WIDGET (row));
    }
  if (problems->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No problems: the pack can be saved and played."));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("object-select-symbolic"));
      gtk_list_box_append (self->problems_list, row);
    }
  else if (problems->len > MAX_PROBLEM_ROWS)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *more = g_strdup_printf (ngettext ("and %u more problem", "and %u more problems",
                                                         problems->len - MAX_PROBLEM_ROWS),
                                               problems->len - MAX_PROBLEM_ROWS);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), more);
      gtk_list_box_append (self->problems_list, row);
    }
  /* TRANSLATORS: heading of the problems list: "Problems (3 errors, 5 in all)" */
  heading = problems->len == 0 ? g_strdup (_("Problems"))
            : g_strdup_printf (ngettext ("Problems (%u error, %u in all)", "Problems (%u errors, %u in all)",
                                         validation->n_errors),
                               validation->n_errors, problems->len);
  gtk_label_set_text (self->problems_heading, heading);

  /* per-language completeness: "zh-CN 48 of 60" */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->completeness_box))) != NULL)
    gtk_flow_box_remove (self->completeness_box, child);
  for (guint l = 0; l < validation->n_languages && l < p->languages->len; l++)
    {
      guint done = validation->complete[l];
      guint outdated = validation->outdated != NULL ? validation->outdated[l] : 0;
      /* TRANSLATORS: translation progress of one language: "zh-CN 48 of 60" */
      g_autofree char *text = outdated == 0
        ? g_strdup_printf (_("%s %u of %u"), lang_at (self, l), done, validation->n_questions)
        /* TRANSLATORS: translation progress with questions whose source
         * text changed since: "de 85 of 87, 2 outdated" */
        : g_strdup_printf (_("%s %u of %u, %u outdated"), lang_at (self, l), done,
                           validation->n_questions, outdated);
      GtkWidget *label = gtk_label_new (text);

      gtk_widget_add_css_class (label, "editor-chip");
      if (done < validation->n_questions || outdated > 0)
        gtk_widget_add_css_class (label, "editor-chip-incomplete");
      gtk_flow_box_append (self->completeness_box, label);
    }
}

static void
on_validated_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (SchottValidation) validation = NULL;
  SchottEditorPage *self;

  validation = schott_pack_model_validate_finish (SCHOTT_PACK_MODEL (source), result, NULL);
  /* NULL: cancelled, by a newer state or because the page went away */
  if (validation == NULL)
    return;
  self = data;
  if (SCHOTT_PACK_MODEL (source) != self->model
      || validation->serial != schott_pack_model_get_change_serial (self->model))
    return;
  g_clear_object (&self->validate_cancellable);
  show_validation (self, validation);
}

/* Validation of a large pack takes a while: it runs on a worker; the
 * result is shown unless a newer state superseded it. */
static void
validate_later (SchottEditorPage *self)
{
  g_cancellable_cancel (self->validate_cancellable);
  g_clear_object (&self->validate_cancellable);
  self->validate_cancellable = g_cancellable_new ();
  schott_pack_model_validate_async (self->model, self->validate_cancellable, on_validated_cb, self);
}

/* Saving must know now: the shown problems if they are current. */
static guint
count_errors_now (SchottEditorPage *self)
{
  g_autoptr (SchottValidation) validation = NULL;

  if (self->validated && self->validated_serial == schott_pack_model_get_change_serial (self->model)
      && self->validate_cancellable == NULL && self->validate_id == 0)
    return self->validated_errors;
  g_clear_handle_id (&self->validate_id, g_source_remove);
  g_cancellable_cancel (self->validate_cancellable);
  g_clear_object (&self->validate_cancellable);
  validation = schott_pack_model_validate_full (self->model);
  show_validation (self, validation);
  return validation->n_errors;
}

static gboolean
on_validate_timeout_cb (gpointer data)
{
  SchottEditorPage *self = data;

  self->validate_id = 0;
  validate_later (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_validation (SchottEditorPage *self)
{
  g_clear_handle_id (&self->validate_id, g_source_remove);
  /* the result in flight is already out of date */
  g_cancellable_cancel (self->validate_cancellable);
  g_clear_object (&self->validate_cancellable);
  self->validate_id = g_timeout_add (VALIDATE_DELAY_MS, on_validate_timeout_cb, self);
}

/* --------------------------------------------------------- the table */

static void
sync_current_from_selection (SchottEditorPage *self)
{
  SchottPackRow *row = gtk_single_selection_get_selected_item (self->selection);
  SchottPackQuestion *item = row != NULL ? schott_pack_row_get_question (row) : NULL;
  gint current = item ? schott_pack_model_index_of (self->model, item) : -1;

  if (current != self->current)
    schott_pack_model_break_coalescing (self->model);
  self->current = current;
  if (current < 0)
    item = NULL;
  g_set_object (&self->current_item, item);
  fill_form (self);
}

static void
on_selection_changed_cb (GtkSingleSelection *selection, GParamSpec *pspec, SchottEditorPage *self)
{
  /* while the rows change, "rows-changed" decides afterwards */
  if (schott_pack_view_get_updating (self->view))
    return;
  self->selected_row = gtk_single_selection_get_selected (selection);
  sync_current_from_selection (self);
}

static void
on_model_changed_cb (SchottPackModel *model, SchottEditorPage *self)
{
  const SchottPack *p = pack (self);

  /* undoing "add language" or "add category" changes the form's shape */
  if (self->entries->len != p->languages->len * SCHOTT_N_FIELDS)
    {
      build_form (self);
      build_languages (self);
      fill_form (self);
    }
  if (g_list_model_get_n_items (adw_combo_row_get_model (self->category_row)) != p->categories->len)
    {
      build_categories (self);
      fill_form (self);
    }
  self->draft_needed = TRUE;
  schedule_validation (self);
  update_actions (self);
}

static void
on_model_items_changed_cb (GListModel *model, guint position, guint removed, guint added,
                           SchottEditorPage *self)
{
  if (self->watch_added && added == 1 && removed == 0)
    self->added_position = (gint) position;
}

static void
on_question_changed_cb (SchottPackModel *model, guint position, SchottEditorPage *self)
{
  if ((gint) position == self->current)
    fill_form (self);
}

static void
scroll_to_row (SchottEditorPage *self, guint row)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->column_view)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      gtk_widget_activate_action (child, "list.scroll-to-item", "u", row);
}

/* After any change of the rows: the form's question stays selected where
 * it is now; if a search hides it the first match is selected, if it was
 * deleted the row that took its place. */
static void
on_view_rows_changed_cb (SchottPackView *view, SchottEditorPage *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (view));
  guint selected = gtk_single_selection_get_selected (self->selection);
  guint row = GTK_INVALID_LIST_POSITION;

  update_count (self);
  if (self->current_item != NULL)
    {
      gint still = schott_pack_model_index_of (self->model, self->current_item);

      row = still >= 0 ? schott_pack_view_find (view, (guint) still) : SCHOTT_PACK_VIEW_NONE;
      if (row == SCHOTT_PACK_VIEW_NONE && n > 0)
        row = still >= 0 ? 0 : MIN (self->selected_row, n - 1);
      if (row == SCHOTT_PACK_VIEW_NONE)
        row = GTK_INVALID_LIST_POSITION;
    }
  else if (selected != GTK_INVALID_LIST_POSITION && selected < n)
    row = selected;
  if (row != selected)
    {
      gtk_single_selection_set_selected (self->selection, row);
      if (row != GTK_INVALID_LIST_POSITION)
        scroll_to_row (self, row);
    }
  self->selected_row = row;
  sync_current_from_selection (self);
}

static void
on_view_pending_cb (SchottPackView *view, GParamSpec *pspec, SchottEditorPage *self)
{
  g_autoptr (SchottPackQuestion) item = NULL;
  gint position;

  if (schott_pack_view_get_pending (view) || self->select_when_ready == NULL)
    return;
  item = g_steal_pointer (&self->select_when_ready);
  position = schott_pack_model_index_of (self->model, item);
  if (position >= 0)
    schott_editor_page_select_question (self, (guint) position, NULL);
}

static void
on_column_view_activate_cb (GtkColumnView *view, guint position, SchottEditorPage *self)
{
  show_form (self);
  /* the table has gone from a narrow window: the keyboard follows to the
   * question's text */
  if (adw_navigation_split_view_get_collapsed (self->split_view) && self->current >= 0)
    {
      GtkWidget *text = entry_at (self, gtk_notebook_get_current_page (self->lang_notebook),
                                  SCHOTT_FIELD_TEXT);
      if (text != NULL)
        gtk_widget_grab_focus (GTK_WIDGET (text));
    }
}

static void
on_dirty_changed_cb (SchottPackModel *model, GParamSpec *pspec, SchottEditorPage *self)
{
  update_title (self);
}

static void
on_search_changed_cb (GtkSearchEntry *entry, SchottEditorPage *self)
{
  schott_pack_view_set_search (self->view, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
on_category_filter_selected_cb (GtkDropDown *dropdown, GParamSpec *pspec, SchottEditorPage *self)
{
  guint c = gtk_drop_down_get_selected (dropdown);
  const SchottPack *p = pack (self);

  if (c == 0 || c == GTK_INVALID_LIST_POSITION || c > p->categories->len)
    schott_pack_view_set_category (self->view, NULL);
  else
    schott_pack_view_set_category (self->view, ((SchottCategory *) g_ptr_array_index (p->categories, c - 1))->id);
}

/* The entries of the dropdown in the order of SchottPackFilter. */
static void
on_state_filter_selected_cb (GtkDropDown *dropdown, GParamSpec *pspec, SchottEditorPage *self)
{
  guint f = gtk_drop_down_get_selected (dropdown);

  schott_pack_view_set_filter (self->view, f <= SCHOTT_PACK_FILTER_OUTDATED ? (SchottPackFilter) f
                                                                         : SCHOTT_PACK_FILTER_ALL);
}

static void
on_lang_selected_cb (GtkDropDown *dropdown, GParamSpec *pspec, SchottEditorPage *self)
{
  guint l = gtk_drop_down_get_selected (dropdown);

  if (self->updating || l >= pack (self)->languages->len)
    return;
  /* the view searches and sorts the new texts again */
  schott_pack_model_set_display_lang (self->model, lang_at (self, l));
  gtk_notebook_set_current_page (self->lang_notebook, l);
}

/* The table's cells. A search replaces the rows the table shows, and GTK
 * 4.8 makes new cells for them: plain GtkInscriptions bound in code cost a
 * fraction of cells built from a GtkBuilder template. */
typedef struct
{
  const char *property;     /* of SchottPackQuestion, shown as the text */
  const char *tooltip;      /* shown as the tooltip, or NULL */
  float       xalign;
  guint       min_chars;
  guint       nat_chars;
} CellKind;

static const CellKind cell_kinds[] = {
  { "id", NULL, 0.0f, 8, 14 },
  { "category", NULL, 0.0f, 6, 12 },
  { "difficulty", NULL, 0.5f, 1, 3 },
  { "text", NULL, 0.0f, 12, 60 },
  { "status", "missing", 0.5f, 3, 5 },
};

static void
on_cell_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, const CellKind *kind)
{
  GtkWidget *cell = gtk_inscription_new (NULL);

  gtk_inscription_set_xalign (GTK_INSCRIPTION (cell), kind->xalign);
  gtk_inscription_set_min_chars (GTK_INSCRIPTION (cell), kind->min_chars);
  gtk_inscription_set_nat_chars (GTK_INSCRIPTION (cell), kind->nat_chars);
  gtk_inscription_set_text_overflow (GTK_INSCRIPTION (cell), GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END);
  gtk_list_item_set_child (list_item, cell);
}

/* The row shows another question, or its question changed. */
static void
cell_update (GtkListItem *list_item)
{
  const CellKind *kind = g_object_get_data (G_OBJECT (list_item), "cell-kind");
  SchottPackRow *row = gtk_list_item_get_item (list_item);
  SchottPackQuestion *q = row != NULL ? schott_pack_row_get_question (row) : NULL;
  GtkInscription *cell = GTK_INSCRIPTION (gtk_list_item_get_child (list_item));
  g_autofree char *owned = NULL;
  const char *text = NULL;

  if (q != NULL)
    {
      if (g_str_equal (kind->property, "id"))
        text = schott_pack_question_get_id (q);
      else if (g_str_equal (kind->property, "category"))
        text = schott_pack_question_get_category (q);
      else if (g_str_equal (kind->property, "difficulty"))
        {
          guint difficulty = schott_pack_question_get_difficulty (q);

          /* 0 is "not set" (doc/formats.md): the cell stays empty */
          text = owned = difficulty > 0 ? g_strdup_printf ("%u", difficulty) : g_strdup ("");
        }
      else if (g_str_equal (kind->property, "text"))
        text = schott_pack_question_get_text (q);
      else if (g_str_equal (kind->property, "status"))
        text = owned = schott_pack_question_dup_status (q);
    }
  if (g_strcmp0 (gtk_inscription_get_text (cell), text) != 0)
    gtk_inscription_set_text (cell, text);
  if (kind->tooltip != NULL)
    {
      g_autofree char *missing = q != NULL ? schott_pack_question_dup_missing (q) : NULL;

      gtk_widget_set_tooltip_text (GTK_WIDGET (cell), missing && *missing ? missing : NULL);
    }
}

static void
on_row_question_cb (SchottPackRow *row, GParamSpec *pspec, GtkListItem *list_item)
{
  cell_update (list_item);
}

static void
on_cell_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, const CellKind *kind)
{
  SchottPackRow *row = gtk_list_item_get_item (list_item);

  g_object_set_data (G_OBJECT (list_item), "cell-kind", (gpointer) kind);
  g_signal_connect_object (row, "notify::question", G_CALLBACK (on_row_question_cb), list_item, 0);
  cell_update (list_item);
}

static void
on_cell_unbind_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, const CellKind *kind)
{
  SchottPackRow *row = gtk_list_item_get_item (list_item);

  if (row != NULL)
    g_signal_handlers_disconnect_by_func (row, on_row_question_cb, list_item);
}

static void
set_cell_factories (SchottEditorPage *self)
{
  GtkColumnViewColumn *columns[] = {
    self->id_column, self->category_column, self->difficulty_column, self->text_column, self->status_column,
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (columns) == G_N_ELEMENTS (cell_kinds));
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

      g_signal_connect (factory, "setup", G_CALLBACK (on_cell_setup_cb), (gpointer) &cell_kinds[i]);
      g_signal_connect (factory, "bind", G_CALLBACK (on_cell_bind_cb), (gpointer) &cell_kinds[i]);
      g_signal_connect (factory, "unbind", G_CALLBACK (on_cell_unbind_cb), (gpointer) &cell_kinds[i]);
      gtk_column_view_column_set_factory (columns[i], factory);
    }
}

/* The rows are sorted on a worker by the view: the column sorters only
 * name the order the headers show. */
static void
on_sorter_changed_cb (GtkSorter *sorter, GtkSorterChange change, SchottEditorPage *self)
{
  GtkColumnViewSorter *column_sorter = GTK_COLUMN_VIEW_SORTER (sorter);
  GtkColumnViewColumn *column = gtk_column_view_sorter_get_primary_sort_column (column_sorter);
  GtkSorter *key_sorter = column != NULL ? gtk_column_view_column_get_sorter (column) : NULL;
  SchottPackSortKey key = SCHOTT_IS_EDITOR_SORTER (key_sorter)
                          ? schott_editor_sorter_get_key (SCHOTT_EDITOR_SORTER (key_sorter))
                          : SCHOTT_PACK_SORT_NONE;
  gboolean descending = gtk_column_view_sorter_get_primary_sort_order (column_sorter) == GTK_SORT_DESCENDING;

  schott_pack_view_set_sort (self->view, key, descending);
}

static void
set_model (SchottEditorPage *self, SchottPackModel *model)
{
  if (self->model != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->model, self);
      remove_draft (self);
    }
  g_set_object (&self->model, model);
  self->current = -1;
  g_clear_object (&self->current_item);
  g_signal_connect (model, "changed", G_CALLBACK (on_model_changed_cb), self);
  g_signal_connect (model, "question-changed", G_CALLBACK (on_question_changed_cb), self);
  g_signal_connect (model, "items-changed", G_CALLBACK (on_model_items_changed_cb), self);
  g_signal_connect (model, "notify::dirty", G_CALLBACK (on_dirty_changed_cb), self);
  g_signal_connect (model, "notify::can-undo", G_CALLBACK (on_dirty_changed_cb), self);

  build_form (self);
  build_categories (self);
  build_languages (self);
  g_clear_object (&self->select_when_ready);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  schott_pack_view_set_search (self->view, NULL);
  schott_pack_view_set_model (self->view, model);
  update_title (self);
  update_count (self);
  sync_current_from_selection (self);
  self->validated = FALSE;
  g_clear_handle_id (&self->validate_id, g_source_remove);
  validate_later (self);
  show_error (self, NULL);
  show_csv_rejected (self, NULL);
}

/* Finds pos in the sorted, filtered rows; clears the filter if it hides it. */
void
schott_editor_page_select_question (SchottEditorPage *self, guint position, const char *lang)
{
  guint row;

  g_return_if_fail (SCHOTT_IS_EDITOR_PAGE (self));
  if (position >= g_list_model_get_n_items (G_LIST_MODEL (self->model)))
    return;
  g_clear_object (&self->select_when_ready);
  if (lang != NULL)
    {
      gint l = schott_pack_language_index (pack (self), lang);
      if (l >= 0)
        gtk_notebook_set_current_page (self->lang_notebook, l);
    }
  adw_view_stack_set_visible_child_name (self->sub_stack, "questions");
  row = schott_pack_view_find (self->view, position);
  if (row == SCHOTT_PACK_VIEW_NONE)
    {
      /* hidden by the search or the category: show everything */
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
      schott_pack_view_set_search (self->view, NULL);
      self->updating = TRUE;
      gtk_drop_down_set_selected (self->category_filter, 0);
      gtk_drop_down_set_selected (self->state_filter, SCHOTT_PACK_FILTER_ALL);
      self->updating = FALSE;
      schott_pack_view_set_category (self->view, NULL);
      schott_pack_view_set_filter (self->view, SCHOTT_PACK_FILTER_ALL);
      row = schott_pack_view_find (self->view, position);
    }
  if (row == SCHOTT_PACK_VIEW_NONE)
    {
      /* sorted rows come from the worker: select it when they are there */
      self->select_when_ready = g_list_model_get_item (G_LIST_MODEL (self->model), position);
      return;
    }
  gtk_single_selection_set_selected (self->selection, row);
  self->selected_row = row;
  scroll_to_row (self, row);
}

/* -------------------------------------------------------------- loading */

static void
add_recent (const char *path)
{
  GSettings *settings = schott_settings_get ();
  g_auto (GStrv) old = NULL;
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) next = NULL;
  guint n = 1;

  if (settings == NULL)
    return;
  old = g_settings_get_strv (settings, "recent-packs");
  g_strv_builder_add (builder, path);
  for (guint i = 0; old[i] != NULL && n < 10; i++)
    if (g_strcmp0 (old[i], path) != 0)
      {
        g_strv_builder_add (builder, old[i]);
        n++;
      }
  next = g_strv_builder_end (builder);
  g_settings_set_strv (settings, "recent-packs", (const char *const *) next);
}

/* The pack opened last, if it is still there. */
static char *
last_pack_path (void)
{
  GSettings *settings = schott_settings_get ();
  g_auto (GStrv) recent = settings != NULL ? g_settings_get_strv (settings, "recent-packs") : NULL;

  if (recent == NULL || recent[0] == NULL || !g_file_test (recent[0], G_FILE_TEST_IS_REGULAR))
    return NULL;
  return g_strdup (recent[0]);
}

static void
on_load_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (SchottEditorPage) self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPackModel) model = schott_pack_model_load_finish (result, &error);

  /* cancelled: another file is being opened, or the page was disposed and
   * its widgets are gone */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  gtk_widget_set_sensitive (GTK_WIDGET (self->sub_stack), TRUE);
  if (model == NULL)
    {
      g_autofree char *text = NULL;

      /* TRANSLATORS: the banner after a failed load; %s: FILE:LINE:COLUMN messages */
      text = g_strdup_printf (_("The pack could not be opened; the file was left untouched.\n%s"), error->message);
      show_error (self, text);
      g_signal_emit (self, signals[SIGNAL_LOAD_FAILED], 0, error->message);
      return;
    }
  {
    const char *ui_lang = sw_ui_language ();

    if (schott_pack_language_index (schott_pack_model_get_pack (model), ui_lang) >= 0)
      schott_pack_model_set_display_lang (model, ui_lang);
    set_model (self, model);
  }
  if (g_list_model_get_n_items (G_LIST_MODEL (self->view)) > 0)
    gtk_single_selection_set_selected (self->selection, 0);
  add_recent (schott_pack_model_get_path (model));
  g_signal_emit (self, signals[SIGNAL_PACK_LOADED], 0);
}

/* A focused entry must not turn insensitive: GTK 4.8 then never tells its
 * GtkText that the focus went, and the text's cursor blink keeps running
 * and warns ("did not receive a focus-out event"). */
static void
release_focus_within (SchottEditorPage *self, GtkWidget *container)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus != NULL && (focus == container || gtk_widget_is_ancestor (focus, container)))
    gtk_root_set_focus (root, NULL);
}

static void
load_path (SchottEditorPage *self, const char *path)
{
  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  self->load_cancellable = g_cancellable_new ();
  release_focus_within (self, GTK_WIDGET (self->sub_stack));
  gtk_widget_set_sensitive (GTK_WIDGET (self->sub_stack), FALSE);
  schott_pack_model_load_async (path, self->load_cancellable, on_load_done_cb, g_object_ref (self));
}

/* ------------------------------------------------- unsaved changes dialog */

static gboolean
save_everything (SchottEditorPage *self)
{
  g_autoptr (GError) error = NULL;

  if (schott_editor_events_get_dirty (self->events_editor)
      && !schott_editor_events_save (self->events_editor, &error))
    {
      show_error (self, error->message);
      return FALSE;
    }
  if (schott_editor_variant_get_dirty (self->variant_editor)
      && !schott_editor_variant_save (self->variant_editor, &error))
    {
      show_error (self, error ? error->message : NULL);
      return FALSE;
    }
  return TRUE;
}

static void
on_confirm_response_cb (AdwAlertDialog *dialog, const char *response, SchottEditorPage *self)
{
  if (g_strcmp0 (response, "save") == 0)
    {
      if (!save_everything (self))
        {
          self->pending = PENDING_NONE;
          return;
        }
      if (!schott_pack_model_get_dirty (self->model))
        run_pending (self);
      else if (schott_pack_model_get_path (self->model) == NULL)
        save_as_dialog (self, TRUE);
      else if (path_is_builtin (schott_pack_model_get_path (self->model)))
        offer_copy_of_builtin (self, TRUE);
      else if (path_is_read_only_file (schott_pack_model_get_path (self->model)))
        offer_save_as_read_only (self, TRUE);
      else if (save_pack (self, NULL, TRUE))
        run_pending (self);
      else
        self->pending = PENDING_NONE;
    }
  else if (g_strcmp0 (response, "discard") == 0)
    {
      remove_draft (self);
      /* the pack is given up: nothing is left to ask about */
      schott_pack_model_mark_saved (self->model);
      schott_editor_events_discard (self->events_editor);
      schott_editor_variant_discard (self->variant_editor);
      run_pending (self);
    }
  else
    self->pending = PENDING_NONE;
}

/* Asks before the pending action if something is unsaved; runs it. */
static void
confirm_then (SchottEditorPage *self, PendingAction action, const char *path)
{
  AdwAlertDialog *dialog;
  const SchottPack *p = pack (self);

  self->pending = action;
  g_free (self->pending_path);
  self->pending_path = g_strdup (path);
  if (!schott_editor_page_has_unsaved_changes (self))
    {
      run_pending (self);
      return;
    }
  dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (_("Save Changes?"), NULL));
  adw_alert_dialog_format_body (dialog,
                                _("“%s” has unsaved changes. Changes which are not saved will be permanently lost."),
                                p->title[0] && *p->title[0] ? p->title[0] : p->id);
  adw_alert_dialog_add_responses (dialog,
                                  "cancel", _("_Cancel"),
                                  "discard", _("_Discard"),
                                  "save", _("_Save"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (dialog, "save");
  adw_alert_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_confirm_response_cb), self, 0);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

/* ----------------------------------------------------------- file dialogs */

static GtkWindow *
parent_window (SchottEditorPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static GtkFileDialog *
file_dialog_new (const char *title, const char *accept_label, GtkFileFilter *filter)
{
  GtkFileDialog *dialog = gtk_file_dialog_new ();

  gtk_file_dialog_set_title (dialog, title);
  gtk_file_dialog_set_accept_label (dialog, accept_label);
  gtk_file_dialog_set_modal (dialog, TRUE);
  if (filter != NULL)
    {
      g_autoptr (GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);

      g_list_store_append (filters, filter);
      gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
      gtk_file_dialog_set_default_filter (dialog, filter);
    }
  return dialog;
}

/* The local path of a file chosen in a file dialog; NULL when the user
 * cancelled, the page went away meanwhile, or the file has no path. */
static char *
chosen_path (SchottEditorPage *self, GFile *file)
{
  if (file == NULL || self->model == NULL)
    return NULL;
  return g_file_get_path (file);
}

static GtkFileFilter *
pack_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Question packs"));
  gtk_file_filter_add_pattern (filter, "*.schott-pack.xml");
  return filter;
}

static void
on_open_chosen_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (SchottEditorPage) self = data;
  g_autoptr (GFile) file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, NULL);
  g_autofree char *path = chosen_path (self, file);

  if (path != NULL)
    load_path (self, path);
}

static void
open_dialog (SchottEditorPage *self)
{
  g_autofree char *dir = user_dir ("packs");
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_autoptr (GtkFileFilter) filter = pack_filter ();
  g_autoptr (GtkFileDialog) dialog = file_dialog_new (_("Open Question Pack"), _("_Open"), filter);

  g_mkdir_with_parents (dir, 0755);
  gtk_file_dialog_set_initial_folder (dialog, folder);
  gtk_file_dialog_open (dialog, parent_window (self), self->file_cancellable,
                        on_open_chosen_cb, g_object_ref (self));
}

static gboolean
save_pack_full (SchottEditorPage *self, const char *path, gboolean show_errors, const char *done_text)
{
  g_autoptr (GError) error = NULL;
  guint n_errors = count_errors_now (self);

  if (n_errors > 0)
    {
      /* A pack with errors cannot be loaded again: keep it as a draft. */
      g_autofree char *text = g_strdup_printf (ngettext ("Not saved: %u problem must be fixed first (see Problems). Your work is kept as a draft.",
                                                         "Not saved: %u problems must be fixed first (see Problems). Your work is kept as a draft.",
                                                         n_errors), n_errors);
      schott_editor_page_write_draft (self);
      if (show_errors)
        {
          show_error (self, text);
          /* the Problems list is under the form: on a narrow window the
           * form must come forward for the banner to make sense */
          show_form (self);
        }
      return FALSE;
    }
  if (path == NULL && schott_pack_model_get_path (self->model) == NULL)
    return FALSE;
  {
    g_autofree char *target = g_strdup (path ? path : schott_pack_model_get_path (self->model));
    g_autofree char *dir = g_path_get_dirname (target);

    g_mkdir_with_parents (dir, 0755);
    if (!schott_pack_model_save (self->model, target, &error))
      {
        if (path == NULL && show_errors
            && g_error_matches (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_READ_ONLY))
          {
            offer_save_as_read_only (self, FALSE);
            return FALSE;
          }
        g_autofree char *text = g_strdup_printf (_("The pack could not be saved: %s"), error->message);
        if (show_errors)
          show_error (self, text);
        return FALSE;
      }
    add_recent (target);
  }
  remove_draft (self);
  show_error (self, NULL);
  update_title (self);
  g_signal_emit (self, signals[SIGNAL_SAVED], 0);
  toast (self, done_text != NULL ? done_text : _("Pack saved"));
  return TRUE;
}

static gboolean
save_pack (SchottEditorPage *self, const char *path, gboolean show_errors)
{
  return save_pack_full (self, path, show_errors, NULL);
}

static void
on_read_only_response_cb (AdwAlertDialog *dialog, const char *response, SchottEditorPage *self)
{
  gboolean then_pending = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "then-pending"));

  if (g_strcmp0 (response, "save-as") == 0)
    save_as_dialog (self, then_pending);
  else if (then_pending)
    self->pending = PENDING_NONE;
}

/* A read-only pack is never replaced: say so, and offer another file. */
static void
offer_save_as_read_only (SchottEditorPage *self, gboolean then_pending)
{
  const char *path = schott_pack_model_get_path (self->model);
  g_autofree char *name = g_path_get_basename (path != NULL ? path : "");
  AdwDialog *dialog = adw_alert_dialog_new (_("The Pack File Is Read-Only"), NULL);

  adw_alert_dialog_format_body (ADW_ALERT_DIALOG (dialog),
                                /* TRANSLATORS: %s is a file name */
                                _("“%s” may not be changed, so it is left as it is. Save your changes as a new file instead."),
                                name);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "save-as", _("Save _As…"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "save-as", ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "save-as");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "then-pending", GINT_TO_POINTER (then_pending));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_read_only_response_cb), self, 0);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

/* A free name in My Packs for a copy of the built-in pack: its own name,
 * or with a number, so an earlier copy is never written over. */
static char *
copy_path_in_my_packs (SchottEditorPage *self)
{
  g_autofree char *dir = user_dir ("packs");
  g_autofree char *base = g_path_get_basename (schott_pack_model_get_path (self->model));
  const char *suffix = ".schott-pack.xml";
  g_autofree char *stem = g_str_has_suffix (base, suffix)
                          ? g_strndup (base, strlen (base) - strlen (suffix)) : g_strdup (base);

  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *name = n == 1 ? g_strconcat (stem, suffix, NULL)
                              : g_strdup_printf ("%s-%u%s", stem, n, suffix);
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return g_steal_pointer (&path);
    }
  return NULL;
}

static gboolean
save_copy_to_my_packs (SchottEditorPage *self)
{
  g_autofree char *path = copy_path_in_my_packs (self);

  if (path == NULL)
    {
      save_as_dialog (self, FALSE);
      return FALSE;
    }
  /* the title above the table names the copy's file */
  return save_pack_full (self, path, TRUE, _("Copy saved to My Packs"));
}

static void
on_builtin_response_cb (AdwAlertDialog *dialog, const char *response, SchottEditorPage *self)
{
  gboolean then_pending = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "then-pending"));

  if (g_strcmp0 (response, "copy") == 0)
    {
      gboolean saved = save_copy_to_my_packs (self);

      if (then_pending && saved)
        run_pending (self);
      else if (then_pending)
        self->pending = PENDING_NONE;
    }
  else if (g_strcmp0 (response, "save-as") == 0)
    save_as_dialog (self, then_pending);
  else if (then_pending)
    self->pending = PENDING_NONE;
}

/* The pack that comes with the game stays as it is: say why, and keep
 * the author's work as their own copy (which the editor opens next time). */
static void
offer_copy_of_builtin (SchottEditorPage *self, gboolean then_pending)
{
  AdwDialog *dialog = adw_alert_dialog_new (_("Save a Copy?"),
                                            _("The built-in pack cannot be changed. Save a copy to My Packs: "
                                              "your changes are kept there, and the editor opens your copy next time."));

  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "copy", _("Save a _Copy"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "copy", ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "copy");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "then-pending", GINT_TO_POINTER (then_pending));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_builtin_response_cb), self, 0);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static void
on_save_as_chosen_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (SchottEditorPage) self = data;
  gboolean then_pending = GPOINTER_TO_INT (g_object_get_data (source, "then-pending"));
  g_autoptr (GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, NULL);
  g_autofree char *path = chosen_path (self, file);
  gboolean saved;

  if (path != NULL && !g_str_has_suffix (path, ".schott-pack.xml"))
    {
      char *with = g_strconcat (path, ".schott-pack.xml", NULL);
      g_free (path);
      path = with;
    }
  saved = path != NULL && save_pack (self, path, TRUE);
  if (then_pending)
    {
      if (saved)
        run_pending (self);
      else
        self->pending = PENDING_NONE;
    }
}

/* The name Save As suggests: the current file's, or one every file
 * system takes; not the pack id as it is ("/" or ".." in it would name
 * another folder). */
static char *
initial_file_name (SchottEditorPage *self)
{
  const char *path = schott_pack_model_get_path (self->model);
  const char *id = pack (self)->id;
  gboolean safe = id != NULL && *id != '\0' && *id != '.' && strlen (id) <= 64;

  if (path != NULL)
    return g_path_get_basename (path);
  for (const char *c = id; safe && *c != '\0'; c++)
    safe = g_ascii_isalnum (*c) || *c == '-' || *c == '_' || *c == '.';
  return g_strdup_printf ("%s.schott-pack.xml", safe ? id : "questions");
}

static void
save_as_dialog (SchottEditorPage *self, gboolean then_pending)
{
  g_autofree char *dir = user_dir ("packs");
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_autofree char *name = initial_file_name (self);
  g_autoptr (GtkFileFilter) filter = pack_filter ();
  g_autoptr (GtkFileDialog) dialog = file_dialog_new (_("Save Question Pack"), _("_Save"), filter);

  g_mkdir_with_parents (dir, 0755);
  gtk_file_dialog_set_initial_folder (dialog, folder);
  gtk_file_dialog_set_initial_name (dialog, name);
  g_object_set_data (G_OBJECT (dialog), "then-pending", GINT_TO_POINTER (then_pending));
  gtk_file_dialog_save (dialog, parent_window (self), self->file_cancellable,
                        on_save_as_chosen_cb, g_object_ref (self));
}

/* The packs that come with the game are never overwritten, even when
 * their folder happens to be writable (a build tree). */
static gboolean
path_is_builtin (const char *path)
{
  const char *env = g_getenv ("SCHOTT_WORLD_DATADIR");
  g_autofree char *shipped = g_build_filename (env && *env ? env : PKGDATADIR, "packs", G_DIR_SEPARATOR_S, NULL);
  g_autofree char *installed = g_build_filename (PKGDATADIR, "packs", G_DIR_SEPARATOR_S, NULL);

  return path != NULL && (g_str_has_prefix (path, shipped) || g_str_has_prefix (path, installed));
}

/* A pack outside the user's folder may be read-only: saving it goes to
 * the user's folder instead. */
static gboolean
path_is_writable (const char *path)
{
  g_autofree char *dir = NULL;

  if (path == NULL || path_is_builtin (path))
    return FALSE;
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    return g_access (path, W_OK) == 0;
  dir = g_path_get_dirname (path);
  return g_access (dir, W_OK) == 0;
}

/* A file of the user's that may not be written: its mode says so (even
 * to root, as the pack writer takes it) or access() does. The shipped
 * packs are not meant: saving them goes to the user's folder unasked. */
static gboolean
path_is_read_only_file (const char *path)
{
  GStatBuf st;

  if (path_is_builtin (path))
    return FALSE;
  if (g_stat (path, &st) != 0 || !S_ISREG (st.st_mode))
    return FALSE;
  return (st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0 || g_access (path, W_OK) != 0;
}

static void
save_action (SchottEditorPage *self)
{
  const char *path = schott_pack_model_get_path (self->model);

  if (path_is_builtin (path))
    offer_copy_of_builtin (self, FALSE);
  else if (path != NULL && path_is_read_only_file (path))
    offer_save_as_read_only (self, FALSE);
  else if (path == NULL || !path_is_writable (path))
    save_as_dialog (self, FALSE);
  else
    save_pack (self, NULL, TRUE);
}

/* ------------------------------------------------------------ pending */

static void
new_pack (SchottEditorPage *self)
{
  g_autoptr (SchottPackModel) model = NULL;
  SchottPack *p = schott_pack_new ("my-questions", SCHOTT_EDITOR_DEFAULT_LANGUAGES);
  SchottCategory *cat = schott_pack_add_category (p, "general");

  g_free (p->title[0]);
  p->title[0] = g_strdup (_("My questions"));
  g_free (cat->name[0]);
  cat->name[0] = g_strdup (_("General"));
  g_ptr_array_add (p->authors, g_strdup (g_get_real_name ()));
  model = schott_pack_model_new_for_pack (p, NULL);
  set_model (self, model);
  schott_pack_model_add_question (self->model, 0, NULL);
  schott_pack_model_mark_unsaved (self->model);
  gtk_single_selection_set_selected (self->selection, 0);
  gtk_widget_grab_focus (GTK_WIDGET (entry_at (self, 0, SCHOTT_FIELD_TEXT)));
}

static gboolean
close_window_idle_cb (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
run_pending (SchottEditorPage *self)
{
  PendingAction action = self->pending;
  g_autofree char *path = g_steal_pointer (&self->pending_path);

  self->pending = PENDING_NONE;
  switch (action)
    {
    case PENDING_NEW:
      new_pack (self);
      break;
    case PENDING_OPEN_DIALOG:
      open_dialog (self);
      break;
    case PENDING_OPEN_PATH:
      load_path (self, path);
      break;
    case PENDING_CLOSE_WINDOW:
      remove_draft (self);
      self->close_confirmed = TRUE;
      /* after the dialog has gone: it is transient for the window */
      if (self->window != NULL)
        g_idle_add_full (G_PRIORITY_DEFAULT, close_window_idle_cb,
                         g_object_ref (self->window), g_object_unref);
      break;
    case PENDING_NONE:
    default:
      break;
    }
}

static gboolean
on_window_close_request_cb (GtkWindow *window, SchottEditorPage *self)
{
  if (self->close_confirmed || !schott_editor_page_has_unsaved_changes (self))
    {
      remove_draft (self);
      return FALSE;
    }
  /* show the editor so the question makes sense */
  if (ADW_IS_VIEW_STACK (gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_VIEW_STACK)))
    {
      AdwViewStack *stack = ADW_VIEW_STACK (gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_VIEW_STACK));
      GtkWidget *page = GTK_WIDGET (self);

      while (page != NULL && gtk_widget_get_parent (page) != GTK_WIDGET (stack)
             && gtk_widget_get_parent (page) != NULL
             && adw_view_stack_get_page (stack, page) == NULL)
        page = gtk_widget_get_parent (page);
      if (page != NULL && adw_view_stack_get_page (stack, page) != NULL)
        adw_view_stack_set_visible_child (stack, page);
    }
  confirm_then (self, PENDING_CLOSE_WINDOW, NULL);
  return TRUE;
}

/* ---------------------------------------------------- small text dialogs */

typedef void (*TextCallback) (SchottEditorPage *self, const char *first, const char *second);

static void
on_text_dialog_response_cb (AdwAlertDialog *dialog, const char *response, SchottEditorPage *self)
{
  TextCallback callback = g_object_get_data (G_OBJECT (dialog), "callback");
  GtkEditable *first = g_object_get_data (G_OBJECT (dialog), "first");
  GtkEditable *second = g_object_get_data (G_OBJECT (dialog), "second");

  if (g_strcmp0 (response, "ok") == 0)
    callback (self, gtk_editable_get_text (first), second ? gtk_editable_get_text (second) : NULL);
}

static void
ask_text (SchottEditorPage *self, const char *heading, const char *body,
          const char *label1, const char *value1, const char *label2,
          const char *ok_label, TextCallback callback)
{
  AdwAlertDialog *dialog = ADW_ALERT_DIALOG (adw_alert_dialog_new (heading, body));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  const char *labels[2] = { label1, label2 };

  for (guint i = 0; i < 2 && labels[i] != NULL; i++)
    {
      GtkWidget *label = gtk_label_new_with_mnemonic (labels[i]);
      GtkWidget *entry = gtk_entry_new ();

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), entry);
      gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
      if (i == 0 && value1 != NULL)
        gtk_editable_set_text (GTK_EDITABLE (entry), value1);
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), entry);
      g_object_set_data (G_OBJECT (dialog), i == 0 ? "first" : "second", entry);
    }
  adw_alert_dialog_set_extra_child (dialog, box);
  adw_alert_dialog_add_responses (dialog, "cancel", _("_Cancel"), "ok", ok_label, NULL);
  adw_alert_dialog_set_response_appearance (dialog, "ok", ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (dialog, "ok");
  adw_alert_dialog_set_close_response (dialog, "cancel");
  g_object_set_data (G_OBJECT (dialog), "callback", callback);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_text_dialog_response_cb), self, 0);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

static void
add_language_cb (SchottEditorPage *self, const char *lang, const char *unused)
{
  g_autofree char *tag = schott_io_normalize_lang (g_strstrip (g_strdup (lang)));

  if (tag == NULL || *tag == '\0')
    return;
  if (!schott_pack_model_add_language (self->model, tag))
    {
      toast (self, _("The pack already has this language"));
      return;
    }
  set_model (self, self->model);
}

static void
add_category_cb (SchottEditorPage *self, const char *id, const char *name)
{
  if (id == NULL || *id == '\0' || !schott_pack_model_add_category (self->model, id, name))
    {
      toast (self, _("A category needs a new, unique id"));
      return;
    }
  build_categories (self);
  fill_form (self);
}

/* --------------------------------------------------------------- CSV */

static void
csv_rejected_free (SchottCsvRejected *r)
{
  g_free (r->reason);
  g_free (r);
}

/* After an import the rows it skipped stay one click away. */
static void
show_csv_rejected (SchottEditorPage *self, GPtrArray *rejected)
{
  g_autofree char *text = NULL;

  g_clear_pointer (&self->csv_rejected, g_ptr_array_unref);
  if (rejected == NULL || rejected->len == 0)
    {
      gtk_revealer_set_reveal_child (self->csv_revealer, FALSE);
      return;
    }
  self->csv_rejected = g_ptr_array_new_with_free_func ((GDestroyNotify) csv_rejected_free);
  for (guint i = 0; i < rejected->len; i++)
    {
      const SchottCsvRejected *r = g_ptr_array_index (rejected, i);
      SchottCsvRejected *copy = g_new0 (SchottCsvRejected, 1);

      copy->line = r->line;
      copy->reason = g_strdup (r->reason);
      g_ptr_array_add (self->csv_rejected, copy);
    }
  text = g_strdup_printf (ngettext ("%u row of the CSV file was skipped.",
                                    "%u rows of the CSV file were skipped.", rejected->len),
                          rejected->len);
  gtk_label_set_text (self->csv_label, text);
  gtk_revealer_set_reveal_child (self->csv_revealer, TRUE);
}

static void
on_csv_show_clicked_cb (GtkButton *button, SchottEditorPage *self)
{
  AdwDialog *dialog;
  GtkWidget *view, *header, *scrolled, *list;

  if (self->csv_rejected == NULL)
    return;
  dialog = adw_dialog_new ();
  adw_dialog_set_title (dialog, _("Skipped CSV Rows"));
  adw_dialog_set_content_width (dialog, 520);
  view = adw_toolbar_view_new ();
  header = adw_header_bar_new ();
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), header);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_set_valign (list, GTK_ALIGN_START);
  gtk_widget_set_margin_start (list, 12);
  gtk_widget_set_margin_end (list, 12);
  gtk_widget_set_margin_top (list, 12);
  gtk_widget_set_margin_bottom (list, 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Skipped CSV rows"), -1);
  for (guint i = 0; i < self->csv_rejected->len; i++)
    {
      const SchottCsvRejected *r = g_ptr_array_index (self->csv_rejected, i);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *line = g_strdup_printf (_("Line %u"), r->line);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), line);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), r->reason);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (view), scrolled);
  adw_dialog_set_child (dialog, view);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static void
on_csv_close_clicked_cb (GtkButton *button, SchottEditorPage *self)
{
  show_csv_rejected (self, NULL);
}

static void
on_csv_import_cb (SchottEditorCsvDialog *dialog, SchottCsvImport *import, gboolean append,
                  SchottEditorPage *self)
{
  g_autofree char *text = NULL;

  schott_pack_model_import (self->model, import->pack, append);
  build_categories (self);
  show_csv_rejected (self, import->rejected);
  text = g_strdup_printf (ngettext ("Imported %u question", "Imported %u questions", import->pack->questions->len),
                          import->pack->questions->len);
  if (import->rejected->len > 0)
    {
      g_autofree char *both = g_strdup_printf (ngettext ("%s; %u row was rejected", "%s; %u rows were rejected",
                                                         import->rejected->len),
                                               text, import->rejected->len);
      toast (self, both);
    }
  else
    toast (self, text);
}

static void
on_csv_chosen_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (SchottEditorPage) self = data;
  g_autoptr (GFile) file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, NULL);
  g_autofree char *path = chosen_path (self, file);

  if (path != NULL)
    schott_editor_page_preview_csv (self, path);
}

/* The preview of a CSV file; its "import" adds the questions. */
void
schott_editor_page_preview_csv (SchottEditorPage *self, const char *path)
{
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  gsize len = 0;
  SchottCsvImport *import = NULL;
  SchottEditorCsvDialog *dialog;

  g_return_if_fail (SCHOTT_IS_EDITOR_PAGE (self));
  g_return_if_fail (path != NULL);
  if (schott_file_read_limited (path, SCHOTT_IO_MAX_FILE_SIZE, &contents, &len, &error))
    import = schott_csv_import (contents, len, path, pack (self), &error);
  if (import == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The CSV file could not be imported: %s"),
                                               error ? error->message : "");
      show_error (self, text);
      return;
    }
  dialog = schott_editor_csv_dialog_new (import, path);
  g_signal_connect_object (dialog, "import", G_CALLBACK (on_csv_import_cb), self, 0);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

static void
import_csv (SchottEditorPage *self)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr (GtkFileDialog) dialog = NULL;

  gtk_file_filter_set_name (filter, _("CSV files"));
  gtk_file_filter_add_pattern (filter, "*.csv");
  gtk_file_filter_add_mime_type (filter, "text/csv");
  dialog = file_dialog_new (_("Import Questions from CSV"), _("_Preview"), filter);
  gtk_file_dialog_open (dialog, parent_window (self), self->file_cancellable,
                        on_csv_chosen_cb, g_object_ref (self));
}

static void
on_csv_export_chosen_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (SchottEditorPage) self = data;
  g_autoptr (GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, NULL);
  g_autofree char *path = chosen_path (self, file);
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize len = 0;

  if (path == NULL)
    return;
  contents = schott_csv_export (pack (self), &len);
  if (schott_file_write_atomic (path, contents, len, &error))
    toast (self, _("Questions exported as CSV"));
  else
    {
      g_autofree char *text = g_strdup_printf (_("The CSV file could not be written: %s"),
                                               error ? error->message : "");
      show_error (self, text);
    }
}

static void
export_csv (SchottEditorPage *self)
{
  g_autofree char *name = g_strdup_printf ("%s.csv", pack (self)->id);
  g_autoptr (GtkFileDialog) dialog = file_dialog_new (_("Export Questions as CSV"), _("_Export"), NULL);

  gtk_file_dialog_set_initial_name (dialog, name);
  gtk_file_dialog_save (dialog, parent_window (self), self->file_cancellable,
                        on_csv_export_chosen_cb, g_object_ref (self));
}

/* ------------------------------------------------------------ menus */

static void
fill_file_menus (SchottEditorPage *self)
{
  GSettings *settings = schott_settings_get ();
  g_autofree char *dir = user_dir ("packs");
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_menu_remove_all (self->recent_section);
  if (settings != NULL)
    {
      g_auto (GStrv) recent = g_settings_get_strv (settings, "recent-packs");

      for (guint i = 0; recent[i] != NULL; i++)
        {
          g_autofree char *base = g_path_get_basename (recent[i]);
          g_autoptr (GMenuItem) item = g_menu_item_new (base, NULL);

          g_menu_item_set_action_and_target (item, "editor.open-path", "s", recent[i]);
          g_menu_append_item (self->recent_section, item);
        }
    }
  g_menu_remove_all (self->user_section);
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".schott-pack.xml"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < names->len; i++)
    {
      const char *n = g_ptr_array_index (names, i);
      g_autofree char *path = g_build_filename (dir, n, NULL);
      g_autoptr (GMenuItem) item = g_menu_item_new (n, NULL);

      g_menu_item_set_action_and_target (item, "editor.open-path", "s", path);
      g_menu_append_item (self->user_section, item);
    }
  if (names->len == 0)
    {
      g_autoptr (GMenuItem) item = g_menu_item_new (_("No packs saved yet"), "editor.none");
      g_menu_append_item (self->user_section, item);
    }
}

static void
on_file_popover_show_cb (GtkWidget *popover, SchottEditorPage *self)
{
  fill_file_menus (self);
}

/* ------------------------------------------------------------ actions */

/* The question's text in the language shown, ready to type in. */
static void
focus_question_text (SchottEditorPage *self)
{
  GtkWidget *text = entry_at (self, MAX (gtk_notebook_get_current_page (self->lang_notebook), 0),
                              SCHOTT_FIELD_TEXT);

  show_form (self);
  if (text != NULL)
    gtk_widget_grab_focus (text);
}

/* Undo and redo; a question they bring back is selected, scrolled to and
 * its text focused, as a new one is. */
static void
undo_redo (SchottEditorPage *self, gboolean redo)
{
  self->added_position = -1;
  self->watch_added = TRUE;
  if (redo)
    schott_pack_model_redo (self->model);
  else
    schott_pack_model_undo (self->model);
  self->watch_added = FALSE;
  if (self->added_position >= 0)
    {
      schott_editor_page_select_question (self, (guint) self->added_position, NULL);
      focus_question_text (self);
    }
}

static void
action_cb (GtkWidget *widget, const char *name, GVariant *param)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (widget);
  gint current = self->current;

  if (g_str_equal (name, "editor.new"))
    confirm_then (self, PENDING_NEW, NULL);
  else if (g_str_equal (name, "editor.open"))
    confirm_then (self, PENDING_OPEN_DIALOG, NULL);
  else if (g_str_equal (name, "editor.open-path"))
    confirm_then (self, PENDING_OPEN_PATH, g_variant_get_string (param, NULL));
  else if (g_str_equal (name, "editor.save"))
    save_action (self);
  else if (g_str_equal (name, "editor.save-as"))
    save_as_dialog (self, FALSE);
  else if (g_str_equal (name, "editor.import-csv"))
    import_csv (self);
  else if (g_str_equal (name, "editor.export-csv"))
    export_csv (self);
  else if (g_str_equal (name, "editor.add-language"))
    ask_text (self, _("Add a Language"), _("A language tag such as “es”, “pt-BR” or “ja”. Every question gets empty texts to translate."),
              _("_Language tag"), NULL, NULL, _("_Add"), add_language_cb);
  else if (g_str_equal (name, "editor.add-category"))
    ask_text (self, _("Add a Category"), NULL, _("_Id (letters, digits, “-”)"), NULL,
              _("_Name in the source language"), _("_Add"), add_category_cb);
  else if (g_str_equal (name, "editor.undo"))
    undo_redo (self, FALSE);
  else if (g_str_equal (name, "editor.redo"))
    undo_redo (self, TRUE);
  else if (g_str_equal (name, "editor.focus-search"))
    {
      adw_view_stack_set_visible_child_name (self->sub_stack, "questions");
      gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
    }
  else if (g_str_equal (name, "editor.add-question"))
    {
      guint pos = schott_pack_model_add_question (self->model, current >= 0 ? (guint) current + 1
                                                  : g_list_model_get_n_items (G_LIST_MODEL (self->model)), NULL);
      schott_editor_page_select_question (self, pos, NULL);
      focus_question_text (self);
    }
  else if (g_str_equal (name, "editor.duplicate-question") && current >= 0)
    {
      schott_editor_page_select_question (self, schott_pack_model_duplicate_question (self->model, current), NULL);
      focus_question_text (self);
    }
  else if (g_str_equal (name, "editor.delete-question") && current >= 0)
    {
      AdwToast *t;
      g_autofree char *title = g_strdup_printf (_("Question “%s” deleted"),
                                                ((SchottQuestion *) g_ptr_array_index (pack (self)->questions, current))->id);

      schott_pack_model_remove_question (self->model, current);
      t = adw_toast_new (title);
      adw_toast_set_button_label (t, _("_Undo"));
      adw_toast_set_action_name (t, "editor.undo");
      adw_toast_overlay_add_toast (self->toast_overlay, t);
    }
  else if (g_str_equal (name, "editor.move-up") && current > 0)
    {
      schott_pack_model_move_question (self->model, current, current - 1);
      schott_editor_page_select_question (self, current - 1, NULL);
    }
  else if (g_str_equal (name, "editor.move-down") && current >= 0)
    {
      if (schott_pack_model_move_question (self->model, current, current + 1))
        schott_editor_page_select_question (self, current + 1, NULL);
    }
}

/* ------------------------------------------------------------ overrides */

static void
schott_editor_page_root (GtkWidget *widget)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (widget);
  GtkRoot *root;

  GTK_WIDGET_CLASS (schott_editor_page_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      self->window = GTK_WINDOW (root);
      self->close_handler = g_signal_connect (root, "close-request",
                                              G_CALLBACK (on_window_close_request_cb), self);
    }
}

static void
schott_editor_page_map (GtkWidget *widget)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (widget);
  GtkNative *native;

  GTK_WIDGET_CLASS (schott_editor_page_parent_class)->map (widget);
  native = gtk_widget_get_native (widget);
  self->surface = native != NULL ? gtk_native_get_surface (native) : NULL;
  if (self->surface != NULL)
    self->surface_handler = g_signal_connect (self->surface, "layout", G_CALLBACK (on_surface_layout_cb), self);
  resize_fields_later (self);
}

static void
schott_editor_page_unmap (GtkWidget *widget)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (widget);

  if (self->surface != NULL)
    g_clear_signal_handler (&self->surface_handler, self->surface);
  self->surface = NULL;
  GTK_WIDGET_CLASS (schott_editor_page_parent_class)->unmap (widget);
}

static void
schott_editor_page_unroot (GtkWidget *widget)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (widget);

  if (self->window != NULL)
    g_clear_signal_handler (&self->close_handler, self->window);
  self->window = NULL;
  GTK_WIDGET_CLASS (schott_editor_page_parent_class)->unroot (widget);
}

static void
schott_editor_page_dispose (GObject *object)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (object);

  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  g_cancellable_cancel (self->file_cancellable);
  g_clear_object (&self->file_cancellable);
  g_clear_handle_id (&self->validate_id, g_source_remove);
  if (self->resize_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->resize_tick);
  self->resize_tick = 0;
  g_cancellable_cancel (self->validate_cancellable);
  g_clear_object (&self->validate_cancellable);
  g_clear_handle_id (&self->draft_id, g_source_remove);
  if (self->model != NULL)
    {
      /* a last draft if the window goes away with unsaved work */
      if (self->draft_needed)
        schott_editor_page_write_draft (self);
      g_signal_handlers_disconnect_by_data (self->model, self);
    }
  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  /* the table's sorter changes as its columns go */
  if (self->column_view != NULL)
    g_signal_handlers_disconnect_by_data (gtk_column_view_get_sorter (self->column_view), self);
  g_clear_object (&self->select_when_ready);
  g_clear_object (&self->current_item);
  g_clear_object (&self->selection);
  g_clear_object (&self->view);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (schott_editor_page_parent_class)->dispose (object);
}

static void
schott_editor_page_finalize (GObject *object)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (object);

  g_ptr_array_unref (self->entries);
  g_ptr_array_unref (self->source_labels);
  g_ptr_array_unref (self->outdated_markers);
  g_free (self->draft_path);
  g_free (self->recovered_draft);
  g_free (self->error_text);
  g_free (self->pending_path);
  g_clear_pointer (&self->csv_rejected, g_ptr_array_unref);
  G_OBJECT_CLASS (schott_editor_page_parent_class)->finalize (object);
}

static void
schott_editor_page_class_init (SchottEditorPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const char *const actions[] = {
    "editor.new", "editor.open", "editor.save", "editor.save-as", "editor.import-csv",
    "editor.export-csv", "editor.add-language", "editor.add-category", "editor.undo",
    "editor.redo", "editor.focus-search", "editor.add-question", "editor.duplicate-question",
    "editor.delete-question", "editor.move-up", "editor.move-down",
  };

  object_class->dispose = schott_editor_page_dispose;
  object_class->finalize = schott_editor_page_finalize;
  widget_class->root = schott_editor_page_root;
  widget_class->unroot = schott_editor_page_unroot;
  widget_class->map = schott_editor_page_map;
  widget_class->unmap = schott_editor_page_unmap;

  signals[SIGNAL_PACK_LOADED] = g_signal_new ("pack-loaded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_LOAD_FAILED] = g_signal_new ("load-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (SCHOTT_TYPE_PACK_QUESTION);
  g_type_ensure (SCHOTT_TYPE_EDITOR_SORTER);
  g_type_ensure (SCHOTT_TYPE_EDITOR_EVENTS);
  g_type_ensure (SCHOTT_TYPE_EDITOR_VARIANT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/schottworld/SchottWorld/schott-editor-page.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, draft_revealer);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, draft_label);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, draft_restore_button);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, draft_discard_button);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, csv_revealer);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, csv_label);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, csv_show_button);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, csv_close_button);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, error_label);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, error_close_button);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, file_button);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, sub_stack);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, split_view);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, category_filter);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, state_filter);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, lang_dropdown);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, column_view);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, id_column);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, category_column);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, difficulty_column);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, text_column);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, status_column);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, count_label);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, form_stack);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, id_row);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, category_row);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, difficulty_row);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, lang_notebook);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, completeness_box);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, problems_heading);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, problems_list);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, recent_section);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, user_section);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, events_editor);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, variant_editor);

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    gtk_widget_class_install_action (widget_class, actions[i], NULL, action_cb);
  gtk_widget_class_install_action (widget_class, "editor.open-path", "s", action_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "editor.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "editor.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "editor.focus-search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "editor.add-question", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK, "editor.duplicate-question", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, GDK_CONTROL_MASK, "editor.delete-question", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_ALT_MASK, "editor.move-up", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_ALT_MASK, "editor.move-down", NULL);
}

static void
on_error_close_clicked_cb (GtkButton *button, SchottEditorPage *self)
{
  show_error (self, NULL);
}

static void
schott_editor_page_init (SchottEditorPage *self)
{
  g_autoptr (SchottPackModel) model = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->entries = g_ptr_array_new ();
  self->source_labels = g_ptr_array_new ();
  self->outdated_markers = g_ptr_array_new ();
  self->current = -1;
  self->added_position = -1;
  self->file_cancellable = g_cancellable_new ();

  set_cell_factories (self);
  schott_editor_drop_down_ellipsize (self->category_filter);
  schott_editor_drop_down_ellipsize (self->state_filter);
  schott_editor_drop_down_ellipsize (self->lang_dropdown);
  /* model -> view (search AND category AND order, on a worker) -> selection */
  self->view = schott_pack_view_new ();
  self->selection = gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->view)));
  self->selected_row = GTK_INVALID_LIST_POSITION;
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));

  g_signal_connect (self->selection, "notify::selected-item", G_CALLBACK (on_selection_changed_cb), self);
  g_signal_connect (self->view, "rows-changed", G_CALLBACK (on_view_rows_changed_cb), self);
  g_signal_connect (self->column_view, "activate", G_CALLBACK (on_column_view_activate_cb), self);
  g_signal_connect (self->view, "notify::pending", G_CALLBACK (on_view_pending_cb), self);
  g_signal_connect (gtk_column_view_get_sorter (self->column_view), "changed",
                    G_CALLBACK (on_sorter_changed_cb), self);
  g_signal_connect (self->search_entry, "search-changed", G_CALLBACK (on_search_changed_cb), self);
  g_signal_connect (self->category_filter, "notify::selected", G_CALLBACK (on_category_filter_selected_cb), self);
  g_signal_connect (self->state_filter, "notify::selected", G_CALLBACK (on_state_filter_selected_cb), self);
  g_signal_connect (self->lang_dropdown, "notify::selected", G_CALLBACK (on_lang_selected_cb), self);
  g_signal_connect (self->category_row, "notify::selected", G_CALLBACK (on_category_selected_cb), self);
  g_signal_connect (self->difficulty_row, "notify::selected", G_CALLBACK (on_difficulty_selected_cb), self);
  g_signal_connect (self->id_row, "changed", G_CALLBACK (on_id_changed_cb), self);
  g_signal_connect (self->problems_list, "row-activated", G_CALLBACK (on_problem_activated_cb), self);
  g_signal_connect (gtk_menu_button_get_popover (self->file_button), "show",
                    G_CALLBACK (on_file_popover_show_cb), self);
  fill_file_menus (self);
  g_signal_connect (self->draft_restore_button, "clicked", G_CALLBACK (on_draft_restore_clicked_cb), self);
  g_signal_connect (self->draft_discard_button, "clicked", G_CALLBACK (on_draft_discard_clicked_cb), self);
  g_signal_connect (self->error_close_button, "clicked", G_CALLBACK (on_error_close_clicked_cb), self);
  g_signal_connect (self->csv_show_button, "clicked", G_CALLBACK (on_csv_show_clicked_cb), self);
  g_signal_connect (self->csv_close_button, "clicked", G_CALLBACK (on_csv_close_clicked_cb), self);
  gtk_search_entry_set_key_capture_widget (self->search_entry, NULL);

  /* An empty pack until the pack last opened (or else the built-in one)
   * has loaded: the author finds their work where they left it. Saving
   * the built-in pack keeps a copy in the user's folder. */
  model = schott_pack_model_new ("my-questions", "en");
  set_model (self, model);
  if (g_getenv ("SCHOTT_WORLD_EDITOR_NO_DEFAULT") == NULL)
    {
      g_autofree char *last = last_pack_path ();
      const char *env = g_getenv ("SCHOTT_WORLD_DATADIR");
      g_autofree char *path = g_build_filename (env && *env ? env : PKGDATADIR, "packs",
                                                "glass-and-light.schott-pack.xml", NULL);

      if (last != NULL)
        load_path (self, last);
      else if (g_file_test (path, G_FILE_TEST_EXISTS))
        load_path (self, path);
    }
  offer_recovered_draft (self);
  self->draft_id = g_timeout_add_seconds (DRAFT_INTERVAL_S, on_draft_timeout_cb, self);
}

/* ----------------------------------------------------------- public API */

static void
on_drop_down_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer ellipsize)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (GPOINTER_TO_INT (ellipsize))
    gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (list_item, label);
}

static void
on_drop_down_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer ellipsize)
{
  GtkStringObject *item = gtk_list_item_get_item (list_item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (list_item)), gtk_string_object_get_string (item));
}

static GtkListItemFactory *
drop_down_factory (gboolean ellipsize)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (on_drop_down_setup_cb), GINT_TO_POINTER (ellipsize));
  g_signal_connect (factory, "bind", G_CALLBACK (on_drop_down_bind_cb), GINT_TO_POINTER (ellipsize));
  return factory;
}

void
schott_editor_drop_down_ellipsize (GtkDropDown *drop_down)
{
  g_autoptr (GtkListItemFactory) button = drop_down_factory (TRUE);
  g_autoptr (GtkListItemFactory) list = drop_down_factory (FALSE);

  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));
  gtk_drop_down_set_factory (drop_down, button);
  gtk_drop_down_set_list_factory (drop_down, list);
}

GtkWidget *
schott_editor_page_new (void)
{
  return g_object_new (SCHOTT_TYPE_EDITOR_PAGE, NULL);
}

SchottPackModel *
schott_editor_page_get_model (SchottEditorPage *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_PAGE (self), NULL);
  return self->model;
}

gboolean
schott_editor_page_has_unsaved_changes (SchottEditorPage *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_PAGE (self), FALSE);
  return schott_pack_model_get_dirty (self->model)
         || schott_editor_events_get_dirty (self->events_editor)
         || schott_editor_variant_get_dirty (self->variant_editor);
}

void
schott_editor_page_open_path (SchottEditorPage *self, const char *path)
{
  g_return_if_fail (SCHOTT_IS_EDITOR_PAGE (self));
  g_return_if_fail (path != NULL);
  confirm_then (self, PENDING_OPEN_PATH, path);
}

gboolean
schott_editor_page_save_to (SchottEditorPage *self, const char *path, GError **error)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_PAGE (self), FALSE);
  if (!save_pack (self, path, TRUE))
    {
      g_set_error_literal (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_INVALID,
                           self->error_text ? self->error_text : "not saved");
      return FALSE;
    }
  return TRUE;
}

const char *
schott_editor_page_get_error_text (SchottEditorPage *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_PAGE (self), NULL);
  return self->error_text;
}

GtkSearchEntry *
schott_editor_page_get_search_entry (SchottEditorPage *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_PAGE (self), NULL);
  return self->search_entry;
}

GListModel *
schott_editor_page_get_rows (SchottEditorPage *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_PAGE (self), NULL);
  return G_LIST_MODEL (self->view);
}

SchottPackView *
schott_editor_page_get_view (SchottEditorPage *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_PAGE (self), NULL);
  return self->view;
}

GtkWidget *
schott_editor_page_get_field (SchottEditorPage *self, SchottField field, const char *lang)
{
  gint l;

  g_return_val_if_fail (SCHOTT_IS_EDITOR_PAGE (self), NULL);
  l = schott_pack_language_index (pack (self), lang);
  return l >= 0 ? entry_at (self, l, field) : NULL;
}
