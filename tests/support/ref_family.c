/*
 * ref_family.c - the reference for the rummy family (see ref_family.h).
 *
 * Written to be checked by reading, not to be fast:
 *
 *  - A group is judged once for every choice of which of its twos are
 *    wild (only under deuces_wild; jokers are always wild).  A set: the
 *    naturals of one rank, the suits distinct unless the rules allow
 *    identical cards, the size in bounds.  A run: every window of
 *    consecutive positions the ace rule allows is tried; each natural
 *    must fall on the one position of the window that carries its rank
 *    (position mod 13), no two on the same position, and the wild cards
 *    fill the positions left (a wild two of the run's suit may not fill
 *    the two's own place: a two there is natural).
 *
 *  - For a hand, every subset of its card indices of 3 or more cards is
 *    judged, and the melds are kept, grouped by their lowest index, with
 *    what each may count when going out: the numbers of wild twos it can
 *    be melded with, for any suits of its naturals and for naturals of
 *    one suit only.
 *
 *  - Deadwood: best(mask) = the smaller of value(lowest card) +
 *    best(mask without it) and best(mask without M) for every meld M
 *    holding the lowest card and lying inside mask.  Every arrangement
 *    either leaves the lowest card unmatched or melds it in exactly one
 *    meld, so nothing is missed.
 *
 *  - Going out: for one suit condition (any suits, or all naturals of
 *    one given suit) and one pattern (or none), ways(mask, used) is the
 *    set (a bit mask) of the numbers of wild twos with which mask can be
 *    cut whole into melds, used naming the pattern's lengths already
 *    taken (equal lengths taken in slot order, so that each multiset is
 *    reached once).  The worth of a discard is then a function of that
 *    number, the jokers and values of the cards melded (fixed by the
 *    discard), and the suit condition.  The walks of a hand are kept
 *    for its next call with the same patterns, and the one-suit ones are
 *    walked only for a goal with a one_suit_bonus.
 *
 *  - Two shortcuts that change no answer: the hand is reordered so that
 *    the cards that can only be natural come first (the lowest card of a
 *    mask then has few melds), and where a hand holds identical cards a
 *    meld takes the earliest copies left (any arrangement becomes such
 *    an arrangement by swapping identical cards).
 */
#include "ref_family.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "kl_solver.h"

#define MASKS (1u << KL_FAM_HAND_MAX)
#define SLOTS_MAX KL_FAM_MELDS_MAX
#define ANY_SUIT 4

/* ---- judging groups ---- */

/* 1 if c is a two that deuces_wild makes wild-capable. */
static int
wild_two(const kl_fam_cards *r, kl_card c)
{
	return r->deuces_wild && c != KL_JOKER && c < KL_NATURALS &&
	       kl_card_rank(c) == KL_TWO;
}

/* 1 if every card is a card and every wild mark is possible: jokers
 * marked, naturals unmarked unless wild-capable twos. */
static int
marks_ok(const kl_fam_cards *r, const kl_card *cards, const uint8_t *wild,
         int n)
{
	int i;

	for (i = 0; i < n; i++) {
		if (cards[i] > KL_JOKER)
			return 0;
		if (cards[i] == KL_JOKER && !wild[i])
			return 0;
		if (cards[i] != KL_JOKER && wild[i] && !wild_two(r, cards[i]))
			return 0;
	}
	return 1;
}

int
ref_fam_set_ok(const kl_fam_cards *r, const kl_card *cards,
               const uint8_t *wild, int n)
{
	int i, rank = -1, naturals = 0, suits_seen = 0;

	if (r->sets == KL_FAM_NO_SETS || n < 3)
		return 0;
	if (r->sets == KL_FAM_SETS && n > 4)
		return 0;
	if (!marks_ok(r, cards, wild, n))
		return 0;
	for (i = 0; i < n; i++) {
		int s, k;
		if (wild[i])
			continue;
		k = kl_card_rank(cards[i]);
		s = kl_card_suit(cards[i]);
		if (r->deuces_wild && k == KL_TWO)
			return 0; /* a natural two stands only in a run */
		if (rank >= 0 && k != rank)
			return 0;
		rank = k;
		if (r->sets == KL_FAM_SETS && (suits_seen >> s & 1))
			return 0;
		suits_seen |= 1 << s;
		naturals++;
	}
	return naturals >= 1;
}

/* The first positions a run of n cards may start on under r: *lo..*hi. */
static void
run_starts(const kl_fam_cards *r, int n, int *lo, int *hi)
{
	switch (r->ace) {
	case KL_FAM_ACE_LOW:    /* positions 0..12 */
		*lo = 0;
		*hi = 13 - n;
		break;
	case KL_FAM_ACE_HIGH:   /* positions 1..13 */
		*lo = 1;
		*hi = 14 - n;
		break;
	case KL_FAM_ACE_EITHER: /* positions 0..13, the ace once */
		*lo = 0;
		*hi = 14 - n;
		break;
	default:                /* around the corner: any start */
		*lo = 0;
		*hi = 12;
		break;
	}
}

int
ref_fam_run_ok(const kl_fam_cards *r, const kl_card *cards,
               const uint8_t *wild, int n, int in_order)
{
	int i, s, lo, hi, suit = -1, naturals = 0;

	if (n < 3 || n > 13 || !marks_ok(r, cards, wild, n))
		return 0;
	for (i = 0; i < n; i++) {
		if (wild[i])
			continue;
		if (suit >= 0 && kl_card_suit(cards[i]) != suit)
			return 0;
		suit = kl_card_suit(cards[i]);
		naturals++;
	}
	if (naturals == 0)
		return 0;
	run_starts(r, n, &lo, &hi);
	for (s = lo; s <= hi; s++) {
		int ok = 1;
		if (in_order) {
			/* card i stands on position s + i */
			for (i = 0; i < n && ok; i++) {
				int at = (s + i) % 13;
				if (!wild[i])
					ok = at == kl_card_rank(cards[i]);
				else if (cards[i] != KL_JOKER &&
				         kl_card_suit(cards[i]) == suit &&
				         at == KL_TWO)
					ok = 0; /* a two in its own place */
			}
		} else {
			/* each natural on the one position of the window with
			 * its rank, none shared; the wild cards fill the rest */
			int taken[26] = { 0 }, p, two_gap = 0, free_wild = 0;
			for (i = 0; i < n && ok; i++) {
				if (wild[i])
					continue;
				ok = 0;
				for (p = s; p < s + n; p++)
					if (p % 13 == kl_card_rank(cards[i]) &&
					    !taken[p]) {
						taken[p] = 1;
						ok = 1;
						break;
					}
			}
			if (!ok)
				continue;
			for (p = s; p < s + n; p++)
				if (!taken[p] && p % 13 == KL_TWO)
					two_gap = 1;
			for (i = 0; i < n; i++)
				if (wild[i] && (cards[i] == KL_JOKER ||
				                kl_card_suit(cards[i]) != suit))
					free_wild = 1;
			/* the two's own place, left open, must take a wild
			 * card that is not a two of this suit */
			ok = !two_gap || free_wild;
		}
		if (ok)
			return 1;
	}
	return 0;
}

/*
 * Every choice of which wild-capable twos of cards[0..n-1] are wild:
 * for each one that makes a meld, adds the number of wild twos to *any
 * (bit w) and, when all the naturals are of one suit, to one[suit].
 * Returns 1 if some choice makes a set, 2 if none does but some makes a
 * run, 0 if no choice makes a meld.
 */
static int
judge_group(const kl_fam_cards *r, const kl_card *cards, int n,
            uint32_t *any, uint32_t one[KL_SUITS])
{
	int twos[KL_FAM_HAND_MAX], ntwos = 0, i, found = 0;
	unsigned choice;

	for (i = 0; i < n; i++)
		if (wild_two(r, cards[i]))
			twos[ntwos++] = i;
	for (choice = 0; choice < (1u << ntwos); choice++) {
		uint8_t wild[KL_FAM_HAND_MAX];
		int is_set, is_run, w = 0, suits = 0;
		for (i = 0; i < n; i++)
			wild[i] = cards[i] == KL_JOKER;
		for (i = 0; i < ntwos; i++)
			if (choice >> i & 1) {
				wild[twos[i]] = 1;
				w++;
			}
		is_set = ref_fam_set_ok(r, cards, wild, n);
		is_run = ref_fam_run_ok(r, cards, wild, n, 0);
		if (!is_set && !is_run)
			continue;
		if (is_set)
			found = 1;
		else if (found == 0)
			found = 2;
		for (i = 0; i < n; i++)
			if (!wild[i])
				suits |= 1 << kl_card_suit(cards[i]);
		if (any != NULL)
			*any |= UINT32_C(1) << w;
		if (one != NULL && (suits & (suits - 1)) == 0)
			one[__builtin_ctz((unsigned)suits)] |= UINT32_C(1) << w;
	}
	return found;
}

int
ref_fam_meld_kind(const kl_fam_cards *r, const kl_card *cards, int n)
{
	int i;

	if (n < 3 || n > KL_FAM_HAND_MAX)
		return KL_MELD_NONE;
	for (i = 0; i < n; i++)
		if (cards[i] > KL_JOKER)
			return KL_MELD_NONE;
	switch (judge_group(r, cards, n, NULL, NULL)) {
	case 1:
		return KL_MELD_SET;
	case 2:
		return KL_MELD_RUN;
	default:
		return KL_MELD_NONE;
	}
}

/* ---- hands ---- */

/* What c counts unmatched (or melded, for a going out's per_value). */
static int
card_value(const kl_fam_cards *r, kl_card c)
{
	return c == KL_JOKER ? r->joker_value : r->value[kl_card_rank(c)];
}

int
ref_fam_hand_ok(const kl_fam_cards *r, const kl_card *cards, int n)
{
	int copies[KL_JOKER + 1] = { 0 }, i;

	if (n < 0 || n > KL_FAM_HAND_MAX)
		return 0;
	for (i = 0; i < n; i++) {
		if (cards[i] > KL_JOKER)
			return 0;
		copies[cards[i]]++;
		if (cards[i] == KL_JOKER ? copies[cards[i]] > r->jokers :
		                           copies[cards[i]] > r->packs)
			return 0;
	}
	return 1;
}

/*
 * The hand the tables below describe: its rules and cards (in an order of
 * its own: the masks index H.cards, not the caller's array), every meld of
 * it as a mask of card indices (grouped by lowest index: melds
 * first[i]..first[i+1]-1 have lowest index i) with the wild-two counts it
 * allows per suit condition (wset[k][s]: naturals all of suit s;
 * wset[k][ANY_SUIT]: any suits).  later_copy[k] names the cards of the
 * hand outside meld k that are earlier copies of a card of the meld
 * (identical cards: a meld that leaves an earlier copy behind and takes a
 * later one is tried as the same meld with the copies swapped, so it is
 * skipped where that earlier copy is still there).  only_suits and
 * only_ranks say, for
 * every mask, the suits and ranks of its cards that can only be natural
 * (neither jokers nor wild-capable twos).
 */
static struct {
	int valid;
	kl_fam_cards rules;
	kl_card given[KL_FAM_HAND_MAX]; /* the hand as given */
	kl_card cards[KL_FAM_HAND_MAX]; /* the same, reordered */
	int n;
	int nmelds;
	int first[KL_FAM_HAND_MAX + 1];
	uint16_t mask[MASKS];
	uint16_t later_copy[MASKS];
	uint32_t wset[MASKS][ANY_SUIT + 1];
	int value[KL_FAM_HAND_MAX];
	uint8_t only_suits[MASKS];
	uint16_t only_ranks[MASKS];
} H;

/*
 * The going-out walks done for the loaded hand, for one list of
 * patterns: got[d][s] the wild-two counts (a bit mask) with which the
 * hand less card d (d = n: the whole hand) melds whole under suit
 * condition s; done[s] when that condition has been walked.
 */
static struct {
	int valid;
	int npatterns;
	uint8_t pattern[KL_FAM_PATTERNS_MAX][KL_FAM_MELDS_MAX + 1];
	uint32_t got[KL_FAM_HAND_MAX + 1][ANY_SUIT + 1];
	int done[ANY_SUIT + 1];
} W;

/* Generation counter for the memos below (0 never used). */
static uint32_t generation;

static int dw_val[MASKS];
static uint32_t dw_stamp[MASKS], dw_gen;
static uint32_t out_val[MASKS][1u << SLOTS_MAX];
static uint32_t out_stamp[MASKS][1u << SLOTS_MAX];

/* A new generation: every memo entry stamped before it is stale. */
static uint32_t
next_generation(void)
{
	if (++generation == 0) {
		memset(dw_stamp, 0, sizeof(dw_stamp));
		memset(out_stamp, 0, sizeof(out_stamp));
		generation = 1;
	}
	return generation;
}

/*
 * Make cards[0..n-1] under r the hand of the tables: judge every subset
 * of 3 or more of its indices.  The caller has checked the hand.  Does
 * nothing when the hand already is the one of the tables.
 */
static void
load_hand(const kl_fam_cards *r, const kl_card *cards, int n)
{
	unsigned m;
	int i;

	if (H.valid && H.n == n && memcmp(&H.rules, r, sizeof(*r)) == 0 &&
	    memcmp(H.given, cards, (size_t)n) == 0)
		return;
	H.valid = 1;
	H.rules = *r;
	H.n = n;
	memcpy(H.given, cards, (size_t)n);
	/* the same cards, those that can only be natural first: the lowest
	 * card of a mask is then a natural one as long as there is one, and
	 * has few melds to try (every answer is the same in any order) */
	H.nmelds = 0;
	for (i = 0; i < n; i++)
		if (cards[i] != KL_JOKER && !wild_two(r, cards[i]))
			H.cards[H.nmelds++] = cards[i];
	for (i = 0; i < n; i++)
		if (wild_two(r, cards[i]))
			H.cards[H.nmelds++] = cards[i];
	for (i = 0; i < n; i++)
		if (cards[i] == KL_JOKER)
			H.cards[H.nmelds++] = cards[i];
	cards = H.cards;
	H.nmelds = 0;
	W.valid = 0;
	for (i = 0; i < n; i++)
		H.value[i] = card_value(r, cards[i]);
	/* a mask's cards that can only be natural: those of the mask less
	 * its lowest card, and that card */
	H.only_suits[0] = 0;
	H.only_ranks[0] = 0;
	for (m = 1; m < (1u << n); m++) {
		kl_card c = cards[__builtin_ctz(m)];
		H.only_suits[m] = H.only_suits[m & (m - 1)];
		H.only_ranks[m] = H.only_ranks[m & (m - 1)];
		if (c != KL_JOKER && !wild_two(r, c)) {
			H.only_suits[m] |= (uint8_t)(1 << kl_card_suit(c));
			H.only_ranks[m] |= (uint16_t)(1 << kl_card_rank(c));
		}
	}
	for (i = 0; i < n; i++) {
		unsigned rest, nrest = (unsigned)(n - 1 - i);
		H.first[i] = H.nmelds;
		for (rest = 0; rest < (1u << nrest); rest++) {
			kl_card g[KL_FAM_HAND_MAX];
			int ng = 0, j, suits, ranks;
			uint32_t any = 0, one[KL_SUITS] = { 0 };
			m = 1u << i | rest << (i + 1);
			if (__builtin_popcount(m) < 3)
				continue;
			/* a quick necessary condition: the cards that can
			 * only be natural share a suit (run) or a rank (set) */
			suits = H.only_suits[m];
			ranks = H.only_ranks[m];
			if ((suits & (suits - 1)) != 0 &&
			    (r->sets == KL_FAM_NO_SETS ||
			     (ranks & (ranks - 1)) != 0))
				continue;
			for (j = 0; j < n; j++)
				if (m >> j & 1)
					g[ng++] = cards[j];
			if (judge_group(r, g, ng, &any, one) == 0)
				continue;
			H.mask[H.nmelds] = (uint16_t)m;
			H.later_copy[H.nmelds] = 0;
			for (j = 0; j < n; j++)
				if (m >> j & 1) {
					int e;
					for (e = 0; e < j; e++)
						if (!(m >> e & 1) &&
						    cards[e] == cards[j])
							H.later_copy[H.nmelds] |=
							    (uint16_t)(1u << e);
				}
			for (j = 0; j < KL_SUITS; j++)
				H.wset[H.nmelds][j] = one[j];
			H.wset[H.nmelds][ANY_SUIT] = any;
			H.nmelds++;
		}
	}
	H.first[n] = H.nmelds;
	dw_gen = next_generation();
}

/* The least deadwood of the cards of mask (the loaded hand's indices). */
static int
best_deadwood(unsigned mask)
{
	int i, k, best;

	if (mask == 0)
		return 0;
	if (dw_stamp[mask] == dw_gen)
		return dw_val[mask];
	i = __builtin_ctz(mask);
	best = H.value[i] + best_deadwood(mask & ~(1u << i));
	for (k = H.first[i]; k < H.first[i + 1]; k++) {
		int d;
		if ((H.mask[k] & ~mask) || (H.later_copy[k] & mask))
			continue;
		d = best_deadwood(mask & ~(unsigned)H.mask[k]);
		if (d < best)
			best = d;
	}
	dw_stamp[mask] = dw_gen;
	dw_val[mask] = best;
	return best;
}

int
ref_fam_deadwood(const kl_fam_cards *r, const kl_card *cards, int n,
                 int discard)
{
	unsigned full;
	int d, best = -1;

	if (!ref_fam_hand_ok(r, cards, n) || (discard && n == 0))
		return -1;
	load_hand(r, cards, n);
	full = (1u << n) - 1;
	if (!discard)
		return best_deadwood(full);
	for (d = 0; d < n; d++) {
		int v = best_deadwood(full & ~(1u << d));
		if (best < 0 || v < best)
			best = v;
	}
	return best;
}

/* The set {a + b : a in x, b in y} of bit masks of small numbers. */
static uint32_t
sum_sets(uint32_t x, uint32_t y)
{
	uint32_t out = 0;
	int a;

	for (a = 0; a < 32; a++)
		if (x >> a & 1)
			out |= y << a;
	return out;
}

/* The condition of one walk of ways(): suit condition, pattern slots. */
static int walk_suit;
static int walk_patterned; /* 1: the lengths must be the slots' */
static int walk_nslots;
static int walk_slot[SLOTS_MAX];
static uint32_t walk_gen;

/*
 * The numbers of wild twos (a bit mask) with which the cards of mask can
 * be cut whole into melds meeting the walk's suit condition, using the
 * pattern slots not in used, every slot by the end (no pattern: any
 * lengths).  0 when there is no way.
 */
static uint32_t
ways(unsigned mask, unsigned used)
{
	unsigned all = (1u << walk_nslots) - 1;
	uint32_t res = 0;
	int i, k;

	if (mask == 0)
		return used == all ? 1u : 0u;
	if (walk_patterned && used == all)
		return 0;
	if (out_stamp[mask][used] == walk_gen)
		return out_val[mask][used];
	i = __builtin_ctz(mask);
	for (k = H.first[i]; k < H.first[i + 1]; k++) {
		unsigned m = H.mask[k], nused = used;
		uint32_t w = H.wset[k][walk_suit], rest;
		if ((m & ~mask) || (H.later_copy[k] & mask) || w == 0)
			continue;
		if (walk_patterned) {
			int j, len = __builtin_popcount(m);
			for (j = 0; j < walk_nslots; j++)
				if (!(used >> j & 1) && walk_slot[j] == len)
					break;
			if (j == walk_nslots)
				continue;
			nused |= 1u << j;
		}
		rest = ways(mask & ~m, nused);
		if (rest != 0)
			res |= sum_sets(w, rest);
	}
	out_stamp[mask][used] = walk_gen;
	out_val[mask][used] = res;
	return res;
}

/*
 * Fill W.got[..][s] for the loaded hand and g's patterns: for the whole
 * hand and the hand less each card, one walk per pattern (or one with no
 * pattern).  A suit condition s < ANY_SUIT is skipped (left empty) for a
 * mask holding a card that can only be natural and is of another suit.
 */
static void
walk_suit_condition(const kl_fam_goal *g, int s)
{
	int n = H.n, npat = g->npatterns, p, d;
	unsigned full = (1u << n) - 1;

	if (npat > KL_FAM_PATTERNS_MAX)
		npat = KL_FAM_PATTERNS_MAX;
	for (d = 0; d <= n; d++)
		W.got[d][s] = 0;
	for (p = 0; p < (npat > 0 ? npat : 1); p++) {
		walk_suit = s;
		walk_patterned = npat > 0;
		walk_nslots = 0;
		if (npat > 0) {
			/* the lengths up to the first 0; more than SLOTS_MAX
			 * of them cannot fit in one hand */
			int k = 0;
			while (k < KL_FAM_MELDS_MAX + 1 && g->pattern[p][k] != 0)
				k++;
			if (k > SLOTS_MAX)
				continue;
			for (walk_nslots = 0; walk_nslots < k; walk_nslots++)
				walk_slot[walk_nslots] =
				    g->pattern[p][walk_nslots];
		}
		walk_gen = next_generation();
		for (d = 0; d <= n; d++) {
			unsigned mask = d == n ? full : full & ~(1u << d);
			if (s != ANY_SUIT && (H.only_suits[mask] & ~(1 << s)))
				continue;
			W.got[d][s] |= ways(mask, 0);
		}
	}
	W.done[s] = 1;
}

int
ref_fam_out(const kl_fam_cards *r, const kl_card *cards, int n,
            int discard, const kl_fam_goal *g)
{
	unsigned full;
	int d, s, best = 0, have = 0;

	if (!ref_fam_hand_ok(r, cards, n) || (discard && n == 0))
		return -2;
	load_hand(r, cards, n);
	full = (1u << n) - 1;
	/* the walks depend on the hand and the patterns only: reuse them */
	if (!W.valid || W.npatterns != g->npatterns ||
	    memcmp(W.pattern, g->pattern, sizeof(W.pattern)) != 0) {
		W.valid = 1;
		W.npatterns = g->npatterns;
		memcpy(W.pattern, g->pattern, sizeof(W.pattern));
		memset(W.done, 0, sizeof(W.done));
	}
	/* the one-suit conditions only matter for a bonus */
	for (s = 0; s <= ANY_SUIT; s++)
		if (!W.done[s] && (s == ANY_SUIT || g->one_suit_bonus != 0))
			walk_suit_condition(g, s);
	for (d = 0; d <= n; d++) {
		unsigned mask = d == n ? full : full & ~(1u << d);
		int jokers = 0, value = 0, i, w;
		if ((d == n) == (discard != 0))
			continue; /* d = n is no discard */
		for (i = 0; i < n; i++)
			if (mask >> i & 1) {
				jokers += H.cards[i] == KL_JOKER;
				value += H.value[i];
			}
		for (s = 0; s <= ANY_SUIT; s++) {
			if (s != ANY_SUIT && g->one_suit_bonus == 0)
				continue;
			for (w = 0; w < 32; w++) {
				int worth, no_wild = jokers == 0 && w == 0;
				if (!(W.got[d][s] >> w & 1))
					continue;
				worth = g->base + g->per_joker * jokers +
				        g->per_wild_two * w +
				        (no_wild ? g->no_wild_bonus : 0) +
				        (s != ANY_SUIT ? g->one_suit_bonus : 0) +
				        g->per_value * value;
				if (!have || worth > best) {
					best = worth;
					have = 1;
				}
			}
		}
	}
	return have ? best : -1;
}

/* ---- arrangements ---- */

int
ref_fam_worth(const kl_fam_cards *r, const kl_fam_goal *g,
              const kl_fam_arr *a)
{
	int m, i, jokers = 0, twos = 0, value = 0, suits = 0;

	for (m = 0; m < a->nmelds; m++)
		for (i = 0; i < a->melds[m].n; i++) {
			kl_card c = a->melds[m].cards[i];
			value += card_value(r, c);
			if (c == KL_JOKER)
				jokers++;
			else if (a->melds[m].wild[i])
				twos++;
			else
				suits |= 1 << kl_card_suit(c);
		}
	return g->base + g->per_joker * jokers + g->per_wild_two * twos +
	       (jokers == 0 && twos == 0 ? g->no_wild_bonus : 0) +
	       ((suits & (suits - 1)) == 0 ? g->one_suit_bonus : 0) +
	       g->per_value * value;
}

/* Write a formatted reason into why (if not NULL) and return 0. */
static int
reject(char *why, size_t size, const char *fmt, ...)
{
	va_list ap;

	if (why != NULL && size > 0) {
		va_start(ap, fmt);
		vsnprintf(why, size, fmt, ap);
		va_end(ap);
	}
	return 0;
}

/* 1 if the meld lengths of a, as a multiset, are those of pattern p. */
static int
lengths_match(const kl_fam_arr *a, const uint8_t *pattern)
{
	int want[KL_FAM_HAND_MAX + 1] = { 0 }, i, k = 0;

	for (i = 0; i < KL_FAM_MELDS_MAX + 1 && pattern[i] != 0; i++, k++)
		if (pattern[i] <= KL_FAM_HAND_MAX)
			want[pattern[i]]++;
		else
			return 0;
	if (k != a->nmelds)
		return 0;
	for (i = 0; i < a->nmelds; i++)
		if (--want[a->melds[i].n] < 0)
			return 0;
	return 1;
}

int
ref_fam_check_arr(const kl_fam_cards *r, const kl_card *cards, int n,
                  int discard, const kl_fam_arr *a, const kl_fam_goal *g,
                  char *why, size_t whysize)
{
	int count[KL_JOKER + 1] = { 0 }, i, m, dead = 0;

	if (a->nmelds < 0 || a->nmelds > KL_FAM_MELDS_MAX ||
	    a->nunmatched < 0 || a->nunmatched > KL_FAM_HAND_MAX)
		return reject(why, whysize, "%d melds and %d unmatched cards",
		              a->nmelds, a->nunmatched);
	for (i = 0; i < n; i++)
		count[cards[i]]++;
	for (m = 0; m < a->nmelds; m++) {
		const kl_fam_meld *ml = &a->melds[m];
		char text[96];
		int ok;
		if (ml->n < 1 || ml->n > KL_FAM_HAND_MAX)
			return reject(why, whysize, "meld %d has %d cards", m,
			              ml->n);
		ref_fam_text(ml->cards, ml->n, text, sizeof(text));
		if (ml->kind == KL_MELD_SET)
			ok = ref_fam_set_ok(r, ml->cards, ml->wild, ml->n);
		else if (ml->kind == KL_MELD_RUN)
			ok = ref_fam_run_ok(r, ml->cards, ml->wild, ml->n, 1);
		else
			return reject(why, whysize, "meld %d (%s) of kind %d", m,
			              text, ml->kind);
		if (!ok) {
			char marks[KL_FAM_HAND_MAX + 1];
			for (i = 0; i < ml->n; i++)
				marks[i] = ml->wild[i] ? 'w' : '-';
			marks[ml->n] = '\0';
			return reject(why, whysize,
			              "meld %d (%s, wild marks %s) is no %s in "
			              "that order", m, text, marks,
			              ml->kind == KL_MELD_SET ? "set" : "run");
		}
		for (i = 0; i < ml->n; i++)
			if (ml->cards[i] > KL_JOKER || --count[ml->cards[i]] < 0)
				return reject(why, whysize, "meld %d (%s) "
				              "shows a card the hand does not hold",
				              m, text);
	}
	for (i = 0; i < a->nunmatched; i++) {
		if (a->unmatched[i] > KL_JOKER || --count[a->unmatched[i]] < 0)
			return reject(why, whysize, "an unmatched card the hand "
			              "does not hold");
		dead += card_value(r, a->unmatched[i]);
	}
	if (discard) {
		if (a->discard > KL_JOKER || --count[a->discard] < 0)
			return reject(why, whysize, "the discard %d is not "
			              "a card of the hand", a->discard);
	} else if (a->discard != KL_NO_CARD) {
		return reject(why, whysize, "a discard without discarding");
	}
	for (i = 0; i <= KL_JOKER; i++)
		if (count[i] != 0)
			return reject(why, whysize, "card %d shown %d times too "
			              "few", i, count[i]);
	if (a->deadwood != dead)
		return reject(why, whysize, "deadwood %d, but the unmatched "
		              "cards count %d", a->deadwood, dead);
	if (g != NULL) {
		if (a->nunmatched != 0)
			return reject(why, whysize, "going out with %d cards "
			              "unmatched", a->nunmatched);
		if (g->npatterns > 0) {
			int p, ok = 0;
			for (p = 0; p < g->npatterns && !ok; p++)
				ok = lengths_match(a, g->pattern[p]);
			if (!ok)
				return reject(why, whysize, "the meld lengths "
				              "are no pattern of the goal");
		}
	}
	return 1;
}

void
ref_fam_text(const kl_card *cards, int n, char *buf, size_t size)
{
	size_t o = 0;
	int i;

	if (size == 0)
		return;
	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		char name[KL_CARD_NAME_MAX];
		kl_card_name(cards[i], KL_STYLE_ASCII, name, sizeof(name));
		o += (size_t)snprintf(buf + (o < size ? o : size - 1),
		                      o < size ? size - o : 1, "%s%s",
		                      i > 0 ? " " : "", name);
	}
}

void
ref_fam_arr_text(const kl_fam_arr *a, char *buf, size_t size)
{
	size_t o = 0;
	int m, i;

	if (size == 0)
		return;
	buf[0] = '\0';
	for (m = 0; m < a->nmelds && m < KL_FAM_MELDS_MAX; m++) {
		o += (size_t)snprintf(buf + (o < size ? o : size - 1),
		                      o < size ? size - o : 1, "%s",
		                      a->melds[m].kind == KL_MELD_SET ? "set(" :
		                      "run(");
		for (i = 0; i < a->melds[m].n && i < KL_FAM_HAND_MAX; i++) {
			char name[KL_CARD_NAME_MAX];
			kl_card_name(a->melds[m].cards[i], KL_STYLE_ASCII, name,
			             sizeof(name));
			o += (size_t)snprintf(buf + (o < size ? o : size - 1),
			                      o < size ? size - o : 1, "%s%s%s",
			                      i > 0 ? " " : "", name,
			                      a->melds[m].wild[i] ? "*" : "");
		}
		o += (size_t)snprintf(buf + (o < size ? o : size - 1),
		                      o < size ? size - o : 1, ") ");
	}
	o += (size_t)snprintf(buf + (o < size ? o : size - 1),
	                      o < size ? size - o : 1, "unmatched(");
	for (i = 0; i < a->nunmatched && i < KL_FAM_HAND_MAX; i++) {
		char name[KL_CARD_NAME_MAX];
		kl_card_name(a->unmatched[i], KL_STYLE_ASCII, name, sizeof(name));
		o += (size_t)snprintf(buf + (o < size ? o : size - 1),
		                      o < size ? size - o : 1, "%s%s",
		                      i > 0 ? " " : "", name);
	}
	o += (size_t)snprintf(buf + (o < size ? o : size - 1),
	                      o < size ? size - o : 1, ")");
	if (a->discard != KL_NO_CARD) {
		char name[KL_CARD_NAME_MAX];
		kl_card_name(a->discard, KL_STYLE_ASCII, name, sizeof(name));
		snprintf(buf + (o < size ? o : size - 1), o < size ? size - o : 1,
		         " discard %s", name);
	}
}
