/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-engine.h: the Best Path rules engine (C11 + GLib, no GTK, no I/O).
 *
 * Rule ids (R-LINE-2 …) refer to doc/best-path-rules.md and the shared
 * rules file it extends. The game is a plain, copyable struct without heap
 * pointers, so computer players copy it freely. The game is always in one
 * phase: while choosing, every player who has not committed must decide an
 * extension (bp_game_must_decide()); bp_game_commit() answers. When the
 * last player commits, the round resolves at once: lines grow, numbers are
 * scored, the next card is turned.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BP_N_FIELDS        61
#define BP_N_COLOURS        6
#define BP_N_CARDS         15
#define BP_N_ROUNDS        15
#define BP_N_BOARDS         4
#define BP_MAX_PLAYERS      4
#define BP_MAX_CARD_FIELDS  5
#define BP_MAX_NUMBER      10
#define BP_NO_FIELD       255
#define BP_NO_CARD        255   /* also: an unturned card in a public view */

/* R-COMP-4, in this order. */
typedef enum
{
  BP_BLUE,
  BP_GREEN,
  BP_YELLOW,
  BP_GREY,
  BP_RED,
  BP_PURPLE,
} BpColour;

/* ------------------------------------------------------------ Board */

BpColour     bp_field_colour      (guint field);
/* 2..10 for a number field (R-COMP-6), else 0. */
guint        bp_field_number      (guint field);
guint        bp_field_ring        (guint field);
/* "A1" … "I5" (R-COMP-2). */
const char  *bp_field_name        (guint field);
gboolean     bp_field_from_name   (const char *name,
                                   guint      *field);
const guint8 *bp_field_neighbours (guint  field,
                                   guint *n_neighbours);
gboolean     bp_fields_adjacent   (guint a,
                                   guint b);
/* Bit f set for every neighbour f. */
guint64      bp_field_neighbour_mask (guint field);
/* Bit f set for every field of the colour. */
guint64      bp_colour_mask       (BpColour colour);
/* The field of number value (2..10), or BP_NO_FIELD. */
guint        bp_number_field      (guint value);
/* Start field of board 1..4 (R-COMP-7). */
guint        bp_board_start       (guint board);

char         bp_colour_letter     (BpColour colour);
gboolean     bp_colour_from_letter (char      letter,
                                    BpColour *colour);

/* ------------------------------------------------------------ Cards */

/* Cards are 0..14, named C01..C15 (R-COMP-8). */
const char  *bp_card_name         (guint card);
gboolean     bp_card_from_name    (const char *name,
                                   guint      *card);
/* The card whose fields are exactly these letters in any order ("BGYK"). */
gboolean     bp_card_from_letters (const char *letters,
                                   guint      *card);
/* "BGYK": the card's fields in the rules file's order. */
const char  *bp_card_letters      (guint card);
guint        bp_card_n_fields     (guint card);
/* How often each colour appears on the card (0, 1 or 2). */
void         bp_card_counts       (guint  card,
                                   guint8 counts[BP_N_COLOURS]);

/* -------------------------------------------------------- Extension */

/* An extension (R-ROUND-2): from is the end extended; cells in drawing
 * order. No cells is a pass (R-ROUND-4); from is then ignored. */
typedef struct
{
  guint8 from;
  guint8 n_cells;
  guint8 cells[BP_MAX_CARD_FIELDS];
} BpExtension;

/* A line (R-LINE-1): fields[0] and fields[length - 1] are its ends. */
typedef struct
{
  guint8  length;
  guint8  fields[BP_N_FIELDS];
  guint64 mask;
} BpLine;

void         bp_line_init         (BpLine *line,
                                   guint   start);
gboolean     bp_line_is_end       (const BpLine *line,
                                   guint         field);
/* The other end (the same field for a one-field line). */
guint        bp_line_other_end    (const BpLine *line,
                                   guint         end);
/* Adds a legal extension (no checks beyond g_assert). */
void         bp_line_apply        (BpLine            *line,
                                   const BpExtension *extension);
/* NULL if the extension is legal with a card showing counts, else the rule
 * id refusing it (R-LINE-1, R-LINE-2, R-ROUND-2, R-ROUND-3) and, if
 * message is not NULL, an English sentence naming the field. */
const char  *bp_line_check_extension (const BpLine      *line,
                                      const guint8       counts[BP_N_COLOURS],
                                      const BpExtension *extension,
                                      char             **message);
/* Fields that may legally follow a partial extension (n_cells may be 0; then
 * from must be an end, or BP_NO_FIELD for "any end"). 0 if the partial
 * extension is itself illegal or the card is used up. */
guint64      bp_line_next_fields  (const BpLine      *line,
                                   const guint8       counts[BP_N_COLOURS],
                                   const BpExtension *partial);

/* ------------------------------------------------------------- Game */

typedef enum
{
  BP_PHASE_CHOOSING,   /* the round's card is turned; players commit */
  BP_PHASE_OVER,       /* after round 15 (R-END-1) */
} BpPhase;

typedef struct
{
  guint8      board;                       /* 1..4 */
  BpLine      line;
  gboolean    committed;                   /* this round */
  BpExtension pending;                     /* secret until the round resolves */
  BpExtension history[BP_N_ROUNDS];        /* resolved rounds */
  guint8      reached_round[BP_MAX_NUMBER + 1]; /* by value; 0 = not reached */
  gint8       points_of[BP_MAX_NUMBER + 1];     /* points each number scored */
  gint16      number_points;
} BpPlayer;

typedef struct
{
  BpPhase  phase;
  guint8   n_players;
  guint8   round;                          /* 1..15; 16 when over */
  guint8   deck[BP_N_CARDS];               /* deck[r - 1] turned in round r */
  guint8   first_round[BP_MAX_NUMBER + 1]; /* r(v) of R-NUM-2; 0 = nobody yet */
  guint64  ai_salt;                        /* the computer players' own seed: not from
                                            * the deck's generator, never in a view */
  BpPlayer players[BP_MAX_PLAYERS];
} BpGame;

/* Players get distinct boards (R-SETUP-1); the deck is shuffled from seed
 * (R-SETUP-2), so a seed replays a game. boards may be NULL: random
 * distinct boards from the seed. ai_salt is 0: whoever seats computers
 * sets it to a seed of their own, independent of seed (a function of a
 * small seed could be inverted by trying every seed). */
void         bp_game_init         (BpGame       *game,
                                   guint         n_players,
                                   const guint8 *boards,
                                   guint64       seed);
/* With a given card order (a daily deck, a game record, a save). Returns
 * the refusing rule id on bad input, NULL on success. */
const char  *bp_game_init_with_deck (BpGame       *game,
                                     guint         n_players,
                                     const guint8 *boards,
                                     const guint8 *deck,
                                     guint64       ai_salt);

gboolean     bp_game_is_solo      (const BpGame *game);
/* The turned card of the current round, BP_NO_CARD when over. */
guint        bp_game_card         (const BpGame *game);
gboolean     bp_game_must_decide  (const BpGame *game,
                                   guint         player);
/* As bp_line_check_extension() for the player's line and the round's card;
 * also refuses a second commit (R-ROUND-6) or a game that is over
 * (R-END-1). */
const char  *bp_game_check        (const BpGame      *game,
                                   guint              player,
                                   const BpExtension *extension,
                                   char             **message);
/* Commits a legal extension; resolves the round when it was the last
 * commit. Returns NULL, or the refusing rule id (nothing changes). */
const char  *bp_game_commit       (BpGame            *game,
                                   guint              player,
                                   const BpExtension *extension,
                                   char             **message);
/* Every legal extension of the round, the pass included (R-ROUND-2..4).
 * Returns an array of BpExtension. */
GArray      *bp_game_legal_extensions (const BpGame *game,
                                       guint         player);

/* Running score (R-END-2): number points minus fields not on the line. */
int          bp_game_score        (const BpGame *game,
                                   guint         player);
guint        bp_game_unreached    (const BpGame *game,
                                   guint         player);
/* The score recomputed from scratch from the players' histories (replaying
 * every line). -1000 if a history is inconsistent. */
int          bp_game_recompute_score (const BpGame *game,
                                      guint         player,
                                      int          *number_points);
/* Bit p set for every winner (R-END-3: ties share). */
guint        bp_game_winners      (const BpGame *game);

/* A copy as player viewer sees it: unturned cards become BP_NO_CARD, the
 * other players' uncommitted or secret choices are cleared and ai_salt is
 * 0. */
void         bp_game_public_view  (const BpGame *game,
                                   guint         viewer,
                                   BpGame       *view);
/* The cards not yet turned, as a player knows them (a bit per card). */
guint        bp_game_unseen_cards (const BpGame *game);

/* A player's view: what that player may know, as a game (see
 * bp_game_public_view()). Nothing in it tells the order of the cards
 * still to come: neither those cards nor any seed or generator state.
 * The computer players and the hints take a view. */
typedef struct
{
  BpGame game;      /* the scrubbed copy */
  guint8 player;    /* whose view it is */
} BpView;

void         bp_view_init         (BpView       *view,
                                   const BpGame *game,
                                   guint         player);

/* R-SOLO-4: "excellent" from 41 points. */
gboolean     bp_score_is_excellent (int score);

/* Half of v rounded up (R-NUM-2 table). */
static inline int
bp_half (int value)
{
  return (value + 1) / 2;
}

/* ------------------------------------------------------------- Save */

#define BP_SAVE_MAJOR 1
#define BP_SAVE_MINOR 0

/* A text save (GKeyFile syntax). names may be NULL; levels are free-form
 * seat labels ("person", "easy", …) or NULL. */
char        *bp_save_to_string    (const BpGame       *game,
                                   const char * const *names,
                                   const char * const *seats);
/* The longest save bp_save_from_string() reads (and what a reader of a
 * save file reads at most). */
#define BP_SAVE_MAX_LENGTH (1024 * 1024)
/* Replays the saved game through the rules; refuses newer majors, bad or
 * inconsistent data. names/seats (may be NULL) receive g_strdup'ed
 * strings for n_players seats (free with g_strfreev). */
gboolean     bp_save_from_string  (const char *text,
                                   gsize       length,
                                   BpGame     *game,
                                   char     ***names,
                                   char     ***seats,
                                   GError    **error);

#define BP_SAVE_ERROR (bp_save_error_quark ())
GQuark       bp_save_error_quark  (void);
typedef enum
{
  BP_SAVE_ERROR_PARSE,
  BP_SAVE_ERROR_VERSION,
  BP_SAVE_ERROR_INCONSISTENT,
} BpSaveError;

/* ------------------------------------------------- Computer players */

typedef enum
{
  BP_AI_EASY,
  BP_AI_NORMAL,
  BP_AI_HARD,     /* expert's search, narrower: fewer candidates and orders */
  BP_AI_EXPERT,
} BpAiLevel;

const char  *bp_ai_level_name     (BpAiLevel level);
/* One translated sentence saying what the level does (the setup shows it). */
const char  *bp_ai_level_description (BpAiLevel level);
gboolean     bp_ai_level_from_name (const char *name,
                                    BpAiLevel  *level);
/* The level's extension for view->player, who must decide; deterministic
 * for the view and ai_seed. The computer's dice come from ai_seed (for a
 * game's owner: game->ai_salt), a number independent of the deck. */
void         bp_ai_choose         (const BpView *view,
                                   BpAiLevel     level,
                                   guint64       ai_seed,
                                   BpExtension  *extension);
/* For whoever holds the whole game and seats a computer in it (the CLI,
 * tests): bp_ai_choose() on player's view, with game->ai_salt as ai_seed. */
void         bp_ai_choose_in_game (const BpGame *game,
                                   guint         player,
                                   BpAiLevel     level,
                                   BpExtension  *extension);
/* A hint: expert's extension and what it claims, from the view; the
 * words (bp_hint_to_text()) come from the claims alone. */
typedef struct
{
  guint8      player;
  guint8      round;
  guint8      card;           /* the round's card */
  BpExtension extension;      /* the recommendation, legal (R-ROUND-2..4) */
  gint16      score_now;      /* R-END-2: the running score now */
  gint16      score_after;    /* after the round with this extension */
  guint8      best_number;    /* the highest number it reaches, 0 for none */
  gboolean    full_value;     /* R-NUM-2: best_number at full value (solo:
                               * above every number reached so far) */
  gboolean    both_ends_open; /* both ends of the line still have a free
                               * neighbouring field afterwards */
  gboolean    solo;
} BpHint;

void         bp_hint_compute      (const BpView *view,
                                   BpHint       *hint);
/* One translated line from the claims. */
char        *bp_hint_to_text      (const BpHint *hint);
/* The claims as one JSON object. */
char        *bp_hint_to_json      (const BpHint *hint);
/* bp_hint_compute() and bp_hint_to_text(): expert's extension plus one
 * translated line of why. */
char        *bp_ai_hint           (const BpView *view,
                                   BpExtension  *extension);

G_END_DECLS
