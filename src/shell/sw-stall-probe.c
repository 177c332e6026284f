/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-stall-probe.c: the benchmark's measure of main-loop stalls.
 *
 * A 5 ms timeout of high priority runs between any two dispatches of the
 * main loop: the time between two of its runs is the longest the loop
 * went without turning (a stall), and the main thread's CPU time over the
 * same span tells our work from waiting.
 *
 * Waiting is not always ours to fix. On a virtual machine the whole guest
 * is sometimes paused (seen here: an idle program polling every 5 ms saw a
 * 17 ms gap at the very moment the game saw a 24 ms stall with 0.3 ms of
 * its CPU). A witness thread that sleeps 1 ms at a time records every gap
 * in its own ticks; the time it was held up inside a stall, up to the part
 * of the stall our main thread was not on a CPU, is the machine's share.
 * Both figures are printed: the stall as measured, and the stall with the
 * machine's share taken out. The witness is held up by a paused machine,
 * not by our own work: it needs a few microseconds a millisecond, and the
 * main thread's CPU time is never taken out.
 *
 * The timeout samples: a gap between its runs may begin with up to 5 ms of
 * the loop waiting idle, and it joins two dispatches that the loop polled
 * for input between (a computer's move, then the frame that shows it). So
 * the probe also wraps the main context's poll function and measures every
 * busy span exactly: from the moment a poll returns to the moment the loop
 * polls again. No event can be handled inside such a span, and every input
 * that arrived during one is handled at the next poll; this is the stall a
 * person feels. Both measures are printed. */
#include "config.h"

#include <string.h>
#include <time.h>

#include "sw-stall-probe.h"

#define PROBE_INTERVAL_MS  5
#define WITNESS_TICK_US    1000
#define WITNESS_GAP_US     3000    /* a tick this late is a pause */
#define RECORD_STALL_US    8000    /* stalls kept for the account */
#define FRAME_US           (G_USEC_PER_SEC / 60)
#define SETTLING_US        (G_USEC_PER_SEC / 2)

typedef struct
{
  gint64   start;
  gint64   end;
  gint64   cpu;       /* the main thread's CPU time in the stall */
  gboolean in_play;   /* after the game's first half second */
} Stall;

typedef struct
{
  gint64 start;
  gint64 end;
} Pause;

/* One measure's spans since the last reset. */
typedef struct
{
  gint64   max;
  gint64   max_cpu;          /* the main thread's CPU time in the longest */
  gint64   max_in_play;
  gint64   max_in_play_cpu;
  gint64   max_short;        /* the longest span not kept */
  gint64   max_short_in_play;
  GArray  *kept;             /* Stall, every span over RECORD_STALL_US */
} Spans;

struct _SwStallProbe
{
  gint64   game_started;     /* 0: no game yet */

  /* the 5 ms timeout's gaps */
  guint    source_id;
  gint64   last_tick;
  gint64   last_cpu;
  gint64   max_gap_total;    /* since start-up, window building included */
  gint64   max_gap_cpu;      /* the most CPU time in any one gap */
  Spans    gaps;

  /* busy spans between polls */
  GPollFunc next_poll;
  gint64   poll_returned;    /* 0: not measuring */
  gint64   poll_returned_cpu;
  Spans    busy;

  GThread *witness;
  GMutex   lock;
  GArray  *pauses;           /* Pause, under lock */
  gboolean stop;             /* under lock */
};

gint64
sw_thread_cpu_time (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return 0;
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static gpointer
witness_thread (gpointer data)
{
  SwStallProbe *probe = data;
  gint64 last = g_get_monotonic_time ();

  for (;;)
    {
      gint64 now;
      gboolean stop;

      g_usleep (WITNESS_TICK_US);
      now = g_get_monotonic_time ();
      g_mutex_lock (&probe->lock);
      stop = probe->stop;
      if (now - last > WITNESS_GAP_US)
        {
          Pause pause = { last + WITNESS_TICK_US, now };
          g_array_append_val (probe->pauses, pause);
        }
      g_mutex_unlock (&probe->lock);
      if (stop)
        return NULL;
      last = now;
    }
}

static void
spans_init (Spans *spans)
{
  memset (spans, 0, sizeof *spans);
  spans->kept = g_array_new (FALSE, FALSE, sizeof (Stall));
}

static void
spans_reset (Spans *spans)
{
  GArray *kept = spans->kept;

  g_array_set_size (kept, 0);
  memset (spans, 0, sizeof *spans);
  spans->kept = kept;
}

static void
spans_add (Spans    *spans,
           gint64    start,
           gint64    end,
           gint64    cpu,
           gboolean  in_play)
{
  gint64 span = end - start;

  if (span > spans->max)
    {
      spans->max = span;
      spans->max_cpu = cpu;
    }
  if (in_play && span > spans->max_in_play)
    {
      spans->max_in_play = span;
      spans->max_in_play_cpu = cpu;
    }
  if (span > RECORD_STALL_US)
    {
      Stall stall = { start, end, cpu, in_play };
      g_array_append_val (spans->kept, stall);
    }
  else
    {
      spans->max_short = MAX (spans->max_short, span);
      if (in_play)
        spans->max_short_in_play = MAX (spans->max_short_in_play, span);
    }
}

static gboolean
on_tick_cb (gpointer user_data)
{
  SwStallProbe *probe = user_data;
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = sw_thread_cpu_time ();

  if (probe->last_tick > 0)
    {
      gint64 gap = now - probe->last_tick;
      gint64 gap_cpu = cpu - probe->last_cpu;

      if (gap > FRAME_US)
        g_printerr ("stall: %.1f ms (main thread on CPU %.1f ms) ending at %.6f s\n",
                    gap / 1000.0, gap_cpu / 1000.0, now / (double) G_USEC_PER_SEC);
      probe->max_gap_total = MAX (probe->max_gap_total, gap);
      if (probe->game_started > 0)
        {
          probe->max_gap_cpu = MAX (probe->max_gap_cpu, gap_cpu);
          spans_add (&probe->gaps, probe->last_tick, now, gap_cpu,
                     probe->last_tick - probe->game_started > SETTLING_US);
        }
    }
  probe->last_tick = now;
  probe->last_cpu = cpu;
  return G_SOURCE_CONTINUE;
}

/* A GPollFunc has no user data: the probe measuring the default main
 * context (one at a time, the benchmark's). */
static SwStallProbe *polled_probe;

static gint
probe_poll (GPollFD *fds,
            guint    n_fds,
            gint     timeout)
{
  SwStallProbe *probe = polled_probe;
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = sw_thread_cpu_time ();
  gint result;

  if (probe->poll_returned > 0 && probe->game_started > 0)
    {
      gint64 span = now - probe->poll_returned;

      spans_add (&probe->busy, probe->poll_returned, now, cpu - probe->poll_returned_cpu,
                 probe->poll_returned - probe->game_started > SETTLING_US);
      if (span > FRAME_US)
        g_printerr ("busy: %.1f ms between polls (main thread on CPU %.1f ms) ending at %.6f s\n",
                    span / 1000.0, (cpu - probe->poll_returned_cpu) / 1000.0,
                    now / (double) G_USEC_PER_SEC);
    }
  result = probe->next_poll (fds, n_fds, timeout);
  probe->poll_returned = g_get_monotonic_time ();
  probe->poll_returned_cpu = sw_thread_cpu_time ();
  return result;
}

SwStallProbe *
sw_stall_probe_new (void)
{
  SwStallProbe *probe = g_new0 (SwStallProbe, 1);

  spans_init (&probe->gaps);
  spans_init (&probe->busy);
  probe->pauses = g_array_new (FALSE, FALSE, sizeof (Pause));
  g_mutex_init (&probe->lock);
  probe->witness = g_thread_new ("stall-witness", witness_thread, probe);
  probe->source_id = g_timeout_add_full (G_PRIORITY_HIGH, PROBE_INTERVAL_MS, on_tick_cb, probe, NULL);
  if (polled_probe == NULL)
    {
      polled_probe = probe;
      probe->next_poll = g_main_context_get_poll_func (NULL);
      g_main_context_set_poll_func (NULL, probe_poll);
    }
  return probe;
}

void
sw_stall_probe_reset (SwStallProbe *probe)
{
  g_return_if_fail (probe != NULL);

  spans_reset (&probe->gaps);
  spans_reset (&probe->busy);
  probe->max_gap_cpu = 0;
  probe->game_started = g_get_monotonic_time ();
}

/* The witness's lost time inside [start, end). */
static gint64
paused_within (SwStallProbe *probe,
               gint64        start,
               gint64        end)
{
  gint64 total = 0;

  for (guint i = 0; i < probe->pauses->len; i++)
    {
      const Pause *pause = &g_array_index (probe->pauses, Pause, i);
      gint64 from = MAX (pause->start, start), to = MIN (pause->end, end);

      if (to > from)
        total += to - from;
    }
  return total;
}

typedef struct
{
  gint64 max_net;          /* the longest, the machine's pauses taken out */
  gint64 max_net_in_play;
  guint  over_frame;       /* as measured */
  guint  cpu_over_frame;   /* with more than a frame of our CPU */
  guint  net_over_frame;   /* pauses taken out */
} StallSums;

/* Sums up a measure's spans; those not kept, under RECORD_STALL_US,
 * count as they are. Call with the lock held. */
static StallSums
sum_spans (SwStallProbe *probe,
           const Spans  *spans)
{
  StallSums sums = { spans->max_short, spans->max_short_in_play, 0, 0, 0 };

  for (guint i = 0; i < spans->kept->len; i++)
    {
      const Stall *stall = &g_array_index (spans->kept, Stall, i);
      gint64 gap = stall->end - stall->start;
      gint64 paused = MIN (paused_within (probe, stall->start, stall->end), gap - stall->cpu);
      gint64 net = gap - MAX (paused, 0);

      sums.max_net = MAX (sums.max_net, net);
      if (stall->in_play)
        sums.max_net_in_play = MAX (sums.max_net_in_play, net);
      sums.over_frame += gap > FRAME_US;
      sums.cpu_over_frame += stall->cpu > FRAME_US;
      sums.net_over_frame += net > FRAME_US;
    }
  return sums;
}

void
sw_stall_probe_print (SwStallProbe *probe)
{
  StallSums ticks, busy;
  gint64 longest_pause = 0;
  guint n_pauses;

  g_return_if_fail (probe != NULL);

  g_mutex_lock (&probe->lock);
  n_pauses = probe->pauses->len;
  for (guint i = 0; i < probe->pauses->len; i++)
    {
      const Pause *pause = &g_array_index (probe->pauses, Pause, i);
      longest_pause = MAX (longest_pause, pause->end - pause->start);
    }
  ticks = sum_spans (probe, &probe->gaps);
  busy = sum_spans (probe, &probe->busy);
  g_mutex_unlock (&probe->lock);

  /* the 5 ms probe's gaps */
  g_print ("max-stall-ms: %.1f\n", probe->gaps.max / 1000.0);
  g_print ("max-stall-own-cpu-ms: %.1f\n", probe->gaps.max_cpu / 1000.0);
  g_print ("max-stall-cpu-ms: %.1f\n", probe->max_gap_cpu / 1000.0);
  g_print ("max-stall-since-start-ms: %.1f\n", probe->max_gap_total / 1000.0);
  g_print ("stalls-over-frame: %u\n", ticks.over_frame);
  g_print ("stalls-cpu-over-frame: %u\n", ticks.cpu_over_frame);
  g_print ("max-stall-in-play-ms: %.1f\n", probe->gaps.max_in_play / 1000.0);
  g_print ("max-stall-in-play-own-cpu-ms: %.1f\n", probe->gaps.max_in_play_cpu / 1000.0);
  g_print ("max-stall-without-pauses-ms: %.1f\n", ticks.max_net / 1000.0);
  g_print ("max-stall-in-play-without-pauses-ms: %.1f\n", ticks.max_net_in_play / 1000.0);
  g_print ("stalls-over-frame-without-pauses: %u\n", ticks.net_over_frame);
  /* the busy spans between polls */
  g_print ("max-busy-ms: %.1f\n", probe->busy.max / 1000.0);
  g_print ("max-busy-own-cpu-ms: %.1f\n", probe->busy.max_cpu / 1000.0);
  g_print ("max-busy-in-play-ms: %.1f\n", probe->busy.max_in_play / 1000.0);
  g_print ("max-busy-in-play-own-cpu-ms: %.1f\n", probe->busy.max_in_play_cpu / 1000.0);
  g_print ("busy-over-frame: %u\n", busy.over_frame);
  g_print ("busy-cpu-over-frame: %u\n", busy.cpu_over_frame);
  g_print ("max-busy-without-pauses-ms: %.1f\n", busy.max_net / 1000.0);
  g_print ("max-busy-in-play-without-pauses-ms: %.1f\n", busy.max_net_in_play / 1000.0);
  g_print ("busy-over-frame-without-pauses: %u\n", busy.net_over_frame);
  g_print ("machine-pauses: %u\n", n_pauses);
  g_print ("longest-machine-pause-ms: %.1f\n", longest_pause / 1000.0);
}

void
sw_stall_probe_free (SwStallProbe *probe)
{
  if (probe == NULL)
    return;
  g_clear_handle_id (&probe->source_id, g_source_remove);
  if (polled_probe == probe)
    {
      g_main_context_set_poll_func (NULL, probe->next_poll);
      polled_probe = NULL;
    }
  g_mutex_lock (&probe->lock);
  probe->stop = TRUE;
  g_mutex_unlock (&probe->lock);
  g_thread_join (probe->witness);
  g_mutex_clear (&probe->lock);
  g_array_unref (probe->gaps.kept);
  g_array_unref (probe->busy.kept);
  g_array_unref (probe->pauses);
  g_free (probe);
}
