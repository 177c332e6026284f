/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-events.c: event-card texts (*.schott-events.xml). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-io-private.h"

#define MAX_AMOUNT 20

static gboolean
kind_has_amount (guint kind)
{
  return kind == SCHOTT_EVENT_E3_MOVE_FORWARD || kind == SCHOTT_EVENT_E4_EVERYONE_MOVES
         || kind == SCHOTT_EVENT_E10_QUESTION;
}

static SchottEventTexts *
texts_new_empty (void)
{
  SchottEventTexts *texts = g_new0 (SchottEventTexts, 1);

  texts->version = 1;
  texts->languages = g_ptr_array_new_with_free_func (g_free);
  return texts;
}

SchottEventTexts *
schott_event_texts_new (const char *languages)
{
  SchottEventTexts *texts = texts_new_empty ();
  g_autoptr (GPtrArray) langs = schott_languages_parse (languages ? languages : "en");

  for (guint i = 0; i < langs->len; i++)
    if (schott_languages_find (texts->languages, g_ptr_array_index (langs, i)) < 0)
      g_ptr_array_add (texts->languages, g_strdup (g_ptr_array_index (langs, i)));
  if (texts->languages->len == 0)
    g_ptr_array_add (texts->languages, g_strdup ("en"));
  texts->source_lang = g_strdup (g_ptr_array_index (texts->languages, 0));
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    texts->kind[k].text = schott_lang_texts_new (texts->languages->len);
  return texts;
}

void
schott_event_texts_free (SchottEventTexts *texts)
{
  if (texts == NULL)
    return;
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    {
      schott_lang_texts_free (texts->kind[k].text, texts->languages->len);
      g_free (texts->kind[k].outdated);
    }
  g_ptr_array_unref (texts->languages);
  g_free (texts->source_lang);
  g_free (texts);
}

const char *
schott_event_texts_text (const SchottEventTexts *texts, SchottEventKind kind, const char *lang)
{
  g_return_val_if_fail (texts != NULL, "");
  if (kind < 1 || kind > SCHOTT_N_EVENT_KINDS)
    return "";
  return schott_lang_lookup (texts->languages, texts->kind[kind].text, lang);
}

void
schott_event_texts_apply (const SchottEventTexts *texts, SchottVariant *variant)
{
  g_return_if_fail (texts != NULL && variant != NULL);
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    {
      variant->event_copies[k] = texts->kind[k].copies;
      variant->event_amount[k] = kind_has_amount (k) ? texts->kind[k].amount : 0;
    }
}

gboolean
schott_event_texts_validate (const SchottEventTexts *texts, GPtrArray *problems)
{
  gboolean ok = TRUE;
  guint total = 0;

  g_return_val_if_fail (texts != NULL, FALSE);

#define ADD(problem) G_STMT_START {                             \
    SchottProblem *p_ = (problem);                              \
    if (p_->severity == SCHOTT_PROBLEM_ERROR) ok = FALSE;       \
    if (problems) g_ptr_array_add (problems, p_);               \
    else schott_problem_free (p_);                              \
  } G_STMT_END

  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    {
      const SchottEventText *e = &texts->kind[k];

      total += e->copies;
      if (e->copies > SCHOTT_MAX_EVENT_DECK)
        ADD (schott_problem_new (SCHOTT_PROBLEM_ERROR, (gint) k, NULL,
                                 _("event E%u: at most %d copies"), k, SCHOTT_MAX_EVENT_DECK));
      if (kind_has_amount (k) && (e->amount < 1 || e->amount > MAX_AMOUNT))
        ADD (schott_problem_new (SCHOTT_PROBLEM_ERROR, (gint) k, NULL,
                                 _("event E%u: the amount must be from 1 to %d fields"), k, MAX_AMOUNT));
      if (!kind_has_amount (k) && e->amount != 0)
        ADD (schott_problem_new (SCHOTT_PROBLEM_ERROR, (gint) k, NULL,
                                 _("event E%u has no amount; only E3, E4 and E10 move figures"), k));
      for (guint l = 0; l < texts->languages->len; l++)
        if (schott_lang_texts_empty (e->text[l]))
          ADD (schott_problem_new (l == 0 ? SCHOTT_PROBLEM_ERROR : SCHOTT_PROBLEM_WARNING,
                                   (gint) k, g_ptr_array_index (texts->languages, l),
                                   l == 0 ? _("event E%u has no text in the source language “%s”")
                                          : _("event E%u is not translated to “%s” yet"),
                                   k, (const char *) g_ptr_array_index (texts->languages, l)));
    }
  if (total > SCHOTT_MAX_EVENT_DECK)
    ADD (schott_problem_new (SCHOTT_PROBLEM_ERROR, -1, NULL,
                             _("the event deck has %u cards; at most %d fit"), total, SCHOTT_MAX_EVENT_DECK));
#undef ADD
  return ok;
}

/* "E1" … "E10" as written in event and rules files: the kind, 0 if none. */
guint
schott_event_kind_parse (const char *value)
{
  guint64 k;

  if (value == NULL || value[0] != 'E')
    return 0;
  if (!g_ascii_string_to_unsigned (value + 1, 10, 1, SCHOTT_N_EVENT_KINDS, &k, NULL))
    return 0;
  return (guint) k;
}

SchottEventTexts *
schott_event_texts_load_from_data (const char *data, gsize len, const char *filename,
                                   GError **error)
{
  static const char *const root_attrs[] = { "version", "source-lang", "languages", NULL };
  static const char *const event_attrs[] = { "kind", "copies", "amount", NULL };
  SchottXmlFile f;
  SchottEventTexts *texts = NULL;
  xmlNode *nodes[SCHOTT_N_EVENT_KINDS + 1] = { NULL };
  xmlNode *root;
  SchottLangSeen seen = { NULL, 0, 0, 0 };
  guint n;

  if (!schott_xml_file_parse (&f, data, len, filename, "events", SCHOTT_EVENTS_NS,
                              _("event-card text file")))
    goto fail;
  root = xmlDocGetRootElement (f.doc);
  texts = texts_new_empty ();
  schott_xml_check_attrs (&f, root, root_attrs);
  texts->version = schott_xml_uint_attr (&f, root, "version", 1, G_MAXINT, TRUE, 1);
  if (!schott_xml_read_languages (&f, root, texts->languages, &texts->source_lang))
    goto fail;
  n = texts->languages->len;
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    texts->kind[k].text = schott_lang_texts_new (n);
  schott_lang_seen_init (&seen, n);

  for (xmlNode *node = schott_xml_first_child (root); node; node = schott_xml_next (node))
    {
      const char *kind_attr;
      guint k;
      g_autofree char *owner = NULL;

      if (!schott_xml_is (&f, node, "event"))
        {
          schott_xml_error (&f, node, NULL, SCHOTT_IO_ERROR_SCHEMA,
                            _("unexpected <%s> inside <events>"), (const char *) node->name);
          continue;
        }
      schott_xml_check_attrs (&f, node, event_attrs);
      kind_attr = schott_xml_attr (node, "kind");
      k = schott_event_kind_parse (kind_attr);
      if (k == 0)
        {
          schott_xml_error (&f, node, kind_attr ? "kind" : NULL, SCHOTT_IO_ERROR_SCHEMA,
                            _("an <event> needs kind=\"E1\" … kind=\"E10\", not “%s”"),
                            kind_attr ? kind_attr : "");
          continue;
        }
      if (nodes[k] != NULL)
        {
          schott_xml_error (&f, node, "kind", SCHOTT_IO_ERROR_INVALID,
                            _("the event kind E%u appears twice (first on line %ld)"),
                            k, xmlGetLineNo (nodes[k]));
          continue;
        }
      nodes[k] = node;
      owner = g_strdup_printf (_("event E%u"), k);
      texts->kind[k].copies = schott_xml_uint_attr (&f, node, "copies", 0, SCHOTT_MAX_EVENT_DECK, TRUE, 0);
      if (kind_has_amount (k))
        texts->kind[k].amount = schott_xml_uint_attr (&f, node, "amount", 1, MAX_AMOUNT, TRUE, 0);
      else if (schott_xml_attr (node, "amount") != NULL)
        schott_xml_error (&f, node, "amount", SCHOTT_IO_ERROR_SCHEMA,
                          _("event E%u has no amount; only E3, E4 and E10 move figures"), k);
      schott_lang_seen_next (&seen);
      for (xmlNode *child = schott_xml_first_child (node); child; child = schott_xml_next (child))
        {
          if (schott_xml_is (&f, child, "text"))
            schott_xml_read_lang_text_outdated (&f, child, texts->languages, texts->kind[k].text,
                                                &seen, owner, &texts->kind[k].outdated, 1);
          else
            schott_xml_error (&f, child, NULL, SCHOTT_IO_ERROR_SCHEMA,
                              _("unexpected <%s> inside %s"), (const char *) child->name, owner);
        }
      schott_xml_check_all_langs (&f, node, texts->languages, &seen, "text", owner);
    }
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    if (nodes[k] == NULL)
      schott_xml_error (&f, root, NULL, SCHOTT_IO_ERROR_INVALID,
                        _("the event kind E%u is missing; the file needs each of E1 … E10 once"), k);
  if (schott_xml_has_errors (&f))
    goto fail;
  if (!schott_xml_check_schema (&f, SCHOTT_SCHEMA_EVENTS))
    goto fail;
  {
    g_autoptr (GPtrArray) problems = schott_problems_new ();

    if (!schott_event_texts_validate (texts, problems))
      {
        schott_xml_report_problems (&f, problems, root, nodes, G_N_ELEMENTS (nodes));
        goto fail;
      }
  }
  schott_xml_file_clear (&f);
  schott_lang_seen_clear (&seen);
  return texts;

fail:
  schott_xml_fail (&f, error);
  g_clear_pointer (&texts, schott_event_texts_free);
  schott_xml_file_clear (&f);
  schott_lang_seen_clear (&seen);
  return NULL;
}

SchottEventTexts *
schott_event_texts_load (const char *path, GError **error)
{
  g_auto (SwFileBytes) bytes = { NULL, 0, 0 };

  g_return_val_if_fail (path != NULL, NULL);
  if (!schott_file_bytes_read (path, SCHOTT_IO_MAX_FILE_SIZE, &bytes, error))
    return NULL;
  return schott_event_texts_load_from_data (bytes.data, bytes.len, path, error);
}

char *
schott_event_texts_to_data (const SchottEventTexts *texts, gsize *len)
{
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");

  g_return_val_if_fail (texts != NULL, NULL);
  g_string_append_printf (out, "<events xmlns=\"" SCHOTT_EVENTS_NS "\" version=\"%u\" source-lang=\"",
                          texts->version);
  schott_xml_append_escaped (out, texts->source_lang, TRUE);
  g_string_append (out, "\" languages=\"");
  for (guint i = 0; i < texts->languages->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, ' ');
      schott_xml_append_escaped (out, g_ptr_array_index (texts->languages, i), TRUE);
    }
  g_string_append (out, "\">\n");
  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    {
      const SchottEventText *e = &texts->kind[k];

      g_string_append_printf (out, "  <event kind=\"E%u\" copies=\"%u\"", k, e->copies);
      if (kind_has_amount (k))
        g_string_append_printf (out, " amount=\"%u\"", e->amount);
      g_string_append (out, ">\n");
      schott_xml_append_lang_texts_outdated (out, 2, "text", texts->languages, e->text,
                                             e->outdated, 1);
      g_string_append (out, "  </event>\n");
    }
  g_string_append (out, "</events>\n");
  if (len)
    *len = out->len;
  return g_string_free (out, FALSE);
}

gboolean
schott_event_texts_save (const SchottEventTexts *texts, const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize len;

  g_return_val_if_fail (texts != NULL && path != NULL, FALSE);
  data = schott_event_texts_to_data (texts, &len);
  return schott_file_write_atomic (path, data, len, error);
}
