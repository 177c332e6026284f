/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-problems-group.h: the user's pack files New Game cannot
 * offer (broken, or their id taken), each with its located problems and
 * an "Open in Editor" button (the window's "win.open-pack" action). */
#pragma once

#include <adwaita.h>

#include "schott-content.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_PACK_PROBLEMS_GROUP (schott_pack_problems_group_get_type ())
G_DECLARE_FINAL_TYPE (SchottPackProblemsGroup, schott_pack_problems_group, SCHOTT, PACK_PROBLEMS_GROUP, AdwBin)

/* Lists the content's pack problems; hidden when there are none. */
void       schott_pack_problems_group_set_content (SchottPackProblemsGroup *self,
                                                   SchottContent           *content);
/* For tests: the rows shown (AdwActionRow, the file's path as "path" data). */
guint      schott_pack_problems_group_get_n_rows  (SchottPackProblemsGroup *self);
GtkWidget *schott_pack_problems_group_get_row     (SchottPackProblemsGroup *self,
                                                   guint                    index);
/* The row's "Open in Editor" button. */
GtkButton *schott_pack_problems_row_get_open_button (GtkWidget *row);
/* The file the row is about (what its button opens). */
const char *schott_pack_problems_row_get_path        (GtkWidget *row);

G_END_DECLS
