/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-a11y-compat.h: accessible names that the floor's GTK and libadwaita
 * (Ubuntu 24.04: GTK 4.14, libadwaita 1.5) get wrong, put right for the
 * whole process. Newer GTK and libadwaita are left alone. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Once per process, before the first window is shown (further calls do
 * nothing): from then on every widget gets its fixed name as it is mapped. */
void sw_a11y_compat_init (void);

G_END_DECLS
