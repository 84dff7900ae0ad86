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
 *    for a table are listed window by window instead (runs_few: a table
 *    needs the most each choice is worth, not the order), and so are
 *    those of finding a meld again in a hand of one joker at most that
 *    leaves no place to a joker (keeping runs_at's order).
 */
#include "kl_mopen_int.h"

#include <string.h>

static inline uint32_t
low_bit(uint32_t x)
{
	return x & (~x + 1u);
}

/* The bits set in x, for the few a solo melds' choice holds (a bit at a
 * time: no call where the processor has no count instruction). */
static inline int
few_bits(uint32_t x)
{
	int n = 0;

	for (; x != 0; x &= x - 1)
		n++;
	return n;
}

/* The pending list's hash slot of used: where it is, or the free slot
 * it goes in. */
static inline unsigned
pend_hash(const mo_walk *w, uint32_t used)
{
	unsigned h = (used * UINT32_C(0x9e3779b1)) >> 25;

	_Static_assert(MO_PEND_HASH == 128, "the hash takes 7 bits");
	for (;; h = (h + 1) & (MO_PEND_HASH - 1))
		if (w->pend_at[h] == 0 || w->pend_used[w->pend_at[h] - 1] == used)
			return h;
}

/* MO_FILL: the index in the pending list of the melds using the
 * naturals used (a new one with no value yet), or -1 where the list is
 * full (w->spilled set: such melds are merged at once).  The first
 * MO_PEND_LINEAR entries are looked through one by one (a walk lists
 * few mostly); a longer list is found by the hash, built when it grows
 * past them. */
static int
pend_slot(mo_walk *w, uint32_t used)
{
	/* a new entry's values: none for every count of jokers */
	static const int16_t none_row[KL_MG_JOKERS_MAX + 1] = {
		MO_NONE, MO_NONE, MO_NONE, MO_NONE, MO_NONE,
		MO_NONE, MO_NONE, MO_NONE, MO_NONE,
	};
	unsigned h = 0;
	int i;

	_Static_assert(KL_MG_JOKERS_MAX + 1 == 9, "none_row fills a row");

	if (!w->hashed) {
		for (i = 0; i < w->npend; i++)
			if (w->pend_used[i] == used)
				return i;
		if (w->npend == MO_PEND_LINEAR) {
			memset(w->pend_at, 0, sizeof(w->pend_at));
			for (i = 0; i < w->npend; i++)
				w->pend_at[pend_hash(w, w->pend_used[i])] =
					(uint8_t)(i + 1);
			w->hashed = 1;
		}
	}
	if (w->hashed) {
		h = pend_hash(w, used);
		if (w->pend_at[h] != 0)
			return w->pend_at[h] - 1;
	}
	if (w->npend == MO_PEND_MAX) {
		w->spilled = 1;
		return -1;
	}
	i = w->npend++;
	if (w->hashed)
		w->pend_at[h] = (uint8_t)(i + 1);
	w->pend_used[i] = used;
	memcpy(w->pend_best[i], none_row, sizeof(none_row));
	return i;
}

/* MO_FILL: a new entry of the pending list for the naturals used, which
 * no entry holds yet (the caller knows): its index, or -1 where the
 * list is full (as pend_slot). */
static int
pend_new(mo_walk *w, uint32_t used)
{
	static const int16_t none_row[KL_MG_JOKERS_MAX + 1] = {
		MO_NONE, MO_NONE, MO_NONE, MO_NONE, MO_NONE,
		MO_NONE, MO_NONE, MO_NONE, MO_NONE,
	};
	int i;

	if (w->npend == MO_PEND_MAX) {
		w->spilled = 1;
		return -1;
	}
	i = w->npend++;
	if (w->hashed)
		w->pend_at[pend_hash(w, used)] = (uint8_t)(i + 1);
	w->pend_used[i] = used;
	memcpy(w->pend_best[i], none_row, sizeof(none_row));
	return i;
}

/* MO_FILL: the meld (used, j jokers, worth val) into the pending list's
 * entry i (or merged at once where i is -1). */
static void
pend_add(mo_walk *w, int i, uint32_t used, int j, int val)
{
	if (i < 0)
		mo_fill_meld(w, used, j, val);
	else if (val > w->pend_best[i][j])
		w->pend_best[i][j] = (int16_t)val;
}

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
 * Whether a run taking j jokers (with those of the solo melds beside
 * it) and the naturals used may leave the place of natural x (a bit of
 * w->mask) to a joker while x itself stays for a later meld B.  Such a
 * hole is needed only when B would break if x and the joker changed
 * places (otherwise they do, and the value is the same; if x stays out
 * of the melds, the joker stays out instead, which leaves the answers
 * as they are; if x is B's only natural, the run and B are one choice,
 * the run with its solo meld, see pick): B then holds another natural
 * (of x's rank in another suit, or of its suit) and jokers of its own,
 * at jokers_half's limit (one at least) or set_jokers' in a set.
 */
static int
hole_ok(const mo_walk *w, uint32_t xbit, uint32_t used, int j)
{
	const mo_search *s = w->s;
	const kl_mg_rules *r = s->r;
	int x = __builtin_ctz(xbit);
	uint32_t rest = w->mask & ~used & ~xbit;
	int left = s->jokers - j, mate;

	if (!r->jokers_half && (r->set_jokers < 0 || left < r->set_jokers))
		return 0; /* no such meld B under these rules */
	mate = (s->mates[x] & rest) != 0;
	if (mate && r->set_jokers >= 0 && left >= r->set_jokers)
		return 1;
	if (!r->jokers_half || left < 1)
		return 0;
	return mate || (s->suitmates[x] & rest) != 0;
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

/* Solo melds brought along by a run: for each count of extra jokers,
 * the most they add and which naturals make them. */
typedef struct mo_solos {
	int16_t add[KL_MG_JOKERS_MAX + 1];
	uint32_t bits[KL_MG_JOKERS_MAX + 1];
	uint8_t m[KL_MG_JOKERS_MAX + 1][MO_SOLO_MAX];
} mo_solos;

/*
 * The solo melds the naturals used (the heading card aside) can make
 * beside a run, each with two jokers or more, by the extra jokers they
 * take in all (up to most): a knapsack over those naturals.  Cells up
 * to any e are the same whatever most is.
 */
static void
solos_of(const mo_walk *w, uint32_t used, int most, mo_solos *sv)
{
	const mo_search *s = w->s;
	uint32_t b;
	int e, k, n;

	for (e = 0; e <= s->jokers; e++)
		sv->add[e] = MO_NONE;
	sv->add[0] = 0;
	sv->bits[0] = 0;
	for (b = used & ~(1u << w->lowest); b != 0; b &= b - 1) {
		uint32_t bit = b & (~b + 1u);
		kl_card x = s->nat[__builtin_ctz(bit)];
		/* downwards, so that each natural is taken once */
		for (e = most; e >= 3; e--)
			for (k = 2; k + 1 <= e; k++) {
				int from = e - k - 1, v;
				if (sv->add[from] == MO_NONE ||
				    s->solo[x][k] == MO_NONE)
					continue;
				n = few_bits(sv->bits[from]);
				if (n == MO_SOLO_MAX)
					continue;
				v = sv->add[from] + s->solo[x][k];
				if (sv->add[e] != MO_NONE && v <= sv->add[e])
					continue;
				sv->add[e] = (int16_t)v;
				sv->bits[e] = sv->bits[from] | bit;
				memcpy(sv->m[e], sv->m[from], sizeof(sv->m[e]));
				/* the jokers in the order of the bits */
				{
					int at = few_bits(
					         sv->bits[from] & (bit - 1u)), q;
					for (q = n; q > at; q--)
						sv->m[e][q] = sv->m[e][q - 1];
					sv->m[e][at] = (uint8_t)k;
				}
			}
	}
}

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

/* The most naturals of a window whose choices of holes fill_holes
 * goes through in turn (2 to the power of them); more are chosen one by
 * one (holes_from), which stops early where hole_ok refuses. */
#define MO_HOLES_FEW 3

/* What fill_holes carries down the naturals of a window. */
typedef struct mo_holes {
	uint32_t bits[KL_MG_MELD_MAX];  /* the window's naturals, the card
	                                   aside */
	int m;
	int empty, most, val;           /* its empty places, the most holes
	                                   the jokers allow, its value */
} mo_holes;

/*
 * MO_FILL in a lazy hand: the choices of the window's naturals from
 * hs->bits[i] on (each in its place, or left to a joker where hole_ok
 * allows it for the naturals and jokers known so far, as pick asks),
 * used and h the naturals in place and the holes so far; at the end
 * each hole asked again for the run's naturals and jokers (as
 * pick_leaf) and the run listed.
 */
static void
holes_from(mo_walk *w, const mo_holes *hs, int i, uint32_t used, uint32_t h,
           int k)
{
	uint32_t b;
	int j;

	if (i == hs->m) {
		j = hs->empty + k;
		for (b = h; b != 0; b &= b - 1)
			if (!hole_ok(w, b & (~b + 1u), used, j))
				return;
		pend_add(w, pend_slot(w, used), used, j, hs->val);
		return;
	}
	holes_from(w, hs, i + 1, used | hs->bits[i], h, k);
	if (k < hs->most &&
	    hole_ok(w, hs->bits[i], used, hs->empty + k + 1))
		holes_from(w, hs, i + 1, used, h | hs->bits[i], k + 1);
}

/*
 * MO_FILL in a lazy hand: the window of len places worth val, holding
 * the naturals all (the heading card's too) and empty places, with
 * every choice of its naturals (the card aside) left to jokers that
 * hole_ok allows and the jokers allow (holes_from: the choices runs_at
 * makes for the window's core).
 */
static __attribute__((noinline)) void
holes_many(mo_walk *w, uint32_t others, int empty, int most, int val)
{
	mo_holes hs;

	for (hs.m = 0; others != 0; others &= others - 1)
		hs.bits[hs.m++] = others & (~others + 1u);
	hs.empty = empty;
	hs.most = most;
	hs.val = val;
	holes_from(w, &hs, 0, 1u << w->lowest, 0, 0);
}

static __attribute__((noinline)) void
fill_holes(mo_walk *w, uint32_t all, int empty, int len, int val)
{
	const mo_search *s = w->s;
	uint32_t others = all & ~(1u << w->lowest), b, h, used;
	int k, m, most;

	/* the jokers left, and under jokers_half no more than the naturals
	 * (2 (empty + holes) <= len) */
	most = s->jokers - empty;
	if (s->r->jokers_half && most > len / 2 - empty)
		most = len / 2 - empty;
	if (most < 0)
		return;
	for (m = 0, b = others; b != 0; b &= b - 1)
		m++;
	if (m > MO_HOLES_FEW) {
		holes_many(w, others, empty, most, val);
		return;
	}
	/* few naturals: every choice in turn, each asked at the end */
	for (h = others;; h = (h - 1) & others) {
		used = all & ~h;
		for (k = 0, b = h; b != 0; b &= b - 1)
			k++;
		if (k <= most) {
			for (b = h; b != 0; b &= b - 1)
				if (!hole_ok(w, b & (~b + 1u), used, empty + k))
					break;
			if (b == 0)
				pend_add(w, pend_slot(w, used), used, empty + k,
				         val);
		}
		if (h == 0)
			break;
	}
}

/* The solo melds of the naturals used beside a run, for up to most
 * extra jokers, kept for the next window of the same naturals. */
typedef struct mo_solos_kept {
	uint32_t used;  /* 0: none kept */
	int most;
	mo_solos sv;
} mo_solos_kept;

/*
 * MO_FILL where naturals meld alone with jokers and the hand is not
 * lazy: the window of len places worth val, holding the naturals all
 * (the heading card's too) and empty places, into the list, and beside
 * it the solo melds of its naturals as the jokers allow (solos_of: the
 * cells of up to e more jokers are the same whatever the most asked
 * for; kept for the next window of the same naturals).
 */
static __attribute__((noinline)) void
fill_solos(mo_walk *w, uint32_t used, int j, int val, mo_solos_kept *kept)
{
	const mo_search *s = w->s;
	int e, slot = pend_slot(w, used);

	pend_add(w, slot, used, j, val);
	if (j + 3 > s->jokers)
		return;
	if (kept->used != used || kept->most < s->jokers - j) {
		kept->used = used;
		kept->most = s->jokers - j;
		solos_of(w, used, kept->most, &kept->sv);
	}
	for (e = 3; j + e <= s->jokers; e++)
		if (kept->sv.add[e] != MO_NONE)
			pend_add(w, slot, used, j + e, val + kept->sv.add[e]);
}

/*
 * MO_FILL and MO_FIND where the hand holds at most one joker, no
 * natural may leave its place to a joker (the hand is not lazy) and
 * runs do not go round the corner: the runs headed by w->lowest window
 * by window.  Every window holding the card (at most the one joker on
 * its empty places, three to thirteen places, no more jokers than
 * naturals under jokers_half) takes all the naturals of its places.
 * MO_FILL: a table needs only the most each choice of naturals and
 * count of jokers is worth, not the order in which runs_at lists them,
 * so every window goes to the list.  MO_FIND: the meld runs_at would
 * find first: runs_at goes by the core (the places from the lowest
 * natural, or the card, to the highest; the ace high after all the
 * cores of the ace low), the core's first place downwards, its last
 * upwards, then by the jokers, and offers only the window worth most
 * of those of the same core and jokers (the fewest places below the
 * core on a tie); only such a window can give the value wanted (it is
 * the most of all), so the matches are compared by that order.
 */
static inline __attribute__((always_inline)) void
runs_few(mo_walk *w, int few)
{
	const mo_search *s = w->s;
	int rank = s->nrank[w->lowest], hi = s->positions - 1;
	uint32_t at[14] = { 0 }, own = 1u << w->lowest, low, used, bits;
	int pc, a, e, rk, len, below, empty, slot, val, alow, ehigh;
	int find = w->mode == MO_FIND, got = 0;
	int ka = 0, ke = 0, kj = 0, kw = 0, kl = 0, kv = 0;
	uint32_t ku = 0;
	mo_solos_kept kept;
	/* MO_FEW_ALL, MO_FILL: the pending entry of each choice of
	 * naturals (-1: none yet).  Below the card no natural of its suit
	 * is left, so a window's naturals are those from the card up to
	 * its highest held place, ehigh; for the ace high (pc 13) those
	 * from its lowest held place, alow, up: entry[ehigh], or
	 * entry[14 + alow].  No run takes the naturals of a set (two of
	 * one rank), so the sets' entries are never these. */
	int8_t entry[28];

	kept.used = 0;
	if (few == MO_FEW_ALL && !find)
		memset(entry, -1, sizeof(entry));

	/* the lower copy left of each rank of the suit by position (13:
	 * the ace high), none at the card's own rank (the copies are
	 * numbered side by side, the lower first) */
	for (bits = w->mask & s->insuit[w->lowest]; bits != 0;
	     bits &= bits - 1) {
		rk = s->nrank[__builtin_ctz(bits)];
		if (rk != rank && at[rk] == 0)
			at[rk] = low_bit(bits);
	}
	at[13] = at[KL_ACE];
	pc = rank;
	for (;;) {
		low = own;
		below = 0;
		alow = pc;
		for (a = pc; a >= 0 && pc - a < KL_RANKS; a--) {
			if (a < pc) {
				if (at[a] == 0) {
					if (++below > s->jokers)
						break;
				} else {
					low |= at[a];
					alow = a;
				}
			}
			used = low;
			empty = below;
			ehigh = pc;
			for (e = pc; e <= hi && e - a < KL_RANKS; e++) {
				if (e > pc) {
					if (at[e] == 0) {
						if (++empty > s->jokers)
							break;
					} else {
						used |= at[e];
						ehigh = e;
					}
				}
				len = e - a + 1;
				if (len < 3 ||
				    (s->r->jokers_half && empty > len - empty))
					continue;
				val = mo_window_value(s, a, len);
				if (few == MO_FEW_LAZY) {
					fill_holes(w, used, empty, len, val);
					continue;
				}
				if (few == MO_FEW_SOLO) {
					fill_solos(w, used, empty, val, &kept);
					continue;
				}
				if (!find) {
					int key = pc == 13 ? 14 + alow : ehigh;
					slot = entry[key];
					if (slot < 0) {
						slot = pend_new(w, used);
						entry[key] = (int8_t)slot;
					}
					pend_add(w, slot, used, empty, val);
					continue;
				}
				/* later in runs_at's order than the match
				 * found: passed over */
				if (got && (alow < ka || (alow == ka &&
				    (ehigh > ke || (ehigh == ke &&
				    (empty > kj || (empty == kj && a < kw)))))))
					continue;
				if (!mo_find_check(w, used, empty, val))
					continue;
				got = 1;
				ka = alow;
				ke = ehigh;
				kj = empty;
				kw = a;
				kl = len;
				kv = val;
				ku = used;
			}
		}
		/* the ace again as the high end, where it goes there (after
		 * every run of the ace low) */
		if (got || pc != KL_ACE || s->positions != 14)
			break;
		pc = 13;
	}
	if (got) {
		w->found = 1;
		w->hit = (mo_meld){
			.used = ku, .kind = KL_MG_RUN, .jokers = kj, .value = kv,
			.suit = s->nsuit[w->lowest], .start = kw, .len = kl,
		};
	}
}

/*
 * MO_FILL, runs_few's MO_FEW_ALL for a card above the ace (no natural
 * of its suit below it is left, and no ace): the same windows, with
 * their bounds worked out from a mask of the places held instead of
 * tested place by place.  The windows from the card up go to the
 * second empty place above it (the first with no joker); those that
 * start with the joker just below the card, to the first.  A window
 * takes the naturals from the card to its highest held place (the
 * pending entry of that place, made when first needed).
 */
static void
fill_runs_up(mo_walk *w)
{
	const mo_search *s = w->s;
	int pc = s->nrank[w->lowest], hi = s->positions - 1, e, emax, g1, g2;
	int joker = s->jokers, last = pc;
	uint32_t at[14] = { 0 }, own = 1u << w->lowest, used, bits, occ = 0;
	uint32_t holes;
	int8_t entry[14];

	/* the lower copy left of each rank of the suit: the copies from
	 * the highest down, the last written the lowest (the card's own
	 * rank cleared after) */
	for (bits = w->mask & s->insuit[w->lowest]; bits != 0;
	     bits &= ~(1u << (31 - __builtin_clz(bits)))) {
		int x = 31 - __builtin_clz(bits);
		at[s->nrank[x]] = 1u << x;
		occ |= 1u << s->nrank[x];
	}
	at[pc] = 0;
	occ &= ~(1u << pc);
	memset(entry, -1, sizeof(entry));
	/* the empty places above the card up to the last position (the
	 * ace high is never held: no ace is left) */
	holes = ~occ & ((2u << hi) - 1u) & ~((2u << pc) - 1u);
	g1 = holes != 0 ? __builtin_ctz(holes) : hi + 1;
	holes &= holes - 1u;
	g2 = holes != 0 ? __builtin_ctz(holes) : hi + 1;
	/* from the card up: its own place first */
	emax = (joker ? g2 : g1) - 1;
	if (emax > pc + KL_RANKS - 1)
		emax = pc + KL_RANKS - 1;
	used = own;
	for (e = pc + 1; e <= emax; e++) {
		int slot;
		if (at[e] != 0) {
			used |= at[e];
			last = e;
		}
		if (e < pc + 2)
			continue;
		slot = entry[last];
		if (slot < 0) {
			slot = pend_new(w, used);
			entry[last] = (int8_t)slot;
		}
		pend_add(w, slot, used, e >= g1, mo_window_value(s, pc,
		                                                 e - pc + 1));
	}
	if (!joker)
		return;
	/* the joker just below the card, every place above it held */
	emax = g1 - 1;
	if (emax > pc + KL_RANKS - 2)
		emax = pc + KL_RANKS - 2;
	used = own;
	for (e = pc + 1; e <= emax; e++) {
		int slot;
		used |= at[e];
		slot = entry[e];
		if (slot < 0) {
			slot = pend_new(w, used);
			entry[e] = (int8_t)slot;
		}
		pend_add(w, slot, used, 1, mo_window_value(s, pc - 1,
		                                           e - pc + 2));
	}
}

/* runs_few of a lazy hand or one of solo melds (MO_FILL), apart from
 * the walk's own code. */
static __attribute__((noinline)) void
runs_lazy(mo_walk *w)
{
	runs_few(w, MO_FEW_LAZY);
}

static __attribute__((noinline)) void
runs_solo(mo_walk *w)
{
	runs_few(w, MO_FEW_SOLO);
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
	if (s->few == MO_FEW_ALL && w->mode == MO_FILL &&
	    s->nrank[w->lowest] != KL_ACE)
		fill_runs_up(w);
	else if (s->few == MO_FEW_ALL && w->mode != MO_EXISTS)
		runs_few(w, MO_FEW_ALL);
	else if (s->few == MO_FEW_LAZY && w->mode == MO_FILL)
		runs_lazy(w);
	else if (s->few == MO_FEW_SOLO && w->mode == MO_FILL)
		runs_solo(w);
	else
		walk_runs(w);
}
