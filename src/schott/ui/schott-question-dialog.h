/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-question-dialog.h: a question with three answers; then right or wrong. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SCHOTT_TYPE_QUESTION_DIALOG (schott_question_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SchottQuestionDialog, schott_question_dialog, SCHOTT, QUESTION_DIALOG, AdwDialog)

/* A question card without a question: see schott_question_dialog_reset(). */
SchottQuestionDialog *schott_question_dialog_new (void);
/* Shows a question in the dialog (presented or not). interactive: a person
 * answers ("answered" (gint position)); otherwise the answers are shown
 * for reading only. */
void schott_question_dialog_reset (SchottQuestionDialog *self,
                                   const char           *heading,
                                   const char           *question,
                                   const char * const   *answers,
                                   gboolean              interactive);
/* Marks the chosen and the right answer and shows outcome; the dialog then
 * waits for "Continue", for a computer's answer (not interactive) at most
 * close_after_ms (0: until "Continue"). */
void schott_question_dialog_show_result (SchottQuestionDialog *self,
                                         gint                  chosen,
                                         gint                  right_position,
                                         gboolean              right,
                                         const char           *outcome,
                                         guint                 close_after_ms);

G_END_DECLS
