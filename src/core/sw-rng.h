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
} SchottRng;

void     schott_rng_seed   (SchottRng *rng, guint64 seed, guint64 stream);
guint32  schott_rng_next   (SchottRng *rng);
/* Uniform in [0, bound), bound > 0, without modulo bias. */
guint32  schott_rng_below  (SchottRng *rng, guint32 bound);
/* TRUE with probability percent/100. */
gboolean schott_rng_chance (SchottRng *rng, guint percent);
/* Whether the generator can be in this state: PCG32 needs an odd
 * increment (an even one may be stuck, e.g. state 0, inc 0). Loaders
 * refuse a state that fails this. */
gboolean schott_rng_is_valid (const SchottRng *rng);
/* Fisher-Yates: a uniform shuffle of n cards (or any bytes) or indices. */
void     schott_rng_shuffle_cards   (SchottRng *rng, guint8 *cards, guint n);
void     schott_rng_shuffle_indices (SchottRng *rng, guint *indices, guint n);

G_END_DECLS
