/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-content-questions.c: the questions a game asks, drawn from the
 * packs it plays with in an order that leaves out those other games asked
 * lately, and the history of asked questions behind that. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "schott-content-private.h"
#include "sw-rng.h"

/* Questions asked in earlier games (issue 26): per pack, the question ids
 * and the seed of the game that asked each. A game leaves its own
 * questions out when it orders the deck, so a game brought back from its
 * autosave asks the same questions in the same order; a pack whose
 * questions were all asked by other games starts afresh. Kept in
 * asked-questions.ini in the user's data folder, written after a question
 * (through GIO, off the main thread). */
#define ASKED_FILE "asked-questions.ini"

static char *
asked_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "schott-world", ASKED_FILE, NULL);
}

static GKeyFile *
asked_history (SchottContent *self)
{
  if (self->asked == NULL)
    {
      g_autofree char *path = asked_path ();

      self->asked = g_key_file_new ();
      /* a damaged history only means questions may come again */
      g_key_file_load_from_file (self->asked, path, G_KEY_FILE_NONE, NULL);
    }
  return self->asked;
}

static void
on_asked_written_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    g_debug ("The history of asked questions was not written: %s", error->message);
}

static gboolean
write_asked_cb (gpointer data)
{
  SchottContent *self = data;
  g_autofree char *path = asked_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = NULL;
  gsize len = 0;
  char *text;

  self->asked_write_id = 0;
  text = g_key_file_to_data (asked_history (self), &len, NULL);
  bytes = g_bytes_new_take (text, len);
  g_mkdir_with_parents (dir, 0755);
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_NONE,
                                       NULL, on_asked_written_cb, NULL);
  return G_SOURCE_REMOVE;
}

static void
record_asked (SchottContent        *self,
              const SchottPack     *pack,
              const SchottQuestion *question,
              guint64               seed)
{
  g_autofree char *value = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

  g_key_file_set_string (asked_history (self), pack->id, question->id, value);
  if (self->asked_write_id == 0)
    self->asked_write_id = g_timeout_add_seconds_full (G_PRIORITY_LOW, 1, write_asked_cb,
                                                       g_object_ref (self), g_object_unref);
}

/* Whether another game than seed's asked the question. */
static gboolean
asked_elsewhere (GKeyFile             *history,
                 const SchottPack     *pack,
                 const SchottQuestion *question,
                 guint64               seed)
{
  g_autofree char *value = g_key_file_get_string (history, pack->id, question->id, NULL);

  return value != NULL && g_ascii_strtoull (value, NULL, 10) != seed;
}

/* Forgets what other games than seed's asked of the pack. */
static void
forget_pack (GKeyFile *history, const SchottPack *pack, guint64 seed)
{
  g_auto(GStrv) keys = g_key_file_get_keys (history, pack->id, NULL, NULL);

  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      g_autofree char *value = g_key_file_get_string (history, pack->id, keys[i], NULL);

      if (value == NULL || g_ascii_strtoull (value, NULL, 10) != seed)
        g_key_file_remove_key (history, pack->id, keys[i], NULL);
    }
}

typedef struct
{
  SchottContent *content;
  GPtrArray     *pool;    /* QuestionRef * */
  gboolean       ordered;
  guint64        order_seed;
  guint         *order;   /* pool indices: not asked before first, each part shuffled */
} Provider;

typedef struct
{
  const SchottPack     *pack;
  const SchottQuestion *question;
} QuestionRef;

static void
provider_free (gpointer data)
{
  Provider *provider = data;

  g_ptr_array_unref (provider->pool);
  g_object_unref (provider->content);
  g_free (provider->order);
  g_free (provider);
}

/* The game's deck: the questions no other game asked, then the others,
 * each part in the order of one shuffle by the seed. */
static void
provider_order (Provider *provider,
                guint64   seed)
{
  GKeyFile *history = asked_history (provider->content);
  guint n = provider->pool->len;
  g_autofree guint *fresh = g_new (guint, n);
  g_autofree guint *stale = g_new (guint, n);
  guint n_fresh = 0, n_stale = 0;
  gboolean forgot = FALSE;
  SwRng rng;

  /* a pack all of whose questions were asked starts afresh */
  for (guint i = 0; i < n; i++)
    {
      const QuestionRef *ref = g_ptr_array_index (provider->pool, i);
      gboolean all = TRUE;

      if (i > 0 && ((const QuestionRef *) g_ptr_array_index (provider->pool, i - 1))->pack == ref->pack)
        continue;
      for (guint q = 0; all && q < ref->pack->questions->len; q++)
        all = asked_elsewhere (history, ref->pack, g_ptr_array_index (ref->pack->questions, q), seed);
      if (all)
        {
          forget_pack (history, ref->pack, seed);
          forgot = TRUE;
        }
    }
  /* one shuffle of the whole pool, then the questions not asked before
   * first, each part in that order: a game resumed finds the questions it
   * asked itself first again, in the same order */
  {
    g_autofree guint *deck = g_new (guint, n);

    for (guint i = 0; i < n; i++)
      deck[i] = i;
    sw_rng_seed (&rng, seed, G_GUINT64_CONSTANT (0x5ca1ab1e0ddba11));
    sw_rng_shuffle_indices (&rng, deck, n);
    for (guint k = 0; k < n; k++)
      {
        const QuestionRef *ref = g_ptr_array_index (provider->pool, deck[k]);

        if (asked_elsewhere (history, ref->pack, ref->question, seed))
          stale[n_stale++] = deck[k];
        else
          fresh[n_fresh++] = deck[k];
      }
  }
  g_free (provider->order);
  provider->order = g_new (guint, n);
  memcpy (provider->order, fresh, n_fresh * sizeof (guint));
  memcpy (provider->order + n_fresh, stale, n_stale * sizeof (guint));
  provider->ordered = TRUE;
  provider->order_seed = seed;
  if (forgot && provider->content->asked_write_id == 0)
    provider->content->asked_write_id = g_timeout_add_seconds_full (G_PRIORITY_LOW, 1, write_asked_cb,
                                                                    g_object_ref (provider->content),
                                                                    g_object_unref);
}

/* The serial-th question of the game with this seed; the first round
 * follows the game's deck, later rounds the whole pool (R-Q-1). */
static const QuestionRef *
provider_pick (Provider *provider,
               guint64   seed,
               guint32   serial)
{
  guint n = provider->pool->len;

  if (n == 0)
    return NULL;
  if (!provider->ordered || provider->order_seed != seed)
    provider_order (provider, seed);
  if (serial < n)
    return g_ptr_array_index (provider->pool, provider->order[serial]);
  return g_ptr_array_index (provider->pool, schott_question_deck_nth (seed, n, serial));
}

static gboolean
provide_question (guint64     seed,
                  guint32     serial,
                  guint       right_position,
                  const char *language,
                  char      **out_question,
                  char      **out_answers,
                  gpointer    user_data)
{
  Provider *provider = user_data;
  const QuestionRef *ref = provider_pick (provider, seed, serial);
  const char *answers[3];

  if (ref == NULL)
    return FALSE;
  record_asked (provider->content, ref->pack, ref->question, seed);
  *out_question = g_strdup (schott_question_text (ref->pack, ref->question, language));
  schott_pack_answers_in_play_order (ref->pack, ref->question, language,
                                     right_position, answers);
  for (guint i = 0; i < 3; i++)
    out_answers[i] = g_strdup (answers[i]);
  return TRUE;
}

static Provider *
provider_new (SchottContent      *self,
              const char * const *pack_ids)
{
  Provider *provider = g_new0 (Provider, 1);

  provider->content = g_object_ref (self);
  provider->pool = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; pack_ids[i] != NULL; i++)
    {
      const SchottPack *pack = schott_content_find_pack (self, pack_ids[i]);

      for (guint q = 0; pack != NULL && q < pack->questions->len; q++)
        {
          QuestionRef *ref = g_new0 (QuestionRef, 1);
          ref->pack = pack;
          ref->question = g_ptr_array_index (pack->questions, q);
          g_ptr_array_add (provider->pool, ref);
        }
    }
  return provider;
}

char **
schott_content_ask_questions (SchottContent      *self,
                              const char * const *pack_ids,
                              guint64             seed,
                              guint               n)
{
  Provider *provider;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (SCHOTT_IS_CONTENT (self), NULL);
  g_return_val_if_fail (pack_ids != NULL, NULL);
  schott_content_ensure_loaded (self);
  provider = provider_new (self, pack_ids);
  for (guint32 serial = 0; serial < n; serial++)
    {
      const QuestionRef *ref = provider_pick (provider, seed, serial);
      g_autofree char *name = NULL;

      if (ref == NULL)
        break;
      record_asked (self, ref->pack, ref->question, seed);
      name = g_strdup_printf ("%s/%s", ref->pack->id, ref->question->id);
      g_strv_builder_add (builder, name);
    }
  provider_free (provider);
  return g_strv_builder_end (builder);
}

void
schott_content_flush_history (SchottContent *self)
{
  g_autofree char *path = asked_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *text = NULL;
  gsize len = 0;

  g_return_if_fail (SCHOTT_IS_CONTENT (self));
  g_clear_handle_id (&self->asked_write_id, g_source_remove);
  if (self->asked == NULL)
    return;
  text = g_key_file_to_data (self->asked, &len, NULL);
  g_mkdir_with_parents (dir, 0755);
  g_file_set_contents (path, text, (gssize) len, NULL);
}

void
schott_content_forget_history (SchottContent *self)
{
  g_return_if_fail (SCHOTT_IS_CONTENT (self));
  g_clear_handle_id (&self->asked_write_id, g_source_remove);
  g_clear_pointer (&self->asked, g_key_file_unref);
}

void
schott_content_attach_questions (SchottContent      *self,
                                 SchottGameModel    *model,
                                 const char * const *pack_ids)
{
  static const char * const default_ids[] = { SCHOTT_DEFAULT_PACK, NULL };
  g_auto(GStrv) ids = NULL;
  Provider *provider;

  g_return_if_fail (SCHOTT_IS_CONTENT (self));
  g_return_if_fail (SCHOTT_IS_GAME_MODEL (model));

  schott_content_ensure_loaded (self);
  if (pack_ids == NULL || pack_ids[0] == NULL)
    pack_ids = default_ids;
  /* pack_ids may be the model's own list, which set_pack_ids() replaces. */
  ids = g_strdupv ((char **) pack_ids);
  pack_ids = (const char * const *) ids;

  provider = provider_new (self, pack_ids);
  schott_game_model_set_pack_ids (model, pack_ids);
  schott_game_model_set_question_provider (model, provide_question, provider, provider_free);
}
