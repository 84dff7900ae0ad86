/*
 * kl_solver.c - exact minimum deadwood.
 *
 * Method.  A hand is a multiset: cnt[suit][pos] copies at positions 0..13
 * of each suit, where position 0 is the low ace, 1..12 are 2..K and 13 the
 * high ace.  Cards that cannot belong to any meld (no set partner and no
 * run neighbour close enough, given the jokers) are counted as deadwood at
 * once.  The rest is searched depth-first in (position, suit) order: the
 * lowest remaining card either heads a meld (a set with higher suits of
 * its rank, or a run upward in its suit) or stays unmatched; an ace may
 * instead move to position 13 to end a high run.
 *
 * Jokers are not placed during the search.  A meld is chosen by its
 * natural cards (its "core") and carries two numbers: the jokers it needs
 * (gaps inside a run, or to reach 3 cards) and the jokers it could take in
 * addition (more run ends, a fourth set card) without breaking the rule
 * "no more jokers than natural cards".  At a leaf, the jokers melded are
 * min(jokers, need + spare); the search only continues while need fits.
 *
 * Objective: without a discard, minimise the unmatched sum; with a
 * discard, minimise (unmatched sum - largest unmatched card) over
 * arrangements that leave at least one card unmatched, which equals the
 * best deadwood after discarding any one card.  Branch and bound prunes
 * on the unmatched sum so far.
 */
#include "kl_solver.h"

#include <string.h>

#define NPOS 14

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
	int vmax;           /* largest card value in the hand */
	/* state */
	uint8_t cnt[KL_SUITS][NPOS];
	int unmatched;      /* value of unmatched naturals so far */
	int umax;           /* largest unmatched natural value so far */
	int ucount;         /* unmatched naturals so far */
	int jneed, jspare;
	int ncores;
	core cores[KL_MELDS_MAX + 1];
	int ndead;
	kl_card dead[KL_HAND_MAX];
	/* best */
	int best;
	int best_ncores;
	core best_cores[KL_MELDS_MAX + 1];
	int best_ndead;
	kl_card best_dead[KL_HAND_MAX];
	int best_jokers_used;
} search;

static int
pos_rank(int p)
{
	return p == 13 ? KL_ACE : p;
}

static void
leaf(search *s)
{
	int J = s->jokers, cap = s->jneed + s->jspare, used, d, k, kmin;

	used = cap < J ? cap : J;
	if (!s->discard) {
		d = s->unmatched + (J - used) * s->jv;
		if (d < s->best) {
			s->best = d;
			k = used;
			goto keep;
		}
		return;
	}
	/* With a discard: try all jokers melded, or one joker left out. */
	kmin = used - 1 >= s->jneed ? used - 1 : used;
	for (k = used; k >= kmin; k--) {
		int free_j = J - k, m = s->umax;
		if (s->ucount + free_j == 0)
			continue;
		if (free_j > 0 && s->jv > m)
			m = s->jv;
		d = s->unmatched + free_j * s->jv - m;
		if (d < s->best) {
			s->best = d;
			goto keep;
		}
	}
	return;
keep:
	if (s->record) {
		s->best_ncores = s->ncores;
		memcpy(s->best_cores, s->cores, sizeof(core) * (size_t)s->ncores);
		s->best_ndead = s->ndead;
		memcpy(s->best_dead, s->dead, (size_t)s->ndead);
		s->best_jokers_used = k;
	}
}

static int
lower_bound(const search *s)
{
	if (!s->discard)
		return s->unmatched;
	return s->unmatched - (s->umax > s->vmax ? s->umax : s->vmax);
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

	if (a >= 2) {
		int room = s->maxlen - span;
		int short_by = span < 3 ? 3 - span : 0;
		int need = gaps + short_by;
		int cap = gaps + room < a ? gaps + room : a;
		if (short_by <= room && need <= cap &&
		    s->jneed + need <= s->jokers && q == last + 1) {
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
	if (q > s->hi_bound || q - p + 1 > s->maxlen)
		return;
	/* the next position as a natural */
	if (s->cnt[su][q] > 0) {
		s->cnt[su][q]--;
		run_extend(s, idx, su, p, q, q + 1, a + 1, gaps,
		           (uint16_t)(mask | (1u << q)));
		s->cnt[su][q]++;
	}
	/* the next position as a joker inside the run: only worth it if a
	 * natural follows, and only while jokers allow.  The joker/natural
	 * ratio is left to the closing test above: naturals further up may
	 * still balance the gaps (3S JK JK JK 7S 8S 9S, with 3+ jokers). */
	if (s->jneed + gaps + 1 <= s->jokers &&
	    q + 1 <= s->hi_bound && q + 1 - p + 1 <= s->maxlen)
		run_extend(s, idx, su, p, last, q + 1, a, gaps + 1, mask);
}

static void
dfs(search *s, int idx)
{
	int p, su, v, t;

	if (lower_bound(s) >= s->best)
		return;
	for (; idx < NPOS * KL_SUITS; idx++)
		if (s->cnt[idx & 3][idx >> 2] > 0)
			break;
	if (idx == NPOS * KL_SUITS) {
		leaf(s);
		return;
	}
	p = idx >> 2;
	su = idx & 3;
	v = s->val[p];
	s->cnt[su][p]--;

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
			int a = 1 + __builtin_popcount((unsigned)sub), i;
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
					s->cnt[others[i]][p]--;
					c.suits |= (uint8_t)(1u << others[i]);
				}
			with_core(s, idx, &c);
			for (i = 0; i < no; i++)
				if (sub & (1 << i))
					s->cnt[others[i]][p]++;
		}
	}

	if (p == 0 && s->ace_high) {
		/* the ace waits at position 13 for a high run */
		s->cnt[su][13]++;
		dfs(s, idx);
		s->cnt[su][13]--;
	} else {
		/* unmatched */
		int old_max = s->umax;
		s->unmatched += v;
		s->ucount++;
		if (v > s->umax)
			s->umax = v;
		if (s->record)
			s->dead[s->ndead++] = kl_card_make(su, pos_rank(p));
		dfs(s, idx);
		if (s->record)
			s->ndead--;
		s->ucount--;
		s->umax = old_max;
		s->unmatched -= v;
	}
	s->cnt[su][p]++;
}

/* Positions (bit p) of suit su's naturals, the ace at 0 and/or 13. */
static uint16_t
suit_positions(const kl_hand *h, int su, const kl_rules *r)
{
	uint16_t m = h->once[su];
	uint16_t pos = (uint16_t)(m & 0x1ffe);

	if (m & 1) {
		if (r->ace_low)
			pos |= 1;
		if (r->ace_high)
			pos |= 1u << 13;
	}
	return pos;
}

/*
 * Prepare s for hand h: values, bounds, and the cards that can never be
 * melded taken out as unmatched.
 */
static void
setup(search *s, const kl_rules *r, const kl_hand *h, int discard,
      int record)
{
	int su, p, J = h->jokers, d;
	uint16_t runok[KL_SUITS];
	unsigned two = 0, three = 0, any = 0;

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
	for (p = 0; p < NPOS; p++)
		s->val[p] = kl_rules_card_value(r, kl_card_make(0, pos_rank(p)));
	s->unmatched = s->umax = s->ucount = 0;
	s->jneed = s->jspare = s->ncores = s->ndead = 0;
	s->best = 1 << 30;
	s->best_ncores = s->best_ndead = s->best_jokers_used = 0;
	s->vmax = J > 0 ? s->jv : 0;

	/* ranks with at least two and three distinct suits */
	for (su = 0; su < KL_SUITS; su++) {
		unsigned m = h->once[su];
		three |= two & m;
		two |= any & m;
		any |= m;
	}
	/* positions that have a run partner */
	for (su = 0; su < KL_SUITS; su++) {
		uint16_t m = suit_positions(h, su, r), ok;
		if (J == 0) {
			unsigned t = m & (m >> 1) & (m >> 2);
			ok = (uint16_t)((t | (t << 1) | (t << 2)) & m);
		} else {
			unsigned nb = 0;
			for (d = 1; d <= J + 1 && d <= 13; d++)
				nb |= (unsigned)(m << d) | (unsigned)(m >> d);
			ok = (uint16_t)(nb & m);
		}
		/* fold the high ace back onto rank 0 */
		runok[su] = (uint16_t)((ok & 0x1fff) | ((ok >> 13) & 1));
	}
	memset(s->cnt, 0, sizeof(s->cnt));
	for (su = 0; su < KL_SUITS; su++) {
		unsigned meldable = runok[su] | (J > 0 ? two : three);
		for (p = 0; p < KL_RANKS; p++) {
			int n = kl_hand_count(h, kl_card_make(su, p));
			if (n == 0)
				continue;
			if (meldable & (1u << p)) {
				s->cnt[su][p] = (uint8_t)n;
				if (s->val[p] > s->vmax)
					s->vmax = s->val[p];
				continue;
			}
			s->unmatched += n * s->val[p];
			s->ucount += n;
			if (s->val[p] > s->umax)
				s->umax = s->val[p];
			if (record)
				while (n-- > 0)
					s->dead[s->ndead++] = kl_card_make(su, p);
		}
	}
}

static int
solve(const kl_rules *r, const kl_hand *h, int discard, search *s,
      int record)
{
	int n = kl_hand_size(h);

	if (n > KL_HAND_MAX || (discard && n < 1))
		return -1;
	setup(s, r, h, discard, record);
	dfs(s, 0);
	return s->best;
}

int
kl_deadwood(const kl_rules *rules, const kl_hand *h)
{
	search s;

	return solve(rules, h, 0, &s, 0);
}

int
kl_deadwood_discard(const kl_rules *rules, const kl_hand *h)
{
	search s;

	return solve(rules, h, 1, &s, 0);
}

/* Turn the best cores into melds with jokers placed. */
static void
materialise(const search *s, const kl_rules *r, kl_arrangement *out)
{
	int i, extra = s->best_jokers_used, free_j;
	kl_card un[KL_HAND_MAX];
	int nun = 0;

	for (i = 0; i < s->best_ncores; i++)
		extra -= s->best_cores[i].need;
	out->nmelds = s->best_ncores;
	for (i = 0; i < s->best_ncores; i++) {
		const core *c = &s->best_cores[i];
		kl_meld *m = &out->melds[i];
		int add = extra < c->spare ? extra : c->spare, t, p, n = 0;
		extra -= add;
		if (c->kind == KL_MELD_SET) {
			m->kind = KL_MELD_SET;
			for (t = 0; t < KL_SUITS; t++)
				if (c->suits & (1u << t))
					m->cards[n++] = kl_card_make(t,
					    pos_rank(c->lo));
			for (t = 0; t < c->need + add; t++)
				m->cards[n++] = KL_JOKER;
		} else {
			int ext = c->need + add, lo = c->lo, hi = c->hi;
			/* jokers beyond the gaps go above, then below */
			for (p = lo; p <= hi; p++)
				if (!(c->mask & (1u << p)))
					ext--;
			while (ext > 0 && hi < s->hi_bound &&
			       hi - lo + 1 < s->maxlen) {
				hi++;
				ext--;
			}
			while (ext > 0 && lo > s->lo_bound) {
				lo--;
				ext--;
			}
			(void)r;
			m->kind = KL_MELD_RUN;
			for (p = lo; p <= hi; p++)
				m->cards[n++] = (c->mask & (1u << p)) ?
				    kl_card_make(c->suit, pos_rank(p)) : KL_JOKER;
		}
		m->n = n;
	}
	for (i = 0; i < s->best_ndead; i++)
		un[nun++] = s->best_dead[i];
	free_j = s->jokers - s->best_jokers_used;
	kl_cards_sort(un, (size_t)nun);
	for (i = 0; i < free_j; i++)
		un[nun++] = KL_JOKER;
	out->discard = KL_NO_CARD;
	if (s->discard && nun > 0) {
		/* discard the most valuable unmatched card (the last of them
		 * in display order) */
		int best = 0, bv = -1;
		for (i = 0; i < nun; i++) {
			int v = kl_rules_card_value(r, un[i]);
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
		out->deadwood += kl_rules_card_value(r, un[i]);
}

int
kl_solve(const kl_rules *rules, const kl_hand *h, int discard,
         kl_arrangement *out)
{
	search s;
	int d = solve(rules, h, discard, &s, 1);

	if (d < 0)
		return d;
	memset(out, 0, sizeof(*out));
	materialise(&s, rules, out);
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
