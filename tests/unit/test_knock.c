/*
 * test_knock.c - the Knock Rummy referee (kl_knock.h) against the
 * rulings: a table of hand-picked deals (the knocker winning, rum, rum
 * against rum, a tie going to the player level with the knocker, an
 * undercut with its penalty, ties among the others going to the one
 * nearest the knocker's left, five players with 6 cards, the discard
 * chosen inside the optimisation), the refusals (sizes, jokers, a card
 * twice, the knock limit), and 100,000 random deals compared with a
 * plain restatement of the rulings on the reference solver's counts
 * (tests/support/ref_solver.c: another method than the production
 * solver).
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
#include "kl_knock.h"
#include "ref_solver.h"

/* Parse "CARDS / CARDS / ..." into hands; returns the number of hands. */
static int
deal(const char *text, kl_cardlist *hands)
{
	char buf[512], *save = NULL, *part;
	kl_card_limits limits = { 1, 0, KL_HAND_MAX, KL_STYLE_ASCII };
	kl_error err;
	int n = 0;

	snprintf(buf, sizeof(buf), "%s", text);
	for (part = strtok_r(buf, "/", &save); part != NULL;
	     part = strtok_r(NULL, "/", &save)) {
		const char *arg = part;
		if (kl_cards_parse(&arg, 1, &limits, &hands[n], &err) != KL_OK)
			fail_msg("deal \"%s\": %s", text, err.msg);
		n++;
	}
	return n;
}

struct knock_case {
	const char *deal;
	int count[KL_KNOCK_PLAYERS_MAX];
	int winner;
	int outcome;
	int received;        /* what the winner receives in all */
	int penalty;         /* the undercut penalty paid, 0 if none */
};

static const struct knock_case cases[] = {
	/* three players, 7 cards: the knocker is lowest */
	{ "3H 4H 5H QS QD QC 7C 8S / 2C 3C 4C 9D 9H KS KD / "
	  "AS 2S 3S 5D 6D 7D JH", { 7, 38, 10 }, 0, KL_KNOCK_WON, 31 + 3, 0 },
	/* the discard is the worse card: 8S goes, 7C stays */
	{ "3H 4H 5H QS QD QC 8S 7C / 2C 3C 4C 9D 9H KS KD / "
	  "AS 2S 3S 5D 6D 7D JH", { 7, 38, 10 }, 0, KL_KNOCK_WON, 34, 0 },
	/* an undercut: hand 3 has rum, the knocker pays 7 and 10 */
	{ "3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS KD / "
	  "AS 2S 3S 5D 6D 7D 8D", { 7, 38, 0 }, 2, KL_KNOCK_UNDERCUT,
	  7 + 38 + 10, 10 },
	/* level with the knocker: hand 2 wins, no penalty, nothing from
	 * the knocker */
	{ "3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H 9S 7D / "
	  "AS 2S 3S 5D 6D KD JH", { 7, 7, 31 }, 1, KL_KNOCK_TIED, 24, 0 },
	/* two others below the knocker with the same count: the one nearest
	 * the knocker's left (hand 2) wins */
	{ "3H 4H 5H QS QD QC 9C / 2C 3C 4C 9D 9H 9S 5S / "
	  "AS 2S 3S 5D 6D 7D 5C / KS KH KD 10S JS 8S 4S",
	  { 9, 5, 5, 32 }, 1, KL_KNOCK_UNDERCUT, 4 + 0 + 27 + 10, 10 },
	/* rum, with the discard: 25 from the other on top of his count */
	{ "3H 4H 5H QS QD QC KC KD KH 6H 9S / "
	  "2C 3C 4C 5C 9D 9H 9C 8S 7S 2D", { 0, 17 }, 0, KL_KNOCK_RUM,
	  17 + 25, 0 },
	/* rum against rum: the knocker wins, the other pays the bonus */
	{ "3H 4H 5H QS QD QC KC KD KH 6H 9S / "
	  "2C 3C 4C 5C 9D 9H 9C 8S 7S 6S", { 0, 0 }, 0, KL_KNOCK_RUM, 25, 0 },
	/* five players with 6 cards; the knocker shows 7 and discards */
	{ "3H 4H 5H QS QD QC 2D / AH AD AC 8S 9S 10S / "
	  "2C 3C 4C 5C 6C 7C / KH KS KD JH JS JD / 6H 7H 8H 9D 10D JC",
	  { 0, 0, 0, 0, 29 }, 0, KL_KNOCK_RUM, 0 + 0 + 0 + 0 + 29 + 4 * 25,
	  0 },
	/* five players: a lower count than the knocker's 2 */
	{ "3H 4H 5H QS QD 2S / AH AD AC 8S 9S 10S / "
	  "2C 3C 4C 5C 6C 7C / KH KS KD JH JS JD / 6H 7H 8H 9D 10D JC",
	  { 22, 0, 0, 0, 29 }, 1, KL_KNOCK_UNDERCUT, 22 + 0 + 0 + 29 + 10,
	  10 },
};

static void
test_cases(void **state)
{
	size_t i;
	int k, penalty;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct knock_case *c = &cases[i];
		kl_cardlist hands[KL_KNOCK_PLAYERS_MAX];
		kl_knock_rules r;
		kl_knock_result res;
		kl_error err;
		int n = deal(c->deal, hands), sum = 0, bal[5] = { 0 };

		kl_knock_rules_default(&r);
		if (kl_knock_judge(&r, hands, n, &res, &err) != KL_OK)
			fail_msg("case %zu: %s", i, err.msg);
		for (k = 0; k < n; k++)
			if (res.count[k] != c->count[k])
				fail_msg("case %zu: hand %d counts %d, not %d", i,
				         k + 1, res.count[k], c->count[k]);
		if (res.winner != c->winner || res.outcome != c->outcome ||
		    res.received != c->received)
			fail_msg("case %zu: winner %d (%s) receives %d; want %d "
			         "(%s) and %d", i, res.winner,
			         kl_knock_outcome_name(res.outcome), res.received,
			         c->winner, kl_knock_outcome_name(c->outcome),
			         c->received);
		penalty = 0;
		for (k = 0; k < res.ntransfers; k++) {
			const kl_knock_transfer *t = &res.transfers[k];
			assert_true(t->amount > 0);
			assert_int_equal(t->to, res.winner);
			assert_true(t->from != t->to);
			bal[t->from] -= t->amount;
			bal[t->to] += t->amount;
			if (t->reason == KL_KNOCK_PAY_UNDERCUT) {
				assert_int_equal(t->from, 0);
				penalty += t->amount;
			}
		}
		for (k = 0; k < n; k++)
			sum += bal[k];
		assert_int_equal(sum, 0);
		assert_int_equal(bal[res.winner], res.received);
		assert_int_equal(penalty, c->penalty);
		/* the knocker's arrangement with 1 card more has a discard */
		assert_int_equal(res.arr[0].discard != KL_NO_CARD,
		                 hands[0].n == res.hand_size + 1);
	}
}

static void
test_refusals(void **state)
{
	static const struct {
		const char *deal;
		int limit, code;
		const char *msg;
	} bad[] = {
		{ "3H 4H 5H QS QD QC 7C", -1, KL_EINPUT,
		  "needs 2 to 5 players, not 1" },
		{ "3H 4H 5H QS QD QC / 2C 3C 4C 9D 9H KS KD / "
		  "AS 2S 3S 5D 6D 7D JH", -1, KL_EINPUT,
		  "the knocker shows 6 cards; show 7, or 8 before the discard" },
		{ "3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS / "
		  "AS 2S 3S 5D 6D 7D JH", -1, KL_EINPUT,
		  "hand 2 shows 6 cards, not the 7 of a hand" },
		{ "3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS QS / "
		  "AS 2S 3S 5D 6D 7D JH", -1, KL_EINPUT,
		  "QS is in hand 1 and in hand 2; one pack has it once" },
		{ "3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS KD / "
		  "AS 2S 3S 5D 6D 7D JH", 5, KL_ERULE,
		  "the knocker counts 7; a knock needs 5 or less" },
		{ "2H 3H 4H 5H 6H / 2C 3C 4C 5C 6C / 2D 3D 4D 5D 6D / "
		  "2S 3S 4S 5S 6S / 7H 8H 9H 10H JH / 7C", -1, KL_EINPUT,
		  "needs 2 to 5 players, not 6" },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		kl_cardlist hands[6];
		kl_knock_rules r;
		kl_knock_result res;
		kl_error err;
		int n = deal(bad[i].deal, hands);

		kl_knock_rules_default(&r);
		r.knock_limit = bad[i].limit;
		kl_error_clear(&err);
		assert_int_equal(kl_knock_judge(&r, hands, n, &res, &err),
		                 bad[i].code);
		if (strstr(err.msg, bad[i].msg) == NULL)
			fail_msg("refusal %zu: \"%s\" lacks \"%s\"", i, err.msg,
			         bad[i].msg);
	}
}

/* The rulings restated plainly, on counts from the reference solver. */
static void
reference(const kl_cardlist *hands, int n, int size, int *count, int *winner,
          int *gain)
{
	kl_rules cards;
	int i, k, low;

	kl_knock_card_rules(size, &cards);
	for (i = 0; i < n; i++)
		count[i] = hands[i].n == size ?
		    ref_deadwood(&cards, hands[i].cards, hands[i].n) :
		    ref_deadwood_discard(&cards, hands[i].cards, hands[i].n);
	k = count[0];
	low = 1;
	for (i = 2; i < n; i++)
		if (count[i] < count[low])
			low = i;
	*winner = k == 0 || count[low] > k ? 0 : low;
	*gain = 0;
	for (i = 0; i < n; i++) {
		if (i == *winner)
			continue;
		*gain += count[i] - count[*winner];
		if (k == 0)
			*gain += 25;
	}
	if (*winner != 0 && count[*winner] < k)
		*gain += 10;
}

static void
test_against_reference(void **state)
{
	hg_rng g;
	long d, outcomes[5] = { 0 };
	int ndeals = 100000;

	(void)state;
	hg_seed(&g, 0x6b6e6f636bULL);
	for (d = 0; d < ndeals; d++) {
		kl_cardlist hands[KL_KNOCK_PLAYERS_MAX];
		kl_card pack[KL_NATURALS];
		kl_knock_rules r;
		kl_knock_result res;
		kl_error err;
		int n = 2 + hg_below(&g, 4), size, i, k, next = 0;
		int count[KL_KNOCK_PLAYERS_MAX] = { 0 }, winner, gain;

		kl_knock_rules_default(&r);
		size = kl_knock_hand_size(&r, n);
		for (i = 0; i < KL_NATURALS; i++)
			pack[i] = (kl_card)i;
		for (i = KL_NATURALS - 1; i > 0; i--) {
			int j = hg_below(&g, i + 1);
			kl_card t = pack[i];
			pack[i] = pack[j];
			pack[j] = t;
		}
		/* a dense deal now and then: one suit's run first */
		if (hg_below(&g, 4) == 0) {
			int suit = hg_below(&g, 4);
			for (i = 0; i < 6; i++)
				for (k = 0; k < KL_NATURALS; k++)
					if (pack[k] == kl_card_make(suit, i)) {
						kl_card t = pack[i];
						pack[i] = pack[k];
						pack[k] = t;
					}
		}
		for (i = 0; i < n; i++) {
			int take = size + (i == 0 && hg_below(&g, 2));
			memset(&hands[i], 0, sizeof(hands[i]));
			hands[i].ngroups = 1;
			for (k = 0; k < take; k++)
				hands[i].cards[hands[i].n++] = pack[next++];
		}
		if (kl_knock_judge(&r, hands, n, &res, &err) != KL_OK)
			fail_msg("deal %ld refused: %s", d, err.msg);
		reference(hands, n, size, count, &winner, &gain);
		for (i = 0; i < n; i++)
			if (res.count[i] != count[i])
				fail_msg("deal %ld, hand %d: %d, the reference "
				         "%d", d, i + 1, res.count[i], count[i]);
		if (res.winner != winner || res.received != gain)
			fail_msg("deal %ld: winner %d receives %d; the "
			         "reference %d and %d", d, res.winner,
			         res.received, winner, gain);
		outcomes[res.outcome]++;
	}
	print_message("%d deals: %ld won by the knocker, %ld rum, %ld tied, "
	              "%ld undercut\n", ndeals, outcomes[KL_KNOCK_WON],
	              outcomes[KL_KNOCK_RUM], outcomes[KL_KNOCK_TIED],
	              outcomes[KL_KNOCK_UNDERCUT]);
	assert_true(outcomes[KL_KNOCK_WON] > 1000);
	assert_true(outcomes[KL_KNOCK_UNDERCUT] > 1000);
	assert_true(outcomes[KL_KNOCK_TIED] > 100);
	assert_true(outcomes[KL_KNOCK_RUM] > 10);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cases),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_against_reference),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
