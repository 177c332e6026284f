/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-board.h: the route with its fields and the figures, drawn. */
#pragma once

#include <gtk/gtk.h>

#include "schott-content.h"
#include "schott-game-model.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_BOARD (schott_board_get_type ())
G_DECLARE_FINAL_TYPE (SchottBoard, schott_board, SCHOTT, BOARD, GtkWidget)

/* content and place names may be NULL (then only values are shown). */
void       schott_board_set_model    (SchottBoard     *self,
                                      SchottGameModel *model,
                                      SchottContent   *content,
                                      const char      *variant_id,
                                      const char      *lang);
/* FALSE: figures jump (instant speed). */
void       schott_board_set_animate  (SchottBoard     *self,
                                      gboolean         animate);
/* TRUE while figures are still moving. */
gboolean   schott_board_is_busy      (SchottBoard     *self);

G_END_DECLS
