/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-log-line.h: one line of the move log
 * (schott_game_model_get_move_log()).
 */
#pragma once

#include <glib-object.h>


G_BEGIN_DECLS

#define SCHOTT_TYPE_LOG_LINE (schott_log_line_get_type ())
G_DECLARE_FINAL_TYPE (SchottLogLine, schott_log_line, SCHOTT, LOG_LINE, GObject)

/*
 * Properties (construct-only, read-only):
 *   "text"    gchar*  the translated sentence, e.g. "Anna takes the 17 from
 *                     the discard pile and puts it in position 5 (the 42
 *                     goes to the discard pile)." (the log's rows look it up)
 */
SchottLogLine     *schott_log_line_new        (const char *text);

G_END_DECLS
