/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-rules-drawing.h: the small pictures of the Rules window. */
#pragma once

#include <gtk/gtk.h>

#include "schott-row-rules.h"

G_BEGIN_DECLS

typedef enum
{
  SCHOTT_RULES_ANSWER_NONE,         /* no question in the picture */
  SCHOTT_RULES_ANSWER_RIGHT,
  SCHOTT_RULES_ANSWER_WRONG,
} SchottRulesAnswer;

typedef enum
{
  SCHOTT_RULES_DRAWING_ROW,         /* a row, its scoring prefix highlighted */
  SCHOTT_RULES_DRAWING_RUN,         /* a row, the run through a placed card glowing */
  SCHOTT_RULES_DRAWING_ROUTE,       /* a stretch of route, a figure moving */
  SCHOTT_RULES_DRAWING_FAST_TRACK,  /* a row's score, plain and doubled */
  SCHOTT_RULES_DRAWING_EXCHANGE,    /* turn A: the discard goes in, the old card out */
} SchottRulesDrawingKind;

#define SCHOTT_TYPE_RULES_DRAWING (schott_rules_drawing_get_type ())
G_DECLARE_FINAL_TYPE (SchottRulesDrawing, schott_rules_drawing, SCHOTT, RULES_DRAWING, GtkWidget)

/* A row of cards (SCHOTT_JOKER for a joker); with show_prefix the scoring
 * prefix (R-STAGE-5) is highlighted and its score written under it. */
GtkWidget   *schott_rules_drawing_new_row        (const SchottCard *cards,
                                                  guint             len,
                                                  guint             max_value,
                                                  gboolean          show_prefix);
/* A row where the card at `placed` was just put in: its run glows (R-TURN-4). */
GtkWidget   *schott_rules_drawing_new_run        (const SchottCard *cards,
                                                  guint             len,
                                                  guint             placed);
/* Fields first..last of the variant's route. A figure on `from` moves
 * `steps` fields; `occupied` (0: none) holds another figure (R-MOVE-1). If it
 * lands on a location field, `answer` shows the question's outcome (R-MOVE-3). */
GtkWidget   *schott_rules_drawing_new_route      (const SchottVariant *variant,
                                                  guint             first,
                                                  guint             last,
                                                  guint             from,
                                                  guint             steps,
                                                  guint             occupied,
                                                  SchottRulesAnswer answer);
/* A row's score, and the same score doubled by the Fast Track card (R-FAST-2). */
GtkWidget   *schott_rules_drawing_new_fast_track (const SchottCard *cards,
                                                  guint             len,
                                                  guint             max_value);

/* Turn A (R-TURN-1): the top discard `taken` replaces the card at `pos`,
 * which goes onto the discard pile; the row's score before and after. */
GtkWidget   *schott_rules_drawing_new_exchange   (const SchottCard *cards,
                                                  guint             len,
                                                  guint             max_value,
                                                  guint             pos,
                                                  SchottCard        taken);

SchottRulesDrawingKind schott_rules_drawing_get_kind    (SchottRulesDrawing *self);
/* ROW, FAST_TRACK: the row's score from the engine; RUN: the run length;
 * ROUTE: the field the figure ends on; EXCHANGE: the score after it. */
guint        schott_rules_drawing_get_score      (SchottRulesDrawing *self);
/* Fields the picture's figure moves: score, run length − 1, doubled score;
 * ROUTE: the field reached after the question, if any. */
guint        schott_rules_drawing_get_fields     (SchottRulesDrawing *self);
/* The picture in words: its caption and its accessible description. */
const char  *schott_rules_drawing_get_summary    (SchottRulesDrawing *self);

G_END_DECLS
