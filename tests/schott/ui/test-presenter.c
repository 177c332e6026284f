/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-presenter.c: SchottPresenter, the one-at-a-time queue of SCHOTT's
 * question and stage-summary sheets: what waits is shown in the order it
 * came, the game is held while something must be read (and let go when
 * nothing waits), the move log is held back to what was said before the
 * next sheet, and the speed decides whether a computer's question is
 * shown at all. The model's signals are emitted by the test, as the game
 * emits them. */
#include "config.h"

#include <adwaita.h>

#include "schott-presenter.h"
#include "schott-question-dialog.h"
#include "schott-summary-dialog.h"
#include "../../common/sw-test-util.h"

typedef struct
{
  GtkWidget       *window;
  GtkWidget       *parent;
  SchottGameModel *model;
  SchottPresenter *presenter;
  guint            n_closed;
  guint            n_made;
} Fixture;

static void
on_closed_cb (SchottPresenter *presenter,
              Fixture         *f)
{
  f->n_closed++;
}

static void
on_made_cb (SchottPresenter *presenter,
            AdwDialog       *dialog,
            Fixture         *f)
{
  g_assert_true (ADW_IS_DIALOG (dialog));
  f->n_made++;
}

/* Anna (a person) decides first: no computer thinks while the test runs,
 * so every hold on the game is the presenter's. */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  SchottSeatSetup seats[3] = {
    { .name = "Anna", .kind = SCHOTT_SEAT_HUMAN, .level = SCHOTT_AI_NORMAL },
    { .name = "Ben", .kind = SCHOTT_SEAT_COMPUTER, .level = SCHOTT_AI_NORMAL },
    { .name = "Chen", .kind = SCHOTT_SEAT_COMPUTER, .level = SCHOTT_AI_NORMAL },
  };
  SchottVariant variant;
  g_autoptr(GError) error = NULL;

  schott_variant_init_default (&variant);
  f->model = schott_game_model_new (&variant, seats, 3, 7, 7, &error);
  g_assert_no_error (error);
  g_assert_cmpint (schott_game_model_get_decider (f->model), ==, 0);
  schott_game_model_set_speed (f->model, SCHOTT_AI_SPEED_NORMAL);

  f->window = adw_window_new ();
  f->parent = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_size_request (f->parent, 600, 500);
  adw_window_set_content (ADW_WINDOW (f->window), f->parent);
  gtk_window_present (GTK_WINDOW (f->window));
  while (!gtk_widget_get_mapped (f->parent))
    g_main_context_iteration (NULL, TRUE);

  f->presenter = schott_presenter_new (f->parent);
  g_signal_connect (f->presenter, "closed", G_CALLBACK (on_closed_cb), f);
  g_signal_connect (f->presenter, "dialog-made", G_CALLBACK (on_made_cb), f);
  schott_presenter_set_model (f->presenter, f->model);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->presenter);
  g_assert_false (schott_game_model_get_held (f->model));
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->model);
}

static void
ask (Fixture    *f,
     gint        player,
     const char *question)
{
  g_signal_emit_by_name (f->model, "question-asked", player, SCHOTT_QUESTION_LOCATION, 2, question);
}

static void
score_stage (Fixture *f)
{
  SchottStageSummary summary = { .winner = 1 };

  g_signal_emit_by_name (f->model, "stage-scored", 1, &summary);
}

/* Iterates until the sheet the presenter shows is on screen. */
static AdwDialog *
wait_shown (Fixture *f)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  AdwDialog *dialog;

  while (((dialog = schott_presenter_get_dialog (f->presenter)) == NULL
          || !gtk_widget_get_mapped (GTK_WIDGET (dialog)))
         && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  return dialog;
}

static void
close_shown (Fixture *f)
{
  AdwDialog *dialog = schott_presenter_get_dialog (f->presenter);
  guint closed = f->n_closed;

  g_assert_nonnull (dialog);
  adw_dialog_force_close (dialog);
  while (f->n_closed == closed)
    g_main_context_iteration (NULL, TRUE);
}

/* A computer's question, then a stage summary: shown in that order, one
 * at a time; the game is held until the last is gone. */
static void
test_queue_order (Fixture       *f,
                  gconstpointer  data)
{
  GListModel *log = schott_game_model_get_move_log (f->model);
  guint lines = g_list_model_get_n_items (log);
  AdwDialog *dialog;

  g_assert_true (schott_presenter_is_idle (f->presenter));
  g_assert_cmpuint (schott_presenter_get_log_limit (f->presenter), ==, G_MAXUINT);
  g_assert_false (schott_game_model_get_held (f->model));

  ask (f, 1, "Which river runs through Vienna?");
  score_stage (f);
  g_assert_cmpuint (schott_presenter_get_n_waiting (f->presenter), ==, 2);
  g_assert_true (schott_presenter_get_holding (f->presenter));
  g_assert_true (schott_game_model_get_held (f->model));
  /* the log stops where the first sheet came */
  g_assert_cmpuint (schott_presenter_get_log_limit (f->presenter), ==, lines);

  schott_presenter_present_next (f->presenter);
  dialog = wait_shown (f);
  g_assert_true (SCHOTT_IS_QUESTION_DIALOG (dialog));
  g_assert_cmpuint (f->n_made, ==, 2);
  g_assert_cmpuint (schott_presenter_get_n_waiting (f->presenter), ==, 1);
  /* a second call shows nothing more while a sheet is up */
  schott_presenter_present_next (f->presenter);
  g_assert_true (schott_presenter_get_dialog (f->presenter) == dialog);
  g_assert_cmpuint (schott_presenter_get_n_waiting (f->presenter), ==, 1);

  g_signal_emit_by_name (f->model, "question-answered", 1, TRUE, 0, 0);
  close_shown (f);
  dialog = wait_shown (f);
  g_assert_true (SCHOTT_IS_SUMMARY_DIALOG (dialog));
  g_assert_cmpuint (schott_presenter_get_n_waiting (f->presenter), ==, 0);
  g_assert_cmpuint (schott_presenter_get_log_limit (f->presenter), ==, G_MAXUINT);
  /* a summary is read before the computers go on */
  g_assert_true (schott_game_model_get_held (f->model));

  close_shown (f);
  g_assert_true (schott_presenter_is_idle (f->presenter));
  g_assert_false (schott_presenter_get_holding (f->presenter));
  g_assert_false (schott_game_model_get_held (f->model));
  g_assert_cmpuint (f->n_closed, ==, 2);
  /* the sheets are kept between uses */
  g_assert_cmpuint (f->n_made, ==, 2);
}

static void
on_notify_cb (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* At instant speed a computer's question is not shown (its result is),
 * a person's still is; the speed follows the game's. */
static void
test_speed (Fixture       *f,
            gconstpointer  data)
{
  guint notified = 0;

  g_assert_cmpint (schott_presenter_get_speed (f->presenter), ==, SCHOTT_AI_SPEED_NORMAL);
  g_assert_true (schott_presenter_shows_computer_steps (f->presenter));
  g_signal_connect (f->presenter, "notify::speed", G_CALLBACK (on_notify_cb), &notified);

  schott_game_model_set_speed (f->model, SCHOTT_AI_SPEED_INSTANT);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpint (schott_presenter_get_speed (f->presenter), ==, SCHOTT_AI_SPEED_INSTANT);
  g_assert_false (schott_presenter_shows_computer_steps (f->presenter));

  ask (f, 2, "What is the capital of Peru?");
  g_assert_true (schott_presenter_is_idle (f->presenter));
  g_assert_false (schott_game_model_get_held (f->model));

  /* a person's question waits for its sheet; once shown, the game waits
   * only for the person's answer, not for the presenter */
  ask (f, 0, "How many legs has a spider?");
  g_assert_cmpuint (schott_presenter_get_n_waiting (f->presenter), ==, 1);
  g_assert_true (schott_game_model_get_held (f->model));
  schott_presenter_present_next (f->presenter);
  g_assert_true (SCHOTT_IS_QUESTION_DIALOG (wait_shown (f)));
  g_assert_false (schott_presenter_get_holding (f->presenter));
  g_assert_false (schott_game_model_get_held (f->model));

  schott_game_model_set_speed (f->model, SCHOTT_AI_SPEED_FAST);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_true (schott_presenter_shows_computer_steps (f->presenter));
  ask (f, 1, "Which planet is the largest?");
  g_assert_cmpuint (schott_presenter_get_n_waiting (f->presenter), ==, 1);
  g_assert_true (schott_game_model_get_held (f->model));
}

/* A new game (or none): what was queued or shown goes, and so does the
 * hold on the old game. */
static void
test_hold_released_with_model (Fixture       *f,
                               gconstpointer  data)
{
  ask (f, 1, "Which river runs through Vienna?");
  schott_presenter_present_next (f->presenter);
  ask (f, 2, "What is the capital of Peru?");
  wait_shown (f);
  g_assert_true (schott_game_model_get_held (f->model));

  schott_presenter_set_model (f->presenter, NULL);
  g_assert_false (schott_game_model_get_held (f->model));
  g_assert_true (schott_presenter_is_idle (f->presenter));
  g_assert_cmpuint (schott_presenter_get_log_limit (f->presenter), ==, G_MAXUINT);
  /* the old game's signals reach it no more */
  ask (f, 1, "Which planet is the largest?");
  g_assert_true (schott_presenter_is_idle (f->presenter));
  g_assert_false (schott_game_model_get_held (f->model));
}

/* Return on a row of the stage summary goes on, as on Continue: a row
 * that held the focus (the guided game's coach changed as the stage
 * ended) took Return and did nothing, and a keyboard player was stuck. */
static void
test_summary_return_on_a_row (Fixture       *f,
                              gconstpointer  data)
{
  AdwDialog *dialog;
  GtkWidget *row;
  gint64 end;

  score_stage (f);
  schott_presenter_present_next (f->presenter);
  dialog = wait_shown (f);
  g_assert_true (SCHOTT_IS_SUMMARY_DIALOG (dialog));
  sw_test_iterate_for (300);
  row = sw_test_find_widget (GTK_WIDGET (dialog), GTK_TYPE_LIST_BOX_ROW);
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_grab_focus (row));
  g_assert_true (adw_dialog_get_focus (dialog) == row);
  gtk_window_present (GTK_WINDOW (f->window));
  sw_test_iterate_for (200);
  sw_test_press ("Return");
  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (f->n_closed == 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (f->n_closed, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/presenter/summary-return-on-a-row", Fixture, NULL, fixture_set_up,
              test_summary_return_on_a_row, fixture_tear_down);
  g_test_add ("/ui/presenter/queue-order", Fixture, NULL, fixture_set_up, test_queue_order, fixture_tear_down);
  g_test_add ("/ui/presenter/speed", Fixture, NULL, fixture_set_up, test_speed, fixture_tear_down);
  g_test_add ("/ui/presenter/hold-released-with-model", Fixture, NULL, fixture_set_up,
              test_hold_released_with_model, fixture_tear_down);
  return g_test_run ();
}
