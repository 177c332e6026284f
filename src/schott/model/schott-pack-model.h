/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-model.h: an editable question pack with undo and redo.
 *
 * SchottPackModel owns a SchottPack (src/schott/io) and exposes its questions as a
 * GListModel of SchottPackQuestion items, in pack order. Every edit goes
 * through the model so that it can be undone; the model knows whether the
 * pack differs from the last saved (or loaded) state. No GTK: the editor's
 * logic is tested headless.
 */
#pragma once

#include <gio/gio.h>

#include "schott-io.h"
#include "schott-pack-question.h"

G_BEGIN_DECLS

/* A search string as schott_pack_question_matches() and SchottPackList
 * compare it: normalized and case-folded. */
char             *schott_pack_model_fold_search      (const char *text);

#define SCHOTT_TYPE_PACK_MODEL (schott_pack_model_get_type ())
G_DECLARE_FINAL_TYPE (SchottPackModel, schott_pack_model, SCHOTT, PACK_MODEL, GObject)

/* A new pack "untitled" with the given languages (space-separated, source
 * first); not dirty. */
SchottPackModel  *schott_pack_model_new              (const char *id, const char *languages);
/* Takes ownership of pack; path (may be NULL) is where it was loaded from. */
SchottPackModel  *schott_pack_model_new_for_pack     (SchottPack *pack, const char *path);
/* Loads the pack at path (schott_pack_load()) and makes its model on a
 * worker thread; the error is the loader's (SCHOTT_IO_ERROR, located
 * FILE:LINE:COLUMN) or G_IO_ERROR_CANCELLED. */
void              schott_pack_model_load_async       (const char          *path,
                                                      GCancellable        *cancellable,
                                                      GAsyncReadyCallback  callback,
                                                      gpointer             user_data);
/* The same for any GFile: a local file is read by its path (the loader's
 * own size check), one without a path (GVfs, a resource) through GIO,
 * stopping at SCHOTT_IO_MAX_FILE_SIZE while reading. A pack that is
 * well-formed and follows the schema loads even with problems the schema
 * cannot express (schott_pack_load_full()): the editor lists them. */
void              schott_pack_model_load_file_async  (GFile               *file,
                                                      GCancellable        *cancellable,
                                                      GAsyncReadyCallback  callback,
                                                      gpointer             user_data);
SchottPackModel  *schott_pack_model_load_finish      (GAsyncResult        *result,
                                                      GError             **error);
/* A pack's "path" is its location: a local path, or the URI of a file
 * that has none (a network share, a portal file). */
GFile            *schott_pack_model_file_for_location (const char *location);
char             *schott_pack_model_location_for_file (GFile      *file);

const SchottPack *schott_pack_model_get_pack         (SchottPackModel *self);
const char       *schott_pack_model_get_path         (SchottPackModel *self);
void              schott_pack_model_set_path         (SchottPackModel *self, const char *path);
/* A language of the pack in which texts are shown (default: the source). */
const char       *schott_pack_model_get_display_lang (SchottPackModel *self);
void              schott_pack_model_set_display_lang (SchottPackModel *self, const char *lang);

gboolean          schott_pack_model_get_dirty        (SchottPackModel *self);
/* Forgets the saved state: the pack counts as changed (a restored draft). */
void              schott_pack_model_mark_unsaved     (SchottPackModel *self);
/* The current state is the saved one (after writing the pack elsewhere). */
void              schott_pack_model_mark_saved       (SchottPackModel *self);
/* A file name for this pack's editor draft, never built from the pack
 * id (which could hold "/" or ".."): "pack-" and 16 hex digits of a
 * SHA-256 of the pack's path (or, for a pack never saved, of "new:" and
 * its id), then ".schott-draft". Only [0-9a-f] between: safe in any
 * folder. Free with g_free(). */
char             *schott_pack_model_dup_draft_name   (SchottPackModel *self);
/* Saves to path (a location, NULL: the model's) and marks the state
 * saved. A local file is written atomically (schott_pack_save()), one
 * without a path through GIO's g_file_replace_contents(). A read-only
 * file is never replaced: SCHOTT_IO_ERROR_READ_ONLY (offer Save As); the
 * file keeps its mode. */
gboolean          schott_pack_model_save             (SchottPackModel *self,
                                                      const char      *path,
                                                      GError         **error);

gboolean          schott_pack_model_can_undo         (SchottPackModel *self);
gboolean          schott_pack_model_can_redo         (SchottPackModel *self);
gboolean          schott_pack_model_undo             (SchottPackModel *self);
gboolean          schott_pack_model_redo             (SchottPackModel *self);
/* The next text edit starts a new undo step even if it continues the last
 * one (typing into one field is otherwise a single step). */
void              schott_pack_model_break_coalescing (SchottPackModel *self);

/* Question edits; positions are pack order. Each is one undo step. */
/* Inserts an empty question with a fresh id at position; returns it. */
guint             schott_pack_model_add_question     (SchottPackModel *self,
                                                      guint            position,
                                                      const char      *category);
/* Inserts a copy (with a fresh id) right after position; returns its position. */
guint             schott_pack_model_duplicate_question (SchottPackModel *self,
                                                        guint            position);
void              schott_pack_model_remove_question  (SchottPackModel *self, guint position);
/* Moves the question at from so that it ends up at to. */
gboolean          schott_pack_model_move_question    (SchottPackModel *self,
                                                      guint            from,
                                                      guint            to);
void              schott_pack_model_set_text         (SchottPackModel *self,
                                                      guint            position,
                                                      SchottField      field,
                                                      const char      *lang,
                                                      const char      *text);
/* Marks a translation outdated or up to date (one undo step; nothing when
 * nothing changes). Editing a source-language text with
 * schott_pack_model_set_text() marks that field's non-empty translations
 * outdated; editing a translation marks it up to date. */
void              schott_pack_model_set_outdated     (SchottPackModel *self,
                                                      guint            position,
                                                      SchottField      field,
                                                      const char      *lang,
                                                      gboolean         outdated);
/* "Mark as up to date": every field of the question in lang. */
void              schott_pack_model_mark_up_to_date  (SchottPackModel *self,
                                                      guint            position,
                                                      const char      *lang);
void              schott_pack_model_set_category     (SchottPackModel *self,
                                                      guint            position,
                                                      const char      *category);
void              schott_pack_model_set_difficulty   (SchottPackModel *self,
                                                      guint            position,
                                                      guint            difficulty);
gboolean          schott_pack_model_set_question_id  (SchottPackModel *self,
                                                      guint            position,
                                                      const char      *id);

/* Whole-pack edits (one undo step each). */
void              schott_pack_model_set_title        (SchottPackModel *self,
                                                      const char      *lang,
                                                      const char      *title);
void              schott_pack_model_set_description  (SchottPackModel *self,
                                                      const char      *lang,
                                                      const char      *text);
/* FALSE (nothing changes) when id does not follow the id pattern. */
gboolean          schott_pack_model_set_id           (SchottPackModel *self,
                                                      const char      *id);
/* Names separated by commas. */
void              schott_pack_model_set_authors      (SchottPackModel *self,
                                                      const char      *authors);
char             *schott_pack_model_dup_authors      (SchottPackModel *self);
/* An SPDX id; empty: none. */
void              schott_pack_model_set_license      (SchottPackModel *self,
                                                      const char      *license);
/* The pack becomes a copy of itself (one undo step): the new id (from
 * schott_content_dup_free_pack_id()) and every title with the copy's
 * number ("Glass and Light 2" for "glass-and-light-2"), so that both
 * can be told apart on New Game. */
void              schott_pack_model_make_copy        (SchottPackModel *self,
                                                      const char      *id);
gboolean          schott_pack_model_add_language     (SchottPackModel *self,
                                                      const char      *lang);
/* Declares a category whose name in the source language is name. FALSE
 * (nothing changes) when the id is taken or does not follow the id
 * pattern (schott_id_is_valid()). */
gboolean          schott_pack_model_add_category     (SchottPackModel *self,
                                                      const char      *id,
                                                      const char      *name);
/* Replaces (append FALSE) or extends the questions with those of other;
 * categories of other that are missing are added. */
void              schott_pack_model_import           (SchottPackModel  *self,
                                                      const SchottPack *other,
                                                      gboolean          append);

/* -1 when there is no question with that id. */
gint              schott_pack_model_find             (SchottPackModel *self, const char *id);
/* The position of a row of this model, -1 if it is none. */
gint              schott_pack_model_index_of         (SchottPackModel    *self,
                                                      SchottPackQuestion *item);

/* A draft: the pack exactly as it is (problems included) and the path it
 * belongs to, for crash recovery. */
GBytes           *schott_pack_model_to_draft         (SchottPackModel *self,
                                                      const char      *path);
SchottPack       *schott_pack_draft_parse            (GBytes     *bytes,
                                                      char      **path,
                                                      GError    **error);

/* Runs schott_pack_validate(); a GPtrArray of SchottProblem. */
GPtrArray        *schott_pack_model_validate         (SchottPackModel *self);

/* Counts every change of the pack (undo and redo too). */
guint64           schott_pack_model_get_change_serial (SchottPackModel *self);

/* What the editor shows after validating: the problems and, per language
 * of the pack, how many questions are complete. */
typedef struct
{
  GPtrArray *problems;     /* SchottProblem * */
  guint      n_errors;
  guint      n_questions;
  guint      n_languages;
  guint     *complete;     /* [n_languages] */
  guint     *outdated;     /* [n_languages]: questions with an outdated translation */
  guint64    serial;       /* the change serial of the validated state */
} SchottValidation;

void              schott_validation_free             (SchottValidation *validation);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SchottValidation, schott_validation_free)

/* Validates on the calling thread. */
SchottValidation *schott_pack_model_validate_full    (SchottPackModel *self);
/* Validates on a worker thread: the pack is copied for it in slices of a few
 * milliseconds on the main loop (a large pack never stalls a frame), edits
 * during the copy are followed. Cancel it when a newer state supersedes it. */
void              schott_pack_model_validate_async   (SchottPackModel     *self,
                                                      GCancellable        *cancellable,
                                                      GAsyncReadyCallback  callback,
                                                      gpointer             user_data);
SchottValidation *schott_pack_model_validate_finish  (SchottPackModel  *self,
                                                      GAsyncResult     *result,
                                                      GError          **error);

G_END_DECLS
