/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-page-form.c: the editor page's form: the chosen
 * question's id, category, difficulty and texts, one notebook page per
 * language, edited through the pack model. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "schott-editor-page-private.h"

static const char *const field_labels[SCHOTT_N_FIELDS] = {
  N_("_Question"), N_("_Right answer"), N_("Wrong answer _1"), N_("Wrong answer _2"),
};

GtkWidget *
schott_editor_page_form_entry_at (SchottEditorPage *self, guint l, SchottField f)
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
  GtkWidget *field = schott_editor_page_form_entry_at (self, l, f);
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
  const SchottPack *p = schott_editor_page_pack (self);
  static const SchottField answers[] = { SCHOTT_FIELD_RIGHT, SCHOTT_FIELD_WRONG1, SCHOTT_FIELD_WRONG2 };

  for (guint l = 0; l < p->languages->len; l++)
    {
      char *keys[G_N_ELEMENTS (answers)];

      for (guint a = 0; a < G_N_ELEMENTS (answers); a++)
        keys[a] = q != NULL ? answer_compare_key (q->field[answers[a]][l]) : g_strdup ("");
      for (guint a = 0; a < G_N_ELEMENTS (answers); a++)
        {
          GtkWidget *field = schott_editor_page_form_entry_at (self, l, answers[a]);
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

void
schott_editor_page_form_resize_later (SchottEditorPage *self)
{
  self->resize_frames = 2;
  if (self->resize_tick == 0)
    self->resize_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_fields_resize_tick_cb, NULL, NULL);
}

static void
on_mark_up_to_date_clicked_cb (GtkButton *button, SchottEditorPage *self)
{
  guint index;

  /* the button sits in its field's marker */
  if (self->current < 0
      || !g_ptr_array_find (self->outdated_markers, gtk_widget_get_parent (GTK_WIDGET (button)), &index))
    return;
  schott_pack_model_set_outdated (self->model, self->current, index % SCHOTT_N_FIELDS,
                                  schott_editor_page_lang_at (self, index / SCHOTT_N_FIELDS), FALSE);
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
  name = g_strdup_printf (_("Mark %s (%s) as up to date"), plain, schott_editor_page_lang_at (self, l));
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
show_outdated_marker (SchottEditorPage *self, const SchottQuestion *q, guint l, SchottField f)
{
  guint i = l * SCHOTT_N_FIELDS + f;
  GtkWidget *marker = i < self->outdated_markers->len ? g_ptr_array_index (self->outdated_markers, i) : NULL;
  gboolean outdated = schott_pack_is_outdated (schott_editor_page_pack (self), q, f, schott_editor_page_lang_at (self, l));

  if (marker == NULL)
    return;
  gtk_widget_set_visible (marker, outdated);
  /* a screen reader says it with the field */
  describe_field (self, l, f);
}

void
schott_editor_page_form_fill (SchottEditorPage *self)
{
  const SchottQuestion *q;
  const SchottPack *p = schott_editor_page_pack (self);

  if (self->current < 0 || (guint) self->current >= p->questions->len)
    {
      self->current = -1;
      mark_duplicate_answers (self, NULL);
      gtk_stack_set_visible_child_name (self->form_stack, "empty");
      schott_editor_page_actions_update (self);
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

        set_entry_text (schott_editor_page_form_entry_at (self, l, f), q->field[f][l]);
        show_outdated_marker (self, q, l, f);
        if (source != NULL)
          gtk_label_set_text (source, *q->field[f][0] ? q->field[f][0] : _("(empty in the source language)"));
      }
  self->updating = FALSE;
  schott_editor_page_form_resize_later (self);
  mark_duplicate_answers (self, q);
  gtk_stack_set_visible_child_name (self->form_stack, "form");
  schott_editor_page_actions_update (self);
}

static void
on_field_changed_cb (GtkTextBuffer *buffer, SchottEditorPage *self)
{
  g_autofree char *text = NULL;
  guint index;

  if (self->updating || self->current < 0)
    return;
  for (index = 0; index < self->entries->len; index++)
    if (gtk_text_view_get_buffer (g_ptr_array_index (self->entries, index)) == buffer)
      break;
  if (index == self->entries->len)
    return;
  text = text_field_dup_text (g_ptr_array_index (self->entries, index));
  schott_pack_model_set_text (self->model, self->current, index % SCHOTT_N_FIELDS,
                              schott_editor_page_lang_at (self, index / SCHOTT_N_FIELDS), text);
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

  if (self->updating || self->current < 0 || c >= schott_editor_page_pack (self)->categories->len)
    return;
  schott_pack_model_set_category (self->model, self->current,
                                  ((SchottCategory *) g_ptr_array_index (schott_editor_page_pack (self)->categories, c))->id);
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
void
schott_editor_page_form_build (SchottEditorPage *self)
{
  const SchottPack *p = schott_editor_page_pack (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focused = root ? gtk_root_get_focus (root) : NULL;

  /* an entry must not go away while it has the focus */
  if (focused != NULL && gtk_widget_is_ancestor (focused, GTK_WIDGET (self->lang_notebook)))
    schott_editor_table_focus_search (self->table);
  while (gtk_notebook_get_n_pages (self->lang_notebook) > 0)
    gtk_notebook_remove_page (self->lang_notebook, -1);
  g_ptr_array_set_size (self->entries, 0);
  g_ptr_array_set_size (self->source_labels, 0);
  g_ptr_array_set_size (self->outdated_markers, 0);

  for (guint l = 0; l < p->languages->len; l++)
    {
      GtkWidget *grid = gtk_grid_new ();
      GtkWidget *tab = gtk_label_new (schott_editor_page_lang_at (self, l));

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
          name = g_strdup_printf (_("%s (%s)"), plain, schott_editor_page_lang_at (self, l));
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

void
schott_editor_page_form_build_categories (SchottEditorPage *self)
{
  const SchottPack *p = schott_editor_page_pack (self);
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

/* On a narrow window the table and the form take turns: a chosen
 * question shows its form. */
void
schott_editor_page_form_show (SchottEditorPage *self)
{
  adw_navigation_split_view_set_show_content (self->split_view, TRUE);
}

void
schott_editor_page_form_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_id_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_category_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_difficulty_selected_cb);
}
