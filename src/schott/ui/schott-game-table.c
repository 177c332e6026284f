/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-table.c: the piles, the drawn card, the event cards and the
 * Fast Track button. It shows the model as the view asks (whose event
 * cards, what is half chosen), keeps each place's room when its label
 * changes, offers its cards to drag onto a row, and reports clicks as
 * signals: the view decides. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-card-widget.h"
#include "schott-game-table.h"
#include "schott-strings.h"
#include "sw-language.h"

struct _SchottGameTable
{
  GtkWidget         parent_instance;

  GtkWidget        *table_box;
  GtkWidget        *table_separator;
  SchottCardWidget *draw_card;
  SchottCardWidget *discard_card;
  SchottCardWidget *drawn_card;
  GtkWidget        *drawn_box;
  GtkStack         *drawn_label_stack;
  GtkWidget        *events_box;
  GtkWidget        *events_label;
  GtkWidget        *event_cards_box;
  GtkWidget        *fast_track_button;
  GtkStack         *fast_track_stack;
  GtkWidget        *event_cards[SCHOTT_MAX_EVENTS_PER_PLAYER];

  SchottGameModel  *model;
  SchottContent    *content;
  GtkOrientation    orientation;
  gboolean          compact;
  /* what may be dragged onto a row now (schott_game_table_update()) */
  gboolean          drag_draw;
  gboolean          drag_discard;
};

enum { PROP_0, PROP_MODEL, PROP_COMPACT, PROP_ORIENTATION, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { PILE_ACTIVATED, EVENT_ACTIVATED, FAST_TRACK_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE_WITH_CODE (SchottGameTable, schott_game_table, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_ORIENTABLE, NULL))

static gboolean
is_legal (SchottGameTable *self,
          SchottAction     action,
          gint             a)
{
  const SchottChoice *choices;
  guint n = 0;

  if (self->model == NULL)
    return FALSE;
  choices = schott_game_model_get_legal_choices (self->model, &n);
  for (guint i = 0; i < n; i++)
    if (choices[i].action == action && (a == G_MININT || choices[i].a == a))
      return TRUE;
  return FALSE;
}

static char *
card_text (gint card)
{
  if (card == SCHOTT_JOKER)
    return g_strdup (_("joker"));
  return g_strdup_printf ("%d", card);
}

/* The drawn card's place stays reserved while no card is drawn: were it
 * to come and go, the play area's minimum width would change every turn,
 * and everything beside it would move every turn. */
static void
show_drawn_box (SchottGameTable *self,
                gboolean         shown)
{
  gtk_widget_set_opacity (self->drawn_box, shown ? 1.0 : 0.0);
  gtk_widget_set_can_target (self->drawn_box, shown);
  gtk_widget_set_focusable (GTK_WIDGET (self->drawn_card), shown);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->drawn_box),
                               GTK_ACCESSIBLE_STATE_HIDDEN, !shown, -1);
}

static void
update_piles (SchottGameTable    *self,
              SchottDecisionKind  decision,
              gboolean            human,
              gboolean            discard_taken,
              gint                e8_which)
{
  guint draw_count = schott_game_model_get_draw_count (self->model);
  gint top = schott_game_model_get_discard_top (self->model);
  gint drawn = schott_game_model_get_drawn_card (self->model);
  gint chosen = -1;
  g_autofree char *count = g_strdup_printf (ngettext ("%u card", "%u cards", draw_count), draw_count);
  g_autofree char *draw_a11y = g_strdup_printf (ngettext ("Draw pile, %u card", "Draw pile, %u cards",
                                                          draw_count), draw_count);
  g_autofree char *discard_a11y = NULL;
  gboolean turn = human && decision == SCHOTT_DECISION_TURN;

  schott_card_widget_set_face_down (self->draw_card, TRUE);
  schott_card_widget_set_text (self->draw_card, count);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->draw_card),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, draw_a11y, -1);
  gtk_widget_set_sensitive (GTK_WIDGET (self->draw_card), turn && is_legal (self, SCHOTT_ACT_DRAW, G_MININT));

  /* E8: the discard a person chose waits in the same place as a drawn
   * card, to be put into the row by a click or a drag; the pile shows
   * what lies open without it. */
  if (drawn < 0 && human && decision == SCHOTT_DECISION_E8_BUILD && e8_which >= 0)
    {
      gint second = schott_game_model_get_discard_second (self->model);

      chosen = e8_which == 0 ? top : second;
      if (e8_which == 0)
        top = second;
    }

  schott_card_widget_set_value (self->discard_card, top);
  schott_card_widget_set_selected (self->discard_card, discard_taken);
  if (top < 0)
    discard_a11y = g_strdup (_("Discard pile, empty"));
  else
    {
      g_autofree char *value = card_text (top);
      discard_a11y = g_strdup_printf (_("Discard pile, top card %s"), value);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->discard_card),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, discard_a11y, -1);
  gtk_widget_set_sensitive (GTK_WIDGET (self->discard_card),
                            (turn && is_legal (self, SCHOTT_ACT_TAKE_DISCARD, G_MININT))
                            || (human && decision == SCHOTT_DECISION_PLACE_DRAWN
                                && is_legal (self, SCHOTT_ACT_DISCARD_DRAWN, G_MININT)));

  show_drawn_box (self, drawn >= 0 || chosen >= 0);
  gtk_stack_set_visible_child_name (self->drawn_label_stack, chosen >= 0 ? "chosen" : "drawn");
  if (drawn >= 0 || chosen >= 0)
    {
      g_autofree char *value = card_text (drawn >= 0 ? drawn : chosen);
      g_autofree char *a11y = g_strdup_printf (drawn >= 0 ? _("Drawn card %s") : _("Chosen card %s"),
                                               value);
      schott_card_widget_set_value (self->drawn_card, drawn >= 0 ? drawn : chosen);
      schott_card_widget_set_selected (self->drawn_card, TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->drawn_card),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }

  /* The discard pile gives its top card, the draw pile and the drawn
   * card a card of the draw pile (or, for E8, the chosen discard). */
  self->drag_discard = human && ((decision == SCHOTT_DECISION_TURN
                                  && is_legal (self, SCHOTT_ACT_TAKE_DISCARD, G_MININT))
                                 || (decision == SCHOTT_DECISION_E8_BUILD && e8_which < 0
                                     && is_legal (self, SCHOTT_ACT_E8, 0)));
  self->drag_draw = human && ((decision == SCHOTT_DECISION_TURN && is_legal (self, SCHOTT_ACT_DRAW, G_MININT))
                              || decision == SCHOTT_DECISION_PLACE_DRAWN
                              || (decision == SCHOTT_DECISION_E8_BUILD && e8_which >= 0));
}

static void
update_events (SchottGameTable *self,
               SchottPlayer    *player,
               gint             focus,
               gboolean         turn)
{
  guint n_slots = schott_game_model_get_n_event_slots (self->model);

  /* Event cards of the player in focus: face down until played. */
  gtk_widget_set_visible (self->events_box, n_slots > 0);
  for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
    {
      SchottCardWidget *card = SCHOTT_CARD_WIDGET (self->event_cards[s]);
      gboolean played = FALSE;
      SchottEventKind kind = SCHOTT_EVENT_NONE;
      g_autofree char *a11y = NULL;

      gtk_widget_set_visible (self->event_cards[s], s < n_slots);
      if (s >= n_slots)
        continue;
      schott_game_model_get_event_slot (self->model, focus, s, &played, &kind);
      schott_card_widget_set_face_down (card, !played);
      if (played)
        {
          schott_card_widget_set_text (card, schott_event_title (kind));
          if (self->content != NULL)
            schott_widget_set_tooltip (self->event_cards[s],
                                       schott_content_event_text (self->content, kind,
                                                                  sw_ui_language ()));
          a11y = g_strdup_printf (_("Event card %u, played: %s"), s + 1, schott_event_title (kind));
        }
      else
        {
          schott_card_widget_set_text (card, _("Event"));
          schott_widget_set_tooltip (self->event_cards[s], _("Play this event card (it is revealed when played)"));
          a11y = g_strdup_printf (_("Event card %u, face down"), s + 1);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (card),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      gtk_widget_set_sensitive (self->event_cards[s], turn && is_legal (self, SCHOTT_ACT_EVENT, s));
    }

  /* Once played and scored, the button is gone but its room stays: the
   * event cards above it do not move (issue 27, item 4). */
  {
    gboolean shown = schott_player_get_fast_track_available (player)
                     || schott_player_get_fast_track_active (player);

    gtk_widget_set_opacity (self->fast_track_button, shown ? 1.0 : 0.0);
    gtk_widget_set_can_target (self->fast_track_button, shown);
    gtk_widget_set_focusable (self->fast_track_button, shown);
    gtk_accessible_update_state (GTK_ACCESSIBLE (self->fast_track_button),
                                 GTK_ACCESSIBLE_STATE_HIDDEN, !shown, -1);
  }
  /* The label stays one short line in every language (a long one made
   * the table wider than an 800 px window): the played card says "×2",
   * and its tooltip and accessible name say the whole. */
  if (schott_player_get_fast_track_active (player))
    {
      gtk_stack_set_visible_child_name (self->fast_track_stack, "active");
      schott_widget_set_tooltip (self->fast_track_button, _("Fast Track: ×2 this stage"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->fast_track_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Fast Track: ×2 this stage"), -1);
    }
  else
    {
      gtk_stack_set_visible_child_name (self->fast_track_stack, "ready");
      schott_widget_set_tooltip (self->fast_track_button,
                                 _("Play your Fast Track card: this stage your row scores double. Once per game, before your first exchange of the stage."));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->fast_track_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Fast Track"), -1);
    }
  {
    gboolean playable = turn && is_legal (self, SCHOTT_ACT_FAST_TRACK, G_MININT);
    const char *why = NULL;

    gtk_widget_set_sensitive (self->fast_track_button, playable);
    /* Greyed out, it says why, to the eye and to a screen reader (issue
     * 27, item 6; D-FAST-1). */
    if (!playable && !schott_player_get_fast_track_active (player))
      {
        if (!turn)
          why = _("Fast Track can be played at the start of your turn.");
        else
          why = _("Fast Track can be played only before your first exchange of the stage.");
        schott_widget_set_tooltip (self->fast_track_button, why);
      }
    if (why != NULL)
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->fast_track_button),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, why, -1);
    else
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self->fast_track_button),
                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  }
}

/* ---------------------------------------------------------- callbacks */

static void
on_draw_clicked_cb (GtkButton       *button,
                    SchottGameTable *self)
{
  g_signal_emit (self, signals[PILE_ACTIVATED], 0, (gint) SCHOTT_PILE_DRAW);
}

static void
on_discard_clicked_cb (GtkButton       *button,
                       SchottGameTable *self)
{
  g_signal_emit (self, signals[PILE_ACTIVATED], 0, (gint) SCHOTT_PILE_DISCARD);
}

static void
on_fast_track_clicked_cb (GtkButton       *button,
                          SchottGameTable *self)
{
  g_signal_emit (self, signals[FAST_TRACK_ACTIVATED], 0);
}

static void
on_event_card_clicked_cb (GtkButton       *button,
                          SchottGameTable *self)
{
  for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
    if (self->event_cards[s] == GTK_WIDGET (button))
      g_signal_emit (self, signals[EVENT_ACTIVATED], 0, s);
}

static GdkContentProvider *
drag_prepare (SchottGameTable  *self,
              GtkDragSource    *source,
              double            x,
              double            y,
              SchottPileSource  pile)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr(GdkPaintable) paintable = NULL;

  if (self->model == NULL || schott_game_model_get_is_over (self->model)
      || !schott_game_model_get_human_decides (self->model)
      || !(pile == SCHOTT_PILE_DISCARD ? self->drag_discard : self->drag_draw))
    return NULL;
  paintable = gtk_widget_paintable_new (widget);
  gtk_drag_source_set_icon (source, paintable, x, y);
  return gdk_content_provider_new_typed (G_TYPE_INT, pile);
}

/* The draw pile and the drawn card give a card of the draw pile, the
 * discard pile its top card (schott-game-table.ui). */
static GdkContentProvider *
on_draw_drag_prepare_cb (GtkDragSource   *source,
                         double           x,
                         double           y,
                         SchottGameTable *self)
{
  return drag_prepare (self, source, x, y, SCHOTT_PILE_DRAW);
}

static GdkContentProvider *
on_discard_drag_prepare_cb (GtkDragSource   *source,
                            double           x,
                            double           y,
                            SchottGameTable *self)
{
  return drag_prepare (self, source, x, y, SCHOTT_PILE_DISCARD);
}

/* ---------------------------------------------------------- overrides */

static void
set_orientation (SchottGameTable *self,
                 GtkOrientation   orientation)
{
  if (self->orientation == orientation)
    return;
  self->orientation = orientation;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->table_box), orientation);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->table_separator),
                                  orientation == GTK_ORIENTATION_HORIZONTAL
                                    ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORIENTATION]);
}

static void
schott_game_table_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SchottGameTable *self = SCHOTT_GAME_TABLE (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, schott_game_table_get_model (self));
      break;
    case PROP_COMPACT:
      g_value_set_boolean (value, schott_game_table_get_compact (self));
      break;
    case PROP_ORIENTATION:
      g_value_set_enum (value, self->orientation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_game_table_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  SchottGameTable *self = SCHOTT_GAME_TABLE (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      schott_game_table_set_model (self, g_value_get_object (value));
      break;
    case PROP_COMPACT:
      schott_game_table_set_compact (self, g_value_get_boolean (value));
      break;
    case PROP_ORIENTATION:
      set_orientation (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_game_table_dispose (GObject *object)
{
  SchottGameTable *self = SCHOTT_GAME_TABLE (object);

  g_clear_object (&self->model);
  g_clear_object (&self->content);
  gtk_widget_dispose_template (GTK_WIDGET (self), SCHOTT_TYPE_GAME_TABLE);
  G_OBJECT_CLASS (schott_game_table_parent_class)->dispose (object);
}

static void
schott_game_table_class_init (SchottGameTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_game_table_dispose;
  object_class->get_property = schott_game_table_get_property;
  object_class->set_property = schott_game_table_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, SCHOTT_TYPE_GAME_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, PROP_ORIENTATION, properties);
  g_object_class_override_property (object_class, PROP_ORIENTATION, "orientation");
  properties[PROP_ORIENTATION] = g_object_class_find_property (object_class, "orientation");

  signals[PILE_ACTIVATED] =
    g_signal_new ("pile-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[EVENT_ACTIVATED] =
    g_signal_new ("event-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[FAST_TRACK_ACTIVATED] =
    g_signal_new ("fast-track-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (SCHOTT_TYPE_CARD_WIDGET);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-game-table.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottGameTable, table_box);
  gtk_widget_class_bind_template_child (widget_class, SchottGameTable, table_separator);
  gtk_widget_class_bind_template_child (widget_class, SchottGameTable, draw_card);
  gtk_widget_class_bind_template_child (widget_class, SchottGameTable, discard_card);
  gtk_widget_class_bind_template_child (widget_class, SchottGameTable, drawn_card);
  gtk_widget_class_bind_template_child (widget_class, SchottGameTable, drawn_box);
  gtk_widget_class_bind_template_child (widget_class, SchottGameTable, drawn_label_stack);
  gtk_widget_class_bind_template_child (widget_class, SchottGameTable, events_box);
  gtk_widget_class_bind_template_child (widget_class, SchottGameTable, events_label);
  gtk_widget_class_bind_template_child (widget_class, SchottGameTable, event_cards_box);
  gtk_widget_class_bind_template_child (widget_class, SchottGameTable, fast_track_button);
  gtk_widget_class_bind_template_child (widget_class, SchottGameTable, fast_track_stack);
  gtk_widget_class_bind_template_callback (widget_class, on_draw_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_discard_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_fast_track_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_draw_drag_prepare_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_discard_drag_prepare_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "schottgametable");
}

/* The event cards: as many as a variant may give (update_events() shows
 * those of the game). */
static void
schott_game_table_init (SchottGameTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->orientation = GTK_ORIENTATION_HORIZONTAL;

  schott_card_widget_set_size (self->draw_card, "large");
  schott_card_widget_set_face_down (self->draw_card, TRUE);
  schott_card_widget_set_size (self->discard_card, "large");
  schott_card_widget_set_size (self->drawn_card, "large");
  for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
    {
      GtkWidget *card = schott_card_widget_new ();

      schott_card_widget_set_size (SCHOTT_CARD_WIDGET (card), "event");
      schott_card_widget_set_face_down (SCHOTT_CARD_WIDGET (card), TRUE);
      g_signal_connect (card, "clicked", G_CALLBACK (on_event_card_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->event_cards_box), card);
      self->event_cards[s] = card;
    }
}

/* -------------------------------------------------------------- API */

SchottGameModel *
schott_game_table_get_model (SchottGameTable *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_TABLE (self), NULL);
  return self->model;
}

void
schott_game_table_set_model (SchottGameTable *self,
                             SchottGameModel *model)
{
  g_return_if_fail (SCHOTT_IS_GAME_TABLE (self));
  g_return_if_fail (model == NULL || SCHOTT_IS_GAME_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  self->drag_draw = self->drag_discard = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

void
schott_game_table_set_content (SchottGameTable *self,
                               SchottContent   *content)
{
  g_return_if_fail (SCHOTT_IS_GAME_TABLE (self));
  g_set_object (&self->content, content);
}

gboolean
schott_game_table_get_compact (SchottGameTable *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_TABLE (self), FALSE);
  return self->compact;
}

void
schott_game_table_set_compact (SchottGameTable *self,
                               gboolean         compact)
{
  g_return_if_fail (SCHOTT_IS_GAME_TABLE (self));

  compact = !!compact;
  if (self->compact == compact)
    return;
  self->compact = compact;
  gtk_box_set_spacing (GTK_BOX (self->table_box), compact ? 8 : 12);
  /* a phone: the event cards name themselves on their backs, and the
   * heading's line lets Fast Track under them stay on show beside the
   * guided game's coach (issue 27) */
  gtk_widget_set_visible (self->events_label, !compact);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

void
schott_game_table_set_card_sizes (SchottGameTable *self,
                                  int              pile_width,
                                  int              pile_height,
                                  int              event_width)
{
  GtkWidget *piles[] = { GTK_WIDGET (self->draw_card), GTK_WIDGET (self->discard_card),
                         GTK_WIDGET (self->drawn_card) };

  g_return_if_fail (SCHOTT_IS_GAME_TABLE (self));

  for (guint i = 0; i < G_N_ELEMENTS (piles); i++)
    gtk_widget_set_size_request (piles[i], pile_width, pile_height);
  for (guint s = 0; s < SCHOTT_MAX_EVENTS_PER_PLAYER; s++)
    gtk_widget_set_size_request (self->event_cards[s], event_width, pile_height);
}

void
schott_game_table_update (SchottGameTable *self,
                          gint             focus,
                          gboolean         human,
                          gboolean         discard_taken,
                          gint             e8_which)
{
  SchottDecisionKind decision;
  SchottPlayer *player;

  g_return_if_fail (SCHOTT_IS_GAME_TABLE (self));

  if (self->model == NULL || focus < 0 || (guint) focus >= schott_game_model_get_n_players (self->model))
    return;
  decision = schott_game_model_get_decision (self->model);
  player = schott_game_model_get_player (self->model, focus);
  update_piles (self, decision, human, discard_taken, e8_which);
  update_events (self, player, focus, human && decision == SCHOTT_DECISION_TURN);
}

GtkWidget *
schott_game_table_get_pile (SchottGameTable  *self,
                            SchottPileSource  pile)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_TABLE (self), NULL);
  return pile == SCHOTT_PILE_DISCARD ? GTK_WIDGET (self->discard_card) : GTK_WIDGET (self->draw_card);
}

GtkWidget *
schott_game_table_get_card_source (SchottGameTable *self,
                                   gboolean         from_discard)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_TABLE (self), NULL);

  if (from_discard)
    return GTK_WIDGET (self->discard_card);
  if (gtk_widget_get_mapped (self->drawn_box) && gtk_widget_get_opacity (self->drawn_box) > 0)
    return GTK_WIDGET (self->drawn_card);
  return GTK_WIDGET (self->draw_card);
}

void
schott_game_table_focus_piles (SchottGameTable *self)
{
  g_return_if_fail (SCHOTT_IS_GAME_TABLE (self));
  gtk_widget_grab_focus (gtk_widget_get_sensitive (GTK_WIDGET (self->discard_card))
                         ? GTK_WIDGET (self->discard_card) : GTK_WIDGET (self->draw_card));
}

gboolean
schott_game_table_focus_choice (SchottGameTable    *self,
                                const SchottChoice *choice)
{
  GtkWidget *target = NULL;

  g_return_val_if_fail (SCHOTT_IS_GAME_TABLE (self), FALSE);
  g_return_val_if_fail (choice != NULL, FALSE);

  switch (choice->action)
    {
    case SCHOTT_ACT_DRAW:
      target = GTK_WIDGET (self->draw_card);
      break;
    case SCHOTT_ACT_TAKE_DISCARD:
    case SCHOTT_ACT_DISCARD_DRAWN:
      target = GTK_WIDGET (self->discard_card);
      break;
    case SCHOTT_ACT_EVENT:
      if (choice->a >= 0 && choice->a < SCHOTT_MAX_EVENTS_PER_PLAYER)
        target = self->event_cards[choice->a];
      break;
    case SCHOTT_ACT_FAST_TRACK:
      target = self->fast_track_button;
      break;
    default:
      break;
    }
  if (target == NULL || !gtk_widget_is_sensitive (target) || !gtk_widget_get_visible (target))
    return FALSE;
  return gtk_widget_grab_focus (target);
}
