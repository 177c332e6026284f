/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-setup-page.h: the new game page: seats, language, packs, rules. */
#pragma once

#include <adwaita.h>

#include "schott-content.h"
#include "schott-game-model.h"
#include "schott-pack-problems-group.h"

G_BEGIN_DECLS

#define SCHOTT_TYPE_SETUP_PAGE (schott_setup_page_get_type ())
G_DECLARE_FINAL_TYPE (SchottSetupPage, schott_setup_page, SCHOTT, SETUP_PAGE, AdwBin)

typedef struct
{
  guint          n_seats;
  char          *names[SCHOTT_MAX_PLAYERS];
  char          *colours[SCHOTT_MAX_PLAYERS];
  SchottSeatKind kinds[SCHOTT_MAX_PLAYERS];
  SchottAiLevel  levels[SCHOTT_MAX_PLAYERS];
  char          *language;
  char         **packs;
  char          *variant;
  gboolean       no_questions;   /* every pack off: played without questions */
} SchottSetupConfig;

SchottSetupConfig *schott_setup_config_copy (const SchottSetupConfig *config);
void schott_setup_config_free (SchottSetupConfig *config);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SchottSetupConfig, schott_setup_config_free)
/* Seats for schott_game_model_new(); strings stay owned by config. */
void schott_setup_config_to_seats (const SchottSetupConfig *config,
                                   SchottSeatSetup         *seats);

GtkWidget         *schott_setup_page_new         (void);
/* Fills the pack and variant lists (after the content has loaded). */
void               schott_setup_page_set_content (SchottSetupPage *self,
                                                  SchottContent   *content);
/* The setup as chosen now; also stored in the settings. */
SchottSetupConfig *schott_setup_page_get_config  (SchottSetupPage *self);
/* New Game opens at its top, not where it was last left. */
void               schott_setup_page_scroll_to_top (SchottSetupPage *self);

/* For tests: the widgets a person uses. index: seat 0..3. */
AdwComboRow       *schott_setup_page_get_seat_count_row (SchottSetupPage *self);
AdwComboRow       *schott_setup_page_get_kind_row       (SchottSetupPage *self, guint index);
AdwEntryRow       *schott_setup_page_get_name_row       (SchottSetupPage *self, guint index);
GtkButton         *schott_setup_page_get_start_button   (SchottSetupPage *self);
GtkScrolledWindow *schott_setup_page_get_scroller       (SchottSetupPage *self);
SchottPackProblemsGroup *schott_setup_page_get_pack_problems_group (SchottSetupPage *self);
/* The switch row of an offered pack, or NULL. */
GtkWidget         *schott_setup_page_get_pack_row       (SchottSetupPage *self, const char *pack_id);
GtkButton         *schott_setup_page_get_add_pack_button (SchottSetupPage *self);

G_END_DECLS
