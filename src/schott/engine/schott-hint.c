/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-hint.c: hints whose every claim is checked. The expert's choice
 * on the player's view, then what it claims (the row's score now and
 * after, the card and the position it relies on, the best score any choice
 * in sight reaches, the risk of an unknown event), then words made from
 * those claims alone. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-ai-explain.h"
#include "schott-engine.h"

typedef struct
{
  guint player;
  guint bonus;
  gboolean completed;
} OutcomeLog;

static void
outcome_log_cb (const SchottLogEntry *entry,
                gpointer              user_data)
{
  OutcomeLog *log = user_data;

  if (entry->kind == SCHOTT_LOG_BONUS && entry->player == (gint) log->player)
    log->bonus += (guint) MAX (entry->amount, 0);
  else if (entry->kind == SCHOTT_LOG_ROW_COMPLETED && entry->player == (gint) log->player)
    log->completed = TRUE;
}

/* Does the choice's effect on the player's own row follow from what is in
 * sight? A draw and an event depend on hidden cards. */
static gboolean
outcome_is_known (const SchottChoice *choice)
{
  switch ((SchottAction) choice->action)
    {
    case SCHOTT_ACT_TAKE_DISCARD:
    case SCHOTT_ACT_PLACE:
    case SCHOTT_ACT_DISCARD_DRAWN:
    case SCHOTT_ACT_SWAP:
    case SCHOTT_ACT_PLAYER:
    case SCHOTT_ACT_E5:
    case SCHOTT_ACT_E8:
    case SCHOTT_ACT_FAST_TRACK:
      return TRUE;
    case SCHOTT_ACT_DRAW:
    case SCHOTT_ACT_EVENT:
    case SCHOTT_ACT_ANSWER:
    case SCHOTT_ACT_NEXT_STAGE:
    default:
      return FALSE;
    }
}

/* The own position a choice fills, -1 for none. */
static gint
own_position (const SchottChoice *choice)
{
  switch ((SchottAction) choice->action)
    {
    case SCHOTT_ACT_TAKE_DISCARD:
    case SCHOTT_ACT_PLACE:
      return choice->a;
    case SCHOTT_ACT_E5:
      return choice->c;
    case SCHOTT_ACT_E8:
      return choice->b;
    default:
      return -1;
    }
}

/* The row score, bonus and completion after a choice with a known outcome,
 * played out on a copy of the view's game (nothing hidden is used: an
 * exchange, a swap, a placement). */
static void
outcome_of (const SchottGame   *game,
            guint               player,
            const SchottChoice *choice,
            guint              *score,
            guint              *bonus,
            gboolean           *completes)
{
  SchottGame after = *game;
  OutcomeLog log = { player, 0, FALSE };

  if (!schott_game_decide (&after, choice, outcome_log_cb, &log, NULL))
    g_assert_not_reached ();
  *score = schott_row_score (after.rows[player], after.row_length, after.max_value);
  *bonus = log.bonus;
  *completes = log.completed;
}

/* The legal choices of the sub-step. */
static guint
step_choices (const SchottGame *game,
              SchottHintStep    step,
              SchottChoice     *out,
              guint             max)
{
  SchottChoice all[SCHOTT_MAX_CHOICES];
  guint n = schott_game_legal_choices (game, all, G_N_ELEMENTS (all));
  guint kept = 0;

  for (guint i = 0; i < n && kept < max; i++)
    if (step == SCHOTT_HINT_STEP_DECISION || all[i].action == SCHOTT_ACT_TAKE_DISCARD)
      out[kept++] = all[i];
  return kept;
}

/* The expert's choice in the sub-step. With the discard picked up, the
 * expert is asked where it would put that card had it drawn it. */
static SchottChoice
expert_choice (const SchottView *view,
               SchottHintStep    step)
{
  SchottAi ai;

  /* its own dice: the same view, the same hint */
  schott_ai_init (&ai, SCHOTT_AI_EXPERT, 0, view->player);
  if (step == SCHOTT_HINT_STEP_DISCARD_TAKEN)
    {
      SchottView holding = *view;
      SchottChoice place;

      holding.game.decision = SCHOTT_DECISION_PLACE_DRAWN;
      holding.game.phase = SCHOTT_PHASE_DECISION;
      holding.game.has_drawn = TRUE;
      holding.game.drawn = view->game.discard[view->game.n_discard - 1];
      holding.game.n_discard--;
      holding.game.variant.may_discard_drawn = FALSE;
      place = schott_ai_choose (&ai, &holding);
      return (SchottChoice) { SCHOTT_ACT_TAKE_DISCARD, place.a, 0, 0 };
    }
  return schott_ai_choose (&ai, view);
}

gboolean
schott_hint_compute (const SchottView *view,
                     SchottHintStep    step,
                     SchottHint       *hint)
{
  const SchottGame *game;
  SchottChoice choices[SCHOTT_MAX_CHOICES];
  guint n, me;
  gboolean legal = FALSE;

  g_return_val_if_fail (view != NULL && hint != NULL, FALSE);

  game = &view->game;
  memset (hint, 0, sizeof *hint);
  if (schott_game_is_over (game) || schott_game_decider (game) != (gint) view->player
      || game->decision == SCHOTT_DECISION_ANSWER)
    return FALSE;
  if (step == SCHOTT_HINT_STEP_DISCARD_TAKEN
      && (game->decision != SCHOTT_DECISION_TURN || game->n_discard == 0))
    return FALSE;
  n = step_choices (game, step, choices, G_N_ELEMENTS (choices));
  if (n == 0)
    return FALSE;

  me = view->player;
  hint->decision = game->decision;
  hint->step = (guint8) step;
  hint->player = (guint8) me;
  hint->choice = expert_choice (view, step);
  for (guint i = 0; i < n; i++)
    legal |= memcmp (&choices[i], &hint->choice, sizeof choices[i]) == 0;
  if (!legal)
    hint->choice = choices[0];

  hint->score_now = (guint8) schott_game_row_score (game, me);
  hint->best_known_score = hint->score_now;
  hint->best_known_position = -1;
  for (guint i = 0; i < n; i++)
    if (outcome_is_known (&choices[i]))
      {
        guint score, bonus;
        gboolean completes;

        outcome_of (game, me, &choices[i], &score, &bonus, &completes);
        if (score > hint->best_known_score)
          {
            hint->best_known_score = (guint8) score;
            hint->best_known_position = (gint8) own_position (&choices[i]);
          }
      }

  hint->outcome_known = outcome_is_known (&hint->choice);
  if (hint->outcome_known)
    {
      guint score, bonus;
      gboolean completes;

      outcome_of (game, me, &hint->choice, &score, &bonus, &completes);
      hint->score_after = (guint8) score;
      hint->bonus = (guint8) MIN (bonus, 255u);
      hint->completes = completes;
    }

  hint->position = (gint8) own_position (&hint->choice);
  hint->other_player = -1;
  switch ((SchottAction) hint->choice.action)
    {
    case SCHOTT_ACT_TAKE_DISCARD:
      hint->has_card = TRUE;
      hint->card = game->discard[game->n_discard - 1];
      break;
    case SCHOTT_ACT_PLACE:
    case SCHOTT_ACT_DISCARD_DRAWN:
      hint->has_card = TRUE;
      hint->card = game->drawn;
      break;
    case SCHOTT_ACT_E8:
      hint->has_card = TRUE;
      hint->card = game->discard[game->n_discard - 1 - hint->choice.a];
      break;
    case SCHOTT_ACT_E5:
      hint->has_card = TRUE;
      hint->card = game->rows[hint->choice.a][hint->choice.b];
      hint->other_player = hint->choice.a;
      break;
    case SCHOTT_ACT_PLAYER:
      hint->other_player = hint->choice.a;
      break;
    default:
      break;
    }

  /* Near the finish an unknown event can hand an opponent the game: said
   * only where an event could be played now. */
  hint->risk_player = -1;
  if (step == SCHOTT_HINT_STEP_DECISION && game->decision == SCHOTT_DECISION_TURN)
    {
      gboolean event_legal = FALSE;

      for (guint i = 0; i < n; i++)
        event_legal |= choices[i].action == SCHOTT_ACT_EVENT;
      if (event_legal)
        {
          double chance = 0.0;
          gint risky = schott_ai_event_risk (game, &chance);

          if (risky >= 0 && risky != (gint) me)
            {
              hint->risk_player = (gint8) risky;
              hint->risk_percent = (guint8) CLAMP ((gint) (chance * 100.0 + 0.5), 1, 100);
            }
        }
    }
  return TRUE;
}

/* ---------------------------------------------------------------- words */

static char *
card_text (SchottCard card)
{
  if (card == SCHOTT_JOKER)
    /* Translators: the short label of a joker card */
    return g_strdup (C_("card", "J"));
  return g_strdup_printf ("%u", (guint) card);
}

static char *
player_text (const char * const *names,
             gint                player)
{
  if (names != NULL)
    for (gint i = 0; names[i] != NULL; i++)
      if (i == player)
        return g_strdup (names[i]);
  /* Translators: a seat when its player's name is not known */
  return g_strdup_printf (_("Player %d"), player + 1);
}

static char *
move_text (const SchottHint   *hint,
           const char * const *names)
{
  const SchottChoice *c = &hint->choice;
  g_autofree char *card = hint->has_card ? card_text (hint->card) : NULL;

  switch ((SchottAction) c->action)
    {
    case SCHOTT_ACT_DRAW:
      return g_strdup (_("Draw the top card of the draw pile"));
    case SCHOTT_ACT_TAKE_DISCARD:
      return g_strdup_printf (_("Take the %s from the discard pile into position %d"), card, c->a + 1);
    case SCHOTT_ACT_EVENT:
      return g_strdup_printf (_("Play face-down event card %d"), c->a + 1);
    case SCHOTT_ACT_FAST_TRACK:
      return g_strdup (_("Play the Fast Track card"));
    case SCHOTT_ACT_PLACE:
      return g_strdup_printf (_("Put the drawn %s into position %d"), card, c->a + 1);
    case SCHOTT_ACT_DISCARD_DRAWN:
      return g_strdup_printf (_("Discard the drawn %s"), card);
    case SCHOTT_ACT_SWAP:
      return g_strdup_printf (_("Swap the cards in positions %d and %d"), c->a + 1, c->b + 1);
    case SCHOTT_ACT_PLAYER:
      {
        g_autofree char *who = player_text (names, c->a);

        return g_strdup_printf (_("Name %s"), who);
      }
    case SCHOTT_ACT_E5:
      {
        g_autofree char *who = player_text (names, c->a);

        /* Translators: "Take Ana's 23 (position 4) into your position 2" */
        return g_strdup_printf (_("Take %s's %s (position %d) into your position %d"),
                                who, card, c->b + 1, c->c + 1);
      }
    case SCHOTT_ACT_E8:
      if (c->a == 0)
        return g_strdup_printf (_("Build the top discard, the %s, into position %d"), card, c->b + 1);
      return g_strdup_printf (_("Build the second discard, the %s, into position %d"), card, c->b + 1);
    case SCHOTT_ACT_NEXT_STAGE:
      return g_strdup (_("Start the next stage"));
    case SCHOTT_ACT_ANSWER:
    default:
      return g_strdup (_("Unknown move"));
    }
}

static char *
reason_text (const SchottHint *hint)
{
  guint now = hint->score_now, after = hint->score_after, best = hint->best_known_score;

  if (hint->outcome_known && hint->completes)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "completes your row, which scores %u",
                                         "completes your row, which scores %u", after),
                            after);
  if (hint->outcome_known && after != now && hint->bonus > 0)
    /* Translators: "your row would score 5 instead of 3, and the run moves you 2 fields at once" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "your row would score %u instead of %u, and the run moves you %u field at once",
                                         "your row would score %u instead of %u, and the run moves you %u fields at once",
                                         hint->bonus),
                            after, now, (guint) hint->bonus);
  if (hint->outcome_known && after != now)
    return g_strdup_printf (_("your row would score %u instead of %u"), after, now);
  if (hint->outcome_known && hint->bonus > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "the run moves you %u field at once (consecutive bonus)",
                                         "the run moves you %u fields at once (consecutive bonus)",
                                         hint->bonus),
                            (guint) hint->bonus);

  switch ((SchottAction) hint->choice.action)
    {
    case SCHOTT_ACT_DRAW:
      if (best > now)
        /* Translators: the best sure exchange and the row's score now */
        return g_strdup_printf (_("the discard would make your row score %u instead of %u; a drawn card may do more"),
                                best, now);
      return g_strdup_printf (_("the discard would not raise your row’s score of %u; a drawn card might"), now);
    case SCHOTT_ACT_EVENT:
      if (best > now)
        return g_strdup_printf (_("the discard would make your row score %u instead of %u; an event card may help you more"),
                                best, now);
      return g_strdup_printf (_("the discard would not raise your row’s score of %u; an event card may help you more"),
                              now);
    case SCHOTT_ACT_FAST_TRACK:
      return g_strdup (_("your row scores double this stage"));
    case SCHOTT_ACT_NEXT_STAGE:
      return g_strdup (_("the stage is over"));
    default:
      break;
    }
  if (hint->outcome_known && best > after && hint->best_known_position >= 0)
    /* Translators: the row's score, then another position and the score it would give */
    return g_strdup_printf (_("your row keeps scoring %u; position %d would make it %u at once, but this keeps the row easier to build on"),
                            after, hint->best_known_position + 1, best);
  if (hint->outcome_known && best > after)
    return g_strdup_printf (_("your row keeps scoring %u; another choice would make it %u at once, but this keeps the row easier to build on"),
                            after, best);
  if (hint->outcome_known)
    return g_strdup_printf (_("your row keeps scoring %u, the most any choice now gives"), after);
  return g_strdup (_("prepares a better row for later"));
}

char *
schott_hint_to_text (const SchottHint   *hint,
                     const char * const *names)
{
  g_autofree char *what = NULL;
  g_autofree char *why = NULL;

  g_return_val_if_fail (hint != NULL, NULL);

  what = move_text (hint, names);
  why = reason_text (hint);
  if (hint->risk_player >= 0)
    {
      g_autofree char *who = player_text (names, hint->risk_player);
      char *longer;

      if (hint->choice.action == SCHOTT_ACT_EVENT)
        /* Translators: appended to a hint; %s: a player's name */
        longer = g_strdup_printf (_("%s; risky: an event could move %s onto the finish"), why, who);
      else
        /* Translators: appended to a hint; %s: a player's name */
        longer = g_strdup_printf (_("%s; no event card now: one could move %s onto the finish"), why, who);
      g_free (why);
      why = longer;
    }
  /* Translators: a hint: "<move>: <reason>", e.g. "Take the 17 from the
   * discard pile into position 5: keeps a 5-card ascending start" */
  return g_strdup_printf (_("%s: %s"), what, why);
}

char *
schott_hint_to_json (const SchottHint *hint)
{
  g_autofree char *choice = NULL;
  GString *out;

  g_return_val_if_fail (hint != NULL, NULL);

  choice = schott_choice_to_string (&hint->choice);
  out = g_string_new ("{");
  g_string_append_printf (out, "\"decision\": \"%s\", \"step\": \"%s\", \"player\": %u, \"choice\": \"%s\", ",
                          schott_decision_name (hint->decision),
                          hint->step == SCHOTT_HINT_STEP_DISCARD_TAKEN ? "discard-taken" : "decision",
                          (guint) hint->player, choice);
  g_string_append_printf (out, "\"score_now\": %u, \"outcome_known\": %s, ",
                          (guint) hint->score_now, hint->outcome_known ? "true" : "false");
  if (hint->outcome_known)
    g_string_append_printf (out, "\"score_after\": %u, \"bonus\": %u, \"completes\": %s, ",
                            (guint) hint->score_after, (guint) hint->bonus,
                            hint->completes ? "true" : "false");
  g_string_append_printf (out, "\"best_known_score\": %u, \"best_known_position\": %d, ",
                          (guint) hint->best_known_score, hint->best_known_position);
  if (hint->has_card)
    g_string_append_printf (out, "\"card\": %u, ", (guint) hint->card);
  g_string_append_printf (out, "\"position\": %d, \"other_player\": %d, \"risk_player\": %d, \"risk_percent\": %u}",
                          hint->position, hint->other_player, hint->risk_player, (guint) hint->risk_percent);
  return g_string_free (out, FALSE);
}
