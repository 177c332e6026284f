/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-engine.h: the SCHOTT World rules engine (C11 + GLib, no GTK, no I/O).
 *
 * The game is a plain, copyable struct (no heap pointers inside), so computer
 * players can copy it for look-ahead and the CLI can simulate many games per
 * second. The game is always in one phase; when somebody must decide, the
 * game says who (schott_game_decider()) must decide what
 * (schott_game_decision()) and lists the legal choices
 * (schott_game_legal_choices()). One call, schott_game_decide(), answers.
 * Illegal answers are refused with an error and never applied.
 *
 * Rule ids (R-TURN-4 ...) refer to the project's rules document,
 * doc/rules.md.
 */
#pragma once

#include <glib.h>

#include "sw-rng.h"

G_BEGIN_DECLS

#define SCHOTT_MAX_PLAYERS       4
#define SCHOTT_MIN_PLAYERS       2
#define SCHOTT_MAX_ROW          12
#define SCHOTT_MAX_VALUE        99
#define SCHOTT_MAX_JOKERS        8
#define SCHOTT_MAX_DECK        (SCHOTT_MAX_VALUE + SCHOTT_MAX_JOKERS)
#define SCHOTT_MAX_ROUTE       200
#define SCHOTT_N_EVENT_KINDS    10
#define SCHOTT_MAX_EVENT_DECK   64
#define SCHOTT_MAX_EVENTS_PER_PLAYER 4
#define SCHOTT_MAX_CHOICES     512

/* A card is its value 1..N; a joker is SCHOTT_JOKER. */
#define SCHOTT_JOKER 0
typedef guint8 SchottCard;

/* ------------------------------------------------------------- Variant */

typedef enum
{
  SCHOTT_EVENT_NONE = 0,
  SCHOTT_EVENT_E1_SWAP_OWN,        /* swap two of your own cards */
  SCHOTT_EVENT_E2_EVERYONE_SWAPS,  /* everyone swaps two own cards */
  SCHOTT_EVENT_E3_MOVE_FORWARD,    /* you move +amount (2) */
  SCHOTT_EVENT_E4_EVERYONE_MOVES,  /* everyone moves +amount (1) */
  SCHOTT_EVENT_E5_TAKE_FROM_PLAYER,/* exchange a card with another row */
  SCHOTT_EVENT_E6_PASS_LEFTMOST,   /* position-1 cards go to the left neighbour */
  SCHOTT_EVENT_E7_ROTATE_ROWS,     /* everyone takes the left neighbour's row */
  SCHOTT_EVENT_E8_TWO_DISCARDS,    /* build one of the top two discards in */
  SCHOTT_EVENT_E9_NAME_PLAYER,     /* a named player swaps two own cards */
  SCHOTT_EVENT_E10_QUESTION,       /* answer; right: move +amount (2) */
} SchottEventKind;                 /* E1 == 1 ... E10 == 10 */

typedef struct
{
  guint8 max_value;  /* N: number cards 1..N */
  guint8 n_jokers;
} SchottDeckSpec;

typedef struct
{
  char     name[32];                 /* "schott", "classic", or a rules file's id */
  SchottDeckSpec deck[SCHOTT_MAX_PLAYERS + 1];   /* indexed by player count 2..4 */
  guint8   row_length;               /* 9 */
  guint16  route_length;             /* L = 50; 0 = no route (classic) */
  gint8    field_value[SCHOTT_MAX_ROUTE + 1];   /* location field values, 0 = plain */
  guint8   event_copies[SCHOTT_N_EVENT_KINDS + 1]; /* copies per kind, index 1..10 */
  guint8   event_amount[SCHOTT_N_EVENT_KINDS + 1]; /* fields moved by E3, E4, E10 */
  guint8   events_per_player;        /* 2 per stage (R-STAGE-2) */
  guint8   question_reward;          /* R-END-3: 2 more fields */
  gboolean fast_track;               /* R-FAST-*: each player has one card */
  gboolean questions;                /* questions are asked at all */
  gboolean may_discard_drawn;        /* a drawn card may be discarded unused */
  gboolean single_stage;             /* classic: the first complete row wins */
  guint16  turn_cap;                 /* safety cap: turns per stage (1000) */
  guint16  stage_cap;                /* safety cap: stages per game (500) */
} SchottVariant;

/* The default SCHOTT variant (R-COMP-2, R-COMP-6, R-COMP-7). */
void     schott_variant_init_default (SchottVariant *variant);
/* The classic Rack-O variant: rows of 10, 1-40/50/60, no jokers, no events,
 * no questions, no route, drawn cards may be discarded, one stage. */
void     schott_variant_init_classic (SchottVariant *variant);
/* Looks a built-in variant up by name ("schott", "classic"). */
gboolean schott_variant_init_named   (SchottVariant *variant, const char *name);
/* Checks a variant for consistency (deck large enough to deal, location
 * fields inside the route ...); sets SCHOTT_ERROR_INVALID_VARIANT. */
gboolean schott_variant_check        (const SchottVariant *variant,
                                      guint                n_players,
                                      GError             **error);
/* Total cards in the deck for n players. */
guint    schott_variant_deck_size    (const SchottVariant *variant, guint n_players);
guint    schott_variant_event_deck_size (const SchottVariant *variant);

/* ----------------------------------------------------------------- Rows */

/* R-STAGE-4: is row[0..len) ascending with jokers feasible in 1..max_value? */
gboolean schott_row_is_ascending (const SchottCard *row, guint len, guint max_value);
/* R-STAGE-5: length of the longest ascending prefix (cards, jokers included). */
guint    schott_row_prefix       (const SchottCard *row, guint len, guint max_value);
/* R-STAGE-5: score = number cards (not jokers) inside the prefix. */
guint    schott_row_score        (const SchottCard *row, guint len, guint max_value);
/* R-TURN-4: length of the maximal run of +1 number cards through pos
 * (1 for a lone number card, 0 for a joker: jokers never belong to runs);
 * *run_start (may be NULL) gets the run's first position. */
guint    schott_row_run_at       (const SchottCard *row, guint len, guint pos,
                                  guint *run_start);

/* ---------------------------------------------------------------- Game */

typedef enum
{
  SCHOTT_PHASE_STAGE_SETUP,   /* transient: never observed between calls */
  SCHOTT_PHASE_TURN,          /* the active player chooses an action */
  SCHOTT_PHASE_DECISION,      /* an action waits for a further choice */
  SCHOTT_PHASE_STAGE_SCORING, /* rows scored; waiting to start the next stage (NEXT_STAGE,
                               * decider = next stage's first player; see last_summary).
                               * A question during scoring is PHASE_QUESTION. */
  SCHOTT_PHASE_QUESTION,      /* someone must answer a question */
  SCHOTT_PHASE_GAME_OVER,
} SchottPhase;

typedef enum
{
  SCHOTT_DECISION_NONE,         /* game over */
  SCHOTT_DECISION_TURN,         /* DRAW | TAKE_DISCARD(pos) | EVENT(slot) | FAST_TRACK */
  SCHOTT_DECISION_PLACE_DRAWN,  /* PLACE(pos) | DISCARD_DRAWN (if the variant allows) */
  SCHOTT_DECISION_SWAP_OWN,     /* SWAP(a, b), a < b: E1, E2 (each player), E9 (named) */
  SCHOTT_DECISION_NAME_PLAYER,  /* PLAYER(p), p != you: E9 */
  SCHOTT_DECISION_E5_EXCHANGE,  /* E5(player, their pos, your pos) */
  SCHOTT_DECISION_E8_BUILD,     /* E8(which discard 0 = top / 1 = second, your pos) */
  SCHOTT_DECISION_ANSWER,       /* ANSWER(0..2) */
  SCHOTT_DECISION_NEXT_STAGE,   /* NEXT_STAGE: after the stage summary */
} SchottDecisionKind;

typedef enum
{
  SCHOTT_ACT_DRAW,          /* take the top card of the draw pile */
  SCHOTT_ACT_TAKE_DISCARD,  /* a = position: take the discard and exchange */
  SCHOTT_ACT_EVENT,         /* a = slot of the own face-down event cards */
  SCHOTT_ACT_FAST_TRACK,    /* play the Fast Track card (not a turn) */
  SCHOTT_ACT_PLACE,         /* a = position for the drawn card */
  SCHOTT_ACT_DISCARD_DRAWN, /* discard the drawn card unused (variant option) */
  SCHOTT_ACT_SWAP,          /* a, b = positions, a < b */
  SCHOTT_ACT_PLAYER,        /* a = player */
  SCHOTT_ACT_E5,            /* a = player, b = position in their row, c = own position */
  SCHOTT_ACT_E8,            /* a = 0 top / 1 second discard, b = own position */
  SCHOTT_ACT_ANSWER,        /* a = answer shown at 0..2 */
  SCHOTT_ACT_NEXT_STAGE,
} SchottAction;

/* Positions are 0-based (position 1 of the book is 0). */
typedef struct
{
  guint8 action;   /* SchottAction */
  gint8  a, b, c;
} SchottChoice;

typedef enum
{
  SCHOTT_QUESTION_NONE,
  SCHOTT_QUESTION_LOCATION,   /* R-MOVE-3: amount = field value (+n or -1) */
  SCHOTT_QUESTION_REWARD,     /* R-END-3: stage winner, amount = reward */
  SCHOTT_QUESTION_EVENT,      /* E10, amount = event amount */
} SchottQuestionReason;

typedef enum
{
  SCHOTT_MOVE_SCORE,          /* R-END-2 */
  SCHOTT_MOVE_BONUS,          /* R-TURN-4 consecutive bonus */
  SCHOTT_MOVE_EVENT,          /* E3, E4 */
  SCHOTT_MOVE_QUESTION,       /* a right answer (location +n, reward, E10) */
  SCHOTT_MOVE_PENALTY,        /* a wrong answer on a -1 field */
} SchottMoveReason;

typedef struct
{
  SchottEventKind kind;
  gboolean        played;
} SchottEventSlot;

/* What happened, in order, during one schott_game_decide() call. The model
 * layer turns these into GObject signals. */
typedef enum
{
  SCHOTT_LOG_STAGE_STARTED,    /* amount = stage, player = first player (not logged for
                                * stage 1: schott_game_init() has no log function) */
  SCHOTT_LOG_CARD_DRAWN,       /* player, card (visible to that player) */
  SCHOTT_LOG_CARD_EXCHANGED,   /* player, pos, card placed, card2 = old card -> discard,
                                * flag = from_discard; E8: event = E8, pos2 = 0 top / 1 second */
  SCHOTT_LOG_CARD_DISCARDED,   /* player, card (drawn card discarded unused) */
  SCHOTT_LOG_CARD_MOVED,       /* card from (player, pos) to (player2, pos2); a swap
                                * (E1, E2, E5, E9) logs two entries, E6 one per player */
  SCHOTT_LOG_ROWS_ROTATED,     /* E7: player = who played it */
  SCHOTT_LOG_PILE_RESHUFFLED,  /* R-TURN-3: amount = cards in the new draw pile */
  SCHOTT_LOG_EVENT_REVEALED,   /* player, event kind, pos = slot */
  SCHOTT_LOG_FAST_TRACK,       /* player */
  SCHOTT_LOG_BONUS,            /* player, pos = run start, pos2 = run length, amount (fields);
                                * one entry per run, then one FIGURE_MOVED for the sum */
  SCHOTT_LOG_FIGURE_MOVED,     /* player, from, to, amount = fields asked (negative:
                                * back), reason = SchottMoveReason */
  SCHOTT_LOG_QUESTION_ASKED,   /* player, reason = SchottQuestionReason, amount, serial */
  SCHOTT_LOG_QUESTION_ANSWERED,/* player, flag = right, pos = answer, pos2 = right answer,
                                * reason, amount, serial */
  SCHOTT_LOG_ROW_COMPLETED,    /* player */
  SCHOTT_LOG_STAGE_SCORED,     /* player = stage winner (-1 if capped) */
  SCHOTT_LOG_STAGE_CAPPED,     /* the safety cap ended the stage */
  SCHOTT_LOG_GAME_OVER,        /* player = -1; see SchottGame.winners */
  SCHOTT_LOG_TURN_STARTED,     /* R-TURN-5: player = new active player,
                                * amount = turns played in this stage */
} SchottLogKind;
/* Fields an entry does not use are 0 (player2 is -1 unless it names a
 * player). */

typedef struct
{
  SchottLogKind kind;
  gint8   player;
  gint8   player2;
  gint8   pos;
  gint8   pos2;
  guint8  card;
  guint8  card2;
  gint16  from;
  gint16  to;
  gint16  amount;
  guint8  reason;        /* SchottMoveReason or SchottQuestionReason */
  guint8  event;         /* SchottEventKind */
  gboolean flag;         /* from_discard, right answer ... */
  guint32 serial;        /* question serial number */
} SchottLogEntry;

typedef void (*SchottLogFunc) (const SchottLogEntry *entry, gpointer user_data);

/* A figure's move that skipped taken fields (R-MOVE-1): TRUE and the
 * first and last field it skipped, else FALSE (schott-log.c). */
gboolean schott_log_entry_skipped_fields (const SchottLogEntry *entry,
                                          gint                 *first,
                                          gint                 *last);
/* The move log's note on such a move ("Field 1 is taken, so it goes on to
 * the next free field."), translated; NULL when none is needed. */
char    *schott_log_entry_skip_note      (const SchottLogEntry *entry);

/* Scoring of the last stage, kept for the stage summary. */
typedef struct
{
  gint8   winner;                          /* -1: capped stage */
  guint8  prefix[SCHOTT_MAX_PLAYERS];
  guint8  score[SCHOTT_MAX_PLAYERS];
  gboolean fast_track[SCHOTT_MAX_PLAYERS];
  gint16  moved_from[SCHOTT_MAX_PLAYERS];
  gint16  moved_to[SCHOTT_MAX_PLAYERS];
} SchottStageSummary;

/* Internal work queue for multi-step actions (scoring, E2, E4); opaque. */
typedef struct
{
  guint8 kind;
  gint8  player;
  gint16 amount;
} SchottPendingStep;

#define SCHOTT_MAX_PENDING 16

typedef struct
{
  SchottVariant variant;
  guint64  seed;
  SwRng rng;
  guint8   n_players;
  guint8   row_length;
  guint8   max_value;      /* N for this player count */

  SchottPhase phase;
  SchottDecisionKind decision;
  gint8    decider;        /* who must decide now */
  gint8    active;         /* whose turn it is */
  gint8    stage_first;    /* first player of the current stage */
  guint16  stage;          /* 1-based */
  guint32  turn;           /* turns in the whole game */
  guint16  stage_turns;    /* turns in this stage */
  guint32  capped_stages;

  SchottCard rows[SCHOTT_MAX_PLAYERS][SCHOTT_MAX_ROW];
  SchottCard draw[SCHOTT_MAX_DECK];    /* draw[n_draw - 1] is the top */
  guint8   n_draw;
  SchottCard discard[SCHOTT_MAX_DECK]; /* discard[n_discard - 1] is the top */
  guint8   n_discard;
  SchottCard drawn;                    /* card in hand during PLACE_DRAWN */
  gboolean has_drawn;

  gint16   figure[SCHOTT_MAX_PLAYERS];
  SchottEventSlot events[SCHOTT_MAX_PLAYERS][SCHOTT_MAX_EVENTS_PER_PLAYER];
  guint8   events_played[SCHOTT_MAX_PLAYERS];  /* this stage */
  gboolean fast_track_available[SCHOTT_MAX_PLAYERS]; /* card still in hand */
  gboolean fast_track_active[SCHOTT_MAX_PLAYERS];    /* played this stage */
  gboolean exchanged_this_stage[SCHOTT_MAX_PLAYERS];

  /* the action in progress */
  SchottEventKind current_event;
  gint8    e2_next;          /* E2: the player now swapping, counted from active (-1: none) */
  gint8    e9_target;

  /* the question in progress */
  SchottQuestionReason question_reason;
  gint16   question_amount;
  guint32  question_serial;  /* the n-th question of the game, 0-based */
  guint8   question_right;   /* position 0..2 where the right answer is shown */
  guint32  questions_asked;

  SchottPendingStep pending[SCHOTT_MAX_PENDING];
  guint8   n_pending;
  gint8    stage_winner;     /* -1 none yet */
  gboolean row_complete[SCHOTT_MAX_PLAYERS];
  SchottStageSummary last_summary;

  gboolean winners[SCHOTT_MAX_PLAYERS];
} SchottGame;

#define SCHOTT_ERROR (schott_error_quark ())
typedef enum
{
  SCHOTT_ERROR_ILLEGAL_CHOICE,
  SCHOTT_ERROR_INVALID_VARIANT,
  SCHOTT_ERROR_PARSE,
  SCHOTT_ERROR_VERSION,
} SchottError;
GQuark schott_error_quark (void);

/* Starts a game and deals the first stage. Returns FALSE (and sets error)
 * if the variant does not fit n_players. */
gboolean schott_game_init (SchottGame          *game,
                           const SchottVariant *variant,
                           guint                n_players,
                           guint64              seed,
                           GError             **error);

SchottPhase        schott_game_phase    (const SchottGame *game);
SchottDecisionKind schott_game_decision (const SchottGame *game);
/* Who must decide now (-1 when the game is over). */
gint               schott_game_decider  (const SchottGame *game);

/* Fills out[] with every legal choice (at most max); returns the count. */
guint    schott_game_legal_choices (const SchottGame *game,
                                    SchottChoice     *out,
                                    guint             max);
gboolean schott_game_is_legal      (const SchottGame *game,
                                    const SchottChoice *choice);

/* Applies one choice. Refuses an illegal one with SCHOTT_ERROR_ILLEGAL_CHOICE
 * and leaves the game unchanged. log_func (may be NULL) sees what happened. */
gboolean schott_game_decide      (SchottGame         *game,
                                  const SchottChoice *choice,
                                  SchottLogFunc       log_func,
                                  gpointer            user_data,
                                  GError            **error);

gboolean schott_game_is_over     (const SchottGame *game);
/* Visible state helpers for views and computer players. */
const SchottCard *schott_game_row (const SchottGame *game, guint player);
guint    schott_game_row_score   (const SchottGame *game, guint player);
guint    schott_game_row_prefix  (const SchottGame *game, guint player);
gint     schott_game_discard_top (const SchottGame *game);  /* -1 if empty */
guint    schott_game_left_of     (const SchottGame *game, guint player);
guint    schott_game_right_of    (const SchottGame *game, guint player);

/* R-Q-1: which question (0..n_questions-1) the serial-th drawn question is,
 * for a deck shuffled from seed and reshuffled whenever it runs out. */
guint    schott_question_deck_nth (guint64 seed, guint n_questions, guint32 serial);

/* Saved games: a versioned text format: first line "schott-save 1.0",
 * then "key = value" lines with the whole variant and every state field
 * (rng included). deserialize() names the line and the problem in its
 * error (SCHOTT_ERROR_PARSE) and refuses a newer major version
 * (SCHOTT_ERROR_VERSION); the result compares equal (memcmp) to the saved
 * game. */
char    *schott_game_serialize   (const SchottGame *game);
gboolean schott_game_deserialize (SchottGame  *game,
                                  const char  *text,
                                  GError     **error);

/* Text helpers for logs and the CLI. Choice tokens (positions and slots
 * 0-based): "draw", "discard@3" (take the discard, exchange it at 3),
 * "event@0", "fast-track", "place@5", "discard-drawn", "swap@1,4",
 * "player@2", "e5@1,3,4" (player, their pos, own pos), "e8@0,2" (0 top /
 * 1 second discard, own pos), "answer@1", "next-stage". */
const char *schott_action_name    (SchottAction action);
const char *schott_decision_name  (SchottDecisionKind kind);
const char *schott_phase_name     (SchottPhase phase);
char       *schott_choice_to_string (const SchottChoice *choice);
/* Parses the text from schott_choice_to_string(). */
gboolean    schott_choice_parse   (const char *text, SchottChoice *choice);

/* ----------------------------------------------------- Computer players */

typedef enum
{
  SCHOTT_AI_EASY,
  SCHOTT_AI_NORMAL,
  SCHOTT_AI_HARD,
  SCHOTT_AI_EXPERT,
  SCHOTT_N_AI_LEVELS
} SchottAiLevel;

/* ------------------------------------------------------ A player's view */

/* What one player may know of a game, as a game: a copy of it with every
 * hidden thing scrubbed, so nothing that takes a view (the computer
 * players, the hints, an online guest) can read what the player may not.
 * In game (all else is a plain copy):
 *  - the draw pile (R-STAGE-1) keeps its size but not its order: it holds
 *    the cards nobody has seen (the deck less every row, the discard pile
 *    and, for the player who drew it, the drawn card), sorted ascending.
 *    Its composition is no secret: anybody can count it from the table;
 *  - the drawn card (has_drawn is public) is the real one only for the
 *    player who drew it; for everybody else it is the highest of those
 *    unseen cards (and the pile the rest of them), a placeholder that keeps
 *    every card in the game once;
 *  - every event card not yet revealed, the player's own included
 *    (R-STAGE-2: their owner does not know them either), has kind
 *    SCHOTT_EVENT_HIDDEN; which slots still hold a card is public;
 *  - the seed and the generator state are zero (the question deck's order,
 *    R-Q-1, goes with them);
 *  - question_right is 0: where the right answer is shown is not known
 *    before answering. schott_view_init_answering() is the one exception.
 * A view's game is for reading and for look-ahead on card moves; it is not
 * a game to call schott_game_decide() on with an EVENT choice. */
#define SCHOTT_EVENT_HIDDEN ((SchottEventKind) 0x7f)

typedef struct
{
  SchottGame game;          /* the scrubbed copy */
  guint8     player;        /* whose view it is */
  gboolean   answer_known;  /* game.question_right is real (see below) */
} SchottView;

void schott_view_init           (SchottView       *view,
                                 const SchottGame *game,
                                 guint             player);
/* As schott_view_init(), for a computer seat that must answer a question
 * now (R-Q-3): such a player stands for a person who read the question
 * and may know its answer, and answers right only with its level's
 * chance, so it is told where the right answer is shown. Never for a
 * person's screen, a hint or another computer: for any other player or
 * decision this is schott_view_init(). */
void schott_view_init_answering (SchottView       *view,
                                 const SchottGame *game,
                                 guint             player);

/* A computer player is a function of a player's view. Its own randomness
 * comes from its own generator, seeded from ai_seed: a number independent
 * of the game's seed (the app draws one of its own for each game, the CLI
 * takes --ai-seed), so neither its dice nor anything else of a computer
 * player can be used to work out the deal. */
typedef struct
{
  SchottAiLevel level;
  SwRng     rng;
  guint8        seat;
} SchottAi;

void        schott_ai_init          (SchottAi *ai, SchottAiLevel level,
                                     guint64 ai_seed, guint seat);
/* Picks a legal choice for view->player, who must be the decider. Use
 * schott_view_init_answering() for the view when the decision is ANSWER:
 * with a plain view the computer can only guess (one in three). */
SchottChoice schott_ai_choose       (SchottAi *ai, const SchottView *view);
/* The view a computer seat decides on: schott_view_init_answering() for
 * the game's decider. */
void        schott_ai_view          (const SchottGame *game, SchottView *view);
/* For whoever holds the whole game and seats a computer in it (the app's
 * model, the CLI, tests): schott_ai_choose() on schott_ai_view(). */
SchottChoice schott_ai_choose_in_game (SchottAi *ai, const SchottGame *game);
/* ---------------------------------------------------------------- Hints */

/* A hint is the expert's recommendation plus what it claims, computed from
 * the player's view; the words (schott_hint_to_text()) are made from the
 * claims alone, so they can say nothing the claims do not. Every claim
 * can be checked against the engine (tests/schott/ai/test-hint.c). */
typedef enum
{
  SCHOTT_HINT_STEP_DECISION,       /* the game's decision as it stands */
  SCHOTT_HINT_STEP_DISCARD_TAKEN,  /* a turn in which the player has picked up
                                    * the discard: where to put it */
} SchottHintStep;

typedef struct
{
  SchottDecisionKind decision;  /* the sub-step the hint answers */
  guint8   step;                /* SchottHintStep */
  guint8   player;
  SchottChoice choice;          /* the recommendation, legal in that sub-step */
  guint8   score_now;           /* R-STAGE-5: the row's score now */
  gboolean outcome_known;       /* the choice's effect on the row follows from
                                 * cards in sight (not a draw or an event) */
  guint8   score_after;         /* the row's score after it (if outcome_known) */
  guint8   bonus;               /* R-TURN-4 fields it pays (if outcome_known) */
  gboolean completes;           /* it completes the row (if outcome_known) */
  guint8   best_known_score;    /* the best score of any legal choice of the
                                 * sub-step with a known outcome (score_now if
                                 * there is none) */
  gint8    best_known_position; /* the own position that choice fills, -1 */
  gboolean has_card;
  SchottCard card;              /* the card it relies on: the discard, the
                                 * drawn card, E8's discard, E5's card */
  gint8    position;            /* the own position it fills, -1 */
  gint8    other_player;        /* E5: whose card; PLAYER: who; else -1 */
  gint8    risk_player;         /* an unrevealed event could carry this opponent
                                 * onto the finish now, -1 */
  guint8   risk_percent;        /* the share of unseen event kinds that could */
} SchottHint;

/* FALSE when there is nothing to hint: the game is over, the decision is
 * an answer (a hint would give it away), or step does not fit. */
gboolean schott_hint_compute (const SchottView *view,
                              SchottHintStep    step,
                              SchottHint       *hint);
/* "<move>: <reason>", translated; names (may be NULL: "Player N") name
 * the seats. */
char    *schott_hint_to_text (const SchottHint  *hint,
                              const char * const *names);
/* The claims as one JSON object. */
char    *schott_hint_to_json (const SchottHint  *hint);

/* Probability (percent) that this level answers a question right (R-Q-3). */
guint       schott_ai_answer_percent (SchottAiLevel level);
const char *schott_ai_level_name    (SchottAiLevel level);
/* One translated sentence saying what the level does (the setup shows it). */
const char *schott_ai_level_description (SchottAiLevel level);
gboolean    schott_ai_level_parse   (const char *name, SchottAiLevel *level);

G_END_DECLS
