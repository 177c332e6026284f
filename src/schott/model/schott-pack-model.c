/* schott-pack-model.c: an editable question pack with undo and redo. */
#include "config.h"

#include <string.h>

#include "schott-pack-model.h"

/* ------------------------------------------------------------- the item */

struct _SchottPackQuestion
{
  GObject          parent_instance;
  SchottPackModel *model;     /* unowned: the model outlives its items' use */
  SchottQuestion  *q;         /* owned by the pack or by an undo command */
  char            *search_text;
  char            *search_key;  /* search_text case-folded, for the filter */
};

enum
{
  QPROP_0,
  QPROP_ID,
  QPROP_CATEGORY,
  QPROP_DIFFICULTY,
  QPROP_TEXT,
  QPROP_SEARCH_TEXT,
  QPROP_N_COMPLETE,
  QPROP_STATUS,
  QPROP_MISSING,
  QPROP_OUTDATED,
  N_QPROPS
};
static GParamSpec *qproperties[N_QPROPS];

G_DEFINE_FINAL_TYPE (SchottPackQuestion, schott_pack_question, G_TYPE_OBJECT)

/* ------------------------------------------------------------ the model */

typedef enum
{
  CMD_INSERT,     /* q inserted at position */
  CMD_REMOVE,     /* q removed from position */
  CMD_MOVE,       /* from -> to */
  CMD_TEXT,       /* field/lang of the question at position: old -> new */
  CMD_CATEGORY,   /* old -> new in text fields */
  CMD_DIFFICULTY,
  CMD_ID,
  CMD_SNAPSHOT,   /* the whole pack swapped with other */
  CMD_OUTDATED,   /* the outdated flags of the question at position: old -> new */
} CmdKind;

typedef struct
{
  CmdKind  kind;
  guint64  serial;
  guint    position;
  guint    to;
  SchottQuestion     *q;        /* INSERT/REMOVE: owned while outside the pack */
  SchottPackQuestion *item;     /* INSERT/REMOVE: the row object, kept for reuse */
  gboolean outside;             /* q is not in the pack now */
  SchottField field;
  char    *lang;
  char    *old_text;
  char    *new_text;
  guint    old_value;
  guint    new_value;
  SchottPack *other;            /* SNAPSHOT */
  guint    n_languages;         /* to free q */
  guint8  *old_flags;           /* TEXT, OUTDATED: the question's outdated flags */
  guint8  *new_flags;
} Cmd;

struct _SchottPackModel
{
  GObject     parent_instance;
  SchottPack *pack;
  GPtrArray  *items;          /* SchottPackQuestion *, parallel to pack->questions */
  char       *path;
  char       *display_lang;
  gint        display_index;
  GPtrArray  *undo;           /* Cmd *, top is last */
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

enum
{
  PROP_0,
  PROP_PATH,
  PROP_DISPLAY_LANG,
  PROP_DIRTY,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_CHANGED,
  SIGNAL_QUESTION_CHANGED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void schott_pack_model_list_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (SchottPackModel, schott_pack_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      schott_pack_model_list_iface_init))

/* ----------------------------------------------------- question helpers */

static void
question_free (SchottQuestion *q, guint n_languages)
{
  if (q == NULL)
    return;
  g_free (q->id);
  g_free (q->category);
  for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
    {
      for (guint l = 0; l < n_languages; l++)
        g_free (q->field[f][l]);
      g_free (q->field[f]);
    }
  g_free (q->outdated);
  g_free (q);
}

static char **
texts_new (guint n)
{
  char **texts = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    texts[i] = g_strdup ("");
  return texts;
}

static SchottQuestion *
question_new (const char *id, const char *category, guint n_languages)
{
  SchottQuestion *q = g_new0 (SchottQuestion, 1);

  q->id = g_strdup (id);
  q->category = g_strdup (category ? category : "");
  for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
    q->field[f] = texts_new (n_languages);
  return q;
}

/* Per-language outdated flags (SchottQuestion.outdated): NULL when none. */
static gboolean
flags_empty (const guint8 *flags, guint n)
{
  for (guint l = 0; flags != NULL && l < n; l++)
    if (flags[l] != 0)
      return FALSE;
  return TRUE;
}

static guint8 *
flags_copy (const guint8 *flags, guint n)
{
  return flags_empty (flags, n) ? NULL : g_memdup2 (flags, n);
}

static SchottQuestion *
question_copy (const SchottQuestion *q, const char *id, guint n_languages)
{
  SchottQuestion *c = g_new0 (SchottQuestion, 1);

  c->id = g_strdup (id);
  c->category = g_strdup (q->category);
  c->difficulty = q->difficulty;
  for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
    {
      c->field[f] = g_new0 (char *, n_languages + 1);
      for (guint l = 0; l < n_languages; l++)
        c->field[f][l] = g_strdup (q->field[f][l] ? q->field[f][l] : "");
    }
  c->outdated = flags_copy (q->outdated, n_languages);
  return c;
}

/* ------------------------------------------------------------ item code */

static void
item_update_search_text (SchottPackQuestion *self)
{
  const char *text = schott_pack_question_get_text (self);

  g_free (self->search_text);
  self->search_text = g_strconcat (self->q->id ? self->q->id : "", " ", text, NULL);
  g_clear_pointer (&self->search_key, g_free);
}

static SchottPackQuestion *
item_new (SchottPackModel *model, SchottQuestion *q)
{
  SchottPackQuestion *self = g_object_new (SCHOTT_TYPE_PACK_QUESTION, NULL);

  self->model = model;
  self->q = q;
  item_update_search_text (self);
  return self;
}

static void
item_notify_all (SchottPackQuestion *self)
{
  item_update_search_text (self);
  g_object_freeze_notify (G_OBJECT (self));
  for (guint i = QPROP_ID; i < N_QPROPS; i++)
    g_object_notify_by_pspec (G_OBJECT (self), qproperties[i]);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
schott_pack_question_finalize (GObject *object)
{
  SchottPackQuestion *self = SCHOTT_PACK_QUESTION (object);

  g_free (self->search_text);
  g_free (self->search_key);
  G_OBJECT_CLASS (schott_pack_question_parent_class)->finalize (object);
}

static void
schott_pack_question_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  SchottPackQuestion *self = SCHOTT_PACK_QUESTION (object);

  switch (prop_id)
    {
    case QPROP_ID:
      g_value_set_string (value, schott_pack_question_get_id (self));
      break;
    case QPROP_CATEGORY:
      g_value_set_string (value, schott_pack_question_get_category (self));
      break;
    case QPROP_DIFFICULTY:
      g_value_set_uint (value, schott_pack_question_get_difficulty (self));
      break;
    case QPROP_TEXT:
      g_value_set_string (value, schott_pack_question_get_text (self));
      break;
    case QPROP_SEARCH_TEXT:
      g_value_set_string (value, schott_pack_question_get_search_text (self));
      break;
    case QPROP_N_COMPLETE:
      g_value_set_uint (value, schott_pack_question_get_n_complete (self));
      break;
    case QPROP_STATUS:
      g_value_take_string (value, schott_pack_question_dup_status (self));
      break;
    case QPROP_MISSING:
      g_value_take_string (value, schott_pack_question_dup_missing (self));
      break;
    case QPROP_OUTDATED:
      g_value_take_string (value, schott_pack_question_dup_outdated (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_pack_question_class_init (SchottPackQuestionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = schott_pack_question_finalize;
  object_class->get_property = schott_pack_question_get_property;

  qproperties[QPROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  qproperties[QPROP_CATEGORY] = g_param_spec_string ("category", NULL, NULL, NULL, flags);
  qproperties[QPROP_DIFFICULTY] = g_param_spec_uint ("difficulty", NULL, NULL, 0, 3, 0, flags);
  qproperties[QPROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, flags);
  qproperties[QPROP_SEARCH_TEXT] = g_param_spec_string ("search-text", NULL, NULL, NULL, flags);
  qproperties[QPROP_N_COMPLETE] = g_param_spec_uint ("n-complete", NULL, NULL, 0, G_MAXUINT, 0, flags);
  qproperties[QPROP_STATUS] = g_param_spec_string ("status", NULL, NULL, NULL, flags);
  qproperties[QPROP_MISSING] = g_param_spec_string ("missing", NULL, NULL, NULL, flags);
  qproperties[QPROP_OUTDATED] = g_param_spec_string ("outdated", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_QPROPS, qproperties);
}

static void
schott_pack_question_init (SchottPackQuestion *self)
{
}

const char *
schott_pack_question_get_id (SchottPackQuestion *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  return self->q->id ? self->q->id : "";
}

const char *
schott_pack_question_get_category (SchottPackQuestion *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  return self->q->category ? self->q->category : "";
}

guint
schott_pack_question_get_difficulty (SchottPackQuestion *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), 0);
  return self->q->difficulty;
}

const char *
schott_pack_question_get_text (SchottPackQuestion *self)
{
  const char *text;

  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  if (self->model == NULL)
    return "";
  text = self->q->field[SCHOTT_FIELD_TEXT][MAX (self->model->display_index, 0)];
  return text ? text : "";
}

const char *
schott_pack_question_get_search_text (SchottPackQuestion *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  return self->search_text;
}

char *
schott_pack_model_fold_search (const char *text)
{
  g_autofree char *normalized = g_utf8_normalize (text ? text : "", -1, G_NORMALIZE_ALL);

  return g_utf8_casefold (normalized ? normalized : "", -1);
}

gboolean
schott_pack_question_matches (SchottPackQuestion *self, const char *folded)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), FALSE);
  if (folded == NULL || *folded == '\0')
    return TRUE;
  /* folded once per row and cached: typing a search only compares bytes */
  if (self->search_key == NULL)
    self->search_key = schott_pack_model_fold_search (self->search_text);
  return strstr (self->search_key, folded) != NULL;
}

static gboolean
question_complete_at (const SchottQuestion *q, guint l)
{
  for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
    if (q->field[f][l] == NULL || q->field[f][l][0] == '\0')
      return FALSE;
  return TRUE;
}

guint
schott_pack_question_get_n_complete (SchottPackQuestion *self)
{
  guint n = 0;

  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), 0);
  if (self->model == NULL)
    return 0;
  for (guint l = 0; l < self->model->pack->languages->len; l++)
    n += question_complete_at (self->q, l);
  return n;
}

char *
schott_pack_question_dup_status (SchottPackQuestion *self)
{
  guint n;

  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  if (self->model == NULL)
    return g_strdup ("");
  n = self->model->pack->languages->len;
  return g_strdup_printf ("%u/%u", schott_pack_question_get_n_complete (self), n);
}

char *
schott_pack_question_dup_missing (SchottPackQuestion *self)
{
  g_autoptr (GString) missing = g_string_new (NULL);
  const SchottPack *pack;

  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  if (self->model == NULL)
    return g_strdup ("");
  pack = self->model->pack;
  for (guint l = 0; l < pack->languages->len; l++)
    if (!question_complete_at (self->q, l))
      {
        if (missing->len > 0)
          g_string_append (missing, ", ");
        g_string_append (missing, g_ptr_array_index (pack->languages, l));
      }
  return g_string_free (g_steal_pointer (&missing), FALSE);
}

gboolean
schott_pack_question_is_outdated (SchottPackQuestion *self, const char *lang)
{
  const SchottPack *pack;
  gint l = -1;

  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), FALSE);
  if (self->model == NULL)
    return FALSE;
  pack = self->model->pack;
  if (lang != NULL && (l = schott_pack_language_index (pack, lang)) < 0)
    return FALSE;
  return schott_question_has_outdated (self->q, pack->languages->len, l);
}

char *
schott_pack_question_dup_outdated (SchottPackQuestion *self)
{
  g_autoptr (GString) langs = g_string_new (NULL);
  const SchottPack *pack;

  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  if (self->model == NULL || self->q->outdated == NULL)
    return g_strdup ("");
  pack = self->model->pack;
  for (guint l = 1; l < pack->languages->len; l++)
    if (schott_question_has_outdated (self->q, pack->languages->len, (gint) l))
      {
        if (langs->len > 0)
          g_string_append (langs, ", ");
        g_string_append (langs, g_ptr_array_index (pack->languages, l));
      }
  return g_string_free (g_steal_pointer (&langs), FALSE);
}

const SchottQuestion *
schott_pack_question_get_question (SchottPackQuestion *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_QUESTION (self), NULL);
  return self->q;
}

/* ------------------------------------------------------------ commands */

static void
cmd_free (Cmd *cmd)
{
  if (cmd->outside)
    question_free (cmd->q, cmd->n_languages);
  g_clear_object (&cmd->item);
  g_free (cmd->lang);
  g_free (cmd->old_text);
  g_free (cmd->new_text);
  g_free (cmd->old_flags);
  g_free (cmd->new_flags);
  g_clear_pointer (&cmd->other, schott_pack_free);
  g_free (cmd);
}

static void
update_state (SchottPackModel *self)
{
  guint64 top = self->undo->len > 0
                ? ((Cmd *) g_ptr_array_index (self->undo, self->undo->len - 1))->serial
                : 0;
  gboolean dirty = self->saved_unknown || top != self->saved_serial;
  gboolean can_undo = self->undo->len > 0;
  gboolean can_redo = self->redo->len > 0;

  if (dirty != self->dirty)
    {
      self->dirty = dirty;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
    }
  if (can_undo != self->can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (can_redo != self->can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
}

static void
update_display_index (SchottPackModel *self)
{
  gint index = self->display_lang ? schott_pack_language_index (self->pack, self->display_lang) : 0;

  self->display_index = MAX (index, 0);
}

static void
rebuild_items (SchottPackModel *self)
{
  guint old_n = self->items->len;

  g_ptr_array_set_size (self->items, 0);
  for (guint i = 0; i < self->pack->questions->len; i++)
    g_ptr_array_add (self->items, item_new (self, g_ptr_array_index (self->pack->questions, i)));
  update_display_index (self);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, old_n, self->items->len);
}

static void
question_changed (SchottPackModel *self, guint position)
{
  item_notify_all (g_ptr_array_index (self->items, position));
  g_signal_emit (self, signals[SIGNAL_QUESTION_CHANGED], 0, position);
}

static void
set_string (char **slot, const char *value)
{
  g_free (*slot);
  *slot = g_strdup (value ? value : "");
}

/* Runs a command forwards (redo) or backwards (undo). */
static void
cmd_run (SchottPackModel *self, Cmd *cmd, gboolean forwards)
{
  SchottPack *pack = self->pack;
  gboolean insert;

  self->change_serial++;
  switch (cmd->kind)
    {
    case CMD_INSERT:
    case CMD_REMOVE:
      insert = (cmd->kind == CMD_INSERT) == forwards;
      if (insert)
        {
          g_ptr_array_insert (pack->questions, (gint) cmd->position, cmd->q);
          g_ptr_array_insert (self->items, (gint) cmd->position, g_object_ref (cmd->item));
          cmd->outside = FALSE;
          g_list_model_items_changed (G_LIST_MODEL (self), cmd->position, 0, 1);
        }
      else
        {
          g_assert (g_ptr_array_index (pack->questions, cmd->position) == cmd->q);
          g_ptr_array_steal_index (pack->questions, cmd->position);
          g_ptr_array_remove_index (self->items, cmd->position);
          cmd->outside = TRUE;
          g_list_model_items_changed (G_LIST_MODEL (self), cmd->position, 1, 0);
        }
      break;

    case CMD_MOVE:
      {
        guint from = forwards ? cmd->position : cmd->to;
        guint to = forwards ? cmd->to : cmd->position;
        gpointer q = g_ptr_array_steal_index (pack->questions, from);
        gpointer item = g_ptr_array_steal_index (self->items, from);

        g_ptr_array_insert (pack->questions, (gint) to, q);
        g_ptr_array_insert (self->items, (gint) to, item);
        g_list_model_items_changed (G_LIST_MODEL (self), MIN (from, to),
                                    ABS ((gint) from - (gint) to) + 1,
                                    ABS ((gint) from - (gint) to) + 1);
      }
      break;

    case CMD_TEXT:
      {
        SchottQuestion *q = g_ptr_array_index (pack->questions, cmd->position);
        gint l = schott_pack_language_index (pack, cmd->lang);

        g_assert (l >= 0);
        set_string (&q->field[cmd->field][l], forwards ? cmd->new_text : cmd->old_text);
        g_free (q->outdated);
        q->outdated = flags_copy (forwards ? cmd->new_flags : cmd->old_flags, cmd->n_languages);
        question_changed (self, cmd->position);
      }
      break;

    case CMD_OUTDATED:
      {
        SchottQuestion *q = g_ptr_array_index (pack->questions, cmd->position);

        g_free (q->outdated);
        q->outdated = flags_copy (forwards ? cmd->new_flags : cmd->old_flags, cmd->n_languages);
        question_changed (self, cmd->position);
      }
      break;

    case CMD_CATEGORY:
      {
        SchottQuestion *q = g_ptr_array_index (pack->questions, cmd->position);

        set_string (&q->category, forwards ? cmd->new_text : cmd->old_text);
        question_changed (self, cmd->position);
      }
      break;

    case CMD_ID:
      {
        SchottQuestion *q = g_ptr_array_index (pack->questions, cmd->position);

        set_string (&q->id, forwards ? cmd->new_text : cmd->old_text);
        question_changed (self, cmd->position);
      }
      break;

    case CMD_DIFFICULTY:
      {
        SchottQuestion *q = g_ptr_array_index (pack->questions, cmd->position);

        q->difficulty = forwards ? cmd->new_value : cmd->old_value;
        question_changed (self, cmd->position);
      }
      break;

    case CMD_SNAPSHOT:
      {
        SchottPack *current = self->pack;

        self->pack = cmd->other;
        cmd->other = current;
        rebuild_items (self);
      }
      break;

    default:
      g_assert_not_reached ();
    }
}

static Cmd *
cmd_new (SchottPackModel *self, CmdKind kind, guint position)
{
  Cmd *cmd = g_new0 (Cmd, 1);

  cmd->kind = kind;
  cmd->position = position;
  cmd->n_languages = self->pack->languages->len;
  return cmd;
}

/* Runs a new command and pushes it on the undo stack. */
static void
push (SchottPackModel *self, Cmd *cmd)
{
  cmd->serial = ++self->next_serial;
  g_ptr_array_set_size (self->redo, 0);
  cmd_run (self, cmd, TRUE);
  g_ptr_array_add (self->undo, cmd);
  self->coalesce_broken = FALSE;
  update_state (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
push_snapshot (SchottPackModel *self, SchottPack *next)
{
  Cmd *cmd = cmd_new (self, CMD_SNAPSHOT, 0);

  cmd->other = next;
  push (self, cmd);
}

static char *
unique_id (SchottPackModel *self, const char *base)
{
  for (guint n = 1; ; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%03u", base, n);

      if (schott_pack_find_question (self->pack, id) == NULL)
        return g_steal_pointer (&id);
    }
}

/* ------------------------------------------------------- GListModel */

static GType
schott_pack_model_get_item_type (GListModel *list)
{
  return SCHOTT_TYPE_PACK_QUESTION;
}

static guint
schott_pack_model_get_n_items (GListModel *list)
{
  return SCHOTT_PACK_MODEL (list)->items->len;
}

static gpointer
schott_pack_model_get_item (GListModel *list, guint position)
{
  SchottPackModel *self = SCHOTT_PACK_MODEL (list);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
schott_pack_model_list_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = schott_pack_model_get_item_type;
  iface->get_n_items = schott_pack_model_get_n_items;
  iface->get_item = schott_pack_model_get_item;
}

/* ----------------------------------------------------------- GObject */

static void
schott_pack_model_finalize (GObject *object)
{
  SchottPackModel *self = SCHOTT_PACK_MODEL (object);

  /* Rows still held elsewhere (a list widget) must not reach a freed pack. */
  for (guint i = 0; i < self->items->len; i++)
    ((SchottPackQuestion *) g_ptr_array_index (self->items, i))->model = NULL;
  for (guint i = 0; i < self->undo->len; i++)
    if (((Cmd *) g_ptr_array_index (self->undo, i))->item != NULL)
      ((Cmd *) g_ptr_array_index (self->undo, i))->item->model = NULL;
  for (guint i = 0; i < self->redo->len; i++)
    if (((Cmd *) g_ptr_array_index (self->redo, i))->item != NULL)
      ((Cmd *) g_ptr_array_index (self->redo, i))->item->model = NULL;
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  g_ptr_array_unref (self->items);
  g_clear_pointer (&self->pack, schott_pack_free);
  g_free (self->path);
  g_free (self->display_lang);
  G_OBJECT_CLASS (schott_pack_model_parent_class)->finalize (object);
}

static void
schott_pack_model_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SchottPackModel *self = SCHOTT_PACK_MODEL (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_DISPLAY_LANG:
      g_value_set_string (value, schott_pack_model_get_display_lang (self));
      break;
    case PROP_DIRTY:
      g_value_set_boolean (value, self->dirty);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_pack_model_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  SchottPackModel *self = SCHOTT_PACK_MODEL (object);

  switch (prop_id)
    {
    case PROP_PATH:
      schott_pack_model_set_path (self, g_value_get_string (value));
      break;
    case PROP_DISPLAY_LANG:
      schott_pack_model_set_display_lang (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_pack_model_class_init (SchottPackModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = schott_pack_model_finalize;
  object_class->get_property = schott_pack_model_get_property;
  object_class->set_property = schott_pack_model_set_property;

  properties[PROP_PATH] = g_param_spec_string ("path", NULL, NULL, NULL, rw);
  properties[PROP_DISPLAY_LANG] = g_param_spec_string ("display-lang", NULL, NULL, NULL, rw);
  properties[PROP_DIRTY] = g_param_spec_boolean ("dirty", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Any change of the pack, undo and redo included. */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The texts, category, difficulty or id of one question changed. */
  signals[SIGNAL_QUESTION_CHANGED] =
    g_signal_new ("question-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
schott_pack_model_init (SchottPackModel *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) cmd_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) cmd_free);
}

/* --------------------------------------------------------- public API */

SchottPackModel *
schott_pack_model_new (const char *id, const char *languages)
{
  return schott_pack_model_new_for_pack (schott_pack_new (id ? id : "untitled",
                                                          languages ? languages : "en"),
                                         NULL);
}

SchottPackModel *
schott_pack_model_new_for_pack (SchottPack *pack, const char *path)
{
  SchottPackModel *self;

  g_return_val_if_fail (pack != NULL, NULL);
  self = g_object_new (SCHOTT_TYPE_PACK_MODEL, NULL);
  self->pack = pack;
  self->path = g_strdup (path);
  rebuild_items (self);
  return self;
}

const SchottPack *
schott_pack_model_get_pack (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), NULL);
  return self->pack;
}

const char *
schott_pack_model_get_path (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), NULL);
  return self->path;
}

void
schott_pack_model_set_path (SchottPackModel *self, const char *path)
{
  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  if (g_strcmp0 (self->path, path) == 0)
    return;
  g_free (self->path);
  self->path = g_strdup (path);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PATH]);
}

const char *
schott_pack_model_get_display_lang (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), NULL);
  return g_ptr_array_index (self->pack->languages, self->display_index);
}

void
schott_pack_model_set_display_lang (SchottPackModel *self, const char *lang)
{
  gint old;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  old = self->display_index;
  g_free (self->display_lang);
  self->display_lang = g_strdup (lang);
  update_display_index (self);
  if (old == self->display_index)
    return;
  for (guint i = 0; i < self->items->len; i++)
    {
      SchottPackQuestion *item = g_ptr_array_index (self->items, i);

      item_update_search_text (item);
      g_object_notify_by_pspec (G_OBJECT (item), qproperties[QPROP_TEXT]);
      g_object_notify_by_pspec (G_OBJECT (item), qproperties[QPROP_SEARCH_TEXT]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DISPLAY_LANG]);
}

gboolean
schott_pack_model_get_dirty (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  return self->dirty;
}

void
schott_pack_model_mark_unsaved (SchottPackModel *self)
{
  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  self->saved_unknown = TRUE;
  update_state (self);
}

void
schott_pack_model_mark_saved (SchottPackModel *self)
{
  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  self->saved_unknown = FALSE;
  self->saved_serial = self->undo->len > 0
                       ? ((Cmd *) g_ptr_array_index (self->undo, self->undo->len - 1))->serial
                       : 0;
  /* Typing on after a save starts a new undo step, so that undoing it comes
   * back exactly to the saved state. */
  self->coalesce_broken = TRUE;
  update_state (self);
}

char *
schott_pack_model_dup_draft_name (SchottPackModel *self)
{
  g_autofree char *key = NULL;
  g_autofree char *sum = NULL;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), NULL);
  key = self->path != NULL ? g_strdup (self->path)
                           : g_strconcat ("new:", self->pack->id ? self->pack->id : "", NULL);
  sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, key, -1);
  return g_strdup_printf ("pack-%.16s.schott-draft", sum);
}

gboolean
schott_pack_model_save (SchottPackModel *self, const char *path, GError **error)
{
  g_autofree char *target = NULL;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  target = g_strdup (path ? path : self->path);
  g_return_val_if_fail (target != NULL, FALSE);
  if (!schott_pack_save (self->pack, target, error))
    return FALSE;
  schott_pack_model_set_path (self, target);
  schott_pack_model_mark_saved (self);
  return TRUE;
}

gboolean
schott_pack_model_can_undo (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  return self->undo->len > 0;
}

gboolean
schott_pack_model_can_redo (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  return self->redo->len > 0;
}

gboolean
schott_pack_model_undo (SchottPackModel *self)
{
  Cmd *cmd;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  if (self->undo->len == 0)
    return FALSE;
  cmd = g_ptr_array_steal_index (self->undo, self->undo->len - 1);
  cmd_run (self, cmd, FALSE);
  g_ptr_array_add (self->redo, cmd);
  self->coalesce_broken = TRUE;
  update_state (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

gboolean
schott_pack_model_redo (SchottPackModel *self)
{
  Cmd *cmd;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  if (self->redo->len == 0)
    return FALSE;
  cmd = g_ptr_array_steal_index (self->redo, self->redo->len - 1);
  cmd_run (self, cmd, TRUE);
  g_ptr_array_add (self->undo, cmd);
  self->coalesce_broken = TRUE;
  update_state (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

void
schott_pack_model_break_coalescing (SchottPackModel *self)
{
  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  self->coalesce_broken = TRUE;
}

static void
push_insert (SchottPackModel *self, guint position, SchottQuestion *q)
{
  Cmd *cmd = cmd_new (self, CMD_INSERT, position);

  cmd->q = q;
  cmd->outside = TRUE;
  cmd->item = item_new (self, q);
  push (self, cmd);
}

guint
schott_pack_model_add_question (SchottPackModel *self, guint position, const char *category)
{
  g_autofree char *id = NULL;
  const char *cat = category;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), 0);
  position = MIN (position, self->items->len);
  if (cat == NULL && self->pack->categories->len > 0)
    cat = ((SchottCategory *) g_ptr_array_index (self->pack->categories, 0))->id;
  id = unique_id (self, self->pack->id && *self->pack->id ? self->pack->id : "question");
  push_insert (self, position, question_new (id, cat, self->pack->languages->len));
  return position;
}

guint
schott_pack_model_duplicate_question (SchottPackModel *self, guint position)
{
  const SchottQuestion *q;
  g_autofree char *id = NULL;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), 0);
  g_return_val_if_fail (position < self->items->len, 0);
  q = g_ptr_array_index (self->pack->questions, position);
  id = unique_id (self, q->id && *q->id ? q->id : "question");
  push_insert (self, position + 1, question_copy (q, id, self->pack->languages->len));
  return position + 1;
}

void
schott_pack_model_remove_question (SchottPackModel *self, guint position)
{
  Cmd *cmd;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  g_return_if_fail (position < self->items->len);
  cmd = cmd_new (self, CMD_REMOVE, position);
  cmd->q = g_ptr_array_index (self->pack->questions, position);
  cmd->item = g_object_ref (g_ptr_array_index (self->items, position));
  push (self, cmd);
}

gboolean
schott_pack_model_move_question (SchottPackModel *self, guint from, guint to)
{
  Cmd *cmd;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  if (from >= self->items->len || to >= self->items->len || from == to)
    return FALSE;
  cmd = cmd_new (self, CMD_MOVE, from);
  cmd->to = to;
  push (self, cmd);
  return TRUE;
}

/* The question's outdated flags after field in language l becomes text:
 * a changed source text makes every non-empty translation of the field
 * outdated; a translator's edit confirms the translation (clears it). */
static guint8 *
flags_after_edit (SchottPackModel *self, const SchottQuestion *q, SchottField field,
                  guint l, const char *text)
{
  guint n = self->pack->languages->len;
  g_autofree guint8 *flags = g_new0 (guint8, n);
  guint8 bit = 1u << field;

  if (q->outdated != NULL)
    memcpy (flags, q->outdated, n);
  if (l == 0)
    {
      for (guint t = 1; t < n; t++)
        if (q->field[field][t] != NULL && q->field[field][t][0] != '\0')
          flags[t] |= bit;
    }
  else
    flags[l] &= ~bit;
  if (text == NULL || *text == '\0')
    flags[l] &= ~bit;
  return flags_copy (flags, n);
}

void
schott_pack_model_set_text (SchottPackModel *self,
                            guint            position,
                            SchottField      field,
                            const char      *lang,
                            const char      *text)
{
  SchottQuestion *q;
  Cmd *top;
  gint l;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  g_return_if_fail (position < self->items->len && field < SCHOTT_N_FIELDS);
  l = schott_pack_language_index (self->pack, lang);
  g_return_if_fail (l >= 0);
  q = g_ptr_array_index (self->pack->questions, position);
  text = text ? text : "";
  if (g_strcmp0 (q->field[field][l], text) == 0)
    return;

  top = self->undo->len > 0 ? g_ptr_array_index (self->undo, self->undo->len - 1) : NULL;
  if (top != NULL && !self->coalesce_broken && top->kind == CMD_TEXT
      && top->position == position && top->field == field
      && g_strcmp0 (top->lang, g_ptr_array_index (self->pack->languages, l)) == 0
      && (self->saved_unknown || top->serial != self->saved_serial))
    {
      /* Typing on in the same field: extend the last step. */
      set_string (&top->new_text, text);
      g_free (top->new_flags);
      top->new_flags = flags_after_edit (self, q, field, (guint) l, text);
      g_ptr_array_set_size (self->redo, 0);
      cmd_run (self, top, TRUE);
      update_state (self);
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
      return;
    }

  top = cmd_new (self, CMD_TEXT, position);
  top->field = field;
  top->lang = g_strdup (g_ptr_array_index (self->pack->languages, l));
  top->old_text = g_strdup (q->field[field][l] ? q->field[field][l] : "");
  top->new_text = g_strdup (text);
  top->old_flags = flags_copy (q->outdated, top->n_languages);
  top->new_flags = flags_after_edit (self, q, field, (guint) l, text);
  push (self, top);
}

void
schott_pack_model_set_outdated (SchottPackModel *self,
                                guint            position,
                                SchottField      field,
                                const char      *lang,
                                gboolean         outdated)
{
  SchottQuestion *q;
  Cmd *cmd;
  guint n;
  gint l;
  guint8 bits;
  g_autofree guint8 *next = NULL;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  g_return_if_fail (position < self->items->len);
  g_return_if_fail (field < SCHOTT_N_FIELDS || field == (SchottField) -1);
  l = schott_pack_language_index (self->pack, lang);
  g_return_if_fail (l >= 0);
  q = g_ptr_array_index (self->pack->questions, position);
  n = self->pack->languages->len;
  bits = field == (SchottField) -1 ? (1u << SCHOTT_N_FIELDS) - 1 : 1u << field;
  next = g_new0 (guint8, n);
  if (q->outdated != NULL)
    memcpy (next, q->outdated, n);
  if (outdated)
    {
      /* only a non-empty translation can be outdated */
      for (guint f = 0; l > 0 && f < SCHOTT_N_FIELDS; f++)
        if ((bits & (1u << f)) != 0 && q->field[f][l] != NULL && q->field[f][l][0] != '\0')
          next[l] |= 1u << f;
    }
  else
    next[l] &= ~bits;
  if (q->outdated != NULL ? memcmp (next, q->outdated, n) == 0 : flags_empty (next, n))
    return;   /* nothing changes: no undo step */
  cmd = cmd_new (self, CMD_OUTDATED, position);
  cmd->old_flags = flags_copy (q->outdated, n);
  cmd->new_flags = flags_copy (next, n);
  push (self, cmd);
}

void
schott_pack_model_mark_up_to_date (SchottPackModel *self, guint position, const char *lang)
{
  schott_pack_model_set_outdated (self, position, (SchottField) -1, lang, FALSE);
}

void
schott_pack_model_set_category (SchottPackModel *self, guint position, const char *category)
{
  SchottQuestion *q;
  Cmd *cmd;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  g_return_if_fail (position < self->items->len);
  q = g_ptr_array_index (self->pack->questions, position);
  if (g_strcmp0 (q->category, category ? category : "") == 0)
    return;
  cmd = cmd_new (self, CMD_CATEGORY, position);
  cmd->old_text = g_strdup (q->category ? q->category : "");
  cmd->new_text = g_strdup (category ? category : "");
  push (self, cmd);
}

void
schott_pack_model_set_difficulty (SchottPackModel *self, guint position, guint difficulty)
{
  SchottQuestion *q;
  Cmd *cmd;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  g_return_if_fail (position < self->items->len && difficulty <= 3);
  q = g_ptr_array_index (self->pack->questions, position);
  if (q->difficulty == difficulty)
    return;
  cmd = cmd_new (self, CMD_DIFFICULTY, position);
  cmd->old_value = q->difficulty;
  cmd->new_value = difficulty;
  push (self, cmd);
}

gboolean
schott_pack_model_set_question_id (SchottPackModel *self, guint position, const char *id)
{
  SchottQuestion *q;
  Cmd *cmd;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  g_return_val_if_fail (position < self->items->len && id != NULL, FALSE);
  q = g_ptr_array_index (self->pack->questions, position);
  if (g_strcmp0 (q->id, id) == 0)
    return TRUE;
  cmd = cmd_new (self, CMD_ID, position);
  cmd->old_text = g_strdup (q->id ? q->id : "");
  cmd->new_text = g_strdup (id);
  push (self, cmd);
  return TRUE;
}

void
schott_pack_model_set_title (SchottPackModel *self, const char *lang, const char *title)
{
  g_autoptr (SchottPack) next = NULL;
  gint l;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  l = schott_pack_language_index (self->pack, lang);
  g_return_if_fail (l >= 0);
  if (g_strcmp0 (self->pack->title[l], title ? title : "") == 0)
    return;
  next = schott_pack_copy (self->pack);
  set_string (&next->title[l], title);
  push_snapshot (self, g_steal_pointer (&next));
}

gboolean
schott_pack_model_add_language (SchottPackModel *self, const char *lang)
{
  g_autoptr (SchottPack) next = NULL;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  g_return_val_if_fail (lang != NULL, FALSE);
  next = schott_pack_copy (self->pack);
  if (!schott_pack_add_language (next, lang))
    return FALSE;
  push_snapshot (self, g_steal_pointer (&next));
  return TRUE;
}

gboolean
schott_pack_model_add_category (SchottPackModel *self, const char *id, const char *name)
{
  g_autoptr (SchottPack) next = NULL;
  SchottCategory *cat;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), FALSE);
  g_return_val_if_fail (id != NULL && *id != '\0', FALSE);
  if (!schott_id_is_valid (id) || schott_pack_find_category (self->pack, id) != NULL)
    return FALSE;
  next = schott_pack_copy (self->pack);
  cat = schott_pack_add_category (next, id);
  set_string (&cat->name[0], name && *name ? name : id);
  push_snapshot (self, g_steal_pointer (&next));
  return TRUE;
}

void
schott_pack_model_import (SchottPackModel *self, const SchottPack *other, gboolean append)
{
  g_autoptr (SchottPack) next = NULL;
  guint n;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  g_return_if_fail (other != NULL);
  next = schott_pack_copy (self->pack);
  for (guint l = 0; l < other->languages->len; l++)
    schott_pack_add_language (next, g_ptr_array_index (other->languages, l));
  n = next->languages->len;
  if (!append)
    {
      for (guint i = 0; i < next->questions->len; i++)
        question_free (g_ptr_array_index (next->questions, i), n);
      g_ptr_array_set_size (next->questions, 0);
    }
  for (guint c = 0; c < other->categories->len; c++)
    {
      const SchottCategory *cat = g_ptr_array_index (other->categories, c);

      if (schott_pack_find_category (next, cat->id) == NULL)
        {
          SchottCategory *added = schott_pack_add_category (next, cat->id);
          gint l = schott_pack_language_index (next, other->source_lang);

          set_string (&added->name[MAX (l, 0)], cat->name[0] && *cat->name[0] ? cat->name[0] : cat->id);
        }
    }
  for (guint i = 0; i < other->questions->len; i++)
    {
      const SchottQuestion *oq = g_ptr_array_index (other->questions, i);
      SchottQuestion *q = question_new (oq->id, oq->category, n);

      q->difficulty = oq->difficulty;
      for (guint l = 0; l < other->languages->len; l++)
        {
          gint nl = schott_pack_language_index (next, g_ptr_array_index (other->languages, l));

          if (nl < 0)
            continue;
          for (guint f = 0; f < SCHOTT_N_FIELDS; f++)
            set_string (&q->field[f][nl], oq->field[f][l]);
          if (nl > 0 && oq->outdated != NULL && oq->outdated[l] != 0)
            {
              if (q->outdated == NULL)
                q->outdated = g_new0 (guint8, n);
              q->outdated[nl] = oq->outdated[l];
            }
        }
      g_ptr_array_add (next->questions, q);
    }
  push_snapshot (self, g_steal_pointer (&next));
}

gint
schott_pack_model_find (SchottPackModel *self, const char *id)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), -1);
  for (guint i = 0; id && i < self->pack->questions->len; i++)
    {
      const SchottQuestion *q = g_ptr_array_index (self->pack->questions, i);

      if (g_strcmp0 (q->id, id) == 0)
        return (gint) i;
    }
  return -1;
}

GPtrArray *
schott_pack_model_validate (SchottPackModel *self)
{
  GPtrArray *problems = schott_problems_new ();

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), problems);
  schott_pack_validate (self->pack, problems);
  return problems;
}

gint
schott_pack_model_index_of (SchottPackModel *self, SchottPackQuestion *item)
{
  guint index;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), -1);
  if (item == NULL || !g_ptr_array_find (self->items, item, &index))
    return -1;
  return (gint) index;
}

/* ---------------------------------------------------------------- drafts */

/* A draft keeps a pack exactly as it is, problems included (the XML loader
 * refuses packs with errors, and a draft must come back anyway). Drafts
 * with outdated translations start with DRAFT_MAGIC and add the flags
 * (per question, an empty array when none is outdated);
 * the drafts written before them are still read. */
#define DRAFT_TYPE_1 "(ssuasasasasa(sas)a(ssuasasasas))"
#define DRAFT_TYPE "(ssuasasasasa(sas)a(ssuasasasas)aay)"
#define DRAFT_MAGIC "SWDRAFT2"
#define DRAFT_MAGIC_LEN 8

static GVariant *
flags_variant (const guint8 *flags, guint n)
{
  return g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, flags, flags != NULL ? n : 0, 1);
}

static void
copy_flags (guint8 **dest, GVariant *src, guint n)
{
  gsize len = 0;
  const guint8 *flags = g_variant_get_fixed_array (src, &len, 1);

  g_clear_pointer (dest, g_free);
  if (len == n && n > 0)
    {
      *dest = flags_copy (flags, n);
      if (*dest != NULL)
        (*dest)[0] = 0;   /* the source language is never outdated */
    }
}

static GVariant *
texts_variant (char **texts, guint n)
{
  GVariantBuilder b;

  g_variant_builder_init (&b, G_VARIANT_TYPE_STRING_ARRAY);
  for (guint i = 0; i < n; i++)
    g_variant_builder_add (&b, "s", texts[i] ? texts[i] : "");
  return g_variant_builder_end (&b);
}

GBytes *
schott_pack_model_to_draft (SchottPackModel *self, const char *path)
{
  const SchottPack *pack;
  GVariantBuilder cats, questions, authors, question_flags;
  g_autoptr (GVariant) v = NULL;
  GBytes *body;
  GByteArray *out;
  guint n;

  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), NULL);
  pack = self->pack;
  n = pack->languages->len;
  g_variant_builder_init (&authors, G_VARIANT_TYPE_STRING_ARRAY);
  for (guint i = 0; i < pack->authors->len; i++)
    g_variant_builder_add (&authors, "s", g_ptr_array_index (pack->authors, i));
  g_variant_builder_init (&cats, G_VARIANT_TYPE ("a(sas)"));
  for (guint i = 0; i < pack->categories->len; i++)
    {
      const SchottCategory *cat = g_ptr_array_index (pack->categories, i);
      g_variant_builder_add (&cats, "(s@as)", cat->id, texts_variant (cat->name, n));
    }
  g_variant_builder_init (&question_flags, G_VARIANT_TYPE ("aay"));
  for (guint i = 0; i < pack->questions->len; i++)
    g_variant_builder_add_value (&question_flags,
                                 flags_variant (((SchottQuestion *) g_ptr_array_index (pack->questions, i))->outdated, n));
  g_variant_builder_init (&questions, G_VARIANT_TYPE ("a(ssuasasasas)"));
  for (guint i = 0; i < pack->questions->len; i++)
    {
      const SchottQuestion *q = g_ptr_array_index (pack->questions, i);
      g_variant_builder_add (&questions, "(ssu@as@as@as@as)",
                             q->id ? q->id : "", q->category ? q->category : "", q->difficulty,
                             texts_variant (q->field[0], n), texts_variant (q->field[1], n),
                             texts_variant (q->field[2], n), texts_variant (q->field[3], n));
    }
  {
    g_auto (GStrv) langs = g_new0 (char *, n + 1);

    for (guint i = 0; i < n; i++)
      langs[i] = g_strdup (g_ptr_array_index (pack->languages, i));
    v = g_variant_ref_sink (g_variant_new ("(ssu^as@as@as@as@a(sas)@a(ssuasasasas)@aay)",
                                           path ? path : "", pack->id ? pack->id : "",
                                           pack->version, langs,
                                           texts_variant (pack->title, n),
                                           texts_variant (pack->description, n),
                                           g_variant_builder_end (&authors),
                                           g_variant_builder_end (&cats),
                                           g_variant_builder_end (&questions),
                                           g_variant_builder_end (&question_flags)));
  }
  body = g_variant_get_data_as_bytes (v);
  out = g_byte_array_sized_new (DRAFT_MAGIC_LEN + g_bytes_get_size (body));
  g_byte_array_append (out, (const guint8 *) DRAFT_MAGIC, DRAFT_MAGIC_LEN);
  g_byte_array_append (out, g_bytes_get_data (body, NULL), g_bytes_get_size (body));
  g_bytes_unref (body);
  return g_byte_array_free_to_bytes (out);
}

static void
copy_texts (char **dest, GVariant *src, guint n)
{
  gsize len = 0;
  g_autofree const char **texts = g_variant_get_strv (src, &len);

  for (guint i = 0; i < n && i < len; i++)
    {
      g_free (dest[i]);
      dest[i] = g_strdup (texts[i]);
    }
}

SchottPack *
schott_pack_draft_parse (GBytes *bytes, char **path, GError **error)
{
  g_autoptr (GVariant) v = NULL;
  g_autoptr (GVariant) langs = NULL, title = NULL, desc = NULL, authors = NULL;
  g_autoptr (GVariant) cats = NULL, questions = NULL;
  g_autoptr (GVariant) question_flags = NULL;
  g_autoptr (GBytes) body = NULL;
  g_autoptr (SchottPack) pack = NULL;
  g_autofree char *langs_joined = NULL;
  const char *p, *id;
  guint version, n;
  gboolean with_flags;

  g_return_val_if_fail (bytes != NULL, NULL);
  with_flags = g_bytes_get_size (bytes) >= DRAFT_MAGIC_LEN
               && memcmp (g_bytes_get_data (bytes, NULL), DRAFT_MAGIC, DRAFT_MAGIC_LEN) == 0;
  body = with_flags ? g_bytes_new_from_bytes (bytes, DRAFT_MAGIC_LEN,
                                              g_bytes_get_size (bytes) - DRAFT_MAGIC_LEN)
                    : g_bytes_ref (bytes);
  v = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (with_flags ? DRAFT_TYPE : DRAFT_TYPE_1),
                                                    body, FALSE));
  if (!g_variant_is_normal_form (v))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "damaged draft");
      return NULL;
    }
  if (with_flags)
    g_variant_get (v, "(&s&su@as@as@as@as@a(sas)@a(ssuasasasas)@aay)", &p, &id, &version,
                   &langs, &title, &desc, &authors, &cats, &questions, &question_flags);
  else
    g_variant_get (v, "(&s&su@as@as@as@as@a(sas)@a(ssuasasasas))", &p, &id, &version,
                   &langs, &title, &desc, &authors, &cats, &questions);
  {
    g_autofree const char **l = g_variant_get_strv (langs, NULL);
    langs_joined = g_strjoinv (" ", (char **) l);
  }
  if (*langs_joined == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "damaged draft");
      return NULL;
    }
  pack = schott_pack_new (id, langs_joined);
  pack->version = version;
  n = pack->languages->len;
  copy_texts (pack->title, title, n);
  copy_texts (pack->description, desc, n);
  for (gsize i = 0; i < g_variant_n_children (authors); i++)
    {
      const char *a;
      g_variant_get_child (authors, i, "&s", &a);
      g_ptr_array_add (pack->authors, g_strdup (a));
    }
  for (gsize i = 0; i < g_variant_n_children (cats); i++)
    {
      g_autoptr (GVariant) names = NULL;
      const char *cid;
      SchottCategory *cat;

      g_variant_get_child (cats, i, "(&s@as)", &cid, &names);
      cat = schott_pack_add_category (pack, cid);
      copy_texts (cat->name, names, n);
    }
  for (gsize i = 0; i < g_variant_n_children (questions); i++)
    {
      g_autoptr (GVariant) f0 = NULL, f1 = NULL, f2 = NULL, f3 = NULL;
      const char *qid, *cat;
      guint difficulty;
      SchottQuestion *q;

      g_variant_get_child (questions, i, "(&s&su@as@as@as@as)", &qid, &cat, &difficulty,
                           &f0, &f1, &f2, &f3);
      q = schott_pack_add_question (pack, qid, cat);
      q->difficulty = MIN (difficulty, 3);
      copy_texts (q->field[0], f0, n);
      copy_texts (q->field[1], f1, n);
      copy_texts (q->field[2], f2, n);
      copy_texts (q->field[3], f3, n);
      if (question_flags != NULL && i < g_variant_n_children (question_flags))
        {
          g_autoptr (GVariant) flags = g_variant_get_child_value (question_flags, i);
          copy_flags (&q->outdated, flags, n);
        }
    }
  if (path != NULL)
    *path = *p ? g_strdup (p) : NULL;
  return g_steal_pointer (&pack);
}

/* ------------------------------------------------------ async validation */

/* The pack is copied for the worker in slices of about this much main-loop
 * time: a copy of 10,000 questions costs as much as validating them. */
#define SNAPSHOT_SLICE_US 3000

typedef struct
{
  SchottPackModel *model;     /* owned by the task */
  SchottPack      *snapshot;
  guint            copied;    /* questions copied so far */
  guint64          serial;    /* the model's change serial the copy follows */
  guint            idle_id;
} ValidateJob;

static void
validate_job_free (ValidateJob *job)
{
  g_clear_handle_id (&job->idle_id, g_source_remove);
  g_clear_pointer (&job->snapshot, schott_pack_free);
  g_free (job);
}

void
schott_validation_free (SchottValidation *validation)
{
  if (validation == NULL)
    return;
  g_clear_pointer (&validation->problems, g_ptr_array_unref);
  g_free (validation->complete);
  g_free (validation->outdated);
  g_free (validation);
}

static SchottValidation *
validation_run (const SchottPack *pack, guint64 serial)
{
  SchottValidation *v = g_new0 (SchottValidation, 1);

  v->serial = serial;
  v->problems = schott_problems_new ();
  schott_pack_validate (pack, v->problems);
  for (guint i = 0; i < v->problems->len; i++)
    v->n_errors += ((SchottProblem *) g_ptr_array_index (v->problems, i))->severity == SCHOTT_PROBLEM_ERROR;
  v->n_questions = pack->questions->len;
  v->n_languages = pack->languages->len;
  v->complete = g_new0 (guint, v->n_languages + 1);
  v->outdated = g_new0 (guint, v->n_languages + 1);
  for (guint l = 0; l < v->n_languages; l++)
    {
      v->complete[l] = schott_pack_count_complete (pack, g_ptr_array_index (pack->languages, l));
      v->outdated[l] = schott_pack_count_outdated (pack, g_ptr_array_index (pack->languages, l));
    }
  return v;
}

static void
validate_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  ValidateJob *job = data;

  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_pointer (task, validation_run (job->snapshot, job->serial),
                         (GDestroyNotify) schott_validation_free);
}

static void
snapshot_restart (ValidateJob *job)
{
  SchottPack *pack = job->model->pack;
  GPtrArray *questions = pack->questions;
  GPtrArray *none = g_ptr_array_new ();

  /* everything but the questions at once: they follow in slices */
  g_clear_pointer (&job->snapshot, schott_pack_free);
  pack->questions = none;
  job->snapshot = schott_pack_copy (pack);
  pack->questions = questions;
  g_ptr_array_unref (none);
  job->copied = 0;
  job->serial = job->model->change_serial;
}

static gboolean
on_snapshot_slice_cb (gpointer data)
{
  GTask *task = data;
  ValidateJob *job = g_task_get_task_data (task);
  SchottPack *pack = job->model->pack;
  gint64 end = g_get_monotonic_time () + SNAPSHOT_SLICE_US;
  guint n_languages;

  if (g_task_return_error_if_cancelled (task))
    {
      job->idle_id = 0;
      return G_SOURCE_REMOVE;
    }
  /* an edit in between: the copy must follow the pack as it is now */
  if (job->serial != job->model->change_serial)
    snapshot_restart (job);
  n_languages = pack->languages->len;
  while (job->copied < pack->questions->len)
    {
      const SchottQuestion *q = g_ptr_array_index (pack->questions, job->copied);

      g_ptr_array_add (job->snapshot->questions, question_copy (q, q->id, n_languages));
      job->copied++;
      if ((job->copied & 63) == 0 && g_get_monotonic_time () >= end)
        return G_SOURCE_CONTINUE;
    }
  job->idle_id = 0;
  g_task_run_in_thread (task, validate_in_thread);
  return G_SOURCE_REMOVE;
}

void
schott_pack_model_validate_async (SchottPackModel     *self,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  ValidateJob *job;

  g_return_if_fail (SCHOTT_IS_PACK_MODEL (self));
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, schott_pack_model_validate_async);
  g_task_set_check_cancellable (task, TRUE);
  job = g_new0 (ValidateJob, 1);
  job->model = self;
  g_task_set_task_data (task, job, (GDestroyNotify) validate_job_free);
  snapshot_restart (job);
  job->idle_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, on_snapshot_slice_cb,
                                  g_object_ref (task), g_object_unref);
}

SchottValidation *
schott_pack_model_validate_finish (SchottPackModel  *self,
                                   GAsyncResult     *result,
                                   GError          **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

SchottValidation *
schott_pack_model_validate_full (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), NULL);
  return validation_run (self->pack, self->change_serial);
}

guint64
schott_pack_model_get_change_serial (SchottPackModel *self)
{
  g_return_val_if_fail (SCHOTT_IS_PACK_MODEL (self), 0);
  return self->change_serial;
}
