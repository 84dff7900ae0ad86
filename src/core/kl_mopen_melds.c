/*
 * kl_mopen_melds.c - the melds a card can head, for the opening solver
 * (kl_mopen_int.h, mo_walk_melds).
 *
 * The card heading is the lowest natural card left (in the numbering of
 * kl_mopen.c: by rank, then suit), so every other natural of its melds is one
 * of the cards left above it.  Of two copies of a card the lower is
 * always taken first: the copies are alike, and the masks of the cards
 * left stay the same for the same cards, which the table cache needs.
 *
 *  - sets: the card, any choice of the other suits' cards of its rank
 *    that are left (with set_suits = any, of its own suit too), and
 *    jokers for missing suits: 3 or 4 cards, at most set_jokers jokers,
 *    never more jokers than naturals under jokers_half;
 *  - runs: every window of run positions (3 to 13 long) that holds the
 *    card, and for the window's other places which the hand's naturals
 *    of the suit fill; the empty places are jokers.  A place may take a
 *    joker while its natural is kept for a later meld only where hole_ok
 *    says that meld may need it; a natural of the run may instead meld
 *    alone with jokers (a solo meld, offer_run).  The window's value is
 *    the sum of its positions' values.  The windows are gone through
 *    by their core, the places from the lowest natural to the highest
 *    (runs_at): the choice of the core's naturals is made once and
 *    offered in the best window of each count of empty places added
 *    round the core.  Where runs do not go round the corner, the runs
 *    for a table are listed window by window instead (kl_mopen_few.c: a table
 *    needs the most each choice is worth, not the order), and so are
 *    those of finding a meld again in a hand of one joker at most that
 *    leaves no place to a joker (keeping runs_at's order).
 */
#include "kl_mopen_int.h"

#include <string.h>

/* Hand one meld to the walk's mode; 1 stops the walk. */
static int
offer(mo_walk *w, uint32_t used, int j, int val, int kind, int suit,
      int rank, int start, int len, uint32_t solo, const uint8_t *solo_m)
{
	int i, k;

	if (w->mode == MO_FILL) {
		pend_add(w, pend_slot(w, used), used, j, val);
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
		.solo = solo,
	};
	for (i = 0, k = 0; solo != 0; solo &= solo - 1, i++)
		w->hit.solo_m[i] = solo_m[i];
	(void)k;
	return 1;
}

/* Offer the sets of natural cards used (k of them) with jokers. */
static int
offer_sets(mo_walk *w, uint32_t used, int k, int rank, int suit)
{
	const mo_search *s = w->s;
	const kl_mg_rules *r = s->r;
	int j, maxj = s->jokers, slot = -2;

	if (r->set_jokers >= 0 && r->set_jokers < maxj)
		maxj = r->set_jokers;
	for (j = k >= 3 ? 0 : 3 - k; k + j <= 4 && j <= maxj; j++) {
		if (r->jokers_half && j > k)
			break;
		if (w->mode == MO_FILL) {
			/* the list's entry of used found once for all j */
			if (slot == -2)
				slot = pend_slot(w, used);
			pend_add(w, slot, used, j, (k + j) * s->setval[rank]);
			continue;
		}
		if (offer(w, used, j, (k + j) * s->setval[rank], KL_MG_SET,
		          suit, rank, 0, 0, 0, NULL))
			return 1;
	}
	return 0;
}

/*
 * The sets where suits may repeat (set_suits = any): from each suit
 * su.. on, 0 or more of its copies of the rank left (the lowest first),
 * at most 4 cards in all.
 */
static int
any_suit_sets(mo_walk *w, int su, uint32_t used, int k, int rank, int suit,
              int least)
{
	uint32_t b;

	if (su == KL_SUITS)
		return k >= least && offer_sets(w, used, k, rank, suit);
	if (any_suit_sets(w, su + 1, used, k, rank, suit, least))
		return 1;
	b = w->s->copies[kl_card_make(su, rank)] & w->mask & ~used;
	for (; b != 0 && k < 4; b &= b - 1) {
		used |= b & (~b + 1u);
		k++;
		if (any_suit_sets(w, su + 1, used, k, rank, suit, least))
			return 1;
	}
	return 0;
}

/* The sets headed by w->lowest. */
static int
walk_sets(mo_walk *w)
{
	const mo_search *s = w->s;
	int rank = s->nrank[w->lowest], suit = s->nsuit[w->lowest];
	uint32_t other[KL_SUITS], used, b;
	int m = 0, sub, i, k, least = s->set_least, last = -1, j, jhi, slot;

	if (s->r->set_any_suits)
		return any_suit_sets(w, 0, 1u << w->lowest, 1, rank, suit,
		                     least);
	/* the lower copy left of each other suit's card of the rank (the
	 * mates, numbered by suit, copies side by side, the lower first) */
	for (b = s->mates[w->lowest] & w->mask; b != 0; b &= b - 1)
		if (s->nsuit[__builtin_ctz(b)] != last) {
			last = s->nsuit[__builtin_ctz(b)];
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
		if (k < least)
			continue;
		if (w->mode != MO_FILL) {
			if (offer_sets(w, used, k, rank, suit))
				return 1;
			continue;
		}
		/* MO_FILL: the jokers offer_sets would offer, into one
		 * entry of the list */
		jhi = 4 - k < s->set_maxj ? 4 - k : s->set_maxj;
		if (s->r->jokers_half && jhi > k)
			jhi = k;
		j = k >= 3 ? 0 : 3 - k;
		if (j > jhi)
			continue;
		/* every choice its own naturals, and the sets come first in
		 * the walk: a new entry without a search */
		slot = pend_new(w, used);
		for (; j <= jhi; j++)
			pend_add(w, slot, used, j, (k + j) * s->setval[rank]);
	}
	return 0;
}


/*
 * The most jokers a run taking the naturals used may take while leaving
 * the places of the naturals lazy (bits of w->mask) to jokers: hole_ok
 * holds for each of them with j jokers exactly where j is at most this
 * (it refuses more the more jokers the run takes); -1 where it never
 * holds, the jokers of the hand where lazy is empty.
 */
static int
hole_most(const mo_walk *w, uint32_t lazy, uint32_t used)
{
	const mo_search *s = w->s;
	const kl_mg_rules *r = s->r;
	int most = s->jokers;

	for (; lazy != 0; lazy &= lazy - 1) {
		uint32_t xbit = lazy & (~lazy + 1u);
		int x = __builtin_ctz(xbit), m = -1;
		uint32_t rest = w->mask & ~used & ~xbit;
		int mate = (s->mates[x] & rest) != 0;
		/* a set of x, its mate and set_jokers jokers; under
		 * jokers_half a meld of x, a mate or a natural of its suit
		 * and one joker */
		if (mate && r->set_jokers >= 0)
			m = s->jokers - r->set_jokers;
		if (r->jokers_half && (mate || (s->suitmates[x] & rest) != 0) &&
		    s->jokers - 1 > m)
			m = s->jokers - 1;
		most = m < most ? m : most;
	}
	return most;
}

/* The best window round a core (see runs_at) by the empty places it
 * adds to the core's (extra, its index): its first position, its
 * length, its value (MO_NONE: no such window).  Windows of the same
 * extra places have the same length and take the same jokers, so only
 * the one worth most can give a table's value. */
typedef struct mo_pad {
	int8_t start, len, extra;
	int16_t val;
} mo_pad;

#define MO_PADS_MAX (KL_MG_JOKERS_MAX + 1)

/* What pick carries down the places of a core. */
typedef struct mo_pick {
	const uint32_t *bits;  /* the naturals that could fill places */
	int m;                 /* how many */
	int maxh;              /* most places left to jokers among them */
	int empty;             /* the core's places with no natural: jokers */
	int core;              /* the core's places */
	int suit;
	int npad;              /* the windows round the core, by extra */
	mo_pad pad[MO_PADS_MAX];
} mo_pick;


/*
 * Offer the run (used, j jokers, in window pd) and, where sv is given,
 * the same run with some of its naturals left to jokers, each making a
 * solo meld of its own (sv: solos_of, for j jokers or fewer).
 */
static int
offer_run(mo_walk *w, const mo_pick *pk, const mo_pad *pd, uint32_t used,
          int j, const mo_solos *sv)
{
	const mo_search *s = w->s;
	int e;

	if (sv == NULL || j + 3 > s->jokers)
		return offer(w, used, j, pd->val, KL_MG_RUN, pk->suit, 0,
		             pd->start, pd->len, 0, NULL);
	for (e = 0; j + e <= s->jokers; e++)
		if (sv->add[e] != MO_NONE &&
		    offer(w, used, j + e, pd->val + sv->add[e], KL_MG_RUN,
		          pk->suit, 0, pd->start, pd->len, sv->bits[e],
		          sv->m[e]))
			return 1;
	return 0;
}

/*
 * Offer the choice of a core's naturals made (used, those left to
 * jokers lazy, holes of them) in every window round the core that its
 * jokers allow.  1 stops the walk.
 */
static int
pick_leaf(mo_walk *w, const mo_pick *pk, uint32_t used, uint32_t lazy,
          int holes)
{
	const mo_search *s = w->s;
	mo_solos sv;
	const mo_solos *svp = NULL;
	int q, slot = -2, most = hole_most(w, lazy, used);

	/* the windows by their extra places (pad[q].extra is q), so by
	 * the jokers they take: past the hand's jokers, past jokers_half's
	 * limit or past a hole hole_ok refuses (it refuses more the more
	 * jokers the run takes) no later window can be taken */
	for (q = 0; q < pk->npad; q++) {
		const mo_pad *pd = &pk->pad[q];
		int j = pk->empty + q + holes, e;
		if (j > s->jokers ||
		    (s->r->jokers_half && j > pk->core + q - j))
			break;
		if (pd->val == MO_NONE)
			continue;
		if (j > most)
			break;
		/* the first window taken: the solo melds beside the run,
		 * for the fewest jokers it takes */
		if (svp == NULL && s->solo_any &&
		    pk->empty + holes + 3 <= s->jokers) {
			solos_of(w, used, s->jokers - pk->empty - holes, &sv);
			svp = &sv;
		}
		if (w->mode != MO_FILL) {
			if (offer_run(w, pk, pd, used, j, svp))
				return 1;
			continue;
		}
		if (slot == -2)
			slot = pend_slot(w, used);
		pend_add(w, slot, used, j, pd->val);
		for (e = 3; svp != NULL && j + e <= s->jokers; e++)
			if (sv.add[e] != MO_NONE)
				pend_add(w, slot, used, j + e, pd->val + sv.add[e]);
	}
	return 0;
}

/*
 * A core's choices from bits[i] on: each natural fills its place, or
 * leaves it to a joker and stays for later (lazy, where hole_ok allows
 * it).  used, lazy and the holes so far.  Each choice is offered in
 * every window round the core that its jokers allow (pick_leaf).
 */
static int
pick(mo_walk *w, const mo_pick *pk, int i, uint32_t used, uint32_t lazy,
     int holes)
{
	if (i == pk->m)
		return pick_leaf(w, pk, used, lazy, holes);
	if (pick(w, pk, i + 1, used | pk->bits[i], lazy, holes))
		return 1;
	/* what hole_ok asks, with the cards and jokers known so far: the
	 * naturals a later meld could take are fewer at the end, the
	 * jokers it could take no more */
	return holes < pk->maxh &&
	       hole_ok(w, pk->bits[i], used, pk->empty + holes + 1) &&
	       pick(w, pk, i + 1, used, lazy | pk->bits[i], holes + 1);
}

/*
 * The runs holding the heading card at position pc, on positions that
 * exist (lo .. hi; round the corner any 13 in a row).  A run is a core
 * (from its lowest natural place, or the card, to its highest) and the
 * empty places it has below and above the core: the choices of the
 * core's naturals are made once for all its windows.  Cores grow from
 * the card outwards and stop where they would need more jokers than the
 * hand holds (the places without a natural only grow with the core).
 * at[p]: the natural that could fill position p (0: none), p up to
 * three times 13.
 */
static int
runs_at(mo_walk *w, const uint32_t *at, uint64_t occ, int suit, int pc, int lo,
        int hi)
{
	const mo_search *s = w->s;
	uint32_t bits[KL_MG_MELD_MAX];
	mo_pick pk;
	int a, e, p, below = 0, above, m, b, x, nb, nt, any;

	pk.bits = bits;
	pk.suit = suit;
	for (a = pc; a >= lo && pc - a < KL_RANKS; a--) {
		if (a < pc && at[a] == 0) {
			if (++below > s->jokers)
				break;
			continue; /* a window's place below its core */
		}
		/* the core's places from a up to the card */
		m = 0;
		for (p = a; p < pc; p++)
			if (at[p] != 0)
				bits[m++] = at[p];
		above = 0;
		for (e = pc; e <= hi && e - a < KL_RANKS; e++) {
			int core, room;
			if (e > pc) {
				if (at[e] == 0) {
					if (below + ++above > s->jokers)
						break;
					continue; /* above the core */
				}
				bits[m++] = at[e];
			}
			core = e - a + 1;
			pk.core = core;
			pk.m = m;
			pk.empty = core - 1 - m;
			room = s->jokers - pk.empty;
			/* no window of three places round the core: the
			 * places added are jokers, at most room */
			if (core + room < 3)
				continue;
			pk.maxh = room < m ? room : m;
			/* never more jokers than naturals: the holes are
			 * bounded by half the core too */
			if (s->r->jokers_half && pk.maxh > core / 2 - pk.empty)
				pk.maxh = core / 2 - pk.empty;
			if (pk.maxh < 0)
				continue;
			/* the windows: b empty places below (at most nb:
			 * positions that exist, hold no natural), t above (at
			 * most nt), x = b + t at most room and 13 in all; the
			 * best of each x, the fewest below on a tie */
			pk.npad = room + 1;
			any = 0;
			for (b = 0; b <= room; b++)
				pk.pad[b].val = MO_NONE;
			/* the empty places next below a and next above e,
			 * from the positions held (occ), counted without a
			 * loop of a length as good as random */
			{
				uint64_t dn = occ & ((UINT64_C(1) << a) - 1u);
				uint64_t up = occ >> (e + 1);
				int hb = dn != 0 ? 63 - __builtin_clzll(dn) : -1;
				int ub = up != 0 ? e + 1 + __builtin_ctzll(up) :
				         hi + 1;
				hb = hb > lo - 1 ? hb : lo - 1;
				ub = ub < hi + 1 ? ub : hi + 1;
				nb = a - 1 - hb < room ? a - 1 - hb : room;
				nt = ub - e - 1 < room ? ub - e - 1 : room;
			}
			for (x = 0; x <= room && x <= nb + nt &&
			     core + x <= KL_RANKS; x++) {
				mo_pad *pd = &pk.pad[x];
				/* more jokers than naturals however the core
				 * is filled: so with more places too */
				if (s->r->jokers_half &&
				    pk.empty + x > core - pk.empty)
					break;
				if (core + x < 3)
					continue; /* too short */
				for (b = x - nt > 0 ? x - nt : 0;
				     b <= x && b <= nb; b++) {
					int v = mo_window_value(s, a - b, core + x);
					if (v <= pd->val)
						continue;
					pd->start = (int8_t)(a - b);
					pd->len = (int8_t)(core + x);
					pd->extra = (int8_t)x;
					pd->val = (int16_t)v;
					any = 1;
				}
			}
			if (!any)
				continue;
			/* no natural can leave its place to a joker (hole_ok
			 * allows none where the hand is not lazy): the one
			 * choice, every natural in its place */
			if (!s->lazy || pk.maxh == 0) {
				uint32_t used = 1u << w->lowest;
				for (p = 0; p < m; p++)
					used |= bits[p];
				if (pick_leaf(w, &pk, used, 0, 0))
					return 1;
			} else if (pick(w, &pk, 0, 1u << w->lowest, 0, 0)) {
				return 1;
			}
		}
	}
	return 0;
}

/* The runs headed by w->lowest. */
static int
walk_runs(mo_walk *w)
{
	const mo_search *s = w->s;
	int rank = s->nrank[w->lowest], suit = s->nsuit[w->lowest];
	uint32_t at[3 * KL_RANKS], b;
	uint64_t occ = 0;
	int rk;

	/* by run position (three times round, for the corner): the lower
	 * copy left of each rank of the suit but the card's own (the
	 * copies are numbered side by side, the lower first), and the
	 * positions that hold one (occ) */
	memset(at, 0, sizeof(at));
	for (b = w->mask & s->insuit[w->lowest]; b != 0; b &= b - 1) {
		rk = s->nrank[__builtin_ctz(b)];
		if (rk == rank || at[rk] != 0)
			continue;
		at[rk] = at[rk + KL_RANKS] = at[rk + 2 * KL_RANKS] = low_bit(b);
		occ |= (UINT64_C(1) | UINT64_C(1) << KL_RANKS |
		        UINT64_C(1) << 2 * KL_RANKS) << rk;
	}
	if (s->corner)
		/* positions rank + 13 stand for rank: a window may start up
		 * to 12 places below the card, wrapping */
		return runs_at(w, at, occ, suit, rank + KL_RANKS, 1,
		               rank + 2 * KL_RANKS - 1);
	if (runs_at(w, at, occ, suit, rank, 0, s->positions - 1))
		return 1;
	if (rank == KL_ACE && s->positions == 14)
		return runs_at(w, at, occ, suit, 13, 0, 13);
	return 0;
}

void
mo_walk_melds(mo_walk *w)
{
	const mo_search *s = w->s;

	w->found = 0;
	/* without melds of one natural and jokers, a set needs another
	 * card of the rank left, a run another of the suit */
	if ((s->solo_any || (s->mates[w->lowest] & w->mask)) && walk_sets(w))
		return;
	if (!s->solo_any && !(s->suitmates[w->lowest] & w->mask))
		return;
	if (s->few != MO_FEW_NONE && w->mode == MO_FILL &&
	    s->nrank[w->lowest] != KL_ACE)
		mo_fill_runs_up(w);
	else if (s->few == MO_FEW_ALL && w->mode != MO_EXISTS)
		mo_runs_few_all(w);
	else if (s->few == MO_FEW_LAZY && w->mode == MO_FILL)
		mo_runs_lazy(w);
	else if (s->few == MO_FEW_SOLO && w->mode == MO_FILL)
		mo_runs_solo(w);
	else
		walk_runs(w);
}
