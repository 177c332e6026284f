/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-game.c: the contract between the window and its games. */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-game.h"

enum
{
  STARTED,
  SHOWN,
  READY,
  SHOW_SETUP,
  OFFER_RESUME,
  AUTOSAVE_STATE,
  LOG_SHOWN,
  TOAST,
  SHOW_WORKSHOP,
  UNDO_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_INTERFACE (SwGame, sw_game, G_TYPE_OBJECT)

/* The defaults of the optional parts */

static GtkWidget *
default_get_widget (SwGame *self)
{
  return NULL;
}

static gboolean
default_false (SwGame *self)
{
  return FALSE;
}

static void
default_nothing (SwGame *self)
{
}

static gboolean
default_toggle_log (SwGame   *self,
                    gboolean  shown)
{
  return shown;
}

static AdwDialog *
default_get_result (SwGame *self)
{
  return NULL;
}

static gboolean
default_show_statistics (SwGame    *self,
                         GtkWidget *parent)
{
  return FALSE;
}

static void
default_workshop_open (SwGame *self,
                       GFile  *file)
{
}

static void
default_add_preferences (SwGame             *self,
                         AdwPreferencesPage *page)
{
}

static AdwNavigationPage *
default_online_page (SwGame     *self,
                     GObject    *connection,
                     const char *room)
{
  return NULL;
}

static void
sw_game_default_init (SwGameInterface *iface)
{
  GType type = G_TYPE_FROM_INTERFACE (iface);

  iface->get_setup = default_get_widget;
  iface->autostart = default_false;
  iface->restore = default_false;
  iface->resume = default_nothing;
  iface->decline_resume = default_nothing;
  iface->has_unfinished = default_false;
  iface->hold = default_nothing;
  iface->release = default_nothing;
  iface->focus = default_nothing;
  iface->has_move_log = default_false;
  iface->toggle_log = default_toggle_log;
  iface->hint = default_nothing;
  iface->get_result = default_get_result;
  iface->show_statistics = default_show_statistics;
  iface->get_workshop = default_get_widget;
  iface->workshop_open = default_workshop_open;
  iface->close_request = default_false;
  iface->can_undo = default_false;
  iface->undo = default_nothing;
  iface->add_preferences = default_add_preferences;
  iface->has_guide = default_false;
  iface->start_guided = default_nothing;
  iface->guide_done = default_false;
  iface->has_online = default_false;
  iface->online_page = default_online_page;

  signals[STARTED] = g_signal_new ("started", type, G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SHOWN] = g_signal_new ("shown", type, G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[READY] = g_signal_new ("ready", type, G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SHOW_SETUP] = g_signal_new ("show-setup", type, G_SIGNAL_RUN_LAST, 0,
                                      NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[OFFER_RESUME] = g_signal_new ("offer-resume", type, G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[AUTOSAVE_STATE] = g_signal_new ("autosave-state", type, G_SIGNAL_RUN_LAST, 0,
                                          NULL, NULL, NULL, G_TYPE_NONE, 3,
                                          G_TYPE_STRING, G_TYPE_STRING, G_TYPE_BOOLEAN);
  signals[LOG_SHOWN] = g_signal_new ("log-shown", type, G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  signals[TOAST] = g_signal_new ("toast", type, G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SHOW_WORKSHOP] = g_signal_new ("show-workshop", type, G_SIGNAL_RUN_LAST, 0,
                                         NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[UNDO_CHANGED] = g_signal_new ("undo-changed", type, G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 0);
}

#define IFACE(self) SW_GAME_GET_IFACE (self)

const SwGameDescription *
sw_game_describe (SwGame *self)
{
  g_return_val_if_fail (SW_IS_GAME (self), NULL);
  return IFACE (self)->describe (self);
}

const char *
sw_game_get_id (SwGame *self)
{
  g_return_val_if_fail (SW_IS_GAME (self), NULL);
  return IFACE (self)->describe (self)->id;
}

GtkWidget *
sw_game_get_page (SwGame *self)
{
  g_return_val_if_fail (SW_IS_GAME (self), NULL);
  return IFACE (self)->get_page (self);
}

void
sw_game_load (SwGame *self)
{
  g_return_if_fail (SW_IS_GAME (self));
  IFACE (self)->load (self);
}

void
sw_game_new_game (SwGame *self)
{
  g_return_if_fail (SW_IS_GAME (self));
  IFACE (self)->new_game (self);
}

void
sw_game_show_rules (SwGame    *self,
                    GtkWidget *parent)
{
  g_return_if_fail (SW_IS_GAME (self));
  IFACE (self)->show_rules (self, parent);
}

GtkWidget *
sw_game_get_setup (SwGame *self)
{
  g_return_val_if_fail (SW_IS_GAME (self), NULL);
  return IFACE (self)->get_setup (self);
}

gboolean
sw_game_autostart (SwGame *self)
{
  g_return_val_if_fail (SW_IS_GAME (self), FALSE);
  return IFACE (self)->autostart (self);
}

gboolean
sw_game_restore (SwGame *self)
{
  g_return_val_if_fail (SW_IS_GAME (self), FALSE);
  return IFACE (self)->restore (self);
}

void
sw_game_resume (SwGame *self)
{
  g_return_if_fail (SW_IS_GAME (self));
  IFACE (self)->resume (self);
}

void
sw_game_decline_resume (SwGame *self)
{
  g_return_if_fail (SW_IS_GAME (self));
  IFACE (self)->decline_resume (self);
}

gboolean
sw_game_has_unfinished (SwGame *self)
{
  g_return_val_if_fail (SW_IS_GAME (self), FALSE);
  return IFACE (self)->has_unfinished (self);
}

void
sw_game_hold (SwGame *self)
{
  g_return_if_fail (SW_IS_GAME (self));
  IFACE (self)->hold (self);
}

void
sw_game_release (SwGame *self)
{
  g_return_if_fail (SW_IS_GAME (self));
  IFACE (self)->release (self);
}

void
sw_game_focus (SwGame *self)
{
  g_return_if_fail (SW_IS_GAME (self));
  IFACE (self)->focus (self);
}

gboolean
sw_game_has_move_log (SwGame *self)
{
  g_return_val_if_fail (SW_IS_GAME (self), FALSE);
  return IFACE (self)->has_move_log (self);
}

gboolean
sw_game_toggle_log (SwGame   *self,
                    gboolean  shown)
{
  g_return_val_if_fail (SW_IS_GAME (self), shown);
  return IFACE (self)->toggle_log (self, shown);
}

void
sw_game_hint (SwGame *self)
{
  g_return_if_fail (SW_IS_GAME (self));
  IFACE (self)->hint (self);
}

AdwDialog *
sw_game_get_result (SwGame *self)
{
  g_return_val_if_fail (SW_IS_GAME (self), NULL);
  return IFACE (self)->get_result (self);
}

gboolean
sw_game_show_statistics (SwGame    *self,
                         GtkWidget *parent)
{
  g_return_val_if_fail (SW_IS_GAME (self), FALSE);
  return IFACE (self)->show_statistics (self, parent);
}

GtkWidget *
sw_game_get_workshop (SwGame *self)
{
  g_return_val_if_fail (SW_IS_GAME (self), NULL);
  return IFACE (self)->get_workshop (self);
}

void
sw_game_workshop_open (SwGame *self,
                       GFile  *file)
{
  g_return_if_fail (SW_IS_GAME (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));
  IFACE (self)->workshop_open (self, file);
}

gboolean
sw_game_close_request (SwGame *self)
{
  g_return_val_if_fail (SW_IS_GAME (self), FALSE);
  return IFACE (self)->close_request (self);
}

gboolean
sw_game_can_undo (SwGame *self)
{
  g_return_val_if_fail (SW_IS_GAME (self), FALSE);
  return IFACE (self)->can_undo (self);
}

void
sw_game_add_preferences (SwGame             *self,
                         AdwPreferencesPage *page)
{
  g_return_if_fail (SW_IS_GAME (self));
  g_return_if_fail (ADW_IS_PREFERENCES_PAGE (page));
  IFACE (self)->add_preferences (self, page);
}

gboolean
sw_game_has_online (SwGame *self)
{
  g_return_val_if_fail (SW_IS_GAME (self), FALSE);
  return IFACE (self)->has_online (self);
}

AdwNavigationPage *
sw_game_online_page (SwGame     *self,
                     GObject    *connection,
                     const char *room)
{
  g_return_val_if_fail (SW_IS_GAME (self), NULL);
  g_return_val_if_fail (G_IS_OBJECT (connection), NULL);
  return IFACE (self)->online_page (self, connection, room);
}

void
sw_game_undo (SwGame *self)
{
  g_return_if_fail (SW_IS_GAME (self));
  IFACE (self)->undo (self);
}

gboolean
sw_game_has_guide (SwGame *self)
{
  g_return_val_if_fail (SW_IS_GAME (self), FALSE);
  return IFACE (self)->has_guide (self);
}

void
sw_game_start_guided (SwGame *self)
{
  g_return_if_fail (SW_IS_GAME (self));
  IFACE (self)->start_guided (self);
}

gboolean
sw_game_guide_done (SwGame *self)
{
  g_return_val_if_fail (SW_IS_GAME (self), FALSE);
  return IFACE (self)->guide_done (self);
}

void
sw_game_emit_started (SwGame *self)
{
  g_signal_emit (self, signals[STARTED], 0);
}

void
sw_game_emit_shown (SwGame *self)
{
  g_signal_emit (self, signals[SHOWN], 0);
}

void
sw_game_emit_ready (SwGame *self)
{
  g_signal_emit (self, signals[READY], 0);
}

void
sw_game_emit_show_setup (SwGame *self)
{
  g_signal_emit (self, signals[SHOW_SETUP], 0);
}

void
sw_game_emit_offer_resume (SwGame     *self,
                           const char *description)
{
  g_signal_emit (self, signals[OFFER_RESUME], 0, description);
}

void
sw_game_emit_autosave_state (SwGame     *self,
                             const char *failure,
                             const char *folder,
                             gboolean    locked)
{
  g_signal_emit (self, signals[AUTOSAVE_STATE], 0, failure, folder, locked);
}

void
sw_game_emit_log_shown (SwGame   *self,
                        gboolean  shown)
{
  g_signal_emit (self, signals[LOG_SHOWN], 0, shown);
}

void
sw_game_emit_toast (SwGame     *self,
                    const char *text)
{
  g_signal_emit (self, signals[TOAST], 0, text);
}

void
sw_game_emit_show_workshop (SwGame *self)
{
  g_signal_emit (self, signals[SHOW_WORKSHOP], 0);
}

void
sw_game_emit_undo_changed (SwGame *self)
{
  g_signal_emit (self, signals[UNDO_CHANGED], 0);
}

AdwDialog *
sw_abandon_dialog_new (void)
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
