/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-card-widget.c: a card, its body drawn with CSS from the theme and
 * its face or back (schott-paint) over it; a GtkButton so that clicks,
 * keyboard activation and the accessible "click" action all come for
 * free. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-card-widget.h"
#include "schott-paint.h"

struct _SchottCardWidget
{
  GtkButton  parent_instance;

  GtkWidget *value_label;
  GtkWidget *caption_label;
  gint       value;
  gboolean   face_down;
  char      *size_class;
  int        natural_width;  /* asked for beyond style.css's minimum, or 0 */
};

G_DEFINE_FINAL_TYPE (SchottCardWidget, schott_card_widget, GTK_TYPE_BUTTON)

/* A name for screen readers in every state (a card not dealt yet, an
 * empty pile), so that none falls back to the widget's class name; the
 * game sets a fuller one (whose card, which position) after this. */
static void
update_default_name (SchottCardWidget *self)
{
  g_autofree char *name = NULL;

  if (self->face_down)
    name = g_strdup (_("Face-down card"));
  else if (self->value > 0)
    name = g_strdup_printf (_("Card %d"), self->value);
  else if (self->value == 0)
    name = g_strdup (_("Joker"));
  else
    name = g_strdup (_("No card"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
update_classes (SchottCardWidget *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  if (self->face_down)
    {
      gtk_widget_add_css_class (widget, "face-down");
      gtk_widget_remove_css_class (widget, "joker");
      gtk_widget_remove_css_class (widget, "empty");
      return;
    }
  gtk_widget_remove_css_class (widget, "face-down");
  if (self->value == 0)
    gtk_widget_add_css_class (widget, "joker");
  else
    gtk_widget_remove_css_class (widget, "joker");
  if (self->value < 0)
    gtk_widget_add_css_class (widget, "empty");
  else
    gtk_widget_remove_css_class (widget, "empty");
}

/* What the card's art shows. */
static gboolean
art_kind (SchottCardWidget    *self,
          SchottPaintCardKind *kind)
{
  if (self->face_down || self->value < 0)
    return FALSE;
  if (g_strcmp0 (self->size_class, "event") == 0)
    *kind = SCHOTT_PAINT_CARD_EVENT;
  else if (self->value == 0)
    *kind = SCHOTT_PAINT_CARD_JOKER;
  else
    *kind = SCHOTT_PAINT_CARD_NUMBER;
  return TRUE;
}

/* the joker's purple and the events' orange, darker on a light card */
static void
mark_colour (SchottPaintCardKind  kind,
             const GdkRGBA       *ink,
             GdkRGBA             *mark)
{
  gboolean light_ink = 0.3 * ink->red + 0.59 * ink->green + 0.11 * ink->blue > 0.5;

  gdk_rgba_parse (mark, kind == SCHOTT_PAINT_CARD_JOKER ? (light_ink ? "#dc8add" : "#813d9c")
                                                        : (light_ink ? "#ffa348" : "#c64600"));
}

/* The art of every card of one size, kind and colour is the same image,
 * painted once for all of them: a new stage deals forty cards at once. */
static GHashTable *art_cache;   /* key → GskRenderNode, main thread only */

static GskRenderNode *
card_art (gboolean             face_down,
          gboolean             small_mark,
          SchottPaintCardKind  kind,
          int                  w,
          int                  h,
          int                  scale,
          const GdkRGBA       *ink)
{
  g_autofree char *ink_text = gdk_rgba_to_string (ink);
  g_autofree char *key = g_strdup_printf ("%dx%d@%d %d %d %d %s", w, h, scale, face_down, small_mark,
                                          kind, ink_text);
  GskRenderNode *node;
  cairo_surface_t *surface;
  cairo_t *cr;
  GtkSnapshot *art;

  if (art_cache == NULL)
    art_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                       (GDestroyNotify) gsk_render_node_unref);
  node = g_hash_table_lookup (art_cache, key);
  if (node != NULL)
    return node;
  /* windows resized step by step leave sizes no card has any more */
  if (g_hash_table_size (art_cache) > 48)
    g_hash_table_remove_all (art_cache);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w * scale, h * scale);
  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  if (face_down)
    schott_paint_card_back (cr, 0, 0, w, h, small_mark, NULL);
  else
    {
      GdkRGBA mark;

      mark_colour (kind, ink, &mark);
      schott_paint_card_face (cr, kind, 0, 0, w, h, ink, &mark);
    }
  cairo_destroy (cr);
  cairo_surface_set_device_scale (surface, scale, scale);

  /* a node that only paints the image: cheap to repaint */
  art = gtk_snapshot_new ();
  cr = gtk_snapshot_append_cairo (art, &GRAPHENE_RECT_INIT (0, 0, w, h));
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  node = gtk_snapshot_free_to_node (art);
  g_hash_table_insert (art_cache, g_steal_pointer (&key), node);
  return node;
}

/* The small corner index, top left and (without a caption under the
 * number) turned round bottom right; left out below 8 px. */
static void
snapshot_index (SchottCardWidget    *self,
                GtkSnapshot         *snapshot,
                SchottPaintCardKind  kind,
                int                  w,
                int                  h,
                const GdkRGBA       *ink)
{
  const char *text = gtk_label_get_text (GTK_LABEL (self->value_label));
  double size = w * 0.16;
  g_autoptr(PangoLayout) layout = NULL;
  PangoFontDescription *desc;
  GdkRGBA colour = *ink;
  int tw, th;

  if (size < 8 || text == NULL || *text == '\0' || kind == SCHOTT_PAINT_CARD_EVENT)
    return;
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  desc = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));
  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_get_pixel_size (layout, &tw, &th);
  if (tw > w * 0.4)
    return;
  if (kind == SCHOTT_PAINT_CARD_JOKER)
    mark_colour (kind, ink, &colour);
  colour.alpha *= 0.75;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (w * 0.12, w * 0.09));
  gtk_snapshot_append_layout (snapshot, layout, &colour);
  gtk_snapshot_restore (snapshot);
  if (!gtk_widget_get_visible (self->caption_label))
    {
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (w - w * 0.12, h - w * 0.09));
      gtk_snapshot_rotate (snapshot, 180);
      gtk_snapshot_append_layout (snapshot, layout, &colour);
      gtk_snapshot_restore (snapshot);
    }
}

static void
schott_card_widget_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  SchottCardWidget *self = SCHOTT_CARD_WIDGET (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  SchottPaintCardKind kind = SCHOTT_PAINT_CARD_NUMBER;

  if (w > 4 && h > 4 && (self->face_down || art_kind (self, &kind)))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (self->value_label));
      GdkRGBA ink;

      gtk_widget_get_color (widget, &ink);
      gtk_snapshot_append_node (snapshot, card_art (self->face_down, text != NULL && *text != '\0',
                                                    kind, w, h, gtk_widget_get_scale_factor (widget),
                                                    &ink));
      if (!self->face_down)
        snapshot_index (self, snapshot, kind, w, h, &ink);
    }
  GTK_WIDGET_CLASS (schott_card_widget_parent_class)->snapshot (widget, snapshot);
}

static void
schott_card_widget_finalize (GObject *object)
{
  SchottCardWidget *self = SCHOTT_CARD_WIDGET (object);

  g_free (self->size_class);
  G_OBJECT_CLASS (schott_card_widget_parent_class)->finalize (object);
}

/* Measured and allocated here, not by GtkButton's bin layout: a large card
 * asks for its full width but gives way down to style.css's min-width, so
 * that a row of nine fits a phone's width without a style of its own. */
static void
schott_card_widget_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  SchottCardWidget *self = SCHOTT_CARD_WIDGET (widget);
  GtkWidget *child = gtk_button_get_child (GTK_BUTTON (widget));

  *minimum = *natural = 0;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = MAX (*natural, self->natural_width);
}

static void
schott_card_widget_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  GtkWidget *child = gtk_button_get_child (GTK_BUTTON (widget));

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, -1, NULL);
}

static void
schott_card_widget_class_init (SchottCardWidgetClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = schott_card_widget_finalize;
  widget_class->measure = schott_card_widget_measure;
  widget_class->size_allocate = schott_card_widget_size_allocate;
  widget_class->snapshot = schott_card_widget_snapshot;
}

static void
schott_card_widget_init (SchottCardWidget *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
  self->value = SCHOTT_CARD_NONE;
  self->value_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->value_label, "card-value");
  gtk_widget_set_vexpand (self->value_label, TRUE);
  gtk_label_set_wrap (GTK_LABEL (self->value_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->value_label), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->value_label), 8);
  self->caption_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->caption_label, "card-caption");
  gtk_widget_set_visible (self->caption_label, FALSE);
  gtk_box_append (GTK_BOX (box), self->value_label);
  gtk_box_append (GTK_BOX (box), self->caption_label);
  gtk_button_set_child (GTK_BUTTON (self), box);
  gtk_widget_add_css_class (GTK_WIDGET (self), "schott-card");
  schott_card_widget_set_size (self, "large");
  update_default_name (self);
  update_classes (self);
}

GtkWidget *
schott_card_widget_new (void)
{
  return g_object_new (SCHOTT_TYPE_CARD_WIDGET, NULL);
}

void
schott_card_widget_set_value (SchottCardWidget *self,
                              gint              value)
{
  g_return_if_fail (SCHOTT_IS_CARD_WIDGET (self));

  self->value = value;
  if (!self->face_down)
    {
      if (value > 0)
        {
          g_autofree char *text = g_strdup_printf ("%d", value);
          gtk_label_set_text (GTK_LABEL (self->value_label), text);
        }
      else if (value == 0)
        /* Translators: the joker card, as short as possible */
        gtk_label_set_text (GTK_LABEL (self->value_label), C_("card", "J"));
      else
        gtk_label_set_text (GTK_LABEL (self->value_label), "");
    }
  update_classes (self);
  update_default_name (self);
}

void
schott_card_widget_set_face_down (SchottCardWidget *self,
                                  gboolean          face_down)
{
  g_return_if_fail (SCHOTT_IS_CARD_WIDGET (self));

  self->face_down = !!face_down;
  if (!self->face_down)
    schott_card_widget_set_value (self, self->value);
  update_classes (self);
  update_default_name (self);
}

void
schott_card_widget_set_text (SchottCardWidget *self,
                             const char       *text)
{
  g_return_if_fail (SCHOTT_IS_CARD_WIDGET (self));
  gtk_label_set_text (GTK_LABEL (self->value_label), text != NULL ? text : "");
}

void
schott_card_widget_set_caption (SchottCardWidget *self,
                                const char       *caption)
{
  g_return_if_fail (SCHOTT_IS_CARD_WIDGET (self));
  gtk_label_set_text (GTK_LABEL (self->caption_label), caption != NULL ? caption : "");
  gtk_widget_set_visible (self->caption_label, caption != NULL && *caption != '\0');
}

void
schott_card_widget_set_highlight (SchottCardWidget *self,
                                  gboolean          in_prefix)
{
  g_return_if_fail (SCHOTT_IS_CARD_WIDGET (self));
  if (in_prefix)
    gtk_widget_add_css_class (GTK_WIDGET (self), "in-prefix");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "in-prefix");
}

void
schott_card_widget_set_selected (SchottCardWidget *self,
                                 gboolean          selected)
{
  g_return_if_fail (SCHOTT_IS_CARD_WIDGET (self));
  if (selected)
    gtk_widget_add_css_class (GTK_WIDGET (self), "selected-card");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "selected-card");
}

/* Draws every digit in the card's fonts once, off screen: the renderer
 * keeps each glyph it has drawn, so the first frame of a game does not
 * have to make (hint and rasterise) them all at once. */
void
schott_card_widget_warm_up (SchottCardWidget *self)
{
  GtkWidget *labels[] = { self->value_label, self->caption_label };
  cairo_surface_t *surface;
  cairo_t *cr;

  g_return_if_fail (SCHOTT_IS_CARD_WIDGET (self));

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 16, 16);
  cr = cairo_create (surface);
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (labels[i], "0123456789");

      pango_cairo_show_layout (cr, layout);
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

void
schott_card_widget_set_size (SchottCardWidget *self,
                             const char       *size_class)
{
  g_return_if_fail (SCHOTT_IS_CARD_WIDGET (self));
  if (self->size_class != NULL)
    gtk_widget_remove_css_class (GTK_WIDGET (self), self->size_class);
  g_free (self->size_class);
  self->size_class = g_strdup (size_class);
  self->natural_width = g_strcmp0 (size_class, "large") == 0 ? 50 : 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  if (size_class != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self), size_class);
}
