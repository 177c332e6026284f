/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A person's seat at a Best Path table (bp_online_set_person,
 * "decide", bp_online_commit_own) through a real Prosody on 127.0.0.1
 * (run by with-prosody.py): the host and a guest, both played by
 * "persons" in this one process, play a whole game; nobody's move is
 * revealed before the other has committed; wrong and repeated commits
 * are refused. */
#include "config.h"

#include <string.h>

#include "bp-online.h"

typedef struct
{
  const char    *user;
  SwXmpp        *xmpp;
  SwOnlineTable *table;
  BpOnline      *online;
  guint          decisions;
  guint          last_round;
  gboolean       joined;
  GError        *error;
} Side;

typedef struct
{
  Side   host;
  Side   guest;
  char  *room;
  gboolean waiting;
} Fixture;

static void
spin_until (gboolean (*done) (Fixture *), Fixture *f, guint seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) seconds * G_USEC_PER_SEC;

  while (!done (f) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
}

static void
on_connected_cb (GObject *object, GAsyncResult *result, gpointer user_data)
{
  Side *side = user_data;

  side->joined = sw_xmpp_connect_finish (SW_XMPP (object), result, &side->error);
}

static void
on_muc_cb (GObject *object, GAsyncResult *result, gpointer user_data)
{
  Fixture *f = user_data;
  g_autofree char *service = sw_xmpp_find_muc_service_finish (SW_XMPP (object), result, &f->host.error);

  g_assert_no_error (f->host.error);
  f->room = g_strdup_printf ("table-person-%08x@%s", g_random_int (), service);
}

static void
on_joined_cb (GObject *object, GAsyncResult *result, gpointer user_data)
{
  Side *side = user_data;

  side->joined = sw_xmpp_join_room_finish (SW_XMPP (object), result, &side->error);
}

static void
on_decide_cb (BpOnline *online, guint round, gpointer user_data)
{
  Side *side = user_data;

  /* once per round, with the round's card turned */
  g_assert_cmpuint (round, ==, side->last_round + 1);
  g_assert_true (bp_online_is_deciding (online));
  side->last_round = round;
  side->decisions++;
}

static gboolean both_connected (Fixture *f) { return (f->host.joined || f->host.error) && (f->guest.joined || f->guest.error); }
static gboolean have_room (Fixture *f) { return f->room != NULL || f->host.error != NULL; }
static gboolean host_joined (Fixture *f) { return f->host.joined || f->host.error != NULL; }
static gboolean guest_joined (Fixture *f) { return f->guest.joined || f->guest.error != NULL; }

static gboolean
someone_deciding (Fixture *f)
{
  return bp_online_is_deciding (f->host.online)
         || (f->guest.online != NULL && bp_online_is_deciding (f->guest.online))
         || (bp_online_is_over (f->host.online) && f->guest.online != NULL && bp_online_is_over (f->guest.online)
             && bp_online_get_deal_checked (f->guest.online));
}

static gboolean
never (Fixture *f)
{
  return FALSE;
}

static SwXmpp *
connect_side (Side *side)
{
  g_autofree char *jid = g_strdup_printf ("%s@%s", side->user, g_getenv ("SW_TEST_XMPP_DOMAIN"));
  g_autofree char *password = g_strdup_printf ("pw-%s", side->user);
  g_autoptr(GError) error = NULL;
  SwXmpp *xmpp = sw_xmpp_new (jid, password, g_getenv ("SW_TEST_XMPP_SERVER"), &error);

  g_assert_no_error (error);
  sw_xmpp_connect_async (xmpp, NULL, on_connected_cb, side);
  return xmpp;
}

/* A one-field extension from an end of our line the rules refuse. */
static gboolean
find_illegal (const BpGame *game, guint seat, BpExtension *bad)
{
  BpExtension legal;

  bp_ai_choose_in_game (game, seat, BP_AI_EASY, &legal);
  for (guint field = 0; field < BP_N_FIELDS; field++)
    {
      memset (bad, 0, sizeof *bad);
      bad->from = legal.from;
      bad->n_cells = 1;
      bad->cells[0] = (guint8) field;
      if (bp_game_check (game, seat, bad, NULL) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* Plays whichever person must decide: the host first each round, and
 * checks that the guest's game learns nothing of it before the guest
 * has committed too. */
static void
decide (Fixture *f, Side *side, Side *other)
{
  const BpGame *game = bp_online_get_game (side->online);
  guint seat = (guint) bp_online_get_own_seat (side->online);
  guint round = game->round;
  BpExtension ext, bad;
  g_autoptr(GError) error = NULL;

  g_assert_true (find_illegal (game, seat, &bad));
  g_assert_false (bp_online_commit_own (side->online, &bad, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_assert_true (bp_online_is_deciding (side->online));

  bp_ai_choose_in_game (game, seat, BP_AI_NORMAL, &ext);
  g_assert_true (bp_online_commit_own (side->online, &ext, &error));
  g_assert_no_error (error);
  /* committed: a second answer is refused */
  g_assert_false (bp_online_is_deciding (side->online));
  g_assert_false (bp_online_commit_own (side->online, &ext, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_clear_error (&error);

  if (side == &f->host)
    {
      /* The guest has not decided: for a while nothing may resolve, and
       * the guest's game holds nothing of the host's move. */
      gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC / 10;

      while (g_get_monotonic_time () < end)
        g_main_context_iteration (NULL, FALSE);
      g_assert_cmpuint (bp_online_get_game (side->online)->round, ==, round);
      if (bp_online_get_game (other->online) != NULL)
        {
          const BpPlayer *seen = &bp_online_get_game (other->online)->players[seat];

          g_assert_cmpuint (seen->pending.n_cells, ==, 0);
          g_assert_cmpuint (bp_online_get_game (other->online)->round, ==, round);
        }
    }
}

static void
test_person_seats (void)
{
  Fixture f = { { "host" }, { "ana" } };
  SwSeat seats[2] = { { 0 } };
  BpAiLevel levels[2] = { BP_AI_NORMAL, BP_AI_NORMAL };
  g_autofree char *host_jid = g_strdup_printf ("host@%s", g_getenv ("SW_TEST_XMPP_DOMAIN"));
  g_autofree char *guest_jid = g_strdup_printf ("ana@%s", g_getenv ("SW_TEST_XMPP_DOMAIN"));
  const char *members[] = { guest_jid, NULL };
  const BpGame *hg, *gg;

  if (g_getenv ("SW_TEST_XMPP_SERVER") == NULL)
    {
      g_test_fail_printf ("run under tests/online/with-prosody.py");
      return;
    }
  f.host.xmpp = connect_side (&f.host);
  f.guest.xmpp = connect_side (&f.guest);
  spin_until (both_connected, &f, 20);
  g_assert_no_error (f.host.error);
  g_assert_no_error (f.guest.error);
  g_assert_true (f.host.joined && f.guest.joined);
  f.host.joined = f.guest.joined = FALSE;

  sw_xmpp_find_muc_service_async (f.host.xmpp, NULL, on_muc_cb, &f);
  spin_until (have_room, &f, 20);
  g_assert_nonnull (f.room);

  f.host.table = sw_online_table_new (f.host.xmpp, f.room, TRUE);
  seats[0].kind = SW_SEAT_PERSON;
  seats[0].jid = host_jid;
  seats[1].kind = SW_SEAT_OPEN;
  f.host.online = bp_online_new_host (f.host.table, 2, seats, levels, 4242, NULL);
  bp_online_set_person (f.host.online, TRUE);
  g_signal_connect (f.host.online, "decide", G_CALLBACK (on_decide_cb), &f.host);
  sw_xmpp_join_room_async (f.host.xmpp, f.room, host_jid, TRUE, members, NULL, on_joined_cb, &f.host);
  spin_until (host_joined, &f, 20);
  g_assert_no_error (f.host.error);
  bp_online_start (f.host.online);
  g_assert_false (bp_online_is_deciding (f.host.online));   /* not full yet */

  f.guest.table = sw_online_table_new (f.guest.xmpp, f.room, FALSE);
  sw_xmpp_join_room_async (f.guest.xmpp, f.room, guest_jid, FALSE, NULL, NULL, on_joined_cb, &f.guest);
  spin_until (guest_joined, &f, 20);
  g_assert_no_error (f.guest.error);
  f.guest.online = bp_online_new_guest (f.guest.table, BP_AI_NORMAL, NULL);
  bp_online_set_person (f.guest.online, TRUE);
  g_signal_connect (f.guest.online, "decide", G_CALLBACK (on_decide_cb), &f.guest);

  for (guint step = 0; step < 4 * BP_N_ROUNDS + 4; step++)
    {
      spin_until (someone_deciding, &f, 30);
      if (bp_online_is_deciding (f.host.online))
        decide (&f, &f.host, &f.guest);
      else if (bp_online_is_deciding (f.guest.online))
        decide (&f, &f.guest, &f.host);
      else
        break;
    }
  g_assert_true (bp_online_is_over (f.host.online));
  g_assert_true (bp_online_is_over (f.guest.online));
  g_assert_true (bp_online_get_deal_verified (f.guest.online));
  g_assert_cmpuint (f.host.decisions, ==, BP_N_ROUNDS);
  g_assert_cmpuint (f.guest.decisions, ==, BP_N_ROUNDS);
  g_assert_cmpint (bp_online_get_own_seat (f.guest.online), ==, 1);
  hg = bp_online_get_game (f.host.online);
  gg = bp_online_get_game (f.guest.online);
  for (guint s = 0; s < 2; s++)
    g_assert_cmpint (bp_game_score (hg, s), ==, bp_game_score (gg, s));
  g_assert_cmpuint (bp_game_winners (hg), ==, bp_game_winners (gg));
  g_assert_cmpuint (bp_online_get_n_moves (f.guest.online), ==, 2 * BP_N_ROUNDS);

  (void) never;
  sw_xmpp_disconnect (f.guest.xmpp);
  sw_xmpp_disconnect (f.host.xmpp);
  g_object_unref (f.guest.online);
  g_object_unref (f.host.online);
  g_object_unref (f.guest.table);
  g_object_unref (f.host.table);
  g_object_unref (f.guest.xmpp);
  g_object_unref (f.host.xmpp);
  g_free (f.room);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/online/best-path/person-seat", test_person_seats);
  return g_test_run ();
}
