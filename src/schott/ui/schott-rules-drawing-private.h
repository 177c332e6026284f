/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-rules-drawing-private.h: SchottRulesDrawing's struct, shared by
 * its pictures (schott-rules-drawing.c) and their words
 * (schott-rules-drawing-summary.c). */
#pragma once

#include "schott-rules-drawing.h"

G_BEGIN_DECLS

typedef enum
{
  SWATCH_CARD_BG,
  SWATCH_CARD_FG,
  SWATCH_ACCENT,
  SWATCH_ACCENT_BG,
  SWATCH_SUCCESS,
  SWATCH_ERROR,
  N_SWATCHES
} Swatch;

struct _SchottRulesDrawing
{
  GtkWidget parent_instance;

  GtkWidget *swatches[N_SWATCHES];

  SchottRulesDrawingKind kind;
  SchottCard cards[SCHOTT_MAX_ROW];
  guint      len;
  guint      max_value;
  gboolean   show_prefix;
  guint      placed;
  SchottCard taken;          /* EXCHANGE: the discard put in at `placed` */
  guint      score_before;   /* EXCHANGE */

  /* ROUTE */
  gint8      field_value[SCHOTT_MAX_ROUTE + 1];
  guint      route_length;
  guint      first, last, from, steps, occupied;
  SchottRulesAnswer answer;

  /* Results, computed once from the engine and the rules. */
  guint      prefix;
  guint      score;
  guint      run_start;
  guint      run_length;
  guint      intended;      /* ROUTE: field the move aims at */
  guint      landing;       /* ROUTE: field after skipping */
  guint      final_field;   /* ROUTE: field after the question */
  char      *summary;
};

/* The value of a location field, "+2" or "−1". */
char *schott_rules_drawing_field_value_text (gint value);
/* Writes the picture in words into its summary and accessible description. */
void  schott_rules_drawing_update_accessible (SchottRulesDrawing *self);

G_END_DECLS
