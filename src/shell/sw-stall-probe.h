/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-stall-probe.h: how long the main loop goes without turning, for
 * the benchmark (SCHOTT_WORLD_BENCHMARK). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _SwStallProbe SwStallProbe;

/* Starts measuring: a 5 ms high-priority timeout on the default main
 * context, a wrapper round its poll function, and a witness thread (see
 * sw-stall-probe.c). */
SwStallProbe *sw_stall_probe_new   (void);
/* A game starts: the figures begin again. */
void              sw_stall_probe_reset (SwStallProbe *probe);
/* The figures, one "key: value" line each, on standard output. */
void              sw_stall_probe_print (SwStallProbe *probe);
void              sw_stall_probe_free  (SwStallProbe *probe);

/* The calling thread's CPU time in microseconds. */
gint64            sw_thread_cpu_time   (void);

G_END_DECLS
