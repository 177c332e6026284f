/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-model-autosave.c: the game model's autosave, save and resume */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/file.h>
#include <unistd.h>

#include "schott-io.h"
#include "sw-file.h"

#include "schott-game-model-private.h"
#include "sw-autosave.h"

static char *build_save_data (SchottGameModel *self,
                              gsize           *len);

/* Autosaves are written by src/core's writer thread, in order: the main
 * thread only serialises (a fraction of a millisecond); the disk may take
 * longer (ext4 flushes on rename over an existing file). */
typedef struct
{
  GWeakRef model;
  GError  *error;
} AutosaveFailure;

G_DEFINE_QUARK (schott-autosave-error-quark, schott_autosave_error)

/* The data folders this process holds (folder -> its open, flock'ed fd).
 * flock() locks belong to an open file description: a second open() of
 * the same folder in this process would conflict with the first, so each
 * folder is opened once. The locks go with the process. */
static GMutex folder_lock_mutex;
static GHashTable *folder_locks;

static gboolean
lock_folder (const char  *dir,
             gboolean    *newly,
             GError     **error)
{
  gboolean ok = TRUE;
  int fd;

  *newly = FALSE;
  g_mutex_lock (&folder_lock_mutex);
  if (folder_locks == NULL)
    folder_locks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if (g_hash_table_contains (folder_locks, dir))
    goto out;
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), dir, g_strerror (saved_errno));
      ok = FALSE;
      goto out;
    }
  fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0 || flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved_errno = errno;

      if (fd >= 0)
        close (fd);
      if (saved_errno == EWOULDBLOCK)
        g_set_error (error, SCHOTT_AUTOSAVE_ERROR, SCHOTT_AUTOSAVE_ERROR_LOCKED,
                     _("Another SCHOTT World window holds the game in “%s”; this window does not save its game there."),
                     dir);
      else
        g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                     _("Could not lock the folder “%s”: %s"), dir, g_strerror (saved_errno));
      ok = FALSE;
      goto out;
    }
  g_hash_table_insert (folder_locks, g_strdup (dir), GINT_TO_POINTER (fd));
  *newly = TRUE;
out:
  g_mutex_unlock (&folder_lock_mutex);
  return ok;
}

gboolean
schott_game_model_lock_autosave (const char  *path,
                                 GError     **error)
{
  g_autofree char *dir = NULL;
  gboolean newly;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  dir = g_path_get_dirname (path);
  if (!lock_folder (dir, &newly, error))
    return FALSE;
  /* the temporary files of autosaves killed in the middle; once the folder
   * is ours nobody else writes there, and each write cleans up after
   * itself */
  if (newly)
    schott_file_clean_temps (path);
  return TRUE;
}

void
_schott_game_model_update_autosave_locked (SchottGameModel *self)
{
  gboolean locked = FALSE;

  if (self->autosave_path != NULL)
    {
      g_autoptr(GError) error = NULL;

      locked = !schott_game_model_lock_autosave (self->autosave_path, &error)
               && g_error_matches (error, SCHOTT_AUTOSAVE_ERROR, SCHOTT_AUTOSAVE_ERROR_LOCKED);
    }
  if (locked != self->autosave_locked)
    {
      self->autosave_locked = locked;
      g_object_notify_by_pspec (G_OBJECT (self), _schott_game_model_properties[PROP_AUTOSAVE_LOCKED]);
    }
}

static gboolean
autosave_failed_cb (gpointer user_data)
{
  AutosaveFailure *failure = user_data;
  g_autoptr(SchottGameModel) self = g_weak_ref_get (&failure->model);

  /* once per run of failures: again only after a write that worked */
  if (self != NULL && g_atomic_int_compare_and_exchange (&self->autosave_failing, 0, 1))
    g_signal_emit (self, _schott_game_model_signals[AUTOSAVE_FAILED], 0, failure->error);
  g_weak_ref_clear (&failure->model);
  g_error_free (failure->error);
  g_free (failure);
  return G_SOURCE_REMOVE;
}

static void
autosave_model_free (gpointer data)
{
  GWeakRef *model = data;

  g_weak_ref_clear (model);
  g_free (model);
}

/* On the writer thread: a failure goes to the main thread as
 * "autosave-failed"; a write that worked ends a run of failures. */
static void
autosave_done (GError   *error,
               gpointer  user_data)
{
  g_autoptr(SchottGameModel) model = g_weak_ref_get (user_data);

  if (error == NULL)
    {
      if (model != NULL)
        g_atomic_int_set (&model->autosave_failing, 0);
    }
  else
    {
      AutosaveFailure *failure = g_new0 (AutosaveFailure, 1);

      g_weak_ref_init (&failure->model, model);
      failure->error = error;
      g_idle_add (autosave_failed_cb, failure);
    }
}

void
schott_game_model_flush_autosave (void)
{
  sw_autosave_flush ();
}

void
_schott_game_model_write_autosave (SchottGameModel *self)
{
  char *data = NULL;
  gsize len = 0;
  GWeakRef *model;

  if (self->autosave_path == NULL)
    return;
  /* a second instance never writes (nor removes) the first one's game */
  _schott_game_model_update_autosave_locked (self);
  if (self->autosave_locked)
    return;

  if (!schott_game_is_over (&self->game))
    data = build_save_data (self, &len);
  model = g_new0 (GWeakRef, 1);
  g_weak_ref_init (model, self);
  sw_autosave_queue (self->autosave_path, data, len, FALSE, autosave_done, model,
                     autosave_model_free);
}

/* A save without the "default-names" key (before it was written): a name
 * is taken for the seat's default when it is the default in the language
 * of the interface or in English, the languages a default could have come
 * from most often. */
static gboolean
looks_like_default_name (const char     *name,
                         SchottSeatKind  kind,
                         guint           seat)
{
  g_autofree char *localized = schott_seat_default_name (kind, seat);
  g_autofree char *english = g_strdup_printf (kind == SCHOTT_SEAT_COMPUTER ? "Computer %u" : "Player %u",
                                              seat + 1);

  return g_strcmp0 (name, localized) == 0 || g_strcmp0 (name, english) == 0;
}

char *
schott_game_model_default_autosave_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "schott-world", "autosave.schott-save", NULL);
}

static char *
build_save_data (SchottGameModel *self,
                 gsize           *len)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *state = NULL;
  const char *names[SCHOTT_MAX_PLAYERS + 1] = { NULL, };
  const char *colours[SCHOTT_MAX_PLAYERS + 1] = { NULL, };
  const char *kinds[SCHOTT_MAX_PLAYERS + 1] = { NULL, };
  const char *levels[SCHOTT_MAX_PLAYERS + 1] = { NULL, };
  char *ai_rng[SCHOTT_MAX_PLAYERS + 1] = { NULL, };
  gboolean default_names[SCHOTT_MAX_PLAYERS] = { FALSE, };
  guint n = self->game.n_players;

  for (guint p = 0; p < n; p++)
    {
      SchottPlayer *player = _schott_game_model_peek_player (self, p);

      names[p] = schott_player_get_name (player);
      default_names[p] = schott_player_get_has_default_name (player);
      colours[p] = schott_player_get_colour (player);
      kinds[p] = self->kinds[p] == SCHOTT_SEAT_COMPUTER ? "computer" : "human";
      levels[p] = schott_ai_level_name (schott_player_get_level (player));
      ai_rng[p] = g_strdup_printf ("%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT,
                                   self->ai[p].rng.state, self->ai[p].rng.inc);
    }

  g_key_file_set_integer (kf, SCHOTT_AUTOSAVE_GROUP, "version", 1);
  g_key_file_set_string_list (kf, SCHOTT_AUTOSAVE_GROUP, "names", names, n);
  /* Untouched default names follow the language of whoever resumes. */
  g_key_file_set_boolean_list (kf, SCHOTT_AUTOSAVE_GROUP, "default-names", default_names, n);
  g_key_file_set_string_list (kf, SCHOTT_AUTOSAVE_GROUP, "colours", colours, n);
  g_key_file_set_string_list (kf, SCHOTT_AUTOSAVE_GROUP, "kinds", kinds, n);
  g_key_file_set_string_list (kf, SCHOTT_AUTOSAVE_GROUP, "levels", levels, n);
  g_key_file_set_string_list (kf, SCHOTT_AUTOSAVE_GROUP, "ai-rng", (const char * const *) ai_rng, n);
  g_key_file_set_string (kf, SCHOTT_AUTOSAVE_GROUP, "language", self->language);
  if (self->pack_ids != NULL)
    g_key_file_set_string_list (kf, SCHOTT_AUTOSAVE_GROUP, "packs", (const char * const *) self->pack_ids,
                                g_strv_length (self->pack_ids));
  g_key_file_set_string (kf, SCHOTT_AUTOSAVE_GROUP, "speed",
                         g_enum_get_value (g_type_class_peek (SCHOTT_TYPE_AI_SPEED), self->speed)->value_nick);
  for (guint p = 0; p < n; p++)
    g_free (ai_rng[p]);

  _schott_game_model_save_stage_marks (self, kf, SCHOTT_AUTOSAVE_GROUP);

  state = schott_game_serialize (&self->game);
  g_key_file_set_string (kf, SCHOTT_AUTOSAVE_GROUP, "state", state);
  return g_key_file_to_data (kf, len, NULL);
}

gboolean
schott_game_model_save (SchottGameModel *self,
                        const char      *path,
                        GError         **error)
{
  g_autofree char *data = NULL;
  gsize len;

  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = build_save_data (self, &len);
  return schott_file_write_atomic_full (path, data, len, 0600, error);
}

/* A saved game is a few kilobytes: the limit is checked before reading. */
#define MAX_AUTOSAVE_SIZE (1024 * 1024)

static SchottGameModel *load_autosave (const char  *path,
                                       GError     **error);

SchottGameModel *
schott_game_model_new_from_autosave (const char  *path,
                                     GError     **error)
{
  return schott_game_model_restore_autosave (path, NULL, error);
}

SchottGameModel *
schott_game_model_peek_autosave (const char  *path,
                                 GError     **error)
{
  SchottGameModel *self;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = load_autosave (path, error);
  /* a look, never a game played on: its computers stay still */
  if (self != NULL)
    schott_game_model_hold (self);
  return self;
}

SchottGameModel *
schott_game_model_restore_autosave (const char  *path,
                                    char       **moved_to,
                                    GError     **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autofree char *aside = NULL;
  SchottGameModel *self;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (moved_to != NULL)
    *moved_to = NULL;
  /* never resume the game another window is playing */
  if (!schott_game_model_lock_autosave (path, error))
    return NULL;
  self = load_autosave (path, &local);
  if (self != NULL)
    {
      /* nothing holds a restored game yet: see schott_game_model_new() */
      _schott_game_model_schedule_ai (self);
      return self;
    }

  /* Missing, unreadable (permissions, I/O) or from a newer version: the
   * file stays where it is. Anything else is damage: the file is moved
   * aside, so that the next autosave does not overwrite it. */
  if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
      g_error_matches (local, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_FILE) ||
      g_error_matches (local, SCHOTT_ERROR, SCHOTT_ERROR_VERSION))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  aside = sw_file_move_aside (path, &move_error);
  if (aside == NULL)
    {
      g_set_error (error, SCHOTT_AUTOSAVE_ERROR, SCHOTT_AUTOSAVE_ERROR_CORRUPT,
                   _("The saved game “%s” is damaged (%s) and could not be moved aside: %s"),
                   path, local->message, move_error->message);
      return NULL;
    }
  g_set_error (error, SCHOTT_AUTOSAVE_ERROR, SCHOTT_AUTOSAVE_ERROR_CORRUPT,
               _("The saved game “%s” is damaged (%s). It was kept as “%s”; a new game can start."),
               path, local->message, aside);
  if (moved_to != NULL)
    *moved_to = g_steal_pointer (&aside);
  return NULL;
}

static SchottGameModel *
load_autosave (const char  *path,
               GError     **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *contents = NULL;
  g_autoptr(GError) read_error = NULL;
  gsize contents_len = 0;
  g_autoptr(SchottGameModel) self = NULL;
  g_autofree char *state = NULL;
  g_autofree char *language = NULL;
  g_autofree char *speed = NULL;
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colours = NULL;
  g_auto(GStrv) kinds = NULL;
  g_auto(GStrv) levels = NULL;
  g_auto(GStrv) ai_rng = NULL;
  g_autofree gboolean *default_names = NULL;
  SchottSeatSetup seats[SCHOTT_MAX_PLAYERS];
  gsize n_names = 0, n_colours = 0, n_kinds = 0, n_levels = 0, n_rng = 0, n_defaults = 0;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                   _("There is no saved game “%s”."), path);
      return NULL;
    }
  if (!schott_file_read_limited (path, MAX_AUTOSAVE_SIZE, &contents, &contents_len, &read_error))
    {
      /* too large is damage; the rest (permissions, I/O) is not */
      if (g_error_matches (read_error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_TOO_LARGE))
        g_set_error_literal (error, SCHOTT_ERROR, SCHOTT_ERROR_PARSE, read_error->message);
      else
        g_propagate_error (error, g_steal_pointer (&read_error));
      return NULL;
    }
  if (!g_key_file_load_from_data (kf, contents, contents_len, G_KEY_FILE_NONE, error))
    return NULL;

  if (g_key_file_get_integer (kf, SCHOTT_AUTOSAVE_GROUP, "version", NULL) != 1)
    {
      g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_VERSION,
                   _("“%s” was saved by another version of SCHOTT World."), path);
      return NULL;
    }

  state = g_key_file_get_string (kf, SCHOTT_AUTOSAVE_GROUP, "state", error);
  if (state == NULL)
    return NULL;
  names = g_key_file_get_string_list (kf, SCHOTT_AUTOSAVE_GROUP, "names", &n_names, NULL);
  colours = g_key_file_get_string_list (kf, SCHOTT_AUTOSAVE_GROUP, "colours", &n_colours, NULL);
  kinds = g_key_file_get_string_list (kf, SCHOTT_AUTOSAVE_GROUP, "kinds", &n_kinds, NULL);
  levels = g_key_file_get_string_list (kf, SCHOTT_AUTOSAVE_GROUP, "levels", &n_levels, NULL);
  ai_rng = g_key_file_get_string_list (kf, SCHOTT_AUTOSAVE_GROUP, "ai-rng", &n_rng, NULL);
  default_names = g_key_file_get_boolean_list (kf, SCHOTT_AUTOSAVE_GROUP, "default-names", &n_defaults, NULL);

  self = g_object_new (SCHOTT_TYPE_GAME_MODEL, NULL);
  /* the io layer's reader: the same located messages as
   * `schott-cli pack validate` and `play --from` */
  if (!schott_save_game_read_data (contents, contents_len, path, &self->game, error))
    return NULL;

  if (n_names != self->game.n_players || n_colours != n_names || n_kinds != n_names ||
      n_levels != n_names)
    {
      g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_PARSE,
                   _("The players saved in “%s” do not match the game."), path);
      return NULL;
    }

  for (guint p = 0; p < n_names; p++)
    {
      SchottAiLevel level = SCHOTT_AI_NORMAL;

      schott_ai_level_parse (levels[p], &level);
      seats[p].name = names[p];
      seats[p].colour = colours[p];
      seats[p].kind = g_strcmp0 (kinds[p], "computer") == 0 ? SCHOTT_SEAT_COMPUTER : SCHOTT_SEAT_HUMAN;
      seats[p].level = level;
      /* NULL: _schott_game_model_setup_players() makes the default name in today's language */
      if (default_names != NULL ? (p < n_defaults && default_names[p])
                                : looks_like_default_name (names[p], seats[p].kind, p))
        seats[p].name = NULL;
      /* an older autosave without the players' generators: fresh dice, never
       * the game's seed */
      schott_ai_init (&self->ai[p], level, ((guint64) g_random_int () << 32) | g_random_int (), p);
      if (p < n_rng)
        {
          guint64 st, inc;

          if (sscanf (ai_rng[p], "%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT, &st, &inc) == 2)
            {
              self->ai[p].rng.state = st;
              self->ai[p].rng.inc = inc;
            }
          if (!sw_rng_is_valid (&self->ai[p].rng))
            {
              g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_PARSE,
                           _("%s: “ai-rng” of player %u is a random generator state that cannot occur (its increment must be odd)."),
                           path, p + 1);
              return NULL;
            }
        }
    }

  language = g_key_file_get_string (kf, SCHOTT_AUTOSAVE_GROUP, "language", NULL);
  if (language != NULL)
    schott_game_model_set_question_language (self, language);
  self->pack_ids = g_key_file_get_string_list (kf, SCHOTT_AUTOSAVE_GROUP, "packs", NULL, NULL);
  speed = g_key_file_get_string (kf, SCHOTT_AUTOSAVE_GROUP, "speed", NULL);
  if (speed != NULL)
    {
      GEnumValue *ev = g_enum_get_value_by_nick (g_type_class_peek (SCHOTT_TYPE_AI_SPEED), speed);
      if (ev != NULL)
        schott_game_model_set_speed (self, ev->value);
    }

  _schott_game_model_setup_players (self, seats);
  _schott_game_model_load_stage_marks (self, kf, SCHOTT_AUTOSAVE_GROUP);
  _schott_game_model_sync_all (self);
  _schott_game_model_add_log_line (self, _("The saved game was restored."));

  return g_steal_pointer (&self);
}
