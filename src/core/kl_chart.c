/* kl_chart.c - axes and terminal layout of a rubber's chart. */
#include "kl_chart.h"

#include <stdlib.h>
#include <string.h>

/* The next "nice" step after s: 1, 2, 5, 10, 20, 50, 100, ... */
static int
next_step(int s)
{
	int decade = 1;

	while (s >= decade * 10)
		decade *= 10;
	if (s < 2 * decade)
		return 2 * decade;
	if (s < 5 * decade)
		return 5 * decade;
	return 10 * decade;
}

void
kl_chart_scale(const kl_chart_data *d, int width, int label_units,
               kl_chart_axes *out)
{
	int top = d->line_out + 10, bottom = 0, s, k;
	static const int ysteps[] = { 10, 20, 25, 50, 100, 200, 250, 500,
	                              1000, 2000, 2500, 5000, 10000 };

	for (s = 0; s < d->nseries; s++)
		for (k = 0; k < d->npoints[s]; k++) {
			if (d->points[s][k].total > top)
				top = d->points[s][k].total;
			if (d->points[s][k].total < bottom)
				bottom = d->points[s][k].total;
		}
	if (top < 10)
		top = 10;
	out->ymax = (top + 9) / 10 * 10;
	out->ymin = -((-bottom + 9) / 10 * 10);
	out->ystep = ysteps[sizeof(ysteps) / sizeof(ysteps[0]) - 1];
	for (k = 0; k < (int)(sizeof(ysteps) / sizeof(ysteps[0])); k++)
		if ((out->ymax - out->ymin) / ysteps[k] <= 12) {
			out->ystep = ysteps[k];
			break;
		}
	/* the bottom on a tick, so that 0 is one */
	out->ymin = -((-out->ymin + out->ystep - 1) / out->ystep *
	              out->ystep);
	/* x: the smallest nice step whose labels fit side by side */
	out->xstep = 1;
	if (d->ngames > 0 && width > 1)
		while ((long)out->xstep * (width - 1) <
		       (long)label_units * d->ngames &&
		       out->xstep < d->ngames)
			out->xstep = next_step(out->xstep);
}

int
kl_chart_col(const kl_chart_grid *g, int game)
{
	if (g->ngames <= 0)
		return 0;
	if (game < 0)
		game = 0;
	if (game > g->ngames)
		game = g->ngames;
	return (int)(((long)game * (g->width - 1) + g->ngames / 2) /
	             g->ngames);
}

int
kl_chart_row(const kl_chart_grid *g, int total)
{
	long up;
	long range = (long)g->axes.ymax - g->axes.ymin;

	if (total < g->axes.ymin)
		total = g->axes.ymin;
	if (total > g->axes.ymax)
		total = g->axes.ymax;
	up = (((long)total - g->axes.ymin) * (g->height - 1) * 2 + range) /
	     (2L * range);
	return g->height - 1 - (int)up;
}

/* Put kind into cell (col,row) for series s unless something of higher
 * precedence is there. */
static void
put(kl_chart_grid *g, int col, int row, int kind, int s)
{
	size_t i;

	if (col < 0 || col >= g->width || row < 0 || row >= g->height)
		return;
	i = (size_t)row * (size_t)g->width + (size_t)col;
	if (g->cell[i] > kind)
		return;
	g->cell[i] = (unsigned char)kind;
	g->series[i] = (signed char)s;
}

/* The trail from point a to point b of series s. */
static void
trail(kl_chart_grid *g, const kl_chart_point *a, const kl_chart_point *b,
      int s)
{
	int ca = kl_chart_col(g, a->game), cb = kl_chart_col(g, b->game);
	int ra = kl_chart_row(g, a->total), rb = kl_chart_row(g, b->total);
	int c, r;

	if (ca == cb) {
		int kind = b->mark == KL_MARK_BUYBACK ? KL_CELL_DROP :
		           KL_CELL_TRAIL;
		for (r = (ra < rb ? ra : rb) + 1; r < (ra < rb ? rb : ra); r++)
			put(g, ca, r, kind, s);
		/* a drop too small to leave a cell between its totals is
		 * drawn beside the new total, so that every buy-back shows */
		if (kind == KL_CELL_DROP && (ra - rb <= 1 && rb - ra <= 1))
			put(g, ca + 1 < g->width ? ca + 1 : ca - 1, rb, kind, s);
		return;
	}
	for (c = ca + 1; c < cb; c++) {
		long num = (long)(b->total - a->total) * (c - ca);
		int total = a->total + (int)(num / (cb - ca));
		put(g, c, kl_chart_row(g, total), KL_CELL_TRAIL, s);
	}
}

int
kl_chart_grid_make(const kl_chart_data *d, int width, int height,
                   int label_units, kl_chart_grid *g, kl_error *err)
{
	size_t n;
	int s, k, c, rc = KL_OK;

	memset(g, 0, sizeof(*g));
	if (width < 2 || height < 2 || d->nseries < 0 ||
	    d->nseries > KL_CHART_SERIES || d->ngames < 0)
		return kl_error_set(err, KL_EINPUT, "a chart needs at least 2 "
		    "by 2 cells and 0 to %d players", KL_CHART_SERIES);
	g->width = width;
	g->height = height;
	g->ngames = d->ngames;
	kl_chart_scale(d, width, label_units, &g->axes);
	n = (size_t)width * (size_t)height;
	g->cell = calloc(n, 1);
	g->series = malloc(n);
	if (g->cell == NULL || g->series == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	memset(g->series, -1, n);
	for (c = 0; c < width; c++) {
		if (d->line_buyback >= 0)
			put(g, c, kl_chart_row(g, d->line_buyback),
			    KL_CELL_LINE_BUYBACK, -1);
		if (d->line_out >= 0)
			put(g, c, kl_chart_row(g, d->line_out),
			    KL_CELL_LINE_OUT, -1);
	}
	for (s = 0; s < d->nseries; s++)
		for (k = 1; k < d->npoints[s]; k++)
			trail(g, &d->points[s][k - 1], &d->points[s][k], s);
	for (s = 0; s < d->nseries; s++)
		for (k = 0; k < d->npoints[s]; k++) {
			const kl_chart_point *p = &d->points[s][k];
			int col = kl_chart_col(g, p->game);
			int row = kl_chart_row(g, p->total);
			if (p->mark == KL_MARK_START)
				continue;
			put(g, col, row, KL_CELL_POINT, s);
			if (p->mark == KL_MARK_OUT)
				put(g, col + 1 < width ? col + 1 : col - 1, row,
				    KL_CELL_OUT, s);
		}
done:
	if (rc != KL_OK)
		kl_chart_grid_free(g);
	return rc;
}

void
kl_chart_grid_free(kl_chart_grid *g)
{
	free(g->cell);
	free(g->series);
	g->cell = NULL;
	g->series = NULL;
}
