/* SPDX-License-Identifier: GPL-3.0-or-later */
/* soak-files.c: the atomic writer under two writers and under kill -9
 * (issue 16, "Done when"). A soak test, run as a benchmark:
 *   soak-files [--writes N] [--kills N]     defaults 3000 and 300
 *
 * 1. Two processes write the same autosave path N times each (as two app
 *    instances would without the folder lock) while a third reads it in a
 *    loop: every file read must be one whole file of one writer.
 * 2. A child saves a 4 MB "pack" and a small "autosave" in a loop; it is
 *    killed with SIGKILL at a random moment, N times each: after every kill
 *    the file (and its .bak) is one whole old or new version, and after
 *    the next start (schott_file_clean_temps) no temporary file is left.
 * Each file carries its writer, its serial and a checksum of its body. */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "schott-io.h"

/* "SOAK writer serial length checksum\n" then length bytes of body */
static char *
make_file (char writer, guint serial, gsize body_len, gsize *len)
{
  GString *body = g_string_sized_new (body_len);
  g_autofree char *sum = NULL;
  GString *out;

  for (gsize i = 0; body->len < body_len; i++)
    g_string_append_printf (body, "%c%u.%" G_GSIZE_FORMAT " ", writer, serial, i);
  g_string_truncate (body, body_len);
  sum = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) body->str, body->len);
  out = g_string_new (NULL);
  g_string_append_printf (out, "SOAK %c %u %" G_GSIZE_FORMAT " %s\n", writer, serial, body_len, sum);
  g_string_append_len (out, body->str, body->len);
  g_string_free (body, TRUE);
  *len = out->len;
  return g_string_free (out, FALSE);
}

/* Whether data is one whole file; its writer in *writer. */
static gboolean
check_file (const char *data, gsize len, char *writer)
{
  char w = 0;
  guint serial;
  gsize body_len;
  char sum[65];
  const char *nl = memchr (data, '\n', len);
  g_autofree char *actual = NULL;

  if (nl == NULL || sscanf (data, "SOAK %c %u %" G_GSIZE_FORMAT " %64s", &w, &serial, &body_len, sum) != 4)
    return FALSE;
  if ((gsize) (data + len - (nl + 1)) != body_len)
    return FALSE;
  actual = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) nl + 1, body_len);
  if (strcmp (actual, sum) != 0)
    return FALSE;
  /* every chunk of the body names the same writer */
  for (const char *p = nl + 1; p < data + len; p++)
    if ((p == nl + 1 || p[-1] == ' ') && *p != w && p + 1 < data + len)
      return FALSE;
  *writer = w;
  return TRUE;
}

static guint
count_temps (const char *path)
{
  g_autofree char *dir_name = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autoptr (GDir) dir = g_dir_open (dir_name, 0, NULL);
  const char *name;
  guint n = 0;

  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, base) && strlen (name) == strlen (base) + 7)
      n++;
  return n;
}

static void
writer_loop (const char *path, char writer, guint writes, gsize body_len)
{
  for (guint i = 0; writes == 0 || i < writes; i++)
    {
      g_autoptr (GError) error = NULL;
      gsize len;
      g_autofree char *data = make_file (writer, i, body_len + (i % 7) * 13, &len);

      if (!schott_file_write_atomic (path, data, len, &error))
        {
          fprintf (stderr, "writer %c: %s\n", writer, error->message);
          _exit (1);
        }
    }
  _exit (0);
}

static int
two_writers (const char *dir, guint writes)
{
  g_autofree char *path = g_build_filename (dir, "autosave.schott-save", NULL);
  pid_t a, b;
  guint reads = 0, bad = 0, from[2] = { 0, 0 };
  int status_a = 0, status_b = 0;
  gboolean a_done = FALSE, b_done = FALSE;
  gint64 t0 = g_get_monotonic_time ();

  if ((a = fork ()) == 0)
    writer_loop (path, 'A', writes, 6000);
  if ((b = fork ()) == 0)
    writer_loop (path, 'B', writes, 6000);
  while (!a_done || !b_done)
    {
      g_autofree char *data = NULL;
      gsize len;
      char w;

      if (g_file_get_contents (path, &data, &len, NULL))
        {
          reads++;
          if (!check_file (data, len, &w))
            bad++;
          else
            from[w == 'B']++;
        }
      if (!a_done && waitpid (a, &status_a, WNOHANG) == a)
        a_done = TRUE;
      if (!b_done && waitpid (b, &status_b, WNOHANG) == b)
        b_done = TRUE;
    }
  {
    g_autofree char *data = NULL;
    gsize len;
    char w;

    if (!g_file_get_contents (path, &data, &len, NULL) || !check_file (data, len, &w))
      bad++;
  }
  printf ("two writers: %u writes each, %u reads (%u of A, %u of B), %u torn or mixed, "
          "%u temporary files left, %.1f s\n",
          writes, reads, from[0], from[1], bad, count_temps (path),
          (g_get_monotonic_time () - t0) / 1e6);
  return bad == 0 && WIFEXITED (status_a) && WEXITSTATUS (status_a) == 0
         && WIFEXITED (status_b) && WEXITSTATUS (status_b) == 0 ? 0 : 1;
}

static int
kills (const char *dir, const char *name, gsize body_len, guint n_kills, guint max_delay_us)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  guint bad = 0, litter_before = 0, litter_after = 0, missing = 0;
  GRand *rand = g_rand_new_with_seed (16);
  gint64 t0 = g_get_monotonic_time ();

  /* a first version, so that "the old file" exists */
  {
    gsize len;
    g_autofree char *data = make_file ('P', 0, body_len, &len);

    if (!schott_file_write_atomic (path, data, len, NULL))
      return 1;
  }
  for (guint k = 0; k < n_kills; k++)
    {
      pid_t child = fork ();
      int status;

      if (child == 0)
        writer_loop (path, 'P', 0, body_len);
      g_usleep (g_rand_int_range (rand, 0, (gint32) max_delay_us));
      kill (child, SIGKILL);
      waitpid (child, &status, 0);

      for (guint f = 0; f < 2; f++)
        {
          g_autofree char *data = NULL;
          gsize len;
          char w;

          if (!g_file_get_contents (f == 0 ? path : bak, &data, &len, NULL))
            {
              /* the .bak may be between unlink and link; the file never */
              if (f == 0)
                bad++;
              else
                missing++;
              continue;
            }
          if (!check_file (data, len, &w))
            bad++;
        }
      litter_before += count_temps (path);
      schott_file_clean_temps (path);   /* the next start */
      litter_after += count_temps (path);
    }
  printf ("kill -9 during %s saves (%" G_GSIZE_FORMAT " bytes): %u kills, %u torn files, "
          "%u times no .bak, %u temporary files left by the kills, %u after the next start, %.1f s\n",
          name, body_len, n_kills, bad, missing, litter_before, litter_after,
          (g_get_monotonic_time () - t0) / 1e6);
  g_rand_free (rand);
  return bad == 0 && litter_after == 0 ? 0 : 1;
}

int
main (int argc, char **argv)
{
  guint writes = 3000, n_kills = 300;
  g_autofree char *dir = g_dir_make_tmp ("schott-soak-XXXXXX", NULL);
  int rc = 0;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--writes") == 0 && i + 1 < argc)
        writes = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--kills") == 0 && i + 1 < argc)
        n_kills = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
    }
  rc |= two_writers (dir, writes);
  rc |= kills (dir, "soak.schott-pack.xml", 4 * 1000 * 1000, n_kills, 300000);
  rc |= kills (dir, "autosave.schott-save", 6000, n_kills, 20000);
  printf ("%s\n", rc == 0 ? "soak: PASS" : "soak: FAIL");
  return rc;
}
