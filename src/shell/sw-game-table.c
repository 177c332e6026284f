/* sw-game-table.c: the games the window holds, in the order New Game
 * offers them. A game joins by its entry in its own folder. */
#include "config.h"

#include "bp-game-entry.h"
#include "schott-game-entry.h"
#include "sw-game-info.h"

const SwGameInfo * const *
sw_game_table (void)
{
  static const SwGameInfo *table[3];

  if (table[0] == NULL)
    {
      table[0] = schott_game_entry_info ();
      table[1] = bp_game_entry_info ();
    }
  return table;
}
