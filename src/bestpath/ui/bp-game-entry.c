/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-game-entry.c: Best Path in the window's table of games. Its model
 * autosaves after every commit; model, view and New Game page are built
 * when first needed. Its New Game is a page in the window, as SCHOTT's:
 * the game on the table stays behind it (Back returns to it) until a new
 * one starts. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "bp-game-entry.h"
#include "bp-game-view.h"
#include "bp-guide.h"
#include "bp-online-page.h"
#include "bp-rules-dialog.h"
#include "bp-setup-page.h"
#include "bp-statistics-dialog.h"

struct _BpGameEntry
{
  GObject      parent_instance;

  GSettings   *settings;
  AdwBin      *bin;
  AdwBin      *setup_bin;   /* New Game's page in the window */
  BpSetupPage *setup;       /* in it, built when first shown */
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

/* What names the guided game beside its autosave: its deck. */
static char *
guide_key (BpGameModel *model)
{
  const BpGame *game = bp_game_model_get_game (model);
  g_autoptr(GString) key = g_string_new ("best-path ");

  for (guint i = 0; i < BP_N_CARDS; i++)
    g_string_append_printf (key, "%02x", game->deck[i]);
  return g_string_free (g_steal_pointer (&key), FALSE);
}

/* The guided game ends (left, finished, or another game started): the
 * coach goes, the game on the board stays. */
static void
end_guide (BpGameEntry *self,
           gboolean     left)
{
  g_autofree char *autosave = NULL;

  if (self->guide == NULL)
    return;
  bp_guide_stop (self->guide);
  g_clear_object (&self->guide);
  /* a restart brings the game back without it */
  autosave = bp_game_model_default_autosave_path ();
  sw_coach_clear_guide_mark (autosave);
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

/* The guide talks about the game on the board from now on. */
static void
attach_guide (BpGameEntry *self)
{
  self->guide = bp_guide_new (self->coach, self->model);
  g_signal_connect (self->guide, "finished", G_CALLBACK (on_guide_finished_cb), self);
  gtk_widget_set_visible (GTK_WIDGET (self->coach), TRUE);
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

static gboolean entry_has_unfinished (SwGame *game);

static void
start_game (BpGameEntry *self)
{
  end_guide (self, FALSE);
  bp_setup_page_start (self->setup, ensure_model (self));
  sw_game_emit_started (SW_GAME (self));
}

static void
on_abandon_response_cb (AdwAlertDialog *alert,
                        const char     *response,
                        BpGameEntry    *self)
{
  if (g_str_equal (response, "abandon") && self->setup != NULL)
    start_game (self);
}

/* Starting over its own game in progress asks first; until the answer,
 * that game stays as it is, autosaved. Other games' are not asked about:
 * each keeps its own. */
static void
on_setup_start_cb (BpSetupPage *setup,
                   BpGameEntry *self)
{
  AdwDialog *dialog;

  if (!entry_has_unfinished (SW_GAME (self)))
    {
      start_game (self);
      return;
    }
  dialog = sw_abandon_dialog_new ();
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_abandon_response_cb), self, 0);
  adw_dialog_present (dialog, GTK_WIDGET (setup));
}

/* New Game's page is built when it is first shown: a player who only
 * resumes may never see it. */
static BpSetupPage *
ensure_setup (BpGameEntry *self)
{
  if (self->setup == NULL)
    {
      self->setup = BP_SETUP_PAGE (bp_setup_page_new (self->settings));
      g_signal_connect (self->setup, "start", G_CALLBACK (on_setup_start_cb), self);
      adw_bin_set_child (self->setup_bin, GTK_WIDGET (self->setup));
    }
  return self->setup;
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
  self->setup = NULL;  /* the setup bin's child */
  if (self->setup_bin != NULL)
    g_signal_handlers_disconnect_by_data (self->setup_bin, self);
  g_clear_object (&self->setup_bin);
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
  self->setup_bin = ADW_BIN (g_object_ref_sink (adw_bin_new ()));
  g_signal_connect_swapped (self->setup_bin, "map", G_CALLBACK (ensure_setup), self);
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
    .setup_page = "bestpath-setup",
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

static GtkWidget *
entry_get_setup (SwGame *game)
{
  return GTK_WIDGET (BP_GAME_ENTRY (game)->setup_bin);
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
  /* a guided game comes back with its guide */
  {
    g_autofree char *key = guide_key (self->model);

    if (sw_coach_has_guide_mark (path, key))
      attach_guide (self);
    else
      sw_coach_clear_guide_mark (path);
  }
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

/* The window shows its New Game page; the page opens at its top. */
static void
entry_new_game (SwGame *game)
{
  bp_setup_page_reset_view (ensure_setup (BP_GAME_ENTRY (game)));
}

static void
entry_show_rules (SwGame    *game,
                  GtkWidget *parent)
{
  bp_rules_dialog_present (parent);
}

static void
entry_focus (SwGame *game)
{
  BpGameEntry *self = BP_GAME_ENTRY (game);

  if (self->view != NULL)
    bp_game_view_focus (self->view);
}

/* Its best solo scores: the statistics it keeps. */
static gboolean
entry_show_statistics (SwGame    *game,
                       GtkWidget *parent)
{
  BpGameEntry *self = BP_GAME_ENTRY (game);

  adw_dialog_present (bp_statistics_dialog_new (ensure_model (self)), parent);
  return TRUE;
}

/* No hold/release: at least one seat is a person (the setup page asks
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

  g_autofree char *autosave = bp_game_model_default_autosave_path ();
  g_autofree char *key = NULL;
  g_autoptr(GError) error = NULL;

  end_guide (self, FALSE);
  bp_game_model_start (model, 1, name, seats, BP_GUIDE_SEED);
  sw_game_emit_started (SW_GAME (self));
  attach_guide (self);
  key = guide_key (model);
  if (!sw_coach_save_guide_mark (autosave, key, &error))
    g_warning ("The guided game will not come back after a restart: %s", error->message);
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

static gboolean
entry_has_online (SwGame *game)
{
  return TRUE;
}

static AdwNavigationPage *
entry_online_page (SwGame     *game,
                   GObject    *connection,
                   const char *room)
{
  g_return_val_if_fail (SW_IS_XMPP (connection), NULL);
  return room == NULL ? bp_online_page_new_host (SW_XMPP (connection))
                      : bp_online_page_new_join (SW_XMPP (connection), room);
}

static void
bp_game_entry_game_init (SwGameInterface *iface)
{
  iface->describe = entry_describe;
  iface->get_page = entry_get_page;
  iface->get_setup = entry_get_setup;
  iface->focus = entry_focus;
  iface->show_statistics = entry_show_statistics;
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
  iface->has_online = entry_has_online;
  iface->online_page = entry_online_page;
}

SwGame *
bp_game_entry_new (GSettings *settings)
{
  BpGameEntry *self = g_object_new (BP_TYPE_GAME_ENTRY, NULL);

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);
  g_set_object (&self->settings, settings);
  return SW_GAME (self);
}
