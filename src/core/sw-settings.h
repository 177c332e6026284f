/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-settings.h: the application's settings (schema APP_ID). */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The settings of the process, or NULL (with a warning, once) when the
 * schema is not installed: then nothing is kept. Owned by GIO's caller
 * here: do not unref. */
GSettings *sw_settings_get_default (void);

G_END_DECLS
