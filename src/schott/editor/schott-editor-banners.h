/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-banners.h: the editor page's banners above its content: a
 * recovered draft, the rows a CSV import skipped, and the last error. */
#pragma once

#include <adwaita.h>

#include "schott-editor-csv.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_EDITOR_BANNERS (schott_editor_banners_get_type ())
G_DECLARE_FINAL_TYPE (SchottEditorBanners, schott_editor_banners, SCHOTT, EDITOR_BANNERS, GtkBox)

/* Signals: "draft-restore" and "draft-discard" when the draft banner's
 * buttons are pressed (the banner has gone by then). Property "narrow":
 * the draft banner stacks its buttons under its text. */

/* Offers a recovered draft; text describes it. NULL hides the banner. */
void        schott_editor_banners_show_draft    (SchottEditorBanners *self,
                                                 const char          *text);
/* The error banner's text; NULL hides it. */
void        schott_editor_banners_show_error    (SchottEditorBanners *self,
                                                 const char          *text);
const char *schott_editor_banners_get_error_text (SchottEditorBanners *self);
/* After an import the rows it skipped stay one click away; NULL or a
 * preview without rejected rows hides the banner. */
void        schott_editor_banners_show_rejected (SchottEditorBanners *self,
                                                 SchottCsvPreview    *preview);

G_END_DECLS
