/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli-save.c: a game saved at a random point and loaded into a fresh
 * struct plays on exactly like the original, to the end. */
#include "config.h"

#include <string.h>

#include "schott-engine.h"
#include "schott-game-private.h"

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
  SwRng pick;
  guint save_at;
  guint steps = 0;

  g_assert_true (schott_variant_init_named (&variant, variant_name));
  g_assert_true (schott_game_init (&a, &variant, n_players, seed, &error));
  g_assert_no_error (error);
  for (guint p = 0; p < n_players; p++)
    schott_ai_init (&ais_a[p], (p + (guint) seed) % 2 ? SCHOTT_AI_NORMAL : SCHOTT_AI_EASY, seed, p);

  sw_rng_seed (&pick, seed, 77);
  save_at = sw_rng_below (&pick, variant.single_stage ? 25 : 120);
  while (!schott_game_is_over (&a) && steps < save_at)
    {
      SchottChoice choice = schott_ai_choose_in_game (&ais_a[schott_game_decider (&a)], &a);

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
      ca = schott_ai_choose_in_game (&ais_a[decider], &a);
      cb = schott_ai_choose_in_game (&ais_b[decider], &b);
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


/* ------------------------------------------------ hostile and random saves */

/* Replaces the value of "key = ..." in a saved game. */
static char *
save_with (const char *text,
           const char *key,
           const char *value)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *prefix = g_strconcat (key, " = ", NULL);
  gboolean found = FALSE;

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      {
        g_free (lines[i]);
        lines[i] = g_strconcat (prefix, value, NULL);
        found = TRUE;
      }
  g_assert_true (found);
  return g_strjoinv ("\n", lines);
}

static guint
line_of_key (const char *text,
             const char *key)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *prefix = g_strconcat (key, " = ", NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return i + 1;
  g_assert_not_reached ();
}

static void
play_steps (SchottGame *game,
            SchottAi   *ais,
            guint       n_steps)
{
  for (guint s = 0; s < n_steps && !schott_game_is_over (game); s++)
    {
      SchottChoice choice = schott_ai_choose_in_game (&ais[schott_game_decider (game)], game);

      decide_or_die (game, &choice);
    }
}

/* Plays to the end; the engine's own caps (turns per stage, stages per
 * game) must end every game, so a game still running after far more
 * decisions than they allow has hung. */
static void
play_to_end (SchottGame *game,
             SchottAi   *ais,
             guint64     limit)
{
  guint64 steps = 0;

  while (!schott_game_is_over (game))
    {
      SchottChoice choice = schott_ai_choose_in_game (&ais[schott_game_decider (game)], game);

      decide_or_die (game, &choice);
      if (++steps > limit)
        g_error ("no end after %" G_GUINT64_FORMAT " decisions", steps);
    }
}

/* Issue 16, item 1: PCG32 with an even increment is a generator that can
 * be stuck (state 0, inc 0 returns 0 for ever): no save may carry one. */
static void
test_save_rng_even_increment_refused (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *bad = NULL;
  g_autofree char *zero = NULL;
  g_autofree char *line = NULL;
  SchottVariant variant;
  SchottGame game, loaded;

  schott_variant_init_default (&variant);
  g_assert_true (schott_game_init (&game, &variant, 3, 16, &error));
  text = schott_game_serialize (&game);

  bad = save_with (text, "rng.inc", "0");
  zero = save_with (bad, "rng.state", "0");
  g_assert_false (schott_game_deserialize (&loaded, zero, &error));
  g_assert_error (error, SCHOTT_ERROR, SCHOTT_ERROR_PARSE);
  /* located at the rng.inc line */
  line = g_strdup_printf ("line %u:", line_of_key (zero, "rng.inc"));
  g_assert_true (g_str_has_prefix (error->message, line));
  g_assert_nonnull (strstr (error->message, "rng.inc"));
  g_clear_error (&error);

  g_free (bad);
  bad = save_with (text, "rng.inc", "1234567890123456788");
  g_assert_false (schott_game_deserialize (&loaded, bad, &error));
  g_assert_error (error, SCHOTT_ERROR, SCHOTT_ERROR_PARSE);
  g_clear_error (&error);

  /* schott_game_validate() refuses it too, for games built in memory */
  game.rng.inc = 2;
  g_assert_false (schott_game_validate (&game, &error));
  g_assert_error (error, SCHOTT_ERROR, SCHOTT_ERROR_PARSE);
}

/* Issue 16, item 1: random generator states (any state, any odd
 * increment) in saves taken at random points: each loads and plays to
 * the end; every even increment is refused. */
static void
test_save_rng_random_states_play_to_end (void)
{
  SwRng pick;
  guint n_games = N_GAMES / 10;

  sw_rng_seed (&pick, 16, 1);
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *state = NULL;
      g_autofree char *inc = NULL;
      g_autofree char *even = NULL;
      g_autofree char *s1 = NULL;
      g_autofree char *s2 = NULL;
      SchottVariant variant;
      SchottGame game, loaded;
      SchottAi ais[SCHOTT_MAX_PLAYERS];
      guint n_players = 2 + g % 3;
      guint64 st, in;

      if (g % 4 == 3)
        schott_variant_init_classic (&variant);
      else
        schott_variant_init_default (&variant);
      g_assert_true (schott_game_init (&game, &variant, n_players, 1000 + g, &error));
      for (guint p = 0; p < n_players; p++)
        schott_ai_init (&ais[p], SCHOTT_AI_EASY, 1000 + g, p);
      play_steps (&game, ais, sw_rng_below (&pick, 60));
      text = schott_game_serialize (&game);

      st = ((guint64) sw_rng_next (&pick) << 32) | sw_rng_next (&pick);
      in = ((guint64) sw_rng_next (&pick) << 32) | sw_rng_next (&pick);
      if (g % 7 == 0)
        st = 0;
      if (g % 11 == 0)
        in = 0;
      state = g_strdup_printf ("%" G_GUINT64_FORMAT, st);
      inc = g_strdup_printf ("%" G_GUINT64_FORMAT, in | 1u);
      even = g_strdup_printf ("%" G_GUINT64_FORMAT, in & ~(guint64) 1);
      s1 = save_with (text, "rng.state", state);
      s2 = save_with (s1, "rng.inc", even);
      g_assert_false (schott_game_deserialize (&loaded, s2, &error));
      g_clear_error (&error);
      g_free (s2);
      s2 = save_with (s1, "rng.inc", inc);
      if (!schott_game_deserialize (&loaded, s2, &error))
        g_error ("game %u: %s", g, error->message);
      play_to_end (&loaded, ais, 10000000);
    }
}

/* Issue 16, item 5: a location field numbered beyond 127 (the range of a
 * field's value, not of its number). */
static void
test_save_variant_location_beyond_127 (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  SchottVariant variant;
  SchottGame game, loaded;

  schott_variant_init_default (&variant);
  variant.route_length = SCHOTT_MAX_ROUTE;
  variant.field_value[150] = 3;
  variant.field_value[SCHOTT_MAX_ROUTE - 1] = -9;
  g_assert_true (schott_variant_check (&variant, 4, &error));
  g_assert_true (schott_game_init (&game, &variant, 4, 5, &error));
  text = schott_game_serialize (&game);
  if (!schott_game_deserialize (&loaded, text, &error))
    g_error ("%s", error->message);
  g_assert_cmpint (loaded.variant.field_value[150], ==, 3);
  g_assert_cmpint (loaded.variant.field_value[SCHOTT_MAX_ROUTE - 1], ==, -9);
  g_assert_true (memcmp (&game, &loaded, sizeof game) == 0);
}

/* A variant drawn at random within the limits schott_variant_check()
 * and the variant schema allow (caps kept small so games end soon). */
static void
random_variant (SwRng         *rng,
                SchottVariant *v,
                guint          n_players)
{
  do
    {
      memset (v, 0, sizeof *v);
      g_snprintf (v->name, sizeof v->name, "random-%u", sw_rng_next (rng) % 1000);
      v->row_length = 2 + sw_rng_below (rng, SCHOTT_MAX_ROW - 1);
      for (guint p = SCHOTT_MIN_PLAYERS; p <= SCHOTT_MAX_PLAYERS; p++)
        {
          guint need = p * v->row_length + 1;
          guint lo = MAX (v->row_length, need > SCHOTT_MAX_JOKERS ? need - SCHOTT_MAX_JOKERS : 1);

          v->deck[p].max_value = lo + sw_rng_below (rng, SCHOTT_MAX_VALUE - lo + 1);
          v->deck[p].n_jokers = sw_rng_below (rng, SCHOTT_MAX_JOKERS + 1);
        }
      v->single_stage = sw_rng_chance (rng, 20);
      v->route_length = v->single_stage && sw_rng_chance (rng, 50)
                        ? 0 : 1 + sw_rng_below (rng, SCHOTT_MAX_ROUTE);
      for (guint f = 1; f + 1 < v->route_length; f++)
        if (sw_rng_chance (rng, 20))
          v->field_value[f] = (gint8) ((gint) sw_rng_below (rng, 19) - 9);
      v->events_per_player = sw_rng_below (rng, SCHOTT_MAX_EVENTS_PER_PLAYER + 1);
      for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
        {
          v->event_copies[k] = sw_rng_below (rng, 7);
          v->event_amount[k] = sw_rng_below (rng, 51);
        }
      v->question_reward = sw_rng_below (rng, 51);
      v->fast_track = sw_rng_chance (rng, 50);
      v->questions = sw_rng_chance (rng, 50);
      v->may_discard_drawn = sw_rng_chance (rng, 50);
      v->turn_cap = 1 + sw_rng_below (rng, 200);
      v->stage_cap = 1 + sw_rng_below (rng, 20);
    }
  while (!schott_variant_check (v, n_players, NULL));
}

/* Issue 16, item 5: every valid variant survives a save and a load, at
 * random points of a game, and the loaded game plays to the end. */
static void
test_save_variant_random_round_trip (void)
{
  SwRng rng;
  guint n_games = N_GAMES / 2;
  guint beyond_127 = 0;

  sw_rng_seed (&rng, 5, 16);
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree char *again = NULL;
      SchottVariant variant;
      SchottGame game, loaded;
      SchottAi ais[SCHOTT_MAX_PLAYERS];
      guint n_players = 2 + sw_rng_below (&rng, 3);

      random_variant (&rng, &variant, n_players);
      for (guint f = 128; f <= SCHOTT_MAX_ROUTE; f++)
        beyond_127 += variant.field_value[f] != 0;
      if (!schott_game_init (&game, &variant, n_players, g, &error))
        g_error ("variant %u: %s", g, error->message);
      for (guint p = 0; p < n_players; p++)
        schott_ai_init (&ais[p], p % 2 ? SCHOTT_AI_EASY : SCHOTT_AI_NORMAL, g, p);
      play_steps (&game, ais, sw_rng_below (&rng, 80));
      text = schott_game_serialize (&game);
      memset (&loaded, 0x5a, sizeof loaded);
      if (!schott_game_deserialize (&loaded, text, &error))
        g_error ("variant %u: %s\n%s", g, error->message, text);
      g_assert_true (memcmp (&game, &loaded, sizeof game) == 0);
      again = schott_game_serialize (&loaded);
      g_assert_cmpstr (again, ==, text);
      play_to_end (&loaded, ais, 10000000);
    }
  g_test_message ("%u random variants, %u location fields beyond 127", n_games, beyond_127);
  g_assert_cmpuint (beyond_127, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_data_func ("/cli/save/continue/schott", "schott", test_save_continue);
  g_test_add_data_func ("/cli/save/continue/classic", "classic", test_save_continue);
  g_test_add_func ("/cli/save/rng/even-increment-refused", test_save_rng_even_increment_refused);
  g_test_add_func ("/cli/save/rng/random-states-play-to-end", test_save_rng_random_states_play_to_end);
  g_test_add_func ("/cli/save/variant/location-field-beyond-127", test_save_variant_location_beyond_127);
  g_test_add_func ("/cli/save/variant/random-valid-variants-round-trip", test_save_variant_random_round_trip);

  return g_test_run ();
}
