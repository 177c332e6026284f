/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: saved games through the engine's deserializer. A game
 * that loads serializes to text that loads again to the same text, and its
 * legal choices can be listed and one applied. */
#include "config.h"

#include <string.h>

#include "schott-engine.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

int
LLVMFuzzerTestOneInput (const unsigned char *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  SchottGame game, again;
  SchottChoice choices[SCHOTT_MAX_CHOICES];
  guint n;

  if (!schott_game_deserialize (&game, text, NULL))
    return 0;
  first = schott_game_serialize (&game);
  if (!schott_game_deserialize (&again, first, NULL))
    __builtin_trap ();
  second = schott_game_serialize (&again);
  if (strcmp (first, second) != 0)
    __builtin_trap ();
  n = schott_game_legal_choices (&game, choices, G_N_ELEMENTS (choices));
  if (n > 0)
    (void) schott_game_decide (&game, &choices[size % n], NULL, NULL, NULL);
  return 0;
}
