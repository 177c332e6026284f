/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-model-enums.h: the model's own enums, and GObject enum types for
 * those the model's signals and properties carry (and the computer
 * levels' and speeds' nicks).
 */
#pragma once

#include <glib-object.h>

#include "schott-engine.h"

G_BEGIN_DECLS

/* The kind of a seat: a person at the screen or a computer player. */
typedef enum
{
  SCHOTT_SEAT_HUMAN,
  SCHOTT_SEAT_COMPUTER,
} SchottSeatKind;

/* How long a computer player's decision stays on screen before it is
 * applied: slow 1200 ms, normal 600 ms, fast 200 ms, instant (next idle). */
typedef enum
{
  SCHOTT_AI_SPEED_SLOW,
  SCHOTT_AI_SPEED_NORMAL,
  SCHOTT_AI_SPEED_FAST,
  SCHOTT_AI_SPEED_INSTANT,
} SchottAiSpeed;

/* Delay in milliseconds for a speed (0 for instant). */
guint schott_ai_speed_delay_ms (SchottAiSpeed speed);
/* How often a computer player of this level answers a question right, in
 * percent (the engine's figure, for Preferences). */
guint schott_ai_level_answer_percent (SchottAiLevel level);

#define SCHOTT_TYPE_EVENT_KIND       (schott_event_kind_get_type ())
#define SCHOTT_TYPE_QUESTION_REASON  (schott_question_reason_get_type ())
#define SCHOTT_TYPE_MOVE_REASON      (schott_move_reason_get_type ())
#define SCHOTT_TYPE_AI_LEVEL         (schott_ai_level_get_type ())
#define SCHOTT_TYPE_AI_SPEED         (schott_ai_speed_get_type ())

GType schott_event_kind_get_type      (void) G_GNUC_CONST;
GType schott_question_reason_get_type (void) G_GNUC_CONST;
GType schott_move_reason_get_type     (void) G_GNUC_CONST;
GType schott_ai_level_get_type        (void) G_GNUC_CONST;
GType schott_ai_speed_get_type        (void) G_GNUC_CONST;

/* The event cards' names, translated (schott-game-model-text.c): the short
 * title on a card, and the card's built-in text when a pack of event texts
 * has none. The model's log lines use longer titles of their own. */
const char *schott_event_title        (SchottEventKind kind);
const char *schott_event_default_text (SchottEventKind kind);

G_END_DECLS
