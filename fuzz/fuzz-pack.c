/* libFuzzer target: question packs. A pack that loads must survive a
 * canonical save and reload unchanged, and a CSV round trip. */
#include "config.h"

#include <string.h>

#include "schott-io.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

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
      return 0;
    }
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
