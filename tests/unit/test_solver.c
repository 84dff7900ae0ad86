/*
 * test_solver.c - hand-picked hands for the solver, the meld check, the
 * claim check and the table check.
 *
 * Every expected number below was worked out by hand from the rules
 * (docs/rules.md); the solver's arrangements are also checked
 * by the reference checker in tests/support/ref_solver.c, and each
 * expected deadwood against the reference solver, so a wrong expectation
 * and a wrong solver cannot hide each other.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_card.h"
#include "kl_referee.h"
#include "kl_rules.h"
#include "kl_game.h"
#include "kl_solver.h"
#include "ref_solver.h"
#include "rules_text.h"

#define NONE KL_VERDICT_NONE
#define KNOCK KL_VERDICT_KNOCK
#define RUMMY KL_VERDICT_RUMMY
#define SKIP (-1)

/*
 * Rules as text: a profile name, then any "key=value" settings, e.g.
 * "viennese jokers=4".
 */
static void
rules_of(const char *text, kl_rules *r)
{
	kl_error err;

	if (rt_rules_of(text, r, &err) != KL_OK)
		fail_msg("%s", err.msg);
}

/* Parse text into list with the deck limits of r. */
static void
parse(const kl_rules *r, const char *text, kl_cardlist *list)
{
	kl_card_limits lim;
	kl_error err;

	lim.decks = r->decks;
	lim.jokers = r->jokers;
	lim.max_cards = KL_HAND_MAX;
	if (kl_cards_parse(&text, 1, &lim, list, &err) != KL_OK)
		fail_msg("\"%s\": %s", text, err.msg);
}

/* ---- optimal deadwood ---- */

typedef struct solver_case {
	const char *hand;
	const char *rules;
	int deadwood; /* kl_deadwood */
	int discard;  /* kl_deadwood_discard, or SKIP */
	int verdict;  /* kl_game_verdict, or SKIP */
	const char *why;
} solver_case;

static const solver_case solver_cases[] = {
	/* identical cards are never in one set */
	{ "QH QH QS", "viennese", 30, 20, SKIP, "QH twice is no set" },
	{ "QH QH QS QD", "viennese", 10, 0, SKIP, "one QH stays out" },
	{ "8H 8H 8S", "viennese", 24, 16, SKIP, "a suit repeated" },
	{ "5H 5H 5S 5S 5D 5D", "viennese", 0, 10, SKIP,
	  "two sets of three suits; after a discard only one" },
	{ "7C 7C JK", "viennese", 34, 14, SKIP, "7C twice even with a joker" },
	{ "KS KS JK", "viennese", 40, 20, SKIP, "KS twice even with a joker" },
	/* both aces of a suit: one low, one high */
	{ "AS AS 2S 3S QS KS", "viennese", 0, 5, SKIP, "A-2-3 and Q-K-A" },
	{ "AS 2S 3S QS KS", "viennese", 5, 2, SKIP, "one ace: Q-K-A wins" },
	{ "AS 2S 3S QS KS", "gin", 20, 10, SKIP, "gin: the ace is low only" },
	{ "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", "viennese", 0, 0,
	  SKIP, "A-K is 13 cards; with the second ace: A-3 and 4-A" },
	{ "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", "gin", 0, 0, SKIP,
	  "the longest run" },
	/* ace low and high, never around the corner */
	{ "QH KH AH", "viennese", 0, 20, SKIP, "Q-K-A" },
	{ "AH 2H 3H", "viennese", 0, 5, SKIP, "A-2-3" },
	{ "KH AH 2H", "viennese", 23, 12, SKIP, "K-A-2 is no run" },
	{ "KH AH JK", "viennese", 0, 21, SKIP, "the joker is the queen" },
	{ "KH AH 2H JK", "viennese", 2, 0, SKIP, "JK-K-A beats A-2-JK" },
	{ "QH KH AH", "gin", 21, 11, SKIP, "gin: no Q-K-A" },
	{ "KS AS JK", "gin jokers=2", 31, 11, SKIP,
	  "gin: K-A-JK is around the corner" },
	{ "AS JK 3S", "gin jokers=2", 0, 4, SKIP, "A-JK-3" },
	{ "QH KH AH", "viennese ace_high=off", 31, 20, SKIP,
	  "house rule: ace low only" },
	{ "AH 2H 3H", "viennese ace_low=off", 16, 5, SKIP,
	  "house rule: ace high only" },
	{ "QH KH AH", "viennese ace_low=off", 0, 20, SKIP, "Q-K-A still" },
	/* jokers at the ends and side by side */
	{ "JK 5H 6H", "viennese", 0, 11, SKIP, "joker below or above" },
	{ "JK 2S 3S", "viennese", 0, 5, SKIP, "the joker as the low ace" },
	{ "QS KS JK", "gin jokers=2", 0, 20, SKIP, "gin: J-Q-K" },
	{ "JK JK 5H 6H", "viennese", 0, 0, SKIP, "two jokers, two naturals" },
	{ "3S JK JK 6S", "viennese", 0, 29, SKIP, "jokers side by side" },
	{ "3S JK JK 7S", "viennese", 50, 30, SKIP, "a gap of three" },
	{ "JK", "viennese", 20, 0, SKIP, "a lone joker" },
	/* never more jokers than natural cards */
	{ "5D JK JK", "viennese", 45, 25, SKIP, "one natural, two jokers" },
	{ "5D 6D JK JK JK", "viennese jokers=4", 20, 0, SKIP,
	  "two naturals take two jokers" },
	{ "3S JK JK JK 7S", "viennese jokers=4", 70, 50, SKIP,
	  "three jokers, two naturals" },
	{ "3S JK JK JK 7S 8S 9S", "viennese jokers=4", 0, 0, SKIP,
	  "three jokers in a row, balanced by naturals further up" },
	{ "5H AH 7H 8C 6H JK 7C JK JK 6C", "viennese jokers=4", 0, SKIP,
	  SKIP, "A-JK-JK-JK-5-6-7" },
	{ "AS JD JK JK JK 6D JK 6S JC 7S 5S", "viennese jokers=4", 6, SKIP,
	  SKIP, "A-JK-JK-JK-5-6-7 and J-J-JK; 6D left" },
	/* the hands with the most meld cores to list (1,795 and more) */
	{ "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS JK JK JK", "viennese jokers=3",
	  0, 0, SKIP, "twelve of a suit and three jokers" },
	{ "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS JK JK JK",
	  "viennese jokers=3 ace_low=off", 0, 0, SKIP,
	  "twelve of a suit and three jokers, the ace high only" },
	{ "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS JK JK", "viennese", 0, 0,
	  SKIP, "the whole suit and both jokers" },
	/* sets */
	{ "KS KH KD KC", "viennese", 0, 0, SKIP, "four kings" },
	{ "KS KH KD KC KS", "viennese", 10, 0, SKIP, "a fifth king" },
	{ "KS KH KD KC KS KH", "viennese", 0, 10, SKIP, "two sets of kings" },
	{ "KS KH JK", "viennese", 0, 20, SKIP, "set with a joker" },
	{ "KS KH JK JK", "viennese", 0, 0, SKIP, "set with two jokers" },
	{ "9S 9H 9D 9C 9S 9H 9D 9C", "viennese", 0, 0, SKIP,
	  "two sets of four" },
	/* a set and a run competing for cards */
	{ "7H 7S 7D 7C 8H 9H", "viennese", 0, 8, SKIP,
	  "7H goes to the run, the set keeps three" },
	{ "7H 7S 7D 8H 9H", "viennese", 14, 7, SKIP, "run beats set" },
	{ "4S 5S 6S 7S 8S 6H 6D", "viennese", 12, 6, SKIP,
	  "the long run beats the set of sixes" },
	{ "3S 3C JC 2D KC 3D AD QC", "viennese", 6, 2, SKIP,
	  "with a discard the set wins and AD goes" },
	/* hands with no meld at all */
	{ "AS 3H 5D 7C 9S JH KD 2C 4H 6D", "viennese", 67, 56, NONE,
	  "nothing fits" },
	{ "2S 5S 8S JS 3H 6H 9H QH 4D 7D", "gin", 64, 54, NONE,
	  "gin: nothing fits" },
	/* 15 cards, many overlaps */
	{ "AS 2S 3S 4S 5S 3H 3D 3C 4H 4D 5H 5D KS QS JS", "viennese", 0, 0,
	  SKIP, "sets of 3, 4 and 5 and A-2-3 beat the three runs" },
	{ "AS 2S 3S 4S 5S 3H 3D 3C 4H 4D 5H 5D KS QS 9C", "viennese", 11, 2,
	  SKIP, "Q-K-A, four threes, fours, fives; 2S and 9C left" },
	{ "5H 6H 7H 8H 9H 7S 7D 7C 8S 8D 8C 9S 9D JK JK", "viennese", 0, 0,
	  SKIP, "three sets and 5-6-JK" },
	{ "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH JK JK AH", "viennese", 0, 0,
	  SKIP, "A-7 plus JK, 8-A plus JK" },
	/* declarations: 11 cards (the referee discards) and 10 cards */
	{ "4C 2H AH 4S 3H 2D 2S 2C 4D AS AD", "gin", 2, 0, RUMMY,
	  "discard 3H: three sets" },
	{ "3H 4H 5H 7S 7D 7C 9C 10C JC QC KD", "viennese", 10, 0, RUMMY,
	  "discard KD" },
	{ "3H 4H 5H 7S 7D 7C 9C 10C JC 4S KD", "viennese", 14, 4, KNOCK,
	  "exactly knock_limit" },
	{ "3H 4H 5H 7S 7D 7C 9C 10C JC 5S KD", "viennese", 15, 5, NONE,
	  "knock_limit + 1" },
	{ "3H 4H 5H 7S 7D 7C 9C 10C JC 4S", "viennese", 4, 0, KNOCK,
	  "10 cards: exactly knock_limit" },
	{ "3H 4H 5H 7S 7D 7C 9C 10C JC 5S", "viennese", 5, 0, NONE,
	  "10 cards: knock_limit + 1" },
	{ "3H 4H 5H 7S 7D 7C 9C 10C JC 2S", "viennese", 2, 0, KNOCK,
	  "10 cards: a knock" },
	{ "3H 4H 5H 7S 7D 7C 9C 10C JC QS QD QH 9S", "romme-ohne-auslegen",
	  9, 0, KNOCK, "13 cards: knock_limit 9" },
	{ "3H 4H 5H 7S 7D 7C 9C 10C JC QS QD QH 10S", "romme-ohne-auslegen",
	  10, 0, NONE, "13 cards: knock_limit + 1" },
	{ "AS 2S 3S 4H 5H 6H 7H 8D AC AD", "gin", 10, 2, KNOCK,
	  "gin: exactly knock_limit 10" },
	{ "AS 2S 3S 4H 5H 6H 7H 8D AC 2C", "gin", 11, 3, NONE,
	  "gin: knock_limit + 1" },
	{ "AS 2S 3S 4H 5H 6H 7C 7D 7S 10D JD", "gin", 20, 10, KNOCK,
	  "gin, 11 cards: discard a ten-pointer, knock with 10" },
};

/* Check one case; returns the number of failures (printed). */
static int
check_solver_case(const solver_case *c)
{
	kl_rules r;
	kl_cardlist list;
	kl_hand h;
	kl_arrangement a;
	kl_error err;
	char why[200];
	int d, fails = 0, refd, n;

	rules_of(c->rules, &r);
	parse(&r, c->hand, &list);
	kl_cardlist_hand(&list, &h);
	n = list.n;

#define EXPECT(cond, ...) do { \
		if (!(cond)) { \
			print_message("[%s | %s] ", c->hand, c->rules); \
			print_message(__VA_ARGS__); \
			print_message("\n"); \
			fails++; \
		} \
	} while (0)

	d = kl_deadwood(&r, &h);
	EXPECT(d == c->deadwood, "kl_deadwood %d, expected %d (%s)", d,
	       c->deadwood, c->why);
	refd = ref_deadwood(&r, list.cards, n);
	EXPECT(refd == c->deadwood, "reference %d, expected %d (%s)", refd,
	       c->deadwood, c->why);
	d = kl_solve(&r, &h, 0, &a);
	EXPECT(d == c->deadwood && a.deadwood == d,
	       "kl_solve %d (arrangement %d), expected %d", d, a.deadwood,
	       c->deadwood);
	EXPECT(ref_check_arrangement(&r, list.cards, n, 0, &a, why,
	                             sizeof(why)), "kl_solve: %s", why);
	if (c->discard != SKIP) {
		d = kl_deadwood_discard(&r, &h);
		EXPECT(d == c->discard, "kl_deadwood_discard %d, expected %d "
		       "(%s)", d, c->discard, c->why);
		refd = ref_deadwood_discard(&r, list.cards, n);
		EXPECT(refd == c->discard, "reference with discard %d, "
		       "expected %d", refd, c->discard);
		d = kl_solve(&r, &h, 1, &a);
		EXPECT(d == c->discard && a.deadwood == d,
		       "kl_solve with discard %d (arrangement %d), expected %d",
		       d, a.deadwood, c->discard);
		EXPECT(ref_check_arrangement(&r, list.cards, n, 1, &a, why,
		                             sizeof(why)),
		       "kl_solve with discard: %s", why);
	}
	if (c->verdict != SKIP) {
		int v = kl_game_verdict(&r, &h, &a, &err), disc = n == r.hand_size + 1;
		EXPECT(v == c->verdict, "kl_game_verdict %s, expected %s (%s)",
		       kl_verdict_name(v), kl_verdict_name(c->verdict), c->why);
		EXPECT(a.deadwood == (disc ? c->discard : c->deadwood),
		       "kl_game_verdict arrangement deadwood %d", a.deadwood);
		EXPECT(ref_check_arrangement(&r, list.cards, n, disc, &a, why,
		                             sizeof(why)),
		       "kl_game_verdict arrangement: %s", why);
	}
#undef EXPECT
	return fails;
}

static void
test_solver_table(void **state)
{
	size_t i;
	int fails = 0;

	(void)state;
	for (i = 0; i < sizeof(solver_cases) / sizeof(solver_cases[0]); i++)
		fails += check_solver_case(&solver_cases[i]);
	assert_int_equal(fails, 0);
}

/* The arrangement itself for the gin example: three sets, 3H out. */
static void
test_gin_example_arrangement(void **state)
{
	kl_rules r;
	kl_cardlist list;
	kl_hand h;
	kl_arrangement a;
	kl_error err;
	int i, sets = 0;

	(void)state;
	rules_of("gin", &r);
	parse(&r, "4C 2H AH 4S 3H 2D 2S 2C 4D AS AD", &list);
	kl_cardlist_hand(&list, &h);
	assert_int_equal(kl_game_verdict(&r, &h, &a, &err), KL_VERDICT_RUMMY);
	assert_int_equal(a.discard, kl_card_make(KL_HEARTS, KL_THREE));
	assert_int_equal(a.nunmatched, 0);
	assert_int_equal(a.deadwood, 0);
	for (i = 0; i < a.nmelds; i++)
		sets += a.melds[i].kind == KL_MELD_SET;
	assert_int_equal(a.nmelds, 3);
	assert_int_equal(sets, 3);
}

/* Jokers are placed where they stand: ♠3 JK JK ♠6 in that order. */
static void
test_joker_placement(void **state)
{
	kl_rules r;
	kl_cardlist list;
	kl_hand h;
	kl_arrangement a;
	const kl_card want[4] = { kl_card_make(KL_SPADES, KL_THREE), KL_JOKER,
	                          KL_JOKER, kl_card_make(KL_SPADES, KL_SIX) };

	(void)state;
	rules_of("viennese", &r);
	parse(&r, "6S JK 3S JK", &list);
	kl_cardlist_hand(&list, &h);
	assert_int_equal(kl_solve(&r, &h, 0, &a), 0);
	assert_int_equal(a.nmelds, 1);
	assert_int_equal(a.melds[0].kind, KL_MELD_RUN);
	assert_int_equal(a.melds[0].n, 4);
	assert_memory_equal(a.melds[0].cards, want, 4);
	assert_int_equal(a.discard, KL_NO_CARD);
}

/* Sizes the solver and the verdict refuse. */
static void
test_solver_limits(void **state)
{
	kl_rules r;
	kl_hand h;
	kl_arrangement a;
	kl_error err;
	int i;

	(void)state;
	rules_of("viennese", &r);
	memset(&h, 0, sizeof(h));
	assert_int_equal(kl_deadwood(&r, &h), 0);
	assert_int_equal(kl_deadwood_discard(&r, &h), -1);
	assert_int_equal(kl_solve(&r, &h, 1, &a), -1);
	for (i = 0; i < 16; i++) /* 16 cards: two copies of 8 cards */
		assert_int_equal(kl_hand_add(&h, (kl_card)(i / 2)), KL_OK);
	assert_int_equal(kl_deadwood(&r, &h), -1);
	assert_int_equal(kl_deadwood_discard(&r, &h), -1);
	assert_int_equal(kl_hand_remove(&h, 0), KL_OK);
	assert_int_equal(kl_hand_remove(&h, 0), KL_OK);
	assert_int_equal(kl_hand_remove(&h, 1), KL_OK);
	assert_int_equal(kl_hand_size(&h), 13);
	assert_int_equal(kl_game_verdict(&r, &h, &a, &err), -1);
	assert_int_equal(err.code, KL_EINPUT);
	assert_non_null(strstr(err.msg, "10 cards, or 11 before the discard, not 13"));

	/* a third copy of a card is no hand of two packs: refused, not
	 * counted as two */
	memset(&h, 0, sizeof(h));
	for (i = 0; i < 3; i++)
		assert_int_equal(kl_hand_add(&h, kl_card_make(KL_SPADES, KL_FIVE)),
		                 KL_OK);
	assert_int_equal(kl_deadwood(&r, &h), -1);
	assert_int_equal(kl_solve(&r, &h, 0, &a), -1);
}

/* ---- kl_meld_check ---- */

typedef struct meld_case {
	const char *group;
	const char *rules;
	int kind;
	const char *why; /* a fragment of the reason, for KL_MELD_NONE */
} meld_case;

static const meld_case meld_cases[] = {
	{ "3H 4H 5H", "viennese", KL_MELD_RUN, NULL },
	{ "5H 3H 4H", "viennese", KL_MELD_RUN, NULL },
	{ "QH KH AH", "viennese", KL_MELD_RUN, NULL },
	{ "AH 2H 3H", "viennese", KL_MELD_RUN, NULL },
	{ "KH AH 2H", "viennese", KL_MELD_NONE, "K-A-2" },
	{ "QH KH AH", "gin", KL_MELD_NONE, "not in sequence" },
	{ "AH 2H 3H", "viennese ace_low=off", KL_MELD_NONE, "not in sequence" },
	{ "KH AH JK", "viennese", KL_MELD_RUN, NULL },
	{ "KH AH JK", "gin jokers=2", KL_MELD_NONE, "even with the jokers" },
	{ "3S JK JK 6S", "viennese", KL_MELD_RUN, NULL },
	{ "JK 3S JK 6S", "viennese", KL_MELD_RUN, NULL },
	{ "3S JK JK 7S", "viennese", KL_MELD_NONE, "even with the jokers" },
	{ "3S JK JK JK 7S 8S", "viennese jokers=4", KL_MELD_RUN, NULL },
	{ "3S JK JK JK 7S", "viennese jokers=4", KL_MELD_NONE,
	  "more jokers than natural cards" },
	{ "5D JK JK", "viennese", KL_MELD_NONE,
	  "more jokers than natural cards" },
	{ "JK JK", "viennese", KL_MELD_NONE, "at least 3 cards" },
	{ "JK JK JK", "viennese jokers=3", KL_MELD_NONE, "natural cards" },
	{ "5D 6D", "viennese", KL_MELD_NONE, "at least 3 cards" },
	{ "7S 7H 7D 7C", "viennese", KL_MELD_SET, NULL },
	{ "7S 7H JK", "viennese", KL_MELD_SET, NULL },
	{ "7S 7H JK JK", "viennese", KL_MELD_SET, NULL },
	{ "7S 7S 7H", "viennese", KL_MELD_NONE, "different suits" },
	{ "7S 7H 7D 7C 7S", "viennese", KL_MELD_NONE, "different suits" },
	{ "KS KH KD JK JK", "viennese", KL_MELD_NONE, "at most 4" },
	{ "5D 6H 7D", "viennese", KL_MELD_NONE, "neither one rank" },
	{ "5H 5H 6H", "viennese", KL_MELD_NONE, "each rank only once" },
	{ "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", "viennese", KL_MELD_RUN,
	  NULL },
	{ "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", "viennese", KL_MELD_RUN,
	  NULL },
	{ "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", "viennese",
	  KL_MELD_NONE, "each rank only once" },
	{ "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH JK", "viennese", KL_MELD_RUN,
	  NULL },
	{ "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH JK JK", "viennese",
	  KL_MELD_NONE, "not in sequence" },
};

static void
test_meld_check_table(void **state)
{
	size_t i;
	int fails = 0;

	(void)state;
	for (i = 0; i < sizeof(meld_cases) / sizeof(meld_cases[0]); i++) {
		const meld_case *c = &meld_cases[i];
		kl_rules r;
		kl_cardlist list;
		char why[96] = "";
		int kind, ref;

		rules_of(c->rules, &r);
		parse(&r, c->group, &list);
		kind = kl_meld_check(&r, list.cards, list.n, why, sizeof(why));
		ref = ref_meld_kind(&r, list.cards, list.n);
		if (kind != c->kind ||
		    (c->why != NULL && strstr(why, c->why) == NULL)) {
			print_message("[%s | %s] kind %d (\"%s\"), expected %d "
			              "(\"%s\")\n", c->group, c->rules, kind, why,
			              c->kind, c->why ? c->why : "");
			fails++;
		}
		/* the reference agrees on the kind */
		if ((ref == REF_SET) != (c->kind == KL_MELD_SET) ||
		    (ref == REF_RUN) != (c->kind == KL_MELD_RUN)) {
			print_message("[%s | %s] reference kind %d\n", c->group,
			              c->rules, ref);
			fails++;
		}
	}
	assert_int_equal(fails, 0);
}

/* ---- kl_claim_check ---- */

typedef struct claim_case {
	const char *hand; /* with '|' between the groups */
	const char *rules;
	int discard;
	const char *kinds; /* per group: R run, S set, N no meld */
	int claimed, optimal;
	const char *why; /* reason fragment of the first N group, or NULL */
} claim_case;

static const claim_case claim_cases[] = {
	{ "3H 4H 5H | 7S 7D 7C | 9C 10C JC | 4S KD", "viennese", 1, "RSRN",
	  4, 4, "at least 3 cards" },
	{ "7H 8H 9H | 7S 7D | 7C 2S", "viennese", 0, "RNN", 23, 2,
	  "at least 3 cards" },
	{ "QH KH AH | 2S 2D 2C", "viennese", 0, "RS", 0, 0, NULL },
	{ "QH KH AH | 2S 2D 2C", "gin", 0, "NS", 21, 21, "not in sequence" },
	{ "5D JK JK | 3S 4S 5S", "viennese", 0, "NR", 45, 0,
	  "more jokers than natural cards" },
	{ "7S 7S 7H | 8D 9D 10D", "viennese", 0, "NR", 21, 21,
	  "different suits" },
	{ "3H 4H 5H 6H | 7S 7D 7C 7H | 9C 10C JC", "viennese", 1, "RSR", 0, 0,
	  NULL },
	{ "3S 3C 3D | JC QC KC | AD 2D", "viennese", 1, "SRN", 2, 2,
	  "at least 3 cards" },
	{ "AD 2D 3D | JC QC KC | 3S 3C", "viennese", 1, "RRN", 3, 2,
	  "at least 3 cards" },
};

static void
test_claim_check_table(void **state)
{
	size_t i;
	int g, fails = 0;

	(void)state;
	for (i = 0; i < sizeof(claim_cases) / sizeof(claim_cases[0]); i++) {
		const claim_case *c = &claim_cases[i];
		kl_rules r;
		kl_cardlist list;
		kl_claim cl;
		kl_error err;
		const char *first_why = NULL;
		int ok = 1;

		rules_of(c->rules, &r);
		parse(&r, c->hand, &list);
		assert_int_equal(kl_claim_check(&r, &list, c->discard, &cl,
		                                &err), KL_OK);
		ok &= cl.ngroups == (int)strlen(c->kinds);
		for (g = 0; ok && g < cl.ngroups; g++) {
			int want = c->kinds[g] == 'R' ? KL_MELD_RUN :
			           c->kinds[g] == 'S' ? KL_MELD_SET :
			           KL_MELD_NONE;
			ok &= cl.kind[g] == want;
			if (want == KL_MELD_NONE && first_why == NULL)
				first_why = cl.why[g];
		}
		ok &= cl.claimed == c->claimed && cl.optimal == c->optimal &&
		      cl.is_optimal == (c->claimed == c->optimal);
		if (c->why != NULL)
			ok &= first_why != NULL &&
			      strstr(first_why, c->why) != NULL;
		if (!ok) {
			print_message("[%s | %s] groups %d, claimed %d, optimal "
			              "%d, is_optimal %d, why \"%s\"\n", c->hand,
			              c->rules, cl.ngroups, cl.claimed, cl.optimal,
			              cl.is_optimal, first_why ? first_why : "");
			fails++;
		}
	}
	assert_int_equal(fails, 0);
}

static void
test_claim_too_many_cards(void **state)
{
	kl_rules r;
	kl_cardlist list;
	kl_claim cl;
	kl_error err;
	kl_card_limits lim = { 2, 2, 20, KL_STYLE_ASCII };
	const char *text = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H";

	(void)state;
	rules_of("viennese", &r);
	assert_int_equal(kl_cards_parse(&text, 1, &lim, &list, &err), KL_OK);
	assert_int_equal(list.n, 16);
	assert_int_equal(kl_claim_check(&r, &list, 0, &cl, &err), KL_EINPUT);
	assert_non_null(strstr(err.msg, "16 cards"));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_solver_table),
		cmocka_unit_test(test_gin_example_arrangement),
		cmocka_unit_test(test_joker_placement),
		cmocka_unit_test(test_solver_limits),
		cmocka_unit_test(test_meld_check_table),
		cmocka_unit_test(test_claim_check_table),
		cmocka_unit_test(test_claim_too_many_cards),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
