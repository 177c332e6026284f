/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-problems.c: the editor page's problems list and the
 * per-language completeness, from a validation on a worker. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-editor-problems.h"
#include "sw-language.h"

#define MAX_PROBLEM_ROWS 200
#define VALIDATE_DELAY_MS 300

/* Where activating a row of the list leads. */
typedef struct
{
  gint     question;   /* pack position, -1 for the pack */
  char    *lang;       /* the problem's language, or NULL */
  gboolean id_clash;   /* the row of an id clash: to Pack Details */
} ProblemTarget;

struct _SchottEditorProblems
{
  GtkBox           parent_instance;

  GtkFlowBox      *completeness_box;
  GtkLabel        *problems_heading;
  GtkListBox      *problems_list;

  SchottPackModel *model;
  SchottContent   *content;
  GArray          *targets;          /* ProblemTarget, one per row */
  char            *free_id;          /* the id the clash row's button gives */
  guint            validate_id;
  GCancellable    *validate_cancellable;
  guint64          validated_serial; /* change serial of the problems shown */
  guint            validated_errors;
  gboolean         validated;
};

G_DEFINE_FINAL_TYPE (SchottEditorProblems, schott_editor_problems, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_MODEL,
  PROP_CONTENT,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_QUESTION_ACTIVATED,
  SIGNAL_DETAILS_REQUESTED,
  SIGNAL_MESSAGE,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void
clear_target (gpointer data)
{
  ProblemTarget *target = data;

  g_free (target->lang);
}

static void
add_target (SchottEditorProblems *self, gint question, const char *lang, gboolean id_clash)
{
  ProblemTarget target = { question, g_strdup (lang), id_clash };

  g_array_append_val (self->targets, target);
}

/* The fix of an id clash: an id no pack has, and the title numbered as
 * a copy's, so both packs can be told apart on New Game. */
static void
on_use_free_id_clicked_cb (GtkButton *button, SchottEditorProblems *self)
{
  const SchottPack *pack;
  g_autofree char *text = NULL;

  if (self->free_id == NULL || self->model == NULL)
    return;
  schott_pack_model_make_copy (self->model, self->free_id);
  pack = schott_pack_model_get_pack (self->model);
  /* TRANSLATORS: %s: the pack's new title, then its new id */
  text = g_strdup_printf (_("The pack is now “%s” (id %s); save it to play it"),
                          schott_pack_localized (pack, pack->title, schott_pack_model_get_display_lang (self->model)),
                          pack->id);
  g_signal_emit (self, signals[SIGNAL_MESSAGE], 0, text);
}

/* Another pack file has this pack's id: the first row, with its fix. */
static void
add_clash_row (SchottEditorProblems *self, const char *clash)
{
  AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  g_autofree char *label = NULL;
  GtkWidget *button;

  g_free (self->free_id);
  self->free_id = schott_content_dup_free_pack_id (schott_editor_problems_get_content (self),
                                                   schott_pack_model_get_pack (self->model)->id);
  /* TRANSLATORS: the button that fixes an id clash; %s: the new id */
  label = g_strdup_printf (_("Use “%s”"), self->free_id);
  button = gtk_button_new_with_label (label);
  gtk_widget_add_css_class (icon, "warning");
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Warning"), -1);
  adw_action_row_add_prefix (row, icon);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), clash);
  adw_action_row_set_subtitle (row, _("The pack · or change the id in Pack Details"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect (button, "clicked", G_CALLBACK (on_use_free_id_clicked_cb), self);
  adw_action_row_add_suffix (row, button);
  gtk_widget_set_name (GTK_WIDGET (row), "id-clash");
  /* the row itself opens Pack Details, with the id to change */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  add_target (self, -1, NULL, TRUE);
  gtk_list_box_append (self->problems_list, GTK_WIDGET (row));
}

static void
on_problem_activated_cb (GtkListBox *box, GtkListBoxRow *row, SchottEditorProblems *self)
{
  guint i = (guint) gtk_list_box_row_get_index (row);
  const ProblemTarget *target;

  if (i >= self->targets->len)
    return;
  target = &g_array_index (self->targets, ProblemTarget, i);
  if (target->id_clash)
    g_signal_emit (self, signals[SIGNAL_DETAILS_REQUESTED], 0);
  else if (target->question >= 0)
    g_signal_emit (self, signals[SIGNAL_QUESTION_ACTIVATED], 0, (guint) target->question, target->lang);
}

/* Shows a validation's problems and per-language completeness. */
static void
show_validation (SchottEditorProblems *self, SchottValidation *validation)
{
  GPtrArray *problems = validation->problems;
  const SchottPack *p = schott_pack_model_get_pack (self->model);
  GtkWidget *child;
  g_autofree char *heading = NULL;
  g_autofree char *clash = schott_editor_problems_dup_id_clash (self);
  guint n_shown;

  self->validated = TRUE;
  self->validated_serial = validation->serial;
  self->validated_errors = validation->n_errors;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems_list))) != NULL)
    gtk_list_box_remove (self->problems_list, child);
  g_array_set_size (self->targets, 0);
  g_clear_pointer (&self->free_id, g_free);
  if (clash != NULL)
    add_clash_row (self, clash);
  for (guint i = 0; i < problems->len && i < MAX_PROBLEM_ROWS; i++)
    {
      SchottProblem *problem = g_ptr_array_index (problems, i);
      AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
      GtkWidget *icon = gtk_image_new_from_icon_name (problem->severity == SCHOTT_PROBLEM_ERROR
                                                      ? "dialog-error-symbolic"
                                                      : "dialog-warning-symbolic");
      g_autofree char *subtitle = NULL;

      gtk_widget_add_css_class (icon, problem->severity == SCHOTT_PROBLEM_ERROR ? "error" : "warning");
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      problem->severity == SCHOTT_PROBLEM_ERROR ? _("Error") : _("Warning"), -1);
      adw_action_row_add_prefix (row, icon);
      /* plain text before the message goes in: it quotes the file's
       * markup ("<categories>") */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), problem->message);
      if (problem->question >= 0 && (guint) problem->question < p->questions->len)
        {
          const SchottQuestion *q = g_ptr_array_index (p->questions, problem->question);

          /* TRANSLATORS: where a problem is: "question 12 (glass-012)" */
          subtitle = g_strdup_printf (_("Question %d (%s)%s%s"), problem->question + 1, q->id,
                                      problem->lang ? " · " : "", problem->lang ? problem->lang : "");
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
          adw_action_row_add_suffix (row, gtk_image_new_from_icon_name ("go-next-symbolic"));
        }
      else
        subtitle = g_strdup (_("The pack"));
      adw_action_row_set_subtitle (row, subtitle);
      add_target (self, problem->question, problem->lang, FALSE);
      gtk_list_box_append (self->problems_list, GTK_WIDGET (row));
    }
  n_shown = problems->len + (clash != NULL);
  if (n_shown == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No problems: the pack can be saved and played."));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("object-select-symbolic"));
      gtk_list_box_append (self->problems_list, row);
    }
  else if (problems->len > MAX_PROBLEM_ROWS)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *more = g_strdup_printf (ngettext ("and %u more problem", "and %u more problems",
                                                         problems->len - MAX_PROBLEM_ROWS),
                                               problems->len - MAX_PROBLEM_ROWS);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), more);
      gtk_list_box_append (self->problems_list, row);
    }
  /* TRANSLATORS: heading of the problems list: "Problems (3 errors, 5 in all)" */
  heading = n_shown == 0 ? g_strdup (_("Problems"))
            : g_strdup_printf (ngettext ("Problems (%u error, %u in all)", "Problems (%u errors, %u in all)",
                                         validation->n_errors),
                               validation->n_errors, n_shown);
  gtk_label_set_text (self->problems_heading, heading);

  /* per-language completeness: "zh-CN 48 of 60" */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->completeness_box))) != NULL)
    gtk_flow_box_remove (self->completeness_box, child);
  for (guint l = 0; l < validation->n_languages && l < p->languages->len; l++)
    {
      const char *lang = g_ptr_array_index (p->languages, l);
      guint done = validation->complete[l];
      guint outdated = validation->outdated != NULL ? validation->outdated[l] : 0;
      /* TRANSLATORS: translation progress of one language: "zh-CN 48 of 60" */
      g_autofree char *text = outdated == 0
        ? g_strdup_printf (_("%s %u of %u"), lang, done, validation->n_questions)
        /* TRANSLATORS: translation progress with questions whose source
         * text changed since: "de 85 of 87, 2 outdated" */
        : g_strdup_printf (_("%s %u of %u, %u outdated"), lang, done, validation->n_questions, outdated);
      GtkWidget *label = gtk_label_new (text);

      gtk_widget_add_css_class (label, "editor-chip");
      if (done < validation->n_questions || outdated > 0)
        gtk_widget_add_css_class (label, "editor-chip-incomplete");
      gtk_flow_box_append (self->completeness_box, label);
    }
}

static void
on_validated_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (SchottValidation) validation = NULL;
  SchottEditorProblems *self;

  validation = schott_pack_model_validate_finish (SCHOTT_PACK_MODEL (source), result, NULL);
  /* NULL: cancelled, by a newer state or because the pane went away */
  if (validation == NULL)
    return;
  self = data;
  if (SCHOTT_PACK_MODEL (source) != self->model
      || validation->serial != schott_pack_model_get_change_serial (self->model))
    return;
  g_clear_object (&self->validate_cancellable);
  show_validation (self, validation);
}

static void
cancel_validation (SchottEditorProblems *self)
{
  g_clear_handle_id (&self->validate_id, g_source_remove);
  g_cancellable_cancel (self->validate_cancellable);
  g_clear_object (&self->validate_cancellable);
}

/* Validation of a large pack takes a while: it runs on a worker; the
 * result is shown unless a newer state superseded it. */
static void
validate_later (SchottEditorProblems *self)
{
  g_cancellable_cancel (self->validate_cancellable);
  g_clear_object (&self->validate_cancellable);
  self->validate_cancellable = g_cancellable_new ();
  schott_pack_model_validate_async (self->model, self->validate_cancellable, on_validated_cb, self);
}

static gboolean
on_validate_timeout_cb (gpointer data)
{
  SchottEditorProblems *self = data;

  self->validate_id = 0;
  validate_later (self);
  return G_SOURCE_REMOVE;
}

static void
on_model_changed_cb (SchottPackModel *model, SchottEditorProblems *self)
{
  schott_editor_problems_schedule (self);
}

static void
on_content_changed_cb (SchottContent *content, SchottEditorProblems *self)
{
  /* another pack may have taken or given up this pack's id */
  if (self->model != NULL)
    schott_editor_problems_schedule (self);
}

static void
schott_editor_problems_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SchottEditorProblems *self = SCHOTT_EDITOR_PROBLEMS (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_CONTENT:
      g_value_set_object (value, self->content);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_editor_problems_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SchottEditorProblems *self = SCHOTT_EDITOR_PROBLEMS (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      schott_editor_problems_set_model (self, g_value_get_object (value));
      break;
    case PROP_CONTENT:
      schott_editor_problems_set_content (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_editor_problems_dispose (GObject *object)
{
  SchottEditorProblems *self = SCHOTT_EDITOR_PROBLEMS (object);

  cancel_validation (self);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  if (self->content != NULL)
    g_signal_handlers_disconnect_by_data (self->content, self);
  g_clear_object (&self->model);
  g_clear_object (&self->content);
  G_OBJECT_CLASS (schott_editor_problems_parent_class)->dispose (object);
}

static void
schott_editor_problems_finalize (GObject *object)
{
  SchottEditorProblems *self = SCHOTT_EDITOR_PROBLEMS (object);

  g_array_unref (self->targets);
  g_free (self->free_id);
  G_OBJECT_CLASS (schott_editor_problems_parent_class)->finalize (object);
}

static void
schott_editor_problems_class_init (SchottEditorProblemsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = schott_editor_problems_get_property;
  object_class->set_property = schott_editor_problems_set_property;
  object_class->dispose = schott_editor_problems_dispose;
  object_class->finalize = schott_editor_problems_finalize;

  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, SCHOTT_TYPE_PACK_MODEL,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                | G_PARAM_STATIC_STRINGS);
  properties[PROP_CONTENT] = g_param_spec_object ("content", NULL, NULL, SCHOTT_TYPE_CONTENT,
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_QUESTION_ACTIVATED] = g_signal_new ("question-activated", G_TYPE_FROM_CLASS (klass),
                                                     G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                                     G_TYPE_UINT, G_TYPE_STRING);
  signals[SIGNAL_DETAILS_REQUESTED] = g_signal_new ("details-requested", G_TYPE_FROM_CLASS (klass),
                                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-editor-problems.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottEditorProblems, completeness_box);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorProblems, problems_heading);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorProblems, problems_list);
  gtk_widget_class_bind_template_callback (widget_class, on_problem_activated_cb);
}

static void
schott_editor_problems_init (SchottEditorProblems *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->targets = g_array_new (FALSE, FALSE, sizeof (ProblemTarget));
  g_array_set_clear_func (self->targets, clear_target);
}

SchottPackModel *
schott_editor_problems_get_model (SchottEditorProblems *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_PROBLEMS (self), NULL);
  return self->model;
}

void
schott_editor_problems_set_model (SchottEditorProblems *self, SchottPackModel *model)
{
  g_return_if_fail (SCHOTT_IS_EDITOR_PROBLEMS (self));
  g_return_if_fail (model == NULL || SCHOTT_IS_PACK_MODEL (model));
  if (self->model == model)
    return;
  cancel_validation (self);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  self->validated = FALSE;
  if (model != NULL)
    {
      g_signal_connect (model, "changed", G_CALLBACK (on_model_changed_cb), self);
      validate_later (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

SchottContent *
schott_editor_problems_get_content (SchottEditorProblems *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_PROBLEMS (self), NULL);
  if (self->content == NULL)
    {
      g_autoptr (SchottContent) content = schott_content_new ();

      schott_content_ensure_loaded (content);
      schott_editor_problems_set_content (self, content);
    }
  return self->content;
}

void
schott_editor_problems_set_content (SchottEditorProblems *self, SchottContent *content)
{
  g_return_if_fail (SCHOTT_IS_EDITOR_PROBLEMS (self));
  g_return_if_fail (content == NULL || SCHOTT_IS_CONTENT (content));
  if (self->content == content)
    return;
  if (self->content != NULL)
    g_signal_handlers_disconnect_by_data (self->content, self);
  g_set_object (&self->content, content);
  if (content != NULL)
    g_signal_connect (content, "changed", G_CALLBACK (on_content_changed_cb), self);
  if (self->model != NULL)
    schott_editor_problems_schedule (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONTENT]);
}

void
schott_editor_problems_schedule (SchottEditorProblems *self)
{
  g_return_if_fail (SCHOTT_IS_EDITOR_PROBLEMS (self));
  /* the result in flight is already out of date */
  cancel_validation (self);
  self->validate_id = g_timeout_add (VALIDATE_DELAY_MS, on_validate_timeout_cb, self);
}

guint
schott_editor_problems_count_errors (SchottEditorProblems *self)
{
  g_autoptr (SchottValidation) validation = NULL;

  g_return_val_if_fail (SCHOTT_IS_EDITOR_PROBLEMS (self), 0);
  g_return_val_if_fail (self->model != NULL, 0);
  if (self->validated && self->validated_serial == schott_pack_model_get_change_serial (self->model)
      && self->validate_cancellable == NULL && self->validate_id == 0)
    return self->validated_errors;
  cancel_validation (self);
  validation = schott_pack_model_validate_full (self->model);
  show_validation (self, validation);
  return validation->n_errors;
}

char *
schott_editor_problems_dup_id_clash (SchottEditorProblems *self)
{
  const SchottPack *pack, *other;
  const char *location, *other_path;
  SchottContent *content;
  g_autofree char *other_name = NULL;

  g_return_val_if_fail (SCHOTT_IS_EDITOR_PROBLEMS (self), NULL);
  g_return_val_if_fail (self->model != NULL, NULL);
  pack = schott_pack_model_get_pack (self->model);
  location = schott_pack_model_get_path (self->model);
  content = schott_editor_problems_get_content (self);
  other = schott_content_find_pack (content, pack->id);
  other_path = schott_content_find_pack_path (content, pack->id);
  if (other == NULL || other_path == NULL)
    return NULL;
  if (location != NULL)
    {
      g_autoptr (GFile) mine = schott_pack_model_file_for_location (location);
      g_autoptr (GFile) theirs = g_file_new_for_path (other_path);

      if (g_file_equal (mine, theirs))
        return NULL;
    }
  other_name = g_path_get_basename (other_path);
  /* TRANSLATORS: %s: the id, the other pack's title, its file name */
  return g_strdup_printf (_("Another pack has the id “%s”: “%s” (%s). New Game offers only one pack of an id: give this one an id of its own."),
                          pack->id, schott_pack_localized (other, other->title, sw_ui_language ()),
                          other_name);
}
