/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-entry-guide.c: SCHOTT's guided first game (the welcome's
 * "Learn by Playing"): the person against one Easy computer on a deal
 * that shows the main moves early, the coach above the table, leaving
 * and finishing it. Calls only schott-game-entry.c. */
#include "config.h"

#include <glib/gi18n.h>
#include <sys/stat.h>

#include "schott-game-entry-private.h"
#include "schott-guide.h"

/* What names the guided game beside its autosave: its seed. */
static char *
guide_key (SchottGameModel *model)
{
  return g_strdup_printf ("schott %" G_GUINT64_FORMAT, schott_game_model_get_seed (model));
}

/* The guided game ends (left, finished, or another game started): the
 * coach goes, the game on the table stays. */
void
_schott_game_entry_end_guide (SchottGameEntry *self,
                              gboolean         left)
{
  g_autofree char *autosave = NULL;

  /* a guided game still looking for its deal does not start */
  if (self->guide_pick != NULL)
    g_cancellable_cancel (self->guide_pick);
  if (self->guide == NULL)
    return;
  schott_guide_stop (self->guide);
  g_clear_object (&self->guide);
  /* a restart brings the game back without it */
  autosave = schott_game_model_default_autosave_path ();
  sw_coach_clear_guide_mark (autosave);
  if (self->coach != NULL)
    {
      gboolean had_focus = gtk_widget_has_focus (GTK_WIDGET (sw_coach_get_leave_button (self->coach)));

      gtk_widget_set_visible (GTK_WIDGET (self->coach), FALSE);
      if (had_focus && self->view != NULL)
        schott_game_view_focus_action (self->view);
    }
  if (left)
    {
      self->guide_left = TRUE;
      sw_coach_set_guide_done (self->settings, "schott");
    }
}

void
_schott_game_entry_on_coach_leave_cb (SwCoach         *coach,
                                      SchottGameEntry *self)
{
  _schott_game_entry_end_guide (self, TRUE);
}

static void
on_guide_finished_cb (SchottGuide     *guide,
                      SchottGameEntry *self)
{
  self->guide_left = TRUE;
  sw_coach_set_guide_done (self->settings, "schott");
}

/* The guide talks about the game on the table from now on. */
static void
attach_guide (SchottGameEntry *self)
{
  self->guide = schott_guide_new (self->coach, self->model, self->view);
  g_signal_connect (self->guide, "finished", G_CALLBACK (on_guide_finished_cb), self);
  gtk_widget_set_visible (GTK_WIDGET (self->coach), TRUE);
}

/* A guided game on its way: its seed is looked for on a worker. */
typedef struct
{
  SchottGameEntry   *entry;        /* a reference */
  SchottSetupConfig *config;
  GCancellable      *cancellable;  /* the entry's guide_pick while it waits */
} GuidePick;

static void
guide_pick_free (GuidePick *pick)
{
  if (pick->entry->guide_pick == pick->cancellable)
    pick->entry->guide_pick = NULL;
  g_object_unref (pick->entry);
  schott_setup_config_free (pick->config);
  g_object_unref (pick->cancellable);
  g_free (pick);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GuidePick, guide_pick_free)

/* The seed found: the game starts, the coach above it. */
static void
on_seed_picked_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GuidePick) pick = user_data;
  SchottGameEntry *self = pick->entry;
  g_autoptr(GError) error = NULL;
  g_autofree char *autosave = NULL;
  g_autofree char *key = NULL;
  SchottGameModel *model;
  guint64 seed;

  seed = schott_guide_pick_seed_finish (result, &error);
  /* another game (or guided game) was started meanwhile, or the window
   * went */
  if (error != NULL || self->disposed || g_cancellable_is_cancelled (pick->cancellable))
    return;
  self->guide_pick = NULL;
  _schott_game_entry_start_game (self, pick->config, seed);
  model = self->model;
  if (model == NULL || schott_game_model_get_seed (model) != seed)
    return;
  g_clear_pointer (&self->last_config, schott_setup_config_free);
  self->last_config = schott_setup_config_copy (pick->config);
  attach_guide (self);
  autosave = schott_game_model_default_autosave_path ();
  key = guide_key (model);
  if (!sw_coach_save_guide_mark (autosave, key, &error))
    g_warning ("The guided game will not come back after a restart: %s", error->message);
}

/* The guided game: the person against one Easy computer, on a deal that
 * shows the main moves early, in the language and with the packs of New
 * Game. The deal is looked for on a worker; the table shows once it is
 * found. */
static void
start_guided_game (SchottGameEntry *self)
{
  SchottSetupConfig *config = schott_setup_page_get_config (_schott_game_entry_ensure_setup (self));
  SchottSeatSetup seats[SCHOTT_MAX_PLAYERS];
  SchottVariant variant;
  GuidePick *pick;

  config->n_seats = 2;
  /* the name the player gave New Game's first seat stays */
  config->kinds[0] = SCHOTT_SEAT_HUMAN;
  config->kinds[1] = SCHOTT_SEAT_COMPUTER;
  config->levels[1] = SCHOTT_AI_EASY;
  g_clear_pointer (&config->names[1], g_free);
  g_free (config->variant);
  config->variant = g_strdup ("schott");
  if (!schott_content_get_variant (self->content, config->variant, &variant))
    schott_variant_init_default (&variant);
  schott_setup_config_to_seats (config, seats);

  /* a second click while the first looks: the last one counts */
  if (self->guide_pick != NULL)
    g_cancellable_cancel (self->guide_pick);
  pick = g_new0 (GuidePick, 1);
  pick->entry = g_object_ref (self);
  pick->config = config;
  pick->cancellable = g_cancellable_new ();
  self->guide_pick = pick->cancellable;
  schott_guide_pick_seed_async (&variant, seats, config->n_seats, pick->cancellable, on_seed_picked_cb, pick);
}

/* A game resumed from the autosave: the guided game it was comes back
 * with its guide (the model's stage decides what the guide says). */
void
_schott_game_entry_resume_guide (SchottGameEntry *self)
{
  g_autofree char *autosave = schott_game_model_default_autosave_path ();
  g_autofree char *key = NULL;

  if (self->model == NULL || self->guide != NULL)
    return;
  key = guide_key (self->model);
  if (sw_coach_has_guide_mark (autosave, key))
    attach_guide (self);
  else
    sw_coach_clear_guide_mark (autosave);
}

static void
on_guided_abandon_cb (AdwAlertDialog  *dialog,
                      const char      *response,
                      SchottGameEntry *self)
{
  if (!self->disposed && g_str_equal (response, "abandon"))
    start_guided_game (self);
}

gboolean
_schott_game_entry_has_guide (SwGame *game)
{
  return TRUE;
}

/* Over its own unfinished game it asks first, as New Game does. */
void
_schott_game_entry_start_guided (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);
  AdwDialog *dialog;

  if (!_schott_game_entry_has_unfinished (game))
    {
      start_guided_game (self);
      return;
    }
  dialog = sw_abandon_dialog_new ();
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_guided_abandon_cb), self, 0);
  adw_dialog_present (dialog, GTK_WIDGET (self->bin));
}

gboolean
_schott_game_entry_guide_done (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);

  return self->guide_left || sw_coach_guide_done (self->settings, "schott");
}
