/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-editor-page-private.h: the editor page's instance struct and the
 * functions its parts share: the form, the table, the problems, drafts,
 * files, CSV and actions each keep to their own file. */
#pragma once

#include "schott-editor-banners.h"
#include "schott-editor-csv.h"
#include "schott-editor-events.h"
#include "schott-editor-form.h"
#include "schott-editor-problems.h"
#include "schott-editor-table.h"
#include "schott-editor-page.h"
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

/* schott-editor-page.c */
char               *schott_editor_page_user_dir                (const char       *what);
void                schott_editor_page_toast                   (SchottEditorPage *self,
                                                                const char       *text);
void                schott_editor_page_show_error              (SchottEditorPage *self,
                                                                const char       *text);
const SchottPack   *schott_editor_page_pack                    (SchottEditorPage *self);
const char         *schott_editor_page_lang_at                 (SchottEditorPage *self,
                                                                guint             l);
void                schott_editor_page_update_title            (SchottEditorPage *self);
void                schott_editor_page_set_model               (SchottEditorPage *self,
                                                                SchottPackModel  *model);
/* The pack position of the question the form edits, -1. */
gint                schott_editor_page_current                 (SchottEditorPage *self);
/* On a narrow window the table and the form take turns: the form comes
 * forward. */
void                schott_editor_page_show_form               (SchottEditorPage *self);
/* The question's text in the language the form shows takes the keyboard. */
void                schott_editor_page_focus_question_text     (SchottEditorPage *self);
void                schott_editor_page_emit_pack_loaded        (SchottEditorPage *self);
void                schott_editor_page_emit_load_failed        (SchottEditorPage *self,
                                                                const char       *message);
void                schott_editor_page_emit_saved              (SchottEditorPage *self);
/* The packs New Game offers (the window's, or loaded here once). */
SchottContent      *schott_editor_page_content                 (SchottEditorPage *self);

/* schott-editor-page-actions.c */
void                schott_editor_page_actions_class_init      (GtkWidgetClass   *widget_class);
void                schott_editor_page_actions_update          (SchottEditorPage *self);

/* schott-editor-page-csv.c */
void                schott_editor_page_csv_import              (SchottEditorPage *self);
void                schott_editor_page_csv_export              (SchottEditorPage *self);

/* schott-editor-page-print.c */
void                schott_editor_page_print                   (SchottEditorPage *self);
/* Prints the cards in lang; export_path: the PDF file of an EXPORT. */
GtkPrintOperationResult schott_editor_page_print_run           (SchottEditorPage *self,
                                                                const char       *lang,
                                                                GtkPrintOperationAction action,
                                                                const char       *export_path);

/* schott-editor-page-drafts.c */
void                schott_editor_page_drafts_class_init       (GtkWidgetClass   *widget_class);
void                schott_editor_page_drafts_start            (SchottEditorPage *self);
void                schott_editor_page_drafts_remove           (SchottEditorPage *self);

/* schott-editor-page-files.c */
void                schott_editor_page_files_init              (SchottEditorPage *self);
void                schott_editor_page_files_load_default      (SchottEditorPage *self);
void                schott_editor_page_files_load_path         (SchottEditorPage *self,
                                                                const char       *path);
void                schott_editor_page_files_confirm_then      (SchottEditorPage *self,
                                                                PendingAction     action,
                                                                const char       *path);
GtkWindow          *schott_editor_page_files_parent_window     (SchottEditorPage *self);
GtkFileDialog      *schott_editor_page_files_dialog_new        (const char       *title,
                                                                const char       *accept_label,
                                                                GtkFileFilter    *filter);
char               *schott_editor_page_files_chosen_path       (SchottEditorPage *self,
                                                                GObject          *source,
                                                                GAsyncResult     *result,
                                                                gboolean          save);
gboolean            schott_editor_page_files_save              (SchottEditorPage *self,
                                                                const char       *path,
                                                                gboolean          show_errors);
void                schott_editor_page_files_save_as           (SchottEditorPage *self,
                                                                gboolean          then_pending);
void                schott_editor_page_files_save_action       (SchottEditorPage *self);

G_END_DECLS
