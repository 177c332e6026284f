/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-editor.c: the editor with 10,000 questions. Prints the time to load
 * and validate a generated pack, and the longest main-loop stall while a
 * search string is typed into the filter (run under Xvfb). */
#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <adwaita.h>

#include "schott-editor-page.h"
#include "../../common/sw-test-util.h"
#include "bench-questions.h"

static char *
write_pack (const char *dir)
{
  g_autoptr (SchottPack) pack = schott_pack_new ("bench", "en de fr id zh-CN");
  g_autofree char *path = g_build_filename (dir, "bench.schott-pack.xml", NULL);
  g_autoptr (GError) error = NULL;
  const char *langs[] = { "en", "de", "fr", "id", "zh-CN" };

  g_free (pack->title[0]);
  pack->title[0] = g_strdup ("Benchmark");
  for (guint c = 0; c < 5; c++)
    {
      g_autofree char *id = g_strdup_printf ("cat%u", c);
      SchottCategory *cat = schott_pack_add_category (pack, id);
      g_free (cat->name[0]);
      cat->name[0] = g_strdup_printf ("Category %u", c);
    }
  for (guint i = 0; i < N_QUESTIONS; i++)
    {
      g_autofree char *id = g_strdup_printf ("q%05u", i);
      g_autofree char *cat = g_strdup_printf ("cat%u", i % 5);
      SchottQuestion *q = schott_pack_add_question (pack, id, cat);

      q->difficulty = 1 + i % 3;
      for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
        {
          g_autofree char *text = NULL;
          g_autofree char *a = NULL, *b = NULL, *c = NULL;

          if (l > 0 && i % (l + 2) == 0)
            continue;   /* some translations missing, as in real packs */
          text = bench_question_text (langs[l], i);
          a = g_strdup_printf ("right %u", i);
          b = g_strdup_printf ("wrong %u", i);
          c = g_strdup_printf ("other %u", i);
          schott_pack_set_text (pack, q, SCHOTT_FIELD_TEXT, langs[l], text);
          schott_pack_set_text (pack, q, SCHOTT_FIELD_RIGHT, langs[l], a);
          schott_pack_set_text (pack, q, SCHOTT_FIELD_WRONG1, langs[l], b);
          schott_pack_set_text (pack, q, SCHOTT_FIELD_WRONG2, langs[l], c);
        }
    }
  if (!schott_pack_save (pack, path, &error))
    g_error ("%s", error->message);
  return g_steal_pointer (&path);
}

/* A 1 ms probe: the longest gap between two firings is the longest stall. */
typedef struct
{
  SwTestTick tick;
  gint64 max_gap;
  gint64 max_cpu;     /* main-thread CPU time inside the longest gap */
  gint64 max_cpu_gap; /* the largest CPU time between two firings */
  gint64 key_max_gap; /* the same, since the last keystroke */
  gint64 key_max_cpu_gap;
  gboolean measuring;
} Probe;

static gboolean
on_probe_cb (gpointer data)
{
  Probe *probe = data;
  gint64 gap, cpu_gap;

  if (sw_test_tick (&probe->tick, &gap, &cpu_gap) && probe->measuring)
    {
      if (gap > probe->max_gap)
        {
          probe->max_gap = gap;
          probe->max_cpu = cpu_gap;
        }
      if (cpu_gap > probe->max_cpu_gap)
        probe->max_cpu_gap = cpu_gap;
      probe->key_max_gap = MAX (probe->key_max_gap, gap);
      probe->key_max_cpu_gap = MAX (probe->key_max_cpu_gap, cpu_gap);
    }
  return G_SOURCE_CONTINUE;
}

static void
on_loaded_cb (SchottEditorPage *page, gboolean *loaded)
{
  *loaded = TRUE;
}

int
main (int argc, char *argv[])
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  const char *typed = "number 12";
  gint64 t0, t_load, t_validate;
  GtkWindow *window;
  SchottEditorPage *page;
  gboolean loaded = FALSE;
  Probe probe = { 0 };
  SchottPackList *view;
  guint n_shown;

  g_setenv ("SCHOTT_WORLD_EDITOR_NO_DEFAULT", "1", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  dir = g_dir_make_tmp ("schott-bench-XXXXXX", NULL);
  /* drafts of this run stay in the temporary folder */
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  gtk_init ();
  adw_init ();
  path = write_pack (dir);

  /* 1. load + validate, as the editor's worker thread does */
  t0 = g_get_monotonic_time ();
  {
    g_autoptr (SchottPack) pack = schott_pack_load (path, &error);
    g_autoptr (GPtrArray) problems = schott_problems_new ();

    if (pack == NULL)
      g_error ("%s", error->message);
    t_load = g_get_monotonic_time () - t0;
    t0 = g_get_monotonic_time ();
    schott_pack_validate (pack, problems);
    t_validate = g_get_monotonic_time () - t0;
    g_print ("pack: %u questions, 5 languages, %" G_GSIZE_FORMAT " problems (warnings)\n",
             pack->questions->len, (gsize) problems->len);
  }
  g_print ("load (parse + schema + checks): %.1f ms\n", t_load / 1000.0);
  g_print ("validate: %.1f ms\n", t_validate / 1000.0);
  g_print ("load+validate: %.1f ms\n", (t_load + t_validate) / 1000.0);

  /* 2. the editor with it */
  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (window, 1280, 800);
  page = SCHOTT_EDITOR_PAGE (schott_editor_page_new ());
  gtk_window_set_child (window, GTK_WIDGET (page));
  g_signal_connect (page, "pack-loaded", G_CALLBACK (on_loaded_cb), &loaded);
  gtk_window_present (window);
  t0 = g_get_monotonic_time ();
  schott_editor_page_open_path (page, path);
  while (!loaded)
    g_main_context_iteration (NULL, TRUE);
  g_print ("editor open (thread load + table + first validation): %.1f ms\n",
           (g_get_monotonic_time () - t0) / 1000.0);
  /* let it draw and settle */
  t0 = g_get_monotonic_time ();
  while (g_get_monotonic_time () - t0 < 1500 * 1000)
    g_main_context_iteration (NULL, FALSE);

  /* 3. typing into the search entry, one key every KEY_INTERVAL_MS */
  view = schott_editor_page_get_view (page);
  g_timeout_add_full (G_PRIORITY_HIGH, 1, on_probe_cb, &probe, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (schott_editor_page_get_search_entry (page)));
  probe.measuring = TRUE;
  for (const char *p = typed; *p; p++)
    {
      g_autofree char *prefix = g_strndup (typed, p - typed + 1);
      gint64 until = g_get_monotonic_time () + KEY_INTERVAL_MS * 1000;
      gint64 cpu0 = sw_test_thread_cpu_us ();

      probe.key_max_gap = probe.key_max_cpu_gap = 0;
      gtk_editable_set_text (GTK_EDITABLE (schott_editor_page_get_search_entry (page)), prefix);
      gtk_editable_set_position (GTK_EDITABLE (schott_editor_page_get_search_entry (page)), -1);
      while (g_get_monotonic_time () < until)
        g_main_context_iteration (NULL, TRUE);
      /* the probe itself costs a little CPU every millisecond */
      g_print ("  key %-10s %5u rows: main-thread CPU %5.1f ms in %d ms, longest stall %5.1f ms wall, %5.1f ms CPU\n",
               prefix, g_list_model_get_n_items (schott_editor_page_get_rows (page)),
               (sw_test_thread_cpu_us () - cpu0) / 1000.0, KEY_INTERVAL_MS,
               probe.key_max_gap / 1000.0, probe.key_max_cpu_gap / 1000.0);
    }
  /* until the incremental filter is done */
  t0 = g_get_monotonic_time ();
  while (g_get_monotonic_time () - t0 < 1000 * 1000 || schott_pack_list_get_pending (view))
    g_main_context_iteration (NULL, TRUE);
  n_shown = g_list_model_get_n_items (schott_editor_page_get_rows (page));
  g_print ("typed \"%s\" into the search over %u rows: %u rows match\n", typed, N_QUESTIONS, n_shown);

  /* 4. the search cleared at once, then all rows sorted by their text
   * (descending), as a click on the column header does */
  {
    gint64 cpu0 = sw_test_thread_cpu_us ();

    probe.key_max_gap = probe.key_max_cpu_gap = 0;
    gtk_editable_set_text (GTK_EDITABLE (schott_editor_page_get_search_entry (page)), "");
    t0 = g_get_monotonic_time ();
    while (g_get_monotonic_time () - t0 < 1000 * 1000 || schott_pack_list_get_pending (view))
      g_main_context_iteration (NULL, TRUE);
    g_print ("  cleared: %u rows, main-thread CPU %.1f ms, longest stall %.1f ms wall, %.1f ms CPU\n",
             g_list_model_get_n_items (schott_editor_page_get_rows (page)), (sw_test_thread_cpu_us () - cpu0) / 1000.0,
             probe.key_max_gap / 1000.0, probe.key_max_cpu_gap / 1000.0);
    cpu0 = sw_test_thread_cpu_us ();
    probe.key_max_gap = probe.key_max_cpu_gap = 0;
    schott_pack_list_set_sort (view, SCHOTT_PACK_SORT_TEXT, TRUE);
    t0 = g_get_monotonic_time ();
    while (g_get_monotonic_time () - t0 < 1000 * 1000 || schott_pack_list_get_pending (view))
      g_main_context_iteration (NULL, TRUE);
    g_print ("  sorted by text: main-thread CPU %.1f ms, longest stall %.1f ms wall, %.1f ms CPU\n",
             (sw_test_thread_cpu_us () - cpu0) / 1000.0, probe.key_max_gap / 1000.0, probe.key_max_cpu_gap / 1000.0);
  }
  probe.measuring = FALSE;
  g_print ("longest main-loop stall while typing, clearing and sorting: %.1f ms wall clock (%.1f ms of it main-thread CPU)\n",
           probe.max_gap / 1000.0, probe.max_cpu / 1000.0);
  g_print ("longest main-thread CPU burst between two main-loop turns: %.1f ms\n", probe.max_cpu_gap / 1000.0);
  {
    double load[1] = { 0 };
    if (getloadavg (load, 1) == 1)
      g_print ("machine load average during the run: %.1f\n", load[0]);
  }

  schott_pack_model_mark_saved (schott_editor_page_get_model (page));
  gtk_window_destroy (window);
  {
    g_autofree char *bak = g_strconcat (path, ".bak", NULL);
    g_remove (bak);
  }
  g_remove (path);
  return n_shown > 0 ? 0 : 1;
}
