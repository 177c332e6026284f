/* schott-rng.c: PCG32 (O'Neill), kept inside the game state so that a seed
 * plus the decisions replays a game exactly. */
#include "config.h"

#include "schott-engine.h"
#include "schott-game-private.h"

#define PCG_MULT 6364136223846793005ULL

void
schott_rng_seed (SchottRng *rng,
                 guint64    seed,
                 guint64    stream)
{
  g_return_if_fail (rng != NULL);

  rng->state = 0;
  rng->inc = (stream << 1) | 1u;
  schott_rng_next (rng);
  rng->state += seed;
  schott_rng_next (rng);
}

guint32
schott_rng_next (SchottRng *rng)
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
schott_rng_below (SchottRng *rng,
                  guint32    bound)
{
  guint32 threshold;

  g_return_val_if_fail (bound > 0, 0);

  /* Rejecting the lowest (2^32 mod bound) values removes the modulo bias. */
  threshold = (guint32) (-bound) % bound;
  for (;;)
    {
      guint32 r = schott_rng_next (rng);
      if (r >= threshold)
        return r % bound;
    }
}

gboolean
schott_rng_chance (SchottRng *rng,
                   guint      percent)
{
  if (percent >= 100)
    return TRUE;
  return schott_rng_below (rng, 100) < percent;
}

void
schott_rng_shuffle_cards (SchottRng  *rng,
                          SchottCard *cards,
                          guint       n)
{
  /* Fisher-Yates */
  for (guint i = n; i > 1; i--)
    {
      guint j = schott_rng_below (rng, i);
      SchottCard tmp = cards[i - 1];
      cards[i - 1] = cards[j];
      cards[j] = tmp;
    }
}
