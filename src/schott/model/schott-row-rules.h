/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-row-rules.h: the rules of a row (R-STAGE-5, R-TURN-4) for widgets
 * that show rows of their own (the Rules' pictures): widgets include model
 * headers, never the engine's. The engine decides; these only pass on. */
#pragma once

#include <glib.h>

#include "schott-engine.h"

G_BEGIN_DECLS

/* The scoring prefix's length, jokers included (R-STAGE-5). */
guint schott_row_rules_prefix (const SchottCard *cards, guint len, guint max_value);
/* The number cards inside the prefix (R-STAGE-5). */
guint schott_row_rules_score  (const SchottCard *cards, guint len, guint max_value);
/* The run through position pos and its first position (R-TURN-4). */
guint schott_row_rules_run_at (const SchottCard *cards, guint len, guint pos, guint *start);

G_END_DECLS
