/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-cli.h: `schott-cli online host|join`, the part both games
 * share: options, the password file, connecting, the room, the main loop,
 * the autosave's place and the closing JSON object. Each game plugs in
 * its table logic through SwOnlineCliGame. GIO only. */
#pragma once

#include <gio/gio.h>

#include "sw-online-table.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean  host;
  char     *jid;
  char     *server;
  char     *game;          /* host: "schott" | "best-path" */
  char     *table;         /* join: room address */
  int       n_players;
  char     *computers;     /* "expert,normal" */
  char     *invite;        /* "a@x,b@y" */
  char     *variant;
  char     *seed_text;
  guint64   seed;
  gboolean  have_seed;
  char     *ai;            /* LEVEL or ext:COMMAND */
  gboolean  json;
  int       pace_ms;       /* --pace: the least wait before each move of ours */
  double    timeout_s;     /* the whole game, 0: none */
  char    **computer_levels;
  char    **invited;
} SwOnlineCliOptions;

/* A game's online play as the command drives it. Every function returns
 * an object (the game's table logic) or NULL with error; the command runs
 * the main loop until is_over () and then calls report (). */
typedef struct
{
  const char *id;              /* "best-path" */
  /* Seats of host: 0 the host, then the computers, then open ones. */
  GObject  *(*host)     (SwOnlineTable            *table,
                         const SwOnlineCliOptions *options,
                         const SwSeat             *seats,
                         const char               *autosave,
                         GError                  **error);
  GObject  *(*resume)   (SwOnlineTable            *table,
                         const SwOnlineCliOptions *options,
                         const char               *autosave,
                         GError                  **error);
  GObject  *(*join)     (SwOnlineTable            *table,
                         const SwOnlineCliOptions *options,
                         const char               *autosave,
                         GError                  **error);
  void      (*start)    (GObject                  *game);
  gboolean  (*is_over)  (GObject                  *game);
  /* Host: may it leave (the guests confirmed the end)? */
  gboolean  (*may_leave) (GObject                 *game);
  /* Prints the result (JSON when asked) and returns the exit code. */
  int       (*report)   (GObject                  *game,
                         SwOnlineTable            *table,
                         const SwOnlineCliOptions *options);
  /* Checks --ai for this game; prints nothing. */
  gboolean  (*check_ai) (const char               *ai,
                         GError                  **error);
} SwOnlineCliGame;

/* The `online` command: argv[0] is "schott-cli online". */
int          sw_online_cli_main     (int                    argc,
                                     char                 **argv,
                                     const SwOnlineCliGame *games,
                                     guint                  n_games);

/* Prints each seat's result, whether the deal was verified and, with
 * --json, the closing object {"game", "table", "winners", "players",
 * "moves", "deal_verified"}; returns the exit code (0 only when the deal
 * was verified). winners_mask: bit p for seat p. */
int          sw_online_cli_report   (SwOnlineTable            *table,
                                     const SwOnlineCliOptions *options,
                                     const char               *game_id,
                                     guint                     n_players,
                                     const int                *scores,
                                     guint                     winners_mask,
                                     guint                     n_moves,
                                     gboolean                  verified);

G_END_DECLS
