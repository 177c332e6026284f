/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-online-private.h: what the parts of BpOnline share: the object
 * (bp-online.c: the deal, the rounds, incoming messages), its messages'
 * text and checks (bp-online-message.c) and its autosave
 * (bp-online-save.c). Not for callers. */
#pragma once

#include "bp-online.h"
#include "sw-online-game.h"

#define HASH_LEN  SW_ONLINE_HASH_LEN
#define SALT_LEN  SW_ONLINE_SALT_LEN

struct _BpOnline
{
  GObject        parent_instance;

  SwOnlineGame   g;        /* seats, the deal, what every game shares */
  guint8         boards[BP_MAX_PLAYERS];
  BpGame         game;
  gboolean       have_game;
  BpAiLevel      levels[BP_MAX_PLAYERS];
  BpAiLevel      own_level;
  guint          sync_asked;   /* guest: the round it last asked a sync for */
  gboolean       own_person;   /* our own seat is decided by a person (the app) */
  guint          decide_asked; /* the round "decide" was last emitted for */
  guint          paced_round;  /* the round our computers waited the pace for */
  guint          pace_id;

  /* the round under way */
  gboolean       committed[BP_MAX_PLAYERS];
  char           hashes[BP_MAX_PLAYERS][HASH_LEN + 1];
  char           last_hashes[BP_MAX_PLAYERS][HASH_LEN + 1];   /* the round before */
  gboolean       revealed[BP_MAX_PLAYERS];
  BpExtension    reveals[BP_MAX_PLAYERS];
  char           salts[BP_MAX_PLAYERS][SALT_LEN + 1];   /* our seats' */
  BpExtension    mine[BP_MAX_PLAYERS];                  /* our seats' */
  gboolean       chosen[BP_MAX_PLAYERS];
  /* our seats' choices of the round before, kept for a host that comes
   * back without our reveal of it (it stopped before it read it) */
  char           last_salts[BP_MAX_PLAYERS][SALT_LEN + 1];
  BpExtension    last_mine[BP_MAX_PLAYERS];
  gboolean       last_chosen[BP_MAX_PLAYERS];
  guint          n_moves;
  gboolean       thinking;     /* a computer seat's choice is on a worker */
  GCancellable  *cancellable;  /* for that worker */

  gulong         message_id;
  gulong         presence_id;
};

/* bp-online.c */
/* Our seats' choices for the round under way: the computers', committed
 * at once (or after the pace), the person's once it came. */
void      _bp_online_play_local_seats (BpOnline        *self);
BpOnline *_bp_online_new          (SwOnlineTable      *table,
                                   gboolean            host,
                                   const char         *autosave);

/* bp-online-message.c */
/* SHA-256 of "schott-world best-path move|ROOM|R|SEAT|EXT|SALT". */
char     *_bp_online_move_commitment (const char        *room,
                                      guint              round,
                                      guint              seat,
                                      const BpExtension *extension,
                                      const char        *salt);
gboolean  _bp_online_get_seat     (const SwOnlineNode *message,
                                   guint               n_players,
                                   guint              *seat,
                                   GError            **error);
gboolean  _bp_online_get_round    (const SwOnlineNode *message,
                                   guint              *round,
                                   GError            **error);
gboolean  _bp_online_check_table  (const SwOnlineNode *message,
                                   guint              *n_players,
                                   guint8             *boards,
                                   GError            **error);

/* bp-online-save.c */
void      _bp_online_save         (BpOnline           *self);
/* A guest's own commitment of the round under way from its autosave. */
void      _bp_online_load_guest_choices (BpOnline     *self,
                                         const char   *autosave);
