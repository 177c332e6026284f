/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-picture-bin.h: a bin that draws its child from a picture of it
 * under GTK's cairo renderer (see schott-picture-bin.c). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_PICTURE_BIN (schott_picture_bin_get_type ())
G_DECLARE_FINAL_TYPE (SchottPictureBin, schott_picture_bin, SCHOTT, PICTURE_BIN, GtkWidget)

GtkWidget *schott_picture_bin_new (GtkWidget *child);

G_END_DECLS
