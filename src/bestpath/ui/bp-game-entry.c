/* bp-game-entry.c: Best Path in the window's table of games. Its model
 * autosaves after every commit; model and view are built when first
 * needed. Its New Game is a dialog over the window. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "bp-game-entry.h"
#include "bp-game-view.h"
#include "bp-rules-dialog.h"
#include "bp-setup-dialog.h"

typedef struct
{
  SwGameHost  *host;
  AdwBin      *bin;
  BpGameModel *model;
  BpGameView  *view;
} BpGameEntry;

static BpGameModel *
ensure_model (BpGameEntry *self)
{
  g_autofree char *autosave = bp_game_model_default_autosave_path ();

  if (self->model == NULL)
    {
      g_autofree char *scores = bp_game_model_default_scores_path ();

      self->model = bp_game_model_new ();
      bp_game_model_set_scores_path (self->model, scores);
      self->view = BP_GAME_VIEW (bp_game_view_new ());
      bp_game_view_set_model (self->view, self->model);
      adw_bin_set_child (self->bin, GTK_WIDGET (self->view));
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
  AdwDialog *dialog = self->host->abandon_dialog_new (self->host);

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_abandon_response_cb), setup, 0);
  adw_dialog_present (dialog, GTK_WIDGET (setup));
}

/* Best Path took the place of the game played (confirmed by the dialog). */
static void
on_started_cb (BpSetupDialog *dialog,
               BpGameEntry   *self)
{
  self->host->game_started (self->host, bp_game_entry_info ());
}

static gpointer
entry_create (SwGameHost *host,
              AdwBin     *page,
              GObject    *content)
{
  BpGameEntry *self = g_new0 (BpGameEntry, 1);

  self->host = host;
  self->bin = page;
  return self;
}

static void
entry_destroy (gpointer game)
{
  BpGameEntry *self = game;

  if (self->view != NULL)
    bp_game_view_set_model (self->view, NULL);
  if (self->model != NULL)
    bp_game_model_wait_idle (self->model);
  g_clear_object (&self->model);
  g_free (self);
}

static void
entry_load (gpointer game)
{
  BpGameEntry *self = game;

  self->host->game_ready (self->host);
}

/* After a crash or a quit in the middle of Best Path, its game comes back
 * at start-up, straight onto its table. */
static gboolean
entry_restore (gpointer game)
{
  BpGameEntry *self = game;
  g_autofree char *path = bp_game_model_default_autosave_path ();
  g_autoptr(GError) error = NULL;

  /* a game started before the window was ready is the one to play */
  if (self->host->game_in_progress (self->host) || !g_file_test (path, G_FILE_TEST_EXISTS))
    return FALSE;
  if (!bp_game_model_resume (ensure_model (self), &error))
    {
      g_warning ("Cannot restore the saved game of Best Path: %s", error->message);
      return FALSE;
    }
  self->host->game_started (self->host, bp_game_entry_info ());
  return TRUE;
}

static void
entry_new_game (gpointer game)
{
  BpGameEntry *self = game;
  gboolean ask = self->host->game_in_progress (self->host);
  AdwDialog *setup = bp_setup_dialog_new (self->host->settings, ensure_model (self));

  bp_setup_dialog_set_confirm_abandon (BP_SETUP_DIALOG (setup), ask);
  g_signal_connect (setup, "started", G_CALLBACK (on_started_cb), self);
  g_signal_connect (setup, "start-requested", G_CALLBACK (on_start_requested_cb), self);
  adw_dialog_present (setup, self->host->window);
}

static void
entry_discard (gpointer game)
{
  BpGameEntry *self = game;
  g_autofree char *path = bp_game_model_default_autosave_path ();

  if (self->model != NULL)
    bp_game_model_discard (self->model);
  else if (g_remove (path) != 0 && errno != ENOENT)
    g_warning ("Best Path: could not remove %s: %s", path, g_strerror (errno));
}

static gboolean
entry_in_progress (gpointer game)
{
  BpGameEntry *self = game;

  return self->model != NULL && bp_game_model_has_game (self->model)
         && !bp_game_model_is_over (self->model);
}

static void
entry_show_rules (gpointer game)
{
  BpGameEntry *self = game;

  bp_rules_dialog_present (self->view != NULL ? GTK_WIDGET (self->view) : self->host->window);
}

/* No set_paused: at least one seat is a person (the setup dialog asks
 * for one), and a round ends only when every seat has played, so its
 * computers answer the round on the table and then wait for the person:
 * nothing goes on out of sight. */
const SwGameInfo *
bp_game_entry_info (void)
{
  static const SwGameInfo info = {
    .id = "best-path",
    .mnemonic = N_("_Best Path"),
    .icon_name = "input-gaming-symbolic",
    .page = "bestpath",
    .create = entry_create,
    .destroy = entry_destroy,
    .load = entry_load,
    .restore = entry_restore,
    .new_game = entry_new_game,
    .discard = entry_discard,
    .in_progress = entry_in_progress,
    .show_rules = entry_show_rules,
  };

  return &info;
}
