/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-statistics.c: the statistics of finished games, in a key file. */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>

#include "sw-file.h"
#include "schott-statistics.h"

#define GROUP            "SCHOTT statistics"
#define PERSON_GROUP     "Person "
#define COMPUTER_GROUP   "Computer "
#define FORMAT_VERSION   2
/* 2,000 people of long names fit */
#define MAX_FILE_SIZE    (1024 * 1024)
/* more names than that: the games of new ones go to the unnamed record */
#define MAX_PEOPLE       2000

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
  GPtrArray *records;       /* SchottPlayerRecord *, in the order of the API */

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

static const char * const level_keys[SCHOTT_N_AI_LEVELS] = {
  "easy", "normal", "hard", "expert",
};

static void
record_free (SchottPlayerRecord *record)
{
  g_free (record->name);
  g_free (record);
}

/* A name as it is counted: no surrounding spaces, composed (NFC), at most
 * SCHOTT_STATISTICS_MAX_NAME characters; "" for none. */
static char *
normalize_name (const char *name)
{
  g_autofree char *valid = g_utf8_make_valid (name != NULL ? name : "", -1);
  g_autofree char *composed = g_utf8_normalize (g_strstrip (valid), -1, G_NORMALIZE_NFC);
  char *end;

  if (composed == NULL)
    return g_strdup ("");
  if (g_utf8_strlen (composed, -1) > SCHOTT_STATISTICS_MAX_NAME)
    {
      end = g_utf8_offset_to_pointer (composed, SCHOTT_STATISTICS_MAX_NAME);
      *end = '\0';
      g_strchomp (composed);
    }
  return g_steal_pointer (&composed);
}

/* Named people by name, then the unnamed, then computers by level. */
static int
compare_records (gconstpointer a,
                 gconstpointer b)
{
  const SchottPlayerRecord *x = *(SchottPlayerRecord * const *) a;
  const SchottPlayerRecord *y = *(SchottPlayerRecord * const *) b;
  int rank_x = x->level >= 0 ? 2 + x->level : x->name == NULL ? 1 : 0;
  int rank_y = y->level >= 0 ? 2 + y->level : y->name == NULL ? 1 : 0;

  if (rank_x != rank_y)
    return rank_x - rank_y;
  if (x->name != NULL && y->name != NULL)
    {
      int by_name = g_utf8_collate (x->name, y->name);

      return by_name != 0 ? by_name : strcmp (x->name, y->name);
    }
  return 0;
}

static guint
count_people (SchottStatistics *self)
{
  guint n = 0;

  for (guint i = 0; i < self->records->len; i++)
    n += ((SchottPlayerRecord *) g_ptr_array_index (self->records, i))->level < 0;
  return n;
}

/* The record of a person (name "" or NULL: the unnamed) or of a computer
 * level (level >= 0), made when there is none. */
static SchottPlayerRecord *
get_record (SchottStatistics *self,
            const char       *name,
            gint              level)
{
  SchottPlayerRecord *record;

  if (level < 0 && name != NULL && *name == '\0')
    name = NULL;
  for (guint i = 0; i < self->records->len; i++)
    {
      record = g_ptr_array_index (self->records, i);
      if (record->level == level && (level >= 0 || g_strcmp0 (record->name, name) == 0))
        return record;
    }
  if (level < 0 && name != NULL && count_people (self) >= MAX_PEOPLE)
    return get_record (self, NULL, -1);
  record = g_new0 (SchottPlayerRecord, 1);
  record->name = level < 0 ? g_strdup (name) : NULL;
  record->level = level;
  g_ptr_array_add (self->records, record);
  return record;
}

/* into takes what from counted; from goes. */
static void
merge_records (SchottStatistics   *self,
               SchottPlayerRecord *from,
               SchottPlayerRecord *into)
{
  into->games += from->games;
  into->wins += from->wins;
  into->earlier_wins += from->earlier_wins;
  into->best_stage = MAX (into->best_stage, from->best_stage);
  g_ptr_array_remove (self->records, from);
}

static void
clear_counts (SchottStatistics *self)
{
  self->games = 0;
  memset (self->wins, 0, sizeof self->wins);
  self->best_stage = 0;
  g_clear_pointer (&self->best_player, g_free);
  g_clear_pointer (&self->best_date, g_date_time_unref);
  self->longest_game = 0;
  if (self->records != NULL)
    g_ptr_array_set_size (self->records, 0);
}

/* A count: absent is 0; anything but a number from 0 up is damage. */
static gboolean
read_count (GKeyFile   *kf,
            const char *group,
            const char *key,
            guint      *out,
            GError    **error)
{
  g_autofree char *text = g_key_file_get_value (kf, group, key, NULL);
  guint64 value;

  *out = 0;
  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (g_strstrip (text), 10, 0, G_MAXUINT32, &value, NULL))
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   _("“%s” in [%s] is not a count: “%s”"), key, group, text);
      return FALSE;
    }
  *out = (guint) value;
  return TRUE;
}

/* A record's counts from its group. */
static gboolean
read_record (GKeyFile           *kf,
             const char         *group,
             SchottPlayerRecord *record,
             GError            **error)
{
  const char *keys[] = { "games", "wins", "earlier-wins", "best-stage" };
  guint *fields[] = { &record->games, &record->wins, &record->earlier_wins, &record->best_stage };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      guint value;

      if (!read_count (kf, group, keys[i], &value, error))
        return FALSE;
      /* the same name twice (a file edited by hand): one record */
      *fields[i] = i == 3 ? MAX (*fields[i], value) : *fields[i] + value;
    }
  return TRUE;
}

static gboolean
read_records (SchottStatistics *self,
              GKeyFile         *kf,
              GError          **error)
{
  g_auto (GStrv) groups = g_key_file_get_groups (kf, NULL);

  for (guint g = 0; groups[g] != NULL; g++)
    {
      SchottPlayerRecord *record = NULL;

      if (g_str_has_prefix (groups[g], PERSON_GROUP))
        {
          g_autofree char *raw = g_key_file_get_string (kf, groups[g], "name", NULL);
          g_autofree char *name = normalize_name (raw);

          record = get_record (self, name, -1);
        }
      else if (g_str_has_prefix (groups[g], COMPUTER_GROUP))
        {
          const char *level = groups[g] + strlen (COMPUTER_GROUP);

          for (guint l = 0; record == NULL && l < SCHOTT_N_AI_LEVELS; l++)
            if (g_str_equal (level, level_keys[l]))
              record = get_record (self, NULL, (gint) l);
          if (record == NULL)
            {
              g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_GROUP_NOT_FOUND,
                           _("there is no computer level “%s”"), level);
              return FALSE;
            }
        }
      if (record != NULL && !read_record (kf, groups[g], record, error))
        return FALSE;
    }
  return TRUE;
}

/* Version 1 kept totals only: the people's wins become the unnamed
 * record's, each level's its own, and the best stage its holder's. */
static void
migrate_version_1 (SchottStatistics *self)
{
  if (self->wins[0] > 0)
    get_record (self, NULL, -1)->earlier_wins = self->wins[0];
  for (guint l = 0; l < SCHOTT_N_AI_LEVELS; l++)
    if (self->wins[1 + l] > 0)
      get_record (self, NULL, (gint) l)->earlier_wins = self->wins[1 + l];
  if (self->best_stage > 0 && self->best_player != NULL)
    {
      g_autofree char *name = normalize_name (self->best_player);
      SchottPlayerRecord *record = get_record (self, name, -1);

      record->best_stage = MAX (record->best_stage, self->best_stage);
    }
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
  if (!read_count (kf, GROUP, "version", &version, error))
    return FALSE;
  if (version > FORMAT_VERSION)
    {
      self->read_only = TRUE;
      return TRUE;
    }
  if (!read_count (kf, GROUP, "games", &self->games, error)
      || !read_count (kf, GROUP, "longest-game", &self->longest_game, error)
      || !read_count (kf, GROUP, "best-stage", &self->best_stage, error))
    return FALSE;
  for (guint k = 0; k < SCHOTT_STATISTICS_N_KINDS; k++)
    if (!read_count (kf, GROUP, wins_keys[k], &self->wins[k], error))
      return FALSE;
  self->best_player = g_key_file_get_string (kf, GROUP, "best-stage-player", NULL);
  date = g_key_file_get_string (kf, GROUP, "best-stage-date", NULL);
  if (date != NULL && (self->best_date = g_date_time_new_from_iso8601 (date, NULL)) == NULL)
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   _("“%s” is not a date: “%s”"), "best-stage-date", date);
      return FALSE;
    }
  if (version < 2)
    {
      migrate_version_1 (self);
      return TRUE;
    }
  return read_records (self, kf, error);
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
      g_ptr_array_sort (self->records, compare_records);
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
  for (guint i = 0, person = 0; i < self->records->len; i++)
    {
      const SchottPlayerRecord *record = g_ptr_array_index (self->records, i);
      g_autofree char *group = record->level >= 0
                               ? g_strconcat (COMPUTER_GROUP, level_keys[record->level], NULL)
                               : g_strdup_printf (PERSON_GROUP "%u", ++person);

      if (record->level < 0)
        g_key_file_set_string (kf, group, "name", record->name != NULL ? record->name : "");
      g_key_file_set_uint64 (kf, group, "games", record->games);
      g_key_file_set_uint64 (kf, group, "wins", record->wins);
      if (record->earlier_wins > 0)
        g_key_file_set_uint64 (kf, group, "earlier-wins", record->earlier_wins);
      if (record->best_stage > 0)
        g_key_file_set_uint64 (kf, group, "best-stage", record->best_stage);
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
  g_clear_pointer (&self->records, g_ptr_array_unref);
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
  self->records = g_ptr_array_new_with_free_func ((GDestroyNotify) record_free);
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
  SchottPlayerRecord *seats[SCHOTT_MAX_PLAYERS] = { NULL, };

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

  /* each seat's record once a game, however many seats share it (two
   * seats called "Anna", two Normal computers); a win if any of them won */
  {
    SchottPlayerRecord *seen[SCHOTT_MAX_PLAYERS] = { NULL, };
    gboolean seen_won[SCHOTT_MAX_PLAYERS] = { FALSE, };
    guint n_seen = 0;

    for (guint p = 0; p < n; p++)
      {
        SchottPlayer *player = schott_game_model_get_player (model, p);
        SchottPlayerRecord *record;
        guint s;

        if (schott_game_model_is_computer (model, p))
          record = get_record (self, NULL, (gint) schott_player_get_level (player));
        else
          {
            g_autofree char *name = normalize_name (schott_player_get_name (player));

            record = get_record (self, name, -1);
          }
        seats[p] = record;
        for (s = 0; s < n_seen && seen[s] != record; s++)
          ;
        if (s == n_seen)
          seen[n_seen++] = record;
        seen_won[s] |= (mask & (1u << p)) != 0;
      }
    for (guint s = 0; s < n_seen; s++)
      {
        seen[s]->games++;
        seen[s]->wins += seen_won[s] ? 1 : 0;
      }
  }

  /* the best stage is a person's: computers would set it out of reach */
  n_rows = schott_game_model_get_n_stage_rows (model);
  for (guint row = 0; row < n_rows; row++)
    {
      gint moves[SCHOTT_MAX_PLAYERS] = { 0, };

      /* row 0 of a resumed old save spans several stages */
      if (schott_game_model_get_stage_row (model, row, moves) == 0)
        continue;
      for (guint p = 0; p < n; p++)
        {
          if (schott_game_model_is_computer (model, p) || moves[p] <= 0)
            continue;
          seats[p]->best_stage = MAX (seats[p]->best_stage, (guint) moves[p]);
          if ((guint) moves[p] > self->best_stage)
            {
              self->best_stage = (guint) moves[p];
              g_free (self->best_player);
              self->best_player = g_strdup (seats[p]->name);
              g_clear_pointer (&self->best_date, g_date_time_unref);
              self->best_date = g_date_time_new_now_local ();
            }
        }
    }
  g_ptr_array_sort (self->records, compare_records);
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

guint
schott_statistics_get_n_records (SchottStatistics *self)
{
  g_return_val_if_fail (SCHOTT_IS_STATISTICS (self), 0);
  return self->records->len;
}

const SchottPlayerRecord *
schott_statistics_get_record (SchottStatistics *self,
                              guint             index)
{
  g_return_val_if_fail (SCHOTT_IS_STATISTICS (self), NULL);
  g_return_val_if_fail (index < self->records->len, NULL);
  return g_ptr_array_index (self->records, index);
}

gint
schott_statistics_find_person (SchottStatistics *self,
                               const char       *name)
{
  g_autofree char *key = normalize_name (name);

  g_return_val_if_fail (SCHOTT_IS_STATISTICS (self), -1);
  for (guint i = 0; *key != '\0' && i < self->records->len; i++)
    {
      const SchottPlayerRecord *record = g_ptr_array_index (self->records, i);

      if (record->level < 0 && g_strcmp0 (record->name, key) == 0)
        return (gint) i;
    }
  return -1;
}

gboolean
schott_statistics_rename_person (SchottStatistics *self,
                                 guint             index,
                                 const char       *new_name,
                                 GError          **error)
{
  g_autofree char *name = normalize_name (new_name);
  SchottPlayerRecord *record;
  gint other;

  g_return_val_if_fail (SCHOTT_IS_STATISTICS (self), FALSE);
  g_return_val_if_fail (index < self->records->len, FALSE);
  record = g_ptr_array_index (self->records, index);
  if (self->read_only)
    {
      g_set_error_literal (error, SW_FILE_ERROR, SW_FILE_ERROR_READ_ONLY, self->problem);
      return FALSE;
    }
  if (record->level >= 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("A computer’s record is kept by its level and has no name to change."));
      return FALSE;
    }
  if (*name == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("A name cannot be empty."));
      return FALSE;
    }
  if (g_strcmp0 (record->name, name) == 0)
    return TRUE;

  if (self->best_player != NULL && record->name != NULL && g_str_equal (self->best_player, record->name))
    {
      g_free (self->best_player);
      self->best_player = g_strdup (name);
    }
  other = schott_statistics_find_person (self, name);
  if (other >= 0)
    merge_records (self, record, g_ptr_array_index (self->records, other));
  else
    {
      g_free (record->name);
      record->name = g_steal_pointer (&name);
    }
  g_ptr_array_sort (self->records, compare_records);
  g_signal_emit (self, signals[CHANGED], 0);
  return save (self, error);
}
