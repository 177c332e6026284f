/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-json.h: a small JSON reader for game records (no dependency beyond
 * GLib). Values remember where they start, for located messages. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  BP_JSON_NULL,
  BP_JSON_BOOLEAN,
  BP_JSON_NUMBER,
  BP_JSON_STRING,
  BP_JSON_ARRAY,
  BP_JSON_OBJECT,
} BpJsonType;

typedef struct _BpJson BpJson;
struct _BpJson
{
  BpJsonType type;
  guint      line;
  guint      column;
  gboolean   boolean;
  double     number;
  char      *string;     /* STRING */
  GPtrArray *items;      /* ARRAY: values; OBJECT: values */
  GPtrArray *keys;       /* OBJECT: char *, parallel to items */
};

#define BP_JSON_ERROR (bp_json_error_quark ())
GQuark       bp_json_error_quark (void);

/* The longest text bp_json_parse() reads. */
#define BP_JSON_MAX_LENGTH (16 * 1024 * 1024)

/* On failure the error message is "LINE:COLUMN: what". Refuses nesting
 * deeper than 64 and texts over BP_JSON_MAX_LENGTH, so it never runs away. */
BpJson      *bp_json_parse      (const char *text,
                                 gsize       length,
                                 GError    **error);
void         bp_json_free       (BpJson *value);
/* The member called key of an object, or NULL. */
const BpJson *bp_json_member    (const BpJson *object,
                                 const char   *key);
const char  *bp_json_type_name  (BpJsonType type);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BpJson, bp_json_free)

G_END_DECLS
