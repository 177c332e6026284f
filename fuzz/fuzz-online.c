/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: the one parser of incoming online game messages and
 * each game's check of what they say (Best Path's, SCHOTT's). */
#include "config.h"

#include <string.h>

#include "bp-online.h"
#include "schott-online.h"
#include "sw-online-message.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

int
LLVMFuzzerTestOneInput (const unsigned char *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SwOnlineNode) message = sw_online_message_parse ((const char *) data, size, &error);
  g_autofree char *text = NULL;
  g_autoptr (SwOnlineNode) again = NULL;

  if (message == NULL)
    {
      if (error == NULL || error->domain != SW_ONLINE_ERROR)
        __builtin_trap ();
      return 0;
    }
  if (!bp_online_message_check (message, &error))
    g_clear_error (&error);
  if (!schott_online_message_check (message, &error))
    g_clear_error (&error);
  /* What we write, we read back the same. */
  text = sw_online_message_to_string (message);
  again = sw_online_message_parse (text, strlen (text), &error);
  if (again == NULL && (error == NULL || error->code != SW_ONLINE_ERROR_TOO_LARGE))
    __builtin_trap ();
  return 0;
}
