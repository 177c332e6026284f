/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bp-hint.c: every claim of Best Path's hint, checked against the
 * engine on the whole game over more than 10,000 seeded positions (the
 * score now and after the round, the number reached and at what value,
 * the line's ends), and the hint blind to what the player cannot see. */
#include "config.h"

#include <glib/gstdio.h>

#include "bp-test-util.h"
#include "sw-rng.h"

#ifdef SCHOTT_SANITIZED
# define SCALE 4
#else
# define SCALE 1
#endif

/* Checks every claim of the hint for player against the whole game. */
static void
check_hint (const BpGame *game,
            guint         player,
            SwRng        *rng)
{
  BpView view;
  BpHint hint;
  BpGame after = *game;
  BpExtension pass = { 0, };
  guint best = 0;
  g_autofree char *text = NULL;
  g_autofree char *score_text = NULL;

  bp_view_init (&view, game, player);
  bp_hint_compute (&view, &hint);
  g_assert_cmpuint (hint.player, ==, player);
  g_assert_cmpuint (hint.round, ==, game->round);
  g_assert_cmpuint (hint.card, ==, bp_game_card (game));
  g_assert_cmpint (hint.solo, ==, bp_game_is_solo (game));
  /* R-ROUND-2..4: a legal extension */
  g_assert_null (bp_game_check (game, player, &hint.extension, NULL));
  /* R-END-2: the score now */
  g_assert_cmpint (hint.score_now, ==, bp_game_score (game, player));

  /* the round played out on the whole game, the others as they chose */
  g_assert_null (bp_game_commit (&after, player, &hint.extension, NULL));
  for (guint p = 0; p < after.n_players && after.round == game->round; p++)
    if (!after.players[p].committed)
      {
        g_autoptr(GArray) all = bp_game_legal_extensions (&after, p);
        const BpExtension *ext = sw_rng_chance (rng, 50) ? &pass
                                 : &g_array_index (all, BpExtension, sw_rng_below (rng, all->len));

        g_assert_null (bp_game_commit (&after, p, ext, NULL));
      }
  g_assert_cmpint (hint.score_after, ==, bp_game_score (&after, player));

  /* R-NUM-2: the highest number reached, and what it scored */
  for (guint i = 0; i < hint.extension.n_cells; i++)
    best = MAX (best, bp_field_number (hint.extension.cells[i]));
  g_assert_cmpuint (hint.best_number, ==, best);
  if (best != 0)
    g_assert_cmpint (after.players[player].points_of[best], ==,
                     hint.full_value ? (int) best : bp_half ((int) best));

  /* the line's ends afterwards */
  {
    const BpLine *line = &after.players[player].line;
    gboolean open = (bp_field_neighbour_mask (line->fields[0]) & ~line->mask) != 0
                    && (bp_field_neighbour_mask (line->fields[line->length - 1]) & ~line->mask) != 0;

    g_assert_cmpint (hint.both_ends_open, ==, open);
  }

  /* the words carry the claims */
  text = bp_hint_to_text (&hint);
  if (hint.extension.n_cells > 0)
    {
      score_text = g_strdup_printf ("(score %d → %d)", (int) hint.score_now, (int) hint.score_after);
      g_assert_nonnull (strstr (text, score_text));
    }
  if (best != 0)
    {
      g_autofree char *number = g_strdup_printf ("the %u ", best);

      g_assert_nonnull (strstr (text, number));
      g_assert_true ((strstr (text, "half its value") != NULL) == !hint.full_value);
      g_assert_true ((strstr (text, "first") != NULL) == (hint.full_value && !hint.solo));
    }

  /* hidden information: another order of the cards to come and other
   * uncommitted choices give the same hint */
  if (sw_rng_chance (rng, 10))
    {
      BpGame other = *game;
      BpView other_view;
      BpHint other_hint;

      for (guint i = BP_N_CARDS; i > other.round; i--)
        {
          guint j = other.round + sw_rng_below (rng, i - other.round);
          guint8 tmp = other.deck[i - 1];

          other.deck[i - 1] = other.deck[j];
          other.deck[j] = tmp;
        }
      other.ai_salt = ((guint64) sw_rng_next (rng) << 32) | sw_rng_next (rng);
      for (guint p = 0; p < other.n_players; p++)
        if (p != player)
          other.players[p].pending.n_cells = 0;
      bp_view_init (&other_view, &other, player);
      bp_view_init (&view, game, player);
      g_assert_cmpmem (&view, sizeof view, &other_view, sizeof other_view);
      bp_hint_compute (&other_view, &other_hint);
      g_assert_cmpmem (&hint, sizeof hint, &other_hint, sizeof other_hint);
    }
}

/* The positions: every decision of games 0 .. N_GAMES - 1 (1 to 4
 * players in turn, the others playing easy or normal), over 10,000 of
 * them; the same set whatever the number of threads that share them. */
#define N_GAMES    (272 / SCALE)
#define N_WANTED   (10000 / SCALE)

typedef struct
{
  gint  next_game;   /* atomic */
  gint  checked;     /* atomic */
} HintWork;

static guint
check_game (guint64 g)
{
  BpGame game;
  guint n_players = 1 + (guint) (g % 4), checked = 0;
  SwRng rng;

  bp_game_init (&game, n_players, NULL, 900 + g);
  game.ai_salt = g;
  sw_rng_seed (&rng, g, 81);
  while (game.phase == BP_PHASE_CHOOSING)
    for (guint p = 0; p < n_players && game.phase == BP_PHASE_CHOOSING; p++)
      {
        BpExtension ext;

        if (!bp_game_must_decide (&game, p))
          continue;
        check_hint (&game, p, &rng);
        checked++;
        bp_ai_choose_in_game (&game, p, sw_rng_chance (&rng, 30) ? BP_AI_EASY : BP_AI_NORMAL, &ext);
        g_assert_null (bp_game_commit (&game, p, &ext, NULL));
      }
  return checked;
}

static gpointer
hint_worker (gpointer data)
{
  HintWork *work = data;
  int g;

  while ((g = g_atomic_int_add (&work->next_game, 1)) < N_GAMES)
    g_atomic_int_add (&work->checked, (int) check_game ((guint64) g));
  return NULL;
}

static void
test_hint_property (void)
{
  HintWork work = { 0, 0 };
  guint n_threads = CLAMP (g_get_num_processors (), 1, 8);
  GThread *threads[8];

  /* each hint is the expert's whole search: the cores share the games */
  for (guint t = 0; t < n_threads; t++)
    threads[t] = g_thread_new ("hint-check", hint_worker, &work);
  for (guint t = 0; t < n_threads; t++)
    g_thread_join (threads[t]);
  g_test_message ("%d hints checked in %d games on %u threads", work.checked, N_GAMES, n_threads);
  g_assert_cmpint (work.checked, >=, N_WANTED);
}

/* `schott-cli best-path hint --from SAVE --json` prints the same hint. */
static void
test_hint_cli (void)
{
  BpGame game;
  BpView view;
  BpHint hint;
  const char *names[] = { "Ana", "Lino", NULL };
  const char *seats[] = { "person", "normal", NULL };
  const BpAiLevel levels[2] = { BP_AI_NORMAL, BP_AI_NORMAL };
  g_autofree char *save = NULL, *claims = NULL, *text = NULL, *quoted = NULL;
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bp-hint-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave.best-path", NULL);
  g_autoptr(GError) error = NULL;
  int status = -1;

  bp_game_init (&game, 2, NULL, 77);
  for (guint r = 0; r < 5; r++)
    for (guint p = 0; p < 2; p++)
      {
        BpExtension ext;

        bp_ai_choose_in_game (&game, p, levels[p], &ext);
        g_assert_null (bp_game_commit (&game, p, &ext, NULL));
      }
  save = bp_save_to_string (&game, names, seats);
  g_assert_true (g_file_set_contents (path, save, -1, &error));
  bp_view_init (&view, &game, 0);
  bp_hint_compute (&view, &hint);
  claims = bp_hint_to_json (&hint);
  {
    const char *argv[] = { SCHOTT_CLI_PATH, "best-path", "hint", "--from", path, "--json", NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                 &out, &err, &status, &error));
  }
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, claims));
  g_remove (path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bestpath/hint/every-claim-checked", test_hint_property);
  g_test_add_func ("/bestpath/hint/cli", test_hint_cli);

  return g_test_run ();
}
