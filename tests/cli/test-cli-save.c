/* test-cli-save.c: a game saved at a random point and loaded into a fresh
 * struct plays on exactly like the original, to the end. */
#include "config.h"

#include <string.h>

#include "schott-engine.h"

#ifdef SCHOTT_SANITIZED
# define N_GAMES 200
#else
# define N_GAMES 1000
#endif

static void
decide_or_die (SchottGame         *game,
               const SchottChoice *choice)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (schott_game_decide (game, choice, NULL, NULL, &error));
  g_assert_no_error (error);
}

static void
play_save_continue (const char *variant_name,
                    guint       n_players,
                    guint64     seed,
                    guint      *saved_mid_game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autofree char *end_a = NULL;
  g_autofree char *end_b = NULL;
  SchottVariant variant;
  SchottGame a, b;
  SchottAi ais_a[SCHOTT_MAX_PLAYERS], ais_b[SCHOTT_MAX_PLAYERS];
  SchottRng pick;
  guint save_at;
  guint steps = 0;

  g_assert_true (schott_variant_init_named (&variant, variant_name));
  g_assert_true (schott_game_init (&a, &variant, n_players, seed, &error));
  g_assert_no_error (error);
  for (guint p = 0; p < n_players; p++)
    schott_ai_init (&ais_a[p], (p + (guint) seed) % 2 ? SCHOTT_AI_NORMAL : SCHOTT_AI_EASY, seed, p);

  schott_rng_seed (&pick, seed, 77);
  save_at = schott_rng_below (&pick, variant.single_stage ? 25 : 120);
  while (!schott_game_is_over (&a) && steps < save_at)
    {
      SchottChoice choice = schott_ai_choose (&ais_a[schott_game_decider (&a)], &a);

      decide_or_die (&a, &choice);
      steps++;
    }
  if (!schott_game_is_over (&a))
    (*saved_mid_game)++;

  text = schott_game_serialize (&a);
  g_assert_nonnull (text);
  g_assert_true (g_str_has_prefix (text, "schott-save 1"));

  /* a fresh struct full of garbage */
  memset (&b, 0xa5, sizeof b);
  if (!schott_game_deserialize (&b, text, &error))
    g_error ("seed %" G_GUINT64_FORMAT ": %s", seed, error->message);
  g_assert_no_error (error);
  g_assert_true (memcmp (&a, &b, sizeof a) == 0);
  again = schott_game_serialize (&b);
  g_assert_cmpstr (again, ==, text);

  /* the players' own state is not part of the game: copy it */
  memcpy (ais_b, ais_a, sizeof ais_b);

  while (!schott_game_is_over (&a))
    {
      gint decider = schott_game_decider (&a);
      SchottChoice ca, cb;

      g_assert_cmpint (decider, ==, schott_game_decider (&b));
      g_assert_cmpint (schott_game_decision (&a), ==, schott_game_decision (&b));
      ca = schott_ai_choose (&ais_a[decider], &a);
      cb = schott_ai_choose (&ais_b[decider], &b);
      g_assert_true (memcmp (&ca, &cb, sizeof ca) == 0);
      decide_or_die (&a, &ca);
      decide_or_die (&b, &ca);
      if (memcmp (&a, &b, sizeof a) != 0)
        g_error ("seed %" G_GUINT64_FORMAT ": loaded game differs after turn %u", seed, a.turn);
    }

  g_assert_true (schott_game_is_over (&b));
  for (guint p = 0; p < n_players; p++)
    {
      g_assert_cmpint (a.figure[p], ==, b.figure[p]);
      g_assert_cmpint (a.winners[p], ==, b.winners[p]);
    }
  end_a = schott_game_serialize (&a);
  end_b = schott_game_serialize (&b);
  g_assert_cmpstr (end_a, ==, end_b);
}

static void
test_save_continue (gconstpointer data)
{
  const char *variant_name = data;
  guint saved_mid_game = 0;
  guint n_games = g_str_equal (variant_name, "schott") ? N_GAMES : N_GAMES / 5;

  for (guint g = 0; g < n_games; g++)
    play_save_continue (variant_name, 2 + g % 3, 424242u + g, &saved_mid_game);

  g_test_message ("%s: %u games, %u saved before the end", variant_name, n_games, saved_mid_game);
  /* most saves happened in the middle of a game, not after it */
  g_assert_cmpuint (saved_mid_game, >, n_games / 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_data_func ("/cli/save/continue/schott", "schott", test_save_continue);
  g_test_add_data_func ("/cli/save/continue/classic", "classic", test_save_continue);

  return g_test_run ();
}
