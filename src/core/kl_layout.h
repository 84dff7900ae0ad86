/*
 * kl_layout.h - fitting text tables and lists to a terminal's width.
 *
 * The command line prints tables whose widest part is the players'
 * names; when it knows how many columns the terminal (or COLUMNS) has,
 * it asks this module how wide each column may be and where a long list
 * (the cards of an arrangement, the totals of a game) breaks into lines.
 * Widths are terminal columns (kl_utf8_width), never bytes.  A width of
 * 0 columns means "not known": every function then answers what the
 * fixed layout of a pipe prints.  Pure: no I/O, no state.
 */
#ifndef KL_LAYOUT_H
#define KL_LAYOUT_H

#include <stddef.h>

/* The narrowest line a layout is made for: a known width below it is
 * taken as this. */
#define KL_LAYOUT_MIN_COLS 60

/* The fewest columns a shrunk name column keeps (with its ellipsis). */
#define KL_LAYOUT_NAME_MIN 6

/*
 * The width of a column of names whose widest takes widest columns, in
 * rows whose other parts take rest columns, on a line of cols columns
 * (0: not known).  Not known: base (the fixed width; a longer name is
 * then written whole).  Known: max(base, widest), cut to cols - rest
 * when the row would be longer, but never below min (nor below 1).
 */
int kl_layout_column(int base, int widest, int rest, int cols, int min);

/*
 * Shrink n columns that want want[i] columns each (all >= 0) so that
 * their sum is at most avail: the widest are narrowed first, one column
 * at a time, so that the widths left are as even as they can be, and
 * none goes below min[i] (nor below 0; min may be NULL for 0).  The
 * widths go to got[i].  Returns their sum, which is more than avail
 * only when the minimums do not fit.
 */
int kl_layout_shrink(const int *want, const int *min, int n, int avail,
                     int *got);

/*
 * Break a list of n items, each w[i] columns wide and each followed by
 * gap[i] columns of space when another item follows on the same line,
 * into lines of at most cols columns: the first line starts at column
 * first, the following lines at column indent.  An item that is wider
 * than a whole line stands alone on its line.  brk[i] is set to 1 where
 * item i starts a new line (never for item 0) and to 0 elsewhere; cols
 * 0 (not known) breaks nowhere.  Returns the number of lines (0 for no
 * items).
 */
int kl_layout_wrap(const int *w, const int *gap, int n, int first,
                   int indent, int cols, unsigned char *brk);

/*
 * The columns of a line: cols when it is known (0 stays 0), but at least
 * KL_LAYOUT_MIN_COLS.
 */
int kl_layout_cols(int cols);

#endif
