/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-language.h: the languages SCHOTT World speaks. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SW_N_LANGUAGES 6

/* "en", "de", "fr", "id", "it", "zh-CN": the tags used in content files. */
const char *sw_language_id    (guint index);
/* The language's name, translated ("German"). */
const char *sw_language_label (guint index);
/* The index of a tag (ASCII case-insensitive), or -1. */
gint        sw_language_index (const char *id);
/* The tag of the interface's language (from the locale), "en" if it is
 * none of ours. */
const char *sw_ui_language    (void);

G_END_DECLS
