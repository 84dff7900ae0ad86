/*
 * kl_mopen_melds.c - the melds a card can head, for the opening solver
 * (kl_mopen_int.h, mo_walk_melds).
 *
 * The card heading is the lowest natural card left (in the numbering of
 * kl_mopen.c: display order), so every other natural of its melds is one
 * of the cards left above it.  Of two copies of a card the lower is
 * always taken first: the copies are alike, and the masks of the cards
 * left stay the same for the same cards, which the table cache needs.
 *
 *  - sets: the card, any choice of the other suits' cards of its rank
 *    that are left, and jokers for missing suits: 3 or 4 cards, at most
 *    set_jokers jokers, never more jokers than naturals under
 *    jokers_half;
 *  - runs: every window of run positions (3 to 13 long) that holds the
 *    card, and for the window's other places every choice of which the
 *    hand's naturals of the suit fill (a place may take a joker while
 *    its natural card is kept for another meld); the empty places are
 *    jokers.  The window's value is the sum of its positions' values.
 */
#include "kl_mopen_int.h"

static inline uint32_t
low_bit(uint32_t x)
{
	return x & (~x + 1u);
}

/* Hand one meld to the walk's mode; 1 stops the walk. */
static int
offer(mo_walk *w, uint32_t used, int j, int val, int kind, int suit,
      int rank, int start, int len)
{
	int i, k;

	if (w->mode == MO_FILL) {
		for (i = 0; i < w->npend; i++)
			if (w->pend_used[i] == used)
				break;
		if (i == w->npend) {
			if (w->npend == MO_PEND_MAX) {
				mo_fill_meld(w, used, j, val);
				return 0;
			}
			w->npend++;
			w->pend_used[i] = used;
			for (k = 0; k <= w->s->jokers; k++)
				w->pend_best[i][k] = MO_NONE;
		}
		if (val > w->pend_best[i][j])
			w->pend_best[i][j] = (int16_t)val;
		return 0;
	}
	if (w->mode == MO_LIST) {
		mo_search *ls = w->list;
		uint64_t kinds = 0;
		uint32_t b;
		if (ls->ngroups < 0)
			return 1;
		for (b = used; b != 0; b &= b - 1)
			kinds |= UINT64_C(1) << ls->nat[__builtin_ctz(b)];
		for (i = w->list_from; i < ls->ngroups; i++)
			if (ls->groups[i].kinds == kinds)
				break;
		if (i == ls->ngroups) {
			if (i == MO_GROUPS_MAX) {
				ls->ngroups = -1;
				return 1;
			}
			ls->ngroups++;
			ls->groups[i].kinds = kinds;
			for (k = 0; k <= KL_MG_JOKERS_MAX; k++)
				ls->groups[i].best[k] = MO_NONE;
		}
		if (val > ls->groups[i].best[j])
			ls->groups[i].best[j] = (int16_t)val;
		return 0;
	}
	if (w->mode == MO_FIND) {
		if (!mo_find_check(w, used, j, val))
			return 0;
	} else if (__builtin_popcount(used) + j > w->budget) {
		return 0;
	}
	w->found = 1;
	w->hit = (mo_meld){
		.used = used, .kind = kind, .jokers = j, .value = val,
		.suit = suit, .rank = rank, .start = start, .len = len,
	};
	return 1;
}

/* The sets headed by w->lowest. */
static int
walk_sets(mo_walk *w)
{
	const mo_search *s = w->s;
	const kl_mg_rules *r = s->r;
	kl_card c = s->nat[w->lowest];
	int rank = kl_card_rank(c), suit = kl_card_suit(c);
	uint32_t other[KL_SUITS], used;
	int m = 0, su, sub, i, k, j, maxj = s->jokers;

	if (r->set_jokers >= 0 && r->set_jokers < maxj)
		maxj = r->set_jokers;
	for (su = 0; su < KL_SUITS; su++) {
		uint32_t b;
		if (su == suit)
			continue;
		b = s->copies[kl_card_make(su, rank)] & w->mask;
		if (b != 0)
			other[m++] = low_bit(b);
	}
	for (sub = 0; sub < (1 << m); sub++) {
		used = 1u << w->lowest;
		k = 1;
		for (i = 0; i < m; i++)
			if (sub & (1 << i)) {
				used |= other[i];
				k++;
			}
		for (j = k >= 3 ? 0 : 3 - k; k + j <= 4 && j <= maxj; j++) {
			if (r->jokers_half && j > k)
				break;
			if (offer(w, used, j, (k + j) * s->setval[rank],
			          KL_MG_SET, suit, rank, 0, 0))
				return 1;
		}
	}
	return 0;
}

/* A window's choices: which of its naturals bits[i..m-1] fill their
 * places, at most maxh of them left to jokers (holes so far). */
static int
pick(mo_walk *w, const uint32_t *bits, int m, int i, uint32_t used,
     int holes, int maxh, int empty, int val, int suit, int start,
     int len)
{
	if (i == m) {
		int j = empty + holes;
		if (w->s->r->jokers_half && j > len - j)
			return 0;
		return offer(w, used, j, val, KL_MG_RUN, suit, 0, start, len);
	}
	if (pick(w, bits, m, i + 1, used | bits[i], holes, maxh, empty, val,
	         suit, start, len))
		return 1;
	if (holes < maxh &&
	    pick(w, bits, m, i + 1, used, holes + 1, maxh, empty, val, suit,
	         start, len))
		return 1;
	return 0;
}

/* The run on positions start..start+len-1 (ranks mod 13) holding the
 * heading card at position pc. */
static int
walk_window(mo_walk *w, const uint32_t *at, int suit, int start, int len,
            int pc)
{
	const mo_search *s = w->s;
	uint32_t bits[KL_MG_MELD_MAX];
	int m = 0, i, val = 0, empty, maxh;

	for (i = 0; i < len; i++) {
		int p = start + i, rank = mo_pos_rank(p);
		if (s->corner) {
			if (rank == KL_ACE)
				val += i == 0 ? s->posval[0] : s->posval[13];
			else
				val += s->posval[rank];
		} else {
			val += s->posval[p];
		}
		if (p == pc || at[rank] == 0)
			continue;
		bits[m++] = at[rank];
	}
	empty = len - 1 - m;
	if (empty > s->jokers)
		return 0;
	maxh = s->jokers - empty;
	if (maxh > m)
		maxh = m;
	return pick(w, bits, m, 0, 1u << w->lowest, 0, maxh, empty, val,
	            suit, start, len);
}

/*
 * The runs holding the heading card at position pc, on positions that
 * exist (lo .. hi; round the corner any 13 in a row): windows grow from
 * the card outwards and stop where they would need more jokers than the
 * hand holds (the places without a natural only grow with the window).
 */
static int
runs_at(mo_walk *w, const uint32_t *at, int suit, int pc, int lo, int hi)
{
	const mo_search *s = w->s;
	int a, e, below = 0, above;

	for (a = pc; a >= lo && pc - a < KL_RANKS; a--) {
		if (a < pc && at[mo_pos_rank(a + KL_RANKS)] == 0 &&
		    ++below > s->jokers)
			break;
		above = 0;
		for (e = pc; e <= hi && e - a < KL_RANKS; e++) {
			if (e > pc && at[mo_pos_rank(e)] == 0 &&
			    below + ++above > s->jokers)
				break;
			if (e - a + 1 >= 3 &&
			    walk_window(w, at, suit, a, e - a + 1, pc))
				return 1;
		}
	}
	return 0;
}

/* The runs headed by w->lowest. */
static int
walk_runs(mo_walk *w)
{
	const mo_search *s = w->s;
	kl_card c = s->nat[w->lowest];
	int rank = kl_card_rank(c), suit = kl_card_suit(c);
	uint32_t at[KL_RANKS];
	int rk;

	for (rk = 0; rk < KL_RANKS; rk++)
		at[rk] = rk == rank ? 0 :
		         low_bit(s->copies[kl_card_make(suit, rk)] & w->mask);
	if (s->corner)
		/* positions rank + 13 stand for rank: a window may start up
		 * to 12 places below the card, wrapping */
		return runs_at(w, at, suit, rank + KL_RANKS, 1,
		               rank + 2 * KL_RANKS - 1);
	if (runs_at(w, at, suit, rank, 0, s->positions - 1))
		return 1;
	if (rank == KL_ACE && s->positions == 14)
		return runs_at(w, at, suit, 13, 0, 13);
	return 0;
}

void
mo_walk_melds(mo_walk *w)
{
	w->found = 0;
	if (walk_sets(w))
		return;
	walk_runs(w);
}
