/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-content.h: the game content the app offers: question packs, event
 * texts and rule variants, loaded off the main thread from the data
 * folders. */
#pragma once

#include <gio/gio.h>

#include "schott-engine.h"
#include "schott-game-model.h"
#include "schott-io.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_CONTENT (schott_content_get_type ())
G_DECLARE_FINAL_TYPE (SchottContent, schott_content, SCHOTT, CONTENT, GObject)

#define SCHOTT_DEFAULT_PACK "glass-and-light"

SchottContent *schott_content_new              (void);
/* The folders searched: $SCHOTT_WORLD_DATADIR (uninstalled), the user's
 * data folder, the installed data folder. */
void           schott_content_load_async       (SchottContent       *self,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
void           schott_content_reload_async     (SchottContent       *self,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
gboolean       schott_content_load_finish      (SchottContent       *self,
                                                GAsyncResult        *result,
                                                GError             **error);
/* Signal "changed": a reload replaced what is loaded. */
/* Loads synchronously if the async load has not finished yet. */
void           schott_content_ensure_loaded    (SchottContent       *self);

guint             schott_content_get_n_packs   (SchottContent *self);
const SchottPack *schott_content_get_pack      (SchottContent *self, guint index);
const SchottPack *schott_content_find_pack     (SchottContent *self, const char *id);
/* The file the offered pack with this id comes from, or NULL. */
const char       *schott_content_find_pack_path (SchottContent *self, const char *id);
/* An id no pack file has: id itself if free, else id-2, id-3 … (an id
 * that ends in "-N" counts on from its stem). */
char             *schott_content_dup_free_pack_id (SchottContent *self, const char *id);
/* My Packs: the user's packs folder. */
char             *schott_content_dup_user_packs_dir (void);
/* Reloads (and emits "changed") whenever a file of the user's packs
 * folder comes, goes or changes: a pack put there by hand shows up on
 * New Game with the app running. */
void              schott_content_watch_user_packs (SchottContent *self);
/* "Add a Pack…": reads file (any GFile; stops at SCHOTT_IO_MAX_FILE_SIZE
 * while reading), loads it as the game would and, when it loads and its
 * id is no offered pack's, copies it into My Packs under a free name.
 * finish: the new file's path, or the located SCHOTT_IO_ERROR of the
 * file, G_IO_ERROR_EXISTS when its id is taken. Reload to offer it. */
void              schott_content_add_pack_file_async (SchottContent       *self,
                                                      GFile               *file,
                                                      GCancellable        *cancellable,
                                                      GAsyncReadyCallback  callback,
                                                      gpointer             user_data);
char             *schott_content_add_pack_file_finish (SchottContent       *self,
                                                       GAsyncResult        *result,
                                                       GError             **error);
/* Whether the pack with this id was just added (New Game switches it
 * on, once). */
gboolean          schott_content_take_just_added (SchottContent *self,
                                                  const char    *id);

/* The user's pack files not offered for play: broken, or their id is
 * taken by an earlier pack; each with its located message. */
guint          schott_content_get_n_pack_problems (SchottContent *self);
const SchottPackFileProblem *schott_content_get_pack_problem (SchottContent *self, guint index);
guint          schott_content_get_n_variants   (SchottContent *self);
const char    *schott_content_get_variant_id   (SchottContent *self, guint index);
/* Translated display name of a variant. */
const char    *schott_content_get_variant_label (SchottContent *self, guint index);
gboolean       schott_content_get_variant      (SchottContent *self, const char *id,
                                                SchottVariant *out);
/* The place name of a location field in a variant, or NULL. */
const char    *schott_content_place_name       (SchottContent *self, const char *variant_id,
                                                guint field, const char *lang);
/* Event card text in lang (falls back to the built-in English text). */
const char    *schott_content_event_text       (SchottContent *self, SchottEventKind kind,
                                                const char *lang);

/* Hands the model a question provider over the given packs (NULL or empty:
 * the default pack; packs that are missing are skipped). */
void           schott_content_attach_questions (SchottContent      *self,
                                                SchottGameModel    *model,
                                                const char * const *pack_ids);

/* Questions not asked in earlier games come first (kept per pack in the
 * user's data folder, forgotten for a pack once all its questions were
 * asked). For tests and the CLI: the first n questions a game with this
 * seed asks from the packs, as "PACK/QUESTION", recorded as asked, as
 * the game model's provider does one question at a time. */
char         **schott_content_ask_questions   (SchottContent      *self,
                                               const char * const *pack_ids,
                                               guint64             seed,
                                               guint               n);
/* Writes the history now (it is written a second after a question). */
void           schott_content_flush_history   (SchottContent      *self);
/* Drops the history read (the next question reads the file again). */
void           schott_content_forget_history  (SchottContent      *self);

G_END_DECLS
