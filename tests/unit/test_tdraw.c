/*
 * test_tdraw.c - the table draw: the table sizes against a reference
 * that tries every list of sizes; series after series of draws (each
 * with the met counts of the earlier ones) for every player count, by
 * lot and by standings, checked for seating, sizes, the standings band,
 * the repeats against the exhaustive reference (small counts), against
 * the guarantee of the local search and a counting bound (larger ones)
 * and against the draw without avoid; golden draws, seeds, refusals.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_tdraw.h"
#include "ref_tdraw.h"

#define NMAX 200

/* The test's own numbers (not the module's generator): splitmix64. */
static uint64_t test_state;

static int
test_below(int bound)
{
	uint64_t z = (test_state += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return (int)((z ^ (z >> 31)) % (uint64_t)bound);
}

/* ---- sizes ---- */

static const struct sizes_case {
	int n, size, min_size;
	int want[8];  /* the sizes, ending at 0; { -1 }: refused */
} sizes_cases[] = {
	{ .n = 14, .size = 4, .min_size = 3, .want = { 4, 4, 3, 3 } },
	{ .n = 14, .size = 4, .min_size = 2, .want = { 4, 4, 4, 2 } },
	{ .n = 14, .size = 0, .min_size = 0, .want = { 4, 4, 3, 3 } },
	{ .n = 12, .size = 4, .min_size = 3, .want = { 4, 4, 4 } },
	{ .n = 11, .size = 4, .min_size = 3, .want = { 4, 4, 3 } },
	{ .n = 10, .size = 4, .min_size = 3, .want = { 4, 3, 3 } },
	{ .n = 9, .size = 4, .min_size = 3, .want = { 3, 3, 3 } },
	{ .n = 7, .size = 4, .min_size = 3, .want = { 4, 3 } },
	{ .n = 6, .size = 4, .min_size = 3, .want = { 3, 3 } },
	{ .n = 5, .size = 4, .min_size = 3, .want = { -1 } },
	{ .n = 5, .size = 4, .min_size = 2, .want = { 3, 2 } },
	{ .n = 4, .size = 4, .min_size = 3, .want = { 4 } },
	{ .n = 3, .size = 4, .min_size = 3, .want = { 3 } },
	{ .n = 2, .size = 4, .min_size = 3, .want = { -1 } },
	{ .n = 2, .size = 4, .min_size = 2, .want = { 2 } },
	{ .n = 1, .size = 4, .min_size = 2, .want = { -1 } },
	{ .n = 4, .size = 3, .min_size = 3, .want = { -1 } },
	{ .n = 4, .size = 3, .min_size = 2, .want = { 2, 2 } },
	{ .n = 13, .size = 6, .min_size = 3, .want = { 6, 4, 3 } },
	{ .n = 15, .size = 6, .min_size = 3, .want = { 6, 6, 3 } },
	{ .n = 16, .size = 6, .min_size = 3, .want = { 6, 6, 4 } },
	{ .n = 17, .size = 5, .min_size = 3, .want = { 5, 5, 4, 3 } },
	{ .n = 21, .size = 6, .min_size = 4, .want = { 6, 6, 5, 4 } },
	/* a game of two (gin): tables of two, an odd count cannot sit */
	{ .n = 8, .size = 2, .min_size = 2, .want = { 2, 2, 2, 2 } },
	{ .n = 2, .size = 2, .min_size = 2, .want = { 2 } },
	{ .n = 7, .size = 2, .min_size = 2, .want = { -1 } },
	/* out of range */
	{ .n = 8, .size = 2, .min_size = 3, .want = { -1 } },
	{ .n = 8, .size = 1, .min_size = 2, .want = { -1 } },
	{ .n = 8, .size = 7, .min_size = 3, .want = { -1 } },
	{ .n = 8, .size = 4, .min_size = 1, .want = { -1 } },
	{ .n = 8, .size = 4, .min_size = 5, .want = { -1 } },
	{ .n = 0, .size = 4, .min_size = 2, .want = { -1 } },
	{ .n = -3, .size = 4, .min_size = 2, .want = { -1 } },
	{ .n = KL_TDRAW_MAX + 1, .size = 4, .min_size = 3, .want = { -1 } },
};

static void
test_sizes_table(void **state)
{
	int sizes[NMAX * 6], got, k, i;
	size_t c;
	kl_error err;

	(void)state;
	for (c = 0; c < sizeof(sizes_cases) / sizeof(sizes_cases[0]); c++) {
		const struct sizes_case *sc = &sizes_cases[c];

		kl_error_clear(&err);
		got = kl_tdraw_sizes(sc->n, sc->size, sc->min_size, sizes,
		                     NMAX * 6, &err);
		if (sc->want[0] < 0) {
			assert_int_equal(got, -1);
			assert_int_equal(err.code, KL_EINPUT);
			assert_true(strlen(err.msg) > 10);
			continue;
		}
		for (k = 0; sc->want[k] > 0 && k < 8; k++)
			;
		assert_int_equal(got, k);
		for (i = 0; i < k; i++)
			assert_int_equal(sizes[i], sc->want[i]);
	}
	/* too little room for the tables */
	assert_int_equal(kl_tdraw_sizes(14, 4, 3, sizes, 3, &err), -1);
	assert_int_equal(err.code, KL_EINPUT);
	assert_int_equal(kl_tdraw_sizes(14, 4, 3, sizes, 4, &err), 4);
}

/* Every count from 1 to 150 at every size and smallest table, against the
 * reference that tries every list of sizes. */
static void
test_sizes_against_reference(void **state)
{
	int sizes[400], want[400], size, min_size, n, got, k, i;
	kl_error err;

	(void)state;
	for (size = 3; size <= 6; size++)
		for (min_size = 2; min_size <= size; min_size++)
			for (n = 1; n <= 150; n++) {
				k = ref_tdraw_sizes(n, size, min_size, want);
				got = kl_tdraw_sizes(n, size, min_size, sizes, 400,
				                     &err);
				if (k != got)
					fail_msg("%d players at %d (min %d): %d tables, "
					         "the reference %d", n, size, min_size,
					         got, k);
				for (i = 0; i < k; i++)
					assert_int_equal(sizes[i], want[i]);
				/* room for n/min_size + 1 is always enough */
				if (k > 0)
					assert_true(k <= n / min_size + 1);
			}
}

/* ---- series ---- */

/* One configuration of the series: tables of size, none below min_size,
 * counts nlo..nhi, so many series, exhaustive reference up to exact. */
typedef struct series_cfg {
	int size, min_size, nlo, nhi, series, exact;
} series_cfg;

/* The most different players one player met before. */
static int
most_met(int n, const unsigned short *met)
{
	int i, j, d, most = 0;

	for (i = 0; i < n; i++) {
		for (d = 0, j = 0; j < n; j++)
			d += met[i * n + j] > 0;
		if (d > most)
			most = d;
	}
	return most;
}

/*
 * A lower bound of the pairs meeting again in any draw: a player at a
 * table of at least smin has smin - 1 mates, of whom all but the players
 * he never met are repeats; each pair counted from both ends.
 */
static long
pairs_bound(int n, const unsigned short *met, int smin)
{
	long sum = 0;
	int i, j, unmet;

	for (i = 0; i < n; i++) {
		for (unmet = 0, j = 0; j < n; j++)
			unmet += j != i && met[i * n + j] == 0;
		if (smin - 1 > unmet)
			sum += smin - 1 - unmet;
	}
	return (sum + 1) / 2;
}

/* The checks of one draw that hold whatever the history. */
static void
check_draw(const kl_tdraw_in *in, const int *seat, const int *sizes, int nt,
           const int *place)
{
	int want[NMAX], seen[NMAX], k, i, t, at = 0;

	k = ref_tdraw_sizes(in->n, in->size, in->min_size, want);
	assert_int_equal(nt, k);
	assert_int_equal(kl_tdraw_sizes(in->n, in->size, in->min_size, seen,
	                                NMAX, NULL), k);
	assert_memory_equal(seen, sizes, sizeof(int) * (size_t)k);
	memset(seen, 0, sizeof(seen));
	for (t = 0; t < nt; t++) {
		assert_int_equal(sizes[t], want[t]);
		assert_true(sizes[t] >= in->min_size && sizes[t] <= in->size);
		for (i = at; i < at + sizes[t]; i++) {
			assert_in_range(seat[i], 0, in->n - 1);
			seen[seat[i]]++;
			if (place != NULL) {
				/* at most one table from the own one, best first */
				int p = place[seat[i]];
				int lo = t > 0 ? at - sizes[t - 1] : 0;
				int hi = at + sizes[t] - 1 + (t + 1 < nt ? sizes[t + 1] : 0);
				assert_in_range(p, lo, hi);
				if (i > at)
					assert_true(place[seat[i - 1]] < p);
			}
		}
		at += sizes[t];
	}
	assert_int_equal(at, in->n);
	for (i = 0; i < in->n; i++)
		assert_int_equal(seen[i], 1);
}

static void
run_series(const series_cfg *cfg)
{
	static unsigned short met[2][NMAX * NMAX];
	int seat[NMAX], plain[NMAX], sizes[NMAX], rank[NMAX], place[NMAX];
	int n, mode, s, nt, i, j, t, at;
	kl_tdraw_in in;
	kl_error err;

	for (n = cfg->nlo; n <= cfg->nhi; n++) {
		if (ref_tdraw_sizes(n, cfg->size, cfg->min_size, sizes) < 0) {
			/* no draw: refused with a message, for either kind */
			memset(&in, 0, sizeof(in));
			in.n = n;
			in.size = cfg->size;
			in.min_size = cfg->min_size;
			assert_int_equal(kl_tdraw(&in, seat, sizes, &err), -1);
			assert_int_equal(err.code, KL_EINPUT);
			continue;
		}
		memset(met, 0, sizeof(met));
		test_state = (uint64_t)n * 1009 + (uint64_t)cfg->size;
		for (s = 0; s < cfg->series; s++)
			for (mode = 0; mode < 2; mode++) {
				ref_tdraw_cost got, base, best;
				int d, smin;

				memset(&in, 0, sizeof(in));
				in.n = n;
				in.size = cfg->size;
				in.min_size = cfg->min_size;
				in.by_standings = mode;
				in.avoid = 1;
				in.met = met[mode];
				in.seed = (uint64_t)n * 7919 + (uint64_t)s * 31 + 5;
				if (mode) {
					/* a random standings order */
					for (i = 0; i < n; i++)
						rank[i] = i;
					for (i = n - 1; i > 0; i--) {
						j = test_below(i + 1);
						t = rank[i];
						rank[i] = rank[j];
						rank[j] = t;
					}
					for (i = 0; i < n; i++)
						place[rank[i]] = i;
					in.rank = rank;
				}
				nt = kl_tdraw(&in, seat, sizes, &err);
				if (nt < 0)
					fail_msg("%d players: %s", n, err.msg);
				check_draw(&in, seat, sizes, nt, mode ? place : NULL);
				got = ref_tdraw_cost_of(n, seat, sizes, nt, met[mode],
				                        mode ? place : NULL);
				assert_int_equal(kl_tdraw_repeats(&in, seat, sizes, nt),
				                 got.met);
				/* never worse than the draw without avoid */
				in.avoid = 0;
				assert_int_equal(kl_tdraw(&in, plain, sizes, &err), nt);
				base = ref_tdraw_cost_of(n, plain, sizes, nt, met[mode],
				                         mode ? place : NULL);
				assert_true(ref_tdraw_cmp(&got, &base) <= 0);
				in.avoid = 1;
				smin = sizes[nt - 1];
				assert_true(got.pairs >= pairs_bound(n, met[mode], smin));
				if (n <= cfg->exact) {
					best = mode ? ref_tdraw_best_band(n, rank, sizes, nt,
					                                  met[mode]) :
					              ref_tdraw_best_lot(n, sizes, nt,
					                                 met[mode]);
					if (ref_tdraw_cmp(&got, &best) != 0)
						fail_msg("%d players, series %d, %s: %ld %ld %ld, "
						         "the best %ld %ld %ld", n, s + 1,
						         mode ? "standings" : "lot", got.pairs,
						         got.met, got.moved, best.pairs,
						         best.met, best.moved);
				} else if (!mode) {
					/* the guarantee of the local search */
					d = most_met(n, met[mode]);
					if ((long)(nt - d) * smin > (long)(sizes[0] - 1) * d)
						assert_int_equal(got.pairs, 0);
				}
				/* the history of the next series */
				for (at = 0, t = 0; t < nt; at += sizes[t], t++)
					for (i = at; i < at + sizes[t]; i++)
						for (j = at; j < at + sizes[t]; j++)
							if (i != j)
								met[mode][seat[i] * n + seat[j]]++;
			}
	}
}

static void
test_series_tables_of_4(void **state)
{
	static const series_cfg cfg[] = {
		{ .size = 4, .min_size = 2, .nlo = 2, .nhi = NMAX, .series = 10,
		  .exact = 12 },
		{ .size = 4, .min_size = 3, .nlo = 3, .nhi = NMAX, .series = 10,
		  .exact = 12 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cfg) / sizeof(cfg[0]); i++)
		run_series(&cfg[i]);
}

static void
test_series_other_sizes(void **state)
{
	static const series_cfg cfg[] = {
		{ .size = 3, .min_size = 2, .nlo = 2, .nhi = 60, .series = 6,
		  .exact = 10 },
		{ .size = 3, .min_size = 3, .nlo = 3, .nhi = 60, .series = 6,
		  .exact = 12 },
		{ .size = 5, .min_size = 3, .nlo = 3, .nhi = 60, .series = 6,
		  .exact = 12 },
		{ .size = 6, .min_size = 2, .nlo = 2, .nhi = 60, .series = 6,
		  .exact = 12 },
		{ .size = 6, .min_size = 4, .nlo = 4, .nhi = 60, .series = 6,
		  .exact = 12 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cfg) / sizeof(cfg[0]); i++)
		run_series(&cfg[i]);
}

/* ---- golden draws, seeds ---- */

/* Draws by lot without avoid: the shuffle alone, as every machine must
 * give it.  The seatings and the seeds of texts below were also worked
 * out apart from the module, from the published definitions of
 * splitmix64, xoshiro256** and FNV-1a (splitmix64 from 0 gives
 * 0xe220a8397b1dcdaf first, FNV-1a of "a" is 0xaf63dc4c8601ec8c), the
 * unbiased draw and the shuffle as kl_tdraw.h states them. */
static const struct golden {
	uint64_t seed;
	int n, size, min_size;
	int seat[24];
} goldens[] = {
	{ .seed = 1, .n = 8, .size = 4, .min_size = 3,
	  .seat = { 7, 0, 1, 4, 3, 2, 6, 5 } },
	{ .seed = 20261127, .n = 14, .size = 4, .min_size = 3,
	  .seat = { 5, 3, 11, 13, 1, 4, 6, 8, 9, 12, 7, 0, 2, 10 } },
	{ .seed = UINT64_C(0xdeadbeefcafef00d), .n = 23, .size = 5,
	  .min_size = 3, .seat = { 12, 9, 15, 2, 1, 10, 7, 13, 14, 19, 11, 16,
	                           18, 8, 3, 5, 17, 20, 21, 22, 0, 6, 4 } },
	{ .seed = 0, .n = 5, .size = 4, .min_size = 2,
	  .seat = { 3, 4, 1, 2, 0 } },
};

static void
test_golden_draws(void **state)
{
	int seat[NMAX], sizes[NMAX], nt, i;
	size_t g;
	kl_tdraw_in in;
	kl_error err;

	(void)state;
	for (g = 0; g < sizeof(goldens) / sizeof(goldens[0]); g++) {
		memset(&in, 0, sizeof(in));
		in.n = goldens[g].n;
		in.size = goldens[g].size;
		in.min_size = goldens[g].min_size;
		in.seed = goldens[g].seed;
		nt = kl_tdraw(&in, seat, sizes, &err);
		assert_true(nt > 0);
		for (i = 0; i < in.n; i++)
			if (seat[i] != goldens[g].seat[i]) {
				for (i = 0; i < in.n; i++)
					printf("%d, ", seat[i]);
				printf("\n");
				fail_msg("golden draw %zu differs", g);
			}
	}
}

/* FNV-1a over the seats of a series of draws with avoid (the seeds n *
 * 7919 + series, standings from the test's numbers at seed 99), each
 * series with the met counts of the earlier ones. */
static uint64_t
series_hash(int n, int size, int min_size, int by_standings, int series)
{
	static unsigned short met[NMAX * NMAX];
	int seat[NMAX], sizes[NMAX], rank[NMAX], s, nt, i, j, t, at;
	uint64_t h = UINT64_C(0xcbf29ce484222325);
	kl_tdraw_in in;
	kl_error err;

	memset(met, 0, sizeof(met));
	test_state = 99;
	for (s = 0; s < series; s++) {
		memset(&in, 0, sizeof(in));
		in.n = n;
		in.size = size;
		in.min_size = min_size;
		in.by_standings = by_standings;
		in.avoid = 1;
		in.met = met;
		in.seed = (uint64_t)n * 7919 + (uint64_t)s;
		for (i = 0; i < n; i++)
			rank[i] = i;
		for (i = n - 1; i > 0; i--) {
			j = test_below(i + 1);
			t = rank[i];
			rank[i] = rank[j];
			rank[j] = t;
		}
		in.rank = rank;
		nt = kl_tdraw(&in, seat, sizes, &err);
		assert_true(nt > 0);
		for (i = 0; i < n; i++) {
			h ^= (uint64_t)seat[i];
			h *= UINT64_C(0x100000001b3);
		}
		for (at = 0, t = 0; t < nt; at += sizes[t], t++)
			for (i = at; i < at + sizes[t]; i++)
				for (j = at; j < at + sizes[t]; j++)
					if (i != j)
						met[seat[i] * n + seat[j]]++;
	}
	return h;
}

/* Whole series with avoid: the exact search (10), the local search with
 * shaking (24, 30), no repeats (200), the standings (40, 200). */
static const struct golden_series {
	int n, size, min_size, by_standings, series;
	uint64_t hash;
} golden_series[] = {
	{ .n = 10, .size = 4, .min_size = 3, .by_standings = 0, .series = 6,
	  .hash = UINT64_C(0x08a0ce3ab5f91a49) },
	{ .n = 24, .size = 4, .min_size = 3, .by_standings = 0, .series = 10,
	  .hash = UINT64_C(0x9cfc56f01f34e47f) },
	{ .n = 30, .size = 5, .min_size = 3, .by_standings = 0, .series = 10,
	  .hash = UINT64_C(0xa4abd6cc9e65cd93) },
	{ .n = 200, .size = 4, .min_size = 3, .by_standings = 0, .series = 10,
	  .hash = UINT64_C(0x016d25c51a89a951) },
	{ .n = 40, .size = 4, .min_size = 3, .by_standings = 1, .series = 10,
	  .hash = UINT64_C(0xb14bf63207ec55df) },
	{ .n = 200, .size = 6, .min_size = 3, .by_standings = 1, .series = 5,
	  .hash = UINT64_C(0xbec3d8f4b521377d) },
};

static void
test_golden_series(void **state)
{
	size_t g;
	uint64_t h;

	(void)state;
	for (g = 0; g < sizeof(golden_series) / sizeof(golden_series[0]); g++) {
		const struct golden_series *gs = &golden_series[g];

		h = series_hash(gs->n, gs->size, gs->min_size, gs->by_standings,
		                gs->series);
		if (h != gs->hash)
			fail_msg("golden series %zu: 0x%016llx", g,
			         (unsigned long long)h);
	}
}

/* The same seed and input give the same draw, also after other draws;
 * fifty seeds give fifty different draws. */
static void
test_seeds(void **state)
{
	static int draws[50][NMAX];
	static const int counts[] = { 20, 50, 200 };
	int again[NMAX], sizes[NMAX], c, k, j, nt;
	kl_tdraw_in in;
	kl_error err;

	(void)state;
	for (c = 0; c < 3; c++) {
		memset(&in, 0, sizeof(in));
		in.n = counts[c];
		in.size = 4;
		in.min_size = 3;
		/* avoid without a history is the draw itself, and no repeat */
		in.seed = 5;
		assert_true(kl_tdraw(&in, draws[0], sizes, &err) > 0);
		in.avoid = 1;
		nt = kl_tdraw(&in, again, sizes, &err);
		assert_true(nt > 0);
		assert_memory_equal(again, draws[0], sizeof(int) * (size_t)in.n);
		assert_int_equal(kl_tdraw_repeats(&in, again, sizes, nt), 0);
		in.avoid = 0;
		for (k = 0; k < 50; k++) {
			in.seed = kl_tdraw_seed("club evening") + (uint64_t)k;
			assert_true(kl_tdraw(&in, draws[k], sizes, &err) > 0);
		}
		for (k = 0; k < 50; k++) {
			in.seed = kl_tdraw_seed("club evening") + (uint64_t)k;
			assert_true(kl_tdraw(&in, again, sizes, &err) > 0);
			assert_memory_equal(again, draws[k], sizeof(int) * (size_t)in.n);
			for (j = 0; j < k; j++)
				assert_memory_not_equal(draws[j], draws[k],
				                        sizeof(int) * (size_t)in.n);
		}
	}
}

/* The seed of a text: fixed values, and texts that differ in one byte
 * give different seeds. */
static void
test_seed_of_text(void **state)
{
	static const struct {
		const char *text;
		uint64_t seed;
	} cases[] = {
		{ "", UINT64_C(0xf52a15e9a9b5e89b) },
		{ "2026-11-27 19:00 KLUB1", UINT64_C(0x1100da304a0edb3d) },
		{ "a", UINT64_C(0x02c0bdbf481420f8) },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		if (kl_tdraw_seed(cases[i].text) != cases[i].seed)
			fail_msg("seed of \"%s\": 0x%016llx", cases[i].text,
			         (unsigned long long)kl_tdraw_seed(cases[i].text));
	assert_true(kl_tdraw_seed(NULL) == kl_tdraw_seed(""));
	assert_true(kl_tdraw_seed("2026-11-27 19:00 KLUB1") !=
	            kl_tdraw_seed("2026-11-27 19:00 KLUB2"));
	assert_true(kl_tdraw_seed("ab") != kl_tdraw_seed("ba"));
}

/* Standings that are no permutation, and counts that cannot be seated,
 * are refused with a message; nothing else is required of the output. */
static void
test_refusals(void **state)
{
	static const int dup[6] = { 0, 1, 2, 3, 4, 4 };
	static const int out_of_range[6] = { 0, 1, 2, 3, 4, 6 };
	static const int negative[6] = { 0, 1, 2, 3, -1, 5 };
	const int *bad[] = { dup, out_of_range, negative, NULL };
	int seat[8], sizes[8];
	size_t i;
	kl_tdraw_in in;
	kl_error err;

	(void)state;
	memset(&in, 0, sizeof(in));
	in.n = 6;
	in.size = 4;
	in.min_size = 3;
	in.by_standings = 1;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		in.rank = bad[i];
		kl_error_clear(&err);
		assert_int_equal(kl_tdraw(&in, seat, sizes, &err), -1);
		assert_int_equal(err.code, KL_EINPUT);
		assert_non_null(strstr(err.msg, "standings"));
	}
	in.by_standings = 0;
	in.n = 5;
	assert_int_equal(kl_tdraw(&in, seat, sizes, &err), -1);
	assert_non_null(strstr(err.msg, "5 players cannot be seated"));
	in.n = 1;
	in.min_size = 2;
	assert_int_equal(kl_tdraw(&in, seat, sizes, &err), -1);
	assert_non_null(strstr(err.msg, "1 player cannot be seated"));
	in.n = KL_TDRAW_MAX + 1;
	assert_int_equal(kl_tdraw(&in, seat, sizes, &err), -1);
	assert_int_equal(err.code, KL_EINPUT);
	in.n = 6;
	in.size = 9;
	assert_int_equal(kl_tdraw(&in, seat, sizes, &err), -1);
	assert_int_equal(err.code, KL_EINPUT);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sizes_table),
		cmocka_unit_test(test_sizes_against_reference),
		cmocka_unit_test(test_series_tables_of_4),
		cmocka_unit_test(test_series_other_sizes),
		cmocka_unit_test(test_golden_draws),
		cmocka_unit_test(test_golden_series),
		cmocka_unit_test(test_seeds),
		cmocka_unit_test(test_seed_of_text),
		cmocka_unit_test(test_refusals),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
