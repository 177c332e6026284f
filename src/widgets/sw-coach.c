/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-coach.c: the guided game's coach, a card above the table. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "sw-coach.h"
#include "sw-style.h"

struct _SwCoach
{
  AdwBin     parent_instance;

  GtkLabel  *title_label;
  GtkLabel  *text_label;
  GtkLabel  *advice_label;
  GtkLabel  *compact_label;
  GtkWidget *icon;
  GtkWidget *top_row;
  GtkWidget *bottom_pad;
  GtkButton *leave_button;
  GtkMenuButton *more_button;
  GtkLabel  *more_label;

  char      *advice;
  gboolean   finished;
  gboolean   compact;   /* narrow: one line, the rest behind More */
};

/* A mark is one short line: more is not a mark (read no further). */
#define GUIDE_MARK_MAX 256

G_DEFINE_FINAL_TYPE (SwCoach, sw_coach, ADW_TYPE_BIN)

enum
{
  LEAVE,
  N_SIGNALS
};

enum
{
  PROP_0,
  PROP_COMPACT,
  N_PROPS
};

static guint signals[N_SIGNALS];
static GParamSpec *properties[N_PROPS];

/* Wide: the text and the hint under it. Compact (a phone): the title
 * and the text on one line, the whole step and the hint in More's
 * popover over the table, so that the coach never pushes the table's
 * controls out of the window; the leave button an icon (its name said to
 * screen readers). */
static void
update_layout (SwCoach *self)
{
  gboolean has_advice = self->advice != NULL && *self->advice != '\0';

  gtk_widget_set_visible (GTK_WIDGET (self->more_button), self->compact);
  gtk_widget_set_visible (self->icon, !self->compact);
  gtk_widget_set_visible (GTK_WIDGET (self->title_label), !self->compact);
  gtk_widget_set_visible (GTK_WIDGET (self->text_label), !self->compact);
  gtk_widget_set_visible (GTK_WIDGET (self->advice_label), has_advice && !self->compact);
  gtk_widget_set_visible (GTK_WIDGET (self->compact_label), self->compact);
  /* one row: the card's padding around its buttons only */
  gtk_widget_set_visible (self->bottom_pad, !self->compact);
  gtk_widget_set_margin_bottom (self->top_row, self->compact ? 2 : 0);
  if (self->compact)
    {
      g_autofree char *line = NULL;
      g_autoptr(GString) whole = g_string_new (NULL);

      /* the title in bold, then the text */
      line = g_markup_printf_escaped ("<b>%s</b> %s", gtk_label_get_text (self->title_label),
                                      gtk_label_get_text (self->text_label));
      gtk_label_set_markup (self->compact_label, line);
      g_string_append (whole, line);
      if (has_advice)
        /* the advice label holds markup: "<b>Hint:</b> …" */
        g_string_append_printf (whole, "\n\n%s", gtk_label_get_label (self->advice_label));
      gtk_label_set_markup (self->more_label, whole->str);
    }
  else
    gtk_menu_button_set_active (self->more_button, FALSE);
  if (self->compact && !self->finished)
    gtk_button_set_icon_name (self->leave_button, "window-close-symbolic");
  else
    {
      gtk_button_set_label (self->leave_button, self->finished ? _("_Close the Guide") : _("_Leave the Guide"));
      gtk_button_set_use_underline (self->leave_button, TRUE);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->leave_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->finished ? _("Close the Guide") : _("Leave the Guide"), -1);
}

/* More's popover drops under the whole coach, as wide as its card, so
 * that it stays inside a phone's window (under the button, centred on
 * it, it would reach past the window's right edge). */
static void
on_more_popover_show_cb (GtkPopover *popover,
                         SwCoach    *self)
{
  GtkWidget *button = GTK_WIDGET (self->more_button);
  graphene_rect_t bounds;
  GdkRectangle area;

  if (!gtk_widget_compute_bounds (GTK_WIDGET (self), button, &bounds))
    return;
  area.x = (int) bounds.origin.x;
  area.y = 0;
  area.width = (int) bounds.size.width;
  area.height = gtk_widget_get_height (button);
  gtk_popover_set_pointing_to (popover, &area);
  /* the card's width less the popover's and the label's padding */
  gtk_widget_set_size_request (GTK_WIDGET (self->more_label), MAX (area.width - 48, 120), -1);
}

static void
sw_coach_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  SwCoach *self = SW_COACH (object);

  switch (prop_id)
    {
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_coach_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  SwCoach *self = SW_COACH (object);

  switch (prop_id)
    {
    case PROP_COMPACT:
      if (self->compact != g_value_get_boolean (value))
        {
          self->compact = g_value_get_boolean (value);
          update_layout (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
on_leave_clicked_cb (GtkButton *button,
                     SwCoach   *self)
{
  g_signal_emit (self, signals[LEAVE], 0);
}

static void
sw_coach_finalize (GObject *object)
{
  SwCoach *self = SW_COACH (object);

  g_free (self->advice);
  G_OBJECT_CLASS (sw_coach_parent_class)->finalize (object);
}

static void
sw_coach_class_init (SwCoachClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sw_coach_finalize;
  object_class->get_property = sw_coach_get_property;
  object_class->set_property = sw_coach_set_property;

  /* Set by the template's breakpoint: a narrow window. */
  properties[PROP_COMPACT] = g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                   | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The player wants to leave the guide (or close it once finished):
   * the game goes on without it. */
  signals[LEAVE] = g_signal_new ("leave", G_TYPE_FROM_CLASS (klass),
                                 G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 0);

  sw_widgets_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/widgets/sw-coach.ui");
  gtk_widget_class_bind_template_child (widget_class, SwCoach, title_label);
  gtk_widget_class_bind_template_child (widget_class, SwCoach, text_label);
  gtk_widget_class_bind_template_child (widget_class, SwCoach, advice_label);
  gtk_widget_class_bind_template_child (widget_class, SwCoach, compact_label);
  gtk_widget_class_bind_template_child (widget_class, SwCoach, icon);
  gtk_widget_class_bind_template_child (widget_class, SwCoach, top_row);
  gtk_widget_class_bind_template_child (widget_class, SwCoach, bottom_pad);
  gtk_widget_class_bind_template_child (widget_class, SwCoach, leave_button);
  gtk_widget_class_bind_template_child (widget_class, SwCoach, more_button);
  gtk_widget_class_bind_template_child (widget_class, SwCoach, more_label);
  gtk_widget_class_bind_template_callback (widget_class, on_leave_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_more_popover_show_cb);
  /* Escape while the focus is in the coach leaves the guide; elsewhere
   * Escape stays the table's and the window's */
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_Escape, 0, "leave", NULL);
}

static void
sw_coach_init (SwCoach *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  update_layout (self);
}

GtkWidget *
sw_coach_new (void)
{
  return g_object_new (SW_TYPE_COACH, NULL);
}

void
sw_coach_set_step (SwCoach    *self,
                   const char *title,
                   const char *text,
                   const char *advice)
{
  gboolean changed;

  g_return_if_fail (SW_IS_COACH (self));

  changed = g_strcmp0 (gtk_label_get_text (self->text_label), text != NULL ? text : "") != 0;
  gtk_label_set_text (self->title_label, title != NULL ? title : "");
  gtk_label_set_markup (self->advice_label, "");
  gtk_label_set_text (self->text_label, text != NULL ? text : "");
  if (g_strcmp0 (self->advice, advice) != 0)
    {
      g_free (self->advice);
      self->advice = g_strdup (advice);
    }
  if (advice != NULL && *advice != '\0')
    {
      g_autofree char *escaped = g_markup_escape_text (advice, -1);
      /* Translators: the coach's line with the hint's recommendation; %s
       * is the recommendation and its reason */
      g_autofree char *markup = g_strdup_printf (_("<b>Hint:</b> %s"), escaped);

      gtk_label_set_markup (self->advice_label, markup);
    }
  update_layout (self);
  if (changed && text != NULL && *text != '\0' && gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_accessible_announce (GTK_ACCESSIBLE (self), text, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
}

void
sw_coach_set_finished (SwCoach  *self,
                       gboolean  finished)
{
  g_return_if_fail (SW_IS_COACH (self));

  self->finished = !!finished;
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->leave_button),
                               finished ? _("The game goes on without the guide (Escape)")
                                        : _("Go on as a normal game (Escape)"));
  if (finished)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->leave_button), "suggested-action");
      gtk_widget_remove_css_class (GTK_WIDGET (self->leave_button), "flat");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->leave_button), "suggested-action");
      gtk_widget_add_css_class (GTK_WIDGET (self->leave_button), "flat");
    }
  update_layout (self);
}

gboolean
sw_coach_get_finished (SwCoach *self)
{
  g_return_val_if_fail (SW_IS_COACH (self), FALSE);
  return self->finished;
}

const char *
sw_coach_get_title (SwCoach *self)
{
  g_return_val_if_fail (SW_IS_COACH (self), NULL);
  return gtk_label_get_text (self->title_label);
}

const char *
sw_coach_get_text (SwCoach *self)
{
  g_return_val_if_fail (SW_IS_COACH (self), NULL);
  return gtk_label_get_text (self->text_label);
}

const char *
sw_coach_get_advice (SwCoach *self)
{
  g_return_val_if_fail (SW_IS_COACH (self), NULL);
  return self->advice;
}

GtkMenuButton *
sw_coach_get_more_button (SwCoach *self)
{
  g_return_val_if_fail (SW_IS_COACH (self), NULL);
  return self->more_button;
}

const char *
sw_coach_get_more_text (SwCoach *self)
{
  g_return_val_if_fail (SW_IS_COACH (self), NULL);
  return gtk_label_get_text (self->more_label);
}

gboolean
sw_coach_get_compact (SwCoach *self)
{
  g_return_val_if_fail (SW_IS_COACH (self), FALSE);
  return self->compact;
}

GtkButton *
sw_coach_get_leave_button (SwCoach *self)
{
  g_return_val_if_fail (SW_IS_COACH (self), NULL);
  return self->leave_button;
}

gboolean
sw_coach_guide_done (GSettings  *settings,
                     const char *game_id)
{
  g_auto(GStrv) done = NULL;

  g_return_val_if_fail (game_id != NULL, FALSE);
  if (settings == NULL)
    return FALSE;
  done = g_settings_get_strv (settings, "guides-done");
  return g_strv_contains ((const char * const *) done, game_id);
}

void
sw_coach_set_guide_done (GSettings  *settings,
                         const char *game_id)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) done = NULL;
  g_auto(GStrv) now = NULL;

  g_return_if_fail (game_id != NULL);
  if (settings == NULL || sw_coach_guide_done (settings, game_id))
    return;
  done = g_settings_get_strv (settings, "guides-done");
  builder = g_strv_builder_new ();
  g_strv_builder_addv (builder, (const char **) done);
  g_strv_builder_add (builder, game_id);
  now = g_strv_builder_end (builder);
  g_settings_set_strv (settings, "guides-done", (const char * const *) now);
}

static char *
guide_mark_path (const char *autosave_path)
{
  return g_strconcat (autosave_path, ".guide", NULL);
}

gboolean
sw_coach_save_guide_mark (const char  *autosave_path,
                          const char  *key,
                          GError     **error)
{
  g_autofree char *path = NULL;
  g_autofree char *line = NULL;

  g_return_val_if_fail (autosave_path != NULL, FALSE);
  g_return_val_if_fail (key != NULL && strlen (key) + 1 < GUIDE_MARK_MAX && strchr (key, '\n') == NULL, FALSE);

  path = guide_mark_path (autosave_path);
  line = g_strconcat (key, "\n", NULL);
  return g_file_set_contents (path, line, -1, error);
}

gboolean
sw_coach_has_guide_mark (const char *autosave_path,
                         const char *key)
{
  g_autofree char *path = NULL;
  char buffer[GUIDE_MARK_MAX + 1];
  gsize length = 0;
  int fd;

  g_return_val_if_fail (autosave_path != NULL, FALSE);
  g_return_val_if_fail (key != NULL, FALSE);

  path = guide_mark_path (autosave_path);
  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK, 0);
  if (fd < 0)
    return FALSE;
  /* at most one byte past the limit: a longer file is no mark */
  while (length < sizeof buffer)
    {
      gssize n = read (fd, buffer + length, sizeof buffer - length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      length += (gsize) n;
    }
  close (fd);
  if (length == 0 || length > GUIDE_MARK_MAX || buffer[length - 1] != '\n')
    return FALSE;
  buffer[length - 1] = '\0';
  return strlen (buffer) == length - 1 && g_str_equal (buffer, key);
}

void
sw_coach_clear_guide_mark (const char *autosave_path)
{
  g_autofree char *path = NULL;

  g_return_if_fail (autosave_path != NULL);

  path = guide_mark_path (autosave_path);
  if (g_unlink (path) != 0 && errno != ENOENT)
    g_warning ("Cannot remove the guided game's mark %s: %s", path, g_strerror (errno));
}
