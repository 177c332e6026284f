/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-rules-examples.h: the examples of the Best Path Rules (the rules
 * file's EX-1, EX-2, EX-4, EX-5 and its legality cases), played through the
 * engine and handed to the Rules' widgets as plain data: what each picture
 * shows and the figures its words name. No GTK. */
#pragma once

#include <glib.h>

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

/* EX-1: the first round on board 1 with the card `card`. */
typedef struct
{
  BpRulesPicture picture;
  guint          card;
} BpRulesFirstRound;

/* The line of EX-1 and the next card: what each end allows first
 * (R-LINE-3, R-ROUND-3). */
typedef struct
{
  BpRulesPicture picture;   /* legal: both ends' fields */
  guint          card;
  guint          ends[2];
  guint64        next[2];   /* the fields end i allows first */
} BpRulesEnds;

/* Three extensions of EX-1's line the engine refuses: a gap (R-LINE-1),
 * a field on the line (R-LINE-2), an extension from the middle (R-ROUND-3). */
typedef struct
{
  BpRulesPicture picture;   /* refused: the three fields */
  guint          gap;       /* not next to the end gap_end */
  guint          gap_end;
  guint          on_line;
  guint          middle;    /* a field of the line that is not an end */
} BpRulesRefused;

/* An extension beside EX-1's line through two blue fields: allowed with
 * the card `allows`, refused with `refuses` (R-ROUND-2). */
typedef struct
{
  BpRulesPicture picture;
  guint          allows;
  guint          refuses;
} BpRulesBeside;

/* EX-5: boards[0] and boards[1] reach `number` in round 1, boards[2],
 * shown, in rounds[2]; points[i] is what board i scores for it. */
typedef struct
{
  BpRulesPicture picture;
  guint          number;
  guint          boards[3];
  int            points[3];
  guint          rounds[3];
} BpRulesRace;

/* EX-2's line: a whole game on board 1, fields not reached marked. */
typedef struct
{
  BpRulesPicture picture;
  guint          line_length;
  guint          unreached;
  guint          n_missed;
  guint          missed[BP_MAX_NUMBER];   /* numbers never reached, ascending */
} BpRulesWholeGame;

/* EX-4: six rounds alone on board 2; the numbers in the order reached
 * with their points (R-SOLO-3). */
typedef struct
{
  BpRulesPicture picture;
  guint          n_numbers;
  guint          numbers[BP_MAX_NUMBER];
  int            points[BP_MAX_NUMBER];
} BpRulesSolo;

void bp_rules_example_first_round (BpRulesFirstRound *out);
void bp_rules_example_ends        (BpRulesEnds       *out);
void bp_rules_example_refused     (BpRulesRefused    *out);
void bp_rules_example_beside      (BpRulesBeside     *out);
void bp_rules_example_race        (BpRulesRace       *out);
void bp_rules_example_whole_game  (BpRulesWholeGame  *out);
void bp_rules_example_solo        (BpRulesSolo       *out);

G_END_DECLS
