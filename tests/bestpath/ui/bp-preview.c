/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-preview.c: the Best Path view alone, for screenshots and trying it
 * out: bp-preview [--players N] [--persons N] [--rounds R] [--over]
 * [--width W --height H] [--rules STEP]. Plays R rounds by itself first;
 * --rules opens the Best Path Rules on a step (from 1). */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <adwaita.h>

#include "bp-rules-dialog.h"
#include "bp-setup-page.h"
#include "bp-ui-util.h"
#include "sw-a11y-compat.h"

static int players = 1, persons = 1, rounds = 0, width = 1280, height = 800, rules;
static gboolean over, announce, setup, hint, final;

static const GOptionEntry entries[] = {
  { "players", 0, 0, G_OPTION_ARG_INT, &players, "Players", "N" },
  { "persons", 0, 0, G_OPTION_ARG_INT, &persons, "People among them", "N" },
  { "rounds", 0, 0, G_OPTION_ARG_INT, &rounds, "Rounds to play first", "R" },
  { "over", 0, 0, G_OPTION_ARG_NONE, &over, "Play to the end", NULL },
  { "final", 0, 0, G_OPTION_ARG_NONE, &final, "Play to the end, then Show Board", NULL },
  { "announce", 0, 0, G_OPTION_ARG_NONE, &announce, "Stop at the announcement", NULL },
  { "hint", 0, 0, G_OPTION_ARG_NONE, &hint, "Ask for a hint", NULL },
  { "setup", 0, 0, G_OPTION_ARG_NONE, &setup, "Show the New Game page", NULL },
  { "width", 0, 0, G_OPTION_ARG_INT, &width, "Width", "W" },
  { "height", 0, 0, G_OPTION_ARG_INT, &height, "Height", "H" },
  { "rules", 0, 0, G_OPTION_ARG_INT, &rules, "Open the Rules on this step", "STEP" },
  { NULL }
};

static void
on_activate (GtkApplication *app)
{
  const char *names[] = { "Ana", "Lino", "Mei", "Jonas", NULL };
  const char *seats[BP_MAX_PLAYERS + 1] = { NULL, };
  BpGameModel *model = bp_game_model_new ();
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *toolbar = adw_toolbar_view_new ();
  GtkWidget *view = bp_game_view_new ();
  g_autofree char *dir = g_dir_make_tmp ("bp-preview-XXXXXX", NULL);
  g_autofree char *scores = g_build_filename (dir, "scores.ini", NULL);

  sw_a11y_compat_init ();   /* as the application's startup does */
  /* the window's actions the end screen offers (New Game, Statistics):
   * here they do nothing, but look as they do in the application */
  {
    static const GActionEntry window_actions[] = { { .name = "new-game" }, { .name = "statistics" } };

    g_action_map_add_action_entries (G_ACTION_MAP (window), window_actions, G_N_ELEMENTS (window_actions), NULL);
  }
  for (int p = 0; p < players; p++)
    seats[p] = p < persons ? BP_SEAT_PERSON : "normal";
  bp_game_model_set_scores_path (model, scores);
  bp_game_view_set_model (BP_GAME_VIEW (view), model);
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (toolbar), adw_header_bar_new ());
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (toolbar), view);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), toolbar);
  gtk_window_set_title (GTK_WINDOW (window), "Best Path");
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));

  bp_game_model_start (model, (guint) players, names, seats, 20261126);
  for (int r = 0; (r < rounds || over || final) && !bp_game_model_is_over (model); )
    {
      const char *page = bp_game_view_get_page (BP_GAME_VIEW (view));

      if (g_strcmp0 (page, "round") == 0)
        {
          if (announce && r >= rounds)
            break;
          gtk_widget_activate_action (view, "bp.continue", NULL);
        }
      else if (bp_game_model_get_current (model) >= 0)
        bp_ui_play_turn (BP_GAME_VIEW (view), BP_AI_NORMAL);
      else
        g_main_context_iteration (NULL, TRUE);
      r = (int) bp_game_model_get_round (model) - 1;
    }
  if (!announce && g_strcmp0 (bp_game_view_get_page (BP_GAME_VIEW (view)), "round") == 0)
    gtk_widget_activate_action (view, "bp.continue", NULL);
  g_object_set_data_full (G_OBJECT (window), "model", model, g_object_unref);
  if (hint)
    gtk_widget_activate_action (view, "bp.hint", NULL);
  if (final)
    gtk_widget_activate_action (view, "bp.show-final-board", NULL);
  if (setup)
    adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (toolbar), bp_setup_page_new (NULL));
  if (rules > 0)
    sw_steps_dialog_set_step (SW_STEPS_DIALOG (bp_rules_dialog_present (window)), (guint) rules - 1);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = NULL;
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("SCHOTT_WORLD_LOCALEDIR") ? g_getenv ("SCHOTT_WORLD_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, NULL))
    return 2;

  app = adw_application_new ("io.github.schottworld.BestPathPreview", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);
  return g_application_run (G_APPLICATION (app), 0, NULL);
}
