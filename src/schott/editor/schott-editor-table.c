/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-table.c: the editor page's table of questions: the
 * view's rows (searched, filtered and sorted on a worker), the selection
 * that chooses the form's question, and the cells. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-editor-page.h"
#include "schott-editor-sorter.h"
#include "schott-editor-table.h"

struct _SchottEditorTable
{
  AdwBin               parent_instance;

  GtkSearchEntry      *search_entry;
  GtkDropDown         *category_filter;
  GtkDropDown         *state_filter;
  GtkDropDown         *lang_dropdown;
  GtkColumnView       *column_view;
  GtkColumnViewColumn *id_column;
  GtkColumnViewColumn *category_column;
  GtkColumnViewColumn *difficulty_column;
  GtkColumnViewColumn *text_column;
  GtkColumnViewColumn *status_column;
  GtkLabel            *count_label;

  /* model -> view (search, category, order: on a worker) -> selection */
  SchottPackModel     *model;
  SchottPackList      *view;
  GtkSingleSelection  *selection;
  guint                selected_row;      /* the row selected before the rows changed */
  SchottPackQuestion  *select_when_ready; /* to select once the view is sorted */
  SchottPackQuestion  *current_item;      /* the selected question */
  gint                 current;           /* its pack position, -1 */
  gboolean             updating;          /* filling the drop-downs: ignore "selected" */
  gboolean             narrow;
};

G_DEFINE_FINAL_TYPE (SchottEditorTable, schott_editor_table, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_MODEL,
  PROP_POSITION,
  PROP_COLLAPSED,
  PROP_NARROW,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_QUESTION_ACTIVATED,
  SIGNAL_LANGUAGE_SELECTED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static const SchottPack *
table_pack (SchottEditorTable *self)
{
  return schott_pack_model_get_pack (self->model);
}

static void
update_count (SchottEditorTable *self)
{
  guint shown = schott_pack_list_get_n_matches (self->view);
  guint total = self->model != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->model)) : 0;
  g_autofree char *text = NULL;

  if (shown == total)
    text = g_strdup_printf (ngettext ("%u question", "%u questions", total), total);
  else
    /* TRANSLATORS: shown while searching: "12 of 60" */
    text = g_strdup_printf (_("%u of %u"), shown, total);
  gtk_label_set_text (self->count_label, text);
}

/* The selected row's question becomes the form's: "position" says so
 * even when only the question at the same position changed. */
static void
sync_current (SchottEditorTable *self)
{
  SchottPackRow *row = gtk_single_selection_get_selected_item (self->selection);
  SchottPackQuestion *item = row != NULL ? schott_pack_row_get_question (row) : NULL;
  gint current = item != NULL && self->model != NULL ? schott_pack_model_index_of (self->model, item) : -1;

  if (current != self->current && self->model != NULL)
    schott_pack_model_break_coalescing (self->model);
  self->current = current;
  if (current < 0)
    item = NULL;
  g_set_object (&self->current_item, item);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

static void
on_selection_changed_cb (GtkSingleSelection *selection, GParamSpec *pspec, SchottEditorTable *self)
{
  /* while the rows change, "rows-changed" decides afterwards */
  if (schott_pack_list_get_updating (self->view))
    return;
  self->selected_row = gtk_single_selection_get_selected (selection);
  sync_current (self);
}

static void
scroll_to_row (SchottEditorTable *self, guint row)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->column_view)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      gtk_widget_activate_action (child, "list.scroll-to-item", "u", row);
}

/* After any change of the rows: the form's question stays selected where
 * it is now; if a search hides it the first match is selected, if it was
 * deleted the row that took its place. */
static void
on_view_rows_changed_cb (SchottPackList *view, SchottEditorTable *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (view));
  guint selected = gtk_single_selection_get_selected (self->selection);
  guint row = GTK_INVALID_LIST_POSITION;

  update_count (self);
  if (self->current_item != NULL)
    {
      gint still = schott_pack_model_index_of (self->model, self->current_item);

      row = still >= 0 ? schott_pack_list_find (view, (guint) still) : SCHOTT_PACK_LIST_NONE;
      if (row == SCHOTT_PACK_LIST_NONE && n > 0)
        row = still >= 0 ? 0 : MIN (self->selected_row, n - 1);
      if (row == SCHOTT_PACK_LIST_NONE)
        row = GTK_INVALID_LIST_POSITION;
    }
  else if (selected != GTK_INVALID_LIST_POSITION && selected < n)
    row = selected;
  if (row != selected)
    {
      gtk_single_selection_set_selected (self->selection, row);
      if (row != GTK_INVALID_LIST_POSITION)
        scroll_to_row (self, row);
    }
  self->selected_row = row;
  sync_current (self);
}

static void
on_view_pending_cb (SchottPackList *view, GParamSpec *pspec, SchottEditorTable *self)
{
  g_autoptr (SchottPackQuestion) item = NULL;
  gint position;

  if (schott_pack_list_get_pending (view) || self->select_when_ready == NULL)
    return;
  item = g_steal_pointer (&self->select_when_ready);
  position = schott_pack_model_index_of (self->model, item);
  if (position >= 0)
    schott_editor_table_select_question (self, (guint) position);
}

static void
on_column_view_activate_cb (GtkColumnView *view, guint position, SchottEditorTable *self)
{
  g_signal_emit (self, signals[SIGNAL_QUESTION_ACTIVATED], 0);
}

static void
on_search_changed_cb (GtkSearchEntry *entry, SchottEditorTable *self)
{
  schott_pack_list_set_search (self->view, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
on_category_filter_selected_cb (GtkDropDown *dropdown, GParamSpec *pspec, SchottEditorTable *self)
{
  guint c = gtk_drop_down_get_selected (dropdown);
  const SchottPack *p;

  if (self->model == NULL)
    return;
  p = table_pack (self);
  if (c == 0 || c == GTK_INVALID_LIST_POSITION || c > p->categories->len)
    schott_pack_list_set_category (self->view, NULL);
  else
    schott_pack_list_set_category (self->view, ((SchottCategory *) g_ptr_array_index (p->categories, c - 1))->id);
}

/* The entries of the dropdown in the order of SchottPackFilter. */
static void
on_state_filter_selected_cb (GtkDropDown *dropdown, GParamSpec *pspec, SchottEditorTable *self)
{
  guint f = gtk_drop_down_get_selected (dropdown);

  schott_pack_list_set_filter (self->view, f <= SCHOTT_PACK_FILTER_OUTDATED ? (SchottPackFilter) f
                                                                         : SCHOTT_PACK_FILTER_ALL);
}

static void
on_lang_selected_cb (GtkDropDown *dropdown, GParamSpec *pspec, SchottEditorTable *self)
{
  guint l = gtk_drop_down_get_selected (dropdown);

  if (self->updating || self->model == NULL || l >= table_pack (self)->languages->len)
    return;
  /* the view searches and sorts the new texts again */
  schott_pack_model_set_display_lang (self->model, g_ptr_array_index (table_pack (self)->languages, l));
  g_signal_emit (self, signals[SIGNAL_LANGUAGE_SELECTED], 0, l);
}

/* "All categories", then each category: "Name (id)". */
static void
build_category_filter (SchottEditorTable *self)
{
  const SchottPack *p = table_pack (self);
  const char *lang = schott_pack_model_get_display_lang (self->model);
  g_autoptr (GtkStringList) filter = gtk_string_list_new (NULL);

  gtk_string_list_append (filter, _("All categories"));
  for (guint c = 0; c < p->categories->len; c++)
    {
      SchottCategory *cat = g_ptr_array_index (p->categories, c);
      const char *name = schott_pack_localized (p, cat->name, lang);
      g_autofree char *label = g_strdup_printf ("%s (%s)", name && *name ? name : cat->id, cat->id);

      gtk_string_list_append (filter, label);
    }
  self->updating = TRUE;
  gtk_drop_down_set_model (self->category_filter, G_LIST_MODEL (filter));
  gtk_drop_down_set_selected (self->category_filter, 0);
  self->updating = FALSE;
}

static void
build_languages (SchottEditorTable *self)
{
  const SchottPack *p = table_pack (self);
  g_autoptr (GtkStringList) langs = gtk_string_list_new (NULL);

  for (guint l = 0; l < p->languages->len; l++)
    gtk_string_list_append (langs, g_ptr_array_index (p->languages, l));
  self->updating = TRUE;
  gtk_drop_down_set_model (self->lang_dropdown, G_LIST_MODEL (langs));
  gtk_drop_down_set_selected (self->lang_dropdown,
                              MAX (schott_pack_language_index (p, schott_pack_model_get_display_lang (self->model)), 0));
  self->updating = FALSE;
}

static guint
n_choices (GtkDropDown *dropdown)
{
  GListModel *model = gtk_drop_down_get_model (dropdown);

  return model != NULL ? g_list_model_get_n_items (model) : 0;
}

/* Undoing "add language" or "add category" changes the choices. */
static void
on_model_changed_cb (SchottPackModel *model, SchottEditorTable *self)
{
  const SchottPack *p = table_pack (self);

  if (n_choices (self->lang_dropdown) != p->languages->len)
    build_languages (self);
  if (n_choices (self->category_filter) != p->categories->len + 1)
    build_category_filter (self);
}

/* The table's cells. A search replaces the rows the table shows, and GTK
 * 4.8 makes new cells for them: plain GtkInscriptions bound in code cost a
 * fraction of cells built from a GtkBuilder template. */
typedef struct
{
  const char *property;     /* of SchottPackQuestion, shown as the text */
  const char *tooltip;      /* shown as the tooltip, or NULL */
  float       xalign;
  guint       min_chars;
  guint       nat_chars;
} CellKind;

/* The question gets what the other columns leave: they ask for little
 * more than their least (GTK hands out the room above the least to the
 * columns that want the least more first), the question for a lot. */
static const CellKind cell_kinds[] = {
  { "id", NULL, 0.0f, 6, 9 },
  { "category", NULL, 0.0f, 4, 7 },
  { "difficulty", NULL, 0.5f, 1, 1 },
  { "text", NULL, 0.0f, 12, 100 },
  { "status", "missing", 0.5f, 3, 3 },
};

/* The cell's text for the question its row shows. */
static char *
cell_text (GtkListItem *list_item, SchottPackQuestion *q, const CellKind *kind)
{
  if (q == NULL)
    return NULL;
  if (g_str_equal (kind->property, "id"))
    return g_strdup (schott_pack_question_get_id (q));
  if (g_str_equal (kind->property, "category"))
    return g_strdup (schott_pack_question_get_category (q));
  if (g_str_equal (kind->property, "difficulty"))
    {
      guint difficulty = schott_pack_question_get_difficulty (q);

      /* 0 is "not set" (doc/formats.md): the cell stays empty */
      return difficulty > 0 ? g_strdup_printf ("%u", difficulty) : g_strdup ("");
    }
  if (g_str_equal (kind->property, "text"))
    return g_strdup (schott_pack_question_get_text (q));
  if (g_str_equal (kind->property, "status"))
    return schott_pack_question_dup_status (q);
  return NULL;
}

/* What keeps the count below all: the languages missing a text and those
 * with an outdated translation. */
static char *
cell_tooltip (GtkListItem *list_item, SchottPackQuestion *q, gpointer data)
{
  g_autofree char *missing = q != NULL ? schott_pack_question_dup_missing (q) : NULL;
  g_autofree char *outdated = q != NULL ? schott_pack_question_dup_outdated (q) : NULL;
  g_autoptr (GString) text = g_string_new (NULL);

  if (missing != NULL && *missing != '\0')
    /* TRANSLATORS: the tooltip of the table's "Translated" cell: the
     * languages that lack a text, "Missing: de, fr" */
    g_string_append_printf (text, _("Missing: %s"), missing);
  if (outdated != NULL && *outdated != '\0')
    {
      if (text->len > 0)
        g_string_append_c (text, '\n');
      /* TRANSLATORS: the tooltip of the table's "Translated" cell: the
       * languages whose translation is older than its source text */
      g_string_append_printf (text, _("Outdated: %s"), outdated);
    }
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

/* The question a list item's row shows: the cells follow it as a
 * <lookup> would, when the row shows another question or is rebound. */
static GtkExpression *
cell_expression (GCallback callback, gpointer data)
{
  GtkExpression *row = gtk_property_expression_new (GTK_TYPE_LIST_ITEM, NULL, "item");
  GtkExpression *question = gtk_property_expression_new (SCHOTT_TYPE_PACK_ROW, row, "question");

  return gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 1, &question, callback, data, NULL);
}

static void
on_cell_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, const CellKind *kind)
{
  GtkWidget *cell = gtk_inscription_new (NULL);

  gtk_inscription_set_xalign (GTK_INSCRIPTION (cell), kind->xalign);
  gtk_inscription_set_min_chars (GTK_INSCRIPTION (cell), kind->min_chars);
  gtk_inscription_set_nat_chars (GTK_INSCRIPTION (cell), kind->nat_chars);
  gtk_inscription_set_text_overflow (GTK_INSCRIPTION (cell), GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END);
  gtk_expression_bind (cell_expression (G_CALLBACK (cell_text), (gpointer) kind), cell, "text", list_item);
  if (kind->tooltip != NULL)
    gtk_expression_bind (cell_expression (G_CALLBACK (cell_tooltip), NULL), cell, "tooltip-text", list_item);
  gtk_list_item_set_child (list_item, cell);
}

static void
set_cell_factories (SchottEditorTable *self)
{
  GtkColumnViewColumn *columns[] = {
    self->id_column, self->category_column, self->difficulty_column, self->text_column, self->status_column,
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (columns) == G_N_ELEMENTS (cell_kinds));
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

      g_signal_connect (factory, "setup", G_CALLBACK (on_cell_setup_cb), (gpointer) &cell_kinds[i]);
      gtk_column_view_column_set_factory (columns[i], factory);
    }
}

/* The rows are sorted on a worker by the view: the column sorters only
 * name the order the headers show. */
static void
on_sorter_changed_cb (GtkSorter *sorter, GtkSorterChange change, SchottEditorTable *self)
{
  GtkColumnViewSorter *column_sorter = GTK_COLUMN_VIEW_SORTER (sorter);
  GtkColumnViewColumn *column = gtk_column_view_sorter_get_primary_sort_column (column_sorter);
  GtkSorter *key_sorter = column != NULL ? gtk_column_view_column_get_sorter (column) : NULL;
  SchottPackSortKey key = SCHOTT_IS_EDITOR_SORTER (key_sorter)
                          ? schott_editor_sorter_get_key (SCHOTT_EDITOR_SORTER (key_sorter))
                          : SCHOTT_PACK_SORT_NONE;
  gboolean descending = gtk_column_view_sorter_get_primary_sort_order (column_sorter) == GTK_SORT_DESCENDING;

  schott_pack_list_set_sort (self->view, key, descending);
}

static void
set_narrow (SchottEditorTable *self, gboolean narrow)
{
  narrow = !!narrow;
  if (self->narrow == narrow)
    return;
  self->narrow = narrow;
  gtk_column_view_column_set_visible (self->category_column, !narrow);
  gtk_column_view_column_set_visible (self->difficulty_column, !narrow);
  gtk_column_view_column_set_visible (self->status_column, !narrow);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
}

static void
set_collapsed (SchottEditorTable *self, gboolean collapsed)
{
  collapsed = !!collapsed;
  if (gtk_column_view_get_single_click_activate (self->column_view) == collapsed)
    return;
  gtk_column_view_set_single_click_activate (self->column_view, collapsed);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLLAPSED]);
}

static void
schott_editor_table_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SchottEditorTable *self = SCHOTT_EDITOR_TABLE (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_POSITION:
      g_value_set_int (value, self->current);
      break;
    case PROP_COLLAPSED:
      g_value_set_boolean (value, gtk_column_view_get_single_click_activate (self->column_view));
      break;
    case PROP_NARROW:
      g_value_set_boolean (value, self->narrow);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_editor_table_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SchottEditorTable *self = SCHOTT_EDITOR_TABLE (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      schott_editor_table_set_model (self, g_value_get_object (value));
      break;
    case PROP_COLLAPSED:
      set_collapsed (self, g_value_get_boolean (value));
      break;
    case PROP_NARROW:
      set_narrow (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
schott_editor_table_dispose (GObject *object)
{
  SchottEditorTable *self = SCHOTT_EDITOR_TABLE (object);

  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  /* the table's sorter changes as its columns go */
  if (self->column_view != NULL)
    g_signal_handlers_disconnect_by_data (gtk_column_view_get_sorter (self->column_view), self);
  g_clear_object (&self->select_when_ready);
  g_clear_object (&self->current_item);
  gtk_widget_dispose_template (GTK_WIDGET (self), SCHOTT_TYPE_EDITOR_TABLE);
  g_clear_object (&self->selection);
  g_clear_object (&self->view);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (schott_editor_table_parent_class)->dispose (object);
}

static void
schott_editor_table_class_init (SchottEditorTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = schott_editor_table_get_property;
  object_class->set_property = schott_editor_table_set_property;
  object_class->dispose = schott_editor_table_dispose;

  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, SCHOTT_TYPE_PACK_MODEL, rw);
  properties[PROP_POSITION] = g_param_spec_int ("position", NULL, NULL, -1, G_MAXINT, -1,
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COLLAPSED] = g_param_spec_boolean ("collapsed", NULL, NULL, FALSE, rw);
  properties[PROP_NARROW] = g_param_spec_boolean ("narrow", NULL, NULL, FALSE, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_QUESTION_ACTIVATED] = g_signal_new ("question-activated", G_TYPE_FROM_CLASS (klass),
                                                     G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_LANGUAGE_SELECTED] = g_signal_new ("language-selected", G_TYPE_FROM_CLASS (klass),
                                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                                    G_TYPE_UINT);

  g_type_ensure (SCHOTT_TYPE_EDITOR_SORTER);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-editor-table.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottEditorTable, search_entry);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorTable, category_filter);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorTable, state_filter);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorTable, lang_dropdown);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorTable, column_view);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorTable, id_column);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorTable, category_column);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorTable, difficulty_column);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorTable, text_column);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorTable, status_column);
  gtk_widget_class_bind_template_child (widget_class, SchottEditorTable, count_label);
  gtk_widget_class_bind_template_callback (widget_class, on_column_view_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_category_filter_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_state_filter_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_lang_selected_cb);
}

static void
schott_editor_table_init (SchottEditorTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->current = -1;
  set_cell_factories (self);
  schott_editor_drop_down_ellipsize (self->category_filter);
  schott_editor_drop_down_ellipsize (self->state_filter);
  schott_editor_drop_down_ellipsize (self->lang_dropdown);
  /* model -> view (search AND category AND order, on a worker) -> selection */
  self->view = schott_pack_list_new ();
  self->selection = gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->view)));
  self->selected_row = GTK_INVALID_LIST_POSITION;
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));

  g_signal_connect (self->selection, "notify::selected-item", G_CALLBACK (on_selection_changed_cb), self);
  g_signal_connect (self->view, "rows-changed", G_CALLBACK (on_view_rows_changed_cb), self);
  g_signal_connect (self->view, "notify::pending", G_CALLBACK (on_view_pending_cb), self);
  g_signal_connect (gtk_column_view_get_sorter (self->column_view), "changed",
                    G_CALLBACK (on_sorter_changed_cb), self);
  gtk_search_entry_set_key_capture_widget (self->search_entry, NULL);
}

SchottPackModel *
schott_editor_table_get_model (SchottEditorTable *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_TABLE (self), NULL);
  return self->model;
}

void
schott_editor_table_set_model (SchottEditorTable *self, SchottPackModel *model)
{
  g_return_if_fail (SCHOTT_IS_EDITOR_TABLE (self));
  g_return_if_fail (model == NULL || SCHOTT_IS_PACK_MODEL (model));
  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  g_clear_object (&self->select_when_ready);
  g_clear_object (&self->current_item);
  self->current = -1;
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  schott_pack_list_set_search (self->view, NULL);
  if (model != NULL)
    {
      g_signal_connect (model, "changed", G_CALLBACK (on_model_changed_cb), self);
      build_category_filter (self);
      build_languages (self);
    }
  schott_pack_list_set_model (self->view, model);
  update_count (self);
  sync_current (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

gint
schott_editor_table_get_position (SchottEditorTable *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_TABLE (self), -1);
  return self->current;
}

/* Finds position in the sorted, filtered rows; clears the filter if it
 * hides it. */
void
schott_editor_table_select_question (SchottEditorTable *self, guint position)
{
  guint row;

  g_return_if_fail (SCHOTT_IS_EDITOR_TABLE (self));
  if (self->model == NULL || position >= g_list_model_get_n_items (G_LIST_MODEL (self->model)))
    return;
  g_clear_object (&self->select_when_ready);
  row = schott_pack_list_find (self->view, position);
  if (row == SCHOTT_PACK_LIST_NONE)
    {
      /* hidden by the search or the category: show everything */
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
      schott_pack_list_set_search (self->view, NULL);
      self->updating = TRUE;
      gtk_drop_down_set_selected (self->category_filter, 0);
      gtk_drop_down_set_selected (self->state_filter, SCHOTT_PACK_FILTER_ALL);
      self->updating = FALSE;
      schott_pack_list_set_category (self->view, NULL);
      schott_pack_list_set_filter (self->view, SCHOTT_PACK_FILTER_ALL);
      row = schott_pack_list_find (self->view, position);
    }
  if (row == SCHOTT_PACK_LIST_NONE)
    {
      /* sorted rows come from the worker: select it when they are there */
      self->select_when_ready = g_list_model_get_item (G_LIST_MODEL (self->model), position);
      return;
    }
  gtk_single_selection_set_selected (self->selection, row);
  self->selected_row = row;
  scroll_to_row (self, row);
}

void
schott_editor_table_select_first_row (SchottEditorTable *self)
{
  g_return_if_fail (SCHOTT_IS_EDITOR_TABLE (self));
  if (g_list_model_get_n_items (G_LIST_MODEL (self->view)) > 0)
    gtk_single_selection_set_selected (self->selection, 0);
}

void
schott_editor_table_focus_search (SchottEditorTable *self)
{
  g_return_if_fail (SCHOTT_IS_EDITOR_TABLE (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

GtkSearchEntry *
schott_editor_table_get_search_entry (SchottEditorTable *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_TABLE (self), NULL);
  return self->search_entry;
}

SchottPackList *
schott_editor_table_get_view (SchottEditorTable *self)
{
  g_return_val_if_fail (SCHOTT_IS_EDITOR_TABLE (self), NULL);
  return self->view;
}
