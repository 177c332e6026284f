/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-view.c: the play area. It turns the model's signals into
 * animations, toasts and dialogs, shows who must decide what, and turns
 * clicks, drops and keys into schott_game_model_decide(). While something
 * is being shown (a dialog, a moving figure, a question a computer reads)
 * the computer players are paused, so their turns play out at a readable
 * pace. This file holds the class: its template, its lifecycle, the model
 * it shows and the move log; schott-game-view-private.h says where the
 * rest is. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-game-view-private.h"

enum { GAME_FINISHED, N_SIGNALS };
static guint signals[N_SIGNALS];

enum { PROP_0, PROP_MODEL, PROP_LOG_VISIBLE, PROP_HOLDS_DISCARD, N_PROPS };
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (SchottGameView, schott_game_view, GTK_TYPE_WIDGET)

const char *
_schott_game_view_player_name (SchottGameView *self,
                               gint            player)
{
  SchottPlayer *p = player >= 0 ? schott_game_model_get_player (self->model, player) : NULL;
  return p != NULL ? schott_player_get_name (p) : "";
}

gboolean
_schott_game_view_has_human (SchottGameView *self)
{
  guint n = schott_game_model_get_n_players (self->model);

  for (guint p = 0; p < n; p++)
    if (!schott_game_model_is_computer (self->model, p))
      return TRUE;
  return FALSE;
}

static void
on_toast_dismissed_cb (AdwToast       *toast,
                       SchottGameView *self)
{
  g_ptr_array_remove (self->toasts, toast);
}

void
_schott_game_view_toast (SchottGameView *self,
                         const char     *text)
{
  AdwToast *t = adw_toast_new (text);

  /* player names are the players' own text: never markup */
  adw_toast_set_use_markup (t, FALSE);
  adw_toast_set_timeout (t, 3);
  g_ptr_array_add (self->toasts, g_object_ref (t));
  g_signal_connect_object (t, "dismissed", G_CALLBACK (on_toast_dismissed_cb), self, G_CONNECT_DEFAULT);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

/* The toasts of another game, or of moves taken back, go with them. */
static void
dismiss_toasts (SchottGameView *self)
{
  while (self->toasts->len > 0)
    {
      g_autoptr(AdwToast) t = g_ptr_array_steal_index (self->toasts, 0);

      adw_toast_dismiss (t);
    }
}

gboolean
_schott_game_view_find_legal (SchottGameView *self,
                              SchottAction    action,
                              gint            a,
                              gint            b,
                              gint            c)
{
  const SchottChoice *choices;
  guint n = 0;

  if (self->model == NULL)
    return FALSE;
  choices = schott_game_model_get_legal_choices (self->model, &n);
  for (guint i = 0; i < n; i++)
    if (choices[i].action == action
        && (a == G_MININT || choices[i].a == a)
        && (b == G_MININT || choices[i].b == b)
        && (c == G_MININT || choices[i].c == c))
      return TRUE;
  return FALSE;
}

gboolean
_schott_game_view_human_decides (SchottGameView *self)
{
  return self->model != NULL
         && !schott_game_model_get_is_over (self->model)
         && schott_game_model_get_human_decides (self->model);
}

/* The player whose row is shown large: the person deciding now, else the
 * person whose turn it is. During a computer's turn the last person's row
 * stays where it was (the computer's row changes in the list above), so a
 * family never sees its own row jump away; only in a game of computers the
 * focus (the event cards on the table) follows the turn. */
gint
_schott_game_view_focus_player (SchottGameView *self)
{
  gint decider = schott_game_model_get_decider (self->model);
  gint active = schott_game_model_get_active_player (self->model);

  if (decider >= 0 && !schott_game_model_is_computer (self->model, decider))
    self->shown_player = decider;
  else if (active >= 0 && !schott_game_model_is_computer (self->model, active))
    self->shown_player = active;
  else if (self->shown_player < 0
           || (guint) self->shown_player >= schott_game_model_get_n_players (self->model)
           || schott_game_model_is_computer (self->model, self->shown_player))
    {
      self->shown_player = MAX (active, 0);
      for (guint p = 0; p < schott_game_model_get_n_players (self->model); p++)
        if (!schott_game_model_is_computer (self->model, p))
          {
            self->shown_player = p;
            break;
          }
    }
  return self->shown_player;
}

void
_schott_game_view_maybe_finish (SchottGameView *self)
{
  if (self->model == NULL || self->finished_emitted
      || !schott_game_model_get_is_over (self->model)
      || !schott_presenter_is_idle (self->presenter))
    return;
  self->finished_emitted = TRUE;
  g_signal_emit (self, signals[GAME_FINISHED], 0);
  /* under the result sheet; seen once the sheet leaves the board in sight */
  adw_banner_set_revealed (self->result_banner, TRUE);
}

/* The half-made choice's source pile; "holds-discard" tells when the
 * discard pile is picked up or put back (the guide follows it). */
void
_schott_game_view_set_pending_source (SchottGameView *self,
                                      gint            source)
{
  gboolean held = self->half.pending_source == SCHOTT_PILE_DISCARD;

  self->half.pending_source = source;
  if (held != (source == SCHOTT_PILE_DISCARD))
    {
      /* a hint answers the step it was asked on: once the discard is
       * picked up or put back, it would advise on another one */
      schott_prompt_bar_set_hint (self->prompt_bar, NULL);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOLDS_DISCARD]);
    }
}

void
_schott_game_view_reset_selection (SchottGameView *self)
{
  _schott_game_view_set_pending_source (self, -1);
  self->half.first_pos = -1;
  self->half.e5_player = -1;
  self->half.e5_pos = -1;
  self->half.e8_which = -1;
}

gboolean
_schott_game_view_decide (SchottGameView *self,
                          SchottAction    action,
                          gint            a,
                          gint            b,
                          gint            c)
{
  SchottChoice choice = { action, a, b, c };
  g_autoptr(GError) error = NULL;

  _schott_game_view_reset_selection (self);
  schott_prompt_bar_set_hint (self->prompt_bar, NULL);
  if (!schott_game_model_decide (self->model, &choice, &error))
    {
      _schott_game_view_toast (self, error->message);
      _schott_game_view_refresh (self);
      return FALSE;
    }
  return TRUE;
}

/* The own row of player, built when first needed (schott-own-row.c). */
SchottRowView *
_schott_game_view_large_row (SchottGameView *self,
                             gint            player)
{
  return schott_own_row_get_row (self->own_row, player);
}

/* A computer's exchange is shown as its card flying to its place (not
 * at instant speed); any flight still under way lands at once. */
static void
on_card_exchanged_cb (SchottGameModel *model,
                      gint             player,
                      gint             pos,
                      gint             card,
                      gint             old_card,
                      gboolean         from_discard,
                      SchottGameView  *self)
{
  schott_card_flight_skip (self->flight);
  if (schott_game_model_is_computer (model, player) && schott_presenter_shows_computer_steps (self->presenter))
    _schott_game_view_fly_card (self, player, pos, from_discard);
}

/* Tells what a player did; a computer's doings are not told at instant
 * speed (the results are). */
static void toast_printf (SchottGameView *self,
                          gint            player,
                          const char     *format,
                          ...) G_GNUC_PRINTF (3, 4);

static void
toast_printf (SchottGameView *self,
              gint            player,
              const char     *format,
              ...)
{
  g_autofree char *text = NULL;
  va_list args;

  if (!schott_presenter_shows_computer_steps (self->presenter)
      && schott_game_model_is_computer (self->model, player))
    return;
  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  _schott_game_view_toast (self, text);
}

void
_schott_game_view_on_event_revealed_cb (SchottGameModel *model,
                                        gint             player,
                                        SchottEventKind  kind,
                                        gint             slot,
                                        SchottGameView  *self)
{
  /* Translators: "Ben plays “Take a card”." The card's text is in the log
   * and on the card (a toast has one line). */
  toast_printf (self, player, _("%s plays “%s”."), _schott_game_view_player_name (self, player),
                schott_event_title (kind));
}

void
_schott_game_view_on_fast_track_played_cb (SchottGameModel *model,
                                           gint             player,
                                           SchottGameView  *self)
{
  toast_printf (self, player, _("%s plays the Fast Track card: this stage the row scores double."),
                _schott_game_view_player_name (self, player));
}

void
_schott_game_view_on_bonus_earned_cb (SchottGameModel *model,
                                      gint             player,
                                      guint            run_length,
                                      guint            fields,
                                      SchottGameView  *self)
{
  toast_printf (self, player,
                ngettext ("%s: %u consecutive cards, %u field forward!",
                          "%s: %u consecutive cards, %u fields forward!", fields),
                _schott_game_view_player_name (self, player), run_length, fields);
}

/* Shows the game as it is now: the rows, the table, the prompt. */
void
_schott_game_view_refresh (SchottGameView *self)
{
  SchottDecisionKind decision;
  gint decider, focus;
  gboolean human;
  SchottRowView *large;
  gboolean people_play;

  if (self->model == NULL || self->compact_rows->len == 0)
    return;

  decision = schott_game_model_get_decision (self->model);
  decider = schott_game_model_get_decider (self->model);
  human = _schott_game_view_human_decides (self);
  focus = _schott_game_view_focus_player (self);

  schott_prompt_bar_clear_choices (self->prompt_bar);

  /* In a game of computers nobody has a row of their own: the list shows
   * every row, the turn's highlighted, and no large row repeats one. */
  people_play = _schott_game_view_has_human (self);
  gtk_widget_set_visible (GTK_WIDGET (self->own_row), people_play);
  large = people_play ? schott_own_row_show (self->own_row, focus) : NULL;
  for (guint p = 0; p < self->compact_rows->len; p++)
    {
      SchottRowView *row = g_ptr_array_index (self->compact_rows, p);
      SchottRowView *big = schott_own_row_peek_row (self->own_row, p);
      gboolean e5_target = human && decision == SCHOTT_DECISION_E5_EXCHANGE
                           && (gint) p != decider && self->half.e5_player < 0;

      /* A person's row is shown large only. In a game of computers the
       * list keeps every player in place: hiding the row on turn would
       * reorder the list each turn, and relaying out and repainting it
       * cost a frame and more. */
      gtk_widget_set_visible (GTK_WIDGET (row), (gint) p != focus || !people_play);
      schott_row_view_set_interactive (row, e5_target);
      schott_row_view_clear_selection (row);
      if ((gint) p == self->half.e5_player)
        schott_row_view_set_selected (row, self->half.e5_pos, TRUE);
      if (big == NULL)
        continue;
      schott_row_view_clear_selection (big);
      schott_row_view_set_interactive (big, FALSE);
      schott_row_view_set_drop_enabled (big, FALSE);
    }

  /* E8 with one discard to take (or one that fits): it is chosen at once */
  if (human && decision == SCHOTT_DECISION_E8_BUILD && self->half.e8_which < 0)
    {
      gboolean can_top = _schott_game_view_find_legal (self, SCHOTT_ACT_E8, 0, ANY, ANY);
      gboolean can_second = _schott_game_view_find_legal (self, SCHOTT_ACT_E8, 1, ANY, ANY);

      if (can_top != can_second)
        self->half.e8_which = can_top ? 0 : 1;
    }

  schott_game_table_update (self->table, focus, human, self->half.pending_source == SCHOTT_PILE_DISCARD,
                            human && decision == SCHOTT_DECISION_E8_BUILD ? self->half.e8_which : -1);

  _schott_game_view_write_prompt (self, decision, decider, human, large);
  /* the Hint button follows its action */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.hint",
                                 human && decision != SCHOTT_DECISION_NEXT_STAGE);

  _schott_game_view_keep_focus (self, FALSE);
}


/* SCHOTT_WORLD_DEBUG_EVENTS=9,2,5,8 (manual testing only): the people's
 * face-down event cards of the current stage become these kinds, in seat
 * order, two per person. */
static void
apply_debug_events (SchottGameModel *model)
{
  const char *env = g_getenv ("SCHOTT_WORLD_DEBUG_EVENTS");
  g_auto(GStrv) words = NULL;
  g_autofree guint *kinds = NULL;
  guint n_kinds;

  if (env == NULL || *env == '\0')
    return;
  words = g_strsplit (env, ",", -1);
  n_kinds = g_strv_length (words);
  kinds = g_new0 (guint, n_kinds);
  for (guint i = 0; i < n_kinds; i++)
    kinds[i] = (guint) CLAMP (g_ascii_strtoll (words[i], NULL, 10), 0, G_MAXINT);
  schott_game_model_set_people_events_for_testing (model, kinds, n_kinds);
}

/* libadwaita 1.5 (Ubuntu 24.04) keeps a hidden overlay sidebar mapped,
 * slid off beside the window: the keyboard and a screen reader would still
 * reach the log's lines. There the log is hidden with its sidebar (without
 * the slide); libadwaita 1.6 and newer unmap it themselves. */
static void
sync_log_visible (SchottGameView *self)
{
  GtkWidget *sidebar = adw_overlay_split_view_get_sidebar (self->split_view);

  if (sidebar != NULL && adw_get_major_version () == 1 && adw_get_minor_version () < 6)
    gtk_widget_set_visible (sidebar, adw_overlay_split_view_get_show_sidebar (self->split_view));
}

static void
on_show_sidebar_changed_cb (AdwOverlaySplitView *split_view,
                            GParamSpec          *pspec,
                            SchottGameView      *self)
{
  sync_log_visible (self);
  /* The log also closes by itself (Escape or a click beside it while it
   * lies over the play area): the header's toggle follows. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOG_VISIBLE]);
}

/* A narrow window lays the log over the play area: it is hidden then until
 * asked for, and shown again as the player wants it when the window
 * widens. */
static void
on_collapsed_changed_cb (AdwOverlaySplitView *split_view,
                         GParamSpec          *pspec,
                         SchottGameView      *self)
{
  adw_overlay_split_view_set_show_sidebar (split_view,
                                           !adw_overlay_split_view_get_collapsed (split_view)
                                           && self->log_wanted);
}

/* The cards' sizes for the window's: in a large window they grow, so the
 * room does not stay empty between the route and the rows; elsewhere
 * style.css's sizes hold. A phone stacks the own row's name and status. */
#define ROOMY_CARD_WIDTH 76
#define ROOMY_CARD_HEIGHT 108
/* a phone: the piles and the event cards in one line, above the fold */
#define PHONE_PILE_WIDTH 40
#define PHONE_PILE_HEIGHT 60
#define PHONE_EVENT_WIDTH 36
/* a toast's height with its margins: a game without a route keeps this
 * strip for its toasts (issue 27, item 5) */
#define TOAST_ROOM 68

/* another player's row, in the list beside the table */
static void
fit_compact_row (SchottGameView *self,
                 SchottRowView  *row)
{
  schott_row_view_set_card_size (row, self->roomy ? 40 : 0, self->roomy ? 50 : 0);
}

static void
on_breakpoint_changed_cb (AdwBreakpointBin *bin,
                          GParamSpec       *pspec,
                          SchottGameView   *self)
{
  AdwBreakpoint *current = adw_breakpoint_bin_get_current_breakpoint (bin);
  gboolean phone = current == self->phone_breakpoint;
  int width = -1, height = -1;

  self->roomy = current == self->roomy_breakpoint;
  if (phone)
    gtk_widget_add_css_class (GTK_WIDGET (self), "phone");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "phone");
  if (self->compact_rows == NULL)   /* still in init */
    return;
  if (self->roomy)
    {
      width = ROOMY_CARD_WIDTH;
      height = ROOMY_CARD_HEIGHT;
    }
  else if (phone)
    {
      width = PHONE_PILE_WIDTH;
      height = PHONE_PILE_HEIGHT;
    }
  schott_game_table_set_card_sizes (self->table, width, height,
                                    self->roomy ? 90 : phone ? PHONE_EVENT_WIDTH : -1);
  /* A phone shows the table before the other players' rows: the piles
   * and the event cards stay above the fold (issue 27, item 3). */
  if (phone)
    gtk_box_reorder_child_after (GTK_BOX (self->middle_box), self->others_box, GTK_WIDGET (self->table));
  else
    gtk_box_reorder_child_after (GTK_BOX (self->middle_box), GTK_WIDGET (self->table), self->others_box);
  schott_prompt_bar_set_compact (self->prompt_bar, phone);
  for (guint p = 0; p < self->compact_rows->len; p++)
    fit_compact_row (self, g_ptr_array_index (self->compact_rows, p));
  schott_own_row_set_fit (self->own_row, phone, self->roomy ? ROOMY_CARD_WIDTH : 0,
                          self->roomy ? ROOMY_CARD_HEIGHT : 0);
}

static void
schott_game_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (widget);

  GTK_WIDGET_CLASS (schott_game_view_parent_class)->snapshot (widget, snapshot);
  /* over the children: the flying card, if one flies */
  if (self->flight != NULL)
    schott_card_flight_snapshot (self->flight, snapshot);
}

static void
schott_game_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_LOG_VISIBLE:
      g_value_set_boolean (value, schott_game_view_get_log_visible (self));
      break;
    case PROP_HOLDS_DISCARD:
      g_value_set_boolean (value, schott_game_view_holds_discard (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_game_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (object);

  switch (prop_id)
    {
    case PROP_LOG_VISIBLE:
      schott_game_view_set_log_visible (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_game_view_dispose (GObject *object)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (object);

  schott_game_view_set_model (self, NULL, NULL);
  g_clear_handle_id (&self->prepare_id, g_source_remove);
  if (self->presenter != NULL)
    g_signal_handlers_disconnect_by_data (self->presenter, self);
  g_clear_object (&self->presenter);
  if (self->flight != NULL)
    g_signal_handlers_disconnect_by_data (self->flight, self);
  g_clear_object (&self->flight);
  gtk_widget_dispose_template (GTK_WIDGET (self), SCHOTT_TYPE_GAME_VIEW);
  G_OBJECT_CLASS (schott_game_view_parent_class)->dispose (object);
}

static void
schott_game_view_finalize (GObject *object)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (object);

  g_ptr_array_unref (self->compact_rows);
  g_ptr_array_unref (self->toasts);
  g_clear_object (&self->key_guard);
  G_OBJECT_CLASS (schott_game_view_parent_class)->finalize (object);
}

/* The keys held from a sheet are guarded in the whole window while the
 * view is in one (schott-key-guard.c). */
static void
schott_game_view_root (GtkWidget *widget)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (widget);

  GTK_WIDGET_CLASS (schott_game_view_parent_class)->root (widget);
  if (self->key_guard != NULL)
    schott_key_guard_watch_root (self->key_guard, GTK_WIDGET (gtk_widget_get_root (widget)));
}

static void
schott_game_view_unroot (GtkWidget *widget)
{
  SchottGameView *self = SCHOTT_GAME_VIEW (widget);

  if (self->key_guard != NULL)
    schott_key_guard_watch_root (self->key_guard, NULL);
  GTK_WIDGET_CLASS (schott_game_view_parent_class)->unroot (widget);
}

static void
schott_game_view_class_init (SchottGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_game_view_dispose;
  object_class->finalize = schott_game_view_finalize;
  object_class->get_property = schott_game_view_get_property;
  object_class->set_property = schott_game_view_set_property;
  widget_class->snapshot = schott_game_view_snapshot;
  widget_class->root = schott_game_view_root;
  widget_class->unroot = schott_game_view_unroot;

  /* what the child widgets show; set with schott_game_view_set_model() */
  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, SCHOTT_TYPE_GAME_MODEL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOG_VISIBLE] =
    g_param_spec_boolean ("log-visible", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the person has picked the discard pile up (a click, a key, a drop or
   * a screen reader's action) and not yet placed it */
  properties[PROP_HOLDS_DISCARD] =
    g_param_spec_boolean ("holds-discard", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (SCHOTT_TYPE_BOARD);
  g_type_ensure (SCHOTT_TYPE_CARD_WIDGET);
  g_type_ensure (SCHOTT_TYPE_PROMPT_BAR);
  g_type_ensure (SCHOTT_TYPE_GAME_TABLE);
  g_type_ensure (SCHOTT_TYPE_MOVE_LOG);
  g_type_ensure (SCHOTT_TYPE_OWN_ROW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-game-view.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, breakpoint_bin);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, phone_breakpoint);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, roomy_breakpoint);
  gtk_widget_class_bind_template_callback (widget_class, on_breakpoint_changed_cb);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, split_view);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, result_banner);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, prompt_bar);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, middle_box);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, board);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, table);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, others_box);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, own_row);
  gtk_widget_class_bind_template_child (widget_class, SchottGameView, move_log);
  gtk_widget_class_bind_template_callback (widget_class, on_show_sidebar_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_collapsed_changed_cb);
  _schott_game_view_class_init_input (widget_class);


  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "schottgameview");

  signals[GAME_FINISHED] =
    g_signal_new ("game-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
schott_game_view_init (SchottGameView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_object_bind_property (self, "model", self->prompt_bar, "model", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "model", self->table, "model", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "model", self->move_log, "model", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "model", self->own_row, "model", G_BINDING_SYNC_CREATE);

  self->compact_rows = g_ptr_array_new ();
  self->toasts = g_ptr_array_new_with_free_func (g_object_unref);
  self->shown_player = -1;
  self->focused_turn = G_MAXUINT;
  _schott_game_view_reset_selection (self);

  _schott_game_view_init_pacing (self);
  _schott_game_view_init_input (self);
  sync_log_visible (self);
  self->prepare_id = g_timeout_add_full (G_PRIORITY_LOW, 150, _schott_game_view_prepare_ahead_cb, self, NULL);
}

GtkWidget *
schott_game_view_new (void)
{
  return g_object_new (SCHOTT_TYPE_GAME_VIEW, NULL);
}

void
schott_game_view_set_model (SchottGameView  *self,
                            SchottGameModel *model,
                            SchottContent   *content)
{
  GtkWidget *child;

  g_return_if_fail (SCHOTT_IS_GAME_VIEW (self));

  /* a card in flight lands first: its hold leaves with the model */
  if (self->flight != NULL)
    schott_card_flight_skip (self->flight);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  if (self->presenter != NULL)
    schott_presenter_set_model (self->presenter, NULL);
  if (self->board != NULL)
    schott_board_set_model (self->board, NULL, NULL, NULL, NULL);
  if (self->model != NULL)
    {
      g_clear_object (&self->model);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
    }
  g_clear_object (&self->content);
  dismiss_toasts (self);
  self->finished_emitted = FALSE;
  if (self->result_banner != NULL)
    adw_banner_set_revealed (self->result_banner, FALSE);
  self->shown_player = -1;
  self->focused_turn = G_MAXUINT;
  _schott_game_view_reset_selection (self);

  if (self->others_box != NULL)
    while ((child = gtk_widget_get_first_child (self->others_box)) != NULL)
      gtk_box_remove (GTK_BOX (self->others_box), child);
  g_ptr_array_set_size (self->compact_rows, 0);

  if (model == NULL)
    return;

  self->model = g_object_ref (model);
  self->content = content != NULL ? g_object_ref (content) : schott_content_new ();
  schott_game_table_set_content (self->table, self->content);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);

  for (guint p = 0; p < schott_game_model_get_n_players (model); p++)
    {
      SchottPlayer *player = schott_game_model_get_player (model, p);
      GtkWidget *compact = schott_row_view_new (player, FALSE);

      g_signal_connect (compact, "position-activated", G_CALLBACK (_schott_game_view_on_compact_position_cb), self);
      fit_compact_row (self, SCHOTT_ROW_VIEW (compact));
      gtk_box_append (GTK_BOX (self->others_box), compact);
      g_ptr_array_add (self->compact_rows, compact);
    }

  schott_board_set_model (self->board, model, self->content,
                          schott_game_model_get_variant_name (model), sw_ui_language ());
  gtk_widget_set_visible (GTK_WIDGET (self->board), schott_game_model_get_route_length (model) > 0);
  /* without a route the toasts keep a strip of their own: showing one
   * never moves the table */
  gtk_widget_set_size_request (GTK_WIDGET (self->toast_overlay), -1,
                               schott_game_model_get_route_length (model) > 0 ? -1 : TOAST_ROOM);
  schott_presenter_set_model (self->presenter, model);
  _schott_game_view_follow_speed (self);

  g_signal_connect (model, "event-revealed", G_CALLBACK (_schott_game_view_on_event_revealed_cb), self);
  g_signal_connect (model, "fast-track-played", G_CALLBACK (_schott_game_view_on_fast_track_played_cb), self);
  g_signal_connect (model, "bonus-earned", G_CALLBACK (_schott_game_view_on_bonus_earned_cb), self);
  g_signal_connect (model, "decision-changed", G_CALLBACK (_schott_game_view_on_decision_changed_cb), self);
  g_signal_connect (model, "card-exchanged", G_CALLBACK (on_card_exchanged_cb), self);

  apply_debug_events (model);

  _schott_game_view_refresh (self);
  schott_presenter_present_next (self->presenter);
  _schott_game_view_maybe_finish (self);
}

SchottGameModel *
schott_game_view_get_model (SchottGameView *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_VIEW (self), NULL);
  return self->model;
}

void
schott_game_view_set_log_visible (SchottGameView *self,
                                  gboolean        visible)
{
  g_return_if_fail (SCHOTT_IS_GAME_VIEW (self));
  /* Opened over a narrow window's play area, it stays a passing look. */
  if (!adw_overlay_split_view_get_collapsed (self->split_view))
    self->log_wanted = !!visible;
  adw_overlay_split_view_set_show_sidebar (self->split_view, visible);
}

gboolean
schott_game_view_get_log_visible (SchottGameView *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_VIEW (self), FALSE);
  return adw_overlay_split_view_get_show_sidebar (self->split_view);
}

/* The focus goes where the hint points, so that Return follows it: the
 * pile, event card or Fast Track, the other player's card (event 5),
 * then the position in the own row. */
static void
focus_hinted (SchottGameView     *self,
              const SchottChoice *choice)
{
  SchottRowView *own = _schott_game_view_large_row (self, _schott_game_view_focus_player (self));
  gint position = -1;

  switch (choice->action)
    {
    case SCHOTT_ACT_TAKE_DISCARD:
      if (self->half.pending_source == SCHOTT_PILE_DISCARD)
        position = choice->a;
      break;
    case SCHOTT_ACT_PLACE:
      position = choice->a;
      break;
    case SCHOTT_ACT_SWAP:
      position = self->half.first_pos == choice->a ? choice->b : choice->a;
      break;
    case SCHOTT_ACT_E5:
      if (self->half.e5_player < 0 && choice->a >= 0 && (guint) choice->a < self->compact_rows->len)
        {
          schott_row_view_focus_position (g_ptr_array_index (self->compact_rows, choice->a), (guint) choice->b);
          return;
        }
      position = choice->c;
      break;
    default:
      break;
    }
  if (position >= 0 && own != NULL)
    schott_row_view_focus_position (own, (guint) position);
  else
    schott_game_table_focus_choice (self->table, choice);
}

typedef struct
{
  SchottGameView *view;
  SchottHintStep  step;
} HintAsked;

/* The hint comes from a worker (the model drops one for a decision that
 * is gone, G_IO_ERROR_CANCELLED); one for a sub-step the person left
 * meanwhile (the discard picked up or put back) is dropped here. */
static void
on_model_hint_ready_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  HintAsked *asked = user_data;
  g_autoptr(SchottGameView) self = asked->view;
  SchottHintStep step = asked->step;
  SchottHint hint;
  g_autofree char *explanation = NULL;
  g_autofree char *text = NULL;

  g_free (asked);
  if (!schott_game_model_hint_finish (SCHOTT_GAME_MODEL (source), result, &hint, &explanation, NULL)
      || (GObject *) self->model != source || !_schott_game_view_human_decides (self)
      || step != (self->half.pending_source == SCHOTT_PILE_DISCARD
                  ? SCHOTT_HINT_STEP_DISCARD_TAKEN : SCHOTT_HINT_STEP_DECISION))
    return;
  /* Translators: the hint, e.g. "Hint: take the 17 from the discard pile …" */
  text = g_strdup_printf (_("Hint: %s"), explanation);
  schott_prompt_bar_set_hint (self->prompt_bar, text);
  if (hint.choice.action == SCHOTT_ACT_TAKE_DISCARD || hint.choice.action == SCHOTT_ACT_PLACE)
    schott_row_view_set_selected (_schott_game_view_large_row (self, _schott_game_view_focus_player (self)),
                                  hint.choice.a, TRUE);
  focus_hinted (self, &hint.choice);
}

void
schott_game_view_show_hint (SchottGameView *self)
{
  HintAsked *asked;

  g_return_if_fail (SCHOTT_IS_GAME_VIEW (self));

  if (!_schott_game_view_human_decides (self))
    return;
  asked = g_new0 (HintAsked, 1);
  asked->view = g_object_ref (self);
  asked->step = self->half.pending_source == SCHOTT_PILE_DISCARD
                ? SCHOTT_HINT_STEP_DISCARD_TAKEN : SCHOTT_HINT_STEP_DECISION;
  schott_game_model_hint_async (self->model, asked->step, NULL, on_model_hint_ready_cb, asked);
}

gboolean
schott_game_view_holds_discard (SchottGameView *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_VIEW (self), FALSE);
  return self->half.pending_source == SCHOTT_PILE_DISCARD;
}

gboolean
schott_game_view_is_presenting (SchottGameView *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_VIEW (self), FALSE);
  return (self->presenter != NULL && !schott_presenter_is_idle (self->presenter))
         || schott_board_is_busy (self->board);
}

void
schott_game_view_focus_action (SchottGameView *self)
{
  g_return_if_fail (SCHOTT_IS_GAME_VIEW (self));
  _schott_game_view_keep_focus (self, TRUE);
}
