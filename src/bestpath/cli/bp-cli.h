/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-cli.h: `schott-cli best-path …`, the Best Path commands. */
#pragma once

#include <glib.h>

#include "sw-online-cli.h"

G_BEGIN_DECLS

/* argv[0] is "schott-cli best-path". */
int bp_cli_main        (int argc, char **argv);

/* Each subcommand gets argv[0] = "schott-cli best-path NAME". */
int bp_cli_simulate_main   (int argc, char **argv);
int bp_cli_play_main       (int argc, char **argv);
int bp_cli_check_main      (int argc, char **argv);
int bp_cli_tournament_main (int argc, char **argv);

/* Best Path at an online table: `schott-cli online` (bp-cli-online.c). */
extern const SwOnlineCliGame bp_cli_online_game;

G_END_DECLS
