/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-choices.c: what the decider may choose (legality and the
 * list of legal choices) and choices and decisions as text, for saved
 * games, logs and the bot protocol (doc/bot-protocol.md). The state
 * machine that carries a choice out is schott-game.c. */
#include "config.h"

#include <string.h>

#include "schott-engine.h"
#include "schott-game-private.h"

static inline gboolean
can_draw (const SchottGame *game)
{
  /* D-DRAW-1 */
  return game->n_draw > 0 || game->n_discard > 1;
}

static inline gboolean
can_fast_track (const SchottGame *game,
                guint             player)
{
  /* R-FAST-1 */
  return game->variant.fast_track &&
         game->fast_track_available[player] &&
         !game->fast_track_active[player] &&
         !game->exchanged_this_stage[player];
}

static inline gboolean
valid_pos (const SchottGame *game,
           gint              pos)
{
  return pos >= 0 && pos < game->row_length;
}

gboolean
schott_game_is_legal (const SchottGame   *game,
                      const SchottChoice *choice)
{
  gint who;

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (choice != NULL, FALSE);

  who = game->decider;
  switch (game->decision)
    {
    case SCHOTT_DECISION_TURN:
      switch (choice->action)
        {
        case SCHOTT_ACT_DRAW:
          return can_draw (game);
        case SCHOTT_ACT_TAKE_DISCARD:
          return game->n_discard > 0 && valid_pos (game, choice->a);
        case SCHOTT_ACT_EVENT:
          return choice->a >= 0 && choice->a < game->variant.events_per_player &&
                 game->events[who][choice->a].kind != SCHOTT_EVENT_NONE &&
                 !game->events[who][choice->a].played;
        case SCHOTT_ACT_FAST_TRACK:
          return can_fast_track (game, (guint) who);
        default:
          return FALSE;
        }

    case SCHOTT_DECISION_PLACE_DRAWN:
      if (choice->action == SCHOTT_ACT_PLACE)
        return valid_pos (game, choice->a);
      return choice->action == SCHOTT_ACT_DISCARD_DRAWN && game->variant.may_discard_drawn;

    case SCHOTT_DECISION_SWAP_OWN:
      /* D-SWAP-1: two different positions */
      return choice->action == SCHOTT_ACT_SWAP && valid_pos (game, choice->a) &&
             valid_pos (game, choice->b) && choice->a < choice->b;

    case SCHOTT_DECISION_NAME_PLAYER:
      return choice->action == SCHOTT_ACT_PLAYER && choice->a >= 0 &&
             choice->a < game->n_players && choice->a != game->active;

    case SCHOTT_DECISION_E5_EXCHANGE:
      return choice->action == SCHOTT_ACT_E5 && choice->a >= 0 &&
             choice->a < game->n_players && choice->a != game->active &&
             valid_pos (game, choice->b) && valid_pos (game, choice->c);

    case SCHOTT_DECISION_E8_BUILD:
      return choice->action == SCHOTT_ACT_E8 &&
             (choice->a == 0 || (choice->a == 1 && game->n_discard >= 2)) &&
             valid_pos (game, choice->b);

    case SCHOTT_DECISION_ANSWER:
      return choice->action == SCHOTT_ACT_ANSWER && choice->a >= 0 && choice->a <= 2;

    case SCHOTT_DECISION_NEXT_STAGE:
      return choice->action == SCHOTT_ACT_NEXT_STAGE;

    case SCHOTT_DECISION_NONE:
    default:
      return FALSE;
    }
}

guint
schott_game_legal_choices (const SchottGame *game,
                           SchottChoice     *out,
                           guint             max)
{
  guint n = 0;
  guint len;
  gint who;

#define ADD(act, va, vb, vc)                                            \
  G_STMT_START {                                                        \
    if (n < max)                                                        \
      out[n] = (SchottChoice) { (guint8) (act), (gint8) (va), (gint8) (vb), (gint8) (vc) }; \
    n++;                                                                \
  } G_STMT_END

  g_return_val_if_fail (game != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  len = game->row_length;
  who = game->decider;
  switch (game->decision)
    {
    case SCHOTT_DECISION_TURN:
      if (can_draw (game))
        ADD (SCHOTT_ACT_DRAW, 0, 0, 0);
      if (game->n_discard > 0)
        for (guint i = 0; i < len; i++)
          ADD (SCHOTT_ACT_TAKE_DISCARD, i, 0, 0);
      for (guint s = 0; s < game->variant.events_per_player; s++)
        if (game->events[who][s].kind != SCHOTT_EVENT_NONE && !game->events[who][s].played)
          ADD (SCHOTT_ACT_EVENT, s, 0, 0);
      if (can_fast_track (game, (guint) who))
        ADD (SCHOTT_ACT_FAST_TRACK, 0, 0, 0);
      break;

    case SCHOTT_DECISION_PLACE_DRAWN:
      for (guint i = 0; i < len; i++)
        ADD (SCHOTT_ACT_PLACE, i, 0, 0);
      if (game->variant.may_discard_drawn)
        ADD (SCHOTT_ACT_DISCARD_DRAWN, 0, 0, 0);
      break;

    case SCHOTT_DECISION_SWAP_OWN:
      for (guint a = 0; a < len; a++)
        for (guint b = a + 1; b < len; b++)
          ADD (SCHOTT_ACT_SWAP, a, b, 0);
      break;

    case SCHOTT_DECISION_NAME_PLAYER:
      for (guint p = 0; p < game->n_players; p++)
        if ((gint) p != game->active)
          ADD (SCHOTT_ACT_PLAYER, p, 0, 0);
      break;

    case SCHOTT_DECISION_E5_EXCHANGE:
      for (guint p = 0; p < game->n_players; p++)
        if ((gint) p != game->active)
          for (guint j = 0; j < len; j++)
            for (guint i = 0; i < len; i++)
              ADD (SCHOTT_ACT_E5, p, j, i);
      break;

    case SCHOTT_DECISION_E8_BUILD:
      for (guint which = 0; which < MIN (2u, game->n_discard); which++)
        for (guint i = 0; i < len; i++)
          ADD (SCHOTT_ACT_E8, which, i, 0);
      break;

    case SCHOTT_DECISION_ANSWER:
      for (guint a = 0; a < 3; a++)
        ADD (SCHOTT_ACT_ANSWER, a, 0, 0);
      break;

    case SCHOTT_DECISION_NEXT_STAGE:
      ADD (SCHOTT_ACT_NEXT_STAGE, 0, 0, 0);
      break;

    case SCHOTT_DECISION_NONE:
    default:
      break;
    }
#undef ADD
  return MIN (n, max);
}

/* ------------------------------------------------- what anyone may see */

const SchottCard *
schott_game_row (const SchottGame *game,
                 guint             player)
{
  g_return_val_if_fail (game != NULL && player < game->n_players, NULL);
  return game->rows[player];
}

guint
schott_game_row_score (const SchottGame *game,
                       guint             player)
{
  g_return_val_if_fail (game != NULL && player < game->n_players, 0);
  return schott_row_score (game->rows[player], game->row_length, game->max_value);
}

guint
schott_game_row_prefix (const SchottGame *game,
                        guint             player)
{
  g_return_val_if_fail (game != NULL && player < game->n_players, 0);
  return schott_row_prefix (game->rows[player], game->row_length, game->max_value);
}

gint
schott_game_discard_top (const SchottGame *game)
{
  g_return_val_if_fail (game != NULL, -1);
  if (game->n_discard == 0)
    return -1;
  return game->discard[game->n_discard - 1];
}

guint
schott_game_left_of (const SchottGame *game,
                     guint             player)
{
  g_return_val_if_fail (game != NULL && game->n_players > 0, 0);
  return left_of (game, player);
}

guint
schott_game_right_of (const SchottGame *game,
                      guint             player)
{
  g_return_val_if_fail (game != NULL && game->n_players > 0, 0);
  return (player + game->n_players - 1) % game->n_players;
}

/* ---------------------------------------------------------- text helpers */

static const char * const action_names[] = {
  [SCHOTT_ACT_DRAW] = "draw",
  [SCHOTT_ACT_TAKE_DISCARD] = "discard",
  [SCHOTT_ACT_EVENT] = "event",
  [SCHOTT_ACT_FAST_TRACK] = "fast-track",
  [SCHOTT_ACT_PLACE] = "place",
  [SCHOTT_ACT_DISCARD_DRAWN] = "discard-drawn",
  [SCHOTT_ACT_SWAP] = "swap",
  [SCHOTT_ACT_PLAYER] = "player",
  [SCHOTT_ACT_E5] = "e5",
  [SCHOTT_ACT_E8] = "e8",
  [SCHOTT_ACT_ANSWER] = "answer",
  [SCHOTT_ACT_NEXT_STAGE] = "next-stage",
};

/* how many numbers follow the '@' */
static const guint8 action_arity[] = {
  [SCHOTT_ACT_DRAW] = 0,
  [SCHOTT_ACT_TAKE_DISCARD] = 1,
  [SCHOTT_ACT_EVENT] = 1,
  [SCHOTT_ACT_FAST_TRACK] = 0,
  [SCHOTT_ACT_PLACE] = 1,
  [SCHOTT_ACT_DISCARD_DRAWN] = 0,
  [SCHOTT_ACT_SWAP] = 2,
  [SCHOTT_ACT_PLAYER] = 1,
  [SCHOTT_ACT_E5] = 3,
  [SCHOTT_ACT_E8] = 2,
  [SCHOTT_ACT_ANSWER] = 1,
  [SCHOTT_ACT_NEXT_STAGE] = 0,
};

const char *
schott_action_name (SchottAction action)
{
  if ((guint) action < G_N_ELEMENTS (action_names))
    return action_names[action];
  return "unknown";
}

const char *
schott_decision_name (SchottDecisionKind kind)
{
  static const char * const names[] = {
    [SCHOTT_DECISION_NONE] = "none",
    [SCHOTT_DECISION_TURN] = "turn",
    [SCHOTT_DECISION_PLACE_DRAWN] = "place-drawn",
    [SCHOTT_DECISION_SWAP_OWN] = "swap-own",
    [SCHOTT_DECISION_NAME_PLAYER] = "name-player",
    [SCHOTT_DECISION_E5_EXCHANGE] = "e5-exchange",
    [SCHOTT_DECISION_E8_BUILD] = "e8-build",
    [SCHOTT_DECISION_ANSWER] = "answer",
    [SCHOTT_DECISION_NEXT_STAGE] = "next-stage",
  };
  if ((guint) kind < G_N_ELEMENTS (names))
    return names[kind];
  return "unknown";
}

const char *
schott_phase_name (SchottPhase phase)
{
  static const char * const names[] = {
    [SCHOTT_PHASE_STAGE_SETUP] = "stage-setup",
    [SCHOTT_PHASE_TURN] = "turn",
    [SCHOTT_PHASE_DECISION] = "decision",
    [SCHOTT_PHASE_STAGE_SCORING] = "stage-scoring",
    [SCHOTT_PHASE_QUESTION] = "question",
    [SCHOTT_PHASE_GAME_OVER] = "game-over",
  };
  if ((guint) phase < G_N_ELEMENTS (names))
    return names[phase];
  return "unknown";
}

char *
schott_choice_to_string (const SchottChoice *choice)
{
  guint arity;
  const char *name;

  g_return_val_if_fail (choice != NULL, NULL);

  if (choice->action >= G_N_ELEMENTS (action_names))
    return g_strdup_printf ("unknown-%u", choice->action);
  name = action_names[choice->action];
  arity = action_arity[choice->action];
  switch (arity)
    {
    case 0:
      return g_strdup (name);
    case 1:
      return g_strdup_printf ("%s@%d", name, choice->a);
    case 2:
      return g_strdup_printf ("%s@%d,%d", name, choice->a, choice->b);
    default:
      return g_strdup_printf ("%s@%d,%d,%d", name, choice->a, choice->b, choice->c);
    }
}

gboolean
schott_choice_parse (const char   *text,
                     SchottChoice *choice)
{
  const char *at;
  gsize name_len;
  gint values[3] = { 0, 0, 0 };

  g_return_val_if_fail (choice != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  while (g_ascii_isspace (*text))
    text++;
  at = strchr (text, '@');
  name_len = at != NULL ? (gsize) (at - text) : strlen (text);
  while (at == NULL && name_len > 0 && g_ascii_isspace (text[name_len - 1]))
    name_len--;

  for (guint act = 0; act < G_N_ELEMENTS (action_names); act++)
    {
      const char *p;
      guint arity = action_arity[act];

      if (strlen (action_names[act]) != name_len ||
          g_ascii_strncasecmp (action_names[act], text, name_len) != 0)
        continue;
      if ((arity == 0) != (at == NULL))
        return FALSE;

      p = at != NULL ? at + 1 : NULL;
      for (guint i = 0; i < arity; i++)
        {
          char *end;
          gint64 v;

          if (!g_ascii_isdigit (*p) && *p != '-')
            return FALSE;
          v = g_ascii_strtoll (p, &end, 10);
          if (end == p || v < G_MININT8 || v > G_MAXINT8)
            return FALSE;
          values[i] = (gint) v;
          p = end;
          if (i + 1 < arity)
            {
              if (*p != ',')
                return FALSE;
              p++;
            }
        }
      if (p != NULL)
        {
          while (g_ascii_isspace (*p))
            p++;
          if (*p != '\0')
            return FALSE;
        }
      choice->action = (guint8) act;
      choice->a = (gint8) values[0];
      choice->b = (gint8) values[1];
      choice->c = (gint8) values[2];
      return TRUE;
    }
  return FALSE;
}
