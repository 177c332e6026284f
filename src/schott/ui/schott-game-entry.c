/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-entry.c: SCHOTT in the window's table of games. It owns the
 * game model played: starts games from its New Game page, restores the
 * autosave (offered through the window's resume prompt) and says when
 * saving fails. At the end of a game it counts it in the statistics and
 * shows the result sheet (Play Again starts the same setup anew); the
 * pack editor is its workshop, the window's Editor tab. The guided game
 * and what it tells of the autosave are in schott-game-entry-guide.c and
 * schott-game-entry-autosave.c. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/stat.h>

#include "schott-editor-page.h"
#include "schott-game-entry-private.h"
#include "schott-game-over.h"
#include "schott-guide.h"
#include "schott-pack-import.h"
#include "schott-preferences.h"
#include "schott-rules-dialog.h"
#include "schott-statistics-dialog.h"
#include "schott-strings.h"
#include "sw-style.h"

static void schott_game_entry_game_init (SwGameInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SchottGameEntry, schott_game_entry, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (SW_TYPE_GAME, schott_game_entry_game_init))

static SchottGameOver  *ensure_over  (SchottGameEntry *self);

/* Async work holds the entry (a reference in user_data, dropped here):
 * the entry, which its window still holds, or NULL if the window has
 * gone meanwhile. */
static SchottGameEntry *
pending_finish (gpointer user_data)
{
  g_autoptr(SchottGameEntry) self = user_data;

  return !self->disposed ? self : NULL;
}

static gboolean
speed_from_setting_cb (GValue   *value,
                       GVariant *variant,
                       gpointer  user_data)
{
  gint index = schott_speed_index (g_variant_get_string (variant, NULL));

  g_value_set_enum (value, index >= 0 ? index : SCHOTT_AI_SPEED_NORMAL);
  return TRUE;
}

/* The game keeps the pace of the "speed" setting, bound (the view follows
 * its game's); SCHOTT_WORLD_SPEED (tests, the benchmark) overrides it. */
static void
bind_speed (SchottGameEntry *self,
            SchottGameModel *model)
{
  const char *env = g_getenv ("SCHOTT_WORLD_SPEED");
  gint index;

  if ((env == NULL || *env == '\0') && self->settings != NULL)
    {
      g_settings_bind_with_mapping (self->settings, "speed", model, "speed",
                                    G_SETTINGS_BIND_GET | G_SETTINGS_BIND_NO_SENSITIVITY,
                                    speed_from_setting_cb, NULL, NULL, NULL);
      return;
    }
  index = schott_speed_index (env);
  schott_game_model_set_speed (model, index >= 0 ? (SchottAiSpeed) index : SCHOTT_AI_SPEED_NORMAL);
}

static void
on_log_visible_cb (SchottGameView  *view,
                   GParamSpec      *pspec,
                   SchottGameEntry *self)
{
  self->log_visible = schott_game_view_get_log_visible (view);
  sw_game_emit_log_shown (SW_GAME (self), self->log_visible);
}

/* The benchmark's last word: enough to tell two games apart, compared
 * with schott-cli play; then the application quits. */
static void
print_benchmark_result (SchottGameEntry *self)
{
  g_autoptr(GString) fields = g_string_new (NULL);
  guint n = schott_game_model_get_n_players (self->model);

  for (guint p = 0; p < n; p++)
    g_string_append_printf (fields, " %d", schott_game_model_get_figure (self->model, p));
  g_print ("game-over: %s\n", schott_game_over_get_title (self->over));
  g_print ("game-result: winners %u, stages %u, turns %u, fields%s\n",
           schott_game_model_get_winner_mask (self->model),
           schott_game_model_get_stage (self->model),
           schott_game_model_get_turn (self->model), fields->str);
  g_application_quit (g_application_get_default ());
}

static void
on_game_finished_cb (SchottGameView  *view,
                     SchottGameEntry *self)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->again_config, schott_setup_config_free);
  self->again_config = self->last_config != NULL ? schott_setup_config_copy (self->last_config) : NULL;
  /* counted once, when it ends (a finished game is never resumed) */
  if (!schott_statistics_record_game (schott_statistics_get_default (), self->model, &error))
    g_warning ("The game was not counted in the statistics: %s", error->message);
  schott_game_over_set_model (ensure_over (self), self->model);
  schott_game_over_present (self->over, GTK_WIDGET (self->bin));
  if (g_getenv ("SCHOTT_WORLD_BENCHMARK") != NULL)
    print_benchmark_result (self);
}

/* The game view is the biggest part of the window, and the first page a
 * player sees is New Game (or Resume): it is built after the window is on
 * screen (prebuild_view_cb) or when a game starts, whichever comes first,
 * not while the window is being mapped. */
static SchottGameView *
ensure_view (SchottGameEntry *self)
{
  GSettings *settings = self->settings;

  if (self->view != NULL)
    return self->view;
  g_clear_handle_id (&self->prebuild_id, g_source_remove);
  self->view = SCHOTT_GAME_VIEW (schott_game_view_new ());
  schott_game_view_set_log_visible (self->view,
                                    settings != NULL
                                    ? g_settings_get_boolean (settings, "show-move-log")
                                    : self->log_visible);
  /* The log also folds away on narrow windows: the toggle shows what is seen. */
  g_signal_connect (self->view, "notify::log-visible", G_CALLBACK (on_log_visible_cb), self);
  on_log_visible_cb (self->view, NULL, self);
  g_signal_connect (self->view, "game-finished", G_CALLBACK (on_game_finished_cb), self);
  /* the guided game's coach sits above the table, hidden until needed */
  self->table_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  self->coach = SW_COACH (sw_coach_new ());
  gtk_widget_set_visible (GTK_WIDGET (self->coach), FALSE);
  g_signal_connect (self->coach, "leave", G_CALLBACK (_schott_game_entry_on_coach_leave_cb), self);
  gtk_box_append (GTK_BOX (self->table_box), GTK_WIDGET (self->coach));
  gtk_widget_set_vexpand (GTK_WIDGET (self->view), TRUE);
  gtk_box_append (GTK_BOX (self->table_box), GTK_WIDGET (self->view));
  adw_bin_set_child (self->bin, self->table_box);
  return self->view;
}

static gboolean
prebuild_view_cb (gpointer user_data)
{
  SchottGameEntry *self = user_data;

  self->prebuild_id = 0;
  ensure_view (self);
  /* Measuring it once now, while the player sets up, computes its styles
   * and text layouts: the first frame of the game has less to do. */
  gtk_widget_measure (GTK_WIDGET (self->view), GTK_ORIENTATION_VERTICAL, -1,
                      NULL, NULL, NULL, NULL);
  return G_SOURCE_REMOVE;
}

/* The holds taken on the entry (the window's, while the table is out of
 * sight) go with the game on the table. */
static void
take_model (SchottGameEntry *self,
            SchottGameModel *model)
{
  if (model == self->model)
    return;
  for (guint i = 0; i < self->n_holds; i++)
    schott_game_model_hold (model);
  for (guint i = 0; self->model != NULL && i < self->n_holds; i++)
    schott_game_model_release (self->model);
  g_set_object (&self->model, model);
}

static void
play_model (SchottGameEntry *self,
            SchottGameModel *model)
{
  g_autofree char *path = schott_game_model_default_autosave_path ();

  self->offer_declined = FALSE;
  ensure_view (self);
  /* a guide talks about the game it started with only */
  _schott_game_entry_end_guide (self, FALSE);
  schott_game_view_set_model (self->view, NULL, NULL);
  _schott_game_entry_watch_autosave (self, model);
  take_model (self, model);
  g_object_set (model, "autosave-path", path, NULL);
  _schott_game_entry_on_autosave_locked_cb (model, NULL, self);
  bind_speed (self, model);
  sw_game_emit_started (SW_GAME (self));
  schott_game_view_set_model (self->view, model, self->content);
  /* the stack put the focus on the first control of the page shown */
  schott_game_view_focus_action (self->view);
  sw_game_emit_shown (SW_GAME (self));
  sw_game_emit_undo_changed (SW_GAME (self));
}

/* SCHOTT_WORLD_SEED if set, else a random one. */
static guint64
new_seed (void)
{
  const char *env = g_getenv ("SCHOTT_WORLD_SEED");

  if (env != NULL && *env != '\0')
    return g_ascii_strtoull (env, NULL, 10);
  return ((guint64) g_random_int () << 32) | g_random_int ();
}

/* The computer players' own dice: SCHOTT_WORLD_AI_SEED if set (the
 * benchmark's replay check passes the same to schott-cli play --ai-seed),
 * else a random number drawn apart from the game's seed, so that nothing a
 * computer player holds tells the deal. */
static guint64
new_ai_seed (void)
{
  const char *env = g_getenv ("SCHOTT_WORLD_AI_SEED");

  if (env != NULL && *env != '\0')
    return g_ascii_strtoull (env, NULL, 10);
  return ((guint64) g_random_int () << 32) | g_random_int ();
}

void
_schott_game_entry_start_game (SchottGameEntry         *self,
                               const SchottSetupConfig *config,
                               guint64                  seed)
{
  SchottSeatSetup seats[SCHOTT_MAX_PLAYERS];
  SchottVariant variant;
  g_autoptr(SchottGameModel) model = NULL;
  g_autoptr(GError) error = NULL;

  g_assert (config != NULL);
  if (!schott_content_get_variant (self->content, config->variant, &variant))
    schott_variant_init_default (&variant);
  /* every pack switched off: said on New Game, kept in the save (D-Q-1) */
  if (config->no_questions)
    variant.questions = FALSE;
  schott_setup_config_to_seats (config, seats);
  model = schott_game_model_new (&variant, seats, config->n_seats, seed, new_ai_seed (), &error);
  if (model == NULL)
    {
      sw_game_emit_toast (SW_GAME (self), error->message);
      return;
    }
  schott_game_model_set_question_language (model, config->language);
  schott_content_attach_questions (self->content, model,
                                   (const char * const *) config->packs);
  g_clear_object (&self->saved);
  play_model (self, model);
}

static void
start_pending_game (SchottGameEntry *self)
{
  g_clear_pointer (&self->last_config, schott_setup_config_free);
  self->last_config = schott_setup_page_get_config (_schott_game_entry_ensure_setup (self));
  _schott_game_entry_start_game (self, self->last_config, new_seed ());
}

static void
close_result (SchottGameEntry *self)
{
  if (self->over != NULL && gtk_widget_get_parent (GTK_WIDGET (self->over)) != NULL)
    adw_dialog_force_close (ADW_DIALOG (self->over));
}

/* The setup of the game that ended, or (a resumed game) New Game's. */
static void
on_play_again_cb (SchottGameOver  *over,
                  SchottGameEntry *self)
{
  if (self->again_config == NULL)
    self->again_config = schott_setup_page_get_config (_schott_game_entry_ensure_setup (self));
  close_result (self);
  _schott_game_entry_start_game (self, self->again_config, new_seed ());
}

static void
on_abandon_response_cb (AdwAlertDialog  *dialog,
                        const char      *response,
                        SchottGameEntry *self)
{
  if (!self->disposed && g_str_equal (response, "abandon"))
    start_pending_game (self);
}

/* Starting over a game in progress asks first; until the answer, that
 * game stays as it is, autosaved. */
static void
on_setup_start_cb (SchottSetupPage *page,
                   SchottGameEntry *self)
{
  AdwDialog *dialog;

  if (!_schott_game_entry_has_unfinished (SW_GAME (self)))
    {
      start_pending_game (self);
      return;
    }
  dialog = sw_abandon_dialog_new ();
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_abandon_response_cb), self, 0);
  adw_dialog_present (dialog, GTK_WIDGET (page));
}

static void
on_content_loaded_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  SchottGameEntry *self = pending_finish (user_data);
  g_autoptr(GError) error = NULL;

  if (!schott_content_load_finish (SCHOTT_CONTENT (source), result, &error))
    g_warning ("Loading content: %s", error->message);
  if (self == NULL)
    return;
  self->content_loaded = TRUE;
  if (self->setup_page != NULL)
    schott_setup_page_set_content (self->setup_page, self->content);
  /* Started here, not at once, so the files are never read on the main
   * thread. */
  sw_game_emit_ready (SW_GAME (self));
  if (self->view == NULL && self->prebuild_id == 0)
    self->prebuild_id = g_timeout_add_full (G_PRIORITY_LOW, 250, prebuild_view_cb, self, NULL);
}

static void
on_content_reloaded_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  SchottGameEntry *self = pending_finish (user_data);
  g_autoptr(GError) error = NULL;

  if (!schott_content_load_finish (SCHOTT_CONTENT (source), result, &error))
    g_warning ("Reloading content: %s", error->message);
  else if (self != NULL && self->setup_page != NULL)
    schott_setup_page_set_content (self->setup_page, self->content);
}

/* A pack saved in the editor shows up on the New Game page at once. */
static void
on_workshop_saved_cb (GtkWidget       *editor,
                      SchottGameEntry *self)
{
  schott_content_reload_async (self->content, NULL, on_content_reloaded_cb, g_object_ref (self));
}

static void
on_settings_changed_cb (GSettings       *settings,
                        const char      *key,
                        SchottGameEntry *self)
{
  if (self->view == NULL)
    return;
  if (g_str_equal (key, "show-move-log"))
    schott_game_view_set_log_visible (self->view, g_settings_get_boolean (settings, key));
}

/* Its page is in a window: a pack file dropped anywhere on that window
 * opens or joins the packs. */
static void
on_bin_root_cb (GtkWidget       *bin,
                GParamSpec      *pspec,
                SchottGameEntry *self)
{
  GtkRoot *window = gtk_widget_get_root (bin);

  if (window == NULL || self->content == NULL)
    return;
  g_signal_handlers_disconnect_by_func (bin, on_bin_root_cb, self);
  schott_pack_import_attach_drop (GTK_WIDGET (window), self->content);
}

/* Its window is going: it lets go of everything, and async work still
 * pending finds it disposed. */
static void
schott_game_entry_dispose (GObject *object)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (object);

  self->disposed = TRUE;
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_handle_id (&self->prebuild_id, g_source_remove);
  if (self->view != NULL)
    {
      schott_game_view_set_model (self->view, NULL, NULL);
      g_signal_handlers_disconnect_by_data (self->view, self);
      self->view = NULL;   /* the bin's child */
    }
  if (self->setup_page != NULL)
    g_signal_handlers_disconnect_by_data (self->setup_page, self);
  if (self->over != NULL)
    g_signal_handlers_disconnect_by_data (self->over, self);
  if (self->workshop != NULL)
    g_signal_handlers_disconnect_by_data (self->workshop, self);
  g_clear_weak_pointer (&self->workshop);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  g_clear_object (&self->saved);
  g_clear_object (&self->content);
  g_clear_object (&self->setup_page);
  if (self->setup_bin != NULL)
    g_signal_handlers_disconnect_by_data (self->setup_bin, self);
  g_clear_object (&self->setup_bin);
  if (self->bin != NULL)
    g_signal_handlers_disconnect_by_func (self->bin, on_bin_root_cb, self);
  g_clear_object (&self->bin);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->last_config, schott_setup_config_free);
  g_clear_pointer (&self->again_config, schott_setup_config_free);
  g_clear_object (&self->over);
  g_clear_pointer (&self->autosave_failure, g_free);
  if (self->guide != NULL)
    schott_guide_stop (self->guide);
  g_clear_object (&self->guide);
  self->coach = NULL;       /* the table box's child */
  self->table_box = NULL;   /* the bin's child */
  G_OBJECT_CLASS (schott_game_entry_parent_class)->dispose (object);
}

static void
schott_game_entry_class_init (SchottGameEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = schott_game_entry_dispose;
}

static void
schott_game_entry_init (SchottGameEntry *self)
{
  self->bin = ADW_BIN (g_object_ref_sink (adw_bin_new ()));
  g_signal_connect (self->bin, "notify::root", G_CALLBACK (on_bin_root_cb), self);
  self->setup_bin = ADW_BIN (g_object_ref_sink (adw_bin_new ()));
  g_signal_connect_swapped (self->setup_bin, "map", G_CALLBACK (_schott_game_entry_ensure_setup), self);
}

/* New Game's page is built when it is first shown or needed: a player who
 * resumes a game, or starts on the welcome page, may never see it. */
SchottSetupPage *
_schott_game_entry_ensure_setup (SchottGameEntry *self)
{
  if (self->setup_page != NULL)
    return self->setup_page;
  self->setup_page = SCHOTT_SETUP_PAGE (g_object_ref_sink (schott_setup_page_new ()));
  g_signal_connect (self->setup_page, "start", G_CALLBACK (on_setup_start_cb), self);
  if (self->content_loaded)
    schott_setup_page_set_content (self->setup_page, self->content);
  adw_bin_set_child (self->setup_bin, GTK_WIDGET (self->setup_page));
  return self->setup_page;
}

/* The result sheet, when the first game ends. */
static SchottGameOver *
ensure_over (SchottGameEntry *self)
{
  if (self->over == NULL)
    {
      self->over = g_object_ref_sink (schott_game_over_new ());
      g_signal_connect (self->over, "play-again", G_CALLBACK (on_play_again_cb), self);
    }
  return self->over;
}

/* The game's part of the contract */

static const SwGameDescription *
entry_describe (SwGame *game)
{
  static const SwGameDescription description = {
    .id = "schott",
    .mnemonic = N_("_SCHOTT"),
    .icon_name = "io.github.schottworld.SchottWorld-symbolic",
    .page = "play",
    .setup_page = "setup",
    .name = N_("SCHOTT"),
    .summary = N_("Build a rising row of cards and answer questions to move along the route."),
    .picture = "/io/github/schottworld/SchottWorld/schott/schott-welcome.svg",
  };

  return &description;
}

static GtkWidget *
entry_get_page (SwGame *game)
{
  return GTK_WIDGET (SCHOTT_GAME_ENTRY (game)->bin);
}

static GtkWidget *
entry_get_setup (SwGame *game)
{
  return GTK_WIDGET (SCHOTT_GAME_ENTRY (game)->setup_bin);
}

static void
entry_load (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);

  schott_content_load_async (self->content, NULL, on_content_loaded_cb, g_object_ref (self));
}

static gboolean
autostart_cb (gpointer user_data)
{
  SchottGameEntry *self = pending_finish (user_data);

  if (self != NULL && self->last_config != NULL)
    _schott_game_entry_start_game (self, self->last_config, new_seed ());
  return G_SOURCE_REMOVE;
}

/* SCHOTT_WORLD_AUTOSTART=easy,normal,... starts a game of these seats
 * without a click, 0.6 s after the window (tests, benchmark). */
static gboolean
entry_autostart (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);
  const char *env = g_getenv ("SCHOTT_WORLD_AUTOSTART");
  g_auto(GStrv) kinds = NULL;
  g_autoptr(SchottSetupConfig) config = NULL;

  if (env == NULL || *env == '\0')
    return FALSE;
  kinds = g_strsplit (env, ",", SCHOTT_MAX_PLAYERS);
  config = g_new0 (SchottSetupConfig, 1);
  config->n_seats = CLAMP (g_strv_length (kinds), SCHOTT_MIN_PLAYERS, SCHOTT_MAX_PLAYERS);
  for (guint i = 0; i < config->n_seats; i++)
    {
      gint kind = i < g_strv_length (kinds) ? schott_seat_kind_from_id (kinds[i]) : 2;
      kind = MAX (kind, 0);
      config->names[i] = NULL;   /* the seat's default name */
      config->colours[i] = g_strdup (schott_palette_spec (i));
      config->kinds[i] = kind == 0 ? SCHOTT_SEAT_HUMAN : SCHOTT_SEAT_COMPUTER;
      config->levels[i] = kind == 0 ? SCHOTT_AI_NORMAL : (SchottAiLevel) (kind - 1);
    }
  config->language = g_strdup ("en");
  config->variant = g_strdup ("schott");
  /* The way a person starts: the game view is built while New Game is
   * shown, the game a little later. */
  prebuild_view_cb (self);
  g_timeout_add (600, autostart_cb, g_object_ref (self));
  g_clear_pointer (&self->last_config, schott_setup_config_free);
  self->last_config = g_steal_pointer (&config);
  return TRUE;
}

static gboolean
entry_restore (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);
  g_autofree char *path = schott_game_model_default_autosave_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) who = g_string_new (NULL);
  g_autofree char *description = NULL;
  SchottGameModel *saved;

  /* its game is on its table already (another game was shown) */
  if (self->model != NULL && !schott_game_model_get_is_over (self->model))
    {
      sw_game_emit_started (game);
      return TRUE;
    }
  /* The data folder is this window's, or another instance's: then its
   * game is not resumed here, and nothing this window plays is saved. */
  if (!schott_game_model_lock_autosave (path, &error))
    {
      if (g_error_matches (error, SCHOTT_AUTOSAVE_ERROR, SCHOTT_AUTOSAVE_ERROR_LOCKED))
        self->autosave_locked = TRUE;
      else
        {
          /* the folder cannot be made: no game will be saved either */
          g_free (self->autosave_failure);
          self->autosave_failure = g_strdup (error->message);
          self->autosave_mtime = -1;
        }
      _schott_game_entry_tell_autosave_state (self);
      return FALSE;
    }
  /* A game started before the load finished is the game to play (its
   * autosave is already on disk): never replace it by the Resume page. */
  if (self->model != NULL || !g_file_test (path, G_FILE_TEST_EXISTS))
    return FALSE;
  saved = schott_game_model_restore_autosave (path, NULL, &error);
  if (saved == NULL)
    {
      if (g_error_matches (error, SCHOTT_AUTOSAVE_ERROR, SCHOTT_AUTOSAVE_ERROR_CORRUPT))
        {
          _schott_game_entry_tell_autosave_damaged (self, error);
          return TRUE;
        }
      g_warning ("Cannot restore the saved game: %s", error->message);
      return FALSE;
    }
  if (schott_game_model_get_is_over (saved))
    {
      g_object_unref (saved);
      return FALSE;
    }
  g_set_object (&self->saved, saved);
  g_object_unref (saved);
  for (guint p = 0; p < schott_game_model_get_n_players (saved); p++)
    {
      if (p > 0)
        g_string_append (who, ", ");
      g_string_append (who, schott_player_get_name (schott_game_model_get_player (saved, p)));
    }
  /* Translators: "Stage 2, turn 14: Anna, Ben, Computer 3" */
  description = g_strdup_printf (_("Stage %u, turn %u: %s"),
                                 schott_game_model_get_stage (saved),
                                 schott_game_model_get_turn (saved), who->str);
  sw_game_emit_offer_resume (game, description);
  return TRUE;
}

static void
entry_new_game (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);

  schott_setup_page_scroll_to_top (_schott_game_entry_ensure_setup (self));
  gtk_widget_grab_focus (GTK_WIDGET (schott_setup_page_get_start_button (self->setup_page)));
}

static void
entry_resume (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);
  g_autoptr(SchottGameModel) model = NULL;

  if (self->saved == NULL)
    return;
  model = g_steal_pointer (&self->saved);
  schott_content_attach_questions (self->content, model, schott_game_model_get_pack_ids (model));
  play_model (self, model);
  _schott_game_entry_resume_guide (self);
}

static void
entry_decline_resume (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);

  g_clear_object (&self->saved);
  self->offer_declined = TRUE;
}

/* Its game on its table or, not brought back yet (nor declined), on disk. */
gboolean
_schott_game_entry_has_unfinished (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);
  g_autofree char *path = NULL;

  if (self->model != NULL)
    return !schott_game_model_get_is_over (self->model);
  if (self->saved != NULL)
    return TRUE;
  /* declined, or another instance's (this window cannot bring it back) */
  if (self->offer_declined || self->autosave_locked)
    return FALSE;
  path = schott_game_model_default_autosave_path ();
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

static void
entry_hold (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);

  self->n_holds++;
  if (self->model != NULL)
    schott_game_model_hold (self->model);
}

static void
entry_release (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);

  g_return_if_fail (self->n_holds > 0);
  self->n_holds--;
  if (self->model != NULL)
    schott_game_model_release (self->model);
}

static void
entry_focus (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);

  if (self->view != NULL)
    schott_game_view_focus_action (self->view);
}

static void
entry_show_rules (SwGame    *game,
                  GtkWidget *parent)
{
  schott_rules_dialog_present (parent);
}

static gboolean
entry_has_move_log (SwGame *game)
{
  return TRUE;
}

static gboolean
entry_toggle_log (SwGame   *game,
                  gboolean  shown)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);
  gboolean visible = self->view != NULL ? !schott_game_view_get_log_visible (self->view) : !shown;

  self->log_visible = visible;
  if (self->view != NULL)
    schott_game_view_set_log_visible (self->view, visible);
  if (self->settings != NULL)
    g_settings_set_boolean (self->settings, "show-move-log", visible);
  return visible;
}

static void
entry_hint (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);

  if (self->view != NULL)
    schott_game_view_show_hint (self->view);
}

static AdwDialog *
entry_get_result (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);

  return self->over != NULL ? ADW_DIALOG (self->over) : NULL;
}

static gboolean
entry_show_statistics (SwGame    *game,
                       GtkWidget *parent)
{
  SchottStatisticsDialog *dialog = schott_statistics_dialog_new (schott_statistics_get_default ());

  adw_dialog_present (ADW_DIALOG (dialog), parent);
  return TRUE;
}

/* The editor (its widgets, the default pack it opens, its draft timer)
 * is built when the Editor tab is first shown: a player may never open
 * it. */
static GtkWidget *
entry_get_workshop (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);

  if (self->workshop == NULL)
    {
      GtkWidget *editor = schott_editor_page_new ();

      g_signal_connect (editor, "saved", G_CALLBACK (on_workshop_saved_cb), self);
      schott_editor_page_set_content (SCHOTT_EDITOR_PAGE (editor), self->content);
      g_set_weak_pointer (&self->workshop, editor);
    }
  return self->workshop;
}

static void
entry_workshop_open (SwGame *game,
                     GFile  *file)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);

  if (self->workshop == NULL)
    return;
  /* local or not (GVfs, a portal's document) */
  if (file != NULL)
    schott_editor_page_open_file (SCHOTT_EDITOR_PAGE (self->workshop), file);
  else
    gtk_widget_activate_action (self->workshop, "editor.open", NULL);
}

/* Unsaved work in the editor: it asks first, on its own tab. */
static gboolean
entry_close_request (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);

  if (self->workshop == NULL)
    return FALSE;
  if (schott_editor_page_has_unsaved_changes (SCHOTT_EDITOR_PAGE (self->workshop)))
    sw_game_emit_show_workshop (game);
  return schott_editor_page_close_request (SCHOTT_EDITOR_PAGE (self->workshop));
}

static gboolean
entry_can_undo (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);

  return self->model != NULL && self->view != NULL && schott_game_model_can_undo (self->model);
}

/* The table shows the game as it is again: what it was about to show of
 * the moves taken back (a card in flight, a sheet) goes with them. */
static void
entry_undo (SwGame *game)
{
  SchottGameEntry *self = SCHOTT_GAME_ENTRY (game);

  if (!entry_can_undo (game) || !schott_game_model_undo (self->model))
    return;
  schott_game_view_set_model (self->view, NULL, NULL);
  schott_game_view_set_model (self->view, self->model, self->content);
  schott_game_view_focus_action (self->view);
}

static void
entry_add_preferences (SwGame             *game,
                       AdwPreferencesPage *page)
{
  schott_preferences_add_groups (page, SCHOTT_GAME_ENTRY (game)->settings);
}

static void
schott_game_entry_game_init (SwGameInterface *iface)
{
  iface->describe = entry_describe;
  iface->get_page = entry_get_page;
  iface->get_setup = entry_get_setup;
  iface->load = entry_load;
  iface->autostart = entry_autostart;
  iface->restore = entry_restore;
  iface->new_game = entry_new_game;
  iface->resume = entry_resume;
  iface->decline_resume = entry_decline_resume;
  iface->has_unfinished = _schott_game_entry_has_unfinished;
  iface->hold = entry_hold;
  iface->release = entry_release;
  iface->focus = entry_focus;
  iface->show_rules = entry_show_rules;
  iface->has_move_log = entry_has_move_log;
  iface->toggle_log = entry_toggle_log;
  iface->hint = entry_hint;
  iface->get_result = entry_get_result;
  iface->show_statistics = entry_show_statistics;
  iface->get_workshop = entry_get_workshop;
  iface->workshop_open = entry_workshop_open;
  iface->close_request = entry_close_request;
  iface->can_undo = entry_can_undo;
  iface->undo = entry_undo;
  iface->add_preferences = entry_add_preferences;
  iface->has_guide = _schott_game_entry_has_guide;
  iface->start_guided = _schott_game_entry_start_guided;
  iface->guide_done = _schott_game_entry_guide_done;
}

/* settings: the application's, or NULL (tests); content: the packs and
 * variants the application loads once for all its windows. */
SwGame *
schott_game_entry_new (GSettings     *settings,
                       SchottContent *content)
{
  SchottGameEntry *self;

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (SCHOTT_IS_CONTENT (content), NULL);
  sw_style_load ("/io/github/schottworld/SchottWorld/schott/schott-style.css");
  self = g_object_new (SCHOTT_TYPE_GAME_ENTRY, NULL);
  g_set_object (&self->settings, settings);
  self->content = g_object_ref (content);
  self->log_visible = settings != NULL && g_settings_get_boolean (settings, "show-move-log");
  if (settings != NULL)
    g_signal_connect (settings, "changed", G_CALLBACK (on_settings_changed_cb), self);
  return SW_GAME (self);
}

SchottSetupPage *
schott_game_entry_get_setup_page (SchottGameEntry *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_ENTRY (self), NULL);
  return _schott_game_entry_ensure_setup (self);
}

SchottGameView *
schott_game_entry_get_view (SchottGameEntry *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_ENTRY (self), NULL);
  return ensure_view (self);
}
