/* Writes saved games at several points of computer games into DIR, as
 * seeds for fuzz-save. */
#include "config.h"

#include <stdio.h>

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
          SchottChoice choice = schott_ai_choose (&ais[schott_game_decider (&game)], &game);

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
  printf ("%u saved games\n", written);
  return 0;
}
