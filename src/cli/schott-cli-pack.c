/* schott-cli-pack.c: `schott-cli pack ...`.
 *
 * STUB for the io work: replace this whole file with the real pack
 * subcommand (check/convert question packs through src/io). Keep the
 * signature `int schott_cli_pack_main (int argc, char **argv)`; argv[0] is
 * "schott-cli pack". Add the io dependency in src/cli/meson.build (it is
 * already linked when io_dep exists).
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "schott-cli-private.h"

int
schott_cli_pack_main (int    argc,
                      char **argv)
{
  fprintf (stderr, "%s\n", _("pack: not available yet"));
  return SCHOTT_CLI_EXIT_USAGE;
}
