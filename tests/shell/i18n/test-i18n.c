/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-i18n.c: the main window and the Rules window speak the chosen language.
 *
 * The parent process reads po/LINGUAS and, for "en" plus every listed
 * language, re-runs itself as a test subprocess with LANG set to a real
 * locale of that language and LANGUAGE set to the language, so each
 * language starts from a clean gettext and GTK state (as a person starting
 * the app with that language would). LANGUAGE alone is not enough: glibc
 * 2.41 ignores it under LANG=C.UTF-8, so the locales (en_US, de_DE, fr_FR,
 * id_ID, it_IT, zh_CN, .UTF-8) must be generated on the machine that runs
 * the test; a missing one fails the test. The child binds the text domain to the
 * build tree's compiled catalogs (SCHOTT_WORLD_LOCALEDIR, the variable
 * main.c honours), opens the real windows under Xvfb, collects the text of
 * every mapped GtkLabel (buttons, rows, headings and AdwWindowTitle draw
 * their text with labels) and checks:
 *   - a few known strings are shown, as the catalog translates them;
 *   - for a translation, the catalog really has them translated (the .mo
 *     was built and loaded), and no shown text is an English original
 *     that the catalog translates differently (a string left in English).
 */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "schott-content.h"
#include "schott-rules-dialog.h"
#include "sw-game-table.h"
#include "sw-settings.h"
#include "sw-window.h"
#include "../../common/sw-test-util.h"

static GPtrArray *languages;

/* Whether setlocale (LC_ALL, "") accepted the environment's locale. */
static gboolean locale_available;

/* The locale a language's test runs under: "zh_CN" names its own territory,
 * a few languages have a territory of another name, and any other "ll" is
 * ll_LL (de_DE, fr_FR, id_ID, it_IT). */
static char *
locale_for_language (const char *lang)
{
  static const struct { const char *lang; const char *locale; } territories[] = {
    { "en", "en_US" }, { "cs", "cs_CZ" }, { "da", "da_DK" }, { "el", "el_GR" },
    { "ja", "ja_JP" }, { "ko", "ko_KR" }, { "sv", "sv_SE" }, { "uk", "uk_UA" },
  };
  g_autofree char *territory = NULL;

  if (strchr (lang, '_') != NULL)
    return g_strconcat (lang, ".UTF-8", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (territories); i++)
    if (g_str_equal (lang, territories[i].lang))
      return g_strconcat (territories[i].locale, ".UTF-8", NULL);
  territory = g_ascii_strup (lang, -1);
  return g_strconcat (lang, "_", territory, ".UTF-8", NULL);
}

static void
iterate_until (gboolean (*done) (gpointer), gpointer data, guint timeout_s)
{
  g_assert_true (sw_test_iterate_until (done, data, timeout_s * 1000));
}

static gboolean
content_loaded (gpointer data)
{
  return schott_content_get_n_packs (SCHOTT_CONTENT (data)) > 0;
}

/* The text of every mapped label under @widget, in tree order. */
static void
collect_texts (GtkWidget *widget,
               GPtrArray *texts)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));
      if (text != NULL && *text != '\0')
        g_ptr_array_add (texts, g_strdup (text));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, texts);
}

/* A label's text drops the mnemonic underscore of its msgid. */
static char *
without_mnemonic (const char *text)
{
  GString *s = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '_' && p[1] == '_')
        g_string_append_c (s, *++p);
      else if (*p != '_')
        g_string_append_c (s, *p);
    }
  return g_string_free (s, FALSE);
}

static gboolean
is_english (void)
{
  return g_strcmp0 (g_getenv ("LANGUAGE"), "en") == 0;
}

static gboolean
texts_contain (GPtrArray  *texts,
               const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (g_strcmp0 (g_ptr_array_index (texts, i), text) == 0)
      return TRUE;
  return FALSE;
}

/* The Rules dialog shows its title, in the language of the test. */
static gboolean
rules_title_shown (gpointer data)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *title = without_mnemonic (g_dgettext (GETTEXT_PACKAGE, "Rules"));

  collect_texts (GTK_WIDGET (data), texts);
  return texts_contain (texts, title);
}

static void
dump_texts (GPtrArray *texts)
{
  for (guint i = 0; i < texts->len; i++)
    g_printerr ("#   shown: “%s”\n", (const char *) g_ptr_array_index (texts, i));
}

/* @msgid must be shown, as the catalog translates it (or untranslated for en). */
static void
assert_shown (GPtrArray  *texts,
              const char *msgid)
{
  const char *translated = g_dgettext (GETTEXT_PACKAGE, msgid);
  g_autofree char *expected = without_mnemonic (translated);

  if (is_english ())
    g_assert_cmpstr (translated, ==, msgid);
  else if (g_strcmp0 (translated, msgid) == 0)
    {
      g_printerr ("# %s: “%s” has no translation in the catalog\n", g_getenv ("LANGUAGE"), msgid);
      g_assert_cmpstr (translated, !=, msgid);
    }
  if (!texts_contain (texts, expected))
    {
      dump_texts (texts);
      g_printerr ("# %s: “%s” (for “%s”) is not shown\n", g_getenv ("LANGUAGE"), expected, msgid);
      g_assert_true (texts_contain (texts, expected));
    }
}

/* No shown text may be an English msgid that the catalog translates. */
static void
assert_nothing_left_in_english (GPtrArray *texts)
{
  guint left = 0;

  if (is_english ())
    return;
  for (guint i = 0; i < texts->len; i++)
    {
      const char *text = g_ptr_array_index (texts, i);
      const char *translated = g_dgettext (GETTEXT_PACKAGE, text);

      if (translated != text && g_strcmp0 (translated, text) != 0)
        {
          g_printerr ("# %s: “%s” is shown in English (the catalog says “%s”)\n",
                      g_getenv ("LANGUAGE"), text, translated);
          left++;
        }
    }
  g_assert_cmpuint (left, ==, 0);
}

static void
check_main_window (void)
{
  g_autoptr(SchottContent) content = schott_content_new ();
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  SwWindow *window;

  /* a returning player's first page, New Game (a newcomer's is the welcome) */
  g_settings_set_boolean (sw_settings_get_default (), "welcome-shown", TRUE);
  window = sw_game_table_new_window (NULL, sw_settings_get_default (), G_OBJECT (content));

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  iterate_until (content_loaded, content, 10);
  sw_test_iterate_for (200);
  g_assert_cmpstr (sw_window_get_page (window), ==, "setup");

  collect_texts (GTK_WIDGET (window), texts);
  g_test_message ("%s: %u texts shown in the main window", g_getenv ("LANGUAGE"), texts->len);
  /* The view switcher, the New Game page's title, groups and button
   * (strings that no language keeps in English: "Editor" is German too). */
  assert_shown (texts, "Game");
  assert_shown (texts, "Players");
  assert_shown (texts, "Question Packs");
  assert_shown (texts, "Start Game");
  assert_nothing_left_in_english (texts);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
check_rules_window (void)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *window = adw_window_new ();
  SchottRulesDialog *rules;
  g_autofree char *step = NULL;

  /* The Rules dialog over a window, as the app shows it. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  adw_window_set_content (ADW_WINDOW (window), adw_status_page_new ());
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (sw_test_is_mapped, window, 10);
  rules = schott_rules_dialog_present (window);
  iterate_until (sw_test_is_mapped, rules, 10);
  /* the dialog's title is shown once its opening animation has run, which
   * takes longer under the sanitizers */
  iterate_until (rules_title_shown, rules, 10);
  sw_test_iterate_for (200);
  g_assert_cmpuint (sw_steps_dialog_get_step (SW_STEPS_DIALOG (rules)), ==, 0);

  collect_texts (GTK_WIDGET (rules), texts);
  g_test_message ("%s: %u texts shown in the Rules window", g_getenv ("LANGUAGE"), texts->len);
  assert_shown (texts, "Rules");
  assert_shown (texts, "Steps");
  assert_shown (texts, "The Goal");
  assert_shown (texts, "_Next");
  assert_shown (texts, "The game is played in stages. A stage ends when somebody's row is in order "
                       "from the first card to the last. Then every figure moves one field for each "
                       "card at the beginning of its row that is already in order, so a nearly sorted "
                       "row is worth a lot too.");
  /* A formatted subtitle: "Step 1 of 10" in the window title. */
  step = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "Step %u of %u"), 1u,
                          sw_steps_dialog_get_n_steps (SW_STEPS_DIALOG (rules)));
  if (!is_english ())
    g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Step %u of %u"), !=, "Step %u of %u");
  if (!texts_contain (texts, step))
    {
      dump_texts (texts);
      g_printerr ("# “%s” is not shown\n", step);
      g_assert_true (texts_contain (texts, step));
    }
  assert_nothing_left_in_english (texts);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The parent sets LANGUAGE and runs the same test path in a fresh process.
 * GTK starts only in that child, after GLib isolated the user folders, so
 * nothing GTK cached from the real folders is left behind. */
static void
run_in_language (gconstpointer data)
{
  const char *lang = data;
  g_autofree char *locale = locale_for_language (lang);
  g_auto(GStrv) envp = NULL;
  g_autoptr(GPtrArray) lc_names = NULL;

  if (g_test_subprocess ())
    {
      g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, lang);
      g_assert_cmpstr (g_getenv ("LANG"), ==, locale);
      if (!locale_available)
        {
          g_printerr ("# %s: the locale %s is not available here: generate it "
                      "(locale-gen, or localedef -i %.*s -f UTF-8 %s)\n",
                      lang, locale, (int) strcspn (locale, "."), locale, locale);
          g_assert_true (locale_available);
        }
      gtk_init ();
      adw_init ();
      check_main_window ();
      check_rules_window ();
      return;
    }
  /* The child's locale comes from LANG alone: no LC_* variable of the
   * caller's may override it. */
  envp = g_get_environ ();
  lc_names = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; envp[i] != NULL; i++)
    if (g_str_has_prefix (envp[i], "LC_"))
      g_ptr_array_add (lc_names, g_strndup (envp[i], strcspn (envp[i], "=")));
  for (guint i = 0; i < lc_names->len; i++)
    envp = g_environ_unsetenv (envp, g_ptr_array_index (lc_names, i));
  envp = g_environ_setenv (envp, "LANG", locale, TRUE);
  envp = g_environ_setenv (envp, "LANGUAGE", lang, TRUE);
  g_test_message ("%s: LANG=%s LANGUAGE=%s", lang, locale, lang);
  g_test_trap_subprocess_with_envp (NULL, (const char * const *) envp,
                                    300 * G_USEC_PER_SEC,
                                    G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
read_languages (void)
{
  const char *path = g_getenv ("SCHOTT_I18N_LINGUAS");
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;

  languages = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (languages, g_strdup ("en"));
  g_assert_nonnull (path);
  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *lang = g_strstrip (lines[i]);
      if (*lang != '\0' && *lang != '#')
        g_ptr_array_add (languages, g_strdup (lang));
    }
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("SCHOTT_WORLD_LOCALEDIR");
  g_autoptr(GString) list = g_string_new (NULL);
  int ret;

  locale_available = setlocale (LC_ALL, "") != NULL;
  g_assert_nonnull (localedir);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_log_set_fatal_handler (sw_test_ignore_icon_warnings, NULL);
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  /* A failing language must not hide the ones after it. */
  if (!g_test_subprocess ())
    g_test_set_nonfatal_assertions ();
  read_languages ();
  for (guint i = 0; i < languages->len; i++)
    {
      const char *lang = g_ptr_array_index (languages, i);
      g_autofree char *path = g_strdup_printf ("/i18n/%s/main-and-rules-windows", lang);

      g_string_append_printf (list, " %s", lang);
      g_test_add_data_func (path, lang, run_in_language);
    }
  if (!g_test_subprocess ())
    g_test_message ("UI languages tested (en plus po/LINGUAS):%s", list->str);
  ret = g_test_run ();
  g_ptr_array_unref (languages);
  return ret;
}
