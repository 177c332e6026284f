/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-key-guard.c: which keys pressed on a sheet are still held. A key
 * counts as held while its presses come at the pace of a key's repeat; a
 * press after a longer pause is a new one (a release that went elsewhere
 * is not waited for). The pace is read from the events' own times, not
 * from when they are handled: a main loop busy for a moment (a relayout,
 * a loaded machine) does not turn a repeat into a new press. */
#include "config.h"

#include "schott-key-guard.h"

#define KEY_REPEAT_GAP_MS 700
/* nobody holds more keys: when full, the oldest is forgotten */
#define MAX_HELD 8

struct _SchottKeyGuard
{
  GObject parent_instance;

  guint   keys[MAX_HELD];
  guint32 at[MAX_HELD];     /* when each was last pressed (event time, ms) */
  guint   n_keys;
  GtkWidget          *root;       /* weak: the window guarded */
  GtkEventController *root_keys;  /* its controller (the window's) */
};

G_DEFINE_FINAL_TYPE (SchottKeyGuard, schott_key_guard, G_TYPE_OBJECT)

static gint
held_index (SchottKeyGuard *self,
            guint           keycode)
{
  for (guint i = 0; i < self->n_keys; i++)
    if (self->keys[i] == keycode)
      return (gint) i;
  return -1;
}

static gboolean
forget (SchottKeyGuard *self,
        guint           keycode)
{
  gint i = held_index (self, keycode);

  if (i < 0)
    return FALSE;
  self->n_keys--;
  self->keys[i] = self->keys[self->n_keys];
  self->at[i] = self->at[self->n_keys];
  return TRUE;
}

/* An event's time in ms; one without (a synthesized one) is taken as
 * now, on the same kind of clock. */
static guint32
time_of (GdkEvent *event)
{
  guint32 time = event != NULL ? gdk_event_get_time (event) : GDK_CURRENT_TIME;

  return time != GDK_CURRENT_TIME ? time : (guint32) (g_get_monotonic_time () / 1000);
}

/* A press of a key held from a sheet: its repeat (TRUE), or after a
 * pause a new press (FALSE, forgotten). */
static gboolean
is_held (SchottKeyGuard *self,
         guint           keycode,
         guint32         now)
{
  gint i = held_index (self, keycode);

  if (i < 0)
    return FALSE;
  /* unsigned: right across the clock's wrap */
  if ((guint32) (now - self->at[i]) > KEY_REPEAT_GAP_MS)
    {
      forget (self, keycode);
      return FALSE;
    }
  self->at[i] = now;
  return TRUE;
}

static gboolean
on_sheet_key_pressed_cb (GtkEventControllerKey *controller,
                         guint                  keyval,
                         guint                  keycode,
                         GdkModifierType        state,
                         SchottKeyGuard        *self)
{
  guint32 now = time_of (gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller)));

  if (!is_held (self, keycode, now))
    {
      if (self->n_keys == MAX_HELD)
        forget (self, self->keys[0]);
      self->keys[self->n_keys] = keycode;
      self->at[self->n_keys] = now;
      self->n_keys++;
    }
  return FALSE;
}

static void
on_sheet_key_released_cb (GtkEventControllerKey *controller,
                          guint                  keyval,
                          guint                  keycode,
                          GdkModifierType        state,
                          SchottKeyGuard        *self)
{
  forget (self, keycode);
}

static void
schott_key_guard_dispose (GObject *object)
{
  schott_key_guard_watch_root (SCHOTT_KEY_GUARD (object), NULL);
  G_OBJECT_CLASS (schott_key_guard_parent_class)->dispose (object);
}

static void
schott_key_guard_class_init (SchottKeyGuardClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = schott_key_guard_dispose;
}

static void
schott_key_guard_init (SchottKeyGuard *self)
{
}

SchottKeyGuard *
schott_key_guard_new (void)
{
  return g_object_new (SCHOTT_TYPE_KEY_GUARD, NULL);
}

void
schott_key_guard_watch_sheet (SchottKeyGuard *self,
                              GtkWidget      *sheet)
{
  GtkEventController *keys;

  g_return_if_fail (SCHOTT_IS_KEY_GUARD (self));
  g_return_if_fail (GTK_IS_WIDGET (sheet));

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_sheet_key_pressed_cb), self, 0);
  g_signal_connect_object (keys, "key-released", G_CALLBACK (on_sheet_key_released_cb), self, 0);
  gtk_widget_add_controller (sheet, keys);
}

gboolean
schott_key_guard_swallows (SchottKeyGuard *self,
                           GdkEvent       *event)
{
  g_return_val_if_fail (SCHOTT_IS_KEY_GUARD (self), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  switch ((int) gdk_event_get_event_type (event))
    {
    case GDK_KEY_PRESS:
      return is_held (self, gdk_key_event_get_keycode (event), time_of (event));
    case GDK_KEY_RELEASE:
      return forget (self, gdk_key_event_get_keycode (event));
    default:
      return FALSE;
    }
}

/* Seen before any widget of the window: the header bar's buttons too. */
static gboolean
on_root_event_cb (GtkEventControllerLegacy *controller,
                  GdkEvent                 *event,
                  SchottKeyGuard           *self)
{
  return schott_key_guard_swallows (self, event);
}

void
schott_key_guard_watch_root (SchottKeyGuard *self,
                             GtkWidget      *root)
{
  g_return_if_fail (SCHOTT_IS_KEY_GUARD (self));
  g_return_if_fail (root == NULL || GTK_IS_WIDGET (root));

  if (self->root == root)
    return;
  if (self->root != NULL)
    gtk_widget_remove_controller (self->root, self->root_keys);
  self->root_keys = NULL;
  g_clear_weak_pointer (&self->root);
  if (root == NULL)
    return;
  self->root_keys = gtk_event_controller_legacy_new ();
  gtk_event_controller_set_propagation_phase (self->root_keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (self->root_keys, "event", G_CALLBACK (on_root_event_cb), self, 0);
  gtk_widget_add_controller (root, self->root_keys);
  g_set_weak_pointer (&self->root, root);
}
