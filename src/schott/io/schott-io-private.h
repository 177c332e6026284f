/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-io-private.h: the safe XML reader and writer shared by the loaders. */
#pragma once

#include <libxml/tree.h>

#include "schott-io.h"
#include "sw-file.h"

G_BEGIN_DECLS

typedef enum
{
  SCHOTT_SCHEMA_PACK,
  SCHOTT_SCHEMA_EVENTS,
  SCHOTT_SCHEMA_VARIANT,
  SCHOTT_N_SCHEMAS
} SchottSchema;

typedef struct _SchottXmlStream SchottXmlStream;

/* One file being read: its bytes, the parsed document and the problems
 * found so far, each already located as "FILE:LINE:COLUMN: message". */
typedef struct
{
  const char *filename;
  const char *data;
  gsize       len;
  const char *ns;          /* the namespace every element must be in */
  xmlDoc     *doc;
  GArray     *line_starts; /* gsize offsets, built on first use */
  GString    *messages;
  guint       n_messages;
  SchottIoError first_code;
  gboolean    stopped;     /* our SAX hooks stopped the parser */
  guint       depth;
  xmlNs      *ns_match;    /* a namespace already found to be ns */
  SchottXmlStream *stream; /* while parsing with schott_xml_file_parse_stream() */
  GHashTable *lang_index;  /* language tag (ASCII case-insensitive) -> index + 1 */
  GPtrArray  *lang_index_of; /* the languages lang_index was built from */
  gboolean    uncounted;   /* some problems were not even counted */
  GArray     *open_elements; /* while parsing: the elements not closed yet
                              * (name and line), for plain-word messages */
} SchottXmlFile;

/* Which languages an owner (a question, an answer, a category ...) has a
 * text in. One array for all owners of a file, stamped with the owner's
 * number, so starting an owner costs nothing and an owner with every
 * language is checked in constant time: files with 100,000 languages and
 * as many owners stay linear (issue 16). */
typedef struct
{
  guint *owner_of;   /* per language: the owner whose text was seen last */
  guint  owner;      /* the current owner, from 1 */
  guint  count;      /* languages seen for the current owner */
  guint  n;
} SchottLangSeen;

void        schott_lang_seen_init  (SchottLangSeen *seen, guint n_languages);
/* Starts the next owner: no language seen yet. */
void        schott_lang_seen_next  (SchottLangSeen *seen);
void        schott_lang_seen_clear (SchottLangSeen *seen);

typedef struct
{
  SchottXmlFile *f;        /* where schema problems go */
  guint          reported;
} SchottSchemaErrors;

/* Reading a large file while it is parsed: each element is checked against
 * the schema as soon as it ends (libxml2's streaming RelaxNG, as
 * xmllint --stream does), handed to the loader, and freed when the loader
 * is done with it (see retire_nodes() for when it is freed).
 * Schema problems go to schema_out; the loader reports into its own file
 * too, so that a syntax error later in the file still wins. */
struct _SchottXmlStream
{
  SchottSchema   schema;
  SchottXmlFile *schema_out;
  gpointer       data;
  /* the root element has started (its attributes are there) */
  void         (*root_start)  (xmlNode *root, gpointer data);
  /* an element has ended (depth 1 is the root) and has been checked;
   * TRUE when the loader is done with it */
  gboolean     (*element_end) (xmlNode *node, guint depth, gpointer data);
  /* out: whether the document follows the schema (after a good parse) */
  gboolean       schema_ok;
  /* private */
  void              *rng;
  SchottSchemaErrors errors;
  guint              full_depth;
  guint              rng_failures;
  GPtrArray         *retired;   /* node lists out of the tree, freed after the parse */
};

gboolean    schott_xml_file_parse_stream (SchottXmlFile *f, const char *data, gsize len,
                                          const char *filename, const char *root,
                                          const char *ns, const char *what,
                                          SchottXmlStream *stream);
/* Adds the problems (errors) to f, located at the start tag tag ("<question")
 * on lines[question] (or at root). */
void        schott_xml_report_problems_at (SchottXmlFile *f, GPtrArray *problems,
                                           xmlNode *root, const long *lines,
                                           guint n_lines, const char *tag);

/* g_utf8_validate_len (data, len, NULL), faster on mostly ASCII text. */
gboolean    schott_utf8_is_valid    (const char *data, gsize len);

/* Starts f on data, with no document and no problems yet (ns: the
 * namespace its elements must be in). */
void        schott_xml_file_init    (SchottXmlFile *f, const char *data, gsize len,
                                     const char *filename, const char *ns);
/* Checks size and UTF-8, parses without entities, DTDs or network, checks
 * the root element's name and namespace. FALSE when f has errors. */
gboolean    schott_xml_file_parse   (SchottXmlFile *f, const char *data, gsize len,
                                     const char *filename, const char *root,
                                     const char *ns, const char *what);
void        schott_xml_file_clear   (SchottXmlFile *f);
/* Records a problem located at node (at its attribute attr when not NULL;
 * at line 1 when node is NULL). */
void        schott_xml_error        (SchottXmlFile *f, xmlNode *node, const char *attr,
                                     SchottIoError code, const char *format, ...)
                                     G_GNUC_PRINTF (5, 6);
void        schott_xml_error_at     (SchottXmlFile *f, long line, long column,
                                     SchottIoError code, const char *message);
gboolean    schott_xml_has_errors   (SchottXmlFile *f);
/* More problems than the message shows: a loader may stop looking. */
gboolean    schott_xml_too_many_problems (SchottXmlFile *f);
/* Moves the problems into error; returns FALSE (for "return fail (f, error)"). */
gboolean    schott_xml_fail         (SchottXmlFile *f, GError **error);
/* Validates the document against one of the built-in RelaxNG schemas. */
gboolean    schott_xml_check_schema (SchottXmlFile *f, SchottSchema schema);

/* Element helpers (elements in f->ns only). */
gboolean    schott_xml_is           (SchottXmlFile *f, xmlNode *node, const char *name);
xmlNode    *schott_xml_first_child  (xmlNode *node);
xmlNode    *schott_xml_next         (xmlNode *node);
/* The value of an attribute without namespace, or NULL. Not a copy. */
const char *schott_xml_attr         (xmlNode *node, const char *name);
const char *schott_xml_lang         (xmlNode *node);
/* Reports attributes other than those in the NULL-terminated list. */
void        schott_xml_check_attrs  (SchottXmlFile *f, xmlNode *node, const char *const *allowed);
/* The text content of a text-only element, whitespace stripped; reports
 * child elements. Newly allocated. */
char       *schott_xml_text         (SchottXmlFile *f, xmlNode *node);
/* Reads an unsigned attribute in [min, max]; reports a missing or bad one
 * when required. Returns default_value when absent and not required. */
guint       schott_xml_uint_attr    (SchottXmlFile *f, xmlNode *node, const char *name,
                                     guint min, guint max, gboolean required,
                                     guint default_value);
gboolean    schott_xml_bool_attr    (SchottXmlFile *f, xmlNode *node, const char *name,
                                     gboolean default_value);

/* Reads the root's languages / source-lang attributes into languages;
 * FALSE (reported) when unusable. */
gboolean    schott_xml_read_languages (SchottXmlFile *f, xmlNode *root,
                                       GPtrArray *languages, char **source_lang);
/* Stores the text of a <ELEM xml:lang="xx"> element into texts[index of xx];
 * reports an undeclared or repeated language. owner names the thing for
 * messages ("question \"q7\""). */
void        schott_xml_read_lang_text (SchottXmlFile *f, xmlNode *node,
                                       GPtrArray *languages, char **texts,
                                       SchottLangSeen *seen, const char *owner);
/* The same for a text that may be marked outdated="true" (a translation):
 * sets bit in (*outdated)[index], allocating the n-language array on first
 * use. The source language cannot be outdated; on an empty text the mark
 * is dropped. */
void        schott_xml_read_lang_text_outdated (SchottXmlFile *f, xmlNode *node,
                                                GPtrArray *languages, char **texts,
                                                SchottLangSeen *seen, const char *owner,
                                                guint8 **outdated, guint8 bit);
/* Reports every declared language the current owner of seen has no
 * element in. */
void        schott_xml_check_all_langs (SchottXmlFile *f, xmlNode *owner_node,
                                        GPtrArray *languages, SchottLangSeen *seen,
                                        const char *element, const char *owner);
/* The index of lang in languages (ASCII case-insensitive), or -1; a hash
 * table kept in f for long lists. */
gint        schott_xml_lang_find     (SchottXmlFile *f, GPtrArray *languages,
                                      const char *lang);

/* Per-language string arrays. */
char      **schott_lang_texts_new   (guint n_languages);
char      **schott_lang_texts_copy  (char **texts, guint n_languages);
void        schott_lang_texts_free  (char **texts, guint n_languages);
/* Whether c takes no room on screen: a format character (Cf) such as
 * U+200B, U+200C, U+200D, U+2060 or U+FEFF. Answers are compared without
 * them, and a text of nothing else is empty. */
gboolean    schott_unichar_is_invisible (gunichar c);
/* Whether a text shows nothing: NULL, "", or only whitespace and
 * invisible characters. Every "is it empty?" of the formats asks this. */
gboolean    schott_lang_texts_empty (const char *text);
GPtrArray  *schott_languages_parse  (const char *list);
gint        schott_languages_find   (GPtrArray *languages, const char *lang);
/* A hash index of languages (ASCII case-insensitive, like
 * schott_languages_find): tag -> index + 1; the keys are the array's own
 * strings, so it is valid while the array does not change. */
GHashTable *schott_languages_index_new  (GPtrArray *languages);
/* Adds languages->len - 1, the language just appended, to index. */
#define     schott_languages_index_add(index, languages) \
  g_hash_table_insert ((index), g_ptr_array_index ((languages), (languages)->len - 1), \
                       GUINT_TO_POINTER ((languages)->len))
gint        schott_languages_index_find (GHashTable *index, const char *lang);
char      **schott_lang_texts_grow  (char **texts, guint old_n, guint new_n);
/* Checks a BCP 47-looking tag ("en", "zh-CN"). */
gboolean    schott_lang_tag_is_valid (const char *tag);
/* Fallback lookup shared by the three formats. */
const char *schott_lang_lookup      (GPtrArray *languages, char **texts, const char *lang);

/* Canonical writer helpers: escaped text and attributes. */
void        schott_xml_append_escaped (GString *out, const char *text, gboolean attribute);
void        schott_xml_append_lang_texts (GString *out, guint indent, const char *element,
                                          GPtrArray *languages, char **texts);
/* The same, writing outdated="true" on each non-empty translation whose
 * outdated[index] has bit (outdated may be NULL). */
void        schott_xml_append_lang_texts_outdated (GString *out, guint indent,
                                                   const char *element,
                                                   GPtrArray *languages, char **texts,
                                                   const guint8 *outdated, guint8 bit);
void        schott_xml_append_indent (GString *out, guint indent);

/* Per-language flag arrays (NULL: all clear). */
guint8     *schott_lang_flags_copy  (const guint8 *flags, guint n_languages);
guint8     *schott_lang_flags_grow  (guint8 *flags, guint old_n, guint new_n);
/* Sets or clears bit at index; frees the array when it becomes all clear. */
void        schott_lang_flags_set   (guint8 **flags, guint n_languages, guint index,
                                     guint8 bit, gboolean on);

SchottProblem *schott_problem_new   (SchottProblemSeverity severity, gint question,
                                     const char *lang, const char *format, ...)
                                     G_GNUC_PRINTF (4, 5);
/* The checks of one question (not the uniqueness of its id). categories
 * (may be NULL: a linear search) holds the declared category ids. */
gboolean    schott_pack_check_question (const SchottPack *pack, GHashTable *categories,
                                        const SchottQuestion *q, gint index,
                                        GPtrArray *problems);
/* Adds the problems (errors) to f, located at nodes[question] (or root). */
void        schott_xml_report_problems (SchottXmlFile *f, GPtrArray *problems,
                                        xmlNode *root, xmlNode **nodes, guint n_nodes);

/* A whole file in an anonymous mapping (src/core/sw-file.h); reading one
 * reports SCHOTT_IO_ERROR codes. Free with sw_file_bytes_clear(). */
typedef SwFileBytes SchottFileBytes;

gboolean    schott_file_bytes_read  (const char *path, gsize max_size,
                                     SchottFileBytes *bytes, GError **error);

/* Generated from the RelaxNG files in data/schemas (schott-schemas.c). */
extern const char          schott_schema_pack_rng[];
extern const unsigned long schott_schema_pack_rng_len;
extern const char          schott_schema_events_rng[];
extern const unsigned long schott_schema_events_rng_len;
extern const char          schott_schema_variant_rng[];
extern const unsigned long schott_schema_variant_rng_len;

/* "E1" … "E10" as written in event and rules files: the kind, 0 if none
 * (schott-events.c). */
guint schott_event_kind_parse (const char *value);

/* At most this many problems are written into a file's message. */
#define SCHOTT_XML_MAX_MESSAGES 50

/* Locating in f's bytes (schott-xml-problems.c). The column in characters
 * (1-based) of byte offset off on line. */
long        schott_xml_column_of     (SchottXmlFile *f, long line, gsize off);
/* needle in the first hay_len bytes of hay, or NULL. */
const char *schott_xml_find_in_range (const char *hay, gsize hay_len, const char *needle);
/* Where node (its attribute attr when not NULL) starts; line 1 when node is NULL. */
void        schott_xml_locate_node   (SchottXmlFile *f, xmlNode *node, const char *attr,
                                      long *line_out, long *col_out);
/* Where the start tag tag ("<question") is, on line or up to 20 lines
 * before it, and for an attribute, "attr=" after it. */
void        schott_xml_locate_tag    (SchottXmlFile *f, long line, const char *tag,
                                      const char *attr, long *line_out, long *col_out);

/* A pack with no languages, categories or questions yet (schott-pack.c). */
SchottPack *schott_pack_new_empty   (void);

G_END_DECLS
