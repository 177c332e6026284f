/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-steps-dialog.h: a dialog that teaches in steps: a sidebar of steps
 * (which gives way to the page on narrow windows), one page of text and
 * pictures per step, Previous/Next buttons and keys. Both games' Rules are
 * subclasses that only fill in the steps. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_STEPS_DIALOG (sw_steps_dialog_get_type ())
G_DECLARE_DERIVABLE_TYPE (SwStepsDialog, sw_steps_dialog, SW, STEPS_DIALOG, AdwDialog)

struct _SwStepsDialogClass
{
  AdwDialogClass parent_class;
};

/* The dialog's title (AdwDialog:title) also heads the pages. */

/* The accessible name of the list of steps. */
void        sw_steps_dialog_set_steps_label (SwStepsDialog *self,
                                             const char    *label);
/* The widest a page's text grows, and the width from which it stops
 * following the dialog (AdwClamp); for the steps added after. */
void        sw_steps_dialog_set_page_width  (SwStepsDialog *self,
                                             int            maximum,
                                             int            tightening_threshold);
/* Adds a step: a row in the sidebar and a page headed by the title. id is
 * stable (for tests and links), title translated. Returns the page's
 * vertical box, which the caller fills with the sw_steps_page_add_*()
 * helpers or any widget. */
GtkBox     *sw_steps_dialog_add_step        (SwStepsDialog *self,
                                             const char    *id,
                                             const char    *title);

guint       sw_steps_dialog_get_n_steps     (SwStepsDialog *self);
/* The step shown, 0-based. */
guint       sw_steps_dialog_get_step        (SwStepsDialog *self);
void        sw_steps_dialog_set_step        (SwStepsDialog *self,
                                             guint          step);
/* A step's id, or NULL past the last one. */
const char *sw_steps_dialog_get_step_id     (SwStepsDialog *self,
                                             guint          step);
/* Shows the step with that id; FALSE if there is none. */
gboolean    sw_steps_dialog_show_step_id    (SwStepsDialog *self,
                                             const char    *id);
/* The page widget of a step, or NULL past the last one. */
GtkWidget  *sw_steps_dialog_get_step_page   (SwStepsDialog *self,
                                             guint          step);

/* A paragraph that wraps in every language; returns its label. */
GtkWidget  *sw_steps_page_add_text          (GtkBox        *page,
                                             const char    *text);
void        sw_steps_page_add_textf         (GtkBox        *page,
                                             const char    *format,
                                             ...) G_GNUC_PRINTF (2, 3);
/* A heading inside a page (a screen reader lists it as one). */
void        sw_steps_page_add_heading       (GtkBox        *page,
                                             const char    *text);
/* A picture in a card with its caption under it; top (may be NULL) goes
 * above the picture. The caption is hidden from screen readers: the
 * picture must carry the same text as its description. Returns the card. */
GtkWidget  *sw_steps_page_add_picture       (GtkBox        *page,
                                             GtkWidget     *top,
                                             GtkWidget     *picture,
                                             const char    *caption);

G_END_DECLS
