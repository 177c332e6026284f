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

G_END_DECLS
