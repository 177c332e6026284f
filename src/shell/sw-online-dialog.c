/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-dialog.c: Play Online: the account page, then what to play. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sw-online-account.h"
#include "sw-online-dialog.h"
#include "sw-game.h"
#include "sw-xmpp.h"

struct _SwOnlineDialog
{
  AdwDialog          parent_instance;

  AdwNavigationView *view;
  AdwEntryRow       *address_row;
  AdwPasswordEntryRow *password_row;
  AdwEntryRow       *server_row;
  GtkLabel          *account_error;
  GtkButton         *sign_in_button;
  AdwActionRow      *signed_in_row;
  GtkLabel          *keyring_note;
  AdwEntryRow       *table_row;
  GtkLabel          *join_error;

  AdwPreferencesGroup *host_group;
  GPtrArray         *games;       /* SwGame: those with online tables */

  SwXmpp            *xmpp;
  GCancellable      *cancellable;
  gboolean           from_keyring;
  gboolean           kept;        /* someone else keeps the connection */
};

G_DEFINE_FINAL_TYPE (SwOnlineDialog, sw_online_dialog, ADW_TYPE_DIALOG)

enum
{
  SIGNAL_SIGNED_IN,
  SIGNAL_SIGNED_OUT,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void sign_in (SwOnlineDialog *self);

static const char *
error_headline (const GError *error)
{
  if (error->domain != SW_XMPP_ERROR)
    return _("Could not sign in");
  switch (error->code)
    {
    case SW_XMPP_ERROR_ADDRESS:
      return _("Check the address");
    case SW_XMPP_ERROR_AUTH:
      return _("The server refused the account");
    case SW_XMPP_ERROR_TLS:
      return _("The server’s certificate was refused");
    case SW_XMPP_ERROR_CONNECT:
      return _("The server cannot be reached");
    default:
      return _("Could not sign in");
    }
}

static void
show_account_error (SwOnlineDialog *self,
                    const GError   *error)
{
  g_autofree char *text = g_markup_printf_escaped ("<b>%s</b>\n%s", error_headline (error), error->message);

  gtk_label_set_markup (self->account_error, text);
  gtk_widget_set_visible (GTK_WIDGET (self->account_error), TRUE);
}

static void
set_busy (SwOnlineDialog *self,
          gboolean        busy)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->sign_in_button), !busy);
  gtk_button_set_label (self->sign_in_button, busy ? _("Signing In…") : _("_Sign In"));
}

static void
on_stored_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  SwOnlineDialog *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!sw_online_account_store_finish (result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_autofree char *text =
        /* TRANSLATORS: %s: why the keyring refused (from libsecret) */
        g_strdup_printf (_("The password could not be kept in your keyring (%s); you will be asked again next time."),
                         error->message);

      gtk_label_set_text (self->keyring_note, text);
      gtk_widget_set_visible (GTK_WIDGET (self->keyring_note), TRUE);
    }
  g_object_unref (self);
}

static void
on_connected_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  SwOnlineDialog *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!sw_xmpp_connect_finish (SW_XMPP (object), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          set_busy (self, FALSE);
          show_account_error (self, error);
          g_clear_object (&self->xmpp);
        }
      g_object_unref (self);
      return;
    }
  set_busy (self, FALSE);
  adw_action_row_set_subtitle (self->signed_in_row, sw_xmpp_get_jid (self->xmpp));
  if (!self->from_keyring && g_getenv ("SW_ONLINE_NO_KEYRING") == NULL)
    {
      const char *server = gtk_editable_get_text (GTK_EDITABLE (self->server_row));

      sw_online_account_store_async (sw_xmpp_get_jid (self->xmpp), *server ? server : NULL,
                                     gtk_editable_get_text (GTK_EDITABLE (self->password_row)),
                                     self->cancellable, on_stored_cb, g_object_ref (self));
    }
  /* the password stays only in the connection (and the keyring) */
  gtk_editable_set_text (GTK_EDITABLE (self->password_row), "");
  /* a listener (the window) keeps the connection after the dialog */
  self->kept = g_signal_has_handler_pending (self, signals[SIGNAL_SIGNED_IN], 0, FALSE);
  g_signal_emit (self, signals[SIGNAL_SIGNED_IN], 0, self->xmpp);
  if (self->kept)
    {
      /* signed in for the run: what to play is the first page, as when
       * Play Online opens again (back, or Escape, would show an empty
       * account form while still signed in) */
      const char *const tags[] = { "play" };

      adw_navigation_view_replace_with_tags (self->view, tags, G_N_ELEMENTS (tags));
    }
  else
    adw_navigation_view_push_by_tag (self->view, "play");
  g_object_unref (self);
}

static void
sign_in (SwOnlineDialog *self)
{
  const char *jid = gtk_editable_get_text (GTK_EDITABLE (self->address_row));
  const char *password = gtk_editable_get_text (GTK_EDITABLE (self->password_row));
  const char *server = gtk_editable_get_text (GTK_EDITABLE (self->server_row));
  g_autoptr(GError) error = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->account_error), FALSE);
  if (!sw_xmpp_jid_is_valid (jid))
    {
      g_set_error (&error, SW_XMPP_ERROR, SW_XMPP_ERROR_ADDRESS, _("“%s” is not an XMPP address (name@server)."), jid);
      show_account_error (self, error);
      gtk_widget_grab_focus (GTK_WIDGET (self->address_row));
      return;
    }
  if (*password == '\0')
    {
      g_set_error_literal (&error, SW_XMPP_ERROR, SW_XMPP_ERROR_AUTH, _("Give the account’s password."));
      show_account_error (self, error);
      gtk_widget_grab_focus (GTK_WIDGET (self->password_row));
      return;
    }
  g_clear_object (&self->xmpp);
  self->xmpp = sw_xmpp_new (jid, password, *server ? server : NULL, &error);
  if (self->xmpp == NULL)
    {
      show_account_error (self, error);
      gtk_widget_grab_focus (GTK_WIDGET (self->server_row));
      return;
    }
  set_busy (self, TRUE);
  sw_xmpp_connect_async (self->xmpp, self->cancellable, on_connected_cb, g_object_ref (self));
}

static void
on_sign_in_clicked_cb (GtkButton      *button,
                       SwOnlineDialog *self)
{
  self->from_keyring = FALSE;
  sign_in (self);
}

/* Sign Out: the connection closes (whoever keeps it lets it go), the
 * keyring forgets the password, and the account form comes back with
 * the address filled in. */
static void
on_sign_out_clicked_cb (GtkButton      *button,
                        SwOnlineDialog *self)
{
  g_autofree char *jid = NULL;
  const char *const tags[] = { "account" };

  if (self->xmpp == NULL)
    return;
  jid = sw_xmpp_jid_bare (sw_xmpp_get_jid (self->xmpp));
  g_signal_emit (self, signals[SIGNAL_SIGNED_OUT], 0);
  if (!self->kept)
    sw_xmpp_disconnect (self->xmpp);
  g_clear_object (&self->xmpp);
  self->kept = FALSE;
  self->from_keyring = FALSE;
  if (g_getenv ("SW_ONLINE_NO_KEYRING") == NULL)
    sw_online_account_forget (jid);
  gtk_editable_set_text (GTK_EDITABLE (self->address_row), jid);
  gtk_editable_set_text (GTK_EDITABLE (self->password_row), "");
  gtk_widget_set_visible (GTK_WIDGET (self->keyring_note), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->account_error), FALSE);
  adw_navigation_view_replace_with_tags (self->view, tags, G_N_ELEMENTS (tags));
  gtk_widget_grab_focus (GTK_WIDGET (self->password_row));
}

static void
on_looked_up_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  SwOnlineDialog *self = user_data;
  g_autofree char *jid = NULL;
  g_autofree char *server = NULL;
  g_autofree char *password = NULL;
  g_autoptr(GError) error = NULL;

  if (sw_online_account_lookup_finish (result, &jid, &server, &password, &error))
    {
      gtk_editable_set_text (GTK_EDITABLE (self->address_row), jid);
      gtk_editable_set_text (GTK_EDITABLE (self->server_row), server ? server : "");
      gtk_editable_set_text (GTK_EDITABLE (self->password_row), password);
      memset (password, 0, strlen (password));
      self->from_keyring = TRUE;
      sign_in (self);
    }
  /* No keyring, or nothing kept: the person types the account. */
  g_object_unref (self);
}

static char *
room_of (const char *text)
{
  g_autofree char *room = g_strstrip (g_strdup (text));

  /* the join link ("xmpp:ROOM?join") or the bare address */
  if (g_str_has_prefix (room, "xmpp:"))
    memmove (room, room + 5, strlen (room + 5) + 1);
  if (strchr (room, '?') != NULL)
    *strchr (room, '?') = '\0';
  if (!sw_xmpp_jid_is_valid (room) || strchr (room, '/') != NULL || strchr (room, '@') == NULL)
    return NULL;
  return g_steal_pointer (&room);
}

static void
on_join_clicked_cb (GtkButton      *button,
                    SwOnlineDialog *self)
{
  g_autofree char *room = room_of (gtk_editable_get_text (GTK_EDITABLE (self->table_row)));

  if (room == NULL)
    {
      gtk_label_set_text (self->join_error, _("That is not a table’s address: paste the join link your host sent (xmpp:…?join)."));
      gtk_widget_set_visible (GTK_WIDGET (self->join_error), TRUE);
      gtk_widget_grab_focus (GTK_WIDGET (self->table_row));
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->join_error), FALSE);
  /* One game has online tables today; with a second, the table's first
   * message names its game and the page would be chosen by that. */
  if (self->games->len > 0)
    adw_navigation_view_push (self->view, sw_game_online_page (g_ptr_array_index (self->games, 0),
                                                               G_OBJECT (self->xmpp), room));
}

static void
on_host_activated_cb (AdwActionRow   *row,
                      SwOnlineDialog *self)
{
  SwGame *game = g_object_get_data (G_OBJECT (row), "sw-game");

  adw_navigation_view_push (self->view, sw_game_online_page (game, G_OBJECT (self->xmpp), NULL));
}

/* ------------------------------------------------------------ building */

static GtkWidget *
boxed (GtkWidget *content)
{
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_widget_set_margin_top (content, 18);
  gtk_widget_set_margin_bottom (content, 18);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 520);
  adw_clamp_set_child (ADW_CLAMP (clamp), content);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  return scrolled;
}

static GtkLabel *
error_label (void)
{
  GtkLabel *label = GTK_LABEL (gtk_label_new (NULL));

  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_xalign (label, 0);
  gtk_label_set_selectable (label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (label), "error");
  gtk_widget_set_visible (GTK_WIDGET (label), FALSE);
  return label;
}

static AdwNavigationPage *
page (GtkWidget  *content,
      const char *title,
      const char *tag)
{
  GtkWidget *toolbar = adw_toolbar_view_new ();

  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (toolbar), adw_header_bar_new ());
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (toolbar), boxed (content));
  return adw_navigation_page_new_with_tag (toolbar, title, tag);
}

static AdwNavigationPage *
build_account_page (SwOnlineDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Your XMPP Account"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
    _("Play with friends on their own computers through any XMPP (Jabber) account: yours, or a free one from a provider. "
      "The password is kept in your keyring, nowhere else."));
  self->address_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->address_row), _("Address (name@server)"));
  gtk_editable_set_enable_undo (GTK_EDITABLE (self->address_row), TRUE);
  adw_entry_row_set_input_purpose (self->address_row, GTK_INPUT_PURPOSE_EMAIL);
  /* Return in any of the three signs in, as it would in a login form */
  adw_entry_row_set_activates_default (self->address_row, TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->address_row));
  self->password_row = ADW_PASSWORD_ENTRY_ROW (adw_password_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->password_row), _("Password"));
  adw_entry_row_set_activates_default (ADW_ENTRY_ROW (self->password_row), TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->password_row));
  self->server_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->server_row), _("Server (optional)"));
  adw_entry_row_set_activates_default (self->server_row, TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->server_row));
  gtk_box_append (GTK_BOX (box), group);

  self->account_error = error_label ();
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->account_error));

  self->sign_in_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Sign In")));
  gtk_button_set_use_underline (self->sign_in_button, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->sign_in_button), "pill");
  gtk_widget_add_css_class (GTK_WIDGET (self->sign_in_button), "suggested-action");
  gtk_widget_set_halign (GTK_WIDGET (self->sign_in_button), GTK_ALIGN_CENTER);
  g_signal_connect (self->sign_in_button, "clicked", G_CALLBACK (on_sign_in_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->sign_in_button));
  adw_dialog_set_default_widget (ADW_DIALOG (self), GTK_WIDGET (self->sign_in_button));
  return page (box, _("Play Online"), "account");
}

static AdwNavigationPage *
build_play_page (SwOnlineDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *account = adw_preferences_group_new ();
  GtkWidget *host = adw_preferences_group_new ();
  GtkWidget *join = adw_preferences_group_new ();
  GtkWidget *join_button = gtk_button_new_with_mnemonic (_("_Join Table"));
  GtkWidget *sign_out;

  self->signed_in_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->signed_in_row), _("Signed In As"));
  adw_action_row_set_subtitle_selectable (self->signed_in_row, TRUE);
  sign_out = gtk_button_new_with_mnemonic (_("Sign _Out"));
  gtk_widget_set_valign (sign_out, GTK_ALIGN_CENTER);
  g_signal_connect (sign_out, "clicked", G_CALLBACK (on_sign_out_clicked_cb), self);
  adw_action_row_add_suffix (self->signed_in_row, sign_out);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (account), GTK_WIDGET (self->signed_in_row));
  gtk_box_append (GTK_BOX (box), account);
  self->keyring_note = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->keyring_note, TRUE);
  gtk_label_set_xalign (self->keyring_note, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->keyring_note), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->keyring_note), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->keyring_note));

  /* a row for each game with online tables (sw_online_dialog_new) */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (host), _("Host a Table"));
  self->host_group = ADW_PREFERENCES_GROUP (host);
  gtk_box_append (GTK_BOX (box), host);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (join), _("Join a Table"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (join), _("Paste the link or address your host sent."));
  self->table_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->table_row), _("Table Address"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (join), GTK_WIDGET (self->table_row));
  gtk_box_append (GTK_BOX (box), join);
  self->join_error = error_label ();
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->join_error));
  gtk_widget_add_css_class (join_button, "pill");
  gtk_widget_set_halign (join_button, GTK_ALIGN_CENTER);
  g_signal_connect (join_button, "clicked", G_CALLBACK (on_join_clicked_cb), self);
  /* Return in the address joins */
  g_signal_connect_swapped (self->table_row, "entry-activated", G_CALLBACK (gtk_widget_activate), join_button);
  gtk_box_append (GTK_BOX (box), join_button);
  return page (box, _("Play Online"), "play");
}

/* ------------------------------------------------------------ GObject */

static void
sw_online_dialog_dispose (GObject *object)
{
  SwOnlineDialog *self = SW_ONLINE_DIALOG (object);

  g_cancellable_cancel (self->cancellable);
  if (self->xmpp != NULL && !self->kept)
    sw_xmpp_disconnect (self->xmpp);
  g_clear_object (&self->xmpp);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  G_OBJECT_CLASS (sw_online_dialog_parent_class)->dispose (object);
}

static void
sw_online_dialog_class_init (SwOnlineDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sw_online_dialog_dispose;

  /* The account signed in (an SwXmpp). Whoever listens keeps the
   * connection: the dialog no longer closes it when it goes. */
  signals[SIGNAL_SIGNED_IN] =
    g_signal_new ("signed-in", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_OBJECT);
  /* Sign Out: whoever keeps the connection lets it go (the dialog
   * closes it if no one does). */
  signals[SIGNAL_SIGNED_OUT] =
    g_signal_new ("signed-out", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sw_online_dialog_init (SwOnlineDialog *self)
{
  self->cancellable = g_cancellable_new ();
  self->view = ADW_NAVIGATION_VIEW (adw_navigation_view_new ());
  adw_navigation_view_add (self->view, build_account_page (self));
  adw_navigation_view_add (self->view, build_play_page (self));
  adw_dialog_set_child (ADW_DIALOG (self), GTK_WIDGET (self->view));
  adw_dialog_set_title (ADW_DIALOG (self), _("Play Online"));
  adw_dialog_set_content_width (ADW_DIALOG (self), 520);
  /* tall enough for the lobby with four seats and the move list */
  adw_dialog_set_content_height (ADW_DIALOG (self), 620);
}

static SwOnlineDialog *
new_dialog (GPtrArray *games)
{
  SwOnlineDialog *self = g_object_new (SW_TYPE_ONLINE_DIALOG, NULL);

  self->games = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < games->len; i++)
    {
      SwGame *game = g_ptr_array_index (games, i);
      const SwGameDescription *description = sw_game_describe (game);
      GtkWidget *row;

      if (!sw_game_has_online (game))
        continue;
      g_ptr_array_add (self->games, g_object_ref (game));
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     description->name != NULL ? _(description->name) : description->id);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Seat friends and computers, then send the table’s link"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "sw-game", game);
      g_signal_connect (row, "activated", G_CALLBACK (on_host_activated_cb), self);
      adw_preferences_group_add (self->host_group, row);
    }
  return self;
}

AdwDialog *
sw_online_dialog_new (GPtrArray *games)
{
  SwOnlineDialog *self;

  g_return_val_if_fail (games != NULL, NULL);
  self = new_dialog (games);
  /* Tests keep the keyring out: they never read or write the person's. */
  if (g_getenv ("SW_ONLINE_NO_KEYRING") == NULL)
    sw_online_account_lookup_async (self->cancellable, on_looked_up_cb, g_object_ref (self));
  return ADW_DIALOG (self);
}

AdwDialog *
sw_online_dialog_new_signed_in (GPtrArray *games,
                                GObject   *connection)
{
  SwOnlineDialog *self;
  const char *const tags[] = { "play" };

  g_return_val_if_fail (games != NULL, NULL);
  g_return_val_if_fail (SW_IS_XMPP (connection), NULL);
  self = new_dialog (games);
  self->xmpp = g_object_ref (SW_XMPP (connection));
  self->kept = TRUE;
  adw_action_row_set_subtitle (self->signed_in_row, sw_xmpp_get_jid (self->xmpp));
  adw_navigation_view_replace_with_tags (self->view, tags, G_N_ELEMENTS (tags));
  return ADW_DIALOG (self);
}

void
sw_online_dialog_join (SwOnlineDialog *self,
                       SwGame         *game,
                       const char     *room)
{
  g_return_if_fail (SW_IS_ONLINE_DIALOG (self));
  g_return_if_fail (SW_IS_GAME (game) && sw_game_has_online (game));
  g_return_if_fail (self->xmpp != NULL && room != NULL);
  adw_navigation_view_push (self->view, sw_game_online_page (game, G_OBJECT (self->xmpp), room));
}
