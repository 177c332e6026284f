/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-guide-phone.c: the guided first game on a phone (360×640), in the
 * language of the environment (meson runs it once per language of
 * po/LINGUAS and in English): with the coach shown, the controls of a
 * turn lie inside the window and inside the part of every scrolled
 * window that is on show, so that a whole guided turn is played without
 * scrolling past the coach (issue 27, item 3 and the first evening's
 * guided game). Best Path: the board, Pass and Commit; SCHOTT: the draw
 * pile, the discard pile, the event cards, Fast Track and the own row. */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>
#include <adwaita.h>

#include "bp-game-view.h"
#include "schott-content.h"
#include "schott-game-entry.h"
#include "schott-game-table.h"
#include "schott-game-view.h"
#include "schott-own-row.h"
#include "sw-coach.h"
#include "sw-game-table.h"
#include "sw-settings.h"
#include "sw-window.h"
#include "../common/sw-test-util.h"

#define PHONE_WIDTH  360
#define PHONE_HEIGHT 640

static gboolean
content_loaded (gpointer data)
{
  return schott_content_get_n_packs (SCHOTT_CONTENT (data)) > 0;
}

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

/* A newcomer's window at a phone's size, on the welcome. */
static SwWindow *
phone_window (SchottContent *content)
{
  GSettings *settings = sw_settings_get_default ();
  SwWindow *window;

  g_settings_set_boolean (settings, "welcome-shown", FALSE);
  g_settings_reset (settings, "guides-done");
  window = sw_game_table_new_window (NULL, settings, G_OBJECT (content));
  gtk_window_set_default_size (GTK_WINDOW (window), PHONE_WIDTH, PHONE_HEIGHT);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (sw_test_iterate_until (sw_test_is_mapped, window, 10000));
  g_assert_true (sw_test_iterate_until (content_loaded, content, 10000));
  sw_test_iterate_for (300);
  g_assert_cmpstr (sw_window_get_page (window), ==, "welcome");
  return window;
}

/* Whether widget is on show without scrolling: its whole height inside
 * the window and inside every scrolled window it sits in, each scrolled
 * to its start, and its middle across inside both (a click reaches it;
 * whether anything is wider than the window is the phone layout's own
 * test). If not, why says where it lies. */
static gboolean
on_show (SwWindow   *window,
         GtkWidget  *widget,
         const char *what,
         char      **why)
{
  graphene_rect_t bounds;
  GtkWidget *up = GTK_WIDGET (window);

  g_assert_nonnull (widget);
  if (!gtk_widget_get_mapped (widget))
    {
      *why = g_strdup_printf ("%s: %s is not on show", g_getenv ("LANGUAGE"), what);
      return FALSE;
    }
  for (GtkWidget *parent = gtk_widget_get_parent (widget); up != NULL;
       parent = parent != NULL ? gtk_widget_get_parent (parent) : NULL)
    {
      float middle;

      up = parent != NULL ? parent : GTK_WIDGET (window);
      if (up != GTK_WIDGET (window) && !GTK_IS_SCROLLED_WINDOW (up))
        continue;
      if (GTK_IS_SCROLLED_WINDOW (up))
        g_assert_cmpfloat (gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (up))),
                           ==, 0.0);
      g_assert_true (gtk_widget_compute_bounds (widget, up, &bounds));
      middle = bounds.origin.x + bounds.size.width / 2;
      if (bounds.origin.y < -0.5 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (up) + 0.5
          || middle < 0 || middle > gtk_widget_get_width (up))
        {
          *why = g_strdup_printf ("%s: %s (%.0f,%.0f %.0f×%.0f) lies outside the %d×%d on show of its %s",
                                  g_getenv ("LANGUAGE"), what, bounds.origin.x, bounds.origin.y,
                                  bounds.size.width, bounds.size.height,
                                  gtk_widget_get_width (up), gtk_widget_get_height (up),
                                  up == GTK_WIDGET (window) ? "window" : "scrolled window");
          return FALSE;
        }
      if (up == GTK_WIDGET (window))
        break;
    }
  return TRUE;
}

/* The controls a turn needs, by name. */
typedef struct
{
  SwWindow  *window;
  GtkWidget *widgets[8];
  const char *names[8];
  guint      n;
} Controls;

static void
controls_add (Controls   *controls,
              GtkWidget  *widget,
              const char *name)
{
  g_assert_cmpuint (controls->n, <, G_N_ELEMENTS (controls->widgets));
  g_assert_nonnull (widget);
  controls->widgets[controls->n] = widget;
  controls->names[controls->n++] = name;
}

static gboolean
controls_on_show (gpointer data)
{
  Controls *controls = data;

  for (guint i = 0; i < controls->n; i++)
    {
      g_autofree char *why = NULL;

      if (!on_show (controls->window, controls->widgets[i], controls->names[i], &why))
        return FALSE;
    }
  return TRUE;
}

/* Once the table has settled (a slow machine lays it out later), every
 * control is on show; else the first that is not says where it lies. */
static void
assert_controls_on_show (Controls *controls)
{
  sw_test_iterate_until (controls_on_show, controls, 5000);
  for (guint i = 0; i < controls->n; i++)
    {
      g_autofree char *why = NULL;

      if (!on_show (controls->window, controls->widgets[i], controls->names[i], &why))
        g_error ("%s", why);
    }
}

/* The window took the phone's size (Xvfb has no window manager to
 * refuse it). */
static void
assert_phone_size (SwWindow *window)
{
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, PHONE_WIDTH + 40);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, PHONE_HEIGHT + 40);
}

static GtkWidget *
table_child (SchottGameView *view,
             const char     *name)
{
  GtkWidget *table = sw_test_find_widget (GTK_WIDGET (view), SCHOTT_TYPE_GAME_TABLE);

  g_assert_nonnull (table);
  return GTK_WIDGET (gtk_widget_get_template_child (table, SCHOTT_TYPE_GAME_TABLE, name));
}

static gboolean
person_decides (gpointer data)
{
  SchottGameView *view = data;
  SchottGameModel *model = schott_game_view_get_model (view);

  return model != NULL && schott_game_model_get_human_decides (model)
         && schott_game_model_get_decision (model) == SCHOTT_DECISION_TURN
         && !schott_game_view_is_presenting (view);
}

static void
test_schott_turn_on_show (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SwWindow *window = phone_window (content);
  SwGame *game = sw_window_get_game (window, "schott");
  SchottGameView *view;
  SwCoach *coach;
  Controls controls = { NULL, };

  assert_phone_size (window);
  g_signal_emit_by_name (sw_welcome_page_get_button (sw_window_get_welcome_page (window), "schott", "guide"),
                         "clicked");
  g_assert_true (sw_test_iterate_until (coach_shown, window, 10000));
  view = schott_game_entry_get_view (SCHOTT_GAME_ENTRY (game));
  g_assert_true (sw_test_iterate_until (person_decides, view, 60000));
  sw_test_iterate_for (500);
  coach = shown_coach (window);
  g_assert_nonnull (coach);
  g_assert_true (sw_coach_get_compact (coach));

  controls.window = window;
  controls_add (&controls, GTK_WIDGET (coach), "the coach");
  controls_add (&controls, GTK_WIDGET (sw_coach_get_more_button (coach)), "the coach's More");
  controls_add (&controls, GTK_WIDGET (sw_coach_get_leave_button (coach)), "the coach's leave button");
  controls_add (&controls, table_child (view, "draw_card"), "the draw pile");
  controls_add (&controls, table_child (view, "discard_card"), "the discard pile");
  controls_add (&controls, table_child (view, "event_cards_box"), "the event cards");
  controls_add (&controls, table_child (view, "fast_track_button"), "Fast Track");
  controls_add (&controls, sw_test_find_widget (GTK_WIDGET (view), SCHOTT_TYPE_OWN_ROW), "the own row");
  assert_controls_on_show (&controls);

  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (sw_settings_get_default (), "guides-done");
}

static void
test_best_path_turn_on_show (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SwWindow *window = phone_window (content);
  GtkWidget *view;
  SwCoach *coach;
  Controls controls = { NULL, };

  assert_phone_size (window);
  g_signal_emit_by_name (sw_welcome_page_get_button (sw_window_get_welcome_page (window), "best-path", "guide"),
                         "clicked");
  g_assert_true (sw_test_iterate_until (coach_shown, window, 10000));
  sw_test_iterate_for (500);
  coach = shown_coach (window);
  g_assert_true (sw_coach_get_compact (coach));
  view = sw_test_find_widget (GTK_WIDGET (window), BP_TYPE_GAME_VIEW);
  g_assert_nonnull (view);

  controls.window = window;
  controls_add (&controls, GTK_WIDGET (coach), "the coach");
  controls_add (&controls, GTK_WIDGET (sw_coach_get_more_button (coach)), "the coach's More");
  controls_add (&controls, GTK_WIDGET (gtk_widget_get_template_child (view, BP_TYPE_GAME_VIEW, "board")), "the board");
  controls_add (&controls, GTK_WIDGET (gtk_widget_get_template_child (view, BP_TYPE_GAME_VIEW, "card")), "the card");
  controls_add (&controls, GTK_WIDGET (gtk_widget_get_template_child (view, BP_TYPE_GAME_VIEW, "pass_button")), "Pass");
  controls_add (&controls, GTK_WIDGET (gtk_widget_get_template_child (view, BP_TYPE_GAME_VIEW, "commit_button")), "Commit");
  assert_controls_on_show (&controls);

  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (sw_settings_get_default (), "guides-done");
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("SCHOTT_WORLD_LOCALEDIR");

  /* the language's locale must exist: a missing one would test English */
  if (setlocale (LC_ALL, "") == NULL)
    g_error ("the locale %s is not generated here", g_getenv ("LANG"));
  if (localedir != NULL)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_init ();
  adw_init ();
  g_test_log_set_fatal_handler (sw_test_ignore_icon_warnings, NULL);
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  if (g_getenv ("SCHOTT_WORLD_AI_SEED") == NULL)
    g_setenv ("SCHOTT_WORLD_AI_SEED", "1", TRUE);
  g_setenv ("SCHOTT_WORLD_SPEED", "instant", TRUE);

  g_test_add_func ("/ui/guide/issue-27/phone/schott-turn-on-show", test_schott_turn_on_show);
  g_test_add_func ("/ui/guide/issue-27/phone/best-path-turn-on-show", test_best_path_turn_on_show);
  return g_test_run ();
}
