/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bp-save.c: the Best Path save: a game saved at any round (also
 * mid-round, with some commits made) loads and continues identically;
 * newer majors, broken and inconsistent saves are refused, never hang. */
#include "config.h"

#include "bp-test-util.h"
#include "sw-rng.h"

#ifdef SCHOTT_SANITIZED
# define N_GAMES   200
# define N_MUTANTS 500
#else
# define N_GAMES   1000
# define N_MUTANTS 5000
#endif

static void
assert_same_game (const BpGame *a,
                  const BpGame *b)
{
  g_assert_cmpuint (a->phase, ==, b->phase);
  g_assert_cmpuint (a->n_players, ==, b->n_players);
  g_assert_cmpuint (a->round, ==, b->round);
  g_assert_cmpmem (a->deck, BP_N_CARDS, b->deck, BP_N_CARDS);
  g_assert_cmpmem (a->first_round, sizeof a->first_round, b->first_round, sizeof b->first_round);
  g_assert_cmpuint (a->ai_salt, ==, b->ai_salt);
  for (guint p = 0; p < a->n_players; p++)
    {
      const BpPlayer *x = &a->players[p], *y = &b->players[p];

      g_assert_cmpuint (x->board, ==, y->board);
      g_assert_cmpuint (x->line.length, ==, y->line.length);
      g_assert_cmpmem (x->line.fields, x->line.length, y->line.fields, y->line.length);
      g_assert_cmpuint (x->line.mask, ==, y->line.mask);
      g_assert_cmpint (x->committed, ==, y->committed);
      if (x->committed)
        g_assert_cmpmem (&x->pending, sizeof x->pending, &y->pending, sizeof y->pending);
      g_assert_cmpmem (x->reached_round, sizeof x->reached_round, y->reached_round, sizeof y->reached_round);
      g_assert_cmpmem (x->points_of, sizeof x->points_of, y->points_of, sizeof y->points_of);
      g_assert_cmpint (x->number_points, ==, y->number_points);
      for (guint r = 0; r + 1 < a->round; r++)
        g_assert_cmpmem (&x->history[r], sizeof (BpExtension), &y->history[r], sizeof (BpExtension));
    }
}

/* One round's remaining decisions by the seats' levels. */
static void
play_until (BpGame          *game,
            const BpAiLevel *levels,
            guint            stop_round,
            guint            stop_commits)
{
  while (game->phase == BP_PHASE_CHOOSING)
    for (guint p = 0; p < game->n_players; p++)
      {
        BpExtension ext;

        if (game->round == stop_round && p == stop_commits)
          return;
        if (!bp_game_must_decide (game, p))
          continue;
        bp_ai_choose_in_game (game, p, levels[p], &ext);
        g_assert_null (bp_game_commit (game, p, &ext, NULL));
      }
}

static void
test_save_continuation (void)
{
  for (guint g = 0; g < N_GAMES; g++)
    {
      SwRng rng;
      BpGame game, loaded;
      BpAiLevel levels[BP_MAX_PLAYERS];
      guint n_players = 1 + g % 4;
      guint stop_round, stop_commits;
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      g_auto(GStrv) names = NULL;
      g_auto(GStrv) seats = NULL;
      const char *const seat_names[4] = { "Ana", "Bo = \"B\"", "Chen 陈", "Dee;#" };
      const char *const seat_kinds[4] = { "person", "easy", "normal", "expert" };

      sw_rng_seed (&rng, g, 3);
      for (guint p = 0; p < n_players; p++)
        /* Expert is slow by design: it takes a seat in one game of 40. */
        levels[p] = (BpAiLevel) (g % 40 == 0 ? sw_rng_below (&rng, 3) : sw_rng_below (&rng, 2));
      stop_round = 1 + sw_rng_below (&rng, BP_N_ROUNDS + 1);
      stop_commits = stop_round > BP_N_ROUNDS ? 0 : sw_rng_below (&rng, n_players);

      bp_game_init (&game, n_players, NULL, 1000 + g);
      play_until (&game, levels, stop_round, stop_commits);

      text = bp_save_to_string (&game, seat_names, seat_kinds);
      g_assert_true (bp_save_from_string (text, strlen (text), &loaded, &names, &seats, &error));
      g_assert_no_error (error);
      assert_same_game (&game, &loaded);
      for (guint p = 0; p < n_players; p++)
        {
          g_assert_cmpstr (names[p], ==, seat_names[p]);
          g_assert_cmpstr (seats[p], ==, seat_kinds[p]);
        }

      /* The same decisions follow, to the same end. */
      play_until (&game, levels, 0, 0);
      play_until (&loaded, levels, 0, 0);
      assert_same_game (&game, &loaded);
      for (guint p = 0; p < n_players; p++)
        g_assert_cmpint (bp_game_score (&game, p), ==, bp_game_score (&loaded, p));
    }
}

static char *
valid_save (void)
{
  BpGame game;
  const BpAiLevel levels[2] = { BP_AI_NORMAL, BP_AI_EASY };

  bp_game_init (&game, 2, NULL, 42);
  play_until (&game, levels, 6, 1);
  return bp_save_to_string (&game, NULL, NULL);
}

static void
assert_refused (const char *text,
                int         code)
{
  BpGame game;
  g_autoptr(GError) error = NULL;

  g_assert_false (bp_save_from_string (text, strlen (text), &game, NULL, NULL, &error));
  g_assert_error (error, BP_SAVE_ERROR, code);
}

static char *
replace (const char *text,
         const char *from,
         const char *to)
{
  g_auto(GStrv) parts = g_strsplit (text, from, 2);

  g_assert_nonnull (parts[1]);
  return g_strconcat (parts[0], to, parts[1], NULL);
}

static void
test_save_versions (void)
{
  g_autofree char *text = valid_save ();
  g_autofree char *newer_major = replace (text, "version=1.0", "version=2.0");
  g_autofree char *newer_minor = replace (text, "version=1.0", "version=1.7");
  g_autofree char *no_version = replace (text, "version=1.0", "versio=1.0");
  g_autofree char *bad_version = replace (text, "version=1.0", "version=one");
  BpGame game;

  assert_refused (newer_major, BP_SAVE_ERROR_VERSION);
  g_assert_true (bp_save_from_string (newer_minor, strlen (newer_minor), &game, NULL, NULL, NULL));
  assert_refused (no_version, BP_SAVE_ERROR_PARSE);
  assert_refused (bad_version, BP_SAVE_ERROR_PARSE);
}

static void
test_save_consistency (void)
{
  g_autofree char *text = valid_save ();
  BpGame game;

  g_assert_true (bp_save_from_string (text, strlen (text), &game, NULL, NULL, NULL));
  g_assert_cmpuint (game.round, ==, 6);
  g_assert_true (game.players[0].committed);

  {
    /* One round fewer than the moves say. */
    g_autofree char *t = replace (text, "round=6", "round=5");

    assert_refused (t, BP_SAVE_ERROR_INCONSISTENT);
  }
  {
    /* A card twice in the deck (R-ROUND-1). */
    g_autoptr(GKeyFile) file = g_key_file_new ();
    g_autofree char *deck = NULL;
    g_autofree char *t = NULL;
    g_auto(GStrv) cards = NULL;

    g_assert_true (g_key_file_load_from_data (file, text, strlen (text), G_KEY_FILE_NONE, NULL));
    deck = g_key_file_get_string (file, "Best Path", "deck", NULL);
    cards = g_strsplit (deck, ";", -1);
    g_free (cards[14]);
    cards[14] = g_strdup (cards[0]);
    g_free (deck);
    deck = g_strjoinv (";", cards);
    g_key_file_set_string (file, "Best Path", "deck", deck);
    t = g_key_file_to_data (file, NULL, NULL);
    assert_refused (t, BP_SAVE_ERROR_INCONSISTENT);
  }
  {
    /* Both players on one board (R-SETUP-1). */
    g_autoptr(GKeyFile) file = g_key_file_new ();
    g_autofree char *t = NULL;

    g_key_file_load_from_data (file, text, strlen (text), G_KEY_FILE_NONE, NULL);
    g_key_file_set_integer (file, "Player 2", "board", g_key_file_get_integer (file, "Player 1", "board", NULL));
    t = g_key_file_to_data (file, NULL, NULL);
    assert_refused (t, BP_SAVE_ERROR_INCONSISTENT);
  }
  {
    /* A move the rules refuse: the first move jumps off the start. */
    g_autoptr(GKeyFile) file = g_key_file_new ();
    g_autofree char *moves = NULL;
    g_autofree char *t = NULL;
    g_autofree char *changed = NULL;

    g_key_file_load_from_data (file, text, strlen (text), G_KEY_FILE_NONE, NULL);
    moves = g_key_file_get_string (file, "Player 1", "moves", NULL);
    changed = g_strconcat ("A1:A2;", strchr (moves, ';') + 1, NULL);
    g_key_file_set_string (file, "Player 1", "moves", changed);
    t = g_key_file_to_data (file, NULL, NULL);
    assert_refused (t, BP_SAVE_ERROR_INCONSISTENT);
  }
  {
    /* Every player committed: the round should have ended. */
    g_autoptr(GKeyFile) file = g_key_file_new ();
    g_autofree char *t = NULL;

    g_key_file_load_from_data (file, text, strlen (text), G_KEY_FILE_NONE, NULL);
    g_key_file_set_string (file, "Player 2", "committed", "-");
    t = g_key_file_to_data (file, NULL, NULL);
    assert_refused (t, BP_SAVE_ERROR_INCONSISTENT);
  }
  assert_refused ("", BP_SAVE_ERROR_PARSE);
  assert_refused ("[Best Path]\nversion=1.0\nplayers=9\n", BP_SAVE_ERROR_PARSE);
  assert_refused ("\x89PNG\r\n", BP_SAVE_ERROR_PARSE);
  {
    BpGame game2;
    const char binary[] = "[Best Path]\nversion=1.0\0\n";

    g_assert_false (bp_save_from_string (binary, sizeof binary - 1, &game2, NULL, NULL, NULL));
  }
}

static void
test_save_mutants (void)
{
  g_autofree char *text = valid_save ();
  gsize length = strlen (text);
  SwRng rng;
  guint loaded = 0;

  /* Random byte changes, cuts and repeats: each load ends, with a game
   * the rules accept or with an error. */
  sw_rng_seed (&rng, 9, 9);
  for (guint i = 0; i < N_MUTANTS; i++)
    {
      g_autofree char *mutant = g_strdup (text);
      gsize mutant_length = length;
      BpGame game;
      g_autoptr(GError) error = NULL;
      guint n = 1 + sw_rng_below (&rng, 4);

      for (guint k = 0; k < n; k++)
        {
          gsize at = sw_rng_below (&rng, (guint32) mutant_length);

          switch (sw_rng_below (&rng, 3))
            {
            case 0:
              mutant[at] = "0123456789;:-= \n[]ABCDEFGHI"[sw_rng_below (&rng, 28)];
              break;
            case 1:
              mutant_length = at;
              break;
            default:
              mutant[at] = (char) (1 + sw_rng_below (&rng, 255));
              break;
            }
          if (mutant_length == 0)
            break;
        }
      if (bp_save_from_string (mutant, mutant_length, &game, NULL, NULL, &error))
        {
          loaded++;
          for (guint p = 0; p < game.n_players; p++)
            g_assert_cmpint (bp_game_recompute_score (&game, p, NULL), ==, bp_game_score (&game, p));
        }
      else
        g_assert_nonnull (error);
    }
  g_test_message ("%u of %u mutants loaded", loaded, N_MUTANTS);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/best-path/save/continuation", test_save_continuation);
  g_test_add_func ("/best-path/save/versions", test_save_versions);
  g_test_add_func ("/best-path/save/consistency", test_save_consistency);
  g_test_add_func ("/best-path/save/mutants", test_save_mutants);
  return g_test_run ();
}
