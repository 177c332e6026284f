/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-application.c: app actions, style and the main window. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "sw-application.h"
#include "sw-preferences-dialog.h"
#include "sw-settings.h"
#include "sw-stall-probe.h"
#include "sw-game-table.h"
#include "sw-window.h"
#include "sw-a11y-compat.h"

struct _SwApplication
{
  AdwApplication parent_instance;

  GObject       *content;   /* the games' shared content (sw-game-table.c) */
  SwStallProbe *probe;          /* SCHOTT_WORLD_BENCHMARK */
  struct {
    gint64 start;
    gint64 update_end;
    gint64 layout_end;
    gint64 start_cpu;
    gint64 threshold;
  } frame;                          /* the frame being drawn */
};

G_DEFINE_FINAL_TYPE (SwApplication, sw_application, ADW_TYPE_APPLICATION)

static void
apply_color_scheme (void)
{
  GSettings *settings = sw_settings_get_default ();
  g_autofree char *scheme = settings != NULL ? g_settings_get_string (settings, "color-scheme") : NULL;
  AdwColorScheme value = ADW_COLOR_SCHEME_DEFAULT;

  if (g_strcmp0 (scheme, "light") == 0)
    value = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_strcmp0 (scheme, "dark") == 0)
    value = ADW_COLOR_SCHEME_FORCE_DARK;
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), value);
}

static void
on_settings_changed_cb (GSettings  *settings,
                        const char *key,
                        gpointer    user_data)
{
  if (g_str_equal (key, "color-scheme"))
    apply_color_scheme ();
}

/* The phases of a frame, for the benchmark's log (frames over 12 ms, or
 * every frame with SCHOTT_WORLD_FRAME_LOG set): the frame clock runs the
 * toolkit's own handlers first, so each of ours marks a phase's end. */
static void
on_before_paint_cb (GdkFrameClock *clock,
                    gpointer       user_data)
{
  SwApplication *self = user_data;

  self->frame.start = g_get_monotonic_time ();
  self->frame.start_cpu = sw_thread_cpu_time ();
  self->frame.update_end = self->frame.layout_end = self->frame.start;
}

static void
on_update_cb (GdkFrameClock *clock,
              gpointer       user_data)
{
  SwApplication *self = user_data;

  self->frame.update_end = g_get_monotonic_time ();
}

static void
on_layout_cb (GdkFrameClock *clock,
              gpointer       user_data)
{
  SwApplication *self = user_data;

  self->frame.layout_end = g_get_monotonic_time ();
}

/* A frame clock's log: another window's frames (the Rules) are named,
 * each window having a clock of its own. The AdwDialogs are drawn in the
 * main window's. */
typedef struct
{
  SwApplication *app;
  const char        *window;   /* a type name, or NULL for the main window */
} FrameLog;

static void
on_after_paint_cb (GdkFrameClock *clock,
                   FrameLog      *log)
{
  SwApplication *self = log->app;
  gint64 now = g_get_monotonic_time ();
  const char *dialog = log->window;

  if (self->frame.start > 0 && now - self->frame.start > self->frame.threshold)
    g_printerr ("frame%s%s: %.1f ms (CPU %.1f): update %.1f, layout %.1f, paint %.1f, ending at %.6f s\n",
                dialog != NULL ? " of " : "", dialog != NULL ? dialog : "",
                (now - self->frame.start) / 1000.0,
                (sw_thread_cpu_time () - self->frame.start_cpu) / 1000.0,
                (self->frame.update_end - self->frame.start) / 1000.0,
                (self->frame.layout_end - self->frame.update_end) / 1000.0,
                (now - self->frame.layout_end) / 1000.0,
                now / (double) G_USEC_PER_SEC);
  self->frame.start = 0;
}

static void
on_window_realize_cb (GtkWidget *window,
                      gpointer   user_data)
{
  SwApplication *self = user_data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  FrameLog *log = g_new0 (FrameLog, 1);

  self->frame.threshold = g_getenv ("SCHOTT_WORLD_FRAME_LOG") != NULL ? 0 : 12000;
  log->app = self;
  log->window = SW_IS_WINDOW (window) ? NULL : G_OBJECT_TYPE_NAME (window);
  g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint_cb), self);
  g_signal_connect (clock, "update", G_CALLBACK (on_update_cb), self);
  g_signal_connect (clock, "layout", G_CALLBACK (on_layout_cb), self);
  g_signal_connect_data (clock, "after-paint", G_CALLBACK (on_after_paint_cb), log,
                         (GClosureNotify) (void (*) (void)) g_free, 0);
}

/* Every window's frames are logged. */
static void
on_toplevels_changed_cb (GListModel *toplevels,
                         guint       position,
                         guint       removed,
                         guint       added,
                         gpointer    user_data)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      /* watched already: its realize handler says so */
      if (g_signal_handler_find (window, G_SIGNAL_MATCH_FUNC, 0, 0, NULL,
                                 on_window_realize_cb, NULL) != 0)
        continue;
      g_signal_connect (window, "realize", G_CALLBACK (on_window_realize_cb), user_data);
      if (gtk_widget_get_realized (window))
        on_window_realize_cb (window, user_data);
    }
}

static SwWindow *
main_window (SwApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  return SW_IS_WINDOW (window) ? SW_WINDOW (window) : NULL;
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  /* Closing the windows lets them store their size. A window may refuse
   * (the editor asks what to do with unsaved work): the application then
   * ends when that window closes after the answer, not now. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free (windows);
  if (gtk_application_get_windows (GTK_APPLICATION (user_data)) == NULL)
    g_application_quit (G_APPLICATION (user_data));
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  SwApplication *self = user_data;
  SwWindow *window = main_window (self);

  adw_dialog_present (sw_preferences_dialog_new (sw_settings_get_default (),
                                                 window != NULL ? sw_window_get_games (window) : NULL),
                      GTK_WIDGET (window));
}

/* The About dialog reads the name, developer, version, links, licence and
 * this release's notes from the merged (translated) metainfo, which the build
 * compiles into a GResource bundle beside the packs (data/meson.build;
 * $SCHOTT_WORLD_METAINFO_RESOURCE when running from the build folder).
 * Without the bundle it is filled in by hand, without release notes. */
static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  static const char metainfo[] = "/io/github/schottworld/SchottWorld/metainfo/" APP_ID ".metainfo.xml";
  static const char *developers[] = { "The SCHOTT World team", NULL };
  static gsize loaded = 0;
  SwApplication *self = user_data;
  AdwDialog *about;

  if (g_once_init_enter (&loaded))
    {
      const char *env = g_getenv ("SCHOTT_WORLD_METAINFO_RESOURCE");
      g_autofree char *path = g_build_filename (PKGDATADIR, "schott-world-metainfo.gresource", NULL);
      g_autoptr(GResource) resource = NULL;
      g_autoptr(GError) error = NULL;

      resource = g_resource_load (env != NULL && *env != '\0' ? env : path, &error);
      if (resource != NULL)
        g_resources_register (resource);
      else
        g_debug ("About: no metainfo resource: %s", error->message);
      g_once_init_leave (&loaded, 1);
    }

  if (g_resources_get_info (metainfo, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL))
    about = adw_about_dialog_new_from_appdata (metainfo, PACKAGE_VERSION);
  else
    {
      about = adw_about_dialog_new ();
      g_object_set (about,
                    "application-name", _("SCHOTT World"),
                    "application-icon", APP_ID,
                    "developer-name", _("The SCHOTT World team"),
                    "version", PACKAGE_VERSION,
                    "website", "https://github.com/schottworld/schott-world",
                    "issue-url", "https://github.com/schottworld/schott-world/issues",
                    "license-type", GTK_LICENSE_GPL_3_0,
                    NULL);
    }
  g_object_set (about,
                "developers", developers,
                /* Translators: put your names here, one per line */
                "translator-credits", _("translator-credits"),
                "comments", _("Two games for the family table: SCHOTT, a card-and-board race, and Best Path, a flip-and-write game."),
                NULL);
  adw_dialog_present (about, GTK_WIDGET (main_window (self)));
}

static void
on_help_shown_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(SwWindow) window = user_data;
  g_autoptr(GError) error = NULL;

  if (!gtk_uri_launcher_launch_finish (GTK_URI_LAUNCHER (source), result, &error))
    {
      sw_window_add_toast (window, _("No help viewer is installed: here are the rules in short."));
      sw_window_show_rules (window);
    }
}

static void
help_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  SwWindow *window = main_window (user_data);
  g_autoptr(GtkUriLauncher) launcher = NULL;
  g_autofree char *yelp = NULL;

  if (window == NULL)
    return;
  /* Without Yelp, "help:" URIs open nothing or an unrelated program. In a
   * Flatpak the host's Yelp cannot read the sandbox's help files, and
   * without a portal GTK never answers at all: the in-app Rules there. */
  yelp = g_find_program_in_path ("yelp");
  if (g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS))
    {
      sw_window_add_toast (window, _("The help viewer cannot open inside the sandbox: here are the rules."));
      sw_window_show_rules (window);
      return;
    }
  if (yelp == NULL)
    {
      sw_window_add_toast (window, _("No help viewer is installed: here are the rules in short."));
      sw_window_show_rules (window);
      return;
    }
  launcher = gtk_uri_launcher_new ("help:schott-world");
  gtk_uri_launcher_launch (launcher, GTK_WINDOW (window), NULL,
                           on_help_shown_cb, g_object_ref (window));
}

static const GActionEntry app_actions[] = {
  { "quit", quit_action, NULL, NULL, NULL, { 0 } },
  { "preferences", preferences_action, NULL, NULL, NULL, { 0 } },
  { "about", about_action, NULL, NULL, NULL, { 0 } },
  { "help", help_action, NULL, NULL, NULL, { 0 } },
};

/* GtkApplication adds "<resource base path>/icons" to the icon theme.
 * Our icons are installed in hicolor, none is in a resource: without that
 * path the icon theme, loaded again for the window's first icons, does
 * not look through every registered resource for each of its theme's
 * folders there. */
static void
forget_icon_resource_path (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  g_autofree char *ours = g_strconcat (g_application_get_resource_base_path (g_application_get_default ()),
                                       "/icons", NULL);
  GtkIconTheme *theme;
  g_auto(GStrv) paths = NULL;
  g_autoptr(GStrvBuilder) kept = g_strv_builder_new ();
  g_auto(GStrv) new_paths = NULL;

  if (display == NULL)
    return;
  theme = gtk_icon_theme_get_for_display (display);
  paths = gtk_icon_theme_get_resource_path (theme);
  for (guint i = 0; paths != NULL && paths[i] != NULL; i++)
    if (!g_str_has_prefix (paths[i], ours) || (paths[i][strlen (ours)] != '\0' && !g_str_equal (paths[i] + strlen (ours), "/")))
      g_strv_builder_add (kept, paths[i]);
  new_paths = g_strv_builder_end (kept);
  if (paths != NULL && g_strv_length (new_paths) != g_strv_length (paths))
    gtk_icon_theme_set_resource_path (theme, (const char * const *) new_paths);
}

static void
sw_application_startup (GApplication *app)
{
  SwApplication *self = SW_APPLICATION (app);
  GSettings *settings;
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *prefs_accels[] = { "<Control>comma", NULL };
  static const char *help_accels[] = { "F1", NULL };

  G_APPLICATION_CLASS (sw_application_parent_class)->startup (app);
  forget_icon_resource_path ();
  sw_a11y_compat_init ();

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.preferences", prefs_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.help", help_accels);

  settings = sw_settings_get_default ();
  if (settings != NULL)
    g_signal_connect (settings, "changed::color-scheme", G_CALLBACK (on_settings_changed_cb), NULL);
  apply_color_scheme ();
  gtk_window_set_default_icon_name (APP_ID);

  if (g_getenv ("SCHOTT_WORLD_BENCHMARK") != NULL)
    self->probe = sw_stall_probe_new ();
}

static void
sw_application_shutdown (GApplication *app)
{
  SwApplication *self = SW_APPLICATION (app);

  if (self->probe != NULL)
    {
      sw_stall_probe_print (self->probe);
      g_clear_pointer (&self->probe, sw_stall_probe_free);
    }
  G_APPLICATION_CLASS (sw_application_parent_class)->shutdown (app);
}

static void
sw_application_activate (GApplication *app)
{
  SwApplication *self = SW_APPLICATION (app);
  SwWindow *window = main_window (self);

  if (window == NULL)
    {
      window = sw_game_table_new_window (GTK_APPLICATION (app), sw_settings_get_default (), self->content);
      if (self->probe != NULL)
        {
          g_signal_connect_object (window, "game-shown",
                                   G_CALLBACK (sw_application_reset_stall_probe), self,
                                   G_CONNECT_SWAPPED);
          GListModel *toplevels = gtk_window_get_toplevels ();

          g_signal_connect_object (toplevels, "items-changed",
                                   G_CALLBACK (on_toplevels_changed_cb), self, 0);
          on_toplevels_changed_cb (toplevels, 0, 0, g_list_model_get_n_items (toplevels), self);
        }
    }
  gtk_window_present (GTK_WINDOW (window));
}

/* Double-click or Open With in Files: the window, then the files in
 * the editor (the last one stays open). */
static void
sw_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  SwWindow *window;

  g_application_activate (app);
  window = main_window (SW_APPLICATION (app));
  for (int i = 0; window != NULL && i < n_files; i++)
    sw_window_open_file (window, files[i]);
}

static void
sw_application_dispose (GObject *object)
{
  SwApplication *self = SW_APPLICATION (object);

  g_clear_object (&self->content);
  G_OBJECT_CLASS (sw_application_parent_class)->dispose (object);
}

static void
sw_application_class_init (SwApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = sw_application_dispose;
  app_class->startup = sw_application_startup;
  app_class->shutdown = sw_application_shutdown;
  app_class->activate = sw_application_activate;
  app_class->open = sw_application_open;
}

static void
sw_application_init (SwApplication *self)
{
  self->content = sw_game_table_new_content ();
}

void
sw_application_reset_stall_probe (SwApplication *self)
{
  GtkWindow *window;

  g_return_if_fail (SW_IS_APPLICATION (self));
  if (self->probe == NULL)
    return;
  sw_stall_probe_reset (self->probe);
  window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (window != NULL && gtk_native_get_renderer (GTK_NATIVE (window)) != NULL)
    {
      g_print ("renderer: %s\n", G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))));
      fflush (stdout);   /* a pipe: the reader waits for this line */
    }
}

SwApplication *
sw_application_new (void)
{
  return g_object_new (SW_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/schottworld/SchottWorld",
                       NULL);
}
