/* sw-language.c: the languages SCHOTT World speaks: its interface, help
 * and content (questions, event texts) come in each of them. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sw-language.h"

static const struct { const char *id; const char *label; } languages[] = {
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
  g_return_val_if_fail (index < SW_N_LANGUAGES, "en");
  return languages[index].id;
}

const char *
sw_language_label (guint index)
{
  g_return_val_if_fail (index < SW_N_LANGUAGES, "");
  return _(languages[index].label);
}

gint
sw_language_index (const char *id)
{
  for (guint i = 0; id != NULL && i < SW_N_LANGUAGES; i++)
    if (g_ascii_strcasecmp (id, languages[i].id) == 0)
      return i;
  return -1;
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
