/* schott-statistics.c: the statistics of finished games, in a key file. */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>

#include "sw-file.h"
#include "schott-statistics.h"

#define GROUP            "SCHOTT statistics"
#define FORMAT_VERSION   1
#define MAX_FILE_SIZE    (64 * 1024)
/* set on a model once it has been counted */

struct _SchottStatistics
{
  GObject    parent_instance;

  char      *path;
  char      *problem;
  gboolean   read_only;     /* a newer version's file: left alone */

  guint      games;
  guint      wins[SCHOTT_STATISTICS_N_KINDS];
  guint      best_stage;
  char      *best_player;
  GDateTime *best_date;
  guint      longest_game;

  SchottGameModel *counted;   /* weak: the game counted last */
};

G_DEFINE_FINAL_TYPE (SchottStatistics, schott_statistics, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The key of each seat kind's wins, in the order of SCHOTT_STATISTICS_N_KINDS. */
static const char * const wins_keys[SCHOTT_STATISTICS_N_KINDS] = {
  "wins-human", "wins-easy", "wins-normal", "wins-hard", "wins-expert",
};

static void
clear_counts (SchottStatistics *self)
{
  self->games = 0;
  memset (self->wins, 0, sizeof self->wins);
  self->best_stage = 0;
  g_clear_pointer (&self->best_player, g_free);
  g_clear_pointer (&self->best_date, g_date_time_unref);
  self->longest_game = 0;
}

/* A count: absent is 0; anything but a number from 0 up is damage. */
static gboolean
read_count (GKeyFile   *kf,
            const char *key,
            guint      *out,
            GError    **error)
{
  g_autofree char *text = g_key_file_get_value (kf, GROUP, key, NULL);
  guint64 value;

  *out = 0;
  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (g_strstrip (text), 10, 0, G_MAXUINT32, &value, NULL))
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   _("“%s” is not a count: “%s”"), key, text);
      return FALSE;
    }
  *out = (guint) value;
  return TRUE;
}

static gboolean
parse_file (SchottStatistics *self,
            const char       *data,
            gsize             len,
            GError          **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *date = NULL;
  guint version;

  if (!g_key_file_load_from_data (kf, data, len, G_KEY_FILE_NONE, error))
    return FALSE;
  if (!g_key_file_has_group (kf, GROUP))
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_GROUP_NOT_FOUND,
                   _("there is no group “%s”"), GROUP);
      return FALSE;
    }
  if (!read_count (kf, "version", &version, error))
    return FALSE;
  if (version > FORMAT_VERSION)
    {
      self->read_only = TRUE;
      return TRUE;
    }
  if (!read_count (kf, "games", &self->games, error)
      || !read_count (kf, "longest-game", &self->longest_game, error)
      || !read_count (kf, "best-stage", &self->best_stage, error))
    return FALSE;
  for (guint k = 0; k < SCHOTT_STATISTICS_N_KINDS; k++)
    if (!read_count (kf, wins_keys[k], &self->wins[k], error))
      return FALSE;
  self->best_player = g_key_file_get_string (kf, GROUP, "best-stage-player", NULL);
  date = g_key_file_get_string (kf, GROUP, "best-stage-date", NULL);
  if (date != NULL && (self->best_date = g_date_time_new_from_iso8601 (date, NULL)) == NULL)
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   _("“%s” is not a date: “%s”"), "best-stage-date", date);
      return FALSE;
    }
  return TRUE;
}

static void
load (SchottStatistics *self)
{
  g_autofree char *data = NULL;
  g_autofree char *aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) move_error = NULL;
  gsize len = 0;

  if (!g_file_test (self->path, G_FILE_TEST_EXISTS))
    return;
  if (!sw_file_read_limited (self->path, MAX_FILE_SIZE, &data, &len, &error)
      && !g_error_matches (error, SW_FILE_ERROR, SW_FILE_ERROR_TOO_LARGE))
    {
      /* unreadable (permissions, I/O): not damage, and not to be replaced */
      self->read_only = TRUE;
      self->problem = g_strdup_printf (_("The statistics in “%s” cannot be read (%s). Games are not counted."),
                                       self->path, error->message);
      return;
    }
  if (error == NULL && parse_file (self, data, len, &error))
    {
      if (self->read_only)
        self->problem = g_strdup_printf (_("The statistics in “%s” were written by a newer version of SCHOTT World. They are left as they are; games are not counted."),
                                         self->path);
      return;
    }

  clear_counts (self);
  aside = sw_file_move_aside (self->path, &move_error);
  if (aside == NULL)
    {
      self->read_only = TRUE;
      self->problem = g_strdup_printf (_("The statistics in “%s” are damaged (%s) and could not be moved aside (%s). Games are not counted."),
                                       self->path, error->message, move_error->message);
      return;
    }
  self->problem = g_strdup_printf (_("The statistics in “%s” were damaged (%s). They were kept as “%s”, and counting starts again."),
                                   self->path, error->message, aside);
}

static gboolean
save (SchottStatistics *self,
      GError          **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *dir = g_path_get_dirname (self->path);
  g_autofree char *data = NULL;
  gsize len;

  if (self->read_only)
    {
      g_set_error_literal (error, SW_FILE_ERROR, SW_FILE_ERROR_READ_ONLY, self->problem);
      return FALSE;
    }
  g_key_file_set_integer (kf, GROUP, "version", FORMAT_VERSION);
  g_key_file_set_uint64 (kf, GROUP, "games", self->games);
  for (guint k = 0; k < SCHOTT_STATISTICS_N_KINDS; k++)
    g_key_file_set_uint64 (kf, GROUP, wins_keys[k], self->wins[k]);
  g_key_file_set_uint64 (kf, GROUP, "longest-game", self->longest_game);
  g_key_file_set_uint64 (kf, GROUP, "best-stage", self->best_stage);
  if (self->best_player != NULL)
    g_key_file_set_string (kf, GROUP, "best-stage-player", self->best_player);
  if (self->best_date != NULL)
    {
      g_autofree char *date = g_date_time_format_iso8601 (self->best_date);

      g_key_file_set_string (kf, GROUP, "best-stage-date", date);
    }
  data = g_key_file_to_data (kf, &len, NULL);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  return sw_file_write_atomic_full (self->path, data, len, 0600, error);
}

static void
schott_statistics_finalize (GObject *object)
{
  SchottStatistics *self = SCHOTT_STATISTICS (object);

  clear_counts (self);
  g_clear_weak_pointer (&self->counted);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->problem, g_free);
  G_OBJECT_CLASS (schott_statistics_parent_class)->finalize (object);
}

static void
schott_statistics_class_init (SchottStatisticsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = schott_statistics_finalize;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
schott_statistics_init (SchottStatistics *self)
{
}

char *
schott_statistics_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "schott-world", "statistics.ini", NULL);
}

SchottStatistics *
schott_statistics_new (const char *path)
{
  SchottStatistics *self;

  g_return_val_if_fail (path != NULL, NULL);
  self = g_object_new (SCHOTT_TYPE_STATISTICS, NULL);
  self->path = g_strdup (path);
  load (self);
  return self;
}

SchottStatistics *
schott_statistics_get_default (void)
{
  static SchottStatistics *statistics;
  g_autofree char *path = schott_statistics_default_path ();

  /* the data folder moves only in tests (a folder each) */
  if (statistics == NULL || g_strcmp0 (statistics->path, path) != 0)
    {
      g_clear_object (&statistics);
      statistics = schott_statistics_new (path);
    }
  return statistics;
}

#define GETTER(type, name, field, fallback)                         \
  type                                                              \
  schott_statistics_get_##name (SchottStatistics *self)             \
  {                                                                 \
    g_return_val_if_fail (SCHOTT_IS_STATISTICS (self), fallback);   \
    return self->field;                                             \
  }

GETTER (const char *, path, path, NULL)
GETTER (const char *, problem, problem, NULL)
GETTER (guint, games, games, 0)
GETTER (guint, best_stage, best_stage, 0)
GETTER (const char *, best_stage_player, best_player, NULL)
GETTER (GDateTime *, best_stage_date, best_date, NULL)
GETTER (guint, longest_game, longest_game, 0)

guint
schott_statistics_get_wins (SchottStatistics *self,
                            guint             kind)
{
  g_return_val_if_fail (SCHOTT_IS_STATISTICS (self), 0);
  g_return_val_if_fail (kind < SCHOTT_STATISTICS_N_KINDS, 0);
  return self->wins[kind];
}

gboolean
schott_statistics_record_game (SchottStatistics *self,
                               SchottGameModel  *model,
                               GError          **error)
{
  guint n, mask, n_rows;
  gboolean won[SCHOTT_STATISTICS_N_KINDS] = { FALSE, };

  g_return_val_if_fail (SCHOTT_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (SCHOTT_IS_GAME_MODEL (model), FALSE);
  g_return_val_if_fail (schott_game_model_get_is_over (model), FALSE);

  if (self->counted == model)
    return TRUE;
  g_set_weak_pointer (&self->counted, model);
  if (self->read_only)
    return save (self, error);

  n = schott_game_model_get_n_players (model);
  mask = schott_game_model_get_winner_mask (model);
  self->games++;
  for (guint p = 0; p < n; p++)
    if (mask & (1u << p))
      {
        SchottPlayer *player = schott_game_model_get_player (model, p);

        won[schott_game_model_is_computer (model, p) ? 1 + schott_player_get_level (player) : 0] = TRUE;
      }
  for (guint k = 0; k < SCHOTT_STATISTICS_N_KINDS; k++)
    self->wins[k] += won[k] ? 1 : 0;
  self->longest_game = MAX (self->longest_game, schott_game_model_get_stage (model));

  /* the best stage is a person's: computers would set it out of reach */
  n_rows = schott_game_model_get_n_stage_rows (model);
  for (guint row = 0; row < n_rows; row++)
    {
      gint moves[SCHOTT_MAX_PLAYERS] = { 0, };

      /* row 0 of a resumed old save spans several stages */
      if (schott_game_model_get_stage_row (model, row, moves) == 0)
        continue;
      for (guint p = 0; p < n; p++)
        if (!schott_game_model_is_computer (model, p) && moves[p] > 0
            && (guint) moves[p] > self->best_stage)
          {
            self->best_stage = (guint) moves[p];
            g_free (self->best_player);
            self->best_player = g_strdup (schott_player_get_name (schott_game_model_get_player (model, p)));
            g_clear_pointer (&self->best_date, g_date_time_unref);
            self->best_date = g_date_time_new_now_local ();
          }
    }
  g_signal_emit (self, signals[CHANGED], 0);
  return save (self, error);
}

gboolean
schott_statistics_reset (SchottStatistics *self,
                         GError          **error)
{
  g_return_val_if_fail (SCHOTT_IS_STATISTICS (self), FALSE);

  if (!self->read_only)
    {
      clear_counts (self);
      g_clear_pointer (&self->problem, g_free);
    }
  g_signal_emit (self, signals[CHANGED], 0);
  return save (self, error);
}
