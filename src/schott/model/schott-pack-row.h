/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-row.h: a row of SchottPackList: an object that keeps its
 * place in the list and shows one question after another. */
#pragma once

#include <glib-object.h>

#include "schott-pack-question.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_PACK_ROW (schott_pack_row_get_type ())
G_DECLARE_FINAL_TYPE (SchottPackRow, schott_pack_row, SCHOTT, PACK_ROW, GObject)

/* The question a row shows; "notify::question" tells when the row shows
 * another one or when the question changed. */
SchottPackQuestion *schott_pack_row_get_question (SchottPackRow      *self);
/* For SchottPackList: points the row at question (may be NULL). */
void                schott_pack_row_set_question (SchottPackRow      *self,
                                                  SchottPackQuestion *question);

G_END_DECLS
