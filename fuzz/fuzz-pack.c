/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: question packs. A pack that loads must survive a
 * canonical save and reload unchanged, and a CSV round trip. The loader
 * checks the schema while it parses (streaming); the whole document must
 * get the same verdict from libxml2's RelaxNG check of the full tree. */
#include "config.h"

#include <string.h>

#include "schott-io.h"
#include "schott-io-private.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

/* -1: not a well-formed pack; else whether the whole tree follows the schema */
static int
whole_tree_verdict (const unsigned char *data, size_t size)
{
  SchottXmlFile f;
  int verdict = -1;

  if (schott_xml_file_parse (&f, (const char *) data, size, "whole", "pack",
                             SCHOTT_PACK_NS, "pack"))
    verdict = schott_xml_check_schema (&f, SCHOTT_SCHEMA_PACK);
  schott_xml_file_clear (&f);
  return verdict;
}

int
LLVMFuzzerTestOneInput (const unsigned char *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottPack) pack = schott_pack_load_from_data ((const char *) data, size, "fuzz", &error);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *csv = NULL;
  g_autoptr (SchottPack) again = NULL;
  g_autoptr (SchottCsvImport) import = NULL;
  gsize len;

  if (pack == NULL)
    {
      /* every refusal is located: FILE:LINE:COLUMN: */
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz:"))
        __builtin_trap ();
      /* a schema refusal is one the whole-tree check makes too */
      if (g_error_matches (error, SCHOTT_IO_ERROR, SCHOTT_IO_ERROR_SCHEMA)
          && strstr (error->message, "does not follow the schema") != NULL
          && whole_tree_verdict (data, size) == 1)
        __builtin_trap ();
      return 0;
    }
  if (whole_tree_verdict (data, size) != 1)
    __builtin_trap ();
  first = schott_pack_to_data (pack, &len);
  again = schott_pack_load_from_data (first, len, "canonical", NULL);
  if (again == NULL)
    __builtin_trap ();
  second = schott_pack_to_data (again, NULL);
  if (strcmp (first, second) != 0)
    __builtin_trap ();
  csv = schott_csv_export (pack, &len);
  import = schott_csv_import (csv, len, "fuzz.csv", pack, NULL);
  if (import == NULL)
    __builtin_trap ();
  (void) schott_pack_validate (import->pack, NULL);
  for (guint i = 0; i < pack->questions->len; i++)
    {
      const char *answers[3];
      schott_pack_answers_in_play_order (pack, g_ptr_array_index (pack->questions, i), "de", i % 3, answers);
    }
  return 0;
}
