/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-view-prompt.c: what the person is told: the prompt banner
 * with its choice buttons, the table's labels, states and accessible names
 * (refresh()), the focus kept on what can be done, and the toasts. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-game-view-private.h"

/* Tells what a player did; a computer's doings are not told at instant
 * speed (the results are). */
static void toast_printf (SchottGameView *self,
                          gint            player,
                          const char     *format,
                          ...) G_GNUC_PRINTF (3, 4);

static void
toast_printf (SchottGameView *self,
              gint            player,
              const char     *format,
              ...)
{
  g_autofree char *text = NULL;
  va_list args;

  if (!_schott_game_view_show_computer_steps (self)
      && schott_game_model_is_computer (self->model, player))
    return;
  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  _schott_game_view_toast (self, text);
}

void
_schott_game_view_on_event_revealed_cb (SchottGameModel *model,
                                        gint             player,
                                        SchottEventKind  kind,
                                        gint             slot,
                                        SchottGameView  *self)
{
  /* Translators: "Ben plays “Take a card”." The card's text is in the log
   * and on the card (a toast has one line). */
  toast_printf (self, player, _("%s plays “%s”."), _schott_game_view_player_name (self, player),
                schott_event_title (kind));
}

void
_schott_game_view_on_fast_track_played_cb (SchottGameModel *model,
                                           gint             player,
                                           SchottGameView  *self)
{
  toast_printf (self, player, _("%s plays the Fast Track card: this stage the row scores double."),
                _schott_game_view_player_name (self, player));
}

void
_schott_game_view_on_bonus_earned_cb (SchottGameModel *model,
                                      gint             player,
                                      guint            run_length,
                                      guint            fields,
                                      SchottGameView  *self)
{
  toast_printf (self, player,
                ngettext ("%s: %u consecutive cards, %u field forward!",
                          "%s: %u consecutive cards, %u fields forward!", fields),
                _schott_game_view_player_name (self, player), run_length, fields);
}

/* ------------------------------------------------------------ refresh */

static char *
card_text (gint card)
{
  if (card == SCHOTT_JOKER)
    return g_strdup (_("joker"));
  return g_strdup_printf ("%d", card);
}

/* The drawn card's place stays reserved while no card is drawn: were it
 * to come and go, the play area's minimum width would change every turn,
 * and everything beside it would move every turn. */
static void
show_drawn_box (SchottGameView *self,
                gboolean        shown)
{
  gtk_widget_set_opacity (self->drawn_box, shown ? 1.0 : 0.0);
  gtk_widget_set_can_target (self->drawn_box, shown);
  gtk_widget_set_focusable (GTK_WIDGET (self->drawn_card), shown);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->drawn_box),
                               GTK_ACCESSIBLE_STATE_HIDDEN, !shown, -1);
}

static void
refresh_table (SchottGameView *self,
               gint            focus,
               gboolean        human)
{
  SchottDecisionKind decision = schott_game_model_get_decision (self->model);
  guint draw_count = schott_game_model_get_draw_count (self->model);
  gint top = schott_game_model_get_discard_top (self->model);
  gint drawn = schott_game_model_get_drawn_card (self->model);
  gint chosen = -1;
  SchottPlayer *player = schott_game_model_get_player (self->model, focus);
  guint n_slots = schott_game_model_get_n_event_slots (self->model);
  g_autofree char *count = g_strdup_printf (ngettext ("%u card", "%u cards", draw_count), draw_count);
  g_autofree char *draw_a11y = g_strdup_printf (ngettext ("Draw pile, %u card", "Draw pile, %u cards",
                                                          draw_count), draw_count);
  g_autofree char *discard_a11y = NULL;
  gboolean turn = human && decision == SCHOTT_DECISION_TURN;

  schott_card_widget_set_face_down (self->draw_card, TRUE);
  schott_card_widget_set_text (self->draw_card, count);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->draw_card),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, draw_a11y, -1);
  gtk_widget_set_sensitive (GTK_WIDGET (self->draw_card),
                            turn && _schott_game_view_find_legal (self, SCHOTT_ACT_DRAW, ANY, ANY, ANY));

  /* E8: the discard a person chose waits in the same place as a drawn
   * card, to be put into the row by a click or a drag; the pile shows
   * what lies open without it. */
  if (drawn < 0 && human && decision == SCHOTT_DECISION_E8_BUILD && self->e8_which >= 0)
    {
      gint second = schott_game_model_get_discard_second (self->model);

      chosen = self->e8_which == 0 ? top : second;
      if (self->e8_which == 0)
        top = second;
    }

  schott_card_widget_set_value (self->discard_card, top);
  schott_card_widget_set_selected (self->discard_card, self->pending_source == SCHOTT_PILE_DISCARD);
  if (top < 0)
    discard_a11y = g_strdup (_("Discard pile, empty"));
  else
    {
      g_autofree char *value = card_text (top);
      discard_a11y = g_strdup_printf (_("Discard pile, top card %s"), value);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->discard_card),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, discard_a11y, -1);
  gtk_widget_set_sensitive (GTK_WIDGET (self->discard_card),
                            (turn && _schott_game_view_find_legal (self, SCHOTT_ACT_TAKE_DISCARD, ANY, ANY, ANY))
                            || (human && decision == SCHOTT_DECISION_PLACE_DRAWN
                                && _schott_game_view_find_legal (self, SCHOTT_ACT_DISCARD_DRAWN, ANY, ANY, ANY)));

  show_drawn_box (self, drawn >= 0 || chosen >= 0);
  gtk_stack_set_visible_child_name (self->drawn_label_stack, chosen >= 0 ? "chosen" : "drawn");
  if (drawn >= 0 || chosen >= 0)
    {
      g_autofree char *value = card_text (drawn >= 0 ? drawn : chosen);
      g_autofree char *a11y = g_strdup_printf (drawn >= 0 ? _("Drawn card %s") : _("Chosen card %s"),
                                               value);
      schott_card_widget_set_value (self->drawn_card, drawn >= 0 ? drawn : chosen);
      schott_card_widget_set_selected (self->drawn_card, TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->drawn_card),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }

  /* Event cards of the player in focus: face down until played. */
  gtk_widget_set_visible (self->events_box, n_slots > 0);
  for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
    {
      SchottCardWidget *card = SCHOTT_CARD_WIDGET (self->event_cards[s]);
      gboolean played = FALSE;
      SchottEventKind kind = SCHOTT_EVENT_NONE;
      g_autofree char *a11y = NULL;

      gtk_widget_set_visible (self->event_cards[s], s < n_slots);
      if (s >= n_slots)
        continue;
      schott_game_model_get_event_slot (self->model, focus, s, &played, &kind);
      schott_card_widget_set_face_down (card, !played);
      if (played)
        {
          schott_card_widget_set_text (card, schott_event_title (kind));
          schott_widget_set_tooltip (self->event_cards[s],
                                     schott_content_event_text (self->content, kind,
                                                                sw_ui_language ()));
          a11y = g_strdup_printf (_("Event card %u, played: %s"), s + 1, schott_event_title (kind));
        }
      else
        {
          schott_card_widget_set_text (card, _("Event"));
          schott_widget_set_tooltip (self->event_cards[s], _("Play this event card (it is revealed when played)"));
          a11y = g_strdup_printf (_("Event card %u, face down"), s + 1);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (card),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      gtk_widget_set_sensitive (self->event_cards[s],
                                turn && _schott_game_view_find_legal (self, SCHOTT_ACT_EVENT, s, ANY, ANY));
    }

  /* Once played and scored, the button is gone but its room stays: the
   * event cards above it do not move (issue 27, item 4). */
  {
    gboolean shown = schott_player_get_fast_track_available (player)
                     || schott_player_get_fast_track_active (player);

    gtk_widget_set_opacity (self->fast_track_button, shown ? 1.0 : 0.0);
    gtk_widget_set_can_target (self->fast_track_button, shown);
    gtk_widget_set_focusable (self->fast_track_button, shown);
    gtk_accessible_update_state (GTK_ACCESSIBLE (self->fast_track_button),
                                 GTK_ACCESSIBLE_STATE_HIDDEN, !shown, -1);
  }
  /* The label stays one short line in every language (a long one made
   * the table wider than an 800 px window): the played card says "×2",
   * and its tooltip and accessible name say the whole. */
  if (schott_player_get_fast_track_active (player))
    {
      gtk_stack_set_visible_child_name (self->fast_track_stack, "active");
      schott_widget_set_tooltip (self->fast_track_button, _("Fast Track: ×2 this stage"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->fast_track_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Fast Track: ×2 this stage"), -1);
    }
  else
    {
      gtk_stack_set_visible_child_name (self->fast_track_stack, "ready");
      schott_widget_set_tooltip (self->fast_track_button,
                                 _("Play your Fast Track card: this stage your row scores double. Once per game, before your first exchange of the stage."));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->fast_track_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Fast Track"), -1);
    }
  {
    gboolean playable = turn && _schott_game_view_find_legal (self, SCHOTT_ACT_FAST_TRACK, ANY, ANY, ANY);

    const char *why = NULL;

    gtk_widget_set_sensitive (self->fast_track_button, playable);
    /* Greyed out, it says why, to the eye and to a screen reader (issue
     * 27, item 6; D-FAST-1). */
    if (!playable && !schott_player_get_fast_track_active (player))
      {
        if (!turn)
          why = _("Fast Track can be played at the start of your turn.");
        else
          why = _("Fast Track can be played only before your first exchange of the stage.");
        schott_widget_set_tooltip (self->fast_track_button, why);
      }
    if (why != NULL)
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->fast_track_button),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, why, -1);
    else
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self->fast_track_button),
                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  }
}

void
_schott_game_view_refresh (SchottGameView *self)
{
  SchottDecisionKind decision;
  gint decider, focus;
  gboolean human;
  g_autofree char *prompt = NULL;
  g_autofree char *page = NULL;
  SchottRowView *large;
  const char *name;
  gboolean people_play;

  if (self->model == NULL || self->large_row_views->len == 0)
    return;

  decision = schott_game_model_get_decision (self->model);
  decider = schott_game_model_get_decider (self->model);
  human = _schott_game_view_human_decides (self);
  focus = _schott_game_view_focus_player (self);
  name = _schott_game_view_player_name (self, decider);

  schott_prompt_bar_clear_choices (self->prompt_bar);

  /* In a game of computers nobody has a row of their own: the list shows
   * every row, the turn's highlighted, and no large row repeats one. */
  people_play = _schott_game_view_has_human (self);
  gtk_widget_set_visible (GTK_WIDGET (self->large_rows), people_play);
  large = people_play ? _schott_game_view_large_row (self, focus) : NULL;
  if (large != NULL)
    {
      page = g_strdup_printf ("p%d", focus);
      gtk_stack_set_visible_child_name (self->large_rows, page);
    }
  for (guint p = 0; p < self->compact_rows->len; p++)
    {
      SchottRowView *row = g_ptr_array_index (self->compact_rows, p);
      SchottRowView *big = g_ptr_array_index (self->large_row_views, p);
      gboolean e5_target = human && decision == SCHOTT_DECISION_E5_EXCHANGE
                           && (gint) p != decider && self->e5_player < 0;

      /* A person's row is shown large only. In a game of computers the
       * list keeps every player in place: hiding the row on turn would
       * reorder the list each turn, and relaying out and repainting it
       * cost a frame and more. */
      gtk_widget_set_visible (GTK_WIDGET (row), (gint) p != focus || !people_play);
      schott_row_view_set_interactive (row, e5_target);
      schott_row_view_clear_selection (row);
      if ((gint) p == self->e5_player)
        schott_row_view_set_selected (row, self->e5_pos, TRUE);
      if (big == NULL)
        continue;
      schott_row_view_clear_selection (big);
      schott_row_view_set_interactive (big, FALSE);
      schott_row_view_set_drop_enabled (big, FALSE);
    }

  /* E8 with one discard to take (or one that fits): it is chosen at once */
  if (human && decision == SCHOTT_DECISION_E8_BUILD && self->e8_which < 0)
    {
      gboolean can_top = _schott_game_view_find_legal (self, SCHOTT_ACT_E8, 0, ANY, ANY);
      gboolean can_second = _schott_game_view_find_legal (self, SCHOTT_ACT_E8, 1, ANY, ANY);

      if (can_top != can_second)
        self->e8_which = can_top ? 0 : 1;
    }

  refresh_table (self, focus, human);

  if (schott_game_model_get_is_over (self->model))
    prompt = g_strdup (_("The game is over."));
  else if (!human)
    {
      if (decision == SCHOTT_DECISION_NEXT_STAGE)
        prompt = g_strdup_printf (_("Stage %u is over."), schott_game_model_get_stage (self->model));
      /* A sheet waits for a person's Continue (the computers are held
       * meanwhile): nobody is playing (issue 27, item 6). */
      else if (_schott_game_view_has_human (self)
               && ((self->dialog != NULL && !self->dialog_allows_ai)
                   || !g_queue_is_empty (&self->presentations)))
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
        if (self->pending_source == SCHOTT_PILE_DISCARD)
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
        if (self->first_pos < 0)
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
            schott_row_view_set_selected (large, self->first_pos, TRUE);
            prompt = g_strdup_printf (_("%s: choose the card to swap with position %d."),
                                      name, self->first_pos + 1);
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
        if (self->e5_player < 0)
          prompt = g_strdup_printf (_("%s: choose a card in another player's row to take."), name);
        else
          {
            g_autofree char *value =
              card_text (schott_row_model_get_card (schott_player_get_row (
                schott_game_model_get_player (self->model, self->e5_player)), self->e5_pos));
            schott_row_view_set_interactive (large, TRUE);
            prompt = g_strdup_printf (_("%s: choose the card of yours that %s gets for the %s."),
                                      name, _schott_game_view_player_name (self, self->e5_player), value);
            schott_prompt_bar_add_choice (self->prompt_bar, _("Cancel"), SCHOTT_ACT_SWAP, 0, FALSE);
          }
        break;
      case SCHOTT_DECISION_E8_BUILD:
        {
          gint top = schott_game_model_get_discard_top (self->model);
          gint second = schott_game_model_get_discard_second (self->model);

          /* the top discard, or the chosen one, may be dragged into the row */
          schott_row_view_set_drop_enabled (large, TRUE);
          if (self->e8_which < 0)
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
              g_autofree char *value = card_text (self->e8_which == 0 ? top : second);
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
  /* the Hint button follows its action */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.hint",
                                 human && decision != SCHOTT_DECISION_NEXT_STAGE);

  _schott_game_view_keep_focus (self, FALSE);
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
  if (self->model == NULL || self->large_row_views->len == 0 || self->dialog != NULL
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
      && self->pending_source < 0)
    gtk_widget_grab_focus (gtk_widget_get_sensitive (GTK_WIDGET (self->discard_card))
                           ? GTK_WIDGET (self->discard_card) : GTK_WIDGET (self->draw_card));
  else
    {
      SchottRowView *large = _schott_game_view_large_row (self, _schott_game_view_focus_player (self));

      if (large != NULL)
        schott_row_view_focus_position (large, 0);
    }
}
