/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-page.c: the editor page: a question pack in a table and a
 * form, with its problems, drafts, files and CSV; event-card texts and rule
 * variants on sub-pages. This file holds the class, its template, its life
 * and what its side files share; the widgets are its children
 * (schott-editor-{banners,table,form,problems}.c, bound to the page's
 * model), the actions its side files (schott-editor-page-*.c). */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "schott-editor-page-private.h"
#include "schott-pack-details-dialog.h"

G_DEFINE_FINAL_TYPE (SchottEditorPage, schott_editor_page, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_MODEL,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_PACK_LOADED,
  SIGNAL_LOAD_FAILED,
  SIGNAL_SAVED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

char *
_schott_editor_page_user_dir (const char *what)
{
  return g_build_filename (g_get_user_data_dir (), "schott-world", what, NULL);
}

void
_schott_editor_page_toast (SchottEditorPage *self, const char *text)
{
  AdwToast *t = adw_toast_new (text);

  /* messages quote files and their markup ("<categories>"): plain text */
  adw_toast_set_use_markup (t, FALSE);
  adw_toast_set_timeout (t, 4);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

void
_schott_editor_page_show_error (SchottEditorPage *self, const char *text)
{
  schott_editor_banners_show_error (self->banners, text);
}

const SchottPack *
_schott_editor_page_pack (SchottEditorPage *self)
{
  return schott_pack_model_get_pack (self->model);
}

const char *
_schott_editor_page_lang_at (SchottEditorPage *self, guint l)
{
  return g_ptr_array_index (_schott_editor_page_pack (self)->languages, l);
}

/* The name comes from the model (a checksum), never from the pack id,
 * which could hold "/" or "..". */
static char *
draft_path_for (SchottPackModel *model)
{
  g_autofree char *dir = _schott_editor_page_user_dir ("drafts");
  g_autofree char *name = schott_pack_model_dup_draft_name (model);

  return g_build_filename (dir, name, NULL);
}

void
_schott_editor_page_drop_draft (SchottEditorPage *self)
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
  g_autofree char *dir = _schott_editor_page_user_dir ("drafts");
  g_autofree char *path = NULL;

  g_return_if_fail (SCHOTT_IS_EDITOR_PAGE (self));
  self->draft_needed = FALSE;
  if (!schott_pack_model_get_dirty (self->model))
    {
      _schott_editor_page_drop_draft (self);
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

GtkWindow *
_schott_editor_page_parent_window (SchottEditorPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

GtkFileDialog *
_schott_editor_page_file_dialog_new (const char *title, const char *accept_label, GtkFileFilter *filter)
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

GFile *
_schott_editor_page_chosen_file (SchottEditorPage *self, GObject *source, GAsyncResult *result, gboolean save)
{
  GtkFileDialog *dialog = GTK_FILE_DIALOG (source);
  g_autoptr (GFile) file = save ? gtk_file_dialog_save_finish (dialog, result, NULL)
                                : gtk_file_dialog_open_finish (dialog, result, NULL);

  if (file == NULL || self->model == NULL)
    return NULL;
  return g_steal_pointer (&file);
}

/* The local path of a file chosen in a file dialog (CSV); NULL when the
 * user cancelled or the page went away meanwhile. A file without a local
 * path is said so in the banner, never taken as nothing. */
char *
_schott_editor_page_chosen_path (SchottEditorPage *self, GObject *source, GAsyncResult *result,
                                      gboolean save)
{
  g_autoptr (GFile) file = _schott_editor_page_chosen_file (self, source, result, save);
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (file == NULL)
    return NULL;
  if (g_file_peek_path (file) != NULL)
    return g_strdup (g_file_peek_path (file));
  name = g_file_get_parse_name (file);
  /* TRANSLATORS: %s is a location such as sftp://host/questions.csv */
  text = g_strdup_printf (_("“%s” is not on this computer: copy it to a local folder first."), name);
  _schott_editor_page_show_error (self, text);
  return NULL;
}

void
_schott_editor_page_update_title (SchottEditorPage *self)
{
  const char *path = schott_pack_model_get_path (self->model);
  g_autoptr (GFile) file = path != NULL ? schott_pack_model_file_for_location (path) : NULL;
  g_autofree char *name = file != NULL ? g_file_get_basename (file) : g_strdup (_("New pack"));
  g_autofree char *text = g_strdup_printf ("%s%s", schott_pack_model_get_dirty (self->model) ? "• " : "", name);

  gtk_label_set_text (self->title_label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->title_label), path);
}

static void
on_model_changed_cb (SchottPackModel *model, SchottEditorPage *self)
{
  self->draft_needed = TRUE;
  _schott_editor_page_actions_update (self);
}

static void
on_model_items_changed_cb (GListModel *model, guint position, guint removed, guint added,
                           SchottEditorPage *self)
{
  if (self->watch_added && added == 1 && removed == 0)
    self->added_position = (gint) position;
}

static void
on_dirty_changed_cb (SchottPackModel *model, GParamSpec *pspec, SchottEditorPage *self)
{
  _schott_editor_page_update_title (self);
}

void
_schott_editor_page_set_model (SchottEditorPage *self, SchottPackModel *model)
{
  if (self->model != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->model, self);
      _schott_editor_page_drop_draft (self);
    }
  g_set_object (&self->model, model);
  g_signal_connect (model, "changed", G_CALLBACK (on_model_changed_cb), self);
  g_signal_connect (model, "items-changed", G_CALLBACK (on_model_items_changed_cb), self);
  g_signal_connect (model, "notify::dirty", G_CALLBACK (on_dirty_changed_cb), self);
  g_signal_connect (model, "notify::can-undo", G_CALLBACK (on_dirty_changed_cb), self);

  _schott_editor_page_update_title (self);
  /* the parts follow it: the form, the problems pane, then the table
   * (which tells the form its question) */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
  _schott_editor_page_show_error (self, NULL);
  schott_editor_banners_show_rejected (self->banners, NULL);
}

/* The table chose another question, or another one took its row. */
static void
on_table_position_cb (SchottEditorTable *table, GParamSpec *pspec, SchottEditorPage *self)
{
  _schott_editor_page_actions_update (self);
}

static void
on_table_question_activated_cb (SchottEditorTable *table, SchottEditorPage *self)
{
  _schott_editor_page_show_form (self);
  /* the table has gone from a narrow window: the keyboard follows to the
   * question's text */
  if (adw_navigation_split_view_get_collapsed (self->split_view) && _schott_editor_page_current (self) >= 0)
    schott_editor_form_focus_text (self->form);
}

static void
on_table_language_selected_cb (SchottEditorTable *table, guint l, SchottEditorPage *self)
{
  schott_editor_form_show_language (self->form, l);
}

static void
on_problem_question_activated_cb (SchottEditorProblems *problems, guint position, const char *lang,
                                  SchottEditorPage *self)
{
  schott_editor_page_select_question (self, position, lang);
  _schott_editor_page_show_form (self);
}

static void
on_problem_details_requested_cb (SchottEditorProblems *problems, SchottEditorPage *self)
{
  schott_editor_page_show_pack_details (self);
}

static void
on_problem_message_cb (SchottEditorProblems *problems, const char *text, SchottEditorPage *self)
{
  _schott_editor_page_toast (self, text);
}

static void
schott_editor_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_editor_page_dispose (GObject *object)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (object);

  g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  g_cancellable_cancel (self->file_cancellable);
  g_clear_object (&self->file_cancellable);
  g_clear_handle_id (&self->draft_id, g_source_remove);
  if (self->model != NULL)
    {
      /* a last draft if the window goes away with unsaved work */
      if (self->draft_needed)
        schott_editor_page_write_draft (self);
      g_signal_handlers_disconnect_by_data (self->model, self);
    }
  g_clear_object (&self->model);
  G_OBJECT_CLASS (schott_editor_page_parent_class)->dispose (object);
}

static void
schott_editor_page_finalize (GObject *object)
{
  SchottEditorPage *self = SCHOTT_EDITOR_PAGE (object);

  g_free (self->draft_path);
  g_free (self->recovered_draft);
  g_free (self->pending_path);
  G_OBJECT_CLASS (schott_editor_page_parent_class)->finalize (object);
}

static void
schott_editor_page_class_init (SchottEditorPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = schott_editor_page_get_property;
  object_class->dispose = schott_editor_page_dispose;
  object_class->finalize = schott_editor_page_finalize;

  /* the pack being edited: the page's parts follow it */
  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, SCHOTT_TYPE_PACK_MODEL,
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_PACK_LOADED] = g_signal_new ("pack-loaded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_LOAD_FAILED] = g_signal_new ("load-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (SCHOTT_TYPE_PACK_QUESTION);
  g_type_ensure (SCHOTT_TYPE_EDITOR_BANNERS);
  g_type_ensure (SCHOTT_TYPE_EDITOR_PROBLEMS);
  g_type_ensure (SCHOTT_TYPE_EDITOR_TABLE);
  g_type_ensure (SCHOTT_TYPE_EDITOR_FORM);
  g_type_ensure (SCHOTT_TYPE_EDITOR_EVENTS);
  g_type_ensure (SCHOTT_TYPE_EDITOR_VARIANT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/schottworld/SchottWorld/schott/schott-editor-page.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, banners);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, file_button);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, sub_stack);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, split_view);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, recent_section);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, user_section);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, events_editor);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, variant_editor);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, problems);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, table);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorPage, form);
  gtk_widget_class_bind_template_callback (widget_class, on_table_question_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_table_language_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_problem_question_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_problem_details_requested_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_problem_message_cb);

  _schott_editor_page_actions_class_init (widget_class);
  _schott_editor_page_drafts_class_init (widget_class);
  _schott_editor_page_csv_class_init (widget_class);
  _schott_editor_page_files_class_init (widget_class);
  _schott_editor_page_print_class_init (widget_class);
}

static void
schott_editor_page_init (SchottEditorPage *self)
{
  g_autoptr (SchottPackModel) model = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* in this order: the form has its model before the table tells it a
   * question of it */
  g_object_bind_property (self, "model", self->form, "model", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "model", self->problems, "model", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "model", self->table, "model", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->table, "position", self->form, "position", G_BINDING_SYNC_CREATE);
  g_signal_connect (self->table, "notify::position", G_CALLBACK (on_table_position_cb), self);
  self->added_position = -1;
  self->file_cancellable = g_cancellable_new ();

  _schott_editor_page_files_init (self);

  model = schott_pack_model_new ("my-questions", "en");
  _schott_editor_page_set_model (self, model);
  _schott_editor_page_files_load_default (self);
  _schott_editor_page_drafts_start (self);
}

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

gpointer
schott_editor_rows_find (GArray *rows, gpointer widget)
{
  guint size;

  g_return_val_if_fail (rows != NULL, NULL);
  size = g_array_get_element_size (rows);
  for (guint i = 0; i < rows->len; i++)
    {
      gpointer entry = rows->data + (gsize) i * size;

      if (*(gpointer *) entry == widget)
        return entry;
    }
  return NULL;
}

gint
_schott_editor_page_current (SchottEditorPage *self)
{
  return schott_editor_table_get_position (self->table);
}

void
_schott_editor_page_show_form (SchottEditorPage *self)
{
  adw_navigation_split_view_set_show_content (self->split_view, TRUE);
}

void
_schott_editor_page_focus_question_text (SchottEditorPage *self)
{
  _schott_editor_page_show_form (self);
  schott_editor_form_focus_text (self->form);
}

void
schott_editor_page_select_question (SchottEditorPage *self, guint position, const char *lang)
{
  g_return_if_fail (SCHOTT_IS_EDITOR_PAGE (self));
  if (position >= g_list_model_get_n_items (G_LIST_MODEL (self->model)))
    return;
  if (lang != NULL)
    {
      gint l = schott_pack_language_index (_schott_editor_page_pack (self), lang);
      if (l >= 0)
        schott_editor_form_show_language (self->form, (guint) l);
    }
  adw_view_stack_set_visible_child_name (self->sub_stack, "questions");
  schott_editor_table_select_question (self->table, position);
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
  _schott_editor_page_files_confirm_then (self, PENDING_OPEN_PATH, path);
}

gboolean
schott_editor_page_save_to (SchottEditorPage *self, const char *path, GError **error)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_PAGE (self), FALSE);
  if (!_schott_editor_page_files_save (self, path, TRUE))
    {
      g_set_error_literal (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_INVALID,
                           schott_editor_banners_get_error_text (self->banners) ?: "not saved");
      return FALSE;
    }
  return TRUE;
}

void
schott_editor_page_set_content (SchottEditorPage *self, SchottContent *content)
{
  g_return_if_fail (SCHOTT_IS_EDITOR_PAGE (self));
  g_return_if_fail (content == NULL || SCHOTT_IS_CONTENT (content));
  schott_editor_problems_set_content (self->problems, content);
}

SchottContent *
_schott_editor_page_content (SchottEditorPage *self)
{
  return schott_editor_problems_get_content (self->problems);
}

void
schott_editor_page_show_pack_details (SchottEditorPage *self)
{
  g_autofree char *clash = NULL;

  g_return_if_fail (SCHOTT_IS_EDITOR_PAGE (self));
  clash = schott_editor_problems_dup_id_clash (self->problems);
  adw_dialog_present (schott_pack_details_dialog_new (self->model, clash), GTK_WIDGET (self));
}

void
schott_editor_page_open_file (SchottEditorPage *self, GFile *file)
{
  g_autofree char *location = NULL;

  g_return_if_fail (SCHOTT_IS_EDITOR_PAGE (self));
  g_return_if_fail (G_IS_FILE (file));
  location = schott_pack_model_location_for_file (file);
  _schott_editor_page_files_confirm_then (self, PENDING_OPEN_PATH, location);
}

const char *
schott_editor_page_get_error_text (SchottEditorPage *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_PAGE (self), NULL);
  return schott_editor_banners_get_error_text (self->banners);
}

GtkSearchEntry *
schott_editor_page_get_search_entry (SchottEditorPage *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_PAGE (self), NULL);
  return schott_editor_table_get_search_entry (self->table);
}

GListModel *
schott_editor_page_get_rows (SchottEditorPage *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_PAGE (self), NULL);
  return G_LIST_MODEL (schott_editor_table_get_view (self->table));
}

SchottPackList *
schott_editor_page_get_view (SchottEditorPage *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_PAGE (self), NULL);
  return schott_editor_table_get_view (self->table);
}

GtkWidget *
schott_editor_page_get_field (SchottEditorPage *self, SchottField field, const char *lang)
{
  gint l;

  g_return_val_if_fail (SCHOTT_IS_EDITOR_PAGE (self), NULL);
  l = schott_pack_language_index (_schott_editor_page_pack (self), lang);
  return l >= 0 ? schott_editor_form_get_field (self->form, (guint) l, field) : NULL;
}

void
_schott_editor_page_emit_pack_loaded (SchottEditorPage *self)
{
  g_signal_emit (self, signals[SIGNAL_PACK_LOADED], 0);
}

void
_schott_editor_page_emit_load_failed (SchottEditorPage *self, const char *message)
{
  g_signal_emit (self, signals[SIGNAL_LOAD_FAILED], 0, message);
}

void
_schott_editor_page_emit_saved (SchottEditorPage *self)
{
  g_signal_emit (self, signals[SIGNAL_SAVED], 0);
}
