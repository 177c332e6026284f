/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-seat-runner.h: both games' computer seats: a seat thinks on a worker
 * thread (or inline), its choice comes back on the main thread at the
 * game's pace, and only while it still fits the game.
 *
 * The game model says which seat thinks about what (a copy of what the
 * seat sees, in data) and what to do with the answer; the runner does
 * the rest: it stamps every job with the generation, runs the think
 * function, waits until the pace has passed since the thinking started,
 * and calls the apply function on the main thread unless
 * sw_seat_runner_invalidate() came in between (then the worker is
 * cancelled and its result dropped). It counts the seats thinking.
 *
 * A plain struct, not a GObject: it has no signals or properties of its
 * own (the model notifies its own "thinking" property from
 * sw_seat_runner_get_n_thinking()) and lives exactly as long as the
 * model that creates it and frees it in finalize. Once freed, a result
 * still on its way is dropped without touching the runner or the model.
 * Main thread only, but for the think functions. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _SwSeatRunner SwSeatRunner;

/* owner is not referenced: the owner frees the runner first. */
SwSeatRunner *sw_seat_runner_new            (GObject          *owner);
void          sw_seat_runner_free           (SwSeatRunner     *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwSeatRunner, sw_seat_runner_free)

/* The least time from the start of a seat's thinking to its choice being
 * applied; the pace in force when the thinking ends counts. 0: at once
 * (still from the main loop, never inside sw_seat_runner_think()). */
void          sw_seat_runner_set_pace       (SwSeatRunner     *self,
                                             guint             pace_ms);

/* The game changed: every job under way is stale (its worker cancelled,
 * its result dropped) and no seat counts as thinking. */
void          sw_seat_runner_invalidate     (SwSeatRunner     *self);

/* Bumped by each sw_seat_runner_invalidate(): other work that belongs to
 * one position of the game (a hint) compares it to know it is stale. */
guint64       sw_seat_runner_get_generation (SwSeatRunner     *self);

/* The seats whose current thinking is not applied yet (a stale worker
 * still running does not count). */
guint         sw_seat_runner_get_n_thinking (SwSeatRunner     *self);

typedef enum
{
  SW_SEAT_THINK_INLINE,      /* at once, on the main thread (quick levels) */
  SW_SEAT_THINK_ON_WORKER,   /* on a worker thread; the main thread goes on */
} SwSeatThinkWhere;

/* Thinks about data (the seat's own copy of the game) and writes the
 * choice into data. On a worker it must touch nothing but data;
 * cancellable (NULL inline) is cancelled once the result is stale. */
typedef void (*SwSeatThinkFunc) (gpointer      data,
                                 GCancellable *cancellable);

/* Main thread, the result still current: the seat chose (data as the
 * think function left it). The runner no longer counts the seat, and
 * owner is kept alive for the call. */
typedef void (*SwSeatApplyFunc) (GObject  *owner,
                                 guint     seat,
                                 gpointer  data);

/* seat thinks: think (data, …) now or on a worker, then apply (owner,
 * seat, data) once the pace has passed, if nothing invalidated it. data
 * is freed with data_free (may be NULL) when the job ends either way,
 * on whichever thread lets go of it last. */
void          sw_seat_runner_think          (SwSeatRunner     *self,
                                             guint             seat,
                                             SwSeatThinkWhere  where,
                                             SwSeatThinkFunc   think,
                                             SwSeatApplyFunc   apply,
                                             gpointer          data,
                                             GDestroyNotify    data_free);

G_END_DECLS
