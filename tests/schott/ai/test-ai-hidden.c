/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ai-hidden.c: the computer players and the hint are honest by
 * construction: they see a player's view (SchottView), and in thousands
 * of positions of every level, changing only what that player may not
 * know (the draw pile's order, unrevealed events, the seed and the
 * generator, where the right answer is shown) changes neither the view
 * nor a decision. A deliberately peeking player, run through the same
 * check, is caught. */
#include "config.h"

#include <string.h>

#include "schott-engine.h"

#ifdef SCHOTT_SANITIZED
# define SCALE 4
#else
# define SCALE 1
#endif

#define AI_SEED G_GUINT64_CONSTANT (4242)

/* A decision maker under test: given the whole game, what does it choose?
 * Honest ones build the decider's view first. */
typedef SchottChoice (*ChooseFunc) (const SchottGame *game, SchottAiLevel level);

static SchottChoice
honest_choose (const SchottGame *game,
               SchottAiLevel     level)
{
  SchottAi ai;

  schott_ai_init (&ai, level, AI_SEED, (guint) schott_game_decider (game));
  return schott_ai_choose_in_game (&ai, game);
}

/* Peeks at the top of the draw pile: draws when that card would raise
 * its row's score, else plays as the level would. */
static SchottChoice
peeking_choose (const SchottGame *game,
                SchottAiLevel     level)
{
  guint me = (guint) schott_game_decider (game);

  if (game->decision == SCHOTT_DECISION_TURN && game->n_draw > 0)
    {
      SchottCard row[SCHOTT_MAX_ROW];
      SchottCard top = game->draw[game->n_draw - 1];
      guint now = schott_game_row_score (game, me);

      for (guint pos = 0; pos < game->row_length; pos++)
        {
          memcpy (row, game->rows[me], sizeof row);
          row[pos] = top;
          if (schott_row_score (row, game->row_length, game->max_value) > now)
            return (SchottChoice) { SCHOTT_ACT_DRAW, 0, 0, 0 };
        }
      /* and keeps away from a useless draw */
      if (schott_game_discard_top (game) >= 0)
        return (SchottChoice) { SCHOTT_ACT_TAKE_DISCARD, (gint8) (game->row_length - 1), 0, 0 };
    }
  return honest_choose (game, level);
}

/* A copy of game in which only what player may not know is different. */
static void
change_hidden (const SchottGame *game,
               guint             player,
               SwRng            *rng,
               SchottGame       *other)
{
  *other = *game;

  /* R-STAGE-1: another order of the draw pile */
  sw_rng_shuffle_bytes (rng, other->draw, other->n_draw);
  /* the drawn card, if somebody else holds it: another unseen card */
  if (other->has_drawn && (guint) other->active != player && other->n_draw > 0)
    {
      guint i = sw_rng_below (rng, other->n_draw);
      SchottCard card = other->draw[i];

      other->draw[i] = other->drawn;
      other->drawn = card;
    }
  /* R-STAGE-2: other kinds for every unrevealed event card */
  for (guint p = 0; p < other->n_players; p++)
    for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
      if (!other->events[p][s].played && other->events[p][s].kind != SCHOTT_EVENT_NONE)
        other->events[p][s].kind = (SchottEventKind) (1 + sw_rng_below (rng, SCHOTT_N_EVENT_KINDS));
  /* the seed and the generator */
  other->seed = ((guint64) sw_rng_next (rng) << 32) | sw_rng_next (rng);
  other->rng.state = ((guint64) sw_rng_next (rng) << 32) | sw_rng_next (rng);
  other->rng.inc = (((guint64) sw_rng_next (rng) << 32) | sw_rng_next (rng)) | 1u;
  /* where the right answer is shown, unless this player must answer it */
  if (!(other->decision == SCHOTT_DECISION_ANSWER && other->decider == (gint) player))
    other->question_right = (guint8) sw_rng_below (rng, 3);
}

typedef struct
{
  guint positions;
  guint changed;   /* decisions that changed with hidden information */
} Tally;

/* Plays seeded games (mostly sensible moves, some random ones) and, at
 * every decision of a computer, compares choose() on the position and on
 * copies with other hidden information. */
static void
check_positions (ChooseFunc    choose,
                 SchottAiLevel level,
                 guint         n_wanted,
                 gboolean      check_views,
                 Tally        *tally)
{
  const char *variants[] = { "schott", "classic" };

  memset (tally, 0, sizeof *tally);
  for (guint g = 0; tally->positions < n_wanted; g++)
    {
      SchottVariant variant;
      SchottGame game;
      SwRng rng;
      SchottAi mover;
      guint players = 2 + g % 3;

      g_assert_true (schott_variant_init_named (&variant, variants[g % 5 == 4]));
      g_assert_true (schott_game_init (&game, &variant, players, 7000 + g, NULL));
      sw_rng_seed (&rng, g, 77);
      schott_ai_init (&mover, SCHOTT_AI_NORMAL, g, 0);

      for (guint step = 0; step < 600 && !schott_game_is_over (&game)
                           && tally->positions < n_wanted; step++)
        {
          SchottChoice legal[SCHOTT_MAX_CHOICES];
          guint n = schott_game_legal_choices (&game, legal, SCHOTT_MAX_CHOICES);
          guint me = (guint) schott_game_decider (&game);
          SchottChoice c;

          g_assert_cmpuint (n, >, 0);
          /* every third position, not the trivial NEXT_STAGE */
          if (step % 3 == 0 && game.decision != SCHOTT_DECISION_NEXT_STAGE)
            {
              SchottChoice mine = choose (&game, level);
              gboolean differs = FALSE;

              for (guint k = 0; k < 2; k++)
                {
                  SchottGame other;
                  SchottChoice theirs;

                  change_hidden (&game, me, &rng, &other);
                  theirs = choose (&other, level);
                  differs |= memcmp (&mine, &theirs, sizeof mine) != 0;
                  if (check_views)
                    {
                      SchottView a, b, c_plain, d_plain;

                      schott_ai_view (&game, &a);
                      schott_ai_view (&other, &b);
                      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
                      /* every player's plain view, too */
                      for (guint p = 0; p < game.n_players; p++)
                        {
                          SchottGame third;

                          change_hidden (&game, p, &rng, &third);
                          schott_view_init (&c_plain, &game, p);
                          schott_view_init (&d_plain, &third, p);
                          g_assert_cmpmem (&c_plain, sizeof c_plain, &d_plain, sizeof d_plain);
                        }
                    }
                }
              tally->positions++;
              tally->changed += differs;
            }
          c = sw_rng_chance (&rng, 25) ? legal[sw_rng_below (&rng, n)]
                                       : schott_ai_choose_in_game (&mover, &game);
          g_assert_true (schott_game_decide (&game, &c, NULL, NULL, NULL));
        }
    }
}

static void
test_hidden_level (gconstpointer data)
{
  SchottAiLevel level = (SchottAiLevel) GPOINTER_TO_UINT (data);
  guint n = (level >= SCHOTT_AI_HARD ? 3000 : 5000) / SCALE;
  Tally tally;

  check_positions (honest_choose, level, n, level == SCHOTT_AI_EASY, &tally);
  g_test_message ("%s: %u positions, %u decisions changed with hidden information",
                  schott_ai_level_name (level), tally.positions, tally.changed);
  g_assert_cmpuint (tally.positions, >=, n);
  g_assert_cmpuint (tally.changed, ==, 0);
}

/* The control: the same check sees a player that peeks. */
static void
test_hidden_catches_peeker (void)
{
  guint n = 2000 / SCALE;
  Tally tally;

  check_positions (peeking_choose, SCHOTT_AI_NORMAL, n, FALSE, &tally);
  g_test_message ("peeking player: %u positions, %u decisions changed (%.1f %%)",
                  tally.positions, tally.changed, 100.0 * tally.changed / tally.positions);
  g_assert_cmpuint (tally.changed, >, tally.positions / 20);
}

/* The hint is the same whatever is hidden (both sub-steps). */
static SchottChoice
hint_choose (const SchottGame *game,
             SchottAiLevel     level)
{
  SchottView view;
  SchottHint a, b;
  gboolean has_a, has_b;

  schott_view_init (&view, game, (guint) schott_game_decider (game));
  has_a = schott_hint_compute (&view, SCHOTT_HINT_STEP_DECISION, &a);
  has_b = schott_hint_compute (&view, SCHOTT_HINT_STEP_DISCARD_TAKEN, &b);
  /* folds both hints, every claim, into the "choice" compared */
  {
    guint32 h = 2166136261u;
    const guint8 *bytes;

    bytes = (const guint8 *) &a;
    for (gsize i = 0; has_a && i < sizeof a; i++)
      h = (h ^ bytes[i]) * 16777619u;
    bytes = (const guint8 *) &b;
    for (gsize i = 0; has_b && i < sizeof b; i++)
      h = (h ^ bytes[i]) * 16777619u;
    return (SchottChoice) { (guint8) h, (gint8) (h >> 8), (gint8) (h >> 16), (gint8) (h >> 24) };
  }
}

static void
test_hidden_hint (void)
{
  guint n = 4000 / SCALE;
  Tally tally;

  check_positions (hint_choose, SCHOTT_AI_EXPERT, n, FALSE, &tally);
  g_test_message ("hint: %u positions, %u hints changed with hidden information",
                  tally.positions, tally.changed);
  g_assert_cmpuint (tally.changed, ==, 0);
}

/* What a view holds: nothing hidden, every card once. */
static void
test_view_contents (void)
{
  for (guint g = 0; g < 60; g++)
    {
      SchottVariant variant;
      SchottGame game;
      SwRng rng;
      SchottAi mover;

      g_assert_true (schott_variant_init_named (&variant, "schott"));
      g_assert_true (schott_game_init (&game, &variant, 2 + g % 3, 300 + g, NULL));
      sw_rng_seed (&rng, g, 78);
      schott_ai_init (&mover, SCHOTT_AI_NORMAL, g, 0);
      for (guint step = 0; step < 300 && !schott_game_is_over (&game); step++)
        {
          SchottChoice c;

          for (guint p = 0; p < game.n_players; p++)
            {
              SchottView view;
              guint count_game[256] = { 0, }, count_view[256] = { 0, };

              schott_view_init (&view, &game, p);
              g_assert_cmpuint (view.player, ==, p);
              g_assert_false (view.answer_known);
              g_assert_cmpuint (view.game.seed, ==, 0);
              g_assert_cmpuint (view.game.rng.state, ==, 0);
              g_assert_cmpuint (view.game.rng.inc, ==, 0);
              g_assert_cmpuint (view.game.question_right, ==, 0);
              g_assert_cmpuint (view.game.n_draw, ==, game.n_draw);
              for (guint i = 1; i < view.game.n_draw; i++)
                g_assert_cmpuint (view.game.draw[i - 1], <=, view.game.draw[i]);
              for (guint q = 0; q < game.n_players; q++)
                for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
                  {
                    const SchottEventSlot *slot = &view.game.events[q][s];

                    if (game.events[q][s].played || game.events[q][s].kind == SCHOTT_EVENT_NONE)
                      g_assert_cmpint (slot->kind, ==, game.events[q][s].kind);
                    else
                      g_assert_cmpint (slot->kind, ==, SCHOTT_EVENT_HIDDEN);
                  }
              /* R-COMP-1: every card once, in the view as in the game */
              for (guint i = 0; i < game.n_draw; i++)
                {
                  count_game[game.draw[i]]++;
                  count_view[view.game.draw[i]]++;
                }
              if (game.has_drawn)
                {
                  count_game[game.drawn]++;
                  count_view[view.game.drawn]++;
                  if ((guint) game.active == p)
                    g_assert_cmpuint (view.game.drawn, ==, game.drawn);
                }
              g_assert_cmpmem (count_game, sizeof count_game, count_view, sizeof count_view);
              g_assert_cmpmem (view.game.rows, sizeof view.game.rows, game.rows, sizeof game.rows);
              g_assert_cmpmem (view.game.discard, game.n_discard, game.discard, game.n_discard);
            }
          c = schott_ai_choose_in_game (&mover, &game);
          g_assert_true (schott_game_decide (&game, &c, NULL, NULL, NULL));
        }
    }
}

/* R-Q-3: only a computer seat that must answer is told where the answer
 * is; with a plain view a computer can only guess. */
static void
test_view_answer (void)
{
  guint asked = 0, right_known = 0, right_guess = 0;

  for (guint g = 0; g < 400 && asked < 300; g++)
    {
      SchottVariant variant;
      SchottGame game;
      SchottAi mover;

      schott_variant_init_default (&variant);
      g_assert_true (schott_game_init (&game, &variant, 2, 900 + g, NULL));
      schott_ai_init (&mover, SCHOTT_AI_NORMAL, g, 0);
      while (!schott_game_is_over (&game))
        {
          SchottChoice c;

          if (game.decision == SCHOTT_DECISION_ANSWER)
            {
              SchottView known, plain;
              SchottAi expert;
              SchottChoice k, p;

              schott_ai_view (&game, &known);
              g_assert_true (known.answer_known);
              g_assert_cmpuint (known.game.question_right, ==, game.question_right);
              schott_view_init (&plain, &game, (guint) game.decider);
              g_assert_false (plain.answer_known);
              /* any other player's answering view hides it */
              schott_view_init_answering (&plain, &game, (guint) (1 - game.decider));
              g_assert_false (plain.answer_known);
              g_assert_cmpuint (plain.game.question_right, ==, 0);
              schott_view_init (&plain, &game, (guint) game.decider);

              schott_ai_init (&expert, SCHOTT_AI_EXPERT, g, 0);
              k = schott_ai_choose (&expert, &known);
              p = schott_ai_choose (&expert, &plain);
              right_known += k.a == game.question_right;
              right_guess += p.a == game.question_right;
              asked++;
            }
          c = schott_ai_choose_in_game (&mover, &game);
          g_assert_true (schott_game_decide (&game, &c, NULL, NULL, NULL));
        }
    }
  g_test_message ("%u questions: expert right %u told, %u guessing", asked, right_known, right_guess);
  g_assert_cmpuint (asked, >=, 100);
  /* 90 % told against 33 % guessing */
  g_assert_cmpuint (right_known * 100, >, asked * 75);
  g_assert_cmpuint (right_guess * 100, <, asked * 55);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint l = 0; l < SCHOTT_N_AI_LEVELS; l++)
    {
      g_autofree char *path = g_strdup_printf ("/ai/hidden/%s", schott_ai_level_name ((SchottAiLevel) l));

      g_test_add_data_func (path, GUINT_TO_POINTER (l), test_hidden_level);
    }
  g_test_add_func ("/ai/hidden/hint", test_hidden_hint);
  g_test_add_func ("/ai/hidden/catches-a-peeking-player", test_hidden_catches_peeker);
  g_test_add_func ("/ai/hidden/R-STAGE-2/view-contents", test_view_contents);
  g_test_add_func ("/ai/hidden/R-Q-3/answer-only-for-the-answerer", test_view_answer);

  return g_test_run ();
}
