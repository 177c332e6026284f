/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-ai-explain.h: hints, one line of why a choice is good. */
#pragma once

#include "schott-engine.h"

G_BEGIN_DECLS

/* One translated line saying in plain words why choice (a legal choice for
 * the decider of game) is good or bad, from the expert player's point of
 * view, e.g. "keeps a 5-card prefix and makes 17-18: +1 field". Free with
 * g_free(). Uses only what the decider can see. */
char *schott_ai_explain (const SchottGame   *game,
                         const SchottChoice *choice);

/* Can the decider's unknown (face-down) event give an opponent the win
 * now, moving it onto the finish (E4), or ending the stage with a row
 * whose scoring does (E2, E6, E7)? Returns that opponent, or -1; chance:
 * the share of the unseen event kinds that can (may be NULL). Uses only
 * what the decider can see. The expert player never plays such an event
 * while it can exchange instead. */
gint schott_ai_event_risk (const SchottGame *game,
                           double           *chance);

G_END_DECLS
