/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-content-private.h: SchottContent's struct, shared by its files:
 * schott-content.c (loading the packs, event texts and variants, the
 * user's packs folder) and schott-content-questions.c (which questions a
 * game asks, and the history of those asked). The side file calls only
 * the public functions of the first. */
#pragma once

#include "schott-content.h"

G_BEGIN_DECLS

typedef struct
{
  char              *id;
  SchottVariant      variant;
  SchottVariantInfo *info;    /* NULL for a built-in without a file */
} VariantEntry;

typedef struct
{
  GPtrArray        *packs;     /* SchottPack * */
  GPtrArray        *pack_paths; /* char *, the file of each pack */
  GPtrArray        *variants;  /* VariantEntry * */
  GPtrArray        *problems;  /* SchottPackFileProblem *, the user's folder */
  SchottEventTexts *events;
} Loaded;

struct _SchottContent
{
  GObject  parent_instance;

  GMutex   lock;
  Loaded  *loaded;
  /* Replaced loads stay alive: a running game still reads their packs. */
  GPtrArray *retired;
  char    *ui_lang;

  GFileMonitor *monitor;      /* the user's packs folder, once watched */
  GPtrArray    *just_added;
  GKeyFile     *asked;        /* the history of asked questions, once read */
  guint         asked_write_id;   /* char *: files "Add a Pack…" copied, not yet shown */
  guint         reload_id;    /* a reload after the folder changed, soon */
};

G_END_DECLS
