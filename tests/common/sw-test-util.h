/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-test-util.h: what the widget tests of both games share: running the
 * main loop for a while or until a condition holds (bounded), finding a
 * widget, pressing a real key. Header only: each test includes it. */
#pragma once

#include <adwaita.h>
#ifdef GDK_WINDOWING_X11
# include <gdk/x11/gdkx.h>
#endif
#include <execinfo.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* A crash prints the test it happened in and the stack (names where the
 * libraries export them, offsets that addr2line reads otherwise) before
 * the process dies of it as it would have: a rare crash in CI leaves
 * more than "Segmentation fault". Not under AddressSanitizer, whose own
 * report is better. */
static inline void
_sw_test_on_crash (int sig)
{
  static const char header[] = "\n*** crashed in ";
  static const char stack[] = "\n*** the stack:\n";
  const char *path = g_test_get_path ();
  void *frames[64];
  int n = backtrace (frames, G_N_ELEMENTS (frames));

  if (write (STDERR_FILENO, header, sizeof header - 1) < 0
      || write (STDERR_FILENO, path, strlen (path)) < 0
      || write (STDERR_FILENO, stack, sizeof stack - 1) < 0)
    _exit (128 + sig);
  backtrace_symbols_fd (frames, n, STDERR_FILENO);
  signal (sig, SIG_DFL);
  raise (sig);
}

static inline void
sw_test_report_crashes (void)
{
#ifndef __SANITIZE_ADDRESS__
  signal (SIGSEGV, _sw_test_on_crash);
  signal (SIGBUS, _sw_test_on_crash);
#endif
}

/* Runs the main loop for ms milliseconds. */
static inline void
sw_test_iterate_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* libadwaita 1.5 (Ubuntu 24.04) never finishes closing a dialog that is
 * closed during its opening animation (the window keeps it as its visible
 * dialog): a test lets a dialog open fully before closing it, as a person
 * does. Later versions need no wait. */
static inline void
sw_test_dialog_settle (void)
{
  if (adw_get_major_version () == 1 && adw_get_minor_version () < 6)
    sw_test_iterate_for (1000);
}

/* Runs the main loop until done (data) or timeout_ms ran out; returns
 * done (data). */
static inline gboolean
sw_test_iterate_until (gboolean (*done) (gpointer),
                       gpointer   data,
                       guint      timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (!done (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  return done (data);
}

/* Conditions for sw_test_iterate_until(). */
static inline gboolean
sw_test_is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (GTK_WIDGET (widget));
}

static inline gboolean
sw_test_flag_set (gpointer flag)
{
  return *(gboolean *) flag;
}

/* The first widget in widget's tree, depth first, that match accepts. */
static inline GtkWidget *
sw_test_find (GtkWidget *widget,
              gboolean (*match) (GtkWidget *, gconstpointer),
              gconstpointer data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = sw_test_find (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static inline gboolean
sw_test_is_of_type (GtkWidget     *widget,
                    gconstpointer  type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, (GType) GPOINTER_TO_SIZE (type));
}

static inline gboolean
sw_test_is_button_labelled (GtkWidget     *widget,
                            gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* The first widget of type in widget's tree. */
static inline GtkWidget *
sw_test_find_widget (GtkWidget *widget,
                     GType      type)
{
  return sw_test_find (widget, sw_test_is_of_type, GSIZE_TO_POINTER (type));
}

/* The button with this label in widget's tree, as a person finds it. */
static inline GtkWidget *
sw_test_find_button (GtkWidget  *widget,
                     const char *label)
{
  return sw_test_find (widget, sw_test_is_button_labelled, label);
}

/* The words a person reads on widget: a row's title, a button's label,
 * a label's text; NULL for other widgets. */
static inline const char *
sw_test_shown_text (GtkWidget *widget)
{
  if (ADW_IS_PREFERENCES_ROW (widget))
    return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget));
  if (GTK_IS_BUTTON (widget))
    return gtk_button_get_label (GTK_BUTTON (widget));
  if (GTK_IS_LABEL (widget))
    return gtk_label_get_text (GTK_LABEL (widget));
  return NULL;
}

typedef struct
{
  GType       type;
  const char *text;
} SwTestShown;

static inline gboolean
sw_test_is_shown (GtkWidget     *widget,
                  gconstpointer  data)
{
  const SwTestShown *want = data;

  return G_TYPE_CHECK_INSTANCE_TYPE (widget, want->type)
         && (want->text == NULL || g_strcmp0 (sw_test_shown_text (widget), want->text) == 0);
}

/* The first widget of type in widget's tree that shows text (any, if
 * text is NULL), as a person finds it. */
static inline GtkWidget *
sw_test_find_shown (GtkWidget  *widget,
                    GType       type,
                    const char *text)
{
  SwTestShown want = { type, text };

  return sw_test_find (widget, sw_test_is_shown, &want);
}

/* Types text into the entry row titled row, as a person would fill it. */
static inline void
sw_test_type_into (GtkWidget  *widget,
                   const char *row,
                   const char *text)
{
  GtkWidget *entry = sw_test_find_shown (widget, ADW_TYPE_ENTRY_ROW, row);

  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
}

/* Every widget of type in widget's tree, depth first, added to out. */
static inline void
sw_test_collect (GtkWidget *widget,
                 GType      type,
                 GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    sw_test_collect (child, type, out);
}

/* A plain window of this size, shown and mapped: the host a dialog
 * opens over, as the app's window would be. */
static inline GtkWidget *
sw_test_present_host (int width,
                      int height)
{
  GtkWindow *host = GTK_WINDOW (adw_window_new ());

  gtk_window_set_default_size (host, width, height);
  adw_window_set_content (ADW_WINDOW (host), adw_status_page_new ());
  gtk_window_present (host);
  sw_test_iterate_until (sw_test_is_mapped, host, 10000);
  return GTK_WIDGET (host);
}

/* Closes a dialog opened over sw_test_present_host() with its host. */
static inline void
sw_test_close_host (GtkWidget *dialog)
{
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (dialog)));
}

/* A real key press through the X server (xdotool), as a person types. */
static inline void
sw_test_press (const char *key)
{
  g_autoptr(GError) error = NULL;
  int status = 0;
  const char *argv[] = { "xdotool", "key", "--clearmodifiers", key, NULL };

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* xdotool on window, found by its title and focused first: what is
 * "key", "keydown" or "keyup". FALSE when there is no X11 or no xdotool. */
static inline gboolean
sw_test_xdo_window (GtkWindow  *window,
                    const char *what,
                    const char *key)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  g_autofree char *title = NULL;
  int status = 0;
#ifdef GDK_WINDOWING_X11
  gboolean on_x11 = GDK_IS_X11_DISPLAY (gdk_display_get_default ());
#else
  gboolean on_x11 = FALSE;
#endif

  if (!on_x11 || xdotool == NULL)
    return FALSE;
  title = g_strdup_printf ("^%s$", gtk_window_get_title (window));
  {
    const char *argv[] = { "xdotool", "search", "--name", title, "windowfocus", "--sync", "%1",
                           what, key, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL,
                                 NULL, NULL, NULL, NULL, &status, NULL));
  }
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return TRUE;
}

/* A log writer filter: a theme without some icon is no test failure. */
static inline gboolean
sw_test_ignore_icon_warnings (const char     *log_domain,
                              GLogLevelFlags  log_level,
                              const char     *message,
                              gpointer        user_data)
{
  /* the isolated test folders hide the MIME database SVG icons are sniffed
   * by; GDK 4.24 reports its own frame clock submitting a frame twice
   * (seen in the GNOME 51 lane under Xvfb): neither is the program's */
  if (g_strcmp0 (log_domain, "Gtk") == 0 && strstr (message, "Failed to load icon") != NULL)
    return FALSE;
  if (g_strcmp0 (log_domain, "Gdk") == 0 && strstr (message, "gdk_frame_timings_submitted") != NULL)
    return FALSE;
  return TRUE;
}

/* Main-thread CPU time in microseconds: on a loaded machine the wall-clock
 * gap between two main-loop turns also counts the time other processes
 * ran. */
static inline gint64
sw_test_thread_cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* The benchmarks' main-loop probe, a timeout firing every millisecond:
 * the gaps between two firings are the main thread's stalls. */
typedef struct
{
  gint64 last;
  gint64 last_cpu;
} SwTestTick;

/* Notes a firing; gives the wall-clock and main-thread CPU time since the
 * last one, and FALSE at the first (no gap yet). */
static inline gboolean
sw_test_tick (SwTestTick *tick,
              gint64     *gap,
              gint64     *cpu_gap)
{
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = sw_test_thread_cpu_us ();
  gboolean had_last = tick->last != 0;

  *gap = now - tick->last;
  *cpu_gap = cpu - tick->last_cpu;
  tick->last = now;
  tick->last_cpu = cpu;
  return had_last;
}
