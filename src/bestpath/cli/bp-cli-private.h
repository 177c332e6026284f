/* bp-cli-private.h: shared by the best-path subcommands. */
#pragma once

#include <glib.h>

#include "bp-engine.h"

G_BEGIN_DECLS

/* "expert,normal" -> levels; the last fills the remaining seats. */
gboolean bp_cli_parse_levels (const char *text,
                              guint       n_players,
                              BpAiLevel  *levels,
                              guint      *n_given,
                              GError    **error);
/* Plays a whole game with computer players; decision CPU times (ns) are
 * appended per seat to times (may be NULL). */
void     bp_cli_play_game    (BpGame          *game,
                              const BpAiLevel *levels,
                              GArray         **times);
gint64   bp_cli_thread_ns    (void);
char    *bp_cli_format       (double value,
                              int    decimals);
char    *bp_cli_json_string  (const char *text);

G_END_DECLS
