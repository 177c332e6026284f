/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-model-enums.c: GType registrations for the engine and model enums */
#include "config.h"

#include "schott-model-enums.h"

G_DEFINE_ENUM_TYPE (SchottEventKind, schott_event_kind,
  G_DEFINE_ENUM_VALUE (SCHOTT_EVENT_NONE, "none"),
  G_DEFINE_ENUM_VALUE (SCHOTT_EVENT_E1_SWAP_OWN, "e1"),
  G_DEFINE_ENUM_VALUE (SCHOTT_EVENT_E2_EVERYONE_SWAPS, "e2"),
  G_DEFINE_ENUM_VALUE (SCHOTT_EVENT_E3_MOVE_FORWARD, "e3"),
  G_DEFINE_ENUM_VALUE (SCHOTT_EVENT_E4_EVERYONE_MOVES, "e4"),
  G_DEFINE_ENUM_VALUE (SCHOTT_EVENT_E5_TAKE_FROM_PLAYER, "e5"),
  G_DEFINE_ENUM_VALUE (SCHOTT_EVENT_E6_PASS_LEFTMOST, "e6"),
  G_DEFINE_ENUM_VALUE (SCHOTT_EVENT_E7_ROTATE_ROWS, "e7"),
  G_DEFINE_ENUM_VALUE (SCHOTT_EVENT_E8_TWO_DISCARDS, "e8"),
  G_DEFINE_ENUM_VALUE (SCHOTT_EVENT_E9_NAME_PLAYER, "e9"),
  G_DEFINE_ENUM_VALUE (SCHOTT_EVENT_E10_QUESTION, "e10"))

G_DEFINE_ENUM_TYPE (SchottQuestionReason, schott_question_reason,
  G_DEFINE_ENUM_VALUE (SCHOTT_QUESTION_NONE, "none"),
  G_DEFINE_ENUM_VALUE (SCHOTT_QUESTION_LOCATION, "location"),
  G_DEFINE_ENUM_VALUE (SCHOTT_QUESTION_REWARD, "reward"),
  G_DEFINE_ENUM_VALUE (SCHOTT_QUESTION_EVENT, "event"))

G_DEFINE_ENUM_TYPE (SchottMoveReason, schott_move_reason,
  G_DEFINE_ENUM_VALUE (SCHOTT_MOVE_SCORE, "score"),
  G_DEFINE_ENUM_VALUE (SCHOTT_MOVE_BONUS, "bonus"),
  G_DEFINE_ENUM_VALUE (SCHOTT_MOVE_EVENT, "event"),
  G_DEFINE_ENUM_VALUE (SCHOTT_MOVE_QUESTION, "question"),
  G_DEFINE_ENUM_VALUE (SCHOTT_MOVE_PENALTY, "penalty"))

G_DEFINE_ENUM_TYPE (SchottAiLevel, schott_ai_level,
  G_DEFINE_ENUM_VALUE (SCHOTT_AI_EASY, "easy"),
  G_DEFINE_ENUM_VALUE (SCHOTT_AI_NORMAL, "normal"),
  G_DEFINE_ENUM_VALUE (SCHOTT_AI_HARD, "hard"),
  G_DEFINE_ENUM_VALUE (SCHOTT_AI_EXPERT, "expert"))

G_DEFINE_ENUM_TYPE (SchottAiSpeed, schott_ai_speed,
  G_DEFINE_ENUM_VALUE (SCHOTT_AI_SPEED_SLOW, "slow"),
  G_DEFINE_ENUM_VALUE (SCHOTT_AI_SPEED_NORMAL, "normal"),
  G_DEFINE_ENUM_VALUE (SCHOTT_AI_SPEED_FAST, "fast"),
  G_DEFINE_ENUM_VALUE (SCHOTT_AI_SPEED_INSTANT, "instant"))

guint
schott_ai_speed_delay_ms (SchottAiSpeed speed)
{
  switch (speed)
    {
    case SCHOTT_AI_SPEED_SLOW:
      return 1200;
    case SCHOTT_AI_SPEED_NORMAL:
      return 600;
    case SCHOTT_AI_SPEED_FAST:
      return 200;
    case SCHOTT_AI_SPEED_INSTANT:
    default:
      return 0;
    }
}

guint
schott_ai_level_answer_percent (SchottAiLevel level)
{
  return schott_ai_answer_percent (level);
}
