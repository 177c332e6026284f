/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-list.h: the editor's question table: the questions of a
 * SchottPackModel that match a search and a category, in a chosen order.
 *
 * A GListModel of SchottPackRow: row objects that keep their place, each
 * showing a question. Searching and sorting run on a worker thread over
 * case-folded keys that are prepared once (also on a worker); the result
 * is applied by pointing the rows at other questions and adding or removing
 * rows at the end only. (A list widget then keeps its row widgets and
 * rebinds no cell: in GTK 4.8, replacing the items it shows makes it build
 * new row widgets, which costs tens of milliseconds per search.) Adding,
 * removing and moving single questions updates the rows at once on the
 * calling thread. The "rows-changed" signal follows every change.
 * Editing a question does not filter or sort its row again until the next
 * search (a row does not run away while it is being edited).
 */
#pragma once

#include <gio/gio.h>

#include "schott-pack-model.h"
#include "schott-pack-row.h"

G_BEGIN_DECLS

typedef enum
{
  SCHOTT_PACK_SORT_NONE,        /* pack order */
  SCHOTT_PACK_SORT_ID,
  SCHOTT_PACK_SORT_CATEGORY,
  SCHOTT_PACK_SORT_DIFFICULTY,
  SCHOTT_PACK_SORT_TEXT,        /* the display-language text */
  SCHOTT_PACK_SORT_COMPLETE,    /* complete languages */
} SchottPackSortKey;

/* Which questions the table shows besides the search and the category.
 * (An "outdated translation" entry belongs here once the model tracks it.) */
typedef enum
{
  SCHOTT_PACK_FILTER_ALL,
  SCHOTT_PACK_FILTER_UNTRANSLATED,  /* a text is missing in some language */
  SCHOTT_PACK_FILTER_OUTDATED,      /* a translation is older than its source */
} SchottPackFilter;

#define SCHOTT_PACK_LIST_NONE G_MAXUINT

#define SCHOTT_TYPE_PACK_LIST (schott_pack_list_get_type ())
G_DECLARE_FINAL_TYPE (SchottPackList, schott_pack_list, SCHOTT, PACK_LIST, GObject)

SchottPackList  *schott_pack_list_new          (void);
void             schott_pack_list_set_model    (SchottPackList  *self,
                                                SchottPackModel *model);
/* Rows whose "id text" (display language) contains text, in any case. */
void             schott_pack_list_set_search   (SchottPackList *self,
                                                const char     *text);
/* Only questions of this category; NULL: all. */
void             schott_pack_list_set_category (SchottPackList *self,
                                                const char     *category);
void             schott_pack_list_set_filter   (SchottPackList  *self,
                                                SchottPackFilter filter);
void             schott_pack_list_set_sort     (SchottPackList   *self,
                                                SchottPackSortKey key,
                                                gboolean          descending);
/* TRUE while a worker prepares, searches or sorts. */
gboolean         schott_pack_list_get_pending  (SchottPackList  *self);
/* TRUE while the rows change (before "rows-changed"). */
gboolean         schott_pack_list_get_updating (SchottPackList  *self);
/* The row showing the question at pack position, or SCHOTT_PACK_LIST_NONE. */
guint            schott_pack_list_find         (SchottPackList *self,
                                                guint           position);
/* How many questions match (the rows shown reach it within a few frames:
 * some steps of 16 ms). */
guint            schott_pack_list_get_n_matches (SchottPackList *self);
/* The pack position of a row. */
guint            schott_pack_list_get_position (SchottPackList *self,
                                                guint           row);

G_END_DECLS
