/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-autosave-banner.c: what keeps the game from being saved: shown
 * once, gone when a save works again. The banner is built the first time
 * there is something to say: most games are saved. */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-autosave-banner.h"

struct _SwAutosaveBanner
{
  AdwBin     parent_instance;

  AdwBanner *banner;   /* NULL until first needed */
  char      *failure;
  char      *folder;
  gboolean   locked;
  gboolean   locked_dismissed;
};

G_DEFINE_FINAL_TYPE (SwAutosaveBanner, sw_autosave_banner, ADW_TYPE_BIN)

static void on_button_clicked_cb (AdwBanner *banner, SwAutosaveBanner *self);

static AdwBanner *
ensure_banner (SwAutosaveBanner *self)
{
  if (self->banner == NULL)
    {
      self->banner = ADW_BANNER (adw_banner_new (""));
      /* its title quotes a folder, which may hold "&" or "<": plain text */
      adw_banner_set_use_markup (self->banner, FALSE);
      g_signal_connect (self->banner, "button-clicked", G_CALLBACK (on_button_clicked_cb), self);
      adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->banner));
    }
  return self->banner;
}

static void
update (SwAutosaveBanner *self)
{
  if (self->failure == NULL && (!self->locked || self->locked_dismissed) && self->banner == NULL)
    return;
  ensure_banner (self);
  if (self->failure != NULL)
    {
      g_autofree char *title = NULL;

      /* Where, in a line or two; what exactly failed (a long message) is
       * behind the button. */
      /* TRANSLATORS: %s is a folder, e.g. /home/anna/.local/share/schott-world */
      title = g_strdup_printf (_("This game is not being saved in “%s”"), self->folder);
      adw_banner_set_title (self->banner, title);
      adw_banner_set_button_label (self->banner, _("_Details"));
      adw_banner_set_revealed (self->banner, TRUE);
    }
  else if (self->locked && !self->locked_dismissed)
    {
      adw_banner_set_title (self->banner,
                            _("Another SCHOTT World window holds the saved game: games in this window are not saved."));
      adw_banner_set_button_label (self->banner, _("_Dismiss"));
      adw_banner_set_revealed (self->banner, TRUE);
    }
  else
    adw_banner_set_revealed (self->banner, FALSE);
}

static void
on_button_clicked_cb (AdwBanner        *banner,
                      SwAutosaveBanner *self)
{
  if (self->failure != NULL)
    {
      AdwDialog *dialog = adw_alert_dialog_new (_("The Game Is Not Being Saved"), NULL);
      GtkWidget *message = gtk_label_new (self->failure);

      /* paths break anywhere: a phone's width holds them */
      gtk_label_set_wrap (GTK_LABEL (message), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (message), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_justify (GTK_LABEL (message), GTK_JUSTIFY_CENTER);
      adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), message);
      adw_alert_dialog_set_body (ADW_ALERT_DIALOG (dialog),
                                 _("You can play on. The message goes as soon as a move is saved again."));
      adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
      adw_dialog_present (dialog, GTK_WIDGET (self));
      return;
    }
  self->locked_dismissed = TRUE;
  update (self);
}

static void
sw_autosave_banner_finalize (GObject *object)
{
  SwAutosaveBanner *self = SW_AUTOSAVE_BANNER (object);

  g_free (self->failure);
  g_free (self->folder);
  G_OBJECT_CLASS (sw_autosave_banner_parent_class)->finalize (object);
}

static void
sw_autosave_banner_class_init (SwAutosaveBannerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sw_autosave_banner_finalize;
}

static void
sw_autosave_banner_init (SwAutosaveBanner *self)
{
}

void
sw_autosave_banner_set_state (SwAutosaveBanner *self,
                              const char       *failure,
                              const char       *folder,
                              gboolean          locked)
{
  g_return_if_fail (SW_IS_AUTOSAVE_BANNER (self));
  g_free (self->failure);
  self->failure = g_strdup (failure);
  g_free (self->folder);
  self->folder = g_strdup (folder);
  self->locked = locked;
  update (self);
}

AdwBanner *
sw_autosave_banner_get_banner (SwAutosaveBanner *self)
{
  g_return_val_if_fail (SW_IS_AUTOSAVE_BANNER (self), NULL);
  return ensure_banner (self);
}
