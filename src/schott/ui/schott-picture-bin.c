/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-picture-bin.c: a bin that draws its child from a picture of it.
 *
 * Why: an AdwDialog opens and closes with a spring that scales its sheet
 * and fades it and the dimming over the whole window. GTK's cairo renderer
 * (the one this app picks where only software GL exists, see
 * sw-renderer.c) then repaints the whole window every frame, and draws
 * the dialog's text at a new scale each frame: every glyph is rasterised
 * again. With the itemised stage summary that was 6-8 ms a frame for the
 * dialog alone (Xvfb, 2 cores), and the benchmark's game saw frames of the
 * open and close animations above a 60 Hz frame of our CPU.
 *
 * So under the cairo renderer the child is rendered once into a texture,
 * at the surface's scale, and the texture is what is drawn, scaled or not:
 * scaling one picture costs a fraction of drawing the text again. The
 * picture is made again whenever the child's render node changes (GTK
 * keeps a widget's node until something in it is redrawn, so an unchanged
 * child gives the same node). At rest the dialog sits at whole pixels, so
 * the picture is drawn 1:1 and looks exactly like the child drawn
 * directly. Input, focus and accessibility go to the real child as ever:
 * only its drawing is replaced. Other renderers draw the child directly. */
#include "config.h"

#include <math.h>

#include "schott-picture-bin.h"

struct _SchottPictureBin
{
  GtkWidget      parent_instance;

  GtkWidget     *child;
  GskRenderNode *node;       /* the child's node the picture shows */
  GdkTexture    *picture;
  int            width;      /* the picture's size in the widget's units */
  int            height;
  double         scale;      /* and the surface scale it was made at */
};

G_DEFINE_FINAL_TYPE (SchottPictureBin, schott_picture_bin, GTK_TYPE_WIDGET)

static void
forget_picture (SchottPictureBin *self)
{
  g_clear_pointer (&self->node, gsk_render_node_unref);
  g_clear_object (&self->picture);
}

static GskRenderer *
cairo_renderer (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;

  return renderer != NULL && GSK_IS_CAIRO_RENDERER (renderer) ? renderer : NULL;
}

static void
schott_picture_bin_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  SchottPictureBin *self = SCHOTT_PICTURE_BIN (widget);
  GskRenderer *renderer = cairo_renderer (widget);
  GtkSnapshot *child_snapshot;
  GskRenderNode *node;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double scale;

  if (self->child == NULL)
    return;
  if (renderer == NULL || width <= 0 || height <= 0)
    {
      forget_picture (self);
      gtk_widget_snapshot_child (widget, self->child, snapshot);
      return;
    }

  child_snapshot = gtk_snapshot_new ();
  gtk_widget_snapshot_child (widget, self->child, child_snapshot);
  node = gtk_snapshot_free_to_node (child_snapshot);
  if (node == NULL)
    {
      forget_picture (self);
      return;
    }

  scale = gdk_surface_get_scale (gtk_native_get_surface (gtk_widget_get_native (widget)));
  if (self->picture == NULL || node != self->node || width != self->width
      || height != self->height || scale != self->scale)
    {
      g_autoptr(GskTransform) transform = gsk_transform_scale (NULL, scale, scale);
      /* at scale 1 the transform is NULL: the node as it is */
      GskRenderNode *scaled = transform != NULL ? gsk_transform_node_new (node, transform)
                                                : gsk_render_node_ref (node);

      forget_picture (self);
      self->picture = gsk_renderer_render_texture (renderer, scaled,
                                                   &GRAPHENE_RECT_INIT (0, 0, ceil (width * scale),
                                                                        ceil (height * scale)));
      gsk_render_node_unref (scaled);
      self->node = gsk_render_node_ref (node);
      self->width = width;
      self->height = height;
      self->scale = scale;
    }
  gsk_render_node_unref (node);
  gtk_snapshot_append_texture (snapshot, self->picture,
                               &GRAPHENE_RECT_INIT (0, 0, ceil (width * scale) / scale,
                                                    ceil (height * scale) / scale));
}

static void
schott_picture_bin_unmap (GtkWidget *widget)
{
  forget_picture (SCHOTT_PICTURE_BIN (widget));
  GTK_WIDGET_CLASS (schott_picture_bin_parent_class)->unmap (widget);
}

static void
schott_picture_bin_dispose (GObject *object)
{
  SchottPictureBin *self = SCHOTT_PICTURE_BIN (object);

  forget_picture (self);
  g_clear_pointer (&self->child, gtk_widget_unparent);
  G_OBJECT_CLASS (schott_picture_bin_parent_class)->dispose (object);
}

static void
schott_picture_bin_class_init (SchottPictureBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_picture_bin_dispose;
  widget_class->snapshot = schott_picture_bin_snapshot;
  widget_class->unmap = schott_picture_bin_unmap;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
schott_picture_bin_init (SchottPictureBin *self)
{
}

GtkWidget *
schott_picture_bin_new (GtkWidget *child)
{
  SchottPictureBin *self;

  g_return_val_if_fail (GTK_IS_WIDGET (child), NULL);
  g_return_val_if_fail (gtk_widget_get_parent (child) == NULL, NULL);

  self = g_object_new (SCHOTT_TYPE_PICTURE_BIN, NULL);
  self->child = child;
  gtk_widget_set_parent (child, GTK_WIDGET (self));
  return GTK_WIDGET (self);
}
