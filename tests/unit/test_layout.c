/*
 * test_layout.c - column widths and line breaks for a terminal's width
 * (kl_layout), from tables of rows.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "kl_layout.h"

/* One name column: its fixed width, the widest name, the rest of the
 * row, the line and the least width; the width it gets. */
static const struct {
	int base, widest, rest, cols, min, out;
} columns[] = {
	{ 12, 5, 16, 0, 6, 12 },    /* width not known: the fixed width */
	{ 12, 40, 16, 0, 6, 12 },   /* even for a long name */
	{ 12, 5, 16, 80, 6, 12 },   /* short names: as before */
	{ 12, 20, 16, 80, 6, 20 },  /* room: the widest name */
	{ 12, 40, 16, 80, 6, 40 },
	{ 12, 40, 16, 60, 6, 40 },
	{ 12, 40, 26, 60, 6, 34 },    /* cut to the line */
	{ 12, 40, 56, 60, 6, 6 },   /* never below the least */
	{ 10, 40, 24, 120, 6, 40 },
	{ 10, 40, 24, 60, 6, 36 },
	{ 1, 0, 100, 60, 0, 1 },    /* never below one column */
};

static void
test_column(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(columns) / sizeof(columns[0]); i++)
		if (kl_layout_column(columns[i].base, columns[i].widest,
		                     columns[i].rest, columns[i].cols,
		                     columns[i].min) != columns[i].out)
			fail_msg("column(%zu): %d, not %d", i,
			         kl_layout_column(columns[i].base,
			         columns[i].widest, columns[i].rest,
			         columns[i].cols, columns[i].min),
			         columns[i].out);
}

static void
test_cols(void **state)
{
	(void)state;
	assert_int_equal(kl_layout_cols(0), 0);
	assert_int_equal(kl_layout_cols(-3), 0);
	assert_int_equal(kl_layout_cols(20), KL_LAYOUT_MIN_COLS);
	assert_int_equal(kl_layout_cols(60), 60);
	assert_int_equal(kl_layout_cols(200), 200);
}

/* Columns shrunk to a total: what they want, their least, the total,
 * what they get. */
#define NCOL 5
static const struct {
	int n;
	int want[NCOL], min[NCOL];
	int avail;
	int got[NCOL];
	int sum;
} shrinks[] = {
	{ 3, { 10, 20, 5 }, { 0, 0, 0 }, 100, { 10, 20, 5 }, 35 },
	{ 3, { 10, 20, 5 }, { 0, 0, 0 }, 30, { 10, 15, 5 }, 30 },
	{ 3, { 10, 20, 5 }, { 0, 0, 0 }, 21, { 8, 8, 5 }, 21 },
	{ 3, { 10, 20, 5 }, { 0, 0, 0 }, 20, { 7, 8, 5 }, 20 },
	{ 3, { 10, 20, 5 }, { 6, 6, 5 }, 10, { 6, 6, 5 }, 17 },
	{ 5, { 40, 40, 40, 40, 40 }, { 6, 6, 6, 6, 6 }, 50,
	  { 10, 10, 10, 10, 10 }, 50 },
	{ 5, { 40, 40, 40, 40, 40 }, { 6, 6, 6, 6, 6 }, 52,
	  { 10, 10, 10, 11, 11 }, 52 },
	{ 2, { 4, 40 }, { 6, 6 }, 30, { 4, 26 }, 30 },
	{ 1, { 0 }, { 0 }, 0, { 0 }, 0 },
};

static void
test_shrink(void **state)
{
	int got[NCOL];
	size_t i;
	int k, sum;

	(void)state;
	for (i = 0; i < sizeof(shrinks) / sizeof(shrinks[0]); i++) {
		sum = kl_layout_shrink(shrinks[i].want, shrinks[i].min,
		                       shrinks[i].n, shrinks[i].avail, got);
		if (sum != shrinks[i].sum)
			fail_msg("shrink(%zu): sum %d, not %d", i, sum,
			         shrinks[i].sum);
		for (k = 0; k < shrinks[i].n; k++)
			if (got[k] != shrinks[i].got[k])
				fail_msg("shrink(%zu): column %d is %d, not %d", i,
				         k, got[k], shrinks[i].got[k]);
	}
}

/* A list broken into lines: the items' widths (a gap of one after
 * each), the first column, the indent, the line; where lines start. */
#define NITEM 8
static const struct {
	int n;
	int w[NITEM];
	int first, indent, cols;
	const char *brk; /* '1' where an item starts a line */
	int lines;
} wraps[] = {
	{ 4, { 3, 3, 3, 3 }, 0, 0, 0, "0000", 1 },     /* not known */
	{ 4, { 3, 3, 3, 3 }, 0, 0, 15, "0000", 1 },    /* 15 exactly */
	{ 4, { 3, 3, 3, 3 }, 0, 0, 14, "0001", 2 },
	{ 4, { 3, 3, 3, 3 }, 10, 4, 14, "0101", 3 },
	{ 3, { 20, 50, 3 }, 10, 4, 60, "010", 2 },
	{ 2, { 70, 3 }, 0, 4, 60, "01", 2 },           /* too wide: alone */
	{ 2, { 3, 70 }, 0, 4, 60, "01", 2 },
	{ 0, { 0 }, 0, 0, 60, "", 0 },
};

static void
test_wrap(void **state)
{
	int gap[NITEM];
	unsigned char brk[NITEM];
	size_t i;
	int k, lines;

	(void)state;
	for (k = 0; k < NITEM; k++)
		gap[k] = 1;
	for (i = 0; i < sizeof(wraps) / sizeof(wraps[0]); i++) {
		lines = kl_layout_wrap(wraps[i].w, gap, wraps[i].n,
		                       wraps[i].first, wraps[i].indent,
		                       wraps[i].cols, brk);
		if (lines != wraps[i].lines)
			fail_msg("wrap(%zu): %d lines, not %d", i, lines,
			         wraps[i].lines);
		for (k = 0; k < wraps[i].n; k++)
			if (brk[k] != wraps[i].brk[k] - '0')
				fail_msg("wrap(%zu): item %d", i, k);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_column),
		cmocka_unit_test(test_cols),
		cmocka_unit_test(test_shrink),
		cmocka_unit_test(test_wrap),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
