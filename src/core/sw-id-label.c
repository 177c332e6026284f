/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-id-label.c: small fixed lists of ids and translatable labels. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sw-id-label.h"

const char *
sw_id_label_id (const SwIdLabel *table,
                guint            n,
                guint            index,
                const char      *fallback)
{
  g_return_val_if_fail (index < n, fallback);
  return table[index].id;
}

const char *
sw_id_label_label (const SwIdLabel *table,
                   guint            n,
                   guint            index)
{
  g_return_val_if_fail (index < n, "");
  return _(table[index].label);
}

gint
sw_id_label_index (const SwIdLabel *table,
                   guint            n,
                   const char      *id,
                   gboolean         fold_case)
{
  for (guint i = 0; id != NULL && i < n; i++)
    if (fold_case ? g_ascii_strcasecmp (id, table[i].id) == 0 : g_str_equal (id, table[i].id))
      return (gint) i;
  return -1;
}
