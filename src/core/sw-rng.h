/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-rng.h: the seeded generator both games keep inside their state, so a
 * seed plus the decisions replays a game exactly. GLib only. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* PCG32 (O'Neill): small, fast, and stored inside the game state. */
typedef struct
{
  guint64 state;
  guint64 inc;
} SwRng;

void     sw_rng_seed   (SwRng *rng, guint64 seed, guint64 stream);
guint32  sw_rng_next   (SwRng *rng);
/* Uniform in [0, bound), bound > 0, without modulo bias. */
guint32  sw_rng_below  (SwRng *rng, guint32 bound);
/* TRUE with probability percent/100. */
gboolean sw_rng_chance (SwRng *rng, guint percent);
/* Whether the generator can be in this state: PCG32 needs an odd
 * increment (an even one may be stuck, e.g. state 0, inc 0). Loaders
 * refuse a state that fails this. */
gboolean sw_rng_is_valid (const SwRng *rng);
/* Fisher-Yates: a uniform shuffle of n bytes (cards) or indices. */
void     sw_rng_shuffle_bytes   (SwRng *rng, guint8 *bytes, guint n);
void     sw_rng_shuffle_indices (SwRng *rng, guint *indices, guint n);

G_END_DECLS
