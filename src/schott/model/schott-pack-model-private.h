/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-pack-model-private.h: what the files of SchottPackModel share.
 *
 * The model is spread over schott-pack-model.c (the list, the edits),
 * schott-pack-model-file.c (loading and writing its file),
 * schott-pack-undo.c (the commands and their stacks), schott-pack-draft.c
 * (crash-recovery drafts) and schott-pack-validation.c (validating on a
 * worker); its rows are SchottPackQuestion (schott-pack-question.c).
 */
#pragma once

#include "schott-pack-model.h"

G_BEGIN_DECLS

/* One undo step. */
typedef enum
{
  SCHOTT_PACK_CMD_INSERT,     /* q inserted at position */
  SCHOTT_PACK_CMD_REMOVE,     /* q removed from position */
  SCHOTT_PACK_CMD_MOVE,       /* from -> to */
  SCHOTT_PACK_CMD_TEXT,       /* field/lang of the question at position: old -> new */
  SCHOTT_PACK_CMD_CATEGORY,   /* old -> new in text fields */
  SCHOTT_PACK_CMD_DIFFICULTY,
  SCHOTT_PACK_CMD_ID,
  SCHOTT_PACK_CMD_SNAPSHOT,   /* the whole pack swapped with other */
  SCHOTT_PACK_CMD_OUTDATED,   /* the outdated flags of the question at position: old -> new */
} SchottPackCmdKind;

typedef struct
{
  SchottPackCmdKind   kind;
  guint64             serial;
  guint               position;
  guint               to;
  SchottQuestion     *q;        /* INSERT/REMOVE: owned while outside the pack */
  SchottPackQuestion *item;     /* INSERT/REMOVE: the row object, kept for reuse */
  gboolean            outside;  /* q is not in the pack now */
  SchottField         field;
  char               *lang;
  char               *old_text;
  char               *new_text;
  guint               old_value;
  guint               new_value;
  SchottPack         *other;    /* SNAPSHOT */
  guint               n_languages; /* to free q */
  guint8             *old_flags;   /* TEXT, OUTDATED: the question's outdated flags */
  guint8             *new_flags;
} SchottPackCmd;

struct _SchottPackModel
{
  GObject     parent_instance;
  SchottPack *pack;
  GPtrArray  *items;          /* SchottPackQuestion *, parallel to pack->questions */
  char       *path;
  char       *display_lang;
  gint        display_index;
  GPtrArray  *undo;           /* SchottPackCmd *, top is last */
  GPtrArray  *redo;
  guint64     next_serial;
  guint64     change_serial;  /* counts every change of the pack */
  guint64     saved_serial;   /* serial of the undo top when saved; 0 = empty stack */
  gboolean    saved_unknown;  /* no state on the stacks is the saved one */
  gboolean    coalesce_broken;
  gboolean    dirty;
  gboolean    can_undo;
  gboolean    can_redo;
};

/* schott-pack-model.c */
/* Notifies "dirty", "can-undo" and "can-redo" where they changed. */
void                schott_pack_model_update_state      (SchottPackModel *self);
void                schott_pack_model_emit_changed      (SchottPackModel *self);
/* The question at position changed: its row notifies, "question-changed". */
void                schott_pack_model_question_changed  (SchottPackModel *self,
                                                         guint            position);
/* Every row anew (another pack). */
void                schott_pack_model_rebuild_items     (SchottPackModel *self);

/* schott-pack-model-file.c */
/* Writes pack to file: a local path atomically (schott_pack_save()),
 * another location through GIO. */
gboolean            _schott_pack_model_write_file       (const SchottPack  *pack,
                                                         GFile             *file,
                                                         GError           **error);

/* schott-pack-undo.c */
SchottPackCmd      *schott_pack_cmd_new                 (SchottPackModel   *self,
                                                         SchottPackCmdKind  kind,
                                                         guint              position);
void                schott_pack_cmd_free                (SchottPackCmd     *cmd);
/* Runs a command forwards (redo) or backwards (undo). */
void                schott_pack_cmd_run                 (SchottPackModel   *self,
                                                         SchottPackCmd     *cmd,
                                                         gboolean           forwards);
/* Runs a new command and pushes it on the undo stack. */
void                schott_pack_model_push              (SchottPackModel   *self,
                                                         SchottPackCmd     *cmd);
/* Swaps in next (taken) as one undo step. */
void                schott_pack_model_push_snapshot     (SchottPackModel   *self,
                                                         SchottPack        *next);
/* Inserts q (taken) at position as one undo step. */
void                schott_pack_model_push_insert       (SchottPackModel   *self,
                                                         guint              position,
                                                         SchottQuestion    *q);
/* The last step, or NULL. */
SchottPackCmd      *schott_pack_model_undo_top          (SchottPackModel   *self);

/* schott-pack-question.c */
SchottPackQuestion *schott_pack_question_new            (SchottPackModel    *model,
                                                         SchottQuestion     *q);
/* Every property changed. */
void                schott_pack_question_notify_all     (SchottPackQuestion *self);
/* The display language changed: the text and the search text. */
void                schott_pack_question_notify_text    (SchottPackQuestion *self);
/* The model is going: the row reads nothing from it any more. */
void                schott_pack_question_detach         (SchottPackQuestion *self);

/* Per-language outdated flags (SchottQuestion.outdated): NULL when none. */
static inline gboolean
schott_pack_flags_empty (const guint8 *flags, guint n)
{
  for (guint l = 0; flags != NULL && l < n; l++)
    if (flags[l] != 0)
      return FALSE;
  return TRUE;
}

static inline guint8 *
schott_pack_flags_copy (const guint8 *flags, guint n)
{
  return schott_pack_flags_empty (flags, n) ? NULL : g_memdup2 (flags, n);
}

static inline void
schott_pack_set_string (char **slot, const char *value)
{
  g_free (*slot);
  *slot = g_strdup (value ? value : "");
}

G_END_DECLS
