/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-page-files.c: the editor page's files: loading on a
 * worker, open, save and save-as with their file dialogs, the read-only and
 * built-in packs, the unsaved-changes alert before new, open or closing the
 * window, and the File menu's recent and saved packs. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "schott-editor-page-private.h"
#include "schott-strings.h"
#include "sw-settings.h"

static void run_pending (SchottEditorPage *self);
static void offer_save_as_read_only (SchottEditorPage *self, gboolean then_pending);
static void offer_copy_of_builtin (SchottEditorPage *self, gboolean then_pending);
static void files_save_as (SchottEditorPage *self, gboolean then_pending);
static gboolean path_is_read_only_file (const char *path);
static gboolean path_is_builtin (const char *path);

/* The desktop's recent files know it too (GtkRecentManager), so Files and
 * the file chooser offer it again. */
static void
add_recent (const char *path)
{
  GSettings *settings = sw_settings_get_default ();
  g_autoptr (GFile) file = schott_pack_model_file_for_location (path);
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentData data = {
    .mime_type = (char *) "application/x-schott-pack+xml",
    .app_name = (char *) "SCHOTT World",
    .app_exec = (char *) "schott-world %u",
  };
  g_auto (GStrv) old = NULL;
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) next = NULL;
  guint n = 1;

  if (settings == NULL)
    {
      gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
      return;
    }
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
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

/* The pack opened last, if it is still there; a network file is not
 * reopened unasked (the share may be gone, and asking it would block). */
static char *
last_pack_path (void)
{
  GSettings *settings = sw_settings_get_default ();
  g_auto (GStrv) recent = settings != NULL ? g_settings_get_strv (settings, "recent-packs") : NULL;

  if (recent == NULL || recent[0] == NULL || !g_path_is_absolute (recent[0])
      || !g_file_test (recent[0], G_FILE_TEST_IS_REGULAR))
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
      _schott_editor_page_show_error (self, text);
      _schott_editor_page_emit_load_failed (self, error->message);
      return;
    }
  {
    const char *ui_lang = sw_ui_language ();

    if (schott_pack_language_index (schott_pack_model_get_pack (model), ui_lang) >= 0)
      schott_pack_model_set_display_lang (model, ui_lang);
    _schott_editor_page_set_model (self, model);
  }
  schott_editor_table_select_first_row (self->table);
  add_recent (schott_pack_model_get_path (model));
  _schott_editor_page_emit_pack_loaded (self);
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

static gboolean
save_everything (SchottEditorPage *self)
{
  g_autoptr (GError) error = NULL;

  if (schott_editor_events_get_dirty (self->events_editor)
      && !schott_editor_events_save (self->events_editor, &error))
    {
      _schott_editor_page_show_error (self, error->message);
      return FALSE;
    }
  if (schott_editor_variant_get_dirty (self->variant_editor)
      && !schott_editor_variant_save (self->variant_editor, &error))
    {
      _schott_editor_page_show_error (self, error ? error->message : NULL);
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
        files_save_as (self, TRUE);
      else if (path_is_builtin (schott_pack_model_get_path (self->model)))
        offer_copy_of_builtin (self, TRUE);
      else if (path_is_read_only_file (schott_pack_model_get_path (self->model)))
        offer_save_as_read_only (self, TRUE);
      else if (_schott_editor_page_files_save (self, NULL, TRUE))
        run_pending (self);
      else
        self->pending = PENDING_NONE;
    }
  else if (g_strcmp0 (response, "discard") == 0)
    {
      _schott_editor_page_drop_draft (self);
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
void
_schott_editor_page_files_confirm_then (SchottEditorPage *self, PendingAction action, const char *path)
{
  AdwAlertDialog *dialog;
  const SchottPack *p = _schott_editor_page_pack (self);

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

/* A pack file chosen: its location, a local path or a URI (GVfs, a
 * portal's document), which the pack model reads and writes through GIO. */
static char *
chosen_location (SchottEditorPage *self, GObject *source, GAsyncResult *result, gboolean save)
{
  g_autoptr (GFile) file = _schott_editor_page_chosen_file (self, source, result, save);

  return file != NULL ? schott_pack_model_location_for_file (file) : NULL;
}

static GtkFileFilter *
pack_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Question packs"));
  gtk_file_filter_add_pattern (filter, "*.schott-pack.xml");
  gtk_file_filter_add_mime_type (filter, "application/x-schott-pack+xml");
  return filter;
}

static void
on_open_chosen_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (SchottEditorPage) self = data;
  g_autofree char *path = chosen_location (self, source, result, FALSE);

  if (path != NULL)
    load_path (self, path);
}

static void
open_dialog (SchottEditorPage *self)
{
  g_autofree char *dir = _schott_editor_page_user_dir ("packs");
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_autoptr (GtkFileFilter) filter = pack_filter ();
  g_autoptr (GtkFileDialog) dialog = _schott_editor_page_file_dialog_new (_("Open Question Pack"), _("_Open"), filter);

  g_mkdir_with_parents (dir, 0755);
  gtk_file_dialog_set_initial_folder (dialog, folder);
  gtk_file_dialog_open (dialog, _schott_editor_page_parent_window (self), self->file_cancellable,
                        on_open_chosen_cb, g_object_ref (self));
}

/* Whether location is one of the packs folders New Game reads. */
static gboolean
in_packs_folder (const char *location)
{
  g_autoptr (GFile) file = schott_pack_model_file_for_location (location);
  g_autoptr (GFile) parent = g_file_get_parent (file);
  g_autofree char *user = schott_content_dup_user_packs_dir ();
  const char *env = g_getenv ("SCHOTT_WORLD_DATADIR");
  g_autofree char *shipped = g_build_filename (env && *env ? env : PKGDATADIR, "packs", NULL);
  g_autofree char *installed = g_build_filename (PKGDATADIR, "packs", NULL);
  const char *dir = parent != NULL ? g_file_peek_path (parent) : NULL;

  return dir != NULL && (g_str_equal (dir, user) || g_str_equal (dir, shipped) || g_str_equal (dir, installed));
}

/* Saving to another file than the pack's own (Save As, a copy of the
 * built-in pack) while the pack's id stays with another file would make a
 * pack New Game cannot offer: the copy gets an id no pack has and its
 * titles the copy's number, and the toast says so (Pack Details changes
 * them). Returns that toast, or NULL when nothing changed. */
static char *
give_copy_an_identity (SchottEditorPage *self, const char *target)
{
  const SchottPack *pack = _schott_editor_page_pack (self);
  const char *location = schott_pack_model_get_path (self->model);
  SchottContent *content = _schott_editor_page_content (self);
  const char *other = schott_content_find_pack_path (content, pack->id);
  g_autoptr (GFile) target_file = schott_pack_model_file_for_location (target);
  gboolean clash = FALSE;
  g_autofree char *id = NULL;

  /* Save: the pack keeps what it is (the problems list offers the fix) */
  if (location != NULL)
    {
      g_autoptr (GFile) current = schott_pack_model_file_for_location (location);

      if (g_file_equal (current, target_file))
        return NULL;
    }
  if (other != NULL)
    {
      g_autoptr (GFile) other_file = g_file_new_for_path (other);
      clash = !g_file_equal (other_file, target_file);
    }
  if (!clash && location != NULL && in_packs_folder (location))
    {
      g_autoptr (GFile) current = schott_pack_model_file_for_location (location);
      clash = !g_file_equal (current, target_file);
    }
  if (!clash)
    return NULL;
  id = schott_content_dup_free_pack_id (content, pack->id);
  schott_pack_model_make_copy (self->model, id);
  pack = _schott_editor_page_pack (self);
  /* TRANSLATORS: after Save As; %s: the copy's title, then its id */
  return g_strdup_printf (_("Saved as a copy: “%s”, id %s (change them in Pack Details)"),
                          schott_pack_localized (pack, pack->title, schott_pack_model_get_display_lang (self->model)),
                          pack->id);
}

static gboolean
save_pack_full (SchottEditorPage *self, const char *path, gboolean show_errors, const char *done_text_in)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *done_text = g_strdup (done_text_in);
  guint n_errors = schott_editor_problems_count_errors (self->problems);

  if (n_errors > 0)
    {
      /* A pack with errors cannot be loaded again: keep it as a draft. */
      g_autofree char *text = g_strdup_printf (ngettext ("Not saved: %u problem must be fixed first (see Problems). Your work is kept as a draft.",
                                                         "Not saved: %u problems must be fixed first (see Problems). Your work is kept as a draft.",
                                                         n_errors), n_errors);
      schott_editor_page_write_draft (self);
      if (show_errors)
        {
          _schott_editor_page_show_error (self, text);
          /* the Problems list is under the form: on a narrow window the
           * form must come forward for the banner to make sense */
          _schott_editor_page_show_form (self);
        }
      return FALSE;
    }
  if (path == NULL && schott_pack_model_get_path (self->model) == NULL)
    return FALSE;
  {
    g_autofree char *target = g_strdup (path ? path : schott_pack_model_get_path (self->model));
    g_autoptr (GFile) file = schott_pack_model_file_for_location (target);
    g_autofree char *copy_text = NULL;

    if (g_file_peek_path (file) != NULL)
      {
        g_autofree char *dir = g_path_get_dirname (g_file_peek_path (file));
        g_mkdir_with_parents (dir, 0755);
      }
    copy_text = give_copy_an_identity (self, target);
    if (copy_text != NULL)
      {
        g_free (done_text);
        done_text = g_steal_pointer (&copy_text);
      }
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
          _schott_editor_page_show_error (self, text);
        return FALSE;
      }
    add_recent (target);
  }
  _schott_editor_page_drop_draft (self);
  _schott_editor_page_show_error (self, NULL);
  _schott_editor_page_update_title (self);
  _schott_editor_page_emit_saved (self);
  _schott_editor_page_toast (self, done_text != NULL ? done_text : _("Pack saved"));
  return TRUE;
}

gboolean
_schott_editor_page_files_save (SchottEditorPage *self, const char *path, gboolean show_errors)
{
  return save_pack_full (self, path, show_errors, NULL);
}

static void
on_read_only_response_cb (AdwAlertDialog *dialog, const char *response, SchottEditorPage *self)
{
  gboolean then_pending = self->dialog_then_pending;

  if (g_strcmp0 (response, "save-as") == 0)
    files_save_as (self, then_pending);
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
  self->dialog_then_pending = then_pending;
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_read_only_response_cb), self, 0);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

/* A free name in My Packs for a copy of the built-in pack: its own name,
 * or with a number, so an earlier copy is never written over. */
static char *
copy_path_in_my_packs (SchottEditorPage *self)
{
  g_autofree char *dir = _schott_editor_page_user_dir ("packs");
  g_autoptr (GFile) current = schott_pack_model_file_for_location (schott_pack_model_get_path (self->model));
  g_autofree char *base = g_file_get_basename (current);
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
      files_save_as (self, FALSE);
      return FALSE;
    }
  /* the title above the table names the copy's file */
  return save_pack_full (self, path, TRUE, _("Copy saved to My Packs"));
}

static void
on_builtin_response_cb (AdwAlertDialog *dialog, const char *response, SchottEditorPage *self)
{
  gboolean then_pending = self->dialog_then_pending;

  if (g_strcmp0 (response, "copy") == 0)
    {
      gboolean saved = save_copy_to_my_packs (self);

      if (then_pending && saved)
        run_pending (self);
      else if (then_pending)
        self->pending = PENDING_NONE;
    }
  else if (g_strcmp0 (response, "save-as") == 0)
    files_save_as (self, then_pending);
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
  self->dialog_then_pending = then_pending;
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_builtin_response_cb), self, 0);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static void
on_save_as_chosen_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (SchottEditorPage) self = data;
  gboolean then_pending = self->dialog_then_pending;
  g_autofree char *path = chosen_location (self, source, result, TRUE);
  gboolean saved;

  if (path != NULL && !g_str_has_suffix (path, ".schott-pack.xml"))
    {
      char *with = g_strconcat (path, ".schott-pack.xml", NULL);
      g_free (path);
      path = with;
    }
  saved = path != NULL && _schott_editor_page_files_save (self, path, TRUE);
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
  const char *id = _schott_editor_page_pack (self)->id;
  gboolean safe = id != NULL && *id != '\0' && *id != '.' && strlen (id) <= 64;

  if (path != NULL)
    {
      g_autoptr (GFile) file = schott_pack_model_file_for_location (path);
      return g_file_get_basename (file);
    }
  for (const char *c = id; safe && *c != '\0'; c++)
    safe = g_ascii_isalnum (*c) || *c == '-' || *c == '_' || *c == '.';
  return g_strdup_printf ("%s.schott-pack.xml", safe ? id : "questions");
}

static void
files_save_as (SchottEditorPage *self, gboolean then_pending)
{
  g_autofree char *dir = _schott_editor_page_user_dir ("packs");
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_autofree char *name = initial_file_name (self);
  g_autoptr (GtkFileFilter) filter = pack_filter ();
  g_autoptr (GtkFileDialog) dialog = _schott_editor_page_file_dialog_new (_("Save Question Pack"), _("_Save"), filter);

  g_mkdir_with_parents (dir, 0755);
  gtk_file_dialog_set_initial_folder (dialog, folder);
  gtk_file_dialog_set_initial_name (dialog, name);
  self->dialog_then_pending = then_pending;
  gtk_file_dialog_save (dialog, _schott_editor_page_parent_window (self), self->file_cancellable,
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
  /* a file without a local path: GIO says whether it may be written */
  if (!g_path_is_absolute (path))
    return TRUE;
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

  if (path == NULL || path_is_builtin (path) || !g_path_is_absolute (path))
    return FALSE;
  if (g_stat (path, &st) != 0 || !S_ISREG (st.st_mode))
    return FALSE;
  return (st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0 || g_access (path, W_OK) != 0;
}

static void
files_save_action (SchottEditorPage *self)
{
  const char *path = schott_pack_model_get_path (self->model);

  if (path_is_builtin (path))
    offer_copy_of_builtin (self, FALSE);
  else if (path != NULL && path_is_read_only_file (path))
    offer_save_as_read_only (self, FALSE);
  else if (path == NULL || !path_is_writable (path))
    files_save_as (self, FALSE);
  else
    _schott_editor_page_files_save (self, NULL, TRUE);
}

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
  _schott_editor_page_set_model (self, model);
  schott_pack_model_add_question (self->model, 0, NULL);
  schott_pack_model_mark_unsaved (self->model);
  schott_editor_table_select_first_row (self->table);
  gtk_widget_grab_focus (schott_editor_form_get_field (self->form, 0, SCHOTT_FIELD_TEXT));
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
      _schott_editor_page_drop_draft (self);
      self->close_confirmed = TRUE;
      /* after the dialog has gone: it is transient for the window */
      if (GTK_IS_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))))
        g_idle_add_full (G_PRIORITY_DEFAULT, close_window_idle_cb,
                         g_object_ref (gtk_widget_get_root (GTK_WIDGET (self))), g_object_unref);
      break;
    case PENDING_NONE:
    default:
      break;
    }
}

gboolean
schott_editor_page_close_request (SchottEditorPage *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_PAGE (self), FALSE);

  if (self->close_confirmed || !schott_editor_page_has_unsaved_changes (self))
    {
      _schott_editor_page_drop_draft (self);
      return FALSE;
    }
  _schott_editor_page_files_confirm_then (self, PENDING_CLOSE_WINDOW, NULL);
  return TRUE;
}

static void
fill_file_menus (SchottEditorPage *self)
{
  GSettings *settings = sw_settings_get_default ();
  g_autofree char *dir = _schott_editor_page_user_dir ("packs");
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_menu_remove_all (self->recent_section);
  if (settings != NULL)
    {
      g_auto (GStrv) recent = g_settings_get_strv (settings, "recent-packs");

      for (guint i = 0; recent[i] != NULL; i++)
        {
          g_autoptr (GFile) file = schott_pack_model_file_for_location (recent[i]);
          g_autofree char *base = g_file_get_basename (file);
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

/* An empty pack until the pack last opened (or else the built-in one) has
 * loaded: the author finds their work where they left it. Saving the
 * built-in pack keeps a copy in the user's folder. */
void
_schott_editor_page_files_load_default (SchottEditorPage *self)
{
  g_autofree char *last = NULL;
  const char *env = g_getenv ("SCHOTT_WORLD_DATADIR");
  g_autofree char *path = NULL;

  if (g_getenv ("SCHOTT_WORLD_EDITOR_NO_DEFAULT") != NULL)
    return;
  last = last_pack_path ();
  path = g_build_filename (env && *env ? env : PKGDATADIR, "packs", "glass-and-light.schott-pack.xml", NULL);
  if (last != NULL)
    load_path (self, last);
  else if (g_file_test (path, G_FILE_TEST_EXISTS))
    load_path (self, path);
}

void
_schott_editor_page_files_init (SchottEditorPage *self)
{
  g_signal_connect (gtk_menu_button_get_popover (self->file_button), "show",
                    G_CALLBACK (on_file_popover_show_cb), self);
  fill_file_menus (self);
}

static void
new_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _schott_editor_page_files_confirm_then (SCHOTT_EDITOR_PAGE (widget), PENDING_NEW, NULL);
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _schott_editor_page_files_confirm_then (SCHOTT_EDITOR_PAGE (widget), PENDING_OPEN_DIALOG, NULL);
}

static void
open_path_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _schott_editor_page_files_confirm_then (SCHOTT_EDITOR_PAGE (widget), PENDING_OPEN_PATH,
                                         g_variant_get_string (param, NULL));
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *param)
{
  files_save_action (SCHOTT_EDITOR_PAGE (widget));
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *param)
{
  files_save_as (SCHOTT_EDITOR_PAGE (widget), FALSE);
}

void
_schott_editor_page_files_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "editor.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "editor.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "editor.open-path", "s", open_path_action);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "editor.save-as", NULL, save_as_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "editor.open", NULL);
}
