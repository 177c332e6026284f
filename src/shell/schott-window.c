/* schott-window.c: the main window. It owns the current game model: starts
 * new games from the setup page, offers to resume the autosaved one, and
 * shows the result when a game is over. */
#include "config.h"

#include <glib/gi18n.h>
#include <sys/stat.h>

#include "bp-game-view.h"
#include "bp-setup-dialog.h"
#include "schott-application.h"
#include "schott-game-over.h"
#include "schott-game-view.h"
#include "schott-renderer.h"
#include "schott-rules-window.h"
#include "schott-setup-page.h"
#include "schott-shortcuts.h"
#include "schott-statistics-dialog.h"
#include "schott-strings.h"
#include "schott-window.h"

#include "schott-editor-page.h"

enum
{
  GAME_SHOWN,
  N_WINDOW_SIGNALS
};

static guint window_signals[N_WINDOW_SIGNALS];

struct _SchottWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwBanner       *autosave_banner;
  AdwViewStack    *view_stack;
  GtkStack        *game_stack;
  SchottSetupPage *setup_page;
  AdwStatusPage   *resume_page;
  GtkButton       *resume_button;
  GtkButton       *discard_saved_button;
  AdwBin          *game_bin;
  SchottGameView  *game_view;     /* built when first needed, see ensure_game_view() */
  SchottGameOver  *over_dialog;   /* the game's result, over the board */
  AdwBin          *editor_bin;
  GtkToggleButton *log_button;
  GtkButton       *back_button;
  GtkButton       *new_game_button;
  AdwBin          *bestpath_bin;
  BpGameView      *bp_view;       /* built when Best Path is first played */
  BpGameModel     *bp_model;

  SchottContent   *content;
  SchottGameModel *model;
  SchottGameModel *saved;         /* the autosaved game offered for resuming */
  SchottSetupConfig *last_config;
  char            *variant_id;
  /* New Game shown over a game: the game stack's page it came from
   * ("play", "bestpath", "resume"), where Back and Escape return. */
  char            *back_page;
  GtkWidget       *back_focus;    /* weak: where the focus was in that game */
  guint            prebuild_id;
  /* The autosave banner: what failed, or another window holds the folder
   * (told once: dismissed, it stays away). */
  char            *autosave_failure;
  gint64           autosave_mtime;       /* the file's when it failed, ns; -1 none */
  gboolean         autosave_locked;
  gboolean         locked_dismissed;
};

G_DEFINE_FINAL_TYPE (SchottWindow, schott_window, ADW_TYPE_APPLICATION_WINDOW)

static gboolean resume_bestpath (SchottWindow *self);
static void     update_header_buttons (SchottWindow *self);
static void     start_pending_game (SchottWindow *self);

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

static guint64
new_seed (void)
{
  const char *env = g_getenv ("SCHOTT_WORLD_SEED");

  if (env != NULL && *env != '\0')
    return g_ascii_strtoull (env, NULL, 10);
  return ((guint64) g_random_int () << 32) | g_random_int ();
}

static char *
autosave_path (void)
{
  return schott_game_model_default_autosave_path ();
}

static void on_game_finished_cb (SchottGameView *view,
                                 SchottWindow   *self);

/* The game view is the biggest part of the window, and the first page a
 * player sees is New Game (or Resume): it is built after the window is on
 * screen (prebuild_game_view_cb) or when a game starts, whichever comes
 * first, not while the window is being mapped. */
static SchottGameView *
ensure_game_view (SchottWindow *self)
{
  GSettings *settings = schott_settings_get ();

  if (self->game_view != NULL)
    return self->game_view;
  g_clear_handle_id (&self->prebuild_id, g_source_remove);
  self->game_view = SCHOTT_GAME_VIEW (schott_game_view_new ());
  schott_game_view_set_speed (self->game_view, current_speed ());
  schott_game_view_set_log_visible (self->game_view,
                                    settings != NULL
                                    ? g_settings_get_boolean (settings, "show-move-log")
                                    : gtk_toggle_button_get_active (self->log_button));
  /* The log also folds away on narrow windows: the toggle shows what is seen. */
  g_object_bind_property (self->game_view, "log-visible", self->log_button, "active",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect (self->game_view, "game-finished", G_CALLBACK (on_game_finished_cb), self);
  adw_bin_set_child (self->game_bin, GTK_WIDGET (self->game_view));
  return self->game_view;
}

static gboolean
prebuild_game_view_cb (gpointer user_data)
{
  SchottWindow *self = user_data;

  self->prebuild_id = 0;
  ensure_game_view (self);
  /* Measuring it once now, while the player sets up, computes its styles
   * and text layouts: the first frame of the game has less to do. */
  gtk_widget_measure (GTK_WIDGET (self->game_view), GTK_ORIENTATION_VERTICAL, -1,
                      NULL, NULL, NULL, NULL);
  return G_SOURCE_REMOVE;
}

static void
update_autosave_banner (SchottWindow *self)
{
  if (self->autosave_failure != NULL)
    {
      g_autofree char *path = autosave_path ();
      g_autofree char *dir = g_path_get_dirname (path);
      g_autofree char *title = NULL;

      /* Where, in a line or two; what exactly failed (a long message) is
       * behind the button. */
      /* TRANSLATORS: %s is a folder, e.g. /home/anna/.local/share/schott-world */
      title = g_strdup_printf (_("This game is not being saved in “%s”"), dir);
      adw_banner_set_title (self->autosave_banner, title);
      adw_banner_set_button_label (self->autosave_banner, _("_Details"));
      adw_banner_set_revealed (self->autosave_banner, TRUE);
    }
  else if (self->autosave_locked && !self->locked_dismissed)
    {
      adw_banner_set_title (self->autosave_banner,
                            _("Another SCHOTT World window holds the saved game: games in this window are not saved."));
      adw_banner_set_button_label (self->autosave_banner, _("_Dismiss"));
      adw_banner_set_revealed (self->autosave_banner, TRUE);
    }
  else
    adw_banner_set_revealed (self->autosave_banner, FALSE);
}

static void
on_autosave_banner_button_clicked_cb (AdwBanner    *banner,
                                      SchottWindow *self)
{
  if (self->autosave_failure != NULL)
    {
      AdwDialog *dialog = adw_alert_dialog_new (_("The Game Is Not Being Saved"), NULL);
      GtkWidget *message = gtk_label_new (self->autosave_failure);

      /* paths break anywhere: a phone's width holds them */
      gtk_label_set_wrap (GTK_LABEL (message), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (message), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_justify (GTK_LABEL (message), GTK_JUSTIFY_CENTER);
      adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), message);
      adw_alert_dialog_set_body (ADW_ALERT_DIALOG (dialog),
                                 _("You can play on. The message goes as soon as a move is saved again."));
      adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
      adw_dialog_present (dialog, GTK_WIDGET (self));
      return;
    }
  self->locked_dismissed = TRUE;
  update_autosave_banner (self);
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
                       SchottWindow    *self)
{
  g_free (self->autosave_failure);
  self->autosave_failure = g_strdup (error->message);
  self->autosave_mtime = autosave_mtime (model);
  update_autosave_banner (self);
}

static void
on_autosave_locked_cb (SchottGameModel *model,
                       GParamSpec      *pspec,
                       SchottWindow    *self)
{
  gboolean locked;

  g_object_get (model, "autosave-locked", &locked, NULL);
  self->autosave_locked = locked;
  update_autosave_banner (self);
}

/* The model says when saving fails, not when it works again: a file
 * written after the failure does. Checked as the game goes on (the
 * writer runs behind the moves, so this is a move late at most). */
static void
on_decision_changed_cb (SchottGameModel *model,
                        SchottWindow    *self)
{
  gint64 mtime;

  if (self->autosave_failure == NULL)
    return;
  mtime = autosave_mtime (model);
  if (mtime >= 0 && mtime != self->autosave_mtime)
    {
      g_clear_pointer (&self->autosave_failure, g_free);
      update_autosave_banner (self);
    }
}

static void
watch_autosave (SchottWindow    *self,
                SchottGameModel *model)
{
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_pointer (&self->autosave_failure, g_free);
  if (model == NULL)
    {
      update_autosave_banner (self);
      return;
    }
  g_signal_connect (model, "autosave-failed", G_CALLBACK (on_autosave_failed_cb), self);
  g_signal_connect (model, "notify::autosave-locked", G_CALLBACK (on_autosave_locked_cb), self);
  g_signal_connect (model, "decision-changed", G_CALLBACK (on_decision_changed_cb), self);
}

static void
play_model (SchottWindow    *self,
            SchottGameModel *model,
            const char      *variant_id)
{
  g_autofree char *path = autosave_path ();

  g_clear_pointer (&self->back_page, g_free);
  ensure_game_view (self);
  schott_game_view_set_model (self->game_view, NULL, NULL);
  watch_autosave (self, model);
  g_set_object (&self->model, model);
  g_free (self->variant_id);
  self->variant_id = g_strdup (variant_id);
  g_object_set (model, "autosave-path", path, NULL);
  on_autosave_locked_cb (model, NULL, self);
  schott_game_view_set_speed (self->game_view, current_speed ());
  /* No crossfade into a game: it would draw both full pages for every
   * frame of the transition while the game view's first frames are the
   * dearest anyway. */
  gtk_stack_set_visible_child_full (self->game_stack, "play", GTK_STACK_TRANSITION_TYPE_NONE);
  adw_view_stack_set_visible_child_name (self->view_stack, "game");
  schott_game_view_set_model (self->game_view, model, self->content);
  /* the stack put the focus on the first control of the page shown */
  schott_game_view_focus_action (self->game_view);
  g_signal_emit (self, window_signals[GAME_SHOWN], 0);
}

static void
start_game (SchottWindow            *self,
            const SchottSetupConfig *config,
            guint64                  seed)
{
  SchottSeatSetup seats[SCHOTT_MAX_PLAYERS];
  SchottVariant variant;
  g_autoptr(SchottGameModel) model = NULL;
  g_autoptr(GError) error = NULL;

  if (!schott_content_get_variant (self->content, config->variant, &variant))
    schott_variant_init_default (&variant);
  /* every pack switched off: said on New Game, kept in the save (D-Q-1) */
  if (config->no_questions)
    variant.questions = FALSE;
  schott_setup_config_to_seats (config, seats);
  model = schott_game_model_new (&variant, seats, config->n_seats, seed, &error);
  if (model == NULL)
    {
      schott_window_add_toast (self, error->message);
      return;
    }
  schott_game_model_set_question_language (model, config->language);
  schott_content_attach_questions (self->content, model,
                                   (const char * const *) config->packs);
  g_clear_object (&self->saved);
  play_model (self, model, config->variant);
}

/* The page of the game the Game tab plays: the one New Game would go
 * back to while it is shown. */
static const char *
current_game_page (SchottWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->game_stack);

  return g_strcmp0 (page, "setup") == 0 ? self->back_page : page;
}

/* A game a new one would replace: one being played (not over), or the
 * saved one the Resume page offers. */
static gboolean
game_in_progress (SchottWindow *self)
{
  const char *page = current_game_page (self);

  if (g_strcmp0 (page, "play") == 0)
    return self->model != NULL && !schott_game_model_get_is_over (self->model);
  if (g_strcmp0 (page, "bestpath") == 0)
    return self->bp_model != NULL && bp_game_model_has_game (self->bp_model)
           && !bp_game_model_is_over (self->bp_model);
  if (g_strcmp0 (page, "resume") == 0)
    return self->saved != NULL;
  return FALSE;
}

/* Asked before a new game takes the place of one in progress. */
static AdwDialog *
abandon_dialog_new (void)
{
  AdwDialog *dialog = adw_alert_dialog_new (_("Abandon the Current Game?"),
                                            _("The game in progress ends when the new game starts."));

  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "abandon", _("_Start New Game"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "abandon",
                                            ADW_RESPONSE_DESTRUCTIVE);
  /* Enter does not throw a game away */
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "cancel");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  return dialog;
}

static void
on_abandon_response_cb (AdwAlertDialog *dialog,
                        const char     *response,
                        SchottWindow   *self)
{
  if (g_str_equal (response, "abandon"))
    start_pending_game (self);
}

static void
start_pending_game (SchottWindow *self)
{
  g_clear_pointer (&self->last_config, schott_setup_config_free);
  self->last_config = schott_setup_page_get_config (self->setup_page);
  start_game (self, self->last_config, new_seed ());
}

/* Starting over a game in progress asks first; until the answer, that
 * game stays as it is, autosaved. */
static void
on_setup_start_cb (SchottSetupPage *page,
                   SchottWindow    *self)
{
  AdwDialog *dialog;

  if (!game_in_progress (self))
    {
      start_pending_game (self);
      return;
    }
  dialog = abandon_dialog_new ();
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_abandon_response_cb), self, 0);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static void
close_over_dialog (SchottWindow *self)
{
  if (gtk_widget_get_parent (GTK_WIDGET (self->over_dialog)) != NULL)
    adw_dialog_force_close (ADW_DIALOG (self->over_dialog));
}

static void
on_play_again_cb (SchottGameOver *over,
                  SchottWindow   *self)
{
  if (self->last_config == NULL)
    self->last_config = schott_setup_page_get_config (self->setup_page);
  close_over_dialog (self);
  start_game (self, self->last_config, new_seed ());
}

static void
on_resume_clicked_cb (GtkButton    *button,
                      SchottWindow *self)
{
  g_autoptr(SchottGameModel) model = NULL;
  const char * const *packs;

  if (self->saved == NULL)
    return;
  model = g_steal_pointer (&self->saved);
  packs = schott_game_model_get_pack_ids (model);
  schott_content_attach_questions (self->content, model, packs);
  play_model (self, model, schott_game_model_get_variant_name (model));
}

static void
on_discard_saved_clicked_cb (GtkButton    *button,
                             SchottWindow *self)
{
  g_clear_object (&self->saved);
  g_clear_pointer (&self->back_page, g_free);
  gtk_stack_set_visible_child_name (self->game_stack, "setup");
}

static void
on_game_finished_cb (SchottGameView *view,
                     SchottWindow   *self)
{
  g_autoptr(GError) error = NULL;
  const char *title;
  guint n = schott_game_model_get_n_players (self->model);

  /* counted once, when it ends (a finished game is never resumed) */
  if (!schott_statistics_record_game (schott_statistics_get_default (), self->model, &error))
    g_warning ("The game was not counted in the statistics: %s", error->message);
  schott_game_over_set_model (self->over_dialog, self->model);
  schott_game_over_present (self->over_dialog, GTK_WIDGET (self));
  title = schott_game_over_get_title (self->over_dialog);

  if (g_getenv ("SCHOTT_WORLD_BENCHMARK") != NULL)
    {
      g_autoptr(GString) fields = g_string_new (NULL);

      /* Enough to tell two games apart: compared with schott-cli play. */
      for (guint p = 0; p < n; p++)
        g_string_append_printf (fields, " %d", schott_game_model_get_figure (self->model, p));
      g_print ("game-over: %s\n", title);
      g_print ("game-result: winners %u, stages %u, turns %u, fields%s\n",
               schott_game_model_get_winner_mask (self->model),
               schott_game_model_get_stage (self->model),
               schott_game_model_get_turn (self->model), fields->str);
      g_application_quit (g_application_get_default ());
    }
}

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SchottStatisticsDialog *dialog = schott_statistics_dialog_new (schott_statistics_get_default ());

  adw_dialog_present (ADW_DIALOG (dialog), widget);
}

static void
on_damaged_response_cb (AdwAlertDialog *dialog,
                        const char     *response,
                        SchottWindow   *self)
{
  if (self->model != NULL)
    return;
  gtk_stack_set_visible_child_name (self->game_stack, "setup");
  gtk_widget_grab_focus (GTK_WIDGET (schott_setup_page_get_start_button (self->setup_page)));
}

/* The autosave was damaged and has been moved aside: say what was wrong
 * and where the file went, and offer a fresh game. */
static void
tell_autosave_damaged (SchottWindow *self,
                       const GError *error)
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
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static void
offer_resume (SchottWindow *self)
{
  g_autofree char *path = autosave_path ();
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
      update_autosave_banner (self);
      return;
    }
  /* A game started before the load finished is the game to play (its
   * autosave is already on disk): never replace it by the Resume page. */
  if (self->model != NULL || !g_file_test (path, G_FILE_TEST_EXISTS))
    return;
  saved = schott_game_model_restore_autosave (path, NULL, &error);
  if (saved == NULL)
    {
      if (g_error_matches (error, SCHOTT_AUTOSAVE_ERROR, SCHOTT_AUTOSAVE_ERROR_CORRUPT))
        tell_autosave_damaged (self, error);
      else
        g_warning ("Cannot restore the saved game: %s", error->message);
      return;
    }
  if (schott_game_model_get_is_over (saved))
    {
      g_object_unref (saved);
      return;
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
  adw_status_page_set_description (self->resume_page, description);
  gtk_stack_set_visible_child_name (self->game_stack, "resume");
  gtk_widget_grab_focus (GTK_WIDGET (self->resume_button));
}

static gboolean
autostart_cb (gpointer user_data)
{
  SchottWindow *self = user_data;

  if (!gtk_widget_in_destruction (GTK_WIDGET (self)) && self->last_config != NULL)
    start_game (self, self->last_config, new_seed ());
  return G_SOURCE_REMOVE;
}

/* SCHOTT_WORLD_AUTOSTART=easy,normal,... starts a game of these seats
 * without a click, 0.6 s after the window (tests, benchmark). */
static gboolean
autostart (SchottWindow *self)
{
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
  prebuild_game_view_cb (self);
  g_timeout_add_full (G_PRIORITY_DEFAULT, 600, autostart_cb, g_object_ref (self), g_object_unref);
  self->last_config = g_steal_pointer (&config);
  return TRUE;
}

static void
on_content_loaded_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(SchottWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!schott_content_load_finish (SCHOTT_CONTENT (source), result, &error))
    g_warning ("Loading content: %s", error->message);
  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  schott_setup_page_set_content (self->setup_page, self->content);
  /* Started here, not at once, so the files are never read on the main
   * thread. */
  if (!autostart (self) && !resume_bestpath (self))
    offer_resume (self);
  if (self->game_view == NULL && self->prebuild_id == 0)
    self->prebuild_id = g_timeout_add_full (G_PRIORITY_LOW, 250, prebuild_game_view_cb, self, NULL);
}

static void
on_content_reloaded_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  g_autoptr(SchottWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!schott_content_load_finish (SCHOTT_CONTENT (source), result, &error))
    g_warning ("Reloading content: %s", error->message);
  else if (!gtk_widget_in_destruction (GTK_WIDGET (self)))
    schott_setup_page_set_content (self->setup_page, self->content);
}

/* A pack saved in the editor shows up on the New Game page at once. */
static void
on_editor_saved_cb (GtkWidget    *editor,
                    SchottWindow *self)
{
  schott_content_reload_async (self->content, NULL, on_content_reloaded_cb,
                               g_object_ref (self));
}

static void
ensure_editor_page (SchottWindow *self)
{
  GtkWidget *editor;

  if (adw_bin_get_child (self->editor_bin) != NULL)
    return;
  editor = g_object_new (SCHOTT_TYPE_EDITOR_PAGE, NULL);
  g_signal_connect_object (editor, "saved", G_CALLBACK (on_editor_saved_cb), self, 0);
  adw_bin_set_child (self->editor_bin, editor);
}

/* The move log's toggle only where there is a game to log: on a phone's
 * header bar every button takes room from the title. "+" is New Game on
 * the Game tab only; Back while New Game is shown over a game. */
static void
update_header_buttons (SchottWindow *self)
{
  gboolean game_tab = g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "game") == 0;
  const char *page = gtk_stack_get_visible_child_name (self->game_stack);
  gboolean can_go_back = game_tab && g_strcmp0 (page, "setup") == 0 && self->back_page != NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->log_button), game_tab && g_strcmp0 (page, "play") == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->new_game_button), game_tab);
  gtk_widget_set_visible (GTK_WIDGET (self->back_button), can_go_back);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.back-to-game", can_go_back);
  /* the computers wait while their game is out of sight (New Game or the
   * editor over it): nothing happens that nobody sees */
  if (self->model != NULL)
    schott_game_model_set_paused (self->model, !game_tab || g_strcmp0 (page, "play") != 0);
}

static void
on_view_stack_visible_child_cb (AdwViewStack *stack,
                                GParamSpec   *pspec,
                                SchottWindow *self)
{
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (stack), "editor") == 0)
    ensure_editor_page (self);
  update_header_buttons (self);
}

static void
on_game_stack_visible_child_cb (GtkStack     *stack,
                                GParamSpec   *pspec,
                                SchottWindow *self)
{
  update_header_buttons (self);
}

static void
apply_speed (SchottWindow *self)
{
  if (self->game_view != NULL)
    schott_game_view_set_speed (self->game_view, current_speed ());
}

static void
on_settings_changed_cb (GSettings    *settings,
                        const char   *key,
                        SchottWindow *self)
{
  if (g_str_equal (key, "speed"))
    apply_speed (self);
  else if (g_str_equal (key, "show-move-log") && self->game_view != NULL)
    schott_game_view_set_log_visible (self->game_view, g_settings_get_boolean (settings, key));
}

/* New Game over the running game: the game goes on being what it is
 * (and stays autosaved) until the new one starts; Back or Escape return
 * to it. */
static void
new_schott_game (SchottWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->game_stack);

  close_over_dialog (self);
  if (g_strcmp0 (page, "play") == 0 || g_strcmp0 (page, "bestpath") == 0
      || g_strcmp0 (page, "resume") == 0)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

      g_free (self->back_page);
      self->back_page = g_strdup (page);
      g_set_weak_pointer (&self->back_focus,
                          focus != NULL && gtk_widget_is_ancestor (focus, gtk_stack_get_visible_child (self->game_stack))
                          ? focus : NULL);
    }
  adw_view_stack_set_visible_child_name (self->view_stack, "game");
  schott_setup_page_scroll_to_top (self->setup_page);
  gtk_stack_set_visible_child_name (self->game_stack, "setup");
  update_header_buttons (self);
  gtk_widget_grab_focus (GTK_WIDGET (schott_setup_page_get_start_button (self->setup_page)));
}

static void
back_to_game_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  SchottWindow *self = SCHOTT_WINDOW (widget);
  g_autofree char *page = g_steal_pointer (&self->back_page);

  if (page == NULL)
    return;
  adw_view_stack_set_visible_child_name (self->view_stack, "game");
  gtk_stack_set_visible_child_name (self->game_stack, page);
  update_header_buttons (self);
  /* the focus where it was, if it can still be there */
  if (self->back_focus != NULL && gtk_widget_get_focusable (self->back_focus)
      && gtk_widget_grab_focus (self->back_focus))
    return;
  if (g_str_equal (page, "play") && self->game_view != NULL)
    schott_game_view_focus_action (self->game_view);
  else if (g_str_equal (page, "resume"))
    gtk_widget_grab_focus (GTK_WIDGET (self->resume_button));
}

/* Best Path lives beside SCHOTT in the game stack. Its model autosaves
 * after every commit; model and view are built when first needed. */
static BpGameModel *
ensure_bestpath (SchottWindow *self)
{
  if (self->bp_model == NULL)
    {
      g_autofree char *autosave = bp_game_model_default_autosave_path ();
      g_autofree char *scores = bp_game_model_default_scores_path ();

      self->bp_model = bp_game_model_new ();
      bp_game_model_set_autosave_path (self->bp_model, autosave);
      bp_game_model_set_scores_path (self->bp_model, scores);
      self->bp_view = BP_GAME_VIEW (bp_game_view_new ());
      bp_game_view_set_model (self->bp_view, self->bp_model);
      adw_bin_set_child (self->bestpath_bin, GTK_WIDGET (self->bp_view));
    }
  return self->bp_model;
}

static void
show_bestpath (SchottWindow *self)
{
  ensure_bestpath (self);
  adw_view_stack_set_visible_child_name (self->view_stack, "game");
  gtk_stack_set_visible_child_name (self->game_stack, "bestpath");
  update_header_buttons (self);
}

static void
on_bestpath_abandon_response_cb (AdwAlertDialog *alert,
                                 const char     *response,
                                 BpSetupDialog  *setup)
{
  if (g_str_equal (response, "abandon"))
    bp_setup_dialog_start (setup);
}

static void
on_bestpath_start_requested_cb (BpSetupDialog *setup,
                                SchottWindow  *self)
{
  AdwDialog *dialog = abandon_dialog_new ();

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_bestpath_abandon_response_cb), setup, 0);
  adw_dialog_present (dialog, GTK_WIDGET (setup));
}

static void
on_bestpath_started_cb (BpSetupDialog *dialog,
                        SchottWindow  *self)
{
  /* Best Path took the place of the game played (confirmed by the
   * dialog): SCHOTT's computers stop; its autosave stays where it is. */
  if (self->game_view != NULL)
    schott_game_view_set_model (self->game_view, NULL, NULL);
  watch_autosave (self, NULL);
  g_clear_object (&self->model);
  g_clear_object (&self->saved);
  g_clear_pointer (&self->back_page, g_free);
  show_bestpath (self);
}

/* After a crash or a quit in the middle of Best Path, its game comes back
 * at start-up if Best Path was the last game chosen or SCHOTT has nothing
 * to resume. */
static gboolean
resume_bestpath (SchottWindow *self)
{
  GSettings *settings = schott_settings_get ();
  g_autofree char *path = bp_game_model_default_autosave_path ();
  g_autofree char *schott_path = autosave_path ();
  g_autofree char *last = settings != NULL ? g_settings_get_string (settings, "last-game") : NULL;
  g_autoptr(GError) error = NULL;

  if (self->model != NULL || !g_file_test (path, G_FILE_TEST_EXISTS))
    return FALSE;
  if (g_strcmp0 (last, "best-path") != 0 && g_file_test (schott_path, G_FILE_TEST_EXISTS))
    return FALSE;
  if (!bp_game_model_resume (ensure_bestpath (self), &error))
    {
      g_warning ("Cannot restore the saved game of Best Path: %s", error->message);
      return FALSE;
    }
  show_bestpath (self);
  return TRUE;
}

static void
on_game_chosen_cb (AdwAlertDialog *dialog,
                   const char     *response,
                   SchottWindow   *self)
{
  GSettings *settings = schott_settings_get ();

  if (g_str_equal (response, "cancel"))
    return;
  if (settings != NULL)
    g_settings_set_string (settings, "last-game", response);
  if (g_str_equal (response, "best-path"))
    {
      gboolean ask = game_in_progress (self);
      AdwDialog *setup = bp_setup_dialog_new (settings, ensure_bestpath (self));

      bp_setup_dialog_set_confirm_abandon (BP_SETUP_DIALOG (setup), ask);
      g_signal_connect_object (setup, "started", G_CALLBACK (on_bestpath_started_cb), self, 0);
      g_signal_connect_object (setup, "start-requested", G_CALLBACK (on_bestpath_start_requested_cb), self, 0);
      adw_dialog_present (setup, GTK_WIDGET (self));
    }
  else
    new_schott_game (self);
}

/* New Game first asks which game; the last choice is the default. */
static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  SchottWindow *self = SCHOTT_WINDOW (widget);
  GSettings *settings = schott_settings_get ();
  g_autofree char *last = settings != NULL ? g_settings_get_string (settings, "last-game") : g_strdup ("schott");
  AdwDialog *dialog = adw_alert_dialog_new (_("New Game"), _("Which game would you like to play?"));

  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog),
                                  "cancel", _("_Cancel"),
                                  "schott", _("_SCHOTT"),
                                  "best-path", _("_Best Path"),
                                  NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), last, ADW_RESPONSE_SUGGESTED);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), last);
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_game_chosen_cb), self, 0);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

/* "Open in Editor" of a pack New Game could not offer. */
static void
open_pack_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  SchottWindow *self = SCHOTT_WINDOW (widget);
  GtkWidget *editor;

  adw_view_stack_set_visible_child_name (self->view_stack, "editor");
  ensure_editor_page (self);
  editor = adw_bin_get_child (self->editor_bin);
  if (SCHOTT_IS_EDITOR_PAGE (editor))
    schott_editor_page_open_path (SCHOTT_EDITOR_PAGE (editor), g_variant_get_string (parameter, NULL));
}

/* Ctrl+O on the Editor tab wherever the focus is: the editor's own key
 * works only from inside the editor, not from the header bar. */
static void
editor_open_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  SchottWindow *self = SCHOTT_WINDOW (widget);
  GtkWidget *editor = adw_bin_get_child (self->editor_bin);

  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "editor") == 0
      && editor != NULL)
    gtk_widget_activate_action (editor, "editor.open", NULL);
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  schott_window_show_rules (SCHOTT_WINDOW (widget));
}

/* libadwaita 1.8 and newer show src/shell/shortcuts-dialog.ui as app.shortcuts
 * (an AdwShortcutsDialog); before, schott-shortcuts.c's dialog. Decided at
 * run time: a build against the 1.5 floor runs on newer libraries too
 * (the Flatpak runtime). */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (widget)));

  if (app != NULL && g_action_group_has_action (G_ACTION_GROUP (app), "shortcuts"))
    g_action_group_activate_action (G_ACTION_GROUP (app), "shortcuts", NULL);
  else
    adw_dialog_present (schott_shortcuts_dialog_new (), widget);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SchottWindow *self = SCHOTT_WINDOW (widget);

  if (g_strcmp0 (schott_window_get_page (self), "play") == 0 && self->game_view != NULL)
    schott_game_view_show_hint (self->game_view);
}

static void
toggle_log_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  SchottWindow *self = SCHOTT_WINDOW (widget);
  GSettings *settings = schott_settings_get ();
  gboolean visible = self->game_view != NULL
                     ? !schott_game_view_get_log_visible (self->game_view)
                     : !gtk_toggle_button_get_active (self->log_button);

  if (self->game_view != NULL)
    schott_game_view_set_log_visible (self->game_view, visible);
  if (settings != NULL)
    g_settings_set_boolean (settings, "show-move-log", visible);
  gtk_toggle_button_set_active (self->log_button, visible);
}

static gboolean
on_close_request_cb (GtkWindow    *window,
                     SchottWindow *self)
{
  GSettings *settings = schott_settings_get ();
  int width, height;

  if (settings == NULL)
    return FALSE;
  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (settings);
  g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (window));
  if (!gtk_window_is_maximized (window))
    {
      g_settings_set_int (settings, "window-width", width);
      g_settings_set_int (settings, "window-height", height);
    }
  g_settings_apply (settings);
  return FALSE;
}

static void
schott_window_dispose (GObject *object)
{
  SchottWindow *self = SCHOTT_WINDOW (object);
  GSettings *settings = schott_settings_get ();

  if (settings != NULL)
    g_signal_handlers_disconnect_by_data (settings, self);
  g_clear_handle_id (&self->prebuild_id, g_source_remove);
  if (self->game_view != NULL)
    schott_game_view_set_model (self->game_view, NULL, NULL);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->model);
  g_clear_object (&self->saved);
  if (self->bp_view != NULL)
    bp_game_view_set_model (self->bp_view, NULL);
  if (self->bp_model != NULL)
    bp_game_model_wait_idle (self->bp_model);
  g_clear_object (&self->bp_model);
  g_clear_pointer (&self->autosave_failure, g_free);
  g_clear_object (&self->content);
  g_clear_pointer (&self->last_config, schott_setup_config_free);
  g_clear_pointer (&self->variant_id, g_free);
  g_clear_pointer (&self->back_page, g_free);
  g_clear_weak_pointer (&self->back_focus);
  gtk_widget_dispose_template (GTK_WIDGET (self), SCHOTT_TYPE_WINDOW);
  G_OBJECT_CLASS (schott_window_parent_class)->dispose (object);
}

static void
schott_window_class_init (SchottWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_window_dispose;

  /* A game's table is shown (a new or resumed game): the benchmark's
   * stall probe starts counting here (schott-application.c). */
  window_signals[GAME_SHOWN] = g_signal_new ("game-shown", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 0);

  g_type_ensure (SCHOTT_TYPE_SETUP_PAGE);
  g_type_ensure (SCHOTT_TYPE_GAME_OVER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SchottWindow, autosave_banner);
  gtk_widget_class_bind_template_child (widget_class, SchottWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, SchottWindow, game_stack);
  gtk_widget_class_bind_template_child (widget_class, SchottWindow, setup_page);
  gtk_widget_class_bind_template_child (widget_class, SchottWindow, resume_page);
  gtk_widget_class_bind_template_child (widget_class, SchottWindow, resume_button);
  gtk_widget_class_bind_template_child (widget_class, SchottWindow, discard_saved_button);
  gtk_widget_class_bind_template_child (widget_class, SchottWindow, game_bin);
  gtk_widget_class_bind_template_child (widget_class, SchottWindow, over_dialog);
  gtk_widget_class_bind_template_child (widget_class, SchottWindow, editor_bin);
  gtk_widget_class_bind_template_child (widget_class, SchottWindow, log_button);
  gtk_widget_class_bind_template_child (widget_class, SchottWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, SchottWindow, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, SchottWindow, bestpath_bin);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.back-to-game", NULL, back_to_game_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "win.editor-open", NULL, editor_open_action);
  gtk_widget_class_install_action (widget_class, "win.open-pack", "s", open_pack_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.show-shortcuts", NULL, show_shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.show-move-log", NULL, toggle_log_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.show-move-log", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.editor-open", NULL);
  /* enabled only while there is a game to go back to: else Escape is left
   * to whoever else wants it */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.back-to-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK,
                                       "win.show-shortcuts", NULL);
}

static void
schott_window_init (SchottWindow *self)
{
  GSettings *settings = schott_settings_get ();

  gtk_widget_init_template (GTK_WIDGET (self));
  if (schott_renderer_gl_left_out ())
    gtk_widget_add_css_class (GTK_WIDGET (self), "no-gl");

  if (settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   MAX (g_settings_get_int (settings, "window-width"), 360),
                                   MAX (g_settings_get_int (settings, "window-height"), 294));
      if (g_settings_get_boolean (settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
      gtk_toggle_button_set_active (self->log_button,
                                    g_settings_get_boolean (settings, "show-move-log"));
      g_signal_connect (settings, "changed", G_CALLBACK (on_settings_changed_cb), self);
    }
  else
    gtk_window_set_default_size (GTK_WINDOW (self), 1024, 720);
  /* The editor (its widgets, the default pack it opens, its draft timer)
   * is built when its page is first shown: a player may never open it. */
  g_signal_connect (self->view_stack, "notify::visible-child",
                    G_CALLBACK (on_view_stack_visible_child_cb), self);
  g_signal_connect (self->game_stack, "notify::visible-child",
                    G_CALLBACK (on_game_stack_visible_child_cb), self);
  update_header_buttons (self);

  g_signal_connect (self, "close-request", G_CALLBACK (on_close_request_cb), self);
  g_signal_connect (self->setup_page, "start", G_CALLBACK (on_setup_start_cb), self);
  g_signal_connect (self->resume_button, "clicked", G_CALLBACK (on_resume_clicked_cb), self);
  g_signal_connect (self->discard_saved_button, "clicked", G_CALLBACK (on_discard_saved_clicked_cb), self);
  g_signal_connect (self->over_dialog, "play-again", G_CALLBACK (on_play_again_cb), self);
  g_signal_connect (self->autosave_banner, "button-clicked",
                    G_CALLBACK (on_autosave_banner_button_clicked_cb), self);
}

static gboolean
start_content_load (gpointer user_data)
{
  SchottWindow *self = user_data;

  schott_content_load_async (self->content, NULL, on_content_loaded_cb, g_object_ref (self));
  return G_SOURCE_REMOVE;
}

static void
on_first_map_cb (GtkWidget *widget,
                 gpointer   user_data)
{
  g_signal_handlers_disconnect_by_func (widget, on_first_map_cb, user_data);
  /* After the first frame (idles run after the redraw). */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, start_content_load, g_object_ref (widget), g_object_unref);
}

SchottWindow *
schott_window_new (GtkApplication *app,
                   SchottContent  *content)
{
  SchottWindow *self = g_object_new (SCHOTT_TYPE_WINDOW, "application", app, NULL);

  self->content = g_object_ref (content);
  /* The files are read once the window is on screen: on two cores the
   * loader would otherwise compete with the window's own start. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    start_content_load (self);
  else
    g_signal_connect (self, "map", G_CALLBACK (on_first_map_cb), NULL);
  return self;
}

void
schott_window_add_toast (SchottWindow *self,
                         const char   *text)
{
  g_return_if_fail (SCHOTT_IS_WINDOW (self));
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
}

void
schott_window_show_rules (SchottWindow *self)
{
  g_return_if_fail (SCHOTT_IS_WINDOW (self));
  /* The Rules of the game on show: Best Path's view has its own. */
  if (self->bp_view != NULL && g_strcmp0 (gtk_stack_get_visible_child_name (self->game_stack), "bestpath") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self->bp_view), "bp.rules", NULL);
  else
    schott_rules_window_present (GTK_WIDGET (self));
}

const char *
schott_window_get_page (SchottWindow *self)
{
  g_return_val_if_fail (SCHOTT_IS_WINDOW (self), NULL);
  /* "over" while the result is shown over the board */
  if (gtk_widget_get_parent (GTK_WIDGET (self->over_dialog)) != NULL)
    return "over";
  return gtk_stack_get_visible_child_name (self->game_stack);
}

SchottSetupPage *
schott_window_get_setup_page (SchottWindow *self)
{
  g_return_val_if_fail (SCHOTT_IS_WINDOW (self), NULL);
  return self->setup_page;
}

SchottGameView *
schott_window_get_game_view (SchottWindow *self)
{
  g_return_val_if_fail (SCHOTT_IS_WINDOW (self), NULL);
  return ensure_game_view (self);
}

GtkButton *
schott_window_get_resume_button (SchottWindow *self)
{
  g_return_val_if_fail (SCHOTT_IS_WINDOW (self), NULL);
  return self->resume_button;
}

const char *
schott_window_get_result_title (SchottWindow *self)
{
  g_return_val_if_fail (SCHOTT_IS_WINDOW (self), NULL);
  return schott_game_over_get_title (self->over_dialog);
}

AdwBanner *
schott_window_get_autosave_banner (SchottWindow *self)
{
  g_return_val_if_fail (SCHOTT_IS_WINDOW (self), NULL);
  return self->autosave_banner;
}

/* "game" or "editor". */
const char *
schott_window_get_view (SchottWindow *self)
{
  g_return_val_if_fail (SCHOTT_IS_WINDOW (self), NULL);
  return adw_view_stack_get_visible_child_name (self->view_stack);
}

GtkWidget *
schott_window_get_editor_page (SchottWindow *self)
{
  g_return_val_if_fail (SCHOTT_IS_WINDOW (self), NULL);
  return adw_bin_get_child (self->editor_bin);
}

void
schott_window_set_editor_page (SchottWindow *self,
                               GtkWidget    *page)
{
  g_return_if_fail (SCHOTT_IS_WINDOW (self));
  adw_bin_set_child (self->editor_bin, page);
}
