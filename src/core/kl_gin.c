/* kl_gin.c - the referee of a hand of Gin Rummy (see kl_gin.h). */
#include "kl_gin.h"

#include <string.h>

#define GIN_HAND 10
/* The most melds a hand of 11 cards holds, and candidate melds in it. */
#define MELDS_MAX 3
#define CANDIDATES_MAX 512

void
kl_gin_rules_default(kl_gin_rules *out, int school)
{
	out->school = school;
	out->knock_limit = 10;
	out->big_gin = school == KL_GIN_MODERN;
	out->gin_bonus = school == KL_GIN_MODERN ? 25 : 20;
	out->big_gin_bonus = 31;
	out->undercut_bonus = school == KL_GIN_MODERN ? 25 : 10;
	out->upcard = KL_NO_CARD;
}

void
kl_gin_rules_of(const kl_rules *ru, int upcard, kl_gin_rules *out)
{
	kl_gin_rules_default(out, ru->school == KL_SCHOOL_CLASSIC ?
	                     KL_GIN_CLASSIC : KL_GIN_MODERN);
	out->knock_limit = ru->knock_limit;
	out->big_gin = kl_rules_big_gin(ru);
	out->gin_bonus = kl_rules_gin_bonus(ru);
	out->big_gin_bonus = ru->big_gin_bonus;
	out->undercut_bonus = kl_rules_undercut_bonus(ru);
	out->upcard = upcard >= 0 && upcard < KL_NATURALS ?
	              (kl_card)upcard : KL_NO_CARD;
}

void
kl_gin_card_rules(kl_rules *out)
{
	kl_rules_default(out);
	out->decks = 1;
	out->jokers = 0;
	out->hand_size = GIN_HAND;
	out->ace_value = 1;
	out->court_value = 10;
	out->ace_low = 1;
	out->ace_high = 0;
	out->knock_limit = 10;
}

const char *
kl_gin_verdict_name(int verdict)
{
	static const char *const names[] = {
		"none", "knock", "gin", "big_gin"
	};

	if (verdict < KL_GIN_NONE || verdict > KL_GIN_BIG_GIN)
		return "?";
	return names[verdict];
}

const char *
kl_gin_kind_name(int kind)
{
	static const char *const names[] = {
		"?", "gin", "big_gin", "knock", "undercut"
	};

	if (kind < KL_GIN_WON_GIN || kind > KL_GIN_UNDERCUT)
		return "?";
	return names[kind];
}

/* The deadwood value of a natural card: ace 1, court 10. */
static int
value(kl_card c)
{
	int r = kl_card_rank(c);

	return r >= KL_TEN ? 10 : r + 1;
}

static kl_hand
hand_of(const kl_card *cards, int n)
{
	kl_hand h;
	int i;

	memset(&h, 0, sizeof(h));
	for (i = 0; i < n; i++)
		kl_hand_add(&h, cards[i]);
	return h;
}

/* ---- layoffs ---- */

/* Does card c, laid off with the cards of mask lay (bits: 13 * suit +
 * rank), hang on a meld of m: the fourth card of a set of three, or a
 * card joined to a run by cards all laid off? */
static int
hangs(const kl_arrangement *m, kl_card c, const uint64_t *runs,
      uint64_t lay)
{
	int s = kl_card_suit(c), r = kl_card_rank(c), i, lo, hi;
	uint64_t all;

	for (i = 0; i < m->nmelds; i++)
		if (m->melds[i].kind == KL_MELD_SET && m->melds[i].n == 3 &&
		    kl_card_rank(m->melds[i].cards[0]) == r)
			return 1;
	all = (runs[s] | (lay >> (13 * s))) & 0x1fff;
	if (runs[s] == 0)
		return 0;
	/* the stretch of ranks around r that is laid off or in a run */
	for (lo = r; lo > 0 && (all >> (lo - 1) & 1); lo--)
		;
	for (hi = r; hi < 12 && (all >> (hi + 1) & 1); hi++)
		;
	return (runs[s] >> lo & ((UINT64_C(1) << (hi - lo + 1)) - 1)) != 0;
}

/*
 * The defender's least deadwood after laying off, found fast for the
 * weighing of many showings: his own melds are found once (def_prepare);
 * for a showing, the groups he may lay off are added (the fourth card of
 * a set of three; cards that extend a run at one end, as many as he holds
 * in a row from it), and one walk over his cards, lowest first, covers
 * each by a meld or a group or leaves it unmatched, cut off as soon as it
 * cannot beat the best.  kl_gin_layoff, which also writes which cards
 * are laid off, tries the subsets instead; the two agree (the tests).
 */
#define DEF_GROUPS 96

typedef struct def_ctx {
	int n;
	kl_card hand[GIN_HAND];
	int val[GIN_HAND];
	int at[KL_SUITS][13];        /* index of the card, or -1 */
	int nown;
	uint16_t own[DEF_GROUPS];    /* his own melds, as masks, by their
	                                lowest card: own[own_start[i] ..
	                                own_start[i + 1] - 1] */
	int own_start[GIN_HAND + 1];
	/* the walk */
	int ngroups;
	uint16_t group[DEF_GROUPS];
	int start[GIN_HAND + 1];     /* groups by lowest card: group[start[i]
	                                .. start[i + 1] - 1] */
	int best;
} def_ctx;

static void
def_prepare(const kl_card *hand, int n, def_ctx *dc)
{
	int i, s, r, l, c, k, j, idx[KL_SUITS];

	dc->n = n;
	dc->nown = 0;
	for (s = 0; s < KL_SUITS; s++)
		for (r = 0; r < 13; r++)
			dc->at[s][r] = -1;
	for (i = 0; i < n; i++) {
		dc->hand[i] = hand[i];
		dc->val[i] = value(hand[i]);
		dc->at[kl_card_suit(hand[i])][kl_card_rank(hand[i])] = i;
	}
	for (r = 0; r < 13; r++) {
		c = 0;
		for (s = 0; s < KL_SUITS; s++)
			if (dc->at[s][r] >= 0)
				idx[c++] = dc->at[s][r];
		for (i = 0; i < c; i++)
			for (j = i + 1; j < c; j++)
				for (k = j + 1; k < c; k++) {
					uint16_t m = (uint16_t)(1u << idx[i] |
					    1u << idx[j] | 1u << idx[k]);
					dc->own[dc->nown++] = m;
					for (l = k + 1; l < c; l++)
						dc->own[dc->nown++] =
						    (uint16_t)(m | 1u << idx[l]);
				}
	}
	for (s = 0; s < KL_SUITS; s++)
		for (r = 0; r + 2 < 13; r++) {
			uint16_t m = 0;
			for (l = r; l < 13 && dc->at[s][l] >= 0; l++) {
				m = (uint16_t)(m | 1u << dc->at[s][l]);
				if (l - r >= 2 && dc->nown < DEF_GROUPS / 2)
					dc->own[dc->nown++] = m;
			}
		}
	/* by their lowest card, for the walk */
	{
		uint16_t sorted[DEF_GROUPS];
		int count[GIN_HAND + 1] = { 0 }, at[GIN_HAND + 1];
		for (k = 0; k < dc->nown; k++)
			count[__builtin_ctz(dc->own[k])]++;
		for (i = 0, c = 0; i < n; i++) {
			dc->own_start[i] = at[i] = c;
			c += count[i];
		}
		dc->own_start[n] = c;
		for (k = 0; k < dc->nown; k++)
			sorted[at[__builtin_ctz(dc->own[k])]++] = dc->own[k];
		memcpy(dc->own, sorted, sizeof(*sorted) * (size_t)dc->nown);
	}
}

static void
def_walk(def_ctx *dc, int i, uint16_t used, int dead)
{
	int g;

	if (dead >= dc->best)
		return;
	while (i < dc->n && (used >> i & 1))
		i++;
	if (i == dc->n) {
		dc->best = dead;
		return;
	}
	for (g = dc->start[i]; g < dc->start[i + 1]; g++)
		if (!(dc->group[g] & used))
			def_walk(dc, i + 1, (uint16_t)(used | dc->group[g]), dead);
	def_walk(dc, i + 1, (uint16_t)(used | 1u << i), dead + dc->val[i]);
}

/* The least deadwood of the defender's cards but those of laid, with
 * his own melds only. */
static int
def_rest(def_ctx *dc, uint16_t laid)
{
	int i, k;

	dc->ngroups = 0;
	for (i = 0; i < dc->n; i++) {
		dc->start[i] = dc->ngroups;
		for (k = dc->own_start[i]; k < dc->own_start[i + 1]; k++)
			dc->group[dc->ngroups++] = dc->own[k];
	}
	dc->start[dc->n] = dc->ngroups;
	dc->best = 1 << 30;
	def_walk(dc, 0, laid, 0);
	return dc->best;
}

/* Add group mask m (its lowest card first in the order of the walk). */
static void
def_add(uint16_t *tmp, int *lowest, int *nt, uint16_t m)
{
	if (*nt >= DEF_GROUPS)
		return;
	tmp[*nt] = m;
	lowest[*nt] = __builtin_ctz(m);
	(*nt)++;
}

/* The defender's least deadwood against showing a (def_prepare'd). */
static int
def_deadwood(def_ctx *dc, const kl_arrangement *a)
{
	uint16_t tmp[DEF_GROUPS];
	int lowest[DEF_GROUPS], nt = 0, i, k, lo, hi, s, r, c;

	/* the groups he may lay off on this showing */
	for (i = 0; i < a->nmelds; i++) {
		const kl_meld *m = &a->melds[i];
		if (m->kind == KL_MELD_SET) {
			if (m->n != 3)
				continue;
			r = kl_card_rank(m->cards[0]);
			for (s = 0; s < KL_SUITS; s++)
				if (dc->at[s][r] >= 0)
					def_add(tmp, lowest, &nt,
					        (uint16_t)(1u << dc->at[s][r]));
			continue;
		}
		s = kl_card_suit(m->cards[0]);
		lo = hi = kl_card_rank(m->cards[0]);
		for (k = 1; k < m->n; k++) {
			r = kl_card_rank(m->cards[k]);
			if (r < lo)
				lo = r;
			if (r > hi)
				hi = r;
		}
		{
			uint16_t g = 0;
			for (r = hi + 1; r < 13 && (c = dc->at[s][r]) >= 0; r++) {
				g = (uint16_t)(g | 1u << c);
				def_add(tmp, lowest, &nt, g);
			}
			g = 0;
			for (r = lo - 1; r >= 0 && (c = dc->at[s][r]) >= 0; r--) {
				g = (uint16_t)(g | 1u << c);
				def_add(tmp, lowest, &nt, g);
			}
		}
	}
	if (nt == 0)
		return def_rest(dc, 0);
	/* his own melds and those groups, by their lowest card */
	dc->ngroups = 0;
	for (i = 0; i < dc->n; i++) {
		dc->start[i] = dc->ngroups;
		for (k = dc->own_start[i]; k < dc->own_start[i + 1]; k++)
			dc->group[dc->ngroups++] = dc->own[k];
		for (k = 0; k < nt; k++)
			if (lowest[k] == i && dc->ngroups < DEF_GROUPS)
				dc->group[dc->ngroups++] = tmp[k];
	}
	dc->start[dc->n] = dc->ngroups;
	dc->best = 1 << 30;
	def_walk(dc, 0, 0, 0);
	return dc->best;
}

/* Write the cards of best_sub (over cand) into layoffs and the rest's
 * arrangement into arr (either may be NULL). */
static void
lay_out(const kl_rules *cards, const kl_card *hand, int n,
        const kl_card *cand, int ncand, unsigned best_sub,
        kl_arrangement *arr, kl_card *layoffs, int *nlay)
{
	kl_card rest[KL_HAND_MAX];
	int i, k, nrest = 0;
	kl_hand h;

	if (nlay != NULL)
		*nlay = 0;
	for (i = 0; i < n; i++) {
		for (k = 0; k < ncand; k++)
			if ((best_sub >> k & 1) && cand[k] == hand[i])
				break;
		if (k == ncand)
			rest[nrest++] = hand[i];
		else if (layoffs != NULL && nlay != NULL)
			layoffs[(*nlay)++] = hand[i];
	}
	if (arr != NULL) {
		h = hand_of(rest, nrest);
		kl_solve(cards, &h, 0, arr);
	}
}

/* The layoffs by trying every subset of the candidates with the solver
 * (for a hand of another size than gin's). */
static int
layoff_subsets(const kl_rules *cards, const kl_arrangement *m,
               const kl_card *hand, int n, const kl_card *cand, int ncand,
               const uint64_t *runs, kl_arrangement *arr, kl_card *layoffs,
               int *nlay)
{
	kl_card rest[KL_HAND_MAX];
	int i, k, best = -1, d, nrest;
	unsigned sub, best_sub = 0;
	kl_hand h;

	for (sub = 0; sub < (1u << ncand); sub++) {
		uint64_t lay = 0;
		int ok = 1;
		for (k = 0; k < ncand; k++)
			if (sub >> k & 1)
				lay |= UINT64_C(1) << (13 * kl_card_suit(cand[k]) +
				                       kl_card_rank(cand[k]));
		for (k = 0; k < ncand && ok; k++)
			if (sub >> k & 1)
				ok = hangs(m, cand[k], runs, lay);
		if (!ok)
			continue;
		nrest = 0;
		for (i = 0; i < n; i++) {
			for (k = 0; k < ncand; k++)
				if ((sub >> k & 1) && cand[k] == hand[i])
					break;
			if (k == ncand)
				rest[nrest++] = hand[i];
		}
		h = hand_of(rest, nrest);
		d = kl_deadwood(cards, &h);
		if (best < 0 || d < best ||
		    (d == best && __builtin_popcount(sub) <
		                  __builtin_popcount(best_sub))) {
			best = d;
			best_sub = sub;
		}
	}
	if (arr != NULL || layoffs != NULL)
		lay_out(cards, hand, n, cand, ncand, best_sub, arr, layoffs,
		        nlay);
	return best;
}

static int layoff(const kl_rules *cards, const kl_arrangement *m,
                  const kl_card *hand, int n, def_ctx *ready,
                  kl_arrangement *arr, kl_card *layoffs, int *nlay);

int
kl_gin_layoff(const kl_rules *cards, const kl_arrangement *m,
              const kl_card *hand, int n, kl_arrangement *arr,
              kl_card *layoffs, int *nlay)
{
	return layoff(cards, m, hand, n, NULL, arr, layoffs, nlay);
}

/* kl_gin_layoff, with the defender's cards prepared already (ready, from
 * def_prepare) or not (NULL). */
static int
layoff(const kl_rules *cards, const kl_arrangement *m, const kl_card *hand,
       int n, def_ctx *ready, kl_arrangement *arr, kl_card *layoffs,
       int *nlay)
{
	uint64_t runs[KL_SUITS] = { 0 };
	kl_card cand[KL_HAND_MAX];
	int ncand = 0, i, k, best, p;
	unsigned sub, best_sub;
	uint64_t mine = 0;
	def_ctx dc;
	kl_hand h;

	for (i = 0; i < m->nmelds; i++)
		if (m->melds[i].kind == KL_MELD_RUN)
			for (k = 0; k < m->melds[i].n; k++)
				runs[kl_card_suit(m->melds[i].cards[k])] |=
				    UINT64_C(1) << kl_card_rank(m->melds[i].cards[k]);
	/* the cards that could hang on a meld if all the others that could
	 * were laid off too */
	for (i = 0; i < n; i++)
		mine |= UINT64_C(1) << (13 * kl_card_suit(hand[i]) +
		                        kl_card_rank(hand[i]));
	for (i = 0; i < n; i++)
		if (hangs(m, hand[i], runs, mine))
			cand[ncand++] = hand[i];
	if (ncand == 0) {
		/* nothing to lay off: the defender's own best */
		h = hand_of(hand, n);
		if (nlay != NULL)
			*nlay = 0;
		if (arr != NULL)
			return kl_solve(cards, &h, 0, arr);
		return kl_deadwood(cards, &h);
	}
	if (n != GIN_HAND)
		return layoff_subsets(cards, m, hand, n, cand, ncand, runs, arr,
		                      layoffs, nlay);
	/* the least deadwood, from the walk; then, for the cards laid off,
	 * the fewest that reach it (of as many, the first in hand order) */
	if (ready == NULL) {
		def_prepare(hand, n, &dc);
		ready = &dc;
	}
	best = def_deadwood(ready, m);
	if (arr == NULL && layoffs == NULL)
		return best;
	best_sub = 0;
	for (p = 0; p <= ncand; p++) {
		for (sub = 0; sub < (1u << ncand); sub++) {
			uint16_t laid = 0;
			uint64_t lay = 0;
			int ok = 1;
			if (__builtin_popcount(sub) != p)
				continue;
			for (k = 0; k < ncand; k++)
				if (sub >> k & 1)
					lay |= UINT64_C(1) << (13 * kl_card_suit(
					    cand[k]) + kl_card_rank(cand[k]));
			for (k = 0; k < ncand && ok; k++)
				if (sub >> k & 1)
					ok = hangs(m, cand[k], runs, lay);
			if (!ok)
				continue;
			for (k = 0; k < ncand; k++)
				if (sub >> k & 1)
					laid = (uint16_t)(laid | 1u << ready->at[
					    kl_card_suit(cand[k])][kl_card_rank(
					    cand[k])]);
			if (def_rest(ready, laid) == best) {
				best_sub = sub;
				goto found;
			}
		}
	}
found:
	lay_out(cards, hand, n, cand, ncand, best_sub, arr, layoffs, nlay);
	return best;
}

/* ---- the knocker's arrangements ---- */

typedef struct partition_walk {
	const kl_rules *cards;
	const kl_gin_rules *r;
	const kl_card *hand;      /* the knocker's cards */
	int n;
	const kl_card *def;       /* the defender's */
	int limit;
	int dmin;                 /* the defender's least deadwood: layoffs
	                             only lower it */
	def_ctx *dc;              /* the defender's cards, prepared */
	int val[GIN_HAND + 1];    /* the knocker's cards' values */
	int nmelds_all;
	int start[GIN_HAND + 2];         /* melds by lowest card
	                                    (index_melds) */
	uint16_t meld[CANDIDATES_MAX];   /* candidate melds as masks */
	int meldkind[CANDIDATES_MAX];
	/* the walk */
	int chosen[MELDS_MAX + 1];
	int nchosen;
	/* the best so far */
	int have;
	int score;                /* for the knocker: + won, - lost */
	int k;
	int best_chosen[MELDS_MAX + 1];
	int best_nchosen;
	uint16_t best_unmatched;
} partition_walk;

/* Every meld (as a mask over hand[0..n-1]) the hand holds. */
static void
find_melds(partition_walk *w)
{
	int i, j, k, l, s, r, n = w->n;
	int at[KL_SUITS][13];

	for (s = 0; s < KL_SUITS; s++)
		for (r = 0; r < 13; r++)
			at[s][r] = -1;
	for (i = 0; i < n; i++)
		at[kl_card_suit(w->hand[i])][kl_card_rank(w->hand[i])] = i;
	w->nmelds_all = 0;
	/* sets of 3 and 4 */
	for (r = 0; r < 13; r++) {
		int idx[KL_SUITS], c = 0;
		for (s = 0; s < KL_SUITS; s++)
			if (at[s][r] >= 0)
				idx[c++] = at[s][r];
		for (i = 0; i < c; i++)
			for (j = i + 1; j < c; j++)
				for (k = j + 1; k < c; k++) {
					uint16_t m = (uint16_t)(1u << idx[i] |
					    1u << idx[j] | 1u << idx[k]);
					w->meldkind[w->nmelds_all] = KL_MELD_SET;
					w->meld[w->nmelds_all++] = m;
					for (l = k + 1; l < c; l++) {
						w->meldkind[w->nmelds_all] =
						    KL_MELD_SET;
						w->meld[w->nmelds_all++] =
						    (uint16_t)(m | 1u << idx[l]);
					}
				}
	}
	/* runs of 3 or more */
	for (s = 0; s < KL_SUITS; s++)
		for (r = 0; r + 2 < 13; r++) {
			uint16_t m = 0;
			for (l = r; l < 13 && at[s][l] >= 0; l++) {
				m = (uint16_t)(m | 1u << at[s][l]);
				if (l - r >= 2 && w->nmelds_all < CANDIDATES_MAX) {
					w->meldkind[w->nmelds_all] = KL_MELD_RUN;
					w->meld[w->nmelds_all++] = m;
				}
			}
		}
}

/* The arrangement of the chosen melds and the unmatched mask (with the
 * discard taken out when the knocker holds 11). */
static void
arrangement_of(const partition_walk *w, const int *chosen, int nchosen,
               uint16_t unmatched, kl_arrangement *a)
{
	int i, k, best = -1;

	memset(a, 0, sizeof(*a));
	a->discard = KL_NO_CARD;
	for (i = 0; i < nchosen; i++) {
		kl_meld *m = &a->melds[a->nmelds++];
		m->kind = w->meldkind[chosen[i]];
		for (k = 0; k < w->n; k++)
			if (w->meld[chosen[i]] >> k & 1)
				m->cards[m->n++] = w->hand[k];
		/* runs in order */
		if (m->kind == KL_MELD_RUN) {
			int x, y;
			for (x = 1; x < m->n; x++)
				for (y = x; y > 0 && kl_card_rank(m->cards[y]) <
				     kl_card_rank(m->cards[y - 1]); y--) {
					kl_card t = m->cards[y];
					m->cards[y] = m->cards[y - 1];
					m->cards[y - 1] = t;
				}
		}
	}
	if (w->n == GIN_HAND + 1)
		for (k = 0; k < w->n; k++)
			if ((unmatched >> k & 1) &&
			    (best < 0 || value(w->hand[k]) > value(w->hand[best])))
				best = k;
	for (k = 0; k < w->n; k++) {
		if (!(unmatched >> k & 1))
			continue;
		if (k == best) {
			a->discard = w->hand[k];
			continue;
		}
		a->unmatched[a->nunmatched++] = w->hand[k];
		a->deadwood += value(w->hand[k]);
	}
}

/* Weigh one whole partition of the knocker's hand. */
static void
weigh(partition_walk *w, uint16_t unmatched)
{
	kl_arrangement a;
	int d, score, k, dw = 0, top = 0;

	if (w->n == GIN_HAND + 1 && unmatched == 0)
		return; /* all 11 melded: big gin, judged apart */
	/* its deadwood first (the discard: the highest unmatched card), so
	 * that a showing over the limit or unable to beat the best so far
	 * costs no arrangement */
	for (k = 0; k < w->n; k++)
		if (unmatched >> k & 1) {
			dw += w->val[k];
			if (w->val[k] > top)
				top = w->val[k];
		}
	if (w->n == GIN_HAND + 1)
		dw -= top;
	if (dw > w->limit)
		return;
	/* the best this showing can do: no layoffs at all */
	if (w->have) {
		int bound = dw < w->dmin ? w->dmin - dw :
		            -(dw - w->dmin + w->r->undercut_bonus);
		if (bound < w->score || (bound == w->score && dw >= w->k))
			return;
	}
	arrangement_of(w, w->chosen, w->nchosen, unmatched, &a);
	d = def_deadwood(w->dc, &a);
	score = a.deadwood < d ? d - a.deadwood :
	        -(a.deadwood - d + w->r->undercut_bonus);
	if (!w->have || score > w->score ||
	    (score == w->score && a.deadwood < w->k)) {
		w->have = 1;
		w->score = score;
		w->k = a.deadwood;
		memcpy(w->best_chosen, w->chosen, sizeof(w->chosen));
		w->best_nchosen = w->nchosen;
		w->best_unmatched = unmatched;
	}
}

/* Order the candidate melds by their lowest card (start[i] .. start[i +
 * 1] - 1 begin with card i), for the walk. */
static void
index_melds(partition_walk *w)
{
	uint16_t meld[CANDIDATES_MAX];
	int kind[CANDIDATES_MAX], i, m, n = 0;

	for (i = 0; i < w->n; i++) {
		w->start[i] = n;
		for (m = 0; m < w->nmelds_all; m++)
			if (__builtin_ctz(w->meld[m]) == i) {
				meld[n] = w->meld[m];
				kind[n++] = w->meldkind[m];
			}
	}
	w->start[w->n] = n;
	memcpy(w->meld, meld, sizeof(*meld) * (size_t)n);
	memcpy(w->meldkind, kind, sizeof(*kind) * (size_t)n);
}

/*
 * Choose, card by card from the lowest, to leave it unmatched or to
 * start a meld with it.  sum and top are the values of the unmatched
 * cards so far and the highest of them: the deadwood of the showing is
 * at least sum less the discard (top, with 11 cards), and only grows, so
 * a walk past the knock limit stops there.
 */
static void
walk(partition_walk *w, int i, uint16_t used, uint16_t unmatched, int sum,
     int top)
{
	int m, v;

	if (sum - (w->n == GIN_HAND + 1 ? top : 0) > w->limit)
		return;
	while (i < w->n && (used >> i & 1))
		i++;
	if (i == w->n) {
		weigh(w, unmatched);
		return;
	}
	v = w->val[i];
	walk(w, i + 1, (uint16_t)(used | 1u << i),
	     (uint16_t)(unmatched | 1u << i), sum + v, v > top ? v : top);
	if (w->nchosen == MELDS_MAX)
		return;
	for (m = w->start[i]; m < w->start[i + 1]; m++) {
		uint16_t mask = w->meld[m];
		if (mask & used)
			continue;
		w->chosen[w->nchosen++] = m;
		walk(w, i + 1, (uint16_t)(used | mask), unmatched, sum, top);
		w->nchosen--;
	}
}

/* ---- the hand ---- */

/* The knocker's melds as typed: every group but the last a meld; the
 * last one too if it is one, else his unmatched cards. */
static int
typed_showing(const kl_rules *cards, const kl_cardlist *k, kl_arrangement *a,
              kl_error *err)
{
	kl_card group[KL_HAND_MAX];
	char why[128];
	int g, i, n, kind, best = -1;

	memset(a, 0, sizeof(*a));
	a->discard = KL_NO_CARD;
	for (g = 0; g < k->ngroups; g++) {
		n = 0;
		for (i = 0; i < k->n; i++)
			if (k->group[i] == g)
				group[n++] = k->cards[i];
		if (n == 0)
			continue;
		kind = kl_meld_check(cards, group, n, why, sizeof(why));
		if (kind == KL_MELD_NONE && g < k->ngroups - 1)
			return kl_error_set(err, KL_EINPUT, "the knocker's group "
			    "%d is no meld: %s", g + 1, why);
		if (kind != KL_MELD_NONE) {
			kl_meld *m = &a->melds[a->nmelds++];
			m->kind = kind;
			m->n = n;
			memcpy(m->cards, group, sizeof(*group) * (size_t)n);
			continue;
		}
		memcpy(a->unmatched, group, sizeof(*group) * (size_t)n);
		a->nunmatched = n;
	}
	if (k->n == GIN_HAND + 1) {
		for (i = 0; i < a->nunmatched; i++)
			if (best < 0 || value(a->unmatched[i]) >
			                value(a->unmatched[best]))
				best = i;
		if (best >= 0) {
			a->discard = a->unmatched[best];
			memmove(&a->unmatched[best], &a->unmatched[best + 1],
			        sizeof(kl_card) * (size_t)(a->nunmatched - best - 1));
			a->nunmatched--;
		}
	}
	for (i = 0; i < a->nunmatched; i++)
		a->deadwood += value(a->unmatched[i]);
	return KL_OK;
}

/* Check the cards: sizes, no joker, every card once in the pack. */
static int
check_cards(const kl_cardlist *k, const kl_cardlist *d, kl_error *err)
{
	int holder[KL_NATURALS], i, h;
	char name[KL_CARD_NAME_MAX];

	if (k->n != GIN_HAND && k->n != GIN_HAND + 1)
		return kl_error_set(err, KL_EINPUT, "the knocker shows %d "
		    "cards; show 10, or 11 before the discard", k->n);
	if (d->n != GIN_HAND)
		return kl_error_set(err, KL_EINPUT, "the defender shows %d "
		    "cards, not 10", d->n);
	for (i = 0; i < KL_NATURALS; i++)
		holder[i] = -1;
	for (h = 0; h < 2; h++) {
		const kl_cardlist *l = h == 0 ? k : d;
		for (i = 0; i < l->n; i++) {
			kl_card c = l->cards[i];
			if (c >= KL_NATURALS)
				return kl_error_set(err, KL_EINPUT, "gin is "
				    "played without jokers");
			if (holder[c] < 0) {
				holder[c] = h;
				continue;
			}
			kl_card_name(c, KL_STYLE_ASCII, name, sizeof(name));
			return kl_error_set(err, KL_EINPUT, "%s is shown twice; "
			                    "one pack has it once", name);
		}
	}
	return KL_OK;
}

int
kl_gin_limit(const kl_gin_rules *r)
{
	/* Oklahoma: the upcard's value is the limit; an ace, gin only */
	if (r->upcard != KL_NO_CARD)
		return kl_card_rank(r->upcard) == KL_ACE ? -1 :
		       value(r->upcard);
	return r->knock_limit;
}

int
kl_gin_score(const kl_gin_rules *r, int verdict, int k, int d, int *winner,
             int *kind)
{
	int points;

	if (verdict == KL_GIN_GIN || verdict == KL_GIN_BIG_GIN) {
		*winner = 0;
		*kind = verdict == KL_GIN_GIN ? KL_GIN_WON_GIN :
		        KL_GIN_WON_BIG_GIN;
		points = d + (verdict == KL_GIN_GIN ? r->gin_bonus :
		                                      r->big_gin_bonus);
	} else if (k < d) {
		*winner = 0;
		*kind = KL_GIN_WON_KNOCK;
		points = d - k;
	} else {
		*winner = 1;
		*kind = KL_GIN_UNDERCUT;
		points = k - d + r->undercut_bonus;
	}
	if (r->upcard != KL_NO_CARD && kl_card_suit(r->upcard) == KL_SPADES)
		points *= 2;
	return points;
}

int
kl_gin_judge(const kl_gin_rules *r, const kl_cardlist *knocker,
             const kl_cardlist *defender, kl_gin_result *out,
             kl_error *err)
{
	kl_gin_result res;
	kl_rules cards;
	kl_hand kh, dh;
	partition_walk walk_state;
	def_ctx dc;
	int rc, limit, i;

	if ((rc = check_cards(knocker, defender, err)) != KL_OK)
		return rc;
	memset(&res, 0, sizeof(res));
	kl_gin_card_rules(&cards);
	kh = hand_of(knocker->cards, knocker->n);
	dh = hand_of(defender->cards, defender->n);
	limit = kl_gin_limit(r);
	res.limit = limit;
	res.winner = -1;
	/* the defender's arrangement is made once it is known which: his
	 * own best, or the one left after his layoffs */

	if (knocker->ngroups > 1) {
		res.typed = 1;
		if ((rc = typed_showing(&cards, knocker, &res.knocker,
		                        err)) != KL_OK)
			return rc;
		res.knocker_min = knocker->n == GIN_HAND + 1 ?
		    kl_deadwood_discard(&cards, &kh) : kl_deadwood(&cards, &kh);
	} else {
		res.knocker_min = kl_solve(&cards, &kh,
		                           knocker->n == GIN_HAND + 1,
		                           &res.knocker);
	}
	/* all 11 in melds leaves deadwood 0 with a discard too */
	if (knocker->n == GIN_HAND + 1 && r->big_gin &&
	    res.knocker_min == 0 && kl_deadwood(&cards, &kh) == 0 &&
	    (!res.typed ||
	    (res.knocker.nunmatched == 0 && res.knocker.discard == KL_NO_CARD))) {
		kl_solve(&cards, &kh, 0, &res.knocker);
		res.verdict = KL_GIN_BIG_GIN;
	} else if (res.knocker.deadwood == 0) {
		res.verdict = KL_GIN_GIN;
	} else if (res.knocker_min <= limit) {
		res.verdict = KL_GIN_KNOCK;
	} else {
		res.verdict = KL_GIN_NONE;
	}
	if (res.verdict == KL_GIN_KNOCK && res.typed &&
	    res.knocker.deadwood > limit)
		res.verdict = KL_GIN_NONE;
	/* the defender's least deadwood: with his arrangement when there
	 * is nothing to lay off, else from the walk over his cards that the
	 * layoffs use too */
	if (res.verdict != KL_GIN_KNOCK) {
		res.defender_min = kl_solve(&cards, &dh, 0, &res.defender);
	} else {
		def_prepare(defender->cards, GIN_HAND, &dc);
		res.defender_min = def_rest(&dc, 0);
	}
	if (res.verdict == KL_GIN_NONE) {
		*out = res;
		return KL_OK;
	}
	if (res.verdict == KL_GIN_GIN || res.verdict == KL_GIN_BIG_GIN) {
		res.points = kl_gin_score(r, res.verdict, 0, res.defender_min,
		                          &res.winner, &res.kind);
	} else {
		int d, k;
		if (!res.typed) {
			/* the showing best for the knocker: the one of least
			 * deadwood first, then every other that could beat it */
			partition_walk *pw = &walk_state;
			int d0;
			pw->dc = &dc;
			d0 = def_deadwood(&dc, &res.knocker);
			pw->cards = &cards;
			pw->r = r;
			pw->hand = knocker->cards;
			pw->n = knocker->n;
			for (i = 0; i < pw->n; i++)
				pw->val[i] = value(pw->hand[i]);
			pw->def = defender->cards;
			pw->limit = limit;
			pw->dmin = res.defender_min;
			pw->have = 1;
			pw->k = res.knocker.deadwood;
			pw->score = pw->k < d0 ? d0 - pw->k :
			            -(pw->k - d0 + r->undercut_bonus);
			pw->best_nchosen = -1;
			pw->nchosen = 0;
			find_melds(pw);
			index_melds(pw);
			walk(pw, 0, 0, 0, 0, 0);
			if (pw->best_nchosen >= 0)
				arrangement_of(pw, pw->best_chosen,
				               pw->best_nchosen,
				               pw->best_unmatched, &res.knocker);
		}
		k = res.knocker.deadwood;
		d = layoff(&cards, &res.knocker, defender->cards, GIN_HAND,
		           &dc, &res.defender, res.layoffs, &res.nlayoffs);
		res.points = kl_gin_score(r, KL_GIN_KNOCK, k, d, &res.winner,
		                          &res.kind);
	}
	*out = res;
	return KL_OK;
}
