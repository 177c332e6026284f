/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-view-private.h: the instance struct of SchottGameView and
 * the functions its files share. The class lives in schott-game-view.c;
 * -input.c turns clicks, drops and keys into choices, -prompt.c tells the
 * person what to do (the prompt's words and buttons, the rows' states,
 * toasts), -pacing.c is the view's side of what paces the computer
 * players. Objects of their own own the rest: SchottPresenter (the
 * question and stage-summary sheets, one at a time, and the game's speed),
 * SchottCardFlight (a computer's card flying to its place), and the child
 * widgets SchottPromptBar (the banner), SchottGameTable (piles, event
 * cards, Fast Track), SchottOwnRow, SchottMoveLog; SchottKeyGuard keeps a
 * sheet's keys off the table. */
#pragma once

#include <adwaita.h>

#include "schott-board.h"
#include "schott-card-flight.h"
#include "schott-card-widget.h"
#include "schott-game-table.h"
#include "schott-game-view.h"
#include "schott-key-guard.h"
#include "schott-move-log.h"
#include "schott-own-row.h"
#include "schott-presenter.h"
#include "schott-prompt-bar.h"
#include "schott-row-view.h"
#include "schott-strings.h"

G_BEGIN_DECLS

/* What a person has chosen on the table so far, before the choice is
 * whole: all -1 when nothing (every decision resets it). */
typedef struct
{
  gint pending_source;  /* SCHOTT_PILE_DISCARD: the discard pile was clicked */
  gint first_pos;       /* the first card of a swap */
  gint e5_player;       /* E5: the card taken from another row */
  gint e5_pos;
  gint e8_which;        /* E8: the discard chosen, 0 the top, 1 the second */
} HalfChoice;

struct _SchottGameView
{
  GtkWidget         parent_instance;

  AdwToastOverlay  *toast_overlay;
  GPtrArray        *toasts;          /* AdwToast: those on show or queued */
  AdwBreakpointBin *breakpoint_bin;  /* the template's child: unparented in dispose */
  AdwOverlaySplitView *split_view;
  AdwBreakpoint    *phone_breakpoint;
  AdwBreakpoint    *roomy_breakpoint;
  gboolean          roomy;          /* a large window: larger cards */
  gboolean          log_wanted;     /* the log is shown whenever the window is wide */
  AdwBanner        *result_banner;  /* the way back to the result sheet */
  SchottPromptBar  *prompt_bar;
  GtkWidget        *middle_box;
  SchottBoard      *board;
  SchottGameTable  *table;
  GtkWidget        *others_box;
  SchottOwnRow     *own_row;
  SchottMoveLog    *move_log;

  SchottGameModel  *model;
  SchottContent    *content;
  GPtrArray        *compact_rows;   /* SchottRowView *, per player */

  HalfChoice        half;           /* _schott_game_view_reset_selection() */

  /* the questions and stage summaries, one sheet at a time */
  SchottPresenter  *presenter;
  /* a computer's exchange: the card flies from its pile to its place;
   * the view holds the game while it flies */
  SchottCardFlight *flight;
  gboolean          finished_emitted;
  gint              shown_player;   /* whose row is shown large */
  guint             prepare_id;     /* _schott_game_view_prepare_ahead_cb() */
  gboolean          warmed_up;
  guint             focused_turn;   /* the person's turn the focus was last put for */
  /* keys pressed on a sheet and not yet released: their repeats and
   * releases never reach the table (schott-game-view-input.c) */
  SchottKeyGuard   *key_guard;
};

/* _schott_game_view_find_legal(): whatever the value */
#define ANY G_MININT

/* schott-game-view.c: what the side files share. A side file calls these
 * (and the child widgets), never another side file. */
const char *_schott_game_view_player_name (SchottGameView *self,
                                           gint            player);
gboolean _schott_game_view_has_human (SchottGameView *self);
void _schott_game_view_toast (SchottGameView *self,
                              const char     *text);
gboolean _schott_game_view_find_legal (SchottGameView *self,
                                       SchottAction    action,
                                       gint            a,
                                       gint            b,
                                       gint            c);
gboolean _schott_game_view_human_decides (SchottGameView *self);
gint _schott_game_view_focus_player (SchottGameView *self);
void _schott_game_view_maybe_finish (SchottGameView *self);
void _schott_game_view_set_pending_source (SchottGameView *self,
                                           gint            source);
void _schott_game_view_reset_selection (SchottGameView *self);
gboolean _schott_game_view_decide (SchottGameView *self,
                                   SchottAction    action,
                                   gint            a,
                                   gint            b,
                                   gint            c);
SchottRowView *_schott_game_view_large_row (SchottGameView *self,
                                            gint            player);
void _schott_game_view_refresh (SchottGameView *self);
void _schott_game_view_on_event_revealed_cb (SchottGameModel *model,
                                             gint             player,
                                             SchottEventKind  kind,
                                             gint             slot,
                                             SchottGameView  *self);
void _schott_game_view_on_fast_track_played_cb (SchottGameModel *model,
                                                gint             player,
                                                SchottGameView  *self);
void _schott_game_view_on_bonus_earned_cb (SchottGameModel *model,
                                           gint             player,
                                           guint            run_length,
                                           guint            fields,
                                           SchottGameView  *self);

/* schott-game-view-input.c */
void _schott_game_view_class_init_input (GtkWidgetClass *widget_class);
void _schott_game_view_init_input (SchottGameView *self);
void _schott_game_view_on_large_position_cb (SchottRowView  *row,
                                             guint           pos,
                                             SchottGameView *self);
gboolean _schott_game_view_on_large_dropped_cb (SchottRowView  *row,
                                                guint           pos,
                                                gint            source,
                                                SchottGameView *self);
void _schott_game_view_on_compact_position_cb (SchottRowView  *row,
                                               guint           pos,
                                               SchottGameView *self);

/* schott-game-view-prompt.c */
void _schott_game_view_write_prompt (SchottGameView     *self,
                                     SchottDecisionKind  decision,
                                     gint                decider,
                                     gboolean            human,
                                     SchottRowView      *large);
void _schott_game_view_keep_focus (SchottGameView *self,
                                   gboolean        force);

/* schott-game-view-pacing.c: the view's side of its presenter and its
 * card flight */
void _schott_game_view_init_pacing (SchottGameView *self);
void _schott_game_view_follow_speed (SchottGameView *self);
void _schott_game_view_fly_card (SchottGameView *self,
                                 gint            player,
                                 gint            pos,
                                 gboolean        from_discard);
gboolean _schott_game_view_prepare_ahead_cb (gpointer user_data);
void _schott_game_view_on_decision_changed_cb (SchottGameModel *model,
                                               SchottGameView  *self);

G_END_DECLS
