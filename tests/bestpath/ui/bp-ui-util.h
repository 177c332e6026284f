/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-ui-util.h: helpers for driving the Best Path view through its widgets
 * (the UI test and the screenshot preview share them). */
#pragma once

#include <adwaita.h>

#include "bp-board.h"
#include "bp-game-view.h"
#include "../../common/sw-test-util.h"

static inline void
bp_ui_iterate (guint ms)
{
  sw_test_iterate_for (ms);
}

/* Waits (bounded) until the page is shown. */
static inline gboolean
bp_ui_wait_page (BpGameView *view,
                 const char *page,
                 guint       timeout_s)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_s * G_USEC_PER_SEC;

  while (g_strcmp0 (bp_game_view_get_page (view), page) != 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  return g_strcmp0 (bp_game_view_get_page (view), page) == 0;
}

/* Draws an extension by clicking the real field buttons: the end first
 * (when it is not the end already chosen), then every cell. */
static inline void
bp_ui_draw (BpGameView        *view,
            const BpExtension *extension)
{
  BpGameModel *model = bp_game_view_get_model (view);
  BpBoard *board = BP_BOARD (bp_game_view_get_board (view));

  if (extension->n_cells == 0)
    return;
  if (bp_game_model_get_draft_end (model) != extension->from)
    g_signal_emit_by_name (bp_board_get_field_button (board, extension->from), "clicked");
  for (guint i = 0; i < extension->n_cells; i++)
    g_signal_emit_by_name (bp_board_get_field_button (board, extension->cells[i]), "clicked");
}

/* The person's turn, through the view: privacy screen, drawing, commit. */
static inline void
bp_ui_play_turn (BpGameView *view,
                 BpAiLevel   level)
{
  BpGameModel *model = bp_game_view_get_model (view);
  int current = bp_game_model_get_current (model);
  BpExtension extension;

  g_assert_cmpint (current, >=, 0);
  if (g_strcmp0 (bp_game_view_get_page (view), "privacy") == 0)
    gtk_widget_activate_action (GTK_WIDGET (view), "bp.show-board", NULL);
  g_assert_cmpstr (bp_game_view_get_page (view), ==, "play");
  bp_ai_choose_in_game (bp_game_model_get_game (model), (guint) current, level, &extension);
  bp_ui_draw (view, &extension);
  g_assert_cmpuint (bp_game_model_get_draft (model)->n_cells, ==, extension.n_cells);
  gtk_widget_activate_action (GTK_WIDGET (view), extension.n_cells > 0 ? "bp.commit" : "bp.pass", NULL);
}
