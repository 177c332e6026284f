/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-autosave-banner.h: the banner that says when the game on the
 * table is not being saved (a failure, or another window holds the
 * folder), under the window's header bar. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_AUTOSAVE_BANNER (sw_autosave_banner_get_type ())
G_DECLARE_FINAL_TYPE (SwAutosaveBanner, sw_autosave_banner, SW, AUTOSAVE_BANNER, AdwBin)

/* failure: what failed (NULL: saving works); folder: where the game is
 * saved; locked: another window holds that folder (said once: dismissed,
 * it stays away). */
void       sw_autosave_banner_set_state  (SwAutosaveBanner *self,
                                          const char       *failure,
                                          const char       *folder,
                                          gboolean          locked);
AdwBanner *sw_autosave_banner_get_banner (SwAutosaveBanner *self);

G_END_DECLS
