/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-xml-write.c: the canonical writer helpers (indent, escaping). */
#include "config.h"

#include <string.h>

#include "schott-io-private.h"

/* -------------------------------------------------------------- writer */

void
schott_xml_append_indent (GString *out, guint indent)
{
  for (guint i = 0; i < indent; i++)
    g_string_append (out, "  ");
}

void
schott_xml_append_escaped (GString *out, const char *text, gboolean attribute)
{
  for (const char *p = text ? text : ""; *p; p++)
    {
      switch (*p)
        {
        case '&': g_string_append (out, "&amp;"); break;
        case '<': g_string_append (out, "&lt;"); break;
        case '>': g_string_append (out, "&gt;"); break;
        case '\r': g_string_append (out, "&#13;"); break;
        case '"':
          g_string_append (out, attribute ? "&quot;" : "\"");
          break;
        case '\n':
          g_string_append (out, attribute ? "&#10;" : "\n");
          break;
        case '\t':
          g_string_append (out, attribute ? "&#9;" : "\t");
          break;
        default:
          /* XML 1.0 cannot carry other control characters at all, nor
           * the noncharacters U+FFFE and U+FFFF (UTF-8 EF BF BE/BF): a
           * file with one would not load again. Validation reports them;
           * the writer drops them so that whatever is saved loads. */
          if ((guchar) p[0] == 0xEF && (guchar) p[1] == 0xBF
              && ((guchar) p[2] == 0xBE || (guchar) p[2] == 0xBF))
            p += 2;
          else if ((guchar) *p >= 0x20)
            g_string_append_c (out, *p);
          break;
        }
    }
}

void
schott_xml_append_lang_texts (GString *out, guint indent, const char *element,
                              GPtrArray *languages, char **texts)
{
  schott_xml_append_lang_texts_outdated (out, indent, element, languages, texts, NULL, 0);
}

void
schott_xml_append_lang_texts_outdated (GString *out, guint indent, const char *element,
                                       GPtrArray *languages, char **texts,
                                       const guint8 *outdated, guint8 bit)
{
  for (guint i = 0; i < languages->len; i++)
    {
      const char *text = texts ? texts[i] : NULL;

      schott_xml_append_indent (out, indent);
      g_string_append_printf (out, "<%s xml:lang=\"", element);
      schott_xml_append_escaped (out, g_ptr_array_index (languages, i), TRUE);
      /* written as it is: a text of invisible characters is empty to the
       * checks, but the saver keeps what the author typed */
      if (text == NULL || text[0] == '\0')
        {
          g_string_append (out, "\"/>\n");
          continue;
        }
      if (i > 0 && outdated != NULL && (outdated[i] & bit) != 0)
        g_string_append (out, "\" outdated=\"true");
      g_string_append (out, "\">");
      schott_xml_append_escaped (out, text, FALSE);
      g_string_append_printf (out, "</%s>\n", element);
    }
}
