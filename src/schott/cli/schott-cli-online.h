/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-cli-online.h: SCHOTT's part of `schott-cli online`
 * (src/core/sw-online-cli.c runs the command). */
#pragma once

#include "sw-online-cli.h"

G_BEGIN_DECLS

extern const SwOnlineCliGame schott_cli_online_game;

G_END_DECLS
