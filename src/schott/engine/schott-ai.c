/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-ai.c: the computer players' entry points: a player's state, the
 * dispatch to its level (schott-ai-easy.c, schott-ai-normal.c,
 * schott-ai-strong.c), the safety net against illegal choices, level names.
 *
 * Every level sees only what a person at the table sees, by construction:
 * it gets a SchottView (schott-view.c): every row, the discard pile (it was
 * laid face up card by card), the figures, the events already revealed.
 * The order of the draw pile, the kind of an unrevealed event card (its
 * own included) and the game's generator are not in it.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-ai-private.h"

static const char * const level_names[SCHOTT_N_AI_LEVELS] = {
  "easy", "normal", "hard", "expert",
};

void
schott_ai_init (SchottAi      *ai,
                SchottAiLevel  level,
                guint64        ai_seed,
                guint          seat)
{
  g_return_if_fail (ai != NULL);
  g_return_if_fail (level < SCHOTT_N_AI_LEVELS);

  memset (ai, 0, sizeof *ai);
  ai->level = level;
  ai->seat = (guint8) seat;
  /* Its own stream, from a seed that is not the game's: the game's rng
   * never sees the player's coin flips, and the player's dice say nothing
   * of the deal. */
  sw_rng_seed (&ai->rng, ai_seed ^ G_GUINT64_CONSTANT (0xa1c0ffee5eed5eed),
                   G_GUINT64_CONSTANT (0x5c407700) + seat * 8u + (guint) level);
}

void
schott_ai_view (const SchottGame *game,
                SchottView       *view)
{
  g_return_if_fail (game != NULL && view != NULL);

  schott_view_init_answering (view, game, (guint) MAX (schott_game_decider (game), 0));
}

SchottChoice
schott_ai_choose (SchottAi         *ai,
                  const SchottView *view)
{
  const SchottGame *game;
  SchottChoice choice;
  SchottChoice legal[SCHOTT_MAX_CHOICES];
  guint n_legal;

  g_return_val_if_fail (ai != NULL, choice_make (SCHOTT_ACT_NEXT_STAGE, 0, 0, 0));
  g_return_val_if_fail (view != NULL, choice_make (SCHOTT_ACT_NEXT_STAGE, 0, 0, 0));

  game = &view->game;

  switch (game->decision)
    {
    case SCHOTT_DECISION_ANSWER:
      choice = schott_ai_answer (ai, view);
      break;
    case SCHOTT_DECISION_NEXT_STAGE:
    case SCHOTT_DECISION_NONE:
      choice = choice_make (SCHOTT_ACT_NEXT_STAGE, 0, 0, 0);
      break;
    default:
      switch (ai->level)
        {
        case SCHOTT_AI_EASY:
          choice = schott_ai_easy_choose (ai, game);
          break;
        case SCHOTT_AI_NORMAL:
          choice = schott_ai_normal_choose (ai, game);
          break;
        case SCHOTT_AI_HARD:
        case SCHOTT_AI_EXPERT:
        case SCHOTT_N_AI_LEVELS:
        default:
          choice = schott_ai_strong_choose (ai, game);
          break;
        }
      break;
    }

  if (schott_game_is_legal (game, &choice))
    return choice;

  /* The safety net: never hand the game an illegal choice. */
  n_legal = schott_game_legal_choices (game, legal, G_N_ELEMENTS (legal));
  if (n_legal == 0)
    return choice;
  return legal[sw_rng_below (&ai->rng, n_legal)];
}

SchottChoice
schott_ai_choose_in_game (SchottAi         *ai,
                          const SchottGame *game)
{
  SchottView view;

  g_return_val_if_fail (game != NULL, choice_make (SCHOTT_ACT_NEXT_STAGE, 0, 0, 0));

  schott_ai_view (game, &view);
  return schott_ai_choose (ai, &view);
}

guint
schott_ai_answer_percent (SchottAiLevel level)
{
  g_return_val_if_fail (level < SCHOTT_N_AI_LEVELS, 0);

  return schott_ai_answer_percent_of (level);
}


const char *
schott_ai_level_name (SchottAiLevel level)
{
  g_return_val_if_fail (level < SCHOTT_N_AI_LEVELS, NULL);

  return level_names[level];
}

const char *
schott_ai_level_description (SchottAiLevel level)
{
  g_return_val_if_fail (level < SCHOTT_N_AI_LEVELS, NULL);

  switch (level)
    {
    case SCHOTT_AI_EASY:
      return _("Sorts cards into rough bands of its row and takes what fits; answers two in five questions right.");
    case SCHOTT_AI_NORMAL:
      return _("Plans its row as a chain of cards to keep and counts only the cards that can still come; answers half of the questions right.");
    case SCHOTT_AI_HARD:
      return _("Weighs every move by how soon each row at the table can be completed; answers two in three questions right.");
    case SCHOTT_AI_EXPERT:
    case SCHOTT_N_AI_LEVELS:
    default:
      return _("Weighs moves like Hard, also what its discard gives the next player, and never plays an unknown event that could carry an opponent to the finish; answers nine in ten questions right.");
    }
}

gboolean
schott_ai_level_parse (const char    *name,
                       SchottAiLevel *level)
{
  g_return_val_if_fail (name != NULL, FALSE);

  for (guint i = 0; i < SCHOTT_N_AI_LEVELS; i++)
    if (g_ascii_strcasecmp (name, level_names[i]) == 0)
      {
        if (level)
          *level = (SchottAiLevel) i;
        return TRUE;
      }

  return FALSE;
}

