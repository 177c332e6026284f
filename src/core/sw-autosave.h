/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-autosave.h: both games' autosave writer: one thread writes (or
 * removes) the files in the order they were queued, crash-safe
 * (sw_file_write_atomic_full()), so the main thread only serialises. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Called on the writer thread once the job is done: error is NULL when
 * it worked; the callback owns it otherwise. */
typedef void (*SwAutosaveDone) (GError   *error,
                                gpointer  user_data);

/* Writes data (len bytes, taken) to path, a new file private (0600), its
 * folder made if missing. data NULL: removes path instead, and its
 * backup path.bak too when remove_backup is TRUE. done (may be NULL) is
 * called with user_data, destroy (may be NULL) after it. */
void sw_autosave_queue (const char     *path,
                        char           *data,
                        gsize           len,
                        gboolean        remove_backup,
                        SwAutosaveDone  done,
                        gpointer        user_data,
                        GDestroyNotify  destroy);

/* Waits until every queued job is done. */
void sw_autosave_flush (void);

G_END_DECLS
