/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-card.h: a Best Path card: its 4 or 5 coloured fields with symbols;
 * fields used by the draft are drawn used up. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BP_TYPE_CARD (bp_card_get_type ())
G_DECLARE_FINAL_TYPE (BpCard, bp_card, BP, CARD, GtkWidget)

GtkWidget *bp_card_new       (guint card,
                              int   field_size);
/* BP_NO_CARD shows nothing. */
void       bp_card_set_card  (BpCard       *self,
                              guint         card);
/* How many fields of each colour are used up (NULL: none). */
void       bp_card_set_used  (BpCard       *self,
                              const guint8 *used);

G_END_DECLS
