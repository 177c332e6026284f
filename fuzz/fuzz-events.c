/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: event-card texts. */
#include "config.h"

#include <string.h>

#include "schott-io.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

int
LLVMFuzzerTestOneInput (const unsigned char *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SchottEventTexts) texts =
    schott_event_texts_load_from_data ((const char *) data, size, "fuzz", &error);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr (SchottEventTexts) again = NULL;
  SchottVariant variant;
  gsize len;

  if (texts == NULL)
    {
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz:"))
        __builtin_trap ();
      return 0;
    }
  schott_variant_init_default (&variant);
  schott_event_texts_apply (texts, &variant);
  first = schott_event_texts_to_data (texts, &len);
  again = schott_event_texts_load_from_data (first, len, "canonical", NULL);
  if (again == NULL)
    __builtin_trap ();
  second = schott_event_texts_to_data (again, NULL);
  if (strcmp (first, second) != 0)
    __builtin_trap ();
  return 0;
}
