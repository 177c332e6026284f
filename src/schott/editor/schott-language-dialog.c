/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-language-dialog.c: a searchable list of languages by name, for
 * a pack's Add Language. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "schott-language-dialog.h"

struct _SchottLanguageDialog
{
  AdwDialog       parent_instance;

  GtkSearchEntry *search_entry;
  GtkListBox     *list;
  AdwActionRow   *tag_row;      /* "Use the tag …": a language not listed */

  GStrv           present;
  char           *folded;       /* the search, case-folded ("" shows all) */
  char           *typed_tag;    /* the search as a tag, when it is one */
};

G_DEFINE_FINAL_TYPE (SchottLanguageDialog, schott_language_dialog, ADW_TYPE_DIALOG)

enum
{
  LANGUAGE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The languages offered: the tag a pack gets, the name (translated into
 * the interface's language) and the language's name for itself. */
typedef struct
{
  const char *tag;
  const char *name;
  const char *own_name;
} LanguageName;

static const LanguageName language_names[] = {
  { "ar", N_("Arabic"), "العربية" },
  { "bg", N_("Bulgarian"), "Български" },
  { "bn", N_("Bengali"), "বাংলা" },
  { "ca", N_("Catalan"), "Català" },
  { "cs", N_("Czech"), "Čeština" },
  { "cy", N_("Welsh"), "Cymraeg" },
  { "da", N_("Danish"), "Dansk" },
  { "de", N_("German"), "Deutsch" },
  { "el", N_("Greek"), "Ελληνικά" },
  { "en", N_("English"), "English" },
  { "eo", N_("Esperanto"), "Esperanto" },
  { "es", N_("Spanish"), "Español" },
  { "et", N_("Estonian"), "Eesti" },
  { "eu", N_("Basque"), "Euskara" },
  { "fa", N_("Persian"), "فارسی" },
  { "fi", N_("Finnish"), "Suomi" },
  { "fr", N_("French"), "Français" },
  { "ga", N_("Irish"), "Gaeilge" },
  { "gl", N_("Galician"), "Galego" },
  { "he", N_("Hebrew"), "עברית" },
  { "hi", N_("Hindi"), "हिन्दी" },
  { "hr", N_("Croatian"), "Hrvatski" },
  { "hu", N_("Hungarian"), "Magyar" },
  { "id", N_("Indonesian"), "Bahasa Indonesia" },
  { "is", N_("Icelandic"), "Íslenska" },
  { "it", N_("Italian"), "Italiano" },
  { "ja", N_("Japanese"), "日本語" },
  { "jv", N_("Javanese"), "Basa Jawa" },
  { "ko", N_("Korean"), "한국어" },
  { "lt", N_("Lithuanian"), "Lietuvių" },
  { "lv", N_("Latvian"), "Latviešu" },
  { "ms", N_("Malay"), "Bahasa Melayu" },
  { "nb", N_("Norwegian Bokmål"), "Norsk bokmål" },
  { "nl", N_("Dutch"), "Nederlands" },
  { "pl", N_("Polish"), "Polski" },
  { "pt", N_("Portuguese"), "Português" },
  { "pt-BR", N_("Portuguese (Brazil)"), "Português (Brasil)" },
  { "ro", N_("Romanian"), "Română" },
  { "ru", N_("Russian"), "Русский" },
  { "sk", N_("Slovak"), "Slovenčina" },
  { "sl", N_("Slovenian"), "Slovenščina" },
  { "sr", N_("Serbian"), "Српски" },
  { "sv", N_("Swedish"), "Svenska" },
  { "sw", N_("Swahili"), "Kiswahili" },
  { "th", N_("Thai"), "ไทย" },
  { "tr", N_("Turkish"), "Türkçe" },
  { "uk", N_("Ukrainian"), "Українська" },
  { "vi", N_("Vietnamese"), "Tiếng Việt" },
  { "zh-CN", N_("Chinese (simplified)"), "简体中文" },
  { "zh-TW", N_("Chinese (traditional)"), "繁體中文" },
};

static const LanguageName *
find_language (const char *tag)
{
  for (guint i = 0; tag != NULL && i < G_N_ELEMENTS (language_names); i++)
    if (g_ascii_strcasecmp (language_names[i].tag, tag) == 0)
      return &language_names[i];
  return NULL;
}

/* A language tag as packs write them: a language of 2–3 letters, then
 * subtags of 2–8 letters or digits ("pt-BR", "sr-Latn", "gsw"); "_" is
 * taken for "-" as locales write it. NULL when text is none. */
static char *
tag_from_text (const char *text)
{
  g_autofree char *tag = g_strdelimit (g_strstrip (g_strdup (text)), "_", '-');
  g_auto (GStrv) parts = g_strsplit (tag, "-", -1);

  if (parts[0] == NULL)
    return NULL;
  for (guint i = 0; parts[i] != NULL; i++)
    {
      gsize len = strlen (parts[i]);

      if (i == 0 ? len < 2 || len > 3 : len < 2 || len > 8)
        return NULL;
      for (const char *p = parts[i]; *p; p++)
        if (i == 0 ? !g_ascii_isalpha (*p) : !g_ascii_isalnum (*p))
          return NULL;
    }
  return g_steal_pointer (&tag);
}

static gboolean
is_present (SchottLanguageDialog *self, const char *tag)
{
  for (guint i = 0; self->present != NULL && self->present[i] != NULL; i++)
    if (g_ascii_strcasecmp (self->present[i], tag) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
text_matches (const char *folded, const char *text)
{
  g_autofree char *haystack = g_utf8_casefold (text, -1);

  /* "span" finds "Spanish", "espan" finds "Español" */
  return strstr (haystack, folded) != NULL || g_str_match_string (folded, text, TRUE);
}

static gboolean
filter_row_cb (GtkListBoxRow *row, gpointer data)
{
  SchottLanguageDialog *self = data;
  const LanguageName *language = g_object_get_data (G_OBJECT (row), "language");

  if (row == GTK_LIST_BOX_ROW (self->tag_row))
    return self->typed_tag != NULL && find_language (self->typed_tag) == NULL
           && !is_present (self, self->typed_tag);
  if (language == NULL || self->folded == NULL || *self->folded == '\0')
    return TRUE;
  return text_matches (self->folded, _(language->name)) || text_matches (self->folded, language->own_name)
         || text_matches (self->folded, language->name)
         || g_ascii_strncasecmp (language->tag, self->folded, strlen (self->folded)) == 0;
}

static void
choose (SchottLanguageDialog *self, GtkListBoxRow *row)
{
  const LanguageName *language = g_object_get_data (G_OBJECT (row), "language");
  g_autofree char *tag = g_strdup (language != NULL ? language->tag : self->typed_tag);

  if (tag == NULL)
    return;
  g_object_ref (self);
  adw_dialog_close (ADW_DIALOG (self));
  g_signal_emit (self, signals[LANGUAGE_CHOSEN], 0, tag);
  g_object_unref (self);
}

static void
on_row_activated_cb (GtkListBox *list, GtkListBoxRow *row, SchottLanguageDialog *self)
{
  choose (self, row);
}

static void
on_search_changed_cb (GtkSearchEntry *entry, SchottLanguageDialog *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  g_autofree char *title = NULL;

  g_free (self->folded);
  self->folded = g_utf8_casefold (stripped, -1);
  g_free (self->typed_tag);
  self->typed_tag = tag_from_text (stripped);
  if (self->typed_tag != NULL)
    {
      /* Translators: a row of Add a Language for a language not listed;
       * %s is the tag typed, "pt-AO" */
      title = g_strdup_printf (_("Use the tag “%s”"), self->typed_tag);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->tag_row), title);
    }
  gtk_list_box_invalidate_filter (self->list);
}

/* Enter in the search chooses the first language shown. */
static void
on_search_activate_cb (GtkSearchEntry *entry, SchottLanguageDialog *self)
{
  GtkListBoxRow *row = schott_language_dialog_get_shown_row (self, 0);

  if (row != NULL)
    choose (self, row);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  const LanguageName *x = *(const LanguageName * const *) a;
  const LanguageName *y = *(const LanguageName * const *) b;

  return g_utf8_collate (_(x->name), _(y->name));
}

static void
add_rows (SchottLanguageDialog *self)
{
  g_autoptr (GPtrArray) sorted = g_ptr_array_new ();

  self->tag_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_action_row_set_subtitle (self->tag_row, _("A language that is not in the list"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->tag_row), TRUE);
  gtk_list_box_append (self->list, GTK_WIDGET (self->tag_row));

  for (guint i = 0; i < G_N_ELEMENTS (language_names); i++)
    if (!is_present (self, language_names[i].tag))
      g_ptr_array_add (sorted, (gpointer) &language_names[i]);
  g_ptr_array_sort (sorted, compare_names);
  for (guint i = 0; i < sorted->len; i++)
    {
      const LanguageName *language = g_ptr_array_index (sorted, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *tag = gtk_label_new (language->tag);
      const char *name = _(language->name);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      /* the name a speaker of it knows, unless it is the same */
      if (g_strcmp0 (name, language->own_name) != 0)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), language->own_name);
      gtk_widget_add_css_class (tag, "dim-label");
      gtk_widget_add_css_class (tag, "monospace");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), tag);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "language", (gpointer) language);
      gtk_list_box_append (self->list, row);
    }
}

static void
schott_language_dialog_finalize (GObject *object)
{
  SchottLanguageDialog *self = SCHOTT_LANGUAGE_DIALOG (object);

  g_strfreev (self->present);
  g_free (self->folded);
  g_free (self->typed_tag);
  G_OBJECT_CLASS (schott_language_dialog_parent_class)->finalize (object);
}

static void
schott_language_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SCHOTT_TYPE_LANGUAGE_DIALOG);
  G_OBJECT_CLASS (schott_language_dialog_parent_class)->dispose (object);
}

static void
schott_language_dialog_class_init (SchottLanguageDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = schott_language_dialog_dispose;
  object_class->finalize = schott_language_dialog_finalize;
  signals[LANGUAGE_CHOSEN] = g_signal_new ("language-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/schottworld/SchottWorld/schott/schott-language-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SchottLanguageDialog, search_entry);
  gtk_widget_class_bind_template_child (widget_class, SchottLanguageDialog, list);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated_cb);
}

static void
schott_language_dialog_init (SchottLanguageDialog *self)
{
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));
  placeholder = adw_status_page_new ();
  adw_status_page_set_title (ADW_STATUS_PAGE (placeholder), _("No Language Found"));
  adw_status_page_set_description (ADW_STATUS_PAGE (placeholder),
                                   _("Search for another name, or type a language tag such as “pt-AO”."));
  gtk_widget_add_css_class (placeholder, "compact");
  gtk_list_box_set_placeholder (self->list, placeholder);
  gtk_list_box_set_filter_func (self->list, filter_row_cb, self, NULL);
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
  adw_dialog_set_focus (ADW_DIALOG (self), GTK_WIDGET (self->search_entry));
}

AdwDialog *
schott_language_dialog_new (const char * const *present)
{
  SchottLanguageDialog *self = g_object_new (SCHOTT_TYPE_LANGUAGE_DIALOG, NULL);

  self->present = g_strdupv ((char **) present);
  add_rows (self);
  gtk_list_box_invalidate_filter (self->list);
  return ADW_DIALOG (self);
}

const char *
schott_language_dialog_name_for_tag (const char *tag)
{
  const LanguageName *language = find_language (tag);

  return language != NULL ? _(language->name) : NULL;
}

GtkSearchEntry *
schott_language_dialog_get_search_entry (SchottLanguageDialog *self)
{
  g_return_val_if_fail (SCHOTT_IS_LANGUAGE_DIALOG (self), NULL);
  return self->search_entry;
}

GtkListBoxRow *
schott_language_dialog_get_shown_row (SchottLanguageDialog *self,
                                      guint                 index)
{
  g_return_val_if_fail (SCHOTT_IS_LANGUAGE_DIALOG (self), NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child) && gtk_widget_get_child_visible (child) && index-- == 0)
      return GTK_LIST_BOX_ROW (child);
  return NULL;
}

guint
schott_language_dialog_get_n_shown (SchottLanguageDialog *self)
{
  guint n = 0;

  g_return_val_if_fail (SCHOTT_IS_LANGUAGE_DIALOG (self), 0);
  while (schott_language_dialog_get_shown_row (self, n) != NULL)
    n++;
  return n;
}
