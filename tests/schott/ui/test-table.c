/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-table.c: SCHOTT's table and Best Path's board through the real
 * window (issue 27): a phone's turn without scrolling (in the language of
 * LANG: meson runs the phone tests in German and Chinese too), the table
 * that keeps its places when labels change, and keys that never reach the
 * table through a closing sheet. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "bp-game-model.h"
#include "bp-game-view.h"
#include "schott-content.h"
#include "schott-game-entry.h"
#include "schott-game-table.h"
#include "schott-game-view.h"
#include "schott-move-log.h"
#include "schott-own-row.h"
#include "schott-prompt-bar.h"
#include "schott-question-dialog.h"
#include "schott-row-view.h"
#include "schott-setup-page.h"
#include "sw-game-table.h"
#include "sw-settings.h"
#include "sw-window.h"
#include "../../common/sw-test-util.h"

typedef struct
{
  SwWindow        *window;
  SchottGameView  *view;
  SchottGameModel *model;
} Table;

static GtkWidget *
view_child (Table      *table,
            const char *name)
{
  GtkWidget *view = GTK_WIDGET (table->view);
  GObject *child = gtk_widget_get_template_child (view, SCHOTT_TYPE_GAME_VIEW, name);

  /* the view's child widgets own the rest */
  if (child == NULL)
    child = gtk_widget_get_template_child (GTK_WIDGET (gtk_widget_get_template_child (view, SCHOTT_TYPE_GAME_VIEW,
                                                                                      "prompt_bar")),
                                           SCHOTT_TYPE_PROMPT_BAR, name);
  if (child == NULL)
    child = gtk_widget_get_template_child (GTK_WIDGET (gtk_widget_get_template_child (view, SCHOTT_TYPE_GAME_VIEW,
                                                                                      "table")),
                                           SCHOTT_TYPE_GAME_TABLE, name);
  if (child == NULL)
    child = gtk_widget_get_template_child (GTK_WIDGET (gtk_widget_get_template_child (view, SCHOTT_TYPE_GAME_VIEW,
                                                                                      "move_log")),
                                           SCHOTT_TYPE_MOVE_LOG, name);
  if (child == NULL)
    child = gtk_widget_get_template_child (GTK_WIDGET (gtk_widget_get_template_child (view, SCHOTT_TYPE_GAME_VIEW,
                                                                                      "own_row")),
                                           SCHOTT_TYPE_OWN_ROW, name);
  if (child == NULL)
    g_error ("the game view has no widget named %s", name);
  return GTK_WIDGET (child);
}

static SchottRowView *
own_row (Table *table)
{
  GtkWidget *row = gtk_stack_get_visible_child (GTK_STACK (view_child (table, "large_rows")));

  g_assert_true (SCHOTT_IS_ROW_VIEW (row));
  return SCHOTT_ROW_VIEW (row);
}

static gboolean
content_loaded (gpointer data)
{
  return schott_content_get_n_packs (SCHOTT_CONTENT (data)) > 0;
}

/* a macro: a failure names the line that waited */
#define iterate_until(done, data, timeout_s) \
  g_assert_true (sw_test_iterate_until ((done), (data), (timeout_s) * 1000))

static gboolean
person_turn_ready (gpointer data)
{
  Table *table = data;

  return schott_game_model_get_human_decides (table->model)
         && schott_game_model_get_decider (table->model) == 0
         && schott_game_model_get_decision (table->model) == SCHOTT_DECISION_TURN
         && !schott_game_view_is_presenting (table->view)
         && adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (table->window)) == NULL;
}

/* A person (seat 0) against n_seats - 1 computers, in a window of this size. */
static void
start_table (Table         *table,
             SchottContent *content,
             const char    *speed,
             guint          n_seats,
             int            width,
             int            height)
{
  SchottSetupPage *setup;

  g_setenv ("SCHOTT_WORLD_SEED", "4711", TRUE);
  g_setenv ("SCHOTT_WORLD_SPEED", speed, TRUE);
  table->window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  gtk_window_set_default_size (GTK_WINDOW (table->window), width, height);
  gtk_window_present (GTK_WINDOW (table->window));
  iterate_until (sw_test_is_mapped, table->window, 10);
  iterate_until (content_loaded, content, 10);
  setup = schott_game_entry_get_setup_page (SCHOTT_GAME_ENTRY (sw_window_get_game (table->window, "schott")));
  adw_combo_row_set_selected (schott_setup_page_get_seat_count_row (setup), n_seats - 2);
  adw_combo_row_set_selected (schott_setup_page_get_kind_row (setup, 0), 0);
  for (guint i = 1; i < n_seats; i++)
    adw_combo_row_set_selected (schott_setup_page_get_kind_row (setup, i), 1 + SCHOTT_AI_NORMAL);
  g_signal_emit_by_name (schott_setup_page_get_start_button (setup), "clicked");
  table->view = schott_game_entry_get_view (SCHOTT_GAME_ENTRY (sw_window_get_game (table->window, "schott")));
  table->model = schott_game_view_get_model (table->view);
  g_assert_nonnull (table->model);
  iterate_until (person_turn_ready, table, 30);
  /* a few frames: the breakpoints apply, the layout settles */
  sw_test_iterate_for (300);
}

static void
end_table (Table *table)
{
  gtk_window_destroy (GTK_WINDOW (table->window));
  g_unsetenv ("SCHOTT_WORLD_SEED");
  g_unsetenv ("SCHOTT_WORLD_SPEED");
}

/* ------------------------------------------------ what a person sees */

/* The widget is on screen whole: inside the window, and inside every
 * scrolled window it sits in at the scroll position shown (nothing to
 * scroll to). */
static void
assert_seen_whole (GtkWidget  *widget,
                   GtkWidget  *window,
                   const char *what)
{
  graphene_rect_t b;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, window, &b));
  if (b.origin.x < -0.5 || b.origin.y < -0.5
      || b.origin.x + b.size.width > gtk_widget_get_width (window) + 0.5
      || b.origin.y + b.size.height > gtk_widget_get_height (window) + 0.5)
    g_error ("%s spans %.0f,%.0f to %.0f,%.0f, outside the window of %d x %d", what,
             b.origin.x, b.origin.y, b.origin.x + b.size.width, b.origin.y + b.size.height,
             gtk_widget_get_width (window), gtk_widget_get_height (window));
  for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL; up = gtk_widget_get_parent (up))
    {
      if (!GTK_IS_SCROLLED_WINDOW (up))
        continue;
      g_assert_true (gtk_widget_compute_bounds (widget, up, &b));
      if (b.origin.y < -0.5 || b.origin.y + b.size.height > gtk_widget_get_height (up) + 0.5)
        g_error ("%s spans y %.0f to %.0f in a scrolled part %d px high: it must be scrolled to",
                 what, b.origin.y, b.origin.y + b.size.height, gtk_widget_get_height (up));
    }
}

/* Every shown widget lies inside the window's width (an overlay
 * scrollbar's slider and a hidden sidebar's holder aside, as in
 * test-window.c). */
static void
assert_inside_width (GtkWidget *widget,
                     GtkWidget *window)
{
  graphene_rect_t b;
  double width = gtk_widget_get_width (window);

  if (!gtk_widget_get_mapped (widget) || GTK_IS_SCROLLBAR (widget) || GTK_IS_POPOVER (widget))
    return;
  if (ADW_IS_OVERLAY_SPLIT_VIEW (gtk_widget_get_parent (widget))
      && !adw_overlay_split_view_get_show_sidebar (ADW_OVERLAY_SPLIT_VIEW (gtk_widget_get_parent (widget)))
      && adw_overlay_split_view_get_sidebar (ADW_OVERLAY_SPLIT_VIEW (gtk_widget_get_parent (widget))) != NULL
      && gtk_widget_is_ancestor (adw_overlay_split_view_get_sidebar (ADW_OVERLAY_SPLIT_VIEW (gtk_widget_get_parent (widget))),
                                 widget))
    return;
  if (gtk_widget_compute_bounds (widget, window, &b) && gtk_widget_get_width (widget) > 0
      && (b.origin.x < -1.5 || b.origin.x + b.size.width > width + 1.5))
    g_error ("%s (%s) spans x %.0f to %.0f in a window %.0f px wide", G_OBJECT_TYPE_NAME (widget),
             gtk_widget_get_css_name (widget), b.origin.x, b.origin.x + b.size.width, width);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    assert_inside_width (c, window);
}

/* Issue 27, item 3: at 360 x 640 a whole turn is played without
 * scrolling: the draw pile, the discard pile, the event cards, the Fast
 * Track button and the own row are on screen whole, the prompt too, and
 * nothing is wider than the window. */
static void
test_phone_turn (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  Table table = { 0 };
  GtkWidget *content_widget;
  GtkWidget *events;

  start_table (&table, content, "fast", 2, 360, 640);
  content_widget = adw_application_window_get_content (ADW_APPLICATION_WINDOW (table.window));
  g_assert_cmpint (gtk_widget_get_width (content_widget), ==, 360);

  assert_seen_whole (view_child (&table, "prompt_label"), content_widget, "the prompt");
  assert_seen_whole (view_child (&table, "draw_card"), content_widget, "the draw pile");
  assert_seen_whole (view_child (&table, "discard_card"), content_widget, "the discard pile");
  assert_seen_whole (view_child (&table, "drawn_box"), content_widget, "the drawn card's place");
  events = view_child (&table, "event_cards_box");
  g_assert_nonnull (gtk_widget_get_first_child (events));
  for (GtkWidget *card = gtk_widget_get_first_child (events); card != NULL; card = gtk_widget_get_next_sibling (card))
    if (gtk_widget_get_visible (card))
      assert_seen_whole (card, content_widget, "an event card");
  assert_seen_whole (view_child (&table, "fast_track_button"), content_widget, "the Fast Track button");
  for (guint pos = 0; pos < 9; pos++)
    assert_seen_whole (schott_row_view_get_card (own_row (&table), pos), content_widget, "a card of the own row");
  assert_inside_width (content_widget, content_widget);

  /* A turn by clicks alone, still with nothing to scroll to: the discard
   * pile, then a place in the row. */
  g_signal_emit_by_name (view_child (&table, "discard_card"), "clicked");
  sw_test_iterate_for (100);
  assert_seen_whole (view_child (&table, "prompt_label"), content_widget, "the prompt");
  assert_seen_whole (schott_row_view_get_card (own_row (&table), 4), content_widget, "a card of the own row");
  assert_inside_width (content_widget, content_widget);
  end_table (&table);
}

static gboolean
window_shows_best_path (gpointer data)
{
  return g_strcmp0 (sw_window_get_page (SW_WINDOW (data)), "bestpath") == 0;
}

/* Issue 27, item 3: Best Path's whole board at 360 x 640. */
static void
test_phone_best_path (void)
{
  const char *names[] = { "Ana", NULL };
  const char *seats[] = { BP_SEAT_PERSON, NULL };
  g_autofree char *path = bp_game_model_default_autosave_path ();
  g_autoptr(BpGameModel) left = bp_game_model_new ();
  g_autoptr(SchottContent) content = schott_content_new ();
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *content_widget, *view, *board;
  SwWindow *window;

  /* a game left mid-way: the window opens on its board */
  bp_game_model_set_autosave_path (left, path);
  bp_game_model_start (left, 1, names, seats, 77);
  g_assert_null (bp_game_model_pass (left));
  bp_game_model_wait_idle (left);
  g_settings_set_string (settings, "last-game", "best-path");

  window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (window_shows_best_path, window, 20);
  sw_test_iterate_for (300);
  content_widget = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  view = sw_test_find_widget (GTK_WIDGET (window), BP_TYPE_GAME_VIEW);
  g_assert_nonnull (view);
  board = bp_game_view_get_board (BP_GAME_VIEW (view));
  assert_seen_whole (board, content_widget, "Best Path's board");
  /* a board of a size to play on, not a stamp */
  g_assert_cmpint (gtk_widget_get_width (board), >=, 300);
  assert_inside_width (content_widget, content_widget);
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "last-game");
  g_remove (path);
}

/* ------------------------------------------ the table does not jump */

typedef struct
{
  const char      *name;
  GtkWidget       *widget;
  graphene_rect_t  bounds;
} Place;

static void
places_take (Place     *places,
             guint      n,
             GtkWidget *window)
{
  for (guint i = 0; i < n; i++)
    g_assert_true (gtk_widget_compute_bounds (places[i].widget, window, &places[i].bounds));
}

static void
places_assert_kept (Place      *places,
                    guint       n,
                    GtkWidget  *window,
                    const char *after)
{
  for (guint i = 0; i < n; i++)
    {
      graphene_rect_t now;

      g_assert_true (gtk_widget_compute_bounds (places[i].widget, window, &now));
      if (!graphene_rect_equal (&now, &places[i].bounds))
        g_error ("after %s, %s moved from %.0f,%.0f %.0fx%.0f to %.0f,%.0f %.0fx%.0f", after, places[i].name,
                 places[i].bounds.origin.x, places[i].bounds.origin.y,
                 places[i].bounds.size.width, places[i].bounds.size.height,
                 now.origin.x, now.origin.y, now.size.width, now.size.height);
    }
}

/* Issue 27, item 4: the prompt, "Drawn", "Fast Track ×2" and the choice
 * buttons change; the board, the piles, the event cards, the Fast Track
 * button and the own row keep their allocation. */
static void
check_table_kept (int width,
                  int height)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  Table table = { 0 };
  GtkWidget *win;
  Place places[] = {
    { "the board", NULL, { { 0 } } },
    { "the draw pile", NULL, { { 0 } } },
    { "the discard pile", NULL, { { 0 } } },
    { "the drawn card", NULL, { { 0 } } },
    { "the event cards", NULL, { { 0 } } },
    { "the Fast Track button", NULL, { { 0 } } },
    { "the own row", NULL, { { 0 } } },
  };
  const char *prompt_before;
  g_autofree char *prompt_then = NULL;

  start_table (&table, content, "fast", 2, width, height);
  win = GTK_WIDGET (table.window);
  places[0].widget = view_child (&table, "board");
  places[1].widget = view_child (&table, "draw_card");
  places[2].widget = view_child (&table, "discard_card");
  places[3].widget = view_child (&table, "drawn_card");
  places[4].widget = view_child (&table, "event_cards_box");
  places[5].widget = view_child (&table, "fast_track_button");
  places[6].widget = GTK_WIDGET (own_row (&table));
  places_take (places, G_N_ELEMENTS (places), win);
  prompt_before = gtk_label_get_text (GTK_LABEL (view_child (&table, "prompt_label")));
  prompt_then = g_strdup (prompt_before);

  /* the discard pile chosen: another prompt, a Cancel button beside it */
  g_signal_emit_by_name (view_child (&table, "discard_card"), "clicked");
  sw_test_iterate_for (150);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (view_child (&table, "prompt_label"))), !=, prompt_then);
  places_assert_kept (places, G_N_ELEMENTS (places), win, "choosing the discard pile");
  g_signal_emit_by_name (view_child (&table, "discard_card"), "clicked");
  sw_test_iterate_for (150);

  /* Fast Track played: its label says ×2 */
  g_assert_true (gtk_widget_is_sensitive (view_child (&table, "fast_track_button")));
  g_signal_emit_by_name (view_child (&table, "fast_track_button"), "clicked");
  sw_test_iterate_for (150);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (view_child (&table, "fast_track_stack"))), ==, "active");
  places_assert_kept (places, G_N_ELEMENTS (places), win, "playing Fast Track");

  /* a card drawn: "Drawn" shows, the prompt names it, "Discard It" beside */
  g_signal_emit_by_name (view_child (&table, "draw_card"), "clicked");
  sw_test_iterate_for (150);
  g_assert_cmpint (schott_game_model_get_decision (table.model), ==, SCHOTT_DECISION_PLACE_DRAWN);
  g_assert_cmpfloat (gtk_widget_get_opacity (view_child (&table, "drawn_box")), ==, 1.0);
  places_assert_kept (places, G_N_ELEMENTS (places), win, "drawing a card");

  /* placed: the computer plays, the person's next turn */
  g_signal_emit_by_name (schott_row_view_get_card (own_row (&table), 0), "clicked");
  iterate_until (person_turn_ready, &table, 60);
  sw_test_iterate_for (150);
  places_assert_kept (places, G_N_ELEMENTS (places), win, "a whole round");
  end_table (&table);
}

static void
test_table_kept_wide (void)
{
  check_table_kept (1280, 800);
}

static void
test_table_kept_phone (void)
{
  check_table_kept (360, 640);
}

/* -------------------------------- keys through a closing sheet (item 7) */

/* Plays the person's turns (the draw pile, then position 1) and answers
 * the person's questions until a computer's answered question waits for
 * Continue; returns that sheet, or NULL after timeout_s. */
static AdwDialog *
play_to_computer_question (Table *table,
                           guint  timeout_s)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_s * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < end && !schott_game_model_get_is_over (table->model))
    {
      AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (table->window));

      g_main_context_iteration (NULL, FALSE);
      if (dialog != NULL)
        {
          GtkWidget *cont = sw_test_find_button (GTK_WIDGET (dialog), "Continue");

          if (schott_game_model_get_human_decides (table->model)
              && schott_game_model_get_decision (table->model) == SCHOTT_DECISION_ANSWER)
            {
              SchottChoice answer = { SCHOTT_ACT_ANSWER, 0, 0, 0 };
              g_assert_true (schott_game_model_decide (table->model, &answer, NULL));
            }
          else if (cont != NULL && gtk_widget_get_mapped (cont) && SCHOTT_IS_QUESTION_DIALOG (dialog)
                   && schott_game_model_is_computer (table->model,
                                                     schott_game_model_get_question_player (table->model)))
            return dialog;
          else if (cont != NULL && gtk_widget_get_mapped (cont))
            g_signal_emit_by_name (cont, "clicked");
          continue;
        }
      if (person_turn_ready (table))
        {
          g_signal_emit_by_name (view_child (table, "draw_card"), "clicked");
          if (schott_game_model_get_decision (table->model) == SCHOTT_DECISION_PLACE_DRAWN)
            g_signal_emit_by_name (schott_row_view_get_card (own_row (table), 0), "clicked");
        }
      else if (schott_game_model_get_human_decides (table->model)
               && schott_game_model_get_decision (table->model) != SCHOTT_DECISION_TURN
               && !schott_game_view_is_presenting (table->view))
        {
          guint n = 0;
          const SchottChoice *legal = schott_game_model_get_legal_choices (table->model, &n);
          SchottChoice any;

          g_assert_cmpuint (n, >, 0);
          any = legal[0];
          g_assert_true (schott_game_model_decide (table->model, &any, NULL));
        }
    }
  return NULL;
}

static gboolean
discard_focused (gpointer data)
{
  Table *table = data;

  return person_turn_ready (table)
         && gtk_root_get_focus (GTK_ROOT (table->window)) == view_child (table, "discard_card");
}

static void
on_closed_cb (gboolean *closed)
{
  *closed = TRUE;
}

/* Until the person's turn: other computers' questions are clicked away. */
static gboolean
play_to_person_turn (Table *table,
                     guint  timeout_s)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_s * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < end && !person_turn_ready (table))
    {
      AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (table->window));
      GtkWidget *cont = dialog != NULL ? sw_test_find_button (GTK_WIDGET (dialog), "Continue") : NULL;

      g_main_context_iteration (NULL, FALSE);
      if (cont != NULL && gtk_widget_get_mapped (cont) && gtk_widget_is_sensitive (cont))
        {
          g_signal_emit_by_name (cont, "clicked");
          sw_test_iterate_for (50);
        }
      else if (schott_game_model_get_human_decides (table->model)
               && schott_game_model_get_decision (table->model) == SCHOTT_DECISION_ANSWER)
        {
          SchottChoice answer = { SCHOTT_ACT_ANSWER, 0, 0, 0 };
          g_assert_true (schott_game_model_decide (table->model, &answer, NULL));
        }
      else if (schott_game_model_get_human_decides (table->model)
               && schott_game_model_get_decision (table->model) != SCHOTT_DECISION_TURN
               && !schott_game_view_is_presenting (table->view))
        {
          /* a swap a computer's event asks for, the next stage, ... */
          guint n = 0;
          const SchottChoice *legal = schott_game_model_get_legal_choices (table->model, &n);
          SchottChoice any;

          g_assert_cmpuint (n, >, 0);
          any = legal[0];
          g_assert_true (schott_game_model_decide (table->model, &any, NULL));
        }
    }
  if (!person_turn_ready (table))
    g_test_message ("not the person's turn after %u s: decision %d, decider %d, a person decides %d, "
                    "presenting %d, a sheet shown %d, held %d, turn %u, over %d, page %s, focus %s",
                    timeout_s, schott_game_model_get_decision (table->model),
                    schott_game_model_get_decider (table->model),
                    schott_game_model_get_human_decides (table->model),
                    schott_game_view_is_presenting (table->view),
                    adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (table->window)) != NULL,
                    schott_game_model_get_held (table->model),
                    schott_game_model_get_turn (table->model),
                    schott_game_model_get_is_over (table->model),
                    sw_window_get_page (table->window),
                    gtk_root_get_focus (GTK_ROOT (table->window)) != NULL
                    ? G_OBJECT_TYPE_NAME (gtk_root_get_focus (GTK_ROOT (table->window))) : "none");
  return person_turn_ready (table);
}

static gboolean
has_focus (gpointer data)
{
  return gtk_widget_has_focus (GTK_WIDGET (data));
}

/* Issue 27, item 7: Return closes a computer's question; pressed again
 * while the sheet closes, and held (its repeats) until the table has the
 * focus on the discard pile at the person's turn, it never takes the
 * discard pile. A fresh press afterwards does: keys reach the table. */
static void
test_keys_through_closing_sheet (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  GSettings *settings = sw_settings_get_default ();
  Table table = { 0 };
  AdwDialog *sheet;
  GtkWidget *cont, *discard;
  gint row_before[9];
  guint turn;
  gboolean closed = FALSE;
  g_autofree char *page = NULL;

  g_settings_set_uint (settings, "computer-answer-seconds", 0);
  start_table (&table, content, "fast", 4, 1280, 800);
  if (!sw_test_xdo_window (GTK_WINDOW (table.window), "keyup", "Return"))
    {
      g_test_skip ("no X11 or no xdotool: no real key presses");
      end_table (&table);
      return;
    }
  sheet = play_to_computer_question (&table, 240);
  g_assert_nonnull (sheet);
  cont = sw_test_find_button (GTK_WIDGET (sheet), "Continue");
  g_assert_nonnull (cont);
  sw_test_iterate_for (300);
  if (!gtk_widget_has_focus (cont))
    gtk_widget_grab_focus (cont);
  iterate_until (has_focus, cont, 5);
  discard = view_child (&table, "discard_card");

  page = g_strdup (sw_window_get_page (table.window));
  g_signal_connect_swapped (sheet, "closed", G_CALLBACK (on_closed_cb), &closed);
  /* Return down: Continue closes the sheet */
  g_assert_true (sw_test_xdo_window (GTK_WINDOW (table.window), "keydown", "Return"));
  sw_test_iterate_for (300);
  /* pressed again (its repeat) while the sheet closes */
  g_assert_true (sw_test_xdo_window (GTK_WINDOW (table.window), "keydown", "Return"));
  sw_test_iterate_for (40);
  g_assert_true (sw_test_xdo_window (GTK_WINDOW (table.window), "keydown", "Return"));
  /* the computers play on; the person's turn starts on the discard pile
   * (_schott_game_view_keep_focus() puts it there) */
  iterate_until (sw_test_flag_set, &closed, 5);
  /* nor on the window: the sheet gave the focus back where it was (on
   * GTK 4.24 the header bar's New Game), and a repeat had opened New Game */
  g_assert_cmpstr (sw_window_get_page (table.window), ==, page);
  g_assert_true (play_to_person_turn (&table, 60));
  g_assert_cmpstr (sw_window_get_page (table.window), ==, page);
  if (!discard_focused (&table))
    gtk_widget_grab_focus (discard);
  iterate_until (discard_focused, &table, 5);
  turn = schott_game_model_get_turn (table.model);
  for (guint pos = 0; pos < 9; pos++)
    row_before[pos] = schott_row_model_get_card (schott_player_get_row (schott_game_model_get_player (table.model, 0)), pos);
  /* nothing acted on the table while the sheet closed */
  g_assert_false (gtk_widget_has_css_class (discard, "selected-card"));
  /* still held: its repeats reach the focused, sensitive discard pile */
  g_assert_true (gtk_widget_is_sensitive (discard));
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (sw_test_xdo_window (GTK_WINDOW (table.window), "keydown", "Return"));
      sw_test_iterate_for (60);
    }
  g_assert_true (sw_test_xdo_window (GTK_WINDOW (table.window), "keyup", "Return"));
  sw_test_iterate_for (400);

  g_assert_false (gtk_widget_has_css_class (discard, "selected-card"));
  g_assert_cmpint (schott_game_model_get_decision (table.model), ==, SCHOTT_DECISION_TURN);
  g_assert_cmpuint (schott_game_model_get_turn (table.model), ==, turn);
  g_assert_null (adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (table.window)));
  for (guint pos = 0; pos < 9; pos++)
    g_assert_cmpint (schott_row_model_get_card (schott_player_get_row (schott_game_model_get_player (table.model, 0)), pos),
                     ==, row_before[pos]);

  /* a fresh press, after a pause longer than a key's repeat, acts: the
   * table does take keys */
  sw_test_iterate_for (800);
  gtk_widget_grab_focus (discard);
  g_assert_true (sw_test_xdo_window (GTK_WINDOW (table.window), "key", "Return"));
  sw_test_iterate_for (500);
  g_assert_true (gtk_widget_has_css_class (discard, "selected-card"));

  g_signal_handlers_disconnect_by_func (sheet, on_closed_cb, &closed);
  g_settings_reset (settings, "computer-answer-seconds");
  end_table (&table);
}

/* Issue 27, item 6: while a computer's answered question waits for the
 * person's Continue and a computer is to play on, the prompt says so
 * (not "Computer 2 is playing…"); the person's greyed Fast Track button
 * says why, in its tooltip (and its accessible description). */
static void
test_prompt_while_sheet_waits (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  GSettings *settings = sw_settings_get_default ();
  Table table = { 0 };
  GtkWidget *fast_track;
  gboolean seen = FALSE;

  g_settings_set_uint (settings, "computer-answer-seconds", 0);
  start_table (&table, content, "fast", 4, 1280, 800);
  fast_track = view_child (&table, "fast_track_button");
  for (guint tries = 0; tries < 12 && !seen && !schott_game_model_get_is_over (table.model); tries++)
    {
      AdwDialog *sheet = play_to_computer_question (&table, 240);
      GtkWidget *cont;

      g_assert_nonnull (sheet);
      cont = sw_test_find_button (GTK_WIDGET (sheet), "Continue");
      g_assert_nonnull (cont);
      sw_test_iterate_for (200);
      if (schott_game_model_get_decider (table.model) >= 0
          && schott_game_model_is_computer (table.model, schott_game_model_get_decider (table.model)))
        {
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (view_child (&table, "prompt_label"))), ==,
                           _("Press Continue to go on."));
          g_assert_false (gtk_widget_get_sensitive (fast_track));
          if (gtk_widget_get_opacity (fast_track) > 0)
            g_assert_cmpstr (gtk_widget_get_tooltip_text (fast_track), ==,
                             _("Fast Track can be played at the start of your turn."));
          seen = TRUE;
        }
      g_signal_emit_by_name (cont, "clicked");
      sw_test_iterate_for (100);
    }
  g_assert_true (seen);
  g_settings_reset (settings, "computer-answer-seconds");
  end_table (&table);
}

/* The hint answers the step it was asked on: picking up the discard (or
 * putting it back) takes it away, and asked again it speaks of the card
 * in hand (seen in a whole game by keyboard: "play the Fast Track" stayed
 * on show while the person chose where the 23 from the discard goes).
 * The focus goes where the hint points, so that Return plays it. */
static gboolean
focus_on_table_control (Table     *table,
                        GtkWidget *focus)
{
  return focus == view_child (table, "draw_card") || focus == view_child (table, "discard_card")
         || focus == view_child (table, "fast_track_button")
         || gtk_widget_get_parent (focus) == view_child (table, "event_cards_box");
}

static void
press_take_discard (Table *table)
{
  /* T, as a person presses it: the pile's button shows itself pressed
   * for a moment, then is clicked */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table->view), "game.take-discard", NULL));
  sw_test_iterate_for (400);
}

static gboolean
widget_shown (gpointer data)
{
  return gtk_widget_get_visible (GTK_WIDGET (data));
}

/* H: the hint comes from a worker */
static void
ask_hint (Table     *table,
          GtkWidget *hint_label)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table->view), "game.hint", NULL));
  iterate_until (widget_shown, hint_label, 10);
}

static void
test_hint_follows_the_step (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  Table table = { 0 };
  GtkWidget *hint_label;
  GtkWidget *focus;
  g_autofree char *first = NULL;
  SchottHint hint;
  guint turn;

  start_table (&table, content, "fast", 2, 1280, 800);
  hint_label = view_child (&table, "hint_label");
  g_assert_false (gtk_widget_get_visible (hint_label));

  ask_hint (&table, hint_label);
  first = g_strdup (gtk_label_get_text (GTK_LABEL (hint_label)));
  focus = gtk_root_get_focus (GTK_ROOT (table.window));
  g_assert_nonnull (focus);
  g_assert_true (focus_on_table_control (&table, focus));

  press_take_discard (&table);
  g_assert_true (schott_game_view_holds_discard (table.view));
  g_assert_false (gtk_widget_get_visible (hint_label));

  /* asked again, it tells where the card from the discard goes */
  ask_hint (&table, hint_label);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (hint_label)), !=, first);

  /* put back: the hint for the card in hand goes too */
  press_take_discard (&table);
  g_assert_false (schott_game_view_holds_discard (table.view));
  g_assert_false (gtk_widget_get_visible (hint_label));
  ask_hint (&table, hint_label);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (hint_label)), ==, first);

  /* asked, and the discard picked up before the answer is on show: the
   * answer for the turn's start is not shown over the card in hand */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.view), "game.hint", NULL));
  press_take_discard (&table);
  sw_test_iterate_for (500);
  g_assert_true (schott_game_view_holds_discard (table.view));
  g_assert_false (gtk_widget_get_visible (hint_label));
  press_take_discard (&table);
  g_assert_false (schott_game_view_holds_discard (table.view));

  /* picked up again and asked: the focus is on the position the hint
   * names (taking the discard focuses position 1), and Return there plays it */
  press_take_discard (&table);
  g_assert_true (schott_game_model_hint_for_step (table.model, SCHOTT_HINT_STEP_DISCARD_TAKEN, &hint, NULL));
  g_assert_cmpint (hint.choice.action, ==, SCHOTT_ACT_TAKE_DISCARD);
  g_assert_cmpint (hint.choice.a, !=, 0);
  ask_hint (&table, hint_label);
  focus = gtk_root_get_focus (GTK_ROOT (table.window));
  g_assert_nonnull (focus);
  g_assert_true (focus == schott_row_view_get_card (own_row (&table), (guint) hint.choice.a)
                 || gtk_widget_is_ancestor (focus, schott_row_view_get_card (own_row (&table), (guint) hint.choice.a)));
  turn = schott_game_model_get_turn (table.model);
  g_assert_true (gtk_widget_activate (focus));
  sw_test_iterate_for (400);
  g_assert_cmpuint (schott_game_model_get_turn (table.model), >, turn);
  end_table (&table);
}

/* Event 5 starts in another player's row: the focus goes there (it was
 * nowhere, so H and the digits reached nothing), the hint points at the
 * card to take, then at the own position, and Return plays both steps. */
static void
test_event_5_by_keyboard (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  Table table = { 0 };
  GtkWidget *hint_label, *focus, *others, *event_card;
  SchottHint hint;

  g_setenv ("SCHOTT_WORLD_DEBUG_EVENTS", "5,5", TRUE);
  start_table (&table, content, "fast", 2, 1280, 800);
  hint_label = view_child (&table, "hint_label");
  others = view_child (&table, "others_box");
  event_card = gtk_widget_get_first_child (view_child (&table, "event_cards_box"));
  g_assert_true (gtk_widget_is_sensitive (event_card));
  g_assert_true (gtk_widget_activate (event_card));
  sw_test_iterate_for (600);
  g_assert_cmpint (schott_game_model_get_decision (table.model), ==, SCHOTT_DECISION_E5_EXCHANGE);
  focus = gtk_root_get_focus (GTK_ROOT (table.window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, others));

  g_assert_true (schott_game_model_hint_for_step (table.model, SCHOTT_HINT_STEP_DECISION, &hint, NULL));
  g_assert_cmpint (hint.choice.action, ==, SCHOTT_ACT_E5);
  ask_hint (&table, hint_label);
  focus = gtk_root_get_focus (GTK_ROOT (table.window));
  g_assert_true (gtk_widget_is_ancestor (focus, others));
  g_assert_true (gtk_widget_activate (focus));
  sw_test_iterate_for (400);

  ask_hint (&table, hint_label);
  focus = gtk_root_get_focus (GTK_ROOT (table.window));
  g_assert_true (focus == schott_row_view_get_card (own_row (&table), (guint) hint.choice.c)
                 || gtk_widget_is_ancestor (focus, schott_row_view_get_card (own_row (&table), (guint) hint.choice.c)));
  g_assert_true (gtk_widget_activate (focus));
  sw_test_iterate_for (400);
  g_assert_cmpint (schott_game_model_get_decision (table.model), !=, SCHOTT_DECISION_E5_EXCHANGE);
  g_unsetenv ("SCHOTT_WORLD_DEBUG_EVENTS");
  end_table (&table);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  sw_test_report_crashes ();
  gtk_init ();
  /* the language of LANG, from the build's translations */
  if (g_getenv ("SCHOTT_WORLD_LOCALEDIR") != NULL)
    {
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("SCHOTT_WORLD_LOCALEDIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }
  adw_init ();
  /* The application's style sheet, as AdwApplication loads it. */
  {
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
    gtk_css_provider_load_from_resource (css, "/io/github/schottworld/SchottWorld/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }
  g_test_log_set_fatal_handler (sw_test_ignore_icon_warnings, NULL);
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  /* a returning player's window: New Game first, not the welcome */
  g_settings_set_boolean (sw_settings_get_default (), "welcome-shown", TRUE);
  /* the computers' own dice too, so that a seeded game is the same game
   * every run (the app draws them anew for every game) */
  if (g_getenv ("SCHOTT_WORLD_AI_SEED") == NULL)
    g_setenv ("SCHOTT_WORLD_AI_SEED", "1", TRUE);

  g_test_add_func ("/ui/table/issue-27/phone/schott-turn-without-scrolling", test_phone_turn);
  g_test_add_func ("/ui/table/issue-27/phone/best-path-whole-board", test_phone_best_path);
  g_test_add_func ("/ui/table/issue-27/labels-change-nothing-moves/1280x800", test_table_kept_wide);
  g_test_add_func ("/ui/table/issue-27/labels-change-nothing-moves/360x640", test_table_kept_phone);
  g_test_add_func ("/ui/table/issue-27/item-6/prompt-while-a-sheet-waits", test_prompt_while_sheet_waits);
  g_test_add_func ("/ui/table/issue-27/keys-through-a-closing-sheet", test_keys_through_closing_sheet);
  g_test_add_func ("/ui/table/issue-28/hint-follows-the-step", test_hint_follows_the_step);
  g_test_add_func ("/ui/table/issue-27/event-5-by-keyboard", test_event_5_by_keyboard);
  return g_test_run ();
}
