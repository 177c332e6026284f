/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-sw-file.c: src/core's crash-safe files. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "sw-autosave.h"
#include "sw-file.h"
#include "../common/sw-hostile-files.h"

static char *
temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("sw-file-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static char *
read_all (const char *path)
{
  char *data = NULL;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  return data;
}

/* A second write keeps the first as .bak; a new file gets the mode asked
 * for (less the umask); no temporary file is left. */
static void
test_write_backup_mode (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.save", NULL);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *now = NULL;
  g_autofree char *before = NULL;
  g_autoptr(GDir) listing = NULL;
  struct stat st;
  guint n = 0;

  g_assert_true (sw_file_write_atomic_full (path, "one", 3, 0600, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpuint (st.st_mode & 0077, ==, 0);
  g_assert_false (g_file_test (bak, G_FILE_TEST_EXISTS));

  g_assert_true (sw_file_write_atomic (path, "two", 3, &error));
  now = read_all (path);
  before = read_all (bak);
  g_assert_cmpstr (now, ==, "two");
  g_assert_cmpstr (before, ==, "one");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpuint (st.st_mode & 0777, ==, 0600);   /* the file keeps its mode */

  listing = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (listing) != NULL)
    n++;
  g_assert_cmpuint (n, ==, 2);

  g_unlink (bak);
  g_unlink (path);
  g_rmdir (dir);
}

/* A file without a write bit is never replaced. */
static void
test_read_only (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "pack.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *kept = NULL;

  g_assert_true (g_file_set_contents (path, "mine", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_false (sw_file_write_atomic (path, "theirs", 6, &error));
  g_assert_error (error, SW_FILE_ERROR, SW_FILE_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, path));
  kept = read_all (path);
  g_assert_cmpstr (kept, ==, "mine");

  g_chmod (path, 0644);
  g_unlink (path);
  g_rmdir (dir);
}

/* The size limit is checked before reading; what fits is read whole, in
 * the heap or in a mapping. */
static void
test_read_limited (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "big", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_auto(SwFileBytes) bytes = { NULL, 0, 0 };
  gsize len = 0;

  g_assert_true (g_file_set_contents (path, "0123456789", -1, NULL));
  g_assert_false (sw_file_read_limited (path, 9, &data, &len, &error));
  g_assert_error (error, SW_FILE_ERROR, SW_FILE_ERROR_TOO_LARGE);
  g_assert_null (data);
  g_clear_error (&error);

  g_assert_true (sw_file_read_limited (path, 10, &data, &len, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (len, ==, 10);
  g_assert_cmpstr (data, ==, "0123456789");

  g_assert_true (sw_file_bytes_read (path, 10, &bytes, &error));
  g_assert_cmpuint (bytes.len, ==, 10);
  g_assert_cmpstr (bytes.data, ==, "0123456789");

  g_clear_pointer (&data, g_free);
  g_assert_false (sw_file_read_limited (dir, 100, &data, &len, &error));
  g_assert_error (error, SW_FILE_ERROR, SW_FILE_ERROR_FAILED);

  g_unlink (path);
  g_rmdir (dir);
}

/* Left-over temporary files of a killed write go; other files stay. */
static void
test_clean_temps (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave", NULL);
  g_autofree char *litter = g_strconcat (path, ".a1B2c3", NULL);
  g_autofree char *other = g_strconcat (path, ".notes", NULL);

  g_assert_true (g_file_set_contents (litter, "half", -1, NULL));
  g_assert_true (g_file_set_contents (other, "keep", -1, NULL));
  g_assert_cmpuint (sw_file_clean_temps (path), ==, 1);
  g_assert_false (g_file_test (litter, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));

  g_unlink (other);
  g_rmdir (dir);
}

static void
on_autosave_done (GError   *error,
                  gpointer  user_data)
{
  GPtrArray *results = user_data;

  /* the writer thread; the test thread only looks after the flush */
  g_ptr_array_add (results, error);
}

/* The autosave writer: jobs land in queue order (the last write wins), a
 * missing folder is made, a new file is private (0600); removing takes the
 * backup too when asked; a folder that cannot be made is reported. */
static void
test_autosave_writer (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "sub", "auto.save", NULL);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autofree char *blocker = g_build_filename (dir, "file", NULL);
  g_autofree char *blocked = g_build_filename (blocker, "auto.save", NULL);
  g_autoptr(GPtrArray) results = g_ptr_array_new ();
  g_autofree char *now = NULL;
  struct stat st;

  sw_autosave_queue (path, g_strdup ("one"), 3, FALSE, on_autosave_done, results, NULL);
  sw_autosave_queue (path, g_strdup ("two!"), 4, FALSE, on_autosave_done, results, NULL);
  sw_autosave_flush ();
  g_assert_cmpuint (results->len, ==, 2);
  g_assert_null (results->pdata[0]);
  g_assert_null (results->pdata[1]);
  now = read_all (path);
  g_assert_cmpstr (now, ==, "two!");
  g_assert_true (g_file_test (bak, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  sw_autosave_queue (path, NULL, 0, FALSE, NULL, NULL, NULL);
  sw_autosave_flush ();
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (bak, G_FILE_TEST_EXISTS));
  sw_autosave_queue (path, NULL, 0, TRUE, NULL, NULL, NULL);
  sw_autosave_flush ();
  g_assert_false (g_file_test (bak, G_FILE_TEST_EXISTS));

  g_assert_true (g_file_set_contents (blocker, "not a folder", -1, NULL));
  sw_autosave_queue (blocked, g_strdup ("x"), 1, FALSE, on_autosave_done, results, NULL);
  sw_autosave_flush ();
  g_assert_cmpuint (results->len, ==, 3);
  g_assert_nonnull (results->pdata[2]);
  g_assert_false (g_file_test (blocked, G_FILE_TEST_EXISTS));
  g_error_free (results->pdata[2]);
}

/* Issue 27, item 12: the reader counts while it reads. Whatever a file
 * claims (/dev/zero and pipes claim nothing), no more than the limit and
 * two bytes are ever held, and the refusal names the file and the limit. */
static void
check_refused_while_reading (const char *path, gsize limit, const char *limit_text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_auto(SwFileBytes) bytes = { NULL, 0, 0 };
  gsize len = 0;
  gint64 start = g_get_monotonic_time ();

  g_assert_false (sw_file_read_limited (path, limit, &data, &len, &error));
  g_assert_error (error, SW_FILE_ERROR, SW_FILE_ERROR_TOO_LARGE);
  g_assert_null (data);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, ":1:1: "));
  g_assert_nonnull (strstr (error->message, limit_text));
  g_clear_error (&error);
  g_assert_false (sw_file_bytes_read (path, limit, &bytes, &error));
  g_assert_error (error, SW_FILE_ERROR, SW_FILE_ERROR_TOO_LARGE);
  g_assert_null (bytes.data);
  /* a few MiB at most: quick, and never the run-away of reading on */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
}

static void
test_size_limit_while_reading (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *sparse = sw_hostile_sparse_file (dir, "sparse", 5 * 1024 * 1024 + 1);
  g_autofree char *exact = g_build_filename (dir, "exact", NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize len = 0;

  /* a device without end, read with a limit of a few MiB */
  check_refused_while_reading ("/dev/zero", 4 * 1024 * 1024, "4 MiB");
  if (g_file_test ("/dev/urandom", G_FILE_TEST_EXISTS))
    check_refused_while_reading ("/dev/urandom", 64 * 1024, "64 KiB");

  /* a FIFO fed without end: the reader stops, the writer learns it
   * (EPIPE) after at most the limit and what the pipe holds */
  for (guint round = 0; round < 2; round++)
    {
      SwHostileFifo *fifo = sw_hostile_fifo_new (dir, "fifo");
      g_autoptr(GError) fifo_error = NULL;
      g_autofree char *fifo_data = NULL;
      g_auto(SwFileBytes) bytes = { NULL, 0, 0 };
      gboolean ok;

      if (round == 0)
        ok = sw_file_read_limited (fifo->path, 1024 * 1024, &fifo_data, &len, &fifo_error);
      else
        ok = sw_file_bytes_read (fifo->path, 1024 * 1024, &bytes, &fifo_error);
      g_assert_false (ok);
      g_assert_error (fifo_error, SW_FILE_ERROR, SW_FILE_ERROR_TOO_LARGE);
      g_assert_nonnull (strstr (fifo_error->message, "1 MiB"));
      g_assert_cmpuint (sw_hostile_fifo_free (fifo), <, 4 * 1024 * 1024);
    }

  /* a regular file over the limit: refused by its size, before reading */
  g_assert_false (sw_file_read_limited (sparse, 5 * 1024 * 1024, &data, &len, &error));
  g_assert_error (error, SW_FILE_ERROR, SW_FILE_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "5242881 bytes"));
  g_clear_error (&error);

  /* what fits, from a pipe as from a file: exactly the limit is read */
  g_assert_true (g_file_set_contents (exact, "0123456789", 10, NULL));
  g_assert_true (sw_file_read_limited (exact, 10, &data, &len, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (len, ==, 10);
  g_clear_pointer (&data, g_free);

  /* a folder is not a file */
  g_clear_pointer (&data, g_free);
  g_assert_false (sw_file_read_limited (dir, 100, &data, &len, &error));
  g_assert_error (error, SW_FILE_ERROR, SW_FILE_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, dir));

  g_unlink (sparse);
  g_unlink (exact);
  g_rmdir (dir);
}

/* A pipe that ends within the limit is read whole, however it comes. */
static gpointer
write_pipe (gpointer data)
{
  int fd = GPOINTER_TO_INT (data);

  /* stops when the reader went away (EPIPE) */
  for (guint i = 0; i < 1000 && write (fd, "0123456789", 10) == 10; i++)
    ;
  close (fd);
  return NULL;
}

static void
test_pipe_within_limit (void)
{
  g_autofree char *data = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(SwFileBytes) bytes = { NULL, 0, 0 };
  GThread *writer;
  gsize len = 0;
  int fds[2];

  signal (SIGPIPE, SIG_IGN);
  g_assert_cmpint (pipe (fds), ==, 0);
  path = g_strdup_printf ("/dev/fd/%d", fds[0]);
  writer = g_thread_new ("pipe-writer", write_pipe, GINT_TO_POINTER (fds[1]));
  g_assert_true (sw_file_read_limited (path, 10000, &data, &len, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (len, ==, 10000);
  g_assert_cmpuint (strlen (data), ==, 10000);
  g_thread_join (writer);
  close (fds[0]);

  /* one byte more than the limit is one too many */
  g_assert_cmpint (pipe (fds), ==, 0);
  g_free (path);
  path = g_strdup_printf ("/dev/fd/%d", fds[0]);
  writer = g_thread_new ("pipe-writer", write_pipe, GINT_TO_POINTER (fds[1]));
  g_assert_false (sw_file_bytes_read (path, 9999, &bytes, &error));
  g_assert_error (error, SW_FILE_ERROR, SW_FILE_ERROR_TOO_LARGE);
  close (fds[0]);
  g_thread_join (writer);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/file/write-backup-mode", test_write_backup_mode);
  g_test_add_func ("/core/file/read-only", test_read_only);
  g_test_add_func ("/core/file/read-limited", test_read_limited);
  g_test_add_func ("/core/file/clean-temps", test_clean_temps);
  g_test_add_func ("/hostile/reader/size-limit-while-reading", test_size_limit_while_reading);
  g_test_add_func ("/hostile/reader/pipe-within-limit", test_pipe_within_limit);
  g_test_add_func ("/core/autosave/writer", test_autosave_writer);
  return g_test_run ();
}
