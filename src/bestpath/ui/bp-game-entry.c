/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-game-entry.c: Best Path in the window's table of games. Its model
 * autosaves after every commit; model and view are built when first
 * needed. Its New Game is a dialog over the window. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "bp-game-entry.h"
#include "bp-game-view.h"
#include "bp-guide.h"
#include "bp-rules-dialog.h"
#include "bp-setup-dialog.h"

struct _BpGameEntry
{
  GObject      parent_instance;

  GSettings   *settings;
  AdwBin      *bin;
  BpGameModel *model;
  BpGameView  *view;
  /* the guided first game */
  SwCoach     *coach;      /* above the view, shown while a guide talks */
  BpGuide     *guide;      /* NULL: no guided game going on */
  gboolean     guide_left; /* without settings (tests): left or finished */
};

static void bp_game_entry_game_init (SwGameInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BpGameEntry, bp_game_entry, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (SW_TYPE_GAME, bp_game_entry_game_init))

/* The guided game ends (left, finished, or another game started): the
 * coach goes, the game on the board stays. */
static void
end_guide (BpGameEntry *self,
           gboolean     left)
{
  if (self->guide == NULL)
    return;
  bp_guide_stop (self->guide);
  g_clear_object (&self->guide);
  if (self->coach != NULL)
    {
      gboolean had_focus = gtk_widget_has_focus (GTK_WIDGET (sw_coach_get_leave_button (self->coach)));

      gtk_widget_set_visible (GTK_WIDGET (self->coach), FALSE);
      if (had_focus && self->view != NULL)
        gtk_widget_child_focus (GTK_WIDGET (self->view), GTK_DIR_TAB_FORWARD);
    }
  if (left)
    {
      self->guide_left = TRUE;
      sw_coach_set_guide_done (self->settings, "best-path");
    }
}

static void
on_coach_leave_cb (SwCoach     *coach,
                   BpGameEntry *self)
{
  end_guide (self, TRUE);
}

static void
on_guide_finished_cb (BpGuide     *guide,
                      BpGameEntry *self)
{
  self->guide_left = TRUE;
  sw_coach_set_guide_done (self->settings, "best-path");
}

static BpGameModel *
ensure_model (BpGameEntry *self)
{
  g_autofree char *autosave = bp_game_model_default_autosave_path ();

  if (self->model == NULL)
    {
      g_autofree char *scores = bp_game_model_default_scores_path ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

      self->model = bp_game_model_new ();
      bp_game_model_set_scores_path (self->model, scores);
      g_signal_connect_swapped (self->model, "notify::can-undo", G_CALLBACK (sw_game_emit_undo_changed), self);
      self->view = BP_GAME_VIEW (bp_game_view_new ());
      bp_game_view_set_model (self->view, self->model);
      /* the guided game's coach sits above the board, hidden until needed */
      self->coach = SW_COACH (sw_coach_new ());
      gtk_widget_set_visible (GTK_WIDGET (self->coach), FALSE);
      g_signal_connect (self->coach, "leave", G_CALLBACK (on_coach_leave_cb), self);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->coach));
      gtk_widget_set_vexpand (GTK_WIDGET (self->view), TRUE);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->view));
      adw_bin_set_child (self->bin, box);
    }
  bp_game_model_set_autosave_path (self->model, autosave);
  return self->model;
}

static void
on_abandon_response_cb (AdwAlertDialog *alert,
                        const char     *response,
                        BpSetupDialog  *setup)
{
  if (g_str_equal (response, "abandon"))
    bp_setup_dialog_start (setup);
}

static void
on_start_requested_cb (BpSetupDialog *setup,
                       BpGameEntry   *self)
{
  AdwDialog *dialog = sw_abandon_dialog_new ();

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_abandon_response_cb), setup, 0);
  adw_dialog_present (dialog, GTK_WIDGET (setup));
}

/* Best Path took the place of the game played (confirmed by the dialog). */
static void
on_started_cb (BpSetupDialog *dialog,
               BpGameEntry   *self)
{
  end_guide (self, FALSE);
  sw_game_emit_started (SW_GAME (self));
}

static void
bp_game_entry_dispose (GObject *object)
{
  BpGameEntry *self = BP_GAME_ENTRY (object);

  if (self->guide != NULL)
    bp_guide_stop (self->guide);
  g_clear_object (&self->guide);
  self->coach = NULL;  /* the bin's */
  if (self->view != NULL)
    bp_game_view_set_model (self->view, NULL);
  self->view = NULL;   /* the bin's child */
  if (self->model != NULL)
    bp_game_model_wait_idle (self->model);
  g_clear_object (&self->model);
  g_clear_object (&self->bin);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (bp_game_entry_parent_class)->dispose (object);
}

static void
bp_game_entry_class_init (BpGameEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bp_game_entry_dispose;
}

static void
bp_game_entry_init (BpGameEntry *self)
{
  self->bin = ADW_BIN (g_object_ref_sink (adw_bin_new ()));
}

/* The game's part of the contract */

static const SwGameDescription *
entry_describe (SwGame *game)
{
  static const SwGameDescription description = {
    .id = "best-path",
    .mnemonic = N_("_Best Path"),
    .icon_name = "input-gaming-symbolic",
    .page = "bestpath",
    .name = N_("Best Path"),
    .summary = N_("Draw one line across the hexagons in the colours each card shows. One to four players."),
    .picture = "/io/github/schottworld/SchottWorld/bestpath/bp-welcome.svg",
  };

  return &description;
}

static GtkWidget *
entry_get_page (SwGame *game)
{
  return GTK_WIDGET (BP_GAME_ENTRY (game)->bin);
}

static void
entry_load (SwGame *game)
{
  sw_game_emit_ready (game);
}

/* After a crash or a quit in the middle of Best Path, its game comes back
 * at start-up, straight onto its table. */
static gboolean
entry_restore (SwGame *game)
{
  BpGameEntry *self = BP_GAME_ENTRY (game);
  g_autofree char *path = bp_game_model_default_autosave_path ();
  g_autoptr(GError) error = NULL;

  /* its game is on its table already (another game was shown) */
  if (self->model != NULL && bp_game_model_has_game (self->model) && !bp_game_model_is_over (self->model))
    {
      sw_game_emit_started (game);
      return TRUE;
    }
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return FALSE;
  end_guide (self, FALSE);
  if (!bp_game_model_resume (ensure_model (self), &error))
    {
      g_warning ("Cannot restore the saved game of Best Path: %s", error->message);
      return FALSE;
    }
  sw_game_emit_started (game);
  return TRUE;
}

static gboolean
entry_has_unfinished (SwGame *game)
{
  BpGameEntry *self = BP_GAME_ENTRY (game);
  g_autofree char *path = NULL;

  if (self->model != NULL && bp_game_model_has_game (self->model))
    return !bp_game_model_is_over (self->model);
  /* not brought back yet: the one on disk */
  path = bp_game_model_default_autosave_path ();
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

/* Its own unfinished game only: the other games' stay as they are. */
static void
entry_new_game (SwGame *game)
{
  BpGameEntry *self = BP_GAME_ENTRY (game);
  gboolean ask = entry_has_unfinished (game);
  AdwDialog *setup = bp_setup_dialog_new (self->settings, ensure_model (self));

  bp_setup_dialog_set_confirm_abandon (BP_SETUP_DIALOG (setup), ask);
  g_signal_connect (setup, "started", G_CALLBACK (on_started_cb), self);
  g_signal_connect (setup, "start-requested", G_CALLBACK (on_start_requested_cb), self);
  adw_dialog_present (setup, GTK_WIDGET (self->bin));
}

static void
entry_show_rules (SwGame    *game,
                  GtkWidget *parent)
{
  bp_rules_dialog_present (parent);
}

/* No set_paused: at least one seat is a person (the setup dialog asks
 * for one), and a round ends only when every seat has played, so its
 * computers answer the round on the table and then wait for the person:
 * nothing goes on out of sight. */
static gboolean
entry_can_undo (SwGame *game)
{
  BpGameEntry *self = BP_GAME_ENTRY (game);

  return self->model != NULL && bp_game_model_can_undo (self->model);
}

static void
entry_undo (SwGame *game)
{
  BpGameEntry *self = BP_GAME_ENTRY (game);

  /* the table anew: a round's result shown for the round taken back
   * goes, and in hot-seat the device goes back to whoever moves now */
  if (self->model != NULL && bp_game_model_undo (self->model))
    {
      bp_game_view_set_model (self->view, NULL);
      bp_game_view_set_model (self->view, self->model);
    }
}

/* The guided game: solo (the name New Game remembers for the first
 * seat), on a deck whose first cards reach a number early. */
static void
start_guided_game (BpGameEntry *self)
{
  g_auto(GStrv) names = self->settings != NULL ? g_settings_get_strv (self->settings, "best-path-names") : NULL;
  const char *name[] = { names != NULL && names[0] != NULL ? names[0] : "", NULL };
  const char *seats[] = { BP_SEAT_PERSON, NULL };
  BpGameModel *model = ensure_model (self);

  end_guide (self, FALSE);
  bp_game_model_start (model, 1, name, seats, BP_GUIDE_SEED);
  sw_game_emit_started (SW_GAME (self));
  self->guide = bp_guide_new (self->coach, model);
  g_signal_connect (self->guide, "finished", G_CALLBACK (on_guide_finished_cb), self);
  gtk_widget_set_visible (GTK_WIDGET (self->coach), TRUE);
}

static void
on_guided_abandon_cb (AdwAlertDialog *dialog,
                      const char     *response,
                      BpGameEntry    *self)
{
  if (g_str_equal (response, "abandon") && self->bin != NULL)
    start_guided_game (self);
}

static gboolean
entry_has_guide (SwGame *game)
{
  return TRUE;
}

/* Over its own unfinished game it asks first, as New Game does. */
static void
entry_start_guided (SwGame *game)
{
  BpGameEntry *self = BP_GAME_ENTRY (game);
  AdwDialog *dialog;

  if (!entry_has_unfinished (game))
    {
      start_guided_game (self);
      return;
    }
  dialog = sw_abandon_dialog_new ();
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_guided_abandon_cb), self, 0);
  adw_dialog_present (dialog, GTK_WIDGET (self->bin));
}

static gboolean
entry_guide_done (SwGame *game)
{
  BpGameEntry *self = BP_GAME_ENTRY (game);

  return self->guide_left || sw_coach_guide_done (self->settings, "best-path");
}

static void
bp_game_entry_game_init (SwGameInterface *iface)
{
  iface->describe = entry_describe;
  iface->get_page = entry_get_page;
  iface->load = entry_load;
  iface->new_game = entry_new_game;
  iface->show_rules = entry_show_rules;
  iface->restore = entry_restore;
  iface->has_unfinished = entry_has_unfinished;
  iface->can_undo = entry_can_undo;
  iface->undo = entry_undo;
  iface->has_guide = entry_has_guide;
  iface->start_guided = entry_start_guided;
  iface->guide_done = entry_guide_done;
}

SwGame *
bp_game_entry_new (GSettings *settings)
{
  BpGameEntry *self = g_object_new (BP_TYPE_GAME_ENTRY, NULL);

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);
  g_set_object (&self->settings, settings);
  return SW_GAME (self);
}
