/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-prompt-bar.c: the banner that tells the person what to do. It
 * keeps the room of its prompt's lines, shows the hint and its buttons,
 * and reports a button's click as "choice-activated": the view decides. */
#include "config.h"

#include "schott-prompt-bar.h"

#define MAX_CHOICES (SCHOTT_MAX_PLAYERS + 2)

struct _SchottPromptBar
{
  GtkWidget        parent_instance;

  GtkWidget       *prompt_box;
  GtkWidget       *prompt_label;
  GtkWidget       *hint_label;
  GtkWidget       *choice_box;
  GtkWidget       *hint_button;

  SchottGameModel *model;
  gboolean         compact;
  struct
  {
    GtkWidget     *button;
    SchottAction   action;
    gint           a;
  }                choices[MAX_CHOICES];
  guint            n_choices;
};

G_DEFINE_FINAL_TYPE (SchottPromptBar, schott_prompt_bar, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_MODEL, PROP_COMPACT, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { CHOICE_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The prompt keeps room for two lines (three on a phone's narrow banner),
 * in its own font: a prompt of more lines than the last one does not
 * shrink the board, nor one of fewer grow it (issue 27, item 4). */
static void
reserve_prompt_lines (SchottPromptBar *self)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (self->prompt_label,
                                                                  self->compact ? "X\nX\nX" : "X\nX");
  int height = 0;

  pango_layout_get_pixel_size (layout, NULL, &height);
  gtk_widget_set_size_request (self->prompt_label, -1, height);
}

static void
on_decision_changed_cb (SchottGameModel *model,
                        SchottPromptBar *self)
{
  /* a hint is for the decision it was asked on */
  schott_prompt_bar_set_hint (self, NULL);
}

static void
on_choice_clicked_cb (GtkButton       *button,
                      SchottPromptBar *self)
{
  for (guint i = 0; i < self->n_choices; i++)
    if (self->choices[i].button == GTK_WIDGET (button))
      {
        g_signal_emit (self, signals[CHOICE_ACTIVATED], 0,
                       (gint) self->choices[i].action, self->choices[i].a);
        return;
      }
}

static void
schott_prompt_bar_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SchottPromptBar *self = SCHOTT_PROMPT_BAR (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, schott_prompt_bar_get_model (self));
      break;
    case PROP_COMPACT:
      g_value_set_boolean (value, schott_prompt_bar_get_compact (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_prompt_bar_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  SchottPromptBar *self = SCHOTT_PROMPT_BAR (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      schott_prompt_bar_set_model (self, g_value_get_object (value));
      break;
    case PROP_COMPACT:
      schott_prompt_bar_set_compact (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_prompt_bar_dispose (GObject *object)
{
  SchottPromptBar *self = SCHOTT_PROMPT_BAR (object);

  schott_prompt_bar_set_model (self, NULL);
  self->n_choices = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), SCHOTT_TYPE_PROMPT_BAR);
  G_OBJECT_CLASS (schott_prompt_bar_parent_class)->dispose (object);
}

static void
schott_prompt_bar_class_init (SchottPromptBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_prompt_bar_dispose;
  object_class->get_property = schott_prompt_bar_get_property;
  object_class->set_property = schott_prompt_bar_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, SCHOTT_TYPE_GAME_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHOICE_ACTIVATED] =
    g_signal_new ("choice-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-prompt-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottPromptBar, prompt_box);
  gtk_widget_class_bind_template_child (widget_class, SchottPromptBar, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, SchottPromptBar, hint_label);
  gtk_widget_class_bind_template_child (widget_class, SchottPromptBar, choice_box);
  gtk_widget_class_bind_template_child (widget_class, SchottPromptBar, hint_button);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "schottpromptbar");
}

static void
schott_prompt_bar_init (SchottPromptBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  reserve_prompt_lines (self);
}

SchottGameModel *
schott_prompt_bar_get_model (SchottPromptBar *self)
{
  g_return_val_if_fail (SCHOTT_IS_PROMPT_BAR (self), NULL);
  return self->model;
}

void
schott_prompt_bar_set_model (SchottPromptBar *self,
                             SchottGameModel *model)
{
  g_return_if_fail (SCHOTT_IS_PROMPT_BAR (self));
  g_return_if_fail (model == NULL || SCHOTT_IS_GAME_MODEL (model));

  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  if (model != NULL)
    g_signal_connect (model, "decision-changed", G_CALLBACK (on_decision_changed_cb), self);
  schott_prompt_bar_set_hint (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

gboolean
schott_prompt_bar_get_compact (SchottPromptBar *self)
{
  g_return_val_if_fail (SCHOTT_IS_PROMPT_BAR (self), FALSE);
  return self->compact;
}

void
schott_prompt_bar_set_compact (SchottPromptBar *self,
                               gboolean         compact)
{
  g_return_if_fail (SCHOTT_IS_PROMPT_BAR (self));

  compact = !!compact;
  if (self->compact == compact)
    return;
  self->compact = compact;
  reserve_prompt_lines (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

void
schott_prompt_bar_set_prompt (SchottPromptBar *self,
                              const char      *prompt)
{
  g_return_if_fail (SCHOTT_IS_PROMPT_BAR (self));

  gtk_label_set_text (GTK_LABEL (self->prompt_label), prompt != NULL ? prompt : "");
  /* the font may have changed since (a language, a text scale) */
  reserve_prompt_lines (self);
}

void
schott_prompt_bar_clear_choices (SchottPromptBar *self)
{
  GtkWidget *child;

  g_return_if_fail (SCHOTT_IS_PROMPT_BAR (self));

  while ((child = gtk_widget_get_first_child (self->choice_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->choice_box), child);
  self->n_choices = 0;
}

void
schott_prompt_bar_add_choice (SchottPromptBar *self,
                              const char      *label,
                              SchottAction     action,
                              gint             a,
                              gboolean         suggested)
{
  GtkWidget *button;

  g_return_if_fail (SCHOTT_IS_PROMPT_BAR (self));
  g_return_if_fail (label != NULL);
  g_return_if_fail (self->n_choices < MAX_CHOICES);

  button = gtk_button_new_with_label (label);
  self->choices[self->n_choices].button = button;
  self->choices[self->n_choices].action = action;
  self->choices[self->n_choices].a = a;
  self->n_choices++;
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect (button, "clicked", G_CALLBACK (on_choice_clicked_cb), self);
  gtk_box_append (GTK_BOX (self->choice_box), button);
}

void
schott_prompt_bar_set_hint (SchottPromptBar *self,
                            const char      *hint)
{
  g_return_if_fail (SCHOTT_IS_PROMPT_BAR (self));

  if (hint == NULL)
    {
      gtk_widget_set_visible (self->hint_label, FALSE);
      return;
    }
  gtk_label_set_text (GTK_LABEL (self->hint_label), hint);
  gtk_widget_set_visible (self->hint_label, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hint_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, hint, -1);
}

gboolean
schott_prompt_bar_focus_first_choice (SchottPromptBar *self)
{
  GtkWidget *first;

  g_return_val_if_fail (SCHOTT_IS_PROMPT_BAR (self), FALSE);

  first = gtk_widget_get_first_child (self->choice_box);
  if (first == NULL)
    return FALSE;
  gtk_widget_grab_focus (first);
  return TRUE;
}

GtkWidget *
schott_prompt_bar_get_hint_label (SchottPromptBar *self)
{
  g_return_val_if_fail (SCHOTT_IS_PROMPT_BAR (self), NULL);
  return self->hint_label;
}
