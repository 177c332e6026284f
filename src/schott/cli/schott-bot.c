/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-bot.c: external programs as players (doc/bot-protocol.md).
 *
 * The program runs under /bin/sh -c in its own process group with pipes on
 * stdin and stdout (stderr is shared with schott-cli, for its diagnostics).
 * Every read and write waits with poll() against a deadline, so a program
 * that hangs, floods or dies costs at most the timeout: it is killed
 * (the whole process group) and its seat forfeits the game. SIGPIPE is
 * ignored in schott-cli so a closed pipe is an error, not a crash.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "schott-bot.h"
#include "sw-cli.h"

extern char **environ;

G_DEFINE_QUARK (schott-bot-error-quark, schott_bot_error)

#define MAX_LINE 4096

struct _SchottBot
{
  char    *command;
  guint    timeout_ms;
  pid_t    pid;          /* 0: not running */
  int      to_child;
  int      from_child;
  GString *input;        /* bytes read but not yet used */
  guint    seat;
  SchottAi host_ai;      /* answers questions for the bot */
};

static void
ignore_sigpipe (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      struct sigaction action;

      memset (&action, 0, sizeof action);
      action.sa_handler = SIG_IGN;
      sigaction (SIGPIPE, &action, NULL);
      g_once_init_leave (&done, 1);
    }
}

SchottBot *
schott_bot_new (const char *command,
                guint       timeout_ms)
{
  SchottBot *bot;

  g_return_val_if_fail (command != NULL, NULL);

  g_return_val_if_fail (timeout_ms > 0, NULL);

  bot = g_new0 (SchottBot, 1);
  bot->command = g_strdup (command);
  bot->timeout_ms = timeout_ms;
  bot->to_child = -1;
  bot->from_child = -1;
  bot->input = g_string_new (NULL);
  return bot;
}

static void
bot_kill (SchottBot *bot)
{
  if (bot->to_child >= 0)
    close (bot->to_child);
  if (bot->from_child >= 0)
    close (bot->from_child);
  bot->to_child = bot->from_child = -1;
  g_string_truncate (bot->input, 0);

  if (bot->pid > 0)
    {
      kill (-bot->pid, SIGKILL);
      kill (bot->pid, SIGKILL);
      while (waitpid (bot->pid, NULL, 0) < 0 && errno == EINTR)
        ;
      bot->pid = 0;
    }
}

void
schott_bot_stop (SchottBot *bot)
{
  g_return_if_fail (bot != NULL);

  if (bot->pid > 0 && bot->to_child >= 0)
    {
      gint64 deadline = g_get_monotonic_time () + 200 * 1000;
      ssize_t ignored = write (bot->to_child, "quit\n", 5);

      (void) ignored;
      close (bot->to_child);
      bot->to_child = -1;
      /* a polite program ends by itself; a stubborn one is killed */
      while (g_get_monotonic_time () < deadline)
        {
          pid_t r = waitpid (bot->pid, NULL, WNOHANG);

          if (r == bot->pid || (r < 0 && errno != EINTR))
            {
              /* reaped: kill the rest of its process group only */
              kill (-bot->pid, SIGKILL);
              bot->pid = 0;
              break;
            }
          g_usleep (5000);
        }
    }
  bot_kill (bot);
}

void
schott_bot_free (SchottBot *bot)
{
  if (bot == NULL)
    return;
  schott_bot_stop (bot);
  g_string_free (bot->input, TRUE);
  g_free (bot->command);
  g_free (bot);
}

/* Whether command is one program with its arguments, which the shell may
 * replace itself with: no operator, redirection, expansion, grouping or
 * variable assignment. */
static gboolean
is_simple_command (const char *command)
{
  g_auto(GStrv) argv = NULL;

  if (strpbrk (command, ";&|<>()$`\\\n{}*?[#~!") != NULL)
    return FALSE;
  if (!g_shell_parse_argv (command, NULL, &argv, NULL))
    return FALSE;
  return strchr (argv[0], '=') == NULL;
}

static gboolean
bot_spawn (SchottBot  *bot,
           GError    **error)
{
  int in_pipe[2], out_pipe[2];
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attr;
  sigset_t defaults;
  /* A shell that waits for its program holds the program's output open:
   * the program closing it would be seen only at the timeout. A simple
   * command replaces the shell (exec); a compound one should say exec
   * itself (doc/bot-protocol.md). */
  g_autofree char *script = is_simple_command (bot->command)
                            ? g_strconcat ("exec ", bot->command, NULL)
                            : g_strdup (bot->command);
  char *argv[] = { (char *) "/bin/sh", (char *) "-c", script, NULL };
  pid_t pid;
  int status;

  ignore_sigpipe ();

  if (pipe2 (in_pipe, O_CLOEXEC) < 0)
    {
      g_set_error (error, SCHOTT_BOT_ERROR, SCHOTT_BOT_ERROR_SPAWN,
                   "pipe: %s", g_strerror (errno));
      return FALSE;
    }
  if (pipe2 (out_pipe, O_CLOEXEC) < 0)
    {
      int saved = errno;

      close (in_pipe[0]);
      close (in_pipe[1]);
      g_set_error (error, SCHOTT_BOT_ERROR, SCHOTT_BOT_ERROR_SPAWN,
                   "pipe: %s", g_strerror (saved));
      return FALSE;
    }

  posix_spawn_file_actions_init (&actions);
  posix_spawn_file_actions_adddup2 (&actions, in_pipe[0], 0);
  posix_spawn_file_actions_adddup2 (&actions, out_pipe[1], 1);
  posix_spawnattr_init (&attr);
  sigemptyset (&defaults);
  sigaddset (&defaults, SIGPIPE);
  posix_spawnattr_setsigdefault (&attr, &defaults);
  posix_spawnattr_setpgroup (&attr, 0);
  posix_spawnattr_setflags (&attr, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP);

  status = posix_spawn (&pid, "/bin/sh", &actions, &attr, argv, environ);
  posix_spawn_file_actions_destroy (&actions);
  posix_spawnattr_destroy (&attr);
  close (in_pipe[0]);
  close (out_pipe[1]);

  if (status != 0)
    {
      close (in_pipe[1]);
      close (out_pipe[0]);
      g_set_error (error, SCHOTT_BOT_ERROR, SCHOTT_BOT_ERROR_SPAWN,
                   _("cannot start “%s”: %s"), bot->command, g_strerror (status));
      return FALSE;
    }

  bot->pid = pid;
  bot->to_child = in_pipe[1];
  bot->from_child = out_pipe[0];
  fcntl (bot->to_child, F_SETFL, fcntl (bot->to_child, F_GETFL) | O_NONBLOCK);
  fcntl (bot->from_child, F_SETFL, fcntl (bot->from_child, F_GETFL) | O_NONBLOCK);
  g_string_truncate (bot->input, 0);
  return TRUE;
}

static int
remaining_ms (gint64 deadline)
{
  gint64 left = deadline - g_get_monotonic_time ();

  return left <= 0 ? 0 : (int) MIN (left / 1000 + 1, G_MAXINT);
}

static gboolean
bot_write (SchottBot   *bot,
           const char  *text,
           gsize        len,
           GError     **error)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) bot->timeout_ms * 1000;

  while (len > 0)
    {
      struct pollfd pfd = { bot->to_child, POLLOUT, 0 };
      ssize_t n;
      int r = poll (&pfd, 1, remaining_ms (deadline));

      if (r < 0 && errno == EINTR)
        continue;
      if (r == 0)
        {
          g_set_error (error, SCHOTT_BOT_ERROR, SCHOTT_BOT_ERROR_TIMEOUT,
                       _("timed out: it does not read its input"));
          return FALSE;
        }
      n = write (bot->to_child, text, len);
      if (n < 0)
        {
          if (errno == EAGAIN || errno == EINTR)
            continue;
          g_set_error (error, SCHOTT_BOT_ERROR, SCHOTT_BOT_ERROR_EXITED,
                       _("exited (its input is closed)"));
          return FALSE;
        }
      text += n;
      len -= (gsize) n;
    }
  return TRUE;
}

/* One line without its newline; FALSE on timeout, EOF or an overlong line. */
static char *
bot_read_line (SchottBot  *bot,
               GError    **error)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) bot->timeout_ms * 1000;

  for (;;)
    {
      char *nl = memchr (bot->input->str, '\n', bot->input->len);
      char buffer[1024];
      struct pollfd pfd = { bot->from_child, POLLIN, 0 };
      ssize_t n;
      int r;

      /* the limit holds for the whole line, however it arrived: in one
       * piece with its newline or before it */
      if ((nl != NULL ? (gsize) (nl - bot->input->str) : bot->input->len) > MAX_LINE)
        {
          g_set_error (error, SCHOTT_BOT_ERROR, SCHOTT_BOT_ERROR_GARBLED,
                       _("garbled answer: a line longer than %d bytes"), MAX_LINE);
          return NULL;
        }
      if (nl != NULL)
        {
          gsize line_len = (gsize) (nl - bot->input->str);
          char *line;

          /* a NUL would cut the line short ("draw\0evil" read as "draw") */
          if (memchr (bot->input->str, '\0', line_len) != NULL)
            {
              g_autofree char *shown = sw_cli_printable (bot->input->str, line_len, 60);

              g_set_error (error, SCHOTT_BOT_ERROR, SCHOTT_BOT_ERROR_GARBLED,
                           _("garbled answer “%s”: a line must not contain a NUL byte"), shown);
              return NULL;
            }
          line = g_strndup (bot->input->str, line_len);
          g_string_erase (bot->input, 0, (gssize) line_len + 1);
          return line;
        }

      r = poll (&pfd, 1, remaining_ms (deadline));
      if (r < 0 && errno == EINTR)
        continue;
      if (r == 0)
        {
          g_set_error (error, SCHOTT_BOT_ERROR, SCHOTT_BOT_ERROR_TIMEOUT,
                       _("timed out after %.1f s without an answer"),
                       bot->timeout_ms / 1000.0);
          return NULL;
        }
      n = read (bot->from_child, buffer, sizeof buffer);
      if (n < 0 && (errno == EAGAIN || errno == EINTR))
        continue;
      if (n <= 0)
        {
          g_set_error (error, SCHOTT_BOT_ERROR, SCHOTT_BOT_ERROR_EXITED,
                       _("exited or closed its output without an answer"));
          return NULL;
        }
      g_string_append_len (bot->input, buffer, n);
    }
}

static void
append_card (GString    *out,
             SchottCard  card)
{
  if (card == SCHOTT_JOKER)
    g_string_append (out, " J");
  else
    g_string_append_printf (out, " %u", card);
}

gboolean
schott_bot_start_game (SchottBot        *bot,
                       const SchottGame *game,
                       guint             seat,
                       guint64           game_index,
                       guint64           ai_seed,
                       GError          **error)
{
  const SchottVariant *v = &game->variant;
  g_autoptr(GString) out = g_string_new (NULL);
  gboolean any = FALSE;

  g_return_val_if_fail (bot != NULL, FALSE);

  if (bot->pid == 0 && !bot_spawn (bot, error))
    return FALSE;

  bot->seat = seat;
  /* R-Q-3: the host answers questions for the bot, as normal does */
  schott_ai_init (&bot->host_ai, SCHOTT_AI_NORMAL, ai_seed, seat);

  g_string_append (out, "schott-bot 1\n");
  g_string_append_printf (out, "game %" G_GUINT64_FORMAT "\n", game_index);
  g_string_append_printf (out, "seat %u players %u\n", seat, game->n_players);
  g_string_append_printf (out, "variant %s row %u values %u jokers %u route %u "
                          "events %u fast-track %d questions %d discard-drawn %d "
                          "single-stage %d\n",
                          v->name[0] ? v->name : "custom", game->row_length, game->max_value,
                          v->deck[game->n_players].n_jokers, v->route_length,
                          v->events_per_player, v->fast_track ? 1 : 0, v->questions ? 1 : 0,
                          v->may_discard_drawn ? 1 : 0, v->single_stage ? 1 : 0);
  g_string_append (out, "fields");
  for (guint f = 1; f < v->route_length && f <= SCHOTT_MAX_ROUTE; f++)
    if (v->field_value[f] != 0)
      g_string_append_printf (out, " %u:%+d", f, v->field_value[f]);
  g_string_append (out, "\nevent-deck");
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    if (v->event_copies[k] > 0)
      {
        g_string_append_printf (out, " E%u:%u", k, v->event_copies[k]);
        any = TRUE;
      }
  if (!any)
    g_string_append (out, " -");
  g_string_append (out, "\n");

  if (!bot_write (bot, out->str, out->len, error))
    {
      bot_kill (bot);
      return FALSE;
    }
  return TRUE;
}

static void
append_state (GString          *out,
              const SchottGame *game,
              guint             me)
{
  guint remaining[SCHOTT_N_EVENT_KINDS + 1] = { 0, };
  gboolean any = FALSE;

  g_string_append_printf (out, "stage %u turn %u stage-turn %u\n",
                          game->stage, game->turn, game->stage_turns);
  g_string_append_printf (out, "active %d you %u\n", game->active, me);
  for (guint p = 0; p < game->n_players; p++)
    {
      g_string_append_printf (out, "row %u", p);
      for (guint i = 0; i < game->row_length; i++)
        append_card (out, game->rows[p][i]);
      g_string_append_c (out, '\n');
    }
  g_string_append (out, "discard");
  for (guint i = 0; i < game->n_discard; i++)
    append_card (out, game->discard[i]);
  g_string_append_printf (out, "\ndraw-count %u\n", game->n_draw);
  g_string_append (out, "drawn");
  if (game->has_drawn && game->decider == (gint) me)
    append_card (out, game->drawn);
  else
    g_string_append (out, " -");
  g_string_append_c (out, '\n');

  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    remaining[k] = game->variant.event_copies[k];
  for (guint p = 0; p < game->n_players; p++)
    {
      const char *ft = game->fast_track_active[p] ? "active"
                       : game->fast_track_available[p] ? "ready" : "used";
      guint left = 0;
      gboolean played_any = FALSE;

      for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER && s < game->variant.events_per_player; s++)
        if (game->events[p][s].kind != SCHOTT_EVENT_NONE && !game->events[p][s].played)
          left++;
      g_string_append_printf (out, "player %u figure %d fast-track %s events-left %u played",
                              p, game->figure[p], ft, left);
      for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
        if (game->events[p][s].played && game->events[p][s].kind != SCHOTT_EVENT_NONE)
          {
            guint kind = game->events[p][s].kind;

            g_string_append_printf (out, "%sE%u", played_any ? "," : " ", kind);
            played_any = TRUE;
            if (kind <= SCHOTT_N_EVENT_KINDS && remaining[kind] > 0)
              remaining[kind]--;
          }
      if (!played_any)
        g_string_append (out, " -");
      g_string_append_c (out, '\n');
    }
  g_string_append (out, "events-unseen");
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    if (remaining[k] > 0)
      {
        g_string_append_printf (out, " E%u:%u", k, remaining[k]);
        any = TRUE;
      }
  if (!any)
    g_string_append (out, " -");
  g_string_append_c (out, '\n');
}

gboolean
schott_bot_choose (SchottBot        *bot,
                   const SchottGame *game,
                   SchottChoice     *choice,
                   GError          **error)
{
  SchottChoice legal[SCHOTT_MAX_CHOICES];
  g_autoptr(GString) out = NULL;
  g_autoptr(GPtrArray) tokens = NULL;
  g_autofree char *line = NULL;
  guint n_legal;
  gint me;

  g_return_val_if_fail (bot != NULL, FALSE);
  g_return_val_if_fail (choice != NULL, FALSE);

  me = schott_game_decider (game);
  if (game->decision == SCHOTT_DECISION_ANSWER
      || game->decision == SCHOTT_DECISION_NEXT_STAGE)
    {
      SchottView view;

      schott_ai_view (game, &view);
      *choice = schott_ai_choose (&bot->host_ai, &view);
      return TRUE;
    }

  if (bot->pid == 0)
    {
      g_set_error (error, SCHOTT_BOT_ERROR, SCHOTT_BOT_ERROR_EXITED, _("is not running"));
      return FALSE;
    }

  n_legal = schott_game_legal_choices (game, legal, G_N_ELEMENTS (legal));
  out = g_string_new (NULL);
  tokens = g_ptr_array_new_with_free_func (g_free);
  g_string_append_printf (out, "decide %s\n", schott_decision_name (game->decision));
  append_state (out, game, (guint) MAX (me, 0));
  g_string_append_printf (out, "options %u\n", n_legal);
  for (guint i = 0; i < n_legal; i++)
    {
      char *token = schott_choice_to_string (&legal[i]);

      g_string_append_printf (out, "%s\n", token);
      g_ptr_array_add (tokens, token);
    }
  g_string_append (out, "go\n");

  if (!bot_write (bot, out->str, out->len, error))
    goto forfeit;

  line = bot_read_line (bot, error);
  if (line == NULL)
    goto forfeit;
  g_strstrip (line);
  for (guint i = 0; i < n_legal; i++)
    if (g_ascii_strcasecmp (line, g_ptr_array_index (tokens, i)) == 0)
      {
        *choice = legal[i];
        return TRUE;
      }

  {
    SchottChoice parsed;
    /* the program's bytes never reach the terminal raw */
    g_autofree char *shown = sw_cli_printable (line, strlen (line), 60);

    if (schott_choice_parse (line, &parsed))
      g_set_error (error, SCHOTT_BOT_ERROR, SCHOTT_BOT_ERROR_ILLEGAL,
                   _("illegal choice “%s”"), shown);
    else
      g_set_error (error, SCHOTT_BOT_ERROR, SCHOTT_BOT_ERROR_GARBLED,
                   _("garbled answer “%s”"), shown);
  }

forfeit:
  bot_kill (bot);
  return FALSE;
}

void
schott_bot_end_game (SchottBot        *bot,
                     const SchottGame *game,
                     gint              forfeit)
{
  g_autoptr(GString) out = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (bot != NULL);

  if (bot->pid == 0)
    return;
  out = g_string_new ("gameover winners");
  if (forfeit >= 0)
    {
      for (guint p = 0; p < game->n_players; p++)
        if ((gint) p != forfeit)
          g_string_append_printf (out, " %u", p);
      g_string_append_printf (out, " forfeit %d", forfeit);
    }
  else
    for (guint p = 0; p < game->n_players; p++)
      if (game->winners[p])
        g_string_append_printf (out, " %u", p);
  g_string_append_c (out, '\n');
  if (!bot_write (bot, out->str, out->len, &error))
    bot_kill (bot);
}

/* ----------------------------------------------------------------- seats */

void
schott_seat_spec_clear (SchottSeatSpec *spec)
{
  g_clear_pointer (&spec->label, g_free);
  g_clear_pointer (&spec->command, g_free);
}

gboolean
schott_cli_parse_seat (const char     *text,
                       SchottSeatSpec *spec,
                       GError        **error)
{
  g_autofree char *item = g_strstrip (g_strdup (text));

  memset (spec, 0, sizeof *spec);
  if (g_str_has_prefix (item, "ext:"))
    {
      char *command = g_strstrip (item + 4);
      gsize len = strlen (command);

      if (len >= 2 && (command[0] == '\'' || command[0] == '"') && command[len - 1] == command[0])
        {
          command[len - 1] = '\0';
          command++;
        }
      if (*command == '\0')
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("“ext:” needs a command, e.g. ext:'python3 bot.py'"));
          return FALSE;
        }
      spec->external = TRUE;
      spec->command = g_strdup (command);
      spec->label = g_strdup_printf ("ext:%s", command);
      return TRUE;
    }

  if (!schott_ai_level_parse (item, &spec->level))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Unknown player “%s”: use easy, normal, hard, expert or ext:COMMAND"),
                   item);
      return FALSE;
    }
  spec->label = g_strdup (schott_ai_level_name (spec->level));
  return TRUE;
}

gboolean
schott_cli_parse_seats (const char     *text,
                        SchottSeatSpec *specs,
                        guint           max,
                        guint          *n_specs,
                        GError        **error)
{
  guint n = 0;
  const char *start = text;
  char quote = 0;

  for (const char *p = text; ; p++)
    {
      if (quote != 0)
        {
          if (*p == quote)
            quote = 0;
          else if (*p == '\0')
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("Unclosed quote in “%s”"), text);
              goto fail;
            }
          continue;
        }
      if (*p == '\'' || *p == '"')
        {
          quote = *p;
          continue;
        }
      if (*p == ',' || *p == '\0')
        {
          g_autofree char *item = g_strndup (start, (gsize) (p - start));

          if (n == max)
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("Too many players in “%s”: at most %u"), text, max);
              goto fail;
            }
          if (!schott_cli_parse_seat (item, &specs[n], error))
            goto fail;
          n++;
          if (*p == '\0')
            break;
          start = p + 1;
        }
    }

  *n_specs = n;
  return TRUE;

fail:
  for (guint i = 0; i < n; i++)
    schott_seat_spec_clear (&specs[i]);
  *n_specs = 0;
  return FALSE;
}

gboolean
schott_seat_start (SchottSeat       *seat,
                   const SchottGame *game,
                   guint             index,
                   guint64           game_index,
                   guint64           ai_seed,
                   GError          **error)
{
  if (!seat->spec->external)
    {
      schott_ai_init (&seat->ai, seat->spec->level, ai_seed, index);
      return TRUE;
    }
  g_return_val_if_fail (seat->bot != NULL, FALSE);
  return schott_bot_start_game (seat->bot, game, index, game_index, ai_seed, error);
}

gboolean
schott_seat_choose (SchottSeat       *seat,
                    const SchottGame *game,
                    SchottChoice     *choice,
                    GError          **error)
{
  if (!seat->spec->external)
    {
      SchottView view;

      schott_ai_view (game, &view);
      *choice = schott_ai_choose (&seat->ai, &view);
      return TRUE;
    }
  return schott_bot_choose (seat->bot, game, choice, error);
}
