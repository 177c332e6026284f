/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-guide.h: Best Path's guided first game. It follows a solo game
 * through its first rounds and writes, into the coach above the board,
 * what the person can do now (start a line, add fields, commit) and what
 * the hint recommends and why (from the hint's claims). After the guided
 * rounds it says the guide ends and emits "finished"; the game goes on. */
#pragma once

#include "bp-game-model.h"
#include "sw-coach.h"

G_BEGIN_DECLS

#define BP_TYPE_GUIDE (bp_guide_get_type ())
G_DECLARE_FINAL_TYPE (BpGuide, bp_guide, BP, GUIDE, GObject)

/* The seed of the guided game: its first cards reach a number early. */
#define BP_GUIDE_SEED G_GUINT64_CONSTANT (27)
/* The rounds the guide talks through. */
#define BP_GUIDE_ROUNDS 3

BpGuide *bp_guide_new  (SwCoach     *coach,
                        BpGameModel *model);
/* Lets go of the model and the coach (leaving, a new game). */
void     bp_guide_stop (BpGuide     *self);

G_END_DECLS
