/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-file.c: atomic writes with a backup, size-limited reads. Shared by
 * both games (packs, event texts, variants, saved games, autosaves). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sw-file.h"

G_DEFINE_QUARK (sw-file-error-quark, sw_file_error)

/* "PATH: cannot write: No space left on device" */
static gboolean
set_errno_error (GError **error, int saved_errno, const char *action, const char *path)
{
  g_set_error (error, SW_FILE_ERROR, SW_FILE_ERROR_FAILED, "%s: %s: %s", path, action,
               g_strerror (saved_errno));
  return FALSE;
}

static gboolean
write_all (int fd, const char *data, gsize len)
{
  while (len > 0)
    {
      ssize_t n = write (fd, data, len);

      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          return FALSE;
        }
      data += n;
      len -= (gsize) n;
    }
  return TRUE;
}

static void
fsync_parent (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

/* Copies path to copy piece by piece (a file of any size never sits in
 * memory whole), through a temporary file renamed into place. */
static gboolean
copy_file (const char *path, const char *copy, GError **error)
{
  g_autofree char *tmp = g_strconcat (copy, ".XXXXXX", NULL);
  char buffer[64 * 1024];
  int in, out;

  in = open (path, O_RDONLY | O_CLOEXEC);
  if (in < 0)
    return set_errno_error (error, errno, _("cannot read"), path);
  out = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0600);
  if (out < 0)
    {
      int saved = errno;

      close (in);
      return set_errno_error (error, saved, _("cannot replace the backup"), copy);
    }
  for (;;)
    {
      ssize_t n = read (in, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0 || (n > 0 && !write_all (out, buffer, (gsize) n)))
        {
          int saved = errno;

          close (in);
          close (out);
          g_unlink (tmp);
          return set_errno_error (error, saved, _("cannot replace the backup"), copy);
        }
      if (n == 0)
        break;
    }
  close (in);
  if ((fsync (out) != 0) | (close (out) != 0) || rename (tmp, copy) != 0)
    {
      int saved = errno;

      g_unlink (tmp);
      return set_errno_error (error, saved, _("cannot replace the backup"), copy);
    }
  return TRUE;
}

/* Keeps the current PATH as PATH.bak: a hard link when the file system
 * allows it (PATH itself stays in place until the rename replaces it),
 * otherwise a copy. */
static gboolean
keep_backup (const char *path, GError **error)
{
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  struct stat st;

  if (lstat (path, &st) != 0)
    return TRUE;   /* nothing to keep */
  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, SW_FILE_ERROR, SW_FILE_ERROR_FAILED,
                   _("%s: is not a regular file; not overwriting it"), path);
      return FALSE;
    }
  /* a second name for the file, then renamed over the old backup: the
   * backup is replaced atomically too (a kill in between leaves a
   * PATH.XXXXXX that sw_file_clean_temps() removes) */
  for (guint attempt = 0; attempt < 100; attempt++)
    {
      static const char alnum[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
      g_autofree char *second = g_strconcat (path, ".XXXXXX", NULL);
      char *x = second + strlen (second) - 6;

      for (guint i = 0; i < 6; i++)
        x[i] = alnum[g_random_int_range (0, sizeof alnum - 1)];
      if (link (path, second) != 0)
        {
          if (errno == EEXIST)
            continue;
          break;   /* no hard links here: copy below */
        }
      if (rename (second, bak) != 0)
        {
          int saved = errno;

          /* another writer's clean-up took it for litter: try again */
          if (saved == ENOENT)
            continue;
          unlink (second);
          return set_errno_error (error, saved, _("cannot replace the backup"), bak);
        }
      return TRUE;
    }
  if (unlink (bak) != 0 && errno != ENOENT)
    return set_errno_error (error, errno, _("cannot replace the backup"), bak);
  return copy_file (path, bak, error);
}

/* Whether name is "BASE.XXXXXX", the temporary file of a write of BASE. */
static gboolean
is_temp_of (const char *name, const char *base)
{
  gsize n = strlen (base);

  if (strncmp (name, base, n) != 0 || name[n] != '.' || strlen (name + n + 1) != 6)
    return FALSE;
  for (const char *p = name + n + 1; *p; p++)
    if (!g_ascii_isalnum (*p))
      return FALSE;
  return TRUE;
}

char *
sw_file_move_aside (const char *path,
                    GError    **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *aside = g_strdup_printf ("%s.corrupt-%s", path, stamp);

  g_return_val_if_fail (path != NULL, NULL);
  for (guint n = 2; g_file_test (aside, G_FILE_TEST_EXISTS) && n < 1000; n++)
    {
      g_free (aside);
      aside = g_strdup_printf ("%s.corrupt-%s-%u", path, stamp, n);
    }
  if (g_rename (path, aside) != 0)
    {
      int saved_errno = errno;

      g_set_error_literal (error, SW_FILE_ERROR, SW_FILE_ERROR_FAILED, g_strerror (saved_errno));
      return NULL;
    }
  return g_steal_pointer (&aside);
}

guint
sw_file_clean_temps (const char *path)
{
  g_autofree char *dir_name = NULL;
  g_autofree char *base = NULL;
  g_autoptr (GDir) dir = NULL;
  const char *name;
  guint removed = 0;

  g_return_val_if_fail (path != NULL, 0);
  dir_name = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  dir = g_dir_open (dir_name, 0, NULL);
  if (dir == NULL)
    return 0;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = NULL;
      struct stat st;
      int fd;

      if (!is_temp_of (name, base))
        continue;
      child = g_build_filename (dir_name, name, NULL);
      fd = open (child, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
      if (fd < 0)
        continue;
      /* a writer holds its temporary file locked until the rename: a file
       * nobody holds is left from a write that was killed */
      if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode)
          && flock (fd, LOCK_EX | LOCK_NB) == 0 && unlink (child) == 0)
        removed++;
      close (fd);
    }
  return removed;
}

gboolean
sw_file_write_atomic (const char *path, const char *data, gsize len, GError **error)
{
  return sw_file_write_atomic_full (path, data, len, 0644, error);
}

gboolean
sw_file_write_atomic_full (const char *path, const char *data, gsize len,
                               guint new_file_mode, GError **error)
{
  g_autofree char *tmp = NULL;
  struct stat st;
  gboolean exists;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || len == 0, FALSE);

  exists = stat (path, &st) == 0;
  if (exists && S_ISREG (st.st_mode)
      && ((st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0 || access (path, W_OK) != 0))
    {
      /* TRANSLATORS: %s is a file name */
      g_set_error (error, SW_FILE_ERROR, SW_FILE_ERROR_READ_ONLY,
                   _("%s: the file is read-only; it was not replaced (save it under another name)"),
                   path);
      return FALSE;
    }
  for (guint attempt = 0;; attempt++)
    {
      struct stat mine, named;

      g_free (tmp);
      tmp = g_strconcat (path, ".XXXXXX", NULL);
      fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0600);
      if (fd < 0)
        return set_errno_error (error, errno, _("cannot create a file there"), path);
      /* held until the rename: sw_file_clean_temps() leaves it alone.
       * Another writer's clean-up may have taken the file for litter in
       * the moment before the lock: then the name is gone, try again. */
      flock (fd, LOCK_EX);
      if (fstat (fd, &mine) == 0 && stat (tmp, &named) == 0
          && mine.st_ino == named.st_ino && mine.st_dev == named.st_dev)
        break;
      close (fd);
      if (attempt >= 10)
        return set_errno_error (error, ENOENT, _("cannot create a file there"), path);
    }
  /* the file keeps its mode (a private 0600 pack stays private); a new
   * one gets new_file_mode less the umask */
  if (exists && S_ISREG (st.st_mode))
    fchmod (fd, st.st_mode & 07777);
  else
    {
      mode_t mask = umask (0);

      umask (mask);
      fchmod (fd, new_file_mode & ~mask & 07777);
    }
  if (!write_all (fd, data, len) || fsync (fd) != 0)
    {
      int saved = errno;

      close (fd);
      g_unlink (tmp);
      return set_errno_error (error, saved, _("cannot write"), path);
    }
  if (!keep_backup (path, error))
    {
      g_unlink (tmp);
      close (fd);
      return FALSE;
    }
  if (rename (tmp, path) != 0)
    {
      int saved = errno;

      g_unlink (tmp);
      close (fd);
      return set_errno_error (error, saved, _("cannot replace the file"), path);
    }
  if (close (fd) != 0)
    {
      int saved = errno;

      return set_errno_error (error, saved, _("cannot write"), path);
    }
  fsync_parent (path);
  sw_file_clean_temps (path);
  return TRUE;
}

/* "16 MiB", "64 KiB" or "1000 B": a limit as people write it. */
static char *
limit_text (gsize max_size)
{
  if (max_size >= 1024 * 1024 && max_size % (1024 * 1024) == 0)
    return g_strdup_printf ("%" G_GSIZE_FORMAT " MiB", max_size / (1024 * 1024));
  if (max_size >= 1024 && max_size % 1024 == 0)
    return g_strdup_printf ("%" G_GSIZE_FORMAT " KiB", max_size / 1024);
  return g_strdup_printf ("%" G_GSIZE_FORMAT " B", max_size);
}

/* Where a read grows: the malloc heap, or anonymous mappings. */
typedef struct
{
  char    *data;
  gsize    cap;
  gboolean mapped;
} ReadBuffer;

static void
read_buffer_clear (ReadBuffer *b)
{
  if (b->mapped && b->data != NULL)
    munmap (b->data, b->cap);
  else
    g_free (b->data);
  b->data = NULL;
  b->cap = 0;
}

/* Grows b to cap bytes, keeping the first used ones; FALSE (errno set)
 * when no memory is left. */
static gboolean
read_buffer_grow (ReadBuffer *b, gsize cap, gsize used)
{
  void *map;

  if (!b->mapped)
    {
      char *data = g_try_realloc (b->data, cap);

      if (data == NULL)
        {
          errno = ENOMEM;
          return FALSE;
        }
      b->data = data;
      b->cap = cap;
      return TRUE;
    }
  map = mmap (NULL, cap, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED)
    return FALSE;
  if (b->data != NULL)
    {
      memcpy (map, b->data, used);
      munmap (b->data, b->cap);
    }
  b->data = map;
  b->cap = cap;
  return TRUE;
}

/* The one reader of every format's files. It reads regular files, pipes,
 * FIFOs and devices alike and counts while reading: it never holds more
 * than max_size + 2 bytes, whatever the file claims to be (/dev/zero and
 * /proc files say 0 bytes; a file may grow while it is read). A regular
 * file that is already too large is refused before anything is read. On
 * success b->data holds the bytes and a NUL after them. */
static gboolean
read_bounded (const char *path, gsize max_size, ReadBuffer *b, gsize *len, GError **error)
{
  struct stat st;
  gsize got = 0, want;
  int fd = open (path, O_RDONLY | O_CLOEXEC | O_NOCTTY);

  g_assert (max_size < G_MAXSIZE - 2);
  if (fd < 0)
    return set_errno_error (error, errno, _("cannot open"), path);
  if (fstat (fd, &st) != 0)
    {
      int saved = errno;

      close (fd);
      return set_errno_error (error, saved, _("cannot read"), path);
    }
  if (S_ISDIR (st.st_mode))
    {
      close (fd);
      /* TRANSLATORS: %s is a file name */
      g_set_error (error, SW_FILE_ERROR, SW_FILE_ERROR_FAILED,
                   _("%s: is a folder, not a file"), path);
      return FALSE;
    }
  if (S_ISREG (st.st_mode) && (guint64) st.st_size > max_size)
    {
      /* Numbers as text: xgettext cannot see through G_GUINT64_FORMAT. */
      g_autofree char *size_text = g_strdup_printf ("%" G_GUINT64_FORMAT, (guint64) st.st_size);
      g_autofree char *limit_mib = g_strdup_printf ("%" G_GSIZE_FORMAT, max_size / (1024 * 1024));

      close (fd);
      /* TRANSLATORS: file name, its size in bytes, the limit in MiB */
      g_set_error (error, SW_FILE_ERROR, SW_FILE_ERROR_TOO_LARGE,
                   _("%s:1:1: the file is too large (%s bytes); the limit is %s MiB"),
                   path, size_text, limit_mib);
      return FALSE;
    }

  /* room for one byte past the limit (to see it is passed) and the NUL;
   * a regular file's size is a good first guess, a stream starts small */
  want = S_ISREG (st.st_mode) ? (gsize) st.st_size + 2 : 64 * 1024;
  if (!read_buffer_grow (b, MIN (want, max_size + 2), 0))
    {
      int saved = errno;

      close (fd);
      return set_errno_error (error, saved, _("cannot read"), path);
    }
  for (;;)
    {
      ssize_t n;

      if (got == b->cap - 1)
        {
          if (got > max_size)
            break;
          if (!read_buffer_grow (b, MIN (b->cap * 2, max_size + 2), got))
            {
              int saved = errno;

              close (fd);
              read_buffer_clear (b);
              return set_errno_error (error, saved, _("cannot read"), path);
            }
        }
      n = read (fd, b->data + got, b->cap - 1 - got);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;

          close (fd);
          read_buffer_clear (b);
          return set_errno_error (error, saved, _("cannot read"), path);
        }
      if (n == 0)
        break;
      got += (gsize) n;
    }
  close (fd);
  if (got > max_size)
    {
      g_autofree char *limit = limit_text (max_size);

      read_buffer_clear (b);
      /* TRANSLATORS: file name, the limit with its unit ("16 MiB") */
      g_set_error (error, SW_FILE_ERROR, SW_FILE_ERROR_TOO_LARGE,
                   _("%s:1:1: the file is too large: it goes on past the limit of %s (reading stopped there)"),
                   path, limit);
      return FALSE;
    }
  b->data[got] = '\0';
  *len = got;
  return TRUE;
}

gboolean
sw_file_read_limited (const char *path, gsize max_size, char **data, gsize *len,
                          GError **error)
{
  ReadBuffer b = { NULL, 0, FALSE };
  gsize got;

  g_return_val_if_fail (path != NULL && data != NULL, FALSE);

  *data = NULL;
  if (!read_bounded (path, max_size, &b, &got, error))
    return FALSE;
  *data = b.data;
  if (len)
    *len = got;
  return TRUE;
}

/* The loaders read whole files into anonymous mappings rather than the
 * malloc heap: a multi-megabyte heap block freed after the hundreds of
 * thousands of small XML nodes costs glibc a full consolidation pass. */
gboolean
sw_file_bytes_read (const char *path, gsize max_size, SwFileBytes *bytes,
                        GError **error)
{
  ReadBuffer b = { NULL, 0, TRUE };
  gsize got;

  g_return_val_if_fail (path != NULL && bytes != NULL, FALSE);

  memset (bytes, 0, sizeof *bytes);
  if (!read_bounded (path, max_size, &b, &got, error))
    return FALSE;
  bytes->data = b.data;
  bytes->len = got;
  bytes->map_len = b.cap;
  return TRUE;
}

void
sw_file_bytes_clear (SwFileBytes *bytes)
{
  if (bytes->data != NULL)
    munmap (bytes->data, bytes->map_len);
  memset (bytes, 0, sizeof *bytes);
}

