/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-guide.c: the guided first game (issue 27, item 1) through the real
 * window: the welcome offers it for both games, the coach above the table
 * says what the current sub-step is and what the hint recommends, and the
 * player can leave it at any time while the game goes on. */
#include "config.h"

#include <signal.h>
#include <sys/stat.h>
#include <string.h>
#include <adwaita.h>
#ifdef GDK_WINDOWING_X11
# include <gdk/x11/gdkx.h>
# define ON_X11() GDK_IS_X11_DISPLAY (gdk_display_get_default ())
#else
# define ON_X11() FALSE
#endif

#include "bp-game-model.h"
#include "bp-game-view.h"
#include "bp-guide.h"
#include "schott-content.h"
#include "schott-game-entry.h"
#include "schott-game-table.h"
#include "schott-game-view.h"
#include "schott-guide.h"
#include "sw-coach.h"
#include "sw-game-table.h"
#include "sw-settings.h"
#include "sw-window.h"
#include "../common/sw-test-util.h"

static void
iterate_until (gboolean (*done) (gpointer), gpointer data, guint timeout_s)
{
  g_assert_true (sw_test_iterate_until (done, data, timeout_s * 1000));
}

static gboolean
content_loaded (gpointer data)
{
  return schott_content_get_n_packs (SCHOTT_CONTENT (data)) > 0;
}

/* A widget of the game view's table (SchottGameTable's template). */
static GtkWidget *
table_child (SchottGameView *view,
             const char     *name)
{
  GtkWidget *table = sw_test_find_widget (GTK_WIDGET (view), SCHOTT_TYPE_GAME_TABLE);

  g_assert_nonnull (table);
  return GTK_WIDGET (gtk_widget_get_template_child (table, SCHOTT_TYPE_GAME_TABLE, name));
}

static void
click (GtkWidget *widget)
{
  g_assert_true (gtk_widget_is_sensitive (widget));
  g_assert_true (gtk_widget_get_mapped (widget));
  g_signal_emit_by_name (widget, "clicked");
}

/* The coach on show in the window, or NULL. */
static SwCoach *
shown_coach (SwWindow *window)
{
  g_autoptr(GPtrArray) coaches = g_ptr_array_new ();

  sw_test_collect (GTK_WIDGET (window), SW_TYPE_COACH, coaches);
  for (guint i = 0; i < coaches->len; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (coaches, i)))
      return g_ptr_array_index (coaches, i);
  return NULL;
}

static gboolean
coach_shown (gpointer data)
{
  return shown_coach (data) != NULL;
}

static gboolean
coach_gone (gpointer data)
{
  return shown_coach (data) == NULL;
}

/* SCHOTT's guided game started from the welcome: its deal is looked for
 * on a worker, then the table shows with the coach. */
static gboolean
schott_guided_started (gpointer data)
{
  SwWindow *window = data;
  SchottGameView *view = schott_game_entry_get_view (SCHOTT_GAME_ENTRY (sw_window_get_game (window, "schott")));

  return g_strcmp0 (sw_window_get_page (window), "play") == 0 && view != NULL
         && schott_game_view_get_model (view) != NULL && shown_coach (window) != NULL;
}

/* A newcomer's window, on the welcome. */
static SwWindow *
newcomer_window (SchottContent *content)
{
  GSettings *settings = sw_settings_get_default ();
  SwWindow *window;

  g_settings_set_boolean (settings, "welcome-shown", FALSE);
  g_settings_reset (settings, "guides-done");
  window = sw_game_table_new_window (NULL, settings, G_OBJECT (content));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 760);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  iterate_until (content_loaded, content, 10);
  sw_test_iterate_for (300);
  g_assert_cmpstr (sw_window_get_page (window), ==, "welcome");
  return window;
}

/* Tab from wherever the focus is reaches widget (at most 80 presses,
 * moving the focus as the Tab key does). */
static gboolean
tab_reaches (SwWindow  *window,
             GtkWidget *widget)
{
  for (guint i = 0; i < 80; i++)
    {
      if (gtk_root_get_focus (GTK_ROOT (window)) == widget)
        return TRUE;
      if (!gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD))
        gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
    }
  return gtk_root_get_focus (GTK_ROOT (window)) == widget;
}

/* A real Escape through the X server into the window; FALSE when there is
 * no X11 or no xdotool here. */
static gboolean
press_escape (SwWindow *window)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  g_autofree char *title = NULL;
  int status = 0;

  if (!ON_X11 () || xdotool == NULL)
    return FALSE;
  title = g_strdup_printf ("^%s$", gtk_window_get_title (GTK_WINDOW (window)));
  {
    const char *argv[] = { "xdotool", "search", "--sync", "--name", title,
                           "windowfocus", "--sync", "%1", "key", "--clearmodifiers", "Escape", NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL,
                                 NULL, NULL, NULL, NULL, &status, NULL));
  }
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  sw_test_iterate_for (500);
  return TRUE;
}

/* Issue 27, item 1: the welcome offers each game's guided game; once
 * left it is still there, but no longer suggested. */
static void
test_welcome_offers_guides (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SwWindow *window = newcomer_window (content);
  SwWelcomePage *welcome = sw_window_get_welcome_page (window);
  const char *ids[] = { "schott", "best-path" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      GtkWidget *guide = GTK_WIDGET (sw_welcome_page_get_button (welcome, ids[i], "guide"));
      SwGame *game = sw_window_get_game (window, ids[i]);

      g_assert_nonnull (guide);
      g_assert_true (sw_game_has_guide (game));
      g_assert_false (sw_game_guide_done (game));
      g_assert_true (gtk_widget_get_mapped (guide));
      g_assert_false (gtk_widget_has_css_class (guide, "flat"));
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (sw_welcome_page_get_button (welcome, ids[i], "play"))));
    }
  /* a guide left once: the welcome offers it quietly */
  g_settings_set_strv (sw_settings_get_default (), "guides-done", (const char *[]) { "best-path", NULL });
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.welcome", NULL));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sw_welcome_page_get_button (welcome, "best-path", "guide")),
                                           "flat"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (sw_welcome_page_get_button (welcome, "schott", "guide")),
                                            "flat"));
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (sw_settings_get_default (), "guides-done");
  g_settings_set_boolean (sw_settings_get_default (), "welcome-shown", TRUE);
}

typedef struct
{
  SchottGameModel *model;
  SchottGameView  *view;
  SwWindow        *window;
  SwCoach         *coach;
} Table;

/* The person takes a card now (dialogs a stage's start or a computer's
 * question opens are read and closed, as a person would). */
static gboolean
person_takes_card (gpointer data)
{
  Table *table = data;
  AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (table->window));

  if (dialog != NULL && schott_game_model_get_decision (table->model) != SCHOTT_DECISION_ANSWER)
    adw_dialog_close (dialog);
  return schott_game_model_get_human_decides (table->model)
         && schott_game_model_get_decision (table->model) == SCHOTT_DECISION_TURN
         && !schott_game_view_is_presenting (table->view);
}

static gboolean
coach_title_is (SwCoach    *coach,
                const char *title)
{
  return g_strcmp0 (sw_coach_get_title (coach), title) == 0;
}

static gboolean
coach_places_card (gpointer data)
{
  return coach_title_is (data, "Your Turn: Place the Card");
}

static gboolean
coach_takes_card (gpointer data)
{
  return coach_title_is (data, "Your Turn: Take a Card");
}

/* The step and its advice (which comes from a worker, after the step on
 * a new coach or when it is late). */
static gboolean
coach_places_card_advised (gpointer data)
{
  return coach_places_card (data) && sw_coach_get_advice (data) != NULL;
}

static gboolean
coach_takes_card_advised (gpointer data)
{
  return coach_takes_card (data) && sw_coach_get_advice (data) != NULL;
}

/* Issue 27, item 1: SCHOTT's guided game from the welcome: the person
 * against one Easy computer on the guide's deal (the person moves first,
 * and the hint's first move takes the discard); the coach follows the
 * sub-step (take a card; the discard picked up; a card drawn) with the
 * hint's recommendation, and leaving it (Tab reaches its button; Escape
 * there) lets the game go on without it. */
static void
test_schott_guided_game (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SwWindow *window = newcomer_window (content);
  SwWelcomePage *welcome = sw_window_get_welcome_page (window);
  SwGame *game = sw_window_get_game (window, "schott");
  Table table = { NULL, };
  SwCoach *coach;
  SchottChoice choice;
  g_autofree char *explanation = NULL;
  g_autofree char *drawn = NULL;
  GtkWidget *leave;
  g_auto(GStrv) done = NULL;

  click (GTK_WIDGET (sw_welcome_page_get_button (welcome, "schott", "guide")));
  iterate_until (schott_guided_started, window, 30);
  table.window = window;
  table.view = schott_game_entry_get_view (SCHOTT_GAME_ENTRY (game));
  table.model = schott_game_view_get_model (table.view);
  g_assert_nonnull (table.model);
  g_assert_cmpuint (schott_game_model_get_n_players (table.model), ==, 2);
  g_assert_false (schott_game_model_is_computer (table.model, 0));
  g_assert_true (schott_game_model_is_computer (table.model, 1));
  iterate_until (coach_shown, window, 10);
  coach = shown_coach (window);

  /* the person's turn: take a card, and the hint's move with its reason */
  iterate_until (person_takes_card, &table, 60);
  g_assert_cmpuint (schott_game_model_get_turn (table.model), ==, 0);
  iterate_until (coach_takes_card_advised, coach, 5);
  g_assert_nonnull (strstr (sw_coach_get_text (coach), "from the discard pile, or draw"));
  g_assert_true (schott_game_model_hint (table.model, &choice, &explanation));
  /* the guide's deal: the first step shown pays at once */
  g_assert_cmpint (choice.action, ==, SCHOTT_ACT_TAKE_DISCARD);
  g_assert_nonnull (sw_coach_get_advice (coach));
  g_assert_true (g_str_has_prefix (sw_coach_get_advice (coach), explanation));

  /* the discard picked up: where to put it */
  if (schott_game_model_get_discard_top (table.model) >= 0)
    {
      GtkWidget *discard = table_child (table.view, "discard_card");

      click (discard);
      iterate_until (coach_places_card_advised, coach, 5);
      g_assert_nonnull (strstr (sw_coach_get_text (coach), "picked up"));
      g_assert_nonnull (strstr (sw_coach_get_advice (coach), "from the discard pile into position"));
      /* put back: taking a card again */
      click (discard);
      iterate_until (coach_takes_card_advised, coach, 5);
    }

  /* a card drawn: where to place it, by its value */
  click (table_child (table.view, "draw_card"));
  g_assert_cmpint (schott_game_model_get_decision (table.model), ==, SCHOTT_DECISION_PLACE_DRAWN);
  iterate_until (coach_places_card_advised, coach, 5);
  drawn = schott_game_model_get_drawn_card (table.model) == SCHOTT_JOKER
          ? g_strdup ("You drew a joker")
          : g_strdup_printf ("You drew the %d", schott_game_model_get_drawn_card (table.model));
  g_assert_true (g_str_has_prefix (sw_coach_get_text (coach), drawn));
  g_assert_nonnull (strstr (sw_coach_get_advice (coach), "Put the drawn"));

  /* leaving: Tab reaches the coach's button, Escape there leaves */
  leave = GTK_WIDGET (sw_coach_get_leave_button (coach));
  g_assert_true (gtk_widget_get_mapped (leave));
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (coach)), ==, GTK_ACCESSIBLE_ROLE_GROUP);
  g_assert_true (tab_reaches (window, leave));
  if (!press_escape (window))
    {
      g_test_message ("no X11 or xdotool: the button leaves instead of Escape");
      click (leave);
    }
  iterate_until (coach_gone, window, 5);
  /* the game goes on, as a normal game */
  g_assert_cmpstr (sw_window_get_page (window), ==, "play");
  g_assert_true (schott_game_view_get_model (table.view) == table.model);
  g_assert_false (schott_game_model_get_is_over (table.model));
  g_assert_cmpint (schott_game_model_get_decision (table.model), ==, SCHOTT_DECISION_PLACE_DRAWN);
  /* remembered: the welcome does not push it again */
  g_assert_true (sw_game_guide_done (game));
  done = g_settings_get_strv (sw_settings_get_default (), "guides-done");
  g_assert_true (g_strv_contains ((const char * const *) done, "schott"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.welcome", NULL));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (sw_welcome_page_get_button (welcome, "schott", "guide")),
                                           "flat"));

  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (sw_settings_get_default (), "guides-done");
  g_settings_set_boolean (sw_settings_get_default (), "welcome-shown", TRUE);
}

static gboolean play_step (Table *table);

/* TRUE once the coach has said the guide ends. */
static gboolean
play_until_guide_ends (gpointer data)
{
  Table *table = data;

  return sw_coach_get_finished (table->coach) || play_step (table);
}

/* TRUE once the coach has gone by itself. */
static gboolean
play_until_coach_gone (gpointer data)
{
  Table *table = data;

  play_step (table);
  return !gtk_widget_get_mapped (GTK_WIDGET (table->coach));
}

/* One step of a person who follows the hints: dialogs are read and
 * closed (a question answered), and the person's decision is the hint's.
 * Always FALSE. */
static gboolean
play_step (Table *table)
{
  AdwDialog *dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (table->window));
  SchottChoice choice;
  g_autofree char *explanation = NULL;

  if (schott_game_model_get_human_decides (table->model)
      && schott_game_model_get_decision (table->model) == SCHOTT_DECISION_ANSWER)
    {
      SchottChoice answer = { SCHOTT_ACT_ANSWER, 0, 0, 0 };

      g_assert_true (schott_game_model_decide (table->model, &answer, NULL));
      return FALSE;
    }
  if (dialog != NULL)
    {
      GtkWidget *go_on = sw_test_find_button (GTK_WIDGET (dialog), "C_ontinue");

      if (go_on == NULL)
        go_on = sw_test_find_button (GTK_WIDGET (dialog), "_Continue");
      if (go_on != NULL && gtk_widget_get_mapped (go_on) && gtk_widget_is_sensitive (go_on))
        g_signal_emit_by_name (go_on, "clicked");
      else
        adw_dialog_close (dialog);
      return FALSE;
    }
  if (schott_game_model_get_human_decides (table->model) && !schott_game_view_is_presenting (table->view)
      && schott_game_model_hint (table->model, &choice, &explanation))
    {
      g_autoptr(GError) error = NULL;

      if (!schott_game_model_decide (table->model, &choice, &error))
        g_error ("the hint's move %s was refused: %s", explanation, error->message);
    }
  return FALSE;
}

/* Polled while the advice is under way: once the coach speaks of the
 * drawn card, it never shows an advice asked before (about the discard,
 * picked up and put back meanwhile). */
typedef struct
{
  SwCoach *coach;
  gboolean stale_seen;
  guint    turns;      /* main loop iterations while the hint was held */
} AdviceWatch;

static gboolean
coach_places_card_unadvised (gpointer data)
{
  return coach_places_card (data) && sw_coach_get_advice (data) == NULL;
}

static gboolean
watch_advice (gpointer data)
{
  AdviceWatch *watch = data;
  const char *advice = sw_coach_get_advice (watch->coach);

  watch->turns++;
  if (coach_places_card (watch->coach) && advice != NULL && strstr (advice, "from the discard pile") != NULL)
    watch->stale_seen = TRUE;
  return coach_places_card_advised (watch->coach);
}

/* Issue 28: the coach's advice is computed on a worker (the model's
 * asynchronous hint), never on the main thread. With the worker's hint
 * held back 1.5 s, the step shows first without advice while the main
 * loop goes on turning, and the advice follows (a synchronous hint would
 * ignore the hold and come with the step); the answers asked for the
 * sub-steps left meanwhile (the discard picked up, put back, then a card
 * drawn) are dropped, never shown. */
static void
test_schott_advice_off_main_thread (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SwWindow *window = newcomer_window (content);
  SwGame *game = sw_window_get_game (window, "schott");
  Table table = { NULL, };
  AdviceWatch watch = { NULL, };
  GtkWidget *discard;
  gint64 start;

  click (GTK_WIDGET (sw_welcome_page_get_button (sw_window_get_welcome_page (window), "schott", "guide")));
  iterate_until (schott_guided_started, window, 30);
  table.window = window;
  table.view = schott_game_entry_get_view (SCHOTT_GAME_ENTRY (game));
  table.model = schott_game_view_get_model (table.view);
  iterate_until (coach_shown, window, 10);
  table.coach = shown_coach (window);
  iterate_until (person_takes_card, &table, 60);
  iterate_until (coach_takes_card_advised, table.coach, 5);
  g_assert_cmpint (schott_game_model_get_discard_top (table.model), >=, 0);
  schott_game_model_set_hint_delay_for_testing (table.model, 1500);

  /* the discard picked up and put back, then a card drawn: two answers
   * on their way are stale */
  discard = table_child (table.view, "discard_card");
  click (discard);
  g_assert_true (schott_game_view_holds_discard (table.view));
  sw_test_iterate_for (50);
  click (discard);
  g_assert_false (schott_game_view_holds_discard (table.view));
  sw_test_iterate_for (50);
  click (table_child (table.view, "draw_card"));
  g_assert_cmpint (schott_game_model_get_decision (table.model), ==, SCHOTT_DECISION_PLACE_DRAWN);
  start = g_get_monotonic_time ();

  /* the coach keeps its words a moment, then the step without advice
   * (it is late), then its advice after the hold */
  watch.coach = table.coach;
  iterate_until (coach_places_card_unadvised, table.coach, 5);
  iterate_until (watch_advice, &watch, 10);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 1000 * G_TIME_SPAN_MILLISECOND);
  g_assert_cmpuint (watch.turns, >, 1);
  g_assert_false (watch.stale_seen);
  g_assert_nonnull (strstr (sw_coach_get_advice (table.coach), "Put the drawn"));
  /* the stale answers' time passes too: still nothing of them */
  start = g_get_monotonic_time ();
  while (g_get_monotonic_time () - start < 500 * G_TIME_SPAN_MILLISECOND)
    {
      g_main_context_iteration (NULL, FALSE);
      watch_advice (&watch);
      g_usleep (1000);
    }
  g_assert_false (watch.stale_seen);
  g_assert_true (coach_places_card_advised (table.coach));

  schott_game_model_set_hint_delay_for_testing (table.model, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (sw_settings_get_default (), "guides-done");
  g_settings_set_boolean (sw_settings_get_default (), "welcome-shown", TRUE);
}

/* Issue 27, item 1: the guide talks SCHOTT's first stage through; when
 * the stage is scored it says it ends, and a few turns later it goes by
 * itself while the game goes on. */
static void
test_schott_guide_ends_after_first_stage (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SwWindow *window = newcomer_window (content);
  SwGame *game = sw_window_get_game (window, "schott");
  Table table = { NULL, };
  SwCoach *coach;
  g_autofree char *title = NULL;

  click (GTK_WIDGET (sw_welcome_page_get_button (sw_window_get_welcome_page (window), "schott", "guide")));
  iterate_until (schott_guided_started, window, 30);
  table.window = window;
  table.view = schott_game_entry_get_view (SCHOTT_GAME_ENTRY (game));
  table.model = schott_game_view_get_model (table.view);
  iterate_until (coach_shown, window, 10);
  coach = shown_coach (window);
  table.coach = coach;
  g_assert_false (sw_game_guide_done (game));

  iterate_until (play_until_guide_ends, &table, 240);
  g_assert_true (schott_game_model_get_stage (table.model) > 1
                 || schott_game_model_get_phase (table.model) == SCHOTT_PHASE_STAGE_SCORING
                 || schott_game_model_get_phase (table.model) == SCHOTT_PHASE_QUESTION);
  g_assert_cmpstr (sw_coach_get_title (coach), ==, "The First Stage Is Over");
  g_assert_nonnull (strstr (sw_coach_get_text (coach), "The guide ends here"));
  g_assert_cmpstr (gtk_button_get_label (sw_coach_get_leave_button (coach)), ==, "_Close the Guide");
  /* finished counts as done: the welcome no longer pushes it */
  g_assert_true (sw_game_guide_done (game));
  /* the game goes on; the coach goes by itself a few turns later */
  iterate_until (play_until_coach_gone, &table, 240);
  g_assert_false (schott_game_model_get_is_over (table.model));
  g_assert_cmpuint (schott_game_model_get_stage (table.model), >=, 2);
  g_assert_true (schott_game_view_get_model (table.view) == table.model);

  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (sw_settings_get_default (), "guides-done");
  g_settings_set_boolean (sw_settings_get_default (), "welcome-shown", TRUE);
}

static gboolean
bp_hint_said (gpointer data)
{
  const char *advice = sw_coach_get_advice (data);

  return advice != NULL && g_str_has_prefix (advice, "Draw ");
}

/* Issue 27, item 1: Best Path's guided game from the welcome: solo on the
 * guide's deck; the coach says how to start the line and the hint's
 * fields, then, with fields drawn, how to go on or commit; it ends after
 * the guided rounds (the game goes on), or when left. */
static void
test_best_path_guided_game (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SwWindow *window = newcomer_window (content);
  SwWelcomePage *welcome = sw_window_get_welcome_page (window);
  SwGame *game = sw_window_get_game (window, "best-path");
  BpGameView *view;
  BpGameModel *model;
  SwCoach *coach;
  const char *why = NULL;
  guint64 next;

  click (GTK_WIDGET (sw_welcome_page_get_button (welcome, "best-path", "guide")));
  g_assert_cmpstr (sw_window_get_page (window), ==, "bestpath");
  iterate_until (coach_shown, window, 10);
  coach = shown_coach (window);
  view = BP_GAME_VIEW (sw_test_find_widget (GTK_WIDGET (window), BP_TYPE_GAME_VIEW));
  model = bp_game_view_get_model (view);
  g_assert_true (bp_game_model_is_solo (model));
  g_assert_cmpuint (bp_game_model_get_round (model), ==, 1);
  g_assert_cmpstr (sw_coach_get_title (coach), ==, "Round 1 of 15");
  g_assert_nonnull (strstr (sw_coach_get_text (coach), "start field"));
  /* the hint arrives from its worker: its fields' colours and its reason */
  iterate_until (bp_hint_said, coach, 30);
  g_assert_nonnull (bp_game_model_get_hint (model, &why));
  g_assert_nonnull (strstr (sw_coach_get_advice (coach), why));

  /* a phone: the coach keeps one line, the board keeps its
   * room and nothing is wider than the window */
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  sw_test_iterate_for (600);
  if (gtk_widget_get_width (GTK_WIDGET (window)) <= 400)
    {
      int min_width = 0;

      g_assert_true (sw_coach_get_compact (coach));
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (sw_coach_get_more_button (coach))));
      /* it never asks for more than a phone's width, nor for more than
       * one line's height */
      gtk_widget_measure (GTK_WIDGET (coach), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      g_assert_cmpint (min_width, <=, 320);
      {
        int view_min = 0;

        gtk_widget_measure (GTK_WIDGET (view), GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (GTK_WIDGET (view)),
                            &view_min, NULL, NULL, NULL);
        g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (view)), >=, view_min);
      }
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (coach)), <, 64);
      /* More shows the whole step and the hint, over the table: the
       * coach keeps its height */
      g_assert_nonnull (strstr (sw_coach_get_more_text (coach), sw_coach_get_text (coach)));
      g_assert_nonnull (strstr (sw_coach_get_more_text (coach), why));
      gtk_menu_button_popup (sw_coach_get_more_button (coach));
      sw_test_iterate_for (100);
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (coach)), <, 64);
      gtk_menu_button_popdown (sw_coach_get_more_button (coach));
    }
  else
    g_test_message ("the window kept %d px: the narrow coach is not checked",
                    gtk_widget_get_width (GTK_WIDGET (window)));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 760);
  sw_test_iterate_for (600);
  g_assert_false (sw_coach_get_compact (coach));

  /* a field drawn: the coach talks of going on or committing */
  next = bp_game_model_get_next_fields (model);
  g_assert_cmpuint (next, !=, 0);
  g_assert_true (bp_game_model_activate_field (model, (guint) g_bit_nth_lsf (next, -1)));
  g_assert_true (g_str_has_prefix (sw_coach_get_text (coach), "Your line grows by 1 field"));
  g_assert_nonnull (strstr (sw_coach_get_text (coach), "Commit"));
  g_assert_nonnull (sw_coach_get_advice (coach));

  /* committed through the view's button: the next round's card */
  click (sw_test_find_button (GTK_WIDGET (view), "_Commit"));
  g_assert_cmpuint (bp_game_model_get_round (model), ==, 2);
  g_assert_cmpstr (sw_coach_get_title (coach), ==, "Round 2 of 15");
  g_assert_nonnull (strstr (sw_coach_get_text (coach), "New card"));

  /* the guided rounds played: the guide says it ends, the game goes on */
  while (bp_game_model_get_round (model) <= BP_GUIDE_ROUNDS)
    g_assert_null (bp_game_model_pass (model));
  g_assert_true (sw_coach_get_finished (coach));
  g_assert_nonnull (strstr (sw_coach_get_text (coach), "guide ends here"));
  g_assert_true (sw_game_guide_done (game));
  g_assert_true (tab_reaches (window, GTK_WIDGET (sw_coach_get_leave_button (coach))));
  click (GTK_WIDGET (sw_coach_get_leave_button (coach)));
  iterate_until (coach_gone, window, 5);
  g_assert_cmpstr (sw_window_get_page (window), ==, "bestpath");
  g_assert_false (bp_game_model_is_over (model));
  g_assert_cmpint (bp_game_model_get_current (model), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (sw_settings_get_default (), "guides-done");
  g_settings_set_boolean (sw_settings_get_default (), "welcome-shown", TRUE);
}

/* ------------------------------------------- the guide after a restart */

static gboolean
resume_offered (gpointer data)
{
  return g_strcmp0 (sw_window_get_page (SW_WINDOW (data)), "resume") == 0;
}

/* Three turns into the guided game, the person's turn again. */
static gboolean
play_three_turns (gpointer data)
{
  Table *table = data;

  if (schott_game_model_get_turn (table->model) >= 3 && person_takes_card (table))
    return TRUE;
  play_step (table);
  return FALSE;
}

/* The autosave holds the game as it is on the table. */
static gboolean
autosave_caught_up (gpointer data)
{
  Table *table = data;
  g_autofree char *path = schott_game_model_default_autosave_path ();
  g_autoptr(SchottGameModel) saved = schott_game_model_peek_autosave (path, NULL);

  return saved != NULL && schott_game_model_get_turn (saved) == schott_game_model_get_turn (table->model);
}

/* A window as a restart opens it: the last game chosen comes back. */
static SwWindow *
restarted_window (SchottContent *content,
                  const char    *last_game)
{
  GSettings *settings = sw_settings_get_default ();
  SwWindow *window;

  g_settings_set_boolean (settings, "welcome-shown", TRUE);
  g_settings_set_string (settings, "last-game", last_game);
  window = sw_game_table_new_window (NULL, settings, G_OBJECT (content));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 760);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  return window;
}

static gboolean
guide_mark_exists (const char *autosave)
{
  g_autofree char *mark = g_strconcat (autosave, ".guide", NULL);

  return g_file_test (mark, G_FILE_TEST_EXISTS);
}

/* Issue 27: quit (killed) in the middle of SCHOTT's guided game and start
 * again: Resume brings back the game and its guide, which goes on where
 * the game is; left, a restart brings the game back without it. */
static void
test_schott_guide_survives_restart (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  g_autofree char *path = schott_game_model_default_autosave_path ();
  g_autoptr(SchottGameModel) saved = NULL;
  SwWindow *window;
  SchottGameModel *model;
  SwCoach *coach;

  if (g_test_subprocess ())
    {
      Table table = { NULL, };
      SwGame *game;

      window = newcomer_window (content);
      game = sw_window_get_game (window, "schott");
      click (GTK_WIDGET (sw_welcome_page_get_button (sw_window_get_welcome_page (window), "schott", "guide")));
      iterate_until (schott_guided_started, window, 30);
      table.window = window;
      table.view = schott_game_entry_get_view (SCHOTT_GAME_ENTRY (game));
      table.model = schott_game_view_get_model (table.view);
      iterate_until (coach_shown, window, 10);
      table.coach = shown_coach (window);
      iterate_until (play_three_turns, &table, 120);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (table.coach)));
      iterate_until (autosave_caught_up, &table, 30);
      raise (SIGKILL);
      return;
    }

  g_test_trap_subprocess (NULL, 180 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_failed ();
  saved = schott_game_model_peek_autosave (path, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpuint (schott_game_model_get_turn (saved), >=, 3);

  window = restarted_window (content, "schott");
  iterate_until (resume_offered, window, 20);
  click (GTK_WIDGET (sw_window_get_resume_button (window)));
  g_assert_cmpstr (sw_window_get_page (window), ==, "play");
  model = schott_game_view_get_model (schott_game_entry_get_view (SCHOTT_GAME_ENTRY (sw_window_get_game (window, "schott"))));
  g_assert_nonnull (model);
  g_assert_cmpuint (schott_game_model_get_seed (model), ==, schott_game_model_get_seed (saved));
  g_assert_cmpuint (schott_game_model_get_turn (model), ==, schott_game_model_get_turn (saved));
  /* the guide is back, on the step the game is at */
  iterate_until (coach_shown, window, 10);
  coach = shown_coach (window);
  g_assert_false (sw_coach_get_finished (coach));
  g_assert_true (g_str_has_prefix (sw_coach_get_title (coach), "Your Turn"));
  g_assert_cmpstr (sw_coach_get_text (coach), !=, "");

  /* left: the mark goes, a restart brings the game alone */
  click (GTK_WIDGET (sw_coach_get_leave_button (coach)));
  iterate_until (coach_gone, window, 5);
  g_assert_false (guide_mark_exists (path));

  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (sw_settings_get_default (), "guides-done");
  g_settings_reset (sw_settings_get_default (), "last-game");
}

static gboolean
best_path_shown (gpointer data)
{
  return g_strcmp0 (sw_window_get_page (SW_WINDOW (data)), "bestpath") == 0;
}

/* Issue 27: the same for Best Path: killed in round 2 of its guided game,
 * the restart puts the game back on the board with its guide; a mark of
 * another game brings no guide. */
static void
test_best_path_guide_survives_restart (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  g_autofree char *path = bp_game_model_default_autosave_path ();
  SwWindow *window;
  BpGameModel *model;
  SwCoach *coach;

  if (g_test_subprocess ())
    {
      guint64 next;

      window = newcomer_window (content);
      click (GTK_WIDGET (sw_welcome_page_get_button (sw_window_get_welcome_page (window), "best-path", "guide")));
      iterate_until (coach_shown, window, 10);
      model = bp_game_view_get_model (BP_GAME_VIEW (sw_test_find_widget (GTK_WIDGET (window), BP_TYPE_GAME_VIEW)));
      next = bp_game_model_get_next_fields (model);
      g_assert_true (bp_game_model_activate_field (model, (guint) g_bit_nth_lsf (next, -1)));
      g_assert_null (bp_game_model_commit (model));
      g_assert_cmpuint (bp_game_model_get_round (model), ==, 2);
      bp_game_model_wait_idle (model);
      raise (SIGKILL);
      return;
    }

  g_test_trap_subprocess (NULL, 120 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_failed ();
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  window = restarted_window (content, "best-path");
  iterate_until (best_path_shown, window, 20);
  model = bp_game_view_get_model (BP_GAME_VIEW (sw_test_find_widget (GTK_WIDGET (window), BP_TYPE_GAME_VIEW)));
  g_assert_cmpuint (bp_game_model_get_round (model), ==, 2);
  iterate_until (coach_shown, window, 10);
  coach = shown_coach (window);
  g_assert_cmpstr (sw_coach_get_title (coach), ==, "Round 2 of 15");
  g_assert_nonnull (strstr (sw_coach_get_text (coach), "New card"));
  gtk_window_destroy (GTK_WINDOW (window));

  /* a mark that names another game (its deck differs) brings no guide,
   * and goes */
  {
    g_autofree char *mark = g_strconcat (path, ".guide", NULL);

    g_assert_true (g_file_set_contents (mark, "best-path 0102030405060708090a0b0c0d0e0f\n", -1, NULL));
  }
  window = restarted_window (content, "best-path");
  iterate_until (best_path_shown, window, 20);
  sw_test_iterate_for (300);
  g_assert_null (shown_coach (window));
  g_assert_false (guide_mark_exists (path));
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (sw_settings_get_default (), "last-game");
}

/* ------------------------------------- the guided deal, off the main thread */

typedef struct
{
  gboolean done;
  guint64  seed;
  guint    ticks;     /* main-loop turns of a 1 ms timer meanwhile */
} Pick;

static void
on_pick_done_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  Pick *pick = user_data;
  g_autoptr(GError) error = NULL;

  pick->seed = schott_guide_pick_seed_finish (result, &error);
  g_assert_no_error (error);
  pick->done = TRUE;
}

static gboolean
pick_tick_cb (gpointer user_data)
{
  Pick *pick = user_data;

  pick->ticks++;
  return G_SOURCE_CONTINUE;
}

/* Issue 27: the guided game's deal (up to 400 deals with a hint each) is
 * looked for on a worker: the search returns at once, the main loop
 * turns while it works, and it finds the deal the search on the calling
 * thread finds for the guided seats; from the welcome, the table shows
 * once the deal is found. */
static void
test_schott_deal_found_off_main_thread (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SchottSeatSetup seats[2] = {
    { .kind = SCHOTT_SEAT_HUMAN },
    { .kind = SCHOTT_SEAT_COMPUTER, .level = SCHOTT_AI_EASY },
  };
  SchottVariant variant;
  Pick pick = { FALSE, 0, 0 };
  guint64 expected;
  gint64 start, sync_us;
  guint tick_id;
  SwWindow *window;

  schott_variant_init_default (&variant);
  start = g_get_monotonic_time ();
  expected = schott_guide_pick_seed (&variant, seats, 2);
  sync_us = g_get_monotonic_time () - start;

  tick_id = g_timeout_add (1, pick_tick_cb, &pick);
  schott_guide_pick_seed_async (&variant, seats, 2, NULL, on_pick_done_cb, &pick);
  /* nothing found on the calling thread */
  g_assert_false (pick.done);
  g_assert_true (sw_test_iterate_until (sw_test_flag_set, &pick.done, 60000));
  g_source_remove (tick_id);
  g_assert_cmpuint (pick.seed, ==, expected);
  g_test_message ("the search took %" G_GINT64_FORMAT " ms on the calling thread; %u timer turns "
                  "while it ran on a worker", sync_us / 1000, pick.ticks);
  /* a search of some length leaves the main loop turning */
  if (sync_us >= 20000)
    g_assert_cmpuint (pick.ticks, >=, 2);

  /* from the welcome: the click returns before the game starts */
  window = newcomer_window (content);
  click (GTK_WIDGET (sw_welcome_page_get_button (sw_window_get_welcome_page (window), "schott", "guide")));
  g_assert_cmpstr (sw_window_get_page (window), ==, "welcome");
  iterate_until (schott_guided_started, window, 30);
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (sw_settings_get_default (), "guides-done");
  g_settings_set_boolean (sw_settings_get_default (), "welcome-shown", TRUE);
}

/* The guided game's mark beside an autosave is read no further than its
 * size limit, and only an exact one-line key counts: a mark of another
 * game, an oversized one, one with a NUL, one cut short, and a FIFO with
 * no writer (read at once, not waited on) are no mark. */
static void
test_guide_mark_bounded (void)
{
  g_autofree char *autosave = g_build_filename (g_get_user_data_dir (), "game.save", NULL);
  g_autofree char *mark = g_strconcat (autosave, ".guide", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) big = g_string_new ("schott 27\n");
  gint64 start;

  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  g_assert_false (sw_coach_has_guide_mark (autosave, "schott 27"));
  g_assert_true (sw_coach_save_guide_mark (autosave, "schott 27", &error));
  g_assert_no_error (error);
  g_assert_true (sw_coach_has_guide_mark (autosave, "schott 27"));
  g_assert_false (sw_coach_has_guide_mark (autosave, "schott 28"));
  g_assert_false (sw_coach_has_guide_mark (autosave, "schott 2"));

  while (big->len < 1024 * 1024)
    g_string_append (big, "schott 27\n");
  g_assert_true (g_file_set_contents (mark, big->str, (gssize) big->len, NULL));
  g_assert_false (sw_coach_has_guide_mark (autosave, "schott 27"));
  g_assert_true (g_file_set_contents (mark, "schott 27\0\n", 11, NULL));
  g_assert_false (sw_coach_has_guide_mark (autosave, "schott 27"));
  g_assert_true (g_file_set_contents (mark, "schott 27", -1, NULL));
  g_assert_false (sw_coach_has_guide_mark (autosave, "schott 27"));

  sw_coach_clear_guide_mark (autosave);
  g_assert_false (g_file_test (mark, G_FILE_TEST_EXISTS));
  g_assert_cmpint (mkfifo (mark, 0600), ==, 0);
  start = g_get_monotonic_time ();
  g_assert_false (sw_coach_has_guide_mark (autosave, "schott 27"));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
  sw_coach_clear_guide_mark (autosave);
  g_assert_false (g_file_test (mark, G_FILE_TEST_EXISTS));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  sw_test_report_crashes ();
  gtk_init ();
  adw_init ();
  g_test_log_set_fatal_handler (sw_test_ignore_icon_warnings, NULL);
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  if (g_getenv ("SCHOTT_WORLD_AI_SEED") == NULL)
    g_setenv ("SCHOTT_WORLD_AI_SEED", "1", TRUE);
  /* the computers without their reading pauses */
  g_setenv ("SCHOTT_WORLD_SPEED", "instant", TRUE);

  g_test_add_func ("/ui/guide/issue-27/welcome-offers-both", test_welcome_offers_guides);
  g_test_add_func ("/ui/guide/issue-27/schott-coach-follows-sub-step-and-leaves", test_schott_guided_game);
  g_test_add_func ("/ui/guide/issue-27/schott-ends-after-first-stage", test_schott_guide_ends_after_first_stage);
  g_test_add_func ("/ui/guide/issue-28/schott-advice-off-main-thread", test_schott_advice_off_main_thread);
  g_test_add_func ("/ui/guide/issue-27/best-path-coach-rounds-and-ends", test_best_path_guided_game);
  g_test_add_func ("/ui/guide/issue-27/guide-mark-bounded", test_guide_mark_bounded);
  g_test_add_func ("/ui/guide/issue-27/schott-deal-found-off-main-thread", test_schott_deal_found_off_main_thread);
  g_test_add_func ("/ui/guide/issue-27/schott-guide-survives-restart", test_schott_guide_survives_restart);
  g_test_add_func ("/ui/guide/issue-27/best-path-guide-survives-restart", test_best_path_guide_survives_restart);
  return g_test_run ();
}
