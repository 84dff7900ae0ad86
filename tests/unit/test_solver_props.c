/*
 * test_solver_props.c - the fast solver against the reference solver.
 *
 * For every rules profile, hand size (10, 11, 13, 15) and kind of hand
 * (random deals, and meld-dense hands built from planted melds), N hands
 * from fixed seeds are solved by both solvers:
 *
 *  - kl_deadwood and kl_deadwood_discard must equal the reference;
 *  - kl_solve (with and without the discard) must return the same numbers
 *    and an arrangement the reference checker accepts;
 *  - for the sizes a declarer shows (hand_size, hand_size + 1) kl_verdict
 *    must give the reference verdict with a valid arrangement;
 *  - for dense hands, the planted melds must be valid to the reference and
 *    the optimum no worse than the planted arrangement.
 *
 * Besides the three profiles, a few variants switch on settings they do
 * not use (3 or 4 jokers, ace high only, odd card values).  A last test
 * compares kl_meld_check with the reference's meld check on random groups.
 *
 * Environment: KLOPF_PROP_N hands per (profile, size, kind) (default 300);
 * KLOPF_PROP_SEED a different base seed (default fixed, so CI is
 * deterministic); KLOPF_PROP_ONLY runs only the profiles whose label
 * contains that text.  A mismatch prints the hand, both results and the
 * hand's seed (reproduce with KLOPF_PROP_REPLAY=seed,size,kind,label).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "handgen.h"
#include "kl_card.h"
#include "kl_rules.h"
#include "kl_game.h"
#include "kl_solver.h"
#include "ref_solver.h"

#define DEFAULT_N 300
#define DEFAULT_SEED 0x6b6c6f7066ULL /* "klopf" */
#define REPORT_MAX 5

/* A profile, possibly with settings changed on top. */
typedef struct variant {
	const char *label;
	const char *profile;
	const char *settings[4]; /* "key=value", NULL-terminated */
} variant;

static const variant variants[] = {
	{ "viennese", "viennese", { NULL } },
	{ "romme-ohne-auslegen", "romme-ohne-auslegen", { NULL } },
	{ "gin", "gin", { NULL } },
	/* settings the profiles do not exercise */
	{ "viennese+jokers=4", "viennese", { "jokers=4", NULL } },
	{ "viennese+ace_low=off", "viennese", { "ace_low=off", "ace_value=1",
	                                        NULL } },
	{ "gin+jokers=3", "gin", { "jokers=3", "ace_high=on", NULL } },
	{ "viennese+odd-values", "viennese", { "jokers=3", "joker_value=1",
	                                       "court_value=3" } },
};

static const int sizes[] = { 10, 11, 13, 15 };

enum { KIND_RANDOM = 0, KIND_DENSE = 1 };
static const char *const kind_name[] = { "random", "dense" };

typedef struct counts {
	long hands;
	long failures;
} counts;

static long
env_long(const char *name, long def)
{
	const char *v = getenv(name);
	char *end;
	long x;

	if (v == NULL || *v == '\0')
		return def;
	x = strtol(v, &end, 0);
	return *end == '\0' && x > 0 ? x : def;
}

static uint64_t
env_seed(void)
{
	const char *v = getenv("KLOPF_PROP_SEED");

	if (v == NULL || *v == '\0')
		return DEFAULT_SEED;
	return (uint64_t)strtoull(v, NULL, 0);
}

static void
load_rules(const variant *v, kl_rules *r)
{
	kl_error err;
	int i;

	assert_int_equal(kl_rules_profile(v->profile, r, &err), KL_OK);
	for (i = 0; v->settings[i] != NULL; i++)
		assert_int_equal(kl_rules_set_pair(r, v->settings[i], &err),
		                 KL_OK);
	assert_int_equal(kl_rules_validate(r, &err), KL_OK);
}

static void
report(counts *c, const variant *v, int kind, int n, uint64_t seed,
       const kl_card *cards, const char *what, int fast, int ref,
       const char *why)
{
	char text[256];

	c->failures++;
	if (c->failures > REPORT_MAX)
		return;
	ref_cards_text(cards, n, text, sizeof(text));
	print_message("MISMATCH %s, %d cards, %s hand, seed 0x%016llx:\n"
	              "  hand: %s\n  %s: fast %d, reference %d%s%s\n",
	              v->label, n, kind_name[kind], (unsigned long long)seed,
	              text, what, fast, ref, why ? "\n  " : "",
	              why ? why : "");
}

/* Check an arrangement from kl_solve / kl_game_verdict with the reference. */
static void
check_arr(counts *c, const variant *v, const kl_rules *r, int kind,
          uint64_t seed, const kl_card *cards, int n, int discard,
          const kl_arrangement *a, int d, int want, const char *what)
{
	char why[200];

	if (d != want || a->deadwood != want) {
		snprintf(why, sizeof(why), "arrangement deadwood %d",
		         a->deadwood);
		report(c, v, kind, n, seed, cards, what, d, want, why);
		return;
	}
	if (!ref_check_arrangement(r, cards, n, discard, a, why, sizeof(why)))
		report(c, v, kind, n, seed, cards, what, d, want, why);
}

/* Solve one hand both ways; count a failure on any disagreement. */
static void
check_hand(counts *c, const variant *v, const kl_rules *r, int kind,
           uint64_t seed, const kl_card *cards, int n, const hg_plan *plan)
{
	kl_hand h;
	kl_arrangement a;
	kl_error err;
	int i, ref_d, ref_dd, fast, failures = (int)c->failures;

	memset(&h, 0, sizeof(h));
	for (i = 0; i < n; i++)
		assert_int_equal(kl_hand_add(&h, cards[i]), KL_OK);
	assert_int_equal(kl_hand_size(&h), n);
	assert_int_equal(ref_solve_both(r, cards, n, &ref_d, &ref_dd), 0);

	fast = kl_deadwood(r, &h);
	if (fast != ref_d)
		report(c, v, kind, n, seed, cards, "kl_deadwood", fast, ref_d,
		       NULL);
	fast = kl_deadwood_discard(r, &h);
	if (fast != ref_dd)
		report(c, v, kind, n, seed, cards, "kl_deadwood_discard",
		       fast, ref_dd, NULL);
	if ((int)c->failures != failures)
		return; /* the arrangements would only repeat it */

	fast = kl_solve(r, &h, 0, &a);
	check_arr(c, v, r, kind, seed, cards, n, 0, &a, fast, ref_d,
	          "kl_solve");
	fast = kl_solve(r, &h, 1, &a);
	check_arr(c, v, r, kind, seed, cards, n, 1, &a, fast, ref_dd,
	          "kl_solve with discard");

	if (n == r->hand_size || n == r->hand_size + 1) {
		int want = ref_verdict(r, cards, n), discard;
		int got = kl_game_verdict(r, &h, &a, &err);
		discard = n == r->hand_size + 1;
		if (got != want)
			report(c, v, kind, n, seed, cards, "kl_game_verdict", got,
			       want, NULL);
		else
			check_arr(c, v, r, kind, seed, cards, n, discard, &a,
			          a.deadwood, discard ? ref_dd : ref_d,
			          "kl_game_verdict arrangement");
	}

	if (plan != NULL) {
		/* the generator's melds are melds, and the optimum is at
		 * least as good as the arrangement it planted */
		for (i = 0; i < plan->nmelds; i++)
			if (ref_meld_kind(r, plan->melds[i], plan->len[i]) ==
			    REF_NONE)
				report(c, v, kind, plan->len[i], seed,
				       plan->melds[i], "planted meld invalid",
				       0, 0, NULL);
		if (ref_d > plan->filler_value)
			report(c, v, kind, n, seed, cards,
			       "reference above the planted deadwood", ref_d,
			       plan->filler_value, NULL);
	}
}

static void
make_hand(const kl_rules *r, int kind, int n, uint64_t seed, kl_card *cards,
          hg_plan *plan)
{
	if (kind == KIND_RANDOM)
		assert_int_equal(hg_random_hand(r, n, seed, cards), n);
	else
		assert_int_equal(hg_dense_hand(r, n, seed, cards, plan), n);
}

static uint64_t
hand_seed(uint64_t base, size_t vi, int n, int kind, long i)
{
	uint64_t series = hg_mix(base, (uint64_t)(vi * 1000 + (size_t)n * 10 +
	                                          (size_t)kind));

	return hg_mix(series, (uint64_t)i);
}

static void
run_variant(const variant *v, size_t vi)
{
	long n_hands = env_long("KLOPF_PROP_N", DEFAULT_N), i;
	uint64_t base = env_seed();
	const char *only = getenv("KLOPF_PROP_ONLY");
	kl_rules r;
	size_t si;
	int kind;
	long total_failures = 0;

	if (only != NULL && *only != '\0' && strstr(v->label, only) == NULL) {
		print_message("%s: skipped (KLOPF_PROP_ONLY=%s)\n", v->label,
		              only);
		return;
	}
	load_rules(v, &r);
	for (si = 0; si < sizeof(sizes) / sizeof(sizes[0]); si++) {
		for (kind = KIND_RANDOM; kind <= KIND_DENSE; kind++) {
			counts c = { 0, 0 };
			clock_t t0 = clock();
			int n = sizes[si];
			for (i = 0; i < n_hands; i++) {
				kl_card cards[KL_HAND_MAX];
				hg_plan plan;
				uint64_t seed = hand_seed(base, vi, n, kind, i);
				make_hand(&r, kind, n, seed, cards, &plan);
				check_hand(&c, v, &r, kind, seed, cards, n,
				           kind == KIND_DENSE ? &plan : NULL);
				c.hands++;
			}
			print_message("%-22s %2d cards %-6s: %ld hands compared, "
			              "%ld mismatches, %.2f s\n", v->label, n,
			              kind_name[kind], c.hands, c.failures,
			              (double)(clock() - t0) / CLOCKS_PER_SEC);
			total_failures += c.failures;
		}
	}
	assert_int_equal(total_failures, 0);
}

/*
 * KLOPF_PROP_REPLAY=seed,size,kind,label: solve that one hand again.
 * Returns its failures, or -1 if spec names no hand.
 */
static long
replay(const char *spec)
{
	char label[64], kindw[16];
	unsigned long long seed;
	int n, kind;
	size_t vi;

	if (sscanf(spec, "%llx,%d,%15[a-z],%63s", &seed, &n, kindw,
	           label) != 4)
		return -1;
	kind = strcmp(kindw, "dense") == 0 ? KIND_DENSE : KIND_RANDOM;
	for (vi = 0; vi < sizeof(variants) / sizeof(variants[0]); vi++) {
		const variant *v = &variants[vi];
		kl_card cards[KL_HAND_MAX];
		hg_plan plan;
		counts c = { 0, 0 };
		kl_rules r;
		char text[256];
		if (strcmp(v->label, label) != 0)
			continue;
		load_rules(v, &r);
		make_hand(&r, kind, n, (uint64_t)seed, cards, &plan);
		ref_cards_text(cards, n, text, sizeof(text));
		print_message("replay %s: %s\n", v->label, text);
		check_hand(&c, v, &r, kind, (uint64_t)seed, cards, n,
		           kind == KIND_DENSE ? &plan : NULL);
		print_message("%ld failure(s)\n", c.failures);
		return c.failures;
	}
	return -1;
}

static void
test_replay(void **state)
{
	const char *spec = getenv("KLOPF_PROP_REPLAY");

	(void)state;
	if (spec == NULL || *spec == '\0')
		skip();
	assert_int_equal(replay(spec), 0);
}

#define VARIANT_TEST(i) \
	static void test_variant_##i(void **state) \
	{ \
		(void)state; \
		run_variant(&variants[i], i); \
	}
VARIANT_TEST(0)
VARIANT_TEST(1)
VARIANT_TEST(2)
VARIANT_TEST(3)
VARIANT_TEST(4)
VARIANT_TEST(5)
VARIANT_TEST(6)

/*
 * A group for kl_meld_check: 1-8 cards (now and then up to 14), mostly
 * near-runs of one suit or near-sets of one rank, with some jokers.
 */
static int
random_group(hg_rng *g, const kl_rules *r, kl_card *out)
{
	int n = hg_below(g, 8) == 0 ? 9 + hg_below(g, 6) : 1 + hg_below(g, 8);
	int style = hg_below(g, 4), suit = hg_below(g, KL_SUITS);
	int rank = hg_below(g, KL_RANKS), i;
	int jokers = r->jokers > 0 ? hg_below(g, r->jokers + 1) : 0;

	for (i = 0; i < n; i++) {
		if (i < jokers) {
			out[i] = KL_JOKER;
		} else if (style <= 1) { /* one suit, close ranks */
			out[i] = kl_card_make(suit, (rank + hg_below(g, n + 2)) %
			                                KL_RANKS);
		} else if (style == 2) { /* one rank, mostly */
			out[i] = kl_card_make(hg_below(g, KL_SUITS),
			                      hg_below(g, 6) ? rank :
			                      hg_below(g, KL_RANKS));
		} else {
			out[i] = (kl_card)hg_below(g, KL_NATURALS);
		}
	}
	/* random order: the check must not depend on it */
	for (i = n - 1; i > 0; i--) {
		int k = hg_below(g, i + 1);
		kl_card t = out[i];
		out[i] = out[k];
		out[k] = t;
	}
	return n;
}

/* kl_meld_check against the reference's meld check on random groups. */
static void
test_meld_check_props(void **state)
{
	long n_groups = 20 * env_long("KLOPF_PROP_N", DEFAULT_N), i;
	size_t vi;
	long fails = 0, melds = 0;

	(void)state;
	for (vi = 0; vi < sizeof(variants) / sizeof(variants[0]); vi++) {
		kl_rules r;
		hg_rng g;
		load_rules(&variants[vi], &r);
		hg_seed(&g, hg_mix(env_seed(), 0x6d656c64 + vi));
		for (i = 0; i < n_groups; i++) {
			kl_card cards[KL_HAND_MAX];
			char why[96], text[128];
			int n = random_group(&g, &r, cards), fast, ref;
			fast = kl_meld_check(&r, cards, n, why, sizeof(why));
			ref = ref_meld_kind(&r, cards, n);
			melds += ref != REF_NONE;
			if ((fast == KL_MELD_SET) == (ref == REF_SET) &&
			    (fast == KL_MELD_RUN) == (ref == REF_RUN))
				continue;
			if (++fails <= REPORT_MAX) {
				ref_cards_text(cards, n, text, sizeof(text));
				print_message("MELD MISMATCH %s: [%s] "
				              "kl_meld_check %d (%s), reference "
				              "%d\n", variants[vi].label, text,
				              fast, fast ? "" : why, ref);
			}
		}
	}
	print_message("meld check: %ld groups per rules, %ld melds among "
	              "them, %ld mismatches\n", n_groups, melds, fails);
	assert_int_equal(fails, 0);
}

/* The generators themselves: same seed, same hand; deck limits kept. */
static void
test_generators(void **state)
{
	kl_rules r;
	kl_card a[KL_HAND_MAX], b[KL_HAND_MAX];
	int copies[KL_JOKER + 1];
	hg_plan plan;
	int i, k, kind;

	(void)state;
	load_rules(&variants[2], &r); /* gin: 1 pack, no jokers */
	for (kind = KIND_RANDOM; kind <= KIND_DENSE; kind++) {
		for (i = 0; i < 200; i++) {
			make_hand(&r, kind, 15, (uint64_t)i, a, &plan);
			make_hand(&r, kind, 15, (uint64_t)i, b, &plan);
			assert_memory_equal(a, b, 15);
			memset(copies, 0, sizeof(copies));
			for (k = 0; k < 15; k++)
				copies[a[k]]++;
			for (k = 0; k < KL_NATURALS; k++)
				assert_true(copies[k] <= 1);
			assert_int_equal(copies[KL_JOKER], 0);
		}
	}
	load_rules(&variants[3], &r); /* 2 packs, 4 jokers */
	for (i = 0; i < 500; i++) {
		int planted = 0;
		make_hand(&r, KIND_DENSE, 15, (uint64_t)i, a, &plan);
		memset(copies, 0, sizeof(copies));
		for (k = 0; k < 15; k++)
			copies[a[k]]++;
		for (k = 0; k < KL_NATURALS; k++)
			assert_true(copies[k] <= 2);
		assert_true(copies[KL_JOKER] <= 4);
		for (k = 0; k < plan.nmelds; k++)
			planted += plan.len[k];
		assert_int_equal(planted + plan.nfiller, 15);
		assert_true(plan.nmelds >= 1);
	}
	assert_int_equal(hg_random_hand(&r, KL_HAND_MAX + 1, 1, a), -1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_generators),
		cmocka_unit_test(test_variant_0),
		cmocka_unit_test(test_variant_1),
		cmocka_unit_test(test_variant_2),
		cmocka_unit_test(test_variant_3),
		cmocka_unit_test(test_variant_4),
		cmocka_unit_test(test_variant_5),
		cmocka_unit_test(test_variant_6),
		cmocka_unit_test(test_meld_check_props),
		cmocka_unit_test(test_replay),
	};

	/* one line at a time, so a long run shows its progress */
	setvbuf(stdout, NULL, _IOLBF, 0);
	return cmocka_run_group_tests(tests, NULL, NULL);
}
