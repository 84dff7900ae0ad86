/*
 * kl_solver_arr.c - the solver's last step: the best cores the search
 * found, written out as an arrangement (melds with their jokers placed,
 * the unmatched cards, the discard), and kl_solve, which runs it all
 * (kl_solver_int.h).
 */
#include "kl_solver_int.h"

#include <string.h>

/* The internal suit of the hand's suit t. */
static int
internal_suit(const search *s, int t)
{
	return s->internal[t];
}

/* Write one core as a meld, with `jokers` jokers placed. */
static void
write_meld(const search *s, const core *c, int jokers, kl_meld *m)
{
	int t, p, n = 0;
	unsigned held;

	if (c->kind == KL_MELD_SET) {
		m->kind = KL_MELD_SET;
		/* in the hand's suit order, without a branch per suit: the
		 * card of each suit written, kept where the set holds it
		 * (the place after the last one is 0 again) */
		for (t = 0; t < KL_SUITS; t++) {
			m->cards[n] = kl_card_make(t, c->lo);
			n += (int)((c->mask >> (internal_suit(s, t) * 16 +
			                        c->lo)) & 1);
		}
		m->cards[n] = 0;
		for (t = 0; t < jokers; t++)
			m->cards[n++] = KL_JOKER;
	} else {
		int ext = jokers, lo = c->lo, hi = c->hi;
		/* jokers beyond the gaps go above, then below */
		ext -= (hi - lo + 1) - c->n;
		while (ext > 0 && hi < s->hi_bound && hi - lo + 1 < s->maxlen) {
			hi++;
			ext--;
		}
		while (ext > 0 && lo > s->lo_bound) {
			lo--;
			ext--;
		}
		m->kind = KL_MELD_RUN;
		/* the positions of the core's naturals (the ace at 0 and 13,
		 * the core's span telling which), a natural or a joker at
		 * each place without a branch */
		held = LANE(c->mask, c->suit);
		held = (held | (held & 1u) << 13) &
		       ((2u << c->hi) - (1u << c->lo));
		for (p = lo; p <= hi; p++) {
			kl_card nat = kl_card_make(s->suit_of[c->suit],
			                           pos_rank(p));
			m->cards[n++] = (held >> p) & 1u ? nat : KL_JOKER;
		}
	}
	m->n = n;
}

/* Sort key of a core: its lowest natural's position, then its suit (the
 * hand's suits). */
static int
core_key(const search *s, const core *c)
{
	if (c->kind == KL_MELD_SET) {
		int t = 0;
		while (!(c->mask & BIT(internal_suit(s, t), c->lo)))
			t++;
		return c->lo * 4 + t;
	}
	return c->lo * 4 + s->suit_of[c->suit];
}

static const kl_arrangement no_arrangement;
_Static_assert(sizeof(((search *)0)->best_chosen) >=
               KL_MELDS_MAX * sizeof(const core *),
               "kl_solve copies KL_MELDS_MAX of the best cores");

int
kl_solve(const kl_rules *rules, const kl_hand *h, int discard,
         kl_arrangement *out)
{
	search s;
	kl_card *un;
	const core *cores[KL_MELDS_MAX];
	int jk[KL_MELDS_MAX];
	int d, i, nun = 0, extra, sum, free_j;
	uint64_t u1, u2, m1, m2;

	d = kl_solver_search(rules, h, discard, 1, &s);
	if (d < 0)
		return d;
	/* every byte 0 first: a copy of an empty arrangement, which the
	 * compiler makes a few moves (a memset of this size becomes a string
	 * instruction, slow to start) */
	*out = no_arrangement;
	/* each core gets the jokers it needs, the extras go where they fit
	 * (the cores copied whole: a copy of a fixed size is a few moves) */
	memcpy(cores, s.best_chosen, sizeof(cores));
	extra = s.best_jokers;
	for (i = 0; i < s.best_nchosen; i++)
		extra -= cores[i]->need;
	for (i = 0; i < s.best_nchosen; i++) {
		int add = extra < cores[i]->spare ? extra : cores[i]->spare;
		extra -= add;
		jk[i] = cores[i]->need + add;
	}
	/* melds in the order of their lowest card: position, then suit */
	for (i = 1; i < s.best_nchosen; i++) {
		int k = i;
		while (k > 0 &&
		       core_key(&s, cores[k]) < core_key(&s, cores[k - 1])) {
			const core *tc = cores[k];
			int tj = jk[k];
			cores[k] = cores[k - 1];
			jk[k] = jk[k - 1];
			cores[k - 1] = tc;
			jk[k - 1] = tj;
			k--;
		}
	}
	for (i = 0; i < s.best_nchosen; i++)
		write_meld(&s, cores[i], jk[i], &out->melds[out->nmelds++]);
	/* the unmatched naturals: the hand less the melded ones, in display
	 * order (suit, then rank, as the bits run), with the jokers not
	 * melded after them; the discard is the most valuable (the last of
	 * them in that order) */
	u1 = s.all;
	u2 = s.all2;
	for (i = 0; i < s.best_nchosen; i++) {
		uint64_t m = s.best_chosen[i]->mask, t = u2 & m;
		u2 ^= t;
		u1 ^= m & ~t;
	}
	m1 = u1;
	m2 = u2;
	if (s.laid_out) {
		/* back to the hand's suits */
		m1 = m2 = 0;
		for (i = 0; i < KL_SUITS; i++) {
			m1 |= (uint64_t)LANE(u1, i) << (s.suit_of[i] * 16);
			m2 |= (uint64_t)LANE(u2, i) << (s.suit_of[i] * 16);
		}
	}
	/* the discard first: the most valuable unmatched card, the last of
	 * them in display order, a joker left out when it is worth as much
	 * (the jokers come after the naturals); one copy of it is taken out
	 * of the unmatched cards */
	free_j = h->jokers - s.best_jokers;
	out->discard = KL_NO_CARD;
	if (discard) {
		int top = m1 != 0 ? lane_top(&s, lanes_or(m1)) : -1;
		if (free_j > 0 && s.jv >= top) {
			out->discard = KL_JOKER;
			free_j--;
		} else if (m1 != 0) {
			/* the ranks worth top: a pip card's rank is its
			 * value less one; the ace and the courts as ruled */
			unsigned ranks = (top >= 2 && top <= 10 ?
			                  1u << (top - 1) : 0u) |
			                 (s.val[0] == top ? 1u : 0u) |
			                 (s.val[10] == top ? 0x1c00u : 0u);
			int b = 63 - __builtin_clzll(m1 & LANES(ranks));
			uint64_t bit = UINT64_C(1) << b;
			out->discard = kl_card_make(b >> 4, b & 15);
			if (m2 & bit)
				m2 &= ~bit;
			else
				m1 &= ~bit;
		}
	}
	sum = set_value(&s, m1) + set_value(&s, m2) + free_j * s.jv;
	/* written in place, in display order (suit, then rank, as the bits
	 * run), the jokers after them; the places after the last card stay
	 * 0 */
	un = out->unmatched;
	for (; m1; m1 &= m1 - 1) {
		int b = __builtin_ctzll(m1);
		int dup = (int)((m2 >> b) & 1);
		kl_card c = kl_card_make(b >> 4, b & 15);
		/* a card held twice fills two places (the second is
		 * overwritten next when it is held once; never past the
		 * hand's last card, so within the array) */
		un[nun] = c;
		un[nun + dup] = c;
		nun += 1 + dup;
	}
	for (i = 0; i < free_j; i++)
		un[nun++] = KL_JOKER;
	out->nunmatched = nun;
	out->deadwood = sum;
	return d;
}
