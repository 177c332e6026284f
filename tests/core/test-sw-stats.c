/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-sw-stats.c: the statistics of a series of games (src/core/sw-stats.c). */
#include "config.h"

#include <glib.h>

#include "sw-stats.h"

/* Published 95 % Wilson intervals (z = 1.96): 5 of 10 is 0.2366–0.7634,
 * 0 of 10 reaches up to 0.2775 and 10 of 10 down to 0.7225. */
static void
test_wilson_known_values (void)
{
  double lo, hi;

  sw_stats_wilson (5, 10, &lo, &hi);
  g_assert_cmpfloat_with_epsilon (lo, 0.2366, 1e-4);
  g_assert_cmpfloat_with_epsilon (hi, 0.7634, 1e-4);

  sw_stats_wilson (0, 10, &lo, &hi);
  g_assert_cmpfloat (lo, ==, 0.0);
  g_assert_cmpfloat_with_epsilon (hi, 0.2775, 1e-4);

  sw_stats_wilson (10, 10, &lo, &hi);
  g_assert_cmpfloat_with_epsilon (lo, 0.7225, 1e-4);
  g_assert_cmpfloat_with_epsilon (hi, 1.0, 1e-12);
  g_assert_cmpfloat (hi, <=, 1.0);

  /* a shared win counts half */
  sw_stats_wilson (2.5, 5, &lo, &hi);
  g_assert_cmpfloat (lo, <, 0.5);
  g_assert_cmpfloat_with_epsilon (lo + hi, 1.0, 1e-12);
}

static void
test_wilson_no_games (void)
{
  double lo = -1, hi = -1;

  sw_stats_wilson (0, 0, &lo, &hi);
  g_assert_cmpfloat (lo, ==, 0.0);
  g_assert_cmpfloat (hi, ==, 1.0);
}

/* 2, 4, 4, 4, 5, 5, 7, 9: mean 5, population standard deviation 2. */
static void
test_moments (void)
{
  static const int values[] = { 2, 4, 4, 4, 5, 5, 7, 9 };
  SwStatsMoments m = { 0, };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    sw_stats_moments_add (&m, values[i]);
  g_assert_cmpuint (m.n, ==, 8);
  g_assert_cmpfloat_with_epsilon (sw_stats_mean (&m), 5.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (sw_stats_sd (&m), 2.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (sw_stats_mean_half_95 (&m), 1.959963984540054 * 2.0 / 2.8284271247461903, 1e-12);
}

static void
test_moments_equal_values (void)
{
  SwStatsMoments m = { 0, };

  for (guint i = 0; i < 1000; i++)
    sw_stats_moments_add (&m, 0.1);
  /* sum_sq/n - mean² may round below 0: never a NaN */
  g_assert_cmpfloat (sw_stats_sd (&m), >=, 0.0);
  g_assert_cmpfloat (sw_stats_sd (&m), <, 1e-6);
}

static void
test_percentile_nearest_rank (void)
{
  guint32 values[100];

  for (guint i = 0; i < 100; i++)
    values[i] = i + 1;
  g_assert_cmpuint (sw_stats_percentile (values, 100, 0.99), ==, 99);
  g_assert_cmpuint (sw_stats_percentile (values, 100, 0.5), ==, 50);
  g_assert_cmpuint (sw_stats_percentile (values, 100, 1.0), ==, 100);
  g_assert_cmpuint (sw_stats_percentile (values, 100, 0.001), ==, 1);
  /* fewer than 100 values: the 99th percentile is the largest */
  g_assert_cmpuint (sw_stats_percentile (values, 10, 0.99), ==, 10);
  g_assert_cmpuint (sw_stats_percentile (values, 1, 0.99), ==, 1);
}

static void
test_times_ms (void)
{
  static const guint32 ns[] = { 5000000, 1000000, 3000000, 2000000 };
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (guint32));
  double median, p99, max;

  g_array_append_vals (times, ns, G_N_ELEMENTS (ns));
  sw_stats_times_ms (times, &median, &p99, &max);
  /* sorted 1, 2, 3, 5 ms: the upper median */
  g_assert_cmpfloat (median, ==, 3.0);
  g_assert_cmpfloat (p99, ==, 5.0);
  g_assert_cmpfloat (max, ==, 5.0);
  g_assert_cmpuint (g_array_index (times, guint32, 0), ==, 1000000);

  g_array_set_size (times, 0);
  sw_stats_times_ms (times, &median, &p99, &max);
  g_assert_cmpfloat (median, ==, 0.0);
  g_assert_cmpfloat (max, ==, 0.0);
}

static void
test_clocks_advance (void)
{
  gint64 wall = sw_stats_now_ns (TRUE);
  gint64 cpu = sw_stats_now_ns (FALSE);
  volatile double x = 0;

  for (guint i = 0; i < 2000000; i++)
    x += i;
  g_assert_cmpfloat (x, >, 0.0);
  g_assert_cmpint (sw_stats_now_ns (TRUE), >, wall);
  g_assert_cmpint (sw_stats_now_ns (FALSE), >, cpu);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/stats/wilson/known-values", test_wilson_known_values);
  g_test_add_func ("/core/stats/wilson/no-games", test_wilson_no_games);
  g_test_add_func ("/core/stats/moments", test_moments);
  g_test_add_func ("/core/stats/moments/equal-values", test_moments_equal_values);
  g_test_add_func ("/core/stats/percentile/nearest-rank", test_percentile_nearest_rank);
  g_test_add_func ("/core/stats/times-ms", test_times_ms);
  g_test_add_func ("/core/stats/clocks", test_clocks_advance);

  return g_test_run ();
}
