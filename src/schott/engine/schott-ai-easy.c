/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-ai-easy.c: the easy computer player.
 *
 * It sees only what a person at the table sees (schott-ai.c): it sorts
 * cards into bands of the row and takes what fits its band.
 */
#include "config.h"

#include <string.h>

#include "schott-ai-private.h"

/* After this many turns per player in one stage, easy plays like normal for
 * the rest of the stage: the band heuristic can wait for cards that are all
 * held in other rows, normal counts only cards that can still come. */
#define EASY_PATIENCE_PER_PLAYER 120

static gint
random_other_player (SchottAi         *ai,
                     const SchottGame *game,
                     guint             me)
{
  guint k = sw_rng_below (&ai->rng, game->n_players - 1);

  return (gint) ((me + 1 + k) % game->n_players);
}


static inline guint
band_of (guint value,
         guint len,
         guint max_value)
{
  return (value - 1) * len / max_value;
}

static inline gboolean
easy_fits (const SchottCard *row,
           guint             pos,
           guint             len,
           guint             max_value)
{
  return row[pos] == SCHOTT_JOKER || band_of (row[pos], len, max_value) == pos;
}

/* Where card improves the row (its band holds a card outside its band), or -1. */
static gint
easy_target (const SchottCard *row,
             SchottCard        card,
             guint             len,
             guint             max_value)
{
  if (card == SCHOTT_JOKER)
    {
      for (guint i = 0; i < len; i++)
        if (!easy_fits (row, i, len, max_value))
          return (gint) i;
      return -1;
    }
  else
    {
      guint pos = band_of (card, len, max_value);

      return easy_fits (row, pos, len, max_value) ? -1 : (gint) pos;
    }
}

/* Where a card that must be placed does the least harm. */
static gint
easy_dump_position (const SchottCard *row,
                    SchottCard        card,
                    guint             len,
                    guint             max_value)
{
  gint want = card == SCHOTT_JOKER ? 0 : (gint) band_of (card, len, max_value);
  gint best = -1;

  for (gint i = 0; i < (gint) len; i++)
    if (!easy_fits (row, i, len, max_value)
        && (best < 0 || ABS (i - want) < ABS (best - want)))
      best = i;

  return best >= 0 ? best : want;
}

static guint
easy_fit_count (const SchottCard *row,
                guint             len,
                guint             max_value)
{
  guint n = 0;

  for (guint i = 0; i < len; i++)
    n += easy_fits (row, i, len, max_value);

  return n;
}

static SchottChoice
easy_turn (SchottAi         *ai,
           const SchottGame *game,
           guint             me)
{
  const SchottCard *row = game->rows[me];
  guint len = game->row_length;
  guint max_value = game->max_value;
  gint slot;
  gint top;

  if (fast_track_possible (game, me) && sw_rng_chance (&ai->rng, 10))
    return choice_make (SCHOTT_ACT_FAST_TRACK, 0, 0, 0);

  slot = unplayed_event_slot (game, me);
  if (slot >= 0 && sw_rng_chance (&ai->rng, 8))
    return choice_make (SCHOTT_ACT_EVENT, slot, 0, 0);

  top = schott_game_discard_top (game);
  if (top >= 0)
    {
      gint pos = easy_target (row, (SchottCard) top, len, max_value);

      if (pos >= 0)
        return choice_make (SCHOTT_ACT_TAKE_DISCARD, pos, 0, 0);
    }

  if (can_draw (game))
    return choice_make (SCHOTT_ACT_DRAW, 0, 0, 0);

  if (slot >= 0)
    return choice_make (SCHOTT_ACT_EVENT, slot, 0, 0);

  return choice_make (SCHOTT_ACT_TAKE_DISCARD,
                      easy_dump_position (row, (SchottCard) MAX (top, 0), len, max_value),
                      0, 0);
}

static SchottChoice
easy_best_swap (const SchottGame *game,
                guint             player)
{
  SchottCard row[SCHOTT_MAX_ROW];
  guint len = game->row_length;
  guint best = 0;
  gint best_a = 0, best_b = 1;

  memcpy (row, game->rows[player], sizeof row);
  for (guint a = 0; a + 1 < len; a++)
    for (guint b = a + 1; b < len; b++)
      {
        SchottCard t = row[a];
        guint n;

        row[a] = row[b];
        row[b] = t;
        n = easy_fit_count (row, len, game->max_value);
        row[b] = row[a];
        row[a] = t;
        if (n > best)
          {
            best = n;
            best_a = (gint) a;
            best_b = (gint) b;
          }
      }

  return choice_make (SCHOTT_ACT_SWAP, best_a, best_b, 0);
}

SchottChoice
schott_ai_easy_choose (SchottAi         *ai,
                       const SchottGame *game)
{
  guint me = (guint) schott_game_decider (game);
  const SchottCard *row = game->rows[me];
  guint len = game->row_length;
  guint max_value = game->max_value;

  if (game->stage_turns > EASY_PATIENCE_PER_PLAYER * game->n_players)
    return schott_ai_normal_choose (ai, game);

  switch (game->decision)
    {
    case SCHOTT_DECISION_TURN:
      return easy_turn (ai, game, me);

    case SCHOTT_DECISION_PLACE_DRAWN:
      {
        gint pos = easy_target (row, game->drawn, len, max_value);

        if (pos >= 0)
          return choice_make (SCHOTT_ACT_PLACE, pos, 0, 0);
        if (game->variant.may_discard_drawn)
          return choice_make (SCHOTT_ACT_DISCARD_DRAWN, 0, 0, 0);
        return choice_make (SCHOTT_ACT_PLACE,
                            easy_dump_position (row, game->drawn, len, max_value), 0, 0);
      }

    case SCHOTT_DECISION_SWAP_OWN:
      return easy_best_swap (game, me);

    case SCHOTT_DECISION_NAME_PLAYER:
      return choice_make (SCHOTT_ACT_PLAYER, random_other_player (ai, game, me), 0, 0);

    case SCHOTT_DECISION_E5_EXCHANGE:
      for (guint p = 0; p < game->n_players; p++)
        {
          if (p == me)
            continue;
          for (guint j = 0; j < len; j++)
            {
              gint pos = easy_target (row, game->rows[p][j], len, max_value);

              if (pos >= 0)
                return choice_make (SCHOTT_ACT_E5, (gint) p, (gint) j, pos);
            }
        }
      return choice_make (SCHOTT_ACT_E5, (gint) ((me + 1) % game->n_players), 0,
                          easy_dump_position (row, SCHOTT_JOKER, len, max_value));

    case SCHOTT_DECISION_E8_BUILD:
      for (guint which = 0; which < MIN (2u, game->n_discard); which++)
        {
          gint pos = easy_target (row, game->discard[game->n_discard - 1 - which],
                                  len, max_value);

          if (pos >= 0)
            return choice_make (SCHOTT_ACT_E8, (gint) which, pos, 0);
        }
      return choice_make (SCHOTT_ACT_E8, 0,
                          easy_dump_position (row, (SchottCard) MAX (schott_game_discard_top (game), 0),
                                              len, max_value), 0);

    default:
      /* ANSWER and NEXT_STAGE: schott_ai_choose() answers those itself */
      return choice_make (SCHOTT_ACT_NEXT_STAGE, 0, 0, 0);
    }
}

