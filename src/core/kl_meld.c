/* kl_meld.c - is a group of cards a valid meld? */
#include "kl_solver.h"

#include <stdio.h>

static int
no(char *why, size_t size, const char *msg)
{
	if (why != NULL && size > 0)
		snprintf(why, size, "%s", kl_error_text(msg));
	return KL_MELD_NONE;
}

/* Can the naturals (positions pos[0..a-1], distinct) plus j jokers form a
 * run of n cards within the rules' bounds? */
static int
run_fits(const kl_rules *r, const int *pos, int a, int j)
{
	int lo = 99, hi = -1, i, span, gaps, lo_b, hi_b, maxlen, n = a + j;

	for (i = 0; i < a; i++) {
		if (pos[i] < lo)
			lo = pos[i];
		if (pos[i] > hi)
			hi = pos[i];
	}
	lo_b = r->ace_low ? 0 : 1;
	hi_b = r->ace_high ? 13 : 12;
	maxlen = hi_b - lo_b + 1 < 13 ? hi_b - lo_b + 1 : 13;
	if (lo < lo_b || hi > hi_b)
		return 0;
	span = hi - lo + 1;
	gaps = span - a;
	if (gaps > j || n > maxlen)
		return 0;
	return (lo - lo_b) + (hi_b - hi) >= j - gaps;
}

int
kl_meld_check(const kl_rules *r, const kl_card *cards, int n, char *why,
              size_t whysize)
{
	int a = 0, j = 0, i, k, rank = -1, suit = -1, same_rank = 1;
	int same_suit = 1, pos[KL_HAND_MAX], has_ace = 0;
	unsigned suits = 0;

	if (n > KL_HAND_MAX)
		return no(why, whysize, "too many cards for one meld");
	for (i = 0; i < n; i++) {
		if (cards[i] == KL_JOKER) {
			j++;
			continue;
		}
		if (cards[i] >= KL_NATURALS)
			return no(why, whysize, "not a card");
		if (rank < 0) {
			rank = kl_card_rank(cards[i]);
			suit = kl_card_suit(cards[i]);
		}
		if (kl_card_rank(cards[i]) != rank)
			same_rank = 0;
		if (kl_card_suit(cards[i]) != suit)
			same_suit = 0;
		pos[a++] = kl_card_rank(cards[i]);
	}
	if (n < 3)
		return no(why, whysize, "a meld needs at least 3 cards");
	if (a == 0)
		return no(why, whysize, "a meld needs natural cards");
	if (j > a)
		return no(why, whysize,
		          "more jokers than natural cards");
	if (same_rank) {
		for (i = 0; i < n; i++) {
			unsigned bit;
			if (cards[i] == KL_JOKER)
				continue;
			bit = 1u << kl_card_suit(cards[i]);
			if (suits & bit)
				return no(why, whysize,
				    "a set needs different suits (a suit is "
				    "repeated)");
			suits |= bit;
		}
		if (n > 4)
			return no(why, whysize,
			          "a set holds at most 4 cards");
		return KL_MELD_SET;
	}
	if (!same_suit)
		return no(why, whysize,
		    "neither one rank (a set) nor one suit (a run)");
	for (i = 0; i < a; i++) {
		for (k = i + 1; k < a; k++)
			if (pos[i] == pos[k])
				return no(why, whysize,
				    "a run holds each rank only once");
		if (pos[i] == KL_ACE)
			has_ace = i + 1;
	}
	if (run_fits(r, pos, a, j))
		return KL_MELD_RUN;
	if (has_ace) {
		pos[has_ace - 1] = 13; /* try the ace high */
		if (run_fits(r, pos, a, j))
			return KL_MELD_RUN;
	}
	return no(why, whysize, j > 0 ?
	    KL_N_("the cards are not in sequence, even with the jokers") :
	    KL_N_("the cards are not in sequence (K-A-2 does not count)"));
}
