/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-view-prompt.c: what the person is told: the prompt's words
 * and buttons for each decision (with the own row's states that go with
 * them), and the focus kept on what can be done. Called from
 * schott-game-view.c only. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-game-view-private.h"

/* ------------------------------------------------------------ refresh */

static char *
card_text (gint card)
{
  if (card == SCHOTT_JOKER)
    return g_strdup (_("joker"));
  return g_strdup_printf ("%d", card);
}

/* The prompt's words and buttons for decision, and the own row's states
 * that go with them (large: the row shown large, or NULL). */
void
_schott_game_view_write_prompt (SchottGameView     *self,
                                SchottDecisionKind  decision,
                                gint                decider,
                                gboolean            human,
                                SchottRowView      *large)
{
  const char *name = _schott_game_view_player_name (self, decider);
  g_autofree char *prompt = NULL;

  if (schott_game_model_get_is_over (self->model))
    prompt = g_strdup (_("The game is over."));
  else if (!human)
    {
      if (decision == SCHOTT_DECISION_NEXT_STAGE)
        prompt = g_strdup_printf (_("Stage %u is over."), schott_game_model_get_stage (self->model));
      /* A sheet waits for a person's Continue (the computers are held
       * meanwhile): nobody is playing (issue 27, item 6). */
      else if (_schott_game_view_has_human (self)
               && schott_presenter_get_holding (self->presenter))
        prompt = g_strdup (_("Press Continue to go on."));
      else
        /* Translators: a computer player's turn */
        prompt = g_strdup_printf (_("%s is playing…"), name);
    }
  else
    switch (decision)
      {
      case SCHOTT_DECISION_TURN:
        schott_row_view_set_drop_enabled (large, TRUE);
        if (self->half.pending_source == SCHOTT_PILE_DISCARD)
          {
            g_autofree char *value = card_text (schott_game_model_get_discard_top (self->model));
            schott_row_view_set_interactive (large, TRUE);
            prompt = g_strdup_printf (_("%s: choose the position for the %s from the discard pile."),
                                      name, value);
            schott_prompt_bar_add_choice (self->prompt_bar, _("Cancel"), SCHOTT_ACT_SWAP, 0, FALSE);
          }
        else
          prompt = g_strdup_printf (_("%s: take a card from the draw pile or the discard pile, or play an event card."),
                                    name);
        break;
      case SCHOTT_DECISION_PLACE_DRAWN:
        {
          g_autofree char *value = card_text (schott_game_model_get_drawn_card (self->model));
          schott_row_view_set_interactive (large, TRUE);
          schott_row_view_set_drop_enabled (large, TRUE);
          prompt = g_strdup_printf (_("%s: you drew the %s. Choose the position to put it in."),
                                    name, value);
          if (_schott_game_view_find_legal (self, SCHOTT_ACT_DISCARD_DRAWN, ANY, ANY, ANY))
            schott_prompt_bar_add_choice (self->prompt_bar, _("Discard It"), SCHOTT_ACT_DISCARD_DRAWN, 0, FALSE);
        }
        break;
      case SCHOTT_DECISION_SWAP_OWN:
        schott_row_view_set_interactive (large, TRUE);
        if (self->half.first_pos < 0)
          {
            gint active = schott_game_model_get_active_player (self->model);
            SchottEventKind event = schott_game_model_get_current_event (self->model);

            /* Someone else's event makes this person swap: say whose and why. */
            if (active != decider && event == SCHOTT_EVENT_E9_NAME_PLAYER)
              /* Translators: "Ben: Anna named you. Choose two of your cards to swap." */
              prompt = g_strdup_printf (_("%s: %s named you. Choose two of your cards to swap."),
                                        name, _schott_game_view_player_name (self, active));
            else if (active != decider)
              /* Translators: "Ben: Anna played “Everyone swaps”. Choose two of …" */
              prompt = g_strdup_printf (_("%s: %s played “%s”. Choose two of your cards to swap."),
                                        name, _schott_game_view_player_name (self, active), schott_event_title (event));
            else
              prompt = g_strdup_printf (_("%s: choose two of your cards to swap."), name);
          }
        else
          {
            schott_row_view_set_selected (large, self->half.first_pos, TRUE);
            prompt = g_strdup_printf (_("%s: choose the card to swap with position %d."),
                                      name, self->half.first_pos + 1);
            schott_prompt_bar_add_choice (self->prompt_bar, _("Cancel"), SCHOTT_ACT_SWAP, 0, FALSE);
          }
        break;
      case SCHOTT_DECISION_NAME_PLAYER:
        prompt = g_strdup_printf (_("%s: name a player who must swap two cards of their row."), name);
        for (guint p = 0; p < schott_game_model_get_n_players (self->model); p++)
          if (_schott_game_view_find_legal (self, SCHOTT_ACT_PLAYER, p, ANY, ANY))
            schott_prompt_bar_add_choice (self->prompt_bar, _schott_game_view_player_name (self, p), SCHOTT_ACT_PLAYER, p, FALSE);
        break;
      case SCHOTT_DECISION_E5_EXCHANGE:
        if (self->half.e5_player < 0)
          prompt = g_strdup_printf (_("%s: choose a card in another player's row to take."), name);
        else
          {
            g_autofree char *value =
              card_text (schott_row_model_get_card (schott_player_get_row (
                schott_game_model_get_player (self->model, self->half.e5_player)), self->half.e5_pos));
            schott_row_view_set_interactive (large, TRUE);
            prompt = g_strdup_printf (_("%s: choose the card of yours that %s gets for the %s."),
                                      name, _schott_game_view_player_name (self, self->half.e5_player), value);
            schott_prompt_bar_add_choice (self->prompt_bar, _("Cancel"), SCHOTT_ACT_SWAP, 0, FALSE);
          }
        break;
      case SCHOTT_DECISION_E8_BUILD:
        {
          gint top = schott_game_model_get_discard_top (self->model);
          gint second = schott_game_model_get_discard_second (self->model);

          /* the top discard, or the chosen one, may be dragged into the row */
          schott_row_view_set_drop_enabled (large, TRUE);
          if (self->half.e8_which < 0)
            {
              g_autofree char *a = card_text (top);
              g_autofree char *b = card_text (second);
              g_autofree char *la = g_strdup_printf (_("Take the %s"), a);
              g_autofree char *lb = g_strdup_printf (_("Take the %s"), b);
              prompt = g_strdup_printf (_("%s: choose one of the top two discards."), name);
              schott_prompt_bar_add_choice (self->prompt_bar, la, SCHOTT_ACT_E8, 0, FALSE);
              schott_prompt_bar_add_choice (self->prompt_bar, lb, SCHOTT_ACT_E8, 1, FALSE);
            }
          else
            {
              g_autofree char *value = card_text (self->half.e8_which == 0 ? top : second);
              schott_row_view_set_interactive (large, TRUE);
              prompt = g_strdup_printf (_("%s: choose the position for the %s from the discard pile."),
                                        name, value);
            }
        }
        break;
      case SCHOTT_DECISION_ANSWER:
        prompt = g_strdup_printf (_("%s: answer the question."), name);
        break;
      case SCHOTT_DECISION_NEXT_STAGE:
        {
          g_autofree char *label = g_strdup_printf (_("Start Stage %u"),
                                                    schott_game_model_get_stage (self->model) + 1);
          prompt = g_strdup_printf (_("Stage %u is over."), schott_game_model_get_stage (self->model));
          schott_prompt_bar_add_choice (self->prompt_bar, label, SCHOTT_ACT_NEXT_STAGE, 0, TRUE);
        }
        break;
      case SCHOTT_DECISION_NONE:
      default:
        prompt = g_strdup ("");
        break;
      }

  schott_prompt_bar_set_prompt (self->prompt_bar, prompt);
}

/* Keeps keyboard users where they can act: when the focus is lost, on
 * something else than the game or cannot be used (or always, with
 * force), it goes to the first thing the person can do. */
void
_schott_game_view_keep_focus (SchottGameView *self,
                              gboolean        force)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus_widget = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* A dialog over the table keeps the focus (it is inside the same window
   * now, not a window of its own). */
  if (self->model == NULL || self->compact_rows->len == 0
      || schott_presenter_get_dialog (self->presenter) != NULL
      || !_schott_game_view_human_decides (self) || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  /* A new turn of a person starts on its first useful control, with the
   * focus ring shown, wherever the focus was left. */
  if (schott_game_model_get_decision (self->model) == SCHOTT_DECISION_TURN
      && schott_game_model_get_turn (self->model) != self->focused_turn)
    {
      self->focused_turn = schott_game_model_get_turn (self->model);
      force = TRUE;
      gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
    }
  if (!force && focus_widget != NULL && gtk_widget_is_sensitive (focus_widget)
      && gtk_widget_get_mapped (focus_widget)
      && gtk_widget_get_focusable (focus_widget)
      && gtk_widget_is_ancestor (focus_widget, GTK_WIDGET (self)))
    return;

  if (schott_prompt_bar_focus_first_choice (self->prompt_bar))
    return;
  if (schott_game_model_get_decision (self->model) == SCHOTT_DECISION_TURN
      && self->half.pending_source < 0)
    schott_game_table_focus_piles (self->table);
  else if (schott_game_model_get_decision (self->model) == SCHOTT_DECISION_E5_EXCHANGE
           && self->half.e5_player < 0)
    {
      /* event 5 starts in another player's row (the own row waits for
       * that card): without this the focus was nowhere, and the keys of
       * the table (H, the digits) reached nothing */
      gint me = _schott_game_view_focus_player (self);

      for (guint p = 0; p < self->compact_rows->len; p++)
        if ((gint) p != me)
          {
            schott_row_view_focus_position (g_ptr_array_index (self->compact_rows, p), 0);
            break;
          }
    }
  else
    {
      SchottRowView *large = _schott_game_view_large_row (self, _schott_game_view_focus_player (self));

      if (large != NULL)
        schott_row_view_focus_position (large, 0);
    }
}
