/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-save.c: saved games as versioned "key = value" text.
 *
 * The format spells out the whole variant and every field of SchottGame,
 * rng included, so a loaded game continues exactly like the saved one.
 * Lists are space separated; cards are numbers, "J" is a joker. */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "schott-engine.h"
#include "schott-game-private.h"

#define SAVE_MAGIC "schott-save"
#define SAVE_MAJOR 1
#define SAVE_MINOR 0

/* ------------------------------------------------------------ writing */

/* "key = 1 2 3"; with jokers, a joker (0) is written "J" */
static void
put_list (GString    *out,
          const char *key,
          const gint *values,
          guint       n,
          gboolean    jokers)
{
  g_string_append_printf (out, "%s =", key);
  for (guint i = 0; i < n; i++)
    {
      if (jokers && values[i] == SCHOTT_JOKER)
        g_string_append (out, " J");
      else
        g_string_append_printf (out, " %d", values[i]);
    }
  g_string_append_c (out, '\n');
}

static void
put_cards (GString          *out,
           const char       *key,
           const SchottCard *cards,
           guint             n)
{
  gint values[SCHOTT_MAX_DECK];

  g_assert (n <= SCHOTT_MAX_DECK);
  for (guint i = 0; i < n; i++)
    values[i] = cards[i];
  put_list (out, key, values, n, TRUE);
}

#define PUT(key, fmt, value) g_string_append_printf (out, "%s = " fmt "\n", key, value)
#define PUT_PLAYERS(key, field)                                   \
  G_STMT_START {                                                  \
    gint v_[SCHOTT_MAX_PLAYERS] = { 0 };                          \
    for (guint p_ = 0; p_ < n; p_++)                              \
      v_[p_] = (gint) (field)[p_];                                \
    put_list (out, key, v_, n, FALSE);                            \
  } G_STMT_END

char *
schott_game_serialize (const SchottGame *game)
{
  const SchottVariant *v;
  GString *out;
  guint n;
  gint list[SCHOTT_MAX_ROUTE + 1];

  g_return_val_if_fail (game != NULL, NULL);

  v = &game->variant;
  n = MIN (game->n_players, SCHOTT_MAX_PLAYERS);
  out = g_string_sized_new (4096);
  g_string_append_printf (out, "%s %d.%d\n", SAVE_MAGIC, SAVE_MAJOR, SAVE_MINOR);

  PUT ("variant.name", "%s", v->name);
  for (guint p = SCHOTT_MIN_PLAYERS; p <= SCHOTT_MAX_PLAYERS; p++)
    g_string_append_printf (out, "variant.deck.%u = %u %u\n", p,
                            v->deck[p].max_value, v->deck[p].n_jokers);
  PUT ("variant.row_length", "%u", v->row_length);
  PUT ("variant.route_length", "%u", v->route_length);
  g_string_append (out, "variant.field_value =");
  for (guint f = 0; f <= SCHOTT_MAX_ROUTE; f++)
    if (v->field_value[f] != 0)
      g_string_append_printf (out, " %u:%d", f, v->field_value[f]);
  g_string_append_c (out, '\n');
  for (guint k = 0; k <= SCHOTT_N_EVENT_KINDS; k++)
    list[k] = v->event_copies[k];
  put_list (out, "variant.event_copies", list, SCHOTT_N_EVENT_KINDS + 1, FALSE);
  for (guint k = 0; k <= SCHOTT_N_EVENT_KINDS; k++)
    list[k] = v->event_amount[k];
  put_list (out, "variant.event_amount", list, SCHOTT_N_EVENT_KINDS + 1, FALSE);
  PUT ("variant.events_per_player", "%u", v->events_per_player);
  PUT ("variant.question_reward", "%u", v->question_reward);
  PUT ("variant.fast_track", "%d", v->fast_track);
  PUT ("variant.questions", "%d", v->questions);
  PUT ("variant.may_discard_drawn", "%d", v->may_discard_drawn);
  PUT ("variant.single_stage", "%d", v->single_stage);
  PUT ("variant.turn_cap", "%u", v->turn_cap);
  PUT ("variant.stage_cap", "%u", v->stage_cap);

  PUT ("seed", "%" G_GUINT64_FORMAT, game->seed);
  PUT ("rng.state", "%" G_GUINT64_FORMAT, game->rng.state);
  PUT ("rng.inc", "%" G_GUINT64_FORMAT, game->rng.inc);
  PUT ("n_players", "%u", game->n_players);
  PUT ("row_length", "%u", game->row_length);
  PUT ("max_value", "%u", game->max_value);
  PUT ("phase", "%s", schott_phase_name (game->phase));
  PUT ("decision", "%s", schott_decision_name (game->decision));
  PUT ("decider", "%d", game->decider);
  PUT ("active", "%d", game->active);
  PUT ("stage_first", "%d", game->stage_first);
  PUT ("stage", "%u", game->stage);
  PUT ("turn", "%u", game->turn);
  PUT ("stage_turns", "%u", game->stage_turns);
  PUT ("capped_stages", "%u", game->capped_stages);

  for (guint p = 0; p < n; p++)
    {
      char key[32];
      g_snprintf (key, sizeof key, "row.%u", p);
      put_cards (out, key, game->rows[p], game->row_length);
    }
  put_cards (out, "draw", game->draw, game->n_draw);
  put_cards (out, "discard", game->discard, game->n_discard);
  PUT ("has_drawn", "%d", game->has_drawn);
  PUT ("drawn", "%u", game->drawn);

  PUT_PLAYERS ("figure", game->figure);
  for (guint p = 0; p < n; p++)
    {
      g_string_append_printf (out, "events.%u =", p);
      for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
        g_string_append_printf (out, " %u:%d", game->events[p][s].kind,
                                game->events[p][s].played);
      g_string_append_c (out, '\n');
    }
  PUT_PLAYERS ("events_played", game->events_played);
  PUT_PLAYERS ("fast_track_available", game->fast_track_available);
  PUT_PLAYERS ("fast_track_active", game->fast_track_active);
  PUT_PLAYERS ("exchanged_this_stage", game->exchanged_this_stage);

  PUT ("current_event", "%u", game->current_event);
  PUT ("e2_next", "%d", game->e2_next);
  PUT ("e9_target", "%d", game->e9_target);
  PUT ("question_reason", "%u", game->question_reason);
  PUT ("question_amount", "%d", game->question_amount);
  PUT ("question_serial", "%u", game->question_serial);
  PUT ("question_right", "%u", game->question_right);
  PUT ("questions_asked", "%u", game->questions_asked);

  g_string_append (out, "pending =");
  for (guint i = 0; i < game->n_pending && i < SCHOTT_MAX_PENDING; i++)
    g_string_append_printf (out, " %u:%d:%d", game->pending[i].kind,
                            game->pending[i].player, game->pending[i].amount);
  g_string_append_c (out, '\n');
  PUT ("stage_winner", "%d", game->stage_winner);
  PUT_PLAYERS ("row_complete", game->row_complete);

  PUT ("summary.winner", "%d", game->last_summary.winner);
  PUT_PLAYERS ("summary.prefix", game->last_summary.prefix);
  PUT_PLAYERS ("summary.score", game->last_summary.score);
  PUT_PLAYERS ("summary.fast_track", game->last_summary.fast_track);
  PUT_PLAYERS ("summary.moved_from", game->last_summary.moved_from);
  PUT_PLAYERS ("summary.moved_to", game->last_summary.moved_to);
  PUT_PLAYERS ("winners", game->winners);

  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ reading */

typedef struct
{
  char  *value;
  guint  line;
  gboolean used;
} Entry;

typedef struct
{
  GHashTable *entries;   /* key -> Entry */
  GError    **error;
} Reader;

static void
entry_free (gpointer data)
{
  Entry *entry = data;
  g_free (entry->value);
  g_free (entry);
}

static gboolean
parse_error (GError     **error,
             guint        line,
             const char  *format,
             ...) G_GNUC_PRINTF (3, 4);

static gboolean
parse_error (GError     **error,
             guint        line,
             const char  *format,
             ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (line > 0)
    g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_PARSE, _("line %u: %s"), line, message);
  else
    g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_PARSE, "%s", message);
  return FALSE;
}

static Entry *
lookup (Reader     *r,
        const char *key)
{
  Entry *entry = g_hash_table_lookup (r->entries, key);

  if (entry == NULL)
    {
      parse_error (r->error, 0, _("missing key “%s”"), key);
      return NULL;
    }
  entry->used = TRUE;
  return entry;
}

static guint
line_of (Reader     *r,
         const char *key)
{
  Entry *entry = g_hash_table_lookup (r->entries, key);
  return entry != NULL ? entry->line : 0;
}

static gboolean
parse_number (const char  *text,
              const char **end_out,
              gint64       min,
              gint64       max,
              gint64      *out)
{
  char *end;
  gint64 v;

  if (!g_ascii_isdigit (*text) && !(*text == '-' && g_ascii_isdigit (text[1])))
    return FALSE;
  errno = 0;
  v = g_ascii_strtoll (text, &end, 10);
  if (errno != 0 || v < min || v > max)
    return FALSE;
  *out = v;
  *end_out = end;
  return TRUE;
}

static gboolean
get_int (Reader     *r,
         const char *key,
         gint64      min,
         gint64      max,
         gint64     *out)
{
  Entry *entry = lookup (r, key);
  const char *end;

  if (entry == NULL)
    return FALSE;
  if (!parse_number (entry->value, &end, min, max, out) || *end != '\0')
    return parse_error (r->error, entry->line,
                        _("“%s” must be a whole number in %lld..%lld, not “%s”"),
                        key, (long long) min, (long long) max, entry->value);
  return TRUE;
}

static gboolean
get_u64 (Reader     *r,
         const char *key,
         guint64    *out)
{
  Entry *entry = lookup (r, key);
  char *end;

  if (entry == NULL)
    return FALSE;
  errno = 0;
  if (!g_ascii_isdigit (entry->value[0]) ||
      (*out = g_ascii_strtoull (entry->value, &end, 10), errno != 0) || *end != '\0')
    return parse_error (r->error, entry->line,
                        _("“%s” must be an unsigned 64-bit number, not “%s”"), key, entry->value);
  return TRUE;
}

#define GET(key, min, max, lvalue)                              \
  G_STMT_START {                                                \
    gint64 v_;                                                  \
    if (!get_int (&r, key, min, max, &v_))                      \
      goto fail;                                                \
    lvalue = v_;                                                \
  } G_STMT_END

/* Reads a list of numbers (or "J" when jokers is TRUE), separated by
 * spaces, with optional ":"-joined groups of `group` numbers. */
static gboolean
get_list (Reader     *r,
          const char *key,
          guint       group,
          gint64      min,
          gint64      max,
          gboolean    jokers,
          gint64     *values,
          guint       max_items,
          guint      *n_items)
{
  Entry *entry = lookup (r, key);
  const char *p;
  guint n = 0;

  if (entry == NULL)
    return FALSE;
  p = entry->value;
  for (;;)
    {
      while (*p == ' ' || *p == '\t')
        p++;
      if (*p == '\0')
        break;
      if (n >= max_items)
        return parse_error (r->error, entry->line, _("“%s” has more than %u items"),
                            key, max_items);
      for (guint g = 0; g < group; g++)
        {
          const char *end;
          gint64 v;

          if (g > 0)
            {
              if (*p != ':')
                return parse_error (r->error, entry->line,
                                    _("“%s”: item %u must be %u numbers joined by “:”"),
                                    key, n + 1, group);
              p++;
            }
          if (jokers && (*p == 'J' || *p == 'j'))
            {
              v = SCHOTT_JOKER;
              end = p + 1;
            }
          else if (!parse_number (p, &end, min, max, &v))
            return parse_error (r->error, entry->line,
                                _("“%s”: item %u is not a number in %lld..%lld"),
                                key, n + 1, (long long) min, (long long) max);
          values[n * group + g] = v;
          p = end;
        }
      if (*p != '\0' && *p != ' ' && *p != '\t')
        return parse_error (r->error, entry->line, _("“%s”: unexpected “%c” after item %u"),
                            key, *p, n + 1);
      n++;
    }
  *n_items = n;
  return TRUE;
}

static gboolean
get_exact_list (Reader     *r,
                const char *key,
                gint64      min,
                gint64      max,
                gboolean    jokers,
                gint64     *values,
                guint       count)
{
  guint n;

  if (!get_list (r, key, 1, min, max, jokers, values, count, &n))
    return FALSE;
  if (n != count)
    return parse_error (r->error, line_of (r, key), _("“%s” must have %u items, not %u"),
                        key, count, n);
  return TRUE;
}

#define GET_PLAYERS(key, min, max, field)                                  \
  G_STMT_START {                                                           \
    gint64 v_[SCHOTT_MAX_PLAYERS];                                         \
    if (!get_exact_list (&r, key, min, max, FALSE, v_, tmp->n_players))    \
      goto fail;                                                           \
    for (guint p_ = 0; p_ < tmp->n_players; p_++)                          \
      (field)[p_] = v_[p_];                                                \
  } G_STMT_END

static gboolean
parse_name (const char *name,
            const char * (*namer) (guint),
            guint        n,
            guint       *out)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (namer (i), name) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

static const char *
phase_namer (guint i)
{
  return schott_phase_name ((SchottPhase) i);
}

static const char *
decision_namer (guint i)
{
  return schott_decision_name ((SchottDecisionKind) i);
}

/* A key whose value is one of the names @namer gives for 0..@n-1. */
static gboolean
get_name (Reader      *r,
          const char  *key,
          const char * (*namer) (guint),
          guint        n,
          guint       *out)
{
  Entry *entry = lookup (r, key);

  if (entry == NULL)
    return FALSE;
  if (parse_name (entry->value, namer, n, out))
    return TRUE;
  /* whole sentences for the translators */
  if (namer == phase_namer)
    return parse_error (r->error, entry->line, _("unknown phase “%s”"), entry->value);
  return parse_error (r->error, entry->line, _("unknown decision “%s”"), entry->value);
}

/* A pile of cards (the draw or the discard pile), up to a whole deck. */
static gboolean
get_pile (Reader     *r,
          const char *key,
          SchottCard *cards,
          guint8     *n_cards)
{
  gint64 values[SCHOTT_MAX_DECK];
  guint count;

  if (!get_list (r, key, 1, 1, SCHOTT_MAX_VALUE, TRUE, values, SCHOTT_MAX_DECK, &count))
    return FALSE;
  for (guint i = 0; i < count; i++)
    cards[i] = (SchottCard) values[i];
  *n_cards = (guint8) count;
  return TRUE;
}

static gboolean
read_header (const char  *line,
             gint64      *minor_out,
             GError     **error)
{
  const char *p;
  gint64 major;
  gint64 minor;
  const char *end;

  if (!g_str_has_prefix (line, SAVE_MAGIC " "))
    return parse_error (error, 1, _("not a SCHOTT World saved game (expected “%s %d.%d”)"),
                        SAVE_MAGIC, SAVE_MAJOR, SAVE_MINOR);
  p = line + strlen (SAVE_MAGIC " ");
  if (!parse_number (p, &end, 0, G_MAXINT, &major) || *end != '.' ||
      !parse_number (end + 1, &end, 0, G_MAXINT, &minor) ||
      (*end != '\0' && *end != '\r'))
    return parse_error (error, 1, _("bad version “%s”"), p);
  if (major > SAVE_MAJOR)
    {
      g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_VERSION,
                   _("line 1: the game was saved by a newer version (format %d.%d; this version reads %d.x)"),
                   (gint) major, (gint) minor, SAVE_MAJOR);
      return FALSE;
    }
  if (major < SAVE_MAJOR)
    return parse_error (error, 1, _("unknown old format version %d.%d"), (gint) major, (gint) minor);
  *minor_out = minor;
  return TRUE;
}

gboolean
schott_game_deserialize (SchottGame  *game,
                         const char  *text,
                         GError     **error)
{
  g_auto(GStrv) lines = NULL;
  g_autoptr(GHashTable) entries = NULL;
  g_autofree SchottGame *tmp = NULL;
  Reader r;
  SchottVariant *v;
  gint64 values[(SCHOTT_MAX_ROUTE + 1) * 2];
  guint count;
  guint name;
  Entry *entry;
  GHashTableIter iter;
  gpointer key;
  gint64 minor = 0;

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  lines = g_strsplit (text, "\n", -1);
  if (lines[0] == NULL || !read_header (lines[0], &minor, error))
    {
      if (lines[0] == NULL)
        parse_error (error, 1, _("empty text"));
      return FALSE;
    }

  entries = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, entry_free);
  for (guint i = 1; lines[i] != NULL; i++)
    {
      char *line = g_strstrip (lines[i]);
      char *eq;
      char *k;

      if (*line == '\0' || *line == '#')
        continue;
      eq = strchr (line, '=');
      if (eq == NULL)
        return parse_error (error, i + 1, _("expected “key = value”, found “%s”"), line);
      *eq = '\0';
      k = g_strstrip (line);
      if (g_hash_table_contains (entries, k))
        return parse_error (error, i + 1, _("“%s” appears twice"), k);
      entry = g_new0 (Entry, 1);
      entry->value = g_strdup (g_strstrip (eq + 1));
      entry->line = i + 1;
      g_hash_table_insert (entries, g_strdup (k), entry);
    }

  r.entries = entries;
  r.error = error;
  tmp = g_new0 (SchottGame, 1);
  v = &tmp->variant;

  /* the variant */
  entry = lookup (&r, "variant.name");
  if (entry == NULL)
    goto fail;
  if (strlen (entry->value) >= sizeof v->name)
    {
      parse_error (error, entry->line, _("the variant name is longer than %zu bytes"),
                   sizeof v->name - 1);
      goto fail;
    }
  strncpy (v->name, entry->value, sizeof v->name - 1);
  for (guint p = SCHOTT_MIN_PLAYERS; p <= SCHOTT_MAX_PLAYERS; p++)
    {
      char k[32];
      g_snprintf (k, sizeof k, "variant.deck.%u", p);
      if (!get_exact_list (&r, k, 0, 255, FALSE, values, 2))
        goto fail;
      v->deck[p].max_value = (guint8) values[0];
      v->deck[p].n_jokers = (guint8) values[1];
    }
  GET ("variant.row_length", 0, SCHOTT_MAX_ROW, v->row_length);
  GET ("variant.route_length", 0, SCHOTT_MAX_ROUTE, v->route_length);
  /* FIELD:VALUE pairs: the field is a number along the whole route, the
   * value fits a gint8; each is checked for its own range below. */
  if (!get_list (&r, "variant.field_value", 2, G_MININT8, SCHOTT_MAX_ROUTE, FALSE, values,
                 SCHOTT_MAX_ROUTE + 1, &count))
    goto fail;
  for (guint i = 0; i < count; i++)
    {
      if (values[2 * i] < 0 || values[2 * i] > SCHOTT_MAX_ROUTE)
        {
          parse_error (error, line_of (&r, "variant.field_value"),
                       _("field %lld is outside the route"), (long long) values[2 * i]);
          goto fail;
        }
      if (values[2 * i + 1] > G_MAXINT8)
        {
          parse_error (error, line_of (&r, "variant.field_value"),
                       _("“%s”: item %u is not a number in %lld..%lld"),
                       "variant.field_value", i + 1, (long long) G_MININT8, (long long) G_MAXINT8);
          goto fail;
        }
      v->field_value[values[2 * i]] = (gint8) values[2 * i + 1];
    }
  if (!get_exact_list (&r, "variant.event_copies", 0, 255, FALSE, values, SCHOTT_N_EVENT_KINDS + 1))
    goto fail;
  for (guint k = 0; k <= SCHOTT_N_EVENT_KINDS; k++)
    v->event_copies[k] = (guint8) values[k];
  if (!get_exact_list (&r, "variant.event_amount", 0, 255, FALSE, values, SCHOTT_N_EVENT_KINDS + 1))
    goto fail;
  for (guint k = 0; k <= SCHOTT_N_EVENT_KINDS; k++)
    v->event_amount[k] = (guint8) values[k];
  GET ("variant.events_per_player", 0, SCHOTT_MAX_EVENTS_PER_PLAYER, v->events_per_player);
  GET ("variant.question_reward", 0, 255, v->question_reward);
  GET ("variant.fast_track", 0, 1, v->fast_track);
  GET ("variant.questions", 0, 1, v->questions);
  GET ("variant.may_discard_drawn", 0, 1, v->may_discard_drawn);
  GET ("variant.single_stage", 0, 1, v->single_stage);
  GET ("variant.turn_cap", 0, G_MAXUINT16, v->turn_cap);
  GET ("variant.stage_cap", 0, G_MAXUINT16, v->stage_cap);

  /* the state */
  if (!get_u64 (&r, "seed", &tmp->seed) ||
      !get_u64 (&r, "rng.state", &tmp->rng.state) ||
      !get_u64 (&r, "rng.inc", &tmp->rng.inc))
    goto fail;
  if (!sw_rng_is_valid (&tmp->rng))
    {
      parse_error (error, line_of (&r, "rng.inc"),
                   _("“%s” must be odd (a random generator state that cannot occur), not “%s”"),
                   "rng.inc", lookup (&r, "rng.inc")->value);
      goto fail;
    }
  GET ("n_players", SCHOTT_MIN_PLAYERS, SCHOTT_MAX_PLAYERS, tmp->n_players);
  GET ("row_length", 1, SCHOTT_MAX_ROW, tmp->row_length);
  GET ("max_value", 1, SCHOTT_MAX_VALUE, tmp->max_value);

  if (!get_name (&r, "phase", phase_namer, SCHOTT_PHASE_GAME_OVER + 1, &name))
    goto fail;
  tmp->phase = (SchottPhase) name;
  if (!get_name (&r, "decision", decision_namer, SCHOTT_DECISION_NEXT_STAGE + 1, &name))
    goto fail;
  tmp->decision = (SchottDecisionKind) name;

  GET ("decider", -1, tmp->n_players - 1, tmp->decider);
  GET ("active", 0, tmp->n_players - 1, tmp->active);
  GET ("stage_first", 0, tmp->n_players - 1, tmp->stage_first);
  GET ("stage", 1, G_MAXUINT16, tmp->stage);
  GET ("turn", 0, G_MAXUINT32, tmp->turn);
  GET ("stage_turns", 0, G_MAXUINT16, tmp->stage_turns);
  GET ("capped_stages", 0, G_MAXUINT32, tmp->capped_stages);

  for (guint p = 0; p < tmp->n_players; p++)
    {
      char k[32];
      g_snprintf (k, sizeof k, "row.%u", p);
      if (!get_exact_list (&r, k, 1, SCHOTT_MAX_VALUE, TRUE, values, tmp->row_length))
        goto fail;
      for (guint i = 0; i < tmp->row_length; i++)
        tmp->rows[p][i] = (SchottCard) values[i];
    }
  if (!get_pile (&r, "draw", tmp->draw, &tmp->n_draw) ||
      !get_pile (&r, "discard", tmp->discard, &tmp->n_discard))
    goto fail;
  GET ("has_drawn", 0, 1, tmp->has_drawn);
  GET ("drawn", 0, SCHOTT_MAX_VALUE, tmp->drawn);

  {
    GET_PLAYERS ("figure", 0, SCHOTT_MAX_ROUTE, tmp->figure);
    for (guint p = 0; p < tmp->n_players; p++)
      {
        char k[32];
        g_snprintf (k, sizeof k, "events.%u", p);
        if (!get_list (&r, k, 2, 0, SCHOTT_N_EVENT_KINDS, FALSE, values,
                       SCHOTT_MAX_EVENTS_PER_PLAYER, &count))
          goto fail;
        if (count != SCHOTT_MAX_EVENTS_PER_PLAYER)
          {
            parse_error (error, line_of (&r, k), _("“%s” must have %d items"),
                         k, SCHOTT_MAX_EVENTS_PER_PLAYER);
            goto fail;
          }
        for (guint s = 0; s < count; s++)
          {
            if (values[2 * s + 1] < 0 || values[2 * s + 1] > 1)
              {
                parse_error (error, line_of (&r, k), _("“%s”: played must be 0 or 1"), k);
                goto fail;
              }
            tmp->events[p][s].kind = (SchottEventKind) values[2 * s];
            tmp->events[p][s].played = (gboolean) values[2 * s + 1];
          }
      }
    GET_PLAYERS ("events_played", 0, SCHOTT_MAX_EVENTS_PER_PLAYER, tmp->events_played);
    GET_PLAYERS ("fast_track_available", 0, 1, tmp->fast_track_available);
    GET_PLAYERS ("fast_track_active", 0, 1, tmp->fast_track_active);
    GET_PLAYERS ("exchanged_this_stage", 0, 1, tmp->exchanged_this_stage);
    GET ("current_event", 0, SCHOTT_N_EVENT_KINDS, tmp->current_event);
    GET ("e2_next", -1, tmp->n_players - 1, tmp->e2_next);
    GET ("e9_target", -1, tmp->n_players - 1, tmp->e9_target);
    GET ("question_reason", 0, SCHOTT_QUESTION_EVENT, tmp->question_reason);
    GET ("question_amount", -100, 100, tmp->question_amount);
    GET ("question_serial", 0, G_MAXUINT32, tmp->question_serial);
    GET ("question_right", 0, 2, tmp->question_right);
    GET ("questions_asked", 0, G_MAXUINT32, tmp->questions_asked);

    if (!get_list (&r, "pending", 3, -1000, 1000, FALSE, values, SCHOTT_MAX_PENDING, &count))
      goto fail;
    for (guint i = 0; i < count; i++)
      {
        if (values[3 * i] <= SCHOTT_STEP_NONE || values[3 * i] >= SCHOTT_N_STEPS ||
            values[3 * i + 1] < -1 || values[3 * i + 1] >= tmp->n_players)
          {
            parse_error (error, line_of (&r, "pending"), _("pending step %u is invalid"), i + 1);
            goto fail;
          }
        tmp->pending[i].kind = (guint8) values[3 * i];
        tmp->pending[i].player = (gint8) values[3 * i + 1];
        tmp->pending[i].amount = (gint16) values[3 * i + 2];
      }
    tmp->n_pending = (guint8) count;
    GET ("stage_winner", -1, tmp->n_players - 1, tmp->stage_winner);
    GET_PLAYERS ("row_complete", 0, 1, tmp->row_complete);
    GET ("summary.winner", -1, tmp->n_players - 1, tmp->last_summary.winner);
    GET_PLAYERS ("summary.prefix", 0, SCHOTT_MAX_ROW, tmp->last_summary.prefix);
    GET_PLAYERS ("summary.score", 0, SCHOTT_MAX_ROW, tmp->last_summary.score);
    GET_PLAYERS ("summary.fast_track", 0, 1, tmp->last_summary.fast_track);
    GET_PLAYERS ("summary.moved_from", 0, SCHOTT_MAX_ROUTE, tmp->last_summary.moved_from);
    GET_PLAYERS ("summary.moved_to", 0, SCHOTT_MAX_ROUTE, tmp->last_summary.moved_to);
    GET_PLAYERS ("winners", 0, 1, tmp->winners);
  }

  /* Keys of a newer minor version are skipped; otherwise a stray key is
   * a mistake worth reporting. */
  g_hash_table_iter_init (&iter, entries);
  while (g_hash_table_iter_next (&iter, &key, (gpointer *) &entry))
    if (!entry->used && minor <= SAVE_MINOR)
      {
        parse_error (error, entry->line, _("unknown key “%s”"), (const char *) key);
        goto fail;
      }

  if (!schott_game_validate (tmp, error))
    goto fail;

  memcpy (game, tmp, sizeof *game);
  return TRUE;

fail:
  return FALSE;
}

/* ----------------------------------------------------------- validation */

static gboolean
invalid_state (GError     **error,
               const char  *what)
{
  g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_PARSE, _("inconsistent game: %s"), what);
  return FALSE;
}

gboolean
schott_game_validate (const SchottGame *game,
                      GError          **error)
{
  const SchottVariant *v = &game->variant;
  guint counts[SCHOTT_MAX_VALUE + 1] = { 0 };
  guint n = game->n_players;
  guint total;
  g_autoptr(GError) variant_error = NULL;

  if (n < SCHOTT_MIN_PLAYERS || n > SCHOTT_MAX_PLAYERS)
    return invalid_state (error, _("player count"));
  if (!sw_rng_is_valid (&game->rng))
    return invalid_state (error, _("the random generator's increment is even"));
  if (!schott_variant_check (v, n, &variant_error))
    {
      g_set_error (error, SCHOTT_ERROR, SCHOTT_ERROR_PARSE, _("invalid variant: %s"),
                   variant_error->message);
      return FALSE;
    }
  if (game->row_length != v->row_length || game->max_value != v->deck[n].max_value)
    return invalid_state (error, _("row length or highest card differ from the variant"));

  /* every card exactly once */
  for (guint p = 0; p < n; p++)
    for (guint i = 0; i < game->row_length; i++)
      counts[game->rows[p][i]]++;
  for (guint i = 0; i < game->n_draw; i++)
    counts[game->draw[i]]++;
  for (guint i = 0; i < game->n_discard; i++)
    counts[game->discard[i]]++;
  if (game->has_drawn)
    counts[game->drawn]++;
  else if (game->drawn != 0)
    return invalid_state (error, _("a drawn card without has_drawn"));
  total = n * game->row_length + game->n_draw + game->n_discard + (game->has_drawn ? 1 : 0);
  if (total != schott_variant_deck_size (v, n))
    return invalid_state (error, _("the cards do not add up to the deck"));
  if (counts[SCHOTT_JOKER] != v->deck[n].n_jokers)
    return invalid_state (error, _("wrong number of jokers"));
  for (guint c = 1; c <= SCHOTT_MAX_VALUE; c++)
    if (counts[c] != (c <= game->max_value ? 1u : 0u))
      return invalid_state (error, _("a card is missing, doubled or too high"));

  for (guint p = 0; p < n; p++)
    {
      guint unplayed = 0;

      if (game->figure[p] > v->route_length)
        return invalid_state (error, _("a figure is beyond the finish"));
      for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
        {
          if (s >= v->events_per_player && game->events[p][s].kind != SCHOTT_EVENT_NONE)
            return invalid_state (error, _("too many event cards"));
          if (game->events[p][s].kind > SCHOTT_EVENT_E10_QUESTION)
            return invalid_state (error, _("unknown event card"));
          if (game->events[p][s].kind != SCHOTT_EVENT_NONE && !game->events[p][s].played)
            unplayed++;
        }
      if (game->events_played[p] > v->events_per_player)
        return invalid_state (error, _("too many events played"));
      (void) unplayed;
    }

  switch (game->decision)
    {
    case SCHOTT_DECISION_NONE:
      if (game->phase != SCHOTT_PHASE_GAME_OVER || game->decider != -1)
        return invalid_state (error, _("no decision outside game over"));
      break;
    case SCHOTT_DECISION_TURN:
      if (game->phase != SCHOTT_PHASE_TURN || game->decider != game->active)
        return invalid_state (error, _("turn decision"));
      break;
    case SCHOTT_DECISION_PLACE_DRAWN:
      if (!game->has_drawn || game->decider != game->active)
        return invalid_state (error, _("placing without a drawn card"));
      break;
    case SCHOTT_DECISION_E8_BUILD:
      if (game->n_discard < 1 || game->decider != game->active)
        return invalid_state (error, _("E8 without discards"));
      break;
    case SCHOTT_DECISION_ANSWER:
      if (game->phase != SCHOTT_PHASE_QUESTION || game->question_reason == SCHOTT_QUESTION_NONE)
        return invalid_state (error, _("answer without a question"));
      break;
    case SCHOTT_DECISION_NAME_PLAYER:
    case SCHOTT_DECISION_E5_EXCHANGE:
      if (game->decider != game->active)
        return invalid_state (error, _("event decision by another player"));
      break;
    case SCHOTT_DECISION_SWAP_OWN:
    case SCHOTT_DECISION_NEXT_STAGE:
    default:
      break;
    }
  if (game->decision != SCHOTT_DECISION_NONE && (game->decider < 0 || game->decider >= (gint) n))
    return invalid_state (error, _("decider"));
  if (game->phase == SCHOTT_PHASE_GAME_OVER && game->decision != SCHOTT_DECISION_NONE)
    return invalid_state (error, _("decision after game over"));
  if (game->phase == SCHOTT_PHASE_STAGE_SETUP)
    return invalid_state (error, _("stage setup is never saved"));
  if (game->has_drawn && game->decision != SCHOTT_DECISION_PLACE_DRAWN)
    return invalid_state (error, _("a drawn card outside placing"));

  /* The engine queues at most a few steps and always ends an action with
   * one END step; holding loaded queues to that keeps it in bounds. */
  if (game->n_pending > SCHOTT_MAX_PENDING / 2)
    return invalid_state (error, _("too many pending steps"));
  for (guint i = 0; i < game->n_pending; i++)
    {
      const SchottPendingStep *step = &game->pending[i];
      SchottStepKind kind = step->kind;
      gboolean is_end = kind == SCHOTT_STEP_END_ACTION || kind == SCHOTT_STEP_END_SCORING;

      if (kind <= SCHOTT_STEP_NONE || kind >= SCHOTT_N_STEPS)
        return invalid_state (error, _("unknown pending step"));
      if (!is_end && (step->player < 0 || step->player >= (gint) n))
        return invalid_state (error, _("pending step without a player"));
      if (is_end != (i + 1 == game->n_pending))
        return invalid_state (error, _("pending steps must end with one end step"));
    }
  if (game->phase != SCHOTT_PHASE_TURN && game->phase != SCHOTT_PHASE_GAME_OVER &&
      game->decision != SCHOTT_DECISION_NEXT_STAGE && game->decision != SCHOTT_DECISION_PLACE_DRAWN &&
      game->n_pending == 0)
    return invalid_state (error, _("a pending choice without the rest of its action"));
  if ((game->phase == SCHOTT_PHASE_TURN || game->phase == SCHOTT_PHASE_GAME_OVER ||
       game->decision == SCHOTT_DECISION_NEXT_STAGE || game->decision == SCHOTT_DECISION_PLACE_DRAWN) &&
      game->n_pending != 0)
    return invalid_state (error, _("pending steps between actions"));
  return TRUE;
}
