/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-move-log.c: the move log. It lists the model's log through a
 * slice its view sizes (the lines of a dialog not yet shown wait), says
 * when there are no moves yet, and follows the newest line while it is
 * on screen. */
#include "config.h"

#include "schott-log-line.h"
#include "schott-move-log.h"

struct _SchottMoveLog
{
  GtkWidget          parent_instance;

  GtkWidget         *log_box;     /* the template's child: unparented in dispose */
  GtkSliceListModel *log_shown;
  GtkListView       *log_view;
  GtkWidget         *log_scroller;
  GtkWidget         *log_empty_label;

  SchottGameModel   *model;
  guint              scroll_id;
};

G_DEFINE_FINAL_TYPE (SchottMoveLog, schott_move_log, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_MODEL, N_PROPS };
static GParamSpec *properties[N_PROPS];

static gboolean
scroll_log_cb (gpointer user_data)
{
  SchottMoveLog *self = user_data;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->log_scroller));

  self->scroll_id = 0;
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
  return G_SOURCE_REMOVE;
}

/* A new line shows at the foot, where the log is scrolled to, while the
 * log is on screen (a hidden one is scrolled when it maps). */
static void
on_log_items_changed_cb (GListModel    *list,
                         guint          position,
                         guint          removed,
                         guint          added,
                         SchottMoveLog *self)
{
  if (self->scroll_id == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->scroll_id = g_timeout_add (50, scroll_log_cb, self);
}

/* The log's empty state (schott-move-log.ui) */
static gboolean
n_items_is_zero (SchottMoveLog *self,
                 guint          n_items)
{
  return n_items == 0;
}

static void
schott_move_log_map (GtkWidget *widget)
{
  SchottMoveLog *self = SCHOTT_MOVE_LOG (widget);

  GTK_WIDGET_CLASS (schott_move_log_parent_class)->map (widget);
  if (self->scroll_id == 0)
    self->scroll_id = g_timeout_add (50, scroll_log_cb, self);
}

static void
schott_move_log_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SchottMoveLog *self = SCHOTT_MOVE_LOG (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, schott_move_log_get_model (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_move_log_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  SchottMoveLog *self = SCHOTT_MOVE_LOG (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      schott_move_log_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_move_log_dispose (GObject *object)
{
  SchottMoveLog *self = SCHOTT_MOVE_LOG (object);

  g_clear_handle_id (&self->scroll_id, g_source_remove);
  if (self->log_view != NULL)
    schott_move_log_set_model (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), SCHOTT_TYPE_MOVE_LOG);
  G_OBJECT_CLASS (schott_move_log_parent_class)->dispose (object);
}

static void
schott_move_log_class_init (SchottMoveLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_move_log_dispose;
  object_class->get_property = schott_move_log_get_property;
  object_class->set_property = schott_move_log_set_property;
  widget_class->map = schott_move_log_map;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, SCHOTT_TYPE_GAME_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (SCHOTT_TYPE_LOG_LINE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-move-log.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottMoveLog, log_box);
  gtk_widget_class_bind_template_child (widget_class, SchottMoveLog, log_shown);
  gtk_widget_class_bind_template_child (widget_class, SchottMoveLog, log_view);
  gtk_widget_class_bind_template_child (widget_class, SchottMoveLog, log_scroller);
  gtk_widget_class_bind_template_child (widget_class, SchottMoveLog, log_empty_label);
  gtk_widget_class_bind_template_callback (widget_class, on_log_items_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, n_items_is_zero);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "schottmovelog");
}

static void
schott_move_log_init (SchottMoveLog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

SchottGameModel *
schott_move_log_get_model (SchottMoveLog *self)
{
  g_return_val_if_fail (SCHOTT_IS_MOVE_LOG (self), NULL);
  return self->model;
}

void
schott_move_log_set_model (SchottMoveLog   *self,
                           SchottGameModel *model)
{
  g_autoptr(GtkNoSelection) selection = NULL;

  g_return_if_fail (SCHOTT_IS_MOVE_LOG (self));
  g_return_if_fail (model == NULL || SCHOTT_IS_GAME_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  gtk_list_view_set_model (self->log_view, NULL);
  gtk_slice_list_model_set_model (self->log_shown, model != NULL ? schott_game_model_get_move_log (model) : NULL);
  if (model != NULL)
    {
      selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->log_shown)));
      gtk_list_view_set_model (self->log_view, GTK_SELECTION_MODEL (selection));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

GtkSliceListModel *
schott_move_log_get_shown (SchottMoveLog *self)
{
  g_return_val_if_fail (SCHOTT_IS_MOVE_LOG (self), NULL);
  return self->log_shown;
}
