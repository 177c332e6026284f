/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-renderer.c: GTK draws this app without GL when the display can
 * only give software GL.
 *
 * Why: with Mesa's software rasteriser (llvmpipe, softpipe, swrast) GTK's
 * GL renderers are slower and far heavier than its cairo renderer for a
 * 2D board and cards: llvmpipe compiles shaders and rasterises on the CPU
 * behind every frame. And when GL is not even initialised, neither the
 * driver nor LLVM is loaded. Measured under Xvfb on 2 cores
 * (tests/shell/bench-ui.c, medians of 5, one run each):
 *  - GTK 4.8: the longest main-loop stall of a 4-computer game 135 -> 52 ms;
 *    start-up 299 -> 130 ms, peak memory 179 -> 47 MiB.
 *  - GTK 4.18 (Debian 13), whose own choice there is its new GL renderer:
 *    start-up 170 -> 98 ms, peak memory 167 -> 54 MiB (GSK_RENDERER=cairo
 *    with GL initialised: 140 ms, 123 MiB); the game's longest stall
 *    182 -> 60 ms, its peak memory 347 -> 89 MiB (the first GL frame alone
 *    takes 0.6 s to compile the shaders). So the rule holds on every GTK.
 *  - Again on GTK 4.18.6 (Debian 13, 2026-11-26, a machine shared and
 *    loaded, so the main thread's CPU time is the steady figure): to the
 *    window on screen 74-79 ms of main-thread CPU and 54 MiB at peak,
 *    against 118 ms and 166 MiB with GTK's own choice (GSK_RENDERER=ngl);
 *    the 4-computer game peaks at 85-88 MiB against 332 MiB, and its
 *    main loop went more than a 60 Hz frame without polling 93-175
 *    times against 421 (the GL renderer's first frames alone held it
 *    42 ms on our CPU). It still pays: kept.
 *
 * "Only software GL" is decided before GTK opens the display, from facts
 * that are cheap and certain, never guessed from the machine's speed:
 *  - Mesa is told to render in software ($LIBGL_ALWAYS_SOFTWARE, or
 *    $GALLIUM_DRIVER is llvmpipe, softpipe or swrast);
 *  - on X11, the server offers no path to a GPU: Mesa renders on a GPU only
 *    through the DRI3 or DRI2 extension, NVIDIA's driver through NV-GLX
 *    (Xvfb, Xvnc, X over ssh, a virtual machine without 3D offer none);
 *  - on Wayland, no DRM render node can be opened (/dev/dri/renderD*).
 * A user's own choice always wins: with $GSK_RENDERER set, or GL already
 * disabled in $GDK_DEBUG/$GDK_DISABLE, nothing is changed. GL is left out
 * with GDK_DEBUG=gl-disable before GTK 4.16 and GDK_DISABLE=gl from 4.16
 * (which no longer knows the former), with Vulkan too: without a GPU it
 * would be Mesa's software Vulkan. */
#include "config.h"

#include <string.h>
#include <unistd.h>
#include <gtk/gtk.h>
#ifdef GDK_WINDOWING_X11
# include <X11/Xlib.h>
#endif

#include "sw-renderer.h"

static gboolean gl_left_out;

static gboolean
list_has (const char *list,
          const char *word)
{
  g_auto(GStrv) items = NULL;

  if (list == NULL)
    return FALSE;
  items = g_strsplit_set (list, ",:; ", -1);
  for (guint i = 0; items[i] != NULL; i++)
    if (g_ascii_strcasecmp (items[i], word) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
user_has_chosen (const SwGraphicsFacts *facts)
{
  return (facts->gsk_renderer != NULL && *facts->gsk_renderer != '\0')
         || list_has (facts->gdk_debug, "gl-disable")
         || list_has (facts->gdk_disable, "gl");
}

static gboolean
mesa_forced_to_software (const SwGraphicsFacts *facts)
{
  const char *soft = facts->libgl_always_software;

  if (soft != NULL && *soft != '\0' && g_strcmp0 (soft, "0") != 0
      && g_ascii_strcasecmp (soft, "false") != 0)
    return TRUE;
  return g_strcmp0 (facts->gallium_driver, "llvmpipe") == 0
         || g_strcmp0 (facts->gallium_driver, "softpipe") == 0
         || g_strcmp0 (facts->gallium_driver, "swrast") == 0;
}

/* TRUE: the app should ask GTK to leave GL alone. */
gboolean
sw_renderer_software_gl_only (const SwGraphicsFacts *facts)
{
  g_return_val_if_fail (facts != NULL, FALSE);

  if (user_has_chosen (facts))
    return FALSE;
  return mesa_forced_to_software (facts) || !facts->gpu_path;
}

static gboolean
wayland_expected (void)
{
  const char *backend = g_getenv ("GDK_BACKEND");
  const char *wayland = g_getenv ("WAYLAND_DISPLAY");
  const char *runtime = g_get_user_runtime_dir ();
  g_autofree char *socket = NULL;

  if (backend != NULL && *backend != '\0' && *backend != '*')
    return g_str_has_prefix (backend, "wayland");
  /* empty is as good as unset: libwayland then finds no socket */
  if (wayland != NULL && *wayland != '\0')
    return TRUE;
  socket = g_build_filename (runtime, "wayland-0", NULL);
  return g_getenv ("DISPLAY") == NULL && g_file_test (socket, G_FILE_TEST_EXISTS);
}

static gboolean
render_node_opens (void)
{
  g_autoptr(GDir) dir = g_dir_open ("/dev/dri", 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename ("/dev/dri", name, NULL);

      if (g_str_has_prefix (name, "renderD") && access (path, R_OK | W_OK) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Anything not known to be software-only counts as a GPU path. */
gboolean
sw_renderer_display_has_gpu_path (void)
{
  if (wayland_expected ())
    return render_node_opens ();
#ifdef GDK_WINDOWING_X11
  {
    const char *backend = g_getenv ("GDK_BACKEND");
    Display *display;
    gboolean gpu = FALSE;
    static const char *const extensions[] = { "DRI3", "DRI2", "NV-GLX" };

    if (backend != NULL && *backend != '\0' && *backend != '*'
        && !g_str_has_prefix (backend, "x11"))
      return TRUE;
    display = XOpenDisplay (NULL);
    if (display == NULL)
      return TRUE;
    for (guint i = 0; i < G_N_ELEMENTS (extensions) && !gpu; i++)
      {
        int opcode, event, error;

        gpu = XQueryExtension (display, extensions[i], &opcode, &event, &error);
      }
    XCloseDisplay (display);
    return gpu;
  }
#else
  return TRUE;
#endif
}

/* The environment variable and value that leave GL (and Vulkan) out. */
static void
gl_off_setting (guint        gtk_minor,
                const char **name,
                const char **value)
{
  if (gtk_minor >= 16)
    {
      *name = "GDK_DISABLE";
      *value = "gl,vulkan";
    }
  else
    {
      *name = "GDK_DEBUG";
      *value = "gl-disable,vulkan-disable";
    }
}

/* Initialises GTK, without GL when only software GL is possible. The
 * environment is changed only around gtk_init(), so programs the app
 * starts later (a help viewer) do not inherit it. Returns whether GL was
 * left out. */
gboolean
sw_renderer_init_gtk (void)
{
  SwGraphicsFacts facts = {
    .gsk_renderer = g_getenv ("GSK_RENDERER"),
    .gdk_debug = g_getenv ("GDK_DEBUG"),
    .gdk_disable = g_getenv ("GDK_DISABLE"),
    .libgl_always_software = g_getenv ("LIBGL_ALWAYS_SOFTWARE"),
    .gallium_driver = g_getenv ("GALLIUM_DRIVER"),
    .gpu_path = TRUE,
    .gtk_minor = gtk_get_minor_version (),
  };
  const char *name, *value;
  g_autofree char *old = NULL;
  g_autofree char *new = NULL;

  if (user_has_chosen (&facts))
    return FALSE;
  if (!mesa_forced_to_software (&facts))
    facts.gpu_path = sw_renderer_display_has_gpu_path ();
  if (!sw_renderer_software_gl_only (&facts))
    return FALSE;

  gl_off_setting (facts.gtk_minor, &name, &value);
  old = g_strdup (g_getenv (name));
  new = old != NULL && *old != '\0' ? g_strjoin (",", old, value, NULL) : g_strdup (value);
  g_setenv (name, new, TRUE);
  gtk_init ();
  if (old != NULL)
    g_setenv (name, old, TRUE);
  else
    g_unsetenv (name);
  g_debug ("Only software GL is possible here: GTK draws with cairo");
  gl_left_out = TRUE;
  return TRUE;
}

/* Whether sw_renderer_init_gtk() left GL out: the window then draws
 * lighter dialog shadows (style.css, "no-gl"). */
gboolean
sw_renderer_gl_left_out (void)
{
  return gl_left_out;
}
