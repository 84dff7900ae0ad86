/* kl_fam_cores.c - the family solver's search for copies and jokers: the
 * natural cards numbered, each meld listed as its natural cards and the
 * jokers it needs (see kl_fam_int.h). */
#include <string.h>

#include "kl_bits.h"
#include "kl_fam_int.h"

/*
 * Where a card may be held more than once or there are jokers (Double
 * Rum, Continental), no two is wild, runs do not turn the corner and sets
 * are of identical cards or none, the hand's natural cards are numbered
 * (16 at most: a set of bits, copies of a card side by side) and its
 * jokers counted.  A core is the natural cards of one meld: a set's (any
 * cards of one rank) or a run's (cards of one suit, each place once, gaps
 * allowed).  Jokers fill a run's gaps and bring a meld to 3 cards (the
 * fewest it needs: lmin less its natural cards); more may stand in it,
 * up to its longest (lmax).  The walk takes the first card not yet
 * placed and puts it into each core that holds it and only cards left,
 * or leaves it over (going out: discards it, once).  The cores whose
 * first card it is are listed when the walk first reaches it, and kept:
 * going out, those that need no joker first, the others only when the
 * walk comes back for them.  (When the list would run past JK_CORES, the
 * general walk answers instead.)  Copies of a card are alike: a core may
 * take a copy only when the copies numbered before it are in melds
 * already, so each arrangement is met once, its copies in the order
 * found.
 *
 * The least deadwood: jokers left over go into melds with room (a joker
 * in a meld never counts more than one left over) or stay unmatched.
 * With a discard, whether the hand melds whole is asked first (the walk
 * of going out, which leaves no card over, is the shorter one).
 *
 * Going out: every natural card is in a meld but the discard (or a
 * joker is discarded), every joker left stands in a meld, and the melds'
 * lengths, each between its lmin and lmax, make a pattern.
 *
 * Where the melds' lengths do not matter (the least deadwood, going out
 * without patterns) a run that splits between two of its cards into two
 * runs of 3 places or more is listed as those two only (they need no more
 * jokers and leave more room), and a set of 6 natural cards or more as
 * two sets, so the list stays short.
 */
#define JK_CORES 1024
#define JK_LONGEST 13                   /* a run holds each rank once */

typedef struct jk_core {
	uint16_t mask;     /* its natural cards */
	uint16_t need;     /* copies numbered before its cards, not in it */
	int8_t kind;       /* KL_MELD_SET or KL_MELD_RUN */
	int8_t lo;         /* a run: the place of its first card; a set:
	                      its rank */
	uint8_t span;      /* a run: places from its first card to its last */
	uint8_t k;         /* natural cards */
	uint8_t lmin, lmax;
} jk_core;

typedef struct jk_search {
	const kl_fam_cards *r;
	const kl_fam_goal *g;          /* going out, else NULL */
	int discard;
	int n;                         /* natural cards */
	int jokers;
	kl_card card[KL_FAM_HAND_MAX];
	int value[KL_FAM_HAND_MAX];
	uint32_t lower[KL_FAM_HAND_MAX];   /* its copies numbered before it */
	int copies;                    /* some card is held twice */
	uint32_t later;                /* the copies with a copy before them */
	uint32_t all;
	uint32_t suit[KL_SUITS];       /* the natural cards of each suit */
	int maxlen, maxmelds;
	int split;                     /* no patterns: a run or set that
	                                  splits in two is listed as the two */
	uint32_t col[KL_RANKS];        /* the natural cards of each rank */
	uint32_t ranks2, ranks3;       /* the ranks held twice, three times
	                                  or more */
	uint32_t lane[KL_SUITS];       /* the places held of each suit */
	uint32_t copies_at[KL_SUITS][KL_RANKS + 1];  /* the cards of a suit
	                                                at each place */
	/* the cores, listed for each card when the walk first needs them */
	int ncores;
	int over;                      /* too many cores: the general walk
	                                  answers */
	int cur;                       /* the card being listed for */
	int stage;                     /* listing the cores without jokers
	                                  (0), with (1), or all (2) */
	int budget;                    /* the jokers a core listed may need */
	uint32_t listed[3];            /* the cards listed for, by stage */
	uint16_t first[3][KL_FAM_HAND_MAX], end[3][KL_FAM_HAND_MAX];
	                               /* the cores whose first card is i:
	                                  first[st][i] .. end[st][i] - 1 */
	jk_core core[JK_CORES];
	/* the walk */
	int nchosen;
	uint16_t chosen[KL_FAM_MELDS_MAX + 1];
	int best;                      /* least deadwood, or most worth
	                                  (-1: no going out) */
	int ub;                        /* going out: the most it can be
	                                  worth */
	int best_nchosen;
	uint16_t best_chosen[KL_FAM_MELDS_MAX + 1];
	uint8_t best_len[KL_FAM_MELDS_MAX + 1];
	int best_disc;                 /* going out: the natural card
	                                  discarded, -1 a joker, -2 none */
} jk_search;

int
kl_fam_cores_applies(const kl_fam_cards *r, const kl_fam_goal *g)
{
	int i;

	if (kl_fam_bits_applies(r) || r->deuces_wild || r->ace == KL_FAM_ACE_AROUND ||
	    r->sets == KL_FAM_SETS || r->joker_value < 0)
		return 0;
	for (i = 0; i < KL_RANKS; i++)
		if (r->value[i] < 0)
			return 0;
	return g == NULL || (g->per_value == 0 && g->per_wild_two == 0);
}

/* List a core of the card being listed for; mark the search over when
 * the list is full. */
static void
jk_add(jk_search *s, uint32_t mask, int kind, int lo, int span, int k,
       int lmin, int lmax)
{
	jk_core *c;
	uint32_t need = 0, m;

	if (lmin - k > s->budget || (s->stage == 1 && lmin == k) ||
	    lmin > lmax)
		return;
	if (s->ncores >= JK_CORES) {
		s->over = 1;
		return;
	}
	for (m = mask & s->later; m != 0; m &= m - 1)
		need |= s->lower[__builtin_ctz(m)];
	c = &s->core[s->ncores++];
	c->mask = (uint16_t)mask;
	c->need = (uint16_t)(need & ~mask);
	c->kind = (int8_t)kind;
	c->lo = (int8_t)lo;
	c->span = (uint8_t)span;
	c->k = (uint8_t)k;
	c->lmin = (uint8_t)lmin;
	c->lmax = (uint8_t)lmax;
}

/* The sets whose first card is card i: it and every choice of the
 * cards of its rank after it (up to 5 natural cards where the lengths do
 * not matter), with as many jokers as bring it to 3; by the stage being
 * listed. */
static void
jk_sets_of(jk_search *s, int i)
{
	int k, rk = kl_card_rank(s->card[i]), lmax = s->maxlen <
	        KL_FAM_HAND_MAX ? s->maxlen : KL_FAM_HAND_MAX;
	uint32_t after = s->col[rk] & ~((2u << i) - 1), sub, b;

	if (s->r->packs > 2 && kl_bits64(after) > 10) {
		s->over = 1;
		return;
	}
	/* 3 natural cards or more (no joker needed) */
	if (s->stage != 1 && (after & (after - 1)) != 0)
		for (sub = after; sub != 0; sub = (sub - 1) & after) {
			if ((sub & (sub - 1)) == 0)
				continue;
			k = kl_bits64(sub) + 1;
			if (!(s->split && k > 5))
				jk_add(s, sub | 1u << i, KL_MELD_SET, rk, 1, k, k,
				       lmax);
		}
	if (s->stage == 0)
		return;
	/* two natural cards and a joker, one and two jokers */
	if (s->budget >= 1)
		for (b = after; b != 0; b &= b - 1)
			jk_add(s, (b & -b) | 1u << i, KL_MELD_SET, rk, 1, 2, 3,
			       lmax);
	if (s->budget >= 2)
		jk_add(s, 1u << i, KL_MELD_SET, rk, 1, 1, 3, lmax);
}

/* The runs at places pl[0..k-1] (any order), from place lo, span places
 * long, the card being listed for at place pl[0]: one core for each
 * choice of a copy (copies[p]) at each other place. */
static void
jk_run_copies(jk_search *s, const uint32_t *copies, const int *pl, int k,
              int lo, int span)
{
	uint32_t pick[JK_LONGEST], mask;
	int i, lmax = s->maxlen < JK_LONGEST ? s->maxlen : JK_LONGEST;

	if (span - k + (span < 3 ? 3 - span : 0) > s->budget)
		return;
	if (!s->copies) {
		/* one card at each place */
		for (i = 1, mask = 1u << s->cur; i < k; i++)
			mask |= copies[pl[i]];
		jk_add(s, mask, KL_MELD_RUN, lo, span, k, span < 3 ? 3 : span,
		       lmax);
		return;
	}
	pick[0] = 1u << s->cur;
	for (i = 1; i < k; i++)
		pick[i] = copies[pl[i]];
	for (;;) {
		mask = 0;
		for (i = 0; i < k; i++)
			mask |= pick[i] & -pick[i];
		jk_add(s, mask, KL_MELD_RUN, lo, span, k, span < 3 ? 3 : span,
		       lmax);
		if (s->over)
			return;
		/* the next choice: the first place with another copy takes
		 * it, the places before start over */
		for (i = 1; i < k; i++) {
			uint32_t rest = pick[i] & (pick[i] - 1);
			if (rest != 0) {
				pick[i] = rest;
				break;
			}
			pick[i] = copies[pl[i]];
		}
		if (i >= k)
			return;
	}
}

/* The runs from place pl[0] up whose places so far are pl[0..k-1] (the
 * cards of the suit at the places of lane), gaps the places skipped,
 * end_max the last place the run may reach (see the top of this file);
 * then every run going on up from them. */
static void
jk_runs_up(jk_search *s, const uint32_t *copies, uint32_t lane, int *pl,
           int k, int gaps, int end_max)
{
	int p, last = pl[k - 1], g2, e2, span = last - pl[0] + 1;
	uint32_t next = lane & ~((2u << last) - 1);

	for (; next != 0 && !s->over; next &= next - 1) {
		p = __builtin_ctz(next);
		if (p - pl[0] >= JK_LONGEST || p - pl[0] >= s->maxlen ||
		    p > end_max)
			break;
		g2 = gaps + (p - last - 1);
		if (g2 > s->budget)
			break;
		e2 = end_max;
		/* 3 places below the next card leave at most 2 from it
		 * on (see the top of this file) */
		if (s->split && span >= 3 && p + 1 < e2)
			e2 = p + 1;
		pl[k] = p;
		jk_runs_up(s, copies, lane, pl, k + 1, g2, e2);
	}
	/* after the longer runs (tried first); one card and jokers: a set
	 * where there are sets, else a run */
	if (k > 1 || s->r->sets == KL_FAM_NO_SETS)
		jk_run_copies(s, copies, pl, k, pl[0], span);
}

/* The same down from the ace high (place pl[0], 13): places so far
 * pl[0..k-1], the lowest pl[k-1]; start_min the lowest place the run may
 * reach. */
static void
jk_runs_down(jk_search *s, const uint32_t *copies, uint32_t lane, int *pl,
             int k, int gaps, int start_min)
{
	int p, last = pl[k - 1], g2, s2, span = pl[0] - last + 1;
	/* below the lowest place so far, never the ace low */
	uint32_t next = lane & ((1u << last) - 1) & ~1u;

	for (; next != 0 && !s->over; next &= ~(1u << p)) {
		p = 31 - __builtin_clz(next);
		if (pl[0] - p >= JK_LONGEST || pl[0] - p >= s->maxlen ||
		    p < start_min)
			break;
		g2 = gaps + (last - p - 1);
		if (g2 > s->budget)
			break;
		s2 = start_min;
		/* 3 places above the next card leave at most 2 from it
		 * down */
		if (s->split && span >= 3 && p - 1 > s2)
			s2 = p - 1;
		pl[k] = p;
		jk_runs_down(s, copies, lane, pl, k + 1, g2, s2);
	}
	/* the ace alone: a run only where it stands high only */
	if (k > 1 || (s->r->sets == KL_FAM_NO_SETS &&
	    s->r->ace == KL_FAM_ACE_HIGH))
		jk_run_copies(s, copies, pl, k, last, span);
}

/* Without jokers (stage 0): the runs of cards in a row from place p0,
 * up (dir 1) or down from the ace high (dir -1), the longest first. */
static void
jk_runs_plain(jk_search *s, const uint32_t *copies, uint32_t lane, int p0,
              int dir)
{
	int pl[JK_LONGEST], len = 0, most = s->split && s->maxlen > 5 ? 5 :
	    s->maxlen, p, k;

	if (most > JK_LONGEST)
		most = JK_LONGEST;
	for (p = p0; len < most && p >= 0 && p <= KL_RANKS &&
	     (lane >> p & 1); p += dir)
		pl[len++] = p;
	for (k = len; k >= 3 && !s->over; k--)
		jk_run_copies(s, copies, pl, k, dir > 0 ? p0 : p0 - k + 1, k);
}

/*
 * List the cores whose first card is card i (in the order of numbering:
 * by suit, then rank, the ace first, copies side by side): its sets, and
 * the runs in which it is the card of the lowest rank, which are the runs
 * up from its place and, for an ace that may stand high, the runs down
 * from the ace high.
 */
static void
jk_list(jk_search *s, int i, int stage)
{
	const kl_fam_cards *r = s->r;
	int su = kl_card_suit(s->card[i]), rk = kl_card_rank(s->card[i]);
	int pl[JK_LONGEST + 1];
	uint32_t lane = s->lane[su] & ~(1u << KL_RANKS);

	s->first[stage][i] = (uint16_t)s->ncores;
	s->cur = i;
	s->stage = stage;
	s->budget = stage == 0 ? 0 : s->jokers;
	if (r->sets != KL_FAM_NO_SETS)
		jk_sets_of(s, i);
	if (stage == 0) {
		if (rk != KL_ACE || r->ace != KL_FAM_ACE_HIGH)
			jk_runs_plain(s, s->copies_at[su], lane, rk, 1);
		if (rk == KL_ACE && r->ace != KL_FAM_ACE_LOW)
			jk_runs_plain(s, s->copies_at[su], s->lane[su] & ~1u,
			              KL_RANKS, -1);
	} else {
		if (rk != KL_ACE || r->ace != KL_FAM_ACE_HIGH) {
			pl[0] = rk;
			jk_runs_up(s, s->copies_at[su], lane, pl, 1, 0,
			           r->ace == KL_FAM_ACE_LOW ? KL_RANKS - 1 :
			           KL_RANKS);
		}
		if (rk == KL_ACE && r->ace != KL_FAM_ACE_LOW) {
			pl[0] = KL_RANKS;
			jk_runs_down(s, s->copies_at[su], s->lane[su], pl, 1, 0,
			             1);
		}
	}
	s->end[stage][i] = (uint16_t)s->ncores;
	s->listed[stage] |= 1u << i;
}

/* Keep the cores chosen as the best so far. */
static void
jk_keep(jk_search *s, int score)
{
	s->best = score;
	s->best_nchosen = s->nchosen;
	memcpy(s->best_chosen, s->chosen, sizeof(s->chosen));
}

/*
 * The least deadwood: the cards of placed are placed, those of melded in
 * the cores chosen, jl jokers not in them, the cards left over worth uv
 * (the most valuable top), room the jokers more the cores chosen can
 * take.
 */
static void
jk_walk(jk_search *s, uint32_t placed, uint32_t melded, int jl, int uv,
        int top, int room)
{
	uint32_t left = s->all & ~placed;
	int i, c, st, d, v, lu, jv = s->r->joker_value;

	if ((s->discard ? uv - top : uv) >= s->best)
		return;
	if (left == 0) {
		/* the jokers left go into the melds, as far as there is
		 * room, the rest are unmatched */
		lu = s->nchosen == 0 ? jl : jl > room ? jl - room : 0;
		if (!s->discard) {
			d = uv + lu * jv;
		} else if ((s->all & ~melded) == 0 && lu == 0) {
			if (jl == 0)
				return; /* nothing to discard */
			d = 0;  /* a joker the melds did not need */
		} else {
			d = uv + lu * jv - (lu > 0 && jv > top ? jv : top);
		}
		if (d < s->best)
			jk_keep(s, d);
		return;
	}
	i = __builtin_ctz(left);
	st = 2;
	if (s->nchosen < KL_FAM_MELDS_MAX) {
		if (!(s->listed[st] >> i & 1))
			jk_list(s, i, st);
		if (s->over)
			return;
		for (c = s->first[st][i]; c < s->end[st][i]; c++) {
			const jk_core *m = &s->core[c];
			int cost = m->lmin - m->k;
			if ((m->mask & placed) || cost > jl ||
			    (m->need & ~melded))
				continue;
			s->chosen[s->nchosen++] = (uint16_t)c;
			jk_walk(s, placed | m->mask, melded | m->mask,
			        jl - cost, uv, top, room + m->lmax - m->lmin);
			s->nchosen--;
			if (s->best == 0)
				return;
		}
	}
	v = s->value[i];
	jk_walk(s, placed | 1u << i, melded, jl, uv + v, v > top ? v : top,
	        room);
}

/*
 * Going out: can the cores chosen take lengths (each between its lmin and
 * lmax) of total cards that make a pattern (or any lengths, without
 * patterns)?  Each core's length into len[].
 */
static int
jk_lengths(const jk_search *s, int total, uint8_t *len)
{
	const kl_fam_goal *g = s->g;
	int n = s->nchosen, i, p, k, sum = 0, best;
	int vals[KL_FAM_MELDS_MAX + 1], nv;
	unsigned taken;

	if (g->npatterns == 0) {
		for (i = 0; i < n; i++) {
			len[i] = s->core[s->chosen[i]].lmin;
			sum += len[i];
		}
		for (i = 0; i < n && sum < total; i++) {
			int more = s->core[s->chosen[i]].lmax - len[i];
			if (more > total - sum)
				more = total - sum;
			len[i] = (uint8_t)(len[i] + more);
			sum += more;
		}
		return sum == total;
	}
	for (p = 0; p < g->npatterns; p++) {
		nv = 0;
		sum = 0;
		for (k = 0; k < KL_FAM_MELDS_MAX + 1 && g->pattern[p][k]; k++) {
			/* the lengths smallest first */
			int v = g->pattern[p][k], j;
			for (j = nv; j > 0 && vals[j - 1] > v; j--)
				vals[j] = vals[j - 1];
			vals[j] = v;
			nv++;
			sum += v;
		}
		if (nv != n || sum != total)
			continue;
		/* each length, smallest first, to the core that can take it
		 * and can grow least */
		taken = 0;
		for (k = 0; k < nv; k++) {
			best = -1;
			for (i = 0; i < n; i++) {
				const jk_core *m = &s->core[s->chosen[i]];
				if ((taken >> i & 1) || m->lmin > vals[k] ||
				    m->lmax < vals[k])
					continue;
				if (best < 0 ||
				    m->lmax < s->core[s->chosen[best]].lmax)
					best = i;
			}
			if (best < 0)
				break;
			taken |= 1u << best;
			len[best] = (uint8_t)vals[k];
		}
		if (k == nv)
			return 1;
	}
	return 0;
}

/* Going out: weigh the cores chosen, which meld the cards of melded, the
 * natural card disc discarded (or -1), with jokers jm of them in melds. */
static void
jk_weigh_out(jk_search *s, uint32_t melded, int disc, int jm)
{
	const kl_fam_goal *g = s->g;
	uint8_t len[KL_FAM_MELDS_MAX + 1];
	int w, su, suits = 0;

	if (jm < 0 || !jk_lengths(s, kl_bits64(melded) + jm, len))
		return;
	w = g->base + g->per_joker * jm + (jm == 0 ? g->no_wild_bonus : 0);
	for (su = 0; su < KL_SUITS; su++)
		suits += (melded & s->suit[su]) != 0;
	if (suits == 1)
		w += g->one_suit_bonus;
	if (w > s->best) {
		jk_keep(s, w);
		memcpy(s->best_len, len, sizeof(len));
		s->best_disc = disc >= 0 ? disc : s->discard ? -1 : -2;
	}
}

/* Going out: the cards of placed are placed, those of melded in the cores
 * chosen, which need cost jokers at least; disc the natural card
 * discarded, or -1. */
static void
jk_out_walk(jk_search *s, uint32_t placed, uint32_t melded, int cost,
            int disc)
{
	uint32_t left = s->all & ~placed;
	int i, c, st;

	if (left == 0) {
		if (disc >= 0)
			jk_weigh_out(s, melded, disc, s->jokers);
		else
			jk_weigh_out(s, melded, -1, s->jokers - s->discard);
		return;
	}
	i = __builtin_ctz(left);
	for (st = 0; st < 2 && s->nchosen < s->maxmelds; st++) {
		if (st == 1 && s->jokers == 0)
			break;
		if (!(s->listed[st] >> i & 1))
			jk_list(s, i, st);
		if (s->over)
			return;
		for (c = s->first[st][i]; c < s->end[st][i]; c++) {
			const jk_core *m = &s->core[c];
			if ((m->mask & placed) ||
			    cost + m->lmin - m->k > s->jokers ||
			    (m->need & ~melded))
				continue;
			s->chosen[s->nchosen++] = (uint16_t)c;
			jk_out_walk(s, placed | m->mask, melded | m->mask,
			            cost + m->lmin - m->k, disc);
			s->nchosen--;
			if (s->best >= s->ub)
				return;
		}
	}
	if (s->discard && disc < 0)
		jk_out_walk(s, placed | 1u << i, melded, cost, i);
}

/* The natural cards no meld can hold with the jokers of the hand:
 * without jokers, one whose rank is held fewer than 3 times (or that has
 * no sets) and that has no 3 places in a row of its suit; with one joker,
 * fewer than 2 times and no other place of its suit within 2; with two
 * jokers or more, none (a card and two jokers make a meld). */
static uint32_t
jk_lone(const jk_search *s)
{
	uint32_t lone = 0, l, w, ok, sets, t;
	int su, p;

	if (s->jokers >= 2)
		return 0;
	/* the ranks a set can hold, as places (the ace at both ends) */
	sets = s->r->sets == KL_FAM_NO_SETS ? 0 :
	       s->jokers == 0 ? s->ranks3 : s->ranks2;
	sets |= (sets & 1) << KL_RANKS;
	for (su = 0; su < KL_SUITS; su++) {
		l = s->lane[su];
		if (l == 0)
			continue;
		if (s->jokers == 0) {
			w = l & l >> 1 & l >> 2;
			ok = w | w << 1 | w << 2;
		} else {
			ok = l & (l >> 1 | l >> 2 | l << 1 | l << 2);
		}
		ok |= sets;
		/* the ace is held if either of its places is */
		if (ok & (1u | 1u << KL_RANKS))
			ok |= 1u | 1u << KL_RANKS;
		for (t = l & ~ok; t != 0; t &= t - 1) {
			p = __builtin_ctz(t);
			lone |= s->copies_at[su][p];
		}
	}
	return lone;
}

/* Set up s for cards[0..n-1]; -1 for cards r refuses (as count_cards). */
static int
jk_start(jk_search *s, const kl_fam_cards *r, const kl_fam_goal *g,
         const kl_card *cards, int n, int discard)
{
	uint64_t held = 0, twice = 0, thrice = 0, four = 0, bit;
	uint32_t col[KL_RANKS], lane[KL_SUITS], suit[KL_SUITS];
	uint32_t ranks2 = 0, ranks3 = 0, later = 0;
	int i, k, copy, su, rk, v, nn = 0;

	if (n < 0 || n > KL_FAM_HAND_MAX || (discard && n < 1))
		return -1;
	s->r = r;
	s->g = g;
	s->discard = discard;
	s->n = 0;
	s->jokers = 0;
	s->over = 0;
	s->copies = 0;
	for (i = 0; i < n; i++) {
		if (cards[i] == KL_JOKER) {
			if (++s->jokers > r->jokers)
				return -1;
			continue;
		}
		if (cards[i] >= KL_NATURALS)
			return -1;
		/* the cards held once, twice, three and four times */
		bit = UINT64_C(1) << cards[i];
		if (four & bit)
			return -1;
		four |= thrice & bit;
		thrice |= twice & bit;
		twice |= held & bit;
		held |= bit;
	}
	if ((r->packs < 2 && twice) || (r->packs < 3 && thrice) ||
	    (r->packs < 4 && four))
		return -1;
	s->copies = twice != 0;
	/* the natural cards in order, copies side by side, and where they
	 * are; the cores are listed as the walk goes */
	/* (in locals: the stores of cards may alias the search's fields) */
	memset(col, 0, sizeof(col));
	memset(lane, 0, sizeof(lane));
	memset(suit, 0, sizeof(suit));
	/* (copies_at is written at the places held, and read only there) */
	for (; held != 0; held &= held - 1) {
		kl_card c = (kl_card)__builtin_ctzll(held);
		int many = 1 + (int)(twice >> c & 1) + (int)(thrice >> c & 1) +
		           (int)(four >> c & 1);
		uint32_t at = 0;
		su = kl_card_suit(c);
		rk = kl_card_rank(c);
		v = r->value[rk];
		for (copy = 0; copy < many; copy++, nn++) {
			ranks3 |= ranks2 & 1u << rk;
			ranks2 |= (col[rk] | at) != 0 ? 1u << rk : 0;
			s->value[nn] = v;
			s->card[nn] = c;
			s->lower[nn] = ((1u << nn) - 1) & ~((1u << (nn - copy)) - 1);
			later |= copy > 0 ? 1u << nn : 0;
			at |= 1u << nn;
		}
		suit[su] |= at;
		col[rk] |= at;
		if (rk != KL_ACE || r->ace != KL_FAM_ACE_HIGH) {
			s->copies_at[su][rk] = at;
			lane[su] |= 1u << rk;
		}
		if (rk == KL_ACE && r->ace != KL_FAM_ACE_LOW) {
			s->copies_at[su][KL_RANKS] = at;
			lane[su] |= 1u << KL_RANKS;
		}
	}
	memcpy(s->col, col, sizeof(col));
	memcpy(s->lane, lane, sizeof(lane));
	memcpy(s->suit, suit, sizeof(suit));
	s->ranks2 = ranks2;
	s->ranks3 = ranks3;
	s->later = later;
	s->n = nn;
	s->all = (1u << nn) - 1;
	s->split = g == NULL || g->npatterns == 0;
	s->maxlen = kl_fam_longest(g);
	s->maxmelds = KL_FAM_MELDS_MAX;
	if (g != NULL && g->npatterns > 0) {
		s->maxmelds = 0;
		for (i = 0; i < g->npatterns; i++) {
			for (k = 0; k < KL_FAM_MELDS_MAX + 1 && g->pattern[i][k]; k++)
				;
			s->maxmelds = k > s->maxmelds ? k : s->maxmelds;
		}
	}
	s->ncores = 0;
	s->listed[0] = s->listed[1] = s->listed[2] = 0;
	s->nchosen = s->best_nchosen = 0;
	s->best_disc = -2;
	s->best = g != NULL ? -1 : KL_FAM_INF;
	if (g != NULL) {
		int keep = s->jokers * g->per_joker +
		           (s->jokers == 0 ? g->no_wild_bonus : 0);
		int drop = s->discard && s->jokers > 0 ?
		           (s->jokers - 1) * g->per_joker +
		           (s->jokers == 1 ? g->no_wild_bonus : 0) : keep;
		s->ub = g->base + g->one_suit_bonus + (keep > drop ? keep : drop);
	}
	return 0;
}

/* Core m as a meld of len cards into *ml (zeroed by the caller): a set's
 * natural cards in display order and its jokers after them; a run in
 * sequence, a joker in each gap, the jokers beyond its natural cards
 * above them as far as the run can go, then below. */
static void
jk_meld(const jk_search *s, const jk_core *m, int len, kl_fam_meld *ml)
{
	uint32_t t;
	int p, k = 0, lo, hi, rk;

	ml->kind = m->kind;
	ml->n = len;
	if (m->kind == KL_MELD_SET) {
		/* (the cards are numbered in display order) */
		for (t = m->mask; t != 0; t &= t - 1)
			ml->cards[k++] = s->card[__builtin_ctz(t)];
		for (; k < len; k++) {
			ml->cards[k] = KL_JOKER;
			ml->wild[k] = 1;
		}
		return;
	}
	hi = m->lo + m->span - 1;
	while (hi - m->lo + 1 < len &&
	       hi < (s->r->ace == KL_FAM_ACE_LOW ? KL_RANKS - 1 : KL_RANKS))
		hi++;
	lo = hi - len + 1;
	for (k = 0; k < len; k++) {
		ml->cards[k] = KL_JOKER;
		ml->wild[k] = 1;
	}
	/* each natural card at its place (the ace high above the king) */
	for (t = m->mask; t != 0; t &= t - 1) {
		kl_card c = s->card[__builtin_ctz(t)];
		rk = kl_card_rank(c);
		p = rk == KL_ACE && m->lo + m->span - 1 == KL_RANKS ? KL_RANKS :
		    rk;
		ml->cards[p - lo] = c;
		ml->wild[p - lo] = 0;
	}
}

/* The best found into *out: the melds by their first place (a set by
 * its rank), then suit; the jokers as the search placed them. */
static void
jk_write(const jk_search *s, kl_fam_arr *out)
{
	int idx[KL_FAM_MELDS_MAX + 1], key[KL_FAM_MELDS_MAX + 1];
	uint8_t len[KL_FAM_MELDS_MAX + 1];
	int i, k, n = s->best_nchosen, cost = 0, room = 0, jl, lu, more;
	uint32_t melded = 0, t;

	memset(out, 0, sizeof(*out));
	for (i = 0; i < n; i++) {
		const jk_core *m = &s->core[s->best_chosen[i]];
		melded |= m->mask;
		cost += m->lmin - m->k;
		room += m->lmax - m->lmin;
		len[i] = s->g != NULL ? s->best_len[i] : m->lmin;
	}
	if (s->g == NULL) {
		/* the jokers left: into the melds with room, sets first */
		jl = s->jokers - cost;
		lu = n == 0 ? jl : jl > room ? jl - room : 0;
		if (s->discard && (s->all & ~melded) == 0 && lu == 0 && jl > 0)
			lu = 1; /* one the melds did not need, to discard */
		more = jl - lu;
		for (k = 0; k < 2; k++)
			for (i = 0; i < n && more > 0; i++) {
				const jk_core *m = &s->core[s->best_chosen[i]];
				int add = m->lmax - len[i];
				if ((m->kind == KL_MELD_SET) != (k == 0))
					continue;
				if (add > more)
					add = more;
				len[i] = (uint8_t)(len[i] + add);
				more -= add;
			}
		for (t = s->all & ~melded; t != 0; t &= t - 1)
			out->unmatched[out->nunmatched++] =
			    s->card[__builtin_ctz(t)];
		for (i = 0; i < lu; i++)
			out->unmatched[out->nunmatched++] = KL_JOKER;
	}
	for (i = 0; i < n; i++) {
		const jk_core *m = &s->core[s->best_chosen[i]];
		int kx = m->lo * 4 +
		         kl_card_suit(s->card[__builtin_ctz(m->mask)]);
		for (k = i; k > 0 && key[k - 1] > kx; k--) {
			idx[k] = idx[k - 1];
			key[k] = key[k - 1];
		}
		idx[k] = i;
		key[k] = kx;
	}
	for (i = 0; i < n && i < KL_FAM_MELDS_MAX; i++)
		jk_meld(s, &s->core[s->best_chosen[idx[i]]], len[idx[i]],
		        &out->melds[out->nmelds++]);
	out->discard = KL_NO_CARD;
	if (s->g != NULL) {
		if (s->best_disc >= 0)
			out->discard = s->card[s->best_disc];
		else if (s->best_disc == -1)
			out->discard = KL_JOKER;
		return;
	}
	kl_fam_unmatched_out(s->r, s->discard, out);
}

int
kl_fam_cores_deadwood(const kl_fam_cards *r, const kl_card *cards, int n,
                      int discard, kl_fam_arr *out, int *res)
{
	static const kl_fam_goal whole = { 0, { { 0 } }, 1, 0, 0, 0, 0, 0 };
	jk_search j;
	uint32_t over, t;
	int uv = 0, top = 0;

	if (jk_start(&j, r, NULL, cards, n, discard) < 0) {
		*res = -1;
		return 1;
	}
	over = jk_lone(&j);
	/* with a discard: does the hand meld whole? */
	if (discard && (over & (over - 1)) == 0) {
		j.g = &whole;
		j.best = -1;
		j.ub = 1;
		jk_out_walk(&j, over, 0, 0, over ? __builtin_ctz(over) : -1);
		if (j.best >= 0 && !j.over) {
			if (out != NULL)
				jk_write(&j, out);
			*res = 0;
			return 1;
		}
		j.g = NULL;
		j.best = KL_FAM_INF;
		j.nchosen = 0;
	}
	/* the cards no meld can hold are left over from the start */
	for (t = over; t != 0; t &= t - 1) {
		int v = j.value[__builtin_ctz(t)];
		uv += v;
		top = v > top ? v : top;
	}
	jk_walk(&j, over, 0, j.jokers, uv, top, 0);
	if (j.over)
		return 0;
	if (out != NULL)
		jk_write(&j, out);
	*res = j.best;
	return 1;
}

int
kl_fam_cores_out(const kl_fam_cards *r, const kl_card *cards, int n,
                 int discard, const kl_fam_goal *g, kl_fam_arr *out,
                 int *res)
{
	jk_search j;
	uint32_t lone;

	if (jk_start(&j, r, g, cards, n, discard) < 0) {
		*res = -2;
		return 1;
	}
	/* a card no meld can hold can only be the discard */
	lone = jk_lone(&j);
	if (lone == 0)
		jk_out_walk(&j, 0, 0, 0, -1);
	else if (discard && (lone & (lone - 1)) == 0)
		jk_out_walk(&j, lone, 0, 0, __builtin_ctz(lone));
	if (j.over)
		return 0;
	if (j.best >= 0 && out != NULL)
		jk_write(&j, out);
	*res = j.best;
	return 1;
}
