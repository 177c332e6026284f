/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-online-private.h: what the parts of SchottOnline share: the
 * table (schott-online.c) and its messages' text and checks
 * (schott-online-message.c). Not for callers. */
#pragma once

#include "schott-online.h"

/* A game longer than this is refused (the record and the views' hashes
 * stay bounded); real games take a few hundred decisions. */
#define MAX_MOVES        20000
/* Moves per `moves` message of a sync. */
#define MOVES_PER_SYNC   200
/* Lines of a view (a saved game has about 70). */
#define MAX_VIEW_LINES   160
#define MAX_CHOICE_TEXT  32

/* A view as text: the engine's saved-game format of the scrubbed game. */
char     *_schott_online_view_text (const SchottView   *view);
/* SHA-256 of the view's text. */
char     *_schott_online_view_hash (const SchottView   *view);
/* Reads a `view` (checked) for seat with the engine's reader and scrubs
 * it again for seat. */
gboolean  _schott_online_view_from_node (const SwOnlineNode *message,
                                         guint               seat,
                                         SchottView         *view,
                                         GError            **error);
/* A move's seat and choice attributes. */
gboolean  _schott_online_get_move  (const SwOnlineNode *node,
                                    guint              *seat,
                                    SchottChoice       *choice,
                                    GError            **error);
