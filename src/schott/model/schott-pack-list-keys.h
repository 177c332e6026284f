/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-list-keys.h: what SchottPackList searches and sorts a
 * question by (private to the view). */
#pragma once

#include "schott-pack-list.h"

G_BEGIN_DECLS

/* What a row is searched and sorted by. Immutable once shared with a
 * worker: an edit replaces the key. */
typedef struct
{
  gint      ref;
  gboolean  prepared;
  char     *id;
  char     *category;
  char     *text;
  guint     difficulty;
  guint     n_translated;   /* what the "Translated" column shows and sorts by */
  gboolean  untranslated;   /* a text is missing in some language */
  gboolean  outdated;       /* a translation is older than its source */
  /* prepared (case-folded) */
  char     *haystack;       /* "id text", as schott_pack_question_matches() sees it */
  char     *id_key;         /* collation keys of the case-folded strings */
  char     *category_key;
  char     *text_key;
} SchottPackKey;

SchottPackKey *schott_pack_key_ref          (SchottPackKey *key);
void           schott_pack_key_unref        (SchottPackKey *key);
/* Main thread: a plain copy of what the row of the question at position
 * shows, not prepared. */
SchottPackKey *schott_pack_key_new_raw      (SchottPackModel *model, guint position);
/* Any thread: a prepared copy of raw (case-folded, collation keys). */
SchottPackKey *schott_pack_key_prepare      (const SchottPackKey *raw);
/* Main thread: both at once. */
SchottPackKey *schott_pack_key_new_prepared (SchottPackModel *model, guint position);
/* Whether a prepared key passes the search (folded; NULL: any), the
 * category (NULL: any) and the filter. */
gboolean       schott_pack_key_matches      (const SchottPackKey *key,
                                             const char          *needle,
                                             const char          *category,
                                             SchottPackFilter     filter);

/* An order of the rows: keys by pack position. */
typedef struct
{
  SchottPackKey   **keys;
  SchottPackSortKey sort_key;
  gboolean          descending;
} SchottPackKeyOrder;

/* Compares the questions at positions a and b (keys prepared) in the
 * order; equal keys keep the pack order. */
int            schott_pack_key_compare      (guint                     a,
                                             guint                     b,
                                             const SchottPackKeyOrder *order);

G_END_DECLS
