/* schott-game-entry.c: SCHOTT in the window's table of games. It owns the
 * game model played: starts games from its New Game page, restores the
 * autosave (offered through the window's resume prompt) and says when
 * saving fails. At the end of a game it counts it in the statistics and
 * shows the result sheet (Play Again starts the same setup anew); the
 * pack editor is its workshop, the window's Editor tab. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/stat.h>

#include "schott-editor-page.h"
#include "schott-game-entry.h"
#include "schott-game-over.h"
#include "schott-rules-dialog.h"
#include "schott-statistics-dialog.h"
#include "schott-strings.h"

struct _SchottGameEntry
{
  GObject            parent_instance;

  SwGameHost        *host;          /* NULL once its window is gone */
  AdwBin            *bin;
  SchottContent     *content;
  SchottSetupPage   *setup_page;
  SchottGameView    *view;          /* built when first needed, see ensure_view() */
  SchottGameModel   *model;
  SchottGameModel   *saved;         /* the autosaved game offered for resuming */
  SchottSetupConfig *last_config;
  SchottGameOver    *over;          /* the result sheet, over the board */
  SchottSetupConfig *again_config;  /* what Play Again starts */
  GtkWidget         *workshop;      /* weak: the editor, once built */
  guint              prebuild_id;
  gboolean           log_visible;   /* without settings: the toggle's state */
  /* what keeps the game from being saved (the window's banner) */
  char              *autosave_failure;
  gint64             autosave_mtime; /* the file's when it failed, ns; -1 none */
  gboolean           autosave_locked;
};

G_DEFINE_FINAL_TYPE (SchottGameEntry, schott_game_entry, G_TYPE_OBJECT)

/* Async work holds the entry (a reference in user_data, dropped here):
 * the entry, which its window still holds, or NULL if the window has
 * gone meanwhile. */
static SchottGameEntry *
pending_finish (gpointer user_data)
{
  g_autoptr(SchottGameEntry) self = user_data;

  return self->host != NULL ? self : NULL;
}

static SchottAiSpeed
current_speed (void)
{
  GSettings *settings = schott_settings_get ();
  const char *env = g_getenv ("SCHOTT_WORLD_SPEED");
  g_autofree char *id = NULL;
  gint index;

  if (env != NULL && *env != '\0')
    id = g_strdup (env);
  else if (settings != NULL)
    id = g_settings_get_string (settings, "speed");
  index = schott_speed_index (id);
  return index >= 0 ? (SchottAiSpeed) index : SCHOTT_AI_SPEED_NORMAL;
}

static void
on_log_visible_cb (SchottGameView  *view,
                   GParamSpec      *pspec,
                   SchottGameEntry *self)
{
  self->log_visible = schott_game_view_get_log_visible (view);
  self->host->log_shown (self->host, self->log_visible);
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
  schott_game_over_set_model (self->over, self->model);
  schott_game_over_present (self->over, self->host->window);
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
  GSettings *settings = schott_settings_get ();

  if (self->view != NULL)
    return self->view;
  g_clear_handle_id (&self->prebuild_id, g_source_remove);
  self->view = SCHOTT_GAME_VIEW (schott_game_view_new ());
  schott_game_view_set_speed (self->view, current_speed ());
  schott_game_view_set_log_visible (self->view,
                                    settings != NULL
                                    ? g_settings_get_boolean (settings, "show-move-log")
                                    : self->log_visible);
  /* The log also folds away on narrow windows: the toggle shows what is seen. */
  g_signal_connect (self->view, "notify::log-visible", G_CALLBACK (on_log_visible_cb), self);
  on_log_visible_cb (self->view, NULL, self);
  g_signal_connect (self->view, "game-finished", G_CALLBACK (on_game_finished_cb), self);
  adw_bin_set_child (self->bin, GTK_WIDGET (self->view));
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

static void
tell_autosave_state (SchottGameEntry *self)
{
  g_autofree char *path = schott_game_model_default_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  self->host->autosave_state (self->host, self->autosave_failure, dir, self->autosave_locked);
}

/* When the model's autosave file was last written, in ns; -1: none. */
static gint64
autosave_mtime (SchottGameModel *model)
{
  g_autofree char *path = NULL;
  struct stat st;

  g_object_get (model, "autosave-path", &path, NULL);
  if (path == NULL || stat (path, &st) != 0)
    return -1;
  return (gint64) st.st_mtim.tv_sec * 1000000000 + st.st_mtim.tv_nsec;
}

static void
on_autosave_failed_cb (SchottGameModel *model,
                       const GError    *error,
                       SchottGameEntry *self)
{
  g_free (self->autosave_failure);
  self->autosave_failure = g_strdup (error->message);
  self->autosave_mtime = autosave_mtime (model);
  tell_autosave_state (self);
}

static void
on_autosave_locked_cb (SchottGameModel *model,
                       GParamSpec      *pspec,
                       SchottGameEntry *self)
{
  gboolean locked;

  g_object_get (model, "autosave-locked", &locked, NULL);
  self->autosave_locked = locked;
  tell_autosave_state (self);
}

/* The model says when saving fails, not when it works again: a file
 * written after the failure does. Checked as the game goes on (the
 * writer runs behind the moves, so this is a move late at most). */
static void
on_decision_changed_cb (SchottGameModel *model,
                        SchottGameEntry *self)
{
  gint64 mtime;

  if (self->autosave_failure == NULL)
    return;
  mtime = autosave_mtime (model);
  if (mtime >= 0 && mtime != self->autosave_mtime)
    {
      g_clear_pointer (&self->autosave_failure, g_free);
      tell_autosave_state (self);
    }
}

static void
watch_autosave (SchottGameEntry *self,
                SchottGameModel *model)
{
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_pointer (&self->autosave_failure, g_free);
  if (model == NULL)
    {
      tell_autosave_state (self);
      return;
    }
  g_signal_connect (model, "autosave-failed", G_CALLBACK (on_autosave_failed_cb), self);
  g_signal_connect (model, "notify::autosave-locked", G_CALLBACK (on_autosave_locked_cb), self);
  g_signal_connect (model, "decision-changed", G_CALLBACK (on_decision_changed_cb), self);
}

static void
play_model (SchottGameEntry *self,
            SchottGameModel *model)
{
  g_autofree char *path = schott_game_model_default_autosave_path ();

  ensure_view (self);
  schott_game_view_set_model (self->view, NULL, NULL);
  watch_autosave (self, model);
  g_set_object (&self->model, model);
  g_object_set (model, "autosave-path", path, NULL);
  on_autosave_locked_cb (model, NULL, self);
  schott_game_view_set_speed (self->view, current_speed ());
  self->host->game_started (self->host, schott_game_entry_info ());
  schott_game_view_set_model (self->view, model, self->content);
  /* the stack put the focus on the first control of the page shown */
  schott_game_view_focus_action (self->view);
  self->host->game_shown (self->host);
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

static void
start_game (SchottGameEntry         *self,
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
      self->host->toast (self->host, error->message);
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
  self->last_config = schott_setup_page_get_config (self->setup_page);
  start_game (self, self->last_config, new_seed ());
}

static void
close_result (SchottGameEntry *self)
{
  if (gtk_widget_get_parent (GTK_WIDGET (self->over)) != NULL)
    adw_dialog_force_close (ADW_DIALOG (self->over));
}

/* The setup of the game that ended, or (a resumed game) New Game's. */
static void
on_play_again_cb (SchottGameOver  *over,
                  SchottGameEntry *self)
{
  if (self->again_config == NULL)
    self->again_config = schott_setup_page_get_config (self->setup_page);
  close_result (self);
  start_game (self, self->again_config, new_seed ());
}

static void
on_abandon_response_cb (AdwAlertDialog  *dialog,
                        const char      *response,
                        SchottGameEntry *self)
{
  if (self->host != NULL && g_str_equal (response, "abandon"))
    start_pending_game (self);
}

/* Starting over a game in progress asks first; until the answer, that
 * game stays as it is, autosaved. */
static void
on_setup_start_cb (SchottSetupPage *page,
                   SchottGameEntry *self)
{
  AdwDialog *dialog;

  if (!self->host->game_in_progress (self->host))
    {
      start_pending_game (self);
      return;
    }
  dialog = self->host->abandon_dialog_new (self->host);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_abandon_response_cb), self, 0);
  adw_dialog_present (dialog, self->host->window);
}

static void
on_damaged_response_cb (AdwAlertDialog  *dialog,
                        const char      *response,
                        SchottGameEntry *self)
{
  if (self->host == NULL || self->model != NULL)
    return;
  self->host->show_setup (self->host, schott_game_entry_info ());
  gtk_widget_grab_focus (GTK_WIDGET (schott_setup_page_get_start_button (self->setup_page)));
}

/* The autosave was damaged and has been moved aside: say what was wrong
 * and where the file went, and offer a fresh game. */
static void
tell_autosave_damaged (SchottGameEntry *self,
                       const GError    *error)
{
  AdwDialog *dialog = adw_alert_dialog_new (_("The Saved Game Is Damaged"), NULL);
  GtkWidget *message = gtk_label_new (error->message);

  /* The model's message says what was wrong and where the file went. Its
   * paths break anywhere (the body's would not: too wide for a phone). */
  gtk_label_set_wrap (GTK_LABEL (message), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (message), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (message), GTK_JUSTIFY_CENTER);
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), message);
  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "new-game", _("_New Game"));
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "new-game",
                                            ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "new-game");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "new-game");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_damaged_response_cb), self, 0);
  adw_dialog_present (dialog, self->host->window);
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
  schott_setup_page_set_content (self->setup_page, self->content);
  /* Started here, not at once, so the files are never read on the main
   * thread. */
  self->host->game_ready (self->host);
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
  else if (self != NULL)
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
  if (g_str_equal (key, "speed"))
    schott_game_view_set_speed (self->view, current_speed ());
  else if (g_str_equal (key, "show-move-log"))
    schott_game_view_set_log_visible (self->view, g_settings_get_boolean (settings, key));
}

static void
schott_game_entry_class_init (SchottGameEntryClass *klass)
{
}

static void
schott_game_entry_init (SchottGameEntry *self)
{
}

/* The table's functions */

static gpointer
entry_create (SwGameHost *host,
              AdwBin     *page,
              GObject    *content)
{
  SchottGameEntry *self = g_object_new (SCHOTT_TYPE_GAME_ENTRY, NULL);
  GSettings *settings = schott_settings_get ();

  self->host = host;
  self->bin = page;
  self->content = SCHOTT_CONTENT (g_object_ref (content));
  self->setup_page = SCHOTT_SETUP_PAGE (schott_setup_page_new ());
  g_signal_connect (self->setup_page, "start", G_CALLBACK (on_setup_start_cb), self);
  self->over = g_object_ref_sink (schott_game_over_new ());
  g_signal_connect (self->over, "play-again", G_CALLBACK (on_play_again_cb), self);
  self->log_visible = settings != NULL && g_settings_get_boolean (settings, "show-move-log");
  if (settings != NULL)
    g_signal_connect (settings, "changed", G_CALLBACK (on_settings_changed_cb), self);
  return self;
}

/* Its window is going: it lets go of everything, and async work still
 * pending finds it without a host. */
static void
entry_destroy (gpointer game)
{
  SchottGameEntry *self = game;
  GSettings *settings = schott_settings_get ();

  self->host = NULL;

  if (settings != NULL)
    g_signal_handlers_disconnect_by_data (settings, self);
  g_clear_handle_id (&self->prebuild_id, g_source_remove);
  if (self->view != NULL)
    {
      schott_game_view_set_model (self->view, NULL, NULL);
      g_signal_handlers_disconnect_by_data (self->view, self);
    }
  g_signal_handlers_disconnect_by_data (self->setup_page, self);
  g_signal_handlers_disconnect_by_data (self->over, self);
  if (self->workshop != NULL)
    g_signal_handlers_disconnect_by_data (self->workshop, self);
  g_clear_weak_pointer (&self->workshop);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  g_clear_object (&self->saved);
  g_clear_object (&self->content);
  g_clear_pointer (&self->last_config, schott_setup_config_free);
  g_clear_pointer (&self->again_config, schott_setup_config_free);
  g_clear_object (&self->over);
  g_clear_pointer (&self->autosave_failure, g_free);
  g_object_unref (self);
}

static GtkWidget *
entry_get_setup (gpointer game)
{
  return GTK_WIDGET (((SchottGameEntry *) game)->setup_page);
}

static void
entry_load (gpointer game)
{
  SchottGameEntry *self = game;

  schott_content_load_async (self->content, NULL, on_content_loaded_cb, g_object_ref (self));
}

static gboolean
autostart_cb (gpointer user_data)
{
  SchottGameEntry *self = pending_finish (user_data);

  if (self != NULL && self->last_config != NULL)
    start_game (self, self->last_config, new_seed ());
  return G_SOURCE_REMOVE;
}

/* SCHOTT_WORLD_AUTOSTART=easy,normal,... starts a game of these seats
 * without a click, 0.6 s after the window (tests, benchmark). */
static gboolean
entry_autostart (gpointer game)
{
  SchottGameEntry *self = game;
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
entry_restore (gpointer game)
{
  SchottGameEntry *self = game;
  g_autofree char *path = schott_game_model_default_autosave_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) who = g_string_new (NULL);
  g_autofree char *description = NULL;
  SchottGameModel *saved;

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
      tell_autosave_state (self);
      return FALSE;
    }
  /* A game started before the load finished is the game to play (its
   * autosave is already on disk): never replace it by the Resume page. */
  if (self->model != NULL || self->host->game_in_progress (self->host)
      || !g_file_test (path, G_FILE_TEST_EXISTS))
    return FALSE;
  saved = schott_game_model_restore_autosave (path, NULL, &error);
  if (saved == NULL)
    {
      if (g_error_matches (error, SCHOTT_AUTOSAVE_ERROR, SCHOTT_AUTOSAVE_ERROR_CORRUPT))
        {
          tell_autosave_damaged (self, error);
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
  self->saved = saved;
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
  self->host->offer_resume (self->host, schott_game_entry_info (), description);
  return TRUE;
}

static void
entry_new_game (gpointer game)
{
  SchottGameEntry *self = game;

  schott_setup_page_scroll_to_top (self->setup_page);
  gtk_widget_grab_focus (GTK_WIDGET (schott_setup_page_get_start_button (self->setup_page)));
}

static void
entry_resume (gpointer game)
{
  SchottGameEntry *self = game;
  g_autoptr(SchottGameModel) model = NULL;

  if (self->saved == NULL)
    return;
  model = g_steal_pointer (&self->saved);
  schott_content_attach_questions (self->content, model, schott_game_model_get_pack_ids (model));
  play_model (self, model);
}

static void
entry_stop (gpointer game)
{
  SchottGameEntry *self = game;

  if (self->view != NULL)
    schott_game_view_set_model (self->view, NULL, NULL);
  watch_autosave (self, NULL);
  g_clear_object (&self->model);
  g_clear_object (&self->saved);
}

static void
entry_discard (gpointer game)
{
  SchottGameEntry *self = game;
  g_autofree char *path = schott_game_model_default_autosave_path ();

  entry_stop (self);
  /* Only a folder this window holds: another window's game is left alone.
   * The writer may still have this game's last move to write. */
  if (!schott_game_model_lock_autosave (path, NULL))
    return;
  schott_game_model_flush_autosave ();
  if (g_unlink (path) != 0 && errno != ENOENT)
    g_warning ("Cannot remove the saved game %s: %s", path, g_strerror (errno));
}

static gboolean
entry_in_progress (gpointer game)
{
  SchottGameEntry *self = game;

  return self->model != NULL && !schott_game_model_get_is_over (self->model);
}

static void
entry_set_paused (gpointer game,
                  gboolean paused)
{
  SchottGameEntry *self = game;

  if (self->model != NULL)
    schott_game_model_set_paused (self->model, paused);
}

static void
entry_focus (gpointer game)
{
  SchottGameEntry *self = game;

  if (self->view != NULL)
    schott_game_view_focus_action (self->view);
}

static void
entry_show_rules (gpointer game)
{
  schott_rules_dialog_present (((SchottGameEntry *) game)->host->window);
}

static gboolean
entry_toggle_log (gpointer game,
                  gboolean shown)
{
  SchottGameEntry *self = game;
  GSettings *settings = schott_settings_get ();
  gboolean visible = self->view != NULL ? !schott_game_view_get_log_visible (self->view) : !shown;

  self->log_visible = visible;
  if (self->view != NULL)
    schott_game_view_set_log_visible (self->view, visible);
  if (settings != NULL)
    g_settings_set_boolean (settings, "show-move-log", visible);
  return visible;
}

static void
entry_hint (gpointer game)
{
  SchottGameEntry *self = game;

  if (self->view != NULL)
    schott_game_view_show_hint (self->view);
}

static AdwDialog *
entry_get_result (gpointer game)
{
  return ADW_DIALOG (((SchottGameEntry *) game)->over);
}

static void
entry_show_statistics (gpointer game)
{
  SchottGameEntry *self = game;
  SchottStatisticsDialog *dialog = schott_statistics_dialog_new (schott_statistics_get_default ());

  adw_dialog_present (ADW_DIALOG (dialog), self->host->window);
}

/* The editor (its widgets, the default pack it opens, its draft timer)
 * is built when the Editor tab is first shown: a player may never open
 * it. */
static GtkWidget *
entry_get_workshop (gpointer game)
{
  SchottGameEntry *self = game;

  if (self->workshop == NULL)
    {
      GtkWidget *editor = schott_editor_page_new ();

      g_signal_connect (editor, "saved", G_CALLBACK (on_workshop_saved_cb), self);
      g_set_weak_pointer (&self->workshop, editor);
    }
  return self->workshop;
}

static void
entry_workshop_open (gpointer    game,
                     const char *path)
{
  SchottGameEntry *self = game;

  if (self->workshop == NULL)
    return;
  if (path != NULL)
    schott_editor_page_open_path (SCHOTT_EDITOR_PAGE (self->workshop), path);
  else
    gtk_widget_activate_action (self->workshop, "editor.open", NULL);
}

/* Unsaved work in the editor: it asks first, on its own tab. */
static gboolean
entry_close_request (gpointer game)
{
  SchottGameEntry *self = game;

  if (self->workshop == NULL)
    return FALSE;
  if (schott_editor_page_has_unsaved_changes (SCHOTT_EDITOR_PAGE (self->workshop)))
    self->host->show_workshop (self->host);
  return schott_editor_page_close_request (SCHOTT_EDITOR_PAGE (self->workshop));
}

const SwGameInfo *
schott_game_entry_info (void)
{
  static const SwGameInfo info = {
    .id = "schott",
    .mnemonic = N_("_SCHOTT"),
    .icon_name = "io.github.schottworld.SchottWorld-symbolic",
    .page = "play",
    .setup_page = "setup",
    .create = entry_create,
    .destroy = entry_destroy,
    .get_setup = entry_get_setup,
    .load = entry_load,
    .autostart = entry_autostart,
    .restore = entry_restore,
    .new_game = entry_new_game,
    .resume = entry_resume,
    .discard = entry_discard,
    .in_progress = entry_in_progress,
    .set_paused = entry_set_paused,
    .focus = entry_focus,
    .show_rules = entry_show_rules,
    .toggle_log = entry_toggle_log,
    .hint = entry_hint,
    .get_result = entry_get_result,
    .show_statistics = entry_show_statistics,
    .get_workshop = entry_get_workshop,
    .workshop_open = entry_workshop_open,
    .close_request = entry_close_request,
  };

  return &info;
}

SchottSetupPage *
schott_game_entry_get_setup_page (SchottGameEntry *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->setup_page;
}

SchottGameView *
schott_game_entry_get_view (SchottGameEntry *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return ensure_view (self);
}
