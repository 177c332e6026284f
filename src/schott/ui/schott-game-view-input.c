/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-view-input.c: the person's side of the play area: clicks,
 * drops and keys on the rows, the piles, the event cards and the choice
 * buttons become schott_game_model_decide() calls. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-game-view-private.h"

void
_schott_game_view_on_large_position_cb (SchottRowView  *row,
                                        guint           pos,
                                        SchottGameView *self)
{
  SchottDecisionKind decision;

  if (!_schott_game_view_human_decides (self))
    return;
  decision = schott_game_model_get_decision (self->model);
  switch (decision)
    {
    case SCHOTT_DECISION_TURN:
      if (self->half.pending_source == SCHOTT_PILE_DISCARD)
        _schott_game_view_decide (self, SCHOTT_ACT_TAKE_DISCARD, pos, 0, 0);
      break;
    case SCHOTT_DECISION_PLACE_DRAWN:
      _schott_game_view_decide (self, SCHOTT_ACT_PLACE, pos, 0, 0);
      break;
    case SCHOTT_DECISION_SWAP_OWN:
      if (self->half.first_pos < 0)
        self->half.first_pos = pos;
      else if (self->half.first_pos == (gint) pos)
        self->half.first_pos = -1;
      else
        {
          gint a = MIN (self->half.first_pos, (gint) pos), b = MAX (self->half.first_pos, (gint) pos);
          _schott_game_view_decide (self, SCHOTT_ACT_SWAP, a, b, 0);
          return;
        }
      _schott_game_view_refresh (self);
      break;
    case SCHOTT_DECISION_E5_EXCHANGE:
      if (self->half.e5_player >= 0)
        _schott_game_view_decide (self, SCHOTT_ACT_E5, self->half.e5_player, self->half.e5_pos, pos);
      break;
    case SCHOTT_DECISION_E8_BUILD:
      if (self->half.e8_which >= 0)
        _schott_game_view_decide (self, SCHOTT_ACT_E8, self->half.e8_which, pos, 0);
      break;
    case SCHOTT_DECISION_NONE:
    case SCHOTT_DECISION_NAME_PLAYER:
    case SCHOTT_DECISION_ANSWER:
    case SCHOTT_DECISION_NEXT_STAGE:
    default:
      break;
    }
}

gboolean
_schott_game_view_on_large_dropped_cb (SchottRowView  *row,
                                       guint           pos,
                                       gint            source,
                                       SchottGameView *self)
{
  SchottDecisionKind decision;

  if (!_schott_game_view_human_decides (self))
    return FALSE;
  decision = schott_game_model_get_decision (self->model);
  if (decision == SCHOTT_DECISION_TURN && source == SCHOTT_PILE_DISCARD
      && _schott_game_view_find_legal (self, SCHOTT_ACT_TAKE_DISCARD, pos, ANY, ANY))
    return _schott_game_view_decide (self, SCHOTT_ACT_TAKE_DISCARD, pos, 0, 0);
  if (decision == SCHOTT_DECISION_TURN && source == SCHOTT_PILE_DRAW
      && _schott_game_view_find_legal (self, SCHOTT_ACT_DRAW, ANY, ANY, ANY))
    {
      /* Dragging the draw pile: the card is drawn (and shown), then placed. */
      if (!_schott_game_view_decide (self, SCHOTT_ACT_DRAW, 0, 0, 0))
        return FALSE;
      if (schott_game_model_get_decision (self->model) == SCHOTT_DECISION_PLACE_DRAWN
          && _schott_game_view_human_decides (self))
        return _schott_game_view_decide (self, SCHOTT_ACT_PLACE, pos, 0, 0);
      return TRUE;
    }
  if (decision == SCHOTT_DECISION_PLACE_DRAWN && source == SCHOTT_PILE_DRAW)
    return _schott_game_view_decide (self, SCHOTT_ACT_PLACE, pos, 0, 0);
  if (decision == SCHOTT_DECISION_E8_BUILD && source == SCHOTT_PILE_DISCARD && self->half.e8_which < 0
      && _schott_game_view_find_legal (self, SCHOTT_ACT_E8, 0, pos, ANY))
    return _schott_game_view_decide (self, SCHOTT_ACT_E8, 0, pos, 0);
  /* the chosen discard, dragged from where it waits */
  if (decision == SCHOTT_DECISION_E8_BUILD && source == SCHOTT_PILE_DRAW && self->half.e8_which >= 0
      && _schott_game_view_find_legal (self, SCHOTT_ACT_E8, self->half.e8_which, pos, ANY))
    return _schott_game_view_decide (self, SCHOTT_ACT_E8, self->half.e8_which, pos, 0);
  return FALSE;
}

void
_schott_game_view_on_compact_position_cb (SchottRowView  *row,
                                          guint           pos,
                                          SchottGameView *self)
{
  gint owner = schott_player_get_index (schott_row_view_get_player (row));

  if (!_schott_game_view_human_decides (self)
      || schott_game_model_get_decision (self->model) != SCHOTT_DECISION_E5_EXCHANGE)
    return;
  self->half.e5_player = owner;
  self->half.e5_pos = pos;
  _schott_game_view_refresh (self);
  schott_row_view_focus_position (_schott_game_view_large_row (self, _schott_game_view_focus_player (self)), 0);
}

static void
on_draw_activated (SchottGameView *self)
{
  if (_schott_game_view_human_decides (self) && _schott_game_view_find_legal (self, SCHOTT_ACT_DRAW, ANY, ANY, ANY))
    if (_schott_game_view_decide (self, SCHOTT_ACT_DRAW, 0, 0, 0) && _schott_game_view_human_decides (self))
      schott_row_view_focus_position (_schott_game_view_large_row (self, _schott_game_view_focus_player (self)), 0);
}

static void
on_discard_activated (SchottGameView *self)
{
  if (!_schott_game_view_human_decides (self))
    return;
  if (schott_game_model_get_decision (self->model) == SCHOTT_DECISION_TURN
      && _schott_game_view_find_legal (self, SCHOTT_ACT_TAKE_DISCARD, ANY, ANY, ANY))
    {
      _schott_game_view_set_pending_source (self, self->half.pending_source == SCHOTT_PILE_DISCARD ? -1 : SCHOTT_PILE_DISCARD);
      _schott_game_view_refresh (self);
      if (self->half.pending_source == SCHOTT_PILE_DISCARD)
        schott_row_view_focus_position (_schott_game_view_large_row (self, _schott_game_view_focus_player (self)), 0);
    }
  else if (schott_game_model_get_decision (self->model) == SCHOTT_DECISION_PLACE_DRAWN
           && _schott_game_view_find_legal (self, SCHOTT_ACT_DISCARD_DRAWN, ANY, ANY, ANY))
    _schott_game_view_decide (self, SCHOTT_ACT_DISCARD_DRAWN, 0, 0, 0);
}

/* A card of the own row clicked, or a card dropped on it */
static void
on_own_row_position_activated_cb (SchottOwnRow   *own_row,
                                  SchottRowView  *row,
                                  guint           pos,
                                  SchottGameView *self)
{
  _schott_game_view_on_large_position_cb (row, pos, self);
}

static gboolean
on_own_row_card_dropped_cb (SchottOwnRow   *own_row,
                            SchottRowView  *row,
                            guint           pos,
                            gint            source,
                            SchottGameView *self)
{
  return _schott_game_view_on_large_dropped_cb (row, pos, source, self);
}

/* A pile, an event card or Fast Track, clicked on the table */
static void
on_table_pile_activated_cb (SchottGameTable *table,
                            gint             pile,
                            SchottGameView  *self)
{
  if (pile == SCHOTT_PILE_DISCARD)
    on_discard_activated (self);
  else
    on_draw_activated (self);
}

static void
on_table_event_activated_cb (SchottGameTable *table,
                             guint            slot,
                             SchottGameView  *self)
{
  if (_schott_game_view_human_decides (self)
      && _schott_game_view_find_legal (self, SCHOTT_ACT_EVENT, (gint) slot, ANY, ANY))
    _schott_game_view_decide (self, SCHOTT_ACT_EVENT, (gint) slot, 0, 0);
}

static void
on_table_fast_track_activated_cb (SchottGameTable *table,
                                  SchottGameView  *self)
{
  if (_schott_game_view_human_decides (self) && _schott_game_view_find_legal (self, SCHOTT_ACT_FAST_TRACK, ANY, ANY, ANY))
    _schott_game_view_decide (self, SCHOTT_ACT_FAST_TRACK, 0, 0, 0);
}

/* A button of the prompt bar */
static void
on_prompt_choice_activated_cb (SchottPromptBar *bar,
                               gint             action,
                               gint             a,
                               SchottGameView  *self)
{
  switch ((SchottAction) action)
    {
    case SCHOTT_ACT_PLAYER:
    case SCHOTT_ACT_NEXT_STAGE:
    case SCHOTT_ACT_DISCARD_DRAWN:
      _schott_game_view_decide (self, action, a, 0, 0);
      break;
    case SCHOTT_ACT_E8:
      self->half.e8_which = a;
      _schott_game_view_refresh (self);
      schott_row_view_focus_position (_schott_game_view_large_row (self, _schott_game_view_focus_player (self)), 0);
      break;
    case SCHOTT_ACT_SWAP:   /* "Cancel": forget a half-made choice */
    default:
      _schott_game_view_reset_selection (self);
      _schott_game_view_refresh (self);
      break;
    }
}

/* Up from the table never leaves for the prompt's buttons above it (the
 * Hint button was one key press away from the cards). */
static gboolean
on_key_pressed_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   SchottGameView        *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *before = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *after;

  if ((keyval != GDK_KEY_Up && keyval != GDK_KEY_KP_Up)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0
      || before == NULL || gtk_widget_is_ancestor (before, GTK_WIDGET (self->prompt_bar)))
    return FALSE;
  if (!gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_UP))
    return TRUE;
  after = gtk_root_get_focus (root);
  if (after != NULL && gtk_widget_is_ancestor (after, GTK_WIDGET (self->prompt_bar)))
    {
      gtk_widget_grab_focus (before);
      gtk_widget_error_bell (GTK_WIDGET (self));
    }
  return TRUE;
}

/* Keys and sheets (issue 27, item 7). A key pressed on a question or a
 * stage summary belongs to that sheet: Return on "Continue" closes it, and
 * the focus is back on the table (often on the discard pile, at the
 * person's new turn) while the key is still down. Its repeats, and any
 * key while a sheet is shown or closing, never act on the table. */
/* Seen before any widget of the table: a sheet still up (shown, or
 * closing: its "closed" comes at the end of the animation), or a key
 * still held from one, swallows the key. A legacy controller: a key
 * controller reports no release of a key whose press went elsewhere (the
 * sheet), and a held key would stay swallowed. */
static gboolean
on_table_event_cb (GtkEventControllerLegacy *controller,
                   GdkEvent                 *event,
                   SchottGameView           *self)
{
  if (self->presenter != NULL && schott_presenter_get_dialog (self->presenter) != NULL
      && gdk_event_get_event_type (event) == GDK_KEY_PRESS)
    return TRUE;
  return schott_key_guard_swallows (self->key_guard, event);
}

/* ---------------------------------------------------------- actions */

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  schott_game_view_show_hint (SCHOTT_GAME_VIEW (widget));
}

/* Keys for keyboard play: 1-9 pick a position of the own row, D draws,
 * T takes the discard pile; each does what a click there would do. */
static void
position_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (widget);
  gint pos = g_variant_get_int32 (parameter);
  SchottRowView *large;
  GtkWidget *card;

  if (!_schott_game_view_human_decides (self))
    return;
  large = _schott_game_view_large_row (self, _schott_game_view_focus_player (self));
  card = large != NULL ? schott_row_view_get_card (large, pos) : NULL;
  if (card == NULL || !gtk_widget_get_focusable (card))
    return;
  gtk_widget_grab_focus (card);
  _schott_game_view_on_large_position_cb (large, pos, self);
}

static void
pile_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (widget);
  GtkWidget *pile = schott_game_table_get_pile (self->table, g_str_equal (action_name, "game.draw")
                                                                ? SCHOTT_PILE_DRAW : SCHOTT_PILE_DISCARD);

  if (gtk_widget_is_sensitive (pile))
    gtk_widget_activate (pile);
}

void
_schott_game_view_class_init_input (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_key_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_prompt_choice_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_own_row_position_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_own_row_card_dropped_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_table_pile_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_table_event_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_table_fast_track_activated_cb);

  gtk_widget_class_install_action (widget_class, "game.hint", NULL, hint_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "game.hint", NULL);
  gtk_widget_class_install_action (widget_class, "game.position", "i", position_action);
  for (gint i = 0; i < 9; i++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + i, 0, "game.position", "i", i);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_1 + i, 0, "game.position", "i", i);
    }
  gtk_widget_class_install_action (widget_class, "game.draw", NULL, pile_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, 0, "game.draw", NULL);
  gtk_widget_class_install_action (widget_class, "game.take-discard", NULL, pile_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, 0, "game.take-discard", NULL);
}

/* Escape on the final board, wherever the focus is in the window (the
 * header bar, the log): back to the result sheet, as its banner's button
 * does. Left to others when the banner is not shown or the view is out of
 * sight (another page, the other game). */
static gboolean
back_to_result_cb (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   user_data)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  if (!adw_banner_get_revealed (self->result_banner) || !gtk_widget_is_drawable (widget))
    return FALSE;
  /* a sheet over the window has the keys (the result sheet itself too) */
  if ((ADW_IS_APPLICATION_WINDOW (root)
       && adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (root)) != NULL)
      || (ADW_IS_WINDOW (root) && adw_window_get_visible_dialog (ADW_WINDOW (root)) != NULL))
    return FALSE;
  return gtk_widget_activate_action (widget, "result.show", NULL);
}

/* Keys on the table while a sheet is up or closing: on_table_event_cb() */
void
_schott_game_view_init_input (SchottGameView *self)
{
  GtkEventController *keys = gtk_event_controller_legacy_new ();
  GtkEventController *escape = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (escape), GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (escape),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_callback_action_new (back_to_result_cb, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), escape);

  self->key_guard = schott_key_guard_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "event", G_CALLBACK (on_table_event_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
