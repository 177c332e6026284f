/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-renderer.h: no GL when the display can only give software GL. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What is known about the graphics before GTK opens the display. */
typedef struct
{
  const char *gsk_renderer;           /* $GSK_RENDERER */
  const char *gdk_debug;              /* $GDK_DEBUG */
  const char *gdk_disable;            /* $GDK_DISABLE (GTK 4.16+) */
  const char *libgl_always_software;  /* $LIBGL_ALWAYS_SOFTWARE */
  const char *gallium_driver;         /* $GALLIUM_DRIVER */
  gboolean    gpu_path;               /* the display offers a way to a GPU */
  guint       gtk_minor;              /* GTK 4.x at run time (which variable turns GL off) */
} SwGraphicsFacts;

gboolean sw_renderer_software_gl_only (const SwGraphicsFacts *facts);
gboolean sw_renderer_display_has_gpu_path (void);
gboolean sw_renderer_init_gtk (void);
gboolean sw_renderer_gl_left_out (void);

G_END_DECLS
