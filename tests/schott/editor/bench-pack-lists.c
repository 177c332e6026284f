/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-pack-lists.c: would GTK's own list models do for the editor's
 * question table? The 10,000 questions of bench-editor in a
 * GtkFilterListModel and a GtkSortListModel (both incremental) under a
 * GtkColumnView of five label columns, instead of SchottPackList's worker.
 * Prints, for every key of the search bench-editor types, for clearing the
 * search and for sorting by text (descending, as a header click), the
 * longest main-loop stall and the main-thread CPU time in it (run under
 * Xvfb). A turn longer than a frame (16.7 ms) is a dropped frame. */
#include "config.h"

#include <gtk/gtk.h>

#include "schott-pack-model.h"
#include "../../common/sw-test-util.h"
#include "bench-questions.h"

#define FRAME_US 16667

/* The questions of bench-editor's pack (source language only: the
 * table shows one language; the others do not change what is measured). */
static SchottPackModel *
new_model (void)
{
  SchottPack *pack = schott_pack_new ("bench", "en de fr id zh-CN");

  schott_pack_add_category (pack, "cat0");
  for (guint i = 0; i < N_QUESTIONS; i++)
    {
      g_autofree char *id = g_strdup_printf ("q%05u", i);
      g_autofree char *text = bench_question_text ("en", i);
      SchottQuestion *q = schott_pack_add_question (pack, id, "cat0");

      q->difficulty = 1 + i % 3;
      schott_pack_set_text (pack, q, SCHOTT_FIELD_TEXT, "en", text);
    }
  return schott_pack_model_new_for_pack (pack, NULL);
}

typedef struct
{
  SwTestTick tick;
  gint64 max_gap;      /* since reset */
  gint64 max_cpu_gap;
  gint   n_over;       /* turns with more than a frame of main-thread CPU */
} Probe;

static gboolean
on_probe_cb (gpointer data)
{
  Probe *probe = data;
  gint64 gap, cpu_gap;

  if (sw_test_tick (&probe->tick, &gap, &cpu_gap))
    {
      probe->max_gap = MAX (probe->max_gap, gap);
      probe->max_cpu_gap = MAX (probe->max_cpu_gap, cpu_gap);
      probe->n_over += cpu_gap > FRAME_US;
    }
  return G_SOURCE_CONTINUE;
}

typedef struct
{
  char *needle;   /* folded */
} Search;

static gboolean
match_cb (gpointer item, gpointer data)
{
  Search *search = data;

  return schott_pack_question_matches (item, search->needle);
}

static void
on_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  gtk_list_item_set_child (item, gtk_label_new (NULL));
}

static void
on_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  SchottPackQuestion *q = gtk_list_item_get_item (item);
  GtkLabel *label = GTK_LABEL (gtk_list_item_get_child (item));
  g_autofree char *text = NULL;

  switch (GPOINTER_TO_INT (data))
    {
    case 0:
      gtk_label_set_text (label, schott_pack_question_get_id (q));
      break;
    case 1:
      gtk_label_set_text (label, schott_pack_question_get_category (q));
      break;
    case 2:
      text = g_strdup_printf ("%u", schott_pack_question_get_difficulty (q));
      gtk_label_set_text (label, text);
      break;
    case 3:
      gtk_label_set_text (label, schott_pack_question_get_text (q));
      break;
    default:
      text = schott_pack_question_dup_status (q);
      gtk_label_set_text (label, text);
      break;
    }
}

static gboolean
pending (GtkFilterListModel *filtered, GtkSortListModel *sorted)
{
  return gtk_filter_list_model_get_pending (filtered) > 0
         || gtk_sort_list_model_get_pending (sorted) > 0;
}

/* Runs the main loop for at least ms and until the models are done. */
static void
settle (GtkFilterListModel *filtered, GtkSortListModel *sorted, guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until || pending (filtered, sorted))
    g_main_context_iteration (NULL, TRUE);
}

static void
report (const char *what, GListModel *rows, Probe *probe, gint64 cpu0, gint64 t0)
{
  g_print ("  %-22s %5u rows: done in %6.1f ms, main-thread CPU %6.1f ms, longest stall %5.1f ms wall, %5.1f ms CPU, %d turns over a frame\n",
           what, g_list_model_get_n_items (rows), (g_get_monotonic_time () - t0) / 1000.0,
           (sw_test_thread_cpu_us () - cpu0) / 1000.0, probe->max_gap / 1000.0,
           probe->max_cpu_gap / 1000.0, probe->n_over);
}

static void
reset (Probe *probe)
{
  probe->max_gap = probe->max_cpu_gap = 0;
  probe->n_over = 0;
}

int
main (int argc, char *argv[])
{
  const char *typed = "number 12";
  g_autoptr (SchottPackModel) model = NULL;
  Search search = { NULL };
  GtkCustomFilter *filter;
  GtkFilterListModel *filtered;
  GtkSortListModel *sorted;
  GtkSingleSelection *selection;
  GtkColumnView *view;
  GtkColumnViewColumn *text_column = NULL;
  GtkWindow *window;
  GtkWidget *scrolled;
  Probe probe = { 0 };
  gint64 t0, cpu0;
  gint worst = 0;

  gtk_init ();
  model = new_model ();
  filter = gtk_custom_filter_new (match_cb, &search, NULL);
  filtered = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (model)), GTK_FILTER (filter));
  gtk_filter_list_model_set_incremental (filtered, TRUE);
  sorted = gtk_sort_list_model_new (G_LIST_MODEL (filtered), NULL);
  gtk_sort_list_model_set_incremental (sorted, TRUE);
  selection = gtk_single_selection_new (G_LIST_MODEL (sorted));
  view = GTK_COLUMN_VIEW (gtk_column_view_new (GTK_SELECTION_MODEL (selection)));
  for (guint c = 0; c < 5; c++)
    {
      static const char *const titles[] = { "ID", "Category", "Level", "Question", "Languages" };
      static const char *const props[] = { "id", "category", "difficulty", "text", "status" };
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      GtkColumnViewColumn *column;
      GtkExpression *expression;

      g_signal_connect (factory, "setup", G_CALLBACK (on_setup_cb), NULL);
      g_signal_connect (factory, "bind", G_CALLBACK (on_bind_cb), GINT_TO_POINTER (c));
      column = gtk_column_view_column_new (titles[c], factory);
      if (c != 2)   /* a string sorter needs a string */
        {
          g_autoptr (GtkSorter) sorter = NULL;

          expression = gtk_property_expression_new (SCHOTT_TYPE_PACK_QUESTION, NULL, props[c]);
          sorter = GTK_SORTER (gtk_string_sorter_new (expression));
          gtk_column_view_column_set_sorter (column, sorter);
        }
      gtk_column_view_column_set_expand (column, c == 3);
      gtk_column_view_append_column (view, column);
      if (c == 3)
        text_column = column;
      g_object_unref (column);
    }
  gtk_sort_list_model_set_sorter (sorted, gtk_column_view_get_sorter (view));

  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (window, 1280, 800);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (view));
  gtk_window_set_child (window, scrolled);
  gtk_window_present (window);
  t0 = g_get_monotonic_time ();
  while (g_get_monotonic_time () - t0 < 1500 * 1000)
    g_main_context_iteration (NULL, FALSE);

  g_print ("GtkFilterListModel + GtkSortListModel (incremental), %u questions, GTK %u.%u.%u:\n",
           N_QUESTIONS, gtk_get_major_version (), gtk_get_minor_version (), gtk_get_micro_version ());
  g_timeout_add_full (G_PRIORITY_HIGH, 1, on_probe_cb, &probe, NULL);
  for (const char *p = typed; *p; p++)
    {
      g_autofree char *prefix = g_strndup (typed, p - typed + 1);
      g_autofree char *label = g_strdup_printf ("key \"%s\"", prefix);

      reset (&probe);
      cpu0 = sw_test_thread_cpu_us ();
      t0 = g_get_monotonic_time ();
      g_free (search.needle);
      search.needle = schott_pack_model_fold_search (prefix);
      gtk_filter_changed (GTK_FILTER (filter), GTK_FILTER_CHANGE_MORE_STRICT);
      settle (filtered, sorted, KEY_INTERVAL_MS);
      report (label, G_LIST_MODEL (selection), &probe, cpu0, t0);
      worst = MAX (worst, (gint) probe.max_cpu_gap);
    }

  reset (&probe);
  cpu0 = sw_test_thread_cpu_us ();
  t0 = g_get_monotonic_time ();
  g_clear_pointer (&search.needle, g_free);
  gtk_filter_changed (GTK_FILTER (filter), GTK_FILTER_CHANGE_LESS_STRICT);
  settle (filtered, sorted, 1000);
  report ("cleared", G_LIST_MODEL (selection), &probe, cpu0, t0);
  worst = MAX (worst, (gint) probe.max_cpu_gap);

  reset (&probe);
  cpu0 = sw_test_thread_cpu_us ();
  t0 = g_get_monotonic_time ();
  gtk_column_view_sort_by_column (view, text_column, GTK_SORT_DESCENDING);
  settle (filtered, sorted, 1000);
  report ("sorted by text (desc)", G_LIST_MODEL (selection), &probe, cpu0, t0);
  worst = MAX (worst, (gint) probe.max_cpu_gap);

  reset (&probe);
  cpu0 = sw_test_thread_cpu_us ();
  t0 = g_get_monotonic_time ();
  search.needle = schott_pack_model_fold_search ("number 12");
  gtk_filter_changed (GTK_FILTER (filter), GTK_FILTER_CHANGE_DIFFERENT);
  settle (filtered, sorted, 1000);
  report ("search while sorted", G_LIST_MODEL (selection), &probe, cpu0, t0);
  worst = MAX (worst, (gint) probe.max_cpu_gap);

  g_print ("longest main-thread CPU burst between two main-loop turns: %.1f ms (a frame: %.1f ms)\n",
           worst / 1000.0, FRAME_US / 1000.0);
  gtk_window_destroy (window);
  g_free (search.needle);
  return 0;
}
