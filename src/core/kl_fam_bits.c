/* kl_fam_bits.c - the family solver's search for one pack without wild
 * cards: the hand as a set of bits (see kl_fam_int.h). */
#include <string.h>

#include "kl_bits.h"
#include "kl_fam_int.h"

/*
 * With one pack and no wild card (Boat House, Phỏm, Nowrang, Queen City)
 * every card is held once, so a hand is a set of bits, 16 a suit, a bit a
 * rank, and the search is gin's (kl_gin.c): every meld the hand holds is
 * listed as such a set (sets of 3 and 4 of a rank; runs through every
 * window of the suit's places the ace rules allow, every length), an
 * arrangement is a family of melds no two of which share a card, and a
 * walk adds the melds in the order listed.  For the least deadwood a
 * family is worth the value of the cards it leaves (less the most
 * valuable, with a discard); going out, a family that leaves no card (or
 * the one discarded) and whose lengths are a pattern is worth what the
 * goal says.  Every sub-run and every set of 3 of a set of 4 is listed,
 * so a family leaving one card to discard is met whenever a family
 * melding every card could give one up.
 */
#define PK_MELDS 320

typedef struct pk_search {
	const kl_fam_cards *r;
	const kl_fam_goal *g;       /* going out, else NULL */
	int discard;
	uint64_t all;
	int total;                  /* the value of all */
	int maxlen;                 /* the longest meld listed */
	int nmelds;
	uint64_t meld[PK_MELDS];
	int value[PK_MELDS];
	uint8_t len[PK_MELDS];
	int8_t start[PK_MELDS];     /* a run: its first place; a set: -1 */
	int lens[KL_FAM_HAND_MAX + 1];
	int best;                   /* the least deadwood, or the most worth
	                               (-1: no going out) */
	int ub;                     /* going out: the most it can be worth */
	int nchosen;
	uint8_t chosen[KL_FAM_MELDS_MAX + 1];
	int best_nchosen;
	uint8_t best_chosen[KL_FAM_MELDS_MAX + 1];
	uint64_t best_rest;         /* going out: the card discarded, or 0 */
} pk_search;

#define PK_BIT(su, rk) (UINT64_C(1) << (16 * (su) + (rk)))

/* The value of the card at bit b under r. */
static int
pk_value(const kl_fam_cards *r, int b)
{
	return r->value[b & 15];
}

/* The value of the cards of m, and the most valuable one's into *top. */
static int
pk_mask_value(const kl_fam_cards *r, uint64_t m, int *top)
{
	int v = 0, t = 0, x;

	for (; m != 0; m &= m - 1) {
		x = pk_value(r, __builtin_ctzll(m));
		v += x;
		t = x > t ? x : t;
	}
	if (top != NULL)
		*top = t;
	return v;
}

/* List meld m (len cards of value value; a run from place start, a set
 * with start -1), unless it is longer than a going out may use or the
 * list is full (which the hands of KL_FAM_HAND_MAX cards never fill). */
static void
pk_add(pk_search *s, uint64_t m, int value, int len, int start)
{
	if (s->nmelds >= PK_MELDS || len > s->maxlen)
		return;
	s->meld[s->nmelds] = m;
	s->value[s->nmelds] = value;
	s->len[s->nmelds] = (uint8_t)len;
	s->start[s->nmelds++] = (int8_t)start;
}

/* The rank at place p of a run under the ace rules of r (places 0..13:
 * the ace low, two .. king, the ace high; around the corner the places
 * go on as 13 + p). */
static int
pk_rank(const kl_fam_cards *r, int p)
{
	if (r->ace == KL_FAM_ACE_HIGH)
		return p == KL_RANKS - 1 ? 0 : p + 1;
	return p >= KL_RANKS ? p - KL_RANKS : p;
}

/* Every set and run of the cards of s->all. */
static void
pk_melds(pk_search *s)
{
	const kl_fam_cards *r = s->r;
	uint64_t all = s->all, x;
	unsigned a = (unsigned)(all & 0x1fff), b = (unsigned)(all >> 16 & 0x1fff),
	         c = (unsigned)(all >> 32 & 0x1fff), d = (unsigned)(all >> 48 & 0x1fff);
	unsigned three = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d);
	int su, p, l, places;

	s->nmelds = 0;
	if (r->sets == KL_FAM_NO_SETS)
		three = 0;
	for (; three != 0; three &= three - 1) {
		int rank = __builtin_ctz(three);
		uint64_t col = all & (UINT64_C(0x0001000100010001) << rank);
		int v = r->value[rank];
		if (kl_bits64(col) == 4) {
			pk_add(s, col, 4 * v, 4, -1);
			for (x = col; x != 0; x &= x - 1)
				pk_add(s, col & ~(x & -x), 3 * v, 3, -1);
		} else {
			pk_add(s, col, 3 * v, 3, -1);
		}
	}
	/* a suit's cards by place (see pk_rank): ace low only, high only,
	 * both ends, or around the corner (two turns of the suit side by
	 * side, runs starting in the first) */
	for (su = 0; su < KL_SUITS; su++) {
		unsigned lane = (unsigned)(all >> (16 * su)) & 0x1fff;
		uint32_t pl, starts;
		if (kl_bits64(lane) < 3)
			continue;
		switch (r->ace) {
		case KL_FAM_ACE_HIGH:
			pl = lane >> 1 | (lane & 1) << 12;
			places = KL_RANKS;
			break;
		case KL_FAM_ACE_EITHER:
			pl = lane | (lane & 1) << 13;
			places = 14;
			break;
		case KL_FAM_ACE_AROUND:
			pl = lane | lane << 13;
			places = 2 * KL_RANKS;
			break;
		default:
			pl = lane;
			places = KL_RANKS;
			break;
		}
		starts = pl & pl >> 1 & pl >> 2;
		if (r->ace == KL_FAM_ACE_AROUND)
			starts &= 0x1fff;
		for (; starts != 0; starts &= starts - 1) {
			uint64_t m = 0;
			int v = 0, rk;
			p = __builtin_ctz(starts);
			for (l = 0; p + l < places && l < KL_RANKS &&
			            (pl >> (p + l) & 1); l++) {
				rk = pk_rank(r, p + l);
				m |= PK_BIT(su, rk);
				v += r->value[rk];
				/* around the corner all thirteen are one run,
				 * listed from the first place */
				if (l >= 2 && !(l + 1 == KL_RANKS && p > 0))
					pk_add(s, m, v, l + 1, p);
			}
		}
	}
}

/* Going out: the family chosen leaves rest; weigh it. */
static void
pk_weigh_out(pk_search *s, uint64_t rest)
{
	const kl_fam_goal *g = s->g;
	uint64_t melded = s->all & ~rest;
	int w, k, lane = 0;

	if ((rest != 0) != s->discard || (rest & (rest - 1)) != 0 ||
	    !kl_fam_pattern_fits(g, s->lens, 1))
		return;
	w = g->base + g->no_wild_bonus +
	    g->per_value * (s->total - pk_mask_value(s->r, rest, NULL));
	for (k = 0; k < KL_SUITS; k++)
		lane += (melded >> (16 * k) & 0x1fff) != 0;
	if (lane == 1)
		w += g->one_suit_bonus;
	if (w > s->best) {
		s->best = w;
		s->best_rest = rest;
		s->best_nchosen = s->nchosen;
		memcpy(s->best_chosen, s->chosen, sizeof(s->chosen));
	}
}

/* Weigh the family chosen so far (its melds hold the cards of used, of
 * value melded), then every family that adds melds from the from-th on. */
static void
pk_walk(pk_search *s, int from, uint64_t used, int melded)
{
	uint64_t rest = s->all & ~used;
	int i, d, top;

	if (s->g != NULL) {
		pk_weigh_out(s, rest);
		if (rest == 0 || s->best >= s->ub)
			return;
	} else if (!s->discard || rest != 0) {
		d = s->total - melded;
		if (s->discard) {
			pk_mask_value(s->r, rest, &top);
			d -= top;
		}
		if (d < s->best) {
			s->best = d;
			s->best_nchosen = s->nchosen;
			memcpy(s->best_chosen, s->chosen, sizeof(s->chosen));
		}
		if (s->best == 0)
			return;
	}
	if (s->nchosen > KL_FAM_MELDS_MAX)
		return;
	for (i = from; i < s->nmelds; i++) {
		if (s->meld[i] & used)
			continue;
		if (s->g != NULL) {
			s->lens[s->len[i]]++;
			if (!kl_fam_pattern_fits(s->g, s->lens, 0)) {
				s->lens[s->len[i]]--;
				continue;
			}
		}
		s->chosen[s->nchosen++] = (uint8_t)i;
		pk_walk(s, i + 1, used | s->meld[i], melded + s->value[i]);
		s->nchosen--;
		if (s->g != NULL)
			s->lens[s->len[i]]--;
		if (s->g == NULL ? s->best == 0 : s->best >= s->ub)
			return;
	}
}

/* The best family of s into *out: the melds by their first place (a set
 * by its rank's; then by suit), runs in sequence, sets and the unmatched cards in display
 * order; the discard (going out: the card left; else the last of the most
 * valuable cards left). */
static void
pk_write(const pk_search *s, kl_fam_arr *out)
{
	int idx[KL_FAM_MELDS_MAX + 1], key[KL_FAM_MELDS_MAX + 1];
	uint64_t rest = s->all, t;
	int i, k, n = s->best_nchosen;

	memset(out, 0, sizeof(*out));
	for (i = 0; i < n; i++) {
		int m = s->best_chosen[i], b = __builtin_ctzll(s->meld[m]);
		/* a run by its first place, a set by its rank's */
		int place = s->start[m] >= 0 ? s->start[m] :
		            s->r->ace == KL_FAM_ACE_HIGH ?
		            ((b & 15) == 0 ? KL_RANKS - 1 : (b & 15) - 1) :
		            (b & 15);
		int kx = place * 4 + (b >> 4);
		for (k = i; k > 0 && key[k - 1] > kx; k--) {
			idx[k] = idx[k - 1];
			key[k] = key[k - 1];
		}
		idx[k] = m;
		key[k] = kx;
		rest &= ~s->meld[m];
	}
	for (i = 0; i < n && i < KL_FAM_MELDS_MAX; i++) {
		int m = idx[i], su = __builtin_ctzll(s->meld[m]) >> 4;
		kl_fam_meld *ml = &out->melds[out->nmelds++];
		ml->n = s->len[m];
		if (s->start[m] < 0) {
			ml->kind = KL_MELD_SET;
			k = 0;
			for (t = s->meld[m]; t != 0; t &= t - 1) {
				int b = __builtin_ctzll(t);
				ml->cards[k++] = kl_card_make(b >> 4, b & 15);
			}
			kl_cards_sort(ml->cards, (size_t)ml->n);
		} else {
			ml->kind = KL_MELD_RUN;
			for (k = 0; k < ml->n; k++)
				ml->cards[k] = kl_card_make(su,
				    pk_rank(s->r, s->start[m] + k));
		}
	}
	if (s->g != NULL) {
		out->discard = KL_NO_CARD;
		if (s->best_rest != 0) {
			int b = __builtin_ctzll(s->best_rest);
			out->discard = kl_card_make(b >> 4, b & 15);
		}
		return;
	}
	for (t = rest; t != 0; t &= t - 1) {
		int b = __builtin_ctzll(t);
		out->unmatched[out->nunmatched++] = kl_card_make(b >> 4, b & 15);
	}
	kl_cards_sort(out->unmatched, (size_t)out->nunmatched);
	out->discard = KL_NO_CARD;
	kl_fam_unmatched_out(s->r, s->discard, out);
}

/* Set up s for cards[0..n-1] and list its melds; -1 for cards r
 * refuses (as count_cards: too many, none to discard, a card that is
 * no card of the pack, a joker, a card twice). */
static int
pk_start(pk_search *s, const kl_fam_cards *r, const kl_fam_goal *g,
         const kl_card *cards, int n, int discard)
{
	uint64_t bit;
	int i;

	if (n < 0 || n > KL_FAM_HAND_MAX || (discard && n < 1))
		return -1;
	s->r = r;
	s->g = g;
	s->discard = discard;
	s->all = 0;
	s->total = 0;
	for (i = 0; i < n; i++) {
		if (cards[i] >= KL_NATURALS)
			return -1;
		bit = PK_BIT(kl_card_suit(cards[i]), kl_card_rank(cards[i]));
		if (s->all & bit)
			return -1;
		s->all |= bit;
		s->total += r->value[kl_card_rank(cards[i])];
	}
	s->maxlen = kl_fam_longest(g);
	memset(s->lens, 0, sizeof(s->lens));
	s->nchosen = s->best_nchosen = 0;
	s->best_rest = 0;
	s->best = g != NULL ? -1 : KL_FAM_INF;
	if (g != NULL) {
		/* the most a way out can be worth: every card melded but the
		 * least valuable (with a discard), all of one suit */
		int least = KL_FAM_INF;
		for (i = 0; i < n; i++)
			if (r->value[kl_card_rank(cards[i])] < least)
				least = r->value[kl_card_rank(cards[i])];
		s->ub = g->base + g->no_wild_bonus +
		        (g->one_suit_bonus > 0 ? g->one_suit_bonus : 0) +
		        (g->per_value > 0 ? g->per_value *
		         (s->total - (discard ? least : 0)) : 0);
	}
	pk_melds(s);
	return 0;
}

int
kl_fam_bits_deadwood(const kl_fam_cards *r, const kl_card *cards, int n,
                     int discard, kl_fam_arr *out)
{
	pk_search p;

	if (pk_start(&p, r, NULL, cards, n, discard) < 0)
		return -1;
	pk_walk(&p, 0, 0, 0);
	if (out != NULL)
		pk_write(&p, out);
	return p.best;
}

int
kl_fam_bits_out(const kl_fam_cards *r, const kl_card *cards, int n,
                int discard, const kl_fam_goal *g, kl_fam_arr *out)
{
	pk_search p;

	if (pk_start(&p, r, g, cards, n, discard) < 0)
		return -2;
	pk_walk(&p, 0, 0, 0);
	if (p.best >= 0 && out != NULL)
		pk_write(&p, out);
	return p.best;
}
