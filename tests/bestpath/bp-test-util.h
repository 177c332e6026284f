/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-test-util.h: small helpers shared by the Best Path tests. */
#pragma once

#include <string.h>

#include "bp-engine.h"

static inline guint
F (const char *name)
{
  guint field = BP_NO_FIELD;

  if (!bp_field_from_name (name, &field))
    g_error ("no field %s", name);
  return field;
}

static inline guint
card_named (const char *name)
{
  guint card = BP_NO_CARD;

  if (!bp_card_from_name (name, &card))
    g_error ("no card %s", name);
  return card;
}

/* "F4: E4 D4 D5 C5" or "-" (a pass). */
static inline BpExtension
X (const char *text)
{
  BpExtension ext = { 0, };
  g_auto(GStrv) words = NULL;

  if (strcmp (text, "-") == 0)
    return ext;
  words = g_strsplit_set (text, ": ", -1);
  ext.from = (guint8) F (words[0]);
  for (guint i = 1; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      ext.cells[ext.n_cells++] = (guint8) F (words[i]);
  return ext;
}

/* A deck from card names separated by spaces; the rest in id order. */
static inline void
deck_from (const char *names,
           guint8      deck[BP_N_CARDS])
{
  g_auto(GStrv) words = g_strsplit (names, " ", -1);
  guint used = 0, n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      guint card = card_named (words[i]);

      deck[n++] = (guint8) card;
      used |= 1u << card;
    }
  for (guint c = 0; c < BP_N_CARDS; c++)
    if (!(used & (1u << c)))
      deck[n++] = (guint8) c;
  g_assert_cmpuint (n, ==, BP_N_CARDS);
}

static inline void
commit_ok (BpGame     *game,
           guint       player,
           const char *text)
{
  BpExtension ext = X (text);
  g_autofree char *message = NULL;
  const char *refusal = bp_game_commit (game, player, &ext, &message);

  if (refusal != NULL)
    g_error ("round %u, player %u, %s: %s %s", game->round, player + 1, text, refusal, message);
}
