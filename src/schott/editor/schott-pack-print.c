/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-print.c: a pack's questions as cards, laid out and drawn with
 * cairo and pango (see the header for the layout and the answer order). */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "schott-pack-print.h"

typedef struct
{
  guint  number;      /* 1-based position in the pack */
  char  *question;
  char  *answers[3];  /* A, B, C */
  guint  right;       /* place of the right answer */
  char  *category;
} Card;

struct _SchottPackPrint
{
  char            *lang;
  char            *title;
  GPtrArray       *cards;    /* Card * */
  guint            n_skipped;
  SchottCardLayout layout;
};

/* Sizes inside a card, in points, before it is scaled to the page. */
#define PADDING        (5.0 * SCHOTT_PRINT_MM)
#define FOOTER_SIZE    6.5
#define QUESTION_SIZE  11.0
#define ANSWER_SIZE    10.0
#define BACK_SIZE      15.0
#define CATEGORY_SIZE  9.0
#define MARK_GAP       (2.0 * SCHOTT_PRINT_MM)
#define MARK_LENGTH    (7.0 * SCHOTT_PRINT_MM)
#define FIT_STEPS      12

static void
card_free (Card *card)
{
  g_free (card->question);
  for (guint i = 0; i < 3; i++)
    g_free (card->answers[i]);
  g_free (card->category);
  g_free (card);
}

/* ------------------------------------------------------------ layout */

void
schott_card_layout_init (SchottCardLayout *layout, double page_width, double page_height)
{
  double usable_w = MAX (page_width - 2 * SCHOTT_PRINT_MARGIN, 1.0);
  double usable_h = MAX (page_height - 2 * SCHOTT_PRINT_MARGIN, 1.0);

  g_return_if_fail (layout != NULL);

  layout->page_width = page_width;
  layout->page_height = page_height;
  layout->columns = MAX ((guint) floor (usable_w / SCHOTT_PRINT_CARD_WIDTH), 1u);
  layout->rows = MAX ((guint) floor (usable_h / SCHOTT_PRINT_CARD_HEIGHT), 1u);
  /* a sheet too small for one card gets one smaller card */
  layout->scale = MIN (1.0, MIN (usable_w / SCHOTT_PRINT_CARD_WIDTH, usable_h / SCHOTT_PRINT_CARD_HEIGHT));
  layout->card_width = SCHOTT_PRINT_CARD_WIDTH * layout->scale;
  layout->card_height = SCHOTT_PRINT_CARD_HEIGHT * layout->scale;
  /* centred on the sheet, so the mirrored backs land on the fronts */
  layout->x0 = (page_width - layout->columns * layout->card_width) / 2;
  layout->y0 = (page_height - layout->rows * layout->card_height) / 2;
}

guint
schott_card_layout_per_page (const SchottCardLayout *layout)
{
  g_return_val_if_fail (layout != NULL, 0);
  return layout->columns * layout->rows;
}

void
schott_card_layout_slot (const SchottCardLayout *layout, guint slot, gboolean back,
                         double *x, double *y)
{
  guint column, row;

  g_return_if_fail (layout != NULL && layout->columns > 0);

  column = slot % layout->columns;
  row = slot / layout->columns;
  /* turned over on the sheet's long edge: the width of an upright sheet,
   * the height of a sheet lying on its side */
  if (back && layout->page_width <= layout->page_height)
    column = layout->columns - 1 - column;
  else if (back)
    row = layout->rows - 1 - row;
  if (x != NULL)
    *x = layout->x0 + column * layout->card_width;
  if (y != NULL)
    *y = layout->y0 + row * layout->card_height;
}

guint
schott_pack_print_right_place (const char *question_id)
{
  guint32 hash = 2166136261u;

  g_return_val_if_fail (question_id != NULL, 0);
  for (const guchar *p = (const guchar *) question_id; *p != '\0'; p++)
    {
      hash ^= *p;
      hash *= 16777619u;
    }
  return hash % 3;
}

/* ------------------------------------------------------------- cards */

SchottPackPrint *
schott_pack_print_new (const SchottPack *pack, const char *lang)
{
  SchottPackPrint *self;

  g_return_val_if_fail (pack != NULL && pack->languages->len > 0, NULL);

  if (lang == NULL || schott_pack_language_index (pack, lang) < 0)
    lang = pack->source_lang;

  self = g_new0 (SchottPackPrint, 1);
  self->lang = g_strdup (lang);
  self->title = g_strdup (schott_pack_localized (pack, pack->title, lang));
  self->cards = g_ptr_array_new_with_free_func ((GDestroyNotify) card_free);
  for (guint i = 0; i < pack->questions->len; i++)
    {
      const SchottQuestion *q = g_ptr_array_index (pack->questions, i);
      const char *shown = schott_question_lang (pack, q, lang);
      const SchottCategory *category = schott_pack_find_category (pack, q->category);
      const char *answers[3];
      Card *card;

      if (!schott_question_complete (pack, q, shown))
        {
          self->n_skipped++;
          continue;
        }
      card = g_new0 (Card, 1);
      card->number = i + 1;
      card->question = g_strdup (schott_question_text (pack, q, shown));
      card->right = schott_pack_print_right_place (q->id);
      schott_pack_answers_in_play_order (pack, q, shown, card->right, answers);
      for (guint a = 0; a < 3; a++)
        card->answers[a] = g_strdup (answers[a]);
      card->category = g_strdup (category != NULL ? schott_pack_localized (pack, category->name, shown)
                                                  : q->category ? q->category : "");
      g_ptr_array_add (self->cards, card);
    }
  schott_card_layout_init (&self->layout, 595.0, 842.0);  /* A4 until told */
  return self;
}

void
schott_pack_print_free (SchottPackPrint *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->cards);
  g_free (self->title);
  g_free (self->lang);
  g_free (self);
}

const char *
schott_pack_print_get_lang (SchottPackPrint *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->lang;
}

guint
schott_pack_print_get_n_cards (SchottPackPrint *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->cards->len;
}

guint
schott_pack_print_get_n_skipped (SchottPackPrint *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_skipped;
}

static Card *
card_at (SchottPackPrint *self, guint card)
{
  g_return_val_if_fail (self != NULL && card < self->cards->len, NULL);
  return g_ptr_array_index (self->cards, card);
}

const char *
schott_pack_print_card_question (SchottPackPrint *self, guint card)
{
  Card *c = card_at (self, card);

  return c ? c->question : NULL;
}

const char *
schott_pack_print_card_answer (SchottPackPrint *self, guint card, guint place)
{
  Card *c = card_at (self, card);

  g_return_val_if_fail (place < 3, NULL);
  return c ? c->answers[place] : NULL;
}

guint
schott_pack_print_card_right (SchottPackPrint *self, guint card)
{
  Card *c = card_at (self, card);

  return c ? c->right : 0;
}

const char *
schott_pack_print_card_category (SchottPackPrint *self, guint card)
{
  Card *c = card_at (self, card);

  return c ? c->category : NULL;
}

void
schott_pack_print_set_page_size (SchottPackPrint *self, double width, double height)
{
  g_return_if_fail (self != NULL && width > 0 && height > 0);
  schott_card_layout_init (&self->layout, width, height);
}

const SchottCardLayout *
schott_pack_print_get_layout (SchottPackPrint *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return &self->layout;
}

guint
schott_pack_print_get_n_pages (SchottPackPrint *self)
{
  guint per_page;

  g_return_val_if_fail (self != NULL, 0);
  per_page = schott_card_layout_per_page (&self->layout);
  return 2 * ((self->cards->len + per_page - 1) / per_page);
}

/* ----------------------------------------------------------- drawing */

static PangoLayout *
text_layout (PangoContext *context, const char *text, double size, gboolean bold,
             double width, PangoAlignment alignment)
{
  PangoLayout *layout = pango_layout_new (context);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");
  PangoAttrList *attrs;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, alignment);
  pango_layout_set_text (layout, text, -1);
  /* a word broken at the card's edge gets no hyphen: it is not the
   * author's and would stay in text copied from a PDF */
  attrs = pango_attr_list_new ();
  pango_attr_list_insert (attrs, pango_attr_insert_hyphens_new (FALSE));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  int height;

  pango_layout_get_size (layout, NULL, &height);
  return (double) height / PANGO_SCALE;
}

static double
first_line_height (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_line_get_extents (pango_layout_get_line_readonly (layout, 0), NULL, &logical);
  return (double) logical.height / PANGO_SCALE;
}

static void
show_layout (cairo_t *cr, PangoLayout *layout, double x, double y)
{
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

/* A letter in a ring, its top left corner at (x, y). */
static void
draw_letter (cairo_t *cr, PangoContext *context, guint place, double x, double y, double size)
{
  const char letter[2] = { (char) ('A' + place), '\0' };
  g_autoptr (PangoLayout) layout = text_layout (context, letter, size * 0.8, TRUE, size * 1.4, PANGO_ALIGN_CENTER);
  double d = size * 1.4;
  double h = layout_height (layout);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
  cairo_set_line_width (cr, MAX (size * 0.06, 0.4));
  /* not joined to where the last text ended */
  cairo_new_path (cr);
  cairo_arc (cr, x + d / 2, y + d / 2, d / 2 - cairo_get_line_width (cr) / 2, 0, 2 * G_PI);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  show_layout (cr, layout, x, y + (d - h) / 2);
  cairo_restore (cr);
}

/* The front's texts at scale s in a box of width w: their total height,
 * and when draw, drawn from (x, y). */
static double
front_block (cairo_t *cr, PangoContext *context, Card *card, double s, double x, double y,
             double w, gboolean draw)
{
  double qsize = QUESTION_SIZE * s, asize = ANSWER_SIZE * s;
  double indent = asize * 1.4 + asize * 0.6;
  g_autoptr (PangoLayout) question = text_layout (context, card->question, qsize, TRUE, w, PANGO_ALIGN_LEFT);
  double top = y;

  if (draw)
    show_layout (cr, question, x, y);
  y += layout_height (question) + qsize * 0.9;
  for (guint a = 0; a < 3; a++)
    {
      g_autoptr (PangoLayout) answer = text_layout (context, card->answers[a], asize, FALSE, w - indent,
                                                    PANGO_ALIGN_LEFT);
      double ring = asize * 1.4;
      double offset = MAX (0.0, (ring - first_line_height (answer)) / 2);
      double h = layout_height (answer) + offset;

      if (draw)
        {
          /* the ring beside the first line */
          draw_letter (cr, context, a, x, y, asize);
          show_layout (cr, answer, x + indent, y + offset);
        }
      y += MAX (h, ring) + (a < 2 ? asize * 0.5 : 0.0);
    }
  return y - top;
}

/* The back's texts: the category at the top, the right answer below it. */
static double
back_block (cairo_t *cr, PangoContext *context, Card *card, double s, double x, double y,
            double w, double box_h, gboolean draw)
{
  double csize = CATEGORY_SIZE * s, bsize = BACK_SIZE * s;
  g_autoptr (PangoLayout) category = text_layout (context, card->category, csize, FALSE, w, PANGO_ALIGN_CENTER);
  double ring = bsize * 1.4;
  g_autoptr (PangoLayout) answer = text_layout (context, card->answers[card->right], bsize, TRUE, w,
                                                PANGO_ALIGN_CENTER);
  double ch = layout_height (category), ah = layout_height (answer);
  double total = ch + csize * 1.2 + ring + bsize * 0.5 + ah;

  if (draw)
    {
      /* the category on top, the letter and the answer in the middle of
       * what is left */
      double rest = box_h - ch - csize * 1.2;
      double top = y + ch + csize * 1.2 + MAX (0.0, (rest - ring - bsize * 0.5 - ah) / 2);

      cairo_save (cr);
      cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
      show_layout (cr, category, x, y);
      cairo_restore (cr);
      draw_letter (cr, context, card->right, x + (w - ring) / 2, top, bsize);
      show_layout (cr, answer, x, top + ring + bsize * 0.5);
    }
  return total;
}

static double
block_height (cairo_t *cr, PangoContext *context, Card *card, gboolean back, double s, double w,
              double box_h)
{
  return back ? back_block (cr, context, card, s, 0, 0, w, box_h, FALSE)
              : front_block (cr, context, card, s, 0, 0, w, FALSE);
}

/* The largest scale (≤ 1) at which the side's texts fit the box. */
static double
fit_scale (cairo_t *cr, PangoContext *context, Card *card, gboolean back, double w, double h)
{
  double low = SCHOTT_PRINT_MIN_FONT_SIZE / (back ? CATEGORY_SIZE : ANSWER_SIZE), high = 1.0;

  if (block_height (cr, context, card, back, high, w, h) <= h)
    return high;
  if (block_height (cr, context, card, back, low, w, h) > h)
    return low;
  for (guint i = 0; i < FIT_STEPS; i++)
    {
      double mid = (low + high) / 2;

      if (block_height (cr, context, card, back, mid, w, h) <= h)
        low = mid;
      else
        high = mid;
    }
  return low;
}

/* One side of a card, in the card's own points (88 × 63 mm). */
static double
draw_card (SchottPackPrint *self, cairo_t *cr, PangoContext *context, Card *card, gboolean back)
{
  double inner_w = SCHOTT_PRINT_CARD_WIDTH - 2 * PADDING;
  double inner_h = SCHOTT_PRINT_CARD_HEIGHT - 2 * PADDING;
  g_autofree char *number = g_strdup_printf ("%u", card->number);
  g_autoptr (PangoLayout) number_layout = text_layout (context, number, FOOTER_SIZE, FALSE, inner_w * 0.25,
                                                       PANGO_ALIGN_RIGHT);
  g_autoptr (PangoLayout) title_layout = text_layout (context, self->title ? self->title : "", FOOTER_SIZE,
                                                      FALSE, inner_w * 0.7, PANGO_ALIGN_LEFT);
  double footer_h = layout_height (number_layout);
  double box_h = inner_h - footer_h - FOOTER_SIZE * 0.8;
  double s;

  /* texts never reach the next card, whatever their length */
  cairo_save (cr);
  cairo_rectangle (cr, PADDING, PADDING, inner_w, inner_h);
  cairo_clip (cr);

  pango_layout_set_ellipsize (title_layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_height (title_layout, -1);
  cairo_set_source_rgb (cr, 0.45, 0.45, 0.45);
  show_layout (cr, title_layout, PADDING, PADDING + inner_h - footer_h);
  show_layout (cr, number_layout, PADDING + inner_w * 0.75, PADDING + inner_h - footer_h);

  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  s = fit_scale (cr, context, card, back, inner_w, box_h);
  cairo_rectangle (cr, PADDING, PADDING, inner_w, box_h);
  cairo_clip (cr);
  if (back)
    back_block (cr, context, card, s, PADDING, PADDING, inner_w, box_h, TRUE);
  else
    front_block (cr, context, card, s, PADDING, PADDING, inner_w, TRUE);
  cairo_restore (cr);
  return s;
}

/* Short lines in the margin where the cuts go, kept off the cards. */
static void
draw_crop_marks (const SchottCardLayout *layout, cairo_t *cr)
{
  double x1 = layout->x0 + layout->columns * layout->card_width;
  double y1 = layout->y0 + layout->rows * layout->card_height;
  double gap = MIN (MARK_GAP, MIN (layout->x0, layout->y0) / 4);
  double top_len = CLAMP (layout->y0 - gap, 0.0, MARK_LENGTH);
  double side_len = CLAMP (layout->x0 - gap, 0.0, MARK_LENGTH);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.5);
  for (guint c = 0; c <= layout->columns; c++)
    {
      double x = layout->x0 + c * layout->card_width;

      cairo_move_to (cr, x, layout->y0 - gap);
      cairo_line_to (cr, x, layout->y0 - gap - top_len);
      cairo_move_to (cr, x, y1 + gap);
      cairo_line_to (cr, x, y1 + gap + top_len);
    }
  for (guint r = 0; r <= layout->rows; r++)
    {
      double y = layout->y0 + r * layout->card_height;

      cairo_move_to (cr, layout->x0 - gap, y);
      cairo_line_to (cr, layout->x0 - gap - side_len, y);
      cairo_move_to (cr, x1 + gap, y);
      cairo_line_to (cr, x1 + gap + side_len, y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

double
schott_pack_print_draw_page (SchottPackPrint *self, cairo_t *cr, guint page_nr)
{
  const SchottCardLayout *layout;
  PangoContext *context;
  cairo_font_options_t *options;
  gboolean back = page_nr % 2 == 1;
  guint per_page, first;
  double smallest = 1.0;

  g_return_val_if_fail (self != NULL && cr != NULL, 1.0);

  layout = &self->layout;
  per_page = schott_card_layout_per_page (layout);
  first = (page_nr / 2) * per_page;

  context = pango_cairo_create_context (cr);
  /* one unit is one point, whatever the target's resolution */
  pango_cairo_context_set_resolution (context, 72.0);
  pango_context_set_language (context, pango_language_from_string (self->lang));
  options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);

  draw_crop_marks (layout, cr);
  for (guint slot = 0; slot < per_page && first + slot < self->cards->len; slot++)
    {
      double x, y, s;

      schott_card_layout_slot (layout, slot, back, &x, &y);
      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_scale (cr, layout->scale, layout->scale);
      pango_cairo_update_context (cr, context);
      s = draw_card (self, cr, context, g_ptr_array_index (self->cards, first + slot), back);
      smallest = MIN (smallest, s);
      cairo_restore (cr);
    }
  g_object_unref (context);
  return smallest;
}
