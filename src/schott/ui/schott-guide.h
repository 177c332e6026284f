/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-guide.h: SCHOTT's guided first game. It follows a game model
 * through the first stage and writes, into the coach above the table,
 * what the person can do at each sub-step and what the hint engine
 * recommends and why (from the hint's claims). The advice is computed on
 * a worker (schott_game_model_hint_async()): the coach keeps its words
 * until it comes, and one asked for a step that is gone (a move, the
 * discard picked up or put back, the guide left) is never shown. After
 * the first stage it says the guide ends and emits "finished"; the game
 * goes on. */
#pragma once

#include "schott-game-model.h"
#include "schott-game-view.h"
#include "sw-coach.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_GUIDE (schott_guide_get_type ())
G_DECLARE_FINAL_TYPE (SchottGuide, schott_guide, SCHOTT, GUIDE, GObject)

/* Where the guided game's seed is looked for. */
#define SCHOTT_GUIDE_SEED G_GUINT64_CONSTANT (27)

/* The guided game's deal: the first seed from SCHOTT_GUIDE_SEED on on
 * which the person (seat 0) moves first and the hint's first move is to
 * take the open discard, which raises the row's score at once: a first
 * step a newcomer sees pay. The same seats give the same seed. It
 * computes up to 400 hints: for tests and tools, never on the main thread
 * (the app uses schott_guide_pick_seed_async()). */
guint64      schott_guide_pick_seed (const SchottVariant   *variant,
                                     const SchottSeatSetup *seats,
                                     guint                  n_seats);
/* The same search on a worker thread (up to 400 deals, each with a hint):
 * the main loop goes on meanwhile. Only the seats' kinds and levels
 * count; the result is the seed schott_guide_pick_seed() gives them. */
void         schott_guide_pick_seed_async  (const SchottVariant   *variant,
                                            const SchottSeatSetup *seats,
                                            guint                  n_seats,
                                            GCancellable          *cancellable,
                                            GAsyncReadyCallback    callback,
                                            gpointer               user_data);
guint64      schott_guide_pick_seed_finish (GAsyncResult          *result,
                                            GError               **error);

/* Follows model (played on view) into coach until the first stage ends
 * or schott_guide_stop(). */
SchottGuide *schott_guide_new     (SwCoach         *coach,
                                   SchottGameModel *model,
                                   SchottGameView  *view);
/* Lets go of the model, the view and the coach (leaving, a new game). */
void         schott_guide_stop    (SchottGuide     *self);

G_END_DECLS
