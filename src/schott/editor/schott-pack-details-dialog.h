/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-details-dialog.h: what a question pack says about itself:
 * its id, its title and description in each of its languages, its
 * authors and its licence; every change one undo step of the model. */
#pragma once

#include <adwaita.h>

#include "schott-pack-model.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_PACK_DETAILS_DIALOG (schott_pack_details_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SchottPackDetailsDialog, schott_pack_details_dialog, SCHOTT, PACK_DETAILS_DIALOG, AdwDialog)

/* clash: why the id is a problem (another pack has it), or NULL. */
AdwDialog   *schott_pack_details_dialog_new        (SchottPackModel *model,
                                                    const char      *clash);
/* For tests: the id row, and the title row of a language. */
AdwEntryRow *schott_pack_details_dialog_get_id_row    (SchottPackDetailsDialog *self);
AdwEntryRow *schott_pack_details_dialog_get_title_row (SchottPackDetailsDialog *self,
                                                       const char              *lang);
/* Writes every row's text into the model (what closing the dialog does). */
void         schott_pack_details_dialog_apply      (SchottPackDetailsDialog *self);

G_END_DECLS
