/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writes saved games at several points of computer games into DIR, as
 * seeds for fuzz-save, and the hostile ones of issue 16: a generator stuck
 * at 0 (rng.state = 0, rng.inc = 0) and a variant with location fields
 * beyond 127. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "schott-engine.h"

int
main (int argc, char **argv)
{
  guint written = 0;

  if (argc != 2)
    return 2;
  for (guint players = 2; players <= 4; players++)
    {
      SchottVariant v;
      SchottGame game;
      SchottAi ais[SCHOTT_MAX_PLAYERS];

      if (players == 4)
        schott_variant_init_classic (&v);
      else
        schott_variant_init_default (&v);
      if (!schott_game_init (&game, &v, players, players * 7, NULL))
        return 1;
      for (guint p = 0; p < players; p++)
        schott_ai_init (&ais[p], SCHOTT_AI_NORMAL, players * 7, p);
      for (guint step = 0; step < 400 && !schott_game_is_over (&game); step++)
        {
          SchottChoice choice = schott_ai_choose_in_game (&ais[schott_game_decider (&game)], &game);

          if (step % 40 == 0)
            {
              g_autofree char *text = schott_game_serialize (&game);
              g_autofree char *path = g_strdup_printf ("%s/save-%u-%u", argv[1], players, step);

              if (!g_file_set_contents (path, text, -1, NULL))
                return 1;
              written++;
            }
          if (!schott_game_decide (&game, &choice, NULL, NULL, NULL))
            return 1;
        }
    }
  {
    SchottVariant v;
    SchottGame game;
    g_autofree char *text = NULL;
    g_autofree char *path = NULL;
    char *inc;

    schott_variant_init_default (&v);
    v.route_length = SCHOTT_MAX_ROUTE;
    v.field_value[150] = 3;
    v.field_value[SCHOTT_MAX_ROUTE - 1] = -9;
    if (!schott_game_init (&game, &v, 4, 16, NULL))
      return 1;
    text = schott_game_serialize (&game);
    path = g_strdup_printf ("%s/regression-field-150", argv[1]);
    if (!g_file_set_contents (path, text, -1, NULL))
      return 1;
    written++;
    /* the same game with a generator that can never leave 0 */
    game.rng.state = 0;
    game.rng.inc = 0;
    g_free (text);
    text = schott_game_serialize (&game);
    inc = strstr (text, "rng.inc = ");
    g_free (path);
    path = g_strdup_printf ("%s/regression-rng-zero", argv[1]);
    if (inc == NULL || !g_file_set_contents (path, text, -1, NULL))
      return 1;
    written++;
  }
  printf ("%u saved games\n", written);
  return 0;
}
