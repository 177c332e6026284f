/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-page-private.h: the editor page's instance struct and what
 * its side files (actions, CSV, drafts, files, print) share; the table, the
 * form, the problems and the banners are child widgets of their own. */
#pragma once

#include "schott-editor-banners.h"
#include "schott-editor-csv.h"
#include "schott-editor-events.h"
#include "schott-editor-form.h"
#include "schott-editor-page.h"
#include "schott-editor-problems.h"
#include "schott-editor-table.h"
#include "schott-editor-variant.h"
#include "schott-content.h"
#include "schott-pack-list.h"

G_BEGIN_DECLS

typedef enum
{
  PENDING_NONE,
  PENDING_NEW,
  PENDING_OPEN_DIALOG,
  PENDING_OPEN_PATH,
  PENDING_CLOSE_WINDOW,
} PendingAction;

/* What a small text dialog ("Add a Language") does with its texts. */
typedef void (*SchottEditorPageTextCallback) (SchottEditorPage *self, const char *first, const char *second);

struct _SchottEditorPage
{
  AdwBin parent_instance;

  /* template children */
  AdwToastOverlay *toast_overlay;
  SchottEditorBanners *banners;
  GtkMenuButton   *file_button;
  GtkLabel        *title_label;
  AdwViewStack    *sub_stack;
  AdwNavigationSplitView *split_view;
  GMenu           *recent_section;
  GMenu           *user_section;
  SchottEditorEvents  *events_editor;
  SchottEditorVariant *variant_editor;
  SchottEditorProblems *problems;
  SchottEditorTable   *table;
  SchottEditorForm    *form;

  SchottPackModel    *model;           /* the pack edited: the parts follow it */
  guint       draft_id;
  gboolean    draft_needed;
  char       *draft_path;       /* draft of the current pack */
  char       *recovered_draft;  /* draft offered by the banner */
  GCancellable *load_cancellable;
  GCancellable *file_cancellable;  /* the open file dialogs */

  gint        added_position;   /* a question an undo or redo brought back, -1 */
  gboolean    watch_added;

  SchottEditorPageTextCallback text_callback;  /* of the open text dialog */
  GtkEditable *text_entries[2];                /* its entries, the second NULL if none */

  PendingAction pending;
  gboolean    dialog_then_pending; /* the open alert or file dialog runs the pending action after */
  char       *pending_path;
  gboolean    close_confirmed;
};

/* The parts of the page call what schott-editor-page.c offers, never each
 * other: the page's own widgets are its children (SchottEditorBanners,
 * SchottEditorTable, SchottEditorForm, SchottEditorProblems), which take the
 * model and answer through signals and properties. */

/* schott-editor-page.c */
char               *_schott_editor_page_user_dir               (const char       *what);
void                _schott_editor_page_toast                  (SchottEditorPage *self,
                                                                const char       *text);
void                _schott_editor_page_show_error             (SchottEditorPage *self,
                                                                const char       *text);
const SchottPack   *_schott_editor_page_pack                   (SchottEditorPage *self);
const char         *_schott_editor_page_lang_at                (SchottEditorPage *self,
                                                                guint             l);
void                _schott_editor_page_update_title           (SchottEditorPage *self);
void                _schott_editor_page_set_model              (SchottEditorPage *self,
                                                                SchottPackModel  *model);
/* The pack position of the question the form edits, -1. */
gint                _schott_editor_page_current                (SchottEditorPage *self);
/* On a narrow window the table and the form take turns: the form comes
 * forward. */
void                _schott_editor_page_show_form              (SchottEditorPage *self);
/* The question's text in the language the form shows takes the keyboard. */
void                _schott_editor_page_focus_question_text    (SchottEditorPage *self);
void                _schott_editor_page_emit_pack_loaded       (SchottEditorPage *self);
void                _schott_editor_page_emit_load_failed       (SchottEditorPage *self,
                                                                const char       *message);
void                _schott_editor_page_emit_saved             (SchottEditorPage *self);
/* The packs New Game offers (the window's, or loaded here once). */
SchottContent      *_schott_editor_page_content                (SchottEditorPage *self);
/* Removes the current pack's draft: saved or given up. */
void                _schott_editor_page_drop_draft             (SchottEditorPage *self);
GtkWindow          *_schott_editor_page_parent_window          (SchottEditorPage *self);
GtkFileDialog      *_schott_editor_page_file_dialog_new        (const char       *title,
                                                                const char       *accept_label,
                                                                GtkFileFilter    *filter);
/* The file chosen in a file dialog; NULL when the user cancelled or the
 * page went away meanwhile. */
GFile              *_schott_editor_page_chosen_file            (SchottEditorPage *self,
                                                                GObject          *source,
                                                                GAsyncResult     *result,
                                                                gboolean          save);
/* Its local path; a file without one is said so in the error banner. */
char               *_schott_editor_page_chosen_path            (SchottEditorPage *self,
                                                                GObject          *source,
                                                                GAsyncResult     *result,
                                                                gboolean          save);

/* schott-editor-page-actions.c: undo, redo, the questions, languages and
 * categories */
void                _schott_editor_page_actions_class_init     (GtkWidgetClass   *widget_class);
void                _schott_editor_page_actions_update         (SchottEditorPage *self);

/* schott-editor-page-csv.c: "editor.import-csv", "editor.export-csv" */
void                _schott_editor_page_csv_class_init         (GtkWidgetClass   *widget_class);

/* schott-editor-page-print.c: "editor.print" */
void                _schott_editor_page_print_class_init       (GtkWidgetClass   *widget_class);
/* Prints the cards in lang; export_path: the PDF file of an EXPORT. */
GtkPrintOperationResult _schott_editor_page_print_run          (SchottEditorPage *self,
                                                                const char       *lang,
                                                                GtkPrintOperationAction action,
                                                                const char       *export_path);

/* schott-editor-page-drafts.c: the draft written while dirty, and one
 * left behind offered back */
void                _schott_editor_page_drafts_class_init      (GtkWidgetClass   *widget_class);
void                _schott_editor_page_drafts_start           (SchottEditorPage *self);

/* schott-editor-page-files.c: "editor.new", "editor.open", "editor.save" … */
void                _schott_editor_page_files_class_init       (GtkWidgetClass   *widget_class);
void                _schott_editor_page_files_init             (SchottEditorPage *self);
void                _schott_editor_page_files_load_default     (SchottEditorPage *self);
/* Asks before the pending action if something is unsaved; runs it. */
void                _schott_editor_page_files_confirm_then     (SchottEditorPage *self,
                                                                PendingAction     action,
                                                                const char       *path);
gboolean            _schott_editor_page_files_save             (SchottEditorPage *self,
                                                                const char       *path,
                                                                gboolean          show_errors);

G_END_DECLS
