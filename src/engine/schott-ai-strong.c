/* schott-ai-strong.c: the hard and expert computer players.
 *
 * TEMPORARY: until the look-ahead players land, hard and expert play like
 * normal (they still answer questions with their own level's probability,
 * see schott_ai_choose()). The replacement keeps this function's signature
 * from schott-ai-private.h.
 */
#include "config.h"

#include "schott-ai-private.h"

SchottChoice
schott_ai_strong_choose (SchottAi         *ai,
                         const SchottGame *game)
{
  return schott_ai_normal_choose (ai, game);
}
