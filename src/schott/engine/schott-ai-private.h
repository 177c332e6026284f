/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-ai-private.h: shared between the computer-player files.
 *
 * schott_ai_choose() (schott-ai.c) answers ANSWER (schott-ai-answer.c) and
 * NEXT_STAGE itself for every level, sends easy and normal to
 * schott-ai-easy.c and schott-ai-normal.c and hard and expert to
 * schott_ai_strong_choose() (schott-ai-strong.c). Whatever a
 * level returns is checked with schott_game_is_legal(); an illegal choice is
 * replaced by a legal one, so a level function may be approximate but should
 * never rely on that safety net.
 */
#pragma once

#include "schott-engine.h"

G_BEGIN_DECLS

static inline SchottChoice
choice_make (SchottAction action,
             gint         a,
             gint         b,
             gint         c)
{
  SchottChoice choice = { (guint8) action, (gint8) a, (gint8) b, (gint8) c };
  return choice;
}

static inline gboolean
can_draw (const SchottGame *game)
{
  /* R-TURN-3, D-DRAW-1 */
  return game->n_draw > 0 || game->n_discard > 1;
}

static inline gint
unplayed_event_slot (const SchottGame *game,
                     guint             player)
{
  guint per_player = MIN (game->variant.events_per_player, SCHOTT_MAX_EVENTS_PER_PLAYER);

  if (game->events_played[player] >= per_player)
    return -1;

  /* Only whether a card is there, never which kind it is. */
  for (guint s = 0; s < per_player; s++)
    if (!game->events[player][s].played && game->events[player][s].kind != SCHOTT_EVENT_NONE)
      return (gint) s;

  return -1;
}

static inline gboolean
fast_track_possible (const SchottGame *game,
                     guint             player)
{
  /* R-FAST-1 */
  return game->variant.fast_track
         && game->fast_track_available[player]
         && !game->fast_track_active[player]
         && !game->exchanged_this_stage[player];
}


/* The unrevealed event kinds of this stage (R-STAGE-2): all cards of the
 * variant less the ones revealed (played), which every player can see;
 * returns how many cards that is. */
static inline guint
unseen_events (const SchottGame *game,
               guint             remaining[SCHOTT_N_EVENT_KINDS + 1])
{
  guint total = 0;

  for (guint k = 0; k <= SCHOTT_N_EVENT_KINDS; k++)
    remaining[k] = k == 0 ? 0 : game->variant.event_copies[k];
  for (guint p = 0; p < game->n_players; p++)
    for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
      {
        const SchottEventSlot *slot = &game->events[p][s];

        if (slot->played && slot->kind >= 1 && slot->kind <= SCHOTT_N_EVENT_KINDS
            && remaining[slot->kind] > 0)
          remaining[slot->kind]--;
      }
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    total += remaining[k];
  return total;
}


SchottChoice schott_ai_easy_choose   (SchottAi *ai, const SchottGame *game);
SchottChoice schott_ai_normal_choose (SchottAi *ai, const SchottGame *game);
SchottChoice schott_ai_strong_choose (SchottAi *ai, const SchottGame *game);

/* R-Q-3: the right answer with the level's probability, else a wrong one;
 * a guess when the view does not show the answer (answer_known). The only
 * place a computer player reads question_right. */
SchottChoice schott_ai_answer        (SchottAi *ai, const SchottView *view);

/* R-Q-3: the chance in percent that a level answers right. */
guint        schott_ai_answer_percent_of (SchottAiLevel level);

G_END_DECLS
