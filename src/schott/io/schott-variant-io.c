/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-variant-io.c: rule variants (*.schott-variant.xml). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "schott-io-private.h"

static void
location_free (SchottLocationInfo *loc, guint n_languages)
{
  schott_lang_texts_free (loc->name, n_languages);
  g_free (loc);
}

void
schott_variant_info_free (SchottVariantInfo *info)
{
  if (info == NULL)
    return;
  for (guint i = 0; i < info->locations->len; i++)
    location_free (g_ptr_array_index (info->locations, i), info->languages->len);
  g_ptr_array_unref (info->locations);
  schott_lang_texts_free (info->name, info->languages->len);
  g_ptr_array_unref (info->languages);
  g_free (info->id);
  g_free (info->source_lang);
  g_free (info);
}

static SchottVariantInfo *
info_new_empty (void)
{
  SchottVariantInfo *info = g_new0 (SchottVariantInfo, 1);

  info->version = 1;
  info->languages = g_ptr_array_new_with_free_func (g_free);
  info->locations = g_ptr_array_new ();
  return info;
}

const char *
schott_variant_info_place_name (const SchottVariantInfo *info, guint field, const char *lang)
{
  g_return_val_if_fail (info != NULL, NULL);
  for (guint i = 0; i < info->locations->len; i++)
    {
      SchottLocationInfo *loc = g_ptr_array_index (info->locations, i);

      if (loc->field == field)
        return schott_lang_lookup (info->languages, loc->name, lang);
    }
  return NULL;
}

const char *
schott_variant_info_name (const SchottVariantInfo *info, const char *lang)
{
  g_return_val_if_fail (info != NULL, "");
  return schott_lang_lookup (info->languages, info->name, lang);
}

static gint
compare_locations (gconstpointer a, gconstpointer b)
{
  const SchottLocationInfo *la = *(SchottLocationInfo *const *) a;
  const SchottLocationInfo *lb = *(SchottLocationInfo *const *) b;

  return (gint) la->field - (gint) lb->field;
}

static void
read_decks (SchottXmlFile *f, xmlNode *decks, SchottVariant *v)
{
  static const char *const attrs[] = { "players", "max-value", "jokers", NULL };
  xmlNode *seen[SCHOTT_MAX_PLAYERS + 1] = { NULL };

  for (xmlNode *d = schott_xml_first_child (decks); d; d = schott_xml_next (d))
    {
      guint players;

      if (!schott_xml_is (f, d, "deck"))
        {
          schott_xml_error (f, d, NULL, SCHOTT_IO_ERROR_SCHEMA,
                            _("unexpected <%s> inside <decks>"), (const char *) d->name);
          continue;
        }
      schott_xml_check_attrs (f, d, attrs);
      players = schott_xml_uint_attr (f, d, "players", SCHOTT_MIN_PLAYERS, SCHOTT_MAX_PLAYERS, TRUE, 0);
      if (players == 0)
        continue;
      if (seen[players])
        {
          schott_xml_error (f, d, "players", SCHOTT_IO_ERROR_INVALID,
                            _("there are two decks for %u players"), players);
          continue;
        }
      seen[players] = d;
      v->deck[players].max_value = schott_xml_uint_attr (f, d, "max-value", 1, SCHOTT_MAX_VALUE, TRUE, 0);
      v->deck[players].n_jokers = schott_xml_uint_attr (f, d, "jokers", 0, SCHOTT_MAX_JOKERS, TRUE, 0);
    }
  for (guint p = SCHOTT_MIN_PLAYERS; p <= SCHOTT_MAX_PLAYERS; p++)
    if (seen[p] == NULL)
      schott_xml_error (f, decks, NULL, SCHOTT_IO_ERROR_INVALID,
                        _("<decks> has no <deck players=\"%u\">; every player count from %d to %d needs one"),
                        p, SCHOTT_MIN_PLAYERS, SCHOTT_MAX_PLAYERS);
}

static void
read_route (SchottXmlFile *f, xmlNode *route, SchottVariant *v, SchottVariantInfo *info)
{
  static const char *const route_attrs[] = { "length", NULL };
  static const char *const loc_attrs[] = { "field", "value", NULL };
  g_autofree xmlNode **at_field = g_new0 (xmlNode *, SCHOTT_MAX_ROUTE + 1);
  SchottLangSeen seen;

  schott_lang_seen_init (&seen, info->languages->len);
  schott_xml_check_attrs (f, route, route_attrs);
  v->route_length = schott_xml_uint_attr (f, route, "length", 0, SCHOTT_MAX_ROUTE, TRUE, 0);
  for (xmlNode *l = schott_xml_first_child (route); l; l = schott_xml_next (l))
    {
      const char *value_attr;
      gint64 value;
      guint field;
      g_autofree char *owner = NULL;
      SchottLocationInfo *loc;

      if (!schott_xml_is (f, l, "location"))
        {
          schott_xml_error (f, l, NULL, SCHOTT_IO_ERROR_SCHEMA,
                            _("unexpected <%s> inside <route>"), (const char *) l->name);
          continue;
        }
      schott_xml_check_attrs (f, l, loc_attrs);
      field = schott_xml_uint_attr (f, l, "field", 0, G_MAXUINT16, TRUE, 0);
      owner = g_strdup_printf (_("the location field %u"), field);
      value_attr = schott_xml_attr (l, "value");
      if (value_attr == NULL
          || !g_ascii_string_to_signed (value_attr, 10, -1, 3, &value, NULL) || value == 0)
        {
          schott_xml_error (f, l, value_attr ? "value" : NULL, SCHOTT_IO_ERROR_INVALID,
                            _("%s needs value=\"-1\", \"1\", \"2\" or \"3\""), owner);
          value = 0;
        }
      if (field < 1 || field >= v->route_length)
        {
          schott_xml_error (f, l, "field", SCHOTT_IO_ERROR_INVALID,
                            _("the location field %u is outside the route: it must be from 1 to %d"),
                            field, (gint) v->route_length - 1);
          continue;
        }
      if (at_field[field] != NULL)
        {
          schott_xml_error (f, l, "field", SCHOTT_IO_ERROR_INVALID,
                            _("the field %u is a location twice (first on line %ld)"),
                            field, xmlGetLineNo (at_field[field]));
          continue;
        }
      at_field[field] = l;
      v->field_value[field] = (gint8) value;
      loc = g_new0 (SchottLocationInfo, 1);
      loc->field = field;
      loc->name = schott_lang_texts_new (info->languages->len);
      g_ptr_array_add (info->locations, loc);
      schott_lang_seen_next (&seen);
      for (xmlNode *c = schott_xml_first_child (l); c; c = schott_xml_next (c))
        {
          if (schott_xml_is (f, c, "name"))
            schott_xml_read_lang_text (f, c, info->languages, loc->name, &seen, owner);
          else
            schott_xml_error (f, c, NULL, SCHOTT_IO_ERROR_SCHEMA,
                              _("unexpected <%s> inside %s"), (const char *) c->name, owner);
        }
      schott_xml_check_all_langs (f, l, info->languages, &seen, "name", owner);
      if (schott_lang_texts_empty (loc->name[0]))
        schott_xml_error (f, l, NULL, SCHOTT_IO_ERROR_INVALID,
                          _("%s has no name in the source language"), owner);
    }
  g_ptr_array_sort (info->locations, compare_locations);
  schott_lang_seen_clear (&seen);
}

static void
read_events (SchottXmlFile *f, xmlNode *events, SchottVariant *v)
{
  static const char *const attrs[] = { "per-player", NULL };
  static const char *const event_attrs[] = { "kind", "copies", "amount", NULL };
  xmlNode *seen[SCHOTT_N_EVENT_KINDS + 1] = { NULL };

  schott_xml_check_attrs (f, events, attrs);
  v->events_per_player = schott_xml_uint_attr (f, events, "per-player", 0,
                                               SCHOTT_MAX_EVENTS_PER_PLAYER, TRUE, 0);
  for (xmlNode *e = schott_xml_first_child (events); e; e = schott_xml_next (e))
    {
      const char *kind_attr;
      guint k;

      if (!schott_xml_is (f, e, "event"))
        {
          schott_xml_error (f, e, NULL, SCHOTT_IO_ERROR_SCHEMA,
                            _("unexpected <%s> inside <events>"), (const char *) e->name);
          continue;
        }
      schott_xml_check_attrs (f, e, event_attrs);
      kind_attr = schott_xml_attr (e, "kind");
      k = schott_event_kind_parse (kind_attr);
      if (k == 0)
        {
          schott_xml_error (f, e, kind_attr ? "kind" : NULL, SCHOTT_IO_ERROR_SCHEMA,
                            _("an <event> needs kind=\"E1\" … kind=\"E10\", not “%s”"),
                            kind_attr ? kind_attr : "");
          continue;
        }
      if (seen[k])
        {
          schott_xml_error (f, e, "kind", SCHOTT_IO_ERROR_INVALID,
                            _("the event kind E%u appears twice (first on line %ld)"),
                            k, xmlGetLineNo (seen[k]));
          continue;
        }
      seen[k] = e;
      v->event_copies[k] = schott_xml_uint_attr (f, e, "copies", 0, SCHOTT_MAX_EVENT_DECK, TRUE, 0);
      if (k == SCHOTT_EVENT_E3_MOVE_FORWARD || k == SCHOTT_EVENT_E4_EVERYONE_MOVES
          || k == SCHOTT_EVENT_E10_QUESTION)
        v->event_amount[k] = schott_xml_uint_attr (f, e, "amount", 1, 20, TRUE, 0);
      else if (schott_xml_attr (e, "amount") != NULL)
        schott_xml_error (f, e, "amount", SCHOTT_IO_ERROR_SCHEMA,
                          _("event E%u has no amount; only E3, E4 and E10 move figures"), k);
    }
}

static void
read_options (SchottXmlFile *f, xmlNode *options, SchottVariant *v, const SchottVariant *def)
{
  static const char *const attrs[] = { "fast-track", "questions", "discard-drawn",
                                       "single-stage", "question-reward",
                                       "turn-cap", "stage-cap", NULL };

  schott_xml_check_attrs (f, options, attrs);
  v->fast_track = schott_xml_bool_attr (f, options, "fast-track", def->fast_track);
  v->questions = schott_xml_bool_attr (f, options, "questions", def->questions);
  v->may_discard_drawn = schott_xml_bool_attr (f, options, "discard-drawn", def->may_discard_drawn);
  v->single_stage = schott_xml_bool_attr (f, options, "single-stage", def->single_stage);
  v->question_reward = schott_xml_uint_attr (f, options, "question-reward", 0, 20, FALSE,
                                             def->question_reward);
  v->turn_cap = schott_xml_uint_attr (f, options, "turn-cap", 1, G_MAXUINT16, FALSE, def->turn_cap);
  v->stage_cap = schott_xml_uint_attr (f, options, "stage-cap", 1, G_MAXUINT16, FALSE, def->stage_cap);
}

gboolean
schott_variant_load_from_data (const char *data, gsize len, const char *filename,
                               SchottVariant *out, SchottVariantInfo **info_out,
                               GError **error)
{
  static const char *const root_attrs[] = { "id", "version", "source-lang", "languages", NULL };
  static const char *const row_attrs[] = { "length", NULL };
  SchottXmlFile f;
  SchottVariantInfo *info = NULL;
  SchottVariant v, def;
  xmlNode *root;
  const char *id;
  SchottLangSeen seen_name = { NULL, 0, 0, 0 };
  gboolean has_decks = FALSE, has_row = FALSE, has_route = FALSE, has_events = FALSE, has_options = FALSE;

  g_return_val_if_fail (out != NULL, FALSE);

  schott_variant_init_default (&def);
  memset (&v, 0, sizeof v);
  v.turn_cap = def.turn_cap;
  v.stage_cap = def.stage_cap;

  if (!schott_xml_file_parse (&f, data, len, filename, "variant", SCHOTT_VARIANT_NS,
                              _("rule variant")))
    goto fail;
  root = xmlDocGetRootElement (f.doc);
  info = info_new_empty ();
  schott_xml_check_attrs (&f, root, root_attrs);
  id = schott_xml_attr (root, "id");
  if (id == NULL || id[0] == '\0' || strlen (id) >= sizeof v.name)
    schott_xml_error (&f, root, id ? "id" : NULL, SCHOTT_IO_ERROR_INVALID,
                      _("the variant needs an id of 1 to %d characters"), (int) sizeof v.name - 1);
  else if (!schott_id_is_valid (id))
    schott_xml_error (&f, root, "id", SCHOTT_IO_ERROR_INVALID,
                      _("the variant id “%s” must be letters, digits, “-”, “_” or “.”, not starting with “.”"), id);
  else
    g_strlcpy (v.name, id, sizeof v.name);
  info->id = g_strdup (id ? id : "");
  info->version = schott_xml_uint_attr (&f, root, "version", 1, G_MAXINT, TRUE, 1);
  if (!schott_xml_read_languages (&f, root, info->languages, &info->source_lang))
    goto fail;
  info->name = schott_lang_texts_new (info->languages->len);
  schott_lang_seen_init (&seen_name, info->languages->len);

  for (xmlNode *child = schott_xml_first_child (root); child; child = schott_xml_next (child))
    {
      if (schott_xml_is (&f, child, "name"))
        schott_xml_read_lang_text (&f, child, info->languages, info->name, &seen_name, _("the variant"));
      else if (schott_xml_is (&f, child, "decks") && !has_decks)
        {
          has_decks = TRUE;
          read_decks (&f, child, &v);
        }
      else if (schott_xml_is (&f, child, "row") && !has_row)
        {
          has_row = TRUE;
          schott_xml_check_attrs (&f, child, row_attrs);
          v.row_length = schott_xml_uint_attr (&f, child, "length", 2, SCHOTT_MAX_ROW, TRUE, 0);
        }
      else if (schott_xml_is (&f, child, "route") && !has_route)
        {
          has_route = TRUE;
          read_route (&f, child, &v, info);
        }
      else if (schott_xml_is (&f, child, "events") && !has_events)
        {
          has_events = TRUE;
          read_events (&f, child, &v);
        }
      else if (schott_xml_is (&f, child, "options") && !has_options)
        {
          has_options = TRUE;
          read_options (&f, child, &v, &def);
        }
      else
        schott_xml_error (&f, child, NULL, SCHOTT_IO_ERROR_SCHEMA,
                          _("unexpected <%s> inside <variant>"), (const char *) child->name);
    }
  schott_xml_check_all_langs (&f, root, info->languages, &seen_name, "name", _("the variant"));
  if (info->languages->len > 0 && schott_lang_texts_empty (info->name[0]))
    schott_xml_error (&f, root, NULL, SCHOTT_IO_ERROR_INVALID,
                      _("%s has no name in the source language"), _("the variant"));
  if (!has_decks)
    schott_xml_error (&f, root, NULL, SCHOTT_IO_ERROR_SCHEMA, "%s", _("the variant has no <decks>"));
  if (!has_row)
    schott_xml_error (&f, root, NULL, SCHOTT_IO_ERROR_SCHEMA, "%s", _("the variant has no <row>"));
  if (!has_events)
    schott_xml_error (&f, root, NULL, SCHOTT_IO_ERROR_SCHEMA, "%s", _("the variant has no <events>"));
  if (!has_options)
    schott_xml_error (&f, root, NULL, SCHOTT_IO_ERROR_SCHEMA, "%s", _("the variant has no <options>"));
  if (schott_xml_has_errors (&f))
    goto fail;
  if (!schott_xml_check_schema (&f, SCHOTT_SCHEMA_VARIANT))
    goto fail;

  if (schott_variant_event_deck_size (&v) > SCHOTT_MAX_EVENT_DECK)
    schott_xml_error (&f, root, NULL, SCHOTT_IO_ERROR_INVALID,
                      _("the event deck has %u cards; at most %d fit"),
                      schott_variant_event_deck_size (&v), SCHOTT_MAX_EVENT_DECK);
  else
    for (guint p = SCHOTT_MIN_PLAYERS; p <= SCHOTT_MAX_PLAYERS; p++)
      {
        g_autoptr (GError) local = NULL;

        if (!schott_variant_check (&v, p, &local))
          schott_xml_error (&f, root, NULL, SCHOTT_IO_ERROR_INVALID,
                            _("the variant does not work for %u players: %s"), p, local->message);
      }
  if (schott_xml_has_errors (&f))
    goto fail;

  *out = v;
  if (info_out)
    *info_out = info;
  else
    schott_variant_info_free (info);
  schott_xml_file_clear (&f);
  schott_lang_seen_clear (&seen_name);
  return TRUE;

fail:
  schott_xml_fail (&f, error);
  g_clear_pointer (&info, schott_variant_info_free);
  schott_xml_file_clear (&f);
  schott_lang_seen_clear (&seen_name);
  return FALSE;
}

gboolean
schott_variant_load (const char *path, SchottVariant *out, SchottVariantInfo **info,
                     GError **error)
{
  g_auto (SwFileBytes) bytes = { NULL, 0, 0 };

  g_return_val_if_fail (path != NULL && out != NULL, FALSE);
  if (!schott_file_bytes_read (path, SCHOTT_IO_MAX_FILE_SIZE, &bytes, error))
    return FALSE;
  return schott_variant_load_from_data (bytes.data, bytes.len, path, out, info, error);
}

static const char *
bool_text (gboolean value)
{
  return value ? "true" : "false";
}

char *
schott_variant_to_data (const SchottVariant *v, const SchottVariantInfo *info, gsize *len)
{
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_autoptr (GPtrArray) en = NULL;
  GPtrArray *langs;
  SchottVariant def;
  gboolean any_event = FALSE;

  g_return_val_if_fail (v != NULL, NULL);
  schott_variant_init_default (&def);
  if (info != NULL)
    langs = info->languages;
  else
    {
      en = schott_languages_parse ("en");
      langs = en;
    }

  g_string_append (out, "<variant xmlns=\"" SCHOTT_VARIANT_NS "\" id=\"");
  schott_xml_append_escaped (out, v->name, TRUE);
  g_string_append_printf (out, "\" version=\"%u\" source-lang=\"", info ? info->version : 1);
  schott_xml_append_escaped (out, g_ptr_array_index (langs, 0), TRUE);
  g_string_append (out, "\" languages=\"");
  for (guint i = 0; i < langs->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, ' ');
      schott_xml_append_escaped (out, g_ptr_array_index (langs, i), TRUE);
    }
  g_string_append (out, "\">\n");
  if (info != NULL)
    schott_xml_append_lang_texts (out, 1, "name", langs, info->name);
  else
    {
      char *names[] = { (char *) v->name, NULL };
      schott_xml_append_lang_texts (out, 1, "name", langs, names);
    }

  g_string_append (out, "  <decks>\n");
  for (guint p = SCHOTT_MIN_PLAYERS; p <= SCHOTT_MAX_PLAYERS; p++)
    g_string_append_printf (out, "    <deck players=\"%u\" max-value=\"%u\" jokers=\"%u\"/>\n",
                            p, v->deck[p].max_value, v->deck[p].n_jokers);
  g_string_append (out, "  </decks>\n");
  g_string_append_printf (out, "  <row length=\"%u\"/>\n", v->row_length);

  if (v->route_length > 0)
    {
      g_string_append_printf (out, "  <route length=\"%u\">\n", v->route_length);
      for (guint field = 1; field < v->route_length && field <= SCHOTT_MAX_ROUTE; field++)
        {
          const SchottLocationInfo *loc = NULL;

          if (v->field_value[field] == 0)
            continue;
          for (guint i = 0; info && i < info->locations->len; i++)
            if (((SchottLocationInfo *) g_ptr_array_index (info->locations, i))->field == field)
              loc = g_ptr_array_index (info->locations, i);
          g_string_append_printf (out, "    <location field=\"%u\" value=\"%d\">\n",
                                  field, v->field_value[field]);
          if (loc != NULL)
            schott_xml_append_lang_texts (out, 3, "name", langs, loc->name);
          else
            {
              g_autofree char *fallback = g_strdup_printf ("Field %u", field);
              g_autofree char **names = g_new0 (char *, langs->len + 1);

              for (guint i = 0; i < langs->len; i++)
                names[i] = fallback;
              schott_xml_append_lang_texts (out, 3, "name", langs, names);
            }
          g_string_append (out, "    </location>\n");
        }
      g_string_append (out, "  </route>\n");
    }

  for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
    if (v->event_copies[k] != 0 || v->event_amount[k] != 0)
      any_event = TRUE;
  if (!any_event)
    g_string_append_printf (out, "  <events per-player=\"%u\"/>\n", v->events_per_player);
  else
    {
      g_string_append_printf (out, "  <events per-player=\"%u\">\n", v->events_per_player);
      for (guint k = 1; k <= SCHOTT_N_EVENT_KINDS; k++)
        {
          /* a kind without cards keeps its amount */
          if (v->event_copies[k] == 0 && v->event_amount[k] == 0)
            continue;
          g_string_append_printf (out, "    <event kind=\"E%u\" copies=\"%u\"", k, v->event_copies[k]);
          if (k == SCHOTT_EVENT_E3_MOVE_FORWARD || k == SCHOTT_EVENT_E4_EVERYONE_MOVES
              || k == SCHOTT_EVENT_E10_QUESTION)
            g_string_append_printf (out, " amount=\"%u\"", v->event_amount[k]);
          g_string_append (out, "/>\n");
        }
      g_string_append (out, "  </events>\n");
    }

  g_string_append_printf (out, "  <options fast-track=\"%s\" questions=\"%s\" discard-drawn=\"%s\""
                          " single-stage=\"%s\" question-reward=\"%u\"",
                          bool_text (v->fast_track), bool_text (v->questions),
                          bool_text (v->may_discard_drawn), bool_text (v->single_stage),
                          v->question_reward);
  if (v->turn_cap != def.turn_cap)
    g_string_append_printf (out, " turn-cap=\"%u\"", v->turn_cap);
  if (v->stage_cap != def.stage_cap)
    g_string_append_printf (out, " stage-cap=\"%u\"", v->stage_cap);
  g_string_append (out, "/>\n</variant>\n");
  if (len)
    *len = out->len;
  return g_string_free (out, FALSE);
}

gboolean
schott_variant_save (const SchottVariant *variant, const SchottVariantInfo *info,
                     const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize len;

  g_return_val_if_fail (variant != NULL && path != NULL, FALSE);
  data = schott_variant_to_data (variant, info, &len);
  return schott_file_write_atomic (path, data, len, error);
}
