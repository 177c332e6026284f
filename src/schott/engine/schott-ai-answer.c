/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-ai-answer.c: how a computer player answers a question (R-Q-3):
 * right with its level's probability, else one of the two wrong answers. */
#include "config.h"

#include "schott-ai-private.h"

/* R-Q-3. Until issue 28: 50, 65, 80, 90; hard and normal now answer
 * less, which spreads the levels (the ladder in the README). */
static const guint answer_percents[SCHOTT_N_AI_LEVELS] = { 40, 50, 65, 90 };

guint
schott_ai_answer_percent_of (SchottAiLevel level)
{
  return answer_percents[level];
}

SchottChoice
schott_ai_answer (SchottAi         *ai,
                  const SchottView *view)
{
  guint right = view->game.question_right % 3;

  if (!view->answer_known)
    return choice_make (SCHOTT_ACT_ANSWER, (gint) sw_rng_below (&ai->rng, 3), 0, 0);

  if (sw_rng_chance (&ai->rng, schott_ai_answer_percent_of (ai->level)))
    return choice_make (SCHOTT_ACT_ANSWER, (gint) right, 0, 0);

  return choice_make (SCHOTT_ACT_ANSWER,
                      (gint) ((right + 1 + sw_rng_below (&ai->rng, 2)) % 3), 0, 0);
}

