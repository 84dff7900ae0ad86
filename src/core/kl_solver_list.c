/*
 * kl_solver_list.c - the solver's first step: every meld core a hand
 * could form, listed once before the search (kl_solver_int.h; the method
 * is described at the top of kl_solver.c).
 */
#include "kl_solver_int.h"

/* The cores of the hand being solved (kl_solver_list_cores). */
static _Thread_local core core_buf[CORES_MAX];

/* ---- listing the cores ---- */

typedef struct lister {
	search *s;
	core *out;
	int n;
	int su;
	unsigned lane;   /* the suit's naturals, bit per rank */
	unsigned lane2;  /* those held twice */
	uint64_t all;    /* the hand's naturals */
	int sets_ready;  /* set1 and set2 worked out for suit su */
	uint64_t covered; /* the cards of the cores listed */
	unsigned set1, set2; /* ranks held in one, two other suits */
} lister;

static void
emit(lister *l, const core *c)
{
	if (l->n < CORES_MAX)
		l->out[l->n] = *c;
	l->covered |= c->mask;
	l->n++;
}

/* The ranks a card of suit l->su could form a set with, given left
 * jokers: held in one more suit (with a joker) or two more. */
static unsigned
set_ranks(lister *l, int left)
{
	if (!l->sets_ready) {
		int t;
		l->set1 = l->set2 = 0;
		for (t = 0; t < KL_SUITS; t++)
			if (t != l->su) {
				l->set2 |= l->set1 & LANE(l->all, t);
				l->set1 |= LANE(l->all, t);
			}
		l->sets_ready = 1;
	}
	return (left > 0 ? l->set1 : l->set2) & 0x1fffu;
}

/*
 * Runs that leave inner naturals to jokers.  Such a run is only worth
 * listing if each natural it leaves out could still be melded elsewhere
 * while the run is taken: in a set, or in a run of the cards the run
 * leaves (base: the suit's cards less the run's single copies, plus the
 * naturals left out) with the jokers the run leaves.  A natural that
 * could not would stay unmatched, and when t->skips the same run holding
 * it (its joker moved to an end, or left out) is no worse, so the core
 * need not be listed.
 */

/* The naturals (bits of ranks) that could be melded elsewhere on their
 * own, with the cards in base and left jokers. */
static unsigned
rescued_alone(lister *l, unsigned base, int left)
{
	const search *s = l->s;
	unsigned ok = set_ranks(l, left), m = base;

	if (left > 0)
		return ok | run_partners(s, base, left);
	/* without jokers: two more in a row with it */
	if (s->ace_high && (m & 1))
		m |= 1u << 13;
	if (s->lo_bound > 0)
		m &= ~1u;
	return ok | ((m << 1) & (m << 2)) | ((m << 1) & (m >> 1)) |
	       ((m >> 1) & (m >> 2));
}

/* 1 if some natural in skip could not be melded elsewhere (base as
 * above, without skip). */
static int
skip_useless(lister *l, unsigned base, int left, unsigned skip)
{
	unsigned ok = set_ranks(l, left) |
	              run_partners(l->s, base | skip, left);

	return (skip & ~ok) != 0;
}

/* Append core t, less the inner naturals in skip (ranks of suit t->suit). */
static inline void
put_run(lister *l, const core *t, unsigned skip)
{
	uint64_t mask = t->mask & ~((uint64_t)skip << (t->suit * 16));

	if (l->n < CORES_MAX) {
		core *c = &l->out[l->n];
		*c = *t;
		c->mask = mask;
	}
	l->covered |= mask;
	l->n++;
}

/* Every way to leave k more of the inner naturals in pool (above those in
 * skip already) to jokers; with check, only those skip_useless keeps. */
static void
put_skips(lister *l, const core *t, unsigned skip, unsigned pool, int k,
          int check, unsigned base)
{
	int left = l->s->jokers - t->need;

	for (; pool; pool &= pool - 1) {
		unsigned low = pool & (0u - pool);
		if (k > 1)
			put_skips(l, t, skip | low, pool & ~low, k - 1, check,
			          base);
		else if (!check || !skip_useless(l, base, left, skip | low))
			put_run(l, t, skip | low);
	}
}

/* The runs t leaving k (1 or more) of the inner naturals to jokers. */
static void
put_skipping(lister *l, const core *t, unsigned inner, int k)
{
	int left = l->s->jokers - t->need, d;
	unsigned base, alone, m, m2;

	if (!t->skips) {
		put_skips(l, t, 0, inner, k, 0, 0);
		return;
	}
	/* the suit's cards the run does not hold */
	base = l->lane & ~(LANE(t->mask, t->suit) & ~l->lane2);
	alone = rescued_alone(l, base, left);
	if (k == 1) {
		for (m = inner & alone; m; m &= m - 1)
			put_run(l, t, m & (0u - m));
		return;
	}
	if (k > 2) {
		put_skips(l, t, 0, inner, k, 1, base);
		return;
	}
	/* two: one not melded alone needs the other close by */
	d = left == 0 ? 2 : left + 1;
	for (m = inner; m; m &= m - 1) {
		int x = __builtin_ctz(m);
		for (m2 = m & (m - 1); m2; m2 &= m2 - 1) {
			int y = __builtin_ctz(m2);
			unsigned pair = (1u << x) | (1u << y);
			if (y - x > d && (pair & ~alone) != 0)
				continue;
			if (!skip_useless(l, base, left, pair))
				put_run(l, t, pair);
		}
	}
}

/*
 * list_runs for a hand without jokers: lo..hi_max are all held (a
 * position missing ends every run), so the runs are the stretches lo..hi
 * of three positions or more, hi from hi_max down to hi_min; each takes
 * no joker and could take as many as it has places left and naturals
 * (what list_runs works out for any hand, here without counting).
 */
static void
list_plain_runs(lister *l, int lo, int hi_min, int hi_max)
{
	const search *s = l->s;
	int hi;
	core t;

	t.kind = KL_MELD_RUN;
	t.suit = (uint8_t)l->su;
	t.lo = (uint8_t)lo;
	t.need = 0;
	t.skips = 0;
	if (hi_min < lo + 2)
		hi_min = lo + 2;
	for (hi = hi_max; hi >= hi_min; hi--) {
		int span = hi - lo + 1, room = s->maxlen - span;
		/* positions to ranks: 13 is the ace */
		unsigned nat = (2u << hi) - (1u << lo);
		unsigned ranks = (nat & 0x1fffu) | ((nat >> 13) & 1u);
		t.mask = (uint64_t)ranks << (l->su * 16);
		t.hi = (uint8_t)hi;
		t.spare = (uint8_t)(room < span ? room : span);
		t.n = (uint8_t)span;
		put_run(l, &t, 0);
	}
}

/*
 * Runs of suit l->su whose first natural is at position lo and whose last
 * natural is at a position in hi_min..hi_max, longest first; a position
 * between them is a natural of the hand or left to a joker, whether the
 * hand holds that natural or not (it may be wanted elsewhere).  Whether a
 * run is valid depends only on how many positions it leaves to jokers.
 */
static void
list_runs(lister *l, int lo, int hi_min, int hi_max)
{
	const search *s = l->s;
	unsigned held = l->lane | ((l->lane & 1u) << 13), cand, missing;
	int hi, j, J = s->jokers;

	if (hi_max > lo + s->maxlen - 1)
		hi_max = lo + s->maxlen - 1;
	/* no run reaches past the (J + 1)th position above lo the suit
	 * lacks: it would leave more gaps than there are jokers */
	missing = ~held & 0x3fffu & ~((2u << lo) - 1);
	for (j = 0; j < J && missing; j++)
		missing &= missing - 1;
	if (missing && hi_max >= __builtin_ctz(missing))
		hi_max = __builtin_ctz(missing) - 1;
	if (hi_max < hi_min)
		return;
	if (J == 0) {
		list_plain_runs(l, lo, hi_min, hi_max);
		return;
	}
	/* the suit's naturals at hi_min..hi_max, highest first */
	cand = held & ((2u << hi_max) - 1) & ~((1u << hi_min) - 1);
	for (; cand; cand &= ~(1u << hi)) {
		unsigned inner, nat, ranks;
		int gaps, span, room, short_by, a0, k;
		core t;
		hi = 31 - __builtin_clz(cand);
		inner = held & ((1u << hi) - 1) & ~((2u << lo) - 1);
		gaps = hi - lo - 1 - kl_bits16(inner);
		span = hi - lo + 1;
		room = s->maxlen - span;
		short_by = span < 3 ? 3 - span : 0;
		if (short_by > room)
			continue;
		nat = inner | (1u << lo) | (1u << hi);
		a0 = kl_bits16(inner) + 2;
		/* positions to ranks: 13 is the ace */
		ranks = (nat & 0x1fffu) | ((nat >> 13) & 1u);
		t.mask = (uint64_t)ranks << (l->su * 16);
		t.kind = KL_MELD_RUN;
		t.suit = (uint8_t)l->su;
		t.lo = (uint8_t)lo;
		t.hi = (uint8_t)hi;
		t.skips = 0;
		/* k inner naturals left to jokers */
		for (k = 0; gaps + k <= J; k++) {
			int a = a0 - k, g = gaps + k, need = g + short_by;
			int cap = g + room < a ? g + room : a;
			if (need > cap || need > J)
				break; /* more jokers only make it worse */
			t.need = (uint8_t)need;
			t.spare = (uint8_t)(cap - need);
			t.n = (uint8_t)a;
			/* a natural put back in place of its joker: one
			 * natural more, and the joker moves to an end; the
			 * run must still take as many jokers as this one can
			 * (never more than the hand has) */
			t.skips = (uint8_t)(k > 0 &&
			    (g - 1 + room < a + 1 ? g - 1 + room : a + 1) >=
			    (cap < J ? cap : J));
			if (k == 0)
				put_run(l, &t, 0);
			else
				put_skipping(l, &t, inner, k);
		}
	}
}

/* Sets whose lowest suit is su at rank r, with subsets of higher suits. */
static void
list_sets(lister *l, int su, int r)
{
	/* the suits above su holding rank r, as bits 16 * suit */
	uint64_t col = (l->all >> r) & LANES(1) &
	               ~((UINT64_C(2) << (su * 16)) - 1), sub;

	/* larger subsets (in suit order) first */
	for (sub = col; sub != 0; sub = (sub - 1) & col) {
		int a = 1 + (int)(((sub >> 16) & 1) + ((sub >> 32) & 1) +
		                  ((sub >> 48) & 1));
		core c;
		if (a == 2 && l->s->jokers == 0)
			continue;
		c.mask = (sub | (UINT64_C(1) << (su * 16))) << r;
		c.kind = KL_MELD_SET;
		c.suit = 0;
		c.lo = c.hi = (uint8_t)r;
		c.need = (uint8_t)(a == 2 ? 1 : 0);
		c.spare = (uint8_t)(a == 4 ? 0 : 1);
		c.n = (uint8_t)a;
		c.skips = 0;
		emit(l, &c);
	}
}

/* kl_solver_int.h.  Which cards could lead a core is worked out for the
 * four suits at once, one 16-bit lane each. */
int
kl_solver_list_cores(search *s, uint64_t all, uint64_t all2)
{
	lister l;
	int d, J = s->jokers, su = -1;
	uint64_t pos, start, up, ok, higher, l1, l2, l3;
	uint64_t covered = 0, leads = 0, m64;

	/* the positions of each suit's cards: an ace at 0 (low) and 13
	 * (high) where allowed */
	pos = all & (s->lo_bound == 0 ? LANES(0x1fff) : LANES(0x1ffe));
	if (s->ace_high)
		pos |= (all & LANES(1)) << 13;
	/* a run may start where two more naturals follow, or with jokers
	 * another natural close above (shifts kept inside their lanes) */
	if (J == 0) {
		start = pos & (pos >> 1) & (pos >> 2);
	} else {
		up = 0;
		for (d = 1; d <= J + 1 && d <= 13; d++)
			up |= (pos >> d) & LANES(0x3fffu >> d);
		start = pos & up;
	}
	start &= LANES(0x1fff);
	/* sets need the rank in a suit above (two without jokers) */
	l1 = all >> 16;
	l2 = all >> 32;
	l3 = all >> 48;
	higher = J > 0 ? l1 | l2 | l3 : (l1 & l2) | (l1 & l3) | (l2 & l3);
	ok = start | (all & higher);
	/* the ace may end a high run if the suit has a run start above it */
	ok |= (pos >> 13) & LANES(1) &
	      ((((start & LANES(0x1ffe)) + LANES(0x7fff)) >> 15) & LANES(1));
	ok &= all;
	s->cores = core_buf;
	s->ncores = 0;
	if (ok == 0)
		return 0;

	l.s = s;
	l.all = all;
	l.out = core_buf;
	l.n = 0;
	l.covered = 0;
	for (m64 = ok; m64; m64 &= m64 - 1) {
		int b = __builtin_ctzll(m64), r = b & 15, k0 = l.n;
		unsigned st;
		if (b >> 4 != su) {
			su = b >> 4;
			l.su = su;
			l.lane = LANE(all, su);
			l.lane2 = LANE(all2, su);
			l.sets_ready = 0;
		}
		st = LANE(start, su);
		if (higher & (UINT64_C(1) << b))
			list_sets(&l, su, r);
		if (r == 0) {
			/* the ace: runs up from the low ace, runs ending at
			 * the high ace */
			if (st & 1)
				list_runs(&l, 0, 1, 12);
			if ((pos >> (su * 16)) & (1u << 13)) {
				unsigned u = st & 0x1ffeu;
				for (; u; u &= u - 1)
					list_runs(&l, __builtin_ctz(u), 13, 13);
			}
		} else if (st & (1u << r)) {
			list_runs(&l, r, r + 1, 12);
		}
		if (l.n > k0 && l.n <= CORES_MAX) {
			s->first[b] = (uint16_t)k0;
			s->count[b] = (uint16_t)(l.n - k0);
			leads |= UINT64_C(1) << b;
		}
	}
	if (l.n > CORES_MAX)
		return l.n;
	s->ncores = l.n;
	/* cards in a core that lead none: their cores are those of the next
	 * leading card (dead_mask starts there) */
	covered = l.covered;
	for (m64 = covered & ~leads; m64; m64 &= m64 - 1) {
		int b = __builtin_ctzll(m64);
		uint64_t after = leads & ~((UINT64_C(2) << b) - 1);
		s->first[b] = (uint16_t)(after ? s->first[__builtin_ctzll(after)] :
		                                 l.n);
		s->count[b] = 0;
	}
	s->covered = covered;
	return l.n;
}
