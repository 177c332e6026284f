/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: sets up gettext and runs SwApplication. */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "sw-application.h"
#include "sw-renderer.h"

/* When run from the build tree (meson devenv), prefer the build's compiled
 * translations so a change can be tried without installing. */
static const char *
find_locale_dir (void)
{
  static char *build_po_dir;
  const char *env = g_getenv ("SCHOTT_WORLD_LOCALEDIR");

  if (env != NULL && *env != '\0')
    return env;

  if (build_po_dir == NULL)
    {
      g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
      if (exe != NULL)
        {
          g_autofree char *dir = g_path_get_dirname (exe);
          /* build/src/shell/schott-world -> build/po */
          g_autofree char *po = g_build_filename (dir, "..", "..", "po", NULL);
          g_autoptr(GDir) po_dir = g_dir_open (po, 0, NULL);
          const char *lang;

          while (po_dir != NULL && (lang = g_dir_read_name (po_dir)) != NULL)
            {
              g_autofree char *mo = g_build_filename (po, lang, "LC_MESSAGES",
                                                      GETTEXT_PACKAGE ".mo", NULL);
              if (g_file_test (mo, G_FILE_TEST_EXISTS))
                {
                  build_po_dir = g_canonicalize_filename (po, NULL);
                  break;
                }
            }
        }
    }

  return build_po_dir != NULL ? build_po_dir : LOCALEDIR;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SwApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, find_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("SCHOTT World"));
  sw_renderer_init_gtk ();

  app = sw_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
