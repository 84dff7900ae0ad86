/*
 * ref_tdraw.h - a slow reference for the table draw (src/core/kl_tdraw.h),
 * for tests only.
 *
 * It shares nothing with src/core/kl_tdraw*.c and calls no function of
 * klopf: the sizes are picked from every way of writing n as a sum of
 * table sizes, and the best draws are found by trying every assignment
 * of the players to the tables, counting the criteria one by one.
 */
#ifndef REF_TDRAW_H
#define REF_TDRAW_H

/* The criteria of a draw, counted apart. */
typedef struct ref_tdraw_cost {
	long pairs;   /* pairs at one table that met before */
	long met;     /* the sum of their met counts */
	long moved;   /* places outside the own block of the standings */
} ref_tdraw_cost;

/* -1, 0 or 1 as a is better than, as good as or worse than b (pairs,
 * then met, then moved). */
int ref_tdraw_cmp(const ref_tdraw_cost *a, const ref_tdraw_cost *b);

/*
 * The table sizes for n players at tables of size, none below min_size:
 * of every non-increasing list of sizes from min_size to size summing to
 * n, the one with the most tables of size, then the fewest tables, then
 * the largest smallest table, then the smallest largest of the others.
 * Writes it into sizes (room for n) and returns its length, or -1 when
 * there is none.  Slow: every list is generated.
 */
int ref_tdraw_sizes(int n, int size, int min_size, int *sizes);

/*
 * The cost of a draw: players seat[0..n-1] at tables of sizes[0..m-1] in
 * order; met is n*n (symmetric); place (may be NULL: moved stays 0) the
 * place of each player in the standings, 0 best, whose blocks are the
 * tables' sizes in order.
 */
ref_tdraw_cost ref_tdraw_cost_of(int n, const int *seat, const int *sizes,
                                 int m, const unsigned short *met,
                                 const int *place);

/*
 * The best (pairs, met) over every assignment of players 0..n-1 to the
 * m tables of sizes (n <= 14: the tables are told apart, so
 * n! / prod(size!) assignments).
 */
ref_tdraw_cost ref_tdraw_best_lot(int n, const int *sizes, int m,
                                  const unsigned short *met);

/*
 * The best (pairs, met, moved) over every assignment of the players to
 * the tables that keeps each at most one table from his own: rank[]
 * best first, table t's own players the next sizes[t] of it (n <= 14).
 */
ref_tdraw_cost ref_tdraw_best_band(int n, const int *rank, const int *sizes,
                                   int m, const unsigned short *met);

#endif
