/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: rule variants. A variant that loads passes the
 * engine's check and can start a game. */
#include "config.h"

#include <string.h>

#include "schott-io.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

int
LLVMFuzzerTestOneInput (const unsigned char *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottVariantInfo) info = NULL;
  g_autoptr (SchottVariantInfo) info2 = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  SchottVariant variant, again;
  SchottGame game;
  gsize len;

  if (!schott_variant_load_from_data ((const char *) data, size, "fuzz", &variant, &info, &error))
    {
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz:"))
        __builtin_trap ();
      return 0;
    }
  for (guint players = SCHOTT_MIN_PLAYERS; players <= SCHOTT_MAX_PLAYERS; players++)
    if (!schott_game_init (&game, &variant, players, size, NULL))
      __builtin_trap ();
  first = schott_variant_to_data (&variant, info, &len);
  if (!schott_variant_load_from_data (first, len, "canonical", &again, &info2, NULL))
    __builtin_trap ();
  second = schott_variant_to_data (&again, info2, NULL);
  if (strcmp (first, second) != 0 || memcmp (&variant, &again, sizeof again) != 0)
    __builtin_trap ();
  return 0;
}
