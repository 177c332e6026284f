/* bench-ui.c: start-up time (exec -> first top-level window mapped, seen
 * with Xlib), peak memory (the child's ru_maxrss) and, for SCHOTT World, the
 * longest main-loop stall during a 4-computer game (the app measures it
 * with a high-priority 5 ms timeout when SCHOTT_WORLD_BENCHMARK is set),
 * next to gnome-chess in the same run. Run under Xvfb. */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <X11/Xlib.h>
#include <glib.h>

typedef struct
{
  double startup_ms;
  double peak_mib;
  double stall_ms;
  double startup_stall_ms;
  double run_s;
  char   result[128];
} Figures;

static gboolean
run_one (const char *const *argv,
         char             **extra_env,
         gboolean           wait_for_exit,
         Figures           *out)
{
  Display *display = XOpenDisplay (NULL);
  int pipefd[2];
  gint64 start, mapped = 0;
  pid_t pid;
  struct rusage usage;
  int status;
  g_autoptr(GString) output = g_string_new (NULL);

  if (display == NULL)
    {
      g_printerr ("No X display\n");
      return FALSE;
    }
  XSelectInput (display, DefaultRootWindow (display), SubstructureNotifyMask);
  XSync (display, False);
  if (pipe (pipefd) != 0)
    return FALSE;

  start = g_get_monotonic_time ();
  pid = fork ();
  if (pid == 0)
    {
      dup2 (pipefd[1], STDOUT_FILENO);
      close (pipefd[0]);
      for (guint i = 0; extra_env != NULL && extra_env[i] != NULL; i++)
        putenv (extra_env[i]);
      execv (argv[0], (char **) argv);
      _exit (127);
    }
  close (pipefd[1]);

  /* Wait for the first MapNotify of a top-level window. */
  while (mapped == 0 && g_get_monotonic_time () - start < 30 * G_USEC_PER_SEC)
    {
      while (XPending (display))
        {
          XEvent event;
          XNextEvent (display, &event);
          if (event.type == MapNotify && mapped == 0)
            mapped = g_get_monotonic_time ();
        }
      g_usleep (500);
    }
  out->startup_ms = mapped > 0 ? (mapped - start) / 1000.0 : -1;

  if (!wait_for_exit)
    {
      g_usleep (2 * G_USEC_PER_SEC);
      kill (pid, SIGTERM);
    }
  {
    char buf[512];
    ssize_t n;
    while ((n = read (pipefd[0], buf, sizeof buf)) > 0)
      g_string_append_len (output, buf, n);
  }
  close (pipefd[0]);
  if (wait4 (pid, &status, 0, &usage) != pid)
    return FALSE;
  out->run_s = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  out->peak_mib = usage.ru_maxrss / 1024.0;
  out->stall_ms = -1;
  {
    const char *stall = strstr (output->str, "max-stall-ms: ");
    const char *result = strstr (output->str, "game-over: ");
    const char *total = strstr (output->str, "max-stall-since-start-ms: ");
    out->startup_stall_ms = total != NULL ? g_ascii_strtod (total + strlen ("max-stall-since-start-ms: "), NULL) : -1;
    if (stall != NULL)
      out->stall_ms = g_ascii_strtod (stall + strlen ("max-stall-ms: "), NULL);
    if (result != NULL)
      sscanf (result + strlen ("game-over: "), "%127[^\n]", out->result);
  }
  XCloseDisplay (display);
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  const char *app = g_getenv ("SCHOTT_WORLD_BINARY");
  const char *speed = argc > 1 ? argv[1] : "fast";
  g_autofree char *data_home = g_dir_make_tmp ("schott-bench-XXXXXX", NULL);
  g_autofree char *xdg = g_strdup_printf ("XDG_DATA_HOME=%s", data_home);
  g_autofree char *speed_env = g_strdup_printf ("SCHOTT_WORLD_SPEED=%s", speed);
  char *app_env[] = { "SCHOTT_WORLD_BENCHMARK=1", "SCHOTT_WORLD_AUTOSTART=easy,normal,hard,expert",
                      "SCHOTT_WORLD_SEED=7", speed_env, xdg, NULL };
  char *chess_env[] = { xdg, NULL };
  const char *app_argv[] = { app, NULL };
  const char *chess_argv[] = { "/usr/games/gnome-chess", NULL };
  Figures schott = { 0 }, chess = { 0 };

  if (app == NULL)
    {
      g_printerr ("Set SCHOTT_WORLD_BINARY\n");
      return 1;
    }
  if (!run_one (app_argv, app_env, TRUE, &schott))
    return 1;
  printf ("schott-world: start-up %.0f ms, peak RSS %.0f MiB, longest main-loop stall during the game %.1f ms "
          "(since start-up %.1f ms; 4 computers, speed %s, game took %.1f s: %s)\n",
          schott.startup_ms, schott.peak_mib, schott.stall_ms, schott.startup_stall_ms,
          speed, schott.run_s, schott.result);
  if (g_file_test (chess_argv[0], G_FILE_TEST_IS_EXECUTABLE))
    {
      if (!run_one (chess_argv, chess_env, FALSE, &chess))
        return 1;
      printf ("gnome-chess:  start-up %.0f ms, peak RSS %.0f MiB\n",
              chess.startup_ms, chess.peak_mib);
    }
  return schott.startup_ms > 0 && schott.stall_ms >= 0 ? 0 : 1;
}
