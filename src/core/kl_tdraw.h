/*
 * kl_tdraw.h - the table draw of a tournament series: how many tables of
 * which sizes, and who sits where.
 *
 * A series seats its players at tables of `size` (3 to 6), a smaller
 * table only to balance the list and never one below `min_size`.  The
 * first series is drawn by lot from a seed (the same seed and input give
 * the same draw on every machine: the generator is the module's own,
 * integers only); later series are set by the standings, the best at
 * table 1, seat 1.  With `avoid` the draw is then improved so that
 * players who sat at one table before meet again as little as the
 * tables allow.  What is minimised, in this order:
 *
 *   1. the number of pairs at one table who met before (met > 0);
 *   2. the sum of met over those pairs (a pair that met once rather than
 *      a pair that met twice);
 *   3. by standings only: the displacement from the standings, the sum
 *      over the players of how many places each is outside the block of
 *      places his table holds in the standings (the last of table 1
 *      swapped with the first of table 2 costs 2, the last but one 4).
 *
 * By standings every player sits at the table his place gives him or at
 * a neighbouring one (an exchange between neighbouring tables), and the
 * draw is the exact minimum of the three over all such draws (dynamic
 * programming table by table).  By lot any two players of different
 * tables may be exchanged; the draw is the exact minimum of 1 and 2 up
 * to KL_TDRAW_EXACT players (a search over every partition), and above
 * that a local minimum: exchanges that lower 1-2 until none does, then
 * seeded shakes of the players who still meet again, each followed by
 * the same descent, keeping the best.  That local minimum has no repeat
 * at all whenever (m - d) * smin > (smax - 1) * d, where m is the number
 * of tables, smin and smax the smallest and largest table and d the most
 * different players one player met before (an exchange that lowers 1
 * always exists otherwise); for 200 players at tables of 4 that holds
 * through the tenth series.
 *
 * The draw by lot, exactly: the generator is xoshiro256** whose four
 * words of state are the first four outputs of splitmix64 started at the
 * seed; a number below b takes the next output x, drawing again while x
 * is below 2^64 mod b, and gives x mod b; the shuffle starts from
 * seat[i] = i and for i from n - 1 down to 1 exchanges seat[i] with
 * seat[j], j a number below i + 1; the tables are then filled in order
 * of the seats.  The shakes of the improvement draw on, from the same
 * generator.
 *
 * Pure functions on caller-owned arrays; kl_tdraw allocates working
 * memory and frees it before it returns.
 */
#ifndef KL_TDRAW_H
#define KL_TDRAW_H

#include <stdint.h>

#include "kl_error.h"

/* The most players one draw seats. */
#define KL_TDRAW_MAX 1000

/* Up to this many players a draw by lot with avoid is the exact minimum. */
#define KL_TDRAW_EXACT 12

/*
 * The sizes of the tables for n players (min_size <= n <= KL_TDRAW_MAX)
 * at tables of size (2 to 6; 0 means 4), never one smaller than min_size
 * (2 to size; 0 means 3, 2 is for games of two players): as many tables
 * of size as possible, then as few smaller ones as balance the list, as
 * even as they can be (14 players at 4: 4,4,3,3; with min_size 2:
 * 4,4,4,2).  Writes them into sizes (room for max) largest first and
 * returns how many, or -1 when n cannot be seated so, the arguments are
 * out of range or sizes is too small (err filled, KL_EINPUT).
 */
int kl_tdraw_sizes(int n, int size, int min_size, int *sizes, int max,
                   kl_error *err);

typedef struct kl_tdraw_in {
	int n;               /* players of this series, numbered 0..n-1 */
	int size, min_size;  /* as kl_tdraw_sizes */
	int by_standings;    /* 0: by lot; 1: set by the standings */
	const int *rank;     /* by_standings: the players best first (a
	                        permutation of 0..n-1) */
	int avoid;           /* 1: avoid table-mates who met before */
	const unsigned short *met; /* n*n, symmetric: how often i and j sat
	                        at one table before; met[i*n+j] with i < j is
	                        read (NULL: nobody met) */
	uint64_t seed;       /* by lot: the same seed and input, the same
	                        draw (by standings the draw needs none) */
} kl_tdraw_in;

/*
 * The draw: seat[] (room for n) receives the players table by table,
 * seat by seat (table 1 seat 1 first), sizes[] the table sizes as
 * kl_tdraw_sizes gives them (room for n/min_size + 1) and the result is
 * how many tables, or -1 with err filled (KL_EINPUT: the sizes cannot be
 * had, or the standings are not a permutation; KL_ENOMEM).  By lot the
 * seats of a table are in the order of the shuffle; by standings the best
 * of a table sits at seat 1.
 */
int kl_tdraw(const kl_tdraw_in *in, int *seat, int *sizes, kl_error *err);

/*
 * The repeats of a draw (seat and sizes as kl_tdraw wrote them, ntables
 * tables): the sum over every pair at one table of met (0: nobody meets
 * again; 0 when in->met is NULL).
 */
long kl_tdraw_repeats(const kl_tdraw_in *in, const int *seat,
                      const int *sizes, int ntables);

/*
 * A seed from a text (the integrator passes the time and the tournament
 * code; also a way to make a random seed printable): 64-bit FNV-1a of the
 * bytes up to the terminating NUL, mixed by splitmix64's finaliser.  NULL
 * is the empty text.
 */
uint64_t kl_tdraw_seed(const char *text);

#endif
