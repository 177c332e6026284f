/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-io.h: SCHOTT World files: question packs, event-card texts, rule
 * variants and saved games (libxml2 + GLib, no GTK).
 *
 * Every loader is safe with hostile files: the size is checked before
 * anything is read (SCHOTT_IO_MAX_FILE_SIZE), the bytes must be UTF-8, no
 * entity is ever declared or expanded, nothing is fetched from the network,
 * the nesting depth is limited, then the RelaxNG schema (data/schemas/) and
 * the checks a schema cannot express run. Every problem is reported as
 * "FILE:LINE:COLUMN: message" in the GError (domain SCHOTT_IO_ERROR); when a
 * file has several problems the message holds one per line. A loader never
 * writes to the file it reads. The file formats are documented in
 * doc/formats.md.
 *
 * Texts are stored per language: every per-language array (char **) has one
 * entry per declared language, in the order of the languages array (the
 * source language first). An empty string means "not translated yet".
 */
#pragma once

#include <glib.h>

#include "schott-engine.h"

G_BEGIN_DECLS

#define SCHOTT_IO_MAX_FILE_SIZE (16 * 1024 * 1024)
#define SCHOTT_IO_MAX_DEPTH     64

#define SCHOTT_PACK_NS     "https://schottworld.github.io/ns/pack/1"
#define SCHOTT_EVENTS_NS   "https://schottworld.github.io/ns/events/1"
#define SCHOTT_VARIANT_NS  "https://schottworld.github.io/ns/variant/1"

#define SCHOTT_IO_ERROR (schott_io_error_quark ())
typedef enum
{
  SCHOTT_IO_ERROR_FILE,       /* cannot open, read or write the file */
  SCHOTT_IO_ERROR_TOO_LARGE,  /* larger than SCHOTT_IO_MAX_FILE_SIZE */
  SCHOTT_IO_ERROR_ENCODING,   /* not UTF-8 */
  SCHOTT_IO_ERROR_FORBIDDEN,  /* entity declarations, external DTDs, too deep */
  SCHOTT_IO_ERROR_SYNTAX,     /* not well-formed XML */
  SCHOTT_IO_ERROR_SCHEMA,     /* wrong root, elements, attributes */
  SCHOTT_IO_ERROR_INVALID,    /* well-formed and schema-valid, but inconsistent */
  SCHOTT_IO_ERROR_CSV,        /* a CSV file that cannot be imported at all */
  SCHOTT_IO_ERROR_READ_ONLY,  /* the file is read-only: never replaced (offer Save As) */
} SchottIoError;
GQuark schott_io_error_quark (void);

/* ------------------------------------------------------------ Problems */

typedef enum
{
  SCHOTT_PROBLEM_ERROR,   /* the file cannot be loaded like this */
  SCHOTT_PROBLEM_WARNING, /* loads, but a player would notice (partial translation) */
} SchottProblemSeverity;

/* One entry of an editor's problems list. */
typedef struct
{
  SchottProblemSeverity severity;
  gint   question;   /* question (or event kind for event texts) index; -1: the file itself */
  char  *lang;       /* NULL when the problem is not about one language */
  char  *message;    /* a full sentence for a quiz author, without location */
} SchottProblem;

void schott_problem_free (SchottProblem *problem);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SchottProblem, schott_problem_free)
/* A GPtrArray that frees its SchottProblems. */
GPtrArray *schott_problems_new (void);

/* --------------------------------------------------------------- Ids */

/* The one pattern of every id (pack, category, question, variant): ASCII
 * letters, digits, ".", "_" and "-", not starting with "." (so no id is
 * "." or ".."; no invisible, bidi or look-alike character). Checked
 * wherever ids enter: the XML loaders, CSV import and the editor model.
 * No file name is ever built from an id. */
gboolean    schott_id_is_valid (const char *id);

/* ------------------------------------------------------------- Packs */

typedef enum
{
  SCHOTT_FIELD_TEXT,    /* the question */
  SCHOTT_FIELD_RIGHT,   /* the right answer */
  SCHOTT_FIELD_WRONG1,  /* the first wrong answer */
  SCHOTT_FIELD_WRONG2,  /* the second wrong answer */
  SCHOTT_N_FIELDS
} SchottField;

typedef struct
{
  char  *id;
  char **name;          /* per language */
} SchottCategory;

/* Outdated translations (doc/formats.md, "Outdated translations"): a
 * translation whose source-language text changed after it was made, as
 * gettext's "fuzzy". Stored as per-language flag arrays (guint8 *, one
 * entry per language) that stay NULL while nothing is outdated; only a
 * non-empty text in a language other than the source can be outdated. */

typedef struct
{
  char   *id;
  char   *category;      /* a SchottCategory id */
  guint   difficulty;    /* 0 = unset, 1 easy .. 3 hard */
  char  **field[SCHOTT_N_FIELDS]; /* field[SCHOTT_FIELD_TEXT][lang_index] ... */
  guint8 *outdated;      /* NULL, or per language: bit (1 << field) set when
                          * that field's translation is outdated */
} SchottQuestion;

typedef struct
{
  char      *id;
  guint      version;
  char      *source_lang;  /* == languages[0] */
  GPtrArray *languages;    /* char *, BCP 47 tags, source language first */
  char     **title;        /* per language */
  char     **description;  /* per language */
  GPtrArray *authors;      /* char * */
  char      *license;      /* SPDX id, may be NULL */
  GPtrArray *categories;   /* SchottCategory * */
  GPtrArray *questions;    /* SchottQuestion * */
} SchottPack;

/* One question on its own (in a pack, the pack owns it: schott_pack_free()
 * frees its questions). n_languages: the length of its per-language arrays,
 * the pack's languages->len. New: every text empty. */
SchottQuestion *schott_question_new  (const char *id, const char *category,
                                      guint n_languages);
/* A deep copy; id NULL: q's id. */
SchottQuestion *schott_question_copy (const SchottQuestion *q, const char *id,
                                      guint n_languages);
void            schott_question_free (SchottQuestion *q, guint n_languages);

/* A new empty pack; languages is a space-separated list, source first. */
SchottPack *schott_pack_new       (const char *id, const char *languages);
void        schott_pack_free      (SchottPack *pack);
SchottPack *schott_pack_copy      (const SchottPack *pack);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SchottPack, schott_pack_free)

SchottPack *schott_pack_load           (const char *path, GError **error);
/* filename is only used in messages. */
SchottPack *schott_pack_load_from_data (const char *data, gsize len,
                                        const char *filename, GError **error);
/* keep_inconsistent: a file that is well-formed and follows the schema
 * loads even when the checks beyond the schema fail (an undeclared
 * category, a missing title, two questions with one id …), so that the
 * editor can list those problems at their questions and fix them; the
 * game never loads such a pack. */
SchottPack *schott_pack_load_full      (const char *path, gboolean keep_inconsistent,
                                        GError **error);
SchottPack *schott_pack_load_from_data_full (const char *data, gsize len,
                                             const char *filename,
                                             gboolean keep_inconsistent,
                                             GError **error);
/* Canonical text: stable order, 2-space indentation, so loading and saving
 * a canonical file gives the same bytes. */
char       *schott_pack_to_data        (const SchottPack *pack, gsize *len);
/* Atomic: writes PATH.XXXXXX in the same folder, fsyncs it, keeps the
 * previous file as PATH.bak and renames over PATH. Writes nothing and
 * fails with SCHOTT_IO_ERROR_TOO_LARGE when the text would be over
 * SCHOTT_IO_MAX_FILE_SIZE (no loader would read it back). */
gboolean    schott_pack_save           (const SchottPack *pack, const char *path,
                                        GError **error);
/* A pack file of a folder that is not offered for play. */
typedef struct
{
  char    *path;
  char    *message;    /* located, as the loader says it ("PATH:LINE:COL: …",
                        * one problem per line), or the duplicate id */
  gboolean duplicate;  /* loads, but an earlier pack has its id */
} SchottPackFileProblem;

void     schott_pack_file_problem_free (SchottPackFileProblem *problem);
/* Loads every "*.schott-pack.xml" of the folders, in order (folders in
 * dirs order, files sorted by name; a missing folder is skipped). The
 * first pack with an id wins. Appends the loaded packs to packs
 * (SchottPack *) and, for every file that is broken or whose id an
 * earlier pack has, a SchottPackFileProblem to problems (may be NULL):
 * so New Game can list them with their problems and an "Open in Editor"
 * button instead of dropping them silently. paths (may be NULL) receives
 * the file of each loaded pack (char *, parallel to the packs appended). */
void     schott_pack_load_folders (const char * const *dirs, GPtrArray *packs,
                                   GPtrArray *paths, GPtrArray *problems);

/* Appends SchottProblems (may be NULL); TRUE when none is an error. */
gboolean    schott_pack_validate       (const SchottPack *pack, GPtrArray *problems);

/* -1 when the pack does not have the language. Accepts gettext names
 * ("zh_CN.UTF-8" finds "zh-CN") and falls back to the primary subtag. */
gint        schott_pack_language_index (const SchottPack *pack, const char *lang);
/* Adds a language (all its texts empty); FALSE if already there. */
gboolean    schott_pack_add_language   (SchottPack *pack, const char *lang);

SchottCategory *schott_pack_add_category   (SchottPack *pack, const char *id);
SchottCategory *schott_pack_find_category  (const SchottPack *pack, const char *id);
/* Appends a question with empty texts. */
SchottQuestion *schott_pack_add_question   (SchottPack *pack, const char *id,
                                            const char *category);
void            schott_pack_remove_question (SchottPack *pack, guint index);
SchottQuestion *schott_pack_find_question  (const SchottPack *pack, const char *id);
/* The index of the question with that id in pack->questions, or -1. */
gint            schott_pack_find_question_index (const SchottPack *pack, const char *id);
/* Sets one text; lang must be one of the pack's languages. */
void            schott_pack_set_text       (SchottPack *pack, SchottQuestion *q,
                                            SchottField field, const char *lang,
                                            const char *text);

/* Outdated translations. lang is one of the pack's languages; the source
 * language and empty texts are never outdated. */
gboolean    schott_pack_is_outdated       (const SchottPack *pack,
                                           const SchottQuestion *q,
                                           SchottField field, const char *lang);
void        schott_pack_set_outdated      (SchottPack *pack, SchottQuestion *q,
                                           SchottField field, const char *lang,
                                           gboolean outdated);
/* Whether a translation of q in lang (NULL: in any language) is outdated:
 * the predicate of an "Outdated" filter. Reads only q, so it may run on a
 * worker thread over a copy. lang_index as in pack->languages, -1: any. */
gboolean    schott_question_has_outdated  (const SchottQuestion *q, guint n_languages,
                                           gint lang_index);
/* Questions with an outdated translation in lang. */
guint       schott_pack_count_outdated    (const SchottPack *pack, const char *lang);

/* Complete in lang: the question and its three answers are non-empty. */
gboolean    schott_question_complete      (const SchottPack *pack,
                                           const SchottQuestion *q,
                                           const char *lang);
guint       schott_pack_count_complete    (const SchottPack *pack, const char *lang);

/* R-Q-2: the language a question is shown in: lang when the question is
 * complete in it, otherwise the pack's source language. */
const char *schott_question_lang  (const SchottPack *pack,
                                   const SchottQuestion *q, const char *lang);
/* The question text / one answer in the language chosen by
 * schott_question_lang(); never NULL. */
const char *schott_question_text  (const SchottPack *pack,
                                   const SchottQuestion *q, const char *lang);
const char *schott_question_field (const SchottPack *pack,
                                   const SchottQuestion *q,
                                   SchottField field, const char *lang);
/* The three answers in the order the engine shows them: the right answer at
 * position question_right (SchottGame.question_right, 0..2), the two wrong
 * answers in stored order in the other two positions:
 *   0 -> right, wrong1, wrong2;  1 -> wrong1, right, wrong2;
 *   2 -> wrong1, wrong2, right.
 * So the engine's ANSWER(a) is right exactly when a == question_right. */
void        schott_pack_answers_in_play_order (const SchottPack *pack,
                                               const SchottQuestion *q,
                                               const char *lang,
                                               guint question_right,
                                               const char *out[3]);
/* A per-language text with fallback to the source language. */
const char *schott_pack_localized      (const SchottPack *pack, char **texts,
                                        const char *lang);

/* --------------------------------------------------------- Event texts */

typedef struct
{
  guint8  copies;
  guint8  amount;     /* fields moved by E3, E4, E10; 0 for the others */
  char  **text;       /* per language */
  guint8 *outdated;   /* NULL, or per language: 1 when the translation is outdated */
} SchottEventText;

typedef struct
{
  guint      version;
  char      *source_lang;
  GPtrArray *languages;   /* char *, source first */
  SchottEventText kind[SCHOTT_N_EVENT_KINDS + 1];   /* index 1..10 (E1..E10) */
} SchottEventTexts;

SchottEventTexts *schott_event_texts_new   (const char *languages);
void              schott_event_texts_free  (SchottEventTexts *texts);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SchottEventTexts, schott_event_texts_free)
SchottEventTexts *schott_event_texts_load  (const char *path, GError **error);
SchottEventTexts *schott_event_texts_load_from_data (const char *data, gsize len,
                                                     const char *filename,
                                                     GError **error);
char             *schott_event_texts_to_data (const SchottEventTexts *texts, gsize *len);
gboolean          schott_event_texts_save  (const SchottEventTexts *texts,
                                            const char *path, GError **error);
gboolean          schott_event_texts_validate (const SchottEventTexts *texts,
                                               GPtrArray *problems);
/* The card text of a kind (1..10), falling back to the source language. */
const char       *schott_event_texts_text  (const SchottEventTexts *texts,
                                            SchottEventKind kind, const char *lang);
/* Sets variant->event_copies[] and event_amount[] from the texts. */
void              schott_event_texts_apply (const SchottEventTexts *texts,
                                            SchottVariant *variant);

/* ------------------------------------------------------------ Variants */

typedef struct
{
  guint16 field;
  char  **name;       /* per language: the place the field stands for */
} SchottLocationInfo;

/* What a variant file holds beyond the engine's SchottVariant. */
typedef struct
{
  char      *id;
  guint      version;
  char      *source_lang;
  GPtrArray *languages;   /* char *, source first */
  char     **name;        /* per language */
  GPtrArray *locations;   /* SchottLocationInfo *, ascending field */
} SchottVariantInfo;

void     schott_variant_info_free (SchottVariantInfo *info);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SchottVariantInfo, schott_variant_info_free)

/* Fills out; info (may be NULL) receives the names. */
gboolean schott_variant_load           (const char *path, SchottVariant *out,
                                        SchottVariantInfo **info, GError **error);
gboolean schott_variant_load_from_data (const char *data, gsize len,
                                        const char *filename, SchottVariant *out,
                                        SchottVariantInfo **info, GError **error);
/* info may be NULL: English only, fields named "Field N". */
char    *schott_variant_to_data        (const SchottVariant *variant,
                                        const SchottVariantInfo *info, gsize *len);
gboolean schott_variant_save           (const SchottVariant *variant,
                                        const SchottVariantInfo *info,
                                        const char *path, GError **error);
/* The place name of a location field, falling back to the source
 * language; NULL if the field is no location field of info. */
const char *schott_variant_info_place_name (const SchottVariantInfo *info,
                                            guint field, const char *lang);
const char *schott_variant_info_name       (const SchottVariantInfo *info,
                                            const char *lang);

/* ---------------------------------------------------------- Saved games */

/* The group of the app's autosave: a key file around the engine's text
 * (its "state" key), written by the game model
 * (schott-game-model-autosave.c) and read here. */
#define SCHOTT_AUTOSAVE_GROUP "SCHOTT World game"

gboolean schott_save_game_write (const char *path, const SchottGame *game,
                                 GError **error);
/* Reads the engine's saved game (schott-save 1) or the app's autosave (a
 * key file whose "state" is that text); at most 1 MiB, checked before
 * reading. Problems are located "PATH:LINE:1: cannot continue this saved
 * game: …"; game is untouched on failure. */
gboolean schott_save_game_read  (const char *path, SchottGame *game,
                                 GError **error);
/* The same on bytes already read; path is only used in messages. */
gboolean schott_save_game_read_data (const char *data, gsize len, const char *path,
                                     SchottGame *game, GError **error);
/* Whether the bytes start like a saved game (either form). */
gboolean schott_save_game_sniff (const char *data, gsize len);

/* -------------------------------------------------------------- Files */

/* Writes atomically: a unique temporary file PATH.XXXXXX in the same
 * folder (locked while written), fsync, the existing file kept as PATH.bak,
 * rename over PATH, fsync of the folder. A crash leaves the old or the new
 * file whole. The file keeps its mode; a read-only file (no write bit, or
 * not writable by us) is never replaced: SCHOTT_IO_ERROR_READ_ONLY. */
gboolean schott_file_write_atomic (const char *path, const char *data, gsize len,
                                   GError **error);
/* The same; a file that does not exist yet gets new_file_mode (less the
 * umask), e.g. 0600 for a private file. */
gboolean schott_file_write_atomic_full (const char *path, const char *data, gsize len,
                                        guint new_file_mode, GError **error);
/* Removes the temporary files PATH.XXXXXX that killed writes of PATH left
 * behind (a file still being written is locked and stays). Returns how
 * many were removed. */
guint    schott_file_clean_temps  (const char *path);
/* Reads a whole file; refuses one larger than max_size (checked with
 * fstat before reading) with SCHOTT_IO_ERROR_TOO_LARGE. */
gboolean schott_file_read_limited (const char *path, gsize max_size,
                                   char **data, gsize *len, GError **error);

/* Which kind of SCHOTT World XML file the data looks like, from its root
 * element ("pack", "events", "variant"), or NULL. Cheap: no parsing. */
const char *schott_io_sniff_kind (const char *data, gsize len);
/* Loads any SCHOTT World file (pack, events or variant XML, or a saved
 * game, told apart by its start or its name) to check it. */
gboolean    schott_io_validate_file (const char *path, GError **error);

/* "zh_CN.UTF-8" -> "zh-CN", "de_DE@euro" -> "de-DE". */
char       *schott_io_normalize_lang (const char *lang);

/* ---------------------------------------------------------------- CSV */

/* CSV columns: id, category, difficulty, then per language
 * question_<lang>, right_<lang>, wrong1_<lang>, wrong2_<lang> and, for a
 * language other than the source, an optional outdated_<lang>: the fields
 * whose translation is outdated ("question right wrong1 wrong2"). Export
 * writes outdated_<lang> only for languages that have outdated texts. */
typedef struct
{
  guint  line;      /* 1-based line where the row starts */
  char  *reason;
} SchottCsvRejected;

typedef struct
{
  SchottPack *pack;      /* the accepted rows */
  GPtrArray  *rejected;  /* SchottCsvRejected *, in file order */
  guint       n_rows;    /* data rows read (accepted + rejected) */
} SchottCsvImport;

void             schott_csv_import_free (SchottCsvImport *import);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SchottCsvImport, schott_csv_import_free)
/* Parses CSV into a pack without writing anything (the editor's preview).
 * template (may be NULL) gives the pack's id, titles, categories ...: its
 * questions are replaced by the CSV's. Without it the pack's id comes from
 * filename and unknown categories are declared with their id as name.
 * Fails only when the header is unusable. */
SchottCsvImport *schott_csv_import      (const char *data, gsize len,
                                         const char *filename,
                                         const SchottPack *template_pack,
                                         GError **error);
char            *schott_csv_export      (const SchottPack *pack, gsize *len);

G_END_DECLS
