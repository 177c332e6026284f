/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-cli.c: `schott-cli online host|join`. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "sw-cli.h"
#include "sw-online-cli.h"

#define PASSWORD_MAX 4096
#define DEFAULT_TIMEOUT_S 3600
#define CONFIRM_WAIT_S 20

typedef struct
{
  GMainLoop              *loop;
  const SwOnlineCliGame  *games;
  guint                   n_games;
  const SwOnlineCliGame  *game;
  SwOnlineCliOptions     *options;
  SwXmpp                 *xmpp;
  SwOnlineTable          *table;
  GObject                *state;
  char                   *autosave;
  GError                 *error;
  gboolean                done;
  gboolean                timed_out;
  gint64                  over_since;
} Run;

static void
options_clear (SwOnlineCliOptions *options)
{
  g_free (options->jid);
  g_free (options->server);
  g_free (options->game);
  g_free (options->table);
  g_free (options->computers);
  g_free (options->invite);
  g_free (options->variant);
  g_free (options->seed_text);
  g_free (options->ai);
  g_strfreev (options->computer_levels);
  g_strfreev (options->invited);
}

static char *
player_json (const char *name,
             const char *jid,
             guint       seat,
             int         score)
{
  g_autofree char *name_json = sw_cli_json_string (name);
  g_autofree char *jid_json = jid ? sw_cli_json_string (jid) : g_strdup ("null");

  return g_strdup_printf ("{\"name\": %s, \"jid\": %s, \"seat\": %u, \"score\": %d}",
                          name_json, jid_json, seat + 1, score);
}

int
sw_online_cli_report (SwOnlineTable            *table,
                      const SwOnlineCliOptions *options,
                      const char               *game_id,
                      guint                     n_players,
                      const int                *scores,
                      guint                     winners_mask,
                      guint                     n_moves,
                      gboolean                  verified)
{
  g_autoptr(GString) winners = g_string_new (NULL);
  g_autoptr(GString) players = g_string_new (NULL);

  for (guint p = 0; p < n_players; p++)
    {
      const SwSeat *seat = sw_online_table_get_seat (table, p);
      g_autofree char *name = seat->kind == SW_SEAT_PERSON ? g_strdup (seat->jid)
                              /* TRANSLATORS: a computer player at an online table; %s is its level */
                              : g_strdup_printf (_("computer (%s)"), seat->level ? seat->level : "?");
      g_autofree char *player = player_json (name, seat->kind == SW_SEAT_PERSON ? seat->jid : NULL, p, scores[p]);

      g_string_append_printf (players, "%s%s", p ? ", " : "", player);
      if (winners_mask & (1u << p))
        {
          g_autofree char *quoted = sw_cli_json_string (name);

          g_string_append_printf (winners, "%s%s", winners->len ? ", " : "", quoted);
        }
      /* TRANSLATORS: the result line of one seat */
      printf (_("Seat %u %s: %d points%s\n"), p + 1, name, scores[p],
              (winners_mask & (1u << p)) ? _(" (winner)") : "");
    }
  printf ("%s\n", verified ? _("Deal verified.") : _("The deal could NOT be verified."));
  if (options->json)
    {
      g_autofree char *room = sw_cli_json_string (sw_online_table_get_room (table));
      g_autofree char *game = sw_cli_json_string (game_id);

      printf ("{\"game\": %s, \"table\": %s, \"winners\": [%s], \"players\": [%s], "
              "\"moves\": %u, \"deal_verified\": %s}\n",
              game, room, winners->str, players->str, n_moves, verified ? "true" : "false");
    }
  fflush (stdout);
  return verified ? SW_CLI_EXIT_OK : SW_CLI_EXIT_FAILURE;
}

static char *
read_password (const char  *path,
               GError     **error)
{
  g_autofree char *text = NULL;
  gsize length = 0;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  char buffer[PASSWORD_MAX + 1];
  gsize got = 0;

  file = g_file_new_for_commandline_arg (path);
  stream = g_file_read (file, NULL, error);
  if (stream == NULL)
    return NULL;
  /* Read at most the limit, then one byte more to see whether it is over. */
  if (!g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, sizeof buffer, &got, NULL, error))
    return NULL;
  if (got > PASSWORD_MAX)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* TRANSLATORS: %s: a file, %d: a size in bytes */
                   _("%s is longer than %d bytes: it is not a password file."), path, PASSWORD_MAX);
      return NULL;
    }
  length = got;
  while (length > 0 && (buffer[length - 1] == '\n' || buffer[length - 1] == '\r'))
    length--;
  if (length == 0 || memchr (buffer, '\n', length) != NULL || memchr (buffer, '\0', length) != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* TRANSLATORS: %s: a file */
                   _("%s must hold the password on one line."), path);
      memset (buffer, 0, sizeof buffer);
      return NULL;
    }
  text = g_strndup (buffer, length);
  memset (buffer, 0, sizeof buffer);
  return g_steal_pointer (&text);
}

static char *
autosave_path (const SwOnlineCliOptions *options,
               const char               *room)
{
  g_autofree char *bare = sw_xmpp_jid_bare (options->jid);
  g_autofree char *name = NULL;

  if (options->host)
    name = g_strdup_printf ("host-%s-%s.table", bare, options->game);
  else
    name = g_strdup_printf ("guest-%s-%s.table", bare, room);
  g_strdelimit (name, "/\\", '_');
  return g_build_filename (g_get_user_data_dir (), "schott-world", "online", name, NULL);
}

/* ------------------------------------------------------- the main loop */

static void
on_connected_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  Run *run = user_data;

  sw_xmpp_connect_finish (SW_XMPP (object), result, &run->error);
  g_main_loop_quit (run->loop);
}

static void
on_muc_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  Run *run = user_data;
  char *service = sw_xmpp_find_muc_service_finish (SW_XMPP (object), result, &run->error);

  if (service != NULL)
    {
      char hex[17];

      g_snprintf (hex, sizeof hex, "%08x%08x", g_random_int (), g_random_int ());
      run->options->table = g_strdup_printf ("table-%s@%s", hex, service);
      g_free (service);
    }
  g_main_loop_quit (run->loop);
}

static void
on_joined_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  Run *run = user_data;

  sw_xmpp_join_room_finish (SW_XMPP (object), result, &run->error);
  g_main_loop_quit (run->loop);
}

static gboolean
on_tick_cb (gpointer user_data)
{
  Run *run = user_data;

  if (run->state != NULL && run->game->is_over (run->state))
    {
      if (run->over_since == 0)
        run->over_since = g_get_monotonic_time ();
      if (!run->options->host || run->game->may_leave == NULL || run->game->may_leave (run->state)
          || g_get_monotonic_time () - run->over_since > CONFIRM_WAIT_S * G_USEC_PER_SEC)
        {
          run->done = TRUE;
          g_main_loop_quit (run->loop);
          return G_SOURCE_REMOVE;
        }
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
on_timeout_cb (gpointer user_data)
{
  Run *run = user_data;

  run->timed_out = TRUE;
  g_main_loop_quit (run->loop);
  return G_SOURCE_REMOVE;
}

static void
on_log_cb (SwOnlineTable *table,
           const char    *line,
           gpointer       user_data)
{
  fprintf (stderr, "%s: %s\n", g_get_prgname (), line);
}

/* Testing a client that stops at the worst moment:
 * SCHOTT_CLI_ONLINE_STOP_AT=KIND:N ends this process, as a kill would,
 * when the first message of that kind for round N (Best Path's "r") or
 * move N (SCHOTT's "n"), or later, comes from another member: the game reads neither it nor anything
 * after it, and what we sent before has half a second to leave. */
static gboolean
on_stop_cb (gpointer user_data)
{
  _exit (SW_CLI_EXIT_FAILURE);
  return G_SOURCE_REMOVE;
}

static void
on_stop_at_cb (SwOnlineTable      *table,
               const SwOnlineNode *message,
               const char         *jid,
               int                 seat,
               gboolean            from_host,
               gboolean            is_private,
               gpointer            user_data)
{
  static gboolean stopping;
  const char *stop_at = user_data;
  const char *colon = strchr (stop_at, ':');
  guint64 round = 0, at;

  if (stopping)
    {
      g_signal_stop_emission_by_name (table, "game-message");
      return;
    }
  if (colon == NULL || g_strcmp0 (jid, sw_online_table_get_own_jid (table)) == 0
      || strncmp (sw_online_node_name (message), stop_at, (size_t) (colon - stop_at)) != 0
      || sw_online_node_name (message)[colon - stop_at] != '\0'
      || !sw_online_node_get_uint (message, sw_online_node_get (message, "r") != NULL ? "r" : "n",
                                   G_MAXUINT, &round, NULL)
      || !g_ascii_string_to_unsigned (colon + 1, 10, 1, G_MAXUINT, &at, NULL) || round < at)
    return;
  fprintf (stderr, "%s: stopping at %s (SCHOTT_CLI_ONLINE_STOP_AT)\n", g_get_prgname (), stop_at);
  stopping = TRUE;
  g_signal_stop_emission_by_name (table, "game-message");
  g_timeout_add (500, on_stop_cb, NULL);
}

/* Guest: the first table description from the host says which game. */
static void
on_first_message_cb (SwOnlineTable      *table,
                     const SwOnlineNode *message,
                     const char         *jid,
                     int                 seat,
                     gboolean            from_host,
                     gboolean            is_private,
                     gpointer            user_data)
{
  Run *run = user_data;
  const char *game = sw_online_node_get (message, "game");

  if (run->state != NULL || !from_host || game == NULL
      || (strcmp (sw_online_node_name (message), "table") != 0 && strcmp (sw_online_node_name (message), "sync") != 0))
    return;
  for (guint i = 0; i < run->n_games; i++)
    if (strcmp (run->games[i].id, game) == 0)
      {
        g_autoptr(GError) error = NULL;

        run->game = &run->games[i];
        if (run->game->check_ai != NULL && !run->game->check_ai (run->options->ai, &error))
          {
            run->error = g_steal_pointer (&error);
            g_main_loop_quit (run->loop);
            return;
          }
        run->state = run->game->join (table, run->options, run->autosave, &run->error);
        if (run->state == NULL)
          g_main_loop_quit (run->loop);
        return;
      }
}

static gboolean
wait_for (Run *run)
{
  g_main_loop_run (run->loop);
  return run->error == NULL;
}

static int
fail_connection (Run *run)
{
  int status = sw_cli_failure ("%s", run->error->message);

  (void) status;
  return SW_CLI_EXIT_USAGE;
}

static gboolean
parse (SwOnlineCliOptions *options,
       int                *argc,
       char             ***argv,
       char              **password_file)
{
  const GOptionEntry host_entries[] = {
    { "jid", 0, 0, G_OPTION_ARG_STRING, &options->jid, N_("Your XMPP address"), N_("JID") },
    { "password-file", 0, 0, G_OPTION_ARG_FILENAME, password_file, N_("A file holding the account’s password"), N_("FILE") },
    { "server", 0, 0, G_OPTION_ARG_STRING, &options->server, N_("Connect to this server instead of the address’s"), N_("HOST[:PORT]") },
    { "game", 0, 0, G_OPTION_ARG_STRING, &options->game, N_("The game: schott or best-path"), N_("GAME") },
    { "players", 0, 0, G_OPTION_ARG_INT, &options->n_players, N_("Seats at the table, 2 to 4"), N_("N") },
    { "computers", 0, 0, G_OPTION_ARG_STRING, &options->computers, N_("Computer players on this machine, by level"), N_("LEVEL,…") },
    { "invite", 0, 0, G_OPTION_ARG_STRING, &options->invite, N_("Invite these addresses to the table"), N_("JID,…") },
    { "variant", 0, 0, G_OPTION_ARG_FILENAME, &options->variant, N_("SCHOTT’s variant: schott, classic or a rules file"), N_("FILE") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &options->seed_text, N_("The deal’s seed (random if not given)"), N_("S") },
    { "ai", 0, 0, G_OPTION_ARG_STRING, &options->ai, N_("Who plays your seat: a level or ext:COMMAND"), N_("PLAYER") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &options->json, N_("End with the result as one JSON object"), NULL },
    { "pace", 0, 0, G_OPTION_ARG_INT, &options->pace_ms, N_("Wait at least MS milliseconds before each move of this client, so that people at the table can follow"), N_("MS") },
    G_OPTION_ENTRY_NULL
  };
  const GOptionEntry join_entries[] = {
    { "jid", 0, 0, G_OPTION_ARG_STRING, &options->jid, N_("Your XMPP address"), N_("JID") },
    { "password-file", 0, 0, G_OPTION_ARG_FILENAME, password_file, N_("A file holding the account’s password"), N_("FILE") },
    { "server", 0, 0, G_OPTION_ARG_STRING, &options->server, N_("Connect to this server instead of the address’s"), N_("HOST[:PORT]") },
    { "table", 0, 0, G_OPTION_ARG_STRING, &options->table, N_("The table’s room address"), N_("ROOM-JID") },
    { "ai", 0, 0, G_OPTION_ARG_STRING, &options->ai, N_("Who plays your seat: a level or ext:COMMAND"), N_("PLAYER") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &options->json, N_("End with the result as one JSON object"), NULL },
    { "pace", 0, 0, G_OPTION_ARG_INT, &options->pace_ms, N_("Wait at least MS milliseconds before each move of this client, so that people at the table can follow"), N_("MS") },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);

  g_option_context_set_summary (context, options->host
                                ? _("Open a table on your XMPP server and play at it.")
                                : _("Sit down at a table on an XMPP server and play."));
  g_option_context_add_main_entries (context, options->host ? host_entries : join_entries, GETTEXT_PACKAGE);
  return sw_cli_parse_options (context, FALSE, argc, argv);
}

static int
online_main (int                    argc,
             char                 **argv,
             gboolean               host,
             const SwOnlineCliGame *games,
             guint                  n_games)
{
  SwOnlineCliOptions options = { 0 };
  g_autofree char *password_file = NULL;
  g_autofree char *password = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  Run run = { 0 };
  int status;
  guint tick_id, timeout_id;
  gulong first_id = 0;
  guint64 timeout_s = DEFAULT_TIMEOUT_S;
  const char *timeout_text = g_getenv ("SCHOTT_CLI_ONLINE_TIMEOUT");

  options.host = host;
  options.n_players = 0;
  if (!parse (&options, &argc, &argv, &password_file))
    {
      options_clear (&options);
      return SW_CLI_EXIT_USAGE;
    }

  /* The checks of a usage error, in the order of --help. */
  status = SW_CLI_EXIT_USAGE;
  if (options.jid == NULL || !sw_xmpp_jid_is_valid (options.jid))
    {
      sw_cli_usage_error (options.jid ? _("“%s” is not an XMPP address (name@server).")
                          : _("--jid is required"), options.jid);
      goto out;
    }
  if (password_file == NULL)
    {
      sw_cli_usage_error ("%s", _("--password-file is required"));
      goto out;
    }
  if (options.ai == NULL)
    {
      sw_cli_usage_error ("%s", _("--ai is required: a level or ext:COMMAND"));
      goto out;
    }
  if (options.pace_ms < 0 || options.pace_ms > 60000)
    {
      sw_cli_usage_error (_("--pace must be 0 to 60000 milliseconds, not %d"), options.pace_ms);
      goto out;
    }
  if (host)
    {
      guint n_computers = 0;

      for (guint i = 0; i < n_games && options.game != NULL; i++)
        if (strcmp (games[i].id, options.game) == 0)
          run.game = &games[i];
      if (run.game == NULL)
        {
          sw_cli_usage_error (_("--game must be schott or best-path, not “%s”"), options.game ? options.game : "");
          goto out;
        }
      if (!sw_cli_check_players (options.n_players, 2, SW_ONLINE_MAX_SEATS))
        goto out;
      if (options.computers != NULL)
        {
          options.computer_levels = g_strsplit (options.computers, ",", -1);
          n_computers = g_strv_length (options.computer_levels);
        }
      if (n_computers + 1 > (guint) options.n_players)
        {
          sw_cli_usage_error (_("--computers names %u players, but only %d seats are left beside yours"),
                              n_computers, options.n_players - 1);
          goto out;
        }
      options.invited = options.invite ? g_strsplit (options.invite, ",", -1) : g_new0 (char *, 1);
      for (guint i = 0; options.invited[i] != NULL; i++)
        if (!sw_xmpp_jid_is_valid (options.invited[i]) || strchr (options.invited[i], '/') != NULL)
          {
            sw_cli_usage_error (_("--invite: “%s” is not an XMPP address (name@server)."), options.invited[i]);
            goto out;
          }
      if (g_strv_length (options.invited) < (guint) options.n_players - 1 - n_computers)
        {
          sw_cli_usage_error (_("the table is members-only: --invite at least %u addresses for the open seats"),
                              options.n_players - 1 - n_computers);
          goto out;
        }
      if (options.seed_text != NULL)
        {
          if (!sw_cli_check_seed (options.seed_text, &options.seed))
            goto out;
          options.have_seed = TRUE;
        }
      else
        options.seed = ((guint64) g_random_int () << 32) | g_random_int ();
      if (run.game->check_ai != NULL && !run.game->check_ai (options.ai, &error))
        {
          sw_cli_usage_error ("%s", error->message);
          goto out;
        }
      for (guint i = 0; options.computer_levels != NULL && options.computer_levels[i] != NULL; i++)
        if (g_str_has_prefix (options.computer_levels[i], "ext:")
            || (run.game->check_ai != NULL && !run.game->check_ai (options.computer_levels[i], NULL)))
          {
            sw_cli_usage_error (_("--computers: “%s” is not a computer level"), options.computer_levels[i]);
            goto out;
          }
    }
  else if (options.table == NULL || !sw_xmpp_jid_is_valid (options.table) || strchr (options.table, '/') != NULL)
    {
      sw_cli_usage_error ("%s", _("--table ROOM-JID is required (the address the host printed)"));
      goto out;
    }

  password = read_password (password_file, &error);
  if (password == NULL)
    {
      sw_cli_usage_error ("%s", error->message);
      goto out;
    }

  if (timeout_text != NULL)
    g_ascii_string_to_unsigned (timeout_text, 10, 1, 86400, &timeout_s, NULL);

  loop = g_main_loop_new (NULL, FALSE);
  run.loop = loop;
  run.games = games;
  run.n_games = n_games;
  run.options = &options;
  run.xmpp = sw_xmpp_new (options.jid, password, options.server, &run.error);
  if (run.xmpp == NULL)
    {
      status = fail_connection (&run);
      goto out;
    }
  sw_xmpp_connect_async (run.xmpp, NULL, on_connected_cb, &run);
  if (!wait_for (&run))
    {
      status = fail_connection (&run);
      goto out;
    }

  if (host)
    {
      g_autoptr(GKeyFile) saved = g_key_file_new ();
      g_autofree char *path = autosave_path (&options, NULL);

      run.autosave = g_steal_pointer (&path);
      if (run.game->resume != NULL && g_key_file_load_from_file (saved, run.autosave, G_KEY_FILE_NONE, NULL))
        options.table = g_key_file_get_string (saved, "table", "room", NULL);
      if (options.table == NULL)
        {
          sw_xmpp_find_muc_service_async (run.xmpp, NULL, on_muc_cb, &run);
          if (!wait_for (&run))
            {
              status = fail_connection (&run);
              goto out;
            }
        }
    }
  else
    run.autosave = autosave_path (&options, options.table);

  {
    g_autofree char *dir = g_path_get_dirname (run.autosave);

    g_mkdir_with_parents (dir, 0700);
  }

  run.table = sw_online_table_new (run.xmpp, options.table, host);
  g_signal_connect (run.table, "log", G_CALLBACK (on_log_cb), &run);
  /* connected first: it runs before the game's own handler */
  if (g_getenv ("SCHOTT_CLI_ONLINE_STOP_AT") != NULL)
    g_signal_connect (run.table, "game-message", G_CALLBACK (on_stop_at_cb),
                      (gpointer) g_getenv ("SCHOTT_CLI_ONLINE_STOP_AT"));
  if (host)
    {
      SwSeat seats[SW_ONLINE_MAX_SEATS] = { { 0 } };
      g_autofree char *bare = sw_xmpp_jid_bare (options.jid);
      guint c = 0;

      if (run.game->resume != NULL && g_file_test (run.autosave, G_FILE_TEST_EXISTS))
        {
          run.state = run.game->resume (run.table, &options, run.autosave, &error);
          if (run.state == NULL)
            {
              /* A table that cannot be resumed is given up: a new one. */
              fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
              g_clear_error (&error);
              g_unlink (run.autosave);
            }
        }
      if (run.state == NULL)
        {
          seats[0].kind = SW_SEAT_PERSON;
          seats[0].jid = bare;
          for (guint s = 1; s < (guint) options.n_players; s++)
            if (options.computer_levels != NULL && options.computer_levels[c] != NULL)
              {
                seats[s].kind = SW_SEAT_COMPUTER;
                seats[s].level = options.computer_levels[c++];
              }
          run.state = run.game->host (run.table, &options, seats, run.autosave, &run.error);
          if (run.state == NULL)
            {
              status = fail_connection (&run);
              goto out;
            }
        }
    }
  else
    first_id = g_signal_connect (run.table, "game-message", G_CALLBACK (on_first_message_cb), &run);

  {
    g_autofree char *nick = sw_xmpp_jid_bare (options.jid);

    sw_xmpp_join_room_async (run.xmpp, options.table, nick, host,
                             (const char * const *) options.invited, NULL, on_joined_cb, &run);
  }
  if (!wait_for (&run))
    {
      status = fail_connection (&run);
      goto out;
    }
  printf ("table %s\n", options.table);
  fflush (stdout);

  if (host)
    {
      for (guint i = 0; options.invited[i] != NULL; i++)
        sw_xmpp_invite_to_game (run.xmpp, options.table, options.invited[i], NULL, run.game->id);
      run.game->start (run.state);
    }
  else
    {
      g_autoptr(SwOnlineNode) hello = sw_online_node_new ("hello");

      sw_online_table_send (run.table, hello, NULL);
    }

  tick_id = g_timeout_add (100, on_tick_cb, &run);
  timeout_id = g_timeout_add_seconds ((guint) timeout_s, on_timeout_cb, &run);
  g_main_loop_run (loop);
  if (!run.done)
    g_source_remove (tick_id);
  if (!run.timed_out)
    g_source_remove (timeout_id);
  if (first_id != 0)
    g_signal_handler_disconnect (run.table, first_id);

  if (run.error != NULL)
    {
      status = fail_connection (&run);
      goto out;
    }
  if (run.timed_out && (run.state == NULL || !run.game->is_over (run.state)))
    {
      sw_cli_failure (_("the game did not end within %u seconds"), (guint) timeout_s);
      status = SW_CLI_EXIT_FAILURE;
    }
  else
    status = run.game->report (run.state, run.table, &options);

  if (run.game->is_over (run.state))
    g_unlink (run.autosave);
  if (host && run.game->is_over (run.state))
    sw_xmpp_destroy_room (run.xmpp, options.table);
  else
    {
      g_autofree char *nick = sw_xmpp_jid_bare (options.jid);

      sw_xmpp_leave_room (run.xmpp, options.table, nick);
    }
  sw_xmpp_disconnect (run.xmpp);

out:
  if (password != NULL)
    memset (password, 0, strlen (password));
  g_clear_object (&run.state);
  g_clear_object (&run.table);
  g_clear_object (&run.xmpp);
  g_clear_error (&run.error);
  g_free (run.autosave);
  options_clear (&options);
  return status;
}

static int
host_main (int argc, char **argv);
static int
join_main (int argc, char **argv);

static const SwOnlineCliGame *the_games;
static guint the_n_games;

static int
host_main (int    argc,
           char **argv)
{
  return online_main (argc, argv, TRUE, the_games, the_n_games);
}

static int
join_main (int    argc,
           char **argv)
{
  return online_main (argc, argv, FALSE, the_games, the_n_games);
}

int
sw_online_cli_main (int                    argc,
                    char                 **argv,
                    const SwOnlineCliGame *games,
                    guint                  n_games)
{
  static const SwCliCommand commands[] = {
    { "host", host_main, N_("Open a table and play at it") },
    { "join", join_main, N_("Sit down at a table") },
  };
  static const SwCliTable table = {
    "schott-cli online", commands, G_N_ELEMENTS (commands),
    N_("Run “schott-cli online COMMAND --help” for the options of a command."),
  };
  int status;

  the_games = games;
  the_n_games = n_games;
  if (sw_cli_dispatch (&table, argc, argv, &status))
    return status;
  fprintf (stderr, _("schott-cli online: unknown command “%s”"), argv[1]);
  fputc ('\n', stderr);
  sw_cli_print_usage (&table, stderr);
  return SW_CLI_EXIT_USAGE;
}
