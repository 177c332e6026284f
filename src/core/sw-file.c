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

/* Keeps the current PATH as PATH.bak: a hard link when the file system
 * allows it (PATH itself stays in place until the rename replaces it),
 * otherwise a copy. */
static gboolean
keep_backup (const char *path, GError **error)
{
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autofree char *contents = NULL;
  gsize len;
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
  if (!g_file_get_contents (path, &contents, &len, error))
    return FALSE;
  return g_file_set_contents (bak, contents, len, error);
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

/* Opens path and checks its size before anything is read. */
static int
open_limited (const char *path, gsize max_size, gsize *size, GError **error)
{
  struct stat st;
  int fd = open (path, O_RDONLY | O_CLOEXEC);

  if (fd < 0)
    {
      set_errno_error (error, errno, _("cannot open"), path);
      return -1;
    }
  if (fstat (fd, &st) != 0)
    {
      int saved = errno;

      close (fd);
      set_errno_error (error, saved, _("cannot read"), path);
      return -1;
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      g_set_error (error, SW_FILE_ERROR, SW_FILE_ERROR_FAILED,
                   _("%s: is not a regular file"), path);
      return -1;
    }
  if ((guint64) st.st_size > max_size)
    {
      /* Numbers as text: xgettext cannot see through G_GUINT64_FORMAT. */
      g_autofree char *size_text = g_strdup_printf ("%" G_GUINT64_FORMAT, (guint64) st.st_size);
      g_autofree char *limit_text = g_strdup_printf ("%" G_GSIZE_FORMAT, max_size / (1024 * 1024));

      close (fd);
      /* TRANSLATORS: file name, its size in bytes, the limit in MiB */
      g_set_error (error, SW_FILE_ERROR, SW_FILE_ERROR_TOO_LARGE,
                   _("%s:1:1: the file is too large (%s bytes); the limit is %s MiB"),
                   path, size_text, limit_text);
      return -1;
    }
  *size = (gsize) st.st_size;
  return fd;
}

/* Reads at most size bytes (the file may shrink meanwhile, never grow
 * past what was checked); returns the count or -1. */
static gssize
read_at_most (int fd, char *buf, gsize size)
{
  gsize got = 0;

  while (got < size)
    {
      ssize_t n = read (fd, buf + got, size - got);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return -1;
      if (n == 0)
        break;
      got += (gsize) n;
    }
  return (gssize) got;
}

gboolean
sw_file_read_limited (const char *path, gsize max_size, char **data, gsize *len,
                          GError **error)
{
  gsize size;
  gssize got;
  char *buf;
  int fd;

  g_return_val_if_fail (path != NULL && data != NULL, FALSE);

  fd = open_limited (path, max_size, &size, error);
  if (fd < 0)
    return FALSE;
  buf = g_malloc (size + 1);
  got = read_at_most (fd, buf, size);
  if (got < 0)
    {
      int saved = errno;

      close (fd);
      g_free (buf);
      return set_errno_error (error, saved, _("cannot read"), path);
    }
  close (fd);
  buf[got] = '\0';
  *data = buf;
  if (len)
    *len = (gsize) got;
  return TRUE;
}

/* The loaders read whole files into anonymous mappings rather than the
 * malloc heap: a multi-megabyte heap block freed after the hundreds of
 * thousands of small XML nodes costs glibc a full consolidation pass. */
gboolean
sw_file_bytes_read (const char *path, gsize max_size, SwFileBytes *bytes,
                        GError **error)
{
  gsize size;
  gssize got;
  void *map;
  int fd;

  memset (bytes, 0, sizeof *bytes);
  fd = open_limited (path, max_size, &size, error);
  if (fd < 0)
    return FALSE;
  bytes->map_len = size + 1;
  map = mmap (NULL, bytes->map_len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED)
    {
      int saved = errno;

      close (fd);
      bytes->map_len = 0;
      return set_errno_error (error, saved, _("cannot read"), path);
    }
  bytes->data = map;
  got = read_at_most (fd, bytes->data, size);
  if (got < 0)
    {
      int saved = errno;

      close (fd);
      sw_file_bytes_clear (bytes);
      return set_errno_error (error, saved, _("cannot read"), path);
    }
  close (fd);
  bytes->data[got] = '\0';
  bytes->len = (gsize) got;
  return TRUE;
}

void
sw_file_bytes_clear (SwFileBytes *bytes)
{
  if (bytes->data != NULL)
    munmap (bytes->data, bytes->map_len);
  memset (bytes, 0, sizeof *bytes);
}

