/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-file.h: files that survive crashes, shared by both games. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SW_FILE_ERROR (sw_file_error_quark ())
GQuark sw_file_error_quark (void);

typedef enum
{
  SW_FILE_ERROR_FAILED,     /* the system said no (the message has its words) */
  SW_FILE_ERROR_READ_ONLY,  /* a read-only file was not replaced */
  SW_FILE_ERROR_TOO_LARGE,  /* larger than the reader's limit */
} SwFileError;

/* Writes atomically: a unique temporary file PATH.XXXXXX in the same
 * folder (locked while written), fsync, the existing file kept as PATH.bak,
 * rename over PATH, fsync of the folder. A crash leaves the old or the new
 * file whole. The file keeps its mode; a read-only file (no write bit, or
 * not writable by us) is never replaced: SW_FILE_ERROR_READ_ONLY. */
gboolean sw_file_write_atomic      (const char *path,
                                    const char *data,
                                    gsize       len,
                                    GError    **error);
/* The same; a file that does not exist yet gets new_file_mode (less the
 * umask), e.g. 0600 for a private file. */
gboolean sw_file_write_atomic_full (const char *path,
                                    const char *data,
                                    gsize       len,
                                    guint       new_file_mode,
                                    GError    **error);
/* Removes the temporary files PATH.XXXXXX that killed writes of PATH left
 * behind (a file still being written is locked and stays). Returns how
 * many were removed. */
guint    sw_file_clean_temps       (const char *path);
/* Renames a damaged file to PATH.corrupt-YYYYMMDD-HHMMSS (-2, -3 … when
 * taken), so that no later save overwrites it. Returns the new path (free
 * with g_free()), or NULL with the system's reason in error. */
char    *sw_file_move_aside        (const char *path,
                                    GError    **error);
/* Reads a whole file, pipe, FIFO or device: the one reader every format
 * goes through. It counts while reading and stops one byte past max_size
 * (so /dev/zero or an endless pipe costs at most max_size + 2 bytes), then
 * refuses with SW_FILE_ERROR_TOO_LARGE, "PATH:1:1: …" naming the limit; a
 * regular file already too large is refused before it is read. A folder is
 * refused with SW_FILE_ERROR_FAILED. The data ends with a NUL. */
gboolean sw_file_read_limited      (const char *path,
                                    gsize       max_size,
                                    char      **data,
                                    gsize      *len,
                                    GError    **error);

/* A whole file in an anonymous mapping rather than the malloc heap, read
 * as sw_file_read_limited() reads. */
typedef struct
{
  char *data;     /* NUL-terminated */
  gsize len;
  gsize map_len;
} SwFileBytes;

gboolean sw_file_bytes_read        (const char  *path,
                                    gsize        max_size,
                                    SwFileBytes *bytes,
                                    GError     **error);
void     sw_file_bytes_clear       (SwFileBytes *bytes);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SwFileBytes, sw_file_bytes_clear)

G_END_DECLS
