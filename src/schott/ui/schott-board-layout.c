/* SPDX-License-Identifier: GPL-3.0-or-later */
/* schott-board-layout.c: the route's geometry on the board, the same for
 * its image (schott-board-route.c), the figures and the tooltip: how many
 * columns the serpentine takes, where each field sits, where a figure
 * between two fields stands, and which field lies under a point. */
#include "config.h"

#include <math.h>

#include "schott-board-private.h"

/* Field centres on a serpentine: as many columns as give the largest
 * fields, odd lines running right to left. */
void
schott_board_layout_route (guint   n_fields,
                           double  width,
                           double  height,
                           guint   kept_cols,
                           guint  *out_cols,
                           double *cell_w,
                           double *cell_h)
{
  guint best_cols = n_fields;
  double best = 0, kept = 0;

  for (guint cols = 4; cols <= n_fields; cols++)
    {
      guint rows = (n_fields + cols - 1) / cols;
      double w = width / cols;
      double h = height / rows;
      /* Room for a place name under the field wants cells taller than wide. */
      double size = MIN (w, h / 1.25);
      if (size > best)
        {
          best = size;
          best_cols = cols;
        }
      if (cols == kept_cols)
        kept = size;
    }
  /* The route keeps its shape while its fields stay nearly as large as
   * they could be: a line of text appearing above it (a hint) must not
   * make every field jump to another row. */
  if (kept > 0 && kept >= 0.85 * best)
    best_cols = kept_cols;
  *out_cols = best_cols;
  *cell_w = width / best_cols;
  *cell_h = height / ((n_fields + best_cols - 1) / best_cols);
}

void
schott_board_field_centre (guint   field,
                           guint   cols,
                           double  cell_w,
                           double  cell_h,
                           double *x,
                           double *y)
{
  guint row = field / cols;
  guint col = field % cols;

  if (row % 2 == 1)
    col = cols - 1 - col;
  /* the road winds a little: each field a touch up or down */
  *x = (col + 0.5) * cell_w + sin (field * 2.3) * cell_w * 0.06;
  *y = row * cell_h + cell_h * (0.40 + 0.03 * sin (field * 1.7));
}

void
schott_board_position_point (double  pos,
                             guint   n_fields,
                             guint   cols,
                             double  cell_w,
                             double  cell_h,
                             double *x,
                             double *y)
{
  guint a = (guint) CLAMP (floor (pos), 0, n_fields - 1);
  guint b = MIN (a + 1, n_fields - 1);
  double t = pos - floor (pos);
  double ax, ay, bx, by;

  schott_board_field_centre (a, cols, cell_w, cell_h, &ax, &ay);
  schott_board_field_centre (b, cols, cell_w, cell_h, &bx, &by);
  *x = ax + (bx - ax) * t;
  *y = ay + (by - ay) * t;
}

/* A field's radius in a cell of the route's grid. */
double
schott_board_field_radius (double cell_w,
                           double cell_h)
{
  return MIN (cell_w, cell_h) * 0.34;
}

/* The field nearest to (x, y), and in distance how far its centre is. */
guint
schott_board_field_at (guint   n_fields,
                       guint   cols,
                       double  cell_w,
                       double  cell_h,
                       double  x,
                       double  y,
                       double *distance)
{
  guint best = 0;
  double best_d = G_MAXDOUBLE;

  for (guint f = 0; f < n_fields; f++)
    {
      double fx, fy, d;

      schott_board_field_centre (f, cols, cell_w, cell_h, &fx, &fy);
      d = hypot (fx - x, fy - y);
      if (d < best_d)
        best_d = d, best = f;
    }
  *distance = best_d;
  return best;
}
