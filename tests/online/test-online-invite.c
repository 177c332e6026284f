/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-online-invite.c: an invitation arrives in the window and is
 * accepted, through the real widgets, against a Prosody on 127.0.0.1
 * (with-prosody.py). The app signs in as ana through Play Online and
 * closes the dialog (the connection stays); `schott-cli online host
 * --invite ana` opens a Best Path table; the strip under the header bar
 * says who invites and to which game; the same room again shows once;
 * an ordinary client's invitation (no game said) and one to a SCHOTT
 * table (not playable online in the app yet) are said plainly; Join,
 * activated as a person would, opens the lobby; the game is played to
 * the end and both sides report the same scores, the deal verified.
 * With the window not focused the invitation comes as a notification too
 * (to a notification server the test runs on its session bus), and its
 * click opens the table. Sign Out lets the connection and its
 * invitations go. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>
#include <locale.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>

#include "bp-json.h"
#include "../common/sw-test-util.h"

#include "bp-online-page.h"
#include "sw-game-table.h"
#include "sw-online-invitations.h"
#include "sw-settings.h"
#include "sw-window.h"
#include "sw-xmpp.h"

/* The app's words in the test's language (LANG, SCHOTT_WORLD_LOCALEDIR):
 * widgets are found by what a person reads. */
#define T(text) g_dgettext (GETTEXT_PACKAGE, text)

static int
width (void)
{
  const char *w = g_getenv ("SW_TEST_WIDTH");

  return w != NULL ? atoi (w) : 360;
}

/* SW_TEST_SHOTS=DIR: the screen at each step, for a person to look at. */
static void
shot (const char *name)
{
  const char *dir = g_getenv ("SW_TEST_SHOTS");
  g_autofree char *path = NULL;
  g_autofree char *crop = NULL;
  gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC;

  if (dir == NULL)
    return;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  path = g_strdup_printf ("%s/%s.png", dir, name);
  crop = g_strdup_printf ("%dx%d+0+0", width (), width () > 360 ? 800 : 640);
  {
    const char *argv[] = { "import", "-window", "root", "-crop", crop, path, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
  }
}

static gboolean
mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

static gboolean
wait_for (gboolean (*done) (gpointer), gpointer data, guint seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) seconds * G_USEC_PER_SEC;

  while (!done (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  return done (data);
}

static void
iterate (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* Activates button as Space or Return would: GTK presses it, and it
 * is clicked a moment later. */
static void
press (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (wait_for (mapped, button, 10));
  g_assert_true (gtk_widget_get_focusable (button));
  g_assert_true (gtk_widget_activate (button));
  iterate (300);
}

static AdwNavigationView *
navigation (AdwDialog *dialog)
{
  return ADW_NAVIGATION_VIEW (sw_test_find_shown (GTK_WIDGET (dialog), ADW_TYPE_NAVIGATION_VIEW, NULL));
}

static AdwDialog *
shown_dialog (SwWindow *window)
{
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
}

/* The page Play Online shows, or NULL with no dialog. */
static AdwNavigationPage *
visible_page (SwWindow *window)
{
  AdwDialog *dialog = shown_dialog (window);

  return dialog != NULL ? adw_navigation_view_get_visible_page (navigation (dialog)) : NULL;
}

static const char *
visible_page_tag (SwWindow *window)
{
  AdwNavigationPage *page = visible_page (window);

  return page != NULL ? adw_navigation_page_get_tag (page) : NULL;
}

static gboolean
dialog_on_play_page (gpointer data)
{
  return g_strcmp0 (visible_page_tag (data), "play") == 0;
}

static gboolean
dialog_on_account_page (gpointer data)
{
  return g_strcmp0 (visible_page_tag (data), "account") == 0;
}

static gboolean
no_dialog (gpointer data)
{
  return shown_dialog (data) == NULL;
}

static void
sign_in_as (SwWindow   *window,
            const char *jid,
            const char *password,
            const char *server)
{
  AdwDialog *dialog = shown_dialog (window);

  g_assert_nonnull (dialog);
  sw_test_type_into (GTK_WIDGET (dialog), T ("Address (name@server)"), jid);
  sw_test_type_into (GTK_WIDGET (dialog), T ("Password"), password);
  sw_test_type_into (GTK_WIDGET (dialog), T ("Server (optional)"), server);
  press (sw_test_find_shown (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, T ("_Sign In")));
  g_assert_true (wait_for (dialog_on_play_page, window, 20));
}

static BpOnlinePage *
shown_online_page (SwWindow *window)
{
  AdwNavigationPage *page = visible_page (window);

  return BP_IS_ONLINE_PAGE (page) ? BP_ONLINE_PAGE (page) : NULL;
}

static gboolean
in_lobby_seated (gpointer data)
{
  BpOnlinePage *page = shown_online_page (data);
  BpOnline *online = page != NULL ? bp_online_page_get_online (page) : NULL;

  return online != NULL && bp_online_get_own_seat (online) == 1;
}

typedef struct
{
  SwOnlineInvitations *strip;
  guint                n;
} Count;

static gboolean
n_shown (gpointer data)
{
  Count *count = data;

  return sw_online_invitations_get_n_shown (count->strip) == count->n;
}

/* The host's output, line by line, read while the main loop runs (the
 * pipe never fills). */
typedef struct
{
  GDataInputStream *in;
  GPtrArray        *lines;
  gboolean          eof;
} Output;

static void
on_line_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  Output *output = user_data;
  char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (object), result, NULL, NULL);

  if (line == NULL)
    {
      output->eof = TRUE;
      return;
    }
  g_ptr_array_add (output->lines, line);
  g_data_input_stream_read_line_async (output->in, G_PRIORITY_DEFAULT, NULL, on_line_cb, output);
}

static gboolean
has_first_line (gpointer data)
{
  return ((Output *) data)->lines->len > 0;
}

static gboolean
output_ended (gpointer data)
{
  return ((Output *) data)->eof;
}

static void
on_connected_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GError **error = user_data;

  if (!sw_xmpp_connect_finish (SW_XMPP (object), result, error) && *error == NULL)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "no connection");
  if (*error == NULL)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_EXISTS, "connected");
}

static gboolean
set (gpointer data)
{
  return *(GError **) data != NULL;
}

/* The strip's words for room (the label of its strip). */
static const char *
strip_text (SwOnlineInvitations *strip,
            const char          *needle)
{
  GtkWidget *list = gtk_widget_get_first_child (GTK_WIDGET (strip));

  for (GtkWidget *row = gtk_widget_get_first_child (list); row; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *label = sw_test_find_shown (row, GTK_TYPE_LABEL, NULL);

      if (label != NULL && strstr (gtk_label_get_text (GTK_LABEL (label)), needle) != NULL)
        return gtk_label_get_text (GTK_LABEL (label));
    }
  return NULL;
}

static GtkWidget *
strip_row (SwOnlineInvitations *strip,
           const char          *needle)
{
  GtkWidget *list = gtk_widget_get_first_child (GTK_WIDGET (strip));

  for (GtkWidget *row = gtk_widget_get_first_child (list); row; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *label = sw_test_find_shown (row, GTK_TYPE_LABEL, NULL);

      if (label != NULL && strstr (gtk_label_get_text (GTK_LABEL (label)), needle) != NULL)
        return row;
    }
  return NULL;
}

static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

/* The strip's cross, found by its name as a screen reader says it. */
static GtkWidget *
dismiss_button (GtkWidget *row)
{
  g_assert_nonnull (row);
  for (GtkWidget *w = row; w != NULL; )
    {
      if (GTK_IS_BUTTON (w) && g_strcmp0 (gtk_widget_get_tooltip_text (w), T ("Dismiss the Invitation")) == 0)
        return w;
      /* depth first within row */
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != row && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w == row ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  return NULL;
}

static void
test_invited_and_play (void)
{
  const char *domain = g_getenv ("SW_TEST_XMPP_DOMAIN");
  const char *server = g_getenv ("SW_TEST_XMPP_SERVER");
  g_autofree char *own_jid = g_strdup_printf ("ana@%s", domain);
  g_autofree char *host_jid = g_strdup_printf ("ben@%s", domain);
  g_autofree char *other_jid = g_strdup_printf ("host@%s", domain);
  g_autofree char *password_file = NULL;
  g_autofree char *room = NULL;
  g_autofree char *fake_room = NULL;
  g_autofree char *schott_room = NULL;
  g_autoptr(GObject) content = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) host = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwXmpp) other = NULL;
  g_autoptr(BpJson) result = NULL;
  Output output = { 0 };
  SwWindow *window;
  SwOnlineInvitations *strip;
  AdwDialog *dialog;
  BpOnlinePage *page;
  GtkWidget *join, *commit;
  const BpGame *game;
  const BpJson *players;
  Count count;
  guint turns = 0;
  gint64 end;
  const char *text;
  const char *schott_text;
  g_autofree char *expected = NULL;

  if (server == NULL || g_getenv ("SW_TEST_SCHOTT_CLI") == NULL)
    {
      g_test_fail_printf ("run under tests/online/with-prosody.py with SW_TEST_SCHOTT_CLI");
      return;
    }

  /* the window, as the application opens it */
  content = sw_game_table_new_content ();
  window = sw_game_table_new_window (NULL, sw_settings_get_default (), content);
  gtk_window_set_default_size (GTK_WINDOW (window), width (), width () > 360 ? 800 : 640);
  gtk_window_present (GTK_WINDOW (window));
  strip = SW_ONLINE_INVITATIONS (sw_test_find_shown (GTK_WIDGET (window), SW_TYPE_ONLINE_INVITATIONS, NULL));
  g_assert_nonnull (strip);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (strip)));

  /* Play Online from the window's menu action; sign in as ana */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play-online", NULL));
  dialog = shown_dialog (window);
  g_assert_nonnull (dialog);
  sw_test_type_into (GTK_WIDGET (dialog), T ("Address (name@server)"), own_jid);
  sw_test_type_into (GTK_WIDGET (dialog), T ("Password"), "pw-ana");
  sw_test_type_into (GTK_WIDGET (dialog), T ("Server (optional)"), server);
  /* a button acts on activation only once it is on screen */
  g_assert_true (wait_for (mapped, sw_test_find_shown (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, T ("_Sign In")), 10));
  g_assert_true (gtk_widget_activate (sw_test_find_shown (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, T ("_Sign In"))));
  if (!wait_for (dialog_on_play_page, window, 20))
    {
      GtkWidget *sign_in = sw_test_find_shown (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, T ("_Sign In"));

      shot ("not-signed-in");
      g_test_message ("not signed in: %s", sign_in != NULL ? gtk_label_get_text (GTK_LABEL (gtk_widget_get_prev_sibling (sign_in))) : "?");
      g_test_fail ();
      return;
    }
  /* closed: the window keeps the connection */
  adw_dialog_close (dialog);
  g_assert_true (wait_for (no_dialog, window, 5));
  g_assert_nonnull (sw_online_invitations_get_connection (strip));
  /* Play Online again: signed in already, it opens on what to play */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play-online", NULL));
  g_assert_true (dialog_on_play_page (window));
  adw_dialog_close (shown_dialog (window));
  g_assert_true (wait_for (no_dialog, window, 5));

  /* a headless host opens a Best Path table and invites ana */
  password_file = g_build_filename (g_getenv ("SW_TEST_XMPP_PASSWORDS"), "ben.pw", NULL);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  /* a failed test takes the host with it (else it would hold the test's
   * output open until its own time runs out) */
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  host = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("SW_TEST_SCHOTT_CLI"), "online", "host",
                                      "--jid", host_jid, "--password-file", password_file, "--server", server,
                                      "--game", "best-path", "--players", "2", "--invite", own_jid,
                                      "--ai", "normal", "--json", NULL);
  g_assert_no_error (error);
  output.in = g_data_input_stream_new (g_subprocess_get_stdout_pipe (host));
  output.lines = g_ptr_array_new_with_free_func (g_free);
  g_data_input_stream_read_line_async (output.in, G_PRIORITY_DEFAULT, NULL, on_line_cb, &output);
  g_assert_true (wait_for (has_first_line, &output, 30));
  g_assert_true (g_str_has_prefix (g_ptr_array_index (output.lines, 0), "table "));
  room = g_strdup ((char *) g_ptr_array_index (output.lines, 0) + strlen ("table "));
  g_test_message ("the host opened %s", room);

  /* the strip says who and which game */
  count = (Count) { strip, 1 };
  g_assert_true (wait_for (n_shown, &count, 20));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (strip)));
  expected = g_strdup_printf (T ("%s invites you to a game of %s."), host_jid, T ("Best Path"));
  text = strip_text (strip, host_jid);
  g_assert_nonnull (text);
  g_test_message ("strip: %s", text);
  g_assert_cmpstr (text, ==, expected);
  shot ("invitation");

  /* another account: the same room again (shown once), an ordinary
   * client's invitation (no game), one to a SCHOTT table */
  other = sw_xmpp_new (other_jid, "pw-host", server, &error);
  g_assert_no_error (error);
  sw_xmpp_connect_async (other, NULL, on_connected_cb, &error);
  g_assert_true (wait_for (set, &error, 20));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_clear_error (&error);
  fake_room = g_strdup_printf ("chat-of-friends@conference.%s", domain);
  schott_room = g_strdup_printf ("schott-table@conference.%s", domain);
  sw_xmpp_invite_to_game (other, room, own_jid, NULL, "best-path");
  sw_xmpp_invite (other, fake_room, own_jid, "Come and play");
  sw_xmpp_invite_to_game (other, schott_room, own_jid, NULL, "schott");
  count.n = 3;
  g_assert_true (wait_for (n_shown, &count, 20));
  iterate (500);
  g_assert_cmpuint (sw_online_invitations_get_n_shown (strip), ==, 3);
  g_free (expected);
  expected = g_strdup_printf (T ("%s invites you to a table: “%s”"), other_jid, "Come and play");
  g_assert_cmpstr (strip_text (strip, "Come and play"), ==, expected);
  g_free (expected);
  expected = g_strdup_printf (T ("%s invites you to a game of %s. Online tables of %s cannot be played in the app yet."),
                              other_jid, T ("SCHOTT"), T ("SCHOTT"));
  schott_text = strip_text (strip, expected);
  g_assert_cmpstr (schott_text, ==, expected);
  /* no Join where the app cannot seat its player */
  g_assert_null (sw_test_find_shown (strip_row (strip, expected), GTK_TYPE_BUTTON, T ("_Join")));
  shot ("invitations");

  /* what anyone may send is bounded: an invitation's words (200
   * characters shown), and five invitations at once */
  {
    g_autofree char *long_reason = g_strnfill (5000, 'w');

    for (guint i = 0; i < 4; i++)
      {
        g_autofree char *flood_room = g_strdup_printf ("flood-%u@conference.%s", i, domain);

        sw_xmpp_invite (other, flood_room, own_jid, long_reason);
      }
    count.n = 5;
    g_assert_true (wait_for (n_shown, &count, 20));
    iterate (1000);
    g_assert_cmpuint (sw_online_invitations_get_n_shown (strip), ==, 5);
    text = strip_text (strip, "wwww");
    g_assert_nonnull (text);
    g_assert_cmpuint (g_utf8_strlen (text, -1), <, 200 + strlen (other_jid) + 40);
    /* Dismiss, as a person would, all but the host's */
    for (guint k = 0; k < 5 && strip_row (strip, "wwww") != NULL; k++)
      press (dismiss_button (strip_row (strip, "wwww")));
  }
  press (dismiss_button (strip_row (strip, expected)));
  press (dismiss_button (strip_row (strip, "Come and play")));
  g_assert_cmpuint (sw_online_invitations_get_n_shown (strip), ==, 1);
  /* a dismissed room's invitation again stays away */
  sw_xmpp_invite_to_game (other, schott_room, own_jid, NULL, "schott");
  iterate (1000);
  g_assert_cmpuint (sw_online_invitations_get_n_shown (strip), ==, 1);
  sw_xmpp_disconnect (other);

  /* Join: the lobby of the host's table; Tab from the window's start
   * reaches it */
  join = sw_test_find_shown (strip_row (strip, host_jid), GTK_TYPE_BUTTON, T ("_Join"));
  g_assert_nonnull (join);
  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  for (guint tab = 0; tab < 40 && gtk_window_get_focus (GTK_WINDOW (window)) != join; tab++)
    gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == join);
  press (join);
  g_assert_cmpuint (sw_online_invitations_get_n_shown (strip), ==, 0);
  g_assert_true (wait_for (in_lobby_seated, window, 30));
  page = shown_online_page (window);
  g_assert_cmpstr (bp_online_page_get_room (page), ==, room);
  shot ("lobby");

  /* the person's turns, through the page's Commit */
  commit = sw_test_find_shown (GTK_WIDGET (page), GTK_TYPE_BUTTON, T ("_Commit Move"));
  g_assert_nonnull (commit);
  end = g_get_monotonic_time () + 240 * G_USEC_PER_SEC;
  while (g_strcmp0 (bp_online_page_get_state (page), "over") != 0 && g_get_monotonic_time () < end)
    {
      if (gtk_widget_get_visible (commit) && gtk_widget_get_sensitive (commit))
        {
          press (commit);
          turns++;
        }
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpstr (bp_online_page_get_state (page), ==, "over");
  g_assert_cmpuint (turns, ==, BP_N_ROUNDS);
  g_assert_true (bp_online_get_deal_verified (bp_online_page_get_online (page)));
  shot ("over");

  /* the host ends: finished, verified, the same scores */
  g_assert_true (wait_for (output_ended, &output, 60));
  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (g_subprocess_get_identifier (host) != NULL && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (g_subprocess_get_identifier (host));
  g_assert_cmpint (g_subprocess_get_exit_status (host), ==, 0);
  {
    const char *last = g_ptr_array_index (output.lines, output.lines->len - 1);

    result = bp_json_parse (last, strlen (last), &error);
  }
  g_assert_no_error (error);
  g_assert_true (bp_json_member (result, "deal_verified")->boolean);
  g_assert_cmpstr (bp_json_member (result, "table")->string, ==, room);
  players = bp_json_member (result, "players");
  game = bp_online_get_game (bp_online_page_get_online (page));
  g_assert_cmpuint (players->items->len, ==, game->n_players);
  for (guint i = 0; i < players->items->len; i++)
    {
      const BpJson *player = g_ptr_array_index (players->items, i);
      guint seat = (guint) bp_json_member (player, "seat")->number;   /* 1-based */

      g_assert_cmpuint (seat, >=, 1);
      g_test_message ("seat %u: %d / %d", seat, (int) bp_json_member (player, "score")->number,
                      bp_game_score (game, seat - 1));
      g_assert_cmpint ((int) bp_json_member (player, "score")->number, ==, bp_game_score (game, seat - 1));
    }

  adw_dialog_force_close (shown_dialog (window));
  gtk_window_destroy (GTK_WINDOW (window));
  iterate (200);
  g_clear_object (&output.in);
  g_ptr_array_unref (output.lines);
}

/* ------------------------------------------------------------ notified */

/* A notification server of our own on the session bus (the
 * freedesktop.org interface GIO's notifications use): it keeps what it
 * is asked to show, and clicks as a person would by emitting
 * ActionInvoked. */
typedef struct
{
  GDBusConnection *bus;
  guint            id;       /* the last notification's */
  char            *summary;
  char            *body;
  gboolean         has_default;
} Server;

static const char server_xml[] =
  "<node><interface name='org.freedesktop.Notifications'>"
  "<method name='Notify'><arg type='s' direction='in'/><arg type='u' direction='in'/>"
  "<arg type='s' direction='in'/><arg type='s' direction='in'/><arg type='s' direction='in'/>"
  "<arg type='as' direction='in'/><arg type='a{sv}' direction='in'/><arg type='i' direction='in'/>"
  "<arg type='u' direction='out'/></method>"
  "<method name='CloseNotification'><arg type='u' direction='in'/></method>"
  "<method name='GetCapabilities'><arg type='as' direction='out'/></method>"
  "<method name='GetServerInformation'><arg type='s' direction='out'/><arg type='s' direction='out'/>"
  "<arg type='s' direction='out'/><arg type='s' direction='out'/></method>"
  "<signal name='ActionInvoked'><arg type='u'/><arg type='s'/></signal>"
  "</interface></node>";

static void
on_server_call (GDBusConnection       *connection,
                const char            *sender,
                const char            *path,
                const char            *interface,
                const char            *method,
                GVariant              *parameters,
                GDBusMethodInvocation *invocation,
                gpointer               user_data)
{
  Server *server = user_data;

  if (g_strcmp0 (method, "Notify") == 0)
    {
      g_autofree const char **actions = NULL;

      g_free (server->summary);
      g_free (server->body);
      g_variant_get (parameters, "(&su&sss^a&sa{sv}i)", NULL, NULL, NULL, &server->summary, &server->body,
                     &actions, NULL, NULL);
      server->summary = g_strdup (server->summary);
      server->body = g_strdup (server->body);
      server->has_default = actions != NULL && g_strv_contains (actions, "default");
      g_dbus_method_invocation_return_value (invocation, g_variant_new ("(u)", ++server->id));
    }
  else if (g_strcmp0 (method, "GetCapabilities") == 0)
    {
      const char *caps[] = { "actions", "body", NULL };

      g_dbus_method_invocation_return_value (invocation, g_variant_new ("(^as)", caps));
    }
  else if (g_strcmp0 (method, "GetServerInformation") == 0)
    g_dbus_method_invocation_return_value (invocation, g_variant_new ("(ssss)", "test", "schott-world", "1", "1.2"));
  else
    g_dbus_method_invocation_return_value (invocation, NULL);
}

static gboolean
notified (gpointer data)
{
  return ((Server *) data)->id > 0;
}

static gboolean
page_for_room (gpointer data)
{
  SwWindow *window = data;
  BpOnlinePage *page = shown_online_page (window);

  return page != NULL && bp_online_page_get_room (page) != NULL
         && g_str_has_prefix (bp_online_page_get_room (page), "notified-table@");
}

/* The window covered by Play Online, then not focused: the invitation
 * comes as a notification too, and its click brings the window and opens
 * the table. */
static void
test_notified (void)
{
  const char *domain = g_getenv ("SW_TEST_XMPP_DOMAIN");
  const char *server_address = g_getenv ("SW_TEST_XMPP_SERVER");
  g_autofree char *own_jid = g_strdup_printf ("ana@%s", domain);
  g_autofree char *other_jid = g_strdup_printf ("ben@%s", domain);
  g_autofree char *room = g_strdup_printf ("notified-table@conference.%s", domain);
  g_autofree char *covered_room = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *address = NULL;
  g_autoptr(GDBusNodeInfo) node = NULL;
  g_autoptr(GtkApplication) app = NULL;
  g_autoptr(GObject) content = NULL;
  g_autoptr(SwXmpp) other = NULL;
  g_autoptr(GError) error = NULL;
  GDBusInterfaceVTable vtable = { on_server_call, NULL, NULL, { 0 } };
  Server server = { 0 };
  SwWindow *window;
  SwOnlineInvitations *strip;
  AdwDialog *dialog;
  guint object_id;
  GVariant *owned;

  if (server_address == NULL || g_getenv ("DBUS_SESSION_BUS_ADDRESS") == NULL)
    {
      g_test_fail_printf ("run under dbus-run-session and tests/online/with-prosody.py");
      return;
    }

  /* the notification server, on a connection of its own */
  address = g_dbus_address_get_for_bus_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_assert_no_error (error);
  server.bus = g_dbus_connection_new_for_address_sync (address, G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                                       | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                       NULL, NULL, &error);
  g_assert_no_error (error);
  node = g_dbus_node_info_new_for_xml (server_xml, &error);
  g_assert_no_error (error);
  object_id = g_dbus_connection_register_object (server.bus, "/org/freedesktop/Notifications", node->interfaces[0],
                                                 &vtable, &server, NULL, &error);
  g_assert_no_error (error);
  owned = g_dbus_connection_call_sync (server.bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "RequestName",
                                       g_variant_new ("(su)", "org.freedesktop.Notifications", 4),
                                       G_VARIANT_TYPE ("(u)"), G_DBUS_CALL_FLAGS_NONE, -1, NULL, &error);
  g_assert_no_error (error);
  g_variant_unref (owned);

  /* the application and its window, as main.c makes them */
  app = GTK_APPLICATION (adw_application_new ("io.github.schottworld.SchottWorld.InviteTest", G_APPLICATION_NON_UNIQUE));
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  content = sw_game_table_new_content ();
  window = sw_game_table_new_window (app, sw_settings_get_default (), content);
  gtk_window_set_default_size (GTK_WINDOW (window), width (), width () > 360 ? 800 : 640);
  gtk_window_present (GTK_WINDOW (window));
  strip = SW_ONLINE_INVITATIONS (sw_test_find_shown (GTK_WIDGET (window), SW_TYPE_ONLINE_INVITATIONS, NULL));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play-online", NULL));
  sign_in_as (window, own_jid, "pw-ana", server_address);
  dialog = shown_dialog (window);

  /* the window focused, but Play Online covers the strip: the invitation
   * comes as a notification too */
  g_assert_true (gtk_window_is_active (GTK_WINDOW (window)));
  other = sw_xmpp_new (other_jid, "pw-ben", server_address, &error);
  g_assert_no_error (error);
  sw_xmpp_connect_async (other, NULL, on_connected_cb, &error);
  g_assert_true (wait_for (set, &error, 20));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_clear_error (&error);
  covered_room = g_strdup_printf ("covered-table@conference.%s", domain);
  sw_xmpp_invite_to_game (other, covered_room, own_jid, NULL, "best-path");
  g_assert_true (wait_for (notified, &server, 20));
  expected = g_strdup_printf (T ("%s invites you to a game of %s."), other_jid, T ("Best Path"));
  g_assert_cmpstr (server.body, ==, expected);
  g_assert_cmpuint (sw_online_invitations_get_n_shown (strip), ==, 1);
  g_clear_pointer (&server.summary, g_free);
  g_clear_pointer (&server.body, g_free);
  server.id = 0;
  adw_dialog_close (dialog);
  g_assert_true (wait_for (no_dialog, window, 5));

  /* the window out of sight: not focused */
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  g_assert_false (gtk_window_is_active (GTK_WINDOW (window)));

  sw_xmpp_invite_to_game (other, room, own_jid, NULL, "best-path");

  g_assert_true (wait_for (notified, &server, 20));
  g_free (expected);
  expected = g_strdup_printf (T ("%s invites you to a game of %s."), other_jid, T ("Best Path"));
  g_assert_cmpstr (server.summary, ==, T ("An Invitation to Play Online"));
  g_assert_cmpstr (server.body, ==, expected);
  g_assert_true (server.has_default);
  g_assert_cmpuint (sw_online_invitations_get_n_shown (strip), ==, 2);

  /* the person clicks the notification */
  g_dbus_connection_emit_signal (server.bus, NULL, "/org/freedesktop/Notifications", "org.freedesktop.Notifications",
                                 "ActionInvoked", g_variant_new ("(us)", server.id, "default"), &error);
  g_assert_no_error (error);
  g_assert_true (wait_for (page_for_room, window, 20));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_cmpstr (bp_online_page_get_room (shown_online_page (window)), ==, room);
  g_assert_cmpuint (sw_online_invitations_get_n_shown (strip), ==, 1);

  sw_xmpp_disconnect (other);
  adw_dialog_force_close (shown_dialog (window));
  gtk_window_destroy (GTK_WINDOW (window));
  iterate (200);
  g_dbus_connection_unregister_object (server.bus, object_id);
  g_dbus_connection_close_sync (server.bus, NULL, NULL);
  g_clear_object (&server.bus);
  g_free (server.summary);
  g_free (server.body);
}

/* Sign Out on the page of what to play: the window lets the connection
 * go (its invitations with it: one sent now is not shown), the account
 * form comes back with the address and no password, and signing in
 * again keeps the new connection. */
static void
test_sign_out (void)
{
  const char *domain = g_getenv ("SW_TEST_XMPP_DOMAIN");
  const char *server = g_getenv ("SW_TEST_XMPP_SERVER");
  g_autofree char *own_jid = g_strdup_printf ("ben@%s", domain);
  g_autofree char *other_jid = g_strdup_printf ("host@%s", domain);
  g_autofree char *room = g_strdup_printf ("after-sign-out@conference.%s", domain);
  g_autoptr(GObject) content = NULL;
  g_autoptr(SwXmpp) other = NULL;
  g_autoptr(GError) error = NULL;
  SwWindow *window;
  SwOnlineInvitations *strip;
  AdwDialog *dialog;
  GtkWidget *address;
  Count count;

  if (server == NULL)
    {
      g_test_fail_printf ("run under tests/online/with-prosody.py");
      return;
    }
  content = sw_game_table_new_content ();
  window = sw_game_table_new_window (NULL, sw_settings_get_default (), content);
  gtk_window_set_default_size (GTK_WINDOW (window), width (), width () > 360 ? 800 : 640);
  gtk_window_present (GTK_WINDOW (window));
  strip = SW_ONLINE_INVITATIONS (sw_test_find_shown (GTK_WIDGET (window), SW_TYPE_ONLINE_INVITATIONS, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play-online", NULL));
  sign_in_as (window, own_jid, "pw-ben", server);
  g_assert_nonnull (sw_online_invitations_get_connection (strip));

  shot ("signed-in");
  /* Sign Out, as a person activates it */
  dialog = shown_dialog (window);
  press (sw_test_find_shown (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, T ("Sign _Out")));
  g_assert_true (wait_for (dialog_on_account_page, window, 5));
  g_assert_null (sw_online_invitations_get_connection (strip));
  address = sw_test_find_shown (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, T ("Address (name@server)"));
  g_assert_nonnull (address);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (address)), ==, own_jid);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (sw_test_find_shown (GTK_WIDGET (dialog), ADW_TYPE_PASSWORD_ENTRY_ROW,
                                                                             T ("Password")))), ==, "");
  shot ("signed-out");

  /* an invitation to the account now reaches no window */
  other = sw_xmpp_new (other_jid, "pw-host", server, &error);
  g_assert_no_error (error);
  sw_xmpp_connect_async (other, NULL, on_connected_cb, &error);
  g_assert_true (wait_for (set, &error, 20));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_clear_error (&error);
  sw_xmpp_invite_to_game (other, room, own_jid, NULL, "best-path");
  iterate (1500);
  g_assert_cmpuint (sw_online_invitations_get_n_shown (strip), ==, 0);

  /* signed in again, in the same dialog: the window keeps it, and the
   * next invitation shows */
  sign_in_as (window, own_jid, "pw-ben", server);
  g_assert_nonnull (sw_online_invitations_get_connection (strip));
  sw_xmpp_invite_to_game (other, room, own_jid, NULL, "best-path");
  count = (Count) { strip, 1 };
  g_assert_true (wait_for (n_shown, &count, 20));

  sw_xmpp_disconnect (other);
  adw_dialog_close (shown_dialog (window));
  g_assert_true (wait_for (no_dialog, window, 5));
  gtk_window_destroy (GTK_WINDOW (window));
  iterate (200);
}

int
main (int argc, char **argv)
{
  const char *localedir = g_getenv ("SCHOTT_WORLD_LOCALEDIR");

  /* the language's locale must exist: a missing one would test English */
  if (setlocale (LC_ALL, "") == NULL)
    g_error ("the locale %s is not generated here", g_getenv ("LANG"));
  if (localedir != NULL)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_setenv ("SW_ONLINE_NO_KEYRING", "1", TRUE);
  /* a data folder per test: the headless host's autosave stays there */
  gtk_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  sw_test_report_crashes ();
  adw_init ();
  /* As test-window: criticals stay fatal; warnings are reported (at
   * 360 px libadwaita warns that the window's toolbar view asks 10 px
   * more than an undecorated Xvfb window gives, before any invitation). */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  g_settings_set_boolean (sw_settings_get_default (), "welcome-shown", TRUE);
  g_test_add_func ("/online/ui/invited-and-play", test_invited_and_play);
  g_test_add_func ("/online/ui/notified", test_notified);
  g_test_add_func ("/online/ui/sign-out", test_sign_out);
  return g_test_run ();
}
