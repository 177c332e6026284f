/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-form.c: the editor page's form: the chosen question's id,
 * category, difficulty and texts, one notebook page per language, edited
 * through the pack model. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "schott-editor-form.h"

struct _SchottEditorForm
{
  AdwBin           parent_instance;

  GtkStack        *form_stack;
  AdwEntryRow     *id_row;
  AdwComboRow     *category_row;
  AdwComboRow     *difficulty_row;
  GtkNotebook     *lang_notebook;

  SchottPackModel *model;
  gint             position;         /* of the question edited, -1 */
  GPtrArray       *entries;          /* GtkTextView *, [lang * SCHOTT_N_FIELDS + field] */
  GPtrArray       *source_labels;    /* GtkLabel *, same index (NULL for the source) */
  GPtrArray       *outdated_markers; /* GtkWidget *, same index (NULL for the source) */
  gboolean         updating;         /* the form is being filled: ignore "changed" */
  guint            resize_tick;
  gint             resize_frames;
  GdkSurface      *surface;          /* the window's, while mapped: its size changes */
  gulong           surface_handler;
  int              surface_width;
  int              surface_height;
};

G_DEFINE_FINAL_TYPE (SchottEditorForm, schott_editor_form, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_MODEL,
  PROP_POSITION,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

static const SchottPack *
form_pack (SchottEditorForm *self)
{
  return schott_pack_model_get_pack (self->model);
}

static const char *
form_lang_at (SchottEditorForm *self, guint l)
{
  return g_ptr_array_index (form_pack (self)->languages, l);
}

static const char *const field_labels[SCHOTT_N_FIELDS] = {
  N_("_Question"), N_("_Right answer"), N_("Wrong answer _1"), N_("Wrong answer _2"),
};

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
describe_field (SchottEditorForm *self, guint l, SchottField f)
{
  GtkWidget *field = schott_editor_form_get_field (self, l, f);
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
mark_duplicate_answers (SchottEditorForm *self, const SchottQuestion *q)
{
  const SchottPack *p = form_pack (self);
  static const SchottField answers[] = { SCHOTT_FIELD_RIGHT, SCHOTT_FIELD_WRONG1, SCHOTT_FIELD_WRONG2 };

  for (guint l = 0; l < p->languages->len; l++)
    {
      char *keys[G_N_ELEMENTS (answers)];

      for (guint a = 0; a < G_N_ELEMENTS (answers); a++)
        keys[a] = q != NULL ? answer_compare_key (q->field[answers[a]][l]) : g_strdup ("");
      for (guint a = 0; a < G_N_ELEMENTS (answers); a++)
        {
          GtkWidget *field = schott_editor_form_get_field (self, l, answers[a]);
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
  SchottEditorForm *self = SCHOTT_EDITOR_FORM (widget);

  for (guint i = 0; i < self->entries->len; i++)
    gtk_widget_queue_resize (g_ptr_array_index (self->entries, i));
  if (--self->resize_frames > 0)
    return G_SOURCE_CONTINUE;
  self->resize_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
resize_later (SchottEditorForm *self)
{
  self->resize_frames = 2;
  if (self->resize_tick == 0)
    self->resize_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_fields_resize_tick_cb, NULL, NULL);
}

static void
on_mark_up_to_date_clicked_cb (GtkButton *button, SchottEditorForm *self)
{
  guint index;

  /* the button sits in its field's marker */
  if (self->position < 0
      || !g_ptr_array_find (self->outdated_markers, gtk_widget_get_parent (GTK_WIDGET (button)), &index))
    return;
  schott_pack_model_set_outdated (self->model, self->position, index % SCHOTT_N_FIELDS,
                                  form_lang_at (self, index / SCHOTT_N_FIELDS), FALSE);
}

/* A translation's heading: the field's label and, while the source text
 * has changed since it was translated, "Outdated" and a button that
 * confirms the translation (issue 18, item 5). */
static GtkWidget *
field_heading (SchottEditorForm *self, GtkWidget *label, guint l, SchottField f)
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
  name = g_strdup_printf (_("Mark %s (%s) as up to date"), plain, form_lang_at (self, l));
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
show_outdated_marker (SchottEditorForm *self, const SchottQuestion *q, guint l, SchottField f)
{
  guint i = l * SCHOTT_N_FIELDS + f;
  GtkWidget *marker = i < self->outdated_markers->len ? g_ptr_array_index (self->outdated_markers, i) : NULL;
  gboolean outdated = schott_pack_is_outdated (form_pack (self), q, f, form_lang_at (self, l));

  if (marker == NULL)
    return;
  gtk_widget_set_visible (marker, outdated);
  /* a screen reader says it with the field */
  describe_field (self, l, f);
}

static void
fill (SchottEditorForm *self)
{
  const SchottQuestion *q;
  const SchottPack *p = self->model != NULL ? form_pack (self) : NULL;

  if (p == NULL || self->position < 0 || (guint) self->position >= p->questions->len)
    {
      if (p != NULL)
        mark_duplicate_answers (self, NULL);
      gtk_stack_set_visible_child_name (self->form_stack, "empty");
      return;
    }
  q = g_ptr_array_index (p->questions, self->position);
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

        set_entry_text (schott_editor_form_get_field (self, l, f), q->field[f][l]);
        show_outdated_marker (self, q, l, f);
        if (source != NULL)
          gtk_label_set_text (source, *q->field[f][0] ? q->field[f][0] : _("(empty in the source language)"));
      }
  self->updating = FALSE;
  resize_later (self);
  mark_duplicate_answers (self, q);
  gtk_stack_set_visible_child_name (self->form_stack, "form");
}

static void
on_field_changed_cb (GtkTextBuffer *buffer, SchottEditorForm *self)
{
  g_autofree char *text = NULL;
  guint index;

  if (self->updating || self->position < 0)
    return;
  for (index = 0; index < self->entries->len; index++)
    if (gtk_text_view_get_buffer (g_ptr_array_index (self->entries, index)) == buffer)
      break;
  if (index == self->entries->len)
    return;
  text = text_field_dup_text (g_ptr_array_index (self->entries, index));
  schott_pack_model_set_text (self->model, self->position, index % SCHOTT_N_FIELDS,
                              form_lang_at (self, index / SCHOTT_N_FIELDS), text);
}

/* A card's text is one paragraph: a line break typed or pasted becomes a
 * space (the field wraps long texts by itself). */
static void
on_field_insert_text_cb (GtkTextBuffer *buffer, GtkTextIter *location, const char *text, int len,
                         SchottEditorForm *self)
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
                         GdkModifierType state, SchottEditorForm *self)
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
text_field_new (SchottEditorForm *self, const char *accessible_name, GtkWidget **frame)
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
  g_signal_connect (buffer, "insert-text", G_CALLBACK (on_field_insert_text_cb), self);
  g_signal_connect (buffer, "changed", G_CALLBACK (on_field_changed_cb), self);
  *frame = gtk_frame_new (NULL);
  gtk_widget_add_css_class (*frame, "editor-text-field");
  gtk_frame_set_child (GTK_FRAME (*frame), view);
  return view;
}

static void
on_id_changed_cb (GtkEditable *editable, SchottEditorForm *self)
{
  if (self->updating || self->position < 0)
    return;
  schott_pack_model_set_question_id (self->model, self->position, gtk_editable_get_text (editable));
}

static void
on_category_selected_cb (AdwComboRow *row, GParamSpec *pspec, SchottEditorForm *self)
{
  guint c = adw_combo_row_get_selected (row);

  if (self->updating || self->position < 0 || c >= form_pack (self)->categories->len)
    return;
  schott_pack_model_set_category (self->model, self->position,
                                  ((SchottCategory *) g_ptr_array_index (form_pack (self)->categories, c))->id);
}

static void
on_difficulty_selected_cb (AdwComboRow *row, GParamSpec *pspec, SchottEditorForm *self)
{
  if (self->updating || self->position < 0)
    return;
  schott_pack_model_set_difficulty (self->model, self->position, adw_combo_row_get_selected (row));
}

static gboolean
on_entry_focus_leave (GtkEventControllerFocus *controller, SchottEditorForm *self)
{
  schott_pack_model_break_coalescing (self->model);
  return FALSE;
}

/* One notebook page per language: the source text beside each entry. */
static void
build (SchottEditorForm *self)
{
  const SchottPack *p = form_pack (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focused = root ? gtk_root_get_focus (root) : NULL;

  /* an entry must not go away while it has the focus: the page's search
   * takes it (an action of the page), or else the id */
  if (focused != NULL && gtk_widget_is_ancestor (focused, GTK_WIDGET (self->lang_notebook))
      && !gtk_widget_activate_action (GTK_WIDGET (self), "editor.focus-search", NULL)
      && !gtk_widget_grab_focus (GTK_WIDGET (self->id_row)))
    gtk_root_set_focus (root, NULL);
  while (gtk_notebook_get_n_pages (self->lang_notebook) > 0)
    gtk_notebook_remove_page (self->lang_notebook, -1);
  g_ptr_array_set_size (self->entries, 0);
  g_ptr_array_set_size (self->source_labels, 0);
  g_ptr_array_set_size (self->outdated_markers, 0);

  for (guint l = 0; l < p->languages->len; l++)
    {
      GtkWidget *grid = gtk_grid_new ();
      GtkWidget *tab = gtk_label_new (form_lang_at (self, l));

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
          name = g_strdup_printf (_("%s (%s)"), plain, form_lang_at (self, l));
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
build_categories (SchottEditorForm *self)
{
  const SchottPack *p = form_pack (self);
  const char *lang = schott_pack_model_get_display_lang (self->model);
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);

  for (guint c = 0; c < p->categories->len; c++)
    {
      SchottCategory *cat = g_ptr_array_index (p->categories, c);
      const char *name = schott_pack_localized (p, cat->name, lang);
      g_autofree char *label = g_strdup_printf ("%s (%s)", name && *name ? name : cat->id, cat->id);

      gtk_string_list_append (names, label);
    }
  self->updating = TRUE;
  adw_combo_row_set_model (self->category_row, G_LIST_MODEL (names));
  self->updating = FALSE;
}

/* Undoing "add language" or "add category" changes the form's shape. */
static void
on_model_changed_cb (SchottPackModel *model, SchottEditorForm *self)
{
  const SchottPack *p = form_pack (self);

  if (self->entries->len != p->languages->len * SCHOTT_N_FIELDS)
    {
      build (self);
      fill (self);
    }
  if (g_list_model_get_n_items (adw_combo_row_get_model (self->category_row)) != p->categories->len)
    {
      build_categories (self);
      fill (self);
    }
}

static void
on_question_changed_cb (SchottPackModel *model, guint position, SchottEditorForm *self)
{
  if ((gint) position == self->position)
    fill (self);
}

/* "layout" comes with every frame that lays out: only a new size counts
 * (measuring again lays out again). */
static void
on_surface_layout_cb (GdkSurface *surface, int width, int height, SchottEditorForm *self)
{
  if (width == self->surface_width && height == self->surface_height)
    return;
  self->surface_width = width;
  self->surface_height = height;
  resize_later (self);
}

static void
schott_editor_form_map (GtkWidget *widget)
{
  SchottEditorForm *self = SCHOTT_EDITOR_FORM (widget);
  GtkNative *native;

  GTK_WIDGET_CLASS (schott_editor_form_parent_class)->map (widget);
  native = gtk_widget_get_native (widget);
  self->surface = native != NULL ? gtk_native_get_surface (native) : NULL;
  if (self->surface != NULL)
    self->surface_handler = g_signal_connect (self->surface, "layout", G_CALLBACK (on_surface_layout_cb), self);
  resize_later (self);
}

static void
schott_editor_form_unmap (GtkWidget *widget)
{
  SchottEditorForm *self = SCHOTT_EDITOR_FORM (widget);

  if (self->surface != NULL)
    g_clear_signal_handler (&self->surface_handler, self->surface);
  self->surface = NULL;
  GTK_WIDGET_CLASS (schott_editor_form_parent_class)->unmap (widget);
}

static void
schott_editor_form_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SchottEditorForm *self = SCHOTT_EDITOR_FORM (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_POSITION:
      g_value_set_int (value, self->position);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_editor_form_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SchottEditorForm *self = SCHOTT_EDITOR_FORM (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      schott_editor_form_set_model (self, g_value_get_object (value));
      break;
    case PROP_POSITION:
      schott_editor_form_set_position (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_editor_form_dispose (GObject *object)
{
  SchottEditorForm *self = SCHOTT_EDITOR_FORM (object);

  if (self->resize_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->resize_tick);
  self->resize_tick = 0;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (schott_editor_form_parent_class)->dispose (object);
}

static void
schott_editor_form_finalize (GObject *object)
{
  SchottEditorForm *self = SCHOTT_EDITOR_FORM (object);

  g_ptr_array_unref (self->entries);
  g_ptr_array_unref (self->source_labels);
  g_ptr_array_unref (self->outdated_markers);
  G_OBJECT_CLASS (schott_editor_form_parent_class)->finalize (object);
}

static void
schott_editor_form_class_init (SchottEditorFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = schott_editor_form_get_property;
  object_class->set_property = schott_editor_form_set_property;
  object_class->dispose = schott_editor_form_dispose;
  object_class->finalize = schott_editor_form_finalize;
  widget_class->map = schott_editor_form_map;
  widget_class->unmap = schott_editor_form_unmap;

  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, SCHOTT_TYPE_PACK_MODEL,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITION] = g_param_spec_int ("position", NULL, NULL, -1, G_MAXINT, -1,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-editor-form.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottEditorForm, form_stack);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorForm, id_row);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorForm, category_row);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorForm, difficulty_row);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorForm, lang_notebook);
  gtk_widget_class_bind_template_callback (widget_class, on_id_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_category_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_difficulty_selected_cb);
}

static void
schott_editor_form_init (SchottEditorForm *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->entries = g_ptr_array_new ();
  self->source_labels = g_ptr_array_new ();
  self->outdated_markers = g_ptr_array_new ();
  self->position = -1;
}

SchottPackModel *
schott_editor_form_get_model (SchottEditorForm *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_FORM (self), NULL);
  return self->model;
}

void
schott_editor_form_set_model (SchottEditorForm *self, SchottPackModel *model)
{
  g_return_if_fail (SCHOTT_IS_EDITOR_FORM (self));
  g_return_if_fail (model == NULL || SCHOTT_IS_PACK_MODEL (model));
  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  self->position = -1;
  if (model != NULL)
    {
      g_signal_connect (model, "changed", G_CALLBACK (on_model_changed_cb), self);
      g_signal_connect (model, "question-changed", G_CALLBACK (on_question_changed_cb), self);
      build (self);
      build_categories (self);
    }
  fill (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

gint
schott_editor_form_get_position (SchottEditorForm *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_FORM (self), -1);
  return self->position;
}

void
schott_editor_form_set_position (SchottEditorForm *self, gint position)
{
  gboolean changed;

  g_return_if_fail (SCHOTT_IS_EDITOR_FORM (self));
  position = MAX (position, -1);
  changed = position != self->position;
  self->position = position;
  /* also at the same position: another question may have taken it */
  fill (self);
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

GtkWidget *
schott_editor_form_get_field (SchottEditorForm *self, guint l, SchottField f)
{
  guint i = l * SCHOTT_N_FIELDS + f;

  g_return_val_if_fail (SCHOTT_IS_EDITOR_FORM (self), NULL);
  return i < self->entries->len ? g_ptr_array_index (self->entries, i) : NULL;
}

guint
schott_editor_form_get_language (SchottEditorForm *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_FORM (self), 0);
  return (guint) MAX (gtk_notebook_get_current_page (self->lang_notebook), 0);
}

void
schott_editor_form_show_language (SchottEditorForm *self, guint l)
{
  g_return_if_fail (SCHOTT_IS_EDITOR_FORM (self));
  gtk_notebook_set_current_page (self->lang_notebook, (int) l);
}

void
schott_editor_form_focus_text (SchottEditorForm *self)
{
  GtkWidget *text;

  g_return_if_fail (SCHOTT_IS_EDITOR_FORM (self));
  text = schott_editor_form_get_field (self, schott_editor_form_get_language (self), SCHOTT_FIELD_TEXT);
  if (text != NULL)
    gtk_widget_grab_focus (text);
}
