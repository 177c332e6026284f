/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-page-drafts.c: the editor page's drafts: unsaved work
 * written every few seconds, and a draft left by a session that did not end
 * cleanly offered back in a banner. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "schott-editor-page-private.h"
#include "schott-strings.h"

#define DRAFT_INTERVAL_S 5
#define DRAFT_SUFFIX ".schott-draft"

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
  g_autofree char *dir = _schott_editor_page_user_dir ("drafts");
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
    g_free (self->recovered_draft);
    self->recovered_draft = g_steal_pointer (&best);
    schott_editor_banners_show_draft (self->banners, text);
  }
}

static void
on_draft_restore_cb (SchottEditorBanners *banners, SchottEditorPage *self)
{
  g_autoptr (GMappedFile) file = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  SchottPack *p;
  g_autoptr (SchottPackModel) model = NULL;

  if (self->recovered_draft == NULL)
    return;
  file = g_mapped_file_new (self->recovered_draft, FALSE, &error);
  bytes = file ? g_mapped_file_get_bytes (file) : NULL;
  p = bytes ? schott_pack_draft_parse (bytes, &path, &error) : NULL;
  if (p == NULL)
    {
      _schott_editor_page_show_error (self, error ? error->message : _("The draft could not be read."));
      return;
    }
  model = schott_pack_model_new_for_pack (p, path);
  schott_pack_model_mark_unsaved (model);
  _schott_editor_page_set_model (self, model);
  /* The restored work is now the current draft. */
  g_free (self->draft_path);
  self->draft_path = g_steal_pointer (&self->recovered_draft);
  _schott_editor_page_toast (self, _("Draft restored: save it to keep it"));
}

static void
on_draft_discard_cb (SchottEditorBanners *banners, SchottEditorPage *self)
{
  if (self->recovered_draft != NULL)
    g_remove (self->recovered_draft);
  g_clear_pointer (&self->recovered_draft, g_free);
}

void
_schott_editor_page_drafts_start (SchottEditorPage *self)
{
  offer_recovered_draft (self);
  self->draft_id = g_timeout_add_seconds (DRAFT_INTERVAL_S, on_draft_timeout_cb, self);
}

void
_schott_editor_page_drafts_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_draft_restore_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_draft_discard_cb);
}
