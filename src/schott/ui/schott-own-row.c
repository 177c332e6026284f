/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-own-row.c: the large row under the table. A player's row is
 * built when it is first shown: at the start of a game only one of them
 * is needed (the person's), and in a game of computers the others come
 * one per turn instead of all in the first frame. */
#include "config.h"

#include "schott-own-row.h"

struct _SchottOwnRow
{
  GtkWidget        parent_instance;

  GtkStack        *large_rows;

  SchottGameModel *model;
  GPtrArray       *rows;          /* SchottRowView * a player, NULL until built */
  gboolean         stacked;
  int              card_width;
  int              card_height;
};

G_DEFINE_FINAL_TYPE (SchottOwnRow, schott_own_row, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_MODEL, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { POSITION_ACTIVATED, CARD_DROPPED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
fit (SchottOwnRow  *self,
     SchottRowView *row)
{
  schott_row_view_set_stacked (row, self->stacked);
  schott_row_view_set_card_size (row, self->card_width, self->card_height);
}

static void
on_position_activated_cb (SchottRowView *row,
                          guint          pos,
                          SchottOwnRow  *self)
{
  g_signal_emit (self, signals[POSITION_ACTIVATED], 0, row, pos);
}

static gboolean
on_card_dropped_cb (SchottRowView *row,
                    guint          pos,
                    gint           source,
                    SchottOwnRow  *self)
{
  gboolean taken = FALSE;

  g_signal_emit (self, signals[CARD_DROPPED], 0, row, pos, source, &taken);
  return taken;
}

static void
clear_rows (SchottOwnRow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->large_rows))) != NULL)
    gtk_stack_remove (self->large_rows, child);
  g_ptr_array_set_size (self->rows, 0);
}

static void
schott_own_row_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SchottOwnRow *self = SCHOTT_OWN_ROW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, schott_own_row_get_model (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_own_row_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  SchottOwnRow *self = SCHOTT_OWN_ROW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      schott_own_row_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_own_row_dispose (GObject *object)
{
  SchottOwnRow *self = SCHOTT_OWN_ROW (object);

  if (self->large_rows != NULL)
    clear_rows (self);
  g_clear_object (&self->model);
  gtk_widget_dispose_template (GTK_WIDGET (self), SCHOTT_TYPE_OWN_ROW);
  G_OBJECT_CLASS (schott_own_row_parent_class)->dispose (object);
}

static void
schott_own_row_finalize (GObject *object)
{
  SchottOwnRow *self = SCHOTT_OWN_ROW (object);

  g_ptr_array_unref (self->rows);
  G_OBJECT_CLASS (schott_own_row_parent_class)->finalize (object);
}

static void
schott_own_row_class_init (SchottOwnRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_own_row_dispose;
  object_class->finalize = schott_own_row_finalize;
  object_class->get_property = schott_own_row_get_property;
  object_class->set_property = schott_own_row_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, SCHOTT_TYPE_GAME_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[POSITION_ACTIVATED] =
    g_signal_new ("position-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, SCHOTT_TYPE_ROW_VIEW, G_TYPE_UINT);
  signals[CARD_DROPPED] =
    g_signal_new ("card-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 3, SCHOTT_TYPE_ROW_VIEW, G_TYPE_UINT, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-own-row.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottOwnRow, large_rows);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "schottownrow");
}

static void
schott_own_row_init (SchottOwnRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
}

SchottGameModel *
schott_own_row_get_model (SchottOwnRow *self)
{
  g_return_val_if_fail (SCHOTT_IS_OWN_ROW (self), NULL);
  return self->model;
}

void
schott_own_row_set_model (SchottOwnRow    *self,
                          SchottGameModel *model)
{
  g_return_if_fail (SCHOTT_IS_OWN_ROW (self));
  g_return_if_fail (model == NULL || SCHOTT_IS_GAME_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  clear_rows (self);
  if (model != NULL)
    g_ptr_array_set_size (self->rows, schott_game_model_get_n_players (model));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

SchottRowView *
schott_own_row_peek_row (SchottOwnRow *self,
                         gint          player)
{
  g_return_val_if_fail (SCHOTT_IS_OWN_ROW (self), NULL);

  if (player < 0 || (guint) player >= self->rows->len)
    return NULL;
  return g_ptr_array_index (self->rows, player);
}

SchottRowView *
schott_own_row_get_row (SchottOwnRow *self,
                        gint          player)
{
  GtkWidget *row;
  g_autofree char *page = NULL;

  g_return_val_if_fail (SCHOTT_IS_OWN_ROW (self), NULL);

  if (self->model == NULL || player < 0 || (guint) player >= self->rows->len)
    return NULL;
  if (g_ptr_array_index (self->rows, player) != NULL)
    return g_ptr_array_index (self->rows, player);

  row = schott_row_view_new (schott_game_model_get_player (self->model, player), TRUE);
  page = g_strdup_printf ("p%d", player);
  g_signal_connect (row, "position-activated", G_CALLBACK (on_position_activated_cb), self);
  g_signal_connect (row, "card-dropped", G_CALLBACK (on_card_dropped_cb), self);
  fit (self, SCHOTT_ROW_VIEW (row));
  gtk_stack_add_named (self->large_rows, row, page);
  g_ptr_array_index (self->rows, player) = row;
  return SCHOTT_ROW_VIEW (row);
}

SchottRowView *
schott_own_row_show (SchottOwnRow *self,
                     gint          player)
{
  SchottRowView *row;

  g_return_val_if_fail (SCHOTT_IS_OWN_ROW (self), NULL);

  row = schott_own_row_get_row (self, player);
  if (row != NULL)
    gtk_stack_set_visible_child (self->large_rows, GTK_WIDGET (row));
  return row;
}

SchottRowView *
schott_own_row_peek_shown (SchottOwnRow *self,
                           gint          player)
{
  SchottRowView *row;

  g_return_val_if_fail (SCHOTT_IS_OWN_ROW (self), NULL);

  row = schott_own_row_peek_row (self, player);
  if (row == NULL || gtk_stack_get_visible_child (self->large_rows) != GTK_WIDGET (row))
    return NULL;
  return row;
}

void
schott_own_row_set_fit (SchottOwnRow *self,
                        gboolean      stacked,
                        int           card_width,
                        int           card_height)
{
  g_return_if_fail (SCHOTT_IS_OWN_ROW (self));

  self->stacked = !!stacked;
  self->card_width = card_width;
  self->card_height = card_height;
  for (guint p = 0; p < self->rows->len; p++)
    if (g_ptr_array_index (self->rows, p) != NULL)
      fit (self, g_ptr_array_index (self->rows, p));
}
