/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-game-view.c: the Best Path game view. Its end screen offers what
 * SCHOTT's does (Play Again, New Game, Statistics, Show Board) and shows
 * every player's final board. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bp-board.h"
#include "bp-card.h"
#include "bp-drawing.h"
#include "bp-game-view.h"
#include "bp-rules-dialog.h"

struct _BpGameView
{
  AdwBin       parent_instance;

  BpGameModel *model;
  gulong       changed_id;
  gulong       resolved_id;
  gulong       current_id;
  gulong       thinking_id;
  gulong       round_id;

  int          revealed;          /* the person who has taken the device */
  guint        announce_round;    /* a round waiting to be announced, or 0 */
  guint        played_shown;      /* cards in played_box */
  gboolean     final_shown;       /* Show Board: the final boards, not the sheet */
  char        *solo_note;         /* what the last round brought, alone */
  GtkWidget   *track[BP_MAX_NUMBER + 1];
  GtkWidget   *totals[BP_MAX_PLAYERS];

  GtkStack    *stack;
  GtkWidget   *board;
  GtkWidget   *card;
  GtkLabel    *turn_label;
  GtkLabel    *round_label;
  GtkLabel    *status_label;
  GtkBox      *track_box;
  GtkLabel    *score_label;
  GtkLabel    *hint_label;
  GtkWidget   *thinking_label;
  GtkLabel    *pile_label;
  GtkFlowBox  *played_box;
  GtkWidget   *commit_button;
  GtkWidget   *pass_button;   /* the phone test finds it beside Commit */
  AdwStatusPage *privacy_page;
  GtkButton   *privacy_button;
  GtkLabel    *round_title;
  GtkLabel    *round_text;
  GtkFlowBox  *round_boards;
  GtkWidget   *continue_button;
  GtkLabel    *over_title;
  GtkLabel    *over_text;
  GtkGrid     *sheet_grid;
  GtkWidget   *play_again_button;
  GtkFlowBox  *over_boards;
  GtkFlowBox  *final_boards;
  GtkWidget   *sheet_button;
};

G_DEFINE_FINAL_TYPE (BpGameView, bp_game_view, ADW_TYPE_BIN)

static void update_page (BpGameView *self);

static gboolean
has_game (BpGameView *self)
{
  return self->model != NULL && bp_game_model_has_game (self->model);
}

static void
clear_container (GtkWidget *container)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (container)) != NULL)
    {
      if (GTK_IS_FLOW_BOX (container))
        gtk_flow_box_remove (GTK_FLOW_BOX (container), child);
      else if (GTK_IS_GRID (container))
        gtk_grid_remove (GTK_GRID (container), child);
      else
        gtk_box_remove (GTK_BOX (container), child);
    }
}

static void
update_actions (BpGameView *self)
{
  gboolean drawing = has_game (self) && bp_game_model_get_current (self->model) >= 0
                     && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "play") == 0;
  gboolean any = drawing && bp_game_model_get_draft (self->model)->n_cells > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bp.take-back", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bp.clear", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bp.switch-end", drawing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bp.hint", drawing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bp.pass", drawing);
  /* An empty drawing is a pass: Pass says so. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bp.commit", any);
}

static void
update_track (BpGameView *self,
              guint       player)
{
  for (guint v = 2; v <= BP_MAX_NUMBER; v++)
    {
      GtkWidget *label = self->track[v];
      int worth = bp_game_model_number_worth (self->model, player, v);
      g_autofree char *text = g_strdup_printf ("%u", v);
      g_autofree char *tip = NULL;

      gtk_label_set_text (GTK_LABEL (label), text);
      gtk_widget_remove_css_class (label, "bp-half");
      gtk_widget_remove_css_class (label, "bp-mine");
      if (worth == 0)
        {
          gtk_widget_add_css_class (label, "bp-mine");
          /* Translators: the score track; %1$u a number, %2$d its points */
          tip = g_strdup_printf (_("%1$u: reached, %2$d points"), v,
                                 bp_game_model_get_game (self->model)->players[player].points_of[v]);
        }
      else if (worth != (int) v)
        {
          gtk_widget_add_css_class (label, "bp-half");
          /* Translators: the score track; a number now worth half */
          tip = g_strdup_printf (_("%1$u: now worth half, %2$d points"), v, worth);
        }
      else
        tip = g_strdup_printf (_("%1$u: worth %2$d points"), v, worth);
      gtk_widget_set_tooltip_text (label, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
    }
}

static void
update_played (BpGameView *self)
{
  const BpGame *game = bp_game_model_get_game (self->model);
  guint played = MIN (game->round, BP_N_ROUNDS + 1) - 1;
  guint left = BP_N_CARDS - played - (game->phase == BP_PHASE_OVER ? 0 : 1);
  g_autofree char *pile = NULL;

  if (played < self->played_shown)
    {
      clear_container (GTK_WIDGET (self->played_box));
      self->played_shown = 0;
    }
  for (; self->played_shown < played; self->played_shown++)
    gtk_flow_box_append (self->played_box, bp_card_new (game->deck[self->played_shown], 14));

  pile = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card left in the pile, %u played",
                                       "%u cards left in the pile, %u played", left),
                          left, played);
  gtk_label_set_text (self->pile_label, pile);
}

static void
update_play (BpGameView *self)
{
  const BpGame *game;
  int current;
  guint shown;
  g_autofree char *round = NULL;
  g_autofree char *turn = NULL;
  g_autofree char *status = NULL;
  g_autofree char *score = NULL;
  guint8 used[BP_N_COLOURS] = { 0, };
  const char *why = NULL;

  if (!has_game (self))
    return;

  game = bp_game_model_get_game (self->model);
  current = bp_game_model_get_current (self->model);
  shown = current >= 0 ? (guint) current : 0;
  if (current < 0)
    for (guint p = 0; p < game->n_players; p++)
      if (bp_game_model_is_person (self->model, p))
        {
          shown = p;
          break;
        }

  round = g_strdup_printf (_("Round %u of %u"), bp_game_model_get_round (self->model), BP_N_ROUNDS);
  gtk_label_set_text (self->round_label, round);

  if (bp_game_model_get_n_persons (self->model) > 1 || current < 0)
    turn = current >= 0
           /* Translators: %s is a player's name */
           ? g_strdup_printf (_("%s’s Turn"), bp_game_model_get_name (self->model, (guint) current))
           : g_strdup (bp_game_model_get_name (self->model, shown));
  else
    turn = g_strdup (bp_game_model_get_daily (self->model) != NULL ? _("Daily Deck") : _("Your Turn"));
  gtk_label_set_text (self->turn_label, turn);

  bp_card_set_card (BP_CARD (self->card), bp_game_card (game));
  if (current >= 0)
    {
      const BpExtension *draft = bp_game_model_get_draft (self->model);
      guint n_card = bp_card_n_fields (bp_game_card (game));

      bp_game_model_get_draft_used (self->model, used);
      if (bp_game_model_get_next_fields (self->model) == 0 && draft->n_cells == 0)
        status = g_strdup (_("No field can be added from this end: try the other end or pass."));
      else
        /* Translators: %1$s the end (e.g. "F4"), %2$u of %3$u card fields used */
        status = g_strdup_printf (_("Drawing from %1$s: %2$u of %3$u card fields used"),
                                  bp_field_name (bp_game_model_get_draft_end (self->model)),
                                  (guint) draft->n_cells, n_card);
      if (self->solo_note != NULL && draft->n_cells == 0)
        {
          char *both = g_strconcat (self->solo_note, "\n", status, NULL);

          g_free (status);
          status = both;
        }
    }
  else if (game->phase != BP_PHASE_OVER)
    status = g_strdup (_("Waiting for the other players…"));
  bp_card_set_used (BP_CARD (self->card), used);
  gtk_label_set_text (self->status_label, status != NULL ? status : "");

  update_track (self, shown);
  {
    g_autofree char *total = bp_format_score (bp_game_score (game, shown));

    /* Translators: %1$s the score (with a minus sign when below zero),
     * %2$d the points of numbers, %3$u the fields not reached */
    score = g_strdup_printf (_("Score %1$s: numbers %2$d, fields not reached −%3$u"),
                             total, (int) game->players[shown].number_points,
                             bp_game_unreached (game, shown));
  }
  if (game->n_players > 1)
    {
      g_autoptr(GString) all = g_string_new (score);

      g_string_append_c (all, '\n');
      for (guint p = 0; p < game->n_players; p++)
        {
          g_autofree char *points = bp_format_score (bp_game_score (game, p));

          g_string_append_printf (all, "%s%s %s", p > 0 ? " · " : "",
                                  bp_game_model_get_name (self->model, p), points);
        }
      gtk_label_set_text (self->score_label, all->str);
    }
  else
    gtk_label_set_text (self->score_label, score);

  bp_game_model_get_hint (self->model, &why);
  gtk_label_set_text (self->hint_label, why != NULL ? why : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), why != NULL);
  gtk_widget_set_visible (self->thinking_label,
                          current < 0 && bp_game_model_get_thinking (self->model));

  update_played (self);
  update_actions (self);
}

/* A player's board as a picture, with its owner's name and score above
 * it: not 61 buttons (the text around says what happened, and Tab and
 * screen readers skip the fields); coordinates where it is big enough to
 * read them. */
static GtkWidget *
board_picture (BpGameView *self,
               guint       p,
               int         natural,
               gboolean    coordinates)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *board = bp_board_new ();
  int total = bp_game_score (bp_game_model_get_game (self->model), p);
  g_autofree char *points = bp_format_score (total);
  g_autofree char *name = g_strdup_printf ("%s · %s", bp_game_model_get_name (self->model, p), points);
  g_autofree char *a11y = g_strdup_printf (_("%s’s board"), bp_game_model_get_name (self->model, p));

  gtk_box_append (GTK_BOX (box), gtk_label_new (name));
  bp_board_set_model (BP_BOARD (board), self->model);
  bp_board_set_player (BP_BOARD (board), (int) p);
  bp_board_set_natural_size (BP_BOARD (board), natural);
  bp_board_set_show_coordinates (BP_BOARD (board), coordinates);
  gtk_widget_set_size_request (board, 160, 160);
  gtk_widget_set_can_focus (board, FALSE);
  gtk_widget_set_can_target (board, FALSE);
  for (guint f = 0; f < BP_N_FIELDS; f++)
    gtk_widget_set_visible (bp_board_get_field_button (BP_BOARD (board), f), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  gtk_box_append (GTK_BOX (box), board);
  return box;
}

/* Every player's board into flow, one line for all of them where the
 * width allows: centred, not spread over columns left empty. */
static void
fill_boards (BpGameView *self,
             GtkFlowBox *flow,
             int         natural,
             gboolean    coordinates)
{
  guint n = bp_game_model_get_n_players (self->model);

  clear_container (GTK_WIDGET (flow));
  gtk_flow_box_set_max_children_per_line (flow, MAX (n, 1));
  gtk_flow_box_set_min_children_per_line (flow, 1);
  for (guint p = 0; p < n; p++)
    gtk_flow_box_append (flow, board_picture (self, p, natural, coordinates));
}

static void
build_round_page (BpGameView *self,
                  guint       round)
{
  g_autofree char *title = g_strdup_printf (_("Round %u"), round);
  g_autofree char *text = bp_game_model_describe_round (self->model, round);

  gtk_label_set_text (self->round_title, title);
  gtk_label_set_text (self->round_text, text);
  fill_boards (self, self->round_boards, 220, FALSE);
}

static GtkWidget *
sheet_label (const char *text,
             gboolean    bold,
             float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (bold)
    gtk_widget_add_css_class (label, "heading");
  return label;
}

static void
build_score_sheet (BpGameView *self)
{
  const BpGame *game = bp_game_model_get_game (self->model);
  guint winners = bp_game_winners (game);
  guint n = game->n_players;
  g_autofree char *title = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  int row = 0;

  clear_container (GTK_WIDGET (self->sheet_grid));
  for (guint p = 0; p < BP_MAX_PLAYERS; p++)
    self->totals[p] = NULL;

  gtk_grid_attach (self->sheet_grid, sheet_label (_("Number"), TRUE, 0), 0, row, 1, 1);
  for (guint p = 0; p < n; p++)
    gtk_grid_attach (self->sheet_grid,
                     sheet_label (bp_game_model_get_name (self->model, p), TRUE, 1), (int) p + 1, row, 1, 1);
  row++;

  for (guint v = 2; v <= BP_MAX_NUMBER; v++, row++)
    {
      g_autofree char *number = g_strdup_printf ("%u", v);

      gtk_grid_attach (self->sheet_grid, sheet_label (number, FALSE, 0), 0, row, 1, 1);
      for (guint p = 0; p < n; p++)
        {
          const BpPlayer *player = &game->players[p];
          g_autofree char *cell = NULL;

          if (player->reached_round[v] == 0)
            cell = g_strdup ("—");
          else if (player->points_of[v] == (int) v)
            /* Translators: score sheet cell, a number scored in full */
            cell = g_strdup_printf (_("%d (full)"), (int) player->points_of[v]);
          else
            /* Translators: score sheet cell, a number scored for half */
            cell = g_strdup_printf (_("%d (half)"), (int) player->points_of[v]);
          gtk_grid_attach (self->sheet_grid, sheet_label (cell, FALSE, 1), (int) p + 1, row, 1, 1);
        }
    }

  gtk_grid_attach (self->sheet_grid, sheet_label (_("Fields not reached"), FALSE, 0), 0, row, 1, 1);
  for (guint p = 0; p < n; p++)
    {
      g_autofree char *cell = g_strdup_printf ("−%u", bp_game_unreached (game, p));

      gtk_grid_attach (self->sheet_grid, sheet_label (cell, FALSE, 1), (int) p + 1, row, 1, 1);
    }
  row++;

  gtk_grid_attach (self->sheet_grid, sheet_label (_("Total"), TRUE, 0), 0, row, 1, 1);
  for (guint p = 0; p < n; p++)
    {
      g_autofree char *cell = bp_format_score (bp_game_score (game, p));

      self->totals[p] = sheet_label (cell, TRUE, 1);
      if (winners & (1u << p) && n > 1)
        gtk_widget_add_css_class (self->totals[p], "success");
      gtk_grid_attach (self->sheet_grid, self->totals[p], (int) p + 1, row, 1, 1);
    }

  if (n == 1)
    {
      int score = bp_game_score (game, 0);
      const char *daily = bp_game_model_get_daily (self->model);
      int best_board = bp_game_model_best_for_board (self->model, game->players[0].board);
      int best = bp_game_model_best_overall (self->model);

      g_autofree char *shown_score = bp_format_score (score);
      g_autofree char *shown_best_board = bp_format_score (best_board);
      g_autofree char *shown_best = bp_format_score (best);

      /* the plural form follows the score's size, its sign aside */
      gulong how_many = (gulong) ABS (score);

      title = g_strdup_printf (bp_score_is_excellent (score)
                               /* Translators: solo result above 40 points; %s the score */
                               ? ngettext ("%s Point — Excellent!", "%s Points — Excellent!", how_many)
                               /* Translators: %s the score, with a minus sign when below zero */
                               : ngettext ("%s Point", "%s Points", how_many), shown_score);
      if (bp_game_model_is_new_best (self->model))
        g_string_append_printf (text, "%s\n", _("A new best score!"));
      /* Translators: %1$u the board, %2$s the best score on it */
      g_string_append_printf (text, _("Best on board %1$u: %2$s"), (guint) game->players[0].board, shown_best_board);
      g_string_append_c (text, '\n');
      /* Translators: %s the best score */
      g_string_append_printf (text, _("Best overall: %s"), shown_best);
      if (daily != NULL)
        {
          g_string_append_c (text, '\n');
          g_autofree char *shown_daily = bp_format_score (bp_game_model_best_daily (self->model, daily));

          /* Translators: %1$s a date, %2$s the best score with that day's deck */
          g_string_append_printf (text, _("Best with the deck of %1$s: %2$s"), daily, shown_daily);
        }
    }
  else
    {
      g_autoptr(GString) names = g_string_new (NULL);
      guint n_winners = 0;

      for (guint p = 0; p < n; p++)
        if (winners & (1u << p))
          {
            if (n_winners++ > 0)
              g_string_append (names, _(" and "));
            g_string_append (names, bp_game_model_get_name (self->model, p));
          }
      /* the same headline as SCHOTT's result sheet (schott-game-over.c) */
      title = g_strdup_printf (ngettext ("%s wins!", "%s win!", n_winners), names->str);
      g_string_append (text, _("Each number scores in full for who reached it first, half for the others; every field the line never reached costs a point."));
    }
  gtk_label_set_text (self->over_title, title);
  gtk_label_set_text (self->over_text, text->str);
  fill_boards (self, self->over_boards, n == 1 ? 300 : 220, FALSE);
}

static void
show_page (BpGameView *self,
           const char *name)
{
  gtk_stack_set_visible_child_name (self->stack, name);
  update_actions (self);
}

static void
update_page (BpGameView *self)
{
  int current;

  if (!has_game (self))
    return;

  current = bp_game_model_get_current (self->model);
  if (self->announce_round != 0)
    {
      build_round_page (self, self->announce_round);
      show_page (self, "round");
      gtk_widget_grab_focus (self->continue_button);
      return;
    }
  if (bp_game_model_is_over (self->model))
    {
      if (self->final_shown)
        {
          fill_boards (self, self->final_boards, 480, TRUE);
          show_page (self, "final");
          gtk_widget_grab_focus (self->sheet_button);
          return;
        }
      build_score_sheet (self);
      show_page (self, "over");
      gtk_widget_grab_focus (self->play_again_button);
      return;
    }
  if (current >= 0 && bp_game_model_get_n_persons (self->model) > 1 && current != self->revealed)
    {
      g_autofree char *title = g_strdup_printf (_("Pass the Device to %s"),
                                                bp_game_model_get_name (self->model, (guint) current));
      g_autofree char *button = g_strdup_printf (_("_I Am %s"),
                                                 bp_game_model_get_name (self->model, (guint) current));

      adw_status_page_set_title (self->privacy_page, title);
      gtk_button_set_label (self->privacy_button, button);
      show_page (self, "privacy");
      gtk_widget_grab_focus (GTK_WIDGET (self->privacy_button));
      return;
    }
  show_page (self, "play");
  update_play (self);
  /* The keyboard cursor starts at the end being drawn from. */
  if (current >= 0 && gtk_widget_get_mapped (self->board) && !bp_board_has_cursor (BP_BOARD (self->board)))
    bp_board_focus_field (BP_BOARD (self->board), bp_game_model_get_draft_end (self->model));
}

static gboolean
focus_draft_end_cb (gpointer data)
{
  BpGameView *self = data;

  /* Only on the drawing page: the board stays mapped while the stack
   * crossfades to another page. */
  if (has_game (self) && bp_game_model_get_current (self->model) >= 0
      && gtk_widget_get_mapped (self->board)
      && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "play") == 0)
    bp_board_focus_field (BP_BOARD (self->board), bp_game_model_get_draft_end (self->model));
  return G_SOURCE_REMOVE;
}

/* After the window has given its first focus: the cursor starts at the end
 * being drawn from. */
static void
on_board_map_cb (GtkWidget  *board,
                 BpGameView *self)
{
  g_idle_add_full (G_PRIORITY_LOW, focus_draft_end_cb, g_object_ref (self), g_object_unref);
}

static void
on_model_changed_cb (BpGameModel *model,
                     BpGameView  *self)
{
  update_play (self);
}

static void
on_current_changed_cb (BpGameModel *model,
                       GParamSpec  *pspec,
                       BpGameView  *self)
{
  update_page (self);
}

/* The keyboard focus where the page expects it: its one big button, or
 * the cursor on the end being drawn from. */
static void
focus_page (BpGameView *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (!has_game (self) || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (g_strcmp0 (page, "privacy") == 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->privacy_button));
  else if (g_strcmp0 (page, "round") == 0)
    gtk_widget_grab_focus (self->continue_button);
  else if (g_strcmp0 (page, "over") == 0)
    gtk_widget_grab_focus (self->play_again_button);
  else if (g_strcmp0 (page, "final") == 0)
    gtk_widget_grab_focus (self->sheet_button);
  else if (bp_game_model_get_current (self->model) >= 0)
    bp_board_focus_field (BP_BOARD (self->board), bp_game_model_get_draft_end (self->model));
}

static void
on_dialog_closed_cb (AdwDialog  *dialog,
                     BpGameView *self)
{
  focus_page (self);
}

/* A game started from a dialog (New Game): the dialog gives the focus back
 * to what had it before, when it has closed; only then can the page take
 * it. */
static void
focus_page_after_dialog (BpGameView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  AdwDialog *dialog = NULL;

  if (ADW_IS_APPLICATION_WINDOW (root))
    dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (root));
  else if (ADW_IS_WINDOW (root))
    dialog = adw_window_get_visible_dialog (ADW_WINDOW (root));
  if (dialog != NULL)
    g_signal_connect_object (dialog, "closed", G_CALLBACK (on_dialog_closed_cb), self, G_CONNECT_DEFAULT);
  else
    focus_page (self);
}

/* A game begins (New Game, Play Again, a resumed first round): nothing of
 * the game before may linger, neither its last note nor who had taken the
 * device. */
static void
on_round_changed_cb (BpGameModel *model,
                     GParamSpec  *pspec,
                     BpGameView  *self)
{
  if (bp_game_model_get_round (model) != 1 || bp_game_model_is_over (model))
    return;
  self->revealed = -1;
  self->announce_round = 0;
  self->final_shown = FALSE;
  g_clear_pointer (&self->solo_note, g_free);
  update_page (self);
  focus_page_after_dialog (self);
}

static void
on_round_resolved_cb (BpGameModel *model,
                      guint        round,
                      BpGameView  *self)
{
  self->revealed = -1;
  if (bp_game_model_is_solo (model))
    {
      g_free (self->solo_note);
      self->solo_note = bp_game_model_describe_round (model, round);
      update_page (self);
      /* The next round is drawn from an end: the cursor goes there, not
       * where the last field of the round left it. */
      if (bp_game_model_get_current (model) >= 0 && gtk_widget_get_mapped (self->board)
          && bp_board_has_cursor (BP_BOARD (self->board)))
        bp_board_focus_field (BP_BOARD (self->board), bp_game_model_get_draft_end (model));
    }
  else
    {
      self->announce_round = round;
      update_page (self);
    }
}

static void
take_back_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  bp_game_model_take_back (BP_GAME_VIEW (widget)->model);
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  bp_game_model_clear_draft (BP_GAME_VIEW (widget)->model);
}

static void
switch_end_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BpGameView *self = BP_GAME_VIEW (widget);

  bp_game_model_switch_end (self->model);
  bp_board_focus_field (BP_BOARD (self->board), bp_game_model_get_draft_end (self->model));
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BpGameView *self = BP_GAME_VIEW (widget);

  gtk_label_set_text (self->hint_label, _("Thinking about a hint…"));
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), TRUE);
  bp_game_model_request_hint (self->model);
}

static void
commit_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BpGameView *self = BP_GAME_VIEW (widget);

  if (bp_game_model_commit (self->model) != NULL)
    gtk_widget_error_bell (widget);
}

static void
pass_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BpGameView *self = BP_GAME_VIEW (widget);

  if (bp_game_model_pass (self->model) != NULL)
    gtk_widget_error_bell (widget);
}

static void
show_board_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BpGameView *self = BP_GAME_VIEW (widget);

  self->revealed = bp_game_model_get_current (self->model);
  update_page (self);
  bp_board_focus_field (BP_BOARD (self->board), bp_game_model_get_draft_end (self->model));
}

static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BpGameView *self = BP_GAME_VIEW (widget);

  self->announce_round = 0;
  update_page (self);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "play") == 0
      && bp_game_model_get_current (self->model) >= 0)
    bp_board_focus_field (BP_BOARD (self->board), bp_game_model_get_draft_end (self->model));
}

static void
play_again_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BpGameView *self = BP_GAME_VIEW (widget);

  self->revealed = -1;
  self->announce_round = 0;
  self->final_shown = FALSE;
  g_clear_pointer (&self->solo_note, g_free);
  bp_game_model_play_again (self->model, g_random_int () | ((guint64) g_random_int () << 32));
}

/* Show Board: the final boards large, the way back to the sheet above
 * them. */
static void
show_final_board_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  BpGameView *self = BP_GAME_VIEW (widget);

  if (!has_game (self) || !bp_game_model_is_over (self->model))
    return;
  self->final_shown = TRUE;
  update_page (self);
}

static void
show_score_sheet_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  BpGameView *self = BP_GAME_VIEW (widget);

  self->final_shown = FALSE;
  update_page (self);
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  bp_rules_dialog_present (widget);
}

static void
bp_game_view_dispose (GObject *object)
{
  BpGameView *self = BP_GAME_VIEW (object);

  bp_game_view_set_model (self, NULL);
  g_clear_pointer (&self->solo_note, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), BP_TYPE_GAME_VIEW);

  G_OBJECT_CLASS (bp_game_view_parent_class)->dispose (object);
}

static void
bp_game_view_class_init (BpGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bp_game_view_dispose;

  g_type_ensure (BP_TYPE_BOARD);
  g_type_ensure (BP_TYPE_CARD);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/bestpath/bp-game-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BpGameView, stack);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, board);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, card);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, round_label);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, status_label);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, track_box);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, score_label);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, thinking_label);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, pile_label);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, played_box);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, commit_button);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, pass_button);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, privacy_page);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, privacy_button);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, round_title);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, round_text);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, round_boards);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, continue_button);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, over_title);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, over_text);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, sheet_grid);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, play_again_button);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, over_boards);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, final_boards);
  gtk_widget_class_bind_template_child (widget_class, BpGameView, sheet_button);

  gtk_widget_class_install_action (widget_class, "bp.take-back", NULL, take_back_action);
  gtk_widget_class_install_action (widget_class, "bp.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "bp.switch-end", NULL, switch_end_action);
  gtk_widget_class_install_action (widget_class, "bp.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "bp.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "bp.commit", NULL, commit_action);
  gtk_widget_class_install_action (widget_class, "bp.show-board", NULL, show_board_action);
  gtk_widget_class_install_action (widget_class, "bp.continue", NULL, continue_action);
  gtk_widget_class_install_action (widget_class, "bp.play-again", NULL, play_again_action);
  gtk_widget_class_install_action (widget_class, "bp.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "bp.show-final-board", NULL, show_final_board_action);
  gtk_widget_class_install_action (widget_class, "bp.show-score-sheet", NULL, show_score_sheet_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "bp.commit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "bp.commit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "bp.clear", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "bp.hint", NULL);
  /* Alt+P passes in every language: the help and the Shortcuts window name
   * it, and Pass's translated mnemonic is not always P (Indonesian
   * "_Lewat"). Where it is, the mnemonic and this binding agree. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_ALT_MASK, "bp.pass", NULL);
}

static void
bp_game_view_init (BpGameView *self)
{
  bp_game_view_ensure_style ();
  gtk_widget_init_template (GTK_WIDGET (self));
  self->revealed = -1;
  g_signal_connect (self->board, "map", G_CALLBACK (on_board_map_cb), self);

  for (guint v = 2; v <= BP_MAX_NUMBER; v++)
    {
      self->track[v] = gtk_label_new (NULL);
      gtk_box_append (self->track_box, self->track[v]);
    }
  update_actions (self);
}

GtkWidget *
bp_game_view_new (void)
{
  return g_object_new (BP_TYPE_GAME_VIEW, NULL);
}

void
bp_game_view_set_model (BpGameView  *self,
                        BpGameModel *model)
{
  g_return_if_fail (BP_IS_GAME_VIEW (self));
  g_return_if_fail (model == NULL || BP_IS_GAME_MODEL (model));

  if (self->model == model)
    return;
  if (self->model != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->model);
      g_clear_signal_handler (&self->resolved_id, self->model);
      g_clear_signal_handler (&self->current_id, self->model);
      g_clear_signal_handler (&self->thinking_id, self->model);
      g_clear_signal_handler (&self->round_id, self->model);
      g_clear_object (&self->model);
    }
  if (self->board != NULL)
    bp_board_set_model (BP_BOARD (self->board), model);
  if (model == NULL)
    return;

  self->model = g_object_ref (model);
  self->changed_id = g_signal_connect (model, "changed", G_CALLBACK (on_model_changed_cb), self);
  self->resolved_id = g_signal_connect (model, "round-resolved", G_CALLBACK (on_round_resolved_cb), self);
  self->current_id = g_signal_connect (model, "notify::current", G_CALLBACK (on_current_changed_cb), self);
  self->thinking_id = g_signal_connect_swapped (model, "notify::thinking", G_CALLBACK (update_play), self);
  self->round_id = g_signal_connect (model, "notify::round", G_CALLBACK (on_round_changed_cb), self);
  self->revealed = -1;
  self->announce_round = 0;
  self->final_shown = FALSE;
  self->played_shown = 0;
  g_clear_pointer (&self->solo_note, g_free);
  clear_container (GTK_WIDGET (self->played_box));
  update_page (self);
}

BpGameModel *
bp_game_view_get_model (BpGameView *self)
{
  g_return_val_if_fail (BP_IS_GAME_VIEW (self), NULL);
  return self->model;
}

GtkWidget *
bp_game_view_get_board (BpGameView *self)
{
  g_return_val_if_fail (BP_IS_GAME_VIEW (self), NULL);
  return self->board;
}

const char *
bp_game_view_get_page (BpGameView *self)
{
  g_return_val_if_fail (BP_IS_GAME_VIEW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

void
bp_game_view_focus (BpGameView *self)
{
  g_return_if_fail (BP_IS_GAME_VIEW (self));
  focus_page (self);
}

const char *
bp_game_view_get_sheet_total (BpGameView *self,
                              guint       player)
{
  g_return_val_if_fail (BP_IS_GAME_VIEW (self), NULL);
  g_return_val_if_fail (player < BP_MAX_PLAYERS, NULL);
  return self->totals[player] != NULL ? gtk_label_get_text (GTK_LABEL (self->totals[player])) : NULL;
}

void
bp_game_view_ensure_style (void)
{
  static GdkDisplay *styled;
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr(GtkCssProvider) provider = NULL;

  if (display == NULL || display == styled)
    return;
  styled = display;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/io/github/schottworld/SchottWorld/bestpath/bp-style.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}
