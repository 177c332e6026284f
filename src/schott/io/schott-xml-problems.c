/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-xml-problems.c: where a problem is in the file (line and column
 * from the bytes) and the list of located problems a loader collects. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-io-private.h"

/* ------------------------------------------------------------ locating */

static void
build_line_starts (SchottXmlFile *f)
{
  const char *p = f->data;
  const char *end = f->data + f->len;
  gsize zero = 0;

  f->line_starts = g_array_new (FALSE, FALSE, sizeof (gsize));
  g_array_append_val (f->line_starts, zero);
  while (p < end)
    {
      const char *nl = memchr (p, '\n', end - p);
      gsize start;

      if (nl == NULL)
        break;
      start = (nl - f->data) + 1;
      g_array_append_val (f->line_starts, start);
      p = nl + 1;
    }
}

static gsize
line_start (SchottXmlFile *f, long line)
{
  if (f->line_starts == NULL)
    build_line_starts (f);
  if (line < 1)
    line = 1;
  if ((gsize) line > f->line_starts->len)
    line = f->line_starts->len;
  return g_array_index (f->line_starts, gsize, line - 1);
}

static gsize
line_end (SchottXmlFile *f, long line)
{
  gsize start = line_start (f, line);
  const char *nl = memchr (f->data + start, '\n', f->len - start);

  return nl ? (gsize) (nl - f->data) : f->len;
}

/* Column in characters (1-based) of byte offset off on line. */
long
schott_xml_column_of (SchottXmlFile *f, long line, gsize off)
{
  gsize start = line_start (f, line);

  if (off < start)
    return 1;
  return g_utf8_strlen (f->data + start, off - start) + 1;
}

const char *
schott_xml_find_in_range (const char *hay, gsize hay_len, const char *needle)
{
  gsize n = strlen (needle);

  if (n == 0 || hay_len < n)
    return NULL;
  for (gsize i = 0; i + n <= hay_len; i++)
    if (hay[i] == needle[0] && memcmp (hay + i, needle, n) == 0)
      return hay + i;
  return NULL;
}

static gboolean
is_name_end (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '>' || c == '/';
}

/* libxml2 2.9 nodes know their line but not their column: find the start
 * tag "<name" on that line (or up to 20 lines before it, for start tags
 * spread over several lines) and, for an attribute, "attr=" after it. */
void
schott_xml_locate_node (SchottXmlFile *f, xmlNode *node, const char *attr,
                        long *line_out, long *col_out)
{
  g_autofree char *tag = NULL;

  *line_out = 1;
  *col_out = 1;
  if (node == NULL || f->data == NULL)
    return;
  if (node->ns != NULL && node->ns->prefix != NULL)
    tag = g_strdup_printf ("<%s:%s", node->ns->prefix, node->name);
  else
    tag = g_strdup_printf ("<%s", node->name);
  schott_xml_locate_tag (f, xmlGetLineNo (node), tag, attr, line_out, col_out);
}

void
schott_xml_locate_tag (SchottXmlFile *f, long line, const char *tag, const char *attr,
                       long *line_out, long *col_out)
{
  *line_out = 1;
  *col_out = 1;
  if (line < 1 || f->data == NULL)
    return;
  *line_out = line;

  for (long l = line; l >= 1 && l > line - 20; l--)
    {
      gsize start = line_start (f, l);
      gsize end = line_end (f, l);
      const char *hit = NULL;
      const char *p = f->data + start;

      /* the last matching start tag on the line that is a whole name */
      while (p < f->data + end)
        {
          const char *h = schott_xml_find_in_range (p, f->data + end - p, tag);

          if (h == NULL)
            break;
          if ((gsize) (h - f->data) + strlen (tag) >= f->len
              || is_name_end (h[strlen (tag)]))
            hit = h;
          p = h + 1;
        }
      if (hit == NULL)
        continue;

      *line_out = l;
      *col_out = schott_xml_column_of (f, l, hit - f->data);
      if (attr != NULL)
        {
          /* search the start tag (up to its '>') for the attribute */
          const char *gt = memchr (hit, '>', f->data + f->len - hit);
          gsize span = gt ? (gsize) (gt - hit) : f->len - (hit - f->data);
          g_autofree char *needle = g_strdup_printf (" %s=", attr);
          const char *a = schott_xml_find_in_range (hit, span, needle);

          if (a == NULL)
            {
              g_free (needle);
              needle = g_strdup_printf ("\n%s=", attr);
              a = schott_xml_find_in_range (hit, span, needle);
            }
          if (a != NULL)
            {
              long al = l;
              a++;
              while ((gsize) al < f->line_starts->len
                     && g_array_index (f->line_starts, gsize, al) <= (gsize) (a - f->data))
                al++;
              *line_out = al;
              *col_out = schott_xml_column_of (f, al, a - f->data);
            }
        }
      return;
    }
}

/* ------------------------------------------------------------ problems */

void
schott_xml_error_at (SchottXmlFile *f, long line, long column,
                     SchottIoError code, const char *message)
{
  if (f->n_messages == 0)
    f->first_code = code;
  f->n_messages++;
  if (f->n_messages > SCHOTT_XML_MAX_MESSAGES)
    return;
  if (f->messages->len > 0)
    g_string_append_c (f->messages, '\n');
  g_string_append_printf (f->messages, "%s:%ld:%ld: %s", f->filename,
                          line < 1 ? 1 : line, column < 1 ? 1 : column, message);
}

void
schott_xml_error (SchottXmlFile *f, xmlNode *node, const char *attr,
                  SchottIoError code, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;
  long line, col;

  /* past the messages shown only the count matters: locating a tag may
   * scan a long line, once per problem of a hostile file */
  if (f->n_messages >= SCHOTT_XML_MAX_MESSAGES)
    {
      schott_xml_error_at (f, 1, 1, code, "");
      return;
    }
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  schott_xml_locate_node (f, node, attr, &line, &col);
  schott_xml_error_at (f, line, col, code, message);
}

gboolean
schott_xml_has_errors (SchottXmlFile *f)
{
  return f->n_messages > 0;
}

gboolean
schott_xml_too_many_problems (SchottXmlFile *f)
{
  return f->n_messages >= SCHOTT_XML_MAX_MESSAGES;
}

gboolean
schott_xml_fail (SchottXmlFile *f, GError **error)
{
  g_assert (f->n_messages > 0);
  if (f->uncounted)
    {
      g_string_append_c (f->messages, '\n');
      g_string_append_printf (f->messages, _("%s: … and more problems"), f->filename);
    }
  else if (f->n_messages > SCHOTT_XML_MAX_MESSAGES)
    {
      guint more = f->n_messages - SCHOTT_XML_MAX_MESSAGES;

      g_string_append_c (f->messages, '\n');
      g_string_append_printf (f->messages,
                              ngettext ("%s: … and %u more problem",
                                        "%s: … and %u more problems", more),
                              f->filename, more);
    }
  g_set_error_literal (error, SCHOTT_IO_ERROR, f->first_code, f->messages->str);
  return FALSE;
}

SchottProblem *
schott_problem_new (SchottProblemSeverity severity, gint question,
                    const char *lang, const char *format, ...)
{
  SchottProblem *problem = g_new0 (SchottProblem, 1);
  va_list args;

  problem->severity = severity;
  problem->question = question;
  problem->lang = g_strdup (lang);
  va_start (args, format);
  problem->message = g_strdup_vprintf (format, args);
  va_end (args);
  return problem;
}

void
schott_problem_free (SchottProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->lang);
  g_free (problem->message);
  g_free (problem);
}

GPtrArray *
schott_problems_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) schott_problem_free);
}

void
schott_xml_report_problems_at (SchottXmlFile *f, GPtrArray *problems, xmlNode *root,
                               const long *lines, guint n_lines, const char *tag)
{
  for (guint i = 0; i < problems->len; i++)
    {
      SchottProblem *p = g_ptr_array_index (problems, i);
      long line, col;

      if (p->severity != SCHOTT_PROBLEM_ERROR)
        continue;
      if (f->n_messages >= SCHOTT_XML_MAX_MESSAGES)
        {
          schott_xml_error_at (f, 1, 1, SCHOTT_IO_ERROR_INVALID, "");
          continue;
        }
      if (p->question >= 0 && (guint) p->question < n_lines && lines[p->question] > 0)
        schott_xml_locate_tag (f, lines[p->question], tag, NULL, &line, &col);
      else
        schott_xml_locate_node (f, root, NULL, &line, &col);
      schott_xml_error_at (f, line, col, SCHOTT_IO_ERROR_INVALID, p->message);
    }
}

void
schott_xml_report_problems (SchottXmlFile *f, GPtrArray *problems,
                            xmlNode *root, xmlNode **nodes, guint n_nodes)
{
  for (guint i = 0; i < problems->len; i++)
    {
      SchottProblem *p = g_ptr_array_index (problems, i);
      xmlNode *node = root;

      if (p->severity != SCHOTT_PROBLEM_ERROR)
        continue;
      if (p->question >= 0 && (guint) p->question < n_nodes && nodes[p->question])
        node = nodes[p->question];
      schott_xml_error (f, node, NULL, SCHOTT_IO_ERROR_INVALID, "%s", p->message);
    }
}
