/*
 * bench_deadwood.c - throughput and worst case of the deadwood solver.
 *
 * Every case first generates its hands (kl_hand values) from a fixed seed,
 * so two runs see exactly the same hands, and then measures twice:
 *
 *  1. rate: one clock reading before and one after a loop that solves all
 *     hands, so the loop itself carries no timer calls;
 *  2. slowest: passes that time every hand on its own, in the order of
 *     the rate loop.  Single readings are unreliable (interrupts, and on a
 *     virtual machine stalls of milliseconds), so each hand keeps its
 *     fastest reading of SLOW_PASSES passes, and the slowest TOP_K are
 *     timed RETIME_ROUNDS more times, taking turns; the slowest of those
 *     fastest readings is reported.  A hand is never timed right after
 *     solving that same hand: the processor would then have learnt its
 *     branches and the reading would flatter it.  Each retiming follows a
 *     few other hands of the case, solved untimed, as in a real stream.
 *
 * Output, one line per case:
 *
 *     <case> <rate> hands/s slowest <t> us
 *
 * ("verdicts/s" for the verdict case), preceded by a header line starting
 * with '#' and followed by a checksum line over every solver result, which
 * also keeps the compiler from discarding the work.  The checksum depends
 * only on the seed, the hand counts and the solver's answers (deadwood and
 * verdicts, not which of several optimal arrangements is chosen), so a
 * changed checksum for the same seed and counts means changed answers.
 *
 * Options: --quick (10x fewer hands), --verbose (the slowest hands by
 * name), --only CASE (run one case), --seed N, --help.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kl_card.h"
#include "kl_error.h"
#include "kl_rules.h"
#include "kl_game.h"
#include "kl_solver.h"

#define DEFAULT_SEED UINT64_C(0x6b6c6f7066)
/* Passes timing every hand. */
#define SLOW_PASSES 2
/* Candidates from those passes that are timed again. */
#define TOP_K 32
/* Rounds of re-timing for those candidates. */
#define RETIME_ROUNDS 9
/* Other hands solved (untimed) before each re-timing. */
#define RETIME_GAP 3
/* Slowest hands printed with --verbose. */
#define SHOW_SLOWEST 5
/* Hands solved before any measurement, to warm caches and predictors. */
#define WARMUP 20000

/* Results of the timed-per-hand passes, which depend on timing and so stay
 * out of the checksum; volatile so they are still computed. */
static volatile uint64_t bench_sink;

/* ---- random numbers: splitmix64 ---- */

static uint64_t rng_state;

static uint64_t
rng_next(void)
{
	uint64_t z = (rng_state += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* A number in 0..n-1 (n > 0); the bias of the multiply is negligible. */
static int
rng_below(int n)
{
	return (int)(((rng_next() >> 32) * (uint64_t)n) >> 32);
}

/* ---- time ---- */

static uint64_t
now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * UINT64_C(1000000000) +
	       (uint64_t)ts.tv_nsec;
}

/* The cheapest observed cost of one pair of clock readings. */
static uint64_t
timer_overhead_ns(void)
{
	uint64_t best = UINT64_MAX;
	int i;

	for (i = 0; i < 10000; i++) {
		uint64_t a = now_ns(), b = now_ns();
		if (b - a < best)
			best = b - a;
	}
	return best;
}

/* ---- hand generation ---- */

/* What the deck still holds while one hand is built. */
typedef struct stock {
	int copies;  /* of each natural card in the deck */
	int jokers;  /* in the deck */
	kl_hand h;
	int n;
} stock;

static int
stock_has(const stock *st, kl_card c)
{
	if (c == KL_JOKER)
		return st->h.jokers < st->jokers;
	return kl_hand_count(&st->h, c) < st->copies;
}

static void
stock_take(stock *st, kl_card c)
{
	if (kl_hand_add(&st->h, c) != KL_OK) {
		fprintf(stderr, "bench_deadwood: the generator drew card %u "
		        "more often than the deck holds it\n", (unsigned)c);
		exit(1);
	}
	st->n++;
}

/*
 * Random hands of n cards drawn without replacement from a deck of
 * `copies` packs and `jokers` jokers.  A partial Fisher-Yates shuffle of
 * the deck array gives a uniform draw whatever order the array is left in
 * by the previous hand.
 */
static void
gen_random(kl_hand *out, size_t count, int n, int copies, int jokers)
{
	kl_card deck[2 * KL_NATURALS + 4];
	int size = 0, c, k, i;
	size_t h;

	for (k = 0; k < copies; k++)
		for (c = 0; c < KL_NATURALS; c++)
			deck[size++] = (kl_card)c;
	for (k = 0; k < jokers; k++)
		deck[size++] = KL_JOKER;
	for (h = 0; h < count; h++) {
		kl_hand hand = { 0 };
		for (i = 0; i < n; i++) {
			int j = i + rng_below(size - i);
			kl_card t = deck[i];
			deck[i] = deck[j];
			deck[j] = t;
			(void)kl_hand_add(&hand, deck[i]);
		}
		out[h] = hand;
	}
}

/* The card at run position p (0 low ace, 1..12 two..king, 13 high ace). */
static kl_card
run_card(int suit, int p)
{
	return kl_card_make(suit, p == 13 ? KL_ACE : p);
}

/*
 * Try to add a set of len cards (3 or 4) with j jokers to st.  Returns 1
 * on success, 0 (st unchanged) if the deck cannot supply it.
 */
static int
try_set(stock *st, int len, int j)
{
	int rank = rng_below(KL_RANKS), order[KL_SUITS], i, k, got = 0;
	kl_card picked[KL_SUITS];

	for (i = 0; i < KL_SUITS; i++)
		order[i] = i;
	for (i = 0; i < KL_SUITS - 1; i++) {
		int r = i + rng_below(KL_SUITS - i), t = order[i];
		order[i] = order[r];
		order[r] = t;
	}
	for (i = 0; i < KL_SUITS && got < len - j; i++) {
		kl_card c = kl_card_make(order[i], rank);
		if (stock_has(st, c))
			picked[got++] = c;
	}
	if (got < len - j)
		return 0;
	for (k = 0; k < got; k++)
		stock_take(st, picked[k]);
	for (k = 0; k < j; k++)
		stock_take(st, KL_JOKER);
	return 1;
}

/*
 * Try to add a run of len cards (3..6) with j jokers at random positions
 * of it.  The run may start at the low ace (position 0) or end at the high
 * ace (position 13).  Returns 1 on success, 0 (st unchanged) otherwise.
 */
static int
try_run(stock *st, int len, int j)
{
	int suit = rng_below(KL_SUITS), lo = rng_below(14 - len + 1);
	int isjoker[6] = { 0 }, i, placed = 0;

	while (placed < j) {
		int i2 = rng_below(len);
		if (!isjoker[i2]) {
			isjoker[i2] = 1;
			placed++;
		}
	}
	for (i = 0; i < len; i++)
		if (!isjoker[i] && !stock_has(st, run_card(suit, lo + i)))
			return 0;
	for (i = 0; i < len; i++)
		stock_take(st, isjoker[i] ? KL_JOKER : run_card(suit, lo + i));
	return 1;
}

/*
 * One filler card drawn uniformly from the physical cards left in a deck
 * of two packs and two jokers: pick one of the 106 slots and accept it if
 * that copy is still in the deck (the copies in the hand count as the
 * lowest-numbered ones).
 */
static void
take_filler(stock *st)
{
	for (;;) {
		int slot = rng_below(2 * KL_NATURALS + 2), copy;
		kl_card c;
		if (slot >= 2 * KL_NATURALS) {
			c = KL_JOKER;
			copy = slot - 2 * KL_NATURALS;
		} else {
			c = (kl_card)(slot % KL_NATURALS);
			copy = slot / KL_NATURALS;
		}
		if (kl_hand_count(&st->h, c) <= copy) {
			stock_take(st, c);
			return;
		}
	}
}

/*
 * Hands of n cards built mostly from valid melds: sets of 3-4 cards of
 * distinct suits and runs of 3-6, a joker in about a third of them (two
 * in some melds of 4 or more, never more jokers than naturals), then 0-3
 * filler cards drawn from what is left of the deck (two packs and two
 * jokers, so no card exceeds two copies).
 */
static void
gen_dense(kl_hand *out, size_t count, int n)
{
	size_t h;

	for (h = 0; h < count; h++) {
		stock st;
		int filler = rng_below(4), tries;

		memset(&st, 0, sizeof(st));
		st.copies = 2;
		st.jokers = 2;
		for (tries = 0; n - filler - st.n >= 3 && tries < 50;
		     tries++) {
			int room = n - filler - st.n, len, j = 0;
			int jfree = st.jokers - st.h.jokers;
			int is_set = rng_below(2);
			len = is_set ? 3 + rng_below(2) : 3 + rng_below(4);
			if (len > room)
				len = room;
			if (jfree > 0 && rng_below(3) == 0)
				j = 1;
			if (j == 1 && jfree > 1 && len >= 4 &&
			    rng_below(4) == 0)
				j = 2;
			if (is_set)
				(void)try_set(&st, len, j);
			else
				(void)try_run(&st, len, j);
		}
		while (st.n < n)
			take_filler(&st);
		out[h] = st.h;
	}
}

/* ---- cases ---- */

enum gen_kind { GEN_RANDOM, GEN_DENSE };
enum op_kind { OP_DEADWOOD, OP_DISCARD, OP_VERDICT };

typedef struct bench_case {
	const char *name;
	const char *profile;
	int gen;        /* enum gen_kind */
	int ncards;
	int op;         /* enum op_kind */
	size_t count;   /* hands in a full run */
} bench_case;

static const bench_case cases[] = {
	{ "random10-viennese", "viennese", GEN_RANDOM, 10, OP_DEADWOOD,
	  2000000 },
	{ "random11-verdict", "viennese", GEN_RANDOM, 11, OP_VERDICT,
	  2000000 },
	{ "random11-discard", "viennese", GEN_RANDOM, 11, OP_DISCARD,
	  2000000 },
	{ "dense10-viennese", "viennese", GEN_DENSE, 10, OP_DEADWOOD,
	  1000000 },
	{ "dense13-viennese", "viennese", GEN_DENSE, 13, OP_DEADWOOD,
	  500000 },
	{ "dense15-viennese", "viennese", GEN_DENSE, 15, OP_DEADWOOD,
	  200000 },
	{ "random10-gin", "gin", GEN_RANDOM, 10, OP_DEADWOOD, 2000000 },
};
#define NCASES (sizeof(cases) / sizeof(cases[0]))

/* One solver call; the result folds into the checksum. */
static inline int
run_op(int op, const kl_rules *r, const kl_hand *h)
{
	kl_arrangement arr;
	kl_error err;
	int v;

	switch (op) {
	case OP_DISCARD:
		return kl_deadwood_discard(r, h);
	case OP_VERDICT:
		/* the verdict and the deadwood are unique; the arrangement
		 * may be any optimal one, so it stays out of the checksum */
		arr.deadwood = 0;
		v = kl_game_verdict(r, h, &arr, &err);
		return v * 1000 + arr.deadwood;
	default:
		return kl_deadwood(r, h);
	}
}

/* The rate loop: no timer inside. */
static uint64_t
solve_all(int op, const kl_rules *r, const kl_hand *hands, size_t count)
{
	uint64_t sum = 0;
	size_t i;

	for (i = 0; i < count; i++)
		sum = sum * UINT64_C(0x100000001b3) +
		      (uint64_t)(int64_t)run_op(op, r, &hands[i]);
	return sum;
}

typedef struct slow {
	size_t index;
	uint64_t ns;
} slow;

static int
slow_cmp_desc(const void *a, const void *b)
{
	const slow *x = a, *y = b;

	if (x->ns != y->ns)
		return x->ns < y->ns ? 1 : -1;
	return x->index < y->index ? -1 : x->index > y->index;
}

/* Solve one hand between two clock readings; returns the nanoseconds. */
static uint64_t
time_one(int op, const kl_rules *r, const kl_hand *h, uint64_t *sum)
{
	uint64_t t0 = now_ns(), t;
	int v = run_op(op, r, h);

	t = now_ns() - t0;
	*sum += (uint64_t)(int64_t)v;
	return t;
}

/*
 * Find the slowest hands.  Every hand is timed in SLOW_PASSES passes over
 * all hands, in order, and keeps its fastest reading, so a reading
 * inflated by an interrupt or by the hypervisor (these reach milliseconds
 * on a virtual machine) does not make a hand look slow.  The TOP_K slowest
 * are then timed RETIME_ROUNDS more times, taking turns, each reading
 * preceded by RETIME_GAP hands of the case solved untimed (so no hand is
 * timed right after itself), and keep their fastest reading of all.
 * Returns how many entries top[] holds, sorted slowest first; *sink
 * collects the results.  Returns -1 if out of memory.
 */
static int
find_slowest(int op, const kl_rules *r, const kl_hand *hands, size_t count,
             slow *top, uint64_t *sink)
{
	int ntop = 0, k, m = 0, round, pass, g;
	size_t i, other = 0;
	uint64_t sum = 0, *best;

	best = malloc(count * sizeof(*best));
	if (best == NULL)
		return -1;
	for (pass = 0; pass < SLOW_PASSES; pass++)
		for (i = 0; i < count; i++) {
			uint64_t t = time_one(op, r, &hands[i], &sum);
			if (pass == 0 || t < best[i])
				best[i] = t;
		}
	for (i = 0; i < count; i++) {
		if (ntop == TOP_K && best[i] <= top[m].ns)
			continue;
		if (ntop < TOP_K)
			m = ntop++;
		top[m].index = i;
		top[m].ns = best[i];
		for (k = 1, m = 0; k < ntop; k++)
			if (top[k].ns < top[m].ns)
				m = k;
	}
	free(best);
	for (round = 0; round < RETIME_ROUNDS; round++)
		for (k = 0; k < ntop; k++) {
			uint64_t t;
			for (g = 0; g < RETIME_GAP; g++) {
				/* a stride through the hands that skips the
				 * candidate itself */
				other = (other + 7919) % count;
				if (other == top[k].index)
					other = (other + 1) % count;
				sum += (uint64_t)(int64_t)run_op(op, r,
				                                &hands[other]);
			}
			t = time_one(op, r, &hands[top[k].index], &sum);
			if (t < top[k].ns)
				top[k].ns = t;
		}
	qsort(top, (size_t)ntop, sizeof(top[0]), slow_cmp_desc);
	*sink += sum;
	return ntop;
}

/* Print hand h in card names. */
static void
print_hand(const kl_hand *h)
{
	kl_card cards[KL_HAND_MAX + 8];
	char name[KL_CARD_NAME_MAX];
	int n = kl_hand_cards(h, cards), i;

	for (i = 0; i < n; i++) {
		kl_card_name(cards[i], KL_STYLE_ASCII, name, sizeof(name));
		printf("%s%s", i ? " " : "", name);
	}
}

static double
seconds(uint64_t ns)
{
	return (double)ns / 1e9;
}

/* Run one case; returns its checksum. */
static uint64_t
run_case(const bench_case *bc, size_t count, int verbose)
{
	kl_rules rules;
	kl_error err;
	kl_hand *hands;
	slow top[TOP_K];
	uint64_t t0, tgen, trate, tslow, sum, sink = 0;
	int ntop, k;
	size_t warm, i;

	if (kl_rules_profile(bc->profile, &rules, &err) != KL_OK) {
		fprintf(stderr, "bench_deadwood: %s\n", err.msg);
		exit(1);
	}
	hands = malloc(count * sizeof(*hands));
	if (hands == NULL) {
		fprintf(stderr, "bench_deadwood: out of memory\n");
		exit(1);
	}
	t0 = now_ns();
	if (bc->gen == GEN_DENSE)
		gen_dense(hands, count, bc->ncards);
	else
		gen_random(hands, count, bc->ncards, rules.decks,
		           rules.jokers);
	tgen = now_ns() - t0;
	for (i = 0; i < count; i++)
		if (kl_hand_size(&hands[i]) != bc->ncards) {
			fprintf(stderr, "bench_deadwood: %s: hand %zu has "
			        "%d cards\n", bc->name, i,
			        kl_hand_size(&hands[i]));
			exit(1);
		}

	warm = count < WARMUP ? count : WARMUP;
	sink += solve_all(bc->op, &rules, hands, warm);

	t0 = now_ns();
	sum = solve_all(bc->op, &rules, hands, count);
	trate = now_ns() - t0;

	t0 = now_ns();
	ntop = find_slowest(bc->op, &rules, hands, count, top, &sink);
	if (ntop < 0) {
		fprintf(stderr, "bench_deadwood: out of memory\n");
		exit(1);
	}
	tslow = now_ns() - t0;

	printf("%s %.0f %s slowest %.1f us\n", bc->name,
	       (double)count / seconds(trate),
	       bc->op == OP_VERDICT ? "verdicts/s" : "hands/s",
	       ntop > 0 ? (double)top[0].ns / 1e3 : 0.0);
	if (verbose) {
		printf("#   %zu hands, generated in %.2f s, rate pass %.2f s "
		       "(%.1f ns/hand), per-hand pass %.2f s, "
		       "checksum %016llx\n",
		       count, seconds(tgen), seconds(trate),
		       (double)trate / (double)count, seconds(tslow),
		       (unsigned long long)sum);
		for (k = 0; k < ntop && k < SHOW_SLOWEST; k++) {
			printf("#   %6.1f us  ", (double)top[k].ns / 1e3);
			print_hand(&hands[top[k].index]);
			printf("\n");
		}
	}
	fflush(stdout);
	free(hands);
	bench_sink += sink;
	return sum;
}

static void
usage(FILE *f)
{
	size_t i;

	fprintf(f, "usage: bench_deadwood [--quick] [--verbose] [--only CASE] "
	        "[--seed N]\n"
	        "  --quick    10x fewer hands\n"
	        "  --verbose  details and the slowest hands of each case\n"
	        "  --only     run one case:");
	for (i = 0; i < NCASES; i++)
		fprintf(f, " %s", cases[i].name);
	fprintf(f, "\n  --seed     seed of the hand generator "
	        "(default %#llx)\n", (unsigned long long)DEFAULT_SEED);
}

int
main(int argc, char **argv)
{
	int quick = 0, verbose = 0, i, ran = 0;
	const char *only = NULL;
	uint64_t seed = DEFAULT_SEED, check = 0, t0;
	size_t c;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--quick") == 0) {
			quick = 1;
		} else if (strcmp(argv[i], "--verbose") == 0 ||
		           strcmp(argv[i], "-v") == 0) {
			verbose = 1;
		} else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc) {
			only = argv[++i];
		} else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
			char *end;
			errno = 0;
			seed = strtoull(argv[++i], &end, 0);
			if (errno || *end != '\0' || end == argv[i]) {
				fprintf(stderr, "bench_deadwood: bad seed "
				        "\"%s\"\n", argv[i]);
				return 2;
			}
		} else if (strcmp(argv[i], "--help") == 0 ||
		           strcmp(argv[i], "-h") == 0) {
			usage(stdout);
			return 0;
		} else {
			fprintf(stderr, "bench_deadwood: unknown argument "
			        "\"%s\"\n", argv[i]);
			usage(stderr);
			return 2;
		}
	}
	if (only != NULL) {
		for (c = 0; c < NCASES; c++)
			if (strcmp(only, cases[c].name) == 0)
				break;
		if (c == NCASES) {
			fprintf(stderr, "bench_deadwood: no case \"%s\"\n",
			        only);
			usage(stderr);
			return 2;
		}
	}

	printf("# bench_deadwood: seed %#llx, %s run, one thread; "
	       "startup none (the solver builds no tables); "
	       "clock pair %llu ns\n",
	       (unsigned long long)seed, quick ? "quick" : "full",
	       (unsigned long long)timer_overhead_ns());
	fflush(stdout);

	t0 = now_ns();
	for (c = 0; c < NCASES; c++) {
		size_t count = cases[c].count / (quick ? 10 : 1);
		/* each case draws from its own stream, so --only gives the
		 * same hands as a full run */
		rng_state = seed + UINT64_C(0x51ed270b27) * (uint64_t)(c + 1);
		if (only != NULL && strcmp(only, cases[c].name) != 0)
			continue;
		check = check * UINT64_C(0x100000001b3) +
		        run_case(&cases[c], count, verbose);
		ran++;
	}
	printf("# checksum %016llx over %d cases, %.1f s\n",
	       (unsigned long long)check, ran, seconds(now_ns() - t0));
	return 0;
}
