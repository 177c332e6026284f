/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-pack-print.c: printing a pack's questions as cards: the layout on
 * A4 and US Letter, backs behind fronts, the texts and their order, long
 * and CJK texts, and real PDFs (cairo's and GtkPrintOperation's), read
 * back with poppler's pdftotext and pdfinfo. Runs under Xvfb. */
#include "config.h"

#include <cairo-pdf.h>
#include <math.h>
#include <glib/gstdio.h>
#include <string.h>
#include <adwaita.h>

#include "schott-editor-page.h"
#include "schott-editor-page-private.h"
#include "schott-pack-print.h"
#include "schott-pack-print-operation.h"

#define A4_W     595.276
#define A4_H     841.890
#define LETTER_W 612.0
#define LETTER_H 792.0

static const char LONG_QUESTION[] =
  "Which of these instruments, first built in the workshops of the northern glassmakers "
  "after many years of patient trials with sand, soda, lime and the ashes of sea plants, "
  "and later improved again and again by lens grinders, astronomers and instrument makers "
  "in half a dozen countries, was the one that finally let sailors measure the height of "
  "the sun above the horizon at noon on a rolling deck, so that they could work out how "
  "far north or south they were without any sight of land whatsoever, zebrafinal";

/* ------------------------------------------------------------- helpers */

static void
add_question (SchottPack *pack, const char *id, const char *category, const char *const texts[][4])
{
  SchottQuestion *q = schott_pack_add_question (pack, id, category);

  for (guint l = 0; l < pack->languages->len; l++)
    for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
      if (texts[l][f] != NULL)
        schott_pack_set_text (pack, q, f, g_ptr_array_index (pack->languages, l), texts[l][f]);
}

/* A pack in en, de and zh-CN with n questions "q1" … "qn", every text
 * naming its question and field, so any card's text can be looked for. */
static SchottPack *
make_pack (guint n)
{
  SchottPack *pack = schott_pack_new ("print-test", "en de zh-CN");
  SchottCategory *c = schott_pack_add_category (pack, "optics");
  const char *names[] = { "Optics", "Optik", "光学" };
  const char *titles[] = { "Print Test", "Drucktest", "打印测试" };

  for (guint l = 0; l < 3; l++)
    {
      g_free (c->name[l]);
      c->name[l] = g_strdup (names[l]);
      g_free (pack->title[l]);
      pack->title[l] = g_strdup (titles[l]);
    }
  for (guint i = 1; i <= n; i++)
    {
      g_autofree char *id = g_strdup_printf ("q%u", i);
      char *en[4], *de[4], *zh[4];
      const char *fields[] = { "question", "right", "wrongone", "wrongtwo" };
      const char *zh_fields[] = { "问题", "正确", "错误一", "错误二" };

      for (guint f = 0; f < 4; f++)
        {
          en[f] = g_strdup_printf ("Q%u %s", i, fields[f]);
          de[f] = g_strdup_printf ("F%u Frage%s", i, fields[f]);
          zh[f] = g_strdup_printf ("第%u%s", i, zh_fields[f]);
        }
      {
        const char *const texts[3][4] = {
          { en[0], en[1], en[2], en[3] },
          { de[0], de[1], de[2], de[3] },
          { zh[0], zh[1], zh[2], zh[3] },
        };
        add_question (pack, id, "optics", texts);
      }
      for (guint f = 0; f < 4; f++)
        {
          g_free (en[f]);
          g_free (de[f]);
          g_free (zh[f]);
        }
    }
  return pack;
}

/* All whitespace removed: pdftotext breaks lines where the card wraps
 * them, and puts no spaces between CJK characters. */
static char *
squeeze (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      g_string_append_unichar (out, g_utf8_get_char (p));
  return g_string_free (out, FALSE);
}

static gboolean
contains_text (const char *haystack, const char *needle)
{
  g_autofree char *h = squeeze (haystack);
  g_autofree char *n = squeeze (needle);

  return strstr (h, n) != NULL;
}

static char *
run_tool (const char *const *argv)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  int status = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, &err, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, &error))
    g_error ("%s failed: %s\n%s", argv[0], error->message, err);
  return g_steal_pointer (&out);
}

/* The text of one page (1-based), or of all when page is 0. */
static char *
pdf_text (const char *path, guint page)
{
  g_autofree char *p = g_strdup_printf ("%u", page);

  if (page == 0)
    return run_tool ((const char *const[]) { "pdftotext", "-enc", "UTF-8", path, "-", NULL });
  return run_tool ((const char *const[]) { "pdftotext", "-enc", "UTF-8", "-f", p, "-l", p, path, "-", NULL });
}

/* The text inside a box of one page (points, a little inside the box so
 * that nothing of a neighbour is caught). */
static char *
pdf_text_in (const char *path, guint page, double x, double y, double w, double h)
{
  g_autofree char *p = g_strdup_printf ("%u", page);
  g_autofree char *sx = g_strdup_printf ("%d", (int) ceil (x + 2));
  g_autofree char *sy = g_strdup_printf ("%d", (int) ceil (y + 2));
  g_autofree char *sw = g_strdup_printf ("%d", (int) floor (w - 4));
  g_autofree char *sh = g_strdup_printf ("%d", (int) floor (h - 4));

  return run_tool ((const char *const[]) { "pdftotext", "-enc", "UTF-8", "-f", p, "-l", p, "-r", "72",
                                           "-x", sx, "-y", sy, "-W", sw, "-H", sh, path, "-", NULL });
}

static guint
pdf_pages (const char *path, char **size)
{
  g_autofree char *info = run_tool ((const char *const[]) { "pdfinfo", path, NULL });
  g_auto (GStrv) lines = g_strsplit (info, "\n", -1);
  guint pages = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "Pages:"))
        pages = (guint) g_ascii_strtoull (lines[i] + 6, NULL, 10);
      else if (size != NULL && g_str_has_prefix (lines[i], "Page size:"))
        *size = g_strstrip (g_strdup (lines[i] + 10));
    }
  return pages;
}

static char *
temp_pdf (const char *name)
{
  g_autofree char *dir = g_build_filename (g_get_tmp_dir (), "schott-print-XXXXXX", NULL);

  g_assert_nonnull (g_mkdtemp (dir));
  return g_build_filename (dir, name, NULL);
}

/* SCHOTT_PRINT_KEEP=DIR keeps the PDFs there, to look at. */
static void
remove_pdf (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  const char *keep = g_getenv ("SCHOTT_PRINT_KEEP");

  if (keep != NULL && *keep != '\0')
    {
      g_autofree char *base = g_path_get_basename (path);
      g_autofree char *name = g_strdup_printf ("%u-%s", g_test_get_path () ? g_str_hash (g_test_get_path ()) : 0u,
                                               base);
      g_autofree char *kept = g_build_filename (keep, name, NULL);
      g_autofree char *bytes = NULL;
      gsize len = 0;

      /* copied: the folder may be on another file system */
      if (g_file_get_contents (path, &bytes, &len, NULL))
        g_file_set_contents (kept, bytes, (gssize) len, NULL);
    }
  g_unlink (path);
  g_rmdir (dir);
}

/* Every page of print drawn by cairo into a PDF of the given size. */
static double
write_cairo_pdf (SchottPackPrint *print, const char *path, double w, double h)
{
  cairo_surface_t *surface = cairo_pdf_surface_create (path, w, h);
  cairo_t *cr = cairo_create (surface);
  double smallest = 1.0;

  schott_pack_print_set_page_size (print, w, h);
  for (guint p = 0; p < schott_pack_print_get_n_pages (print); p++)
    {
      smallest = MIN (smallest, schott_pack_print_draw_page (print, cr, p));
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  return smallest;
}

/* ------------------------------------------------------------- layout */

static void
check_layout_fits (const SchottCardLayout *l)
{
  double x1 = l->x0 + l->columns * l->card_width, y1 = l->y0 + l->rows * l->card_height;

  /* centred, with room for the crop marks all round */
  g_assert_cmpfloat_with_epsilon (l->x0, l->page_width - x1, 1e-6);
  g_assert_cmpfloat_with_epsilon (l->y0, l->page_height - y1, 1e-6);
  g_assert_cmpfloat (l->x0, >=, SCHOTT_PRINT_MARGIN - 1e-6);
  g_assert_cmpfloat (l->y0, >=, SCHOTT_PRINT_MARGIN - 1e-6);
}

static void
test_layout_sizes (void)
{
  SchottCardLayout l;

  schott_card_layout_init (&l, A4_W, A4_H);
  g_assert_cmpuint (l.columns, ==, 2);
  g_assert_cmpuint (l.rows, ==, 4);
  g_assert_cmpfloat (l.scale, ==, 1.0);
  check_layout_fits (&l);

  schott_card_layout_init (&l, LETTER_W, LETTER_H);
  g_assert_cmpuint (l.columns, ==, 2);
  g_assert_cmpuint (l.rows, ==, 4);
  g_assert_cmpfloat (l.scale, ==, 1.0);
  check_layout_fits (&l);

  /* A4 lying on its side */
  schott_card_layout_init (&l, A4_H, A4_W);
  g_assert_cmpuint (l.columns, ==, 3);
  g_assert_cmpuint (l.rows, ==, 2);
  check_layout_fits (&l);

  /* A7 holds no whole card: one, smaller */
  schott_card_layout_init (&l, 209.76, 297.64);
  g_assert_cmpuint (schott_card_layout_per_page (&l), ==, 1);
  g_assert_cmpfloat (l.scale, <, 1.0);
  check_layout_fits (&l);
}

/* Turned over on the long edge, a point (x, y) of an upright sheet's front
 * is at (W - x, y) of its back; of a landscape sheet at (x, H - y). */
static void
test_layout_backs_behind_fronts (void)
{
  const double sizes[][2] = { { A4_W, A4_H }, { LETTER_W, LETTER_H }, { A4_H, A4_W } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      SchottCardLayout l;
      gboolean upright = sizes[s][0] <= sizes[s][1];

      schott_card_layout_init (&l, sizes[s][0], sizes[s][1]);
      for (guint slot = 0; slot < schott_card_layout_per_page (&l); slot++)
        {
          double fx, fy, bx, by;

          schott_card_layout_slot (&l, slot, FALSE, &fx, &fy);
          schott_card_layout_slot (&l, slot, TRUE, &bx, &by);
          if (upright)
            {
              g_assert_cmpfloat_with_epsilon (bx, l.page_width - fx - l.card_width, 1e-6);
              g_assert_cmpfloat_with_epsilon (by, fy, 1e-6);
            }
          else
            {
              g_assert_cmpfloat_with_epsilon (bx, fx, 1e-6);
              g_assert_cmpfloat_with_epsilon (by, l.page_height - fy - l.card_height, 1e-6);
            }
        }
    }
  /* and a front slot is not its own back on an upright sheet of two columns */
  {
    SchottCardLayout l;
    double fx, bx;

    schott_card_layout_init (&l, A4_W, A4_H);
    schott_card_layout_slot (&l, 0, FALSE, &fx, NULL);
    schott_card_layout_slot (&l, 0, TRUE, &bx, NULL);
    g_assert_cmpfloat (fx, <, bx);
  }
}

/* -------------------------------------------------------------- texts */

static void
test_cards_texts (void)
{
  g_autoptr (SchottPack) pack = make_pack (30);
  g_autoptr (SchottPackPrint) print = schott_pack_print_new (pack, "de");
  guint places[3] = { 0, 0, 0 };

  g_assert_cmpstr (schott_pack_print_get_lang (print), ==, "de");
  g_assert_cmpuint (schott_pack_print_get_n_cards (print), ==, 30);
  g_assert_cmpuint (schott_pack_print_get_n_skipped (print), ==, 0);
  for (guint c = 0; c < 30; c++)
    {
      g_autofree char *question = g_strdup_printf ("F%u Fragequestion", c + 1);
      g_autofree char *right = g_strdup_printf ("F%u Frageright", c + 1);
      g_autofree char *wrong1 = g_strdup_printf ("F%u Fragewrongone", c + 1);
      g_autofree char *wrong2 = g_strdup_printf ("F%u Fragewrongtwo", c + 1);
      g_autofree char *id = g_strdup_printf ("q%u", c + 1);
      guint r = schott_pack_print_card_right (print, c);
      guint w = 0;

      g_assert_cmpstr (schott_pack_print_card_question (print, c), ==, question);
      g_assert_cmpstr (schott_pack_print_card_category (print, c), ==, "Optik");
      /* the documented order: the right answer where the id puts it, the
       * wrong ones in stored order around it */
      g_assert_cmpuint (r, ==, schott_pack_print_right_place (id));
      for (guint a = 0; a < 3; a++)
        {
          const char *expected = a == r ? right : (w++ == 0 ? wrong1 : wrong2);

          g_assert_cmpstr (schott_pack_print_card_answer (print, c, a), ==, expected);
        }
      places[r]++;
    }
  /* the right answer is not always at one place */
  g_assert_cmpuint (places[0], >, 0);
  g_assert_cmpuint (places[1], >, 0);
  g_assert_cmpuint (places[2], >, 0);

  /* the same place in another language, the same cards twice */
  {
    g_autoptr (SchottPackPrint) en = schott_pack_print_new (pack, "en");

    for (guint c = 0; c < 30; c++)
      g_assert_cmpuint (schott_pack_print_card_right (en, c), ==, schott_pack_print_card_right (print, c));
  }
  /* FNV-1a of the ids modulo 3, worked out beside the code: a change of
   * the order would change every printed card */
  g_assert_cmpuint (schott_pack_print_right_place ("q1"), ==, 0x9c4c9197u % 3);
  g_assert_cmpuint (schott_pack_print_right_place ("q2"), ==, 0x9d4c932au % 3);
  g_assert_cmpuint (schott_pack_print_right_place ("q3"), ==, 0x9e4c94bdu % 3);
}

/* R-Q-2: a question not complete in the chosen language prints in the
 * source language; one complete in neither is left out. */
static void
test_cards_fallback (void)
{
  g_autoptr (SchottPack) pack = make_pack (3);
  g_autoptr (SchottPackPrint) print = NULL;
  SchottQuestion *q2 = g_ptr_array_index (pack->questions, 1);
  SchottQuestion *q3 = g_ptr_array_index (pack->questions, 2);

  schott_pack_set_text (pack, q2, SCHOTT_FIELD_WRONG2, "de", "");
  schott_pack_set_text (pack, q3, SCHOTT_FIELD_RIGHT, "en", "");
  schott_pack_set_text (pack, q3, SCHOTT_FIELD_RIGHT, "de", "");
  print = schott_pack_print_new (pack, "de");
  g_assert_cmpuint (schott_pack_print_get_n_cards (print), ==, 2);
  g_assert_cmpuint (schott_pack_print_get_n_skipped (print), ==, 1);
  g_assert_cmpstr (schott_pack_print_card_question (print, 0), ==, "F1 Fragequestion");
  g_assert_cmpstr (schott_pack_print_card_question (print, 1), ==, "Q2 question");
  g_assert_cmpstr (schott_pack_print_card_category (print, 1), ==, "Optics");

  /* a language the pack lacks: the source language */
  {
    g_autoptr (SchottPackPrint) fr = schott_pack_print_new (pack, "fr");

    g_assert_cmpstr (schott_pack_print_get_lang (fr), ==, "en");
  }
}

/* ---------------------------------------------------------------- PDF */

/* 11 cards on 8-card sheets: two sheets, four pages. Each card's front is
 * in its slot of an odd page, and its back exactly behind it on the next:
 * read back from the PDF box by box. */
static void
test_pdf_cairo (void)
{
  g_autoptr (SchottPack) pack = make_pack (11);
  g_autoptr (SchottPackPrint) print = schott_pack_print_new (pack, "en");
  g_autofree char *path = temp_pdf ("cards.pdf");
  g_autofree char *size = NULL;
  const SchottCardLayout *l;

  write_cairo_pdf (print, path, A4_W, A4_H);
  l = schott_pack_print_get_layout (print);
  g_assert_cmpuint (pdf_pages (path, &size), ==, 4);
  g_assert_true (g_str_has_prefix (size, "595.276 x 841.89"));

  for (guint c = 0; c < 11; c++)
    {
      guint front = (c / 8) * 2 + 1;
      guint r = schott_pack_print_card_right (print, c);
      g_autofree char *lettered = g_strdup_printf ("%c%s", 'A' + r, schott_pack_print_card_answer (print, c, r));
      g_autofree char *number = g_strdup_printf ("Print Test %u", c + 1);
      g_autofree char *front_text = NULL, *back_text = NULL;
      double fx, fy, bx, by;

      schott_card_layout_slot (l, c % 8, FALSE, &fx, &fy);
      schott_card_layout_slot (l, c % 8, TRUE, &bx, &by);
      /* behind it: mirrored across the sheet's middle */
      g_assert_cmpfloat_with_epsilon (bx + l->card_width / 2, A4_W - (fx + l->card_width / 2), 1e-6);
      front_text = pdf_text_in (path, front, fx, fy, l->card_width, l->card_height);
      back_text = pdf_text_in (path, front + 1, bx, by, l->card_width, l->card_height);

      g_assert_true (contains_text (front_text, schott_pack_print_card_question (print, c)));
      for (guint a = 0; a < 3; a++)
        {
          g_autofree char *answer = g_strdup_printf ("%c%s", 'A' + a, schott_pack_print_card_answer (print, c, a));

          g_assert_true (contains_text (front_text, answer));
        }
      g_assert_true (contains_text (front_text, number));
      /* the back: the category, the right answer with its letter, the
       * same number; no question */
      g_assert_false (contains_text (back_text, schott_pack_print_card_question (print, c)));
      g_assert_true (contains_text (back_text, lettered));
      g_assert_true (contains_text (back_text, "Optics"));
      g_assert_true (contains_text (back_text, number));
    }
  remove_pdf (path);
}

/* Chinese cards: the text is there in the PDF, as characters. */
static void
test_pdf_cjk (void)
{
  g_autoptr (SchottPack) pack = make_pack (2);
  g_autoptr (SchottPackPrint) print = schott_pack_print_new (pack, "zh-CN");
  g_autofree char *path = temp_pdf ("cards-zh.pdf");
  g_autofree char *front = NULL, *back = NULL;

  write_cairo_pdf (print, path, LETTER_W, LETTER_H);
  g_assert_cmpuint (pdf_pages (path, NULL), ==, 2);
  front = pdf_text (path, 1);
  back = pdf_text (path, 2);
  g_assert_true (contains_text (front, "第1问题"));
  g_assert_true (contains_text (front, "第2错误二"));
  g_assert_true (contains_text (back, "光学"));
  g_assert_true (contains_text (back, "打印测试"));
  remove_pdf (path);
}

/* A question much too long for the card at the normal size shrinks until
 * it fits, whole; and nothing of a card is drawn where another goes. */
static void
test_long_text_shrinks (void)
{
  g_autoptr (SchottPack) pack = make_pack (1);
  g_autoptr (SchottPackPrint) print = NULL;
  SchottQuestion *q = g_ptr_array_index (pack->questions, 0);
  g_autofree char *path = temp_pdf ("long.pdf");
  g_autofree char *text = NULL;
  double scale;

  schott_pack_set_text (pack, q, SCHOTT_FIELD_TEXT, "en", LONG_QUESTION);
  print = schott_pack_print_new (pack, "en");
  scale = write_cairo_pdf (print, path, A4_W, A4_H);
  g_assert_cmpfloat (scale, <, 0.95);
  g_assert_cmpfloat (scale, >, SCHOTT_PRINT_MIN_FONT_SIZE / 10.0);
  text = pdf_text (path, 1);
  g_assert_true (contains_text (text, LONG_QUESTION));
  g_assert_true (contains_text (text, "Q1 wrongtwo"));
  remove_pdf (path);
}

/* Counts dark pixels of a page rendered at 1 px a point inside a box. */
static guint
dark_pixels (cairo_surface_t *surface, double x, double y, double w, double h)
{
  guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint dark = 0;

  for (int py = (int) y; py < (int) (y + h); py++)
    for (int px = (int) x; px < (int) (x + w); px++)
      {
        guint32 pixel = *(guint32 *) (data + py * stride + px * 4);

        if ((pixel & 0xff) < 0xc0)
          dark++;
      }
  return dark;
}

static void
test_overlong_text_stays_on_card (void)
{
  g_autoptr (SchottPack) pack = make_pack (1);
  g_autoptr (SchottPackPrint) print = NULL;
  SchottQuestion *q = g_ptr_array_index (pack->questions, 0);
  g_autoptr (GString) huge = g_string_new (NULL);
  const SchottCardLayout *l;
  cairo_surface_t *surface;
  cairo_t *cr;
  double x, y;

  for (guint i = 0; i < 40; i++)
    g_string_append (huge, LONG_QUESTION);
  schott_pack_set_text (pack, q, SCHOTT_FIELD_TEXT, "en", huge->str);
  schott_pack_set_text (pack, q, SCHOTT_FIELD_RIGHT, "en", huge->str);
  print = schott_pack_print_new (pack, "en");
  schott_pack_print_set_page_size (print, A4_W, A4_H);
  l = schott_pack_print_get_layout (print);

  for (guint page = 0; page < 2; page++)
    {
      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) A4_W, (int) A4_H);
      cr = cairo_create (surface);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      /* cut at the smallest size, not drawn smaller */
      g_assert_cmpfloat_with_epsilon (schott_pack_print_draw_page (print, cr, page),
                                      SCHOTT_PRINT_MIN_FONT_SIZE / (page == 0 ? 10.0 : 9.0), 1e-9);
      cairo_destroy (cr);
      cairo_surface_flush (surface);

      /* the card is full of text … */
      schott_card_layout_slot (l, 0, page == 1, &x, &y);
      g_assert_cmpuint (dark_pixels (surface, x + 2, y + 2, l->card_width - 4, l->card_height - 4), >, 1000);
      /* … and the slots beside and below it are empty */
      schott_card_layout_slot (l, 1, page == 1, &x, &y);
      g_assert_cmpuint (dark_pixels (surface, x + 1, y + 1, l->card_width - 2, l->card_height - 2), ==, 0);
      schott_card_layout_slot (l, 2, page == 1, &x, &y);
      g_assert_cmpuint (dark_pixels (surface, x + 1, y + 1, l->card_width - 2, l->card_height - 2), ==, 0);
      cairo_surface_destroy (surface);
    }
}

static void
run_export (SchottPackPrint *print, const char *path, GtkPaperSize *paper)
{
  g_autoptr (GtkPrintOperation) operation = schott_pack_print_operation_new (print);
  g_autoptr (GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr (GError) error = NULL;

  gtk_page_setup_set_paper_size_and_default_margins (setup, paper);
  gtk_print_operation_set_default_page_setup (operation, setup);
  gtk_print_operation_set_export_filename (operation, path);
  g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error), ==,
                   GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
}

/* What the editor runs, exported to PDF: A4 and US Letter. */
static void
test_pdf_print_operation (void)
{
  const char *papers[] = { GTK_PAPER_NAME_A4, GTK_PAPER_NAME_LETTER };
  const char *sizes[] = { "595.276 x 841.89", "612 x 792" };

  for (guint p = 0; p < G_N_ELEMENTS (papers); p++)
    {
      g_autoptr (SchottPack) pack = make_pack (17);
      g_autoptr (GtkPaperSize) paper = gtk_paper_size_new (papers[p]);
      g_autofree char *path = temp_pdf ("operation.pdf");
      g_autofree char *size = NULL;
      g_autofree char *page5 = NULL, *page6 = NULL;
      SchottPackPrint *print = schott_pack_print_new (pack, "de");

      /* the operation takes print */
      run_export (print, path, paper);
      /* 17 cards, 8 a sheet: 3 sheets */
      g_assert_cmpuint (pdf_pages (path, &size), ==, 6);
      g_assert_true (g_str_has_prefix (size, sizes[p]));
      page5 = pdf_text (path, 5);
      page6 = pdf_text (path, 6);
      g_assert_true (contains_text (page5, "F17 Fragequestion"));
      g_assert_true (contains_text (page5, "F17 Fragewrongone"));
      g_assert_true (contains_text (page6, "F17 Frageright"));
      g_assert_true (contains_text (page6, "Optik"));
      g_assert_false (contains_text (page5, "F16 Fragequestion"));
      remove_pdf (path);
    }
}

/* The shipped packs, real texts of every length, in German and Chinese on
 * US Letter: every card fits at a readable size, and the first and last
 * cards' texts are found in their boxes. */
static void
test_pdf_shipped_packs (void)
{
  const char *packs[] = { "glass-and-light", "world-geography" };
  const char *langs[] = { "de", "zh-CN" };

  for (guint p = 0; p < G_N_ELEMENTS (packs); p++)
    {
      g_autofree char *file = g_strconcat (packs[p], ".schott-pack.xml", NULL);
      g_autofree char *pack_path = g_build_filename (g_getenv ("SCHOTT_WORLD_DATADIR"), "packs", file, NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (SchottPack) pack = schott_pack_load (pack_path, &error);
      g_autoptr (GtkPaperSize) paper = gtk_paper_size_new (GTK_PAPER_NAME_LETTER);

      g_assert_no_error (error);
      for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
        {
          g_autofree char *name = g_strdup_printf ("%s-%s.pdf", packs[p], langs[l]);
          g_autofree char *path = temp_pdf (name);
          g_autoptr (SchottPackPrint) print = schott_pack_print_new (pack, langs[l]);
          guint n = schott_pack_print_get_n_cards (print);
          guint last_page = 2 * ((n + 7) / 8) - 1;
          const SchottCardLayout *layout = schott_pack_print_get_layout (print);
          double x, y, smallest = 1.0;
          g_autofree char *first = NULL, *last = NULL;

          /* every question of a shipped pack is complete */
          g_assert_cmpuint (n, ==, pack->questions->len);
          g_assert_cmpuint (n, >=, 80);
          for (guint page = 0; page <= last_page; page++)
            {
              cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 612, 792);
              cairo_t *cr = cairo_create (surface);

              schott_pack_print_set_page_size (print, LETTER_W, LETTER_H);
              smallest = MIN (smallest, schott_pack_print_draw_page (print, cr, page));
              cairo_destroy (cr);
              cairo_surface_destroy (surface);
            }
          /* nothing had to be cut */
          g_assert_cmpfloat (smallest, >, SCHOTT_PRINT_MIN_FONT_SIZE / 10.0 + 0.05);

          /* the operation takes a print of its own */
          run_export (schott_pack_print_new (pack, langs[l]), path, paper);
          g_assert_cmpuint (pdf_pages (path, NULL), ==, last_page + 1);
          schott_card_layout_slot (layout, 0, FALSE, &x, &y);
          first = pdf_text_in (path, 1, x, y, layout->card_width, layout->card_height);
          g_assert_true (contains_text (first, schott_pack_print_card_question (print, 0)));
          schott_card_layout_slot (layout, (n - 1) % 8, TRUE, &x, &y);
          last = pdf_text_in (path, last_page + 1, x, y, layout->card_width, layout->card_height);
          g_assert_true (contains_text (last, schott_pack_print_card_answer (print, n - 1,
                                                                             schott_pack_print_card_right (print, n - 1))));
          g_assert_true (contains_text (last, schott_pack_print_card_category (print, n - 1)));
          remove_pdf (path);
        }
    }
}

/* -------------------------------------------------------- the editor */

static void
on_loaded_cb (SchottEditorPage *page, gboolean *loaded)
{
  *loaded = TRUE;
}

/* Print Cards from the editor: the language question offers the pack's
 * languages with the editor's current one chosen, and the cards come out
 * in the language chosen. */
static void
test_editor_print (void)
{
  g_autoptr (SchottPack) pack = make_pack (5);
  g_autofree char *dir = g_dir_make_tmp ("schott-print-XXXXXX", NULL);
  g_autofree char *pack_path = g_build_filename (dir, "print-test.schott-pack.xml", NULL);
  g_autofree char *pdf = g_build_filename (dir, "cards.pdf", NULL);
  g_autofree char *bak = g_strconcat (pack_path, ".bak", NULL);
  g_autoptr (GError) error = NULL;
  GtkWindow *window = GTK_WINDOW (adw_window_new ());
  SchottEditorPage *page = SCHOTT_EDITOR_PAGE (schott_editor_page_new ());
  AdwDialog *dialog;
  GtkDropDown *dropdown;
  gboolean loaded = FALSE;
  gint64 end;
  g_autofree char *text = NULL;

  g_assert_true (schott_pack_save (pack, pack_path, &error));
  g_assert_no_error (error);
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (window, 1000, 700);
  g_signal_connect (page, "pack-loaded", G_CALLBACK (on_loaded_cb), &loaded);
  gtk_window_present (window);
  while (!gtk_widget_get_mapped (GTK_WIDGET (page)))
    g_main_context_iteration (NULL, TRUE);
  /* the default pack first, then ours */
  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!loaded && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  loaded = FALSE;
  schott_editor_page_open_path (page, pack_path);
  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!loaded && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (loaded);
  g_assert_cmpstr (_schott_editor_page_pack (page)->id, ==, "print-test");
  schott_pack_model_set_display_lang (schott_editor_page_get_model (page), "zh-CN");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "editor.print", NULL));
  end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while ((dialog = adw_window_get_visible_dialog (ADW_WINDOW (window))) == NULL
         && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  dropdown = GTK_DROP_DOWN (adw_alert_dialog_get_extra_child (ADW_ALERT_DIALOG (dialog)));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (dropdown)), ==, 3);
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdown), ==, 2);
  g_assert_true (adw_dialog_close (dialog));

  g_assert_cmpint (_schott_editor_page_print_run (page, "de", GTK_PRINT_OPERATION_ACTION_EXPORT, pdf), ==,
                   GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_cmpuint (pdf_pages (pdf, NULL), ==, 2);
  text = pdf_text (pdf, 0);
  g_assert_true (contains_text (text, "F5 Fragequestion"));
  g_assert_true (contains_text (text, "Drucktest"));
  g_assert_false (contains_text (text, "Q5 question"));

  schott_pack_model_mark_saved (schott_editor_page_get_model (page));
  gtk_window_destroy (window);
  for (int i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
  g_unlink (pdf);
  g_unlink (pack_path);
  g_unlink (bak);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/editor/print/layout/sizes", test_layout_sizes);
  g_test_add_func ("/editor/print/layout/backs-behind-fronts", test_layout_backs_behind_fronts);
  g_test_add_func ("/editor/print/cards/texts", test_cards_texts);
  g_test_add_func ("/editor/print/cards/R-Q-2-fallback", test_cards_fallback);
  g_test_add_func ("/editor/print/pdf/cairo", test_pdf_cairo);
  g_test_add_func ("/editor/print/pdf/cjk", test_pdf_cjk);
  g_test_add_func ("/editor/print/pdf/long-text-shrinks", test_long_text_shrinks);
  g_test_add_func ("/editor/print/overlong-text-stays-on-card", test_overlong_text_stays_on_card);
  g_test_add_func ("/editor/print/pdf/print-operation", test_pdf_print_operation);
  g_test_add_func ("/editor/print/pdf/shipped-packs", test_pdf_shipped_packs);
  g_test_add_func ("/editor/print/editor", test_editor_print);
  return g_test_run ();
}
