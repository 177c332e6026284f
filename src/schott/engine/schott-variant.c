/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-variant.c: the built-in variants and their consistency check. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "schott-engine.h"
#include "schott-game-private.h"

G_DEFINE_QUARK (schott-error-quark, schott_error)

/* R-COMP-6: the default route's location fields. */
static const struct { guint8 field; gint8 value; } default_fields[] = {
  {  5,  2 }, {  9, -1 }, { 13,  1 }, { 17,  2 }, { 22, -1 }, { 26,  3 },
  { 30,  2 }, { 34, -1 }, { 38,  2 }, { 43, -1 }, { 46,  1 },
};

void
schott_variant_init_default (SchottVariant *variant)
{
  g_return_if_fail (variant != NULL);

  memset (variant, 0, sizeof *variant);
  g_strlcpy (variant->name, "schott", sizeof variant->name);

  /* R-COMP-2 */
  variant->deck[2] = (SchottDeckSpec) { 50, 3 };
  variant->deck[3] = (SchottDeckSpec) { 55, 3 };
  variant->deck[4] = (SchottDeckSpec) { 60, 4 };
  variant->row_length = 9;

  /* R-COMP-6 */
  variant->route_length = 50;
  for (guint i = 0; i < G_N_ELEMENTS (default_fields); i++)
    variant->field_value[default_fields[i].field] = default_fields[i].value;

  /* R-COMP-7 */
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    variant->event_copies[k] = 2;
  variant->event_amount[SCHOTT_EVENT_E3_MOVE_FORWARD] = 2;
  variant->event_amount[SCHOTT_EVENT_E4_EVERYONE_MOVES] = 1;
  variant->event_amount[SCHOTT_EVENT_E10_QUESTION] = 2;
  variant->events_per_player = 2;

  variant->question_reward = 2;
  variant->fast_track = TRUE;
  variant->questions = TRUE;
  variant->may_discard_drawn = FALSE;
  variant->single_stage = FALSE;
  variant->turn_cap = 1000;   /* D-CAP-1 */
  variant->stage_cap = 500;
}

void
schott_variant_init_classic (SchottVariant *variant)
{
  g_return_if_fail (variant != NULL);

  memset (variant, 0, sizeof *variant);
  g_strlcpy (variant->name, "classic", sizeof variant->name);
  variant->deck[2] = (SchottDeckSpec) { 40, 0 };
  variant->deck[3] = (SchottDeckSpec) { 50, 0 };
  variant->deck[4] = (SchottDeckSpec) { 60, 0 };
  variant->row_length = 10;
  variant->route_length = 0;
  variant->events_per_player = 0;
  variant->question_reward = 0;
  variant->fast_track = FALSE;
  variant->questions = FALSE;
  variant->may_discard_drawn = TRUE;
  variant->single_stage = TRUE;
  variant->turn_cap = 1000;
  variant->stage_cap = 1;
}

gboolean
schott_variant_init_named (SchottVariant *variant,
                           const char    *name)
{
  g_return_val_if_fail (variant != NULL, FALSE);

  if (name == NULL)
    return FALSE;
  if (g_ascii_strcasecmp (name, "schott") == 0 ||
      g_ascii_strcasecmp (name, "default") == 0)
    {
      schott_variant_init_default (variant);
      return TRUE;
    }
  if (g_ascii_strcasecmp (name, "classic") == 0)
    {
      schott_variant_init_classic (variant);
      return TRUE;
    }
  return FALSE;
}

guint
schott_variant_deck_size (const SchottVariant *variant,
                          guint                n_players)
{
  g_return_val_if_fail (variant != NULL, 0);

  if (n_players < SCHOTT_MIN_PLAYERS || n_players > SCHOTT_MAX_PLAYERS)
    return 0;
  return (guint) variant->deck[n_players].max_value + variant->deck[n_players].n_jokers;
}

guint
schott_variant_event_deck_size (const SchottVariant *variant)
{
  guint n = 0;

  g_return_val_if_fail (variant != NULL, 0);

  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    n += variant->event_copies[k];
  return n;
}

static gboolean
invalid (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
invalid (GError     **error,
         const char  *format,
         ...)
{
  va_list args;
  char *message;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, SCHOTT_ERROR, SCHOTT_ERROR_INVALID_VARIANT, message);
  g_free (message);
  return FALSE;
}

gboolean
schott_variant_check (const SchottVariant *variant,
                      guint                n_players,
                      GError             **error)
{
  const SchottDeckSpec *deck;
  guint needed;

  g_return_val_if_fail (variant != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (memchr (variant->name, '\0', sizeof variant->name) == NULL)
    return invalid (error, _("variant name is not terminated"));
  if (n_players < SCHOTT_MIN_PLAYERS || n_players > SCHOTT_MAX_PLAYERS)
    return invalid (error, _("%u players: the game needs %d to %d players"),
                    n_players, SCHOTT_MIN_PLAYERS, SCHOTT_MAX_PLAYERS);
  if (variant->row_length < 2 || variant->row_length > SCHOTT_MAX_ROW)
    return invalid (error, _("row length %u is outside 2..%d"),
                    variant->row_length, SCHOTT_MAX_ROW);

  deck = &variant->deck[n_players];
  if (deck->max_value < 1 || deck->max_value > SCHOTT_MAX_VALUE)
    return invalid (error, _("highest card %u for %u players is outside 1..%d"),
                    deck->max_value, n_players, SCHOTT_MAX_VALUE);
  if (deck->n_jokers > SCHOTT_MAX_JOKERS)
    return invalid (error, _("%u jokers for %u players: at most %d"),
                    deck->n_jokers, n_players, SCHOTT_MAX_JOKERS);
  if (deck->max_value < variant->row_length)
    return invalid (error, _("highest card %u is lower than the row length %u: no row could be ascending"),
                    deck->max_value, variant->row_length);
  /* Every player gets a row and one card starts the discard pile. */
  needed = n_players * variant->row_length + 1;
  if (schott_variant_deck_size (variant, n_players) < needed)
    return invalid (error, _("the deck for %u players has %u cards but dealing needs %u"),
                    n_players, schott_variant_deck_size (variant, n_players), needed);

  if (variant->route_length > SCHOTT_MAX_ROUTE)
    return invalid (error, _("route length %u is longer than %d"),
                    variant->route_length, SCHOTT_MAX_ROUTE);
  for (guint f = 0; f <= SCHOTT_MAX_ROUTE; f++)
    {
      gint v = variant->field_value[f];
      if (v == 0)
        continue;
      if (f == 0 || f >= variant->route_length)
        return invalid (error, _("location field %u (%+d) is not strictly between the start and the finish (%u)"),
                        f, v, variant->route_length);
      if (v < -9 || v > 9)
        return invalid (error, _("location field %u has the value %+d, outside -9..+9"), f, v);
    }
  if (!variant->single_stage && variant->route_length == 0)
    return invalid (error, _("a game of several stages needs a route"));

  if (variant->event_copies[0] != 0)
    return invalid (error, _("event kind 0 does not exist"));
  if (variant->events_per_player > SCHOTT_MAX_EVENTS_PER_PLAYER)
    return invalid (error, _("%u event cards per player: at most %d"),
                    variant->events_per_player, SCHOTT_MAX_EVENTS_PER_PLAYER);
  if (schott_variant_event_deck_size (variant) > SCHOTT_MAX_EVENT_DECK)
    return invalid (error, _("the event deck has %u cards: at most %d"),
                    schott_variant_event_deck_size (variant), SCHOTT_MAX_EVENT_DECK);
  if (schott_variant_event_deck_size (variant) < n_players * variant->events_per_player)
    return invalid (error, _("the event deck has %u cards but %u players need %u"),
                    schott_variant_event_deck_size (variant), n_players,
                    n_players * variant->events_per_player);
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    if (variant->event_amount[k] > 50)
      return invalid (error, _("event E%u moves %u fields: at most 50"), k, variant->event_amount[k]);
  if (variant->question_reward > 50)
    return invalid (error, _("the question reward %u is more than 50 fields"), variant->question_reward);

  if (variant->turn_cap < 1)
    return invalid (error, _("the turn cap must be at least 1"));
  if (variant->stage_cap < 1)
    return invalid (error, _("the stage cap must be at least 1"));
  if (variant->fast_track != FALSE && variant->fast_track != TRUE)
    return invalid (error, _("fast_track must be true or false"));
  if (variant->questions != FALSE && variant->questions != TRUE)
    return invalid (error, _("questions must be true or false"));
  if (variant->may_discard_drawn != FALSE && variant->may_discard_drawn != TRUE)
    return invalid (error, _("may_discard_drawn must be true or false"));
  if (variant->single_stage != FALSE && variant->single_stage != TRUE)
    return invalid (error, _("single_stage must be true or false"));

  return TRUE;
}
