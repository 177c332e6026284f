/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-import.h: pack files that come from outside: New Game's
 * "Add a Pack…" and a file dropped on the window. Opening a file in the
 * editor goes through the window's "win.open-pack" action (a path or a
 * URI). */
#pragma once

#include <adwaita.h>

#include "schott-content.h"

G_BEGIN_DECLS

/* Asks for a pack file, checks it and copies it into My Packs
 * (schott_content_add_pack_file_async()); a file that cannot be added is
 * said so with its located problem and an "Open in Editor" answer. */
void schott_pack_import_choose      (GtkWidget     *parent,
                                     SchottContent *content);
/* The same for a file already chosen. */
void schott_pack_import_add         (GtkWidget     *parent,
                                     SchottContent *content,
                                     GFile         *file);
/* Files dropped on window: a pack is opened in the editor or added to
 * My Packs, as the player answers. */
void schott_pack_import_attach_drop (GtkWidget     *window,
                                     SchottContent *content);
/* For tests: what a drop of files on window does (asks, as a drop would). */
void schott_pack_import_drop_files  (GtkWidget     *window,
                                     SchottContent *content,
                                     GSList        *files);

G_END_DECLS
