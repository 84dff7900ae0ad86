/*
 * kl_solver.c - exact minimum deadwood.
 *
 * Method.  A hand is a multiset: cnt[suit][pos] copies at positions 0..13
 * of each suit, where position 0 is the low ace, 1..12 are 2..K and 13 the
 * high ace.
 *
 * 1. Cards that cannot belong to any meld (no set partner and no run
 *    neighbour close enough, given the jokers) are unmatched at once: the
 *    "lone" cards.
 * 2. The other naturals are searched depth-first in (position, suit)
 *    order: the lowest remaining card either heads a meld (a set with
 *    higher suits of its rank, or a run upward in its suit, longest
 *    first) or stays unmatched; an ace may instead wait at position 13 to
 *    end a high run, when its suit has a card there to meet it.  Copies
 *    of one card are alike, so once a copy stays unmatched the next copy
 *    does too (the swapped arrangement is the same).
 * 3. Jokers are not placed during the search.  A meld is chosen by its
 *    natural cards (its "core") and carries the jokers it needs (gaps
 *    inside a run, or to reach 3 cards) and the jokers it could take in
 *    addition (more run ends, a fourth set card) without holding more
 *    jokers than naturals.  At a leaf every joker count k between the
 *    cores' needs and needs plus extras is possible; the jokers not
 *    melded are unmatched.
 * 4. Branch and bound: a branch is cut when the unmatched value so far,
 *    plus the value of remaining cards that have lost every partner, can
 *    no longer beat the best arrangement found.
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
/* Cards left before the bound also counts stranded cards. */
#define STRANDED_MIN 5

typedef struct core {
	uint8_t kind;    /* KL_MELD_SET or KL_MELD_RUN */
	uint8_t suit;    /* runs: the suit */
	uint8_t lo, hi;  /* runs: first and last natural position; sets: rank */
	uint8_t need;    /* jokers needed */
	uint8_t spare;   /* jokers it could take beyond need */
	uint8_t suits;   /* sets: bit mask of suits */
	uint16_t mask;   /* runs: positions of the naturals used */
} core;

typedef struct search {
	/* fixed for one solve */
	int val[NPOS];      /* value of a natural at each position */
	int jv;             /* joker value */
	int jokers;         /* jokers in the hand */
	int lo_bound, hi_bound; /* positions a run may use */
	int maxlen;         /* longest run: 13, or fewer if the ace is fixed */
	int ace_high;
	int discard;        /* objective with a discard */
	int record;         /* keep the best arrangement */
	int lone, lone_max, nlone; /* value, largest value, count of lone cards */
	int top;            /* largest value any card of the hand has */
	/* the search */
	uint8_t cnt[KL_SUITS][NPOS];
	uint64_t occ;       /* bit p * 4 + suit set while cnt[suit][p] > 0 */
	uint64_t occ2;      /* the same while cnt[suit][p] == 2 */
	uint16_t pm[KL_SUITS]; /* bit p set while cnt[suit][p] > 0 */
	int nrem;           /* naturals left to place */
	int lock;           /* slot whose other copy went unmatched, or -1 */
	int unmatched;      /* value of naturals left unmatched so far */
	int umax;           /* largest of them */
	int ucount;         /* how many */
	int jneed, jspare;
	int ncores;
	core cores[KL_MELDS_MAX + 1];
	int ndead;
	kl_card dead[KL_HAND_MAX];
	/* the best arrangement found */
	int ub;             /* its deadwood */
	int best_ncores;
	core best_cores[KL_MELDS_MAX + 1];
	int best_ndead;
	kl_card best_dead[KL_HAND_MAX];
	int best_jokers;    /* jokers it melds */
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
	if (s->cnt[su][p] == 2)
		s->occ2 &= ~(1ULL << (p * 4 + su));
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
	} else if (s->cnt[su][p] == 2) {
		s->occ2 |= 1ULL << (p * 4 + su);
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

/* A leaf: every card is placed.  Try each possible joker count. */
static void
leaf(search *s)
{
	int k, hi = s->jneed + s->jspare, J = s->jokers;

	if (hi > J)
		hi = J;
	for (k = s->jneed; k <= hi; k++) {
		int free_j = J - k;
		int t = s->lone + s->unmatched + free_j * s->jv;
		if (s->discard) {
			/* give up the largest unmatched card: lone, searched or
			 * a joker left out */
			int give = -1;
			if (s->nlone > 0)
				give = s->lone_max;
			if (s->ucount > 0 && s->umax > give)
				give = s->umax;
			if (free_j > 0 && s->jv > give)
				give = s->jv;
			if (give < 0)
				continue; /* nothing left to discard */
			t -= give;
		}
		if (t < s->ub) {
			s->ub = t;
			if (s->record) {
				s->best_ncores = s->ncores;
				memcpy(s->best_cores, s->cores,
				       sizeof(core) * (size_t)s->ncores);
				s->best_ndead = s->ndead;
				memcpy(s->best_dead, s->dead, (size_t)s->ndead);
				s->best_jokers = k;
			}
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
	int left = s->jokers - s->jneed, su, d, sum = 0;
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

/* 1 if no leaf below can beat the best arrangement found. */
static int
pruned(const search *s)
{
	int lb = s->lone + s->unmatched;

	if (s->discard)
		lb -= s->top;
	if (lb >= s->ub)
		return 1;
	if (s->nrem < STRANDED_MIN)
		return 0; /* too few cards left for the finer bound to pay */
	return lb + stranded(s) >= s->ub;
}

/*
 * Dominated states.  The cards still to place at a node are exactly those
 * at or above its slot, so two nodes with the same remaining cards (and
 * the same lock) face the same choices.  If an earlier node had no more
 * unmatched value, needed no more jokers, could take at least as many,
 * and (with a discard) had at least as good a card to give up, every leaf
 * below the later node is matched or beaten by one below the earlier
 * node, which has been searched: the later node is cut.
 */
#define SEEN_BITS 10
#define SEEN_MIN 6          /* cards left before states are remembered */

typedef struct seen_state {
	uint64_t occ, occ2;
	uint32_t gen;
	uint8_t locked, jneed, reach, has_un;
	int16_t unmatched, net; /* net: unmatched minus its largest card */
} seen_state;

static _Thread_local seen_state seen[1u << SEEN_BITS];
static _Thread_local uint32_t seen_gen;

/* 1 if an earlier node with the same cards left dominates this one;
 * otherwise remember this node and return 0. */
static int
dominated(search *s, int idx)
{
	int locked = s->lock == idx;
	int reach = s->jneed + s->jspare < s->jokers ? s->jneed + s->jspare :
	                                               s->jokers;
	int net = s->unmatched - s->umax;
	uint64_t h = (s->occ * 0x9e3779b97f4a7c15ULL) ^
	             (s->occ2 * 0xc2b2ae3d27d4eb4fULL) ^ (uint64_t)locked;
	seen_state *e = &seen[h >> (64 - SEEN_BITS)];

	if (e->gen == seen_gen && e->occ == s->occ && e->occ2 == s->occ2 &&
	    e->locked == locked && e->unmatched <= s->unmatched &&
	    e->jneed <= s->jneed && e->reach >= reach &&
	    (!s->discard || (e->net <= net &&
	                     (e->has_un || s->ucount == 0))))
		return 1;
	e->occ = s->occ;
	e->occ2 = s->occ2;
	e->gen = seen_gen;
	e->locked = (uint8_t)locked;
	e->jneed = (uint8_t)s->jneed;
	e->reach = (uint8_t)reach;
	e->has_un = s->ucount > 0;
	e->unmatched = (int16_t)s->unmatched;
	e->net = (int16_t)net;
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
		if (s->jneed + gaps + 1 <= s->jokers &&
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
		    s->jneed + need <= s->jokers) {
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
	if (s->nrem >= SEEN_MIN && dominated(s, idx))
		return;
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
			if (s->jneed + c.need > s->jokers)
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
	if (p == 0 && high_partner(s, su, s->jokers - s->jneed)) {
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

/*
 * Solve hand h into s (s->ub is the answer); returns the deadwood, or -1
 * for a hand too large (or empty, with a discard).
 */
static int
solve(const kl_rules *r, const kl_hand *h, int discard, int record,
      search *s)
{
	int J = h->jokers, su, p, d, n = 0;
	unsigned two = 0, three = 0, any = 0, setok;
	uint16_t meld[KL_SUITS];

	for (su = 0; su < KL_SUITS; su++)
		n += bits16(h->once[su]) + bits16(h->twice[su]);
	if (n + J > KL_HAND_MAX || (discard && n + J < 1))
		return -1;
	s->jokers = J;
	s->jv = r->joker_value;
	s->lo_bound = r->ace_low ? 0 : 1;
	s->hi_bound = r->ace_high ? 13 : 12;
	s->ace_high = r->ace_high;
	s->maxlen = s->hi_bound - s->lo_bound + 1;
	if (s->maxlen > 13)
		s->maxlen = 13;
	s->discard = discard;
	s->record = record;
	s->val[0] = s->val[13] = r->ace_value;
	for (p = 1; p <= 9; p++)
		s->val[p] = p + 1;
	s->val[10] = s->val[11] = s->val[12] = r->court_value;
	s->lone = s->lone_max = s->nlone = 0;
	s->top = J > 0 ? s->jv : 0;

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

	/* the lone cards are unmatched; the others are searched */
	memset(s->cnt, 0, sizeof(s->cnt));
	s->occ = s->occ2 = 0;
	s->nrem = 0;
	if (++seen_gen == 0) {
		memset(seen, 0, sizeof(seen));
		seen_gen = 1;
	}
	s->ndead = 0;
	for (su = 0; su < KL_SUITS; su++) {
		unsigned all = h->once[su] & 0x1fff, m;
		s->pm[su] = meld[su];
		for (m = all; m; m &= m - 1) {
			int c;
			p = __builtin_ctz(m);
			c = 1 + ((h->twice[su] >> p) & 1);
			if (s->val[p] > s->top)
				s->top = s->val[p];
			if (meld[su] & (1u << p)) {
				s->cnt[su][p] = (uint8_t)c;
				s->nrem += c;
				s->occ |= 1ULL << (p * 4 + su);
				if (c == 2)
					s->occ2 |= 1ULL << (p * 4 + su);
				continue;
			}
			s->lone += c * s->val[p];
			s->nlone += c;
			if (s->val[p] > s->lone_max)
				s->lone_max = s->val[p];
			if (record)
				while (c-- > 0)
					s->dead[s->ndead++] = kl_card_make(su, p);
		}
	}
	s->unmatched = s->umax = s->ucount = 0;
	s->jneed = s->jspare = s->ncores = 0;
	s->lock = -1;
	s->ub = INF;
	s->best_ncores = s->best_ndead = s->best_jokers = 0;
	dfs(s, 0);
	return s->ub;
}

int
kl_deadwood(const kl_rules *rules, const kl_hand *h)
{
	search s;

	return solve(rules, h, 0, 0, &s);
}

int
kl_deadwood_discard(const kl_rules *rules, const kl_hand *h)
{
	search s;

	return solve(rules, h, 1, 0, &s);
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
	kl_card un[KL_HAND_MAX];
	core cores[KL_MELDS_MAX];
	int jk[KL_MELDS_MAX];
	int d, i, nun = 0, extra;

	d = solve(rules, h, discard, 1, &s);
	if (d < 0)
		return d;
	memset(out, 0, sizeof(*out));
	/* each core gets the jokers it needs, the extras go where they fit */
	extra = s.best_jokers;
	for (i = 0; i < s.best_ncores; i++)
		extra -= s.best_cores[i].need;
	for (i = 0; i < s.best_ncores; i++) {
		int add = extra < s.best_cores[i].spare ? extra :
		          s.best_cores[i].spare;
		extra -= add;
		cores[i] = s.best_cores[i];
		jk[i] = cores[i].need + add;
	}
	/* melds in the order of their lowest card: position, then suit */
	for (i = 1; i < s.best_ncores; i++) {
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
	for (i = 0; i < s.best_ncores; i++)
		write_meld(&s, &cores[i], jk[i], &out->melds[out->nmelds++]);
	for (i = 0; i < s.best_ndead; i++)
		un[nun++] = s.best_dead[i];
	kl_cards_sort(un, (size_t)nun);
	for (i = s.best_jokers; i < h->jokers; i++)
		un[nun++] = KL_JOKER;
	out->discard = KL_NO_CARD;
	if (discard && nun > 0) {
		/* discard the most valuable unmatched card (the last of them
		 * in display order) */
		int best = 0, bv = -1;
		for (i = 0; i < nun; i++) {
			int v = un[i] == KL_JOKER ? s.jv :
			        s.val[kl_card_rank(un[i])];
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
		out->deadwood += un[i] == KL_JOKER ? s.jv :
		                 s.val[kl_card_rank(un[i])];
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
