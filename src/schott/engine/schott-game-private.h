/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-private.h: engine internals shared by the engine's files. */
#pragma once

#include "schott-engine.h"

G_BEGIN_DECLS

/* Game rng stream, so that game and AI generators never coincide. */
#define SCHOTT_GAME_STREAM 0x5c40775eedULL

/* The steps of SchottGame.pending, run front to back (R-MOVE-5). */
typedef enum
{
  SCHOTT_STEP_NONE,
  SCHOTT_STEP_ASK_SWAP,     /* player swaps two of the own cards (E2) */
  SCHOTT_STEP_MOVE,         /* player moves amount fields forward, reason in... */
  SCHOTT_STEP_MOVE_EVENT,   /* ... E3/E4 moves */
  SCHOTT_STEP_SCORE,        /* R-END-2: player moves its row score */
  SCHOTT_STEP_REWARD,       /* R-END-3: the stage winner answers */
  SCHOTT_STEP_END_ACTION,   /* the turn is over: check finish, rows, caps */
  SCHOTT_STEP_END_SCORING,  /* the stage scoring is over */
  SCHOTT_N_STEPS
} SchottStepKind;

/* The player to the left of player (the next one to play). */
static inline guint
left_of (const SchottGame *game,
         guint             player)
{
  return (player + 1) % game->n_players;
}

/* Checks that a game (e.g. a loaded one) is internally consistent, so
 * the engine can run it without going out of bounds. */
gboolean schott_game_validate (const SchottGame *game, GError **error);

G_END_DECLS
