/*
 * test_fam.c - the rummy family's solver (kl_fam.h) against the rulings
 * (docs/rules.md, "The rummy family") and against a slow reference written apart
 * (tests/support/ref_family.c: brute-force melds, dynamic programmes
 * over masks of card indices).
 *
 *  - test_defaults: the card rules and goals the rulings give each game;
 *  - test_reference_self: the reference against plainer versions of
 *    itself (every order of a group; every partition of a small hand);
 *  - test_meld_cases: hand-picked groups for kl_fam_meld_check;
 *  - test_cases: hand-picked hands, every number worked out by hand
 *    (and checked against the reference too, so that the reference is
 *    held to the same hand count);
 *  - test_refusals: the hands kl_fam_deadwood and kl_fam_out refuse, and
 *    *out left untouched;
 *  - test_meld_check: kl_fam_meld_check against the reference's judge on
 *    random small groups, near-melds most of them;
 *  - test_<game>: random hands of the game's sizes and hands built to go
 *    out (planted melds of the game's kinds, wild cards where it has
 *    them, shuffled, one card more for a discard): kl_fam_deadwood with
 *    and without a discard and kl_fam_out with the default goal and with
 *    one weighing wilds, suits and values otherwise (and other patterns)
 *    must give the reference's numbers, and every arrangement returned
 *    must be right (melds valid by the reference's judge with the kind
 *    they name, runs in sequence with their wild cards marked, the cards
 *    exactly the hand's, the deadwood the unmatched cards', a going out's
 *    lengths a pattern and its worth the one returned).  Continental is
 *    played by 4, 7 and 10 (2, 3 and 4 packs and jokers), and once more
 *    with deuces_wild; Boat House's rules once more with 2 packs and 2
 *    jokers (test_two_packs).
 *
 * KLOPF_FAM_DEALS sets the deals per game (each deal: one random hand and
 * one built hand); the default, 150, runs the whole file in about 6
 * seconds at -O0 and 2 at -O2 (Continental with deuces wild takes most of
 * it); 20000 is the long run (about 5 minutes at -O2).  KLOPF_FAM_SEED changes the seed of the random
 * tests.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "handgen.h"
#include "kl_card.h"
#include "kl_fam.h"
#include "ref_family.h"

#define NO_CHECK (-100)
#define DEFAULT_DEALS 150

/* Which card rules a case or a series plays: the game's; with
 * deuces_wild; with two packs and two jokers (sets of distinct suits
 * from two packs, jokers around the corner: rules no game of the
 * rulings has, but kl_fam_cards allows). */
enum { RULES_DEFAULT = 0, RULES_DEUCES, RULES_TWO_PACKS, RULES_KINDS };
/* Which goal a case uses: the game's own; the game's patterns with every
 * way out worth 1; Continental with all its options; the same with no
 * patterns (any melds). */
enum { GOAL_DEFAULT = 0, GOAL_COUNT, GOAL_DEUCES, GOAL_DEUCES_FREE };

/* The players a game is set up for in these tests. */
static int
players_of(int game)
{
	return game == KL_FAM_NOWRANG ? 2 : 4;
}

/* The players at a table of game for the k-th random deal: Continental
 * at 4, 7 and 10 in turn (2, 3 and 4 packs), the others as players_of. */
static int
players_for_deal(int game, long k)
{
	return game == KL_FAM_CONTINENTAL ? 4 + 3 * (int)(k % 3) :
	       players_of(game);
}

/* The card rules of game for players, changed as which says (RULES_*). */
static void
rules_of(int game, int which, int players, kl_fam_cards *r)
{
	kl_fam_cards_default(game, players, r);
	if (which == RULES_DEUCES)
		r->deuces_wild = 1;
	if (which == RULES_TWO_PACKS) {
		r->packs = 2;
		r->jokers = 2;
	}
}

/* The name of a series: the game's, and what its rules change. */
static void
series_name(int game, int which, char *buf, size_t size)
{
	snprintf(buf, size, "%s%s", kl_fam_game_name(game),
	         which == RULES_DEUCES ? " (deuces wild)" :
	         which == RULES_TWO_PACKS ? " (2 packs, 2 jokers)" : "");
}

/* 1 if the tests play game with rules which (deuces wild only in
 * Continental, which has no sets; two packs only in Boat House). */
static int
rules_played(int game, int which)
{
	return which == RULES_DEFAULT ||
	       (which == RULES_DEUCES && game == KL_FAM_CONTINENTAL) ||
	       (which == RULES_TWO_PACKS && game == KL_FAM_BOAT_HOUSE);
}

/* A goal of the kind named by which, for game (see GOAL_*). */
static void
goal_of(int game, int which, kl_fam_goal *g)
{
	kl_fam_goal_default(game, g);
	if (which == GOAL_COUNT) {
		g->base = 1;
		g->per_joker = g->per_wild_two = g->no_wild_bonus = 0;
		g->one_suit_bonus = g->per_value = 0;
	} else if (which == GOAL_DEUCES || which == GOAL_DEUCES_FREE) {
		/* the rulings' options: deuce_points 1, no_wild_bonus 10,
		 * one_suit_bonus 10, beside 1 + 2 per joker */
		g->per_wild_two = 1;
		g->no_wild_bonus = 10;
		g->one_suit_bonus = 10;
		if (which == GOAL_DEUCES_FREE)
			g->npatterns = 0;
	}
}

/* Parse text into cards[] (*n of them) with r's copy limits; fails the
 * test when the text is no hand. */
static void
parse_hand(const char *text, const kl_fam_cards *r, kl_card *cards, int *n)
{
	kl_card_limits limits = { r->packs, r->jokers, KL_FAM_HAND_MAX, KL_STYLE_ASCII };
	kl_cardlist list;
	kl_error err;

	if (kl_cards_parse(&text, 1, &limits, &list, &err) != KL_OK)
		fail_msg("hand \"%s\": %s", text, err.msg);
	memcpy(cards, list.cards, (size_t)list.n);
	*n = list.n;
}

/* ---- the rulings' defaults ---- */

/* 1 if some pattern of g holds exactly the lengths want[0..k-1], in any
 * order. */
static int
has_pattern(const kl_fam_goal *g, const int *want, int k)
{
	int p;

	for (p = 0; p < g->npatterns; p++) {
		int count[KL_FAM_HAND_MAX + 1] = { 0 }, i, len = 0, ok = 1;
		while (len < KL_FAM_MELDS_MAX + 1 && g->pattern[p][len] != 0) {
			if (g->pattern[p][len] <= KL_FAM_HAND_MAX)
				count[g->pattern[p][len]]++;
			len++;
		}
		if (len != k)
			continue;
		for (i = 0; i < k; i++)
			if (--count[want[i]] < 0)
				ok = 0;
		if (ok)
			return 1;
	}
	return 0;
}

/*
 * The card rules and goals of every game are the rulings': packs,
 * jokers, the ace, sets, values; Continental's packs growing with the
 * table and its three patterns; Nowrang's one pattern; Queen City paid
 * by the value melded; and the names.
 */
static void
test_defaults(void **state)
{
	static const int p5433[] = { 5, 4, 3, 3 }, p4443[] = { 4, 4, 4, 3 };
	static const int p33333[] = { 3, 3, 3, 3, 3 }, p433[] = { 4, 3, 3 };
	kl_fam_cards r;
	kl_fam_goal g;
	int game, k;

	(void)state;
	for (game = 0; game < KL_FAM_GAMES; game++) {
		const char *name = kl_fam_game_name(game);
		assert_non_null(name);
		assert_int_equal(kl_fam_game_of(name), game);
	}
	assert_null(kl_fam_game_name(KL_FAM_GAMES));
	assert_null(kl_fam_game_name(-1));
	assert_int_equal(kl_fam_game_of("viennese"), -1);
	assert_string_equal(kl_fam_game_name(KL_FAM_BOAT_HOUSE), "boat-house");
	assert_string_equal(kl_fam_game_name(KL_FAM_QUEEN_CITY), "queen-city");
	assert_string_equal(kl_fam_game_name(KL_FAM_DOUBLE_RUM), "double-rum");

	/* Boat House: one pack, around the corner, ace 11 */
	kl_fam_cards_default(KL_FAM_BOAT_HOUSE, 4, &r);
	assert_int_equal(r.packs, 1);
	assert_int_equal(r.jokers, 0);
	assert_int_equal(r.ace, KL_FAM_ACE_AROUND);
	assert_int_equal(r.sets, KL_FAM_SETS);
	assert_int_equal(r.deuces_wild, 0);
	assert_int_equal(r.value[KL_ACE], 11);
	for (k = KL_TWO; k <= KL_TEN - 1; k++)
		assert_int_equal(r.value[k], k + 1);
	assert_int_equal(r.value[KL_TEN], 10);
	assert_int_equal(r.value[KL_KING], 10);

	/* Phom: ace low only, J 11, Q 12, K 13 */
	kl_fam_cards_default(KL_FAM_PHOM, 4, &r);
	assert_int_equal(r.packs, 1);
	assert_int_equal(r.jokers, 0);
	assert_int_equal(r.ace, KL_FAM_ACE_LOW);
	assert_int_equal(r.sets, KL_FAM_SETS);
	assert_int_equal(r.value[KL_ACE], 1);
	assert_int_equal(r.value[KL_JACK], 11);
	assert_int_equal(r.value[KL_QUEEN], 12);
	assert_int_equal(r.value[KL_KING], 13);

	/* Continental: runs only, either ace, packs and jokers by table */
	kl_fam_cards_default(KL_FAM_CONTINENTAL, 4, &r);
	assert_int_equal(r.packs, 2);
	assert_int_equal(r.jokers, 2);
	assert_int_equal(r.ace, KL_FAM_ACE_EITHER);
	assert_int_equal(r.sets, KL_FAM_NO_SETS);
	assert_int_equal(r.deuces_wild, 0);
	kl_fam_cards_default(KL_FAM_CONTINENTAL, 2, &r);
	assert_int_equal(r.packs, 2);
	kl_fam_cards_default(KL_FAM_CONTINENTAL, 5, &r);
	assert_int_equal(r.packs, 2);
	kl_fam_cards_default(KL_FAM_CONTINENTAL, 6, &r);
	assert_int_equal(r.packs, 3);
	assert_int_equal(r.jokers, 3);
	kl_fam_cards_default(KL_FAM_CONTINENTAL, 8, &r);
	assert_int_equal(r.packs, 3);
	kl_fam_cards_default(KL_FAM_CONTINENTAL, 9, &r);
	assert_int_equal(r.packs, 4);
	assert_int_equal(r.jokers, 4);
	kl_fam_cards_default(KL_FAM_CONTINENTAL, 12, &r);
	assert_int_equal(r.packs, 4);
	kl_fam_goal_default(KL_FAM_CONTINENTAL, &g);
	assert_int_equal(g.npatterns, 3);
	assert_true(has_pattern(&g, p5433, 4));
	assert_true(has_pattern(&g, p4443, 4));
	assert_true(has_pattern(&g, p33333, 5));
	assert_int_equal(g.base, 1);
	assert_int_equal(g.per_joker, 2);
	assert_int_equal(g.per_wild_two, 0);
	assert_int_equal(g.no_wild_bonus, 0);
	assert_int_equal(g.one_suit_bonus, 0);
	assert_int_equal(g.per_value, 0);

	/* Nowrang: ace high only, runs only, 4-3-3 */
	kl_fam_cards_default(KL_FAM_NOWRANG, 2, &r);
	assert_int_equal(r.packs, 1);
	assert_int_equal(r.jokers, 0);
	assert_int_equal(r.ace, KL_FAM_ACE_HIGH);
	assert_int_equal(r.sets, KL_FAM_NO_SETS);
	kl_fam_goal_default(KL_FAM_NOWRANG, &g);
	assert_int_equal(g.npatterns, 1);
	assert_true(has_pattern(&g, p433, 3));

	/* Queen City: standard cards, paid the value melded */
	kl_fam_cards_default(KL_FAM_QUEEN_CITY, 4, &r);
	assert_int_equal(r.packs, 1);
	assert_int_equal(r.jokers, 0);
	assert_int_equal(r.ace, KL_FAM_ACE_LOW);
	assert_int_equal(r.sets, KL_FAM_SETS);
	assert_int_equal(r.value[KL_ACE], 1);
	assert_int_equal(r.value[KL_QUEEN], 10);
	kl_fam_goal_default(KL_FAM_QUEEN_CITY, &g);
	assert_int_equal(g.npatterns, 0);
	assert_int_equal(g.base, 0);
	assert_int_equal(g.per_value, 1);

	/* Double Rum: 2 packs, 4 jokers, identical cards in sets */
	kl_fam_cards_default(KL_FAM_DOUBLE_RUM, 4, &r);
	assert_int_equal(r.packs, 2);
	assert_int_equal(r.jokers, 4);
	assert_int_equal(r.ace, KL_FAM_ACE_EITHER);
	assert_int_equal(r.sets, KL_FAM_SETS_SAME);
	assert_int_equal(r.value[KL_ACE], 11);
	assert_int_equal(r.value[KL_KING], 10);
	assert_int_equal(r.value[KL_FIVE], 5);
	assert_int_equal(r.joker_value, 15);
}

/* ---- hand-picked hands ---- */

struct fam_case {
	int game;
	int rules;          /* RULES_* */
	const char *hand;
	int discard;
	int deadwood;       /* NO_CHECK: not checked */
	int goal;           /* GOAL_* */
	int out;            /* worth, -1 no going out; NO_CHECK: not checked */
	const char *why;
};

static const struct fam_case cases[] = {
	/* Boat House: the ace 11 unmatched, J 10, others face value */
	{ KL_FAM_BOAT_HOUSE, RULES_DEFAULT, "QH KH AH 2H 3H", 0, 0, GOAL_COUNT, 1,
	  "one run through the corner: Q-K-A-2-3 melds whole" },
	{ KL_FAM_BOAT_HOUSE, RULES_DEFAULT, "QH KH AH 2H 3H 9S", 0, 9,
	  GOAL_COUNT, -1, "the run, 9S unmatched (9); no discard, no out" },
	{ KL_FAM_BOAT_HOUSE, RULES_DEFAULT, "QH KH AH 2H 3H 9S", 1, 0,
	  GOAL_COUNT, 1, "discard 9S: the run melds whole" },
	{ KL_FAM_BOAT_HOUSE, RULES_DEFAULT, "KH AH 2H", 0, 0, GOAL_COUNT, 1,
	  "K-A-2 is a run around the corner" },
	/* Boat House's rules with 2 packs and 2 jokers: sets still of
	 * distinct suits */
	{ KL_FAM_BOAT_HOUSE, RULES_TWO_PACKS, "QH QH QS", 0, 30, GOAL_COUNT, -1,
	  "QH twice is no set where suits must differ: 10 + 10 + 10" },
	{ KL_FAM_BOAT_HOUSE, RULES_TWO_PACKS, "QH QH QS QD JK", 0, 10,
	  GOAL_COUNT, -1,
	  "QH QS QD JK is a set of 4, the other QH left (10); two sets of "
	  "three would need a second natural in each" },
	{ KL_FAM_BOAT_HOUSE, RULES_TWO_PACKS, "5H 5S 5D 5C JK", 1, 0, GOAL_COUNT,
	  1, "discard the joker: the four fives (the joker makes no fifth)" },
	{ KL_FAM_BOAT_HOUSE, RULES_TWO_PACKS, "5H 5S 5D 5C JK", 0, NO_CHECK,
	  GOAL_COUNT, -1, "no set of five: the joker cannot be melded" },
	{ KL_FAM_BOAT_HOUSE, RULES_TWO_PACKS, "KH AH 2H KH JK AH", 0, 0,
	  GOAL_COUNT, 1, "K-A-2 twice around the corner, the joker on one" },
	{ KL_FAM_BOAT_HOUSE, RULES_DEFAULT, "AS 5D 9C JH", 0, 35, GOAL_COUNT, -1,
	  "nothing melds: 11 + 5 + 9 + 10" },
	{ KL_FAM_BOAT_HOUSE, RULES_DEFAULT, "AS 5D 9C JH", 1, 24, GOAL_COUNT, -1,
	  "discard the ace (11): 5 + 9 + 10" },
	{ KL_FAM_BOAT_HOUSE, RULES_DEFAULT, "QH KH AH 2H 3H AS AD", 0, 22,
	  GOAL_COUNT, -1,
	  "run Q-3 leaves AS AD (22); the set of aces leaves QH KH 2H 3H "
	  "(25)" },
	{ KL_FAM_BOAT_HOUSE, RULES_DEFAULT, "QH KH AH 2H 3H AS AD", 1, 11,
	  GOAL_COUNT, -1,
	  "run Q-3, discard one ace, the other 11 (the set AH AS AD and "
	  "discard QH leaves KH 2H 3H, 15)" },

	/* Nowrang: runs only, the ace high only, 4-3-3 */
	{ KL_FAM_NOWRANG, RULES_DEFAULT, "QS KS AS", 0, 0, GOAL_COUNT, -1,
	  "Q-K-A is a run (but 3 cards are no 4-3-3)" },
	{ KL_FAM_NOWRANG, RULES_DEFAULT, "AS 2S 3S", 0, 6, GOAL_COUNT, -1,
	  "A-2-3 is no run: 1 + 2 + 3" },
	{ KL_FAM_NOWRANG, RULES_DEFAULT, "7S 7H 7D", 0, 21, GOAL_COUNT, -1,
	  "no sets: 7 + 7 + 7" },
	{ KL_FAM_NOWRANG, RULES_DEFAULT, "QS KS AS 2H 3H 4H 5H 7D 8D 9D", 0, 0,
	  GOAL_COUNT, 1, "Q-K-A, 2-3-4-5, 7-8-9: 3 + 4 + 3" },
	{ KL_FAM_NOWRANG, RULES_DEFAULT, "AS 2S 3S 5H 6H 7H 8H 9D 10D JD", 0, 6,
	  GOAL_COUNT, -1, "A-2-3 is no run: AS 2S 3S left (6), no out" },
	{ KL_FAM_NOWRANG, RULES_DEFAULT, "5H 6H 7H 8H 9H 9D 10D JD QD KD", 0, 0,
	  GOAL_COUNT, -1, "two runs of 5 cut into no 4-3-3" },
	{ KL_FAM_NOWRANG, RULES_DEFAULT, "5H 6H 7H 8H 9H 10H JD QD KD AD", 0, 0,
	  GOAL_COUNT, 1, "5-10 cut 3 + 3, J-Q-K-A 4" },
	{ KL_FAM_NOWRANG, RULES_DEFAULT,
	  "5H 6H 7H 8H 9H 10H JD QD KD AD 2C", 1, 0, GOAL_COUNT, 1,
	  "the same after discarding 2C" },

	/* Continental, 4 players: 2 packs, 2 jokers; worth 1 + 2 a joker */
	{ KL_FAM_CONTINENTAL, RULES_DEFAULT,
	  "3H 4H 5H 6H 7H 3S 4S 5S 6S 7S 3D 4D 5D 6D 7D", 0, 0, GOAL_DEFAULT,
	  -1, "three runs of 5 split only 5-5-5: no pattern" },
	{ KL_FAM_CONTINENTAL, RULES_DEFAULT,
	  "3H 4H 5H 6H 7H 3S 4S 5S 6S 7S 3D 4D 5D 6D 7D 9C", 1, 0,
	  GOAL_DEFAULT, -1,
	  "9C must go (nothing else leaves it melded): 5-5-5 again" },
	{ KL_FAM_CONTINENTAL, RULES_DEFAULT,
	  "3H 4H 5H 6H 7H 8H 3S 4S 5S 6S 7S 3D 4D 5D 6D", 0, 0, GOAL_DEFAULT, 1,
	  "6-5-4 shown 3-3-5-4 (5-4-3-3), no joker: 1" },
	{ KL_FAM_CONTINENTAL, RULES_DEFAULT,
	  "3H 4H 5H 3H 4H 5H 6H 7H 8H 9H 3D 4D 5D 6D 7D", 0, 0, GOAL_DEFAULT, 1,
	  "3-4-5 of hearts twice, 6-9, 3-7 of diamonds: 5-4-3-3, 1" },
	{ KL_FAM_CONTINENTAL, RULES_DEFAULT,
	  "3H 4H 5H 3H 4H 5H 6H 7H 8H 9H 3D 4D 5D 6D 7D 9H", 1, 0, GOAL_DEFAULT,
	  1, "the same with a second 9H: one of the two is the discard" },
	{ KL_FAM_CONTINENTAL, RULES_DEFAULT,
	  "3H 4H 5H 6H JK 3S 4S 5S 6S 3D 4D 5D 6D 7C 8C 9C", 1, 0, GOAL_DEFAULT,
	  3, "keep the joker: 3-6 of hearts and it, 3-6 of spades, 3 of the "
	  "diamonds and the clubs (5-4-3-3, 1 + 2) beat 4-4-4-3 without it (1)" },
	{ KL_FAM_CONTINENTAL, RULES_DEFAULT,
	  "3H 4H 5H 6H 7H 3S 4S 5S 6S 3D 4D 5D JK 8C 9C JK", 1, 0, GOAL_DEFAULT,
	  5,
	  "discard 5D or 7H and keep both jokers: 1 + 2 * 2 = 5 (discarding "
	  "a joker pays 1 + 2 = 3)" },
	{ KL_FAM_CONTINENTAL, RULES_DEFAULT,
	  "3H 4H 5H 6H 7H 3S 4S 5S 6S 3D 4D 5D 8C 9C 10C JK", 1, 0,
	  GOAL_DEFAULT, 3,
	  "discard 7H, the joker makes 3D 4D 5D JK: 4-4-4-3 with a joker, "
	  "1 + 2 (discarding the joker pays 1)" },
	/* Continental with deuces wild and every option: 1, +2 a joker, +1
	 * a wild two, +10 with no wild card, +10 all of one suit */
	{ KL_FAM_CONTINENTAL, RULES_DEUCES,
	  "3H 4H 5H 6H 7H 3S 4S 5S 6S 8D 9D 2C 10C JC QC", 0, 0, GOAL_DEUCES, 2,
	  "2C is wild in 8D 9D 2C (no clubs run takes it naturally): 1 + 1" },
	{ KL_FAM_CONTINENTAL, RULES_DEUCES,
	  "AH 2H 3H 4H 5H 3S 4S 5S 6S 8D 9D 10D 10C JC QC", 0, 0, GOAL_DEUCES,
	  11, "2H stands in its own place, natural: 1 + 10 with no wild" },
	{ KL_FAM_CONTINENTAL, RULES_DEUCES,
	  "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH 3H 4H 5H", 0, 0, GOAL_DEUCES,
	  21, "all hearts, no wild: 1 + 10 + 10 (A-5, 6-9, 10-Q, 3-5)" },
	{ KL_FAM_CONTINENTAL, RULES_DEUCES,
	  "JS QS 2C AS AC 2D 3C 5H 6H 7H 8H 5D 6D 7D 8D", 0, 0, GOAL_DEUCES, 3,
	  "2D stands for 2C in AC 2D 3C and 2C for KS in JS QS 2C AS: two "
	  "wild twos, 1 + 1 + 1 (2C natural in AC 2C 3C leaves one: 2)" },
	{ KL_FAM_CONTINENTAL, RULES_DEUCES, "JS QS 2C AS AC 2D 3C", 0, 0,
	  GOAL_DEUCES_FREE, 3, "the same two runs with no pattern: 1 + 2" },
	{ KL_FAM_CONTINENTAL, RULES_DEUCES, "JS QS 2C AS AC 2D 3C 9D", 1, 0,
	  GOAL_DEUCES_FREE, 3, "the same after discarding 9D: 1 + 2" },

	/* Double Rum: 2 packs, 4 jokers, identical cards, ace 11, joker 15 */
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "QH QH QS", 0, 0, GOAL_COUNT, 1,
	  "QH QH QS is a set" },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "QH QH QS 5D 6D 7D 9C 9C 9S JK", 0, 0,
	  GOAL_COUNT, 1, "two sets with identical cards, a run, the joker on "
	  "any of them" },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "JK AS 5D", 0, 31, GOAL_COUNT, -1,
	  "nothing melds: 15 + 11 + 5" },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "JK AS 5D", 1, 16, GOAL_COUNT, -1,
	  "discard the joker: 11 + 5" },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "JK JK AS 9D", 0, 9, GOAL_COUNT, -1,
	  "the ace and two jokers meld, 9D left" },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "QH KH AH 2H 3H", 0, 5, GOAL_COUNT,
	  -1, "no corner: Q-K-A and 2 + 3 (A-2-3 would leave 20)" },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "AH AH AS 5C", 0, 5, GOAL_COUNT, -1,
	  "a set of aces, twice the same one; 5C left" },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "3H 4H 5H 6H 7H 8H 5H 6H 7H", 0, 0,
	  GOAL_COUNT, 1, "two copies of 5H 6H 7H: 3-4-5, 6-7-8 and 5-6-7" },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "AS AS 2S 3S QS KS", 0, 0,
	  GOAL_COUNT, 1, "one ace low (A-2-3), the other high (Q-K-A)" },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "AS 2S 3S QS KS", 0, 5, GOAL_COUNT,
	  -1, "one ace cannot stand at both ends: Q-K-A leaves 2 + 3 (A-2-3 "
	  "would leave 20)" },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "QH KH JK", 0, 0, GOAL_COUNT, 1,
	  "the joker stands for the ace high (or the jack)" },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "7D JK JK JK JK", 0, 0, GOAL_COUNT, 1,
	  "one natural card holds four jokers in a set" },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "5S 6S 7S 8S 9S 10S JK", 1, 0,
	  GOAL_COUNT, 1, "the naturals meld whole: the joker or a card at an "
	  "end of the run is the discard" },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "9C 9C 9S 9S 9D 9D", 0, 0, GOAL_COUNT,
	  1, "six nines: one set, or two of three" },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "4C 6C 8C JK JK", 0, 0, GOAL_COUNT, 1,
	  "4-JK-6-JK-8: two jokers fill the gaps" },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "4C 6C 8C JK", 0, 4, GOAL_COUNT, -1,
	  "one joker fills one gap: 6-JK-8 leaves 4 (4-JK-6 would leave 8)" },

	/* Phom: the ace low only; J 11, Q 12, K 13 */
	{ KL_FAM_PHOM, RULES_DEFAULT, "JS QH KD AC 5C", 0, 42, GOAL_COUNT, -1,
	  "11 + 12 + 13 + 1 + 5" },
	{ KL_FAM_PHOM, RULES_DEFAULT, "JS QH KD AC 5C", 1, 29, GOAL_COUNT, -1,
	  "discard the king (13): 11 + 12 + 1 + 5" },
	{ KL_FAM_PHOM, RULES_DEFAULT, "QH KH AH 2H 3H", 0, 25, GOAL_COUNT, -1,
	  "A-2-3, Q 12 + K 13 left" },
	{ KL_FAM_PHOM, RULES_DEFAULT, "JS QS KS", 0, 0, GOAL_COUNT, 1,
	  "J-Q-K is a run" },
	{ KL_FAM_PHOM, RULES_DEFAULT, "QS KS AS", 0, 26, GOAL_COUNT, -1,
	  "Q-K-A is no run: 12 + 13 + 1" },

	/* Queen City: worth the value melded (ace 1, J/Q/K 10) */
	{ KL_FAM_QUEEN_CITY, RULES_DEFAULT, "AH 2H 3H 7S 7D 7C 7H", 0, 0,
	  GOAL_DEFAULT, 34, "A-2-3 (6) and four sevens (28)" },
	{ KL_FAM_QUEEN_CITY, RULES_DEFAULT, "AH 2H 3H 7S 7D 7C 7H KS", 1, 0,
	  GOAL_DEFAULT, 34, "discard KS: 34 again" },
	{ KL_FAM_QUEEN_CITY, RULES_DEFAULT, "10H JH QH KH 9H 5S 5D 5C", 1, 0,
	  GOAL_DEFAULT, 55,
	  "discard 9H: 10-K (40) and the fives (15); discarding KH pays "
	  "39 + 15 = 54" },
	{ KL_FAM_QUEEN_CITY, RULES_DEFAULT, "QH KH AH 2H 3H", 0, 20, GOAL_DEFAULT,
	  -1, "A-2-3, the queen and king 10 each" },
};

/* Case i of the table against its hand-worked numbers, for both the
 * solver and the reference, and the solver's arrangements checked;
 * prints what is wrong and returns how many things were. */
static int
check_case(size_t i)
{
	const struct fam_case *c = &cases[i];
	const char *game = kl_fam_game_name(c->game);
	kl_fam_cards r;
	kl_fam_goal g;
	kl_fam_arr a;
	kl_card cards[KL_FAM_HAND_MAX];
	char why[200];
	int n, got, ref, wrong = 0;

	rules_of(c->game, c->rules, players_of(c->game), &r);
	goal_of(c->game, c->goal, &g);
	parse_hand(c->hand, &r, cards, &n);
	if (c->deadwood != NO_CHECK) {
		ref = ref_fam_deadwood(&r, cards, n, c->discard);
		got = kl_fam_deadwood(&r, cards, n, c->discard, &a);
		if (got != c->deadwood || ref != c->deadwood) {
			print_error("case %zu %s \"%s\" (discard %d): deadwood "
			            "%d, the reference %d, by hand %d (%s)\n", i,
			            game, c->hand, c->discard, got, ref,
			            c->deadwood, c->why);
			wrong++;
		} else if (!ref_fam_check_arr(&r, cards, n, c->discard, &a,
		                              NULL, why, sizeof(why))) {
			print_error("case %zu %s \"%s\": %s\n", i, game, c->hand,
			            why);
			wrong++;
		}
	}
	if (c->out != NO_CHECK) {
		ref = ref_fam_out(&r, cards, n, c->discard, &g);
		memset(&a, 0, sizeof(a));
		got = kl_fam_out(&r, cards, n, c->discard, &g, &a);
		if (got != c->out || ref != c->out) {
			print_error("case %zu %s \"%s\" (discard %d): out %d, "
			            "the reference %d, by hand %d (%s)\n", i, game,
			            c->hand, c->discard, got, ref, c->out, c->why);
			wrong++;
		} else if (got >= 0 &&
		           (!ref_fam_check_arr(&r, cards, n, c->discard, &a, &g,
		                               why, sizeof(why)) ||
		            ref_fam_worth(&r, &g, &a) != got)) {
			print_error("case %zu %s \"%s\": the going out shown is "
			            "wrong or not worth %d\n", i, game, c->hand,
			            got);
			wrong++;
		}
	}
	return wrong;
}

/* Every hand-picked case (each one wrong printed before the test
 * fails). */
static void
test_cases(void **state)
{
	size_t i;
	int wrong = 0;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		wrong += check_case(i);
	if (wrong > 0)
		fail_msg("%d hand-picked case(s) wrong", wrong);
}

/* Continental's jokers stay in the melds when a natural can go instead;
 * Boat House's corner run is one meld of 5 in order. */
static void
test_case_arrangements(void **state)
{
	kl_fam_cards r;
	kl_fam_goal g;
	kl_fam_arr a;
	kl_card cards[KL_FAM_HAND_MAX];
	int n, m, i, jokers = 0;

	(void)state;
	rules_of(KL_FAM_CONTINENTAL, RULES_DEFAULT, 4, &r);
	kl_fam_goal_default(KL_FAM_CONTINENTAL, &g);
	parse_hand("3H 4H 5H 6H 7H 3S 4S 5S 6S 3D 4D 5D JK 8C 9C JK", &r,
	           cards, &n);
	assert_int_equal(kl_fam_out(&r, cards, n, 1, &g, &a), 5);
	assert_int_not_equal(a.discard, KL_JOKER);
	for (m = 0; m < a.nmelds; m++)
		for (i = 0; i < a.melds[m].n; i++)
			jokers += a.melds[m].cards[i] == KL_JOKER;
	assert_int_equal(jokers, 2);

	rules_of(KL_FAM_BOAT_HOUSE, RULES_DEFAULT, 4, &r);
	parse_hand("3H KH 2H AH QH", &r, cards, &n);
	assert_int_equal(kl_fam_deadwood(&r, cards, n, 0, &a), 0);
	assert_int_equal(a.nmelds, 1);
	assert_int_equal(a.melds[0].kind, KL_MELD_RUN);
	assert_int_equal(a.melds[0].n, 5);
	assert_int_equal(a.nunmatched, 0);
	assert_int_equal(a.discard, KL_NO_CARD);
}

/* A group and what it is, worked out by hand. */
struct meld_case {
	int game;
	int rules;        /* RULES_* */
	const char *group;
	int kind;         /* KL_MELD_* */
};

static const struct meld_case meld_cases[] = {
	{ KL_FAM_BOAT_HOUSE, RULES_DEFAULT, "QH KH AH 2H 3H", KL_MELD_RUN },
	{ KL_FAM_BOAT_HOUSE, RULES_DEFAULT, "2H KH AH", KL_MELD_RUN },
	{ KL_FAM_BOAT_HOUSE, RULES_DEFAULT, "5H 5S 5D 5C", KL_MELD_SET },
	{ KL_FAM_BOAT_HOUSE, RULES_DEFAULT, "5H 5S", KL_MELD_NONE },
	{ KL_FAM_BOAT_HOUSE, RULES_DEFAULT, "QH KH 2H", KL_MELD_NONE },
	/* sets of distinct suits: 4 cards at most, wild or not */
	{ KL_FAM_BOAT_HOUSE, RULES_TWO_PACKS, "5H 5S 5D 5C JK", KL_MELD_NONE },
	{ KL_FAM_BOAT_HOUSE, RULES_TWO_PACKS, "5H 5S 5D JK", KL_MELD_SET },
	{ KL_FAM_BOAT_HOUSE, RULES_TWO_PACKS, "QH QH QS", KL_MELD_NONE },
	/* one natural and wild cards: a set where there are sets */
	{ KL_FAM_BOAT_HOUSE, RULES_TWO_PACKS, "QH JK JK", KL_MELD_SET },
	{ KL_FAM_NOWRANG, RULES_DEFAULT, "QS KS AS", KL_MELD_RUN },
	{ KL_FAM_NOWRANG, RULES_DEFAULT, "AS 2S 3S", KL_MELD_NONE },
	{ KL_FAM_NOWRANG, RULES_DEFAULT, "7S 7H 7D", KL_MELD_NONE },
	{ KL_FAM_PHOM, RULES_DEFAULT, "QS KS AS", KL_MELD_NONE },
	{ KL_FAM_PHOM, RULES_DEFAULT, "AS 2S 3S", KL_MELD_RUN },
	{ KL_FAM_QUEEN_CITY, RULES_DEFAULT, "KD QD JD 10D 9D", KL_MELD_RUN },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "QH QH QS", KL_MELD_SET },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "QH QH QS QS QD JK", KL_MELD_SET },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "QH KH AH 2H", KL_MELD_NONE },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "JK QH JK", KL_MELD_SET },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "5H 5H 6H", KL_MELD_NONE },
	{ KL_FAM_DOUBLE_RUM, RULES_DEFAULT, "JK JK JK", KL_MELD_NONE },
	{ KL_FAM_CONTINENTAL, RULES_DEFAULT, "2H 2S 2D", KL_MELD_NONE },
	{ KL_FAM_CONTINENTAL, RULES_DEFAULT, "JK JK 5D", KL_MELD_RUN },
	{ KL_FAM_CONTINENTAL, RULES_DEFAULT, "JK 10C JK QC", KL_MELD_RUN },
	{ KL_FAM_CONTINENTAL, RULES_DEFAULT, "JK 10C JK KC", KL_MELD_RUN },
	/* 10 and the high ace are 5 places apart: 4 cards cannot span them */
	{ KL_FAM_CONTINENTAL, RULES_DEFAULT, "JK 10C JK AC", KL_MELD_NONE },
	{ KL_FAM_CONTINENTAL, RULES_DEFAULT, "JK JC JK AC", KL_MELD_RUN },
	{ KL_FAM_CONTINENTAL, RULES_DEFAULT, "JK 10C JK 2C", KL_MELD_NONE },
	/* deuces wild: 2S stands for 4H or 7H; 2H natural in A-2-3 */
	{ KL_FAM_CONTINENTAL, RULES_DEUCES, "2S 5H 6H", KL_MELD_RUN },
	{ KL_FAM_CONTINENTAL, RULES_DEUCES, "AH 2H 3H", KL_MELD_RUN },
	/* 2H natural in its place, the other two wild around it */
	{ KL_FAM_CONTINENTAL, RULES_DEUCES, "2H 2S 2D", KL_MELD_RUN },
	{ KL_FAM_CONTINENTAL, RULES_DEUCES, "2S 2D", KL_MELD_NONE },
	{ KL_FAM_CONTINENTAL, RULES_DEUCES, "2S 5H 9H", KL_MELD_NONE },
	{ KL_FAM_CONTINENTAL, RULES_DEUCES, "2S 5H 8H 2C", KL_MELD_RUN },
};

/* The hand-worked groups: kl_fam_meld_check and the reference both. */
static void
test_meld_cases(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(meld_cases) / sizeof(meld_cases[0]); i++) {
		const struct meld_case *c = &meld_cases[i];
		kl_fam_cards r;
		kl_card cards[KL_FAM_HAND_MAX];
		int n, got, ref;

		rules_of(c->game, c->rules, players_of(c->game), &r);
		parse_hand(c->group, &r, cards, &n);
		got = kl_fam_meld_check(&r, cards, n);
		ref = ref_fam_meld_kind(&r, cards, n);
		if (got != c->kind || ref != c->kind)
			fail_msg("meld case %zu %s \"%s\": %d, the reference %d, "
			         "by hand %d", i, kl_fam_game_name(c->game),
			         c->group, got, ref, c->kind);
	}
}

/* ---- refusals ---- */

/* Both functions refuse cards[0..n-1] under r (with and without *out,
 * which stays untouched). */
static void
expect_refused(const kl_fam_cards *r, const kl_card *cards, int n,
               int discard, const char *what)
{
	kl_fam_goal g;
	kl_fam_arr a, b;
	int d, o;

	kl_fam_goal_default(KL_FAM_BOAT_HOUSE, &g);
	memset(&a, 0xa5, sizeof(a));
	memcpy(&b, &a, sizeof(b));
	d = kl_fam_deadwood(r, cards, n, discard, &a);
	o = kl_fam_out(r, cards, n, discard, &g, &a);
	if (d != -1 || o != -2)
		fail_msg("%s: deadwood %d (want -1), out %d (want -2)", what, d,
		         o);
	if (memcmp(&a, &b, sizeof(a)) != 0)
		fail_msg("%s: *out written", what);
	assert_int_equal(kl_fam_deadwood(r, cards, n, discard, NULL), -1);
	assert_int_equal(kl_fam_out(r, cards, n, discard, &g, NULL), -2);
	assert_int_equal(ref_fam_deadwood(r, cards, n, discard), -1);
	assert_int_equal(ref_fam_out(r, cards, n, discard, &g), -2);
}

/* Too many cards, nothing to discard, no card, too many copies or
 * jokers: -1 and -2; no going out: -1 with *out untouched. */
static void
test_refusals(void **state)
{
	kl_fam_cards r;
	kl_fam_goal g;
	kl_fam_arr a, b;
	kl_card cards[KL_FAM_HAND_MAX + 4];
	int i, n;

	(void)state;
	for (i = 0; i < KL_FAM_HAND_MAX + 1; i++)
		cards[i] = (kl_card)(i * 3);
	rules_of(KL_FAM_BOAT_HOUSE, RULES_DEFAULT, 4, &r);
	expect_refused(&r, cards, KL_FAM_HAND_MAX + 1, 0, "17 cards");
	expect_refused(&r, cards, KL_FAM_HAND_MAX + 1, 1, "17 cards, discard");
	expect_refused(&r, cards, 0, 1, "a discard from no cards");
	assert_int_equal(kl_fam_deadwood(&r, cards, 0, 0, NULL), 0);
	assert_int_equal(kl_fam_deadwood(&r, cards, KL_FAM_HAND_MAX, 0, NULL),
	                 ref_fam_deadwood(&r, cards, KL_FAM_HAND_MAX, 0));

	cards[0] = kl_card_make(KL_HEARTS, KL_FIVE);
	cards[1] = 53;
	expect_refused(&r, cards, 2, 0, "card 53");
	cards[1] = KL_NO_CARD;
	expect_refused(&r, cards, 2, 1, "KL_NO_CARD");
	cards[1] = cards[0];
	expect_refused(&r, cards, 2, 0, "two 5H from one pack");
	cards[1] = KL_JOKER;
	expect_refused(&r, cards, 2, 0, "a joker in Boat House");

	rules_of(KL_FAM_DOUBLE_RUM, RULES_DEFAULT, 4, &r);
	cards[1] = cards[2] = cards[0];
	expect_refused(&r, cards, 3, 0, "three 5H from two packs");
	assert_int_equal(kl_fam_deadwood(&r, cards, 2, 0, NULL), 10);
	for (i = 0; i < 5; i++)
		cards[i] = KL_JOKER;
	expect_refused(&r, cards, 5, 1, "five jokers in Double Rum");
	assert_int_equal(kl_fam_deadwood(&r, cards, 4, 0, NULL), 60);

	rules_of(KL_FAM_CONTINENTAL, RULES_DEFAULT, 4, &r);
	expect_refused(&r, cards, 3, 0, "three jokers, 2 packs");
	rules_of(KL_FAM_CONTINENTAL, RULES_DEFAULT, 10, &r);
	cards[4] = kl_card_make(KL_SPADES, KL_NINE);
	assert_int_equal(kl_fam_deadwood(&r, cards, 5, 0, NULL), 0);
	for (i = 0; i < 5; i++)
		cards[i] = kl_card_make(KL_CLUBS, KL_FOUR);
	expect_refused(&r, cards, 5, 0, "five 4C from four packs");

	/* no going out: -1, *out untouched */
	rules_of(KL_FAM_BOAT_HOUSE, RULES_DEFAULT, 4, &r);
	kl_fam_goal_default(KL_FAM_BOAT_HOUSE, &g);
	parse_hand("5H 9C 3D", &r, cards, &n);
	memset(&a, 0x5a, sizeof(a));
	memcpy(&b, &a, sizeof(b));
	assert_int_equal(kl_fam_out(&r, cards, n, 0, &g, &a), -1);
	assert_int_equal(kl_fam_out(&r, cards, n, 1, &g, &a), -1);
	assert_memory_equal(&a, &b, sizeof(a));
	assert_int_equal(kl_fam_out(&r, cards, n, 0, &g, NULL), -1);
}

/* ---- random hands ---- */

/* A uniformly random card instance taken from d (not empty). */
static kl_card
deck_draw(hg_deck *d, hg_rng *g)
{
	kl_card c = hg_deck_draw(d, g);

	if (c == KL_NO_CARD)
		fail_msg("deck count broken");
	return c;
}

/*
 * Try once to take a random meld of len cards of r's kinds from d into
 * out (a set where the game has them and len allows, else a run on the
 * positions the ace rule allows), some cards replaced by wild ones where
 * the deck has them (at least one natural kept).  Returns 1 with the
 * cards taken, or 0 with d unchanged.
 */
static int
plant_meld(const kl_fam_cards *r, hg_deck *d, int len, hg_rng *g,
           kl_card *out)
{
	hg_deck trial = *d;
	int i, k, naturals = len, set;

	set = r->sets != KL_FAM_NO_SETS &&
	      (r->sets == KL_FAM_SETS_SAME || len <= 4) &&
	      (len > 13 || hg_below(g, 2) == 0);
	if (!set && len > 13)
		return 0;
	if (set) {
		int rank = hg_below(g, KL_RANKS), suits[4] = { 0, 1, 2, 3 };
		if (r->deuces_wild && rank == KL_TWO)
			return 0;
		for (i = 3; i > 0; i--) {
			int k = hg_below(g, i + 1), t = suits[i];
			suits[i] = suits[k];
			suits[k] = t;
		}
		for (i = 0; i < len; i++)
			out[i] = kl_card_make(r->sets == KL_FAM_SETS ? suits[i] :
			                      hg_below(g, 4), rank);
	} else {
		int suit = hg_below(g, 4), lo, hi, s;
		switch (r->ace) {
		case KL_FAM_ACE_LOW:
			lo = 0, hi = 13 - len;
			break;
		case KL_FAM_ACE_HIGH:
			lo = 1, hi = 14 - len;
			break;
		case KL_FAM_ACE_EITHER:
			lo = 0, hi = 14 - len;
			break;
		default:
			lo = 0, hi = 12;
			break;
		}
		s = lo + hg_below(g, hi - lo + 1);
		for (i = 0; i < len; i++)
			out[i] = kl_card_make(suit, (s + i) % 13);
	}
	/* wild cards in place of some naturals: up to two tries a meld,
	 * each of them a wild card at a random place two times in five, one
	 * natural kept at least */
	for (k = 0; k < 2 && naturals > 1; k++) {
		i = hg_below(g, len);
		if (hg_below(g, 5) >= 2 || out[i] == KL_JOKER ||
		    (r->deuces_wild && kl_card_rank(out[i]) == KL_TWO))
			continue;
		if (trial.left[KL_JOKER] > 0 &&
		    (!r->deuces_wild || hg_below(g, 2) == 0)) {
			out[i] = KL_JOKER;
			naturals--;
		} else if (r->deuces_wild) {
			out[i] = kl_card_make(hg_below(g, 4), KL_TWO);
			naturals--;
		}
	}
	for (i = 0; i < len; i++)
		if (!hg_deck_take(&trial, out[i]))
			return 0;
	*d = trial;
	return 1;
}

/*
 * A hand of n cards built to go out whole (n - extra cards planted in
 * melds, then extra random cards), shuffled: lengths from one of the
 * goal's patterns when it has some (two times in three), else a random
 * cut of n - extra into parts of 3 to 8.  A meld that cannot be planted
 * in 30 tries is dealt at random instead.
 */
static void
built_hand(const kl_fam_cards *r, const kl_fam_goal *goal, int n, int extra,
           hg_rng *g, kl_card *out)
{
	hg_deck d;
	int lens[KL_FAM_HAND_MAX], nlens = 0, i, k, at = 0, melded = n - extra;

	hg_deck_fill(&d, r->packs, r->jokers);
	if (goal->npatterns > 0 && hg_below(g, 3) != 0) {
		const uint8_t *p = goal->pattern[hg_below(g, goal->npatterns)];
		int sum = 0;
		for (i = 0; i < KL_FAM_MELDS_MAX + 1 && p[i] != 0; i++)
			sum += p[i];
		if (sum == melded)
			for (i = 0; i < KL_FAM_MELDS_MAX + 1 && p[i] != 0; i++)
				lens[nlens++] = p[i];
	}
	if (nlens == 0) {
		int left = melded;
		while (left > 0) {
			int part = left <= 5 ? left : 3 + hg_below(g, 6);
			if (part > left || left - part < 3) {
				if (left - part != 0)
					continue;
			}
			lens[nlens++] = part;
			left -= part;
		}
	}
	for (k = 0; k < nlens; k++) {
		for (i = 0; i < 30; i++)
			if (plant_meld(r, &d, lens[k], g, out + at))
				break;
		if (i == 30)
			for (i = 0; i < lens[k]; i++)
				out[at + i] = deck_draw(&d, g);
		at += lens[k];
	}
	while (at < n)
		out[at++] = deck_draw(&d, g);
	hg_shuffle(out, n, g);
}

/* n cards dealt at random from a full deck of r. */
static void
random_hand(const kl_fam_cards *r, int n, hg_rng *g, kl_card *out)
{
	hg_deck d;
	int i;

	hg_deck_fill(&d, r->packs, r->jokers);
	for (i = 0; i < n; i++)
		out[i] = deck_draw(&d, g);
}

/* A goal unlike g for the same game: other weights (wild twos worth more
 * or less than the no-wild bonus), and on some deals other patterns
 * (none, or the hand cut into threes, and the hand in one meld). */
static void
other_goal(const kl_fam_goal *g, int size, long deal, kl_fam_goal *out)
{
	*out = *g;
	out->base = 3;
	out->per_joker = 5;
	out->per_wild_two = deal % 2 ? 4 : 9;
	out->no_wild_bonus = 7;
	out->one_suit_bonus = 11;
	out->per_value = (int)(deal % 3);
	if (g->npatterns > 0 && deal % 4 == 3) {
		out->npatterns = 0;
	} else if (g->npatterns == 0 && deal % 4 == 1) {
		int k = 0, left = size;
		memset(out->pattern, 0, sizeof(out->pattern));
		while (left >= 6 && k < KL_FAM_MELDS_MAX) {
			out->pattern[0][k++] = 3;
			left -= 3;
		}
		out->pattern[0][k] = (uint8_t)left;
		out->pattern[1][0] = (uint8_t)size;
		out->npatterns = 2;
	}
}

/* What one series of deals counted. */
typedef struct fam_tally {
	long hands, out, built, built_out, jokers, wild_twos;
	long failures;       /* disagreements found (the first few printed) */
} fam_tally;

/* At most this many disagreements are printed per series; the series
 * fails at its end when it found any. */
#define FAILURES_SHOWN 8

/* Record a disagreement: print the hand, its game, the discard flag and
 * the numbers (the first FAILURES_SHOWN times). */
static void
mismatch(fam_tally *t, const char *label, const kl_card *cards, int n,
         int discard, const char *what, int got, int ref, uint64_t seed,
         long deal)
{
	char text[128];

	if (t->failures++ >= FAILURES_SHOWN)
		return;
	ref_fam_text(cards, n, text, sizeof(text));
	print_error("%s deal %ld (seed 0x%016llx) [%s] discard %d: %s %d, the "
	            "reference %d\n", label, deal, (unsigned long long)seed,
	            text, discard, what, got, ref);
}

/* Check an arrangement of the solver by the reference's rules; records a
 * disagreement when it is wrong. */
static void
check_arrangement(fam_tally *t, const kl_fam_cards *r, const kl_card *cards,
                  int n, int discard, const kl_fam_arr *a,
                  const kl_fam_goal *g, const char *label, long deal,
                  uint64_t seed)
{
	char why[200], text[128], arr[512];

	if (ref_fam_check_arr(r, cards, n, discard, a, g, why, sizeof(why)))
		return;
	if (t->failures++ >= FAILURES_SHOWN)
		return;
	ref_fam_text(cards, n, text, sizeof(text));
	ref_fam_arr_text(a, arr, sizeof(arr));
	print_error("%s deal %ld (seed 0x%016llx) [%s] discard %d%s: %s\n"
	            "  %s\n", label, deal, (unsigned long long)seed, text,
	            discard, g != NULL ? " going out" : "", why, arr);
}

/*
 * One hand against the reference: the least deadwood with and without a
 * discard, going out with and without a discard under both goals (the
 * numbers first, then the arrangements); tallies whether it went out
 * (default goal, a discard when it holds one card over size).
 */
static void
compare_hand(const kl_fam_cards *r, const kl_card *cards, int n, int size,
             const kl_fam_goal *gd, const kl_fam_goal *ga, const char *label,
             long deal, uint64_t seed, int built, fam_tally *t)
{
	static const char *const what[2] = { "out (default goal)",
	                                     "out (other goal)" };
	kl_fam_arr dw[2], out[2][2];
	int got_dw[2], got_out[2][2], discard, which;

	t->hands++;
	t->built += built;
	for (discard = 0; discard < 2; discard++) {
		int ref = ref_fam_deadwood(r, cards, n, discard);
		got_dw[discard] = kl_fam_deadwood(r, cards, n, discard,
		                                  &dw[discard]);
		if (got_dw[discard] != ref)
			mismatch(t, label, cards, n, discard, "deadwood",
			         got_dw[discard], ref, seed, deal);
		if (deal % 8 == 0 && kl_fam_deadwood(r, cards, n, discard,
		                                     NULL) != got_dw[discard])
			mismatch(t, label, cards, n, discard,
			         "deadwood without *out vs. with", -9,
			         got_dw[discard], seed, deal);
		for (which = 0; which < 2; which++) {
			const kl_fam_goal *g = which == 0 ? gd : ga;
			int got;
			ref = ref_fam_out(r, cards, n, discard, g);
			got = kl_fam_out(r, cards, n, discard, g,
			                 &out[discard][which]);
			got_out[discard][which] = got;
			if (got != ref)
				mismatch(t, label, cards, n, discard, what[which],
				         got, ref, seed, deal);
			if (which == 0 && discard == (n > size) && got >= 0) {
				t->out++;
				t->built_out += built;
			}
			if (deal % 8 == 0 &&
			    kl_fam_out(r, cards, n, discard, g, NULL) != got)
				mismatch(t, label, cards, n, discard,
				         "out without *out vs. with", -9, got,
				         seed, deal);
		}
	}
	for (discard = 0; discard < 2; discard++) {
		if (got_dw[discard] >= 0)
			check_arrangement(t, r, cards, n, discard, &dw[discard],
			                  NULL, label, deal, seed);
		for (which = 0; which < 2; which++) {
			const kl_fam_goal *g = which == 0 ? gd : ga;
			const kl_fam_arr *a = &out[discard][which];
			int m, i, worth, got = got_out[discard][which];
			if (got < 0)
				continue;
			check_arrangement(t, r, cards, n, discard, a, g, label,
			                  deal, seed);
			worth = ref_fam_worth(r, g, a);
			if (worth != got)
				mismatch(t, label, cards, n, discard, which == 0 ?
				         "out worth (default goal) returned, vs. "
				         "recounted from its arrangement" :
				         "out worth (other goal) returned, vs. "
				         "recounted from its arrangement",
				         got, worth, seed, deal);
			for (m = 0; m < a->nmelds && m < KL_FAM_MELDS_MAX; m++)
				for (i = 0; i < a->melds[m].n &&
				            i < KL_FAM_HAND_MAX; i++) {
					kl_card c = a->melds[m].cards[i];
					t->jokers += c == KL_JOKER;
					t->wild_twos += a->melds[m].wild[i] &&
					                c != KL_JOKER;
				}
		}
	}
}

/* The deals per game: KLOPF_FAM_DEALS, or DEFAULT_DEALS. */
static long
deals_wanted(void)
{
	const char *v = getenv("KLOPF_FAM_DEALS");
	long n = v != NULL ? strtol(v, NULL, 10) : 0;

	return n > 0 ? n : DEFAULT_DEALS;
}

/* The seed of the random tests: KLOPF_FAM_SEED, or a fixed one. */
static uint64_t
seed_wanted(void)
{
	const char *v = getenv("KLOPF_FAM_SEED");

	return v != NULL ? strtoull(v, NULL, 0) : UINT64_C(0x6b6c66616d);
}

/* The hand size of game (no discard). */
static int
size_of(int game)
{
	switch (game) {
	case KL_FAM_PHOM:
		return 9;
	case KL_FAM_QUEEN_CITY:
		return 7;
	case KL_FAM_CONTINENTAL:
		return 15;
	default:
		return 10;
	}
}

/*
 * The series of one game: deals random and built hands of its size and
 * one more (Continental at 4, 7 and 10 players in turn), compares each
 * with the reference, prints a summary line.
 */
static void
series(int game, int rules)
{
	long deals = deals_wanted(), k;
	uint64_t seed = hg_mix(seed_wanted(),
	                       (uint64_t)game * RULES_KINDS + (uint64_t)rules);
	int size = size_of(game);
	char label[64];
	fam_tally t = { 0 };

	series_name(game, rules, label, sizeof(label));
	for (k = 0; k < deals; k++) {
		uint64_t s = hg_mix(seed, (uint64_t)k);
		int players = players_for_deal(game, k);
		kl_fam_cards r;
		kl_fam_goal gd, ga;
		kl_card cards[KL_FAM_HAND_MAX];
		hg_rng g;
		int n;

		hg_seed(&g, s);
		rules_of(game, rules, players, &r);
		kl_fam_goal_default(game, &gd);
		other_goal(&gd, size, k, &ga);
		n = size + (int)(k & 1);
		random_hand(&r, n, &g, cards);
		compare_hand(&r, cards, n, size, &gd, &ga, label, k, s, 0, &t);
		n = size + (int)(k >> 1 & 1);
		built_hand(&r, &gd, n, n - size, &g, cards);
		compare_hand(&r, cards, n, size, &gd, &ga, label, k, s, 1, &t);
	}
	print_message("%s: %ld hands (%ld built to go out), %ld went out "
	              "(%ld of the built), %ld jokers and %ld wild twos in "
	              "the melds shown\n", label, t.hands, t.built, t.out,
	              t.built_out, t.jokers, t.wild_twos);
	if (t.failures > 0)
		fail_msg("%s: %ld disagreements with the reference (the first "
		         "%d printed above)", label, t.failures, FAILURES_SHOWN);
	/* the built hands must mostly go out, or they test little */
	assert_true(t.built_out * 2 >= t.built);
}

/* The random series of Boat House (4 players) against the reference. */
static void
test_boat_house(void **state)
{
	(void)state;
	series(KL_FAM_BOAT_HOUSE, RULES_DEFAULT);
}

/* The random series of Boat House's rules with 2 packs and 2 jokers
 * against the reference. */
static void
test_two_packs(void **state)
{
	(void)state;
	series(KL_FAM_BOAT_HOUSE, RULES_TWO_PACKS);
}

/* The random series of Phỏm (4 players) against the reference. */
static void
test_phom(void **state)
{
	(void)state;
	series(KL_FAM_PHOM, RULES_DEFAULT);
}

/* The random series of Continental at 4, 7 and 10 players against the
 * reference. */
static void
test_continental(void **state)
{
	(void)state;
	series(KL_FAM_CONTINENTAL, RULES_DEFAULT);
}

/* The random series of Continental with deuces_wild, at 4, 7 and 10
 * players, against the reference. */
static void
test_continental_deuces(void **state)
{
	(void)state;
	series(KL_FAM_CONTINENTAL, RULES_DEUCES);
}

/* The random series of Nowrang (2 players) against the reference. */
static void
test_nowrang(void **state)
{
	(void)state;
	series(KL_FAM_NOWRANG, RULES_DEFAULT);
}

/* The random series of Queen City (4 players) against the reference. */
static void
test_queen_city(void **state)
{
	(void)state;
	series(KL_FAM_QUEEN_CITY, RULES_DEFAULT);
}

/* The random series of Double Rum (4 players) against the reference. */
static void
test_double_rum(void **state)
{
	(void)state;
	series(KL_FAM_DOUBLE_RUM, RULES_DEFAULT);
}

/*
 * A random group under r into grp (room for 8), its size returned: 1 or
 * 2 cards one time in 50, else 3 to 8; a planted meld three times in
 * four (one card of it changed one time in four), else random cards.
 */
static int
random_group(const kl_fam_cards *r, hg_rng *g, long k, kl_card *grp)
{
	hg_deck d;
	int n = 3 + hg_below(g, 6), i;

	hg_deck_fill(&d, r->packs, r->jokers);
	if (k % 50 == 0)
		n = 1 + hg_below(g, 2);
	if (k % 4 != 0 && n >= 3 && plant_meld(r, &d, n, g, grp)) {
		if (k % 4 == 1) {
			i = hg_below(g, n);
			d.left[grp[i]]++;
			d.total++;
			grp[i] = deck_draw(&d, g);
		}
	} else {
		for (i = 0; i < n; i++)
			grp[i] = deck_draw(&d, g);
	}
	hg_shuffle(grp, n, g);
	return n;
}

/*
 * kl_fam_meld_check against the reference's judge on 4000 random groups
 * of 1 to 8 cards for every game (and Continental with deuces wild, Boat
 * House with two packs): most of them a planted meld, some with one card
 * changed, the rest dealt at random.
 */
static void
test_meld_check(void **state)
{
	int game, rules;

	(void)state;
	for (game = 0; game < KL_FAM_GAMES; game++)
		for (rules = 0; rules < RULES_KINDS; rules++) {
			long k, melds = 0, groups = 0;
			char name[64];
			hg_rng g;
			if (!rules_played(game, rules))
				continue;
			series_name(game, rules, name, sizeof(name));
			hg_seed(&g, hg_mix(seed_wanted() ^ 0x6d656c64,
			                   (uint64_t)game * RULES_KINDS +
			                   (uint64_t)rules));
			for (k = 0; k < 4000; k++) {
				kl_fam_cards r;
				kl_card grp[8];
				char text[64];
				int n, got, ref;
				rules_of(game, rules, players_for_deal(game, k),
				         &r);
				n = random_group(&r, &g, k, grp);
				got = kl_fam_meld_check(&r, grp, n);
				ref = ref_fam_meld_kind(&r, grp, n);
				ref_fam_text(grp, n, text, sizeof(text));
				if (got != ref)
					fail_msg("%s [%s]: meld check %d, the "
					         "reference %d", name, text, got,
					         ref);
				groups++;
				melds += ref != KL_MELD_NONE;
			}
			print_message("%s: %ld groups judged alike, %ld of them "
			              "melds\n", name, groups, melds);
			assert_true(melds > groups / 4);
		}
}

/* ---- the reference checked against plainer versions of itself ---- */

/* 1 if some order of cards[0..n-1] (all n! of them, tried by swapping)
 * with the wild marks wild[] stands in sequence as a run by
 * ref_fam_run_ok's in-order reading. */
static int
run_in_some_order(const kl_fam_cards *r, kl_card *cards, uint8_t *wild,
                  int n, int from)
{
	int i;

	if (from == n)
		return ref_fam_run_ok(r, cards, wild, n, 1);
	for (i = from; i < n; i++) {
		kl_card c = cards[from];
		uint8_t w = wild[from];
		int ok;
		cards[from] = cards[i];
		wild[from] = wild[i];
		cards[i] = c;
		wild[i] = w;
		ok = run_in_some_order(r, cards, wild, n, from + 1);
		cards[i] = cards[from];
		wild[i] = wild[from];
		cards[from] = c;
		wild[from] = w;
		if (ok)
			return 1;
	}
	return 0;
}

/* The options of one group as a meld: for each choice of wild twos that
 * makes it a set or a run, the number of wild twos and the suits of its
 * naturals.  Returns how many (0: no meld). */
static int
group_options(const kl_fam_cards *r, const kl_card *cards, int n, int *w,
              int *suits)
{
	int twos[KL_FAM_HAND_MAX], nt = 0, i, k = 0;
	unsigned t;

	for (i = 0; i < n; i++)
		if (r->deuces_wild && cards[i] != KL_JOKER &&
		    kl_card_rank(cards[i]) == KL_TWO)
			twos[nt++] = i;
	for (t = 0; t < (1u << nt); t++) {
		uint8_t wild[KL_FAM_HAND_MAX];
		int ww = 0, su = 0;
		for (i = 0; i < n; i++)
			wild[i] = cards[i] == KL_JOKER;
		for (i = 0; i < nt; i++)
			if (t >> i & 1) {
				wild[twos[i]] = 1;
				ww++;
			}
		if (!ref_fam_set_ok(r, cards, wild, n) &&
		    !ref_fam_run_ok(r, cards, wild, n, 0))
			continue;
		for (i = 0; i < n; i++)
			if (!wild[i])
				su |= 1 << kl_card_suit(cards[i]);
		w[k] = ww;
		suits[k] = su;
		k++;
	}
	return k;
}

/* The largest hand the plain search takes. */
#define NAIVE_MAX 9

/* A plain search of every partition: the melds chosen so far. */
typedef struct naive {
	const kl_fam_cards *r;
	const kl_fam_goal *g;
	const kl_card *cards;
	int n;
	int nmelds;
	int len[KL_FAM_MELDS_MAX];
	int nopt[KL_FAM_MELDS_MAX];
	int w[KL_FAM_MELDS_MAX][1 << NAIVE_MAX];
	int suits[KL_FAM_MELDS_MAX][1 << NAIVE_MAX];
	int best, have;
} naive;

/* Every combination of the chosen melds' options, from meld m on: keeps
 * the best worth in x (jokers and value are those of the melded cards). */
static void
naive_combine(naive *x, int m, int w, int suits, int jokers, int value)
{
	int k;

	if (m == x->nmelds) {
		const kl_fam_goal *g = x->g;
		int worth = g->base + g->per_joker * jokers +
		            g->per_wild_two * w +
		            (jokers == 0 && w == 0 ? g->no_wild_bonus : 0) +
		            ((suits & (suits - 1)) == 0 ? g->one_suit_bonus : 0) +
		            g->per_value * value;
		if (!x->have || worth > x->best) {
			x->best = worth;
			x->have = 1;
		}
		return;
	}
	for (k = 0; k < x->nopt[m]; k++)
		naive_combine(x, m + 1, w + x->w[m][k], suits | x->suits[m][k],
		              jokers, value);
}

/* Every partition of the cards in left (a mask) into melds: the meld of
 * the lowest card left is every subset holding it that is a meld. */
static void
naive_partition(naive *x, unsigned left, int jokers, int value)
{
	unsigned rest, others;
	int i, p;

	if (left == 0) {
		if (x->g->npatterns > 0) {
			kl_fam_arr a;
			memset(&a, 0, sizeof(a));
			a.nmelds = x->nmelds;
			for (i = 0; i < x->nmelds; i++)
				a.melds[i].n = x->len[i];
			for (p = 0; p < x->g->npatterns; p++) {
				int want[KL_FAM_HAND_MAX + 1] = { 0 }, k, ok = 1;
				for (k = 0; k < KL_FAM_MELDS_MAX + 1 &&
				            x->g->pattern[p][k] != 0; k++)
					want[x->g->pattern[p][k]]++;
				if (k != x->nmelds)
					continue;
				for (k = 0; k < x->nmelds; k++)
					if (--want[x->len[k]] < 0)
						ok = 0;
				if (ok)
					break;
			}
			if (p == x->g->npatterns)
				return;
		}
		naive_combine(x, 0, 0, 0, jokers, value);
		return;
	}
	i = __builtin_ctz(left);
	others = left & ~(1u << i);
	/* every subset of the others, by the standard submask walk */
	rest = others;
	for (;;) {
		unsigned m = rest | 1u << i;
		if (__builtin_popcount(m) >= 3 && x->nmelds < KL_FAM_MELDS_MAX) {
			kl_card grp[KL_FAM_HAND_MAX];
			int ng = 0, j, k = x->nmelds;
			for (j = 0; j < x->n; j++)
				if (m >> j & 1)
					grp[ng++] = x->cards[j];
			x->nopt[k] = group_options(x->r, grp, ng, x->w[k],
			                           x->suits[k]);
			if (x->nopt[k] > 0) {
				x->len[k] = ng;
				x->nmelds++;
				naive_partition(x, left & ~m, jokers, value);
				x->nmelds--;
			}
		}
		if (rest == 0)
			break;
		rest = (rest - 1) & others;
	}
}

/* The going out of ref_fam_out, by trying every discard and every
 * partition with no memo and no shortcut (n <= NAIVE_MAX). */
static int
naive_out(const kl_fam_cards *r, const kl_card *cards, int n, int discard,
          const kl_fam_goal *g)
{
	static naive x;
	int d;

	assert_true(n <= NAIVE_MAX);
	memset(&x, 0, sizeof(x));
	x.r = r;
	x.g = g;
	x.cards = cards;
	x.n = n;
	for (d = discard ? 0 : n; d <= n; d++) {
		unsigned left = ((1u << n) - 1) & ~(d < n ? 1u << d : 0u);
		int i, jokers = 0, value = 0;
		if (discard && d == n)
			break;
		for (i = 0; i < n; i++)
			if (left >> i & 1) {
				jokers += cards[i] == KL_JOKER;
				value += cards[i] == KL_JOKER ? r->joker_value :
				         r->value[kl_card_rank(cards[i])];
			}
		naive_partition(&x, left, jokers, value);
	}
	return x.have ? x.best : -1;
}

/* The least deadwood of the cards in left, with no memo: the lowest card
 * unmatched, or in every meld (by ref_fam_meld_kind) holding it. */
static int
naive_deadwood(const kl_fam_cards *r, const kl_card *cards, int n,
               unsigned left)
{
	unsigned rest, others;
	int i, best;

	if (left == 0)
		return 0;
	i = __builtin_ctz(left);
	others = left & ~(1u << i);
	best = (cards[i] == KL_JOKER ? r->joker_value :
	        r->value[kl_card_rank(cards[i])]) +
	       naive_deadwood(r, cards, n, others);
	rest = others;
	for (;;) {
		unsigned m = rest | 1u << i;
		if (__builtin_popcount(m) >= 3) {
			kl_card grp[KL_FAM_HAND_MAX];
			int ng = 0, j;
			for (j = 0; j < n; j++)
				if (m >> j & 1)
					grp[ng++] = cards[j];
			if (ref_fam_meld_kind(r, grp, ng) != KL_MELD_NONE) {
				int v = naive_deadwood(r, cards, n, left & ~m);
				if (v < best)
					best = v;
			}
		}
		if (rest == 0)
			break;
		rest = (rest - 1) & others;
	}
	return best;
}

/*
 * One random group of 3 to 6 cards under r (a planted meld, or one with
 * a card changed, or random cards): for every choice of wild twos, the
 * unordered run check must agree with trying every order in sequence.
 * Returns how many of those choices make a run.
 */
static long
self_check_group(const kl_fam_cards *r, hg_rng *g, long k,
                 const char *name)
{
	kl_card cards[8];
	uint8_t wild[8];
	hg_deck d;
	int n = 3 + hg_below(g, 4), i, t, nt = 0, twos[8];
	long runs = 0;

	hg_deck_fill(&d, r->packs, r->jokers);
	if (k % 2 == 0 && plant_meld(r, &d, n, g, cards)) {
		if (k % 4 == 0) {
			i = hg_below(g, n);
			d.left[cards[i]]++;
			d.total++;
			cards[i] = deck_draw(&d, g);
		}
	} else {
		for (i = 0; i < n; i++)
			cards[i] = deck_draw(&d, g);
	}
	for (i = 0; i < n; i++)
		if (r->deuces_wild && cards[i] != KL_JOKER &&
		    kl_card_rank(cards[i]) == KL_TWO)
			twos[nt++] = i;
	for (t = 0; t < (1 << nt); t++) {
		int any_order, unordered;
		for (i = 0; i < n; i++)
			wild[i] = cards[i] == KL_JOKER;
		for (i = 0; i < nt; i++)
			wild[twos[i]] = (uint8_t)(t >> i & 1);
		unordered = ref_fam_run_ok(r, cards, wild, n, 0);
		any_order = run_in_some_order(r, cards, wild, n, 0);
		runs += unordered;
		if (unordered != any_order) {
			char text[64];
			ref_fam_text(cards, n, text, sizeof(text));
			fail_msg("%s [%s] twos wild %d: run %d unordered, %d in "
			         "some order", name, text, t, unordered,
			         any_order);
		}
	}
	return runs;
}

/*
 * One random hand of 6 to 9 cards of game under r (built to go out, or
 * dealt at random): ref_fam_deadwood and ref_fam_out (with and without a
 * discard; the game's goal, its patterns cut down to the hand, and
 * another goal) must agree with the plain searches.  Returns how many of
 * the four going-out questions had a way out.
 */
static long
self_check_hand(const kl_fam_cards *r, int game, hg_rng *g, long k,
                const char *name)
{
	kl_fam_goal gd, ga;
	kl_card cards[KL_FAM_HAND_MAX];
	char text[96];
	int size = 6 + (int)(k % 3), n, i, discard, which;
	unsigned full;
	long outs = 0;

	kl_fam_goal_default(game, &gd);
	if (gd.npatterns > 0) {
		/* the game's patterns are for bigger hands: cut this one
		 * into a 3 and the rest, or keep it whole */
		memset(gd.pattern, 0, sizeof(gd.pattern));
		gd.pattern[0][0] = 3;
		gd.pattern[0][1] = (uint8_t)(size - 3);
		gd.pattern[1][0] = (uint8_t)size;
		gd.npatterns = 2;
	}
	other_goal(&gd, size, k, &ga);
	n = size + (int)(k / 3 % 2);
	if (k % 2 == 0)
		built_hand(r, &gd, n, n - size, g, cards);
	else
		random_hand(r, n, g, cards);
	ref_fam_text(cards, n, text, sizeof(text));
	full = (1u << n) - 1;
	for (discard = 0; discard < 2; discard++) {
		int dp = ref_fam_deadwood(r, cards, n, discard), plain = -1;
		if (!discard)
			plain = naive_deadwood(r, cards, n, full);
		for (i = 0; discard && i < n; i++) {
			int v = naive_deadwood(r, cards, n, full & ~(1u << i));
			if (plain < 0 || v < plain)
				plain = v;
		}
		if (dp != plain)
			fail_msg("%s [%s] discard %d: deadwood %d by the DP, %d "
			         "by search", name, text, discard, dp, plain);
		for (which = 0; which < 2; which++) {
			const kl_fam_goal *goal = which ? &ga : &gd;
			dp = ref_fam_out(r, cards, n, discard, goal);
			plain = naive_out(r, cards, n, discard, goal);
			outs += dp >= 0;
			if (dp != plain)
				fail_msg("%s [%s] discard %d goal %d: out %d by "
				         "the DP, %d by search", name, text,
				         discard, which, dp, plain);
		}
	}
	return outs;
}

/*
 * The reference against plainer versions of itself, so that its
 * shortcuts (the unordered run check, the reordering, the identical
 * copies, the suit conditions, the memos) are held to the definitions:
 * every group of up to 6 cards is a run by the unordered check iff some
 * order of it is one by the in-order check; and on hands of 6 to 9 cards
 * of every game (built and random) the deadwood and the going out (both
 * goals, both discard settings) equal those of a search of every
 * partition with no memo.
 */
static void
test_reference_self(void **state)
{
	int game, rules;

	(void)state;
	for (game = 0; game < KL_FAM_GAMES; game++)
		for (rules = 0; rules < RULES_KINDS; rules++) {
			long k, outs = 0, runs = 0;
			char name[64];
			hg_rng g;
			if (!rules_played(game, rules))
				continue;
			series_name(game, rules, name, sizeof(name));
			hg_seed(&g, hg_mix(seed_wanted() ^ 0x73656c66,
			                   (uint64_t)game * RULES_KINDS +
			                   (uint64_t)rules));
			for (k = 0; k < 600; k++) {
				kl_fam_cards r;
				rules_of(game, rules, players_for_deal(game, k),
				         &r);
				runs += self_check_group(&r, &g, k, name);
				outs += self_check_hand(&r, game, &g, k, name);
			}
			print_message("%s: the reference agrees with itself on "
			              "600 groups (%ld runs) and 600 small hands "
			              "(%ld ways out)\n", name, runs, outs);
		}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_defaults),
		cmocka_unit_test(test_reference_self),
		cmocka_unit_test(test_cases),
		cmocka_unit_test(test_case_arrangements),
		cmocka_unit_test(test_meld_cases),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_meld_check),
		cmocka_unit_test(test_boat_house),
		cmocka_unit_test(test_two_packs),
		cmocka_unit_test(test_phom),
		cmocka_unit_test(test_continental),
		cmocka_unit_test(test_continental_deuces),
		cmocka_unit_test(test_nowrang),
		cmocka_unit_test(test_queen_city),
		cmocka_unit_test(test_double_rum),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
