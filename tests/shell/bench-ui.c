/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-ui.c: SCHOTT World next to an empty libadwaita window of the same
 * size (empty-window.c, the floor) and gnome-chess, in the same run, under
 * the same X server:
 *  - start-up: exec -> first top-level window mapped (seen with Xlib), the
 *    CPU time the main thread ran until then (robust on a loaded machine), and
 *    peak memory (the child's ru_maxrss, the child killed 2 s after its
 *    window appeared, content loaded); medians of BENCH_RUNS runs each
 *    (default 5), the programs taking turns; the app's CPU to the map as
 *    a multiple of the empty window's (issue 24's goal: at most 1.10). Twice: first each program
 *    with its own default renderer (SCHOTT World leaves GL out where only
 *    software GL is possible, gnome-chess uses GTK's default), then both
 *    with GSK_RENDERER=cairo, the same renderer for both. With
 *    GSK_RENDERER set by the caller, one round with it for both;
 *  - a game of 4 computers (SCHOTT_WORLD_BENCHMARK=1): the longest span
 *    the main loop was busy without polling for input (the app wraps the
 *    main context's poll function), the CPU time our main thread spent in
 *    it (the rest is waiting: for the X server, the GL rasteriser's
 *    threads, or a CPU on a loaded machine), and how many spans were
 *    longer than a 60 Hz frame; the same for the gaps between runs of a
 *    5 ms high-priority timeout, a coarser measure (a gap may begin with
 *    up to 5 ms of waiting idle, and joins dispatches the loop polled
 *    between); then both with the machine's pauses taken out, as a
 *    witness thread in the app saw them (see src/shell/sw-stall-probe.c).
 *    The game's result is compared with `schott-cli play` on the same
 *    seeds (game 7, computer players 1) and levels: the app must play the engine's game exactly.
 * The load average before and after is printed: figures from a busy
 * machine are only comparable within the run.
 * Usage (under Xvfb): bench-ui [fast|normal|slow|instant] */
#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <X11/Xlib.h>
#include <glib.h>

typedef struct
{
  double startup_ms;
  double startup_cpu_ms;   /* the main thread's CPU time to the map */
  double peak_mib;
  double stall_ms;
  double stall_cpu_ms;
  double stall_own_cpu_ms;
  double stalls_over_frame;
  double stalls_cpu_over_frame;
  double play_stall_ms;
  double play_stall_cpu_ms;
  double startup_stall_ms;
  double net_stall_ms;
  double net_play_stall_ms;
  double net_over_frame;
  double machine_pauses;
  double longest_pause_ms;
  double busy_ms;
  double busy_cpu_ms;
  double play_busy_ms;
  double play_busy_cpu_ms;
  double busy_over_frame;
  double busy_cpu_over_frame;
  double net_busy_ms;
  double net_play_busy_ms;
  double net_busy_over_frame;
  double run_s;
  char   result[128];
  char   fingerprint[160];
  char   renderer[64];
} Figures;

static double
output_figure (const char *output,
               const char *key)
{
  const char *found = strstr (output, key);

  return found != NULL ? g_ascii_strtod (found + strlen (key), NULL) : -1;
}

/* One connection for the whole run: Xvfb resets (and for a moment refuses
 * clients) whenever its last client goes. */
/* The CPU time a process's main thread has run, in ms (its schedstat:
 * nanoseconds on a CPU), or -1. Unlike the wall clock, it does not grow
 * when other programs take the machine's CPUs. */
static double
main_thread_cpu_ms (pid_t pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/schedstat", (int) pid);
  g_autofree char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return -1;
  return g_ascii_strtod (text, NULL) / 1e6;
}

static gboolean
run_one (Display            *display,
         const char *const  *argv,
         char              **extra_env,
         gboolean            wait_for_exit,
         Figures            *out)
{
  int pipefd[2];
  gint64 start, mapped = 0;
  pid_t pid;
  struct rusage usage;
  int status;
  g_autoptr(GString) output = g_string_new (NULL);

  /* Forget the map events of earlier runs. */
  XSync (display, True);
  if (pipe (pipefd) != 0)
    return FALSE;

  start = g_get_monotonic_time ();
  pid = fork ();
  if (pid == 0)
    {
      dup2 (pipefd[1], STDOUT_FILENO);
      close (pipefd[0]);
      close (ConnectionNumber (display));
      for (guint i = 0; extra_env != NULL && extra_env[i] != NULL; i++)
        putenv (extra_env[i]);
      execv (argv[0], (char **) argv);
      _exit (127);
    }
  close (pipefd[1]);

  while (mapped == 0 && g_get_monotonic_time () - start < 60 * G_USEC_PER_SEC)
    {
      while (XPending (display))
        {
          XEvent event;
          XNextEvent (display, &event);
          if (event.type == MapNotify && mapped == 0)
            {
              mapped = g_get_monotonic_time ();
              out->startup_cpu_ms = main_thread_cpu_ms (pid);
            }
        }
      g_usleep (200);
    }
  out->startup_ms = mapped > 0 ? (mapped - start) / 1000.0 : -1;

  if (!wait_for_exit)
    {
      /* Long enough for the content to load and the first frames. */
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
  out->stall_ms = output_figure (output->str, "max-stall-ms: ");
  out->stall_cpu_ms = output_figure (output->str, "max-stall-cpu-ms: ");
  out->startup_stall_ms = output_figure (output->str, "max-stall-since-start-ms: ");
  out->stall_own_cpu_ms = output_figure (output->str, "max-stall-own-cpu-ms: ");
  out->stalls_over_frame = output_figure (output->str, "stalls-over-frame: ");
  out->stalls_cpu_over_frame = output_figure (output->str, "stalls-cpu-over-frame: ");
  out->play_stall_ms = output_figure (output->str, "max-stall-in-play-ms: ");
  out->play_stall_cpu_ms = output_figure (output->str, "max-stall-in-play-own-cpu-ms: ");
  out->net_stall_ms = output_figure (output->str, "max-stall-without-pauses-ms: ");
  out->net_play_stall_ms = output_figure (output->str, "max-stall-in-play-without-pauses-ms: ");
  out->net_over_frame = output_figure (output->str, "stalls-over-frame-without-pauses: ");
  out->machine_pauses = output_figure (output->str, "machine-pauses: ");
  out->longest_pause_ms = output_figure (output->str, "longest-machine-pause-ms: ");
  out->busy_ms = output_figure (output->str, "max-busy-ms: ");
  out->busy_cpu_ms = output_figure (output->str, "max-busy-own-cpu-ms: ");
  out->play_busy_ms = output_figure (output->str, "max-busy-in-play-ms: ");
  out->play_busy_cpu_ms = output_figure (output->str, "max-busy-in-play-own-cpu-ms: ");
  out->busy_over_frame = output_figure (output->str, "busy-over-frame: ");
  out->busy_cpu_over_frame = output_figure (output->str, "busy-cpu-over-frame: ");
  out->net_busy_ms = output_figure (output->str, "max-busy-without-pauses-ms: ");
  out->net_play_busy_ms = output_figure (output->str, "max-busy-in-play-without-pauses-ms: ");
  out->net_busy_over_frame = output_figure (output->str, "busy-over-frame-without-pauses: ");
  {
    const char *result = strstr (output->str, "game-over: ");
    const char *fingerprint = strstr (output->str, "game-result: ");
    const char *renderer = strstr (output->str, "renderer: ");
    if (result != NULL)
      sscanf (result + strlen ("game-over: "), "%127[^\n]", out->result);
    if (fingerprint != NULL)
      sscanf (fingerprint + strlen ("game-result: "), "%159[^\n]", out->fingerprint);
    if (renderer != NULL)
      sscanf (renderer + strlen ("renderer: "), "%63[^\n]", out->renderer);
  }
  return out->startup_ms > 0;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static double
median (double *values,
        guint   n)
{
  qsort (values, n, sizeof (double), compare_doubles);
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static void
print_series (const char *name,
              double     *startup,
              double     *startup_cpu,
              double     *peak,
              guint       n)
{
  g_autoptr(GString) all = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (all, "%s%.0f", i > 0 ? " " : "", startup[i]);
  printf ("%-13s start-up median %.0f ms (runs: %s), main thread's CPU to the map median %.0f ms,\n"
          "               peak RSS median %.1f MiB\n",
          name, median (startup, n), all->str, median (startup_cpu, n), median (peak, n));
}

static char *
load_average (void)
{
  g_autofree char *text = NULL;

  if (!g_file_get_contents ("/proc/loadavg", &text, NULL, NULL))
    return g_strdup ("?");
  return g_strstrip (g_strndup (text, 15));
}

/* The start-ups of one program in one round. */
typedef struct
{
  const char *name;
  const char *argv[2];
  double     *startup;
  double     *cpu;
  double     *peak;
} Series;

/* One round of start-ups, the programs taking turns: SCHOTT World, the
 * empty window (the floor), gnome-chess. */
static gboolean
startup_round (Display    *display,
               const char *title,
               char      **env,
               guint       runs)
{
  Series series[] = {
    { "schott-world:", { g_getenv ("SCHOTT_WORLD_BINARY"), NULL } },
    { "empty window:", { g_getenv ("BENCH_EMPTY_WINDOW"), NULL } },
    { "gnome-chess:", { "/usr/games/gnome-chess", NULL } },
  };
  g_autofree char *load = load_average ();
  double app_cpu = 0, floor_cpu = 0;

  printf ("%s (load average %s):\n", title, load);
  for (guint s = 0; s < G_N_ELEMENTS (series); s++)
    {
      series[s].startup = g_new0 (double, runs);
      series[s].cpu = g_new0 (double, runs);
      series[s].peak = g_new0 (double, runs);
    }
  for (guint i = 0; i < runs; i++)
    for (guint s = 0; s < G_N_ELEMENTS (series); s++)
      {
        Figures f = { 0 };

        if (series[s].argv[0] == NULL || !g_file_test (series[s].argv[0], G_FILE_TEST_IS_EXECUTABLE))
          continue;
        if (!run_one (display, series[s].argv, env, FALSE, &f))
          {
            g_printerr ("%s did not map a window\n", series[s].argv[0]);
            return FALSE;
          }
        series[s].startup[i] = f.startup_ms;
        series[s].cpu[i] = f.startup_cpu_ms;
        series[s].peak[i] = f.peak_mib;
      }
  for (guint s = 0; s < G_N_ELEMENTS (series); s++)
    {
      if (series[s].argv[0] == NULL || !g_file_test (series[s].argv[0], G_FILE_TEST_IS_EXECUTABLE))
        printf ("  %-13s not found (%s)\n", series[s].name,
                s == 2 ? "apt-get install gnome-chess" : "set BENCH_EMPTY_WINDOW");
      else
        print_series (series[s].name, series[s].startup, series[s].cpu, series[s].peak, runs);
    }
  app_cpu = median (series[0].cpu, runs);
  floor_cpu = median (series[1].cpu, runs);
  if (floor_cpu > 0)
    printf ("  start-up CPU, schott-world / empty window: %.2f\n", app_cpu / floor_cpu);
  for (guint s = 0; s < G_N_ELEMENTS (series); s++)
    {
      g_free (series[s].startup);
      g_free (series[s].cpu);
      g_free (series[s].peak);
    }
  fflush (stdout);
  return TRUE;
}

/* The engine's own game for the same seed and levels, as the app prints
 * it: "winners MASK, stages S, turns T, fields F1 F2 ...". */
static char *
engine_result (const char *seed,
               const char *levels)
{
  const char *cli = g_getenv ("SCHOTT_CLI_BINARY");
  g_autofree char *output = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) fields = g_string_new (NULL);
  guint winners = 0, stages = 0, turns = 0, player = 0;
  const char *argv[] = { cli, "play", "-s", seed, "--ai-seed", "1", "-a", levels, NULL };

  if (cli == NULL
      || !g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                        &output, NULL, NULL, NULL))
    return NULL;
  /* The end of the game: "  Player 2  (normal)  field 50  — winner" per
   * player, then "5 stages, 78 turns". */
  lines = g_strsplit (output, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *field = strstr (lines[i], ")  field ");

      if (strstr (lines[i], "Game over") != NULL)
        {
          player = 0;
          g_string_truncate (fields, 0);
          winners = 0;
        }
      else if (g_str_has_prefix (lines[i], "  ") && field != NULL)
        {
          g_string_append_printf (fields, " %d", atoi (field + strlen (")  field ")));
          if (strstr (lines[i], "winner") != NULL)
            winners |= 1u << player;
          player++;
        }
      else
        sscanf (lines[i], "%u stages, %u turns", &stages, &turns);
    }
  return g_strdup_printf ("winners %u, stages %u, turns %u, fields%s", winners, stages, turns,
                          fields->str);
}

int
main (int   argc,
      char *argv[])
{
  const char *app = g_getenv ("SCHOTT_WORLD_BINARY");
  const char *speed = argc > 1 ? argv[1] : "fast";
  const char *runs_env = g_getenv ("BENCH_RUNS");
  guint runs = runs_env != NULL ? CLAMP (atoi (runs_env), 0, 50) : 5;   /* 0: the game only */
  const char *renderer = g_getenv ("GSK_RENDERER");
  g_autofree char *data_home = g_dir_make_tmp ("schott-bench-XXXXXX", NULL);
  g_autofree char *xdg = g_strdup_printf ("XDG_DATA_HOME=%s", data_home);
  g_autofree char *speed_env = g_strdup_printf ("SCHOTT_WORLD_SPEED=%s", speed);
  g_autofree char *load_after = NULL;
  g_autofree char *engine = NULL;
  char *game_env[] = { "SCHOTT_WORLD_BENCHMARK=1", "SCHOTT_WORLD_AUTOSTART=easy,normal,hard,expert",
                       "SCHOTT_WORLD_SEED=7", "SCHOTT_WORLD_AI_SEED=1", speed_env, xdg, NULL };
  char *start_env[] = { xdg, NULL };
  char *cairo_env[] = { xdg, "GSK_RENDERER=cairo", NULL };
  /* GTK 4.16 replaced GDK_DEBUG=gl-disable by GDK_DISABLE=gl (the old
   * value is ignored there: the round would silently measure GL). */
#ifdef BENCH_GDK_DISABLE_GL
  char *nogl_env[] = { xdg, "GDK_DISABLE=gl", NULL };
#else
  char *nogl_env[] = { xdg, "GDK_DEBUG=gl-disable", NULL };
#endif
  const char *app_argv[] = { app, NULL };
  Figures game = { 0 };
  Display *display;

  if (app == NULL)
    {
      g_printerr ("Set SCHOTT_WORLD_BINARY\n");
      return 1;
    }
  display = XOpenDisplay (NULL);
  if (display == NULL)
    {
      g_printerr ("No X display\n");
      return 1;
    }
  XSelectInput (display, DefaultRootWindow (display), SubstructureNotifyMask);

  printf ("%ld CPUs; start-up = exec to window mapped; medians of %u runs\n",
          sysconf (_SC_NPROCESSORS_ONLN), runs);
  if (runs > 0 && renderer != NULL)
    {
      g_autofree char *title = g_strdup_printf ("GSK_RENDERER=%s for both programs", renderer);
      if (!startup_round (display, title, start_env, runs))
        return 1;
    }
  else if (runs > 0
           && (!startup_round (display, "Each program with its own default renderer", start_env, runs)
           || !startup_round (display, "Both with GSK_RENDERER=cairo", cairo_env, runs)
           || !startup_round (display, "Both without GL (GDK_DISABLE=gl; GDK_DEBUG=gl-disable "
                              "before GTK 4.16)", nogl_env, runs)))
    return 1;

  if (g_getenv ("BENCH_NO_GAME") != NULL)
    return 0;
  if (!run_one (display, app_argv, game_env, TRUE, &game) || game.stall_ms < 0 || game.busy_ms < 0)
    {
      g_printerr ("the benchmark game did not report its figures\n");
      return 1;
    }
  load_after = load_average ();
  printf ("schott-world game (4 computers, seed 7, speed %s, %.1f s, renderer %s: %s):\n"
          "  the main loop busy without polling for input (no event handled):\n"
          "    longest %.1f ms wall clock, of which %.1f ms our main thread's CPU;\n"
          "    after the first half second (the game view's first frames) %.1f ms, %.1f ms of it our CPU;\n"
          "    %.0f spans longer than a 60 Hz frame, %.0f of them with more than a frame of our CPU\n"
          "  gaps between runs of a 5 ms high-priority timeout (coarser: a gap may begin with up to\n"
          "  5 ms of waiting idle and joins dispatches the loop polled between):\n"
          "    longest %.1f ms wall clock, of which %.1f ms our main thread's CPU;\n"
          "    most main-thread CPU in any one gap %.1f ms; after the first half second %.1f ms,\n"
          "    %.1f ms of it our CPU; %.0f gaps longer than a 60 Hz frame, %.0f of them with more\n"
          "    than a frame of our CPU; longest since start-up %.1f ms\n"
          "  peak RSS %.0f MiB\n"
          "  the machine paused %.0f times (a witness thread's 1 ms sleeps overran by 2 ms or more;\n"
          "  longest %.1f ms); with those pauses taken out of the spans they fell in (never more\n"
          "  than the part of a span our main thread was off the CPU):\n"
          "    busy: longest %.1f ms, after the first half second %.1f ms, %.0f longer than a 60 Hz frame\n"
          "    timeout gaps: longest %.1f ms, after the first half second %.1f ms, %.0f longer than a frame\n",
          speed, game.run_s, game.renderer[0] != '\0' ? game.renderer : "?", game.result,
          game.busy_ms, game.busy_cpu_ms, game.play_busy_ms, game.play_busy_cpu_ms,
          game.busy_over_frame, game.busy_cpu_over_frame,
          game.stall_ms, game.stall_own_cpu_ms, game.stall_cpu_ms, game.play_stall_ms,
          game.play_stall_cpu_ms, game.stalls_over_frame, game.stalls_cpu_over_frame,
          game.startup_stall_ms, game.peak_mib, game.machine_pauses, game.longest_pause_ms,
          game.net_busy_ms, game.net_play_busy_ms, game.net_busy_over_frame,
          game.net_stall_ms, game.net_play_stall_ms, game.net_over_frame);
  engine = engine_result ("7", "easy,normal,hard,expert");
  if (engine != NULL)
    printf ("  result %s; schott-cli play, same seed: %s (%s)\n", game.fingerprint, engine,
            g_strcmp0 (engine, game.fingerprint) == 0 ? "the same game" : "A DIFFERENT GAME");
  printf ("load average after: %s\n", load_after);
  XCloseDisplay (display);
  return engine == NULL || g_strcmp0 (engine, game.fingerprint) == 0 ? 0 : 1;
}
