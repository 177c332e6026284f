/* schott-rules-window.c: the rules in short; the full text is in the help. */
#include "config.h"

#include <glib/gi18n.h>

#include "schott-rules-window.h"

struct _SchottRulesWindow
{
  AdwWindow parent_instance;
};

G_DEFINE_FINAL_TYPE (SchottRulesWindow, schott_rules_window, ADW_TYPE_WINDOW)

static void
schott_rules_window_class_init (SchottRulesWindowClass *klass)
{
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0,
                                       "window.close", NULL);
}

static void
add_section (GtkWidget  *box,
             const char *title,
             const char *text)
{
  GtkWidget *heading = gtk_label_new (title);
  GtkWidget *body = gtk_label_new (text);

  gtk_widget_add_css_class (heading, "title-4");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_label_set_xalign (GTK_LABEL (body), 0);
  gtk_label_set_wrap (GTK_LABEL (body), TRUE);
  gtk_label_set_selectable (GTK_LABEL (body), TRUE);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), body);
}

static void
schott_rules_window_init (SchottRulesWindow *self)
{
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);

  gtk_window_set_title (GTK_WINDOW (self), _("Rules"));
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 600);
  gtk_box_append (GTK_BOX (outer), adw_header_bar_new ());
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 24);

  add_section (box, _("The aim"),
               _("Race your figure from the start to the finish of the route. You move by making your row of nine cards ascend from left to right: at the end of each stage every row scores its longest ascending beginning."));
  add_section (box, _("Your turn"),
               _("Do one thing: take the top card of the draw pile or the discard pile and exchange it with any card of your row (the card taken out goes onto the discard pile), or play one of your two face-down event cards. A joker stands for any number."));
  add_section (box, _("Consecutive cards"),
               _("When you put a card into your own row and it forms a run of consecutive numbers (like 9, 10, 11), your figure moves at once: one field less than the run is long."));
  add_section (box, _("End of a stage"),
               _("A stage ends when a row ascends completely. Every player moves one field per number card at the beginning of the row that ascends (jokers do not count). The player who completed the row then answers a bonus question: right moves two more fields."));
  add_section (box, _("Fast Track"),
               _("Once per game, before your first exchange of a stage, you may play your Fast Track card: at the end of that stage your row moves you twice as far."));
  add_section (box, _("The route"),
               _("Only one figure fits on a field: a figure that would land on an occupied field goes on to the next free one. On a location field you answer a question: right moves you forward by the field's value; on a −1 field a wrong answer moves you back one field."));
  add_section (box, _("Winning"),
               _("The game ends as soon as a figure reaches the finish. Every figure on the finish wins."));

  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (outer), scroller);
  adw_window_set_content (ADW_WINDOW (self), outer);
}

GtkWidget *
schott_rules_window_new (GtkWindow *parent)
{
  return g_object_new (SCHOTT_TYPE_RULES_WINDOW, "transient-for", parent, NULL);
}
