/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The stream parser libstrophe makes (through the program's global scope,
 * as libstrophe's own calls are resolved) handles a stanza as soon as it
 * is whole, even after a large token that came in pieces; Expat's own
 * parser, with its reparse deferral, is the control that shows the test
 * can see the difference (sw-xmpp-expat.c). */
#include "config.h"

#include <dlfcn.h>
#include <expat.h>
#include <glib.h>

#include "sw-xmpp-private.h"

typedef XML_Parser (*CreateFunc) (const XML_Char *, const XML_Memory_Handling_Suite *, const XML_Char *);
typedef XML_Bool   (*ResetFunc)  (XML_Parser, const XML_Char *);

static void
on_start (void            *user_data,
          const XML_Char  *name,
          const XML_Char **attributes)
{
  (*(guint *) user_data)++;
}

/* A stream, a stanza whose attribute of 16 KiB comes 1 KiB at a time,
 * then a small stanza: how many elements began by the end of the input. */
static guint
elements_seen (XML_Parser parser)
{
  g_autofree char *piece = g_strnfill (1024, 'x');
  guint started = 0;

  XML_SetUserData (parser, &started);
  XML_SetStartElementHandler (parser, on_start);
  g_assert_cmpint (XML_Parse (parser, "<stream><m v='", 14, XML_FALSE), ==, XML_STATUS_OK);
  for (guint i = 0; i < 16; i++)
    g_assert_cmpint (XML_Parse (parser, piece, 1024, XML_FALSE), ==, XML_STATUS_OK);
  g_assert_cmpint (XML_Parse (parser, "'/><m/>", 7, XML_FALSE), ==, XML_STATUS_OK);
  return started;
}

static void
test_libstrophe_parser (void)
{
  CreateFunc create = (CreateFunc) dlsym (RTLD_DEFAULT, "XML_ParserCreate_MM");
  ResetFunc reset = (ResetFunc) dlsym (RTLD_DEFAULT, "XML_ParserReset");
  XML_Parser parser;

  g_assert_nonnull (create);
  g_assert_nonnull (reset);
  parser = create (NULL, NULL, NULL);
  g_assert_nonnull (parser);
  g_assert_cmpuint (elements_seen (parser), ==, 3);
  /* libstrophe renews the parser at each stream restart */
  g_assert_true (reset (parser, NULL));
  g_assert_cmpuint (elements_seen (parser), ==, 3);
  XML_ParserFree (parser);
}

static void
test_expat_control (void)
{
  /* Expat's own, past ours in the lookup order */
  CreateFunc create = (CreateFunc) dlsym (RTLD_NEXT, "XML_ParserCreate_MM");
  XML_Parser parser;

  if (dlsym (RTLD_NEXT, "XML_SetReparseDeferralEnabled") == NULL)
    {
      g_test_skip ("this Expat is older than 2.6 and does not defer");
      return;
    }
  g_assert_nonnull (create);
  g_assert_true (create != (CreateFunc) dlsym (RTLD_DEFAULT, "XML_ParserCreate_MM"));
  parser = create (NULL, NULL, NULL);
  /* the second stanza waits for more input */
  g_assert_cmpuint (elements_seen (parser), <, 3);
  XML_ParserFree (parser);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  _sw_xmpp_expat_init ();
  g_test_add_func ("/xmpp-expat/libstrophe-parser", test_libstrophe_parser);
  g_test_add_func ("/xmpp-expat/expat-control", test_expat_control);
  return g_test_run ();
}
