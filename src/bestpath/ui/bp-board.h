/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-board.h: a player's Best Path board, drawn with GtkSnapshot.
 *
 * Every field is a (transparent, hexagon-shaped) button child, so it takes
 * clicks, keyboard focus and has an accessible name and state; the board
 * draws fields, line, draft, legal next fields, hint and cursor itself. */
#pragma once

#include <gtk/gtk.h>

#include "bp-drawing.h"
#include "bp-game-model.h"

G_BEGIN_DECLS

#define BP_TYPE_BOARD (bp_board_get_type ())
G_DECLARE_FINAL_TYPE (BpBoard, bp_board, BP, BOARD, GtkWidget)

GtkWidget   *bp_board_new          (void);
void         bp_board_set_model    (BpBoard     *self,
                                    BpGameModel *model);
/* The player whose board is shown; -1 follows the person drawing. */
void         bp_board_set_player   (BpBoard *self,
                                    int      player);
/* The button of a field (tests, accessibility). */
GtkWidget   *bp_board_get_field_button (BpBoard *self,
                                        guint    field);
/* Moves the keyboard cursor (focus) to a field. */
void         bp_board_set_natural_size (BpBoard *self,
                                        int      size);
gboolean     bp_board_has_cursor   (BpBoard *self);
void         bp_board_focus_field  (BpBoard *self,
                                    guint    field);
/* Coordinates around the board (bp_board_labels()); shown by default. */
void         bp_board_set_show_coordinates (BpBoard  *self,
                                            gboolean  show);
gboolean     bp_board_get_show_coordinates (BpBoard  *self);
/* Where the board lies in the widget now (tests: the labels' geometry). */
void         bp_board_get_geometry (BpBoard         *self,
                                    BpBoardGeometry *geometry);

G_END_DECLS
