/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-hostile-files.h: files that never end, for the tests of every reader
 * (issue 27, item 12): a FIFO fed without end by a thread, a sparse file
 * larger than a limit, and the devices that never end. GLib only; header
 * only: each test includes it. */
#pragma once

#include <errno.h>
#include <fcntl.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* A FIFO whose writer never stops until its reader goes away. */
typedef struct
{
  char    *path;
  GThread *writer;
  guint64  written;
} SwHostileFifo;

static inline gpointer
sw_hostile_fifo_write (gpointer data)
{
  SwHostileFifo *fifo = data;
  char chunk[64 * 1024];
  int fd;

  /* '<' is the start of XML and of nothing else: it must be read on */
  memset (chunk, '<', sizeof chunk);
  fd = open (fifo->path, O_WRONLY | O_CLOEXEC);
  if (fd < 0)
    return NULL;
  for (;;)
    {
      ssize_t n = write (fd, chunk, sizeof chunk);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;   /* EPIPE: the reader stopped, as it must */
      fifo->written += (guint64) n;
    }
  close (fd);
  return NULL;
}

static inline SwHostileFifo *
sw_hostile_fifo_new (const char *dir,
                     const char *name)
{
  SwHostileFifo *fifo = g_new0 (SwHostileFifo, 1);

  /* the writer learns of the reader's end by EPIPE, not by a signal */
  signal (SIGPIPE, SIG_IGN);
  fifo->path = g_build_filename (dir, name, NULL);
  g_unlink (fifo->path);
  g_assert_cmpint (mkfifo (fifo->path, 0600), ==, 0);
  fifo->writer = g_thread_new ("endless-writer", sw_hostile_fifo_write, fifo);
  return fifo;
}

/* Ends the writer (whether or not anybody read) and returns how many bytes
 * it got rid of. */
static inline guint64
sw_hostile_fifo_free (SwHostileFifo *fifo)
{
  guint64 written;
  int fd;

  /* a writer still waiting for a reader gets one that leaves at once */
  fd = open (fifo->path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd >= 0)
    close (fd);
  g_thread_join (fifo->writer);
  written = fifo->written;
  g_unlink (fifo->path);
  g_free (fifo->path);
  g_free (fifo);
  return written;
}

/* A file of size bytes that takes no room on disk. */
static inline char *
sw_hostile_sparse_file (const char *dir,
                        const char *name,
                        gsize       size)
{
  char *path = g_build_filename (dir, name, NULL);
  int fd = open (path, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0644);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) size), ==, 0);
  close (fd);
  return path;
}
