/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-xml.c: the safe XML reader shared by every SCHOTT World loader.
 *
 * Defences, in order: size limit before reading, UTF-8 check of the raw
 * bytes (so the message can name line and column), an XML declaration that
 * names another encoding is refused, then libxml2 parses with NONET and
 * without entity substitution or DTD loading while SAX hooks refuse entity
 * declarations, external document types and nesting deeper than
 * SCHOTT_IO_MAX_DEPTH. Every libxml2 error arrives through the parser
 * context's structured error handler (no global state), so loaders may run
 * in threads. Packs, which can be large, are checked against their schema
 * while they are parsed (schott_xml_file_parse_stream()).
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/relaxng.h>
#include <string.h>

#include "schott-io-private.h"

G_DEFINE_QUARK (schott-io-error-quark, schott_io_error)

/* --------------------------------------------------------- the parser */

/* libxml2 2.12 made the structured error callback take a const error */
#if LIBXML_VERSION >= 21200
typedef const xmlError *SchottXmlError;
#else
typedef xmlError *SchottXmlError;
#endif

/* An element the parser has opened and not yet closed. The names are the
 * parser's dictionary strings, valid while it runs. */
typedef struct
{
  const xmlChar *prefix;
  const xmlChar *name;
  long           line;   /* where libxml2 finished its start tag */
} OpenElement;

/* "question" or "p:question", as the file writes it. */
static char *
open_element_tag (const OpenElement *open)
{
  if (open->prefix != NULL)
    return g_strdup_printf ("%s:%s", (const char *) open->prefix, (const char *) open->name);
  return g_strdup ((const char *) open->name);
}

/* Where the start tag of open is: its line and column. */
static void
locate_open_element (SchottXmlFile *f, const OpenElement *open, long *line, long *col)
{
  g_autofree char *name = open_element_tag (open);
  g_autofree char *tag = g_strconcat ("<", name, NULL);

  schott_xml_locate_tag (f, open->line, tag, NULL, line, col);
  if (*line < 1)
    *line = open->line;
}

static const OpenElement *
innermost_open (SchottXmlFile *f)
{
  if (f->open_elements == NULL || f->open_elements->len == 0)
    return NULL;
  return &g_array_index (f->open_elements, OpenElement, f->open_elements->len - 1);
}

/* Whether an element named name (as the file writes it) is open below the
 * innermost one: then an end tag for it leaves the innermost unclosed. */
static gboolean
open_further_out (SchottXmlFile *f, const char *name)
{
  for (guint i = 0; f->open_elements != NULL && i + 1 < f->open_elements->len; i++)
    {
      g_autofree char *tag = open_element_tag (&g_array_index (f->open_elements, OpenElement, i));

      if (g_strcmp0 (tag, name) == 0)
        return TRUE;
    }
  return FALSE;
}

/* The first "<!--" without a "-->" after it: where libxml2 saw the end of
 * the file instead. */
static void
locate_unclosed_comment (SchottXmlFile *f, long *line, long *col)
{
  const char *p = f->data;
  const char *end = f->data + f->len;

  while (p < end)
    {
      const char *open = schott_xml_find_in_range (p, end - p, "<!--");
      const char *close;

      if (open == NULL)
        return;
      close = schott_xml_find_in_range (open + 4, end - open - 4, "-->");
      if (close == NULL)
        {
          long l = 1;

          for (const char *q = f->data; q < open; q++)
            l += *q == '\n';
          *line = l;
          *col = schott_xml_column_of (f, l, open - f->data);
          return;
        }
      p = close + 3;
    }
}

/* libxml2's message in plain words, where the problem is: a missing end
 * tag is reported at the start tag it belongs to, not where the parser
 * noticed it (often the last line of the file). After most syntax errors
 * the parser's later messages only follow from the first one (a broken
 * tag makes the rest of the file read otherwise): *stop says to stop
 * there. Only a bad "&" or a bad character leaves the structure intact.
 * Returns NULL when there are no plainer words. */
static char *
plain_syntax_message (SchottXmlFile *f, xmlParserCtxtPtr ctxt, SchottXmlError err,
                      long *line, long *col, gboolean *stop)
{
  const OpenElement *open = innermost_open (f);
  const char *str1 = err->str1;
  gboolean at_end = ctxt->input != NULL && ctxt->input->cur >= ctxt->input->end;

  *stop = TRUE;
  /* whatever libxml2 was reading when the bytes ran out (an attribute, a
   * tag, a text), the file is cut short: libxml2 versions differ in which
   * error they give for it */
  if (at_end && err->code != XML_ERR_TAG_NAME_MISMATCH && err->code != XML_ERR_DOCUMENT_END
      && err->code != XML_ERR_DOCUMENT_EMPTY && err->code != XML_ERR_COMMENT_NOT_FINISHED)
    {
      if (open != NULL)
        {
          g_autofree char *name = open_element_tag (open);

          locate_open_element (f, open, line, col);
          /* TRANSLATORS: the file ends inside an element: "the <question>
           * opened at line 200 is never closed; the file ends first" */
          return g_strdup_printf (_("the <%s> opened at line %ld is never closed; the file ends first (is it truncated?)"),
                                  name, *line);
        }
      return g_strdup (_("the file ends in the middle of a tag; is it truncated?"));
    }
  switch (err->code)
    {
    case XML_ERR_DOCUMENT_EMPTY:
      return g_strdup (_("the file is empty, or does not start with an element"));
    case XML_ERR_DOCUMENT_END:
      return g_strdup (_("there is more text after the end of the root element"));

    case XML_ERR_TAG_NAME_MISMATCH:
      if (open != NULL)
        {
          g_autofree char *name = open_element_tag (open);
          const char *end = err->str2 ? err->str2 : "";
          long end_line = *line;

          if (open_further_out (f, end))
            {
              locate_open_element (f, open, line, col);
              /* TRANSLATORS: an XML element is not closed: "the <question>
               * opened at line 200 is never closed (</questions> on line
               * 2855 comes first)"; keep the < > and </ > */
              return g_strdup_printf (_("the <%s> opened at line %ld is never closed (</%s> on line %ld comes first)"),
                                      name, *line, end, end_line);
            }
          {
            long open_line, open_col;

            locate_open_element (f, open, &open_line, &open_col);
            /* TRANSLATORS: "the <right> opened at line 303 is closed with
             * </wrong>; write </right>" */
            return g_strdup_printf (_("the <%s> opened at line %ld is closed with </%s>; write </%s>"),
                                    name, open_line, end, name);
          }
        }
      break;

    case XML_ERR_GT_REQUIRED:
      return g_strdup (_("a tag is not closed with “>”"));

    case XML_ERR_UNDECLARED_ENTITY:
    case XML_WAR_UNDECLARED_ENTITY:
      *stop = FALSE;
      if (str1 != NULL)
        return g_strdup_printf (_("unknown entity “&%s;”; write & as &amp; and < as &lt;"), str1);
      return g_strdup (_("unknown entity; write & as &amp; and < as &lt;"));
    case XML_ERR_ENTITYREF_SEMICOL_MISSING:
      *stop = FALSE;
      return g_strdup (_("a “&” must be written as &amp; (an entity like &amp; ends with “;”)"));
    case XML_ERR_NAME_REQUIRED:
      /* a bare "&" or "<" in a text: the parser expected a name after it */
      if (err->message != NULL && strstr (err->message, "EntityRef") != NULL)
        {
          *stop = FALSE;
          return g_strdup (_("a “&” must be written as &amp;"));
        }
      return g_strdup (_("a “<” must be written as &lt;, or a tag name is missing after it"));
    case XML_ERR_LT_IN_ATTRIBUTE:
      return g_strdup (_("a “<” in an attribute value must be written as &lt; (or a quote is missing before it)"));
    case XML_ERR_ATTRIBUTE_NOT_STARTED:
      return g_strdup (_("an attribute value must be in quotes: name=\"value\""));
    case XML_ERR_ATTRIBUTE_NOT_FINISHED:
      return g_strdup (_("an attribute value is not closed: a quote is missing"));
    case XML_ERR_ATTRIBUTE_WITHOUT_VALUE:
      if (str1 != NULL)
        return g_strdup_printf (_("the attribute “%s” has no value; write %s=\"…\""), str1, str1);
      break;
    case XML_ERR_ATTRIBUTE_REDEFINED:
      if (str1 != NULL)
        return g_strdup_printf (_("the attribute “%s” appears twice in one tag"), str1);
      break;
    case XML_ERR_SPACE_REQUIRED:
      return g_strdup (_("a space is missing between two attributes"));
    case XML_ERR_COMMENT_NOT_FINISHED:
      locate_unclosed_comment (f, line, col);
      return g_strdup (_("a comment “<!--” is never closed with “-->”"));
    case XML_ERR_INVALID_CHAR:
      *stop = FALSE;
      return g_strdup (_("a character that XML does not allow (a control character?)"));
    case XML_ERR_RESERVED_XML_NAME:
      return g_strdup (_("the XML declaration <?xml …?> must be at the very start of the file"));
    case XML_NS_ERR_UNDEFINED_NAMESPACE:
      if (str1 != NULL)
        return g_strdup_printf (_("the prefix “%s:” is not declared (xmlns:%s=\"…\")"), str1, str1);
      break;
    default:
      break;
    }
  return NULL;
}

static void
on_structured_error (void *user_data, SchottXmlError err)
{
  xmlParserCtxtPtr ctxt = user_data;
  SchottXmlFile *f = ctxt->_private;
  g_autofree char *text = NULL;
  g_autofree char *message = NULL;
  long line, col;
  gboolean stop = FALSE;

  if (f == NULL || f->stopped || err == NULL || err->level < XML_ERR_ERROR)
    return;
  text = g_strstrip (g_strdup (err->message ? err->message : "unknown error"));
  line = err->line;
  col = err->int2;
  message = plain_syntax_message (f, ctxt, err, &line, &col, &stop);
  if (message == NULL)
    message = g_strdup_printf (_("this is not well-formed XML: %s"), text);
  schott_xml_error_at (f, line, col, SCHOTT_IO_ERROR_SYNTAX, message);
  if (stop)
    {
      f->stopped = TRUE;
      xmlStopParser (ctxt);
    }
}

static void
stop_with (xmlParserCtxtPtr ctxt, SchottIoError code, const char *message)
{
  SchottXmlFile *f = ctxt->_private;

  if (f->stopped)
    return;
  schott_xml_error_at (f, ctxt->input ? ctxt->input->line : 1,
                       ctxt->input ? ctxt->input->col : 1, code, message);
  f->stopped = TRUE;
  xmlStopParser (ctxt);
}

static void
on_entity_decl (void *ctx, const xmlChar *name, int type, const xmlChar *public_id,
                const xmlChar *system_id, xmlChar *content)
{
  g_autofree char *message =
    g_strdup_printf (_("the file declares the entity “%s”; SCHOTT World files must not declare entities"),
                     (const char *) name);
  stop_with (ctx, SCHOTT_IO_ERROR_FORBIDDEN, message);
}

static void
on_internal_subset (void *ctx, const xmlChar *name, const xmlChar *external_id,
                    const xmlChar *system_id)
{
  if (external_id != NULL || system_id != NULL)
    {
      stop_with (ctx, SCHOTT_IO_ERROR_FORBIDDEN,
                 _("the document type refers to an external file; SCHOTT World files must not do that"));
      return;
    }
  xmlSAX2InternalSubset (ctx, name, external_id, system_id);
}

static void
on_start_element (void *ctx, const xmlChar *localname, const xmlChar *prefix,
                  const xmlChar *uri, int nb_namespaces, const xmlChar **namespaces,
                  int nb_attributes, int nb_defaulted, const xmlChar **attributes)
{
  xmlParserCtxtPtr ctxt = ctx;
  SchottXmlFile *f = ctxt->_private;

  if (++f->depth > SCHOTT_IO_MAX_DEPTH)
    {
      g_autofree char *message =
        g_strdup_printf (_("elements are nested more than %d deep"), SCHOTT_IO_MAX_DEPTH);
      stop_with (ctxt, SCHOTT_IO_ERROR_FORBIDDEN, message);
      return;
    }
  xmlSAX2StartElementNs (ctx, localname, prefix, uri, nb_namespaces, namespaces,
                         nb_attributes, nb_defaulted, attributes);
  {
    OpenElement open = { prefix, localname, ctxt->input ? ctxt->input->line : 1 };

    g_array_append_val (f->open_elements, open);
  }
  if (f->stream != NULL && ctxt->node != NULL && !f->stopped)
    {
      SchottXmlStream *st = f->stream;

      if (f->depth == 1 && st->root_start != NULL)
        st->root_start (ctxt->node, st->data);
      if (st->rng != NULL && st->full_depth == 0)
        {
          int rc = xmlRelaxNGValidatePushElement (st->rng, ctxt->myDoc, ctxt->node);

          if (rc == 0)
            st->full_depth = f->depth;
          else if (rc < 0)
            st->rng_failures++;
        }
    }
}

/* Only elements and text, without namespace declarations of their own. */
static gboolean
subtree_recyclable (xmlNode *list)
{
  for (xmlNode *n = list; n != NULL; n = n->next)
    {
      if (n->type == XML_TEXT_NODE)
        continue;
      if (n->type != XML_ELEMENT_NODE || n->nsDef != NULL)
        return FALSE;
      for (xmlAttr *a = n->properties; a != NULL; a = a->next)
        if (!subtree_recyclable (a->children))
          return FALSE;
      if (!subtree_recyclable (n->children))
        return FALSE;
    }
  return TRUE;
}

/* Keeps subtrees the loader is done with out of the document until the
 * parse is over. They cannot be freed at once: libxml2's validation keeps
 * pointers to nodes it has seen for later messages. (Before, they went to
 * the parser context's free lists for reuse; libxml2 2.14 deprecated
 * those.) The file size limit bounds what is kept. */
static void
retire_nodes (SchottXmlStream *st, xmlNode *list)
{
  if (st->retired == NULL)
    st->retired = g_ptr_array_new_with_free_func ((GDestroyNotify) xmlFreeNodeList);
  g_ptr_array_add (st->retired, list);
}

static void
on_end_element (void *ctx, const xmlChar *localname, const xmlChar *prefix,
                const xmlChar *uri)
{
  xmlParserCtxtPtr ctxt = ctx;
  SchottXmlFile *f = ctxt->_private;
  SchottXmlStream *st = f->stream;
  xmlNode *node = ctxt->node;
  guint depth = f->depth;

  if (f->depth > 0)
    f->depth--;
  if (f->open_elements->len > 0)
    g_array_set_size (f->open_elements, f->open_elements->len - 1);
  xmlSAX2EndElementNs (ctx, localname, prefix, uri);
  if (st == NULL || f->stopped || node == NULL || node->type != XML_ELEMENT_NODE)
    return;

  if (st->rng != NULL)
    {
      if (st->full_depth == depth)
        {
          /* the element libxml2 could not check piece by piece, now whole */
          if (xmlRelaxNGValidateFullElement (st->rng, ctxt->myDoc, node) != 1)
            st->rng_failures++;
          st->full_depth = 0;
        }
      else if (st->full_depth == 0
               && xmlRelaxNGValidatePopElement (st->rng, ctxt->myDoc, node) != 1)
        st->rng_failures++;
    }
  /* Take the children of what the loader is done with out of the tree,
   * but not inside an element that is checked whole at its end, and after
   * a schema problem keep everything in place for the messages. */
  if (st->element_end != NULL && st->element_end (node, depth, st->data)
      && st->full_depth == 0 && depth > 1
      && st->rng_failures == 0 && st->errors.reported == 0
      && node->children != NULL && subtree_recyclable (node->children))
    {
      xmlNode *children = node->children;

      node->children = NULL;
      node->last = NULL;
      for (xmlNode *c = children; c != NULL; c = c->next)
        c->parent = NULL;
      retire_nodes (st, children);
    }
}

static void
on_characters (void *ctx, const xmlChar *ch, int len)
{
  xmlParserCtxtPtr ctxt = ctx;
  SchottXmlFile *f = ctxt->_private;
  SchottXmlStream *st = f->stream;

  xmlSAX2Characters (ctx, ch, len);
  if (st == NULL || st->rng == NULL || st->full_depth != 0 || f->stopped)
    return;
  /* xmlRelaxNGValidatePushCData() reads up to a NUL, not len, and only
   * cares whether there is a character other than white space: hand it
   * the first such character */
  for (int i = 0; i < len; i++)
    if (!IS_BLANK_CH (ch[i]))
      {
        if (xmlRelaxNGValidatePushCData (st->rng, ch + i, len - i) != 1)
          st->rng_failures++;
        break;
      }
}

/* Refuses an XML declaration that names an encoding other than UTF-8. */
static gboolean
check_declared_encoding (SchottXmlFile *f)
{
  const char *end;
  const char *enc;
  g_autofree char *decl = NULL;
  g_autofree char *name = NULL;
  const char *q;
  char quote;

  if (f->len < 5 || memcmp (f->data, "<?xml", 5) != 0)
    return TRUE;
  end = schott_xml_find_in_range (f->data, MIN (f->len, 512), "?>");
  if (end == NULL)
    return TRUE;   /* the parser reports the broken declaration */
  decl = g_strndup (f->data, end - f->data);
  enc = strstr (decl, "encoding");
  if (enc == NULL)
    return TRUE;
  q = enc + strlen ("encoding");
  while (*q == ' ' || *q == '=' || *q == '\t' || *q == '\r' || *q == '\n')
    q++;
  quote = *q;
  if (quote != '"' && quote != '\'')
    return TRUE;
  end = strchr (q + 1, quote);
  if (end == NULL)
    return TRUE;
  name = g_strndup (q + 1, end - q - 1);
  if (g_ascii_strcasecmp (name, "UTF-8") != 0 && g_ascii_strcasecmp (name, "UTF8") != 0)
    {
      g_autofree char *message =
        g_strdup_printf (_("the file says it is encoded in “%s”; SCHOTT World files must be UTF-8"), name);
      long line = 1;

      for (const char *p = decl; p < enc; p++)
        if (*p == '\n')
          line++;
      schott_xml_error_at (f, line, schott_xml_column_of (f, line, enc - decl),
                           SCHOTT_IO_ERROR_ENCODING, message);
      return FALSE;
    }
  return TRUE;
}

/* The same verdict as g_utf8_validate_len() (no NUL, no overlong forms,
 * no surrogates, nothing above U+10FFFF), eight ASCII bytes at a time:
 * GLib's byte loop was a tenth of the time of loading a large pack. */
gboolean
schott_utf8_is_valid (const char *data, gsize len)
{
  const guchar *p = (const guchar *) data;
  const guchar *end = p + len;
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 highs = G_GUINT64_CONSTANT (0x8080808080808080);

  while (p < end)
    {
      guchar c, lo = 0x80, hi = 0xBF;
      guint n;

      if (end - p >= 8)
        {
          guint64 w;

          memcpy (&w, p, 8);
          /* no byte has its high bit set, and none is zero */
          if (((w | (w - ones)) & highs) == 0)
            {
              p += 8;
              continue;
            }
        }
      c = *p;
      if (c < 0x80)
        {
          if (c == 0)
            return FALSE;
          p++;
          continue;
        }
      if (c < 0xC2)
        return FALSE;
      else if (c < 0xE0)
        n = 1;
      else if (c < 0xF0)
        {
          n = 2;
          if (c == 0xE0)
            lo = 0xA0;
          else if (c == 0xED)
            hi = 0x9F;
        }
      else if (c < 0xF5)
        {
          n = 3;
          if (c == 0xF0)
            lo = 0x90;
          else if (c == 0xF4)
            hi = 0x8F;
        }
      else
        return FALSE;
      if ((gsize) (end - p) <= n || p[1] < lo || p[1] > hi)
        return FALSE;
      for (guint i = 2; i <= n; i++)
        if ((p[i] & 0xC0) != 0x80)
          return FALSE;
      p += n + 1;
    }
  return TRUE;
}

static gboolean
check_utf8 (SchottXmlFile *f)
{
  const char *bad = NULL;
  long line = 1;
  gsize start = 0;
  g_autofree char *message = NULL;

  if (f->len >= 2 && ((guchar) f->data[0] == 0xFF || (guchar) f->data[0] == 0xFE))
    {
      schott_xml_error_at (f, 1, 1, SCHOTT_IO_ERROR_ENCODING,
                           _("the file is UTF-16; SCHOTT World files must be saved as UTF-8"));
      return FALSE;
    }
  if (schott_utf8_is_valid (f->data, f->len))
    return TRUE;
  /* GLib's check only to find where the bad byte is */
  if (g_utf8_validate_len (f->data, f->len, &bad))
    return TRUE;

  for (const char *p = f->data; p < bad; p++)
    if (*p == '\n')
      {
        line++;
        start = p - f->data + 1;
      }
  if (*bad == '\0')
    message = g_strdup (_("the file contains a NUL byte; is it a text file?"));
  else
    message = g_strdup_printf (_("the file is not valid UTF-8 (byte 0x%02X); save it as UTF-8"),
                               (guchar) *bad);
  schott_xml_error_at (f, line, g_utf8_strlen (f->data + start, bad - f->data - start) + 1,
                       SCHOTT_IO_ERROR_ENCODING, message);
  return FALSE;
}

static xmlRelaxNGPtr get_schema (SchottSchema which);
static void on_schema_error (void *user_data, SchottXmlError err);

gboolean
schott_xml_file_parse (SchottXmlFile *f, const char *data, gsize len,
                       const char *filename, const char *root_name,
                       const char *ns, const char *what)
{
  return schott_xml_file_parse_stream (f, data, len, filename, root_name, ns, what, NULL);
}

void
schott_xml_file_init (SchottXmlFile *f, const char *data, gsize len,
                      const char *filename, const char *ns)
{
  memset (f, 0, sizeof *f);
  f->filename = filename ? filename : "(data)";
  f->data = data;
  f->len = len;
  f->ns = ns;
  f->messages = g_string_new (NULL);
}

gboolean
schott_xml_file_parse_stream (SchottXmlFile *f, const char *data, gsize len,
                              const char *filename, const char *root_name,
                              const char *ns, const char *what,
                              SchottXmlStream *stream)
{
  xmlParserCtxtPtr ctxt;
  xmlNode *root;

  schott_xml_file_init (f, data, len, filename, ns);
  if (len > SCHOTT_IO_MAX_FILE_SIZE)
    {
      g_autofree char *size_text = g_strdup_printf ("%" G_GSIZE_FORMAT, len);
      /* TRANSLATORS: the file's size in bytes, the limit in MiB */
      g_autofree char *message =
        g_strdup_printf (_("the file is too large (%s bytes); the limit is %d MiB"),
                         size_text, SCHOTT_IO_MAX_FILE_SIZE / (1024 * 1024));
      schott_xml_error_at (f, 1, 1, SCHOTT_IO_ERROR_TOO_LARGE, message);
      return FALSE;
    }
  if (len == 0)
    {
      schott_xml_error_at (f, 1, 1, SCHOTT_IO_ERROR_SYNTAX, _("the file is empty"));
      return FALSE;
    }
  if (!check_utf8 (f) || !check_declared_encoding (f))
    return FALSE;

  xmlInitParser ();
  ctxt = xmlCreateMemoryParserCtxt (data, (int) len);
  if (ctxt == NULL)
    {
      schott_xml_error_at (f, 1, 1, SCHOTT_IO_ERROR_FILE, _("out of memory"));
      return FALSE;
    }
  ctxt->_private = f;
  f->open_elements = g_array_sized_new (FALSE, FALSE, sizeof (OpenElement), 16);
  xmlCtxtUseOptions (ctxt, XML_PARSE_NONET | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES | XML_PARSE_NOBLANKS | XML_PARSE_COMPACT
                           | XML_PARSE_NOWARNING);
  ctxt->sax->serror = on_structured_error;
  ctxt->sax->error = NULL;
  ctxt->sax->warning = NULL;
  ctxt->sax->entityDecl = on_entity_decl;
  ctxt->sax->internalSubset = on_internal_subset;
  ctxt->sax->externalSubset = NULL;
  ctxt->sax->resolveEntity = NULL;
  ctxt->sax->startElementNs = on_start_element;
  ctxt->sax->endElementNs = on_end_element;
  ctxt->vctxt.error = NULL;
  ctxt->vctxt.warning = NULL;
  /* no attribute is an ID or IDREF for us (no DTD, no schema ID types):
   * registering them cost a hash lookup per attribute */
#if LIBXML_VERSION >= 21500
  xmlCtxtSetOptions (ctxt, xmlCtxtGetOptions (ctxt) | XML_PARSE_SKIP_IDS);
#else
  ctxt->loadsubset |= XML_SKIP_IDS;
#endif
  if (stream != NULL)
    {
      xmlRelaxNGPtr schema = get_schema (stream->schema);

      stream->schema_ok = FALSE;
      stream->full_depth = 0;
      stream->rng_failures = 0;
      stream->errors.f = stream->schema_out;
      stream->errors.reported = 0;
      stream->rng = NULL;
      if (schema != NULL)
        {
          stream->rng = xmlRelaxNGNewValidCtxt (schema);
          xmlRelaxNGSetValidStructuredErrors (stream->rng, on_schema_error, &stream->errors);
        }
      ctxt->sax->characters = on_characters;
      f->stream = stream;
    }

  xmlParseDocument (ctxt);

  if (stream != NULL)
    {
      f->stream = NULL;
      stream->schema_ok = stream->rng == NULL
                          || (stream->rng_failures == 0 && stream->errors.reported == 0);
      g_clear_pointer (&stream->rng, xmlRelaxNGFreeValidCtxt);
      g_clear_pointer (&stream->retired, g_ptr_array_unref);
    }

  if (!ctxt->wellFormed && f->n_messages == 0)
    schott_xml_error_at (f, ctxt->input ? ctxt->input->line : 1,
                         ctxt->input ? ctxt->input->col : 1, SCHOTT_IO_ERROR_SYNTAX,
                         _("this is not well-formed XML"));
  if (f->n_messages == 0)
    f->doc = g_steal_pointer (&ctxt->myDoc);
  else if (ctxt->myDoc != NULL)
    xmlFreeDoc (g_steal_pointer (&ctxt->myDoc));
  ctxt->_private = NULL;
  xmlFreeParserCtxt (ctxt);
  g_clear_pointer (&f->open_elements, g_array_unref);

  if (f->doc == NULL)
    {
      if (f->n_messages == 0)
        schott_xml_error_at (f, 1, 1, SCHOTT_IO_ERROR_SYNTAX, _("this is not well-formed XML"));
      return FALSE;
    }

  root = xmlDocGetRootElement (f->doc);
  if (root == NULL || strcmp ((const char *) root->name, root_name) != 0)
    {
      schott_xml_error (f, root, NULL, SCHOTT_IO_ERROR_SCHEMA,
                        _("this is not a %s: the root element is <%s>, it must be <%s>"),
                        what, root ? (const char *) root->name : "", root_name);
      return FALSE;
    }
  if (root->ns == NULL || root->ns->href == NULL
      || strcmp ((const char *) root->ns->href, ns) != 0)
    {
      schott_xml_error (f, root, NULL, SCHOTT_IO_ERROR_SCHEMA,
                        _("the <%s> element must have xmlns=\"%s\""), root_name, ns);
      return FALSE;
    }
  return TRUE;
}

void
schott_xml_file_clear (SchottXmlFile *f)
{
  g_clear_pointer (&f->doc, xmlFreeDoc);
  g_clear_pointer (&f->line_starts, g_array_unref);
  g_clear_pointer (&f->lang_index, g_hash_table_unref);
  f->lang_index_of = NULL;
  if (f->messages)
    g_string_free (g_steal_pointer (&f->messages), TRUE);
}

/* -------------------------------------------------------------- schema */

static GMutex schema_lock;
static xmlRelaxNGPtr schemas[SCHOTT_N_SCHEMAS];

static xmlRelaxNGPtr
get_schema (SchottSchema which)
{
  xmlRelaxNGPtr schema;

  g_mutex_lock (&schema_lock);
  if (schemas[which] == NULL)
    {
      const char *text[] = { schott_schema_pack_rng, schott_schema_events_rng,
                             schott_schema_variant_rng };
      const unsigned long text_len[] = { schott_schema_pack_rng_len,
                                         schott_schema_events_rng_len,
                                         schott_schema_variant_rng_len };
      xmlRelaxNGParserCtxtPtr pctxt =
        xmlRelaxNGNewMemParserCtxt (text[which], (int) text_len[which]);

      schemas[which] = xmlRelaxNGParse (pctxt);
      xmlRelaxNGFreeParserCtxt (pctxt);
      if (schemas[which] == NULL)
        g_critical ("built-in RelaxNG schema %d does not compile", which);
    }
  schema = schemas[which];
  g_mutex_unlock (&schema_lock);
  return schema;
}

/* libxml2's RelaxNG message in plain words; NULL when there are none. */
static char *
plain_schema_message (SchottXmlError err)
{
  xmlNode *node = err->node;
  const char *name = node != NULL && node->type == XML_ELEMENT_NODE ? (const char *) node->name : NULL;
  const char *parent = node != NULL && node->parent != NULL && node->parent->type == XML_ELEMENT_NODE
                       ? (const char *) node->parent->name : NULL;

  switch (err->code)
    {
    case XML_RELAXNG_ERR_INVALIDATTR:
      if (err->str1 != NULL && err->str2 != NULL)
        return g_strdup_printf (_("<%s> has no attribute “%s”"), err->str2, err->str1);
      break;
    case XML_RELAXNG_ERR_ELEMWRONG:
    case XML_RELAXNG_ERR_EXTRACONTENT:
      if (name != NULL && parent != NULL)
        /* TRANSLATORS: an element in the wrong place or not known:
         * "<license> is not expected here inside <pack>" */
        return g_strdup_printf (_("<%s> is not expected here inside <%s> (is it in the right order, spelled right?)"),
                                name, parent);
      break;
    case XML_RELAXNG_ERR_TEXTWRONG:
    case XML_RELAXNG_ERR_NOTELEM:
      if (name != NULL)
        return g_strdup_printf (_("<%s> may only contain elements, not text"), name);
      break;
    case XML_RELAXNG_ERR_NOELEM:
      if (err->str1 != NULL && name != NULL)
        return g_strdup_printf (_("<%s> is missing inside <%s>"), err->str1, name);
      break;
    case XML_RELAXNG_ERR_ELEMNAME:
      if (err->str1 != NULL && err->str2 != NULL)
        return g_strdup_printf (_("<%s> is expected here, not <%s>"), err->str1, err->str2);
      break;
    case XML_RELAXNG_ERR_TYPEVAL:
      /* "Type %s doesn't allow value '%s'" */
      if (err->str2 != NULL && name != NULL)
        return g_strdup_printf (_("the value “%s” is not allowed in <%s>"), err->str2, name);
      break;
    default:
      break;
    }
  return NULL;
}

static void
on_schema_error (void *user_data, SchottXmlError err)
{
  SchottSchemaErrors *se = user_data;
  g_autofree char *text = NULL;
  g_autofree char *plain = NULL;
  g_autofree char *message = NULL;
  long line, col;

  if (err == NULL || err->level < XML_ERR_ERROR)
    return;
  /* RelaxNG repeats one problem at every enclosing element, and after a
   * misplaced element it reads the rest otherwise: the first message is
   * the useful one. */
  if (++se->reported > 1)
    return;
  text = g_strstrip (g_strdup (err->message ? err->message : "invalid"));
  if (err->node != NULL)
    schott_xml_locate_node (se->f, err->node,
                            err->code == XML_RELAXNG_ERR_INVALIDATTR ? err->str1 : NULL, &line, &col);
  else
    {
      line = err->line;
      col = 1;
    }
  plain = plain_schema_message (err);
  /* TRANSLATORS: the second %s says what is wrong in the file */
  message = g_strdup_printf (_("the file does not follow the schema: %s"), plain ? plain : text);
  schott_xml_error_at (se->f, line, col, SCHOTT_IO_ERROR_SCHEMA, message);
}

gboolean
schott_xml_check_schema (SchottXmlFile *f, SchottSchema which)
{
  xmlRelaxNGPtr schema = get_schema (which);
  xmlRelaxNGValidCtxtPtr vctxt;
  SchottSchemaErrors se = { f, 0 };
  int rc;

  if (schema == NULL)
    return TRUE;
  vctxt = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (vctxt, on_schema_error, &se);
  rc = xmlRelaxNGValidateDoc (vctxt, f->doc);
  xmlRelaxNGFreeValidCtxt (vctxt);
  if (rc != 0 && se.reported == 0)
    schott_xml_error (f, xmlDocGetRootElement (f->doc), NULL, SCHOTT_IO_ERROR_SCHEMA,
                      "%s", _("the file does not follow the schema"));
  return rc == 0;
}
