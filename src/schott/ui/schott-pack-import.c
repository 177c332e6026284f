/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-import.c: "Add a Pack…" and packs dropped on the window. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-pack-import.h"
#include "schott-pack-model.h"

#define PACK_SUFFIX ".schott-pack.xml"
#define PACK_MIME   "application/x-schott-pack+xml"

typedef struct
{
  GtkWidget     *parent;    /* weak */
  SchottContent *content;
  GFile         *file;
} ImportJob;

static void
import_job_free (ImportJob *job)
{
  g_clear_weak_pointer (&job->parent);
  g_clear_object (&job->content);
  g_clear_object (&job->file);
  g_free (job);
}

static ImportJob *
import_job_new (GtkWidget *parent, SchottContent *content, GFile *file)
{
  ImportJob *job = g_new0 (ImportJob, 1);

  g_set_weak_pointer (&job->parent, parent);
  job->content = g_object_ref (content);
  job->file = file != NULL ? g_object_ref (file) : NULL;
  return job;
}

/* "win.open-pack" takes a location: a local path, or a URI. */
static void
open_in_editor (GtkWidget *widget, GFile *file)
{
  g_autofree char *location = schott_pack_model_location_for_file (file);

  gtk_widget_activate_action (widget, "win.open-pack", "s", location);
}

static void
on_refused_response_cb (AdwAlertDialog *dialog,
                        const char     *response,
                        ImportJob      *job)
{
  if (g_strcmp0 (response, "open") == 0 && job->parent != NULL)
    open_in_editor (job->parent, job->file);
}

static void
on_reloaded_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!schott_content_load_finish (SCHOTT_CONTENT (source), result, &error))
    g_warning ("Reloading the packs: %s", error->message);
}

static void
on_added_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  ImportJob *job = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = schott_content_add_pack_file_finish (SCHOTT_CONTENT (source), result, &error);
  g_autofree char *name = g_file_get_basename (job->file);

  if (path != NULL)
    {
      /* New Game lists it (switched on) once the packs are read again */
      schott_content_reload_async (job->content, NULL, on_reloaded_cb, NULL);
      if (job->parent != NULL)
        {
          /* TRANSLATORS: %s is a file name */
          g_autofree char *text = g_strdup_printf (_("“%s” was added to My Packs"), name);

          gtk_accessible_announce (GTK_ACCESSIBLE (job->parent), text,
                                   GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
        }
      import_job_free (job);
      return;
    }
  if (job->parent == NULL)
    {
      import_job_free (job);
      return;
    }
  {
    AdwDialog *dialog = adw_alert_dialog_new (_("The Pack Was Not Added"), NULL);

    /* TRANSLATORS: %s: the file name, then what is wrong (FILE:LINE:COLUMN: …) */
    adw_alert_dialog_format_body (ADW_ALERT_DIALOG (dialog),
                                  _("“%s” cannot be played as it is:\n%s"), name, error->message);
    adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                    "close", _("_Close"),
                                    "open", _("_Open in Editor"),
                                    NULL);
    adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "open", ADW_RESPONSE_SUGGESTED);
    adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "open");
    adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "close");
    g_signal_connect_data (dialog, "response", G_CALLBACK (on_refused_response_cb), job,
                           (GClosureNotify) (void (*) (void)) import_job_free, 0);
    adw_dialog_present (dialog, job->parent);
  }
}

void
schott_pack_import_add (GtkWidget     *parent,
                        SchottContent *content,
                        GFile         *file)
{
  ImportJob *job;

  g_return_if_fail (GTK_IS_WIDGET (parent));
  g_return_if_fail (SCHOTT_IS_CONTENT (content));
  g_return_if_fail (G_IS_FILE (file));
  job = import_job_new (parent, content, file);
  schott_content_add_pack_file_async (content, file, NULL, on_added_cb, job);
}

static void
on_chosen_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  ImportJob *job = user_data;
  g_autoptr(GFile) file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, NULL);

  if (file != NULL && job->parent != NULL)
    schott_pack_import_add (job->parent, job->content, file);
  import_job_free (job);
}

void
schott_pack_import_choose (GtkWidget     *parent,
                           SchottContent *content)
{
  g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  GtkRoot *root;

  g_return_if_fail (GTK_IS_WIDGET (parent));
  gtk_file_filter_set_name (filter, _("Question packs"));
  gtk_file_filter_add_pattern (filter, "*" PACK_SUFFIX);
  gtk_file_filter_add_mime_type (filter, PACK_MIME);
  g_list_store_append (filters, filter);
  gtk_file_dialog_set_title (dialog, _("Add a Question Pack"));
  gtk_file_dialog_set_accept_label (dialog, _("_Add"));
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_default_filter (dialog, filter);
  root = gtk_widget_get_root (parent);
  gtk_file_dialog_open (dialog, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, NULL,
                        on_chosen_cb, import_job_new (parent, content, NULL));
}

static void
on_drop_response_cb (AdwAlertDialog *dialog,
                     const char     *response,
                     ImportJob      *job)
{
  if (job->parent == NULL)
    return;
  if (g_strcmp0 (response, "open") == 0)
    open_in_editor (job->parent, job->file);
  else if (g_strcmp0 (response, "add") == 0)
    schott_pack_import_add (job->parent, job->content, job->file);
}

static gboolean
is_pack_file (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  return name != NULL && g_str_has_suffix (name, PACK_SUFFIX);
}

void
schott_pack_import_drop_files (GtkWidget     *window,
                               SchottContent *content,
                               GSList        *files)
{
  GFile *file = NULL;
  AdwDialog *dialog;
  g_autofree char *name = NULL;

  g_return_if_fail (GTK_IS_WIDGET (window));
  g_return_if_fail (SCHOTT_IS_CONTENT (content));
  for (GSList *l = files; l != NULL && file == NULL; l = l->next)
    if (is_pack_file (l->data))
      file = l->data;
  if (file == NULL)
    {
      dialog = adw_alert_dialog_new (_("Not a Question Pack"),
                                     _("Only question packs (files ending in .schott-pack.xml) can be dropped here."));
      adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
      adw_dialog_present (dialog, window);
      return;
    }
  name = g_file_get_basename (file);
  dialog = adw_alert_dialog_new (_("Open or Add the Pack?"), NULL);
  /* TRANSLATORS: %s is a file name */
  adw_alert_dialog_format_body (ADW_ALERT_DIALOG (dialog),
                                _("Open “%s” in the editor, or add it to My Packs so that New Game offers it."),
                                name);
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "open", _("_Open in Editor"),
                                  "add", _("_Add to My Packs"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "add", ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "add");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_drop_response_cb),
                         import_job_new (window, content, file),
                         (GClosureNotify) (void (*) (void)) import_job_free, 0);
  adw_dialog_present (dialog, window);
}

static gboolean
on_drop_cb (GtkDropTarget *target,
            const GValue  *value,
            double         x,
            double         y,
            gpointer       user_data)
{
  GtkWidget *window = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  SchottContent *content = user_data;
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;
  /* the list's own, the files the file list's */
  files = gdk_file_list_get_files (g_value_get_boxed (value));
  schott_pack_import_drop_files (window, content, files);
  g_slist_free (files);
  return TRUE;
}

void
schott_pack_import_attach_drop (GtkWidget     *window,
                                SchottContent *content)
{
  GtkDropTarget *target;

  g_return_if_fail (GTK_IS_WIDGET (window));
  g_return_if_fail (SCHOTT_IS_CONTENT (content));
  target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect_data (target, "drop", G_CALLBACK (on_drop_cb), g_object_ref (content),
                         (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  gtk_widget_add_controller (window, GTK_EVENT_CONTROLLER (target));
}
