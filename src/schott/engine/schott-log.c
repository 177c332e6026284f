/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-log.c: what a log entry implies beyond its fields, in words the
 * move log can show (issue 27, item 6: moves explained where they
 * happen). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "schott-engine.h"

gboolean
schott_log_entry_skipped_fields (const SchottLogEntry *entry,
                                 gint                 *first,
                                 gint                 *last)
{
  gint aimed;

  g_return_val_if_fail (entry != NULL, FALSE);
  g_return_val_if_fail (first != NULL && last != NULL, FALSE);

  if (entry->kind != SCHOTT_LOG_FIGURE_MOVED || entry->amount == 0)
    return FALSE;
  /* The field the move aimed at was taken, and so were the ones after it
   * up to where the figure stopped (R-MOVE-1). A move cut short at the
   * finish or the start (R-MOVE-2) ends before the field aimed at. */
  aimed = entry->from + entry->amount;
  if (entry->amount > 0 && entry->to > aimed)
    {
      *first = aimed;
      *last = entry->to - 1;
      return TRUE;
    }
  if (entry->amount < 0 && entry->to < aimed)
    {
      *first = entry->to + 1;
      *last = aimed;
      return TRUE;
    }
  return FALSE;
}

char *
schott_log_entry_skip_note (const SchottLogEntry *entry)
{
  gint first, last;

  g_return_val_if_fail (entry != NULL, NULL);

  if (!schott_log_entry_skipped_fields (entry, &first, &last))
    return NULL;
  if (entry->amount > 0)
    {
      if (first == last)
        /* Translators: follows "Ben's figure moves from 0 to 2: consecutive
         * bonus." in the move log (rule R-MOVE-1) */
        return g_strdup_printf (_("Field %d is taken, so it goes on to the next free field."), first);
      /* Translators: follows "Ben's figure moves from 3 to 6: …" (R-MOVE-1) */
      return g_strdup_printf (_("Fields %d to %d are taken, so it goes on to the next free field."),
                              first, last);
    }
  if (first == last)
    /* Translators: follows "Ben's figure moves from 5 to 3: wrong answer."
     * (a figure moving back skips taken fields, R-MOVE-1) */
    return g_strdup_printf (_("Field %d is taken, so it goes back to the next free field."), first);
  return g_strdup_printf (_("Fields %d to %d are taken, so it goes back to the next free field."),
                          first, last);
}
