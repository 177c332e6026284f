/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-welcome-page.c: the first page a newcomer sees, and later the way to
 * see every game at once (the main menu's Welcome). It knows the games
 * only through their descriptions (sw-game.h): a picture, a name, one
 * line of what the game is; the window does what the buttons ask. */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-welcome-page.h"

typedef struct
{
  SwGame    *game;       /* the window's, which outlives the page's use */
  GtkWidget *card;
  GtkGrid   *grid;
  GtkWidget *picture;
  GtkWidget *title;
  GtkWidget *summary;
  GtkWidget *buttons;
  GtkButton *play;
  GtkButton *rules;
  GtkButton *resume;
  GtkButton *guide;      /* its guided first game, if it has one */
} Card;

struct _SwWelcomePage
{
  AdwBin     parent_instance;

  GtkLabel  *title;
  GtkBox    *games_box;
  GArray    *cards;      /* Card */
  gboolean   narrow;
  int        focus_card; /* the last game's */
};

G_DEFINE_FINAL_TYPE (SwWelcomePage, sw_welcome_page, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_NARROW,
  N_PROPS
};

enum
{
  PLAY,
  RULES,
  RESUME,
  GUIDED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Wide: the picture above the name and the line; narrow: the name
 * beside a smaller picture and the line across the card below them, so
 * that both games fit on a phone's screen, in every language. */
static void
lay_out_card (SwWelcomePage *self,
              Card          *card)
{
  GtkWidget *children[] = { card->picture, card->title, card->summary, card->buttons, GTK_WIDGET (card->guide) };

  /* held while they move: the grid lets go of them */
  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    {
      g_object_ref (children[i]);
      if (gtk_widget_get_parent (children[i]) != NULL)
        gtk_grid_remove (card->grid, children[i]);
    }
  if (self->narrow)
    {
      gtk_widget_set_size_request (card->picture, 112, 70);
      gtk_widget_set_valign (card->picture, GTK_ALIGN_START);
      /* the guided game under the name, beside the picture: both games
       * and their buttons still fit on a phone's screen */
      gtk_grid_attach (card->grid, card->picture, 0, 0, 1, 2);
      gtk_grid_attach (card->grid, card->title, 1, 0, 1, 1);
      gtk_grid_attach (card->grid, GTK_WIDGET (card->guide), 1, 1, 1, 1);
      gtk_grid_attach (card->grid, card->summary, 0, 2, 2, 1);
      gtk_grid_attach (card->grid, card->buttons, 0, 3, 2, 1);
    }
  else
    {
      gtk_widget_set_size_request (card->picture, 240, 150);
      gtk_widget_set_valign (card->picture, GTK_ALIGN_FILL);
      gtk_grid_attach (card->grid, card->picture, 0, 0, 1, 1);
      gtk_grid_attach (card->grid, card->title, 0, 1, 1, 1);
      gtk_grid_attach (card->grid, card->summary, 0, 2, 1, 1);
      gtk_grid_attach (card->grid, card->buttons, 0, 3, 1, 1);
      gtk_grid_attach (card->grid, GTK_WIDGET (card->guide), 0, 4, 1, 1);
    }
  /* narrow: the name right beside the picture; wide: the buttons of both
   * cards on one line, however many lines their texts take */
  gtk_widget_set_halign (card->picture, self->narrow ? GTK_ALIGN_START : GTK_ALIGN_FILL);
  gtk_label_set_xalign (GTK_LABEL (card->title), self->narrow ? 0.0 : 0.5);
  gtk_widget_set_vexpand (card->summary, !self->narrow);
  gtk_label_set_justify (GTK_LABEL (card->summary), self->narrow ? GTK_JUSTIFY_LEFT : GTK_JUSTIFY_CENTER);
  gtk_label_set_xalign (GTK_LABEL (card->summary), self->narrow ? 0.0 : 0.5);
  gtk_widget_set_halign (card->buttons, self->narrow ? GTK_ALIGN_END : GTK_ALIGN_CENTER);
  gtk_widget_set_halign (GTK_WIDGET (card->guide), self->narrow ? GTK_ALIGN_START : GTK_ALIGN_CENTER);
  gtk_widget_set_valign (GTK_WIDGET (card->guide), self->narrow ? GTK_ALIGN_START : GTK_ALIGN_FILL);
  gtk_widget_set_valign (card->title, self->narrow ? GTK_ALIGN_END : GTK_ALIGN_FILL);
  /* a phone's screen holds both games with buttons of the usual height */
  for (GtkWidget *b = gtk_widget_get_first_child (card->buttons); b != NULL; b = gtk_widget_get_next_sibling (b))
    if (self->narrow)
      gtk_widget_remove_css_class (b, "pill");
    else
      gtk_widget_add_css_class (b, "pill");
  if (self->narrow)
    gtk_widget_remove_css_class (GTK_WIDGET (card->guide), "pill");
  else
    gtk_widget_add_css_class (GTK_WIDGET (card->guide), "pill");
  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    g_object_unref (children[i]);
}

static Card *
card_of_button (SwWelcomePage *self,
                GtkButton     *button)
{
  for (guint i = 0; i < self->cards->len; i++)
    {
      Card *card = &g_array_index (self->cards, Card, i);

      if (card->play == button || card->rules == button || card->resume == button
          || card->guide == button)
        return card;
    }
  return NULL;
}

static void
on_button_clicked_cb (GtkButton     *button,
                      SwWelcomePage *self)
{
  Card *card = card_of_button (self, button);

  if (card == NULL)
    return;
  if (button == card->play)
    g_signal_emit (self, signals[PLAY], 0, card->game);
  else if (button == card->rules)
    g_signal_emit (self, signals[RULES], 0, card->game);
  else if (button == card->guide)
    g_signal_emit (self, signals[GUIDED], 0, card->game);
  else
    g_signal_emit (self, signals[RESUME], 0, card->game);
}

/* A button whose name for a screen reader says which game it is for; in
 * box, or (NULL) for the card's grid. */
static GtkButton *
card_button (SwWelcomePage *self,
             const char    *label,
             const char    *accessible,
             GtkWidget     *box)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_widget_add_css_class (button, "pill");
  /* the button's own label names it through "labelled-by", which would
   * win over the label property: the name with the game's is the one */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  g_signal_connect (button, "clicked", G_CALLBACK (on_button_clicked_cb), self);
  if (box != NULL)
    gtk_box_append (GTK_BOX (box), button);
  return GTK_BUTTON (button);
}

/* A picture (an SVG) is rendered on a worker: gdk_texture_new_from_bytes()
 * may run on any thread, and librsvg on the main thread took a third of
 * what the window itself costs to start (callgrind). The card shows it a
 * moment after the window appears. */
static void
load_picture_thread (GTask        *task,
                     gpointer      source,
                     gpointer      task_data,
                     GCancellable *cancellable)
{
  GError *error = NULL;
  GdkTexture *texture = gdk_texture_new_from_bytes (task_data, &error);

  if (texture != NULL)
    g_task_return_pointer (task, texture, g_object_unref);
  else
    g_task_return_error (task, error);
}

static void
on_picture_loaded_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autofree char *path = user_data;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;

  texture = g_task_propagate_pointer (G_TASK (result), &error);
  if (texture != NULL)
    gtk_picture_set_paintable (GTK_PICTURE (source), GDK_PAINTABLE (texture));
  else
    /* the same as the theme's icons then: not worth a warning more */
    g_debug ("The picture %s cannot be shown: %s", path, error->message);
}

static void
load_picture (GtkPicture *picture,
              const char *path)
{
  /* not gtk_picture_set_resource(): a missing SVG loader would abort */
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr(GTask) task = NULL;

  if (bytes == NULL)
    {
      g_debug ("The picture %s is not in the resources", path);
      return;
    }
  task = g_task_new (picture, NULL, on_picture_loaded_cb, g_strdup (path));
  g_task_set_source_tag (task, load_picture);
  g_task_set_task_data (task, g_steal_pointer (&bytes), (GDestroyNotify) g_bytes_unref);
  g_task_run_in_thread (task, load_picture_thread);
}

static void
add_card (SwWelcomePage *self,
          SwGame        *game)
{
  const SwGameDescription *d = sw_game_describe (game);
  const char *name = _(d->name);
  g_autofree char *play_name = NULL;
  g_autofree char *rules_name = NULL;
  g_autofree char *resume_name = NULL;
  g_autofree char *guide_name = NULL;
  Card card = { game, };

  card.card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (card.card, "card");
  card.grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_row_spacing (card.grid, 12);
  gtk_grid_set_column_spacing (card.grid, 12);
  g_object_set (card.grid, "margin-top", 12, "margin-bottom", 12, "margin-start", 12, "margin-end", 12, NULL);
  gtk_box_append (GTK_BOX (card.card), GTK_WIDGET (card.grid));

  /* the picture says nothing the name does not: a screen reader skips it */
  card.picture = g_object_new (GTK_TYPE_PICTURE, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                               "can-shrink", TRUE, NULL);
  gtk_picture_set_content_fit (GTK_PICTURE (card.picture), GTK_CONTENT_FIT_CONTAIN);
  if (d->picture != NULL)
    load_picture (GTK_PICTURE (card.picture), d->picture);

  card.title = g_object_new (GTK_TYPE_LABEL, "label", name, "wrap", TRUE, "hexpand", TRUE,
                             "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING, NULL);
  gtk_widget_add_css_class (card.title, "title-2");
  gtk_accessible_update_property (GTK_ACCESSIBLE (card.title), GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
  card.summary = gtk_label_new (d->summary != NULL ? _(d->summary) : NULL);
  gtk_label_set_wrap (GTK_LABEL (card.summary), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (card.summary), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (card.summary), 40);
  gtk_widget_set_valign (card.summary, GTK_ALIGN_START);

  card.buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* Translators: read by a screen reader for a game's Rules button; %s is
   * the game's name */
  rules_name = g_strdup_printf (_("Rules of %s"), name);
  card.rules = card_button (self, _("Rules"), rules_name, card.buttons);
  /* Translators: read by a screen reader; %s is the game's name */
  resume_name = g_strdup_printf (_("Continue %s"), name);
  card.resume = card_button (self, _("Resume"), resume_name, card.buttons);
  gtk_widget_set_visible (GTK_WIDGET (card.resume), FALSE);
  /* Translators: read by a screen reader for a game's Play button; %s is
   * the game's name */
  play_name = g_strdup_printf (_("Play %s"), name);
  card.play = card_button (self, _("Play"), play_name, card.buttons);
  /* The guided first game: a line of its own, so that the other buttons
   * keep to one line on a phone. Shown when the game has one. */
  /* Translators: read by a screen reader for a game's "Learn by
   * Playing" button; %s is the game's name */
  guide_name = g_strdup_printf (_("Learn %s by playing a guided first game"), name);
  card.guide = card_button (self, _("Learn by Playing"), guide_name, NULL);
  gtk_widget_set_tooltip_text (GTK_WIDGET (card.guide), _("A first game in which the hints explain every step"));
  gtk_widget_set_visible (GTK_WIDGET (card.guide), sw_game_has_guide (game));

  g_array_append_val (self->cards, card);
  lay_out_card (self, &g_array_index (self->cards, Card, self->cards->len - 1));
  gtk_box_append (self->games_box, card.card);
}

static void
sw_welcome_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SwWelcomePage *self = SW_WELCOME_PAGE (object);

  switch (prop_id)
    {
    case PROP_NARROW:
      g_value_set_boolean (value, self->narrow);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_welcome_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  SwWelcomePage *self = SW_WELCOME_PAGE (object);

  switch (prop_id)
    {
    case PROP_NARROW:
      sw_welcome_page_set_narrow (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_welcome_page_finalize (GObject *object)
{
  SwWelcomePage *self = SW_WELCOME_PAGE (object);

  g_clear_pointer (&self->cards, g_array_unref);
  G_OBJECT_CLASS (sw_welcome_page_parent_class)->finalize (object);
}

static void
sw_welcome_page_class_init (SwWelcomePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sw_welcome_page_get_property;
  object_class->set_property = sw_welcome_page_set_property;
  object_class->finalize = sw_welcome_page_finalize;

  properties[PROP_NARROW] = g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[PLAY] = g_signal_new ("play", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 1, SW_TYPE_GAME);
  signals[RULES] = g_signal_new ("rules", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, SW_TYPE_GAME);
  /* "Learn by Playing": the game's guided first game */
  signals[GUIDED] = g_signal_new ("guided", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, SW_TYPE_GAME);
  signals[RESUME] = g_signal_new ("resume", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, SW_TYPE_GAME);

  /* No dispose_template: the scrolled window is the bin's child, which
   * AdwBin lets go of itself. */
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/sw-welcome-page.ui");
  gtk_widget_class_bind_template_child (widget_class, SwWelcomePage, title);
  gtk_widget_class_bind_template_child (widget_class, SwWelcomePage, games_box);
}

static void
sw_welcome_page_init (SwWelcomePage *self)
{
  self->cards = g_array_new (FALSE, TRUE, sizeof (Card));
  gtk_widget_init_template (GTK_WIDGET (self));
}

void
sw_welcome_page_set_games (SwWelcomePage *self,
                           GPtrArray     *games)
{
  g_return_if_fail (SW_IS_WELCOME_PAGE (self));
  g_return_if_fail (games != NULL);
  g_return_if_fail (self->cards->len == 0);

  for (guint i = 0; i < games->len; i++)
    if (sw_game_describe (g_ptr_array_index (games, i))->name != NULL)
      add_card (self, g_ptr_array_index (games, i));
}

void
sw_welcome_page_update (SwWelcomePage *self,
                        const char    *last)
{
  g_return_if_fail (SW_IS_WELCOME_PAGE (self));

  self->focus_card = 0;
  for (guint i = 0; i < self->cards->len; i++)
    if (g_strcmp0 (sw_game_get_id (g_array_index (self->cards, Card, i).game), last) == 0)
      self->focus_card = (int) i;
  for (guint i = 0; i < self->cards->len; i++)
    {
      Card *card = &g_array_index (self->cards, Card, i);
      gboolean waiting = sw_game_has_unfinished (card->game);

      gtk_widget_set_visible (GTK_WIDGET (card->resume), waiting);
      /* the game chosen last is the one a Return plays (or continues) */
      gtk_widget_remove_css_class (GTK_WIDGET (card->play), "suggested-action");
      gtk_widget_remove_css_class (GTK_WIDGET (card->resume), "suggested-action");
      if ((int) i == self->focus_card)
        gtk_widget_add_css_class (GTK_WIDGET (waiting ? card->resume : card->play), "suggested-action");
      /* offered to a newcomer; once left or finished it stays, quieter */
      gtk_widget_set_visible (GTK_WIDGET (card->guide), sw_game_has_guide (card->game));
      if (sw_game_guide_done (card->game))
        gtk_widget_add_css_class (GTK_WIDGET (card->guide), "flat");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (card->guide), "flat");
    }
}

void
sw_welcome_page_focus (SwWelcomePage *self)
{
  Card *card;

  g_return_if_fail (SW_IS_WELCOME_PAGE (self));
  if (self->cards->len == 0)
    return;
  card = &g_array_index (self->cards, Card, self->focus_card);
  gtk_widget_grab_focus (GTK_WIDGET (gtk_widget_get_visible (GTK_WIDGET (card->resume)) ? card->resume
                                                                                         : card->play));
}

void
sw_welcome_page_set_narrow (SwWelcomePage *self,
                            gboolean       narrow)
{
  g_return_if_fail (SW_IS_WELCOME_PAGE (self));

  narrow = !!narrow;
  if (self->narrow == narrow)
    return;
  self->narrow = narrow;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->games_box),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_remove_css_class (GTK_WIDGET (self->title), narrow ? "title-1" : "title-2");
  gtk_widget_add_css_class (GTK_WIDGET (self->title), narrow ? "title-2" : "title-1");
  for (guint i = 0; i < self->cards->len; i++)
    lay_out_card (self, &g_array_index (self->cards, Card, i));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
}

gboolean
sw_welcome_page_get_narrow (SwWelcomePage *self)
{
  g_return_val_if_fail (SW_IS_WELCOME_PAGE (self), FALSE);
  return self->narrow;
}

GtkButton *
sw_welcome_page_get_button (SwWelcomePage *self,
                            const char    *id,
                            const char    *which)
{
  g_return_val_if_fail (SW_IS_WELCOME_PAGE (self), NULL);

  for (guint i = 0; i < self->cards->len; i++)
    {
      Card *card = &g_array_index (self->cards, Card, i);

      if (g_strcmp0 (sw_game_get_id (card->game), id) != 0)
        continue;
      if (g_strcmp0 (which, "play") == 0)
        return card->play;
      if (g_strcmp0 (which, "rules") == 0)
        return card->rules;
      if (g_strcmp0 (which, "resume") == 0)
        return card->resume;
      if (g_strcmp0 (which, "guide") == 0)
        return card->guide;
    }
  return NULL;
}

GtkPicture *
sw_welcome_page_get_picture (SwWelcomePage *self,
                             const char    *id)
{
  g_return_val_if_fail (SW_IS_WELCOME_PAGE (self), NULL);
  for (guint i = 0; i < self->cards->len; i++)
    {
      Card *card = &g_array_index (self->cards, Card, i);

      if (g_strcmp0 (sw_game_get_id (card->game), id) == 0)
        return GTK_PICTURE (card->picture);
    }
  return NULL;
}
