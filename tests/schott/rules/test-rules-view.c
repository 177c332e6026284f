/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-rules-view.c: the in-app Rules window under Xvfb: its steps, its
 * pictures (scored by the engine) and its keyboard navigation. */
#include "config.h"

#include <adwaita.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

#include "schott-content.h"
#include "schott-engine.h"
#include "schott-rules-drawing.h"
#include "schott-rules-dialog.h"
#include "sw-game-table.h"
#include "sw-settings.h"
#include "sw-window.h"
#include "../../common/sw-test-util.h"

static const char *expected_ids[] = {
  "goal", "setup", "turn", "jokers", "bonus", "events", "fast-track", "scoring", "route", "winning",
};

/* The Rules dialog over an 800×600 window, as the app shows it. */
static SchottRulesDialog *
open_rules_in (int width,
               int height)
{
  GtkWidget *host = sw_test_present_host (width, height);
  SchottRulesDialog *rules = schott_rules_dialog_present (host);

  sw_test_iterate_until (sw_test_is_mapped, rules, 10000);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (rules)));
  g_assert_true (gtk_widget_get_root (GTK_WIDGET (rules)) == GTK_ROOT (host));
  return rules;
}

static SchottRulesDialog *
open_rules (void)
{
  return open_rules_in (800, 600);
}

static void
close_rules (SchottRulesDialog *rules)
{
  sw_test_close_host (GTK_WIDGET (rules));
}

static GPtrArray *
drawings_of_step (SchottRulesDialog *window,
                  const char        *id)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < sw_steps_dialog_get_n_steps (SW_STEPS_DIALOG (window)); i++)
    if (g_strcmp0 (sw_steps_dialog_get_step_id (SW_STEPS_DIALOG (window), i), id) == 0)
      sw_test_collect (sw_steps_dialog_get_step_page (SW_STEPS_DIALOG (window), i), SCHOTT_TYPE_RULES_DRAWING, out);
  return out;
}

static gboolean
contains_number (const char *text,
                 guint       number)
{
  g_autofree char *needle = g_strdup_printf ("%u", number);
  const char *p = text;

  /* a whole number, not a digit inside a bigger one */
  while ((p = strstr (p, needle)) != NULL)
    {
      gboolean before = p == text || !g_ascii_isdigit (p[-1]);
      gboolean after = !g_ascii_isdigit (p[strlen (needle)]);
      if (before && after)
        return TRUE;
      p++;
    }
  return FALSE;
}

static void
test_steps (void)
{
  SchottRulesDialog *window = open_rules ();
  guint n = sw_steps_dialog_get_n_steps (SW_STEPS_DIALOG (window));

  g_assert_cmpuint (n, ==, G_N_ELEMENTS (expected_ids));
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *page = sw_steps_dialog_get_step_page (SW_STEPS_DIALOG (window), i);
      g_autoptr(GPtrArray) drawings = g_ptr_array_new ();

      g_assert_cmpstr (sw_steps_dialog_get_step_id (SW_STEPS_DIALOG (window), i), ==, expected_ids[i]);
      g_assert_nonnull (page);
      /* Every step lies in the window's carousel. */
      g_assert_true (gtk_widget_is_ancestor (page, GTK_WIDGET (window)));
      sw_test_collect (page, SCHOTT_TYPE_RULES_DRAWING, drawings);
      for (guint d = 0; d < drawings->len; d++)
        {
          const char *summary = schott_rules_drawing_get_summary (drawings->pdata[d]);
          g_assert_nonnull (summary);
          g_assert_cmpuint (strlen (summary), >, 20);
        }
    }
  g_assert_null (sw_steps_dialog_get_step_id (SW_STEPS_DIALOG (window), n));
  g_assert_null (sw_steps_dialog_get_step_page (SW_STEPS_DIALOG (window), n));
  g_assert_cmpuint (sw_steps_dialog_get_step (SW_STEPS_DIALOG (window)), ==, 0);

  g_assert_true (sw_steps_dialog_show_step_id (SW_STEPS_DIALOG (window), "scoring"));
  g_assert_cmpstr (sw_steps_dialog_get_step_id (SW_STEPS_DIALOG (window), sw_steps_dialog_get_step (SW_STEPS_DIALOG (window))), ==, "scoring");
  g_assert_false (sw_steps_dialog_show_step_id (SW_STEPS_DIALOG (window), "no-such-step"));
  close_rules (window);
}

/* R-STAGE-5: the three rows of the book score 9, 7 and 4, and the picture
 * reports what the engine computes for exactly those cards. */
static void
test_book_examples (void)
{
  static const SchottCard rows[3][9] = {
    { 4, 8, 11, 23, 25, 30, 34, 37, 46 },
    { 5, SCHOTT_JOKER, 12, 18, 22, 39, SCHOTT_JOKER, 41, 43 },
    { 8, 15, 24, 26, 3, 34, 36, 2, 49 },
  };
  static const guint book_scores[3] = { 9, 7, 4 };
  SchottRulesDialog *window = open_rules ();
  g_autoptr(GPtrArray) drawings = drawings_of_step (window, "scoring");
  SchottVariant variant;

  schott_variant_init_default (&variant);
  g_assert_cmpuint (drawings->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      SchottRulesDrawing *drawing = drawings->pdata[i];
      guint engine = schott_row_score (rows[i], 9, variant.deck[2].max_value);

      g_assert_cmpint (schott_rules_drawing_get_kind (drawing), ==, SCHOTT_RULES_DRAWING_ROW);
      g_assert_cmpuint (engine, ==, book_scores[i]);
      g_assert_cmpuint (schott_rules_drawing_get_score (drawing), ==, engine);
      g_assert_cmpuint (schott_rules_drawing_get_fields (drawing), ==, engine);
      g_assert_true (contains_number (schott_rules_drawing_get_summary (drawing), engine));
      /* The picture's cards are the book's: its description lists them. */
      for (guint c = 0; c < 9; c++)
        if (rows[i][c] != SCHOTT_JOKER)
          g_assert_true (contains_number (schott_rules_drawing_get_summary (drawing), rows[i][c]));
    }
  close_rules (window);
}

/* A drawing made from other cards scores what the engine says, so the
 * pictures cannot carry numbers of their own. */
static void
test_drawing_uses_engine (void)
{
  static const SchottCard row[9] = { 2, 3, SCHOTT_JOKER, SCHOTT_JOKER, 4, 10, 11, 12, 1 };
  g_autoptr(GtkWidget) drawing = g_object_ref_sink (schott_rules_drawing_new_row (row, 9, 50, TRUE));

  /* "2 3 J J 4": no room for two jokers between 3 and 4 (R-STAGE-4). */
  g_assert_cmpuint (schott_rules_drawing_get_score (SCHOTT_RULES_DRAWING (drawing)), ==,
                    schott_row_score (row, 9, 50));
  g_assert_cmpuint (schott_rules_drawing_get_score (SCHOTT_RULES_DRAWING (drawing)), ==, 2);
}

static void
test_other_pictures (void)
{
  SchottRulesDialog *window = open_rules ();
  g_autoptr(GPtrArray) fast = drawings_of_step (window, "fast-track");
  g_autoptr(GPtrArray) bonus = drawings_of_step (window, "bonus");
  g_autoptr(GPtrArray) route = drawings_of_step (window, "route");
  g_autoptr(GPtrArray) jokers = drawings_of_step (window, "jokers");
  g_autoptr(GPtrArray) turn = drawings_of_step (window, "turn");
  SchottVariant variant;

  schott_variant_init_default (&variant);

  /* R-FAST-2: the book's second row, 7, doubled to 14. */
  g_assert_cmpuint (fast->len, ==, 1);
  g_assert_cmpint (schott_rules_drawing_get_kind (fast->pdata[0]), ==, SCHOTT_RULES_DRAWING_FAST_TRACK);
  g_assert_cmpuint (schott_rules_drawing_get_score (fast->pdata[0]), ==, 7);
  g_assert_cmpuint (schott_rules_drawing_get_fields (fast->pdata[0]), ==, 14);
  g_assert_true (contains_number (schott_rules_drawing_get_summary (fast->pdata[0]), 14));

  /* R-TURN-4: 9 10 11 is a run of 3, worth 2 fields. */
  g_assert_cmpuint (bonus->len, ==, 1);
  g_assert_cmpint (schott_rules_drawing_get_kind (bonus->pdata[0]), ==, SCHOTT_RULES_DRAWING_RUN);
  g_assert_cmpuint (schott_rules_drawing_get_score (bonus->pdata[0]), ==, 3);
  g_assert_cmpuint (schott_rules_drawing_get_fields (bonus->pdata[0]), ==, 2);

  /* R-MOVE-1 skip, R-MOVE-3 on the default route (+2 on 5, −1 on 9). */
  g_assert_cmpint (variant.field_value[5], ==, 2);
  g_assert_cmpint (variant.field_value[9], ==, -1);
  g_assert_cmpuint (route->len, ==, 3);
  g_assert_cmpuint (schott_rules_drawing_get_score (route->pdata[0]), ==, 7);   /* 4 + 2 = 6 taken → 7 */
  g_assert_cmpuint (schott_rules_drawing_get_fields (route->pdata[0]), ==, 7);
  g_assert_cmpuint (schott_rules_drawing_get_score (route->pdata[1]), ==, 5);   /* 2 + 3 = 5, +2 */
  g_assert_cmpuint (schott_rules_drawing_get_fields (route->pdata[1]), ==, 7);  /* right answer */
  g_assert_cmpuint (schott_rules_drawing_get_score (route->pdata[2]), ==, 9);   /* 6 + 3 = 9, −1 */
  g_assert_cmpuint (schott_rules_drawing_get_fields (route->pdata[2]), ==, 8);  /* wrong answer */

  /* Jokers: "9 J 10" leaves no room, the book's second row scores 7. */
  g_assert_cmpuint (jokers->len, ==, 2);
  g_assert_cmpuint (schott_rules_drawing_get_score (jokers->pdata[0]), ==, 2);
  g_assert_cmpuint (schott_rules_drawing_get_score (jokers->pdata[1]), ==, 7);

  /* R-TURN-1: 27 from the discard pile replaces the 41 at position 4:
   * "3 9 14 41 30" scored 4, "3 9 14 27 30 35 | 22" scores 6. */
  g_assert_cmpuint (turn->len, ==, 1);
  g_assert_cmpint (schott_rules_drawing_get_kind (turn->pdata[0]), ==, SCHOTT_RULES_DRAWING_EXCHANGE);
  g_assert_cmpuint (schott_rules_drawing_get_score (turn->pdata[0]), ==, 6);
  g_assert_true (contains_number (schott_rules_drawing_get_summary (turn->pdata[0]), 4));

  /* Every picture has been laid out with a real size at 800×600. */
  sw_test_iterate_for (200);
  for (guint i = 0; i < sw_steps_dialog_get_n_steps (SW_STEPS_DIALOG (window)); i++)
    {
      g_autoptr(GPtrArray) all = g_ptr_array_new ();
      sw_test_collect (sw_steps_dialog_get_step_page (SW_STEPS_DIALOG (window), i), SCHOTT_TYPE_RULES_DRAWING, all);
      for (guint d = 0; d < all->len; d++)
        {
          int min, nat;
          gtk_widget_measure (all->pdata[d], GTK_ORIENTATION_VERTICAL, 400, &min, &nat, NULL, NULL);
          g_assert_cmpint (min, >, 40);
        }
    }
  close_rules (window);
}

typedef struct
{
  SchottRulesDialog *window;
  guint              step;
} StepWait;

static gboolean
step_reached (gpointer data)
{
  StepWait *wait = data;
  return sw_steps_dialog_get_step (SW_STEPS_DIALOG (wait->window)) == wait->step;
}

static void
on_closed_cb (AdwDialog *dialog,
              gboolean  *closed)
{
  *closed = TRUE;
}

static void
press_and_expect (SchottRulesDialog *window,
                  const char        *key,
                  guint              step)
{
  StepWait wait = { window, step };

  sw_test_press (key);
  sw_test_iterate_until (step_reached, &wait, 5000);
  g_assert_cmpuint (sw_steps_dialog_get_step (SW_STEPS_DIALOG (window)), ==, step);
}

static GtkListBox *
find_step_list (GtkWidget *widget)
{
  return GTK_LIST_BOX (sw_test_find_widget (widget, GTK_TYPE_LIST_BOX));
}

/* GNOME's smallest adaptive size: the steps and the page take turns, the
 * page comes first, and nothing is wider than the screen (GTK warns,
 * fatally in tests, when a widget gets less than it needs). */
static void
test_narrow (void)
{
  SchottRulesDialog *window = open_rules_in (360, 640);
  AdwNavigationSplitView *split = ADW_NAVIGATION_SPLIT_VIEW (sw_test_find_widget (GTK_WIDGET (window),
                                                                          ADW_TYPE_NAVIGATION_SPLIT_VIEW));
  int min;

  sw_test_iterate_for (300);
  g_assert_true (adw_navigation_split_view_get_collapsed (split));
  g_assert_true (adw_navigation_split_view_get_show_content (split));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_assert_cmpint (min, <=, 360);
  /* every step laid out at that width */
  for (guint i = 0; i < sw_steps_dialog_get_n_steps (SW_STEPS_DIALOG (window)); i++)
    {
      sw_steps_dialog_set_step (SW_STEPS_DIALOG (window), i);
      sw_test_iterate_for (100);
      g_assert_cmpuint (sw_steps_dialog_get_step (SW_STEPS_DIALOG (window)), ==, i);
    }
  close_rules (window);
}

/* Real key presses through the X server (XTEST via xdotool). */
static void
test_keys (void)
{
#ifdef GDK_WINDOWING_X11
  SchottRulesDialog *window;
  GtkWindow *host;
  gboolean closed = FALSE;
  g_autofree char *path = g_find_program_in_path ("xdotool");
  /* found by its title: the X11 window id getter is deprecated on GTK 4.20+ */
  const char *argv[] = { "xdotool", "search", "--sync", "--name", "^schott-rules-keys$",
                         "windowfocus", "--sync", NULL };
  guint last;

  if (!GDK_IS_X11_DISPLAY (gdk_display_get_default ()) || path == NULL)
    {
      g_test_skip ("needs X11 and xdotool");
      return;
    }
  window = open_rules ();
  g_object_ref (window);
  host = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (window)));
  g_signal_connect (window, "closed", G_CALLBACK (on_closed_cb), &closed);
  last = sw_steps_dialog_get_n_steps (SW_STEPS_DIALOG (window)) - 1;
  gtk_window_set_title (host, "schott-rules-keys");
  sw_test_iterate_for (100);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, NULL, NULL));
  sw_test_iterate_for (300);

  press_and_expect (window, "Right", 1);
  press_and_expect (window, "Right", 2);
  press_and_expect (window, "Left", 1);
  press_and_expect (window, "Next", 2);      /* Page Down */
  press_and_expect (window, "Prior", 1);     /* Page Up */
  press_and_expect (window, "End", last);
  press_and_expect (window, "Right", last);  /* stays on the last step */
  press_and_expect (window, "Home", 0);
  press_and_expect (window, "Left", 0);      /* stays on the first step */

  /* Keys still turn the pages while the step list has the focus. */
  {
    GtkWidget *focus;
    gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (find_step_list (GTK_WIDGET (window)), 0)));
    focus = gtk_root_get_focus (GTK_ROOT (host));
    g_assert_nonnull (focus);
    g_assert_true (GTK_IS_LIST_BOX_ROW (focus));
    press_and_expect (window, "Right", 1);
  }

  /* Escape closes the dialog. */
  sw_test_press ("Escape");
  sw_test_iterate_until (sw_test_flag_set, &closed, 5000);
  g_assert_true (closed);
  g_object_unref (window);
  gtk_window_destroy (host);
#else
  g_test_skip ("needs X11");
#endif
}

/* The main window's "Rules" entry opens the Rules over it. */
static void
test_opened_from_main_window (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  SwWindow *main_window;
  GtkWidget *rules = NULL;
  GtkRoot *root;
  g_autoptr(GListModel) toplevels = NULL;

  /* a returning player's window (the welcome seen), as the other window
   * tests open it */
  g_settings_set_boolean (sw_settings_get_default (), "welcome-shown", TRUE);
  main_window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));

  gtk_window_present (GTK_WINDOW (main_window));
  sw_test_iterate_until (sw_test_is_mapped, main_window, 10000);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (main_window), "win.rules", NULL));
  sw_test_iterate_for (200);
  /* inside the main window, or a window of its own on top of it */
  toplevels = gtk_window_get_toplevels ();
  g_object_ref (toplevels);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && rules == NULL; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);
      rules = sw_test_find_widget (GTK_WIDGET (item), SCHOTT_TYPE_RULES_DIALOG);
    }
  g_assert_nonnull (rules);
  root = gtk_widget_get_root (rules);
  g_assert_true (root == GTK_ROOT (main_window)
                 || gtk_window_get_transient_for (GTK_WINDOW (root)) == GTK_WINDOW (main_window));
  g_assert_true (gtk_widget_get_mapped (rules));
  sw_test_dialog_settle ();
  adw_dialog_force_close (ADW_DIALOG (rules));
  gtk_window_destroy (GTK_WINDOW (main_window));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  adw_init ();
  /* The main window loads question packs; the Rules need none, and the
   * tests must not depend on the packs in data/ nor on the user's. */
  g_setenv ("SCHOTT_WORLD_DATADIR", g_get_user_runtime_dir (), TRUE);

  g_test_add_func ("/rules/window/steps", test_steps);
  g_test_add_func ("/rules/window/R-STAGE-5/book-examples", test_book_examples);
  g_test_add_func ("/rules/drawing/R-STAGE-4/uses-engine", test_drawing_uses_engine);
  g_test_add_func ("/rules/window/R-TURN-1-R-TURN-4-R-FAST-2-R-MOVE-3/pictures", test_other_pictures);
  g_test_add_func ("/rules/window/narrow", test_narrow);
  g_test_add_func ("/rules/window/keys", test_keys);
  g_test_add_func ("/rules/window/opened-from-main-window", test_opened_from_main_window);
  return g_test_run ();
}
