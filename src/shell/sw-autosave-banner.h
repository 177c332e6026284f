/* sw-autosave-banner.h: the banner that says when the game on the
 * table is not being saved (a failure, or another window holds the
 * folder), under the window's header bar. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_AUTOSAVE_BANNER (schott_autosave_banner_get_type ())
G_DECLARE_FINAL_TYPE (SchottAutosaveBanner, schott_autosave_banner, SCHOTT, AUTOSAVE_BANNER, AdwBin)

/* failure: what failed (NULL: saving works); folder: where the game is
 * saved; locked: another window holds that folder (said once: dismissed,
 * it stays away). */
void       schott_autosave_banner_set_state  (SchottAutosaveBanner *self,
                                              const char           *failure,
                                              const char           *folder,
                                              gboolean              locked);
AdwBanner *schott_autosave_banner_get_banner (SchottAutosaveBanner *self);

G_END_DECLS
