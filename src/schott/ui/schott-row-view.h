/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-row-view.h: one player's row with name, score and jokers. */
#pragma once

#include <gtk/gtk.h>

#include "schott-player.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_ROW_VIEW (schott_row_view_get_type ())
G_DECLARE_FINAL_TYPE (SchottRowView, schott_row_view, SCHOTT, ROW_VIEW, GtkWidget)

/* Drag payload from the piles: which pile a card comes from. */
typedef enum
{
  SCHOTT_PILE_DRAW,     /* the drawn card / the draw pile */
  SCHOTT_PILE_DISCARD,  /* the top discard */
} SchottPileSource;

GtkWidget    *schott_row_view_new              (SchottPlayer  *player,
                                                gboolean       large);
SchottPlayer *schott_row_view_get_player       (SchottRowView *self);
/* Positions can be clicked / focused. */
void          schott_row_view_set_interactive  (SchottRowView *self,
                                                gboolean       interactive);
/* Cards from the piles may be dropped onto positions. */
void          schott_row_view_set_drop_enabled (SchottRowView *self,
                                                gboolean       enabled);
void          schott_row_view_set_selected     (SchottRowView *self,
                                                gint           position,
                                                gboolean       selected);
void          schott_row_view_clear_selection  (SchottRowView *self);
/* Transfer none; NULL if out of range. */
GtkWidget    *schott_row_view_get_card         (SchottRowView *self,
                                                guint          position);
void          schott_row_view_focus_position   (SchottRowView *self,
                                                guint          position);
/* The status under the name instead of beside it (a narrow window). */
void          schott_row_view_set_stacked      (SchottRowView *self,
                                                gboolean       stacked);
/* The size each card asks for at least (0, 0: what style.css says). */
void          schott_row_view_set_card_size    (SchottRowView *self,
                                                int            width,
                                                int            height);

G_END_DECLS
