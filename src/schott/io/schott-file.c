/* schott-file.c: atomic writes with a backup, size-limited reads, saved
 * games, and telling the three XML formats apart. */
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

#include "schott-io-private.h"

/* "PATH: cannot write: No space left on device" */
static gboolean
set_errno_error (GError **error, int saved_errno, const char *action, const char *path)
{
  g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_FILE, "%s: %s: %s", path, action,
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
      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_FILE,
                   _("%s: is not a regular file; not overwriting it"), path);
      return FALSE;
    }
  /* a second name for the file, then renamed over the old backup: the
   * backup is replaced atomically too (a kill in between leaves a
   * PATH.XXXXXX that schott_file_clean_temps() removes) */
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

guint
schott_file_clean_temps (const char *path)
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
schott_file_write_atomic (const char *path, const char *data, gsize len, GError **error)
{
  return schott_file_write_atomic_full (path, data, len, 0644, error);
}

gboolean
schott_file_write_atomic_full (const char *path, const char *data, gsize len,
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
      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_READ_ONLY,
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
      /* held until the rename: schott_file_clean_temps() leaves it alone.
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
  schott_file_clean_temps (path);
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
      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_FILE,
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
      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_TOO_LARGE,
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
schott_file_read_limited (const char *path, gsize max_size, char **data, gsize *len,
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
schott_file_bytes_read (const char *path, gsize max_size, SchottFileBytes *bytes,
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
      schott_file_bytes_clear (bytes);
      return set_errno_error (error, saved, _("cannot read"), path);
    }
  close (fd);
  bytes->data[got] = '\0';
  bytes->len = (gsize) got;
  return TRUE;
}

void
schott_file_bytes_clear (SchottFileBytes *bytes)
{
  if (bytes->data != NULL)
    munmap (bytes->data, bytes->map_len);
  memset (bytes, 0, sizeof *bytes);
}

/* -------------------------------------------------------- saved games */

/* A saved game is small: a few kilobytes of text. */
#define MAX_SAVE_SIZE (1024 * 1024)

gboolean
schott_save_game_write (const char *path, const SchottGame *game, GError **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (path != NULL && game != NULL, FALSE);
  text = schott_game_serialize (game);
  return schott_file_write_atomic (path, text, strlen (text), error);
}

/* The group of the app's autosave (a key file around the engine's text,
 * see schott-game-model.c). */
#define AUTOSAVE_GROUP "SCHOTT World game"

gboolean
schott_save_game_read_data (const char *data, gsize len, const char *path,
                            SchottGame *game, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (GKeyFile) kf = NULL;
  g_autofree char *state = NULL;
  const char *text = data;
  guint state_line = 1;
  SchottGame loaded;

  g_return_val_if_fail (data != NULL && path != NULL && game != NULL, FALSE);
  if (len > MAX_SAVE_SIZE)
    {
      g_autofree char *size_text = g_strdup_printf ("%" G_GSIZE_FORMAT, len);

      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_TOO_LARGE,
                   _("%s:1:1: the file is too large (%s bytes); the limit is %s MiB"),
                   path, size_text, "1");
      return FALSE;
    }
  if (memchr (data, '\0', len) != NULL || !g_utf8_validate_len (data, len, NULL))
    {
      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_ENCODING,
                   _("%s:1:1: this is not a SCHOTT World saved game (not UTF-8 text)"), path);
      return FALSE;
    }
  /* the app's autosave: the engine's text is its "state" key */
  if (len > 0 && data[0] == '[')
    {
      const char *at;

      kf = g_key_file_new ();
      if (!g_key_file_load_from_data (kf, data, len, G_KEY_FILE_NONE, &local)
          || (state = g_key_file_get_string (kf, AUTOSAVE_GROUP, "state", &local)) == NULL)
        {
          g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_INVALID,
                       _("%s:1:1: cannot continue this saved game: %s"), path, local->message);
          return FALSE;
        }
      at = strstr (data, "\nstate=");
      for (const char *p = data; at != NULL && p <= at; p++)
        if (*p == '\n')
          state_line++;
      text = state;
    }
  /* the engine fills a copy: game stays untouched on failure */
  if (!schott_game_deserialize (&loaded, text, &local))
    {
      g_set_error (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_INVALID,
                   _("%s:%u:1: cannot continue this saved game: %s"), path, state_line, local->message);
      return FALSE;
    }
  *game = loaded;
  return TRUE;
}

gboolean
schott_save_game_read (const char *path, SchottGame *game, GError **error)
{
  g_autofree char *text = NULL;
  gsize len;

  g_return_val_if_fail (path != NULL && game != NULL, FALSE);
  if (!schott_file_read_limited (path, MAX_SAVE_SIZE, &text, &len, error))
    return FALSE;
  return schott_save_game_read_data (text, len, path, game, error);
}

gboolean
schott_save_game_sniff (const char *data, gsize len)
{
  return (len >= 12 && memcmp (data, "schott-save ", 12) == 0)
         || (len >= 20 && memcmp (data, "[" AUTOSAVE_GROUP "]", 19) == 0);
}

/* ------------------------------------------------------------ sniffing */

const char *
schott_io_sniff_kind (const char *data, gsize len)
{
  gsize i = 0;

  /* skip the declaration, comments, processing instructions, doctype */
  while (i < len)
    {
      const char *lt = memchr (data + i, '<', len - i);

      if (lt == NULL)
        return NULL;
      i = lt - data + 1;
      if (i < len && (data[i] == '?' || data[i] == '!'))
        continue;
      break;
    }
  if (i >= len)
    return NULL;
  {
    static const char *const kinds[] = { "pack", "events", "variant" };

    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        gsize n = strlen (kinds[k]);

        if (len - i > n && memcmp (data + i, kinds[k], n) == 0
            && strchr (" \t\r\n>/", data[i + n]) != NULL)
          return kinds[k];
      }
  }
  return NULL;
}

gboolean
schott_io_validate_file (const char *path, GError **error)
{
  g_auto (SchottFileBytes) bytes = { NULL, 0, 0 };
  const char *data;
  gsize len;
  const char *kind;

  if (!schott_file_bytes_read (path, SCHOTT_IO_MAX_FILE_SIZE, &bytes, error))
    return FALSE;
  data = bytes.data;
  len = bytes.len;
  if (schott_save_game_sniff (data, len) || g_str_has_suffix (path, ".schott-save"))
    {
      SchottGame game;

      return schott_save_game_read (path, &game, error);
    }
  kind = schott_io_sniff_kind (data, len);
  if (kind == NULL)
    {
      if (g_str_has_suffix (path, ".schott-events.xml"))
        kind = "events";
      else if (g_str_has_suffix (path, ".schott-variant.xml"))
        kind = "variant";
      else
        kind = "pack";
    }
  if (strcmp (kind, "events") == 0)
    {
      g_autoptr (SchottEventTexts) texts = schott_event_texts_load_from_data (data, len, path, error);
      return texts != NULL;
    }
  if (strcmp (kind, "variant") == 0)
    {
      SchottVariant variant;
      return schott_variant_load_from_data (data, len, path, &variant, NULL, error);
    }
  {
    g_autoptr (SchottPack) pack = schott_pack_load_from_data (data, len, path, error);
    return pack != NULL;
  }
}
