/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-print-operation.h: the GtkPrintOperation that prints a
 * pack's cards (schott-pack-print.h) on whole sheets, to a printer or to
 * a PDF file. */
#pragma once

#include <gtk/gtk.h>

#include "schott-pack-print.h"

G_BEGIN_DECLS

/* Takes print. The operation measures in points on the whole sheet (the
 * cards are centred on the paper, not on the printable area, so the backs
 * land on the fronts) and lets the print dialog choose the paper. */
GtkPrintOperation *schott_pack_print_operation_new (SchottPackPrint *print);

G_END_DECLS
