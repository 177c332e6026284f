/* schott-ai-private.h: shared between the computer-player files.
 *
 * schott_ai_choose() (schott-ai.c) answers ANSWER and NEXT_STAGE itself for
 * every level, sends easy and normal to the functions below and hard and
 * expert to schott_ai_strong_choose() (schott-ai-strong.c). Whatever a
 * level returns is checked with schott_game_is_legal(); an illegal choice is
 * replaced by a legal one, so a level function may be approximate but should
 * never rely on that safety net.
 */
#pragma once

#include "schott-engine.h"

G_BEGIN_DECLS

SchottChoice schott_ai_easy_choose   (SchottAi *ai, const SchottGame *game);
SchottChoice schott_ai_normal_choose (SchottAi *ai, const SchottGame *game);
SchottChoice schott_ai_strong_choose (SchottAi *ai, const SchottGame *game);

/* R-Q-3: the right answer with the level's probability, else a wrong one.
 * The only place a computer player may read game->question_right. */
SchottChoice schott_ai_answer        (SchottAi *ai, const SchottGame *game);

G_END_DECLS
