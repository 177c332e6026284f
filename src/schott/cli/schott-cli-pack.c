/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-cli-pack.c: `schott-cli pack ...`: check question packs, event
 * texts and variants, count translations, convert packs to and from CSV.
 *
 *   pack validate FILE...            exit 0 when every file loads
 *   pack stats FILE [--json]         questions, categories, completeness
 *   pack import-csv CSV -o FILE [--into PACK]
 *   pack export-csv FILE -o CSV
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "schott-cli-private.h"
#include "schott-io.h"

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n", _("Usage:"));
  fprintf (out, "  schott-cli pack validate FILE…\n");
  fprintf (out, "  schott-cli pack stats FILE [--json]\n");
  fprintf (out, "  schott-cli pack import-csv CSV -o FILE [--into PACK]\n");
  fprintf (out, "  schott-cli pack export-csv FILE -o CSV\n\n");
  fprintf (out, "%s\n", _("validate checks question packs, event-card texts and rule variants."));
  fprintf (out, "%s\n", _("The file formats are described in doc/formats.md."));
}

static int
pack_validate (int argc, char **argv)
{
  gboolean all_ok = TRUE;

  if (argc < 2)
    return sw_cli_usage_error ("%s", _("validate needs at least one file"));
  for (int i = 1; i < argc; i++)
    {
      g_autoptr (GError) error = NULL;

      if (schott_io_validate_file (argv[i], &error))
        /* TRANSLATORS: %s is a file name */
        printf (_("%s: valid\n"), argv[i]);
      else
        {
          fprintf (stderr, "%s\n", error->message);
          all_ok = FALSE;
        }
    }
  return all_ok ? SW_CLI_EXIT_OK : SW_CLI_EXIT_FAILURE;
}

static void
append_json_string (GString *out, const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (out, "\\%c", *p);
      else if ((guchar) *p < 0x20)
        g_string_append_printf (out, "\\u%04x", (guchar) *p);
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

static int
pack_stats (int argc, char **argv)
{
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_("FILE"));
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!sw_cli_parse_options (context, TRUE, &argc, &argv))
    return SW_CLI_EXIT_USAGE;
  if (argc != 2)
    return sw_cli_usage_error ("%s", _("stats needs exactly one pack file"));

  pack = schott_pack_load (argv[1], &error);
  if (pack == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return SW_CLI_EXIT_FAILURE;
    }

  if (json)
    {
      g_autoptr (GString) out = g_string_new (NULL);
      g_autofree char *json_text = NULL;

      g_string_append_printf (out, "{\"questions\": %u, \"categories\": %u, \"languages\": {",
                              pack->questions->len, pack->categories->len);
      for (guint l = 0; l < pack->languages->len; l++)
        {
          const char *lang = g_ptr_array_index (pack->languages, l);

          if (l > 0)
            g_string_append (out, ", ");
          append_json_string (out, lang);
          g_string_append_printf (out, ": %u", schott_pack_count_complete (pack, lang));
        }
      g_string_append (out, "}}");
      /* not out->str: GCC 14 sees a NULL path in GLib's inline appends */
      json_text = g_string_free (g_steal_pointer (&out), FALSE);
      printf ("%s\n", json_text);
      return SW_CLI_EXIT_OK;
    }

  printf (_("Pack:        %s (version %u)\n"), pack->id, pack->version);
  printf (_("Title:       %s\n"), schott_pack_localized (pack, pack->title, NULL));
  printf (_("Questions:   %u\n"), pack->questions->len);
  printf (_("Categories:  %u\n"), pack->categories->len);
  {
    /* questions per category, counted in one pass */
    g_autoptr (GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);

    for (guint i = 0; i < pack->questions->len; i++)
      {
        const char *cat = ((SchottQuestion *) g_ptr_array_index (pack->questions, i))->category;

        g_hash_table_insert (counts, (gpointer) cat,
                             GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, cat)) + 1));
      }
    for (guint c = 0; c < pack->categories->len; c++)
      {
        SchottCategory *cat = g_ptr_array_index (pack->categories, c);
        guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, cat->id));

        printf ("  %-12s %5u  %s\n", cat->id, n, schott_pack_localized (pack, cat->name, NULL));
      }
  }
  printf ("%s\n", _("Complete translations:"));
  for (guint l = 0; l < pack->languages->len; l++)
    {
      const char *lang = g_ptr_array_index (pack->languages, l);
      guint n = schott_pack_count_complete (pack, lang);
      guint total = pack->questions->len;

      printf ("  %-12s %5u / %u (%u%%)%s\n", lang, n, total,
              total ? (n * 100 + total / 2) / total : 100,
              l == 0 ? _("  source language") : "");
    }
  return SW_CLI_EXIT_OK;
}

static int
pack_import_csv (int argc, char **argv)
{
  char *output = NULL;
  char *into = NULL;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The pack file to write"), N_("FILE") },
    { "into", 0, 0, G_OPTION_ARG_FILENAME, &into,
      N_("Take the pack's id, titles and categories from this pack"), N_("PACK") },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_("CSV"));
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) template_pack = NULL;
  g_autoptr (SchottCsvImport) import = NULL;
  g_autofree char *data = NULL;
  gsize len;
  int rc = SW_CLI_EXIT_OK;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!sw_cli_parse_options (context, TRUE, &argc, &argv))
    return SW_CLI_EXIT_USAGE;
  if (argc != 2 || output == NULL)
    {
      g_free (output);
      g_free (into);
      return sw_cli_usage_error ("%s", _("import-csv needs one CSV file and -o FILE"));
    }
  if (into != NULL && (template_pack = schott_pack_load (into, &error)) == NULL)
    goto fail;
  if (!schott_file_read_limited (argv[1], SCHOTT_IO_MAX_FILE_SIZE, &data, &len, &error))
    goto fail;
  import = schott_csv_import (data, len, argv[1], template_pack, &error);
  if (import == NULL)
    goto fail;
  for (guint i = 0; i < import->rejected->len; i++)
    {
      SchottCsvRejected *r = g_ptr_array_index (import->rejected, i);
      /* TRANSLATORS: file:line: row rejected: reason */
      fprintf (stderr, _("%s:%u: row rejected: %s\n"), argv[1], r->line, r->reason);
    }
  /* Nothing is written unless the pack loads: with --into P -o P a failed
   * import keeps P and its backup as they were. */
  if (import->pack->questions->len == 0)
    {
      g_set_error (&error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_CSV,
                   _("%s: no row could be imported; %s was not written"), argv[1], output);
      goto fail;
    }
  {
    g_autofree char *xml = NULL;
    g_autoptr (SchottPack) again = NULL;
    g_autoptr (GError) local = NULL;
    gsize xml_len;

    xml = schott_pack_to_data (import->pack, &xml_len);
    if (xml_len <= SCHOTT_IO_MAX_FILE_SIZE)
      again = schott_pack_load_from_data (xml, xml_len, output, &local);
    if (again == NULL && local != NULL)
      {
        g_set_error (&error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_INVALID,
                     _("%s: the imported pack would not load, so it was not written:\n%s"),
                     argv[1], local->message);
        goto fail;
      }
  }
  if (!schott_pack_save (import->pack, output, &error))
    goto fail;
  printf (ngettext ("%s: %u question imported", "%s: %u questions imported",
                    import->pack->questions->len),
          output, import->pack->questions->len);
  if (import->rejected->len > 0)
    {
      printf (ngettext (", %u row rejected", ", %u rows rejected", import->rejected->len),
              import->rejected->len);
      rc = SW_CLI_EXIT_FAILURE;
    }
  printf ("\n");
  g_free (output);
  g_free (into);
  return rc;

fail:
  fprintf (stderr, "%s\n", error->message);
  g_free (output);
  g_free (into);
  return SW_CLI_EXIT_FAILURE;
}

static int
pack_export_csv (int argc, char **argv)
{
  char *output = NULL;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The CSV file to write"), N_("CSV") },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_("FILE"));
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = NULL;
  g_autofree char *csv = NULL;
  gsize len;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!sw_cli_parse_options (context, TRUE, &argc, &argv))
    return SW_CLI_EXIT_USAGE;
  if (argc != 2 || output == NULL)
    {
      g_free (output);
      return sw_cli_usage_error ("%s", _("export-csv needs one pack file and -o CSV"));
    }
  pack = schott_pack_load (argv[1], &error);
  csv = pack ? schott_csv_export (pack, &len) : NULL;
  if (csv == NULL || !schott_file_write_atomic (output, csv, len, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      g_free (output);
      return SW_CLI_EXIT_FAILURE;
    }
  g_free (output);
  return SW_CLI_EXIT_OK;
}

int
schott_cli_pack_main (int    argc,
                      char **argv)
{
  const char *command;
  g_autofree char *prgname = NULL;
  int rc;

  if (argc < 2 || strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      print_usage (argc < 2 ? stderr : stdout);
      return argc < 2 ? SW_CLI_EXIT_USAGE : SW_CLI_EXIT_OK;
    }
  command = argv[1];
  prgname = g_strdup_printf ("schott-cli pack %s", command);
  g_set_prgname (prgname);
  argv[1] = prgname;

  if (strcmp (command, "validate") == 0)
    rc = pack_validate (argc - 1, argv + 1);
  else if (strcmp (command, "stats") == 0)
    rc = pack_stats (argc - 1, argv + 1);
  else if (strcmp (command, "import-csv") == 0)
    rc = pack_import_csv (argc - 1, argv + 1);
  else if (strcmp (command, "export-csv") == 0)
    rc = pack_export_csv (argc - 1, argv + 1);
  else
    {
      fprintf (stderr, _("schott-cli pack: unknown command “%s”\n"), command);
      print_usage (stderr);
      rc = SW_CLI_EXIT_USAGE;
    }
  argv[1] = (char *) command;
  return rc;
}
