/*
 * kl_mopen_hand.c - the hand as the opening solver of the melding games
 * reads it (kl_mopen_int.h): checked, its natural cards numbered by rank
 * then suit with what the walk asks of each (its mates, the naturals
 * near it in its suit, which are dead), and the values of melds under
 * the game's rules, kept while the rules stay.  Shared by the solver of
 * kl_mopen.c and its wide build (kl_mopen_wide.c): nothing here depends
 * on the width of a table's row.
 */
#include "kl_mopen.h"

#include <string.h>

#include "kl_mopen_int.h"

/* A card's opening value by rank, the ace aside (2-10 face, J/Q/K 10). */
static int
rank_value(int rank)
{
	return rank >= KL_TEN ? 10 : rank + 1;
}

int
kl_mg_card_value(const kl_mg_rules *rules, kl_card c, int where)
{
	if (kl_card_rank(c) != KL_ACE)
		return rank_value(kl_card_rank(c));
	switch (where) {
	case 0:
		return rules->ace_set_open;
	case 1:
		return rules->ace_low_open;
	default:
		return rules->ace_high_open;
	}
}

/* kl_mopen_int.h */
int
mo_solo_meld(const mo_search *s, kl_card x, int k, mo_meld *out)
{
	const kl_mg_rules *r = s->r;
	int len = k + 1, best = MO_NONE, a, pc, npc = 0, pcs[2];

	memset(out, 0, sizeof(*out));
	out->used = s->copies[x] & (~s->copies[x] + 1u);
	out->jokers = k;
	if (!r->jokers_half && len <= 4 &&
	    (r->set_jokers < 0 || k <= r->set_jokers)) {
		best = len * s->setval[kl_card_rank(x)];
		out->kind = KL_MG_SET;
		out->rank = kl_card_rank(x);
		out->suit = kl_card_suit(x);
	}
	if (r->jokers_half || len > KL_RANKS)
		goto done;
	pcs[npc++] = kl_card_rank(x);
	if (s->corner)
		pcs[0] += KL_RANKS;
	else if (kl_card_rank(x) == KL_ACE && s->positions == 14)
		pcs[npc++] = 13;
	for (; npc > 0; npc--) {
		pc = pcs[npc - 1];
		for (a = pc - len + 1; a <= pc; a++) {
			int v;
			if (a < 0 || (!s->corner && a + len > s->positions))
				continue;
			v = mo_window_value(s, a, len);
			if (v > best) {
				best = v;
				out->kind = KL_MG_RUN;
				out->suit = kl_card_suit(x);
				out->start = a;
				out->len = len;
			}
		}
	}
done:
	out->value = best;
	return best;
}

/* The values of melds under rules into s (positions, corner, posval,
 * setval, pre, first), worked out only where the rules differ from the
 * last hand's of s (s->vals), and the solo melds by rank into
 * s->vals.solo. */
static void
values_of(const kl_mg_rules *rules, mo_search *s)
{
	mo_values *v = &s->vals;
	int i, rk;

	if (!v->ok || v->ace != rules->ace || v->ace_low != rules->ace_low_open ||
	    v->ace_high != rules->ace_high_open ||
	    v->ace_set != rules->ace_set_open ||
	    v->jokers_half != rules->jokers_half ||
	    v->set_jokers != rules->set_jokers) {
		s->corner = rules->ace == KL_MG_ACE_CORNER;
		s->positions = rules->ace == KL_MG_ACE_BOTH ? 14 : 13;
		for (rk = 1; rk < KL_RANKS; rk++) {
			s->posval[rk] = rank_value(rk);
			s->setval[rk] = rank_value(rk);
		}
		s->posval[0] = rules->ace_low_open;
		s->posval[13] = rules->ace_high_open;
		s->setval[KL_ACE] = rules->ace_set_open;
		/* round the corner the ace first is low, anywhere else high */
		s->pre[0] = 0;
		for (i = 0; i < 3 * KL_RANKS; i++) {
			int pv = !s->corner ? (i < 14 ? s->posval[i] : 0) :
			         mo_pos_rank(i) != KL_ACE ?
			         s->posval[mo_pos_rank(i)] : s->posval[13];
			s->pre[i + 1] = (int16_t)(s->pre[i] + pv);
			s->first[i] = (int16_t)(s->corner &&
			              mo_pos_rank(i) == KL_ACE ?
			              s->posval[0] - s->posval[13] : 0);
		}
		for (rk = 0; rk < KL_RANKS; rk++)
			for (i = 0; i <= KL_MG_JOKERS_MAX; i++) {
				mo_meld sm;
				v->solo[rk][i] = (int16_t)(i >= 2 &&
				        !rules->jokers_half ?
				        mo_solo_meld(s, kl_card_make(0, rk), i, &sm) :
				        MO_NONE);
			}
		v->ok = 1;
		v->ace = rules->ace;
		v->ace_low = rules->ace_low_open;
		v->ace_high = rules->ace_high_open;
		v->ace_set = rules->ace_set_open;
		v->jokers_half = rules->jokers_half;
		v->set_jokers = rules->set_jokers;
	}
}

/* The natural cards by rank, then suit (rank * 4 + suit: the order the
 * search numbers them in), and back; a joker's code is a bit no natural
 * card has (set_up drops it). */
#define CODE_JOKER 63
static const uint8_t code_of_card[KL_JOKER + 1] = {
	0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 1, 5, 9, 13, 17, 21,
	25, 29, 33, 37, 41, 45, 49, 2, 6, 10, 14, 18, 22, 26, 30, 34, 38, 42,
	46, 50, 3, 7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47, 51, CODE_JOKER
};
static const uint8_t card_of_code[KL_NATURALS] = {
	0, 13, 26, 39, 1, 14, 27, 40, 2, 15, 28, 41, 3, 16, 29, 42, 4, 17, 30,
	43, 5, 18, 31, 44, 6, 19, 32, 45, 7, 20, 33, 46, 8, 21, 34, 47, 9, 22,
	35, 48, 10, 23, 36, 49, 11, 24, 37, 50, 12, 25, 38, 51
};

/*
 * The ranks of each suit whose naturals can meld in a hand without
 * jokers (in3[suit], a bit a rank): those in a run of three of the suit
 * (suit_ranks, the ranks held of each suit) or a set of three (three
 * suits of the rank held, by_code; three copies where suits may repeat,
 * by_rank).  Every rank where the hand holds jokers: with them
 * mo_set_up's own test decides.
 */
static void
in_three(const mo_search *s, const uint32_t *suit_ranks, uint64_t by_code,
         const uint32_t *by_rank, uint32_t *in3)
{
	uint32_t sets = 0, p, t;
	uint64_t c;
	int u, rk;

	if (s->jokers > 0) {
		for (u = 0; u < KL_SUITS; u++)
			in3[u] = ~0u;
		return;
	}
	/* the suits of each rank counted at once, four bits a rank (no
	 * call for a count where the processor has no count instruction):
	 * three or four where the count plus one has its third bit */
	c = (by_code & UINT64_C(0x5555555555555555)) +
	    (by_code >> 1 & UINT64_C(0x5555555555555555));
	c = (c & UINT64_C(0x3333333333333333)) +
	    (c >> 2 & UINT64_C(0x3333333333333333));
	c = (c + UINT64_C(0x1111111111111111)) & UINT64_C(0x4444444444444444);
	for (rk = 0; rk < KL_RANKS; rk++) {
		uint32_t x = by_rank[rk], two = x & (x - 1u);
		uint32_t three = s->r->set_any_suits ? (two & (two - 1u)) != 0 :
		                 (uint32_t)(c >> (KL_SUITS * rk + 2)) & 1u;
		sets |= three << rk;
	}
	for (u = 0; u < KL_SUITS; u++) {
		/* the positions held (the ace again above the king where it
		 * goes there, the ranks again after the king round the
		 * corner), the places of every three in a row, folded back
		 * to ranks */
		p = suit_ranks[u];
		if (s->corner)
			p |= p << KL_RANKS;
		else if (s->positions == 14)
			p |= (p & 1u) << KL_RANKS;
		t = p & (p >> 1) & (p >> 2);
		t |= (t << 1) | (t << 2);
		in3[u] = sets | ((t | (t >> KL_RANKS)) &
		                 ((1u << KL_RANKS) - 1u));
	}
}

/* kl_mopen_int.h */
int
mo_set_up(const kl_mg_rules *rules, const kl_card *cards, int n,
          mo_search *s, kl_error *err)
{
	uint8_t count[KL_JOKER + 1];
	uint64_t held = 0, twice = 0, by_code = 0, b;
	int i, rk, jokers_max = rules->jokers, jokers;
	/* the packs (1 to 4 by the rules; no more copies are numbered) */
	int decks = rules->decks < MO_COPIES_MAX ? rules->decks : MO_COPIES_MAX;

	if (n < 1 || n > KL_MG_HAND_MAX)
		return kl_error_set(err, KL_EINPUT,
			"A hand to meld holds 1 to %d cards, not %d.",
			KL_MG_HAND_MAX, n);
	if (jokers_max > KL_MG_JOKERS_MAX)
		jokers_max = KL_MG_JOKERS_MAX;
	/* every card counted without a branch on what it is, since which
	 * are jokers or second copies is as good as random (a joker as
	 * card KL_JOKER, its code CODE_JOKER, both bits dropped after) */
	memset(count, 0, sizeof(count));
	for (i = 0; i < n; i++) {
		kl_card c = cards[i];
		uint64_t bit;
		if (c > KL_JOKER)
			return kl_error_set(err, KL_EINPUT,
				"The hand holds a card that is no card.");
		bit = UINT64_C(1) << c;
		twice |= held & bit;
		held |= bit;
		count[c]++;
		by_code |= UINT64_C(1) << code_of_card[c];
	}
	jokers = count[KL_JOKER];
	held &= ~(UINT64_C(1) << KL_JOKER);
	twice &= ~(UINT64_C(1) << KL_JOKER);
	by_code &= ~(UINT64_C(1) << CODE_JOKER);
	/* only cards held twice or more can be held too often (any card
	 * where the packs hold none) */
	for (b = decks >= 1 ? twice : held; b != 0; b &= b - 1) {
		int c = __builtin_ctzll(b);
		if (count[c] > decks) {
			char name[KL_CARD_NAME_MAX];
			kl_card_name((kl_card)c, rules->style, name,
			             sizeof(name));
			return kl_error_set(err, KL_EINPUT,
				"The hand holds %s %d times, more often than this game's packs hold it (%d).",
				name, count[c], decks);
		}
	}
	if (jokers > jokers_max)
		return kl_error_set(err, KL_EINPUT,
			"The hand holds %d jokers, more than this game has (%d).",
			jokers, jokers_max);

	/* only what the search reads is set: copies[] of every card (those
	 * of the last hand's cards not in this one cleared), the rest for
	 * the hand's own cards */
	for (b = s->held & ~held; b != 0; b &= b - 1)
		s->copies[__builtin_ctzll(b)] = 0;
	s->held = held;
	s->r = rules;
	s->jokers = jokers;
	s->solo_any = 0;
	s->ndead = 0;
	/* a hole takes a joker and leaves one (jokers_half) or set_jokers
	 * for the meld that takes the card (hole_ok) */
	s->lazy = (rules->jokers_half && s->jokers >= 2) ||
	          (rules->set_jokers >= 0 && s->jokers >= rules->set_jokers + 1);
	values_of(rules, s);
	{
		uint32_t by_suit[KL_SUITS] = { 0 }, by_rank[KL_RANKS] = { 0 };
		uint32_t suit_ranks[KL_SUITS] = { 0 }, in3[KL_SUITS];
		uint32_t below[KL_RANKS + 1], any = 0, near_of[KL_RANKS], dead;
		int x;
		uint8_t *nsuit = s->nsuit, *nrank = s->nrank;
		int reach = s->jokers + 1, m = 0;
		/* a natural may be dead only where no meld of one natural
		 * and jokers exists */
		int solo = !rules->jokers_half && s->jokers >= 2;
		int any_suits = rules->set_any_suits;
		/* numbered by rank, then suit: a set takes cards next to
		 * each other, and the cards left after the ranks below are
		 * the runs' leftovers, so far fewer masks than in display
		 * order; a card's copies side by side */
		for (b = by_code; b != 0; b &= b - 1) {
			int code = __builtin_ctzll(b), k;
			kl_card c = card_of_code[code];
			uint32_t bits;
			rk = code / KL_SUITS;
			k = count[c];
			bits = ((1u << k) - 1u) << m;
			s->copies[c] = bits;
			by_rank[rk] |= bits;
			by_suit[code % KL_SUITS] |= bits;
			suit_ranks[code % KL_SUITS] |= 1u << rk;
			/* its copies (at most four) written as four, the next
			 * card's over those it does not hold: no branch on how
			 * many (one mostly, two as good as at random) */
			_Static_assert(sizeof(kl_card) == 1, "a card a byte");
			memset(s->nat + m, c, MO_COPIES_MAX);
			memset(nrank + m, rk, MO_COPIES_MAX);
			memset(nsuit + m, code % KL_SUITS, MO_COPIES_MAX);
			m += k;
		}
		s->n = m;
		/* below[r], the naturals of the ranks below r */
		below[0] = 0;
		for (rk = 0; rk < KL_RANKS; rk++) {
			below[rk + 1] = below[rk] | by_rank[rk];
			any |= by_rank[rk];
		}
		s->live = any;
		/* the naturals within jokers + 1 ranks of each rank held, the
		 * only ones of its suit a run could hold with one of it
		 * (round the ace where the ace goes above the king: the ranks
		 * taken round, 13 after 12), its own rank aside */
		for (rk = 0; rk < KL_RANKS; rk++) {
			int lo = rk - reach, hi = rk + reach;
			uint32_t near;
			/* (a rank not held too: no test to mispredict) */
			if (rules->ace == KL_MG_ACE_LOW)
				near = below[hi < KL_RANKS ? hi + 1 : KL_RANKS] &
				       ~below[lo > 0 ? lo : 0];
			else if (2 * reach + 1 >= KL_RANKS)
				near = any;
			else if (lo < 0)
				near = below[hi + 1] | (any & ~below[lo + KL_RANKS]);
			else if (hi >= KL_RANKS)
				near = (any & ~below[lo]) | below[hi - KL_RANKS + 1];
			else
				near = below[hi + 1] & ~below[lo];
			near_of[rk] = near & ~by_rank[rk];
		}
		in_three(s, suit_ranks, by_code, by_rank, in3);
		for (x = 0; x < m; x++) {
			uint32_t suit = by_suit[nsuit[x]], rank = by_rank[nrank[x]];
			uint32_t mates = rank & ~(any_suits ? 1u << x : suit);
			uint32_t suitmates = near_of[nrank[x]] & suit;
			s->seen[x] = suit | rank;
			s->insuit[x] = suit;
			s->mates[x] = mates;
			s->suitmates[x] = suitmates;
			/* with no meld of one natural and jokers, a natural is
			 * dead when no other natural could share a meld with
			 * it (no branch: which are is as good as random) */
			dead = (uint32_t)(!solo && (mates | suitmates) == 0) |
			       (~in3[nsuit[x]] >> nrank[x] & 1u);
			s->live &= ~(dead << x);
			s->ndead += (int)dead;
		}
	}
	/* the melds of one natural and jokers (none under jokers_half) */
	for (b = held; b != 0 && !rules->jokers_half && s->jokers >= 2;
	     b &= b - 1) {
		int c = __builtin_ctzll(b);
		for (rk = 0; rk <= s->jokers; rk++) {
			s->solo[c][rk] = s->vals.solo[kl_card_rank(c)][rk];
			if (s->solo[c][rk] != MO_NONE)
				s->solo_any = 1;
		}
	}
	/* the fewest naturals a set can hold with the jokers of the hand
	 * (the rest of its three cards jokers, within set_jokers and,
	 * under jokers_half, no more than its naturals) */
	s->set_maxj = rules->set_jokers >= 0 && rules->set_jokers < s->jokers ?
	              rules->set_jokers : s->jokers;
	for (s->set_least = 1; s->set_least < 3; s->set_least++)
		if (3 - s->set_least <= s->set_maxj &&
		    (!rules->jokers_half || 3 - s->set_least <= s->set_least))
			break;
	s->few = s->corner ? MO_FEW_NONE :
	         s->jokers <= 1 && !s->lazy ? MO_FEW_ALL :
	         s->lazy && !s->solo_any ? MO_FEW_LAZY :
	         !s->lazy && s->solo_any ? MO_FEW_SOLO : MO_FEW_NONE;
	return KL_OK;
}

