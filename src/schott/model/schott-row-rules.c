/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-row-rules.c: the engine's row rules, for widgets (see the header). */
#include "config.h"

#include "schott-row-rules.h"

guint
schott_row_rules_prefix (const SchottCard *cards,
                         guint             len,
                         guint             max_value)
{
  return schott_row_prefix (cards, len, max_value);
}

guint
schott_row_rules_score (const SchottCard *cards,
                        guint             len,
                        guint             max_value)
{
  return schott_row_score (cards, len, max_value);
}

guint
schott_row_rules_run_at (const SchottCard *cards,
                         guint             len,
                         guint             pos,
                         guint            *start)
{
  return schott_row_run_at (cards, len, pos, start);
}
