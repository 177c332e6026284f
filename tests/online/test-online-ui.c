/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-online-ui.c: Play Online through the real widgets, against a
 * Prosody on 127.0.0.1 (with-prosody.py): a wrong password is refused
 * with the server's words; the account signs in; a Best Path table is
 * hosted with a friend's seat; `schott-cli online join --ai normal` sits
 * down as that friend; the person's turns are played in the page; both
 * reach the end and agree on every score. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "bp-json.h"
#include "../common/sw-test-util.h"

#include "bp-online-page.h"
#include "sw-game-table.h"
#include "sw-online-dialog.h"
#include "sw-settings.h"

/* SW_TEST_SHOTS=DIR: the screen at each step, for a person to look at. */
static void
shot (const char *name)
{
  const char *dir = g_getenv ("SW_TEST_SHOTS");
  g_autofree char *path = NULL;
  gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC / 2;

  if (dir == NULL)
    return;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  path = g_strdup_printf ("%s/%s.png", dir, name);
  {
    const char *argv[] = { "import", "-window", "root", "-crop", "1280x800+0+0", path, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
  }
}

static gboolean
wait_for (gboolean (*done) (gpointer), gpointer data, guint seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) seconds * G_USEC_PER_SEC;

  while (!done (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  return done (data);
}

static AdwNavigationView *
navigation (AdwDialog *dialog)
{
  return ADW_NAVIGATION_VIEW (sw_test_find_shown (GTK_WIDGET (dialog), ADW_TYPE_NAVIGATION_VIEW, NULL));
}

static gboolean
on_play_page (gpointer data)
{
  AdwNavigationPage *page = adw_navigation_view_get_visible_page (navigation (data));

  return g_strcmp0 (adw_navigation_page_get_tag (page), "play") == 0;
}

static gboolean
error_shown (gpointer data)
{
  GtkWidget *sign_in = sw_test_find_shown (GTK_WIDGET (data), GTK_TYPE_BUTTON, "_Sign In");

  return sign_in != NULL && gtk_widget_get_sensitive (sign_in)
         && gtk_widget_get_visible (gtk_widget_get_prev_sibling (sign_in));
}

static gboolean
in_lobby (gpointer data)
{
  return g_strcmp0 (bp_online_page_get_state (data), "lobby") == 0 && bp_online_page_get_room (data) != NULL
         && bp_online_page_get_online (data) != NULL;
}

static void
sign_in (AdwDialog *dialog, const char *password)
{
  const char *domain = g_getenv ("SW_TEST_XMPP_DOMAIN");
  g_autofree char *jid = g_strdup_printf ("host@%s", domain);
  GtkWidget *root = GTK_WIDGET (dialog);

  sw_test_type_into (root, "Address (name@server)", jid);
  sw_test_type_into (root, "Password", password);
  sw_test_type_into (root, "Server (optional)", g_getenv ("SW_TEST_XMPP_SERVER"));
  g_signal_emit_by_name (sw_test_find_shown (root, GTK_TYPE_BUTTON, "_Sign In"), "clicked");
}

/* Play Online as the window opens it: with the window's games (those
 * with online tables get a row to host one). */
static AdwDialog *
new_dialog (void)
{
  g_autoptr(GObject) content = sw_game_table_new_content ();
  g_autoptr(GPtrArray) games = sw_game_table_new_games (sw_settings_get_default (), content);

  return sw_online_dialog_new (games);
}

static void
test_host_and_play (void)
{
  GtkWidget *window;
  AdwDialog *dialog;
  GtkWidget *host_row, *commit, *open;
  BpOnlinePage *page;
  g_autofree char *guest_jid = NULL;
  g_autofree char *password_file = NULL;
  g_autoptr(GSubprocess) guest = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BpJson) result = NULL;
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  const BpGame *game;
  const BpJson *players;
  guint turns = 0;
  gint64 end;

  if (g_getenv ("SW_TEST_XMPP_SERVER") == NULL || g_getenv ("SW_TEST_SCHOTT_CLI") == NULL)
    {
      g_test_fail_printf ("run under tests/online/with-prosody.py with SW_TEST_SCHOTT_CLI");
      return;
    }
  window = adw_application_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), g_getenv ("SW_TEST_WIDE") ? 1000 : 360, 700);
  gtk_window_present (GTK_WINDOW (window));
  dialog = new_dialog ();
  adw_dialog_present (dialog, window);

  /* a wrong password: the server's refusal, said plainly */
  sign_in (dialog, "not-the-password");
  g_assert_true (wait_for (error_shown, dialog, 20));
  {
    GtkLabel *label = GTK_LABEL (gtk_widget_get_prev_sibling (sw_test_find_shown (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, "_Sign In")));

    g_assert_nonnull (strstr (gtk_label_get_text (label), "The server refused the account"));
  }
  g_assert_false (on_play_page (dialog));
  shot ("account-error");

  sign_in (dialog, "pw-host");
  g_assert_true (wait_for (on_play_page, dialog, 20));

  host_row = sw_test_find_shown (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, "Best Path");
  g_assert_nonnull (host_row);
  g_signal_emit_by_name (host_row, "activated");
  page = BP_ONLINE_PAGE (adw_navigation_view_get_visible_page (navigation (dialog)));
  g_assert_true (BP_IS_ONLINE_PAGE (page));

  /* seat 2: a friend (the default); a bad address is refused first */
  sw_test_type_into (GTK_WIDGET (page), "Friend’s Address (Seat 2)", "not an address");
  open = sw_test_find_shown (GTK_WIDGET (page), GTK_TYPE_BUTTON, "_Open Table");
  g_signal_emit_by_name (open, "clicked");
  g_assert_cmpstr (bp_online_page_get_state (page), ==, "setup");
  shot ("setup-error");
  guest_jid = g_strdup_printf ("ana@%s", g_getenv ("SW_TEST_XMPP_DOMAIN"));
  sw_test_type_into (GTK_WIDGET (page), "Friend’s Address (Seat 2)", guest_jid);
  g_signal_emit_by_name (open, "clicked");
  g_assert_true (wait_for (in_lobby, page, 20));
  shot ("lobby");

  password_file = g_build_filename (g_getenv ("SW_TEST_XMPP_PASSWORDS"), "ana.pw", NULL);
  guest = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("SW_TEST_SCHOTT_CLI"), "online", "join",
                            "--jid", guest_jid, "--password-file", password_file,
                            "--server", g_getenv ("SW_TEST_XMPP_SERVER"),
                            "--table", bp_online_page_get_room (page), "--ai", "normal", "--json", NULL);
  g_assert_no_error (error);

  /* the person's turns, through the page's move list and Commit */
  commit = sw_test_find_shown (GTK_WIDGET (page), GTK_TYPE_BUTTON, "_Commit Move");
  g_assert_nonnull (commit);
  end = g_get_monotonic_time () + 240 * G_USEC_PER_SEC;
  while (g_strcmp0 (bp_online_page_get_state (page), "over") != 0 && g_get_monotonic_time () < end)
    {
      if (gtk_widget_get_visible (commit))
        {
          if (turns == 3)
            shot ("turn");
          g_signal_emit_by_name (commit, "clicked");
          turns++;
        }
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpstr (bp_online_page_get_state (page), ==, "over");
  g_assert_cmpuint (turns, ==, BP_N_ROUNDS);
  shot ("over");

  /* the guest ends too, with the same scores and the deal verified */
  g_subprocess_communicate_utf8 (guest, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (guest), ==, 0);
  lines = g_strsplit (g_strstrip (out), "\n", -1);
  result = bp_json_parse (lines[g_strv_length (lines) - 1], strlen (lines[g_strv_length (lines) - 1]), &error);
  g_assert_no_error (error);
  g_assert_true (bp_json_member (result, "deal_verified")->boolean);
  players = bp_json_member (result, "players");
  game = bp_online_get_game (bp_online_page_get_online (page));
  g_assert_cmpuint (players->items->len, ==, game->n_players);
  for (guint i = 0; i < players->items->len; i++)
    {
      const BpJson *player = g_ptr_array_index (players->items, i);
      guint seat = (guint) bp_json_member (player, "seat")->number;   /* 1-based */

      g_assert_cmpuint (seat, >=, 1);
      g_assert_cmpint ((int) bp_json_member (player, "score")->number, ==, bp_game_score (game, seat - 1));
    }

  adw_dialog_force_close (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
on_lobby_page (gpointer data)
{
  AdwNavigationPage *page = adw_navigation_view_get_visible_page (navigation (data));

  BpOnline *online = BP_IS_ONLINE_PAGE (page) ? bp_online_page_get_online (BP_ONLINE_PAGE (page)) : NULL;

  return online != NULL && bp_online_get_own_seat (online) == 1;
}

/* The other way round: `schott-cli online host` opens the table and
 * invites us; the app joins by the link, its person plays seat 2 and
 * the deal verifies at the end. */
static void
test_join_and_play (void)
{
  GtkWidget *window;
  AdwDialog *dialog;
  GtkWidget *commit, *join;
  BpOnlinePage *page;
  g_autofree char *host_jid = g_strdup_printf ("ben@%s", g_getenv ("SW_TEST_XMPP_DOMAIN"));
  g_autofree char *own_jid = g_strdup_printf ("host@%s", g_getenv ("SW_TEST_XMPP_DOMAIN"));
  g_autofree char *password_file = g_build_filename (g_getenv ("SW_TEST_XMPP_PASSWORDS"), "ben.pw", NULL);
  g_autoptr(GSubprocess) host = NULL;
  g_autoptr(GDataInputStream) lines = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *link = NULL;
  const BpGame *game;
  guint turns = 0;
  gint64 end;

  if (g_getenv ("SW_TEST_XMPP_SERVER") == NULL || g_getenv ("SW_TEST_SCHOTT_CLI") == NULL)
    {
      g_test_fail_printf ("run under tests/online/with-prosody.py with SW_TEST_SCHOTT_CLI");
      return;
    }
  host = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("SW_TEST_SCHOTT_CLI"), "online", "host",
                           "--jid", host_jid, "--password-file", password_file,
                           "--server", g_getenv ("SW_TEST_XMPP_SERVER"), "--game", "best-path",
                           "--players", "2", "--invite", own_jid, "--ai", "normal", "--json", NULL);
  g_assert_no_error (error);
  lines = g_data_input_stream_new (g_subprocess_get_stdout_pipe (host));
  first = g_data_input_stream_read_line_utf8 (lines, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (first);
  g_assert_true (g_str_has_prefix (first, "table "));
  g_test_message ("the host opened %s", first);

  window = adw_application_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  gtk_window_present (GTK_WINDOW (window));
  dialog = new_dialog ();
  adw_dialog_present (dialog, window);
  sign_in (dialog, "pw-host");
  g_assert_true (wait_for (on_play_page, dialog, 20));

  /* a wrong address is refused where it was typed */
  join = sw_test_find_shown (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, "_Join Table");
  g_assert_nonnull (join);
  sw_test_type_into (GTK_WIDGET (dialog), "Table Address", "no table here");
  g_signal_emit_by_name (join, "clicked");
  g_assert_true (on_play_page (dialog));

  link = g_strdup_printf ("xmpp:%s?join", first + strlen ("table "));
  sw_test_type_into (GTK_WIDGET (dialog), "Table Address", link);
  g_signal_emit_by_name (join, "clicked");
  g_assert_true (wait_for (on_lobby_page, dialog, 30));
  g_test_message ("seated");
  page = BP_ONLINE_PAGE (adw_navigation_view_get_visible_page (navigation (dialog)));
  shot ("join-lobby");

  commit = sw_test_find_shown (GTK_WIDGET (page), GTK_TYPE_BUTTON, "_Commit Move");
  end = g_get_monotonic_time () + 240 * G_USEC_PER_SEC;
  while (g_strcmp0 (bp_online_page_get_state (page), "over") != 0 && g_get_monotonic_time () < end)
    {
      if (gtk_widget_get_visible (commit))
        {
          /* fair play: the guest's game knows no card before it is turned */
          game = bp_online_get_game (bp_online_page_get_online (page));
          for (guint r = game->round; r < BP_N_CARDS; r++)
            g_assert_cmpuint (game->deck[r], ==, BP_NO_CARD);
          g_signal_emit_by_name (commit, "clicked");
          turns++;
        }
      g_main_context_iteration (NULL, FALSE);
      if (bp_online_is_over (bp_online_page_get_online (page)) && g_get_monotonic_time () + 200 * G_USEC_PER_SEC > end)
        end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
    }
  g_test_message ("over %d checked %d moves %u", bp_online_is_over (bp_online_page_get_online (page)),
                  bp_online_get_deal_checked (bp_online_page_get_online (page)),
                  bp_online_get_n_moves (bp_online_page_get_online (page)));
  g_assert_cmpstr (bp_online_page_get_state (page), ==, "over");
  g_assert_cmpuint (turns, ==, BP_N_ROUNDS);
  g_assert_true (bp_online_get_deal_verified (bp_online_page_get_online (page)));
  shot ("join-over");

  /* the host ends with the game finished and verified (our "done" goes
   * out while the main loop runs) */
  end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (g_subprocess_get_identifier (host) != NULL && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (g_subprocess_get_identifier (host));
  g_assert_cmpint (g_subprocess_get_exit_status (host), ==, 0);

  adw_dialog_force_close (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_setenv ("SW_ONLINE_NO_KEYRING", "1", TRUE);
  /* a data folder per test: the headless host's autosave stays there */
  gtk_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  sw_test_report_crashes ();
  adw_init ();
  g_test_add_func ("/online/ui/host-and-play", test_host_and_play);
  g_test_add_func ("/online/ui/join-and-play", test_join_and_play);
  return g_test_run ();
}
