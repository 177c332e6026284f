/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-online-message.c: parse and write the games' messages. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sw-online-message.h"

struct _SwOnlineNode
{
  char         *name;
  GPtrArray    *attributes;   /* name, value, name, value … */
  GPtrArray    *children;     /* SwOnlineNode */
  char         *text;
};

G_DEFINE_QUARK (sw-online-error-quark, sw_online_error)

SwOnlineNode *
sw_online_node_new (const char *name)
{
  SwOnlineNode *node = g_new0 (SwOnlineNode, 1);

  node->name = g_strdup (name);
  node->attributes = g_ptr_array_new_with_free_func (g_free);
  node->children = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_online_node_free);
  return node;
}

void
sw_online_node_free (SwOnlineNode *node)
{
  if (node == NULL)
    return;
  g_free (node->name);
  g_ptr_array_unref (node->attributes);
  g_ptr_array_unref (node->children);
  g_free (node->text);
  g_free (node);
}

const char *
sw_online_node_name (const SwOnlineNode *node)
{
  return node->name;
}

void
sw_online_node_set (SwOnlineNode *node,
                    const char   *attribute,
                    const char   *value)
{
  g_return_if_fail (node != NULL && attribute != NULL && value != NULL);

  for (guint i = 0; i + 1 < node->attributes->len; i += 2)
    if (strcmp (g_ptr_array_index (node->attributes, i), attribute) == 0)
      {
        g_free (g_ptr_array_index (node->attributes, i + 1));
        g_ptr_array_index (node->attributes, i + 1) = g_strdup (value);
        return;
      }
  g_ptr_array_add (node->attributes, g_strdup (attribute));
  g_ptr_array_add (node->attributes, g_strdup (value));
}

void
sw_online_node_set_uint (SwOnlineNode *node,
                         const char   *attribute,
                         guint64       value)
{
  char text[24];

  g_snprintf (text, sizeof text, "%" G_GUINT64_FORMAT, value);
  sw_online_node_set (node, attribute, text);
}

const char *
sw_online_node_get (const SwOnlineNode *node,
                    const char         *attribute)
{
  g_return_val_if_fail (node != NULL && attribute != NULL, NULL);

  for (guint i = 0; i + 1 < node->attributes->len; i += 2)
    if (strcmp (g_ptr_array_index (node->attributes, i), attribute) == 0)
      return g_ptr_array_index (node->attributes, i + 1);
  return NULL;
}

gboolean
sw_online_node_require (const SwOnlineNode *node,
                        const char         *attribute,
                        const char        **value,
                        GError            **error)
{
  *value = sw_online_node_get (node, attribute);
  if (*value == NULL)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID,
                   "<%s> lacks the attribute %s", node->name, attribute);
      return FALSE;
    }
  return TRUE;
}

gboolean
sw_online_node_get_uint (const SwOnlineNode *node,
                         const char         *attribute,
                         guint64             max,
                         guint64            *value,
                         GError            **error)
{
  const char *text;
  guint64 result = 0;

  if (!sw_online_node_require (node, attribute, &text, error))
    return FALSE;
  if (*text == '\0' || strlen (text) > 20 || (text[0] == '0' && text[1] != '\0'))
    goto bad;
  for (const char *p = text; *p; p++)
    {
      if (!g_ascii_isdigit (*p) || result > (G_MAXUINT64 - (guint64) (*p - '0')) / 10)
        goto bad;
      result = result * 10 + (guint64) (*p - '0');
    }
  if (result > max)
    goto bad;
  *value = result;
  return TRUE;

bad:
  g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_INVALID,
               "<%s %s> is not a number from 0 to %" G_GUINT64_FORMAT, node->name, attribute, max);
  return FALSE;
}



SwOnlineNode *
sw_online_node_add (SwOnlineNode *node,
                    const char   *name)
{
  SwOnlineNode *child = sw_online_node_new (name);

  g_ptr_array_add (node->children, child);
  return child;
}

guint
sw_online_node_n_children (const SwOnlineNode *node)
{
  return node->children->len;
}

const SwOnlineNode *
sw_online_node_child (const SwOnlineNode *node,
                      guint               index)
{
  g_return_val_if_fail (index < node->children->len, NULL);
  return g_ptr_array_index (node->children, index);
}

/* ------------------------------------------------------------ writing */

static void
write_node (GString            *out,
            const SwOnlineNode *node,
            gboolean            root)
{
  g_string_append_c (out, '<');
  (g_string_append) (out, node->name);
  if (root)
    g_string_append_printf (out, " xmlns='%s' v='%d.%d'", SW_ONLINE_NS,
                            SW_ONLINE_PROTOCOL_MAJOR, SW_ONLINE_PROTOCOL_MINOR);
  for (guint i = 0; i + 1 < node->attributes->len; i += 2)
    {
      g_autofree char *value = NULL;

      /* The version is ours to write (a parsed message keeps the sender's). */
      if (root && strcmp (g_ptr_array_index (node->attributes, i), "v") == 0)
        continue;
      value = g_markup_escape_text (g_ptr_array_index (node->attributes, i + 1), -1);

      g_string_append_printf (out, " %s='%s'", (const char *) g_ptr_array_index (node->attributes, i), value);
    }
  if (node->children->len == 0 && node->text == NULL)
    {
      (g_string_append) (out, "/>");
      return;
    }
  g_string_append_c (out, '>');
  if (node->text != NULL)
    {
      g_autofree char *text = g_markup_escape_text (node->text, -1);

      (g_string_append) (out, text);
    }
  for (guint i = 0; i < node->children->len; i++)
    write_node (out, g_ptr_array_index (node->children, i), FALSE);
  g_string_append_printf (out, "</%s>", node->name);
}

char *
sw_online_message_to_string (const SwOnlineNode *message)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (message != NULL, NULL);
  write_node (out, message, TRUE);
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ parsing */

typedef struct
{
  SwOnlineNode *root;
  GPtrArray    *stack;     /* open nodes, not owned */
  guint         n_elements;
} Parse;

static gboolean
name_is_valid (const char *name)
{
  gsize len = strlen (name);

  if (len == 0 || len > SW_ONLINE_MAX_NAME || !g_ascii_islower (name[0]))
    return FALSE;
  for (const char *p = name; *p; p++)
    if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

gboolean
sw_online_parse_version (const char *text,
                         guint      *major,
                         guint      *minor)
{
  guint64 a, b;
  const char *dot;
  g_autofree char *head = NULL;

  if (text == NULL || (dot = strchr (text, '.')) == NULL || dot - text > 5)
    return FALSE;
  head = g_strndup (text, (gsize) (dot - text));
  if (!g_ascii_string_to_unsigned (head, 10, 0, 9999, &a, NULL)
      || !g_ascii_string_to_unsigned (dot + 1, 10, 0, 9999, &b, NULL))
    return FALSE;
  *major = (guint) a;
  *minor = (guint) b;
  return TRUE;
}

static void
on_start_element (GMarkupParseContext  *context,
                  const char           *element,
                  const char          **names,
                  const char          **values,
                  gpointer              user_data,
                  GError              **error)
{
  Parse *parse = user_data;
  SwOnlineNode *node;
  guint n_attributes = 0;

  if (parse->stack->len >= SW_ONLINE_MAX_DEPTH)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_TOO_LARGE,
                   "elements nested deeper than %d", SW_ONLINE_MAX_DEPTH);
      return;
    }
  if (++parse->n_elements > SW_ONLINE_MAX_ELEMENTS)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_TOO_LARGE,
                   "more than %d elements", SW_ONLINE_MAX_ELEMENTS);
      return;
    }
  if (parse->root != NULL && parse->stack->len == 0)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_MALFORMED, "more than one root element");
      return;
    }
  if (!name_is_valid (element))
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_MALFORMED, "unexpected element name");
      return;
    }

  node = sw_online_node_new (element);
  if (parse->stack->len == 0)
    parse->root = node;
  else
    g_ptr_array_add (((SwOnlineNode *) g_ptr_array_index (parse->stack, parse->stack->len - 1))->children, node);
  g_ptr_array_add (parse->stack, node);

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (++n_attributes > SW_ONLINE_MAX_ATTRIBUTES)
        {
          g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_TOO_LARGE,
                       "<%s> has more than %d attributes", element, SW_ONLINE_MAX_ATTRIBUTES);
          return;
        }
      if (strlen (values[i]) > SW_ONLINE_MAX_VALUE)
        {
          g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_TOO_LARGE,
                       "<%s %s> is longer than %d bytes", element, names[i], SW_ONLINE_MAX_VALUE);
          return;
        }
      if (strcmp (names[i], "xmlns") == 0)
        {
          if (parse->stack->len == 1 && strcmp (values[i], SW_ONLINE_NS) != 0)
            {
              g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_MALFORMED, "not in the namespace " SW_ONLINE_NS);
              return;
            }
          continue;
        }
      if (!name_is_valid (names[i]))
        {
          g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_MALFORMED,
                       "<%s> has an unexpected attribute name", element);
          return;
        }
      if (sw_online_node_get (node, names[i]) != NULL)
        {
          g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_MALFORMED,
                       "<%s> repeats the attribute %s", element, names[i]);
          return;
        }
      sw_online_node_set (node, names[i], values[i]);
    }
}

static void
on_end_element (GMarkupParseContext  *context,
                const char           *element,
                gpointer              user_data,
                GError              **error)
{
  Parse *parse = user_data;

  g_ptr_array_set_size (parse->stack, parse->stack->len - 1);
}

static void
on_text (GMarkupParseContext  *context,
         const char           *text,
         gsize                 length,
         gpointer              user_data,
         GError              **error)
{
  Parse *parse = user_data;
  SwOnlineNode *node;
  gsize had;

  if (parse->stack->len == 0)
    return;
  node = g_ptr_array_index (parse->stack, parse->stack->len - 1);
  had = node->text ? strlen (node->text) : 0;
  if (had + length > SW_ONLINE_MAX_TEXT)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_TOO_LARGE,
                   "the text of <%s> is longer than %d bytes", node->name, SW_ONLINE_MAX_TEXT);
      return;
    }
  if (memchr (text, '\0', length) != NULL)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_MALFORMED, "a NUL character in <%s>", node->name);
      return;
    }
  {
    char *joined = g_malloc (had + length + 1);

    if (had > 0)
      memcpy (joined, node->text, had);
    memcpy (joined + had, text, length);
    joined[had + length] = '\0';
    g_free (node->text);
    node->text = joined;
  }
}

static const GMarkupParser parser = {
  on_start_element, on_end_element, on_text, NULL, NULL,
};

SwOnlineNode *
sw_online_message_parse (const char  *text,
                         gsize        length,
                         GError     **error)
{
  g_autoptr(GMarkupParseContext) context = NULL;
  Parse parse = { NULL, NULL, 0 };
  GError *local = NULL;
  const char *version;
  guint major, minor;

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  if (length > SW_ONLINE_MAX_BYTES)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_TOO_LARGE,
                   "%" G_GSIZE_FORMAT " bytes, more than %d", length, SW_ONLINE_MAX_BYTES);
      return NULL;
    }
  if (length == 0 || !g_utf8_validate (text, (gssize) length, NULL))
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_MALFORMED, "empty or not UTF-8");
      return NULL;
    }

  parse.stack = g_ptr_array_new ();
  context = g_markup_parse_context_new (&parser, G_MARKUP_PREFIX_ERROR_POSITION, &parse, NULL);
  if (!g_markup_parse_context_parse (context, text, (gssize) length, &local)
      || !g_markup_parse_context_end_parse (context, &local))
    {
      g_ptr_array_unref (parse.stack);
      sw_online_node_free (parse.root);
      if (local->domain != SW_ONLINE_ERROR)
        {
          g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_MALFORMED, "not well-formed: %s", local->message);
          g_error_free (local);
        }
      else
        g_propagate_error (error, local);
      return NULL;
    }
  g_ptr_array_unref (parse.stack);
  if (parse.root == NULL)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_MALFORMED, "no element");
      return NULL;
    }

  version = sw_online_node_get (parse.root, "v");
  if (!sw_online_parse_version (version, &major, &minor))
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_MALFORMED, "no protocol version (v='MAJOR.MINOR')");
      sw_online_node_free (parse.root);
      return NULL;
    }
  if (major > SW_ONLINE_PROTOCOL_MAJOR)
    {
      g_set_error (error, SW_ONLINE_ERROR, SW_ONLINE_ERROR_VERSION,
                   /* TRANSLATORS: %u.%u: the table's protocol version, then ours */
                   _("This table speaks version %u.%u of the online protocol, but this SCHOTT World speaks "
                     "version %d.%d: update SCHOTT World to play at it."),
                   major, minor, SW_ONLINE_PROTOCOL_MAJOR, SW_ONLINE_PROTOCOL_MINOR);
      sw_online_node_free (parse.root);
      return NULL;
    }
  return parse.root;
}
