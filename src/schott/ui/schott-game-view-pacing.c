/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-view-pacing.c: the view's side of what paces the computer
 * players. Its presenter (schott-presenter.c) shows the questions and
 * stage summaries one at a time and holds the game meanwhile; its card
 * flight (schott-card-flight.c) shows a computer's exchange, and the view
 * holds the game while the card flies. The board holds the game itself
 * while its figures move (schott-board.c). */
#include "config.h"

#include "schott-game-view-private.h"

/* The pace is the game's (the presenter follows its "speed"): the board
 * animates unless it is instant. */
void
_schott_game_view_follow_speed (SchottGameView *self)
{
  schott_board_set_animate (self->board,
                            schott_presenter_get_speed (self->presenter) != SCHOTT_AI_SPEED_INSTANT);
}

/* ------------------------------------------------------------ flights */

/* The card widget showing position pos of player's row, as seen now. */
static GtkWidget *
visible_row_card (SchottGameView *self,
                  gint            player,
                  gint            pos)
{
  SchottRowView *large = schott_own_row_peek_shown (self->own_row, player);
  GtkWidget *card = NULL;

  if (large != NULL)
    card = schott_row_view_get_card (large, pos);
  if ((card == NULL || !gtk_widget_get_mapped (card))
      && player >= 0 && (guint) player < self->compact_rows->len)
    card = schott_row_view_get_card (g_ptr_array_index (self->compact_rows, player), pos);
  return card != NULL && gtk_widget_get_mapped (card) ? card : NULL;
}

/* A computer exchanged: its card flies from the pile it took it from to
 * its place in the row (the place is hidden until it lands); the
 * computers wait for it. */
void
_schott_game_view_fly_card (SchottGameView *self,
                            gint            player,
                            gint            pos,
                            gboolean        from_discard)
{
  GtkWidget *source = schott_game_table_get_card_source (self->table, from_discard);
  guint duration = CLAMP (schott_ai_speed_delay_ms (schott_presenter_get_speed (self->presenter)), 150, 450);

  /* a flight under way lands first (and lets go of its hold) */
  if (self->model != NULL
      && schott_card_flight_start (self->flight, source, visible_row_card (self, player, pos), duration))
    schott_game_model_hold (self->model);
}

/* A computer's card has landed in its row: the computers may go on. */
static void
on_flight_landed_cb (SchottCardFlight *flight,
                     SchottGameView   *self)
{
  if (self->model != NULL)
    schott_game_model_release (self->model);
}

/* ------------------------------------------------------------ sheets */

static void
on_sheet_made_cb (SchottPresenter *presenter,
                  AdwDialog       *sheet,
                  SchottGameView  *self)
{
  schott_key_guard_watch_sheet (self->key_guard, GTK_WIDGET (sheet));
}

static void
on_sheet_answered_cb (SchottPresenter *presenter,
                      gint             position,
                      SchottGameView  *self)
{
  _schott_game_view_decide (self, SCHOTT_ACT_ANSWER, position, 0, 0);
}

static void
on_sheet_closed_cb (SchottPresenter *presenter,
                    SchottGameView  *self)
{
  _schott_game_view_refresh (self);
  _schott_game_view_maybe_finish (self);
}

static void
on_next_stage_cb (SchottPresenter *presenter,
                  SchottGameView  *self)
{
  _schott_game_view_decide (self, SCHOTT_ACT_NEXT_STAGE, 0, 0, 0);
}

/* Work done ahead, while New Game is shown, one step every 150 ms, so
 * that a game's first frame costs no more than the later ones: the cards'
 * digits drawn once (the renderer keeps the glyphs), then the sheets made
 * (not realized: they are presented once filled). */
gboolean
_schott_game_view_prepare_ahead_cb (gpointer user_data)
{
  SchottGameView *self = user_data;

  if (gtk_widget_get_root (GTK_WIDGET (self)) == NULL)
    return G_SOURCE_CONTINUE;
  /* cards of each size, styled by one frame, then drawn off screen */
  if (self->model == NULL && !self->warmed_up)
    {
      GtkWidget *child = gtk_widget_get_first_child (self->others_box);

      if (child == NULL)
        {
          static const char *sizes[] = { "large", "compact", "event" };

          for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
            {
              GtkWidget *card = schott_card_widget_new ();

              schott_card_widget_set_size (SCHOTT_CARD_WIDGET (card), sizes[i]);
              gtk_box_append (GTK_BOX (self->others_box), card);
            }
          return G_SOURCE_CONTINUE;
        }
      while ((child = gtk_widget_get_first_child (self->others_box)) != NULL)
        {
          if (SCHOTT_IS_CARD_WIDGET (child))
            schott_card_widget_warm_up (SCHOTT_CARD_WIDGET (child));
          gtk_box_remove (GTK_BOX (self->others_box), child);
        }
      self->warmed_up = TRUE;
      return G_SOURCE_CONTINUE;
    }
  schott_presenter_prepare (self->presenter);
  self->prepare_id = 0;
  return G_SOURCE_REMOVE;
}

void
_schott_game_view_on_decision_changed_cb (SchottGameModel *model,
                                          SchottGameView  *self)
{
  _schott_game_view_reset_selection (self);
  gtk_widget_set_visible (schott_prompt_bar_get_hint_label (self->prompt_bar), FALSE);
  _schott_game_view_refresh (self);
  schott_presenter_decision_changed (self->presenter);
  _schott_game_view_maybe_finish (self);
}

/* The presenter and the flight, made with the view (its template's move
 * log is there already). */
void
_schott_game_view_init_pacing (SchottGameView *self)
{
  self->presenter = schott_presenter_new (GTK_WIDGET (self));
  g_signal_connect (self->presenter, "dialog-made", G_CALLBACK (on_sheet_made_cb), self);
  g_signal_connect (self->presenter, "answered", G_CALLBACK (on_sheet_answered_cb), self);
  g_signal_connect (self->presenter, "closed", G_CALLBACK (on_sheet_closed_cb), self);
  g_signal_connect (self->presenter, "next-stage", G_CALLBACK (on_next_stage_cb), self);
  g_signal_connect_swapped (self->presenter, "notify::speed", G_CALLBACK (_schott_game_view_follow_speed), self);
  /* the log keeps pace with the sheets */
  g_object_bind_property (self->presenter, "log-limit",
                          schott_move_log_get_shown (self->move_log), "size", G_BINDING_SYNC_CREATE);

  self->flight = schott_card_flight_new (GTK_WIDGET (self));
  g_signal_connect (self->flight, "landed", G_CALLBACK (on_flight_landed_cb), self);
}
