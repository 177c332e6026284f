/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-ai-explain.c: hints, one line of why a choice is good, and the
 * risk of a face-down event, both from the expert player's point of view. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "schott-ai-explain.h"
#include "schott-ai-strong-private.h"

/* ----------------------------------------------------------------- hints */

/* "17-18" or "17-18-19": the run through pos. */
static char *
run_text (const SchottCard *row,
          guint             len,
          guint             pos)
{
  GString *text = g_string_new (NULL);
  guint start = 0;
  guint run = schott_row_run_at (row, len, pos, &start);

  for (guint i = start; i < start + run && i < len; i++)
    g_string_append_printf (text, i == start ? "%u" : "-%u", row[i]);
  return g_string_free (text, FALSE);
}

static char *
explain_placement (StrongCtx  *ctx,
                   SchottCard  card,
                   guint       pos)
{
  const SchottGame *game = ctx->game;
  SchottCard row[SCHOTT_MAX_ROW];
  guint before = schott_row_score (game->rows[ctx->me], ctx->len, ctx->max_value);
  guint after, run = 0;
  StrongRowInfo info;
  char *prefix_part;
  char *line;

  memcpy (row, game->rows[ctx->me], sizeof row);
  row[pos] = card;
  after = schott_row_score (row, ctx->len, ctx->max_value);
  info = strong_row_info (ctx, ctx->me, row);
  strong_bonus_at (ctx, row, pos, &run);

  if (schott_row_is_ascending (row, ctx->len, ctx->max_value))
    return g_strdup (_("completes the row and ends the stage"));

  if (after > before)
    prefix_part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "makes a %u-card prefix",
                                                "makes a %u-card prefix", after), after);
  else if (after == before)
    prefix_part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "keeps a %u-card prefix",
                                                "keeps a %u-card prefix", after), after);
  else
    prefix_part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "shortens the prefix to %u card",
                                                "shortens the prefix to %u cards", after), after);

  if (run >= 2)
    {
      g_autofree char *runs = run_text (row, ctx->len, pos);

      /* TRANSLATORS: first %s: "keeps a 5-card prefix", second %s: the run,
       * e.g. "17-18", %u: fields moved */
      line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s and makes %s: +%u field",
                                           "%s and makes %s: +%u fields", run - 1),
                              prefix_part, runs, run - 1);
    }
  else
    {
      guint turns = (guint) (info.mean + 0.5);

      /* TRANSLATORS: %s: "keeps a 5-card prefix", %u: estimated turns */
      line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s; the row needs about %u more turn",
                                           "%s; the row needs about %u more turns", turns),
                              prefix_part, turns);
    }
  g_free (prefix_part);
  return line;
}

char *
schott_ai_explain (const SchottGame   *game,
                   const SchottChoice *choice)
{
  StrongCtx ctx;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (choice != NULL, NULL);

  if (schott_game_decider (game) < 0)
    return g_strdup (_("the game is over"));

  strong_ctx_init (&ctx, game, SCHOTT_AI_EXPERT);

  switch ((SchottAction) choice->action)
    {
    case SCHOTT_ACT_TAKE_DISCARD:
      {
        gint top = schott_game_discard_top (game);

        if (top < 0 || choice->a < 0 || (guint) choice->a >= ctx.len)
          break;
        return explain_placement (&ctx, (SchottCard) top, (guint) choice->a);
      }

    case SCHOTT_ACT_PLACE:
      if (choice->a < 0 || (guint) choice->a >= ctx.len || !game->has_drawn)
        break;
      return explain_placement (&ctx, game->drawn, (guint) choice->a);

    case SCHOTT_ACT_DRAW:
      {
        gint top = schott_game_discard_top (game);
        double take = top >= 0 ? strong_best_place (&ctx, (SchottCard) top, NULL) : -HUGE_VAL;
        double draw = strong_draw_score (&ctx);

        if (top < 0)
          return g_strdup (_("there is no discard to take"));
        if (draw >= take)
          return g_strdup_printf (_("the discard %d helps less than a blind draw on average"),
                                  top);
        return g_strdup_printf (_("a blind draw is a gamble: the discard %d is the surer card"),
                                top);
      }

    case SCHOTT_ACT_DISCARD_DRAWN:
      return g_strdup_printf (_("%u fits nowhere without breaking the row"),
                              (guint) game->drawn);

    case SCHOTT_ACT_EVENT:
      {
        double gain = strong_event_score (&ctx) - ctx.objective;

        return g_strdup_printf (_("an unknown event is worth about %+.1f fields on average"),
                                gain);
      }

    case SCHOTT_ACT_FAST_TRACK:
      return g_strdup (_("doubles this stage's score: play it on a stage that looks good"));

    case SCHOTT_ACT_SWAP:
      {
        SchottCard row[SCHOTT_MAX_ROW];
        guint after;

        if (choice->a < 0 || choice->b < 0
            || (guint) choice->a >= ctx.len || (guint) choice->b >= ctx.len)
          break;
        memcpy (row, game->rows[ctx.me], sizeof row);
        row[choice->a] = game->rows[ctx.me][choice->b];
        row[choice->b] = game->rows[ctx.me][choice->a];
        after = schott_row_score (row, ctx.len, ctx.max_value);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "the swap leaves a %u-card prefix",
                                             "the swap leaves a %u-card prefix", after),
                                after);
      }

    case SCHOTT_ACT_PLAYER:
      return g_strdup (_("a forced swap helps that player least"));

    case SCHOTT_ACT_E5:
      if (choice->a < 0 || (guint) choice->a >= ctx.n_players
          || choice->b < 0 || (guint) choice->b >= ctx.len
          || choice->c < 0 || (guint) choice->c >= ctx.len)
        break;
      return explain_placement (&ctx, game->rows[choice->a][choice->b], (guint) choice->c);

    case SCHOTT_ACT_E8:
      if (choice->a < 0 || (guint) choice->a >= MIN (2u, game->n_discard)
          || choice->b < 0 || (guint) choice->b >= ctx.len)
        break;
      return explain_placement (&ctx, game->discard[game->n_discard - 1 - choice->a],
                                (guint) choice->b);

    case SCHOTT_ACT_ANSWER:
      return g_strdup (_("pick the answer you believe is right"));

    case SCHOTT_ACT_NEXT_STAGE:
      return g_strdup (_("on to the next stage"));

    default:
      break;
    }

  return g_strdup (_("no hint for this choice"));
}

gint
schott_ai_event_risk (const SchottGame *game,
                      double           *chance)
{
  StrongCtx ctx;
  gint who = -1;
  double risk;

  g_return_val_if_fail (game != NULL, -1);

  if (chance != NULL)
    *chance = 0.0;
  if (schott_game_decider (game) < 0 || game->variant.route_length == 0)
    return -1;
  strong_ctx_init (&ctx, game, SCHOTT_AI_EXPERT);
  risk = strong_event_win_risk (&ctx, &who);
  if (chance != NULL)
    *chance = risk;
  return who;
}
