/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-print.h: a pack's questions as cards to print and cut out,
 * drawn with cairo and pango (no GTK: a test draws them on a PDF surface).
 *
 * The cards are 88 × 63 mm, laid edge to edge in a grid centred on the
 * sheet, with crop marks in the margin at every cut line. Pages go front,
 * back, front, back …: the back page of a sheet holds the same cards
 * mirrored across the sheet's long edge (the columns of an upright page,
 * the rows of a landscape one), so that printed double-sided and turned
 * over on the long edge every back lands behind its front.
 *
 * Front: the question and its three answers, lettered A, B, C. Back: the
 * right answer with its letter, and the category. Each card shows the
 * question's number in the pack on both sides, to match them up.
 *
 * The order of the answers is fixed, not random, so the same pack always
 * prints the same cards: the right answer stands at the place its
 * question's id gives it (the FNV-1a hash of the id's bytes modulo 3) and
 * the two wrong answers take the other places in their stored order
 * (schott_pack_answers_in_play_order()). The place is the same in every
 * language and varies from card to card.
 *
 * Texts are in the chosen language where the question is complete in it,
 * otherwise in the pack's source language (R-Q-2, as the game shows them).
 * Questions that are complete in neither are left out. Long texts wrap and
 * shrink to fit their card, down to a smallest size below which they are
 * cut at the card's edge rather than drawn over the next card. */
#pragma once

#include <cairo.h>

#include "schott-io.h"

G_BEGIN_DECLS

#define SCHOTT_PRINT_MM             (72.0 / 25.4)   /* points per millimetre */
#define SCHOTT_PRINT_CARD_WIDTH     (88.0 * SCHOTT_PRINT_MM)
#define SCHOTT_PRINT_CARD_HEIGHT    (63.0 * SCHOTT_PRINT_MM)
/* The margin kept around the grid for the crop marks and the printer's
 * unprintable edge. */
#define SCHOTT_PRINT_MARGIN         (13.0 * SCHOTT_PRINT_MM)
/* The smallest text size before text is cut at the card's edge. */
#define SCHOTT_PRINT_MIN_FONT_SIZE  5.0

/* Where the cards go on a page of a given size, in points. */
typedef struct
{
  double page_width;
  double page_height;
  guint  columns;
  guint  rows;
  double scale;        /* 1, or smaller when not even one card fits */
  double card_width;   /* after scale */
  double card_height;
  double x0, y0;       /* the grid's top left corner */
} SchottCardLayout;

void     schott_card_layout_init      (SchottCardLayout *layout,
                                       double            page_width,
                                       double            page_height);
guint    schott_card_layout_per_page  (const SchottCardLayout *layout);
/* The top left corner of slot (0 .. per_page - 1) on a front or a back
 * page; a back mirrors the columns (upright) or the rows (landscape). */
void     schott_card_layout_slot      (const SchottCardLayout *layout,
                                       guint                   slot,
                                       gboolean                back,
                                       double                 *x,
                                       double                 *y);

typedef struct _SchottPackPrint SchottPackPrint;

/* Copies the texts it needs: the pack may change or go afterwards. */
SchottPackPrint *schott_pack_print_new            (const SchottPack *pack,
                                                   const char       *lang);
void             schott_pack_print_free           (SchottPackPrint  *print);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SchottPackPrint, schott_pack_print_free)

const char      *schott_pack_print_get_lang       (SchottPackPrint  *print);
/* Cards to print, and questions left out for being incomplete. */
guint            schott_pack_print_get_n_cards    (SchottPackPrint  *print);
guint            schott_pack_print_get_n_skipped  (SchottPackPrint  *print);
/* A card's texts: the question, the answer at place 0–2 (A–C), the
 * right answer's place, the category's name; card < n_cards. */
const char      *schott_pack_print_card_question  (SchottPackPrint  *print,
                                                   guint             card);
const char      *schott_pack_print_card_answer    (SchottPackPrint  *print,
                                                   guint             card,
                                                   guint             place);
guint            schott_pack_print_card_right     (SchottPackPrint  *print,
                                                   guint             card);
const char      *schott_pack_print_card_category  (SchottPackPrint  *print,
                                                   guint             card);

void             schott_pack_print_set_page_size  (SchottPackPrint  *print,
                                                   double            width,
                                                   double            height);
const SchottCardLayout *schott_pack_print_get_layout (SchottPackPrint *print);
/* Two pages a sheet: the fronts, then their backs. */
guint            schott_pack_print_get_n_pages    (SchottPackPrint  *print);
/* Draws page page_nr (0-based) in points, from (0, 0) at the sheet's top
 * left corner; cr's target must be page-sized. Returns the smallest text
 * scale used on the page (1: nothing had to shrink), for tests. */
double           schott_pack_print_draw_page      (SchottPackPrint  *print,
                                                   cairo_t          *cr,
                                                   guint             page_nr);

/* The place (0–2) of the right answer of the question with this id. */
guint            schott_pack_print_right_place    (const char       *question_id);

G_END_DECLS
