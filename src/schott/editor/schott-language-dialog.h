/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-language-dialog.h: choose a language to add to a pack by its
 * name (in the interface's language or its own), searchable, with the
 * tag beside it; a tag of a language not in the list can still be typed. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_LANGUAGE_DIALOG (schott_language_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SchottLanguageDialog, schott_language_dialog, SCHOTT, LANGUAGE_DIALOG, AdwDialog)

/*
 * Signals:
 *   "language-chosen" (const char *tag)   a language was chosen; the
 *                                          dialog closes itself
 */

/* present: the pack's languages (NULL-terminated), left out of the list. */
AdwDialog      *schott_language_dialog_new              (const char * const *present);
/* The name of tag in the interface's language ("Spanish"), or NULL when
 * the built-in table does not know it. */
const char     *schott_language_dialog_name_for_tag     (const char *tag);
/* For tests: the search entry, and the rows the search leaves shown. */
GtkSearchEntry *schott_language_dialog_get_search_entry (SchottLanguageDialog *self);
guint           schott_language_dialog_get_n_shown      (SchottLanguageDialog *self);
/* The shown row at index (in the order shown), NULL past the end. */
GtkListBoxRow  *schott_language_dialog_get_shown_row    (SchottLanguageDialog *self,
                                                         guint                 index);

G_END_DECLS
