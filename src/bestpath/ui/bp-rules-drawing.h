/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-rules-drawing.h: the pictures of the Best Path Rules: the real board
 * (colours, symbols, numbers from the engine) with a line, an extension,
 * fields that may be added and fields that are refused. */
#pragma once

#include <gtk/gtk.h>

#include "bp-rules-examples.h"

G_BEGIN_DECLS

/* What a picture shows: BpRulesPicture, bp-rules-examples.h. */
#define BP_TYPE_RULES_DRAWING (bp_rules_drawing_get_type ())
G_DECLARE_FINAL_TYPE (BpRulesDrawing, bp_rules_drawing, BP, RULES_DRAWING, GtkWidget)

/* summary says in words what the picture shows: its caption and its
 * accessible description. */
GtkWidget            *bp_rules_drawing_new         (const BpRulesPicture *picture,
                                                    const char           *summary);
const BpRulesPicture *bp_rules_drawing_get_picture (BpRulesDrawing *self);
const char           *bp_rules_drawing_get_summary (BpRulesDrawing *self);

G_END_DECLS
