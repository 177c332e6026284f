/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-row.c: ascending rows, scoring prefixes and consecutive runs
 * (R-STAGE-4, R-STAGE-5, R-TURN-4). */
#include "config.h"

#include "schott-engine.h"
#include "schott-game-private.h"

/* One pass: `prev` is the last number card (0 before the first one) and
 * `jokers` counts the jokers since it; a number card v fits when the
 * jokers before it can take the values prev+1 .. v-1. */
guint
schott_row_prefix (const SchottCard *row,
                   guint             len,
                   guint             max_value)
{
  guint prev = 0;
  guint jokers = 0;

  g_return_val_if_fail (row != NULL || len == 0, 0);

  for (guint i = 0; i < len; i++)
    {
      guint v = row[i];

      if (v == SCHOTT_JOKER)
        {
          jokers++;
          if (max_value < prev + jokers)
            return i;
        }
      else
        {
          if (v > max_value || v <= prev + jokers)
            return i;
          prev = v;
          jokers = 0;
        }
    }
  return len;
}

gboolean
schott_row_is_ascending (const SchottCard *row,
                         guint             len,
                         guint             max_value)
{
  return schott_row_prefix (row, len, max_value) == len;
}

guint
schott_row_score (const SchottCard *row,
                  guint             len,
                  guint             max_value)
{
  guint prefix = schott_row_prefix (row, len, max_value);
  guint score = 0;

  for (guint i = 0; i < prefix; i++)
    if (row[i] != SCHOTT_JOKER)
      score++;
  return score;
}

guint
schott_row_run_at (const SchottCard *row,
                   guint             len,
                   guint             pos,
                   guint            *run_start)
{
  guint start = pos;
  guint end = pos;

  g_return_val_if_fail (row != NULL, 0);

  if (run_start != NULL)
    *run_start = pos;
  if (pos >= len || row[pos] == SCHOTT_JOKER)
    return 0;   /* jokers never belong to a run */

  while (start > 0 && row[start - 1] != SCHOTT_JOKER && row[start - 1] + 1 == row[start])
    start--;
  while (end + 1 < len && row[end + 1] != SCHOTT_JOKER && row[end] + 1 == row[end + 1])
    end++;

  if (run_start != NULL)
    *run_start = start;
  return end - start + 1;
}
