/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-print-operation.c: a GtkPrintOperation around
 * SchottPackPrint: the page count once the paper is known, then each page. */
#include "config.h"

#include "schott-pack-print-operation.h"

#define PRINT_KEY "schott-pack-print"

static void
on_begin_print_cb (GtkPrintOperation *operation, GtkPrintContext *context, SchottPackPrint *print)
{
  schott_pack_print_set_page_size (print, gtk_print_context_get_width (context),
                                   gtk_print_context_get_height (context));
  gtk_print_operation_set_n_pages (operation, MAX (schott_pack_print_get_n_pages (print), 1u));
}

static void
on_draw_page_cb (GtkPrintOperation *operation, GtkPrintContext *context, int page_nr,
                 SchottPackPrint *print)
{
  if (page_nr >= 0)
    schott_pack_print_draw_page (print, gtk_print_context_get_cairo_context (context), (guint) page_nr);
}

GtkPrintOperation *
schott_pack_print_operation_new (SchottPackPrint *print)
{
  GtkPrintOperation *operation;

  g_return_val_if_fail (print != NULL, NULL);

  operation = gtk_print_operation_new ();
  g_object_set_data_full (G_OBJECT (operation), PRINT_KEY, print, (GDestroyNotify) schott_pack_print_free);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_begin_print_cb), print);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_draw_page_cb), print);
  return operation;
}
