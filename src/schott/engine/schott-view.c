/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-view.c: a player's view of a game: the game with everything that
 * player may not know scrubbed (see SchottView in schott-engine.h). */
#include "config.h"

#include <string.h>

#include "schott-engine.h"

static int
compare_cards (const void *a,
               const void *b)
{
  return (int) *(const SchottCard *) a - (int) *(const SchottCard *) b;
}

void
schott_view_init (SchottView       *view,
                  const SchottGame *game,
                  guint             player)
{
  SchottGame *g;
  SchottCard unseen[SCHOTT_MAX_DECK + 1];
  guint n_unseen;
  gboolean drew;

  g_return_if_fail (view != NULL);
  g_return_if_fail (game != NULL);
  g_return_if_fail (player < SCHOTT_MAX_PLAYERS);

  memset (view, 0, sizeof *view);
  view->player = (guint8) player;
  view->answer_known = FALSE;
  g = &view->game;
  *g = *game;

  /* The generator and the seed: from them the draw pile's order, the
   * events of the next stages and the question deck follow. */
  g->seed = 0;
  memset (&g->rng, 0, sizeof g->rng);

  /* R-STAGE-1: the draw pile is face down. Its cards, and the drawn card
   * for everybody but the one who drew it, are a multiset anybody can
   * count; their order is the secret. */
  drew = game->has_drawn && game->active >= 0 && (guint) game->active == player;
  n_unseen = MIN (game->n_draw, (guint) SCHOTT_MAX_DECK);
  memcpy (unseen, game->draw, n_unseen);
  if (game->has_drawn && !drew)
    unseen[n_unseen++] = game->drawn;
  qsort (unseen, n_unseen, sizeof unseen[0], compare_cards);
  memset (g->draw, 0, sizeof g->draw);
  if (game->has_drawn && !drew)
    {
      /* a placeholder, the highest unseen card: it names nothing */
      g->drawn = unseen[--n_unseen];
    }
  else if (!game->has_drawn)
    g->drawn = 0;
  memcpy (g->draw, unseen, n_unseen);
  /* below the discard pile's top lie cards of the past: cleared, so views
   * compare byte for byte */
  if (g->n_discard < SCHOTT_MAX_DECK)
    memset (g->discard + g->n_discard, 0, SCHOTT_MAX_DECK - g->n_discard);

  /* R-STAGE-2: an event card is known only once revealed, to everybody,
   * its owner included; whether a slot still holds a card is public. */
  for (guint p = 0; p < SCHOTT_MAX_PLAYERS; p++)
    for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
      if (!g->events[p][s].played && g->events[p][s].kind != SCHOTT_EVENT_NONE)
        g->events[p][s].kind = SCHOTT_EVENT_HIDDEN;

  /* where the right answer is shown: known only after the answer */
  g->question_right = 0;
}

void
schott_view_init_answering (SchottView       *view,
                            const SchottGame *game,
                            guint             player)
{
  g_return_if_fail (view != NULL);
  g_return_if_fail (game != NULL);

  schott_view_init (view, game, player);
  if (game->decision == SCHOTT_DECISION_ANSWER && game->decider >= 0
      && (guint) game->decider == player)
    {
      view->game.question_right = game->question_right;
      view->answer_known = TRUE;
    }
}
