/*
 * kl_chart.h - the layout of a rubber's chart: every player's total over
 * the games, with the buy-back line (81) and the out line (101).
 *
 * The caller describes each player's totals as a series of points (game,
 * total); kl_chart_scale picks the axes and kl_chart_grid lays the chart
 * out as a grid of cells for a terminal.  Drawing characters, colours or
 * SVG is the caller's business: this module only says what goes where,
 * so the terminal and the SVG chart share one scale.
 */
#ifndef KL_CHART_H
#define KL_CHART_H

#include "kl_error.h"

#define KL_CHART_SERIES 12 /* players in a rubber, at most */

enum kl_chart_mark {
	KL_MARK_START = 0, /* the total before the first game (0) */
	KL_MARK_GAME,      /* the total after a game */
	KL_MARK_BUYBACK,   /* the total after a buy-back (same game as the
	                      point before it) */
	KL_MARK_OUT        /* the total of the game that put the player out */
};

typedef struct kl_chart_point {
	int game;  /* games played when this total stood */
	int total; /* Schlechtpunkte, >= 0 */
	int mark;  /* enum kl_chart_mark */
} kl_chart_point;

/* What to draw; the points arrays belong to the caller. */
typedef struct kl_chart_data {
	int nseries;            /* players, 1..KL_CHART_SERIES */
	int ngames;             /* games of the rubber (the x range) */
	int line_buyback;       /* the buy-back line (buyback_over), or -1
	                           for none (gin, knock rummy) */
	int line_out;           /* the out line (out_at; gin and knock
	                           rummy: game_to), or -1 for none (a game
	                           the table ends when it likes) */
	int npoints[KL_CHART_SERIES];
	const kl_chart_point *points[KL_CHART_SERIES]; /* by game, in order */
} kl_chart_data;

/* The axes. */
typedef struct kl_chart_axes {
	int ymax;  /* top of the y axis: a multiple of 10 above the out line
	              and every total */
	int ymin;  /* its bottom: 0, or a multiple of ystep at or below the
	              lowest total (totals of chips may be negative) */
	int ystep; /* y tick spacing: 10, 20, 25, 50, 100, ... (at most 12
	              ticks) */
	int xstep; /* x tick spacing in games: 1, 2, 5, 10, 20, 50, ... */
} kl_chart_axes;

/*
 * Choose the axes of d for a plot width units wide in which an x label
 * takes label_units (the x ticks are spaced so the labels do not touch).
 */
void kl_chart_scale(const kl_chart_data *d, int width, int label_units,
                    kl_chart_axes *out);

/* What a cell of the grid shows, in increasing order of precedence. */
enum kl_chart_cell {
	KL_CELL_EMPTY = 0,
	KL_CELL_LINE_BUYBACK, /* the buy-back line */
	KL_CELL_LINE_OUT,     /* the out line */
	KL_CELL_TRAIL,        /* between two totals of a player */
	KL_CELL_DROP,         /* a buy-back's drop from the old total (beside
	                         the new total when no cell lies between) */
	KL_CELL_POINT,        /* a player's total after a game */
	KL_CELL_OUT           /* beside the total that put a player out */
};

/* A chart laid out in cells; row 0 is the top. */
typedef struct kl_chart_grid {
	int width, height;
	int ngames;
	kl_chart_axes axes;
	unsigned char *cell;  /* width * height, enum kl_chart_cell */
	signed char *series;  /* width * height, the player, or -1 */
} kl_chart_grid;

/*
 * Lay out d on a grid of width x height cells (at least 2 x 2), with x
 * labels label_units wide.  g's arrays are allocated here and freed with
 * kl_chart_grid_free.  Returns KL_OK, KL_EINPUT (bad sizes or data) or
 * KL_ENOMEM.
 */
int kl_chart_grid_make(const kl_chart_data *d, int width, int height,
                       int label_units, kl_chart_grid *g, kl_error *err);

/* Free the arrays of g (which may be zeroed or half made). */
void kl_chart_grid_free(kl_chart_grid *g);

/* The column of game (0..ngames) and the row of a total (clamped). */
int kl_chart_col(const kl_chart_grid *g, int game);
int kl_chart_row(const kl_chart_grid *g, int total);

#endif
