/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-invitations.c: the kept online account and the strip of
 * invitations under the window's header bar. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sw-game.h"
#include "sw-online-dialog.h"
#include "sw-online-invitations.h"
#include "sw-xmpp.h"

/* The application's action a notification's click runs: its target is
 * the room; the window that keeps the connection answers it. */
#define NOTIFY_ACTION "online-invitation"
/* Limits on what anyone may send: invitations shown at once (more wait
 * until one goes: they are not remembered, so a later one shows) and the
 * characters of an invitation's own words shown. */
#define MAX_SHOWN  5
#define MAX_REASON 200

struct _SwOnlineInvitations
{
  AdwBin        parent_instance;

  GtkBox       *list;        /* one strip per invitation shown */
  GPtrArray    *games;       /* SwGame */
  SwXmpp       *xmpp;        /* the kept connection, or NULL */
  gulong        invitation_id;
  GHashTable   *rooms;       /* room → its strip (weak), or NULL once gone */
  GSimpleAction *notify_action; /* ours on the application, or NULL */
  GApplication *app;         /* where notify_action is */
};

G_DEFINE_FINAL_TYPE (SwOnlineInvitations, sw_online_invitations, ADW_TYPE_BIN)

static const char *
game_name (SwGame *game)
{
  const SwGameDescription *description = sw_game_describe (game);

  return description->name != NULL ? _(description->name) : description->id;
}

static SwGame *
game_of_id (SwOnlineInvitations *self,
            const char          *id)
{
  for (guint i = 0; self->games != NULL && id != NULL && i < self->games->len; i++)
    {
      SwGame *game = g_ptr_array_index (self->games, i);

      if (g_strcmp0 (sw_game_describe (game)->id, id) == 0)
        return game;
    }
  return NULL;
}

/* The game a table without a game's name opens in (as Join a Table does):
 * the first with online tables. */
static SwGame *
first_online_game (SwOnlineInvitations *self)
{
  for (guint i = 0; self->games != NULL && i < self->games->len; i++)
    if (sw_game_has_online (g_ptr_array_index (self->games, i)))
      return g_ptr_array_index (self->games, i);
  return NULL;
}

static char *
notification_id (const char *room)
{
  return g_strdup_printf ("online-invitation-%08x", g_str_hash (room));
}

static GApplication *
application (SwOnlineInvitations *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkApplication *app = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root)) : NULL;

  return app != NULL ? G_APPLICATION (app) : NULL;
}

/* The strip goes; its room stays known, so the same invitation again is
 * not shown a second time. */
static void
remove_strip (SwOnlineInvitations *self,
              GtkWidget           *strip)
{
  const char *room = g_object_get_data (G_OBJECT (strip), "sw-room");
  GApplication *app = application (self);

  if (app != NULL)
    {
      g_autofree char *id = notification_id (room);

      g_application_withdraw_notification (app, id);
    }
  g_hash_table_replace (self->rooms, g_strdup (room), NULL);
  gtk_box_remove (self->list, strip);
  gtk_widget_set_visible (GTK_WIDGET (self), gtk_widget_get_first_child (GTK_WIDGET (self->list)) != NULL);
}

static AdwDialog *watch_dialog (SwOnlineInvitations *self,
                                AdwDialog           *dialog);

static void
join (SwOnlineInvitations *self,
      GtkWidget           *strip)
{
  SwGame *game = g_object_get_data (G_OBJECT (strip), "sw-game");
  g_autofree char *room = g_strdup (g_object_get_data (G_OBJECT (strip), "sw-room"));
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
  AdwDialog *dialog;

  remove_strip (self, strip);
  if (game == NULL || self->xmpp == NULL || window == NULL)
    return;
  dialog = watch_dialog (self, sw_online_dialog_new_signed_in (self->games, G_OBJECT (self->xmpp)));
  adw_dialog_present (dialog, window);
  sw_online_dialog_join (SW_ONLINE_DIALOG (dialog), game, room);
}

static void
on_join_clicked_cb (GtkButton           *button,
                    SwOnlineInvitations *self)
{
  join (self, g_object_get_data (G_OBJECT (button), "sw-strip"));
}

static void
on_dismiss_clicked_cb (GtkButton           *button,
                       SwOnlineInvitations *self)
{
  GtkWidget *strip = g_object_get_data (G_OBJECT (button), "sw-strip");
  GtkWidget *next = gtk_widget_get_next_sibling (strip);

  if (next == NULL)
    next = gtk_widget_get_prev_sibling (strip);
  remove_strip (self, strip);
  /* the focus goes on to the next invitation, or back to the window */
  if (next != NULL)
    gtk_widget_child_focus (next, GTK_DIR_TAB_FORWARD);
  else
    gtk_widget_child_focus (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self))), GTK_DIR_TAB_FORWARD);
}

/* What the strip says, and whether the app can seat its player. */
static char *
describe (SwOnlineInvitations *self,
          const char          *inviter,
          const char          *game_id,
          const char          *reason,
          SwGame             **game)
{
  SwGame *named = game_of_id (self, game_id);

  *game = NULL;
  if (game_id == NULL)
    {
      /* an ordinary chat client's invitation: it names no game */
      *game = first_online_game (self);
      if (reason != NULL)
        /* TRANSLATORS: %s: who invites (an XMPP address); then the
         * invitation's own words, as the inviter wrote them */
        return g_strdup_printf (_("%s invites you to a table: “%s”"), inviter, reason);
      /* TRANSLATORS: %s: who invites (an XMPP address) */
      return g_strdup_printf (_("%s invites you to a table."), inviter);
    }
  if (named == NULL)
    /* TRANSLATORS: %s: who invites; then the game's id as it came */
    return g_strdup_printf (_("%s invites you to a game this version does not know (“%s”)."), inviter, game_id);
  if (!sw_game_has_online (named))
    /* TRANSLATORS: %s: who invites; then the game's name, twice */
    return g_strdup_printf (_("%s invites you to a game of %s. Online tables of %s cannot be played in the app yet."),
                            inviter, game_name (named), game_name (named));
  *game = named;
  /* TRANSLATORS: %s: who invites (an XMPP address); then the game's name */
  return g_strdup_printf (_("%s invites you to a game of %s."), inviter, game_name (named));
}

static GtkWidget *
new_strip (SwOnlineInvitations *self,
           const char          *room,
           const char          *text,
           SwGame              *game)
{
  GtkWidget *strip = g_object_new (GTK_TYPE_BOX, "orientation", GTK_ORIENTATION_HORIZONTAL, "spacing", 12,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
  /* the group says "Invitation"; its picture adds nothing to hear */
  GtkWidget *icon = g_object_new (GTK_TYPE_IMAGE, "icon-name", "system-users-symbolic",
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *dismiss = gtk_button_new_from_icon_name ("window-close-symbolic");
  PangoAttrList *attributes = pango_attr_list_new ();

  gtk_widget_add_css_class (strip, "card");
  gtk_widget_set_margin_top (strip, 6);
  gtk_widget_set_margin_start (strip, 6);
  gtk_widget_set_margin_end (strip, 6);
  g_object_set_data_full (G_OBJECT (strip), "sw-room", g_strdup (room), g_free);
  g_object_set_data (G_OBJECT (strip), "sw-game", game);
  gtk_accessible_update_property (GTK_ACCESSIBLE (strip), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Invitation"), -1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (strip), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label, NULL, -1);

  gtk_widget_set_margin_start (icon, 12);
  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (strip), icon);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* an address broken across lines gains no hyphen that is not in it */
  pango_attr_list_insert (attributes, pango_attr_insert_hyphens_new (FALSE));
  gtk_label_set_attributes (GTK_LABEL (label), attributes);
  pango_attr_list_unref (attributes);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_width_chars (GTK_LABEL (label), 12);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_margin_top (label, 9);
  gtk_widget_set_margin_bottom (label, 9);
  gtk_box_append (GTK_BOX (strip), label);

  gtk_widget_set_valign (buttons, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_end (buttons, 9);
  if (game != NULL)
    {
      GtkWidget *join_button = gtk_button_new_with_mnemonic (_("_Join"));

      gtk_widget_add_css_class (join_button, "suggested-action");
      g_object_set_data (G_OBJECT (join_button), "sw-strip", strip);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (join_button), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label, NULL, -1);
      g_signal_connect (join_button, "clicked", G_CALLBACK (on_join_clicked_cb), self);
      gtk_box_append (GTK_BOX (buttons), join_button);
    }
  g_object_set_data (G_OBJECT (dismiss), "sw-strip", strip);
  /* a cross as on a toast: the words stay room for the invitation's */
  gtk_widget_add_css_class (dismiss, "flat");
  gtk_widget_add_css_class (dismiss, "circular");
  gtk_widget_set_tooltip_text (dismiss, _("Dismiss the Invitation"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (dismiss), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Dismiss the Invitation"), -1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (dismiss), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label, NULL, -1);
  g_signal_connect (dismiss, "clicked", G_CALLBACK (on_dismiss_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), dismiss);
  gtk_box_append (GTK_BOX (strip), buttons);
  return strip;
}

static void
notify (SwOnlineInvitations *self,
        const char          *room,
        const char          *text,
        SwGame              *game)
{
  GApplication *app = application (self);
  g_autoptr(GNotification) notification = NULL;
  g_autofree char *id = NULL;

  /* no session bus, no notifications (a test, a bare session) */
  if (app == NULL || self->notify_action == NULL || g_application_get_dbus_connection (app) == NULL)
    return;
  notification = g_notification_new (game != NULL ? _("An Invitation to Play Online") : _("An Invitation"));
  g_notification_set_body (notification, text);
  if (game != NULL)
    g_notification_set_default_action_and_target (notification, "app." NOTIFY_ACTION, "s", room);
  id = notification_id (room);
  g_application_send_notification (app, id, notification);
}

static void
on_invitation_cb (SwXmpp              *xmpp,
                  const char          *room,
                  const char          *inviter,
                  const char          *reason,
                  const char          *game_id,
                  SwOnlineInvitations *self)
{
  g_autofree char *text = NULL;
  SwGame *game;
  GtkWidget *strip;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autofree char *short_reason = NULL;

  /* a room is a bare address; the same room twice shows once */
  if (room == NULL || inviter == NULL || !sw_xmpp_jid_is_valid (room) || strchr (room, '@') == NULL
      || strchr (room, '/') != NULL || g_hash_table_contains (self->rooms, room)
      || sw_online_invitations_get_n_shown (self) >= MAX_SHOWN)
    return;
  if (reason != NULL && g_utf8_strlen (reason, -1) > MAX_REASON)
    {
      g_autofree char *head = g_utf8_substring (reason, 0, MAX_REASON - 1);

      reason = short_reason = g_strconcat (head, "…", NULL);
    }
  text = describe (self, inviter, game_id, reason, &game);
  strip = new_strip (self, room, text, game);
  g_hash_table_insert (self->rooms, g_strdup (room), strip);
  gtk_box_append (self->list, strip);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  gtk_accessible_announce (GTK_ACCESSIBLE (self), text, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  /* Out of sight (another window has the focus, or a dialog such as
   * Play Online covers the strip): a notification says it too. */
  if (GTK_IS_WINDOW (root)
      && (!gtk_window_is_active (GTK_WINDOW (root))
          || (ADW_IS_APPLICATION_WINDOW (root)
              && adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (root)) != NULL)))
    notify (self, room, text, game);
}

/* A notification's click: the window comes forward, the lobby opens. */
static void
on_notify_action_cb (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  SwOnlineInvitations *self = user_data;
  GtkWidget *strip = g_hash_table_lookup (self->rooms, g_variant_get_string (parameter, NULL));
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (GTK_IS_WINDOW (root))
    gtk_window_present (GTK_WINDOW (root));
  if (strip != NULL)
    join (self, strip);
}

static void
take_connection (SwOnlineInvitations *self,
                 SwXmpp              *xmpp)
{
  GApplication *app = application (self);

  if (self->xmpp == xmpp)
    return;
  if (self->xmpp != NULL)
    {
      g_clear_signal_handler (&self->invitation_id, self->xmpp);
      sw_xmpp_disconnect (self->xmpp);
      g_clear_object (&self->xmpp);
    }
  self->xmpp = g_object_ref (xmpp);
  self->invitation_id = g_signal_connect (xmpp, "invitation", G_CALLBACK (on_invitation_cb), self);
  if (app != NULL && self->notify_action == NULL)
    {
      /* the window that signed in last answers the notifications */
      self->notify_action = g_simple_action_new (NOTIFY_ACTION, G_VARIANT_TYPE_STRING);
      g_signal_connect (self->notify_action, "activate", G_CALLBACK (on_notify_action_cb), self);
      g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (self->notify_action));
      self->app = g_object_ref (app);
    }
}

static void
on_signed_in_cb (SwOnlineDialog      *dialog,
                 GObject             *connection,
                 SwOnlineInvitations *self)
{
  take_connection (self, SW_XMPP (connection));
}

/* Sign Out: the connection closes and its invitations go with it. */
static void
on_signed_out_cb (SwOnlineDialog      *dialog,
                  SwOnlineInvitations *self)
{
  GtkWidget *strip;

  while ((strip = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    remove_strip (self, strip);
  g_hash_table_remove_all (self->rooms);
  if (self->xmpp != NULL)
    {
      g_clear_signal_handler (&self->invitation_id, self->xmpp);
      sw_xmpp_disconnect (self->xmpp);
      g_clear_object (&self->xmpp);
    }
}

/* Play Online's dialogs: the connection they sign in is kept here. */
static AdwDialog *
watch_dialog (SwOnlineInvitations *self,
              AdwDialog           *dialog)
{
  g_signal_connect_object (dialog, "signed-in", G_CALLBACK (on_signed_in_cb), self, G_CONNECT_DEFAULT);
  g_signal_connect_object (dialog, "signed-out", G_CALLBACK (on_signed_out_cb), self, G_CONNECT_DEFAULT);
  return dialog;
}

/* ------------------------------------------------------------ GObject */

static void
sw_online_invitations_dispose (GObject *object)
{
  SwOnlineInvitations *self = SW_ONLINE_INVITATIONS (object);

  if (self->notify_action != NULL)
    {
      GAction *registered = g_action_map_lookup_action (G_ACTION_MAP (self->app), NOTIFY_ACTION);

      g_signal_handlers_disconnect_by_data (self->notify_action, self);
      if (registered == G_ACTION (self->notify_action))
        g_action_map_remove_action (G_ACTION_MAP (self->app), NOTIFY_ACTION);
      g_clear_object (&self->notify_action);
      g_clear_object (&self->app);
    }
  if (self->xmpp != NULL)
    {
      g_clear_signal_handler (&self->invitation_id, self->xmpp);
      sw_xmpp_disconnect (self->xmpp);
      g_clear_object (&self->xmpp);
    }
  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_pointer (&self->rooms, g_hash_table_unref);
  G_OBJECT_CLASS (sw_online_invitations_parent_class)->dispose (object);
}

static void
sw_online_invitations_class_init (SwOnlineInvitationsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sw_online_invitations_dispose;
}

static void
sw_online_invitations_init (SwOnlineInvitations *self)
{
  self->rooms = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->list = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->list), 6);
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->list));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

/* ------------------------------------------------------------ public */

void
sw_online_invitations_set_games (SwOnlineInvitations *self,
                                 GPtrArray           *games)
{
  g_return_if_fail (SW_IS_ONLINE_INVITATIONS (self));
  g_clear_pointer (&self->games, g_ptr_array_unref);
  self->games = games != NULL ? g_ptr_array_ref (games) : NULL;
}

AdwDialog *
sw_online_invitations_new_dialog (SwOnlineInvitations *self)
{
  g_autoptr(GPtrArray) none = NULL;
  GPtrArray *games;

  g_return_val_if_fail (SW_IS_ONLINE_INVITATIONS (self), NULL);
  games = self->games;
  if (games == NULL)
    games = none = g_ptr_array_new ();
  if (self->xmpp != NULL)
    return watch_dialog (self, sw_online_dialog_new_signed_in (games, G_OBJECT (self->xmpp)));
  return watch_dialog (self, sw_online_dialog_new (games));
}

GObject *
sw_online_invitations_get_connection (SwOnlineInvitations *self)
{
  g_return_val_if_fail (SW_IS_ONLINE_INVITATIONS (self), NULL);
  return self->xmpp != NULL ? G_OBJECT (self->xmpp) : NULL;
}

guint
sw_online_invitations_get_n_shown (SwOnlineInvitations *self)
{
  guint n = 0;

  g_return_val_if_fail (SW_IS_ONLINE_INVITATIONS (self), 0);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list)); child;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}
