/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-language.c: the languages SCHOTT World speaks: its interface, help
 * and content (questions, event texts) come in each of them. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sw-id-label.h"
#include "sw-language.h"

static const SwIdLabel languages[] = {
  { "en",    N_("English") },
  { "de",    N_("German") },
  { "fr",    N_("French") },
  { "id",    N_("Indonesian") },
  { "it",    N_("Italian") },
  { "zh-CN", N_("Chinese (simplified)") },
};

const char *
sw_language_id (guint index)
{
  return sw_id_label_id (languages, SW_N_LANGUAGES, index, "en");
}

const char *
sw_language_label (guint index)
{
  return sw_id_label_label (languages, SW_N_LANGUAGES, index);
}

gint
sw_language_index (const char *id)
{
  return sw_id_label_index (languages, SW_N_LANGUAGES, id, TRUE);
}

const char *
sw_ui_language (void)
{
  const char * const *names = g_get_language_names ();

  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *name = names[i];

      if (g_str_has_prefix (name, "zh"))
        return "zh-CN";
      for (guint j = 0; j < SW_N_LANGUAGES; j++)
        if (strncmp (name, languages[j].id, 2) == 0
            && (name[2] == '\0' || name[2] == '_' || name[2] == '.' || name[2] == '@'))
          return languages[j].id;
    }
  return "en";
}
