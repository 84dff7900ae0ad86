/*
 * ref_solver.c - the reference solver (see ref_solver.h).
 *
 * Written to be checked by reading, not to be fast:
 *
 *  - A run is judged by laying it on the line of positions 0..13 (0 the
 *    low ace, 1..12 the ranks 2..K, 13 the high ace) and trying every
 *    window of n consecutive allowed positions whose ranks are all
 *    different; the naturals must fall on distinct positions of the
 *    window and the jokers fill exactly the positions left.
 *
 *  - The best deadwood of a set of cards (a bit mask over the hand's card
 *    instances) is the smaller of: the first card unmatched plus the best
 *    of the rest, or, for every valid meld holding the first card, the
 *    best of the rest without that meld.  Every meld holds the first card
 *    or not, so this misses no arrangement.  The candidates for a meld
 *    with a natural first card are the subsets of "same rank or joker" and
 *    of "same suit or joker" (a set has one rank, a run one suit); with a
 *    joker first, every subset of what is left.
 */
#include "ref_solver.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NPOSITIONS 14

/* The rank standing at position p of the line (13 is the ace again). */
static int
rank_at(int p)
{
	return p == 13 ? KL_ACE : p;
}

static int
position_allowed(const kl_rules *r, int p)
{
	if (p == 0)
		return r->ace_low != 0;
	if (p == 13)
		return r->ace_high != 0;
	return p >= 1 && p <= 12;
}

/* Positions first..first+n-1 are allowed and hold n different ranks. */
static int
window_ok(const kl_rules *r, int first, int n)
{
	int seen[KL_RANKS] = { 0 }, p;

	if (first < 0 || first + n > NPOSITIONS)
		return 0;
	for (p = first; p < first + n; p++) {
		if (!position_allowed(r, p))
			return 0;
		if (seen[rank_at(p)]++)
			return 0;
	}
	return 1;
}

/*
 * Can the naturals of cards[0..n-1] (one suit, checked by the caller)
 * occupy distinct positions of the window first..first+n-1, with the
 * jokers filling every position left?
 */
static int
run_fits_window(const kl_rules *r, const kl_card *cards, int n, int first)
{
	int used[NPOSITIONS] = { 0 }, i, p, naturals = 0, jokers = 0, empty = 0;

	if (!window_ok(r, first, n))
		return 0;
	for (i = 0; i < n; i++) {
		int placed = 0;
		if (cards[i] == KL_JOKER) {
			jokers++;
			continue;
		}
		naturals++;
		for (p = first; p < first + n; p++) {
			if (rank_at(p) == kl_card_rank(cards[i])) {
				if (used[p])
					return 0; /* the rank twice */
				used[p] = 1;
				placed = 1;
			}
		}
		if (!placed)
			return 0; /* the rank is outside the window */
	}
	for (p = first; p < first + n; p++)
		if (!used[p])
			empty++;
	return empty == jokers && naturals + jokers == n;
}

int
ref_meld_kind(const kl_rules *r, const kl_card *cards, int n)
{
	int naturals = 0, jokers = 0, i, k, first;
	int one_rank = 1, one_suit = 1, distinct_suits = 1;
	int rank = -1, suit = -1;

	if (n < 3 || n > REF_HAND_MAX)
		return REF_NONE;
	for (i = 0; i < n; i++) {
		if (cards[i] == KL_JOKER) {
			jokers++;
			continue;
		}
		if (cards[i] >= KL_NATURALS)
			return REF_NONE;
		naturals++;
		if (rank < 0) {
			rank = kl_card_rank(cards[i]);
			suit = kl_card_suit(cards[i]);
		}
		if (kl_card_rank(cards[i]) != rank)
			one_rank = 0;
		if (kl_card_suit(cards[i]) != suit)
			one_suit = 0;
		for (k = 0; k < i; k++)
			if (cards[k] != KL_JOKER &&
			    kl_card_suit(cards[k]) == kl_card_suit(cards[i]))
				distinct_suits = 0;
	}
	/* at most as many jokers as natural cards */
	if (naturals == 0 || jokers > naturals)
		return REF_NONE;
	if (one_rank && distinct_suits && n <= 4)
		return REF_SET;
	if (one_suit)
		for (first = 0; first + n <= NPOSITIONS; first++)
			if (run_fits_window(r, cards, n, first))
				return REF_RUN;
	return REF_NONE;
}

int
ref_run_in_order(const kl_rules *r, const kl_card *cards, int n)
{
	int first, i, suit = -1;

	for (i = 0; i < n; i++) {
		if (cards[i] == KL_JOKER)
			continue;
		if (cards[i] >= KL_NATURALS)
			return 0;
		if (suit < 0)
			suit = kl_card_suit(cards[i]);
		if (kl_card_suit(cards[i]) != suit)
			return 0;
	}
	for (first = 0; first + n <= NPOSITIONS; first++) {
		if (!window_ok(r, first, n))
			continue;
		for (i = 0; i < n; i++)
			if (cards[i] != KL_JOKER &&
			    kl_card_rank(cards[i]) != rank_at(first + i))
				break;
		if (i == n)
			return 1;
	}
	return 0;
}

/* ---- the search ---- */

typedef struct ref_search {
	const kl_rules *r;
	int n;
	kl_card c[REF_HAND_MAX];
	int val[REF_HAND_MAX];
	unsigned same_rank[REF_HAND_MAX]; /* naturals of card i's rank */
	unsigned same_suit[REF_HAND_MAX]; /* naturals of card i's suit */
	unsigned jokers;                  /* the jokers */
	int *memo;                        /* 2^n entries, -1 = unknown */
	unsigned char *meld;              /* 2^n entries: 0 unknown, 1 no,
	                                     2 yes (ref_meld_kind, cached) */
} ref_search;

static int
is_meld(ref_search *s, unsigned set)
{
	kl_card g[REF_HAND_MAX];
	int i, k = 0;

	if (s->meld[set] == 0) {
		for (i = 0; i < s->n; i++)
			if (set & (1u << i))
				g[k++] = s->c[i];
		s->meld[set] = ref_meld_kind(s->r, g, k) != REF_NONE ? 2 : 1;
	}
	return s->meld[set] == 2;
}

static int best_of(ref_search *s, unsigned mask);

/*
 * Try every subset of cand together with card bit first as a meld; lower
 * *best with the best of what is left.
 */
static void
try_melds(ref_search *s, unsigned mask, unsigned first, unsigned cand,
          int *best)
{
	unsigned sub = cand;

	for (;;) {
		unsigned meld = sub | first;
		if (__builtin_popcount(meld) >= 3 && is_meld(s, meld)) {
			int d = best_of(s, mask & ~meld);
			if (d < *best)
				*best = d;
		}
		if (sub == 0)
			break;
		sub = (sub - 1) & cand;
	}
}

static int
best_of(ref_search *s, unsigned mask)
{
	int i, best;
	unsigned first, rest;

	if (mask == 0)
		return 0;
	if (s->memo[mask] >= 0)
		return s->memo[mask];
	i = __builtin_ctz(mask);
	first = 1u << i;
	rest = mask & ~first;
	/* the first card unmatched */
	best = s->val[i] + best_of(s, rest);
	/* or in a meld */
	if (s->c[i] == KL_JOKER) {
		try_melds(s, mask, first, rest, &best);
	} else {
		try_melds(s, mask, first, (s->same_rank[i] | s->jokers) & rest,
		          &best);
		try_melds(s, mask, first, (s->same_suit[i] | s->jokers) & rest,
		          &best);
	}
	s->memo[mask] = best;
	return best;
}

static int
joker_last(const void *a, const void *b)
{
	kl_card x = *(const kl_card *)a, y = *(const kl_card *)b;

	return (x > y) - (x < y);
}

int
ref_solve_both(const kl_rules *r, const kl_card *cards, int n, int *dw,
               int *dw_discard)
{
	ref_search s;
	unsigned full;
	int i, k;

	if (n < 0 || n > REF_HAND_MAX || (dw_discard != NULL && n < 1))
		return -1;
	memset(&s, 0, sizeof(s));
	s.r = r;
	s.n = n;
	memcpy(s.c, cards, (size_t)n);
	/* jokers last: then a joker is only ever first among jokers alone,
	 * which keeps the search small (the result is the same either way) */
	qsort(s.c, (size_t)n, sizeof(s.c[0]), joker_last);
	for (i = 0; i < n; i++) {
		s.val[i] = kl_rules_card_value(r, s.c[i]);
		if (s.c[i] == KL_JOKER) {
			s.jokers |= 1u << i;
			continue;
		}
		for (k = 0; k < n; k++) {
			if (k == i || s.c[k] == KL_JOKER)
				continue;
			if (kl_card_rank(s.c[k]) == kl_card_rank(s.c[i]))
				s.same_rank[i] |= 1u << k;
			if (kl_card_suit(s.c[k]) == kl_card_suit(s.c[i]))
				s.same_suit[i] |= 1u << k;
		}
	}
	s.memo = malloc(sizeof(int) << n);
	s.meld = calloc((size_t)1 << n, 1);
	if (s.memo == NULL || s.meld == NULL) {
		free(s.memo);
		free(s.meld);
		return -1;
	}
	for (i = 0; i < (1 << n); i++)
		s.memo[i] = -1;
	full = (1u << n) - 1;
	if (dw != NULL)
		*dw = best_of(&s, full);
	if (dw_discard != NULL) {
		int best = -1;
		for (i = 0; i < n; i++) {
			int d = best_of(&s, full & ~(1u << i));
			if (best < 0 || d < best)
				best = d;
		}
		*dw_discard = best;
	}
	free(s.memo);
	free(s.meld);
	return 0;
}

int
ref_deadwood(const kl_rules *r, const kl_card *cards, int n)
{
	int d;

	return ref_solve_both(r, cards, n, &d, NULL) < 0 ? -1 : d;
}

int
ref_deadwood_discard(const kl_rules *r, const kl_card *cards, int n)
{
	int d;

	return ref_solve_both(r, cards, n, NULL, &d) < 0 ? -1 : d;
}

int
ref_verdict(const kl_rules *r, const kl_card *cards, int n)
{
	int d;

	if (n == r->hand_size)
		d = ref_deadwood(r, cards, n);
	else if (n == r->hand_size + 1)
		d = ref_deadwood_discard(r, cards, n);
	else
		return -1;
	if (d < 0)
		return -1;
	if (d == 0)
		return KL_VERDICT_RUMMY;
	return d <= r->knock_limit ? KL_VERDICT_KNOCK : KL_VERDICT_NONE;
}

/* ---- checking an arrangement ---- */

static int fail(char *why, size_t size, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

static int
fail(char *why, size_t size, const char *fmt, ...)
{
	va_list ap;

	if (why != NULL && size > 0) {
		va_start(ap, fmt);
		vsnprintf(why, size, fmt, ap);
		va_end(ap);
	}
	return 0;
}

static void
card_text(kl_card c, char *buf, size_t size)
{
	if (c == KL_JOKER)
		snprintf(buf, size, "JK");
	else if (c < KL_NATURALS)
		kl_card_name(c, KL_STYLE_ASCII, buf, size);
	else
		snprintf(buf, size, "#%d", c);
}

/* Take one copy of c out of left[]; 0 if there is none left. */
static int
take(int *left, kl_card c)
{
	if (c > KL_JOKER || left[c] == 0)
		return 0;
	left[c]--;
	return 1;
}

int
ref_check_arrangement(const kl_rules *r, const kl_card *cards, int n,
                      int discard, const kl_arrangement *a, char *why,
                      size_t whysize)
{
	int left[KL_JOKER + 1] = { 0 }, i, k, sum = 0;
	char name[KL_CARD_NAME_MAX + 8], text[160];

	for (i = 0; i < n; i++) {
		if (cards[i] > KL_JOKER)
			return fail(why, whysize, "input card %d is invalid", i);
		left[cards[i]]++;
	}
	if (a->nmelds < 0 || a->nmelds > KL_MELDS_MAX)
		return fail(why, whysize, "bad meld count %d", a->nmelds);
	for (i = 0; i < a->nmelds; i++) {
		const kl_meld *m = &a->melds[i];
		int kind;
		if (m->n < 3 || m->n > KL_HAND_MAX)
			return fail(why, whysize, "meld of %d cards", m->n);
		ref_cards_text(m->cards, m->n, text, sizeof(text));
		kind = ref_meld_kind(r, m->cards, m->n);
		if (kind == REF_NONE)
			return fail(why, whysize, "invalid meld [%s] (#%d)",
			            text, i);
		if ((kind == REF_SET) != (m->kind == KL_MELD_SET) ||
		    (kind == REF_RUN) != (m->kind == KL_MELD_RUN))
			return fail(why, whysize,
			            "meld [%s] has the wrong kind %d", text,
			            m->kind);
		if (kind == REF_RUN && !ref_run_in_order(r, m->cards, m->n))
			return fail(why, whysize,
			            "run [%s] is not listed in sequence (#%d)",
			            text, i);
		for (k = 0; k < m->n; k++)
			if (!take(left, m->cards[k]))
				return fail(why, whysize,
				    "meld [%s] uses a card not held (#%d)",
				    text, i);
	}
	if (a->nunmatched < 0 || a->nunmatched > KL_HAND_MAX)
		return fail(why, whysize, "bad unmatched count %d",
		            a->nunmatched);
	for (i = 0; i < a->nunmatched; i++) {
		card_text(a->unmatched[i], name, sizeof(name));
		if (!take(left, a->unmatched[i]))
			return fail(why, whysize,
			            "unmatched %s is not held (or used twice) "
			            "(#%d)", name, i);
		sum += kl_rules_card_value(r, a->unmatched[i]);
	}
	if (discard) {
		card_text(a->discard, name, sizeof(name));
		if (a->discard == KL_NO_CARD)
			return fail(why, whysize, "no discard");
		if (!take(left, a->discard))
			return fail(why, whysize,
			            "discard %s is not held (or used twice)",
			            name);
	} else if (a->discard != KL_NO_CARD) {
		card_text(a->discard, name, sizeof(name));
		return fail(why, whysize, "discard %s without a discard",
		            name);
	}
	for (i = 0; i <= KL_JOKER; i++)
		if (left[i] != 0) {
			card_text((kl_card)i, name, sizeof(name));
			return fail(why, whysize,
			            "%s is held but missing %d time(s)", name,
			            left[i]);
		}
	if (sum != a->deadwood)
		return fail(why, whysize,
		            "deadwood %d is not the unmatched sum %d",
		            a->deadwood, sum);
	return 1;
}

void
ref_cards_text(const kl_card *cards, int n, char *buf, size_t size)
{
	size_t o = 0;
	int i;

	if (size == 0)
		return;
	buf[0] = '\0';
	for (i = 0; i < n && o + 1 < size; i++) {
		char name[KL_CARD_NAME_MAX + 8];
		int w;
		card_text(cards[i], name, sizeof(name));
		w = snprintf(buf + o, size - o, "%s%s", i ? " " : "", name);
		if (w < 0)
			break;
		o += (size_t)w;
	}
}
