/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-id-label.h: small fixed lists of ids, as settings and files store
 * them, each with a translatable label: the languages, seat kinds, speeds. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  const char *id;
  const char *label;   /* N_(): translated when asked for */
} SwIdLabel;

/* table[index].id; fallback if index is not below n. */
const char *sw_id_label_id    (const SwIdLabel *table,
                               guint            n,
                               guint            index,
                               const char      *fallback);
/* table[index].label, translated; "" if index is not below n. */
const char *sw_id_label_label (const SwIdLabel *table,
                               guint            n,
                               guint            index);
/* The index of id in table (ASCII case ignored if fold_case), or -1. */
gint        sw_id_label_index (const SwIdLabel *table,
                               guint            n,
                               const char      *id,
                               gboolean         fold_case);

G_END_DECLS
