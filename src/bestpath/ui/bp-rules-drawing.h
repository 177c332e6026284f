/* bp-rules-drawing.h: the pictures of the Best Path Rules: the real board
 * (colours, symbols, numbers from the engine) with a line, an extension,
 * fields that may be added and fields that are refused. */
#pragma once

#include <gtk/gtk.h>

#include "bp-engine.h"

G_BEGIN_DECLS

/* What one picture shows. Every field set is a mask, bit f for field f. */
typedef struct
{
  guint       start;        /* the start field ringed, or BP_NO_FIELD */
  BpLine      line;         /* the line before the extension (length 0: none) */
  BpExtension extension;    /* drawn in the accent from its end (no cells: none) */
  guint64     legal;        /* fields that may be added: ringed in the accent */
  guint64     refused;      /* fields that may not be added: crossed out */
  gboolean    unreached;    /* fields off the line are dimmed and marked −1 */
} BpRulesPicture;

#define BP_TYPE_RULES_DRAWING (bp_rules_drawing_get_type ())
G_DECLARE_FINAL_TYPE (BpRulesDrawing, bp_rules_drawing, BP, RULES_DRAWING, GtkWidget)

/* summary says in words what the picture shows: its caption and its
 * accessible description. */
GtkWidget            *bp_rules_drawing_new         (const BpRulesPicture *picture,
                                                    const char           *summary);
const BpRulesPicture *bp_rules_drawing_get_picture (BpRulesDrawing *self);
const char           *bp_rules_drawing_get_summary (BpRulesDrawing *self);

G_END_DECLS
