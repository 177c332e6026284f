/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-bot.h: seats for schott-cli: a computer player level or an
 * external program speaking the bot protocol (doc/bot-protocol.md). */
#pragma once

#include <glib.h>

#include "schott-engine.h"

G_BEGIN_DECLS

#define SCHOTT_BOT_DEFAULT_TIMEOUT_MS 5000

#define SCHOTT_BOT_ERROR (schott_bot_error_quark ())
typedef enum
{
  SCHOTT_BOT_ERROR_SPAWN,    /* the program could not be started */
  SCHOTT_BOT_ERROR_TIMEOUT,  /* no answer in time */
  SCHOTT_BOT_ERROR_EXITED,   /* EOF, exit, closed pipe */
  SCHOTT_BOT_ERROR_GARBLED,  /* not a choice token */
  SCHOTT_BOT_ERROR_ILLEGAL,  /* a choice, but not a legal one now */
} SchottBotError;
GQuark schott_bot_error_quark (void);

/* An external program playing one seat over stdin/stdout. */
typedef struct _SchottBot SchottBot;

/* Nothing is started until the first game. */
SchottBot *schott_bot_new        (const char *command,
                                  guint       timeout_ms);
void       schott_bot_free       (SchottBot  *bot);
/* Starts the program if it is not running and tells it the rules and its
 * seat. FALSE: the program could not be started or did not listen.
 * ai_seed seeds the host's answers to questions for the bot (R-Q-3). */
gboolean   schott_bot_start_game (SchottBot        *bot,
                                  const SchottGame *game,
                                  guint             seat,
                                  guint64           game_index,
                                  guint64           ai_seed,
                                  GError          **error);
/* Asks for the decision the game waits for (the bot's seat must be the
 * decider). Questions (ANSWER) and NEXT_STAGE are answered by the host.
 * FALSE with error when the bot timed out, answered garbage or an illegal
 * choice, or exited: the program is then stopped and the seat forfeits. */
gboolean   schott_bot_choose     (SchottBot        *bot,
                                  const SchottGame *game,
                                  SchottChoice     *choice,
                                  GError          **error);
/* Tells the program the result; forfeit is the seat that forfeited or -1. */
void       schott_bot_end_game   (SchottBot        *bot,
                                  const SchottGame *game,
                                  gint              forfeit);
/* Says "quit", waits a moment, then kills the program. */
void       schott_bot_stop       (SchottBot        *bot);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SchottBot, schott_bot_free)

/* One item of --ai: "expert" or "ext:COMMAND". */
typedef struct
{
  char          *label;     /* as given, for reports */
  gboolean       external;
  SchottAiLevel  level;     /* computer players */
  char          *command;   /* external programs */
} SchottSeatSpec;

void     schott_seat_spec_clear   (SchottSeatSpec *spec);
gboolean schott_cli_parse_seat    (const char     *text,
                                   SchottSeatSpec *spec,
                                   GError        **error);
/* Splits at commas outside quotes ('…' or "…"); at most max items. */
gboolean schott_cli_parse_seats   (const char     *text,
                                   SchottSeatSpec *specs,
                                   guint           max,
                                   guint          *n_specs,
                                   GError        **error);

/* A seat during a game. */
typedef struct
{
  const SchottSeatSpec *spec;
  SchottAi   ai;
  SchottBot *bot;      /* owned by the caller, NULL for computer players */
} SchottSeat;

/* Prepares the seat for a game (starts an external program); a computer
 * player's dice come from ai_seed, never from the game's seed. */
gboolean schott_seat_start        (SchottSeat       *seat,
                                   const SchottGame *game,
                                   guint             index,
                                   guint64           game_index,
                                   guint64           ai_seed,
                                   GError          **error);
/* The seat's choice for the decision game waits for; FALSE: forfeit. */
gboolean schott_seat_choose       (SchottSeat       *seat,
                                   const SchottGame *game,
                                   SchottChoice     *choice,
                                   GError          **error);

G_END_DECLS
