/* sw-application.h: the SCHOTT World application. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_APPLICATION (schott_application_get_type ())
G_DECLARE_FINAL_TYPE (SchottApplication, schott_application, SCHOTT, APPLICATION, AdwApplication)

SchottApplication *schott_application_new (void);
/* SCHOTT_WORLD_BENCHMARK: measure main-loop stalls from now on. */
void               schott_application_reset_stall_probe (SchottApplication *self);

G_END_DECLS
