/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-stats.c: statistics of a series of computer games. */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <time.h>

#include "sw-stats.h"

void
sw_stats_wilson (double  wins,
                 double  n,
                 double *lo,
                 double *hi)
{
  const double z = SW_STATS_Z95;
  double p, denom, centre, half;

  if (n <= 0)
    {
      *lo = 0.0;
      *hi = 1.0;
      return;
    }
  p = wins / n;
  denom = 1.0 + z * z / n;
  centre = (p + z * z / (2.0 * n)) / denom;
  half = z * sqrt (p * (1.0 - p) / n + z * z / (4.0 * n * n)) / denom;
  *lo = MAX (0.0, centre - half);
  *hi = MIN (1.0, centre + half);
}

void
sw_stats_moments_add (SwStatsMoments *moments,
                      double          value)
{
  moments->n++;
  moments->sum += value;
  moments->sum_sq += value * value;
}

double
sw_stats_mean (const SwStatsMoments *moments)
{
  return moments->sum / (double) moments->n;
}

double
sw_stats_sd (const SwStatsMoments *moments)
{
  double mean = sw_stats_mean (moments);

  /* sum_sq/n - mean² can come out a hair below 0 for equal values */
  return sqrt (MAX (moments->sum_sq / (double) moments->n - mean * mean, 0.0));
}

double
sw_stats_mean_half_95 (const SwStatsMoments *moments)
{
  return SW_STATS_Z95 * sw_stats_sd (moments) / sqrt ((double) moments->n);
}

guint32
sw_stats_percentile (const guint32 *sorted,
                     guint          n,
                     double         p)
{
  g_return_val_if_fail (n > 0, 0);

  return sorted[MIN (n - 1, (guint) ceil (p * n) - 1)];
}

static int
compare_guint32 (const void *a,
                 const void *b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return x < y ? -1 : x > y;
}

void
sw_stats_times_ms (GArray *times,
                   double *median,
                   double *p99,
                   double *max)
{
  guint n = times->len;
  guint32 *t = (guint32 *) (gpointer) times->data;

  if (n == 0)
    {
      *median = *p99 = *max = 0.0;
      return;
    }
  qsort (t, n, sizeof *t, compare_guint32);
  *median = t[n / 2] / 1e6;
  *p99 = sw_stats_percentile (t, n, 0.99) / 1e6;
  *max = t[n - 1] / 1e6;
}

gint64
sw_stats_now_ns (gboolean wall_clock)
{
  struct timespec ts;

  clock_gettime (wall_clock ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_GINT64_CONSTANT (1000000000) + ts.tv_nsec;
}
