/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-model.c: SchottGameModel against the engine it wraps */
#include "config.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "schott-content.h"
#include "schott-game-model.h"
#include "schott-pack-model.h"
#include "schott-statistics.h"
#include "schott-io.h"

typedef struct
{
  SchottGameModel *model;
  GPtrArray       *events;     /* char *, signals as text, in order */
  GPtrArray       *notifies;   /* char *, property names */
  GPtrArray       *lines;      /* char *, the move log's lines of the last decision */
} Fixture;

/* ------------------------------------------------ signals as text */

/* The engine's log entry as the text of the model's signal for it; NULL
 * for the kinds the model announces only in its move log. */
static char *
entry_to_text (const SchottLogEntry *e)
{
  switch (e->kind)
    {
    case SCHOTT_LOG_CARD_EXCHANGED:
      return g_strdup_printf ("card-exchanged %d %d %d %d %d", e->player, e->pos, e->card, e->card2, !!e->flag);
    case SCHOTT_LOG_EVENT_REVEALED:
      return g_strdup_printf ("event-revealed %d %d %d", e->player, e->event, e->pos);
    case SCHOTT_LOG_FAST_TRACK:
      return g_strdup_printf ("fast-track-played %d", e->player);
    case SCHOTT_LOG_BONUS:
      return g_strdup_printf ("bonus-earned %d %u %u", e->player, (guint) e->pos2, (guint) e->amount);
    case SCHOTT_LOG_FIGURE_MOVED:
      return g_strdup_printf ("figure-moved %d %d %d %d", e->player, e->from, e->to, e->reason);
    case SCHOTT_LOG_QUESTION_ASKED:
      return g_strdup_printf ("question-asked %d %d %d", e->player, e->reason, e->amount);
    case SCHOTT_LOG_QUESTION_ANSWERED:
      return g_strdup_printf ("question-answered %d %d %d %d", e->player, !!e->flag, e->pos, e->pos2);
    case SCHOTT_LOG_STAGE_SCORED:
      return g_strdup_printf ("stage-scored %d", e->player);
    default:
      return NULL;
    }
}

/* The text of the move log's line at position. */
static char *
log_line_text (GListModel *log,
               guint       position)
{
  g_autoptr(GObject) line = g_list_model_get_item (log, position);
  char *text = NULL;

  g_assert_nonnull (line);
  g_object_get (line, "text", &text, NULL);
  return text;
}

static void
push (Fixture    *f,
      char       *text)
{
  g_ptr_array_add (f->events, text);
}

static void on_card_exchanged (SchottGameModel *m, gint p, gint pos, gint in, gint out, gboolean d, Fixture *f)
{ push (f, g_strdup_printf ("card-exchanged %d %d %d %d %d", p, pos, in, out, d)); }
static void on_event_revealed (SchottGameModel *m, gint p, SchottEventKind k, gint slot, Fixture *f)
{ push (f, g_strdup_printf ("event-revealed %d %d %d", p, k, slot)); }
static void on_fast_track (SchottGameModel *m, gint p, Fixture *f)
{ push (f, g_strdup_printf ("fast-track-played %d", p)); }
static void on_bonus (SchottGameModel *m, gint p, guint run, guint fields, Fixture *f)
{ push (f, g_strdup_printf ("bonus-earned %d %u %u", p, run, fields)); }
static void on_figure_moved (SchottGameModel *m, gint p, gint from, gint to, SchottMoveReason r, Fixture *f)
{ push (f, g_strdup_printf ("figure-moved %d %d %d %d", p, from, to, r)); }
static void on_question_asked (SchottGameModel *m, gint p, SchottQuestionReason r, gint amount,
                               const char *question, Fixture *f)
{
  g_assert_nonnull (question);
  g_assert_cmpstr (question, ==, schott_game_model_get_question_text (m));
  push (f, g_strdup_printf ("question-asked %d %d %d", p, r, amount));
}
static void on_question_answered (SchottGameModel *m, gint p, gboolean right, gint chosen, gint rp, Fixture *f)
{ push (f, g_strdup_printf ("question-answered %d %d %d %d", p, right, chosen, rp)); }
static void on_stage_scored (SchottGameModel *m, gint winner, gpointer summary, Fixture *f)
{
  g_assert_true (summary == schott_game_model_get_last_summary (m));
  push (f, g_strdup_printf ("stage-scored %d", winner));
}
static void on_decision_changed (SchottGameModel *m, Fixture *f)
{ push (f, g_strdup ("decision-changed")); }
static void on_notify (GObject *o, GParamSpec *pspec, Fixture *f)
{ g_ptr_array_add (f->notifies, g_strdup (pspec->name)); }

static void
connect_all (Fixture *f)
{
#define C(name, cb) g_signal_connect (f->model, name, G_CALLBACK (cb), f)
  C ("card-exchanged", on_card_exchanged);
  C ("event-revealed", on_event_revealed);
  C ("fast-track-played", on_fast_track);
  C ("bonus-earned", on_bonus);
  C ("figure-moved", on_figure_moved);
  C ("question-asked", on_question_asked);
  C ("question-answered", on_question_answered);
  C ("stage-scored", on_stage_scored);
  C ("decision-changed", on_decision_changed);
  C ("notify", on_notify);
#undef C
}

static SchottGameModel *
new_model (guint          n_players,
           SchottSeatKind kind,
           SchottAiLevel  level,
           guint64        seed)
{
  static const char * const names[] = { "Anna", "Ben", "Chen", "Dewi" };
  SchottSeatSetup seats[SCHOTT_MAX_PLAYERS];
  SchottVariant variant;
  g_autoptr(GError) error = NULL;
  SchottGameModel *model;

  schott_variant_init_default (&variant);
  for (guint p = 0; p < n_players; p++)
    {
      seats[p].name = names[p];
      seats[p].colour = NULL;
      seats[p].kind = kind;
      seats[p].level = level;
    }
  model = schott_game_model_new (&variant, seats, n_players, seed, seed, &error);
  g_assert_no_error (error);
  g_assert_nonnull (model);
  return model;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->model = new_model (GPOINTER_TO_UINT (data) ? GPOINTER_TO_UINT (data) : 3,
                        SCHOTT_SEAT_HUMAN, SCHOTT_AI_NORMAL, 42);
  f->events = g_ptr_array_new_with_free_func (g_free);
  f->notifies = g_ptr_array_new_with_free_func (g_free);
  f->lines = g_ptr_array_new_with_free_func (g_free);
  connect_all (f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->model);
  g_ptr_array_unref (f->events);
  g_ptr_array_unref (f->notifies);
  g_ptr_array_unref (f->lines);
}

static SchottGame *
game_of (Fixture *f)
{
  return schott_game_model_get_game_for_testing (f->model);
}

static void
collect_cb (const SchottLogEntry *entry,
            gpointer              user_data)
{
  g_array_append_vals (user_data, entry, 1);
}

/* Applies a choice through the model and checks that its signals are the
 * engine's log (the kinds it announces), one for one and in order,
 * followed by decision-changed; that the move log gained one line for
 * every entry of the engine's log but a turn's start (kept in f->lines);
 * and that the model's game equals the engine's. */
static void
decide_checked (Fixture            *f,
                const SchottChoice *choice)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) log = g_array_new (FALSE, TRUE, sizeof (SchottLogEntry));
  g_autoptr(GPtrArray) expected = g_ptr_array_new_with_free_func (g_free);
  GListModel *move_log = schott_game_model_get_move_log (f->model);
  guint n_lines = 0, first_line = g_list_model_get_n_items (move_log);
  SchottGame copy = *game_of (f);

  g_assert_true (schott_game_decide (&copy, choice, collect_cb, log, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < log->len; i++)
    {
      const SchottLogEntry *e = &g_array_index (log, SchottLogEntry, i);
      char *text = entry_to_text (e);

      if (text != NULL)
        g_ptr_array_add (expected, text);
      n_lines += e->kind != SCHOTT_LOG_TURN_STARTED;
    }
  g_ptr_array_add (expected, g_strdup ("decision-changed"));

  g_ptr_array_set_size (f->events, 0);
  g_ptr_array_set_size (f->lines, 0);
  g_assert_true (schott_game_model_decide (f->model, choice, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < MAX (expected->len, f->events->len); i++)
    g_assert_cmpstr (i < f->events->len ? f->events->pdata[i] : "(none)", ==,
                     i < expected->len ? expected->pdata[i] : "(none)");
  g_assert_cmpuint (g_list_model_get_n_items (move_log), ==, first_line + n_lines);
  for (guint i = first_line; i < first_line + n_lines; i++)
    g_ptr_array_add (f->lines, log_line_text (move_log, i));
  g_assert_cmpmem (game_of (f), sizeof copy, &copy, sizeof copy);
}

/* The index of the first line of the last decision that contains text, or -1. */
static gint
line_index (Fixture    *f,
            const char *text)
{
  for (guint i = 0; i < f->lines->len; i++)
    if (strstr (f->lines->pdata[i], text) != NULL)
      return (gint) i;
  return -1;
}

static gboolean
events_contain (Fixture    *f,
                const char *prefix)
{
  for (guint i = 0; i < f->events->len; i++)
    if (g_str_has_prefix (f->events->pdata[i], prefix))
      return TRUE;
  return FALSE;
}

static gint
event_index (Fixture    *f,
             const char *prefix)
{
  for (guint i = 0; i < f->events->len; i++)
    if (g_str_has_prefix (f->events->pdata[i], prefix))
      return (gint) i;
  return -1;
}

static SchottChoice
choice_make (SchottAction action, gint a, gint b, gint c)
{
  SchottChoice choice = { (guint8) action, (gint8) a, (gint8) b, (gint8) c };
  return choice;
}

static SchottChoice
first_legal (Fixture *f)
{
  guint n = 0;
  const SchottChoice *choices = schott_game_model_get_legal_choices (f->model, &n);

  g_assert_cmpuint (n, >, 0);
  return choices[0];
}

/* Gives the active player an event card in slot 0. */
static void
give_event (Fixture         *f,
            SchottEventKind  kind)
{
  SchottGame *game = game_of (f);
  gint you = game->active;

  game->events[you][0].kind = kind;
  game->events[you][0].played = FALSE;
  game->events_played[you] = 0;
  schott_game_model_sync_for_testing (f->model);
}

/* ------------------------------------------------------------ tests */

static void
test_exchange_from_draw (Fixture       *f,
                         gconstpointer  data)
{
  SchottGame *game = game_of (f);
  gint you = game->active;
  SchottRowModel *row = schott_player_get_row (schott_game_model_get_player (f->model, (guint) you));
  SchottChoice draw = choice_make (SCHOTT_ACT_DRAW, 0, 0, 0);
  SchottChoice place = choice_make (SCHOTT_ACT_PLACE, 4, 0, 0);
  SchottCard drawn;

  g_assert_cmpint (schott_game_model_get_decision (f->model), ==, SCHOTT_DECISION_TURN);
  decide_checked (f, &draw);
  g_assert_cmpint (line_index (f, "draws a card."), ==, 0);
  g_assert_cmpint (schott_game_model_get_decision (f->model), ==, SCHOTT_DECISION_PLACE_DRAWN);
  drawn = game->drawn;
  g_assert_cmpint (schott_game_model_get_drawn_card (f->model), ==, drawn);

  decide_checked (f, &place);
  g_assert_cmpint (event_index (f, "card-exchanged"), ==, 0);
  g_assert_cmpuint (schott_row_model_get_card (row, 4), ==, drawn);
  g_assert_cmpint (schott_game_model_get_drawn_card (f->model), ==, -1);
  g_assert_cmpint (schott_game_model_get_active_player (f->model), ==, (you + 1) % 3);
  g_assert_cmpuint (g_list_model_get_n_items (schott_game_model_get_move_log (f->model)), >=, 2);
}

static void
test_exchange_from_discard (Fixture       *f,
                            gconstpointer  data)
{
  SchottGame *game = game_of (f);
  gint you = game->active;
  gint top = schott_game_model_get_discard_top (f->model);
  SchottCard old = game->rows[you][2];
  SchottChoice take = choice_make (SCHOTT_ACT_TAKE_DISCARD, 2, 0, 0);
  g_autofree char *expected = NULL;

  g_assert_cmpint (top, >=, 0);
  decide_checked (f, &take);
  expected = g_strdup_printf ("card-exchanged %d 2 %d %d 1", you, top, old);
  g_assert_cmpstr (f->events->pdata[0], ==, expected);
  g_assert_cmpint (schott_game_model_get_discard_top (f->model), ==, old);
}

/* Plays the event and then the first legal choice until the turn passes. */
static void
play_event_through (Fixture        *f,
                    SchottEventKind kind,
                    GPtrArray      *deciders)
{
  SchottGame *game = game_of (f);
  gint you = game->active;
  guint stage = game->stage;
  SchottChoice ev = choice_make (SCHOTT_ACT_EVENT, 0, 0, 0);
  g_autofree char *revealed = NULL;

  give_event (f, kind);
  decide_checked (f, &ev);
  revealed = g_strdup_printf ("event-revealed %d %d 0", you, kind);
  g_assert_cmpstr (f->events->pdata[0], ==, revealed);

  for (guint guard = 0; guard < 10; guard++)
    {
      SchottChoice c;

      if (schott_game_model_get_is_over (f->model) || game->stage != stage ||
          (game->decision == SCHOTT_DECISION_TURN && game->active != you))
        break;
      if (deciders != NULL)
        g_ptr_array_add (deciders, GINT_TO_POINTER (game->decider));
      c = first_legal (f);
      if (c.action == SCHOTT_ACT_ANSWER)
        c.a = game->question_right;
      decide_checked (f, &c);
    }
}

static void
test_events (Fixture       *f,
             gconstpointer  data)
{
  for (SchottEventKind kind = SCHOTT_EVENT_E1_SWAP_OWN; kind <= SCHOTT_EVENT_E10_QUESTION; kind++)
    {
      g_autoptr(SchottGameModel) model = NULL;
      Fixture sub = { 0, };
      g_autoptr(GPtrArray) deciders = g_ptr_array_new ();

      sub.model = new_model (3, SCHOTT_SEAT_HUMAN, SCHOTT_AI_NORMAL, 1000 + kind);
      sub.events = g_ptr_array_new_with_free_func (g_free);
      sub.notifies = g_ptr_array_new_with_free_func (g_free);
      sub.lines = g_ptr_array_new_with_free_func (g_free);
      connect_all (&sub);

      g_test_message ("event E%d", kind);
      play_event_through (&sub, kind, deciders);

      switch (kind)
        {
        case SCHOTT_EVENT_E2_EVERYONE_SWAPS:
          /* every player swaps, starting with the active one, clockwise */
          g_assert_cmpuint (deciders->len, ==, 3);
          for (guint i = 0; i < 3; i++)
            g_assert_cmpint (GPOINTER_TO_INT (deciders->pdata[i]), ==, (gint) i);
          break;
        case SCHOTT_EVENT_E9_NAME_PLAYER:
          /* first the active player names someone, then that one swaps */
          g_assert_cmpuint (deciders->len, ==, 2);
          g_assert_cmpint (GPOINTER_TO_INT (deciders->pdata[0]), ==, 0);
          g_assert_cmpint (GPOINTER_TO_INT (deciders->pdata[1]), !=, 0);
          break;
        case SCHOTT_EVENT_E7_ROTATE_ROWS:
          g_assert_cmpint (line_index (&sub, "Everyone takes the row of their left neighbour."), >=, 0);
          break;
        case SCHOTT_EVENT_E10_QUESTION:
          g_assert_true (events_contain (&sub, "question-answered 0 1"));
          break;
        default:
          break;
        }

      g_ptr_array_unref (sub.events);
      g_ptr_array_unref (sub.notifies);
      g_ptr_array_unref (sub.lines);
      g_assert_finalize_object (g_steal_pointer (&sub.model));
    }
}

static void
test_e7_rows (Fixture       *f,
              gconstpointer  data)
{
  SchottGame *game = game_of (f);
  SchottCard before[SCHOTT_MAX_PLAYERS][SCHOTT_MAX_ROW];
  SchottRowModel *row0 = schott_player_get_row (schott_game_model_get_player (f->model, 0));
  SchottChoice ev = choice_make (SCHOTT_ACT_EVENT, 0, 0, 0);

  give_event (f, SCHOTT_EVENT_E7_ROTATE_ROWS);
  memcpy (before, game->rows, sizeof before);
  decide_checked (f, &ev);
  /* player 0 now owns the row of the left neighbour, player 1 */
  for (guint i = 0; i < game->row_length; i++)
    g_assert_cmpuint (schott_row_model_get_card (row0, i), ==, before[1][i]);
}

static void
test_fast_track (Fixture       *f,
                 gconstpointer  data)
{
  gint you = game_of (f)->active;
  SchottPlayer *player = schott_game_model_get_player (f->model, (guint) you);
  SchottChoice ft = choice_make (SCHOTT_ACT_FAST_TRACK, 0, 0, 0);
  g_autofree char *expected = g_strdup_printf ("fast-track-played %d", you);

  g_assert_true (schott_player_get_fast_track_available (player));
  g_assert_false (schott_player_get_fast_track_active (player));
  decide_checked (f, &ft);
  g_assert_cmpstr (f->events->pdata[0], ==, expected);
  g_assert_false (schott_player_get_fast_track_available (player));
  g_assert_true (schott_player_get_fast_track_active (player));
  /* playing it is not a turn (R-FAST-1) */
  g_assert_cmpint (schott_game_model_get_active_player (f->model), ==, you);
}

/* R-TURN-4: 5, 6 and the 7 from the discard pile: a run of 3, 2 fields. */
static void
test_bonus (Fixture       *f,
            gconstpointer  data)
{
  SchottGame *game = game_of (f);
  gint you = game->active;
  SchottChoice take = choice_make (SCHOTT_ACT_TAKE_DISCARD, 2, 0, 0);
  g_autofree char *bonus = g_strdup_printf ("bonus-earned %d 3 2", you);
  g_autofree char *moved = g_strdup_printf ("figure-moved %d 0 2 %d", you, SCHOTT_MOVE_BONUS);
  gint xi, bi, mi;

  game->rows[you][0] = 5;
  game->rows[you][1] = 6;
  game->rows[you][2] = 40;
  game->discard[game->n_discard - 1] = 7;
  schott_game_model_sync_for_testing (f->model);

  decide_checked (f, &take);
  xi = event_index (f, "card-exchanged");
  bi = event_index (f, "bonus-earned");
  mi = event_index (f, "figure-moved");
  g_assert_cmpint (xi, ==, 0);
  g_assert_cmpint (bi, >, xi);
  g_assert_cmpint (mi, >, bi);
  g_assert_cmpstr (f->events->pdata[bi], ==, bonus);
  g_assert_cmpstr (f->events->pdata[mi], ==, moved);
  g_assert_cmpint (schott_player_get_figure (schott_game_model_get_player (f->model, (guint) you)), ==, 2);
}

/* R-MOVE-3: a bonus of 1 from field 4 ends on field 5 (+2). */
static void
location_question (Fixture  *f,
                   gboolean  right)
{
  SchottGame *game = game_of (f);
  gint you = game->active;
  SchottChoice take = choice_make (SCHOTT_ACT_TAKE_DISCARD, 1, 0, 0);
  SchottChoice answer;
  gint value = schott_game_model_get_field_value (f->model, 5);

  g_assert_cmpint (value, ==, 2);
  game->figure[you] = 4;
  game->rows[you][0] = 5;
  game->rows[you][1] = 40;
  game->rows[you][2] = 30;
  game->discard[game->n_discard - 1] = 6;
  schott_game_model_sync_for_testing (f->model);

  decide_checked (f, &take);
  g_assert_cmpint (event_index (f, "question-asked"), >, event_index (f, "figure-moved"));
  g_assert_cmpint (schott_game_model_get_phase (f->model), ==, SCHOTT_PHASE_QUESTION);
  g_assert_cmpint (schott_game_model_get_question_player (f->model), ==, you);
  g_assert_cmpint (schott_game_model_get_question_reason (f->model), ==, SCHOTT_QUESTION_LOCATION);
  g_assert_cmpint (schott_game_model_get_question_amount (f->model), ==, 2);
  g_assert_nonnull (schott_game_model_get_question_text (f->model));
  for (guint i = 0; i < 3; i++)
    g_assert_nonnull (schott_game_model_get_question_answer (f->model, i));

  answer = choice_make (SCHOTT_ACT_ANSWER, right ? game->question_right : (game->question_right + 1) % 3, 0, 0);
  decide_checked (f, &answer);
  g_assert_cmpint (event_index (f, "question-answered"), ==, 0);
  if (right)
    {
      g_autofree char *moved = g_strdup_printf ("figure-moved %d 5 7 %d", you, SCHOTT_MOVE_QUESTION);
      g_assert_cmpstr (f->events->pdata[1], ==, moved);
      g_assert_cmpint (schott_game_model_get_figure (f->model, (guint) you), ==, 7);
    }
  else
    {
      g_assert_false (events_contain (f, "figure-moved"));
      g_assert_cmpint (schott_game_model_get_figure (f->model, (guint) you), ==, 5);
    }
  g_assert_null (schott_game_model_get_question_text (f->model));
}

static void
test_question_right (Fixture *f, gconstpointer data)
{
  location_question (f, TRUE);
}

static void
test_question_wrong (Fixture *f, gconstpointer data)
{
  location_question (f, FALSE);
}

/* R-END-1, R-END-2: completing the row scores the stage. */
static void
test_stage_scoring (Fixture       *f,
                    gconstpointer  data)
{
  SchottGame *game = game_of (f);
  gint you = game->active;
  SchottChoice take = choice_make (SCHOTT_ACT_TAKE_DISCARD, 8, 0, 0);
  static const SchottCard ascending[] = { 2, 8, 14, 19, 23, 29, 33, 37, 1 };
  g_autofree char *completed = g_strdup_printf ("%s's row is complete!",
                                                schott_player_get_name (schott_game_model_get_player (f->model, (guint) you)));
  g_autofree char *next_stage = g_strdup_printf ("Stage %u begins;", game->stage + 1);
  guint stage = game->stage;

  memcpy (game->rows[you], ascending, sizeof ascending);
  game->discard[game->n_discard - 1] = 44;
  schott_game_model_sync_for_testing (f->model);
  g_assert_false (schott_row_model_get_complete (schott_player_get_row (schott_game_model_get_player (f->model, (guint) you))));

  decide_checked (f, &take);
  g_assert_cmpint (line_index (f, "from the discard pile"), ==, 0);
  g_assert_cmpint (line_index (f, completed), >, 0);

  /* answer questions and continue until the next stage starts */
  for (guint guard = 0; guard < 20 && game->stage == stage && !schott_game_is_over (game); guard++)
    {
      SchottChoice c = first_legal (f);
      if (c.action == SCHOTT_ACT_ANSWER)
        c.a = game->question_right;
      if (events_contain (f, "stage-scored"))
        {
          g_assert_cmpint (schott_game_model_get_last_summary (f->model)->winner, ==, you);
          g_assert_cmpuint (schott_game_model_get_last_summary (f->model)->score[you], ==, 9);
        }
      decide_checked (f, &c);
    }
  g_assert_cmpuint (game->stage, ==, stage + 1);
  g_assert_cmpuint (schott_game_model_get_stage (f->model), ==, stage + 1);
  g_assert_cmpint (line_index (f, next_stage), >=, 0);
}

/* R-END-3, R-MOVE-1 (issue 27, item 6): the reward question said "+n";
 * its right answer skips a taken field, so the figure travels n + 1. The
 * stage summary says +n, as the question did, and the move log says why
 * the figure went one further. */
static void
test_reward_skips_taken_field (Fixture       *f,
                               gconstpointer  data)
{
  SchottGame *game = game_of (f);
  gint you = game->active;
  gint other = (you + 1) % (gint) game->n_players;
  SchottChoice take = choice_make (SCHOTT_ACT_TAKE_DISCARD, 8, 0, 0);
  static const SchottCard ascending[] = { 2, 8, 14, 19, 23, 29, 33, 37, 1 };
  GListModel *log = schott_game_model_get_move_log (f->model);
  guint stage = game->stage;
  gboolean asked = FALSE;
  gint amount = 0, from = 0;
  SchottStageExtras extras;

  memcpy (game->rows[you], ascending, sizeof ascending);
  game->discard[game->n_discard - 1] = 44;
  schott_game_model_sync_for_testing (f->model);
  decide_checked (f, &take);

  for (guint guard = 0; guard < 20 && game->stage == stage && !schott_game_is_over (game); guard++)
    {
      SchottChoice c = first_legal (f);

      if (c.action == SCHOTT_ACT_ANSWER)
        c.a = game->question_right;
      if (c.action == SCHOTT_ACT_ANSWER && game->question_reason == SCHOTT_QUESTION_REWARD)
        {
          g_assert_cmpint (game->decider, ==, you);
          amount = game->question_amount;
          from = game->figure[you];
          g_assert_cmpint (amount, >, 0);
          g_assert_cmpint (from + amount + 1, <, (gint) game->variant.route_length);
          /* the field the answer aims at is taken, the one after it free */
          for (guint p = 0; p < game->n_players; p++)
            if ((gint) p != you && game->figure[p] == from + amount + 1)
              game->figure[p] = 0;
          game->figure[other] = (gint16) (from + amount);
          schott_game_model_sync_for_testing (f->model);
          decide_checked (f, &c);
          asked = TRUE;
          break;
        }
      decide_checked (f, &c);
    }
  g_assert_true (asked);
  g_assert_cmpint (game->figure[you], ==, from + amount + 1);

  schott_game_model_get_stage_extras (f->model, (guint) you, &extras);
  g_assert_true (extras.reward_asked);
  g_assert_true (extras.reward_right);
  g_assert_cmpint (extras.reward_fields, ==, amount);

  /* the log's line of that move says the taken field was skipped */
  {
    g_autofree char *skipped = g_strdup_printf ("Field %d is taken", from + amount);
    gboolean said = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (log); i++)
      {
        g_autofree char *text = log_line_text (log, i);

        if (strstr (text, skipped) != NULL)
          said = TRUE;
      }
    g_assert_true (said);
  }
}

/* R-WIN-1: E4 takes one figure onto the finish; the autosave goes. */
static void
test_game_over_one (Fixture       *f,
                    gconstpointer  data)
{
  SchottGame *game = game_of (f);
  guint finish = schott_game_model_get_route_length (f->model);
  SchottChoice ev = choice_make (SCHOTT_ACT_EVENT, 0, 0, 0);
  g_autofree char *autosave = g_build_filename (g_get_user_data_dir (), "tie.schott-save", NULL);

  g_object_set (f->model, "autosave-path", autosave, NULL);
  game->figure[0] = (gint16) (finish - 1);
  game->figure[1] = (gint16) (finish - 2);
  game->figure[2] = 3;
  give_event (f, SCHOTT_EVENT_E4_EVERYONE_MOVES);
  schott_game_model_flush_autosave ();
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));

  g_ptr_array_set_size (f->notifies, 0);
  decide_checked (f, &ev);
  /* 0 reaches the finish first; 1 only reaches finish - 1 */
  /* the game's end is the last entry of the engine's log */
  g_assert_cmpstr (f->lines->pdata[f->lines->len - 1], ==, "The game is over. Winner: Anna.");
  g_assert_cmpuint (schott_game_model_get_winner_mask (f->model), ==, 1);
  g_assert_true (schott_game_model_get_is_over (f->model));
  g_assert_true (schott_player_get_is_winner (schott_game_model_get_player (f->model, 0)));
  g_assert_false (schott_player_get_is_winner (schott_game_model_get_player (f->model, 1)));
  g_assert_cmpint (schott_game_model_get_decider (f->model), ==, -1);
  /* the autosave is removed when the game is over */
  schott_game_model_flush_autosave ();
  g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));
}

/* R-WIN-1: E4 takes two figures onto the finish: both win (a tie). */
static void
test_game_over_two_winners (Fixture       *f,
                            gconstpointer  data)
{
  SchottGame *game = game_of (f);
  guint finish = schott_game_model_get_route_length (f->model);
  SchottChoice ev = choice_make (SCHOTT_ACT_EVENT, 0, 0, 0);

  /* a field holds one figure only (R-SETUP-1): 0 and 2 reach the finish
   * from different fields with E4 moving 2 */
  game->figure[0] = (gint16) (finish - 1);
  game->figure[1] = 10;
  game->figure[2] = (gint16) (finish - 2);
  game->variant.event_amount[SCHOTT_EVENT_E4_EVERYONE_MOVES] = 2;
  give_event (f, SCHOTT_EVENT_E4_EVERYONE_MOVES);

  g_ptr_array_set_size (f->notifies, 0);
  decide_checked (f, &ev);
  g_assert_cmpstr (f->lines->pdata[f->lines->len - 1], ==, "The game is over. Winners: Anna, Chen.");
  g_assert_true (schott_player_get_is_winner (schott_game_model_get_player (f->model, 0)));
  g_assert_false (schott_player_get_is_winner (schott_game_model_get_player (f->model, 1)));
  g_assert_true (schott_player_get_is_winner (schott_game_model_get_player (f->model, 2)));
  g_assert_cmpuint (schott_game_model_get_winner_mask (f->model), ==, 5);
  g_assert_true (schott_game_model_get_is_over (f->model));
}

typedef struct
{
  guint position, removed, added;
} Change;

static void
on_items_changed (GListModel *list, guint position, guint removed, guint added, GArray *changes)
{
  Change c = { position, removed, added };
  g_array_append_val (changes, c);
}

static void
test_row_items_changed (Fixture       *f,
                        gconstpointer  data)
{
  SchottGame *game = game_of (f);
  gint you = game->active;
  SchottRowModel *row = schott_player_get_row (schott_game_model_get_player (f->model, (guint) you));
  g_autoptr(GArray) changes = g_array_new (FALSE, TRUE, sizeof (Change));
  g_autoptr(GArray) log_changes = g_array_new (FALSE, TRUE, sizeof (Change));
  GListModel *log = schott_game_model_get_move_log (f->model);
  SchottChoice take = choice_make (SCHOTT_ACT_TAKE_DISCARD, 4, 0, 0);
  SchottChoice swap;
  g_autoptr(SchottCardObject) item = NULL;
  guint n_log;

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (row)), ==, 9);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (row)) == SCHOTT_TYPE_CARD_OBJECT);
  g_signal_connect (row, "items-changed", G_CALLBACK (on_items_changed), changes);
  g_signal_connect (log, "items-changed", G_CALLBACK (on_items_changed), log_changes);
  game->rows[you][4] = 20;
  game->discard[game->n_discard - 1] = 21;
  schott_game_model_sync_for_testing (f->model);
  g_assert_cmpuint (changes->len, ==, 1);
  g_assert_cmpuint (g_array_index (changes, Change, 0).position, ==, 4);
  g_array_set_size (changes, 0);

  n_log = g_list_model_get_n_items (log);
  decide_checked (f, &take);
  g_assert_cmpuint (changes->len, ==, 1);
  g_assert_cmpuint (g_array_index (changes, Change, 0).position, ==, 4);
  g_assert_cmpuint (g_array_index (changes, Change, 0).removed, ==, 1);
  g_assert_cmpuint (g_array_index (changes, Change, 0).added, ==, 1);
  item = g_list_model_get_item (G_LIST_MODEL (row), 4);
  g_assert_cmpuint (schott_card_object_get_value (item), ==, 21);
  g_assert_cmpuint (schott_card_object_get_position (item), ==, 4);
  g_assert_cmpuint (log_changes->len, >, 0);
  g_assert_cmpuint (g_array_index (log_changes, Change, 0).position, ==, n_log);
  g_assert_cmpuint (g_array_index (log_changes, Change, 0).removed, ==, 0);

  /* E1 on the next player's row: two separate positions */
  you = game->active;
  row = schott_player_get_row (schott_game_model_get_player (f->model, (guint) you));
  g_signal_connect (row, "items-changed", G_CALLBACK (on_items_changed), changes);
  game->rows[you][1] = 11;
  game->rows[you][6] = 12;
  give_event (f, SCHOTT_EVENT_E1_SWAP_OWN);
  g_array_set_size (changes, 0);
  decide_checked (f, &(SchottChoice) { SCHOTT_ACT_EVENT, 0, 0, 0 });
  swap = choice_make (SCHOTT_ACT_SWAP, 1, 6, 0);
  decide_checked (f, &swap);
  g_assert_cmpuint (changes->len, ==, 2);
  g_assert_cmpuint (g_array_index (changes, Change, 0).position, ==, 1);
  g_assert_cmpuint (g_array_index (changes, Change, 1).position, ==, 6);
  g_assert_cmpuint (schott_row_model_get_card (row, 1), ==, 12);
  g_assert_cmpuint (schott_row_model_get_card (row, 6), ==, 11);
}

static guint
count_notify (Fixture    *f,
              const char *name)
{
  guint n = 0;

  for (guint i = 0; i < f->notifies->len; i++)
    n += g_str_equal (f->notifies->pdata[i], name);
  return n;
}

static void
test_notify_only_on_change (Fixture       *f,
                            gconstpointer  data)
{
  SchottChoice draw = choice_make (SCHOTT_ACT_DRAW, 0, 0, 0);
  SchottChoice place = choice_make (SCHOTT_ACT_PLACE, 3, 0, 0);

  /* nothing changed: nothing is notified */
  g_ptr_array_set_size (f->notifies, 0);
  schott_game_model_sync_for_testing (f->model);
  g_assert_cmpuint (f->notifies->len, ==, 0);

  /* a person's first move can be taken back: "can-undo" changes once */
  g_assert_false (schott_game_model_can_undo (f->model));
  decide_checked (f, &draw);
  g_assert_true (schott_game_model_can_undo (f->model));
  g_assert_cmpuint (count_notify (f, "can-undo"), ==, 1);
  g_assert_cmpuint (f->notifies->len, ==, 1);
  g_ptr_array_set_size (f->notifies, 0);
  decide_checked (f, &place);
  g_assert_true (schott_game_model_can_undo (f->model));
  g_assert_cmpuint (f->notifies->len, ==, 0);

  /* setting a property to its value notifies nothing */
  g_ptr_array_set_size (f->notifies, 0);
  schott_game_model_set_speed (f->model, schott_game_model_get_speed (f->model));
  schott_game_model_set_question_language (f->model, "en");
  g_assert_cmpuint (f->notifies->len, ==, 0);
  schott_game_model_set_speed (f->model, SCHOTT_AI_SPEED_SLOW);
  g_assert_cmpuint (count_notify (f, "speed"), ==, 1);
  schott_game_model_set_question_language (f->model, "de");
  g_assert_cmpstr (schott_game_model_get_question_language (f->model), ==, "de");
  g_assert_cmpuint (f->notifies->len, ==, 1);
}

static gboolean
provider_cb (guint64 seed, guint32 serial, guint right_position, const char *language,
             char **out_question, char **out_answers, gpointer user_data)
{
  *out_question = g_strdup_printf ("[%s] question %u", language, serial);
  for (guint i = 0; i < 3; i++)
    out_answers[i] = g_strdup (i == right_position ? "right" : "wrong");
  (*(guint *) user_data)++;
  return TRUE;
}

static void
test_question_provider (Fixture       *f,
                        gconstpointer  data)
{
  SchottGame *game = game_of (f);
  guint calls = 0;
  SchottChoice ev = choice_make (SCHOTT_ACT_EVENT, 0, 0, 0);

  schott_game_model_set_question_language (f->model, "de");
  schott_game_model_set_question_provider (f->model, provider_cb, &calls, NULL);
  give_event (f, SCHOTT_EVENT_E10_QUESTION);
  decide_checked (f, &ev);
  g_assert_cmpuint (calls, ==, 1);
  g_assert_cmpstr (schott_game_model_get_question_text (f->model), ==, "[de] question 0");
  g_assert_cmpstr (schott_game_model_get_question_answer (f->model, game->question_right), ==, "right");
  g_assert_cmpstr (schott_game_model_get_question_answer (f->model, (game->question_right + 1) % 3), ==, "wrong");
}

/* ------------------------------------------------- computer players */

static void
run_engine_directly (SchottGame    *game,
                     guint          n_players,
                     SchottAiLevel  level,
                     guint64        seed)
{
  SchottVariant variant;
  SchottAi ai[SCHOTT_MAX_PLAYERS];

  schott_variant_init_default (&variant);
  g_assert_true (schott_game_init (game, &variant, n_players, seed, NULL));
  for (guint p = 0; p < n_players; p++)
    schott_ai_init (&ai[p], level, seed, p);
  while (!schott_game_is_over (game))
    {
      gint who = schott_game_decider (game);
      SchottChoice c = schott_ai_choose_in_game (&ai[who], game);
      g_assert_true (schott_game_decide (game, &c, NULL, NULL, NULL));
    }
}

static void
test_computer_game (void)
{
  for (guint n = 2; n <= 4; n++)
    {
      g_autoptr(SchottGameModel) model = new_model (n, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_NORMAL, 7 + n);
      SchottGame direct;
      guint steps, mask = 0;

      steps = schott_game_model_run_ai_until_human_or_over (model, 0);
      g_assert_cmpuint (steps, >, 0);
      g_assert_true (schott_game_model_get_is_over (model));

      run_engine_directly (&direct, n, SCHOTT_AI_NORMAL, 7 + n);
      for (guint p = 0; p < n; p++)
        if (direct.winners[p])
          mask |= 1u << p;
      g_assert_cmpuint (schott_game_model_get_winner_mask (model), ==, mask);
      g_assert_cmpmem (schott_game_model_get_game_for_testing (model), sizeof direct, &direct, sizeof direct);
      g_test_message ("%u players: %u decisions, %u log lines", n, steps,
                      g_list_model_get_n_items (schott_game_model_get_move_log (model)));
      g_assert_finalize_object (g_steal_pointer (&model));
    }
}

static void
on_decision_changed_count (SchottGameModel *model,
                           guint           *count)
{
  (*count)++;
}

static void
test_async_driver (void)
{
  g_autoptr(SchottGameModel) model = new_model (2, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_NORMAL, 99);
  SchottGame direct;
  guint count = 0;
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  g_signal_connect (model, "decision-changed", G_CALLBACK (on_decision_changed_count), &count);
  /* a new game's first computer thinks at once; held, it waits */
  g_assert_true (schott_game_model_get_ai_thinking (model));
  schott_game_model_hold (model);
  g_assert_false (schott_game_model_get_ai_thinking (model));
  schott_game_model_set_speed (model, SCHOTT_AI_SPEED_INSTANT);
  schott_game_model_release (model);
  g_assert_true (schott_game_model_get_ai_thinking (model));
  g_assert_cmpuint (count, ==, 0);   /* never applied synchronously */
  while (!schott_game_model_get_is_over (model) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (schott_game_model_get_is_over (model));
  g_assert_false (schott_game_model_get_ai_thinking (model));

  run_engine_directly (&direct, 2, SCHOTT_AI_NORMAL, 99);
  g_assert_cmpmem (schott_game_model_get_game_for_testing (model), sizeof direct, &direct, sizeof direct);
  g_assert_finalize_object (g_steal_pointer (&model));
}

/* A card drawn shows as its line in the move log. */
static void
on_log_drawn_seen (GListModel *log, guint position, guint removed, guint added, GPtrArray *seen)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autofree char *text = log_line_text (log, i);

      if (strstr (text, "draws a card.") != NULL)
        g_ptr_array_add (seen, g_strdup ("drawn"));
    }
}

static void
on_exchange_seen (SchottGameModel *model, gint p, gint pos, gint in, gint out, gboolean d, GPtrArray *seen)
{
  g_ptr_array_add (seen, g_strdup (d ? "exchanged-from-discard" : "exchanged-drawn"));
}

/* A result computed on an old state is never applied: the thread is busy
 * with the TURN decision when a person draws for the computer seat. */
static void
test_async_stale (void)
{
  g_autoptr(SchottGameModel) model = new_model (2, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_HARD, 5);
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  SchottChoice draw = choice_make (SCHOTT_ACT_DRAW, 0, 0, 0);
  guint count = 0;
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  gint seat = schott_game_model_get_decider (model);

  g_signal_connect (model, "decision-changed", G_CALLBACK (on_decision_changed_count), &count);
  g_signal_connect (schott_game_model_get_move_log (model), "items-changed",
                    G_CALLBACK (on_log_drawn_seen), seen);
  g_signal_connect (model, "card-exchanged", G_CALLBACK (on_exchange_seen), seen);
  schott_game_model_hold (model);
  schott_game_model_set_speed (model, SCHOTT_AI_SPEED_INSTANT);
  schott_game_model_release (model);
  g_assert_true (schott_game_model_get_ai_thinking (model));

  /* the game changes while the thread thinks */
  g_assert_true (schott_game_model_decide (model, &draw, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count, ==, 1);
  g_assert_cmpint (schott_game_model_get_decision (model), ==, SCHOTT_DECISION_PLACE_DRAWN);

  /* the next applied decision is a placement for the same seat: the stale
   * TURN choice (illegal now) was dropped */
  while (count < 2 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (count, ==, 2);
  g_assert_cmpuint (seen->len, ==, 2);
  g_assert_cmpstr (seen->pdata[0], ==, "drawn");
  g_assert_cmpstr (seen->pdata[1], ==, "exchanged-drawn");
  g_assert_cmpint (schott_game_model_get_active_player (model), !=, seat);

  /* disposing with a thread still running is safe */
  g_assert_false (schott_game_model_get_held (model));
  g_assert_finalize_object (g_steal_pointer (&model));
  for (guint i = 0; i < 100; i++)
    g_main_context_iteration (NULL, FALSE);
}

static void
test_speed_delay (void)
{
  g_autoptr(SchottGameModel) model = new_model (2, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_EASY, 3);
  guint count = 0;
  gint64 start, elapsed;

  g_signal_connect (model, "decision-changed", G_CALLBACK (on_decision_changed_count), &count);
  schott_game_model_hold (model);
  schott_game_model_set_speed (model, SCHOTT_AI_SPEED_FAST);
  start = g_get_monotonic_time ();
  schott_game_model_release (model);
  while (count < 1)
    g_main_context_iteration (NULL, TRUE);
  elapsed = (g_get_monotonic_time () - start) / 1000;
  g_assert_cmpint (elapsed, >=, 190);
  g_assert_cmpuint (schott_ai_speed_delay_ms (SCHOTT_AI_SPEED_SLOW), ==, 1200);
  g_assert_cmpuint (schott_ai_speed_delay_ms (SCHOTT_AI_SPEED_NORMAL), ==, 600);

  /* a hold drops the pending decision */
  schott_game_model_hold (model);
  g_assert_false (schott_game_model_get_ai_thinking (model));
  start = g_get_monotonic_time ();
  while (g_get_monotonic_time () - start < 300 * 1000)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (count, ==, 1);
  g_assert_finalize_object (g_steal_pointer (&model));
}

/* ------------------------------------------------------- autosave */

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* Issue 18, item 13: names nobody typed are the seat's default in the
 * language of whoever resumes ("Spieler 1" from a German session is
 * "Player 1" in an English one); typed names are kept as typed. */
static void
resave_names (const char  *path,
              const char  *names[],
              gboolean    *defaults,
              gsize        n)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (g_key_file_load_from_file (kf, path, G_KEY_FILE_KEEP_COMMENTS, &error));
  g_assert_no_error (error);
  g_key_file_set_string_list (kf, "SCHOTT World game", "names", names, n);
  if (defaults != NULL)
    g_key_file_set_boolean_list (kf, "SCHOTT World game", "default-names", defaults, n);
  else
    g_key_file_remove_key (kf, "SCHOTT World game", "default-names", NULL);
  g_assert_true (g_key_file_save_to_file (kf, path, &error));
  g_assert_no_error (error);
}

static void
test_autosave_default_names (void)
{
  g_autoptr(SchottGameModel) model = NULL;
  g_autoptr(SchottGameModel) restored = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "names.schott-save", NULL);
  SchottSeatSetup seats[3] = {
    { NULL, NULL, SCHOTT_SEAT_HUMAN, SCHOTT_AI_NORMAL },
    { "Ben", NULL, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_EASY },
    { "", NULL, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_NORMAL },
  };
  const char *german[] = { "Spieler 1", "Ben", "Computer 3" };
  gboolean flags[] = { TRUE, FALSE, TRUE };
  const char *old_save[] = { "Spieler 1", "Player 2", "Computer 3" };
  SchottVariant variant;

  schott_variant_init_default (&variant);
  model = schott_game_model_new (&variant, seats, 3, 99, 99, &error);
  g_assert_no_error (error);
  /* a computer's default name says it is one */
  g_assert_cmpstr (schott_player_get_name (schott_game_model_get_player (model, 0)), ==, "Player 1");
  g_assert_cmpstr (schott_player_get_name (schott_game_model_get_player (model, 2)), ==, "Computer 3");
  g_assert_true (schott_player_get_has_default_name (schott_game_model_get_player (model, 0)));
  g_assert_false (schott_player_get_has_default_name (schott_game_model_get_player (model, 1)));
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  schott_game_model_save (model, path, &error);
  g_assert_no_error (error);

  /* as a German session saved it: its defaults come back in English */
  resave_names (path, german, flags, 3);
  restored = schott_game_model_peek_autosave (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (schott_player_get_name (schott_game_model_get_player (restored, 0)), ==, "Player 1");
  g_assert_cmpstr (schott_player_get_name (schott_game_model_get_player (restored, 1)), ==, "Ben");
  g_assert_cmpstr (schott_player_get_name (schott_game_model_get_player (restored, 2)), ==, "Computer 3");
  g_assert_true (schott_player_get_has_default_name (schott_game_model_get_player (restored, 2)));
  g_assert_false (schott_player_get_has_default_name (schott_game_model_get_player (restored, 1)));
  g_clear_object (&restored);

  /* a save from before the flag: only what is a default here counts as
   * one ("Player 2" for a computer was a name the old setup gave) */
  resave_names (path, old_save, NULL, 3);
  restored = schott_game_model_peek_autosave (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (schott_player_get_name (schott_game_model_get_player (restored, 0)), ==, "Spieler 1");
  g_assert_false (schott_player_get_has_default_name (schott_game_model_get_player (restored, 0)));
  g_assert_false (schott_player_get_has_default_name (schott_game_model_get_player (restored, 1)));
  g_assert_true (schott_player_get_has_default_name (schott_game_model_get_player (restored, 2)));
  g_remove (path);
}

static void
test_autosave_round_trip (void)
{
  g_autoptr(SchottGameModel) model = NULL;
  g_autoptr(SchottGameModel) restored = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = schott_game_model_default_autosave_path ();
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  static const char * const packs[] = { "glass-and-light", NULL };
  SchottSeatSetup seats[3] = {
    { "Anna; \"the first\"", "#123456", SCHOTT_SEAT_HUMAN, SCHOTT_AI_NORMAL },
    { "Ben", NULL, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_EASY },
    { "陈", NULL, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_NORMAL },
  };
  SchottVariant variant;
  guint n_saves = 201;
  double per_save_ms;
  double *times;

  /* isolated: never the user's real data folder */
  g_assert_true (g_str_has_prefix (path, g_get_user_data_dir ()));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  schott_variant_init_default (&variant);
  model = schott_game_model_new (&variant, seats, 3, 1234, 1234, &error);
  g_assert_no_error (error);
  schott_game_model_set_question_language (model, "zh-CN");
  schott_game_model_set_pack_ids (model, packs);
  g_object_set (model, "autosave-path", path, NULL);

  /* a few moves by person and computers */
  for (guint i = 0; i < 30 && !schott_game_model_get_is_over (model); i++)
    {
      if (schott_game_model_get_human_decides (model))
        {
          guint n;
          const SchottChoice *c = schott_game_model_get_legal_choices (model, &n);
          g_assert_true (schott_game_model_decide (model, &c[n - 1], &error));
          g_assert_no_error (error);
        }
      else
        schott_game_model_step_ai (model);
    }
  schott_game_model_flush_autosave ();
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  restored = schott_game_model_new_from_autosave (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (restored);
  a = schott_game_serialize (schott_game_model_get_game_for_testing (model));
  b = schott_game_serialize (schott_game_model_get_game_for_testing (restored));
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpmem (schott_game_model_get_game_for_testing (model), sizeof (SchottGame),
                   schott_game_model_get_game_for_testing (restored), sizeof (SchottGame));
  for (guint p = 0; p < 3; p++)
    {
      SchottPlayer *x = schott_game_model_get_player (model, p);
      SchottPlayer *y = schott_game_model_get_player (restored, p);

      g_assert_cmpstr (schott_player_get_name (x), ==, schott_player_get_name (y));
      g_assert_cmpstr (schott_player_get_colour (x), ==, schott_player_get_colour (y));
      g_assert_cmpint (schott_player_get_kind (x), ==, schott_player_get_kind (y));
      g_assert_cmpint (schott_player_get_level (x), ==, schott_player_get_level (y));
      g_assert_cmpint (schott_player_get_figure (x), ==, schott_player_get_figure (y));
    }
  g_assert_cmpstr (schott_game_model_get_question_language (restored), ==, "zh-CN");
  g_assert_cmpstr (schott_game_model_get_pack_ids (restored)[0], ==, "glass-and-light");

  /* both go on identically: the computers' own rngs were saved too */
  g_object_set (model, "autosave-path", NULL, NULL);
  for (guint i = 0; i < 200; i++)
    {
      SchottGameModel *m[2] = { model, restored };
      for (guint k = 0; k < 2; k++)
        {
          if (schott_game_model_get_is_over (m[k]))
            continue;
          if (schott_game_model_get_human_decides (m[k]))
            {
              guint n;
              const SchottChoice *c = schott_game_model_get_legal_choices (m[k], &n);
              g_assert_true (schott_game_model_decide (m[k], &c[0], NULL));
            }
          else
            g_assert_true (schott_game_model_step_ai (m[k]));
        }
    }
  g_assert_cmpmem (schott_game_model_get_game_for_testing (model), sizeof (SchottGame),
                   schott_game_model_get_game_for_testing (restored), sizeof (SchottGame));

  /* the cost of an autosave on the main thread (the whole refresh after a
   * change, autosave included), and of a synchronous save to disk */
  times = g_new (double, n_saves);
  g_object_set (restored, "autosave-path", path, NULL);
  for (guint i = 0; i < n_saves; i++)
    {
      gint64 start = g_get_monotonic_time ();
      schott_game_model_sync_for_testing (restored);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
    }
  schott_game_model_flush_autosave ();
  qsort (times, n_saves, sizeof (double), compare_double);
  per_save_ms = times[n_saves / 2];
  g_test_message ("refresh + autosave on the main thread: median %.3f ms, 90th percentile %.3f ms",
                  per_save_ms, times[n_saves * 9 / 10]);
#ifdef SCHOTT_SANITIZED
  g_assert_cmpfloat (per_save_ms, <, 50.0);
#else
  g_assert_cmpfloat (per_save_ms, <, 1.0);
#endif
  for (guint i = 0; i < n_saves; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_assert_true (schott_game_model_save (restored, path, NULL));
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
    }
  qsort (times, n_saves, sizeof (double), compare_double);
  g_test_message ("synchronous save to disk: median %.3f ms, 90th percentile %.3f ms",
                  times[n_saves / 2], times[n_saves * 9 / 10]);
  g_free (times);
  g_object_set (restored, "autosave-path", NULL, NULL);

  /* a damaged file is refused with an error, not a crash */
  g_assert_true (g_file_set_contents (path, "[SCHOTT World game]\nversion=1\nstate=nonsense\n", -1, NULL));
  g_clear_object (&restored);
  restored = schott_game_model_new_from_autosave (path, &error);
  g_assert_null (restored);
  g_assert_nonnull (error);
  g_unlink (path);
}


/* ------------------------------------------- autosave reliability (#16) */

static void
play_moves (SchottGameModel *model,
            guint            n)
{
  for (guint i = 0; i < n && !schott_game_model_get_is_over (model); i++)
    {
      if (schott_game_model_get_human_decides (model))
        {
          guint n_choices;
          const SchottChoice *c = schott_game_model_get_legal_choices (model, &n_choices);

          g_assert_true (schott_game_model_decide (model, &c[0], NULL));
        }
      else
        schott_game_model_step_ai (model);
    }
}

/* A file in the folder of path whose name starts with prefix, or NULL. */
static char *
find_sibling (const char *path,
              const char *prefix)
{
  g_autofree char *dir_name = g_path_get_dirname (path);
  g_autoptr(GDir) dir = g_dir_open (dir_name, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, prefix))
      return g_build_filename (dir_name, name, NULL);
  return NULL;
}

static char *
fresh_autosave (SchottGameModel **model_out)
{
  g_autofree char *path = schott_game_model_default_autosave_path ();
  g_autoptr(SchottGameModel) model = new_model (3, SCHOTT_SEAT_HUMAN, SCHOTT_AI_NORMAL, 16);

  g_object_set (model, "autosave-path", path, NULL);
  play_moves (model, 5);
  schott_game_model_flush_autosave ();
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  if (model_out != NULL)
    *model_out = g_steal_pointer (&model);
  else
    g_object_set (model, "autosave-path", NULL, NULL);
  return g_steal_pointer (&path);
}

/* Issue 16, item 6: a damaged autosave is moved aside, never overwritten
 * by the next autosave. */
static void
test_autosave_corrupt_moved_aside (void)
{
  g_autofree char *path = fresh_autosave (NULL);
  g_autofree char *aside = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SchottGameModel) restored = NULL;
  g_autoptr(SchottGameModel) next = NULL;
  const char *garbage = "[SCHOTT World game]\nversion=1\nstate=nonsense\n";

  g_assert_true (g_file_set_contents (path, garbage, -1, NULL));
  restored = schott_game_model_new_from_autosave (path, &error);
  g_assert_null (restored);
  g_assert_nonnull (error);
  aside = find_sibling (path, "autosave.schott-save.corrupt-");
  g_assert_nonnull (aside);
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, garbage);
  g_assert_nonnull (strstr (error->message, aside));

  /* a new game autosaves; the damaged file stays */
  next = new_model (2, SCHOTT_SEAT_HUMAN, SCHOTT_AI_NORMAL, 3);
  g_object_set (next, "autosave-path", path, NULL);
  play_moves (next, 3);
  schott_game_model_flush_autosave ();
  g_clear_pointer (&kept, g_free);
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, garbage);
  g_object_set (next, "autosave-path", NULL, NULL);
}

/* Issue 16, item 6: the 1 MiB limit applies before reading */
static void
test_autosave_over_limit_refused (void)
{
  g_autofree char *path = fresh_autosave (NULL);
  g_autofree char *text = NULL;
  g_autoptr(GString) padded = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SchottGameModel) restored = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  padded = g_string_new (text);
  while (padded->len < 2 * 1024 * 1024)
    g_string_append (padded, "# padding padding padding padding padding padding padding\n");
  g_assert_true (g_file_set_contents (path, padded->str, padded->len, NULL));
  restored = schott_game_model_new_from_autosave (path, &error);
  g_assert_null (restored);
  g_assert_nonnull (error);
}

/* Issue 16, item 1: the computer players' generators are checked too */
static void
test_autosave_impossible_ai_rng_refused (void)
{
  g_autofree char *path = fresh_autosave (NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SchottGameModel) restored = NULL;
  g_autoptr(GRegex) regex = g_regex_new ("^ai-rng=.*$", G_REGEX_MULTILINE, 0, NULL);
  g_autofree char *broken = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  broken = g_regex_replace_literal (regex, text, -1, 0, "ai-rng=0:0;0:0;0:0;", 0, NULL);
  g_assert_cmpstr (broken, !=, text);
  g_assert_true (g_file_set_contents (path, broken, -1, NULL));
  restored = schott_game_model_new_from_autosave (path, &error);
  g_assert_null (restored);
  g_assert_nonnull (error);
}

/* Issue 16, item 6: the same atomic writer as packs: the previous
 * autosave is kept as .bak, no fixed temporary name, and the leftovers of
 * a killed autosave go when the next instance starts. */
static void
test_autosave_atomic_writer (void)
{
  g_autoptr(SchottGameModel) model = NULL;
  g_autofree char *path = fresh_autosave (&model);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autofree char *fixed_tmp = g_strconcat (path, ".tmp", NULL);
  g_autofree char *leftover = g_strconcat (path, ".k1LLed", NULL);

  g_assert_true (g_file_test (bak, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (fixed_tmp, G_FILE_TEST_EXISTS));

  /* what a killed autosave leaves goes with the next one (and when the
   * folder's lock is taken at start-up) */
  g_assert_true (g_file_set_contents (leftover, "half an autosave", -1, NULL));
  g_assert_true (schott_game_model_lock_autosave (path, NULL));
  play_moves (model, 3);
  schott_game_model_flush_autosave ();
  g_assert_false (g_file_test (leftover, G_FILE_TEST_EXISTS));
  g_object_set (model, "autosave-path", NULL, NULL);
}

/* Issue 16, item 6: a second instance (here: another open file
 * description holding the folder's flock) never writes or removes the
 * first one's autosave. */
static void
test_autosave_second_instance (void)
{
  g_autofree char *path = schott_game_model_default_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(SchottGameModel) model = new_model (3, SCHOTT_SEAT_HUMAN, SCHOTT_AI_NORMAL, 5);
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  const char *first = "the first instance's game\n";
  gboolean locked = FALSE;
  int fd;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, first, -1, NULL));
  fd = open (dir, O_RDONLY | O_DIRECTORY);
  g_assert_cmpint (flock (fd, LOCK_EX | LOCK_NB), ==, 0);

  g_object_set (model, "autosave-path", path, NULL);
  g_object_get (model, "autosave-locked", &locked, NULL);
  g_assert_true (locked);
  play_moves (model, 10);
  schott_game_model_flush_autosave ();
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, first);
  g_assert_null (schott_game_model_restore_autosave (path, NULL, &error));
  g_assert_error (error, SCHOTT_AUTOSAVE_ERROR, SCHOTT_AUTOSAVE_ERROR_LOCKED);
  g_object_set (model, "autosave-path", NULL, NULL);
  close (fd);
}

static void
on_autosave_failed (SchottGameModel *model,
                    const GError    *error,
                    guint           *count)
{
  g_assert_nonnull (error);
  g_test_message ("autosave-failed: %s", error->message);
  (*count)++;
}

/* Issue 16, item 6: write failures are reported, once per run of them */
static void
test_autosave_failure_reported_once (void)
{
  g_autofree char *blocker = g_build_filename (g_get_user_data_dir (), "not-a-folder", NULL);
  g_autofree char *path = g_build_filename (blocker, "autosave.schott-save", NULL);
  g_autoptr(SchottGameModel) model = new_model (3, SCHOTT_SEAT_HUMAN, SCHOTT_AI_NORMAL, 9);
  guint failures = 0;

  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  g_assert_true (g_file_set_contents (blocker, "a file where the folder should be", -1, NULL));
  g_signal_connect (model, "autosave-failed", G_CALLBACK (on_autosave_failed), &failures);
  g_object_set (model, "autosave-path", path, NULL);
  play_moves (model, 6);
  schott_game_model_flush_autosave ();
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (failures, ==, 1);
  g_object_set (model, "autosave-path", NULL, NULL);
}


/* Issue 16, item 9: no path is built from a pack id; the draft's name
 * comes from a checksum */
static void
test_draft_name_not_from_id (void)
{
  static const char *const ids[] = { "../../../.bashrc", "a/b", "..", "ok-id" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(SchottPackModel) model = schott_pack_model_new (ids[i], "en");
      g_autofree char *name = schott_pack_model_dup_draft_name (model);
      g_autofree char *again = NULL;

      g_assert_true (g_str_has_prefix (name, "pack-"));
      g_assert_true (g_str_has_suffix (name, ".schott-draft"));
      g_assert_null (strchr (name, '/'));
      g_assert_null (strstr (name, ".."));
      g_assert_null (strstr (name, ids[i]));
      schott_pack_model_set_path (model, "/some/where/x.schott-pack.xml");
      again = schott_pack_model_dup_draft_name (model);
      g_assert_cmpstr (again, !=, name);
    }
}

/* ---------------------------------------------------------- hints */

static void
test_hint (void)
{
  g_autoptr(SchottGameModel) model = new_model (3, SCHOTT_SEAT_HUMAN, SCHOTT_AI_NORMAL, 77);
  guint hints = 0;

  for (guint i = 0; i < 60 && !schott_game_model_get_is_over (model); i++)
    {
      SchottChoice hint;
      g_autofree char *why = NULL;
      guint n;
      const SchottChoice *choices = schott_game_model_get_legal_choices (model, &n);
      SchottChoice next = choices[i % n];

      /* every legal choice can be described */
      for (guint k = 0; k < n; k++)
        {
          g_autofree char *text = schott_game_model_describe_choice (model, &choices[k]);
          g_assert_true (text != NULL && *text != '\0');
        }

      if (schott_game_model_hint (model, &hint, &why))
        {
          g_assert_true (schott_game_model_is_legal (model, &hint));
          g_assert_nonnull (why);
          g_assert_nonnull (strstr (why, ": "));
          hints++;
        }
      else
        g_assert_cmpint (schott_game_model_get_decision (model), ==, SCHOTT_DECISION_ANSWER);

      if (next.action == SCHOTT_ACT_ANSWER)
        next.a = schott_game_model_get_game_for_testing (model)->question_right;
      g_assert_true (schott_game_model_decide (model, &next, NULL));
    }
  g_assert_cmpuint (hints, >, 10);
}

static void
test_illegal_choice (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  SchottChoice bad = choice_make (SCHOTT_ACT_PLACE, 3, 0, 0);
  g_autofree char *before = schott_game_serialize (game_of (f));
  g_autofree char *after = NULL;

  g_ptr_array_set_size (f->events, 0);
  g_assert_false (schott_game_model_decide (f->model, &bad, &error));
  g_assert_error (error, SCHOTT_ERROR, SCHOTT_ERROR_ILLEGAL_CHOICE);
  g_assert_cmpuint (f->events->len, ==, 0);
  after = schott_game_serialize (game_of (f));
  g_assert_cmpstr (before, ==, after);
}

static void
test_enums (void)
{
  GEnumClass *klass = g_type_class_ref (SCHOTT_TYPE_EVENT_KIND);

  g_assert_cmpuint (klass->n_values, ==, SCHOTT_N_EVENT_KINDS + 1);
  g_assert_cmpstr (g_enum_get_value (klass, SCHOTT_EVENT_E9_NAME_PLAYER)->value_nick, ==, "e9");
  g_type_class_unref (klass);
  klass = g_type_class_ref (SCHOTT_TYPE_AI_LEVEL);
  g_assert_cmpuint (klass->n_values, ==, SCHOTT_N_AI_LEVELS);
  g_type_class_unref (klass);
}

#ifdef SCHOTT_SANITIZED
/* GLib leaks the strings of G_TEST_OPTION_ISOLATE_DIRS on purpose; the
 * suppression (tests/lsan.supp) needs the full stack to see
 * g_set_user_dirs, and GLib is built without frame pointers. */
const char *__asan_default_options (void);
const char *
__asan_default_options (void)
{
  return "fast_unwind_on_malloc=0";
}
#endif

/* ------------------------------------------- issue 18: stages, statistics */

/* Each row's moves, and that the columns add up to the figures. */
static void
assert_stage_rows_add_up (SchottGameModel *model)
{
  guint n = schott_game_model_get_n_players (model);
  guint n_rows = schott_game_model_get_n_stage_rows (model);
  gint sum[SCHOTT_MAX_PLAYERS] = { 0, };

  g_assert_cmpuint (n_rows, >=, 1);
  for (guint r = 0; r < n_rows; r++)
    {
      gint moves[SCHOTT_MAX_PLAYERS] = { 0, };

      schott_game_model_get_stage_row (model, r, moves);
      for (guint p = 0; p < n; p++)
        sum[p] += moves[p];
    }
  for (guint p = 0; p < n; p++)
    g_assert_cmpint (sum[p], ==, schott_game_model_get_figure (model, p));
}

static void
assert_same_stage_rows (SchottGameModel *a,
                        SchottGameModel *b)
{
  g_assert_cmpuint (schott_game_model_get_n_stage_rows (a), ==, schott_game_model_get_n_stage_rows (b));
  for (guint r = 0; r < schott_game_model_get_n_stage_rows (a); r++)
    {
      gint ma[SCHOTT_MAX_PLAYERS] = { 0, }, mb[SCHOTT_MAX_PLAYERS] = { 0, };

      g_assert_cmpuint (schott_game_model_get_stage_row (a, r, ma), ==,
                        schott_game_model_get_stage_row (b, r, mb));
      g_assert_cmpmem (ma, sizeof ma, mb, sizeof mb);
    }
}

/* Rows = stages 1 … last, in order; every figure's column adds up to its
 * field, and the winner's to the finish. */
static void
test_stage_rows_add_up (void)
{
  g_autoptr(SchottGameModel) model = new_model (4, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_NORMAL, 11);
  guint mask;

  schott_game_model_run_ai_until_human_or_over (model, 0);
  g_assert_true (schott_game_model_get_is_over (model));
  g_assert_cmpuint (schott_game_model_get_stage (model), >, 1);
  g_assert_cmpuint (schott_game_model_get_n_stage_rows (model), ==, schott_game_model_get_stage (model));
  for (guint r = 0; r < schott_game_model_get_n_stage_rows (model); r++)
    g_assert_cmpuint (schott_game_model_get_stage_row (model, r, NULL), ==, r + 1);
  assert_stage_rows_add_up (model);
  mask = schott_game_model_get_winner_mask (model);
  for (guint p = 0; p < 4; p++)
    if (mask & (1u << p))
      g_assert_cmpint (schott_game_model_get_figure (model, p), ==,
                       (gint) schott_game_model_get_route_length (model));
}

/* Until stage 3 (at least), saved, resumed: the same rows, and the same
 * rows again at the end as the game that was never saved. */
static void
play_until_stage (SchottGameModel *model,
                  guint            stage)
{
  while (schott_game_model_get_stage (model) < stage && !schott_game_model_get_is_over (model))
    g_assert_true (schott_game_model_step_ai (model));
  /* into the stage a little: the resume is mid-stage */
  for (guint i = 0; i < 7 && !schott_game_model_get_is_over (model); i++)
    schott_game_model_step_ai (model);
  g_assert_false (schott_game_model_get_is_over (model));
}

static void
save_in_new_folder (SchottGameModel *model,
                    const char      *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (schott_game_model_save (model, path, &error));
  g_assert_no_error (error);
}

static void
test_stage_rows_survive_autosave (void)
{
  g_autofree char *path = schott_game_model_default_autosave_path ();
  g_autoptr(SchottGameModel) model = new_model (3, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_EASY, 5);
  g_autoptr(SchottGameModel) restored = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len;
  SchottGame game;

  play_until_stage (model, 3);
  save_in_new_folder (model, path);
  restored = schott_game_model_new_from_autosave (path, &error);
  g_assert_no_error (error);
  assert_same_stage_rows (model, restored);
  g_assert_cmpuint (schott_game_model_get_n_stage_rows (restored), ==, schott_game_model_get_stage (restored));

  /* what older versions and schott-cli read of it is unchanged */
  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  g_assert_nonnull (strstr (data, "\nstage-starts="));
  g_assert_true (schott_save_game_read_data (data, len, path, &game, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (&game, sizeof game, schott_game_model_get_game_for_testing (model), sizeof game);

  schott_game_model_run_ai_until_human_or_over (model, 0);
  schott_game_model_run_ai_until_human_or_over (restored, 0);
  g_assert_true (schott_game_model_get_is_over (restored));
  assert_same_stage_rows (model, restored);
  assert_stage_rows_add_up (restored);
}

/* A save without "stage-starts" (older versions) loads; what was moved
 * before the resume is one row, stage 0, and the columns still add up. */
static void
test_stage_rows_old_save (void)
{
  g_autofree char *path = schott_game_model_default_autosave_path ();
  g_autoptr(SchottGameModel) model = new_model (3, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_EASY, 5);
  g_autoptr(SchottGameModel) restored = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GRegex) key = g_regex_new ("^stage-starts=.*\\n", G_REGEX_MULTILINE, 0, NULL);
  g_autofree char *old = NULL;
  gint before[SCHOTT_MAX_PLAYERS] = { 0, };
  gint moves[SCHOTT_MAX_PLAYERS] = { 0, };

  play_until_stage (model, 3);
  save_in_new_folder (model, path);
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  old = g_regex_replace_literal (key, data, -1, 0, "", 0, NULL);
  g_assert_null (strstr (old, "stage-starts"));
  g_assert_true (g_file_set_contents (path, old, -1, NULL));

  restored = schott_game_model_new_from_autosave (path, &error);
  g_assert_no_error (error);
  for (guint p = 0; p < 3; p++)
    before[p] = schott_game_model_get_figure (restored, p);
  g_assert_cmpuint (schott_game_model_get_n_stage_rows (restored), ==, 2);
  g_assert_cmpuint (schott_game_model_get_stage_row (restored, 0, moves), ==, 0);
  g_assert_cmpmem (moves, sizeof moves, before, sizeof before);
  g_assert_cmpuint (schott_game_model_get_stage_row (restored, 1, NULL), ==,
                    schott_game_model_get_stage (restored));

  schott_game_model_run_ai_until_human_or_over (restored, 0);
  g_assert_true (schott_game_model_get_is_over (restored));
  assert_stage_rows_add_up (restored);

  /* a damaged record is left out, the game loads */
  g_clear_object (&restored);
  g_clear_pointer (&old, g_free);
  old = g_regex_replace_literal (key, data, -1, 0, "stage-starts=9:1,x;\n", 0, NULL);
  g_assert_true (g_file_set_contents (path, old, -1, NULL));
  restored = schott_game_model_new_from_autosave (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (schott_game_model_get_n_stage_rows (restored), ==, 2);
  assert_stage_rows_add_up (restored);
}

/* A person (seat 0) against a computer, to the end. */
static SchottGameModel *
finished_game_with_a_person (guint64 seed)
{
  SchottSeatSetup seats[2] = {
    { "Anna", NULL, SCHOTT_SEAT_HUMAN, SCHOTT_AI_NORMAL },
    { "Ben", NULL, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_HARD },
  };
  SchottVariant variant;
  SchottGameModel *model;

  schott_variant_init_default (&variant);
  model = schott_game_model_new (&variant, seats, 2, seed, seed, NULL);
  g_assert_nonnull (model);
  for (guint i = 0; i < 200000 && !schott_game_model_get_is_over (model); i++)
    play_moves (model, 1);
  g_assert_true (schott_game_model_get_is_over (model));
  return model;
}

static guint
best_person_stage (SchottGameModel *model)
{
  guint best = 0;

  for (guint r = 0; r < schott_game_model_get_n_stage_rows (model); r++)
    {
      gint moves[SCHOTT_MAX_PLAYERS] = { 0, };

      schott_game_model_get_stage_row (model, r, moves);
      best = MAX (best, (guint) MAX (moves[0], 0));
    }
  return best;
}

static void
test_statistics_count_once_and_reload (void)
{
  g_autofree char *path = schott_statistics_default_path ();
  g_autoptr(SchottStatistics) statistics = NULL;
  g_autoptr(SchottStatistics) again = NULL;
  g_autoptr(SchottGameModel) first = finished_game_with_a_person (3);
  g_autoptr(SchottGameModel) second = finished_game_with_a_person (4);
  g_autoptr(GError) error = NULL;
  g_autofree char *backup = g_strconcat (path, ".bak", NULL);
  guint person_wins = 0, hard_wins = 0;

  g_assert_true (g_str_has_prefix (path, g_get_user_data_dir ()));
  statistics = schott_statistics_new (path);
  g_assert_null (schott_statistics_get_problem (statistics));
  g_assert_cmpuint (schott_statistics_get_games (statistics), ==, 0);

  g_assert_true (schott_statistics_record_game (statistics, first, &error));
  g_assert_no_error (error);
  /* the same game again (a second look at its result): not counted */
  g_assert_true (schott_statistics_record_game (statistics, first, &error));
  g_assert_cmpuint (schott_statistics_get_games (statistics), ==, 1);
  g_assert_true (schott_statistics_record_game (statistics, second, &error));
  g_assert_cmpuint (schott_statistics_get_games (statistics), ==, 2);
  g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));

  for (guint i = 0; i < 2; i++)
    {
      guint mask = schott_game_model_get_winner_mask (i == 0 ? first : second);

      person_wins += mask & 1 ? 1 : 0;
      hard_wins += mask & 2 ? 1 : 0;
    }
  g_assert_cmpuint (schott_statistics_get_wins (statistics, 0), ==, person_wins);
  g_assert_cmpuint (schott_statistics_get_wins (statistics, 1 + SCHOTT_AI_HARD), ==, hard_wins);
  g_assert_cmpuint (schott_statistics_get_wins (statistics, 1 + SCHOTT_AI_EASY), ==, 0);
  g_assert_cmpuint (schott_statistics_get_longest_game (statistics), ==,
                    MAX (schott_game_model_get_stage (first), schott_game_model_get_stage (second)));
  g_assert_cmpuint (schott_statistics_get_best_stage (statistics), ==,
                    MAX (best_person_stage (first), best_person_stage (second)));
  g_assert_cmpuint (schott_statistics_get_best_stage (statistics), >, 0);
  g_assert_cmpstr (schott_statistics_get_best_stage_player (statistics), ==, "Anna");
  g_assert_nonnull (schott_statistics_get_best_stage_date (statistics));

  /* a restart reads the same */
  again = schott_statistics_new (path);
  g_assert_null (schott_statistics_get_problem (again));
  g_assert_cmpuint (schott_statistics_get_games (again), ==, 2);
  g_assert_cmpuint (schott_statistics_get_wins (again, 0), ==, person_wins);
  g_assert_cmpuint (schott_statistics_get_best_stage (again), ==, schott_statistics_get_best_stage (statistics));
  g_assert_cmpuint (schott_statistics_get_longest_game (again), ==, schott_statistics_get_longest_game (statistics));
  g_assert_cmpstr (schott_statistics_get_best_stage_player (again), ==, "Anna");
  g_assert_true (g_date_time_equal (schott_statistics_get_best_stage_date (again),
                                    schott_statistics_get_best_stage_date (statistics)));

  g_assert_true (schott_statistics_reset (again, &error));
  g_assert_cmpuint (schott_statistics_get_games (again), ==, 0);
  g_clear_object (&again);
  again = schott_statistics_new (path);
  g_assert_cmpuint (schott_statistics_get_games (again), ==, 0);
  g_assert_cmpuint (schott_statistics_get_best_stage (again), ==, 0);
}

static const SchottPlayerRecord *
person_record (SchottStatistics *statistics,
               const char       *name)
{
  gint index = schott_statistics_find_person (statistics, name);
  const SchottPlayerRecord *record;

  if (index < 0)
    g_error ("no record of “%s”", name);
  record = schott_statistics_get_record (statistics, (guint) index);
  if (record == NULL)
    g_error ("no record at %d", index);
  return record;
}

static gboolean
has_level (SchottStatistics *statistics,
           gint              level)
{
  for (guint i = 0; i < schott_statistics_get_n_records (statistics); i++)
    if (schott_statistics_get_record (statistics, i)->level == level)
      return TRUE;
  return FALSE;
}

static const SchottPlayerRecord *
level_record (SchottStatistics *statistics,
              gint              level)
{
  for (guint i = 0; i < schott_statistics_get_n_records (statistics); i++)
    {
      const SchottPlayerRecord *record = schott_statistics_get_record (statistics, i);

      if (record != NULL && record->level == level)
        return record;
    }
  g_error ("no record of level %d", level);
}

/* Issue 27, item 9: a record per person by name (a computer's name is no
 * person's) and per computer level; a person renamed, two names merged,
 * the best stage's holder following, all as a restart reads it. */
static void
test_statistics_per_person (void)
{
  g_autofree char *path = schott_statistics_default_path ();
  g_autoptr(SchottStatistics) statistics = schott_statistics_new (path);
  g_autoptr(SchottStatistics) again = NULL;
  g_autoptr(SchottGameModel) first = finished_game_with_a_person (3);
  g_autoptr(SchottGameModel) second = finished_game_with_a_person (4);
  g_autoptr(GError) error = NULL;
  const SchottPlayerRecord *anna, *hard;
  guint person_wins = 0, hard_wins = 0, best;
  gint index = -1;

  g_assert_true (schott_statistics_record_game (statistics, first, &error));
  g_assert_true (schott_statistics_record_game (statistics, second, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    {
      guint mask = schott_game_model_get_winner_mask (i == 0 ? first : second);

      person_wins += mask & 1 ? 1 : 0;
      hard_wins += mask & 2 ? 1 : 0;
    }
  best = MAX (best_person_stage (first), best_person_stage (second));

  /* Anna, and the Hard computer (called Ben, but no person) */
  g_assert_cmpuint (schott_statistics_get_n_records (statistics), ==, 2);
  anna = person_record (statistics, "Anna");
  g_assert_nonnull (anna);
  g_assert_cmpint (anna->level, ==, -1);
  g_assert_cmpuint (anna->games, ==, 2);
  g_assert_cmpuint (anna->wins, ==, person_wins);
  g_assert_cmpuint (anna->best_stage, ==, best);
  g_assert_cmpint (schott_statistics_find_person (statistics, "Ben"), ==, -1);
  hard = level_record (statistics, SCHOTT_AI_HARD);
  g_assert_nonnull (hard);
  g_assert_null (hard->name);
  g_assert_cmpuint (hard->games, ==, 2);
  g_assert_cmpuint (hard->wins, ==, hard_wins);
  g_assert_false (has_level (statistics, SCHOTT_AI_EASY));
  /* the same name with spaces around is the same person */
  g_assert_cmpint (schott_statistics_find_person (statistics, "  Anna "), ==,
                   schott_statistics_find_person (statistics, "Anna"));

  /* a computer's record has no name to change; a name is never empty */
  for (guint i = 0; i < schott_statistics_get_n_records (statistics); i++)
    if (schott_statistics_get_record (statistics, i) == hard)
      index = (gint) i;
  g_assert_false (schott_statistics_rename_person (statistics, (guint) index, "Hal", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  index = schott_statistics_find_person (statistics, "Anna");
  g_assert_false (schott_statistics_rename_person (statistics, (guint) index, "   ", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  /* renamed: the record and the best stage's holder */
  g_assert_true (schott_statistics_rename_person (statistics, (guint) index, " Anna K. ", &error));
  g_assert_no_error (error);
  g_assert_cmpint (schott_statistics_find_person (statistics, "Anna"), ==, -1);
  anna = person_record (statistics, "Anna K.");
  g_assert_nonnull (anna);
  g_assert_cmpuint (anna->games, ==, 2);
  g_assert_cmpstr (schott_statistics_get_best_stage_player (statistics), ==, "Anna K.");

  /* a third game as "Anna" again, then merged into "Anna K." */
  {
    g_autoptr(SchottGameModel) third = finished_game_with_a_person (5);
    guint third_wins = schott_game_model_get_winner_mask (third) & 1 ? 1 : 0;

    g_assert_true (schott_statistics_record_game (statistics, third, &error));
    g_assert_cmpuint (person_record (statistics, "Anna")->games, ==, 1);
    index = schott_statistics_find_person (statistics, "Anna");
    g_assert_true (schott_statistics_rename_person (statistics, (guint) index, "Anna K.", &error));
    g_assert_no_error (error);
    g_assert_cmpint (schott_statistics_find_person (statistics, "Anna"), ==, -1);
    g_assert_cmpuint (schott_statistics_get_n_records (statistics), ==, 2);
    anna = person_record (statistics, "Anna K.");
    g_assert_cmpuint (anna->games, ==, 3);
    g_assert_cmpuint (anna->wins, ==, person_wins + third_wins);
    g_assert_cmpuint (anna->best_stage, ==, MAX (best, best_person_stage (third)));
  }

  /* a restart reads the same */
  again = schott_statistics_new (path);
  g_assert_null (schott_statistics_get_problem (again));
  g_assert_cmpuint (schott_statistics_get_n_records (again), ==, 2);
  g_assert_cmpuint (person_record (again, "Anna K.")->games, ==, 3);
  g_assert_cmpuint (person_record (again, "Anna K.")->wins, ==, anna->wins);
  g_assert_cmpuint (level_record (again, SCHOTT_AI_HARD)->games, ==, 3);
  g_assert_cmpstr (schott_statistics_get_best_stage_player (again), ==,
                   schott_statistics_get_best_stage_player (statistics));
}

/* Issue 27, item 9: a file of version 1 (totals only) loses nothing: the
 * people's wins become the unnamed record's, the levels' their own, the
 * best stage its holder's; the first write keeps the old file as .bak. */
static void
test_statistics_version_1_migrated (void)
{
  g_autofree char *path = schott_statistics_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *backup = g_strconcat (path, ".bak", NULL);
  g_autofree char *kept = NULL;
  g_autoptr(SchottStatistics) statistics = NULL;
  g_autoptr(SchottStatistics) again = NULL;
  g_autoptr(SchottGameModel) game = finished_game_with_a_person (6);
  g_autoptr(GError) error = NULL;
  const char *old = "[SCHOTT statistics]\nversion=1\ngames=12\nwins-human=4\nwins-easy=1\n"
                    "wins-normal=2\nwins-hard=2\nwins-expert=3\nlongest-game=9\nbest-stage=17\n"
                    "best-stage-player=Anna\nbest-stage-date=2026-11-20T20:40:00+01\n";
  const SchottPlayerRecord *earlier;
  guint n_records;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, old, -1, NULL));
  statistics = schott_statistics_new (path);
  g_assert_null (schott_statistics_get_problem (statistics));
  g_assert_cmpuint (schott_statistics_get_games (statistics), ==, 12);
  g_assert_cmpuint (schott_statistics_get_wins (statistics, 0), ==, 4);

  /* Anna (her best stage), the unnamed people, four levels */
  g_assert_cmpuint (schott_statistics_get_n_records (statistics), ==, 6);
  g_assert_cmpuint (person_record (statistics, "Anna")->best_stage, ==, 17);
  g_assert_cmpuint (person_record (statistics, "Anna")->games, ==, 0);
  earlier = schott_statistics_get_record (statistics, 1);
  g_assert_nonnull (earlier);
  g_assert_null (earlier->name);
  g_assert_cmpint (earlier->level, ==, -1);
  g_assert_cmpuint (earlier->earlier_wins, ==, 4);
  g_assert_cmpuint (level_record (statistics, SCHOTT_AI_EASY)->earlier_wins, ==, 1);
  g_assert_cmpuint (level_record (statistics, SCHOTT_AI_EXPERT)->earlier_wins, ==, 3);
  g_assert_cmpuint (level_record (statistics, SCHOTT_AI_HARD)->games, ==, 0);

  /* counting writes version 2; the old file is the backup */
  g_assert_true (schott_statistics_record_game (statistics, game, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (backup, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, old);
  n_records = schott_statistics_get_n_records (statistics);
  again = schott_statistics_new (path);
  g_assert_null (schott_statistics_get_problem (again));
  g_assert_cmpuint (schott_statistics_get_n_records (again), ==, n_records);
  g_assert_cmpuint (schott_statistics_get_games (again), ==, 13);
  g_assert_cmpuint (person_record (again, "Anna")->games, ==, 1);
  g_assert_cmpuint (level_record (again, SCHOTT_AI_HARD)->games, ==, 1);
  g_assert_cmpuint (level_record (again, SCHOTT_AI_HARD)->earlier_wins, ==, 2);
  g_assert_cmpuint (schott_statistics_get_record (again, 1)->earlier_wins, ==, 4);
  g_assert_null (schott_statistics_get_record (again, 1)->name);

  /* the unnamed people given a name: they join that person */
  g_assert_true (schott_statistics_rename_person (again, 1, "Anna", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (person_record (again, "Anna")->earlier_wins, ==, 4);
  g_assert_cmpuint (schott_statistics_get_n_records (again), ==, n_records - 1);
}

/* A damaged file is said so, kept aside and never overwritten; a newer
 * version's is left alone and nothing is counted into it. */
static void
test_statistics_damaged_file (void)
{
  g_autofree char *path = schott_statistics_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(SchottStatistics) statistics = NULL;
  g_autoptr(SchottGameModel) game = new_model (2, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_EASY, 8);
  g_autoptr(SchottGameModel) later = new_model (2, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_EASY, 9);
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *kept = NULL;
  const char *garbage = "[SCHOTT statistics]\nversion=1\ngames=-3\n";
  const char *newer = "[SCHOTT statistics]\nversion=3\ngames=7\n";

  schott_game_model_run_ai_until_human_or_over (game, 0);
  schott_game_model_run_ai_until_human_or_over (later, 0);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, garbage, -1, NULL));
  statistics = schott_statistics_new (path);
  aside = find_sibling (path, "statistics.ini.corrupt-");
  g_assert_nonnull (aside);
  g_assert_nonnull (schott_statistics_get_problem (statistics));
  g_assert_nonnull (strstr (schott_statistics_get_problem (statistics), aside));
  g_assert_nonnull (strstr (schott_statistics_get_problem (statistics), "games"));
  g_assert_cmpuint (schott_statistics_get_games (statistics), ==, 0);
  g_assert_true (schott_statistics_record_game (statistics, game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (schott_statistics_get_games (statistics), ==, 1);
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, garbage);
  g_clear_object (&statistics);

  g_assert_true (g_file_set_contents (path, newer, -1, NULL));
  statistics = schott_statistics_new (path);
  g_assert_nonnull (schott_statistics_get_problem (statistics));
  g_assert_false (schott_statistics_record_game (statistics, later, &error));
  g_assert_nonnull (error);
  g_clear_pointer (&kept, g_free);
  g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, newer);
}

/* Issue 26: questions not asked in earlier games come first, kept per
 * pack, forgotten once all were asked; a game resumed (same seed) asks
 * the same questions again. */
static void
write_numbered_pack (const char *id, guint n)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "schott-world", "packs", NULL);
  g_autofree char *name = g_strdup_printf ("%s.schott-pack.xml", id);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  GString *text = g_string_new (NULL);

  g_string_append_printf (text,
                          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<pack xmlns=\"https://schottworld.github.io/ns/pack/1\" id=\"%s\" version=\"1\""
                          " source-lang=\"en\" languages=\"en\">\n"
                          "  <title xml:lang=\"en\">%s</title>\n"
                          "  <categories><category id=\"c\"><name xml:lang=\"en\">C</name></category></categories>\n"
                          "  <questions>\n", id, id);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text,
                            "    <question id=\"q%02u\" category=\"c\">"
                            "<text xml:lang=\"en\">Question %u?</text>"
                            "<right><text xml:lang=\"en\">R%u</text></right>"
                            "<wrong><text xml:lang=\"en\">W%u</text></wrong>"
                            "<wrong><text xml:lang=\"en\">V%u</text></wrong></question>\n",
                            i, i, i, i, i);
  g_string_append (text, "  </questions>\n</pack>\n");
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, text->str, -1, NULL));
  g_string_free (text, TRUE);
}

static void
test_unasked_questions_first (void)
{
  static const char * const twenty[] = { "twenty", NULL };
  static const char * const five[] = { "five", NULL };
  static const char * const both[] = { "twenty", "five", NULL };
  g_autoptr(SchottContent) content = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_auto(GStrv) first = NULL;
  g_auto(GStrv) again = NULL;
  g_auto(GStrv) of_five = NULL;
  g_auto(GStrv) mixed = NULL;
  g_auto(GStrv) keys = NULL;
  g_autofree char *history_path = g_build_filename (g_get_user_data_dir (), "schott-world",
                                                    "asked-questions.ini", NULL);

  write_numbered_pack ("twenty", 20);
  write_numbered_pack ("five", 5);
  content = schott_content_new ();
  schott_content_ensure_loaded (content);
  g_assert_nonnull (schott_content_find_pack (content, "twenty"));

  /* four evenings of five questions: never one asked before */
  for (guint64 game = 1; game <= 4; game++)
    {
      g_auto(GStrv) asked = schott_content_ask_questions (content, twenty, game * 7919, 5);

      g_assert_cmpuint (g_strv_length (asked), ==, 5);
      for (guint i = 0; asked[i] != NULL; i++)
        {
          g_test_message ("game %" G_GUINT64_FORMAT ": %s", game, asked[i]);
          g_assert_false (g_hash_table_contains (seen, asked[i]));
          g_hash_table_add (seen, g_strdup (asked[i]));
        }
      if (game == 1)
        first = g_strdupv (asked);
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, 20);

  /* kept across runs of the app; the first game, resumed, asks what it asked */
  schott_content_flush_history (content);
  schott_content_forget_history (content);
  g_assert_true (g_file_test (history_path, G_FILE_TEST_IS_REGULAR));
  again = schott_content_ask_questions (content, twenty, 1 * 7919, 5);
  g_assert_cmpstrv ((const char * const *) again, (const char * const *) first);

  /* per pack: two of "five" asked in another game */
  of_five = schott_content_ask_questions (content, five, 50, 2);
  g_assert_cmpuint (g_strv_length (of_five), ==, 2);

  /* every question of "twenty" was asked: it starts afresh, "five"
   * keeps its history, so its two asked questions do not come */
  mixed = schott_content_ask_questions (content, both, 99, 23);
  g_assert_cmpuint (g_strv_length (mixed), ==, 23);
  for (guint i = 0; mixed[i] != NULL; i++)
    g_assert_false (g_strv_contains ((const char * const *) of_five, mixed[i]));

  schott_content_flush_history (content);
  g_assert_true (g_key_file_load_from_file (file, history_path, G_KEY_FILE_NONE, NULL));
  keys = g_key_file_get_keys (file, "twenty", NULL, NULL);
  g_assert_cmpuint (g_strv_length (keys), ==, 20);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autofree char *value = g_key_file_get_string (file, "twenty", keys[i], NULL);
      g_assert_cmpstr (value, ==, "99");
    }
  g_strfreev (keys);
  keys = g_key_file_get_keys (file, "five", NULL, NULL);
  g_assert_cmpuint (g_strv_length (keys), ==, 5);
}

/* Undo (issue 27, item 2) */

static SchottGameModel *
undo_model (SchottSeatKind second,
            guint64        seed)
{
  SchottSeatSetup seats[2] = {
    { "Anna", NULL, SCHOTT_SEAT_HUMAN, SCHOTT_AI_NORMAL },
    { "Ben", NULL, second, SCHOTT_AI_HARD },
  };
  SchottVariant variant;
  SchottGameModel *model;

  schott_variant_init_default (&variant);
  /* no questions: one would end the chance to undo (its answer is seen) */
  variant.questions = FALSE;
  model = schott_game_model_new (&variant, seats, 2, seed, seed, NULL);
  g_assert_nonnull (model);
  return model;
}

/* A whole move of the person deciding: draw, and the card into the first
 * position. */
static void
person_draws_and_places (SchottGameModel *model)
{
  SchottChoice draw = choice_make (SCHOTT_ACT_DRAW, 0, 0, 0);
  SchottChoice place = choice_make (SCHOTT_ACT_PLACE, 0, 0, 0);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (schott_game_model_get_decision (model), ==, SCHOTT_DECISION_TURN);
  g_assert_true (schott_game_model_decide (model, &draw, &error));
  g_assert_no_error (error);
  g_assert_true (schott_game_model_decide (model, &place, &error));
  g_assert_no_error (error);
}

static gboolean
same_game (SchottGameModel  *model,
           const SchottGame *before)
{
  g_autofree char *now = schott_game_serialize (schott_game_model_get_game_for_testing (model));
  g_autofree char *then = schott_game_serialize (before);

  return g_str_equal (now, then);
}

/* Against a computer: Undo takes back the person's move and the
 * computer's after it, the move log too; the autosave follows. */
static void
test_undo_against_computer (void)
{
  g_autoptr(SchottGameModel) model = undo_model (SCHOTT_SEAT_COMPUTER, 27);
  g_autoptr(SchottGameModel) resumed = NULL;
  g_autofree char *autosave = g_build_filename (g_get_user_data_dir (), "undo.schott-save", NULL);
  g_autoptr(GError) error = NULL;
  SchottGame before;
  guint log_before;

  g_object_set (model, "autosave-path", autosave, NULL);
  schott_game_model_run_ai_until_human_or_over (model, 0);
  g_assert_true (schott_game_model_get_human_decides (model));
  g_assert_false (schott_game_model_can_undo (model));
  g_assert_false (schott_game_model_undo (model));
  before = *schott_game_model_get_game_for_testing (model);
  log_before = g_list_model_get_n_items (schott_game_model_get_move_log (model));

  person_draws_and_places (model);
  g_assert_true (schott_game_model_can_undo (model));
  g_assert_cmpuint (schott_game_model_run_ai_until_human_or_over (model, 0), >, 0);
  g_assert_false (same_game (model, &before));
  g_assert_cmpuint (g_list_model_get_n_items (schott_game_model_get_move_log (model)), >, log_before);

  g_assert_true (schott_game_model_undo (model));
  g_assert_true (same_game (model, &before));
  g_assert_cmpuint (g_list_model_get_n_items (schott_game_model_get_move_log (model)), ==, log_before);
  g_assert_true (schott_game_model_get_human_decides (model));
  g_assert_cmpint (schott_game_model_get_decider (model), ==, 0);
  g_assert_false (schott_game_model_can_undo (model));

  /* what is on disk is the game after the undo */
  schott_game_model_flush_autosave ();
  resumed = schott_game_model_new_from_autosave (autosave, &error);
  g_assert_no_error (error);
  g_assert_true (same_game (resumed, &before));
}

static gboolean
quiet_for (gpointer data)
{
  gint64 *until = data;

  return g_get_monotonic_time () >= *until;
}

/* Issue 24: the computers move only while nothing holds the game; holds
 * count, and the last release lets them go on. */
static void
test_hold_stops_computers (void)
{
  g_autoptr(SchottGameModel) model = new_model (3, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_EASY, 17);
  guint changes = 0;
  guint turn = schott_game_model_get_turn (model);
  SchottDecisionKind decision = schott_game_model_get_decision (model);
  gint decider = schott_game_model_get_decider (model);
  gint64 until;

  g_signal_connect (model, "decision-changed", G_CALLBACK (on_decision_changed_count), &changes);
  schott_game_model_hold (model);
  schott_game_model_hold (model);   /* a sheet and the window, say */
  g_assert_true (schott_game_model_get_held (model));
  g_assert_false (schott_game_model_get_ai_thinking (model));
  schott_game_model_set_speed (model, SCHOTT_AI_SPEED_INSTANT);

  /* held: nothing moves, however long the main loop runs */
  until = g_get_monotonic_time () + 300 * G_TIME_SPAN_MILLISECOND;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (changes, ==, 0);
  g_assert_cmpuint (schott_game_model_get_turn (model), ==, turn);
  g_assert_cmpint (schott_game_model_get_decision (model), ==, decision);
  g_assert_cmpint (schott_game_model_get_decider (model), ==, decider);

  /* one of two holds released: still held */
  schott_game_model_release (model);
  g_assert_true (schott_game_model_get_held (model));
  g_assert_false (schott_game_model_get_ai_thinking (model));
  until = g_get_monotonic_time () + 200 * G_TIME_SPAN_MILLISECOND;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (changes, ==, 0);

  /* the last release: the computers play on */
  schott_game_model_release (model);
  g_assert_false (schott_game_model_get_held (model));
  g_assert_true (schott_game_model_get_ai_thinking (model));
  until = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (changes < 5 && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (changes, >=, 5);

  /* held again mid-game: what was being thought about is dropped */
  schott_game_model_hold (model);
  changes = 0;
  until = g_get_monotonic_time () + 200 * G_TIME_SPAN_MILLISECOND;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (changes, ==, 0);
  g_assert_finalize_object (g_steal_pointer (&model));
}



static gboolean
never_cb (gpointer data)
{
  return G_SOURCE_REMOVE;
}

/* Issue 24: nothing polls while a game of computers runs. Every source
 * attached to the main context is looked at between dispatches (source
 * ids are handed out in order); a timeout that fires and stays attached
 * moves its ready time on, so a polling timer shows as a source whose
 * ready time changes. Each computer move may wait on a one-shot pace
 * timer; none may come back. */
static void
test_no_polling_timer (void)
{
  g_autoptr(SchottGameModel) model = new_model (3, SCHOTT_SEAT_COMPUTER, SCHOTT_AI_EASY, 23);
  g_autoptr(GHashTable) ready = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  guint first = g_idle_add (never_cb, NULL);
  guint changes = 0, timers_seen = 0;
  gint64 until = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  g_source_remove (first);
  g_signal_connect (model, "decision-changed", G_CALLBACK (on_decision_changed_count), &changes);
  schott_game_model_hold (model);
  schott_game_model_set_speed (model, SCHOTT_AI_SPEED_FAST);   /* a pace timer per move */
  schott_game_model_release (model);

  while (changes < 12 && g_get_monotonic_time () < until)
    {
      guint next = g_idle_add (never_cb, NULL);

      g_source_remove (next);
      for (guint id = first + 1; id < next; id++)
        {
          GSource *source = g_main_context_find_source_by_id (NULL, id);
          gint64 *seen;
          gint64 now_ready;

          if (source == NULL || g_source_is_destroyed (source))
            continue;
          now_ready = g_source_get_ready_time (source);
          seen = g_hash_table_lookup (ready, GUINT_TO_POINTER (id));
          if (seen == NULL)
            {
              timers_seen += now_ready >= 0;
              g_hash_table_insert (ready, GUINT_TO_POINTER (id), g_memdup2 (&now_ready, sizeof now_ready));
            }
          else
            /* the same source armed again: something polls */
            g_assert_cmpint (*seen, ==, now_ready);
        }
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpuint (changes, >=, 12);
  /* the check saw the pace's timers: it would have seen a poll */
  g_assert_cmpuint (timers_seen, >=, 1);
  schott_game_model_hold (model);
  g_assert_finalize_object (g_steal_pointer (&model));
}


/* A computer thinking on a worker when the person undoes: its thought
 * belongs to the position taken back and is dropped, nothing is played. */
static void
test_undo_drops_computer_thought (void)
{
  g_autoptr(SchottGameModel) model = undo_model (SCHOTT_SEAT_COMPUTER, 2711);
  SchottGame before;
  gint64 until;

  schott_game_model_run_ai_until_human_or_over (model, 0);
  before = *schott_game_model_get_game_for_testing (model);
  schott_game_model_set_speed (model, SCHOTT_AI_SPEED_INSTANT);
  g_assert_false (schott_game_model_get_held (model));
  person_draws_and_places (model);
  /* the computer (hard: on a worker) is thinking about its move */
  g_assert_true (schott_game_model_get_ai_thinking (model));
  g_assert_true (schott_game_model_undo (model));
  g_assert_false (schott_game_model_get_ai_thinking (model));
  until = g_get_monotonic_time () + 700 * G_TIME_SPAN_MILLISECOND;
  while (!quiet_for (&until))
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (same_game (model, &before));
  g_assert_cmpint (schott_game_model_get_decider (model), ==, 0);
}

/* Hot-seat: a move can be taken back until the next person has acted. */
static void
test_undo_hot_seat (void)
{
  g_autoptr(SchottGameModel) model = undo_model (SCHOTT_SEAT_HUMAN, 31);
  SchottGame start, second;
  gint first = schott_game_model_get_decider (model);

  start = *schott_game_model_get_game_for_testing (model);
  person_draws_and_places (model);
  g_assert_cmpint (schott_game_model_get_decider (model), ==, 1 - first);
  g_assert_true (schott_game_model_can_undo (model));
  g_assert_true (schott_game_model_undo (model));
  g_assert_true (same_game (model, &start));
  g_assert_false (schott_game_model_can_undo (model));

  /* again, and now the next person draws: the first move is final */
  person_draws_and_places (model);
  second = *schott_game_model_get_game_for_testing (model);
  person_draws_and_places (model);
  g_assert_true (schott_game_model_can_undo (model));
  g_assert_true (schott_game_model_undo (model));
  g_assert_true (same_game (model, &second));
  g_assert_cmpint (schott_game_model_get_decider (model), ==, 1 - first);
  g_assert_false (schott_game_model_can_undo (model));
  g_assert_false (schott_game_model_undo (model));
  g_assert_true (same_game (model, &second));
}

/* A half-made move (a card drawn, not placed yet) goes back whole: the
 * card onto the pile. */
static void
test_undo_half_move (void)
{
  g_autoptr(SchottGameModel) model = undo_model (SCHOTT_SEAT_HUMAN, 5);
  SchottChoice draw = choice_make (SCHOTT_ACT_DRAW, 0, 0, 0);
  SchottGame start = *schott_game_model_get_game_for_testing (model);
  guint pile = schott_game_model_get_draw_count (model);

  g_assert_true (schott_game_model_decide (model, &draw, NULL));
  g_assert_cmpint (schott_game_model_get_decision (model), ==, SCHOTT_DECISION_PLACE_DRAWN);
  g_assert_true (schott_game_model_can_undo (model));
  g_assert_true (schott_game_model_undo (model));
  g_assert_true (same_game (model, &start));
  g_assert_cmpuint (schott_game_model_get_draw_count (model), ==, pile);
  g_assert_cmpint (schott_game_model_get_drawn_card (model), ==, -1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define FT(path, func) g_test_add ("/model/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  FT ("signals/R-TURN-1/exchange-from-draw", test_exchange_from_draw);
  FT ("signals/R-TURN-1/exchange-from-discard", test_exchange_from_discard);
  FT ("signals/events/E1-E10", test_events);
  FT ("signals/events/E7/rows", test_e7_rows);
  FT ("signals/R-FAST-1/fast-track", test_fast_track);
  FT ("signals/R-TURN-4/bonus", test_bonus);
  FT ("signals/R-MOVE-3/location-question-right", test_question_right);
  FT ("signals/R-MOVE-3/location-question-wrong", test_question_wrong);
  FT ("signals/R-END-2/stage-scoring", test_stage_scoring);
  FT ("signals/R-END-3/issue-27/reward-skips-a-taken-field", test_reward_skips_taken_field);
  FT ("signals/R-WIN-1/game-over", test_game_over_one);
  FT ("signals/R-WIN-1/game-over-two-winners", test_game_over_two_winners);
  FT ("lists/row-items-changed", test_row_items_changed);
  FT ("properties/notify-only-on-change", test_notify_only_on_change);
  FT ("questions/provider", test_question_provider);
  FT ("decide/illegal", test_illegal_choice);
#undef FT
  g_test_add_func ("/model/enums", test_enums);
  g_test_add_func ("/model/undo/issue-27/against-a-computer", test_undo_against_computer);
  g_test_add_func ("/model/undo/issue-27/computer-thought-dropped", test_undo_drops_computer_thought);
  g_test_add_func ("/model/undo/issue-27/hot-seat-until-the-next-person-acts", test_undo_hot_seat);
  g_test_add_func ("/model/undo/issue-27/half-made-move", test_undo_half_move);
  g_test_add_func ("/model/questions/issue-26/unasked-first-across-games", test_unasked_questions_first);
  g_test_add_func ("/model/stages/issue-18/rows-add-up-to-the-figures", test_stage_rows_add_up);
  g_test_add_func ("/model/stages/issue-18/kept-across-autosave", test_stage_rows_survive_autosave);
  g_test_add_func ("/model/stages/issue-18/old-save-without-record", test_stage_rows_old_save);
  g_test_add_func ("/model/statistics/issue-18/count-once-and-reload", test_statistics_count_once_and_reload);
  g_test_add_func ("/model/statistics/issue-18/damaged-file-kept", test_statistics_damaged_file);
  g_test_add_func ("/model/statistics/issue-27/per-person-rename-merge", test_statistics_per_person);
  g_test_add_func ("/model/statistics/issue-27/version-1-migrated", test_statistics_version_1_migrated);
  g_test_add_func ("/model/ai/computer-game-matches-engine", test_computer_game);
  g_test_add_func ("/model/ai/async-driver", test_async_driver);
  g_test_add_func ("/model/ai/async-never-stale", test_async_stale);
  g_test_add_func ("/model/ai/speed", test_speed_delay);
  g_test_add_func ("/model/ai/hold", test_hold_stops_computers);
  g_test_add_func ("/model/ai/no-polling-timer", test_no_polling_timer);
  g_test_add_func ("/model/autosave/round-trip", test_autosave_round_trip);
  g_test_add_func ("/model/autosave/issue-18/default-names-follow-the-language", test_autosave_default_names);
  g_test_add_func ("/model/autosave/corrupt-file-moved-aside", test_autosave_corrupt_moved_aside);
  g_test_add_func ("/model/autosave/over-1-mib-refused-before-reading", test_autosave_over_limit_refused);
  g_test_add_func ("/model/autosave/impossible-ai-rng-refused", test_autosave_impossible_ai_rng_refused);
  g_test_add_func ("/model/autosave/atomic-writer-backup-and-cleanup", test_autosave_atomic_writer);
  g_test_add_func ("/model/autosave/second-instance-never-clobbers", test_autosave_second_instance);
  g_test_add_func ("/model/autosave/write-failure-reported-once", test_autosave_failure_reported_once);
  g_test_add_func ("/model/hint/legal", test_hint);
  g_test_add_func ("/model/pack/draft-name-never-from-the-id", test_draft_name_not_from_id);

  return g_test_run ();
}
