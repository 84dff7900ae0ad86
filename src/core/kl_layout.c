/* kl_layout.c - column widths and line breaks for a terminal's width
 * (see kl_layout.h). */
#include "kl_layout.h"

int
kl_layout_cols(int cols)
{
	if (cols <= 0)
		return 0;
	return cols < KL_LAYOUT_MIN_COLS ? KL_LAYOUT_MIN_COLS : cols;
}

int
kl_layout_column(int base, int widest, int rest, int cols, int min)
{
	int w;

	if (cols <= 0)
		return base;
	w = widest > base ? widest : base;
	if (w + rest > cols)
		w = cols - rest;
	if (w < min)
		w = min;
	return w < 1 ? 1 : w;
}

int
kl_layout_shrink(const int *want, const int *min, int n, int avail,
                 int *got)
{
	int i, sum = 0, top, lo, count;

	for (i = 0; i < n; i++) {
		got[i] = want[i] > 0 ? want[i] : 0;
		sum += got[i];
	}
	while (sum > avail) {
		/* the widest column that can still give a column */
		top = -1;
		for (i = 0; i < n; i++) {
			lo = min != NULL && min[i] > 0 ? min[i] : 0;
			if (got[i] > lo && (top < 0 || got[i] > got[top]))
				top = i;
		}
		if (top < 0)
			break;
		/* every column as wide as it gives one, so that the widths
		 * stay even; the first ones first */
		count = got[top];
		for (i = 0; i < n && sum > avail; i++) {
			lo = min != NULL && min[i] > 0 ? min[i] : 0;
			if (got[i] == count && got[i] > lo) {
				got[i]--;
				sum--;
			}
		}
	}
	return sum;
}

int
kl_layout_wrap(const int *w, const int *gap, int n, int first,
               int indent, int cols, unsigned char *brk)
{
	int i, col = first, lines = n > 0 ? 1 : 0;

	/* every line holds at least one item, however wide */
	for (i = 0; i < n; i++) {
		brk[i] = 0;
		if (i > 0) {
			int at = col + gap[i - 1];
			if (cols > 0 && at + w[i] > cols) {
				brk[i] = 1;
				lines++;
				col = indent;
			} else {
				col = at;
			}
		}
		col += w[i];
	}
	return lines;
}
