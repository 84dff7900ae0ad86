/*
 * kl_solver.c - exact minimum deadwood.
 *
 * Method.  A hand is a multiset: cnt[suit][pos] copies at positions 0..13
 * of each suit, where position 0 is the low ace, 1..12 are 2..K and 13 the
 * high ace.
 *
 * 1. Cards that cannot belong to any meld (no set partner and no run
 *    neighbour close enough, given the jokers) are unmatched at once.
 * 2. The other cards fall into components: two cards are linked when they
 *    share a rank that can hold a set, or sit in one suit close enough to
 *    be joined by the hand's jokers.  Every meld lies inside one component,
 *    so components are solved on their own.
 * 3. A component is searched depth-first in (position, suit) order: the
 *    lowest remaining card either heads a meld (a set with higher suits of
 *    its rank, or a run upward in its suit) or stays unmatched; an ace may
 *    instead move to position 13 to end a high run.  Jokers are not placed
 *    during the search: a meld is chosen by its natural cards (its "core")
 *    and carries the jokers it needs (gaps inside a run, or to reach 3
 *    cards) and the jokers it could take in addition (more run ends, a
 *    fourth set card) without holding more jokers than naturals.  For
 *    every joker count k the search keeps the least unmatched value with
 *    exactly k jokers melded in the component, and (for a discard) the
 *    least unmatched value minus the largest unmatched card.  Branch and
 *    bound prunes a branch that cannot improve any of these.
 * 4. A small dynamic programme over the components shares the jokers out
 *    and, with a discard, picks the group that gives up its largest
 *    unmatched card (a component, the lone cards, or a spare joker).
 *
 * Objective: without a discard, minimise the unmatched sum; with a
 * discard, minimise (unmatched sum - largest unmatched card) over
 * arrangements that leave at least one card unmatched, which equals the
 * best deadwood after discarding any one card.
 */
#include "kl_solver.h"

#include <string.h>

#define NPOS 14
#define INF (1 << 29)
#define JOKERS_MAX KL_HAND_MAX
/* Cards left in a component before pruning also counts stranded cards. */
#define STRANDED_MIN 6

typedef struct core {
	uint8_t kind;    /* KL_MELD_SET or KL_MELD_RUN */
	uint8_t suit;    /* runs: the suit */
	uint8_t lo, hi;  /* runs: first and last natural position; sets: rank */
	uint8_t need;    /* jokers needed */
	uint8_t spare;   /* jokers it could take beyond need */
	uint8_t suits;   /* sets: bit mask of suits */
	uint16_t mask;   /* runs: positions of the naturals used */
} core;

/* One component's best arrangement for one joker count. */
typedef struct plan {
	int ncores;
	core cores[KL_MELDS_MAX];
	int ndead;
	kl_card dead[KL_HAND_MAX];
} plan;

typedef struct search {
	/* fixed for one solve */
	int val[NPOS];      /* value of a natural at each position */
	int jv;             /* joker value */
	int jokers;         /* jokers in the hand */
	int kmax;           /* most jokers one component may take */
	int lo_bound, hi_bound; /* positions a run may use */
	int maxlen;         /* longest run: 13, or fewer if the ace is fixed */
	int ace_high;
	int discard;        /* objective with a discard */
	int record;         /* keep the best arrangements */
	/* the component being searched */
	int vmax;           /* largest natural value in it */
	uint8_t cnt[KL_SUITS][NPOS];
	uint64_t occ;       /* bit p * 4 + suit set while cnt[suit][p] > 0 */
	uint16_t pm[KL_SUITS]; /* bit p set while cnt[suit][p] > 0 */
	int nrem;           /* naturals left in the component */
	int lock;           /* slot whose other copy went unmatched, or -1 */
	int unmatched;      /* value of its unmatched naturals so far */
	int umax;           /* largest unmatched natural value so far */
	int ucount;         /* unmatched naturals so far */
	int jneed, jspare;
	int ncores;
	core cores[KL_MELDS_MAX + 1];
	int ndead;
	kl_card dead[KL_HAND_MAX];
	/* the last component also prunes against the whole hand's best */
	int glob;           /* 1 while searching the last component */
	const int *dp0, *dp1; /* the other groups' DP (see solve) */
	int base0, base1;   /* their least values, without and with discard */
	int ub;             /* best whole-hand total seen */
	int best[JOKERS_MAX + 1];  /* least unmatched with k jokers melded */
	int bestd[JOKERS_MAX + 1]; /* least unmatched - largest unmatched */
	plan *pbest, *pbestd;      /* recording: plans per joker count */
} search;

static int
pos_rank(int p)
{
	return p == 13 ? KL_ACE : p;
}

/* Take one copy of (su, p) from the component, keeping occ in step. */
static inline void
take(search *s, int su, int p)
{
	s->nrem--;
	if (--s->cnt[su][p] == 0) {
		s->occ &= ~(1ULL << (p * 4 + su));
		s->pm[su] &= (uint16_t)~(1u << p);
	}
}

/* Put one copy of (su, p) back. */
static inline void
put(search *s, int su, int p)
{
	s->nrem++;
	if (s->cnt[su][p]++ == 0) {
		s->occ |= 1ULL << (p * 4 + su);
		s->pm[su] |= (uint16_t)(1u << p);
	}
}

/* Bits set in a 16-bit mask (without relying on a popcount instruction). */
static inline int
bits16(unsigned v)
{
	v = v - ((v >> 1) & 0x5555);
	v = (v & 0x3333) + ((v >> 2) & 0x3333);
	v = (v + (v >> 4)) & 0x0f0f;
	return (int)((v + (v >> 8)) & 0x1f);
}

/*
 * Could an ace of suit su still end a high run?  Only if the suit keeps a
 * natural close enough below position 13 for the free jokers to bridge;
 * otherwise the ace is simply unmatched and need not wait at 13.
 */
static inline int
high_partner(const search *s, int su, int left)
{
	int lo = 12 - left;

	if (!s->ace_high)
		return 0;
	if (lo < 1)
		lo = 1;
	return (s->pm[su] >> lo) != 0;
}

static void
save(const search *s, plan *p)
{
	p->ncores = s->ncores;
	memcpy(p->cores, s->cores, sizeof(core) * (size_t)s->ncores);
	p->ndead = s->ndead;
	memcpy(p->dead, s->dead, (size_t)s->ndead);
}

/* Whole-hand totals of the current leaf of the last component. */
static void
leaf_global(search *s, int hi)
{
	int k, j, J = s->jokers;

	for (k = s->jneed; k <= hi; k++) {
		for (j = 0; j + k <= J; j++) {
			int spare = J - j - k, t;
			if (s->dp0[j] >= INF)
				continue;
			if (!s->discard) {
				t = s->dp0[j] + s->unmatched + spare * s->jv;
			} else {
				t = INF;
				if (s->dp1[j] < INF)
					t = s->dp1[j] + s->unmatched + spare * s->jv;
				if (s->ucount > 0 && s->dp0[j] + s->unmatched -
				    s->umax + spare * s->jv < t)
					t = s->dp0[j] + s->unmatched - s->umax +
					    spare * s->jv;
				if (spare > 0 && s->dp0[j] + s->unmatched +
				    (spare - 1) * s->jv < t)
					t = s->dp0[j] + s->unmatched +
					    (spare - 1) * s->jv;
			}
			if (t < s->ub)
				s->ub = t;
		}
	}
}

static void
leaf(search *s)
{
	int k, hi = s->jneed + s->jspare;

	if (hi > s->kmax)
		hi = s->kmax;
	if (s->glob)
		leaf_global(s, hi);
	for (k = s->jneed; k <= hi; k++) {
		if (s->unmatched < s->best[k]) {
			s->best[k] = s->unmatched;
			if (s->record)
				save(s, &s->pbest[k]);
		}
		if (s->discard && s->ucount > 0 &&
		    s->unmatched - s->umax < s->bestd[k]) {
			s->bestd[k] = s->unmatched - s->umax;
			if (s->record)
				save(s, &s->pbestd[k]);
		}
	}
}

/*
 * The value of the remaining cards that can no longer be melded: melds
 * already chosen are closed, so a remaining card needs partners among the
 * remaining cards and the jokers not yet needed.
 */
static int
stranded(const search *s)
{
	int left = s->kmax - s->jneed, su, d, sum = 0;
	unsigned two = 0, three = 0, any = 0, setok;

	for (su = 0; su < KL_SUITS; su++) {
		unsigned m = s->pm[su] & 0x1fff;
		three |= two & m;
		two |= any & m;
		any |= m;
	}
	setok = left > 0 ? two : three;
	for (su = 0; su < KL_SUITS; su++) {
		unsigned m = s->pm[su], ok, lone;
		if (m == 0)
			continue;
		if (s->ace_high && (m & 1))
			m |= 1u << 13; /* a low ace may still go high */
		if (s->lo_bound > 0)
			m &= ~1u;
		if (left == 0) {
			unsigned t = m & (m >> 1) & (m >> 2);
			ok = t | (t << 1) | (t << 2);
		} else {
			unsigned nb = 0;
			for (d = 1; d <= left + 1 && d <= 13; d++)
				nb |= (m << d) | (m >> d);
			ok = nb;
		}
		ok |= setok | ((ok >> 13) & 1);
		lone = s->pm[su] & ~ok;
		while (lone) {
			int p = __builtin_ctz(lone);
			lone &= lone - 1;
			sum += s->val[p] * s->cnt[su][p];
		}
	}
	return sum;
}

/* 1 if no leaf below can improve a table entry it could reach. */
static int
pruned(const search *s)
{
	int k, top = s->umax > s->vmax ? s->umax : s->vmax, lb;

	for (k = s->jneed; k <= s->kmax; k++)
		if (s->unmatched < s->best[k] ||
		    (s->discard && s->unmatched - top < s->bestd[k]))
			break;
	if (k > s->kmax)
		return 1;
	lb = s->unmatched;
	if (s->nrem >= STRANDED_MIN) {
		lb += stranded(s);
		for (k = s->jneed; k <= s->kmax; k++)
			if (lb < s->best[k] ||
			    (s->discard && lb - top < s->bestd[k]))
				break;
		if (k > s->kmax)
			return 1;
	}
	if (s->glob) {
		int g = s->base0 + lb;
		if (s->discard) {
			g = s->base0 + lb - top;
			if (s->base1 + lb < g)
				g = s->base1 + lb;
		}
		if (g >= s->ub)
			return 1;
	}
	return 0;
}

static void dfs(search *s, int idx);

/* Push a core and search on; the caller has removed its naturals. */
static void
with_core(search *s, int idx, const core *c)
{
	s->cores[s->ncores++] = *c;
	s->jneed += c->need;
	s->jspare += c->spare;
	dfs(s, idx);
	s->jneed -= c->need;
	s->jspare -= c->spare;
	s->ncores--;
}

/*
 * Extend a run core in suit su whose lowest natural is at p.  last is the
 * last natural position, gaps the jokers needed inside so far, a the
 * naturals, mask their positions.  Tries closing the core at last, then
 * taking the next position as a natural or as a gap.
 */
static void
run_extend(search *s, int idx, int su, int p, int last, int q, int a,
           int gaps, uint16_t mask)
{
	int span = last - p + 1;

	/* Longer runs first: they meld more and give the bound a good
	 * arrangement early. */
	if (q <= s->hi_bound && q - p + 1 <= s->maxlen) {
		/* the next position as a natural */
		if (s->cnt[su][q] > 0) {
			take(s, su, q);
			run_extend(s, idx, su, p, q, q + 1, a + 1, gaps,
			           (uint16_t)(mask | (1u << q)));
			put(s, su, q);
		}
		/* the next position as a joker inside the run: only worth it
		 * if a natural follows, and only while jokers allow.  The
		 * joker/natural ratio is left to the closing test below:
		 * naturals further up may still balance the gaps (3S JK JK JK
		 * 7S 8S 9S, with 3+ jokers). */
		if (s->jneed + gaps + 1 <= s->kmax &&
		    q + 1 <= s->hi_bound && q + 1 - p + 1 <= s->maxlen)
			run_extend(s, idx, su, p, last, q + 1, a, gaps + 1,
			           mask);
	}
	if (a >= 2 && q == last + 1) {
		int room = s->maxlen - span;
		int short_by = span < 3 ? 3 - span : 0;
		int need = gaps + short_by;
		int cap = gaps + room < a ? gaps + room : a;
		if (short_by <= room && need <= cap &&
		    s->jneed + need <= s->kmax) {
			core c;
			c.kind = KL_MELD_RUN;
			c.suit = (uint8_t)su;
			c.lo = (uint8_t)p;
			c.hi = (uint8_t)last;
			c.need = (uint8_t)need;
			c.spare = (uint8_t)(cap - need);
			c.suits = 0;
			c.mask = mask;
			with_core(s, idx, &c);
		}
	}
}

static void
dfs(search *s, int idx)
{
	int p, su, v, t;

	if (pruned(s))
		return;
	if ((s->occ >> idx) == 0) {
		leaf(s);
		return;
	}
	idx += __builtin_ctzll(s->occ >> idx);
	p = idx >> 2;
	su = idx & 3;
	v = s->val[p];
	take(s, su, p);

	/* Copies of one card are alike: once a copy stayed unmatched (or
	 * waits high), the next copy of it may only do the same, so the
	 * swapped arrangement is not searched twice. */
	if (s->lock == idx)
		goto last_option;

	/* a run upward from here */
	if (p >= s->lo_bound && p < 13)
		run_extend(s, idx, su, p, p, p + 1, 1, 0,
		           (uint16_t)(1u << p));

	/* a set with higher suits of this rank */
	if (p < 13) {
		int others[KL_SUITS], no = 0, sub;
		for (t = su + 1; t < KL_SUITS; t++)
			if (s->cnt[t][p] > 0)
				others[no++] = t;
		for (sub = 1; sub < (1 << no); sub++) {
			int a = 1 + bits16((unsigned)sub), i;
			core c;
			if (a > 4)
				continue;
			c.kind = KL_MELD_SET;
			c.suit = 0;
			c.lo = c.hi = (uint8_t)p;
			c.mask = 0;
			c.suits = (uint8_t)(1u << su);
			c.need = (uint8_t)(a == 2 ? 1 : 0);
			c.spare = (uint8_t)(a == 4 ? 0 : 1);
			if (s->jneed + c.need > s->kmax)
				continue;
			for (i = 0; i < no; i++)
				if (sub & (1 << i)) {
					take(s, others[i], p);
					c.suits |= (uint8_t)(1u << others[i]);
				}
			with_core(s, idx, &c);
			for (i = 0; i < no; i++)
				if (sub & (1 << i))
					put(s, others[i], p);
		}
	}

last_option:
	if (p == 0 && high_partner(s, su, s->kmax - s->jneed)) {
		/* the ace waits at position 13 for a high run */
		int old_lock = s->lock;
		put(s, su, 13);
		s->lock = idx;
		dfs(s, idx);
		s->lock = old_lock;
		take(s, su, 13);
	} else {
		/* unmatched */
		int old_max = s->umax;
		s->unmatched += v;
		s->ucount++;
		if (v > s->umax)
			s->umax = v;
		int old_lock = s->lock;
		if (s->record)
			s->dead[s->ndead++] = kl_card_make(su, pos_rank(p));
		s->lock = idx;
		dfs(s, idx);
		s->lock = old_lock;
		if (s->record)
			s->ndead--;
		s->ucount--;
		s->umax = old_max;
		s->unmatched -= v;
	}
	put(s, su, p);
}

/* Positions (bit p) of suit su's naturals, the ace at 0 and/or 13. */
static uint16_t
suit_positions(uint16_t m, const search *s)
{
	uint16_t pos = (uint16_t)(m & 0x1ffe);

	if (m & 1) {
		if (s->lo_bound == 0)
			pos |= 1;
		if (s->ace_high)
			pos |= 1u << 13;
	}
	return pos;
}

/* The result of one solve, before the arrangement is written out. */
typedef struct outcome {
	int value;                       /* deadwood, or -1 */
	int ncomp;
	int choice_k[KL_HAND_MAX];       /* jokers melded per component */
	int choice_d[KL_HAND_MAX];       /* 1: the component gives the discard */
	int lone_discard;                /* the lone cards give the discard */
	int joker_discard;               /* a spare joker is the discard */
	int jokers_used;
	int nlone;
	kl_card lone[KL_HAND_MAX];       /* cards in no meld by step 1 */
} outcome;

/*
 * Solve hand h; plans (if recording) must have room for
 * KL_HAND_MAX * (jokers + 1) entries in each of pbest and pbestd.
 */
static int
solve(const kl_rules *r, const kl_hand *h, int discard, search *s,
      outcome *o, plan *pbest, plan *pbestd)
{
	int J = h->jokers, su, p, d, n = 0, c, k, j, ncomp = 0;
	unsigned two = 0, three = 0, any = 0, setok;
	uint16_t meld[KL_SUITS];
	int U0 = 0, umax0 = 0, n0 = 0;
	uint16_t cmask[KL_HAND_MAX][KL_SUITS];  /* ranks of each component */
	int csize[KL_HAND_MAX];
	int dp0[JOKERS_MAX + 1], dp1[JOKERS_MAX + 1];
	int n0p[JOKERS_MAX + 1], n1p[JOKERS_MAX + 1];
	/* back pointers: per component and joker total, for dp0 and dp1 */
	int bk0[KL_HAND_MAX][JOKERS_MAX + 1], bk1[KL_HAND_MAX][JOKERS_MAX + 1];
	int bd1[KL_HAND_MAX][JOKERS_MAX + 1];
	int best_total, best_j = 0, best_mode = 0;

	for (su = 0; su < KL_SUITS; su++)
		n += bits16(h->once[su]) + bits16(h->twice[su]);
	if (n + J > KL_HAND_MAX || (discard && n + J < 1))
		return -1;
	s->jokers = J;
	s->kmax = J;
	s->jv = r->joker_value;
	s->lo_bound = r->ace_low ? 0 : 1;
	s->hi_bound = r->ace_high ? 13 : 12;
	s->ace_high = r->ace_high;
	s->maxlen = s->hi_bound - s->lo_bound + 1;
	if (s->maxlen > 13)
		s->maxlen = 13;
	s->discard = discard;
	s->record = pbest != NULL;
	s->val[0] = s->val[13] = r->ace_value;
	for (p = 1; p <= 9; p++)
		s->val[p] = p + 1;
	s->val[10] = s->val[11] = s->val[12] = r->court_value;
	o->nlone = 0;
	o->ncomp = 0;

	/* step 1: which naturals could be melded at all */
	for (su = 0; su < KL_SUITS; su++) {
		unsigned m = h->once[su];
		three |= two & m;
		two |= any & m;
		any |= m;
	}
	setok = J > 0 ? two : three;
	for (su = 0; su < KL_SUITS; su++) {
		uint16_t m = suit_positions(h->once[su], s), ok;
		if (J == 0) {
			unsigned t = m & (m >> 1) & (m >> 2);
			ok = (uint16_t)((t | (t << 1) | (t << 2)) & m);
		} else {
			unsigned nb = 0;
			for (d = 1; d <= J + 1 && d <= 13; d++)
				nb |= (unsigned)(m << d) | (unsigned)(m >> d);
			ok = (uint16_t)(nb & m);
		}
		meld[su] = (uint16_t)(((ok & 0x1fff) | ((ok >> 13) & 1) |
		                       setok) & h->once[su]);
	}
	for (su = 0; su < KL_SUITS; su++) {
		unsigned lone = h->once[su] & ~meld[su] & 0x1fff;
		unsigned lone2 = h->twice[su] & ~meld[su] & 0x1fff;
		while (lone) {
			p = __builtin_ctz(lone);
			lone &= lone - 1;
			U0 += s->val[p];
			n0++;
			if (s->val[p] > umax0)
				umax0 = s->val[p];
			o->lone[o->nlone++] = kl_card_make(su, p);
		}
		while (lone2) {
			p = __builtin_ctz(lone2);
			lone2 &= lone2 - 1;
			U0 += s->val[p];
			n0++;
			o->lone[o->nlone++] = kl_card_make(su, p);
		}
	}

	/* step 2: components of the meldable naturals, grown bit by bit from
	 * the lowest card left: along each suit to positions the jokers can
	 * bridge, and across suits along ranks that can hold a set */
	{
		uint16_t left[KL_SUITS];
		unsigned valid = 0x1ffeu | (s->lo_bound == 0 ? 1u : 0u) |
		                 (s->ace_high ? 1u << 13 : 0u);
		int dist = J == 0 ? 1 : J + 1;
		memcpy(left, meld, sizeof(left));
		while ((left[0] | left[1] | left[2] | left[3]) != 0) {
			uint16_t *cm = cmask[ncomp];
			int grew = 1;
			memset(cm, 0, sizeof(cmask[0]));
			for (su = 0; left[su] == 0; su++)
				;
			cm[su] = (uint16_t)(left[su] & (~left[su] + 1u));
			while (grew) {
				unsigned ranks = 0;
				grew = 0;
				for (su = 0; su < KL_SUITS; su++) {
					unsigned pos, nb = 0, add;
					if (cm[su] == 0)
						continue;
					ranks |= cm[su];
					pos = suit_positions(cm[su], s);
					for (d = 1; d <= dist; d++)
						nb |= (pos << d) | (pos >> d);
					nb &= valid;
					add = ((nb & 0x1fff) | ((nb >> 13) & 1)) &
					      left[su] & ~(unsigned)cm[su];
					if (add) {
						cm[su] |= (uint16_t)add;
						grew = 1;
					}
				}
				ranks &= setok;
				for (su = 0; su < KL_SUITS; su++) {
					unsigned add = ranks & left[su] &
					               ~(unsigned)cm[su];
					if (add) {
						cm[su] |= (uint16_t)add;
						grew = 1;
					}
				}
			}
			csize[ncomp] = 0;
			for (su = 0; su < KL_SUITS; su++) {
				left[su] &= (uint16_t)~cm[su];
				csize[ncomp] += bits16(cm[su]) +
				                bits16(cm[su] & h->twice[su]);
			}
			ncomp++;
		}
	}

	/* step 3 and 4: search each component, fold it into the DP */
	for (j = 0; j <= J; j++)
		dp0[j] = dp1[j] = INF;
	dp0[0] = U0;
	if (n0 > 0)
		dp1[0] = U0 - umax0;
	/* the largest component goes last, where it can prune against the
	 * whole hand */
	for (c = 0; c + 1 < ncomp; c++)
		if (csize[c] > csize[ncomp - 1]) {
			uint16_t t[KL_SUITS];
			int ts = csize[c];
			memcpy(t, cmask[c], sizeof(t));
			memcpy(cmask[c], cmask[ncomp - 1], sizeof(t));
			memcpy(cmask[ncomp - 1], t, sizeof(t));
			csize[c] = csize[ncomp - 1];
			csize[ncomp - 1] = ts;
		}
	s->glob = 0;
	for (c = 0; c < ncomp; c++) {
		memset(s->cnt, 0, sizeof(s->cnt));
		s->occ = 0;
		s->nrem = 0;
		s->vmax = 0;
		for (su = 0; su < KL_SUITS; su++) {
			unsigned m = cmask[c][su];
			s->pm[su] = (uint16_t)m;
			while (m) {
				p = __builtin_ctz(m);
				m &= m - 1;
				s->cnt[su][p] = (uint8_t)(1 +
				    ((h->twice[su] >> p) & 1));
				s->nrem += s->cnt[su][p];
				s->occ |= 1ULL << (p * 4 + su);
				if (s->val[p] > s->vmax)
					s->vmax = s->val[p];
			}
		}
		for (k = 0; k <= J; k++)
			s->best[k] = s->bestd[k] = INF;
		s->unmatched = s->umax = s->ucount = 0;
		s->jneed = s->jspare = s->ncores = s->ndead = 0;
		s->lock = -1;
		if (s->record) {
			s->pbest = pbest + c * (J + 1);
			s->pbestd = pbestd + c * (J + 1);
		}
		if (c == ncomp - 1) {
			s->glob = 1;
			s->dp0 = dp0;
			s->dp1 = dp1;
			s->base0 = s->base1 = INF;
			for (j = 0; j <= J; j++) {
				if (dp0[j] < s->base0)
					s->base0 = dp0[j];
				if (dp1[j] < s->base1)
					s->base1 = dp1[j];
			}
			s->ub = INF;
		}
		dfs(s, 0);
		for (j = 0; j <= J; j++)
			n0p[j] = n1p[j] = INF;
		for (j = 0; j <= J; j++) {
			for (k = 0; j + k <= J; k++) {
				int v;
				if (dp0[j] < INF && s->best[k] < INF &&
				    (v = dp0[j] + s->best[k]) < n0p[j + k]) {
					n0p[j + k] = v;
					bk0[c][j + k] = k;
				}
				if (dp1[j] < INF && s->best[k] < INF &&
				    (v = dp1[j] + s->best[k]) < n1p[j + k]) {
					n1p[j + k] = v;
					bk1[c][j + k] = k;
					bd1[c][j + k] = 0;
				}
				if (discard && dp0[j] < INF && s->bestd[k] < INF &&
				    (v = dp0[j] + s->bestd[k]) < n1p[j + k]) {
					n1p[j + k] = v;
					bk1[c][j + k] = k;
					bd1[c][j + k] = 1;
				}
			}
		}
		memcpy(dp0, n0p, sizeof(dp0));
		memcpy(dp1, n1p, sizeof(dp1));
	}

	/* the best total: mode 0 no discard, 1 discard from a group, 2 a
	 * spare joker is discarded */
	best_total = INF;
	for (j = 0; j <= J; j++) {
		int spare = J - j;
		if (!discard) {
			if (dp0[j] < INF && dp0[j] + spare * s->jv < best_total) {
				best_total = dp0[j] + spare * s->jv;
				best_j = j;
				best_mode = 0;
			}
			continue;
		}
		if (dp1[j] < INF && dp1[j] + spare * s->jv < best_total) {
			best_total = dp1[j] + spare * s->jv;
			best_j = j;
			best_mode = 1;
		}
		if (spare > 0 && dp0[j] < INF &&
		    dp0[j] + (spare - 1) * s->jv < best_total) {
			best_total = dp0[j] + (spare - 1) * s->jv;
			best_j = j;
			best_mode = 2;
		}
	}
	o->value = best_total;
	o->ncomp = ncomp;
	o->jokers_used = best_j;
	o->joker_discard = best_mode == 2;
	o->lone_discard = 0;
	/* walk the back pointers to each component's joker count */
	{
		int mode = best_mode == 1 ? 1 : 0;
		j = best_j;
		for (c = ncomp - 1; c >= 0; c--) {
			if (mode == 0) {
				k = bk0[c][j];
				o->choice_d[c] = 0;
			} else {
				k = bk1[c][j];
				o->choice_d[c] = bd1[c][j];
				if (bd1[c][j])
					mode = 0;
			}
			o->choice_k[c] = k;
			j -= k;
		}
		o->lone_discard = mode == 1;
	}
	return best_total;
}

int
kl_deadwood(const kl_rules *rules, const kl_hand *h)
{
	search s;
	outcome o;

	return solve(rules, h, 0, &s, &o, NULL, NULL);
}

int
kl_deadwood_discard(const kl_rules *rules, const kl_hand *h)
{
	search s;
	outcome o;

	return solve(rules, h, 1, &s, &o, NULL, NULL);
}

/* Write one core as a meld, with `jokers` jokers placed. */
static void
write_meld(const search *s, const core *c, int jokers, kl_meld *m)
{
	int t, p, n = 0;

	if (c->kind == KL_MELD_SET) {
		m->kind = KL_MELD_SET;
		for (t = 0; t < KL_SUITS; t++)
			if (c->suits & (1u << t))
				m->cards[n++] = kl_card_make(t, pos_rank(c->lo));
		for (t = 0; t < jokers; t++)
			m->cards[n++] = KL_JOKER;
	} else {
		int ext = jokers, lo = c->lo, hi = c->hi;
		/* jokers beyond the gaps go above, then below */
		for (p = lo; p <= hi; p++)
			if (!(c->mask & (1u << p)))
				ext--;
		while (ext > 0 && hi < s->hi_bound && hi - lo + 1 < s->maxlen) {
			hi++;
			ext--;
		}
		while (ext > 0 && lo > s->lo_bound) {
			lo--;
			ext--;
		}
		m->kind = KL_MELD_RUN;
		for (p = lo; p <= hi; p++)
			m->cards[n++] = (c->mask & (1u << p)) ?
			    kl_card_make(c->suit, pos_rank(p)) : KL_JOKER;
	}
	m->n = n;
}

/* Sort key of a core: its lowest natural's position, then its suit. */
static int
core_key(const core *c)
{
	if (c->kind == KL_MELD_SET)
		return c->lo * 4 + __builtin_ctz(c->suits);
	return c->lo * 4 + c->suit;
}

int
kl_solve(const kl_rules *rules, const kl_hand *h, int discard,
         kl_arrangement *out)
{
	search s;
	outcome o;
	plan pbest[KL_HAND_MAX * (JOKERS_MAX + 1)];
	plan pbestd[KL_HAND_MAX * (JOKERS_MAX + 1)];
	kl_card un[KL_HAND_MAX];
	core cores[KL_MELDS_MAX];
	int jk[KL_MELDS_MAX];
	int d, c, i, nun = 0, ncores = 0;

	d = solve(rules, h, discard, &s, &o, pbest, pbestd);
	if (d < 0)
		return d;
	memset(out, 0, sizeof(*out));
	for (c = 0; c < o.ncomp; c++) {
		const plan *pl = (o.choice_d[c] ? pbestd : pbest) +
		                 c * (h->jokers + 1) + o.choice_k[c];
		int extra = o.choice_k[c];
		for (i = 0; i < pl->ncores; i++)
			extra -= pl->cores[i].need;
		for (i = 0; i < pl->ncores; i++) {
			const core *co = &pl->cores[i];
			int add = extra < co->spare ? extra : co->spare;
			extra -= add;
			cores[ncores] = *co;
			jk[ncores++] = co->need + add;
		}
		for (i = 0; i < pl->ndead; i++)
			un[nun++] = pl->dead[i];
	}
	/* melds in the order of their lowest card: position, then suit */
	for (i = 1; i < ncores; i++) {
		int k = i;
		while (k > 0 && core_key(&cores[k]) < core_key(&cores[k - 1])) {
			core tc = cores[k];
			int tj = jk[k];
			cores[k] = cores[k - 1];
			jk[k] = jk[k - 1];
			cores[k - 1] = tc;
			jk[k - 1] = tj;
			k--;
		}
	}
	for (i = 0; i < ncores; i++)
		write_meld(&s, &cores[i], jk[i], &out->melds[out->nmelds++]);
	for (i = 0; i < o.nlone; i++)
		un[nun++] = o.lone[i];
	kl_cards_sort(un, (size_t)nun);
	for (i = o.jokers_used; i < h->jokers; i++)
		un[nun++] = KL_JOKER;
	out->discard = KL_NO_CARD;
	if (discard && nun > 0) {
		/* discard the most valuable unmatched card (the last of them
		 * in display order) */
		int best = 0, bv = -1;
		for (i = 0; i < nun; i++) {
			int v = kl_rules_card_value(rules, un[i]);
			if (v >= bv) {
				bv = v;
				best = i;
			}
		}
		out->discard = un[best];
		memmove(un + best, un + best + 1, (size_t)(nun - best - 1));
		nun--;
	}
	out->nunmatched = nun;
	memcpy(out->unmatched, un, (size_t)nun);
	out->deadwood = 0;
	for (i = 0; i < nun; i++)
		out->deadwood += kl_rules_card_value(rules, un[i]);
	return d;
}

const char *
kl_verdict_name(int verdict)
{
	switch (verdict) {
	case KL_VERDICT_RUMMY: return "rummy";
	case KL_VERDICT_KNOCK: return "knock";
	default: return "none";
	}
}

int
kl_verdict(const kl_rules *rules, const kl_hand *h, kl_arrangement *out,
           kl_error *err)
{
	int n = kl_hand_size(h), d;

	if (n != rules->hand_size && n != rules->hand_size + 1) {
		kl_error_set(err, KL_EINPUT,
		    "a declarer shows %d or %d cards, not %d",
		    rules->hand_size, rules->hand_size + 1, n);
		return -1;
	}
	d = kl_solve(rules, h, n == rules->hand_size + 1, out);
	if (d < 0) {
		kl_error_set(err, KL_EINPUT, "too many cards");
		return -1;
	}
	if (d == 0)
		return KL_VERDICT_RUMMY;
	return d <= rules->knock_limit ? KL_VERDICT_KNOCK : KL_VERDICT_NONE;
}
