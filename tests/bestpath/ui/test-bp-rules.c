/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bp-rules.c: the Best Path Rules under Xvfb: every step has a
 * picture with a description, the pictures show what the engine does with
 * the rules file's examples, the dialog fits a phone, and its steps turn
 * with the keyboard. */
#include "config.h"

#include <adwaita.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

#include "bp-engine.h"
#include "bp-game-view.h"
#include "bp-rules-dialog.h"
#include "bp-rules-drawing.h"
#include "../../common/sw-test-util.h"

static const char *expected_ids[] = { "board", "round", "extend", "scoring", "solo" };

static BpRulesDialog *
open_rules_in (int width,
               int height)
{
  GtkWidget *host = sw_test_present_host (width, height);
  BpRulesDialog *rules = bp_rules_dialog_present (host);

  sw_test_iterate_until (sw_test_is_mapped, rules, 10000);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (rules)));
  g_assert_true (gtk_widget_get_root (GTK_WIDGET (rules)) == GTK_ROOT (host));
  return rules;
}

static void
close_rules (BpRulesDialog *rules)
{
  sw_test_close_host (GTK_WIDGET (rules));
}

static GPtrArray *
drawings_of_step (BpRulesDialog *rules,
                  const char    *id)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < sw_steps_dialog_get_n_steps (SW_STEPS_DIALOG (rules)); i++)
    if (g_strcmp0 (sw_steps_dialog_get_step_id (SW_STEPS_DIALOG (rules), i), id) == 0)
      sw_test_collect (sw_steps_dialog_get_step_page (SW_STEPS_DIALOG (rules), i), BP_TYPE_RULES_DRAWING, out);
  return out;
}

static gboolean
contains_word (const char *text,
               const char *word)
{
  gsize n = strlen (word);

  for (const char *p = text; (p = strstr (p, word)) != NULL; p++)
    if ((p == text || !g_ascii_isalnum (p[-1])) && !g_ascii_isalnum (p[n]))
      return TRUE;
  return FALSE;
}

static guint
field (const char *name)
{
  guint f = BP_NO_FIELD;

  g_assert_true (bp_field_from_name (name, &f));
  return f;
}

static guint64
bit (const char *name)
{
  return G_GUINT64_CONSTANT (1) << field (name);
}

static void
test_steps (void)
{
  BpRulesDialog *rules = open_rules_in (800, 600);
  guint n = sw_steps_dialog_get_n_steps (SW_STEPS_DIALOG (rules));

  g_assert_cmpuint (n, ==, G_N_ELEMENTS (expected_ids));
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *page = sw_steps_dialog_get_step_page (SW_STEPS_DIALOG (rules), i);
      g_autoptr(GPtrArray) drawings = g_ptr_array_new ();

      g_assert_cmpstr (sw_steps_dialog_get_step_id (SW_STEPS_DIALOG (rules), i), ==, expected_ids[i]);
      g_assert_true (gtk_widget_is_ancestor (page, GTK_WIDGET (rules)));
      sw_test_collect (page, BP_TYPE_RULES_DRAWING, drawings);
      /* every step is illustrated, and says in words what it shows */
      g_assert_cmpuint (drawings->len, >=, 1);
      for (guint d = 0; d < drawings->len; d++)
        {
          const char *summary = bp_rules_drawing_get_summary (drawings->pdata[d]);

          g_assert_nonnull (summary);
          g_assert_cmpuint (strlen (summary), >, 40);
          g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (drawings->pdata[d])),
                           ==, GTK_ACCESSIBLE_ROLE_IMG);
        }
    }
  g_assert_null (sw_steps_dialog_get_step_id (SW_STEPS_DIALOG (rules), n));
  g_assert_null (sw_steps_dialog_get_step_page (SW_STEPS_DIALOG (rules), n));
  g_assert_cmpuint (sw_steps_dialog_get_step (SW_STEPS_DIALOG (rules)), ==, 0);
  sw_steps_dialog_set_step (SW_STEPS_DIALOG (rules), 3);
  g_assert_cmpuint (sw_steps_dialog_get_step (SW_STEPS_DIALOG (rules)), ==, 3);

  /* Every picture gets a real size at 800×600. */
  sw_test_iterate_for (200);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GPtrArray) all = g_ptr_array_new ();

      sw_test_collect (sw_steps_dialog_get_step_page (SW_STEPS_DIALOG (rules), i), BP_TYPE_RULES_DRAWING, all);
      for (guint d = 0; d < all->len; d++)
        {
          int min;

          gtk_widget_measure (all->pdata[d], GTK_ORIENTATION_VERTICAL, 400, &min, NULL, NULL, NULL);
          g_assert_cmpint (min, >, 300);
        }
    }
  close_rules (rules);
}

/* The board step shows board 1's start; its words name every number field
 * where the engine puts it (R-COMP-6, R-COMP-7). */
static void
test_board (void)
{
  BpRulesDialog *rules = open_rules_in (800, 600);
  g_autoptr(GPtrArray) board = drawings_of_step (rules, "board");
  const BpRulesPicture *picture;
  const char *summary;

  g_assert_cmpuint (board->len, ==, 1);
  picture = bp_rules_drawing_get_picture (board->pdata[0]);
  summary = bp_rules_drawing_get_summary (board->pdata[0]);
  g_assert_cmpuint (picture->start, ==, bp_board_start (1));
  g_assert_cmpuint (picture->line.length, ==, 0);
  for (guint v = 2; v <= BP_MAX_NUMBER; v++)
    g_assert_true (contains_word (summary, bp_field_name (bp_number_field (v))));
  for (guint b = 1; b <= BP_N_BOARDS; b++)
    g_assert_true (contains_word (summary, bp_field_name (bp_board_start (b))));
  close_rules (rules);
}

/* EX-1 in the round step; the legality cases in the extend step, as the
 * engine decides them (R-LINE-1, R-LINE-2, R-ROUND-2, R-ROUND-3). */
static void
test_extensions (void)
{
  BpRulesDialog *rules = open_rules_in (800, 600);
  g_autoptr(GPtrArray) round = drawings_of_step (rules, "round");
  g_autoptr(GPtrArray) extend = drawings_of_step (rules, "extend");
  const BpRulesPicture *ex1, *ends, *refused, *beside;
  static const char *const ex1_cells[] = { "E4", "D4", "D5", "C5" };
  guint8 counts[BP_N_COLOURS];
  BpLine line;

  g_assert_cmpuint (round->len, ==, 1);
  ex1 = bp_rules_drawing_get_picture (round->pdata[0]);
  g_assert_cmpuint (ex1->line.length, ==, 1);
  g_assert_cmpuint (ex1->line.fields[0], ==, field ("F4"));
  g_assert_cmpuint (ex1->extension.from, ==, field ("F4"));
  g_assert_cmpuint (ex1->extension.n_cells, ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpuint (ex1->extension.cells[i], ==, field (ex1_cells[i]));
      g_assert_true (contains_word (bp_rules_drawing_get_summary (round->pdata[0]), ex1_cells[i]));
    }

  g_assert_cmpuint (extend->len, ==, 3);
  ends = bp_rules_drawing_get_picture (extend->pdata[0]);
  refused = bp_rules_drawing_get_picture (extend->pdata[1]);
  beside = bp_rules_drawing_get_picture (extend->pdata[2]);

  /* After EX-1 the line runs F4 … C5; the rings are what the engine allows
   * first from either end with the next card (R-LINE-3, R-ROUND-3). */
  line = ends->line;
  g_assert_cmpuint (line.length, ==, 5);
  g_assert_true (bp_line_is_end (&line, field ("F4")));
  g_assert_true (bp_line_is_end (&line, field ("C5")));
  g_assert_cmpuint (ends->legal, !=, 0);
  g_assert_cmpuint (ends->legal & line.mask, ==, 0);
  for (guint f = 0; f < BP_N_FIELDS; f++)
    if (ends->legal & (G_GUINT64_CONSTANT (1) << f))
      {
        /* each ringed field touches an end */
        g_assert_true (bp_fields_adjacent (f, field ("F4")) || bp_fields_adjacent (f, field ("C5")));
        g_assert_true (contains_word (bp_rules_drawing_get_summary (extend->pdata[0]), bp_field_name (f)));
      }

  /* Crossed out: the gap E3, D5 on the line, E4 not an end. */
  g_assert_cmphex (refused->refused, ==, bit ("E3") | bit ("D5") | bit ("E4"));
  {
    guint8 c13_counts[BP_N_COLOURS];
    guint c13;
    BpExtension gap = { .from = (guint8) field ("F4"), .n_cells = 1, .cells = { (guint8) field ("E3") } };
    BpExtension touch = { .from = (guint8) field ("C5"), .n_cells = 1, .cells = { (guint8) field ("D5") } };

    g_assert_true (bp_card_from_name ("C13", &c13));
    bp_card_counts (c13, c13_counts);
    g_assert_cmpstr (bp_line_check_extension (&refused->line, c13_counts, &gap, NULL), ==, "R-LINE-1");
    g_assert_cmpstr (bp_line_check_extension (&refused->line, c13_counts, &touch, NULL), ==, "R-LINE-2");
  }

  /* Beside the line: C5 → C4 B4 A4 A5, legal with two blues (C12). */
  {
    guint c12;

    g_assert_true (bp_card_from_name ("C12", &c12));
    bp_card_counts (c12, counts);
    g_assert_cmpuint (beside->extension.n_cells, ==, 4);
    g_assert_cmpuint (beside->extension.cells[0], ==, field ("C4"));
    g_assert_null (bp_line_check_extension (&beside->line, counts, &beside->extension, NULL));
  }
  close_rules (rules);
}

/* EX-5 (3 first, 2 later), EX-2's line (10 fields not reached) and EX-4
 * (Tim alone: 4, 7, 3, 9). */
static void
test_scoring (void)
{
  BpRulesDialog *rules = open_rules_in (800, 600);
  g_autoptr(GPtrArray) scoring = drawings_of_step (rules, "scoring");
  g_autoptr(GPtrArray) solo = drawings_of_step (rules, "solo");
  const BpRulesPicture *race, *end, *tim;
  const char *summary;

  g_assert_cmpuint (scoring->len, ==, 2);
  race = bp_rules_drawing_get_picture (scoring->pdata[0]);
  summary = bp_rules_drawing_get_summary (scoring->pdata[0]);
  g_assert_cmpuint (race->start, ==, bp_board_start (3));
  g_assert_cmpuint (race->extension.cells[race->extension.n_cells - 1], ==, bp_number_field (3));
  g_assert_true (strstr (summary, "score 3") != NULL);
  g_assert_true (strstr (summary, "scores 2") != NULL);

  end = bp_rules_drawing_get_picture (scoring->pdata[1]);
  g_assert_true (end->unreached);
  g_assert_cmpuint (end->line.length + end->extension.n_cells, ==, 51);
  summary = bp_rules_drawing_get_summary (scoring->pdata[1]);
  g_assert_true (contains_word (summary, "51"));
  g_assert_true (contains_word (summary, "10"));
  g_assert_true (contains_word (summary, "4"));   /* the only number missed */

  g_assert_cmpuint (solo->len, ==, 1);
  tim = bp_rules_drawing_get_picture (solo->pdata[0]);
  summary = bp_rules_drawing_get_summary (solo->pdata[0]);
  g_assert_cmpuint (tim->start, ==, bp_board_start (2));
  g_assert_true (strstr (summary, "4: 4 points, 7: 7 points, 5: 3 points, 9: 9 points") != NULL);
  close_rules (rules);
}

/* The smallest adaptive size: the page comes first, nothing is wider. */
static void
test_narrow (void)
{
  BpRulesDialog *rules = open_rules_in (360, 640);
  AdwNavigationSplitView *split = ADW_NAVIGATION_SPLIT_VIEW (sw_test_find_widget (GTK_WIDGET (rules),
                                                                          ADW_TYPE_NAVIGATION_SPLIT_VIEW));
  int min;

  sw_test_iterate_for (300);
  g_assert_true (adw_navigation_split_view_get_collapsed (split));
  g_assert_true (adw_navigation_split_view_get_show_content (split));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (rules)), <=, 360);
  gtk_widget_measure (GTK_WIDGET (rules), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_assert_cmpint (min, <=, 360);
  for (guint i = 0; i < sw_steps_dialog_get_n_steps (SW_STEPS_DIALOG (rules)); i++)
    {
      g_autoptr(GPtrArray) drawings = g_ptr_array_new ();

      sw_steps_dialog_set_step (SW_STEPS_DIALOG (rules), i);
      sw_test_iterate_for (150);
      g_assert_cmpuint (sw_steps_dialog_get_step (SW_STEPS_DIALOG (rules)), ==, i);
      sw_test_collect (sw_steps_dialog_get_step_page (SW_STEPS_DIALOG (rules), i), BP_TYPE_RULES_DRAWING, drawings);
      for (guint d = 0; d < drawings->len; d++)
        {
          int width = gtk_widget_get_width (drawings->pdata[d]);

          g_assert_cmpint (width, >, 0);
          g_assert_cmpint (width, <=, 360);
        }
    }
  close_rules (rules);
}

typedef struct
{
  BpRulesDialog *rules;
  guint          step;
} StepWait;

static gboolean
step_reached (gpointer data)
{
  StepWait *wait = data;

  return sw_steps_dialog_get_step (SW_STEPS_DIALOG (wait->rules)) == wait->step;
}

static void
on_closed_cb (AdwDialog *dialog,
              gboolean  *closed)
{
  *closed = TRUE;
}

static void
press_and_expect (BpRulesDialog *rules,
                  const char    *key,
                  guint          step)
{
  StepWait wait = { rules, step };

  sw_test_press (key);
  sw_test_iterate_until (step_reached, &wait, 5000);
  g_assert_cmpuint (sw_steps_dialog_get_step (SW_STEPS_DIALOG (rules)), ==, step);
}

/* Real key presses through the X server (XTEST via xdotool). */
static void
test_keys (void)
{
#ifdef GDK_WINDOWING_X11
  BpRulesDialog *rules;
  GtkWindow *host;
  gboolean closed = FALSE;
  g_autofree char *path = g_find_program_in_path ("xdotool");
  const char *argv[] = { "xdotool", "search", "--sync", "--name", "^bp-rules-keys$",
                         "windowfocus", "--sync", NULL };
  guint last;

  if (!GDK_IS_X11_DISPLAY (gdk_display_get_default ()) || path == NULL)
    {
      g_test_skip ("needs X11 and xdotool");
      return;
    }
  rules = open_rules_in (800, 600);
  g_object_ref (rules);
  host = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (rules)));
  g_signal_connect (rules, "closed", G_CALLBACK (on_closed_cb), &closed);
  last = sw_steps_dialog_get_n_steps (SW_STEPS_DIALOG (rules)) - 1;
  gtk_window_set_title (host, "bp-rules-keys");
  sw_test_iterate_for (100);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, NULL, NULL));
  sw_test_iterate_for (300);

  press_and_expect (rules, "Right", 1);
  press_and_expect (rules, "Right", 2);
  press_and_expect (rules, "Left", 1);
  press_and_expect (rules, "Next", 2);      /* Page Down */
  press_and_expect (rules, "Prior", 1);     /* Page Up */
  press_and_expect (rules, "End", last);
  press_and_expect (rules, "Right", last);  /* stays on the last step */
  press_and_expect (rules, "Home", 0);
  press_and_expect (rules, "Left", 0);      /* stays on the first step */

  /* The keys still turn the pages while the list of steps has the focus. */
  {
    GtkListBox *list = GTK_LIST_BOX (sw_test_find_widget (GTK_WIDGET (rules), GTK_TYPE_LIST_BOX));

    gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0)));
    g_assert_true (GTK_IS_LIST_BOX_ROW (gtk_root_get_focus (GTK_ROOT (host))));
    press_and_expect (rules, "Right", 1);
  }

  sw_test_press ("Escape");
  sw_test_iterate_until (sw_test_flag_set, &closed, 5000);
  g_assert_true (closed);
  g_object_unref (rules);
  gtk_window_destroy (host);
#else
  g_test_skip ("needs X11");
#endif
}

/* The game view's bp.rules opens these Rules over the view. */
static void
test_from_game_view (void)
{
  GtkWindow *window = GTK_WINDOW (adw_window_new ());
  GtkWidget *view = bp_game_view_new ();
  GtkWidget *rules;

  gtk_window_set_default_size (window, 800, 600);
  adw_window_set_content (ADW_WINDOW (window), view);
  gtk_window_present (window);
  sw_test_iterate_until (sw_test_is_mapped, window, 10000);
  g_assert_true (gtk_widget_activate_action (view, "bp.rules", NULL));
  sw_test_iterate_for (200);
  rules = sw_test_find_widget (GTK_WIDGET (window), BP_TYPE_RULES_DIALOG);
  g_assert_nonnull (rules);
  g_assert_true (gtk_widget_get_mapped (rules));
  sw_test_dialog_settle ();
  adw_dialog_force_close (ADW_DIALOG (rules));
  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  adw_init ();

  g_test_add_func ("/bestpath-ui/rules/steps", test_steps);
  g_test_add_func ("/bestpath-ui/rules/R-COMP-6-R-COMP-7/board", test_board);
  g_test_add_func ("/bestpath-ui/rules/EX-1-R-LINE-2-R-ROUND-3/extensions", test_extensions);
  g_test_add_func ("/bestpath-ui/rules/EX-2-EX-4-EX-5/scoring", test_scoring);
  g_test_add_func ("/bestpath-ui/rules/narrow", test_narrow);
  g_test_add_func ("/bestpath-ui/rules/keys", test_keys);
  g_test_add_func ("/bestpath-ui/rules/from-game-view", test_from_game_view);
  return g_test_run ();
}
