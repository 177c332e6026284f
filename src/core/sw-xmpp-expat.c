/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sw-xmpp-expat.c: libstrophe's stream parser without Expat's reparse
 * deferral.
 *
 * Since 2.6.0, Expat does not try a partial token again until the input
 * waiting for it has doubled ("reparse deferral", which keeps a huge token
 * fed in small pieces from costing quadratic time). libstrophe feeds its
 * stream parser whatever the socket yields and leaves deferral on. So once
 * a stanza with one large token has come in pieces (an attribute of 40 KB,
 * read 4 KiB at a time), the stanzas that follow it wait in Expat's buffer
 * until about as many bytes again arrive. On a quiet table they never do:
 * one member's large message froze a SCHOTT table for good, in 3 of 4
 * runs of the hostile test (2026-11-29), with every byte read from the
 * socket and none handled.
 *
 * libstrophe makes its parser with XML_ParserCreate_MM and renews it with
 * XML_ParserReset at each stream restart (which turns deferral back on).
 * Both are defined here, in the program, so the dynamic linker resolves
 * libstrophe's calls to them; each calls Expat's own and turns deferral
 * off. The quadratic case deferral guards against is bounded by the
 * server's stanza size limit. A libstrophe built on libxml2 (our Flatpak)
 * never calls them; another user of Expat in the process (fontconfig)
 * only parses trusted files, at the same speed as before Expat 2.6. */
#include "config.h"

#include <dlfcn.h>
#include <expat.h>
#include <glib.h>

#include "sw-xmpp-private.h"

typedef XML_Parser (*CreateFunc) (const XML_Char *, const XML_Memory_Handling_Suite *, const XML_Char *);
typedef XML_Bool   (*ResetFunc)  (XML_Parser, const XML_Char *);
typedef XML_Bool   (*DeferFunc)  (XML_Parser, XML_Bool);

static gpointer
expat_symbol (const char *name)
{
  /* the next definition after ours: Expat's */
  return dlsym (RTLD_NEXT, name);
}

static void
no_deferral (XML_Parser parser)
{
  static DeferFunc set_deferral;
  static gsize looked_up;

  if (g_once_init_enter (&looked_up))
    {
      /* absent before Expat 2.6, which does not defer */
      set_deferral = (DeferFunc) expat_symbol ("XML_SetReparseDeferralEnabled");
      g_once_init_leave (&looked_up, 1);
    }
  if (parser != NULL && set_deferral != NULL)
    set_deferral (parser, XML_FALSE);
}

XML_Parser
XML_ParserCreate_MM (const XML_Char                   *encoding,
                     const XML_Memory_Handling_Suite  *memsuite,
                     const XML_Char                   *namespace_separator)
{
  CreateFunc create = (CreateFunc) expat_symbol ("XML_ParserCreate_MM");
  XML_Parser parser;

  if (create == NULL)
    return NULL;
  parser = create (encoding, memsuite, namespace_separator);
  no_deferral (parser);
  return parser;
}

XML_Bool
XML_ParserReset (XML_Parser      parser,
                 const XML_Char *encoding)
{
  ResetFunc reset = (ResetFunc) expat_symbol ("XML_ParserReset");
  XML_Bool done;

  if (reset == NULL)
    return XML_FALSE;
  done = reset (parser, encoding);
  if (done)
    no_deferral (parser);
  return done;
}

/* Looks Expat's functions up once, and links this file into every
 * program that connects (sw_xmpp_new calls it). */
void
_sw_xmpp_expat_init (void)
{
  no_deferral (NULL);
}
