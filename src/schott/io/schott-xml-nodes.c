/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-xml-nodes.c: reading elements, attributes and text of a parsed file. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-io-private.h"

/* ------------------------------------------------------------- helpers */

gboolean
schott_xml_is (SchottXmlFile *f, xmlNode *node, const char *name)
{
  if (node == NULL || node->type != XML_ELEMENT_NODE
      || strcmp ((const char *) node->name, name) != 0 || node->ns == NULL)
    return FALSE;
  /* elements share the xmlNs of the xmlns="..." that declares them: compare
   * the long namespace name once per declaration, not once per element */
  if (node->ns == f->ns_match)
    return TRUE;
  if (node->ns->href == NULL || strcmp ((const char *) node->ns->href, f->ns) != 0)
    return FALSE;
  f->ns_match = node->ns;
  return TRUE;
}

static xmlNode *
skip_to_element (xmlNode *node)
{
  while (node != NULL && node->type != XML_ELEMENT_NODE)
    node = node->next;
  return node;
}

xmlNode *
schott_xml_first_child (xmlNode *node)
{
  return node ? skip_to_element (node->children) : NULL;
}

xmlNode *
schott_xml_next (xmlNode *node)
{
  return node ? skip_to_element (node->next) : NULL;
}

static const char *
prop_value (xmlAttr *prop)
{
  if (prop->children == NULL)
    return "";
  if (prop->children->next == NULL && prop->children->type == XML_TEXT_NODE)
    return prop->children->content ? (const char *) prop->children->content : "";
  return NULL;
}

const char *
schott_xml_attr (xmlNode *node, const char *name)
{
  for (xmlAttr *prop = node->properties; prop != NULL; prop = prop->next)
    if (prop->ns == NULL && strcmp ((const char *) prop->name, name) == 0)
      return prop_value (prop);
  return NULL;
}

const char *
schott_xml_lang (xmlNode *node)
{
  /* the xml: prefix is predeclared: libxml2 gives every xml:lang the
   * document's one xmlNs for it (doc->oldNs), so the pointer usually answers */
  xmlNs *xml_ns = node->doc ? node->doc->oldNs : NULL;

  for (xmlAttr *prop = node->properties; prop != NULL; prop = prop->next)
    if (prop->ns != NULL
        && (prop->ns == xml_ns
            || (prop->ns->href != NULL
                && strcmp ((const char *) prop->ns->href, (const char *) XML_XML_NAMESPACE) == 0))
        && strcmp ((const char *) prop->name, "lang") == 0)
      return prop_value (prop);
  return NULL;
}

void
schott_xml_check_attrs (SchottXmlFile *f, xmlNode *node, const char *const *allowed)
{
  for (xmlAttr *prop = node->properties; prop != NULL; prop = prop->next)
    {
      gboolean ok = FALSE;

      if (prop->ns != NULL)
        {
          /* xml:lang is checked by whoever expects it */
          if (prop->ns->href != NULL
              && strcmp ((const char *) prop->ns->href, (const char *) XML_XML_NAMESPACE) == 0
              && strcmp ((const char *) prop->name, "lang") == 0)
            continue;
        }
      else
        {
          for (guint i = 0; allowed[i] != NULL; i++)
            if (strcmp ((const char *) prop->name, allowed[i]) == 0)
              ok = TRUE;
        }
      if (!ok)
        schott_xml_error (f, node, (const char *) prop->name, SCHOTT_IO_ERROR_SCHEMA,
                          _("<%s> has no attribute “%s”"), (const char *) node->name,
                          (const char *) prop->name);
    }
}

char *
schott_xml_text (SchottXmlFile *f, xmlNode *node)
{
  GString *text;

  /* the common case: one text node */
  if (node->children == NULL)
    return g_strdup ("");
  if (node->children->next == NULL && node->children->type == XML_TEXT_NODE)
    {
      const char *start = node->children->content ? (const char *) node->children->content : "";
      const char *end = start + strlen (start);

      /* g_strstrip()'s whitespace, without copying twice */
      while (g_ascii_isspace (*start))
        start++;
      while (end > start && g_ascii_isspace (end[-1]))
        end--;
      return g_strndup (start, end - start);
    }

  text = g_string_new (NULL);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE)
        g_string_append (text, child->content ? (const char *) child->content : "");
      else if (child->type == XML_ELEMENT_NODE)
        schott_xml_error (f, child, NULL, SCHOTT_IO_ERROR_SCHEMA,
                          _("<%s> may only contain text, not <%s>"),
                          (const char *) node->name, (const char *) child->name);
    }
  return g_strstrip (g_string_free (text, FALSE));
}

guint
schott_xml_uint_attr (SchottXmlFile *f, xmlNode *node, const char *name,
                      guint min, guint max, gboolean required, guint default_value)
{
  const char *value = schott_xml_attr (node, name);
  guint64 number;

  if (value == NULL)
    {
      if (required)
        schott_xml_error (f, node, NULL, SCHOTT_IO_ERROR_SCHEMA,
                          _("<%s> needs the attribute “%s”"), (const char *) node->name, name);
      return default_value;
    }
  if (!g_ascii_string_to_unsigned (value, 10, min, max, &number, NULL))
    {
      schott_xml_error (f, node, name, SCHOTT_IO_ERROR_SCHEMA,
                        _("“%s” must be a whole number from %u to %u, not “%s”"),
                        name, min, max, value);
      return default_value;
    }
  return (guint) number;
}

gboolean
schott_xml_bool_attr (SchottXmlFile *f, xmlNode *node, const char *name,
                      gboolean default_value)
{
  const char *value = schott_xml_attr (node, name);

  if (value == NULL)
    return default_value;
  if (strcmp (value, "true") == 0 || strcmp (value, "1") == 0)
    return TRUE;
  if (strcmp (value, "false") == 0 || strcmp (value, "0") == 0)
    return FALSE;
  schott_xml_error (f, node, name, SCHOTT_IO_ERROR_SCHEMA,
                    _("“%s” must be true or false, not “%s”"), name, value);
  return default_value;
}
