/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-online-page.c: Best Path's online table in the Play Online dialog. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bp-online.h"
#include "bp-online-page.h"
#include "bp-game-model.h"

#define N_KINDS 6   /* empty, friend, four levels */

struct _BpOnlinePage
{
  AdwNavigationPage  parent_instance;

  SwXmpp            *xmpp;
  SwOnlineTable     *table;
  BpOnline          *online;
  GCancellable      *cancellable;
  char              *room;
  char              *state;
  gboolean           host;
  GHashTable        *present;     /* bare JIDs in the room */
  GStrv              invited;

  GtkStack          *stack;
  AdwComboRow       *kind_rows[BP_MAX_PLAYERS];
  AdwEntryRow       *friend_rows[BP_MAX_PLAYERS];
  GtkButton         *open_button;
  GtkLabel          *setup_error;

  AdwActionRow      *address_row;
  AdwPreferencesGroup *seats_group;
  GtkWidget         *seat_rows[BP_MAX_PLAYERS];
  AdwActionRow      *status_row;
  AdwComboRow       *move_row;
  GtkButton         *commit_button;
  GtkStringList     *moves;
  GArray            *legal;
  GtkLabel          *error_label;
};

G_DEFINE_FINAL_TYPE (BpOnlinePage, bp_online_page, ADW_TYPE_NAVIGATION_PAGE)

static const BpAiLevel kind_levels[N_KINDS] = { 0, 0, BP_AI_EASY, BP_AI_NORMAL, BP_AI_HARD, BP_AI_EXPERT };
static const char *kind_level_names[N_KINDS] = { NULL, NULL, "easy", "normal", "hard", "expert" };

static void
set_state (BpOnlinePage *self,
           const char   *state)
{
  g_free (self->state);
  self->state = g_strdup (state);
  gtk_stack_set_visible_child_name (self->stack, g_str_equal (state, "over") ? "lobby" : state);
}

static void
show_error (BpOnlinePage *self,
            const char   *message)
{
  gtk_label_set_text (self->error_label, message);
  set_state (self, "error");
}

static char *
level_label (const char *level)
{
  if (g_strcmp0 (level, "easy") == 0)
    return g_strdup (_("Computer (Easy)"));
  if (g_strcmp0 (level, "hard") == 0)
    return g_strdup (_("Computer (Hard)"));
  if (g_strcmp0 (level, "expert") == 0)
    return g_strdup (_("Computer (Expert)"));
  return g_strdup (_("Computer (Normal)"));
}

/* "E5 → E6, D6" for a move list; "Pass" for none. */
static char *
describe_extension (const BpExtension *extension)
{
  g_autoptr(GString) text = NULL;

  if (extension->n_cells == 0)
    return g_strdup (_("Pass (extend nothing)"));
  text = g_string_new (bp_field_name (extension->from));
  g_string_append (text, " →");
  for (guint i = 0; i < extension->n_cells; i++)
    g_string_append_printf (text, "%s %s", i ? "," : "", bp_field_name (extension->cells[i]));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
update_seats (BpOnlinePage *self)
{
  if (self->online != NULL && bp_online_is_over (self->online))
    return;   /* the seats show the scores */
  guint n = self->table ? sw_online_table_get_n_seats (self->table) : 0;
  const char *own = self->table ? sw_online_table_get_own_jid (self->table) : NULL;
  guint next_invited = 0;

  for (guint s = 0; s < BP_MAX_PLAYERS; s++)
    {
      const SwSeat *seat;
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;

      gtk_widget_set_visible (self->seat_rows[s], s < n);
      if (s >= n)
        continue;
      seat = sw_online_table_get_seat (self->table, s);
      if (seat->kind == SW_SEAT_COMPUTER)
        {
          title = level_label (seat->level);
          subtitle = g_strdup (_("Plays on the host’s computer"));
        }
      else if (seat->kind == SW_SEAT_PERSON)
        {
          gboolean mine = g_strcmp0 (seat->jid, own) == 0;

          title = mine ? g_strdup_printf (_("You (%s)"), seat->jid) : g_strdup (seat->jid);
          subtitle = g_strdup (mine || g_hash_table_contains (self->present, seat->jid)
                               ? _("At the table") : _("Away from the table"));
        }
      else
        {
          const char *friend = self->invited && self->invited[next_invited] ? self->invited[next_invited++] : NULL;

          title = friend ? g_strdup (friend) : g_strdup (_("Open seat"));
          subtitle = g_strdup (friend ? _("Invited, not here yet") : _("For whoever joins with the link"));
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->seat_rows[s]), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->seat_rows[s]), subtitle);
    }
}

static void
update_status (BpOnlinePage *self)
{
  const BpGame *game = self->online ? bp_online_get_game (self->online) : NULL;
  gboolean deciding = self->online && bp_online_is_deciding (self->online);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (self->online == NULL || game == NULL || (bp_online_get_n_moves (self->online) == 0 && !deciding
                                               && (!self->host || !sw_online_table_is_full (self->table))))
    {
      title = g_strdup (_("Waiting for everyone to sit down"));
      subtitle = g_strdup (_("The game starts by itself once every seat is taken."));
    }
  else if (bp_online_is_over (self->online) && !self->host && !bp_online_get_deal_checked (self->online))
    {
      title = g_strdup (_("The last round is played"));
      subtitle = g_strdup (_("Waiting for the host’s seed to check the cards."));
    }
  else if (bp_online_is_over (self->online))
    {
      guint winners = bp_game_winners (game);
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint s = 0; s < game->n_players; s++)
        {
          g_autofree char *score = bp_format_score (bp_game_score (game, s));
          g_autofree char *line = NULL;
          const SwSeat *seat = sw_online_table_get_seat (self->table, s);

          if (winners & (1u << s))
            g_string_append_printf (names, "%s%s", names->len ? ", " : "",
                                    seat->kind == SW_SEAT_PERSON ? seat->jid : _("Computer"));
          /* TRANSLATORS: a seat's result at the end; %s: its score */
          line = winners & (1u << s) ? g_strdup_printf (_("%s points: wins"), score)
                                     : g_strdup_printf (_("%s points"), score);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (self->seat_rows[s]), line);
        }
      title = g_strdup (bp_online_get_deal_verified (self->online) || self->host
                        ? _("The game is over") : _("The game is over, but the deal could not be confirmed"));
      /* TRANSLATORS: %s: the winners' addresses, comma-separated */
      subtitle = g_strdup_printf (_("Won by %s."), names->str);
      set_state (self, "over");
    }
  else
    {
      guint card = bp_game_card (game);
      g_autofree char *card_text = card != BP_NO_CARD
                                   ? g_strdup_printf ("%s (%s)", bp_card_name (card), bp_card_letters (card))
                                   : g_strdup ("…");

      /* TRANSLATORS: %u: round, %u: rounds in all, %s: the card */
      title = g_strdup_printf (_("Round %u of %u: card %s"), game->round, BP_N_ROUNDS, card_text);
      subtitle = g_strdup (deciding ? _("Your turn: choose your extension below.")
                                    : _("Waiting for the others’ choices"));
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->status_row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->status_row), subtitle);

  /* the person's choice: every legal extension, the engine's list */
  gtk_widget_set_visible (GTK_WIDGET (self->move_row), deciding);
  gtk_widget_set_visible (GTK_WIDGET (self->commit_button), deciding);
  if (deciding && self->legal == NULL)
    {
      guint seat = (guint) bp_online_get_own_seat (self->online);
      g_autoptr(GtkStringList) moves = gtk_string_list_new (NULL);

      self->legal = bp_game_legal_extensions (game, seat);
      for (guint i = 0; i < self->legal->len; i++)
        {
          g_autofree char *text = describe_extension (&g_array_index (self->legal, BpExtension, i));

          gtk_string_list_append (moves, text);
        }
      adw_combo_row_set_model (self->move_row, G_LIST_MODEL (moves));
      adw_combo_row_set_selected (self->move_row, self->legal->len > 1 ? 1 : 0);
    }
}

static void
on_commit_clicked_cb (GtkButton    *button,
                      BpOnlinePage *self)
{
  guint chosen = adw_combo_row_get_selected (self->move_row);
  g_autoptr(GError) error = NULL;

  if (self->legal == NULL || chosen >= self->legal->len)
    return;
  if (!bp_online_commit_own (self->online, &g_array_index (self->legal, BpExtension, chosen), &error))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->status_row), error->message);
  g_clear_pointer (&self->legal, g_array_unref);
  update_status (self);
}

static void
on_decide_cb (BpOnline     *online,
              guint         round,
              BpOnlinePage *self)
{
  g_clear_pointer (&self->legal, g_array_unref);
  update_status (self);
  if (gtk_widget_get_visible (GTK_WIDGET (self->move_row)))
    gtk_widget_grab_focus (GTK_WIDGET (self->move_row));
}

static void
on_round_cb (BpOnline     *online,
             guint         round,
             BpOnlinePage *self)
{
  update_status (self);
}

static void
on_game_over_cb (BpOnline     *online,
                 BpOnlinePage *self)
{
  update_status (self);
}

static void
on_presence_cb (SwOnlineTable *table,
                const char    *jid,
                gboolean       present,
                BpOnlinePage  *self)
{
  if (present)
    g_hash_table_add (self->present, g_strdup (jid));
  else
    g_hash_table_remove (self->present, jid);
  /* the host's engine takes the seat in its own handler first */
  update_seats (self);
  update_status (self);
}

static void
on_message_cb (SwOnlineTable      *table,
               const SwOnlineNode *message,
               const char         *jid,
               int                 seat,
               gboolean            from_host,
               gboolean            is_private,
               BpOnlinePage       *self)
{
  const char *game = sw_online_node_get (message, "game");

  if (from_host && game != NULL && g_strcmp0 (game, "best-path") != 0)
    {
      show_error (self, _("This table plays SCHOTT; from the window you can join Best Path tables only, for now."));
      return;
    }
  update_seats (self);
  update_status (self);
}

static void
start_online (BpOnlinePage *self)
{
  g_signal_connect (self->online, "decide", G_CALLBACK (on_decide_cb), self);
  g_signal_connect (self->online, "round-resolved", G_CALLBACK (on_round_cb), self);
  g_signal_connect (self->online, "game-over", G_CALLBACK (on_game_over_cb), self);
  bp_online_set_person (self->online, TRUE);
}

static void
show_lobby (BpOnlinePage *self)
{
  adw_action_row_set_subtitle (self->address_row, self->room);
  update_seats (self);
  update_status (self);
  set_state (self, "lobby");
}

static void
on_joined_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  BpOnlinePage *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!sw_xmpp_join_room_finish (SW_XMPP (object), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_error (self, error->message);
      g_object_unref (self);
      return;
    }
  if (self->host)
    {
      for (guint i = 0; self->invited[i] != NULL; i++)
        /* TRANSLATORS: the invitation's reason, as the friend's chat client shows it */
        sw_xmpp_invite_to_game (self->xmpp, self->room, self->invited[i], _("A game of Best Path at SCHOTT World"),
                                "best-path");
      bp_online_start (self->online);
    }
  else
    {
      self->online = bp_online_new_guest (self->table, BP_AI_NORMAL, NULL);
      start_online (self);
    }
  show_lobby (self);
  g_object_unref (self);
}

static void
enter_table (BpOnlinePage *self)
{
  g_autofree char *nick = sw_xmpp_jid_bare (sw_xmpp_get_jid (self->xmpp));

  self->table = sw_online_table_new (self->xmpp, self->room, self->host);
  g_signal_connect (self->table, "presence", G_CALLBACK (on_presence_cb), self);
  g_signal_connect_after (self->table, "game-message", G_CALLBACK (on_message_cb), self);
  if (self->host)
    {
      SwSeat seats[BP_MAX_PLAYERS] = { { 0 } };
      BpAiLevel levels[BP_MAX_PLAYERS] = { BP_AI_NORMAL, BP_AI_NORMAL, BP_AI_NORMAL, BP_AI_NORMAL };
      g_autoptr(GStrvBuilder) invited = g_strv_builder_new ();
      guint n = 1;

      seats[0].kind = SW_SEAT_PERSON;
      seats[0].jid = nick;
      for (guint s = 1; s < BP_MAX_PLAYERS; s++)
        {
          guint kind = adw_combo_row_get_selected (self->kind_rows[s]);

          if (kind == 0)
            continue;
          if (kind == 1)
            {
              seats[n].kind = SW_SEAT_OPEN;
              g_strv_builder_add (invited, gtk_editable_get_text (GTK_EDITABLE (self->friend_rows[s])));
            }
          else
            {
              seats[n].kind = SW_SEAT_COMPUTER;
              seats[n].level = (char *) kind_level_names[kind];
              levels[n] = kind_levels[kind];
            }
          n++;
        }
      self->invited = g_strv_builder_end (invited);
      self->online = bp_online_new_host (self->table, n, seats, levels,
                                         ((guint64) g_random_int () << 32) | g_random_int (), NULL);
      start_online (self);
    }
  sw_xmpp_join_room_async (self->xmpp, self->room, nick, self->host, (const char * const *) self->invited,
                           self->cancellable, on_joined_cb, g_object_ref (self));
}

static void
on_muc_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  BpOnlinePage *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *service = sw_xmpp_find_muc_service_finish (SW_XMPP (object), result, &error);

  if (service == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_error (self, error->message);
      g_object_unref (self);
      return;
    }
  self->room = g_strdup_printf ("bestpath-%08x%08x@%s", g_random_int (), g_random_int (), service);
  enter_table (self);
  g_object_unref (self);
}

/* Seats as chosen: at least one besides the host, every friend an
 * address; the message says which seat is wrong. */
static gboolean
check_seats (BpOnlinePage *self)
{
  g_autofree char *own = sw_xmpp_jid_bare (sw_xmpp_get_jid (self->xmpp));
  guint n = 1;

  for (guint s = 1; s < BP_MAX_PLAYERS; s++)
    {
      guint kind = adw_combo_row_get_selected (self->kind_rows[s]);
      const char *jid = gtk_editable_get_text (GTK_EDITABLE (self->friend_rows[s]));

      gtk_widget_remove_css_class (GTK_WIDGET (self->friend_rows[s]), "error");
      if (kind == 1 && (!sw_xmpp_jid_is_valid (jid) || strchr (jid, '/') != NULL || g_strcmp0 (jid, own) == 0))
        {
          g_autofree char *text = NULL;

          gtk_widget_add_css_class (GTK_WIDGET (self->friend_rows[s]), "error");
          /* TRANSLATORS: %u: a seat number */
          text = g_strdup_printf (_("Seat %u: give your friend’s XMPP address (name@server), not your own."), s + 1);
          gtk_label_set_text (self->setup_error, text);
          gtk_widget_set_visible (GTK_WIDGET (self->setup_error), TRUE);
          gtk_widget_grab_focus (GTK_WIDGET (self->friend_rows[s]));
          return FALSE;
        }
      if (kind != 0)
        n++;
    }
  if (n < 2)
    {
      gtk_label_set_text (self->setup_error, _("Seat at least one friend or computer with you."));
      gtk_widget_set_visible (GTK_WIDGET (self->setup_error), TRUE);
      return FALSE;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->setup_error), FALSE);
  return TRUE;
}

static void
on_open_clicked_cb (GtkButton    *button,
                    BpOnlinePage *self)
{
  if (self->table != NULL || !check_seats (self))
    return;
  gtk_widget_set_sensitive (GTK_WIDGET (button), FALSE);
  gtk_button_set_label (button, _("Opening the Table…"));
  sw_xmpp_find_muc_service_async (self->xmpp, self->cancellable, on_muc_cb, g_object_ref (self));
}

static void
on_copy_clicked_cb (GtkButton    *button,
                    BpOnlinePage *self)
{
  g_autofree char *link = g_strdup_printf ("xmpp:%s?join", self->room);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), link);
  gtk_widget_set_tooltip_text (GTK_WIDGET (button), _("Copied"));
}

static void
on_kind_changed_cb (AdwComboRow  *row,
                    GParamSpec   *pspec,
                    BpOnlinePage *self)
{
  for (guint s = 1; s < BP_MAX_PLAYERS; s++)
    gtk_widget_set_visible (GTK_WIDGET (self->friend_rows[s]),
                            adw_combo_row_get_selected (self->kind_rows[s]) == 1);
}

/* ------------------------------------------------------------ building */

static GtkWidget *
scrolled_page (GtkWidget *child)
{
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 560);
  adw_clamp_set_child (ADW_CLAMP (clamp), child);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_widget_set_vexpand (scrolled, TRUE);
  return scrolled;
}

static GtkWidget *
build_setup (BpOnlinePage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *you = adw_action_row_new ();
  const char *kinds[] = { N_("Nobody"), N_("A Friend"), N_("Computer (Easy)"), N_("Computer (Normal)"),
                          N_("Computer (Hard)"), N_("Computer (Expert)"), NULL };

  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Seats"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Friends are invited to the table by their XMPP address."));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (you), _("Seat 1"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (you), _("You"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), you);
  for (guint s = 1; s < BP_MAX_PLAYERS; s++)
    {
      g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
      g_autofree char *title = g_strdup_printf (_("Seat %u"), s + 1);
      /* TRANSLATORS: %u: a seat number */
      g_autofree char *address = g_strdup_printf (_("Friend’s Address (Seat %u)"), s + 1);

      for (guint k = 0; kinds[k] != NULL; k++)
        gtk_string_list_append (list, _(kinds[k]));
      self->kind_rows[s] = ADW_COMBO_ROW (adw_combo_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->kind_rows[s]), title);
      adw_combo_row_set_model (self->kind_rows[s], G_LIST_MODEL (list));
      adw_combo_row_set_selected (self->kind_rows[s], s == 1 ? 1 : 0);
      g_signal_connect (self->kind_rows[s], "notify::selected", G_CALLBACK (on_kind_changed_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->kind_rows[s]));
      self->friend_rows[s] = ADW_ENTRY_ROW (adw_entry_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->friend_rows[s]), address);
      gtk_editable_set_enable_undo (GTK_EDITABLE (self->friend_rows[s]), TRUE);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->friend_rows[s]));
    }
  on_kind_changed_cb (NULL, NULL, self);
  gtk_box_append (GTK_BOX (box), group);

  self->setup_error = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->setup_error, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->setup_error), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->setup_error), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->setup_error));

  self->open_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Open Table")));
  gtk_widget_add_css_class (GTK_WIDGET (self->open_button), "pill");
  gtk_widget_add_css_class (GTK_WIDGET (self->open_button), "suggested-action");
  gtk_widget_set_halign (GTK_WIDGET (self->open_button), GTK_ALIGN_CENTER);
  g_signal_connect (self->open_button, "clicked", G_CALLBACK (on_open_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->open_button));
  return scrolled_page (box);
}

static GtkWidget *
build_lobby (BpOnlinePage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *table_group = adw_preferences_group_new ();
  GtkWidget *game_group = adw_preferences_group_new ();
  GtkWidget *copy = gtk_button_new_from_icon_name ("edit-copy-symbolic");

  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (table_group), _("Table"));
  self->address_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->address_row), _("Table Address"));
  adw_action_row_set_subtitle_selectable (self->address_row, TRUE);
  gtk_widget_set_valign (copy, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (copy, "flat");
  gtk_widget_set_tooltip_text (copy, _("Copy Join Link"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (copy), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Copy Join Link"), -1);
  g_signal_connect (copy, "clicked", G_CALLBACK (on_copy_clicked_cb), self);
  adw_action_row_add_suffix (self->address_row, copy);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (table_group), GTK_WIDGET (self->address_row));

  self->seats_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->seats_group, _("Seats"));
  for (guint s = 0; s < BP_MAX_PLAYERS; s++)
    {
      self->seat_rows[s] = adw_action_row_new ();
      gtk_widget_set_visible (self->seat_rows[s], FALSE);
      adw_preferences_group_add (self->seats_group, self->seat_rows[s]);
    }

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (game_group), _("Game"));
  self->status_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_action_row_set_subtitle_lines (self->status_row, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (game_group), GTK_WIDGET (self->status_row));
  self->move_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->move_row), _("Your Extension"));
  gtk_widget_set_visible (GTK_WIDGET (self->move_row), FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (game_group), GTK_WIDGET (self->move_row));
  gtk_box_append (GTK_BOX (box), game_group);

  self->commit_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Commit Move")));
  gtk_widget_add_css_class (GTK_WIDGET (self->commit_button), "pill");
  gtk_widget_add_css_class (GTK_WIDGET (self->commit_button), "suggested-action");
  gtk_widget_set_halign (GTK_WIDGET (self->commit_button), GTK_ALIGN_CENTER);
  gtk_widget_set_visible (GTK_WIDGET (self->commit_button), FALSE);
  g_signal_connect (self->commit_button, "clicked", G_CALLBACK (on_commit_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->commit_button));
  /* the game first (the person's turn), then who sits, then the link */
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->seats_group));
  gtk_box_append (GTK_BOX (box), table_group);
  return scrolled_page (box);
}

/* ------------------------------------------------------------ GObject */

static void
bp_online_page_dispose (GObject *object)
{
  BpOnlinePage *self = BP_ONLINE_PAGE (object);

  g_cancellable_cancel (self->cancellable);
  if (self->online != NULL)
    g_signal_handlers_disconnect_by_data (self->online, self);
  if (self->table != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->table, self);
      if (self->xmpp != NULL)
        {
          g_autofree char *nick = sw_xmpp_jid_bare (sw_xmpp_get_jid (self->xmpp));

          sw_xmpp_leave_room (self->xmpp, self->room, nick);
        }
    }
  g_clear_object (&self->online);
  g_clear_object (&self->table);
  g_clear_object (&self->xmpp);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->legal, g_array_unref);
  G_OBJECT_CLASS (bp_online_page_parent_class)->dispose (object);
}

static void
bp_online_page_finalize (GObject *object)
{
  BpOnlinePage *self = BP_ONLINE_PAGE (object);

  g_free (self->room);
  g_free (self->state);
  g_strfreev (self->invited);
  g_hash_table_unref (self->present);
  G_OBJECT_CLASS (bp_online_page_parent_class)->finalize (object);
}

static void
bp_online_page_class_init (BpOnlinePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bp_online_page_dispose;
  object_class->finalize = bp_online_page_finalize;
}

static void
bp_online_page_init (BpOnlinePage *self)
{
  GtkWidget *toolbar = adw_toolbar_view_new ();
  GtkWidget *error_page = adw_status_page_new ();

  self->cancellable = g_cancellable_new ();
  self->present = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->state = g_strdup ("setup");
  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_stack_set_transition_type (self->stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  gtk_stack_add_named (self->stack, build_setup (self), "setup");
  gtk_stack_add_named (self->stack, build_lobby (self), "lobby");

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (error_page), "network-error-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (error_page), _("The Table Is Not Available"));
  self->error_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->error_label, TRUE);
  gtk_label_set_selectable (self->error_label, TRUE);
  adw_status_page_set_child (ADW_STATUS_PAGE (error_page), GTK_WIDGET (self->error_label));
  gtk_stack_add_named (self->stack, error_page, "error");

  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (toolbar), adw_header_bar_new ());
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (toolbar), GTK_WIDGET (self->stack));
  adw_navigation_page_set_child (ADW_NAVIGATION_PAGE (self), toolbar);
  adw_navigation_page_set_title (ADW_NAVIGATION_PAGE (self), _("Best Path Online"));
  adw_navigation_page_set_tag (ADW_NAVIGATION_PAGE (self), "best-path-table");
}

AdwNavigationPage *
bp_online_page_new_host (SwXmpp *xmpp)
{
  BpOnlinePage *self;

  g_return_val_if_fail (SW_IS_XMPP (xmpp), NULL);

  self = g_object_new (BP_TYPE_ONLINE_PAGE, NULL);
  self->xmpp = g_object_ref (xmpp);
  self->host = TRUE;
  return ADW_NAVIGATION_PAGE (self);
}

AdwNavigationPage *
bp_online_page_new_join (SwXmpp     *xmpp,
                         const char *room)
{
  BpOnlinePage *self;

  g_return_val_if_fail (SW_IS_XMPP (xmpp), NULL);
  g_return_val_if_fail (room != NULL, NULL);

  self = g_object_new (BP_TYPE_ONLINE_PAGE, NULL);
  self->xmpp = g_object_ref (xmpp);
  self->room = g_strdup (room);
  self->invited = g_new0 (char *, 1);
  adw_action_row_set_subtitle (self->address_row, room);
  set_state (self, "lobby");
  enter_table (self);
  return ADW_NAVIGATION_PAGE (self);
}

const char *
bp_online_page_get_state (BpOnlinePage *self)
{
  g_return_val_if_fail (BP_IS_ONLINE_PAGE (self), NULL);
  return self->state;
}

const char *
bp_online_page_get_room (BpOnlinePage *self)
{
  g_return_val_if_fail (BP_IS_ONLINE_PAGE (self), NULL);
  return self->room;
}

BpOnline *
bp_online_page_get_online (BpOnlinePage *self)
{
  g_return_val_if_fail (BP_IS_ONLINE_PAGE (self), NULL);
  return self->online;
}
