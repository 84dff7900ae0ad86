/* ref_mgroup.c - the slow reference of the group check (ref_mgroup.h). */
#include "ref_mgroup.h"

#include <string.h>

#define MAXN 7

/* What a card of rank is worth in an opening where it is no ace. */
static int
face(int rank)
{
	if (rank >= KL_TEN)
		return 10;
	return rank + 1;
}

/* The cards shared by every reading, whatever it is: the copies, the
 * jokers, a natural card, the jokers' share. */
static int
cards_ok(const kl_mg_rules *r, const kl_card *laid, int n)
{
	int copies[KL_NATURALS], jokers = 0, i;

	if (n < 3)
		return 0;
	memset(copies, 0, sizeof(copies));
	for (i = 0; i < n; i++) {
		if (laid[i] == KL_JOKER)
			jokers++;
		else if (++copies[laid[i]] > r->decks)
			return 0;
	}
	if (jokers > r->jokers || jokers == n)
		return 0;
	if (r->jokers_half && jokers > n - jokers)
		return 0;
	return 1;
}

/* reads as a set in this order: its value, or -1. */
static int
set_value(const kl_mg_rules *r, const kl_card *laid, const kl_card *reads,
          int n)
{
	int jokers = 0, i, k, rank = kl_card_rank(reads[0]);

	if (n > 4)
		return -1;
	for (i = 0; i < n; i++) {
		if (kl_card_rank(reads[i]) != rank)
			return -1;
		jokers += laid[i] == KL_JOKER;
		for (k = 0; k < i && !r->set_any_suits; k++)
			if (kl_card_suit(reads[k]) == kl_card_suit(reads[i]))
				return -1;
	}
	if (r->set_jokers >= 0 && jokers > r->set_jokers)
		return -1;
	return n * (rank == KL_ACE ? r->ace_set_open : face(rank));
}

/* reads as a run laid in this order (from its low end): its value, or
 * -1.  Each card must be the one after the card before it: the ace
 * after the king only where aces go high or around the corner, the two
 * after the ace only where aces go low or around the corner, and an ace
 * at both ends only around the corner with a run of all thirteen. */
static int
run_value(const kl_mg_rules *r, const kl_card *reads, int n)
{
	int i, k, value = 0, rank, prev;

	if (n > KL_RANKS)
		return -1;
	for (i = 0; i < n; i++) {
		if (kl_card_suit(reads[i]) != kl_card_suit(reads[0]))
			return -1;
		for (k = 0; k < i; k++)
			if (reads[k] == reads[i])
				return -1;
	}
	for (i = 1; i < n; i++) {
		rank = kl_card_rank(reads[i]);
		prev = kl_card_rank(reads[i - 1]);
		if (rank == prev + 1)
			continue;
		if (prev == KL_KING && rank == KL_ACE &&
		    r->ace != KL_MG_ACE_LOW &&
		    (r->ace == KL_MG_ACE_CORNER || i == n - 1))
			continue;
		return -1;
	}
	/* an ace first and not low (K-A-2 where aces go at both ends but
	 * not around the corner: the ace first is its low end, fine; after
	 * the king it is high) */
	for (i = 0; i < n; i++) {
		rank = kl_card_rank(reads[i]);
		if (rank != KL_ACE)
			value += face(rank);
		else if (i == 0)
			value += r->ace_low_open;
		else
			value += r->ace_high_open;
	}
	/* where aces go low only, an ace is never after the king: checked
	 * above; where they go at both ends, A-2-3 starts with the ace */
	if (r->ace == KL_MG_ACE_BOTH)
		for (i = 1; i < n - 1; i++)
			if (kl_card_rank(reads[i]) == KL_ACE)
				return -1;
	return value;
}

int
ref_mg_reading(const kl_mg_rules *r, int kind, const kl_card *laid,
               const kl_card *reads, int n)
{
	int i;

	if (!cards_ok(r, laid, n))
		return -1;
	for (i = 0; i < n; i++)
		if (laid[i] != KL_JOKER && laid[i] != reads[i])
			return -1;
	return kind == KL_MG_SET ? set_value(r, laid, reads, n) :
	       run_value(r, reads, n);
}

/* May card cur follow card prev in a run, cur at place at of n? (The
 * walk over the orders skips an order as soon as a card does not; the
 * whole order is checked again by run_value.) */
static int
may_follow(const kl_mg_rules *r, kl_card prev, kl_card cur, int at, int n)
{
	int a = kl_card_rank(prev), b = kl_card_rank(cur);

	if (kl_card_suit(prev) != kl_card_suit(cur))
		return 0;
	if (b == a + 1)
		return 1;
	return a == KL_KING && b == KL_ACE && r->ace != KL_MG_ACE_LOW &&
	       (r->ace == KL_MG_ACE_CORNER || at == n - 1);
}

/* The best run value of the cards reads[0..n-1] (with laid[]) over
 * every order of them, by permuting from place at on; best holds the
 * best so far (-1: none). */
static void
every_order(const kl_mg_rules *r, kl_card *laid, kl_card *reads, int n,
            int at, int *best)
{
	int i, v;
	kl_card t;

	if (at == n) {
		v = run_value(r, reads, n);
		if (v > *best)
			*best = v;
		return;
	}
	for (i = at; i < n; i++) {
		t = reads[at]; reads[at] = reads[i]; reads[i] = t;
		t = laid[at]; laid[at] = laid[i]; laid[i] = t;
		if (at == 0 || may_follow(r, reads[at - 1], reads[at], at, n))
			every_order(r, laid, reads, n, at + 1, best);
		t = reads[at]; reads[at] = reads[i]; reads[i] = t;
		t = laid[at]; laid[at] = laid[i]; laid[i] = t;
	}
}

/* The search over the unnamed jokers: the jokers at free[k..nfree-1]
 * take each candidate card in turn. */
typedef struct search {
	const kl_mg_rules *r;
	int n;
	kl_card laid[MAXN], reads[MAXN];
	int free[MAXN], nfree;
	kl_card cand[KL_NATURALS];
	int ncand;
	int best_set, best_run;
} search;

static void
assign(search *s, int k)
{
	kl_card laid[MAXN], reads[MAXN];
	int v, i, one_suit = 1;

	if (k < s->nfree) {
		for (i = 0; i < s->ncand; i++) {
			s->reads[s->free[k]] = s->cand[i];
			assign(s, k + 1);
		}
		return;
	}
	v = set_value(s->r, s->laid, s->reads, s->n);
	if (v > s->best_set)
		s->best_set = v;
	for (i = 1; i < s->n; i++)
		if (kl_card_suit(s->reads[i]) != kl_card_suit(s->reads[0]))
			one_suit = 0;
	if (!one_suit)
		return;
	memcpy(laid, s->laid, sizeof(laid));
	memcpy(reads, s->reads, sizeof(reads));
	every_order(s->r, laid, reads, s->n, 0, &s->best_run);
}

int
ref_mg_best(const kl_mg_rules *r, const kl_card *cards,
            const kl_card *named, int n, int *kind, int *value)
{
	search s;
	int i, first = -1, c;

	if (n > MAXN || !cards_ok(r, cards, n))
		return 0;
	memset(&s, 0, sizeof(s));
	s.r = r;
	s.n = n;
	s.best_set = s.best_run = -1;
	for (i = 0; i < n; i++) {
		s.laid[i] = cards[i];
		if (cards[i] != KL_JOKER) {
			s.reads[i] = cards[i];
			if (first < 0)
				first = i;
		} else if (named[i] != KL_NO_CARD) {
			s.reads[i] = named[i];
		} else {
			s.free[s.nfree++] = i;
		}
	}
	if (s.nfree > 3)
		return 0;
	/* every card of a meld shares the suit (a run) or the rank (a set)
	 * of its first natural card */
	for (c = 0; c < KL_NATURALS; c++)
		if (kl_card_suit((kl_card)c) == kl_card_suit(cards[first]) ||
		    kl_card_rank((kl_card)c) == kl_card_rank(cards[first]))
			s.cand[s.ncand++] = (kl_card)c;
	assign(&s, 0);
	if (s.best_set < 0 && s.best_run < 0)
		return 0;
	*kind = s.best_set >= s.best_run ? KL_MG_SET : KL_MG_RUN;
	*value = s.best_set >= s.best_run ? s.best_set : s.best_run;
	return 1;
}
