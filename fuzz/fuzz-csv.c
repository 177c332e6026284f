/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: CSV import and export. Whatever the import accepts
 * exports to CSV that imports again to the same pack (formula guards and
 * quoting included), and a pack that validates loads back from its XML
 * unless it is over the size limit. */
#include "config.h"

#include <string.h>

#include "schott-io.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

int
LLVMFuzzerTestOneInput (const unsigned char *data, size_t size)
{
  g_autoptr (SchottCsvImport) import = NULL;
  g_autoptr (SchottCsvImport) again = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *xml_again = NULL;
  gsize len, xml_len;

  import = schott_csv_import ((const char *) data, size, "fuzz.csv", NULL, NULL);
  if (import == NULL)
    return 0;
  csv = schott_csv_export (import->pack, &len);
  again = schott_csv_import (csv, len, "fuzz.csv", import->pack, NULL);
  if (again == NULL || again->rejected->len != 0)
    __builtin_trap ();
  xml = schott_pack_to_data (import->pack, &xml_len);
  xml_again = schott_pack_to_data (again->pack, NULL);
  if (strcmp (xml, xml_again) != 0)
    __builtin_trap ();
  if (import->pack->questions->len > 0 && schott_pack_validate (import->pack, NULL)
      && xml_len <= SCHOTT_IO_MAX_FILE_SIZE)
    {
      g_autoptr (SchottPack) loaded = schott_pack_load_from_data (xml, xml_len, "fuzz.xml", NULL);

      if (loaded == NULL)
        __builtin_trap ();
    }
  return 0;
}
