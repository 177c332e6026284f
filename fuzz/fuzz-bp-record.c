/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target: the JSON reader of Best Path game records
 * (`schott-cli best-path check`). Whatever it reads, every value knows
 * where it starts, and every refusal says where (issue 27, item 13: a
 * problem is always located). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "bp-json.h"

int LLVMFuzzerTestOneInput (const unsigned char *data, size_t size);

static void
check_located (const BpJson *value, guint depth)
{
  if (value->line < 1 || value->column < 1 || depth > 64)
    __builtin_trap ();
  if (value->type == BP_JSON_OBJECT && value->keys->len != value->items->len)
    __builtin_trap ();
  if (value->type == BP_JSON_ARRAY || value->type == BP_JSON_OBJECT)
    for (guint i = 0; i < value->items->len; i++)
      check_located (g_ptr_array_index (value->items, i), depth + 1);
}

int
LLVMFuzzerTestOneInput (const unsigned char *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BpJson) root = bp_json_parse ((const char *) data, size, &error);
  guint line = 0, column = 0;

  if (root != NULL)
    {
      check_located (root, 0);
      /* the members a record needs: absent or present, never a crash */
      if (root->type == BP_JSON_OBJECT)
        {
          (void) bp_json_member (root, "cards");
          (void) bp_json_member (root, "players");
        }
      return 0;
    }
  if (error == NULL || sscanf (error->message, "%u:%u:", &line, &column) != 2
      || line < 1 || column < 1)
    __builtin_trap ();
  return 0;
}
