/* sw-resume-page.h: "Continue the Unfinished Game?", the page a
 * game's autosave is offered on at start-up. Emits "resume" or "discard". */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_RESUME_PAGE (schott_resume_page_get_type ())
G_DECLARE_FINAL_TYPE (SchottResumePage, schott_resume_page, SCHOTT, RESUME_PAGE, AdwBin)

/* icon_name: the game's; description: where the game stands. */
void       schott_resume_page_set_offer        (SchottResumePage *self,
                                                const char       *icon_name,
                                                const char       *description);
GtkButton *schott_resume_page_get_resume_button (SchottResumePage *self);

G_END_DECLS
