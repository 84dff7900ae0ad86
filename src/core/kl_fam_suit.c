/* kl_fam_suit.c - the family solver's going out suit by suit, for games
 * of runs only (see kl_fam_int.h). */
#include <string.h>

#include "kl_fam_int.h"

/*
 * Where a game has runs only, the suits meet only in the wild cards and
 * in the pattern of lengths: the cards of each suit are melded whole in
 * runs of their own.  So each suit's ways are listed once (how many wild
 * cards its runs take, how many of its twos it sets apart as wild, the
 * lengths of its runs), and going out is a choice of one way a suit that
 * takes every wild card there is and makes a pattern.
 */
#define WAYS_MAX 512

typedef struct suit_way {
	uint8_t wilds;                    /* wild cards its runs take */
	uint8_t twos;                     /* its twos set apart as wild */
	uint8_t disc;                     /* the rank it discards, or 0xff */
	uint8_t own;                      /* wild places at its own two's
	                                     place (no two of its own may
	                                     stand there as wild) */
	uint8_t nlens;
	uint8_t lens[KL_FAM_MELDS_MAX];   /* longest first */
} suit_way;

typedef struct suit_walk {
	int nways;
	suit_way ways[WAYS_MAX];
} suit_walk;

/* Are the lengths so far part of some pattern? */
static int
suit_lens_fit(const kl_fam_goal *g, const int *lens)
{
	return kl_fam_pattern_fits(g, lens, 0);
}

/* ---- a suit's ways by a sweep over its places ---- */

/*
 * A suit's runs found place by place, from the lowest up: after each
 * place the sweep knows only how many runs are open at each length, how
 * many are closed at each length, the wild cards taken, the twos set
 * apart and the card discarded.  At a place each open run takes the
 * natural card there, or a wild card, or ends (at 3 cards or more); the
 * natural cards not taken begin new runs, one may be discarded and twos
 * may be set apart as wild.  Wild cards a run needs below its lowest
 * natural card are put above it instead, except for a run that ends at
 * the top, which takes them below when it closes.  Runs of one length
 * began at the same place, so any of them may stand for another.  Each
 * place keeps its states with the one it came from, so the runs of a way
 * are found again by walking back.
 */
#define SWEEP_STATES 1024
#define SWEEP_LONGEST 7             /* runs the sweep counts in 4 bits
                                        of 32 */
#define SWEEP_PLACES (KL_RANKS + 1)
#define SWEEP_HASH 4096              /* a power of two, > SWEEP_STATES */

typedef struct sweep_state {
	uint32_t open;       /* 4 bits a length 1..7: open runs */
	uint32_t closed;     /* 4 bits a length 0..7: closed runs */
	uint8_t wilds, twos, disc, aces;   /* aces: kept for the top */
	uint8_t own;                       /* wild places at the two's */
	int16_t from;
} sweep_state;

/* What a step did. */
typedef struct sweep_step {
	uint8_t nat[KL_RANKS + 2];   /* open runs of each length taking the
	                                natural card */
	uint8_t wild[KL_RANKS + 2];  /* ... taking a wild card */
	uint8_t close[KL_RANKS + 2]; /* ... ending */
	uint8_t fresh;               /* runs begun */
	uint8_t gone;                /* a natural card discarded */
	uint8_t given;               /* twos set apart */
	uint8_t low_aces;            /* at the ace low: aces used there */
	uint8_t lead[KL_FAM_MELDS_MAX + 1]; /* last: wild cards below */
	uint8_t nlead;
} sweep_step;

typedef struct sweep {
	const kl_fam_cards *r;
	const kl_fam_goal *g;
	const uint8_t *cnt;
	int budget, maxlen, can_discard, lo, hi, either;
	int maxmelds;                     /* the most melds a pattern has */
	int npat;
	uint32_t pat[KL_FAM_PATTERNS_MAX]; /* each pattern's lengths, 4 bits
	                                     a length */
	int n[SWEEP_PLACES];
	sweep_state layer[SWEEP_PLACES + 1][SWEEP_STATES];
	int nlayer[SWEEP_PLACES + 1];
	int16_t hash[SWEEP_HASH];         /* the next layer's states: index
	                                     + 1, or 0 (all 0 between
	                                     layers: see sweep_clear) */
	int16_t slot[SWEEP_STATES];       /* where each state of the next
	                                     layer sits in hash */
	int hash_clean;                   /* 1 once hash is all 0 (set up
	                                     by the first sweep_init) */
	int overflow;
	/* finding a step again */
	const sweep_state *target;
	sweep_step found_step;
	int found;
	/* the step being made */
	sweep_step step;
} sweep;

#define NIB(x, i) ((int)(((x) >> (4 * (i))) & 15))
#define NIB_ADD(x, i, v) ((uint32_t)((x) + ((uint32_t)(v) << (4 * (i)))))

#define NIBS_HIGH UINT32_C(0x88888888)

/* The sum of the 4-bit counts of x (at most 15). */
static int
nib_sum(uint32_t x)
{
	return (int)((x * UINT32_C(0x11111111)) >> 28);
}

/* Are the closed runs (and open ones, counted) part of some pattern? */
static int
sweep_fits(const sweep *w, uint32_t open, uint32_t closed)
{
	int i;

	if (nib_sum(open) + nib_sum(closed) > w->maxmelds)
		return 0;
	if (w->npat == 0)
		return 1;
	/* every count at most the pattern's: no borrow out of any nibble
	 * (the counts are below 8) */
	for (i = 0; i < w->npat; i++)
		if ((((w->pat[i] | NIBS_HIGH) - closed) & NIBS_HIGH) == NIBS_HIGH)
			return 1;
	return 0;
}

/* Are the closed runs part of some pattern? */
static int
sweep_lens_fit(const sweep *w, uint32_t closed)
{
	return sweep_fits(w, 0, closed);
}

/* A state st after place p: a new one of the next layer (or, when
 * finding a step again, is it the one looked for?). */
static void
sweep_emit(sweep *w, int p, const sweep_state *st)
{
	sweep_state *layer = w->layer[p + 1];
	int i;

	if (w->target != NULL) {
		if (!w->found && st->open == w->target->open &&
		    st->closed == w->target->closed &&
		    st->wilds == w->target->wilds &&
		    st->twos == w->target->twos &&
		    st->disc == w->target->disc &&
		    st->aces == w->target->aces && st->own == w->target->own) {
			w->found = 1;
			w->found_step = w->step;
		}
		return;
	}
	{
		uint64_t h = (st->open * UINT64_C(0x9e3779b97f4a7c15)) ^
		             (st->closed * UINT64_C(0xc2b2ae3d27d4eb4f)) ^
		             ((uint64_t)st->wilds | (uint64_t)st->twos << 8 |
		              (uint64_t)st->disc << 16 | (uint64_t)st->aces << 24 |
		              (uint64_t)st->own << 32) *
		             UINT64_C(0x165667b19e3779f9);
		unsigned slot = (unsigned)(h >> 54) & (SWEEP_HASH - 1);
		for (; w->hash[slot] != 0; slot = (slot + 1) & (SWEEP_HASH - 1)) {
			i = w->hash[slot] - 1;
			if (layer[i].open == st->open &&
			    layer[i].closed == st->closed &&
			    layer[i].wilds == st->wilds &&
			    layer[i].twos == st->twos &&
			    layer[i].disc == st->disc && layer[i].aces == st->aces &&
			    layer[i].own == st->own)
				return;
		}
		if (w->nlayer[p + 1] == SWEEP_STATES) {
			w->overflow = 1;
			return;
		}
		w->hash[slot] = (int16_t)(w->nlayer[p + 1] + 1);
		w->slot[w->nlayer[p + 1]] = (int16_t)slot;
		layer[w->nlayer[p + 1]++] = *st;
	}
}

/*
 * The open runs of length l and below (of st) choose: take the natural
 * card (of k left), a wild card, or end; then the natural cards left
 * begin runs.
 */
static void
sweep_runs(sweep *w, int p, int l, const sweep_state *st, sweep_state *next,
           int k)
{
	int m, a, b, c, lmax = w->maxlen;

	if (w->found || w->overflow)
		return;
	/* the next length with open runs */
	while (l > 0 && NIB(st->open, l) == 0) {
		w->step.nat[l] = w->step.wild[l] = w->step.close[l] = 0;
		l--;
	}
	if (l == 0) {
		sweep_state s2 = *next;
		s2.open = NIB_ADD(s2.open, 1, k);
		w->step.fresh = (uint8_t)k;
		if (sweep_fits(w, s2.open, s2.closed))
			sweep_emit(w, p, &s2);
		return;
	}
	m = NIB(st->open, l);
	for (a = 0; a <= m && a <= k; a++)
		for (b = 0; a + b <= m && next->wilds + b <= w->budget; b++) {
			sweep_state s2 = *next;
			c = m - a - b;
			if (c > 0 && l < 3)
				continue;
			if (a + b > 0 && l + 1 > lmax)
				continue;
			s2.wilds = (uint8_t)(next->wilds + b);
			if (w->r->deuces_wild && kl_fam_pos_rank(p) == KL_TWO)
				s2.own = (uint8_t)(next->own + b);
			if (a + b > 0)
				s2.open = NIB_ADD(s2.open, l + 1, a + b);
			s2.closed = NIB_ADD(s2.closed, l, c);
			w->step.nat[l] = (uint8_t)a;
			w->step.wild[l] = (uint8_t)b;
			w->step.close[l] = (uint8_t)c;
			sweep_runs(w, p, l - 1, st, &s2, k - a);
		}
}

/* Every step from state st at place p. */
static void
sweep_from(sweep *w, int p, const sweep_state *st)
{
	int k = w->n[p], rank = kl_fam_pos_rank(p), g, d, low;
	sweep_state next;

	memset(&w->step, 0, sizeof(w->step));
	for (low = 0; low <= (w->either && p == w->lo ? k : 0); low++) {
		int here = w->either && p == w->lo ? low :
		           w->either && p == w->hi ? st->aces : k;
		for (d = 0; d <= (w->can_discard && st->disc == 0xff &&
		                  here > 0); d++)
			for (g = 0; g <= (w->r->deuces_wild && rank == KL_TWO ?
			                  here - d : 0); g++) {
				next = *st;
				next.open = 0;
				next.closed = st->closed;
				if (w->either && p == w->lo)
					next.aces = (uint8_t)(k - low);
				/* the card discarded matters by its value only
				 * when the goal counts values */
				if (d)
					next.disc = w->g->per_value != 0 ?
					            (uint8_t)rank : 0;
				next.twos = (uint8_t)(st->twos + g);
				w->step.gone = (uint8_t)d;
				w->step.given = (uint8_t)g;
				w->step.low_aces = (uint8_t)low;
				sweep_runs(w, p, w->maxlen, st, &next,
				           here - d - g);
			}
	}
}

/* The runs open after the last place end, each with wild cards below
 * it if it needs or wants them: every choice, as ways of the suit. */
static void
sweep_close(sweep *w, const sweep_state *st, int l, uint32_t open,
            sweep_state *end, suit_walk *out)
{
	int lmax = w->maxlen, x;

	if (w->found)
		return;
	while (l > 0 && NIB(open, l) == 0)
		l--;
	if (l == 0) {
		int len, k;
		suit_way way;
		if (!sweep_lens_fit(w, end->closed))
			return;
		if (w->target != NULL) {
			if (end->closed == w->target->closed &&
			    end->wilds == w->target->wilds &&
			    end->twos == w->target->twos &&
			    end->disc == w->target->disc &&
			    end->own == w->target->own) {
				w->found = 1;
				w->found_step = w->step;
			}
			return;
		}
		memset(&way, 0, sizeof(way));
		way.wilds = end->wilds;
		way.twos = end->twos;
		way.disc = end->disc;
		way.own = end->own;
		for (len = SWEEP_LONGEST; len >= 0; len--)
			for (k = 0; k < NIB(end->closed, len) &&
			     way.nlens < KL_FAM_MELDS_MAX; k++)
				way.lens[way.nlens++] = (uint8_t)len;
		for (k = 0; k < out->nways; k++)
			if (memcmp(&way, &out->ways[k], sizeof(way)) == 0)
				return;
		if (out->nways == WAYS_MAX) {
			w->overflow = 1;
			return;
		}
		out->ways[out->nways++] = way;
		return;
	}
	/* one run of length l ends with x wild cards below */
	for (x = l >= 3 ? 0 : 3 - l; l + x <= lmax &&
	     end->wilds + x <= w->budget; x++) {
		sweep_state e2 = *end;
		e2.wilds = (uint8_t)(end->wilds + x);
		e2.closed = NIB_ADD(e2.closed, l + x, 1);
		if (w->step.nlead <= KL_FAM_MELDS_MAX)
			w->step.lead[w->step.nlead] = (uint8_t)x;
		w->step.nlead++;
		sweep_close(w, st, l, open - ((uint32_t)1 << (4 * l)), &e2, out);
		w->step.nlead--;
		if (w->found)
			return;
	}
}

/* Set up the sweep of suit cnt[] (budget wild cards, runs up to maxlen). */
static void
sweep_init(sweep *w, const kl_fam_cards *r, const kl_fam_goal *g,
           const uint8_t *cnt, int budget, int can_discard)
{
	int p;

	w->r = r;
	w->g = g;
	w->cnt = cnt;
	w->budget = budget;
	w->maxlen = kl_fam_longest(g);
	w->can_discard = can_discard;
	w->either = r->ace == KL_FAM_ACE_EITHER;
	w->lo = r->ace == KL_FAM_ACE_HIGH ? 1 : 0;
	w->hi = r->ace == KL_FAM_ACE_LOW ? KL_RANKS - 1 : KL_RANKS;
	for (p = w->lo; p <= w->hi; p++)
		w->n[p] = cnt[kl_fam_pos_rank(p)];
	w->overflow = 0;
	w->target = NULL;
	w->found = 0;
	if (!w->hash_clean) {
		memset(w->hash, 0, sizeof(w->hash));
		w->hash_clean = 1;
	}
	w->maxmelds = KL_FAM_MELDS_MAX;
	w->npat = g->npatterns;
	for (p = 0; p < g->npatterns && p < KL_FAM_PATTERNS_MAX; p++) {
		int k, n = 0;
		w->pat[p] = 0;
		for (k = 0; k < KL_FAM_MELDS_MAX + 1 && g->pattern[p][k]; k++)
			if (g->pattern[p][k] < 16) {
				w->pat[p] = NIB_ADD(w->pat[p], g->pattern[p][k], 1);
				n++;
			}
		if (p == 0 || n > w->maxmelds || w->maxmelds == KL_FAM_MELDS_MAX)
			w->maxmelds = p == 0 ? n : (n > w->maxmelds ? n :
			                            w->maxmelds);
	}
	if (g->npatterns == 0)
		w->maxmelds = KL_FAM_MELDS_MAX;
}

/* Empty the hash of the states of the layer before place p (only the
 * slots they took, so a layer costs what it holds). */
static void
sweep_clear(sweep *w, int p)
{
	int i;

	if (p == w->lo)
		return;
	for (i = 0; i < w->nlayer[p]; i++)
		w->hash[w->slot[i]] = 0;
}

/* The ways of a suit by the sweep, into out->ways; -1 if too many. */
static int
sweep_ways(sweep *w, suit_walk *out)
{
	int p, i;
	sweep_state start;

	memset(&start, 0, sizeof(start));
	start.disc = 0xff;
	start.from = -1;
	w->nlayer[w->lo] = 1;
	w->layer[w->lo][0] = start;
	for (p = w->lo; p <= w->hi && !w->overflow; p++) {
		w->nlayer[p + 1] = 0;
		sweep_clear(w, p);
		for (i = 0; i < w->nlayer[p] && !w->overflow; i++) {
			int before = w->nlayer[p + 1], j;
			sweep_from(w, p, &w->layer[p][i]);
			for (j = before; j < w->nlayer[p + 1]; j++)
				w->layer[p + 1][j].from = (int16_t)i;
		}
	}
	/* the last layer made is p: leave the hash empty for the next */
	sweep_clear(w, p);
	out->nways = 0;
	for (i = 0; i < w->nlayer[w->hi + 1] && !w->overflow; i++) {
		sweep_state end = w->layer[w->hi + 1][i];
		uint32_t open = end.open;
		end.open = 0;
		memset(&w->step, 0, sizeof(w->step));
		sweep_close(w, &w->layer[w->hi + 1][i], w->maxlen, open, &end,
		            out);
	}
	return w->overflow ? -1 : 0;
}

/* The choice of a way for each suit. */
typedef struct suit_pick {
	const kl_fam_cards *r;
	const kl_fam_goal *g;
	const suit_walk *walk[KL_SUITS];
	int twos[KL_SUITS], own[KL_SUITS];/* the ways picked: twos set apart,
	                                     wild places at the own two's */
	int jokers;                       /* jokers to meld */
	int value;                        /* the value of the cards */
	int discard;                      /* 1: one card must go */
	int lens[KL_FAM_HAND_MAX + 1];
	int pick[KL_SUITS];
	int best, best_pick[KL_SUITS];
} suit_pick;

/* Choose a way for suit su and on (wilds, twos: what the ways so far
 * take; runs_suits: the suits with runs; gone: the value of the card a
 * suit discards, or -1), keeping the best going out in p. */
static void
pick_ways(suit_pick *p, int su, int wilds, int twos, int runs_suits,
          int gone)
{
	int i, k, worth, jokers = p->jokers, value = p->value;
	const kl_fam_goal *g = p->g;

	if (su == KL_SUITS) {
		/* gone: the value of the suit's card discarded, or -1; else a
		 * joker goes when one must */
		if (p->discard && gone < 0) {
			if (jokers == 0)
				return;
			jokers--;
			value -= p->r->joker_value;
		} else if (gone >= 0) {
			value -= gone;
		}
		if (wilds != jokers + twos)
			return;
		/* a suit's twos stand as wild elsewhere than at their own
		 * place: there must be room for them */
		for (k = 0; k < KL_SUITS; k++)
			if (p->twos[k] > wilds - p->own[k])
				return;
		if (!kl_fam_pattern_fits(g, p->lens, 1))
			return;
		worth = g->base + g->per_joker * jokers +
		        g->per_wild_two * twos + g->per_value * value;
		if (jokers + twos == 0)
			worth += g->no_wild_bonus;
		if (runs_suits <= 1)
			worth += g->one_suit_bonus;
		if (worth > p->best) {
			p->best = worth;
			memcpy(p->best_pick, p->pick, sizeof(p->pick));
		}
		return;
	}
	for (i = 0; i < p->walk[su]->nways; i++) {
		const suit_way *w = &p->walk[su]->ways[i];
		if (w->disc != 0xff && gone >= 0)
			continue; /* one discard at most */
		for (k = 0; k < w->nlens; k++)
			p->lens[w->lens[k]]++;
		if (suit_lens_fit(g, p->lens)) {
			p->pick[su] = i;
			p->twos[su] = w->twos;
			p->own[su] = w->own;
			pick_ways(p, su + 1, wilds + w->wilds, twos + w->twos,
			          runs_suits + (w->nlens > 0),
			          w->disc != 0xff ? p->r->value[w->disc] : gone);
		}
		for (k = 0; k < w->nlens; k++)
			p->lens[w->lens[k]]--;
	}
}

/* Walk back from the state idx after the last place (closed as step
 * says) and make the suit's runs, wild places as KL_JOKER marked wild,
 * into a; the suit's discard into *disc. */
static int
sweep_build(sweep *w, int su, int idx, const sweep_step *last,
            kl_fam_arr *a, kl_card *disc)
{
	sweep_step steps[SWEEP_PLACES];
	kl_fam_meld open[KL_FAM_HAND_MAX];
	int len[KL_FAM_HAND_MAX], nopen = 0, p, i, l, k, t;

	/* the steps, found again from the last place down */
	for (p = w->hi; p >= w->lo; p--) {
		const sweep_state *to = &w->layer[p + 1][idx];
		int from = to->from;
		w->target = to;
		w->found = 0;
		sweep_from(w, p, &w->layer[p][from]);
		if (!w->found)
			return -1;
		steps[p - w->lo] = w->found_step;
		idx = from;
	}
	w->target = NULL;
	/* then the runs, place by place */
	for (p = w->lo; p <= w->hi; p++) {
		const sweep_step *st = &steps[p - w->lo];
		kl_card c = kl_card_make(su, kl_fam_pos_rank(p));
		int moved[KL_FAM_HAND_MAX] = { 0 };
		if (st->gone)
			*disc = c;
		for (l = w->maxlen; l >= 1; l--) {
			int nat = st->nat[l], wild = st->wild[l], close = st->close[l];
			for (i = 0; i < nopen; i++) {
				if (len[i] != l || moved[i])
					continue;
				if (nat > 0 || wild > 0) {
					kl_fam_meld *m = &open[i];
					m->cards[m->n] = nat > 0 ? c : KL_JOKER;
					m->wild[m->n++] = nat > 0 ? 0 : 1;
					if (nat > 0)
						nat--;
					else
						wild--;
					len[i]++;
					moved[i] = 1;
				} else if (close > 0) {
					if (a->nmelds == KL_FAM_MELDS_MAX)
						return -1;
					a->melds[a->nmelds++] = open[i];
					len[i] = 0;
					close--;
				}
			}
		}
		/* drop the closed runs */
		for (i = 0, k = 0; i < nopen; i++)
			if (len[i] > 0) {
				open[k] = open[i];
				len[k++] = len[i];
			}
		nopen = k;
		for (t = 0; t < st->fresh && nopen < KL_FAM_HAND_MAX; t++) {
			open[nopen].kind = KL_MELD_RUN;
			open[nopen].n = 1;
			open[nopen].cards[0] = c;
			open[nopen].wild[0] = 0;
			len[nopen++] = 1;
		}
	}
	/* the runs open at the top end, longest first, with wild cards
	 * below as the last step says */
	for (t = 0; t < nopen; t++) {
		int best = -1, x;
		kl_fam_meld *m;
		for (i = 0; i < nopen; i++)
			if (len[i] > 0 && (best < 0 || len[i] > len[best]))
				best = i;
		if (best < 0 || a->nmelds == KL_FAM_MELDS_MAX)
			return -1;
		x = t < KL_FAM_MELDS_MAX + 1 ? last->lead[t] : 0;
		m = &open[best];
		memmove(m->cards + x, m->cards, (size_t)m->n);
		memmove(m->wild + x, m->wild, (size_t)m->n);
		for (k = 0; k < x; k++) {
			m->cards[k] = KL_JOKER;
			m->wild[k] = 1;
		}
		m->n += x;
		a->melds[a->nmelds++] = *m;
		len[best] = 0;
	}
	return 0;
}

/* The suit's runs for way want into a (see sweep_build). */
static int
suit_build(sweep *w, int su, const suit_way *want, kl_fam_arr *a,
           kl_card *disc)
{
	sweep_state target;
	suit_walk none;
	int i, k;

	if (sweep_ways(w, &none) < 0)
		return -1;
	memset(&target, 0, sizeof(target));
	target.wilds = want->wilds;
	target.twos = want->twos;
	target.disc = want->disc;
	target.own = want->own;
	for (k = 0; k < want->nlens; k++)
		target.closed = NIB_ADD(target.closed, want->lens[k], 1);
	w->target = &target;
	for (i = 0; i < w->nlayer[w->hi + 1]; i++) {
		sweep_state end = w->layer[w->hi + 1][i];
		uint32_t open = end.open;
		end.open = 0;
		w->found = 0;
		memset(&w->step, 0, sizeof(w->step));
		sweep_close(w, &w->layer[w->hi + 1][i], w->maxlen, open, &end,
		            &none);
		if (w->found) {
			sweep_step last = w->found_step;
			return sweep_build(w, su, i, &last, a, disc);
		}
	}
	return -1;
}

/* Wild place (meld m, card c) of a; its suit's two may not stand there
 * as wild when it is that suit's own two's place. */
typedef struct wild_place {
	int m, c, own;    /* own: the suit whose two's place it is, or -1 */
} wild_place;

/* Give two t a place, moving twos placed before if need be (Kuhn's
 * augmenting path; seen: the places tried). */
static int
place_two(const wild_place *pl, int np, const int *suits, int t,
          int *card_of, uint32_t *seen)
{
	int i;

	for (i = 0; i < np; i++) {
		if (pl[i].own == suits[t] || (*seen >> i & 1))
			continue;
		*seen |= 1u << i;
		if (card_of[i] < 0 ||
		    place_two(pl, np, suits, card_of[i], card_of, seen)) {
			card_of[i] = t;
			return 1;
		}
	}
	return 0;
}

/*
 * Name the wild places of a (KL_JOKER, marked wild): twos[su] twos of
 * each suit and jokers (nj) for the rest, no two at its own place (a
 * two there would be a natural card).  -1 if that cannot be done.
 */
static int
name_wilds(kl_fam_arr *a, int nj, const int *twos)
{
	wild_place pl[KL_FAM_HAND_MAX];
	int suits[KL_FAM_HAND_MAX], card_of[KL_FAM_HAND_MAX];
	int np = 0, nt = 0, m, c, su, k, i;
	uint32_t seen;

	for (m = 0; m < a->nmelds; m++)
		for (c = 0; c < a->melds[m].n; c++) {
			const kl_fam_meld *ml = &a->melds[m];
			int own = -1, b;
			if (!ml->wild[c] || np == KL_FAM_HAND_MAX)
				continue;
			/* the place's rank: from a natural card of the run */
			for (b = 0; b < ml->n; b++)
				if (!ml->wild[b]) {
					int r = kl_card_rank(ml->cards[b]) + (c - b);
					r = ((r % KL_RANKS) + KL_RANKS) % KL_RANKS;
					if (r == KL_TWO)
						own = kl_card_suit(ml->cards[b]);
					break;
				}
			pl[np].m = m;
			pl[np].c = c;
			pl[np++].own = own;
		}
	for (su = 0; su < KL_SUITS; su++)
		for (k = 0; k < twos[su] && nt < KL_FAM_HAND_MAX; k++)
			suits[nt++] = su;
	if (np != nj + nt)
		return -1;
	for (i = 0; i < np; i++)
		card_of[i] = -1;
	/* every two a place; the jokers take the rest */
	for (k = 0; k < nt; k++) {
		seen = 0;
		if (!place_two(pl, np, suits, k, card_of, &seen))
			return -1;
	}
	for (i = 0; i < np; i++)
		if (card_of[i] >= 0)
			a->melds[pl[i].m].cards[pl[i].c] =
			    kl_card_make(suits[card_of[i]], KL_TWO);
	return 0;
}

int
kl_fam_suit_out(const kl_fam_search *s, const kl_card *cards, int n,
                int discard, const kl_fam_goal *g, kl_fam_arr *out,
                int *res)
{
	sweep w;
	suit_walk ways[KL_SUITS];
	suit_pick p;
	suit_way best_way[KL_SUITS];
	int i, su, total = 0, twos_all = 0, budget;

	w.hash_clean = 0;

	if (s->r->ace == KL_FAM_ACE_AROUND || kl_fam_longest(g) < 3 ||
	    kl_fam_longest(g) > SWEEP_LONGEST)
		return 0;
	for (i = 0; i < n; i++) {
		total += kl_fam_card_value(s->r, cards[i]);
		twos_all += s->r->deuces_wild && cards[i] < KL_NATURALS &&
		            kl_card_rank(cards[i]) == KL_TWO;
	}
	budget = s->jokers + twos_all;
	memset(&p, 0, sizeof(p));
	for (su = 0; su < KL_SUITS; su++) {
		sweep_init(&w, s->r, g, s->cnt[su], budget, discard);
		if (sweep_ways(&w, &ways[su]) < 0)
			return 0;
		p.walk[su] = &ways[su];
	}
	p.r = s->r;
	p.g = g;
	p.jokers = s->jokers;
	p.value = total;
	p.discard = discard;
	p.best = -1;
	pick_ways(&p, 0, 0, 0, 0, -1);
	*res = p.best;
	if (p.best < 0 || out == NULL)
		return 1;
	for (su = 0; su < KL_SUITS; su++)
		best_way[su] = ways[su].ways[p.best_pick[su]];
	/* build it: each suit's runs as its way wants, then the wild places
	 * named, jokers first, then the twos set apart */
	{
		kl_fam_arr a;
		int nj = s->jokers, twos_left[KL_SUITS];
		memset(&a, 0, sizeof(a));
		a.discard = KL_NO_CARD;
		for (su = 0; su < KL_SUITS; su++) {
			sweep_init(&w, s->r, g, s->cnt[su], budget,
			           best_way[su].disc != 0xff);
			if (suit_build(&w, su, &best_way[su], &a, &a.discard) < 0)
				return 0;
			twos_left[su] = best_way[su].twos;
		}
		if (discard && a.discard == KL_NO_CARD) {
			a.discard = KL_JOKER;
			nj--;
		}
		if (name_wilds(&a, nj, twos_left) < 0)
			return 0;
		*out = a;
	}
	return 1;
}
