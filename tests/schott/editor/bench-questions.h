/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-questions.h: the 10,000 generated questions that bench-editor and
 * bench-pack-lists both measure, and the speed they are searched at.
 * Header only. */
#pragma once

#include <glib.h>

#define N_QUESTIONS 10000
#define KEY_INTERVAL_MS 80

static const char *const bench_words[] = {
  "glass", "light", "lens", "prism", "colour", "silica", "optics", "mirror",
  "fibre", "laser", "crystal", "ceramic", "telescope", "spectrum", "boron",
};

/* Question i's text in the language lang. */
static inline char *
bench_question_text (const char *lang,
                     guint       i)
{
  return g_strdup_printf ("[%s] Which %s %s belongs to question number %u?", lang,
                          bench_words[i % G_N_ELEMENTS (bench_words)],
                          bench_words[(i / 7) % G_N_ELEMENTS (bench_words)], i);
}
