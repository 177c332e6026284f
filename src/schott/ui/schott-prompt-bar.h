/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-prompt-bar.h: the banner above the table that tells the person
 * what to do: the prompt, a hint when asked for, the buttons that go with
 * the prompt (Cancel, a player's name, Start Stage 2 …) and the Hint
 * button. A child of SchottGameView, which writes the prompt. */
#pragma once

#include <adwaita.h>

#include "schott-game-model.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_PROMPT_BAR (schott_prompt_bar_get_type ())
G_DECLARE_FINAL_TYPE (SchottPromptBar, schott_prompt_bar, SCHOTT, PROMPT_BAR, GtkWidget)

/* Properties:
 *   "model"    SchottGameModel*  RW  the game shown (the hint goes with
 *                                    each new decision)
 *   "compact"  gboolean          RW  a phone's narrow banner: room for
 *                                    three lines of prompt instead of two
 * Signals:
 *   "choice-activated" (SchottAction action, gint a): a prompt button was
 *                      clicked; the view decides (or forgets a half-made
 *                      choice, for SCHOTT_ACT_SWAP: "Cancel").
 */
SchottGameModel *schott_prompt_bar_get_model        (SchottPromptBar *self);
void             schott_prompt_bar_set_model        (SchottPromptBar *self,
                                                     SchottGameModel *model);
gboolean         schott_prompt_bar_get_compact      (SchottPromptBar *self);
void             schott_prompt_bar_set_compact      (SchottPromptBar *self,
                                                     gboolean         compact);
/* The prompt and its buttons, as one: the buttons go with the text. */
void             schott_prompt_bar_set_prompt       (SchottPromptBar *self,
                                                     const char      *prompt);
void             schott_prompt_bar_clear_choices    (SchottPromptBar *self);
void             schott_prompt_bar_add_choice       (SchottPromptBar *self,
                                                     const char      *label,
                                                     SchottAction     action,
                                                     gint             a,
                                                     gboolean         suggested);
/* The hint under the prompt; NULL hides it. */
void             schott_prompt_bar_set_hint         (SchottPromptBar *self,
                                                     const char      *hint);
/* Focuses the first prompt button: FALSE when there is none. */
gboolean         schott_prompt_bar_focus_first_choice (SchottPromptBar *self);
/* The hint's label (for those who hide it without the bar). */
GtkWidget       *schott_prompt_bar_get_hint_label   (SchottPromptBar *self);

G_END_DECLS
