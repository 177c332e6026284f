/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-game-model-save.c: what BpGameModel keeps on disk: the game saved
 * behind every commit to "autosave-path" (the writer thread of
 * sw-autosave) and the best solo scores, per board, overall and per daily
 * deck, in a key file read once and written behind. Resuming a saved game
 * starts a game and stays with the model (bp-game-model.c). */
#include "config.h"

#include <string.h>

#include "bp-game-model-private.h"
#include "sw-autosave.h"
#include "sw-file.h"

/* On the writer thread: a save that failed is only logged (the game
 * goes on). */
static void
save_done (GError   *error,
           gpointer  user_data)
{
  if (error != NULL)
    g_warning ("Best Path: %s", error->message);
  g_clear_error (&error);
}

/* text NULL: remove the file (and its backup) */
void
bp_game_model_queue_save (const char *path,
                          char       *text)
{
  sw_autosave_queue (path, text, text != NULL ? strlen (text) : 0, TRUE, save_done, NULL, NULL);
}

void
bp_game_model_autosave (BpGameModel *self)
{
  if (self->autosave_path == NULL || !self->has_game)
    return;

  if (self->game.phase == BP_PHASE_OVER)
    {
      bp_game_model_queue_save (self->autosave_path, NULL);
      return;
    }

  /* A daily game keeps its date in the person's seat label. */
  {
    g_autofree char *seat0 = NULL;
    const char *seats[BP_MAX_PLAYERS + 1] = { NULL, };

    for (guint p = 0; p < self->game.n_players; p++)
      seats[p] = self->seats[p];
    if (self->daily != NULL)
      {
        seat0 = g_strdup_printf ("%s@daily-%s", BP_SEAT_PERSON, self->daily);
        seats[0] = seat0;
      }
    bp_game_model_queue_save (self->autosave_path,
                              bp_save_to_string (&self->game, (const char * const *) self->names, seats));
  }
}

/* Read once; later updates are kept here and written behind. */
static GKeyFile *
load_scores (BpGameModel *self)
{
  if (self->scores == NULL)
    {
      g_autofree char *text = NULL;
      gsize length;

      self->scores = g_key_file_new ();
      /* unreadable or damaged scores start afresh, as a missing file does */
      if (self->scores_path != NULL
          && sw_file_read_limited (self->scores_path, BP_SAVE_MAX_LENGTH, &text, &length, NULL))
        g_key_file_load_from_data (self->scores, text, length, G_KEY_FILE_NONE, NULL);
    }
  return g_key_file_ref (self->scores);
}

static int
read_best (GKeyFile   *kf,
           const char *group,
           const char *key)
{
  g_autoptr(GError) error = NULL;
  int value = g_key_file_get_integer (kf, group, key, &error);

  return error != NULL ? -1000 : value;
}

/* Keeps score if it beats the best kept; *beaten: it beat an earlier
 * score (a first score is kept, but beats nothing: not "a new best"). */
static gboolean
update_best (GKeyFile   *kf,
             const char *group,
             const char *key,
             int         score,
             gboolean   *beaten)
{
  gboolean had = g_key_file_has_key (kf, group, key, NULL);

  if (had && read_best (kf, group, key) >= score)
    return FALSE;
  g_key_file_set_integer (kf, group, key, score);
  *beaten |= had;
  return TRUE;
}

void
bp_game_model_record_solo_score (BpGameModel *self)
{
  g_autoptr(GKeyFile) kf = NULL;
  g_autofree char *board_key = NULL;
  int score;
  gboolean better = FALSE;
  gboolean beaten = FALSE;

  self->new_best = FALSE;
  if (self->scores_path == NULL || !bp_game_is_solo (&self->game))
    return;

  kf = load_scores (self);
  score = bp_game_score (&self->game, 0);
  board_key = g_strdup_printf ("board-%u", self->game.players[0].board);
  better |= update_best (kf, "solo", board_key, score, &beaten);
  better |= update_best (kf, "solo", "overall", score, &beaten);
  if (self->daily != NULL)
    better |= update_best (kf, "daily", self->daily, score, &beaten);
  self->new_best = beaten;
  if (better)
    bp_game_model_queue_save (self->scores_path, g_key_file_to_data (kf, NULL, NULL));
}

void
bp_game_model_set_autosave_path (BpGameModel *self,
                                 const char  *path)
{
  g_return_if_fail (BP_IS_GAME_MODEL (self));
  g_free (self->autosave_path);
  self->autosave_path = g_strdup (path);
}

const char *
bp_game_model_get_autosave_path (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), NULL);
  return self->autosave_path;
}

void
bp_game_model_set_scores_path (BpGameModel *self,
                               const char  *path)
{
  g_return_if_fail (BP_IS_GAME_MODEL (self));
  g_free (self->scores_path);
  g_clear_pointer (&self->scores, g_key_file_unref);
  self->scores_path = g_strdup (path);
}

char *
bp_game_model_default_autosave_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "schott-world", "autosave.best-path", NULL);
}

char *
bp_game_model_default_scores_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "schott-world", "best-path-scores.ini", NULL);
}

int
bp_game_model_best_for_board (BpGameModel *self,
                              guint        board)
{
  g_autoptr(GKeyFile) kf = NULL;
  g_autofree char *key = NULL;

  g_return_val_if_fail (BP_IS_GAME_MODEL (self), -1000);
  kf = load_scores (self);
  key = g_strdup_printf ("board-%u", board);
  return read_best (kf, "solo", key);
}

int
bp_game_model_best_overall (BpGameModel *self)
{
  g_autoptr(GKeyFile) kf = NULL;

  g_return_val_if_fail (BP_IS_GAME_MODEL (self), -1000);
  kf = load_scores (self);
  return read_best (kf, "solo", "overall");
}

int
bp_game_model_best_daily (BpGameModel *self,
                          const char  *date)
{
  g_autoptr(GKeyFile) kf = NULL;

  g_return_val_if_fail (BP_IS_GAME_MODEL (self), -1000);
  g_return_val_if_fail (date != NULL, -1000);
  kf = load_scores (self);
  return read_best (kf, "daily", date);
}

gboolean
bp_game_model_is_new_best (BpGameModel *self)
{
  g_return_val_if_fail (BP_IS_GAME_MODEL (self), FALSE);
  return self->new_best;
}
