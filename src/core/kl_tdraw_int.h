/*
 * kl_tdraw_int.h - what the files of the table draw share: the cost of a
 * pair at one table and the draw by standings with avoid
 * (kl_tdraw_band.c).
 */
#ifndef KL_TDRAW_INT_H
#define KL_TDRAW_INT_H

#include <stdint.h>

#include "kl_tdraw.h"

/*
 * The cost of a draw as one integer whose order is the order of the
 * criteria (kl_tdraw.h): bits 44 and up count the pairs meeting again,
 * bits 16 to 43 the sum of their met counts (at most KL_TDRAW_MAX * 5 / 2
 * pairs of at most 65535: below 2^28), bits 0 to 15 the displacement
 * from the standings (at most 12 places a player: below 2^16).  Sums of
 * costs compare as the criteria do.
 */
#define KL_TDRAW_PAIR ((int64_t)1 << 44)
#define KL_TDRAW_MET_SHIFT 16

/* The cost of players i and j at one table (met may be NULL). */
static inline int64_t
kl_tdraw_pair(const unsigned short *met, int n, int i, int j)
{
	unsigned m;

	if (met == NULL || i == j)
		return 0;
	m = i < j ? met[(long)i * n + j] : met[(long)j * n + i];
	return m == 0 ? 0 : KL_TDRAW_PAIR + ((int64_t)m << KL_TDRAW_MET_SHIFT);
}

/*
 * The draw by standings with avoid: rank (a permutation of 0..n-1, best
 * first) set at the ntables tables of sizes (largest first), every
 * player at his own table or a neighbouring one, the cost least; the
 * players of each table best first into seat.  Returns 0, or -1 when its
 * working memory cannot be had.
 */
int kl_tdraw_band(int n, const int *rank, const unsigned short *met,
                  const int *sizes, int ntables, int *seat);

#endif
