/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-rng.c: PCG32 (O'Neill), kept inside the game state so that a seed
 * plus the decisions replays a game exactly. */
#include "config.h"

#include <string.h>

#include "sw-rng.h"

#define PCG_MULT 6364136223846793005ULL
#define RNG_MAX_REJECTS 64

void
sw_rng_seed (SwRng  *rng,
             guint64 seed,
             guint64 stream)
{
  g_return_if_fail (rng != NULL);

  rng->state = 0;
  rng->inc = (stream << 1) | 1u;
  sw_rng_next (rng);
  rng->state += seed;
  sw_rng_next (rng);
}

guint32
sw_rng_next (SwRng *rng)
{
  guint64 old = rng->state;
  guint32 xorshifted;
  guint32 rot;

  rng->state = old * PCG_MULT + rng->inc;
  xorshifted = (guint32) (((old >> 18) ^ old) >> 27);
  rot = (guint32) (old >> 59);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

guint32
sw_rng_below (SwRng  *rng,
              guint32 bound)
{
  guint32 threshold;

  g_return_val_if_fail (bound > 0, 0);

  /* Rejecting the lowest (2^32 mod bound) values removes the modulo bias.
   * A draw is rejected with a probability below 1/2, so a valid generator
   * gets past RNG_MAX_REJECTS draws with a probability below 2^-64; a
   * broken one (an even increment can be stuck at 0) must not hang the
   * game, so after that the last draw is used as it is. */
  threshold = (guint32) (-bound) % bound;
  for (guint tries = 1;; tries++)
    {
      guint32 r = sw_rng_next (rng);
      if (r >= threshold || tries >= RNG_MAX_REJECTS)
        return r % bound;
    }
}

gboolean
sw_rng_is_valid (const SwRng *rng)
{
  g_return_val_if_fail (rng != NULL, FALSE);

  /* PCG32 has its full period 2^64 only with an odd increment; every
   * state is reachable with any odd increment. */
  return (rng->inc & 1u) != 0;
}

gboolean
sw_rng_chance (SwRng *rng,
               guint  percent)
{
  if (percent >= 100)
    return TRUE;
  return sw_rng_below (rng, 100) < percent;
}

/* Fisher-Yates over n items of size bytes each. */
static void
shuffle (SwRng  *rng,
         guint8 *items,
         gsize   size,
         guint   n)
{
  guint8 tmp[sizeof (guint64)];

  g_assert (size <= sizeof tmp);
  for (guint i = n; i > 1; i--)
    {
      guint j = sw_rng_below (rng, i);

      memcpy (tmp, items + (i - 1) * size, size);
      memcpy (items + (i - 1) * size, items + j * size, size);
      memcpy (items + j * size, tmp, size);
    }
}

void
sw_rng_shuffle_bytes (SwRng  *rng,
                      guint8 *bytes,
                      guint   n)
{
  shuffle (rng, bytes, 1, n);
}

void
sw_rng_shuffle_indices (SwRng *rng,
                        guint *indices,
                        guint  n)
{
  shuffle (rng, (guint8 *) indices, sizeof *indices, n);
}
