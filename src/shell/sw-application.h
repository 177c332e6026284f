/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-application.h: the SCHOTT World application. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_APPLICATION (sw_application_get_type ())
G_DECLARE_FINAL_TYPE (SwApplication, sw_application, SW, APPLICATION, AdwApplication)

SwApplication *sw_application_new (void);
/* SCHOTT_WORLD_BENCHMARK: measure main-loop stalls from now on. */
void               sw_application_reset_stall_probe (SwApplication *self);

G_END_DECLS
