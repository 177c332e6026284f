/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-resume-page.h: "Continue the Unfinished Game?", the page a
 * game's autosave is offered on at start-up. Emits "resume" or "discard". */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_RESUME_PAGE (sw_resume_page_get_type ())
G_DECLARE_FINAL_TYPE (SwResumePage, sw_resume_page, SW, RESUME_PAGE, AdwBin)

/* icon_name: the game's; description: where the game stands. */
void       sw_resume_page_set_offer        (SwResumePage *self,
                                            const char   *icon_name,
                                            const char   *description);
GtkButton *sw_resume_page_get_resume_button (SwResumePage *self);

G_END_DECLS
