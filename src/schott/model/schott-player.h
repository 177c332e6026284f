/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-player.h: one seat of a game (schott_game_model_get_player()).
 */
#pragma once

#include <glib-object.h>

#include "schott-engine.h"
#include "schott-model-enums.h"
#include "schott-row-model.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_PLAYER (schott_player_get_type ())
G_DECLARE_FINAL_TYPE (SchottPlayer, schott_player, SCHOTT, PLAYER, GObject)

/*
 * Properties (read-only; the game model keeps them in step with the
 * engine; notify only on change; only those a view follows: the rest of a
 * seat is read through the getters below):
 *   "figure"                gint     field of the figure on the route
 *                                    (0 = start, route-length = finish)
 *   "fast-track-active"     gboolean Fast Track played this stage
 *   "score"                 guint    same as the row's score
 */
const char     *schott_player_get_name        (SchottPlayer *self);
/* TRUE when nobody typed the name: it is the seat's default ("Player 1",
 * "Computer 2"), made in the language of the interface. */
gboolean        schott_player_get_has_default_name (SchottPlayer *self);
const char     *schott_player_get_colour      (SchottPlayer *self);
guint           schott_player_get_index       (SchottPlayer *self);
SchottSeatKind  schott_player_get_kind        (SchottPlayer *self);
SchottAiLevel   schott_player_get_level       (SchottPlayer *self);
gboolean        schott_player_get_is_computer (SchottPlayer *self);
gint            schott_player_get_figure      (SchottPlayer *self);
gboolean        schott_player_get_fast_track_available (SchottPlayer *self);
gboolean        schott_player_get_fast_track_active    (SchottPlayer *self);
gboolean        schott_player_get_is_active   (SchottPlayer *self);
gboolean        schott_player_get_is_winner   (SchottPlayer *self);
/* Transfer none. */
SchottRowModel *schott_player_get_row         (SchottPlayer *self);
guint           schott_player_get_score       (SchottPlayer *self);
guint           schott_player_get_prefix      (SchottPlayer *self);

/* Used by SchottGameModel only. */
SchottPlayer   *_schott_player_new            (guint          index,
                                               const char    *name,
                                               const char    *colour,
                                               SchottSeatKind kind,
                                               SchottAiLevel  level,
                                               guint          max_value);
void            _schott_player_set_has_default_name (SchottPlayer *self,
                                                     gboolean      default_name);
void            _schott_player_sync           (SchottPlayer     *self,
                                               const SchottGame *game);

G_END_DECLS
