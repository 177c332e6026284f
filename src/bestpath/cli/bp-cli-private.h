/* bp-cli-private.h: shared by the best-path subcommands. */
#pragma once

#include <glib.h>

#include "bp-engine.h"

G_BEGIN_DECLS

/* These files call (g_string_append) and (g_string_append_c) in brackets:
 * that is GLib's real function, not the inline macro inside which GCC 14
 * reports -Wnull-dereference (HACKING.md, testing note 6). */

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
/* Sorts times (guint32 ns) and gives median, 99th percentile and maximum in ms. */
void     bp_cli_time_stats   (GArray *times,
                              double *median,
                              double *p99,
                              double *max);
char    *bp_cli_format       (double value,
                              int    decimals);
char    *bp_cli_json_string  (const char *text);

G_END_DECLS
