/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-game-over.c: the result of a SCHOTT game: the winners, the
 * standings with each figure's place on the route, and a table of the
 * fields each figure moved stage by stage (its columns add up to the
 * figures' fields). */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-game-over.h"
#include "schott-strings.h"

struct _SchottGameOver
{
  AdwDialog   parent_instance;

  GtkLabel   *title_label;
  GtkLabel   *description_label;
  GtkListBox *standings_list;
  GtkWidget  *stages_group;
  GtkGrid    *stages_grid;
  GtkButton  *play_again_button;

  /* "result.show" in the window it was presented in: the way back from
   * Show Board (the game view's banner, Escape); host is the widget it
   * is presented over again */
  GtkWidget          *host;     /* weak */
  GtkWidget          *window;   /* weak: where "result" is inserted */
  GSimpleActionGroup *host_actions;

  char       *title;
  guint       n_players;
  gint        order[SCHOTT_MAX_PLAYERS];
  guint       n_stage_rows;     /* table rows below the header, total included */
};

G_DEFINE_FINAL_TYPE (SchottGameOver, schott_game_over, ADW_TYPE_DIALOG)

enum
{
  PLAY_AGAIN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Ahead first: the winners, then the furthest on the route, then (the
 * classic game, no route) the longest ascending row; seats in order. */
static void
sort_standings (SchottGameModel *model,
                gint            *order,
                guint            n)
{
  guint mask = schott_game_model_get_winner_mask (model);

  for (guint p = 0; p < n; p++)
    order[p] = (gint) p;
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0; j--)
      {
        gint a = order[j - 1], b = order[j];
        gint key_a[3] = { (mask >> a) & 1, schott_game_model_get_figure (model, a),
                          (gint) schott_player_get_prefix (schott_game_model_get_player (model, a)) };
        gint key_b[3] = { (mask >> b) & 1, schott_game_model_get_figure (model, b),
                          (gint) schott_player_get_prefix (schott_game_model_get_player (model, b)) };
        gboolean swap = FALSE;

        for (guint k = 0; k < 3; k++)
          if (key_a[k] != key_b[k])
            {
              swap = key_b[k] > key_a[k];
              break;
            }
        if (!swap)
          break;
        order[j - 1] = b;
        order[j] = a;
      }
}

static char *
build_title (SchottGameModel *model,
             guint           *n_winners)
{
  g_autoptr(GString) winners = g_string_new (NULL);
  guint mask = schott_game_model_get_winner_mask (model);

  *n_winners = 0;
  for (guint p = 0; p < schott_game_model_get_n_players (model); p++)
    if (mask & (1u << p))
      {
        if (*n_winners > 0)
          g_string_append (winners, _(" and "));
        g_string_append (winners, schott_player_get_name (schott_game_model_get_player (model, p)));
        (*n_winners)++;
      }
  if (*n_winners == 0)
    return g_strdup (_("Game Over"));
  return g_strdup_printf (ngettext ("%s wins!", "%s win!", *n_winners), winners->str);
}

static void
fill_pill (cairo_t *cr,
           double   width,
           double   height)
{
  double radius = height / 2.0;

  cairo_new_sub_path (cr);
  cairo_arc (cr, radius, radius, radius, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (cr, width - radius, radius, radius, 3 * G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* What a route bar draws: how far the figure came, in its colour. */
typedef struct
{
  double  fraction;
  char   *colour;
} RouteBar;

static void
route_bar_free (gpointer data)
{
  RouteBar *bar = data;

  g_free (bar->colour);
  g_free (bar);
}

/* The figure's way along the route, in its colour over a faint track. */
static void
draw_route_bar (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        user_data)
{
  const RouteBar *bar = user_data;
  double fraction = CLAMP (bar->fraction, 0.0, 1.0);
  GdkRGBA fg, rgba;

  gtk_widget_get_color (GTK_WIDGET (area), &fg);
  schott_color_parse (bar->colour, &rgba);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.15);
  fill_pill (cr, width, height);
  if (fraction <= 0.0)
    return;
  gdk_cairo_set_source_rgba (cr, &rgba);
  fill_pill (cr, MAX (width * fraction, height), height);
}

static GtkWidget *
standing_row_new (SchottGameModel *model,
                  guint            place,
                  guint            seat)
{
  SchottPlayer *player = schott_game_model_get_player (model, seat);
  guint route = schott_game_model_get_route_length (model);
  gint field = schott_game_model_get_figure (model, seat);
  g_autofree char *place_text = g_strdup_printf ("%u", place);
  g_autofree char *where = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *accessible = NULL;
  GtkWidget *row, *grid, *place_label, *name_label, *detail_label, *bar;

  if (schott_player_get_is_computer (player))
    kind = g_strdup (schott_seat_kind_label (1 + schott_player_get_level (player)));
  else
    kind = g_strdup (schott_seat_kind_label (0));
  if (route == 0)
    where = g_strdup_printf (ngettext ("%u ascending card", "%u ascending cards",
                                       schott_player_get_prefix (player)),
                             schott_player_get_prefix (player));
  else if (field >= (gint) route)
    where = g_strdup (_("at the finish"));
  else
    /* Translators: where a figure ended, e.g. "field 31 of 40, 9 to the finish" */
    where = g_strdup_printf (ngettext ("field %d of %u, %u to the finish",
                                       "field %d of %u, %u to the finish",
                                       route - (guint) MAX (field, 0)),
                             field, route, route - (guint) MAX (field, 0));

  row = gtk_list_box_row_new ();
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_widget_set_margin_top (grid, 8);
  gtk_widget_set_margin_bottom (grid, 10);
  gtk_widget_set_margin_start (grid, 12);
  gtk_widget_set_margin_end (grid, 12);

  place_label = gtk_label_new (place_text);
  gtk_widget_add_css_class (place_label, "title-2");
  gtk_widget_add_css_class (place_label, "numeric");
  gtk_widget_set_valign (place_label, GTK_ALIGN_CENTER);
  gtk_label_set_width_chars (GTK_LABEL (place_label), 2);
  gtk_grid_attach (GTK_GRID (grid), place_label, 0, 0, 1, 3);

  name_label = gtk_label_new (schott_player_get_name (player));
  gtk_label_set_xalign (GTK_LABEL (name_label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (name_label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (name_label, TRUE);
  gtk_widget_add_css_class (name_label, "heading");
  gtk_grid_attach (GTK_GRID (grid), name_label, 1, 0, 1, 1);

  {
    /* Translators: a seat's kind and where its figure ended, e.g.
     * "Computer (Hard) · field 31 of 40, 9 to the finish" */
    g_autofree char *detail = g_strdup_printf (_("%s · %s"), kind, where);

    detail_label = gtk_label_new (detail);
  }
  gtk_label_set_xalign (GTK_LABEL (detail_label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (detail_label), TRUE);
  gtk_widget_add_css_class (detail_label, "dim-label");
  gtk_widget_add_css_class (detail_label, "caption");
  gtk_grid_attach (GTK_GRID (grid), detail_label, 1, 1, 1, 1);

  if (route > 0)
    {
      RouteBar *drawn = g_new0 (RouteBar, 1);

      bar = gtk_drawing_area_new ();
      gtk_widget_set_size_request (bar, -1, 8);
      gtk_widget_set_margin_top (bar, 4);
      drawn->fraction = (double) MAX (field, 0) / route;
      drawn->colour = g_strdup (schott_player_get_colour (player));
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (bar), draw_route_bar, drawn, route_bar_free);
      gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL, where, -1);
      gtk_grid_attach (GTK_GRID (grid), bar, 1, 2, 1, 1);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), grid);

  /* Translators: a place in the standings read out whole, e.g.
   * "1. Anna, Person, at the finish" */
  accessible = g_strdup_printf (_("%u. %s, %s, %s"), place, schott_player_get_name (player), kind, where);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  return row;
}

static GtkWidget *
cell_new (const char *text,
          gboolean    heading,
          float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_add_css_class (label, "numeric");
  if (heading)
    gtk_widget_add_css_class (label, "heading");
  return label;
}

static char *
signed_text (gint value)
{
  /* a true minus sign, and a plus for moves forward */
  if (value > 0)
    return g_strdup_printf ("+%d", value);
  if (value < 0)
    return g_strdup_printf ("−%d", -value);
  return g_strdup ("0");
}

static void
fill_stage_table (SchottGameOver  *self,
                  SchottGameModel *model)
{
  GtkWidget *child;
  guint n = self->n_players;
  guint n_rows = schott_game_model_get_n_stage_rows (model);
  gint total[SCHOTT_MAX_PLAYERS] = { 0, };

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->stages_grid))) != NULL)
    gtk_grid_remove (self->stages_grid, child);

  gtk_grid_attach (self->stages_grid, cell_new (_("Stage"), TRUE, 0.0), 0, 0, 1, 1);
  for (guint p = 0; p < n; p++)
    {
      const char *name = schott_player_get_name (schott_game_model_get_player (model, p));
      GtkWidget *header = cell_new (name, TRUE, 1.0);

      gtk_label_set_ellipsize (GTK_LABEL (header), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (header), 8);
      gtk_label_set_width_chars (GTK_LABEL (header), 4);
      gtk_widget_set_hexpand (header, TRUE);
      gtk_widget_set_tooltip_text (header, name);
      gtk_grid_attach (self->stages_grid, header, (int) p + 1, 0, 1, 1);
    }
  for (guint r = 0; r < n_rows; r++)
    {
      gint moves[SCHOTT_MAX_PLAYERS] = { 0, };
      guint stage = schott_game_model_get_stage_row (model, r, moves);
      g_autofree char *stage_text = NULL;

      /* Translators: the stage table's row for the moves of a game
       * resumed from an older version's save, before it was resumed */
      stage_text = stage == 0 ? g_strdup (C_("stage", "Earlier")) : g_strdup_printf ("%u", stage);
      gtk_grid_attach (self->stages_grid, cell_new (stage_text, FALSE, 0.0), 0, (int) r + 1, 1, 1);
      for (guint p = 0; p < n; p++)
        {
          g_autofree char *text = signed_text (moves[p]);

          total[p] += moves[p];
          gtk_grid_attach (self->stages_grid, cell_new (text, FALSE, 1.0), (int) p + 1, (int) r + 1, 1, 1);
        }
    }
  gtk_grid_attach (self->stages_grid, cell_new (_("Total"), TRUE, 0.0), 0, (int) n_rows + 1, 1, 1);
  for (guint p = 0; p < n; p++)
    {
      g_autofree char *text = g_strdup_printf ("%d", total[p]);

      gtk_grid_attach (self->stages_grid, cell_new (text, TRUE, 1.0), (int) p + 1, (int) n_rows + 1, 1, 1);
    }
  self->n_stage_rows = n_rows + 1;
}

static void
on_play_again_clicked_cb (GtkButton      *button,
                          SchottGameOver *self)
{
  g_signal_emit (self, signals[PLAY_AGAIN], 0);
}

static void
show_board_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  adw_dialog_close (ADW_DIALOG (widget));
}

static void
set_show_enabled (SchottGameOver *self,
                  gboolean        enabled)
{
  GAction *show = g_action_map_lookup_action (G_ACTION_MAP (self->host_actions), "show");

  g_simple_action_set_enabled (G_SIMPLE_ACTION (show), enabled);
}

/* Back from the board to the sheet, over the widget it was shown over. */
static void
on_show_activated_cb (GSimpleAction  *action,
                      GVariant       *parameter,
                      SchottGameOver *self)
{
  if (self->host != NULL && gtk_widget_get_parent (GTK_WIDGET (self)) == NULL)
    schott_game_over_present (self, self->host);
}

/* While the sheet is up there is nothing to go back to. */
static void
on_map_cb (GtkWidget      *widget,
           SchottGameOver *self)
{
  set_show_enabled (self, FALSE);
}

static void
on_closed_cb (AdwDialog      *dialog,
              SchottGameOver *self)
{
  set_show_enabled (self, self->host != NULL);
}

/* The actions go to the window, not to host: GTK links a widget's
 * actions to those of an ancestor that had none when the widget's were
 * made (the game view's "game." actions) past it. */
static void
set_host (SchottGameOver *self,
          GtkWidget      *host)
{
  GtkWidget *window = host != NULL ? GTK_WIDGET (gtk_widget_get_root (host)) : NULL;

  g_set_weak_pointer (&self->host, host);
  if (self->window == window)
    return;
  if (self->window != NULL)
    gtk_widget_insert_action_group (self->window, "result", NULL);
  g_set_weak_pointer (&self->window, window);
  if (window != NULL)
    gtk_widget_insert_action_group (window, "result", G_ACTION_GROUP (self->host_actions));
}

static void
schott_game_over_finalize (GObject *object)
{
  SchottGameOver *self = SCHOTT_GAME_OVER (object);

  g_clear_pointer (&self->title, g_free);
  G_OBJECT_CLASS (schott_game_over_parent_class)->finalize (object);
}

static void
schott_game_over_dispose (GObject *object)
{
  SchottGameOver *self = SCHOTT_GAME_OVER (object);

  set_host (self, NULL);
  g_clear_object (&self->host_actions);
  gtk_widget_dispose_template (GTK_WIDGET (object), SCHOTT_TYPE_GAME_OVER);
  G_OBJECT_CLASS (schott_game_over_parent_class)->dispose (object);
}

static void
schott_game_over_class_init (SchottGameOverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_game_over_dispose;
  object_class->finalize = schott_game_over_finalize;

  signals[PLAY_AGAIN] = g_signal_new ("play-again", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-game-over.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottGameOver, title_label);
  gtk_widget_class_bind_template_child (widget_class, SchottGameOver, description_label);
  gtk_widget_class_bind_template_child (widget_class, SchottGameOver, standings_list);
  gtk_widget_class_bind_template_child (widget_class, SchottGameOver, stages_group);
  gtk_widget_class_bind_template_child (widget_class, SchottGameOver, stages_grid);
  gtk_widget_class_bind_template_child (widget_class, SchottGameOver, play_again_button);
  gtk_widget_class_bind_template_callback (widget_class, on_play_again_clicked_cb);
  gtk_widget_class_install_action (widget_class, "game-over.show-board", NULL, show_board_action);
}

static void
schott_game_over_init (SchottGameOver *self)
{
  GSimpleAction *show = g_simple_action_new ("show", NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->host_actions = g_simple_action_group_new ();
  g_simple_action_set_enabled (show, FALSE);
  g_signal_connect_object (show, "activate", G_CALLBACK (on_show_activated_cb), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self->host_actions), G_ACTION (show));
  g_object_unref (show);
  g_signal_connect (self, "map", G_CALLBACK (on_map_cb), self);
  g_signal_connect (self, "closed", G_CALLBACK (on_closed_cb), self);
}

SchottGameOver *
schott_game_over_new (void)
{
  return g_object_new (SCHOTT_TYPE_GAME_OVER, NULL);
}

void
schott_game_over_set_model (SchottGameOver  *self,
                            SchottGameModel *model)
{
  g_autoptr(GString) description = g_string_new (NULL);
  guint n_winners, stages;

  g_return_if_fail (SCHOTT_IS_GAME_OVER (self));
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (model));

  self->n_players = schott_game_model_get_n_players (model);
  g_free (self->title);
  self->title = build_title (model, &n_winners);
  gtk_label_set_text (self->title_label, self->title);
  adw_dialog_set_title (ADW_DIALOG (self), self->title);

  stages = schott_game_model_get_stage (model);
  if (n_winners > 1)
    {
      g_string_append (description, _("A tie: they reached the finish together."));
      g_string_append_c (description, '\n');
    }
  g_string_append_printf (description, ngettext ("%u stage played", "%u stages played", stages), stages);
  gtk_label_set_text (self->description_label, description->str);

  sort_standings (model, self->order, self->n_players);
  gtk_list_box_remove_all (self->standings_list);
  for (guint i = 0; i < self->n_players; i++)
    gtk_list_box_append (self->standings_list, standing_row_new (model, i + 1, (guint) self->order[i]));

  /* the classic game has no route: nothing moves */
  gtk_widget_set_visible (self->stages_group, schott_game_model_get_route_length (model) > 0);
  fill_stage_table (self, model);
}

void
schott_game_over_present (SchottGameOver *self,
                          GtkWidget      *parent)
{
  g_return_if_fail (SCHOTT_IS_GAME_OVER (self));
  g_return_if_fail (parent == NULL || GTK_IS_WIDGET (parent));

  set_host (self, parent);
  adw_dialog_present (ADW_DIALOG (self), parent);
  adw_dialog_set_focus (ADW_DIALOG (self), GTK_WIDGET (self->play_again_button));
}

const char *
schott_game_over_get_title (SchottGameOver *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_OVER (self), NULL);
  return self->title != NULL ? self->title : "";
}

gint
schott_game_over_get_standing (SchottGameOver *self,
                               guint           place)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_OVER (self), -1);
  return place < self->n_players ? self->order[place] : -1;
}

guint
schott_game_over_get_n_stage_rows (SchottGameOver *self)
{
  g_return_val_if_fail (SCHOTT_IS_GAME_OVER (self), 0);
  return self->n_stage_rows;
}

const char *
schott_game_over_get_stage_cell (SchottGameOver *self,
                                 guint           row,
                                 guint           seat)
{
  GtkWidget *cell;

  g_return_val_if_fail (SCHOTT_IS_GAME_OVER (self), NULL);
  if (row >= self->n_stage_rows || seat >= self->n_players)
    return NULL;
  cell = gtk_grid_get_child_at (self->stages_grid, (int) seat + 1, (int) row + 1);
  return cell != NULL ? gtk_label_get_text (GTK_LABEL (cell)) : NULL;
}
