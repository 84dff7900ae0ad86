/*
 * test_chart.c - the chart layout: axes, where totals and games land on
 * the grid, the buy-back and out lines, trails, drops and out marks, and
 * what wins when two things share a cell.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_chart.h"

static unsigned char
cell_at(const kl_chart_grid *g, int col, int row, int *series)
{
	size_t i = (size_t)row * (size_t)g->width + (size_t)col;

	if (series != NULL)
		*series = g->series[i];
	return g->cell[i];
}

static void
test_scale(void **state)
{
	kl_chart_point p[2] = { { 0, 0, KL_MARK_START }, { 3, 137,
	                                                   KL_MARK_OUT } };
	kl_chart_data d;
	kl_chart_axes ax;

	(void)state;
	memset(&d, 0, sizeof(d));
	d.nseries = 1;
	d.ngames = 3;
	d.line_buyback = 81;
	d.line_out = 101;
	d.npoints[0] = 1;
	d.points[0] = p;
	/* the top clears the out line by 10, rounded up to tens */
	kl_chart_scale(&d, 73, 2, &ax);
	assert_int_equal(ax.ymax, 120);
	assert_int_equal(ax.ystep, 10);
	assert_int_equal(ax.xstep, 1);
	/* a higher total raises it */
	d.npoints[0] = 2;
	kl_chart_scale(&d, 73, 2, &ax);
	assert_int_equal(ax.ymax, 140);
	/* 300 games in 73 columns with 4-column labels: steps of 20 */
	d.ngames = 300;
	kl_chart_scale(&d, 73, 4, &ax);
	assert_int_equal(ax.xstep, 20);
	assert_true(ax.xstep * 72 >= 4 * 300);
}

/* Buy-backs of every size are drawn: a drop that leaves cells between
 * its totals fills them, one too small for that is drawn beside the new
 * total (to the right, or to the left at the right edge). */
static const struct {
	int before, after, game, ngames;
	int beside; /* 1: the drop is beside the new total */
} drops[] = {
	{ 95, 40, 1, 2, 0 },
	{ 85, 81, 1, 2, 1 },
	{ 90, 86, 1, 2, 1 },
	{ 85, 82, 2, 2, 1 },   /* at the right edge */
	{ 100, 82, 1, 2, 0 },
};

static void
test_small_buyback(void **state)
{
	kl_chart_data d;
	kl_chart_grid g;
	kl_error err;
	size_t i;
	int r, c, found, col, rb;

	(void)state;
	for (i = 0; i < sizeof(drops) / sizeof(drops[0]); i++) {
		kl_chart_point a[4] = {
			{ 0, 0, KL_MARK_START },
			{ drops[i].game, drops[i].before, KL_MARK_GAME },
			{ drops[i].game, drops[i].after, KL_MARK_BUYBACK },
			{ drops[i].ngames, drops[i].after, KL_MARK_GAME },
		};
		memset(&d, 0, sizeof(d));
		d.nseries = 1;
		d.ngames = drops[i].ngames;
		d.line_buyback = 81;
		d.line_out = 101;
		d.npoints[0] = drops[i].game == drops[i].ngames ? 3 : 4;
		d.points[0] = a;
		assert_int_equal(kl_chart_grid_make(&d, 40, 20, 2, &g, &err),
		                 KL_OK);
		col = kl_chart_col(&g, drops[i].game);
		rb = kl_chart_row(&g, drops[i].after);
		found = 0;
		for (r = 0; r < g.height; r++)
			for (c = 0; c < g.width; c++)
				found += cell_at(&g, c, r, NULL) == KL_CELL_DROP;
		if (found == 0)
			fail_msg("drop(%zu): not drawn", i);
		if (drops[i].beside) {
			c = col + 1 < g.width ? col + 1 : col - 1;
			if (cell_at(&g, c, rb, NULL) != KL_CELL_DROP)
				fail_msg("drop(%zu): not beside the new total", i);
		} else if (cell_at(&g, col, rb - 1, NULL) != KL_CELL_DROP) {
			fail_msg("drop(%zu): not above the new total", i);
		}
		kl_chart_grid_free(&g);
	}
}

static void
test_grid(void **state)
{
	/* A: 0 -> 50 -> 90, buys back to 40, then 110 (out) at game 3;
	 * B: 0 -> 10 -> 20 -> 30 */
	kl_chart_point a[5] = {
		{ 0, 0, KL_MARK_START }, { 1, 50, KL_MARK_GAME },
		{ 2, 90, KL_MARK_GAME }, { 2, 40, KL_MARK_BUYBACK },
		{ 3, 110, KL_MARK_OUT }
	};
	kl_chart_point b[4] = {
		{ 0, 0, KL_MARK_START }, { 1, 10, KL_MARK_GAME },
		{ 2, 20, KL_MARK_GAME }, { 3, 30, KL_MARK_GAME }
	};
	kl_chart_data d;
	kl_chart_grid g;
	kl_error err;
	int s, r, c, drops = 0, trails = 0;

	(void)state;
	memset(&d, 0, sizeof(d));
	d.nseries = 2;
	d.ngames = 3;
	d.line_buyback = 81;
	d.line_out = 101;
	d.npoints[0] = 5;
	d.points[0] = a;
	d.npoints[1] = 4;
	d.points[1] = b;
	assert_int_equal(kl_chart_grid_make(&d, 31, 13, 2, &g, &err), KL_OK);
	assert_int_equal(g.axes.ymax, 120);
	/* games spread over the columns, totals over the rows */
	assert_int_equal(kl_chart_col(&g, 0), 0);
	assert_int_equal(kl_chart_col(&g, 3), 30);
	assert_int_equal(kl_chart_col(&g, 1), 10);
	assert_int_equal(kl_chart_row(&g, 0), 12);
	assert_int_equal(kl_chart_row(&g, 120), 0);
	assert_int_equal(kl_chart_row(&g, 500), 0);
	assert_int_equal(kl_chart_row(&g, 40), 8);
	/* the lines run across, under everything else */
	r = kl_chart_row(&g, 101);
	assert_int_equal(cell_at(&g, 5, r, NULL), KL_CELL_LINE_OUT);
	r = kl_chart_row(&g, 81);
	assert_int_equal(cell_at(&g, 14, r, NULL), KL_CELL_LINE_BUYBACK);
	/* every total after a game is a point of its player */
	assert_int_equal(cell_at(&g, 10, kl_chart_row(&g, 50), &s),
	                 KL_CELL_POINT);
	assert_int_equal(s, 0);
	assert_int_equal(cell_at(&g, 20, kl_chart_row(&g, 20), &s),
	                 KL_CELL_POINT);
	assert_int_equal(s, 1);
	/* the buy-back: both totals are points, the cells between them
	 * show the drop */
	assert_int_equal(cell_at(&g, 20, kl_chart_row(&g, 90), NULL),
	                 KL_CELL_POINT);
	assert_int_equal(cell_at(&g, 20, kl_chart_row(&g, 40), NULL),
	                 KL_CELL_POINT);
	for (r = kl_chart_row(&g, 90) + 1; r < kl_chart_row(&g, 40); r++) {
		assert_int_equal(cell_at(&g, 20, r, &s), KL_CELL_DROP);
		assert_int_equal(s, 0);
		drops++;
	}
	assert_true(drops > 0);
	/* the game that put A out: a point at the right edge and the out
	 * mark beside it, to the left */
	assert_int_equal(cell_at(&g, 30, kl_chart_row(&g, 110), NULL),
	                 KL_CELL_POINT);
	assert_int_equal(cell_at(&g, 29, kl_chart_row(&g, 110), &s),
	                 KL_CELL_OUT);
	assert_int_equal(s, 0);
	/* trails join the games: B has one in every column between */
	for (c = 11; c < 20; c++)
		for (r = 0; r < g.height; r++)
			if (cell_at(&g, c, r, &s) == KL_CELL_TRAIL && s == 1)
				trails++;
	assert_int_equal(trails, 9);
	kl_chart_grid_free(&g);
	assert_null(g.cell);
	assert_int_equal(kl_chart_grid_make(&d, 1, 13, 2, &g, &err),
	                 KL_EINPUT);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_scale),
		cmocka_unit_test(test_grid),
		cmocka_unit_test(test_small_buyback),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
