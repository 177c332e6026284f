/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-entry-autosave.c: what SCHOTT's entry tells the window of
 * its autosave: saving failed (and works again), another window holds
 * it, the saved game was damaged. Calls only schott-game-entry.c. */
#include "config.h"

#include <glib/gi18n.h>
#include <sys/stat.h>

#include "schott-game-entry-private.h"

void
_schott_game_entry_tell_autosave_state (SchottGameEntry *self)
{
  g_autofree char *path = schott_game_model_default_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  sw_game_emit_autosave_state (SW_GAME (self), self->autosave_failure, dir, self->autosave_locked);
}

/* When the model's autosave file was last written, in ns; -1: none. */
static gint64
autosave_mtime (SchottGameModel *model)
{
  g_autofree char *path = NULL;
  struct stat st;

  g_object_get (model, "autosave-path", &path, NULL);
  if (path == NULL || stat (path, &st) != 0)
    return -1;
  return (gint64) st.st_mtim.tv_sec * 1000000000 + st.st_mtim.tv_nsec;
}

static void
on_autosave_failed_cb (SchottGameModel *model,
                       const GError    *error,
                       SchottGameEntry *self)
{
  g_free (self->autosave_failure);
  self->autosave_failure = g_strdup (error->message);
  self->autosave_mtime = autosave_mtime (model);
  _schott_game_entry_tell_autosave_state (self);
}

void
_schott_game_entry_on_autosave_locked_cb (SchottGameModel *model,
                                          GParamSpec      *pspec,
                                          SchottGameEntry *self)
{
  gboolean locked;

  g_object_get (model, "autosave-locked", &locked, NULL);
  self->autosave_locked = locked;
  _schott_game_entry_tell_autosave_state (self);
}

/* The model says when saving fails, not when it works again: a file
 * written after the failure does. Checked as the game goes on (the
 * writer runs behind the moves, so this is a move late at most). */
static void
on_decision_changed_cb (SchottGameModel *model,
                        SchottGameEntry *self)
{
  gint64 mtime;

  if (self->autosave_failure == NULL)
    return;
  mtime = autosave_mtime (model);
  if (mtime >= 0 && mtime != self->autosave_mtime)
    {
      g_clear_pointer (&self->autosave_failure, g_free);
      _schott_game_entry_tell_autosave_state (self);
    }
}

void
_schott_game_entry_watch_autosave (SchottGameEntry *self,
                                   SchottGameModel *model)
{
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_pointer (&self->autosave_failure, g_free);
  if (model == NULL)
    {
      _schott_game_entry_tell_autosave_state (self);
      return;
    }
  g_signal_connect (model, "autosave-failed", G_CALLBACK (on_autosave_failed_cb), self);
  g_signal_connect (model, "notify::autosave-locked", G_CALLBACK (_schott_game_entry_on_autosave_locked_cb), self);
  g_signal_connect (model, "decision-changed", G_CALLBACK (on_decision_changed_cb), self);
  g_signal_connect_swapped (model, "notify::can-undo", G_CALLBACK (sw_game_emit_undo_changed), self);
}

static void
on_damaged_response_cb (AdwAlertDialog  *dialog,
                        const char      *response,
                        SchottGameEntry *self)
{
  if (self->disposed || self->model != NULL)
    return;
  sw_game_emit_show_setup (SW_GAME (self));
  gtk_widget_grab_focus (GTK_WIDGET (schott_setup_page_get_start_button (_schott_game_entry_ensure_setup (self))));
}

/* The autosave was damaged and has been moved aside: say what was wrong
 * and where the file went, and offer a fresh game. */
void
_schott_game_entry_tell_autosave_damaged (SchottGameEntry *self,
                                          const GError    *error)
{
  AdwDialog *dialog = adw_alert_dialog_new (_("The Saved Game Is Damaged"), NULL);
  GtkWidget *message = gtk_label_new (error->message);

  /* The model's message says what was wrong and where the file went. Its
   * paths break anywhere (the body's would not: too wide for a phone). */
  gtk_label_set_wrap (GTK_LABEL (message), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (message), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (message), GTK_JUSTIFY_CENTER);
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), message);
  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "new-game", _("_New Game"));
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "new-game",
                                            ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "new-game");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "new-game");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_damaged_response_cb), self, 0);
  adw_dialog_present (dialog, GTK_WIDGET (self->bin));
}
