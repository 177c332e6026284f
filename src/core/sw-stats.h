/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-stats.h: the statistics of a series of computer games: win rates with
 * a confidence interval, the mean and spread of scores, and the times of
 * decisions. GLib only. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* z of a two-sided 95 % interval of the normal distribution. */
#define SW_STATS_Z95 1.959963984540054

/* The 95 % Wilson score interval of wins out of n games (ties may give
 * fractional wins); [0, 1] when n is 0. */
void     sw_stats_wilson       (double        wins,
                                double        n,
                                double       *lo,
                                double       *hi);

/* Scores of a series: count, sum and sum of squares. */
typedef struct
{
  guint64 n;
  double  sum;
  double  sum_sq;
} SwStatsMoments;

void     sw_stats_moments_add  (SwStatsMoments       *moments,
                                double                value);
double   sw_stats_mean         (const SwStatsMoments *moments);
/* The population standard deviation (divided by n, not n - 1). */
double   sw_stats_sd           (const SwStatsMoments *moments);
/* Half the width of the mean's 95 % interval (normal approximation). */
double   sw_stats_mean_half_95 (const SwStatsMoments *moments);

/* The value at or above fraction p (0 < p ≤ 1) of n sorted values: the
 * nearest-rank percentile. */
guint32  sw_stats_percentile   (const guint32 *sorted,
                                guint          n,
                                double         p);
/* Sorts times (guint32 nanoseconds, in place) and gives their median (the
 * upper one for an even count), 99th percentile and maximum in
 * milliseconds; all 0 for no times. */
void     sw_stats_times_ms     (GArray        *times,
                                double        *median,
                                double        *p99,
                                double        *max);

/* Nanoseconds on the thread's CPU clock (what a computer player spent
 * thinking, however busy the machine), or on the monotonic wall clock (what
 * an external program took, round trip). */
gint64   sw_stats_now_ns       (gboolean       wall_clock);

G_END_DECLS
