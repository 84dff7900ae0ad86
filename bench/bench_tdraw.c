/*
 * bench_tdraw.c - the table draw of a tournament (kl_tdraw) with avoid:
 * series after series of the same players, each drawn with the met
 * counts of the series before it, by lot and by the standings.
 *
 * Cases (players, table size, series): the tournament of 200 players at
 * tables of 4 over 10 series, the question the draw must answer in well
 * under a second; then tables of 6 (the most states of the standings'
 * search), a club evening of 20 at tables of 4 over 10 series (repeats
 * forced from the fourth series on, so the search by lot shakes its
 * draws every time) and 1000 players over 10 series.  The standings of a
 * series are a random order from a fixed seed (the draw is as hard
 * whatever the scores), and the seeds of the series are fixed, so two
 * runs do the same work.
 *
 * Each case runs PASSES times; the fastest pass is shown (a pass slowed
 * by another program says nothing of the code), as the processor time of
 * all its series, the slowest series, and the pairs meeting again and
 * their met counts summed over the series (what avoid achieved: 0 0
 * where no pair had to meet again), with the least number of pairs any
 * draws could have: the pairs seated at one table over all series less
 * the n(n-1)/2 different pairs there are.
 *
 * Output, one line per case and kind:
 *
 *     <n>p-at-<size>x<series> <lot|standings> <t> ms in all, slowest
 *         series <t> ms, repeats <pairs> <met> (at least <pairs>)
 *
 * Options: --quick (only the first case).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kl_tdraw.h"

#define PASSES 3

static uint64_t rng;

/* The bench's own numbers (splitmix64), for the standings orders. */
static int
below(int bound)
{
	uint64_t z = (rng += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return (int)((z ^ (z >> 31)) % (uint64_t)bound);
}

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

typedef struct result {
	double all, slowest;
	long pairs, met;
	long slots;    /* pairs at one table, summed over the series */
} result;

/*
 * One pass of a case: series draws of n players at tables of size (none
 * below 3), by standings or by lot.  The standings orders are made
 * before the clock runs; met is n*n.  Returns 0, or -1 if a draw failed.
 */
static int
run(int n, int size, int series, int by_standings, unsigned short *met,
    int *rank, result *res)
{
	int *seat = malloc(sizeof(int) * (size_t)n);
	int *sizes = malloc(sizeof(int) * (size_t)n);
	int s, nt, i, j, t, at, rc = -1;
	kl_tdraw_in in;
	kl_error err;
	double t0, t1;

	memset(res, 0, sizeof(*res));
	memset(met, 0, sizeof(*met) * (size_t)n * (size_t)n);
	if (seat == NULL || sizes == NULL)
		goto done;
	for (s = 0; s < series; s++) {
		memset(&in, 0, sizeof(in));
		in.n = n;
		in.size = size;
		in.min_size = 3;
		in.by_standings = by_standings;
		in.rank = rank + (size_t)s * (size_t)n;
		in.avoid = 1;
		in.met = met;
		in.seed = kl_tdraw_seed("bench") + (uint64_t)s;
		t0 = now();
		nt = kl_tdraw(&in, seat, sizes, &err);
		t1 = now();
		if (nt < 0) {
			fprintf(stderr, "bench_tdraw: %s\n", err.msg);
			goto done;
		}
		res->all += t1 - t0;
		if (t1 - t0 > res->slowest)
			res->slowest = t1 - t0;
		for (at = 0, t = 0; t < nt; at += sizes[t], t++)
			for (i = at; i < at + sizes[t]; i++)
				for (j = i + 1; j < at + sizes[t]; j++) {
					unsigned short *m;

					res->slots++;
					m =
					    &met[(size_t)seat[i] * (size_t)n + (size_t)seat[j]];
					if (*m > 0) {
						res->pairs++;
						res->met += *m;
					}
					(*m)++;
					met[(size_t)seat[j] * (size_t)n + (size_t)seat[i]]++;
				}
	}
	rc = 0;
done:
	free(seat);
	free(sizes);
	return rc;
}

int
main(int argc, char **argv)
{
	static const struct {
		int n, size, series;
	} cases[] = {
		{ 200, 4, 10 }, { 200, 6, 10 }, { 20, 4, 10 }, { 1000, 4, 10 },
	};
	int quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
	size_t c;
	int kind, pass, s, i, j, x, rc = 0;

	for (c = 0; c < (quick ? 1 : sizeof(cases) / sizeof(cases[0])); c++) {
		int n = cases[c].n, series = cases[c].series;
		unsigned short *met = malloc(sizeof(*met) * (size_t)n * (size_t)n);
		int *rank = malloc(sizeof(int) * (size_t)n * (size_t)series);

		if (met == NULL || rank == NULL) {
			fprintf(stderr, "bench_tdraw: out of memory\n");
			free(met);
			free(rank);
			return 1;
		}
		rng = 20261127;
		for (s = 0; s < series; s++) {
			int *r = rank + (size_t)s * (size_t)n;

			for (i = 0; i < n; i++)
				r[i] = i;
			for (i = n - 1; i > 0; i--) {
				j = below(i + 1);
				x = r[i];
				r[i] = r[j];
				r[j] = x;
			}
		}
		for (kind = 0; kind < 2; kind++) {
			result best = { 0, 0, 0, 0, 0 }, one;
			long bound;

			for (pass = 0; pass < PASSES; pass++) {
				if (run(n, cases[c].size, series, kind, met, rank,
				        &one) < 0) {
					rc = 1;
					break;
				}
				if (pass == 0 || one.all < best.all)
					best = one;
			}
			if (rc != 0)
				break;
			/* every pair beyond the n(n-1)/2 different ones repeats */
			bound = best.slots - (long)n * (n - 1) / 2;
			printf("%dp-at-%dx%d %s %.1f ms in all, slowest series %.1f ms, "
			       "repeats %ld %ld (at least %ld)\n", n, cases[c].size,
			       series, kind ? "standings" : "lot", best.all * 1e3,
			       best.slowest * 1e3, best.pairs, best.met,
			       bound > 0 ? bound : 0);
		}
		free(met);
		free(rank);
		if (rc != 0)
			break;
	}
	return rc;
}
